/* scf_canon.c - canonicalization patterns and folders of scf.if and
 * scf.for, as upstream's SCF.cpp has them (in upstream's order):
 *
 *  scf.if:  fold `if (xori c, true)` by swapping the regions; propagate
 *           the condition into the regions as constants; turn results
 *           whose yielded values come from outside into arith.select;
 *           drop an empty else; inline the taken region of a constant
 *           condition; drop unused results; replace results yielded
 *           equal in both regions, or true/false, by the value / the
 *           condition. (CombineIfs, CombineNestedIfs: not done.)
 *  scf.for: drop iter_args that are forwarded unchanged or duplicate
 *           another; remove loops running zero times, inline loops
 *           running once, replace empty loops by their yields.
 * Constants materialize as arith.constant.
 */
#include "dialects/arith/arith_canon.h"
#include "interfaces/registrations.h"

/* ==== Helpers ==== */

static bool is_const_bool(MlbValue *v, bool *b) {
  int64_t c;
  MlbAttr *a = mlb_value_constant(v);
  if (!a || a->type->kind != MLB_TYPE_INTEGER ||
      a->type->u.integer.width != 1 || !mlb_attr_const_int(a, &c))
    return false;
  *b = c != 0;
  return true;
}

static MlbOperation *region_yield(MlbRegion *r) {
  return r->first ? r->first->last : NULL;
}

/* Replaces op by the single block of `r` (upstream's replaceOpWithRegion):
 * the block is inlined before op, op's results become the terminator's
 * operands and the terminator is erased. */
static void replace_with_region(MlbRewriter *rw, MlbOperation *op,
                                MlbRegion *r, MlbValue *const *args) {
  MlbBlock *b = r->first;
  MlbOperation *term = b->last;
  MlbValueVec res = {0};
  /* Read the terminator's operands only after inlining: one that is a block
   * argument has been replaced by its incoming value by then. */
  mlb_rw_inline_block(rw, b, op->block, op, args);
  for (uint32_t i = 0; i < term->num_operands; i++)
    mlb_vec_push(&res, mlb_op_operand(term, i));
  mlb_rw_replace_op(rw, op, res.data);
  mlb_rw_erase_op(rw, term);
  mlb_vec_free(&res);
}

/* Moves every block of `from` into `to` (upstream's takeBody). */
static void take_body(MlbRegion *to, MlbRegion *from) {
  while (from->first) {
    MlbBlock *b = from->first;
    mlb_region_remove_block(b);
    mlb_region_push_block(to, b);
  }
}

static MlbOperation *new_if(MlbRewriter *rw, MlbOperation *op,
                            MlbTypeVec *types) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
  for (uint32_t i = 0; types && i < types->len; i++)
    mlb_vec_push(&st.result_types, types->data[i]);
  mlb_vec_push(&st.regions, mlb_region_new(rw->ctx));
  mlb_vec_push(&st.regions, mlb_region_new(rw->ctx));
  if (op->attrs)
    for (uint32_t i = 0; i < op->attrs->u.dict.n; i++)
      mlb_vec_push(&st.attrs, op->attrs->u.dict.entries[i]);
  return mlb_rw_create(rw, &st);
}

static MlbOperation *new_yield(MlbRewriter *rw, MlbOperation *old,
                               MlbValueVec *vals) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, old->name, old->loc);
  for (uint32_t i = 0; i < vals->len; i++)
    mlb_vec_push(&st.operands, vals->data[i]);
  return mlb_rw_create(rw, &st);
}

/* ==== scf.if ==== */

