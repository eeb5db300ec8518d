/* scf_canon_while.c - scf.while's own canonicalization patterns, as
 * upstream's SCF.cpp (LLVM 22) has them (unused, duplicated and
 * loop-invariant arguments and results are left to the region-branch
 * patterns of scf_canon_region.c):
 *
 *  WhileConditionTruth: an after-region argument that receives the
 *    condition itself is true there;
 *  WhileCmpCond: an arith.cmpi in the after region that repeats (or
 *    negates) the condition's comparison on the forwarded values is
 *    true (false);
 *  WhileOpAlignBeforeArgs: when scf.condition forwards exactly the before
 *    arguments in another order, the loop is rebuilt with them in order;
 *  WhileMoveIfDown: an scf.if on the loop condition right before
 *    scf.condition (with an else that only yields) moves into the after
 *    region; the before-region values it uses are forwarded.
 */
#include "dialects/scf/scf_canon_int.h"

static MlbOperation *condition_of(MlbOperation *op) {
  return op->regions[0].first->last;
}

static MlbBlock *after_block(MlbOperation *op) {
  return op->regions[1].first;
}

/* ==== WhileConditionTruth ==== */

bool mlb_scf_pat_while_condition_truth(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *term = condition_of(op);
  MlbBlock *after = after_block(op);
  MlbValue *cond = mlb_op_operand(term, 0), *t = NULL;
  bool replaced = false;
  for (uint32_t i = 1; i < term->num_operands && i - 1 < after->num_args;
       i++) {
    MlbValue *arg = after->args[i - 1];
    if (mlb_op_operand(term, i) != cond || !arg->uses)
      continue;
    if (!t)
      t = mlb_arith_const_int(rw, cond->type, 1, op->loc);
    mlb_rw_replace_all_uses(rw, arg, t);
    replaced = true;
  }
  return replaced;
}

/* ==== WhileCmpCond ==== */

enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

static int64_t cmp_pred(MlbOperation *cmp) {
  MlbAttr *pa = mlb_op_get_prop(cmp, mlb_names.predicate);
  return pa && pa->kind == MLB_ATTR_INTEGER ? pa->u.integer.value : -1;
}

static int64_t inverted_pred(int64_t p) {
  static const int64_t k_inv[] = {P_NE,  P_EQ,  P_SGE, P_SGT, P_SLE,
                                  P_SLT, P_UGE, P_UGT, P_ULE, P_ULT};
  return p >= 0 && p <= P_UGE ? k_inv[p] : -2;
}

static bool is_cmpi(MlbOperation *op) {
  return op && strcmp(op->name, "arith.cmpi") == 0;
}

/* Replaces the cmpi users of `arg` (standing for operand `idx` of `cmp`)
 * that compare against cmp's other operand with the known outcome. */
static bool fold_repeated_cmps(MlbRewriter *rw, MlbOperation *cmp,
                               MlbValue *arg, uint32_t idx) {
  MlbOpVec users = {0};
  for (MlbUse *u = arg->uses; u; u = u->next)
    if (is_cmpi(u->owner))
      mlb_vec_push(&users, u->owner);
  bool changed = false;
  int64_t p = cmp_pred(cmp);
  for (uint32_t k = 0; k < users.len; k++) {
    MlbOperation *c2 = users.data[k];
    bool dup = false;
    for (uint32_t j = 0; j < k && !dup; j++)
      dup = users.data[j] == c2;
    if (dup || mlb_op_operand(c2, 1 - idx) != mlb_op_operand(cmp, 1 - idx))
      continue;
    int64_t p2 = cmp_pred(c2);
    if (p2 != p && p2 != inverted_pred(p))
      continue;
    MlbValue *v = mlb_arith_const_int(rw, rw->ctx->t_i1, p2 == p, c2->loc);
    mlb_rw_replace_op(rw, c2, &v);
    changed = true;
  }
  mlb_vec_free(&users);
  return changed;
}

bool mlb_scf_pat_while_cmp_cond(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *term = condition_of(op);
  MlbOperation *cmp = mlb_op_operand(term, 0)->def_op;
  if (!is_cmpi(cmp))
    return false;
  MlbBlock *after = after_block(op);
  bool changed = false;
  for (uint32_t i = 1; i < term->num_operands && i - 1 < after->num_args;
       i++)
    for (uint32_t idx = 0; idx < 2; idx++)
      if (mlb_op_operand(term, i) == mlb_op_operand(cmp, idx))
        changed = fold_repeated_cmps(rw, cmp, after->args[i - 1], idx) ||
                  changed;
  return changed;
}

