/* arith_ops.c - the arith dialect: constants, integer and float
 * arithmetic, comparisons, select and casts, with upstream's custom
 * syntax, properties, result names and verification rules. */
#include "dialects/common.h"

#include <inttypes.h>
#include <stdio.h>

#define SIL "signless-integer-like"
#define FL  "floating-point-like"

/* ==== Property name lists and defaults ==== */
static const char *const k_props_overflow[] = {"overflowFlags", NULL};
static const char *const k_props_exact[] = {"isExact", NULL};
static const char *const k_props_fastmath[] = {"fastmath", NULL};
static const char *const k_props_value[] = {"value", NULL};
static const char *const k_props_pred[] = {"predicate", NULL};
static const char *const k_props_cmpf[] = {"predicate", "fastmath", NULL};
static const char *const k_props_truncf[] = {"roundingmode", "fastmath", NULL};
static const MlbPropDefault k_def_overflow[] = {
    {"overflowFlags", "#arith.overflow<none>"}, {NULL, NULL}};
static const MlbPropDefault k_def_fastmath[] = {
    {"fastmath", "#arith.fastmath<none>"}, {NULL, NULL}};

static const char *const k_cmpi_names[] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", NULL};
static const char *const k_cmpf_names[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one",  "ord", "ueq",
    "ugt",   "uge", "ult", "ule", "une", "uno", "true", NULL};
static const char *const k_rounding_names[] = {"to_nearest_even", "downward",
                                               "upward",          "toward_zero",
                                               "to_nearest_away", NULL};

/* ==== constant ==== */
/* The type of a typed attribute; untyped strings count as `none`, as
 * upstream's StringAttr does. NULL for attributes without a type. */
static MlbType *attr_type(MlbContext *ctx, const MlbAttr *v) {
  if (v->type)
    return v->type;
  return v->kind == MLB_ATTR_STRING ? ctx->t_none : NULL;
}

static MlbStatus parse_constant(MlbAsmParser *p, MlbOpState *st) {
  MlbAttr *v = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_attr(p, NULL, &v));
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbType *t = attr_type(ctx, v);
  if (!t)
    return mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                               "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "value"), v);
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_constant(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_props_value);
  mlb_pr(p, " ");
  mlb_pr_attr(p, mlb_op_get_prop(op, mlb_names.value));
}

/* %c42_i32, %c0 (index), %true/%false, %cst for everything else. */
static void name_constant(MlbOperation *op, MlbBuf *names) {
  MlbAttr *v = mlb_op_get_prop(op, mlb_names.value);
  MlbType *t = mlb_op_result(op, 0)->type;
  if (!v || v->kind != MLB_ATTR_INTEGER) {
    mlb_name_result(names, 0, "cst");
    return;
  }
  bool is_int = t->kind == MLB_TYPE_INTEGER;
  if (is_int && t->u.integer.width == 1) {
    mlb_name_result(names, 0, v->u.integer.value ? "true" : "false");
    return;
  }
  MlbBuf *b = &names[0];
  mlb_buf_clear(b);
  mlb_buf_putc(b, 'c');
  if (v->u.integer.big)
    mlb_buf_puts(b, v->u.integer.big);
  else
    mlb_buf_put_i64(b, v->u.integer.value);
  if (is_int) {
    mlb_buf_putc(b, '_');
    mlb_print_type(b, t);
  }
}

static bool is_elements_attr(const MlbAttr *a) {
  return a->kind == MLB_ATTR_DENSE || a->kind == MLB_ATTR_DENSE_RESOURCE ||
         a->kind == MLB_ATTR_SPARSE;
}

