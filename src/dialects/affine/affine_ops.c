/* affine_ops.c - the affine dialect: op table, affine.if, affine.yield,
 * load/store and apply/min/max.
 *
 * Syntax follows upstream's AffineOps.cpp: maps of load/store are written
 * inline over SSA values (affine_ssa.c), apply/min/max print their map
 * attribute followed by `(dims)[symbols]`. The loops are in affine_loops.c.
 */
#include "dialects/affine/affine_int.h"

static const char *const k_map_elided[] = {"map", NULL};

/* ==== affine.if ==== */
static MlbStatus parse_if(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *set = NULL, *loc = mlb_parser_loc(p);
  uint32_t nd = 0;
  MLB_TRY(mlb_parse_attr(p, NULL, &set));
  if (set->kind != MLB_ATTR_INTEGER_SET)
    return mlb_parser_error_at(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "condition"), set);
  MLB_TRY(mlb_affine_parse_dim_sym_list(p, st, &nd));
  if (set->u.set.num_dims != nd)
    return mlb_parser_op_error(p, st->loc,
                               "dim operand count and integer "
                               "set dim count must match");
  if (nd + set->u.set.num_syms != st->operands.len)
    return mlb_parser_op_error(p, st->loc,
                               "symbol operand count and integer "
                               "set symbol count must match");
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  MlbRegion *then_r = mlb_region_new(ctx), *else_r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, then_r);
  mlb_vec_push(&st->regions, else_r);
  MLB_TRY(mlb_parse_region(p, then_r, NULL, 0));
  mlb_ensure_terminator(ctx, then_r, "affine.yield", st->loc);
  if (mlb_parse_optional_keyword(p, "else")) {
    MLB_TRY(mlb_parse_region(p, else_r, NULL, 0));
    mlb_ensure_terminator(ctx, else_r, "affine.yield", st->loc);
  }
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_if(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"condition", NULL};
  MlbAttr *set = mlb_op_get_prop(op, "condition");
  bool terms = op->num_results != 0;
  uint32_t nd =
      set && set->kind == MLB_ATTR_INTEGER_SET ? set->u.set.num_dims : 0;
  mlb_pr(p, " ");
  if (set)
    mlb_pr_attr(p, set);
  mlb_affine_print_dim_sym_list(p, op->operands, op->num_operands, nd);
  mlb_print_optional_result_arrow(p, op);
  mlb_pr_region(p, &op->regions[0], false, terms);
  if (!mlb_region_empty(&op->regions[1])) {
    mlb_pr(p, " else");
    mlb_pr_region(p, &op->regions[1], false, terms);
  }
  mlb_pr_attr_dict(p, op, el);
}

static MlbStatus verify_if(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *set = mlb_op_get_prop(op, "condition");
  if (!set || set->kind != MLB_ATTR_INTEGER_SET)
    return mlb_op_emit_error(ctx, op,
                             "requires an integer set attribute "
                             "named 'condition'");
  if (op->num_operands != set->u.set.num_dims + set->u.set.num_syms)
    return mlb_op_emit_error(ctx, op,
                             "operand count and condition integer "
                             "set dimension and symbol count must "
                             "match");
  if (op->num_results && mlb_region_empty(&op->regions[1]))
    return mlb_op_emit_error(ctx, op,
                             "must have an else block if defining "
                             "values");
  return MLB_SUCCESS;
}

/* ==== affine.yield ==== */
static MlbStatus verify_yield(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par ||
      (strcmp(par->name, "affine.for") && strcmp(par->name, "affine.if") &&
       strcmp(par->name, "affine.parallel")))
    return mlb_op_emit_error(ctx, op,
                             "expects parent op to be one of "
                             "'affine.for, affine.if, "
                             "affine.parallel'");
  if (op->num_operands != par->num_results)
    return mlb_op_emit_error(ctx, op,
                             "parent of yield must have same number "
                             "of results as the yield operands");
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type != par->results[i].type)
      return mlb_op_emit_error(ctx, op,
                               "types mismatch between yield op and "
                               "its parent");
  return MLB_SUCCESS;
}

/* ==== load / store ==== */
static MlbStatus parse_memref_type(MlbAsmParser *p, MlbType **t) {
  MLB_TRY(mlb_parse_punct(p, ":"));
  return mlb_parse_type_of_kind(p, MLB_TYPE_MEMREF, "memref", t);
}

