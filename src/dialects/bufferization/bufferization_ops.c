/* bufferization_ops.c - the bufferization dialect's ops: alloc_tensor,
 * clone, dealloc, dealloc_tensor, to_tensor, to_buffer and
 * materialize_in_destination.
 *
 * Syntax, props and verifier messages follow upstream's
 * BufferizationOps.td / BufferizationOps.cpp. None of these ops has a
 * result name hint upstream, so results print as %0, %1, ...
 */
#include "dialects/shape_common.h"
#include "interfaces/interfaces.h"

static const char *const k_seg[] = {"operandSegmentSizes", NULL};

/* A type accepted by `pred`, else upstream's "invalid kind of type
 * specified" at the type. */
static MlbStatus parse_kind(MlbAsmParser *p, MlbOpState *st, MlbTypePred pred,
                            MlbType **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, out));
  if (!pred(*out))
    return mlb_parser_error_at(
        p, loc, "custom op '%s' invalid kind of type specified", st->name);
  return MLB_SUCCESS;
}

/* ==== alloc_tensor ==== */
static MlbStatus alloc_tensor_body(MlbAsmParser *p, MlbOpState *st,
                                   MlbUnresolvedVec *dyn) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved copy, hint;
  bool has_copy = false, has_hint = false;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_PAREN, dyn));
  if (mlb_parse_optional_keyword(p, "copy")) {
    MLB_TRY(mlb_parse_punct(p, "("));
    MLB_TRY(mlb_parse_operand(p, &copy));
    MLB_TRY(mlb_parse_punct(p, ")"));
    has_copy = true;
  }
  if (mlb_parse_optional_keyword(p, "size_hint")) {
    MLB_TRY(mlb_parse_punct(p, "="));
    MLB_TRY(mlb_parse_operand(p, &hint));
    has_hint = true;
  }
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_kind(p, st, mlb_pred_tensor, &t));
  mlb_vec_push(&st->result_types, t);
  MLB_TRY(mlb_resolve_operands_same(p, dyn->data, dyn->len, ctx->t_index, st));
  if (has_copy)
    MLB_TRY(mlb_resolve_operand(p, &copy, t, st));
  if (has_hint)
    MLB_TRY(mlb_resolve_operand(p, &hint, ctx->t_index, st));
  int64_t seg[3] = {dyn->len, has_copy, has_hint};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
  return MLB_SUCCESS;
}

static MlbStatus parse_alloc_tensor(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = alloc_tensor_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

static void print_alloc_tensor(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t s[3] = {0}, n[3] = {0};
  for (uint32_t i = 0; i < 3; i++)
    mlb_op_operand_segment(op, i, &s[i], &n[i]);
  mlb_pr(p, "(");
  mlb_pr_operands(p, &op->operands[s[0]], n[0]);
  mlb_pr(p, ")");
  if (n[1]) {
    mlb_pr(p, " copy(");
    mlb_pr_operand(p, mlb_op_operand(op, s[1]));
    mlb_pr(p, ")");
  }
  if (n[2]) {
    mlb_pr(p, " size_hint=");
    mlb_pr_operand(p, mlb_op_operand(op, s[2]));
  }
  mlb_pr_attr_dict(p, op, k_seg);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

static MlbStatus verify_alloc_tensor(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 3));
  uint32_t s0 = 0, ndyn = 0, s1 = 0, ncopy = 0, s2 = 0, nhint = 0;
  mlb_op_operand_segment(op, 0, &s0, &ndyn);
  mlb_op_operand_segment(op, 1, &s1, &ncopy);
  mlb_op_operand_segment(op, 2, &s2, &nhint);
  MLB_TRY(mlb_verify_operand_range(ctx, op, s0, (int32_t)ndyn, mlb_pred_index,
                                   "variadic of index"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, s1, (int32_t)ncopy, mlb_pred_tensor,
                                   "tensor of any type values"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, s2, (int32_t)nhint, mlb_pred_index,
                                   "index"));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_tensor,
                                 "tensor of any type values"));
  MlbType *t = op->results[0].type;
  if (ncopy && ndyn)
    return mlb_plain_error(ctx, op,
                           "dynamic sizes not needed when copying a tensor");
  uint32_t want = t->kind == MLB_TYPE_TENSOR ? mlb_num_dynamic_dims(t) : ndyn;
  if (!ncopy && ndyn != want)
    return mlb_op_emit_error(
        ctx, op, "incorrect number of dynamic sizes, has %u, expected %u", ndyn,
        want);
  if (ncopy && mlb_op_operand(op, s1)->type != t)
    return mlb_plain_error(ctx, op,
                           "expected that `copy` and return type match");
  return MLB_SUCCESS;
}

