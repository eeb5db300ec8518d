/* arith_canon.c - folders of arith's integer ops, cmpi and select, and the
 * arith constant materializer, as upstream's ArithOps.cpp (scalars up to
 * 64 bits):
 *
 *  - integer binary ops fold two constants (wrapping; no folding of a
 *    division by zero, of a signed overflow of divsi or of an over-wide
 *    shift) and identities: x+0, x-0, x-x, x*0, x*1, x/1, x%1, x&0,
 *    x&-1, x&~x, a&(a&b), x|0, x|-1, x|~x, x^0, x^x, (x^a)^a, (a-b)+b,
 *    (a+b)-b, x<<0, min/max of equal operands or of the type's extremes;
 *    andi/ori of equal operands (Idempotent);
 *  - commutative ops move a constant left operand right (in place);
 *  - cmpi folds equal operands and constants, `ext(i1) != 0` and
 *    `i1 != 0` / `i1 == 1` to the i1 value, and moves a constant left
 *    operand right by swapping the predicate;
 *  - addui/mulsi/mului_extended fold constants (sum and carry, low and
 *    high halves), x + 0, x * 0 and (unsigned) x * 1;
 *  - select folds equal values, constant conditions, `select %c, true,
 *    false` and selects between the two sides of an eq/ne cmpi.
 * Casts and floats fold in arith_fold_cast.c; canonicalization patterns
 * are in arith_canon_patterns.c. Constants are arith.constant ops (every
 * dialect whose folders give attributes here materializes through
 * mlb_arith_materialize).
 */
#include "dialects/arith/arith_canon_int.h"
#include "interfaces/registrations.h"

/* ==== Materializer and shared helpers ==== */

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

uint32_t mlb_arith_width(const MlbType *t) {
  if (t->kind == MLB_TYPE_INDEX)
    return 64;
  if (t->kind == MLB_TYPE_INTEGER)
    return t->u.integer.width;
  return 0;
}

bool mlb_arith_attr_int(const MlbAttr *a, int64_t *v) {
  if (!a || a->kind != MLB_ATTR_INTEGER || a->u.integer.big)
    return false;
  if (mlb_arith_width(a->type) == 0 || mlb_arith_width(a->type) > 64)
    return false;
  *v = a->u.integer.value;
  return true;
}

bool mlb_arith_value_int(const MlbValue *v, int64_t *out) {
  return mlb_arith_attr_int(mlb_value_constant(v), out);
}

bool mlb_arith_value_is(const MlbValue *v, int64_t want) {
  int64_t c;
  return mlb_arith_value_int(v, &c) && c == mlb_int_normalize(v->type, want);
}

uint64_t mlb_arith_umask(const MlbType *t, int64_t v) {
  uint32_t w = mlb_arith_width(t);
  return w >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << w) - 1);
}

int64_t mlb_arith_signed(const MlbType *t, int64_t v) {
  return mlb_arith_width(t) == 1 ? -(v & 1) : v;
}

MlbValue *mlb_arith_build(MlbRewriter *rw, const char *name, MlbAttr *loc,
                          MlbType *t, uint32_t n, MlbValue *const *operands) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, operands[i]);
  mlb_vec_push(&st.result_types, t);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

MlbFoldStatus mlb_fold_static_dim(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbTypeKind kind,
                                  MlbFoldResult *out, uint32_t *idx) {
  int64_t i;
  const MlbType *t = mlb_op_operand(op, 0)->type;
  if (!cst[1] || !mlb_attr_const_int(cst[1], &i) || t->kind != kind ||
      i < 0 || i >= (int64_t)t->u.shaped.rank)
    return MLB_FOLD_FAILED;
  int64_t size = t->u.shaped.shape[i];
  if (size != MLB_DYNAMIC) {
    out[0].attr = mlb_attr_int(ctx, ctx->t_index, size);
    return MLB_FOLD_RESULTS;
  }
  *idx = (uint32_t)i;
  return MLB_FOLD_IN_PLACE;
}

