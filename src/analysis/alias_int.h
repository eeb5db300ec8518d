/* alias_int.h - shared between the alias analysis' files. */
#ifndef MLB_ANALYSIS_ALIAS_INT_H
#define MLB_ANALYSIS_ALIAS_INT_H

#include "analysis/alias.h"

/* Flow edges as (from id << 32 | to id). */
typedef MLB_VEC(uint64_t) MlbEdgeVec;

/* alias_sets.c: a spare block of the context of at least `bytes` bytes
 * (*size: its real size), to be handed back with mlb_pool_give. */
void *mlb_alias_take_block(MlbAliasInfo *a, size_t bytes, size_t *size);

/* alias_sets.c: builds the CSR graphs, the union-find classes and the
 * origin sets from the edges and the values' own origin kinds (values
 * with no origin of their own and no incoming edge become unknown). */
void mlb_alias_finish(MlbAliasInfo *a, const MlbEdgeVec *edges);

#endif
