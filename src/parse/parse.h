/* parse.h - parsing whole MLIR source buffers. */
#ifndef MLB_PARSE_PARSE_H
#define MLB_PARSE_PARSE_H

#include "ir/ir.h"

/* Parses `text` (len bytes, NUL terminated) named `name` into a
 * builtin.module. When the top level holds exactly one builtin.module op,
 * that op is returned; otherwise the top-level ops are wrapped in an
 * implicit module (as upstream). `line_base` is the line number of the
 * first byte (1 for a whole file). Returns NULL after emitting diagnostics.
 * The module is owned by ctx (freed with it); erase it with mlb_op_erase. */
MlbOperation *mlb_parse_source(MlbContext *ctx, const char *name,
                               const char *text, size_t len,
                               uint32_t line_base);

/* The implicit module's location. Upstream uses "name":0:0 for a whole file
 * and for the first --split-input-file chunk, and the chunk's first
 * character (just after the `// -----` marker) for the later chunks.
 * mlb_parse_source guesses the latter from line_base and the padding of
 * mlb_chunk_text; drivers that know the chunk's position can say it. */
MlbOperation *mlb_parse_source_at(MlbContext *ctx, const char *name,
                                  const char *text, size_t len,
                                  uint32_t line_base, uint32_t module_line,
                                  uint32_t module_col);

/* --no-implicit-module: the source must hold exactly one top-level op
 * (of any kind), which is returned; otherwise upstream's "source must
 * contain a single top-level operation, found: N" at the implicit module's
 * location. Arguments as mlb_parse_source_at. */
MlbOperation *mlb_parse_source_single(MlbContext *ctx, const char *name,
                                      const char *text, size_t len,
                                      uint32_t line_base,
                                      uint32_t module_line,
                                      uint32_t module_col);

#endif
