/* affine_ssa.c - affine expressions written over SSA values.
 *
 * Upstream's affine ops spell their maps inline: `%m[%i + symbol(%n), 3]`.
 * Parsing rewrites the tokens into ordinary affine-map text (`%i` -> d0,
 * `symbol(%n)` -> s0, numbered by first appearance of each name) and hands
 * it to the attribute parser through ctx->parse_attr_hook, so the result
 * gets exactly the simplifications a written affine_map<> gets. Printing
 * goes the other way: the expression is printed as an attribute would be
 * and each d<i> / s<i> is replaced by its operand.
 */
#include "dialects/affine/affine_int.h"

#include <ctype.h>

void mlb_affine_ssa_free(MlbAffineSsaOperands *o) {
  mlb_vec_free(&o->dims);
  mlb_vec_free(&o->syms);
}

static int find_name(const MlbUnresolvedVec *v, const MlbUnresolved *u) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i].name == u->name && v->data[i].number == u->number)
      return (int)i;
  return -1;
}

/* Upstream looks a name up among dims and symbols alike: a value used as
 * a dim and later as `symbol(...)` keeps its first role. */
static void append_id(MlbAffineSsaOperands *o, const MlbUnresolved *u,
                      bool symbol, MlbBuf *text) {
  int d = find_name(&o->dims, u), s = find_name(&o->syms, u);
  if (d >= 0) {
    mlb_buf_printf(text, "d%d", d);
  } else if (s >= 0) {
    mlb_buf_printf(text, "s%d", s);
  } else if (symbol) {
    mlb_buf_printf(text, "s%u", o->syms.len);
    mlb_vec_push(&o->syms, *u);
  } else {
    mlb_buf_printf(text, "d%u", o->dims.len);
    mlb_vec_push(&o->dims, *u);
  }
}

/* One token of an expression; false at a token that cannot continue it. */
static MlbStatus scan_token(MlbAsmParser *p, MlbAffineSsaOperands *o,
                            MlbBuf *text, int *depth, bool *done) {
  static const char *const ops[] = {"+", "-", "*"};
  static const char *const kws[] = {"mod", "floordiv", "ceildiv"};
  MlbUnresolved u;
  *done = false;
  if (mlb_parser_at_operand(p)) {
    MLB_TRY(mlb_parse_operand(p, &u));
    append_id(o, &u, false, text);
    return MLB_SUCCESS;
  }
  if (mlb_parse_optional_keyword(p, "symbol")) {
    MLB_TRY(mlb_parse_punct(p, "("));
    MLB_TRY(mlb_parse_operand(p, &u));
    MLB_TRY(mlb_parse_punct(p, ")"));
    append_id(o, &u, true, text);
    return MLB_SUCCESS;
  }
  if (mlb_parser_at_integer(p)) {
    int64_t v = 0;
    MLB_TRY(mlb_parse_integer(p, &v));
    mlb_buf_printf(text, "%lld", (long long)v);
    return MLB_SUCCESS;
  }
  if (mlb_parse_optional_punct(p, "(")) {
    ++*depth;
    mlb_buf_putc(text, '(');
    return MLB_SUCCESS;
  }
  if (*depth > 0 && mlb_parse_optional_punct(p, ")")) {
    --*depth;
    mlb_buf_putc(text, ')');
    return MLB_SUCCESS;
  }
  for (size_t i = 0; i < MLB_ARRAY_LEN(ops); i++)
    if (mlb_parse_optional_punct(p, ops[i])) {
      mlb_buf_printf(text, " %s ", ops[i]);
      return MLB_SUCCESS;
    }
  for (size_t i = 0; i < MLB_ARRAY_LEN(kws); i++)
    if (mlb_parse_optional_keyword(p, kws[i])) {
      mlb_buf_printf(text, " %s ", kws[i]);
      return MLB_SUCCESS;
    }
  *done = true;
  return MLB_SUCCESS;
}

MlbStatus mlb_affine_parse_ssa_expr(MlbAsmParser *p, MlbAffineSsaOperands *o,
                                    MlbBuf *text) {
  int depth = 0;
  size_t start = text->len;
  for (;;) {
    bool done = false;
    MLB_TRY(scan_token(p, o, text, &depth, &done));
    if (done)
      break;
  }
  if (depth > 0)
    return mlb_parser_error(p, "expected ')'");
  if (text->len == start)
    return mlb_parser_error(p, "expected affine expression");
  return MLB_SUCCESS;
}

static bool swallow_diag(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(d);
  *(bool *)user = true;
  return true;
}

MlbStatus mlb_affine_map_from_text(MlbAsmParser *p, MlbAttr *loc,
                                   uint32_t nd, uint32_t ns, const char *exprs,
                                   MlbAttr **map) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "affine_map<(");
  for (uint32_t i = 0; i < nd; i++)
    mlb_buf_printf(&b, i ? ", d%u" : "d%u", i);
  mlb_buf_puts(&b, ")[");
  for (uint32_t i = 0; i < ns; i++)
    mlb_buf_printf(&b, i ? ", s%u" : "s%u", i);
  mlb_buf_printf(&b, "] -> (%s)>", exprs);
  /* The text is ours, so its own diagnostics would point nowhere useful:
   * report one error at the op's expression instead. */
  MlbDiagHandler saved = ctx->diag_handler;
  void *saved_user = ctx->diag_user;
  bool failed = false;
  ctx->diag_handler = swallow_diag;
  ctx->diag_user = &failed;
  *map = ctx->parse_attr_hook ? ctx->parse_attr_hook(ctx, mlb_buf_cstr(&b))
                              : NULL;
  ctx->diag_handler = saved;
  ctx->diag_user = saved_user;
  mlb_buf_free(&b);
  if (!*map || (*map)->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_parser_error_at(p, loc, "invalid affine expression");
  return MLB_SUCCESS;
}

