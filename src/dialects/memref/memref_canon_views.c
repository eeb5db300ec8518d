/* memref_canon_views.c - folders and canonicalization patterns of the
 * memref view ops, as upstream's MemRefOps.cpp:
 *
 *  subview: folds to its source when it changes nothing (same static
 *    type, or a zero-offset unit-stride same-size subview of a subview);
 *    constant offsets/sizes/strides become static (a cast restores the
 *    old type); a memref.cast source losing static information is looked
 *    through (the cast moves after the subview); a subview covering all of
 *    its static source becomes a cast;
 *  reinterpret_cast: a reinterpret_cast, cast, or zero-offset subview
 *    source is looked through; one that rebuilds the memref an
 *    extract_strided_metadata took apart becomes that memref (or a cast of
 *    it), otherwise it takes the metadata's source; constant entries, or
 *    entries the result type fixes, become static;
 *  extract_strided_metadata: results whose value the source type fixes
 *    are replaced by constants, a cast source is looked through;
 *  view: constant sizes become static; a view of a cast of an alloc takes
 *    the alloc; a view of its own static type is its source.
 */
#include "dialects/memref/memref_canon.h"
#include "interfaces/registrations.h"

/* ==== Mixed offsets / sizes / strides ==== */

/* One list of an OffsetSizeAndStride op: static entries, MLB_DYNAMIC where
 * dyn[i] holds the SSA value. */
typedef struct Mixed {
  uint32_t n;
  int64_t stat[MLB_MEMREF_MAX_RANK];
  MlbValue *dyn[MLB_MEMREF_MAX_RANK];
} Mixed;

static const char *const k_props[3] = {
    mlb_names.static_offsets, mlb_names.static_sizes, mlb_names.static_strides};

/* Lists 0..2 (offsets, sizes, strides) of a subview or reinterpret_cast. */
static bool read_lists(MlbOperation *op, Mixed l[3]) {
  for (uint32_t i = 0; i < 3; i++) {
    const MlbAttr *a = mlb_memref_i64_prop(op, k_props[i]);
    uint32_t start, len, k = 0;
    if (!a || a->u.darray.n > MLB_MEMREF_MAX_RANK ||
        !mlb_op_operand_segment(op, i + 1, &start, &len))
      return false;
    l[i].n = a->u.darray.n;
    for (uint32_t j = 0; j < l[i].n; j++) {
      l[i].stat[j] = a->u.darray.ivals[j];
      l[i].dyn[j] = NULL;
      if (l[i].stat[j] != MLB_DYNAMIC)
        continue;
      if (k >= len)
        return false;
      l[i].dyn[j] = mlb_op_operand(op, start + k++);
    }
    if (k != len)
      return false;
  }
  return true;
}

/* Entry j as a constant (upstream's getConstantIntValue). */
static bool entry_const(const Mixed *m, uint32_t j, int64_t *v) {
  if (m->stat[j] != MLB_DYNAMIC) {
    *v = m->stat[j];
    return true;
  }
  return mlb_value_const_int(m->dyn[j], v);
}

static bool all_const(const Mixed *m, int64_t want) {
  int64_t v;
  for (uint32_t j = 0; j < m->n; j++)
    if (!entry_const(m, j, &v) || v != want)
      return false;
  return true;
}

/* Upstream's foldDynamicIndexList: constant SSA entries become static
 * (negative ones kept dynamic when `non_negative`). */
static bool fold_constants(Mixed *m, bool non_negative) {
  bool changed = false;
  int64_t v;
  for (uint32_t j = 0; j < m->n; j++) {
    if (!m->dyn[j] || !mlb_value_const_int(m->dyn[j], &v) ||
        (non_negative && v < 0))
      continue;
    m->stat[j] = v;
    m->dyn[j] = NULL;
    changed = true;
  }
  return changed;
}

