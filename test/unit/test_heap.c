/* test_heap.c - the interpreter's checked heap (src/interp/heap.c) on its
 * own: allocation records, frees and their violations (double free,
 * non-heap and interior frees), stale handles, allocation scopes, leak
 * reports, statistics, and the quarantine's eviction and record reuse.
 * Diagnostics are captured through the context's handler. Exits nonzero
 * on failure.
 */
#include "interp/heap.h"

#include <stdio.h>

#include "unit_check.h"

/* ==== Captured diagnostics ==== */

typedef struct Captured {
  MlbBuf last;     /* message of the last error */
  uint32_t errors; /* errors seen */
  uint32_t notes;  /* notes attached to the last error */
} Captured;

static bool capture(void *user, const MlbDiagnostic *d) {
  Captured *c = user;
  mlb_buf_clear(&c->last);
  mlb_buf_puts(&c->last, mlb_buf_cstr((MlbBuf *)&d->message));
  c->errors += d->severity == MLB_SEV_ERROR;
  c->notes = 0;
  for (const MlbDiagnostic *n = d->notes; n; n = n->next)
    c->notes++;
  return true;
}

static bool last_starts(Captured *c, const char *prefix) {
  return !strncmp(mlb_buf_cstr(&c->last), prefix, strlen(prefix));
}

typedef struct Fixture {
  MlbContext *ctx;
  MlbHeap heap;
  Captured cap;
  MlbAttr *here, *there;
} Fixture;

static void setup(Fixture *f) {
  memset(f, 0, sizeof *f);
  f->ctx = mlb_context_create();
  f->ctx->diag_handler = capture;
  f->ctx->diag_user = &f->cap;
  mlb_buf_init(&f->cap.last);
  mlb_heap_init(&f->heap, f->ctx);
  f->here = mlb_loc_file(f->ctx, "t.mlir", 1, 1);
  f->there = mlb_loc_file(f->ctx, "t.mlir", 2, 3);
}

static void teardown(Fixture *f) {
  mlb_heap_destroy(&f->heap);
  mlb_buf_free(&f->cap.last);
  mlb_context_destroy(f->ctx);
}

/* ==== Tests ==== */

static void test_alloc_free(void) {
  Fixture f;
  setup(&f);
  MlbHeapRef r = mlb_heap_alloc(&f.heap, 16, MLB_HK_ALLOC, f.here, "a");
  MlbHeapBlock *b = mlb_heap_live(&f.heap, r);
  CHECK(b && b->size == 16 && b->data);
  CHECK(b->data[0] == 0xBE && b->data[15] == 0xBE); /* junk-filled */
  b->data[15] = 7; /* the whole user range is writable */
  CHECK(f.heap.stats.live_buffers == 1 && f.heap.stats.live_bytes == 16);
  CHECK(mlb_heap_free(&f.heap, r, 0, 0, f.there));
  CHECK(!mlb_heap_live(&f.heap, r));
  CHECK(mlb_heap_block(&f.heap, r)->data[0] == 0xDD); /* poisoned */
  CHECK(f.cap.errors == 0);
  CHECK(f.heap.stats.allocs == 1 && f.heap.stats.frees == 1);
  CHECK(f.heap.stats.live_buffers == 0 && f.heap.stats.peak_live_bytes == 16);
  /* The null handle is never live. */
  MlbHeapRef null_ref = {0, 0};
  CHECK(!mlb_heap_live(&f.heap, null_ref));
  mlb_heap_report_dead(&f.heap, null_ref, f.here, "load");
  CHECK(last_starts(&f.cap, "uninitialized memref: load"));
  teardown(&f);
}

static void test_double_free(void) {
  Fixture f;
  setup(&f);
  MlbHeapRef r = mlb_heap_alloc(&f.heap, 8, MLB_HK_ALLOC, f.here, "memref.alloc");
  CHECK(mlb_heap_free(&f.heap, r, 0, 0, f.there));
  CHECK(!mlb_heap_free(&f.heap, r, 0, 0, f.there));
  CHECK(f.cap.errors == 1 && f.heap.violations == 1);
  CHECK(last_starts(&f.cap, "double free: 8 bytes allocated by 'memref.alloc'"));
  CHECK(f.cap.notes == 2); /* allocated here, freed here */
  CHECK(f.heap.stats.frees == 1);
  teardown(&f);
}