/* if (xori c, true) then A else B -> if c then B else A */
static MlbFoldStatus fold_if(MlbContext *ctx, MlbOperation *op,
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

static bool in_region(MlbRegion *r, MlbOperation *user) {
  for (MlbRegion *p = mlb_op_parent_region(user); p;) {
    if (p == r)
      return true;
    MlbOperation *o = p->parent;
    p = o ? mlb_op_parent_region(o) : NULL;
  }
  return false;
}

static bool pat_condition_propagation(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *c = mlb_op_operand(op, 0);
  if (mlb_value_constant(c))
    return false;
  MlbValue *vt = NULL, *vf = NULL;
  bool changed = false;
  MlbUse *next;
  for (MlbUse *u = c->uses; u; u = next) {
    next = u->next;
    MlbOperation *user = u->owner;
    if (in_region(&op->regions[0], user)) {
      if (!vt)
        vt = mlb_arith_const_int(rw, rw->ctx->t_i1, 1, op->loc);
      mlb_rw_set_operand(rw, user, u->index, vt);
      changed = true;
    } else if (in_region(&op->regions[1], user)) {
      if (!vf)
        vf = mlb_arith_const_int(rw, rw->ctx->t_i1, 0, op->loc);
      mlb_rw_set_operand(rw, user, u->index, vf);
      changed = true;
    }
  }
  return changed;
}

static bool defined_in(MlbValue *v, MlbRegion *r) {
  MlbBlock *b = mlb_value_parent_block(v);
  return b && b->parent == r;
}

static bool pat_trivial_if_to_select(MlbRewriter *rw, MlbOperation *op) {
  if (!op->num_results || mlb_region_empty(&op->regions[1]))
    return false;
  MlbOperation *ty = region_yield(&op->regions[0]);
  MlbOperation *ey = region_yield(&op->regions[1]);
  MlbTypeVec keep = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    if (defined_in(mlb_op_operand(ty, i), &op->regions[0]) ||
        defined_in(mlb_op_operand(ey, i), &op->regions[1]))
      mlb_vec_push(&keep, mlb_op_result(op, i)->type);
  if (keep.len == op->num_results) {
    mlb_vec_free(&keep);
    return false;
  }
  MlbOperation *rep = new_if(rw, op, &keep);
  mlb_vec_free(&keep);
  take_body(&rep->regions[0], &op->regions[0]);
  take_body(&rep->regions[1], &op->regions[1]);
  MlbValueVec res = {0}, tv = {0}, fv = {0};
  mlb_builder_set_before(&rw->b, rep);
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *t = mlb_op_operand(ty, i), *f = mlb_op_operand(ey, i), *r;
    if (defined_in(t, &rep->regions[0]) || defined_in(f, &rep->regions[1])) {
      r = mlb_op_result(rep, tv.len);
      mlb_vec_push(&tv, t);
      mlb_vec_push(&fv, f);
    } else if (t == f) {
      r = t;
    } else {
      MlbOpState st;
      mlb_opstate_init(&st, rw->ctx, "arith.select", op->loc);
      mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
      mlb_vec_push(&st.operands, t);
      mlb_vec_push(&st.operands, f);
      mlb_vec_push(&st.result_types, t->type);
      r = mlb_op_result(mlb_rw_create(rw, &st), 0);
    }
    mlb_vec_push(&res, r);
  }
  mlb_builder_set_end(&rw->b, rep->regions[0].first);
  new_yield(rw, ty, &tv);
  mlb_rw_erase_op(rw, ty);
  mlb_builder_set_end(&rw->b, rep->regions[1].first);
  new_yield(rw, ey, &fv);
  mlb_rw_erase_op(rw, ey);
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&res);
  mlb_vec_free(&tv);
  mlb_vec_free(&fv);
  return true;
}

static bool pat_remove_empty_else(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *e = op->regions[1].first;
  if (op->num_results || !e || e->first != e->last)
    return false;
  MlbOperation *rep = new_if(rw, op, NULL);
  take_body(&rep->regions[0], &op->regions[0]);
  mlb_rw_erase_op(rw, op);
  return true;
}