/* ==== clone ==== */
static MlbStatus parse_clone(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_kind(p, st, mlb_pred_memref, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(parse_kind(p, st, mlb_pred_memref, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

/* ==== dealloc ==== */
static MlbStatus dealloc_groups(MlbAsmParser *p, MlbOpState *st,
                                int64_t seg[3]) {
  MlbContext *ctx = mlb_parser_ctx(p);
  uint32_t n = 0;
  MlbUnresolvedVec conds = {0};
  MLB_TRY(mlb_parse_typed_group(p, st, -1, &n));
  seg[0] = n;
  MLB_TRY(mlb_parse_keyword(p, "if"));
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_PAREN, &conds);
  if (!s)
    s = mlb_resolve_operands_same(p, conds.data, conds.len, ctx->t_i1, st);
  seg[1] = conds.len;
  mlb_vec_free(&conds);
  return s;
}

static MlbStatus parse_dealloc(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t seg[3] = {0, 0, 0};
  /* `(memrefs : types) if (conds)` and `retain (vals : types)` are
   * independent optional groups. */
  if (mlb_parser_at_punct(p, "("))
    MLB_TRY(dealloc_groups(p, st, seg));
  if (mlb_parse_optional_keyword(p, "retain")) {
    uint32_t n = 0;
    MLB_TRY(mlb_parse_typed_group(p, st, -1, &n));
    seg[2] = n;
  }
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  for (int64_t i = 0; i < seg[2]; i++)
    mlb_vec_push(&st->result_types, ctx->t_i1);
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
  return MLB_SUCCESS;
}

static void print_typed_group(MlbAsmPrinter *p, MlbOperation *op, uint32_t s,
                              uint32_t n) {
  mlb_pr(p, "(");
  mlb_pr_operands(p, &op->operands[s], n);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, &op->operands[s], n);
  mlb_pr(p, ")");
}

static void print_dealloc(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t s[3] = {0}, n[3] = {0};
  for (uint32_t i = 0; i < 3; i++)
    mlb_op_operand_segment(op, i, &s[i], &n[i]);
  if (n[0]) {
    mlb_pr(p, " ");
    print_typed_group(p, op, s[0], n[0]);
    mlb_pr(p, " if (");
    mlb_pr_operands(p, &op->operands[s[1]], n[1]);
    mlb_pr(p, ")");
  }
  if (n[2]) {
    mlb_pr(p, " retain ");
    print_typed_group(p, op, s[2], n[2]);
  }
  mlb_pr_attr_dict(p, op, k_seg);
}

static const char k_memrefs[] = "variadic of ranked or unranked memref of "
                                "any type values";

static MlbStatus verify_dealloc(MlbContext *ctx, MlbOperation *op) {
  uint32_t s[3] = {0}, n[3] = {0};
  MLB_TRY(mlb_verify_operand_segments_get(ctx, op, 3, s, n));
  uint32_t nmem = n[0], ncond = n[1], nret = n[2];
  MLB_TRY(mlb_verify_operand_range(ctx, op, s[0], (int32_t)nmem,
                                   mlb_pred_memref, k_memrefs));
  MLB_TRY(mlb_verify_operand_range(ctx, op, s[1], (int32_t)ncond, mlb_pred_i1,
                                   "variadic of 1-bit signless integer"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, s[2], (int32_t)nret,
                                   mlb_pred_memref, k_memrefs));
  MLB_TRY(mlb_verify_all_results(ctx, op, mlb_pred_i1,
                                 "variadic of 1-bit signless integer"));
  if (nmem != ncond)
    return mlb_op_emit_error(ctx, op,
                             "must have the same number of "
                             "conditions as memrefs to deallocate");
  if (op->num_results != nret)
    return mlb_op_emit_error(ctx, op,
                             "must have the same number of updated "
                             "conditions (results) as retained "
                             "operands");
  return MLB_SUCCESS;
}

/* ==== to_tensor / to_buffer ==== */
static MlbStatus parse_conversion(MlbAsmParser *p, MlbOpState *st,
                                  const char *const *flags) {
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  for (; *flags; flags++)
    MLB_TRY(mlb_parse_optional_unit_prop(p, st, *flags, *flags));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_type(p, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static const char *const k_to_tensor_flags[] = {"restrict", "writable", NULL};
static const char *const k_to_buffer_flags[] = {"read_only", NULL};

static MlbStatus parse_to_tensor(MlbAsmParser *p, MlbOpState *st) {
  return parse_conversion(p, st, k_to_tensor_flags);
}

static MlbStatus parse_to_buffer(MlbAsmParser *p, MlbOpState *st) {
  return parse_conversion(p, st, k_to_buffer_flags);
}

static void print_conversion(MlbAsmPrinter *p, MlbOperation *op,
                             const char *const *flags) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  for (const char *const *f = flags; *f; f++)
    mlb_print_optional_unit_prop(p, op, *f, *f);
  mlb_pr_attr_dict(p, op, flags);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

static void print_to_tensor(MlbAsmPrinter *p, MlbOperation *op) {
  print_conversion(p, op, k_to_tensor_flags);
}

static void print_to_buffer(MlbAsmPrinter *p, MlbOperation *op) {
  print_conversion(p, op, k_to_buffer_flags);
}

static bool same_shape_or_both_unranked(const MlbType *t, const MlbType *m) {
  bool tr = t->kind == MLB_TYPE_TENSOR, mr = m->kind == MLB_TYPE_MEMREF;
  if (tr != mr)
    return false;
  if (!tr)
    return true;
  if (t->u.shaped.rank != m->u.shaped.rank)
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] != m->u.shaped.shape[i])
      return false;
  return true;
}

/* Builtin tensor/memref pairs must agree on shape and element type (what
 * upstream's TensorLikeType::verifyCompatibleBufferType checks). */
static MlbStatus verify_tensor_buffer_pair(MlbContext *ctx, MlbOperation *op,
                                           const MlbType *tensor,
                                           const MlbType *buffer) {
  if (!mlb_type_is_tensor(tensor) || !mlb_type_is_memref(buffer))
    return MLB_SUCCESS;
  const char *msg = NULL;
  if (!same_shape_or_both_unranked(tensor, buffer))
    msg = "shapes do not match";
  else if (mlb_type_element(tensor) != mlb_type_element(buffer))
    msg = "element types do not match";
  if (!msg)
    return MLB_SUCCESS;
  mlb_plain_error(ctx, op, "%s", msg);
  return mlb_op_emit_error(ctx, op,
                           "failed to verify that specified tensor "
                           "and buffer types match");
}

MLB_HOT static MlbStatus verify_clone(MlbContext *ctx, MlbOperation *op) {
  static const char any[] = "ranked or unranked memref of any type values";
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_memref, any));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_memref, any);
}

