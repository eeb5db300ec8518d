/* shape_common.h - helpers shared by the dialects of shaped values (memref,
 * tensor, bufferization): dynamic-size counts, the `dim` syntax, and the
 * reassociation syntax and checks of expand_shape / collapse_shape.
 * Implemented in shape_common.c. Verify helpers emit upstream's messages
 * through mlb_op_emit_error, like common.h's.
 */
#ifndef MLB_DIALECTS_SHAPE_COMMON_H
#define MLB_DIALECTS_SHAPE_COMMON_H

#include "dialects/common.h"

/* ==== Dynamic sizes ==== */
/* Number of dynamic dims of a ranked shaped type. */
uint32_t mlb_num_dynamic_dims(const MlbType *t);
/* Number of MLB_DYNAMIC entries of a dense i64 array (0 for NULL). */
uint32_t mlb_count_dynamic_entries(const MlbAttr *a);
/* The alloc-like rule (memref.alloc, memref.view, tensor.empty...): `has`
 * size operands for the dynamic dims of `t`, else "incorrect number of
 * dynamic sizes, has N, expected M". */
MlbStatus mlb_verify_dynamic_size_count(MlbContext *ctx, MlbOperation *op,
                                        const MlbType *t, uint32_t has);

/* ==== dim ==== */
/* `attr-dict %src, %idx : type(%src)` (memref.dim, tensor.dim). */
void mlb_print_dim_op(MlbAsmPrinter *p, MlbOperation *op);

/* ==== Reassociation (expand_shape / collapse_shape) ==== */
/* The `[[0, 1], [2]]` attribute, parsed with a `none` type as upstream
 * does (so `1 : i64` is "integer literal not valid for specified type"),
 * stored as the `reassociation` prop; other attribute kinds get "invalid
 * kind of attribute specified". */
MlbStatus mlb_parse_reassociation(MlbAsmParser *p, MlbOpState *st);
/* ` %src [[0, 1], [2]]` */
void mlb_print_reassociation_head(MlbAsmPrinter *p, MlbOperation *op);
/* `attr-dict : type(%src) into type(%result)` (reassociation and
 * static_output_shape elided). */
void mlb_print_reshape_tail(MlbAsmPrinter *p, MlbOperation *op);
/* The required `reassociation` prop, an array of arrays of integers
 * ("attribute 'reassociation' failed to satisfy constraint: Array of
 * 64-bit integer array attributes" otherwise). */
MlbStatus mlb_verify_reassociation_prop(MlbContext *ctx, MlbOperation *op,
                                        const MlbAttr **out);
/* Size of group `g` and its k-th dim index, on an attribute accepted by
 * mlb_verify_reassociation_prop. */
static inline uint32_t mlb_reassoc_group_len(const MlbAttr *re, uint32_t g) {
  return re->u.array.elems[g]->u.array.n;
}
static inline int64_t mlb_reassoc_group_dim(const MlbAttr *re, uint32_t g,
                                            uint32_t k) {
  return re->u.array.elems[g]->u.array.elems[k]->u.integer.value;
}

/* Custom form of memref/tensor expand_shape and collapse_shape, which
 * print the same way: `%src [[0, 1]] output_shape [..] attrs : t1 into t2`. */
void mlb_print_expand_shape(MlbAsmPrinter *p, MlbOperation *op);
void mlb_print_collapse_shape(MlbAsmPrinter *p, MlbOperation *op);

#endif
