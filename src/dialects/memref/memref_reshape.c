/* memref_reshape.c - memref ops that reinterpret a buffer's shape without
 * copying: expand_shape, collapse_shape, transpose, and
 * extract_strided_metadata.
 *
 * expand/collapse_shape carry a reassociation ([[0, 1], [2]]: which source
 * dims form each collapsed dim); their verifiers recompute the expected
 * result layout as upstream does (strides of a strided source expand or
 * collapse group by group).
 */
#include "dialects/memref/memref_int.h"

/* ==== Reassociation ==== */
/* Upstream's verifyCollapsedShape (multiple dynamic dims per group are
 * allowed for memrefs). */
static MlbStatus verify_collapsed_shape(MlbContext *ctx, MlbOperation *op,
                                        const MlbType *collapsed,
                                        const MlbType *expanded,
                                        const MlbAttr *re) {
  uint32_t ng = re->u.array.n, crank = collapsed->u.shaped.rank;
  uint32_t erank = expanded->u.shaped.rank;
  if (ng != crank)
    return mlb_op_emit_error(ctx, op,
                             "invalid number of reassociation "
                             "groups: found %u, expected %u",
                             ng, crank);
  int64_t next = 0;
  for (uint32_t g = 0; g < ng; g++) {
    bool dyn = false;
    int64_t prod = 1;
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g); k++) {
      int64_t d = mlb_reassoc_group_dim(re, g, k);
      if (d != next++)
        return mlb_op_emit_error(ctx, op,
                                 "reassociation indices must be "
                                 "contiguous");
      if (d >= (int64_t)erank)
        return mlb_op_emit_error(
            ctx, op, "reassociation index %lld is out of bounds", (long long)d);
      int64_t sz = expanded->u.shaped.shape[d];
      dyn |= sz == MLB_DYNAMIC;
      prod = mlb_memref_sat_mul(prod, sz);
    }
    int64_t c = collapsed->u.shaped.shape[g];
    if ((c == MLB_DYNAMIC) != dyn)
      return mlb_op_emit_error(ctx, op,
                               "collapsed dim (%u) must be dynamic if and "
                               "only if reassociation group is dynamic",
                               g);
    if (!dyn && prod != c)
      return mlb_op_emit_error(ctx, op,
                               "collapsed dim size (%lld) must equal "
                               "reassociation group size (%lld)",
                               (long long)c, (long long)prod);
  }
  if (crank == 0) {
    for (uint32_t i = 0; i < erank; i++)
      if (expanded->u.shaped.shape[i] != 1)
        return mlb_op_emit_error(ctx, op,
                                 "rank 0 memrefs can only be "
                                 "extended/collapsed with/from ones");
  } else if (next != (int64_t)erank) {
    return mlb_op_emit_error(ctx, op,
                             "expanded rank (%u) inconsistent with number of "
                             "reassociation indices (%lld)",
                             erank, (long long)next);
  }
  return MLB_SUCCESS;
}

/* ==== Expected result layouts ==== */
MlbType *mlb_memref_expanded_type(MlbContext *ctx, const MlbType *src,
                                  const MlbType *res, const MlbAttr *re) {
  uint32_t rank = res->u.shaped.rank;
  if (mlb_memref_layout_is_identity(src->u.shaped.layout))
    return mlb_type_memref(ctx, rank, res->u.shaped.shape, src->u.shaped.elt,
                           NULL, src->u.shaped.memspace);
  int64_t ss[64], off = 0, rs[64];
  if (rank > 64 || !mlb_memref_strides(src, ss, &off))
    return NULL;
  for (uint32_t i = 0; i < rank; i++)
    rs[i] = 1;
  int64_t at = (int64_t)rank - 1;
  for (uint32_t g = re->u.array.n; g-- > 0;) {
    int64_t cur = ss[g];
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g) && at >= 0;
         k++, at--) {
      rs[at] = cur;
      cur = mlb_memref_sat_mul(cur, res->u.shaped.shape[at]);
    }
  }
  return mlb_memref_strided(ctx, rank, res->u.shaped.shape, src->u.shaped.elt,
                            rs, off, src->u.shaped.memspace);
}

