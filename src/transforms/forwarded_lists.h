/* forwarded_lists.h - growing the lists an op forwards along control
 * flow: the operands a branch passes to a successor, and an op's results.
 * The passes that thread extra values next to buffers (ownership
 * indicators, alias keys) share them. */
#ifndef MLB_TRANSFORMS_FORWARDED_LISTS_H
#define MLB_TRANSFORMS_FORWARDED_LISTS_H

#include "interfaces/interfaces.h"
#include "ir/ir.h"

/* Forwarded operands of successor succ: [*start, *start + *count). False
 * when the op states none (no successor-operand hook) or they overrun. */
bool mlb_succ_operands(MlbOperation *term, uint32_t succ, uint32_t *start,
                       uint32_t *count);
/* Appends n values to the operands term forwards to successor succ, if
 * the op's own successor-operand hook then reports them (else undoes). */
bool mlb_append_succ_operands(MlbContext *ctx, MlbOperation *term,
                              uint32_t succ, uint32_t n,
                              MlbValue *const *vals);
/* Would mlb_append_succ_operands take n values (tried with `placeholder`
 * and undone)? */
bool mlb_can_append_succ_operands(MlbContext *ctx, MlbOperation *t,
                                  uint32_t succ, uint32_t n,
                                  MlbValue *placeholder);
/* A copy of op with n more results of type t, inserted before it, that
 * takes over op's regions and the uses of its results. op is left in
 * place, empty, for the caller to destroy (after recording what it must). */
MlbOperation *mlb_op_rebuild_with_results(MlbContext *ctx, MlbOperation *op,
                                          uint32_t n, MlbType *t);

/* Appends n operands to region op `op` (more forwarded entry operands),
 * growing its last operand segment when it has segments. */
void mlb_region_op_append_operands(MlbContext *ctx, MlbOperation *op,
                                   uint32_t n, MlbValue *const *vals);

/* Can a region op forward one more value per forwarded buffer (an
 * ownership indicator, an alias key)? Each forwarded list that holds a
 * buffer must end the op's list it sits in -- entry operands (at one start
 * for every region, within the last operand segment), results, region entry
 * arguments (no buffer before the forwarded ones) and region terminator
 * operands -- so that appending to it extends it. is_buffer says which
 * values count; *entry_start (may be NULL) gets where the forwarded entry
 * operands start (the operand count when none holds a buffer). */
typedef bool (*MlbValuePred)(const MlbValue *v, void *user);
bool mlb_region_op_forwards_at_ends(MlbOperation *op, MlbValuePred is_buffer,
                                    void *user, uint32_t *entry_start);

#endif
