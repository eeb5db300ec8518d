/* lexer.c - splits MLIR source text into tokens.
 *
 * Identifier shapes follow MLIR's lexer: bare ids [a-zA-Z_][a-zA-Z0-9_$.]*,
 * suffix ids after % ^ (digits or [a-zA-Z_$.-][a-zA-Z0-9_$.-]*), symbol ids
 * after @ (bare id or string), alias ids after # and ! (bare-id shape).
 * Numbers have no sign; the parser handles '-'.
 */
#include "parse/lexer.h"

#include <ctype.h>

void mlb_lexer_init(MlbLexer *lx, const char *name, const char *buf,
                    size_t len, uint32_t line_base) {
  memset(lx, 0, sizeof *lx);
  lx->buf = buf;
  lx->end = buf + len;
  lx->cur = buf;
  lx->name = name;
  lx->line_base = line_base ? line_base : 1;
  lx->line_start = buf; /* recent[0] = 0: line 0 starts at offset 0 */
}

/* A newline at nl was passed. */
static inline void new_line(MlbLexer *lx, const char *nl) {
  lx->line_index++;
  lx->line_start = nl + 1;
  lx->recent[lx->line_index % MLB_LEX_RECENT] = (uint32_t)(nl + 1 - lx->buf);
}

void mlb_lexer_free(MlbLexer *lx) {
  mlb_free(lx->line_starts);
  lx->line_starts = NULL;
  lx->num_lines = 0;
}

static void build_line_table(MlbLexer *lx);
static uint32_t line_index_of(MlbLexer *lx, uint32_t off);

/* The newlines counted so far must be those before `pos`. */
void mlb_lexer_reset(MlbLexer *lx, const char *pos) {
  if (pos < lx->line_start) { /* back to an earlier line */
    if (!lx->line_starts)
      build_line_table(lx);
    lx->line_index = line_index_of(lx, (uint32_t)(pos - lx->buf));
    lx->line_start = lx->buf + lx->line_starts[lx->line_index];
    lx->recent_from = lx->line_index; /* the ring is stale before it */
    lx->recent[lx->line_index % MLB_LEX_RECENT] =
        lx->line_starts[lx->line_index];
  }
  for (const char *c = lx->cur, *nl; c < pos; c = nl + 1) { /* skipped */
    nl = memchr(c, '\n', (size_t)(pos - c));
    if (!nl)
      break;
    new_line(lx, nl);
  }
  lx->cur = pos;
}

static void build_line_table(MlbLexer *lx) {
  MLB_VEC(uint32_t) v = {0};
  /* Room for lines of 16 bytes on average, taken once: doubling copies
   * the table several times over, each copy in fresh pages. Pages of the
   * room that no line reaches are never touched. */
  size_t room = (size_t)(lx->end - lx->buf) / 16 + 16;
  mlb_vec_reserve(&v, room < UINT32_MAX / 8 ? (uint32_t)room : UINT32_MAX / 8);
  mlb_vec_push(&v, 0);
  /* memchr skips the bytes between newlines much faster than a byte loop. */
  for (const char *p = lx->buf; p < lx->end; p++) {
    p = memchr(p, '\n', (size_t)(lx->end - p));
    if (!p)
      break;
    mlb_vec_push(&v, (uint32_t)(p + 1 - lx->buf));
  }
  lx->line_starts = v.data;
  lx->num_lines = v.len;
}

/* Index of the last line starting at or before `off`. */
static uint32_t line_index_of(MlbLexer *lx, uint32_t off) {
  uint32_t lo = 0, hi = lx->num_lines - 1;
  while (lo < hi) {
    uint32_t mid = (lo + hi + 1) / 2;
    if (lx->line_starts[mid] <= off)
      lo = mid;
    else
      hi = mid - 1;
  }
  return lo;
}

