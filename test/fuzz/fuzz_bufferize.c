/* fuzz_bufferize.c - libFuzzer target: parse and verify arbitrary text,
 * then run One-Shot Bufferize with function boundaries and the
 * deallocation pipeline on it, and print the result.
 *
 * Any input must end in a printed module or diagnostics (a tensor program
 * the pass cannot bufferize gets upstream's error); crashes, hangs, leaks
 * and sanitizer reports are bugs. The entry point (a fresh context per
 * input, diagnostics swallowed) is fuzz_common.c's.
 * Build: cmake -DMLBUF_FUZZ=ON -DCMAKE_C_COMPILER=clang; run
 * test/fuzz/run.sh SECONDS fuzz_bufferize.
 */
#include "fuzz_common.h"

#include "print/print.h"
#include "transforms/pass.h"

static const char k_pipeline[] =
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
    "allow-unknown-ops},buffer-deallocation-pipeline)";

static void bufferize_and_print(MlbContext *ctx, MlbOperation *module,
                                size_t input_size) {
  MLB_UNUSED(input_size);
  if (!mlb_op_is(module, "builtin.module"))
    return;
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

const MlbFuzzTarget mlb_fuzz_target = {.allow_unregistered = false,
                                       .run = bufferize_and_print};
