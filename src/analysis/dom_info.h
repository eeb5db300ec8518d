/* dom_info.h - region-aware (post-)dominance, as upstream's DominanceInfo.
 *
 * Answers dominance questions between blocks and ops anywhere in a nested
 * IR tree, building one dominator tree per multi-block region on demand:
 *  - Blocks of different regions are compared through their ancestors in a
 *    common region; a block dominates the blocks nested in its ops.
 *  - In a single-block graph region (module bodies, regions of
 *    unregistered ops) every op dominates every other op of the block.
 *  - Forward trees are rooted at the entry block; blocks not reachable
 *    from it are dominated by every block and dominate none. The entry
 *    block's answers need no tree (it dominates every block of its
 *    region).
 *  - Post-dominator trees hang under a virtual exit: every block without
 *    successors is a root, and so is one block of every loop no exit can
 *    be reached from, chosen as LLVM's post-dominator builder chooses it
 *    (the block a successor-order DFS from the first such block reaches
 *    last), so the answers match upstream's also for infinite loops.
 *
 * src/ir/dominance.h has the per-region trees the verifier uses; this
 * module is the cross-region query layer analyses and test passes use.
 */
#ifndef MLB_ANALYSIS_DOM_INFO_H
#define MLB_ANALYSIS_DOM_INFO_H

#include "ir/ir.h"

typedef struct MlbDomInfo {
  bool post;
  MlbPtrMap regions; /* MlbRegion* -> per-region tree (built lazily) */
} MlbDomInfo;

void mlb_dom_info_init(MlbDomInfo *d, bool post);
void mlb_dom_info_free(MlbDomInfo *d);
/* Forgets every tree (after CFG changes). */
void mlb_dom_info_invalidate(MlbDomInfo *d);

/* Do ops of the region follow SSA dominance? False for single-block
 * regions of graph-region ops and of unregistered ops. */
bool mlb_region_has_ssa_dominance(const MlbRegion *r);

/* Block queries (post-dominance when d->post). A block properly dominates
 * the blocks nested in it; in a graph region a block dominates itself
 * properly. */
bool mlb_dom_info_properly_dominates(MlbDomInfo *d, MlbBlock *a, MlbBlock *b);
bool mlb_dom_info_dominates(MlbDomInfo *d, MlbBlock *a, MlbBlock *b);
/* Op queries: `a` before `b` in one block (after, for post-dominance), or
 * via their blocks; with `enclosing_ok`, an op dominates ops nested in it. */
bool mlb_dom_info_op_properly_dominates(MlbDomInfo *d, MlbOperation *a,
                                        MlbOperation *b, bool enclosing_ok);
bool mlb_dom_info_op_dominates(MlbDomInfo *d, MlbOperation *a, MlbOperation *b);
/* Nearest common (post-)dominator of two blocks, after lifting them into a
 * common region; NULL when there is none (different trees, or the virtual
 * exit of a post-dominator tree). */
MlbBlock *mlb_dom_info_nearest_common(MlbDomInfo *d, MlbBlock *a, MlbBlock *b);
/* Immediate (post-)dominator within the block's region; NULL for the
 * entry block, for blocks hanging under the virtual exit and for
 * unreachable blocks. */
MlbBlock *mlb_dom_info_idom(MlbDomInfo *d, MlbBlock *b);
/* Forward: reachable from the entry block (a region of up to 32 blocks
 * whose tree is not built yet is walked instead of building it). Post:
 * always true. */
bool mlb_dom_info_reachable(MlbDomInfo *d, MlbBlock *b);

#endif
