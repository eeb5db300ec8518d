/* handlers_elementwise.c - elementwise-mappable ops (arith, math) on
 * tensors and on vectors (held as tensors, handlers_vector.c): the op's
 * scalar form runs once per element.
 *
 * At lowering, a detached scalar twin of the op is built: same name,
 * properties and attributes, operands and results of the element types.
 * It is lowered like any op, with its own scalar slots, so it gets the
 * very handler the scalar op would. At run time every tensor operand's
 * element is loaded into its scalar slot (scalar operands are broadcast),
 * the twin's handler runs, and its results are stored into fresh result
 * tensors. Tensor operands must share one shape (checked: a dynamic
 * mismatch is undefined behaviour upstream).
 */
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef struct EwValue {
  uint32_t slot;   /* the op's operand or result slot */
  uint32_t scalar; /* the twin's slot */
  MlbElemKind ek;
  bool tensor;
} EwValue;

typedef struct EwInfo {
  MlbIns twin;
  EwValue *in, *out;
} EwInfo;

/* ==== Execution ==== */

static bool same_shape(const MlbITensor *a, const MlbITensor *b) {
  if (a->rank != b->rank)
    return false;
  for (uint32_t i = 0; i < a->rank; i++)
    if (a->shape[i] != b->shape[i])
      return false;
  return true;
}

/* The shape all tensor operands share; NULL after an error. */
static const MlbITensor *common_shape(MlbExec *ex, MlbISlot *fr,
                                      const MlbIns *ins, const EwInfo *ei) {
  const MlbITensor *first = NULL;
  for (uint32_t i = 0; i < ins->nopnd; i++) {
    if (!ei->in[i].tensor)
      continue;
    const MlbITensor *t = fr[ei->in[i].slot].t;
    if (!first)
      first = t;
    else if (!same_shape(first, t)) {
      mlb_iexec_error(ex, ins, "tensor operands of different shapes");
      return NULL;
    }
  }
  if (!first)
    mlb_iexec_error(ex, ins, "no tensor operand gives the result's shape");
  return first;
}

EXEC(elementwise) {
  const EwInfo *ei = ins->aux;
  const MlbITensor *shape = common_shape(ex, fr, ins, ei);
  if (!shape)
    return MLB_X_ERROR;
  uint64_t n = mlb_ishape_count(shape->rank, shape->shape);
  for (uint32_t i = 0; i < ins->nopnd; i++)
    if (!ei->in[i].tensor)
      fr[ei->in[i].scalar] = fr[ei->in[i].slot];
  /* Results go to their slots first: reachable for the collector. */
  for (uint32_t r = 0; r < ins->nres; r++)
    fr[ei->out[r].slot].t = mlb_itensor_new(
        ex, shape->rank, shape->shape, mlb_ielem_size(ei->out[r].ek));
  for (uint64_t k = 0; k < n; k++) {
    for (uint32_t i = 0; i < ins->nopnd; i++) {
      const EwValue *v = &ei->in[i];
      if (v->tensor)
        fr[v->scalar] = mlb_ielem_load(
            v->ek, fr[v->slot].t->data + k * mlb_ielem_size(v->ek));
    }
    int rc = ei->twin.fn(ex, fr, &ei->twin);
    if (rc != MLB_X_NEXT)
      return rc;
    for (uint32_t r = 0; r < ins->nres; r++) {
      const EwValue *v = &ei->out[r];
      mlb_ielem_store(v->ek, fr[v->slot].t->data + k * mlb_ielem_size(v->ek),
                      fr[v->scalar]);
    }
  }
  return MLB_X_NEXT;
}

/* ==== Lowering ==== */

/* A ranked tensor or a vector of fixed size: values held as MlbITensor. */
static bool held_as_tensor(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR || mlb_ifixed_vector(t);
}

/* The element type of a value held as a tensor, the type itself for
 * scalars; NULL for other shaped types. */
static MlbType *scalar_type(MlbType *t) {
  if (held_as_tensor(t))
    return mlb_ielem_kind(t->u.shaped.elt) == MLB_EK_NONE ? NULL
                                                          : t->u.shaped.elt;
  return mlb_type_is_shaped(t) ? NULL : t;
}

/* Describes value v (slot `slot`) and gives its twin a scalar slot. */
static bool describe(MlbILower *lw, MlbValue *v, uint32_t slot,
                     MlbValue *twin, EwValue *out) {
  MlbType *st = scalar_type(v->type);
  if (!st)
    return false;
  out->slot = slot;
  out->tensor = held_as_tensor(v->type);
  out->ek = mlb_ielem_kind(st);
  out->scalar = mlb_ilower_new_slot(lw, st);
  mlb_ptrmap_put(&lw->slots, twin, (void *)(uintptr_t)(out->scalar + 1));
  return !out->tensor || out->ek != MLB_EK_NONE;
}

/* The scalar twin: operands are arguments of a detached block. */
static MlbOperation *make_twin(MlbContext *ctx, MlbOperation *op) {
  MlbBlock *b = mlb_block_new(ctx);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, op->name, op->loc);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *t = scalar_type(mlb_op_operand(op, i)->type);
    mlb_vec_push(&st.operands, mlb_block_add_arg(ctx, b, t, op->loc));
  }
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&st.result_types, scalar_type(mlb_op_result(op, i)->type));
  st.raw_props = op->props;
  for (uint32_t i = 0; op->attrs && i < op->attrs->u.dict.n; i++)
    mlb_opstate_add_attr(&st, op->attrs->u.dict.entries[i].name,
                         op->attrs->u.dict.entries[i].value);
  MlbOperation *twin = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  mlb_block_append(b, twin);
  return twin;
}

MlbStatus mlb_ilower_elementwise(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!scalar_type(mlb_op_operand(op, i)->type))
      return mlb_ilower_unsupported(lw, op, "operand types");
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!scalar_type(mlb_op_result(op, i)->type) ||
        !held_as_tensor(mlb_op_result(op, i)->type))
      return mlb_ilower_unsupported(lw, op, "result types");
  EwInfo *ei = mlb_ilower_alloc(lw, sizeof *ei);
  ei->in = mlb_ilower_alloc(lw, (op->num_operands + 1) * sizeof(EwValue));
  ei->out = mlb_ilower_alloc(lw, (op->num_results + 1) * sizeof(EwValue));
  MlbOperation *twin = make_twin(lw->ctx, op);
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!describe(lw, mlb_op_operand(op, i), ins->opnd[i],
                  mlb_op_operand(twin, i), &ei->in[i]))
      return mlb_ilower_unsupported(lw, op, "operand types");
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!describe(lw, mlb_op_result(op, i), ins->res[i],
                  mlb_op_result(twin, i), &ei->out[i]))
      return mlb_ilower_unsupported(lw, op, "result types");
  MLB_TRY(mlb_ilower_op(lw, twin, &ei->twin));
  ins->fn = elementwise;
  ins->aux = ei;
  return MLB_SUCCESS;
}
