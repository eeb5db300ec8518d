/* common.c - shared helpers for dialect op tables: ODS-like type
 * predicates, verify rules with upstream's messages, operand segments and
 * result names. The assembly helpers live in common_asm.c. */
#include "dialects/common.h"

#include <stdarg.h>
#include <stdio.h>

/* ==== Type predicates ==== */
bool mlb_pred_any(const MlbType *t) {
  return t != NULL;
}
bool mlb_pred_index(const MlbType *t) {
  return t->kind == MLB_TYPE_INDEX;
}
bool mlb_pred_i1(const MlbType *t) {
  return mlb_type_is_int(t, 1);
}

bool mlb_pred_signless_int(const MlbType *t) {
  return t->kind == MLB_TYPE_INTEGER && t->u.integer.sign == MLB_SIGNLESS;
}

bool mlb_pred_signless_int_or_index(const MlbType *t) {
  return (t->kind == MLB_TYPE_INTEGER && t->u.integer.sign == MLB_SIGNLESS) ||
         t->kind == MLB_TYPE_INDEX;
}

bool mlb_pred_float(const MlbType *t) {
  return t->kind == MLB_TYPE_FLOAT;
}

/* Vector of any rank, or tensor (ranked or unranked): the containers ODS's
 * `...Like` constraints accept. */
static const MlbType *like_elt(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_TENSOR:
    return t->u.shaped.elt;
  case MLB_TYPE_UNRANKED_TENSOR:
    return t->u.unranked.elt;
  default:
    return t;
  }
}

bool mlb_pred_signless_int_like(const MlbType *t) {
  t = like_elt(t);
  return (t->kind == MLB_TYPE_INTEGER && t->u.integer.sign == MLB_SIGNLESS) ||
         t->kind == MLB_TYPE_INDEX;
}
bool mlb_pred_float_like(const MlbType *t) {
  return mlb_pred_float(like_elt(t));
}
bool mlb_pred_bool_like(const MlbType *t) {
  return mlb_pred_i1(like_elt(t));
}
bool mlb_pred_signless_int_no_index_like(const MlbType *t) {
  return mlb_pred_signless_int(like_elt(t));
}
bool mlb_pred_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF;
}
bool mlb_pred_ranked_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF;
}
bool mlb_pred_tensor(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_UNRANKED_TENSOR;
}
bool mlb_pred_ranked_tensor(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR;
}
bool mlb_pred_vector(const MlbType *t) {
  return t->kind == MLB_TYPE_VECTOR;
}

MlbType *mlb_elt_or_self(MlbType *t) {
  MlbType *e = mlb_type_element(t);
  return e ? e : t;
}

static bool is_ranked_shaped(const MlbType *t) {
  return t->kind == MLB_TYPE_VECTOR || t->kind == MLB_TYPE_TENSOR ||
         t->kind == MLB_TYPE_MEMREF;
}

static bool is_unranked(const MlbType *t) {
  return t->kind == MLB_TYPE_UNRANKED_TENSOR ||
         t->kind == MLB_TYPE_UNRANKED_MEMREF;
}

bool mlb_same_shape(const MlbType *a, const MlbType *b) {
  bool sa = is_ranked_shaped(a) || is_unranked(a);
  bool sb = is_ranked_shaped(b) || is_unranked(b);
  if (!sa || !sb)
    return sa == sb;
  if (is_unranked(a) || is_unranked(b))
    return is_unranked(a) && is_unranked(b);
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (uint32_t i = 0; i < a->u.shaped.rank; i++) {
    if (a->u.shaped.shape[i] != b->u.shaped.shape[i])
      return false;
    bool sca = a->u.shaped.scalable && a->u.shaped.scalable[i];
    bool scb = b->u.shaped.scalable && b->u.shaped.scalable[i];
    if (sca != scb)
      return false;
  }
  return true;
}

