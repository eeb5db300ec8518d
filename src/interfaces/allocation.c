/* allocation.c - building the free and the clone of a buffer for the
 * resource of the op that allocated it.
 *
 * Tables usually name the ops (memref.dealloc, bufferization.clone); they
 * are created generically by name: the free takes the buffer as its only
 * operand and has no results, the clone takes the buffer and returns one
 * value of the same type. Builders in the table take over when an op needs
 * more (gpu.alloc's clone is an alloc plus a copy).
 */
#include "interfaces/interfaces.h"

static MlbAttr *buffer_loc(MlbContext *ctx, MlbValue *buf, MlbAttr *loc) {
  if (loc)
    return loc;
  if (buf->def_op)
    return buf->def_op->loc;
  return buf->loc ? buf->loc : mlb_loc_unknown(ctx);
}

/* Plain ops without a state: passes build frees and clones by the
 * thousand. */
static MlbOperation *build_named(MlbBuilder *b, const char *name,
                                 MlbValue *buf, MlbType *result,
                                 MlbAttr *loc) {
  return mlb_builder_insert_plain(b, name, loc, &buf, 1, &result,
                                  result ? 1 : 0);
}

MLB_HOT MlbOperation *mlb_build_free(MlbBuilder *b, const MlbAllocationIface *a,
                                     MlbValue *buf, MlbAttr *loc) {
  if (!a || !buf)
    return NULL;
  loc = buffer_loc(b->ctx, buf, loc);
  if (a->build_free)
    return a->build_free(b, buf, loc);
  if (!a->free_op)
    return NULL;
  return build_named(b, a->free_op, buf, NULL, loc);
}

MLB_HOT MlbValue *mlb_build_clone(MlbBuilder *b, const MlbAllocationIface *a,
                                  MlbValue *buf, MlbAttr *loc) {
  if (!buf)
    return NULL;
  loc = buffer_loc(b->ctx, buf, loc);
  if (a && a->build_clone)
    return a->build_clone(b, buf, loc);
  const char *name =
      a && a->clone_op ? a->clone_op : "bufferization.clone";
  MlbOperation *op = build_named(b, name, buf, buf->type, loc);
  return mlb_op_result(op, 0);
}

/* The stack counterpart takes everything of the allocation but its name:
 * operands, result type, properties (alignment, operandSegmentSizes) and
 * discardable attributes, at the allocation's location. */
MlbOperation *mlb_build_promoted(MlbBuilder *b, const MlbAllocationIface *a,
                                 MlbOperation *alloc) {
  if (!a || !alloc || alloc->num_results != 1)
    return NULL;
  if (a->build_promoted)
    return a->build_promoted(b, alloc);
  if (!a->promoted_op)
    return NULL;
  MlbOpState st;
  mlb_opstate_init(&st, b->ctx, a->promoted_op, alloc->loc);
  for (uint32_t i = 0; i < alloc->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(alloc, i));
  mlb_vec_push(&st.result_types, mlb_op_result(alloc, 0)->type);
  st.raw_props = alloc->props;
  MlbOperation *op = mlb_builder_insert(b, &st);
  op->attrs = alloc->attrs;
  return op;
}
