/* affine_parallel.c - affine.parallel.
 *
 * `(%i, %j) = (lbs) to (ubs) (step (s, ...))? (reduce ("kind", ...))?
 * (-> types)? region attr-dict`. Each bound list is written inline over SSA
 * values; `max(...)` / `min(...)` group several results for one induction
 * variable. The parsed bounds become one map per side plus an i32 tensor of
 * group sizes (upstream's parseAffineMapWithMinMax); steps and reductions
 * are arrays of i64. Follows upstream's AffineOps.cpp.
 */
#include "dialects/affine/affine_int.h"

const char *const mlb_affine_parallel_props[] = {
    "lowerBoundsGroups", "lowerBoundsMap", "reductions", "steps",
    "upperBoundsGroups", "upperBoundsMap", NULL};

/* arith::AtomicRMWKind in enum order (the reductions' i64 values). */
static const char *const k_kinds[] = {
    "addf", "addi", "andi",     "assign",  "maximumf", "maxnumf",
    "maxs", "maxu", "minimumf", "minnumf", "mins",     "minu",
    "mulf", "muli", "ori",      "xori",    NULL};

/* dense<[sizes]> : tensor<Nxi32>, through the attribute parser so that a
 * splat is represented as parsed ones are. */
static MlbStatus groups_attr(MlbAsmParser *p, const MlbI64Vec *sizes,
                             MlbAttr **out) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "dense<");
  if (sizes->len)
    mlb_buf_putc(&b, '[');
  for (uint32_t i = 0; i < sizes->len; i++)
    mlb_buf_printf(&b, i ? ", %lld" : "%lld", (long long)sizes->data[i]);
  if (sizes->len)
    mlb_buf_putc(&b, ']');
  mlb_buf_printf(&b, "> : tensor<%uxi32>", sizes->len);
  *out = ctx->parse_attr_hook ? ctx->parse_attr_hook(ctx, mlb_buf_cstr(&b))
                              : NULL;
  mlb_buf_free(&b);
  if (!*out)
    return mlb_parser_error(p, "cannot build bound groups");
  return MLB_SUCCESS;
}

/* One bound list entry: an expression or `kw(expr, ...)`. */
static MlbStatus parse_bound_entry(MlbAsmParser *p, const char *kw,
                                   MlbAffineSsaOperands *o, MlbBuf *text,
                                   MlbI64Vec *sizes) {
  if (text->len)
    mlb_buf_puts(text, ", ");
  if (!mlb_parse_optional_keyword(p, kw)) {
    mlb_vec_push(sizes, 1);
    return mlb_affine_parse_ssa_expr(p, o, text);
  }
  int64_t n = 0;
  MLB_TRY(mlb_parse_punct(p, "("));
  do {
    if (n++)
      mlb_buf_puts(text, ", ");
    MLB_TRY(mlb_affine_parse_ssa_expr(p, o, text));
  } while (mlb_parse_optional_punct(p, ","));
  mlb_vec_push(sizes, n);
  return mlb_parse_punct(p, ")");
}

static MlbStatus bounds_body(MlbAsmParser *p, MlbOpState *st, bool lower,
                             MlbAffineSsaOperands *o, MlbBuf *text,
                             MlbI64Vec *sizes) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *loc = mlb_parser_loc(p), *map = NULL, *groups = NULL;
  MLB_TRY(mlb_parse_punct(p, "("));
  if (!mlb_parse_optional_punct(p, ")")) {
    do
      MLB_TRY(parse_bound_entry(p, lower ? "max" : "min", o, text, sizes));
    while (mlb_parse_optional_punct(p, ","));
    MLB_TRY(mlb_parse_punct(p, ")"));
  }
  MLB_TRY(mlb_affine_map_from_text(p, loc, o->dims.len, o->syms.len,
                                   mlb_buf_cstr(text), &map));
  MLB_TRY(groups_attr(p, sizes, &groups));
  MLB_TRY(mlb_affine_resolve_ssa(p, o, st));
  mlb_opstate_add_prop(
      st, mlb_intern_cstr(ctx, lower ? "lowerBoundsMap" : "upperBoundsMap"),
      map);
  mlb_opstate_add_prop(
      st,
      mlb_intern_cstr(ctx, lower ? "lowerBoundsGroups" : "upperBoundsGroups"),
      groups);
  return MLB_SUCCESS;
}

