/* scf_int.h - pieces shared by the scf dialect's files.
 *
 * scf_ops.c holds the op table and the branching ops (if, execute_region,
 * index_switch, while) with their terminators; scf_loops.c holds the loops
 * (for, forall, parallel) and their terminators (in_parallel, reduce,
 * reduce.return).
 */
#ifndef MLB_DIALECTS_SCF_INT_H
#define MLB_DIALECTS_SCF_INT_H

#include "dialects/common.h"

/* ==== Helpers (scf_ops.c) ==== */
/* Error at the op name with upstream's "custom op '<name>' " prefix (what
 * OpAsmParser::emitError produces inside custom parsers). */
MLB_MUST_CHECK MlbStatus mlb_scf_custom_error(MlbAsmParser *p, MlbOpState *st, const char *fmt,
                               ...) MLB_PRINTF(3, 4);
/* `(%inner = %outer, ...)`: region arguments (types unset) and their
 * initial values. */
MLB_MUST_CHECK MlbStatus mlb_scf_parse_assignment_list(MlbAsmParser *p, MlbRegionArgVec *args,
                                        MlbUnresolvedVec *inits);
/* Prints `<prefix>(%a = %x, ...)`, nothing when n == 0. */
void mlb_scf_print_init_list(MlbAsmPrinter *p, const char *prefix,
                             MlbValue *const *args, MlbUse *inits, uint32_t n);
/* Resolves `us` against `types` with upstream's located variant message
 * ("number of operands and types do not match: got N operands and M
 * types"). */
MLB_MUST_CHECK MlbStatus mlb_scf_resolve_with_types(MlbAsmParser *p, MlbOpState *st,
                                     const MlbUnresolvedVec *us,
                                     const MlbTypeVec *types);
/* HasParent: "expects parent op 'p'". */
MLB_MUST_CHECK MlbStatus mlb_scf_expect_parent(MlbContext *ctx, MlbOperation *op,
                                const char *parent);
/* The integer a constant-like op defines for `v`. */
bool mlb_scf_constant_int(MlbValue *v, int64_t *out);
/* The terminator (last op) of the region's first block, or NULL. */
MlbOperation *mlb_scf_first_terminator(MlbRegion *r);
/* The region of scf.index_switch `op` that runs for selector value v: the
 * case listing v, else the default (region 0; the cases follow it). */
uint32_t mlb_scf_switch_region(MlbOperation *op, int64_t v);

/* ==== Control-flow edges (scf_branch.c) ==== */
/* RegionBranchOpInterface edge checks of each region op. */
MLB_MUST_CHECK MlbStatus mlb_scf_verify_if_edges(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_execute_region_edges(MlbContext *ctx,
                                              MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_for_edges(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_while_edges(MlbContext *ctx, MlbOperation *op);
/* scf.for's LoopLikeOpInterface checks (inits, iter_args, yielded values,
 * results: counts, then types). */
MLB_MUST_CHECK MlbStatus mlb_scf_verify_for_loop_like(MlbContext *ctx, MlbOperation *op,
                                       MlbBlock *body);

/* ==== Loops (scf_loops.c) ==== */
extern const char *const mlb_scf_for_props[];
extern const char *const mlb_scf_forall_props[];
extern const char *const mlb_scf_parallel_props[];

MLB_MUST_CHECK MlbStatus mlb_scf_parse_for(MlbAsmParser *p, MlbOpState *st);
void mlb_scf_print_for(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_for(MlbContext *ctx, MlbOperation *op);
/* Whether op is an scf.yield, by its descriptor's verify hook (no
 * strcmp); false for an op without descriptor. */
bool mlb_scf_is_yield(const MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_scf_parse_forall(MlbAsmParser *p, MlbOpState *st);
void mlb_scf_print_forall(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_forall(MlbContext *ctx, MlbOperation *op);
/* Every dimension of forall op runs one trip (constant bounds with
 * lower + step >= upper), as upstream's ForallOp model asks before calling
 * its body repetitive (and parallel). */
bool mlb_scf_forall_single_trip(MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_scf_parse_in_parallel(MlbAsmParser *p, MlbOpState *st);
void mlb_scf_print_in_parallel(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_in_parallel(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_scf_parse_parallel(MlbAsmParser *p, MlbOpState *st);
void mlb_scf_print_parallel(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_parallel(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_scf_parse_reduce(MlbAsmParser *p, MlbOpState *st);
void mlb_scf_print_reduce(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_scf_verify_reduce(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_scf_verify_reduce_return(MlbContext *ctx, MlbOperation *op);

#endif
