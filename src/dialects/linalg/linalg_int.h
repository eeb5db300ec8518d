/* linalg_int.h - helpers shared by the linalg dialect's files.
 *
 * linalg_ops.c holds the op table, linalg.yield and linalg.index;
 * linalg_structured.c the parts every structured op shares (`ins(..)
 * outs(..)` operands, DestinationStyleOpInterface and LinalgOp checks) and
 * linalg.generic; linalg_named.c the named ops (fill, copy, matmul, the
 * elementwise ops...) whose region upstream builds from the operand types
 * when parsing the named form; linalg_body.c the scalar payload builder they
 * use; linalg_map.c map, reduce, transpose and broadcast; linalg_layout.c
 * pack, unpack and softmax; linalg_canon.c the folder of the structured
 * ops with ins/outs segments (memref.cast operands looked through).
 */
#ifndef MLB_DIALECTS_LINALG_INT_H
#define MLB_DIALECTS_LINALG_INT_H

#include "dialects/common.h"

/* A structured op with ins/outs operand segments (generic and the named
 * ops): operandSegmentSizes and a payload region. linalg.pack also has
 * segments but no region: it is a relayout op, not a structured one
 * (upstream gives it neither the structured ops' effects, folder nor
 * bufferization). */
static inline bool mlb_linalg_desc_segmented(const MlbOpDesc *od) {
  return od && (od->traits & MLB_TRAIT_ATTR_SIZED_OPERANDS) &&
         od->num_regions == 1;
}

/* ==== Structured op operands (linalg_structured.c) ==== */
/* Upstream's parseCommonStructuredOpParts: optional `<{props}>`, optional
 * attr-dict, `ins(%a, %b : t1, t2)` and `outs(...)` (both optional); the
 * operands are resolved into st and the types returned. `segments` adds
 * operandSegmentSizes = [#ins, #outs]. */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_ins_outs(MlbAsmParser *p, MlbOpState *st,
                                    MlbTypeVec *ins, MlbTypeVec *outs,
                                    bool segments);
/* ` ins(..)` / ` outs(..)` for operands [0, nin) and [nin, nin + nout). */
void mlb_linalg_print_ins_outs(MlbAsmPrinter *p, MlbOperation *op, uint32_t nin,
                               uint32_t nout);
/* `kw = [1, 2]` (map/reduce/transpose/broadcast's `dimensions` or
 * `permutation`, pack's `inner_dims_pos`...) into the dense i64 array prop
 * named `kw`. */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_kw_i64_list(MlbAsmParser *p, MlbOpState *st,
                                       const char *kw);
/* Number of inputs (from operandSegmentSizes when present). */
uint32_t mlb_linalg_num_inputs(MlbOperation *op);
/* Element type of a memref/ranked tensor operand type, else the type. */
MlbType *mlb_linalg_elt(MlbType *t);
/* Block argument names `in` for inputs and `out_name` for outputs. */
void mlb_linalg_name_in_out(MlbOperation *op, MlbBuf *names,
                            const char *out_name);
/* IndexingMapOpInterface + LinalgStructuredInterface checks (run after
 * the nested ops, as upstream's verifyWithRegions): `maps` are the indexing
 * maps (array of affine maps; NULL skips the map checks). */
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_structured(MlbContext *ctx, MlbOperation *op,
                                       const MlbAttr *maps);
/* DestinationStyleOpInterface: tensor inits vs results (`nin` inputs). */
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_dps(MlbContext *ctx, MlbOperation *op,
                                uint32_t nin);

/* ==== linalg.generic (linalg_structured.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_generic(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_generic(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_generic(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_generic_regions(MlbContext *ctx, MlbOperation *op);
void mlb_linalg_name_generic_args(MlbOperation *op, uint32_t region,
                                  MlbBuf *names);

/* ==== Payload building (linalg_body.c) ==== */
typedef struct MlbLinalgBuilder {
  MlbContext *ctx;
  MlbBlock *block;
  MlbAttr *loc;
  bool failed;  /* an op could not be built (unsupported element types) */
  MlbBuf error; /* upstream's message for the failure; the caller frees */
} MlbLinalgBuilder;
/* Appends `name`(operands) -> result to the block. `props` (NULL or a
 * dict) become properties where the op declares them, attributes
 * otherwise. */
MlbValue *mlb_linalg_emit(MlbLinalgBuilder *b, const char *name,
                          MlbValue *const *operands, uint32_t n,
                          MlbType *result, MlbAttr *props);
/* Upstream's convertScalarToDtype (cast_signed / cast_unsigned). */
MlbValue *mlb_linalg_cast(MlbLinalgBuilder *b, MlbValue *v, MlbType *to,
                          bool is_unsigned);
