/* bufferize_memspace.c - the memory space a tensor's buffer will have,
 * known before the rewrite reaches the tensor (the part of upstream's
 * getBufferType that matters for memory spaces).
 *
 * The rewrite goes in pre-order: a region op (scf.if, scf.while) is
 * rewritten before the ops in its regions, so the buffers its terminators
 * will hand on do not exist yet. Their memory space follows from where
 * the values come from:
 *   - a to_tensor: its memref's;
 *   - bufferization.alloc_tensor: its `memory_space`, else its copy
 *     operand's, else the default;
 *   - a result sharing an operand's buffer (a DPS init, a cast, a slice,
 *     a loop init): that operand's;
 *   - another result of a region op: what its regions' terminators hand
 *     on (the first one with a known space);
 *   - a loop's region argument: the operand entering it;
 *   - anything else (function arguments, new buffers): the tensor type's
 *     (its encoding under use-encoding-for-memory-space, else the
 *     default).
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"
#include "support/thresholds.h"

/* Chains are short; the limit only stops cycles through loops. */
#define MAX_DEPTH 32

static MlbAttr *canonical(MlbContext *ctx, MlbAttr *space) {
  if (!space)
    return NULL;
  /* mlb_type_memref drops an integer 0: the default space. */
  return mlb_type_memref(ctx, 0, NULL, mlb_type_index(ctx), NULL, space)
      ->u.shaped.memspace;
}

static MlbAttr *type_default(MlbContext *ctx, MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR && mlb_buf_encoding_memspace(ctx)
             ? t->u.shaped.encoding
             : NULL;
}

static MlbAttr *space_of(MlbContext *ctx, MlbValue *v, uint32_t depth);

/* Result r of region op `op` not shared with an operand: the terminators
 * handing a value to the parent hand on operand r of their forwarded
 * ones. */
static MlbAttr *region_result_space(MlbContext *ctx, MlbOperation *op,
                                    uint32_t r, uint32_t depth, bool *found) {
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next) {
      MlbUse *u = mlb_term_parent_use(b->last, r);
      if (!u)
        continue;
      MlbValue *v = u->value;
      if (!mlb_type_is_tensor(v->type))
        continue;
      *found = true;
      return space_of(ctx, v, depth + 1);
    }
  return NULL;
}

static MlbAttr *result_space(MlbContext *ctx, MlbOperation *op, uint32_t r,
                             uint32_t depth) {
  if (mlb_op_is(op, "bufferization.to_tensor")) {
    MlbType *m = mlb_op_operand(op, 0)->type;
    return m->kind == MLB_TYPE_MEMREF ? m->u.shaped.memspace
                                      : m->u.unranked.memspace;
  }
  if (mlb_op_is(op, "bufferization.alloc_tensor")) {
    MlbAttr *space = mlb_op_get_prop(op, "memory_space");
    if (space)
      return canonical(ctx, space);
    uint32_t cs = 0, cn = 0;
    if (mlb_iface_operand_segment(op, 1, &cs, &cn) && cn)
      return space_of(ctx, mlb_op_operand(op, cs), depth + 1);
    return type_default(ctx, mlb_op_result(op, r)->type);
  }
  if (!mlb_buf_iface(op))
    return type_default(ctx, mlb_op_result(op, r)->type);
  MlbBufAlias buf[8];
  MlbBufAlias *al = MLB_FITS_SMALL(op->num_results, buf)
                        ? buf
                        : mlb_malloc(op->num_results * sizeof *al);
  int32_t from = -1;
  for (uint32_t i = 0; i < op->num_operands && from < 0; i++) {
    uint32_t n = mlb_buf_aliases(op, i, al);
    for (uint32_t k = 0; k < n && from < 0; k++)
      if (al[k].result == r)
        from = (int32_t)i;
  }
  if (al != buf)
    mlb_free(al);
  if (from >= 0)
    return space_of(ctx, mlb_op_operand(op, (uint32_t)from), depth + 1);
  bool found = false;
  MlbAttr *space = region_result_space(ctx, op, r, depth, &found);
  return found ? space : type_default(ctx, mlb_op_result(op, r)->type);
}

/* Argument a of the entry block of region g of op: the operand entering
 * it (a loop's init, a forall's shared out), else the type's default. */
static MlbAttr *arg_space(MlbContext *ctx, MlbValue *arg, uint32_t depth) {
  MlbBlock *b = arg->owner_block;
  MlbOperation *op = mlb_block_parent_op(b);
  if (!op || b != b->parent->first)
    return type_default(ctx, arg->type);
  int32_t g = (int32_t)(b->parent - op->regions);
  uint32_t a = arg->index;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  for (uint32_t i = 0; bi && bi->entry_arg && i < op->num_operands; i++)
    if (bi->entry_arg(op, i) == (int32_t)a)
      return space_of(ctx, mlb_op_operand(op, i), depth + 1);
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (rb && rb->entry_operands && rb->successor_inputs) {
    uint32_t start = 0, count = 0, first = 0, n = 0;
    rb->entry_operands(op, g, &start, &count);
    rb->successor_inputs(op, g, &first, &n);
    if (a >= first && a - first < count)
      return space_of(ctx, mlb_op_operand(op, start + (a - first)),
                      depth + 1);
  }
  return type_default(ctx, arg->type);
}

static MlbAttr *space_of(MlbContext *ctx, MlbValue *v, uint32_t depth) {
  /* Rewritten already (a region op's operand or argument). */
  if (v->type->kind == MLB_TYPE_MEMREF)
    return v->type->u.shaped.memspace;
  if (v->type->kind == MLB_TYPE_UNRANKED_MEMREF)
    return v->type->u.unranked.memspace;
  if (depth > MAX_DEPTH || !mlb_type_is_tensor(v->type))
    return type_default(ctx, v->type);
  if (v->def_op)
    return result_space(ctx, v->def_op, v->index, depth);
  return arg_space(ctx, v, depth);
}

MlbAttr *mlb_buf_expected_memspace(MlbContext *ctx, MlbValue *v) {
  return space_of(ctx, v, 0);
}
