/* index_canon.c - folders of the index dialect and its constant
 * materializer, as upstream's IndexOps.cpp (LLVM 22 behaviour):
 *
 *  The width of `index` is not known here, so a fold must hold for 32- and
 *  64-bit indices alike. add, sub, mul, and, or, xor and shl (by less than
 *  32) fold constants directly (their low 32 bits never depend on the high
 *  ones); the divisions, remainders, min/max, shrs/shru and cmp fold only
 *  when the 64-bit result truncated to 32 bits equals the 32-bit result.
 *  Division by zero is never folded. x + 0, x - 0 and x * 1 fold to x,
 *  x * 0 to 0, cmp of equal operands to its predicate's answer; the
 *  commutative ops move a constant left operand right. casts/castu of an
 *  integer constant to index sign/zero-extend it; casts from index and
 *  sizeof do not fold.
 * Constants materialize as index.constant (index attributes) and
 * index.bool.constant (i1 results).
 */
#include "dialects/index/index_int.h"
#include "interfaces/registrations.h"
#include "rewrite/fold.h"

static MlbOperation *materialize(MlbRewriter *rw, MlbAttr *attr, MlbType *type,
                                 MlbAttr *loc) {
  if (!attr || attr->kind != MLB_ATTR_INTEGER || attr->type != type)
    return NULL;
  const char *name;
  if (type == rw->ctx->t_i1)
    name = "index.bool.constant";
  else if (type->kind == MLB_TYPE_INDEX)
    name = "index.constant";
  else
    return NULL;
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, loc);
  mlb_opstate_add_prop(&st, "value", attr);
  mlb_vec_push(&st.result_types, type);
  return mlb_builder_insert(&rw->b, &st);
}

/* ==== Arithmetic at a width ==== */

typedef enum IdxOp {
  X_ADD, X_SUB, X_MUL, X_AND, X_OR, X_XOR, X_SHL, /* unchecked */
  X_DIVS, X_DIVU, X_CEILDIVS, X_CEILDIVU, X_FLOORDIVS, X_REMS, X_REMU,
  X_MAXS, X_MAXU, X_MINS, X_MINU, X_SHRS, X_SHRU
} IdxOp;

/* v wrapped to w bits, sign-extended. */
static int64_t wrap(uint32_t w, uint64_t v) {
  return w == 64 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v;
}

static uint64_t uval(uint32_t w, int64_t v) {
  return w == 64 ? (uint64_t)v : (uint64_t)(uint32_t)v;
}

/* a / b rounded toward zero with wrapping (MIN / -1 = MIN). */
static int64_t sdiv(uint32_t w, int64_t a, int64_t b) {
  if (b == -1)
    return wrap(w, 0 - (uint64_t)a);
  return a / b;
}

static int64_t ceildivs(uint32_t w, int64_t n, int64_t m) {
  if (n == 0)
    return 0;
  if ((n > 0) != (m > 0))
    return wrap(w, 0 - (uint64_t)sdiv(w, wrap(w, 0 - (uint64_t)n), m));
  int64_t x = m > 0 ? -1 : 1;
  return wrap(w, (uint64_t)sdiv(w, wrap(w, (uint64_t)n + (uint64_t)x), m) + 1);
}

static int64_t floordivs(uint32_t w, int64_t n, int64_t m) {
  if (n == 0)
    return 0;
  if ((n < 0) == (m < 0))
    return sdiv(w, n, m);
  int64_t x = m < 0 ? 1 : -1;
  return wrap(w, (uint64_t)-1 -
                     (uint64_t)sdiv(w, wrap(w, (uint64_t)x - (uint64_t)n), m));
}

/* k(a, b) at width w (operands already w-bit values); false = no fold. */
static bool calc(IdxOp k, uint32_t w, int64_t a, int64_t b, int64_t *r) {
  uint64_t ua = uval(w, a), ub = uval(w, b);
  if (k >= X_DIVS && k <= X_REMU && b == 0)
    return false;
  if ((k == X_SHL || k == X_SHRS || k == X_SHRU) && ub >= 32)
    return false;
  switch (k) {
  case X_ADD: *r = wrap(w, ua + ub); return true;
  case X_SUB: *r = wrap(w, ua - ub); return true;
  case X_MUL: *r = wrap(w, ua * ub); return true;
  case X_AND: *r = a & b; return true;
  case X_OR: *r = a | b; return true;
  case X_XOR: *r = a ^ b; return true;
  case X_SHL: *r = wrap(w, ua << ub); return true;
  case X_SHRS: *r = a >> ub; return true;
  case X_SHRU: *r = wrap(w, ua >> ub); return true;
  case X_DIVS: *r = sdiv(w, a, b); return true;
  case X_DIVU: *r = wrap(w, ua / ub); return true;
  case X_CEILDIVS: *r = ceildivs(w, a, b); return true;
  case X_CEILDIVU: *r = a == 0 ? 0 : wrap(w, (ua - 1) / ub + 1); return true;
  case X_FLOORDIVS: *r = floordivs(w, a, b); return true;
  case X_REMS: *r = b == -1 ? 0 : a % b; return true;
  case X_REMU: *r = wrap(w, ua % ub); return true;
  case X_MAXS: *r = a > b ? a : b; return true;
  case X_MAXU: *r = ua > ub ? a : b; return true;
  case X_MINS: *r = a < b ? a : b; return true;
  default: *r = ua < ub ? a : b; return true;
  }
}