static MlbStatus access_body(MlbAsmParser *p, MlbOpState *st, bool store,
                             MlbAffineSsaOperands *o) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved val, mem;
  MlbAttr *map = NULL;
  MlbType *t = NULL;
  if (store) {
    MLB_TRY(mlb_parse_operand(p, &val));
    MLB_TRY(mlb_parse_punct(p, ","));
  }
  MLB_TRY(mlb_parse_operand(p, &mem));
  MLB_TRY(mlb_affine_parse_ssa_map(p, MLB_DELIM_SQUARE, o, &map));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "map"), map);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(parse_memref_type(p, &t));
  if (store)
    MLB_TRY(mlb_resolve_operand(p, &val, t->u.shaped.elt, st));
  MLB_TRY(mlb_resolve_operand(p, &mem, t, st));
  MLB_TRY(mlb_affine_resolve_ssa(p, o, st));
  if (!store)
    mlb_vec_push(&st->result_types, t->u.shaped.elt);
  return MLB_SUCCESS;
}

static MlbStatus parse_access(MlbAsmParser *p, MlbOpState *st, bool store) {
  MlbAffineSsaOperands o;
  memset(&o, 0, sizeof o);
  MlbStatus s = access_body(p, st, store, &o);
  mlb_affine_ssa_free(&o);
  return s;
}

static MlbStatus parse_load(MlbAsmParser *p, MlbOpState *st) {
  return parse_access(p, st, false);
}

static MlbStatus parse_store(MlbAsmParser *p, MlbOpState *st) {
  return parse_access(p, st, true);
}

/* ` %mem[map over operands from `first`] attrs : type` */
static void print_access(MlbAsmPrinter *p, MlbOperation *op, uint32_t mem) {
  mlb_pr(p, " ");
  if (mem) {
    mlb_pr_operand(p, mlb_op_operand(op, 0));
    mlb_pr(p, ", ");
  }
  mlb_pr_operand(p, mlb_op_operand(op, mem));
  mlb_pr(p, "[");
  mlb_affine_print_ssa_map(p, mlb_op_get_prop(op, "map"),
                           &op->operands[mem + 1], op->num_operands - mem - 1);
  mlb_pr(p, "]");
  mlb_pr_attr_dict(p, op, k_map_elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, mem)->type);
}

static void print_load(MlbAsmPrinter *p, MlbOperation *op) {
  print_access(p, op, 0);
}

static void print_store(MlbAsmPrinter *p, MlbOperation *op) {
  print_access(p, op, 1);
}

/* upstream's verifyMemoryOpIndexing */
static MlbStatus verify_access(MlbContext *ctx, MlbOperation *op,
                               uint32_t mem) {
  MlbType *t = mlb_op_operand(op, mem)->type;
  MlbAttr *map = mlb_op_get_prop(op, "map");
  if (t->kind != MLB_TYPE_MEMREF)
    return mlb_op_emit_error(ctx, op,
                             "operand #%u must be memref of any "
                             "type values",
                             mem);
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_op_emit_error(ctx, op, "requires attribute 'map'");
  if (map->u.map.num_results != t->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "affine map num results must equal "
                             "memref rank");
  if (map->u.map.num_dims + map->u.map.num_syms != op->num_operands - mem - 1)
    return mlb_op_emit_error(ctx, op,
                             "expects as many subscripts as affine "
                             "map inputs");
  return MLB_SUCCESS;
}

static MlbStatus verify_load(MlbContext *ctx, MlbOperation *op) {
  return verify_access(ctx, op, 0);
}

static MlbStatus verify_store(MlbContext *ctx, MlbOperation *op) {
  return verify_access(ctx, op, 1);
}

/* ==== apply / min / max: `#map(dims)[syms] attr-dict` ==== */
static MlbStatus parse_map_op(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *map = NULL, *loc = mlb_parser_loc(p);
  uint32_t nd = 0;
  MLB_TRY(mlb_parse_attr(p, NULL, &map));
  if (map->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_parser_error_at(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "map"), map);
  MLB_TRY(mlb_affine_parse_dim_sym_list(p, st, &nd));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  if (map->u.map.num_dims != nd || nd + map->u.map.num_syms != st->operands.len)
    return mlb_parser_op_error(p, st->loc,
                               "dimension or symbol index "
                               "mismatch");
  bool apply = !strcmp(st->name, "affine.apply");
  uint32_t nres = apply ? map->u.map.num_results : 1;
  for (uint32_t i = 0; i < nres; i++)
    mlb_vec_push(&st->result_types, ctx->t_index);
  return MLB_SUCCESS;
}

