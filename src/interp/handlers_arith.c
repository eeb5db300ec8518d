/* handlers_arith.c - interpreter handlers of arith's integer ops: constants,
 * binary and extended arithmetic, comparisons, select and integer casts
 * (float ops are in handlers_arith_float.c).
 *
 * Values are canonical (sign-extended to 64 bits, see interp_int.h). Each
 * binary op has a 64-bit exec (i64/index, no re-extension) and a narrow
 * one that re-extends from ins->width; the lowering picks one. Arithmetic
 * is done on uint64_t so that wrap-around is defined. Division by zero
 * (undefined behaviour upstream) stops execution with an error.
 */
#include "interp/interp_int.h"

#define A (fr[ins->opnd[0]].i)
#define B (fr[ins->opnd[1]].i)
#define R (fr[ins->res[0]].i)
#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Type checks ==== */

static bool scalar_int(const MlbType *t) {
  return t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX;
}

/* Integer ops run on scalars only: vector/tensor forms are rejected. */
static MlbStatus require_scalar_ints(MlbILower *lw, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!scalar_int(mlb_op_operand(op, i)->type))
      return mlb_ilower_unsupported(lw, op, "non-scalar operands");
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!scalar_int(mlb_op_result(op, i)->type))
      return mlb_ilower_unsupported(lw, op, "non-scalar results");
  return MLB_SUCCESS;
}

static uint32_t int_width(const MlbType *t) {
  return t->kind == MLB_TYPE_INDEX ? 64 : t->u.integer.width;
}

/* ==== Binary ops with wrap-around ==== */

#define WRAP_BINOP(name, expr)                                                 \
  EXEC(name##_64) {                                                            \
    MLB_UNUSED(ex);                                                            \
    uint64_t a = (uint64_t)A, b = (uint64_t)B;                                 \
    R = (int64_t)(expr);                                                       \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  EXEC(name##_n) {                                                             \
    MLB_UNUSED(ex);                                                            \
    uint64_t a = (uint64_t)A, b = (uint64_t)B;                                 \
    R = mlb_sext((int64_t)(expr), ins->width);                                 \
    return MLB_X_NEXT;                                                         \
  }                                                                            \
  static const MlbExecFn name##_v[2] = {name##_64, name##_n};

WRAP_BINOP(addi, a + b)
WRAP_BINOP(subi, a - b)
WRAP_BINOP(muli, a * b)
WRAP_BINOP(andi, a & b)
WRAP_BINOP(ori, a | b)
WRAP_BINOP(xori, a ^ b)
/* Shifting by the width or more is poison upstream; we produce 0. */
WRAP_BINOP(shli, mlb_zext((int64_t)b, ins->width) >= ins->width ? 0 : a << b)
WRAP_BINOP(shrui, mlb_zext((int64_t)b, ins->width) >= ins->width
                      ? 0
                      : mlb_zext((int64_t)a, ins->width) >> b)
WRAP_BINOP(shrsi, (uint64_t)((int64_t)a >>
                             (mlb_zext((int64_t)b, ins->width) >= ins->width
                                  ? 63
                                  : b)))

static MlbStatus lower_binop(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(require_scalar_ints(lw, op));
  const MlbExecFn *v = mlb_ilower_def(op)->data;
  ins->fn = ins->width >= 64 ? v[0] : v[1];
  return MLB_SUCCESS;
}

/* ==== Min / max (unsigned order is preserved by canonical form) ==== */

EXEC(maxsi) { MLB_UNUSED(ex); R = A > B ? A : B; return MLB_X_NEXT; }
EXEC(minsi) { MLB_UNUSED(ex); R = A < B ? A : B; return MLB_X_NEXT; }
EXEC(maxui) {
  MLB_UNUSED(ex);
  R = (uint64_t)A > (uint64_t)B ? A : B;
  return MLB_X_NEXT;
}
EXEC(minui) {
  MLB_UNUSED(ex);
  R = (uint64_t)A < (uint64_t)B ? A : B;
  return MLB_X_NEXT;
}

/* ==== Division ==== */

static int div_by_zero(MlbExec *ex, const MlbIns *ins) {
  return mlb_iexec_error(ex, ins, "integer division by zero");
}

/* Signed quotient truncated toward zero; INT_MIN / -1 wraps. */
static int64_t sdiv(int64_t a, int64_t b) {
  return b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
}
static int64_t srem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }

#define DIV_OP(name, expr)                                                     \
  EXEC(name) {                                                                 \
    int64_t a = A, b = B;                                                      \
    if (b == 0)                                                                \
      return div_by_zero(ex, ins);                                             \
    uint32_t w = ins->width;                                                   \
    MLB_UNUSED(w);                                                             \
    R = mlb_sext((int64_t)(expr), ins->width);                                 \
    return MLB_X_NEXT;                                                         \
  }

static int64_t floordiv(int64_t a, int64_t b) {
  int64_t q = sdiv(a, b);
  if (q * b != a && ((a < 0) != (b < 0)))
    q--;
  return q;
}
static int64_t ceildiv(int64_t a, int64_t b) {
  int64_t q = sdiv(a, b);
  if (q * b != a && ((a < 0) == (b < 0)))
    q++;
  return q;
}
static uint64_t ceildivu(uint64_t a, uint64_t b) {
  return a / b + (a % b != 0);
}

DIV_OP(divsi, sdiv(a, b))
DIV_OP(remsi, srem(a, b))
DIV_OP(floordivsi, floordiv(a, b))
DIV_OP(ceildivsi, ceildiv(a, b))
DIV_OP(divui, mlb_zext(a, w) / mlb_zext(b, w))
DIV_OP(remui, mlb_zext(a, w) % mlb_zext(b, w))
DIV_OP(ceildivui, ceildivu(mlb_zext(a, w), mlb_zext(b, w)))

/* ==== Extended arithmetic ==== */

EXEC(addui_extended) {
  MLB_UNUSED(ex);
  uint32_t w = ins->width;
  uint64_t a = mlb_zext(A, w), b = mlb_zext(B, w);
  uint64_t sum = a + b;
  bool carry = w >= 64 ? sum < a : (sum >> w) != 0;
  fr[ins->res[0]].i = mlb_sext((int64_t)sum, w);
  fr[ins->res[1]].i = MLB_IBOOL(carry);
  return MLB_X_NEXT;
}