void mlb_lexer_line_col(MlbLexer *lx, const char *p, uint32_t *line,
                        uint32_t *col) {
  if (p < lx->buf)
    p = lx->buf;
  if (p > lx->end)
    p = lx->end;
  /* No newline lies between line_start and cur (tokens hold none). */
  if (p >= lx->line_start && p <= lx->cur) {
    *line = lx->line_index + lx->line_base;
    *col = (uint32_t)(p - lx->line_start) + 1;
    return;
  }
  uint32_t off = (uint32_t)(p - lx->buf);
  if (p < lx->line_start) /* one of the recent lines? */
    for (uint32_t i = lx->line_index, k = 1;
         i > lx->recent_from && k < MLB_LEX_RECENT; k++) {
      uint32_t start = lx->recent[--i % MLB_LEX_RECENT];
      if (off >= start) {
        *line = i + lx->line_base;
        *col = off - start + 1;
        return;
      }
    }
  if (!lx->line_starts)
    build_line_table(lx);
  uint32_t lo = line_index_of(lx, off);
  *line = lo + lx->line_base;
  *col = off - lx->line_starts[lo] + 1;
}

/* Character classes (ASCII, as the C locale's ctype): one table load per
 * byte in the scanning loops instead of a ctype call. */
enum {
  C_ID_START = 1, /* [a-zA-Z_] */
  C_ID = 2,       /* [a-zA-Z0-9_$.] */
  C_SUFFIX = 4,   /* [a-zA-Z0-9_$.-] */
  C_DIGIT = 8,
  C_HEX = 16,
  C_SPACE = 32 /* ' ' \t \n \r */
};
static const unsigned char k_class[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 32, 32, 0, 0, 32, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    32, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 4, 6, 0,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 0, 0, 0, 0, 0, 0,
    0, 23, 23, 23, 23, 23, 23, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 7,
    0, 23, 23, 23, 23, 23, 23, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0,
};
static inline bool has_class(char c, unsigned cls) {
  return (k_class[(unsigned char)c] & cls) != 0;
}

/* First position at or after p (before end) not in class cls. */
static inline const char *skip_class(const char *p, const char *end,
                                     unsigned cls) {
  while (p < end && has_class(*p, cls))
    p++;
  return p;
}

static MlbToken make(MlbLexer *lx, MlbTokKind k, const char *start) {
  MlbToken t = {k, start, (uint32_t)(lx->cur - start)};
  return t;
}

static MlbToken error_tok(MlbLexer *lx, const char *start, const char *msg) {
  lx->error_msg = msg;
  if (lx->cur == start && lx->cur < lx->end)
    lx->cur++;
  return make(lx, MLB_TOK_ERROR, start);
}

/* "..." with escapes; stops at the closing quote. Newlines are invalid. */
static MlbToken lex_string(MlbLexer *lx, const char *start, MlbTokKind k) {
  lx->cur++; /* opening quote */
  while (lx->cur < lx->end) {
    char c = *lx->cur++;
    if (c == '"')
      return make(lx, k, start);
    if (c == '\n' || c == '\0')
      break;
    if (c == '\\') {
      if (lx->cur >= lx->end)
        break;
      char e = *lx->cur;
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        lx->cur++;
      } else if (isxdigit((unsigned char)e) && lx->cur + 1 < lx->end &&
                 isxdigit((unsigned char)lx->cur[1])) {
        lx->cur += 2;
      } else {
        return error_tok(lx, start, "unknown escape in string literal");
      }
    }
  }
  lx->cur = start + 1;
  return error_tok(lx, start, "expected '\"' in string literal");
}

static MlbToken lex_number(MlbLexer *lx, const char *start) {
  const char *p = lx->cur, *end = lx->end;
  if (p[0] == '0' && p + 2 < end && p[1] == 'x' && has_class(p[2], C_HEX)) {
    lx->cur = skip_class(p + 2, end, C_HEX);
    return make(lx, MLB_TOK_INTEGER, start);
  }
  p = skip_class(p, end, C_DIGIT);
  lx->cur = p;
  if (p >= end || *p != '.')
    return make(lx, MLB_TOK_INTEGER, start);
  /* fraction: "1." is a float; "1..." is an integer followed by ... */
  if (p + 1 < end && p[1] == '.')
    return make(lx, MLB_TOK_INTEGER, start);
  p = skip_class(p + 1, end, C_DIGIT);
  if (p < end && (*p == 'e' || *p == 'E')) {
    const char *q = p + 1;
    if (q < end && (*q == '+' || *q == '-'))
      q++;
    if (q < end && has_class(*q, C_DIGIT))
      p = skip_class(q, end, C_DIGIT);
  }
  lx->cur = p;
  return make(lx, MLB_TOK_FLOAT, start);
}

