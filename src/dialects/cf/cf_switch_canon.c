/* cf_switch_canon.c - canonicalization patterns of cf.switch, as
 * upstream's ControlFlowOps.cpp (in its order):
 *
 *  - a switch with only a default becomes cf.br;
 *  - cases that go where the default goes, with the same operands, are
 *    dropped;
 *  - a constant flag picks its case (or the default) as a cf.br;
 *  - destinations that only branch on are skipped (as cf.br's
 *    pass-through pattern);
 *  - a switch whose single predecessor switched on the same flag: reached
 *    through a case, that case's value decides (cf.br); reached through
 *    the default, the predecessor's case values cannot occur and their
 *    cases are dropped.
 *
 *   cf.switch %f : i32, [           cf.switch %f : i32, [
 *     default: ^bb1,           =>     default: ^bb1,
 *     4: ^bb1,                        7: ^bb2
 *     7: ^bb2                       ]
 *   ]
 */
#include "dialects/cf/cf_canon.h"
#include "dialects/common.h"
#include "rewrite/fold.h"

/* ==== A switch taken apart ==== */

typedef struct Case {
  int64_t value; /* sign-extended from the flag width */
  MlbBlock *dest;
  MlbValueVec args;
} Case;

typedef struct Parts {
  MlbBlock *def;
  MlbValueVec def_args;
  MLB_VEC(Case) cases;
} Parts;

static void parts_read(MlbOperation *op, Parts *p) {
  memset(p, 0, sizeof(*p));
  p->def = op->successors[0].block;
  mlb_cf_succ_operands(op, 0, &p->def_args);
  MlbAttr *vals = mlb_op_get_prop(op, "case_values");
  uint32_t n = mlb_cf_num_cases(vals);
  for (uint32_t i = 0; i < n && i + 1 < op->num_successors; i++) {
    Case c = {mlb_cf_case_value(vals, i), op->successors[i + 1].block, {0}};
    mlb_cf_succ_operands(op, i + 1, &c.args);
    mlb_vec_push(&p->cases, c);
  }
}

static void parts_free(Parts *p) {
  mlb_vec_free(&p->def_args);
  for (uint32_t i = 0; i < p->cases.len; i++)
    mlb_vec_free(&p->cases.data[i].args);
  mlb_vec_free(&p->cases);
}

/* Drops case i (its operand vector included). */
static void parts_drop_case(Parts *p, uint32_t i) {
  mlb_vec_free(&p->cases.data[i].args);
  for (uint32_t k = i + 1; k < p->cases.len; k++)
    p->cases.data[k - 1] = p->cases.data[k];
  p->cases.len--;
}

/* Replaces `old` by a switch on the same flag made of `p`. Without cases
 * it has no case_values, as upstream's builder. */
static void parts_replace(MlbRewriter *rw, MlbOperation *old, Parts *p) {
  MlbContext *ctx = rw->ctx;
  MlbValue *flag = mlb_op_operand(old, 0);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "cf.switch", old->loc);
  mlb_vec_push(&st.operands, flag);
  for (uint32_t i = 0; i < p->def_args.len; i++)
    mlb_vec_push(&st.operands, p->def_args.data[i]);
  mlb_vec_push(&st.successors, p->def);
  MlbI64Vec vals = {0}, segs = {0};
  int64_t total = 0;
  for (uint32_t i = 0; i < p->cases.len; i++) {
    Case *c = &p->cases.data[i];
    for (uint32_t k = 0; k < c->args.len; k++)
      mlb_vec_push(&st.operands, c->args.data[k]);
    mlb_vec_push(&st.successors, c->dest);
    mlb_vec_push(&vals, c->value);
    mlb_vec_push(&segs, (int64_t)c->args.len);
    total += c->args.len;
  }
  if (vals.len)
    mlb_opstate_add_prop(
        &st, "case_values",
        mlb_cf_case_values_attr(ctx, flag->type, vals.data, vals.len));
  mlb_opstate_add_segment_sizes(ctx, &st, "case_operand_segments", segs.data,
                                segs.len);
  int64_t seg[3] = {1, (int64_t)p->def_args.len, total};
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 3);
  mlb_rw_create(rw, &st);
  mlb_rw_erase_op(rw, old);
  mlb_vec_free(&vals);
  mlb_vec_free(&segs);
}

static void replace_by_br(MlbRewriter *rw, MlbOperation *op, MlbBlock *dest,
                          const MlbValueVec *args) {
  mlb_cf_build_br(rw, op->loc, dest, args->len, args->data);
  mlb_rw_erase_op(rw, op);
}

static bool same_values(const MlbValueVec *a, const MlbValueVec *b) {
  if (a->len != b->len)
    return false;
  for (uint32_t i = 0; i < a->len; i++)
    if (a->data[i] != b->data[i])
      return false;
  return true;
}