/* 64x64 -> 128-bit product from 32-bit halves. */
static void mul_wide(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo) {
  uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu,
           bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  *lo = (mid << 32) | (ll & 0xffffffffu);
  *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* The 2w-bit product of two w-bit values as 128 bits (hi:lo); the signed
 * product corrects the unsigned product of the sign-extended operands. */
static void mul_extended(MlbISlot *fr, const MlbIns *ins, bool is_signed) {
  uint32_t w = ins->width;
  uint64_t a = is_signed ? (uint64_t)A : mlb_zext(A, w);
  uint64_t b = is_signed ? (uint64_t)B : mlb_zext(B, w);
  uint64_t hi, lo;
  mul_wide(a, b, &hi, &lo);
  if (is_signed) {
    if (A < 0)
      hi -= b;
    if (B < 0)
      hi -= a;
  }
  uint64_t high = w >= 64 ? hi : (lo >> w) | (hi << (64 - w));
  fr[ins->res[0]].i = mlb_sext((int64_t)lo, w);
  fr[ins->res[1]].i = mlb_sext((int64_t)high, w);
}

EXEC(mulsi_extended) {
  MLB_UNUSED(ex);
  mul_extended(fr, ins, true);
  return MLB_X_NEXT;
}
EXEC(mului_extended) {
  MLB_UNUSED(ex);
  mul_extended(fr, ins, false);
  return MLB_X_NEXT;
}

static MlbStatus lower_checked(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_UNUSED(ins);
  return require_scalar_ints(lw, op);
}

/* ==== Comparisons ==== */

#define CMP(name, expr)                                                        \
  EXEC(cmpi_##name) {                                                          \
    MLB_UNUSED(ex);                                                            \
    int64_t a = A, b = B;                                                      \
    R = MLB_IBOOL(expr);                                                       \
    return MLB_X_NEXT;                                                         \
  }
CMP(eq, a == b)
CMP(ne, a != b)
CMP(slt, a < b)
CMP(sle, a <= b)
CMP(sgt, a > b)
CMP(sge, a >= b)
CMP(ult, (uint64_t)a < (uint64_t)b)
CMP(ule, (uint64_t)a <= (uint64_t)b)
CMP(ugt, (uint64_t)a > (uint64_t)b)
CMP(uge, (uint64_t)a >= (uint64_t)b)

/* Indexed by arith::CmpIPredicate. */
static const MlbExecFn cmpi_fns[] = {cmpi_eq,  cmpi_ne,  cmpi_slt, cmpi_sle,
                                     cmpi_sgt, cmpi_sge, cmpi_ult, cmpi_ule,
                                     cmpi_ugt, cmpi_uge};

static MlbStatus lower_cmpi(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(require_scalar_ints(lw, op));
  MlbAttr *p = mlb_op_get_attr(op, "predicate");
  if (!p || p->kind != MLB_ATTR_INTEGER || p->u.integer.value < 0 ||
      p->u.integer.value >= (int64_t)MLB_ARRAY_LEN(cmpi_fns))
    return mlb_ilower_unsupported(lw, op, "predicate");
  ins->fn = cmpi_fns[p->u.integer.value];
  return MLB_SUCCESS;
}

/* ==== Select ==== */

EXEC(select_scalar) {
  MLB_UNUSED(ex);
  fr[ins->res[0]] = fr[ins->opnd[fr[ins->opnd[0]].i ? 1 : 2]];
  return MLB_X_NEXT;
}
EXEC(select_memref) {
  MLB_UNUSED(ex);
  mlb_imemref_assign(fr[ins->res[0]].m,
                     fr[ins->opnd[fr[ins->opnd[0]].i ? 1 : 2]].m);
  return MLB_X_NEXT;
}

static MlbStatus lower_select(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  if (!mlb_type_is_int(mlb_op_operand(op, 0)->type, 1))
    return mlb_ilower_unsupported(lw, op, "vector condition");
  if (mlb_ilower_slot_is_memref(lw, ins->res[0]))
    ins->fn = select_memref;
  return MLB_SUCCESS;
}

/* ==== Constants ==== */

EXEC(constant) {
  MLB_UNUSED(ex);
  R = ins->imm;
  return MLB_X_NEXT;
}
EXEC(constant_f32) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].f = ins->k.f;
  return MLB_X_NEXT;
}
EXEC(constant_f64) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].d = ins->k.d;
  return MLB_X_NEXT;
}

static MlbStatus lower_constant(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *v = mlb_op_get_attr(op, "value");
  MlbType *t = mlb_op_result(op, 0)->type;
  if (v && v->kind == MLB_ATTR_INTEGER && scalar_int(t) && !v->u.integer.big) {
    ins->imm = mlb_sext(v->u.integer.value, int_width(t));
    return MLB_SUCCESS;
  }
  if (v && v->kind == MLB_ATTR_FLOAT && t->kind == MLB_TYPE_FLOAT &&
      t->u.flt.kind <= MLB_F64) {
    if (t->u.flt.kind == MLB_F64) {
      ins->k.d = v->u.flt.value;
      ins->fn = constant_f64;
    } else {
      ins->k.f = (float)v->u.flt.value;
      ins->fn = constant_f32;
    }
    return MLB_SUCCESS;
  }
  if (t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_VECTOR)
    return mlb_ilower_tensor_constant(lw, op, ins);
  return mlb_ilower_unsupported(lw, op, "constants of this type");
}

/* ==== Integer casts ==== */

