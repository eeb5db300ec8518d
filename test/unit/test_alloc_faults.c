/* test_alloc_faults.c - out of memory anywhere in parse ->
 * buffer-deallocation-pipeline -> print, through the public API.
 *
 * An allocator that fails its Nth call (malloc or realloc) and counts
 * live blocks, as SQLite's test_malloc.c fault simulator does. For every
 * N from the first allocation to the last one a clean run makes, the
 * whole sequence runs on a fresh context: the call that meets the failure
 * returns its failure value, "out of memory" is reported once, later
 * calls fail, and destroying the context leaves no live block (the ASan
 * build also checks for leaks and bad accesses). Runs that meet no
 * failure must print exactly what the clean run printed.
 */
#include "mlbuf/mlbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      fprintf(stderr, "%s:%d: check failed: %s (fail at %ld)\n", __FILE__,    \
              __LINE__, #c, fault_at);                                         \
      failures++;                                                              \
    }                                                                          \
  } while (0)

/* Which call fails in the current run (-1: none); a global of the test
 * program only, for the CHECK message. */
static long fault_at = -1;

typedef struct Faulty {
  long calls;   /* malloc and realloc calls so far */
  long fail_at; /* this call (0-based) and no other fails; -1: none */
  long live;    /* blocks handed out and not freed */
  int failed;   /* how many calls were failed */
} Faulty;

static int fails_now(Faulty *f) {
  if (f->calls++ != f->fail_at)
    return 0;
  f->failed++;
  return 1;
}

static void *faulty_malloc(void *user, size_t n) {
  Faulty *f = user;
  if (fails_now(f))
    return NULL;
  void *p = malloc(n);
  if (p)
    f->live++;
  return p;
}

static void *faulty_realloc(void *user, void *p, size_t n) {
  Faulty *f = user;
  if (fails_now(f))
    return NULL;
  void *q = realloc(p, n);
  if (q && !p)
    f->live++;
  return q;
}

static void faulty_free(void *user, void *p) {
  Faulty *f = user;
  if (p)
    f->live--;
  free(p);
}

typedef struct Reports {
  int out_of_memory;
  int other;
} Reports;

static void on_diag(const char *text, void *user) {
  Reports *r = user;
  if (strstr(text, "out of memory"))
    r->out_of_memory++;
  else
    r->other++;
}

/* Branches, a loop carrying a buffer, a call and a returned buffer: the
 * pipeline's ownership pass, simplification and lowering all have work. */
static const char k_module[] =
    "func.func private @use(%m: memref<4xf32>)\n"
    "func.func @pick(%c: i1, %n: index) -> memref<4xf32> {\n"
    "  %a = memref.alloc() : memref<4xf32>\n"
    "  %b = memref.alloc() : memref<4xf32>\n"
    "  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)\n"
    "^bb1(%r: memref<4xf32>):\n"
    "  call @use(%r) : (memref<4xf32>) -> ()\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %l = scf.for %i = %c0 to %n step %c1 iter_args(%x = %r)"
    " -> (memref<4xf32>) {\n"
    "    %y = scf.if %c -> (memref<4xf32>) {\n"
    "      %z = memref.alloc() : memref<4xf32>\n"
    "      scf.yield %z : memref<4xf32>\n"
    "    } else {\n"
    "      scf.yield %x : memref<4xf32>\n"
    "    }\n"
    "    scf.yield %y : memref<4xf32>\n"
    "  }\n"
    "  return %l : memref<4xf32>\n"
    "}\n";

static const char k_pipeline[] =
    "builtin.module(buffer-deallocation-pipeline)";

/* What runs: the module above, or a file given on the command line. */
typedef struct Input {
  const char *text;
  size_t len;
  const char *pipeline;
  long stride; /* fail every stride-th allocation only */
} Input;
static Input input = {k_module, sizeof k_module - 1, k_pipeline, 1};

typedef struct Outcome {
  int completed; /* every call succeeded */
  char *text;    /* what the print returned, if it ran */
} Outcome;

static char *copy_text(const char *s) {
  size_t n = strlen(s) + 1;
  char *r = malloc(n);
  if (r)
    memcpy(r, s, n);
  return r;
}

