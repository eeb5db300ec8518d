/* mem.c - mlb_malloc and friends over a bound MlbMem (see support.h,
 * "Heap"): the block header, the live-block set that lets a failed heap
 * be released whole, and the unwinding from a failed allocation to the
 * mlb_mem_run that bound the heap.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif
#include "support.h"
#include "mem_int.h"

#include "thresholds.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__linux__)
#include <malloc.h> /* malloc_usable_size */
#endif
#if defined(MLB_SANITIZE) && defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#endif

/* The heap bound by the innermost mlb_mem_run on this thread; NULL
 * outside (blocks then come from libc and belong to no heap). */
static _Thread_local MlbMem *t_bound;

_Noreturn void mlb_fatal(const char *file, int line, const char *msg) {
  fprintf(stderr, "mlbuf internal error at %s:%d: %s\n", file, line, msg);
  abort();
}

static void *libc_malloc(void *user, size_t n) {
  (void)user;
  return malloc(n);
}
static void *libc_realloc(void *user, void *p, size_t n) {
  (void)user;
  return realloc(p, n);
}
static void libc_free(void *user, void *p) {
  (void)user;
  free(p);
}

void mlb_mem_init(MlbMem *h, const MlbMemMethods *m) {
  memset(h, 0, sizeof *h);
  h->m = m ? *m
           : (MlbMemMethods){libc_malloc, libc_realloc, libc_free, NULL};
}

bool mlb_mem_is_libc(const MlbMem *h) {
  return !h || h->m.malloc == libc_malloc;
}

/* ==== Blocks ==== */
#define HDR sizeof(MlbBlockHdr)
_Static_assert(sizeof(MlbBlockHdr) % 16 == 0, "blocks stay 16-byte aligned");

/* Room for one more live block, made before the block is allocated so
 * that a failure leaves nothing half done. */
static bool reserve_slot(MlbMem *h) {
  if (h->num_live < h->cap_live)
    return true;
  size_t nc = h->cap_live ? h->cap_live * 2 : 64;
  if (nc > SIZE_MAX / sizeof *h->live)
    return false;
  MlbBlockHdr **grown = h->m.realloc(h->m.user, h->live, nc * sizeof *grown);
  if (!grown)
    return false;
  h->live = grown;
  h->cap_live = nc;
  return true;
}

/* A big block (below) says so in its slot's top bit, which listing keeps. */
#define SLOT_BIG ((size_t)1 << (sizeof(size_t) * CHAR_BIT - 1))
static bool is_big(const MlbBlockHdr *b) { return (b->slot & SLOT_BIG) != 0; }
static size_t slot_of(const MlbBlockHdr *b) { return b->slot & ~SLOT_BIG; }

/* `big`: b is a big block (its slot's flag is set here). */
static void link_block(MlbMem *h, MlbBlockHdr *b, bool big) {
  b->owner = h;
  b->slot = big ? SLOT_BIG : 0;
  if (!h)
    return;
  b->slot |= h->num_live;
  h->live[h->num_live++] = b;
}

static void unlink_block(MlbMem *h, MlbBlockHdr *b) {
  MlbBlockHdr *last = h->live[--h->num_live];
  h->live[slot_of(b)] = last;
  last->slot = (last->slot & SLOT_BIG) | slot_of(b);
}

/* The bound heap's recovery, else the end of the process. */
static _Noreturn void out_of_memory(void) {
  MlbMem *h = t_bound;
  if (h && h->recover) {
    h->failed = true;
    longjmp(*(jmp_buf *)h->recover, 1);
  }
  /* Nobody to unwind to: an internal caller that bound no heap. */
  fprintf(stderr, "mlbuf: out of memory\n");
  abort();
}

static size_t with_header(size_t n) {
  if (n > SIZE_MAX - HDR)
    out_of_memory();
  return HDR + (n ? n : 1);
}

/* Failures are ignored: the advice only saves time. */
static void advise(void *start, size_t n, MlbMemAdvice advice) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (advice == MLB_ADVISE_HUGE)
    madvise(start, n, MADV_HUGEPAGE);
#else
  MLB_UNUSED(start);
  MLB_UNUSED(n);
  MLB_UNUSED(advice);
#endif
}

/* ==== Big blocks ====
 * A block of BIG_BLOCK bytes or more of libc's allocator is a mapping of
 * its own, made of 2MB transparent huge pages rather than the 4KB pages
 * of malloc's large blocks. On the benchmark VM the first touch of a 4KB
 * page costs about 15 us, of a 2MB huge page about 100 us, and the big
 * blocks are module-wide tables and vectors, filled as they grow: the
 * One-Shot analysis's value numbers and decisions alone faulted in 1,500
 * of the 4,000 pages of the 2,000-function tensor module. The mapping is
 * not malloc's: an aligned_alloc'd block comes from the heap once
 * malloc's mmap threshold has risen, and its pages stay there as 4KB
 * pages after its free, spoiling the huge pages of arena chunks later
 * placed over them. Layout: the mapping's size, padding to 16 bytes, the
 * MlbBlockHdr, the payload. */