MlbType *mlb_type_with_elt(MlbContext *ctx, MlbType *t, MlbType *elt) {
  switch (t->kind) {
  case MLB_TYPE_VECTOR:
    return mlb_type_vector(ctx, t->u.shaped.rank, t->u.shaped.shape,
                           t->u.shaped.scalable, elt);
  case MLB_TYPE_TENSOR:
    return mlb_type_tensor(ctx, t->u.shaped.rank, t->u.shaped.shape, elt,
                           t->u.shaped.encoding);
  case MLB_TYPE_UNRANKED_TENSOR:
    return mlb_type_unranked_tensor(ctx, elt);
  case MLB_TYPE_MEMREF:
    return mlb_type_memref(ctx, t->u.shaped.rank, t->u.shaped.shape, elt,
                           t->u.shaped.layout, t->u.shaped.memspace);
  case MLB_TYPE_UNRANKED_MEMREF:
    return mlb_type_unranked_memref(ctx, elt, t->u.unranked.memspace);
  default:
    return elt;
  }
}

/* ==== Verify helpers ==== */
/* Out of line: keeps the callers' passing path free of the buffer. */
MLB_NOINLINE static MlbStatus type_error(MlbContext *ctx, MlbOperation *op,
                                         const char *what, uint32_t i,
                                         const char *summary, MlbType *t) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, t);
  mlb_op_emit_error(ctx, op, "%s #%u must be %s, but got '%s'", what, i,
                    summary, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_verify_operand_type(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                  MlbTypePred pred, const char *summary) {
  MlbType *t = mlb_op_operand(op, i)->type;
  if (pred(t))
    return MLB_SUCCESS;
  return type_error(ctx, op, "operand", i, summary, t);
}

MlbStatus mlb_verify_operand_range(MlbContext *ctx, MlbOperation *op,
                                   uint32_t from, int32_t n, MlbTypePred pred,
                                   const char *summary) {
  uint32_t end = op->num_operands;
  if (n >= 0 && from + (uint32_t)n < end)
    end = from + (uint32_t)n;
  for (uint32_t i = from; i < end; i++)
    if (!pred(op->operands[i].value->type))
      return type_error(ctx, op, "operand", i, summary,
                        op->operands[i].value->type);
  return MLB_SUCCESS;
}

MlbStatus mlb_verify_result_type(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                 MlbTypePred pred, const char *summary) {
  MlbType *t = mlb_op_result(op, i)->type;
  if (pred(t))
    return MLB_SUCCESS;
  return type_error(ctx, op, "result", i, summary, t);
}

MlbStatus mlb_verify_all_operands(MlbContext *ctx, MlbOperation *op,
                                  MlbTypePred pred, const char *summary) {
  return mlb_verify_operand_range(ctx, op, 0, -1, pred, summary);
}

MlbStatus mlb_verify_all_results(MlbContext *ctx, MlbOperation *op,
                                 MlbTypePred pred, const char *summary) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!pred(op->results[i].type))
      return type_error(ctx, op, "result", i, summary, op->results[i].type);
  return MLB_SUCCESS;
}

MlbStatus mlb_verify_same_operands_and_result_type(MlbContext *ctx,
                                                   MlbOperation *op) {
  MlbType *t = NULL;
  if (op->num_results)
    t = mlb_op_result(op, 0)->type;
  else if (op->num_operands)
    t = mlb_op_operand(op, 0)->type;
  for (uint32_t i = 0; t && i < op->num_results; i++)
    if (mlb_op_result(op, i)->type != t)
      return mlb_op_emit_error(
          ctx, op, "requires the same type for all operands and results");
  for (uint32_t i = 0; t && i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type != t)
      return mlb_op_emit_error(
          ctx, op, "requires the same type for all operands and results");
  return MLB_SUCCESS;
}

MlbStatus mlb_verify_same_operand_types(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 1; i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type != mlb_op_operand(op, 0)->type)
      return mlb_op_emit_error(ctx, op,
                               "requires all operands to have the same type");
  return MLB_SUCCESS;
}

static bool any_shaped(const MlbType *t) {
  return is_ranked_shaped(t) || is_unranked(t);
}

static bool is_scalable_vector(const MlbType *t) {
  if (t->kind != MLB_TYPE_VECTOR || !t->u.shaped.scalable)
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.scalable[i])
      return true;
  return false;
}

