/* scf_ops.c - the scf dialect: op table, branching ops (if, execute_region,
 * index_switch, while) and the terminators scf.yield / scf.condition.
 *
 * Syntax, props and verifier messages follow upstream's SCFOps.td / SCF.cpp.
 * Regions that end in an operand-less scf.yield may omit it: the parsers add
 * it back (mlb_ensure_terminator) and the printers elide it exactly where
 * upstream does. The loops are in scf_loops.c.
 */
#include "dialects/scf/scf_int.h"

#include <stdio.h>

/* ==== Shared helpers ==== */
MlbStatus mlb_scf_custom_error(MlbAsmParser *p, MlbOpState *st, const char *fmt,
                               ...) {
  MlbBuf b;
  mlb_buf_init(&b);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  mlb_parser_error_at(p, st->loc, "custom op '%s' %s", st->name,
                      mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_scf_parse_assignment_list(MlbAsmParser *p, MlbRegionArgVec *args,
                                        MlbUnresolvedVec *inits) {
  MLB_TRY(mlb_parse_punct(p, "("));
  if (mlb_parse_optional_punct(p, ")"))
    return MLB_SUCCESS;
  do {
    MlbRegionArg a;
    MlbUnresolved u;
    memset(&a, 0, sizeof a);
    MLB_TRY(mlb_parse_region_arg(p, &a));
    MLB_TRY(mlb_parse_punct(p, "="));
    MLB_TRY(mlb_parse_operand(p, &u));
    mlb_vec_push(args, a);
    mlb_vec_push(inits, u);
  } while (mlb_parse_optional_punct(p, ","));
  return mlb_parse_punct(p, ")");
}

void mlb_scf_print_init_list(MlbAsmPrinter *p, const char *prefix,
                             MlbValue *const *args, MlbUse *inits, uint32_t n) {
  if (!n)
    return;
  mlb_pr(p, prefix);
  mlb_pr(p, "(");
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_operand(p, args[i]);
    mlb_pr(p, " = ");
    mlb_pr_operand(p, inits[i].value);
  }
  mlb_pr(p, ")");
}

MlbStatus mlb_scf_resolve_with_types(MlbAsmParser *p, MlbOpState *st,
                                     const MlbUnresolvedVec *us,
                                     const MlbTypeVec *types) {
  if (us->len != types->len)
    return mlb_scf_custom_error(p, st,
                                "number of operands and types do not match: "
                                "got %u operands and %u types",
                                us->len, types->len);
  for (uint32_t i = 0; i < us->len; i++)
    MLB_TRY(mlb_resolve_operand(p, &us->data[i], types->data[i], st));
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_expect_parent(MlbContext *ctx, MlbOperation *op,
                                const char *parent) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (par && strcmp(par->name, parent) == 0)
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op, "expects parent op '%s'", parent);
}

bool mlb_scf_constant_int(MlbValue *v, int64_t *out) {
  MlbOperation *def = v->def_op;
  if (!def || !mlb_op_has_trait(def, MLB_TRAIT_CONSTANT_LIKE))
    return false;
  MlbAttr *a = mlb_op_get_attr(def, "value");
  if (!a || a->kind != MLB_ATTR_INTEGER || a->u.integer.big)
    return false;
  *out = a->u.integer.value;
  return true;
}

uint32_t mlb_scf_switch_region(MlbOperation *op, int64_t v) {
  const MlbAttr *cases = mlb_op_get_prop(op, "cases");
  uint32_t ncases = op->num_regions ? op->num_regions - 1 : 0;
  uint32_t n = cases && cases->kind == MLB_ATTR_DENSE_ARRAY
                   ? cases->u.darray.n
                   : 0;
  for (uint32_t i = 0; i < n && i < ncases; i++)
    if (cases->u.darray.ivals[i] == v)
      return i + 1;
  return 0;
}