static MlbOperation *build_view(MlbRewriter *rw, MlbOperation *like,
                                MlbType *type, MlbValue *src,
                                const Mixed l[3]) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, like->name, like->loc);
  mlb_vec_push(&st.operands, src);
  int64_t seg[4] = {1, 0, 0, 0};
  for (uint32_t i = 0; i < 3; i++) {
    for (uint32_t j = 0; j < l[i].n; j++)
      if (l[i].dyn[j]) {
        mlb_vec_push(&st.operands, l[i].dyn[j]);
        seg[i + 1]++;
      }
    mlb_opstate_add_prop(&st, k_props[i],
                         mlb_attr_dense_i64_array(rw->ctx, l[i].n, l[i].stat));
  }
  mlb_opstate_add_segment_sizes(rw->ctx, &st, "operandSegmentSizes", seg, 4);
  mlb_vec_push(&st.result_types, type);
  return mlb_rw_create(rw, &st);
}

/* ==== subview ==== */

static bool static_offsets_strides(const MlbType *t) {
  const MlbAttr *lay = t->u.shaped.layout;
  if (!lay || lay->kind != MLB_ATTR_STRIDED)
    return true;
  for (uint32_t i = 0; i < lay->u.strided.rank; i++)
    if (lay->u.strided.strides[i] == MLB_DYNAMIC)
      return false;
  return lay->u.strided.offset != MLB_DYNAMIC;
}

/* OpFoldResult equality: equal static values or the same SSA value. */
static bool same_entries(const Mixed *a, const Mixed *b) {
  if (a->n != b->n)
    return false;
  for (uint32_t j = 0; j < a->n; j++)
    if (a->stat[j] != b->stat[j] || a->dyn[j] != b->dyn[j])
      return false;
  return true;
}

static MlbFoldStatus fold_subview(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *st = src->type, *rt = mlb_op_result(op, 0)->type;
  if (st == rt && mlb_type_has_static_shape(rt) && static_offsets_strides(rt))
    return out[0].value = src, MLB_FOLD_RESULTS;
  MlbOperation *inner = src->def_op;
  Mixed l[3], il[3];
  if (!mlb_op_is(inner, "memref.subview") || st != rt ||
      !read_lists(op, l) || !read_lists(inner, il))
    return MLB_FOLD_FAILED;
  if (all_const(&l[0], 0) && all_const(&l[2], 1) &&
      same_entries(&l[1], &il[1]))
    return out[0].value = src, MLB_FOLD_RESULTS;
  return MLB_FOLD_FAILED;
}

/* `t` without the dims marked in `drop`, keeping its strided layout. */
static MlbType *drop_dims(MlbContext *ctx, const MlbType *t, const bool *drop) {
  int64_t shape[MLB_MEMREF_MAX_RANK], strides[MLB_MEMREF_MAX_RANK], ts[64];
  int64_t off;
  uint32_t n = 0;
  mlb_memref_strides(t, ts, &off);
  for (uint32_t i = 0; i < t->u.shaped.rank; i++) {
    if (drop[i])
      continue;
    shape[n] = t->u.shaped.shape[i];
    strides[n++] = ts[i];
  }
  return mlb_memref_strided(ctx, n, shape, t->u.shaped.elt, strides, off,
                            t->u.shaped.memspace);
}

static bool valid_lists(const Mixed l[3]) {
  for (uint32_t j = 0; j < l[0].n; j++)
    if ((l[0].stat[j] != MLB_DYNAMIC && l[0].stat[j] < 0) ||
        (l[1].stat[j] != MLB_DYNAMIC && l[1].stat[j] < 0) ||
        l[2].stat[j] == 0)
      return false;
  return true;
}

/* Upstream's SubViewReturnTypeCanonicalizer: the inferred type, rank
 * reduced as the op's current result is. */
static MlbType *canonical_subview_type(MlbContext *ctx, MlbOperation *op,
                                       const Mixed l[3], const int64_t *sizes) {
  const MlbType *src = mlb_op_operand(op, 0)->type;
  const MlbType *res = mlb_op_result(op, 0)->type;
  if (!valid_lists(l))
    return NULL;
  MlbType *t = mlb_memref_subview_type(ctx, src, l[0].stat, l[1].stat,
                                       l[2].stat);
  bool dropped[MLB_MEMREF_MAX_RANK], any = false;
  if (!mlb_memref_reduction_mask(src, res, sizes, dropped))
    return NULL;
  for (uint32_t i = 0; i < src->u.shaped.rank; i++)
    any |= dropped[i];
  return any ? drop_dims(ctx, t, dropped) : t;
}