/* The 64-bit result when it does not depend on the index width. */
static bool fold_consts(IdxOp k, int64_t a, int64_t b, int64_t *r) {
  int64_t r32;
  if (!calc(k, 64, a, b, r))
    return false;
  if (k <= X_SHL)
    return true;
  return calc(k, 32, wrap(32, (uint64_t)a), wrap(32, (uint64_t)b), &r32) &&
         wrap(32, (uint64_t)*r) == r32;
}

static bool is_commutative(IdxOp k) {
  return k == X_ADD || k == X_MUL || k == X_AND || k == X_OR || k == X_XOR ||
         k == X_MAXS || k == X_MAXU || k == X_MINS || k == X_MINU;
}

static MlbFoldStatus fold_binary(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out,
                                 IdxOp k) {
  int64_t a, b, r;
  bool ca = mlb_attr_const_int(cst[0], &a), cb = mlb_attr_const_int(cst[1], &b);
  if (cb && ((b == 0 && (k == X_ADD || k == X_SUB)) ||
             (b == 1 && k == X_MUL))) {
    out[0].value = mlb_op_operand(op, 0);
    return MLB_FOLD_RESULTS;
  }
  if (cb && b == 0 && k == X_MUL) {
    out[0].attr = cst[1];
    return MLB_FOLD_RESULTS;
  }
  if (ca && cb && fold_consts(k, a, b, &r)) {
    out[0].attr = mlb_attr_int(ctx, ctx->t_index, r);
    return MLB_FOLD_RESULTS;
  }
  if (is_commutative(k) && cst[0] && !cst[1]) {
    MlbValue *l = mlb_op_operand(op, 0), *rv = mlb_op_operand(op, 1);
    mlb_op_set_operand(op, 0, rv);
    mlb_op_set_operand(op, 1, l);
    return MLB_FOLD_IN_PLACE;
  }
  return MLB_FOLD_FAILED;
}

#define IDX_FOLDER(fn, k)                                                      \
  static MlbFoldStatus fn(MlbContext *ctx, MlbOperation *op,                   \
                          MlbAttr *const *cst, MlbFoldResult *out) {           \
    return fold_binary(ctx, op, cst, out, k);                                  \
  }
IDX_FOLDER(fold_add, X_ADD)
IDX_FOLDER(fold_sub, X_SUB)
IDX_FOLDER(fold_mul, X_MUL)
IDX_FOLDER(fold_and, X_AND)
IDX_FOLDER(fold_or, X_OR)
IDX_FOLDER(fold_xor, X_XOR)
IDX_FOLDER(fold_shl, X_SHL)
IDX_FOLDER(fold_divs, X_DIVS)
IDX_FOLDER(fold_divu, X_DIVU)
IDX_FOLDER(fold_ceildivs, X_CEILDIVS)
IDX_FOLDER(fold_ceildivu, X_CEILDIVU)
IDX_FOLDER(fold_floordivs, X_FLOORDIVS)
IDX_FOLDER(fold_rems, X_REMS)
IDX_FOLDER(fold_remu, X_REMU)
IDX_FOLDER(fold_maxs, X_MAXS)
IDX_FOLDER(fold_maxu, X_MAXU)
IDX_FOLDER(fold_mins, X_MINS)
IDX_FOLDER(fold_minu, X_MINU)
IDX_FOLDER(fold_shrs, X_SHRS)
IDX_FOLDER(fold_shru, X_SHRU)

/* ==== cmp ==== */

static bool compare(int64_t p, uint32_t w, int64_t a, int64_t b) {
  uint64_t ua = uval(w, a), ub = uval(w, b);
  switch (p) {
  case MLB_IDX_EQ: return a == b;
  case MLB_IDX_NE: return a != b;
  case MLB_IDX_SLT: return a < b;
  case MLB_IDX_SLE: return a <= b;
  case MLB_IDX_SGT: return a > b;
  case MLB_IDX_SGE: return a >= b;
  case MLB_IDX_ULT: return ua < ub;
  case MLB_IDX_ULE: return ua <= ub;
  case MLB_IDX_UGT: return ua > ub;
  default: return ua >= ub;
  }
}

