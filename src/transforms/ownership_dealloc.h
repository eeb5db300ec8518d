/* ownership_dealloc.h - private state of the
 * ownership-based-buffer-deallocation pass (ownership_dealloc*.c).
 *
 * The pass follows upstream's ownership model: every buffer value has, in
 * each block that handles it, an ownership indicator (an i1 SSA value or
 * the lattice states "uninitialized" / "unknown"), and each block keeps
 * the list of buffers it must deallocate before control leaves it. At the
 * end of a block one bufferization.dealloc frees the owned buffers that
 * are not retained (forwarded to the successor, live there, or returned);
 * its results are the ownership of the retained values. Ownership
 * indicators travel along with the buffers: branches and region
 * terminators forward one extra i1 per buffer operand, blocks and region
 * ops receive one extra i1 argument / result per buffer.
 *
 * Phases, one file each:
 *   ownership_dealloc.c         pass, per-function driver, block order
 *   ownership_dealloc_state.c   ownership lattice, per-block lists,
 *                               liveness queries, base buffers
 *   ownership_dealloc_emit.c    the dealloc ops and frees at block ends
 *   ownership_dealloc_facts.c   module-wide facts computed before any
 *                               rewrite: buffers managed by hand, how a
 *                               buffer is freed and cloned
 *   ownership_dealloc_block.c   block processing and per-op handlers
 *   ownership_dealloc_branch.c  branch terminators (edge splitting)
 *   ownership_dealloc_region.c  region-branch ops, guaranteed ownership
 *   ownership_dealloc_term.c    region terminators and function returns
 *   ownership_dealloc_call.c    calls and the function-boundary ABI
 *   ownership_dealloc_returns.c which arguments a function may return as
 *                               they are (run-time ownership of results
 *                               that may be a buffer managed by hand)
 */
#ifndef MLB_TRANSFORMS_OWNERSHIP_DEALLOC_H
#define MLB_TRANSFORMS_OWNERSHIP_DEALLOC_H

#include "analysis/alias.h"
#include "analysis/dom_info.h"
#include "analysis/liveness.h"
#include "interfaces/interfaces.h"
#include "transforms/lower_deallocations.h"
#include "transforms/forwarded_lists.h"
#include "transforms/pass.h"
#include "support/thresholds.h"

/* Statistics, in the order of the pass's MlbPassStatDef table. */
enum {
  OD_STAT_ALLOCS,  /* allocations given to the pass (ownership true) */
  OD_STAT_DEALLOCS, /* bufferization.dealloc ops inserted */
  OD_STAT_FREES,   /* frees built through an allocation interface */
  OD_STAT_CLONES,  /* clones inserted (function boundary, unknown
                      ownership) */
  OD_STAT_SPLITS,  /* branch edges split into blocks of their own */
  OD_NUM_STATS
};

/* ==== Ownership lattice ==== */
typedef enum OdOwnKind { OD_UNINIT, OD_UNIQUE, OD_UNKNOWN } OdOwnKind;
typedef struct OdOwn {
  OdOwnKind kind;
  MlbValue *ind; /* OD_UNIQUE: the i1 indicator */
} OdOwn;

static inline OdOwn od_own_unique(MlbValue *ind) {
  OdOwn o = {OD_UNIQUE, ind};
  return o;
}

/* ==== How a buffer is freed ====
 * OD_FREE_DEALLOC: a memref, freed by bufferization.dealloc (its lowering
 * picks the free op of the buffer's allocation); OD_FREE_OWN: another
 * buffer type, freed with its allocation interface's free op; OD_FREE_NONE:
 * nothing the pass may free (mixed or unknown allocators). */
typedef enum OdFreeKind {
  OD_FREE_DEALLOC,
  OD_FREE_OWN,
  OD_FREE_NONE,
  OD_FREE_NEVER /* not a memref and never owned (arguments, stack) */
} OdFreeKind;

/* Size thresholds (support/thresholds.h; tiny in MLB_SMALL_CAPACITIES
 * builds):
 *  - OD_SCAN_MAX: lists of retained values up to this long are scanned
 *    (for duplicates, for a value's ownership after the dealloc); longer
 *    ones get a map (ownership_dealloc_state.c, _branch.c);
 *  - OD_KEEP_CAP: per-function tables up to this capacity are cleared for
 *    the next function, larger ones freed;
 *  - OD_PROPS_MAX: properties of deallocs with fewer memrefs and retained
 *    values than this are remembered per shape (ownership_dealloc_emit.c).
 */
