/* attr_parse.c - parses attribute values, attribute dictionaries, alias
 * definitions and file metadata, as upstream's AttributeParser.
 *
 * The dispatcher here handles the small attributes itself (arrays,
 * dictionaries, strings, symbol references, booleans, unit, type
 * attributes) and hands the rest to the files named in attr_parse_int.h.
 * Attribute keywords are plain identifiers to mlbuf's lexer, so they are
 * recognized by spelling.
 */
#include "parse/attr_parse_int.h"

#include <ctype.h>

/* ==== Small attributes ==== */
static MlbStatus parse_array(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  MLB_VEC(MlbAttr *) elems = {0};
  MlbStatus s = MLB_SUCCESS;
  if (!mlb_parser_consume_if(p, MLB_TOK_RSQUARE)) {
    do {
      MlbAttr *a;
      s = mlb_parse_attr_impl(p, NULL, &a);
      if (!s)
        mlb_vec_push(&elems, a);
    } while (!s && mlb_parser_consume_if(p, MLB_TOK_COMMA));
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_RSQUARE, "expected ',' or ']'");
  }
  if (!s)
    *out = mlb_attr_array(p->ctx, elems.len, elems.data);
  mlb_vec_free(&elems);
  return s;
}

static MlbStatus parse_dict(MlbAsmParser *p, MlbAttr **out) {
  MlbNamedAttrVec v = {0};
  MlbStatus s = mlb_parse_named_attr_list(p, &v);
  if (!s)
    *out = mlb_attr_dict(p->ctx, v.len, v.data);
  mlb_vec_free(&v);
  return s;
}

static MlbStatus parse_string_attr(MlbAsmParser *p, MlbType *type,
                                   MlbAttr **out) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_tok_string_value(&p->tok, &b);
  mlb_parser_consume(p);
  MlbStatus s = MLB_SUCCESS;
  if (!type && mlb_parser_consume_if(p, MLB_TOK_COLON))
    s = mlb_parse_type_impl(p, &type);
  if (!s)
    *out = mlb_attr_string(p->ctx, mlb_buf_cstr(&b), b.len,
                           type && type->kind != MLB_TYPE_NONE ? type : NULL);
  mlb_buf_free(&b);
  return s;
}

/* The name of an `@name` / `@"name"` token, interned. */
static const char *symbol_name(MlbAsmParser *p) {
  if (p->tok.len > 1 && p->tok.start[1] == '"') {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_tok_string_value(&p->tok, &b);
    const char *r = mlb_intern_str(p->ctx, mlb_buf_cstr(&b), b.len);
    mlb_buf_free(&b);
    return r;
  }
  return mlb_intern_str(p->ctx, p->tok.start + 1, p->tok.len - 1);
}

/* @root(::@nested)* ; a single ':' is left for the caller. */
static MlbStatus parse_symref(MlbAsmParser *p, MlbAttr **out) {
  const char *root = symbol_name(p);
  mlb_parser_consume(p);
  MLB_VEC(const char *) nested = {0};
  MlbStatus s = MLB_SUCCESS;
  while (p->tok.kind == MLB_TOK_COLON) {
    const char *colon = p->tok.start;
    mlb_parser_consume(p);
    if (!mlb_parser_consume_if(p, MLB_TOK_COLON)) {
      if (p->tok.kind != MLB_TOK_EOF && p->tok.kind != MLB_TOK_ERROR)
        mlb_relex_at(p, colon);
      break;
    }
    if (p->tok.kind != MLB_TOK_AT_ID) {
      s = mlb_perr(p, "expected nested symbol reference identifier");
      break;
    }
    mlb_vec_push(&nested, symbol_name(p));
    mlb_parser_consume(p);
  }
  if (!s)
    *out = mlb_attr_symref(p->ctx, root, nested.len, nested.data);
  mlb_vec_free(&nested);
  return s;
}

static MlbStatus parse_type_attr(MlbAsmParser *p, MlbAttr **out) {
  if (!mlb_parser_at_type(p))
    return mlb_perr_wrong_token(p, "expected attribute value");
  MlbType *t;
  MLB_TRY(mlb_parse_type_impl(p, &t));
  *out = mlb_attr_type(p->ctx, t);
  return MLB_SUCCESS;
}

/* Attributes introduced by a keyword; *handled = false if `p->tok` is not
 * one of them. */
