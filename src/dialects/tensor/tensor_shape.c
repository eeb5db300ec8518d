/* tensor_shape.c - tensor ops that build or reshape whole tensors:
 * generate and pad (single-block regions ending in tensor.yield),
 * expand_shape / collapse_shape (reassociation groups) and concat.
 *
 * Syntax and verifier messages follow upstream's TensorOps.td /
 * TensorOps.cpp and the shared reshape checks of ReshapeOpsUtils.
 */
#include "dialects/tensor/tensor_int.h"

/* ==== generate ==== */
static MlbRegion *new_region(MlbAsmParser *p, MlbOpState *st) {
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  return r;
}

static MlbStatus generate_body(MlbAsmParser *p, MlbOpState *st,
                               MlbUnresolvedVec *dyn) {
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, dyn));
  MlbRegion *r = new_region(p, st);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  mlb_ensure_terminator(mlb_parser_ctx(p), r, "tensor.yield", st->loc);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &t));
  MLB_TRY(mlb_tensor_resolve_indices(p, dyn, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_parse_generate(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = generate_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

/* ODS region printing under SingleBlockImplicitTerminator: the terminator
 * is elided when it has no operands, results or attributes. */
static void print_implicit_region(MlbAsmPrinter *p, MlbOperation *op) {
  MlbRegion *r = &op->regions[0];
  MlbOperation *term = r->first ? r->first->last : NULL;
  bool print_term = !term || term->num_operands || term->num_results ||
                    term->attrs || term->props;
  mlb_pr_region(p, r, true, print_term);
}

void mlb_tensor_print_generate(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  print_implicit_region(p, op);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

/* The region's single block must end in tensor.yield (the region trait of
 * SingleBlockImplicitTerminator, checked once the nested ops verified). */
static MlbStatus verify_yield_terminator(MlbContext *ctx, MlbOperation *op,
                                         MlbOperation **yield) {
  MlbOperation *term = op->regions[0].first ? op->regions[0].first->last : NULL;
  if (!term || strcmp(term->name, "tensor.yield") != 0)
    return mlb_op_emit_error(ctx, op,
                             "expects regions to end with 'tensor.yield', "
                             "found '%s'",
                             term ? term->name : "");
  *yield = term;
  return MLB_SUCCESS;
}

static MlbStatus verify_generate_region(MlbContext *ctx, MlbOperation *op,
                                        const MlbType *t, MlbOperation *yield) {
  MlbBlock *b = op->regions[0].first;
  if (b->num_args != t->u.shaped.rank)
    return mlb_plain_error(ctx, op,
                           "must have one body argument per input "
                           "dimension");
  for (uint32_t i = 0; i < b->num_args; i++)
    if (b->args[i]->type->kind != MLB_TYPE_INDEX)
      return mlb_plain_error(ctx, op, "all body arguments must be index");
  if (yield->num_operands != 1 ||
      mlb_op_operand(yield, 0)->type != t->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             "body must be terminated with a `yield` "
                             "operation of the tensor element type");
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_verify_generate(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, false, 0));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "body", false));
  MLB_TRY(mlb_verify_dynamic_size_count(ctx, op, op->results[0].type,
                                        op->num_operands));
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_verify_generate_regions(MlbContext *ctx,
                                             MlbOperation *op) {
  MlbOperation *yield = NULL;
  MLB_TRY(verify_yield_terminator(ctx, op, &yield));
  return verify_generate_region(ctx, op, op->results[0].type, yield);
}

/* ==== pad ==== */
typedef struct PadParse {
  MlbUnresolved src;
  MlbUnresolvedVec low, high;
} PadParse;

static MlbStatus pad_body(MlbAsmParser *p, MlbOpState *st, PadParse *pp) {
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &pp->src));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "nofold", "nofold"));
  MLB_TRY(mlb_parse_keyword(p, "low"));
  MLB_TRY(mlb_parse_mixed_index_list(p, st, "static_low", &pp->low));
  MLB_TRY(mlb_parse_keyword(p, "high"));
  MLB_TRY(mlb_parse_mixed_index_list(p, st, "static_high", &pp->high));
  MlbRegion *r = new_region(p, st);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  mlb_ensure_terminator(mlb_parser_ctx(p), r, "tensor.yield", st->loc);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &to));
  MLB_TRY(mlb_resolve_operand(p, &pp->src, from, st));
  MLB_TRY(mlb_tensor_resolve_indices(p, &pp->low, st));
  MLB_TRY(mlb_tensor_resolve_indices(p, &pp->high, st));
  int64_t seg[3] = {1, pp->low.len, pp->high.len};
  mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                seg, 3);
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_parse_pad(MlbAsmParser *p, MlbOpState *st) {
  PadParse pp;
  memset(&pp, 0, sizeof pp);
  MlbStatus s = pad_body(p, st, &pp);
  mlb_vec_free(&pp.low);
  mlb_vec_free(&pp.high);
  return s;
}

