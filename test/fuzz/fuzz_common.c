/* fuzz_common.c - LLVMFuzzerTestOneInput for every fuzz target (see
 * fuzz_common.h); what happens to the module is the target's.
 */
#include "fuzz_common.h"

#include "dialects/registry.h"
#include "parse/parse.h"

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
  ctx->allow_unregistered = mlb_fuzz_target.allow_unregistered;
  ctx->diag_handler = swallow;
  MlbOperation *module = mlb_parse_source(ctx, "fuzz", text, size, 1);
  if (module && mlb_verify(ctx, module) == MLB_SUCCESS)
    mlb_fuzz_target.run(ctx, module, size);
  mlb_context_destroy(ctx);
  free(text);
  return 0;
}
