/* transform_ops.c - the transform dialect ops that bufferization tests use:
 * named_sequence, yield, cast, structured.match,
 * structured.bufferize_to_allocation and the bufferization transform ops.
 *
 * Syntax follows upstream's TransformOps.td, LinalgTransformOps.td and
 * BufferizationTransformOps.td. transform.named_sequence is a function-like
 * op printed and parsed exactly as func.func (upstream shares
 * function_interface_impl between them), so it delegates to func.func's
 * hooks. Transform types (!transform.any_op, ...) are dialect types kept
 * verbatim by the type parser.
 */
#include "dialects/common.h"

/* ==== named_sequence: func.func's syntax ==== */
static const MlbOpDesc *func_desc(MlbContext *ctx) {
  return mlb_lookup_op(ctx, "func.func", strlen("func.func"));
}

static MlbStatus parse_named_sequence(MlbAsmParser *p, MlbOpState *st) {
  const MlbOpDesc *fd = func_desc(mlb_parser_ctx(p));
  if (!fd || !fd->parse)
    return mlb_parser_op_error(p, st->loc, "needs the func dialect");
  return fd->parse(p, st);
}

static void print_named_sequence(MlbAsmPrinter *p, MlbOperation *op) {
  const MlbOpDesc *fd = func_desc(mlb_printer_ctx(p));
  if (fd && fd->print)
    fd->print(p, op);
}

static bool is_transform_type(const MlbType *t) {
  return t->kind == MLB_TYPE_OPAQUE && t->u.opaque.dialect &&
         !strcmp(t->u.opaque.dialect, "transform");
}

/* Transform ops take and produce handles and parameters only. */
static MlbStatus verify_transform_types(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands + op->num_results; i++) {
    bool operand = i < op->num_operands;
    MlbType *t = operand ? mlb_op_operand(op, i)->type
                         : op->results[i - op->num_operands].type;
    if (is_transform_type(t))
      continue;
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_type(&b, t);
    mlb_op_emit_error(ctx, op,
                      "%s #%u must be a transform handle or "
                      "parameter, but got '%s'",
                      operand ? "operand" : "result",
                      operand ? i : i - op->num_operands, mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* `: type` that must be a transform type (parseType<handle interface>). */
static MlbStatus parse_transform_type(MlbAsmParser *p, MlbOpState *st,
                                      MlbType **t) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, t));
  if (!is_transform_type(*t))
    return mlb_parser_op_error(p, loc, "invalid kind of type specified");
  MLB_UNUSED(st);
  return MLB_SUCCESS;
}

static MlbStatus verify_named_sequence(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_symbol(ctx, op, false));
  MlbOperation *par = mlb_op_parent_op(op);
  if (par && !mlb_op_has_trait(par, MLB_TRAIT_SYMBOL_TABLE))
    return mlb_op_emit_error(ctx, op,
                             "symbol's parent must have the "
                             "SymbolTable trait");
  MlbAttr *ft = mlb_op_get_prop(op, "function_type");
  if (!ft || ft->kind != MLB_ATTR_TYPE ||
      ft->u.type.value->kind != MLB_TYPE_FUNCTION)
    return mlb_op_emit_error(ctx, op, "requires attribute 'function_type'");
  MlbType *fty = ft->u.type.value;
  uint32_t n = fty->u.func.num_inputs + fty->u.func.num_results;
  for (uint32_t i = 0; i < n; i++)
    if (!is_transform_type(fty->u.func.types[i]))
      return mlb_op_emit_error(ctx, op,
                               "expects arguments and results to be "
                               "transform handles or parameters");
  return MLB_SUCCESS;
}

/* ==== yield: `operands attr-dict (: types)?` ==== */
static MlbStatus parse_yield(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec types = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s && mlb_parse_optional_punct(p, ":"))
    s = mlb_parse_type_list(p, &types);
  if (!s)
    s = mlb_resolve_operands(p, ops.data, ops.len, types.data, types.len, st);
  mlb_vec_free(&ops);
  mlb_vec_free(&types);
  return s;
}

/* Upstream writes the space before the (possibly empty) operand list. */
static void print_yield(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
  if (op->num_operands) {
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, op->num_operands);
  }
}

/* ==== `$target attr-dict : type($target)` (no results or fixed ones) ==== */
static const char *const k_any_value = "!transform.any_value";
static const char *const k_any_op = "!transform.any_op";

static MlbStatus parse_target_colon_type(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_transform_type(p, st, &t));
  return mlb_resolve_operand(p, &u, t, st);
}

/* bufferize_to_allocation: results are (!transform.any_value,
 * !transform.any_op). */
static MlbStatus parse_bufferize_to_allocation(MlbAsmParser *p,
                                               MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(parse_target_colon_type(p, st));
  mlb_vec_push(&st->result_types,
               mlb_type_opaque(ctx, k_any_value, strlen(k_any_value)));
  mlb_vec_push(&st->result_types,
               mlb_type_opaque(ctx, k_any_op, strlen(k_any_op)));
  return MLB_SUCCESS;
}

