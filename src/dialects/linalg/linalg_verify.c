/* linalg_verify.c - verification shared by the linalg structured ops, and
 * the linalg.yield / linalg.index verifiers.
 *
 * Mirrors upstream's DestinationStyleOpInterface (tensor inits become the
 * results; checked with the op's own rules) and, once the nested ops are
 * verified (verifyWithRegions), the IndexingMapOpInterface (one map per
 * operand, ranks, static shapes consistent with the loop ranges) and
 * LinalgStructuredInterface (one block whose arguments are the operands'
 * element types) checks. The static shape check evaluates each map result
 * at the first and last points of the loop ranges, as upstream.
 */
#include "dialects/linalg/linalg_int.h"
#include "support/thresholds.h"

static bool is_shaped_operand(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_TENSOR;
}

static uint32_t operand_rank(const MlbType *t) {
  return is_shaped_operand(t) ? t->u.shaped.rank : 0;
}

/* ==== DestinationStyleOpInterface ==== */
static MlbStatus dps_type_error(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                const MlbType *a, const MlbType *b) {
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_append_quoted_type(&x, a);
  mlb_append_quoted_type(&y, b);
  mlb_op_emit_error(ctx, op,
                    "expected type of operand #%u (%s) to match type of "
                    "corresponding result (%s)",
                    i, mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

MlbStatus mlb_linalg_verify_dps(MlbContext *ctx, MlbOperation *op,
                                uint32_t nin) {
  uint32_t ntensors = 0;
  for (uint32_t i = nin; i < op->num_operands; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    if (mlb_type_is_tensor(t))
      ntensors++;
    else if (!mlb_type_is_memref(t))
      return mlb_op_emit_error(ctx, op,
                               "expected that operand #%u is a tensor or a "
                               "memref",
                               i);
  }
  if (op->num_results != ntensors)
    return mlb_op_emit_error(ctx, op,
                             "expected the number of tensor results (%u) to "
                             "be equal to the number of output tensors (%u)",
                             op->num_results, ntensors);
  uint32_t r = 0;
  for (uint32_t i = nin; i < op->num_operands; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    if (!mlb_type_is_tensor(t))
      continue;
    if (op->results[r].type != t)
      return dps_type_error(ctx, op, i, t, op->results[r].type);
    r++;
  }
  return MLB_SUCCESS;
}

/* ==== Indexing maps ==== */
static bool pure_semantics(MlbOperation *op) {
  bool tensors = false, buffers = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    tensors |= mlb_type_is_tensor(t);
    buffers |= mlb_type_is_memref(t);
  }
  return !(tensors && buffers);
}

static MlbStatus verify_map_shapes(MlbContext *ctx, MlbOperation *op,
                                   const MlbAttr *maps, uint32_t nloops) {
  for (uint32_t i = 0; i < maps->u.array.n; i++) {
    const MlbAttr *m = maps->u.array.elems[i];
    if (m->kind != MLB_ATTR_AFFINE_MAP)
      return mlb_op_emit_error(ctx, op,
                               "expected indexing_map #%u to be an affine "
                               "map",
                               i);
    if (m->u.map.num_syms)
      return mlb_op_emit_error(ctx, op,
                               "unexpected symbols in indexing_map #%u", i);
    if (m->u.map.num_dims != nloops)
      return mlb_op_emit_error(ctx, op,
                               "expected indexing_map #%u to have %u dim(s) "
                               "to match the number of loops",
                               i, nloops);
    uint32_t rank = operand_rank(mlb_op_operand(op, i)->type);
    if (m->u.map.num_results != rank)
      return mlb_op_emit_error(ctx, op,
                               "expected operand #%u rank (%u) to match the "
                               "result rank of indexing_map (%u)",
                               i, rank, m->u.map.num_results);
  }
  return MLB_SUCCESS;
}

/* The maps together (`concatAffineMaps`) must give each loop by a plain
 * dim result somewhere, or no loop range follows from the operand shapes
 * (upstream's getShapesToLoopsMap is then null). Symbols are reported per
 * map afterwards, as upstream; elements that are not maps too. */
static MlbStatus verify_invertible(MlbContext *ctx, MlbOperation *op,
                                   const MlbAttr *maps) {
  uint32_t nd = 0, ns = 0, nres = 0;
  for (uint32_t i = 0; i < maps->u.array.n; i++) {
    const MlbAttr *m = maps->u.array.elems[i];
    if (m->kind != MLB_ATTR_AFFINE_MAP)
      return MLB_SUCCESS;
    nd = m->u.map.num_dims > nd ? m->u.map.num_dims : nd;
    ns = m->u.map.num_syms > ns ? m->u.map.num_syms : ns;
    nres += m->u.map.num_results;
  }
  bool *seen = mlb_calloc(nd + 1, sizeof *seen);
  MlbAffineExpr **all = mlb_calloc(nres + 1, sizeof *all);
  uint32_t nseen = 0, k = 0;
  for (uint32_t i = 0; i < maps->u.array.n; i++) {
    const MlbAttr *m = maps->u.array.elems[i];
    for (uint32_t r = 0; r < m->u.map.num_results; r++) {
      MlbAffineExpr *e = m->u.map.results[r];
      all[k++] = e;
      if (e->kind == MLB_AFFINE_DIM && !seen[e->value]) {
        seen[e->value] = true;
        nseen++;
      }
    }
  }
  MlbStatus s = MLB_SUCCESS;
  if (nseen != nd) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_affine_map_body(&b, mlb_attr_affine_map(ctx, nd, ns, nres, all));
    s = mlb_op_emit_error(ctx, op,
                          "invalid indexing maps are non-invertible: (%s)",
                          mlb_buf_cstr(&b));
    mlb_buf_free(&b);
  }
  mlb_free(all);
  mlb_free(seen);
  return s;
}