static MlbStatus verify_constant(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *v;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.value, &v));
  MlbType *t = mlb_op_result(op, 0)->type;
  if (attr_type(ctx, v) != t)
    return mlb_op_emit_error(
        ctx, op, "failed to verify that all of {value, result} have same type");
  if (t->kind == MLB_TYPE_INTEGER && t->u.integer.sign != MLB_SIGNLESS)
    return mlb_op_emit_error(ctx, op, "integer return type must be signless");
  if (v->kind != MLB_ATTR_INTEGER && v->kind != MLB_ATTR_FLOAT &&
      !is_elements_attr(v))
    return mlb_op_emit_error(
        ctx, op, "value must be an integer, float, or elements attribute");
  bool scalable = false;
  if (t->kind == MLB_TYPE_VECTOR && t->u.shaped.scalable)
    for (uint32_t i = 0; i < t->u.shaped.rank; i++)
      scalable = scalable || t->u.shaped.scalable[i];
  if (scalable && !(v->kind == MLB_ATTR_DENSE && v->u.dense.splat))
    return mlb_op_emit_error(ctx, op,
                             "initializing scalable vectors with elements "
                             "attribute is not supported unless it's a "
                             "vector splat");
  return MLB_SUCCESS;
}

/* ==== Binary and unary arithmetic ==== */
static MlbStatus parse_overflow_binary(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_same_type_op_flags(p, st, &mlb_overflow_flags,
                                      "overflowFlags");
}
static void print_overflow_binary(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_same_type_op_flags(p, op, &mlb_overflow_flags, "overflowFlags");
}
static MlbStatus parse_fastmath_op(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_same_type_op_flags(p, st, &mlb_fastmath_flags, "fastmath");
}
static void print_fastmath_op(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_same_type_op_flags(p, op, &mlb_fastmath_flags, "fastmath");
}

/* `%a, %b (exact)? attr-dict : t` */
static MlbStatus parse_exact_binary(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved a, b;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_optional_unit_prop(p, st, "exact", "isExact"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operand(p, &a, t, st));
  MLB_TRY(mlb_resolve_operand(p, &b, t, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_exact_binary(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_print_optional_unit_prop(p, op, "exact", "isExact");
  mlb_pr_attr_dict(p, op, k_props_exact);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

static MlbStatus verify_int_arith(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_same_typed_elementwise(ctx, op, mlb_pred_signless_int_like,
                                           SIL);
}

static MlbStatus verify_float_arith(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_same_typed_elementwise(ctx, op, mlb_pred_float_like, FL);
}

/* `c<N>_vscale` for `arith.muli %c, %vscale : index`. */
static bool int_constant_of(MlbValue *v, int64_t *out) {
  MlbOperation *d = v->def_op;
  if (!d || !mlb_op_has_trait(d, MLB_TRAIT_CONSTANT_LIKE))
    return false;
  MlbAttr *a = mlb_op_get_attr(d, "value");
  if (!a || a->kind != MLB_ATTR_INTEGER)
    return false;
  *out = a->u.integer.value;
  return true;
}

static bool is_vscale(MlbValue *v) {
  return v->def_op && !strcmp(v->def_op->name, "vector.vscale");
}

static void name_muli(MlbOperation *op, MlbBuf *names) {
  if (mlb_op_result(op, 0)->type->kind != MLB_TYPE_INDEX)
    return;
  MlbValue *l = mlb_op_operand(op, 0), *r = mlb_op_operand(op, 1);
  int64_t c;
  bool ok = (int_constant_of(l, &c) && is_vscale(r)) ||
            (int_constant_of(r, &c) && is_vscale(l));
  if (!ok)
    return;
  mlb_buf_clear(&names[0]);
  mlb_buf_printf(&names[0], "c%" PRId64 "_vscale", c);
}

/* ==== Extended arithmetic (two results) ==== */
/* `%a, %b attr-dict : t, i1` */
static MlbStatus parse_addui_extended(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved a, b;
  MlbType *t = NULL, *o = NULL;
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_type(p, &o));
  MLB_TRY(mlb_resolve_operand(p, &a, t, st));
  MLB_TRY(mlb_resolve_operand(p, &b, t, st));
  mlb_vec_push(&st->result_types, t);
  mlb_vec_push(&st->result_types, o);
  return MLB_SUCCESS;
}

static void print_addui_extended(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_result_types(p, op);
}

/* `%a, %b attr-dict : t` with results (t, t). */
static MlbStatus parse_mul_extended(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(mlb_parse_same_type_op(p, st));
  MlbType *t = mlb_vec_last(&st->result_types);
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_mul_extended(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_same_type_op(p, op);
}

static MlbStatus verify_extended(MlbContext *ctx, MlbOperation *op, bool add) {
  MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_signless_int_like, SIL));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_signless_int_like, SIL));
  if (add)
    MLB_TRY(
        mlb_verify_result_type(ctx, op, 1, mlb_pred_bool_like, "bool-like"));
  else
    MLB_TRY(
        mlb_verify_result_type(ctx, op, 1, mlb_pred_signless_int_like, SIL));
  MlbType *t = mlb_op_operand(op, 0)->type;
  bool same = mlb_op_operand(op, 1)->type == t &&
              mlb_op_result(op, 0)->type == t &&
              (add || mlb_op_result(op, 1)->type == t);
  if (!same)
    return mlb_op_emit_error(ctx, op,
                             add ? "failed to verify that all of {lhs, rhs, "
                                   "sum} have same type"
                                 : "failed to verify that all of {lhs, rhs, "
                                   "low, high} have same type");
  return mlb_verify_elementwise(ctx, op);
}

