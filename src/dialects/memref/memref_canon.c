/* memref_canon.c - folders and canonicalization patterns of the memref
 * allocation, cast and access ops, as upstream's MemRefOps.cpp:
 *
 *  - a memref.cast feeding an op is looked through in place (upstream's
 *    foldMemRefCast: load, store and atomic_rmw (not their stored value),
 *    dealloc, dim, prefetch, dma_start/wait, and cast itself); copy only
 *    looks through casts that lose static information; a cast to its
 *    own source type folds away (CastOpInterface);
 *  - dim with a constant index folds to the static size, or to the size
 *    operand of the alloc/alloca/view defining it, or to the matching
 *    dynamic size of a subview; dim of memref.reshape loads the shape;
 *    dim of bufferization.to_buffer is the tensor.dim of its tensor
 *    (upstream registers it with to_buffer's patterns: DimOfCastOp);
 *  - alloc/alloca: constant non-negative dynamic sizes become static (a
 *    cast restores the old type, SimplifyAllocConst); an alloc, alloca or
 *    realloc used only by stores into it and deallocs is erased with them
 *    (SimplifyDeadAlloc); bufferization.dealloc is not such a user;
 *  - copy of an empty memref or onto itself is erased;
 *  - rank of a ranked memref, assume_alignment of the same alignment,
 *    memory_space_cast of a memory_space_cast.
 * Views (subview, view, reinterpret_cast, extract_strided_metadata) are in
 * memref_canon_views.c, expand/collapse_shape in memref_canon_reshape.c,
 * alloca_scope in memref_canon_scope.c.
 * Constants materialize as arith.constant.
 */
#include "dialects/memref/memref_canon.h"
#include "interfaces/registrations.h"

MlbValue *mlb_memref_cast_to(MlbRewriter *rw, MlbValue *src, MlbType *to,
                             MlbAttr *loc) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "memref.cast", loc);
  mlb_vec_push(&st.operands, src);
  mlb_vec_push(&st.result_types, to);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

void mlb_memref_replace_by_cast(MlbRewriter *rw, MlbOperation *op,
                                MlbValue *v) {
  MlbValue *c = mlb_memref_cast_to(rw, v, mlb_op_result(op, 0)->type, op->loc);
  mlb_rw_replace_op(rw, op, &c);
}

/* Upstream's CastOp::canFoldIntoConsumerOp: a ranked cast of one element
 * type and rank between strided forms that only forgets static sizes,
 * offset or strides. */
bool mlb_memref_cast_foldable(MlbOperation *cast) {
  if (!mlb_op_is(cast, "memref.cast"))
    return false;
  const MlbType *s = mlb_op_operand(cast, 0)->type;
  const MlbType *r = mlb_op_result(cast, 0)->type;
  if (s->kind != MLB_TYPE_MEMREF || r->kind != MLB_TYPE_MEMREF ||
      s->u.shaped.elt != r->u.shaped.elt ||
      s->u.shaped.rank != r->u.shaped.rank ||
      s->u.shaped.rank > MLB_MEMREF_MAX_RANK)
    return false;
  int64_t ss[MLB_MEMREF_MAX_RANK], rs[MLB_MEMREF_MAX_RANK], so, ro;
  if (!mlb_memref_strides(s, ss, &so) || !mlb_memref_strides(r, rs, &ro))
    return false;
  for (uint32_t i = 0; i < s->u.shaped.rank; i++) {
    int64_t a = s->u.shaped.shape[i], b = r->u.shaped.shape[i];
    if (a != b && a == MLB_DYNAMIC && b != MLB_DYNAMIC)
      return false;
    if (ss[i] != rs[i] && ss[i] == MLB_DYNAMIC && rs[i] != MLB_DYNAMIC)
      return false;
  }
  return !(so != ro && so == MLB_DYNAMIC && ro != MLB_DYNAMIC);
}

static bool compatible(int64_t a, int64_t b) {
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC || a == b;
}

static MlbAttr *memspace_of(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF ? t->u.shaped.memspace
                                    : t->u.unranked.memspace;
}

