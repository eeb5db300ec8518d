/* affine_loops.c - affine.for.
 *
 * Bounds are a constant, a single SSA value (a symbol identity map) or
 * `min`/`max` + map + `(dims)[symbols]`; the step is an index attribute
 * (default 1); `iter_args(%a = %x) -> (types)` carries values. Follows
 * upstream's AffineOps.cpp. affine.parallel is in affine_parallel.c.
 */
#include "dialects/affine/affine_int.h"

const char *const mlb_affine_for_props[] = {
    "lowerBoundMap", "operandSegmentSizes", "step", "upperBoundMap", NULL};

/* ==== affine.for ==== */
static MlbAttr *const_map(MlbContext *ctx, int64_t v) {
  MlbAffineExpr *e = mlb_affine_const(ctx, v);
  return mlb_attr_affine_map(ctx, 0, 0, 1, &e);
}

/* The map bound after the attribute: `(dims)[syms]` with count checks. */
static MlbStatus parse_map_bound(MlbAsmParser *p, MlbOpState *st,
                                 MlbAttr *map, MlbAttr *loc, bool lower,
                                 bool minmax) {
  uint32_t before = st->operands.len, nd = 0;
  MLB_TRY(mlb_affine_parse_dim_sym_list(p, st, &nd));
  if (map->u.map.num_dims != nd)
    return mlb_parser_op_error(p, st->loc, "dim operand count and affine map "
                                           "dim count must match");
  if (nd + map->u.map.num_syms != st->operands.len - before)
    return mlb_parser_op_error(p, st->loc, "symbol operand count and affine "
                                           "map symbol count must match");
  if (map->u.map.num_results > 1 && !minmax)
    return mlb_parser_op_error(
        p, loc,
        lower ? "lower loop bound affine map with multiple results requires "
                "'max' prefix"
              : "upper loop bound affine map with multiple results requires "
                "'min' prefix");
  return MLB_SUCCESS;
}

static MlbStatus parse_bound(MlbAsmParser *p, MlbOpState *st, bool lower) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *name = lower ? "lowerBoundMap" : "upperBoundMap";
  bool minmax = mlb_parse_optional_keyword(p, lower ? "max" : "min");
  MlbUnresolvedVec ops = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s && ops.len > 1)
    s = mlb_parser_op_error(p, st->loc, "expected only one loop bound "
                                        "operand");
  if (!s && ops.len == 1) {
    s = mlb_resolve_operand(p, &ops.data[0], ctx->t_index, st);
    MlbAffineExpr *e = mlb_affine_sym(ctx, 0);
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, name),
                         mlb_attr_affine_map(ctx, 0, 1, 1, &e));
  }
  bool had_operand = ops.len != 0;
  mlb_vec_free(&ops);
  if (s || had_operand)
    return s;
  MlbAttr *a = NULL, *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, ctx->t_index, &a));
  if (a->kind == MLB_ATTR_INTEGER) {
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, name),
                         const_map(ctx, a->u.integer.value));
    return MLB_SUCCESS;
  }
  if (a->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_parser_op_error(p, st->loc, "expected valid affine map "
                                           "representation for loop bounds");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, name), a);
  return parse_map_bound(p, st, a, loc, lower, minmax);
}

static MlbStatus parse_step(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *step = mlb_attr_int(ctx, ctx->t_index, 1);
  if (mlb_parse_optional_keyword(p, "step")) {
    MlbAttr *loc = mlb_parser_loc(p);
    MLB_TRY(mlb_parse_attr(p, ctx->t_index, &step));
    if (step->kind != MLB_ATTR_INTEGER)
      return mlb_parser_error_at(p, loc, "invalid kind of attribute "
                                         "specified");
    if (step->u.integer.value < 0)
      return mlb_parser_op_error(p, loc, "expected step to be representable "
                                         "as a positive signed integer");
  }
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "step"), step);
  return MLB_SUCCESS;
}