static MlbStatus verify_addui_extended(MlbContext *ctx, MlbOperation *op) {
  return verify_extended(ctx, op, true);
}
static MlbStatus verify_mul_extended(MlbContext *ctx, MlbOperation *op) {
  return verify_extended(ctx, op, false);
}

static const char *const k_names_addui[] = {"sum", "overflow"};
static const char *const k_names_mul_ext[] = {"low", "high"};
static void name_addui_extended(MlbOperation *op, MlbBuf *names) {
  mlb_name_results_list(op, names, k_names_addui, 2);
}
static void name_mul_extended(MlbOperation *op, MlbBuf *names) {
  mlb_name_results_list(op, names, k_names_mul_ext, 2);
}

/* ==== Comparisons ==== */
static MlbStatus parse_cmp(MlbAsmParser *p, MlbOpState *st,
                           const char *const *names, bool fastmath) {
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t pred;
  MlbUnresolved a, b;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_enum_keyword(p, names, "predicate", &pred));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &a));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &b));
  if (fastmath)
    MLB_TRY(
        mlb_parse_optional_flag_prop(p, st, &mlb_fastmath_flags, "fastmath"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(mlb_resolve_operand(p, &a, t, st));
  MLB_TRY(mlb_resolve_operand(p, &b, t, st));
  /* The result type is inferred, so the operand type is checked now. */
  if (fastmath)
    MLB_TRY(mlb_parse_check_operand_type(p, st->loc, "lhs", t,
                                         mlb_pred_float_like, FL));
  else
    MLB_TRY(mlb_parse_check_operand_type(p, st->loc, "lhs", t,
                                         mlb_pred_signless_int_like, SIL));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "predicate"),
                       mlb_attr_int(ctx, ctx->t_i64, pred));
  mlb_vec_push(&st->result_types, mlb_type_with_elt(ctx, t, ctx->t_i1));
  return MLB_SUCCESS;
}

static MlbStatus parse_cmpi(MlbAsmParser *p, MlbOpState *st) {
  return parse_cmp(p, st, k_cmpi_names, false);
}
static MlbStatus parse_cmpf(MlbAsmParser *p, MlbOpState *st) {
  return parse_cmp(p, st, k_cmpf_names, true);
}