#define HUGE_PAGE ((size_t)2 << 20)
#define SMALL_PAGE ((size_t)4096)
#define BIG_HDR ((size_t)16)
#if defined(__linux__) && defined(MADV_HUGEPAGE) && defined(MAP_ANONYMOUS)
#define BIG_BLOCK MLB_THRESHOLD((size_t)1 << 20, (size_t)64 << 10)

/* `bytes` (a multiple of 4KB) of zeroed memory starting on a 2MB
 * boundary, or NULL. */
static char *map_aligned(size_t bytes) {
  size_t len = bytes + HUGE_PAGE;
  char *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  char *m = (char *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1));
  if (m > p)
    munmap(p, (size_t)(m - p));
  if (p + len > m + bytes)
    munmap(m + bytes, (size_t)(p + len - (m + bytes)));
  return m;
}

/* Sanitizer builds poison a big block's mapping past what was asked for
 * it, so that AddressSanitizer reports an access there as it would past a
 * malloc'd block. */
#if defined(MLB_SANITIZE) && defined(__SANITIZE_ADDRESS__)
#define BIG_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define BIG_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define BIG_POISON(p, n) ((void)(p), (void)(n))
#define BIG_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

static char *big_mapping(MlbBlockHdr *b) { return (char *)b - BIG_HDR; }
static size_t big_bytes(MlbBlockHdr *b) {
  size_t n;
  memcpy(&n, big_mapping(b), sizeof n);
  return n;
}
static void free_big(MlbBlockHdr *b) {
  size_t bytes = big_bytes(b);
  BIG_UNPOISON(big_mapping(b), bytes); /* a later mapping may land there */
  munmap(big_mapping(b), bytes);
}

/* Big block b now holds `total` bytes (header included) of its room. */
static void big_fit(MlbBlockHdr *b, size_t total) {
  size_t room = big_bytes(b) - BIG_HDR;
  BIG_UNPOISON(b, total);
  BIG_POISON((char *)b + total, room - total);
  MLB_UNUSED(room);
}

/* An unlisted big block of at least `total` bytes (header included), or
 * NULL (too small, not libc's allocator, no memory that way: the caller
 * takes malloc's). Zeroed. Its last 2MB are a huge page only when the
 * block fills half of them: tables and vectors are powers of two, so with
 * the headers a block is often a few bytes past a 2MB boundary, and a
 * huge page for those would cost 2MB of memory; they get 4KB pages. */
static MlbBlockHdr *big_block(const MlbMem *h, size_t total) {
  if (total < BIG_BLOCK || !mlb_mem_is_libc(h) || total > SIZE_MAX / 2)
    return NULL;
  size_t need = total + BIG_HDR;
  size_t whole = need & ~(HUGE_PAGE - 1), rest = need - whole;
  bool huge_tail = rest >= HUGE_PAGE / 2;
  size_t bytes = huge_tail ? whole + HUGE_PAGE
                           : (need + SMALL_PAGE - 1) & ~(SMALL_PAGE - 1);
  char *m = map_aligned(bytes);
  if (!m)
    return NULL;
  size_t advised = huge_tail ? bytes : whole;
  if (advised)
    advise(m, advised, MLB_ADVISE_HUGE); /* before the first write */
  memcpy(m, &bytes, sizeof bytes);
  MlbBlockHdr *b = (MlbBlockHdr *)(m + BIG_HDR);
  big_fit(b, total);
  return b;
}

/* The bytes block b holds (header included), at least what was asked. */
static size_t block_size(MlbBlockHdr *b) {
  return is_big(b) ? big_bytes(b) - BIG_HDR : malloc_usable_size(b);
}
#else
#define BIG_BLOCK SIZE_MAX
static MlbBlockHdr *big_block(const MlbMem *h, size_t total) {
  MLB_UNUSED(h);
  MLB_UNUSED(total);
  return NULL;
}
static void free_big(MlbBlockHdr *b) { MLB_UNUSED(b); }
static void big_fit(MlbBlockHdr *b, size_t total) {
  MLB_UNUSED(b);
  MLB_UNUSED(total);
}
static size_t block_size(MlbBlockHdr *b) {
  MLB_UNUSED(b);
  return 0; /* never asked: there are no big blocks */
}
#endif

/* Gives libc's block b back (h: its heap, NULL for none). */
static void free_libc(MlbMem *h, MlbBlockHdr *b) {
  if (is_big(b))
    free_big(b);
  else if (h)
    h->m.free(h->m.user, b);
  else
    free(b);
}

/* A block of `total` bytes (header included) from h's allocator, or
 * libc's when h is NULL, listed in h. Its slot is reserved first, so a
 * failure leaves nothing half done. */
