/* arith_canon_patterns.c - canonicalization patterns of the arith ops, as
 * upstream's ArithCanonicalization.td and ArithOps.cpp. Each pattern's
 * benefit is upstream's: for the table-driven ones, the number of ops
 * matched. Overflow flags of merged integer ops are those both carried.
 *
 *  addi(addi(x, c0), c1) -> addi(x, c0 + c1); addi(subi(x, c0), c1) ->
 *    addi(x, c1 - c0); addi(subi(c0, x), c1) -> subi(c0 + c1, x);
 *    addi(x, muli(y, -1)) -> subi(x, y) and its mirror;
 *  subi of an addi/subi with constants regroups the constants;
 *    subi(subi(a, b), a) -> subi(0, b);
 *  muli(muli(x, c0), c1) -> muli(x, c0 * c1);
 *  xori(cmpi(p, a, b), true) -> cmpi(!p, a, b); and/or/xor of two equal
 *    extensions -> extension of and/or/xor; cmpi eq/ne of two equal
 *    extensions -> cmpi of their sources;
 *  select: redundant nested selects, select(not c, a, b), i1 selects of
 *    constants -> xori / extui;
 *  index_cast(extsi(x)) -> index_cast(x) (and ui/extui); extsi(extui(x))
 *    -> extui(x); trunci(ext(x)) -> ext(x) when only extension bits go;
 *    trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the cut width;
 *  addui/mului/mulsi_extended whose second result is unused -> addi/muli;
 *    mulsi_extended(x, 1); bitcast(bitcast(x)); mulf/divf of two negf;
 *    truncf(sitofp/uitofp(x)) without a rounding mode.
 * Not done: CmpFIntToFPConst.
 */
#include "dialects/arith/arith_canon_int.h"
#include "dialects/common.h"
#include "interfaces/registrations.h"

/* ==== Helpers ==== */

static void replace1(MlbRewriter *rw, MlbOperation *op, MlbValue *v) {
  mlb_rw_replace_op(rw, op, &v);
}

static MlbValue *operand(MlbOperation *op, uint32_t i) {
  return mlb_op_operand(op, i);
}

static MlbOperation *def_of(MlbOperation *op, uint32_t i, const char *name) {
  MlbOperation *d = mlb_op_operand(op, i)->def_op;
  return mlb_op_is(d, name) ? d : NULL;
}

/* The ops defining operands 0 and 1 when both are `name` ops. An op's
 * descriptor is looked up by its name, so two ops of one name share it:
 * comparing descriptors settles most misses before any name compare. */
static bool defs_both(MlbOperation *op, const char *name, MlbOperation **a,
                      MlbOperation **b) {
  MlbOperation *x = mlb_op_operand(op, 0)->def_op;
  MlbOperation *y = mlb_op_operand(op, 1)->def_op;
  if (!x || !y || x->desc != y->desc || !mlb_op_is(x, name) ||
      !mlb_op_is(y, name))
    return false;
  *a = x;
  *b = y;
  return true;
}

static MlbType *result_type(MlbOperation *op) {
  return mlb_op_result(op, 0)->type;
}

static uint32_t ovf_mask(MlbOperation *op) {
  int64_t m = mlb_flag_attr_mask(&mlb_overflow_flags,
                                 mlb_op_get_prop(op, "overflowFlags"));
  return m < 0 ? 0 : (uint32_t)m;
}

