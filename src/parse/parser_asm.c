/* parser_asm.c - the token-level part of asm.h used by custom op parsers:
 * punctuation, keywords, integers, strings, symbol names, lookahead, and
 * attribute dictionaries.
 *
 * Error wording and placement follow upstream's AsmParser: punctuation
 * errors come from the base parser ("expected ')'", reported at the end of
 * the previous line when the current token starts a line); keyword,
 * integer, string and symbol-name errors are the custom op's own and carry
 * the "custom op 'd.op' " prefix.
 */
#include "parse/parser_priv.h"

bool mlb_desc_has_prop(const MlbOpDesc *d, const char *name) {
  if (!d || !d->props)
    return false;
  for (const char *const *n = d->props; *n; n++)
    if (strcmp(*n, name) == 0)
      return true;
  return false;
}

/* ==== Punctuation ==== */
typedef struct PunctTok {
  const char *text;
  MlbTokKind kind;
} PunctTok;

static const PunctTok kPuncts[] = {
    {"(", MLB_TOK_LPAREN},   {")", MLB_TOK_RPAREN},   {"[", MLB_TOK_LSQUARE},
    {"]", MLB_TOK_RSQUARE},  {"{", MLB_TOK_LBRACE},   {"}", MLB_TOK_RBRACE},
    {"<", MLB_TOK_LESS},     {">", MLB_TOK_GREATER},  {",", MLB_TOK_COMMA},
    {":", MLB_TOK_COLON},    {"=", MLB_TOK_EQUAL},    {"->", MLB_TOK_ARROW},
    {"?", MLB_TOK_QUESTION}, {"*", MLB_TOK_STAR},     {"+", MLB_TOK_PLUS},
    {"-", MLB_TOK_MINUS},    {"|", MLB_TOK_VBAR},     {"...", MLB_TOK_ELLIPSIS},
};

/* Called for every optional-punctuation probe, so single-character
 * punctuation is resolved by a switch instead of scanning the table with
 * strcmp. */
static bool punct_kind(const char *s, MlbTokKind *k) {
  if (s[0] && !s[1]) {
    switch (s[0]) {
    case '(': *k = MLB_TOK_LPAREN; return true;
    case ')': *k = MLB_TOK_RPAREN; return true;
    case '[': *k = MLB_TOK_LSQUARE; return true;
    case ']': *k = MLB_TOK_RSQUARE; return true;
    case '{': *k = MLB_TOK_LBRACE; return true;
    case '}': *k = MLB_TOK_RBRACE; return true;
    case '<': *k = MLB_TOK_LESS; return true;
    case '>': *k = MLB_TOK_GREATER; return true;
    case ',': *k = MLB_TOK_COMMA; return true;
    case ':': *k = MLB_TOK_COLON; return true;
    case '=': *k = MLB_TOK_EQUAL; return true;
    default: break;
    }
  }
  for (size_t i = 0; i < MLB_ARRAY_LEN(kPuncts); i++)
    if (strcmp(kPuncts[i].text, s) == 0) {
      *k = kPuncts[i].kind;
      return true;
    }
  return false;
}

static bool is_double_colon(const char *punct) {
  return punct[0] == ':' && punct[1] == ':' && punct[2] == 0;
}

/* `::` is two colon tokens with nothing in between. */
static bool at_double_colon(MlbAsmParser *p) {
  return p->tok.kind == MLB_TOK_COLON && p->tok.start + 1 < p->lx.end &&
         p->tok.start[1] == ':';
}

bool mlb_parser_at_punct(MlbAsmParser *p, const char *punct) {
  if (is_double_colon(punct))
    return at_double_colon(p);
  MlbTokKind k;
  return punct_kind(punct, &k) && p->tok.kind == k;
}

bool mlb_parse_optional_punct(MlbAsmParser *p, const char *punct) {
  if (!mlb_parser_at_punct(p, punct))
    return false;
  mlb_parser_consume(p);
  if (is_double_colon(punct))
    mlb_parser_consume(p);
  return true;
}