/* Stride of one collapsed group: that of its last non-unit dim. */
static int64_t collapsed_stride(const MlbType *src, const int64_t *ss,
                                const MlbAttr *re, uint32_t g) {
  uint32_t n = mlb_reassoc_group_len(re, g);
  while (n > 1 && src->u.shaped.shape[mlb_reassoc_group_dim(re, g, n - 1)] == 1)
    n--;
  int64_t last = mlb_reassoc_group_dim(re, g, n - 1);
  if (src->u.shaped.shape[last] != MLB_DYNAMIC || n == 1)
    return ss[last];
  return MLB_DYNAMIC;
}

/* Rejects groups whose dims are visibly not contiguous; `strict`, also
 * those whose contiguity the static strides do not show (upstream's
 * strict mode: any dynamic stride met, before unit dims are skipped). */
static bool groups_contiguous(const MlbType *src, const int64_t *ss,
                              const MlbAttr *re, const int64_t *rs,
                              bool strict) {
  for (uint32_t g = re->u.array.n; g-- > 0;) {
    int64_t stride = rs[g];
    for (uint32_t k = mlb_reassoc_group_len(re, g); k-- > 1;) {
      int64_t d = mlb_reassoc_group_dim(re, g, k);
      stride = mlb_memref_sat_mul(stride, src->u.shaped.shape[d]);
      if (strict && (stride == MLB_DYNAMIC || ss[d - 1] == MLB_DYNAMIC))
        return false;
      if (src->u.shaped.shape[d - 1] == 1)
        continue;
      int64_t sstride = ss[d - 1];
      if (stride != MLB_DYNAMIC && sstride != MLB_DYNAMIC && stride != sstride)
        return false;
    }
  }
  return true;
}

static MlbType *collapsed_type(MlbContext *ctx, const MlbType *src,
                               const MlbType *res, const MlbAttr *re,
                               bool strict) {
  uint32_t rank = res->u.shaped.rank;
  if (mlb_memref_layout_is_identity(src->u.shaped.layout))
    return mlb_type_memref(ctx, rank, res->u.shaped.shape, src->u.shaped.elt,
                           NULL, src->u.shaped.memspace);
  int64_t ss[64], off = 0, rs[64];
  if (src->u.shaped.rank > 64 || rank > 64 ||
      !mlb_memref_strides(src, ss, &off))
    return NULL;
  for (uint32_t g = 0; g < re->u.array.n; g++)
    rs[g] = collapsed_stride(src, ss, re, g);
  if (!groups_contiguous(src, ss, re, rs, strict))
    return NULL;
  return mlb_memref_strided(ctx, rank, res->u.shaped.shape, src->u.shaped.elt,
                            rs, off, src->u.shaped.memspace);
}

/* The collapsed type of `src`'s shape by `re`, its layout as
 * collapsed_type gives it. */
static MlbType *collapse_of(MlbContext *ctx, const MlbType *src,
                            const MlbAttr *re, bool strict) {
  int64_t shape[64];
  uint32_t ng = re->u.array.n;
  if (ng > 64)
    return NULL;
  for (uint32_t g = 0; g < ng; g++) {
    shape[g] = 1;
    for (uint32_t k = 0; k < mlb_reassoc_group_len(re, g); k++)
      shape[g] = mlb_memref_sat_mul(
          shape[g], src->u.shaped.shape[mlb_reassoc_group_dim(re, g, k)]);
  }
  MlbType *shaped = mlb_type_memref(ctx, ng, shape, src->u.shaped.elt, NULL,
                                    src->u.shaped.memspace);
  return collapsed_type(ctx, src, shaped, re, strict);
}

MlbType *mlb_memref_collapsed_type(MlbContext *ctx, const MlbType *src,
                                   const MlbAttr *re) {
  return collapse_of(ctx, src, re, false);
}

