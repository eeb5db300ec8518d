/* gpu_ops.c - the part of the gpu dialect bufferization cares about:
 * device memory alloc/dealloc/memcpy/memset and async tokens (wait), with
 * upstream's `async [%deps]` syntax. */
#include "dialects/common.h"

static const char *const k_alloc_props[] = {"hostShared", "operandSegmentSizes",
                                            NULL};

static MlbType *token_type(MlbContext *ctx) {
  static const char text[] = "!gpu.async.token";
  return mlb_type_opaque(ctx, text, sizeof text - 1);
}

static bool is_token(const MlbType *t) {
  return t->kind == MLB_TYPE_OPAQUE &&
         !strcmp(t->u.opaque.text, "!gpu.async.token");
}

/* ==== `async [%a, %b]` ==== */
/* Parses the optional `async` keyword and `[deps]`; resolves the deps as
 * tokens. *async is set when a token result is produced. */
static MlbStatus parse_async(MlbAsmParser *p, MlbOpState *st, bool *async,
                             uint32_t *ndeps) {
  MlbContext *ctx = mlb_parser_ctx(p);
  *async = mlb_parse_optional_keyword(p, "async");
  MlbUnresolvedVec deps = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_OPTIONAL_SQUARE, &deps);
  if (!s)
    s = mlb_resolve_operands_same(p, deps.data, deps.len, token_type(ctx), st);
  *ndeps = deps.len;
  mlb_vec_free(&deps);
  return s;
}

/* Upstream writes a space before the directive even when it prints
 * nothing, hence `gpu.alloc  (%n)`. */
static void print_async(MlbAsmPrinter *p, MlbOperation *op, uint32_t ndeps,
                        bool has_token) {
  mlb_pr(p, " ");
  if (has_token)
    mlb_pr(p, "async");
  if (!ndeps)
    return;
  mlb_pr(p, has_token ? " [" : "[");
  mlb_pr_operands(p, op->operands, ndeps);
  mlb_pr(p, "]");
}

/* Number of leading token operands (async dependencies). */
static uint32_t count_deps(MlbOperation *op, uint32_t trailing) {
  uint32_t n = 0;
  while (n + trailing < op->num_operands &&
         is_token(mlb_op_operand(op, n)->type))
    n++;
  return n;
}

static bool has_token_result(MlbOperation *op) {
  return op->num_results &&
         is_token(mlb_op_result(op, op->num_results - 1)->type);
}

static MlbStatus verify_tokens(MlbContext *ctx, MlbOperation *op,
                               uint32_t ndeps) {
  for (uint32_t i = 0; i < ndeps; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, is_token, "async token type"));
  return MLB_SUCCESS;
}

/* ==== alloc ==== */
/* `async [%d] host_shared (%sizes) [%syms] attr-dict : memref<...>` */
static MlbStatus parse_alloc(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  bool async;
  uint32_t ndeps;
  MLB_TRY(parse_async(p, st, &async, &ndeps));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "host_shared", "hostShared"));
  MlbUnresolvedVec sizes = {0}, syms = {0};
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_punct(p, "("));
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &sizes);
  if (!s)
    s = mlb_parse_punct(p, ")");
  if (!s)
    s = mlb_parse_operand_list(p, MLB_DELIM_OPTIONAL_SQUARE, &syms);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type_of_kind(p, MLB_TYPE_MEMREF, "memref", &t);
  if (!s)
    s = mlb_resolve_operands_same(p, sizes.data, sizes.len, ctx->t_index, st);
  if (!s)
    s = mlb_resolve_operands_same(p, syms.data, syms.len, ctx->t_index, st);
  if (!s) {
    int64_t seg[3] = {ndeps, sizes.len, syms.len};
    mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
    mlb_vec_push(&st->result_types, t);
    if (async)
      mlb_vec_push(&st->result_types, token_type(ctx));
  }
  mlb_vec_free(&sizes);
  mlb_vec_free(&syms);
  return s;
}