/* After a sigil: %, ^ take digits or suffix chars; @ # ! take bare ids. */
static MlbToken lex_prefixed(MlbLexer *lx, const char *start, MlbTokKind k) {
  const char *p = ++lx->cur, *end = lx->end; /* past the sigil */
  if (k == MLB_TOK_PERCENT_ID || k == MLB_TOK_CARET_ID) {
    const char *q = p < end && has_class(*p, C_DIGIT)
                        ? skip_class(p, end, C_DIGIT)
                        : skip_class(p, end, C_SUFFIX);
    lx->cur = q;
    if (q == p)
      return error_tok(lx, start, k == MLB_TOK_PERCENT_ID
                                      ? "invalid SSA name"
                                      : "invalid block name");
    /* %x#3: result number suffix */
    if (k == MLB_TOK_PERCENT_ID && q + 1 < end && *q == '#' &&
        has_class(q[1], C_DIGIT))
      lx->cur = skip_class(q + 1, end, C_DIGIT);
    return make(lx, k, start);
  }
  if (k == MLB_TOK_AT_ID && p < end && *p == '"') {
    MlbToken s = lex_string(lx, p, MLB_TOK_AT_ID);
    if (s.kind == MLB_TOK_ERROR)
      return s;
    return make(lx, k, start);
  }
  if (p >= end || !has_class(*p, C_ID)) /* letter, digit, _ $ . */
    return error_tok(lx, start, k == MLB_TOK_AT_ID
                                    ? "invalid symbol reference"
                                    : "invalid identifier after sigil");
  lx->cur = skip_class(p, end, C_ID);
  return make(lx, k, start);
}

static MlbToken lex_punct(MlbLexer *lx, const char *start) {
  char c = *lx->cur++;
  switch (c) {
  case '(': return make(lx, MLB_TOK_LPAREN, start);
  case ')': return make(lx, MLB_TOK_RPAREN, start);
  case '[': return make(lx, MLB_TOK_LSQUARE, start);
  case ']': return make(lx, MLB_TOK_RSQUARE, start);
  case '}': return make(lx, MLB_TOK_RBRACE, start);
  case '<': return make(lx, MLB_TOK_LESS, start);
  case '>': return make(lx, MLB_TOK_GREATER, start);
  case ',': return make(lx, MLB_TOK_COMMA, start);
  case ':': return make(lx, MLB_TOK_COLON, start);
  case '=': return make(lx, MLB_TOK_EQUAL, start);
  case '?': return make(lx, MLB_TOK_QUESTION, start);
  case '*': return make(lx, MLB_TOK_STAR, start);
  case '+': return make(lx, MLB_TOK_PLUS, start);
  case '|': return make(lx, MLB_TOK_VBAR, start);
  case '{':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '#') {
      lx->cur += 2;
      return make(lx, MLB_TOK_FILE_METADATA_BEGIN, start);
    }
    return make(lx, MLB_TOK_LBRACE, start);
  case '-':
    if (lx->cur < lx->end && *lx->cur == '>') {
      lx->cur++;
      return make(lx, MLB_TOK_ARROW, start);
    }
    return make(lx, MLB_TOK_MINUS, start);
  case '.':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '.' && lx->cur[1] == '.') {
      lx->cur += 2;
      return make(lx, MLB_TOK_ELLIPSIS, start);
    }
    break;
  default:
    break;
  }
  lx->cur = start;
  return error_tok(lx, start, "unexpected character");
}

#if defined(__GNUC__)
#define MLB_NOINLINE __attribute__((noinline))
#else
#define MLB_NOINLINE
#endif

/* Everything but identifiers and one-character punctuation; kept out of
 * line so that the common path needs few registers. */