bool mlb_compatible_shapes(MlbType *const *ts, uint32_t n) {
  uint32_t nshaped = 0, nscalable = 0, rank = UINT32_MAX;
  for (uint32_t i = 0; i < n; i++) {
    nshaped += any_shaped(ts[i]);
    nscalable += is_scalable_vector(ts[i]);
  }
  if (!nshaped)
    return true;
  if (nshaped != n || (nscalable && nscalable != n))
    return false;
  for (uint32_t i = 0; i < n; i++) {
    if (is_unranked(ts[i]))
      continue;
    if (rank != UINT32_MAX && ts[i]->u.shaped.rank != rank)
      return false;
    rank = ts[i]->u.shaped.rank;
  }
  for (uint32_t d = 0; rank != UINT32_MAX && d < rank; d++) {
    int64_t dim = MLB_DYNAMIC;
    for (uint32_t i = 0; i < n; i++) {
      if (is_unranked(ts[i]) || ts[i]->u.shaped.shape[d] == MLB_DYNAMIC)
        continue;
      if (dim != MLB_DYNAMIC && dim != ts[i]->u.shaped.shape[d])
        return false;
      dim = ts[i]->u.shaped.shape[d];
    }
  }
  return true;
}

/* All operand then result types, in a vector the caller frees. */
static void op_types(MlbOperation *op, MlbTypeVec *out);

MlbStatus mlb_verify_same_operands_and_result_shape(MlbContext *ctx,
                                                    MlbOperation *op) {
  MlbTypeVec ts = {0};
  op_types(op, &ts);
  bool ok = mlb_compatible_shapes(ts.data, ts.len);
  mlb_vec_free(&ts);
  if (!ok)
    return mlb_op_emit_error(
        ctx, op, "requires the same shape for all operands and results");
  return MLB_SUCCESS;
}

static bool mappable(const MlbType *t) {
  return t->kind == MLB_TYPE_VECTOR || t->kind == MLB_TYPE_TENSOR ||
         t->kind == MLB_TYPE_UNRANKED_TENSOR;
}

static void op_types(MlbOperation *op, MlbTypeVec *out) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(out, mlb_op_operand(op, i)->type);
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(out, mlb_op_result(op, i)->type);
}

static uint32_t count_mappable_results(MlbOperation *op) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->num_results; i++)
    n += mappable(mlb_op_result(op, i)->type);
  return n;
}

static uint32_t count_mappable_operands(MlbOperation *op) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->num_operands; i++)
    n += mappable(mlb_op_operand(op, i)->type);
  return n;
}

/* Same container kind (ranked and unranked tensors differ, as upstream's
 * TypeID comparison) and compatible shapes over the mappable operand and
 * result types; on the stack unless the op is large. */
static bool mappable_types_agree(MlbOperation *op) {
  MlbType *small[16];
  uint32_t cap = op->num_operands + op->num_results, n = 0;
  MlbType **ts = cap <= 16 ? small : mlb_malloc(cap * sizeof *ts);
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mappable(mlb_op_operand(op, i)->type))
      ts[n++] = mlb_op_operand(op, i)->type;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (mappable(mlb_op_result(op, i)->type))
      ts[n++] = mlb_op_result(op, i)->type;
  bool ok = mlb_compatible_shapes(ts, n);
  for (uint32_t i = 1; ok && i < n; i++)
    ok = ts[i]->kind == ts[0]->kind;
  if (ts != small)
    mlb_free(ts);
  return ok;
}

