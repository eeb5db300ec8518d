/* handlers_linalg_maps.c - the operand groups and indexing maps of each
 * kind of linalg structured op, as the interpreter's loop nest needs them.
 *
 * generic and the contractions carry their maps (`indexing_maps`, or the
 * memoized copy the verifier attaches to fixed-map named ops). fill, copy,
 * the elementwise ops and map use identities over the output's rank
 * (scalar operands have no map). reduce, transpose and broadcast imply
 * theirs from `dimensions` / `permutation`, as upstream's getIndexingMaps:
 *   reduce     loops = input dims; inits drop the reduced dims
 *   transpose  loops = output dims; the input's dim perm[i] is loop i
 *   broadcast  loops = output dims; the input lacks the added dims
 */
#include "dialects/common.h"
#include "interp/interp_linalg.h"

static bool is_ranked_shaped(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_TENSOR;
}

/* The map (d0..d{n-1}) -> (d{dims[0]}, ...). */
static const MlbAttr *projection(MlbContext *ctx, uint32_t nloops,
                                 const uint32_t *dims, uint32_t n) {
  MlbAffineExpr **r = mlb_calloc(n + 1, sizeof *r);
  for (uint32_t i = 0; i < n; i++)
    r[i] = mlb_affine_dim(ctx, dims[i]);
  const MlbAttr *m = mlb_attr_affine_map(ctx, nloops, 0, n, r);
  mlb_free(r);
  return m;
}

static const MlbAttr *identity(MlbContext *ctx, uint32_t rank) {
  uint32_t *dims = mlb_calloc(rank + 1, sizeof *dims);
  for (uint32_t i = 0; i < rank; i++)
    dims[i] = i;
  const MlbAttr *m = projection(ctx, rank, dims, rank);
  mlb_free(dims);
  return m;
}

/* The i64 array attribute `name`, with every value in [0, bound). */
static const MlbAttr *dim_list(MlbOperation *op, const char *name,
                               uint32_t bound) {
  MlbAttr *a = mlb_op_get_attr(op, name);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY)
    return NULL;
  for (uint32_t i = 0; i < a->u.darray.n; i++)
    if (a->u.darray.ivals[i] < 0 || a->u.darray.ivals[i] >= bound)
      return NULL;
  return a;
}

static bool in_list(const MlbAttr *a, uint32_t d) {
  for (uint32_t i = 0; i < a->u.darray.n; i++)
    if (a->u.darray.ivals[i] == (int64_t)d)
      return true;
  return false;
}

/* The loops of `nloops` not in `skip` (reduce's inits, broadcast's
 * input). */
static const MlbAttr *all_but(MlbContext *ctx, uint32_t nloops,
                              const MlbAttr *skip) {
  uint32_t *dims = mlb_calloc(nloops + 1, sizeof *dims), n = 0;
  for (uint32_t d = 0; d < nloops; d++)
    if (!in_list(skip, d))
      dims[n++] = d;
  const MlbAttr *m = projection(ctx, nloops, dims, n);
  mlb_free(dims);
  return m;
}

/* ==== Operand groups ==== */

static bool decode_groups(MlbOperation *op, MlbLinKind kind, MlbLinInfo *li) {
  uint32_t n = op->num_operands, s;
  switch (kind) {
  case MLB_LIN_EXPLICIT:
  case MLB_LIN_IDENTITY:
    if (!mlb_op_operand_segment(op, 0, &s, &li->nin) ||
        !mlb_op_operand_segment(op, 1, &s, &li->nout))
      return false;
    li->nargs = li->nin + li->nout;
    return li->nout > 0;
  case MLB_LIN_MAP:
    li->nin = n ? n - 1 : 0;
    li->nout = 1;
    li->nargs = li->nin;
    return n > 0;
  case MLB_LIN_REDUCE:
    li->nin = li->nout = n / 2;
    li->nargs = n;
    return n > 0 && n % 2 == 0;
  case MLB_LIN_TRANSPOSE:
  case MLB_LIN_BROADCAST:
    li->nin = li->nout = 1;
    li->nargs = 2;
    return n == 2;
  }
  return false;
}

/* ==== Maps ==== */

static const MlbAttr *explicit_map(MlbOperation *op, uint32_t k) {
  MlbAttr *maps = mlb_op_get_attr(op, "indexing_maps");
  if (!maps)
    maps = mlb_op_get_attr(op, "linalg.memoized_indexing_maps");
  if (!maps || maps->kind != MLB_ATTR_ARRAY || k >= maps->u.array.n)
    return NULL;
  return maps->u.array.elems[k];
}

