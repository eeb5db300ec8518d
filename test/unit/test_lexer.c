/* test_lexer.c - token shapes, escapes, locations and integer types. */
#include "parse/lexer.h"

#include <stdio.h>

#include "unit_check.h"

static void expect_tokens(const char *src, const MlbTokKind *kinds,
                          const char *const *texts, size_t n) {
  MlbLexer lx;
  mlb_lexer_init(&lx, "t", src, strlen(src), 1);
  for (size_t i = 0; i < n; i++) {
    MlbToken t = mlb_lexer_next(&lx);
    CHECK(t.kind == kinds[i]);
    if (texts[i])
      CHECK(mlb_tok_is(&t, texts[i]));
  }
  CHECK(mlb_lexer_next(&lx).kind == MLB_TOK_EOF);
  mlb_lexer_free(&lx);
}

static void test_shapes(void) {
  const char *src = "%0 = \"d.op\"(%x#2) : (i32) -> !foo.bar // c\n"
                    "^bb1 @sym #map {-# #-} 1.5e3 0x1F ... memref.alloc";
  MlbTokKind k[] = {MLB_TOK_PERCENT_ID, MLB_TOK_EQUAL,     MLB_TOK_STRING,
                    MLB_TOK_LPAREN,     MLB_TOK_PERCENT_ID, MLB_TOK_RPAREN,
                    MLB_TOK_COLON,      MLB_TOK_LPAREN,     MLB_TOK_BARE_ID,
                    MLB_TOK_RPAREN,     MLB_TOK_ARROW,      MLB_TOK_EXCL_ID,
                    MLB_TOK_CARET_ID,   MLB_TOK_AT_ID,      MLB_TOK_HASH_ID,
                    MLB_TOK_FILE_METADATA_BEGIN, MLB_TOK_FILE_METADATA_END,
                    MLB_TOK_FLOAT,      MLB_TOK_INTEGER,    MLB_TOK_ELLIPSIS,
                    MLB_TOK_BARE_ID};
  const char *t[] = {"%0",   "=",    "\"d.op\"", "(",   "%x#2", ")",
                     ":",    "(",    "i32",      ")",   "->",   "!foo.bar",
                     "^bb1", "@sym", "#map",     "{-#", "#-}",  "1.5e3",
                     "0x1F", "...",  "memref.alloc"};
  expect_tokens(src, k, t, MLB_ARRAY_LEN(k));
}

static void test_string_escapes(void) {
  MlbLexer lx;
  const char *src = "\"a\\\"b\\0Ac\\\\\"";
  mlb_lexer_init(&lx, "t", src, strlen(src), 1);
  MlbToken t = mlb_lexer_next(&lx);
  CHECK(t.kind == MLB_TOK_STRING);
  MlbBuf b;
  mlb_buf_init(&b);
  CHECK(mlb_tok_string_value(&t, &b));
  CHECK(b.len == 6 && memcmp(b.data, "a\"b\nc\\", 6) == 0);
  mlb_buf_free(&b);
  mlb_lexer_free(&lx);
}

static void test_errors_and_locations(void) {
  MlbLexer lx;
  const char *src = "\n  \"unterminated\n  `";
  mlb_lexer_init(&lx, "t", src, strlen(src), 10);
  MlbToken t = mlb_lexer_next(&lx);
  CHECK(t.kind == MLB_TOK_ERROR);
  uint32_t line, col;
  mlb_lexer_line_col(&lx, t.start, &line, &col);
  CHECK(line == 11 && col == 3);
  /* The lexer always makes progress, so a caller loop terminates. */
  int guard = 0;
  while (mlb_lexer_next(&lx).kind != MLB_TOK_EOF && guard < 100)
    guard++;
  CHECK(guard < 100);
  mlb_lexer_free(&lx);
}

/* Lines of positions: on the last token's line (counted while lexing,
 * comments included), on one of the lines just before (the ring of recent
 * line starts), farther back (the line table), past a rewind to an
 * earlier line and a reset that skips lines forward. */