static MlbStatus parse_bounds(MlbAsmParser *p, MlbOpState *st, bool lower) {
  MlbAffineSsaOperands o;
  MlbBuf text;
  MlbI64Vec sizes = {0};
  memset(&o, 0, sizeof o);
  mlb_buf_init(&text);
  MlbStatus s = bounds_body(p, st, lower, &o, &text, &sizes);
  mlb_affine_ssa_free(&o);
  mlb_buf_free(&text);
  mlb_vec_free(&sizes);
  return s;
}

static MlbAttr *i64_array(MlbContext *ctx, const int64_t *v, uint32_t n) {
  MlbAttr **es = mlb_calloc(n ? n : 1, sizeof *es);
  for (uint32_t i = 0; i < n; i++)
    es[i] = mlb_attr_int(ctx, ctx->t_i64, v[i]);
  MlbAttr *a = mlb_attr_array(ctx, n, es);
  mlb_free(es);
  return a;
}

/* `step (2, 1)`: an SSA-free map whose results must be constants. */
static MlbStatus parse_steps(MlbAsmParser *p, MlbOpState *st, uint32_t nivs) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbI64Vec steps = {0};
  MlbStatus s = MLB_SUCCESS;
  if (mlb_parse_optional_keyword(p, "step")) {
    MlbAffineSsaOperands o;
    MlbAttr *map = NULL;
    memset(&o, 0, sizeof o);
    s = mlb_affine_parse_ssa_map(p, MLB_DELIM_PAREN, &o, &map);
    for (uint32_t i = 0; !s && i < map->u.map.num_results; i++) {
      const MlbAffineExpr *e = map->u.map.results[i];
      if (e->kind != MLB_AFFINE_CONST)
        s = mlb_parser_op_error(p, st->loc, "steps must be constant "
                                            "integers");
      else
        mlb_vec_push(&steps, e->value);
    }
    mlb_affine_ssa_free(&o);
  } else {
    for (uint32_t i = 0; i < nivs; i++)
      mlb_vec_push(&steps, 1);
  }
  if (!s)
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "steps"),
                         i64_array(ctx, steps.data, steps.len));
  mlb_vec_free(&steps);
  return s;
}

/* `reduce ("addf", ...)` */
static MlbStatus parse_reductions(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbI64Vec kinds = {0};
  MlbStatus s = MLB_SUCCESS;
  if (mlb_parse_optional_keyword(p, "reduce")) {
    s = mlb_parse_punct(p, "(");
    while (!s) {
      MlbAttr *loc = mlb_parser_loc(p), *a = NULL;
      s = mlb_parse_attr(p, ctx->t_none, &a);
      if (s)
        break;
      int64_t k = -1;
      for (int64_t i = 0; a->kind == MLB_ATTR_STRING && k_kinds[i]; i++)
        if (strlen(k_kinds[i]) == a->u.str.len &&
            !memcmp(k_kinds[i], a->u.str.data, a->u.str.len))
          k = i;
      if (k < 0) {
        MlbBuf b;
        mlb_buf_init(&b);
        mlb_print_attr(&b, a);
        s = mlb_parser_op_error(p, loc, "invalid reduction value: %s",
                                mlb_buf_cstr(&b));
        mlb_buf_free(&b);
        break;
      }
      mlb_vec_push(&kinds, k);
      if (!mlb_parse_optional_punct(p, ","))
        break;
    }
    if (!s)
      s = mlb_parse_punct(p, ")");
  }
  if (!s)
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "reductions"),
                         i64_array(ctx, kinds.data, kinds.len));
  mlb_vec_free(&kinds);
  return s;
}