static void print_cmp(MlbAsmPrinter *p, MlbOperation *op,
                      const char *const *names, uint32_t nnames) {
  MlbAttr *pa = mlb_op_get_prop(op, "predicate");
  int64_t v = pa && pa->kind == MLB_ATTR_INTEGER ? pa->u.integer.value : -1;
  if (v >= 0 && v < (int64_t)nnames)
    mlb_prf(p, " %s, ", names[v]);
  else
    mlb_prf(p, " %" PRId64 ", ", v);
  mlb_pr_operands(p, op->operands, op->num_operands);
  if (nnames == 16)
    mlb_print_optional_flag_prop(p, op, &mlb_fastmath_flags, "fastmath");
  mlb_pr_attr_dict(p, op, k_props_cmpf);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

static void print_cmpi(MlbAsmPrinter *p, MlbOperation *op) {
  print_cmp(p, op, k_cmpi_names, 10);
}
static void print_cmpf(MlbAsmPrinter *p, MlbOperation *op) {
  print_cmp(p, op, k_cmpf_names, 16);
}

static MlbStatus verify_cmp(MlbContext *ctx, MlbOperation *op, bool is_int) {
  MlbAttr *pa;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.predicate, &pa));
  int64_t max = is_int ? 9 : 15;
  if (pa->kind != MLB_ATTR_INTEGER || !mlb_type_is_int(pa->type, 64) ||
      pa->u.integer.value < 0 || pa->u.integer.value > max)
    return mlb_op_emit_error(
        ctx, op,
        "attribute 'predicate' failed to satisfy constraint: allowed 64-bit "
        "signless integer cases: %s",
        is_int ? "0, 1, 2, 3, 4, 5, 6, 7, 8, 9"
               : "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
  if (is_int)
    MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_signless_int_like, SIL));
  else
    MLB_TRY(mlb_verify_all_operands(ctx, op, mlb_pred_float_like, FL));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_bool_like, "bool-like"));
  MlbType *want =
      mlb_type_with_elt(ctx, mlb_op_operand(op, 0)->type, ctx->t_i1);
  if (mlb_op_result(op, 0)->type != want)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type has i1 "
                             "element type and same shape as operands");
  MLB_TRY(mlb_verify_same_operand_types(ctx, op));
  return mlb_verify_elementwise(ctx, op);
}

static MlbStatus verify_cmpi(MlbContext *ctx, MlbOperation *op) {
  return verify_cmp(ctx, op, true);
}
static MlbStatus verify_cmpf(MlbContext *ctx, MlbOperation *op) {
  return verify_cmp(ctx, op, false);
}

/* ==== select ==== */
/* `%c, %a, %b attr-dict : t` or `: cond_type, t` */
static MlbStatus parse_select(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolvedVec u = {0};
  MlbType *cond = ctx->t_i1, *t = NULL;
  MlbStatus s = mlb_parse_operand_list_n(p, MLB_DELIM_NONE, 3, &u);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type(p, &t);
  if (!s && mlb_parse_optional_punct(p, ",")) {
    cond = t;
    s = mlb_parse_type(p, &t);
  }
  MlbType *types[3] = {cond, t, t};
  if (!s)
    s = mlb_resolve_operands(p, u.data, u.len, types, 3, st);
  if (!s)
    mlb_vec_push(&st->result_types, t);
  mlb_vec_free(&u);
  return s;
}

static void print_select(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  MlbType *c = mlb_op_operand(op, 0)->type;
  if (mlb_type_is_shaped(c)) {
    mlb_pr_type(p, c);
    mlb_pr(p, ", ");
  }
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

static MlbStatus verify_select(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_bool_like, "bool-like"));
  MlbType *c = mlb_op_operand(op, 0)->type, *t = mlb_op_result(op, 0)->type;
  if (mlb_op_operand(op, 1)->type != t || mlb_op_operand(op, 2)->type != t)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {true_value, "
                             "false_value, result} have same type");
  bool ok = mlb_pred_i1(c) || (mlb_type_is_shaped(c) && mlb_type_is_shaped(t) &&
                               mlb_same_shape(c, t));
  if (!ok)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that condition is signless i1 "
                             "or has matching shape");
  MLB_TRY(mlb_verify_elementwise(ctx, op));
  if (mlb_pred_i1(c))
    return MLB_SUCCESS;
  MlbBuf b;
  mlb_buf_init(&b);
  MlbStatus s = MLB_SUCCESS;
  if (t->kind != MLB_TYPE_VECTOR && !mlb_pred_tensor(t)) {
    mlb_print_type(&b, c);
    s = mlb_op_emit_error(
        ctx, op, "expected condition to be a signless i1, but got '%s'",
        mlb_buf_cstr(&b));
  } else if (mlb_type_with_elt(ctx, t, ctx->t_i1) != c) {
    mlb_print_type(&b, mlb_type_with_elt(ctx, t, ctx->t_i1));
    size_t n = b.len;
    mlb_print_type(&b, c);
    s = mlb_op_emit_error(ctx, op,
                          "expected condition type to have the same shape as "
                          "the result type, expected '%.*s', but got '%s'",
                          (int)n, b.data, b.data + n);
  }
  mlb_buf_free(&b);
  return s;
}