/* ==== WhileOpAlignBeforeArgs ==== */

/* perm[i] = the before argument forwarded as condition argument i; false
 * unless the condition forwards each before argument exactly once. */
static bool before_args_permutation(MlbBlock *before, MlbOperation *term,
                                    uint32_t *perm) {
  uint32_t n = before->num_args;
  if (term->num_operands - 1 != n)
    return false;
  bool same = true;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *a = mlb_op_operand(term, 1 + i);
    same = same && a == before->args[i];
    for (uint32_t k = 0; k < i; k++)
      if (mlb_op_operand(term, 1 + k) == a)
        return false;
  }
  if (same)
    return false;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t k = 0;
    while (k < n && mlb_op_operand(term, 1 + k) != before->args[i])
      k++;
    if (k == n)
      return false;
    perm[k] = i;
  }
  return true;
}

/* A new scf.while with `types` results over op's inits, with a before
 * block (init types) and an after block (result types). */
static MlbOperation *new_while_with_blocks(MlbRewriter *rw, MlbOperation *op,
                                           MlbTypeVec *types) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  for (uint32_t i = 0; i < types->len; i++)
    mlb_vec_push(&st.result_types, types->data[i]);
  for (uint32_t r = 0; r < 2; r++) {
    MlbRegion *reg = mlb_region_new(rw->ctx);
    MlbBlock *b = mlb_block_new(rw->ctx);
    mlb_region_push_block(reg, b);
    mlb_vec_push(&st.regions, reg);
  }
  MlbOperation *n = mlb_rw_create(rw, &st);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    mlb_block_add_arg(rw->ctx, n->regions[0].first, v->type, NULL);
  }
  for (uint32_t i = 0; i < types->len; i++)
    mlb_block_add_arg(rw->ctx, n->regions[1].first, types->data[i], op->loc);
  return n;
}

static void align_before_args(MlbRewriter *rw, MlbOperation *op,
                              const uint32_t *perm) {
  MlbOperation *term = condition_of(op);
  MlbBlock *before = op->regions[0].first, *after = after_block(op);
  uint32_t n = before->num_args;
  MlbValueVec vals = {0}, res = {0}, args = {0};
  mlb_vec_push(&vals, mlb_op_operand(term, 0));
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&vals, before->args[i]);
  mlb_builder_set_before(&rw->b, term);
  mlb_scf_replace_term(rw, term, vals.data, vals.len);
  MlbTypeVec types = {0};
  mlb_vec_reserve(&types, n);
  types.len = n;
  for (uint32_t i = 0; i < n; i++)
    types.data[perm[i]] = op->results[i].type;
  mlb_builder_set_before(&rw->b, op);
  MlbOperation *w = new_while_with_blocks(rw, op, &types);
  MlbBlock *nb = w->regions[0].first, *na = w->regions[1].first;
  for (uint32_t i = 0; i < n; i++) {
    mlb_vec_push(&res, mlb_op_result(w, perm[i]));
    mlb_vec_push(&args, na->args[perm[i]]);
  }
  mlb_rw_inline_block(rw, before, nb, nb->first, nb->args);
  mlb_rw_inline_block(rw, after, na, na->first, args.data);
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&types);
  mlb_vec_free(&vals);
  mlb_vec_free(&res);
  mlb_vec_free(&args);
}

bool mlb_scf_pat_while_align_before_args(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *before = op->regions[0].first;
  if (op->num_results != before->num_args)
    return false;
  uint32_t *perm = mlb_calloc(before->num_args + 1, sizeof(uint32_t));
  bool ok = before_args_permutation(before, condition_of(op), perm);
  if (ok)
    align_before_args(rw, op, perm);
  mlb_free(perm);
  return ok;
}

/* ==== WhileMoveIfDown ==== */

static bool defined_in_before(MlbOperation *op, MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  return b && b->parent == &op->regions[0];
}

typedef struct UsedAbove {
  MlbOperation *loop;
  MlbRegion *then_r;
  MlbValueVec *vals;
} UsedAbove;

/* Values of the before region used inside the then region, in upstream's
 * walk order (post-order), each once. */
