/* succ_operands.h - which operands of a branch feed one successor, and
 * dropping / appending them while keeping the op's operand segments (and
 * cf.switch's per-case segments) in step, as upstream's SuccessorOperands
 * over a MutableOperandRange (region_succ.c). For the region
 * simplifications and for passes that add block arguments (One-Shot's cf
 * loops taking turns). */
#ifndef MLB_REWRITE_SUCC_OPERANDS_H
#define MLB_REWRITE_SUCC_OPERANDS_H

#include "ir/ir.h"

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

#endif
