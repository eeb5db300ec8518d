/* memref_ops.c - the memref dialect: op table, allocation and access ops.
 *
 * Custom syntaxes, inherent attributes (props), result name hints and the
 * main verification rules follow upstream's MemRefOps.td / MemRefOps.cpp.
 * The view-like ops live in memref_views.c, globals and atomics in
 * memref_misc.c.
 */
#include "dialects/memref/memref_int.h"

static const char *const k_seg[] = {"operandSegmentSizes", NULL};

/* ==== Small shared pieces ==== */
MlbStatus mlb_memref_resolve_indices(MlbAsmParser *p, MlbUnresolvedVec *v,
                                     MlbOpState *st) {
  return mlb_resolve_operands_same(p, v->data, v->len,
                                   mlb_parser_ctx(p)->t_index, st);
}

/* `[%i, %j]` at op->operands[from..]. */
void mlb_memref_print_indices(MlbAsmPrinter *p, MlbOperation *op,
                              uint32_t from) {
  mlb_pr(p, "[");
  if (op->num_operands > from)
    mlb_pr_operands(p, &op->operands[from], op->num_operands - from);
  mlb_pr(p, "]");
}

/* Upstream's "result #0 must be ..." style checks share this helper. */
MlbStatus mlb_memref_expect_kind(MlbContext *ctx, MlbOperation *op,
                                 bool operand, uint32_t i, bool ok,
                                 const char *summary) {
  if (ok)
    return MLB_SUCCESS;
  MlbType *t = operand ? mlb_op_operand(op, i)->type : op->results[i].type;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_append_quoted_type(&b, t);
  mlb_op_emit_error(ctx, op, "%s #%u must be %s, but got %s",
                    operand ? "operand" : "result", i, summary,
                    mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ==== alloc / alloca ==== */
static MlbStatus alloc_body(MlbAsmParser *p, MlbOpState *st,
                            MlbUnresolvedVec *dyn, MlbUnresolvedVec *sym) {
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_PAREN, dyn));
  if (mlb_parser_at_punct(p, "["))
    MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, sym));
  MlbAttr *dict = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_check_alignment(p, st, dict));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &t));
  MLB_TRY(mlb_memref_resolve_indices(p, dyn, st));
  MLB_TRY(mlb_memref_resolve_indices(p, sym, st));
  mlb_vec_push(&st->result_types, t);
  int64_t seg[2] = {dyn->len, sym->len};
  mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                seg, 2);
  return MLB_SUCCESS;
}

static MlbStatus parse_alloc(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0}, sym = {0};
  MlbStatus s = alloc_body(p, st, &dyn, &sym);
  mlb_vec_free(&dyn);
  mlb_vec_free(&sym);
  return s;
}