static void print_alloc(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t ds = 0, dn = 0, ss = 0, sn = 0, ys = 0, yn = 0;
  mlb_op_operand_segment(op, 0, &ds, &dn);
  mlb_op_operand_segment(op, 1, &ss, &sn);
  mlb_op_operand_segment(op, 2, &ys, &yn);
  print_async(p, op, dn, op->num_results > 1);
  mlb_print_optional_unit_prop(p, op, "host_shared", "hostShared");
  mlb_pr(p, " (");
  mlb_pr_operands(p, op->operands + ss, sn);
  mlb_pr(p, ")");
  if (yn) {
    mlb_pr(p, "[");
    mlb_pr_operands(p, op->operands + ys, yn);
    mlb_pr(p, "]");
  }
  mlb_pr_attr_dict(p, op, k_alloc_props);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

static const char *const k_alloc_names[] = {"memref", "asyncToken"};
static void name_alloc(MlbOperation *op, MlbBuf *names) {
  mlb_name_results_list(op, names, k_alloc_names, 2);
}

static uint32_t dynamic_dims(const MlbType *t) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    n += t->u.shaped.shape[i] == MLB_DYNAMIC;
  return n;
}

/* Symbols of a non-identity affine-map layout. */
static uint32_t layout_symbols(const MlbType *t) {
  const MlbAttr *l = t->u.shaped.layout;
  if (!l)
    return 0;
  if (l->kind == MLB_ATTR_AFFINE_MAP)
    return l->u.map.num_syms;
  if (l->kind == MLB_ATTR_STRIDED) {
    uint32_t n = l->u.strided.offset == MLB_DYNAMIC;
    for (uint32_t i = 0; i < l->u.strided.rank; i++)
      n += l->u.strided.strides[i] == MLB_DYNAMIC;
    return n;
  }
  return 0;
}

static MlbStatus verify_alloc(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 3));
  uint32_t ds, dn, ss, sn, ys, yn;
  mlb_op_operand_segment(op, 0, &ds, &dn);
  mlb_op_operand_segment(op, 1, &ss, &sn);
  mlb_op_operand_segment(op, 2, &ys, &yn);
  MLB_TRY(verify_tokens(ctx, op, dn));
  for (uint32_t i = ss; i < ys + yn; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, mlb_pred_index, "index"));
  if (op->num_results < 1 || op->num_results > 2)
    return mlb_op_emit_error(ctx, op, "expected 1 or 2 results");
  MlbType *t = mlb_op_result(op, 0)->type;
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_ranked_memref,
                                 "memref of any type values"));
  if (op->num_results == 2)
    MLB_TRY(mlb_verify_result_type(ctx, op, 1, is_token, "async token type"));
  if (sn != dynamic_dims(t))
    return mlb_op_emit_error(ctx, op,
                             "incorrect number of dynamic sizes, has %u, "
                             "expected %u",
                             sn, dynamic_dims(t));
  if (yn != layout_symbols(t))
    return mlb_op_emit_error(ctx, op,
                             "symbol operand count does not equal "
                             "memref symbol count");
  return MLB_SUCCESS;
}

/* ==== dealloc: `async [%d] %m attr-dict : type` ==== */
static MlbStatus parse_dealloc(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  bool async;
  uint32_t ndeps;
  MlbUnresolved m;
  MlbType *t = NULL;
  MLB_TRY(parse_async(p, st, &async, &ndeps));
  MLB_TRY(mlb_parse_operand(p, &m));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operand(p, &m, t, st));
  if (async)
    mlb_vec_push(&st->result_types, token_type(ctx));
  return MLB_SUCCESS;
}

static void print_dealloc(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t nd = count_deps(op, 1);
  print_async(p, op, nd, has_token_result(op));
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, nd));
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, nd)->type);
}

static MlbStatus verify_async_results(MlbContext *ctx, MlbOperation *op) {
  if (op->num_results > 1)
    return mlb_op_emit_error(ctx, op, "expected 0 or 1 results");
  if (op->num_results)
    MLB_TRY(mlb_verify_result_type(ctx, op, 0, is_token, "async token type"));
  return MLB_SUCCESS;
}

static MlbStatus verify_dealloc(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 1)
    return mlb_op_emit_error(ctx, op, "expected 1 or more operands");
  uint32_t nd = op->num_operands - 1;
  MLB_TRY(verify_tokens(ctx, op, nd));
  MLB_TRY(mlb_verify_operand_type(ctx, op, nd, mlb_pred_ranked_memref,
                                  "memref of any type values"));
  return verify_async_results(ctx, op);
}

/* ==== memcpy / memset: `async [%d] %a, %b : t1, t2 attr-dict` ==== */
static MlbStatus parse_two_operand(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  bool async;
  uint32_t ndeps;
  MlbUnresolved a, b;
  MlbType *ta = NULL, *tb = NULL;
  MLB_TRY(parse_async(p, st, &async, &ndeps));
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &ta));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_type(p, &tb));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_resolve_operand(p, &a, ta, st));
  MLB_TRY(mlb_resolve_operand(p, &b, tb, st));
  if (async)
    mlb_vec_push(&st->result_types, token_type(ctx));
  return MLB_SUCCESS;
}

