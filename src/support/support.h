/* support.h - arenas, growable vectors, hashing, string buffers.
 *
 * The bottom layer: nothing here knows about IR. Every allocation made by
 * mlbuf goes through mlb_malloc/mlb_realloc/mlb_free, which use the bound
 * heap's allocator (see "Heap" below). Arenas hand out memory that lives
 * until the arena is destroyed; they back uniqued types, attributes,
 * strings and IR.
 */
#ifndef MLB_SUPPORT_H
#define MLB_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__)
#define MLB_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define MLB_MUST_CHECK __attribute__((warn_unused_result))
/* Keeps a rare slow path out of its caller, so that the common path does
 * not pay for the slow path's register saves. */
#define MLB_NOINLINE __attribute__((noinline))
/* Code every function of a module runs through in a function pass (the
 * copy-based deallocation's, the verification of its edits, the IR calls
 * they make): the compiler places it together (.text.hot), so that the
 * loop over a module's functions finds it in the instruction cache rather
 * than spread over the binary (docs/copy-deallocation.md, "Speed"). */
#define MLB_HOT __attribute__((hot))
/* Error paths: the compiler moves the code leading to a call of such a
 * function out of its caller's hot path (function.cold), so that checks
 * run on every op keep their reports out of the instruction cache. */
#define MLB_COLD __attribute__((cold))
#else
#define MLB_PRINTF(a, b)
#define MLB_MUST_CHECK
#define MLB_NOINLINE
#define MLB_HOT
#define MLB_COLD
#endif

