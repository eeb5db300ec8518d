/* test_ops.c - the ops of upstream's `test` dialect that the bufferization
 * and buffer-deallocation tests use in custom form.
 *
 * Upstream registers the test dialect in mlir-opt; it allows unknown ops,
 * so the ops written only in generic form ("test.foo"() ...) need no entry
 * here. The syntaxes follow the assembly formats of TestOps.td and the
 * custom parsers of TestOpDefs.cpp (test.region_if). test.reify_bound is
 * listed for its properties (and `type`'s default), which upstream prints
 * in generic form.
 */
#include "dialects/common.h"

/* ==== Helpers ==== */
static bool any_memref(const MlbType *t) {
  return mlb_type_is_memref(t);
}

/* A BaseMemRefType as ODS parses it (no details on failure). */
static MlbStatus parse_any_memref(MlbAsmParser *p, MlbType **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, out));
  if (mlb_type_is_memref(*out))
    return MLB_SUCCESS;
  return mlb_parser_op_error(p, loc, "invalid kind of type specified");
}

static MlbStatus verify_memref_operands(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_all_operands(ctx, op, any_memref,
                                 "ranked or unranked memref of any type "
                                 "values");
}

/* Types after a `:` (ODS parses a variadic type list with at least one
 * type, so the empty form upstream prints does not parse back). */
static MlbStatus parse_type_list(MlbAsmParser *p, MlbTypeVec *out) {
  MlbType *t = NULL;
  do {
    MLB_TRY(mlb_parse_type(p, &t));
    mlb_vec_push(out, t);
  } while (mlb_parse_optional_punct(p, ","));
  return MLB_SUCCESS;
}

/* ==== buffer_based / region_buffer_based ==== */
/* `kw(%x : memref)`. */
static MlbStatus parse_kw_operand(MlbAsmParser *p, const char *kw,
                                  MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_keyword(p, kw));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_any_memref(p, &t));
  MLB_TRY(mlb_parse_punct(p, ")"));
  return mlb_resolve_operand(p, &u, t, st);
}

static MlbStatus parse_buffer_based(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(parse_kw_operand(p, "in", st));
  MLB_TRY(parse_kw_operand(p, "out", st));
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_in_out(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " in(");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, ") out(");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
  mlb_pr(p, ")");
}

static void print_buffer_based(MlbAsmPrinter *p, MlbOperation *op) {
  print_in_out(p, op);
  mlb_pr_attr_dict(p, op, NULL);
}

static MlbStatus parse_region_buffer_based(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(parse_kw_operand(p, "in", st));
  MLB_TRY(parse_kw_operand(p, "out", st));
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  mlb_ensure_terminator(ctx, r, "test.region_yield", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_region_buffer_based(MlbAsmPrinter *p, MlbOperation *op) {
  print_in_out(p, op);
  MlbOperation *term = op->regions[0].first ? op->regions[0].first->last : NULL;
  bool print_term = !term || term->num_operands || term->num_results ||
                    term->attrs || term->props;
  mlb_pr_region(p, &op->regions[0], true, print_term);
  mlb_pr_attr_dict(p, op, NULL);
}

static MlbStatus verify_region_buffer_based(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_memref_operands(ctx, op));
  return mlb_verify_region_size(ctx, op, 0, "region", false);
}

/* ==== copy ==== */
static MlbStatus parse_copy(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved us[2];
  MlbType *ts[2] = {NULL, NULL};
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &us[0]));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &us[1]));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(parse_any_memref(p, &ts[0]));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(parse_any_memref(p, &ts[1]));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_resolve_operand(p, &us[0], ts[0], st));
  return mlb_resolve_operand(p, &us[1], ts[1], st);
}

static void print_copy(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "(");
  mlb_pr_operands(p, op->operands, 2);
  mlb_pr(p, ") : (");
  mlb_pr_operand_types(p, op->operands, 2);
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, NULL);
}

