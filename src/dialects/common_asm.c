/* common_asm.c - shared custom-assembly helpers for dialect op tables:
 * the common op syntaxes (same-type, casts, functional types, return-like),
 * keyword flag attributes (`fastmath<...>`, `overflow<...>`), enum keywords
 * and small parse helpers with upstream's diagnostics. */
#include "dialects/common.h"

#include <stdio.h>

/* ==== Assembly shapes ==== */
static const char *const k_no_elided[] = {"operandSegmentSizes", NULL};

/* Parses exactly `n` comma-separated operands, or any number (possibly
 * zero) when n < 0. */
static MlbStatus parse_operands_n(MlbAsmParser *p, int n,
                                  MlbUnresolvedVec *out) {
  if (n < 0)
    return mlb_parse_operand_list(p, MLB_DELIM_NONE, out);
  for (int i = 0; i < n; i++) {
    MlbUnresolved u;
    if (i)
      MLB_TRY(mlb_parse_punct(p, ","));
    MLB_TRY(mlb_parse_operand(p, &u));
    mlb_vec_push(out, u);
  }
  return MLB_SUCCESS;
}

static int desc_operand_count(const MlbOpState *st) {
  return st->desc ? st->desc->num_operands : -1;
}

MlbStatus mlb_parse_same_type_op_flags(MlbAsmParser *p, MlbOpState *st,
                                       const MlbFlagSet *fs, const char *prop) {
  MlbUnresolvedVec ops = {0};
  MlbType *t = NULL;
  MlbStatus s = parse_operands_n(p, desc_operand_count(st), &ops);
  if (!s && fs)
    s = mlb_parse_optional_flag_prop(p, st, fs, prop);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type(p, &t);
  if (!s)
    s = mlb_resolve_operands_same(p, ops.data, ops.len, t, st);
  if (!s)
    mlb_vec_push(&st->result_types, t);
  mlb_vec_free(&ops);
  return s;
}

void mlb_print_same_type_op_flags(MlbAsmPrinter *p, MlbOperation *op,
                                  const MlbFlagSet *fs, const char *prop) {
  const char *elided[] = {"operandSegmentSizes", prop, NULL};
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  if (fs)
    mlb_print_optional_flag_prop(p, op, fs, prop);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

MlbStatus mlb_parse_same_type_op(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_same_type_op_flags(p, st, NULL, NULL);
}

void mlb_print_same_type_op(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_same_type_op_flags(p, op, NULL, NULL);
}

void mlb_print_same_type_op_elided(MlbAsmPrinter *p, MlbOperation *op,
                                   const char *const *elided) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, elided ? elided : k_no_elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

MlbStatus mlb_parse_same_type_operands_no_result(MlbAsmParser *p,
                                                 MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbType *t = NULL;
  MlbStatus s = parse_operands_n(p, desc_operand_count(st), &ops);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type(p, &t);
  if (!s)
    s = mlb_resolve_operands_same(p, ops.data, ops.len, t, st);
  mlb_vec_free(&ops);
  return s;
}

void mlb_print_same_type_operands_no_result(MlbAsmPrinter *p,
                                            MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, k_no_elided);
  if (op->num_operands) {
    mlb_pr(p, " : ");
    mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  }
}

