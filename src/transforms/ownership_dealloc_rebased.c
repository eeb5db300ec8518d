/* ownership_dealloc_rebased.c - which function results a caller addresses
 * from their allocation's base.
 *
 * A view that rebases (MlbViewIface.rebases: memref.reinterpret_cast,
 * memref.extract_strided_metadata) may address any byte of its source's
 * allocation, also outside the source's own extent. When that source may
 * be a call result, the callee must hand over the allocation the result
 * is a view of: a clone of the view holds the view's bytes only
 * (ownership_dealloc_term.c, random program 641137). Collected once per
 * run, on the IR before any rewrite: the sources of rebasing views are
 * followed back through the alias analysis's flow graph (views, selects,
 * block arguments, region results) to the calls defining them.
 *
 * Also here: the question the return of such a result asks, whether the
 * returned value may be a view of a buffer the returning block owns.
 */
#include "transforms/ownership_dealloc.h"

void od_rebased_note(OdModule *m, MlbOperation *op) {
  const MlbViewIface *vi = mlb_op_iface(op, MLB_IFACE_VIEW);
  if (vi && vi->rebases && vi->source_operand < op->num_operands)
    mlb_vec_push(&m->rebased_sources, mlb_op_operand(op, vi->source_operand));
}

/* Marks result r of its call: bit min(index, 63) of the callee's mask. */
static void mark_call_result(OdModule *m, MlbValue *r) {
  MlbOperation *callee = mlb_call_callee_in(m->ctx, r->def_op);
  if (!callee)
    return;
  bool fresh = false;
  void **slot = mlb_ptrmap_slot(&m->rebased, callee, &fresh);
  uint32_t bit = r->index < 63 ? r->index : 63;
  *slot = (void *)((uintptr_t)(fresh ? 0 : (uintptr_t)*slot) |
                   ((uintptr_t)1 << bit));
}

void od_rebased_build(OdModule *m) {
  MlbValueVec from;
  od_vec_take(m, &from);
  for (uint32_t i = 0; i < m->rebased_sources.len; i++) {
    MlbValue *src = m->rebased_sources.data[i];
    from.len = 0;
    mlb_vec_push(&from, src);
    mlb_alias_flows_from(&m->alias, src, &from);
    for (uint32_t k = 0; k < from.len; k++) {
      MlbValue *x = from.data[k];
      if (x->def_op && mlb_op_iface(x->def_op, MLB_IFACE_CALL))
        mark_call_result(m, x);
    }
  }
  od_vec_give(m, &from);
}

bool od_some_result_rebased(OdModule *m, MlbOperation *fn) {
  return mlb_ptrmap_get(&m->rebased, fn) != NULL;
}

bool od_result_rebased(OdModule *m, MlbOperation *fn, uint32_t k) {
  uintptr_t mask = (uintptr_t)mlb_ptrmap_get(&m->rebased, fn);
  return mask >> (k < 63 ? k : 63) & 1;
}

/* The originals of the buffers blk owns (indicator not certainly false),
 * taken before the return adds clones of its own. */
void od_owned_originals(OdFunc *f, MlbBlock *blk, MlbPtrMap *out) {
  const MlbValueVec *owned = &od_block(f, blk)->memrefs;
  for (uint32_t i = 0; i < owned->len; i++) {
    MlbValue *x = owned->data[i];
    OdOwn o = od_get(f, x, blk);
    if (o.kind == OD_UNIQUE && !od_is_const(o.ind, false) && od_is_memref(x))
      mlb_ptrmap_put(out, od_original(f->m, x), (void *)1);
  }
}

/* Walks back from v through the flow graph (the originals' alias
 * analysis), remembering in each visited pair whether a view lies on the
 * way (the tag bit of the value's pointer). */
bool od_may_view_owned(OdFunc *f, const MlbPtrMap *owned, MlbValue *v) {
  if (!owned->len)
    return false;
  MlbAliasInfo *a = &f->m->alias;
  MLB_VEC(void *) todo = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&todo, (void *)od_original(f->m, v));
  bool found = false;
  while (!found && todo.len) {
    void *p = mlb_vec_pop(&todo);
    bool fresh = false;
    mlb_ptrmap_slot(&seen, p, &fresh);
    MlbValue *y = (MlbValue *)((uintptr_t)p & ~(uintptr_t)1);
    bool viewed = (uintptr_t)p & 1;
    uint32_t id = mlb_alias_id(a, y);
    if (!fresh || id == UINT32_MAX)
      continue;
    found = viewed && mlb_ptrmap_get(owned, y);
    viewed |= y->def_op && mlb_op_iface(y->def_op, MLB_IFACE_VIEW);
    for (uint32_t e = a->bwd_start[id]; e < a->bwd_start[id + 1]; e++)
      mlb_vec_push(&todo, (void *)((uintptr_t)a->values[a->bwd[e]] |
                                   (uintptr_t)viewed));
  }
  mlb_vec_free(&todo);
  mlb_ptrmap_free(&seen);
  return found;
}
