/* bufferization_bufferize.c - One-Shot Bufferize of alloc_tensor (a new
 * buffer), dealloc_tensor (a memref.dealloc of the tensor's buffer) and of
 * the ops that cross between tensors and buffers in the
 * input: a to_tensor already is the glue the rewrite uses (its result's
 * buffer is its operand, written in place only when the op says
 * `writable`), a to_buffer gives the buffer of its tensor (cast to its
 * type).
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

static MlbStatus to_tensor_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MLB_UNUSED(br);
  MLB_UNUSED(op);
  return MLB_SUCCESS;
}

/* The input promises, with `writable`, that the memref may be written
 * through the tensor (upstream's rule); without it the buffer is read
 * only. */
static bool to_tensor_writable(MlbOperation *op, uint32_t r) {
  MLB_UNUSED(r);
  return mlb_op_get_prop(op, "writable") != NULL;
}

/* With `restrict` the input promises that no other tensor reaches the
 * memref (upstream's rule): the result is a buffer of its own. */
static bool to_tensor_distinct(MlbOperation *op, uint32_t r) {
  MLB_UNUSED(r);
  return mlb_op_get_prop(op, "restrict") != NULL;
}

static MlbStatus to_buffer_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *v = mlb_op_operand(op, 0);
  MlbValue *res = mlb_op_result(op, 0);
  MlbValue *buf = mlb_buf_get_buffer(br, op, 0);
  if (buf->def_op == op) /* nothing bufferized it: the op stays */
    return MLB_SUCCESS;
  buf = mlb_buf_as_type(br, op->loc, buf, res->type, v->type);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* alloc_tensor(dynamic sizes) [copy(%t)] {memory_space = m}: a new
 * buffer, holding a copy of %t when given and read (upstream copies also
 * what nothing reads), in memory space m when given,
 * else in %t's buffer's, else in the default one (as upstream). Operand
 * segments: sizes, copy, size_hint. */
