/* rewrite.h - rewriting IR through a listener, canonicalization patterns,
 * and the greedy pattern-rewrite driver (upstream's applyPatternsGreedily).
 *
 * Patterns and folders never edit the IR behind the driver's back: every
 * creation, in-place change, replacement and erasure goes through an
 * MlbRewriter, whose listener (the driver) keeps its worklist in step.
 * An op's canonicalization patterns hang on its descriptor as an
 * MlbCanonIface (MLB_IFACE_CANONICALIZE), its folder as an MlbFoldIface
 * (MLB_IFACE_FOLD, fold.h); the driver names no op.
 */
#ifndef MLB_TRANSFORMS_REWRITE_H
#define MLB_TRANSFORMS_REWRITE_H

#include "interfaces/interfaces.h"

/* ==== Rewriter ==== */
typedef struct MlbRewriteListener {
  void *user;
  void (*inserted)(void *user, MlbOperation *op); /* created or moved */
  void (*modified)(void *user, MlbOperation *op); /* changed in place */
  void (*erased)(void *user, MlbOperation *op);   /* about to be erased */
} MlbRewriteListener;

typedef struct MlbRewriter {
  MlbContext *ctx;
  MlbBuilder b; /* insertion point for created ops */
  const MlbRewriteListener *listener; /* NULL = nobody listens */
  /* The canonicalization table the running pattern was taken from (set
   * by the greedy driver before each call), so that a pass's patterns
   * can reach the state their table sits in. */
  const void *pattern_table;
} MlbRewriter;

void mlb_rw_init(MlbRewriter *rw, MlbContext *ctx,
                 const MlbRewriteListener *listener);
/* Creates the op from `st` at the insertion point (consumes st). */
MlbOperation *mlb_rw_create(MlbRewriter *rw, MlbOpState *st);
/* Tells the listener that `op` was changed in place. */
void mlb_rw_modified(MlbRewriter *rw, MlbOperation *op);
void mlb_rw_set_operand(MlbRewriter *rw, MlbOperation *op, uint32_t i,
                        MlbValue *v);
/* Every use of `from` now uses `to`; each user counts as modified, in
 * use-list order as upstream. */
void mlb_rw_replace_all_uses(MlbRewriter *rw, MlbValue *from, MlbValue *to);
/* Replaces the results of `op` with vals[i] (one per result; a NULL entry
 * requires that result to be unused) and erases op. */
void mlb_rw_replace_op(MlbRewriter *rw, MlbOperation *op,
                       MlbValue *const *vals);
/* Erases op and what is nested in it, users before definitions, telling
 * the listener about each. Results must be unused. */
void mlb_rw_erase_op(MlbRewriter *rw, MlbOperation *op);
/* Erases a block (unlinked from its region) and its ops. */
void mlb_rw_erase_block(MlbRewriter *rw, MlbBlock *b);
void mlb_rw_move_op_before(MlbRewriter *rw, MlbOperation *op,
                           MlbOperation *pos);
/* Moves the ops of `src` before `before` in `dest` (NULL = at its end),
 * replacing src's arguments with args[i] first; src is then erased. */
void mlb_rw_inline_block(MlbRewriter *rw, MlbBlock *src, MlbBlock *dest,
                         MlbOperation *before, MlbValue *const *args);
/* Moves ops [first, end of block] into a new block after `b` and returns
 * it (upstream's splitBlock). */
MlbBlock *mlb_rw_split_block(MlbRewriter *rw, MlbBlock *b,
                             MlbOperation *first);
/* `name` (a binary op such as arith.ori) of l and r with l's type, created
 * at the insertion point; returns its result. */
MlbValue *mlb_rw_binary(MlbRewriter *rw, const char *name, MlbAttr *loc,
                        MlbValue *l, MlbValue *r);
/* A constant `attr` of `type` built by `kind`'s materializer (the
 * dialect constant of an op's fold table, fold.h) at the insertion point;
 * NULL when the materializer refuses. */
MlbValue *mlb_rw_constant(MlbRewriter *rw, const MlbOperation *kind,
                          MlbAttr *attr, MlbType *type, MlbAttr *loc);

/* ==== Patterns ==== */
/* A pattern returns true when it changed the IR (through rw only). The
 * rewriter's insertion point is set before `op` when it is called. */
typedef bool (*MlbPatternFn)(MlbRewriter *rw, MlbOperation *op);
typedef struct MlbPattern {
  const char *name; /* label for enable/disable-patterns */
  MlbPatternFn fn;
  uint32_t benefit; /* higher first; equal: listed order */
} MlbPattern;

