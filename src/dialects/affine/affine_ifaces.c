/* affine_ifaces.c - region branching of affine.if, as upstream's
 * RegionBranchOpInterface implementation describes it: the parent enters
 * the then region and the else region (the parent itself when the else
 * region is empty); each region returns to the parent, whose results
 * receive what affine.yield (return-like: all its operands) forwards.
 * Without this model the passes saw an op with regions and results of
 * unknown control flow: the ownership-based deallocation could not thread
 * ownership through it and leaked a buffer it yields (upstream frees it),
 * and the hoisting passes kept buffers inside it that upstream moves.
 *
 * affine.for stays without one: its iteration arguments sit in an operand
 * segment, which the passes that thread ownership indicators cannot grow.
 */
#include "interfaces/registrations.h"

static void if_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  if (from != MLB_REGION_PARENT) {
    mlb_rb_push(out, MLB_REGION_PARENT);
    return;
  }
  mlb_rb_push(out, 0);
  bool has_else = op->num_regions > 1 && !mlb_region_empty(&op->regions[1]);
  mlb_rb_push(out, has_else ? 1 : MLB_REGION_PARENT);
}

static const MlbRegionBranchIface k_if_rb = {
    if_successors, mlb_rb_no_entry_operands, mlb_rb_results_only, false,
    NULL};

static const MlbIfaceEntry k_entries[] = {
    {"affine.if", MLB_IFACE_REGION_BRANCH, &k_if_rb},
};

void mlb_register_affine_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
