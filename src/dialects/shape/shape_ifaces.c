/* shape_ifaces.c - region branching of shape.assuming, as upstream's
 * RegionBranchOpInterface implementation for AssumingOp describes it: the
 * parent enters the single region once (no operand is forwarded: the
 * witness only guards it) and the region returns to the parent, its
 * shape.assuming_yield's operands becoming the op's results. The yield is
 * return-like (its descriptor), so it forwards all its operands; the op's
 * memory effects are those of its region (MLB_TRAIT_RECURSIVE_EFFECTS).
 * Without this model the copy-based deallocation refused every
 * shape.assuming holding a buffer (MLIR 16 takes them) and the ownership
 * pass could not thread a yielded allocation's ownership out of it.
 */
#include "interfaces/registrations.h"

static const MlbRegionBranchIface k_assuming_rb = {
    .successors = mlb_rb_single_region_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_results_only,
    .is_loop = false};

static const MlbIfaceEntry k_entries[] = {
    {"shape.assuming", MLB_IFACE_REGION_BRANCH, &k_assuming_rb},
};

void mlb_register_shape_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_shape_canon(ctx);
}
