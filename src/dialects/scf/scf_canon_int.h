/* scf_canon_int.h - pieces shared by the scf canonicalization files.
 *
 * scf_canon.c:        helpers, scf.for patterns, the registration tables;
 * scf_canon_if.c:     scf.if patterns and folder;
 * scf_canon_while.c:  scf.while patterns;
 * scf_canon_inline.c: scf.execute_region inliners, scf.index_switch
 *                     constant case;
 * scf_canon_region.c: the patterns every region-branching scf op shares
 *                     (upstream's RegionBranchOpInterface patterns: make
 *                     forwarded values dead, merge duplicate ones, erase
 *                     dead ones).
 */
#ifndef MLB_DIALECTS_SCF_CANON_INT_H
#define MLB_DIALECTS_SCF_CANON_INT_H

#include "dialects/arith/arith_canon.h"
#include "interfaces/registrations.h"

/* ==== Helpers (scf_canon.c) ==== */
/* An i1 constant value (arith.constant true/false). */
bool mlb_scf_const_bool(MlbValue *v, bool *b);
/* Replaces op by the single block of `r` (upstream's replaceOpWithRegion):
 * the block is inlined before op (its arguments become args[i]), op's
 * results become the terminator's operands, the terminator is erased. */
void mlb_scf_replace_with_region(MlbRewriter *rw, MlbOperation *op,
                                 MlbRegion *r, MlbValue *const *args);
/* Moves every block of `from` to the end of `to` (upstream's takeBody). */
void mlb_scf_take_body(MlbRegion *to, MlbRegion *from);
/* Creates op `name` (a terminator) at `loc` with operands vals[0..n), at
 * the rewriter's insertion point. */
MlbOperation *mlb_scf_new_term(MlbRewriter *rw, const char *name,
                               MlbAttr *loc, MlbValue *const *vals,
                               uint32_t n);
/* Replaces terminator `t` by a copy of itself with operands vals[0..n)
 * (upstream's replaceOpWithNewOp on a yield / condition). */
MlbOperation *mlb_scf_replace_term(MlbRewriter *rw, MlbOperation *t,
                                   MlbValue *const *vals, uint32_t n);
/* Creates an op named like `op`, with its properties and attributes, the
 * given operands and result types and `nregions` empty regions, at the
 * rewriter's insertion point. */
MlbOperation *mlb_scf_new_like(MlbRewriter *rw, MlbOperation *op,
                               const MlbValueVec *operands,
                               const MlbTypeVec *types, uint32_t nregions);
/* Whether `v` is defined outside of `op` (not in any of its regions). */
bool mlb_scf_defined_outside(MlbOperation *op, MlbValue *v);

/* ==== Patterns ==== */
/* scf.if (scf_canon_if.c) */
MlbFoldStatus mlb_scf_fold_if(MlbContext *ctx, MlbOperation *op,
                              MlbAttr *const *cst, MlbFoldResult *out);
bool mlb_scf_pat_combine_ifs(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_combine_nested_ifs(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_condition_propagation(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_trivial_if_to_select(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_remove_empty_else(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_remove_static_condition(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_replace_if_yield(MlbRewriter *rw, MlbOperation *op);

/* scf.while (scf_canon_while.c) */
bool mlb_scf_pat_while_condition_truth(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_while_cmp_cond(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_while_align_before_args(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_while_move_if_down(MlbRewriter *rw, MlbOperation *op);

/* scf.execute_region, scf.index_switch (scf_canon_inline.c) */
bool mlb_scf_pat_single_block_execute(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_multi_block_execute(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_switch_constant_case(MlbRewriter *rw, MlbOperation *op);
/* scf_canon_forall.c */
bool mlb_scf_pat_forall_control_operands(MlbRewriter *rw, MlbOperation *op);

/* Region-branching ops (scf_canon_region.c) */
bool mlb_scf_pat_make_inputs_dead(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_if_make_inputs_dead(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_for_make_inputs_dead(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_if_dedup_input_uses(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_for_dedup_input_uses(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_if_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_for_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_dedup_input_uses(MlbRewriter *rw, MlbOperation *op);
bool mlb_scf_pat_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op);

#endif