enum {
  OD_SCAN_MAX = MLB_THRESHOLD(32, 2),
  OD_KEEP_CAP = MLB_THRESHOLD(256, 16),
  OD_PROPS_MAX = MLB_THRESHOLD(8, 2)
};

/* ==== Module-wide facts (built before any rewrite) ==== */
typedef struct OdModule {
  MlbContext *ctx;
  MlbOperation *root;
  bool private_dynamic; /* private-function-dynamic-ownership */
  /* Set: only this function is processed and only its own frees make
   * buffers managed by hand (mlb_ownership_dealloc_function). */
  MlbOperation *only;
  uint64_t *stats;
  MlbArena *arena;
  MlbAliasInfo alias;   /* over the original IR of the whole root */
  MlbPtrMap hand;       /* origin value -> 1: freed by hand, left alone */
  MlbPtrMap orig;       /* value built by the pass -> value it replaces */
  MlbPtrMap fresh;      /* clone built by the pass -> its allocation
                           interface (or the `fresh_heap` marker) */
  MlbPtrMap skip;       /* function -> 1: already deallocated, left alone */
  MlbPtrMap referenced; /* function -> 1: named other than as a callee
                           (func.constant, ...): its signature stays */
  MlbPtrMap threadable; /* region op -> 1 (ownership passes) / 2 (not) */
  MlbPtrMap remarked;   /* op -> 1: a remark was emitted for it */
  MlbPtrMap base_types; /* memref type -> its base buffer's type */
  MlbPtrMap returns;    /* function -> OdReturns: which arguments each
                           result may be (built only when some buffer is
                           managed by hand) */
  MlbPtrMap rebased;    /* function -> mask of results a caller addresses
                           from their allocation's base (bit 63: 63 and
                           above) */
  MlbValueVec rebased_sources; /* sources of rebasing views met */
  const char *res_default, *res_automatic;
  const char *dealloc_name; /* interned "bufferization.dealloc" */
  MlbType *i1;
  MlbAttr *c_true, *c_false; /* the i1 constants' values */
  MlbAttr *c_props[2];       /* their ops' properties (false, true) */
  /* Properties of deallocs by (memrefs, retained) count. */
  MlbAttr *dealloc_props[OD_PROPS_MAX][OD_PROPS_MAX];
  /* Spare blocks for the pass's short-lived vectors (od_vec_take /
   * od_vec_give): with thousands of small lists per function, a malloc
   * and free for each was a third of the pass's cost. */
  MlbVecPool pool;
  /* Alias origin id -> its allocation's resource + 1 (0: not computed;
   * 1: not an allocation), so that each origin's effects are asked once. */
  const char **origin_res;
} OdModule;

#define od_vec_take(m, v) mlb_vec_from_pool(&(m)->pool, v)
#define od_vec_give(m, v) mlb_vec_to_pool(&(m)->pool, v)

/* ==== Per-function state ==== */
typedef struct OdBlock {
  MlbValueVec memrefs; /* buffers to deallocate at the block's end (in the
                          scratch arena) */
} OdBlock;

/* Ownership per (block, value): one open-addressing table per function
 * rather than a map per block (most blocks hold a handful of values). */
typedef struct OdOwnSlot {
  const MlbBlock *blk; /* NULL: empty slot */
  const MlbValue *val;
  OdOwn own;
} OdOwnSlot;
typedef struct OdOwnTable {
  OdOwnSlot *slots;
  uint32_t cap, len;
} OdOwnTable;

typedef struct OdFunc {
  OdModule *m;
  MlbContext *ctx;
  MlbOperation *func;
  MlbLiveness lv;   /* of the function before any rewrite */
  MlbPtrMap blocks; /* MlbBlock* -> OdBlock* */
  OdOwnTable own;   /* (block, value) -> ownership */
  MlbPtrMap order;  /* scratch of od_sort_values: op -> position + 1 */
  MlbPtrMap seen;   /* scratch of od_retained: values listed */
  MlbPtrMap reached; /* blocks of multi-block regions reached from their
                        entry (ownership_dealloc.c) */
  MlbPtrMap remap;  /* value replaced by a rebuilt op -> its replacement */
  MlbPtrMap edges;  /* edge block -> predecessor it extends */
  MlbPtrMap nargs;  /* block -> its argument count before ownership
                       arguments were added, plus one */
  MlbPtrMap abi_owned; /* call results the ABI makes new buffers */
  MlbDomInfo dom;   /* for static aliasing (invalidated on new blocks) */
} OdFunc;