MlbStatus mlb_verify_elementwise(MlbContext *ctx, MlbOperation *op) {
  uint32_t nres = count_mappable_results(op);
  uint32_t nopd = count_mappable_operands(op);
  if (!nres && !nopd)
    return MLB_SUCCESS;
  if (nres && !nopd)
    return mlb_op_emit_error(ctx, op,
                             "if a result is non-scalar, then at "
                             "least one operand must be non-scalar");
  if (!nres)
    return mlb_op_emit_error(ctx, op,
                             "if an operand is non-scalar, then "
                             "there must be at least one non-scalar "
                             "result");
  if (nres != op->num_results)
    return mlb_op_emit_error(ctx, op,
                             "if an operand is non-scalar, then all "
                             "results must be non-scalar");
  if (!mappable_types_agree(op))
    return mlb_op_emit_error(ctx, op,
                             "all non-scalar operands/results must "
                             "have the same shape and base type");
  return MLB_SUCCESS;
}

/* The type every operand and result has, or NULL when they differ (or
 * the op has none). */
static MlbType *single_type(MlbOperation *op) {
  MlbType *t = op->num_results ? mlb_op_result(op, 0)->type
               : op->num_operands ? mlb_op_operand(op, 0)->type
                                  : NULL;
  for (uint32_t i = 0; t && i < op->num_operands; i++)
    if (mlb_op_operand(op, i)->type != t)
      return NULL;
  for (uint32_t i = 0; t && i < op->num_results; i++)
    if (mlb_op_result(op, i)->type != t)
      return NULL;
  return t;
}

MlbStatus mlb_verify_same_typed_elementwise(MlbContext *ctx, MlbOperation *op,
                                            MlbTypePred pred,
                                            const char *summary) {
  /* The usual op: one type throughout, accepted by pred, a scalar or with
   * operands and results both present. Every check below then passes. */
  MlbType *t = single_type(op);
  if (t && pred(t) &&
      (!mappable(t) || (op->num_operands && op->num_results)))
    return MLB_SUCCESS;
  MLB_TRY(mlb_verify_all_operands(ctx, op, pred, summary));
  MLB_TRY(mlb_verify_all_results(ctx, op, pred, summary));
  MLB_TRY(mlb_verify_same_operands_and_result_type(ctx, op));
  return mlb_verify_elementwise(ctx, op);
}

/* An untyped string attribute holding exactly `s`. */
static bool is_plain_string(const MlbAttr *a, const char *s) {
  size_t n = strlen(s);
  return a->kind == MLB_ATTR_STRING && !a->type && a->u.str.len == n &&
         memcmp(a->u.str.data, s, n) == 0;
}

MlbStatus mlb_verify_symbol(MlbContext *ctx, MlbOperation *op,
                            bool name_optional) {
  MlbAttr *name = mlb_op_get_attr(op, mlb_names.sym_name);
  if ((name || !name_optional) && (!name || name->kind != MLB_ATTR_STRING))
    return mlb_op_emit_error(ctx, op, "requires string attribute 'sym_name'");
  MlbAttr *vis = mlb_op_get_attr(op, mlb_names.sym_visibility);
  if (!vis || is_plain_string(vis, "public") ||
      is_plain_string(vis, "private") || is_plain_string(vis, "nested"))
    return MLB_SUCCESS;
  /* Anything else is an error, worded from the attribute's text. */
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_attr(&b, vis);
  MlbStatus s = MLB_SUCCESS;
  if (vis->kind != MLB_ATTR_STRING)
    s = mlb_op_emit_error(ctx, op,
                          "requires visibility attribute 'sym_visibility' to "
                          "be a string attribute, but got %s",
                          mlb_buf_cstr(&b));
  else if (strcmp(b.data, "\"public\"") && strcmp(b.data, "\"private\"") &&
           strcmp(b.data, "\"nested\""))
    s = mlb_op_emit_error(ctx, op,
                          "visibility expected to be one of [\"public\", "
                          "\"private\", \"nested\"], but got %s",
                          mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return s;
}

MLB_NOINLINE static MlbStatus missing_prop(MlbContext *ctx, MlbOperation *op,
                                           const char *name) {
  return mlb_op_emit_error(ctx, op, "requires attribute '%s'", name);
}

MlbStatus mlb_verify_required_prop(MlbContext *ctx, MlbOperation *op,
                                   const char *name, MlbAttr **out) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a)
    return missing_prop(ctx, op, name);
  if (out)
    *out = a;
  return MLB_SUCCESS;
}