MlbType *mlb_memref_guaranteed_collapse(MlbContext *ctx, const MlbType *src,
                                        const MlbAttr *re) {
  return collapse_of(ctx, src, re, true);
}

static MlbStatus type_mismatch(MlbContext *ctx, MlbOperation *op,
                               const char *what, const MlbType *want,
                               const MlbType *got) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_append_quoted_type(&b, want);
  mlb_buf_puts(&b, " but found ");
  mlb_append_quoted_type(&b, got);
  mlb_op_emit_error(ctx, op, "expected %s type to be %s", what,
                    mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ==== expand_shape / collapse_shape ==== */
/* The syntax is shape_common's; both types after `:` are ranked memrefs. */
MlbStatus mlb_memref_parse_expand_shape(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_expand_shape(p, st, mlb_memref_parse_ranked);
}

MlbStatus mlb_memref_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_collapse_shape(p, st, mlb_memref_parse_ranked);
}

/* The shared static_output_shape checks, then memref's own: each static
 * result dim is the size given for it. */
static MlbStatus verify_output_shape(MlbContext *ctx, MlbOperation *op,
                                     const MlbType *res) {
  const MlbAttr *so = mlb_memref_i64_prop(op, "static_output_shape");
  uint32_t rank = res->u.shaped.rank;
  MLB_TRY(mlb_verify_static_output_shape(ctx, op, so, rank, "bounds"));
  for (uint32_t i = 0; i < rank; i++) {
    int64_t d = res->u.shaped.shape[i];
    if (d != MLB_DYNAMIC && d != so->u.darray.ivals[i])
      return mlb_op_emit_error(ctx, op,
                               "invalid output shape provided at pos %u", i);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_verify_expand_shape(MlbContext *ctx, MlbOperation *op) {
  const MlbAttr *re = NULL;
  MLB_TRY(mlb_verify_reassociation_prop(ctx, op, &re));
  MLB_TRY(mlb_memref_ods_reshape(ctx, op));
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (src->kind != MLB_TYPE_MEMREF || res->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  uint32_t r0 = src->u.shaped.rank, r1 = res->u.shaped.rank;
  if (r0 > r1)
    return mlb_op_emit_error(ctx, op,
                             "has source rank %u and result rank %u. This "
                             "is not an expansion (%u > %u).",
                             r0, r1, r0, r1);
  MLB_TRY(verify_collapsed_shape(ctx, op, src, res, re));
  MlbType *want = mlb_memref_expanded_type(ctx, src, res, re);
  if (!want)
    return mlb_op_emit_error(ctx, op, "invalid source layout map");
  if (want != res)
    return type_mismatch(ctx, op, "expanded", want, res);
  return verify_output_shape(ctx, op, res);
}

MlbStatus mlb_memref_verify_collapse_shape(MlbContext *ctx, MlbOperation *op) {
  const MlbAttr *re = NULL;
  MLB_TRY(mlb_verify_reassociation_prop(ctx, op, &re));
  MLB_TRY(mlb_memref_ods_reshape(ctx, op));
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (src->kind != MLB_TYPE_MEMREF || res->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  uint32_t r0 = src->u.shaped.rank, r1 = res->u.shaped.rank;
  if (r0 < r1)
    return mlb_op_emit_error(ctx, op,
                             "has source rank %u and result rank %u. This "
                             "is not a collapse (%u < %u).",
                             r0, r1, r0, r1);
  MLB_TRY(verify_collapsed_shape(ctx, op, res, src, re));
  MlbType *want = collapsed_type(ctx, src, res, re, false);
  if (!want)
    return mlb_op_emit_error(ctx, op,
                             "invalid source layout map or "
                             "collapsing non-contiguous dims");
  if (want != res)
    return type_mismatch(ctx, op, "collapsed", want, res);
  return MLB_SUCCESS;
}

/* ==== extract_strided_metadata ==== */
MlbStatus mlb_memref_parse_extract_strided_metadata(MlbAsmParser *p,
                                                    MlbOpState *st) {
  MlbUnresolved src;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &t));
  MLB_TRY(mlb_parse_punct(p, "->"));
  do {
    MlbType *r = NULL;
    MLB_TRY(mlb_parse_type(p, &r));
    mlb_vec_push(&st->result_types, r);
  } while (mlb_parse_optional_punct(p, ","));
  MLB_TRY(mlb_resolve_operand(p, &src, t, st));
  return mlb_parse_optional_attr_dict(p, st);
}

void mlb_memref_print_extract_strided_metadata(MlbAsmPrinter *p,
                                               MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " -> ");
  mlb_pr_result_types(p, op);
  mlb_pr_attr_dict(p, op, NULL);
}

/* The usual op: a strided source and exactly the result types inferred
 * from it (the base buffer compared field by field, as uniquing makes it
 * equal to the type the slow path builds). Every check then passes. */
static bool metadata_matches_source(MlbContext *ctx, MlbOperation *op) {
  const MlbType *src = mlb_op_operand(op, 0)->type;
  if (src->kind != MLB_TYPE_MEMREF || src->u.shaped.rank > 64 ||
      op->num_results != 2 + 2 * src->u.shaped.rank)
    return false;
  const MlbType *base = op->results[0].type;
  if (base->kind != MLB_TYPE_MEMREF || base->u.shaped.rank != 0 ||
      base->u.shaped.elt != src->u.shaped.elt || base->u.shaped.layout ||
      base->u.shaped.memspace != src->u.shaped.memspace)
    return false;
  for (uint32_t i = 1; i < op->num_results; i++)
    if (op->results[i].type != ctx->t_index)
      return false;
  int64_t strides[64], off = 0;
  return mlb_memref_strides(src, strides, &off);
}

MlbStatus mlb_memref_verify_extract_strided_metadata(MlbContext *ctx,
                                                     MlbOperation *op) {
  if (metadata_matches_source(ctx, op))
    return MLB_SUCCESS;
  MLB_TRY(mlb_memref_ods_extract_strided_metadata(ctx, op));
  MlbType *src = mlb_op_operand(op, 0)->type;
  for (uint32_t i = 1; i < op->num_results; i++)
    MLB_TRY(mlb_memref_expect_kind(ctx, op, false, i,
                                   op->results[i].type->kind == MLB_TYPE_INDEX,
                                   i == 1 ? "index" : "variadic of index"));
  if (src->kind != MLB_TYPE_MEMREF || src->u.shaped.rank > 64)
    return MLB_SUCCESS;
  uint32_t n = 2 + 2 * src->u.shaped.rank;
  MlbType *want[130];
  want[0] = mlb_type_memref(ctx, 0, NULL, src->u.shaped.elt, NULL,
                            src->u.shaped.memspace);
  for (uint32_t i = 1; i < n; i++)
    want[i] = ctx->t_index;
  bool same = n == op->num_results;
  for (uint32_t i = 0; same && i < n; i++)
    same = want[i] == op->results[i].type;
  return same ? MLB_SUCCESS : mlb_infer_mismatch_error(ctx, op, want, n);
}

/* Only the first value of each pack is named, so that the printer groups
 * them as `%sizes:2` (as upstream). */
void mlb_memref_name_extract_strided_metadata(MlbOperation *op, MlbBuf *names) {
  if (op->num_results < 2)
    return;
  mlb_name_result(names, 0, "base_buffer");
  mlb_name_result(names, 1, "offset");
  uint32_t rank = (op->num_results - 2) / 2;
  if (rank == 0)
    return;
  mlb_name_result(names, 2, "sizes");
  mlb_name_result(names, 2 + rank, "strides");
}

/* ==== transpose ==== */
/* The identifiers a bare map declares: dims then symbols. */
typedef struct MapIds {
  const char *names[64];
  uint32_t ndims, nsyms;
} MapIds;

/* `(a, b)` or `[s]`; `what` completes upstream's "expected '(' in ..." */
static MlbStatus parse_id_list(MlbAsmParser *p, const char *open,
                               const char *close, const char *what, MapIds *ids,
                               uint32_t *count) {
  if (!mlb_parse_optional_punct(p, open))
    return mlb_parser_error(p, "expected '%s' in %s", open, what);
  while (!mlb_parse_optional_punct(p, close)) {
    if (*count && !mlb_parse_optional_punct(p, ","))
      return mlb_parser_error(p, "expected '%s' in %s", close, what);
    if (ids->ndims + ids->nsyms == 64)
      return mlb_parser_error(p, "too many identifiers");
    if (!mlb_parse_optional_any_keyword(p,
                                        &ids->names[ids->ndims + ids->nsyms]))
      return mlb_parser_error(p, "expected bare identifier");
    (*count)++;
  }
  return MLB_SUCCESS;
}

/* One result: a declared dim or symbol, or an integer constant. */
static MlbStatus parse_map_result(MlbAsmParser *p, const MapIds *ids,
                                  MlbAffineExpr **out) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *id = NULL;
  int64_t v = 0;
  MlbStatus st = MLB_SUCCESS;
  if (mlb_parse_optional_integer(p, &v, &st)) {
    *out = mlb_affine_const(ctx, v);
    return st;
  }
  MlbAttr *loc = mlb_parser_loc(p);
  if (!mlb_parse_optional_any_keyword(p, &id))
    return mlb_parser_error(p, "expected affine expression");
  for (uint32_t k = 0; k < ids->ndims + ids->nsyms; k++)
    if (strcmp(ids->names[k], id) == 0) {
      *out = k < ids->ndims ? mlb_affine_dim(ctx, k)
                            : mlb_affine_sym(ctx, k - ids->ndims);
      return MLB_SUCCESS;
    }
  return mlb_parser_error_at(p, loc, "use of undeclared identifier");
}