static bool pat_subview_constants(MlbRewriter *rw, MlbOperation *op) {
  Mixed l[3];
  const MlbType *src = mlb_op_operand(op, 0)->type;
  if (src->kind != MLB_TYPE_MEMREF || !read_lists(op, l))
    return false;
  int64_t old_sizes[MLB_MEMREF_MAX_RANK];
  memcpy(old_sizes, l[1].stat, sizeof(int64_t) * l[1].n);
  bool a = fold_constants(&l[0], true), b = fold_constants(&l[1], true);
  bool c = fold_constants(&l[2], false);
  if (!a && !b && !c)
    return false;
  if (!mlb_memref_slice_in_bounds(src, l[0].stat, l[1].stat, l[2].stat))
    return false;
  MlbType *t = canonical_subview_type(rw->ctx, op, l, old_sizes);
  if (!t)
    return false;
  MlbOperation *n = build_view(rw, op, t, mlb_op_operand(op, 0), l);
  mlb_memref_replace_by_cast(rw, op, mlb_op_result(n, 0));
  return true;
}

static bool is_constant_index(MlbValue *v) {
  return v->type->kind == MLB_TYPE_INDEX && mlb_value_constant(v) &&
         mlb_op_is(v->def_op, "arith.constant");
}

/* subview(cast(x)) -> cast(subview(x)) when the cast only loses static
 * information; constant operands go first to the constant folder. */
static bool pat_subview_cast(MlbRewriter *rw, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (is_constant_index(mlb_op_operand(op, i)))
      return false;
  MlbOperation *c = mlb_op_operand(op, 0)->def_op;
  Mixed l[3];
  if (!mlb_memref_cast_foldable(c) || !read_lists(op, l))
    return false;
  MlbValue *x = mlb_op_operand(c, 0);
  const MlbType *src = mlb_op_operand(op, 0)->type;
  const MlbType *res = mlb_op_result(op, 0)->type;
  bool dropped[MLB_MEMREF_MAX_RANK], any = false;
  if (!mlb_memref_reduction_mask(src, res, l[1].stat, dropped))
    return false;
  MlbType *t = mlb_memref_subview_type(rw->ctx, x->type, l[0].stat,
                                       l[1].stat, l[2].stat);
  for (uint32_t i = 0; i < src->u.shaped.rank; i++)
    any |= dropped[i];
  if (any)
    t = drop_dims(rw->ctx, t, dropped);
  MlbOperation *n = build_view(rw, op, t, x, l);
  mlb_memref_replace_by_cast(rw, op, mlb_op_result(n, 0));
  return true;
}

/* A subview taking all of its static source is a cast of it. */
static bool pat_trivial_subview(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *st = src->type, *rt = mlb_op_result(op, 0)->type;
  Mixed l[3];
  int64_t v;
  if (st->u.shaped.rank != rt->u.shaped.rank || !read_lists(op, l) ||
      !all_const(&l[0], 0) || !all_const(&l[2], 1))
    return false;
  for (uint32_t j = 0; j < l[1].n; j++)
    if (!entry_const(&l[1], j, &v) || v != st->u.shaped.shape[j])
      return false;
  if (st == rt) {
    mlb_rw_replace_op(rw, op, &src);
    return true;
  }
  mlb_memref_replace_by_cast(rw, op, src);
  return true;
}

/* ==== reinterpret_cast ==== */