/* ==== Casts ==== */
/* Scalar type, or element type of a vector/tensor (and memref when
 * `memref_ok`); NULL for other containers. */
static MlbType *cast_elt(MlbType *t, bool memref_ok) {
  switch (t->kind) {
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_TENSOR:
  case MLB_TYPE_UNRANKED_TENSOR:
    return mlb_type_element(t);
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_UNRANKED_MEMREF:
    return memref_ok ? mlb_type_element(t) : NULL;
  case MLB_TYPE_TUPLE:
  case MLB_TYPE_FUNCTION:
  case MLB_TYPE_COMPLEX:
    return NULL;
  default:
    return t;
  }
}

typedef enum {
  CAST_EXT_INT,
  CAST_TRUNC_INT,
  CAST_EXT_FLOAT,
  CAST_TRUNC_FLOAT,
  CAST_INT_TO_FLOAT,
  CAST_FLOAT_TO_INT,
  CAST_INDEX,
  CAST_BITCAST,
} CastKind;

static bool is_int_elt(const MlbType *t) {
  return t && t->kind == MLB_TYPE_INTEGER;
}
static bool is_float_elt(const MlbType *t) {
  return t && t->kind == MLB_TYPE_FLOAT;
}

/* Upstream's areCastCompatible for each cast op: shapes compatible (a
 * dynamic size matches any; memref<4xi32> to memref<?xindex> is a valid
 * index_cast), element types by kind. */
static bool cast_compatible(CastKind k, MlbType *in, MlbType *out) {
  bool mem = k == CAST_INDEX || k == CAST_BITCAST;
  MlbType *a = cast_elt(in, mem), *b = cast_elt(out, mem);
  MlbType *pair[2] = {in, out};
  if (!a || !b || !mlb_compatible_shapes(pair, 2))
    return false;
  uint32_t wa = mlb_type_bitwidth(a), wb = mlb_type_bitwidth(b);
  switch (k) {
  case CAST_EXT_INT:
    return is_int_elt(a) && is_int_elt(b) && wb > wa;
  case CAST_TRUNC_INT:
    return is_int_elt(a) && is_int_elt(b) && wb < wa;
  case CAST_EXT_FLOAT:
    return is_float_elt(a) && is_float_elt(b) && wb > wa;
  case CAST_TRUNC_FLOAT:
    return is_float_elt(a) && is_float_elt(b) && wb < wa;
  case CAST_INT_TO_FLOAT:
    return is_int_elt(a) && is_float_elt(b);
  case CAST_FLOAT_TO_INT:
    return is_float_elt(a) && is_int_elt(b);
  case CAST_INDEX:
    return (mlb_pred_index(a) && mlb_pred_signless_int(b)) ||
           (mlb_pred_signless_int(a) && mlb_pred_index(b));
  case CAST_BITCAST:
    return (is_int_elt(a) || is_float_elt(a)) &&
           (is_int_elt(b) || is_float_elt(b)) && wa == wb;
  }
  return false;
}

static bool pred_fixed_int_like(const MlbType *t) {
  return mlb_pred_signless_int_no_index_like(t);
}

/* Upstream's MemRefOf: ranked memrefs only. */
static bool pred_index_castable(const MlbType *t) {
  if (mlb_pred_signless_int_like(t))
    return true;
  return t->kind == MLB_TYPE_MEMREF &&
         mlb_pred_signless_int_or_index(mlb_type_element(t));
}