static bool pat_remove_static_condition(MlbRewriter *rw, MlbOperation *op) {
  bool c;
  if (!is_const_bool(mlb_op_operand(op, 0), &c))
    return false;
  if (c)
    replace_with_region(rw, op, &op->regions[0], NULL);
  else if (!mlb_region_empty(&op->regions[1]))
    replace_with_region(rw, op, &op->regions[1], NULL);
  else
    mlb_rw_erase_op(rw, op);
  return true;
}

/* Moves src's ops to dest and keeps only the used results' yields. */
static void transfer_body(MlbRewriter *rw, MlbBlock *src, MlbBlock *dest,
                          MlbOperation *op) {
  mlb_rw_inline_block(rw, src, dest, NULL, NULL);
  MlbOperation *y = dest->last;
  MlbValueVec keep = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses)
      mlb_vec_push(&keep, mlb_op_operand(y, i));
  mlb_op_set_operands(rw->ctx, y, keep.len, keep.data);
  mlb_rw_modified(rw, y);
  mlb_vec_free(&keep);
}

static bool pat_remove_unused_results(MlbRewriter *rw, MlbOperation *op) {
  MlbTypeVec used = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses)
      mlb_vec_push(&used, op->results[i].type);
  if (used.len == op->num_results) {
    mlb_vec_free(&used);
    return false;
  }
  MlbOperation *rep = new_if(rw, op, &used);
  mlb_vec_free(&used);
  for (uint32_t r = 0; r < 2; r++) {
    mlb_region_push_block(&rep->regions[r], mlb_block_new(rw->ctx));
    transfer_body(rw, op->regions[r].first, rep->regions[r].first, op);
  }
  MlbValueVec res = {0};
  for (uint32_t i = 0, k = 0; i < op->num_results; i++)
    mlb_vec_push(&res, op->results[i].uses ? mlb_op_result(rep, k++) : NULL);
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&res);
  return true;
}

static bool pat_replace_if_yield(MlbRewriter *rw, MlbOperation *op) {
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
        mlb_rw_replace_all_uses(rw, res, t);
        changed = true;
      }
      continue;
    }
    if (!is_const_bool(t, &tb) || !is_const_bool(f, &fb) || !res->uses)
      continue;
    if (!tb && fb) {
      MlbValue *one = mlb_arith_const_int(rw, rw->ctx->t_i1, 1, op->loc);
      MlbOpState st;
      mlb_opstate_init(&st, rw->ctx, "arith.xori", op->loc);
      mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
      mlb_vec_push(&st.operands, one);
      mlb_vec_push(&st.result_types, rw->ctx->t_i1);
      mlb_rw_replace_all_uses(rw, res,
                              mlb_op_result(mlb_rw_create(rw, &st), 0));
      changed = true;
    } else if (tb && !fb) {
      mlb_rw_replace_all_uses(rw, res, mlb_op_operand(op, 0));
      changed = true;
    }
  }
  return changed;
}

/* ==== scf.for ==== */

enum { FOR_LB, FOR_UB, FOR_STEP, FOR_INITS };

/* ub - lb when both are constants or ub = addi(lb, c). */
static bool const_diff(MlbValue *lb, MlbValue *ub, int64_t *d) {
  int64_t l, u;
  if (mlb_value_const_int(lb, &l) && mlb_value_const_int(ub, &u)) {
    *d = (int64_t)((uint64_t)u - (uint64_t)l);
    return true;
  }
  MlbOperation *a = ub->def_op;
  if (a && strcmp(a->name, "arith.addi") == 0 && mlb_op_operand(a, 0) == lb)
    return mlb_value_const_int(mlb_op_operand(a, 1), d);
  return false;
}

static void for_inits(MlbOperation *op, MlbValueVec *out) {
  for (uint32_t i = FOR_INITS; i < op->num_operands; i++)
    mlb_vec_push(out, mlb_op_operand(op, i));
}