static void print_alloc(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t s0 = 0, n0 = 0, s1 = 0, n1 = 0;
  mlb_op_operand_segment(op, 0, &s0, &n0);
  mlb_op_operand_segment(op, 1, &s1, &n1);
  mlb_pr(p, "(");
  mlb_pr_operands(p, &op->operands[s0], n0);
  mlb_pr(p, ")");
  if (n1) {
    mlb_pr(p, "[");
    mlb_pr_operands(p, &op->operands[s1], n1);
    mlb_pr(p, "]");
  }
  mlb_pr_attr_dict(p, op, k_seg);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

/* Segment and ODS type checks, which upstream runs before the verifier;
 * the segments (lens[0] dynamic sizes, lens[1] symbols) come back from
 * the same property lookup. */
static MlbStatus alloc_invariants(MlbContext *ctx, MlbOperation *op,
                                  uint32_t lens[2]) {
  uint32_t starts[2] = {0};
  MLB_TRY(mlb_verify_operand_segments_get(ctx, op, 2, starts, lens));
  MLB_TRY(mlb_verify_alignment(ctx, op));
  return mlb_memref_ods_alloc(ctx, op);
}

MLB_HOT static MlbStatus alloc_counts(MlbContext *ctx, MlbOperation *op,
                                      const uint32_t lens[2]) {
  MlbType *t = op->results[0].type;
  uint32_t ndyn = lens[0], nsym = lens[1];
  MLB_TRY(mlb_verify_dynamic_size_count(ctx, op, t, ndyn));
  const MlbAttr *layout = t->u.shaped.layout;
  uint32_t nsyms = 0;
  if (!mlb_memref_layout_is_identity(layout) &&
      layout->kind == MLB_ATTR_AFFINE_MAP)
    nsyms = layout->u.map.num_syms;
  if (nsym != nsyms)
    return mlb_op_emit_error(ctx, op,
                             "symbol operand count does not equal memref "
                             "symbol count: expected %u, got %u",
                             nsyms, nsym);
  return MLB_SUCCESS;
}

MLB_HOT static MlbStatus verify_alloc(MlbContext *ctx, MlbOperation *op) {
  uint32_t lens[2] = {0};
  MLB_TRY(alloc_invariants(ctx, op, lens));
  return alloc_counts(ctx, op, lens);
}

static MlbStatus verify_alloca(MlbContext *ctx, MlbOperation *op) {
  uint32_t lens[2] = {0};
  MLB_TRY(alloc_invariants(ctx, op, lens));
  MlbOperation *anc = mlb_op_parent_op(op);
  while (anc && !mlb_op_has_trait(anc, MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE))
    anc = mlb_op_parent_op(anc);
  if (!anc)
    return mlb_op_emit_error(ctx, op,
                             "requires an ancestor op with "
                             "AutomaticAllocationScope trait");
  return alloc_counts(ctx, op, lens);
}

/* ==== alloca_scope ==== */
static MlbStatus parse_alloca_scope(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  mlb_ensure_terminator(ctx, r, "memref.alloca_scope.return", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_alloca_scope(MlbAsmPrinter *p, MlbOperation *op) {
  /* Upstream writes a space before the optional result list and another
   * before the region, hence `memref.alloca_scope  {`. */
  mlb_pr(p, " ");
  if (op->num_results) {
    mlb_pr(p, " -> (");
    mlb_pr_result_types(p, op);
    mlb_pr(p, ")");
  }
  mlb_pr_region(p, &op->regions[0], false, op->num_results != 0);
  mlb_pr_attr_dict(p, op, NULL);
}

/* RegionBranchOpInterface: the return's operands become the results. */
static MlbStatus verify_alloca_scope(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_region_size(ctx, op, 0, "bodyRegion", false));
  MlbTypeVec res = {0};
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&res, op->results[i].type);
  for (MlbBlock *b = op->regions[0].first; b && !s; b = b->next) {
    MlbOperation *t = b->last;
    if (t && strcmp(t->name, "memref.alloca_scope.return") == 0)
      s = mlb_verify_region_edge(ctx, op, t, -1, t->operands, t->num_operands,
                                 res.data, res.len);
  }
  mlb_vec_free(&res);
  return s;
}

static MlbStatus verify_scope_return(MlbContext *ctx, MlbOperation *op) {
  return mlb_memref_expect_parent(ctx, op, "memref.alloca_scope");
}

MlbStatus mlb_memref_expect_parent(MlbContext *ctx, MlbOperation *op,
                                   const char *parent) {
  MlbOperation *par = mlb_op_parent_op(op);
  if (par && strcmp(par->name, parent) == 0)
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op, "expects parent op '%s'", parent);
}

/* ==== dealloc / rank / dim ==== */
/* `%x attr-dict : type` with no result (dealloc) or a fixed result type. */
static MlbStatus parse_unary_colon(MlbAsmParser *p, MlbOpState *st,
                                   MlbType *result, bool ranked) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(ranked ? mlb_memref_parse_ranked(p, st, &t)
                 : mlb_memref_parse_any(p, st, &t));
  MLB_TRY(mlb_resolve_operand(p, &u, t, st));
  if (result)
    mlb_vec_push(&st->result_types, result);
  return MLB_SUCCESS;
}

static MlbStatus parse_dealloc(MlbAsmParser *p, MlbOpState *st) {
  return parse_unary_colon(p, st, NULL, false);
}

static MlbStatus parse_rank(MlbAsmParser *p, MlbOpState *st) {
  return parse_unary_colon(p, st, mlb_parser_ctx(p)->t_index, false);
}

static MlbStatus parse_dim(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, idx;
  MlbType *t = NULL;
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &idx));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operand(p, &src, t, st));
  MLB_TRY(mlb_resolve_operand(p, &idx, ctx->t_index, st));
  mlb_vec_push(&st->result_types, ctx->t_index);
  return MLB_SUCCESS;
}

static bool is_dim_source(const MlbType *t) {
  return t->kind == MLB_TYPE_UNRANKED_MEMREF ||
         (t->kind == MLB_TYPE_MEMREF && t->u.shaped.rank > 0);
}

