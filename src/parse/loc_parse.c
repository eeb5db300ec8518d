/* loc_parse.c - location instances inside `loc(...)`, and distinct attrs.
 *
 *   "file":line(:col ( to (line)?:col)?)?   file position / range
 *   "name" ( "(" loc ")" )?                 named location
 *   callsite(loc at loc)
 *   fused(<attr>)?[loc, ...]
 *   unknown
 *   #alias                                  an attribute alias of a location
 */
#include "parse/attr_parse_int.h"

#include <stdio.h>

static MlbStatus parse_loc_instance(MlbAsmParser *p, MlbAttr **out);

static MlbStatus parse_uint_tok(MlbAsmParser *p, const char *msg,
                                uint32_t *v) {
  uint64_t u;
  if (p->tok.kind != MLB_TOK_INTEGER || !mlb_tok_uint64(&p->tok, &u) ||
      u > UINT32_MAX)
    return mlb_perr_wrong_token(p, "%s", msg);
  *v = (uint32_t)u;
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

/* After `"file":` - line, optional column, optional ` to [line]:col`. */
static MlbStatus parse_file_range(MlbAsmParser *p, const char *file,
                                  MlbAttr **out) {
  uint32_t line = 0, col = 0, eline = 0, ecol = 0;
  MLB_TRY(parse_uint_tok(p, "expected integer line number in "
                            "FileLineColRange",
                         &line));
  if (!mlb_parser_consume_if(p, MLB_TOK_COLON)) {
    *out = mlb_loc_file(p->ctx, file, line, 0);
    return MLB_SUCCESS;
  }
  MLB_TRY(parse_uint_tok(p, "expected integer column number in "
                            "FileLineColRange",
                         &col));
  if (!mlb_consume_kw(p, "to")) {
    *out = mlb_loc_file(p->ctx, file, line, col);
    return MLB_SUCCESS;
  }
  eline = line;
  if (p->tok.kind == MLB_TOK_INTEGER)
    MLB_TRY(parse_uint_tok(p, "expected integer line number in "
                              "FileLineColRange",
                           &eline));
  if (!mlb_parser_consume_if(p, MLB_TOK_COLON))
    return mlb_perr_wrong_token(p, "expected either integer or `:` post `to` "
                                   "in FileLineColRange");
  MLB_TRY(parse_uint_tok(p, "expected integer column number in "
                            "FileLineColRange",
                         &ecol));
  *out = mlb_loc_file_range(p->ctx, file, line, col, eline, ecol);
  return MLB_SUCCESS;
}

static MlbStatus parse_name_or_file(MlbAsmParser *p, MlbAttr **out) {
  MlbBuf s;
  mlb_buf_init(&s);
  mlb_tok_string_value(&p->tok, &s);
  mlb_parser_consume(p);
  MlbStatus st = MLB_SUCCESS;
  if (mlb_parser_consume_if(p, MLB_TOK_COLON)) {
    const char *file = mlb_intern_str(p->ctx, mlb_buf_cstr(&s), s.len);
    st = parse_file_range(p, file, out);
  } else if (mlb_parser_consume_if(p, MLB_TOK_LPAREN)) {
    MlbAttr *child = NULL;
    st = parse_loc_instance(p, &child);
    if (!st)
      st = mlb_parser_expect(p, MLB_TOK_RPAREN,
                             "expected ')' after child location of NameLoc");
    if (!st)
      *out = mlb_loc_name(p->ctx, mlb_buf_cstr(&s), s.len, child);
  } else {
    *out = mlb_loc_name(p->ctx, mlb_buf_cstr(&s), s.len, NULL);
  }
  mlb_buf_free(&s);
  return st;
}

static MlbStatus parse_callsite(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LPAREN,
                            "expected '(' in callsite location"));
  MlbAttr *callee, *caller;
  MLB_TRY(parse_loc_instance(p, &callee));
  if (!mlb_consume_kw(p, "at"))
    return mlb_perr_wrong_token(p, "expected 'at' in callsite location");
  MLB_TRY(parse_loc_instance(p, &caller));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_RPAREN,
                            "expected ')' in callsite location"));
  *out = mlb_loc_callsite(p->ctx, callee, caller);
  return MLB_SUCCESS;
}

typedef MLB_VEC(MlbAttr *) AttrVec;

