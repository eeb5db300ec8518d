/* scf_loops.c - scf loops: for, forall (+ in_parallel), parallel (+ reduce,
 * reduce.return).
 *
 * Loop bodies declare their induction variables (and iter_args /
 * shared_outs) in the op's custom syntax, so the parsers build the entry
 * block's arguments before parsing the region.
 */
#include "dialects/scf/scf_int.h"

const char *const mlb_scf_for_props[] = {"unsignedCmp", NULL};
const char *const mlb_scf_forall_props[] = {
    "mapping",    "operandSegmentSizes", "staticLowerBound",
    "staticStep", "staticUpperBound",    NULL};
const char *const mlb_scf_parallel_props[] = {"operandSegmentSizes", NULL};

static MlbRegion *new_region(MlbAsmParser *p, MlbOpState *st) {
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  return r;
}

/* ==== scf.for ==== */
typedef struct ForParse {
  MlbRegionArgVec args; /* induction variable, then iter_args */
  MlbUnresolvedVec inits;
  MlbUnresolved lb, ub, step;
} ForParse;

static MlbStatus for_header(MlbAsmParser *p, MlbOpState *st, ForParse *f) {
  MlbRegionArg iv;
  memset(&iv, 0, sizeof iv);
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "unsigned", "unsignedCmp"));
  MLB_TRY(mlb_parse_region_arg(p, &iv));
  mlb_vec_push(&f->args, iv);
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_operand(p, &f->lb));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_operand(p, &f->ub));
  MLB_TRY(mlb_parse_keyword(p, "step"));
  MLB_TRY(mlb_parse_operand(p, &f->step));
  if (mlb_parse_optional_keyword(p, "iter_args")) {
    MLB_TRY(mlb_scf_parse_assignment_list(p, &f->args, &f->inits));
    MLB_TRY(mlb_parse_punct(p, "->"));
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  }
  if (f->args.len != st->result_types.len + 1)
    return mlb_scf_custom_error(p, st,
                                "mismatch in number of loop-carried "
                                "values and defined values");
  return MLB_SUCCESS;
}

/* As upstream (LLVM 22), the body is parsed before the bounds and inits
 * are resolved, so errors inside the body are reported first. */