MlbOperation *mlb_scf_first_terminator(MlbRegion *r) {
  if (!r->first || !r->first->last)
    return NULL;
  return r->first->last;
}

/* Error on `op` with a note at `at` (e.g. "terminator here"). */
static MlbStatus error_with_note(MlbContext *ctx, MlbOperation *op,
                                 MlbOperation *at, const char *note,
                                 const char *msg) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message, "'%s' op %s", op->name, msg);
  mlb_diag_attach_current_op(ctx, d, op);
  if (at)
    mlb_diag_note(d, at->loc, "%s", note);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

static MlbRegion *new_region(MlbAsmParser *p, MlbOpState *st) {
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  return r;
}

/* `-> t` / `-> (t1, t2)` when present. */
static MlbStatus parse_optional_arrow_types(MlbAsmParser *p, MlbOpState *st) {
  if (mlb_parse_optional_punct(p, "->"))
    return mlb_parse_result_types(p, &st->result_types);
  return MLB_SUCCESS;
}

/* ==== scf.if ==== */
static MlbStatus parse_if(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbRegion *then_r = new_region(p, st), *else_r = new_region(p, st);
  MlbUnresolved cond;
  MLB_TRY(mlb_parse_operand(p, &cond));
  MLB_TRY(mlb_resolve_operand(p, &cond, ctx->t_i1, st));
  MLB_TRY(parse_optional_arrow_types(p, st));
  MLB_TRY(mlb_parse_region(p, then_r, NULL, 0));
  mlb_ensure_terminator(ctx, then_r, "scf.yield", st->loc);
  if (mlb_parse_optional_keyword(p, "else")) {
    MLB_TRY(mlb_parse_region(p, else_r, NULL, 0));
    mlb_ensure_terminator(ctx, else_r, "scf.yield", st->loc);
  }
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_if(MlbAsmPrinter *p, MlbOperation *op) {
  bool terms = op->num_results != 0;
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (terms) {
    mlb_pr(p, " -> (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_region(p, &op->regions[0], false, terms);
  if (op->num_regions > 1 && !mlb_region_empty(&op->regions[1])) {
    mlb_pr(p, " else");
    mlb_pr_region(p, &op->regions[1], false, terms);
  }
  mlb_pr_attr_dict(p, op, NULL);
}

MLB_HOT static MlbStatus verify_if(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_i1,
                                  "1-bit signless integer"));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "thenRegion", false));
  MLB_TRY(mlb_verify_region_size(ctx, op, 1, "elseRegion", true));
  if (op->num_results && mlb_region_empty(&op->regions[1]))
    return mlb_op_emit_error(ctx, op,
                             "must have an else block if defining values");
  return mlb_scf_verify_if_edges(ctx, op);
}

/* ==== scf.execute_region ==== */
static MlbStatus parse_execute_region(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(parse_optional_arrow_types(p, st));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "no_inline", "no_inline"));
  MLB_TRY(mlb_parse_region(p, new_region(p, st), NULL, 0));
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_execute_region(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"no_inline", NULL};
  mlb_print_optional_result_arrow(p, op);
  mlb_print_optional_unit_prop(p, op, "no_inline", "no_inline");
  mlb_pr_region(p, &op->regions[0], false, true);
  mlb_pr_attr_dict(p, op, elided);
}

static MlbStatus verify_execute_region(MlbContext *ctx, MlbOperation *op) {
  MlbRegion *r = &op->regions[0];
  if (mlb_region_empty(r))
    return mlb_op_emit_error(ctx, op,
                             "region needs to have at least one block");
  if (r->first->num_args)
    return mlb_op_emit_error(ctx, op, "region cannot have any arguments");
  return mlb_scf_verify_execute_region_edges(ctx, op);
}

