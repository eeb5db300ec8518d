/* shape_common.c - helpers shared by memref, tensor and bufferization:
 * dynamic-size counts and checks, the `dim` syntax, and the custom syntax
 * and attribute checks of expand_shape and collapse_shape (the two
 * dialects spell these ops the same way; only the accepted types and the
 * shape rules of their verifiers differ). */
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
/* The `[[0, 1], [2]]` attribute, parsed with a `none` type as upstream
 * does (so `1 : i64` is "integer literal not valid for specified type"),
 * stored as the `reassociation` prop; other attribute kinds get "invalid
 * kind of attribute specified". */
static MlbStatus parse_reassociation(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *a = NULL, *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, ctx->t_none, &a));
  if (a->kind != MLB_ATTR_ARRAY)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "reassociation"), a);
  return MLB_SUCCESS;
}

/* ` %src [[0, 1], [2]]` */
static void print_reassociation_head(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *re = mlb_op_get_prop(op, "reassociation");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " ");
  if (re)
    mlb_pr_attr(p, re);
}

/* `attr-dict : type(%src) into type(%result)` (reassociation and
 * static_output_shape elided). */
static void print_reshape_tail(MlbAsmPrinter *p, MlbOperation *op) {
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

MlbStatus mlb_verify_static_output_shape(MlbContext *ctx, MlbOperation *op,
                                         const MlbAttr *so, uint32_t rank,
                                         const char *noun) {
  if (!so)
    return mlb_op_emit_error(ctx, op,
                             "requires attribute 'static_output_shape'");
  if (so->u.darray.n != rank)
    return mlb_op_emit_error(ctx, op,
                             "expected number of static shape %s to be "
                             "equal to the output rank (%u) but found %u "
                             "inputs instead",
                             noun, rank, so->u.darray.n);
  uint32_t ndyn = mlb_count_dynamic_entries(so);
  if (op->num_operands - 1 != ndyn)
    return mlb_op_emit_error(ctx, op,
                             "mismatch in dynamic dims in output_shape and "
                             "static_output_shape: static_output_shape has "
                             "%u dynamic dims while output_shape has %u "
                             "values",
                             ndyn, op->num_operands - 1);
  return MLB_SUCCESS;
}

/* ==== expand_shape / collapse_shape syntax ==== */
/* `attr-dict : type(%src) into type(%result)`, resolving `src`; the
 * dialect's `parse_type` decides which types are accepted and how a wrong
 * one is reported. */
static MlbStatus parse_reshape_tail(MlbAsmParser *p, MlbOpState *st,
                                    const MlbUnresolved *src,
                                    MlbReshapeTypeParser parse_type) {
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_type(p, st, &from));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(parse_type(p, st, &to));
  MLB_TRY(mlb_resolve_operand(p, src, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static MlbStatus expand_shape_body(MlbAsmParser *p, MlbOpState *st,
                                   MlbReshapeTypeParser parse_type,
                                   MlbUnresolvedVec *dyn) {
  MlbUnresolved src;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(parse_reassociation(p, st));
  MLB_TRY(mlb_parse_keyword(p, "output_shape"));
  MLB_TRY(mlb_parse_mixed_index_list(p, st, "static_output_shape", dyn));
  MLB_TRY(parse_reshape_tail(p, st, &src, parse_type));
  return mlb_resolve_operands_same(p, dyn->data, dyn->len,
                                   mlb_parser_ctx(p)->t_index, st);
}

MlbStatus mlb_parse_expand_shape(MlbAsmParser *p, MlbOpState *st,
                                 MlbReshapeTypeParser parse_type) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = expand_shape_body(p, st, parse_type, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

MlbStatus mlb_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st,
                                   MlbReshapeTypeParser parse_type) {
  MlbUnresolved src;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(parse_reassociation(p, st));
  return parse_reshape_tail(p, st, &src, parse_type);
}

void mlb_print_expand_shape(MlbAsmPrinter *p, MlbOperation *op) {
  print_reassociation_head(p, op);
  mlb_pr(p, " output_shape ");
  mlb_pr_dynamic_index_list(p, &op->operands[1], op->num_operands - 1,
                            mlb_op_get_prop(op, "static_output_shape"),
                            MLB_DELIM_SQUARE);
  print_reshape_tail(p, op);
}

void mlb_print_collapse_shape(MlbAsmPrinter *p, MlbOperation *op) {
  print_reassociation_head(p, op);
  print_reshape_tail(p, op);
}