bool mlb_memref_cast_compatible(const MlbType *a, const MlbType *b) {
  if (!mlb_type_is_memref(a) || !mlb_type_is_memref(b) ||
      mlb_type_element(a) != mlb_type_element(b) ||
      memspace_of(a) != memspace_of(b))
    return false;
  if (a->kind != MLB_TYPE_MEMREF || b->kind != MLB_TYPE_MEMREF)
    return a->kind != b->kind;
  uint32_t rank = a->u.shaped.rank;
  if (rank != b->u.shaped.rank || rank > MLB_MEMREF_MAX_RANK)
    return false;
  if (a->u.shaped.layout != b->u.shaped.layout) {
    int64_t as[MLB_MEMREF_MAX_RANK], bs[MLB_MEMREF_MAX_RANK], ao, bo;
    if (!mlb_memref_strides(a, as, &ao) || !mlb_memref_strides(b, bs, &bo) ||
        !compatible(ao, bo))
      return false;
    for (uint32_t i = 0; i < rank; i++)
      if (!compatible(as[i], bs[i]))
        return false;
  }
  for (uint32_t i = 0; i < rank; i++) {
    int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
    if (x != MLB_DYNAMIC && y != MLB_DYNAMIC && x != y)
      return false;
  }
  return true;
}

/* ==== Looking through casts ==== */

bool mlb_memref_fold_operand_casts(MlbOperation *op, const MlbValue *inner) {
  bool folded = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    MlbOperation *c = v->def_op;
    if (v == inner || !mlb_op_is(c, "memref.cast"))
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
                                     MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  return mlb_memref_fold_operand_casts(op, NULL) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* store and atomic_rmw: the stored value (operand 0) is left alone. */
static MlbFoldStatus fold_store(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  return mlb_memref_fold_operand_casts(op, mlb_op_operand(op, 0)) ? MLB_FOLD_IN_PLACE
                                               : MLB_FOLD_FAILED;
}

/* cast(cast(x)) -> cast(x) in place; then a cast to the type of its
 * source folds to the source (the CastOpInterface trait). */
static MlbFoldStatus fold_cast(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  bool in_place = mlb_memref_fold_operand_casts(op, NULL);
  MlbValue *src = mlb_op_operand(op, 0);
  if (src->type == mlb_op_result(op, 0)->type) {
    out[0].value = src;
    return MLB_FOLD_RESULTS;
  }
  return in_place ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* copy looks only through casts towards less static information. */
static MlbFoldStatus fold_copy(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbOperation *c = mlb_op_operand(op, i)->def_op;
    if (mlb_memref_cast_foldable(c)) {
      mlb_op_set_operand(op, i, mlb_op_operand(c, 0));
      return MLB_FOLD_IN_PLACE;
    }
  }
  return MLB_FOLD_FAILED;
}

static bool is_empty_memref(const MlbType *t) {
  if (t->kind != MLB_TYPE_MEMREF)
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == 0)
      return true;
  return false;
}

static bool pat_empty_copy(MlbRewriter *rw, MlbOperation *op) {
  if (!is_empty_memref(mlb_op_operand(op, 0)->type) &&
      !is_empty_memref(mlb_op_operand(op, 1)->type))
    return false;
  mlb_rw_erase_op(rw, op);
  return true;
}

static bool pat_self_copy(MlbRewriter *rw, MlbOperation *op) {
  if (mlb_op_operand(op, 0) != mlb_op_operand(op, 1))
    return false;
  mlb_rw_erase_op(rw, op);
  return true;
}

/* ==== dim ==== */

/* Position of dynamic dimension `dim` among the dynamic ones. */
static uint32_t dynamic_index(const MlbType *t, uint32_t dim) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < dim; i++)
    k += t->u.shaped.shape[i] == MLB_DYNAMIC;
  return k;
}

