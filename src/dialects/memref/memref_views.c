/* memref_views.c - memref ops that create views of a buffer: subview, view,
 * reinterpret_cast.
 *
 * Their offsets/sizes/strides are mixed lists (`[%a, 4]`): SSA entries are
 * operands, the rest live in dense i64 array props where MLB_DYNAMIC marks
 * the operand positions (upstream's OffsetSizeAndStrideOpInterface). The
 * verifiers reproduce upstream's result-type inference for strided layouts.
 * Reshaping views (expand/collapse_shape, transpose, extract_strided_metadata)
 * are in memref_reshape.c.
 */
#include "dialects/memref/memref_int.h"

#include <stdio.h>

static const char *const k_list_props[] = {
    mlb_names.static_offsets, mlb_names.static_sizes, mlb_names.static_strides};
static const char *const k_list_names[] = {"offset", "size", "stride"};
static const char *const k_list_plural[] = {"offsets", "sizes", "strides"};
static const char *const k_elided[] = {
    "operandSegmentSizes", mlb_names.static_offsets, mlb_names.static_sizes,
    mlb_names.static_strides, NULL};

/* ==== Parsing ==== */
/* Parses one mixed list, resolving its SSA entries as indices, and records
 * its static part as prop `prop`; *ndyn receives the SSA entry count. */
static MlbStatus parse_mixed_list(MlbAsmParser *p, MlbOpState *st,
                                  MlbUnresolvedVec *dyn, const char *prop,
                                  int64_t *ndyn) {
  MlbStatus s = mlb_parse_mixed_index_list(p, st, prop, dyn);
  *ndyn = dyn->len;
  return s;
}

/* Parses the three lists into dyn[0..2] (unresolved). Between lists the
 * reinterpret_cast syntax needs `, sizes:` style keywords: `kw[i]` (NULL =
 * none). */
static MlbStatus parse_three_lists(MlbAsmParser *p, MlbOpState *st,
                                   MlbUnresolvedVec dyn[3], int64_t seg[4],
                                   const char *const kw[3]) {
  for (int i = 0; i < 3; i++) {
    if (kw[i]) {
      if (i > 0)
        MLB_TRY(mlb_parse_punct(p, ","));
      MLB_TRY(mlb_parse_keyword(p, kw[i]));
      MLB_TRY(mlb_parse_punct(p, ":"));
    }
    MLB_TRY(parse_mixed_list(p, st, &dyn[i], k_list_props[i], &seg[i + 1]));
  }
  return MLB_SUCCESS;
}

/* Shared tail: attr-dict `:` src `to` result, then operand resolution. */
static MlbStatus finish_view(MlbAsmParser *p, MlbOpState *st,
                             const MlbUnresolved *src, MlbUnresolvedVec dyn[3],
                             int64_t seg[4], bool any_src) {
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(any_src ? mlb_memref_parse_any(p, st, &from)
                  : mlb_memref_parse_ranked(p, st, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &to));
  MLB_TRY(mlb_resolve_operand(p, src, from, st));
  for (int i = 0; i < 3; i++)
    MLB_TRY(mlb_memref_resolve_indices(p, &dyn[i], st));
  mlb_vec_push(&st->result_types, to);
  mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                seg, 4);
  return MLB_SUCCESS;
}

static MlbStatus parse_view_like(MlbAsmParser *p, MlbOpState *st,
                                 const char *const kw[3], bool reinterpret) {
  MlbUnresolved src;
  MlbUnresolvedVec dyn[3] = {{0}, {0}, {0}};
  int64_t seg[4] = {1, 0, 0, 0};
  MlbStatus s = mlb_parse_operand(p, &src);
  if (!s && reinterpret)
    s = mlb_parse_keyword(p, "to");
  if (!s)
    s = parse_three_lists(p, st, dyn, seg, kw);
  if (!s)
    s = finish_view(p, st, &src, dyn, seg, reinterpret);
  for (int i = 0; i < 3; i++)
    mlb_vec_free(&dyn[i]);
  return s;
}