static void print_pad_list(MlbAsmPrinter *p, MlbOperation *op, uint32_t seg,
                           const char *prop) {
  uint32_t start = 0, len = 0;
  mlb_op_operand_segment(op, seg, &start, &len);
  if (start + len > op->num_operands)
    start = len = 0;
  mlb_pr_dynamic_index_list(p, &op->operands[start], len,
                            mlb_op_get_prop(op, prop), MLB_DELIM_SQUARE);
}

void mlb_tensor_print_pad(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"nofold", "operandSegmentSizes",
                                       "static_high", "static_low", NULL};
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_print_optional_unit_prop(p, op, "nofold", "nofold");
  mlb_pr(p, " low");
  print_pad_list(p, op, 1, "static_low");
  mlb_pr(p, " high");
  print_pad_list(p, op, 2, "static_high");
  print_implicit_region(p, op);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

/* PadOp::inferResultType compared with the result type, as upstream. */
static MlbStatus verify_pad_type(MlbContext *ctx, MlbOperation *op,
                                 const MlbAttr *lo, const MlbAttr *hi) {
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  uint32_t rank = src->u.shaped.rank;
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, src);
  mlb_append_quoted_type(&b, res);
  MlbStatus s = MLB_SUCCESS;
  if (lo->u.darray.n != rank || hi->u.darray.n != rank) {
    s = mlb_plain_error(ctx, op,
                        "failed to infer expectedType from sourceType "
                        "%s, specified resultType is %s",
                        mlb_buf_cstr(&a), mlb_buf_cstr(&b));
    goto done;
  }
  int64_t *shape = mlb_calloc(rank + 1, sizeof(int64_t));
  bool bad = res->u.shaped.rank != rank;
  for (uint32_t i = 0; i < rank; i++) {
    int64_t d = src->u.shaped.shape[i], l = lo->u.darray.ivals[i];
    int64_t h = hi->u.darray.ivals[i];
    bool dyn = d == MLB_DYNAMIC || l == MLB_DYNAMIC || h == MLB_DYNAMIC;
    shape[i] = dyn ? MLB_DYNAMIC : d + l + h;
    if (!bad && !dyn && res->u.shaped.shape[i] != shape[i])
      bad = true;
  }
  if (bad) {
    mlb_buf_clear(&a);
    mlb_append_quoted_type(
        &a, mlb_type_tensor(ctx, rank, shape, src->u.shaped.elt, NULL));
    s = mlb_plain_error(ctx, op,
                        "specified type %s does not match the "
                        "inferred type %s",
                        mlb_buf_cstr(&b), mlb_buf_cstr(&a));
  }
  mlb_free(shape);
done:
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return s;
}