static void print_two_operand(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t nd = count_deps(op, 2);
  print_async(p, op, nd, has_token_result(op));
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands + nd, op->num_operands - nd);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, op->operands + nd, op->num_operands - nd);
  mlb_pr_attr_dict(p, op, NULL);
}

/* Upstream's verifyCompatibleShape: equal ranks, static dims agree. */
static bool compatible_shapes(const MlbType *a, const MlbType *b) {
  if (a->kind != MLB_TYPE_MEMREF || b->kind != MLB_TYPE_MEMREF)
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

static MlbStatus verify_memcpy(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 2)
    return mlb_op_emit_error(ctx, op, "expected 2 or more operands");
  uint32_t nd = op->num_operands - 2;
  MLB_TRY(verify_tokens(ctx, op, nd));
  MLB_TRY(mlb_verify_operand_type(ctx, op, nd, mlb_pred_ranked_memref,
                                  "memref of any type values"));
  MLB_TRY(mlb_verify_operand_type(ctx, op, nd + 1, mlb_pred_ranked_memref,
                                  "memref of any type values"));
  MLB_TRY(verify_async_results(ctx, op));
  MlbType *dst = mlb_op_operand(op, nd)->type;
  MlbType *src = mlb_op_operand(op, nd + 1)->type;
  if (mlb_elt_or_self(dst) != mlb_elt_or_self(src))
    return mlb_op_emit_error(ctx, op,
                             "arguments have incompatible element "
                             "type");
  if (!compatible_shapes(dst, src))
    return mlb_op_emit_error(ctx, op, "arguments have incompatible shape");
  return MLB_SUCCESS;
}

static MlbStatus verify_memset(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 2)
    return mlb_op_emit_error(ctx, op, "expected 2 or more operands");
  uint32_t nd = op->num_operands - 2;
  MLB_TRY(verify_tokens(ctx, op, nd));
  MLB_TRY(mlb_verify_operand_type(ctx, op, nd, mlb_pred_ranked_memref,
                                  "memref of any type values"));
  MLB_TRY(verify_async_results(ctx, op));
  MlbType *dst = mlb_op_operand(op, nd)->type;
  if (mlb_elt_or_self(dst) != mlb_op_operand(op, nd + 1)->type)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {dst, value} have "
                             "same element type");
  return MLB_SUCCESS;
}

/* ==== wait: `async [%d] attr-dict` ==== */
static MlbStatus parse_wait(MlbAsmParser *p, MlbOpState *st) {
  bool async;
  uint32_t ndeps;
  MLB_TRY(parse_async(p, st, &async, &ndeps));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  if (async)
    mlb_vec_push(&st->result_types, token_type(mlb_parser_ctx(p)));
  return MLB_SUCCESS;
}

static void print_wait(MlbAsmPrinter *p, MlbOperation *op) {
  print_async(p, op, op->num_operands, op->num_results > 0);
  mlb_pr_attr_dict(p, op, NULL);
}

static MlbStatus verify_wait(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(verify_tokens(ctx, op, op->num_operands));
  return verify_async_results(ctx, op);
}

/* ==== Op table ==== */
static const MlbOpDesc k_gpu_ops[] = {
    {.name = "gpu.alloc",
     .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1,
     .num_results = -1,
     .props = k_alloc_props,
     .parse = parse_alloc,
     .print = print_alloc,
     .verify = verify_alloc,
     .name_results = name_alloc},
    {.name = "gpu.dealloc",
     .num_operands = -1,
     .num_results = -1,
     .parse = parse_dealloc,
     .print = print_dealloc,
     .verify = verify_dealloc},
    {.name = "gpu.memcpy",
     .num_operands = -1,
     .num_results = -1,
     .parse = parse_two_operand,
     .print = print_two_operand,
     .verify = verify_memcpy},
    {.name = "gpu.memset",
     .num_operands = -1,
     .num_results = -1,
     .parse = parse_two_operand,
     .print = print_two_operand,
     .verify = verify_memset},
    {.name = "gpu.wait",
     .num_operands = -1,
     .num_results = -1,
     .parse = parse_wait,
     .print = print_wait,
     .verify = verify_wait},
};

const MlbDialect mlb_dialect_gpu = {
    .name = "gpu",
    .ops = k_gpu_ops,
    .num_ops = MLB_ARRAY_LEN(k_gpu_ops),
};
