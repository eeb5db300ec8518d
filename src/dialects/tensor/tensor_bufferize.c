/* tensor_bufferize.c - One-Shot Bufferize of the tensor ops that read,
 * write and create whole tensors: empty (a new buffer), extract (a load),
 * insert (a store into its destination, in destination-passing style),
 * dim and rank (the buffer's; read no element), cast, expand_shape,
 * collapse_shape and reshape (the same buffer, seen with another shape).
 */
#include "dialects/memref/memref.h"
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* memref.load (scalar NULL) or memref.store of `scalar` at buf[indices],
 * the indices being op's operands from first_index on. */
static MlbValue *load_or_store(MlbBufRewriter *br, MlbOperation *op,
                               const char *name, MlbValue *scalar,
                               MlbValue *buf, uint32_t first_index) {
  uint32_t n = 0, nidx = op->num_operands - first_index;
  MlbValue *ops[2 + nidx];
  if (scalar)
    ops[n++] = scalar;
  ops[n++] = buf;
  for (uint32_t i = first_index; i < op->num_operands; i++)
    ops[n++] = mlb_op_operand(op, i);
  MlbOperation *made =
      mlb_bld_access(&br->b, name, op->loc, n, ops,
                     scalar ? NULL : mlb_op_result(op, 0)->type);
  return made->num_results ? mlb_op_result(made, 0) : NULL;
}

static MlbStatus empty_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *res = mlb_op_result(op, 0);
  MlbValue *dyn[op->num_operands ? op->num_operands : 1];
  for (uint32_t i = 0; i < op->num_operands; i++)
    dyn[i] = mlb_op_operand(op, i);
  MlbValue *buf = mlb_buf_alloc(br, op->loc, res->type, NULL, dyn);
  mlb_buf_replace_undefined(br, op, buf);
  return MLB_SUCCESS;
}

static MlbStatus extract_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *v = load_or_store(br, op, "memref.load", NULL, buf, 1);
  mlb_buf_replace_op(br, op, &v);
  return MLB_SUCCESS;
}

/* tensor.insert %scalar into %dest[%i...]: dest is operand 1. */
static MlbStatus insert_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = mlb_buf_get_buffer(br, op, 1);
  load_or_store(br, op, "memref.store", mlb_op_operand(op, 0), buf, 2);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static MlbStatus dim_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *d = mlb_bld_dim(&br->b, op->loc, buf, mlb_op_operand(op, 1));
  mlb_buf_replace_op(br, op, &d);
  return MLB_SUCCESS;
}

/* tensor.rank: memref.rank of the buffer (no element is read). */
static MlbStatus rank_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbType *index = mlb_op_result(op, 0)->type;
  MlbValue *r = mlb_op_result(
      mlb_bld_op(&br->b, "memref.rank", op->loc, 1, &buf, 1, &index), 0);
  mlb_buf_replace_op(br, op, &r);
  return MLB_SUCCESS;
}

/* The memory space of a buffer type, ranked or not. */
static MlbAttr *memspace_of(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF ? t->u.shaped.memspace
                                    : t->u.unranked.memspace;
}

/* tensor.cast: the source's buffer, cast to the result's shape: the same
 * layout and memory space between ranked types; to an unranked result,
 * the unranked memref; from an unranked source, the fully dynamic
 * strided layout (the layout is not known), as upstream. NULL: not a
 * buffer type the cast can take. */
static MlbType *cast_type(MlbContext *ctx, MlbType *rt, MlbType *st) {
  if (rt->kind == MLB_TYPE_UNRANKED_TENSOR &&
      (st->kind == MLB_TYPE_MEMREF || st->kind == MLB_TYPE_UNRANKED_MEMREF))
    return mlb_type_unranked_memref(ctx, rt->u.unranked.elt, memspace_of(st));
  if (rt->kind == MLB_TYPE_TENSOR && st->kind == MLB_TYPE_MEMREF)
    return mlb_type_memref(ctx, rt->u.shaped.rank, rt->u.shaped.shape,
                           rt->u.shaped.elt, st->u.shaped.layout,
                           st->u.shaped.memspace);
  if (rt->kind == MLB_TYPE_TENSOR && st->kind == MLB_TYPE_UNRANKED_MEMREF) {
    MlbType *dyn = mlb_buf_dynamic_type(ctx, rt);
    return mlb_type_memref(ctx, dyn->u.shaped.rank, dyn->u.shaped.shape,
                           dyn->u.shaped.elt, dyn->u.shaped.layout,
                           st->u.unranked.memspace);
  }
  return NULL;
}