static MlbStatus verify_pad_region(MlbContext *ctx, MlbOperation *op,
                                   MlbOperation *yield) {
  MlbType *res = op->results[0].type;
  MlbBlock *b = op->regions[0].first;
  if (b->num_args != res->u.shaped.rank)
    return mlb_plain_error(ctx, op, "expected the block to have %u arguments",
                           res->u.shaped.rank);
  for (uint32_t i = 0; i < b->num_args; i++)
    if (b->args[i]->type->kind != MLB_TYPE_INDEX)
      return mlb_op_emit_error(
          ctx, op, "expected block argument %u to be an index", i + 1);
  if (yield->num_operands != 1 ||
      mlb_op_operand(yield, 0)->type != res->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             "expected yield type to match shape element "
                             "type");
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_verify_pad(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 3));
  MLB_TRY(mlb_tensor_expect_min_operands(ctx, op, 1));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, 0));
  for (uint32_t i = 1; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, false, 0));
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "region", false));
  const MlbAttr *lo = mlb_tensor_i64_prop(op, "static_low");
  const MlbAttr *hi = mlb_tensor_i64_prop(op, "static_high");
  if (!lo || !hi)
    return mlb_op_emit_error(ctx, op, "requires attribute '%s'",
                             !hi ? "static_high" : "static_low");
  return verify_pad_type(ctx, op, lo, hi);
}

MlbStatus mlb_tensor_verify_pad_regions(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *yield = NULL;
  MLB_TRY(verify_yield_terminator(ctx, op, &yield));
  return verify_pad_region(ctx, op, yield);
}

/* ==== expand_shape / collapse_shape ==== */
/* The syntax is shape_common's; the types after `:` may be any tensor
 * (unranked ones are rejected by the verifier, as upstream). */
static MlbStatus parse_reshape_type(MlbAsmParser *p, MlbOpState *st,
                                    MlbType **out) {
  return mlb_tensor_parse_type(p, st, false, out);
}

MlbStatus mlb_tensor_parse_expand_shape(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_expand_shape(p, st, parse_reshape_type);
}

MlbStatus mlb_tensor_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_collapse_shape(p, st, parse_reshape_type);
}

/* The reassociation maps' dim count: one past the largest index. */
/* The dimension count upstream gives the maps: one past the largest
 * index read as an unsigned 32-bit position, from 0, in 32-bit arithmetic
 * (a negative index wraps it: [[0, -1]] counts 0 dimensions), which its
 * diagnostics print. */
static uint32_t reassoc_num_dims(const MlbAttr *re) {
  uint32_t m = 0;
  for (uint32_t g = 0; g < re->u.array.n; g++)
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g); k++)
      if ((uint32_t)mlb_reassoc_group_dim(re, g, k) > m)
        m = (uint32_t)mlb_reassoc_group_dim(re, g, k);
  return m + 1;
}

/* isReassociationValid: -1 when valid, else the offending map index. */
static int64_t invalid_map(const MlbAttr *re, uint32_t ndims) {
  int64_t next = 0;
  for (uint32_t g = 0; g < re->u.array.n; g++)
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g); k++)
      if (mlb_reassoc_group_dim(re, g, k) != next++)
        return g;
  if (re->u.array.n && next != ndims)
    return (int64_t)re->u.array.n - 1;
  return -1;
}

static MlbStatus rank_error(MlbContext *ctx, MlbOperation *op,
                            const MlbType *ex, const MlbType *co) {
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, ex);
  mlb_append_quoted_type(&b, co);
  mlb_op_emit_error(ctx, op,
                    "expected the expanded type, %s to have a higher (or "
                    "same) rank than the collapsed type, %s.",
                    mlb_buf_cstr(&a), mlb_buf_cstr(&b));
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* verifyReshapeLikeTypes' structural part. */
static MlbStatus verify_reassoc_maps(MlbContext *ctx, MlbOperation *op,
                                     const MlbType *ex, const MlbType *co,
                                     const MlbAttr *re) {
  uint32_t erank = ex->u.shaped.rank, crank = co->u.shaped.rank;
  if (erank < crank)
    return rank_error(ctx, op, ex, co);
  if (crank != re->u.array.n)
    return mlb_op_emit_error(ctx, op,
                             "expected collapsed rank (%u) to equal the "
                             "number of reassociation maps (%u).",
                             crank, re->u.array.n);
  uint32_t nd = reassoc_num_dims(re);
  if (re->u.array.n && nd != erank)
    return mlb_op_emit_error(ctx, op,
                             "expected reassociation map #0 to have size "
                             "equal to the expanded rank (%u), but it is  "
                             "%u.",
                             erank, nd);
  int64_t bad = invalid_map(re, nd);
  if (bad >= 0)
    return mlb_op_emit_error(ctx, op,
                             "expected reassociation map #%lld to be valid "
                             "and contiguous.",
                             (long long)bad);
  return MLB_SUCCESS;
}

