/* shard_ops.c - the shard dialect ops that bufferization tests use:
 * shard.grid, shard.sharding and shard.shard.
 *
 * Syntax follows upstream's ShardOps.td: `shard.grid @g(shape = 2x?x4)`
 * (a dimension list), `shard.sharding @g split_axes = [[0], []]
 * (halo_sizes = [..])? (sharded_dims_offsets = [..])? : !shard.sharding`
 * and `shard.shard %v to %s (annotate_for_users)? : type`. The split axes
 * are stored as the dialect attribute `#shard<axisarray[[0], []]>`.
 */
#include "dialects/common.h"

#include <ctype.h>
#include <stdlib.h>

static const char *const k_sharding_type = "!shard.sharding";

/* ==== shard.grid ==== */
/* The rest of a dimension list after a dimension: the lexer reads `4x3`
 * as `4` then the identifier `x3`, and `4x?` as `4`, `x`, `?`. */
static MlbStatus parse_dims_tail(MlbAsmParser *p, MlbI64Vec *dims,
                                 bool *more) {
  const char *kw = NULL;
  MlbAttr *loc = mlb_parser_loc(p);
  *more = false;
  if (!mlb_parser_at_keyword(p, "x")) {
    MlbParserMark m;
    mlb_parser_mark(p, &m);
    if (!mlb_parse_optional_any_keyword(p, &kw))
      return MLB_SUCCESS;
    if (kw[0] != 'x') {
      mlb_parser_rewind(p, &m);
      return MLB_SUCCESS;
    }
  } else {
    MLB_TRY(mlb_parse_any_keyword(p, &kw));
  }
  const char *s = kw;
  while (*s == 'x') {
    s++;
    if (!*s) {
      *more = true; /* a '?' or integer token follows */
      return MLB_SUCCESS;
    }
    if (!isdigit((unsigned char)*s))
      return mlb_parser_error_at(p, loc, "expected dimension size");
    mlb_vec_push(dims, strtoll(s, (char **)&s, 10));
  }
  if (*s)
    return mlb_parser_error_at(p, loc, "expected 'x' in dimension list");
  return MLB_SUCCESS;
}

static MlbStatus parse_dim_list(MlbAsmParser *p, MlbI64Vec *dims) {
  for (;;) {
    int64_t v = 0;
    if (mlb_parse_optional_punct(p, "?"))
      v = MLB_DYNAMIC;
    else if (mlb_parser_at_integer(p))
      MLB_TRY(mlb_parse_integer(p, &v));
    else
      return mlb_parser_error(p, "expected dimension size");
    mlb_vec_push(dims, v);
    bool more = false;
    MLB_TRY(parse_dims_tail(p, dims, &more));
    if (!more)
      return MLB_SUCCESS;
  }
}

static MlbStatus parse_grid(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *name = NULL;
  MlbI64Vec dims = {0};
  MLB_TRY(mlb_parse_symbol_name(p, &name));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_name"),
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_keyword(p, "shape"));
  MLB_TRY(mlb_parse_punct(p, "="));
  MlbStatus s = parse_dim_list(p, &dims);
  if (!s)
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "shape"),
                         mlb_attr_dense_i64_array(ctx, dims.len, dims.data));
  mlb_vec_free(&dims);
  MLB_TRY(s);
  MLB_TRY(mlb_parse_punct(p, ")"));
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_grid(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"sym_name", "shape", NULL};
  MlbAttr *name = mlb_op_get_prop(op, "sym_name");
  MlbAttr *shape = mlb_op_get_prop(op, "shape");
  mlb_pr(p, " ");
  if (name && name->kind == MLB_ATTR_STRING) {
    char *n = mlb_strndup(name->u.str.data, name->u.str.len);
    mlb_pr_symbol_name(p, n);
    mlb_free(n);
  }
  mlb_pr(p, "(shape = ");
  for (uint32_t i = 0; shape && shape->kind == MLB_ATTR_DENSE_ARRAY &&
                       i < shape->u.darray.n;
       i++) {
    int64_t d = shape->u.darray.ivals[i];
    if (i)
      mlb_pr(p, "x");
    if (d == MLB_DYNAMIC)
      mlb_pr(p, "?");
    else
      mlb_prf(p, "%lld", (long long)d);
  }
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, el);
}

static MlbStatus verify_grid(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_symbol(ctx, op, false));
  MlbAttr *shape = mlb_op_get_prop(op, "shape");
  if (!shape || shape->kind != MLB_ATTR_DENSE_ARRAY || !shape->u.darray.n)
    return mlb_op_emit_error(ctx, op, "rank of grid is expected to be a "
                                      "positive integer");
  for (uint32_t i = 0; i < shape->u.darray.n; i++) {
    int64_t d = shape->u.darray.ivals[i];
    if (d < 0 && d != MLB_DYNAMIC)
      return mlb_op_emit_error(ctx, op, "dimension size of a grid is "
                                        "expected to be non-negative or "
                                        "dynamic");
  }
  return MLB_SUCCESS;
}