#define MLB_UNUSED(x) ((void)(x))
#define MLB_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* Internal bugs only; user errors are diagnostics. */
_Noreturn void mlb_fatal(const char *file, int line, const char *msg);
#define MLB_UNREACHABLE(msg) mlb_fatal(__FILE__, __LINE__, (msg))
#define MLB_ASSERT(c)                                                          \
  do {                                                                         \
    if (!(c))                                                                  \
      mlb_fatal(__FILE__, __LINE__, "assertion failed: " #c);                  \
  } while (0)

/* ==== Heap ====
 * Every heap block comes from mlb_malloc/mlb_calloc/mlb_realloc and is
 * released with mlb_free. A block remembers the MlbMem it came from
 * (a header in front of it), so it may be freed or grown anywhere.
 *
 * An MlbMem is an allocator method table (the embedder's, as SQLite's
 * sqlite3_mem_methods, or libc's) plus the set of its live blocks. A
 * context owns one; the public API binds it for the length of each call
 * with mlb_mem_run, so that the vectors, buffers and maps that know no
 * context (pushed at hundreds of places) allocate from it too. That
 * binding is the only thread-local state in mlbuf; outside any call
 * (tools using internal functions, unit tests) blocks come from libc and
 * belong to no heap.
 *
 * Out of memory: when the heap's malloc or realloc returns NULL, the
 * allocation does not return: it unwinds (longjmp, as Lua's allocator
 * errors do) to the mlb_mem_run that bound the heap, which returns false.
 * The heap is then failed: the work in progress may have left its data
 * half changed, so the owner releases everything with mlb_mem_release_all
 * and no pointer into the heap's blocks may be used again. Outside
 * mlb_mem_run an allocation failure is fatal (mlb_fatal). */
typedef void *(*MlbMallocFn)(void *user, size_t n);
typedef void *(*MlbReallocFn)(void *user, void *p, size_t n);
typedef void (*MlbFreeFn)(void *user, void *p);
typedef struct MlbMemMethods {
  MlbMallocFn malloc;   /* NULL when out of memory */
  MlbReallocFn realloc; /* NULL when out of memory; `p` is then intact */
  MlbFreeFn free;
  void *user;
} MlbMemMethods;

/* Precedes every block; 16 bytes, so blocks stay 16-byte aligned. */
typedef struct MlbBlockHdr {
  struct MlbMem *owner; /* NULL: libc's, listed nowhere */
  size_t slot;          /* index in owner->live */
} MlbBlockHdr;

typedef struct MlbMem {
  MlbMemMethods m;
  /* The live blocks, densely: a freed block's slot takes the last one.
   * Allocated with `m` directly (it is not a block of its own). */
  MlbBlockHdr **live;
  size_t num_live, cap_live;
  void *recover; /* jmp_buf of the binding mlb_mem_run; NULL outside */
  bool failed;   /* an allocation failed: only release_all remains */
} MlbMem;

/* `m` NULL: libc's malloc/realloc/free. */
void mlb_mem_init(MlbMem *h, const MlbMemMethods *m);
/* Frees every live block of `h`; returns how many there were. */
size_t mlb_mem_release_all(MlbMem *h);
/* Calls fn(arg) with `h` bound (nested calls on the same heap share the
 * outer binding's recovery). False when an allocation failed during the
 * call (h->failed), or `h` had already failed and fn did not run. */
MLB_MUST_CHECK bool mlb_mem_run(MlbMem *h, void (*fn)(void *arg),
                                 void *arg);

void *mlb_malloc(size_t n); /* never returns NULL: see "Out of memory" */
void *mlb_calloc(size_t n, size_t sz);
void *mlb_realloc(void *p, size_t n);
void mlb_free(void *p);
char *mlb_strndup(const char *s, size_t n);

/* ==== Arena ==== */
typedef struct MlbArenaChunk MlbArenaChunk;
typedef struct MlbArena {
  MlbArenaChunk *head;
  char *cur, *end;
  size_t total;
  MlbArenaChunk *spare; /* whole chunks from mlb_arena_give, not yet used */
  bool big; /* 2MB chunks from the first (mlb_arena_expect) */
} MlbArena;

void mlb_arena_init(MlbArena *a);
void mlb_arena_destroy(MlbArena *a);
/* Frees every allocation at once but keeps the newest chunk for reuse. */
void mlb_arena_reset(MlbArena *a);
/* Destroys `from`, handing its full-size (2MB) chunks to `to`, which fills
 * them before it asks for new ones: memory already faulted in (a huge page
 * each) instead of fresh pages the kernel must zero. Smaller chunks and
 * big blocks of their own are freed. */
void mlb_arena_give(MlbArena *from, MlbArena *to);
/* The arena is about to receive about `bytes` (the parser's estimate from
 * its input's size): from MLB_ARENA_BIG_EXPECT on, its chunks are 2MB
 * huge pages from the first rather than after 1MB of 4KB-page chunks,
 * whose pages fault in one at a time (about 250 faults per arena). */
void mlb_arena_expect(MlbArena *a, size_t bytes);
void *mlb_arena_alloc(MlbArena *a, size_t n);  /* 16-byte aligned, zeroed */
/* 16-byte aligned, contents undefined: for blocks the caller writes whole
 * (copies, nodes every field of which is set), which skip the zeroing. */
void *mlb_arena_alloc_uninit(MlbArena *a, size_t n);
void *mlb_arena_dup(MlbArena *a, const void *p, size_t n);
char *mlb_arena_strndup(MlbArena *a, const char *s, size_t n);

/* ==== Growable vector ====
 * MLB_VEC(T) declares an anonymous struct { T *data; uint32_t len, cap; }.
 * Memory is heap-owned; release with mlb_vec_free. */
#define MLB_VEC(T)                                                             \
  struct {                                                                     \
    T *data;                                                                   \
    uint32_t len, cap;                                                         \
  }
void mlb_vec_grow_(void **data, uint32_t *cap, uint32_t need, size_t elsz);
#define mlb_vec_push(v, x)                                                     \
  do {                                                                         \
    if ((v)->len == (v)->cap)                                                  \
      mlb_vec_grow_((void **)&(v)->data, &(v)->cap, (v)->len + 1,              \
                    sizeof(*(v)->data));                                       \
    (v)->data[(v)->len++] = (x);                                               \
  } while (0)
#define mlb_vec_reserve(v, n)                                                  \
  do {                                                                         \
    if ((n) > (v)->cap)                                                        \
      mlb_vec_grow_((void **)&(v)->data, &(v)->cap, (n), sizeof(*(v)->data));  \
  } while (0)
#define mlb_vec_free(v)                                                        \
  do {                                                                         \
    mlb_free((v)->data);                                                       \
    (v)->data = NULL;                                                          \
    (v)->len = (v)->cap = 0;                                                   \
  } while (0)
#define mlb_vec_pop(v) ((v)->data[--(v)->len])
#define mlb_vec_last(v) ((v)->data[(v)->len - 1])

/* ==== Spare vector buffers ====
 * Heap blocks handed back by short-lived vectors for the next ones to
 * reuse (the parser recycles each operation state's vectors this way).
 * Blocks come from mlb_malloc and stay valid for mlb_vec_push / _free. */
#define MLB_POOL_MAX 64
typedef struct MlbVecPool {
  void *block[MLB_POOL_MAX];
  size_t size[MLB_POOL_MAX]; /* bytes */
  uint32_t n;
} MlbVecPool;
/* The pool's slow paths: a fresh block of `min` bytes; freeing a block
 * the pool does not keep (NULL ignored). */
void *mlb_pool_take_new(size_t min, size_t *size);
void mlb_pool_drop(void *p);
/* A spare block (or a fresh one of at least `min` bytes); *size = bytes.
 * Inline, as mlb_pool_give: passes take and give a few dozen blocks per
 * function, and the call cost as much as the work. */
static inline void *mlb_pool_take(MlbVecPool *pl, size_t min, size_t *size) {
  if (pl->n) {
    pl->n--;
    *size = pl->size[pl->n];
    return pl->block[pl->n];
  }
  return mlb_pool_take_new(min, size);
}
/* The most recent spare block holding `min` bytes, else a fresh one of
 * `min` bytes (the smaller spare blocks stay); *size = bytes. */
void *mlb_pool_take_fit(MlbVecPool *pl, size_t min, size_t *size);
/* Keeps `p` (NULL ignored) for reuse, or frees it when the pool is full
 * (or `size` is 0). */
static inline void mlb_pool_give(MlbVecPool *pl, void *p, size_t size) {
  if (p && size && pl->n < MLB_POOL_MAX) {
    pl->block[pl->n] = p;
    pl->size[pl->n] = size;
    pl->n++;
    return;
  }
  mlb_pool_drop(p);
}
void mlb_pool_free(MlbVecPool *pl);
/* Empty vector `v` backed by a pooled block. */
#define mlb_vec_from_pool(pl, v)                                               \
  do {                                                                         \
    size_t sz_;                                                                \
    (v)->data = mlb_pool_take((pl), 8 * sizeof(*(v)->data), &sz_);             \
    (v)->cap = (uint32_t)(sz_ / sizeof(*(v)->data));                           \
    (v)->len = 0;                                                              \
  } while (0)
/* Hands v's block back to the pool and empties v. */
#define mlb_vec_to_pool(pl, v)                                                 \
  do {                                                                         \
    mlb_pool_give((pl), (v)->data, (size_t)(v)->cap * sizeof(*(v)->data));     \
    (v)->data = NULL;                                                          \
    (v)->len = (v)->cap = 0;                                                   \
  } while (0)

/* ==== Hashing ==== */
uint64_t mlb_hash_bytes(const void *p, size_t n, uint64_t seed);
static inline uint64_t mlb_hash_combine(uint64_t h, uint64_t v) {
  /* The final xor-shift folds high bits into the low ones: tables index
   * with the low bits, and keys such as (line << 32 | col) differ high. */
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 32);
}
static inline uint64_t mlb_hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  return x;
}

