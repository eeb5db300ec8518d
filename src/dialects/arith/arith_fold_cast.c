/* arith_fold_cast.c - folders of arith's integer casts and float ops, as
 * upstream's ArithOps.cpp:
 *
 *  - extui/extsi/trunci/index_cast/index_castui fold constants;
 *    ext(ext(x)) and trunc(trunc(x)) take the inner operand in place;
 *    trunc(ext(x)) is x when the types agree, else truncates x in place
 *    when x is wider; index_cast(index_cast(x)) is x when the types agree
 *    (even through a narrower middle type: LLVM 22 does not check widths);
 *  - addf/subf/mulf/divf/remf fold constants of the IEEE types (f16,
 *    bf16, f32, f64) and identities (x + -0, x - +0, x * 1, x / 1, x * 0
 *    under nnan+nsz); maximumf/minimumf/maxnumf/minnumf fold constants,
 *    equal operands and their neutral infinity / NaN; negf(negf(x)); extf,
 *    truncf fold constants converting without loss, truncf(extf(x));
 *    sitofp/uitofp round constants once (ints beyond 53 bits only to
 *    f32/f64), fptosi/fptoui truncate in-range constants; bitcast of
 *    scalar constants; cmpf of constants (a NaN side decides alone);
 *    commutative float ops move a constant left operand right.
 */
#include "dialects/arith/arith_canon_int.h"
#include "dialects/common.h"
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
  int64_t r = sign_extend ? mlb_arith_signed(from, v)
                          : (int64_t)mlb_arith_umask(from, v);
  out[0].attr = mlb_attr_int(ctx, to, r);
  return MLB_FOLD_RESULTS;
}