static MlbStatus for_body(MlbAsmParser *p, MlbOpState *st, ForParse *f) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(for_header(p, st, f));
  MlbType *t = ctx->t_index;
  if (mlb_parse_optional_punct(p, ":"))
    MLB_TRY(mlb_parse_type(p, &t));
  f->args.data[0].type = t;
  for (uint32_t i = 0; i < f->inits.len; i++)
    f->args.data[i + 1].type = st->result_types.data[i];
  MlbRegion *body = new_region(p, st);
  MLB_TRY(mlb_parse_region(p, body, f->args.data, f->args.len));
  MLB_TRY(mlb_resolve_operand(p, &f->lb, t, st));
  MLB_TRY(mlb_resolve_operand(p, &f->ub, t, st));
  MLB_TRY(mlb_resolve_operand(p, &f->step, t, st));
  for (uint32_t i = 0; i < f->inits.len; i++)
    MLB_TRY(mlb_resolve_operand(p, &f->inits.data[i], st->result_types.data[i],
                                st));
  mlb_ensure_terminator(ctx, body, "scf.yield", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

MlbStatus mlb_scf_parse_for(MlbAsmParser *p, MlbOpState *st) {
  ForParse f;
  memset(&f, 0, sizeof f);
  MlbStatus s = for_body(p, st, &f);
  mlb_vec_free(&f.args);
  mlb_vec_free(&f.inits);
  return s;
}

void mlb_scf_print_for(MlbAsmPrinter *p, MlbOperation *op) {
  MlbBlock *body = op->regions[0].first;
  if (!body || body->num_args != op->num_operands - 2)
    return; /* malformed: the verifier reports it */
  uint32_t ninit = op->num_operands - 3;
  mlb_print_optional_unit_prop(p, op, "unsigned", "unsignedCmp");
  mlb_pr(p, " ");
  mlb_pr_operand(p, body->args[0]);
  mlb_pr(p, " = ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " to ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, " step ");
  mlb_pr_operand(p, mlb_op_operand(op, 2));
  mlb_scf_print_init_list(p, " iter_args", body->args + 1, op->operands + 3,
                          ninit);
  if (ninit) {
    mlb_pr(p, " -> (");
    mlb_pr_operand_types(p, op->operands + 3, ninit);
    mlb_pr(p, ")");
  }
  MlbType *ivt = body->args[0]->type;
  if (ivt->kind != MLB_TYPE_INDEX) {
    /* Upstream writes " " then " : t " before the region. */
    mlb_pr(p, "  : ");
    mlb_pr_type(p, ivt);
  }
  mlb_pr_region(p, &op->regions[0], false, ninit != 0);
  mlb_pr_attr_dict(p, op, mlb_scf_for_props);
}

static MlbStatus verify_for_results(MlbContext *ctx, MlbOperation *op,
                                    MlbBlock *body) {
  if (body->args[0]->type != mlb_op_operand(op, 0)->type)
    return mlb_op_emit_error(ctx, op,
                             "expected induction variable to be "
                             "same type as bounds and step");
  if (body->num_args - 1 != op->num_results)
    return mlb_op_emit_error(ctx, op,
                             "mismatch in number of basic block "
                             "args and defined values");
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbType *rt = op->results[i].type;
    if (mlb_op_operand(op, 3 + i)->type != rt)
      return mlb_op_emit_error(ctx, op,
                               "types mismatch between %uth iter "
                               "operand and defined value",
                               i);
    if (body->args[i + 1]->type != rt)
      return mlb_op_emit_error(ctx, op,
                               "types mismatch between %uth iter "
                               "region arg and defined value",
                               i);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_verify_for(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 3)
    return mlb_op_emit_error(ctx, op, "expected at least 3 operands");
  MLB_TRY(mlb_verify_operand_range(ctx, op, 0, 3,
                                   mlb_pred_signless_int_or_index,
                                   "signless integer or index"));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "region", false));
  MlbType *lt = mlb_op_operand(op, 0)->type;
  if (mlb_op_operand(op, 1)->type != lt || mlb_op_operand(op, 2)->type != lt)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of "
                             "{lowerBound, upperBound, step} have "
                             "same type");
  MlbBlock *body = op->regions[0].first;
  if (!body || body->num_args < 1)
    return mlb_op_emit_error(ctx, op,
                             "expected body to have at least one "
                             "argument for the induction variable");
  if (op->num_operands - 3 != op->num_results)
    return mlb_op_emit_error(ctx, op,
                             "mismatch in number of loop-carried "
                             "values and defined values");
  MLB_TRY(mlb_scf_verify_for_loop_like(ctx, op, body));
  MLB_TRY(mlb_scf_verify_for_edges(ctx, op));
  return verify_for_results(ctx, op, body);
}

/* ==== scf.forall ==== */
typedef struct ForallParse {
  MlbRegionArgVec ivs, outs;
  MlbUnresolvedVec dyn[3], out_inits;
  MlbI64Vec statics[3];
} ForallParse;

static void forall_free(ForallParse *f) {
  mlb_vec_free(&f->ivs);
  mlb_vec_free(&f->outs);
  mlb_vec_free(&f->out_inits);
  for (int i = 0; i < 3; i++) {
    mlb_vec_free(&f->dyn[i]);
    mlb_vec_free(&f->statics[i]);
  }
}

/* One `(%a, 4)` bounds list into dyn[i]/statics[i], resolved as index. */
static MlbStatus forall_list(MlbAsmParser *p, MlbOpState *st, ForallParse *f,
                             int i) {
  MLB_TRY(mlb_parse_dynamic_index_list(p, MLB_DELIM_PAREN, &f->dyn[i],
                                       &f->statics[i]));
  return mlb_resolve_operands_same(p, f->dyn[i].data, f->dyn[i].len,
                                   mlb_parser_ctx(p)->t_index, st);
}