MlbStatus mlb_parse_cast_op_flags(MlbAsmParser *p, MlbOpState *st,
                                  const MlbFlagSet *fs, const char *prop) {
  MlbUnresolved u;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  if (fs)
    MLB_TRY(mlb_parse_optional_flag_prop(p, st, fs, prop));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_type(p, &to));
  MLB_TRY(mlb_resolve_operand(p, &u, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

void mlb_print_cast_op_flags(MlbAsmPrinter *p, MlbOperation *op,
                             const MlbFlagSet *fs, const char *prop) {
  const char *elided[] = {"operandSegmentSizes", prop, NULL};
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (fs)
    mlb_print_optional_flag_prop(p, op, fs, prop);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

MlbStatus mlb_parse_cast_op(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_cast_op_flags(p, st, NULL, NULL);
}

void mlb_print_cast_op(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_cast_op_flags(p, op, NULL, NULL);
}

MlbStatus mlb_parse_functional_type_op(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbType *ft = NULL;
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft);
  if (!s)
    s = mlb_resolve_functional_type(p, ops.data, ops.len, ft, st);
  mlb_vec_free(&ops);
  return s;
}

MlbStatus mlb_resolve_functional_type(MlbAsmParser *p, const MlbUnresolved *ops,
                                      uint32_t n, MlbType *ft, MlbOpState *st) {
  MLB_TRY(mlb_resolve_operands(p, ops, n, ft->u.func.types,
                               ft->u.func.num_inputs, st));
  for (uint32_t i = 0; i < ft->u.func.num_results; i++)
    mlb_vec_push(&st->result_types,
                 ft->u.func.types[ft->u.func.num_inputs + i]);
  return MLB_SUCCESS;
}

void mlb_print_result_arrow_list(MlbAsmPrinter *p, MlbOperation *op) {
  MlbTypeVec rs = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&rs, mlb_op_result(op, i)->type);
  mlb_pr_arrow_type_list(p, rs.data, rs.len);
  mlb_vec_free(&rs);
}

void mlb_print_optional_result_arrow(MlbAsmPrinter *p, MlbOperation *op) {
  if (!op->num_results)
    return;
  mlb_pr(p, " -> ");
  mlb_print_result_arrow_list(p, op);
}

void mlb_print_functional_type_of(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "(");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr(p, ") -> ");
  mlb_print_result_arrow_list(p, op);
}

void mlb_print_functional_type_op(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, op->operands, op->num_operands);
  }
  mlb_pr_attr_dict(p, op, k_no_elided);
  mlb_pr(p, " : ");
  mlb_print_functional_type_of(p, op);
}

MlbStatus mlb_parse_operands_colon_types(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec types = {0};
  MlbStatus s = mlb_parse_optional_attr_dict(p, st);
  if (!s && mlb_parser_at_operand(p)) {
    s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
    if (!s)
      s = mlb_parse_colon_type_list(p, &types);
    if (!s)
      s = mlb_resolve_operands(p, ops.data, ops.len, types.data, types.len, st);
  }
  mlb_vec_free(&ops);
  mlb_vec_free(&types);
  return s;
}

void mlb_print_operands_colon_types(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_no_elided);
  if (!op->num_operands)
    return;
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
}

MlbStatus mlb_parse_operand_colon_type(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  return mlb_resolve_operand(p, &u, t, st);
}

void mlb_print_operand_colon_type(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_parse_attr_dict_only(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_optional_attr_dict(p, st);
}

void mlb_print_attr_dict_only(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_no_elided);
}

MlbStatus mlb_parse_and_resolve_operands(MlbAsmParser *p, MlbType *const *types,
                                         uint32_t ntypes, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_resolve_operands(p, ops.data, ops.len, types, ntypes, st);
  mlb_vec_free(&ops);
  return s;
}

MlbStatus mlb_parse_mixed_index_list(MlbAsmParser *p, MlbOpState *st,
                                     const char *prop, MlbUnresolvedVec *dyn) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbI64Vec statics = {0};
  MlbStatus s =
      mlb_parse_dynamic_index_list(p, MLB_DELIM_SQUARE, dyn, &statics);
  if (!s)
    mlb_opstate_add_prop(
        st, mlb_intern_cstr(ctx, prop),
        mlb_attr_dense_i64_array(ctx, statics.len, statics.data));
  mlb_vec_free(&statics);
  return s;
}

MlbStatus mlb_parse_i64_list(MlbAsmParser *p, MlbI64Vec *out) {
  MLB_TRY(mlb_parse_punct(p, "["));
  if (mlb_parse_optional_punct(p, "]"))
    return MLB_SUCCESS;
  do {
    int64_t x = 0;
    MLB_TRY(mlb_parse_integer(p, &x));
    mlb_vec_push(out, x);
  } while (mlb_parse_optional_punct(p, ","));
  return mlb_parse_punct(p, "]");
}

