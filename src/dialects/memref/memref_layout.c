/* memref_layout.c - strided layouts of memref types, and small helpers the
 * memref dialect files share (diagnostics, type parsing).
 *
 * A memref's layout is either absent (identity: row-major contiguous), a
 * strided<[...], offset: o> attribute, or an affine map. Like upstream's
 * getStridesAndOffset, an affine map is strided when its single result is a
 * sum of `dim * stride` terms plus an offset, where strides and the offset
 * are constants or symbols (symbols make them dynamic).
 */
#include "dialects/memref/memref_int.h"

int64_t mlb_memref_sat_add(int64_t a, int64_t b) {
  if (a == MLB_DYNAMIC || b == MLB_DYNAMIC)
    return MLB_DYNAMIC;
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

/* As upstream's SaturatedInteger, a product with a static 0 is 0 even when
 * the other factor is dynamic. */
int64_t mlb_memref_sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  if (a == MLB_DYNAMIC || b == MLB_DYNAMIC)
    return MLB_DYNAMIC;
  return (int64_t)((uint64_t)a * (uint64_t)b);
}

/* Upstream asks the layout's affine map: strided<[1]> (rank 1, offset 0)
 * is the identity map (d0) -> (d0); other strided layouts are not. */
MLB_HOT bool mlb_memref_layout_is_identity(const MlbAttr *layout) {
  if (!layout)
    return true;
  if (layout->kind == MLB_ATTR_STRIDED)
    return layout->u.strided.rank == 1 && layout->u.strided.strides[0] == 1 &&
           layout->u.strided.offset == 0;
  if (layout->kind != MLB_ATTR_AFFINE_MAP)
    return false;
  if (layout->u.map.num_syms != 0 ||
      layout->u.map.num_results != layout->u.map.num_dims)
    return false;
  for (uint32_t i = 0; i < layout->u.map.num_results; i++) {
    const MlbAffineExpr *e = layout->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value != (int64_t)i)
      return false;
  }
  return true;
}

/* Row-major strides of a contiguous buffer (upstream's
 * makeCanonicalStridedLayoutExpr): a dynamic or zero size makes every
 * outer stride dynamic. */
void mlb_memref_canonical_strides(uint32_t rank, const int64_t *shape,
                                  int64_t *strides) {
  int64_t running = 1;
  bool poisoned = false;
  for (uint32_t i = rank; i-- > 0;) {
    strides[i] = poisoned ? MLB_DYNAMIC : running;
    if (shape[i] > 0)
      running *= shape[i];
    else
      poisoned = true;
  }
}

/* Accumulates `coeff * e` into strides/offset; false if not linear. */
static bool add_linear_term(const MlbAffineExpr *e, int64_t coeff,
                            int64_t *strides, bool *seen, uint32_t rank,
                            int64_t *offset) {
  switch (e->kind) {
  case MLB_AFFINE_ADD:
    return add_linear_term(e->lhs, coeff, strides, seen, rank, offset) &&
           add_linear_term(e->rhs, coeff, strides, seen, rank, offset);
  case MLB_AFFINE_MUL: {
    const MlbAffineExpr *var = e->lhs, *k = e->rhs;
    if (k->kind != MLB_AFFINE_CONST && k->kind != MLB_AFFINE_SYMBOL) {
      var = e->rhs;
      k = e->lhs;
    }
    if (k->kind == MLB_AFFINE_CONST)
      return add_linear_term(var, mlb_memref_sat_mul(coeff, k->value), strides,
                             seen, rank, offset);
    if (k->kind == MLB_AFFINE_SYMBOL)
      return add_linear_term(var, MLB_DYNAMIC, strides, seen, rank, offset);
    return false;
  }
  case MLB_AFFINE_DIM:
    if (e->value < 0 || (uint64_t)e->value >= rank)
      return false;
    strides[e->value] =
        seen[e->value] ? mlb_memref_sat_add(strides[e->value], coeff) : coeff;
    seen[e->value] = true;
    return true;
  case MLB_AFFINE_SYMBOL:
    *offset = MLB_DYNAMIC;
    return true;
  case MLB_AFFINE_CONST:
    *offset = mlb_memref_sat_add(*offset, mlb_memref_sat_mul(coeff, e->value));
    return true;
  default:
    return false;
  }
}

static bool map_strides(const MlbAttr *map, uint32_t rank, int64_t *strides,
                        int64_t *offset) {
  if (map->u.map.num_results != 1 || map->u.map.num_dims != rank)
    return false;
  bool seen[64] = {false};
  if (rank > 64)
    return false;
  *offset = 0;
  for (uint32_t i = 0; i < rank; i++)
    strides[i] = 0;
  return add_linear_term(map->u.map.results[0], 1, strides, seen, rank, offset);
}

bool mlb_memref_strides(const MlbType *t, int64_t *strides, int64_t *offset) {
  if (t->kind != MLB_TYPE_MEMREF)
    return false;
  const MlbAttr *layout = t->u.shaped.layout;
  uint32_t rank = t->u.shaped.rank;
  if (mlb_memref_layout_is_identity(layout)) {
    mlb_memref_canonical_strides(rank, t->u.shaped.shape, strides);
    *offset = 0;
    return true;
  }
  if (layout->kind == MLB_ATTR_STRIDED) {
    if (layout->u.strided.rank != rank)
      return false;
    for (uint32_t i = 0; i < rank; i++)
      strides[i] = layout->u.strided.strides[i];
    *offset = layout->u.strided.offset;
    return true;
  }
  if (layout->kind == MLB_ATTR_AFFINE_MAP)
    return map_strides(layout, rank, strides, offset);
  return false;
}

MlbType *mlb_memref_strided(MlbContext *ctx, uint32_t rank,
                            const int64_t *shape, MlbType *elt,
                            const int64_t *strides, int64_t offset,
                            MlbAttr *memspace) {
  MlbAttr *layout = mlb_attr_strided(ctx, rank, strides, offset);
  return mlb_type_memref(ctx, rank, shape, elt, layout, memspace);
}

/* ==== Diagnostics ==== */
const MlbAttr *mlb_memref_i64_prop(MlbOperation *op, const char *name) {
  const MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY ||
      (a->u.darray.n && !a->u.darray.ivals))
    return NULL;
  return a;
}

/* ==== Type parsing ==== */
static MlbStatus kind_error(MlbAsmParser *p, MlbOpState *st, MlbAttr *loc,
                            const char *expected, MlbType *got) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_append_quoted_type(&b, got);
  if (expected)
    mlb_parser_error_at(p, loc,
                        "custom op '%s' invalid kind of type specified: "
                        "expected %s, but found %s",
                        st->name, expected, mlb_buf_cstr(&b));
  else
    mlb_parser_error_at(p, loc, "custom op '%s' invalid kind of type specified",
                        st->name);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_memref_parse_ranked(MlbAsmParser *p, MlbOpState *st,
                                  MlbType **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, out));
  if ((*out)->kind != MLB_TYPE_MEMREF)
    return kind_error(p, st, loc, "builtin.memref", *out);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_any(MlbAsmParser *p, MlbOpState *st, MlbType **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, out));
  if (!mlb_type_is_memref(*out))
    return kind_error(p, st, loc, NULL, *out);
  return MLB_SUCCESS;
}
