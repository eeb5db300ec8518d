/* tensor_ops.c - the tensor dialect: op table, shared helpers and the ops
 * that read, write or describe single elements and shapes (empty, extract,
 * insert, cast, bitcast, dim, rank, from_elements, splat, reshape, yield).
 *
 * Syntaxes, props, result name hints and verifier messages follow
 * upstream's TensorOps.td / TensorOps.cpp. Slices live in tensor_slice.c,
 * region and reshaping ops in tensor_shape.c.
 */
#include "dialects/tensor/tensor_int.h"

#include <stdarg.h>

/* ==== Shared helpers ==== */
MlbStatus mlb_tensor_parse_type(MlbAsmParser *p, MlbOpState *st, bool ranked,
                                MlbType **out) {
  (void)st;
  if (ranked)
    return mlb_parse_type_of_kind(p, MLB_TYPE_TENSOR, "tensor", out);
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_type(p, out));
  if (mlb_type_is_tensor(*out))
    return MLB_SUCCESS;
  return mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                             "invalid kind of type specified");
}

MlbStatus mlb_tensor_resolve_indices(MlbAsmParser *p, MlbUnresolvedVec *v,
                                     MlbOpState *st) {
  return mlb_resolve_operands_same(p, v->data, v->len,
                                   mlb_parser_ctx(p)->t_index, st);
}

const MlbAttr *mlb_tensor_i64_prop(MlbOperation *op, const char *name) {
  const MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || !a->u.darray.elt ||
      a->u.darray.elt->kind != MLB_TYPE_INTEGER ||
      (a->u.darray.n && !a->u.darray.ivals))
    return NULL;
  return a;
}

MlbStatus mlb_tensor_expect_min_operands(MlbContext *ctx, MlbOperation *op,
                                         uint32_t n) {
  if (op->num_operands >= n)
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op,
                           "expected %u or more operands, but found %u", n,
                           op->num_operands);
}

MlbStatus mlb_tensor_expect_ranked(MlbContext *ctx, MlbOperation *op,
                                   bool operand, uint32_t i) {
  return operand ? mlb_verify_operand_type(ctx, op, i, mlb_pred_ranked_tensor,
                                           "ranked tensor of any type values")
                 : mlb_verify_result_type(ctx, op, i, mlb_pred_ranked_tensor,
                                          "ranked tensor of any type values");
}

/* `[%i, %j]` from op->operands[from..]. */
static void print_indices(MlbAsmPrinter *p, MlbOperation *op, uint32_t from) {
  mlb_pr(p, "[");
  if (op->num_operands > from)
    mlb_pr_operands(p, &op->operands[from], op->num_operands - from);
  mlb_pr(p, "]");
}

/* ==== empty ==== */
static MlbStatus empty_body(MlbAsmParser *p, MlbOpState *st,
                            MlbUnresolvedVec *dyn) {
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_PAREN, dyn));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  MLB_TRY(mlb_tensor_resolve_indices(p, dyn, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static MlbStatus parse_empty(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = empty_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

static void print_empty(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "(");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

/* "incorrect number of dynamic sizes, has N, expected M" (empty, splat,
 * generate): `first` is the first size operand. */
static MlbStatus verify_dynamic_sizes(MlbContext *ctx, MlbOperation *op,
                                      uint32_t first) {
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, false, 0));
  return mlb_verify_dynamic_size_count(ctx, op, op->results[0].type,
                                       op->num_operands - first);
}

static MlbStatus verify_empty(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_index, "index"));
  return verify_dynamic_sizes(ctx, op, 0);
}

/* ==== extract / insert ==== */
static MlbStatus extract_body(MlbAsmParser *p, MlbOpState *st,
                              MlbUnresolvedVec *idx) {
  MlbUnresolved src;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  MLB_TRY(mlb_resolve_operand(p, &src, t, st));
  MLB_TRY(mlb_tensor_resolve_indices(p, idx, st));
  mlb_vec_push(&st->result_types, t->u.shaped.elt);
  return MLB_SUCCESS;
}

static MlbStatus parse_extract(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec idx = {0};
  MlbStatus s = extract_body(p, st, &idx);
  mlb_vec_free(&idx);
  return s;
}

