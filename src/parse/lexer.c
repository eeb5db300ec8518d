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
}

void mlb_lexer_free(MlbLexer *lx) {
  mlb_free(lx->line_starts);
  lx->line_starts = NULL;
  lx->num_lines = 0;
}

void mlb_lexer_reset(MlbLexer *lx, const char *pos) { lx->cur = pos; }

static void build_line_table(MlbLexer *lx) {
  MLB_VEC(uint32_t) v = {0};
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

void mlb_lexer_line_col(MlbLexer *lx, const char *p, uint32_t *line,
                        uint32_t *col) {
  if (!lx->line_starts)
    build_line_table(lx);
  if (p < lx->buf)
    p = lx->buf;
  if (p > lx->end)
    p = lx->end;
  uint32_t off = (uint32_t)(p - lx->buf);
  uint32_t lo = 0, hi = lx->num_lines - 1;
  while (lo < hi) { /* last line start <= off */
    uint32_t mid = (lo + hi + 1) / 2;
    if (lx->line_starts[mid] <= off)
      lo = mid;
    else
      hi = mid - 1;
  }
  *line = lo + lx->line_base;
  *col = off - lx->line_starts[lo] + 1;
}

static bool is_id_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_id_char(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '$' || c == '.';
}
static bool is_suffix_char(char c) { return is_id_char(c) || c == '-'; }

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

static void skip_ws_and_comments(MlbLexer *lx) {
  for (;;) {
    while (lx->cur < lx->end && (*lx->cur == ' ' || *lx->cur == '\t' ||
                                 *lx->cur == '\n' || *lx->cur == '\r'))
      lx->cur++;
    if (lx->cur + 1 < lx->end && lx->cur[0] == '/' && lx->cur[1] == '/') {
      while (lx->cur < lx->end && *lx->cur != '\n')
        lx->cur++;
      continue;
    }
    return;
  }
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
  if (lx->cur[0] == '0' && lx->cur + 1 < lx->end && lx->cur[1] == 'x' &&
      lx->cur + 2 < lx->end && isxdigit((unsigned char)lx->cur[2])) {
    lx->cur += 2;
    while (lx->cur < lx->end && isxdigit((unsigned char)*lx->cur))
      lx->cur++;
    return make(lx, MLB_TOK_INTEGER, start);
  }
  while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur))
    lx->cur++;
  if (lx->cur >= lx->end || *lx->cur != '.')
    return make(lx, MLB_TOK_INTEGER, start);
  /* fraction: "1." is a float; "1..." is an integer followed by ... */
  if (lx->cur + 1 < lx->end && lx->cur[1] == '.')
    return make(lx, MLB_TOK_INTEGER, start);
  lx->cur++;
  while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur))
    lx->cur++;
  if (lx->cur < lx->end && (*lx->cur == 'e' || *lx->cur == 'E')) {
    const char *p = lx->cur + 1;
    if (p < lx->end && (*p == '+' || *p == '-'))
      p++;
    if (p < lx->end && isdigit((unsigned char)*p)) {
      lx->cur = p;
      while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur))
        lx->cur++;
    }
  }
  return make(lx, MLB_TOK_FLOAT, start);
}

/* After a sigil: %, ^ take digits or suffix chars; @ # ! take bare ids. */
static MlbToken lex_prefixed(MlbLexer *lx, const char *start, MlbTokKind k) {
  lx->cur++; /* sigil */
  if (k == MLB_TOK_PERCENT_ID || k == MLB_TOK_CARET_ID) {
    const char *p = lx->cur;
    if (p < lx->end && isdigit((unsigned char)*p)) {
      while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur))
        lx->cur++;
    } else {
      while (lx->cur < lx->end && is_suffix_char(*lx->cur))
        lx->cur++;
    }
    if (lx->cur == p)
      return error_tok(lx, start, k == MLB_TOK_PERCENT_ID
                                      ? "invalid SSA name"
                                      : "invalid block name");
    /* %x#3: result number suffix */
    if (k == MLB_TOK_PERCENT_ID && lx->cur + 1 < lx->end && *lx->cur == '#' &&
        isdigit((unsigned char)lx->cur[1])) {
      lx->cur++;
      while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur))
        lx->cur++;
    }
    return make(lx, k, start);
  }
  if (k == MLB_TOK_AT_ID && lx->cur < lx->end && *lx->cur == '"') {
    MlbToken s = lex_string(lx, lx->cur, MLB_TOK_AT_ID);
    if (s.kind == MLB_TOK_ERROR)
      return s;
    return make(lx, k, start);
  }
  if (lx->cur >= lx->end ||
      !(is_id_start(*lx->cur) || isdigit((unsigned char)*lx->cur) ||
        *lx->cur == '$' || *lx->cur == '.')) {
    return error_tok(lx, start, k == MLB_TOK_AT_ID
                                    ? "invalid symbol reference"
                                    : "invalid identifier after sigil");
  }
  while (lx->cur < lx->end && (is_id_char(*lx->cur)))
    lx->cur++;
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

MlbToken mlb_lexer_next(MlbLexer *lx) {
  skip_ws_and_comments(lx);
  const char *start = lx->cur;
  if (lx->cur >= lx->end)
    return make(lx, MLB_TOK_EOF, start);
  char c = *lx->cur;
  if (is_id_start(c)) {
    while (lx->cur < lx->end && is_id_char(*lx->cur))
      lx->cur++;
    return make(lx, MLB_TOK_BARE_ID, start);
  }
  if (isdigit((unsigned char)c))
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