static MlbStatus forall_bounds(MlbAsmParser *p, MlbOpState *st,
                               ForallParse *f) {
  if (mlb_parse_optional_keyword(p, "in")) {
    MLB_TRY(forall_list(p, st, f, 1));
    for (uint32_t i = 0; i < f->ivs.len; i++) {
      mlb_vec_push(&f->statics[0], 0);
      mlb_vec_push(&f->statics[2], 1);
    }
    return MLB_SUCCESS;
  }
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(forall_list(p, st, f, 0));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(forall_list(p, st, f, 1));
  MLB_TRY(mlb_parse_keyword(p, "step"));
  return forall_list(p, st, f, 2);
}

/* Like upstream's ForallOp::ensureTerminator: the in_parallel terminator
 * needs a (possibly empty) block of its own. */
static void ensure_in_parallel(MlbContext *ctx, MlbRegion *r, MlbAttr *loc) {
  if (!r->first)
    mlb_region_push_block(r, mlb_block_new(ctx));
  MlbBlock *b = r->first;
  if (b->last && mlb_op_is_terminator(b->last))
    return;
  MlbOpState st;
  mlb_opstate_init(&st, ctx, mlb_intern_cstr(ctx, "scf.forall.in_parallel"),
                   loc);
  MlbRegion *inner = mlb_region_new(ctx);
  mlb_region_push_block(inner, mlb_block_new(ctx));
  mlb_vec_push(&st.regions, inner);
  MlbOperation *term = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  mlb_block_append(b, term);
}

static void add_forall_props(MlbContext *ctx, MlbOpState *st, ForallParse *f) {
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound",
                                       "staticStep"};
  for (int i = 0; i < 3; i++)
    mlb_opstate_add_prop(
        st, mlb_intern_cstr(ctx, names[i]),
        mlb_attr_dense_i64_array(ctx, f->statics[i].len, f->statics[i].data));
  int64_t seg[4] = {f->dyn[0].len, f->dyn[1].len, f->dyn[2].len,
                    f->out_inits.len};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 4);
}

static MlbStatus forall_body(MlbAsmParser *p, MlbOpState *st, ForallParse *f) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_region_arg_list(p, MLB_DELIM_PAREN, false, &f->ivs));
  MLB_TRY(forall_bounds(p, st, f));
  if (mlb_parse_optional_keyword(p, "shared_outs")) {
    MLB_TRY(mlb_scf_parse_assignment_list(p, &f->outs, &f->out_inits));
    if (mlb_parse_optional_punct(p, "->"))
      MLB_TRY(mlb_parse_result_types(p, &st->result_types));
    MLB_TRY(
        mlb_scf_resolve_with_types(p, st, &f->out_inits, &st->result_types));
  }
  MlbRegionArgVec all = {0};
  for (uint32_t i = 0; i < f->ivs.len; i++) {
    f->ivs.data[i].type = ctx->t_index;
    mlb_vec_push(&all, f->ivs.data[i]);
  }
  for (uint32_t i = 0; i < f->outs.len; i++) {
    f->outs.data[i].type = st->result_types.data[i];
    mlb_vec_push(&all, f->outs.data[i]);
  }
  MlbRegion *body = new_region(p, st);
  MlbStatus s = mlb_parse_region(p, body, all.data, all.len);
  mlb_vec_free(&all);
  MLB_TRY(s);
  ensure_in_parallel(ctx, body, st->loc);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  add_forall_props(ctx, st, f);
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_parse_forall(MlbAsmParser *p, MlbOpState *st) {
  ForallParse f;
  memset(&f, 0, sizeof f);
  MlbStatus s = forall_body(p, st, &f);
  forall_free(&f);
  return s;
}

/* Mixed list i (0 lb, 1 ub, 2 step): statics and its operand segment. */
typedef struct Mixed {
  const MlbAttr *statics;
  uint32_t start, len;
} Mixed;