static void print_extract(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  print_indices(p, op, 1);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

/* Shared by extract and insert: ranked tensor at `t`, index operands from
 * `first`, and as many of them as the tensor's rank. */
static MlbStatus verify_access(MlbContext *ctx, MlbOperation *op, uint32_t t,
                               const char *msg) {
  MLB_TRY(mlb_tensor_expect_min_operands(ctx, op, t + 1));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, t));
  for (uint32_t i = t + 1; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  MlbType *tt = mlb_op_operand(op, t)->type;
  if (op->num_operands - t - 1 != tt->u.shaped.rank)
    return mlb_op_emit_error(ctx, op, "%s", msg);
  return MLB_SUCCESS;
}

static MlbStatus verify_extract(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_access(ctx, op, 0,
                        "incorrect number of indices for extract_element"));
  if (op->results[0].type != mlb_op_operand(op, 0)->type->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type matches "
                             "element type of tensor");
  return MLB_SUCCESS;
}

static MlbStatus insert_body(MlbAsmParser *p, MlbOpState *st,
                             MlbUnresolvedVec *idx) {
  MlbUnresolved scalar, dest;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &scalar));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_operand(p, &dest));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  MLB_TRY(mlb_resolve_operand(p, &scalar, t->u.shaped.elt, st));
  MLB_TRY(mlb_resolve_operand(p, &dest, t, st));
  MLB_TRY(mlb_tensor_resolve_indices(p, idx, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static MlbStatus parse_insert(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec idx = {0};
  MlbStatus s = insert_body(p, st, &idx);
  mlb_vec_free(&idx);
  return s;
}

static void print_insert(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " into ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  print_indices(p, op, 2);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

static MlbStatus verify_insert(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_access(ctx, op, 1, "incorrect number of indices"));
  MlbType *dest = mlb_op_operand(op, 1)->type;
  if (op->results[0].type != dest)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type matches "
                             "type of dest");
  if (mlb_op_operand(op, 0)->type != dest->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that scalar type matches "
                             "element type of dest");
  return MLB_SUCCESS;
}

/* ==== cast / bitcast ==== */
static MlbStatus parse_tensor_cast(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, false, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_tensor_parse_type(p, st, false, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

/* Upstream's verifyCompatibleShape for two tensor types. */
static bool compatible_shapes(const MlbType *a, const MlbType *b) {
  if (a->kind != MLB_TYPE_TENSOR || b->kind != MLB_TYPE_TENSOR)
    return true;
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (uint32_t i = 0; i < a->u.shaped.rank; i++) {
    int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
    if (x != MLB_DYNAMIC && y != MLB_DYNAMIC && x != y)
      return false;
  }
  return true;
}

static MlbStatus cast_error(MlbContext *ctx, MlbOperation *op) {
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, mlb_op_operand(op, 0)->type);
  mlb_append_quoted_type(&b, op->results[0].type);
  mlb_op_emit_error(ctx, op,
                    "operand type %s and result type %s are cast "
                    "incompatible",
                    mlb_buf_cstr(&a), mlb_buf_cstr(&b));
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static MlbStatus verify_cast_kinds(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                  "tensor of any type values"));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_tensor,
                                "tensor of any type values");
}

static MlbStatus verify_cast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_cast_kinds(ctx, op));
  MlbType *a = mlb_op_operand(op, 0)->type, *b = op->results[0].type;
  if (mlb_type_element(a) != mlb_type_element(b) || !compatible_shapes(a, b))
    return cast_error(ctx, op);
  return MLB_SUCCESS;
}

static MlbStatus verify_bitcast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_cast_kinds(ctx, op));
  MlbType *a = mlb_op_operand(op, 0)->type, *b = op->results[0].type;
  if (mlb_type_bitwidth(mlb_type_element(a)) !=
          mlb_type_bitwidth(mlb_type_element(b)) ||
      !compatible_shapes(a, b))
    return cast_error(ctx, op);
  return MLB_SUCCESS;
}

/* ==== dim / rank ==== */
static MlbStatus parse_dim(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, idx;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &idx));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, false, &t));
  MLB_TRY(mlb_resolve_operand(p, &src, t, st));
  MLB_TRY(mlb_resolve_operand(p, &idx, mlb_parser_ctx(p)->t_index, st));
  mlb_vec_push(&st->result_types, mlb_parser_ctx(p)->t_index);
  return MLB_SUCCESS;
}

