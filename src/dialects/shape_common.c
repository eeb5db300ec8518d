/* shape_common.c - helpers shared by memref, tensor and bufferization:
 * dynamic-size counts and checks, the `dim` syntax, and the reassociation
 * syntax/attribute checks of expand_shape and collapse_shape (the two
 * dialects spell these ops the same way). */
#include "dialects/shape_common.h"

/* ==== Dynamic sizes ==== */
uint32_t mlb_num_dynamic_dims(const MlbType *t) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    n += t->u.shaped.shape[i] == MLB_DYNAMIC;
  return n;
}

uint32_t mlb_count_dynamic_entries(const MlbAttr *a) {
  uint32_t c = 0;
  for (uint32_t i = 0; a && i < a->u.darray.n; i++)
    c += a->u.darray.ivals[i] == MLB_DYNAMIC;
  return c;
}

MlbStatus mlb_verify_dynamic_size_count(MlbContext *ctx, MlbOperation *op,
                                        const MlbType *t, uint32_t has) {
  uint32_t want = mlb_num_dynamic_dims(t);
  if (has == want)
    return MLB_SUCCESS;
  return mlb_op_emit_error(
      ctx, op, "incorrect number of dynamic sizes, has %u, expected %u", has,
      want);
}

/* ==== dim ==== */
void mlb_print_dim_op(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, 2);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

/* ==== Reassociation ==== */
MlbStatus mlb_parse_reassociation(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *a = NULL, *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, ctx->t_none, &a));
  if (a->kind != MLB_ATTR_ARRAY)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "reassociation"), a);
  return MLB_SUCCESS;
}

void mlb_print_reassociation_head(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *re = mlb_op_get_prop(op, "reassociation");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " ");
  if (re)
    mlb_pr_attr(p, re);
}

void mlb_print_reshape_tail(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"reassociation", "static_output_shape",
                                       NULL};
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " into ");
  mlb_pr_type(p, op->results[0].type);
}

static bool reassoc_well_formed(const MlbAttr *a) {
  if (a->kind != MLB_ATTR_ARRAY)
    return false;
  for (uint32_t g = 0; g < a->u.array.n; g++) {
    const MlbAttr *grp = a->u.array.elems[g];
    if (grp->kind != MLB_ATTR_ARRAY)
      return false;
    for (uint32_t k = 0; k < grp->u.array.n; k++)
      if (grp->u.array.elems[k]->kind != MLB_ATTR_INTEGER)
        return false;
  }
  return true;
}

MlbStatus mlb_verify_reassociation_prop(MlbContext *ctx, MlbOperation *op,
                                        const MlbAttr **out) {
  MlbAttr *a = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "reassociation", &a));
  if (!reassoc_well_formed(a))
    return mlb_op_emit_error(ctx, op,
                             "attribute 'reassociation' failed to satisfy "
                             "constraint: Array of 64-bit integer array "
                             "attributes");
  *out = a;
  return MLB_SUCCESS;
}

/* ==== expand_shape / collapse_shape printers ==== */
void mlb_print_expand_shape(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_reassociation_head(p, op);
  mlb_pr(p, " output_shape ");
  mlb_pr_dynamic_index_list(p, &op->operands[1], op->num_operands - 1,
                            mlb_op_get_prop(op, "static_output_shape"),
                            MLB_DELIM_SQUARE);
  mlb_print_reshape_tail(p, op);
}

void mlb_print_collapse_shape(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_reassociation_head(p, op);
  mlb_print_reshape_tail(p, op);
}