static MlbStatus cast_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *src = mlb_buf_get_buffer(br, op, 0);
  MlbType *want = cast_type(br->ctx, mlb_op_result(op, 0)->type, src->type);
  if (!want)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbValue *buf =
      want == src->type ? src : mlb_bld_cast(&br->b, op->loc, src, want);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* The type cast_bufferize gives the result over a source buffer of type
 * `src` (upstream's getBufferType): a cf block argument a cast reaches
 * keeps its buffer's layout instead of the fully dynamic one (random
 * program 6850200). */
static MlbType *cast_buffer_type(MlbContext *ctx, MlbOperation *op,
                                 uint32_t r, uint32_t i, MlbType *src) {
  if (r != 0 || i != 0)
    return NULL;
  return cast_type(ctx, mlb_op_result(op, 0)->type, src);
}

static uint32_t cast_aliases(MlbOperation *op, uint32_t i, MlbBufAlias *out) {
  MLB_UNUSED(op);
  if (i != 0)
    return 0;
  out[0] = (MlbBufAlias){0, MLB_BUF_EQUIVALENT, true};
  return 1;
}

/* expand_shape / collapse_shape: the memref op of the same name over the
 * source's buffer, same reassociation and output shape. An expansion of a
 * strided buffer (a view, a function argument) is the strided view its
 * groups give (upstream's computeExpandedType; random program 3302185
 * copied a function argument each trip of a loop for an expansion). A
 * collapse of a buffer with a layout is the strided view of the groups
 * when the static strides show each group contiguous (a slice of whole
 * rows: random program 6990010 copied it); else, as the dims may not be
 * contiguous, it is done on a copy in a new identity buffer (upstream's
 * rule), as is an expansion of a layout that is not strided. */
static MlbStatus reshape_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *v = mlb_op_operand(op, 0);
  MlbValue *src = mlb_buf_get_buffer(br, op, 0);
  if (src->type->kind != MLB_TYPE_MEMREF)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  bool expand = mlb_op_is(op, "tensor.expand_shape");
  MlbType *rt = mlb_op_result(op, 0)->type;
  MlbAttr *re = mlb_op_get_attr(op, "reassociation");
  MlbType *mt = NULL;
  if (src->type->u.shaped.layout && re)
    mt = expand ? mlb_memref_expanded_type(br->ctx, src->type, rt, re)
                : mlb_memref_guaranteed_collapse(br->ctx, src->type, re);
  if (src->type->u.shaped.layout && !mt) {
    MlbValue *fresh = mlb_buf_alloc(br, op->loc, v->type, v, NULL);
    mlb_buf_copy(br, op->loc, src, fresh);
    src = fresh;
  }
  if (!mt)
    mt = mlb_buf_alloc_type(br->ctx, rt);
  const char *name =
      expand ? "memref.expand_shape" : "memref.collapse_shape";
  MlbOpState st;
  mlb_opstate_init(&st, br->ctx, name, op->loc);
  mlb_vec_push(&st.operands, src);
  for (uint32_t i = 1; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  st.raw_props = op->props;
  mlb_vec_push(&st.result_types, mt);
  MlbValue *buf = mlb_op_result(mlb_builder_insert(&br->b, &st), 0);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* tensor.reshape %src(%shape): memref.reshape of the source's buffer by
 * the shape's buffer (read: the shape's elements are the sizes), result
 * of identity layout in the source's memory space. memref.reshape wants
 * an identity source: a source buffer with a layout is first copied into
 * a new identity buffer, as upstream. */
