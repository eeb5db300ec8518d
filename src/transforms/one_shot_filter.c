/* one_shot_filter.c - dialect-filter: only ops of the named dialects are
 * bufferized.
 *
 * Upstream asks every bufferization question through an op filter, and
 * an op the filter denies is an unknown op: analyzed conservatively
 * (reads and writes its tensor operands, its results may alias them and
 * are not writable), left with its tensors, and glued to the bufferized
 * ops around it by to_tensor/to_buffer. We get the same by taking the
 * bufferization interface off the denied ops' descriptors for the run of
 * the pass (the descriptors are the context's own copies), so every
 * query, of the analysis and of the rewrite, gives the unknown-op answer;
 * the tables are put back when the pass ends, whatever its outcome.
 */
#include "transforms/one_shot_bufferize.h"

static bool dialect_listed(const MlbOperation *op, const char *const *names,
                           uint32_t n) {
  const char *dot = strchr(op->name, '.');
  size_t len = dot ? (size_t)(dot - op->name) : strlen(op->name);
  for (uint32_t k = 0; k < n; k++)
    if (strlen(names[k]) == len && !memcmp(names[k], op->name, len))
      return true;
  return false;
}

bool mlb_osb_denied(const MlbBufOptions *o, const MlbOperation *op) {
  return o->num_dialects && !dialect_listed(op, o->dialects, o->num_dialects);
}

typedef struct Hide {
  MlbContext *ctx;
  const MlbBufOptions *opts;
  MlbOsbHidden *hidden;
} Hide;

static MlbWalkResult hide_op(MlbOperation *op, void *user) {
  Hide *h = user;
  const void *table = mlb_op_iface(op, MLB_IFACE_BUFFERIZE);
  if (!table || !mlb_osb_denied(h->opts, op))
    return MLB_WALK_ADVANCE;
  /* The first op of a name takes the table off: later ones see none. */
  if (mlb_attach_iface(h->ctx, op->name, MLB_IFACE_BUFFERIZE, NULL) ==
      MLB_SUCCESS) {
    mlb_vec_push(&h->hidden->names, op->name);
    mlb_vec_push(&h->hidden->tables, table);
  }
  return MLB_WALK_ADVANCE;
}

void mlb_osb_hide_denied(MlbContext *ctx, const MlbBufOptions *o,
                         MlbOperation *root, MlbOsbHidden *hidden) {
  memset(hidden, 0, sizeof *hidden);
  if (!o->num_dialects)
    return;
  Hide h = {ctx, o, hidden};
  mlb_walk_pre(root, hide_op, &h);
}

void mlb_osb_restore_hidden(MlbContext *ctx, MlbOsbHidden *hidden) {
  for (uint32_t k = 0; k < hidden->names.len; k++)
    if (mlb_attach_iface(ctx, hidden->names.data[k], MLB_IFACE_BUFFERIZE,
                         hidden->tables.data[k]) != MLB_SUCCESS)
      MLB_UNREACHABLE("a descriptor vanished during one-shot-bufferize");
  mlb_vec_free(&hidden->names);
  mlb_vec_free(&hidden->tables);
}
