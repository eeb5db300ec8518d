/* arith_ifaces.c - interfaces of the arith ops. All are Pure (descriptor
 * trait); arith.select's result is one of its two value operands, operand
 * 1 when its i1 operand 0 is true, else operand 2 (the deallocation fact
 * upstream attaches as an external model: a returned select's ownership is
 * a select of the operands').
 */
#include "interfaces/registrations.h"
#include "dialects/arith/arith_canon.h"

static const MlbSelectIface k_select = {.first = 1, .count = 2};
static const MlbDeallocIface k_select_dealloc = {
    .cond_select = true, .condition = 0, .if_true = 1, .if_false = 2};

static const MlbIfaceEntry k_entries[] = {
    {"arith.select", MLB_IFACE_SELECT, &k_select},
    {"arith.select", MLB_IFACE_DEALLOC, &k_select_dealloc},
};

void mlb_register_arith_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_arith_canon(ctx);
  mlb_register_arith_bufferize(ctx);
}