static MlbFoldStatus fold_reinterpret_cast(MlbContext *ctx, MlbOperation *op,
                                           MlbAttr *const *cst,
                                           MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbValue *src = mlb_op_operand(op, 0);
  MlbOperation *d = src->def_op;
  MlbValue *prev = NULL;
  Mixed l[3];
  if (mlb_op_is(d, "memref.reinterpret_cast") ||
      mlb_op_is(d, "memref.cast"))
    prev = mlb_op_operand(d, 0);
  else if (mlb_op_is(d, "memref.subview") && read_lists(d, l) &&
           all_const(&l[0], 0))
    prev = mlb_op_operand(d, 0);
  if (prev) {
    mlb_op_set_operand(op, 0, prev);
    return MLB_FOLD_IN_PLACE;
  }
  const MlbType *rt = mlb_op_result(op, 0)->type;
  const MlbAttr *offs = mlb_memref_i64_prop(op, mlb_names.static_offsets);
  if (mlb_type_has_static_shape(rt) && src->type == rt && offs &&
      offs->u.darray.n && offs->u.darray.ivals[0] == 0) {
    out[0].value = src;
    return MLB_FOLD_RESULTS;
  }
  return MLB_FOLD_FAILED;
}

/* Upstream's constifyIndexValues: an entry the type fixes (`known`) or a
 * constant SSA entry becomes static. */
static void constify(Mixed *m, const int64_t *known) {
  int64_t v;
  for (uint32_t j = 0; j < m->n; j++) {
    if (known[j] != MLB_DYNAMIC) {
      m->stat[j] = known[j];
      m->dyn[j] = NULL;
    } else if (m->dyn[j] && mlb_value_const_int(m->dyn[j], &v)) {
      m->stat[j] = v;
      m->dyn[j] = NULL;
    }
  }
}

/* The reinterpret_cast's lists constified by its result type. */
static bool constified_lists(MlbOperation *op, Mixed l[3]) {
  const MlbType *rt = mlb_op_result(op, 0)->type;
  int64_t strides[MLB_MEMREF_MAX_RANK], off;
  if (!read_lists(op, l) || rt->kind != MLB_TYPE_MEMREF ||
      rt->u.shaped.rank > MLB_MEMREF_MAX_RANK ||
      !mlb_memref_strides(rt, strides, &off) || l[0].n != 1 ||
      l[1].n != rt->u.shaped.rank || l[2].n != rt->u.shaped.rank)
    return false;
  constify(&l[0], &off);
  constify(&l[1], rt->u.shaped.shape);
  constify(&l[2], strides);
  return true;
}

/* The metadata results of `esm` constified by its source type, in the
 * reinterpret_cast list layout. */
static bool metadata_lists(MlbOperation *esm, Mixed m[3]) {
  const MlbType *t = mlb_op_operand(esm, 0)->type;
  int64_t strides[MLB_MEMREF_MAX_RANK], off;
  if (t->kind != MLB_TYPE_MEMREF || t->u.shaped.rank > MLB_MEMREF_MAX_RANK ||
      !mlb_memref_strides(t, strides, &off))
    return false;
  uint32_t rank = t->u.shaped.rank;
  m[0].n = 1;
  m[1].n = m[2].n = rank;
  m[0].stat[0] = MLB_DYNAMIC;
  m[0].dyn[0] = mlb_op_result(esm, 1);
  for (uint32_t j = 0; j < rank; j++) {
    m[1].stat[j] = m[2].stat[j] = MLB_DYNAMIC;
    m[1].dyn[j] = mlb_op_result(esm, 2 + j);
    m[2].dyn[j] = mlb_op_result(esm, 2 + rank + j);
  }
  constify(&m[0], &off);
  constify(&m[1], t->u.shaped.shape);
  constify(&m[2], strides);
  return true;
}

static bool pat_reinterpret_of_metadata(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *esm = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(esm, "memref.extract_strided_metadata"))
    return false;
  Mixed a[3], b[3];
  MlbValue *x = mlb_op_operand(esm, 0);
  bool noop = metadata_lists(esm, a) && constified_lists(op, b) &&
              same_entries(&a[2], &b[2]) && same_entries(&a[1], &b[1]) &&
              same_entries(&a[0], &b[0]);
  if (!noop) {
    mlb_rw_set_operand(rw, op, 0, x);
    return true;
  }
  if (x->type == mlb_op_result(op, 0)->type)
    mlb_rw_replace_op(rw, op, &x);
  else
    mlb_memref_replace_by_cast(rw, op, x);
  return true;
}

static uint32_t count_static(const Mixed l[3]) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < 3; i++)
    for (uint32_t j = 0; j < l[i].n; j++)
      n += l[i].dyn[j] == NULL;
  return n;
}

