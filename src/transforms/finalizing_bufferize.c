/* finalizing_bufferize.c - finalizing-bufferize, the last pass of MLIR
 * 16's partial bufferization: once every op is on buffers, the
 * to_tensor/to_buffer glue the partial passes left between them goes.
 * to_buffer(to_tensor(%m)) becomes %m, a memref.cast of it when the types
 * differ in a way a cast bridges, else a new buffer holding a copy of it
 * (a strided view wanted with the identity layout: a cast could not give
 * the offset and strides the identity layout promises):
 *
 *   %t = bufferization.to_tensor %m : memref<?xf32, strided<[1], offset: ?>> to
 * tensor<?xf32> %b = bufferization.to_buffer %t : tensor<?xf32> to
 * memref<?xf32>
 *     =>
 *   %c0 = arith.constant 0 : index
 *   %d = memref.dim %m, %c0 : memref<?xf32, strided<[1], offset: ?>>
 *   %b = memref.alloc(%d) : memref<?xf32>
 *   memref.copy %m, %b : memref<?xf32, strided<[1], offset: ?>> to
 * memref<?xf32>
 *
 * and every to_tensor is dropped. A tensor left anywhere else means the
 * conversion is not finished: as upstream (a full conversion) the pass
 * fails, naming the first op still on tensors ("failed to legalize
 * operation"), or the to_buffer whose tensor comes from a block argument
 * no pass converted, before anything changes.
 *
 * Requires: nothing.  Preserves: every op but the glue and its users.
 */
#include "dialects/memref/memref.h"
#include "interfaces/bufferize.h"
#include "rewrite/build.h"
#include "transforms/pass.h"

static bool is_glue(const MlbOperation *op) {
  return mlb_op_is(op, "bufferization.to_tensor") ||
         mlb_op_is(op, "bufferization.to_buffer");
}

typedef struct Scan {
  MlbOperation *illegal; /* first op other than glue on tensors */
  MlbOpVec to_buffers, to_tensors;
} Scan;

static MlbWalkResult scan_op(MlbOperation *op, void *user) {
  Scan *s = user;
  if (mlb_op_is(op, "bufferization.to_buffer"))
    mlb_vec_push(&s->to_buffers, op);
  else if (mlb_op_is(op, "bufferization.to_tensor"))
    mlb_vec_push(&s->to_tensors, op);
  else if (!s->illegal && !is_glue(op) && mlb_buf_has_tensor_value(op))
    s->illegal = op;
  return MLB_WALK_ADVANCE;
}

/* Upstream's castOrReallocMemRefValue test: a cast that loses no static
 * fact of the layout (a dynamic offset or stride made static would be a
 * promise the cast cannot check). */
static bool cast_keeps_layout(const MlbType *src, const MlbType *dst) {
  uint32_t rank = src->u.shaped.rank;
  if (rank != dst->u.shaped.rank || src->u.shaped.elt != dst->u.shaped.elt ||
      src->u.shaped.memspace != dst->u.shaped.memspace)
    return false;
  int64_t ss[rank ? rank : 1], ds[rank ? rank : 1], so, dof;
  if (!mlb_memref_strides(src, ss, &so) || !mlb_memref_strides(dst, ds, &dof))
    return false;
  for (uint32_t d = 0; d <= rank; d++) {
    int64_t a = d < rank ? ss[d] : so, b = d < rank ? ds[d] : dof;
    if (b != MLB_DYNAMIC && a != b)
      return false;
    int64_t x = src->u.shaped.shape[d < rank ? d : 0];
    int64_t y = dst->u.shaped.shape[d < rank ? d : 0];
    if (d < rank && x != MLB_DYNAMIC && y != MLB_DYNAMIC && x != y)
      return false;
  }
  return true;
}

/* m as a buffer of type t, or NULL when no cast or copy can give it. */
static MlbValue *as_type(MlbContext *ctx, MlbOperation *at, MlbValue *m,
                         MlbType *t) {
  if (m->type == t)
    return m;
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, at);
  bool src_ranked =
      mlb_type_is_memref(m->type) && m->type->kind != MLB_TYPE_UNRANKED_MEMREF;
  bool dst_ranked = t->kind != MLB_TYPE_UNRANKED_MEMREF;
  if (!src_ranked)
    return dst_ranked ? NULL : mlb_bld_cast(&b, at->loc, m, t);
  if (!dst_ranked || cast_keeps_layout(m->type, t))
    return mlb_bld_cast(&b, at->loc, m, t);
  /* The copy has the identity layout: other layouts need a cast. */
  if (t->u.shaped.layout)
    return NULL;
  return mlb_bld_alloc_copy(&b, at->loc, m, t);
}

static MlbStatus fold_to_buffer(MlbContext *ctx, MlbOperation *tb) {
  MlbValue *t = mlb_op_operand(tb, 0);
  MlbOperation *tt = t->def_op;
  if (!tt || !mlb_op_is(tt, "bufferization.to_tensor"))
    return mlb_emit_error(ctx, tb->loc,
                          "failed to legalize operation '%s': its tensor "
                          "operand is a block argument no pass converted",
                          tb->name);
  MlbValue *m = mlb_op_operand(tt, 0);
  MlbType *want = mlb_op_result(tb, 0)->type;
  MlbValue *r = as_type(ctx, tb, m, want);
  if (!r) {
    MlbBuf from, to;
    mlb_buf_init(&from);
    mlb_buf_init(&to);
    mlb_print_type(&from, m->type);
    mlb_print_type(&to, want);
    mlb_emit_error(ctx, tb->loc,
                   "failed to legalize operation '%s': no cast or copy "
                   "turns '%s' into '%s'",
                   tb->name, mlb_buf_cstr(&from), mlb_buf_cstr(&to));
    mlb_buf_free(&from);
    mlb_buf_free(&to);
    return MLB_FAILURE;
  }
  mlb_value_replace_all_uses(mlb_op_result(tb, 0), r);
  mlb_op_erase(tb);
  return MLB_SUCCESS;
}

static MlbStatus run_finalizing_bufferize(MlbContext *ctx, MlbOperation *op,
                                          const MlbPassOptValue *o,
                                          MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  Scan s = {0};
  mlb_walk_pre(op, scan_op, &s);
  MlbStatus status = MLB_SUCCESS;
  if (s.illegal)
    status =
        mlb_emit_error(ctx, s.illegal->loc, "failed to legalize operation '%s'",
                       s.illegal->name);
  for (uint32_t k = 0; k < s.to_buffers.len && status == MLB_SUCCESS; k++)
    status = fold_to_buffer(ctx, s.to_buffers.data[k]);
  /* Backwards: nothing but glue used them, and the glue is gone. */
  for (uint32_t k = s.to_tensors.len; status == MLB_SUCCESS && k-- > 0;)
    mlb_op_erase(s.to_tensors.data[k]);
  mlb_vec_free(&s.to_buffers);
  mlb_vec_free(&s.to_tensors);
  return status;
}

const MlbPassDef mlb_pass_finalizing_bufferize = {
    .flag = "finalizing-bufferize",
    .name = "FinalizingBufferizePass",
    .anchor = "func.func",
    .summary = "Finalize a partial bufferization",
    .run = run_finalizing_bufferize,
};
