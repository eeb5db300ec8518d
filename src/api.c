/* api.c - the public C API (include/mlbuf/mlbuf.h) over the internal
 * library: thin wrappers that own the small amount of glue state the
 * internal layers leave to their caller (source text lifetime, the
 * diagnostic callback, a pass pipeline per call).
 */
#include "api_int.h"
#include "dialects/registry.h"
#include "mlbuf/mlbuf.h"

#include "interfaces/interfaces.h"
#include "parse/parse.h"
#include "print/print.h"
#include "transforms/pass.h"

#include <stdio.h>

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

/* ==== Out of memory ====
 * Each entry point runs its body with the context's heap bound
 * (mlb_mem_run): an allocation that fails unwinds to here, the call
 * returns its failure value, and the context only awaits
 * mlbContextDestroy. The report cannot allocate, so it is a fixed text. */
static const char k_oom[] = "error: out of memory";

/* `a`: the callback in place when the call began (a pass may have put a
 * handler of its own in front of it when the allocation failed). */
static void report_out_of_memory(const ApiDiag *a) {
  if (a)
    a->cb(k_oom, a->user);
  else
    fprintf(stderr, "%s\n", k_oom);
}

static ApiDiag *api_callback(MlbContext *ctx) {
  return ctx->diag_handler == api_diag_handler ? ctx->diag_user : NULL;
}

bool mlb_api_run(MlbContext *ctx, void (*body)(void *), void *arg) {
  bool was_failed = ctx->mem.failed;
  ApiDiag *callback = was_failed ? NULL : api_callback(ctx);
  if (mlb_mem_run(&ctx->mem, body, arg))
    return true;
  ctx->edit_log = NULL; /* it was on the stack the unwinding left */
  if (!was_failed) /* else reported when it failed */
    report_out_of_memory(callback);
  return false;
}

/* ==== Contexts ==== */
static void register_everything(void *arg) {
  MlbContext *ctx = arg;
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  mlb_print_install(ctx);
}

MlbContext *mlbContextCreateWithAllocator(const MlbAllocator *allocator) {
  MlbMemMethods m;
  if (allocator)
    m = (MlbMemMethods){allocator->malloc, allocator->realloc,
                        allocator->free, allocator->user};
  MlbContext *ctx = mlb_context_create_with(allocator ? &m : NULL);
  if (ctx && !mlb_mem_run(&ctx->mem, register_everything, ctx)) {
    mlb_context_destroy(ctx);
    return NULL;
  }
  return ctx;
}

MlbContext *mlbContextCreate(void) {
  return mlbContextCreateWithAllocator(NULL);
}

bool mlbContextOutOfMemory(const MlbContext *ctx) { return ctx->mem.failed; }

void mlbContextDestroy(MlbContext *ctx) {
  if (!ctx)
    return;
  if (!ctx->mem.failed)
    drop_callback(ctx);
  mlb_context_destroy(ctx);
}

void mlbContextSetAllowUnregisteredDialects(MlbContext *ctx, bool allow) {
  ctx->allow_unregistered = allow;
}

typedef struct SetCallback {
  MlbContext *ctx;
  MlbDiagnosticCallback cb;
  void *user;
} SetCallback;

/* The new callback is allocated before the old one goes: if that fails,
 * the old one is still there to be told. */
static void set_callback(void *arg) {
  SetCallback *c = arg;
  ApiDiag *a = NULL;
  if (c->cb) {
    a = mlb_malloc(sizeof(*a));
    *a = (ApiDiag){c->cb, c->user, c->ctx};
  }
  drop_callback(c->ctx);
  if (!a)
    return;
  c->ctx->diag_handler = api_diag_handler;
  c->ctx->diag_user = a;
}

void mlbContextSetDiagnosticCallback(MlbContext *ctx, MlbDiagnosticCallback cb,
                                     void *user) {
  SetCallback c = {ctx, cb, user};
  if (!mlb_api_run(ctx, set_callback, &c))
    return; /* out of memory, reported */
}

/* ==== Modules ==== */
typedef struct Parse {
  MlbContext *ctx;
  const char *text;
  size_t len;
  const char *name;
  MlbOperation *module;
} Parse;