/* reshapeLikeShapesAreCompatible. */
static MlbStatus verify_reshape_shapes(MlbContext *ctx, MlbOperation *op,
                                       const MlbType *ex, const MlbType *co,
                                       const MlbAttr *re) {
  uint32_t start = 0;
  for (uint32_t g = 0; g < re->u.array.n; g++) {
    bool dyn = false;
    int64_t prod = 1;
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g); k++) {
      int64_t d = ex->u.shaped.shape[start + k];
      if (d == MLB_DYNAMIC)
        dyn = true;
      else
        prod *= d;
    }
    int64_t c = co->u.shaped.shape[g];
    if (dyn && c != MLB_DYNAMIC)
      return mlb_op_emit_error(ctx, op,
                               "expected dimension %u of collapsed type to be "
                               "dynamic since one or more of the "
                               "corresponding dimensions in the expanded type "
                               "is dynamic",
                               g);
    if (!dyn && c != prod)
      return mlb_op_emit_error(ctx, op,
                               "expected dimension %u of collapsed type to be "
                               "static value of %lld",
                               g, (long long)prod);
    start += mlb_reassoc_group_len(re, g);
  }
  return MLB_SUCCESS;
}

/* verifyTensorReshapeOp: maps, shapes, then the inferred collapsed type
 * (which also catches element type differences). */
static MlbStatus verify_reshape_op(MlbContext *ctx, MlbOperation *op,
                                   const MlbType *ex, const MlbType *co) {
  const MlbAttr *re = NULL;
  MLB_TRY(mlb_verify_reassociation_prop(ctx, op, &re));
  for (uint32_t g = 0; g < re->u.array.n; g++)
    if (!mlb_reassoc_group_len(re, g))
      return mlb_op_emit_error(ctx, op,
                               "reassociation indices must not be empty");
  MLB_TRY(verify_reassoc_maps(ctx, op, ex, co, re));
  MLB_TRY(verify_reshape_shapes(ctx, op, ex, co, re));
  if (ex->u.shaped.elt == co->u.shaped.elt)
    return MLB_SUCCESS;
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, mlb_type_tensor(ctx, co->u.shaped.rank,
                                             co->u.shaped.shape,
                                             ex->u.shaped.elt, NULL));
  mlb_append_quoted_type(&b, co);
  mlb_op_emit_error(ctx, op, "expected collapsed type to be %s, but got %s",
                    mlb_buf_cstr(&a), mlb_buf_cstr(&b));
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static MlbStatus verify_reshape_kinds(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_tensor_expect_min_operands(ctx, op, 1));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, 0));
  for (uint32_t i = 1; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  return mlb_tensor_expect_ranked(ctx, op, false, 0);
}

MlbStatus mlb_tensor_verify_expand_shape(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_reshape_kinds(ctx, op));
  MlbType *res = op->results[0].type;
  MLB_TRY(mlb_verify_static_output_shape(
      ctx, op, mlb_tensor_i64_prop(op, "static_output_shape"),
      res->u.shaped.rank, "dims"));
  return verify_reshape_op(ctx, op, res, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_tensor_verify_collapse_shape(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_reshape_kinds(ctx, op));
  return verify_reshape_op(ctx, op, mlb_op_operand(op, 0)->type,
                           op->results[0].type);
}

/* ==== concat ==== */
static MlbStatus concat_body(MlbAsmParser *p, MlbOpState *st,
                             MlbUnresolvedVec *ins) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *dim = NULL;
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_keyword(p, "dim"));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_attr(p, ctx->t_i64, &dim));
  MLB_TRY(mlb_parse_punct(p, ")"));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "dim"), dim);
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, ins));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft));
  return mlb_resolve_functional_type(p, ins->data, ins->len, ft, st);
}

MlbStatus mlb_tensor_parse_concat(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ins = {0};
  MlbStatus s = concat_body(p, st, &ins);
  mlb_vec_free(&ins);
  return s;
}

