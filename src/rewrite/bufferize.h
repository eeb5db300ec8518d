/* bufferize.h - what an op's bufferization hook (MlbBufferizeIface's
 * `bufferize`, interfaces/bufferize.h) may call: the rewrite half of
 * One-Shot Bufferize, as upstream's BufferizableOpInterface helpers.
 *
 * The pass rewrites ops in pre-order. When a hook runs, the ops defining
 * its tensor operands are already rewritten: their tensors come from
 * `bufferization.to_tensor %buffer`, and mlb_buf_get_buffer hands back
 * that buffer (or, for a value nothing bufferized, a
 * `bufferization.to_buffer` of it). The hook builds the buffer ops and
 * calls mlb_buf_replace_op, which puts a to_tensor in front of each new
 * buffer for the tensor uses not rewritten yet. Once every op is done the
 * pass folds to_buffer(to_tensor(x)) into x, so none of these glue ops
 * remains unless an op could not be bufferized.
 *
 * Where the analysis decided that an operand cannot be written in place,
 * mlb_buf_get_buffer returns a fresh allocation holding a copy of it.
 */
#ifndef MLB_REWRITE_BUFFERIZE_H
#define MLB_REWRITE_BUFFERIZE_H

#include "interfaces/bufferize.h"
#include "rewrite/build.h"

/* How tensor types at function boundaries and of unknown values become
 * memref types (upstream's LayoutMapOption). */
typedef enum MlbBufLayout {
  MLB_BUF_LAYOUT_INFER,         /* infer-layout-map */
  MLB_BUF_LAYOUT_IDENTITY,      /* identity-layout-map */
  MLB_BUF_LAYOUT_FULLY_DYNAMIC, /* fully-dynamic-layout-map */
} MlbBufLayout;

typedef struct MlbBufOptions {
  bool function_boundaries; /* bufferize-function-boundaries */
  bool allow_unknown_ops;
  bool copy_before_write;
  int64_t buffer_alignment; /* 0: none */
  MlbBufLayout function_layout, unknown_layout;
  /* dialect-filter: only ops of these dialects are bufferized (none
   * listed: all). */
  const char *const *dialects;
  uint32_t num_dialects;
  /* must-infer-memory-space: a buffer made from nothing (no operand to
   * take a memory space from) is an error. */
  bool must_infer_memory_space;
  /* The partial passes (tensor-bufferize, linalg-bufferize, ...): a new
   * buffer's dynamic sizes come from memref.dim of the operand's buffer
   * even where tensor ops are not bufferized, since the pass that would
   * bufferize a tensor.dim may have run already. */
  bool sizes_from_buffers;
} MlbBufOptions;

typedef struct MlbBufRewriter {
  MlbContext *ctx;
  const MlbBufOptions *opts;
  MlbBuilder b; /* set before the op being rewritten */
  /* The analysis' decision: does operand i of op bufferize in place? */
  bool (*in_place)(void *user, MlbOperation *op, uint32_t i);
  /* Does operand i of loop terminator `term` hand back the buffer of the
   * iteration argument it becomes (else the rewrite yields a copy)? Asked
   * before the terminator's operands are rewritten. */
  bool (*yields_own_buffer)(void *user, MlbOperation *term, uint32_t i);
  void *user;
  /* Tensor values (to_tensor results) whose contents are undefined (a
   * tensor.empty's): a buffer of their own needs no copy of them. NULL:
   * none tracked. */
  MlbPtrMap *undefined;
  /* A hook's helper hit what cannot be bufferized (an error is out): the
   * pass fails once the rewrite ends. */
  bool failed;
  /* The allocation ops mlb_buf_alloc made (op -> (void *)1), whose
   * lifetime bufferization controls. NULL: not tracked. */
  MlbPtrMap *allocs;
  /* Out of place, must operand i of op's new buffer hold a copy of its
   * value? NULL: mlb_buf_copy_needed (the op's interface); the pass asks
   * the analysis, which knows what a call's callee does. */
  bool (*contents_needed)(void *user, MlbOperation *op, uint32_t i);
  /* Of the operands yields_own_buffer accepts, does operand i of loop
   * terminator `term` hand back another iteration argument's buffer (the
   * arguments change places)? NULL: never. */
  bool (*yields_other_arg)(void *user, MlbOperation *term, uint32_t i);
  /* Of the operands yields_own_buffer accepts, does operand i of loop
   * terminator `term` hand on a buffer made in the trip, whose type need
   * not be the argument's? NULL: never. */
  bool (*yields_new_buffer)(void *user, MlbOperation *term, uint32_t i);
  /* The to_tensor and to_buffer ops this rewriter made (op -> op), which
   * nothing but the rewrite knows of (no analysis ran on them): the glue
   * fold may destroy them for their memory to be reused. NULL: not
   * tracked. */
  MlbPtrMap *made_glue;
  /* Does op, which makes a new tensor from tensors it reads, make one
   * nothing reads (mlb_osa_new_result_unread)? NULL: not known. */
  bool (*result_unread)(void *user, MlbOperation *op);
} MlbBufRewriter;

