/* affine_int.h - pieces shared by the affine dialect's files.
 *
 * affine_ssa.c parses and prints affine expressions written over SSA
 * values (`%i + symbol(%n) * 2`), as upstream's parseAffineMapOfSSAIds /
 * printAffineMapOfSSAIds do; affine_ops.c holds the op table and the
 * non-loop ops; affine_loops.c holds affine.for, affine_parallel.c
 * affine.parallel.
 */
#ifndef MLB_DIALECTS_AFFINE_INT_H
#define MLB_DIALECTS_AFFINE_INT_H

#include "dialects/common.h"

/* ==== SSA-id affine expressions (affine_ssa.c) ==== */
/* Operands of a map written over SSA values: plain `%x` are dims,
 * `symbol(%x)` symbols, each numbered by first appearance. */
typedef struct MlbAffineSsaOperands {
  MlbUnresolvedVec dims, syms;
} MlbAffineSsaOperands;
void mlb_affine_ssa_free(MlbAffineSsaOperands *o);

/* `[e, e, ...]` (or `(...)` for MLB_DELIM_PAREN) into a map over the
 * operands in *o (dims first, then symbols). An empty list gives
 * `() -> ()`. */
MLB_MUST_CHECK MlbStatus mlb_affine_parse_ssa_map(MlbAsmParser *p, MlbDelimiter d,
                                   MlbAffineSsaOperands *o, MlbAttr **map);
/* One expression, stopping before a top-level `,` or `)`: appends it to
 * `texts` (in d/s form, numbered over *o), where later expressions of the
 * same bound list share the operand numbering. */
MLB_MUST_CHECK MlbStatus mlb_affine_parse_ssa_expr(MlbAsmParser *p, MlbAffineSsaOperands *o,
                                    MlbBuf *text);
/* Parses `affine_map<(d0..)[s0..] -> (texts)>` for the given counts. */
MLB_MUST_CHECK MlbStatus mlb_affine_map_from_text(MlbAsmParser *p, MlbAttr *loc,
                                   uint32_t nd, uint32_t ns, const char *exprs,
                                   MlbAttr **map);
/* Resolves dims then symbols as index values. */
MLB_MUST_CHECK MlbStatus mlb_affine_resolve_ssa(MlbAsmParser *p, MlbAffineSsaOperands *o,
                                 MlbOpState *st);

/* Prints one expression with d<i> as dims[i] and s<i> as
 * `symbol(syms[i])`. */
void mlb_affine_print_ssa_expr(MlbAsmPrinter *p, const MlbAffineExpr *e,
                               MlbUse *dims, uint32_t nd, MlbUse *syms,
                               uint32_t ns);
/* The map's results, comma separated, over `operands` (dims then
 * symbols). */
void mlb_affine_print_ssa_map(MlbAsmPrinter *p, const MlbAttr *map,
                              MlbUse *operands, uint32_t n);

/* `(%d, ...)` then optional `[%s, ...]`: *ndims = number of dims. All are
 * resolved as index. */
MLB_MUST_CHECK MlbStatus mlb_affine_parse_dim_sym_list(MlbAsmParser *p, MlbOpState *st,
                                        uint32_t *ndims);
void mlb_affine_print_dim_sym_list(MlbAsmPrinter *p, MlbUse *ops, uint32_t n,
                                   uint32_t ndims);

/* ==== Loops (affine_loops.c, affine_parallel.c) ==== */
extern const char *const mlb_affine_for_props[];
extern const char *const mlb_affine_parallel_props[];
MLB_MUST_CHECK MlbStatus mlb_affine_parse_for(MlbAsmParser *p, MlbOpState *st);
void mlb_affine_print_for(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_affine_verify_for(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_affine_parse_parallel(MlbAsmParser *p, MlbOpState *st);
void mlb_affine_print_parallel(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_affine_verify_parallel(MlbContext *ctx, MlbOperation *op);

#endif
