/* empty_to_alloc_tensor.c - the `empty-tensor-to-alloc-tensor` pass:
 * every tensor.empty becomes a bufferization.alloc_tensor with the same
 * dynamic sizes, as upstream's EmptyTensorToAllocTensorPass.
 *
 *   %e = tensor.empty(%n) : tensor<?x4xf32>
 *     =>
 *   %e = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
 *
 * Both ops stand for a tensor of undefined contents; alloc_tensor is the
 * one that says "a new buffer here" to One-Shot Bufferize, so a pipeline
 * runs this after eliminate-empty-tensors has turned the tensor.empty ops
 * it could into slices of their destinations.
 *
 * Upstream applies its single pattern with the greedy driver, which also
 * folds ops, erases dead ones and simplifies regions (aggressively: its
 * default, unlike canonicalize's) on the way; so does
 * this pass (the driver with only this pattern enabled), so that the
 * output is upstream's: a dead tensor.empty disappears instead of
 * becoming an alloc_tensor. The pass names the two ops because its whole
 * purpose is to swap one for the other.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "rewrite/rewrite.h"
#include "transforms/pass.h"

#define PATTERN_LABEL "EmptyTensorToAllocTensor"

/* tensor.empty(sizes) -> alloc_tensor(sizes) [copy: none, size_hint:
 * none], at the same location. */
static bool empty_to_alloc(MlbRewriter *rw, MlbOperation *op) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "bufferization.alloc_tensor", op->loc);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  mlb_vec_push(&st.result_types, mlb_op_result(op, 0)->type);
  int64_t seg[3] = {op->num_operands, 0, 0};
  mlb_opstate_add_segment_sizes(rw->ctx, &st, "operandSegmentSizes", seg, 3);
  MlbOperation *alloc = mlb_rw_create(rw, &st);
  MlbValue *res = mlb_op_result(alloc, 0);
  mlb_rw_replace_op(rw, op, &res);
  return true;
}

static const MlbPattern k_patterns[] = {
    {PATTERN_LABEL, empty_to_alloc, 1},
};
MLB_CANON_IFACE(k_iface, k_patterns);

static MlbStatus run_empty_to_alloc(MlbContext *ctx, MlbOperation *op,
                                    const MlbPassOptValue *opts,
                                    MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  /* Without the bufferization dialect there is nothing to create. */
  if (!mlb_lookup_op(ctx, "bufferization.alloc_tensor",
                     strlen("bufferization.alloc_tensor")))
    return MLB_SUCCESS;
  static const char *const enabled[] = {PATTERN_LABEL};
  MlbGreedyConfig cfg;
  mlb_greedy_config_default(&cfg);
  /* Only this pattern: every registered canonicalization is filtered
   * out by its label, folding and dead-op erasure stay (upstream's
   * driver does both with any pattern set). */
  cfg.enabled = enabled;
  cfg.num_enabled = 1;
  cfg.patterns_op = mlb_intern_cstr(ctx, "tensor.empty");
  /* Upstream's driver default (canonicalize lowers it to normal): also
   * merges identical blocks and drops block arguments every predecessor
   * passes the same value for. */
  cfg.region_simplify = MLB_SIMPLIFY_AGGRESSIVE;
  cfg.patterns = &k_iface;
  if (!mlb_apply_patterns_greedily(ctx, op, &cfg, NULL))
    return mlb_op_emit_error(ctx, op,
                             "empty-tensor-to-alloc-tensor did not converge");
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_empty_tensor_to_alloc_tensor = {
    .flag = "empty-tensor-to-alloc-tensor",
    .name = "EmptyTensorToAllocTensorPass",
    .anchor = "any",
    .summary = "Replace all empty ops by alloc_tensor ops.",
    .run = run_empty_to_alloc,
};