static bool pred_bitcastable(const MlbType *t) {
  if (mlb_pred_signless_int_no_index_like(t) || mlb_pred_float_like(t))
    return true;
  MlbType *e = t->kind == MLB_TYPE_MEMREF ? mlb_type_element(t) : NULL;
  return e && (mlb_pred_signless_int(e) || mlb_pred_float(e));
}

typedef struct CastRule {
  const char *name;
  CastKind kind;
  MlbTypePred in, out;
  const char *in_summary, *out_summary;
} CastRule;

#define FWIL  "signless-fixed-width-integer-like"
#define ICAST "signless-integer-like or memref of signless-integer"
#define BCAST                                                                  \
  "signless-integer-or-float-like or memref of signless-integer or float"

static const CastRule k_cast_rules[] = {
    {"arith.extui", CAST_EXT_INT, pred_fixed_int_like, pred_fixed_int_like,
     FWIL, FWIL},
    {"arith.extsi", CAST_EXT_INT, pred_fixed_int_like, pred_fixed_int_like,
     FWIL, FWIL},
    {"arith.trunci", CAST_TRUNC_INT, pred_fixed_int_like, pred_fixed_int_like,
     FWIL, FWIL},
    {"arith.extf", CAST_EXT_FLOAT, mlb_pred_float_like, mlb_pred_float_like, FL,
     FL},
    {"arith.truncf", CAST_TRUNC_FLOAT, mlb_pred_float_like, mlb_pred_float_like,
     FL, FL},
    {"arith.uitofp", CAST_INT_TO_FLOAT, pred_fixed_int_like,
     mlb_pred_float_like, FWIL, FL},
    {"arith.sitofp", CAST_INT_TO_FLOAT, pred_fixed_int_like,
     mlb_pred_float_like, FWIL, FL},
    {"arith.fptoui", CAST_FLOAT_TO_INT, mlb_pred_float_like,
     pred_fixed_int_like, FL, FWIL},
    {"arith.fptosi", CAST_FLOAT_TO_INT, mlb_pred_float_like,
     pred_fixed_int_like, FL, FWIL},
    {"arith.index_cast", CAST_INDEX, pred_index_castable, pred_index_castable,
     ICAST, ICAST},
    {"arith.index_castui", CAST_INDEX, pred_index_castable, pred_index_castable,
     ICAST, ICAST},
    {"arith.bitcast", CAST_BITCAST, pred_bitcastable, pred_bitcastable, BCAST,
     BCAST},
};

static const CastRule *cast_rule(const MlbOperation *op) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_cast_rules); i++)
    if (!strcmp(k_cast_rules[i].name, op->name))
      return &k_cast_rules[i];
  return NULL;
}

/* SameInputOutputTensorDims compares the shapes of ranked tensors, taking
 * any other type as shape `[]` (an unranked tensor matches only another
 * unranked tensor here; upstream reads garbage for it). */
static bool tensor_dims_match(const MlbType *a, const MlbType *b) {
  bool ua = a->kind == MLB_TYPE_UNRANKED_TENSOR;
  bool ub = b->kind == MLB_TYPE_UNRANKED_TENSOR;
  if (ua || ub)
    return ua && ub;
  uint32_t ra = a->kind == MLB_TYPE_TENSOR ? a->u.shaped.rank : 0;
  uint32_t rb = b->kind == MLB_TYPE_TENSOR ? b->u.shaped.rank : 0;
  if (ra != rb)
    return false;
  for (uint32_t i = 0; i < ra; i++)
    if (a->u.shaped.shape[i] != b->u.shaped.shape[i])
      return false;
  return true;
}

static MlbStatus cast_incompatible(MlbContext *ctx, MlbOperation *op,
                                   MlbType *in, MlbType *out) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, in);
  size_t n = b.len;
  mlb_print_type(&b, out);
  mlb_op_emit_error(ctx, op,
                    "operand type '%.*s' and result type '%s' are cast "
                    "incompatible",
                    (int)n, b.data, b.data + n);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static MlbStatus verify_cast(MlbContext *ctx, MlbOperation *op) {
  const CastRule *r = cast_rule(op);
  if (!r)
    return MLB_SUCCESS;
  MlbType *in = mlb_op_operand(op, 0)->type, *out = mlb_op_result(op, 0)->type;
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, r->in, r->in_summary));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, r->out, r->out_summary));
  if (!tensor_dims_match(in, out))
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that input and output have "
                             "the same tensor dimensions");
  MLB_TRY(mlb_verify_same_operands_and_result_shape(ctx, op));
  if (!cast_compatible(r->kind, in, out))
    return cast_incompatible(ctx, op, in, out);
  return mlb_verify_elementwise(ctx, op);
}

