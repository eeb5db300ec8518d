/* acc_ops.c - a subset of the OpenACC dialect: acc.parallel, acc.loop and
 * acc.yield, as bufferization tests use them.
 *
 * Supported syntax (upstream's OpenACCOps.td, LLVM 22):
 *   acc.parallel region attr-dict-with-keyword      (no data/async clauses)
 *   acc.loop (gang|worker|vector)* (control(%iv : t, ...) = (lbs : ts) to
 *     (ubs : ts)  step (steps : ts))? region ((types))? attr-dict-with-keyword
 * where gang/worker/vector are the operand-free forms, stored as
 * `[#acc.device_type<none>]`. Clauses with operands are rejected with an
 * error rather than misread. Both ops carry an 11-entry
 * operandSegmentSizes.
 */
#include "dialects/common.h"

#define ACC_NSEG 11

static const char *const k_par_kws[] = {"gang", "worker", "vector"};

static void add_zero_segments(MlbContext *ctx, MlbOpState *st,
                              const int64_t *first, uint32_t nfirst) {
  int64_t seg[ACC_NSEG] = {0};
  for (uint32_t i = 0; i < nfirst; i++)
    seg[i] = first[i];
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, ACC_NSEG);
}

static MlbAttr *device_none(MlbContext *ctx) {
  static const char text[] = "#acc.device_type<none>";
  MlbAttr *e = mlb_attr_opaque(ctx, text, sizeof text - 1);
  return mlb_attr_array(ctx, 1, &e);
}

/* ==== acc.parallel ==== */
static MlbStatus parse_parallel(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  if (!mlb_parser_at_punct(p, "{"))
    return mlb_parser_op_error(p, NULL,
                               "clauses of acc.parallel are not "
                               "supported");
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  add_zero_segments(ctx, st, NULL, 0);
  return mlb_parse_optional_attr_dict_with_keyword(p, st);
}

static void print_parallel(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"operandSegmentSizes", NULL};
  mlb_pr_region(p, &op->regions[0], false, true);
  mlb_pr_attr_dict_with_keyword(p, op, el);
}

/* ==== acc.loop ==== */
static MlbStatus parse_control(MlbAsmParser *p, MlbOpState *st,
                               MlbRegionArgVec *ivs) {
  if (!mlb_parse_optional_keyword(p, "control"))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parse_punct(p, "("));
  do {
    MlbRegionArg a;
    memset(&a, 0, sizeof a);
    MLB_TRY(mlb_parse_region_arg(p, &a));
    MLB_TRY(mlb_parse_punct(p, ":"));
    MLB_TRY(mlb_parse_type(p, &a.type));
    mlb_vec_push(ivs, a);
  } while (mlb_parse_optional_punct(p, ","));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_typed_group(p, st, ivs->len, NULL));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_typed_group(p, st, ivs->len, NULL));
  MLB_TRY(mlb_parse_keyword(p, "step"));
  return mlb_parse_typed_group(p, st, ivs->len, NULL);
}

static MlbStatus loop_body(MlbAsmParser *p, MlbOpState *st,
                           MlbRegionArgVec *ivs) {
  MlbContext *ctx = mlb_parser_ctx(p);
  bool seen[3] = {false, false, false};
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < MLB_ARRAY_LEN(k_par_kws); i++) {
      MlbAttr *loc = mlb_parser_loc(p);
      if (!mlb_parse_optional_keyword(p, k_par_kws[i]))
        continue;
      if (seen[i])
        return mlb_parser_error_at(p, loc,
                                   "`%s` clause can appear at most "
                                   "once in the expansion of the "
                                   "oilist directive",
                                   k_par_kws[i]);
      if (mlb_parser_at_punct(p, "("))
        return mlb_parser_op_error(p, NULL,
                                   "operands of the %s clause are "
                                   "not supported",
                                   k_par_kws[i]);
      seen[i] = again = true;
      mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, k_par_kws[i]),
                           device_none(ctx));
    }
  }
  MLB_TRY(parse_control(p, st, ivs));
  int64_t n = ivs->len, seg[3] = {n, n, n};
  add_zero_segments(ctx, st, seg, 3);
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, ivs->data, ivs->len));
  if (mlb_parse_optional_punct(p, "(")) {
    MLB_TRY(mlb_parse_type_list(p, &st->result_types));
    MLB_TRY(mlb_parse_punct(p, ")"));
  }
  return mlb_parse_optional_attr_dict_with_keyword(p, st);
}

static MlbStatus parse_loop(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArgVec ivs = {0};
  MlbStatus s = loop_body(p, st, &ivs);
  mlb_vec_free(&ivs);
  return s;
}

/* Upstream's printLoopControl, double space before `step` included. */
static void print_group(MlbAsmPrinter *p, MlbOperation *op, uint32_t seg) {
  uint32_t s = 0, n = 0;
  mlb_op_operand_segment(op, seg, &s, &n);
  mlb_pr(p, "(");
  mlb_pr_operands(p, &op->operands[s], n);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, &op->operands[s], n);
  mlb_pr(p, ")");
}