static bool forall_mixed(MlbOperation *op, int i, Mixed *m) {
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound",
                                       "staticStep"};
  m->statics = mlb_op_get_prop(op, names[i]);
  if (!m->statics || m->statics->kind != MLB_ATTR_DENSE_ARRAY ||
      (m->statics->u.darray.n && !m->statics->u.darray.ivals))
    return false;
  return mlb_op_operand_segment(op, (uint32_t)i, &m->start, &m->len);
}

/* All entries of the mixed list are the constant `want` (static, or an SSA
 * value defined by a constant op), as upstream's isNormalized sees it. */
static bool mixed_all_equal(MlbOperation *op, const Mixed *m, int64_t want) {
  uint32_t d = 0;
  for (uint32_t i = 0; i < m->statics->u.darray.n; i++) {
    int64_t v = m->statics->u.darray.ivals[i];
    if (v == MLB_DYNAMIC) {
      if (d >= m->len ||
          !mlb_scf_constant_int(mlb_op_operand(op, m->start + d++), &v))
        return false;
    }
    if (v != want)
      return false;
  }
  return true;
}

/* Entry i of mixed list m as a constant (static, or an SSA value defined
 * by a constant op); false when it is not one. */
static bool mixed_constant(MlbOperation *op, const Mixed *m, uint32_t i,
                           int64_t *out) {
  uint32_t d = 0;
  for (uint32_t k = 0; k < i; k++)
    d += m->statics->u.darray.ivals[k] == MLB_DYNAMIC;
  *out = m->statics->u.darray.ivals[i];
  if (*out != MLB_DYNAMIC)
    return true;
  return d < m->len &&
         mlb_scf_constant_int(mlb_op_operand(op, m->start + d), out);
}

bool mlb_scf_forall_single_trip(MlbOperation *op) {
  Mixed m[3];
  for (int i = 0; i < 3; i++)
    if (!forall_mixed(op, i, &m[i]))
      return false;
  uint32_t rank = m[1].statics->u.darray.n;
  if (m[0].statics->u.darray.n != rank || m[2].statics->u.darray.n != rank)
    return false;
  for (uint32_t d = 0; d < rank; d++) {
    int64_t lb, ub, step;
    if (!mixed_constant(op, &m[0], d, &lb) ||
        !mixed_constant(op, &m[1], d, &ub) ||
        !mixed_constant(op, &m[2], d, &step) || lb + step < ub)
      return false;
  }
  return true;
}

static void print_mixed(MlbAsmPrinter *p, MlbOperation *op, const Mixed *m) {
  mlb_pr_dynamic_index_list(p, &op->operands[m->start], m->len, m->statics,
                            MLB_DELIM_PAREN);
}

