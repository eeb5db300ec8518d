/* api_semantics.c - the public op-semantics API
 * (include/mlbuf/mlbuf_semantics.h) over src/interfaces/semantics_*.c.
 */
#include "mlbuf/mlbuf_semantics.h"

#include "api_int.h"
#include "interfaces/semantics_file.h"

typedef struct Load {
  MlbContext *ctx;
  const char *path, *text, *name;
  size_t len;
  const MlbSemDialect *dialect;
  bool ok;
} Load;

static void load_file(void *arg) {
  Load *l = arg;
  l->ok = mlb_semantics_load_file(l->ctx, l->path) == MLB_SUCCESS;
}

bool mlbContextLoadOpSemanticsFile(MlbContext *ctx, const char *path) {
  Load l = {.ctx = ctx, .path = path};
  return mlb_api_run(ctx, load_file, &l) && l.ok;
}

static void load_text(void *arg) {
  Load *l = arg;
  l->ok = mlb_semantics_load(l->ctx, l->name, l->text, l->len) == MLB_SUCCESS;
}

bool mlbContextLoadOpSemantics(MlbContext *ctx, const char *text, size_t len,
                               const char *name) {
  Load l = {.ctx = ctx, .text = text, .len = len, .name = name};
  return mlb_api_run(ctx, load_text, &l) && l.ok;
}

/* Every op must belong to the dialect being registered. */
static bool ops_in_dialect(MlbContext *ctx, const MlbSemDialect *d) {
  size_t n = strlen(d->name);
  bool ok = true;
  for (uint32_t i = 0; i < d->num_ops; i++) {
    const char *op = d->ops[i].name;
    if (op && strncmp(op, d->name, n) == 0 && op[n] == '.')
      continue;
    mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                   "op semantics of '%s': not an op of dialect '%s'",
                   op ? op : "?", d->name);
    ok = false;
  }
  return ok;
}

static bool register_semantics(MlbContext *ctx, const MlbSemDialect *d) {
  if (!d || !d->name || !d->name[0] || strchr(d->name, '.')) {
    mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                   "op semantics: a dialect needs a name without '.'");
    return false;
  }
  if ((d->num_ops && !d->ops) ||
      (d->num_buffer_types && !d->buffer_types)) {
    mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                   "op semantics of dialect '%s': a count without its array",
                   d->name);
    return false;
  }
  if (!ops_in_dialect(ctx, d))
    return false;
  MlbSemBatch b = {0};
  for (uint32_t i = 0; i < d->num_ops; i++) {
    mlb_vec_push(&b.ops, d->ops[i]);
    mlb_vec_push(&b.op_locs, NULL);
  }
  for (uint32_t i = 0; i < d->num_buffer_types; i++) {
    mlb_vec_push(&b.types, d->buffer_types[i]);
    mlb_vec_push(&b.type_locs, NULL);
  }
  bool ok = mlb_semantics_apply(ctx, &b, false) == MLB_SUCCESS;
  mlb_sem_batch_free(&b);
  return ok;
}

static void register_dialect(void *arg) {
  Load *l = arg;
  l->ok = register_semantics(l->ctx, l->dialect);
}

bool mlbContextRegisterSemantics(MlbContext *ctx, const MlbSemDialect *d) {
  Load l = {.ctx = ctx, .dialect = d};
  return mlb_api_run(ctx, register_dialect, &l) && l.ok;
}