/* ==== scf.index_switch ==== */
/* Region 0 is the default region, cases follow (upstream's order). */
static MlbStatus parse_switch_cases(MlbAsmParser *p, MlbOpState *st,
                                    MlbI64Vec *cases, MlbRegionVec *regions) {
  while (mlb_parse_optional_keyword(p, "case")) {
    int64_t v = 0;
    MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
    mlb_vec_push(regions, r);
    MLB_TRY(mlb_parse_integer(p, &v));
    MLB_TRY(mlb_parse_region(p, r, NULL, 0));
    mlb_vec_push(cases, v);
  }
  MLB_UNUSED(st);
  return MLB_SUCCESS;
}

static MlbStatus switch_body(MlbAsmParser *p, MlbOpState *st, MlbI64Vec *cases,
                             MlbRegionVec *regions) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved arg;
  MlbRegion *dflt = new_region(p, st);
  MLB_TRY(mlb_parse_operand(p, &arg));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_type_list(p, &st->result_types));
  MlbStatus s = parse_switch_cases(p, st, cases, regions);
  for (uint32_t i = 0; i < regions->len; i++)
    mlb_vec_push(&st->regions, regions->data[i]);
  MLB_TRY(s);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "cases"),
                       mlb_attr_dense_i64_array(ctx, cases->len, cases->data));
  MLB_TRY(mlb_parse_keyword(p, "default"));
  MLB_TRY(mlb_parse_region(p, dflt, NULL, 0));
  mlb_ensure_terminator(ctx, dflt, "scf.yield", st->loc);
  return mlb_resolve_operand(p, &arg, ctx->t_index, st);
}

static MlbStatus parse_index_switch(MlbAsmParser *p, MlbOpState *st) {
  MlbI64Vec cases = {0};
  MlbRegionVec regions = {0};
  MlbStatus s = switch_body(p, st, &cases, &regions);
  mlb_vec_free(&cases);
  mlb_vec_free(&regions);
  return s;
}

/* The generated printer elides an implicit terminator without operands or
 * attributes. */
static bool elidable_terminator(MlbRegion *r) {
  MlbOperation *t = mlb_scf_first_terminator(r);
  return t && t->num_operands == 0 && t->num_results == 0 &&
         (!t->attrs || t->attrs->u.dict.n == 0) &&
         (!t->props || t->props->kind != MLB_ATTR_DICT ||
          t->props->u.dict.n == 0);
}

static void print_index_switch(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"cases", NULL};
  const MlbAttr *cases = mlb_op_get_prop(op, "cases");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, elided);
  if (op->num_results) {
    mlb_pr(p, " -> ");
    mlb_pr_result_types(p, op);
  }
  mlb_pr(p, " ");
  uint32_t n =
      cases && cases->kind == MLB_ATTR_DENSE_ARRAY ? cases->u.darray.n : 0;
  for (uint32_t i = 0; i < n && i + 1 < op->num_regions; i++) {
    mlb_pr_newline(p);
    mlb_prf(p, "case %lld", (long long)cases->u.darray.ivals[i]);
    mlb_pr_region(p, &op->regions[i + 1], false, true);
  }
  mlb_pr_newline(p);
  mlb_pr(p, "default");
  mlb_pr_region(p, &op->regions[0], false,
                !elidable_terminator(&op->regions[0]));
}

