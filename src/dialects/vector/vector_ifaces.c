/* vector_ifaces.c - interfaces of the vector ops mlbuf parses.
 * transfer_read, load and the masked loads and gather read, transfer_write,
 * store and the masked stores and scatter write their shaped operand when it
 * is a memref (tensors are values: no effect);
 * broadcast, insert and extract are pure (their descriptors' trait); vector.print writes to the whole
 * default resource, as upstream. Their One-Shot Bufferize models are in
 * vector_bufferize.c.
 */
#include "interfaces/registrations.h"

static void push_if_memref(MlbOperation *op, uint32_t i, MlbEffectKind k,
                           MlbEffectVec *out) {
  MlbValue *v = mlb_op_operand(op, i);
  if (mlb_type_is_memref(v->type)) {
    MlbEffect e = {k, v, NULL};
    mlb_vec_push(out, e);
  }
}

static bool read_effects(MlbOperation *op, MlbEffectVec *out) {
  if (op->num_operands < 1)
    return false;
  push_if_memref(op, 0, MLB_EFFECT_READ, out);
  return true;
}

static bool write_effects(MlbOperation *op, MlbEffectVec *out) {
  if (op->num_operands < 2)
    return false;
  push_if_memref(op, 1, MLB_EFFECT_WRITE, out);
  return true;
}

/* The masked stores and scatter take their memref first. */
static bool write_base_effects(MlbOperation *op, MlbEffectVec *out) {
  if (op->num_operands < 1)
    return false;
  push_if_memref(op, 0, MLB_EFFECT_WRITE, out);
  return true;
}

static const MlbEffectsIface k_read_fx = {.get = read_effects};
static const MlbEffectsIface k_write_base_fx = {.get = write_base_effects};
static const MlbEffectsIface k_write_fx = {.get = write_effects};
MLB_EFFECTS_TABLE(k_print_fx, {MLB_EFFECT_WRITE, MLB_REF_NONE, NULL});

static const MlbIfaceEntry k_entries[] = {
    {"vector.transfer_read", MLB_IFACE_EFFECTS, &k_read_fx},
    {"vector.transfer_write", MLB_IFACE_EFFECTS, &k_write_fx},
    {"vector.load", MLB_IFACE_EFFECTS, &k_read_fx},
    {"vector.maskedload", MLB_IFACE_EFFECTS, &k_read_fx},
    {"vector.expandload", MLB_IFACE_EFFECTS, &k_read_fx},
    {"vector.gather", MLB_IFACE_EFFECTS, &k_read_fx},
    {"vector.maskedstore", MLB_IFACE_EFFECTS, &k_write_base_fx},
    {"vector.compressstore", MLB_IFACE_EFFECTS, &k_write_base_fx},
    {"vector.scatter", MLB_IFACE_EFFECTS, &k_write_base_fx},
    {"vector.print", MLB_IFACE_EFFECTS, &k_print_fx},
    {"vector.store", MLB_IFACE_EFFECTS, &k_write_fx},
};

void mlb_register_vector_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_vector_bufferize(ctx);
}