void mlb_scf_print_forall(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"operandSegmentSizes",
                                       "staticLowerBound", "staticUpperBound",
                                       "staticStep", NULL};
  Mixed m[3];
  MlbBlock *body = op->regions[0].first;
  uint32_t rank = 0, ostart = 0, nouts = 0;
  for (int i = 0; i < 3; i++)
    if (!forall_mixed(op, i, &m[i]))
      return;
  rank = m[1].statics->u.darray.n;
  mlb_op_operand_segment(op, 3, &ostart, &nouts);
  if (!body || body->num_args != rank + nouts)
    return;
  mlb_pr(p, " (");
  mlb_pr_values(p, body->args, rank);
  if (mixed_all_equal(op, &m[0], 0) && mixed_all_equal(op, &m[2], 1)) {
    mlb_pr(p, ") in ");
    print_mixed(p, op, &m[1]);
  } else {
    mlb_pr(p, ") = ");
    print_mixed(p, op, &m[0]);
    mlb_pr(p, " to ");
    print_mixed(p, op, &m[1]);
    mlb_pr(p, " step ");
    print_mixed(p, op, &m[2]);
  }
  mlb_scf_print_init_list(p, " shared_outs", body->args + rank,
                          &op->operands[ostart], nouts);
  if (nouts) {
    mlb_pr(p, " -> (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_region(p, &op->regions[0], false, op->num_results != 0);
  mlb_pr_attr_dict(p, op, elided);
}

/* The lower/upper bound and step operand segments (0-2) of forall and
 * parallel hold indices. */
static MlbStatus verify_bound_types(MlbContext *ctx, MlbOperation *op) {
  uint32_t start = 0, n = 0, end = 0;
  for (uint32_t seg = 0; seg < 3; seg++)
    if (mlb_op_operand_segment(op, seg, &start, &n))
      end = start + n;
  return mlb_verify_operand_range(ctx, op, 0, (int32_t)end, mlb_pred_index,
                                  "variadic of index");
}

static MlbStatus verify_forall_list(MlbContext *ctx, MlbOperation *op,
                                    const Mixed *m, uint32_t rank,
                                    const char *name) {
  uint32_t n = m->statics->u.darray.n, ndyn = 0;
  if (n != rank)
    return mlb_plain_error(ctx, op, "expected %u %s values, got %u", rank,
                           name, n);
  for (uint32_t i = 0; i < n; i++)
    ndyn += m->statics->u.darray.ivals[i] == MLB_DYNAMIC;
  if (ndyn != m->len)
    return mlb_plain_error(ctx, op, "expected %u dynamic %s values", ndyn,
                           name);
  return MLB_SUCCESS;
}

static MlbStatus verify_forall_body(MlbContext *ctx, MlbOperation *op,
                                    uint32_t rank, uint32_t ostart,
                                    uint32_t nouts) {
  MlbBlock *body = op->regions[0].first;
  if (!body || body->num_args != rank + nouts)
    return mlb_op_emit_error(ctx, op, "region expects %u arguments", rank);
  for (uint32_t i = 0; i < rank; i++)
    if (body->args[i]->type->kind != MLB_TYPE_INDEX)
      return mlb_op_emit_error(
          ctx, op, "expects %u-th block argument to be an index", i);
  for (uint32_t i = 0; i < nouts; i++)
    if (body->args[rank + i]->type != mlb_op_operand(op, ostart + i)->type)
      return mlb_op_emit_error(ctx, op,
                               "type mismatch between %u-th output and "
                               "corresponding block argument",
                               i);
  MlbAttr *map = mlb_op_get_prop(op, "mapping");
  if (map && map->kind == MLB_ATTR_ARRAY && map->u.array.n &&
      map->u.array.n != rank)
    return mlb_op_emit_error(ctx, op,
                             "mapping attribute size must match op rank");
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_verify_forall(MlbContext *ctx, MlbOperation *op) {
  static const char *const names[3] = {"lower bound", "upper bound", "step"};
  static const char *const props[3] = {"staticLowerBound", "staticUpperBound",
                                       "staticStep"};
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 4));
  MLB_TRY(verify_bound_types(ctx, op));
  uint32_t os = 0, on = 0;
  mlb_op_operand_segment(op, 3, &os, &on);
  MLB_TRY(mlb_verify_operand_range(ctx, op, os, (int32_t)on,
                                   mlb_pred_ranked_tensor,
                                   "variadic of ranked tensor of any type "
                                   "values"));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "region", false));
  Mixed m[3];
  for (int i = 0; i < 3; i++)
    if (!forall_mixed(op, i, &m[i]))
      return mlb_op_emit_error(ctx, op, "requires attribute '%s'", props[i]);
  uint32_t ostart = 0, nouts = 0, rank = m[0].statics->u.darray.n;
  mlb_op_operand_segment(op, 3, &ostart, &nouts);
  if (op->num_results != nouts)
    return mlb_op_emit_error(ctx, op,
                             "produces %u results, but has only %u "
                             "outputs",
                             op->num_results, nouts);
  MLB_TRY(verify_forall_body(ctx, op, rank, ostart, nouts));
  for (int i = 0; i < 3; i++)
    MLB_TRY(verify_forall_list(ctx, op, &m[i], rank, names[i]));
  return MLB_SUCCESS;
}

