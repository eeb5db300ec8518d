/* cf_ifaces.c - interfaces of the cf ops. Branches are Pure and forward
 * operands through their descriptors' successor_operands; cf.assert
 * writes to the whole default resource (it may abort), as upstream.
 * cf.cond_br takes its first successor when operand 0 is true (the
 * deallocation fact upstream attaches as an external model: the pass
 * deallocates before it under conditions and-ed with the branch condition
 * instead of splitting its edges).
 */
#include "interfaces/registrations.h"

MLB_EFFECTS_TABLE(k_assert_fx, {MLB_EFFECT_WRITE, MLB_REF_NONE, NULL});
static const MlbDeallocIface k_cond_br_dealloc = {.cond_branch = true,
                                                  .condition = 0};

static const MlbIfaceEntry k_entries[] = {
    {"cf.assert", MLB_IFACE_EFFECTS, &k_assert_fx},
    {"cf.cond_br", MLB_IFACE_DEALLOC, &k_cond_br_dealloc},
};

void mlb_register_cf_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_cf_canon(ctx);
  mlb_register_cf_bufferize(ctx);
}
