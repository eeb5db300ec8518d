/* vector_reshape.c - vector.shape_cast, vector.from_elements and
 * vector.reduction: a vector's elements under another shape, a vector
 * made of scalars, and a vector combined into one scalar.
 *
 * vector.reduction's kind is the property `kind` (#vector.kind<add>),
 * written `<add>` after the op name; its optional `fastmath<..>` is
 * arith's flag set. The verifiers follow upstream's order and words.
 */
#include "dialects/vector/vector.h"
#include "dialects/vector/vector_int.h"

/* ==== shape_cast ==== */

/* vector.shape_cast %x attr-dict : vector<..> to vector<..> */
MlbStatus mlb_vector_parse_shape_cast(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &to));
  MLB_TRY(mlb_resolve_operand(p, &src, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static uint32_t scalable_dims(const MlbType *t) {
  uint32_t n = 0;
  for (uint32_t i = 0; t->u.shaped.scalable && i < t->u.shaped.rank; i++)
    n += t->u.shaped.scalable[i];
  return n;
}

MlbStatus mlb_vector_verify_shape_cast(MlbContext *ctx, MlbOperation *op) {
  const MlbType *s = mlb_op_operand(op, 0)->type, *r = op->results[0].type;
  if (s->kind != MLB_TYPE_VECTOR || r->kind != MLB_TYPE_VECTOR)
    return mlb_op_emit_error(ctx, op, "expects vector operand and result");
  if (s->u.shaped.elt != r->u.shaped.elt)
    return mlb_op_emit_error(ctx, op, "has different source and result "
                                      "element types");
  int64_t ns = mlb_type_num_elements(s), nr = mlb_type_num_elements(r);
  if (ns != nr)
    return mlb_op_emit_error(ctx, op,
                             "has different number of elements at source "
                             "(%" PRId64 ") and result (%" PRId64 ")",
                             ns, nr);
  if (scalable_dims(s) != scalable_dims(r))
    return mlb_op_emit_error(ctx, op,
                             "has different number of scalable dims at "
                             "source (%u) and result (%u)",
                             scalable_dims(s), scalable_dims(r));
  return MLB_SUCCESS;
}

/* ==== from_elements ==== */

static MlbStatus from_elements_body(MlbAsmParser *p, MlbOpState *st,
                                    MlbUnresolvedVec *els) {
  MlbType *vt = NULL;
  MlbAttr *at = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, els));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &vt));
  int64_t n = mlb_type_num_elements(vt);
  if (n < 0 || (int64_t)els->len != n)
    return mlb_parser_op_error(p, at,
                               "number of operands and types do not match: "
                               "got %u operands and %" PRId64 " types",
                               els->len, n);
  MLB_TRY(mlb_resolve_operands_same(p, els->data, els->len, vt->u.shaped.elt,
                                    st));
  mlb_vec_push(&st->result_types, vt);
  return MLB_SUCCESS;
}

/* vector.from_elements %a, %b attr-dict : vector<..> */
MlbStatus mlb_vector_parse_from_elements(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec els = {0};
  MlbStatus s = from_elements_body(p, st, &els);
  mlb_vec_free(&els);
  return s;
}

void mlb_vector_print_from_elements(MlbAsmPrinter *p, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    mlb_pr(p, i ? ", " : " ");
    mlb_pr_operand(p, mlb_op_operand(op, i));
  }
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

MlbStatus mlb_vector_verify_from_elements(MlbContext *ctx, MlbOperation *op) {
  const MlbType *r = op->results[0].type;
  bool ok = r->kind == MLB_TYPE_VECTOR &&
            mlb_type_num_elements(r) == (int64_t)op->num_operands;
  for (uint32_t i = 0; ok && i < op->num_operands; i++)
    ok = mlb_op_operand(op, i)->type == r->u.shaped.elt;
  if (ok)
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op, "failed to verify that shaped type "
                                    "'dest' matches 'elements' element "
                                    "count and types");
}

/* ==== reduction ==== */

/* Upstream's CombiningKind names (MlbVectorKind's order, vector.h); which
 * element types each takes. */
static const char *const k_kinds[] = {
    "add",  "mul", "minui", "minsi", "minnumf", "maxui",    "maxsi",
    "maxnumf", "and", "or", "xor", "maximumf", "minimumf", NULL};
typedef enum { KT_ANY, KT_INT, KT_FLOAT } KindTypes;
static const KindTypes k_kind_types[] = {
    KT_ANY, KT_ANY, KT_INT, KT_INT,   KT_FLOAT, KT_INT,  KT_INT,
    KT_FLOAT, KT_INT, KT_INT, KT_INT, KT_FLOAT, KT_FLOAT};