static bool pat_reinterpret_constants(MlbRewriter *rw, MlbOperation *op) {
  Mixed old[3], l[3];
  if (!read_lists(op, old) || !constified_lists(op, l) ||
      count_static(old) == count_static(l))
    return false;
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *rt = mlb_op_result(op, 0)->type;
  MlbType *t = mlb_memref_strided(rw->ctx, l[1].n, l[1].stat,
                                  rt->u.shaped.elt, l[2].stat, l[0].stat[0],
                                  rt->u.shaped.memspace);
  MlbOperation *n = build_view(rw, op, t, src, l);
  mlb_memref_replace_by_cast(rw, op, mlb_op_result(n, 0));
  return true;
}

/* ==== extract_strided_metadata ==== */

/* Result `r` gets the constant `v` when the type fixes it and r is used.
 * Like upstream's folder, the constant is built right before the op
 * without telling the driver (it is picked up by the next iteration). */
static bool replace_known(MlbContext *ctx, MlbOperation *op, uint32_t r,
                          int64_t v) {
  MlbValue *res = mlb_op_result(op, r);
  if (v == MLB_DYNAMIC || !res->uses)
    return false;
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "arith.constant", op->loc);
  mlb_opstate_add_prop(&st, "value", mlb_attr_int(ctx, ctx->t_index, v));
  mlb_vec_push(&st.result_types, ctx->t_index);
  MlbValue *c = mlb_op_result(mlb_builder_insert(&b, &st), 0);
  mlb_value_replace_all_uses(res, c);
  return true;
}

static MlbFoldStatus fold_extract_metadata(MlbContext *ctx, MlbOperation *op,
                                           MlbAttr *const *cst,
                                           MlbFoldResult *out) {
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *t = src->type;
  int64_t strides[MLB_MEMREF_MAX_RANK], off;
  if (t->kind != MLB_TYPE_MEMREF || t->u.shaped.rank > MLB_MEMREF_MAX_RANK ||
      !mlb_memref_strides(t, strides, &off) ||
      op->num_results != 2 + 2 * t->u.shaped.rank)
    return MLB_FOLD_FAILED;
  uint32_t rank = t->u.shaped.rank;
  bool changed = replace_known(ctx, op, 1, off);
  for (uint32_t j = 0; j < rank; j++)
    changed |= replace_known(ctx, op, 2 + j, t->u.shaped.shape[j]);
  for (uint32_t j = 0; j < rank; j++)
    changed |= replace_known(ctx, op, 2 + rank + j, strides[j]);
  MlbOperation *d = src->def_op;
  if (mlb_op_is(d, "memref.cast") &&
      mlb_op_operand(d, 0)->type->kind == MLB_TYPE_MEMREF) {
    mlb_op_set_operand(op, 0, mlb_op_operand(d, 0));
    changed = true;
  }
  return changed ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* ==== view ==== */

static MlbFoldStatus fold_view(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbValue *src = mlb_op_operand(op, 0);
  if (src->type != mlb_op_result(op, 0)->type ||
      !mlb_type_has_static_shape(src->type))
    return MLB_FOLD_FAILED;
  out[0].value = src;
  return MLB_FOLD_RESULTS;
}

static MlbOperation *build_memref_view(MlbRewriter *rw, MlbOperation *like,
                                       MlbType *type, MlbValue *src,
                                       const MlbValueVec *sizes) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "memref.view", like->loc);
  mlb_vec_push(&st.operands, src);
  mlb_vec_push(&st.operands, mlb_op_operand(like, 1));
  for (uint32_t i = 0; i < sizes->len; i++)
    mlb_vec_push(&st.operands, sizes->data[i]);
  mlb_vec_push(&st.result_types, type);
  return mlb_rw_create(rw, &st);
}