static MlbStatus verify_to_tensor(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_memref,
                                  "BufferLikeType instance"));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_tensor,
                                 "TensorLikeType instance"));
  return verify_tensor_buffer_pair(ctx, op, op->results[0].type,
                                   mlb_op_operand(op, 0)->type);
}

static MlbStatus verify_to_buffer(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                  "TensorLikeType instance"));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_memref,
                                 "BufferLikeType instance"));
  return verify_tensor_buffer_pair(ctx, op, mlb_op_operand(op, 0)->type,
                                   op->results[0].type);
}

/* ==== materialize_in_destination ==== */
static MlbStatus parse_materialize(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src, dest;
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_keyword(p, "in"));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "restrict", "restrict"));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "writable", "writable"));
  MLB_TRY(mlb_parse_operand(p, &dest));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft));
  MlbUnresolved ops[2] = {src, dest};
  return mlb_resolve_functional_type(p, ops, 2, ft, st);
}

static void print_materialize(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"restrict", "writable", NULL};
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " in");
  mlb_print_optional_unit_prop(p, op, "restrict", "restrict");
  mlb_print_optional_unit_prop(p, op, "writable", "writable");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : (");
  mlb_pr_operand_types(p, op->operands, 2);
  mlb_pr(p, ") -> ");
  mlb_print_result_arrow_list(p, op);
}

static MlbStatus verify_materialize_shapes(MlbContext *ctx, MlbOperation *op,
                                           const MlbType *src,
                                           const MlbType *dst) {
  bool sr = src->kind == MLB_TYPE_TENSOR;
  bool dr = dst->kind == MLB_TYPE_TENSOR || dst->kind == MLB_TYPE_MEMREF;
  if (sr != dr)
    return mlb_op_emit_error(ctx, op,
                             "source/destination shapes are incompatible");
  if (!sr)
    return MLB_SUCCESS;
  if (src->u.shaped.rank != dst->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "rank mismatch between source and "
                             "destination shape");
  for (uint32_t i = 0; i < src->u.shaped.rank; i++) {
    int64_t a = src->u.shaped.shape[i], b = dst->u.shaped.shape[i];
    if (a != MLB_DYNAMIC && b != MLB_DYNAMIC && a != b)
      return mlb_op_emit_error(ctx, op,
                               "source/destination shapes are incompatible");
  }
  return MLB_SUCCESS;
}