MlbStatus mlb_parse_punct(MlbAsmParser *p, const char *punct) {
  if (mlb_parse_optional_punct(p, punct))
    return MLB_SUCCESS;
  return mlb_perr_wrong_token(p, "expected '%s'", punct);
}

bool mlb_parser_next_is_punct(MlbAsmParser *p, const char *punct) {
  if (p->tok.kind == MLB_TOK_EOF || p->tok.kind == MLB_TOK_ERROR)
    return false;
  MlbParserMark m;
  mlb_parser_mark(p, &m);
  mlb_parser_consume(p);
  bool r = mlb_parser_at_punct(p, punct);
  mlb_parser_rewind(p, &m);
  return r;
}

/* ==== Keywords ==== */
/* Upstream's keywords are bare identifiers; integer types (i32) are not. */
static bool at_any_keyword(MlbAsmParser *p) {
  uint32_t w;
  int sign;
  return p->tok.kind == MLB_TOK_BARE_ID && !mlb_tok_int_type(&p->tok, &w, &sign);
}

bool mlb_parser_at_keyword(MlbAsmParser *p, const char *kw) {
  return p->tok.kind == MLB_TOK_BARE_ID && mlb_tok_is(&p->tok, kw);
}

bool mlb_parse_optional_keyword(MlbAsmParser *p, const char *kw) {
  if (!mlb_parser_at_keyword(p, kw))
    return false;
  mlb_parser_consume(p);
  return true;
}

MlbStatus mlb_parse_keyword(MlbAsmParser *p, const char *kw) {
  if (mlb_parse_optional_keyword(p, kw))
    return MLB_SUCCESS;
  return mlb_perr_custom(p, mlb_parser_loc(p), "expected '%s'", kw);
}

bool mlb_parse_optional_any_keyword(MlbAsmParser *p, const char **out) {
  if (!at_any_keyword(p))
    return false;
  *out = mlb_parser_intern_tok(p, p->tok.start, p->tok.len);
  mlb_parser_consume(p);
  return true;
}

MlbStatus mlb_parse_any_keyword(MlbAsmParser *p, const char **out) {
  if (mlb_parse_optional_any_keyword(p, out))
    return MLB_SUCCESS;
  return mlb_perr_custom(p, mlb_parser_loc(p), "expected valid keyword");
}

bool mlb_parser_at_operand(MlbAsmParser *p) {
  return p->tok.kind == MLB_TOK_PERCENT_ID;
}
bool mlb_parser_at_integer(MlbAsmParser *p) {
  return p->tok.kind == MLB_TOK_INTEGER;
}
bool mlb_parser_at_string(MlbAsmParser *p) {
  return p->tok.kind == MLB_TOK_STRING;
}

/* ==== Integers ==== */
/* As upstream's parseOptionalInteger<int64_t>: `true`/`false`, an integer
 * literal with an optional leading '-'. Magnitudes up to 2^64-1 wrap like
 * upstream's APInt conversion; larger ones (or below -2^63) are errors. */
bool mlb_parse_optional_integer(MlbAsmParser *p, int64_t *out, MlbStatus *st) {
  *st = MLB_SUCCESS;
  if (mlb_parser_at_keyword(p, "true") || mlb_parser_at_keyword(p, "false")) {
    *out = mlb_tok_is(&p->tok, "true");
    mlb_parser_consume(p);
    return true;
  }
  if (p->tok.kind != MLB_TOK_INTEGER && p->tok.kind != MLB_TOK_MINUS)
    return false;
  /* Only an error needs the location: built then, from the position
   * (there are several integers per line, and each location would cost a
   * line/column search and 48 bytes of fresh memory). */
  const char *start = p->tok.start;
  bool neg = mlb_parser_consume_if(p, MLB_TOK_MINUS);
  if (p->tok.kind != MLB_TOK_INTEGER) {
    *st = mlb_perr_wrong_token(p, "expected integer value");
    return true;
  }
  uint64_t u;
  if (!mlb_tok_uint64(&p->tok, &u) || (neg && u > (uint64_t)1 << 63)) {
    *st = mlb_perr_custom(p, mlb_parser_loc_at(p, start),
                          "integer value too large");
    return true;
  }
  mlb_parser_consume(p);
  *out = neg ? (int64_t)(0 - u) : (int64_t)u;
  return true;
}

