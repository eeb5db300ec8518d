/* tensor_bufferize_slices.c - One-Shot Bufferize of tensor.extract_slice
 * (a memref.subview of its source's buffer: no copy, the result aliases
 * the source) and tensor.insert_slice (a copy of the source into a
 * subview of its destination, in destination-passing style).
 *
 * The subview's type follows upstream's inference: strides multiplied by
 * the slice's steps, the offset moved by the slice's offsets, dynamic
 * wherever a term is; dimensions of size 1 that the slice's result drops
 * are dropped from the view too.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* The static lists and the dynamic operands of a slice op whose offsets
 * start at operand `first_dyn`. */
typedef struct Slice {
  uint32_t rank;
  const int64_t *offsets, *sizes, *strides;
  MlbBldView view;
} Slice;

static const int64_t *list_prop(MlbOperation *op, const char *name,
                                uint32_t *n) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY)
    return NULL;
  *n = a->u.darray.n;
  return a->u.darray.ivals;
}

static uint32_t count_dynamic(const int64_t *v, uint32_t n) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++)
    k += v[i] == MLB_DYNAMIC;
  return k;
}

static bool read_slice(MlbOperation *op, uint32_t first_dyn, Slice *s) {
  uint32_t no = 0, ns = 0, nt = 0;
  s->offsets = list_prop(op, "static_offsets", &no);
  s->sizes = list_prop(op, "static_sizes", &ns);
  s->strides = list_prop(op, "static_strides", &nt);
  if (!s->offsets || !s->sizes || !s->strides || no != ns || ns != nt)
    return false;
  s->rank = no;
  MlbBldView *v = &s->view;
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

/* Strides and offset of a buffer type: its strided layout, else the
 * identity's (suffix products of the shape), else all dynamic. */
static void layout_of(MlbType *m, int64_t *strides, int64_t *offset) {
  uint32_t rank = m->u.shaped.rank;
  MlbAttr *l = m->u.shaped.layout;
  if (l && l->kind == MLB_ATTR_STRIDED && l->u.strided.rank == rank) {
    memcpy(strides, l->u.strided.strides, rank * sizeof *strides);
    *offset = l->u.strided.offset;
    return;
  }
  int64_t acc = 1;
  for (uint32_t d = rank; d-- > 0;) {
    strides[d] = l ? MLB_DYNAMIC : acc;
    int64_t n = m->u.shaped.shape[d];
    acc = (acc == MLB_DYNAMIC || n == MLB_DYNAMIC) ? MLB_DYNAMIC : acc * n;
  }
  *offset = l ? MLB_DYNAMIC : 0;
}

/* A zero term stays zero whatever the other (offset 0 times a dynamic
 * stride adds nothing), as upstream's inference. */
static int64_t mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC ? MLB_DYNAMIC : a * b;
}
static int64_t add(int64_t a, int64_t b) {
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC ? MLB_DYNAMIC : a + b;
}

/* The subview type of `src` for slice `s` producing tensor type `res`;
 * NULL when the dropped dimensions cannot be matched. */
static MlbType *subview_type(MlbContext *ctx, MlbType *src, const Slice *s,
                             MlbType *res) {
  uint32_t n = s->rank, r = res->u.shaped.rank;
  int64_t st[n ? n : 1], off;
  layout_of(src, st, &off);
  int64_t shape[n ? n : 1], strides[n ? n : 1];
  for (uint32_t i = 0; i < n; i++)
    off = add(off, mul(s->offsets[i], st[i]));
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    bool keep = k < r && (s->sizes[i] == res->u.shaped.shape[k]);
    if (!keep && s->sizes[i] != 1)
      return NULL;
    if (!keep)
      continue;
    shape[k] = s->sizes[i];
    strides[k] = mul(st[i], s->strides[i]);
    k++;
  }
  if (k != r)
    return NULL;
  MlbAttr *layout = mlb_attr_strided(ctx, r, strides, off);
  return mlb_type_memref(ctx, r, shape, src->u.shaped.elt, layout,
                         src->u.shaped.memspace);
}

/* A subview of `buf` for slice op `op` (dynamic operands from first_dyn)
 * with the shape of tensor type `res`. */
static MlbValue *build_subview(MlbBufRewriter *br, MlbOperation *op,
                               MlbValue *buf, uint32_t first_dyn,
                               MlbType *res) {
  Slice s;
  if (!read_slice(op, first_dyn, &s))
    return NULL;
  MlbType *t = subview_type(br->ctx, buf->type, &s, res);
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
      dyn[n++] = mlb_bld_dim(&br->b, loc, view,
                             mlb_bld_const_index(&br->b, loc, d));
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

static const MlbBufferizeIface k_extract_slice = {
    .flags = MLB_BUF_READS_NONE,
    .aliases = extract_slice_aliases,
    .bufferize = extract_slice_bufferize};
static const MlbBufferizeIface k_insert_slice = {
    .flags = MLB_BUF_DPS,
    .first_init = 1,
    .bufferize = insert_slice_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"tensor.extract_slice", MLB_IFACE_BUFFERIZE, &k_extract_slice},
    {"tensor.insert_slice", MLB_IFACE_BUFFERIZE, &k_insert_slice},
};

void mlb_register_tensor_slice_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
