/* tensor_gather.c - tensor.gather and tensor.scatter.
 *
 * `%src[%indices] gather_dims([..]) unique? : (types) -> type` and
 * `%src into %dest[%indices] scatter_dims([..]) unique? : ...`; the dims
 * are a dense i64 array property, `unique` a unit property. The verifiers
 * check the shape rules of upstream's verifyGatherOrScatterDims and the
 * inferred result (gather) or source (scatter) type, rank-reduced or not.
 */
#include "dialects/tensor/tensor_int.h"

/* `kw([1, 2])` into the dense i64 array prop `kw`. */
static MlbStatus parse_dims(MlbAsmParser *p, MlbOpState *st, const char *kw) {
  MLB_TRY(mlb_parse_keyword(p, kw));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_i64_list_prop(p, st, kw));
  return mlb_parse_punct(p, ")");
}

/* `unique? attr-dict : (types) -> type`, resolving `us`. */
static MlbStatus parse_tail(MlbAsmParser *p, MlbOpState *st,
                            const MlbUnresolved *us, uint32_t n) {
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "unique", "unique"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft));
  return mlb_resolve_functional_type(p, us, n, ft, st);
}

MlbStatus mlb_tensor_parse_gather(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved us[2];
  MLB_TRY(mlb_parse_operand(p, &us[0]));
  MLB_TRY(mlb_parse_punct(p, "["));
  MLB_TRY(mlb_parse_operand(p, &us[1]));
  MLB_TRY(mlb_parse_punct(p, "]"));
  MLB_TRY(parse_dims(p, st, "gather_dims"));
  return parse_tail(p, st, us, 2);
}

MlbStatus mlb_tensor_parse_scatter(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved us[3];
  MLB_TRY(mlb_parse_operand(p, &us[0]));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_operand(p, &us[1]));
  MLB_TRY(mlb_parse_punct(p, "["));
  MLB_TRY(mlb_parse_operand(p, &us[2]));
  MLB_TRY(mlb_parse_punct(p, "]"));
  MLB_TRY(parse_dims(p, st, "scatter_dims"));
  return parse_tail(p, st, us, 3);
}

static void print_dims(MlbAsmPrinter *p, MlbOperation *op, const char *kw) {
  mlb_prf(p, " %s(", kw);
  mlb_pr_i64_list(p, mlb_tensor_i64_prop(op, kw));
  mlb_pr(p, ")");
}

static void print_tail(MlbAsmPrinter *p, MlbOperation *op, const char *kw) {
  const char *elided[] = {kw, "unique", NULL};
  print_dims(p, op, kw);
  mlb_print_optional_unit_prop(p, op, "unique", "unique");
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : (");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr(p, ") -> ");
  mlb_pr_type(p, op->results[0].type);
}

void mlb_tensor_print_gather(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "[");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, "]");
  print_tail(p, op, "gather_dims");
}