static bool defined_outside(MlbOperation *loop, MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  for (MlbOperation *o = b ? b->parent->parent : NULL; o;
       o = mlb_op_parent_op(o))
    if (o == loop)
      return false;
  return true;
}

static bool pat_simplify_trivial_loops(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *lb = mlb_op_operand(op, FOR_LB), *ub = mlb_op_operand(op, FOR_UB);
  MlbValueVec inits = {0};
  for_inits(op, &inits);
  int64_t diff, step;
  bool done = false;
  bool is_unsigned = mlb_op_get_prop(op, "unsignedCmp") != NULL;
  if (lb == ub || (const_diff(lb, ub, &diff) &&
                   (is_unsigned ? diff == 0 : diff <= 0))) {
    mlb_rw_replace_op(rw, op, inits.data);
    done = true;
  } else if (const_diff(lb, ub, &diff) &&
             mlb_value_const_int(mlb_op_operand(op, FOR_STEP), &step) &&
             step >= diff) {
    MlbValueVec args = {0};
    mlb_vec_push(&args, lb);
    for (uint32_t i = 0; i < inits.len; i++)
      mlb_vec_push(&args, inits.data[i]);
    replace_with_region(rw, op, &op->regions[0], args.data);
    mlb_vec_free(&args);
    done = true;
  } else if (const_diff(lb, ub, &diff) &&
             mlb_value_const_int(mlb_op_operand(op, FOR_STEP), &step)) {
    MlbBlock *body = op->regions[0].first;
    MlbOperation *y = body->last;
    bool outside = body->first == y;
    for (uint32_t i = 0; outside && i < y->num_operands; i++)
      outside = defined_outside(op, mlb_op_operand(y, i));
    if (outside) {
      MlbValueVec ys = {0};
      for (uint32_t i = 0; i < y->num_operands; i++)
        mlb_vec_push(&ys, mlb_op_operand(y, i));
      mlb_rw_replace_op(rw, op, ys.data);
      mlb_vec_free(&ys);
      done = true;
    }
  }
  mlb_vec_free(&inits);
  return done;
}

/* Which iter_args stay; forwarded ones map to their init, duplicates are
 * folded into the first equal one. */
static bool plan_iter_args(MlbRewriter *rw, MlbOperation *op, bool *keep,
                           MlbValueVec *transfer, MlbValueVec *results) {
  MlbBlock *body = op->regions[0].first;
  MlbOperation *y = body->last;
  uint32_t n = op->num_results;
  bool change = false;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *init = mlb_op_operand(op, FOR_INITS + i);
    MlbValue *arg = body->args[1 + i], *res = mlb_op_result(op, i);
    MlbValue *yv = mlb_op_operand(y, i);
    keep[i] = false;
    mlb_vec_push(transfer, init);
    mlb_vec_push(results, init);
    if (arg == yv || init == yv || (!arg->uses && !res->uses)) {
      change = true;
      continue;
    }
    uint32_t k = 0;
    while (k < i && !(keep[k] && mlb_op_operand(op, FOR_INITS + k) == init &&
                      mlb_op_operand(y, k) == yv))
      k++;
    if (k < i) {
      change = true;
      mlb_rw_replace_all_uses(rw, arg, body->args[1 + k]);
      mlb_rw_replace_all_uses(rw, res, mlb_op_result(op, k));
      continue;
    }
    keep[i] = true;
    transfer->data[transfer->len - 1] = NULL;
    results->data[results->len - 1] = NULL;
  }
  return change;
}

