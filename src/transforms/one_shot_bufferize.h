/* one_shot_bufferize.h - shared by the files of the one-shot-bufferize
 * pass. */
#ifndef MLB_TRANSFORMS_ONE_SHOT_BUFFERIZE_H
#define MLB_TRANSFORMS_ONE_SHOT_BUFFERIZE_H

#include "analysis/one_shot.h"
#include "rewrite/bufferize.h"
#include "transforms/pass.h"

/* ==== one_shot_funcs.c ====
 * With bufferize-function-boundaries: arguments first, then each
 * function's body (callees first) followed by its signature, then the
 * calls left. */
/* A call or a return of a function: rewritten by the functions below. */
bool mlb_osb_is_boundary_op(MlbOperation *op);
/* Tensor arguments of the functions nested in root (not in functions;
 * root itself when it is one) become buffers, before the rewrite of
 * their bodies. */
void mlb_osb_function_arguments(MlbBufRewriter *br, MlbOperation *root);
/* Boundary op `op` met by the rewrite: a call whose callee's signature
 * is converted already is rewritten now; returns and other calls wait. */
MLB_MUST_CHECK MlbStatus mlb_osb_boundary_op(MlbBufRewriter *br,
                                             MlbOperation *op);
/* Function fn's returns and signature become buffers (after its body). */
void mlb_osb_function_signature(MlbBufRewriter *br, MlbOperation *fn);
/* Every signature, return and call still on tensors (after the rewrite);
 * *changed tells whether there was any. */
MLB_MUST_CHECK MlbStatus mlb_osb_function_boundaries(MlbBufRewriter *br,
                                                     MlbOperation *module,
                                                     bool *changed);

/* Drops bufferization.writable / buffer_layout from function arguments
 * (after the boundaries are bufferized, as upstream). */
void mlb_osb_drop_arg_attrs(MlbContext *ctx, MlbOperation *module);

/* ==== one_shot_block_types.c ==== */
/* The tensor arguments of the non-entry blocks of `region` (of op)
 * become buffers: the type all incoming buffers will have when they
 * agree, else the fully dynamic layout (a fixed point over the
 * branches). Before the rewrite of the region's ops. */
void mlb_osb_retype_region_args(MlbBufRewriter *br, MlbOperation *op,
                                MlbRegion *region);

/* ==== one_shot_glue.c ==== */
/* Folds to_buffer(to_tensor(m)) into m (a memref.cast when the types
 * differ) and erases the to_tensor ops left without uses. The ops of
 * `reusable` (may be NULL; MlbBufRewriter's made_glue) are destroyed
 * instead, but a to_tensor whose result is in `undefined` (may be NULL). */
void mlb_osb_fold_glue(MlbContext *ctx, MlbOperation *root,
                       const MlbPtrMap *reusable, const MlbPtrMap *undefined);
/* Erases the buffers the rewrite allocated (the ops in `allocs`) that
 * nothing uses once the glue is folded: an alloc_tensor or tensor.empty
 * whose every use got a buffer of its own (out of place), as upstream
 * erases such an op before it would allocate. */
void mlb_osb_drop_dead_allocs(MlbOperation *root, const MlbPtrMap *allocs);

/* ==== one_shot_ping_pong.c ==== */
/* The loops of a->swaps carry two buffers that take turns: the one each
 * trip allocated for its new value (an op of `allocs`) is allocated once,
 * before the loop. After the rewrite. */
void mlb_osb_ping_pong(MlbContext *ctx, MlbOsa *a, MlbPtrMap *allocs);
/* The buffer v casts from (through casts). */
MlbValue *mlb_osb_cast_root(MlbValue *v);

/* ==== one_shot_cf_turns.c ====
 * The cf loops of `turns` (the analysis' mlb_osa_cf_turns, found before
 * the rewrite) carry two buffers that take turns, as mlb_osb_ping_pong's
 * loops do. After the rewrite. */
void mlb_osb_cf_turns(MlbBufRewriter *br, const MlbOsaCfTurnVec *turns);

/* ==== one_shot_annotate.c ==== */
/* print-conflicts: marks the conflicts the analysis reports (through
 * `report`) on the ops involved. */
typedef struct MlbOsbMarks {
  MlbContext *ctx;
  MlbOsaReport report;
  uint64_t conflicts, not_writable; /* ids given so far */
} MlbOsbMarks;
void mlb_osb_marks_init(MlbOsbMarks *m, MlbContext *ctx);

/* ==== one_shot_explain.c ==== */
/* explain-copies: a remark at each operand put out of place, saying why. */
typedef struct MlbOsbExplain {
  MlbContext *ctx;
  MlbOsaReport report;
  MlbUse *read, *write; /* the first conflict since the last decision */
  MlbValue *readonly;   /* the first value that must not be written */
  MlbUse *private_write; /* check-parallel-regions: a write to privatize */
  MlbValue *private_def; /* ... whose buffer is defined here, outside */
  bool chosen; /* compare_alternatives put it out of place by choice */
} MlbOsbExplain;
void mlb_osb_explain_init(MlbOsbExplain *e, MlbContext *ctx);
/* bufferize-function-boundaries: bufferization.access on the tensor
 * arguments of every function, __equivalent_func_args__ on returns. */
void mlb_osb_annotate_functions(MlbOsa *a, MlbOperation *root);
/* dump-alias-sets: the alias set of every tensor value, by SSA name. */
void mlb_osb_dump_alias_sets(MlbOsa *a, MlbOperation *root);

/* ==== The partial passes of MLIR 16 (one_shot_bufferize.c) ====
 * arith-, tensor-, linalg- and bufferization-bufferize: the ops of
 * `dialect` and of the bufferization dialect under op bufferized without
 * analysis (a copy before every write), every other op left on tensors
 * and glued to them; new buffers aligned to `alignment` (0: none). */
MLB_MUST_CHECK MlbStatus mlb_osb_run_partial(MlbContext *ctx,
                                             MlbOperation *op,
                                             const char *dialect,
                                             int64_t alignment);

/* ==== one_shot_filter.c ==== */
/* dialect-filter denies op: it stays unbufferized (an unknown op). */
bool mlb_osb_denied(const MlbBufOptions *o, const MlbOperation *op);
/* Bufferization interfaces taken off the descriptors of denied ops. */
typedef struct MlbOsbHidden {
  MLB_VEC(const char *) names;
  MLB_VEC(const void *) tables;
} MlbOsbHidden;
void mlb_osb_hide_denied(MlbContext *ctx, const MlbBufOptions *o,
                         MlbOperation *root, MlbOsbHidden *hidden);
void mlb_osb_restore_hidden(MlbContext *ctx, MlbOsbHidden *hidden);

#endif
