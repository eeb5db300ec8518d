/* tensor_slice.c - tensor.extract_slice, tensor.insert_slice and
 * tensor.parallel_insert_slice.
 *
 * Their offsets/sizes/strides are mixed lists (`[%a, 4]`): SSA entries are
 * index operands, the static entries live in the dense i64 array props
 * static_offsets/static_sizes/static_strides, where MLB_DYNAMIC marks an
 * operand position (upstream's OffsetSizeAndStrideOpInterface). The
 * verifiers follow upstream: interface checks, then the slice type against
 * the type inferred from the static sizes (rank reduction by dropping unit
 * dims allowed), then in-bounds checks against the sliced tensor.
 */
#include "dialects/tensor/tensor_int.h"

static const char *const k_list_props[] = {
    mlb_names.static_offsets, mlb_names.static_sizes, mlb_names.static_strides};
static const char *const k_list_names[] = {"offset", "size", "stride"};
static const char *const k_elided[] = {
    "operandSegmentSizes", mlb_names.static_offsets, mlb_names.static_sizes,
    mlb_names.static_strides, NULL};

/* ==== Parsing ==== */
typedef struct SliceParse {
  MlbUnresolved src, dest;
  MlbUnresolvedVec dyn[3];
} SliceParse;

static MlbStatus parse_lists(MlbAsmParser *p, MlbOpState *st, SliceParse *sp) {
  for (int i = 0; i < 3; i++)
    MLB_TRY(mlb_parse_mixed_index_list(p, st, k_list_props[i], &sp->dyn[i]));
  return MLB_SUCCESS;
}

/* Resolves the three lists and records the segment sizes; `lead` is the
 * number of tensor operands before them. */
static MlbStatus finish_lists(MlbAsmParser *p, MlbOpState *st, SliceParse *sp,
                              int64_t lead) {
  int64_t seg[5];
  uint32_t n = 0;
  for (int64_t i = 0; i < lead; i++)
    seg[n++] = 1;
  for (int i = 0; i < 3; i++) {
    MLB_TRY(mlb_tensor_resolve_indices(p, &sp->dyn[i], st));
    seg[n++] = sp->dyn[i].len;
  }
  mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                seg, n);
  return MLB_SUCCESS;
}

static MlbStatus extract_body(MlbAsmParser *p, MlbOpState *st, SliceParse *sp) {
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &sp->src));
  MLB_TRY(parse_lists(p, st, sp));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &to));
  MLB_TRY(mlb_resolve_operand(p, &sp->src, from, st));
  MLB_TRY(finish_lists(p, st, sp, 1));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static void free_parse(SliceParse *sp) {
  for (int i = 0; i < 3; i++)
    mlb_vec_free(&sp->dyn[i]);
}

MlbStatus mlb_tensor_parse_extract_slice(MlbAsmParser *p, MlbOpState *st) {
  SliceParse sp;
  memset(&sp, 0, sizeof sp);
  MlbStatus s = extract_body(p, st, &sp);
  free_parse(&sp);
  return s;
}

static MlbStatus insert_body(MlbAsmParser *p, MlbOpState *st, SliceParse *sp,
                             bool has_result) {
  MlbType *src = NULL, *dest = NULL;
  MLB_TRY(mlb_parse_operand(p, &sp->src));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_operand(p, &sp->dest));
  MLB_TRY(parse_lists(p, st, sp));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &src));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_tensor_parse_type(p, st, true, &dest));
  MLB_TRY(mlb_resolve_operand(p, &sp->src, src, st));
  MLB_TRY(mlb_resolve_operand(p, &sp->dest, dest, st));
  MLB_TRY(finish_lists(p, st, sp, 2));
  if (has_result)
    mlb_vec_push(&st->result_types, dest);
  return MLB_SUCCESS;
}

static MlbStatus parse_insert_like(MlbAsmParser *p, MlbOpState *st,
                                   bool has_result) {
  SliceParse sp;
  memset(&sp, 0, sizeof sp);
  MlbStatus s = insert_body(p, st, &sp, has_result);
  free_parse(&sp);
  return s;
}

MlbStatus mlb_tensor_parse_insert_slice(MlbAsmParser *p, MlbOpState *st) {
  return parse_insert_like(p, st, true);
}

MlbStatus mlb_tensor_parse_parallel_insert_slice(MlbAsmParser *p,
                                                 MlbOpState *st) {
  return parse_insert_like(p, st, false);
}

/* ==== Printing ==== */
/* Upstream writes the first list right after the tensor operand (``) and
 * separates the following ones by a space. */