/* ==== region_yield / region_if_yield ==== */
static MlbStatus parse_values_colon_types(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec us = {0};
  MlbTypeVec ts = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &us);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = parse_type_list(p, &ts);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_resolve_operands(p, us.data, us.len, ts.data, ts.len, st);
  mlb_vec_free(&us);
  mlb_vec_free(&ts);
  return s;
}

/* `$values : type($values) attr-dict`; with no values upstream still
 * writes both spaces around the colon. */
static void print_values_colon_types(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
}

/* ==== region_if ==== */
static MlbStatus region_if_body(MlbAsmParser *p, MlbOpState *st,
                                MlbUnresolvedVec *us, MlbTypeVec *ts) {
  static const char *const kws[3] = {"then", "else", "join"};
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, us));
  MLB_TRY(mlb_parse_colon_type_list(p, ts));
  MLB_TRY(mlb_parse_punct(p, "->"));
  MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  for (int i = 0; i < 3; i++) {
    MlbRegion *r = mlb_region_new(ctx);
    mlb_vec_push(&st->regions, r);
    MLB_TRY(mlb_parse_keyword(p, kws[i]));
    MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  }
  return mlb_resolve_operands(p, us->data, us->len, ts->data, ts->len, st);
}

static MlbStatus parse_region_if(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec us = {0};
  MlbTypeVec ts = {0};
  MlbStatus s = region_if_body(p, st, &us, &ts);
  mlb_vec_free(&us);
  mlb_vec_free(&ts);
  return s;
}

/* Upstream's printer writes no attr-dict. */
static void print_region_if(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const kws[3] = {" then", " else", " join"};
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, ": ");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr(p, " -> ");
  mlb_print_result_arrow_list(p, op);
  for (uint32_t i = 0; i < 3 && i < op->num_regions; i++) {
    mlb_pr(p, kws[i]);
    mlb_pr_region(p, &op->regions[i], true, true);
  }
}

/* SingleBlockImplicitTerminator<RegionIfYieldOp>'s region rule. */
static MlbStatus verify_if_blocks(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_regions; i++) {
    MlbBlock *b = op->regions[i].first;
    if (!b)
      continue;
    if (b->next)
      return mlb_op_emit_error(ctx, op,
                               "expects region #%u to have 0 or 1 blocks", i);
    if (!b->first)
      return mlb_op_emit_error(ctx, op, "expects a non-empty block");
    if (strcmp(b->last->name, "test.region_if_yield") != 0)
      return mlb_op_emit_error(ctx, op,
                               "expects regions to end with "
                               "'test.region_if_yield', found '%s'",
                               b->last->name);
  }
  return MLB_SUCCESS;
}

/* One RegionBranchOpInterface edge into region `to` (-1 = the results). */
static MlbStatus if_edge(MlbContext *ctx, MlbOperation *op, MlbOperation *from,
                         int to) {
  MlbTypeVec in = {0};
  if (to < 0) {
    for (uint32_t i = 0; i < op->num_results; i++)
      mlb_vec_push(&in, op->results[i].type);
  } else {
    MlbBlock *b = op->regions[to].first;
    for (uint32_t i = 0; b && i < b->num_args; i++)
      mlb_vec_push(&in, b->args[i]->type);
  }
  const MlbUse *ops = from ? from->operands : op->operands;
  uint32_t n = from ? from->num_operands : op->num_operands;
  MlbStatus s =
      mlb_verify_region_edge(ctx, op, from, to, ops, n, in.data, in.len);
  mlb_vec_free(&in);
  return s;
}

/* Edges as upstream's RegionIfOp::getSuccessorRegions: the op enters then
 * and else, both continue to join, join returns to the op. */
static MlbStatus verify_region_if(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_if_blocks(ctx, op));
  if (op->num_regions != 3)
    return MLB_SUCCESS;
  MLB_TRY(if_edge(ctx, op, NULL, 0));
  MLB_TRY(if_edge(ctx, op, NULL, 1));
  for (int r = 0; r < 3; r++) {
    MlbBlock *b = op->regions[r].first;
    if (b && b->last)
      MLB_TRY(if_edge(ctx, op, b->last, r == 2 ? -1 : 2));
  }
  return MLB_SUCCESS;
}

