/* test_split_input.c - --split-input-file chunking, near misses, original
 * line/column bookkeeping and SourceMgr-style quoting. */
#include "support/split_input.h"

#include <stdio.h>

#include "unit_check.h"

static bool chunk_is(const MlbChunk *c, const char *text) {
  return c->len == strlen(text) && memcmp(c->text, text, c->len) == 0;
}

static void test_default_marker(void) {
  const char *src = "a\n// -----\nb\n// -----\nc";
  MlbChunkVec chunks = {0};
  MlbBuf warn;
  mlb_buf_init(&warn);
  mlb_split_input("f.mlir", src, strlen(src), NULL, &chunks, &warn);
  CHECK(chunks.len == 3);
  CHECK(warn.len == 0);
  if (chunks.len == 3) {
    CHECK(chunk_is(&chunks.data[0], "a\n"));
    CHECK(chunks.data[0].line == 1 && chunks.data[0].col == 1);
    /* A chunk starts right after the marker, on the marker's line. */
    CHECK(chunk_is(&chunks.data[1], "\nb\n"));
    CHECK(chunks.data[1].line == 2 && chunks.data[1].col == 9);
    CHECK(chunk_is(&chunks.data[2], "\nc"));
    CHECK(chunks.data[2].line == 4 && chunks.data[2].col == 9);
  }
  mlb_vec_free(&chunks);
  mlb_buf_free(&warn);
}

static void test_near_miss(void) {
  const char *src = "a\n// ---- x\nb";
  MlbChunkVec chunks = {0};
  MlbBuf warn;
  mlb_buf_init(&warn);
  mlb_split_input("f.mlir", src, strlen(src), NULL, &chunks, &warn);
  CHECK(chunks.len == 1);
  if (chunks.len == 1)
    CHECK(chunk_is(&chunks.data[0], src));
  CHECK(strstr(mlb_buf_cstr(&warn),
               "f.mlir:2:7: warning: near miss with file split marker\n"
               "// ---- x\n      ^\n") != NULL);
  mlb_vec_free(&chunks);
  mlb_buf_free(&warn);
}

static void test_empty_and_custom(void) {
  MlbChunkVec chunks = {0};
  MlbBuf warn;
  mlb_buf_init(&warn);
  mlb_split_input("f", "", 0, NULL, &chunks, &warn);
  CHECK(chunks.len == 0);
  const char *src = "x @@!! y";
  mlb_split_input("f", src, strlen(src), "@@!!", &chunks, &warn);
  CHECK(chunks.len == 2);
  if (chunks.len == 2) {
    CHECK(chunk_is(&chunks.data[0], "x "));
    CHECK(chunk_is(&chunks.data[1], " y"));
    CHECK(chunks.data[1].col == 7);
  }
  mlb_vec_free(&chunks);
  mlb_buf_free(&warn);
}

static void test_chunk_text_padding(void) {
  MlbChunk c = {"abc", 3, 10, 4, 5};
  size_t n = 0;
  char *s = mlb_chunk_text(&c, &n);
  CHECK(n == 7 && strcmp(s, "    abc") == 0);
  mlb_free(s);
}

static void test_source_message(void) {
  const char *src = "one\n  two three\n";
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_source_message(&b, "f", src, strlen(src), 6, 3, "error", "bad");
  CHECK(strcmp(mlb_buf_cstr(&b), "f:2:3: error: bad\n  two three\n"
                                 "  ^~~\n") == 0);
  mlb_buf_clear(&b);
  /* Ranges stop at the end of the quoted line. */
  mlb_source_message(&b, "f", src, strlen(src), 12, 40, "note", "n");
  CHECK(strcmp(mlb_buf_cstr(&b), "f:2:9: note: n\n  two three\n"
                                 "        ^~~\n") == 0);
  mlb_buf_free(&b);
}

int main(void) {
  test_default_marker();
  test_near_miss();
  test_empty_and_custom();
  test_chunk_text_padding();
  test_source_message();
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