/* The memref type a tensor of type `t` gets when a buffer is allocated
 * for it (identity layout, the tensor's encoding as memory space: none). */
MlbType *mlb_buf_alloc_type(MlbContext *ctx, MlbType *t);
/* The same with a fully dynamic strided layout (function boundaries). */
MlbType *mlb_buf_dynamic_type(MlbContext *ctx, MlbType *t);

/* The buffer of tensor `v` for reading: the buffer its to_tensor wraps,
 * else a new to_buffer of it before the rewriter's insertion point. */
MlbValue *mlb_buf_lookup(MlbBufRewriter *br, MlbValue *v);
/* The buffer of op's tensor operand i: mlb_buf_lookup, or when the
 * analysis put the operand out of place, a new buffer (with a copy of the
 * operand's contents when op reads it). */
MlbValue *mlb_buf_get_buffer(MlbBufRewriter *br, MlbOperation *op,
                             uint32_t i);
/* The same for operand i of a branch that becomes argument `arg` of a
 * block whose one predecessor edge is this operand's: the branch hands on
 * the operand's own buffer (returned) and, out of place, the new buffer
 * and its copy are made at the start of arg's block, where every use of
 * arg moves to it. So the copy runs only on the edge that needs it, not
 * on every path leaving the branch. */
/* Is an out-of-place operand of `branch` for successor `succ` copied on
 * its edge (mlb_buf_get_buffer_on_edge) rather than before the branch?
 * When the branch leaves for several successors and no other edge
 * reaches succ: made before the branch, the copy would run on the paths
 * to the other successors too. (A branch with one successor gains
 * nothing; a block with several predecessors would need its edge split,
 * which is not done.) The block argument types found before the rewrite
 * (one_shot_block_types.c) count such an operand as handing on its own
 * buffer. */
bool mlb_buf_copy_on_edge(const MlbOperation *branch, const MlbBlock *succ);
MlbValue *mlb_buf_get_buffer_on_edge(MlbBufRewriter *br, MlbOperation *op,
                                     uint32_t i, MlbValue *arg);
/* A new buffer for a tensor of type `t` whose dynamic sizes are those of
 * tensor `like`'s buffer (memref.dim; NULL: `dyn` gives them, in order). */
MlbValue *mlb_buf_alloc(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                        MlbValue *like, MlbValue *const *dyn);
/* The same in memory space `memspace` (NULL: the default). mlb_buf_alloc
 * puts a copy of `like` in the memory space of like's buffer, anything
 * else in the tensor's (its encoding under use-encoding-for-memory-space,
 * else the default). */
MlbValue *mlb_buf_alloc_in(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                           MlbValue *like, MlbValue *const *dyn,
                           MlbAttr *memspace);
/* The memory space of tensor v's buffer: its to_tensor's memref's, else
 * the tensor type's (as mlb_buf_alloc_type). */
MlbAttr *mlb_buf_memspace(MlbBufRewriter *br, MlbValue *v);
/* The memory space tensor v's buffer will have, before the rewrite has
 * reached v (bufferize_memspace.c): from a to_tensor's memref, an
 * alloc_tensor's memory_space or copy, through the operands results
 * share a buffer with and the values region ops forward; the tensor
 * type's default otherwise. NULL: the default space. */
MlbAttr *mlb_buf_expected_memspace(MlbContext *ctx, MlbValue *v);
/* The type of a new buffer bufferization makes for ranked tensor v (an
 * operand out of place, a tensor.empty): identity layout, in the space
 * mlb_buf_expected_memspace gives. NULL for an unranked tensor. */