static bool is_i32_dense_array(const MlbAttr *a) {
  return a && a->kind == MLB_ATTR_DENSE_ARRAY && a->u.darray.elt &&
         mlb_type_is_int(a->u.darray.elt, 32);
}

/* The full check of operandSegmentSizes, with upstream's messages. */
MLB_NOINLINE static MlbStatus check_segments(MlbContext *ctx, MlbOperation *op,
                                             MlbAttr *a, uint32_t nseg) {
  /* Upstream's properties start zeroed: a missing attribute means every
   * segment is empty (mlir-opt accepts `"memref.alloc"() : () -> ...`). */
  if (!a && op->num_operands == 0)
    return MLB_SUCCESS;
  if (!a)
    return mlb_op_emit_error(ctx, op,
                             "operand count (%u) does not match with the "
                             "total size (0) specified in attribute "
                             "'operandSegmentSizes'",
                             op->num_operands);
  if (!is_i32_dense_array(a))
    return mlb_op_emit_error(ctx, op,
                             "'operandSegmentSizes' attribute "
                             "must be a dense i32 array");
  if (a->u.darray.n != nseg)
    return mlb_op_emit_error(
        ctx, op,
        "'operandSegmentSizes' attribute for specifying operand segments "
        "must have %u elements, but got %u",
        nseg, a->u.darray.n);
  int64_t total = 0;
  for (uint32_t i = 0; i < nseg; i++) {
    if (a->u.darray.ivals[i] < 0)
      return mlb_op_emit_error(ctx, op,
                               "'operandSegmentSizes' attribute cannot "
                               "have negative elements");
    total += a->u.darray.ivals[i];
  }
  if (total != (int64_t)op->num_operands)
    return mlb_op_emit_error(
        ctx, op,
        "operand count (%u) does not match with the total size (%lld) "
        "specified in attribute 'operandSegmentSizes'",
        op->num_operands, (long long)total);
  return MLB_SUCCESS;
}

MlbStatus mlb_verify_operand_segments(MlbContext *ctx, MlbOperation *op,
                                      uint32_t nseg) {
  return mlb_verify_operand_segments_get(ctx, op, nseg, NULL, NULL);
}

MlbStatus mlb_verify_operand_segments_get(MlbContext *ctx, MlbOperation *op,
                                          uint32_t nseg, uint32_t *start,
                                          uint32_t *len) {
  MlbAttr *a = mlb_op_get_prop(op, mlb_names.operand_segment_sizes);
  /* The usual op: nseg non-negative sizes adding up to the operands. */
  if (is_i32_dense_array(a) && a->u.darray.n == nseg) {
    int64_t total = 0;
    bool ok = true;
    for (uint32_t i = 0; i < nseg; i++) {
      int64_t l = a->u.darray.ivals[i];
      ok = ok && l >= 0;
      /* Written as they are summed; they count only on success, when the
       * sizes are valid and these are mlb_op_operand_segments' prefix
       * sums (a failing hook returns without reading them). */
      if (start) {
        start[i] = (uint32_t)total;
        len[i] = (uint32_t)l;
      }
      total += l;
    }
    if (ok && total == (int64_t)op->num_operands)
      return MLB_SUCCESS;
  }
  /* Only a missing property with no operands passes here: every segment
   * is empty, and the caller's zeroed outputs stay as they are. */
  return check_segments(ctx, op, a, nseg);
}

/* ==== Diagnostics ==== */
MlbStatus mlb_plain_error(MlbContext *ctx, MlbOperation *op, const char *fmt,
                          ...) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

void mlb_append_quoted_type(MlbBuf *b, const MlbType *t) {
  mlb_buf_putc(b, '\'');
  mlb_print_type(b, t);
  mlb_buf_putc(b, '\'');
}

static void list_types(MlbBuf *b, MlbType *const *ts, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    mlb_append_quoted_type(b, ts[i]);
  }
}

#define ALIGNMENT_CONSTRAINT                                                  \
  "attribute 'alignment' failed to satisfy constraint: 64-bit signless "      \
  "integer attribute whose value is positive and whose value is a power of "  \
  "two > 0"

