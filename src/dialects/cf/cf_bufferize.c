/* cf_bufferize.c - One-Shot Bufferize of branches carrying tensors
 * (cf.br, cf.cond_br, cf.switch). The pass has made every tensor argument
 * of a non-entry block a buffer of fully dynamic layout before the
 * rewrite; a branch hands each successor the buffers of its forwarded
 * tensors, cast to those types, or a copy where the analysis put the
 * operand out of place (at the start of the successor when only this
 * edge reaches it).
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

static MlbStatus branch_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  for (uint32_t s = 0; s < op->num_successors; s++) {
    uint32_t start = 0, count = 0;
    op->desc->successor_operands(op, s, &start, &count);
    MlbBlock *b = op->successors[s].block;
    for (uint32_t k = 0; k < count && k < b->num_args; k++) {
      uint32_t i = start + k;
      MlbValue *v = mlb_op_operand(op, i);
      MlbType *want = b->args[k]->type;
      if (!mlb_type_is_tensor(v->type) || !mlb_type_is_memref(want))
        continue;
      MlbValue *buf = mlb_buf_copy_on_edge(op, b)
                          ? mlb_buf_get_buffer_on_edge(br, op, i, b->args[k])
                          : mlb_buf_get_buffer(br, op, i);
      mlb_op_set_operand(op, i,
                         mlb_buf_as_type(br, op->loc, buf, want, v->type));
    }
  }
  return MLB_SUCCESS;
}

/* Forwarded tensors count as read (as a yield's): an out-of-place one is
 * handed on as a copy of its contents. In place nothing is read here:
 * the successor's uses of the argument are the reads (FORWARDS_ONLY). */
static const MlbBufferizeIface k_branch = {
    .flags = MLB_BUF_FORWARDS_ONLY, .bufferize = branch_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"cf.br", MLB_IFACE_BUFFERIZE, &k_branch},
    {"cf.cond_br", MLB_IFACE_BUFFERIZE, &k_branch},
    {"cf.switch", MLB_IFACE_BUFFERIZE, &k_branch},
};

void mlb_register_cf_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
