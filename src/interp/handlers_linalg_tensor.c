/* handlers_linalg_tensor.c - linalg structured ops on tensors: each tensor
 * operand is stood in for by a temporary memref slot, so the memref loop
 * nest of handlers_linalg.c runs them unchanged.
 *
 * Before the loop nest every tensor is copied into a temporary buffer of
 * the checked heap (kind MLB_HK_TENSOR: not counted in the statistics,
 * never a leak; inputs are read-only). The outputs start as copies of
 * their init tensors, as destination-passing style requires, and become
 * the op's results afterwards; then the temporaries are released. A tensor
 * operand is therefore never changed, whatever the op's outputs alias.
 */
#include "interp/interp_linalg.h"

MlbStatus mlb_ilinalg_lower_tensors(MlbILower *lw, MlbOperation *op,
                                    const MlbIns *ins, MlbLinInfo *li) {
  uint32_t n = li->nin + li->nout, nt = 0, nres = 0;
  for (uint32_t k = 0; k < n; k++)
    nt += mlb_op_operand(op, k)->type->kind == MLB_TYPE_TENSOR;
  if (!nt)
    return op->num_results ? mlb_ilower_unsupported(lw, op, "results")
                           : MLB_SUCCESS;
  li->tensors = mlb_ilower_alloc(lw, nt * sizeof(MlbLinTensor));
  for (uint32_t k = 0; k < n; k++) {
    MlbType *t = mlb_op_operand(op, k)->type;
    if (t->kind != MLB_TYPE_TENSOR)
      continue;
    MlbLinTensor *lt = &li->tensors[li->ntensors++];
    lt->tensor = ins->opnd[k];
    lt->out = k >= li->nin;
    if (lt->out) {
      if (nres >= ins->nres)
        return mlb_ilower_unsupported(lw, op, "results");
      lt->result = ins->res[nres++];
    }
    MlbType *mt = mlb_type_memref(lw->ctx, t->u.shaped.rank, t->u.shaped.shape,
                                  t->u.shaped.elt, NULL, NULL);
    lt->temp = mlb_ilower_new_slot(lw, mt);
    li->ops[k].slot = lt->temp;
  }
  if (nres != ins->nres)
    return mlb_ilower_unsupported(lw, op, "results");
  return MLB_SUCCESS;
}

void mlb_ilinalg_tensors_begin(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                               const MlbLinInfo *li) {
  for (uint32_t i = 0; i < li->ntensors; i++) {
    const MlbLinTensor *lt = &li->tensors[i];
    const MlbITensor *t = fr[lt->tensor].t;
    MlbIMemref *m = fr[lt->temp].m;
    mlb_imemref_set_rank(m, t->rank);
    memcpy(m->sizes, t->shape, t->rank * sizeof(int64_t));
    mlb_imemref_contiguous(m);
    m->base = m->offset = 0;
    m->ref = mlb_heap_alloc(&ex->heap, t->bytes, MLB_HK_TENSOR, ins->op->loc,
                            ins->op->name);
    MlbHeapBlock *b = mlb_heap_block(&ex->heap, m->ref);
    memcpy(b->data, t->data, (size_t)t->bytes);
    b->readonly = !lt->out;
  }
}

void mlb_ilinalg_tensors_end(MlbExec *ex, MlbISlot *fr, const MlbLinInfo *li,
                             bool ok) {
  for (uint32_t i = 0; i < li->ntensors; i++) {
    const MlbLinTensor *lt = &li->tensors[i];
    const MlbIMemref *m = fr[lt->temp].m;
    if (ok && lt->out) {
      uint32_t esize = fr[lt->tensor].t->esize;
      MlbITensor *r = mlb_itensor_new(ex, m->rank, m->sizes, esize);
      memcpy(r->data, mlb_heap_block(&ex->heap, m->ref)->data,
             (size_t)r->bytes);
      fr[lt->result].t = r;
    }
    mlb_heap_release(&ex->heap, m->ref);
  }
}
