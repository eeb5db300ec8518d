/* fuzz_common.h - the libFuzzer entry point the fuzz targets share
 * (fuzz_common.c): copy the input into a NUL-terminated string, parse it
 * in a fresh context with every dialect registered and diagnostics
 * swallowed (so the fuzzer's output stays readable, and no state leaks
 * from one input into the next), verify it, and hand a verified module to
 * the target. Each target defines `mlb_fuzz_target`.
 */
#ifndef MLB_TEST_FUZZ_COMMON_H
#define MLB_TEST_FUZZ_COMMON_H

#include "ir/ir.h"

typedef struct MlbFuzzTarget {
  bool allow_unregistered; /* accept ops of unknown dialects */
  /* Called with the parsed, verified top-level op and the input's length
   * in bytes (a target may pick what to do by it); owns nothing (the
   * context is destroyed afterwards). */
  void (*run)(MlbContext *ctx, MlbOperation *module, size_t input_size);
} MlbFuzzTarget;

/* Runs the textual pipeline (anchored on builtin.module) on a module,
 * verifying after each pass, and prints the result when it succeeds: the
 * body of the targets that transform. */
void mlb_fuzz_run_pipeline(MlbContext *ctx, MlbOperation *module,
                           const char *pipeline);

/* Defined by each target. */
extern const MlbFuzzTarget mlb_fuzz_target;

#endif
