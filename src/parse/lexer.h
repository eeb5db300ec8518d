/* lexer.h - tokens of MLIR's textual format.
 *
 * The lexer works on one NUL-terminated buffer (buf[len] must be 0: the
 * scanning loops stop at it instead of testing the bounds) and never
 * allocates. Tokens
 * point into the buffer. Comments (`// ...`) are skipped. Locations are
 * computed lazily from byte offsets (line/col are 1-based, col in bytes).
 */
#ifndef MLB_PARSE_LEXER_H
#define MLB_PARSE_LEXER_H

#include "support/support.h"

typedef enum MlbTokKind {
  MLB_TOK_EOF,
  MLB_TOK_ERROR,      /* invalid character / unterminated literal */
  MLB_TOK_BARE_ID,    /* foo, foo.bar, i32, f32, memref, x1_y$ (integer
                         types are bare ids: see mlb_tok_int_type) */
  MLB_TOK_PERCENT_ID, /* %0, %arg, %x#1 (see note) */
  MLB_TOK_CARET_ID,   /* ^bb0 */
  MLB_TOK_AT_ID,      /* @foo or @"quoted" */
  MLB_TOK_HASH_ID,    /* #map, #foo.bar */
  MLB_TOK_EXCL_ID,    /* !foo, !foo.bar */
  MLB_TOK_INTEGER,    /* 42, 0x2A (no sign) */
  MLB_TOK_FLOAT,      /* 1.5, 1e3, 1.0e-5 (no sign) */
  MLB_TOK_STRING,     /* "..." with escapes; text includes quotes */
  /* punctuation */
  MLB_TOK_LPAREN,
  MLB_TOK_RPAREN,
  MLB_TOK_LSQUARE,
  MLB_TOK_RSQUARE,
  MLB_TOK_LBRACE,
  MLB_TOK_RBRACE,
  MLB_TOK_LESS,
  MLB_TOK_GREATER,
  MLB_TOK_COMMA,
  MLB_TOK_COLON,
  MLB_TOK_EQUAL,
  MLB_TOK_ARROW,    /* -> */
  MLB_TOK_QUESTION,
  MLB_TOK_STAR,
  MLB_TOK_PLUS,
  MLB_TOK_MINUS,
  MLB_TOK_VBAR,
  MLB_TOK_ELLIPSIS, /* ... */
  MLB_TOK_FILE_METADATA_BEGIN, /* {-# */
  MLB_TOK_FILE_METADATA_END,   /* #-} */
} MlbTokKind;

/* Note: `%x#1` lexes as one PERCENT_ID token whose text is "%x#1"; the
 * parser splits off the result number. `::` is two COLON tokens; the
 * symbol-reference parser checks adjacency. */

typedef struct MlbToken {
  MlbTokKind kind;
  const char *start;
  uint32_t len;
} MlbToken;

enum { MLB_LEX_RECENT = 8 };

typedef struct MlbLexer {
  const char *buf;   /* start of the buffer */
  const char *end;   /* one past the last byte (points at NUL) */
  const char *cur;
  const char *name;  /* buffer name for locations (interned by caller) */
  uint32_t line_base; /* line number of buf[0] (1 for a whole file; chunks
                         of --split-input-file start later) */
  /* The lexer counts the newlines it skips: line_start is the start of
   * the line of the last token read and line_index that line's index (the
   * newlines before it), which locates positions of that line at once.
   * The starts of the lines just before it are kept too (recent[i %
   * MLB_LEX_RECENT] for line i, from line recent_from on: a region's
   * entry arguments are located once the lexer is past the `{` that ends
   * their line). Earlier positions are found in a table of line starts,
   * built when first needed. */
  const char *line_start;
  uint32_t line_index;
  uint32_t recent_from;
  uint32_t recent[MLB_LEX_RECENT];
  uint32_t *line_starts;
  uint32_t num_lines;
  const char *error_msg; /* for MLB_TOK_ERROR */
} MlbLexer;

void mlb_lexer_init(MlbLexer *lx, const char *name, const char *buf,
                    size_t len, uint32_t line_base);
void mlb_lexer_free(MlbLexer *lx);
MlbToken mlb_lexer_next(MlbLexer *lx);
/* The same, written to *t (the parser's current token, without a copy). */
void mlb_lexer_lex(MlbLexer *lx, MlbToken *t);
/* Resets lexing to a position inside the buffer (for backtracking, or
 * past text the parser skipped). */
void mlb_lexer_reset(MlbLexer *lx, const char *pos);
/* 1-based line/column of a pointer into the buffer. */
void mlb_lexer_line_col(MlbLexer *lx, const char *p, uint32_t *line,
                        uint32_t *col);

/* Helpers on token text */
bool mlb_tok_is(const MlbToken *t, const char *s); /* text equals s */
/* Decodes a string token's escapes into `out` (not NUL terminated in the
 * sense of embedded NULs; out->len is the byte count). Returns false on a
 * malformed escape. */
bool mlb_tok_string_value(const MlbToken *t, MlbBuf *out);
/* Integer token to value; returns false on overflow (> UINT64_MAX). */
bool mlb_tok_uint64(const MlbToken *t, uint64_t *out);
/* If a bare identifier is an integer type (i32/si8/ui16), its width and
 * signedness; false otherwise or when width is 0 or > 16777215. */
bool mlb_tok_int_type(const MlbToken *t, uint32_t *width, int *sign);

#endif