static void print_lists(MlbAsmPrinter *p, MlbOperation *op, uint32_t lead) {
  for (uint32_t i = 0; i < 3; i++) {
    uint32_t start = 0, len = 0;
    mlb_op_operand_segment(op, lead + i, &start, &len);
    if (start + len > op->num_operands)
      start = len = 0;
    if (i)
      mlb_pr(p, " ");
    mlb_pr_dynamic_index_list(p, &op->operands[start], len,
                              mlb_op_get_prop(op, k_list_props[i]),
                              MLB_DELIM_SQUARE);
  }
}

void mlb_tensor_print_extract_slice(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  print_lists(p, op, 1);
  mlb_pr_attr_dict(p, op, k_elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

void mlb_tensor_print_insert_slice(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " into ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  print_lists(p, op, 2);
  mlb_pr_attr_dict(p, op, k_elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " into ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

/* ==== OffsetSizeAndStrideOpInterface ==== */
typedef struct SliceLists {
  const int64_t *vals[3];
  uint32_t n[3];
} SliceLists;

static MlbStatus load_lists(MlbContext *ctx, MlbOperation *op, uint32_t lead,
                            SliceLists *l) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, lead + 3));
  for (uint32_t i = 0; i < 3; i++) {
    const MlbAttr *a = mlb_tensor_i64_prop(op, k_list_props[i]);
    if (!a)
      return mlb_op_emit_error(ctx, op, "requires attribute '%s'",
                               k_list_props[i]);
    l->vals[i] = a->u.darray.ivals;
    l->n[i] = a->u.darray.n;
  }
  return MLB_SUCCESS;
}

/* Upstream's verifyOffsetSizeAndStrideOp with all max ranks == rank. */
static MlbStatus verify_interface(MlbContext *ctx, MlbOperation *op,
                                  uint32_t lead, const SliceLists *l,
                                  uint32_t rank) {
  if (!(l->n[0] == 1 && rank == 1) && l->n[0] != l->n[1])
    return mlb_plain_error(
        ctx, op,
        "expected mixed offsets rank to match mixed sizes rank (%u vs %u) "
        "so the rank of the result type is well-formed.",
        l->n[0], l->n[1]);
  if (l->n[1] != l->n[2])
    return mlb_plain_error(
        ctx, op,
        "expected mixed sizes rank to match mixed strides rank (%u vs %u) "
        "so the rank of the result type is well-formed.",
        l->n[1], l->n[2]);
  for (uint32_t i = 0; i < 3; i++) {
    if (l->n[i] != rank)
      return mlb_plain_error(ctx, op, "expected %u %s values, got %u", rank,
                             k_list_names[i], l->n[i]);
    uint32_t start = 0, len = 0, nd = 0;
    mlb_op_operand_segment(op, lead + i, &start, &len);
    for (uint32_t k = 0; k < l->n[i]; k++)
      nd += l->vals[i][k] == MLB_DYNAMIC;
    if (len != nd)
      return mlb_plain_error(ctx, op, "expected %u dynamic %s values", nd,
                             k_list_names[i]);
  }
  for (uint32_t i = 0; i < 2; i++)
    for (uint32_t k = 0; k < l->n[i]; k++)
      if (l->vals[i][k] < 0 && l->vals[i][k] != MLB_DYNAMIC)
        return mlb_plain_error(ctx, op,
                               "expected %ss to be non-negative, but got %lld",
                               k_list_names[i], (long long)l->vals[i][k]);
  return MLB_SUCCESS;
}

/* ==== Slice type checks ==== */
typedef enum {
  SLICE_OK,
  SLICE_RANK_TOO_LARGE,
  SLICE_SIZE_MISMATCH,
  SLICE_ELT_MISMATCH
} SliceResult;

/* Upstream's computeRankReductionMask (exact matches only). */
static bool reducible(const MlbType *orig, const MlbType *reduced) {
  uint32_t r = 0, rn = reduced->u.shaped.rank;
  for (uint32_t i = 0; i < orig->u.shaped.rank; i++) {
    int64_t sz = orig->u.shaped.shape[i];
    if (r < rn && sz == reduced->u.shaped.shape[r]) {
      r++;
      continue;
    }
    if (sz != 1)
      return false;
  }
  return r == rn;
}

/* isRankReducedType(expected, actual). */
static SliceResult rank_reduced(const MlbType *expected,
                                const MlbType *actual) {
  if (expected == actual)
    return SLICE_OK;
  if (actual->u.shaped.rank > expected->u.shaped.rank)
    return SLICE_RANK_TOO_LARGE;
  if (!reducible(expected, actual))
    return SLICE_SIZE_MISMATCH;
  if (expected->u.shaped.elt != actual->u.shaped.elt)
    return SLICE_ELT_MISMATCH;
  return SLICE_OK;
}

/* produceSliceErrorMsg. */
static MlbStatus slice_error(MlbContext *ctx, MlbOperation *op, SliceResult r,
                             const MlbType *expected) {
  MlbBuf b;
  mlb_buf_init(&b);
  if (r == SLICE_RANK_TOO_LARGE) {
    mlb_buf_puts(&b, "expected rank to be smaller or equal to the other "
                     "rank. ");
  } else if (r == SLICE_SIZE_MISMATCH) {
    mlb_buf_puts(&b, "expected type to be ");
    mlb_append_quoted_type(&b, expected);
    mlb_buf_puts(&b, " or a rank-reduced version. (size mismatch) ");
  } else {
    mlb_buf_puts(&b, "expected element type to be ");
    mlb_append_quoted_type(&b, expected->u.shaped.elt);
  }
  mlb_plain_error(ctx, op, "%s", mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ExtractSliceOp::inferResultType: the static sizes over the sliced
 * tensor's element type and encoding. */
static MlbType *inferred_type(MlbContext *ctx, const MlbType *full,
                              const SliceLists *l) {
  return mlb_type_tensor(ctx, l->n[1], l->vals[1], full->u.shaped.elt,
                         full->u.shaped.encoding);
}

/* verifyInBoundsSlice against `shape`. */
static MlbStatus verify_in_bounds(MlbContext *ctx, MlbOperation *op,
                                  const MlbType *full, const SliceLists *l) {
  for (uint32_t i = 0; i < full->u.shaped.rank && i < l->n[0]; i++) {
    int64_t dim = full->u.shaped.shape[i], off = l->vals[0][i];
    int64_t sz = l->vals[1][i], stride = l->vals[2][i];
    if (dim == MLB_DYNAMIC || off == MLB_DYNAMIC)
      continue;
    if (off >= dim)
      return mlb_plain_error(ctx, op,
                             "offset %u is out-of-bounds: %lld >= %lld", i,
                             (long long)off, (long long)dim);
    if (sz == MLB_DYNAMIC || stride == MLB_DYNAMIC)
      continue;
    int64_t last = off + (sz - 1) * stride;
    if (last >= dim)
      return mlb_plain_error(
          ctx, op, "slice along dimension %u runs out-of-bounds: %lld >= %lld",
          i, (long long)last, (long long)dim);
  }
  return MLB_SUCCESS;
}

/* Shared tail: `slice` must be a rank-reduced version of the slice of
 * `full` described by the lists, which must stay inside `full`. */
static MlbStatus verify_slice(MlbContext *ctx, MlbOperation *op, uint32_t lead,
                              const MlbType *full, const MlbType *slice) {
  SliceLists l;
  MLB_TRY(load_lists(ctx, op, lead, &l));
  MLB_TRY(verify_interface(ctx, op, lead, &l, full->u.shaped.rank));
  MlbType *expected = inferred_type(ctx, full, &l);
  SliceResult r = rank_reduced(expected, slice);
  if (r != SLICE_OK)
    return slice_error(ctx, op, r, expected);
  return verify_in_bounds(ctx, op, full, &l);
}

/* Operand kinds: the `lead` tensors are ranked, the rest are indices. */
static MlbStatus verify_kinds(MlbContext *ctx, MlbOperation *op,
                              uint32_t lead) {
  MLB_TRY(mlb_tensor_expect_min_operands(ctx, op, lead));
  for (uint32_t i = 0; i < lead && i < op->num_operands; i++)
    MLB_TRY(mlb_tensor_expect_ranked(ctx, op, true, i));
  for (uint32_t i = lead; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  for (uint32_t i = 0; i < op->num_results; i++)
    MLB_TRY(mlb_tensor_expect_ranked(ctx, op, false, i));
  return MLB_SUCCESS;
}

MlbStatus mlb_tensor_verify_extract_slice(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_kinds(ctx, op, 1));
  return verify_slice(ctx, op, 1, mlb_op_operand(op, 0)->type,
                      op->results[0].type);
}

MlbStatus mlb_tensor_verify_insert_slice(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_kinds(ctx, op, 2));
  MlbType *dest = mlb_op_operand(op, 1)->type;
  if (op->results[0].type != dest)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that expected result type to "
                             "match dest type");
  return verify_slice(ctx, op, 2, dest, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_tensor_verify_parallel_insert_slice(MlbContext *ctx,
                                                  MlbOperation *op) {
  MLB_TRY(verify_kinds(ctx, op, 2));
  MlbOperation *par = mlb_op_parent_op(op);
  if (!par || strcmp(par->name, "scf.forall.in_parallel") != 0) {
    MlbBuf b;
    mlb_buf_init(&b);
    if (par)
      mlb_print_op_brief_hook(ctx, par, &b);
    mlb_plain_error(ctx, op,
                    "expected ParallelCombiningOpInterface parent, "
                    "got:%s",
                    mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return verify_slice(ctx, op, 2, mlb_op_operand(op, 1)->type,
                      mlb_op_operand(op, 0)->type);
}
