/* memref.h - what passes may use of the memref dialect (memref_int.h is
 * its private side). */
#ifndef MLB_DIALECTS_MEMREF_H
#define MLB_DIALECTS_MEMREF_H

#include "ir/ir.h"

/* Strides (rank entries) and offset of a ranked memref type, as upstream's
 * MemRefType::getStridesAndOffset (MLB_DYNAMIC for unknown values); false
 * when the layout is not strided (memref_layout.c). */
bool mlb_memref_strides(const MlbType *t, int64_t *strides, int64_t *offset);

/* The type of memref.expand_shape of a buffer of type `src` into the
 * shape of `res` (a shaped type) by reassociation `re`, as upstream's
 * ExpandShapeOp::computeExpandedType: src's memory space, the strides
 * each group of src's dim gives; NULL when src's layout is not strided
 * (memref_reshape.c). */
MlbType *mlb_memref_expanded_type(MlbContext *ctx, const MlbType *src,
                                  const MlbType *res, const MlbAttr *re);

/* The type of memref.collapse_shape of a buffer of type `src` by
 * reassociation `re` when its static strides show every group contiguous
 * (upstream's CollapseShapeOp::isGuaranteedCollapsible, then
 * computeCollapsedType); NULL when they do not (a dynamic stride in a
 * group, a layout that is not strided): the caller collapses a copy
 * (memref_reshape.c). */
MlbType *mlb_memref_guaranteed_collapse(MlbContext *ctx, const MlbType *src,
                                        const MlbAttr *re);

/* Upstream's memref::foldMemRefCast: every operand of op defined by a
 * memref.cast from a ranked memref takes the cast's source, except the
 * value `inner` (may be NULL); true when one did (memref_canon.c). Folders
 * of other dialects' ops (linalg) use it too. */
bool mlb_memref_fold_operand_casts(MlbOperation *op, const MlbValue *inner);

#endif
