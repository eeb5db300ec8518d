/* fuzz_parser.c - libFuzzer target: parse, verify and print arbitrary text.
 *
 * Any input must end in either a printed module or diagnostics; crashes,
 * hangs, leaks and sanitizer reports are bugs. The entry point (a fresh
 * context per input, diagnostics swallowed) is fuzz_common.c's.
 * Build: cmake -DMLBUF_FUZZ=ON -DCMAKE_C_COMPILER=clang; run test/fuzz/run.sh.
 */
#include "fuzz_common.h"

#include "print/print.h"

/* Prints the module in the custom and the generic form. */
static void print_both(MlbContext *ctx, MlbOperation *module,
                       size_t input_size) {
  MLB_UNUSED(input_size);
  MlbBuf out;
  mlb_buf_init(&out);
  MlbPrintFlags flags = {0};
  mlb_print_op(ctx, module, &flags, &out);
  flags.generic = true;
  mlb_print_op(ctx, module, &flags, &out);
  mlb_buf_free(&out);
}

const MlbFuzzTarget mlb_fuzz_target = {.allow_unregistered = true,
                                       .run = print_both};
