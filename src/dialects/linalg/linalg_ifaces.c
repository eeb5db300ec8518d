/* linalg_ifaces.c - interfaces of the linalg ops.
 *
 * Structured ops (generic, map, reduce, copy, fill, matmul, ... : every
 * linalg op with `ins`/`outs` operand segments) have upstream's generic
 * effects: each memref input is read; each memref output is written, and
 * read too when the payload uses its value (or when there is no payload
 * block to tell). On tensors they have no effects. The set of structured
 * ops is taken from the registered dialect, so ops added to the linalg
 * table later get the effects without an edit here. linalg.copy is also a
 * copy (ins[0] -> outs[0]); linalg.yield and linalg.index are Pure.
 */
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

static bool structured_effects(MlbOperation *op, MlbEffectVec *out) {
  uint32_t is, in, os, on;
  if (!mlb_iface_operand_segment(op, 0, &is, &in) ||
      !mlb_iface_operand_segment(op, 1, &os, &on))
    return false;
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

static const MlbEffectsIface k_structured_fx = {.get = structured_effects};
static const MlbCopyIface k_copy = {.source_operand = 0, .target_operand = 1};

static const MlbIfaceEntry k_entries[] = {
    {"linalg.copy", MLB_IFACE_COPY, &k_copy},
    {"linalg.yield", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"linalg.index", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
};

static bool is_non_structured(const char *name) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_entries); i++)
    if (k_entries[i].id == MLB_IFACE_EFFECTS &&
        strcmp(k_entries[i].op, name) == 0)
      return true;
  return false;
}

void mlb_register_linalg_ifaces(MlbContext *ctx) {
  const MlbDialect *d = mlb_strmap_get(&ctx->dialects, "linalg", 6);
  for (uint32_t i = 0; d && i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_lookup_op_mutable(ctx, d->ops[i].name);
    if (od && !is_non_structured(od->name))
      od->ifaces[MLB_IFACE_EFFECTS] = &k_structured_fx;
  }
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