/* A binary op with overflow flags `mask`. */
static MlbValue *build_ovf(MlbRewriter *rw, const char *name, MlbAttr *loc,
                           MlbValue *a, MlbValue *b, uint32_t mask) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, loc);
  mlb_vec_push(&st.operands, a);
  mlb_vec_push(&st.operands, b);
  mlb_opstate_add_prop(&st, "overflowFlags",
                       mlb_flag_attr(rw->ctx, &mlb_overflow_flags, mask));
  mlb_vec_push(&st.result_types, a->type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

static MlbValue *build_unary(MlbRewriter *rw, const char *name, MlbAttr *loc,
                             MlbType *t, MlbValue *x) {
  return mlb_arith_build(rw, name, loc, t, 1, &x);
}

static MlbValue *cst_of(MlbRewriter *rw, MlbOperation *op, int64_t v) {
  return mlb_arith_const_int(rw, result_type(op), v, op->loc);
}

/* ==== addi / subi / muli with constants ==== */

/* Which side of the inner op holds the constant (0: lhs, 1: rhs); the
 * inner op is the root's operand `at`, and the root's other operand must
 * be a constant too (c_root). */
typedef struct Fold2 {
  MlbOperation *in;
  MlbValue *x;
  int64_t c_in, c_root;
  uint32_t mask;
} Fold2;

static bool match2(MlbOperation *op, uint32_t at, const char *inner,
                   uint32_t cside, Fold2 *m) {
  m->in = def_of(op, at, inner);
  if (!m->in || !mlb_arith_width(result_type(op)) ||
      !mlb_arith_value_int(operand(m->in, cside), &m->c_in) ||
      !mlb_arith_value_int(operand(op, 1 - at), &m->c_root))
    return false;
  m->x = operand(m->in, 1 - cside);
  m->mask = ovf_mask(m->in) & ovf_mask(op);
  return true;
}

static uint64_t U(int64_t v) { return (uint64_t)v; }

/* addi(addi(x, c0), c1) -> addi(x, c0 + c1) */
static bool pat_addi_add_constant(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.addi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) + U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.addi", op->loc, m.x, c, m.mask));
  return true;
}

/* addi(subi(x, c0), c1) -> addi(x, c1 - c0) */
static bool pat_addi_sub_constant_rhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.subi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_root) - U(m.c_in)));
  replace1(rw, op, build_ovf(rw, "arith.addi", op->loc, m.x, c, m.mask));
  return true;
}

/* addi(subi(c0, x), c1) -> subi(c0 + c1, x) */
static bool pat_addi_sub_constant_lhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.subi", 0, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) + U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, c, m.x, m.mask));
  return true;
}

/* addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x) */
static bool addi_mul_neg_one(MlbRewriter *rw, MlbOperation *op, uint32_t at) {
  MlbOperation *mul = def_of(op, at, "arith.muli");
  if (!mul || !mlb_arith_value_is(operand(mul, 1), -1))
    return false;
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, operand(op, 1 - at),
                             operand(mul, 0), 0));
  return true;
}

static bool pat_addi_mul_neg_one_rhs(MlbRewriter *rw, MlbOperation *op) {
  return addi_mul_neg_one(rw, op, 1);
}

static bool pat_addi_mul_neg_one_lhs(MlbRewriter *rw, MlbOperation *op) {
  return addi_mul_neg_one(rw, op, 0);
}

/* subi(addi(x, c0), c1) -> addi(x, c0 - c1) */
static bool pat_subi_rhs_add_constant(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.addi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) - U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.addi", op->loc, m.x, c, 0));
  return true;
}

/* subi(c1, addi(x, c0)) -> subi(c1 - c0, x) */
static bool pat_subi_lhs_add_constant(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 1, "arith.addi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_root) - U(m.c_in)));
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, c, m.x, m.mask));
  return true;
}

/* subi(subi(x, c0), c1) -> subi(x, c0 + c1) */
static bool pat_subi_rhs_sub_constant_rhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.subi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) + U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, m.x, c, m.mask));
  return true;
}

/* subi(subi(c0, x), c1) -> subi(c0 - c1, x) */
static bool pat_subi_rhs_sub_constant_lhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.subi", 0, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) - U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, c, m.x, m.mask));
  return true;
}

/* subi(c1, subi(x, c0)) -> subi(c0 + c1, x) */
static bool pat_subi_lhs_sub_constant_rhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 1, "arith.subi", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) + U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, c, m.x, m.mask));
  return true;
}

/* subi(c1, subi(c0, x)) -> addi(x, c1 - c0) */
static bool pat_subi_lhs_sub_constant_lhs(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 1, "arith.subi", 0, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_root) - U(m.c_in)));
  replace1(rw, op, build_ovf(rw, "arith.addi", op->loc, m.x, c, m.mask));
  return true;
}

/* subi(subi(a, b), a) -> subi(0, b) */
static bool pat_subi_sub_lhs_rhs_lhs(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *in = def_of(op, 0, "arith.subi");
  if (!in || operand(in, 0) != operand(op, 1) ||
      !mlb_arith_width(result_type(op)))
    return false;
  MlbValue *b = operand(in, 1);
  MlbValue *zero = mlb_arith_const_int(rw, b->type, 0, op->loc);
  replace1(rw, op, build_ovf(rw, "arith.subi", op->loc, zero, b,
                             ovf_mask(in) & ovf_mask(op)));
  return true;
}

