/* bufferization_ifaces.c - interfaces of the bufferization ops.
 *
 * Effects as upstream: clone reads its input and allocates and writes its
 * result (heap), to_tensor reads its buffer, to_buffer has none,
 * materialize_in_destination reads/writes whichever of source/dest is a
 * memref. clone's buffers are freed with memref.dealloc. alloc_tensor,
 * dealloc and dealloc_tensor declare no effect interface upstream: unknown.
 *
 * to_buffer is not ViewLikeOpInterface upstream; mlbuf marks its result as
 * a view of its tensor so that buffer alias analysis can follow
 * to_tensor/to_buffer pairs (an op without a view table may alias any
 * operand anyway, so this only sharpens the answer).
 */
#include "interfaces/registrations.h"

MLB_EFFECTS_TABLE(k_clone_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL},
                  {MLB_EFFECT_WRITE, MLB_REF_RESULT(0), NULL},
                  {MLB_EFFECT_ALLOCATE, MLB_REF_RESULT(0), NULL});
MLB_EFFECTS_TABLE(k_to_tensor_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL});

static bool materialize_effects(MlbOperation *op, MlbEffectVec *out) {
  if (op->num_operands < 2)
    return false;
  MlbValue *src = mlb_op_operand(op, 0), *dst = mlb_op_operand(op, 1);
  if (mlb_type_is_memref(src->type)) {
    MlbEffect e = {MLB_EFFECT_READ, src, NULL};
    mlb_vec_push(out, e);
  }
  if (mlb_type_is_memref(dst->type)) {
    MlbEffect e = {MLB_EFFECT_WRITE, dst, NULL};
    mlb_vec_push(out, e);
  }
  return true;
}

static const MlbEffectsIface k_materialize_fx = {.get = materialize_effects};

static const MlbAllocationIface k_clone_alloc = {
    .resource = NULL, .free_op = "memref.dealloc", .clone_op = NULL};

static const MlbIfaceEntry k_entries[] = {
    {"bufferization.clone", MLB_IFACE_EFFECTS, &k_clone_fx},
    {"bufferization.clone", MLB_IFACE_ALLOCATION, &k_clone_alloc},
    {"bufferization.to_tensor", MLB_IFACE_EFFECTS, &k_to_tensor_fx},
    {"bufferization.to_buffer", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"bufferization.to_buffer", MLB_IFACE_VIEW, &mlb_iface_view_of_operand0},
    {"bufferization.materialize_in_destination", MLB_IFACE_EFFECTS,
     &k_materialize_fx},
};

void mlb_register_bufferization_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_bufferization_bufferize(ctx);
  mlb_register_bufferization_canon(ctx);
}
