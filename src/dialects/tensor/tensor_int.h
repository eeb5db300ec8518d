/* tensor_int.h - helpers shared by the tensor dialect's files.
 *
 * tensor_ops.c holds the op table and the element/shape-query ops;
 * tensor_slice.c the offset/size/stride ops (extract_slice, insert_slice,
 * parallel_insert_slice); tensor_shape.c the ops that build or reshape whole
 * tensors (generate, pad, expand_shape, collapse_shape, concat);
 * tensor_gather.c gather and scatter.
 */
#ifndef MLB_DIALECTS_TENSOR_INT_H
#define MLB_DIALECTS_TENSOR_INT_H

#include "dialects/shape_common.h"

/* ==== Parsing ==== */
/* A type that must be a tensor. `ranked`: as upstream's parseType of a
 * RankedTensorType ("invalid kind of type specified: expected
 * builtin.tensor, but found 'T'"); otherwise any TensorType (upstream then
 * omits the details). */
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_type(MlbAsmParser *p, MlbOpState *st, bool ranked,
                                MlbType **out);
/* Resolves every operand of `v` as an index. */
MLB_MUST_CHECK MlbStatus mlb_tensor_resolve_indices(MlbAsmParser *p, MlbUnresolvedVec *v,
                                     MlbOpState *st);

/* ==== Diagnostics ==== */
/* The dense i64 array prop `name`, or NULL when missing/malformed. */
const MlbAttr *mlb_tensor_i64_prop(MlbOperation *op, const char *name);
/* ODS's "expected N or more operands, but found M" (ops whose trailing
 * operands are variadic). */
MLB_MUST_CHECK MlbStatus mlb_tensor_expect_min_operands(MlbContext *ctx, MlbOperation *op,
                                         uint32_t n);
/* "operand #i must be <summary>, but got 'T'" when the operand is not a
 * ranked tensor (AnyRankedTensor). */
MLB_MUST_CHECK MlbStatus mlb_tensor_expect_ranked(MlbContext *ctx, MlbOperation *op,
                                   bool operand, uint32_t i);

/* ==== Slices (tensor_slice.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_extract_slice(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_extract_slice(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_extract_slice(MlbContext *ctx, MlbOperation *op);
/* insert_slice and parallel_insert_slice share the syntax. */
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_insert_slice(MlbAsmParser *p, MlbOpState *st);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_parallel_insert_slice(MlbAsmParser *p,
                                                 MlbOpState *st);
void mlb_tensor_print_insert_slice(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_insert_slice(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_parallel_insert_slice(MlbContext *ctx,
                                                  MlbOperation *op);

/* ==== Whole-tensor ops (tensor_shape.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_generate(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_generate(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_generate(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_generate_regions(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_pad(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_pad(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_pad(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_pad_regions(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_expand_shape(MlbAsmParser *p, MlbOpState *st);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_expand_shape(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_collapse_shape(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_concat(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_concat(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_concat(MlbContext *ctx, MlbOperation *op);

/* ==== gather / scatter (tensor_gather.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_gather(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_gather(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_gather(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_parse_scatter(MlbAsmParser *p, MlbOpState *st);
void mlb_tensor_print_scatter(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_tensor_verify_scatter(MlbContext *ctx, MlbOperation *op);

#endif
