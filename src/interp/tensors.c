/* tensors.c - storage of tensor values: creation, strided copies between
 * dense layouts, and the collector that reclaims unreachable tensors.
 *
 * Tensors are values: an op that "modifies" one (tensor.insert,
 * insert_slice, linalg on tensors, ...) makes a new tensor and leaves its
 * operand untouched, so tensors can be shared freely between slots and
 * never need freeing by the program. They are not in the checked heap:
 * they are never reported as leaks and never show in the heap statistics.
 *
 * Without a collector, a loop that inserts into a tensor would keep every
 * intermediate version until the end of the run. The collector is a plain
 * mark and sweep: the roots are the tensor slots of every frame of every
 * function (frames on the free list too: a stale slot only keeps a tensor
 * alive a little longer); it runs at block entries, where every tensor in
 * use is in a slot, once the tensors allocated since the last collection
 * exceed a limit. Dense constants are permanent.
 *
 * The buffers bufferization.to_buffer hands out (heap kind MLB_HK_TENSOR:
 * the program cannot free them) are reclaimed the same way once no memref
 * slot names them; their bytes count towards the same limit.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

/* Collections start once this many tensor bytes exist, and again when the
 * live bytes have doubled. */
#define GC_MIN_BYTES (64ull << 20)

/* ==== Creation ==== */

uint64_t mlb_ishape_count(uint32_t rank, const int64_t *shape) {
  uint64_t n = 1;
  bool overflow = false;
  for (uint32_t i = 0; i < rank; i++) {
    if (shape[i] <= 0)
      return 0;
    overflow |= __builtin_mul_overflow(n, (uint64_t)shape[i], &n);
  }
  return overflow ? UINT64_MAX : n;
}

uint64_t mlb_ibytes(uint64_t n, uint64_t esize) {
  uint64_t bytes;
  return __builtin_mul_overflow(n, esize, &bytes) ? UINT64_MAX : bytes;
}

bool mlb_ishape_fits(uint32_t rank, const int64_t *shape, uint32_t esize) {
  return mlb_ibytes(mlb_ishape_count(rank, shape), esize) <=
         MLB_IRUN_MAX_BYTES;
}

void mlb_ishape_strides(uint32_t rank, const int64_t *shape,
                        int64_t *strides) {
  int64_t s = 1;
  for (uint32_t i = rank; i-- > 0;) {
    strides[i] = s;
    s *= shape[i];
  }
}

MlbITensor *mlb_itensor_new(MlbExec *ex, uint32_t rank, const int64_t *shape,
                            uint32_t esize) {
  MlbITensor *t = mlb_calloc(1, sizeof *t);
  t->rank = rank;
  t->esize = esize;
  t->shape = mlb_malloc((rank + 1) * sizeof(int64_t));
  for (uint32_t i = 0; i < rank; i++)
    t->shape[i] = shape[i];
  t->bytes = mlb_ibytes(mlb_ishape_count(rank, shape), esize);
  /* Every op whose sizes come from the program checks them first
   * (mlb_ishape_fits); a size that still gets here is a bug. */
  MLB_ASSERT(t->bytes <= MLB_IRUN_MAX_BYTES);
  t->data = mlb_calloc(1, (size_t)t->bytes + 1);
  t->next = ex->tensors;
  ex->tensors = t;
  ex->tensor_bytes += t->bytes;
  if (!ex->tensor_gc_limit)
    ex->tensor_gc_limit = GC_MIN_BYTES;
  return t;
}

MlbITensor *mlb_itensor_reshaped(MlbExec *ex, const MlbITensor *t,
                                 uint32_t rank, const int64_t *shape) {
  MlbITensor *r = mlb_itensor_new(ex, rank, shape, t->esize);
  MLB_ASSERT(r->bytes == t->bytes);
  memcpy(r->data, t->data, (size_t)t->bytes);
  return r;
}

/* ==== Strided copies ==== */

void mlb_istrided_copy(unsigned char *dst, int64_t doff, const int64_t *dstr,
                       const unsigned char *src, int64_t soff,
                       const int64_t *sstr, const int64_t *sizes,
                       uint32_t rank, uint32_t esize) {
  uint64_t n = mlb_ishape_count(rank, sizes);
  if (!n)
    return;
  int64_t *idx = mlb_calloc(rank + 1, sizeof(int64_t));
  for (uint64_t k = 0; k < n; k++) {
    memcpy(dst + doff * esize, src + soff * esize, esize);
    /* Odometer over the box, innermost dimension first. */
    for (uint32_t a = rank; a-- > 0;) {
      idx[a]++;
      soff += sstr[a];
      doff += dstr[a];
      if (idx[a] < sizes[a])
        break;
      soff -= idx[a] * sstr[a];
      doff -= idx[a] * dstr[a];
      idx[a] = 0;
    }
  }
  mlb_free(idx);
}

