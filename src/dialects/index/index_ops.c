/* index_ops.c - the index dialect: index-typed arithmetic, comparisons,
 * constants and casts to/from integers, with upstream's syntax and names. */
#include "dialects/index/index_int.h"

#include <inttypes.h>

static const char *const k_props_value[] = {"value", NULL};
static const char *const k_props_pred[] = {"pred", NULL};
static const char *const k_cmp_names[] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", NULL};

/* ==== Binary ops: `%a, %b attr-dict`, everything index ==== */
static MlbStatus parse_binary(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved a, b;
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_resolve_operand(p, &a, ctx->t_index, st));
  MLB_TRY(mlb_resolve_operand(p, &b, ctx->t_index, st));
  mlb_vec_push(&st->result_types, ctx->t_index);
  return MLB_SUCCESS;
}

static void print_binary(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
}

static MlbStatus verify_binary(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_index, "index"));
  return mlb_verify_all_results(ctx, op, mlb_pred_index, "index");
}

/* ==== cmp: `pred(%a, %b) attr-dict` ==== */
static MlbAttr *pred_attr(MlbContext *ctx, int64_t v) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_printf(&b, "#index<cmp_predicate %s>", k_cmp_names[v]);
  MlbAttr *a = mlb_attr_opaque(ctx, b.data, b.len);
  mlb_buf_free(&b);
  return a;
}

int64_t mlb_index_cmp_pred(const MlbAttr *a) {
  static const char prefix[] = "#index<cmp_predicate ";
  if (!a || a->kind != MLB_ATTR_OPAQUE)
    return -1;
  const char *t = a->u.opaque.text;
  if (strncmp(t, prefix, sizeof prefix - 1))
    return -1;
  t += sizeof prefix - 1;
  for (int64_t i = 0; k_cmp_names[i]; i++) {
    size_t n = strlen(k_cmp_names[i]);
    if (!strncmp(t, k_cmp_names[i], n) && !strcmp(t + n, ">"))
      return i;
  }
  return -1;
}

static MlbStatus parse_cmp(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *loc = mlb_parser_loc(p);
  const char *kw = NULL;
  int64_t pred = -1;
  if (mlb_parse_optional_any_keyword(p, &kw))
    for (int64_t i = 0; k_cmp_names[i]; i++)
      if (!strcmp(kw, k_cmp_names[i]))
        pred = i;
  if (pred < 0) {
    mlb_parser_op_error(p, loc,
                        "expected ::mlir::index::IndexCmpPredicate to be one "
                        "of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge");
    if (!kw)
      return MLB_FAILURE;
    return mlb_parser_op_error(p, NULL,
                               "failed to parse IndexCmpPredicateAttr "
                               "parameter 'value' which is to be a "
                               "`::mlir::index::IndexCmpPredicate`");
  }
  MlbUnresolved a, b;
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_resolve_operand(p, &a, ctx->t_index, st));
  MLB_TRY(mlb_resolve_operand(p, &b, ctx->t_index, st));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "pred"), pred_attr(ctx, pred));
  mlb_vec_push(&st->result_types, ctx->t_i1);
  return MLB_SUCCESS;
}

static void print_cmp(MlbAsmPrinter *p, MlbOperation *op) {
  int64_t v = mlb_index_cmp_pred(mlb_op_get_prop(op, "pred"));
  mlb_prf(p, " %s(", v >= 0 ? k_cmp_names[v] : "<<invalid>>");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, k_props_pred);
}

static MlbStatus verify_cmp(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *a;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "pred", &a));
  if (mlb_index_cmp_pred(a) < 0)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'pred' failed to satisfy constraint: "
                             "index comparison predicate kind");
  MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_index, "index"));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_i1,
                                "1-bit signless integer");
}

/* ==== constant / bool.constant: `attr-dict value` ==== */
static MlbStatus parse_constant(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *v = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, ctx->t_index, &v));
  if (v->kind != MLB_ATTR_INTEGER)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "value"), v);
  mlb_vec_push(&st->result_types, ctx->t_index);
  return MLB_SUCCESS;
}

static MlbStatus parse_bool_constant(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MlbAttr *loc = mlb_parser_loc(p), *v = NULL;
  MLB_TRY(mlb_parse_attr(p, ctx->t_i1, &v));
  if (v->kind != MLB_ATTR_INTEGER || v->type != ctx->t_i1)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "value"), v);
  mlb_vec_push(&st->result_types, ctx->t_i1);
  return MLB_SUCCESS;
}

static void print_constant(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_props_value);
  mlb_pr(p, " ");
  MlbAttr *v = mlb_op_get_prop(op, "value");
  if (v)
    mlb_pr_attr_no_type(p, v);
}

