/* arith_canon.c - folders of the arith ops and their constant
 * materializer, as upstream's ArithOps.cpp folds (scalars up to 64 bits):
 *
 *  - integer binary ops fold two constants (wrapping; no folding of
 *    division by zero or signed overflow of divsi), and identities:
 *    x+0, x-0, x-x, x*0, x*1, x/1, x%1, x&0, x&-1, x&x, x|0, x|-1, x|x,
 *    x^0, x^x, (a-b)+b, (a+b)-b, min/max of equal operands;
 *  - commutative ops move constant operands to the right (in place);
 *  - cmpi folds constants and equal operands, and moves a constant left
 *    operand right by swapping the predicate; cmpf folds constants;
 *  - select folds equal values, constant conditions and `select %c,
 *    true, false`; casts fold constants and cast round trips.
 * Constants are arith.constant ops (every dialect whose folders give
 * attributes here materializes through mlb_arith_materialize).
 */
#include "transforms/fold.h"

#include "dialects/arith/arith_canon.h"
#include "ir/types_int.h"
#include "interfaces/registrations.h"

#include <math.h>

static bool op_is(const MlbOperation *op, const char *name) {
  return op && strcmp(op->name, name) == 0;
}

/* ==== Materializer ==== */

MlbOperation *mlb_arith_materialize(MlbRewriter *rw, MlbAttr *attr,
                                    MlbType *type, MlbAttr *loc) {
  if (!attr || attr->type != type)
    return NULL;
  if (attr->kind != MLB_ATTR_INTEGER && attr->kind != MLB_ATTR_FLOAT &&
      attr->kind != MLB_ATTR_DENSE)
    return NULL;
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, "value", attr);
  mlb_vec_push(&st.result_types, type);
  return mlb_builder_insert(&rw->b, &st);
}

/* ==== Integer helpers ==== */

static uint32_t int_width(const MlbType *t) {
  if (t->kind == MLB_TYPE_INDEX)
    return 64;
  if (t->kind == MLB_TYPE_INTEGER)
    return t->u.integer.width;
  return 0;
}

/* Scalar integer constant (widths up to 64). */
static bool const_int(const MlbAttr *a, int64_t *v) {
  if (!a || a->kind != MLB_ATTR_INTEGER || a->u.integer.big)
    return false;
  if (int_width(a->type) == 0 || int_width(a->type) > 64)
    return false;
  *v = a->u.integer.value;
  return true;
}

static uint64_t umask(const MlbType *t, int64_t v) {
  uint32_t w = int_width(t);
  return w >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << w) - 1);
}

static bool is_const_int(const MlbValue *v, int64_t want) {
  int64_t c;
  return const_int(mlb_value_constant(v), &c) &&
         c == mlb_int_normalize(v->type, want);
}