/* ==== Reports ==== */

static void format_list(MlbBuf *b, const int64_t *v, uint32_t n) {
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++)
    mlb_buf_printf(b, "%s%" PRId64, i ? ", " : "", v[i]);
  mlb_buf_putc(b, ']');
}

static int report_oob(MlbExec *ex, const MlbIns *ins, const char *what,
                      const int64_t *idx, uint32_t n, const MlbITensor *t,
                      const char *noun) {
  MlbBuf ib, sb;
  mlb_buf_init(&ib);
  mlb_buf_init(&sb);
  format_list(&ib, idx, n);
  format_list(&sb, t->shape, t->rank);
  mlb_heap_violation(&ex->heap, ins->op->loc, 0, "out of bounds",
                     "%s at %s of a %s with shape %s", what,
                     mlb_buf_cstr(&ib), noun, mlb_buf_cstr(&sb));
  mlb_buf_free(&ib);
  mlb_buf_free(&sb);
  return mlb_iexec_after_violation(ex, ins);
}

int mlb_itensor_oob(MlbExec *ex, const MlbIns *ins, const char *what,
                    const int64_t *idx, uint32_t n, const MlbITensor *t) {
  return report_oob(ex, ins, what, idx, n, t, "tensor");
}

int mlb_ivector_oob(MlbExec *ex, const MlbIns *ins, const char *what,
                    const int64_t *idx, uint32_t n, const MlbITensor *t) {
  return report_oob(ex, ins, what, idx, n, t, "vector");
}

/* ==== Collection ==== */

static void mark_frames(const MlbLFunc *fn) {
  if (!fn->slot_tensor)
    return;
  for (uint32_t f = 0; f < fn->all_frames.len; f++) {
    const MlbISlot *fr = fn->all_frames.data[f];
    for (uint32_t s = 0; s < fn->nslots; s++)
      if (fn->slot_tensor[s] && fr[s].t)
        fr[s].t->marked = true;
  }
}

static void free_tensor(MlbITensor *t) {
  mlb_free(t->shape);
  mlb_free(t->data);
  mlb_free(t);
}

/* Marks in `seen` the blocks the memref slots of fn's frames name. */
static void mark_buffers(const MlbHeap *h, const MlbLFunc *fn, uint8_t *seen) {
  for (uint32_t f = 0; f < fn->all_frames.len; f++) {
    const MlbISlot *fr = fn->all_frames.data[f];
    for (uint32_t i = 0; i < fn->nmemref; i++) {
      MlbHeapRef r = fr[fn->mr_slot[i]].m->ref;
      if (r.id < h->blocks.len && h->blocks.data[r.id].gen == r.gen)
        seen[r.id] = 1;
    }
  }
}

/* Releases the to_buffer buffers no slot names; returns the bytes of the
 * ones that stay. */
static uint64_t sweep_buffers(MlbExec *ex) {
  MlbHeap *h = &ex->heap;
  MlbInterp *in = ex->in;
  uint8_t *seen = mlb_calloc(h->blocks.len + 1, 1);
  for (uint32_t i = 0; i < in->all_funcs.len; i++)
    mark_buffers(h, in->all_funcs.data[i], seen);
  uint64_t live = 0;
  for (uint32_t id = 1; id < h->blocks.len; id++) {
    MlbHeapBlock *b = &h->blocks.data[id];
    if (b->state != MLB_HS_LIVE || b->kind != MLB_HK_TENSOR)
      continue;
    if (seen[id] || b->owned_elsewhere) {
      live += b->size;
    } else {
      MlbHeapRef r = {id, b->gen};
      mlb_heap_release(h, r);
    }
  }
  mlb_free(seen);
  return live;
}

void mlb_itensor_collect(MlbExec *ex) {
  MlbInterp *in = ex->in;
  for (uint32_t i = 0; i < in->all_funcs.len; i++)
    mark_frames(in->all_funcs.data[i]);
  uint64_t live = sweep_buffers(ex);
  MlbITensor **link = &ex->tensors;
  while (*link) {
    MlbITensor *t = *link;
    if (t->marked || t->permanent) {
      t->marked = false;
      live += t->bytes;
      link = &t->next;
    } else {
      *link = t->next;
      free_tensor(t);
    }
  }
  ex->tensor_bytes = live;
  ex->tensor_gc_limit = live * 2 > GC_MIN_BYTES ? live * 2 : GC_MIN_BYTES;
}

void mlb_itensors_free(MlbExec *ex) {
  for (MlbITensor *t = ex->tensors, *next; t; t = next) {
    next = t->next;
    free_tensor(t);
  }
  ex->tensors = NULL;
  ex->tensor_bytes = 0;
}
