/* shape_ops.c - the shape dialect ops that bufferization tests use:
 * shape.assuming, its terminator shape.assuming_yield, and
 * shape.const_witness (a witness known at compile time, so that programs
 * with shape.assuming can be run).
 *
 * `shape.assuming %w (-> (types))? region attr-dict`, where %w is a
 * !shape.witness (kept verbatim as a dialect type); the implicit
 * assuming_yield without operands is elided as upstream's AssumingOp does.
 * `shape.const_witness true|false attr-dict` (the value is parsed as an i1
 * attribute, so 0 and 1 are taken too, as upstream).
 *
 * The checks follow upstream's order: the single-block and terminator
 * traits, the ODS constraints (witness operand, one-block region), then,
 * with the nested ops verified, the RegionBranchOpInterface edge from the
 * yield to the results (upstream reports a mismatch on the shape.assuming,
 * not on its yield).
 */
#include "dialects/common.h"

static const char *const k_witness = "!shape.witness";
static const char *const k_const_props[] = {"passing", NULL};

static MlbType *witness_type(MlbContext *ctx) {
  return mlb_type_opaque(ctx, k_witness, strlen(k_witness));
}

static bool is_witness(const MlbType *t) {
  return t->kind == MLB_TYPE_OPAQUE && strcmp(t->u.opaque.text, k_witness) == 0;
}

/* "<what> #0 must be , but got '<type>'": upstream's witness type has an
 * empty summary. */
static MlbStatus witness_error(MlbContext *ctx, MlbOperation *op,
                               const char *what, const MlbType *t) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, t);
  mlb_op_emit_error(ctx, op, "%s #0 must be , but got '%s'", what,
                    mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ==== shape.assuming ==== */
static MlbStatus parse_assuming(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved w;
  MLB_TRY(mlb_parse_operand(p, &w));
  MLB_TRY(mlb_resolve_operand(p, &w, witness_type(ctx), st));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  mlb_ensure_terminator(ctx, r, "shape.assuming_yield", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_assuming(MlbAsmPrinter *p, MlbOperation *op) {
  bool yields = op->num_results != 0;
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (yields) {
    mlb_pr(p, " -> (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_region(p, &op->regions[0], false, yields);
  mlb_pr_attr_dict(p, op, NULL);
}

/* The terminator trait's error, with upstream's note on the custom form. */
static MlbStatus terminator_error(MlbContext *ctx, MlbOperation *op,
                                  const MlbOperation *last) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message,
                 "'%s' op expects regions to end with "
                 "'shape.assuming_yield', found '%s'",
                 op->name, last->name);
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_note(d, op->loc, "in custom textual format, the absence of "
                            "terminator implies 'shape.assuming_yield'");
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

/* SingleBlockImplicitTerminator<AssumingYieldOp>, then the witness operand
 * and SizedRegion<1>. */
static MlbStatus verify_assuming(MlbContext *ctx, MlbOperation *op) {
  MlbBlock *b = op->regions[0].first;
  if (b && b->next)
    return mlb_op_emit_error(ctx, op, "expects region #0 to have 0 or 1 "
                                      "blocks");
  if (b && !b->last)
    return mlb_op_emit_error(ctx, op, "expects a non-empty block");
  if (b && strcmp(b->last->name, "shape.assuming_yield") != 0)
    return terminator_error(ctx, op, b->last);
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (!is_witness(t))
    return witness_error(ctx, op, "operand", t);
  return mlb_verify_region_size(ctx, op, 0, "doRegion", false);
}

/* The region-branch edge from the yield to the parent: its operands
 * become the results. (mlir-opt 22 does not compare the parent's entry
 * edge with the region's arguments: a block argument is accepted, and its
 * custom form drops it.) */
static MlbStatus verify_assuming_edges(MlbContext *ctx, MlbOperation *op) {
  MlbBlock *b = op->regions[0].first;
  if (!b || !b->last)
    return MLB_SUCCESS; /* refused by verify_assuming */
  MlbTypeVec res = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&res, op->results[i].type);
  MlbOperation *y = b->last;
  MlbStatus s = mlb_verify_region_edge(ctx, op, y, -1, y->operands,
                                       y->num_operands, res.data, res.len);
  mlb_vec_free(&res);
  return s;
}

static MlbStatus verify_assuming_yield(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par || strcmp(par->name, "shape.assuming"))
    return mlb_op_emit_error(ctx, op, "expects parent op 'shape.assuming'");
  return MLB_SUCCESS;
}

/* ==== shape.const_witness ==== */
static MlbStatus parse_const_witness(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *loc = mlb_parser_loc(p), *v = NULL;
  MLB_TRY(mlb_parse_attr(p, ctx->t_i1, &v));
  if (v->kind != MLB_ATTR_INTEGER || v->type != ctx->t_i1)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "passing"), v);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  mlb_vec_push(&st->result_types, witness_type(ctx));
  return MLB_SUCCESS;
}

static void print_const_witness(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *v = mlb_op_get_prop(op, "passing");
  if (v) {
    mlb_pr(p, " ");
    mlb_pr_attr_no_type(p, v);
  }
  mlb_pr_attr_dict(p, op, k_const_props);
}

static MlbStatus verify_const_witness(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *v;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "passing", &v));
  if (v->kind != MLB_ATTR_INTEGER || !mlb_type_is_int(v->type, 1))
    return mlb_op_emit_error(ctx, op,
                             "attribute 'passing' failed to satisfy "
                             "constraint: bool attribute");
  MlbType *t = op->results[0].type;
  return is_witness(t) ? MLB_SUCCESS : witness_error(ctx, op, "result", t);
}

static const MlbOpDesc k_shape_ops[] = {
    {.name = "shape.assuming",
     .traits = MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR |
               MLB_TRAIT_RECURSIVE_EFFECTS,
     .num_operands = 1, .num_results = -1, .num_regions = 1,
     .parse = parse_assuming, .print = print_assuming,
     .verify = verify_assuming, .verify_regions = verify_assuming_edges},
    {.name = "shape.assuming_yield",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 0,
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types,
     .verify = verify_assuming_yield},
    {.name = "shape.const_witness",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_CONSTANT_LIKE,
     .num_operands = 0, .num_results = 1, .props = k_const_props,
     .parse = parse_const_witness, .print = print_const_witness,
     .verify = verify_const_witness},
};

const MlbDialect mlb_dialect_shape = {
    .name = "shape",
    .ops = k_shape_ops,
    .num_ops = MLB_ARRAY_LEN(k_shape_ops),
};
