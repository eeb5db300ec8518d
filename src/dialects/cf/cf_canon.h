/* cf_canon.h - pieces shared by the cf dialect's files: switch case
 * values (cf_ops.c) and the branch-building and block-collapsing helpers
 * of the canonicalization patterns (cf_canon.c, cf_switch_canon.c). */
#ifndef MLB_DIALECTS_CF_CF_CANON_H
#define MLB_DIALECTS_CF_CF_CANON_H

#include "rewrite/rewrite.h"

/* ==== Switch case values (cf_ops.c) ==== */
/* `dense<[...]> : vector<n x flag>` (splat form when all equal). */
MlbAttr *mlb_cf_case_values_attr(MlbContext *ctx, MlbType *flag,
                                 const int64_t *vals, uint32_t n);
/* Number of case values of a case_values attribute (0 for NULL). */
uint32_t mlb_cf_num_cases(const MlbAttr *vals);
/* Case value i, sign-extended from the flag width. */
int64_t mlb_cf_case_value(const MlbAttr *vals, uint32_t i);
/* Truncates v to `width` bits and sign-extends it back (APInt-like). */
int64_t mlb_cf_fit_width(int64_t v, uint32_t width);

/* ==== Pattern helpers (cf_canon.c) ==== */
/* The operands the terminator forwards to successor s. */
void mlb_cf_succ_operands(MlbOperation *op, uint32_t s, MlbValueVec *out);
/* Creates `cf.br ^dest(args)` at the rewriter's insertion point. */
MlbOperation *mlb_cf_build_br(MlbRewriter *rw, MlbAttr *loc, MlbBlock *dest,
                              uint32_t n, MlbValue *const *args);
/* When *succ holds nothing but a cf.br elsewhere whose arguments only that
 * branch uses, retargets (*succ, *args) to the branch's destination with
 * its operands (upstream's collapseBranch), unless the chain of such
 * blocks from *succ loops without passing through `from`, the block of the
 * branch being collapsed (cf_canon.c). */
bool mlb_cf_collapse(MlbBlock *from, MlbBlock **succ, MlbValueVec *args);
/* The block of b's only predecessor edge (upstream's getSinglePredecessor:
 * one edge, not one block), else NULL. */
MlbBlock *mlb_cf_single_pred(MlbBlock *b);

/* ==== cf.switch patterns (cf_switch_canon.c) ==== */
extern const MlbCanonIface mlb_cf_switch_canon;

#endif
