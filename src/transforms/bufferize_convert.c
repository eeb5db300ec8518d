/* bufferize_convert.c - the tensor-to-buffer type conversion of
 * bufferize_convert.h. */
#include "transforms/bufferize_convert.h"

void mlb_convert_init(MlbConvert *c, MlbContext *ctx) {
  memset(c, 0, sizeof *c);
  c->ctx = ctx;
  mlb_ptrmap_init(&c->made);
  mlb_ptrmap_init(&c->buffer);
  mlb_ptrmap_init(&c->at_start);
}

void mlb_convert_finish(MlbConvert *c) {
  for (uint32_t k = 0; k < c->to_buffers.len; k++) {
    MlbOperation *tb = c->to_buffers.data[k];
    MlbOperation *tt = mlb_op_operand(tb, 0)->def_op;
    MlbValue *m =
        tt && mlb_ptrmap_get(&c->made, tt) ? mlb_op_operand(tt, 0) : NULL;
    if (!m || m->type != mlb_op_result(tb, 0)->type)
      continue;
    mlb_value_replace_all_uses(mlb_op_result(tb, 0), m);
    mlb_op_erase(tb);
  }
  mlb_vec_free(&c->to_buffers);
  for (uint32_t k = 0; k < c->to_tensors.len; k++)
    if (mlb_value_use_empty(mlb_op_result(c->to_tensors.data[k], 0)))
      mlb_op_erase(c->to_tensors.data[k]);
  mlb_vec_free(&c->to_tensors);
  mlb_ptrmap_free(&c->made);
  mlb_ptrmap_free(&c->buffer);
  mlb_ptrmap_free(&c->at_start);
}

MlbType *mlb_convert_type(MlbContext *ctx, MlbType *t) {
  return mlb_type_is_tensor(t) ? mlb_buf_alloc_type(ctx, t) : t;
}

/* A builder right after v's definition (a block argument: at the start of
 * its block, after the glue made there before), where upstream's
 * conversion puts materializations. */
static MlbBuilder after_def(MlbConvert *c, MlbValue *v) {
  MlbBuilder b = {c->ctx, NULL, NULL};
  MlbOperation *last =
      v->def_op ? NULL : mlb_ptrmap_get(&c->at_start, v->owner_block);
  if (v->def_op)
    mlb_builder_set_after(&b, v->def_op);
  else if (last && last->block == v->owner_block)
    mlb_builder_set_after(&b, last);
  else
    mlb_builder_set_start(&b, v->owner_block);
  return b;
}

/* Op was built with after_def for v: the next glue of v's block goes after
 * it. */
static void placed(MlbConvert *c, MlbValue *v, MlbOperation *op) {
  if (!v->def_op)
    mlb_ptrmap_put(&c->at_start, v->owner_block, op);
}

static MlbAttr *loc_of(MlbValue *v) {
  return v->def_op ? v->def_op->loc : mlb_block_parent_op(v->owner_block)->loc;
}

/* The buffer of tensor v: the value a to_tensor made here wraps, else one
 * to_buffer of v. */
static MlbValue *buffer_of(MlbConvert *c, MlbValue *v) {
  if (v->def_op && mlb_ptrmap_get(&c->made, v->def_op))
    return mlb_op_operand(v->def_op, 0);
  MlbValue *m = mlb_ptrmap_get(&c->buffer, v);
  if (m)
    return m;
  MlbType *t = mlb_convert_type(c->ctx, v->type);
  MlbBuilder b = after_def(c, v);
  MlbOperation *tb =
      mlb_bld_op(&b, "bufferization.to_buffer", loc_of(v), 1, &v, 1, &t);
  placed(c, v, tb);
  mlb_vec_push(&c->to_buffers, tb);
  m = mlb_op_result(tb, 0);
  mlb_ptrmap_put(&c->buffer, v, m);
  return m;
}

void mlb_convert_operand(MlbConvert *c, MlbOperation *op, uint32_t i) {
  MlbValue *v = mlb_op_operand(op, i);
  if (mlb_type_is_tensor(v->type))
    mlb_op_set_operand(op, i, buffer_of(c, v));
}

void mlb_convert_value(MlbConvert *c, MlbValue *v) {
  MlbType *tensor = v->type;
  if (!mlb_type_is_tensor(tensor))
    return;
  v->type = mlb_convert_type(c->ctx, tensor);
  MlbBuilder b = after_def(c, v);
  MlbOperation *tt =
      mlb_bld_op(&b, "bufferization.to_tensor", loc_of(v), 1, &v, 1, &tensor);
  placed(c, v, tt);
  mlb_ptrmap_put(&c->made, tt, (void *)1);
  mlb_vec_push(&c->to_tensors, tt);
  MlbValue *t = mlb_op_result(tt, 0);
  for (MlbUse *u = v->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner != tt)
      mlb_op_set_operand(u->owner, mlb_use_index(u), t);
  }
}
