/* test_mem.c - the heap under every allocation (src/support/mem.c) on its
 * own: blocks of a bound heap are tracked (also across a moving realloc
 * and the growth of the heap's table)
 * and released whole; blocks move freely between bound and unbound code;
 * a failed allocation unwinds to the binding mlb_mem_run, also from a
 * nested one, and a failed heap runs nothing more. Exits nonzero on
 * failure.
 */
#include "support/support.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "unit_check.h"

/* Counts live blocks; refuses every call from `fail_from` on (-1: none). */
typedef struct Counting {
  long live, calls, fail_from;
} Counting;

static void *c_malloc(void *user, size_t n) {
  Counting *c = user;
  if (c->fail_from >= 0 && c->calls++ >= c->fail_from)
    return NULL;
  c->live++;
  return malloc(n);
}
static void *c_realloc(void *user, void *p, size_t n) {
  Counting *c = user;
  if (c->fail_from >= 0 && c->calls++ >= c->fail_from)
    return NULL;
  if (!p)
    c->live++;
  return realloc(p, n);
}
static void c_free(void *user, void *p) {
  Counting *c = user;
  c->live--;
  free(p);
}

static void init_mem(MlbMem *h, Counting *c) {
  MlbMemMethods m = {c_malloc, c_realloc, c_free, c};
  mlb_mem_init(h, &m);
}

/* ==== Listing and release ==== */
typedef struct Blocks {
  void *p[64];
} Blocks;

/* Allocates 64 blocks, grows every other one far enough to move, frees
 * every fourth. */
static void churn(void *arg) {
  Blocks *b = arg;
  for (int i = 0; i < 64; i++)
    b->p[i] = i % 3 ? mlb_malloc(16 + (size_t)i) : mlb_calloc(4, 8);
  for (int i = 0; i < 64; i += 2) {
    b->p[i] = mlb_realloc(b->p[i], 4096 + (size_t)i);
    memset(b->p[i], i, 4096);
  }
  for (int i = 0; i < 64; i += 4) {
    mlb_free(b->p[i]);
    b->p[i] = NULL;
  }
}

/* The heap's table of live blocks is one allocation of its own. */
enum { TABLE = 1 };

static void test_release_all(void) {
  Counting c = {0, 0, -1};
  MlbMem h;
  init_mem(&h, &c);
  Blocks b;
  CHECK(mlb_mem_run(&h, churn, &b));
  CHECK(c.live == 64 - 16 + TABLE);
  CHECK(mlb_mem_release_all(&h) == 64 - 16);
  CHECK(c.live == 0);
  CHECK(mlb_mem_release_all(&h) == 0);
}

/* Past the table's first 64 slots, with frees from the middle. */
static void many(void *arg) {
  void **p = arg;
  for (int i = 0; i < 300; i++)
    p[i] = mlb_malloc(8);
  for (int i = 0; i < 300; i += 2)
    mlb_free(p[i]);
  for (int i = 1; i < 300; i += 2)
    memset(p[i], 1, 8);
}

static void test_table_growth(void) {
  Counting c = {0, 0, -1};
  MlbMem h;
  init_mem(&h, &c);
  void *p[300];
  CHECK(mlb_mem_run(&h, many, p));
  CHECK(c.live == 150 + TABLE);
  CHECK(mlb_mem_release_all(&h) == 150);
  CHECK(c.live == 0);
  /* The table's growth is an allocation that can fail too: call 0 makes
   * the table, calls 1-64 the blocks, call 65 would grow it. */
  Counting f = {0, 0, 65};
  init_mem(&h, &f);
  CHECK(!mlb_mem_run(&h, many, p));
  CHECK(mlb_mem_release_all(&h) == 64);
  CHECK(f.live == 0);
}

/* ==== Crossing the binding ==== */
typedef struct Cross {
  void *from_outside; /* allocated unbound, freed bound */
  void *from_inside;  /* allocated bound, grown and freed unbound */
} Cross;

static void cross_inside(void *arg) {
  Cross *x = arg;
  mlb_free(x->from_outside);
  x->from_inside = mlb_strndup("bound", 5);
}

static void test_crossing(void) {
  Counting c = {0, 0, -1};
  MlbMem h;
  init_mem(&h, &c);
  Cross x = {mlb_malloc(100), NULL};
  CHECK(mlb_mem_run(&h, cross_inside, &x));
  CHECK(c.live == 1 + TABLE);
  /* Grown outside, the block stays the heap's: realloc goes to it. */
  x.from_inside = mlb_realloc(x.from_inside, 1 << 16);
  CHECK(strcmp(x.from_inside, "bound") == 0);
  CHECK(c.live == 1 + TABLE);
  mlb_free(x.from_inside);
  CHECK(c.live == TABLE);
  CHECK(mlb_mem_release_all(&h) == 0);
  CHECK(c.live == 0);
}

/* ==== Big blocks ====
 * From 1MB on (64KB with small capacities) libc's blocks are mappings of
 * their own on 2MB boundaries (mem.c, "Big blocks"): the payload then
 * starts 32 bytes past one. Below, blocks are malloc's. */
#define BIG (3u << 20) /* past the threshold in both builds */
#define SMALL 4096u    /* below it in both */

