/* handlers_bufferization.c - interpreter handlers of the bufferization
 * dialect: clone, to_tensor, to_buffer, alloc_tensor,
 * materialize_in_destination, dealloc_tensor and bufferization.dealloc.
 *
 * Tensors are values (tensors.c): to_tensor snapshots a buffer, to_buffer
 * hands out a copy in a runner-owned buffer, alloc_tensor makes a fresh
 * tensor (or shares its `copy` operand, which cannot change), and
 * materialize_in_destination writes into a buffer or, on tensors, yields
 * the source under the destination's shape. dealloc_tensor does nothing
 * to a tensor (a value, reclaimed by the collector).
 *
 * bufferization.dealloc follows upstream's generic lowering
 * (LowerDeallocations.cpp) exactly. Two memrefs alias when their aligned
 * pointers are equal (same block, same aligned-pointer shift). Then:
 *   - retained r_j's updated ownership = OR of cond_i over the memrefs m_i
 *     that alias r_j (false when none does);
 *   - m_i is freed iff cond_i holds, no retained memref aliases it, and no
 *     earlier m_k (k < i, whatever its condition) aliases it.
 * All decisions are taken before the first free; each free has the checks
 * of memref.dealloc (double free, non-heap memory, interior view).
 */
#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* Copies between the view's elements and a dense row-major array: into
 * `dense` when `to_dense`, else from it. */
static void transfer(MlbExec *ex, const MlbIMemref *m, uint32_t esize,
                     unsigned char *dense, bool to_dense) {
  uint64_t n = mlb_imemref_num_elements(m);
  if (!n)
    return;
  unsigned char *base = mlb_heap_block(&ex->heap, m->ref)->data + m->base;
  int64_t *idx = mlb_calloc(m->rank + 1, sizeof(int64_t));
  int64_t off = m->offset;
  for (uint64_t k = 0; k < n; k++) {
    if (to_dense)
      memcpy(dense + k * esize, base + off * esize, esize);
    else
      memcpy(base + off * esize, dense + k * esize, esize);
    for (uint32_t a = m->rank; a-- > 0;) {
      idx[a]++;
      off += m->strides[a];
      if (idx[a] < m->sizes[a])
        break;
      off -= idx[a] * m->strides[a];
      idx[a] = 0;
    }
  }
  mlb_free(idx);
}

/* A fresh contiguous buffer of kind `kind` shaped like `shape`. */
static void new_buffer(MlbExec *ex, const MlbIns *ins, MlbIMemref *r,
                       uint32_t rank, const int64_t *shape, uint32_t esize,
                       MlbHeapKind kind) {
  mlb_imemref_set_rank(r, rank);
  for (uint32_t i = 0; i < rank; i++)
    r->sizes[i] = shape[i];
  mlb_imemref_contiguous(r);
  r->base = r->offset = 0;
  uint64_t bytes = mlb_imemref_num_elements(r) * esize;
  r->ref = mlb_heap_alloc(&ex->heap, bytes, kind, ins->op->loc, ins->op->name);
}

/* ==== clone ==== */

EXEC(clone) {
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  uint32_t esize = (uint32_t)ins->k.i;
  if (!mlb_imemref_check_extent(ex, ins, s, esize, "clone")) {
    /* Still produce a (fresh) buffer so later frees stay balanced. */
    new_buffer(ex, ins, r, s->rank, s->sizes, esize, MLB_HK_ALLOC);
    return mlb_iexec_after_violation(ex, ins);
  }
  new_buffer(ex, ins, r, s->rank, s->sizes, esize, MLB_HK_ALLOC);
  /* The allocation may have moved the block table: re-read the source. */
  transfer(ex, s, esize, mlb_heap_block(&ex->heap, r->ref)->data, true);
  ex->heap.stats.clones++;
  ex->heap.stats.bytes_copied += mlb_imemref_num_elements(s) * esize;
  return MLB_X_NEXT;
}

static MlbStatus lower_elem_size(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins) {
  MlbType *t = mlb_op_operand(op, 0)->type;
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(t));
  if (ek == MLB_EK_NONE || t->kind == MLB_TYPE_UNRANKED_TENSOR)
    return mlb_ilower_unsupported(lw, op, "element type");
  ins->k.i = mlb_ielem_size(ek);
  return MLB_SUCCESS;
}

