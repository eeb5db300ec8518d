/* mem.c - mlb_malloc and friends over a bound MlbMem (see support.h,
 * "Heap"): the block header, the live-block list that lets a failed heap
 * be released whole, and the unwinding from a failed allocation to the
 * mlb_mem_run that bound the heap.
 */
#include "support.h"
#include "mem_int.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

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
  h->live.owner = h;
  h->live.prev = h->live.next = &h->live;
}

bool mlb_mem_is_libc(const MlbMem *h) {
  return !h || h->m.malloc == libc_malloc;
}

/* ==== Blocks ==== */
#define HDR sizeof(MlbBlockHdr)
_Static_assert(sizeof(MlbBlockHdr) % 16 == 0, "blocks stay 16-byte aligned");

static void link_block(MlbMem *h, MlbBlockHdr *b) {
  b->owner = h;
  if (!h)
    return;
  b->prev = &h->live;
  b->next = h->live.next;
  b->next->prev = b;
  h->live.next = b;
}

static void unlink_block(MlbBlockHdr *b) {
  b->prev->next = b->next;
  b->next->prev = b->prev;
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

void *mlb_malloc(size_t n) {
  size_t total = with_header(n);
  MlbMem *h = t_bound;
  MlbBlockHdr *b = h ? h->m.malloc(h->m.user, total) : malloc(total);
  if (!b)
    out_of_memory();
  link_block(h, b);
  return b + 1;
}

/* libc's calloc gets large blocks as fresh zero pages, without the
 * memset; another allocator has no calloc. */
void *mlb_calloc(size_t n, size_t sz) {
  if (sz && n > SIZE_MAX / sz)
    out_of_memory();
  MlbMem *h = t_bound;
  if (!mlb_mem_is_libc(h)) {
    void *p = mlb_malloc(n * sz);
    memset(p, 0, n * sz);
    return p;
  }
  MlbBlockHdr *b = calloc(1, with_header(n * sz));
  if (!b)
    out_of_memory();
  link_block(h, b);
  return b + 1;
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
  if (h && q != b) {
    q->prev->next = q;
    q->next->prev = q;
  }
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
  unlink_block(b);
  h->m.free(h->m.user, b);
}

char *mlb_strndup(const char *s, size_t n) {
  char *r = mlb_malloc(n + 1);
  memcpy(r, s, n);
  r[n] = 0;
  return r;
}

void *mlb_malloc_aligned(size_t align, size_t n) {
  MlbMem *h = t_bound;
  if (!mlb_mem_is_libc(h) || n % align)
    return NULL;
  MlbBlockHdr *b = aligned_alloc(align, n);
  if (!b)
    return NULL;
  link_block(h, b);
  return b + 1;
}

size_t mlb_mem_release_all(MlbMem *h) {
  size_t n = 0;
  for (MlbBlockHdr *b = h->live.next, *next; b != &h->live; b = next) {
    next = b->next;
    h->m.free(h->m.user, b);
    n++;
  }
  h->live.prev = h->live.next = &h->live;
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
