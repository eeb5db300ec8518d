/* support.c - arena, vectors, hashing, maps, buffers (the heap: mem.c). */
#include "support.h"
#include "mem_int.h"
#include "thresholds.h"

#include <stdio.h>
#include <stdlib.h>

/* ==== Arena ==== */
struct MlbArenaChunk {
  MlbArenaChunk *next;
  size_t size;
  /* payload follows, 16-byte aligned */
};
#define CHUNK_HDR ((sizeof(MlbArenaChunk) + 15) & ~(size_t)15)
#ifdef MLB_SMALL_CAPACITIES
#define ARENA_CHUNK 256
#else
#define ARENA_CHUNK (64 * 1024)
#endif

void mlb_arena_init(MlbArena *a) { memset(a, 0, sizeof *a); }

static void free_chunks(MlbArenaChunk *c) {
  while (c) {
    MlbArenaChunk *n = c->next;
    mlb_free(c);
    c = n;
  }
}

MLB_HOT void mlb_arena_destroy(MlbArena *a) {
  free_chunks(a->head);
  free_chunks(a->spare);
  memset(a, 0, sizeof *a);
}

void mlb_arena_reset(MlbArena *a) {
  MlbArenaChunk *keep = a->head;
  if (!keep)
    return;
  for (MlbArenaChunk *c = keep->next, *n; c; c = n) {
    n = c->next;
    mlb_free(c);
  }
  keep->next = NULL;
  a->cur = (char *)keep + CHUNK_HDR;
  a->end = a->cur + keep->size;
  a->total = keep->size;
}

/* Chunks double in size (64KB, 128KB, ... as the arena grows) up to 2MB;
 * the 2MB ones are 2MB-aligned and, on Linux, offered to transparent huge
 * pages: a module touches thousands of 4KB pages otherwise, each first
 * touch a page fault costing microseconds, and every access to a big
 * module's IR then misses the TLB. There is no cap: with 4KB pages past
 * the first 64MB (as before 2026-11-29; the cap was measured while the
 * advice never took effect, see mlb_malloc_aligned), the 20,000-function
 * tensor module took 8.2 s CPU against 6.0 s with huge pages throughout,
 * and the deallocation pipeline's 20,000-function module 3.8 s against
 * 2.4 s (best of 4, interleaved, same binary). */
#define HUGE_CHUNK ((size_t)2 << 20)
/* The payload of a 2MB chunk (the block and chunk headers come off it). */
#define FULL_CHUNK (HUGE_CHUNK - sizeof(MlbBlockHdr) - CHUNK_HDR)
/* mlb_arena_expect: from this many bytes expected, huge chunks at once
 * (the ramp of small chunks holds 1MB). Tiny builds have no huge chunks;
 * the threshold only keeps both sides in the tests' reach there. */
#define MLB_ARENA_BIG_EXPECT MLB_THRESHOLD(HUGE_CHUNK / 2, (size_t)1024)
/* Input files this large are read into huge pages (file_block). */
#define HUGE_FILE ((size_t)1 << 20)

static MlbArenaChunk *new_chunk(MlbArena *a, size_t *sz) {
  if (*sz == ARENA_CHUNK && a->spare) { /* a given chunk first */
    MlbArenaChunk *c = a->spare;
    a->spare = c->next;
    *sz = c->size;
    return c;
  }
#ifndef MLB_SMALL_CAPACITIES
  if (*sz != ARENA_CHUNK) /* a big block of its own */
    return mlb_malloc(CHUNK_HDR + *sz);
  if (a->total < HUGE_CHUNK / 2 && !a->big) {
    if (a->total > ARENA_CHUNK)
      *sz = a->total; /* as large as the arena so far */
    return mlb_malloc(CHUNK_HDR + *sz);
  }
  /* Only libc's allocator can align; another gets plain chunks. */
  void *mem = mlb_malloc_aligned(HUGE_CHUNK, HUGE_CHUNK, MLB_ADVISE_HUGE);
  if (mem) {
    *sz = FULL_CHUNK;
    return mem;
  }
  *sz = FULL_CHUNK;
#else
  MLB_UNUSED(a);
#endif
  return mlb_malloc(CHUNK_HDR + *sz);
}

