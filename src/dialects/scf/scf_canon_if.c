/* scf_canon_if.c - scf.if's folder and canonicalization patterns, as
 * upstream's SCF.cpp (LLVM 22) has them:
 *
 *  fold: `if (xori c, true) then A else B` -> `if c then B else A`;
 *  CombineIfs: an if right after another on the same (or negated)
 *    condition is merged into it;
 *  CombineNestedIfs: `if a { if b {..} }` -> `if (andi a, b) {..}`;
 *  ConditionPropagation: uses of the condition inside the regions become
 *    true / false;
 *  ConvertTrivialIfToSelect: results yielded from outside in both regions
 *    become arith.select (or the value, when both yield the same);
 *  RemoveEmptyElseBranch, RemoveStaticCondition;
 *  ReplaceIfYieldWithConditionOrValue: results yielded equal in both
 *    regions, or true/false (false/true), become that value / the
 *    condition (its negation).
 * Unused results are left to the region-branch patterns
 * (scf_canon_region.c), as upstream does since LLVM 22.
 */
#include "dialects/scf/scf_canon_int.h"

static MlbOperation *region_yield(MlbRegion *r) {
  return r->first ? r->first->last : NULL;
}

/* An scf.if like `op` with `types` results and two empty regions. */
static MlbOperation *new_if(MlbRewriter *rw, MlbOperation *op, MlbValue *cond,
                            MlbTypeVec *types) {
  /* The one operand is read in place: no vector to allocate. */
  MlbValueVec ops = {.data = &cond, .len = 1, .cap = 1};
  return mlb_scf_new_like(rw, op, &ops, types, 2);
}

/* ==== Folder ==== */

MlbFoldStatus mlb_scf_fold_if(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  MlbOperation *x = mlb_op_operand(op, 0)->def_op;
  int64_t one;
  if (mlb_region_empty(&op->regions[1]) || !x ||
      strcmp(x->name, "arith.xori") != 0 ||
      !mlb_value_const_int(mlb_op_operand(x, 1), &one) || one == 0)
    return MLB_FOLD_FAILED;
  mlb_op_set_operand(op, 0, mlb_op_operand(x, 0));
  MlbBlock *t = op->regions[0].first, *e = op->regions[1].first;
  mlb_region_remove_block(t);
  mlb_region_remove_block(e);
  mlb_region_push_block(&op->regions[0], e);
  mlb_region_push_block(&op->regions[1], t);
  return MLB_FOLD_IN_PLACE;
}

/* ==== CombineIfs ==== */

static bool in_region(MlbRegion *r, MlbOperation *user) {
  for (MlbRegion *p = mlb_op_parent_region(user); p;) {
    if (p == r)
      return true;
    MlbOperation *o = p->parent;
    p = o ? mlb_op_parent_region(o) : NULL;
  }
  return false;
}

/* `v` is `xori x, 1` for some x: that x, else NULL. */
static MlbValue *negated(MlbValue *v) {
  MlbOperation *x = v->def_op;
  int64_t one;
  if (!x || strcmp(x->name, "arith.xori") != 0 ||
      !mlb_value_const_int(mlb_op_operand(x, 1), &one) || one == 0)
    return NULL;
  return mlb_op_operand(x, 0);
}

/* Uses of prev's results inside next's regions take the yielded value of
 * the region that ran. */
static void forward_prev_results(MlbRewriter *rw, MlbOperation *prev,
                                 MlbBlock *next_then, MlbBlock *next_else) {
  if (mlb_region_empty(&prev->regions[1]))
    return;
  MlbOperation *ty = region_yield(&prev->regions[0]);
  MlbOperation *ey = region_yield(&prev->regions[1]);
  for (uint32_t i = 0; i < prev->num_results; i++) {
    MlbUse *next;
    for (MlbUse *u = prev->results[i].uses; u; u = next) {
      next = u->next;
      if (next_then && in_region(next_then->parent, u->owner))
        mlb_rw_set_operand(rw, u->owner, mlb_use_index(u),
                           mlb_op_operand(ty, i));
      else if (next_else && in_region(next_else->parent, u->owner))
        mlb_rw_set_operand(rw, u->owner, mlb_use_index(u),
                           mlb_op_operand(ey, i));
    }
  }
}