/* Parses a bare map `(d0, d1)[s0] -> (d1, d0)` as upstream's
 * parseAffineMap. Results are limited to identifiers and constants (what a
 * transpose permutation can hold); compound expressions are rejected. */
static MlbStatus parse_perm_map(MlbAsmParser *p, MlbAttr **out) {
  MapIds ids;
  MlbAffineExpr *res[64];
  uint32_t nr = 0;
  memset(&ids, 0, sizeof ids);
  MLB_TRY(parse_id_list(p, "(", ")", "dimensional identifier list", &ids,
                        &ids.ndims));
  if (mlb_parser_at_punct(p, "["))
    MLB_TRY(parse_id_list(p, "[", "]", "symbol list", &ids, &ids.nsyms));
  if (!mlb_parse_optional_punct(p, "->"))
    return mlb_parser_error(p, "expected '->' or ':'");
  if (!mlb_parse_optional_punct(p, "("))
    return mlb_parser_error(p, "expected '(' in affine map range");
  while (!mlb_parse_optional_punct(p, ")")) {
    if (nr && !mlb_parse_optional_punct(p, ","))
      return mlb_parser_error(p, "expected ')' in affine map range");
    if (nr == 64)
      return mlb_parser_error(p, "too many results");
    MLB_TRY(parse_map_result(p, &ids, &res[nr++]));
  }
  *out = mlb_attr_affine_map(mlb_parser_ctx(p), ids.ndims, ids.nsyms, nr, res);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_transpose(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved in;
  MlbAttr *perm = NULL;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &in));
  MLB_TRY(parse_perm_map(p, &perm));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &from));
  MLB_TRY(mlb_resolve_operand(p, &in, from, st));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &to));
  mlb_vec_push(&st->result_types, to);
  mlb_opstate_add_prop(st, mlb_intern_cstr(mlb_parser_ctx(p), "permutation"),
                       perm);
  return MLB_SUCCESS;
}

