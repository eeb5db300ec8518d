/* linalg_ops.c - the linalg dialect: op table, linalg.yield, linalg.index
 * and the loop count every structured op exposes.
 *
 * Syntax, props, name hints and verifier messages follow upstream's
 * LinalgStructuredOps.td / LinalgOps.cpp (LLVM 22). The structured ops
 * live in linalg_structured.c (generic), linalg_named.c (named ops) and
 * linalg_map.c (map, reduce, transpose, broadcast).
 */
#include "dialects/linalg/linalg_int.h"

/* ==== Loops ==== */
static int64_t operand_rank(MlbOperation *op, uint32_t i) {
  if (i >= op->num_operands)
    return -1;
  MlbType *t = mlb_op_operand(op, i)->type;
  return t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_MEMREF
             ? (int64_t)t->u.shaped.rank
             : -1;
}

int64_t mlb_linalg_num_loops(MlbOperation *op) {
  const char *n = op->name;
  if (strcmp(n, "linalg.generic") == 0) {
    MlbAttr *its = mlb_op_get_prop(op, mlb_names.iterator_types);
    return its && its->kind == MLB_ATTR_ARRAY ? (int64_t)its->u.array.n : -1;
  }
  if (strcmp(n, "linalg.reduce") == 0)
    return operand_rank(op, 0);
  if (strcmp(n, "linalg.map") == 0 || strcmp(n, "linalg.transpose") == 0 ||
      strcmp(n, "linalg.broadcast") == 0 ||
      strcmp(n, "linalg.elementwise") == 0)
    return op->num_operands ? operand_rank(op, op->num_operands - 1) : -1;
  return mlb_linalg_named_num_loops(op);
}

/* ==== linalg.yield ==== */
static MlbStatus yield_body(MlbAsmParser *p, MlbOpState *st,
                            MlbUnresolvedVec *ops, MlbTypeVec *types) {
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, ops));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  if (ops->len)
    MLB_TRY(mlb_parse_colon_type_list(p, types));
  return mlb_resolve_operands(p, ops->data, ops->len, types->data, types->len,
                              st);
}

static MlbStatus parse_yield(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec types = {0};
  MlbStatus s = yield_body(p, st, &ops, &types);
  mlb_vec_free(&ops);
  mlb_vec_free(&types);
  return s;
}

static void print_yield(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, op->operands, op->num_operands);
  }
  mlb_pr_attr_dict(p, op, NULL);
  if (op->num_operands) {
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, op->num_operands);
  }
}

/* ==== linalg.index ==== */
static MlbStatus parse_index(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *dim = NULL;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_attr(p, ctx->t_i64, &dim));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "dim"), dim);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_index(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"dim", NULL};
  MlbAttr *dim = mlb_op_get_prop(op, "dim");
  mlb_pr(p, " ");
  if (dim)
    mlb_pr_attr_no_type(p, dim);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static MlbStatus verify_index(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index"));
  return mlb_linalg_verify_index(ctx, op);
}

/* ==== Name hints ==== */
static void name_first(MlbOperation *op, MlbBuf *names, const char *s) {
  if (op->num_results)
    mlb_name_result(names, 0, s);
}

static void name_mapped(MlbOperation *op, MlbBuf *names) {
  name_first(op, names, "mapped");
}

static void name_reduced(MlbOperation *op, MlbBuf *names) {
  name_first(op, names, "reduced");
}

static void name_transposed(MlbOperation *op, MlbBuf *names) {
  name_first(op, names, "transposed");
}

static void name_broadcasted(MlbOperation *op, MlbBuf *names) {
  name_first(op, names, "broadcasted");
}

/* ==== Op table ==== */
static const char *const k_seg_props[] = {"operandSegmentSizes", NULL};
static const char *const k_copy_props[] = {"cast", "operandSegmentSizes",
                                           NULL};
static const char *const k_conv_props[] = {"dilations", "operandSegmentSizes",
                                           "strides", NULL};
static const char *const k_matmul_props[] = {"cast", mlb_names.indexing_maps,
                                             "operandSegmentSizes", NULL};
static const char *const k_generic_props[] = {
    "doc",          mlb_names.indexing_maps, mlb_names.iterator_types,
    "library_call", "operandSegmentSizes",   NULL};
static const char *const k_elementwise_props[] = {
    mlb_names.indexing_maps, "kind", "operandSegmentSizes", NULL};
static const char *const k_dims_props[] = {"dimensions", NULL};
static const char *const k_perm_props[] = {"permutation", NULL};
static const char *const k_index_props[] = {"dim", NULL};
static const char *const k_pack_props[] = {
    "inner_dims_pos", "operandSegmentSizes", "outer_dims_perm",
    "static_inner_tiles", NULL};
static const char *const k_unpack_props[] = {
    "inner_dims_pos", "outer_dims_perm", "static_inner_tiles", NULL};
static const char *const k_softmax_props[] = {"dimension", NULL};
static const char *const k_winograd_props[] = {"fmr", NULL};