static MlbStatus verify_materialize(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                  "tensor of any type values"));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_type_is_shaped,
                                  "shaped of any type values"));
  MlbType *src = mlb_op_operand(op, 0)->type;
  MlbType *dst = mlb_op_operand(op, 1)->type;
  if (mlb_type_element(src) != mlb_type_element(dst))
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {source, dest} "
                             "have same element type");
  bool is_mem = mlb_type_is_memref(dst);
  if (!mlb_type_is_tensor(dst) && !is_mem)
    return mlb_op_emit_error(ctx, op, "'dest' must be a tensor or a memref");
  if (!is_mem) {
    if (op->num_results != 1)
      return mlb_op_emit_error(ctx, op,
                               "tensor 'dest' implies exactly one "
                               "tensor result");
    if (op->results[0].type != dst)
      return mlb_op_emit_error(ctx, op, "result and 'dest' types must match");
  }
  if (is_mem && op->num_results)
    return mlb_op_emit_error(ctx, op, "memref 'dest' implies zero results");
  if (mlb_op_get_prop(op, "restrict") && !is_mem)
    return mlb_op_emit_error(ctx, op,
                             "'restrict' is valid only for memref "
                             "destinations");
  if ((mlb_op_get_prop(op, "writable") != NULL) != is_mem)
    return mlb_op_emit_error(ctx, op,
                             "'writable' must be specified if and only if "
                             "the destination is of memref type");
  return verify_materialize_shapes(ctx, op, src, dst);
}

/* ==== dealloc_tensor ==== */
static MlbStatus parse_dealloc_tensor(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_kind(p, st, mlb_pred_tensor, &t));
  return mlb_resolve_operand(p, &u, t, st);
}

static MlbStatus verify_dealloc_tensor(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_operand_type(ctx, op, 0, mlb_pred_tensor,
                                 "tensor of any type values");
}

/* ==== Op table ==== */
static const char *const k_alloc_tensor_props[] = {"memory_space",
                                                   "operandSegmentSizes", NULL};
static const char *const k_dealloc_props[] = {"operandSegmentSizes", NULL};
static const char *const k_to_tensor_props[] = {"restrict", "writable", NULL};
static const char *const k_to_buffer_props[] = {"read_only", NULL};

#define OP(n, tr, no, nr)                                                      \
  .name = n, .traits = tr, .num_operands = no, .num_results = nr,              \
  .num_regions = 0, .num_successors = 0

static const MlbOpDesc k_bufferization_ops[] = {
    {OP("bufferization.alloc_tensor", MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, 1),
     .props = k_alloc_tensor_props, .parse = parse_alloc_tensor,
     .print = print_alloc_tensor, .verify = verify_alloc_tensor},
    {OP("bufferization.clone", 0, 1, 1), .parse = parse_clone,
     .print = mlb_print_cast_op, .verify = verify_clone},
    {OP("bufferization.dealloc", MLB_TRAIT_ATTR_SIZED_OPERANDS, -1, -1),
     .props = k_dealloc_props, .parse = parse_dealloc, .print = print_dealloc,
     .verify = verify_dealloc},
    {OP("bufferization.dealloc_tensor", 0, 1, 0), .parse = parse_dealloc_tensor,
     .print = mlb_print_operand_colon_type, .verify = verify_dealloc_tensor},
    {OP("bufferization.materialize_in_destination", 0, 2, -1),
     .props = k_to_tensor_props, .parse = parse_materialize,
     .print = print_materialize, .verify = verify_materialize},
    {OP("bufferization.to_buffer", 0, 1, 1), .props = k_to_buffer_props,
     .parse = parse_to_buffer, .print = print_to_buffer,
     .verify = verify_to_buffer},
    {OP("bufferization.to_tensor", 0, 1, 1), .props = k_to_tensor_props,
     .parse = parse_to_tensor, .print = print_to_tensor,
     .verify = verify_to_tensor},
};

#undef OP

/* Only bufferization.manual_deallocation is an op attribute of this
 * dialect (LLVM 22), and only on ops that allocate or free. */
static MlbStatus verify_op_attr(MlbContext *ctx, MlbOperation *op,
                                const MlbNamedAttr *attr) {
  if (strcmp(attr->name, "bufferization.manual_deallocation") == 0) {
    MlbEffectVec effects = {0};
    bool ok = false;
    if (mlb_op_effects(ctx, op, &effects))
      for (uint32_t i = 0; i < effects.len; i++)
        ok |= effects.data[i].kind == MLB_EFFECT_ALLOCATE ||
              effects.data[i].kind == MLB_EFFECT_FREE;
    mlb_vec_free(&effects);
    if (ok)
      return MLB_SUCCESS;
    return mlb_op_emit_error(ctx, op,
                             "attribute '%s' can be used only on ops that "
                             "have an allocation and/or free side effect",
                             attr->name);
  }
  return mlb_plain_error(ctx, op,
                         "attribute '\"%s\"' not supported as an op "
                         "attribute by the bufferization dialect",
                         attr->name);
}

const MlbDialect mlb_dialect_bufferization = {
    .name = "bufferization",
    .ops = k_bufferization_ops,
    .num_ops = MLB_ARRAY_LEN(k_bufferization_ops),
    .verify_op_attr = verify_op_attr,
};