static void test_invalid_frees(void) {
  Fixture f;
  setup(&f);
  MlbHeapRef s = mlb_heap_alloc(&f.heap, 4, MLB_HK_ALLOCA, f.here, "memref.alloca");
  CHECK(!mlb_heap_free(&f.heap, s, 0, 0, f.there));
  CHECK(last_starts(&f.cap, "invalid free: free of memory not from the heap: "
                            "stack memory"));
  MlbHeapRef g = mlb_heap_alloc(&f.heap, 4, MLB_HK_GLOBAL, f.here, "g");
  CHECK(!mlb_heap_free(&f.heap, g, 0, 0, f.there));
  CHECK(strstr(mlb_buf_cstr(&f.cap.last), "global 'g'"));
  MlbHeapRef a = mlb_heap_alloc(&f.heap, 4, MLB_HK_ARGUMENT, NULL, "the runner");
  CHECK(!mlb_heap_free(&f.heap, a, 0, 0, f.there));
  CHECK(f.cap.notes == 0); /* no allocation site to point at */
  /* Interior view: reported, but the allocation is released. */
  MlbHeapRef h = mlb_heap_alloc(&f.heap, 32, MLB_HK_ALLOC, f.here, "memref.alloc");
  CHECK(mlb_heap_free(&f.heap, h, 0, 2, f.there));
  CHECK(last_starts(&f.cap, "invalid free: free of an interior view (offset 2"));
  CHECK(!mlb_heap_live(&f.heap, h));
  CHECK(f.heap.violations == 4);
  teardown(&f);
}

static void test_scopes(void) {
  Fixture f;
  setup(&f);
  uint32_t outer = mlb_heap_scope_begin(&f.heap);
  MlbHeapRef a = mlb_heap_alloc(&f.heap, 4, MLB_HK_ALLOCA, f.here, "memref.alloca");
  uint32_t inner = mlb_heap_scope_begin(&f.heap);
  MlbHeapRef b = mlb_heap_alloc(&f.heap, 4, MLB_HK_ALLOCA, f.here, "memref.alloca");
  mlb_heap_scope_end(&f.heap, inner, f.there);
  CHECK(mlb_heap_live(&f.heap, a) && !mlb_heap_live(&f.heap, b));
  mlb_heap_report_dead(&f.heap, b, f.here, "store");
  CHECK(last_starts(&f.cap, "use after scope: store of 4 bytes"));
  CHECK(f.cap.notes == 2); /* allocated here, scope ended here */
  mlb_heap_scope_end(&f.heap, outer, f.there);
  CHECK(!mlb_heap_live(&f.heap, a));
  CHECK(f.heap.stats.allocas == 2 && f.heap.stats.allocs == 0);
  teardown(&f);
}

static void test_leaks(void) {
  Fixture f;
  setup(&f);
  MlbHeapRef a = mlb_heap_alloc(&f.heap, 12, MLB_HK_ALLOC, f.here, "memref.alloc");
  MlbHeapRef b = mlb_heap_alloc(&f.heap, 4, MLB_HK_ALLOC, f.here, "memref.alloc");
  mlb_heap_alloc(&f.heap, 4, MLB_HK_GLOBAL, f.here, "g"); /* never a leak */
  mlb_heap_block(&f.heap, b)->owned_elsewhere = true;
  CHECK(mlb_heap_report_leaks(&f.heap, f.there) == 1);
  CHECK(last_starts(&f.cap, "leak: 12 bytes allocated by 'memref.alloc' are "
                            "never freed"));
  CHECK(mlb_heap_free(&f.heap, a, 0, 0, f.there));
  CHECK(mlb_heap_report_leaks(&f.heap, f.there) == 0);
  teardown(&f);
}

/* Past the quarantine's limits the oldest freed blocks release their
 * memory and their records get reused with a new generation: a stale
 * handle still reads as freed. */
static void test_quarantine_reuse(void) {
  Fixture f;
  setup(&f);
  f.heap.q_limit_blocks = 2;
  MlbHeapRef r[4];
  for (int i = 0; i < 4; i++)
    r[i] = mlb_heap_alloc(&f.heap, 8, MLB_HK_ALLOC, f.here, "x");
  for (int i = 0; i < 4; i++)
    CHECK(mlb_heap_free(&f.heap, r[i], 0, 0, f.there));
  CHECK(f.heap.q_blocks == 2);
  MlbHeapRef first = r[0];
  /* Evicted but not yet reused: the record still has its sites. */
  mlb_heap_report_dead(&f.heap, r[1], f.here, "load");
  CHECK(last_starts(&f.cap, "use after free: load of 8 bytes") &&
        f.cap.notes == 2);
  MlbHeapRef fresh = mlb_heap_alloc(&f.heap, 8, MLB_HK_ALLOC, f.here, "y");
  CHECK(fresh.id == first.id && fresh.gen != first.gen); /* record reused */
  CHECK(!mlb_heap_live(&f.heap, first) && mlb_heap_live(&f.heap, fresh));
  mlb_heap_report_dead(&f.heap, first, f.here, "load");
  CHECK(last_starts(&f.cap, "use after free: load of freed memory "
                            "(allocation no longer tracked)"));
  CHECK(!mlb_heap_free(&f.heap, first, 0, 0, f.there));
  CHECK(last_starts(&f.cap, "double free"));
  CHECK(mlb_heap_live(&f.heap, fresh)); /* the stale free did not touch it */
  CHECK(mlb_heap_free(&f.heap, fresh, 0, 0, f.there));
  teardown(&f);
}

int main(void) {
  test_alloc_free();
  test_double_free();
  test_invalid_frees();
  test_scopes();
  test_leaks();
  test_quarantine_reuse();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