/* The subview's size operand giving its result dim `idx`. */
static MlbValue *subview_dim_size(MlbOperation *sv, uint32_t idx) {
  const MlbType *src = mlb_op_operand(sv, 0)->type;
  const MlbType *res = mlb_op_result(sv, 0)->type;
  const MlbAttr *sizes = mlb_memref_i64_prop(sv, mlb_names.static_sizes);
  uint32_t rank = src->u.shaped.rank, start, len;
  bool dropped[MLB_MEMREF_MAX_RANK];
  if (!sizes || sizes->u.darray.n != rank || rank > MLB_MEMREF_MAX_RANK ||
      !mlb_memref_reduction_mask(src, res, sizes->u.darray.ivals, dropped) ||
      !mlb_op_operand_segment(sv, 2, &start, &len))
    return NULL;
  uint32_t r = 0, dyn = 0;
  for (uint32_t i = 0; i < rank; i++) {
    bool is_dyn = sizes->u.darray.ivals[i] == MLB_DYNAMIC;
    if (!dropped[i] && r++ == idx)
      return is_dyn && dyn < len ? mlb_op_operand(sv, start + dyn) : NULL;
    dyn += is_dyn;
  }
  return NULL;
}

/* The value a dynamic dim of the op defining `src` was sized by. */
static MlbValue *defining_size(MlbValue *src, uint32_t idx) {
  MlbOperation *d = src->def_op;
  uint32_t k = dynamic_index(src->type, idx), first;
  if (mlb_op_is(d, "memref.alloc") || mlb_op_is(d, "memref.alloca"))
    first = 0;
  else if (mlb_op_is(d, "memref.view"))
    first = 2;
  else if (mlb_op_is(d, "memref.subview"))
    return subview_dim_size(d, idx);
  else
    return NULL;
  return first + k < d->num_operands ? mlb_op_operand(d, first + k) : NULL;
}

static MlbFoldStatus fold_dim(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out) {
  uint32_t idx;
  MlbFoldStatus st =
      mlb_fold_static_dim(ctx, op, cst, MLB_TYPE_MEMREF, out, &idx);
  if (st != MLB_FOLD_IN_PLACE)
    return st;
  MlbValue *src = mlb_op_operand(op, 0);
  MlbValue *v = defining_size(src, idx);
  if (v) {
    out[0].value = v;
    return MLB_FOLD_RESULTS;
  }
  return mlb_memref_fold_operand_casts(op, NULL) ? MLB_FOLD_IN_PLACE : MLB_FOLD_FAILED;
}

/* The index dominates `reshape` cheaply: defined before it in its block,
 * an argument of its block, or defined in an enclosing region. */
static bool index_available_at(MlbOperation *dim, MlbValue *index,
                               MlbOperation *reshape) {
  if (mlb_value_parent_block(index) == reshape->block) {
    MlbOperation *d = index->def_op;
    return !d || !mlb_op_is_before_in_block(reshape, d);
  }
  if (dim->block == reshape->block)
    return true;
  MlbRegion *ir = mlb_value_parent_block(index)->parent;
  for (MlbRegion *r = mlb_op_parent_region(reshape); r;) {
    MlbOperation *p = r->parent;
    r = p ? mlb_op_parent_region(p) : NULL;
    if (r == ir)
      return true;
  }
  return false;
}

/* dim(reshape(src, shape), i) -> load(shape[i]) right after the reshape
 * (index_cast when the shape holds integers). */
static bool pat_dim_of_reshape(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *rs = mlb_op_operand(op, 0)->def_op;
  MlbValue *index = mlb_op_operand(op, 1);
  if (!mlb_op_is(rs, "memref.reshape") ||
      !index_available_at(op, index, rs))
    return false;
  mlb_builder_set_after(&rw->b, rs);
  MlbValue *shape = mlb_op_operand(rs, 1);
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "memref.load", op->loc);
  mlb_vec_push(&st.operands, shape);
  mlb_vec_push(&st.operands, index);
  mlb_vec_push(&st.result_types, shape->type->u.shaped.elt);
  MlbValue *v = mlb_op_result(mlb_rw_create(rw, &st), 0);
  MlbType *want = mlb_op_result(op, 0)->type;
  if (v->type != want) {
    mlb_opstate_init(&st, rw->ctx, "arith.index_cast", op->loc);
    mlb_vec_push(&st.operands, v);
    mlb_vec_push(&st.result_types, want);
    v = mlb_op_result(mlb_rw_create(rw, &st), 0);
  }
  mlb_rw_replace_op(rw, op, &v);
  return true;
}