static MlbStatus parse_keyword_attr(MlbAsmParser *p, MlbType *type,
                                    MlbAttr **out, bool *handled) {
  *handled = true;
  if (mlb_at_kw(p, "true") || mlb_at_kw(p, "false")) {
    *out = mlb_attr_bool(p->ctx, mlb_at_kw(p, "true"));
    mlb_parser_consume(p);
    return MLB_SUCCESS;
  }
  if (mlb_consume_kw(p, "unit")) {
    *out = mlb_attr_unit(p->ctx);
    return MLB_SUCCESS;
  }
  if (mlb_at_kw(p, "affine_map"))
    return mlb_parse_affine_map_attr(p, out);
  if (mlb_at_kw(p, "affine_set"))
    return mlb_parse_integer_set_attr(p, out);
  if (mlb_at_kw(p, "dense"))
    return mlb_parse_dense_attr(p, type, out);
  if (mlb_at_kw(p, "dense_resource"))
    return mlb_parse_dense_resource_attr(p, type, out);
  if (mlb_at_kw(p, "array"))
    return mlb_parse_dense_array_attr(p, out);
  if (mlb_at_kw(p, "loc"))
    return mlb_parse_loc_attr(p, out);
  if (mlb_at_kw(p, "sparse"))
    return mlb_parse_sparse_attr(p, type, out);
  if (mlb_at_kw(p, "strided"))
    return mlb_parse_strided_attr(p, out);
  if (mlb_at_kw(p, "distinct"))
    return mlb_parse_distinct_attr(p, type, out);
  *handled = false;
  return MLB_SUCCESS;
}

static MlbStatus parse_negative(MlbAsmParser *p, MlbType *type,
                                MlbAttr **out) {
  mlb_parser_consume(p);
  if (p->tok.kind == MLB_TOK_INTEGER)
    return mlb_parse_int_literal_attr(p, type, true, out);
  if (p->tok.kind == MLB_TOK_FLOAT)
    return mlb_parse_float_literal_attr(p, type, true, out);
  return mlb_perr_wrong_token(
      p, "expected constant integer or floating point value");
}

static MlbStatus parse_attr_nested(MlbAsmParser *p, MlbType *type,
                                   MlbAttr **out);

MlbStatus mlb_parse_attr_impl(MlbAsmParser *p, MlbType *type, MlbAttr **out) {
  if (!mlb_parser_nest(p))
    return MLB_FAILURE;
  MlbStatus s = parse_attr_nested(p, type, out);
  mlb_parser_unnest(p);
  return s;
}

static MlbStatus parse_attr_nested(MlbAsmParser *p, MlbType *type,
                                   MlbAttr **out) {
  switch (p->tok.kind) {
  case MLB_TOK_LSQUARE: return parse_array(p, out);
  case MLB_TOK_LBRACE: return parse_dict(p, out);
  case MLB_TOK_HASH_ID: return mlb_parse_extended_attr(p, type, out);
  case MLB_TOK_FLOAT: return mlb_parse_float_literal_attr(p, type, false, out);
  case MLB_TOK_INTEGER: return mlb_parse_int_literal_attr(p, type, false, out);
  case MLB_TOK_MINUS: return parse_negative(p, type, out);
  case MLB_TOK_STRING: return parse_string_attr(p, type, out);
  case MLB_TOK_AT_ID: return parse_symref(p, out);
  case MLB_TOK_BARE_ID: {
    bool handled;
    MlbStatus s = parse_keyword_attr(p, type, out, &handled);
    if (handled)
      return s;
    return parse_type_attr(p, out);
  }
  default:
    return parse_type_attr(p, out);
  }
}

/* The tokens upstream's parseOptionalAttribute accepts (it does not look
 * for `array`, `strided` or `distinct`). */
bool mlb_parser_at_attr(MlbAsmParser *p) {
  static const char *const kws[] = {"affine_map", "affine_set", "dense",
                                    "dense_resource", "false", "loc",
                                    "sparse", "true", "unit"};
  switch (p->tok.kind) {
  case MLB_TOK_AT_ID:
  case MLB_TOK_FLOAT:
  case MLB_TOK_INTEGER:
  case MLB_TOK_HASH_ID:
  case MLB_TOK_LBRACE:
  case MLB_TOK_LSQUARE:
  case MLB_TOK_MINUS:
  case MLB_TOK_STRING:
    return true;
  case MLB_TOK_BARE_ID:
    for (size_t i = 0; i < MLB_ARRAY_LEN(kws); i++)
      if (mlb_tok_is(&p->tok, kws[i]))
        return true;
    return mlb_parser_at_type(p);
  default:
    return mlb_parser_at_type(p);
  }
}

