/* strip_debuginfo.c - the `strip-debuginfo` pass.
 *
 * Replaces the location of every operation and block argument nested in
 * the anchor op (and of the anchor itself) with `loc(unknown)`, as
 * upstream's StripDebugInfo pass does. Locations held inside attributes are
 * left alone, as upstream leaves them.
 *
 * Requires: nothing.  Preserves: everything but locations.
 */
#include "transforms/pass.h"

static MlbWalkResult strip_op(MlbOperation *op, void *user) {
  MlbAttr *unknown = user;
  op->loc = unknown;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->num_args; i++)
        b->args[i]->loc = unknown;
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_strip_debuginfo(MlbContext *ctx, MlbOperation *op,
                                     const MlbPassOptValue *opts,
                                     MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  mlb_walk_pre(op, strip_op, mlb_loc_unknown(ctx));
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_strip_debuginfo = {
    .flag = "strip-debuginfo",
    .name = "StripDebugInfo",
    .anchor = "any",
    .summary = "Strip debug info from all operations",
    .run = run_strip_debuginfo,
};
