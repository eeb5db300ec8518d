/* cf_ifaces.c - interfaces of the cf ops. Branches are Pure and forward
 * operands through their descriptors' successor_operands; cf.assert
 * writes to the whole default resource (it may abort), as upstream.
 */
#include "interfaces/registrations.h"

MLB_EFFECTS_TABLE(k_assert_fx, {MLB_EFFECT_WRITE, MLB_REF_NONE, NULL});

static const MlbIfaceEntry k_entries[] = {
    {"cf.assert", MLB_IFACE_EFFECTS, &k_assert_fx},
};

void mlb_register_cf_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_cf_canon(ctx);
}
