/* vector_int.h - what the vector dialect's files share: the element ops of
 * vector_elements.c (broadcast, insert, extract), vector_memory.c (load,
 * store) and vector_reshape.c (shape_cast, from_elements, reduction),
 * listed in vector_ops.c's op table. */
#ifndef MLB_DIALECTS_VECTOR_INT_H
#define MLB_DIALECTS_VECTOR_INT_H

#include <inttypes.h>
#include <stdio.h>

#include "dialects/common.h"

MlbStatus mlb_vector_parse_broadcast(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_broadcast(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_broadcast(MlbContext *ctx, MlbOperation *op);

MlbStatus mlb_vector_parse_extract(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_extract(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_extract(MlbContext *ctx, MlbOperation *op);

MlbStatus mlb_vector_parse_insert(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_insert(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_insert(MlbContext *ctx, MlbOperation *op);

/* vector_memory.c: load and store and their properties. */
extern const char *const mlb_vector_memory_props[];
MlbStatus mlb_vector_parse_load(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_load(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_load(MlbContext *ctx, MlbOperation *op);
MlbStatus mlb_vector_parse_store(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_store(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_store(MlbContext *ctx, MlbOperation *op);

/* vector_masked.c: maskedload, maskedstore, expandload, compressstore,
 * gather, scatter (one parser, printer and verifier, told apart by name),
 * create_mask, constant_mask. */
extern const char *const mlb_vector_masked_props[];
extern const char *const mlb_vector_constant_mask_props[];
MlbStatus mlb_vector_parse_masked(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_masked(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_masked(MlbContext *ctx, MlbOperation *op);
MlbStatus mlb_vector_parse_create_mask(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_create_mask(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_create_mask(MlbContext *ctx, MlbOperation *op);
MlbStatus mlb_vector_parse_constant_mask(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_constant_mask(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_constant_mask(MlbContext *ctx, MlbOperation *op);

/* vector_reshape.c: shape_cast, from_elements, reduction. */
MlbStatus mlb_vector_parse_shape_cast(MlbAsmParser *p, MlbOpState *st);
MlbStatus mlb_vector_verify_shape_cast(MlbContext *ctx, MlbOperation *op);
MlbStatus mlb_vector_parse_from_elements(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_from_elements(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_from_elements(MlbContext *ctx, MlbOperation *op);
MlbStatus mlb_vector_parse_reduction(MlbAsmParser *p, MlbOpState *st);
void mlb_vector_print_reduction(MlbAsmPrinter *p, MlbOperation *op);
MlbStatus mlb_vector_verify_reduction(MlbContext *ctx, MlbOperation *op);

#endif