static bool on_huge_boundary(const void *p) {
  return ((uintptr_t)p - 32) % ((uintptr_t)2 << 20) == 0;
}

static bool all_bytes(const unsigned char *p, size_t n, unsigned char v) {
  for (size_t i = 0; i < n; i++)
    if (p[i] != v)
      return false;
  return true;
}

/* Grows a block from malloc's across the threshold and on past its
 * mapping, shrinks it, frees it; a big calloc comes zeroed. */
static void big_blocks(void *arg) {
  void **keep = arg;
  unsigned char *p = mlb_malloc(SMALL);
  memset(p, 7, SMALL);
  p = mlb_realloc(p, BIG); /* malloc's -> big: copied */
  CHECK(all_bytes(p, SMALL, 7));
#if defined(__linux__)
  CHECK(on_huge_boundary(p));
#endif
  memset(p, 8, BIG);
  unsigned char *q = mlb_realloc(p, BIG + 16); /* room left: in place */
  CHECK(q == p);
  p = mlb_realloc(q, 2 * BIG); /* past the mapping: a new one */
  CHECK(all_bytes(p, BIG, 8));
  memset(p, 9, 2 * BIG);
  q = mlb_realloc(p, SMALL); /* shrinking keeps the block */
  CHECK(q == p && all_bytes(q, SMALL, 9));
  mlb_free(q);
  unsigned char *z = mlb_calloc(BIG, 1);
  CHECK(all_bytes(z, BIG, 0));
  keep[0] = z; /* left for release_all when bound */
  keep[1] = mlb_malloc(SMALL);
}

static void test_big_blocks(void) {
  void *keep[2];
  big_blocks(keep); /* unbound: libc's blocks listed nowhere */
  mlb_free(keep[0]);
  mlb_free(keep[1]);
  MlbMem h; /* bound: listed, and released whole (big ones unmapped) */
  mlb_mem_init(&h, NULL);
  CHECK(mlb_mem_run(&h, big_blocks, keep));
  CHECK(h.num_live == 2);
  CHECK(mlb_mem_release_all(&h) == 2);
  /* A listed big block freed from the middle of the list moves the last
   * one into its slot; the heap keeps both lists right. */
  CHECK(mlb_mem_run(&h, big_blocks, keep));
  mlb_free(keep[0]);
  CHECK(h.num_live == 1);
  keep[1] = mlb_realloc(keep[1], BIG);
  CHECK(h.num_live == 1);
  CHECK(mlb_mem_release_all(&h) == 1);
}

/* ==== Failure ==== */
typedef struct Steps {
  int reached; /* how far the body got */
  MlbMem *h;
  bool inner_ok;
} Steps;

static void alloc_until_failure(void *arg) {
  Steps *s = arg;
  /* Left for mlb_mem_release_all, as a failure leaves them. */
  for (s->reached = 0; s->reached < 1000; s->reached++)
    mlb_realloc(mlb_malloc(8), 64);
}

static void test_failure_unwinds(void) {
  Counting c = {0, 0, 10};
  MlbMem h;
  init_mem(&h, &c);
  Steps s = {0, &h, false};
  CHECK(!mlb_mem_run(&h, alloc_until_failure, &s));
  CHECK(h.failed);
  CHECK(s.reached < 10); /* stopped at the failed allocation */
  /* A failed heap runs nothing. */
  s.reached = -1;
  CHECK(!mlb_mem_run(&h, alloc_until_failure, &s));
  CHECK(s.reached == -1);
  CHECK(mlb_mem_release_all(&h) > 0);
  CHECK(c.live == 0);
}

static void huge_request(void *arg) {
  Steps *s = arg;
  s->reached = 1;
  mlb_malloc(SIZE_MAX - 8); /* the header does not fit: out of memory */
  s->reached = 2;
}

static void test_size_overflow(void) {
  Counting c = {0, 0, -1};
  MlbMem h;
  init_mem(&h, &c);
  Steps s = {0, &h, false};
  CHECK(!mlb_mem_run(&h, huge_request, &s));
  CHECK(s.reached == 1);
  CHECK(c.calls == 0); /* refused before asking the allocator */
  CHECK(mlb_mem_release_all(&h) == 0);
}

/* The inner run on the same heap has no recovery of its own: the failure
 * unwinds past it to the outer one. */
static void inner(void *arg) {
  Steps *s = arg;
  s->inner_ok = mlb_mem_run(s->h, alloc_until_failure, s);
}

static void test_nested(void) {
  Counting c = {0, 0, 5};
  MlbMem h;
  init_mem(&h, &c);
  Steps s = {0, &h, true};
  CHECK(!mlb_mem_run(&h, inner, &s));
  CHECK(s.inner_ok); /* never returned: still the initial value */
  mlb_mem_release_all(&h);
  CHECK(c.live == 0);
}

int main(void) {
  test_release_all();
  test_table_growth();
  test_crossing();
  test_big_blocks();
  test_failure_unwinds();
  test_size_overflow();
  test_nested();
  if (failures)
    fprintf(stderr, "%d check failures\n", failures);
  return failures ? 1 : 0;
}