static MLB_NOINLINE MlbToken lex_other(MlbLexer *lx, const char *start) {
  char c = *start;
  if (has_class(c, C_DIGIT))
    return lex_number(lx, start);
  switch (c) {
  case '"': return lex_string(lx, start, MLB_TOK_STRING);
  case '%': return lex_prefixed(lx, start, MLB_TOK_PERCENT_ID);
  case '^': return lex_prefixed(lx, start, MLB_TOK_CARET_ID);
  case '@': return lex_prefixed(lx, start, MLB_TOK_AT_ID);
  case '!': return lex_prefixed(lx, start, MLB_TOK_EXCL_ID);
  case '#':
    if (lx->cur + 2 < lx->end && lx->cur[1] == '-' && lx->cur[2] == '}') {
      lx->cur += 3;
      return make(lx, MLB_TOK_FILE_METADATA_END, start);
    }
    return lex_prefixed(lx, start, MLB_TOK_HASH_ID);
  case '\0':
    return error_tok(lx, start, "unexpected nul character");
  default:
    return lex_punct(lx, start);
  }
}

/* Punctuation that is one character whatever follows ('{', '-' and '.'
 * may start longer tokens); 0 (MLB_TOK_EOF) for anything else. */
static const unsigned char k_single[256] = {
    ['('] = MLB_TOK_LPAREN,   [')'] = MLB_TOK_RPAREN,
    ['['] = MLB_TOK_LSQUARE,  [']'] = MLB_TOK_RSQUARE,
    ['}'] = MLB_TOK_RBRACE,   ['<'] = MLB_TOK_LESS,
    ['>'] = MLB_TOK_GREATER,  [','] = MLB_TOK_COMMA,
    [':'] = MLB_TOK_COLON,    ['='] = MLB_TOK_EQUAL,
    ['?'] = MLB_TOK_QUESTION, ['*'] = MLB_TOK_STAR,
    ['+'] = MLB_TOK_PLUS,     ['|'] = MLB_TOK_VBAR,
};

/* `%name` / `%name#N` with a well-formed name, or NULL (the general path
 * then lexes it and reports the error). */
static inline const char *scan_percent_id(const char *p) {
  const char *s = p + 1, *q = s;
  if (has_class(*q, C_DIGIT))
    while (has_class(*q, C_DIGIT))
      q++;
  else
    while (has_class(*q, C_SUFFIX))
      q++;
  if (q == s)
    return NULL;
  if (q[0] == '#' && has_class(q[1], C_DIGIT)) /* %x#3: result number */
    for (q++; has_class(*q, C_DIGIT);)
      q++;
  return q;
}

/* The scanning loops below run without bounds checks: the buffer ends in
 * a NUL (lexer.h), which is in no character class, so every loop stops
 * there at the latest; a NUL before the end stops them the same way. */
static MLB_NOINLINE void lex_slow(MlbLexer *lx, MlbToken *t, const char *p);

/* Past the whitespace at p, counting its newlines. */
static inline const char *skip_space(MlbLexer *lx, const char *p) {
  while (has_class(*p, C_SPACE)) {
    if (*p == '\n')
      new_line(lx, p);
    p++;
  }
  return p;
}

/* Identifiers, one-character punctuation and value names without a call
 * (so without saving registers); comments and the rest go to lex_slow. */
void mlb_lexer_lex(MlbLexer *lx, MlbToken *t) {
  const char *p = skip_space(lx, lx->cur);
  unsigned char c = (unsigned char)*p;
  t->start = p;
  if (has_class((char)c, C_ID_START)) {
    const char *q = p + 1;
    while (has_class(*q, C_ID))
      q++;
    lx->cur = q;
    t->kind = MLB_TOK_BARE_ID;
    t->len = (uint32_t)(q - p);
    return;
  }
  if (k_single[c]) {
    lx->cur = p + 1;
    t->kind = (MlbTokKind)k_single[c];
    t->len = 1;
    return;
  }
  if (c == '%') {
    const char *q = scan_percent_id(p);
    if (q) {
      lx->cur = q;
      t->kind = MLB_TOK_PERCENT_ID;
      t->len = (uint32_t)(q - p);
      return;
    }
  }
  lex_slow(lx, t, p);
}

