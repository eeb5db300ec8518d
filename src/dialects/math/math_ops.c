/* math_ops.c - the math dialect: elementwise float functions (with
 * `fastmath<...>`), integer bit-counting ops, float classification and
 * powers, with upstream's syntax and type rules. */
#include "dialects/common.h"

#define SIL "signless-integer-like"
#define FL  "floating-point-like"

static const char *const k_props_fastmath[] = {"fastmath", NULL};
static const MlbPropDefault k_def_fastmath[] = {
    {"fastmath", "#arith.fastmath<none>"}, {NULL, NULL}};

/* ==== Shared shapes ==== */
static MlbStatus parse_float_op(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_same_type_op_flags(p, st, &mlb_fastmath_flags, "fastmath");
}

static void print_float_op(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_same_type_op_flags(p, op, &mlb_fastmath_flags, "fastmath");
}

static MlbStatus verify_float_op(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_same_typed_elementwise(ctx, op, mlb_pred_float_like, FL);
}

static MlbStatus verify_int_op(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_same_typed_elementwise(ctx, op, mlb_pred_signless_int_like,
                                           SIL);
}

/* `%x (fastmath<..>)? attr-dict : t` where results derive from t. The
 * classification ops have no fastmath keyword (their fastmath property
 * lives in the attr-dict). */
static MlbStatus parse_unary_float_head(MlbAsmParser *p, MlbOpState *st,
                                        MlbType **t, bool fastmath_kw) {
  MlbUnresolved u;
  MLB_TRY(mlb_parse_operand(p, &u));
  if (fastmath_kw)
    MLB_TRY(
        mlb_parse_optional_flag_prop(p, st, &mlb_fastmath_flags, "fastmath"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, t));
  MLB_TRY(mlb_resolve_operand(p, &u, *t, st));
  /* The classification ops infer their results, so upstream checks the
   * operand type while parsing. */
  if (fastmath_kw)
    return MLB_SUCCESS;
  return mlb_parse_check_operand_type(p, st->loc, "operand", *t,
                                      mlb_pred_float_like, FL);
}

static void print_sincos(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_print_optional_flag_prop(p, op, &mlb_fastmath_flags, "fastmath");
  mlb_pr_attr_dict(p, op, k_props_fastmath);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

/* ==== Classification (isnan, isinf, isfinite, isnormal) ==== */
static MlbStatus parse_classify(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbType *t = NULL;
  MLB_TRY(parse_unary_float_head(p, st, &t, false));
  mlb_vec_push(&st->result_types, mlb_type_with_elt(ctx, t, ctx->t_i1));
  return MLB_SUCCESS;
}

static MlbStatus verify_classify(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_float_like, FL));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_bool_like, "bool-like"));
  MlbType *want =
      mlb_type_with_elt(ctx, mlb_op_operand(op, 0)->type, ctx->t_i1);
  if (mlb_op_result(op, 0)->type != want)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type has i1 "
                             "element type and same shape as operands");
  return mlb_verify_elementwise(ctx, op);
}

/* ==== sincos ==== */
static MlbStatus parse_sincos(MlbAsmParser *p, MlbOpState *st) {
  MlbType *t = NULL;
  MLB_TRY(parse_unary_float_head(p, st, &t, true));
  mlb_vec_push(&st->result_types, t);
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static MlbStatus verify_sincos(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_float_like, FL));
  MLB_TRY(mlb_verify_all_results(ctx, op, mlb_pred_float_like, FL));
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (mlb_op_result(op, 0)->type != t || mlb_op_result(op, 1)->type != t)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {operand, sin, "
                             "cos} have same type");
  return mlb_verify_elementwise(ctx, op);
}

static const char *const k_sincos_names[] = {"sin", "cos"};
static void name_sincos(MlbOperation *op, MlbBuf *names) {
  mlb_name_results_list(op, names, k_sincos_names, 2);
}

/* ==== fpowi ==== */
/* `%a, %b (fastmath<..>)? attr-dict : t1, t2` */
static MlbStatus parse_fpowi(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved a, b;
  MlbType *ta = NULL, *tb = NULL;
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_optional_flag_prop(p, st, &mlb_fastmath_flags, "fastmath"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &ta));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_type(p, &tb));
  MLB_TRY(mlb_resolve_operand(p, &a, ta, st));
  MLB_TRY(mlb_resolve_operand(p, &b, tb, st));
  mlb_vec_push(&st->result_types, ta);
  return MLB_SUCCESS;
}

