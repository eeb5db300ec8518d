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
#include "support/thresholds.h"

#include "rewrite/fold.h"

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
 * module repeats a few names many times over. Direct-mapped, MEMO_SLOTS
 * (a power of two; one in MLB_SMALL_CAPACITIES builds, where every name
 * evicts the last: support/thresholds.h). */
enum { MEMO_SLOTS = MLB_THRESHOLD(64, 1) };
typedef struct LegalMemo {
  const char *name[MEMO_SLOTS];
  bool legal[MEMO_SLOTS];
} LegalMemo;

static bool legal_dialect_memo(LegalMemo *m, const MlbConversion *c,
                               const MlbOperation *op) {
  uint32_t i = (uint32_t)(mlb_hash_ptr(op->name) & (MEMO_SLOTS - 1));
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
        MLB_FITS_SMALL(nres, small) ? small : mlb_malloc(nres * sizeof *res);
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

/* One conversion run: what the legalization of successive ops shares. */
typedef struct Conv {
  MlbContext *ctx;
  MlbOperation *root;
  const MlbConversion *c;
  MlbRewriter rw;
  MlbPtrMap erased;
  LegalMemo memo;
} Conv;

/* Legalizes ops[0..n), listed in pre-order before any was touched. */
static MlbStatus convert_list(Conv *cv, MlbOperation *const *ops,
                              uint32_t n) {
  const MlbConversion *c = cv->c;
  for (uint32_t i = 0; i < n; i++) {
    MlbOperation *op = ops[i];
    if (cv->erased.len && mlb_ptrmap_get(&cv->erased, op))
      continue;
    /* Replaced before its turn (a prepare hook rebuilt it): not in the IR
     * any more. */
    if (!op->block && op != cv->root)
      continue;
    bool illegal = c->illegal && c->illegal(cv->ctx, op);
    if (!illegal && legal_dialect_memo(&cv->memo, c, op))
      continue;
    if (fold_op(cv->ctx, &cv->rw, op, &cv->erased, c->changes) || !illegal)
      continue;
    mark_erased_tree(op, &cv->erased);
    if (c->changes)
      ++*c->changes;
    if (!c->rewrite(c->user, op))
      return mlb_emit_failed_to_legalize(cv->ctx, op);
  }
  return MLB_SUCCESS;
}

/* Without a prepare hook nothing needs the whole list first: the root,
 * then each op directly in it with everything nested, listed and
 * legalized in turn. The order is the same pre-order, but each op is
 * legalized right after the walk that listed it touched it, not after a
 * walk over the whole module has pushed it out of the cache. The ops
 * directly in the root are listed first, so that, as in one list, ops
 * created there are not legalized. */
static MlbStatus convert_by_unit(Conv *cv, MlbOpVec *ops) {
  MlbOperation *root = cv->root;
  MLB_TRY(convert_list(cv, &root, 1));
  MlbOpVec tops = {0};
  for (uint32_t r = 0; r < root->num_regions; r++)
    for (MlbBlock *b = root->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        mlb_vec_push(&tops, o);
  MlbStatus st = MLB_SUCCESS;
  for (uint32_t i = 0; i < tops.len && st == MLB_SUCCESS; i++) {
    if (cv->erased.len && mlb_ptrmap_get(&cv->erased, tops.data[i]))
      continue;
    ops->len = 0;
    mlb_walk_pre(tops.data[i], collect, ops);
    st = convert_list(cv, ops->data, ops->len);
  }
  mlb_vec_free(&tops);
  return st;
}

typedef struct Observed {
  MlbOpVec *ops;
  const MlbConversionPrepare *prepare;
  void *user;
} Observed;

static MlbWalkResult collect_observed(MlbOperation *op, void *user) {
  Observed *o = user;
  mlb_vec_push(o->ops, op);
  o->prepare->observe(o->user, op);
  return MLB_WALK_ADVANCE;
}

MlbStatus mlb_apply_partial_conversion_prepared(
    MlbContext *ctx, MlbOperation *root, const MlbConversion *c,
    const MlbConversionPrepare *prepare) {
  Conv cv;
  memset(&cv, 0, sizeof cv);
  cv.ctx = ctx;
  cv.root = root;
  cv.c = c;
  mlb_ptrmap_init(&cv.erased);
  mlb_rw_init(&cv.rw, ctx, NULL);
  MlbOpVec ops = {0};
  MlbStatus st;
  if (prepare) {
    Observed o = {&ops, prepare, c->user};
    mlb_walk_pre(root, collect_observed, &o);
    prepare->prepare(c->user);
    st = convert_list(&cv, ops.data, ops.len);
  } else {
    st = convert_by_unit(&cv, &ops);
  }
  mlb_ptrmap_free(&cv.erased);
  mlb_vec_free(&ops);
  return st;
}

/* ==== Sessions ====
 * The conversion with the loop over the root's top-level ops left to the
 * caller (runs by units, pass_units.c). The root itself is never
 * converted: a session only starts where converting it would do nothing
 * (not illegal; legal, or without a folder), so skipping it is exact. */
struct MlbConversionSession {
  Conv cv;
  MlbConversion c; /* cv.c points here */
  const MlbConversionPrepare *prepare;
  MlbOpVec ops;
};

MlbConversionSession *mlb_conversion_begin(MlbContext *ctx,
                                           MlbOperation *root,
                                           const MlbConversion *c,
                                           const MlbConversionPrepare *prepare) {
  const MlbFoldIface *fi = mlb_op_iface(root, MLB_IFACE_FOLD);
  if ((c->illegal && c->illegal(ctx, root)) ||
      (!in_legal_dialect(c, root) && fi && fi->fold))
    return NULL;
  MlbConversionSession *s = mlb_calloc(1, sizeof *s);
  s->c = *c;
  s->prepare = prepare;
  s->cv.ctx = ctx;
  s->cv.root = root;
  s->cv.c = &s->c;
  mlb_ptrmap_init(&s->cv.erased);
  mlb_rw_init(&s->cv.rw, ctx, NULL);
  if (prepare)
    prepare->observe(c->user, root);
  return s;
}

static MlbWalkResult observe_one(MlbOperation *op, void *user) {
  MlbConversionSession *s = user;
  s->prepare->observe(s->c.user, op);
  return MLB_WALK_ADVANCE;
}

void mlb_conversion_observe(MlbConversionSession *s, MlbOperation *unit) {
  if (s->prepare)
    mlb_walk_pre(unit, observe_one, s);
}

void mlb_conversion_prepare(MlbConversionSession *s) {
  if (s->prepare)
    s->prepare->prepare(s->c.user);
}

MlbStatus mlb_conversion_unit(MlbConversionSession *s, MlbOperation *unit,
                              bool *changed) {
  uint32_t before = s->c.changes ? *s->c.changes : 0;
  /* What was erased in other units is none of this one's ops (and may be
   * reused memory by now). */
  if (s->cv.erased.len)
    mlb_ptrmap_clear(&s->cv.erased);
  s->ops.len = 0;
  mlb_walk_pre(unit, collect, &s->ops);
  MlbStatus st = convert_list(&s->cv, s->ops.data, s->ops.len);
  *changed = s->c.changes ? *s->c.changes != before : true;
  return st;
}

void mlb_conversion_end(MlbConversionSession *s) {
  mlb_ptrmap_free(&s->cv.erased);
  mlb_vec_free(&s->ops);
  mlb_free(s);
}
