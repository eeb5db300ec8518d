/* build.c - builders of the plain ops rewrites emit (see build.h).
 *
 * Each builder fills an MlbOpState the way the op's parser would (property
 * names, operandSegmentSizes), so the IR printed afterwards is the IR
 * upstream's rewriters print. Result names (%alloc, %dim, ...) come from
 * the op descriptors as usual.
 */
#include "rewrite/build.h"

/* ==== Generic ops ==== */

MlbOperation *mlb_bld_op(MlbBuilder *b, const char *name, MlbAttr *loc,
                         uint32_t nops, MlbValue *const *ops, uint32_t nres,
                         MlbType *const *res) {
  MlbOpState st;
  mlb_opstate_init_pooled(&st, b->ctx, name, loc);
  for (uint32_t i = 0; i < nops; i++)
    mlb_vec_push(&st.operands, ops[i]);
  for (uint32_t i = 0; i < nres; i++)
    mlb_vec_push(&st.result_types, res[i]);
  return mlb_builder_insert(b, &st);
}

MlbValue *mlb_bld_constant(MlbBuilder *b, MlbAttr *loc, MlbAttr *value,
                           MlbType *type) {
  MlbOpState st;
  mlb_opstate_init_pooled(&st, b->ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, mlb_names.value, value);
  mlb_vec_push(&st.result_types, type);
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

MlbValue *mlb_bld_const_index(MlbBuilder *b, MlbAttr *loc, int64_t v) {
  MlbType *t = mlb_type_index(b->ctx);
  return mlb_bld_constant(b, loc, mlb_attr_int(b->ctx, t, v), t);
}

MlbValue *mlb_bld_const_bool(MlbBuilder *b, MlbAttr *loc, bool v) {
  MlbType *i1 = b->ctx->t_i1 ? b->ctx->t_i1
                             : mlb_type_integer(b->ctx, 1, MLB_SIGNLESS);
  return mlb_bld_constant(b, loc, mlb_attr_bool(b->ctx, v), i1);
}

MlbValue *mlb_bld_cmpi(MlbBuilder *b, MlbAttr *loc, int pred, MlbValue *l,
                       MlbValue *r) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "arith.cmpi", loc);
  mlb_vec_push(&st.operands, l);
  mlb_vec_push(&st.operands, r);
  mlb_opstate_add_prop(&st, mlb_names.predicate,
                       mlb_attr_int(ctx, mlb_type_integer(ctx, 64,
                                                          MLB_SIGNLESS),
                                    pred));
  mlb_vec_push(&st.result_types, mlb_type_integer(ctx, 1, MLB_SIGNLESS));
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

MlbValue *mlb_bld_aligned_ptr(MlbBuilder *b, MlbAttr *loc, MlbValue *m) {
  MlbType *t = b->ctx->t_index ? b->ctx->t_index : mlb_type_index(b->ctx);
  return mlb_op_result(mlb_bld_op(b, "memref.extract_aligned_pointer_as_"
                                     "index",
                                  loc, 1, &m, 1, &t),
                       0);
}

MlbValue *mlb_bld_binary(MlbBuilder *b, MlbAttr *loc, const char *name,
                         MlbValue *l, MlbValue *r) {
  MlbValue *ops[2] = {l, r};
  return mlb_op_result(mlb_bld_op(b, name, loc, 2, ops, 1, &l->type), 0);
}

/* ==== memref ops ==== */

MlbValue *mlb_bld_dim(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                      MlbValue *idx) {
  MlbValue *ops[2] = {src, idx};
  MlbType *t = mlb_type_index(b->ctx);
  return mlb_op_result(mlb_bld_op(b, "memref.dim", loc, 2, ops, 1, &t), 0);
}

MlbValue *mlb_bld_alloc(MlbBuilder *b, MlbAttr *loc, MlbType *type,
                        uint32_t ndyn, MlbValue *const *dyn,
                        MlbAttr *alignment) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "memref.alloc", loc);
  for (uint32_t i = 0; i < ndyn; i++)
    mlb_vec_push(&st.operands, dyn[i]);
  if (alignment)
    mlb_opstate_add_prop(&st, mlb_names.alignment, alignment);
  int64_t seg[2] = {ndyn, 0};
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 2);
  mlb_vec_push(&st.result_types, type);
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

MlbValue *mlb_bld_alloc_copy(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                             MlbType *type) {
  uint32_t rank = type->u.shaped.rank, n = 0;
  MlbValue *dyn[rank ? rank : 1];
  for (uint32_t d = 0; d < rank; d++)
    if (type->u.shaped.shape[d] == MLB_DYNAMIC)
      dyn[n++] = mlb_bld_dim(b, loc, src, mlb_bld_const_index(b, loc, d));
  MlbValue *fresh = mlb_bld_alloc(b, loc, type, n, dyn, NULL);
  MlbValue *ops[2] = {src, fresh};
  mlb_bld_op(b, "memref.copy", loc, 2, ops, 0, NULL);
  return fresh;
}

/* memref.load / memref.store as upstream's builders make them: with an
 * explicit `nontemporal = false` (the parser leaves it out; the generic
 * form shows the difference). */