static void parse_module(void *arg) {
  Parse *p = arg;
  MlbContext *ctx = p->ctx;
  /* Locations and quoted diagnostics refer to the text for as long as the
   * context lives, so it is copied into the context. */
  const char *fname = mlb_intern_cstr(ctx, p->name ? p->name : "<string>");
  char *copy = mlb_arena_strndup(&ctx->ir_arena, p->text, p->len);
  mlb_context_add_source(ctx, fname, copy, p->len);
  MlbOperation *module = mlb_parse_source(ctx, fname, copy, p->len, 1);
  if (module && mlb_verify(ctx, module) != MLB_SUCCESS) {
    mlb_op_erase(module);
    module = NULL;
  }
  p->module = module;
}

MlbOperation *mlbModuleCreateParse(MlbContext *ctx, const char *text,
                                   size_t len, const char *name) {
  Parse p = {ctx, text, len, name, NULL};
  return mlb_api_run(ctx, parse_module, &p) ? p.module : NULL;
}

typedef struct OnOp {
  MlbContext *ctx;
  MlbOperation *op;
  const char *text;
  unsigned flags;
  bool ok;
  char *out;
} OnOp;

static void erase_op(void *arg) { mlb_op_erase(((OnOp *)arg)->op); }

/* After a failed allocation the module's memory goes with the context. */
void mlbModuleDestroy(MlbContext *ctx, MlbOperation *module) {
  OnOp o = {.ctx = ctx, .op = module};
  if (module && !ctx->mem.failed && !mlb_api_run(ctx, erase_op, &o))
    return; /* out of memory, reported */
}

static void verify_op(void *arg) {
  OnOp *o = arg;
  o->ok = mlb_verify(o->ctx, o->op) == MLB_SUCCESS;
}

bool mlbOperationVerify(MlbContext *ctx, MlbOperation *op) {
  OnOp o = {.ctx = ctx, .op = op};
  return mlb_api_run(ctx, verify_op, &o) && o.ok;
}

/* ==== Passes ==== */
static void run_pipeline(void *arg) {
  OnOp *o = arg;
  MlbPipeline *pl = mlb_pipeline_create(o->op->name);
  MlbPassRunConfig cfg = {0};
  cfg.verify_each = true;
  o->ok = mlb_pipeline_parse(o->ctx, pl, o->text) == MLB_SUCCESS &&
          mlb_pipeline_run(o->ctx, pl, o->op, &cfg) == MLB_SUCCESS;
  mlb_pipeline_destroy(pl);
}

bool mlbRunPassPipeline(MlbContext *ctx, MlbOperation *op,
                        const char *pipeline) {
  OnOp o = {.ctx = ctx, .op = op, .text = pipeline};
  return mlb_api_run(ctx, run_pipeline, &o) && o.ok;
}

/* ==== Printing ====
 * A returned string may outlive its context, so it is a raw block of the
 * context's allocator (not one of its heap's listed blocks) that carries
 * the allocator's free function in front of the text. */
typedef struct StringHdr {
  MlbFreeFn free;
  void *user;
} StringHdr;

static char *detached_copy(const MlbMemMethods *m, const char *s,
                           size_t n) {
  StringHdr *h = m->malloc(m->user, sizeof *h + n + 1);
  if (!h)
    return NULL;
  *h = (StringHdr){m->free, m->user};
  char *text = (char *)(h + 1);
  memcpy(text, s, n);
  text[n] = 0;
  return text;
}

static void print_op(void *arg) {
  OnOp *o = arg;
  MlbPrintFlags pf = {0};
  pf.generic = (o->flags & MLB_PRINT_GENERIC) != 0;
  pf.debuginfo = (o->flags & MLB_PRINT_DEBUGINFO) != 0;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_op(o->ctx, o->op, &pf, &b);
  o->out = detached_copy(&o->ctx->mem.m, mlb_buf_cstr(&b), b.len);
  mlb_buf_free(&b);
}

char *mlbOperationPrintToString(MlbContext *ctx, MlbOperation *op,
                                unsigned flags) {
  if (!op)
    return NULL;
  OnOp o = {.ctx = ctx, .op = op, .flags = flags};
  if (!mlb_api_run(ctx, print_op, &o))
    return NULL;
  if (!o.out) /* the copy handed out failed; the context is intact */
    report_out_of_memory(api_callback(ctx));
  return o.out;
}

void mlbStringDestroy(char *s) {
  if (!s)
    return;
  StringHdr *h = (StringHdr *)s - 1;
  h->free(h->user, h);
}

const char *mlbVersion(void) { return MLBUF_VERSION_STRING; }
