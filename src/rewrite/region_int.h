/* region_int.h - what the region simplifications share (region_simplify.c,
 * region_merge.c): successor operand ranges (succ_operands.h) and sets of
 * blocks. */
#ifndef MLB_TRANSFORMS_REGION_INT_H
#define MLB_TRANSFORMS_REGION_INT_H

#include "rewrite/rewrite.h"
#include "rewrite/succ_operands.h"
#include "support/thresholds.h"

/* A set of blocks for walks over one region's CFG. Most regions have a
 * few blocks, kept in `small` and searched in place (no allocation); the
 * map takes over beyond that (support/thresholds.h). */
#define MLB_BLOCKSET_SMALL MLB_THRESHOLD(16, 2)
typedef struct MlbBlockSet {
  MlbBlock *small[MLB_BLOCKSET_SMALL];
  uint32_t n; /* blocks in small; > MLB_BLOCKSET_SMALL once `big` holds all */
  MlbPtrMap big;
} MlbBlockSet;
void mlb_blockset_init(MlbBlockSet *s);
void mlb_blockset_free(MlbBlockSet *s);
void mlb_blockset_clear(MlbBlockSet *s);
/* Adds b; true when it was not in the set yet. */
bool mlb_blockset_add(MlbBlockSet *s, MlbBlock *b);
bool mlb_blockset_has(const MlbBlockSet *s, const MlbBlock *b);
/* The blocks of r reachable from its entry, successors before
 * predecessors (post-order of a depth-first walk in successor order). */
void mlb_region_post_order(MlbRegion *r, MlbBlockVec *out);

#endif