static uint32_t rank_of(MlbOperation *op, uint32_t k) {
  return mlb_op_operand(op, k)->type->u.shaped.rank;
}

/* The loop count of the op. */
static uint32_t loop_count(MlbOperation *op, MlbLinKind kind,
                           const MlbLinInfo *li) {
  if (kind == MLB_LIN_EXPLICIT) {
    const MlbAttr *m = explicit_map(op, 0);
    return m && m->kind == MLB_ATTR_AFFINE_MAP ? m->u.map.num_dims : 0;
  }
  return rank_of(op, kind == MLB_LIN_REDUCE ? 0 : li->nin);
}

/* Map of operand k (inputs first); NULL for scalar operands of the
 * identity kinds. Only called for shaped operands but scalars. */
static const MlbAttr *operand_map(MlbContext *ctx, MlbOperation *op,
                                  MlbLinKind kind, const MlbLinInfo *li,
                                  uint32_t k) {
  bool input = k < li->nin;
  uint32_t n = li->nloops;
  switch (kind) {
  case MLB_LIN_EXPLICIT:
    return explicit_map(op, k);
  case MLB_LIN_IDENTITY:
  case MLB_LIN_MAP:
    return identity(ctx, n);
  case MLB_LIN_REDUCE: {
    const MlbAttr *d = dim_list(op, "dimensions", n);
    return !d ? NULL : input ? identity(ctx, n) : all_but(ctx, n, d);
  }
  case MLB_LIN_TRANSPOSE: {
    const MlbAttr *p = dim_list(op, "permutation", n);
    if (!p || p->u.darray.n != n)
      return NULL;
    if (!input)
      return identity(ctx, n);
    uint32_t *dims = mlb_calloc(n + 1, sizeof *dims);
    for (uint32_t i = 0; i < n; i++)
      dims[p->u.darray.ivals[i]] = i;
    const MlbAttr *m = projection(ctx, n, dims, n);
    mlb_free(dims);
    return m;
  }
  case MLB_LIN_BROADCAST: {
    const MlbAttr *d = dim_list(op, "dimensions", n);
    return !d ? NULL : input ? all_but(ctx, n, d) : identity(ctx, n);
  }
  }
  return NULL;
}

/* Maps of structured ops use dims and constants (no symbols). */
static bool expr_supported(const MlbAffineExpr *e, uint32_t ndims) {
  switch (e->kind) {
  case MLB_AFFINE_DIM: return e->value >= 0 && (uint64_t)e->value < ndims;
  case MLB_AFFINE_CONST: return true;
  case MLB_AFFINE_SYMBOL: return false;
  default:
    return expr_supported(e->lhs, ndims) && expr_supported(e->rhs, ndims);
  }
}

static bool map_fits(const MlbAttr *m, const MlbType *t, uint32_t nloops) {
  if (!m || m->kind != MLB_ATTR_AFFINE_MAP || m->u.map.num_syms ||
      m->u.map.num_dims != nloops ||
      m->u.map.num_results != t->u.shaped.rank)
    return false;
  for (uint32_t r = 0; r < m->u.map.num_results; r++)
    if (!expr_supported(m->u.map.results[r], nloops))
      return false;
  return true;
}

bool mlb_ilinalg_decode_maps(MlbILower *lw, MlbOperation *op, MlbLinKind kind,
                             MlbLinInfo *li) {
  if (!decode_groups(op, kind, li) || op->num_operands != li->nin + li->nout)
    return false;
  for (uint32_t k = li->nin; k < li->nin + li->nout; k++)
    if (!is_ranked_shaped(mlb_op_operand(op, k)->type))
      return false;
  if (kind == MLB_LIN_REDUCE && !is_ranked_shaped(mlb_op_operand(op, 0)->type))
    return false;
  li->nloops = loop_count(op, kind, li);
  li->ops = mlb_ilower_alloc(lw, (li->nin + li->nout) * sizeof(MlbLinOperand));
  for (uint32_t k = 0; k < li->nin + li->nout; k++) {
    MlbType *t = mlb_op_operand(op, k)->type;
    MlbLinOperand *o = &li->ops[k];
    if (!is_ranked_shaped(t)) {
      /* Scalars: operands of the identity kinds (fill's value). */
      if (kind == MLB_LIN_REDUCE || kind == MLB_LIN_TRANSPOSE ||
          kind == MLB_LIN_BROADCAST)
        return false;
      continue;
    }
    o->map = operand_map(lw->ctx, op, kind, li, k);
    if (!map_fits(o->map, t, li->nloops))
      return false;
    o->idx_at = li->idx_len;
    li->idx_len += o->map->u.map.num_results;
  }
  return true;
}