MlbStatus mlb_parse_integer(MlbAsmParser *p, int64_t *out) {
  MlbStatus st;
  const char *start = p->tok.start; /* for the error only, as above */
  if (!mlb_parse_optional_integer(p, out, &st))
    return mlb_perr_custom(p, mlb_parser_loc_at(p, start),
                           "expected integer value");
  return st;
}

/* ==== Strings and symbols ==== */
MlbStatus mlb_parse_string(MlbAsmParser *p, const char **s, size_t *n) {
  if (p->tok.kind != MLB_TOK_STRING)
    return mlb_perr_custom(p, mlb_parser_loc(p), "expected string");
  MlbBuf b;
  mlb_buf_init(&b);
  if (!mlb_tok_string_value(&p->tok, &b)) {
    mlb_buf_free(&b);
    return mlb_perr(p, "invalid escape in string literal");
  }
  *s = mlb_intern_str(p->ctx, b.data ? b.data : "", b.len);
  *n = b.len;
  mlb_buf_free(&b);
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

bool mlb_parse_optional_symbol_name(MlbAsmParser *p, const char **out) {
  if (p->tok.kind != MLB_TOK_AT_ID)
    return false;
  if (p->tok.len > 1 && p->tok.start[1] == '"') {
    MlbBuf b;
    mlb_buf_init(&b);
    if (!mlb_tok_string_value(&p->tok, &b))
      b.len = 0;
    *out = mlb_intern_str(p->ctx, b.data ? b.data : "", b.len);
    mlb_buf_free(&b);
  } else {
    *out = mlb_parser_intern_tok(p, p->tok.start + 1, p->tok.len - 1);
  }
  mlb_parser_consume(p);
  return true;
}

MlbStatus mlb_parse_symbol_name(MlbAsmParser *p, const char **out) {
  if (mlb_parse_optional_symbol_name(p, out))
    return MLB_SUCCESS;
  return mlb_perr_custom(p, mlb_parser_loc(p),
                         "expected valid '@'-identifier for symbol name");
}

/* ==== Attribute dictionaries ==== */
MlbStatus mlb_parse_optional_attr_dict(MlbAsmParser *p, MlbOpState *st) {
  if (p->tok.kind != MLB_TOK_LBRACE)
    return MLB_SUCCESS;
  MlbNamedAttrVec v = {0};
  MlbStatus s = mlb_parse_named_attr_list(p, &v);
  for (uint32_t i = 0; s == MLB_SUCCESS && i < v.len; i++) {
    MlbNamedAttr na = v.data[i];
    if (!na.value)
      na.value = mlb_attr_unit(p->ctx);
    if (mlb_desc_has_prop(st->desc, na.name))
      mlb_vec_push(&st->props, na);
    else
      mlb_vec_push(&st->attrs, na);
  }
  mlb_vec_free(&v);
  return s;
}

MlbStatus mlb_parse_optional_attr_dict_with_keyword(MlbAsmParser *p,
                                                    MlbOpState *st) {
  if (!mlb_parse_optional_keyword(p, "attributes"))
    return MLB_SUCCESS;
  if (p->tok.kind != MLB_TOK_LBRACE)
    return mlb_perr_wrong_token(p, "expected '{' in attribute dictionary");
  return mlb_parse_optional_attr_dict(p, st);
}
