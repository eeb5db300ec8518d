/* affine.c - uniqued affine expressions, affine maps and integer sets.
 *
 * The constructors here build exactly the tree they are given; the
 * simplifications upstream applies while building expressions (constant
 * folding, operand ordering) live in the affine parser, which is the only
 * place that needs to reproduce upstream's trees.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

static uint32_t affine_hash(const MlbAffineExpr *e) {
  uint64_t h = mlb_hash_combine(0xaff, (uint64_t)e->kind);
  h = mlb_hash_combine(h, (uint64_t)e->value);
  h = mlb_hash_combine(h, mlb_hash_ptr(e->lhs));
  return (uint32_t)mlb_hash_combine(h, mlb_hash_ptr(e->rhs));
}

static bool affine_eq(const void *stored, const void *key) {
  const MlbAffineExpr *a = stored, *b = key;
  return a->kind == b->kind && a->value == b->value && a->lhs == b->lhs &&
         a->rhs == b->rhs;
}

static MlbAffineExpr *affine_unique(MlbContext *ctx, MlbAffineExpr *key) {
  uint32_t h = affine_hash(key), slot;
  MlbAffineExpr *e =
      mlb_uniquer_lookup(ctx->affine, h, affine_eq, key, &slot);
  if (e)
    return e;
  e = mlb_arena_dup(&ctx->type_arena, key, sizeof *key);
  mlb_uniquer_insert(ctx->affine, slot, h, e);
  return e;
}

static MlbAffineExpr *leaf(MlbContext *ctx, MlbAffineKind k, int64_t v) {
  MlbAffineExpr key = {k, v, NULL, NULL};
  return affine_unique(ctx, &key);
}

MlbAffineExpr *mlb_affine_dim(MlbContext *ctx, int64_t pos) {
  return leaf(ctx, MLB_AFFINE_DIM, pos);
}

MlbAffineExpr *mlb_affine_sym(MlbContext *ctx, int64_t pos) {
  return leaf(ctx, MLB_AFFINE_SYMBOL, pos);
}

MlbAffineExpr *mlb_affine_const(MlbContext *ctx, int64_t v) {
  return leaf(ctx, MLB_AFFINE_CONST, v);
}

MlbAffineExpr *mlb_affine_bin(MlbContext *ctx, MlbAffineKind k,
                              MlbAffineExpr *l, MlbAffineExpr *r) {
  MlbAffineExpr key = {k, 0, l, r};
  return affine_unique(ctx, &key);
}

MlbAttr *mlb_attr_affine_map(MlbContext *ctx, uint32_t nd, uint32_t ns,
                             uint32_t nr, MlbAffineExpr *const *results) {
  MlbAttr k;
  memset(&k, 0, sizeof k);
  k.kind = MLB_ATTR_AFFINE_MAP;
  k.u.map.num_dims = nd;
  k.u.map.num_syms = ns;
  k.u.map.num_results = nr;
  k.u.map.results = (MlbAffineExpr **)results;
  return mlb_attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_integer_set(MlbContext *ctx, uint32_t nd, uint32_t ns,
                              uint32_t nc, MlbAffineExpr *const *cons,
                              const bool *is_eq) {
  MlbAttr k;
  memset(&k, 0, sizeof k);
  k.kind = MLB_ATTR_INTEGER_SET;
  k.u.set.num_dims = nd;
  k.u.set.num_syms = ns;
  k.u.set.num_constraints = nc;
  k.u.set.constraints = (MlbAffineExpr **)cons;
  k.u.set.is_eq = (bool *)is_eq;
  return mlb_attr_unique(ctx, &k);
}