static bool alignment_ok(const MlbAttr *a) {
  if (!a)
    return true;
  if (a->kind != MLB_ATTR_INTEGER || !a->type || !mlb_type_is_int(a->type, 64))
    return false;
  uint64_t v = (uint64_t)a->u.integer.value;
  return a->u.integer.value > 0 && (v & (v - 1)) == 0;
}

MlbStatus mlb_verify_alignment(MlbContext *ctx, MlbOperation *op) {
  if (alignment_ok(mlb_op_get_prop(op, mlb_names.alignment)))
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op, ALIGNMENT_CONSTRAINT);
}

MlbStatus mlb_parse_check_alignment(MlbAsmParser *p, MlbOpState *st,
                                    MlbAttr *loc) {
  for (uint32_t i = 0; i < st->props.len; i++)
    if (st->props.data[i].name == mlb_names.alignment &&
        !alignment_ok(st->props.data[i].value))
      return mlb_parser_op_error(p, loc, "'%s' op " ALIGNMENT_CONSTRAINT,
                                 st->name);
  return MLB_SUCCESS;
}

MlbStatus mlb_infer_mismatch_error(MlbContext *ctx, MlbOperation *op,
                                   MlbType *const *want, uint32_t nwant) {
  MlbBuf b;
  mlb_buf_init(&b);
  list_types(&b, want, nwant);
  mlb_buf_puts(&b, " are incompatible with return type(s) of operation ");
  for (uint32_t i = 0; i < op->num_results; i++) {
    if (i)
      mlb_buf_puts(&b, ", ");
    mlb_append_quoted_type(&b, op->results[i].type);
  }
  /* The first error carries no current-op note: upstream's type inference
   * reports it on the side, the verifier's failure after it does. */
  mlb_emit_error(ctx, op->loc, "'%s' op inferred type(s) %s", op->name,
                 mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return mlb_op_emit_error(ctx, op, "failed to infer returned types");
}

MlbStatus mlb_type_pair_error(MlbContext *ctx, MlbOperation *op, bool plain,
                              const char *fmt, const MlbType *a,
                              const MlbType *b) {
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_append_quoted_type(&x, a);
  mlb_append_quoted_type(&y, b);
  if (plain)
    mlb_plain_error(ctx, op, fmt, mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  else
    mlb_op_emit_error(ctx, op, fmt, mlb_buf_cstr(&x), mlb_buf_cstr(&y));
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

/* ==== Segments ==== */
static bool segment_of(MlbAttr *a, uint32_t total, uint32_t seg,
                       uint32_t *start, uint32_t *len) {
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || seg >= a->u.darray.n)
    return false;
  int64_t s = 0;
  for (uint32_t i = 0; i < seg; i++)
    s += a->u.darray.ivals[i];
  int64_t l = a->u.darray.ivals[seg];
  if (s < 0 || l < 0 || s + l > (int64_t)total)
    return false;
  *start = (uint32_t)s;
  *len = (uint32_t)l;
  return true;
}

MLB_HOT bool mlb_op_operand_segment(MlbOperation *op, uint32_t seg,
                                    uint32_t *start, uint32_t *len) {
  return segment_of(mlb_op_get_prop(op, mlb_names.operand_segment_sizes),
                    op->num_operands, seg, start, len);
}

void mlb_op_operand_segments(MlbOperation *op, uint32_t n, uint32_t *start,
                             uint32_t *len) {
  MlbAttr *a = mlb_op_get_prop(op, mlb_names.operand_segment_sizes);
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY)
    return;
  int64_t s = 0; /* sum of the sizes before segment i, as segment_of's */
  for (uint32_t i = 0; i < n && i < a->u.darray.n; i++) {
    int64_t l = a->u.darray.ivals[i];
    if (s >= 0 && l >= 0 && s + l <= (int64_t)op->num_operands) {
      start[i] = (uint32_t)s;
      len[i] = (uint32_t)l;
    }
    s += l;
  }
}

bool mlb_op_result_segment(MlbOperation *op, uint32_t seg, uint32_t *start,
                           uint32_t *len) {
  return segment_of(mlb_op_get_prop(op, mlb_names.result_segment_sizes),
                    op->num_results, seg, start, len);
}

/* ==== Result names ==== */
void mlb_name_result(MlbBuf *names, uint32_t i, const char *s) {
  mlb_buf_clear(&names[i]);
  mlb_buf_puts(&names[i], s);
}

void mlb_name_results_list(MlbOperation *op, MlbBuf *names,
                           const char *const *list, uint32_t nlist) {
  for (uint32_t i = 0; i < op->num_results && i < nlist; i++)
    if (list[i])
      mlb_name_result(names, i, list[i]);
}

/* ==== ODS region constraints ==== */
MLB_HOT MlbStatus mlb_verify_region_size(MlbContext *ctx, MlbOperation *op,
                                         uint32_t i, const char *name,
                                         bool max_one) {
  /* Decided without counting the blocks (a missing region is empty). */
  const MlbRegion *r = i < op->num_regions ? &op->regions[i] : NULL;
  bool empty = !r || !r->first, at_most_one = empty || r->first == r->last;
  if (at_most_one && (max_one || !empty))
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op,
                           "region #%u ('%s') failed to verify constraint: "
                           "region with %s1 blocks",
                           i, name, max_one ? "at most " : "");
}

