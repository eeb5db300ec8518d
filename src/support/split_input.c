/* split_input.c - cutting a buffer into --split-input-file chunks and
 * quoting source lines in SourceMgr's message format.
 */
#include "support/split_input.h"

/* Number of marker characters checked after a cut at the shortened marker
 * (upstream's checkLen). */
#define CHECK_LEN 2

void mlb_source_line_col(const char *text, size_t offset, uint32_t *line,
                         uint32_t *col) {
  uint32_t l = 1;
  size_t start = 0;
  for (size_t i = 0; i < offset; i++)
    if (text[i] == '\n')
      l++, start = i + 1;
  *line = l;
  *col = (uint32_t)(offset - start + 1);
}

void mlb_source_message(MlbBuf *out, const char *name, const char *text,
                        size_t len, size_t offset, size_t range,
                        const char *kind, const char *msg) {
  uint32_t line, col;
  mlb_source_line_col(text, offset, &line, &col);
  mlb_buf_printf(out, "%s:%u:%u: %s: %s\n", name, line, col, kind, msg);
  size_t start = offset - (col - 1), end = offset;
  while (end < len && text[end] != '\n' && text[end] != '\r')
    end++;
  mlb_buf_putn(out, text + start, end - start);
  mlb_buf_putc(out, '\n');
  mlb_buf_printf(out, "%*s^", (int)(col - 1), "");
  /* The range is clipped to the quoted line. */
  for (size_t i = 1; i < range && offset + i < end; i++)
    mlb_buf_putc(out, '~');
  mlb_buf_putc(out, '\n');
}

static const char *find(const char *hay, size_t n, const char *needle,
                        size_t m) {
  if (m == 0 || n < m)
    return NULL;
  for (size_t i = 0; i + m <= n; i++)
    if (hay[i] == needle[0] && memcmp(hay + i, needle, m) == 0)
      return hay + i;
  return NULL;
}

static void push_chunk(MlbChunkVec *out, const char *base, const char *p,
                       size_t n) {
  MlbChunk c = {p, n, (size_t)(p - base), 0, 0};
  mlb_source_line_col(base, c.offset, &c.line, &c.col);
  mlb_vec_push(out, c);
}

void mlb_split_input(const char *name, const char *text, size_t len,
                     const char *marker, MlbChunkVec *out, MlbBuf *warnings) {
  if (!marker)
    marker = MLB_DEFAULT_SPLIT_MARKER;
  size_t mlen = strlen(marker);
  MLB_ASSERT(mlen > CHECK_LEN);
  size_t plen = mlen - CHECK_LEN; /* cut at the marker minus its tail */
  const char *tail = marker + plen;
  const char *end = text + len;
  /* `prev` is the chunk being grown; a piece only closes it when it starts
   * with the marker's tail (and the next character is not '0', mirroring
   * upstream's check). As upstream, an empty `prev` takes the next piece
   * whole. */
  const char *prev = NULL;
  size_t prev_len = 0;
  const char *piece = text;
  for (;;) {
    const char *cut = find(piece, (size_t)(end - piece), marker, plen);
    size_t n = cut ? (size_t)(cut - piece) : (size_t)(end - piece);
    if (prev_len == 0) {
      prev = piece;
      prev_len = n;
    } else if (n > CHECK_LEN && memcmp(piece, tail, CHECK_LEN) == 0 &&
               piece[CHECK_LEN] != '0') {
      push_chunk(out, text, prev, prev_len);
      prev = piece + CHECK_LEN;
      prev_len = n - CHECK_LEN;
    } else {
      mlb_source_message(warnings, name, text, len, (size_t)(piece - text),
                         0, "warning", "near miss with file split marker");
      prev_len = (size_t)(piece + n - prev);
    }
    if (!cut)
      break;
    piece = cut + plen;
  }
  if (prev_len)
    push_chunk(out, text, prev, prev_len);
}

char *mlb_chunk_text(const MlbChunk *c, size_t *len_out) {
  size_t pad = c->col - 1;
  char *s = mlb_malloc(pad + c->len + 1);
  memset(s, ' ', pad);
  memcpy(s + pad, c->text, c->len);
  s[pad + c->len] = '\0';
  *len_out = pad + c->len;
  return s;
}