static MlbStatus parallel_body(MlbAsmParser *p, MlbOpState *st,
                               MlbRegionArgVec *ivs) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_region_arg_list(p, MLB_DELIM_PAREN, false, ivs));
  for (uint32_t i = 0; i < ivs->len; i++)
    ivs->data[i].type = ctx->t_index;
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(parse_bounds(p, st, true));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(parse_bounds(p, st, false));
  MLB_TRY(parse_steps(p, st, ivs->len));
  MLB_TRY(parse_reductions(p, st));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  MlbRegion *body = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, body);
  MLB_TRY(mlb_parse_region(p, body, ivs->data, ivs->len));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  mlb_ensure_terminator(ctx, body, "affine.yield", st->loc);
  return MLB_SUCCESS;
}

MlbStatus mlb_affine_parse_parallel(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArgVec ivs = {0};
  MlbStatus s = parallel_body(p, st, &ivs);
  mlb_vec_free(&ivs);
  return s;
}

/* ==== Printing ==== */
/* Group sizes of a dense i32 tensor (splat or list); n = element count. */
static int64_t group_size(const MlbAttr *g, uint32_t i) {
  const MlbAttr *e = g->u.dense.splat ? g->u.dense.elements
                                      : g->u.dense.elements->u.array.elems[i];
  return e->kind == MLB_ATTR_INTEGER ? e->u.integer.value : 1;
}

static uint32_t group_count(const MlbAttr *g) {
  if (!g || g->kind != MLB_ATTR_DENSE || g->u.dense.hex)
    return 0;
  int64_t n = mlb_type_num_elements(g->type);
  return n > 0 ? (uint32_t)n : 0;
}

/* printMinMaxBound */
static void print_bounds(MlbAsmPrinter *p, MlbOperation *op, bool lower,
                         uint32_t from, uint32_t *used) {
  MlbAttr *map = mlb_op_get_prop(op, lower ? "lowerBoundsMap"
                                           : "upperBoundsMap");
  MlbAttr *g = mlb_op_get_prop(op, lower ? "lowerBoundsGroups"
                                         : "upperBoundsGroups");
  *used = 0;
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return;
  uint32_t nd = map->u.map.num_dims, ns = map->u.map.num_syms;
  *used = nd + ns;
  if (from + nd + ns > op->num_operands)
    return;
  MlbUse *ops = &op->operands[from];
  uint32_t start = 0, ng = group_count(g);
  for (uint32_t i = 0; i < ng; i++) {
    int64_t size = group_size(g, i);
    if (i)
      mlb_pr(p, ", ");
    if (size == 1 && start < map->u.map.num_results) {
      mlb_affine_print_ssa_expr(p, map->u.map.results[start++], ops, nd,
                                ops + nd, ns);
      continue;
    }
    mlb_prf(p, "%s(", lower ? "max" : "min");
    for (int64_t k = 0; k < size && start < map->u.map.num_results; k++) {
      if (k)
        mlb_pr(p, ", ");
      mlb_affine_print_ssa_expr(p, map->u.map.results[start++], ops, nd,
                                ops + nd, ns);
    }
    mlb_pr(p, ")");
  }
}