static MlbStatus verify_dim(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_expect_kind(
      ctx, op, true, 0, is_dim_source(mlb_op_operand(op, 0)->type),
      "unranked.memref of any type values or non-0-ranked.memref of any "
      "type values"));
  return mlb_memref_ods_dim(ctx, op);
}

/* ==== realloc ==== */
static MlbStatus parse_realloc(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, size;
  bool has_size = false;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  if (mlb_parse_optional_punct(p, "(")) {
    MLB_TRY(mlb_parse_operand(p, &size));
    MLB_TRY(mlb_parse_punct(p, ")"));
    has_size = true;
  }
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &to));
  MLB_TRY(mlb_resolve_operand(p, &src, from, st));
  if (has_size)
    MLB_TRY(mlb_resolve_operand(p, &size, mlb_parser_ctx(p)->t_index, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static void print_realloc(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (op->num_operands > 1) {
    mlb_pr(p, "(");
    mlb_pr_operand(p, mlb_op_operand(op, 1));
    mlb_pr(p, ")");
  }
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

/* "<what> <quoted a><mid><quoted b>" as a plain op error. */
MlbStatus mlb_memref_two_type_error(MlbContext *ctx, MlbOperation *op,
                                    const char *what, const MlbType *a,
                                    const char *mid, const MlbType *b) {
  MlbBuf buf;
  mlb_buf_init(&buf);
  mlb_buf_puts(&buf, what);
  mlb_append_quoted_type(&buf, a);
  if (mid) {
    mlb_buf_puts(&buf, mid);
    mlb_append_quoted_type(&buf, b);
  }
  mlb_plain_error(ctx, op, "%s", mlb_buf_cstr(&buf));
  mlb_buf_free(&buf);
  return MLB_FAILURE;
}

static bool is_1d_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF && t->u.shaped.rank == 1;
}

static MlbStatus verify_realloc(MlbContext *ctx, MlbOperation *op) {
  MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  MLB_TRY(mlb_memref_expect_kind(ctx, op, true, 0, is_1d_memref(src),
                                 "1D memref of any type values"));
  MLB_TRY(mlb_memref_expect_kind(ctx, op, false, 0, is_1d_memref(res),
                                 "1D memref of any type values"));
  if (!mlb_memref_layout_is_identity(src->u.shaped.layout))
    return mlb_memref_two_type_error(
        ctx, op, "unsupported layout for source memref type ", src, NULL, NULL);
  if (!mlb_memref_layout_is_identity(res->u.shaped.layout))
    return mlb_memref_two_type_error(
        ctx, op, "unsupported layout for result memref type ", res, NULL, NULL);
  if (src->u.shaped.memspace != res->u.shaped.memspace)
    return mlb_memref_two_type_error(
        ctx, op, "different memory spaces specified for source memref type ",
        src, " and result memref type ", res);
  if (src->u.shaped.elt != res->u.shaped.elt)
    return mlb_memref_two_type_error(
        ctx, op, "different element types specified for source memref type ",
        src, " and result memref type ", res);
  bool dyn = mlb_num_dynamic_dims(res) != 0, has = op->num_operands > 1;
  if (dyn && !has)
    return mlb_memref_two_type_error(
        ctx, op, "missing dimension operand for result type ", res, NULL, NULL);
  if (!dyn && has)
    return mlb_memref_two_type_error(
        ctx, op, "unnecessary dimension operand for result type ", res, NULL,
        NULL);
  return MLB_SUCCESS;
}

/* ==== copy ==== */
static MlbStatus parse_copy(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved a, b;
  MlbType *ta = NULL, *tb = NULL;
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_any(p, st, &ta));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_memref_parse_any(p, st, &tb));
  MLB_TRY(mlb_resolve_operand(p, &a, ta, st));
  return mlb_resolve_operand(p, &b, tb, st);
}

static void print_copy(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, 2);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

/* Upstream's verifyCompatibleShapes: unranked matches anything, dynamic
 * dims match any size. */
static bool compatible_shapes(const MlbType *a, const MlbType *b) {
  if (a->kind != MLB_TYPE_MEMREF || b->kind != MLB_TYPE_MEMREF)
    return true;
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (uint32_t i = 0; i < a->u.shaped.rank; i++) {
    int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
    if (x != y && x != MLB_DYNAMIC && y != MLB_DYNAMIC)
      return false;
  }
  return true;
}