/* Open-addressing pointer map (key != NULL). Iterate slots i < cap with
 * keys[i] != NULL; read-only outside support.c. */
typedef struct MlbPtrMap {
  const void **keys; /* one heap block: cap keys, then cap values */
  void **vals;       /* points into the keys' block */
  uint32_t cap, len;
  struct MlbVecPool *pool; /* NULL, or where its blocks come from and go */
  size_t bytes;            /* the block's size (it may hold more slots) */
} MlbPtrMap;
void mlb_ptrmap_init(MlbPtrMap *m);
/* A map whose blocks come from `pool` and go back to it when it grows or
 * is freed (maps made per function, function after function, then cost
 * no heap allocation once the pool holds blocks). */
void mlb_ptrmap_init_pooled(MlbPtrMap *m, struct MlbVecPool *pool);
void mlb_ptrmap_free(MlbPtrMap *m);
void **mlb_ptrmap_slot(MlbPtrMap *m, const void *key, bool *inserted);
void *mlb_ptrmap_get(const MlbPtrMap *m, const void *key);
void mlb_ptrmap_put(MlbPtrMap *m, const void *key, void *val);
void mlb_ptrmap_clear(MlbPtrMap *m);

/* A pointer map for tables that most often hold a handful of entries
 * (a pass's per-function tables, function after function): up to
 * MLB_SMALL_MAP_N entries stay in the struct and are found by a scan,
 * with no hashing and no block to take, clear and give back; the entry
 * after that moves them all into `map` (pooled when initialized so),
 * which holds every entry from then on. It answers as an MlbPtrMap does
 * (a value stored as NULL reads as absent; a slot stays valid until the
 * next insertion), but cannot be iterated. The inline limit is a
 * threshold (support/thresholds.h: MLB_SMALL_MAP_LIMIT). */
#define MLB_SMALL_MAP_N 8
typedef struct MlbSmallMap {
  uint32_t n; /* entries inline (while !big) */
  bool big;   /* every entry is in `map` */
  const void *keys[MLB_SMALL_MAP_N];
  void *vals[MLB_SMALL_MAP_N];
  MlbPtrMap map;
} MlbSmallMap;
void mlb_small_map_init(MlbSmallMap *m, struct MlbVecPool *pool);
/* Inline: a map that never outgrew its inline slots holds no block
 * (mlb_small_map_slot moves to the hash map only when they are full),
 * and passes drop a dozen such maps per function. */
