/* buffer_hoisting.c - the `buffer-hoisting` pass: allocations move up into
 * the common dominator of their uses and out of nested non-loop regions,
 * so that the deallocation pass finds them where all their aliases see
 * them (fewer clones at joins).
 *
 *   scf.if %c -> memref<?xf32> {         %a = memref.alloc(%n)
 *     scf.yield %x                  =>   scf.if %c -> memref<?xf32> {
 *   } else {                               scf.yield %x
 *     %a = memref.alloc(%n)              } else {
 *     scf.yield %a                         scf.yield %a
 *   }                                    }
 *
 * Only allocations whose allocation interface allows it move
 * (MLB_HOIST_BLOCK: memref.alloc, not memref.alloca); never above the
 * definition of a size operand, never out of a loop, an op or one made
 * of branches (that changes how many buffers there are), nor out of an
 * op that is not known control flow (region-branch interface or loop
 * trait). The walk is in buffer_placement.c.
 *
 * Requires: nothing.  Preserves: the CFG; allocations move, nothing else.
 */
#include "transforms/buffer_placement.h"

static MlbStatus run_buffer_hoisting(MlbContext *ctx, MlbOperation *op,
                                     const MlbPassOptValue *opts,
                                     MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  return mlb_placement_run_hoisting(ctx, op, false);
}

const MlbPassDef mlb_pass_buffer_hoisting = {
    .flag = "buffer-hoisting",
    .name = "BufferHoistingPass",
    .anchor = "func.func",
    .summary = "Optimizes placement of allocation operations by moving them "
               "into common dominators and out of nested regions",
    .run = run_buffer_hoisting,
};