static bool non0_ranked_or_unranked(const MlbType *t) {
  return t->kind == MLB_TYPE_UNRANKED_TENSOR ||
         (t->kind == MLB_TYPE_TENSOR && t->u.shaped.rank > 0);
}

static MlbStatus verify_dim(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, non0_ranked_or_unranked,
                                  "non-0-ranked or unranked tensor"));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_pred_index, "index"));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

static MlbStatus parse_rank(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, false, &t));
  MLB_TRY(mlb_resolve_operand(p, &u, t, st));
  mlb_vec_push(&st->result_types, mlb_parser_ctx(p)->t_index);
  return MLB_SUCCESS;
}

static MlbStatus verify_rank(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                  "tensor of any type values"));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

/* ==== from_elements / splat ==== */
static MlbStatus from_elements_body(MlbAsmParser *p, MlbOpState *st,
                                    MlbUnresolvedVec *elts) {
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, elts));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  int64_t n = mlb_type_num_elements(t);
  if (n < 0) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_append_quoted_type(&b, t);
    mlb_parser_op_error(p, st->loc,
                        "'result' must be statically shaped tensor of any "
                        "type values, but got %s",
                        mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  MlbTypeVec types = {0};
  for (int64_t i = 0; i < n; i++)
    mlb_vec_push(&types, t->u.shaped.elt);
  MlbStatus s =
      mlb_resolve_operands(p, elts->data, elts->len, types.data, types.len, st);
  mlb_vec_free(&types);
  mlb_vec_push(&st->result_types, t);
  return s;
}

static MlbStatus parse_from_elements(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec elts = {0};
  MlbStatus s = from_elements_body(p, st, &elts);
  mlb_vec_free(&elts);
  return s;
}

static void print_from_elements(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, op->operands, op->num_operands);
  }
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static bool static_tensor(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR && mlb_type_has_static_shape(t);
}

static MlbStatus verify_from_elements(MlbContext *ctx, MlbOperation *op) {
  MlbType *t = op->results[0].type;
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, static_tensor,
                                 "statically shaped tensor of any type "
                                 "values"));
  int64_t n = mlb_type_num_elements(t);
  bool ok = n == (int64_t)op->num_operands;
  for (uint32_t i = 0; ok && i < op->num_operands; i++)
    ok = mlb_op_operand(op, i)->type == t->u.shaped.elt;
  if (!ok)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that operand types match "
                             "result element type");
  return MLB_SUCCESS;
}

static MlbStatus splat_body(MlbAsmParser *p, MlbOpState *st,
                            MlbUnresolvedVec *dyn) {
  MlbUnresolved in;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &in));
  if (mlb_parser_at_punct(p, "["))
    MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, dyn));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  MLB_TRY(mlb_resolve_operand(p, &in, t->u.shaped.elt, st));
  MLB_TRY(mlb_tensor_resolve_indices(p, dyn, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static MlbStatus parse_splat(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = splat_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

static void print_splat(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (op->num_operands > 1)
    print_indices(p, op, 1);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static bool splat_input(const MlbType *t) {
  return (t->kind == MLB_TYPE_INTEGER && t->u.integer.sign == MLB_SIGNLESS) ||
         t->kind == MLB_TYPE_INDEX || t->kind == MLB_TYPE_FLOAT;
}

static MlbStatus verify_splat(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_tensor_expect_min_operands(ctx, op, 1));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, splat_input,
                                  "integer/index/float type"));
  for (uint32_t i = 1; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  return verify_dynamic_sizes(ctx, op, 1);
}

/* ==== reshape ==== */
static MlbStatus parse_reshape(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved us[2];
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_operand(p, &us[0]));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &us[1]));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft));
  return mlb_resolve_functional_type(p, us, 2, ft, st);
}

static void print_reshape(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "(");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : (");
  mlb_pr_operand_types(p, op->operands, 2);
  mlb_pr(p, ") -> ");
  mlb_pr_type(p, op->results[0].type);
}

static bool shape_operand(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR && t->u.shaped.rank == 1 &&
         ((t->u.shaped.elt->kind == MLB_TYPE_INTEGER &&
           t->u.shaped.elt->u.integer.sign == MLB_SIGNLESS) ||
          t->u.shaped.elt->kind == MLB_TYPE_INDEX);
}

