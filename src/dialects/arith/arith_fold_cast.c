/* arith_fold_cast.c - folders of arith's integer casts and float ops, as
 * upstream's ArithOps.cpp:
 *
 *  - extui/extsi/trunci/index_cast/index_castui fold constants;
 *    ext(ext(x)) and trunc(trunc(x)) take the inner operand in place;
 *    trunc(ext(x)) is x when the types agree, else truncates x in place
 *    when x is wider; index_cast(index_cast(x)) is x when the types agree
 *    (even through a narrower middle type: LLVM 22 does not check widths);
 *  - addf/subf/mulf/divf fold constants of the IEEE types and identities
 *    (x + -0, x - +0, x * 1, x / 1); cmpf folds constants; commutative
 *    float ops move a constant left operand right.
 */
#include "dialects/arith/arith_canon_int.h"
#include "interfaces/registrations.h"

#include <math.h>

static MlbFoldStatus give_value(MlbFoldResult *out, MlbValue *v) {
  out[0].value = v;
  return MLB_FOLD_RESULTS;
}

/* Commutative float ops: a constant left operand moves right. */
static bool move_constants_right(MlbOperation *op, MlbAttr *const *cst) {
  if (op->num_operands != 2 || !cst[0] || cst[1])
    return false;
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  mlb_op_set_operand(op, 0, r);
  mlb_op_set_operand(op, 1, l);
  return true;
}

/* ==== Integer casts ==== */

static MlbFoldStatus fold_int_cast(MlbContext *ctx, MlbOperation *op,
                                   MlbAttr *const *cst, MlbFoldResult *out,
                                   bool sign_extend) {
  MlbType *from = mlb_op_operand(op, 0)->type;
  MlbType *to = mlb_op_result(op, 0)->type;
  int64_t v;
  if (!mlb_arith_width(from) || !mlb_arith_width(to) ||
      !mlb_arith_attr_int(cst[0], &v))
    return MLB_FOLD_FAILED;
  int64_t r = sign_extend ? v : (int64_t)mlb_arith_umask(from, v);
  out[0].attr = mlb_attr_int(ctx, to, r);
  return MLB_FOLD_RESULTS;
}

/* op(op(x)) -> op(x) in place (extui, extsi, trunci). */
static bool take_inner(MlbOperation *op, const char *inner) {
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  if (!mlb_arith_is(d, inner))
    return false;
  mlb_op_set_operand(op, 0, mlb_op_operand(d, 0));
  return true;
}