static const char *close_of(MlbDelimiter d) {
  return d == MLB_DELIM_PAREN ? ")" : "]";
}

MlbStatus mlb_affine_parse_ssa_map(MlbAsmParser *p, MlbDelimiter d,
                                   MlbAffineSsaOperands *o, MlbAttr **map) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_punct(p, d == MLB_DELIM_PAREN ? "(" : "["));
  MlbBuf text;
  mlb_buf_init(&text);
  MlbStatus s = MLB_SUCCESS;
  if (!mlb_parse_optional_punct(p, close_of(d))) {
    do {
      if (text.len)
        mlb_buf_puts(&text, ", ");
      s = mlb_affine_parse_ssa_expr(p, o, &text);
    } while (!s && mlb_parse_optional_punct(p, ","));
    if (!s)
      s = mlb_parse_punct(p, close_of(d));
  }
  if (!s)
    s = mlb_affine_map_from_text(p, loc, o->dims.len, o->syms.len,
                                 mlb_buf_cstr(&text), map);
  mlb_buf_free(&text);
  return s;
}

MlbStatus mlb_affine_resolve_ssa(MlbAsmParser *p, MlbAffineSsaOperands *o,
                                 MlbOpState *st) {
  MlbType *idx = mlb_parser_ctx(p)->t_index;
  MLB_TRY(mlb_resolve_operands_same(p, o->dims.data, o->dims.len, idx, st));
  return mlb_resolve_operands_same(p, o->syms.data, o->syms.len, idx, st);
}

/* ==== Printing ==== */
void mlb_affine_print_ssa_expr(MlbAsmPrinter *p, const MlbAffineExpr *e,
                               MlbUse *dims, uint32_t nd, MlbUse *syms,
                               uint32_t ns) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_affine_expr(&b, e);
  const char *s = mlb_buf_cstr(&b);
  size_t i = 0, n = b.len, lit = 0;
  while (i < n) {
    bool id = (s[i] == 'd' || s[i] == 's') && i + 1 < n &&
              isdigit((unsigned char)s[i + 1]) &&
              (i == 0 || !isalnum((unsigned char)s[i - 1]));
    if (!id) {
      i++;
      continue;
    }
    if (i > lit)
      mlb_prf(p, "%.*s", (int)(i - lit), s + lit);
    bool sym = s[i] == 's';
    size_t j = i + 1;
    uint32_t pos = 0;
    while (j < n && isdigit((unsigned char)s[j]))
      pos = pos * 10 + (uint32_t)(s[j++] - '0');
    if (sym && pos < ns) {
      mlb_pr(p, "symbol(");
      mlb_pr_operand(p, syms[pos].value);
      mlb_pr(p, ")");
    } else if (!sym && pos < nd) {
      mlb_pr_operand(p, dims[pos].value);
    } else {
      mlb_prf(p, "%.*s", (int)(j - i), s + i); /* malformed op */
    }
    i = lit = j;
  }
  if (n > lit)
    mlb_prf(p, "%.*s", (int)(n - lit), s + lit);
  mlb_buf_free(&b);
}

void mlb_affine_print_ssa_map(MlbAsmPrinter *p, const MlbAttr *map,
                              MlbUse *operands, uint32_t n) {
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return;
  uint32_t nd = map->u.map.num_dims, ns = map->u.map.num_syms;
  if (nd + ns > n)
    nd = ns = 0;
  for (uint32_t i = 0; i < map->u.map.num_results; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_affine_print_ssa_expr(p, map->u.map.results[i], operands, nd,
                              operands + nd, ns);
  }
}

/* ==== Dim and symbol operand lists ==== */
MlbStatus mlb_affine_parse_dim_sym_list(MlbAsmParser *p, MlbOpState *st,
                                        uint32_t *ndims) {
  MlbUnresolvedVec v = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_PAREN, &v);
  *ndims = v.len;
  if (!s)
    s = mlb_parse_operand_list(p, MLB_DELIM_OPTIONAL_SQUARE, &v);
  if (!s)
    s = mlb_resolve_operands_same(p, v.data, v.len, mlb_parser_ctx(p)->t_index,
                                  st);
  mlb_vec_free(&v);
  return s;
}

void mlb_affine_print_dim_sym_list(MlbAsmPrinter *p, MlbUse *ops, uint32_t n,
                                   uint32_t ndims) {
  if (ndims > n)
    ndims = n;
  mlb_pr(p, "(");
  mlb_pr_operands(p, ops, ndims);
  mlb_pr(p, ")");
  if (n > ndims) {
    mlb_pr(p, "[");
    mlb_pr_operands(p, ops + ndims, n - ndims);
    mlb_pr(p, "]");
  }
}