MlbType *mlb_buf_fresh_type(MlbContext *ctx, MlbValue *v);
/* The type tensor v's buffer will have once the rewrite reaches it
 * (upstream's getBufferType), for a value a region op's terminator hands
 * on before the ops of the region are rewritten: the buffer of a value
 * rewritten already; a new buffer of undefined contents (tensor.empty,
 * alloc_tensor without copy or memory_space); followed back through DPS
 * inits and views (`view_buffer_type`) decided in place; a result of a
 * region op as its model predicts (`predicted_result_type`). NULL:
 * unknown (any other op, a block argument, an operand out of place). */
MlbType *mlb_buf_predicted_type(MlbBufRewriter *br, MlbValue *v);
/* Does buffer type mt keep the shape of tensor type t (a memref of t's
 * rank and sizes, so that ops using it as t's buffer verify: a linalg op
 * checks its static sizes)? True when t is no tensor. A callee's result
 * type may not: one returned through a shape-losing memref.cast. */
bool mlb_buf_holds_shape(const MlbType *mt, const MlbType *t);
/* The same, where the walk back ends at a block argument: `arg_type`
 * answers for it (a loop's argument whose type the loop's model is
 * finding), NULL: unknown. */
typedef MlbType *(*MlbBufArgTypeFn)(void *user, MlbValue *arg);
MlbType *mlb_buf_predicted_type_with(MlbBufRewriter *br, MlbValue *v,
                                     MlbBufArgTypeFn arg_type, void *user);
/* mlb_buf_dynamic_type in memory space `memspace` (NULL: the default). */
MlbType *mlb_buf_dynamic_type_in(MlbContext *ctx, MlbType *t,
                                 MlbAttr *memspace);
/* memref.dim of buffer `buf` along dimension d (an index constant for
 * d, then the dim). */
MlbValue *mlb_buf_dim(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                      uint32_t d);
/* Does op, which makes a new tensor from tensors it reads, make one
 * nothing reads (its buffer needs no contents)? False when not known. */
bool mlb_buf_result_unread(MlbBufRewriter *br, MlbOperation *op);
/* memref.copy src -> dst. */
void mlb_buf_copy(MlbBufRewriter *br, MlbAttr *loc, MlbValue *src,
                  MlbValue *dst);
/* bufferization.to_tensor of `buf` as tensor type `t`. */
MlbValue *mlb_buf_to_tensor(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                            MlbType *t);
/* `buf` as a buffer of type `want` (a tensor of type `tensor`): itself,
 * a memref.cast, or a new buffer with a copy when no cast can give that
 * type (a strided view to an identity layout). */
MlbValue *mlb_buf_as_type(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                          MlbType *want, MlbType *tensor);
/* Changes the type of tensor value `v` (a block argument or a result of
 * an op rewritten in place) to `memref`; its uses read a to_tensor of it,
 * inserted at the rewriter's insertion point. */
void mlb_buf_retype(MlbBufRewriter *br, MlbValue *v, MlbType *memref,
                    MlbAttr *loc);
/* The memref.subview result type of buffer type `src` for a slice of n
 * dimensions (offsets, sizes, steps; MLB_DYNAMIC where dynamic) giving a
 * tensor of type `res`, as upstream infers it: strides times steps, the
 * offset moved, dimensions of size 1 that `res` drops dropped. NULL when
 * they cannot be matched. */
MlbType *mlb_buf_subview_type(MlbContext *ctx, MlbType *src, uint32_t n,
                              const int64_t *offsets, const int64_t *sizes,
                              const int64_t *steps, MlbType *res);
/* Replaces op's single tensor result by a to_tensor of `buf`, whose
 * contents are undefined (tensor.empty): out-of-place uses of it get a
 * buffer without a copy. Destroys op, as mlb_buf_replace_op. */
void mlb_buf_replace_undefined(MlbBufRewriter *br, MlbOperation *op,
                               MlbValue *buf);
/* Replaces op's results by `values` (a tensor result by a to_tensor of the
 * buffer given for it, any other result by the value given) and destroys
 * op (mlb_op_destroy): its memory is reused once the pass is done with it,
 * at the pass boundary, or earlier where the pass knows (One-Shot, each
 * function once rewritten). */
void mlb_buf_replace_op(MlbBufRewriter *br, MlbOperation *op,
                        MlbValue *const *values);

#endif