static MlbWalkResult collect_used(MlbOperation *o, void *user) {
  UsedAbove *u = user;
  for (uint32_t i = 0; i < o->num_operands; i++) {
    MlbValue *v = mlb_op_operand(o, i);
    if (!defined_in_before(u->loop, v))
      continue;
    bool seen = false;
    for (uint32_t k = 0; k < u->vals->len && !seen; k++)
      seen = u->vals->data[k] == v;
    if (!seen)
      mlb_vec_push(u->vals, v);
  }
  return MLB_WALK_ADVANCE;
}

static bool in_region(MlbRegion *r, MlbOperation *o) {
  for (MlbRegion *p = mlb_op_parent_region(o); p;
       p = p->parent ? mlb_op_parent_region(p->parent) : NULL)
    if (p == r)
      return true;
  return false;
}

/* Replaces the condition's uses of the if's results by the else values,
 * and the matching after arguments by the then values. */
static void forward_if_results(MlbRewriter *rw, MlbOperation *op,
                               MlbOperation *term, MlbOperation *ifop) {
  MlbOperation *ty = ifop->regions[0].first->last;
  MlbBlock *eb = ifop->regions[1].first;
  MlbOperation *ey = eb ? eb->last : NULL;
  MlbBlock *after = after_block(op);
  for (uint32_t i = 1; i < term->num_operands; i++) {
    MlbValue *a = mlb_op_operand(term, i);
    if (a->def_op != ifop)
      continue;
    uint32_t k = a->index;
    mlb_rw_replace_all_uses(rw, a, mlb_op_operand(ey, k));
    mlb_rw_replace_all_uses(rw, after->args[i - 1], mlb_op_operand(ty, k));
  }
}

static void move_if_down(MlbRewriter *rw, MlbOperation *op,
                         MlbOperation *term, MlbOperation *ifop) {
  forward_if_results(rw, op, term, ifop);
  MlbValueVec extra = {0};
  UsedAbove ua = {op, &ifop->regions[0], &extra};
  for (MlbOperation *o = ifop->regions[0].first->first; o; o = o->next)
    mlb_walk_post(o, collect_used, &ua);
  MlbTypeVec types = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&types, op->results[i].type);
  for (uint32_t i = 0; i < extra.len; i++)
    mlb_vec_push(&types, extra.data[i]->type);
  MlbValueVec inits = {0};
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&inits, mlb_op_operand(op, i));
  mlb_builder_set_before(&rw->b, op);
  MlbOperation *w = mlb_scf_new_like(rw, op, &inits, &types, 2);
  mlb_scf_take_body(&w->regions[0], &op->regions[0]);
  mlb_scf_take_body(&w->regions[1], &op->regions[1]);
  MlbBlock *after = w->regions[1].first;
  uint32_t base = after->num_args;
  for (uint32_t i = 0; i < extra.len; i++)
    mlb_block_add_arg(rw->ctx, after, extra.data[i]->type, op->loc);
  mlb_rw_modified(rw, w);
  mlb_op_insert_operands(rw->ctx, term, term->num_operands, extra.len,
                         extra.data);
  mlb_rw_modified(rw, term);
  for (uint32_t i = 0; i < extra.len; i++) {
    MlbUse *next;
    for (MlbUse *u = extra.data[i]->uses; u; u = next) {
      next = u->next;
      if (in_region(&ifop->regions[0], u->owner))
        mlb_rw_set_operand(rw, u->owner, mlb_use_index(u),
                           after->args[base + i]);
    }
  }
  MlbBlock *tb = ifop->regions[0].first;
  mlb_rw_erase_op(rw, tb->last);
  mlb_rw_inline_block(rw, tb, after, after->first, NULL);
  mlb_rw_erase_op(rw, ifop);
  MlbValueVec res = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&res, mlb_op_result(w, i));
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&res);
  mlb_vec_free(&extra);
  mlb_vec_free(&types);
  mlb_vec_free(&inits);
}

bool mlb_scf_pat_while_move_if_down(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *term = condition_of(op);
  MlbOperation *ifop = term->prev;
  if (!ifop || strcmp(ifop->name, "scf.if") != 0 ||
      mlb_op_operand(ifop, 0) != mlb_op_operand(term, 0))
    return false;
  MlbBlock *eb = ifop->regions[1].first;
  if (eb && eb->first != eb->last)
    return false;
  move_if_down(rw, op, term, ifop);
  return true;
}