static MlbStatus parse_fused_list(MlbAsmParser *p, AttrVec *locs) {
  if (!mlb_parser_consume_if(p, MLB_TOK_LSQUARE))
    return mlb_perr_wrong_token(p, "expected '[' in fused location");
  if (mlb_parser_consume_if(p, MLB_TOK_RSQUARE))
    return MLB_SUCCESS;
  do {
    MlbAttr *l;
    MLB_TRY(parse_loc_instance(p, &l));
    mlb_vec_push(locs, l);
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  if (!mlb_parser_consume_if(p, MLB_TOK_RSQUARE))
    return mlb_perr_wrong_token(p, "expected ']' in fused location");
  return MLB_SUCCESS;
}

static MlbStatus parse_fused(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  MlbAttr *meta = NULL;
  if (mlb_parser_consume_if(p, MLB_TOK_LESS)) {
    MLB_TRY(mlb_parse_attr_impl(p, NULL, &meta));
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_GREATER,
                              "expected '>' after fused location metadata"));
  }
  AttrVec locs = {0};
  MlbStatus s = parse_fused_list(p, &locs);
  if (!s)
    *out = mlb_loc_fused(p->ctx, locs.len, locs.data, meta);
  mlb_vec_free(&locs);
  return s;
}

static MlbStatus parse_loc_alias(MlbAsmParser *p, MlbAttr **out) {
  MlbAttr *a;
  MLB_TRY(mlb_parse_extended_attr(p, NULL, &a));
  if (!mlb_attr_is_location(a)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_perr(p, "expected location attribute, but got%s",
             mlb_attr_text(&b, a));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  *out = a;
  return MLB_SUCCESS;
}

static MlbStatus parse_loc_instance(MlbAsmParser *p, MlbAttr **out) {
  if (p->tok.kind == MLB_TOK_HASH_ID)
    return parse_loc_alias(p, out);
  if (p->tok.kind == MLB_TOK_STRING)
    return parse_name_or_file(p, out);
  if (mlb_at_kw(p, "callsite"))
    return parse_callsite(p, out);
  if (mlb_at_kw(p, "fused"))
    return parse_fused(p, out);
  if (mlb_consume_kw(p, "unknown")) {
    *out = mlb_loc_unknown(p->ctx);
    return MLB_SUCCESS;
  }
  return mlb_perr_wrong_token(p, "expected location instance");
}

/* `(` instance `)`; `inline_form` selects the attribute's messages. */
static MlbStatus parse_loc_parens(MlbAsmParser *p, bool inline_form,
                                  MlbAttr **out) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LPAREN,
                            inline_form ? "expected '(' in inline location"
                                        : "expected '(' in location"));
  MLB_TRY(parse_loc_instance(p, out));
  return mlb_parser_expect(p, MLB_TOK_RPAREN,
                           inline_form ? "expected ')' in inline location"
                                       : "expected ')' in location");
}

MlbStatus mlb_parse_location_body(MlbAsmParser *p, MlbAttr **out) {
  return parse_loc_parens(p, false, out);
}

MlbStatus mlb_parse_loc_attr(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p); /* loc */
  return parse_loc_parens(p, true, out);
}

/* ==== distinct[N]<attr> ====
 * The id is kept as written: equal ids with equal attributes unique to one
 * attribute; the printer renumbers them in order of appearance. Within one
 * source, every reference to N must repeat N's attribute. */
static MlbStatus check_distinct_id(MlbAsmParser *p, const char *at,
                                   uint64_t id, MlbAttr *attr) {
  char key[24];
  int n = snprintf(key, sizeof key, "%llu", (unsigned long long)id);
  bool inserted = false;
  void **slot = mlb_strmap_slot(&p->distinct_ids, key, (size_t)n, &inserted);
  if (inserted || *slot == attr) {
    *slot = attr;
    return MLB_SUCCESS;
  }
  MlbBuf prev;
  mlb_buf_init(&prev);
  mlb_print_attr(&prev, ((MlbAttr *)*slot)->u.distinct.inner);
  mlb_emit_error(p->ctx, mlb_parser_loc_at(p, at),
                 "referenced attribute does not match previous definition: "
                 "%s",
                 mlb_buf_cstr(&prev));
  mlb_buf_free(&prev);
  p->failed = true;
  return MLB_FAILURE;
}

MlbStatus mlb_parse_distinct_attr(MlbAsmParser *p, MlbType *type,
                                  MlbAttr **out) {
  const char *at = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LSQUARE,
                            "expected '[' after 'distinct'"));
  uint64_t id;
  if (p->tok.kind != MLB_TOK_INTEGER)
    return mlb_perr_wrong_token(p, "expected distinct ID");
  bool ok = mlb_tok_uint64(&p->tok, &id);
  mlb_parser_consume(p); /* upstream reports a bad ID past the literal */
  if (!ok)
    return mlb_perr(p, "expected an unsigned 64-bit integer");
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_RSQUARE,
                            "expected ']' to close distinct ID"));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' after distinct ID"));
  MlbAttr *inner = NULL;
  if (!mlb_parser_consume_if(p, MLB_TOK_GREATER)) {
    if (mlb_parse_attr_impl(p, type, &inner))
      return mlb_perr(p, "expected attribute");
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_GREATER,
                              "expected '>' to close distinct attribute"));
  }
  *out = mlb_attr_distinct(p->ctx, id, inner);
  return check_distinct_id(p, at, id, *out);
}
