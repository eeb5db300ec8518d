/* exec.c - runs lowered code: the dispatch loop, frames, calls and the
 * small helpers every handler shares (moves, descriptor copies, errors).
 *
 * The dispatch loop calls each instruction's exec function in turn until
 * one returns something other than MLB_X_NEXT; every block ends in a
 * terminator, so the loop needs no bounds check. Executed ops are counted
 * per block run (instructions passed + the terminator), not per op.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

/* Interpreted call depth at which execution stops; each level uses a few
 * C frames. */
#define MAX_CALL_DEPTH 4000

int mlb_iexec_region(MlbExec *ex, MlbISlot *fr, const MlbLRegion *r,
                     const MlbIns **exit) {
  const MlbLBlock *b = r->blocks;
  for (;;) {
    /* Block entries are the collector's safe points: every tensor in use
     * is in a frame slot. */
    mlb_itensor_maybe_collect(ex);
    const MlbIns *ins = b->ins;
    int rc;
    while ((rc = ins->fn(ex, fr, ins)) == MLB_X_NEXT)
      ins++;
    ex->ops += (uint64_t)(ins - b->ins) + 1;
    if (rc != MLB_X_JUMP) {
      *exit = ins;
      return rc;
    }
    b = &r->blocks[ex->next_block];
  }
}

int mlb_iexec_exit(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  MLB_UNUSED(ex);
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  return MLB_X_EXIT;
}

static void flush_output(MlbExec *ex) {
  if (ex->out)
    fflush(ex->out);
}

int mlb_iexec_error(MlbExec *ex, const MlbIns *ins, const char *fmt, ...) {
  flush_output(ex);
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, ins->op->loc);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_emit(ex->ctx, d);
  ex->failed = true;
  return MLB_X_ERROR;
}

int mlb_iexec_too_large(MlbExec *ex, const MlbIns *ins) {
  return mlb_iexec_error(ex, ins,
                         "result larger than the interpreter's limit of "
                         "%" PRIu64 " bytes per buffer",
                         MLB_IRUN_MAX_BYTES);
}

int mlb_iexec_after_violation(MlbExec *ex, const MlbIns *ins) {
  if (ex->heap.violations < ex->max_reports)
    return MLB_X_NEXT;
  flush_output(ex);
  mlb_emit_error(ex->ctx, ins->op->loc,
                 "too many memory errors (%" PRIu64 "); execution stopped",
                 ex->heap.violations);
  ex->failed = true;
  return MLB_X_ERROR;
}

/* ==== Descriptors and moves ==== */

void mlb_imemref_set_rank(MlbIMemref *m, uint32_t rank) {
  if (rank > m->cap) {
    int64_t *dims = mlb_malloc(2 * (size_t)rank * sizeof(int64_t));
    if (m->heap_dims)
      mlb_free(m->sizes);
    m->sizes = dims;
    m->strides = dims + rank;
    m->cap = rank;
    m->heap_dims = true;
  }
  m->rank = rank;
}

void mlb_imemref_assign(MlbIMemref *dst, const MlbIMemref *src) {
  if (dst == src)
    return;
  mlb_imemref_set_rank(dst, src->rank);
  dst->ref = src->ref;
  dst->base = src->base;
  dst->offset = src->offset;
  dst->alloc_base = src->alloc_base;
  for (uint32_t i = 0; i < src->rank; i++) {
    dst->sizes[i] = src->sizes[i];
    dst->strides[i] = src->strides[i];
  }
}

static inline void copy_slot(MlbISlot *fr, uint32_t dst, uint32_t src,
                             bool memref) {
  if (memref)
    mlb_imemref_assign(fr[dst].m, fr[src].m);
  else
    fr[dst] = fr[src];
}

void mlb_imoves_run(MlbISlot *fr, const MlbIMoves *mv) {
  if (!mv->tmp) {
    for (uint32_t i = 0; i < mv->n; i++)
      copy_slot(fr, mv->dst[i], mv->src[i], mv->memref[i]);
    return;
  }
  for (uint32_t i = 0; i < mv->n; i++)
    copy_slot(fr, mv->tmp[i], mv->src[i], mv->memref[i]);
  for (uint32_t i = 0; i < mv->n; i++)
    copy_slot(fr, mv->dst[i], mv->tmp[i], mv->memref[i]);
}