static MlbFoldStatus fold_extsi(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  if (take_inner(op, "arith.extsi"))
    return MLB_FOLD_IN_PLACE;
  return fold_int_cast(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_extui(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  if (take_inner(op, "arith.extui"))
    return MLB_FOLD_IN_PLACE;
  return fold_int_cast(ctx, op, cst, out, false);
}

static MlbFoldStatus fold_trunci(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  MlbType *to = mlb_op_result(op, 0)->type;
  if (mlb_arith_is(d, "arith.extui") || mlb_arith_is(d, "arith.extsi")) {
    MlbValue *x = mlb_op_operand(d, 0);
    if (mlb_arith_width(x->type) > mlb_arith_width(to)) {
      mlb_op_set_operand(op, 0, x);
      return MLB_FOLD_IN_PLACE;
    }
    if (x->type == to)
      return give_value(out, x);
  }
  if (take_inner(op, "arith.trunci"))
    return MLB_FOLD_IN_PLACE;
  return fold_int_cast(ctx, op, cst, out, true);
}

/* Constants first, then the round trip. */
static MlbFoldStatus fold_index_cast(MlbContext *ctx, MlbOperation *op,
                                     MlbAttr *const *cst, MlbFoldResult *out,
                                     const char *self, bool sign) {
  if (fold_int_cast(ctx, op, cst, out, sign) == MLB_FOLD_RESULTS)
    return MLB_FOLD_RESULTS;
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  if (!mlb_arith_is(d, self))
    return MLB_FOLD_FAILED;
  MlbValue *x = mlb_op_operand(d, 0);
  if (x->type != mlb_op_result(op, 0)->type)
    return MLB_FOLD_FAILED;
  return give_value(out, x);
}

static MlbFoldStatus fold_index_cast_s(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst,
                                       MlbFoldResult *out) {
  return fold_index_cast(ctx, op, cst, out, "arith.index_cast", true);
}

static MlbFoldStatus fold_index_cast_u(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst,
                                       MlbFoldResult *out) {
  return fold_index_cast(ctx, op, cst, out, "arith.index_castui", false);
}

/* ==== Floats ==== */

typedef enum FloatOp { F_ADD, F_SUB, F_MUL, F_DIV } FloatOp;

static bool float_val(const MlbAttr *a, double *v) {
  if (!a || a->kind != MLB_ATTR_FLOAT || a->u.flt.text)
    return false;
  *v = a->u.flt.value;
  return true;
}

static bool is_float_const(const MlbValue *v, double want, bool neg_zero) {
  double d;
  const MlbAttr *a = mlb_value_constant(v);
  if (!float_val(a, &d) || d != want)
    return false;
  return want != 0 || (signbit(d) != 0) == neg_zero;
}

static MlbFoldStatus fold_float_binary(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst,
                                       MlbFoldResult *out, FloatOp k) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  double a, b, res = 0;
  if (t->kind != MLB_TYPE_FLOAT)
    return MLB_FOLD_FAILED;
  if ((k == F_ADD && is_float_const(r, 0, true)) ||
      (k == F_SUB && is_float_const(r, 0, false)) ||
      ((k == F_MUL || k == F_DIV) && is_float_const(r, 1, false)))
    return give_value(out, l);
  MlbFloatKind fk = t->u.flt.kind;
  bool exact = fk == MLB_F16 || fk == MLB_BF16 || fk == MLB_F32 ||
               fk == MLB_F64;
  if (exact && float_val(cst[0], &a) && float_val(cst[1], &b)) {
    switch (k) {
    case F_ADD: res = a + b; break;
    case F_SUB: res = a - b; break;
    case F_MUL: res = a * b; break;
    case F_DIV: res = a / b; break;
    }
    if (fk == MLB_F32)
      res = (double)(float)res;
    out[0].attr = mlb_attr_float(ctx, t, res);
    return MLB_FOLD_RESULTS;
  }
  if ((k == F_ADD || k == F_MUL) && move_constants_right(op, cst))
    return MLB_FOLD_IN_PLACE;
  return MLB_FOLD_FAILED;
}

#define FLOAT_FOLDER(fn, k)                                                    \
  static MlbFoldStatus fn(MlbContext *ctx, MlbOperation *op,                   \
                          MlbAttr *const *cst, MlbFoldResult *out) {           \
    return fold_float_binary(ctx, op, cst, out, k);                            \
  }
FLOAT_FOLDER(fold_addf, F_ADD)
FLOAT_FOLDER(fold_subf, F_SUB)
FLOAT_FOLDER(fold_mulf, F_MUL)
FLOAT_FOLDER(fold_divf, F_DIV)

/* Commutative ops without other folds here (max/min of floats). */
static MlbFoldStatus fold_commutative(MlbContext *ctx, MlbOperation *op,
                                      MlbAttr *const *cst,
                                      MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  if (op->num_operands == 2 && op->num_results == 1 &&
      mlb_op_operand(op, 0) == mlb_op_operand(op, 1))
    return give_value(out, mlb_op_operand(op, 0));
  return move_constants_right(op, cst) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* cmpf of two constants; NaN makes ordered predicates false. */
static MlbFoldStatus fold_cmpf(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbAttr *pa = mlb_op_get_prop(op, "predicate");
  MlbType *rt = mlb_op_result(op, 0)->type;
  double a, b;
  if (!pa || pa->kind != MLB_ATTR_INTEGER || rt != ctx->t_i1)
    return MLB_FOLD_FAILED;
  int64_t p = pa->u.integer.value;
  if (p == 0 || p == 15)
    return (out[0].attr = mlb_attr_int(ctx, rt, p == 15), MLB_FOLD_RESULTS);
  if (!float_val(cst[0], &a) || !float_val(cst[1], &b))
    return MLB_FOLD_FAILED;
  bool uno = isnan(a) || isnan(b);
  bool r;
  switch (p) {
  case 1: case 8: r = a == b; break;
  case 2: case 9: r = a > b; break;
  case 3: case 10: r = a >= b; break;
  case 4: case 11: r = a < b; break;
  case 5: case 12: r = a <= b; break;
  case 6: case 13: r = a != b; break;
  default: r = false; break;
  }
  if (p == 7)
    r = !uno;
  else if (p == 14)
    r = uno;
  else if (p < 8)
    r = r && !uno;
  else
    r = r || uno;
  return (out[0].attr = mlb_attr_int(ctx, rt, r), MLB_FOLD_RESULTS);
}

/* ==== Registration ==== */

#define FOLD_TABLE(name, fn)                                                   \
  static const MlbFoldIface name = {.fold = fn,                                \
                                    .materialize = mlb_arith_materialize}
#define COMM_TABLE(name, fn)                                                   \
  static const MlbFoldIface name = {.fold = fn,                                \
                                    .materialize = mlb_arith_materialize,      \
                                    .commutative = true}
FOLD_TABLE(k_f_extsi, fold_extsi);
FOLD_TABLE(k_f_extui, fold_extui);
FOLD_TABLE(k_f_trunci, fold_trunci);
FOLD_TABLE(k_f_index_cast, fold_index_cast_s);
FOLD_TABLE(k_f_index_castui, fold_index_cast_u);
FOLD_TABLE(k_f_cmpf, fold_cmpf);
COMM_TABLE(k_f_addf, fold_addf);
FOLD_TABLE(k_f_subf, fold_subf);
COMM_TABLE(k_f_mulf, fold_mulf);
FOLD_TABLE(k_f_divf, fold_divf);
COMM_TABLE(k_f_commutative, fold_commutative);
FOLD_TABLE(k_f_other, NULL);

static const MlbIfaceEntry k_entries[] = {
    {"arith.extsi", MLB_IFACE_FOLD, &k_f_extsi},
    {"arith.extui", MLB_IFACE_FOLD, &k_f_extui},
    {"arith.trunci", MLB_IFACE_FOLD, &k_f_trunci},
    {"arith.index_cast", MLB_IFACE_FOLD, &k_f_index_cast},
    {"arith.index_castui", MLB_IFACE_FOLD, &k_f_index_castui},
    {"arith.cmpf", MLB_IFACE_FOLD, &k_f_cmpf},
    {"arith.addf", MLB_IFACE_FOLD, &k_f_addf},
    {"arith.subf", MLB_IFACE_FOLD, &k_f_subf},
    {"arith.mulf", MLB_IFACE_FOLD, &k_f_mulf},
    {"arith.divf", MLB_IFACE_FOLD, &k_f_divf},
    {"arith.maximumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.minimumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.maxnumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.minnumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.remf", MLB_IFACE_FOLD, &k_f_other},
    {"arith.negf", MLB_IFACE_FOLD, &k_f_other},
};

void mlb_register_arith_cast_folds(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