MlbStatus mlb_memref_parse_subview(MlbAsmParser *p, MlbOpState *st) {
  static const char *const kw[3] = {NULL, NULL, NULL};
  return parse_view_like(p, st, kw, false);
}

MlbStatus mlb_memref_parse_reinterpret_cast(MlbAsmParser *p, MlbOpState *st) {
  static const char *const kw[3] = {"offset", "sizes", "strides"};
  return parse_view_like(p, st, kw, true);
}

/* ==== Printing ==== */
static void print_list(MlbAsmPrinter *p, MlbOperation *op, int i) {
  uint32_t start = 0, len = 0;
  mlb_op_operand_segment(op, (uint32_t)i + 1, &start, &len);
  const MlbAttr *statics = mlb_op_get_prop(op, k_list_props[i]);
  mlb_pr_dynamic_index_list(p, &op->operands[start], len, statics,
                            MLB_DELIM_SQUARE);
}

static void print_view_tail(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

void mlb_memref_print_subview(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  print_list(p, op, 0);
  mlb_pr(p, " ");
  print_list(p, op, 1);
  mlb_pr(p, " ");
  print_list(p, op, 2);
  print_view_tail(p, op);
}

void mlb_memref_print_reinterpret_cast(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " to offset: ");
  print_list(p, op, 0);
  mlb_pr(p, ", sizes: ");
  print_list(p, op, 1);
  mlb_pr(p, ", strides: ");
  print_list(p, op, 2);
  print_view_tail(p, op);
}

/* ==== OffsetSizeAndStrideOpInterface checks ==== */
typedef struct ViewLists {
  const int64_t *vals[3];
  uint32_t n[3];
} ViewLists;

static uint32_t count_dynamic(const int64_t *v, uint32_t n) {
  uint32_t c = 0;
  for (uint32_t i = 0; i < n; i++)
    c += v[i] == MLB_DYNAMIC;
  return c;
}

/* Props, then ODS operand/result types, then the dynamic-entry counts. */
static MlbStatus load_lists(MlbContext *ctx, MlbOperation *op, ViewLists *l,
                            bool reinterpret) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 4));
  for (int i = 0; i < 3; i++) {
    const MlbAttr *a = mlb_memref_i64_prop(op, k_list_props[i]);
    if (!a)
      return mlb_op_emit_error(ctx, op, "requires attribute '%s'",
                               k_list_props[i]);
    l->vals[i] = a->u.darray.ivals;
    l->n[i] = a->u.darray.n;
  }
  MLB_TRY(mlb_memref_ods_view_like(ctx, op, reinterpret));
  for (int i = 0; i < 3; i++) {
    uint32_t start = 0, len = 0;
    mlb_op_operand_segment(op, (uint32_t)i + 1, &start, &len);
    uint32_t nd = count_dynamic(l->vals[i], l->n[i]);
    if (len != nd)
      return mlb_plain_error(
          ctx, op,
          "expected the number of '%s' to match the number of dynamic "
          "entries in '%s' (%u vs %u)",
          k_list_plural[i], k_list_props[i], len, nd);
  }
  return MLB_SUCCESS;
}

/* Upstream's verifyOffsetSizeAndStrideOp; max_ranks as in the op's
 * getArrayAttrMaxRanks. */
static MlbStatus verify_lists(MlbContext *ctx, MlbOperation *op,
                              const ViewLists *l, const uint32_t max[3]) {
  if (!(l->n[0] == 1 && max[0] == 1) && l->n[0] != l->n[1])
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
  for (int i = 0; i < 3; i++)
    if (l->n[i] != max[i])
      return mlb_plain_error(ctx, op, "expected %u %s values, got %u", max[i],
                             k_list_names[i], l->n[i]);
  for (int i = 0; i < 2; i++)
    for (uint32_t k = 0; k < l->n[i]; k++)
      if (l->vals[i][k] < 0 && l->vals[i][k] != MLB_DYNAMIC)
        return mlb_plain_error(ctx, op,
                               "expected %s to be non-negative, but got %lld",
                               k_list_plural[i], (long long)l->vals[i][k]);
  return MLB_SUCCESS;
}

