/* buffer_loop_hoisting.c - the `buffer-loop-hoisting` pass: allocations
 * move out of sequential loops when no buffer of an iteration is seen by
 * another, so that one buffer serves every iteration.
 *
 *   scf.for %i = %lb to %ub step %s {     %a = memref.alloc()
 *     %a = memref.alloc()            =>   scf.for %i = %lb to %ub step %s {
 *     "use"(%a)                             "use"(%a)
 *   }                                     }
 *
 * Only allocations whose allocation interface allows it move
 * (MLB_HOIST_LOOP: memref.alloc and memref.alloca); only out of loops
 * (loop trait, or a region branch with a cycle) without parallel regions,
 * only while the common dominator of the allocation's aliases and their
 * users lies inside the loop (an alias carried by the back edge or leaving
 * the loop keeps it there), never above the definition of a size operand.
 * Allocations in non-loop regions stay (buffer-hoisting moves those). The
 * walk is in buffer_placement.c.
 *
 * Requires: nothing.  Preserves: the CFG; allocations move, nothing else.
 */
#include "transforms/buffer_placement.h"

static MlbStatus run_buffer_loop_hoisting(MlbContext *ctx, MlbOperation *op,
                                          const MlbPassOptValue *opts,
                                          MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  return mlb_placement_run_hoisting(ctx, op, true);
}

const MlbPassDef mlb_pass_buffer_loop_hoisting = {
    .flag = "buffer-loop-hoisting",
    .name = "BufferLoopHoistingPass",
    .anchor = "func.func",
    .summary = "Optimizes placement of allocation operations by moving them "
               "out of loop nests",
    .run = run_buffer_loop_hoisting,
};
