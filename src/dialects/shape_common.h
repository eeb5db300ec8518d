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
MLB_MUST_CHECK MlbStatus mlb_verify_dynamic_size_count(MlbContext *ctx, MlbOperation *op,
                                        const MlbType *t, uint32_t has);

/* ==== dim ==== */
/* `attr-dict %src, %idx : type(%src)` (memref.dim, tensor.dim). */
void mlb_print_dim_op(MlbAsmPrinter *p, MlbOperation *op);

/* ==== Reassociation (expand_shape / collapse_shape) ==== */
/* The required `reassociation` prop, an array of arrays of integers
 * ("attribute 'reassociation' failed to satisfy constraint: Array of
 * 64-bit integer array attributes" otherwise). */
MLB_MUST_CHECK MlbStatus mlb_verify_reassociation_prop(MlbContext *ctx, MlbOperation *op,
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

/* The static_output_shape checks of memref and tensor expand_shape:
 * present ("requires attribute 'static_output_shape'"), one entry per
 * result dim, one output_shape operand per dynamic entry. `so` is the prop
 * as the dialect reads it (NULL when absent or not an integer array).
 * `noun` is the word upstream's count message uses, which differs between
 * the dialects: "bounds" (memref) or "dims" (tensor). */
MLB_MUST_CHECK MlbStatus mlb_verify_static_output_shape(MlbContext *ctx, MlbOperation *op,
                                         const MlbAttr *so, uint32_t rank,
                                         const char *noun);

/* ==== expand_shape / collapse_shape syntax ==== */
/* Custom form of memref/tensor expand_shape and collapse_shape, which
 * both dialects spell the same way:
 * `%src [[0, 1], [2]] output_shape [%d, 4, 8] attr-dict : t1 into t2`
 * (collapse_shape without the output_shape part). The reassociation is
 * stored as the `reassociation` prop, the output shape as
 * `static_output_shape` plus index operands. */
/* Parses one of the two types after `:` with the dialect's own rule and
 * message (a ranked memref; any tensor). */
typedef MlbStatus (*MlbReshapeTypeParser)(MlbAsmParser *p, MlbOpState *st,
                                          MlbType **out);
MLB_MUST_CHECK MlbStatus mlb_parse_expand_shape(MlbAsmParser *p, MlbOpState *st,
                                 MlbReshapeTypeParser parse_type);
MLB_MUST_CHECK MlbStatus mlb_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st,
                                   MlbReshapeTypeParser parse_type);
void mlb_print_expand_shape(MlbAsmPrinter *p, MlbOperation *op);
void mlb_print_collapse_shape(MlbAsmPrinter *p, MlbOperation *op);

#endif
