/* fuzz_parser.c - libFuzzer target: parse, verify and print arbitrary text.
 *
 * Any input must end in either a printed module or diagnostics; crashes,
 * hangs, leaks and sanitizer reports are bugs. Diagnostics are swallowed so
 * the fuzzer's output stays readable. Each input gets a fresh context, so
 * no state leaks from one run into the next.
 * Build: cmake -DMLBUF_FUZZ=ON -DCMAKE_C_COMPILER=clang; run test/fuzz/run.sh.
 */
#include "dialects/registry.h"
#include "ir/ir.h"
#include "parse/parse.h"
#include "print/print.h"

#include <stdlib.h>

static bool swallow(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(user);
  MLB_UNUSED(d);
  return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  memcpy(text, data, size);
  text[size] = 0;
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  ctx->allow_unregistered = true;
  ctx->diag_handler = swallow;
  MlbOperation *module = mlb_parse_source(ctx, "fuzz", text, size, 1);
  if (module && mlb_verify(ctx, module) == MLB_SUCCESS) {
    MlbBuf out;
    mlb_buf_init(&out);
    MlbPrintFlags flags = {0};
    mlb_print_op(ctx, module, &flags, &out);
    flags.generic = true;
    mlb_print_op(ctx, module, &flags, &out);
    mlb_buf_free(&out);
  }
  mlb_context_destroy(ctx);
  free(text);
  return 0;
}
