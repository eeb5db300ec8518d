/* shape_ops.c - the shape dialect ops that bufferization tests use:
 * shape.assuming and its terminator shape.assuming_yield.
 *
 * `shape.assuming %w (-> (types))? region attr-dict`, where %w is a
 * !shape.witness (kept verbatim as a dialect type); the implicit
 * assuming_yield without operands is elided as upstream's AssumingOp does.
 */
#include "dialects/common.h"

static const char *const k_witness = "!shape.witness";

static MlbStatus parse_assuming(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved w;
  MLB_TRY(mlb_parse_operand(p, &w));
  MLB_TRY(mlb_resolve_operand(
      p, &w, mlb_type_opaque(ctx, k_witness, strlen(k_witness)), st));
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

static MlbStatus verify_assuming(MlbContext *ctx, MlbOperation *op) {
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (t->kind != MLB_TYPE_OPAQUE || strcmp(t->u.opaque.text, k_witness)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_type(&b, t);
    mlb_op_emit_error(ctx, op, "operand #0 must be , but got '%s'",
                      mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

static MlbStatus verify_assuming_yield(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par || strcmp(par->name, "shape.assuming"))
    return mlb_op_emit_error(ctx, op, "expects parent op 'shape.assuming'");
  if (op->num_operands != par->num_results)
    return mlb_op_emit_error(ctx, op, "number of operands does not match "
                                      "number of results of its parent");
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type != par->results[i].type)
      return mlb_op_emit_error(ctx, op, "types mismatch between yield op "
                                        "and its parent");
  return MLB_SUCCESS;
}

static const MlbOpDesc k_shape_ops[] = {
    {.name = "shape.assuming",
     .traits = MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR |
               MLB_TRAIT_RECURSIVE_EFFECTS,
     .num_operands = 1, .num_results = -1, .num_regions = 1,
     .parse = parse_assuming, .print = print_assuming,
     .verify = verify_assuming},
    {.name = "shape.assuming_yield",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 0,
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types,
     .verify = verify_assuming_yield},
};

const MlbDialect mlb_dialect_shape = {
    .name = "shape",
    .ops = k_shape_ops,
    .num_ops = MLB_ARRAY_LEN(k_shape_ops),
};