static MlbFoldStatus fold_cmp(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out) {
  int64_t p = mlb_index_cmp_pred(mlb_op_get_prop(op, "pred")), a, b;
  if (p < 0)
    return MLB_FOLD_FAILED;
  if (mlb_op_operand(op, 0) == mlb_op_operand(op, 1)) {
    bool v = p == MLB_IDX_EQ || p == MLB_IDX_SLE || p == MLB_IDX_SGE ||
             p == MLB_IDX_ULE || p == MLB_IDX_UGE;
    out[0].attr = mlb_attr_bool(ctx, v);
    return MLB_FOLD_RESULTS;
  }
  if (!mlb_attr_const_int(cst[0], &a) || !mlb_attr_const_int(cst[1], &b))
    return MLB_FOLD_FAILED;
  bool r64 = compare(p, 64, a, b);
  if (r64 != compare(p, 32, wrap(32, (uint64_t)a), wrap(32, (uint64_t)b)))
    return MLB_FOLD_FAILED;
  out[0].attr = mlb_attr_bool(ctx, r64);
  return MLB_FOLD_RESULTS;
}

/* ==== Casts ==== */

static MlbFoldStatus fold_cast(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out,
                               bool sign) {
  const MlbType *from = mlb_op_operand(op, 0)->type;
  int64_t v;
  if (from->kind != MLB_TYPE_INTEGER || from->u.integer.width > 64 ||
      mlb_op_result(op, 0)->type->kind != MLB_TYPE_INDEX ||
      !mlb_attr_const_int(cst[0], &v))
    return MLB_FOLD_FAILED;
  uint32_t w = from->u.integer.width;
  if (!sign && w < 64)
    v = (int64_t)((uint64_t)v & (((uint64_t)1 << w) - 1));
  out[0].attr = mlb_attr_int(ctx, ctx->t_index, v);
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_casts(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_cast(ctx, op, cst, out, true);
}

static MlbFoldStatus fold_castu(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  return fold_cast(ctx, op, cst, out, false);
}

/* ==== Registration ==== */

#define TABLE(name, fn)                                                        \
  static const MlbFoldIface name = {.fold = fn, .materialize = materialize}
#define COMM(name, fn)                                                         \
  static const MlbFoldIface name = {                                           \
      .fold = fn, .materialize = materialize, .commutative = true}
COMM(k_add, fold_add);
TABLE(k_sub, fold_sub);
COMM(k_mul, fold_mul);
COMM(k_and, fold_and);
COMM(k_or, fold_or);
COMM(k_xor, fold_xor);
TABLE(k_shl, fold_shl);
TABLE(k_divs, fold_divs);
TABLE(k_divu, fold_divu);
TABLE(k_ceildivs, fold_ceildivs);
TABLE(k_ceildivu, fold_ceildivu);
TABLE(k_floordivs, fold_floordivs);
TABLE(k_rems, fold_rems);
TABLE(k_remu, fold_remu);
COMM(k_maxs, fold_maxs);
COMM(k_maxu, fold_maxu);
COMM(k_mins, fold_mins);
COMM(k_minu, fold_minu);
TABLE(k_shrs, fold_shrs);
TABLE(k_shru, fold_shru);
TABLE(k_cmp, fold_cmp);
TABLE(k_casts, fold_casts);
TABLE(k_castu, fold_castu);
TABLE(k_other, NULL);

static const MlbIfaceEntry k_entries[] = {
    {"index.add", MLB_IFACE_FOLD, &k_add},
    {"index.sub", MLB_IFACE_FOLD, &k_sub},
    {"index.mul", MLB_IFACE_FOLD, &k_mul},
    {"index.and", MLB_IFACE_FOLD, &k_and},
    {"index.or", MLB_IFACE_FOLD, &k_or},
    {"index.xor", MLB_IFACE_FOLD, &k_xor},
    {"index.shl", MLB_IFACE_FOLD, &k_shl},
    {"index.divs", MLB_IFACE_FOLD, &k_divs},
    {"index.divu", MLB_IFACE_FOLD, &k_divu},
    {"index.ceildivs", MLB_IFACE_FOLD, &k_ceildivs},
    {"index.ceildivu", MLB_IFACE_FOLD, &k_ceildivu},
    {"index.floordivs", MLB_IFACE_FOLD, &k_floordivs},
    {"index.rems", MLB_IFACE_FOLD, &k_rems},
    {"index.remu", MLB_IFACE_FOLD, &k_remu},
    {"index.maxs", MLB_IFACE_FOLD, &k_maxs},
    {"index.maxu", MLB_IFACE_FOLD, &k_maxu},
    {"index.mins", MLB_IFACE_FOLD, &k_mins},
    {"index.minu", MLB_IFACE_FOLD, &k_minu},
    {"index.shrs", MLB_IFACE_FOLD, &k_shrs},
    {"index.shru", MLB_IFACE_FOLD, &k_shru},
    {"index.cmp", MLB_IFACE_FOLD, &k_cmp},
    {"index.constant", MLB_IFACE_FOLD, &k_other},
    {"index.bool.constant", MLB_IFACE_FOLD, &k_other},
    {"index.casts", MLB_IFACE_FOLD, &k_casts},
    {"index.castu", MLB_IFACE_FOLD, &k_castu},
    {"index.sizeof", MLB_IFACE_FOLD, &k_other},
};

void mlb_register_index_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
