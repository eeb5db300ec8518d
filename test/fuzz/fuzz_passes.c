/* fuzz_passes.c - libFuzzer target: parse and verify arbitrary text, then
 * run one of the buffer toolbox's pipelines on it (the copy-based
 * deallocation, hoisting and promotion before the ownership pipeline,
 * copy-removal, optimize-allocation-liveness, the legacy bufferize passes,
 * the function-boundary rewrites) and print the result.
 *
 * fuzz_bufferize.c covers One-Shot Bufferize and the ownership pipeline;
 * the passes here see the same inputs and must end in a printed module or
 * diagnostics too: crashes, hangs, leaks and sanitizer reports are bugs.
 * The pipeline is picked by the input's length, so that every mutation of
 * a seed reaches each of them. Build: cmake -DMLBUF_FUZZ=ON
 * -DCMAKE_C_COMPILER=clang; run test/fuzz/run.sh SECONDS fuzz_passes.
 */
#include "fuzz_common.h"

static const char *const k_pipelines[] = {
    "builtin.module(func.func(buffer-deallocation))",
    "builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting,"
    "promote-buffers-to-stack),buffer-deallocation-pipeline)",
    "builtin.module(func.func(buffer-deallocation,copy-removal))",
    "builtin.module(func.func(optimize-allocation-liveness))",
    "builtin.module(func.func(expand-realloc,buffer-deallocation),"
    "canonicalize)",
    "builtin.module(func-bufferize,func.func(arith-bufferize,"
    "tensor-bufferize,linalg-bufferize,scf-bufferize,"
    "bufferization-bufferize,finalizing-bufferize,buffer-deallocation))",
    "builtin.module(buffer-results-to-out-params,"
    "drop-equivalent-buffer-results,buffer-deallocation-pipeline)",
};

static void run_and_print(MlbContext *ctx, MlbOperation *module,
                          size_t input_size) {
  size_t n = sizeof k_pipelines / sizeof k_pipelines[0];
  mlb_fuzz_run_pipeline(ctx, module, k_pipelines[input_size % n]);
}

const MlbFuzzTarget mlb_fuzz_target = {.allow_unregistered = false,
                                       .run = run_and_print};