/* Static loop ranges as upstream's getStaticLoopRanges for maps whose
 * loops each appear as a plain dim result: the first such operand size.
 * False when a loop has no plain dim result (the shape check is then
 * skipped). */
static bool loop_ranges(MlbOperation *op, const MlbAttr *maps, uint32_t nloops,
                        int64_t *ranges) {
  for (uint32_t l = 0; l < nloops; l++)
    ranges[l] = INT64_MAX;
  for (uint32_t i = 0; i < maps->u.array.n; i++) {
    const MlbAttr *m = maps->u.array.elems[i];
    const MlbType *t = mlb_op_operand(op, i)->type;
    for (uint32_t r = 0; r < m->u.map.num_results; r++) {
      const MlbAffineExpr *e = m->u.map.results[r];
      if (e->kind == MLB_AFFINE_DIM && ranges[e->value] == INT64_MAX)
        ranges[e->value] = t->u.shaped.shape[r];
    }
  }
  for (uint32_t l = 0; l < nloops; l++)
    if (ranges[l] == INT64_MAX || ranges[l] == MLB_DYNAMIC)
      return false;
  return true;
}

/* Evaluates `e` with dims at `vals`; false for symbols or division by
 * zero (the check is then skipped). */
static bool eval_expr(const MlbAffineExpr *e, const int64_t *vals,
                      int64_t *out) {
  int64_t l = 0, r = 0;
  switch (e->kind) {
  case MLB_AFFINE_DIM:
    *out = vals[e->value];
    return true;
  case MLB_AFFINE_CONST:
    *out = e->value;
    return true;
  case MLB_AFFINE_SYMBOL:
    return false;
  default:
    break;
  }
  if (!eval_expr(e->lhs, vals, &l) || !eval_expr(e->rhs, vals, &r))
    return false;
  if (e->kind == MLB_AFFINE_ADD)
    *out = l + r;
  else if (e->kind == MLB_AFFINE_MUL)
    *out = l * r;
  else if (r == 0)
    return false;
  else if (e->kind == MLB_AFFINE_MOD)
    *out = ((l % r) + r) % r;
  else if (e->kind == MLB_AFFINE_FLOORDIV)
    *out = l / r - ((l % r != 0) && ((l < 0) != (r < 0)));
  else
    *out = l / r + ((l % r != 0) && ((l < 0) == (r < 0)));
  return true;
}

