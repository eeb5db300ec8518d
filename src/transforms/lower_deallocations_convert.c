/* lower_deallocations_convert.c - a partial dialect conversion, as
 * upstream's applyPartialConversion drives the rewrites of expand-realloc,
 * bufferization-lower-deallocations and convert-bufferization-to-memref.
 *
 * The ops nested in the root (the root first, pre-order) are legalized one
 * by one:
 *  - an op of a legal dialect that is not explicitly illegal stays;
 *  - any other op is first folded: an in-place fold is followed by another
 *    attempt, a fold to values replaces the op (attribute results become
 *    constants of the op's dialect right before it);
 *  - an explicitly illegal op that did not fold away goes to the pass's
 *    rewrite; when that does not apply, the conversion fails with
 *    upstream's "failed to legalize" error at the first such op;
 *  - an op of unknown legality that did not fold stays as it is.
 *
 * Ops the rewrites create are legal in all three passes, so they are not
 * legalized again.
 */
#include "transforms/lower_deallocations.h"

#include "transforms/fold.h"

/* Generous bound on repeated in-place folds of one op (each must change
 * the op; a folder that keeps claiming success would loop forever). */
enum { MAX_INPLACE_FOLDS = 64 };

static bool in_legal_dialect(const MlbConversion *c, const MlbOperation *op) {
  size_t n = mlb_op_dialect_len(op);
  for (const char *const *d = c->legal_dialects; d && *d; d++)
    if (strlen(*d) == n && memcmp(*d, op->name, n) == 0)
      return true;
  return false;
}

/* The answer for recent op names (interned: compared by address), as a
 * module repeats a few names many times over. */
typedef struct LegalMemo {
  const char *name[64];
  bool legal[64];
} LegalMemo;

static bool legal_dialect_memo(LegalMemo *m, const MlbConversion *c,
                               const MlbOperation *op) {
  uint32_t i = (uint32_t)(mlb_hash_ptr(op->name) & 63);
  if (m->name[i] != op->name) {
    m->name[i] = op->name;
    m->legal[i] = in_legal_dialect(c, op);
  }
  return m->legal[i];
}

static MlbWalkResult mark_erased(MlbOperation *op, void *user) {
  mlb_ptrmap_put(user, op, op);
  return MLB_WALK_ADVANCE;
}

/* Records the ops nested in op, which is being erased, so that the loop
 * skips them (op itself is never visited again: each op is listed once,
 * so an op without regions needs no record). */
static void mark_erased_tree(MlbOperation *op, MlbPtrMap *erased) {
  if (op->num_regions)
    mlb_walk_pre(op, mark_erased, erased);
}

static MlbWalkResult collect(MlbOperation *op, void *user) {
  MlbOpVec *v = user;
  mlb_vec_push(v, op);
  return MLB_WALK_ADVANCE;
}

/* Replaces `op` by its fold results; false (IR untouched) when a constant
 * cannot be materialized. */
static bool replace_by_fold(MlbRewriter *rw, MlbOperation *op,
                            const MlbFoldResult *res) {
  MlbValueVec vals = {0};
  mlb_builder_set_before(&rw->b, op);
  bool ok = true;
  for (uint32_t i = 0; i < op->num_results && ok; i++) {
    MlbValue *v = res[i].value;
    if (!v)
      v = mlb_rw_constant(rw, op, res[i].attr, mlb_op_result(op, i)->type,
                          op->loc);
    ok = v != NULL;
    mlb_vec_push(&vals, v);
  }
  if (ok)
    mlb_rw_replace_op(rw, op, vals.data);
  else
    for (uint32_t i = 0; i < vals.len; i++)
      if (vals.data[i] && !res[i].value)
        mlb_rw_erase_op(rw, vals.data[i]->def_op);
  mlb_vec_free(&vals);
  return ok;
}

/* upstream's legalizeWithFold: true when the op folded away. */
static bool fold_op(MlbContext *ctx, MlbRewriter *rw, MlbOperation *op,
                    MlbPtrMap *erased, uint32_t *changes) {
  if (mlb_constant_value(op))
    return false;
  for (uint32_t n = 0; n < MAX_INPLACE_FOLDS; n++) {
    uint32_t nres = op->num_results ? op->num_results : 1;
    MlbFoldResult small[8];
    MlbFoldResult *res =
        nres <= 8 ? small : mlb_malloc(nres * sizeof *res);
    memset(res, 0, nres * sizeof *res);
    MlbFoldStatus st = mlb_op_fold(ctx, op, res);
    bool gone = false;
    if (st == MLB_FOLD_RESULTS) {
      mark_erased_tree(op, erased);
      gone = replace_by_fold(rw, op, res);
    }
    if (res != small)
      mlb_free(res);
    if ((gone || st == MLB_FOLD_IN_PLACE) && changes)
      ++*changes;
    if (gone)
      return true;
    if (st != MLB_FOLD_IN_PLACE)
      return false;
  }
  return false;
}

MlbStatus mlb_apply_partial_conversion(MlbContext *ctx, MlbOperation *root,
                                       const MlbConversion *c) {
  return mlb_apply_partial_conversion_prepared(ctx, root, c, NULL);
}

static bool unit_finished(const MlbConversion *c, MlbOperation *unit,
                          uint32_t *changes_before) {
  bool changed = true;
  if (c->changes) {
    changed = *c->changes != *changes_before;
    *changes_before = *c->changes;
  }
  return c->unit_done(c->unit_user, unit, changed);
}

MlbStatus mlb_apply_partial_conversion_prepared(MlbContext *ctx,
                                                MlbOperation *root,
                                                const MlbConversion *c,
                                                MlbConversionPrepare prepare) {
  MlbOpVec ops = {0};
  MlbPtrMap erased;
  mlb_ptrmap_init(&erased);
  MlbRewriter rw;
  mlb_rw_init(&rw, ctx, NULL);
  mlb_walk_pre(root, collect, &ops);
  if (prepare)
    prepare(c->user, ops.data, ops.len);
  MlbStatus st = MLB_SUCCESS;
  LegalMemo memo;
  memset(memo.name, 0, sizeof memo.name);
  MlbOperation *unit = NULL; /* the top-level op being converted */
  uint32_t unit_changes = c->changes ? *c->changes : 0;
  for (uint32_t i = 0; i < ops.len && st == MLB_SUCCESS; i++) {
    MlbOperation *op = ops.data[i];
    if (erased.len && mlb_ptrmap_get(&erased, op))
      continue;
    if (c->unit_done && op->block && op->block->parent->parent == root) {
      if (unit && !unit_finished(c, unit, &unit_changes))
        st = MLB_FAILURE;
      unit = op;
      if (st != MLB_SUCCESS)
        break;
    }
    bool illegal = c->illegal && c->illegal(ctx, op);
    if (!illegal && legal_dialect_memo(&memo, c, op))
      continue;
    if (fold_op(ctx, &rw, op, &erased, c->changes) || !illegal)
      continue;
    mark_erased_tree(op, &erased);
    if (c->changes)
      ++*c->changes;
    if (!c->rewrite(c->user, op))
      st = mlb_emit_failed_to_legalize(ctx, op);
  }
  if (st == MLB_SUCCESS && unit && !unit_finished(c, unit, &unit_changes))
    st = MLB_FAILURE;
  mlb_ptrmap_free(&erased);
  mlb_vec_free(&ops);
  return st;
}
