/* linalg_ifaces.c - interfaces of the linalg ops.
 *
 * Structured ops have upstream's generic effects: each memref input is
 * read; each memref output is written, and read too when the payload uses
 * its value (or when there is no payload block to tell). On tensors they
 * have no effects; their payload's effects join through
 * MLB_TRAIT_RECURSIVE_EFFECTS. Inputs and outputs are the ins/outs
 * operand segments (generic and every named op: the ops with
 * MLB_TRAIT_ATTR_SIZED_OPERANDS, taken from the registered dialect so that
 * ops added to the linalg table later need no edit here), or fixed shapes
 * for map/transpose/broadcast (one output, last) and reduce (as many
 * outputs as inputs). linalg.copy is also a copy (ins[0] -> outs[0]);
 * linalg.yield and linalg.index are Pure, pack and unpack effect-free.
 */
#include "dialects/linalg/linalg_int.h"
#include "interfaces/registrations.h"

static void push(MlbEffectVec *out, MlbEffectKind k, MlbValue *v) {
  MlbEffect e = {k, v, NULL};
  mlb_vec_push(out, e);
}

/* Does the payload read output `j`? Its block argument follows the
 * inputs'; without a matching payload block, assume it does. */
static bool payload_reads_output(MlbOperation *op, uint32_t nins,
                                 uint32_t nouts, uint32_t j) {
  MlbBlock *body = op->num_regions ? op->regions[0].first : NULL;
  if (!body || body->num_args != nins + nouts)
    return true;
  return !mlb_value_use_empty(body->args[nins + j]);
}

/* Effects of a structured op whose inputs are operands [is, is + in) and
 * outputs [os, os + on). */
static bool dps_effects(MlbOperation *op, uint32_t is, uint32_t in,
                        uint32_t os, uint32_t on, MlbEffectVec *out) {
  for (uint32_t i = 0; i < in; i++) {
    MlbValue *v = mlb_op_operand(op, is + i);
    if (mlb_type_is_memref(v->type))
      push(out, MLB_EFFECT_READ, v);
  }
  for (uint32_t j = 0; j < on; j++) {
    MlbValue *v = mlb_op_operand(op, os + j);
    if (!mlb_type_is_memref(v->type))
      continue;
    if (payload_reads_output(op, in, on, j))
      push(out, MLB_EFFECT_READ, v);
    push(out, MLB_EFFECT_WRITE, v);
  }
  return true;
}

/* ins/outs given by operandSegmentSizes (generic and the named ops). */
static bool segmented_effects(MlbOperation *op, MlbEffectVec *out) {
  uint32_t is, in, os, on;
  if (!mlb_iface_operand_segment(op, 0, &is, &in) ||
      !mlb_iface_operand_segment(op, 1, &os, &on))
    return false;
  return dps_effects(op, is, in, os, on, out);
}

/* One output, last (map, transpose, broadcast). */
static bool last_init_effects(MlbOperation *op, MlbEffectVec *out) {
  uint32_t n = op->num_operands;
  return n && dps_effects(op, 0, n - 1, n - 1, 1, out);
}

/* As many outputs as inputs (reduce). */
static bool halves_effects(MlbOperation *op, MlbEffectVec *out) {
  uint32_t h = op->num_operands / 2;
  return op->num_operands % 2 == 0 && dps_effects(op, 0, h, h, h, out);
}

static const MlbEffectsIface k_segmented_fx = {.get = segmented_effects};
static const MlbEffectsIface k_last_init_fx = {.get = last_init_effects};
static const MlbEffectsIface k_halves_fx = {.get = halves_effects};
static const MlbCopyIface k_copy = {.source_operand = 0, .target_operand = 1};

/* Applied after the segmented default, so these override it. */
static const MlbIfaceEntry k_entries[] = {
    {"linalg.map", MLB_IFACE_EFFECTS, &k_last_init_fx},
    {"linalg.transpose", MLB_IFACE_EFFECTS, &k_last_init_fx},
    {"linalg.broadcast", MLB_IFACE_EFFECTS, &k_last_init_fx},
    {"linalg.reduce", MLB_IFACE_EFFECTS, &k_halves_fx},
    {"linalg.copy", MLB_IFACE_COPY, &k_copy},
    {"linalg.yield", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"linalg.index", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    /* The relayout ops take tensors only (NoMemoryEffect upstream). */
    {"linalg.pack", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"linalg.unpack", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
};

/* Every linalg op with operandSegmentSizes is a structured op with
 * ins/outs segments. */
void mlb_register_linalg_ifaces(MlbContext *ctx) {
  const MlbDialect *d = mlb_strmap_get(&ctx->dialects, "linalg", 6);
  for (uint32_t i = 0; d && i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_lookup_op_mutable(ctx, d->ops[i].name);
    if (mlb_linalg_desc_segmented(od))
      od->ifaces[MLB_IFACE_EFFECTS] = &k_segmented_fx;
  }
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_linalg_bufferize(ctx);
  mlb_register_linalg_canon(ctx);
}