static MlbStatus verify_copy(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_any_memref(ctx, op));
  MlbType *a = mlb_op_operand(op, 0)->type, *b = mlb_op_operand(op, 1)->type;
  if (mlb_type_element(a) != mlb_type_element(b))
    return mlb_op_emit_error(ctx, op,
                             "requires the same element type for "
                             "all operands");
  if (!compatible_shapes(a, b))
    return mlb_op_emit_error(ctx, op,
                             "requires the same shape for all operands");
  return MLB_SUCCESS;
}

/* ==== load / store ==== */
static MlbStatus parse_access(MlbAsmParser *p, MlbOpState *st, bool store) {
  MlbUnresolved val, mem;
  MlbUnresolvedVec idx = {0};
  MlbType *t = NULL;
  MlbStatus s = MLB_SUCCESS;
  if (store) {
    s = mlb_parse_operand(p, &val);
    if (!s)
      s = mlb_parse_punct(p, ",");
  }
  if (!s)
    s = mlb_parse_operand(p, &mem);
  if (!s)
    s = mlb_parse_operand_list(p, MLB_DELIM_SQUARE, &idx);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_memref_parse_ranked(p, st, &t);
  if (!s && store)
    s = mlb_resolve_operand(p, &val, t->u.shaped.elt, st);
  if (!s)
    s = mlb_resolve_operand(p, &mem, t, st);
  if (!s)
    s = mlb_memref_resolve_indices(p, &idx, st);
  if (!s && !store)
    mlb_vec_push(&st->result_types, t->u.shaped.elt);
  mlb_vec_free(&idx);
  return s;
}

static MlbStatus parse_load(MlbAsmParser *p, MlbOpState *st) {
  return parse_access(p, st, false);
}

static MlbStatus parse_store(MlbAsmParser *p, MlbOpState *st) {
  return parse_access(p, st, true);
}

/* nontemporal = false is the default and upstream elides it. */
static void print_access_attrs(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const nt[] = {"nontemporal", NULL};
  MlbAttr *a = mlb_op_get_prop(op, "nontemporal");
  bool dflt = a && a->kind == MLB_ATTR_INTEGER && a->u.integer.value == 0 &&
              a->type && mlb_type_is_int(a->type, 1);
  mlb_pr_attr_dict(p, op, dflt ? nt : NULL);
}