/* ==== scf.forall.in_parallel ==== */
MlbStatus mlb_scf_parse_in_parallel(MlbAsmParser *p, MlbOpState *st) {
  MlbRegion *r = new_region(p, st);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  if (!r->first)
    mlb_region_push_block(r, mlb_block_new(mlb_parser_ctx(p)));
  return mlb_parse_optional_attr_dict(p, st);
}

void mlb_scf_print_in_parallel(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_region(p, &op->regions[0], false, false);
  mlb_pr_attr_dict(p, op, NULL);
}

/* Ops implementing ParallelCombiningOpInterface that mlbuf knows. */
static bool is_parallel_combining(const MlbOperation *op) {
  return strcmp(op->name, "tensor.parallel_insert_slice") == 0;
}

MlbStatus mlb_scf_verify_in_parallel(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "region", false));
  MLB_TRY(mlb_scf_expect_parent(ctx, op, "scf.forall"));
  MlbOperation *forall = mlb_op_parent_op(op);
  MlbBlock *fbody = forall->regions[0].first;
  MlbBlock *b = op->regions[0].first;
  uint32_t rank = 0, s = 0, nouts = 0;
  mlb_op_operand_segment(forall, 3, &s, &nouts);
  rank = fbody ? fbody->num_args - nouts : 0;
  for (MlbOperation *o = b ? b->first : NULL; o; o = o->next) {
    if (!is_parallel_combining(o))
      return mlb_op_emit_error(ctx, op,
                               "expected only "
                               "ParallelCombiningOpInterface ops");
    MlbValue *dest = o->num_operands > 1 ? mlb_op_operand(o, 1) : NULL;
    if (!dest || dest->owner_block != fbody || dest->index < rank)
      return mlb_op_emit_error(ctx, o,
                               "may only insert into an output "
                               "block argument");
  }
  return MLB_SUCCESS;
}

/* ==== scf.parallel ==== */
typedef struct ParallelParse {
  MlbRegionArgVec ivs;
  MlbUnresolvedVec bounds[3], inits;
} ParallelParse;

static MlbStatus parallel_list(MlbAsmParser *p, MlbOpState *st,
                               MlbUnresolvedVec *v, uint32_t n) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_PAREN, v));
  if (v->len != n)
    return mlb_parser_error_at(p, loc, "custom op '%s' expected %u operands",
                               st->name, n);
  return mlb_resolve_operands_same(p, v->data, v->len,
                                   mlb_parser_ctx(p)->t_index, st);
}

static MlbStatus parallel_body(MlbAsmParser *p, MlbOpState *st,
                               ParallelParse *f) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_region_arg_list(p, MLB_DELIM_PAREN, false, &f->ivs));
  uint32_t n = f->ivs.len;
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(parallel_list(p, st, &f->bounds[0], n));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(parallel_list(p, st, &f->bounds[1], n));
  MLB_TRY(mlb_parse_keyword(p, "step"));
  MLB_TRY(parallel_list(p, st, &f->bounds[2], n));
  if (mlb_parse_optional_keyword(p, "init"))
    MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_PAREN, &f->inits));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  for (uint32_t i = 0; i < n; i++)
    f->ivs.data[i].type = ctx->t_index;
  MlbRegion *body = new_region(p, st);
  MLB_TRY(mlb_parse_region(p, body, f->ivs.data, n));
  int64_t seg[4] = {n, n, n, f->inits.len};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 4);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_scf_resolve_with_types(p, st, &f->inits, &st->result_types));
  mlb_ensure_terminator(ctx, body, "scf.reduce", st->loc);
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_parse_parallel(MlbAsmParser *p, MlbOpState *st) {
  ParallelParse f;
  memset(&f, 0, sizeof f);
  MlbStatus s = parallel_body(p, st, &f);
  mlb_vec_free(&f.ivs);
  mlb_vec_free(&f.inits);
  for (int i = 0; i < 3; i++)
    mlb_vec_free(&f.bounds[i]);
  return s;
}