/* ==== subview ==== */
/* Upstream's computeRankReductionMask on shapes: dropped[i] marks source
 * dims (all of size 1) that are absent from `reduced`. */
static bool rank_reduction_mask(const MlbType *orig, const MlbType *reduced,
                                bool *dropped) {
  uint32_t r = 0, rn = reduced->u.shaped.rank;
  for (uint32_t i = 0; i < orig->u.shaped.rank; i++) {
    int64_t sz = orig->u.shaped.shape[i];
    dropped[i] = false;
    if (r < rn && sz == reduced->u.shaped.shape[r]) {
      r++;
      continue;
    }
    dropped[i] = true;
    if (sz != 1)
      return false;
  }
  return r == rn;
}

typedef enum {
  SLICE_OK,
  SLICE_RANK_TOO_LARGE,
  SLICE_SIZE_MISMATCH,
  SLICE_ELT_MISMATCH,
  SLICE_SPACE_MISMATCH,
  SLICE_LAYOUT_MISMATCH
} SliceResult;

static SliceResult rank_reduced_check(const MlbType *expected,
                                      const MlbType *actual, bool *dropped) {
  if (expected == actual)
    return SLICE_OK;
  if (actual->u.shaped.rank > expected->u.shaped.rank)
    return SLICE_RANK_TOO_LARGE;
  if (!rank_reduction_mask(expected, actual, dropped))
    return SLICE_SIZE_MISMATCH;
  if (expected->u.shaped.elt != actual->u.shaped.elt)
    return SLICE_ELT_MISMATCH;
  return SLICE_OK;
}

