/* dominance.h - dominator trees over the blocks of one region.
 *
 * Built with the Cooper-Harvey-Kennedy iterative algorithm over reverse
 * post-order; queries are O(1) via DFS intervals of the tree. Blocks not
 * reachable from the entry are "unreachable": every block dominates them
 * (as upstream treats code no path reaches).
 */
#ifndef MLB_IR_DOMINANCE_H
#define MLB_IR_DOMINANCE_H

#include "ir/ir.h"

typedef struct MlbDomTree {
  MlbRegion *region;
  bool post;          /* post-dominator tree (edges reversed) */
  uint32_t n;         /* reachable blocks, in RPO */
  MlbBlock **blocks;  /* rpo index -> block */
  MlbPtrMap index;    /* block -> (rpo index + 1) */
  uint32_t *idom;     /* rpo index of immediate dominator (root: itself) */
  uint32_t *pre, *post_num; /* DFS interval numbers in the tree */
  /* blocks, idom, pre and post_num share one allocation (mlb_domtree_free
   * releases it). */
} MlbDomTree;

/* Builds the (post-)dominator tree of `r`. For post-dominance, blocks
 * without successors are joined under a virtual exit. */
void mlb_domtree_build(MlbDomTree *t, MlbRegion *r, bool post);
void mlb_domtree_free(MlbDomTree *t);
bool mlb_domtree_reachable(const MlbDomTree *t, MlbBlock *b);
/* Does a dominate b (reflexive)? Unreachable b: true. */
bool mlb_domtree_dominates(const MlbDomTree *t, MlbBlock *a, MlbBlock *b);
/* Immediate dominator, NULL for the root/unreachable/virtual exit. */
MlbBlock *mlb_domtree_idom(const MlbDomTree *t, MlbBlock *b);

/* Successor blocks of a block: those of its last op. */
uint32_t mlb_block_num_succs(const MlbBlock *b);
MlbBlock *mlb_block_succ(const MlbBlock *b, uint32_t i);

#endif
