/* handlers_math.c - interpreter handlers of the math dialect.
 *
 * Float functions come from libm, in float for f32 (as upstream's lowering
 * calls sinf, expf, ...), in double for f64, and in float rounded back for
 * f16/bf16. Each table entry names the float and double function; the exec
 * function reaches them through ins->aux.
 */
#include <math.h>

#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef struct MathFns {
  float (*f)(float);
  double (*d)(double);
  float (*f2)(float, float);
  double (*d2)(double, double);
} MathFns;

static float rsqrtf_(float x) { return 1.0f / sqrtf(x); }
static double rsqrt_(double x) { return 1.0 / sqrt(x); }
/* Round half to even in the default rounding mode. */
static float roundevenf_(float x) { return rintf(x); }
static double roundeven_(double x) { return rint(x); }

static int float_kind(const MlbType *t) {
  if (t->kind != MLB_TYPE_FLOAT || t->u.flt.kind > MLB_F64)
    return -1;
  return (int)t->u.flt.kind;
}

/* ==== Unary and binary float functions ==== */

EXEC(unary_f32) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  fr[ins->res[0]].f = m->f(fr[ins->opnd[0]].f);
  return MLB_X_NEXT;
}
EXEC(unary_half) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  fr[ins->res[0]].f = mlb_round_half(m->f(fr[ins->opnd[0]].f), ins->imm);
  return MLB_X_NEXT;
}
EXEC(unary_f64) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  fr[ins->res[0]].d = m->d(fr[ins->opnd[0]].d);
  return MLB_X_NEXT;
}
EXEC(binary_f32) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  fr[ins->res[0]].f = m->f2(fr[ins->opnd[0]].f, fr[ins->opnd[1]].f);
  return MLB_X_NEXT;
}
EXEC(binary_half) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  float v = m->f2(fr[ins->opnd[0]].f, fr[ins->opnd[1]].f);
  fr[ins->res[0]].f = mlb_round_half(v, ins->imm);
  return MLB_X_NEXT;
}
EXEC(binary_f64) {
  MLB_UNUSED(ex);
  const MathFns *m = ins->aux;
  fr[ins->res[0]].d = m->d2(fr[ins->opnd[0]].d, fr[ins->opnd[1]].d);
  return MLB_X_NEXT;
}

static MlbStatus lower_float_fn(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  int k = float_kind(mlb_op_result(op, 0)->type);
  if (k < 0)
    return mlb_ilower_unsupported(lw, op, "non-scalar or unsupported type");
  const MathFns *m = mlb_ilower_def(op)->data;
  ins->aux = (void *)m;
  ins->imm = k == MLB_BF16;
  if (m->f)
    ins->fn = k == MLB_F64 ? unary_f64 : k == MLB_F32 ? unary_f32 : unary_half;
  else
    ins->fn = k == MLB_F64 ? binary_f64 : k == MLB_F32 ? binary_f32
                                                       : binary_half;
  return MLB_SUCCESS;
}

/* ==== fma and fpowi ==== */

EXEC(fma_f32) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].f = fmaf(fr[ins->opnd[0]].f, fr[ins->opnd[1]].f,
                           fr[ins->opnd[2]].f);
  return MLB_X_NEXT;
}
EXEC(fma_f64) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].d = fma(fr[ins->opnd[0]].d, fr[ins->opnd[1]].d,
                          fr[ins->opnd[2]].d);
  return MLB_X_NEXT;
}

static MlbStatus lower_fma(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  int k = float_kind(mlb_op_result(op, 0)->type);
  if (k != MLB_F32 && k != MLB_F64)
    return mlb_ilower_unsupported(lw, op, "only f32 and f64");
  ins->fn = k == MLB_F64 ? fma_f64 : fma_f32;
  return MLB_SUCCESS;
}

EXEC(fpowi_f32) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].f =
      powf(fr[ins->opnd[0]].f, (float)fr[ins->opnd[1]].i);
  return MLB_X_NEXT;
}
EXEC(fpowi_f64) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].d = pow(fr[ins->opnd[0]].d, (double)fr[ins->opnd[1]].i);
  return MLB_X_NEXT;
}

static MlbStatus lower_fpowi(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(lower_fma(lw, op, ins));
  ins->fn = ins->fn == fma_f64 ? fpowi_f64 : fpowi_f32;
  return MLB_SUCCESS;
}

/* ==== Float classification (result i1) ==== */

EXEC(classify) {
  MLB_UNUSED(ex);
  double v = ins->k.i ? fr[ins->opnd[0]].d : (double)fr[ins->opnd[0]].f;
  bool r;
  switch (ins->imm) {
  case 0: r = isnan(v); break;
  case 1: r = isinf(v); break;
  case 2: r = isfinite(v); break;
  default: r = isnormal(v); break;
  }
  fr[ins->res[0]].i = MLB_IBOOL(r);
  return MLB_X_NEXT;
}