/* ==== State (ownership_dealloc_state.c) ==== */
/* The per-function state is made once per run and reset between
 * functions, so that its tables keep their storage. */
void od_func_init(OdFunc *f, OdModule *m);
void od_func_reset(OdFunc *f, MlbOperation *fn);
void od_func_free(OdFunc *f);
OdBlock *od_block(OdFunc *f, MlbBlock *b);
/* Ownership of v in block b (NULL: v's own block). */
OdOwn od_get(OdFunc *f, MlbValue *v, MlbBlock *b);
/* Joins o into v's ownership in b: uninitialized + x = x; equal
 * indicators (same value or equal constants) stay; otherwise unknown. */
void od_update(OdFunc *f, MlbValue *v, OdOwn o, MlbBlock *b);
void od_reset(OdFunc *f, MlbValue *v, MlbBlock *b);
void od_add_memref(OdFunc *f, MlbValue *v, MlbBlock *b);
/* The current value standing for v (after rebuilt ops replaced it). */
MlbValue *od_current(OdFunc *f, MlbValue *v);
/* The value of the original IR that v stands for. */
MlbValue *od_original(OdModule *m, MlbValue *v);
void od_record_replacement(OdFunc *f, MlbValue *from, MlbValue *to);

/* Memrefs answered inline: the pass asks this of nearly every value. */
static inline bool od_is_buffer(OdModule *m, const MlbValue *v) {
  const MlbType *t = v->type;
  if (!t)
    return false;
  if (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF)
    return true;
  return t->kind == MLB_TYPE_OPAQUE && mlb_type_is_buffer_like(m->ctx, t);
}
bool od_is_memref(const MlbValue *v);
MlbValue *od_bool(OdModule *m, MlbBuilder *b, MlbAttr *loc, bool v);
/* Is v an i1 constant equal to `one`? */
bool od_is_const(MlbValue *v, bool one);

/* Live-in buffers of b (current values), in upstream's value order. */
void od_live_in(OdFunc *f, MlbBlock *b, MlbValueVec *out);
/* Upstream's retain list: the forwarded buffers, then the buffers live
 * out of `from` and (when `to` is given) live into `to`, in value order;
 * each value once. */
void od_retained(OdFunc *f, MlbBlock *from, MlbBlock *to,
                 MlbValue *const *fwd, uint32_t nfwd, MlbValueVec *out);
/* Sorts values as upstream's ValueComparator (stable). */
void od_sort_values(OdFunc *f, MlbValue **v, uint32_t n);

/* The block's buffers to deallocate, ready for dealloc ops: base buffers
 * (memref.extract_strided_metadata, created at the builder) for memrefs,
 * the buffers themselves for the others, with their ownership. */
typedef struct OdDeallocList {
  MlbValueVec values; /* tracked values */
  MlbValueVec bases;  /* base memref, or NULL for own-free buffers */
  MlbValueVec conds;  /* ownership indicators */
} OdDeallocList;
MLB_MUST_CHECK MlbStatus od_collect(OdFunc *f, MlbBuilder *b, MlbAttr *loc, MlbBlock *blk,
                     OdDeallocList *out);
/* Lists take their vectors from the pass's pool and give them back. */
void od_list_init(OdFunc *f, OdDeallocList *l);
void od_list_free(OdFunc *f, OdDeallocList *l);
/* Emits the deallocation of `l` under `conds` (one per entry, defaults to
 * l->conds) retaining `ret`; upd receives the ownership of each retained
 * value afterwards. Memrefs go to one bufferization.dealloc (created even
 * when empty, as upstream does), other buffers are freed one by one.
 * Returns the bufferization.dealloc op, or NULL when none was created. */
MlbOperation *od_emit(OdFunc *f, MlbBuilder *b, MlbAttr *loc,
                      const OdDeallocList *l, MlbValue *const *conds,
                      MlbValue *const *ret, uint32_t nret, MlbValueVec *upd);
/* x || y, folded when either is a constant (x may be NULL: y). */
MlbValue *od_or(MlbBuilder *b, MlbAttr *loc, MlbValue *x, MlbValue *y);
/* Resets the ownership of retained values in blk to upd. */
void od_set_retained(OdFunc *f, MlbBlock *blk, MlbValue *const *ret,
                     uint32_t n, MlbValue *const *upd);