/* ==== tensors <-> buffers ==== */

/* A tensor snapshot of the buffer's contents (tensors are values). */
EXEC(to_tensor) {
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  uint32_t esize = (uint32_t)ins->k.i;
  MlbITensor *t = mlb_itensor_new(ex, s->rank, s->sizes, esize);
  fr[ins->res[0]].t = t;
  if (!mlb_imemref_check_extent(ex, ins, s, esize, "to_tensor"))
    return mlb_iexec_after_violation(ex, ins);
  transfer(ex, s, esize, t->data, true);
  return MLB_X_NEXT;
}

/* A runner-owned buffer holding a copy of the tensor: freeing it is an
 * invalid free, and it is not a leak. The tensor collector reclaims it
 * once no memref names it (tensors.c). */
EXEC(to_buffer) {
  const MlbITensor *t = fr[ins->opnd[0]].t;
  MlbIMemref *r = fr[ins->res[0]].m;
  new_buffer(ex, ins, r, t->rank, t->shape, t->esize, MLB_HK_TENSOR);
  memcpy(mlb_heap_block(&ex->heap, r->ref)->data, t->data, (size_t)t->bytes);
  ex->tensor_bytes += t->bytes;
  return MLB_X_NEXT;
}

/* materialize_in_destination into a memref: copy the tensor's data. */
EXEC(materialize) {
  const MlbITensor *t = fr[ins->opnd[0]].t;
  const MlbIMemref *d = fr[ins->opnd[1]].m;
  bool same = d->rank == t->rank;
  for (uint32_t i = 0; same && i < d->rank; i++)
    same = d->sizes[i] == t->shape[i];
  if (!same)
    return mlb_iexec_error(ex, ins, "destination shape differs from the "
                                    "source tensor's");
  if (!mlb_imemref_check_extent(ex, ins, d, t->esize, "materialize target"))
    return mlb_iexec_after_violation(ex, ins);
  if (mlb_heap_block(&ex->heap, d->ref)->readonly)
    return mlb_iexec_error(ex, ins, "destination is a constant global");
  transfer(ex, d, t->esize, t->data, false);
  ex->heap.stats.bytes_copied += t->bytes;
  return MLB_X_NEXT;
}

/* On tensors the result is the source (a value), once its shape is known
 * to be the destination's. */
EXEC(materialize_tensor) {
  MlbITensor *t = fr[ins->opnd[0]].t;
  const MlbITensor *d = fr[ins->opnd[1]].t;
  bool same = d->rank == t->rank;
  for (uint32_t i = 0; same && i < d->rank; i++)
    same = d->shape[i] == t->shape[i];
  if (!same)
    return mlb_iexec_error(ex, ins, "destination shape differs from the "
                                    "source tensor's");
  fr[ins->res[0]].t = t;
  return MLB_X_NEXT;
}

static MlbStatus lower_materialize(MlbILower *lw, MlbOperation *op,
                                   MlbIns *ins) {
  if (op->num_results == 1 && mlb_type_is_tensor(mlb_op_operand(op, 1)->type)) {
    ins->fn = materialize_tensor;
    return MLB_SUCCESS;
  }
  if (op->num_results || !mlb_type_is_memref(mlb_op_operand(op, 1)->type))
    return mlb_ilower_unsupported(lw, op, "destination type");
  return lower_elem_size(lw, op, ins);
}

/* ==== alloc_tensor ==== */

/* Operands: dynamic sizes, then an optional `copy` tensor (imm = its
 * operand index, -1 without) and an optional size hint. */
EXEC(alloc_tensor) {
  if (ins->imm >= 0) {
    fr[ins->res[0]].t = fr[ins->opnd[ins->imm]].t;
    return MLB_X_NEXT;
  }
  const MlbType *t = ins->aux;
  uint32_t rank = t->u.shaped.rank, d = 0;
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, rank);
  for (uint32_t i = 0; i < rank; i++) {
    shape[i] = t->u.shaped.shape[i];
    if (shape[i] == MLB_DYNAMIC)
      shape[i] = fr[ins->opnd[d++]].i;
    if (shape[i] < 0) {
      mlb_idims_free(&sh);
      return mlb_iexec_error(ex, ins, "negative dynamic size");
    }
  }
  fr[ins->res[0]].t = mlb_itensor_new(ex, rank, shape, (uint32_t)ins->k.i);
  mlb_idims_free(&sh);
  return MLB_X_NEXT;
}

