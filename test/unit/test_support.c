/* test_support.c - the support layer's fast paths on both sides of their
 * thresholds: buffer appends that fit the spare room and appends that
 * grow the buffer (the inline mlb_buf_putn/puts/putc), and arena chunks
 * below 1MB (plain) and from there on (2MB huge-page chunks, also past
 * the 64MB where a cap used to switch to populated 4KB pages), and
 * files read below and from 1MB (huge-page blocks), and arenas handing
 * their 2MB chunks over (mlb_arena_give) or, below 1MB, freeing them.
 * Exits nonzero on failure.
 */
#define _DEFAULT_SOURCE /* mkstemp, fdopen */
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>

#include "unit_check.h"

static bool buf_is(MlbBuf *b, const char *text) {
  return b->len == strlen(text) && !strcmp(mlb_buf_cstr(b), text);
}

/* The inline appends copy when cap - len > n (the bytes and the NUL fit)
 * and grow otherwise: exactly at the boundary, one byte past it, and from
 * an empty buffer (cap 0). */
static void test_buf_room(void) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_putc(&b, 'x'); /* cap 0: grows */
  CHECK(buf_is(&b, "x") && b.cap >= 2);
  size_t cap = b.cap;
  char fill[512];
  memset(fill, 'a', sizeof fill);
  mlb_buf_putn(&b, fill, cap - b.len - 1); /* fills to cap - 1: no growth */
  CHECK(b.cap == cap && b.len == cap - 1 && b.data[b.len] == 0);
  mlb_buf_putn(&b, "b", 1); /* no room for the NUL: grows */
  CHECK(b.cap > cap && b.len == cap && b.data[cap - 1] == 'b' &&
        b.data[b.len] == 0);
  cap = b.cap;
  while (b.cap - b.len > 2)
    mlb_buf_putc(&b, 'c');
  CHECK(b.cap == cap);
  mlb_buf_putc(&b, 'd'); /* the last byte before the NUL */
  CHECK(b.cap == cap && b.len == cap - 1 && b.data[b.len - 1] == 'd');
  mlb_buf_putc(&b, 'e'); /* grows */
  CHECK(b.cap > cap && b.data[b.len - 1] == 'e' && b.data[b.len] == 0);
  mlb_buf_clear(&b);
  mlb_buf_puts(&b, "%a, ");
  mlb_buf_puts(&b, "%b");
  mlb_buf_putn(&b, " = xyz", 3);
  CHECK(buf_is(&b, "%a, %b = "));
  mlb_buf_free(&b);
  /* An empty piece into an empty buffer still makes it a C string. */
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "");
  CHECK(buf_is(&b, "") && b.data && b.data[0] == 0);
  mlb_buf_free(&b);
  /* A long piece into a small buffer grows it more than once. */
  mlb_buf_init(&b);
  mlb_buf_putn(&b, fill, sizeof fill);
  CHECK(b.len == sizeof fill && b.cap > sizeof fill && b.data[b.len] == 0);
  mlb_buf_free(&b);
}

/* Writes and reads back every allocation, so that a chunk advised in a
 * way the kernel refuses or honours must still hold the data. */
static void fill_arena(MlbArena *a, size_t total, size_t piece) {
  unsigned char **ptrs = malloc((total / piece) * sizeof *ptrs);
  bool zeroed = true, kept = true;
  for (size_t i = 0; i < total / piece; i++) {
    ptrs[i] = mlb_arena_alloc(a, piece);
    zeroed &= ptrs[i][0] == 0 && ptrs[i][piece - 1] == 0;
    memset(ptrs[i], (int)(i & 0xff), piece);
  }
  for (size_t i = 0; i < total / piece; i++)
    kept &= ptrs[i][0] == (i & 0xff) && ptrs[i][piece - 1] == (i & 0xff);
  CHECK(zeroed);
  CHECK(kept);
  free(ptrs);
}

/* Below 1MB the arena takes plain chunks, from there on 2MB chunks advised
 * to huge pages (before anything is written to them), however large the
 * arena grows. 80MB crosses the 1MB threshold and the 64MB of the old cap. */
static void test_arena_chunks(void) {
  MlbArena a;
  mlb_arena_init(&a);
  fill_arena(&a, (size_t)80 << 20, 4000);
  mlb_arena_destroy(&a);
  mlb_arena_init(&a);
  fill_arena(&a, (size_t)3 << 20, 70000); /* big blocks of their own */
  mlb_arena_reset(&a);
  fill_arena(&a, (size_t)1 << 20, 16);
  mlb_arena_destroy(&a);
}

static size_t count_spare(const MlbArena *a) {
  size_t n = 0;
  for (const MlbArenaChunk *c = a->spare; c; c = *(MlbArenaChunk *const *)c)
    n++; /* a chunk starts with its next pointer */
  return n;
}

/* A 5MB arena hands over its 2MB chunks; the receiver fills them before
 * new ones (zeroed where asked, data kept), and destroys what it did not
 * use. A 512KB arena has only small chunks: nothing is handed over. */
static void test_arena_give(void) {
  MlbArena from, to;
  mlb_arena_init(&from);
  mlb_arena_init(&to);
  fill_arena(&from, (size_t)5 << 20, 4000);
  mlb_arena_give(&from, &to);
  CHECK(from.head == NULL && from.total == 0);
  size_t given = count_spare(&to);
#ifndef MLB_SMALL_CAPACITIES /* 256-byte chunks there: none is 2MB */
  CHECK(given >= 2);
#endif
  fill_arena(&to, (size_t)3 << 20, 4000); /* takes given chunks first */
  CHECK(count_spare(&to) < given || given == 0);
  MlbArena third;
  mlb_arena_init(&third);
  mlb_arena_give(&to, &third); /* its unused spares move along */
  CHECK(to.spare == NULL);
  fill_arena(&third, (size_t)1 << 20, 16);
  mlb_arena_destroy(&third); /* spares left: freed */
  mlb_arena_init(&from);
  fill_arena(&from, (size_t)512 << 10, 1000);
  mlb_arena_give(&from, &to);
  CHECK(to.spare == NULL);
  mlb_arena_destroy(&to);
}

/* Files from 1MB on are read into a huge-page block, smaller ones into a
 * plain one: the text must be the file's either way. */
static void check_read(size_t size) {
  char path[] = "/tmp/mlbuf_test_support_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd < 0)
    return;
  FILE *f = fdopen(fd, "wb");
  for (size_t i = 0; i < size; i++)
    fputc('a' + (int)(i % 23), f);
  fclose(f);
  size_t len = 0;
  char *text = mlb_read_file(path, &len);
  remove(path);
  CHECK(text && len == size && text[len] == 0);
  bool same = text != NULL;
  for (size_t i = 0; same && i < len; i++)
    same = text[i] == 'a' + (int)(i % 23);
  CHECK(same);
  mlb_free(text);
}

static void test_read_file(void) {
  check_read(0);
  check_read(1000);
  check_read(((size_t)1 << 20) - 2); /* one below: size + NUL < 1MB */
  check_read(((size_t)1 << 20) - 1); /* size + NUL = 1MB: huge block */
  check_read(((size_t)2 << 20) - 1); /* 2MB + header: two huge pages */
  check_read((size_t)5 << 20);       /* several huge pages */
}

int main(void) {
  test_buf_room();
  test_arena_chunks();
  test_arena_give();
  test_read_file();
  if (failures)
    fprintf(stderr, "test_support: %d failure(s)\n", failures);
  return failures != 0;
}
