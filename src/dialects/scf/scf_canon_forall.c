/* scf_canon_forall.c - scf.forall's ForallOpControlOperandsFolder: a
 * lower bound, upper bound or step given by an operand that a constant
 * defines becomes a static entry of the op (upstream's
 * foldDynamicIndexList), the operand going from its segment. Upstream's
 * other forall patterns (single- or zero-trip dimensions, constant
 * induction variables, unused shared outs, tensor.dim and tensor.cast of
 * its results) are not here yet.
 */
#include "dialects/scf/scf_canon_int.h"

#include "dialects/common.h"

static const char *const k_statics[3] = {"staticLowerBound",
                                         "staticUpperBound", "staticStep"};

static bool has_constant_control(MlbOperation *op, const uint32_t *start,
                                 const uint32_t *len) {
  for (uint32_t s = 0; s < 3; s++)
    for (uint32_t k = 0; k < len[s]; k++) {
      int64_t c;
      if (mlb_value_const_int(mlb_op_operand(op, start[s] + k), &c))
        return true;
    }
  return false;
}

bool mlb_scf_pat_forall_control_operands(MlbRewriter *rw, MlbOperation *op) {
  uint32_t start[4], len[4];
  for (uint32_t s = 0; s < 4; s++)
    if (!mlb_op_operand_segment(op, s, &start[s], &len[s]))
      return false;
  MlbAttr *lists[3];
  for (uint32_t s = 0; s < 3; s++) {
    lists[s] = mlb_op_get_prop(op, k_statics[s]);
    if (!lists[s] || lists[s]->kind != MLB_ATTR_DENSE_ARRAY ||
        (lists[s]->u.darray.n && !lists[s]->u.darray.ivals))
      return false;
  }
  if (!has_constant_control(op, start, len))
    return false;
  MlbContext *ctx = rw->ctx;
  MlbValueVec keep = {0};
  int64_t seg[4];
  MlbAttr *folded[3];
  for (uint32_t s = 0; s < 3; s++) {
    uint32_t n = lists[s]->u.darray.n, d = 0;
    int64_t vals[n ? n : 1];
    seg[s] = 0;
    for (uint32_t j = 0; j < n; j++) {
      vals[j] = lists[s]->u.darray.ivals[j];
      if (vals[j] != MLB_DYNAMIC || d >= len[s])
        continue;
      MlbValue *v = mlb_op_operand(op, start[s] + d++);
      if (!mlb_value_const_int(v, &vals[j])) {
        vals[j] = MLB_DYNAMIC;
        mlb_vec_push(&keep, v);
        seg[s]++;
      }
    }
    folded[s] = mlb_attr_dense_i64_array(ctx, n, vals);
  }
  seg[3] = len[3];
  for (uint32_t k = 0; k < len[3]; k++)
    mlb_vec_push(&keep, mlb_op_operand(op, start[3] + k));
  mlb_op_set_operands(ctx, op, keep.len, keep.data);
  mlb_vec_free(&keep);
  for (uint32_t s = 0; s < 3; s++)
    mlb_op_set_prop(ctx, op, k_statics[s], folded[s]);
  mlb_op_set_prop(ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(ctx, ctx->t_i32, 4, seg));
  mlb_rw_modified(rw, op);
  return true;
}
