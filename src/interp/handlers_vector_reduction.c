/* handlers_vector_reduction.c - vector.reduction: the elements of a 1-D
 * (or 0-d) vector combined into one scalar, then with the accumulator
 * when one is given.
 *
 * As upstream's lowering to LLVM's reductions without fast-math flags:
 * float add and mul run in element order from the accumulator (or -0.0 /
 * 1.0), each step rounded to the element type; minnumf/maxnumf ignore a
 * NaN, minimumf/maximumf propagate it and order -0 before +0; integer add
 * and mul wrap at the element width, minui/maxui compare unsigned. f16 and
 * bf16 reductions are not run.
 */
#include <math.h>

#include "dialects/vector/vector.h"
#include "interp/interp_int.h"

typedef struct RedInfo {
  MlbVectorKind kind;
  MlbElemKind ek;
  uint32_t width; /* integer elements */
  bool is_f64, is_float, has_acc;
} RedInfo;

/* ==== Floats ==== */

static double minimum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b) /* -0 before +0 */
    return signbit(a) ? a : b;
  return a < b ? a : b;
}

static double maximum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}

/* One step in the element type (`f64` false: rounded to f32). */
static double combine_f(MlbVectorKind k, double a, double b, bool f64) {
  double r;
  switch (k) {
  case MLB_VK_ADD: r = f64 ? a + b : (double)((float)a + (float)b); break;
  case MLB_VK_MUL: r = f64 ? a * b : (double)((float)a * (float)b); break;
  case MLB_VK_MINNUMF: r = fmin(a, b); break;
  case MLB_VK_MAXNUMF: r = fmax(a, b); break;
  case MLB_VK_MINIMUMF: r = minimum(a, b); break;
  default: r = maximum(a, b); break;
  }
  return r;
}

static double slot_f(const RedInfo *ri, MlbISlot s) {
  return ri->is_f64 ? s.d : (double)s.f;
}

static void reduce_float(const RedInfo *ri, const MlbITensor *v,
                         const MlbISlot *acc, MlbISlot *out) {
  uint64_t n = mlb_ishape_count(v->rank, v->shape);
  bool ordered = ri->kind == MLB_VK_ADD || ri->kind == MLB_VK_MUL;
  double r = 0;
  uint64_t i = 0;
  if (ordered)
    r = acc ? slot_f(ri, *acc) : ri->kind == MLB_VK_ADD ? -0.0 : 1.0;
  else
    r = slot_f(ri, mlb_ielem_load(ri->ek, v->data)), i = 1;
  for (; i < n; i++)
    r = combine_f(ri->kind, r,
                  slot_f(ri, mlb_ielem_load(ri->ek, v->data + i * v->esize)),
                  ri->is_f64);
  if (!ordered && acc)
    r = combine_f(ri->kind, slot_f(ri, *acc), r, ri->is_f64);
  if (ri->is_f64)
    out->d = r;
  else
    out->f = (float)r;
}

/* ==== Integers ==== */

static int64_t combine_i(MlbVectorKind k, int64_t a, int64_t b, uint32_t w) {
  uint64_t ua = mlb_zext(a, w), ub = mlb_zext(b, w);
  switch (k) {
  case MLB_VK_ADD: return mlb_sext((int64_t)((uint64_t)a + (uint64_t)b), w);
  case MLB_VK_MUL: return mlb_sext((int64_t)((uint64_t)a * (uint64_t)b), w);
  case MLB_VK_MINUI: return ua <= ub ? a : b;
  case MLB_VK_MAXUI: return ua >= ub ? a : b;
  case MLB_VK_MINSI: return a <= b ? a : b;
  case MLB_VK_MAXSI: return a >= b ? a : b;
  case MLB_VK_AND: return a & b;
  case MLB_VK_OR: return a | b;
  default: return a ^ b;
  }
}

static void reduce_int(const RedInfo *ri, const MlbITensor *v,
                       const MlbISlot *acc, MlbISlot *out) {
  uint64_t n = mlb_ishape_count(v->rank, v->shape);
  int64_t r = mlb_ielem_load(ri->ek, v->data).i;
  for (uint64_t i = 1; i < n; i++)
    r = combine_i(ri->kind, r, mlb_ielem_load(ri->ek, v->data + i * v->esize).i,
                  ri->width);
  if (acc)
    r = combine_i(ri->kind, acc->i, r, ri->width);
  out->i = r;
}

static int exec_reduction(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  MLB_UNUSED(ex);
  const RedInfo *ri = ins->aux;
  const MlbITensor *v = fr[ins->opnd[0]].t;
  const MlbISlot *acc = ri->has_acc ? &fr[ins->opnd[1]] : NULL;
  MlbISlot r = {0};
  if (ri->is_float)
    reduce_float(ri, v, acc, &r);
  else
    reduce_int(ri, v, acc, &r);
  fr[ins->res[0]] = r;
  return MLB_X_NEXT;
}

/* ==== Lowering ==== */

static MlbStatus lower_reduction(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins) {
  const MlbType *vt = mlb_op_operand(op, 0)->type;
  const MlbType *rt = mlb_op_result(op, 0)->type;
  RedInfo *ri = mlb_ilower_alloc(lw, sizeof *ri);
  ri->kind = mlb_vector_kind(mlb_op_get_attr(op, "kind"));
  if (ri->kind == MLB_VK_NONE || !mlb_ifixed_vector(vt) ||
      vt->u.shaped.rank > 1)
    return mlb_ilower_unsupported(lw, op, "kind or vector type");
  ri->ek = mlb_ielem_kind(rt);
  ri->is_float = rt->kind == MLB_TYPE_FLOAT;
  ri->is_f64 = ri->is_float && rt->u.flt.kind == MLB_F64;
  if (ri->ek == MLB_EK_NONE ||
      (ri->is_float && rt->u.flt.kind != MLB_F32 && !ri->is_f64))
    return mlb_ilower_unsupported(lw, op, "element type");
  ri->width = rt->kind == MLB_TYPE_INTEGER ? rt->u.integer.width : 64;
  ri->has_acc = op->num_operands > 1;
  ins->aux = ri;
  return MLB_SUCCESS;
}

static const MlbIOpDef reduction_defs[] = {
    {"vector.reduction", exec_reduction, lower_reduction, NULL, false},
};

void mlb_interp_register_vector_reduction(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, reduction_defs, MLB_ARRAY_LEN(reduction_defs));
}