void mlb_arena_expect(MlbArena *a, size_t bytes) {
  if (bytes >= MLB_ARENA_BIG_EXPECT)
    a->big = true;
}

void mlb_arena_give(MlbArena *from, MlbArena *to) {
  MlbArenaChunk *c = from->head;
  while (c) {
    MlbArenaChunk *n = c->next;
    if (c->size == FULL_CHUNK) {
      c->next = to->spare;
      to->spare = c;
    } else {
      mlb_free(c);
    }
    c = n;
  }
  from->head = NULL;
  while (from->spare) { /* what it was given and never used */
    c = from->spare;
    from->spare = c->next;
    c->next = to->spare;
    to->spare = c;
  }
  memset(from, 0, sizeof *from);
}

/* Big block: a chunk of its own, linked behind the current one so that
 * bumping goes on there. */
static void *arena_big_block(MlbArena *a, size_t n) {
  size_t sz = n;
  MlbArenaChunk *c = new_chunk(a, &sz);
  c->size = sz;
  c->next = a->head->next;
  a->head->next = c;
  a->total += sz;
  return (char *)c + CHUNK_HDR;
}

void *mlb_arena_alloc_uninit(MlbArena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  if (n == 0)
    n = 16;
  if ((size_t)(a->end - a->cur) < n) {
    if (n > ARENA_CHUNK / 4 && a->head)
      return arena_big_block(a, n);
    size_t sz = n > ARENA_CHUNK / 4 ? n : ARENA_CHUNK;
    MlbArenaChunk *c = new_chunk(a, &sz);
    c->size = sz;
    c->next = a->head;
    a->head = c;
    a->cur = (char *)c + CHUNK_HDR;
    a->end = a->cur + sz;
    a->total += sz;
  }
  char *p = a->cur;
  a->cur += n;
  return p;
}

MLB_HOT void *mlb_arena_alloc(MlbArena *a, size_t n) {
  void *p = mlb_arena_alloc_uninit(a, n);
  memset(p, 0, n ? (n + 15) & ~(size_t)15 : 16); /* the padding too */
  return p;
}

/* The copies are written whole: no zeroing first. */
void *mlb_arena_dup(MlbArena *a, const void *p, size_t n) {
  void *r = mlb_arena_alloc_uninit(a, n);
  if (n)
    memcpy(r, p, n);
  return r;
}