/* ==== RegionBranchOpInterface edges ==== */
static void edge_prefix(MlbBuf *b, MlbOperation *op, MlbOperation *from,
                        int to) {
  mlb_buf_printf(b, "'%s' op along control flow edge from ", op->name);
  if (from)
    mlb_buf_printf(b, "Operation %s", from->name);
  else
    mlb_buf_puts(b, "parent");
  if (to < 0)
    mlb_buf_puts(b, " to parent: ");
  else
    mlb_buf_printf(b, " to Region #%d: ", to);
}

static MlbStatus edge_error(MlbContext *ctx, MlbOperation *op,
                            MlbOperation *from, int to, MlbBuf *msg) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  edge_prefix(&d->message, op, from, to);
  mlb_buf_puts(&d->message, mlb_buf_cstr(msg));
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_note(d, from ? from->loc : op->loc, "region branch point");
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

/* The first difference between an edge's operands and inputs, reported. */
MLB_NOINLINE static MlbStatus region_edge_mismatch(MlbContext *ctx, MlbOperation *op,
                                      MlbOperation *from, int to,
                                      const MlbUse *operands, uint32_t nops,
                                      MlbType *const *inputs, uint32_t nin) {
  MlbBuf msg;
  mlb_buf_init(&msg);
  MlbStatus s = MLB_SUCCESS;
  if (nops != nin) {
    mlb_buf_printf(&msg,
                   "region branch point has %u operands, but region "
                   "successor needs %u inputs",
                   nops, nin);
    s = edge_error(ctx, op, from, to, &msg);
  }
  for (uint32_t i = 0; !s && i < nops; i++) {
    MlbType *t = operands[i].value->type;
    if (t == inputs[i])
      continue;
    mlb_buf_printf(&msg, "successor operand type #%u '", i);
    mlb_print_type(&msg, t);
    mlb_buf_printf(&msg, "' should match successor input type #%u '", i);
    mlb_print_type(&msg, inputs[i]);
    mlb_buf_putc(&msg, '\'');
    s = edge_error(ctx, op, from, to, &msg);
  }
  mlb_buf_free(&msg);
  return s;
}

MlbStatus mlb_verify_region_edge(MlbContext *ctx, MlbOperation *op,
                                 MlbOperation *from, int to,
                                 const MlbUse *operands, uint32_t nops,
                                 MlbType *const *inputs, uint32_t nin) {
  uint32_t i = 0;
  while (nops == nin && i < nops && operands[i].value->type == inputs[i])
    i++;
  if (nops == nin && i == nops)
    return MLB_SUCCESS;
  return region_edge_mismatch(ctx, op, from, to, operands, nops, inputs, nin);
}