EXEC(copy_value) {
  MLB_UNUSED(ex);
  fr[ins->res[0]] = fr[ins->opnd[0]];
  return MLB_X_NEXT;
}
/* Zero-extend from the source width (imm), then to the result width. */
EXEC(zext_value) {
  MLB_UNUSED(ex);
  R = mlb_sext((int64_t)mlb_zext(A, (uint32_t)ins->imm), ins->width);
  return MLB_X_NEXT;
}
/* Truncate (re-extend from the narrower result width). */
EXEC(trunc_value) {
  MLB_UNUSED(ex);
  R = mlb_sext(A, ins->width);
  return MLB_X_NEXT;
}

/* ==== index_cast / index_castui on memrefs ====
 * Upstream has no lowering of this form; One-Shot Bufferize makes it from
 * an index_cast on tensors, and calls the result the very buffer of the
 * source with the other element type (canonicalize folds a cast of a cast
 * back to the source on that ground). Between i64 and index the elements
 * are the same 64-bit values: the result is the source's descriptor, a
 * view. Between types of different sizes the view would convert every
 * access; that is not run. */
EXEC(memref_view_cast) {
  MLB_UNUSED(ex);
  mlb_imemref_assign(fr[ins->res[0]].m, fr[ins->opnd[0]].m);
  return MLB_X_NEXT;
}

static MlbStatus lower_memref_int_cast(MlbILower *lw, MlbOperation *op,
                                       MlbIns *ins) {
  MlbType *ft = mlb_type_element(mlb_op_operand(op, 0)->type);
  MlbType *tt = mlb_type_element(mlb_op_result(op, 0)->type);
  if (!scalar_int(ft) || !scalar_int(tt) || int_width(ft) != int_width(tt))
    return mlb_ilower_unsupported(lw, op, "memrefs of element types of "
                                          "different widths");
  ins->fn = memref_view_cast;
  return MLB_SUCCESS;
}

static MlbStatus lower_int_cast(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  if (mlb_type_is_memref(mlb_op_operand(op, 0)->type) &&
      mlb_type_is_memref(mlb_op_result(op, 0)->type))
    return lower_memref_int_cast(lw, op, ins);
  MLB_TRY(require_scalar_ints(lw, op));
  uint32_t from = int_width(mlb_op_operand(op, 0)->type);
  uint32_t to = int_width(mlb_op_result(op, 0)->type);
  ins->width = to;
  ins->imm = from;
  bool zext = mlb_ilower_def(op)->data != NULL;
  if (to <= from)
    ins->fn = to == from ? copy_value : trunc_value;
  else
    ins->fn = zext ? zext_value : copy_value;
  return MLB_SUCCESS;
}

#define BIN(n) {"arith." #n, NULL, lower_binop, n##_v, true}
#define CHK(n) {"arith." #n, n, lower_checked, NULL, true}
static const char zext_tag = 1;

static const MlbIOpDef arith_int_defs[] = {
    BIN(addi), BIN(subi), BIN(muli), BIN(andi), BIN(ori), BIN(xori),
    BIN(shli), BIN(shrui), BIN(shrsi),
    CHK(maxsi), CHK(minsi), CHK(maxui), CHK(minui),
    CHK(divsi), CHK(remsi), CHK(floordivsi), CHK(ceildivsi),
    CHK(divui), CHK(remui), CHK(ceildivui),
    CHK(addui_extended), CHK(mulsi_extended), CHK(mului_extended),
    {"arith.cmpi", NULL, lower_cmpi, NULL, true},
    {"arith.select", select_scalar, lower_select, NULL, true},
    {"arith.constant", constant, lower_constant, NULL, false},
    {"arith.extsi", NULL, lower_int_cast, NULL, true},
    {"arith.extui", NULL, lower_int_cast, &zext_tag, true},
    {"arith.trunci", NULL, lower_int_cast, NULL, true},
    {"arith.index_cast", NULL, lower_int_cast, NULL, true},
    {"arith.index_castui", NULL, lower_int_cast, &zext_tag, true},
};

void mlb_interp_register_arith(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, arith_int_defs, MLB_ARRAY_LEN(arith_int_defs));
}
