/* tensor_canon.c - the folder of tensor.dim, as upstream's DimOp::fold
 * and the tensor.empty pattern it has for dims (FoldEmptyTensorWithDimOp):
 * a constant index of a static dim is the size; a dynamic dim of
 * tensor.empty is the size operand it was made with. Other producers
 * (generate, extract_slice, casts) are not looked through: nothing in
 * mlbuf's pipelines asks for them yet.
 * Constants materialize as arith.constant.
 */
#include "dialects/arith/arith_canon.h"
#include "interfaces/registrations.h"

/* The operand of tensor.empty `d` sizing its dynamic dim idx. */
static MlbValue *empty_size(MlbOperation *d, const MlbType *t, uint32_t idx) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < idx; i++)
    k += t->u.shaped.shape[i] == MLB_DYNAMIC;
  return k < d->num_operands ? mlb_op_operand(d, k) : NULL;
}

static MlbFoldStatus fold_dim(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out) {
  uint32_t idx;
  MlbFoldStatus st =
      mlb_fold_static_dim(ctx, op, cst, MLB_TYPE_TENSOR, out, &idx);
  if (st != MLB_FOLD_IN_PLACE)
    return st;
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *t = src->type;
  MlbOperation *d = src->def_op;
  MlbValue *v = mlb_op_is(d, "tensor.empty") ? empty_size(d, t, idx)
                                             : NULL;
  if (!v)
    return MLB_FOLD_FAILED;
  out[0].value = v;
  return MLB_FOLD_RESULTS;
}

static const MlbFoldIface k_f_dim = {.fold = fold_dim,
                                     .materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"tensor.dim", MLB_IFACE_FOLD, &k_f_dim},
};

void mlb_register_tensor_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
