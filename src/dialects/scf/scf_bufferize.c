/* scf_bufferize.c - One-Shot Bufferize of scf.for, scf.if and scf.yield.
 *
 * The region ops are rewritten in place: their tensor operands, results
 * and region arguments become buffers (each tensor use reading a
 * to_tensor of them), and their regions' ops are rewritten afterwards as
 * the walk reaches them. A loop carries its inits' buffers; a yield whose
 * value is not the iteration argument's buffer (the analysis says) hands
 * back a copy in a new buffer instead, which keeps every iteration's
 * input intact however the yielded value was made (upstream rejects such
 * loops without allow-return-allocs-from-loops). An scf.if result is a
 * buffer of fully dynamic layout, so that either branch's buffer casts to
 * it.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

static MlbStatus for_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0, first = 0, nargs = 0;
  rb->entry_operands(op, 0, &start, &count);
  rb->successor_inputs(op, 0, &first, &nargs);
  MlbBlock *body = op->regions[0].first;
  MlbBuilder after = {br->ctx, NULL, NULL};
  mlb_builder_set_after(&after, op);
  for (uint32_t k = 0; k < count; k++) {
    uint32_t i = start + k;
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    mlb_builder_set_before(&br->b, op);
    MlbValue *buf = mlb_buf_get_buffer(br, op, i);
    mlb_op_set_operand(op, i, buf);
    mlb_builder_set_start(&br->b, body);
    mlb_buf_retype(br, body->args[first + k], buf->type, op->loc);
    br->b = after;
    mlb_buf_retype(br, mlb_op_result(op, k), buf->type, op->loc);
  }
  return MLB_SUCCESS;
}

static MlbStatus if_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  mlb_builder_set_after(&br->b, op);
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    if (mlb_type_is_tensor(res->type))
      mlb_buf_retype(br, res, mlb_buf_dynamic_type(br->ctx, res->type),
                     op->loc);
  }
  return MLB_SUCCESS;
}

/* The parent is rewritten already: its results have their buffer types. */
static MlbStatus yield_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbOperation *parent = mlb_op_parent_op(op);
  const MlbRegionBranchIface *rb =
      mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH);
  bool loop = rb && rb->is_loop;
  for (uint32_t k = 0; k < op->num_operands && k < parent->num_results;
       k++) {
    MlbValue *v = mlb_op_operand(op, k);
    MlbType *want = mlb_op_result(parent, k)->type;
    if (!mlb_type_is_tensor(v->type) || !mlb_type_is_memref(want))
      continue;
    bool own = !loop || br->yields_own_buffer(br->user, op, k);
    MlbValue *buf = mlb_buf_lookup(br, v);
    if (!own) {
      MlbValue *fresh = mlb_buf_alloc(br, op->loc, v->type, v, NULL);
      mlb_buf_copy(br, op->loc, buf, fresh);
      buf = fresh;
    }
    mlb_op_set_operand(op, k,
                       mlb_buf_as_type(br, op->loc, buf, want, v->type));
  }
  return MLB_SUCCESS;
}

/* scf.for's inits are read and, conservatively, written (upstream's
 * answer too); result k and iteration argument k hold init k's buffer. */
static uint32_t for_aliases(MlbOperation *op, uint32_t i, MlbBufAlias *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0;
  rb->entry_operands(op, 0, &start, &count);
  if (i < start || i >= start + count)
    return 0;
  out[0] = (MlbBufAlias){i - start, MLB_BUF_MAY_ALIAS, true};
  return 1;
}

static bool for_writes(MlbOperation *op, uint32_t i) {
  return for_aliases(op, i, &(MlbBufAlias){0}) != 0;
}

static const MlbBufferizeIface k_for = {.flags = MLB_BUF_REPETITIVE,
                                        .writes = for_writes,
                                        .aliases = for_aliases,
                                        .bufferize = for_bufferize};
/* scf.if has no tensor operands; its results alias what its regions
 * yield (the analysis follows the yields). */
static const MlbBufferizeIface k_if = {.bufferize = if_bufferize};
/* A yield reads what it hands on; the analysis makes it alias the
 * parent's results (or the loop's iteration arguments). */
static const MlbBufferizeIface k_yield = {.bufferize = yield_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"scf.for", MLB_IFACE_BUFFERIZE, &k_for},
    {"scf.if", MLB_IFACE_BUFFERIZE, &k_if},
    {"scf.yield", MLB_IFACE_BUFFERIZE, &k_yield},
};

void mlb_register_scf_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