static void name_constant(MlbOperation *op, MlbBuf *names) {
  MlbAttr *v = mlb_op_get_prop(op, "value");
  if (!v || v->kind != MLB_ATTR_INTEGER)
    return;
  mlb_buf_clear(&names[0]);
  mlb_buf_printf(&names[0], "idx%" PRId64, v->u.integer.value);
}

static void name_bool_constant(MlbOperation *op, MlbBuf *names) {
  MlbAttr *v = mlb_op_get_prop(op, "value");
  if (v && v->kind == MLB_ATTR_INTEGER)
    mlb_name_result(names, 0, v->u.integer.value ? "true" : "false");
}

static MlbStatus verify_constant(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *v;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.value, &v));
  if (v->kind != MLB_ATTR_INTEGER || v->type != ctx->t_index)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'value' failed to satisfy "
                             "constraint: index attribute");
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

static MlbStatus verify_bool_constant(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *v;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.value, &v));
  if (v->kind != MLB_ATTR_INTEGER || !mlb_type_is_int(v->type, 1))
    return mlb_op_emit_error(ctx, op,
                             "attribute 'value' failed to satisfy "
                             "constraint: bool attribute");
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_i1,
                                "1-bit signless integer");
}

/* ==== casts: `%x attr-dict : t1 to t2` ==== */
static bool pred_int_or_index(const MlbType *t) {
  return t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX;
}

static MlbStatus verify_cast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, pred_int_or_index,
                                  "integer or index"));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, pred_int_or_index,
                                 "integer or index"));
  MlbType *a = mlb_op_operand(op, 0)->type, *b = mlb_op_result(op, 0)->type;
  bool ok = (a->kind == MLB_TYPE_INDEX && b->kind == MLB_TYPE_INTEGER) ||
            (a->kind == MLB_TYPE_INTEGER && b->kind == MLB_TYPE_INDEX);
  if (ok)
    return MLB_SUCCESS;
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_print_type(&x, a);
  mlb_print_type(&y, b);
  mlb_op_emit_error(ctx, op,
                    "operand type '%s' and result type '%s' are cast "
                    "incompatible",
                    mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

/* ==== sizeof: `attr-dict` ==== */
static MlbStatus parse_sizeof(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  mlb_vec_push(&st->result_types, mlb_parser_ctx(p)->t_index);
  return MLB_SUCCESS;
}

static MlbStatus verify_sizeof(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

/* ==== Op table ==== */
#define BINARY(mn)                                                             \
  {                                                                            \
    .name = "index." mn, .traits = MLB_TRAIT_PURE, .num_operands = 2,          \
    .num_results = 1, .parse = parse_binary, .print = print_binary,            \
    .verify = verify_binary                                                    \
  }
#define CAST(mn)                                                               \
  {                                                                            \
    .name = "index." mn, .traits = MLB_TRAIT_PURE, .num_operands = 1,          \
    .num_results = 1, .parse = mlb_parse_cast_op, .print = mlb_print_cast_op,  \
    .verify = verify_cast                                                      \
  }

static const MlbOpDesc k_index_ops[] = {
    BINARY("add"),
    BINARY("sub"),
    BINARY("mul"),
    BINARY("divs"),
    BINARY("divu"),
    BINARY("ceildivs"),
    BINARY("ceildivu"),
    BINARY("floordivs"),
    BINARY("rems"),
    BINARY("remu"),
    BINARY("maxs"),
    BINARY("maxu"),
    BINARY("mins"),
    BINARY("minu"),
    BINARY("shl"),
    BINARY("shrs"),
    BINARY("shru"),
    BINARY("and"),
    BINARY("or"),
    BINARY("xor"),
    CAST("casts"),
    CAST("castu"),
    {.name = "index.cmp",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 1,
     .props = k_props_pred,
     .parse = parse_cmp,
     .print = print_cmp,
     .verify = verify_cmp},
    {.name = "index.constant",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_CONSTANT_LIKE,
     .num_operands = 0,
     .num_results = 1,
     .props = k_props_value,
     .parse = parse_constant,
     .print = print_constant,
     .verify = verify_constant,
     .name_results = name_constant},
    {.name = "index.bool.constant",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_CONSTANT_LIKE,
     .num_operands = 0,
     .num_results = 1,
     .props = k_props_value,
     .parse = parse_bool_constant,
     .print = print_constant,
     .verify = verify_bool_constant,
     .name_results = name_bool_constant},
    {.name = "index.sizeof",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 0,
     .num_results = 1,
     .parse = parse_sizeof,
     .print = mlb_print_attr_dict_only,
     .verify = verify_sizeof},
};

const MlbDialect mlb_dialect_index = {
    .name = "index",
    .ops = k_index_ops,
    .num_ops = MLB_ARRAY_LEN(k_index_ops),
};