/* Writes the map without the affine_map<...> wrapper. */
static void print_bare_map(MlbAsmPrinter *p, const MlbAttr *m) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_putc(&b, '(');
  for (uint32_t i = 0; i < m->u.map.num_dims; i++)
    mlb_buf_printf(&b, "%sd%u", i ? ", " : "", i);
  mlb_buf_putc(&b, ')');
  if (m->u.map.num_syms) {
    mlb_buf_putc(&b, '[');
    for (uint32_t i = 0; i < m->u.map.num_syms; i++)
      mlb_buf_printf(&b, "%ss%u", i ? ", " : "", i);
    mlb_buf_putc(&b, ']');
  }
  mlb_buf_puts(&b, " -> (");
  for (uint32_t i = 0; i < m->u.map.num_results; i++) {
    if (i)
      mlb_buf_puts(&b, ", ");
    mlb_print_affine_expr(&b, m->u.map.results[i]);
  }
  mlb_buf_putc(&b, ')');
  mlb_pr(p, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
}

void mlb_memref_print_transpose(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"permutation", NULL};
  MlbAttr *perm = mlb_op_get_prop(op, "permutation");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " ");
  if (perm && perm->kind == MLB_ATTR_AFFINE_MAP)
    print_bare_map(p, perm);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

static bool is_permutation(const MlbAttr *m) {
  bool seen[64] = {false};
  if (m->u.map.num_syms || m->u.map.num_results != m->u.map.num_dims ||
      m->u.map.num_dims > 64)
    return false;
  for (uint32_t i = 0; i < m->u.map.num_results; i++) {
    const MlbAffineExpr *e = m->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value < 0 ||
        e->value >= (int64_t)m->u.map.num_dims || seen[e->value])
      return false;
    seen[e->value] = true;
  }
  return true;
}