static void expect_at(MlbLexer *lx, const char *p, uint32_t line,
                      uint32_t col) {
  uint32_t l = 0, c = 0;
  mlb_lexer_line_col(lx, p, &l, &c);
  CHECK(l == line && c == col);
}

static void test_line_tracking(void) {
  /* Lines 3-15 (base 3): a, comment, blank, comment, b c, d, five blank
   * lines, e, and the empty line after the last newline. */
  const char *src = "a\n  // c1\n\n// c2\n   b c\nd\n\n\n\n\n\n e\n";
  MlbLexer lx;
  mlb_lexer_init(&lx, "t", src, strlen(src), 3);
  MlbToken a = mlb_lexer_next(&lx);
  expect_at(&lx, a.start, 3, 1);
  MlbToken b = mlb_lexer_next(&lx);
  expect_at(&lx, b.start, 7, 4); /* past two comment lines */
  MlbToken c = mlb_lexer_next(&lx);
  expect_at(&lx, c.start, 7, 6);
  MlbToken d = mlb_lexer_next(&lx);
  expect_at(&lx, d.start, 8, 1);
  expect_at(&lx, a.start, 3, 1); /* five lines back: the ring */
  expect_at(&lx, b.start, 7, 4);
  CHECK(lx.line_starts == NULL);
  mlb_lexer_reset(&lx, b.start + 1); /* back a line: the table */
  CHECK(mlb_lexer_next(&lx).start == c.start);
  expect_at(&lx, c.start, 7, 6);
  CHECK(mlb_lexer_next(&lx).start == d.start);
  expect_at(&lx, d.start, 8, 1);
  mlb_lexer_reset(&lx, b.start + 1); /* back, then skip forward */
  mlb_lexer_reset(&lx, d.start + 1);
  MlbToken e = mlb_lexer_next(&lx);
  expect_at(&lx, e.start, 14, 2);
  expect_at(&lx, d.start, 8, 1);  /* ring, refilled since the rewind */
  expect_at(&lx, b.start, 7, 4);  /* the rewind's line, 7 back */
  expect_at(&lx, a.start, 3, 1);  /* before the rewind's line */
  CHECK(mlb_lexer_next(&lx).kind == MLB_TOK_EOF);
  expect_at(&lx, src + strlen(src), 15, 1);
  mlb_lexer_free(&lx);

  /* Straight through: a is past the ring's reach from the end. */
  mlb_lexer_init(&lx, "t", src, strlen(src), 3);
  while (mlb_lexer_next(&lx).kind != MLB_TOK_EOF)
    ;
  CHECK(lx.line_starts == NULL);
  expect_at(&lx, d.start, 8, 1);
  CHECK(lx.line_starts == NULL);
  expect_at(&lx, a.start, 3, 1);
  CHECK(lx.line_starts != NULL);
  mlb_lexer_free(&lx);
}

static void test_int_types(void) {
  struct { const char *s; bool ok; uint32_t w; int sign; } cases[] = {
      {"i1", true, 1, 0},   {"si8", true, 8, 1}, {"ui64", true, 64, 2},
      {"i", false, 0, 0},   {"i0x", false, 0, 0}, {"index", false, 0, 0},
      {"i99999999", false, 0, 0},
  };
  for (size_t i = 0; i < MLB_ARRAY_LEN(cases); i++) {
    MlbToken t = {MLB_TOK_BARE_ID, cases[i].s, (uint32_t)strlen(cases[i].s)};
    uint32_t w = 0;
    int s = -1;
    bool ok = mlb_tok_int_type(&t, &w, &s);
    CHECK(ok == cases[i].ok);
    if (ok)
      CHECK(w == cases[i].w && s == cases[i].sign);
  }
}

int main(void) {
  test_shapes();
  test_string_escapes();
  test_errors_and_locations();
  test_line_tracking();
  test_int_types();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