/* Appends `src` (a block of next) to `dest`, yielding dest's values then
 * src's. */
static void merge_yielding(MlbRewriter *rw, MlbBlock *src, MlbBlock *dest) {
  MlbOperation *y1 = dest->last, *y2 = src->last;
  mlb_rw_inline_block(rw, src, dest, NULL, NULL);
  MlbValueVec vals = {0};
  for (uint32_t i = 0; i < y1->num_operands; i++)
    mlb_vec_push(&vals, mlb_op_operand(y1, i));
  for (uint32_t i = 0; i < y2->num_operands; i++)
    mlb_vec_push(&vals, mlb_op_operand(y2, i));
  mlb_builder_set_end(&rw->b, dest);
  mlb_scf_new_term(rw, y2->name, y2->loc, vals.data, vals.len);
  mlb_rw_erase_op(rw, y1);
  mlb_rw_erase_op(rw, y2);
  mlb_vec_free(&vals);
}

static void combine_ifs(MlbRewriter *rw, MlbOperation *prev, MlbOperation *next,
                        MlbBlock *next_then, MlbBlock *next_else) {
  forward_prev_results(rw, prev, next_then, next_else);
  MlbTypeVec types = {0};
  for (uint32_t i = 0; i < prev->num_results; i++)
    mlb_vec_push(&types, prev->results[i].type);
  for (uint32_t i = 0; i < next->num_results; i++)
    mlb_vec_push(&types, next->results[i].type);
  MlbOperation *c = new_if(rw, next, mlb_op_operand(prev, 0), &types);
  mlb_vec_free(&types);
  mlb_scf_take_body(&c->regions[0], &prev->regions[0]);
  if (next_then)
    merge_yielding(rw, next_then, c->regions[0].first);
  mlb_scf_take_body(&c->regions[1], &prev->regions[1]);
  if (next_else) {
    if (mlb_region_empty(&c->regions[1]))
      mlb_scf_take_body(&c->regions[1], next_else->parent);
    else
      merge_yielding(rw, next_else, c->regions[1].first);
  }
  MlbValueVec pv = {0}, nv = {0};
  for (uint32_t i = 0; i < c->num_results; i++)
    mlb_vec_push(i < prev->num_results ? &pv : &nv, mlb_op_result(c, i));
  mlb_rw_replace_op(rw, prev, pv.data);
  mlb_rw_replace_op(rw, next, nv.data);
  mlb_vec_free(&pv);
  mlb_vec_free(&nv);
}

bool mlb_scf_pat_combine_ifs(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *prev = op->prev;
  if (!prev || strcmp(prev->name, "scf.if") != 0)
    return false;
  MlbValue *pc = mlb_op_operand(prev, 0), *nc = mlb_op_operand(op, 0);
  bool has_else = !mlb_region_empty(&op->regions[1]);
  MlbBlock *then_b = op->regions[0].first;
  MlbBlock *else_b = has_else ? op->regions[1].first : NULL;
  MlbBlock *next_then = NULL, *next_else = NULL;
  if (nc == pc) {
    next_then = then_b;
    next_else = else_b;
  }
  if (negated(nc) == pc || negated(pc) == nc) {
    next_else = then_b;
    if (has_else)
      next_then = else_b;
  }
  if (!next_then && !next_else)
    return false;
  combine_ifs(rw, prev, op, next_then, next_else);
  return true;
}

/* ==== CombineNestedIfs ==== */

/* The block holds only its terminator. */
static bool only_yield(MlbBlock *b) { return b && b->first == b->last; }

/* The then/else yields of the combined if; `sel` flags results that need
 * an arith.select on the outer condition. False when not combinable. */