/* The transposed type with its strided layout dropped when it is the
 * identity (upstream's canonicalizeStridedLayout). */
static MlbType *canonical_strided(MlbContext *ctx, const MlbType *like,
                                  const int64_t *shape, const int64_t *st,
                                  int64_t off) {
  uint32_t rank = like->u.shaped.rank;
  int64_t canon[64];
  mlb_memref_canonical_strides(rank, shape, canon);
  bool ident = off == 0;
  for (uint32_t i = 0; ident && i < rank; i++)
    ident = st[i] == canon[i];
  MlbAttr *layout = ident ? NULL : mlb_attr_strided(ctx, rank, st, off);
  return mlb_type_memref(ctx, rank, shape, like->u.shaped.elt, layout,
                         like->u.shaped.memspace);
}

MlbStatus mlb_memref_verify_transpose(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *perm = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "permutation", &perm));
  MLB_TRY(mlb_memref_ods_reshape(ctx, op));
  if (perm->kind != MLB_ATTR_AFFINE_MAP || !is_permutation(perm))
    return mlb_op_emit_error(ctx, op, "expected a permutation map");
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (src->kind != MLB_TYPE_MEMREF || res->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  uint32_t rank = src->u.shaped.rank;
  if (perm->u.map.num_dims != rank)
    return mlb_op_emit_error(ctx, op,
                             "expected a permutation map of same "
                             "rank as the input");
  int64_t ss[64], so = 0, shape[64], st[64], rst[64], ro = 0;
  if (!mlb_memref_strides(src, ss, &so))
    return MLB_SUCCESS;
  for (uint32_t i = 0; i < rank; i++) {
    int64_t d = perm->u.map.results[i]->value;
    shape[i] = src->u.shaped.shape[d];
    st[i] = ss[d];
  }
  MlbType *want = canonical_strided(ctx, src, shape, st, so);
  MlbType *have = res;
  if (res->u.shaped.rank == rank && mlb_memref_strides(res, rst, &ro))
    have = canonical_strided(ctx, res, res->u.shaped.shape, rst, ro);
  if (have == want)
    return MLB_SUCCESS;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_append_quoted_type(&b, res);
  mlb_buf_puts(&b, " is not equivalent to the canonical transposed input "
                   "type ");
  mlb_append_quoted_type(&b, want);
  mlb_op_emit_error(ctx, op, "result type %s", mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}