static void print_segment(MlbAsmPrinter *p, MlbOperation *op, uint32_t seg) {
  uint32_t s = 0, n = 0;
  mlb_op_operand_segment(op, seg, &s, &n);
  mlb_pr_operands(p, &op->operands[s], n);
}

void mlb_scf_print_parallel(MlbAsmPrinter *p, MlbOperation *op) {
  MlbBlock *body = op->regions[0].first;
  uint32_t s = 0, ninit = 0;
  mlb_op_operand_segment(op, 3, &s, &ninit);
  mlb_pr(p, " (");
  if (body)
    mlb_pr_values(p, body->args, body->num_args);
  mlb_pr(p, ") = (");
  print_segment(p, op, 0);
  mlb_pr(p, ") to (");
  print_segment(p, op, 1);
  mlb_pr(p, ") step (");
  print_segment(p, op, 2);
  mlb_pr(p, ")");
  if (ninit) {
    mlb_pr(p, " init (");
    print_segment(p, op, 3);
    mlb_pr(p, ")");
  }
  mlb_print_optional_result_arrow(p, op);
  mlb_pr_region(p, &op->regions[0], false, true);
  mlb_pr_attr_dict(p, op, mlb_scf_parallel_props);
}

static MlbStatus verify_parallel_steps(MlbContext *ctx, MlbOperation *op,
                                       MlbBlock *body) {
  uint32_t s = 0, n = 0;
  mlb_op_operand_segment(op, 2, &s, &n);
  if (!n)
    return mlb_op_emit_error(ctx, op,
                             "needs at least one tuple element for "
                             "lowerBound, upperBound and step");
  for (uint32_t i = 0; i < n; i++) {
    int64_t v = 0;
    if (mlb_scf_constant_int(mlb_op_operand(op, s + i), &v) && v <= 0)
      return mlb_op_emit_error(ctx, op,
                               "constant step operand must be positive");
  }
  uint32_t nargs = body ? body->num_args : 0;
  if (nargs != n)
    return mlb_op_emit_error(ctx, op,
                             "expects the same number of induction "
                             "variables: %u as bound and step values: %u",
                             nargs, n);
  for (uint32_t i = 0; i < nargs; i++)
    if (body->args[i]->type->kind != MLB_TYPE_INDEX)
      return mlb_op_emit_error(ctx, op,
                               "expects arguments for the induction "
                               "variable to be of index type");
  return MLB_SUCCESS;
}

static MlbStatus verify_parallel_reduce(MlbContext *ctx, MlbOperation *op,
                                        MlbOperation *red) {
  uint32_t s = 0, ninit = 0, nred = red->num_operands;
  mlb_op_operand_segment(op, 3, &s, &ninit);
  if (op->num_results != nred)
    return mlb_op_emit_error(ctx, op,
                             "expects number of results: %u to be the same "
                             "as number of reductions: %u",
                             op->num_results, nred);
  if (op->num_results != ninit)
    return mlb_op_emit_error(ctx, op,
                             "expects number of results: %u to be the same "
                             "as number of initial values: %u",
                             op->num_results, ninit);
  for (uint32_t i = 0; i < nred; i++) {
    MlbType *rt = op->results[i].type, *ot = mlb_op_operand(red, i)->type;
    if (rt == ot)
      continue;
    MlbBuf a, b;
    mlb_buf_init(&a);
    mlb_buf_init(&b);
    mlb_append_quoted_type(&a, ot);
    mlb_append_quoted_type(&b, rt);
    mlb_op_emit_error(ctx, red,
                      "expects type of %u-th reduction operand: %s to be the "
                      "same as the %u-th result type: %s",
                      i, mlb_buf_cstr(&a), i, mlb_buf_cstr(&b));
    mlb_buf_free(&a);
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_verify_parallel(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 4));
  MLB_TRY(verify_bound_types(ctx, op));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "region", false));
  MlbBlock *body = op->regions[0].first;
  MLB_TRY(verify_parallel_steps(ctx, op, body));
  MlbOperation *t = mlb_scf_first_terminator(&op->regions[0]);
  if (!t || strcmp(t->name, "scf.reduce") != 0) {
    MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
    mlb_buf_printf(&d->message,
                   "'%s' op expects body to terminate with "
                   "'scf.reduce'",
                   op->name);
    mlb_diag_attach_current_op(ctx, d, op);
    if (t)
      mlb_diag_note(d, t->loc, "terminator here");
    mlb_diag_emit(ctx, d);
    return MLB_FAILURE;
  }
  return verify_parallel_reduce(ctx, op, t);
}

