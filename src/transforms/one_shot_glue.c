/* one_shot_glue.c - after One-Shot Bufferize rewrote every op: the
 * to_tensor ops put between rewritten ops and the to_buffer ops put in
 * front of their users meet, to_buffer(to_tensor(m)) becomes m, and the
 * to_tensor ops nobody uses any more go. What remains marks a boundary
 * with ops that kept their tensors (allow-unknown-ops, function
 * boundaries left as tensors).
 */
#include "transforms/one_shot_bufferize.h"

static MlbWalkResult list_glue(MlbOperation *op, void *user) {
  MlbOpVec *ops = user;
  if (mlb_op_is(op, "bufferization.to_buffer") ||
      mlb_op_is(op, "bufferization.to_tensor"))
    mlb_vec_push(ops, op);
  return MLB_WALK_ADVANCE;
}

/* memref.cast can only relax a layout or a size (to dynamic); the buffer
 * types the rewrite puts together always differ that way. */
static MlbValue *cast_to(MlbContext *ctx, MlbOperation *at, MlbValue *m,
                         MlbType *t) {
  if (m->type == t)
    return m;
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, at);
  return mlb_bld_cast(&b, at->loc, m, t);
}

/* What the fold may destroy (its memory reused) rather than erase. */
typedef struct Fold {
  MlbContext *ctx;
  const MlbPtrMap *reusable, *undefined;
} Fold;

/* A glue op the rewriter made is known to nobody but the rewriter, except
 * a to_tensor of `undefined`, a map keyed by its result. */
static void drop(const Fold *f, MlbOperation *op) {
  if (f->reusable && mlb_ptrmap_get(f->reusable, op) &&
      !(f->undefined && mlb_ptrmap_get(f->undefined, mlb_op_result(op, 0))))
    mlb_op_destroy(f->ctx, op);
  else
    mlb_op_erase(op);
}

/* True when tb was folded (and erased). */
static bool fold_to_buffer(const Fold *f, MlbOperation *tb) {
  MlbContext *ctx = f->ctx;
  MlbOperation *tt = mlb_op_operand(tb, 0)->def_op;
  if (!tt || !mlb_op_is(tt, "bufferization.to_tensor"))
    return false;
  MlbValue *m = cast_to(ctx, tb, mlb_op_operand(tt, 0),
                        mlb_op_result(tb, 0)->type);
  mlb_value_replace_all_uses(mlb_op_result(tb, 0), m);
  drop(f, tb);
  return true;
}

void mlb_osb_fold_glue(MlbContext *ctx, MlbOperation *root,
                       const MlbPtrMap *reusable, const MlbPtrMap *undefined) {
  Fold f = {ctx, reusable, undefined};
  MlbOpVec ops = {0};
  mlb_walk_pre(root, list_glue, &ops);
  for (uint32_t k = 0; k < ops.len; k++)
    if (mlb_op_is(ops.data[k], "bufferization.to_buffer") &&
        fold_to_buffer(&f, ops.data[k]))
      ops.data[k] = NULL;
  /* Backwards: a to_tensor feeding only dead glue goes with it. */
  for (uint32_t k = ops.len; k-- > 0;) {
    MlbOperation *op = ops.data[k];
    if (op && mlb_op_is(op, "bufferization.to_tensor") &&
        mlb_value_use_empty(mlb_op_result(op, 0)))
      drop(&f, op);
  }
  mlb_vec_free(&ops);
}

/* ==== Dead allocations ==== */
/* The allocations the rewrite made are in `allocs`, so they are looked
 * at there rather than found by a walk of the whole module (a cache miss
 * per op). An op of the map may have left the module since (ping_pong.c
 * destroys the allocation it moves out of a loop): only those still
 * nested in root count, as the walk found. The order they go in does
 * not matter: no allocation uses another's result. */
void mlb_osb_drop_dead_allocs(MlbOperation *root, const MlbPtrMap *allocs) {
  MlbOpVec dead = {0};
  for (uint32_t s = 0; s < allocs->cap; s++) {
    MlbOperation *op = (MlbOperation *)allocs->keys[s];
    if (op && allocs->vals[s] && op->num_results == 1 &&
        mlb_op_iface(op, MLB_IFACE_ALLOCATION) &&
        mlb_value_use_empty(mlb_op_result(op, 0)) &&
        mlb_op_is_ancestor(root, op))
      mlb_vec_push(&dead, op);
  }
  for (uint32_t k = 0; k < dead.len; k++)
    mlb_op_erase(dead.data[k]);
  mlb_vec_free(&dead);
}
