/* spirv_ops.c - the SPIR-V dialect ops that bufferization tests use:
 * spirv.Return, a bare terminator (`attr-dict`) that may end a func.func
 * body in place of func.return. */
#include "dialects/common.h"

static const MlbOpDesc k_spirv_ops[] = {
    {.name = "spirv.Return",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = 0, .num_results = 0,
     .parse = mlb_parse_attr_dict_only, .print = mlb_print_attr_dict_only},
};

const MlbDialect mlb_dialect_spirv = {
    .name = "spirv",
    .ops = k_spirv_ops,
    .num_ops = MLB_ARRAY_LEN(k_spirv_ops),
};
