/* region_int.h - successor operand ranges shared by the region
 * simplifications (region_simplify.c, region_merge.c): which operands of a
 * branch feed one successor, and dropping / appending them while keeping
 * the op's operand segments (and cf.switch's per-case segments) in step,
 * as upstream's SuccessorOperands over a MutableOperandRange. */
#ifndef MLB_TRANSFORMS_REGION_INT_H
#define MLB_TRANSFORMS_REGION_INT_H

#include "rewrite/rewrite.h"
#include "support/thresholds.h"

/* Operands [start, start + count) of a terminator feed one successor.
 * They fill operand segment `segment`, or case `sub` of the last segment
 * split by `case_operand_segments`; both -1 for ops without segments. */
typedef struct MlbSuccRange {
  uint32_t start, count;
  int32_t segment, sub;
} MlbSuccRange;

/* False when the op does not say which operands feed successor s, or they
 * cannot be resized alone (the op is then not a branch we can edit). */
bool mlb_succ_range(MlbOperation *t, uint32_t s, MlbSuccRange *r);
/* Erases operand idx, inside range r, and shrinks its segment. */
void mlb_succ_erase_operand(MlbContext *ctx, MlbOperation *t, uint32_t idx,
                            const MlbSuccRange *r);
/* Appends vals to the operands of successor s; false when impossible. */
bool mlb_succ_append_operands(MlbContext *ctx, MlbOperation *t, uint32_t s,
                              uint32_t n, MlbValue *const *vals);

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