MlbStatus mlb_parse_i64_list_prop(MlbAsmParser *p, MlbOpState *st,
                                  const char *prop) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbI64Vec v = {0};
  MlbStatus s = mlb_parse_i64_list(p, &v);
  if (!s)
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, prop),
                         mlb_attr_dense_i64_array(ctx, v.len, v.data));
  mlb_vec_free(&v);
  return s;
}

void mlb_pr_i64_list(MlbAsmPrinter *p, const MlbAttr *a) {
  mlb_pr(p, "[");
  for (uint32_t i = 0; a && a->kind == MLB_ATTR_DENSE_ARRAY &&
                       a->u.darray.ivals && i < a->u.darray.n;
       i++)
    mlb_prf(p, "%s%lld", i ? ", " : "", (long long)a->u.darray.ivals[i]);
  mlb_pr(p, "]");
}

MlbStatus mlb_parse_typed_group(MlbAsmParser *p, MlbOpState *st, int64_t n,
                                uint32_t *count) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec types = {0};
  MlbStatus s = mlb_parse_punct(p, "(");
  if (!s)
    s = n < 0 ? mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops)
              : mlb_parse_operand_list_n(p, MLB_DELIM_NONE, (uint32_t)n, &ops);
  if (!s)
    s = mlb_parse_colon_type_list(p, &types);
  if (!s)
    s = mlb_parse_punct(p, ")");
  if (!s)
    s = mlb_resolve_operands(p, ops.data, ops.len, types.data, types.len, st);
  if (count)
    *count = ops.len;
  mlb_vec_free(&ops);
  mlb_vec_free(&types);
  return s;
}

/* ==== Keyword flag attributes ==== */
static const char *const k_fastmath_names[] = {
    "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", NULL};
const MlbFlagSet mlb_fastmath_flags = {"fastmath",
                                       "#arith.fastmath",
                                       k_fastmath_names,
                                       "fast",
                                       ",",
                                       "::mlir::arith::FastMathFlags",
                                       "Arith_FastMathAttr"};
static const char *const k_overflow_names[] = {"nsw", "nuw", NULL};
const MlbFlagSet mlb_overflow_flags = {"overflow",
                                       "#arith.overflow",
                                       k_overflow_names,
                                       NULL,
                                       ", ",
                                       "::mlir::arith::IntegerOverflowFlags",
                                       "Arith_IntegerOverflowAttr"};

static uint32_t flag_count(const MlbFlagSet *fs) {
  uint32_t n = 0;
  while (fs->flags[n])
    n++;
  return n;
}

/* Bit mask of one flag name, 0 for "none", UINT32_MAX if unknown. */
static uint32_t flag_bits(const MlbFlagSet *fs, const char *s, size_t n) {
  uint32_t nf = flag_count(fs);
  if (n == 4 && !memcmp(s, "none", 4))
    return 0;
  if (fs->all_name && strlen(fs->all_name) == n && !memcmp(s, fs->all_name, n))
    return (1u << nf) - 1;
  for (uint32_t i = 0; i < nf; i++)
    if (strlen(fs->flags[i]) == n && !memcmp(s, fs->flags[i], n))
      return 1u << i;
  return UINT32_MAX;
}

/* Canonical `<a,b>` text as upstream's bit-enum printer writes it. */
static void flags_text(const MlbFlagSet *fs, uint32_t mask, MlbBuf *b) {
  uint32_t nf = flag_count(fs), all = (1u << nf) - 1;
  mlb_buf_putc(b, '<');
  if (mask == 0) {
    mlb_buf_puts(b, "none");
  } else if (fs->all_name && (mask & all) == all) {
    mlb_buf_puts(b, fs->all_name);
  } else {
    bool first = true;
    for (uint32_t i = 0; i < nf; i++) {
      if (!(mask & (1u << i)))
        continue;
      if (!first)
        mlb_buf_puts(b, fs->sep);
      mlb_buf_puts(b, fs->flags[i]);
      first = false;
    }
  }
  mlb_buf_putc(b, '>');
}