/* Sizes given by index constants become static dims. */
static bool pat_view_shape(MlbRewriter *rw, MlbOperation *op) {
  bool any = false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    any |= is_constant_index(mlb_op_operand(op, i));
  const MlbType *t = mlb_op_result(op, 0)->type;
  if (!any || t->kind != MLB_TYPE_MEMREF ||
      t->u.shaped.rank > MLB_MEMREF_MAX_RANK)
    return false;
  int64_t shape[MLB_MEMREF_MAX_RANK], v;
  MlbValueVec sizes = {0};
  uint32_t k = 2;
  for (uint32_t d = 0; d < t->u.shaped.rank; d++) {
    shape[d] = t->u.shaped.shape[d];
    if (shape[d] != MLB_DYNAMIC || k >= op->num_operands)
      continue;
    MlbValue *s = mlb_op_operand(op, k++);
    if (is_constant_index(s) && mlb_value_const_int(s, &v))
      shape[d] = v;
    else
      mlb_vec_push(&sizes, s);
  }
  MlbType *nt = mlb_type_memref(rw->ctx, t->u.shaped.rank, shape,
                                t->u.shaped.elt, t->u.shaped.layout,
                                t->u.shaped.memspace);
  bool changed = nt != t;
  if (changed) {
    MlbOperation *n = build_memref_view(rw, op, nt, mlb_op_operand(op, 0),
                                        &sizes);
    mlb_memref_replace_by_cast(rw, op, mlb_op_result(n, 0));
  }
  mlb_vec_free(&sizes);
  return changed;
}

/* view(cast(alloc)) -> view(alloc) */
static bool pat_view_of_cast(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *c = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(c, "memref.cast") ||
      !mlb_op_is(mlb_op_operand(c, 0)->def_op, "memref.alloc"))
    return false;
  MlbValueVec sizes = {0};
  for (uint32_t i = 2; i < op->num_operands; i++)
    mlb_vec_push(&sizes, mlb_op_operand(op, i));
  MlbOperation *n = build_memref_view(rw, op, mlb_op_result(op, 0)->type,
                                      mlb_op_operand(c, 0), &sizes);
  mlb_vec_free(&sizes);
  MlbValue *v = mlb_op_result(n, 0);
  mlb_rw_replace_op(rw, op, &v);
  return true;
}

/* ==== Registration ==== */

static const MlbPattern k_subview_patterns[] = {
    {"OpWithOffsetSizesAndStridesConstantArgumentFolder",
     pat_subview_constants, 1},
    {"SubViewOpMemRefCastFolder", pat_subview_cast, 1},
    {"TrivialSubViewOpFolder", pat_trivial_subview, 1},
};
static const MlbPattern k_reinterpret_patterns[] = {
    {"ReinterpretCastOpExtractStridedMetadataFolder",
     pat_reinterpret_of_metadata, 1},
    {"ReinterpretCastOpConstantFolder", pat_reinterpret_constants, 1},
};
static const MlbPattern k_view_patterns[] = {
    {"ViewOpShapeFolder", pat_view_shape, 1},
    {"ViewOpMemrefCastFolder", pat_view_of_cast, 1},
};
MLB_CANON_IFACE(k_c_subview, k_subview_patterns);
MLB_CANON_IFACE(k_c_reinterpret, k_reinterpret_patterns);
MLB_CANON_IFACE(k_c_view, k_view_patterns);
MEMREF_FOLDER(k_f_subview, fold_subview);
MEMREF_FOLDER(k_f_reinterpret, fold_reinterpret_cast);
MEMREF_FOLDER(k_f_metadata, fold_extract_metadata);
MEMREF_FOLDER(k_f_view, fold_view);

static const MlbIfaceEntry k_entries[] = {
    {"memref.subview", MLB_IFACE_FOLD, &k_f_subview},
    {"memref.subview", MLB_IFACE_CANONICALIZE, &k_c_subview},
    {"memref.reinterpret_cast", MLB_IFACE_FOLD, &k_f_reinterpret},
    {"memref.reinterpret_cast", MLB_IFACE_CANONICALIZE, &k_c_reinterpret},
    {"memref.extract_strided_metadata", MLB_IFACE_FOLD, &k_f_metadata},
    {"memref.view", MLB_IFACE_FOLD, &k_f_view},
    {"memref.view", MLB_IFACE_CANONICALIZE, &k_c_view},
};

void mlb_register_memref_canon_views(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