/* op(op(x)) -> op(x) in place (extui, extsi, trunci). */
static bool take_inner(MlbOperation *op, const char *inner) {
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(d, inner))
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
  if (mlb_op_is(d, "arith.extui") || mlb_op_is(d, "arith.extsi")) {
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
  if (!mlb_op_is(d, self))
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

typedef enum FloatOp { F_ADD, F_SUB, F_MUL, F_DIV, F_REM } FloatOp;

/* The IEEE kinds whose values are exact doubles. */
static bool ieee_kind(const MlbType *t) {
  if (t->kind != MLB_TYPE_FLOAT)
    return false;
  MlbFloatKind k = t->u.flt.kind;
  return k == MLB_F16 || k == MLB_BF16 || k == MLB_F32 || k == MLB_F64;
}

static bool float_val(const MlbAttr *a, double *v) {
  if (!a || a->kind != MLB_ATTR_FLOAT || a->u.flt.text || !ieee_kind(a->type))
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

static bool any_zero(const MlbValue *v) {
  double d;
  return float_val(mlb_value_constant(v), &d) && d == 0;
}

/* Fastmath flags nnan and nsz are both set. */
static bool no_nans_no_signed_zeros(MlbOperation *op) {
  int64_t m = mlb_flag_attr_mask(&mlb_fastmath_flags,
                                 mlb_op_get_prop(op, "fastmath"));
  return m > 0 && (m & 2) && (m & 8);
}

static MlbFoldStatus give_float(MlbContext *ctx, MlbFoldResult *out,
                                MlbType *t, double v) {
  out[0].attr = mlb_attr_float(ctx, t, v);
  return MLB_FOLD_RESULTS;
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
  if (k == F_MUL && no_nans_no_signed_zeros(op) && any_zero(r))
    return give_value(out, r);
  if (float_val(cst[0], &a) && float_val(cst[1], &b)) {
    switch (k) {
    case F_ADD: res = a + b; break;
    case F_SUB: res = a - b; break;
    case F_MUL: res = a * b; break;
    case F_DIV: res = a / b; break;
    case F_REM: res = fmod(a, b); break;
    }
    if (t->u.flt.kind == MLB_F32)
      res = (double)(float)res;
    return give_float(ctx, out, t, res);
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
FLOAT_FOLDER(fold_remf, F_REM)

/* ==== Float min / max ==== */

typedef enum MinMax { MM_MAXIMUM, MM_MINIMUM, MM_MAXNUM, MM_MINNUM } MinMax;

/* llvm::maximum / minimum (NaN wins, -0 < +0) and maxnum / minnum (NaN
 * loses); NULL when the quiet NaN to return would need new bits. */
static const MlbAttr *min_max(MinMax k, const MlbAttr *x, const MlbAttr *y) {
  double a = x->u.flt.value, b = y->u.flt.value;
  bool num = k == MM_MAXNUM || k == MM_MINNUM;
  bool max = k == MM_MAXIMUM || k == MM_MAXNUM;
  if (isnan(a) || isnan(b)) {
    const MlbAttr *n = isnan(a) ? x : y, *o = isnan(a) ? y : x;
    const MlbAttr *pick = num && !isnan(o->u.flt.value) ? o : n;
    return pick == n && !num ? n : pick;
  }
  if (a == 0 && b == 0 && signbit(a) != signbit(b))
    return (signbit(a) != 0) == max ? y : x;
  return (max ? a < b : b < a) ? y : x;
}

static MlbFoldStatus fold_min_max(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbFoldResult *out,
                                  MinMax k) {
  MLB_UNUSED(ctx);
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  double b;
  if (l == r)
    return give_value(out, r);
  if (float_val(cst[1], &b) &&
      ((k == MM_MAXIMUM && isinf(b) && b < 0) ||
       (k == MM_MINIMUM && isinf(b) && b > 0) ||
       ((k == MM_MAXNUM || k == MM_MINNUM) && isnan(b))))
    return give_value(out, l);
  double a;
  if (float_val(cst[0], &a) && float_val(cst[1], &b)) {
    const MlbAttr *m = min_max(k, cst[0], cst[1]);
    if (m) {
      out[0].attr = (MlbAttr *)m;
      return MLB_FOLD_RESULTS;
    }
  }
  return move_constants_right(op, cst) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

#define MINMAX_FOLDER(fn, k)                                                   \
  static MlbFoldStatus fn(MlbContext *ctx, MlbOperation *op,                   \
                          MlbAttr *const *cst, MlbFoldResult *out) {           \
    return fold_min_max(ctx, op, cst, out, k);                                 \
  }
MINMAX_FOLDER(fold_maximumf, MM_MAXIMUM)
MINMAX_FOLDER(fold_minimumf, MM_MINIMUM)
MINMAX_FOLDER(fold_maxnumf, MM_MAXNUM)
MINMAX_FOLDER(fold_minnumf, MM_MINNUM)

/* ==== negf and float conversions ==== */

static MlbFoldStatus fold_negf(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  MlbType *t = mlb_op_result(op, 0)->type;
  if (mlb_op_is(d, "arith.negf"))
    return give_value(out, mlb_op_operand(d, 0));
  if (!cst[0] || cst[0]->kind != MLB_ATTR_FLOAT || !ieee_kind(t))
    return MLB_FOLD_FAILED;
  uint64_t sign = (uint64_t)1 << (mlb_type_bitwidth(t) - 1);
  out[0].attr = mlb_attr_float_bits(ctx, t, cst[0]->u.flt.bits ^ sign);
  return MLB_FOLD_RESULTS;
}

/* v as a constant of type t, when that loses no information. */
static MlbAttr *convert_exact(MlbContext *ctx, MlbType *t, double v) {
  if (isnan(v) || !ieee_kind(t))
    return NULL;
  MlbAttr *a = mlb_attr_float(ctx, t, v);
  return a->u.flt.value == v ? a : NULL;
}

static MlbFoldStatus fold_extf(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbType *t = mlb_op_result(op, 0)->type;
  double a;
  if (!float_val(cst[0], &a) || !(out[0].attr = convert_exact(ctx, t, a)))
    return MLB_FOLD_FAILED;
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_truncf(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  double a;
  if (mlb_op_is(d, "arith.extf") && ieee_kind(t)) {
    MlbValue *x = mlb_op_operand(d, 0);
    uint32_t wx = mlb_type_bitwidth(x->type), wt = mlb_type_bitwidth(t);
    bool fits = ieee_kind(x->type) &&
                !(x->type->u.flt.kind == MLB_F16 &&
                  mlb_op_result(d, 0)->type->u.flt.kind == MLB_BF16);
    if (fits && wx > wt) {
      mlb_op_set_operand(op, 0, x);
      return MLB_FOLD_IN_PLACE;
    }
    if (fits && x->type == t)
      return give_value(out, x);
  }
  if (!float_val(cst[0], &a) || !(out[0].attr = convert_exact(ctx, t, a)))
    return MLB_FOLD_FAILED;
  return MLB_FOLD_RESULTS;
}

/* Integer constant to float, rounded to nearest even once. */
static MlbFoldStatus fold_int_to_float(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst, MlbFoldResult *out,
                                       bool sign) {
  MlbType *from = mlb_op_operand(op, 0)->type, *t = mlb_op_result(op, 0)->type;
  int64_t v;
  if (!ieee_kind(t) || !mlb_arith_width(from) ||
      !mlb_arith_attr_int(cst[0], &v))
    return MLB_FOLD_FAILED;
  uint64_t u = mlb_arith_umask(from, v);
  if (sign)
    v = mlb_arith_signed(from, v);
  bool small = sign ? (v > -((int64_t)1 << 53) && v < ((int64_t)1 << 53))
                    : u < ((uint64_t)1 << 53);
  double d;
  if (t->u.flt.kind == MLB_F32)
    d = sign ? (double)(float)v : (double)(float)u;
  else if (t->u.flt.kind == MLB_F64 || small)
    d = sign ? (double)v : (double)u;
  else
    return MLB_FOLD_FAILED;
  return give_float(ctx, out, t, d);
}

static MlbFoldStatus fold_sitofp(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_int_to_float(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_uitofp(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_int_to_float(ctx, op, cst, out, false);
}

/* Float constant to integer, toward zero; no fold out of range. */
static MlbFoldStatus fold_float_to_int(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst, MlbFoldResult *out,
                                       bool sign) {
  MlbType *t = mlb_op_result(op, 0)->type;
  uint32_t w = mlb_arith_width(t);
  double a;
  if (!w || !float_val(cst[0], &a) || isnan(a))
    return MLB_FOLD_FAILED;
  double z = trunc(a), lim = ldexp(1.0, (int)w - (sign ? 1 : 0));
  if (sign ? (z < -lim || z >= lim) : (z < 0 || z >= lim))
    return MLB_FOLD_FAILED;
  int64_t r = sign ? (int64_t)z
                   : (int64_t)(z >= ldexp(1.0, 63) ? (uint64_t)(z - ldexp(1.0, 63)) +
                                                         ((uint64_t)1 << 63)
                                                   : (uint64_t)z);
  out[0].attr = mlb_attr_int(ctx, t, r);
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_fptosi(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_float_to_int(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_fptoui(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_float_to_int(ctx, op, cst, out, false);
}

/* Scalar bit casts between integers and IEEE floats of one width. */
static MlbFoldStatus fold_bitcast(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbFoldResult *out) {
  MlbType *t = mlb_op_result(op, 0)->type;
  const MlbAttr *a = cst[0];
  uint64_t bits;
  int64_t v;
  if (!a)
    return MLB_FOLD_FAILED;
  if (a->kind == MLB_ATTR_FLOAT && ieee_kind(a->type))
    bits = a->u.flt.bits;
  else if (mlb_arith_attr_int(a, &v) && a->type->kind == MLB_TYPE_INTEGER)
    bits = mlb_arith_umask(a->type, v);
  else
    return MLB_FOLD_FAILED;
  if (ieee_kind(t))
    out[0].attr = mlb_attr_float_bits(ctx, t, bits);
  else if (t->kind == MLB_TYPE_INTEGER && t->u.integer.width <= 64)
    out[0].attr = mlb_attr_int(ctx, t, (int64_t)bits);
  else
    return MLB_FOLD_FAILED;
  return MLB_FOLD_RESULTS;
}

/* cmpf of two constants; when one is NaN the other counts as NaN too. */
static MlbFoldStatus fold_cmpf(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbAttr *pa = mlb_op_get_prop(op, "predicate");
  MlbType *rt = mlb_op_result(op, 0)->type;
  double a = 0, b = 0;
  bool ha = float_val(cst[0], &a), hb = float_val(cst[1], &b);
  if (!pa || pa->kind != MLB_ATTR_INTEGER || rt != ctx->t_i1)
    return MLB_FOLD_FAILED;
  if (ha && isnan(a))
    b = a, hb = true;
  if (hb && isnan(b))
    a = b, ha = true;
  if (!ha || !hb)
    return MLB_FOLD_FAILED;
  int64_t p = pa->u.integer.value;
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
  if (p == 0 || p == 15)
    r = p == 15;
  else if (p == 7)
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
COMM_TABLE(k_f_maximumf, fold_maximumf);
COMM_TABLE(k_f_minimumf, fold_minimumf);
COMM_TABLE(k_f_maxnumf, fold_maxnumf);
COMM_TABLE(k_f_minnumf, fold_minnumf);
FOLD_TABLE(k_f_remf, fold_remf);
FOLD_TABLE(k_f_negf, fold_negf);
FOLD_TABLE(k_f_extf, fold_extf);
FOLD_TABLE(k_f_truncf, fold_truncf);
FOLD_TABLE(k_f_sitofp, fold_sitofp);
FOLD_TABLE(k_f_uitofp, fold_uitofp);
FOLD_TABLE(k_f_fptosi, fold_fptosi);
FOLD_TABLE(k_f_fptoui, fold_fptoui);
FOLD_TABLE(k_f_bitcast, fold_bitcast);

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
    {"arith.maximumf", MLB_IFACE_FOLD, &k_f_maximumf},
    {"arith.minimumf", MLB_IFACE_FOLD, &k_f_minimumf},
    {"arith.maxnumf", MLB_IFACE_FOLD, &k_f_maxnumf},
    {"arith.minnumf", MLB_IFACE_FOLD, &k_f_minnumf},
    {"arith.remf", MLB_IFACE_FOLD, &k_f_remf},
    {"arith.negf", MLB_IFACE_FOLD, &k_f_negf},
    {"arith.extf", MLB_IFACE_FOLD, &k_f_extf},
    {"arith.truncf", MLB_IFACE_FOLD, &k_f_truncf},
    {"arith.sitofp", MLB_IFACE_FOLD, &k_f_sitofp},
    {"arith.uitofp", MLB_IFACE_FOLD, &k_f_uitofp},
    {"arith.fptosi", MLB_IFACE_FOLD, &k_f_fptosi},
    {"arith.fptoui", MLB_IFACE_FOLD, &k_f_fptoui},
    {"arith.bitcast", MLB_IFACE_FOLD, &k_f_bitcast},
};

void mlb_register_arith_cast_folds(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