MlbAttr *mlb_flag_attr(MlbContext *ctx, const MlbFlagSet *fs, uint32_t mask) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, fs->attr_prefix);
  flags_text(fs, mask, &b);
  MlbAttr *a = mlb_attr_opaque(ctx, b.data, b.len);
  mlb_buf_free(&b);
  return a;
}

int64_t mlb_flag_attr_mask(const MlbFlagSet *fs, const MlbAttr *a) {
  if (!a || a->kind != MLB_ATTR_OPAQUE)
    return -1;
  const char *t = a->u.opaque.text;
  size_t pl = strlen(fs->attr_prefix);
  if (strncmp(t, fs->attr_prefix, pl) || t[pl] != '<')
    return -1;
  const char *s = t + pl + 1;
  uint32_t mask = 0;
  for (;;) {
    while (*s == ' ')
      s++;
    const char *e = s;
    while ((*e >= 'a' && *e <= 'z') || *e == '_')
      e++;
    uint32_t bits = flag_bits(fs, s, (size_t)(e - s));
    if (bits == UINT32_MAX)
      return -1;
    mask |= bits;
    while (*e == ' ')
      e++;
    if (*e == '>' && e[1] == '\0')
      return mask;
    if (*e != ',')
      return -1;
    s = e + 1;
  }
}

/* Upstream's two diagnostics for a bad flag list: the enum's complaint at
 * `loc`, then the attribute parser's at the current token. */
static MlbStatus flag_list_error(MlbAsmParser *p, MlbAttr *loc,
                                 const MlbFlagSet *fs, bool no_keyword) {
  if (no_keyword) {
    mlb_parser_op_error(p, loc, "expected valid keyword or string");
  } else {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_buf_puts(&b, "none");
    for (uint32_t i = 0; fs->flags[i]; i++)
      mlb_buf_printf(&b, ", %s", fs->flags[i]);
    if (fs->all_name)
      mlb_buf_printf(&b, ", %s", fs->all_name);
    mlb_parser_op_error(p, loc, "expected %s to be one of: %s", fs->enum_name,
                        mlb_buf_cstr(&b));
    mlb_buf_free(&b);
  }
  return mlb_parser_op_error(p, NULL,
                             "failed to parse %s parameter 'value' which is "
                             "to be a `%s`",
                             fs->attr_def, fs->enum_name);
}

/* One flag: a keyword or a string. *bits = UINT32_MAX when unknown. */
static MlbStatus parse_flag(MlbAsmParser *p, const MlbFlagSet *fs,
                            uint32_t *bits) {
  const char *s;
  size_t n;
  if (mlb_parser_at_string(p)) {
    MLB_TRY(mlb_parse_string(p, &s, &n));
  } else {
    if (!mlb_parse_optional_any_keyword(p, &s))
      return MLB_FAILURE;
    n = strlen(s);
  }
  *bits = flag_bits(fs, s, n);
  return MLB_SUCCESS;
}

/* `<flag, flag>` after the keyword. The whole list is read before it is
 * judged, as upstream does. */
static MlbStatus parse_flag_list(MlbAsmParser *p, const MlbFlagSet *fs,
                                 uint32_t *mask) {
  *mask = 0;
  MLB_TRY(mlb_parse_punct(p, "<"));
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  bool bad = false;
  do {
    uint32_t bits;
    if (parse_flag(p, fs, &bits) != MLB_SUCCESS) {
      if (mlb_parser_failed(p))
        return MLB_FAILURE;
      return flag_list_error(p, mlb_parser_loc(p), fs, true);
    }
    bad = bad || bits == UINT32_MAX;
    *mask |= bits;
  } while (mlb_parse_optional_punct(p, ","));
  if (bad)
    return flag_list_error(p, mlb_parser_pos_loc(p, pos), fs, false);
  return mlb_parse_punct(p, ">");
}

MlbStatus mlb_parse_optional_flag_prop(MlbAsmParser *p, MlbOpState *st,
                                       const MlbFlagSet *fs, const char *prop) {
  if (!mlb_parse_optional_keyword(p, fs->keyword))
    return MLB_SUCCESS;
  uint32_t mask;
  MLB_TRY(parse_flag_list(p, fs, &mask));
  MlbContext *ctx = mlb_parser_ctx(p);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, prop),
                       mlb_flag_attr(ctx, fs, mask));
  return MLB_SUCCESS;
}