/* ==== Attribute dictionaries ==== */
/* The entry name: a bare identifier (any keyword included) or a string. */
static MlbStatus parse_entry_name(MlbAsmParser *p, const char **name) {
  MlbBuf b;
  mlb_buf_init(&b);
  if (p->tok.kind == MLB_TOK_STRING)
    mlb_tok_string_value(&p->tok, &b);
  else if (p->tok.kind == MLB_TOK_BARE_ID)
    mlb_buf_putn(&b, p->tok.start, p->tok.len);
  else
    return mlb_perr_wrong_token(p, "expected attribute name");
  MlbStatus s = MLB_SUCCESS;
  if (b.len == 0)
    s = mlb_perr(p, "expected valid attribute name");
  else
    *name = mlb_intern_str(p->ctx, b.data, b.len);
  mlb_buf_free(&b);
  return s;
}

static MlbStatus parse_dict_entry(MlbAsmParser *p, MlbNamedAttrVec *out,
                                  uint32_t first) {
  const char *name = NULL;
  MLB_TRY(parse_entry_name(p, &name));
  for (uint32_t i = first; i < out->len; i++)
    if (out->data[i].name == name)
      return mlb_perr(p, "duplicate key '%s' in dictionary attribute", name);
  mlb_parser_consume(p);
  MlbNamedAttr na = {name, NULL};
  if (mlb_parser_consume_if(p, MLB_TOK_EQUAL))
    MLB_TRY(mlb_parse_attr_impl(p, NULL, &na.value));
  else
    na.value = mlb_attr_unit(p->ctx); /* `{name}` is a unit attribute */
  mlb_vec_push(out, na);
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_named_attr_list(MlbAsmParser *p, MlbNamedAttrVec *out) {
  uint32_t first = out->len;
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LBRACE,
                            "expected '{' in attribute dictionary"));
  if (mlb_parser_consume_if(p, MLB_TOK_RBRACE))
    return MLB_SUCCESS;
  do
    MLB_TRY(parse_dict_entry(p, out, first));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RBRACE,
                           "expected '}' in attribute dictionary");
}

/* ==== Top-level definitions ==== */
static MlbStatus parse_attr_alias_def(MlbAsmParser *p) {
  const char *name = p->tok.start + 1;
  size_t n = p->tok.len - 1;
  if (mlb_strmap_get(&p->attr_aliases, name, n))
    return mlb_perr(p, "redefinition of attribute alias id '%.*s'", (int)n,
                    name);
  if (memchr(name, '.', n))
    return mlb_perr(p, "attribute names with a '.' are reserved for "
                       "dialect-defined names");
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_EQUAL,
                            "expected '=' in attribute alias definition"));
  MlbAttr *a;
  MLB_TRY(mlb_parse_attr_impl(p, NULL, &a));
  *mlb_strmap_slot(&p->attr_aliases, name, n, NULL) = a;
  mlb_vec_push(&p->attr_alias_order, mlb_intern_str(p->ctx, name, n));
  return MLB_SUCCESS;
}

static MlbStatus parse_type_alias_def(MlbAsmParser *p) {
  const char *name = p->tok.start + 1;
  size_t n = p->tok.len - 1;
  if (mlb_strmap_get(&p->type_aliases, name, n))
    return mlb_perr(p, "redefinition of type alias id '%.*s'", (int)n, name);
  if (memchr(name, '.', n))
    return mlb_perr(p, "type names with a '.' are reserved for "
                       "dialect-defined names");
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_EQUAL,
                            "expected '=' in type alias definition"));
  MlbType *t;
  MLB_TRY(mlb_parse_type_impl(p, &t));
  *mlb_strmap_slot(&p->type_aliases, name, n, NULL) = t;
  mlb_vec_push(&p->type_alias_order, mlb_intern_str(p->ctx, name, n));
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_alias_def(MlbAsmParser *p) {
  if (p->tok.kind == MLB_TOK_HASH_ID)
    return parse_attr_alias_def(p);
  return parse_type_alias_def(p);
}

/* ==== File metadata `{-# ... #-}` ====
 * entry := bare-id `:` `{` (dialect `:` `{` (key `:` value),* `}`),* `}`
 * The values of builtin dialect resources are kept on the context
 * (resources.c) for dense_resource attributes; everything else is read and
 * dropped. */
static bool is_key_token(MlbTokKind k) {
  return k == MLB_TOK_BARE_ID || k == MLB_TOK_STRING;
}

/* A builtin blob is "0x" and hex digits, the first four bytes giving its
 * alignment (upstream's check and wording). */