MLB_HOT static MlbBlockHdr *new_block(MlbMem *h, size_t total, bool zeroed) {
  if (h && !reserve_slot(h))
    out_of_memory();
  MlbBlockHdr *b = big_block(h, total); /* zeroed already */
  bool big = b != NULL;
  if (big) {
    /* nothing more */
  } else if (mlb_mem_is_libc(h)) { /* calloc: large blocks as zero pages */
    b = zeroed ? calloc(1, total) : malloc(total);
  } else {
    b = h->m.malloc(h->m.user, total);
    if (b && zeroed)
      memset(b, 0, total);
  }
  if (!b)
    out_of_memory();
  link_block(h, b, big);
  return b;
}

void *mlb_malloc(size_t n) {
  return new_block(t_bound, with_header(n), false) + 1;
}

void *mlb_calloc(size_t n, size_t sz) {
  if (sz && n > SIZE_MAX / sz)
    out_of_memory();
  return new_block(t_bound, with_header(n * sz), true) + 1;
}

/* Block b (libc's) resized to `total` bytes as a big block: b itself when
 * it is one that holds them (a big block grows in place up to the end of
 * its mapping, and never shrinks), else a new big block taking b's place
 * in its heap's list; NULL when b is malloc's and no big block is to be
 * had (then realloc does as for any block). */
static MlbBlockHdr *resize_big(MlbBlockHdr *b, size_t total) {
  size_t have = block_size(b);
  if (is_big(b) && have >= total) {
    big_fit(b, total);
    return b;
  }
  MlbBlockHdr *q = big_block(b->owner, total);
  if (!q) {
    if (is_big(b))
      out_of_memory(); /* b is intact and still listed */
    return NULL;
  }
  if (is_big(b))
    BIG_UNPOISON(b, have); /* copied whole: what it held is not known */
  memcpy(q + 1, b + 1, (have < total ? have : total) - HDR);
  q->owner = b->owner;
  q->slot = b->slot | SLOT_BIG;
  if (q->owner)
    q->owner->live[slot_of(q)] = q;
  free_libc(q->owner, b);
  return q;
}

/* A block keeps its heap when it grows, whichever heap is bound. */
void *mlb_realloc(void *p, size_t n) {
  if (!p)
    return mlb_malloc(n);
  size_t total = with_header(n);
  MlbBlockHdr *b = (MlbBlockHdr *)p - 1;
  MlbMem *h = b->owner;
  if (is_big(b) || (total >= BIG_BLOCK && mlb_mem_is_libc(h))) {
    MlbBlockHdr *q = resize_big(b, total);
    if (q)
      return q + 1;
  }
  MlbBlockHdr *q = h ? h->m.realloc(h->m.user, b, total) : realloc(b, total);
  if (!q)
    out_of_memory(); /* b is intact and still listed */
  if (h)
    h->live[slot_of(q)] = q;
  return q + 1;
}

MLB_HOT void mlb_free(void *p) {
  if (!p)
    return;
  MlbBlockHdr *b = (MlbBlockHdr *)p - 1;
  MlbMem *h = b->owner;
  if (h)
    unlink_block(h, b);
  free_libc(h, b);
}

char *mlb_strndup(const char *s, size_t n) {
  char *r = mlb_malloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

void *mlb_malloc_aligned(size_t align, size_t n, MlbMemAdvice advice) {
  MlbMem *h = t_bound;
  if (!mlb_mem_is_libc(h) || n % align || (h && !reserve_slot(h)))
    return NULL;
  MlbBlockHdr *b = aligned_alloc(align, n);
  if (!b)
    return NULL;
  advise(b, n, advice); /* before the header's write touches a page */
  link_block(h, b, false);
  return b + 1;
}

size_t mlb_mem_release_all(MlbMem *h) {
  size_t n = h->num_live;
  for (size_t i = 0; i < n; i++)
    free_libc(h, h->live[i]);
  h->m.free(h->m.user, h->live);
  h->live = NULL;
  h->num_live = h->cap_live = 0;
  return n;
}

/* ==== Binding ==== */
/* `jb` is only written before setjmp and read by longjmp; nothing this
 * frame changes after setjmp is read after the jump but `h`, which is not
 * modified. */
static bool run_recovering(MlbMem *h, void (*fn)(void *), void *arg) {
  jmp_buf jb;
  h->recover = &jb;
  bool ok = setjmp(jb) == 0;
  if (ok)
    fn(arg);
  h->recover = NULL;
  return ok;
}

bool mlb_mem_run(MlbMem *h, void (*fn)(void *arg), void *arg) {
  if (h->failed)
    return false;
  MlbMem *saved = t_bound;
  t_bound = h;
  bool ok;
  if (h->recover) { /* the outer binding recovers */
    fn(arg);
    ok = true;
  } else {
    ok = run_recovering(h, fn, arg);
  }
  t_bound = saved;
  return ok;
}
