/* forwarded_lists.h - growing the lists an op forwards along control
 * flow: the operands a branch passes to a successor, and an op's results.
 * The passes that thread extra values next to buffers (ownership
 * indicators, alias keys) share them. */
#ifndef MLB_TRANSFORMS_FORWARDED_LISTS_H
#define MLB_TRANSFORMS_FORWARDED_LISTS_H

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

#endif
