/* vector_bufferize.c - One-Shot Bufferize of vector.transfer_read,
 * vector.transfer_write, vector.gather and vector.scatter on tensors,
 * upstream's models (gather as transfer_read; scatter as transfer_write
 * with its tensor first, always read: it writes some elements):
 *   - transfer_read reads its source tensor (operand 0) and aliases
 *     nothing: the same op on the source's buffer;
 *   - transfer_write writes a part of its tensor operand (operand 1) in
 *     destination-passing style: the tensor is read (the rest of it is
 *     the result's), written, and the result is its buffer; the op
 *     becomes a transfer_write into that buffer, with no result. When
 *     the vector covers the whole tensor (transfer_write_covers) the
 *     tensor is not read: out of place, its new buffer needs no copy.
 * Indices, padding, mask, permutation map and in_bounds carry over.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"
#include "rewrite/fold.h"

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

/* The op writing into the buffer of its tensor operand `base`, which its
 * result becomes. */
static MlbStatus write_into_buffer(MlbBufRewriter *br, MlbOperation *op,
                                   uint32_t base) {
  if (op->num_results != 1)
    return MLB_SUCCESS; /* on a memref already */
  MlbValue *buf = mlb_buf_get_buffer(br, op, base);
  rebuild(br, op, base, buf, 0, NULL);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static MlbStatus transfer_write_bufferize(MlbBufRewriter *br,
                                          MlbOperation *op) {
  return write_into_buffer(br, op, 1);
}

static MlbStatus scatter_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  return write_into_buffer(br, op, 0);
}

/* Does transfer_write `op` overwrite every element of its tensor (operand
 * 1), whatever its old contents? A static shape, every index the constant
 * 0, no mask, and each tensor dim either the target of a permutation map
 * result whose vector dim is at least as long (elements past the end are
 * not written) or of size 1 (written at index 0). Upstream's
 * TransferWriteOpInterface::bufferizesToMemoryRead asks the same, pairing
 * the dims by position; here each vector dim goes to the tensor dim the
 * map names, so a map that drops a longer dim does not count as
 * covering. */
static bool transfer_write_covers(MlbOperation *op) {
  MlbType *vt = mlb_op_operand(op, 0)->type, *dt = mlb_op_operand(op, 1)->type;
  const MlbAttr *map = mlb_op_get_prop(op, "permutation_map");
  if (dt->kind != MLB_TYPE_TENSOR || vt->kind != MLB_TYPE_VECTOR || !map ||
      map->kind != MLB_ATTR_AFFINE_MAP || vt->u.shaped.scalable)
    return false;
  uint32_t rank = dt->u.shaped.rank;
  if (op->num_operands != 2 + rank || map->u.map.num_dims != rank ||
      map->u.map.num_results != vt->u.shaped.rank)
    return false; /* a mask, or a map of another shape */
  for (uint32_t i = 0; i < rank; i++) {
    int64_t idx = -1;
    if (!mlb_value_const_int(mlb_op_operand(op, 2 + i), &idx) || idx != 0)
      return false;
  }
  for (uint32_t d = 0; d < rank; d++) {
    int64_t size = dt->u.shaped.shape[d];
    bool covered = size == 1;
    for (uint32_t r = 0; r < map->u.map.num_results && !covered; r++) {
      const MlbAffineExpr *e = map->u.map.results[r];
      covered = e->kind == MLB_AFFINE_DIM && e->value == (int64_t)d &&
                vt->u.shaped.shape[r] >= size;
    }
    if (size == MLB_DYNAMIC || !covered)
      return false;
  }
  return true;
}

static bool transfer_write_reads(MlbOperation *op, uint32_t i) {
  return i != 1 || !transfer_write_covers(op);
}

static const MlbBufferizeIface k_transfer_read = {
    .bufferize = transfer_read_bufferize};
static const MlbBufferizeIface k_transfer_write = {
    .flags = MLB_BUF_DPS,
    .first_init = 1,
    .reads = transfer_write_reads,
    .bufferize = transfer_write_bufferize};

static const MlbBufferizeIface k_scatter = {
    .flags = MLB_BUF_DPS, .first_init = 0, .bufferize = scatter_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"vector.gather", MLB_IFACE_BUFFERIZE, &k_transfer_read},
    {"vector.scatter", MLB_IFACE_BUFFERIZE, &k_scatter},
    {"vector.transfer_read", MLB_IFACE_BUFFERIZE, &k_transfer_read},
    {"vector.transfer_write", MLB_IFACE_BUFFERIZE, &k_transfer_write},
};

void mlb_register_vector_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