void mlb_tensor_print_scatter(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " into ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, "[");
  mlb_pr_operand(p, mlb_op_operand(op, 2));
  mlb_pr(p, "]");
  print_tail(p, op, "scatter_dims");
}

/* ==== Verification ==== */
static bool index_tensor(const MlbType *t) {
  if (t->kind != MLB_TYPE_TENSOR)
    return false;
  const MlbType *e = t->u.shaped.elt;
  return e->kind == MLB_TYPE_INDEX ||
         (e->kind == MLB_TYPE_INTEGER && e->u.integer.sign == MLB_SIGNLESS);
}

/* verifyGatherOrScatterDims. */
static MlbStatus verify_dims(MlbContext *ctx, MlbOperation *op,
                             const MlbAttr *dims, uint32_t rank,
                             const MlbType *indices, const char *what,
                             const char *tensor) {
  uint32_t n = dims->u.darray.n;
  if (n == 0)
    return mlb_op_emit_error(ctx, op, "%s_dims must be non-empty", what);
  if (n > rank)
    return mlb_op_emit_error(ctx, op, "%s_dims overflow %s rank", what, tensor);
  uint32_t irank = indices->u.shaped.rank;
  if (!irank || indices->u.shaped.shape[irank - 1] != (int64_t)n)
    return mlb_op_emit_error(ctx, op,
                             "%s_dims length must match the size of last "
                             "dimension of indices",
                             what);
  for (uint32_t i = 0; i < n; i++) {
    int64_t d = dims->u.darray.ivals[i];
    if (d < 0)
      return mlb_op_emit_error(ctx, op, "%s_dims value must be non-negative",
                               what);
    if (d >= (int64_t)rank)
      return mlb_op_emit_error(
          ctx, op, "%s_dims value must be smaller than %s rank", what, tensor);
  }
  for (uint32_t i = 1; i < n; i++)
    if (dims->u.darray.ivals[i - 1] >= dims->u.darray.ivals[i])
      return mlb_op_emit_error(
          ctx, op, "%s_dims values must be strictly increasing", what);
  return MLB_SUCCESS;
}

/* GatherOp::inferResultType: the indices' leading dims, then the sliced
 * tensor with the gathered dims set to 1 (or dropped when rank_reduced). */
static MlbType *inferred(MlbContext *ctx, const MlbType *full,
                         const MlbType *indices, const MlbAttr *dims,
                         bool reduced) {
  int64_t shape[64];
  uint32_t n = 0, irank = indices->u.shaped.rank;
  for (uint32_t i = 0; i + 1 < irank && n < 64; i++)
    shape[n++] = indices->u.shaped.shape[i];
  for (uint32_t i = 0; i < full->u.shaped.rank && n < 64; i++) {
    bool g = false;
    for (uint32_t k = 0; k < dims->u.darray.n; k++)
      g |= dims->u.darray.ivals[k] == (int64_t)i;
    if (!g)
      shape[n++] = full->u.shaped.shape[i];
    else if (!reduced)
      shape[n++] = 1;
  }
  return mlb_type_tensor(ctx, n, shape, full->u.shaped.elt, NULL);
}

static MlbStatus shape_error(MlbContext *ctx, MlbOperation *op, const char *fmt,
                             const MlbType *a, const MlbType *b,
                             const MlbType *got) {
  MlbBuf x, y, z;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_buf_init(&z);
  mlb_append_quoted_type(&x, a);
  mlb_append_quoted_type(&y, b);
  mlb_append_quoted_type(&z, got);
  mlb_op_emit_error(ctx, op, fmt, mlb_buf_cstr(&x), mlb_buf_cstr(&y),
                    mlb_buf_cstr(&z));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  mlb_buf_free(&z);
  return MLB_FAILURE;
}

static MlbStatus verify_kinds(MlbContext *ctx, MlbOperation *op, uint32_t idx) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (i != idx)
      MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, i));
  MLB_TRY(mlb_verify_operand_type(ctx, op, idx, index_tensor,
                                  "ranked tensor of signless integer or "
                                  "index values"));
  return mlb_tensor_expect_ranked(ctx, op, false, 0);
}

MlbStatus mlb_tensor_verify_gather(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_kinds(ctx, op, 1));
  const MlbAttr *dims = mlb_tensor_i64_prop(op, "gather_dims");
  if (!dims)
    return mlb_op_emit_error(ctx, op, "requires attribute 'gather_dims'");
  MlbType *src = mlb_op_operand(op, 0)->type;
  MlbType *idx = mlb_op_operand(op, 1)->type, *res = op->results[0].type;
  MLB_TRY(
      verify_dims(ctx, op, dims, src->u.shaped.rank, idx, "gather", "source"));
  MlbType *full = inferred(ctx, src, idx, dims, false);
  MlbType *red = inferred(ctx, src, idx, dims, true);
  if (full == res || red == res)
    return MLB_SUCCESS;
  return shape_error(ctx, op,
                     "result type mismatch: expected %s or its rank-reduced "
                     "variant %s (got: %s)",
                     full, red, res);
}

MlbStatus mlb_tensor_verify_scatter(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_kinds(ctx, op, 2));
  const MlbAttr *dims = mlb_tensor_i64_prop(op, "scatter_dims");
  if (!dims)
    return mlb_op_emit_error(ctx, op, "requires attribute 'scatter_dims'");
  MlbType *src = mlb_op_operand(op, 0)->type;
  MlbType *dest = mlb_op_operand(op, 1)->type;
  MlbType *idx = mlb_op_operand(op, 2)->type;
  MLB_TRY(
      verify_dims(ctx, op, dims, dest->u.shaped.rank, idx, "scatter", "dest"));
  if (!mlb_op_get_prop(op, "unique"))
    return mlb_op_emit_error(ctx, op, "requires 'unique' attribute to be set");
  MlbType *full = inferred(ctx, dest, idx, dims, false);
  MlbType *red = inferred(ctx, dest, idx, dims, true);
  if (full == src || red == src)
    return MLB_SUCCESS;
  return shape_error(ctx, op,
                     "source type mismatch: expected %s or its rank-reduced "
                     "variant %s (got: %s)",
                     full, red, src);
}