static bool nested_yields(MlbOperation *op, MlbOperation *inner,
                          MlbValueVec *ty, MlbValueVec *ey, bool *sel) {
  MlbOperation *oty = region_yield(&op->regions[0]);
  MlbOperation *oey = region_yield(&op->regions[1]);
  MlbOperation *iey = region_yield(&inner->regions[1]);
  for (uint32_t i = 0; i < oty->num_operands; i++)
    mlb_vec_push(ty, mlb_op_operand(oty, i));
  for (uint32_t i = 0; oey && i < oey->num_operands; i++)
    mlb_vec_push(ey, mlb_op_operand(oey, i));
  for (uint32_t i = 0; i < ty->len; i++) {
    MlbValue *v = ty->data[i];
    sel[i] = false;
    if (v->def_op == inner) {
      if (mlb_op_operand(iey, v->index) != ey->data[i])
        return false;
      ty->data[i] = mlb_op_operand(region_yield(&inner->regions[0]),
                                   v->index);
      continue;
    }
    MlbBlock *b = mlb_value_parent_block(v);
    if (b && b->parent == &op->regions[0])
      return false;
    sel[i] = true;
  }
  return true;
}

static void combine_nested(MlbRewriter *rw, MlbOperation *op,
                           MlbOperation *inner, MlbValueVec *ty,
                           MlbValueVec *ey, const bool *sel) {
  MlbValue *cond = mlb_rw_binary(rw, "arith.andi", op->loc,
                                 mlb_op_operand(op, 0),
                                 mlb_op_operand(inner, 0));
  MlbTypeVec types = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&types, op->results[i].type);
  MlbOperation *n = new_if(rw, op, cond, &types);
  mlb_vec_free(&types);
  MlbBlock *nb = mlb_block_new(rw->ctx);
  mlb_region_push_block(&n->regions[0], nb);
  MlbValueVec res = {0};
  mlb_builder_set_before(&rw->b, n);
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(n, i);
    if (sel[i]) {
      MlbOpState st;
      mlb_opstate_init(&st, rw->ctx, "arith.select", op->loc);
      mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
      mlb_vec_push(&st.operands, ty->data[i]);
      mlb_vec_push(&st.operands, ey->data[i]);
      mlb_vec_push(&st.result_types, ty->data[i]->type);
      r = mlb_op_result(mlb_rw_create(rw, &st), 0);
    }
    mlb_vec_push(&res, r);
  }
  mlb_rw_inline_block(rw, inner->regions[0].first, nb, NULL, NULL);
  mlb_builder_set_end(&rw->b, nb);
  mlb_scf_replace_term(rw, nb->last, ty->data, ty->len);
  if (ey->len) {
    MlbBlock *eb = mlb_block_new(rw->ctx);
    mlb_region_push_block(&n->regions[1], eb);
    mlb_builder_set_end(&rw->b, eb);
    mlb_scf_new_term(rw, "scf.yield", op->loc, ey->data, ey->len);
  }
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&res);
}

bool mlb_scf_pat_combine_nested_ifs(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *tb = op->regions[0].first;
  MlbBlock *eb = op->regions[1].first;
  if (!tb || !tb->first || tb->first->next != tb->last)
    return false;
  if (eb && !only_yield(eb))
    return false;
  MlbOperation *inner = tb->first;
  if (strcmp(inner->name, "scf.if") != 0)
    return false;
  MlbBlock *ieb = inner->regions[1].first;
  if (ieb && !only_yield(ieb))
    return false;
  MlbValueVec ty = {0}, ey = {0};
  bool *sel = mlb_calloc(op->num_results + 1, sizeof(bool));
  bool ok = nested_yields(op, inner, &ty, &ey, sel);
  if (ok)
    combine_nested(rw, op, inner, &ty, &ey, sel);
  mlb_free(sel);
  mlb_vec_free(&ty);
  mlb_vec_free(&ey);
  return ok;
}

/* ==== ConditionPropagation ==== */

