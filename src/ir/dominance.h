/* dominance.h - dominator and post-dominator trees over the blocks of
 * one region (dom_tree.c), the one implementation the verifier, the
 * passes and the region-aware queries of analysis/dom_info.h share.
 *
 * Immediate dominators come from the Cooper-Harvey-Kennedy iteration over
 * reverse post-order; dominance is then an O(1) interval test, and levels
 * give nearest common dominators. Blocks not reachable from the entry are
 * not in a forward tree: every block dominates them (as upstream treats
 * code no path reaches). Post-dominator roots are LLVM's, so that answers
 * match upstream's also for infinite loops.
 */
#ifndef MLB_IR_DOMINANCE_H
#define MLB_IR_DOMINANCE_H

#include "ir/ir.h"

/* A dominator tree over one region's blocks. Post-dominator trees have a
 * virtual exit as node 0 (block NULL); forward trees are rooted at the
 * entry block (node 0). */
typedef struct MlbRegionDom {
  bool post;
  uint32_t n;               /* nodes */
  MlbBlock **blocks;        /* node -> block (NULL: virtual exit) */
  MlbPtrMap index;          /* block -> node + 1 */
  uint32_t *idom;           /* node -> parent node; root: itself; UINT32_MAX:
                               not in the tree (unreachable) */
  uint32_t *level;          /* depth in the tree, root 0 */
  uint32_t *pre, *post_num; /* DFS interval numbers in the tree */
} MlbRegionDom;

void mlb_region_dom_build(MlbRegionDom *t, MlbRegion *r, bool post);
void mlb_region_dom_free(MlbRegionDom *t);
/* Node of a block, UINT32_MAX when the block is not in the tree. */
uint32_t mlb_region_dom_node(const MlbRegionDom *t, const MlbBlock *b);
/* LLVM DominatorTree semantics: a block dominates itself; an unreachable
 * block is dominated by everything and dominates nothing else. */
bool mlb_region_dom_dominates(const MlbRegionDom *t, MlbBlock *a, MlbBlock *b);
/* Nearest common dominator via levels; NULL when it is the virtual exit
 * or a block is outside the tree. */
MlbBlock *mlb_region_dom_nca(const MlbRegionDom *t, MlbBlock *a, MlbBlock *b);

/* Successor blocks of a block: those of its last op. */
uint32_t mlb_block_num_succs(const MlbBlock *b);
MlbBlock *mlb_block_succ(const MlbBlock *b, uint32_t i);

#endif