static MlbStatus verify_reshape_counts(MlbContext *ctx, MlbOperation *op,
                                       const MlbType *src, const MlbType *res) {
  int64_t len = mlb_op_operand(op, 1)->type->u.shaped.shape[0];
  if (res->kind != MLB_TYPE_TENSOR)
    return MLB_SUCCESS;
  if (src->kind == MLB_TYPE_TENSOR && mlb_type_has_static_shape(src) &&
      mlb_type_has_static_shape(res) &&
      mlb_type_num_elements(src) != mlb_type_num_elements(res))
    return mlb_op_emit_error(ctx, op,
                             "source and destination tensor should have the "
                             "same number of elements");
  if (len == MLB_DYNAMIC)
    return mlb_op_emit_error(ctx, op,
                             "cannot use shape operand with dynamic length to "
                             "reshape to statically-ranked tensor type");
  if (len != (int64_t)res->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "length of shape operand differs from the "
                             "result's tensor rank");
  return MLB_SUCCESS;
}

static MlbStatus verify_reshape(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                  "tensor of any type values"));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, shape_operand,
                                  "1D tensor of signless integer or index "
                                  "values"));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_tensor,
                                 "tensor of any type values"));
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (mlb_type_element(src) != mlb_type_element(res))
    return mlb_op_emit_error(ctx, op,
                             "element types of source and destination tensor "
                             "types should be the same");
  return verify_reshape_counts(ctx, op, src, res);
}

/* ==== yield ==== */
static MlbStatus verify_yield(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par || (strcmp(par->name, "tensor.generate") != 0 &&
               strcmp(par->name, "tensor.pad") != 0))
    return mlb_op_emit_error(ctx, op,
                             "expects parent op to be one of "
                             "'tensor.generate, tensor.pad'");
  return MLB_SUCCESS;
}

/* ==== Name hints ==== */
static void name_none(MlbOperation *op, MlbBuf *names) {
  (void)op;
  (void)names;
}

/* ==== Op table ==== */
static const char *const k_slice_props[] = {
    "operandSegmentSizes", mlb_names.static_offsets, mlb_names.static_sizes,
    mlb_names.static_strides, NULL};
static const char *const k_pad_props[] = {"nofold", "operandSegmentSizes",
                                          "static_high", "static_low", NULL};
static const char *const k_expand_props[] = {"reassociation",
                                             "static_output_shape", NULL};
static const char *const k_collapse_props[] = {"reassociation", NULL};
static const char *const k_concat_props[] = {"dim", NULL};
static const char *const k_gather_props[] = {"gather_dims", "unique", NULL};
static const char *const k_scatter_props[] = {"scatter_dims", "unique", NULL};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