/* dim(to_buffer(t), i) -> tensor.dim(t, i): the size is asked of the
 * tensor, whose defining op may know it (tensor.dim folds tensor.empty's
 * size operand), and the to_buffer may become dead. */
static bool pat_dim_of_to_buffer(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *tb = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(tb, "bufferization.to_buffer"))
    return false;
  mlb_builder_set_before(&rw->b, op);
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "tensor.dim", op->loc);
  mlb_vec_push(&st.operands, mlb_op_operand(tb, 0));
  mlb_vec_push(&st.operands, mlb_op_operand(op, 1));
  mlb_vec_push(&st.result_types, mlb_op_result(op, 0)->type);
  MlbValue *v = mlb_op_result(mlb_rw_create(rw, &st), 0);
  mlb_rw_replace_op(rw, op, &v);
  return true;
}

/* ==== Allocations ==== */

static bool const_size(MlbValue *v, int64_t *out) {
  return mlb_value_const_int(v, out) && *out >= 0;
}

/* Constant non-negative dynamic sizes become static dims of a new
 * allocation; a cast gives back the old type. */
static bool pat_alloc_const(MlbRewriter *rw, MlbOperation *op) {
  const MlbType *t = mlb_op_result(op, 0)->type;
  uint32_t start = 0, ndyn = 0, sstart = 0, nsym = 0, rank;
  int64_t c, shape[MLB_MEMREF_MAX_RANK];
  if (t->kind != MLB_TYPE_MEMREF || t->u.shaped.rank > MLB_MEMREF_MAX_RANK ||
      !mlb_op_operand_segment(op, 0, &start, &ndyn) ||
      !mlb_op_operand_segment(op, 1, &sstart, &nsym))
    return false;
  bool any = false;
  for (uint32_t i = 0; i < ndyn; i++)
    any |= const_size(mlb_op_operand(op, start + i), &c);
  if (!any)
    return false;
  rank = t->u.shaped.rank;
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  uint32_t k = 0;
  for (uint32_t d = 0; d < rank; d++) {
    shape[d] = t->u.shaped.shape[d];
    if (shape[d] != MLB_DYNAMIC || k >= ndyn)
      continue;
    MlbValue *v = mlb_op_operand(op, start + k++);
    if (const_size(v, &c))
      shape[d] = c;
    else
      mlb_vec_push(&st.operands, v);
  }
  int64_t seg[2] = {(int64_t)st.operands.len, nsym};
  for (uint32_t i = 0; i < nsym; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, sstart + i));
  mlb_opstate_add_segment_sizes(rw->ctx, &st, "operandSegmentSizes", seg, 2);
  MlbAttr *align = mlb_op_get_prop(op, mlb_names.alignment);
  if (align)
    mlb_opstate_add_prop(&st, "alignment", align);
  mlb_vec_push(&st.result_types,
               mlb_type_memref(rw->ctx, rank, shape, t->u.shaped.elt,
                               t->u.shaped.layout, t->u.shaped.memspace));
  mlb_memref_replace_by_cast(rw, op, mlb_op_result(mlb_rw_create(rw, &st), 0));
  return true;
}

/* Only stores into the buffer (not of it) and memref.deallocs use it. */
static bool pat_dead_alloc(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *m = mlb_op_result(op, 0);
  for (MlbUse *u = m->uses; u; u = u->next) {
    MlbOperation *user = u->owner;
    if (mlb_op_is(user, "memref.store")) {
      if (mlb_op_operand(user, 0) == m)
        return false;
      continue;
    }
    if (!mlb_op_is(user, "memref.dealloc"))
      return false;
  }
  while (m->uses)
    mlb_rw_erase_op(rw, m->uses->owner);
  mlb_rw_erase_op(rw, op);
  return true;
}

/* ==== Small folds ==== */