static void print_fpowi(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_print_optional_flag_prop(p, op, &mlb_fastmath_flags, "fastmath");
  mlb_pr_attr_dict(p, op, k_props_fastmath);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
}

static MlbStatus verify_fpowi(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_float_like, FL));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_pred_signless_int_like, SIL));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_float_like, FL));
  if (mlb_op_operand(op, 0)->type != mlb_op_result(op, 0)->type)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {lhs, "
                             "result} have same type");
  MLB_TRY(mlb_verify_same_operands_and_result_shape(ctx, op));
  return mlb_verify_elementwise(ctx, op);
}

/* ==== Op table ==== */
#define ELEMENTWISE (MLB_TRAIT_PURE | MLB_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)
#define FLOAT_OP(mn, n)                                                        \
  {                                                                            \
    .name = "math." mn, .traits = ELEMENTWISE, .num_operands = n,              \
    .num_results = 1, .props = k_props_fastmath,                               \
    .prop_defaults = k_def_fastmath, .parse = parse_float_op,                  \
    .print = print_float_op, .verify = verify_float_op                         \
  }
#define INT_OP(mn, n)                                                          \
  {                                                                            \
    .name = "math." mn, .traits = ELEMENTWISE, .num_operands = n,              \
    .num_results = 1, .parse = mlb_parse_same_type_op,                         \
    .print = mlb_print_same_type_op, .verify = verify_int_op                   \
  }
#define CLASSIFY_OP(mn)                                                        \
  {                                                                            \
    .name = "math." mn, .traits = MLB_TRAIT_PURE, .num_operands = 1,           \
    .num_results = 1, .props = k_props_fastmath,                               \
    .prop_defaults = k_def_fastmath, .parse = parse_classify,                  \
    .print = mlb_print_operand_colon_type, .verify = verify_classify           \
  }

static const MlbOpDesc k_math_ops[] = {
    FLOAT_OP("absf", 1),
    FLOAT_OP("acos", 1),
    FLOAT_OP("acosh", 1),
    FLOAT_OP("asin", 1),
    FLOAT_OP("asinh", 1),
    FLOAT_OP("atan", 1),
    FLOAT_OP("atanh", 1),
    FLOAT_OP("cbrt", 1),
    FLOAT_OP("ceil", 1),
    FLOAT_OP("cos", 1),
    FLOAT_OP("cosh", 1),
    FLOAT_OP("erf", 1),
    FLOAT_OP("erfc", 1),
    FLOAT_OP("exp", 1),
    FLOAT_OP("exp2", 1),
    FLOAT_OP("expm1", 1),
    FLOAT_OP("floor", 1),
    FLOAT_OP("log", 1),
    FLOAT_OP("log10", 1),
    FLOAT_OP("log1p", 1),
    FLOAT_OP("log2", 1),
    FLOAT_OP("round", 1),
    FLOAT_OP("roundeven", 1),
    FLOAT_OP("rsqrt", 1),
    FLOAT_OP("sin", 1),
    FLOAT_OP("sinh", 1),
    FLOAT_OP("sqrt", 1),
    FLOAT_OP("tan", 1),
    FLOAT_OP("tanh", 1),
    FLOAT_OP("trunc", 1),
    FLOAT_OP("atan2", 2),
    FLOAT_OP("copysign", 2),
    FLOAT_OP("powf", 2),
    FLOAT_OP("fma", 3),
    INT_OP("absi", 1),
    INT_OP("ctlz", 1),
    INT_OP("cttz", 1),
    INT_OP("ctpop", 1),
    INT_OP("ipowi", 2),
    CLASSIFY_OP("isnan"),
    CLASSIFY_OP("isinf"),
    CLASSIFY_OP("isfinite"),
    CLASSIFY_OP("isnormal"),
    {.name = "math.fpowi",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 1,
     .props = k_props_fastmath,
     .prop_defaults = k_def_fastmath,
     .parse = parse_fpowi,
     .print = print_fpowi,
     .verify = verify_fpowi},
    {.name = "math.sincos",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 1,
     .num_results = 2,
     .props = k_props_fastmath,
     .prop_defaults = k_def_fastmath,
     .parse = parse_sincos,
     .print = print_sincos,
     .verify = verify_sincos,
     .name_results = name_sincos},
};

const MlbDialect mlb_dialect_math = {
    .name = "math",
    .ops = k_math_ops,
    .num_ops = MLB_ARRAY_LEN(k_math_ops),
};