char *mlb_arena_strndup(MlbArena *a, const char *s, size_t n) {
  char *r = mlb_arena_alloc_uninit(a, n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

/* ==== Vectors ==== */
/* First blocks of at most 120 bytes with their header (8 pointers, fewer
 * larger elements): malloc serves those from its fast bins, which matters when glibc's
 * thread cache is off (dealloc_speed.sh runs that way) and most vectors
 * are short-lived and short. */
static uint32_t first_capacity(size_t elsz) {
  uint32_t n = 8;
  while (n > 1 && n * elsz + sizeof(MlbBlockHdr) > 120)
    n /= 2;
  return n;
}

void mlb_vec_grow_(void **data, uint32_t *cap, uint32_t need, size_t elsz) {
#ifdef MLB_SMALL_CAPACITIES
  /* One more at a time while small, so that every push regrows; then
   * doubling, else a 200,000-element vector costs quadratic copying
   * (test/lit/dealloc/view-byte-shift-deeper.mlir took minutes under
   * ASan). */
  (void)first_capacity;
  uint32_t nc = !*cap ? 1 : *cap < 16 ? *cap + 1 : *cap * 2;
#else
  uint32_t nc = *cap ? *cap * 2 : first_capacity(elsz);
#endif
  if (nc < need)
    nc = need;
  *data = mlb_realloc(*data, (size_t)nc * elsz);
  *cap = nc;
}

/* ==== Spare vector buffers ==== */
void *mlb_pool_take_new(size_t min, size_t *size) {
  *size = min;
  return mlb_malloc(min);
}

MLB_HOT void *mlb_pool_take_fit(MlbVecPool *pl, size_t min, size_t *size) {
  /* The most recently given block large enough: the pool mixes small
   * blocks (maps, short vectors) with large ones (analysis arrays). */
  for (uint32_t i = pl->n; i-- > 0;) {
    if (pl->size[i] < min)
      continue;
    void *p = pl->block[i];
    *size = pl->size[i];
    pl->n--;
    pl->block[i] = pl->block[pl->n];
    pl->size[i] = pl->size[pl->n];
    return p;
  }
  *size = min ? min : 1;
  return mlb_malloc(*size);
}

void mlb_pool_drop(void *p) { mlb_free(p); }

void mlb_pool_free(MlbVecPool *pl) {
  while (pl->n)
    mlb_free(pl->block[--pl->n]);
}

/* ==== Hashing ====
 * Eight bytes per step (a multiply and a shift-xor each), the 1..7 byte
 * tail read as at most two overlapping loads; names and keys are short, so
 * this beats a byte loop several times over. */
static inline uint64_t load64(const unsigned char *p) {
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
}
static inline uint64_t load32(const unsigned char *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}
static inline uint64_t hash_step(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0x9fb21c651e98df25ull;
  return h ^ (h >> 29);
}

uint64_t mlb_hash_bytes(const void *p, size_t n, uint64_t seed) {
  const unsigned char *s = p;
  uint64_t h = 0xcbf29ce484222325ull ^ seed ^ ((uint64_t)n << 56);
  for (; n >= 8; s += 8, n -= 8)
    h = hash_step(h, load64(s));
  if (n >= 4)
    h = hash_step(h, load32(s) | load32(s + n - 4) << 32);
  else if (n)
    h = hash_step(h, (uint64_t)s[0] | (uint64_t)s[n / 2] << 8 |
                         (uint64_t)s[n - 1] << 16);
  h ^= h >> 32;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 29;
  return h;
}

/* ==== Pointer map ==== */
MLB_HOT void mlb_ptrmap_init(MlbPtrMap *m) {
  memset(m, 0, sizeof *m);
}
void mlb_ptrmap_init_pooled(MlbPtrMap *m, MlbVecPool *pool) {
  memset(m, 0, sizeof *m);
  m->pool = pool;
}
/* Keys and values share one heap block (values right after the keys), so a
 * map costs one allocation: maps are created and dropped by the hundred
 * thousand in the passes. */
static void ptrmap_drop_block(MlbPtrMap *m, const void **keys, size_t bytes) {
  if (m->pool)
    mlb_pool_give(m->pool, (void *)keys, bytes);
  else
    mlb_free((void *)keys);
}
MLB_HOT void mlb_ptrmap_free(MlbPtrMap *m) {
  if (!m->keys) /* never grown: empty as after init (most per-function maps) */
    return;
  MlbVecPool *pool = m->pool;
  ptrmap_drop_block(m, m->keys, m->bytes);
  memset(m, 0, sizeof *m);
  m->pool = pool; /* a freed map is an empty one, as after init */
}
void mlb_ptrmap_clear(MlbPtrMap *m) {
  if (m->cap) {
    memset(m->keys, 0, m->cap * sizeof *m->keys);
  }
  m->len = 0;
}

/* A block for at least *ncap slots: a spare one of the pool when it is
 * large enough (*ncap then grows to what it holds, up to 16 slots: more
 * would cost their clearing each time), else a new one. */
static const void **ptrmap_block(MlbPtrMap *m, uint32_t *ncap, size_t *bytes) {
  size_t slot = sizeof *m->keys + sizeof *m->vals;
  if (!m->pool) {
    *bytes = *ncap * slot;
    return mlb_malloc(*bytes);
  }
  const void **b = mlb_pool_take_fit(m->pool, *ncap * slot, bytes);
#ifndef MLB_SMALL_CAPACITIES /* there every growth path runs */
  while (*ncap < 16 && *bytes >= 2 * *ncap * slot)
    *ncap *= 2;
#endif
  return b;
}

static void ptrmap_rehash(MlbPtrMap *m, uint32_t ncap) {
  const void **ok = m->keys;
  void **ov = m->vals;
  uint32_t oc = m->cap;
  size_t obytes = m->bytes;
  m->keys = ptrmap_block(m, &ncap, &m->bytes);
  memset(m->keys, 0, (size_t)ncap * sizeof *m->keys);
  m->vals = (void **)(m->keys + ncap);
  m->cap = ncap;
  m->len = 0;
  for (uint32_t i = 0; i < oc; i++)
    if (ok[i])
      mlb_ptrmap_put(m, ok[i], ov[i]);
  if (ok)
    ptrmap_drop_block(m, ok, obytes); /* the old values with it */
}

/* The slot holding `key`, or the free slot where it would go. */
static uint32_t ptrmap_find(const MlbPtrMap *m, const void *key) {
  uint32_t mask = m->cap - 1;
  uint32_t i = (uint32_t)mlb_hash_ptr(key) & mask;
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & mask;
  return i;
}

/* Grows only to insert: a lookup of a present key never allocates, so
 * the allocations a run makes do not depend on which keys it looks up
 * again (callers with address-keyed memos look up more or less often
 * from one run to the next). */
void **mlb_ptrmap_slot(MlbPtrMap *m, const void *key, bool *inserted) {
  uint32_t i = m->cap ? ptrmap_find(m, key) : 0;
  if (m->cap && m->keys[i]) {
    if (inserted)
      *inserted = false;
    return &m->vals[i];
  }
  if ((m->len + 1) * 4 >= m->cap * 3) {
    ptrmap_rehash(m, m->cap ? m->cap * 2 : 4);
    i = ptrmap_find(m, key);
  }
  m->keys[i] = key;
  m->vals[i] = NULL;
  m->len++;
  if (inserted)
    *inserted = true;
  return &m->vals[i];
}

MLB_HOT void *mlb_ptrmap_get(const MlbPtrMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  uint32_t mask = m->cap - 1;
  uint32_t i = (uint32_t)mlb_hash_ptr(key) & mask;
  while (m->keys[i]) {
    if (m->keys[i] == key)
      return m->vals[i];
    i = (i + 1) & mask;
  }
  return NULL;
}

void mlb_ptrmap_put(MlbPtrMap *m, const void *key, void *val) {
  *mlb_ptrmap_slot(m, key, NULL) = val;
}

/* ==== String map ==== */
void mlb_strmap_init(MlbStrMap *m) { memset(m, 0, sizeof *m); }
void mlb_strmap_free(MlbStrMap *m) {
  for (uint32_t i = 0; i < m->cap; i++)
    mlb_free((void *)m->slots[i].key);
  mlb_free(m->slots);
  memset(m, 0, sizeof *m);
}

static MlbStrMapEntry *strmap_find(MlbStrMapEntry *slots, uint32_t cap,
                                   const char *key, size_t klen,
                                   uint64_t h) {
  uint32_t mask = cap - 1, i = (uint32_t)h & mask;
  while (slots[i].key) {
    if (slots[i].hash == h && slots[i].klen == klen &&
        memcmp(slots[i].key, key, klen) == 0)
      return &slots[i];
    i = (i + 1) & mask;
  }
  return &slots[i];
}

void *mlb_strmap_get(const MlbStrMap *m, const char *key, size_t klen) {
  if (!m->cap)
    return NULL;
  uint64_t h = mlb_hash_bytes(key, klen, 0);
  MlbStrMapEntry *e = strmap_find(m->slots, m->cap, key, klen, h);
  return e->key ? e->val : NULL;
}

void **mlb_strmap_slot(MlbStrMap *m, const char *key, size_t klen,
                       bool *inserted) {
  if ((m->len + 1) * 4 >= m->cap * 3) {
    uint32_t nc = m->cap ? m->cap * 2 : 16;
    MlbStrMapEntry *ns = mlb_calloc(nc, sizeof *ns);
    for (uint32_t i = 0; i < m->cap; i++)
      if (m->slots[i].key)
        *strmap_find(ns, nc, m->slots[i].key, m->slots[i].klen,
                     m->slots[i].hash) = m->slots[i];
    mlb_free(m->slots);
    m->slots = ns;
    m->cap = nc;
  }
  uint64_t h = mlb_hash_bytes(key, klen, 0);
  MlbStrMapEntry *e = strmap_find(m->slots, m->cap, key, klen, h);
  if (!e->key) {
    e->key = mlb_strndup(key, klen);
    e->klen = (uint32_t)klen;
    e->hash = h;
    e->val = NULL;
    m->len++;
    if (inserted)
      *inserted = true;
  } else if (inserted) {
    *inserted = false;
  }
  return &e->val;
}

/* ==== Buffers ==== */
void mlb_buf_init(MlbBuf *b) { memset(b, 0, sizeof *b); }
void mlb_buf_free(MlbBuf *b) {
  mlb_free(b->data);
  memset(b, 0, sizeof *b);
}
void mlb_buf_clear(MlbBuf *b) {
  b->len = 0;
  if (b->data)
    b->data[0] = 0;
}
static void buf_reserve(MlbBuf *b, size_t extra) {
  if (b->len + extra + 1 > b->cap) {
    size_t nc = b->cap ? b->cap * 2 : 64;
    while (nc < b->len + extra + 1)
      nc *= 2;
    b->data = mlb_realloc(b->data, nc);
    b->cap = nc;
  }
}
void mlb_buf_putc_grow(MlbBuf *b, char c) {
  buf_reserve(b, 1);
  b->data[b->len++] = c;
  b->data[b->len] = 0;
}
void mlb_buf_putn_grow(MlbBuf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
/* Decimal integers by hand: the printer writes hundreds of thousands of
 * them (static offsets, dims), and vsnprintf costs several times more
 * than the digits. Same text as "%llu" / "%lld". */
void mlb_buf_put_u64(MlbBuf *b, uint64_t v) {
  char tmp[20];
  size_t n = sizeof tmp;
  do {
    tmp[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  mlb_buf_putn(b, tmp + n, sizeof tmp - n);
}
void mlb_buf_put_i64(MlbBuf *b, int64_t v) {
  if (v < 0) {
    mlb_buf_putc(b, '-');
    mlb_buf_put_u64(b, (uint64_t)0 - (uint64_t)v);
  } else {
    mlb_buf_put_u64(b, (uint64_t)v);
  }
}
void mlb_buf_vprintf(MlbBuf *b, const char *fmt, va_list ap) {
  /* Format straight into the spare room; only when it does not fit is the
   * buffer grown and the text formatted a second time. */
  va_list ap2;
  va_copy(ap2, ap);
  size_t room = b->cap > b->len ? b->cap - b->len : 0;
  int n = vsnprintf(room ? b->data + b->len : NULL, room, fmt, ap2);
  va_end(ap2);
  if (n <= 0) {
    if (room)
      b->data[b->len] = 0;
    return;
  }
  if ((size_t)n >= room) {
    buf_reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  }
  b->len += (size_t)n;
}
void mlb_buf_printf(MlbBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(b, fmt, ap);
  va_end(ap);
}
const char *mlb_buf_cstr(MlbBuf *b) { return b->data ? b->data : ""; }

/* ==== Interner ==== */
void mlb_interner_init(MlbInterner *in) {
  memset(in->recent, 0, sizeof in->recent);
  memset(in->recent_len, 0, sizeof in->recent_len);
  mlb_strmap_init(&in->map);
  mlb_arena_init(&in->arena);
}
void mlb_interner_free(MlbInterner *in) {
  mlb_strmap_free(&in->map);
  mlb_arena_destroy(&in->arena);
}
static size_t recent_index(const char *s) {
  return ((uintptr_t)s >> 3) & 63;
}
/* Interned strings live in the arena and never change, so a pointer equal
 * to a returned one (with the same length) names the same string. */
const char *mlb_intern(MlbInterner *in, const char *s, size_t n) {
  size_t r = recent_index(s);
  if (in->recent[r] == s && in->recent_len[r] == n)
    return s;
  bool ins;
  void **slot = mlb_strmap_slot(&in->map, s, n, &ins);
  if (ins)
    *slot = mlb_arena_strndup(&in->arena, s, n);
  const char *res = *slot;
  r = recent_index(res);
  in->recent[r] = res;
  in->recent_len[r] = n;
  return res;
}

/* Bytes left in a seekable stream, or -1 (pipes, terminals). */
static long stream_remaining(FILE *f) {
  long pos = ftell(f);
  if (pos < 0 || fseek(f, 0, SEEK_END) != 0)
    return -1;
  long end = ftell(f);
  if (fseek(f, pos, SEEK_SET) != 0)
    return -1;
  return end >= pos ? end - pos : -1;
}

/* A block for `*cap` bytes of file text. From HUGE_FILE bytes on, a
 * whole number of 2MB huge pages (`*cap` is raised to their room): the
 * read is the first touch of every page, one fault per 4KB otherwise. */
static char *file_block(size_t *cap) {
#ifndef MLB_SMALL_CAPACITIES
  if (*cap >= HUGE_FILE) {
    size_t hdr = sizeof(MlbBlockHdr);
    size_t total = (*cap + hdr + HUGE_CHUNK - 1) & ~(HUGE_CHUNK - 1);
    char *mem = mlb_malloc_aligned(HUGE_CHUNK, total, MLB_ADVISE_HUGE);
    if (mem) {
      *cap = total - hdr;
      return mem;
    }
  }
#endif
  return mlb_malloc(*cap);
}

/* Reads to the end of `f` into one exact-size block when the size is known
 * (no doubling, which copies and touches about twice the file's pages),
 * else in growing steps. */
static char *read_stream(FILE *f, size_t *len_out) {
  long size = stream_remaining(f);
  MlbBuf b;
  mlb_buf_init(&b);
  if (size > 0) {
    b.cap = (size_t)size + 1;
    b.data = file_block(&b.cap);
    b.len = fread(b.data, 1, (size_t)size, f);
    b.data[b.len] = '\0';
  }
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) /* pipes; a grown file */
    mlb_buf_putn(&b, tmp, n);
  if (!b.data)
    b.data = mlb_strndup("", 0);
  *len_out = b.len;
  return b.data;
}

char *mlb_read_file(const char *path, size_t *len_out) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    return NULL;
  size_t len;
  char *text = read_stream(f, &len);
  if (f != stdin)
    fclose(f);
  if (len_out)
    *len_out = len;
  return text;
}

/* ==== Small maps ==== */

/* Inline entries at most (tiny: one, so that most tests move into the
 * map). */
#define MLB_SMALL_MAP_LIMIT MLB_THRESHOLD(MLB_SMALL_MAP_N, 1)

void mlb_small_map_init(MlbSmallMap *m, MlbVecPool *pool) {
  m->n = 0;
  m->big = false;
  mlb_ptrmap_init_pooled(&m->map, pool);
}

void mlb_small_map_clear(MlbSmallMap *m) {
  if (m->big)
    mlb_ptrmap_clear(&m->map);
  m->n = 0;
}

MLB_HOT void **mlb_small_map_slot(MlbSmallMap *m, const void *key,
                                  bool *inserted) {
  if (!m->big) {
    for (uint32_t i = 0; i < m->n; i++)
      if (m->keys[i] == key) {
        if (inserted)
          *inserted = false;
        return &m->vals[i];
      }
    if (m->n < MLB_SMALL_MAP_LIMIT) {
      m->keys[m->n] = key;
      m->vals[m->n] = NULL;
      if (inserted)
        *inserted = true;
      return &m->vals[m->n++];
    }
    for (uint32_t i = 0; i < m->n; i++) /* full: all into the map */
      mlb_ptrmap_put(&m->map, m->keys[i], m->vals[i]);
    m->big = true;
  }
  return mlb_ptrmap_slot(&m->map, key, inserted);
}