/* One run of the sequence with `f`; checks the out-of-memory contract. */
static Outcome run_once(Faulty *f) {
  Outcome o = {0, NULL};
  MlbAllocator a = {faulty_malloc, faulty_realloc, faulty_free, f};
  MlbContext *ctx = mlbContextCreateWithAllocator(&a);
  if (!ctx) {
    CHECK(f->failed == 1);
    CHECK(f->live == 0);
    return o;
  }
  Reports r = {0, 0};
  long before = f->calls;
  mlbContextSetDiagnosticCallback(ctx, on_diag, &r);
  /* A failure while installing the callback is reported on stderr. */
  int to_callback = !(f->fail_at >= before && f->fail_at < f->calls);
  MlbOperation *m =
      mlbModuleCreateParse(ctx, input.text, input.len, "faults.mlir");
  bool ran = m && mlbRunPassPipeline(ctx, m, input.pipeline);
  char *text = ran ? mlbOperationPrintToString(ctx, m, 0) : NULL;
  o.completed = text != NULL;
  /* Only a failure stops the sequence, and it is reported once; the
   * input is valid, so nothing else is reported. */
  CHECK(r.other == 0);
  CHECK(o.completed == (f->failed == 0));
  CHECK(r.out_of_memory == (f->failed && to_callback ? 1 : 0));
  if (getenv("FAULTS_VERBOSE"))
    fprintf(stderr, "fail at %ld: oom reports %d, other %d, completed %d\n", f->fail_at, r.out_of_memory, r.other, o.completed);
  if (mlbContextOutOfMemory(ctx)) {
    /* Every later call fails at once, without allocating. */
    long calls = f->calls;
    CHECK(!mlbOperationVerify(ctx, m));
    CHECK(!mlbRunPassPipeline(ctx, m, input.pipeline));
    CHECK(mlbOperationPrintToString(ctx, m, 0) == NULL);
    CHECK(f->calls == calls);
  }
  /* The string outlives the context. */
  mlbModuleDestroy(ctx, m);
  mlbContextDestroy(ctx);
  CHECK(f->live == (text ? 1 : 0));
  o.text = text ? copy_text(text) : NULL;
  mlbStringDestroy(text);
  CHECK(f->live == 0);
  return o;
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *text = NULL;
  size_t cap = 0, n = 0, got;
  do {
    if (n + 4096 > cap) {
      cap = 2 * cap + 4096;
      char *grown = realloc(text, cap);
      if (!grown)
        break;
      text = grown;
    }
    got = fread(text + n, 1, cap - n, f);
    n += got;
  } while (got);
  fclose(f);
  *len = n;
  return text;
}

/* test_alloc_faults [FILE PIPELINE [STRIDE]]: the built-in module through
 * buffer-deallocation-pipeline, or FILE (valid, one module) through
 * PIPELINE (bench/alloc_faults.sh runs the lit inputs so). */
int main(int argc, char **argv) {
  char *file_text = NULL;
  if (argc >= 3) {
    file_text = read_all(argv[1], &input.len);
    if (!file_text) {
      fprintf(stderr, "cannot read %s\n", argv[1]);
      return 2;
    }
    input.text = file_text;
    input.pipeline = argv[2];
    input.stride = argc > 3 ? atol(argv[3]) : 1;
    if (input.stride < 1)
      input.stride = 1;
  }
  Faulty clean = {0, -1, 0, 0};
  Outcome ref = run_once(&clean);
  CHECK(ref.completed && ref.text);
  if (!file_text)
    CHECK(ref.text && strstr(ref.text, "memref.dealloc"));
  long total = clean.calls;
  CHECK(total > 100);
  long points = 0;
  for (long n = 0; n < total; n += input.stride) {
    fault_at = n;
    Faulty f = {0, n, 0, 0};
    Outcome o = run_once(&f);
    CHECK(f.failed == 1); /* every allocation of the clean run is reached */
    CHECK(!o.completed);
    points += f.failed;
    free(o.text);
  }
  fault_at = -1;
  /* Past the last allocation nothing fails and the output is the same. */
  Faulty past = {0, total, 0, 0};
  Outcome o = run_once(&past);
  CHECK(o.completed && o.text && ref.text && strcmp(o.text, ref.text) == 0);
  free(o.text);
  free(ref.text);
  free(file_text);
  printf("allocation failures injected: %ld of %ld allocation points, "
         "%d check failures\n",
         points, total, failures);
  return failures ? 1 : 0;
}