static MlbFoldStatus fold_rank(MlbContext *ctx, MlbOperation *op,
                               MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(cst);
  const MlbType *t = mlb_op_operand(op, 0)->type;
  if (t->kind != MLB_TYPE_MEMREF && t->kind != MLB_TYPE_TENSOR)
    return MLB_FOLD_FAILED;
  out[0].attr = mlb_attr_int(ctx, ctx->t_index, t->u.shaped.rank);
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_assume_alignment(MlbContext *ctx, MlbOperation *op,
                                           MlbAttr *const *cst,
                                           MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbValue *src = mlb_op_operand(op, 0);
  MlbOperation *d = src->def_op;
  if (!mlb_op_is(d, "memref.assume_alignment") ||
      mlb_op_get_prop(d, mlb_names.alignment) !=
          mlb_op_get_prop(op, mlb_names.alignment))
    return MLB_FOLD_FAILED;
  out[0].value = src;
  return MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_memory_space_cast(MlbContext *ctx, MlbOperation *op,
                                            MlbAttr *const *cst,
                                            MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(d, "memref.memory_space_cast"))
    return MLB_FOLD_FAILED;
  mlb_op_set_operand(op, 0, mlb_op_operand(d, 0));
  return MLB_FOLD_IN_PLACE;
}

/* ==== Registration ==== */

static const MlbPattern k_alloc_patterns[] = {
    {"SimplifyAllocConst", pat_alloc_const, 1},
    {"SimplifyDeadAlloc", pat_dead_alloc, 1},
};
static const MlbPattern k_realloc_patterns[] = {
    {"SimplifyDeadAlloc", pat_dead_alloc, 1},
};
static const MlbPattern k_copy_patterns[] = {
    {"FoldEmptyCopy", pat_empty_copy, 1},
    {"FoldSelfCopy", pat_self_copy, 1},
};
static const MlbPattern k_dim_patterns[] = {
    {"DimOfMemRefReshape", pat_dim_of_reshape, 1},
    {"DimOfCastOp", pat_dim_of_to_buffer, 1},
};
MLB_CANON_IFACE(k_c_alloc, k_alloc_patterns);
MLB_CANON_IFACE(k_c_realloc, k_realloc_patterns);
MLB_CANON_IFACE(k_c_copy, k_copy_patterns);
MLB_CANON_IFACE(k_c_dim, k_dim_patterns);
MEMREF_FOLDER(k_f_cast_users, fold_cast_users);
MEMREF_FOLDER(k_f_store, fold_store);
MEMREF_FOLDER(k_f_cast, fold_cast);
MEMREF_FOLDER(k_f_copy, fold_copy);
MEMREF_FOLDER(k_f_dim, fold_dim);
MEMREF_FOLDER(k_f_rank, fold_rank);
MEMREF_FOLDER(k_f_assume_alignment, fold_assume_alignment);
MEMREF_FOLDER(k_f_memory_space_cast, fold_memory_space_cast);

static const MlbIfaceEntry k_entries[] = {
    {"memref.load", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.dealloc", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.prefetch", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.dma_start", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.dma_wait", MLB_IFACE_FOLD, &k_f_cast_users},
    {"memref.store", MLB_IFACE_FOLD, &k_f_store},
    {"memref.atomic_rmw", MLB_IFACE_FOLD, &k_f_store},
    {"memref.cast", MLB_IFACE_FOLD, &k_f_cast},
    {"memref.copy", MLB_IFACE_FOLD, &k_f_copy},
    {"memref.copy", MLB_IFACE_CANONICALIZE, &k_c_copy},
    {"memref.dim", MLB_IFACE_FOLD, &k_f_dim},
    {"memref.dim", MLB_IFACE_CANONICALIZE, &k_c_dim},
    {"memref.rank", MLB_IFACE_FOLD, &k_f_rank},
    {"memref.assume_alignment", MLB_IFACE_FOLD, &k_f_assume_alignment},
    {"memref.memory_space_cast", MLB_IFACE_FOLD, &k_f_memory_space_cast},
    {"memref.alloc", MLB_IFACE_CANONICALIZE, &k_c_alloc},
    {"memref.alloca", MLB_IFACE_CANONICALIZE, &k_c_alloc},
    {"memref.realloc", MLB_IFACE_CANONICALIZE, &k_c_realloc},
};

void mlb_register_memref_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_memref_canon_views(ctx);
  mlb_register_memref_canon_reshape(ctx);
  mlb_register_memref_canon_scope(ctx);
}
