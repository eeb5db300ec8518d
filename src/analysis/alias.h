/* alias.h - buffer alias (view-flow) analysis.
 *
 * For every buffer-like value (mlb_type_is_buffer_like) nested in a root
 * op (a function, or a module to see across calls) the analysis builds a
 * directed flow graph: an edge u -> v says v may be u's buffer, or a view
 * into it. Edges come from op semantics (src/interfaces/interfaces.h):
 *  - views (MLB_IFACE_VIEW): the source operand flows to the results;
 *  - selects (MLB_IFACE_SELECT): each candidate operand flows to result 0;
 *  - branches: forwarded successor operands flow to the successor's block
 *    arguments (desc->successor_operands; without it, every buffer operand
 *    to every buffer argument of every successor);
 *  - region branches (MLB_IFACE_REGION_BRANCH with MLB_IFACE_REGION_TERM
 *    or return-like terminators): entry operands flow to the inputs of the
 *    regions (or results) they enter, terminator operands to the inputs of
 *    the successors of their region;
 *  - calls (MLB_IFACE_CALL) to a function with a body inside the root:
 *    call arguments flow to its entry arguments, its returned values to
 *    the call results (context-insensitive: all call sites are merged);
 *    to anything else: every buffer argument flows to every buffer result;
 *  - unknown ops (none of the above, no allocation of the result): every
 *    buffer operand flows to every buffer result; ops with regions but no
 *    region-branch interface also pass operands to their regions' entry
 *    arguments and terminator operands to their results.
 *
 * Each value may also be an origin of its own: an allocation (its op has
 * an MLB_EFFECT_ALLOCATE effect on it), a function argument (entry block
 * argument of a function-like op), or unknown (results of unknown ops and
 * of calls to unknown callees, views of non-buffers, and any value no
 * edge reaches). A value's origins are the origins reaching it.
 *
 * Cost: building is linear in the IR (plus origin-set sizes): origins are
 * propagated once over the strongly connected components in topological
 * order, sharing the set of a component with a single predecessor and no
 * origin of its own (view chains cost nothing). Alias classes (union-find)
 * answer "ever connected" in O(alpha(n)). Flow closures are computed on
 * demand, linear in their size.
 */
#ifndef MLB_ANALYSIS_ALIAS_H
#define MLB_ANALYSIS_ALIAS_H

#include "analysis/dom_info.h"
#include "analysis/idmap.h"
#include "ir/ir.h"
#include "support/thresholds.h"

typedef enum MlbOriginKind {
  MLB_ORIGIN_NONE,    /* not an origin: everything it holds flows in */
  MLB_ORIGIN_ALLOC,   /* allocated by its defining op */
  MLB_ORIGIN_ARG,     /* function argument: allocated by some caller */
  MLB_ORIGIN_UNKNOWN, /* produced by an op the analysis cannot see into */
} MlbOriginKind;

typedef struct MlbAliasInfo {
  MlbContext *ctx;
  MlbOperation *root;
  uint32_t n;                /* buffer values */
  MlbValue **values;         /* id -> value, in print order (blocks pre-order,
                                arguments then op results) */
  MlbIdMap ids;              /* MlbValue* -> id; left empty (ids found by
                                scanning `values`) when n is at most
                                MLB_ALIAS_SCAN_MAX */
  uint8_t *kind;             /* id -> MlbOriginKind (its own spare block) */
  uint32_t *fwd_start, *fwd; /* flow successors (CSR) */
  uint32_t *bwd_start, *bwd; /* flow predecessors (CSR) */
  uint32_t *uf;              /* union-find parents (classes_built) */
  const uint32_t **org;      /* id -> sorted origin ids (shared arrays) */
  uint32_t *org_len;
  uint32_t *org_store; /* all origin sets, back to back (org points in) */
  uint32_t *mark; /* scratch for closures */
  /* org, fwd_start, fwd, bwd_start, bwd, uf, org_len and mark share one
   * block (released through org by mlb_alias_free). It, `values`, `kind`
   * and org_store come from the context's spare blocks (ctx->state_pool) and
   * go back there: passes build the analysis function after function. */
  uint32_t mark_gen;
  bool classes_built; /* uf holds the classes (made on first asked) */
  size_t values_bytes, kind_bytes, block_bytes, store_bytes; /* sizes */
} MlbAliasInfo;