MlbValue *mlb_arith_binary(MlbRewriter *rw, const char *name, MlbAttr *loc,
                           MlbValue *a, MlbValue *b) {
  MlbValue *ops[2] = {a, b};
  return mlb_arith_build(rw, name, loc, a->type, 2, ops);
}

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
  uint64_t ua = mlb_arith_umask(t, a), ub = mlb_arith_umask(t, b);
  int64_t min = mlb_int_normalize(
      t, (int64_t)((uint64_t)1 << (mlb_arith_width(t) - 1)));
  if (b == 0)
    return false;
  bool ovf = a == min && b == -1;
  switch (k) {
  case I_DIVU: *r = (int64_t)(ua / ub); return true;
  case I_REMU: *r = (int64_t)(ua % ub); return true;
  case I_DIVS: *r = a / b; return !ovf;
  case I_REMS: *r = ovf ? 0 : a % b; return true;
  case I_CEILDIVU:
    *r = (int64_t)(ua / ub + (ua % ub != 0));
    return ua / ub + (ua % ub != 0) <= mlb_arith_umask(t, -1);
  case I_CEILDIVS:
    /* upstream negates the negative operands first and gives up when
     * that overflows */
    if (a != 0 && (a == min || mlb_int_normalize(t, b) == min))
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
  uint32_t w = mlb_arith_width(t);
  uint64_t ua = mlb_arith_umask(t, a), ub = mlb_arith_umask(t, b);
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

/* x op (c) for the constant right operand c: the operand it folds to, or
 * *as_const with the constant result; NULL/false when nothing applies. */
static MlbValue *right_identity(IntOp k, MlbOperation *op, int64_t c,
                                int64_t *cst, bool *as_const) {
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  MlbType *t = l->type;
  /* The type's extremes are only computed for the ops that compare with
   * them (most folds here are andi/xori). */
  int64_t ones = 0, smax = 0, smin = 0;
  if (k == I_AND || k == I_OR || k == I_MAXU || k == I_MINU)
    ones = mlb_int_normalize(t, -1);
  if (k == I_MAXS || k == I_MINS) {
    smax = mlb_int_normalize(t, (int64_t)(mlb_arith_umask(t, -1) >> 1));
    /* smax + 1 wraps to the minimum: computed unsigned (no signed
     * overflow). */
    smin = mlb_int_normalize(t, (int64_t)((uint64_t)smax + 1));
  }
  switch (k) {
  case I_ADD: case I_SUB: case I_XOR: case I_SHL: case I_SHRU: case I_SHRS:
    return c == 0 ? l : NULL;
  case I_MUL:
    return c == 0 ? r : c == 1 ? l : NULL;
  case I_DIVU: case I_DIVS: case I_CEILDIVU: case I_CEILDIVS:
  case I_FLOORDIVS:
    return c == 1 ? l : NULL;
  case I_REMU: case I_REMS:
    *as_const = c == 1;
    *cst = 0;
    return NULL;
  case I_AND:
    return c == 0 ? r : c == ones ? l : NULL;
  case I_OR:
    /* or(x, -1) gives the attribute: upstream materializes a fresh
     * constant, which decides constant order. */
    *as_const = c == ones;
    *cst = ones;
    return c == 0 ? l : NULL;
  case I_MAXS: return c == smax ? r : c == smin ? l : NULL;
  case I_MINS: return c == smin ? r : c == smax ? l : NULL;
  case I_MAXU: return c == ones ? r : c == 0 ? l : NULL;
  case I_MINU: return c == 0 ? r : c == ones ? l : NULL;
  default: return NULL;
  }
}

/* xori(v, all ones) of `x`: true when v is `not x`. */
static bool is_not_of(MlbValue *v, MlbValue *x) {
  MlbOperation *d = v->def_op;
  /* The operand before the name: most defining ops fail it for less. */
  return d && d->num_operands == 2 && mlb_op_operand(d, 0) == x &&
         mlb_op_is(d, "arith.xori") &&
         mlb_arith_value_is(mlb_op_operand(d, 1), -1);
}

/* Whether binary op d takes x: a cheap test that a name compare need
 * only follow when it holds. */
static bool uses_operand(MlbOperation *d, const MlbValue *x) {
  return d && d->num_operands == 2 &&
         (mlb_op_operand(d, 0) == x || mlb_op_operand(d, 1) == x);
}

/* Folds relating the operands' defining ops (cancellations). */
static MlbValue *operand_identity(IntOp k, MlbOperation *op, bool *zero) {
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  MlbOperation *ld = l->def_op, *rd = r->def_op;
  *zero = false;
  if (k == I_ADD) {
    if (mlb_op_is(ld, "arith.subi") && mlb_op_operand(ld, 1) == r)
      return mlb_op_operand(ld, 0);
    if (mlb_op_is(rd, "arith.subi") && mlb_op_operand(rd, 1) == l)
      return mlb_op_operand(rd, 0);
  } else if (k == I_SUB && mlb_op_is(ld, "arith.addi")) {
    if (mlb_op_operand(ld, 1) == r)
      return mlb_op_operand(ld, 0);
    if (mlb_op_operand(ld, 0) == r)
      return mlb_op_operand(ld, 1);
  } else if (k == I_AND) {
    *zero = is_not_of(r, l) || is_not_of(l, r);
    if (*zero)
      return NULL;
    for (int side = 0; side < 2; side++) {
      MlbOperation *p = side ? rd : ld;
      MlbValue *other = side ? l : r;
      if (uses_operand(p, other) && mlb_op_is(p, "arith.andi"))
        return mlb_op_result(p, 0);
    }
  } else if (k == I_OR) {
    if (is_not_of(r, l))
      return mlb_op_operand(rd, 1);
    if (is_not_of(l, r))
      return mlb_op_operand(ld, 1);
  } else if (k == I_XOR) {
    if (uses_operand(ld, r) && mlb_op_is(ld, "arith.xori")) {
      if (mlb_op_operand(ld, 1) == r)
        return mlb_op_operand(ld, 0);
      if (mlb_op_operand(ld, 0) == r)
        return mlb_op_operand(ld, 1);
    }
    if (uses_operand(rd, l) && mlb_op_is(rd, "arith.xori")) {
      if (mlb_op_operand(rd, 1) == l)
        return mlb_op_operand(rd, 0);
      if (mlb_op_operand(rd, 0) == l)
        return mlb_op_operand(rd, 1);
    }
  }
  return NULL;
}

/* Stable partition of the operands: non-constants first (upstream's
 * Commutative trait fold). True when the order changed. */
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

/* Folds of the op itself, before the traits' folds. */
static MlbFoldStatus fold_int_own(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbFoldResult *out,
                                  IntOp k) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  int64_t a, b, res;
  bool as_const = false, zero;
  if (l == r && (k == I_MAXS || k == I_MAXU || k == I_MINS || k == I_MINU))
    return give_value(out, r);
  if (l == r && k == I_SUB)
    return give_int(ctx, out, t, 0);
  if (mlb_arith_attr_int(cst[1], &b)) {
    MlbValue *v = right_identity(k, op, b, &res, &as_const);
    if (v)
      return give_value(out, v);
    if (as_const)
      return give_int(ctx, out, t, res);
  }
  if (l == r && k == I_XOR)
    return give_int(ctx, out, t, 0);
  MlbValue *v = operand_identity(k, op, &zero);
  if (v)
    return give_value(out, v);
  if (zero)
    return give_int(ctx, out, t, 0);
  if (mlb_arith_attr_int(cst[0], &a) && mlb_arith_attr_int(cst[1], &b) &&
      fold_int_consts(k, t, a, b, &res))
    return give_int(ctx, out, t, res);
  return MLB_FOLD_FAILED;
}

