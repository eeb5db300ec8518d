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

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
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

static void link_block(MlbMem *h, MlbBlockHdr *b) {
  b->owner = h;
  if (!h)
    return;
  b->slot = h->num_live;
  h->live[h->num_live++] = b;
}

static void unlink_block(MlbMem *h, MlbBlockHdr *b) {
  MlbBlockHdr *last = h->live[--h->num_live];
  h->live[b->slot] = last;
  last->slot = b->slot;
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

/* A block of `total` bytes (header included) from h's allocator, or
 * libc's when h is NULL, listed in h. Its slot is reserved first, so a
 * failure leaves nothing half done. */
static MlbBlockHdr *new_block(MlbMem *h, size_t total, bool zeroed) {
  MlbBlockHdr *b;
  if (h && !reserve_slot(h))
    out_of_memory();
  if (mlb_mem_is_libc(h)) { /* calloc: large blocks come as zero pages */
    b = zeroed ? calloc(1, total) : malloc(total);
  } else {
    b = h->m.malloc(h->m.user, total);
    if (b && zeroed)
      memset(b, 0, total);
  }
  if (!b)
    out_of_memory();
  link_block(h, b);
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

/* A block keeps its heap when it grows, whichever heap is bound. */
void *mlb_realloc(void *p, size_t n) {
  if (!p)
    return mlb_malloc(n);
  size_t total = with_header(n);
  MlbBlockHdr *b = (MlbBlockHdr *)p - 1;
  MlbMem *h = b->owner;
  MlbBlockHdr *q = h ? h->m.realloc(h->m.user, b, total) : realloc(b, total);
  if (!q)
    out_of_memory(); /* b is intact and still listed */
  if (h)
    h->live[q->slot] = q;
  return q + 1;
}

void mlb_free(void *p) {
  if (!p)
    return;
  MlbBlockHdr *b = (MlbBlockHdr *)p - 1;
  MlbMem *h = b->owner;
  if (!h) {
    free(b);
    return;
  }
  unlink_block(h, b);
  h->m.free(h->m.user, b);
}

char *mlb_strndup(const char *s, size_t n) {
  char *r = mlb_malloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
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

void *mlb_malloc_aligned(size_t align, size_t n, MlbMemAdvice advice) {
  MlbMem *h = t_bound;
  if (!mlb_mem_is_libc(h) || n % align || (h && !reserve_slot(h)))
    return NULL;
  MlbBlockHdr *b = aligned_alloc(align, n);
  if (!b)
    return NULL;
  advise(b, n, advice); /* before the header's write touches a page */
  link_block(h, b);
  return b + 1;
}

size_t mlb_mem_release_all(MlbMem *h) {
  size_t n = h->num_live;
  for (size_t i = 0; i < n; i++)
    h->m.free(h->m.user, h->live[i]);
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