static MlbOperation *new_for(MlbRewriter *rw, MlbOperation *op,
                             const bool *keep) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  for (uint32_t i = 0; i < FOR_INITS; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  MlbRegion *r = mlb_region_new(rw->ctx);
  MlbBlock *b = mlb_block_new(rw->ctx);
  mlb_region_push_block(r, b);
  MlbBlock *old = op->regions[0].first;
  mlb_block_add_arg(rw->ctx, b, old->args[0]->type, old->args[0]->loc);
  for (uint32_t i = 0; i < op->num_results; i++) {
    if (!keep[i])
      continue;
    mlb_vec_push(&st.operands, mlb_op_operand(op, FOR_INITS + i));
    mlb_vec_push(&st.result_types, op->results[i].type);
    mlb_block_add_arg(rw->ctx, b, old->args[1 + i]->type,
                      old->args[1 + i]->loc);
  }
  mlb_vec_push(&st.regions, r);
  if (op->props)
    for (uint32_t i = 0; i < op->props->u.dict.n; i++)
      mlb_vec_push(&st.props, op->props->u.dict.entries[i]);
  if (op->attrs)
    for (uint32_t i = 0; i < op->attrs->u.dict.n; i++)
      mlb_vec_push(&st.attrs, op->attrs->u.dict.entries[i]);
  return mlb_rw_create(rw, &st);
}

static bool pat_for_iter_args(MlbRewriter *rw, MlbOperation *op) {
  uint32_t n = op->num_results;
  if (!n)
    return false;
  bool *keep = mlb_calloc(n, sizeof(bool));
  MlbValueVec transfer = {0}, results = {0};
  mlb_vec_push(&transfer, NULL);
  bool change = plan_iter_args(rw, op, keep, &transfer, &results);
  if (change) {
    MlbOperation *nf = new_for(rw, op, keep);
    MlbBlock *nb = nf->regions[0].first;
    transfer.data[0] = nb->args[0];
    for (uint32_t i = 0, k = 0; i < n; i++)
      if (keep[i]) {
        transfer.data[1 + i] = nb->args[1 + k];
        results.data[i] = mlb_op_result(nf, k++);
      }
    mlb_rw_inline_block(rw, op->regions[0].first, nb, NULL, transfer.data);
    MlbOperation *y = nb->last;
    MlbValueVec ys = {0};
    for (uint32_t i = 0; i < n; i++)
      if (keep[i])
        mlb_vec_push(&ys, mlb_op_operand(y, i));
    mlb_builder_set_before(&rw->b, y);
    new_yield(rw, y, &ys);
    mlb_rw_erase_op(rw, y);
    mlb_rw_replace_op(rw, op, results.data);
    mlb_vec_free(&ys);
  }
  mlb_free(keep);
  mlb_vec_free(&transfer);
  mlb_vec_free(&results);
  return change;
}

/* ==== Registration ==== */

static const MlbPattern k_if_patterns[] = {
    {"ConditionPropagation", pat_condition_propagation, 1},
    {"ConvertTrivialIfToSelect", pat_trivial_if_to_select, 1},
    {"RemoveEmptyElseBranch", pat_remove_empty_else, 1},
    {"RemoveStaticCondition", pat_remove_static_condition, 1},
    {"RemoveUnusedResults", pat_remove_unused_results, 1},
    {"ReplaceIfYieldWithConditionOrValue", pat_replace_if_yield, 1},
};

static const MlbPattern k_for_patterns[] = {
    {"ForOpIterArgsFolder", pat_for_iter_args, 1},
    {"SimplifyTrivialLoops", pat_simplify_trivial_loops, 1},
};

static const MlbCanonIface k_c_if = {k_if_patterns,
                                     MLB_ARRAY_LEN(k_if_patterns)};
static const MlbCanonIface k_c_for = {k_for_patterns,
                                      MLB_ARRAY_LEN(k_for_patterns)};
static const MlbFoldIface k_f_if = {.fold = fold_if,
                                    .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_scf = {.materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"scf.if", MLB_IFACE_FOLD, &k_f_if},
    {"scf.if", MLB_IFACE_CANONICALIZE, &k_c_if},
    {"scf.for", MLB_IFACE_FOLD, &k_f_scf},
    {"scf.for", MLB_IFACE_CANONICALIZE, &k_c_for},
};

void mlb_register_scf_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
