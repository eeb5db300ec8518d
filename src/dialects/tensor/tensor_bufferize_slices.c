/* tensor_bufferize_slices.c - One-Shot Bufferize of tensor.extract_slice
 * (a memref.subview of its source's buffer: no copy, the result aliases
 * the source), tensor.insert_slice (a copy of the source into a subview
 * of its destination, in destination-passing style) and tensor.concat
 * (copies into subviews of a new buffer).
 *
 * The subview's type follows upstream's inference: strides multiplied by
 * the slice's steps, the offset moved by the slice's offsets, dynamic
 * wherever a term is; dimensions of size 1 that the slice's result drops
 * are dropped from the view too.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"
#include "rewrite/fold.h"

/* The static lists and the dynamic operands of a slice op whose offsets
 * start at operand `first_dyn`. */
typedef struct Slice {
  uint32_t rank;
  const int64_t *offsets, *sizes, *strides;
  MlbBldView view;
} Slice;

/* The list; in *attr its attribute when that is what a view's property
 * would be made of it (i64 elements), for the view to take as it is
 * (ctx NULL: no view is made, *attr is NULL). */
static const int64_t *list_prop(MlbContext *ctx, MlbOperation *op,
                                const char *name, uint32_t *n,
                                MlbAttr **attr) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY)
    return NULL;
  *n = a->u.darray.n;
  *attr = ctx && a->u.darray.elt == ctx->t_i64 ? a : NULL;
  return a->u.darray.ivals;
}

static uint32_t count_dynamic(const int64_t *v, uint32_t n) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++)
    k += v[i] == MLB_DYNAMIC;
  return k;
}

static bool read_slice(MlbContext *ctx, MlbOperation *op, uint32_t first_dyn,
                       Slice *s) {
  uint32_t no = 0, ns = 0, nt = 0;
  MlbBldView *v = &s->view;
  memset(v, 0, sizeof *v);
  s->offsets =
      list_prop(ctx, op, mlb_names.static_offsets, &no, &v->offsets_attr);
  s->sizes = list_prop(ctx, op, mlb_names.static_sizes, &ns, &v->sizes_attr);
  s->strides =
      list_prop(ctx, op, mlb_names.static_strides, &nt, &v->strides_attr);
  if (!s->offsets || !s->sizes || !s->strides || no != ns || ns != nt)
    return false;
  s->rank = no;
  v->rank = no;
  v->offsets = s->offsets, v->sizes = s->sizes, v->strides = s->strides;
  v->n_dyn_offsets = count_dynamic(s->offsets, no);
  v->n_dyn_sizes = count_dynamic(s->sizes, no);
  v->n_dyn_strides = count_dynamic(s->strides, no);
  if (first_dyn + v->n_dyn_offsets + v->n_dyn_sizes + v->n_dyn_strides >
      op->num_operands)
    return false;
  return true;
}

/* The slice's dynamic offsets, sizes and strides, in order. */
static void dyn_values(MlbOperation *op, uint32_t first, uint32_t n,
                       MlbValue **out) {
  for (uint32_t i = 0; i < n; i++)
    out[i] = mlb_op_operand(op, first + i);
}

/* A subview of `buf` for slice op `op` (dynamic operands from first_dyn)
 * with the shape of tensor type `res`. */
static MlbValue *build_subview(MlbBufRewriter *br, MlbOperation *op,
                               MlbValue *buf, uint32_t first_dyn,
                               MlbType *res) {
  Slice s;
  if (!read_slice(br->ctx, op, first_dyn, &s))
    return NULL;
  MlbType *t = mlb_buf_subview_type(br->ctx, buf->type, s.rank, s.offsets,
                                    s.sizes, s.strides, res);
  if (!t)
    return NULL;
  MlbBldView *v = &s.view;
  uint32_t nd = v->n_dyn_offsets + v->n_dyn_sizes + v->n_dyn_strides;
  MlbValue *dyn[nd ? nd : 1];
  dyn_values(op, first_dyn, nd, dyn);
  v->dyn_offsets = dyn;
  v->dyn_sizes = dyn + v->n_dyn_offsets;
  v->dyn_strides = dyn + v->n_dyn_offsets + v->n_dyn_sizes;
  return mlb_bld_view(&br->b, op->loc, "memref.subview", buf, t, v);
}