static MlbStatus below_zero(MlbContext *ctx, MlbOperation *op, uint32_t r,
                            const MlbAttr *m) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_attr(&b, m);
  /* Upstream streams the AffineMap itself: no `affine_map<...>` around. */
  const char *t = mlb_buf_cstr(&b);
  size_t n = b.len, skip = strncmp(t, "affine_map<", 11) == 0 ? 11 : 0;
  mlb_op_emit_error(ctx, op,
                    "unexpected result less than 0 at expression #%u in %.*s",
                    r, (int)(n - skip - (skip ? 1 : 0)), t + skip);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* One result of operand #i's map against the operand's static size, as
 * upstream: the loop ranges' first and last points map to the extent. */
static MlbStatus check_dim(MlbContext *ctx, MlbOperation *op, uint32_t i,
                           uint32_t r, const MlbAttr *m, const int64_t *lo,
                           const int64_t *hi) {
  const MlbAffineExpr *e = m->u.map.results[r];
  int64_t size = mlb_op_operand(op, i)->type->u.shaped.shape[r];
  int64_t a = 0, b = 0;
  if (size == MLB_DYNAMIC || size == 0 || !eval_expr(e, lo, &a) ||
      !eval_expr(e, hi, &b))
    return MLB_SUCCESS;
  int64_t inferred = (a > b ? a : b) + 1;
  if ((a < b ? a : b) < 0)
    return below_zero(ctx, op, r, m);
  if (e->kind == MLB_AFFINE_DIM && inferred != size)
    return mlb_op_emit_error(ctx, op,
                             "inferred input/output operand #%u has shape's "
                             "dimension #%u to be %lld, but found %lld",
                             i, r, (long long)inferred, (long long)size);
  if (e->kind != MLB_AFFINE_DIM && inferred > size)
    return mlb_op_emit_error(ctx, op,
                             "inferred input/output operand #%u has shape's "
                             "dimension #%u to be greater than or equal to "
                             "%lld, but found %lld",
                             i, r, (long long)inferred, (long long)size);
  return MLB_SUCCESS;
}

static MlbStatus verify_static_shapes(MlbContext *ctx, MlbOperation *op,
                                      const MlbAttr *maps, uint32_t nloops) {
  /* On the stack for the usual few loops (every structured op of a
   * module is verified after parsing and after each pass). */
  int64_t buf[2 * 8 + 2];
  size_t n = 2 * (size_t)nloops + 2;
  int64_t *hi = MLB_FITS_SMALL(n, buf) ? buf : mlb_calloc(n, sizeof(int64_t));
  if (hi == buf)
    memset(buf, 0, n * sizeof *buf);
  int64_t *lo = hi + nloops + 1;
  MlbStatus s = MLB_SUCCESS;
  if (loop_ranges(op, maps, nloops, hi)) {
    for (uint32_t l = 0; l < nloops; l++)
      hi[l] -= 1;
    for (uint32_t i = 0; i < maps->u.array.n && !s; i++) {
      const MlbAttr *m = maps->u.array.elems[i];
      for (uint32_t r = 0; r < m->u.map.num_results && !s; r++)
        s = check_dim(ctx, op, i, r, m, lo, hi);
    }
  }
  if (hi != buf)
    mlb_free(hi);
  return s;
}

