/* arith_ifaces.c - interfaces of the arith ops. All are Pure (descriptor
 * trait); arith.select's result is one of its two value operands.
 */
#include "interfaces/registrations.h"
#include "dialects/arith/arith_canon.h"

static const MlbSelectIface k_select = {.first = 1, .count = 2};

static const MlbIfaceEntry k_entries[] = {
    {"arith.select", MLB_IFACE_SELECT, &k_select},
};

void mlb_register_arith_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_arith_canon(ctx);
}
