/* semantics_file.h - op semantics described as data: loading op-semantics
 * files (semantics_file.c) and applying descriptions to a context
 * (semantics_apply.c). The format is documented in docs/op-semantics.md;
 * the description structs are the public ones of mlbuf_semantics.h.
 */
#ifndef MLB_INTERFACES_SEMANTICS_FILE_H
#define MLB_INTERFACES_SEMANTICS_FILE_H

#include "interfaces/interfaces.h"
#include "mlbuf/mlbuf_semantics.h"

/* Parses `text` (len bytes, copied) as an op-semantics file named `name`
 * and applies it. On any error nothing is applied; the diagnostics are
 * located in the file. */
MLB_MUST_CHECK MlbStatus mlb_semantics_load(MlbContext *ctx, const char *name,
                             const char *text, size_t len);
/* Same for a file on disk; reports a file that cannot be read. */
MLB_MUST_CHECK MlbStatus mlb_semantics_load_file(MlbContext *ctx, const char *path);

/* Descriptions applied together, all or nothing. Locations (may be NULL:
 * unknown) locate the diagnostics about each entry. The structs' strings
 * and arrays only need to live until mlb_semantics_apply returns. */
typedef struct MlbSemBatch {
  MLB_VEC(MlbSemOp) ops;
  MLB_VEC(MlbAttr *) op_locs;
  MLB_VEC(const char *) types; /* buffer-like type names, "!d.t" */
  MLB_VEC(MlbAttr *) type_locs;
} MlbSemBatch;
void mlb_sem_batch_free(MlbSemBatch *b); /* the vectors, not the contents */
/* Checks every description (reporting each problem) and, when all are
 * sound and `check_only` is false, installs them. */
MLB_MUST_CHECK MlbStatus mlb_semantics_apply(MlbContext *ctx, const MlbSemBatch *b,
                              bool check_only);

#endif