/* Out of place, the slice is a new buffer (a write into it must not
 * reach the source) of the view's sizes. */
static MlbValue *buffer_like_view(MlbBufRewriter *br, MlbAttr *loc,
                                  MlbValue *view, MlbType *tensor) {
  uint32_t rank = tensor->u.shaped.rank, n = 0;
  MlbValue *dyn[rank ? rank : 1];
  for (uint32_t d = 0; d < rank; d++)
    if (tensor->u.shaped.shape[d] == MLB_DYNAMIC)
      dyn[n++] = mlb_buf_dim(br, loc, view, d);
  return mlb_buf_alloc(br, loc, tensor, NULL, dyn);
}

static MlbStatus extract_slice_bufferize(MlbBufRewriter *br,
                                         MlbOperation *op) {
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *view =
      build_subview(br, op, src, 1, mlb_op_result(op, 0)->type);
  if (!view)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbValue *res = mlb_op_result(op, 0);
  if (!br->in_place(br->user, op, 0)) {
    /* ... holding the view's values only when something reads them. */
    MlbValue *fresh = buffer_like_view(br, op->loc, view, res->type);
    if (mlb_buf_value_read(res))
      mlb_buf_copy(br, op->loc, view, fresh);
    view = fresh;
  }
  mlb_buf_replace_op(br, op, &view);
  return MLB_SUCCESS;
}

/* The source lands in a view of the destination with the source's
 * shape (a rank-reducing view when the source drops unit dimensions). */
static MlbStatus insert_slice_bufferize(MlbBufRewriter *br,
                                        MlbOperation *op) {
  MlbValue *dest = mlb_buf_get_buffer(br, op, 1);
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *view =
      build_subview(br, op, dest, 2, mlb_op_operand(op, 0)->type);
  if (!view)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  mlb_buf_copy(br, op->loc, src, view);
  mlb_buf_replace_op(br, op, &dest);
  return MLB_SUCCESS;
}

/* extract_slice reads nothing itself (its users read the view) and its
 * result is a part of the source's buffer. */
static uint32_t extract_slice_aliases(MlbOperation *op, uint32_t i,
                                      MlbBufAlias *out) {
  MLB_UNUSED(op);
  if (i != 0)
    return 0;
  out[0] = (MlbBufAlias){0, MLB_BUF_MAY_ALIAS, true};
  return 1;
}

/* tensor.parallel_insert_slice %src into %dest (a shared out of the
 * enclosing scf.forall): the source copied into the subview of the shared
 * out's buffer, in place (upstream requires it; an out-of-place decision
 * is reported rather than bufferized wrongly). */
static MlbStatus parallel_insert_bufferize(MlbBufRewriter *br,
                                           MlbOperation *op) {
  if (!br->in_place(br->user, op, 1))
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  /* The copy goes before the terminator holding op (in_parallel admits
   * only parallel-combining ops), at the end of the forall's body. */
  MlbOperation *term = mlb_op_parent_op(op);
  if (term && term->block)
    mlb_builder_set_before(&br->b, term);
  MlbValue *dest = mlb_buf_lookup(br, mlb_op_operand(op, 1));
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *view =
      build_subview(br, op, dest, 2, mlb_op_operand(op, 0)->type);
  if (!view)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  mlb_buf_copy(br, op->loc, src, view);
  mlb_op_erase(op);
  return MLB_SUCCESS;
}

static bool parallel_insert_writes(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  return i == 1;
}

