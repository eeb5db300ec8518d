/* index_int.h - helpers shared by the index dialect's files (index_ops.c:
 * op table; index_canon.c: folders). */
#ifndef MLB_DIALECTS_INDEX_INT_H
#define MLB_DIALECTS_INDEX_INT_H

#include "dialects/common.h"

/* cmp predicates in their attribute order. */
enum { MLB_IDX_EQ, MLB_IDX_NE, MLB_IDX_SLT, MLB_IDX_SLE, MLB_IDX_SGT,
       MLB_IDX_SGE, MLB_IDX_ULT, MLB_IDX_ULE, MLB_IDX_UGT, MLB_IDX_UGE };

/* Index of the predicate named in `#index<cmp_predicate slt>`, or -1. */
int64_t mlb_index_cmp_pred(const MlbAttr *a);
/* Registers the index folders and constant materializer. */
void mlb_register_index_canon(MlbContext *ctx);

#endif