static MlbStatus for_body(MlbAsmParser *p, MlbOpState *st,
                          MlbRegionArgVec *args, MlbUnresolvedVec *inits) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbRegionArg iv;
  memset(&iv, 0, sizeof iv);
  MLB_TRY(mlb_parse_region_arg(p, &iv));
  iv.type = ctx->t_index;
  mlb_vec_push(args, iv);
  MLB_TRY(mlb_parse_punct(p, "="));
  uint32_t n0 = st->operands.len;
  MLB_TRY(parse_bound(p, st, true));
  uint32_t n1 = st->operands.len;
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(parse_bound(p, st, false));
  uint32_t n2 = st->operands.len;
  MLB_TRY(parse_step(p, st));
  if (mlb_parse_optional_keyword(p, "iter_args")) {
    MlbStatus s = mlb_parse_punct(p, "(");
    if (!s && !mlb_parse_optional_punct(p, ")")) {
      do {
        MlbRegionArg a;
        MlbUnresolved u;
        memset(&a, 0, sizeof a);
        s = mlb_parse_region_arg(p, &a);
        if (!s)
          s = mlb_parse_punct(p, "=");
        if (!s)
          s = mlb_parse_operand(p, &u);
        if (!s) {
          mlb_vec_push(args, a);
          mlb_vec_push(inits, u);
        }
      } while (!s && mlb_parse_optional_punct(p, ","));
      if (!s)
        s = mlb_parse_punct(p, ")");
    }
    MLB_TRY(s);
    MLB_TRY(mlb_parse_punct(p, "->"));
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
    for (uint32_t i = 0; i < inits->len && i < st->result_types.len; i++) {
      args->data[i + 1].type = st->result_types.data[i];
      MLB_TRY(mlb_resolve_operand(p, &inits->data[i],
                                  st->result_types.data[i], st));
    }
  }
  int64_t seg[3] = {n1 - n0, n2 - n1, inits->len};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
  if (args->len != st->result_types.len + 1)
    return mlb_parser_op_error(p, st->loc, "mismatch between the number of "
                                           "loop-carried values and results");
  MlbRegion *body = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, body);
  MLB_TRY(mlb_parse_region(p, body, args->data, args->len));
  mlb_ensure_terminator(ctx, body, "affine.yield", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

MlbStatus mlb_affine_parse_for(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArgVec args = {0};
  MlbUnresolvedVec inits = {0};
  MlbStatus s = for_body(p, st, &args, &inits);
  mlb_vec_free(&args);
  mlb_vec_free(&inits);
  return s;
}

/* printBound: a constant, a lone symbol operand, or `min`/`max` + map +
 * operand lists. */
static void print_bound(MlbAsmPrinter *p, MlbAttr *map, MlbUse *ops,
                        uint32_t n, const char *prefix) {
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return;
  uint32_t nd = map->u.map.num_dims, ns = map->u.map.num_syms;
  if (map->u.map.num_results == 1) {
    const MlbAffineExpr *e = map->u.map.results[0];
    if (nd == 0 && ns == 0 && e->kind == MLB_AFFINE_CONST) {
      mlb_prf(p, "%lld", (long long)e->value);
      return;
    }
    if (nd == 0 && ns == 1 && e->kind == MLB_AFFINE_SYMBOL && n == 1) {
      mlb_pr_operand(p, ops[0].value);
      return;
    }
  } else {
    mlb_prf(p, "%s ", prefix);
  }
  mlb_pr_attr(p, map);
  mlb_affine_print_dim_sym_list(p, ops, n, nd);
}

void mlb_affine_print_for(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"lowerBoundMap", "upperBoundMap", "step",
                                   "operandSegmentSizes", NULL};
  uint32_t ls = 0, ln = 0, us = 0, un = 0, is = 0, in = 0;
  mlb_op_operand_segment(op, 0, &ls, &ln);
  mlb_op_operand_segment(op, 1, &us, &un);
  mlb_op_operand_segment(op, 2, &is, &in);
  MlbBlock *body = op->regions[0].first;
  mlb_pr(p, " ");
  if (body && body->num_args)
    mlb_pr_region_arg(p, body->args[0], false);
  mlb_pr(p, " = ");
  print_bound(p, mlb_op_get_prop(op, "lowerBoundMap"), &op->operands[ls], ln,
              "max");
  mlb_pr(p, " to ");
  print_bound(p, mlb_op_get_prop(op, "upperBoundMap"), &op->operands[us], un,
              "min");
  MlbAttr *step = mlb_op_get_prop(op, "step");
  if (step && step->kind == MLB_ATTR_INTEGER && step->u.integer.value != 1)
    mlb_prf(p, " step %lld", (long long)step->u.integer.value);
  if (in && body && body->num_args == in + 1) {
    mlb_pr(p, " iter_args(");
    for (uint32_t i = 0; i < in; i++) {
      if (i)
        mlb_pr(p, ", ");
      mlb_pr_operand(p, body->args[i + 1]);
      mlb_pr(p, " = ");
      mlb_pr_operand(p, op->operands[is + i].value);
    }
    mlb_pr(p, ") -> (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_region(p, &op->regions[0], false, in != 0);
  mlb_pr_attr_dict(p, op, el);
}

MlbStatus mlb_affine_verify_for(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 3));
  uint32_t is = 0, in = 0;
  mlb_op_operand_segment(op, 2, &is, &in);
  MlbAttr *lb = mlb_op_get_prop(op, "lowerBoundMap");
  MlbAttr *ub = mlb_op_get_prop(op, "upperBoundMap");
  if (!lb || lb->kind != MLB_ATTR_AFFINE_MAP || !ub ||
      ub->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_op_emit_error(ctx, op, "requires attribute 'lowerBoundMap'");
  MlbBlock *body = op->regions[0].first;
  if (!body || body->num_args == 0 ||
      body->args[0]->type->kind != MLB_TYPE_INDEX)
    return mlb_op_emit_error(ctx, op, "expected body to have a single index "
                                      "argument for the induction variable");
  if (in != op->num_results)
    return mlb_op_emit_error(ctx, op, "mismatch between the number of loop-"
                                      "carried values and results");
  if (body->num_args != in + 1)
    return mlb_op_emit_error(ctx, op, "mismatch between the number of basic "
                                      "block args and results");
  return MLB_SUCCESS;
}