/* OpDSL's BinaryFn / UnaryFn on scalars. */
typedef enum {
  MLB_LINALG_ADD,
  MLB_LINALG_SUB,
  MLB_LINALG_MUL,
  MLB_LINALG_DIV,
  MLB_LINALG_DIV_UNSIGNED,
  MLB_LINALG_MAX_SIGNED,
  MLB_LINALG_MIN_SIGNED,
  MLB_LINALG_POWF,
  MLB_LINALG_MAX_UNSIGNED,
  MLB_LINALG_MIN_UNSIGNED
} MlbLinalgBinaryFn;
MlbValue *mlb_linalg_binary(MlbLinalgBuilder *b, MlbLinalgBinaryFn fn,
                            MlbValue *x, MlbValue *y);
/* Float unary functions by op name ("math.exp", "arith.negf", ...). */
MlbValue *mlb_linalg_unary(MlbLinalgBuilder *b, const char *name, MlbValue *x);
/* The constant 1.0 of a float type (reciprocal). */
MlbValue *mlb_linalg_float_one(MlbLinalgBuilder *b, MlbType *t);
/* linalg.yield of the values. */
void mlb_linalg_yield(MlbLinalgBuilder *b, MlbValue *const *vals, uint32_t n);
/* The op's properties merged over its descriptor's prop defaults and its
 * discardable attributes, as upstream's getAttrs() (short-form printing). */
MlbAttr *mlb_linalg_all_attrs(MlbContext *ctx, MlbOperation *op);

/* ==== Named ops (linalg_named.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_named(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_named(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_named(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_named_regions(MlbContext *ctx, MlbOperation *op);
/* A named op's indexing maps (property, fixed or rank-polymorphic), NULL
 * for other ops; and its loop count (-1 when unknown). */
MlbAttr *mlb_linalg_named_maps(MlbContext *ctx, MlbOperation *op);
int64_t mlb_linalg_named_num_loops(MlbOperation *op);
/* linalg.elementwise's kinds (ElementwiseKind): how many, the name of
 * kind k, the kind named name[0, len) (-1 if none), its number of inputs,
 * and its payload region built into st from the operand types (the
 * operand count must be the arity + 1; errors reported at `at`). */
uint32_t mlb_linalg_num_kinds(void);
const char *mlb_linalg_kind_name(uint32_t k);
int mlb_linalg_find_kind(const char *name, size_t len);
uint32_t mlb_linalg_kind_arity(uint32_t k);
MLB_MUST_CHECK MlbStatus mlb_linalg_build_kind_region(MlbAsmParser *p, MlbOpState *st,
                                       uint32_t k, const MlbTypeVec *ins,
                                       const MlbTypeVec *outs, MlbAttr *at);

/* ==== linalg.elementwise (linalg_elementwise.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_elementwise(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_elementwise(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_elementwise(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_elementwise_regions(MlbContext *ctx,
                                                MlbOperation *op);

/* ==== Loops, yield, index (linalg_ops.c / linalg_verify.c) ==== */
/* The iteration space rank of a linalg op, or -1 when unknown. */
int64_t mlb_linalg_num_loops(MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_yield(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_index(MlbContext *ctx, MlbOperation *op);

/* ==== Convolutions (linalg_conv.c) ==== */
typedef struct MlbLinalgConv MlbLinalgConv;
const MlbLinalgConv *mlb_linalg_find_conv(const char *name);
bool mlb_linalg_conv_quantized(const MlbLinalgConv *c);
uint32_t mlb_linalg_conv_loops(const MlbLinalgConv *c);
/* The maps for the given strides / dilations properties (NULL = ones). */
MlbAttr *mlb_linalg_conv_maps(MlbContext *ctx, const MlbLinalgConv *c,
                              const MlbAttr *strides, const MlbAttr *dilations);

/* ==== map / reduce / transpose / broadcast (linalg_map.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_map(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_map(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_map(MlbContext *ctx, MlbOperation *op);
/* The structured checks of map/reduce/transpose/broadcast (block argument
 * types; their indexing maps are implied). */
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_map_regions(MlbContext *ctx, MlbOperation *op);
void mlb_linalg_name_map_args(MlbOperation *op, uint32_t region, MlbBuf *names);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_reduce(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_reduce(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_reduce(MlbContext *ctx, MlbOperation *op);
void mlb_linalg_name_reduce_args(MlbOperation *op, uint32_t region,
                                 MlbBuf *names);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_transpose(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_transpose(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_transpose(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_broadcast(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_broadcast(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_broadcast(MlbContext *ctx, MlbOperation *op);

/* ==== pack / unpack / softmax (linalg_layout.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_pack(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_pack(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_pack(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_unpack(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_unpack(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_unpack(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_softmax(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_softmax(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_softmax(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_parse_winograd(MlbAsmParser *p, MlbOpState *st);
void mlb_linalg_print_winograd(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_linalg_verify_winograd(MlbContext *ctx, MlbOperation *op);

#endif