MlbOperation *mlb_bld_access(MlbBuilder *b, const char *name, MlbAttr *loc,
                             uint32_t nops, MlbValue *const *ops,
                             MlbType *res) {
  MlbOpState st;
  mlb_opstate_init_pooled(&st, b->ctx, name, loc);
  for (uint32_t i = 0; i < nops; i++)
    mlb_vec_push(&st.operands, ops[i]);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(b->ctx, "nontemporal"),
                       mlb_attr_bool(b->ctx, false));
  if (res)
    mlb_vec_push(&st.result_types, res);
  return mlb_builder_insert(b, &st);
}

MlbValue *mlb_bld_load(MlbBuilder *b, MlbAttr *loc, MlbValue *mem,
                       MlbValue *idx) {
  MlbValue *ops[2] = {mem, idx};
  return mlb_op_result(mlb_bld_access(b, "memref.load", loc, 2, ops,
                                    mem->type->u.shaped.elt),
                       0);
}

void mlb_bld_store(MlbBuilder *b, MlbAttr *loc, MlbValue *v, MlbValue *mem,
                   MlbValue *idx) {
  MlbValue *ops[3] = {v, mem, idx};
  mlb_bld_access(b, "memref.store", loc, 3, ops, NULL);
}

MlbValue *mlb_bld_cast(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                       MlbType *to) {
  return mlb_op_result(mlb_bld_op(b, "memref.cast", loc, 1, &src, 1, &to), 0);
}

static MlbAttr *view_list(MlbContext *ctx, MlbAttr *given, uint32_t rank,
                          const int64_t *vals) {
  return given ? given : mlb_attr_dense_i64_array(ctx, rank, vals);
}

MlbValue *mlb_bld_view(MlbBuilder *b, MlbAttr *loc, const char *name,
                       MlbValue *src, MlbType *result, const MlbBldView *v) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, name, loc);
  mlb_vec_push(&st.operands, src);
  for (uint32_t i = 0; i < v->n_dyn_offsets; i++)
    mlb_vec_push(&st.operands, v->dyn_offsets[i]);
  for (uint32_t i = 0; i < v->n_dyn_sizes; i++)
    mlb_vec_push(&st.operands, v->dyn_sizes[i]);
  for (uint32_t i = 0; i < v->n_dyn_strides; i++)
    mlb_vec_push(&st.operands, v->dyn_strides[i]);
  int64_t seg[4] = {1, v->n_dyn_offsets, v->n_dyn_sizes, v->n_dyn_strides};
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 4);
  /* The well-known names are the interned storage itself. */
  mlb_opstate_add_prop(&st, mlb_names.static_offsets,
                       view_list(ctx, v->offsets_attr, v->rank, v->offsets));
  mlb_opstate_add_prop(&st, mlb_names.static_sizes,
                       view_list(ctx, v->sizes_attr, v->rank, v->sizes));
  mlb_opstate_add_prop(&st, mlb_names.static_strides,
                       view_list(ctx, v->strides_attr, v->rank, v->strides));
  mlb_vec_push(&st.result_types, result);
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

/* ==== scf ==== */

MlbOperation *mlb_bld_if(MlbBuilder *b, MlbAttr *loc, MlbValue *cond,
                         uint32_t nres, MlbType *const *res, bool with_else,
                         MlbBlock **then_blk, MlbBlock **else_blk) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "scf.if", loc);
  mlb_vec_from_pool(st.pool, &st.regions);
  mlb_vec_push(&st.operands, cond);
  for (uint32_t i = 0; i < nres; i++)
    mlb_vec_push(&st.result_types, res[i]);
  MlbRegion *rt = mlb_region_new(ctx), *re = mlb_region_new(ctx);
  MlbBlock *bt = mlb_block_new(ctx);
  mlb_region_push_block(rt, bt);
  MlbBlock *be = NULL;
  if (with_else) {
    be = mlb_block_new(ctx);
    mlb_region_push_block(re, be);
  }
  mlb_vec_push(&st.regions, rt);
  mlb_vec_push(&st.regions, re);
  MlbOperation *op = mlb_builder_insert(b, &st);
  /* The blocks moved with their regions; find them in the op. */
  *then_blk = op->regions[0].first;
  if (else_blk)
    *else_blk = with_else ? op->regions[1].first : NULL;
  return op;
}

MlbOperation *mlb_bld_for(MlbBuilder *b, MlbAttr *loc, MlbValue *lb,
                          MlbValue *ub, MlbValue *step, uint32_t ninit,
                          MlbValue *const *inits, MlbBlock **body) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "scf.for", loc);
  mlb_vec_from_pool(st.pool, &st.regions);
  mlb_vec_push(&st.operands, lb);
  mlb_vec_push(&st.operands, ub);
  mlb_vec_push(&st.operands, step);
  MlbRegion *r = mlb_region_new(ctx);
  MlbBlock *blk = mlb_block_new(ctx);
  mlb_block_add_arg(ctx, blk, lb->type, loc);
  for (uint32_t i = 0; i < ninit; i++) {
    mlb_vec_push(&st.operands, inits[i]);
    mlb_vec_push(&st.result_types, inits[i]->type);
    mlb_block_add_arg(ctx, blk, inits[i]->type, loc);
  }
  mlb_region_push_block(r, blk);
  mlb_vec_push(&st.regions, r);
  MlbOperation *op = mlb_builder_insert(b, &st);
  *body = op->regions[0].first;
  return op;
}

void mlb_bld_yield(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                   MlbValue *const *vals) {
  mlb_bld_op(b, "scf.yield", loc, n, vals, 0, NULL);
}