/* ==== shard.sharding ==== */
/* `[[0, 1], []]` -> #shard<axisarray[[0, 1], []]> */
static MlbStatus parse_axes_inner(MlbAsmParser *p, MlbBuf *b) {
  MlbI64Vec axes = {0};
  MlbStatus s = mlb_parse_i64_list(p, &axes);
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; !s && i < axes.len; i++)
    mlb_buf_printf(b, "%s%lld", i ? ", " : "", (long long)axes.data[i]);
  mlb_buf_putc(b, ']');
  mlb_vec_free(&axes);
  return s;
}

static MlbStatus parse_split_axes(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "#shard<axisarray[");
  MlbStatus s = mlb_parse_punct(p, "[");
  if (!s && !mlb_parse_optional_punct(p, "]")) {
    int n = 0;
    do {
      if (n++)
        mlb_buf_puts(&b, ", ");
      s = parse_axes_inner(p, &b);
    } while (!s && mlb_parse_optional_punct(p, ","));
    if (!s)
      s = mlb_parse_punct(p, "]");
  }
  mlb_buf_puts(&b, "]>");
  if (!s)
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "split_axes"),
                         mlb_attr_opaque(ctx, b.data, b.len));
  mlb_buf_free(&b);
  return s;
}

/* `kw = [a, %b, ...]`: statics into `prop`, values appended to `dyn`. */
static MlbStatus parse_index_clause(MlbAsmParser *p, MlbOpState *st,
                                    const char *kw, const char *prop,
                                    MlbUnresolvedVec *dyn) {
  if (!mlb_parse_optional_keyword(p, kw))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parse_punct(p, "="));
  return mlb_parse_mixed_index_list(p, st, prop, dyn);
}

static MlbStatus sharding_body(MlbAsmParser *p, MlbOpState *st,
                               MlbUnresolvedVec *halo, MlbUnresolvedVec *offs) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *grid = NULL;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_flat_symbol_ref(p, &grid));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "grid"), grid);
  MLB_TRY(mlb_parse_keyword(p, "split_axes"));
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(parse_split_axes(p, st));
  MLB_TRY(parse_index_clause(p, st, "halo_sizes", "static_halo_sizes", halo));
  MLB_TRY(parse_index_clause(p, st, "sharded_dims_offsets",
                             "static_sharded_dims_offsets", offs));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operands_same(p, halo->data, halo->len, ctx->t_i64, st));
  MLB_TRY(mlb_resolve_operands_same(p, offs->data, offs->len, ctx->t_i64, st));
  int64_t seg[2] = {halo->len, offs->len};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 2);
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static MlbStatus parse_sharding(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec halo = {0}, offs = {0};
  MlbStatus s = sharding_body(p, st, &halo, &offs);
  mlb_vec_free(&halo);
  mlb_vec_free(&offs);
  return s;
}

static void print_index_clause(MlbAsmPrinter *p, MlbOperation *op,
                               const char *kw, const char *prop,
                               uint32_t seg) {
  uint32_t s = 0, n = 0;
  MlbAttr *statics = mlb_op_get_prop(op, prop);
  mlb_op_operand_segment(op, seg, &s, &n);
  bool has = n || (statics && statics->kind == MLB_ATTR_DENSE_ARRAY &&
                   statics->u.darray.n);
  if (!has)
    return;
  mlb_prf(p, " %s = ", kw);
  mlb_pr_dynamic_index_list(p, &op->operands[s], n, statics, MLB_DELIM_SQUARE);
}