/* ==== alloc_with_multiple_results ==== */
static MlbStatus parse_alloc_multi(MlbAsmParser *p, MlbOpState *st) {
  MlbType *idx = NULL, *mem = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &idx));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_MEMREF, "memref", &mem));
  mlb_vec_push(&st->result_types, idx);
  mlb_vec_push(&st->result_types, mem);
  return MLB_SUCCESS;
}

static void print_alloc_multi(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_result_types(p, op);
}

static MlbStatus verify_alloc_multi(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index"));
  return mlb_verify_result_type(ctx, op, 1, mlb_pred_ranked_memref,
                                "memref of any type values");
}

static void name_alloc_multi(MlbOperation *op, MlbBuf *names) {
  static const char *const list[] = {"index", "memref"};
  mlb_name_results_list(op, names, list, 2);
}

/* ==== store_with_a_loop_region ==== */
/* `%x attributes {..} {region} : type(%x)`. */
static MlbStatus parse_store_loop(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict_with_keyword(p, st));
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  return mlb_resolve_operand(p, &u, t, st);
}

static void print_store_loop(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict_with_keyword(p, op, NULL);
  mlb_pr_region(p, &op->regions[0], true, true);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

static MlbStatus verify_store_loop(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_memref_operands(ctx, op));
  return mlb_verify_required_prop(ctx, op, "store_before_region", NULL);
}

/* ==== Op table ==== */
static const char *const k_reify_props[] = {
    "constant", "dim", "scalable", "type", "vscale_max", "vscale_min", NULL};
static const char *const k_store_loop_props[] = {"store_before_region", NULL};
static const MlbPropDefault k_reify_defaults[] = {{"type", "\"EQ\""},
                                                  {NULL, NULL}};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

static const MlbOpDesc k_test_ops[] = {
    {OP("test.alloc_with_multiple_results", 0, 0, 2, 0),
     .parse = parse_alloc_multi, .print = print_alloc_multi,
     .verify = verify_alloc_multi, .name_results = name_alloc_multi},
    {OP("test.buffer_based", 0, 2, 0, 0), .parse = parse_buffer_based,
     .print = print_buffer_based, .verify = verify_memref_operands},
    {OP("test.copy", 0, 2, 0, 0), .parse = parse_copy, .print = print_copy,
     .verify = verify_memref_operands},
    {OP("test.region_buffer_based",
        MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR, 2, 0, 1),
     .parse = parse_region_buffer_based, .print = print_region_buffer_based,
     .verify = verify_region_buffer_based},
    {OP("test.region_if", MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_RECURSIVE_EFFECTS,
        -1, -1, 3),
     .parse = parse_region_if, .print = print_region_if,
     .verify_regions = verify_region_if},
    {OP("test.region_if_yield", MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE,
        -1, 0, 0),
     .parse = parse_values_colon_types, .print = print_values_colon_types},
    {OP("test.region_yield",
        MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE, 1, 0, 0),
     .parse = parse_values_colon_types, .print = print_values_colon_types},
    {OP("test.reify_bound", 0, 1, 1, 0), .props = k_reify_props,
     .prop_defaults = k_reify_defaults},
    {OP("test.store_with_a_loop_region", MLB_TRAIT_RECURSIVE_EFFECTS, 1, 0, 1),
     .props = k_store_loop_props, .parse = parse_store_loop,
     .print = print_store_loop, .verify = verify_store_loop},
    {OP("test.store_with_a_region_terminator", MLB_TRAIT_TERMINATOR, 0, 0, 0),
     .parse = mlb_parse_attr_dict_only, .print = mlb_print_attr_dict_only},
};

#undef OP

const MlbDialect mlb_dialect_test = {
    .name = "test",
    .ops = k_test_ops,
    .num_ops = MLB_ARRAY_LEN(k_test_ops),
    /* Like upstream's test dialect: ops it does not define are accepted. */
    .allow_unknown_ops = true,
};