static inline void mlb_small_map_free(MlbSmallMap *m) {
  if (m->big)
    mlb_ptrmap_free(&m->map); /* keeps the pool */
  m->n = 0;
  m->big = false;
}
void **mlb_small_map_slot(MlbSmallMap *m, const void *key, bool *inserted);
void mlb_small_map_clear(MlbSmallMap *m);
static inline void *mlb_small_map_get(const MlbSmallMap *m, const void *key) {
  if (m->big)
    return mlb_ptrmap_get(&m->map, key);
  for (uint32_t i = 0; i < m->n; i++)
    if (m->keys[i] == key)
      return m->vals[i];
  return NULL;
}
static inline uint32_t mlb_small_map_len(const MlbSmallMap *m) {
  return m->big ? m->map.len : m->n;
}
static inline void mlb_small_map_put(MlbSmallMap *m, const void *key,
                                     void *val) {
  *mlb_small_map_slot(m, key, NULL) = val;
}

/* String -> pointer map; keys are copied into the map's own storage. */
typedef struct MlbStrMap {
  struct MlbStrMapEntry *slots;
  uint32_t cap, len;
} MlbStrMap;
typedef struct MlbStrMapEntry {
  const char *key; /* heap-owned, NUL terminated */
  uint32_t klen;
  uint64_t hash;
  void *val;
} MlbStrMapEntry;
void mlb_strmap_init(MlbStrMap *m);
void mlb_strmap_free(MlbStrMap *m);
void *mlb_strmap_get(const MlbStrMap *m, const char *key, size_t klen);
/* Returns the slot for key, inserting a NULL value if absent. */
void **mlb_strmap_slot(MlbStrMap *m, const char *key, size_t klen,
                       bool *inserted);

/* ==== String buffer ==== */
typedef struct MlbBuf {
  char *data; /* always NUL terminated once non-empty */
  size_t len, cap;
} MlbBuf;
void mlb_buf_init(MlbBuf *b);
void mlb_buf_free(MlbBuf *b);
void mlb_buf_clear(MlbBuf *b);
/* Appends that do not fit the spare room (grow, then copy). */
void mlb_buf_putn_grow(MlbBuf *b, const char *s, size_t n);
void mlb_buf_putc_grow(MlbBuf *b, char c);
/* The printer appends millions of short pieces (", ", " = ", a name):
 * inline, an append that fits is a bounds test and a copy, and for a
 * literal strlen folds to a constant and memcpy to a few moves. */
static inline void mlb_buf_putn(MlbBuf *b, const char *s, size_t n) {
  if (b->cap - b->len > n) { /* room for the bytes and the NUL */
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
  } else {
    mlb_buf_putn_grow(b, s, n);
  }
}
static inline void mlb_buf_puts(MlbBuf *b, const char *s) {
  mlb_buf_putn(b, s, strlen(s));
}
static inline void mlb_buf_putc(MlbBuf *b, char c) {
  if (b->cap - b->len > 1) {
    b->data[b->len++] = c;
    b->data[b->len] = 0;
  } else {
    mlb_buf_putc_grow(b, c);
  }
}
void mlb_buf_put_u64(MlbBuf *b, uint64_t v); /* as "%llu" */
void mlb_buf_put_i64(MlbBuf *b, int64_t v);  /* as "%lld" */
void mlb_buf_printf(MlbBuf *b, const char *fmt, ...) MLB_PRINTF(2, 3);
void mlb_buf_vprintf(MlbBuf *b, const char *fmt, va_list ap);
const char *mlb_buf_cstr(MlbBuf *b); /* "" when empty */

/* Interned strings: equal content => equal pointer. Owned by the table. */
typedef struct MlbInterner {
  MlbStrMap map;
  MlbArena arena;
  /* Recently returned strings, indexed by address: re-interning a string
   * that is already interned (common: op and attribute names) is then a
   * pointer compare instead of a hash lookup. */
  const char *recent[64];
  size_t recent_len[64];
} MlbInterner;
void mlb_interner_init(MlbInterner *in);
void mlb_interner_free(MlbInterner *in);
const char *mlb_intern(MlbInterner *in, const char *s, size_t n);

/* Reads a whole file; returns heap buffer (NUL terminated) or NULL. */
char *mlb_read_file(const char *path, size_t *len_out);

#endif