/* ==== Facts (ownership_dealloc_facts.c) ==== */
/* Known effects that neither allocate nor free (read from the static
 * table, nothing expanded): nothing for the pass to do. */
bool od_effects_inert(const MlbOperation *op);
/* Unknown effects and not a call: the op may free what it receives. */
bool od_effects_unknown(OdModule *m, MlbOperation *op);
/* The pass on function fn of module root alone, for the copy-based pass's
 * fallback (buffer_deallocation_fallback.c). The facts about callees
 * (which return an argument) are the whole root's; buffers are managed by
 * hand only when fn's own ops free them: the frees of the other functions
 * are the copy-based pass's or its fallback's, which never free an
 * argument; `freed` are the values of fn that callees free by hand (the
 * caller finds them), managed by hand as their frees would make them. */
MlbStatus mlb_ownership_dealloc_function(MlbContext *ctx, MlbOperation *root,
                                         MlbOperation *fn, MlbArena *scratch,
                                         MlbValue *const *freed,
                                         uint32_t num_freed);
/* Gathers the facts; `funcs` (may be NULL) receives the functions with a
 * body the pass processes, outermost only, in walk order: the same walk
 * finds them. */
void od_module_init(OdModule *m, MlbContext *ctx, MlbOperation *root,
                    MlbOpVec *funcs);
/* v and its origins are managed by hand (a free of v met). */
void od_mark_hand(OdModule *m, MlbValue *v);
void od_module_free(OdModule *m);
/* Does an existing free (or an op the pass cannot see into) take care of
 * some buffer v may be? Then the pass never takes ownership of it. */
bool od_hand_managed(OdModule *m, MlbValue *v);
/* Would the pass own an allocation op makes in `resource` (not on the
 * stack, not marked bufferization.manual_deallocation), buffers managed
 * by hand aside? (ownership_dealloc_block.c) */
bool od_owns_allocation(OdModule *m, MlbOperation *op, const char *resource);

/* ==== Returned arguments (ownership_dealloc_returns.c) ==== */
void od_returns_build(OdModule *m, const MlbOpVec *funcs);
/* The arguments fn's result j may be, as they are (indices into args),
 * and whether it may also be something neither those nor owned (*other,
 * may be NULL); false when it may be something the callers cannot tell
 * apart (a buffer managed by hand that is no argument) or fn has no
 * summary. */
bool od_return_args(OdModule *m, MlbOperation *fn, uint32_t j,
                    MlbU32Vec *args, bool *other);
/* For a call result managed by hand: an i1 built after the call, true
 * when the result is not one of the arguments the callee may return
 * (then it is a buffer the caller owns); NULL when the callee may return
 * something else (the result stays not owned). */
MlbValue *od_result_owned_unless_arg(OdFunc *f, MlbOperation *call,
                                     MlbValue *r);
/* How the buffer v is freed; *iface receives the allocation interface to
 * free (OD_FREE_OWN) or clone it with (NULL: bufferization.clone). */
OdFreeKind od_free_kind(OdModule *m, MlbValue *v,
                        const MlbAllocationIface **iface);
/* Clones v into a new buffer owned by the pass (counted, recorded as an
 * allocation of its own); NULL when v's type cannot be cloned. */
MlbValue *od_clone(OdFunc *f, MlbBuilder *b, MlbValue *v, MlbAttr *loc);
/* May / must x and y be the same buffer (same origins)? */
bool od_may_alias(OdModule *m, MlbValue *x, MlbValue *y);
/* Are x and y certainly different buffers: one is a new buffer (an
 * allocation, a clone, a call result the ABI hands over) created after
 * the other existed? */
bool od_distinct(OdFunc *f, MlbValue *x, MlbValue *y);
bool od_must_alias(OdModule *m, MlbValue *x, MlbValue *y);
/* Emits a remark once per op. */
void od_remark(OdModule *m, MlbOperation *op, const char *msg);

/* ==== Blocks (ownership_dealloc_block.c) ==== */
MLB_MUST_CHECK MlbStatus od_process_block(OdFunc *f, MlbBlock *b);
/* Blocks no path reaches: only the ownership arguments and operands that
 * keep the IR consistent (everything false). */
MLB_MUST_CHECK MlbStatus od_process_unreachable(OdFunc *f, MlbBlock *b);
/* Upstream's populateRemainingOwnerships. */
void od_populate_remaining(OdFunc *f, MlbOperation *op);
/* Does b receive an i1 ownership argument per buffer argument? (Not the
 * entry of a function body or of an op ownership cannot pass through.) */