void mlb_tensor_print_concat(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"dim", NULL};
  MlbAttr *dim = mlb_op_get_prop(op, "dim");
  mlb_pr(p, " dim(");
  if (dim)
    mlb_pr_attr_no_type(p, dim);
  mlb_pr(p, ") ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : (");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr(p, ") -> ");
  mlb_pr_type(p, op->results[0].type);
}

/* The size along one non-concatenated dim: the static size all inputs
 * agree on, or dynamic; false on a static conflict. */
static bool concat_dim_size(MlbOperation *op, uint32_t d, int64_t *out) {
  int64_t size = MLB_DYNAMIC;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    int64_t s = mlb_op_operand(op, i)->type->u.shaped.shape[d];
    if (s == MLB_DYNAMIC)
      continue;
    if (size != MLB_DYNAMIC && size != s)
      return false;
    size = s;
  }
  *out = size;
  return true;
}

static MlbStatus verify_concat_inputs(MlbContext *ctx, MlbOperation *op,
                                      const MlbType *res) {
  if (op->num_operands < 1)
    return mlb_op_emit_error(ctx, op, "requires at least one input");
  for (uint32_t i = 0; i < op->num_operands; i++) {
    const MlbType *t = mlb_op_operand(op, i)->type;
    if (t->u.shaped.rank != res->u.shaped.rank)
      return mlb_op_emit_error(ctx, op,
                               "rank of concatenated inputs must match "
                               "result rank");
  }
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type->u.shaped.elt != res->u.shaped.elt)
      return mlb_op_emit_error(ctx, op,
                               "inputs and result element type must match");
  return MLB_SUCCESS;
}

static MlbStatus concat_mismatch(MlbContext *ctx, MlbOperation *op,
                                 const MlbType *res, uint32_t rank,
                                 const int64_t *sizes) {
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, res);
  mlb_append_quoted_type(
      &b, mlb_type_tensor(ctx, rank, sizes, res->u.shaped.elt, NULL));
  mlb_op_emit_error(ctx, op,
                    "result type %sdoes not match inferred shape %s static "
                    "sizes",
                    mlb_buf_cstr(&a), mlb_buf_cstr(&b));
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static MlbStatus verify_concat_sizes(MlbContext *ctx, MlbOperation *op,
                                     const MlbType *res, int64_t dim) {
  uint32_t rank = res->u.shaped.rank;
  int64_t *sizes = mlb_calloc(rank + 1, sizeof(int64_t));
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t d = 0; d < rank && !s; d++) {
    if (d == (uint32_t)dim) {
      int64_t sum = 0;
      for (uint32_t i = 0; i < op->num_operands && sum != MLB_DYNAMIC; i++) {
        int64_t v = mlb_op_operand(op, i)->type->u.shaped.shape[d];
        sum = v == MLB_DYNAMIC ? MLB_DYNAMIC : sum + v;
      }
      sizes[d] = sum;
    } else if (!concat_dim_size(op, d, &sizes[d])) {
      s = mlb_op_emit_error(ctx, op,
                            "static concatenation size mismatch along "
                            "non-concatenated dimension %u",
                            d);
    }
  }
  for (uint32_t d = 0; d < rank && !s; d++) {
    int64_t x = sizes[d], y = res->u.shaped.shape[d];
    if (x != MLB_DYNAMIC && y != MLB_DYNAMIC && x != y)
      s = concat_mismatch(ctx, op, res, rank, sizes);
  }
  mlb_free(sizes);
  return s;
}

MlbStatus mlb_tensor_verify_concat(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, i));
  MLB_TRY(mlb_tensor_expect_ranked(ctx, op, false, 0));
  MlbAttr *dim = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "dim", &dim));
  MlbType *res = op->results[0].type;
  MLB_TRY(verify_concat_inputs(ctx, op, res));
  int64_t d = mlb_attr_int_value(dim);
  if (d < 0 || d >= (int64_t)res->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "concatenation dim must be less than the tensor "
                             "rank");
  return verify_concat_sizes(ctx, op, res, d);
}