static MlbStatus shape_reshape_bufferize(MlbBufRewriter *br,
                                         MlbOperation *op) {
  MlbValue *v = mlb_op_operand(op, 0);
  MlbValue *src = mlb_buf_get_buffer(br, op, 0);
  MlbValue *shape = mlb_buf_get_buffer(br, op, 1);
  MlbType *st = src->type, *rt = mlb_op_result(op, 0)->type;
  if (st->kind == MLB_TYPE_MEMREF && st->u.shaped.layout) {
    MlbValue *fresh = mlb_buf_alloc(br, op->loc, v->type, v, NULL);
    mlb_buf_copy(br, op->loc, src, fresh);
    src = fresh;
  }
  MlbType *mt =
      rt->kind == MLB_TYPE_TENSOR
          ? mlb_type_memref(br->ctx, rt->u.shaped.rank, rt->u.shaped.shape,
                            rt->u.shaped.elt, NULL, memspace_of(src->type))
          : mlb_type_unranked_memref(br->ctx, rt->u.unranked.elt,
                                     memspace_of(src->type));
  MlbValue *ops[2] = {src, shape};
  MlbValue *buf = mlb_op_result(
      mlb_bld_op(&br->b, "memref.reshape", op->loc, 2, ops, 1, &mt), 0);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* Only the shape operand's elements are read. */
static bool shape_reshape_reads(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  return i == 1;
}

static const MlbBufferizeIface k_shape_reshape = {
    .reads = shape_reshape_reads,
    .aliases = cast_aliases,
    .bufferize = shape_reshape_bufferize};
static const MlbBufferizeIface k_reshape = {.flags = MLB_BUF_READS_NONE,
                                            .aliases = cast_aliases,
                                            .bufferize = reshape_bufferize};
static const MlbBufferizeIface k_cast = {.flags = MLB_BUF_READS_NONE,
                                         .aliases = cast_aliases,
                                         .view_buffer_type = cast_buffer_type,
                                         .bufferize = cast_bufferize};
static const MlbBufferizeIface k_empty = {.flags = MLB_BUF_RESULTS_NEW |
                                                    MLB_BUF_RESULTS_UNDEFINED,
                                          .bufferize = empty_bufferize};
static const MlbBufferizeIface k_extract = {.bufferize = extract_bufferize};
/* Does op, a tensor.insert, store the element it reads back where it
 * came from: its scalar a tensor.extract, at the same index values, of a
 * tensor holding its destination's buffer? */
static bool inserts_own_element(const MlbBufQuery *q, MlbOperation *op) {
  MlbOperation *ex = mlb_op_operand(op, 0)->def_op;
  if (!ex || !mlb_op_is(ex, "tensor.extract") ||
      ex->num_operands + 1 != op->num_operands)
    return false;
  for (uint32_t i = 1; i < ex->num_operands; i++)
    if (mlb_op_operand(ex, i) != mlb_op_operand(op, i + 1))
      return false;
  MlbValue *t = mlb_op_operand(ex, 0), *dest = mlb_op_operand(op, 1);
  return t == dest || q->equivalent(q->state, t, dest);
}

/* An insert of the element just read from the same place of the same
 * buffer stores what the buffer holds there already (the buffer holds
 * the destination's value: the insert reads it): no read sees a change
 * (random program 6851053, a cf loop extracting an element of its
 * carried tensor and inserting it back). Not for an insert whose result
 * nothing uses: out of place, the analysis leaves such a dead write out
 * at no cost, where in place it would still count as a write of its
 * buffer (random program 4702257: a function's argument, which callers
 * then copy). */
static bool insert_not_conflicting(const MlbBufQuery *q, MlbOperation *op,
                                   MlbUse *read, MlbUse *write) {
  MLB_UNUSED(read);
  return write == &op->operands[1] && mlb_op_result(op, 0)->uses &&
         inserts_own_element(q, op);
}

static const MlbBufferizeIface k_insert = {
    .flags = MLB_BUF_DPS | MLB_BUF_DEST_READ_KEPT,
    .first_init = 1,
    .not_conflicting = insert_not_conflicting,
    .bufferize = insert_bufferize};
static const MlbBufferizeIface k_dim = {.flags = MLB_BUF_READS_NONE,
                                        .bufferize = dim_bufferize};
static const MlbBufferizeIface k_rank = {.flags = MLB_BUF_READS_NONE,
                                         .bufferize = rank_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"tensor.empty", MLB_IFACE_BUFFERIZE, &k_empty},
    {"tensor.extract", MLB_IFACE_BUFFERIZE, &k_extract},
    {"tensor.insert", MLB_IFACE_BUFFERIZE, &k_insert},
    {"tensor.dim", MLB_IFACE_BUFFERIZE, &k_dim},
    {"tensor.rank", MLB_IFACE_BUFFERIZE, &k_rank},
    {"tensor.cast", MLB_IFACE_BUFFERIZE, &k_cast},
    {"tensor.expand_shape", MLB_IFACE_BUFFERIZE, &k_reshape},
    {"tensor.collapse_shape", MLB_IFACE_BUFFERIZE, &k_reshape},
    {"tensor.reshape", MLB_IFACE_BUFFERIZE, &k_shape_reshape},
};

void mlb_register_tensor_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