static void print_loop(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"operandSegmentSizes", "gang", "worker",
                                   "vector", NULL};
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_par_kws); i++)
    if (mlb_op_get_prop(op, k_par_kws[i]))
      mlb_prf(p, " %s", k_par_kws[i]);
  MlbBlock *body = op->regions[0].first;
  if (body && body->num_args) {
    mlb_pr(p, " control(");
    for (uint32_t i = 0; i < body->num_args; i++) {
      if (i)
        mlb_pr(p, ", ");
      mlb_pr_operand(p, body->args[i]);
      mlb_pr(p, " : ");
      mlb_pr_type(p, body->args[i]->type);
    }
    mlb_pr(p, ") = ");
    print_group(p, op, 0);
    mlb_pr(p, " to ");
    print_group(p, op, 1);
    mlb_pr(p, "  step ");
    print_group(p, op, 2);
  }
  mlb_pr_region(p, &op->regions[0], false, true);
  if (op->num_results) {
    mlb_pr(p, " (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_attr_dict_with_keyword(p, op, el);
}

/* A container-like loop (no induction variables) must hold a loop: here,
 * any op with regions directly in its body. */
static bool has_nested_loop(MlbBlock *body) {
  for (MlbOperation *o = body ? body->first : NULL; o; o = o->next)
    if (o->num_regions)
      return true;
  return false;
}

/* Only the forms this file parses can be printed in custom form: a gang,
 * worker or vector entry must be the plain `[#acc.device_type<none>]`. */
static MlbStatus verify_loop(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, ACC_NSEG));
  uint32_t n[3], s = 0, nother = 0;
  for (uint32_t i = 0; i < 3; i++)
    mlb_op_operand_segment(op, i, &s, &n[i]);
  for (uint32_t i = 3; i < ACC_NSEG; i++) {
    uint32_t k = 0;
    mlb_op_operand_segment(op, i, &s, &k);
    nother += k;
  }
  MlbBlock *body = op->regions[0].first;
  uint32_t nargs = body ? body->num_args : 0;
  if (nother || n[0] != nargs || n[1] != nargs || n[2] != nargs)
    return mlb_op_emit_error(ctx, op,
                             "unsupported acc.loop operand "
                             "groups");
  bool par = false;
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_par_kws); i++) {
    MlbAttr *a = mlb_op_get_prop(op, k_par_kws[i]);
    if (a && a != device_none(ctx))
      return mlb_op_emit_error(ctx, op, "unsupported %s clause", k_par_kws[i]);
    par = par || a;
  }
  if (par && mlb_op_get_prop(op, "seq"))
    return mlb_op_emit_error(ctx, op,
                             "gang, worker or vector cannot appear "
                             "with seq");
  if (!nargs && !has_nested_loop(body))
    return mlb_plain_error(ctx, op,
                           "failed to find enough loop-like operations "
                           "inside container-like acc.loop");
  return MLB_SUCCESS;
}

static MlbStatus verify_parallel(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, ACC_NSEG));
  if (op->num_operands)
    return mlb_op_emit_error(ctx, op, "unsupported acc.parallel operands");
  return MLB_SUCCESS;
}

/* ==== Op table ==== */
static const char *const k_parallel_props[] = {"asyncOnly",
                                               "asyncOperandsDeviceType",
                                               "combined",
                                               "defaultAttr",
                                               "firstprivatizationRecipes",
                                               "hasWaitDevnum",
                                               "numGangsDeviceType",
                                               "numGangsSegments",
                                               "numWorkersDeviceType",
                                               "operandSegmentSizes",
                                               "privatizationRecipes",
                                               "reductionRecipes",
                                               "selfAttr",
                                               "vectorLengthDeviceType",
                                               "waitOnly",
                                               "waitOperandsDeviceType",
                                               "waitOperandsSegments",
                                               NULL};
static const char *const k_loop_props[] = {"auto_",
                                           "collapse",
                                           "collapseDeviceType",
                                           "combined",
                                           "firstprivatizationRecipes",
                                           "gang",
                                           "gangOperandsArgType",
                                           "gangOperandsDeviceType",
                                           "gangOperandsSegments",
                                           "inclusiveUpperbound",
                                           "independent",
                                           "operandSegmentSizes",
                                           "privatizationRecipes",
                                           "reductionRecipes",
                                           "seq",
                                           "tileOperandsDeviceType",
                                           "tileOperandsSegments",
                                           "unstructured",
                                           "vector",
                                           "vectorOperandsDeviceType",
                                           "worker",
                                           "workerNumOperandsDeviceType",
                                           NULL};

static const MlbOpDesc k_acc_ops[] = {
    {.name = "acc.loop",
     .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS | MLB_TRAIT_RECURSIVE_EFFECTS,
     .num_operands = -1,
     .num_results = -1,
     .num_regions = 1,
     .props = k_loop_props,
     .parse = parse_loop,
     .print = print_loop,
     .verify = verify_loop},
    {.name = "acc.parallel",
     .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS | MLB_TRAIT_RECURSIVE_EFFECTS,
     .num_operands = -1,
     .num_results = 0,
     .num_regions = 1,
     .props = k_parallel_props,
     .parse = parse_parallel,
     .print = print_parallel,
     .verify = verify_parallel},
    {.name = "acc.yield",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = -1,
     .num_results = 0,
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types},
};

const MlbDialect mlb_dialect_acc = {
    .name = "acc",
    .ops = k_acc_ops,
    .num_ops = MLB_ARRAY_LEN(k_acc_ops),
};
