/* fuzz_common.c - LLVMFuzzerTestOneInput for every fuzz target (see
 * fuzz_common.h); what happens to the module is the target's.
 */
#include "fuzz_common.h"

#include "dialects/registry.h"
#include "parse/parse.h"
#include "print/print.h"
#include "transforms/pass.h"

#include <stdlib.h>

static bool swallow(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(user);
  MLB_UNUSED(d);
  return true;
}

void mlb_fuzz_run_pipeline(MlbContext *ctx, MlbOperation *module,
                           const char *pipeline) {
  if (!mlb_op_is(module, "builtin.module"))
    return;
  MlbPipeline *pl = mlb_pipeline_create("builtin.module");
  MlbPassRunConfig cfg = {.verify_each = true, .skip_statistics = true};
  if (mlb_pipeline_parse(ctx, pl, pipeline) == MLB_SUCCESS &&
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
  ctx->allow_unregistered = mlb_fuzz_target.allow_unregistered;
  ctx->diag_handler = swallow;
  MlbOperation *module = mlb_parse_source(ctx, "fuzz", text, size, 1);
  if (module && mlb_verify(ctx, module) == MLB_SUCCESS)
    mlb_fuzz_target.run(ctx, module, size);
  mlb_context_destroy(ctx);
  free(text);
  return 0;
}
