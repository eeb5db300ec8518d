/* lower_deallocations.h - shared by the passes after ownership-based
 * deallocation: expand-realloc, buffer-deallocation-simplification,
 * bufferization-lower-deallocations, convert-bufferization-to-memref and
 * the buffer-deallocation-pipeline.
 *
 * The builders create the plain ops these passes emit (constants, arith,
 * memref, scf, func.call) at a builder's insertion point, with the
 * properties upstream's builders give them, so the printer shows them
 * exactly as upstream prints the ops its rewrites create. Every builder
 * returns the op (or its first result) it inserted; none can fail.
 * The partial conversion drives the rewrites of the three lowering passes;
 * the dealloc lowering is shared by bufferization-lower-deallocations and
 * convert-bufferization-to-memref.
 */
#ifndef MLB_TRANSFORMS_LOWER_DEALLOCATIONS_H
#define MLB_TRANSFORMS_LOWER_DEALLOCATIONS_H

#include "analysis/alias.h"
#include "interfaces/interfaces.h"
#include "dialects/bufferization/bufferization.h"
#include "transforms/pass.h"
#include "rewrite/build.h"

/* ==== Builders (lower_deallocations_build.c; the plain ones: rewrite/build.h) ==== */
/* The allocation interface freeing `buf`: the one of the op allocating
 * the base of its views, else (with an alias analysis `ai`, may be NULL)
 * the one shared by all its origins. NULL when unknown or mixed. */
const MlbAllocationIface *mlb_bld_alloc_iface_of(MlbAliasInfo *ai,
                                                 MlbContext *ctx,
                                                 MlbValue *buf);
/* Frees `buf` with `known`'s free op (mlb_bld_alloc_iface_of), or with
 * memref.dealloc when it is NULL or names no free. */
void mlb_bld_free(MlbBuilder *b, MlbAttr *loc, MlbValue *buf,
                  const MlbAllocationIface *known);

/* scf.if %cond { free %buf } (the shape every dealloc lowering uses). */
void mlb_bld_if_free(MlbBuilder *b, MlbAttr *loc, MlbValue *cond,
                     MlbValue *buf, const MlbAllocationIface *known);

/* ==== Partial conversion (lower_deallocations_convert.c) ==== */
typedef struct MlbConversion {
  /* Dialect namespaces whose ops are legal (NULL-terminated). */
  const char *const *legal_dialects;
  /* Explicitly illegal ops (they must be rewritten); NULL = none. */
  bool (*illegal)(MlbContext *ctx, const MlbOperation *op);
  /* Rewrites an illegal op (replacing and erasing it); false when no
   * rewrite applies (it may have emitted diagnostics of its own). */
  bool (*rewrite)(void *user, MlbOperation *op);
  void *user;
  /* When set, incremented for each fold and rewrite: left alone, the
   * conversion did not change the IR. */
  uint32_t *changes;
} MlbConversion;
/* upstream's applyPartialConversion over the ops nested in `root` (see
 * the file comment): folds ops that are not legal, rewrites illegal ones,
 * and fails with "failed to legalize operation ..." at the first illegal op
 * that stays. */
MLB_MUST_CHECK MlbStatus mlb_apply_partial_conversion(MlbContext *ctx, MlbOperation *root,
                                       const MlbConversion *c);
/* The same, with a look at every op before any is legalized: `observe`
 * is shown each op to legalize (pre-order, the root first) as the walk
 * that lists them reaches it, then `prepare` is called once, so that a
 * pass needs no walk of its own. (Without it, ops are listed and
 * legalized one top-level op at a time.) */
typedef struct MlbConversionPrepare {
  void (*observe)(void *user, MlbOperation *op);
  void (*prepare)(void *user);
} MlbConversionPrepare;
MLB_MUST_CHECK MlbStatus mlb_apply_partial_conversion_prepared(MlbContext *ctx,
                                                MlbOperation *root,
                                                const MlbConversion *c,
                                                const MlbConversionPrepare *prepare);

/* The conversion driven one top-level op (unit) of the root at a time,
 * for runs by units: begin (NULL when converting the root op itself could
 * change it; the caller then runs the whole conversion), with a prepare
 * hook mlb_conversion_observe for every unit and then
 * mlb_conversion_prepare, before mlb_conversion_unit for every unit (as
 * they come; each unit is listed and converted like the whole-root run
 * does it, and *changed tells whether anything in it was folded or
 * rewritten, always true without `changes`), then end. */