/* ==== Matching slices ==== */
static bool same_list(MlbOperation *a, MlbOperation *b, const char *name) {
  return mlb_op_get_prop(a, name) == mlb_op_get_prop(b, name);
}

/* extract_slice `ex` takes the very slice insert-like `ins` (dynamic
 * operands from `ins_dyn`) writes: a base bufferizing to the insert's
 * destination buffer, the same static lists (uniqued: pointer equality)
 * and the same dynamic operands. */
static bool slices_match(const MlbBufQuery *q, MlbOperation *ex,
                         MlbOperation *ins, uint32_t ins_dyn) {
  if (!mlb_op_is(ex, "tensor.extract_slice") ||
      !same_list(ex, ins, mlb_names.static_offsets) ||
      !same_list(ex, ins, mlb_names.static_sizes) ||
      !same_list(ex, ins, mlb_names.static_strides) ||
      ex->num_operands - 1 != ins->num_operands - ins_dyn)
    return false;
  for (uint32_t k = 1; k < ex->num_operands; k++)
    if (mlb_op_operand(ex, k) != mlb_op_operand(ins, ins_dyn + k - 1))
      return false;
  MlbValue *base = mlb_op_operand(ex, 0), *dest = mlb_op_operand(ins, 1);
  return base == dest || q->equivalent(q->state, base, dest);
}

/* Upstream's isEquivalentSubset of the inserts: x is a matching
 * extract_slice of the destination. */
static bool insert_equivalent_subset(const MlbBufQuery *q, MlbOperation *op,
                                     MlbValue *x) {
  return x->def_op && slices_match(q, x->def_op, op, 2);
}

/* ==== Subset insertion ====
 * Both inserts write their source (operand 0) into the slice of their
 * destination (operand 1) given by the dynamic operands from 2 on and the
 * static lists; that slice, as a tensor, is an extract_slice with the
 * same lists, of the source's type (rank-reduced as the source is). */
static void insert_needed_values(MlbOperation *op, MlbValueVec *out) {
  for (uint32_t i = 1; i < op->num_operands; i++)
    mlb_vec_push(out, mlb_op_operand(op, i));
}

