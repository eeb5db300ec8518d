/* arith_canon_int.h - helpers shared by arith's folder files
 * (arith_canon.c: integer ops, cmpi, select; arith_fold_cast.c: casts and
 * floats) and its pattern file (arith_canon_patterns.c). Integer values
 * are handled up to 64 bits, sign-extended from their width as
 * mlb_attr_int stores them. */
#ifndef MLB_DIALECTS_ARITH_CANON_INT_H
#define MLB_DIALECTS_ARITH_CANON_INT_H

#include "dialects/arith/arith_canon.h"
#include "ir/types.h"

/* cmpi predicates in their attribute order. */
enum { MLB_P_EQ, MLB_P_NE, MLB_P_SLT, MLB_P_SLE, MLB_P_SGT, MLB_P_SGE,
       MLB_P_ULT, MLB_P_ULE, MLB_P_UGT, MLB_P_UGE };

/* Bit width of an integer or index (64) type; 0 for anything else. */
uint32_t mlb_arith_width(const MlbType *t);
/* Scalar integer attribute of width <= 64. */
bool mlb_arith_attr_int(const MlbAttr *a, int64_t *v);
/* v is defined by a scalar integer constant (its value in *out). */
bool mlb_arith_value_int(const MlbValue *v, int64_t *out);
/* v is the integer constant `want` (taken at v's width: -1 = all ones). */
bool mlb_arith_value_is(const MlbValue *v, int64_t want);
/* The low `width` bits of v, zero-extended. */
uint64_t mlb_arith_umask(const MlbType *t, int64_t v);
/* v read as a signed integer of t's width. Attributes keep i1 as 0/1
 * (mlb_int_normalize), but signed, `true` is -1: `cmpi slt, true, false`
 * holds and `extsi true : i1 to i8` is -1. Wider values are already
 * sign-extended. */
int64_t mlb_arith_signed(const MlbType *t, int64_t v);
/* An op `name` with the given operands and one result of type t. */
MlbValue *mlb_arith_build(MlbRewriter *rw, const char *name, MlbAttr *loc,
                          MlbType *t, uint32_t n, MlbValue *const *operands);

void mlb_register_arith_cast_folds(MlbContext *ctx);
void mlb_register_arith_patterns(MlbContext *ctx);

#endif
