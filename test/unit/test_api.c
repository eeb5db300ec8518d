/* test_api.c - the public C API: parse, verify, run a pipeline, print,
 * diagnostics through the callback. */
#include "mlbuf/mlbuf.h"

#include <stdio.h>
#include <string.h>

#include "unit_check.h"

typedef struct Seen {
  int count;
  char first[512];
} Seen;

static void on_diag(const char *formatted, void *user) {
  Seen *s = user;
  if (s->count++ == 0)
    snprintf(s->first, sizeof(s->first), "%s", formatted);
}

static void test_round_trip_and_pipeline(void) {
  MlbContext *ctx = mlbContextCreate();
  const char *src = "func.func private @dead()\n"
                    "func.func @main() {\n  return\n}\n";
  MlbOperation *m = mlbModuleCreateParse(ctx, src, strlen(src), "in.mlir");
  CHECK(m != NULL);
  if (m) {
    CHECK(mlbOperationVerify(ctx, m));
    CHECK(mlbRunPassPipeline(ctx, m, "builtin.module(symbol-dce)"));
    char *text = mlbOperationPrintToString(ctx, m, MLB_PRINT_DEFAULT);
    CHECK(text && strcmp(text, "module {\n  func.func @main() {\n"
                               "    return\n  }\n}\n") == 0);
    mlbStringDestroy(text);
    text = mlbOperationPrintToString(ctx, m, MLB_PRINT_GENERIC);
    CHECK(text && strstr(text, "\"func.func\"()") != NULL);
    mlbStringDestroy(text);
    mlbModuleDestroy(ctx, m);
  }
  mlbContextDestroy(ctx);
}

static void test_diagnostics(void) {
  MlbContext *ctx = mlbContextCreate();
  Seen seen = {0, ""};
  mlbContextSetDiagnosticCallback(ctx, on_diag, &seen);
  const char *src = "func.func @f() {\n  bogus_op\n}\n";
  CHECK(mlbModuleCreateParse(ctx, src, strlen(src), "bad.mlir") == NULL);
  CHECK(seen.count >= 1);
  CHECK(strstr(seen.first, "bad.mlir:2:3: error:") != NULL);
  const char *ok = "func.func @g() {\n  return\n}\n";
  MlbOperation *m = mlbModuleCreateParse(ctx, ok, strlen(ok), NULL);
  CHECK(m != NULL);
  seen.count = 0;
  CHECK(m && !mlbRunPassPipeline(ctx, m, "builtin.module(nope)"));
  CHECK(seen.count == 1);
  CHECK(strstr(seen.first, "'nope' does not refer to a registered pass"));
  mlbModuleDestroy(ctx, m);
  mlbContextDestroy(ctx);
}

int main(void) {
  CHECK(strcmp(mlbVersion(), "0.1.0") == 0);
  test_round_trip_and_pipeline();
  test_diagnostics();
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
