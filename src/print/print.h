/* print.h - printing operations in MLIR's textual format. */
#ifndef MLB_PRINT_PRINT_H
#define MLB_PRINT_PRINT_H

#include "ir/ir.h"

typedef struct MlbPrintFlags {
  bool generic;        /* --mlir-print-op-generic */
  bool debuginfo;      /* --mlir-print-debuginfo: print loc(...) */
  bool local_scope;    /* number values as if `op` were the top */
  bool skip_regions;
  bool assume_verified; /* --mlir-print-assume-verified: without it an op
                           that fails to verify prints in generic form */
  bool verified; /* the caller verified the IR (assume_verified alone
                    promises nothing the printer may rely on) */
} MlbPrintFlags;

/* Prints `op` (usually the module) followed by a newline, with type and
 * attribute aliases (`#map = ...`) first, as upstream mlir-opt does.
 * A detached op without local_scope prints as upstream's top level: alias
 * definitions, the op, a newline, then the `#loc` aliases only used by op
 * locations (debuginfo). Otherwise (nested op or local_scope) the op is
 * numbered from its root (nearest isolated ancestor with local_scope) and
 * printed without aliases. mlir-opt itself writes one more newline after
 * the top-level form. Ops that fail to verify print in generic form unless
 * assume_verified is set (upstream re-verifies before custom printing). */
void mlb_print_op(MlbContext *ctx, MlbOperation *op, const MlbPrintFlags *f,
                  MlbBuf *out);
/* Where mlb_print_op_stream hands its text. */
typedef struct MlbPrintSink {
  /* Appends n bytes to the destination. */
  void (*write)(void *user, const char *s, size_t n);
  /* Removes the last n bytes written, or NULL when the destination cannot
   * take text back (a pipe): the printer then keeps text it may still have
   * to redo in memory (see below). */
  void (*unwrite)(void *user, size_t n);
  void *user;
} MlbPrintSink;

/* As mlb_print_op, but without holding the whole text: whenever `out`
 * holds 64 KB or more at an op boundary it is handed to the sink and
 * cleared. `out` may hold earlier text on entry (it is written first) and
 * holds the unwritten rest on return. The alias-free shortcut (printing
 * without the alias-collecting run, redone the full way if an aliased
 * object shows up after all) streams only through a sink with `unwrite`. */
void mlb_print_op_stream(MlbContext *ctx, MlbOperation *op,
                         const MlbPrintFlags *f, MlbBuf *out,
                         const MlbPrintSink *sink);
/* Prints a single op in generic form without aliases on one line
 * (diagnostic notes such as "see current operation"). As upstream, an op
 * with regions spans several lines and is then preceded by a newline. */
void mlb_print_op_brief(MlbContext *ctx, MlbOperation *op, MlbBuf *out);
/* Sets ctx->print_op_brief and ctx->print_location so that IR-layer
 * diagnostics can quote ops and print locations. */
void mlb_print_install(MlbContext *ctx);
/* Prints a location (without the loc(...) wrapper). */
void mlb_print_location(MlbBuf *b, const MlbAttr *loc);

#endif
