/* handlers_arith_float.c - interpreter handlers of arith's float ops:
 * arithmetic, min/max, comparisons and the casts to, from and between
 * float types.
 *
 * f32 values are computed in float so that every operation rounds as
 * upstream's compiled code does; f16 and bf16 are computed in float and
 * rounded back to their format (exact for +, -, *, / since float has more
 * than twice their precision); f64 in double. Each op has one exec per
 * format, indexed by MlbFloatKind (f16, bf16, f32, f64 come first).
 */
#include <math.h>

#include "interp/interp_int.h"

#define FA (fr[ins->opnd[0]].f)
#define FB (fr[ins->opnd[1]].f)
#define DA (fr[ins->opnd[0]].d)
#define DB (fr[ins->opnd[1]].d)
#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* Format of a scalar float type (0..3 = f16, bf16, f32, f64), else -1. */
static int float_kind(const MlbType *t) {
  if (t->kind != MLB_TYPE_FLOAT || t->u.flt.kind > MLB_F64)
    return -1;
  return (int)t->u.flt.kind;
}

#define FLOAT_OP(name, ef, ed)                                                 \
  EXEC(name##_f32) {                                                           \
    MLB_UNUSED(ex);                                                            \
    float a = FA, b = FB;                                                      \
    fr[ins->res[0]].f = (ef);                                                  \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  EXEC(name##_f16) {                                                           \
    MLB_UNUSED(ex);                                                            \
    float a = FA, b = FB;                                                      \
    fr[ins->res[0]].f = mlb_round_half((ef), false);                           \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  EXEC(name##_bf16) {                                                          \
    MLB_UNUSED(ex);                                                            \
    float a = FA, b = FB;                                                      \
    fr[ins->res[0]].f = mlb_round_half((ef), true);                            \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  EXEC(name##_f64) {                                                           \
    MLB_UNUSED(ex);                                                            \
    double a = DA, b = DB;                                                     \
    fr[ins->res[0]].d = (ed);                                                  \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  static const MlbExecFn name##_v[4] = {name##_f16, name##_bf16, name##_f32,   \
                                        name##_f64};

/* IEEE 754-2019 maximum/minimum: NaN propagates, -0 < +0. */
static double maximum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}
static double minimum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b)
    return signbit(a) ? a : b;
  return a < b ? a : b;
}

FLOAT_OP(addf, a + b, a + b)
FLOAT_OP(subf, a - b, a - b)
FLOAT_OP(mulf, a * b, a * b)
FLOAT_OP(divf, a / b, a / b)
FLOAT_OP(remf, fmodf(a, b), fmod(a, b))
FLOAT_OP(maximumf, (float)maximum(a, b), maximum(a, b))
FLOAT_OP(minimumf, (float)minimum(a, b), minimum(a, b))
FLOAT_OP(maxnumf, fmaxf(a, b), fmax(a, b))
FLOAT_OP(minnumf, fminf(a, b), fmin(a, b))

EXEC(negf_f32) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].f = -FA;
  return MLB_X_NEXT;
}
/* Negation is exact in every format: no rounding needed for f16/bf16. */
EXEC(negf_f64) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].d = -DA;
  return MLB_X_NEXT;
}
static const MlbExecFn negf_v[4] = {negf_f32, negf_f32, negf_f32, negf_f64};

static MlbStatus lower_float_op(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  int k = float_kind(mlb_op_result(op, 0)->type);
  if (k < 0)
    return mlb_ilower_unsupported(lw, op, "non-scalar or unsupported float type");
  ins->fn = ((const MlbExecFn *)mlb_ilower_def(op)->data)[k];
  return MLB_SUCCESS;
}

/* ==== cmpf ==== */

/* arith::CmpFPredicate: ordered predicates are false on NaN, unordered
 * ones true. */
static bool cmp_float(int64_t pred, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (pred) {
  case 0: return false;
  case 1: return !uno && a == b;
  case 2: return !uno && a > b;
  case 3: return !uno && a >= b;
  case 4: return !uno && a < b;
  case 5: return !uno && a <= b;
  case 6: return !uno && a != b;
  case 7: return !uno;
  case 8: return uno || a == b;
  case 9: return uno || a > b;
  case 10: return uno || a >= b;
  case 11: return uno || a < b;
  case 12: return uno || a <= b;
  case 13: return uno || a != b;
  case 14: return uno;
  default: return true;
  }
}

EXEC(cmpf_f) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = MLB_IBOOL(cmp_float(ins->imm, FA, FB));
  return MLB_X_NEXT;
}
EXEC(cmpf_d) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = MLB_IBOOL(cmp_float(ins->imm, DA, DB));
  return MLB_X_NEXT;
}

static MlbStatus lower_cmpf(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  int k = float_kind(mlb_op_operand(op, 0)->type);
  MlbAttr *p = mlb_op_get_attr(op, "predicate");
  if (k < 0 || !p || p->kind != MLB_ATTR_INTEGER)
    return mlb_ilower_unsupported(lw, op, "operand type or predicate");
  ins->imm = p->u.integer.value;
  ins->fn = k == MLB_F64 ? cmpf_d : cmpf_f;
  return MLB_SUCCESS;
}

/* ==== Casts ==== */

/* Writes a double to a slot of float kind k, rounding to the format. */
static inline void put_float(MlbISlot *s, int k, double v) {
  if (k == MLB_F64)
    s->d = v;
  else if (k == MLB_F32)
    s->f = (float)v;
  else
    s->f = mlb_round_half((float)v, k == MLB_BF16);
}
static inline double get_float(const MlbISlot *s, int k) {
  return k == MLB_F64 ? s->d : (double)s->f;
}

/* Casts keep the source format in imm and the result format in k.i; the
 * integer width is ins->width. */