static MlbStatus parse_trunci(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_cast_op_flags(p, st, &mlb_overflow_flags, "overflowFlags");
}
static void print_trunci(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_cast_op_flags(p, op, &mlb_overflow_flags, "overflowFlags");
}
static MlbStatus parse_extf(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_cast_op_flags(p, st, &mlb_fastmath_flags, "fastmath");
}
static void print_extf(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_cast_op_flags(p, op, &mlb_fastmath_flags, "fastmath");
}

/* `%x (rounding-mode)? (fastmath<..>)? attr-dict : t1 to t2` */
static MlbStatus parse_truncf(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  bool has_mode = false;
  for (int i = 0; k_rounding_names[i]; i++)
    has_mode = has_mode || mlb_parser_at_keyword(p, k_rounding_names[i]);
  if (has_mode) {
    int64_t mode;
    MLB_TRY(mlb_parse_enum_keyword(p, k_rounding_names, "roundingmode", &mode));
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "roundingmode"),
                         mlb_attr_int(ctx, ctx->t_i32, mode));
  }
  MLB_TRY(mlb_parse_optional_flag_prop(p, st, &mlb_fastmath_flags, "fastmath"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_type(p, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

static void print_truncf(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  MlbAttr *m = mlb_op_get_prop(op, "roundingmode");
  if (m && m->kind == MLB_ATTR_INTEGER && m->u.integer.value >= 0 &&
      m->u.integer.value < 5)
    mlb_prf(p, " %s", k_rounding_names[m->u.integer.value]);
  mlb_print_optional_flag_prop(p, op, &mlb_fastmath_flags, "fastmath");
  mlb_pr_attr_dict(p, op, k_props_truncf);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

/* ==== Op table ==== */
#define ELEMENTWISE (MLB_TRAIT_PURE | MLB_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)

#define INT_OP(mn, ps, pr, pl, defs)                                           \
  {                                                                            \
    .name = "arith." mn, .traits = ELEMENTWISE, .num_operands = 2,             \
    .num_results = 1, .props = pl, .prop_defaults = defs, .parse = ps,         \
    .print = pr, .verify = verify_int_arith                                    \
  }
#define PLAIN_INT(mn)                                                          \
  INT_OP(mn, mlb_parse_same_type_op, mlb_print_same_type_op, NULL, NULL)
#define OVERFLOW_INT(mn)                                                       \
  INT_OP(mn, parse_overflow_binary, print_overflow_binary, k_props_overflow,   \
         k_def_overflow)
#define EXACT_INT(mn)                                                          \
  INT_OP(mn, parse_exact_binary, print_exact_binary, k_props_exact, NULL)
#define FLOAT_OP(mn, n)                                                        \
  {                                                                            \
    .name = "arith." mn, .traits = ELEMENTWISE, .num_operands = n,             \
    .num_results = 1, .props = k_props_fastmath,                               \
    .prop_defaults = k_def_fastmath, .parse = parse_fastmath_op,               \
    .print = print_fastmath_op, .verify = verify_float_arith                   \
  }
#define CAST_OP(mn, ps, pr, pl, defs)                                          \
  {                                                                            \
    .name = "arith." mn, .traits = MLB_TRAIT_PURE, .num_operands = 1,          \
    .num_results = 1, .props = pl, .prop_defaults = defs, .parse = ps,         \
    .print = pr, .verify = verify_cast                                         \
  }
#define PLAIN_CAST(mn)                                                         \
  CAST_OP(mn, mlb_parse_cast_op, mlb_print_cast_op, NULL, NULL)

static const MlbOpDesc k_arith_ops[] = {
    {.name = "arith.constant",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_CONSTANT_LIKE,
     .num_operands = 0,
     .num_results = 1,
     .props = k_props_value,
     .parse = parse_constant,
     .print = print_constant,
     .verify = verify_constant,
     .name_results = name_constant},
    OVERFLOW_INT("addi"),
    OVERFLOW_INT("subi"),
    {.name = "arith.muli",
     .traits = ELEMENTWISE,
     .num_operands = 2,
     .num_results = 1,
     .props = k_props_overflow,
     .prop_defaults = k_def_overflow,
     .parse = parse_overflow_binary,
     .print = print_overflow_binary,
     .verify = verify_int_arith,
     .name_results = name_muli},
    OVERFLOW_INT("shli"),
    EXACT_INT("divui"),
    EXACT_INT("divsi"),
    EXACT_INT("shrui"),
    EXACT_INT("shrsi"),
    PLAIN_INT("ceildivui"),
    PLAIN_INT("ceildivsi"),
    PLAIN_INT("floordivsi"),
    PLAIN_INT("remui"),
    PLAIN_INT("remsi"),
    PLAIN_INT("andi"),
    PLAIN_INT("ori"),
    PLAIN_INT("xori"),
    PLAIN_INT("maxsi"),
    PLAIN_INT("maxui"),
    PLAIN_INT("minsi"),
    PLAIN_INT("minui"),
    FLOAT_OP("addf", 2),
    FLOAT_OP("subf", 2),
    FLOAT_OP("mulf", 2),
    FLOAT_OP("divf", 2),
    FLOAT_OP("remf", 2),
    FLOAT_OP("maximumf", 2),
    FLOAT_OP("minimumf", 2),
    FLOAT_OP("maxnumf", 2),
    FLOAT_OP("minnumf", 2),
    FLOAT_OP("negf", 1),
    {.name = "arith.addui_extended",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 2,
     .parse = parse_addui_extended,
     .print = print_addui_extended,
     .verify = verify_addui_extended,
     .name_results = name_addui_extended},
    {.name = "arith.mulsi_extended",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 2,
     .parse = parse_mul_extended,
     .print = print_mul_extended,
     .verify = verify_mul_extended,
     .name_results = name_mul_extended},
    {.name = "arith.mului_extended",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 2,
     .parse = parse_mul_extended,
     .print = print_mul_extended,
     .verify = verify_mul_extended,
     .name_results = name_mul_extended},
    {.name = "arith.cmpi",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 1,
     .props = k_props_pred,
     .parse = parse_cmpi,
     .print = print_cmpi,
     .verify = verify_cmpi},
    {.name = "arith.cmpf",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 2,
     .num_results = 1,
     .props = k_props_cmpf,
     .prop_defaults = k_def_fastmath,
     .parse = parse_cmpf,
     .print = print_cmpf,
     .verify = verify_cmpf},
    {.name = "arith.select",
     .traits = MLB_TRAIT_PURE,
     .num_operands = 3,
     .num_results = 1,
     .parse = parse_select,
     .print = print_select,
     .verify = verify_select},
    PLAIN_CAST("extui"),
    PLAIN_CAST("extsi"),
    CAST_OP("trunci", parse_trunci, print_trunci, k_props_overflow,
            k_def_overflow),
    CAST_OP("extf", parse_extf, print_extf, k_props_fastmath, NULL),
    CAST_OP("truncf", parse_truncf, print_truncf, k_props_truncf, NULL),
    PLAIN_CAST("uitofp"),
    PLAIN_CAST("sitofp"),
    PLAIN_CAST("fptoui"),
    PLAIN_CAST("fptosi"),
    PLAIN_CAST("index_cast"),
    PLAIN_CAST("index_castui"),
    PLAIN_CAST("bitcast"),
};

const MlbDialect mlb_dialect_arith = {
    .name = "arith",
    .ops = k_arith_ops,
    .num_ops = MLB_ARRAY_LEN(k_arith_ops),
};
