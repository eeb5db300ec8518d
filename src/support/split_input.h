/* split_input.h - --split-input-file: cutting a source buffer into chunks,
 * and SourceMgr-style messages quoting a buffer.
 *
 * Chunks are separated by the marker (default "// -----"), as upstream's
 * splitAndProcessBuffer does it: the buffer is cut at every occurrence of
 * the marker without its last two characters; a cut counts only when the
 * two characters follow, otherwise it is a "near miss" (warned about) and
 * the text stays in the chunk. Chunks keep their position in the original
 * buffer so diagnostics can name original lines and columns.
 */
#ifndef MLB_SUPPORT_SPLIT_INPUT_H
#define MLB_SUPPORT_SPLIT_INPUT_H

#include "support/support.h"

#define MLB_DEFAULT_SPLIT_MARKER "// -----"

typedef struct MlbChunk {
  const char *text; /* points into the original buffer, not NUL terminated */
  size_t len;
  size_t offset;    /* of text[0] in the original buffer */
  uint32_t line;    /* 1-based line of text[0] */
  uint32_t col;     /* 1-based column of text[0] */
} MlbChunk;
typedef MLB_VEC(MlbChunk) MlbChunkVec;

/* Splits text[0..len) on `marker` (NULL = default; at least 3 chars) into
 * `out`. Near misses are appended to `warnings` as upstream prints them
 * (`name:line:col: warning: near miss with file split marker` + quote).
 * An empty buffer yields no chunk. */
void mlb_split_input(const char *name, const char *text, size_t len,
                     const char *marker, MlbChunkVec *out, MlbBuf *warnings);

/* A NUL-terminated heap copy of the chunk, preceded by (col - 1) spaces so
 * that columns of its first line match the original; parse it with
 * line_base = chunk->line. Free with mlb_free. */
char *mlb_chunk_text(const MlbChunk *c, size_t *len_out);

/* Appends `name:line:col: kind: msg`, the quoted source line and a caret
 * (followed by `range - 1` tildes when range > 1) for byte `offset` of
 * text, like llvm::SourceMgr::PrintMessage. */
void mlb_source_message(MlbBuf *out, const char *name, const char *text,
                        size_t len, size_t offset, size_t range,
                        const char *kind, const char *msg);

/* 1-based line and column of byte `offset` in text. */
void mlb_source_line_col(const char *text, size_t offset, uint32_t *line,
                         uint32_t *col);

#endif
