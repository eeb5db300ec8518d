/* memref_canon.c - folders and canonicalization patterns of memref ops,
 * as upstream's MemRefOps.cpp:
 *
 *  - load, store, dealloc, dim: a ranked memref.cast feeding the
 *    memref operand is looked through (in place; upstream's
 *    foldMemRefCast; a stored value is never touched);
 *  - dim with a constant index folds to the static size, or to the
 *    dynamic size operand of the memref.alloc/alloca defining it;
 *  - alloc/alloca whose only users are deallocs and stores into it are
 *    erased together with those users (SimplifyDeadAlloc).
 *    (SimplifyAllocConst, subview and view folders: not done.)
 * Constants materialize as arith.constant.
 */
#include "dialects/arith/arith_canon.h"
#include "interfaces/registrations.h"

static bool is_op(const MlbOperation *op, const char *name) {
  return op && strcmp(op->name, name) == 0;
}

/* ==== Cast folding ==== */

static bool fold_casts(MlbOperation *op, int32_t skip) {
  bool folded = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbOperation *c = mlb_op_operand(op, i)->def_op;
    if ((int32_t)i == skip || !is_op(c, "memref.cast"))
      continue;
    MlbValue *src = mlb_op_operand(c, 0);
    if (src->type->kind == MLB_TYPE_UNRANKED_MEMREF)
      continue;
    mlb_op_set_operand(op, i, src);
    folded = true;
  }
  return folded;
}

static MlbFoldStatus fold_cast_users(MlbContext *ctx, MlbOperation *op,
                                     MlbAttr *const *cst,
                                     MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  return fold_casts(op, -1) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

static MlbFoldStatus fold_store(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  return fold_casts(op, 0) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* ==== dim ==== */

/* Position of dynamic dimension `dim` among the dynamic ones. */
static uint32_t dynamic_index(const MlbType *t, uint32_t dim) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < dim; i++)
    k += t->u.shaped.shape[i] == MLB_DYNAMIC;
  return k;
}

static MlbFoldStatus fold_dim(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out) {
  int64_t idx;
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *t = src->type;
  if (!mlb_attr_const_int(cst[1], &idx) || t->kind != MLB_TYPE_MEMREF ||
      idx < 0 || idx >= (int64_t)t->u.shaped.rank)
    return fold_cast_users(ctx, op, cst, out);
  int64_t size = t->u.shaped.shape[idx];
  if (size != MLB_DYNAMIC) {
    out[0].attr = mlb_attr_int(ctx, ctx->t_index, size);
    return MLB_FOLD_RESULTS;
  }
  MlbOperation *d = src->def_op;
  if (is_op(d, "memref.alloc") || is_op(d, "memref.alloca")) {
    uint32_t k = dynamic_index(t, (uint32_t)idx);
    if (k < d->num_operands) {
      out[0].value = mlb_op_operand(d, k);
      return MLB_FOLD_RESULTS;
    }
  }
  return fold_cast_users(ctx, op, cst, out);
}

/* ==== Dead allocations ==== */

static bool pat_dead_alloc(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *m = mlb_op_result(op, 0);
  for (MlbUse *u = m->uses; u; u = u->next) {
    MlbOperation *user = u->owner;
    if (is_op(user, "memref.store") && mlb_op_operand(user, 0) != m)
      continue;
    if (!is_op(user, "memref.dealloc"))
      return false;
  }
  while (m->uses)
    mlb_rw_erase_op(rw, m->uses->owner);
  mlb_rw_erase_op(rw, op);
  return true;
}

/* ==== Registration ==== */

static const MlbPattern k_alloc_patterns[] = {
    {"SimplifyDeadAlloc", pat_dead_alloc, 1},
};
static const MlbCanonIface k_c_alloc = {k_alloc_patterns,
                                        MLB_ARRAY_LEN(k_alloc_patterns)};
static const MlbFoldIface k_f_cast_users = {
    .fold = fold_cast_users, .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_store = {.fold = fold_store,
                                       .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_dim = {.fold = fold_dim,
                                     .materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"memref.load", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.dealloc", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.store", MLB_IFACE_FOLD, &k_f_store},
    {"memref.dim", MLB_IFACE_FOLD, &k_f_dim},
    {"memref.alloc", MLB_IFACE_CANONICALIZE, &k_c_alloc},
    {"memref.alloca", MLB_IFACE_CANONICALIZE, &k_c_alloc},
};

void mlb_register_memref_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