static MlbFoldStatus fold_int_binary(MlbContext *ctx, MlbOperation *op,
                                     MlbAttr *const *cst, MlbFoldResult *out,
                                     IntOp k) {
  if (!mlb_arith_width(mlb_op_result(op, 0)->type))
    return MLB_FOLD_FAILED;
  MlbFoldStatus s = fold_int_own(ctx, op, cst, out, k);
  if (s != MLB_FOLD_FAILED)
    return s;
  if (is_commutative(k) && move_constants_right(op, cst))
    return MLB_FOLD_IN_PLACE;
  if ((k == I_AND || k == I_OR) &&
      mlb_op_operand(op, 0) == mlb_op_operand(op, 1))
    return give_value(out, mlb_op_operand(op, 0));
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

/* ==== Extended arithmetic (two results) ==== */

typedef enum ExtOp { E_ADDU, E_MULS, E_MULU } ExtOp;

/* High half of the 2w-bit product of two w-bit values (w <= 64). */
static int64_t mul_high(const MlbType *t, int64_t a, int64_t b, bool sign) {
  uint32_t w = mlb_arith_width(t);
  __int128 p = sign ? (__int128)a * (__int128)b
                    : (__int128)((unsigned __int128)mlb_arith_umask(t, a) *
                                 (unsigned __int128)mlb_arith_umask(t, b));
  return (int64_t)(p >> w);
}

static MlbFoldStatus give_pair(MlbContext *ctx, MlbFoldResult *out,
                               MlbType *t0, int64_t v0, MlbType *t1,
                               int64_t v1) {
  out[0].attr = mlb_attr_int(ctx, t0, v0);
  out[1].attr = mlb_attr_int(ctx, t1, v1);
  return MLB_FOLD_RESULTS;
}

/* addui_extended(x, 0) -> x, false; mul*_extended(x, 0) -> 0, 0;
 * mului_extended(x, 1) -> x, 0; constants fold (sum and carry, low and
 * high halves). */
static MlbFoldStatus fold_extended_own(MlbContext *ctx, MlbOperation *op,
                                       MlbAttr *const *cst, MlbFoldResult *out,
                                       ExtOp k) {
  MlbValue *l = mlb_op_operand(op, 0);
  MlbType *t = l->type, *t1 = mlb_op_result(op, 1)->type;
  int64_t a, b;
  bool rb = mlb_arith_attr_int(cst[1], &b);
  if (rb && b == 0) {
    if (k != E_ADDU)
      return give_pair(ctx, out, t, 0, t1, 0);
    out[0].value = l;
    out[1].attr = mlb_attr_int(ctx, t1, 0);
    return MLB_FOLD_RESULTS;
  }
  if (rb && k == E_MULU && b == 1) {
    out[0].value = l;
    out[1].attr = mlb_attr_int(ctx, t, 0);
    return MLB_FOLD_RESULTS;
  }
  if (!rb || !mlb_arith_attr_int(cst[0], &a))
    return MLB_FOLD_FAILED;
  if (k == E_ADDU) {
    uint64_t sum = mlb_arith_umask(t, (int64_t)((uint64_t)a + (uint64_t)b));
    return give_pair(ctx, out, t, (int64_t)sum, t1,
                     sum < mlb_arith_umask(t, a));
  }
  return give_pair(ctx, out, t, (int64_t)((uint64_t)a * (uint64_t)b), t,
                   mul_high(t, a, b, k == E_MULS));
}

static MlbFoldStatus fold_extended(MlbContext *ctx, MlbOperation *op,
                                   MlbAttr *const *cst, MlbFoldResult *out,
                                   ExtOp k) {
  if (op->num_results != 2 ||
      !mlb_arith_width(mlb_op_operand(op, 0)->type))
    return MLB_FOLD_FAILED;
  MlbFoldStatus s = fold_extended_own(ctx, op, cst, out, k);
  if (s != MLB_FOLD_FAILED)
    return s;
  return move_constants_right(op, cst) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

#define EXT_FOLDER(fn, k)                                                      \
  static MlbFoldStatus fn(MlbContext *ctx, MlbOperation *op,                   \
                          MlbAttr *const *cst, MlbFoldResult *out) {           \
    return fold_extended(ctx, op, cst, out, k);                                \
  }
EXT_FOLDER(fold_addui_extended, E_ADDU)
EXT_FOLDER(fold_mulsi_extended, E_MULS)
EXT_FOLDER(fold_mului_extended, E_MULU)

/* ==== cmpi ==== */

static bool cmp_ints(int64_t p, MlbType *t, int64_t a, int64_t b) {
  uint64_t ua = mlb_arith_umask(t, a), ub = mlb_arith_umask(t, b);
  a = mlb_arith_signed(t, a);
  b = mlb_arith_signed(t, b);
  switch (p) {
  case MLB_P_EQ: return a == b;
  case MLB_P_NE: return a != b;
  case MLB_P_SLT: return a < b;
  case MLB_P_SLE: return a <= b;
  case MLB_P_SGT: return a > b;
  case MLB_P_SGE: return a >= b;
  case MLB_P_ULT: return ua < ub;
  case MLB_P_ULE: return ua <= ub;
  case MLB_P_UGT: return ua > ub;
  default: return ua >= ub;
  }
}

/* Predicate with the operands swapped (not negated). */
static int64_t swapped_pred(int64_t p) {
  static const int64_t k_swap[] = {MLB_P_EQ,  MLB_P_NE,  MLB_P_SGT, MLB_P_SGE,
                                   MLB_P_SLT, MLB_P_SLE, MLB_P_UGT, MLB_P_UGE,
                                   MLB_P_ULT, MLB_P_ULE};
  return k_swap[p];
}

/* `ext(%x : i1) != 0`, `%x : i1 != 0`, `%x : i1 == 1` -> %x */
static MlbValue *cmpi_bool_identity(MlbOperation *op, int64_t p) {
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  MlbOperation *d = l->def_op;
  if (mlb_arith_value_is(r, 0)) {
    if ((mlb_op_is(d, "arith.extsi") || mlb_op_is(d, "arith.extui")) &&
        mlb_type_is_int(mlb_op_operand(d, 0)->type, 1) && p == MLB_P_NE)
      return mlb_op_operand(d, 0);
    if (mlb_type_is_int(l->type, 1) && p == MLB_P_NE)
      return l;
  }
  if (mlb_arith_value_is(r, 1) && mlb_type_is_int(l->type, 1) &&
      p == MLB_P_EQ)
    return l;
  return NULL;
}

static MlbFoldStatus fold_cmpi(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MlbAttr *pa = mlb_op_get_prop(op, mlb_names.predicate);
  MlbType *t = mlb_op_operand(op, 0)->type;
  MlbType *rt = mlb_op_result(op, 0)->type;
  if (!pa || pa->kind != MLB_ATTR_INTEGER || !mlb_arith_width(t) ||
      !mlb_arith_width(rt))
    return MLB_FOLD_FAILED;
  int64_t p = pa->u.integer.value, a, b;
  if (p < 0 || p > MLB_P_UGE)
    return MLB_FOLD_FAILED;
  if (mlb_op_operand(op, 0) == mlb_op_operand(op, 1)) {
    bool v = p == MLB_P_EQ || p == MLB_P_SLE || p == MLB_P_SGE ||
             p == MLB_P_ULE || p == MLB_P_UGE;
    return give_int(ctx, out, rt, v);
  }
  MlbValue *v = cmpi_bool_identity(op, p);
  if (v)
    return give_value(out, v);
  if (mlb_arith_attr_int(cst[0], &a) && !cst[1]) {
    mlb_op_set_prop(ctx, op, "predicate",
                    mlb_attr_int(ctx, pa->type, swapped_pred(p)));
    MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
    mlb_op_set_operand(op, 0, r);
    mlb_op_set_operand(op, 1, l);
    return MLB_FOLD_IN_PLACE;
  }
  if (mlb_arith_attr_int(cst[0], &a) && mlb_arith_attr_int(cst[1], &b))
    return give_int(ctx, out, rt, cmp_ints(p, t, a, b));
  return MLB_FOLD_FAILED;
}

/* ==== select ==== */

static MlbFoldStatus fold_select(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MlbValue *c = mlb_op_operand(op, 0), *tv = mlb_op_operand(op, 1),
           *fv = mlb_op_operand(op, 2);
  int64_t k;
  if (tv == fv)
    return give_value(out, tv);
  if (mlb_arith_attr_int(cst[0], &k) && cst[0]->type == ctx->t_i1)
    return give_value(out, k ? tv : fv);
  MlbType *t = mlb_op_result(op, 0)->type;
  if (t == ctx->t_i1 && mlb_arith_value_is(tv, 1) &&
      mlb_arith_value_is(fv, 0))
    return give_value(out, c);
  MlbOperation *cmp = c->def_op;
  if (mlb_op_is(cmp, "arith.cmpi")) {
    MlbAttr *pa = mlb_op_get_prop(cmp, mlb_names.predicate);
    MlbValue *x = mlb_op_operand(cmp, 0), *y = mlb_op_operand(cmp, 1);
    int64_t p = pa ? pa->u.integer.value : -1;
    if ((p == MLB_P_EQ || p == MLB_P_NE) &&
        ((x == tv && y == fv) || (x == fv && y == tv)))
      return give_value(out, p == MLB_P_EQ ? fv : tv);
  }
  return MLB_FOLD_FAILED;
}

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
COMM_TABLE(k_f_addui_extended, fold_addui_extended);
COMM_TABLE(k_f_mulsi_extended, fold_mulsi_extended);
COMM_TABLE(k_f_mului_extended, fold_mului_extended);
FOLD_TABLE(k_f_cmpi, fold_cmpi);
FOLD_TABLE(k_f_select, fold_select);

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
    {"arith.addui_extended", MLB_IFACE_FOLD, &k_f_addui_extended},
    {"arith.mulsi_extended", MLB_IFACE_FOLD, &k_f_mulsi_extended},
    {"arith.mului_extended", MLB_IFACE_FOLD, &k_f_mului_extended},
    {"arith.cmpi", MLB_IFACE_FOLD, &k_f_cmpi},
    {"arith.select", MLB_IFACE_FOLD, &k_f_select},
};

void mlb_register_arith_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_arith_cast_folds(ctx);
  mlb_register_arith_patterns(ctx);
}