typedef struct MlbCanonIface {
  const MlbPattern *patterns;
  uint32_t num_patterns;
} MlbCanonIface;
/* Defines a static MlbCanonIface `name` over the pattern array `list`. */
#define MLB_CANON_IFACE(name, list)                                            \
  static const MlbCanonIface name = {list, MLB_ARRAY_LEN(list)}

/* ==== Greedy driver ==== */
typedef enum MlbRegionSimplify {
  MLB_SIMPLIFY_DISABLED,
  MLB_SIMPLIFY_NORMAL,    /* unreachable blocks, dead ops and arguments */
  MLB_SIMPLIFY_AGGRESSIVE /* also merges identical blocks */
} MlbRegionSimplify;

typedef struct MlbGreedyConfig {
  bool top_down;
  bool fold;
  bool cse_constants;
  int64_t max_iterations;   /* -1 = no limit */
  int64_t max_num_rewrites; /* -1 = no limit */
  MlbRegionSimplify region_simplify;
  /* Pattern labels to skip / to keep exclusively (NULL-free arrays). */
  const char *const *disabled;
  uint32_t num_disabled;
  const char *const *enabled;
  uint32_t num_enabled;
  /* A pass's own patterns for one op, used instead of the op's registered
   * ones (buffer-deallocation-simplification's for bufferization.dealloc):
   * ops named `patterns_op` (interned) get `patterns`. NULL: none. The
   * descriptors stay as the dialects registered them. */
  const char *patterns_op;
  const MlbCanonIface *patterns;
} MlbGreedyConfig;

/* Upstream's defaults: bottom-up, folding, 10 iterations, normal region
 * simplification. */
void mlb_greedy_config_default(MlbGreedyConfig *c);
/* Simplifies the regions of `op` (one driver per region, as upstream).
 * Returns false when some region did not converge; *changed (may be NULL)
 * says whether anything changed. */
bool mlb_apply_patterns_greedily(MlbContext *ctx, MlbOperation *op,
                                 const MlbGreedyConfig *cfg, bool *changed);

/* A greedy run over a root split into units (its functions), driven one
 * unit at a time by the caller: begin (NULL when the root's region does
 * not split into units, see greedy.c), then mlb_greedy_unit for every
 * unit, in any order (each is independent), then end. A unit's changes
 * are those the whole-root run makes to it; false: it did not converge. */
typedef struct MlbGreedySession MlbGreedySession;
MlbGreedySession *mlb_greedy_begin(MlbContext *ctx, MlbOperation *root,
                                   const MlbGreedyConfig *cfg);
bool mlb_greedy_unit(MlbGreedySession *g, MlbOperation *unit, bool *changed);
void mlb_greedy_end(MlbGreedySession *g);

/* ==== Region simplification (region_simplify.c) ==== */
/* Erases blocks not reachable from their region's entry (nested regions
 * included). True when something was erased. */
bool mlb_erase_unreachable_blocks(MlbRewriter *rw, MlbRegion *r);
/* Upstream's runRegionDCE: erases ops and non-entry block arguments whose
 * results no live op needs. True when something was erased. */
bool mlb_region_dce(MlbRewriter *rw, MlbRegion *r);
/* The same with work vectors the caller keeps between calls (a driver
 * running DCE once per function would regrow them every time). */
typedef struct MlbDceScratch {
  MlbOpVec work;              /* live ops whose operands are pending */
  MLB_VEC(uint32_t *) marked; /* dce_live fields set, to clear */
  MlbBlockVec orders;         /* block orders of the regions being walked */
} MlbDceScratch;
bool mlb_region_dce_with(MlbRewriter *rw, MlbRegion *r, MlbDceScratch *s);
void mlb_dce_scratch_free(MlbDceScratch *s);
/* Region-simplify=aggressive only (region_merge.c), over the region tree:
 * merges identical blocks (upstream's mergeIdenticalBlocks), and replaces
 * block arguments every predecessor passes the same value for by that
 * value (dropRedundantArguments). True when something changed. */
bool mlb_merge_identical_blocks(MlbRewriter *rw, MlbRegion *r);
bool mlb_drop_redundant_args(MlbRewriter *rw, MlbRegion *r);

/* ==== Dead ops ==== */
/* No results used, and nothing but reads and allocations of its own
 * results (recursively for ops with recursive effects); never terminators
 * or symbols. */
bool mlb_op_would_be_trivially_dead(MlbContext *ctx, MlbOperation *op);
bool mlb_op_is_trivially_dead(MlbContext *ctx, MlbOperation *op);

#endif