/* muli(muli(x, c0), c1) -> muli(x, c0 * c1) */
static bool pat_muli_muli_constant(MlbRewriter *rw, MlbOperation *op) {
  Fold2 m;
  if (!match2(op, 0, "arith.muli", 1, &m))
    return false;
  MlbValue *c = cst_of(rw, op, (int64_t)(U(m.c_in) * U(m.c_root)));
  replace1(rw, op, build_ovf(rw, "arith.muli", op->loc, m.x, c, m.mask));
  return true;
}

/* ==== Bitwise ops, cmpi ==== */

static int64_t invert_pred(int64_t p) {
  static const int64_t k_inv[] = {MLB_P_NE,  MLB_P_EQ,  MLB_P_SGE, MLB_P_SGT,
                                  MLB_P_SLE, MLB_P_SLT, MLB_P_UGE, MLB_P_UGT,
                                  MLB_P_ULE, MLB_P_ULT};
  return k_inv[p];
}

static MlbValue *build_cmpi(MlbRewriter *rw, MlbAttr *loc, MlbAttr *pred,
                            MlbValue *a, MlbValue *b, MlbType *t) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.cmpi", loc);
  mlb_vec_push(&st.operands, a);
  mlb_vec_push(&st.operands, b);
  mlb_opstate_add_prop(&st, "predicate", pred);
  mlb_vec_push(&st.result_types, t);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

/* xori(cmpi(p, a, b), true) -> cmpi(!p, a, b) */
static bool pat_xori_not_cmpi(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *cmp = def_of(op, 0, "arith.cmpi");
  MlbValue *one = operand(op, 1);
  MlbAttr *pa = cmp ? mlb_op_get_prop(cmp, mlb_names.predicate) : NULL;
  if (!pa || pa->kind != MLB_ATTR_INTEGER || one->type != rw->ctx->t_i1 ||
      !mlb_arith_value_is(one, 1) || pa->u.integer.value < 0 ||
      pa->u.integer.value > MLB_P_UGE)
    return false;
  MlbAttr *np = mlb_attr_int(rw->ctx, pa->type,
                             invert_pred(pa->u.integer.value));
  replace1(rw, op, build_cmpi(rw, op->loc, np, operand(cmp, 0),
                              operand(cmp, 1), result_type(op)));
  return true;
}

/* op(ext(x), ext(y)) -> ext(op(x, y)) for x, y of one type. */
static bool bitwise_of_ext(MlbRewriter *rw, MlbOperation *op,
                           const char *ext) {
  MlbOperation *a, *b;
  if (!defs_both(op, ext, &a, &b) ||
      operand(a, 0)->type != operand(b, 0)->type)
    return false;
  MlbValue *ops[2] = {operand(a, 0), operand(b, 0)};
  MlbValue *in = mlb_arith_build(rw, op->name, op->loc, ops[0]->type, 2, ops);
  replace1(rw, op, build_unary(rw, ext, op->loc, result_type(op), in));
  return true;
}

static bool pat_of_extui(MlbRewriter *rw, MlbOperation *op) {
  return bitwise_of_ext(rw, op, "arith.extui");
}

static bool pat_of_extsi(MlbRewriter *rw, MlbOperation *op) {
  return bitwise_of_ext(rw, op, "arith.extsi");
}

/* cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b) */
static bool cmpi_of_ext(MlbRewriter *rw, MlbOperation *op, const char *ext) {
  MlbOperation *a, *b;
  if (!defs_both(op, ext, &a, &b) ||
      operand(a, 0)->type != operand(b, 0)->type)
    return false;
  MlbAttr *pa = mlb_op_get_prop(op, mlb_names.predicate);
  if (!pa || pa->kind != MLB_ATTR_INTEGER ||
      (pa->u.integer.value != MLB_P_EQ && pa->u.integer.value != MLB_P_NE))
    return false;
  replace1(rw, op, build_cmpi(rw, op->loc, pa, operand(a, 0), operand(b, 0),
                              result_type(op)));
  return true;
}

static bool pat_cmpi_extsi(MlbRewriter *rw, MlbOperation *op) {
  return cmpi_of_ext(rw, op, "arith.extsi");
}

