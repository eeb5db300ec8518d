/* builtin_ops.c - the builtin dialect: builtin.module (symbol table with a
 * single terminator-less block) and builtin.unrealized_conversion_cast. */
#include "dialects/common.h"

static const char *const k_module_props[] = {"sym_name", "sym_visibility",
                                             NULL};
static const char *const k_module_elided[] = {"sym_name", NULL};

/* ==== module ==== */
/* `module (@name)? (attributes {...})? { body }` */
static MlbStatus parse_module(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *name;
  if (mlb_parse_optional_symbol_name(p, &name))
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_name"),
                         mlb_attr_string(ctx, name, strlen(name), NULL));
  MLB_TRY(mlb_parse_optional_attr_dict_with_keyword(p, st));
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  /* A module always holds its one block, even when written `module {}`. */
  if (mlb_region_empty(r))
    mlb_region_push_block(r, mlb_block_new(ctx));
  return MLB_SUCCESS;
}

static void print_module(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *name = mlb_op_get_prop(op, "sym_name");
  if (name && name->kind == MLB_ATTR_STRING) {
    mlb_pr(p, " ");
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_buf_putn(&b, name->u.str.data, name->u.str.len);
    mlb_pr_symbol_name(p, mlb_buf_cstr(&b));
    mlb_buf_free(&b);
  }
  mlb_pr_attr_dict_with_keyword(p, op, k_module_elided);
  mlb_pr_region(p, &op->regions[0], true, true);
}

static MlbStatus verify_string_prop(MlbContext *ctx, MlbOperation *op,
                                    const char *name) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  if (a && a->kind != MLB_ATTR_STRING)
    return mlb_op_emit_error(ctx, op,
                             "attribute '%s' failed to satisfy constraint: "
                             "string attribute",
                             name);
  return MLB_SUCCESS;
}

static MlbStatus verify_module(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_string_prop(ctx, op, "sym_name"));
  MLB_TRY(verify_string_prop(ctx, op, "sym_visibility"));
  MlbRegion *r = &op->regions[0];
  if (mlb_region_num_blocks(r) > 1)
    return mlb_op_emit_error(ctx, op,
                             "expects region #0 to have 0 or 1 blocks");
  if (r->first && r->first->num_args)
    return mlb_op_emit_error(ctx, op, "region should have no arguments");
  /* Only dialect attributes may hang off a module. */
  MlbAttr *attrs = op->attrs;
  for (uint32_t i = 0; attrs && i < attrs->u.dict.n; i++)
    if (!strchr(attrs->u.dict.entries[i].name, '.'))
      return mlb_op_emit_error(ctx, op,
                               "can only contain attributes with "
                               "dialect-prefixed names, found: '%s'",
                               attrs->u.dict.entries[i].name);
  return MLB_SUCCESS;
}

/* ==== unrealized_conversion_cast ==== */
/* `(%a, %b : t1, t2)? to r1, r2 attr-dict` */
static MlbStatus parse_ucc(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec in = {0}, out = {0};
  MlbStatus s = MLB_SUCCESS;
  if (mlb_parser_at_operand(p)) {
    s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
    if (!s)
      s = mlb_parse_colon_type_list(p, &in);
  }
  if (!s)
    s = mlb_parse_keyword(p, "to");
  if (!s)
    s = mlb_parse_type_list(p, &out);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_resolve_operands(p, ops.data, ops.len, in.data, in.len, st);
  for (uint32_t i = 0; !s && i < out.len; i++)
    mlb_vec_push(&st->result_types, out.data[i]);
  mlb_vec_free(&ops);
  mlb_vec_free(&in);
  mlb_vec_free(&out);
  return s;
}

static void print_ucc(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, op->operands, op->num_operands);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, op->num_operands);
  }
  mlb_pr(p, " to ");
  mlb_pr_result_types(p, op);
  mlb_pr_attr_dict(p, op, NULL);
}

static const MlbOpDesc k_builtin_ops[] = {
    {.name = "builtin.module",
     .traits = MLB_TRAIT_ISOLATED | MLB_TRAIT_NO_TERMINATOR |
               MLB_TRAIT_SYMBOL_TABLE | MLB_TRAIT_SYMBOL |
               MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_GRAPH_REGION |
               MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE,
     .num_operands = 0,
     .num_results = 0,
     .num_regions = 1,
     .props = k_module_props,
     .parse = parse_module,
     .print = print_module,
     .verify = verify_module,
     .default_dialect = "builtin"},
    {.name = "builtin.unrealized_conversion_cast",
     .traits = MLB_TRAIT_PURE,
     .num_operands = -1,
     .num_results = -1,
     .parse = parse_ucc,
     .print = print_ucc},
};

const MlbDialect mlb_dialect_builtin = {
    .name = "builtin",
    .ops = k_builtin_ops,
    .num_ops = MLB_ARRAY_LEN(k_builtin_ops),
};