/* `p` is past the whitespace: a comment (skipped, then lexing starts over),
 * the end of the buffer, or a token that lex_other knows. */
static MLB_NOINLINE void lex_slow(MlbLexer *lx, MlbToken *t, const char *p) {
  if (p[0] == '/' && p[1] == '/') {
    for (;;) {
      const char *nl = memchr(p, '\n', (size_t)(lx->end - p));
      p = skip_space(lx, nl ? nl : lx->end);
      if (p[0] != '/' || p[1] != '/')
        break;
    }
    lx->cur = p;
    mlb_lexer_lex(lx, t);
    return;
  }
  lx->cur = p;
  t->start = p;
  if (p >= lx->end) {
    t->kind = MLB_TOK_EOF;
    t->len = 0;
    return;
  }
  *t = lex_other(lx, p);
}

MlbToken mlb_lexer_next(MlbLexer *lx) {
  MlbToken t;
  mlb_lexer_lex(lx, &t);
  return t;
}

/* ==== Token helpers ==== */
/* Compares in one pass (no strlen of the keyword): keyword probes are
 * frequent and mostly fail on the first characters. */
bool mlb_tok_is(const MlbToken *t, const char *s) {
  uint32_t i = 0;
  for (; i < t->len; i++)
    if (s[i] != t->start[i] || !s[i])
      return false;
  return s[i] == 0;
}

static int hexval(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

bool mlb_tok_string_value(const MlbToken *t, MlbBuf *out) {
  const char *p = t->start, *e = t->start + t->len;
  while (p < e && *p != '"') /* skip a sigil such as @ */
    p++;
  if (p >= e)
    return false;
  p++;
  e--; /* closing quote */
  while (p < e) {
    char c = *p++;
    if (c != '\\') {
      mlb_buf_putc(out, c);
      continue;
    }
    if (p >= e)
      return false;
    char x = *p++;
    switch (x) {
    case '"': mlb_buf_putc(out, '"'); break;
    case '\\': mlb_buf_putc(out, '\\'); break;
    case 'n': mlb_buf_putc(out, '\n'); break;
    case 't': mlb_buf_putc(out, '\t'); break;
    default: {
      if (p >= e + 1)
        return false;
      int hi = hexval(x), lo = hexval(*p);
      if (hi < 0 || lo < 0)
        return false;
      p++;
      mlb_buf_putc(out, (char)(hi * 16 + lo));
    }
    }
  }
  if (!out->data)
    mlb_buf_putn(out, "", 0);
  return true;
}

bool mlb_tok_uint64(const MlbToken *t, uint64_t *out) {
  const char *p = t->start, *e = t->start + t->len;
  uint64_t v = 0;
  if (t->len > 2 && p[0] == '0' && p[1] == 'x') {
    for (p += 2; p < e; p++) {
      if (v >> 60)
        return false;
      v = v * 16 + (uint64_t)hexval(*p);
    }
  } else {
    for (; p < e; p++) {
      uint64_t d = (uint64_t)(*p - '0');
      if (v > (UINT64_MAX - d) / 10)
        return false;
      v = v * 10 + d;
    }
  }
  *out = v;
  return true;
}

bool mlb_tok_int_type(const MlbToken *t, uint32_t *width, int *sign) {
  const char *p = t->start, *e = t->start + t->len;
  int s = 0; /* 0 signless, 1 signed, 2 unsigned (MlbSignedness order) */
  if (t->len > 2 && p[0] == 's' && p[1] == 'i') {
    s = 1;
    p += 2;
  } else if (t->len > 2 && p[0] == 'u' && p[1] == 'i') {
    s = 2;
    p += 2;
  } else if (t->len > 1 && p[0] == 'i') {
    p += 1;
  } else {
    return false;
  }
  if (p >= e || *p == '0')
    return false;
  uint64_t w = 0;
  for (; p < e; p++) {
    if (!isdigit((unsigned char)*p))
      return false;
    w = w * 10 + (uint64_t)(*p - '0');
    if (w > 16777215)
      return false;
  }
  *width = (uint32_t)w;
  *sign = s;
  return true;
}