static bool pat_cmpi_extui(MlbRewriter *rw, MlbOperation *op) {
  return cmpi_of_ext(rw, op, "arith.extui");
}

/* ==== select ==== */

/* select(p, select(p, a, b), c) -> select(p, a, c), and the mirror. */
static bool redundant_select(MlbRewriter *rw, MlbOperation *op, uint32_t at) {
  MlbOperation *d = def_of(op, at, "arith.select");
  if (!d || operand(d, 0) != operand(op, 0))
    return false;
  MlbValue *ops[3] = {operand(op, 0), operand(op, 1), operand(op, 2)};
  ops[at] = operand(d, at);
  replace1(rw, op, mlb_arith_build(rw, "arith.select", op->loc,
                                   result_type(op), 3, ops));
  return true;
}

static bool pat_redundant_select_false(MlbRewriter *rw, MlbOperation *op) {
  return redundant_select(rw, op, 2);
}

static bool pat_redundant_select_true(MlbRewriter *rw, MlbOperation *op) {
  return redundant_select(rw, op, 1);
}

/* select(xori(p, -1), a, b) -> select(p, b, a) */
static bool pat_select_not_cond(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *x = def_of(op, 0, "arith.xori");
  if (!x || !mlb_arith_value_is(operand(x, 1), -1))
    return false;
  MlbValue *ops[3] = {operand(x, 0), operand(op, 2), operand(op, 1)};
  replace1(rw, op, mlb_arith_build(rw, "arith.select", op->loc,
                                   result_type(op), 3, ops));
  return true;
}

/* select(c, false, true) : i1 -> xori(c, true) */
static bool pat_select_i1_to_not(MlbRewriter *rw, MlbOperation *op) {
  MlbType *t = result_type(op);
  if (t != rw->ctx->t_i1 || !mlb_arith_value_is(operand(op, 1), 0) ||
      !mlb_arith_value_is(operand(op, 2), 1))
    return false;
  MlbValue *one = mlb_arith_const_int(rw, t, 1, op->loc);
  replace1(rw, op, mlb_arith_binary(rw, "arith.xori", op->loc,
                                    operand(op, 0), one));
  return true;
}

/* select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, true)) */
static bool pat_select_to_extui(MlbRewriter *rw, MlbOperation *op) {
  MlbType *t = result_type(op);
  if (t->kind != MLB_TYPE_INTEGER || t == rw->ctx->t_i1)
    return false;
  MlbValue *tv = operand(op, 1), *fv = operand(op, 2), *c = operand(op, 0);
  if (mlb_arith_value_is(tv, 1) && mlb_arith_value_is(fv, 0)) {
    replace1(rw, op, build_unary(rw, "arith.extui", op->loc, t, c));
    return true;
  }
  if (!mlb_arith_value_is(tv, 0) || !mlb_arith_value_is(fv, 1))
    return false;
  MlbValue *one = mlb_arith_const_int(rw, c->type, 1, op->loc);
  MlbValue *n = mlb_arith_binary(rw, "arith.xori", op->loc, c, one);
  replace1(rw, op, build_unary(rw, "arith.extui", op->loc, t, n));
  return true;
}

/* ==== Casts ==== */

/* outer(inner(x)) -> `to`(x) with the root's result type. */
static bool cast_of_cast(MlbRewriter *rw, MlbOperation *op, const char *inner,
                         const char *to) {
  MlbOperation *d = def_of(op, 0, inner);
  if (!d)
    return false;
  replace1(rw, op, build_unary(rw, to, op->loc, result_type(op),
                               operand(d, 0)));
  return true;
}

static bool pat_index_cast_of_extsi(MlbRewriter *rw, MlbOperation *op) {
  return cast_of_cast(rw, op, "arith.extsi", "arith.index_cast");
}

static bool pat_index_castui_of_extui(MlbRewriter *rw, MlbOperation *op) {
  return cast_of_cast(rw, op, "arith.extui", "arith.index_castui");
}

static bool pat_extsi_of_extui(MlbRewriter *rw, MlbOperation *op) {
  return cast_of_cast(rw, op, "arith.extui", "arith.extui");
}

static bool pat_bitcast_of_bitcast(MlbRewriter *rw, MlbOperation *op) {
  return cast_of_cast(rw, op, "arith.bitcast", "arith.bitcast");
}