bool od_block_takes_ownership(OdFunc *f, MlbBlock *b);

/* ==== Branches (ownership_dealloc_branch.c) ==== */
MLB_MUST_CHECK MlbStatus od_handle_branch(OdFunc *f, MlbOperation *term);
MLB_MUST_CHECK MlbStatus od_branch_unreachable(OdFunc *f, MlbOperation *term);

/* ==== Region ops (ownership_dealloc_region.c) ==== */
/* Can ownership pass through this region op (operands, results and
 * region arguments can be appended)? */
bool od_threadable(OdModule *m, MlbOperation *op);
/* A clone of v built at b, owned there for sure (NULL, after an error,
 * when v's allocation has no clone op). */
MlbValue *od_owned_clone(OdFunc *f, MlbBuilder *b, MlbValue *v);
MlbOperation *od_handle_region_op(OdFunc *f, MlbOperation *op);
MLB_MUST_CHECK MlbStatus od_handle_region_term(OdFunc *f, MlbOperation *term);
MLB_MUST_CHECK MlbStatus od_region_term_unreachable(OdFunc *f, MlbOperation *term);
/* A block whose last op is no terminator deallocates at its end. */
MLB_MUST_CHECK MlbStatus od_dealloc_block_end(OdFunc *f, MlbBlock *b);
/* Rebuilds op with n extra results of type t (upstream's appendOpResults):
 * uses move to the new op, the old one is erased. */
MlbOperation *od_append_results(OdFunc *f, MlbOperation *op, uint32_t n,
                                MlbType *t);
/* The value to return / pass on with guaranteed ownership true. */
MlbValue *od_guaranteed(OdFunc *f, MlbBuilder *b, MlbValue *v,
                        MlbBlock *blk);
/* The first half of od_guaranteed: v in a form with one ownership
 * indicator (*value, *cond), a clone only when v has none. */
MLB_MUST_CHECK MlbStatus od_unique(OdFunc *f, MlbBuilder *b, MlbValue *v,
                                   MlbBlock *blk, MlbValue **value,
                                   MlbValue **cond);
/* The second half: `scf.if %keep {v} else {clone v}`, owned for sure
 * (NULL, after an error, when v cannot be cloned). */
MlbValue *od_kept_or_cloned(OdFunc *f, MlbBuilder *b, MlbValue *v,
                            MlbValue *keep);
/* A returned buffer managed by hand whose summary holds (see
 * ownership_dealloc_returns.c): returned as it is when it is one of the
 * arguments `args` (pointer equality), or owned (unless clone_owned);
 * cloned otherwise. */
MlbValue *od_return_canonical(OdFunc *f, MlbBuilder *b, MlbValue *v,
                              MlbBlock *blk, const MlbU32Vec *args,
                              bool clone_owned);

/* ==== Rebased call results (ownership_dealloc_rebased.c) ==== */
/* Notes op's source when op is a view that rebases (module scan). */
void od_rebased_note(OdModule *m, MlbOperation *op);
/* After the alias analysis: marks the call results the noted sources may
 * be. */
void od_rebased_build(OdModule *m);
/* May a caller address some result of fn from its allocation's base? */
bool od_some_result_rebased(OdModule *m, MlbOperation *fn);
/* May a caller address result k of fn from its allocation's base? */
bool od_result_rebased(OdModule *m, MlbOperation *fn, uint32_t k);
/* The originals of the memrefs blk owns (indicator not certainly
 * false), a set for od_may_view_owned. */
void od_owned_originals(OdFunc *f, MlbBlock *blk, MlbPtrMap *out);
/* May v be a view (one view op or more on the way) of one of `owned`? */
bool od_may_view_owned(OdFunc *f, const MlbPtrMap *owned, MlbValue *v);

/* ==== Calls and functions (ownership_dealloc_call.c) ==== */
MlbOperation *od_handle_call(OdFunc *f, MlbOperation *call);
MlbRegion *od_function_body(MlbOperation *fn);
/* Do the function's returns pass ownership indicators (private function
 * under private-function-dynamic-ownership)? */
bool od_function_dynamic(OdModule *m, MlbOperation *fn);
MLB_MUST_CHECK MlbStatus od_update_signature(OdFunc *f);

/* ==== Deallocation facts of ops (ownership_dealloc_facts.c) ==== */
const MlbDeallocIface *od_dealloc_iface(const MlbOperation *op);

#endif
