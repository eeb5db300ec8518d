/* buffer_placement.h - what buffer-hoisting, buffer-loop-hoisting and
 * promote-buffers-to-stack share (upstream's BufferUtils and the common
 * part of BufferOptimizations): the allocations of a function, their
 * aliases, the dominator tree, liveness, and the walk that moves an
 * allocation up the region tree. Everything is asked through interfaces
 * and traits (src/interfaces/interfaces.h, src/ir/ir.h): no op is named.
 */
#ifndef MLB_TRANSFORMS_BUFFER_PLACEMENT_H
#define MLB_TRANSFORMS_BUFFER_PLACEMENT_H

#include "analysis/alias.h"
#include "analysis/call_effects.h"
#include "analysis/dom_info.h"
#include "analysis/liveness.h"
#include "interfaces/interfaces.h"
#include "transforms/pass.h"

/* The analyses of one function, as they were before any IR moved (as
 * upstream's BufferPlacementTransformationBase computes them in its
 * constructor). Liveness is built on its first query, which comes before
 * the first change: functions without allocations to move pay for none.
 * Aliases are followed from the value asked about (mlb_alias_follow), on
 * the IR as it is: the moves these passes make (an allocation or a free
 * to another place, an allocation replaced by a stack one) change no flow
 * edge, unless the op moved is, or comes to be, the last op of its block
 * (the edges out of a region start at its blocks' last ops): before such
 * a move, mlb_placement_keep_aliases builds the whole analysis, which
 * answers from then on. (The deallocation pass builds `alias` itself.) */
typedef struct MlbPlacement {
  MlbContext *ctx;
  MlbOperation *func;
  MlbAliasInfo alias;
  MlbAliasFollow follow; /* set up on the first question (ctx != NULL) */
  MlbDomInfo dom;
  MlbLiveness live;
  MlbCallEffects calls; /* callee summaries, on the first call asked about */
  MlbPtrMap callee_frees; /* callee -> 1 + may it free anything */
  bool alias_built, live_built, calls_built, callee_frees_built;
  /* Heap allocations in post-order walk order: results that are the one
   * value their op allocates outside the automatic (stack) resource and
   * that at most one op frees; frees[i] is allocs[i]'s free or NULL. */
  MlbValueVec allocs;
  MlbOpVec frees;
  /* Stack allocations (an allocation with no free op in its interface, or
   * of the automatic resource), post-order walk order. */
  MlbValueVec stack_allocs;
} MlbPlacement;

void mlb_placement_init(MlbPlacement *p, MlbContext *ctx, MlbOperation *func);
/* The same without collecting the allocations (allocs, frees and
 * stack_allocs stay empty): for a pass that finds its allocations itself
 * and only asks the analyses, sparing a walk with an effect query per
 * op. */
void mlb_placement_init_analyses(MlbPlacement *p, MlbContext *ctx,
                                 MlbOperation *func);
void mlb_placement_free(MlbPlacement *p);

/* Collecting the allocations during a walk of the pass's own (after
 * mlb_placement_init_analyses), so that the function is not walked once
 * more: begin, then collect_op for every op nested in the function in a
 * pre-order walk (the function first), then end. The lists are those of
 * mlb_placement_init (post-order): when an op that may allocate holds
 * ops, end collects them again by a post-order walk. */
typedef struct MlbAllocCollect {
  MlbPlacement *p;
  MlbEffectVec fx;
  bool reorder;
} MlbAllocCollect;
void mlb_placement_collect_begin(MlbAllocCollect *c, MlbPlacement *p);
void mlb_placement_collect_op(MlbAllocCollect *c, MlbOperation *op);
void mlb_placement_collect_end(MlbAllocCollect *c);

/* Upstream's isKnownControlFlowInterface: a region-branch op or a loop. */
bool mlb_placement_known_cf(const MlbOperation *op);
/* Upstream's isLoop: loop-like, or a region branch with a cycle. */
bool mlb_placement_is_loop(const MlbOperation *op);
/* A loop whose iterations run one after the other. */
bool mlb_placement_is_sequential_loop(const MlbOperation *op);

/* `v` and every value it may flow into (upstream's
 * BufferViewFlowAnalysis::resolve), appended to out. */
void mlb_placement_aliases(MlbPlacement *p, MlbValue *v, MlbValueVec *out);

/* To be called before moving `op`, or moving an op right after it: when
 * that changes which op ends a block, the alias analysis of the IR as it
 * is (still as it was, for the flow edges) is built to answer the later
 * questions. */
void mlb_placement_keep_aliases(MlbPlacement *p, const MlbOperation *op);

/* May an op free one of `aliases`: a Free effect on it or on its whole
 * resource, a call whose callee's body frees it (call_effects.h,
 * MLB_CALL_FREES), or (with unknown_frees) unknown effects
 * (bufferization.dealloc, a call whose callee frees anything or has no
 * body)? */
bool mlb_placement_alias_freed(MlbPlacement *p, const MlbValueVec *aliases,
                               bool unknown_frees);

/* Where a value must be live before it may be used: the first op of `b`
 * when `v` is live-in there (or a block argument), else v's defining op,
 * lifted to its ancestor in `b` (the terminator of `b` when v's definition
 * lies outside b). */
MlbOperation *mlb_placement_start_op(MlbPlacement *p, MlbValue *v,
                                     MlbBlock *b);

/* Moves the hoistable allocations of the function: into common dominators
 * and out of non-loop regions (loops = false, buffer-hoisting), or out of
 * sequential loops (loops = true, buffer-loop-hoisting). Returns the
 * number moved. */
uint32_t mlb_placement_hoist(MlbPlacement *p, bool loops);
/* A hoisting pass's run over function `fn`: mlb_placement_hoist with a
 * placement of its own. */
MlbStatus mlb_placement_run_hoisting(MlbContext *ctx, MlbOperation *fn,
                                     bool loops);

#endif