static void print_load(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_memref_print_indices(p, op, 1);
  print_access_attrs(p, op);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

static void print_store(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, 2);
  mlb_memref_print_indices(p, op, 2);
  print_access_attrs(p, op);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

static MlbStatus verify_load(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_access(ctx, op, false));
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (t->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  uint32_t n = op->num_operands - 1;
  if (n != t->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "incorrect number of indices for load, "
                             "expected %u but got %u",
                             t->u.shaped.rank, n);
  return MLB_SUCCESS;
}

static MlbStatus verify_store(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_access(ctx, op, true));
  MlbType *t = op->num_operands > 1 ? mlb_op_operand(op, 1)->type : NULL;
  if (!t || t->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  if (op->num_operands != 2 + t->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "store index operand count not equal "
                             "to memref rank");
  return MLB_SUCCESS;
}

/* ==== cast / memory_space_cast ==== */
static MlbStatus parse_memref_cast(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_any(p, st, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_memref_parse_any(p, st, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

/* ==== extract_aligned_pointer_as_index ==== */
static MlbStatus parse_extract_ptr(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL, *r = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_any(p, st, &t));
  MLB_TRY(mlb_parse_punct(p, "->"));
  MLB_TRY(mlb_parse_type(p, &r));
  MLB_TRY(mlb_resolve_operand(p, &u, t, st));
  mlb_vec_push(&st->result_types, r);
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_extract_ptr(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " -> ");
  mlb_pr_type(p, op->results[0].type);
  mlb_pr_attr_dict(p, op, NULL);
}

/* ==== reshape ==== */
static MlbStatus parse_reshape(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, shape;
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &shape));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_function_type(p, &ft));
  if (ft->u.func.num_inputs != 2 || ft->u.func.num_results != 1)
    return mlb_parser_error_at(p, loc,
                               "expected 2 operand types and 1 "
                               "result type");
  MLB_TRY(mlb_resolve_operand(p, &src, ft->u.func.types[0], st));
  MLB_TRY(mlb_resolve_operand(p, &shape, ft->u.func.types[1], st));
  mlb_vec_push(&st->result_types, ft->u.func.types[2]);
  return MLB_SUCCESS;
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

/* ==== Op table ==== */
static const char *const k_alloc_props[] = {"alignment", "operandSegmentSizes",
                                            NULL};
static const char *const k_align_props[] = {"alignment", NULL};
static const char *const k_access_props[] = {"alignment", "nontemporal", NULL};
static const char *const k_view_props[] = {
    "operandSegmentSizes", mlb_names.static_offsets, mlb_names.static_sizes,
    mlb_names.static_strides, NULL};
static const char *const k_expand_props[] = {"reassociation",
                                             "static_output_shape", NULL};
static const char *const k_collapse_props[] = {"reassociation", NULL};
static const char *const k_transpose_props[] = {"permutation", NULL};

#define OP(n, tr, no, nr, nreg)                                                \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = nreg, .num_successors = 0

static const MlbOpDesc k_memref_ops[] = {
    {OP("memref.alloc", MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 1, 0),
     .props = k_alloc_props, .parse = parse_alloc, .print = print_alloc,
     .verify = verify_alloc, .result_name = "alloc"},
    {OP("memref.alloca", MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 1, 0),
     .props = k_alloc_props, .parse = parse_alloc, .print = print_alloc,
     .verify = verify_alloca, .result_name = "alloca"},
    {OP("memref.alloca_scope",
        MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE | MLB_TRAIT_RECURSIVE_EFFECTS |
            MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_IMPLICIT_TERMINATOR,
        0, -1, 1),
     .parse = parse_alloca_scope, .print = print_alloca_scope,
     .verify = verify_alloca_scope},
    {OP("memref.alloca_scope.return",
        MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE, -1, 0,
        0),
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types, .verify = verify_scope_return},
    {OP("memref.assume_alignment", 0, 1, 1, 0), .props = k_align_props,
     .parse = mlb_memref_parse_assume_alignment,
     .print = mlb_memref_print_assume_alignment,
     .verify = mlb_memref_verify_assume_alignment,
     .result_name = "assume_align"},
    {OP("memref.atomic_rmw", 0, -1, 1, 0), .props = mlb_memref_atomic_props,
     .parse = mlb_memref_parse_atomic_rmw, .print = mlb_memref_print_atomic_rmw,
     .verify = mlb_memref_verify_atomic_rmw},
    {OP("memref.atomic_yield", MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE, 1, 0, 0),
     .parse = mlb_parse_operand_colon_type,
     .print = mlb_print_operand_colon_type,
     .verify = mlb_memref_verify_atomic_yield},
    {OP("memref.cast", MLB_TRAIT_PURE | MLB_TRAIT_CAST, 1, 1, 0), .parse = parse_memref_cast,
     .print = mlb_print_cast_op, .verify = mlb_memref_verify_cast,
     .result_name = "cast"},
    {OP("memref.collapse_shape", MLB_TRAIT_PURE, 1, 1, 0),
     .props = k_collapse_props, .parse = mlb_memref_parse_collapse_shape,
     .print = mlb_print_collapse_shape,
     .verify = mlb_memref_verify_collapse_shape,
     .result_name = "collapse_shape"},
    {OP("memref.copy", 0, 2, 0, 0), .parse = parse_copy, .print = print_copy,
     .verify = verify_copy},
    {OP("memref.dealloc", 0, 1, 0, 0), .parse = parse_dealloc,
     .print = mlb_print_operand_colon_type,
     .verify = mlb_memref_ods_any_memref},
    {OP("memref.distinct_objects", MLB_TRAIT_PURE, -1, -1, 0),
     .parse = mlb_memref_parse_distinct_objects,
     .print = mlb_memref_print_distinct_objects,
     .verify = mlb_memref_verify_distinct_objects},
    {OP("memref.dma_start", 0, -1, 0, 0), .parse = mlb_memref_parse_dma_start,
     .print = mlb_memref_print_dma_start,
     .verify = mlb_memref_verify_dma_start},
    {OP("memref.dma_wait", 0, -1, 0, 0), .parse = mlb_memref_parse_dma_wait,
     .print = mlb_memref_print_dma_wait, .verify = mlb_memref_verify_dma_wait},
    {OP("memref.dim", 0, 2, 1, 0), .parse = parse_dim,
     .print = mlb_print_dim_op, .verify = verify_dim, .result_name = "dim"},
    {OP("memref.expand_shape", MLB_TRAIT_PURE, -1, 1, 0),
     .props = k_expand_props, .parse = mlb_memref_parse_expand_shape,
     .print = mlb_print_expand_shape,
     .verify = mlb_memref_verify_expand_shape, .result_name = "expand_shape"},
    {OP("memref.extract_aligned_pointer_as_index", MLB_TRAIT_PURE, 1, 1, 0),
     .parse = parse_extract_ptr, .print = print_extract_ptr,
     .verify = mlb_memref_ods_to_index, .result_name = "intptr"},
    {OP("memref.extract_strided_metadata", MLB_TRAIT_PURE, 1, -1, 0),
     .parse = mlb_memref_parse_extract_strided_metadata,
     .print = mlb_memref_print_extract_strided_metadata,
     .verify = mlb_memref_verify_extract_strided_metadata,
     .name_results = mlb_memref_name_extract_strided_metadata},
    {OP("memref.generic_atomic_rmw",
        MLB_TRAIT_SINGLE_BLOCK | MLB_TRAIT_RECURSIVE_EFFECTS, -1, 1, 1),
     .parse = mlb_memref_parse_generic_atomic_rmw,
     .print = mlb_memref_print_generic_atomic_rmw,
     .verify = mlb_memref_verify_generic_atomic_rmw},
    {OP("memref.get_global", MLB_TRAIT_PURE, 0, 1, 0),
     .props = mlb_memref_get_global_props, .parse = mlb_memref_parse_get_global,
     .print = mlb_memref_print_get_global,
     .verify = mlb_memref_verify_get_global},
    {OP("memref.global", MLB_TRAIT_SYMBOL, 0, 0, 0),
     .props = mlb_memref_global_props, .parse = mlb_memref_parse_global,
     .print = mlb_memref_print_global, .verify = mlb_memref_verify_global},
    {OP("memref.load", 0, -1, 1, 0), .props = k_access_props,
     .parse = parse_load, .print = print_load, .verify = verify_load},
    {OP("memref.memory_space_cast", MLB_TRAIT_PURE, 1, 1, 0),
     .parse = parse_memref_cast, .print = mlb_print_cast_op,
     .verify = mlb_memref_verify_memory_space_cast,
     .result_name = "memspacecast"},
    {OP("memref.prefetch", 0, -1, 0, 0), .props = mlb_memref_prefetch_props,
     .parse = mlb_memref_parse_prefetch, .print = mlb_memref_print_prefetch,
     .verify = mlb_memref_verify_prefetch},
    {OP("memref.rank", MLB_TRAIT_PURE | MLB_TRAIT_RANK_RESULT, 1, 1, 0), .parse = parse_rank,
     .print = mlb_print_operand_colon_type, .verify = mlb_memref_ods_to_index},
    {OP("memref.realloc", 0, -1, 1, 0), .props = k_align_props,
     .parse = parse_realloc, .print = print_realloc, .verify = verify_realloc},
    {OP("memref.reinterpret_cast",
        MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 1, 0),
     .props = k_view_props, .parse = mlb_memref_parse_reinterpret_cast,
     .print = mlb_memref_print_reinterpret_cast,
     .verify = mlb_memref_verify_reinterpret_cast,
     .result_name = "reinterpret_cast"},
    {OP("memref.reshape", MLB_TRAIT_PURE, 2, 1, 0), .parse = parse_reshape,
     .print = print_reshape, .result_name = "reshape"},
    {OP("memref.store", 0, -1, 0, 0), .props = k_access_props,
     .parse = parse_store, .print = print_store, .verify = verify_store},
    {OP("memref.subview", MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 1,
        0),
     .props = k_view_props, .parse = mlb_memref_parse_subview,
     .print = mlb_memref_print_subview, .verify = mlb_memref_verify_subview,
     .result_name = "subview"},
    {OP("memref.transpose", MLB_TRAIT_PURE, 1, 1, 0),
     .props = k_transpose_props, .parse = mlb_memref_parse_transpose,
     .print = mlb_memref_print_transpose, .verify = mlb_memref_verify_transpose,
     .result_name = "transpose"},
    {OP("memref.view", MLB_TRAIT_PURE, -1, 1, 0),
     .parse = mlb_memref_parse_view, .print = mlb_memref_print_view,
     .verify = mlb_memref_verify_view, .result_name = "view"},
};

#undef OP

const MlbDialect mlb_dialect_memref = {
    .name = "memref",
    .ops = k_memref_ops,
    .num_ops = MLB_ARRAY_LEN(k_memref_ops),
};