static MlbValue *insert_extraction(MlbBuilder *b, MlbOperation *op,
                                   MlbAttr *loc) {
  Slice s;
  if (!read_slice(NULL, op, 2, &s))
    return NULL;
  MlbOpState st;
  mlb_opstate_init(&st, b->ctx, "tensor.extract_slice", loc);
  for (uint32_t i = 1; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  mlb_vec_push(&st.result_types, mlb_op_operand(op, 0)->type);
  int64_t seg[4] = {1, s.view.n_dyn_offsets, s.view.n_dyn_sizes,
                    s.view.n_dyn_strides};
  mlb_opstate_add_segment_sizes(b->ctx, &st, "operandSegmentSizes", seg, 4);
  static const char *const lists[] = {mlb_names.static_offsets,
                                      mlb_names.static_sizes,
                                      mlb_names.static_strides};
  for (uint32_t k = 0; k < MLB_ARRAY_LEN(lists); k++)
    mlb_opstate_add_prop(&st, lists[k], mlb_op_get_prop(op, lists[k]));
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

static const MlbBufSubsetInsertion k_insert_subset = {
    .source = 0,
    .dest = 1,
    .equivalent_subset = insert_equivalent_subset,
    .needed_values = insert_needed_values,
    .build_extraction = insert_extraction,
};

/* The rewrite can only write the shared out's own buffer (the in_parallel
 * terminator holds no copy), so the destination is decided in place
 * before anything else and a conflict sends the other operand out of
 * place (random program 7060172: the choice of the cheaper side put the
 * destination of a nested forall's insert out of place, and the pass
 * failed with "op was not bufferized"). */
static bool parallel_insert_must_in_place(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  return i == 1;
}

static const MlbBufferizeIface k_parallel_insert = {
    .writes = parallel_insert_writes,
    .must_in_place = parallel_insert_must_in_place,
    .subset_insertion = &k_insert_subset,
    .bufferize = parallel_insert_bufferize};
/* The subview's type over a source buffer of type `src` (the type
 * extract_slice_bufferize builds). */
static MlbType *extract_slice_buffer_type(MlbContext *ctx, MlbOperation *op,
                                          uint32_t r, uint32_t i,
                                          MlbType *src) {
  Slice s;
  if (r != 0 || i != 0 || !read_slice(NULL, op, 1, &s))
    return NULL;
  return mlb_buf_subview_type(ctx, src, s.rank, s.offsets, s.sizes,
                              s.strides, mlb_op_result(op, 0)->type);
}

static const MlbBufferizeIface k_extract_slice = {
    .flags = MLB_BUF_READS_NONE,
    .aliases = extract_slice_aliases,
    .view_buffer_type = extract_slice_buffer_type,
    .bufferize = extract_slice_bufferize};
/* Entry d of a slice list: the static value, or that of the dynamic
 * operand standing for it (*dyn: the next such operand) when a constant
 * defines it (upstream's getConstantIntValue); false when unknown. */
static bool list_entry(MlbOperation *op, const int64_t *list, uint32_t d,
                       uint32_t *dyn, int64_t *out) {
  if (list[d] != MLB_DYNAMIC) {
    *out = list[d];
    return true;
  }
  return mlb_value_const_int(mlb_op_operand(op, (*dyn)++), out);
}

/* The source is read; the destination only when the slice does not
 * cover it whole (zero offsets, unit strides, its static sizes, given
 * as attributes or by constants): then nothing of its old contents
 * survives (upstream's answer). */
static bool insert_slice_reads(MlbOperation *op, uint32_t i) {
  if (i != 1)
    return i == 0;
  Slice s;
  MlbType *dest = mlb_op_operand(op, 1)->type;
  if (!read_slice(NULL, op, 2, &s) || dest->kind != MLB_TYPE_TENSOR ||
      dest->u.shaped.rank != s.rank)
    return true;
  const MlbBldView *v = &s.view;
  uint32_t off = 2, size = off + v->n_dyn_offsets,
           stride = size + v->n_dyn_sizes;
  for (uint32_t d = 0; d < s.rank; d++) {
    int64_t o, n, t;
    if (!list_entry(op, s.offsets, d, &off, &o) ||
        !list_entry(op, s.sizes, d, &size, &n) ||
        !list_entry(op, s.strides, d, &stride, &t) || o != 0 || t != 1 ||
        dest->u.shaped.shape[d] == MLB_DYNAMIC ||
        n != dest->u.shaped.shape[d])
      return true;
  }
  return false;
}

static const MlbBufferizeIface k_insert_slice = {
    .flags = MLB_BUF_DPS | MLB_BUF_DEST_READ_KEPT,
    .first_init = 1,
    .reads = insert_slice_reads,
    .subset_insertion = &k_insert_subset,
    .bufferize = insert_slice_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"tensor.extract_slice", MLB_IFACE_BUFFERIZE, &k_extract_slice},
    {"tensor.insert_slice", MLB_IFACE_BUFFERIZE, &k_insert_slice},
    {"tensor.parallel_insert_slice", MLB_IFACE_BUFFERIZE, &k_parallel_insert},
};

void mlb_register_tensor_slice_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}

/* ==== tensor.concat ====
 * A new buffer as large as the result, each input copied into a subview
 * of it at its running offset along the concatenated dimension (sizes
 * along it summed with arith.addi where dynamic). */