static MlbStatus subview_error(MlbContext *ctx, MlbOperation *op, SliceResult r,
                               const MlbType *expected) {
  const MlbType *got = op->results[0].type;
  MlbBuf b;
  mlb_buf_init(&b);
  switch (r) {
  case SLICE_RANK_TOO_LARGE:
    mlb_buf_puts(&b, "expected result rank to be smaller or equal to the "
                     "source rank, but got ");
    break;
  case SLICE_ELT_MISMATCH:
    mlb_buf_puts(&b, "expected result element type to be ");
    mlb_append_quoted_type(&b, expected->u.shaped.elt);
    mlb_buf_puts(&b, ", but got ");
    break;
  case SLICE_SPACE_MISMATCH:
    mlb_buf_puts(&b, "expected result and source memory spaces to match, "
                     "but got ");
    break;
  default:
    mlb_buf_puts(&b, "expected result type to be ");
    mlb_append_quoted_type(&b, expected);
    mlb_buf_puts(&b, r == SLICE_SIZE_MISMATCH
                         ? " or a rank-reduced version. (mismatch of result "
                           "sizes), but got "
                         : " or a rank-reduced version. (mismatch of result "
                           "layout), but got ");
    break;
  }
  mlb_append_quoted_type(&b, got);
  mlb_plain_error(ctx, op, "%s", mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static uint32_t count_value(const int64_t *v, uint32_t n, int64_t x) {
  uint32_t c = 0;
  for (uint32_t i = 0; i < n; i++)
    c += v[i] == x;
  return c;
}

/* Upstream's computeMemRefRankReductionMask: with several unit dims, a dim
 * counts as dropped only if its stride also disappears from the reduced
 * type (compared by number of occurrences of each stride value). */
bool mlb_memref_reduction_mask(const MlbType *orig, const MlbType *red,
                               const int64_t *sizes, bool *dropped) {
  uint32_t on = orig->u.shaped.rank, rn = red->u.shaped.rank, nunit = 0;
  for (uint32_t i = 0; i < on; i++) {
    dropped[i] = on != rn && sizes[i] == 1;
    nunit += dropped[i];
  }
  if (on == rn || nunit + rn == on)
    return true;
  int64_t os[64], rs[64], gone[64], oo = 0, ro = 0;
  uint32_t ngone = 0;
  if (!mlb_memref_strides(orig, os, &oo) || !mlb_memref_strides(red, rs, &ro))
    return false;
  for (uint32_t i = 0; i < on; i++) {
    if (!dropped[i])
      continue;
    uint32_t left =
        count_value(os, on, os[i]) - count_value(gone, ngone, os[i]);
    uint32_t in_red = count_value(rs, rn, os[i]);
    if (left > in_red) {
      gone[ngone++] = os[i];
      continue;
    }
    if (left < in_red)
      return false;
    dropped[i] = false;
    nunit--;
  }
  return nunit + rn == on;
}

static bool strides_compatible(const MlbType *a, const MlbType *b,
                               const bool *dropped) {
  int64_t sa[64], sb[64], oa = 0, ob = 0;
  if (!mlb_memref_strides(a, sa, &oa) || !mlb_memref_strides(b, sb, &ob))
    return false;
  for (uint32_t i = 0, j = 0; i < a->u.shaped.rank; i++) {
    if (dropped[i])
      continue;
    if (j >= b->u.shaped.rank || sa[i] != sb[j])
      return false;
    j++;
  }
  return true;
}

static bool offsets_compatible(const MlbType *a, const MlbType *b) {
  int64_t sa[64], sb[64], oa = 0, ob = 0;
  return mlb_memref_strides(a, sa, &oa) && mlb_memref_strides(b, sb, &ob) &&
         oa == ob;
}

/* First dim whose static slice leaves the base (rank when none); *last
 * gets the last index touched when the offset itself is in bounds. */
static uint32_t out_of_bounds_dim(const MlbType *base, const int64_t *offs,
                                  const int64_t *sizes, const int64_t *strides,
                                  int64_t *last) {
  uint32_t rank = base->u.shaped.rank;
  for (uint32_t i = 0; i < rank; i++) {
    int64_t dim = base->u.shaped.shape[i], off = offs[i];
    int64_t sz = sizes[i], stride = strides[i];
    *last = MLB_DYNAMIC;
    if (dim == MLB_DYNAMIC || off == MLB_DYNAMIC)
      continue;
    if (off >= dim)
      return i;
    if (sz == MLB_DYNAMIC || stride == MLB_DYNAMIC)
      continue;
    *last = off + (sz - 1) * stride;
    if (*last >= dim)
      return i;
  }
  return rank;
}

bool mlb_memref_slice_in_bounds(const MlbType *base, const int64_t *offsets,
                                const int64_t *sizes, const int64_t *strides) {
  int64_t last;
  return out_of_bounds_dim(base, offsets, sizes, strides, &last) ==
         base->u.shaped.rank;
}

static MlbStatus verify_in_bounds(MlbContext *ctx, MlbOperation *op,
                                  const MlbType *base, const ViewLists *l) {
  int64_t last;
  uint32_t i = out_of_bounds_dim(base, l->vals[0], l->vals[1], l->vals[2],
                                 &last);
  if (i == base->u.shaped.rank)
    return MLB_SUCCESS;
  int64_t dim = base->u.shaped.shape[i];
  if (last == MLB_DYNAMIC)
    return mlb_plain_error(ctx, op, "offset %u is out-of-bounds: %lld >= %lld",
                           i, (long long)l->vals[0][i], (long long)dim);
  return mlb_plain_error(
      ctx, op, "slice along dimension %u runs out-of-bounds: %lld >= %lld", i,
      (long long)last, (long long)dim);
}

MlbType *mlb_memref_subview_type(MlbContext *ctx, const MlbType *base,
                                 const int64_t *offsets, const int64_t *sizes,
                                 const int64_t *strides) {
  uint32_t rank = base->u.shaped.rank;
  int64_t bs[64], bo = 0, ts[64];
  mlb_memref_strides(base, bs, &bo);
  int64_t off = bo;
  for (uint32_t i = 0; i < rank; i++) {
    off = mlb_memref_sat_add(off, mlb_memref_sat_mul(offsets[i], bs[i]));
    ts[i] = mlb_memref_sat_mul(bs[i], strides[i]);
  }
  return mlb_memref_strided(ctx, rank, sizes, base->u.shaped.elt, ts, off,
                            base->u.shaped.memspace);
}

static MlbType *infer_subview_type(MlbContext *ctx, const MlbType *base,
                                   const ViewLists *l) {
  return mlb_memref_subview_type(ctx, base, l->vals[0], l->vals[1],
                                 l->vals[2]);
}

static MlbStatus verify_subview_types(MlbContext *ctx, MlbOperation *op,
                                      const ViewLists *l) {
  MlbType *base = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (base->u.shaped.memspace != res->u.shaped.memspace)
    return mlb_memref_two_type_error(
        ctx, op, "different memory spaces specified for base memref type ",
        base, " and subview memref type ", res);
  int64_t tmp[64], toff = 0;
  if (!mlb_memref_strides(base, tmp, &toff)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_append_quoted_type(&b, base);
    mlb_plain_error(ctx, op, "base type %s is not strided", mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  MlbType *expected = infer_subview_type(ctx, base, l);
  bool dropped[64];
  SliceResult r = rank_reduced_check(expected, res, dropped);
  if (r != SLICE_OK)
    return subview_error(ctx, op, r, expected);
  if (!offsets_compatible(expected, res) ||
      !mlb_memref_reduction_mask(expected, res, l->vals[1], dropped) ||
      !strides_compatible(expected, res, dropped))
    return subview_error(ctx, op, SLICE_LAYOUT_MISMATCH, expected);
  return verify_in_bounds(ctx, op, base, l);
}

MlbStatus mlb_memref_verify_subview(MlbContext *ctx, MlbOperation *op) {
  ViewLists l;
  MLB_TRY(load_lists(ctx, op, &l, false));
  MlbType *base = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (base->kind != MLB_TYPE_MEMREF || res->kind != MLB_TYPE_MEMREF ||
      base->u.shaped.rank > 64)
    return MLB_SUCCESS;
  uint32_t r = base->u.shaped.rank, max[3] = {r, r, r};
  MLB_TRY(verify_lists(ctx, op, &l, max));
  return verify_subview_types(ctx, op, &l);
}

/* ==== reinterpret_cast ==== */
static const char *dyn_text(int64_t v, char *buf, size_t n) {
  if (v == MLB_DYNAMIC)
    return "dynamic";
  snprintf(buf, n, "%lld", (long long)v);
  return buf;
}

static MlbStatus verify_reinterpret_layout(MlbContext *ctx, MlbOperation *op,
                                           const MlbType *res,
                                           const ViewLists *l) {
  char buf[32];
  int64_t strides[64], off = 0;
  if (!mlb_memref_strides(res, strides, &off))
    return mlb_memref_two_type_error(
        ctx, op, "expected result type to have strided layout but found ", res,
        NULL, NULL);
  if (off != MLB_DYNAMIC && off != l->vals[0][0])
    return mlb_plain_error(
        ctx, op, "expected result type with offset = %s instead of %lld",
        dyn_text(l->vals[0][0], buf, sizeof buf), (long long)off);
  for (uint32_t i = 0; i < res->u.shaped.rank && i < l->n[2]; i++)
    if (strides[i] != MLB_DYNAMIC && strides[i] != l->vals[2][i])
      return mlb_plain_error(
          ctx, op,
          "expected result type with stride = %s instead of %lld in dim = %u",
          dyn_text(l->vals[2][i], buf, sizeof buf), (long long)strides[i], i);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_verify_reinterpret_cast(MlbContext *ctx,
                                             MlbOperation *op) {
  ViewLists l;
  MLB_TRY(load_lists(ctx, op, &l, true));
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (!mlb_type_is_memref(src) || res->kind != MLB_TYPE_MEMREF ||
      res->u.shaped.rank > 64)
    return MLB_SUCCESS;
  uint32_t r = res->u.shaped.rank, max[3] = {1, r, r};
  MLB_TRY(verify_lists(ctx, op, &l, max));
  MlbAttr *sspace = src->kind == MLB_TYPE_MEMREF ? src->u.shaped.memspace
                                                 : src->u.unranked.memspace;
  if (sspace != res->u.shaped.memspace)
    return mlb_memref_two_type_error(
        ctx, op, "different memory spaces specified for source type ", src,
        " and result memref type ", res);
  if (mlb_type_element(src) != res->u.shaped.elt)
    return mlb_memref_two_type_error(
        ctx, op, "different element types specified for source type ", src,
        " and result memref type ", res);
  char buf[32];
  for (uint32_t i = 0; i < r; i++) {
    int64_t have = res->u.shaped.shape[i], want = l.vals[1][i];
    if (have != MLB_DYNAMIC && have != want)
      return mlb_plain_error(
          ctx, op,
          "expected result type with size = %s instead of %lld in dim = %u",
          dyn_text(want, buf, sizeof buf), (long long)have, i);
  }
  return verify_reinterpret_layout(ctx, op, res, &l);
}

/* ==== view ==== */
MlbStatus mlb_memref_parse_view(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, shift;
  MlbUnresolvedVec sizes = {0};
  MlbType *from = NULL, *to = NULL;
  MlbStatus s = mlb_parse_operand(p, &src);
  if (!s)
    s = mlb_parse_punct(p, "[");
  if (!s)
    s = mlb_parse_operand(p, &shift);
  if (!s)
    s = mlb_parse_punct(p, "]");
  if (!s)
    s = mlb_parse_operand_list(p, MLB_DELIM_SQUARE, &sizes);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_memref_parse_ranked(p, st, &from);
  if (!s)
    s = mlb_parse_keyword(p, "to");
  if (!s)
    s = mlb_memref_parse_ranked(p, st, &to);
  if (!s)
    s = mlb_resolve_operand(p, &src, from, st);
  if (!s)
    s = mlb_resolve_operand(p, &shift, mlb_parser_ctx(p)->t_index, st);
  if (!s)
    s = mlb_memref_resolve_indices(p, &sizes, st);
  if (!s)
    mlb_vec_push(&st->result_types, to);
  mlb_vec_free(&sizes);
  return s;
}

void mlb_memref_print_view(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "[");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, "]");
  mlb_memref_print_indices(p, op, 2);
  print_view_tail(p, op);
}

static bool is_byte_buffer(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF && t->u.shaped.rank == 1 &&
         mlb_type_is_int(t->u.shaped.elt, 8);
}

MlbStatus mlb_memref_verify_view(MlbContext *ctx, MlbOperation *op) {
  MlbType *base = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  MLB_TRY(mlb_memref_expect_kind(ctx, op, true, 0, is_byte_buffer(base),
                                 "1D memref of 8-bit signless integer "
                                 "values"));
  MLB_TRY(mlb_memref_ods_view(ctx, op));
  if (res->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  if (!mlb_memref_layout_is_identity(base->u.shaped.layout))
    return mlb_memref_two_type_error(
        ctx, op, "unsupported map for base memref type ", base, NULL, NULL);
  if (!mlb_memref_layout_is_identity(res->u.shaped.layout))
    return mlb_memref_two_type_error(
        ctx, op, "unsupported map for result memref type ", res, NULL, NULL);
  if (base->u.shaped.memspace != res->u.shaped.memspace)
    return mlb_memref_two_type_error(
        ctx, op, "different memory spaces specified for base memref type ",
        base, " and view memref type ", res);
  return mlb_verify_dynamic_size_count(ctx, op, res, op->num_operands - 2);
}