/* The region of `op` holding `user` (0 or 1), else -1. The climb stops at
 * `stop`, the region defining the value they share: it holds every user
 * of that value, so the many users outside `op` end their climb early. */
static int branch_of(MlbOperation *op, MlbOperation *user, MlbRegion *stop) {
  for (MlbRegion *p = mlb_op_parent_region(user); p && p != stop;) {
    if (p->parent == op)
      return p == &op->regions[0] ? 0 : 1;
    MlbOperation *o = p->parent;
    p = o ? mlb_op_parent_region(o) : NULL;
  }
  return -1;
}

bool mlb_scf_pat_condition_propagation(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *c = mlb_op_operand(op, 0);
  if (mlb_value_constant(c))
    return false;
  MlbBlock *cb = mlb_value_parent_block(c);
  MlbRegion *stop = cb ? cb->parent : NULL;
  MlbValue *vt = NULL, *vf = NULL;
  bool changed = false;
  MlbUse *next;
  for (MlbUse *u = c->uses; u; u = next) {
    next = u->next;
    MlbOperation *user = u->owner;
    int side = branch_of(op, user, stop);
    if (side == 0) {
      if (!vt)
        vt = mlb_arith_const_int(rw, rw->ctx->t_i1, 1, op->loc);
      mlb_rw_set_operand(rw, user, mlb_use_index(u), vt);
      changed = true;
    } else if (side == 1) {
      if (!vf)
        vf = mlb_arith_const_int(rw, rw->ctx->t_i1, 0, op->loc);
      mlb_rw_set_operand(rw, user, mlb_use_index(u), vf);
      changed = true;
    }
  }
  return changed;
}

/* ==== ConvertTrivialIfToSelect ==== */

static bool defined_in(MlbValue *v, MlbRegion *r) {
  MlbBlock *b = mlb_value_parent_block(v);
  return b && b->parent == r;
}