void mlb_alias_build(MlbAliasInfo *a, MlbContext *ctx, MlbOperation *root);
/* The same, showing `also` every op nested in root (root first, pre-order)
 * as the analysis's own walk reaches it, so that a pass needing another
 * look at every op does not walk the root again. The analysis is not
 * ready before mlb_alias_build_visit returns. */
void mlb_alias_build_visit(MlbAliasInfo *a, MlbContext *ctx,
                           MlbOperation *root, MlbWalkFn also, void *user);
/* The same, leaving out what flows out of blocks that `reach` (a forward
 * MlbDomInfo) finds unreachable from their region's entry: their
 * terminators never run. A value of a reachable block then never counts
 * as an alias of a buffer that could reach it only through such blocks
 * (for a pass that places nothing in them). */
void mlb_alias_build_reachable(MlbAliasInfo *a, MlbContext *ctx,
                               MlbOperation *root, MlbDomInfo *reach);
void mlb_alias_free(MlbAliasInfo *a);

/* Up to this many buffer values, ids are found by scanning `values`
 * (cheaper than building a map for the small functions most programs
 * have); past it through `ids` (support/thresholds.h). */
#define MLB_ALIAS_SCAN_MAX MLB_THRESHOLD(16, 1)

/* Id of a buffer value of the root, UINT32_MAX otherwise. Inline: asked
 * for every value a pass looks at, and a scan of a few pointers costs
 * less than the call. */
static inline uint32_t mlb_alias_id(const MlbAliasInfo *a, const MlbValue *v) {
  if (a->n > MLB_ALIAS_SCAN_MAX)
    return mlb_idmap_get(&a->ids, v);
  for (uint32_t i = 0; i < a->n; i++)
    if (a->values[i] == v)
      return i;
  return UINT32_MAX;
}
MlbOriginKind mlb_alias_origin_kind(const MlbAliasInfo *a, const MlbValue *v);
/* Origins of `v` as sorted ids (NULL, 0 for non-buffers). */
const uint32_t *mlb_alias_origins(const MlbAliasInfo *a, const MlbValue *v,
                                  uint32_t *n);
/* Values `v` may flow into (forward closure), or that may flow into it
 * (backward closure), sorted by id, without `v` itself. */
void mlb_alias_flows_to(MlbAliasInfo *a, const MlbValue *v, MlbValueVec *out);
void mlb_alias_flows_from(MlbAliasInfo *a, const MlbValue *v, MlbValueVec *out);
/* May x and y share memory? True when they share an origin, or when both
 * have external origins (arguments or unknown: two arguments may be one
 * buffer). */
bool mlb_alias_may_alias(const MlbAliasInfo *a, const MlbValue *x,
                         const MlbValue *y);
/* Coarse: are x and y connected by flow edges in either direction at all
 * (same union-find class)? */
bool mlb_alias_same_class(MlbAliasInfo *a, const MlbValue *x,
                          const MlbValue *y);

/* Following one value through its uses, without the whole analysis: the
 * values `v` may flow into, the same set as mlb_alias_flows_to on an
 * analysis of the same root would give (without v, in the order found,
 * not by id), appended to out. Each step applies the analysis' own edge
 * rules (alias.c) to the ops that can start an edge at a value: its
 * users, the op holding a block whose last op uses it (forwarding out of
 * a region-branch op, an opaque region's results) and, when that last op
 * returns, the calls in the root (found on the first such step). It
 * costs what the closure touches, where the analysis costs the whole
 * root: for a pass asking about a few values of each function. It sees
 * the IR as it is when asked (the analysis, as it was when built).
 * Up to MLB_ALIAS_FOLLOW_SCAN_MAX values found, a value is looked up by
 * scanning them; past it, in a map. */
typedef struct MlbAliasFollow {
  MlbContext *ctx;
  MlbOperation *root;
  MlbOpVec calls; /* the calls in root, once calls_found */
  bool calls_found;
  MlbPtrMap seen; /* values found, past the scan limit (else empty) */
} MlbAliasFollow;

#define MLB_ALIAS_FOLLOW_SCAN_MAX MLB_THRESHOLD(32, 1)

void mlb_alias_follow_init(MlbAliasFollow *f, MlbContext *ctx,
                           MlbOperation *root);
void mlb_alias_follow_free(MlbAliasFollow *f);
void mlb_alias_follow(MlbAliasFollow *f, const MlbValue *v, MlbValueVec *out);

#endif