#define WINOGRAD(n)                                                            \
  {.name = "linalg." n, .num_operands = 2, .num_results = 1,                   \
   .props = k_winograd_props, .parse = mlb_linalg_parse_winograd,              \
   .print = mlb_linalg_print_winograd, .verify = mlb_linalg_verify_winograd}

static void name_pack(MlbOperation *op, MlbBuf *names) {
  if (op->num_results)
    mlb_name_result(names, 0, "pack");
}

static void name_unpack(MlbOperation *op, MlbBuf *names) {
  if (op->num_results)
    mlb_name_result(names, 0, "unpack");
}

#define STRUCTURED_TRAITS                                                      \
  (MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_RECURSIVE_EFFECTS)

#define NAMED(n, pr)                                                           \
  {.name = "linalg." n,                                                        \
   .traits = STRUCTURED_TRAITS | MLB_TRAIT_ATTR_SIZED_OPERANDS,                \
   .num_operands = -1,                                                         \
   .num_results = -1,                                                          \
   .num_regions = 1,                                                           \
   .props = pr,                                                                \
   .parse = mlb_linalg_parse_named,                                            \
   .print = mlb_linalg_print_named,                                            \
   .verify = mlb_linalg_verify_named,                                          \
   .verify_regions = mlb_linalg_verify_named_regions}

#define DST(n, pr, pfx, nm, args, nops)                                        \
  {.name = "linalg." n, .traits = STRUCTURED_TRAITS, .num_operands = nops,     \
   .num_results = -1, .num_regions = 1, .props = pr,                           \
   .parse = mlb_linalg_parse_##pfx, .print = mlb_linalg_print_##pfx,           \
   .verify = mlb_linalg_verify_##pfx,                                          \
   .verify_regions = mlb_linalg_verify_map_regions, .name_results = nm,        \
   .name_block_args = args}