static MlbFoldStatus give_value(MlbFoldResult *out, MlbValue *v) {
  out[0].value = v;
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus give_int(MlbContext *ctx, MlbFoldResult *out,
                              MlbType *t, int64_t v) {
  out[0].attr = mlb_attr_int(ctx, t, v);
  return MLB_FOLD_RESULTS;
}

/* ==== Integer binary ops ==== */

typedef enum IntOp {
  I_ADD, I_SUB, I_MUL, I_DIVU, I_DIVS, I_REMU, I_REMS, I_AND, I_OR, I_XOR,
  I_SHL, I_SHRU, I_SHRS, I_MAXS, I_MAXU, I_MINS, I_MINU, I_CEILDIVU,
  I_CEILDIVS, I_FLOORDIVS
} IntOp;

static bool fold_division(IntOp k, MlbType *t, int64_t a, int64_t b,
                          int64_t *r) {
  uint64_t ua = umask(t, a), ub = umask(t, b);
  int64_t min = mlb_int_normalize(t, (int64_t)((uint64_t)1
                                               << (int_width(t) - 1)));
  if (b == 0)
    return false;
  bool ovf = a == min && b == -1;
  switch (k) {
  case I_DIVU: *r = (int64_t)(ua / ub); return true;
  case I_REMU: *r = (int64_t)(ua % ub); return true;
  case I_DIVS: *r = a / b; return !ovf;
  case I_REMS: *r = ovf ? 0 : a % b; return true;
  case I_CEILDIVU: *r = (int64_t)(ua / ub + (ua % ub != 0)); return true;
  case I_CEILDIVS:
    if (ovf)
      return false;
    *r = a / b + ((a % b != 0) && ((a < 0) == (b < 0)));
    return true;
  case I_FLOORDIVS:
    if (ovf)
      return false;
    *r = a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
    return true;
  default: return false;
  }
}

static bool fold_int_consts(IntOp k, MlbType *t, int64_t a, int64_t b,
                            int64_t *r) {
  uint32_t w = int_width(t);
  uint64_t ua = umask(t, a), ub = umask(t, b);
  switch (k) {
  case I_ADD: *r = (int64_t)((uint64_t)a + (uint64_t)b); return true;
  case I_SUB: *r = (int64_t)((uint64_t)a - (uint64_t)b); return true;
  case I_MUL: *r = (int64_t)((uint64_t)a * (uint64_t)b); return true;
  case I_AND: *r = a & b; return true;
  case I_OR: *r = a | b; return true;
  case I_XOR: *r = a ^ b; return true;
  case I_SHL: if (ub >= w) return false; *r = (int64_t)(ua << ub); return true;
  case I_SHRU: if (ub >= w) return false; *r = (int64_t)(ua >> ub); return true;
  case I_SHRS:
    if (ub >= w)
      return false;
    *r = ub == 0 ? a : (a >> ub);
    return true;
  case I_MAXS: *r = a > b ? a : b; return true;
  case I_MINS: *r = a < b ? a : b; return true;
  case I_MAXU: *r = ua > ub ? a : b; return true;
  case I_MINU: *r = ua < ub ? a : b; return true;
  default: return fold_division(k, t, a, b, r);
  }
}

static bool is_all_ones(const MlbValue *v) { return is_const_int(v, -1); }

/* Identities with one non-constant side; NULL when none applies. */
static MlbValue *int_identity(IntOp k, MlbOperation *op, int64_t *cst,
                              bool *as_const) {
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  *as_const = false;
  bool r0 = is_const_int(r, 0), r1 = is_const_int(r, 1);
  switch (k) {
  case I_ADD: case I_OR: case I_XOR: case I_SHL: case I_SHRU: case I_SHRS:
    if (r0)
      return l;
    break;
  case I_SUB:
    if (r0)
      return l;
    break;
  case I_MUL:
    if (r0)
      return r;
    if (r1)
      return l;
    break;
  case I_DIVU: case I_DIVS: case I_CEILDIVU: case I_CEILDIVS:
  case I_FLOORDIVS:
    if (r1)
      return l;
    break;
  case I_REMU: case I_REMS:
    if (r1) {
      *as_const = true;
      *cst = 0;
    }
    break;
  case I_AND:
    if (r0)
      return r;
    if (is_all_ones(r) || l == r)
      return l;
    break;
  default:
    break;
  }
  /* ori(x, all-ones) folds to the attribute, not to the operand: upstream
   * materializes a fresh constant, which decides constant order. */
  if (k == I_OR && is_all_ones(r)) {
    *as_const = true;
    *cst = -1;
    return NULL;
  }
  if (k == I_OR && l == r)
    return l;
  if ((k == I_MAXS || k == I_MAXU || k == I_MINS || k == I_MINU) && l == r)
    return l;
  if ((k == I_SUB || k == I_XOR) && l == r) {
    *as_const = true;
    *cst = 0;
  }
  return NULL;
}

/* (a - b) + b -> a, b + (a - b) -> a, (a + b) - b -> a, (a + b) - a -> b */
static MlbValue *add_sub_cancel(IntOp k, MlbOperation *op) {
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  MlbOperation *ld = l->def_op, *rd = r->def_op;
  if (k == I_ADD) {
    if (ld && op_is(ld, "arith.subi") &&
        mlb_op_operand(ld, 1) == r)
      return mlb_op_operand(ld, 0);
    if (rd && op_is(rd, "arith.subi") &&
        mlb_op_operand(rd, 1) == l)
      return mlb_op_operand(rd, 0);
  } else if (k == I_SUB && ld && op_is(ld, "arith.addi")) {
    if (mlb_op_operand(ld, 1) == r)
      return mlb_op_operand(ld, 0);
    if (mlb_op_operand(ld, 0) == r)
      return mlb_op_operand(ld, 1);
  }
  return NULL;
}

/* ==== Commutative ops: constants to the right ==== */

/* Stable partition of the operands: non-constants first (upstream's
 * foldCommutative). True when the order changed. */
static bool move_constants_right(MlbOperation *op, MlbAttr *const *cst) {
  if (op->num_operands != 2 || !cst[0] || cst[1])
    return false;
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  mlb_op_set_operand(op, 0, r);
  mlb_op_set_operand(op, 1, l);
  return true;
}

static bool is_commutative(IntOp k) {
  return k == I_ADD || k == I_MUL || k == I_AND || k == I_OR || k == I_XOR ||
         k == I_MAXS || k == I_MAXU || k == I_MINS || k == I_MINU;
}

static MlbFoldStatus fold_int_binary(MlbContext *ctx, MlbOperation *op,
                                     MlbAttr *const *cst, MlbFoldResult *out,
                                     IntOp k) {
  MlbType *t = mlb_op_result(op, 0)->type;
  if (!int_width(t))
    return MLB_FOLD_FAILED;
  int64_t a, b, r;
  bool as_const;
  MlbValue *v = int_identity(k, op, &r, &as_const);
  if (v)
    return give_value(out, v);
  if (as_const)
    return give_int(ctx, out, t, r);
  if ((v = add_sub_cancel(k, op)))
    return give_value(out, v);
  if (const_int(cst[0], &a) && const_int(cst[1], &b) &&
      fold_int_consts(k, t, a, b, &r))
    return give_int(ctx, out, t, r);
  if (is_commutative(k) && move_constants_right(op, cst))
    return MLB_FOLD_IN_PLACE;
  return MLB_FOLD_FAILED;
}

#define INT_FOLDER(fn, k)                                                      \
  static MlbFoldStatus fn(MlbContext *ctx, MlbOperation *op,                   \
                          MlbAttr *const *cst, MlbFoldResult *out) {           \
    return fold_int_binary(ctx, op, cst, out, k);                              \
  }
INT_FOLDER(fold_addi, I_ADD)
INT_FOLDER(fold_subi, I_SUB)
INT_FOLDER(fold_muli, I_MUL)
INT_FOLDER(fold_divui, I_DIVU)
INT_FOLDER(fold_divsi, I_DIVS)
INT_FOLDER(fold_remui, I_REMU)
INT_FOLDER(fold_remsi, I_REMS)
INT_FOLDER(fold_andi, I_AND)
INT_FOLDER(fold_ori, I_OR)
INT_FOLDER(fold_xori, I_XOR)
INT_FOLDER(fold_shli, I_SHL)
INT_FOLDER(fold_shrui, I_SHRU)
INT_FOLDER(fold_shrsi, I_SHRS)
INT_FOLDER(fold_maxsi, I_MAXS)
INT_FOLDER(fold_maxui, I_MAXU)
INT_FOLDER(fold_minsi, I_MINS)
INT_FOLDER(fold_minui, I_MINU)
INT_FOLDER(fold_ceildivui, I_CEILDIVU)
INT_FOLDER(fold_ceildivsi, I_CEILDIVS)
INT_FOLDER(fold_floordivsi, I_FLOORDIVS)

/* ==== cmpi ==== */

enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

static bool cmp_ints(int64_t p, MlbType *t, int64_t a, int64_t b) {
  uint64_t ua = umask(t, a), ub = umask(t, b);
  switch (p) {
  case P_EQ: return a == b;
  case P_NE: return a != b;
  case P_SLT: return a < b;
  case P_SLE: return a <= b;
  case P_SGT: return a > b;
  case P_SGE: return a >= b;
  case P_ULT: return ua < ub;
  case P_ULE: return ua <= ub;
  case P_UGT: return ua > ub;
  default: return ua >= ub;
  }
}

/* Predicate with the operands swapped (not negated). */
static int64_t swapped_pred(int64_t p) {
  static const int64_t k_swap[] = {P_EQ,  P_NE,  P_SGT, P_SGE, P_SLT,
                                   P_SLE, P_UGT, P_UGE, P_ULT, P_ULE};
  return k_swap[p];
}

static MlbFoldStatus fold_cmpi(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbAttr *pa = mlb_op_get_prop(op, "predicate");
  MlbType *t = mlb_op_operand(op, 0)->type;
  MlbType *rt = mlb_op_result(op, 0)->type;
  if (!pa || pa->kind != MLB_ATTR_INTEGER || !int_width(t) ||
      !int_width(rt))
    return MLB_FOLD_FAILED;
  int64_t p = pa->u.integer.value, a, b;
  if (p < 0 || p > P_UGE)
    return MLB_FOLD_FAILED;
  if (mlb_op_operand(op, 0) == mlb_op_operand(op, 1)) {
    bool v = p == P_EQ || p == P_SLE || p == P_SGE || p == P_ULE ||
             p == P_UGE;
    return give_int(ctx, out, rt, v);
  }
  if (const_int(cst[0], &a) && !cst[1]) {
    mlb_op_set_prop(ctx, op, "predicate",
                    mlb_attr_int(ctx, pa->type, swapped_pred(p)));
    MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
    mlb_op_set_operand(op, 0, r);
    mlb_op_set_operand(op, 1, l);
    return MLB_FOLD_IN_PLACE;
  }
  if (const_int(cst[0], &a) && const_int(cst[1], &b))
    return give_int(ctx, out, rt, cmp_ints(p, t, a, b));
  return MLB_FOLD_FAILED;
}

/* ==== select ==== */

static MlbFoldStatus fold_select(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MlbValue *c = mlb_op_operand(op, 0), *tv = mlb_op_operand(op, 1),
           *fv = mlb_op_operand(op, 2);
  int64_t k;
  if (tv == fv)
    return give_value(out, tv);
  if (const_int(cst[0], &k) && cst[0]->type == ctx->t_i1)
    return give_value(out, k ? tv : fv);
  MlbType *t = mlb_op_result(op, 0)->type;
  if (t == ctx->t_i1 && is_const_int(tv, 1) && is_const_int(fv, 0))
    return give_value(out, c);
  MlbOperation *cmp = c->def_op;
  if (op_is(cmp, "arith.cmpi")) {
    MlbAttr *pa = mlb_op_get_prop(cmp, "predicate");
    MlbValue *x = mlb_op_operand(cmp, 0), *y = mlb_op_operand(cmp, 1);
    int64_t p = pa ? pa->u.integer.value : -1;
    if ((p == P_EQ || p == P_NE) &&
        ((x == tv && y == fv) || (x == fv && y == tv)))
      return give_value(out, p == P_EQ ? fv : tv);
  }
  return MLB_FOLD_FAILED;
}

/* ==== Casts ==== */

static MlbFoldStatus fold_int_cast(MlbContext *ctx, MlbOperation *op,
                                   MlbAttr *const *cst, MlbFoldResult *out,
                                   bool sign_extend) {
  MlbType *from = mlb_op_operand(op, 0)->type;
  MlbType *to = mlb_op_result(op, 0)->type;
  int64_t v;
  if (!int_width(from) || !int_width(to) || !const_int(cst[0], &v))
    return MLB_FOLD_FAILED;
  int64_t r = sign_extend ? v : (int64_t)umask(from, v);
  return give_int(ctx, out, to, r);
}

/* cast(cast(x)) -> x when the outer cast undoes the inner one. */
static MlbValue *round_trip(MlbOperation *op, const char *inner) {
  MlbValue *src = mlb_op_operand(op, 0);
  if (!op_is(src->def_op, inner))
    return NULL;
  MlbValue *x = mlb_op_operand(src->def_op, 0);
  return x->type == mlb_op_result(op, 0)->type ? x : NULL;
}

static MlbFoldStatus fold_extsi(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_int_cast(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_extui(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_int_cast(ctx, op, cst, out, false);
}

static MlbFoldStatus fold_trunci(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MlbValue *src = mlb_op_operand(op, 0);
  if (op_is(src->def_op, "arith.extui") || op_is(src->def_op, "arith.extsi")) {
    MlbValue *x = mlb_op_operand(src->def_op, 0);
    if (x->type == mlb_op_result(op, 0)->type)
      return give_value(out, x);
  }
  return fold_int_cast(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_index_cast(MlbContext *ctx, MlbOperation *op,
                                     MlbAttr *const *cst, MlbFoldResult *out,
                                     const char *self, bool sign) {
  MlbValue *x = round_trip(op, self);
  if (x)
    return give_value(out, x);
  return fold_int_cast(ctx, op, cst, out, sign);
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

static MlbFoldStatus fold_commutative_multi(MlbContext *ctx, MlbOperation *op,
                                            MlbAttr *const *cst,
                                            MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(out);
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
    return give_int(ctx, out, rt, p == 15);
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
  return give_int(ctx, out, rt, r);
}

/* ==== Building ==== */

MlbValue *mlb_arith_const(MlbRewriter *rw, MlbAttr *attr, MlbAttr *loc) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, "value", attr);
  mlb_vec_push(&st.result_types, attr->type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

MlbValue *mlb_arith_const_int(MlbRewriter *rw, MlbType *t, int64_t v,
                              MlbAttr *loc) {
  return mlb_arith_const(rw, mlb_attr_int(rw->ctx, t, v), loc);
}

static MlbValue *build1(MlbRewriter *rw, const char *name, MlbAttr *loc,
                        MlbType *t, uint32_t n, MlbValue *const *operands) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, operands[i]);
  mlb_vec_push(&st.result_types, t);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

static void replace1(MlbRewriter *rw, MlbOperation *op, MlbValue *v) {
  mlb_rw_replace_op(rw, op, &v);
}

/* ==== select patterns ==== */

/* select(p, select(p, a, b), c) -> select(p, a, c), and the mirror. */
static bool redundant_select(MlbRewriter *rw, MlbOperation *op, uint32_t at) {
  MlbValue *inner = mlb_op_operand(op, at);
  MlbOperation *d = inner->def_op;
  if (!op_is(d, "arith.select") ||
      mlb_op_operand(d, 0) != mlb_op_operand(op, 0))
    return false;
  MlbValue *ops[3] = {mlb_op_operand(op, 0), mlb_op_operand(op, 1),
                      mlb_op_operand(op, 2)};
  ops[at] = mlb_op_operand(d, at);
  replace1(rw, op, build1(rw, "arith.select", op->loc,
                          mlb_op_result(op, 0)->type, 3, ops));
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
  MlbOperation *x = mlb_op_operand(op, 0)->def_op;
  if (!op_is(x, "arith.xori") || !is_all_ones(mlb_op_operand(x, 1)))
    return false;
  MlbValue *ops[3] = {mlb_op_operand(x, 0), mlb_op_operand(op, 2),
                      mlb_op_operand(op, 1)};
  replace1(rw, op, build1(rw, "arith.select", op->loc,
                          mlb_op_result(op, 0)->type, 3, ops));
  return true;
}

/* select(c, false, true) : i1 -> xori(c, true) */
static bool pat_select_i1_to_not(MlbRewriter *rw, MlbOperation *op) {
  MlbType *t = mlb_op_result(op, 0)->type;
  if (t != rw->ctx->t_i1 || !is_const_int(mlb_op_operand(op, 1), 0) ||
      !is_const_int(mlb_op_operand(op, 2), 1))
    return false;
  MlbValue *ops[2] = {mlb_op_operand(op, 0),
                      mlb_arith_const_int(rw, t, 1, op->loc)};
  replace1(rw, op, build1(rw, "arith.xori", op->loc, t, 2, ops));
  return true;
}

/* select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, true)) */
static bool pat_select_to_extui(MlbRewriter *rw, MlbOperation *op) {
  MlbType *t = mlb_op_result(op, 0)->type;
  if (t->kind != MLB_TYPE_INTEGER || t == rw->ctx->t_i1)
    return false;
  MlbValue *tv = mlb_op_operand(op, 1), *fv = mlb_op_operand(op, 2);
  MlbValue *c = mlb_op_operand(op, 0);
  if (is_const_int(tv, 1) && is_const_int(fv, 0)) {
    replace1(rw, op, build1(rw, "arith.extui", op->loc, t, 1, &c));
    return true;
  }
  if (!is_const_int(tv, 0) || !is_const_int(fv, 1))
    return false;
  MlbValue *ops[2] = {c, mlb_arith_const_int(rw, c->type, 1, op->loc)};
  MlbValue *n = build1(rw, "arith.xori", op->loc, c->type, 2, ops);
  replace1(rw, op, build1(rw, "arith.extui", op->loc, t, 1, &n));
  return true;
}

static const MlbPattern k_select_patterns[] = {
    {"RedundantSelectFalse", pat_redundant_select_false, 1},
    {"RedundantSelectTrue", pat_redundant_select_true, 1},
    {"SelectNotCond", pat_select_not_cond, 1},
    {"SelectI1ToNot", pat_select_i1_to_not, 1},
    {"SelectToExtUI", pat_select_to_extui, 1},
};

/* addi(addi(x, c0), c1) -> addi(x, c0 + c1) */
static bool pat_addi_add_constant(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *in = mlb_op_operand(op, 0)->def_op;
  int64_t c0, c1;
  if (!op_is(in, "arith.addi") ||
      !mlb_value_const_int(mlb_op_operand(in, 1), &c0) ||
      !mlb_value_const_int(mlb_op_operand(op, 1), &c1) ||
      !int_width(mlb_op_result(op, 0)->type))
    return false;
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbValue *ops[2] = {mlb_op_operand(in, 0),
                      mlb_arith_const_int(rw, t, (int64_t)((uint64_t)c0 +
                                                           (uint64_t)c1),
                                          op->loc)};
  replace1(rw, op, build1(rw, "arith.addi", op->loc, t, 2, ops));
  return true;
}

static const MlbPattern k_addi_patterns[] = {
    {"AddIAddConstant", pat_addi_add_constant, 1},
};

/* ==== Registration ==== */

#define FOLD_TABLE(name, fn)                                                   \
  static const MlbFoldIface name = {.fold = fn,                                \
                                    .materialize = mlb_arith_materialize}
#define COMM_TABLE(name, fn)                                                   \
  static const MlbFoldIface name = {.fold = fn,                                \
                                    .materialize = mlb_arith_materialize,      \
                                    .commutative = true}
FOLD_TABLE(k_f_constant, NULL);
COMM_TABLE(k_f_addi, fold_addi);
FOLD_TABLE(k_f_subi, fold_subi);
COMM_TABLE(k_f_muli, fold_muli);
FOLD_TABLE(k_f_divui, fold_divui);
FOLD_TABLE(k_f_divsi, fold_divsi);
FOLD_TABLE(k_f_remui, fold_remui);
FOLD_TABLE(k_f_remsi, fold_remsi);
COMM_TABLE(k_f_andi, fold_andi);
COMM_TABLE(k_f_ori, fold_ori);
COMM_TABLE(k_f_xori, fold_xori);
FOLD_TABLE(k_f_shli, fold_shli);
FOLD_TABLE(k_f_shrui, fold_shrui);
FOLD_TABLE(k_f_shrsi, fold_shrsi);
COMM_TABLE(k_f_maxsi, fold_maxsi);
COMM_TABLE(k_f_maxui, fold_maxui);
COMM_TABLE(k_f_minsi, fold_minsi);
COMM_TABLE(k_f_minui, fold_minui);
FOLD_TABLE(k_f_ceildivui, fold_ceildivui);
FOLD_TABLE(k_f_ceildivsi, fold_ceildivsi);
FOLD_TABLE(k_f_floordivsi, fold_floordivsi);
FOLD_TABLE(k_f_cmpi, fold_cmpi);
FOLD_TABLE(k_f_cmpf, fold_cmpf);
FOLD_TABLE(k_f_select, fold_select);
FOLD_TABLE(k_f_extsi, fold_extsi);
FOLD_TABLE(k_f_extui, fold_extui);
FOLD_TABLE(k_f_trunci, fold_trunci);
FOLD_TABLE(k_f_index_cast, fold_index_cast_s);
FOLD_TABLE(k_f_index_castui, fold_index_cast_u);
COMM_TABLE(k_f_addf, fold_addf);
FOLD_TABLE(k_f_subf, fold_subf);
COMM_TABLE(k_f_mulf, fold_mulf);
FOLD_TABLE(k_f_divf, fold_divf);
COMM_TABLE(k_f_commutative, fold_commutative);
COMM_TABLE(k_f_commutative_multi, fold_commutative_multi);
FOLD_TABLE(k_f_other, NULL);

static const MlbCanonIface k_c_select = {k_select_patterns,
                                         MLB_ARRAY_LEN(k_select_patterns)};
static const MlbCanonIface k_c_addi = {k_addi_patterns,
                                       MLB_ARRAY_LEN(k_addi_patterns)};

static const MlbIfaceEntry k_entries[] = {
    {"arith.constant", MLB_IFACE_FOLD, &k_f_constant},
    {"arith.addi", MLB_IFACE_FOLD, &k_f_addi},
    {"arith.subi", MLB_IFACE_FOLD, &k_f_subi},
    {"arith.muli", MLB_IFACE_FOLD, &k_f_muli},
    {"arith.divui", MLB_IFACE_FOLD, &k_f_divui},
    {"arith.divsi", MLB_IFACE_FOLD, &k_f_divsi},
    {"arith.remui", MLB_IFACE_FOLD, &k_f_remui},
    {"arith.remsi", MLB_IFACE_FOLD, &k_f_remsi},
    {"arith.andi", MLB_IFACE_FOLD, &k_f_andi},
    {"arith.ori", MLB_IFACE_FOLD, &k_f_ori},
    {"arith.xori", MLB_IFACE_FOLD, &k_f_xori},
    {"arith.shli", MLB_IFACE_FOLD, &k_f_shli},
    {"arith.shrui", MLB_IFACE_FOLD, &k_f_shrui},
    {"arith.shrsi", MLB_IFACE_FOLD, &k_f_shrsi},
    {"arith.maxsi", MLB_IFACE_FOLD, &k_f_maxsi},
    {"arith.maxui", MLB_IFACE_FOLD, &k_f_maxui},
    {"arith.minsi", MLB_IFACE_FOLD, &k_f_minsi},
    {"arith.minui", MLB_IFACE_FOLD, &k_f_minui},
    {"arith.ceildivui", MLB_IFACE_FOLD, &k_f_ceildivui},
    {"arith.ceildivsi", MLB_IFACE_FOLD, &k_f_ceildivsi},
    {"arith.floordivsi", MLB_IFACE_FOLD, &k_f_floordivsi},
    {"arith.cmpi", MLB_IFACE_FOLD, &k_f_cmpi},
    {"arith.cmpf", MLB_IFACE_FOLD, &k_f_cmpf},
    {"arith.select", MLB_IFACE_FOLD, &k_f_select},
    {"arith.extsi", MLB_IFACE_FOLD, &k_f_extsi},
    {"arith.extui", MLB_IFACE_FOLD, &k_f_extui},
    {"arith.trunci", MLB_IFACE_FOLD, &k_f_trunci},
    {"arith.index_cast", MLB_IFACE_FOLD, &k_f_index_cast},
    {"arith.index_castui", MLB_IFACE_FOLD, &k_f_index_castui},
    {"arith.addf", MLB_IFACE_FOLD, &k_f_addf},
    {"arith.subf", MLB_IFACE_FOLD, &k_f_subf},
    {"arith.mulf", MLB_IFACE_FOLD, &k_f_mulf},
    {"arith.divf", MLB_IFACE_FOLD, &k_f_divf},
    {"arith.maximumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.minimumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.maxnumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.minnumf", MLB_IFACE_FOLD, &k_f_commutative},
    {"arith.addui_extended", MLB_IFACE_FOLD, &k_f_commutative_multi},
    {"arith.mului_extended", MLB_IFACE_FOLD, &k_f_commutative_multi},
    {"arith.mulsi_extended", MLB_IFACE_FOLD, &k_f_commutative_multi},
    {"arith.remf", MLB_IFACE_FOLD, &k_f_other},
    {"arith.negf", MLB_IFACE_FOLD, &k_f_other},
    {"arith.select", MLB_IFACE_CANONICALIZE, &k_c_select},
    {"arith.addi", MLB_IFACE_CANONICALIZE, &k_c_addi},
};

void mlb_register_arith_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