static MlbStatus check_blob(MlbAsmParser *p, const char *key, size_t klen) {
  const char *v = p->tok.start + 1;
  size_t n = p->tok.kind == MLB_TOK_STRING ? p->tok.len - 2 : 0;
  bool hex = n >= 2 && v[0] == '0' && v[1] == 'x' && n % 2 == 0;
  for (size_t i = 2; hex && i < n; i++)
    hex = isxdigit((unsigned char)v[i]) != 0;
  if (!hex)
    return mlb_perr(p, "expected hex string blob for key '%.*s'", (int)klen,
                    key);
  if (n < 2 + 8)
    return mlb_perr(p, "expected hex string blob for key '%.*s' to encode "
                       "alignment in first 4 bytes",
                    (int)klen, key);
  return MLB_SUCCESS;
}

static MlbStatus parse_resource_entries(MlbAsmParser *p, bool keep) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LBRACE, "expected '{'"));
  if (mlb_parser_consume_if(p, MLB_TOK_RBRACE))
    return MLB_SUCCESS;
  do {
    if (!is_key_token(p->tok.kind))
      return mlb_perr(p, "expected identifier key for 'resource' entry");
    const char *key = p->tok.start;
    size_t klen = p->tok.len;
    if (p->tok.kind == MLB_TOK_STRING) /* drop the quotes */
      key++, klen -= 2;
    mlb_parser_consume(p);
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
    if (keep)
      MLB_TRY(check_blob(p, key, klen));
    else if (p->tok.kind != MLB_TOK_STRING && p->tok.kind != MLB_TOK_BARE_ID)
      return mlb_perr(p, "expected a string or 'true'/'false' resource "
                         "value");
    if (keep)
      mlb_resource_add(p->ctx, key, klen, p->tok.start, p->tok.len);
    mlb_parser_consume(p);
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RBRACE, "expected '}'");
}

static MlbStatus parse_metadata_entry(MlbAsmParser *p) {
  if (p->tok.kind != MLB_TOK_BARE_ID)
    return mlb_perr(p, "expected identifier key in file metadata "
                       "dictionary");
  bool dialect_resources = p->tok.len == strlen("dialect_resources") &&
                           memcmp(p->tok.start, "dialect_resources",
                                  p->tok.len) == 0;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LBRACE, "expected '{'"));
  if (mlb_parser_consume_if(p, MLB_TOK_RBRACE))
    return MLB_SUCCESS;
  do {
    if (!is_key_token(p->tok.kind))
      return mlb_perr(p, "expected identifier key for 'resource' entry");
    bool builtin = dialect_resources && p->tok.len == strlen("builtin") &&
                   memcmp(p->tok.start, "builtin", p->tok.len) == 0;
    if (dialect_resources && !builtin &&
        !mlb_strmap_get(&p->ctx->dialects, p->tok.start, p->tok.len))
      return mlb_perr(p, "dialect '%.*s' is unknown", (int)p->tok.len,
                      p->tok.start);
    mlb_parser_consume(p);
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
    MLB_TRY(parse_resource_entries(p, builtin));
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RBRACE, "expected '}'");
}

MlbStatus mlb_parse_file_metadata(MlbAsmParser *p) {
  mlb_parser_consume(p);
  if (p->tok.kind != MLB_TOK_FILE_METADATA_END) {
    do
      MLB_TRY(parse_metadata_entry(p));
    while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  }
  return mlb_parser_expect(p, MLB_TOK_FILE_METADATA_END,
                           "expected '#-}' to end file metadata");
}

/* ==== Standalone parsing of a string ==== */
static MlbStatus expect_end(MlbAsmParser *p) {
  if (p->tok.kind == MLB_TOK_EOF)
    return MLB_SUCCESS;
  return mlb_perr(p, "found trailing characters: '%s'", p->tok.start);
}

MlbType *mlb_parse_type_string(MlbContext *ctx, const char *s) {
  MlbAsmParser p;
  mlb_parser_init(&p, ctx, s, s, strlen(s), 1);
  MlbType *t = NULL;
  if (mlb_parse_type_impl(&p, &t) || expect_end(&p))
    t = NULL;
  mlb_parser_free(&p);
  return t;
}

MlbAttr *mlb_parse_attr_string(MlbContext *ctx, const char *s) {
  MlbAsmParser p;
  mlb_parser_init(&p, ctx, s, s, strlen(s), 1);
  MlbAttr *a = NULL;
  if (mlb_parse_attr_impl(&p, NULL, &a) || expect_end(&p))
    a = NULL;
  mlb_parser_free(&p);
  return a;
}

/* ==== asm.h wrappers ==== */
MlbStatus mlb_parse_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out) {
  return mlb_parse_attr_impl(p, type, out);
}

bool mlb_parse_optional_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out,
                             MlbStatus *st) {
  if (!mlb_parser_at_attr(p)) {
    if (st)
      *st = MLB_SUCCESS;
    return false;
  }
  MlbStatus s = mlb_parse_attr_impl(p, type, out);
  if (st)
    *st = s;
  return true;
}