MlbVectorKind mlb_vector_kind(const MlbAttr *kind) {
  static const char prefix[] = "#vector.kind<";
  if (!kind || kind->kind != MLB_ATTR_OPAQUE ||
      strncmp(kind->u.opaque.text, prefix, sizeof prefix - 1))
    return MLB_VK_NONE;
  const char *name = kind->u.opaque.text + sizeof prefix - 1;
  size_t n = strlen(name);
  for (int i = 0; k_kinds[i]; i++)
    if (n == strlen(k_kinds[i]) + 1 && !strncmp(name, k_kinds[i], n - 1) &&
        name[n - 1] == '>')
      return (MlbVectorKind)i;
  return MLB_VK_NONE;
}

static MlbStatus parse_kind(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *name = NULL;
  MlbAttr *at = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_punct(p, "<"));
  at = mlb_parser_loc(p);
  int k = -1;
  if (mlb_parse_optional_any_keyword(p, &name))
    for (int i = 0; k_kinds[i] && k < 0; i++)
      if (!strcmp(name, k_kinds[i]))
        k = i;
  if (k < 0) {
    /* Upstream reports the name, then the attribute parameter after it. */
    (void)mlb_parser_op_error(
        p, at,
        "expected ::mlir::vector::CombiningKind to be one of: add, mul, "
        "minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, "
        "maximumf, minimumf");
    return mlb_parser_op_error(
        p, NULL,
        "failed to parse Vector_CombiningKindAttr parameter 'value' which is "
        "to be a `::mlir::vector::CombiningKind`");
  }
  MLB_TRY(mlb_parse_punct(p, ">"));
  char text[40];
  int len = snprintf(text, sizeof text, "#vector.kind<%s>", k_kinds[k]);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "kind"),
                       mlb_attr_opaque(ctx, text, (size_t)len));
  return MLB_SUCCESS;
}

/* vector.reduction <kind>, %v (, %acc)? (fastmath<..>)? attr-dict
 *   : vector<..> into T */
MlbStatus mlb_vector_parse_reduction(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved v, acc;
  MlbType *vt = NULL, *rt = NULL;
  MLB_TRY(parse_kind(p, st));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &v));
  bool has_acc = mlb_parse_optional_punct(p, ",");
  if (has_acc)
    MLB_TRY(mlb_parse_operand(p, &acc));
  MLB_TRY(mlb_parse_optional_flag_prop(p, st, &mlb_fastmath_flags,
                                       "fastmath"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &vt));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_type(p, &rt));
  MLB_TRY(mlb_resolve_operand(p, &v, vt, st));
  if (has_acc)
    MLB_TRY(mlb_resolve_operand(p, &acc, rt, st));
  mlb_vec_push(&st->result_types, rt);
  return MLB_SUCCESS;
}

void mlb_vector_print_reduction(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"kind", "fastmath", NULL};
  const MlbAttr *kind = mlb_op_get_prop(op, "kind");
  MlbVectorKind k = mlb_vector_kind(kind);
  mlb_pr(p, " <");
  mlb_pr(p, k != MLB_VK_NONE ? k_kinds[k] : "add");
  mlb_pr(p, ">, ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (op->num_operands > 1) {
    mlb_pr(p, ", ");
    mlb_pr_operand(p, mlb_op_operand(op, 1));
  }
  mlb_print_optional_flag_prop(p, op, &mlb_fastmath_flags, "fastmath");
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " into ");
  mlb_pr_type(p, op->results[0].type);
}

static bool kind_takes(KindTypes kt, const MlbType *t) {
  bool is_int = t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX;
  bool is_float = t->kind == MLB_TYPE_FLOAT;
  return kt == KT_ANY ? is_int || is_float : kt == KT_INT ? is_int : is_float;
}

MlbStatus mlb_vector_verify_reduction(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 1 || op->num_operands > 2)
    return mlb_op_emit_error(ctx, op,
                             "operand group starting at #1 requires 0 or 1 "
                             "element, but found %u",
                             op->num_operands - 1);
  const MlbType *v = mlb_op_operand(op, 0)->type, *r = op->results[0].type;
  if (v->kind != MLB_TYPE_VECTOR)
    return mlb_op_emit_error(ctx, op, "expects a vector operand");
  if (v->u.shaped.elt != r)
    return mlb_op_emit_error(ctx, op, "failed to verify that source operand "
                                      "and result have same element type");
  MlbVectorKind k = mlb_vector_kind(mlb_op_get_prop(op, "kind"));
  if (k == MLB_VK_NONE)
    return mlb_op_emit_error(ctx, op, "requires attribute 'kind'");
  if (v->u.shaped.rank > 1)
    return mlb_op_emit_error(ctx, op, "unsupported reduction rank: %u",
                             v->u.shaped.rank);
  if (!kind_takes(k_kind_types[k], r)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_append_quoted_type(&b, r);
    mlb_op_emit_error(ctx, op,
                      "unsupported reduction type '%s' for kind '%s'",
                      mlb_buf_cstr(&b), k_kinds[k]);
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}