/* ==== Frames ==== */

static MlbISlot *new_frame(MlbLFunc *fn) {
  unsigned char *mem = mlb_calloc(1, fn->frame_bytes);
  MlbISlot *fr = (MlbISlot *)mem;
  unsigned char *p = mem + (size_t)fn->nslots * sizeof(MlbISlot);
  for (uint32_t i = 0; i < fn->nmemref; i++) {
    MlbIMemref *m = (MlbIMemref *)p;
    p += sizeof(MlbIMemref);
    uint32_t cap = fn->mr_cap[i];
    if (cap != UINT32_MAX) {
      m->cap = cap;
      m->sizes = (int64_t *)p;
      m->strides = m->sizes + cap;
      p += 2 * (size_t)cap * sizeof(int64_t);
    }
    fr[fn->mr_slot[i]].m = m;
  }
  mlb_vec_push(&fn->all_frames, fr);
  return fr;
}

MlbISlot *mlb_iframe_get(MlbLFunc *fn) {
  if (fn->free_frames.len)
    return mlb_vec_pop(&fn->free_frames);
  return new_frame(fn);
}

void mlb_iframe_put(MlbLFunc *fn, MlbISlot *fr) {
  mlb_vec_push(&fn->free_frames, fr);
}

void mlb_iframes_free(MlbLFunc *fn) {
  for (uint32_t f = 0; f < fn->all_frames.len; f++) {
    MlbISlot *fr = fn->all_frames.data[f];
    for (uint32_t i = 0; i < fn->nmemref; i++) {
      MlbIMemref *m = fr[fn->mr_slot[i]].m;
      if (m->heap_dims)
        mlb_free(m->sizes);
    }
    mlb_free(fr);
  }
  mlb_vec_free(&fn->all_frames);
  mlb_vec_free(&fn->free_frames);
}

/* ==== Calls ==== */

/* Copies between two frames (arguments in, results out). */
static void copy_between(MlbISlot *dst_fr, uint32_t dst, const MlbISlot *src_fr,
                         uint32_t src, bool memref) {
  if (memref)
    mlb_imemref_assign(dst_fr[dst].m, src_fr[src].m);
  else
    dst_fr[dst] = src_fr[src];
}

int mlb_iexec_region_to_results(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                                const MlbLRegion *r) {
  if (!r->nblocks)
    return MLB_X_NEXT;
  const MlbIns *exit;
  int rc = mlb_iexec_region(ex, fr, r, &exit);
  if (rc != MLB_X_EXIT)
    return rc;
  mlb_iexec_results(ex, fr, exit, ins);
  return MLB_X_NEXT;
}

int mlb_iexec_call(MlbExec *ex, MlbLFunc *fn, MlbISlot *fr,
                   const uint32_t *args, const uint32_t *res,
                   const MlbIns *ins) {
  if (fn->rt)
    return fn->rt(ex, fr, ins);
  if (ex->depth >= MAX_CALL_DEPTH)
    return mlb_iexec_error(ex, ins, "call depth limit (%d) exceeded",
                           MAX_CALL_DEPTH);
  MlbISlot *callee = mlb_iframe_get(fn);
  const MlbLBlock *entry = fn->body.blocks;
  for (uint32_t i = 0; i < entry->nargs; i++)
    copy_between(callee, entry->args[i], fr, args[i],
                 fn->slot_memref[entry->args[i]]);
  uint32_t mark = mlb_heap_scope_begin(&ex->heap);
  const uint8_t *caller_kinds = ex->slot_memref;
  ex->slot_memref = fn->slot_memref;
  ex->depth++;
  const MlbIns *exit = NULL;
  int rc = mlb_iexec_region(ex, callee, &fn->body, &exit);
  ex->depth--;
  ex->slot_memref = caller_kinds;
  if (rc == MLB_X_EXIT) {
    for (uint32_t i = 0; i < exit->nopnd && i < ins->nres; i++)
      copy_between(fr, res[i], callee, exit->opnd[i],
                   fn->slot_memref[exit->opnd[i]]);
    rc = MLB_X_NEXT;
  }
  mlb_heap_scope_end(&ex->heap, mark, exit ? exit->op->loc : ins->op->loc);
  mlb_iframe_put(fn, callee);
  return rc;
}