static MlbStatus alloc_tensor_bufferize(MlbBufRewriter *br,
                                        MlbOperation *op) {
  uint32_t ss = 0, sn = 0, cs = 0, cn = 0;
  if (!mlb_op_result(op, 0)->uses) { /* dead: no buffer (as upstream) */
    mlb_op_erase(op);
    return MLB_SUCCESS;
  }
  if (!mlb_iface_operand_segment(op, 0, &ss, &sn) ||
      !mlb_iface_operand_segment(op, 1, &cs, &cn))
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbValue *res = mlb_op_result(op, 0);
  MlbValue *copy = cn ? mlb_op_operand(op, cs) : NULL;
  MlbValue *dyn[sn ? sn : 1];
  for (uint32_t i = 0; i < sn; i++)
    dyn[i] = mlb_op_operand(op, ss + i);
  MlbAttr *space = mlb_op_get_prop(op, "memory_space");
  if (!space)
    space = copy ? mlb_buf_memspace(br, copy)
                 : res->type->kind == MLB_TYPE_TENSOR &&
                           mlb_buf_encoding_memspace(br->ctx)
                       ? res->type->u.shaped.encoding
                       : NULL;
  MlbValue *buf = mlb_buf_alloc_in(br, op->loc, res->type,
                                   sn ? NULL : copy, dyn, space);
  /* Undefined contents (none given, or a copy nothing reads: a loop body
   * only overwriting it): an out-of-place use copies none. */
  if (!copy || mlb_buf_result_unread(br, op)) {
    mlb_buf_replace_undefined(br, op, buf);
    return MLB_SUCCESS;
  }
  mlb_buf_copy(br, op->loc, mlb_buf_lookup(br, copy), buf);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* dealloc_tensor %t: memref.dealloc of %t's buffer. The op neither reads
 * nor writes the contents (upstream's model); freeing a buffer still in
 * use is the input's mistake. */
static MlbStatus dealloc_tensor_bufferize(MlbBufRewriter *br,
                                          MlbOperation *op) {
  MlbValue *buf = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  mlb_bld_op(&br->b, "memref.dealloc", op->loc, 1, &buf, 0, NULL);
  mlb_op_erase(op);
  return MLB_SUCCESS;
}

/* materialize_in_destination %src in %dest: the source's contents land in
 * the destination's buffer (a tensor destination, in place whenever the
 * analysis allows: then no buffer beyond the destination's), or in the
 * memref destination itself. No copy when the source already is that
 * buffer (it was computed in place there). */
static MlbStatus materialize_bufferize(MlbBufRewriter *br,
                                       MlbOperation *op) {
  MlbValue *dest_v = mlb_op_operand(op, 1);
  bool to_memref = mlb_type_is_memref(dest_v->type);
  MlbValue *dest = to_memref ? dest_v : mlb_buf_get_buffer(br, op, 1);
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  if (src != dest)
    mlb_buf_copy(br, op->loc, src, dest);
  if (to_memref) {
    mlb_op_erase(op);
    return MLB_SUCCESS;
  }
  mlb_buf_replace_op(br, op, &dest);
  return MLB_SUCCESS;
}

/* The destination is written (not read: it is overwritten whole) and
 * becomes the result; the source is read. */
static bool materialize_reads(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  return i == 0;
}

/* Element p of the source is read only to be copied into element p of
 * the destination (upstream's bufferizesToElementwiseAccess): a source
 * computed in place in the destination's buffer is no conflict (a fill
 * of the destination after eliminate-empty-tensors). */
static bool materialize_elementwise(MlbOperation *op, uint32_t i,
                                    uint32_t j) {
  MLB_UNUSED(op);
  return i == 0 && j == 1;
}

/* As a subset insertion the source overwrites the whole destination: a
 * tensor destination is the subset itself. A memref destination offers a
 * `restrict` to_tensor of it when the op is marked `restrict` (the input
 * promises no other tensor reaches the buffer); the op hands its flag on
 * to that to_tensor, as upstream, so that no second one claims it. */
static MlbValue *materialize_extraction(MlbBuilder *b, MlbOperation *op,
                                        MlbAttr *loc) {
  MlbValue *dest = mlb_op_operand(op, 1);
  if (dest->type->kind != MLB_TYPE_MEMREF)
    return mlb_buf_whole_destination.build_extraction(b, op, loc);
  if (!mlb_op_get_prop(op, "restrict"))
    return NULL;
  MlbContext *ctx = b->ctx;
  MlbType *m = dest->type;
  MlbType *t = mlb_type_tensor(ctx, m->u.shaped.rank, m->u.shaped.shape,
                               m->u.shaped.elt, NULL);
  mlb_op_set_prop(ctx, op, "restrict", NULL);
  MlbOperation *tt =
      mlb_bld_op(b, "bufferization.to_tensor", loc, 1, &dest, 1, &t);
  mlb_op_set_prop(ctx, tt, "restrict", mlb_attr_unit(ctx));
  if (mlb_op_get_prop(op, "writable"))
    mlb_op_set_prop(ctx, tt, "writable", mlb_attr_unit(ctx));
  return mlb_op_result(tt, 0);
}

static bool materialize_equivalent_subset(const MlbBufQuery *q,
                                          MlbOperation *op, MlbValue *x) {
  return mlb_buf_whole_destination.equivalent_subset(q, op, x);
}

static void materialize_needed_values(MlbOperation *op, MlbValueVec *out) {
  mlb_buf_whole_destination.needed_values(op, out);
}

static const MlbBufSubsetInsertion k_materialize_subset = {
    .source = 0,
    .dest = 1,
    .equivalent_subset = materialize_equivalent_subset,
    .needed_values = materialize_needed_values,
    .build_extraction = materialize_extraction,
};

/* A tensor destination is where the user wants the value: in place or
 * not at all (upstream's mustBufferizeInPlace). */
static bool materialize_must_in_place(MlbOperation *op, uint32_t i) {
  return i == 1 && mlb_type_is_tensor(mlb_op_operand(op, 1)->type);
}

static const MlbBufferizeIface k_materialize = {
    .flags = MLB_BUF_DPS,
    .first_init = 1,
    .reads = materialize_reads,
    .must_in_place = materialize_must_in_place,
    .elementwise = materialize_elementwise,
    .subset_insertion = &k_materialize_subset,
    .bufferize = materialize_bufferize};
static const MlbBufferizeIface k_alloc_tensor = {
    .flags = MLB_BUF_RESULTS_NEW | MLB_BUF_RESULTS_UNDEFINED,
    .bufferize = alloc_tensor_bufferize};
static const MlbBufferizeIface k_dealloc_tensor = {
    .flags = MLB_BUF_READS_NONE, .bufferize = dealloc_tensor_bufferize};
static const MlbBufferizeIface k_to_tensor = {
    .flags = MLB_BUF_RESULTS_NEW | MLB_BUF_RESULTS_FOREIGN,
    .result_writable = to_tensor_writable,
    .result_distinct = to_tensor_distinct,
    .bufferize = to_tensor_bufferize};
/* What happens to the memref is unknown: it may be read, and written
 * unless the op says `read_only` (upstream's answers). */
static bool to_buffer_writes(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(i);
  return mlb_op_get_prop(op, "read_only") == NULL;
}

static const MlbBufferizeIface k_to_buffer = {
    .writes = to_buffer_writes, .bufferize = to_buffer_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"bufferization.to_tensor", MLB_IFACE_BUFFERIZE, &k_to_tensor},
    {"bufferization.to_buffer", MLB_IFACE_BUFFERIZE, &k_to_buffer},
    {"bufferization.alloc_tensor", MLB_IFACE_BUFFERIZE, &k_alloc_tensor},
    {"bufferization.dealloc_tensor", MLB_IFACE_BUFFERIZE, &k_dealloc_tensor},
    {"bufferization.materialize_in_destination", MLB_IFACE_BUFFERIZE,
     &k_materialize},
};

void mlb_register_bufferization_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