static uint32_t elt_width(const MlbType *t) {
  return mlb_type_bitwidth(mlb_type_is_shaped(t) ? mlb_type_element(t) : t);
}

/* trunci(ext(x)) -> ext(x) when x is narrower than the truncated type. */
static bool trunc_of_ext(MlbRewriter *rw, MlbOperation *op, const char *ext) {
  MlbOperation *d = def_of(op, 0, ext);
  if (!d)
    return false;
  uint32_t we = elt_width(mlb_op_result(d, 0)->type);
  uint32_t wt = elt_width(result_type(op)), wx = elt_width(operand(d, 0)->type);
  if (!(we > wt && wt > 0 && wt > wx && wx > 0))
    return false;
  replace1(rw, op, build_unary(rw, ext, op->loc, result_type(op),
                               operand(d, 0)));
  return true;
}

static bool pat_trunci_extsi(MlbRewriter *rw, MlbOperation *op) {
  return trunc_of_ext(rw, op, "arith.extsi");
}

static bool pat_trunci_extui(MlbRewriter *rw, MlbOperation *op) {
  return trunc_of_ext(rw, op, "arith.extui");
}

/* trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c bits are cut off. */
static bool pat_trunci_shrsi(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *sh = def_of(op, 0, "arith.shrsi");
  int64_t c;
  if (!sh)
    return false;
  MlbValue *x = operand(sh, 0), *amount = operand(sh, 1);
  MlbAttr *ca = mlb_value_constant(amount);
  if (!ca || !mlb_attr_const_int(ca, &c) ||
      (int64_t)elt_width(x->type) - (int64_t)elt_width(result_type(op)) != c)
    return false;
  MlbValue *k = mlb_arith_const(rw, ca, op->loc);
  MlbValue *s = mlb_arith_binary(rw, "arith.shrui", op->loc, x, k);
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.trunci", op->loc);
  mlb_vec_push(&st.operands, s);
  MlbAttr *flags = mlb_op_get_prop(op, "overflowFlags");
  if (flags)
    mlb_opstate_add_prop(&st, "overflowFlags", flags);
  mlb_vec_push(&st.result_types, result_type(op));
  MlbValue *v = mlb_op_result(mlb_rw_create(rw, &st), 0);
  replace1(rw, op, v);
  return true;
}

/* ==== Extended arithmetic ==== */

/* op_extended(x, y) with its second result unused -> [op(x, y), x] */
static bool extended_to_plain(MlbRewriter *rw, MlbOperation *op,
                              const char *plain) {
  if (mlb_op_result(op, 1)->uses)
    return false;
  MlbValue *vals[2] = {build_ovf(rw, plain, op->loc, operand(op, 0),
                                 operand(op, 1), 0),
                       operand(op, 0)};
  mlb_rw_replace_op(rw, op, vals);
  return true;
}

static bool pat_addui_extended_to_addi(MlbRewriter *rw, MlbOperation *op) {
  return extended_to_plain(rw, op, "arith.addi");
}

static bool pat_mul_extended_to_muli(MlbRewriter *rw, MlbOperation *op) {
  return extended_to_plain(rw, op, "arith.muli");
}

/* mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)] */
static bool pat_mulsi_extended_rhs_one(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *x = operand(op, 0);
  if (!mlb_arith_value_is(operand(op, 1), 1) ||
      mlb_arith_width(x->type) <= 1)
    return false;
  MlbValue *zero = mlb_arith_const_int(rw, x->type, 0, op->loc);
  MlbValue *lt = build_cmpi(rw, op->loc,
                            mlb_attr_int(rw->ctx, rw->ctx->t_i64, MLB_P_SLT),
                            x, zero, rw->ctx->t_i1);
  MlbValue *vals[2] = {x, build_unary(rw, "arith.extsi", op->loc,
                                      mlb_op_result(op, 1)->type, lt)};
  mlb_rw_replace_op(rw, op, vals);
  return true;
}

/* ==== Floats ==== */

/* mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y), the root's fastmath. */
static bool pat_float_of_negf(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *a = def_of(op, 0, "arith.negf"), *b = def_of(op, 1, "arith.negf");
  if (!a || !b || operand(a, 0)->type != operand(b, 0)->type)
    return false;
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  mlb_vec_push(&st.operands, operand(a, 0));
  mlb_vec_push(&st.operands, operand(b, 0));
  MlbAttr *fm = mlb_op_get_prop(op, "fastmath");
  if (fm)
    mlb_opstate_add_prop(&st, "fastmath", fm);
  mlb_vec_push(&st.result_types, result_type(op));
  replace1(rw, op, mlb_op_result(mlb_rw_create(rw, &st), 0));
  return true;
}

/* truncf(sitofp/uitofp(x)) -> sitofp/uitofp(x) without a rounding mode. */
static bool truncf_of_tofp(MlbRewriter *rw, MlbOperation *op,
                           const char *conv) {
  if (!def_of(op, 0, conv) || mlb_op_get_prop(op, "roundingmode"))
    return false;
  return cast_of_cast(rw, op, conv, conv);
}

static bool pat_truncf_sitofp(MlbRewriter *rw, MlbOperation *op) {
  return truncf_of_tofp(rw, op, "arith.sitofp");
}

static bool pat_truncf_uitofp(MlbRewriter *rw, MlbOperation *op) {
  return truncf_of_tofp(rw, op, "arith.uitofp");
}

/* ==== Registration ==== */

#define PATS(name) static const MlbPattern name[]
PATS(k_addi) = {
    {"AddIAddConstant", pat_addi_add_constant, 2},
    {"AddISubConstantRHS", pat_addi_sub_constant_rhs, 2},
    {"AddISubConstantLHS", pat_addi_sub_constant_lhs, 2},
    {"AddIMulNegativeOneRhs", pat_addi_mul_neg_one_rhs, 2},
    {"AddIMulNegativeOneLhs", pat_addi_mul_neg_one_lhs, 2},
};
PATS(k_subi) = {
    {"SubIRHSAddConstant", pat_subi_rhs_add_constant, 2},
    {"SubILHSAddConstant", pat_subi_lhs_add_constant, 2},
    {"SubIRHSSubConstantRHS", pat_subi_rhs_sub_constant_rhs, 2},
    {"SubIRHSSubConstantLHS", pat_subi_rhs_sub_constant_lhs, 2},
    {"SubILHSSubConstantRHS", pat_subi_lhs_sub_constant_rhs, 2},
    {"SubILHSSubConstantLHS", pat_subi_lhs_sub_constant_lhs, 2},
    {"SubISubILHSRHSLHS", pat_subi_sub_lhs_rhs_lhs, 2},
};
PATS(k_muli) = {{"MulIMulIConstant", pat_muli_muli_constant, 2}};
PATS(k_xori) = {
    {"XOrINotCmpI", pat_xori_not_cmpi, 2},
    {"XOrIOfExtUI", pat_of_extui, 3},
    {"XOrIOfExtSI", pat_of_extsi, 3},
};
PATS(k_andi) = {{"AndOfExtUI", pat_of_extui, 3},
                {"AndOfExtSI", pat_of_extsi, 3}};
PATS(k_ori) = {{"OrOfExtUI", pat_of_extui, 3}, {"OrOfExtSI", pat_of_extsi, 3}};
PATS(k_cmpi) = {{"CmpIExtSI", pat_cmpi_extsi, 3},
                {"CmpIExtUI", pat_cmpi_extui, 3}};