static MlbStatus verify_switch_region(MlbContext *ctx, MlbOperation *op,
                                      MlbRegion *r, const char *name) {
  MlbOperation *t = mlb_scf_first_terminator(r);
  MlbBuf b;
  mlb_buf_init(&b);
  MlbStatus s = MLB_SUCCESS;
  if (!t || strcmp(t->name, "scf.yield") != 0) {
    s = mlb_op_emit_error(ctx, op,
                          "expected region to end with scf.yield, "
                          "but got %s",
                          t ? t->name : "nothing");
  } else if (t->num_operands != op->num_results) {
    mlb_buf_printf(&b,
                   "expected each region to return %u values, but %s "
                   "returns %u",
                   op->num_results, name, t->num_operands);
    s = error_with_note(ctx, op, t, "see yield operation here",
                        mlb_buf_cstr(&b));
  } else {
    for (uint32_t i = 0; i < op->num_results && !s; i++) {
      MlbType *want = op->results[i].type, *got = mlb_op_operand(t, i)->type;
      if (want == got)
        continue;
      mlb_buf_printf(&b, "expected result #%u of each region to be ", i);
      mlb_append_quoted_type(&b, want);
      MlbBuf note;
      mlb_buf_init(&note);
      mlb_buf_printf(&note, "%s returns ", name);
      mlb_append_quoted_type(&note, got);
      mlb_buf_puts(&note, " here");
      s = error_with_note(ctx, op, t, mlb_buf_cstr(&note), mlb_buf_cstr(&b));
      mlb_buf_free(&note);
    }
  }
  mlb_buf_free(&b);
  return s;
}

static MlbStatus verify_index_switch(MlbContext *ctx, MlbOperation *op) {
  const MlbAttr *cases = mlb_op_get_prop(op, "cases");
  if (!cases || cases->kind != MLB_ATTR_DENSE_ARRAY ||
      (cases->u.darray.n && !cases->u.darray.ivals))
    return mlb_op_emit_error(ctx, op, "requires attribute 'cases'");
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_index, "index"));
  uint32_t n = cases->u.darray.n, nregions = op->num_regions - 1;
  for (uint32_t i = 0; i < op->num_regions; i++)
    if (mlb_region_num_blocks(&op->regions[i]) != 1)
      return mlb_op_emit_error(ctx, op,
                               "region #%u ('%s') failed to verify "
                               "constraint: region with 1 blocks",
                               i ? 1u : 0u,
                               i ? "caseRegions" : "defaultRegion");
  if (n != nregions)
    return mlb_op_emit_error(ctx, op, "has %u case regions but %u case values",
                             nregions, n);
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < i; k++)
      if (cases->u.darray.ivals[i] == cases->u.darray.ivals[k])
        return mlb_op_emit_error(ctx, op, "has duplicate case value: %lld",
                                 (long long)cases->u.darray.ivals[i]);
  MLB_TRY(verify_switch_region(ctx, op, &op->regions[0], "default region"));
  for (uint32_t i = 0; i < n; i++) {
    char name[40];
    snprintf(name, sizeof name, "case region #%u", i);
    MLB_TRY(verify_switch_region(ctx, op, &op->regions[i + 1], name));
  }
  return MLB_SUCCESS;
}

/* ==== scf.while ==== */
static MlbStatus while_body(MlbAsmParser *p, MlbOpState *st,
                            MlbRegionArgVec *args, MlbUnresolvedVec *inits) {
  MlbRegion *before = new_region(p, st), *after = new_region(p, st);
  MlbType *ft = NULL;
  if (mlb_parser_at_punct(p, "("))
    MLB_TRY(mlb_scf_parse_assignment_list(p, args, inits));
  /* Upstream reports type errors at the colon (parseColonType). */
  MlbAttr *tloc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &ft));
  if (ft->kind != MLB_TYPE_FUNCTION) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_type(&b, ft);
    mlb_parser_op_error(p, tloc,
                        "invalid kind of type specified: expected "
                        "builtin.function, but found '%s'",
                        mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  uint32_t ni = ft->u.func.num_inputs;
  for (uint32_t i = 0; i < ft->u.func.num_results; i++)
    mlb_vec_push(&st->result_types, ft->u.func.types[ni + i]);
  if (ni != inits->len)
    return mlb_parser_error_at(p, tloc,
                               "custom op '%s' expected as many input types "
                               "as operands (expected %u got %u)",
                               st->name, inits->len, ni);
  for (uint32_t i = 0; i < ni; i++) {
    MLB_TRY(mlb_resolve_operand(p, &inits->data[i], ft->u.func.types[i], st));
    args->data[i].type = ft->u.func.types[i];
  }
  MLB_TRY(mlb_parse_region(p, before, args->data, args->len));
  MLB_TRY(mlb_parse_keyword(p, "do"));
  MLB_TRY(mlb_parse_region(p, after, NULL, 0));
  return mlb_parse_optional_attr_dict_with_keyword(p, st);
}