static MlbValue *select_or_same(MlbRewriter *rw, MlbOperation *op,
                                MlbValue *t, MlbValue *f) {
  if (t == f)
    return t;
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.select", op->loc);
  mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
  mlb_vec_push(&st.operands, t);
  mlb_vec_push(&st.operands, f);
  mlb_vec_push(&st.result_types, t->type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

static void rebuild_select(MlbRewriter *rw, MlbOperation *op,
                           MlbOperation *rep, MlbOperation *ty,
                           MlbOperation *ey) {
  /* Pooled vectors: no malloc per rewrite. */
  MlbVecPool *pl = &rw->ctx->state_pool;
  MlbValueVec res, tv, fv;
  mlb_vec_from_pool(pl, &res);
  mlb_vec_from_pool(pl, &tv);
  mlb_vec_from_pool(pl, &fv);
  mlb_builder_set_before(&rw->b, rep);
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *t = mlb_op_operand(ty, i), *f = mlb_op_operand(ey, i), *r;
    if (defined_in(t, &rep->regions[0]) || defined_in(f, &rep->regions[1])) {
      r = mlb_op_result(rep, tv.len);
      mlb_vec_push(&tv, t);
      mlb_vec_push(&fv, f);
    } else {
      r = select_or_same(rw, op, t, f);
    }
    mlb_vec_push(&res, r);
  }
  mlb_builder_set_end(&rw->b, rep->regions[0].first);
  mlb_scf_replace_term(rw, ty, tv.data, tv.len);
  mlb_builder_set_end(&rw->b, rep->regions[1].first);
  mlb_scf_replace_term(rw, ey, fv.data, fv.len);
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_to_pool(pl, &res);
  mlb_vec_to_pool(pl, &tv);
  mlb_vec_to_pool(pl, &fv);
}

/* Result i is yielded from a value defined inside one of the branches. */
static bool yields_local(MlbOperation *op, MlbOperation *ty, MlbOperation *ey,
                         uint32_t i) {
  return defined_in(mlb_op_operand(ty, i), &op->regions[0]) ||
         defined_in(mlb_op_operand(ey, i), &op->regions[1]);
}

bool mlb_scf_pat_trivial_if_to_select(MlbRewriter *rw, MlbOperation *op) {
  if (!op->num_results || mlb_region_empty(&op->regions[1]))
    return false;
  MlbOperation *ty = region_yield(&op->regions[0]);
  MlbOperation *ey = region_yield(&op->regions[1]);
  uint32_t n = op->num_results, kept = 0;
  for (uint32_t i = 0; i < n && kept == i; i++) /* usually fails: no vector */
    kept += yields_local(op, ty, ey, i);
  if (kept == n)
    return false;
  MlbTypeVec keep;
  mlb_vec_from_pool(&rw->ctx->state_pool, &keep);
  for (uint32_t i = 0; i < n; i++)
    if (yields_local(op, ty, ey, i))
      mlb_vec_push(&keep, mlb_op_result(op, i)->type);
  MlbOperation *rep = new_if(rw, op, mlb_op_operand(op, 0), &keep);
  mlb_vec_to_pool(&rw->ctx->state_pool, &keep);
  mlb_scf_take_body(&rep->regions[0], &op->regions[0]);
  mlb_scf_take_body(&rep->regions[1], &op->regions[1]);
  rebuild_select(rw, op, rep, ty, ey);
  return true;
}

/* ==== RemoveEmptyElseBranch, RemoveStaticCondition ==== */

bool mlb_scf_pat_remove_empty_else(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *e = op->regions[1].first;
  if (op->num_results || !e || e->first != e->last)
    return false;
  MlbOperation *rep = new_if(rw, op, mlb_op_operand(op, 0), NULL);
  mlb_scf_take_body(&rep->regions[0], &op->regions[0]);
  mlb_rw_erase_op(rw, op);
  return true;
}

bool mlb_scf_pat_remove_static_condition(MlbRewriter *rw, MlbOperation *op) {
  bool c;
  if (!mlb_scf_const_bool(mlb_op_operand(op, 0), &c))
    return false;
  if (c)
    mlb_scf_replace_with_region(rw, op, &op->regions[0], NULL);
  else if (!mlb_region_empty(&op->regions[1]))
    mlb_scf_replace_with_region(rw, op, &op->regions[1], NULL);
  else
    mlb_rw_erase_op(rw, op);
  return true;
}

/* ==== ReplaceIfYieldWithConditionOrValue ==== */

/* Upstream replaces these uses directly on the value, not through the
 * rewriter: the users are not revisited for it. */
static bool replace_bool_result(MlbRewriter *rw, MlbOperation *op,
                                MlbValue *res, bool tb, bool fb) {
  if (tb == fb || !res->uses)
    return false;
  if (tb) {
    mlb_value_replace_all_uses(res, mlb_op_operand(op, 0));
    return true;
  }
  MlbValue *one = mlb_arith_const_int(rw, rw->ctx->t_i1, 1, op->loc);
  mlb_value_replace_all_uses(
      res, mlb_rw_binary(rw, "arith.xori", op->loc, mlb_op_operand(op, 0), one));
  return true;
}

bool mlb_scf_pat_replace_if_yield(MlbRewriter *rw, MlbOperation *op) {
  if (!op->num_results || mlb_region_empty(&op->regions[1]))
    return false;
  MlbOperation *ty = region_yield(&op->regions[0]);
  MlbOperation *ey = region_yield(&op->regions[1]);
  bool changed = false;
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *t = mlb_op_operand(ty, i), *f = mlb_op_operand(ey, i);
    MlbValue *res = mlb_op_result(op, i);
    bool tb, fb;
    if (t == f) {
      if (res->uses) {
        mlb_value_replace_all_uses(res, t);
        changed = true;
      }
      continue;
    }
    if (mlb_scf_const_bool(t, &tb) && mlb_scf_const_bool(f, &fb))
      changed = replace_bool_result(rw, op, res, tb, fb) || changed;
  }
  return changed;
}