static void print_sharding(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {
      "grid", "split_axes", "static_halo_sizes",
      "static_sharded_dims_offsets", "operandSegmentSizes", NULL};
  MlbAttr *grid = mlb_op_get_prop(op, "grid");
  MlbAttr *axes = mlb_op_get_prop(op, "split_axes");
  mlb_pr(p, " ");
  if (grid)
    mlb_pr_attr(p, grid);
  mlb_pr(p, " split_axes = ");
  const char *prefix = "#shard<axisarray";
  if (axes && axes->kind == MLB_ATTR_OPAQUE &&
      !strncmp(axes->u.opaque.text, prefix, strlen(prefix))) {
    const char *t = axes->u.opaque.text + strlen(prefix);
    mlb_prf(p, "%.*s", (int)(strlen(t) - 1), t);
  } else if (axes) {
    mlb_pr_attr(p, axes);
  }
  print_index_clause(p, op, "halo_sizes", "static_halo_sizes", 0);
  print_index_clause(p, op, "sharded_dims_offsets",
                     "static_sharded_dims_offsets", 1);
  mlb_pr_attr_dict(p, op, el);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static bool is_sharding_type(const MlbType *t) {
  return t->kind == MLB_TYPE_OPAQUE && !strcmp(t->u.opaque.text,
                                               k_sharding_type);
}

/* split_axes, kept as text (#shard<axisarray[[0, 1], []]>): every grid
 * axis non-negative and named once over all tensor dimensions, in
 * upstream's words. Past 64 axes duplicates are not looked for (a grid
 * has a handful). */
static MlbStatus verify_split_axes(MlbContext *ctx, MlbOperation *op,
                                   const MlbAttr *axes) {
  if (axes->kind != MLB_ATTR_OPAQUE)
    return MLB_SUCCESS;
  const char *t = strchr(axes->u.opaque.text, '[');
  long long seen[64];
  uint32_t n = 0;
  while (t && *t) {
    if (*t != '-' && !isdigit((unsigned char)*t)) {
      t++;
      continue;
    }
    char *end = NULL;
    long long v = strtoll(t, &end, 10);
    t = end;
    if (v < 0)
      return mlb_plain_error(ctx, op, "grid axis is expected to be "
                                      "non-negative");
    for (uint32_t i = 0; i < n; i++)
      if (seen[i] == v)
        return mlb_plain_error(ctx, op, "grid axis duplicated");
    if (n < MLB_ARRAY_LEN(seen))
      seen[n++] = v;
  }
  return MLB_SUCCESS;
}

static MlbStatus verify_sharding(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 2));
  MlbAttr *grid = mlb_op_get_prop(op, "grid");
  if (!grid || grid->kind != MLB_ATTR_SYMREF)
    return mlb_op_emit_error(ctx, op, "requires attribute 'grid'");
  MlbAttr *axes = mlb_op_get_prop(op, "split_axes");
  if (!axes)
    return mlb_op_emit_error(ctx, op, "requires attribute 'split_axes'");
  if (!is_sharding_type(op->results[0].type))
    return mlb_op_emit_error(ctx, op, "result #0 must be sharding definition");
  return verify_split_axes(ctx, op, axes);
}

/* ==== shard.shard ==== */
static MlbStatus parse_shard(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved src, sh;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_operand(p, &sh));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "annotate_for_users",
                                       "annotate_for_users"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operand(p, &src, t, st));
  MLB_TRY(mlb_resolve_operand(
      p, &sh,
      mlb_type_opaque(ctx, k_sharding_type, strlen(k_sharding_type)), st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_shard(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"annotate_for_users", NULL};
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " to ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_print_optional_unit_prop(p, op, "annotate_for_users",
                               "annotate_for_users");
  mlb_pr_attr_dict(p, op, el);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static MlbStatus verify_shard(MlbContext *ctx, MlbOperation *op) {
  if (mlb_op_operand(op, 0)->type != op->results[0].type)
    return mlb_op_emit_error(ctx, op, "failed to verify that all of {src, "
                                      "result} have same type");
  if (!is_sharding_type(mlb_op_operand(op, 1)->type))
    return mlb_op_emit_error(ctx, op, "operand #1 must be sharding "
                                      "definition");
  return MLB_SUCCESS;
}

/* ==== Op table ==== */
static const char *const k_grid_props[] = {"shape", "sym_name", NULL};
static const char *const k_sharding_props[] = {
    "grid", "operandSegmentSizes", "split_axes", "static_halo_sizes",
    "static_sharded_dims_offsets", NULL};
static const MlbPropDefault k_sharding_defaults[] = {
    {"static_halo_sizes", "array<i64>"},
    {"static_sharded_dims_offsets", "array<i64>"},
    {NULL, NULL}};
static const char *const k_shard_props[] = {"annotate_for_users", NULL};

static const MlbOpDesc k_shard_ops[] = {
    {.name = "shard.grid", .traits = MLB_TRAIT_SYMBOL, .num_operands = 0,
     .num_results = 0, .props = k_grid_props, .parse = parse_grid,
     .print = print_grid, .verify = verify_grid},
    {.name = "shard.shard", .traits = MLB_TRAIT_PURE, .num_operands = 2,
     .num_results = 1, .props = k_shard_props, .parse = parse_shard,
     .print = print_shard, .verify = verify_shard,
     .result_name = "sharding_annotated"},
    {.name = "shard.sharding",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = 1, .props = k_sharding_props,
     .prop_defaults = k_sharding_defaults, .parse = parse_sharding,
     .print = print_sharding, .verify = verify_sharding,
     .result_name = "sharding"},
};

const MlbDialect mlb_dialect_shard = {
    .name = "shard",
    .ops = k_shard_ops,
    .num_ops = MLB_ARRAY_LEN(k_shard_ops),
};