/* ==== scf.reduce / scf.reduce.return ==== */
MlbStatus mlb_scf_parse_reduce(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  if (mlb_parser_at_punct(p, "("))
    MLB_TRY(mlb_parse_typed_group(p, st, -1, NULL));
  MlbStatus s = MLB_SUCCESS;
  MlbRegion *r = mlb_region_new(ctx);
  if (mlb_parse_optional_region(p, r, NULL, 0, &s)) {
    MLB_TRY(s);
    mlb_vec_push(&st->regions, r);
    while (mlb_parse_optional_punct(p, ",")) {
      r = mlb_region_new(ctx);
      mlb_vec_push(&st->regions, r);
      MLB_TRY(mlb_parse_region(p, r, NULL, 0));
    }
  }
  MLB_TRY(s);
  return mlb_parse_optional_attr_dict(p, st);
}

void mlb_scf_print_reduce(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, "(");
    mlb_pr_operands(p, op->operands, op->num_operands);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, op->num_operands);
    mlb_pr(p, ")");
  }
  if (!op->num_regions)
    mlb_pr(p, " ");
  for (uint32_t i = 0; i < op->num_regions; i++) {
    if (i)
      mlb_pr(p, ",");
    mlb_pr_region(p, &op->regions[i], true, true);
  }
  mlb_pr_attr_dict(p, op, NULL);
}

MlbStatus mlb_scf_verify_reduce(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_regions; i++)
    MLB_TRY(mlb_verify_region_size(ctx, op, i, "reductions", false));
  MLB_TRY(mlb_scf_expect_parent(ctx, op, "scf.parallel"));
  for (uint32_t i = 0; i < op->num_regions && i < op->num_operands; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    MlbBlock *b = op->regions[i].first;
    if (!b || !b->first)
      return mlb_op_emit_error(ctx, op, "%u-th reduction has an empty body", i);
    bool ok =
        b->num_args == 2 && b->args[0]->type == t && b->args[1]->type == t;
    if (!ok) {
      MlbBuf q;
      mlb_buf_init(&q);
      mlb_append_quoted_type(&q, t);
      mlb_op_emit_error(ctx, op,
                        "expected two block arguments with type %s in the "
                        "%u-th reduction region",
                        mlb_buf_cstr(&q), i);
      mlb_buf_free(&q);
      return MLB_FAILURE;
    }
    if (strcmp(b->last->name, "scf.reduce.return") != 0)
      return mlb_op_emit_error(ctx, op,
                               "reduction bodies must be terminated "
                               "with an 'scf.reduce.return' op");
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_verify_reduce_return(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_scf_expect_parent(ctx, op, "scf.reduce"));
  MlbBlock *b = op->block;
  if (!b->num_args)
    return MLB_SUCCESS;
  MlbType *want = b->args[0]->type;
  if (want == mlb_op_operand(op, 0)->type)
    return MLB_SUCCESS;
  MlbBuf q;
  mlb_buf_init(&q);
  mlb_append_quoted_type(&q, want);
  mlb_op_emit_error(ctx, op,
                    "must have type %s (the type of the reduction "
                    "inputs)",
                    mlb_buf_cstr(&q));
  mlb_buf_free(&q);
  return MLB_FAILURE;
}