/* Branches to the case `value` selects, else to the default. */
static void fold_to_value(MlbRewriter *rw, MlbOperation *op, Parts *p,
                          int64_t value) {
  for (uint32_t i = 0; i < p->cases.len; i++)
    if (p->cases.data[i].value == value) {
      replace_by_br(rw, op, p->cases.data[i].dest, &p->cases.data[i].args);
      return;
    }
  replace_by_br(rw, op, p->def, &p->def_args);
}

/* ==== Patterns ==== */

static bool pat_only_default(MlbRewriter *rw, MlbOperation *op) {
  if (op->num_successors != 1)
    return false;
  MlbValueVec args = {0};
  mlb_cf_succ_operands(op, 0, &args);
  replace_by_br(rw, op, op->successors[0].block, &args);
  mlb_vec_free(&args);
  return true;
}

static bool pat_drop_default_cases(MlbRewriter *rw, MlbOperation *op) {
  Parts p;
  parts_read(op, &p);
  bool change = false;
  for (uint32_t i = p.cases.len; i-- > 0;) {
    Case *c = &p.cases.data[i];
    if (c->dest == p.def && same_values(&c->args, &p.def_args)) {
      parts_drop_case(&p, i);
      change = true;
    }
  }
  if (change)
    parts_replace(rw, op, &p);
  parts_free(&p);
  return change;
}

static bool pat_const_flag(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *flag = mlb_op_operand(op, 0);
  int64_t v;
  if (!mlb_value_const_int(flag, &v))
    return false;
  Parts p;
  parts_read(op, &p);
  fold_to_value(rw, op, &p, mlb_cf_fit_width(v, mlb_type_bitwidth(flag->type)));
  parts_free(&p);
  return true;
}

static bool pat_pass_through(MlbRewriter *rw, MlbOperation *op) {
  Parts p;
  parts_read(op, &p);
  bool change = false;
  for (uint32_t i = 0; i < p.cases.len; i++)
    change |= mlb_cf_collapse(op->block, &p.cases.data[i].dest,
                              &p.cases.data[i].args);
  change |= mlb_cf_collapse(op->block, &p.def, &p.def_args);
  if (change)
    parts_replace(rw, op, &p);
  parts_free(&p);
  return change;
}

/* The switch ending the single predecessor of op's block, when it
 * switches on the same flag; NULL otherwise. */
static MlbOperation *pred_switch(MlbOperation *op) {
  MlbBlock *pred = mlb_cf_single_pred(op->block);
  MlbOperation *t = pred ? pred->last : NULL;
  if (!t || strcmp(t->name, "cf.switch") != 0 ||
      mlb_op_operand(t, 0) != mlb_op_operand(op, 0))
    return NULL;
  return t;
}

static bool pat_from_case_same_flag(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *ps = pred_switch(op);
  if (!ps || ps->successors[0].block == op->block)
    return false;
  Parts p, pp;
  parts_read(op, &p);
  parts_read(ps, &pp);
  uint32_t i = 0;
  while (i < pp.cases.len && pp.cases.data[i].dest != op->block)
    i++;
  if (i < pp.cases.len)
    fold_to_value(rw, op, &p, pp.cases.data[i].value);
  else
    replace_by_br(rw, op, p.def, &p.def_args);
  parts_free(&p);
  parts_free(&pp);
  return true;
}

static bool has_value(const Parts *p, int64_t v, const MlbBlock *skip_dest) {
  for (uint32_t i = 0; i < p->cases.len; i++)
    if (p->cases.data[i].value == v && p->cases.data[i].dest != skip_dest)
      return true;
  return false;
}

static bool pat_from_default_same_flag(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *ps = pred_switch(op);
  if (!ps || ps->successors[0].block != op->block)
    return false;
  Parts p, pp;
  parts_read(op, &p);
  parts_read(ps, &pp);
  bool change = false;
  for (uint32_t i = p.cases.len; i-- > 0;)
    if (has_value(&pp, p.cases.data[i].value, op->block)) {
      parts_drop_case(&p, i);
      change = true;
    }
  if (change)
    parts_replace(rw, op, &p);
  parts_free(&p);
  parts_free(&pp);
  return change;
}

static const MlbPattern k_switch_patterns[] = {
    {"SimplifySwitchWithOnlyDefault", pat_only_default, 1},
    {"DropSwitchCasesThatMatchDefault", pat_drop_default_cases, 1},
    {"SimplifyConstSwitchValue", pat_const_flag, 1},
    {"SimplifyPassThroughSwitch", pat_pass_through, 1},
    {"SimplifySwitchFromSwitchOnSameCondition", pat_from_case_same_flag, 1},
    {"SimplifySwitchFromDefaultSwitchOnSameCondition",
     pat_from_default_same_flag, 1},
};

const MlbCanonIface mlb_cf_switch_canon = {k_switch_patterns,
                                           MLB_ARRAY_LEN(k_switch_patterns)};
