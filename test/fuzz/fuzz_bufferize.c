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

static const char k_pipeline[] =
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
    "allow-unknown-ops},buffer-deallocation-pipeline)";

static void bufferize_and_print(MlbContext *ctx, MlbOperation *module,
                                size_t input_size) {
  MLB_UNUSED(input_size);
  mlb_fuzz_run_pipeline(ctx, module, k_pipeline);
}

const MlbFuzzTarget mlb_fuzz_target = {.allow_unregistered = false,
                                       .run = bufferize_and_print};
