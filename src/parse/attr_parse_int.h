/* attr_parse_int.h - internals shared by the type and attribute parser files
 * (type_parse.c, attr_parse.c, num_parse.c, dense_parse.c, affine_parse.c,
 * loc_parse.c, dialect_sym_parse.c). Not a public header.
 *
 * Errors follow upstream's AsmParser: "wrong token" errors (upstream's
 * emitWrongTokenError / parseToken) go through mlb_perr_wrong_token, which
 * reports at the end of the previous line when the current token starts a
 * new one; other errors point at the current token or a saved position.
 */
#ifndef MLB_PARSE_ATTR_PARSE_INT_H
#define MLB_PARSE_ATTR_PARSE_INT_H

#include "ir/float_sem.h"
#include "ir/types.h"
#include "parse/parser_priv.h"

/* ==== Token helpers ==== */
static inline bool mlb_at_kw(MlbAsmParser *p, const char *kw) {
  return p->tok.kind == MLB_TOK_BARE_ID && mlb_tok_is(&p->tok, kw);
}

static inline bool mlb_consume_kw(MlbAsmParser *p, const char *kw) {
  if (!mlb_at_kw(p, kw))
    return false;
  mlb_parser_consume(p);
  return true;
}

/* Restarts lexing at `pos` and reads the token there (upstream's
 * resetPointer + consumeToken). */
static inline void mlb_relex_at(MlbAsmParser *p, const char *pos) {
  mlb_lexer_reset(&p->lx, pos);
  mlb_lexer_lex(&p->lx, &p->tok);
}

/* Formats a type / attribute for a diagnostic as upstream streams them:
 * types quoted ('tensor<2xi1>'), attributes bare. Uses and returns b's
 * text. */
const char *mlb_quote_type(MlbBuf *b, const MlbType *t);
const char *mlb_attr_text(MlbBuf *b, const MlbAttr *a);

/* ==== type_parse.c ==== */
/* Integer type spelled by the current token ("i32", "si8", "ui1", "i0").
 * Returns 0 if not an integer type token, 1 if it is (width and sign set),
 * -1 if its width is too large (error emitted). */
int mlb_parse_int_type_tok(MlbAsmParser *p, uint32_t *width,
                           MlbSignedness *sign);
/* `type (, type)*` without delimiters. */
MLB_MUST_CHECK MlbStatus mlb_parse_type_list_no_parens(MlbAsmParser *p, MlbTypeVec *out);

/* ==== dialect_sym_parse.c ==== */
/* `!alias`, `!dialect.name<...>`, `!dialect<...>` at the current token. */
MLB_MUST_CHECK MlbStatus mlb_parse_extended_type(MlbAsmParser *p, MlbType **out);
/* `#alias`, `#dialect.name<...> (: type)?`, `#dialect<...>`. */
MLB_MUST_CHECK MlbStatus mlb_parse_extended_attr(MlbAsmParser *p, MlbType *type,
                                  MlbAttr **out);
/* True if a dialect attribute of this namespace may serve as a memref
 * memory space (the dialect is registered, or upstream ships it). */
bool mlb_dialect_known(MlbContext *ctx, const char *ns);

/* ==== num_parse.c ==== */
/* Integer / float literal attributes; the literal token is current (after
 * an optional '-' that the caller consumed and passes as `neg`). */
MLB_MUST_CHECK MlbStatus mlb_parse_int_literal_attr(MlbAsmParser *p, MlbType *type, bool neg,
                                     MlbAttr **out);
MLB_MUST_CHECK MlbStatus mlb_parse_float_literal_attr(MlbAsmParser *p, MlbType *type,
                                       bool neg, MlbAttr **out);
/* Upstream's buildAttributeAPInt: the integer attribute of int/index type
 * `type` for literal `spelling` (decimal or 0x hex), or NULL when the value
 * does not fit. */
MlbAttr *mlb_int_attr_from_literal(MlbContext *ctx, MlbType *type, bool neg,
                                   const char *spelling, size_t n);
/* A float of `type` from a float or hex-integer literal token; errors as
 * upstream's parseFloatFromLiteral. */
MLB_MUST_CHECK MlbStatus mlb_float_from_token(MlbAsmParser *p, const MlbToken *tok, bool neg,
                               MlbType *type, MlbAttr **out);

/* ==== dense_parse.c ==== */
MLB_MUST_CHECK MlbStatus mlb_parse_dense_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out);
MLB_MUST_CHECK MlbStatus mlb_parse_dense_resource_attr(MlbAsmParser *p, MlbType *type,
                                        MlbAttr **out);
MLB_MUST_CHECK MlbStatus mlb_parse_dense_array_attr(MlbAsmParser *p, MlbAttr **out);
MLB_MUST_CHECK MlbStatus mlb_parse_sparse_attr(MlbAsmParser *p, MlbType *type,
                                MlbAttr **out);

/* ==== affine_parse.c ==== */
/* affine_map<...> / affine_set<...> after the keyword. */
MLB_MUST_CHECK MlbStatus mlb_parse_affine_map_attr(MlbAsmParser *p, MlbAttr **out);
MLB_MUST_CHECK MlbStatus mlb_parse_integer_set_attr(MlbAsmParser *p, MlbAttr **out);
/* strided<[...], offset: ...> at the keyword. */
MLB_MUST_CHECK MlbStatus mlb_parse_strided_attr(MlbAsmParser *p, MlbAttr **out);

/* ==== loc_parse.c ==== */
/* `loc(...)` attribute at the `loc` keyword. */
MLB_MUST_CHECK MlbStatus mlb_parse_loc_attr(MlbAsmParser *p, MlbAttr **out);
/* `distinct[N]<attr>` at the keyword. */
MLB_MUST_CHECK MlbStatus mlb_parse_distinct_attr(MlbAsmParser *p, MlbType *type,
                                  MlbAttr **out);

#endif