/* ==== Region ==== */
static MlbStatus bb_type_error(MlbContext *ctx, MlbOperation *op, uint32_t i,
                               const MlbType *arg, const MlbType *elt) {
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_append_quoted_type(&x, arg);
  mlb_append_quoted_type(&y, elt);
  mlb_op_emit_error(ctx, op,
                    "expected type of bb argument #%u (%s) to match element "
                    "or self type of the corresponding operand (%s)",
                    i, mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

static MlbStatus verify_body(MlbContext *ctx, MlbOperation *op) {
  if (op->num_regions != 1 || mlb_region_num_blocks(&op->regions[0]) != 1)
    return mlb_op_emit_error(ctx, op, "expects to have 1 region with 1 block");
  MlbBlock *b = op->regions[0].first;
  if (b->num_args != op->num_operands)
    return mlb_op_emit_error(ctx, op,
                             "expected as many non-induction variable region "
                             "arguments as the number of input/output "
                             "operands");
  for (uint32_t i = 0; i < b->num_args; i++) {
    MlbType *elt = mlb_linalg_elt(mlb_op_operand(op, i)->type);
    if (b->args[i]->type != elt)
      return bb_type_error(ctx, op, i, b->args[i]->type, elt);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_structured(MlbContext *ctx, MlbOperation *op,
                                       const MlbAttr *maps) {
  if (!pure_semantics(op))
    return mlb_op_emit_error(ctx, op,
                             "expected to have pure tensor or buffer "
                             "semantics");
  if (maps) {
    if (maps->kind != MLB_ATTR_ARRAY)
      return mlb_op_emit_error(ctx, op,
                               "expected indexing_maps to be an array");
    if (maps->u.array.n != op->num_operands)
      return mlb_op_emit_error(ctx, op,
                               "expected the number of indexing_map (%u) to "
                               "be equal to the number of input/output "
                               "operands (%u)",
                               maps->u.array.n, op->num_operands);
    MLB_TRY(verify_invertible(ctx, op, maps));
    int64_t nl = mlb_linalg_num_loops(op);
    uint32_t nloops = nl < 0 ? 0 : (uint32_t)nl;
    MLB_TRY(verify_map_shapes(ctx, op, maps, nloops));
    MLB_TRY(verify_static_shapes(ctx, op, maps, nloops));
  }
  return verify_body(ctx, op);
}

MlbStatus mlb_linalg_verify_generic(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 2));
  MlbAttr *maps = NULL, *its = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.indexing_maps, &maps));
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.iterator_types, &its));
  if (its->kind != MLB_ATTR_ARRAY)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'iterator_types' failed to satisfy "
                             "constraint: Iterator type should be an enum.");
  return mlb_linalg_verify_dps(ctx, op, mlb_linalg_num_inputs(op));
}

MlbStatus mlb_linalg_verify_generic_regions(MlbContext *ctx, MlbOperation *op) {
  return mlb_linalg_verify_structured(
      ctx, op, mlb_op_get_prop(op, mlb_names.indexing_maps));
}

/* ==== linalg.yield / linalg.index ==== */
static bool is_linalg_op(const MlbOperation *op) {
  return op && op->desc && strncmp(op->name, "linalg.", 7) == 0 &&
         op->num_regions == 1 && strcmp(op->name, "linalg.yield") != 0;
}

static MlbStatus yield_type_error(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                  const MlbType *got, const MlbType *want) {
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_append_quoted_type(&x, got);
  mlb_append_quoted_type(&y, want);
  mlb_op_emit_error(ctx, op,
                    "type of yield operand %u (%s) doesn't match the element "
                    "type of the enclosing linalg.generic op (%s)",
                    i + 1, mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

MlbStatus mlb_linalg_verify_yield(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par || par->num_regions != 1 || mlb_region_empty(&par->regions[0]))
    return mlb_op_emit_error(ctx, op,
                             "expected single non-empty parent region");
  if (!is_linalg_op(par))
    return mlb_op_emit_error(ctx, op,
                             "expected parent op with LinalgOp interface");
  uint32_t nin = mlb_linalg_num_inputs(par);
  uint32_t ninit = par->num_operands - nin;
  if (op->num_operands != ninit)
    return mlb_op_emit_error(ctx, op,
                             "expected number of yield values (%u) to match "
                             "the number of inits / outs operands of the "
                             "enclosing LinalgOp (%u)",
                             op->num_operands, ninit);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *want = mlb_linalg_elt(mlb_op_operand(par, nin + i)->type);
    MlbType *got = mlb_op_operand(op, i)->type;
    if (got != want)
      return yield_type_error(ctx, op, i, got, want);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_index(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *dim = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "dim", &dim));
  if (dim->kind != MLB_ATTR_INTEGER || dim->u.integer.value < 0)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'dim' failed to satisfy constraint: "
                             "64-bit signless integer attribute whose "
                             "minimum value is 0");
  MlbOperation *par = mlb_op_parent_op(op);
  if (!is_linalg_op(par))
    return mlb_op_emit_error(ctx, op,
                             "expected parent op with LinalgOp interface");
  int64_t nloops = mlb_linalg_num_loops(par);
  if (nloops >= 0 && nloops <= dim->u.integer.value)
    return mlb_op_emit_error(ctx, op,
                             "expected dim (%lld) to be lower than the number "
                             "of loops (%lld) of the enclosing LinalgOp",
                             (long long)dim->u.integer.value,
                             (long long)nloops);
  return MLB_SUCCESS;
}
