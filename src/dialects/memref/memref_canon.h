/* memref_canon.h - helpers shared by the memref canonicalization files
 * (memref_canon.c: allocations, casts, accesses; memref_canon_views.c:
 * subview, view, reinterpret_cast, extract_strided_metadata;
 * memref_canon_reshape.c: expand_shape, collapse_shape;
 * memref_canon_scope.c: alloca_scope). */
#ifndef MLB_DIALECTS_MEMREF_CANON_H
#define MLB_DIALECTS_MEMREF_CANON_H

#include "dialects/arith/arith_canon.h"
#include "dialects/memref/memref_int.h"

/* `memref.cast src : ... to to` created through the rewriter. */
MlbValue *mlb_memref_cast_to(MlbRewriter *rw, MlbValue *src, MlbType *to,
                             MlbAttr *loc);
/* Replaces the single-result op by a cast of v to the op's result type
 * (made even when the types agree, as upstream does: it folds later). */
void mlb_memref_replace_by_cast(MlbRewriter *rw, MlbOperation *op,
                                MlbValue *v);
/* Upstream's CastOp::areCastCompatible (a memref.cast may connect them). */
bool mlb_memref_cast_compatible(const MlbType *a, const MlbType *b);
/* Upstream's CastOp::canFoldIntoConsumerOp. */
bool mlb_memref_cast_foldable(MlbOperation *cast);

/* A static MlbFoldIface `name` for folder `fn`, constants materialized as
 * arith.constant (every memref folder's). */
#define MEMREF_FOLDER(name, fn)                                                \
  static const MlbFoldIface name = {.fold = fn,                                \
                                    .materialize = mlb_arith_materialize}

void mlb_register_memref_canon_views(MlbContext *ctx);
void mlb_register_memref_canon_reshape(MlbContext *ctx);
void mlb_register_memref_canon_scope(MlbContext *ctx);

#endif