EXEC(sitofp) {
  MLB_UNUSED(ex);
  put_float(&fr[ins->res[0]], (int)ins->k.i, (double)fr[ins->opnd[0]].i);
  return MLB_X_NEXT;
}
EXEC(uitofp) {
  MLB_UNUSED(ex);
  uint64_t v = mlb_zext(fr[ins->opnd[0]].i, ins->width);
  put_float(&fr[ins->res[0]], (int)ins->k.i, (double)v);
  return MLB_X_NEXT;
}

/* Out-of-range conversions are poison upstream; we saturate. */
static int64_t to_signed(double v, uint32_t w) {
  double hi = ldexp(1.0, (int)w - 1);
  if (isnan(v))
    return 0;
  if (v >= hi)
    return w >= 64 ? INT64_MAX : (int64_t)hi - 1;
  if (v < -hi)
    return w >= 64 ? INT64_MIN : -(int64_t)hi;
  return (int64_t)v;
}
static int64_t to_unsigned(double v, uint32_t w) {
  double hi = ldexp(1.0, (int)w);
  if (isnan(v) || v <= -1.0)
    return 0;
  if (v >= hi)
    return mlb_sext(-1, w);
  return mlb_sext((int64_t)(uint64_t)v, w);
}

EXEC(fptosi) {
  MLB_UNUSED(ex);
  double v = get_float(&fr[ins->opnd[0]], (int)ins->imm);
  fr[ins->res[0]].i = to_signed(v, ins->width);
  return MLB_X_NEXT;
}
EXEC(fptoui) {
  MLB_UNUSED(ex);
  double v = get_float(&fr[ins->opnd[0]], (int)ins->imm);
  fr[ins->res[0]].i = to_unsigned(v, ins->width);
  return MLB_X_NEXT;
}
EXEC(float_convert) {
  MLB_UNUSED(ex);
  put_float(&fr[ins->res[0]], (int)ins->k.i,
            get_float(&fr[ins->opnd[0]], (int)ins->imm));
  return MLB_X_NEXT;
}

static uint32_t type_width(const MlbType *t) {
  return t->kind == MLB_TYPE_INDEX ? 64
         : t->kind == MLB_TYPE_INTEGER ? t->u.integer.width
                                        : 0;
}

static MlbStatus lower_float_cast(MlbILower *lw, MlbOperation *op,
                                  MlbIns *ins) {
  MlbType *from = mlb_op_operand(op, 0)->type, *to = mlb_op_result(op, 0)->type;
  int kf = float_kind(from), kt = float_kind(to);
  ins->imm = kf;
  ins->k.i = kt;
  ins->width = kf < 0 ? type_width(from) : type_width(to);
  bool ok = (kf < 0) != (kt < 0) ? ins->width > 0 : kf >= 0;
  if (!ok)
    return mlb_ilower_unsupported(lw, op, "operand or result type");
  return MLB_SUCCESS;
}

/* ==== bitcast ==== */

EXEC(bits_to_float) {
  MLB_UNUSED(ex);
  uint64_t v = (uint64_t)fr[ins->opnd[0]].i;
  MlbISlot *r = &fr[ins->res[0]];
  switch (ins->k.i) {
  case MLB_F64: memcpy(&r->d, &v, 8); break;
  case MLB_F32: {
    uint32_t u = (uint32_t)v;
    memcpy(&r->f, &u, 4);
    break;
  }
  case MLB_BF16: r->f = mlb_bf16_to_float((uint16_t)v); break;
  default: r->f = mlb_f16_to_float((uint16_t)v); break;
  }
  return MLB_X_NEXT;
}
EXEC(float_to_bits) {
  MLB_UNUSED(ex);
  const MlbISlot *a = &fr[ins->opnd[0]];
  int64_t v;
  switch (ins->imm) {
  case MLB_F64: memcpy(&v, &a->d, 8); break;
  case MLB_F32: {
    uint32_t u;
    memcpy(&u, &a->f, 4);
    v = (int64_t)u;
    break;
  }
  case MLB_BF16: v = mlb_bf16_from_float(a->f); break;
  default: v = mlb_f16_from_float(a->f); break;
  }
  fr[ins->res[0]].i = mlb_sext(v, ins->width);
  return MLB_X_NEXT;
}
EXEC(copy_bits) {
  MLB_UNUSED(ex);
  fr[ins->res[0]] = fr[ins->opnd[0]];
  return MLB_X_NEXT;
}

static MlbStatus lower_bitcast(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(lower_float_cast(lw, op, ins));
  int kf = (int)ins->imm, kt = (int)ins->k.i;
  ins->fn = kf < 0 && kt >= 0   ? bits_to_float
            : kf >= 0 && kt < 0 ? float_to_bits
                                : copy_bits;
  return MLB_SUCCESS;
}

#define FOP(n) {"arith." #n, NULL, lower_float_op, n##_v, true}
#define FCAST(n) {"arith." #n, n, lower_float_cast, NULL, true}

static const MlbIOpDef arith_float_defs[] = {
    FOP(addf), FOP(subf), FOP(mulf), FOP(divf), FOP(remf),
    FOP(maximumf), FOP(minimumf), FOP(maxnumf), FOP(minnumf), FOP(negf),
    {"arith.cmpf", NULL, lower_cmpf, NULL, true},
    FCAST(sitofp), FCAST(uitofp), FCAST(fptosi), FCAST(fptoui),
    {"arith.extf", float_convert, lower_float_cast, NULL, true},
    {"arith.truncf", float_convert, lower_float_cast, NULL, true},
    {"arith.bitcast", NULL, lower_bitcast, NULL, true},
};

void mlb_interp_register_arith_float(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, arith_float_defs,
                          MLB_ARRAY_LEN(arith_float_defs));
}
