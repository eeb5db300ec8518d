/* block_runs.h - how many times a block of a region with branch loops
 * runs per run of the region, when the branches that steer it depend on
 * constants only (a cf loop counting from 0 to a constant bound).
 *
 * Found by running the region's control flow from its entry block: each
 * op whose operands are all constants is folded (its fold hook), each
 * terminator's successor is asked of its fold hook's `successor` with the
 * constant operands, and block arguments take the constants their edges
 * pass. The run stops at a branch it cannot decide (data), at a return,
 * or after a bounded number of ops; a block the run passed is known when
 * the block where it stopped cannot lead back to it (it cannot run again).
 * Answers are remembered per block in a map the caller owns.
 */
#ifndef MLB_ANALYSIS_BLOCK_RUNS_H
#define MLB_ANALYSIS_BLOCK_RUNS_H

#include "ir/ir.h"

/* Runs of block b per run of its region; false when not known. `cache`
 * (block or region -> answer) is the caller's, made with mlb_ptrmap_init
 * and freed with mlb_ptrmap_free; valid while the region is unchanged. */
bool mlb_block_runs(MlbContext *ctx, MlbPtrMap *cache, MlbBlock *b,
                    uint64_t *runs);

#endif