static void name_bufferize_to_allocation(MlbOperation *op, MlbBuf *names) {
  static const char *const n[] = {"allocated_buffer", "new_ops"};
  mlb_name_results_list(op, names, n, 2);
}

/* ==== cast: `$input attr-dict : type($input) to type($output)` ==== */
static MlbStatus parse_cast(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_cast_op(p, st);
}

/* ==== `$target attr-dict : functional-type(operands, results)` ==== */
static MlbStatus parse_functional_target(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft));
  return mlb_resolve_functional_type(p, &u, 1, ft, st);
}

static void print_functional_tail(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " : ");
  mlb_print_functional_type_of(p, op);
}

static void print_functional_target(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, NULL);
  print_functional_tail(p, op);
}

/* ==== `layout{Kind}` enum clauses ==== */
static const char *const k_layouts[] = {"InferLayoutMap", "IdentityLayoutMap",
                                        "FullyDynamicLayoutMap", NULL};
static const char *const k_interfaces[] = {"LinalgOp", "TilingInterface",
                                           "LoopLikeInterface", NULL};

/* `kw{Name}` -> prop = index : i32. */
static MlbStatus parse_enum_clause(MlbAsmParser *p, MlbOpState *st,
                                   const char *kw, const char *prop,
                                   const char *const *names) {
  if (!mlb_parse_optional_keyword(p, kw))
    return MLB_SUCCESS;
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t v = 0;
  MLB_TRY(mlb_parse_punct(p, "{"));
  MLB_TRY(mlb_parse_enum_keyword(p, names, prop, &v));
  MLB_TRY(mlb_parse_punct(p, "}"));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, prop),
                       mlb_attr_int(ctx, ctx->t_i32, v));
  return MLB_SUCCESS;
}

static void print_enum_clause(MlbAsmPrinter *p, MlbOperation *op,
                              const char *kw, const char *prop,
                              const char *const *names) {
  MlbAttr *a = mlb_op_get_prop(op, prop);
  if (!a || a->kind != MLB_ATTR_INTEGER)
    return;
  int64_t v = a->u.integer.value, n = 0;
  while (names[n])
    n++;
  if (v >= 0 && v < n)
    mlb_prf(p, " %s{%s}", kw, names[v]);
}

/* ==== one_shot_bufferize ==== */
static MlbStatus parse_one_shot(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(parse_enum_clause(p, st, "layout",
                            "function_boundary_type_conversion", k_layouts));
  return parse_functional_target(p, st);
}

static void print_one_shot(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"function_boundary_type_conversion", NULL};
  print_enum_clause(p, op, "layout", "function_boundary_type_conversion",
                    k_layouts);
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, el);
  print_functional_tail(p, op);
}

/* ==== structured.match ====
 * (ops{[..]})? (interface{Kind})? (attributes {..})?
 * (filter_result_type = t)? (filter_operand_types = [..])?
 * in %target attr-dict : functional-type */
static MlbStatus parse_attr_clause(MlbAsmParser *p, MlbOpState *st,
                                   const char *kw, const char *prop,
                                   bool braces, MlbAttrKind kind) {
  if (!mlb_parse_optional_keyword(p, kw))
    return MLB_SUCCESS;
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *a = NULL;
  if (braces)
    MLB_TRY(mlb_parse_punct(p, "{"));
  else if (kind != MLB_ATTR_DICT)
    MLB_TRY(mlb_parse_punct(p, "="));
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, NULL, &a));
  if (a->kind != kind)
    return mlb_parser_error_at(p, loc, "invalid kind of attribute specified");
  if (braces)
    MLB_TRY(mlb_parse_punct(p, "}"));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, prop), a);
  return MLB_SUCCESS;
}

static MlbStatus parse_type_clause(MlbAsmParser *p, MlbOpState *st) {
  if (!mlb_parse_optional_keyword(p, "filter_result_type"))
    return MLB_SUCCESS;
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_type(p, &t));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "filter_result_type"),
                       mlb_attr_type(ctx, t));
  return MLB_SUCCESS;
}

static MlbStatus parse_match(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(parse_attr_clause(p, st, "ops", "ops", true, MLB_ATTR_ARRAY));
  MLB_TRY(parse_enum_clause(p, st, "interface", "interface", k_interfaces));
  MLB_TRY(
      parse_attr_clause(p, st, "attributes", "op_attrs", false, MLB_ATTR_DICT));
  MLB_TRY(parse_type_clause(p, st));
  MLB_TRY(parse_attr_clause(p, st, "filter_operand_types",
                            "filter_operand_types", false, MLB_ATTR_ARRAY));
  MLB_TRY(mlb_parse_keyword(p, "in"));
  return parse_functional_target(p, st);
}

