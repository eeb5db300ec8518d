/* interp.h - mlbuf-run's interpreter: executes func/cf/scf/arith/math/
 * index/affine/memref/bufferization/tensor/linalg IR on a checked heap
 * (heap.h). Tensors are immutable values outside that heap, reclaimed by
 * the interpreter (tensors.c): they are never leaks.
 *
 * Each function is lowered once, before it first runs, into slot-indexed
 * code (interp_int.h); ops are bound to their handlers at that point, so
 * an op without a handler is reported at its location before anything
 * executes. Heap violations are reported as they happen and counted;
 * execution continues with a safe fallback (a bad load reads 0, a bad store
 * is dropped, a bad free is ignored) until `max_reports` is reached.
 */
#ifndef MLB_INTERP_INTERP_H
#define MLB_INTERP_INTERP_H

#include <stdio.h>

#include "ir/ir.h"

typedef struct MlbInterp MlbInterp;

typedef struct MlbInterpOptions {
  FILE *out;            /* program output: runner utilities and results */
  uint32_t max_reports; /* stop after this many violations; 0 = 20 */
} MlbInterpOptions;

typedef struct MlbInterpStats {
  uint64_t allocs, frees, allocas;
  uint64_t clones, copies, bytes_copied;
  uint64_t peak_live_buffers, peak_live_bytes;
  uint64_t dealloc_ops, ownership_checks;
  uint64_t ops;
  uint64_t violations;
} MlbInterpStats;

/* Binds the interpreter's handlers to the context's op descriptors
 * (MLB_IFACE_INTERP). Idempotent. */
void mlb_interp_register_handlers(MlbContext *ctx);

/* Creates an interpreter over a parsed, verified module. Registers the
 * handlers on ctx. The module must outlive the interpreter. */
MlbInterp *mlb_interp_create(MlbContext *ctx, MlbOperation *module,
                             const MlbInterpOptions *opts);
void mlb_interp_destroy(MlbInterp *in);

/* Runs function `entry` with arguments parsed from text (one string per
 * argument, typed by the function's signature: `42`, `-1.5`, `true`,
 * `memref:4x4xf32=1.0`), prints each returned value on its own line, then
 * reports leaks. Fails (after a diagnostic) when the entry cannot be found,
 * an argument does not parse, an op has no handler, or execution stops on
 * a runtime error (failed cf.assert, division by zero, too many
 * violations). Heap violations alone do not make it fail: see
 * mlb_interp_get_stats(). */
MLB_MUST_CHECK MlbStatus mlb_interp_run(MlbInterp *in, const char *entry, uint32_t nargs,
                         const char *const *args);

void mlb_interp_get_stats(const MlbInterp *in, MlbInterpStats *out);
/* Human-readable (one `name: value` per line) and JSON renderings. */
void mlb_interp_stats_text(const MlbInterpStats *s, MlbBuf *out);
void mlb_interp_stats_json(const MlbInterpStats *s, MlbBuf *out);

#endif