void mlb_print_optional_flag_prop(MlbAsmPrinter *p, MlbOperation *op,
                                  const MlbFlagSet *fs, const char *prop) {
  MlbAttr *a = mlb_op_get_prop(op, prop);
  if (!a)
    return;
  int64_t mask = mlb_flag_attr_mask(fs, a);
  if (mask == 0)
    return;
  mlb_prf(p, " %s", fs->keyword);
  if (mask < 0) {
    /* Not in the shape we know: print whatever follows the mnemonic. */
    const char *t = a->kind == MLB_ATTR_OPAQUE ? a->u.opaque.text : "";
    const char *lt = strchr(t, '<');
    if (lt) {
      mlb_pr(p, lt);
      return;
    }
    mlb_pr(p, " ");
    mlb_pr_attr(p, a);
    return;
  }
  MlbBuf b;
  mlb_buf_init(&b);
  flags_text(fs, (uint32_t)mask, &b);
  mlb_pr(p, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
}

MlbStatus mlb_parse_check_operand_type(MlbAsmParser *p, MlbAttr *loc,
                                       const char *operand, MlbType *t,
                                       MlbTypePred pred, const char *summary) {
  if (pred(t))
    return MLB_SUCCESS;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, t);
  mlb_parser_op_error(p, loc, "'%s' must be %s, but got '%s'", operand, summary,
                      mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_parse_type_of_kind(MlbAsmParser *p, MlbTypeKind kind,
                                 const char *kind_name, MlbType **out) {
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_type(p, out));
  if ((*out)->kind == kind)
    return MLB_SUCCESS;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, *out);
  mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                      "invalid kind of type specified: expected builtin.%s, "
                      "but found '%s'",
                      kind_name, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_parse_flat_symbol_ref(MlbAsmParser *p, MlbAttr **out) {
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_attr(p, NULL, out));
  if ((*out)->kind == MLB_ATTR_SYMREF && !(*out)->u.symref.n_nested)
    return MLB_SUCCESS;
  return mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                             "invalid kind of attribute specified");
}

/* ==== Small parse helpers ==== */
MlbStatus mlb_parse_optional_loc_specifier(MlbAsmParser *p, MlbAttr **out) {
  return mlb_parse_optional_trailing_loc(p, out);
}

MlbStatus mlb_parse_optional_unit_prop(MlbAsmParser *p, MlbOpState *st,
                                       const char *kw, const char *prop) {
  if (mlb_parse_optional_keyword(p, kw)) {
    MlbContext *ctx = mlb_parser_ctx(p);
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, prop), mlb_attr_unit(ctx));
  }
  return MLB_SUCCESS;
}

void mlb_print_optional_unit_prop(MlbAsmPrinter *p, MlbOperation *op,
                                  const char *kw, const char *prop) {
  if (mlb_op_get_prop(op, prop))
    mlb_prf(p, " %s", kw);
}

/* Enum attribute spelled as a bare keyword (or string) in custom form. */
MlbStatus mlb_parse_enum_keyword(MlbAsmParser *p, const char *const *names,
                                 const char *attr_name, int64_t *out) {
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  const char *kw = NULL;
  size_t n = 0;
  bool ok = true;
  if (mlb_parser_at_string(p))
    ok = mlb_parse_string(p, &kw, &n) == MLB_SUCCESS;
  else if (mlb_parse_optional_any_keyword(p, &kw))
    n = strlen(kw);
  else
    ok = false;
  for (int64_t i = 0; ok && names[i]; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], kw, n)) {
      *out = i;
      return MLB_SUCCESS;
    }
  MlbBuf b;
  mlb_buf_init(&b);
  for (uint32_t i = 0; names[i]; i++)
    mlb_buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
  mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                      "expected string or keyword containing one of the "
                      "following enum values for attribute '%s' [%s]",
                      attr_name, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}
