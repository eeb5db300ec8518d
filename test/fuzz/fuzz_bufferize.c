/* fuzz_bufferize.c - libFuzzer target: parse and verify arbitrary text,
 * then run One-Shot Bufferize with function boundaries and the
 * deallocation pipeline on it, and print the result.
 *
 * Any input must end in a printed module or diagnostics (a tensor program
 * the pass cannot bufferize gets upstream's error); crashes, hangs, leaks
 * and sanitizer reports are bugs. Each input gets a fresh context.
 * Build: cmake -DMLBUF_FUZZ=ON -DCMAKE_C_COMPILER=clang; run
 * test/fuzz/run.sh SECONDS fuzz_bufferize.
 */
#include "dialects/registry.h"
#include "ir/ir.h"
#include "parse/parse.h"
#include "print/print.h"
#include "transforms/pass.h"

#include <stdlib.h>

static bool swallow(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(user);
  MLB_UNUSED(d);
  return true;
}

static const char k_pipeline[] =
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
    "allow-unknown-ops},buffer-deallocation-pipeline)";

static void bufferize_and_print(MlbContext *ctx, MlbOperation *module) {
  MlbPipeline *pl = mlb_pipeline_create("builtin.module");
  MlbPassRunConfig cfg = {.verify_each = true, .skip_statistics = true};
  if (mlb_pipeline_parse(ctx, pl, k_pipeline) == MLB_SUCCESS &&
      mlb_pipeline_run(ctx, pl, module, &cfg) == MLB_SUCCESS) {
    MlbBuf out;
    mlb_buf_init(&out);
    MlbPrintFlags flags = {0};
    mlb_print_op(ctx, module, &flags, &out);
    mlb_buf_free(&out);
  }
  mlb_pipeline_destroy(pl);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  memcpy(text, data, size);
  text[size] = 0;
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  ctx->diag_handler = swallow;
  MlbOperation *module = mlb_parse_source(ctx, "fuzz", text, size, 1);
  if (module && mlb_verify(ctx, module) == MLB_SUCCESS &&
      mlb_op_is(module, "builtin.module"))
    bufferize_and_print(ctx, module);
  mlb_context_destroy(ctx);
  free(text);
  return 0;
}
