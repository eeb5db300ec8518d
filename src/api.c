/* api.c - the public C API (include/mlbuf/mlbuf.h) over the internal
 * library: thin wrappers that own the small amount of glue state the
 * internal layers leave to their caller (source text lifetime, the
 * diagnostic callback, a pass pipeline per call).
 */
#include "dialects/registry.h"
#include "mlbuf/mlbuf.h"

#include "interfaces/interfaces.h"
#include "parse/parse.h"
#include "print/print.h"
#include "transforms/pass.h"

#define MLBUF_VERSION_STRING "0.1.0"

/* The callback and its user data, hung off ctx->diag_user. */
typedef struct ApiDiag {
  MlbDiagnosticCallback cb;
  void *user;
  MlbContext *ctx;
} ApiDiag;

static bool api_diag_handler(void *user, const MlbDiagnostic *d) {
  ApiDiag *a = user;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_diag_format(a->ctx, d, &b);
  a->cb(mlb_buf_cstr(&b), a->user);
  mlb_buf_free(&b);
  return true;
}

static void drop_callback(MlbContext *ctx) {
  if (ctx->diag_handler == api_diag_handler)
    mlb_free(ctx->diag_user);
  ctx->diag_handler = NULL;
  ctx->diag_user = NULL;
}

MlbContext *mlbContextCreate(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  mlb_print_install(ctx);
  return ctx;
}

void mlbContextDestroy(MlbContext *ctx) {
  if (!ctx)
    return;
  drop_callback(ctx);
  mlb_context_destroy(ctx);
}

void mlbContextSetAllowUnregisteredDialects(MlbContext *ctx, bool allow) {
  ctx->allow_unregistered = allow;
}

void mlbContextSetDiagnosticCallback(MlbContext *ctx, MlbDiagnosticCallback cb,
                                     void *user) {
  drop_callback(ctx);
  if (!cb)
    return;
  ApiDiag *a = mlb_malloc(sizeof(*a));
  a->cb = cb;
  a->user = user;
  a->ctx = ctx;
  ctx->diag_handler = api_diag_handler;
  ctx->diag_user = a;
}

MlbOperation *mlbModuleCreateParse(MlbContext *ctx, const char *text,
                                   size_t len, const char *name) {
  /* Locations and quoted diagnostics refer to the text for as long as the
   * context lives, so it is copied into the context. */
  const char *fname = mlb_intern_cstr(ctx, name ? name : "<string>");
  char *copy = mlb_arena_strndup(&ctx->ir_arena, text, len);
  mlb_context_add_source(ctx, fname, copy, len);
  MlbOperation *module = mlb_parse_source(ctx, fname, copy, len, 1);
  if (module && mlb_verify(ctx, module) != MLB_SUCCESS) {
    mlb_op_erase(module);
    return NULL;
  }
  return module;
}

void mlbModuleDestroy(MlbContext *ctx, MlbOperation *module) {
  MLB_UNUSED(ctx);
  if (module)
    mlb_op_erase(module);
}

bool mlbOperationVerify(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify(ctx, op) == MLB_SUCCESS;
}

bool mlbRunPassPipeline(MlbContext *ctx, MlbOperation *op,
                        const char *pipeline) {
  MlbPipeline *pl = mlb_pipeline_create(op->name);
  MlbPassRunConfig cfg = {0};
  cfg.verify_each = true;
  bool ok = mlb_pipeline_parse(ctx, pl, pipeline) == MLB_SUCCESS &&
            mlb_pipeline_run(ctx, pl, op, &cfg) == MLB_SUCCESS;
  mlb_pipeline_destroy(pl);
  return ok;
}

char *mlbOperationPrintToString(MlbContext *ctx, MlbOperation *op,
                                unsigned flags) {
  if (!op)
    return NULL;
  MlbPrintFlags pf = {0};
  pf.generic = (flags & MLB_PRINT_GENERIC) != 0;
  pf.debuginfo = (flags & MLB_PRINT_DEBUGINFO) != 0;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_op(ctx, op, &pf, &b);
  if (!b.data)
    return mlb_calloc(1, 1);
  return b.data; /* NUL terminated, heap owned */
}

void mlbStringDestroy(char *s) { mlb_free(s); }

const char *mlbVersion(void) { return MLBUF_VERSION_STRING; }
