/* handlers_index.c - interpreter handlers of the index dialect. The
 * interpreter's index type is 64 bits wide, so every op works on full
 * int64 values; casts to and from iN truncate or extend.
 */
#include "interp/interp_int.h"

#define A (fr[ins->opnd[0]].i)
#define B (fr[ins->opnd[1]].i)
#define R (fr[ins->res[0]].i)
#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

#define WRAP(name, expr)                                                       \
  EXEC(name) {                                                                 \
    MLB_UNUSED(ex);                                                            \
    uint64_t a = (uint64_t)A, b = (uint64_t)B;                                 \
    R = (int64_t)(expr);                                                       \
    return MLB_X_NEXT;                                                         \
  }

WRAP(add, a + b)
WRAP(sub, a - b)
WRAP(mul, a * b)
WRAP(and_, a & b)
WRAP(or_, a | b)
WRAP(xor_, a ^ b)
/* Shifts by 64 or more are poison upstream; we produce 0 (or the sign). */
WRAP(shl, b >= 64 ? 0 : a << b)
WRAP(shru, b >= 64 ? 0 : a >> b)
WRAP(shrs, (uint64_t)((int64_t)a >> (b >= 64 ? 63 : b)))
WRAP(maxs, (int64_t)a > (int64_t)b ? a : b)
WRAP(mins, (int64_t)a < (int64_t)b ? a : b)
WRAP(maxu, a > b ? a : b)
WRAP(minu, a < b ? a : b)

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
  return q * b != a && (a < 0) != (b < 0) ? q - 1 : q;
}
static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b;
  return q * b != a && (a < 0) == (b < 0) ? q + 1 : q;
}

#define DIV(name, expr)                                                        \
  EXEC(name) {                                                                 \
    int64_t a = A, b = B;                                                      \
    if (b == 0)                                                                \
      return mlb_iexec_error(ex, ins, "integer division by zero");             \
    R = (int64_t)(expr);                                                       \
    return MLB_X_NEXT;                                                         \
  }

DIV(divs, b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b)
DIV(rems, b == -1 ? 0 : a % b)
DIV(divu, (uint64_t)a / (uint64_t)b)
DIV(remu, (uint64_t)a % (uint64_t)b)
DIV(floordivs, floor_div(a, b))
DIV(ceildivs, ceil_div(a, b))
DIV(ceildivu, (uint64_t)a / (uint64_t)b + ((uint64_t)a % (uint64_t)b != 0))

/* ==== cmp ==== */

EXEC(cmp) {
  MLB_UNUSED(ex);
  int64_t a = A, b = B;
  bool r;
  switch (ins->imm) {
  case 0: r = a == b; break;
  case 1: r = a != b; break;
  case 2: r = a < b; break;
  case 3: r = a <= b; break;
  case 4: r = a > b; break;
  case 5: r = a >= b; break;
  case 6: r = (uint64_t)a < (uint64_t)b; break;
  case 7: r = (uint64_t)a <= (uint64_t)b; break;
  case 8: r = (uint64_t)a > (uint64_t)b; break;
  default: r = (uint64_t)a >= (uint64_t)b; break;
  }
  R = MLB_IBOOL(r);
  return MLB_X_NEXT;
}

/* The predicate is printed as `#index<cmp_predicate slt>`. */
static MlbStatus lower_cmp(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  static const char *const names[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                      "sge", "ult", "ule", "ugt", "uge"};
  static const char prefix[] = "#index<cmp_predicate ";
  MlbAttr *p = mlb_op_get_attr(op, "pred");
  if (p && p->kind == MLB_ATTR_OPAQUE &&
      !strncmp(p->u.opaque.text, prefix, sizeof prefix - 1)) {
    const char *t = p->u.opaque.text + sizeof prefix - 1;
    for (uint32_t i = 0; i < MLB_ARRAY_LEN(names); i++) {
      size_t n = strlen(names[i]);
      if (!strncmp(t, names[i], n) && !strcmp(t + n, ">")) {
        ins->imm = i;
        return MLB_SUCCESS;
      }
    }
  }
  return mlb_ilower_unsupported(lw, op, "predicate");
}

/* ==== Constants, casts, sizeof ==== */

EXEC(constant) {
  MLB_UNUSED(ex);
  R = ins->imm;
  return MLB_X_NEXT;
}

static MlbStatus lower_constant(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *v = mlb_op_get_attr(op, "value");
  if (!v || v->kind != MLB_ATTR_INTEGER)
    return mlb_ilower_unsupported(lw, op, "value");
  ins->imm = v->u.integer.value;
  if (v->type && mlb_type_is_int(v->type, 1))
    ins->imm = MLB_IBOOL(v->u.integer.value);
  return MLB_SUCCESS;
}

static MlbStatus lower_sizeof(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_UNUSED(lw);
  MLB_UNUSED(op);
  ins->imm = 8;
  return MLB_SUCCESS;
}

/* casts: sign-extend iN -> index, truncate index -> iN; castu
 * zero-extends. The narrower width is ins->width. */
EXEC(casts) {
  MLB_UNUSED(ex);
  R = mlb_sext(A, ins->width);
  return MLB_X_NEXT;
}
EXEC(castu) {
  MLB_UNUSED(ex);
  R = ins->imm ? (int64_t)mlb_zext(A, ins->width) : mlb_sext(A, ins->width);
  return MLB_X_NEXT;
}

static MlbStatus lower_cast(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *from = mlb_op_operand(op, 0)->type, *to = mlb_op_result(op, 0)->type;
  MlbType *narrow = from->kind == MLB_TYPE_INDEX ? to : from;
  if (narrow->kind == MLB_TYPE_INDEX) {
    ins->width = 64;
    return MLB_SUCCESS;
  }
  if (narrow->kind != MLB_TYPE_INTEGER)
    return mlb_ilower_unsupported(lw, op, "operand type");
  ins->width = narrow->u.integer.width;
  ins->imm = from->kind != MLB_TYPE_INDEX; /* widening */
  return MLB_SUCCESS;
}

#define OP(n, f) {"index." n, f, NULL, NULL, false}

static const MlbIOpDef index_defs[] = {
    OP("add", add), OP("sub", sub), OP("mul", mul), OP("and", and_),
    OP("or", or_), OP("xor", xor_), OP("shl", shl), OP("shru", shru),
    OP("shrs", shrs), OP("maxs", maxs), OP("mins", mins), OP("maxu", maxu),
    OP("minu", minu), OP("divs", divs), OP("rems", rems), OP("divu", divu),
    OP("remu", remu), OP("floordivs", floordivs), OP("ceildivs", ceildivs),
    OP("ceildivu", ceildivu),
    {"index.cmp", cmp, lower_cmp, NULL, false},
    {"index.constant", constant, lower_constant, NULL, false},
    {"index.bool.constant", constant, lower_constant, NULL, false},
    {"index.sizeof", constant, lower_sizeof, NULL, false},
    {"index.casts", casts, lower_cast, NULL, false},
    {"index.castu", castu, lower_cast, NULL, false},
};

void mlb_interp_register_index(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, index_defs, MLB_ARRAY_LEN(index_defs));
}