static MlbStatus parse_while(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArgVec args = {0};
  MlbUnresolvedVec inits = {0};
  MlbStatus s = while_body(p, st, &args, &inits);
  mlb_vec_free(&args);
  mlb_vec_free(&inits);
  return s;
}

static void print_while(MlbAsmPrinter *p, MlbOperation *op) {
  MlbBlock *before = op->regions[0].first;
  if (before && before->num_args == op->num_operands)
    mlb_scf_print_init_list(p, " ", before->args, op->operands,
                            op->num_operands);
  mlb_pr(p, " : ");
  mlb_print_functional_type_of(p, op);
  mlb_pr_region(p, &op->regions[0], false, true);
  mlb_pr(p, " do");
  mlb_pr_region(p, &op->regions[1], true, true);
  mlb_pr_attr_dict_with_keyword(p, op, NULL);
}

static MlbStatus expect_terminator(MlbContext *ctx, MlbOperation *op,
                                   MlbRegion *r, const char *name,
                                   const char *msg) {
  MlbOperation *t = mlb_scf_first_terminator(r);
  if (t && strcmp(t->name, name) == 0)
    return MLB_SUCCESS;
  return error_with_note(ctx, op, t, "terminator here", msg);
}

static MlbStatus verify_while(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "before", false));
  MLB_TRY(mlb_verify_region_size(ctx, op, 1, "after", false));
  MLB_TRY(expect_terminator(
      ctx, op, &op->regions[0], "scf.condition",
      "expects the 'before' region to terminate with 'scf.condition'"));
  MLB_TRY(expect_terminator(
      ctx, op, &op->regions[1], "scf.yield",
      "expects the 'after' region to terminate with 'scf.yield'"));
  return mlb_scf_verify_while_edges(ctx, op);
}

/* ==== scf.condition / scf.yield ==== */
static MlbStatus parse_condition(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved cond;
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &cond));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_resolve_operand(p, &cond, mlb_parser_ctx(p)->t_i1, st));
  return mlb_parse_operands_colon_types(p, st);
}

static void print_condition(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "(");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, NULL);
  if (op->num_operands > 1) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, &op->operands[1], op->num_operands - 1);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, &op->operands[1], op->num_operands - 1);
  }
}

static MlbStatus verify_condition(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_i1,
                                  "1-bit signless integer"));
  return mlb_scf_expect_parent(ctx, op, "scf.while");
}

MLB_HOT static MlbStatus verify_yield(MlbContext *ctx, MlbOperation *op) {
  /* Most frequent parents first: each miss is a strcmp. */
  static const char *const parents[] = {
      "scf.if",    "scf.for", "scf.while", "scf.execute_region",
      "scf.index_switch", NULL};
  MlbOperation *par = mlb_op_parent_op(op);
  /* scf.if and scf.for, known by their verify hooks without a strcmp: a
   * descriptor with one of these hooks is the context's copy of that op's
   * table entry, found by the op's name. Anything else compares names. */
  const MlbOpDesc *pd = par ? par->desc : NULL;
  if (pd && (pd->verify == verify_if || pd->verify == mlb_scf_verify_for))
    return MLB_SUCCESS;
  for (const char *const *n = parents; par && *n; n++)
    if (strcmp(par->name, *n) == 0)
      return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op,
                           "expects parent op to be one of "
                           "'scf.execute_region, scf.for, scf.if, "
                           "scf.index_switch, scf.while'");
}

bool mlb_scf_is_yield(const MlbOperation *op) {
  return op->desc && op->desc->verify == verify_yield;
}