static void print_map_op(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *map = mlb_op_get_prop(op, "map");
  uint32_t nd =
      map && map->kind == MLB_ATTR_AFFINE_MAP ? map->u.map.num_dims : 0;
  mlb_pr(p, " ");
  if (map)
    mlb_pr_attr(p, map);
  mlb_affine_print_dim_sym_list(p, op->operands, op->num_operands, nd);
  mlb_pr_attr_dict(p, op, k_map_elided);
}

static MlbStatus verify_map_op(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *map = mlb_op_get_prop(op, "map");
  bool apply = !strcmp(op->name, "affine.apply");
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_op_emit_error(ctx, op, "requires attribute 'map'");
  if (op->num_operands != map->u.map.num_dims + map->u.map.num_syms)
    return mlb_op_emit_error(ctx, op,
                             "operand count and affine map "
                             "dimension and symbol count must "
                             "match");
  if (apply && map->u.map.num_results != 1)
    return mlb_op_emit_error(ctx, op, "mapping must produce one value");
  if (!apply && map->u.map.num_results == 0)
    return mlb_op_emit_error(ctx, op,
                             "affine map expect at least one "
                             "result");
  return mlb_verify_all_operands(ctx, op, mlb_pred_index, "index");
}

/* ==== Op table ==== */
static const char *const k_map_props[] = {"map", NULL};
static const char *const k_if_props[] = {"condition", NULL};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

#define REGION_TRAITS                                                          \
  (MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR |                    \
   MLB_TRAIT_RECURSIVE_EFFECTS)

static const MlbOpDesc k_affine_ops[] = {
    {OP("affine.apply", MLB_TRAIT_PURE, -1, 1, 0), .props = k_map_props,
     .parse = parse_map_op, .print = print_map_op, .verify = verify_map_op},
    {OP("affine.for",
        REGION_TRAITS | MLB_TRAIT_ATTR_SIZED_OPERANDS |
            MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE | MLB_TRAIT_LOOP_LIKE,
        -1, -1, 1),
     .props = mlb_affine_for_props, .parse = mlb_affine_parse_for,
     .print = mlb_affine_print_for, .verify = mlb_affine_verify_for},
    {OP("affine.if", REGION_TRAITS, -1, -1, 2), .props = k_if_props,
     .parse = parse_if, .print = print_if, .verify = verify_if},
    {OP("affine.load", 0, -1, 1, 0), .props = k_map_props, .parse = parse_load,
     .print = print_load, .verify = verify_load},
    {OP("affine.max", MLB_TRAIT_PURE, -1, 1, 0), .props = k_map_props,
     .parse = parse_map_op, .print = print_map_op, .verify = verify_map_op},
    {OP("affine.min", MLB_TRAIT_PURE, -1, 1, 0), .props = k_map_props,
     .parse = parse_map_op, .print = print_map_op, .verify = verify_map_op},
    /* Upstream 22 gives affine.parallel no HasParallelRegion: it counts as
     * a sequential loop for buffer-loop-hoisting. */
    {OP("affine.parallel",
        REGION_TRAITS | MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE | MLB_TRAIT_LOOP_LIKE,
        -1, -1, 1),
     .props = mlb_affine_parallel_props, .parse = mlb_affine_parse_parallel,
     .print = mlb_affine_print_parallel, .verify = mlb_affine_verify_parallel},
    {OP("affine.store", 0, -1, 0, 0), .props = k_map_props,
     .parse = parse_store, .print = print_store, .verify = verify_store},
    {OP("affine.yield",
        MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE, -1, 0,
        0),
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types, .verify = verify_yield},
};

#undef OP
#undef REGION_TRAITS

const MlbDialect mlb_dialect_affine = {
    .name = "affine",
    .ops = k_affine_ops,
    .num_ops = MLB_ARRAY_LEN(k_affine_ops),
};
