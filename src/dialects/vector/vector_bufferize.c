/* vector_bufferize.c - One-Shot Bufferize of vector.transfer_read and
 * vector.transfer_write on tensors, upstream's models:
 *   - transfer_read reads its source tensor (operand 0) and aliases
 *     nothing: the same op on the source's buffer;
 *   - transfer_write writes a part of its tensor operand (operand 1) in
 *     destination-passing style: the tensor is read (the rest of it is
 *     the result's), written, and the result is its buffer; the op
 *     becomes a transfer_write into that buffer, with no result.
 * Indices, padding, mask, permutation map and in_bounds carry over.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* The same op with operand `base` replaced by buffer `buf` and `nres`
 * results of types `rt`. */
static MlbOperation *rebuild(MlbBufRewriter *br, MlbOperation *op,
                             uint32_t base, MlbValue *buf, uint32_t nres,
                             MlbType *const *rt) {
  MlbOpState st;
  mlb_opstate_init(&st, br->ctx, op->name, op->loc);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, i == base ? buf : mlb_op_operand(op, i));
  st.raw_props = op->props;
  for (uint32_t r = 0; r < nres; r++)
    mlb_vec_push(&st.result_types, rt[r]);
  return mlb_builder_insert(&br->b, &st);
}

static MlbStatus transfer_read_bufferize(MlbBufRewriter *br,
                                         MlbOperation *op) {
  MlbValue *buf = mlb_buf_get_buffer(br, op, 0);
  MlbType *vt = mlb_op_result(op, 0)->type;
  MlbValue *v = mlb_op_result(rebuild(br, op, 0, buf, 1, &vt), 0);
  mlb_buf_replace_op(br, op, &v);
  return MLB_SUCCESS;
}

static MlbStatus transfer_write_bufferize(MlbBufRewriter *br,
                                          MlbOperation *op) {
  if (op->num_results != 1)
    return MLB_SUCCESS; /* on a memref already */
  MlbValue *buf = mlb_buf_get_buffer(br, op, 1);
  rebuild(br, op, 1, buf, 0, NULL);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_transfer_read = {
    .bufferize = transfer_read_bufferize};
static const MlbBufferizeIface k_transfer_write = {
    .flags = MLB_BUF_DPS,
    .first_init = 1,
    .bufferize = transfer_write_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"vector.transfer_read", MLB_IFACE_BUFFERIZE, &k_transfer_read},
    {"vector.transfer_write", MLB_IFACE_BUFFERIZE, &k_transfer_write},
};

void mlb_register_vector_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
