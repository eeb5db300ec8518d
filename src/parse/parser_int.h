/* parser_int.h - parser state shared by the type/attribute parser
 * (attr_parse.c) and the operation parser (parser.c). Not a public header.
 */
#ifndef MLB_PARSE_PARSER_INT_H
#define MLB_PARSE_PARSER_INT_H

#include "ir/asm.h"
#include "parse/lexer.h"

struct MlbSsaScope; /* owned by parser.c */

struct MlbAsmParser {
  MlbContext *ctx;
  MlbLexer lx;
  MlbToken tok;           /* current (not yet consumed) token */
  const char *file;       /* interned buffer name */
  MlbStrMap type_aliases; /* "name" (without '!') -> MlbType* */
  MlbStrMap attr_aliases; /* "name" (without '#') -> MlbAttr* */
  MlbStrMap loc_aliases_unused;
  /* distinct[N]<...> seen so far: decimal N -> the MlbAttr*, so that a
   * later reference to N must name the same attribute (upstream). */
  MlbStrMap distinct_ids;
  struct MlbSsaScope *scope; /* innermost SSA scope (parser.c) */
  void *op_parser_state;     /* parser.c private state */
  bool failed;               /* an error has been emitted */
  /* Attributes, types and affine expressions being parsed inside one
   * another (each level a few C frames: mlb_parser_nest). */
  uint32_t nesting;
  /* Printer hints kept for round trips: aliases in definition order. */
  MLB_VEC(const char *) type_alias_order;
  MLB_VEC(const char *) attr_alias_order;
};

/* Attributes, types and affine expressions nest at most this deep: the
 * parser recurses on them, and 100,000 levels overflowed the C stack. */
#define MLB_MAX_NESTING 2000u
/* Enters one more level of nesting; an error (and false) past
 * MLB_MAX_NESTING. Each successful call is paired with mlb_parser_unnest. */
bool mlb_parser_nest(MlbAsmParser *p);
static inline void mlb_parser_unnest(MlbAsmParser *p) { p->nesting--; }

/* Token handling */
void mlb_parser_consume(MlbAsmParser *p);
/* Inline: token tests run several times per token. */
static inline bool mlb_parser_at(MlbAsmParser *p, MlbTokKind k) {
  return p->tok.kind == k;
}
static inline bool mlb_parser_consume_if(MlbAsmParser *p, MlbTokKind k) {
  if (p->tok.kind != k)
    return false;
  mlb_parser_consume(p);
  return true;
}
/* `what` is either the whole message ("expected ')' in location") or what
 * was expected ("')'"), reported as upstream's parseToken does (at the end
 * of the previous line when the current token starts a line). */
MLB_MUST_CHECK MlbStatus mlb_parser_expect(MlbAsmParser *p, MlbTokKind k, const char *what);
/* Location of a pointer into the current buffer. */
MlbAttr *mlb_parser_loc_at(MlbAsmParser *p, const char *pos);

/* Sets up a parser over `text` (alias tables empty, first token read) and
 * releases it. mlb_parse_source uses these; so can string parsers. */
void mlb_parser_init(MlbAsmParser *p, MlbContext *ctx, const char *name,
                     const char *text, size_t len, uint32_t line_base);
void mlb_parser_free(MlbAsmParser *p);

/* ==== attr_parse.c ==== */
/* Type at the current token (builtin or !dialect or !alias). */
MLB_MUST_CHECK MlbStatus mlb_parse_type_impl(MlbAsmParser *p, MlbType **out);
/* True if the current token can start a type. */
bool mlb_parser_at_type(MlbAsmParser *p);
/* Attribute at the current token. `type`: see mlb_parse_attr. */
MLB_MUST_CHECK MlbStatus mlb_parse_attr_impl(MlbAsmParser *p, MlbType *type, MlbAttr **out);
bool mlb_parser_at_attr(MlbAsmParser *p);
/* `{name = attr, unit_name, ...}` into a vector. */
MLB_MUST_CHECK MlbStatus mlb_parse_named_attr_list(MlbAsmParser *p,
                                    MlbNamedAttrVec *out);
/* loc(...) body after `loc` keyword; consumes `(` ... `)`. */
MLB_MUST_CHECK MlbStatus mlb_parse_location_body(MlbAsmParser *p, MlbAttr **out);
/* `#name = attr` or `!name = type` at top level. */
MLB_MUST_CHECK MlbStatus mlb_parse_alias_def(MlbAsmParser *p);
/* `{-# dialect_resources: {...}, builtin: {...} #-}` accepted and skipped. */
MLB_MUST_CHECK MlbStatus mlb_parse_file_metadata(MlbAsmParser *p);
/* affine_map<...>/affine_set<...> bodies are parsed here too. */

/* Standalone entry points used by tools and tests: parse a type or an
 * attribute from a string. NULL on error (diagnostic emitted). */
MlbType *mlb_parse_type_string(MlbContext *ctx, const char *s);
MlbAttr *mlb_parse_attr_string(MlbContext *ctx, const char *s);

#endif