static MlbStatus lower_alloc_tensor(MlbILower *lw, MlbOperation *op,
                                    MlbIns *ins) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(t));
  uint32_t start, ncopy;
  if (t->kind != MLB_TYPE_TENSOR || t->u.shaped.encoding ||
      ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "result type");
  if (!mlb_op_operand_segment(op, 1, &start, &ncopy))
    return mlb_ilower_unsupported(lw, op, "operand segments");
  ins->imm = ncopy ? (int64_t)start : -1;
  ins->k.i = mlb_ielem_size(ek);
  ins->aux = t;
  return MLB_SUCCESS;
}

/* ==== dealloc ==== */

typedef struct DeallocInfo {
  uint32_t n, nretained;
} DeallocInfo;

static inline bool same_pointer(const MlbIMemref *a, const MlbIMemref *b) {
  return a->ref.id == b->ref.id && a->ref.gen == b->ref.gen &&
         a->base == b->base;
}

EXEC(dealloc) {
  const DeallocInfo *di = ins->aux;
  const uint32_t *mem = ins->opnd, *cond = mem + di->n,
                 *ret = cond + di->n;
  bool *free_it = mlb_calloc(di->n + 1, sizeof(bool));
  for (uint32_t j = 0; j < di->nretained; j++)
    fr[ins->res[j]].i = 0;
  for (uint32_t i = 0; i < di->n; i++) {
    const MlbIMemref *m = fr[mem[i]].m;
    bool c = fr[cond[i]].i != 0, keep = false;
    for (uint32_t j = 0; j < di->nretained; j++)
      if (same_pointer(m, fr[ret[j]].m)) {
        keep = true;
        if (c)
          fr[ins->res[j]].i = MLB_IBOOL(true);
      }
    for (uint32_t k = 0; k < i && !keep; k++)
      keep = same_pointer(m, fr[mem[k]].m);
    free_it[i] = c && !keep;
  }
  ex->dealloc_ops++;
  ex->ownership_checks += (uint64_t)di->n * di->nretained +
                          (uint64_t)di->n * (di->n - (di->n > 0)) / 2;
  for (uint32_t i = 0; i < di->n; i++)
    if (free_it[i]) {
      const MlbIMemref *m = fr[mem[i]].m;
      mlb_heap_free(&ex->heap, m->ref, m->base, m->offset, ins->op->loc);
    }
  mlb_free(free_it);
  return mlb_iexec_after_violation(ex, ins);
}

static MlbStatus lower_dealloc(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *seg = mlb_op_get_attr(op, "operandSegmentSizes");
  DeallocInfo *di = mlb_ilower_alloc(lw, sizeof *di);
  if (seg && seg->kind == MLB_ATTR_DENSE_ARRAY && seg->u.darray.n == 3) {
    di->n = (uint32_t)seg->u.darray.ivals[0];
    di->nretained = (uint32_t)seg->u.darray.ivals[2];
  } else if (op->num_operands) {
    return mlb_ilower_unsupported(lw, op, "operand segments");
  }
  if (di->nretained != ins->nres)
    return mlb_ilower_unsupported(lw, op, "result count");
  ins->aux = di;
  return MLB_SUCCESS;
}

EXEC(nothing) {
  MLB_UNUSED(ex);
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  return MLB_X_NEXT;
}

static const MlbIOpDef bufferization_defs[] = {
    {"bufferization.clone", clone, lower_elem_size, NULL, false},
    {"bufferization.to_tensor", to_tensor, lower_elem_size, NULL, false},
    {"bufferization.to_buffer", to_buffer, NULL, NULL, false},
    {"bufferization.alloc_tensor", alloc_tensor, lower_alloc_tensor, NULL,
     false},
    {"bufferization.materialize_in_destination", materialize,
     lower_materialize, NULL, false},
    {"bufferization.dealloc", dealloc, lower_dealloc, NULL, false},
    {"bufferization.dealloc_tensor", nothing, NULL, NULL, false},
};

void mlb_interp_register_bufferization(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, bufferization_defs,
                          MLB_ARRAY_LEN(bufferization_defs));
}