static MlbStatus lower_classify(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  int k = float_kind(mlb_op_operand(op, 0)->type);
  if (k < 0)
    return mlb_ilower_unsupported(lw, op, "non-scalar or unsupported type");
  ins->k.i = k == MLB_F64;
  ins->imm = *(const int *)mlb_ilower_def(op)->data;
  return MLB_SUCCESS;
}

/* ==== Integer functions ==== */

EXEC(absi) {
  MLB_UNUSED(ex);
  int64_t a = fr[ins->opnd[0]].i;
  fr[ins->res[0]].i = mlb_sext(a < 0 ? (int64_t)(0 - (uint64_t)a) : a,
                               ins->width);
  return MLB_X_NEXT;
}
EXEC(ctlz) {
  MLB_UNUSED(ex);
  uint64_t a = mlb_zext(fr[ins->opnd[0]].i, ins->width);
  int64_t n = 0;
  for (int32_t b = (int32_t)ins->width - 1; b >= 0 && !((a >> b) & 1); b--)
    n++;
  fr[ins->res[0]].i = n;
  return MLB_X_NEXT;
}
EXEC(cttz) {
  MLB_UNUSED(ex);
  uint64_t a = mlb_zext(fr[ins->opnd[0]].i, ins->width);
  int64_t n = 0;
  for (uint32_t b = 0; b < ins->width && !((a >> b) & 1); b++)
    n++;
  fr[ins->res[0]].i = n;
  return MLB_X_NEXT;
}
EXEC(ctpop) {
  MLB_UNUSED(ex);
  uint64_t a = mlb_zext(fr[ins->opnd[0]].i, ins->width);
  int64_t n = 0;
  for (; a; a &= a - 1)
    n++;
  fr[ins->res[0]].i = n;
  return MLB_X_NEXT;
}
/* Integer power by squaring; negative exponents as upstream's expansion:
 * 1 / base^-e (0 unless base is 1 or -1), division by zero stops. */
EXEC(ipowi) {
  int64_t b = fr[ins->opnd[0]].i, e = fr[ins->opnd[1]].i;
  if (e < 0) {
    if (b == 0)
      return mlb_iexec_error(ex, ins, "integer division by zero in math.ipowi");
    fr[ins->res[0]].i = b == 1 ? 1 : b == -1 ? ((e & 1) ? -1 : 1) : 0;
    return MLB_X_NEXT;
  }
  uint64_t r = 1, x = (uint64_t)b;
  for (; e; e >>= 1, x *= x)
    if (e & 1)
      r *= x;
  fr[ins->res[0]].i = mlb_sext((int64_t)r, ins->width);
  return MLB_X_NEXT;
}

static MlbStatus lower_int_fn(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_UNUSED(ins);
  MlbType *t = mlb_op_result(op, 0)->type;
  if (t->kind != MLB_TYPE_INTEGER && t->kind != MLB_TYPE_INDEX)
    return mlb_ilower_unsupported(lw, op, "non-scalar type");
  return MLB_SUCCESS;
}

#define U(n, cf, cd)                                                           \
  {"math." #n, NULL, lower_float_fn, &(const MathFns){cf, cd, NULL, NULL}, true}
#define U1(n) U(n, n##f, n)
#define B1(n, cf, cd)                                                          \
  {"math." #n, NULL, lower_float_fn, &(const MathFns){NULL, NULL, cf, cd}, true}
#define CL(n, k) {"math." #n, classify, lower_classify, &(const int){k}, true}
#define I1(n) {"math." #n, n, lower_int_fn, NULL, true}

static const MlbIOpDef math_defs[] = {
    U(absf, fabsf, fabs), U1(ceil), U1(floor), U1(round),
    U(roundeven, roundevenf_, roundeven_), U1(trunc), U1(sqrt),
    U(rsqrt, rsqrtf_, rsqrt_), U1(exp), U1(exp2), U1(expm1), U1(log),
    U1(log2), U1(log10), U1(log1p), U1(sin), U1(cos), U1(tan), U1(asin),
    U1(acos), U1(atan), U1(sinh), U1(cosh), U1(tanh), U1(asinh), U1(acosh),
    U1(atanh), U1(erf), U1(erfc), U1(cbrt),
    B1(powf, powf, pow), B1(atan2, atan2f, atan2),
    B1(copysign, copysignf, copysign),
    {"math.fma", NULL, lower_fma, NULL, true},
    {"math.fpowi", NULL, lower_fpowi, NULL, true},
    CL(isnan, 0), CL(isinf, 1), CL(isfinite, 2), CL(isnormal, 3),
    I1(absi), I1(ctlz), I1(cttz), I1(ctpop), I1(ipowi),
};

void mlb_interp_register_math(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, math_defs, MLB_ARRAY_LEN(math_defs));
}