/* ==== Op table ==== */
static const char *const k_exec_props[] = {"no_inline", NULL};
static const char *const k_switch_props[] = {"cases", NULL};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

#define REGION_TRAITS                                                          \
  (MLB_TRAIT_RECURSIVE_EFFECTS | MLB_TRAIT_SINGLE_BLOCK |                      \
   MLB_TRAIT_IMPLICIT_TERMINATOR)

static const MlbOpDesc k_scf_ops[] = {
    {OP("scf.condition", MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE, -1, 0, 0),
     .parse = parse_condition, .print = print_condition,
     .verify = verify_condition},
    {OP("scf.execute_region", MLB_TRAIT_RECURSIVE_EFFECTS, 0, -1, 1),
     .props = k_exec_props, .parse = parse_execute_region,
     .print = print_execute_region, .verify = verify_execute_region},
    {OP("scf.for",
        REGION_TRAITS | MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE | MLB_TRAIT_LOOP_LIKE,
        -1, -1, 1),
     .props = mlb_scf_for_props, .parse = mlb_scf_parse_for,
     .print = mlb_scf_print_for, .verify = mlb_scf_verify_for},
    {OP("scf.forall",
        REGION_TRAITS | MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE |
            MLB_TRAIT_ATTR_SIZED_OPERANDS | MLB_TRAIT_LOOP_LIKE |
            MLB_TRAIT_PARALLEL_REGION,
        -1, -1, 1),
     .props = mlb_scf_forall_props, .parse = mlb_scf_parse_forall,
     .print = mlb_scf_print_forall, .verify = mlb_scf_verify_forall},
    {OP("scf.forall.in_parallel",
        MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE | MLB_TRAIT_SINGLE_BLOCK |
            MLB_TRAIT_NO_TERMINATOR,
        0, 0, 1),
     .parse = mlb_scf_parse_in_parallel, .print = mlb_scf_print_in_parallel,
     .verify = mlb_scf_verify_in_parallel},
    {OP("scf.if", REGION_TRAITS, 1, -1, 2), .parse = parse_if,
     .print = print_if, .verify = verify_if},
    {OP("scf.index_switch", REGION_TRAITS, 1, -1, -1), .props = k_switch_props,
     .parse = parse_index_switch, .print = print_index_switch,
     .verify = verify_index_switch},
    {OP("scf.parallel",
        REGION_TRAITS | MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE |
            MLB_TRAIT_ATTR_SIZED_OPERANDS | MLB_TRAIT_LOOP_LIKE |
            MLB_TRAIT_PARALLEL_REGION,
        -1, -1, 1),
     .props = mlb_scf_parallel_props, .parse = mlb_scf_parse_parallel,
     .print = mlb_scf_print_parallel, .verify = mlb_scf_verify_parallel},
    {OP("scf.reduce", MLB_TRAIT_TERMINATOR | MLB_TRAIT_RECURSIVE_EFFECTS, -1, 0,
        -1),
     .parse = mlb_scf_parse_reduce, .print = mlb_scf_print_reduce,
     .verify = mlb_scf_verify_reduce},
    {OP("scf.reduce.return", MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE, 1, 0, 0),
     .parse = mlb_parse_operand_colon_type,
     .print = mlb_print_operand_colon_type,
     .verify = mlb_scf_verify_reduce_return},
    {OP("scf.while", MLB_TRAIT_RECURSIVE_EFFECTS | MLB_TRAIT_LOOP_LIKE, -1, -1,
        2),
     .parse = parse_while, .print = print_while, .verify = verify_while},
    {OP("scf.yield",
        MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE, -1, 0,
        0),
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types, .verify = verify_yield},
};

#undef OP
#undef REGION_TRAITS

const MlbDialect mlb_dialect_scf = {
    .name = "scf",
    .ops = k_scf_ops,
    .num_ops = MLB_ARRAY_LEN(k_scf_ops),
};