typedef struct MlbConversionSession MlbConversionSession;
MlbConversionSession *mlb_conversion_begin(MlbContext *ctx,
                                           MlbOperation *root,
                                           const MlbConversion *c,
                                           const MlbConversionPrepare *prepare);
void mlb_conversion_observe(MlbConversionSession *s, MlbOperation *unit);
void mlb_conversion_prepare(MlbConversionSession *s);
MLB_MUST_CHECK MlbStatus mlb_conversion_unit(MlbConversionSession *s, MlbOperation *unit,
                              bool *changed);
void mlb_conversion_end(MlbConversionSession *s);

/* ==== Dealloc lowering (lower_deallocations*.c) ==== */
/* Appends the private `dealloc_helper` function the generic lowering
 * calls to the body of `symtab` (renamed when the name is taken). */
MlbOperation *mlb_build_dealloc_helper(MlbContext *ctx, MlbOperation *symtab,
                                       MlbAttr *loc);

/* State of one lowering run over a root op (a module or a function). */
typedef struct MlbDeallocLowering {
  MlbContext *ctx;
  MlbOperation *root;
  MlbPtrMap helpers; /* symbol table op -> its helper func op */
  MlbAliasInfo alias; /* origins of the freed buffers, for their free op */
  MlbPtrMap keys;     /* buffer -> key threaded with it */
  bool has_alias;
  /* A dealloc of several buffers whose lowering needs at most this many
   * pointer comparisons is lowered inline, without the helper function
   * (0 = never, upstream's output). Set before mlb_dealloc_lowering_begin's
   * caller lowers anything; begin sets it to 0. */
  uint32_t inline_limit;
  /* Statistics: deallocs lowered, guarded frees built, helper calls. */
  uint64_t num_lowered, num_frees, num_helper_calls;
} MlbDeallocLowering;

/* Checks the root (upstream's "root operation must be a builtin.module or
 * a function") and creates the helper functions that deallocs of more than
 * one memref need, when the root is a module. */
MLB_MUST_CHECK MlbStatus mlb_dealloc_lowering_begin(MlbDeallocLowering *l, MlbContext *ctx,
                                     MlbOperation *root);
/* As above, lowering deallocs of at most `inline_limit` comparisons inline
 * (no helper function is created for them). */
MLB_MUST_CHECK MlbStatus mlb_dealloc_lowering_begin_inline(MlbDeallocLowering *l,
                                            MlbContext *ctx,
                                            MlbOperation *root,
                                            uint32_t inline_limit);
void mlb_dealloc_lowering_end(MlbDeallocLowering *l);
/* Alias keys (lower_deallocations_keys.c). A view op moving its source's
 * aligned pointer (a byte shift that is not the constant 0)? */
bool mlb_view_moves_pointer(MlbOperation *op);
/* The block arguments and region values of func that may carry a
 * pointer-moved view (a fixpoint over every edge; nothing when func holds
 * no such view), added to `carriers` (initialized by the caller). */
void mlb_moved_pointer_carriers(MlbContext *ctx, MlbOperation *func,
                                MlbPtrMap *carriers);
/* Does v's chain of views and selects pass such a view or reach one of
 * `carriers`? */
bool mlb_value_carries_moved_pointer(const MlbPtrMap *carriers,
                                     MlbValue *v);
/* The index a lowered dealloc compares for buffer v, built at b: v's
 * aligned pointer, or, when v's chain of views and selects passes a
 * pointer-moving view or reaches a value with a key in `keys` (NULL:
 * none), the key traced along that chain. */
MlbValue *mlb_dealloc_alias_key(const MlbPtrMap *keys, MlbBuilder *b,
                                MlbAttr *loc, MlbValue *v);
/* In a function holding a pointer-moving view: gives every block argument
 * and region value that may carry one a companion index argument/result
 * holding its key, fed along every edge, and records it in `keys`. Other
 * functions are left untouched. */
void mlb_dealloc_thread_keys(MlbContext *ctx, MlbOperation *func,
                             MlbPtrMap *keys);
/* Lowers one bufferization.dealloc (replacing and erasing it). False,
 * after upstream's error, when a dealloc of several memrefs has no helper
 * function. */
bool mlb_lower_one_dealloc(MlbDeallocLowering *l, MlbOperation *op);
bool mlb_is_dealloc_op(MlbContext *ctx, const MlbOperation *op);
/* upstream's dialect-conversion error for an op no pattern could lower. */
MlbStatus mlb_emit_failed_to_legalize(MlbContext *ctx, MlbOperation *op);

#endif
