/* bufferization_to_memref.c - the `convert-bufferization-to-memref` pass:
 * bufferization.clone into an allocation plus a copy, bufferization.dealloc
 * as bufferization-lower-deallocations lowers it; any other bufferization
 * op is illegal.
 *
 * A ranked clone allocates the clone's shape with an identity layout (in
 * the clone's memory space), casts it to the clone's type when that has a
 * layout, and copies; dynamic sizes come from memref.dim folded the way
 * upstream's createOrFold folds it (the index constant stays):
 *
 *   %c = bufferization.clone %m       %c0 = arith.constant 0 : index
 *     : memref<?xf32, strided<..>>    %dim = memref.dim %m, %c0
 *                                =>   %alloc = memref.alloc(%dim)
 *                                     %cast = memref.cast %alloc to ...
 *                                     memref.copy %m, %cast
 *
 * An unranked clone stores each dim into a shape buffer (memref.alloca)
 * while multiplying the total size in an scf.for, allocates a 1-D buffer
 * and memref.reshape's it. A clone whose type no identity allocation can
 * be cast to fails, as upstream, with "failed to legalize".
 *
 * The rewrites run in a partial conversion (lower_deallocations_convert.c):
 * ops outside memref, arith, scf and func are folded first (a clone of a
 * ranked memref.cast clones the cast's source), and the first
 * bufferization op left over fails the pass.
 *
 * Requires: nothing.  Preserves: everything but the lowered ops.
 */
#include "transforms/lower_deallocations.h"

#include "dialects/common.h"
#include "dialects/memref/memref.h"
#include "rewrite/fold.h"

/* ==== memref.dim, folded as createOrFold does ==== */

/* Index of dim `i` among the dynamic dims of `t`. */
static uint32_t dynamic_index(const MlbType *t, uint32_t i) {
  uint32_t n = 0;
  for (uint32_t k = 0; k < i; k++)
    n += t->u.shaped.shape[k] == MLB_DYNAMIC;
  return n;
}

/* Operand `k` of segment `seg`, or NULL. */
static MlbValue *segment_operand(MlbOperation *op, uint32_t seg,
                                 uint32_t k) {
  uint32_t start, len;
  if (!mlb_op_operand_segment(op, seg, &start, &len) || k >= len)
    return NULL;
  return mlb_op_operand(op, start + k);
}

/* Views upstream's DimOp::fold reads a dynamic size from: the size
 * operand of a memref.view, or the k-th dynamic size of a memref.subview
 * for its k-th dynamic dim (dropped dims are static). Used when the
 * registered memref.dim folder does not fold the dim. */
static MlbValue *view_dim_size(MlbContext *ctx, MlbValue *src, uint32_t i) {
  MlbOperation *def = src->def_op;
  if (!def || src->type->kind != MLB_TYPE_MEMREF ||
      src->type->u.shaped.shape[i] != MLB_DYNAMIC)
    return NULL;
  uint32_t k = dynamic_index(src->type, i);
  if (def->name == mlb_intern_cstr(ctx, "memref.view"))
    return 2 + k < def->num_operands ? mlb_op_operand(def, 2 + k) : NULL;
  if (def->name == mlb_intern_cstr(ctx, "memref.subview"))
    return segment_operand(def, 2, k);
  return NULL;
}

/* rewriter.createOrFold<memref::DimOp>(src, i): the index constant is
 * created first and stays; the dim is folded by memref.dim's folder
 * (a constant for a static size, a size operand, or in place through a
 * cast) and erased when it folded to a value. */
static MlbValue *create_or_fold_dim(MlbBuilder *b, MlbAttr *loc,
                                    MlbValue *src, uint32_t i) {
  MlbValue *idx = mlb_bld_const_index(b, loc, i);
  MlbValue *dim = mlb_bld_dim(b, loc, src, idx);
  MlbOperation *op = dim->def_op;
  MlbFoldResult res = {0};
  MlbFoldStatus st = mlb_op_fold(b->ctx, op, &res);
  if (st == MLB_FOLD_FAILED)
    res.value = view_dim_size(b->ctx, src, i);
  else if (st == MLB_FOLD_RESULTS && !res.value) {
    MlbRewriter rw;
    mlb_rw_init(&rw, b->ctx, NULL);
    mlb_builder_set_before(&rw.b, op);
    res.value = mlb_rw_constant(&rw, op, res.attr, dim->type, loc);
  }
  if (!res.value)
    return dim;
  mlb_op_destroy(b->ctx, op);
  return res.value;
}

/* ==== Clones ==== */

/* memref.cast compatibility of an identity allocation with `t`: equal
 * strides and offset, or dynamic ones on either side. */
static bool layout_castable(const MlbType *alloc, const MlbType *t) {
  if (alloc->u.shaped.layout == t->u.shaped.layout)
    return true;
  uint32_t rank = t->u.shaped.rank;
  int64_t *sa = mlb_calloc(2 * (size_t)rank + 1, sizeof *sa), *sb = sa + rank;
  int64_t oa, ob;
  bool ok = mlb_memref_strides(alloc, sa, &oa) && mlb_memref_strides(t, sb, &ob);
  ok = ok && (oa == ob || oa == MLB_DYNAMIC || ob == MLB_DYNAMIC);
  for (uint32_t k = 0; ok && k < rank; k++)
    ok = sa[k] == sb[k] || sa[k] == MLB_DYNAMIC || sb[k] == MLB_DYNAMIC;
  mlb_free(sa);
  return ok;
}