static MlbStatus concat_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbAttr *da = mlb_op_get_prop(op, "dim");
  MlbType *rt = mlb_op_result(op, 0)->type;
  uint32_t rank = rt->u.shaped.rank, n = op->num_operands;
  if (!da || da->kind != MLB_ATTR_INTEGER || !n ||
      (uint64_t)da->u.integer.value >= rank)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  uint32_t cd = (uint32_t)da->u.integer.value;
  MlbValue *in[n];
  for (uint32_t k = 0; k < n; k++)
    in[k] = mlb_buf_lookup(br, mlb_op_operand(op, k));
  /* The result's dynamic sizes. */
  MlbValue *dyn[rank ? rank : 1];
  uint32_t nd = 0;
  for (uint32_t d = 0; d < rank; d++) {
    if (rt->u.shaped.shape[d] != MLB_DYNAMIC)
      continue;
    MlbValue *size = mlb_buf_dim(br, op->loc, in[0], d);
    for (uint32_t k = 1; d == cd && k < n; k++)
      size = mlb_bld_binary(&br->b, op->loc, "arith.addi", size,
                            mlb_buf_dim(br, op->loc, in[k], d));
    dyn[nd++] = size;
  }
  MlbValue *out = mlb_buf_alloc(br, op->loc, rt, NULL, dyn);
  int64_t off_static = 0;
  MlbValue *off_dyn = NULL; /* the offset when it is not static */
  for (uint32_t k = 0; k < n; k++) {
    MlbType *it = mlb_op_operand(op, k)->type;
    int64_t offsets[rank], sizes[rank], steps[rank];
    MlbValue *dsize[rank ? rank : 1];
    uint32_t nds = 0;
    for (uint32_t d = 0; d < rank; d++) {
      offsets[d] = d == cd ? (off_dyn ? MLB_DYNAMIC : off_static) : 0;
      sizes[d] = it->u.shaped.shape[d];
      steps[d] = 1;
      if (sizes[d] == MLB_DYNAMIC)
        dsize[nds++] = mlb_buf_dim(br, op->loc, in[k], d);
    }
    /* An input with a static size 0 holds nothing to copy, and a subview
     * for it at the end of the result (offset = size along the
     * concatenated dimension) would not verify ("offset ... is
     * out-of-bounds"; upstream emits it and fails). */
    if (!mlb_type_has_zero_dim(it)) {
      MlbType *vt = mlb_buf_subview_type(br->ctx, out->type, rank, offsets,
                                         sizes, steps, it);
      MlbValue *doff[1] = {off_dyn};
      MlbBldView v = {.rank = rank,
                      .offsets = offsets,
                      .sizes = sizes,
                      .strides = steps,
                      .dyn_offsets = doff,
                      .dyn_sizes = dsize,
                      .n_dyn_offsets = off_dyn ? 1 : 0,
                      .n_dyn_sizes = nds};
      MlbValue *view =
          mlb_bld_view(&br->b, op->loc, "memref.subview", out, vt, &v);
      mlb_buf_copy(br, op->loc, in[k], view);
    }
    /* Move past this input along the concatenated dimension. */
    if (k + 1 == n)
      break;
    int64_t len = it->u.shaped.shape[cd];
    if (len != MLB_DYNAMIC && !off_dyn) {
      off_static += len;
      continue;
    }
    MlbValue *cur = off_dyn ? off_dyn
                            : mlb_bld_const_index(&br->b, op->loc, off_static);
    MlbValue *l = len == MLB_DYNAMIC
                      ? mlb_buf_dim(br, op->loc, in[k], cd)
                      : mlb_bld_const_index(&br->b, op->loc, len);
    off_dyn = mlb_bld_binary(&br->b, op->loc, "arith.addi", cur, l);
  }
  mlb_buf_replace_op(br, op, &out);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_concat = {.flags = MLB_BUF_RESULTS_NEW,
                                           .bufferize = concat_bufferize};

void mlb_register_tensor_concat_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(
      ctx, &(MlbIfaceEntry){"tensor.concat", MLB_IFACE_BUFFERIZE, &k_concat},
      1);
}