PATS(k_select) = {
    {"RedundantSelectFalse", pat_redundant_select_false, 2},
    {"RedundantSelectTrue", pat_redundant_select_true, 2},
    {"SelectNotCond", pat_select_not_cond, 2},
    {"SelectI1ToNot", pat_select_i1_to_not, 1},
    {"SelectToExtUI", pat_select_to_extui, 1},
};
PATS(k_index_cast) = {{"IndexCastOfExtSI", pat_index_cast_of_extsi, 2}};
PATS(k_index_castui) = {{"IndexCastUIOfExtUI", pat_index_castui_of_extui, 2}};
PATS(k_extsi) = {{"ExtSIOfExtUI", pat_extsi_of_extui, 2}};
PATS(k_trunci) = {
    {"TruncIExtSIToExtSI", pat_trunci_extsi, 2},
    {"TruncIExtUIToExtUI", pat_trunci_extui, 2},
    {"TruncIShrSIToTrunciShrUI", pat_trunci_shrsi, 2},
};
PATS(k_addui_ext) = {{"AddUIExtendedToAddI", pat_addui_extended_to_addi, 1}};
PATS(k_mulsi_ext) = {
    {"MulSIExtendedToMulI", pat_mul_extended_to_muli, 1},
    {"MulSIExtendedRHSOne", pat_mulsi_extended_rhs_one, 1},
};
PATS(k_mului_ext) = {{"MulUIExtendedToMulI", pat_mul_extended_to_muli, 1}};
PATS(k_bitcast) = {{"BitcastOfBitcast", pat_bitcast_of_bitcast, 2}};
PATS(k_mulf) = {{"MulFOfNegF", pat_float_of_negf, 3}};
PATS(k_divf) = {{"DivFOfNegF", pat_float_of_negf, 3}};
PATS(k_truncf) = {{"TruncFSIToFPToSIToFP", pat_truncf_sitofp, 2},
                  {"TruncFUIToFPToUIToFP", pat_truncf_uitofp, 2}};

MLB_CANON_IFACE(k_c_addi, k_addi);
MLB_CANON_IFACE(k_c_subi, k_subi);
MLB_CANON_IFACE(k_c_muli, k_muli);
MLB_CANON_IFACE(k_c_xori, k_xori);
MLB_CANON_IFACE(k_c_andi, k_andi);
MLB_CANON_IFACE(k_c_ori, k_ori);
MLB_CANON_IFACE(k_c_cmpi, k_cmpi);
MLB_CANON_IFACE(k_c_select, k_select);
MLB_CANON_IFACE(k_c_index_cast, k_index_cast);
MLB_CANON_IFACE(k_c_index_castui, k_index_castui);
MLB_CANON_IFACE(k_c_extsi, k_extsi);
MLB_CANON_IFACE(k_c_trunci, k_trunci);
MLB_CANON_IFACE(k_c_addui_ext, k_addui_ext);
MLB_CANON_IFACE(k_c_mulsi_ext, k_mulsi_ext);
MLB_CANON_IFACE(k_c_mului_ext, k_mului_ext);
MLB_CANON_IFACE(k_c_bitcast, k_bitcast);
MLB_CANON_IFACE(k_c_mulf, k_mulf);
MLB_CANON_IFACE(k_c_divf, k_divf);
MLB_CANON_IFACE(k_c_truncf, k_truncf);

static const MlbIfaceEntry k_entries[] = {
    {"arith.addi", MLB_IFACE_CANONICALIZE, &k_c_addi},
    {"arith.subi", MLB_IFACE_CANONICALIZE, &k_c_subi},
    {"arith.muli", MLB_IFACE_CANONICALIZE, &k_c_muli},
    {"arith.xori", MLB_IFACE_CANONICALIZE, &k_c_xori},
    {"arith.andi", MLB_IFACE_CANONICALIZE, &k_c_andi},
    {"arith.ori", MLB_IFACE_CANONICALIZE, &k_c_ori},
    {"arith.cmpi", MLB_IFACE_CANONICALIZE, &k_c_cmpi},
    {"arith.select", MLB_IFACE_CANONICALIZE, &k_c_select},
    {"arith.index_cast", MLB_IFACE_CANONICALIZE, &k_c_index_cast},
    {"arith.index_castui", MLB_IFACE_CANONICALIZE, &k_c_index_castui},
    {"arith.extsi", MLB_IFACE_CANONICALIZE, &k_c_extsi},
    {"arith.trunci", MLB_IFACE_CANONICALIZE, &k_c_trunci},
    {"arith.addui_extended", MLB_IFACE_CANONICALIZE, &k_c_addui_ext},
    {"arith.mulsi_extended", MLB_IFACE_CANONICALIZE, &k_c_mulsi_ext},
    {"arith.mului_extended", MLB_IFACE_CANONICALIZE, &k_c_mului_ext},
    {"arith.bitcast", MLB_IFACE_CANONICALIZE, &k_c_bitcast},
    {"arith.mulf", MLB_IFACE_CANONICALIZE, &k_c_mulf},
    {"arith.divf", MLB_IFACE_CANONICALIZE, &k_c_divf},
    {"arith.truncf", MLB_IFACE_CANONICALIZE, &k_c_truncf},
};

void mlb_register_arith_patterns(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