static const MlbOpDesc k_tensor_ops[] = {
    {OP("tensor.bitcast", MLB_TRAIT_PURE, 1, 1, 0), .parse = parse_tensor_cast,
     .print = mlb_print_cast_op, .verify = verify_bitcast,
     .name_results = name_none},
    {OP("tensor.cast", MLB_TRAIT_PURE | MLB_TRAIT_CAST, 1, 1, 0), .parse = parse_tensor_cast,
     .print = mlb_print_cast_op, .verify = verify_cast, .result_name = "cast"},
    {OP("tensor.collapse_shape", MLB_TRAIT_PURE, 1, 1, 0),
     .props = k_collapse_props, .parse = mlb_tensor_parse_collapse_shape,
     .print = mlb_print_collapse_shape,
     .verify = mlb_tensor_verify_collapse_shape, .result_name = "collapsed"},
    {OP("tensor.concat", MLB_TRAIT_PURE, -1, 1, 0), .props = k_concat_props,
     .parse = mlb_tensor_parse_concat, .print = mlb_tensor_print_concat,
     .verify = mlb_tensor_verify_concat, .result_name = "concat"},
    {OP("tensor.dim", 0, 2, 1, 0), .parse = parse_dim,
     .print = mlb_print_dim_op, .verify = verify_dim, .result_name = "dim"},
    {OP("tensor.empty", MLB_TRAIT_PURE, -1, 1, 0), .parse = parse_empty,
     .print = print_empty, .verify = verify_empty},
    {OP("tensor.expand_shape", MLB_TRAIT_PURE, -1, 1, 0),
     .props = k_expand_props, .parse = mlb_tensor_parse_expand_shape,
     .print = mlb_print_expand_shape,
     .verify = mlb_tensor_verify_expand_shape, .result_name = "expanded"},
    {OP("tensor.extract", MLB_TRAIT_PURE, -1, 1, 0), .parse = parse_extract,
     .print = print_extract, .verify = verify_extract,
     .result_name = "extracted"},
    {OP("tensor.extract_slice", MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS,
        -1, 1, 0),
     .props = k_slice_props, .parse = mlb_tensor_parse_extract_slice,
     .print = mlb_tensor_print_extract_slice,
     .verify = mlb_tensor_verify_extract_slice,
     .result_name = "extracted_slice"},
    {OP("tensor.from_elements", MLB_TRAIT_PURE, -1, 1, 0),
     .parse = parse_from_elements, .print = print_from_elements,
     .verify = verify_from_elements, .result_name = "from_elements"},
    {OP("tensor.gather", MLB_TRAIT_PURE, 2, 1, 0), .props = k_gather_props,
     .parse = mlb_tensor_parse_gather, .print = mlb_tensor_print_gather,
     .verify = mlb_tensor_verify_gather, .result_name = "gather"},
    {OP("tensor.generate",
        MLB_TRAIT_RECURSIVE_EFFECTS | MLB_TRAIT_SINGLE_BLOCK |
            MLB_TRAIT_IMPLICIT_TERMINATOR,
        -1, 1, 1),
     .parse = mlb_tensor_parse_generate, .print = mlb_tensor_print_generate,
     .verify = mlb_tensor_verify_generate,
     .verify_regions = mlb_tensor_verify_generate_regions,
     .result_name = "generated"},
    {OP("tensor.insert", MLB_TRAIT_PURE, -1, 1, 0), .parse = parse_insert,
     .print = print_insert, .verify = verify_insert, .result_name = "inserted"},
    {OP("tensor.insert_slice", MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS,
        -1, 1, 0),
     .props = k_slice_props, .parse = mlb_tensor_parse_insert_slice,
     .print = mlb_tensor_print_insert_slice,
     .verify = mlb_tensor_verify_insert_slice, .result_name = "inserted_slice"},
    {OP("tensor.pad",
        MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS |
            MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR,
        -1, 1, 1),
     .props = k_pad_props, .parse = mlb_tensor_parse_pad,
     .print = mlb_tensor_print_pad, .verify = mlb_tensor_verify_pad,
     .verify_regions = mlb_tensor_verify_pad_regions, .result_name = "padded"},
    {OP("tensor.parallel_insert_slice", MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 0,
        0),
     .props = k_slice_props, .parse = mlb_tensor_parse_parallel_insert_slice,
     .print = mlb_tensor_print_insert_slice,
     .verify = mlb_tensor_verify_parallel_insert_slice},
    {OP("tensor.rank", MLB_TRAIT_PURE, 1, 1, 0), .parse = parse_rank,
     .print = mlb_print_operand_colon_type, .verify = verify_rank,
     .result_name = "rank"},
    {OP("tensor.reshape", MLB_TRAIT_PURE, 2, 1, 0), .parse = parse_reshape,
     .print = print_reshape, .verify = verify_reshape,
     .result_name = "reshape"},
    {OP("tensor.scatter", MLB_TRAIT_PURE, 3, 1, 0), .props = k_scatter_props,
     .parse = mlb_tensor_parse_scatter, .print = mlb_tensor_print_scatter,
     .verify = mlb_tensor_verify_scatter, .result_name = "scatter"},
    {OP("tensor.splat", MLB_TRAIT_PURE, -1, 1, 0), .parse = parse_splat,
     .print = print_splat, .verify = verify_splat, .result_name = "splat"},
    {OP("tensor.yield",
        MLB_TRAIT_PURE | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_TERMINATOR, 1, 0, 0),
     .parse = mlb_parse_operand_colon_type,
     .print = mlb_print_operand_colon_type, .verify = verify_yield},
};

#undef OP

const MlbDialect mlb_dialect_tensor = {
    .name = "tensor",
    .ops = k_tensor_ops,
    .num_ops = MLB_ARRAY_LEN(k_tensor_ops),
};