static void print_steps_and_reductions(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *steps = mlb_op_get_prop(op, "steps");
  bool all_one = true;
  for (uint32_t i = 0; steps && i < steps->u.array.n; i++)
    all_one = all_one && steps->u.array.elems[i]->u.integer.value == 1;
  if (steps && steps->kind == MLB_ATTR_ARRAY && !all_one) {
    mlb_pr(p, " step (");
    for (uint32_t i = 0; i < steps->u.array.n; i++)
      mlb_prf(p, i ? ", %lld" : "%lld",
              (long long)steps->u.array.elems[i]->u.integer.value);
    mlb_pr(p, ")");
  }
  if (!op->num_results)
    return;
  MlbAttr *red = mlb_op_get_prop(op, "reductions");
  mlb_pr(p, " reduce (");
  for (uint32_t i = 0; red && i < red->u.array.n; i++) {
    int64_t k = red->u.array.elems[i]->u.integer.value;
    mlb_prf(p, "%s\"%s\"", i ? ", " : "",
            k >= 0 && k < 16 ? k_kinds[k] : "?");
  }
  mlb_pr(p, ") -> (");
  mlb_pr_result_types(p, op);
  mlb_pr(p, ")");
}

void mlb_affine_print_parallel(MlbAsmPrinter *p, MlbOperation *op) {
  MlbBlock *body = op->regions[0].first;
  uint32_t nl = 0, nu = 0;
  mlb_pr(p, " (");
  if (body)
    mlb_pr_values(p, body->args, body->num_args);
  mlb_pr(p, ") = (");
  print_bounds(p, op, true, 0, &nl);
  mlb_pr(p, ") to (");
  print_bounds(p, op, false, nl, &nu);
  mlb_pr(p, ")");
  print_steps_and_reductions(p, op);
  mlb_pr_region(p, &op->regions[0], false, op->num_results != 0);
  mlb_pr_attr_dict(p, op, mlb_affine_parallel_props);
}

/* ==== Verification ==== */
static bool int_array(const MlbAttr *a) {
  if (!a || a->kind != MLB_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->u.array.n; i++)
    if (a->u.array.elems[i]->kind != MLB_ATTR_INTEGER)
      return false;
  return true;
}

static MlbStatus verify_groups(MlbContext *ctx, MlbOperation *op, bool lower,
                               uint32_t nivs) {
  MlbAttr *map = mlb_op_get_prop(op, lower ? "lowerBoundsMap"
                                           : "upperBoundsMap");
  MlbAttr *g = mlb_op_get_prop(op, lower ? "lowerBoundsGroups"
                                         : "upperBoundsGroups");
  const char *which = lower ? "lower" : "upper";
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP || !g ||
      g->kind != MLB_ATTR_DENSE)
    return mlb_op_emit_error(ctx, op, "requires %s bounds map and groups",
                             which);
  uint32_t ng = group_count(g);
  if (ng != nivs)
    return mlb_op_emit_error(ctx, op, "the number of region arguments (%u) "
                                      "and the number of map groups for %s "
                                      "bounds (%u) don't match",
                             nivs, which, ng);
  int64_t total = 0;
  for (uint32_t i = 0; i < ng; i++)
    total += group_size(g, i);
  if (total != (int64_t)map->u.map.num_results)
    return mlb_op_emit_error(ctx, op, "expected %s bound map to have %lld "
                                      "results",
                             which, (long long)total);
  return MLB_SUCCESS;
}

MlbStatus mlb_affine_verify_parallel(MlbContext *ctx, MlbOperation *op) {
  MlbBlock *body = op->regions[0].first;
  uint32_t nivs = body ? body->num_args : 0;
  MlbAttr *steps = mlb_op_get_prop(op, "steps");
  MlbAttr *red = mlb_op_get_prop(op, "reductions");
  if (!int_array(steps) || !int_array(red))
    return mlb_op_emit_error(ctx, op, "requires 'steps' and 'reductions' "
                                      "attributes");
  if (steps->u.array.n != nivs)
    return mlb_op_emit_error(ctx, op, "region argument count and num results "
                                      "of upper bounds, lower bounds, and "
                                      "steps must all match");
  MLB_TRY(verify_groups(ctx, op, true, nivs));
  MLB_TRY(verify_groups(ctx, op, false, nivs));
  if (red->u.array.n != op->num_results)
    return mlb_op_emit_error(ctx, op, "a reduction must be specified for "
                                      "each output");
  return MLB_SUCCESS;
}