static MlbValue *clone_ranked(MlbBuilder *b, MlbOperation *op) {
  MlbContext *ctx = b->ctx;
  MlbValue *src = mlb_op_operand(op, 0);
  MlbType *t = op->results[0].type;
  uint32_t rank = t->u.shaped.rank;
  MlbType *alloc_t = mlb_type_memref(ctx, rank, t->u.shaped.shape,
                                     t->u.shaped.elt, NULL,
                                     t->u.shaped.memspace);
  if (!layout_castable(alloc_t, t))
    return NULL;
  MlbValueVec dyn = {0};
  for (uint32_t i = 0; i < rank; i++)
    if (t->u.shaped.shape[i] == MLB_DYNAMIC)
      mlb_vec_push(&dyn, create_or_fold_dim(b, op->loc, src, i));
  MlbValue *alloc = mlb_bld_alloc(b, op->loc, alloc_t, dyn.len, dyn.data,
                                  NULL);
  mlb_vec_free(&dyn);
  if (alloc_t != t)
    alloc = mlb_bld_cast(b, op->loc, alloc, t);
  return alloc;
}

/* The shape loop: stores each dim of `src` into `shape` and yields the
 * running product. */
static MlbValue *shape_loop(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                            MlbValue *shape, MlbValue *c0, MlbValue *c1,
                            MlbValue *rank) {
  MlbBlock *body;
  MlbOperation *loop = mlb_bld_for(b, loc, c0, rank, c1, 1, &c1, &body);
  MlbBuilder in = {b->ctx, body, NULL};
  MlbValue *i = body->args[0];
  MlbValue *dim = mlb_bld_dim(&in, loc, src, i);
  mlb_bld_store(&in, loc, dim, shape, i);
  MlbValue *acc = mlb_bld_binary(&in, loc, "arith.muli", body->args[1], dim);
  mlb_bld_yield(&in, loc, 1, &acc);
  return mlb_op_result(loop, 0);
}

static MlbValue *clone_unranked(MlbBuilder *b, MlbOperation *op) {
  MlbContext *ctx = b->ctx;
  MlbAttr *loc = op->loc;
  MlbValue *src = mlb_op_operand(op, 0);
  MlbType *t = op->results[0].type, *it = mlb_type_index(ctx);
  MlbValue *c0 = mlb_bld_const_index(b, loc, 0);
  MlbValue *c1 = mlb_bld_const_index(b, loc, 1);
  MlbValue *rank =
      mlb_op_result(mlb_bld_op(b, "memref.rank", loc, 1, &src, 1, &it), 0);
  int64_t dyn = MLB_DYNAMIC;
  MlbType *shape_t = mlb_type_memref(ctx, 1, &dyn, it, NULL, NULL);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "memref.alloca", loc);
  mlb_vec_push(&st.operands, rank);
  int64_t seg[2] = {1, 0};
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 2);
  mlb_vec_push(&st.result_types, shape_t);
  MlbValue *shape = mlb_op_result(mlb_builder_insert(b, &st), 0);
  MlbValue *size = shape_loop(b, loc, src, shape, c0, c1, rank);
  /* Upstream allocates in the default memory space. */
  MlbType *flat = mlb_type_memref(ctx, 1, &dyn, t->u.unranked.elt, NULL,
                                  NULL);
  MlbValue *alloc = mlb_bld_alloc(b, loc, flat, 1, &size, NULL);
  MlbValue *ops[2] = {alloc, shape};
  return mlb_op_result(mlb_bld_op(b, "memref.reshape", loc, 2, ops, 1, &t),
                       0);
}

static bool lower_clone(MlbContext *ctx, MlbOperation *op) {
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbType *t = op->results[0].type;
  MlbValue *res = t->kind == MLB_TYPE_UNRANKED_MEMREF ? clone_unranked(&b, op)
                                                      : clone_ranked(&b, op);
  if (!res)
    return false;
  MlbValue *copy[2] = {mlb_op_operand(op, 0), res};
  mlb_bld_op(&b, "memref.copy", op->loc, 2, copy, 0, NULL);
  mlb_value_replace_all_uses(mlb_op_result(op, 0), res);
  mlb_op_destroy(ctx, op);
  return true;
}

/* ==== Pass ==== */

static const char *const k_legal[] = {"memref", "arith", "scf", "func", NULL};

/* The whole bufferization dialect is illegal. */
static bool illegal_op(MlbContext *ctx, const MlbOperation *op) {
  MLB_UNUSED(ctx);
  return mlb_op_dialect_len(op) == strlen("bufferization") &&
         memcmp(op->name, "bufferization", strlen("bufferization")) == 0;
}

static bool rewrite_op(void *user, MlbOperation *op) {
  MlbDeallocLowering *l = user;
  if (op->name == mlb_intern_cstr(l->ctx, "bufferization.clone"))
    return lower_clone(l->ctx, op);
  if (mlb_is_dealloc_op(l->ctx, op))
    return mlb_lower_one_dealloc(l, op);
  return false;
}

static MlbStatus run_bufferization_to_memref(MlbContext *ctx,
                                             MlbOperation *op,
                                             const MlbPassOptValue *opts,
                                             MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  MlbDeallocLowering l;
  MlbStatus s = mlb_dealloc_lowering_begin(&l, ctx, op);
  MlbConversion conv = {.legal_dialects = k_legal,
                        .illegal = illegal_op,
                        .rewrite = rewrite_op,
                        .user = &l};
  if (s == MLB_SUCCESS)
    s = mlb_apply_partial_conversion(ctx, op, &conv);
  mlb_dealloc_lowering_end(&l);
  return s;
}

const MlbPassDef mlb_pass_bufferization_to_memref = {
    .flag = "convert-bufferization-to-memref",
    .name = "ConvertBufferizationToMemRefPass",
    .anchor = "any",
    .summary = "Convert operations from the Bufferization dialect to the "
               "MemRef dialect",
    .run = run_bufferization_to_memref,
};