static void print_match(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"ops",
                                   "interface",
                                   "op_attrs",
                                   "filter_result_type",
                                   "filter_operand_types",
                                   NULL};
  MlbAttr *a = mlb_op_get_prop(op, "ops");
  if (a) {
    mlb_pr(p, " ops{");
    mlb_pr_attr(p, a);
    mlb_pr(p, "}");
  }
  print_enum_clause(p, op, "interface", "interface", k_interfaces);
  if ((a = mlb_op_get_prop(op, "op_attrs"))) {
    mlb_pr(p, " attributes ");
    mlb_pr_attr(p, a);
  }
  if ((a = mlb_op_get_prop(op, "filter_result_type")) &&
      a->kind == MLB_ATTR_TYPE) {
    mlb_pr(p, " filter_result_type = ");
    mlb_pr_type(p, a->u.type.value);
  }
  if ((a = mlb_op_get_prop(op, "filter_operand_types"))) {
    mlb_pr(p, " filter_operand_types = ");
    mlb_pr_attr(p, a);
  }
  mlb_pr(p, " in ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, el);
  print_functional_tail(p, op);
}

/* ==== Op table ==== */
static const char *const k_func_props[] = {"arg_attrs",      "function_type",
                                           "res_attrs",      "sym_name",
                                           "sym_visibility", NULL};
static const char *const k_match_props[] = {"filter_operand_types",
                                            "filter_result_type",
                                            "interface",
                                            "op_attrs",
                                            "ops",
                                            NULL};
static const char *const k_alloc_props[] = {
    "alloc_op",     "bufferize_destination_only",
    "emit_dealloc", "memcpy_op",
    "memory_space", NULL};
static const MlbPropDefault k_alloc_defaults[] = {
    {"alloc_op", "\"memref.alloc\""},
    {"memcpy_op", "\"bufferization.materialize_in_destination\""},
    {NULL, NULL}};
static const char *const k_one_shot_props[] = {
    "allow_return_allocs_from_loops",
    "allow_unknown_ops",
    "bufferize_function_boundaries",
    "check_parallel_regions",
    "dump_alias_sets",
    "function_boundary_type_conversion",
    "memcpy_op",
    "print_conflicts",
    "test_analysis_only",
    NULL};
static const MlbPropDefault k_one_shot_defaults[] = {
    {"allow_return_allocs_from_loops", "false"},
    {"allow_unknown_ops", "false"},
    {"bufferize_function_boundaries", "false"},
    {"check_parallel_regions", "true"},
    {"dump_alias_sets", "false"},
    {"memcpy_op", "\"memref.copy\""},
    {"print_conflicts", "false"},
    {"test_analysis_only", "false"},
    {NULL, NULL}};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

static const MlbOpDesc k_transform_ops[] = {
    {OP("transform.bufferization.buffer_loop_hoisting", 0, 1, 0, 0),
     .parse = parse_target_colon_type, .print = mlb_print_operand_colon_type,
     .verify = verify_transform_types},
    {OP("transform.bufferization.eliminate_empty_tensors", 0, 1, 0, 0),
     .parse = parse_target_colon_type, .print = mlb_print_operand_colon_type,
     .verify = verify_transform_types},
    {OP("transform.bufferization.empty_tensor_to_alloc_tensor", 0, 1, 1, 0),
     .parse = parse_functional_target, .print = print_functional_target,
     .verify = verify_transform_types},
    {OP("transform.bufferization.one_shot_bufferize", 0, 1, 1, 0),
     .props = k_one_shot_props, .prop_defaults = k_one_shot_defaults,
     .parse = parse_one_shot, .print = print_one_shot,
     .verify = verify_transform_types},
    {OP("transform.cast", 0, 1, 1, 0), .parse = parse_cast,
     .print = mlb_print_cast_op, .verify = verify_transform_types},
    {OP("transform.named_sequence",
        MLB_TRAIT_ISOLATED | MLB_TRAIT_SYMBOL | MLB_TRAIT_FUNCTION_LIKE, 0, 0,
        1),
     .props = k_func_props, .parse = parse_named_sequence,
     .print = print_named_sequence, .verify = verify_named_sequence},
    {OP("transform.structured.bufferize_to_allocation", 0, 1, 2, 0),
     .props = k_alloc_props, .prop_defaults = k_alloc_defaults,
     .parse = parse_bufferize_to_allocation,
     .print = mlb_print_operand_colon_type, .verify = verify_transform_types,
     .name_results = name_bufferize_to_allocation},
    {OP("transform.structured.match", 0, 1, 1, 0), .props = k_match_props,
     .parse = parse_match, .print = print_match,
     .verify = verify_transform_types},
    {OP("transform.yield", MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE, -1, 0,
        0),
     .parse = parse_yield, .print = print_yield,
     .verify = verify_transform_types},
};

#undef OP

const MlbDialect mlb_dialect_transform = {
    .name = "transform",
    .ops = k_transform_ops,
    .num_ops = MLB_ARRAY_LEN(k_transform_ops),
};