static const MlbOpDesc k_linalg_ops[] = {
    NAMED("abs", k_seg_props),
    NAMED("add", k_seg_props),
    NAMED("batch_matmul", k_matmul_props),
    NAMED("batch_matvec", k_seg_props),
    NAMED("batch_reduce_matmul", k_matmul_props),
    NAMED("batch_vecmat", k_seg_props),
    DST("broadcast", k_dims_props, broadcast, name_broadcasted, NULL, 2),
    NAMED("ceil", k_seg_props),
    NAMED("contract", k_matmul_props),
    NAMED("conv_1d", k_seg_props),
    NAMED("conv_1d_ncw_fcw", k_conv_props),
    NAMED("conv_1d_nwc_wcf", k_conv_props),
    NAMED("conv_2d", k_seg_props),
    NAMED("conv_2d_nchw_fchw", k_conv_props),
    NAMED("conv_2d_nchw_fchw_q", k_conv_props),
    NAMED("conv_2d_nhwc_fhwc", k_conv_props),
    NAMED("conv_2d_nhwc_hwcf", k_conv_props),
    NAMED("conv_2d_nhwc_hwcf_q", k_conv_props),
    NAMED("conv_3d", k_seg_props),
    NAMED("conv_3d_ndhwc_dhwcf", k_conv_props),
    NAMED("copy", k_copy_props),
    NAMED("div", k_seg_props),
    NAMED("div_unsigned", k_seg_props),
    NAMED("dot", k_seg_props),
    {.name = "linalg.elementwise",
     .traits = STRUCTURED_TRAITS | MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = -1, .num_regions = 1,
     .props = k_elementwise_props, .parse = mlb_linalg_parse_elementwise,
     .print = mlb_linalg_print_elementwise,
     .verify = mlb_linalg_verify_elementwise,
     .verify_regions = mlb_linalg_verify_elementwise_regions},
    NAMED("erf", k_seg_props),
    NAMED("exp", k_seg_props),
    NAMED("fill", k_seg_props),
    NAMED("floor", k_seg_props),
    {.name = "linalg.generic",
     .traits = STRUCTURED_TRAITS | MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = -1, .num_regions = 1,
     .props = k_generic_props, .parse = mlb_linalg_parse_generic,
     .print = mlb_linalg_print_generic, .verify = mlb_linalg_verify_generic,
     .verify_regions = mlb_linalg_verify_generic_regions,
     .name_block_args = mlb_linalg_name_generic_args},
    {.name = "linalg.index", .traits = MLB_TRAIT_PURE, .num_operands = 0,
     .num_results = 1, .props = k_index_props, .parse = parse_index,
     .print = print_index, .verify = verify_index},
    NAMED("log", k_seg_props),
    DST("map", NULL, map, name_mapped, mlb_linalg_name_map_args, -1),
    NAMED("matmul", k_matmul_props),
    NAMED("matvec", k_seg_props),
    NAMED("max", k_seg_props),
    NAMED("min", k_seg_props),
    NAMED("mmt4d", k_seg_props),
    NAMED("mul", k_seg_props),
    NAMED("negf", k_seg_props),
    {.name = "linalg.pack", .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = -1, .props = k_pack_props,
     .parse = mlb_linalg_parse_pack, .print = mlb_linalg_print_pack,
     .verify = mlb_linalg_verify_pack, .name_results = name_pack},
    NAMED("powf", k_seg_props),
    NAMED("reciprocal", k_seg_props),
    DST("reduce", k_dims_props, reduce, name_reduced,
        mlb_linalg_name_reduce_args, -1),
    NAMED("round", k_seg_props),
    NAMED("rsqrt", k_seg_props),
    NAMED("select", k_seg_props),
    {.name = "linalg.softmax", .num_operands = 2, .num_results = -1,
     .props = k_softmax_props, .parse = mlb_linalg_parse_softmax,
     .print = mlb_linalg_print_softmax, .verify = mlb_linalg_verify_softmax},
    NAMED("sqrt", k_seg_props),
    NAMED("square", k_seg_props),
    NAMED("sub", k_seg_props),
    NAMED("tanh", k_seg_props),
    DST("transpose", k_perm_props, transpose, name_transposed, NULL, 2),
    {.name = "linalg.unpack", .num_operands = -1, .num_results = -1,
     .props = k_unpack_props, .parse = mlb_linalg_parse_unpack,
     .print = mlb_linalg_print_unpack, .verify = mlb_linalg_verify_unpack,
     .name_results = name_unpack},
    NAMED("vecmat", k_seg_props),
    WINOGRAD("winograd_filter_transform"),
    WINOGRAD("winograd_input_transform"),
    WINOGRAD("winograd_output_transform"),
    /* Poolings, depthwise and grouped convolutions, zero-point
     * contractions (linalg_conv.c). */
    NAMED("batch_mmt4d", k_seg_props),
    NAMED("conv_2d_ngchw_fgchw", k_conv_props),
    NAMED("conv_2d_ngchw_gfchw", k_conv_props),
    NAMED("conv_2d_ngchw_gfchw_q", k_conv_props),
    NAMED("conv_2d_nhwgc_gfhwc", k_conv_props),
    NAMED("conv_2d_nhwgc_gfhwc_q", k_conv_props),
    NAMED("conv_3d_ncdhw_fcdhw", k_conv_props),
    NAMED("depthwise_conv_1d_ncw_cw", k_conv_props),
    NAMED("depthwise_conv_1d_nwc_wc", k_conv_props),
    NAMED("depthwise_conv_1d_nwc_wcm", k_conv_props),
    NAMED("depthwise_conv_2d_nchw_chw", k_conv_props),
    NAMED("depthwise_conv_2d_nhwc_hwc", k_conv_props),
    NAMED("depthwise_conv_2d_nhwc_hwc_q", k_conv_props),
    NAMED("depthwise_conv_2d_nhwc_hwcm", k_conv_props),
    NAMED("depthwise_conv_2d_nhwc_hwcm_q", k_conv_props),
    NAMED("depthwise_conv_3d_ncdhw_cdhw", k_conv_props),
    NAMED("depthwise_conv_3d_ndhwc_dhwc", k_conv_props),
    NAMED("depthwise_conv_3d_ndhwc_dhwcm", k_conv_props),
    NAMED("pooling_nchw_max", k_conv_props),
    NAMED("pooling_nchw_sum", k_conv_props),
    NAMED("pooling_ncw_max", k_conv_props),
    NAMED("pooling_ncw_sum", k_conv_props),
    NAMED("pooling_ndhwc_max", k_conv_props),
    NAMED("pooling_ndhwc_min", k_conv_props),
    NAMED("pooling_ndhwc_sum", k_conv_props),
    NAMED("pooling_nhwc_max", k_conv_props),
    NAMED("pooling_nhwc_max_unsigned", k_conv_props),
    NAMED("pooling_nhwc_min", k_conv_props),
    NAMED("pooling_nhwc_min_unsigned", k_conv_props),
    NAMED("pooling_nhwc_sum", k_conv_props),
    NAMED("pooling_nwc_max", k_conv_props),
    NAMED("pooling_nwc_max_unsigned", k_conv_props),
    NAMED("pooling_nwc_min", k_conv_props),
    NAMED("pooling_nwc_min_unsigned", k_conv_props),
    NAMED("pooling_nwc_sum", k_conv_props),
    NAMED("quantized_batch_matmul", k_seg_props),
    NAMED("quantized_matmul", k_seg_props),
    {.name = "linalg.yield",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 0, .parse = parse_yield,
     .print = print_yield, .verify = mlb_linalg_verify_yield},
};

#undef NAMED
#undef DST
#undef WINOGRAD
#undef STRUCTURED_TRAITS

const MlbDialect mlb_dialect_linalg = {
    .name = "linalg",
    .ops = k_linalg_ops,
    .num_ops = MLB_ARRAY_LEN(k_linalg_ops),
};
