/* handlers_tensor_slice.c - interpreter handlers of tensor slices:
 * extract_slice, insert_slice, parallel_insert_slice and pad.
 *
 * A slice is a box of the full-rank tensor (offset, size and stride per
 * dimension); rank-reducing slices drop unit dimensions, matched as
 * memref.subview matches them. A box that leaves its tensor is reported as
 * out of bounds (upstream it is undefined behaviour); the op then yields a
 * zero-filled slice (extract) or leaves the destination unchanged
 * (insert), and execution goes on.
 *
 * parallel_insert_slice writes in place into its destination, a shared
 * output of the enclosing scf.forall: the forall binds that block argument
 * to an accumulator it made itself (handlers_scf_forall.c), and no other
 * value can hold the accumulator once the iteration that read it ends.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Boxes ==== */

typedef struct SliceInfo {
  MlbIMixed off, size, stride;
  uint8_t *keep; /* per full-rank dim: present in the slice's type */
} SliceInfo;

/* A box of `t` resolved at run time: per dimension of t, offset, size and
 * the strides (in elements) of the box inside t's data. */
typedef struct Box {
  MlbIDims off, size, step; /* the slice's offsets, sizes and strides */
  MlbIDims str;             /* element strides of the box in the data */
  int64_t base;             /* element offset of the box's first element */
} Box;

/* Resolves the box (the slice has t's rank: the verifier checked it);
 * false when it leaves the tensor. */
static bool resolve_box(const SliceInfo *si, const MlbISlot *fr,
                        const MlbITensor *t, Box *b) {
  uint32_t n = t->rank;
  int64_t *off = mlb_idims_init(&b->off, n);
  int64_t *size = mlb_idims_init(&b->size, n);
  int64_t *step = mlb_idims_init(&b->step, n);
  int64_t *str = mlb_idims_init(&b->str, n);
  mlb_ishape_strides(n, t->shape, str);
  b->base = 0;
  bool ok = true;
  for (uint32_t d = 0; d < n; d++) {
    off[d] = mlb_imixed_at(&si->off, fr, d);
    size[d] = mlb_imixed_at(&si->size, fr, d);
    step[d] = mlb_imixed_at(&si->stride, fr, d);
    int64_t last = off[d] + (size[d] - 1) * step[d];
    ok = ok && off[d] >= 0 && size[d] >= 0 &&
         (size[d] == 0 || (last >= 0 && last < t->shape[d]));
    b->base += off[d] * str[d];
    str[d] *= step[d];
  }
  return ok;
}

static void free_box(Box *b) {
  mlb_idims_free(&b->off);
  mlb_idims_free(&b->size);
  mlb_idims_free(&b->step);
  mlb_idims_free(&b->str);
}

/* Row-major strides of the slice tensor `s` spread over the full rank of
 * the box (dropped unit dims get stride 0). */
static void slice_strides(const SliceInfo *si, const MlbITensor *s,
                          uint32_t full_rank, int64_t *out) {
  MlbIDims tmp;
  int64_t *rs = mlb_idims_init(&tmp, s->rank);
  mlb_ishape_strides(s->rank, s->shape, rs);
  uint32_t k = 0;
  for (uint32_t d = 0; d < full_rank; d++)
    out[d] = si->keep[d] && k < s->rank ? rs[k++] : 0;
  mlb_idims_free(&tmp);
}

static void format_list(MlbBuf *b, const int64_t *v, uint32_t n) {
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++)
    mlb_buf_printf(b, "%s%" PRId64, i ? ", " : "", v[i]);
  mlb_buf_putc(b, ']');
}

static int report_box(MlbExec *ex, const MlbIns *ins, const char *what,
                      const Box *b, const MlbITensor *t) {
  MlbBuf m;
  mlb_buf_init(&m);
  mlb_buf_printf(&m, "%s with offsets ", what);
  format_list(&m, b->off.v, t->rank);
  mlb_buf_puts(&m, ", sizes ");
  format_list(&m, b->size.v, t->rank);
  mlb_buf_puts(&m, ", strides ");
  format_list(&m, b->step.v, t->rank);
  mlb_buf_puts(&m, " leaves a tensor with shape ");
  format_list(&m, t->shape, t->rank);
  mlb_heap_violation(&ex->heap, ins->op->loc, 0, "out of bounds", "%s",
                     mlb_buf_cstr(&m));
  mlb_buf_free(&m);
  return mlb_iexec_after_violation(ex, ins);
}

/* ==== extract_slice ==== */

EXEC(extract_slice) {
  const SliceInfo *si = ins->aux;
  const MlbITensor *t = fr[ins->opnd[0]].t;
  Box b;
  bool ok = resolve_box(si, fr, t, &b);
  MlbIDims rs, ds;
  int64_t *shape = mlb_idims_init(&rs, t->rank);
  uint32_t rank = 0;
  for (uint32_t d = 0; d < t->rank; d++)
    if (si->keep[d])
      shape[rank++] = b.size.v[d] < 0 ? 0 : b.size.v[d]; /* after a report */
  MlbITensor *r = mlb_itensor_new(ex, rank, shape, t->esize);
  fr[ins->res[0]].t = r;
  int rc = MLB_X_NEXT;
  if (ok) {
    int64_t *dstr = mlb_idims_init(&ds, t->rank);
    slice_strides(si, r, t->rank, dstr);
    mlb_istrided_copy(r->data, 0, dstr, t->data, b.base, b.str.v, b.size.v,
                      t->rank, t->esize);
    mlb_idims_free(&ds);
  } else {
    rc = report_box(ex, ins, "extract_slice", &b, t);
  }
  mlb_idims_free(&rs);
  free_box(&b);
  return rc;
}

/* ==== insert_slice / parallel_insert_slice ==== */

/* Copies `src` into the box of `dst` (whose data may be written). */
static int insert_box(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      const MlbITensor *src, MlbITensor *dst,
                      const char *what) {
  const SliceInfo *si = ins->aux;
  Box b;
  int rc = MLB_X_NEXT;
  if (!resolve_box(si, fr, dst, &b)) {
    rc = report_box(ex, ins, what, &b, dst);
    free_box(&b);
    return rc;
  }
  uint32_t k = 0;
  bool fits = true;
  for (uint32_t d = 0; d < dst->rank; d++)
    if (si->keep[d])
      fits = fits && k < src->rank && src->shape[k++] == b.size.v[d];
  if (!fits || k != src->rank) {
    free_box(&b);
    return mlb_iexec_error(ex, ins, "%s: the source's shape differs from "
                                    "the slice's sizes", what);
  }
  MlbIDims ss;
  int64_t *sstr = mlb_idims_init(&ss, dst->rank);
  slice_strides(si, src, dst->rank, sstr);
  mlb_istrided_copy(dst->data, b.base, b.str.v, src->data, 0, sstr, b.size.v,
                    dst->rank, dst->esize);
  mlb_idims_free(&ss);
  free_box(&b);
  return rc;
}

EXEC(insert_slice) {
  const MlbITensor *d = fr[ins->opnd[1]].t;
  MlbITensor *r = mlb_itensor_reshaped(ex, d, d->rank, d->shape);
  fr[ins->res[0]].t = r;
  return insert_box(ex, fr, ins, fr[ins->opnd[0]].t, r, "insert_slice");
}

EXEC(parallel_insert_slice) {
  return insert_box(ex, fr, ins, fr[ins->opnd[0]].t, fr[ins->opnd[1]].t,
                    "parallel_insert_slice");
}

/* ==== Lowering ==== */

/* Offsets, sizes and strides start at operand segment `seg`; `full` is the
 * sliced tensor's type and `sliced` the slice's (maybe rank-reduced). */
static MlbStatus lower_slice_common(MlbILower *lw, MlbOperation *op,
                                    MlbIns *ins, uint32_t seg,
                                    const MlbType *full, const MlbType *sliced,
                                    SliceInfo **out) {
  SliceInfo *si = mlb_ilower_alloc(lw, sizeof *si);
  if (!mlb_imixed_decode(lw, op, ins, "static_offsets", seg, &si->off) ||
      !mlb_imixed_decode(lw, op, ins, "static_sizes", seg + 1, &si->size) ||
      !mlb_imixed_decode(lw, op, ins, "static_strides", seg + 2,
                         &si->stride) ||
      si->size.n != si->off.n || si->stride.n != si->off.n ||
      sliced->kind != MLB_TYPE_TENSOR || full->kind != MLB_TYPE_TENSOR ||
      full->u.shaped.rank != si->off.n)
    return mlb_ilower_unsupported(lw, op, "operands");
  si->keep = mlb_ilower_alloc(lw, si->off.n + 1);
  if (!mlb_irank_reduction(&si->size, sliced, si->keep))
    return mlb_ilower_unsupported(lw, op, "rank reduction");
  ins->aux = si;
  *out = si;
  return MLB_SUCCESS;
}

static MlbStatus lower_extract_slice(MlbILower *lw, MlbOperation *op,
                                     MlbIns *ins) {
  SliceInfo *si;
  return lower_slice_common(lw, op, ins, 1, mlb_op_operand(op, 0)->type,
                            mlb_op_result(op, 0)->type, &si);
}

static MlbStatus lower_insert_slice(MlbILower *lw, MlbOperation *op,
                                    MlbIns *ins) {
  SliceInfo *si;
  return lower_slice_common(lw, op, ins, 2, mlb_op_operand(op, 1)->type,
                            mlb_op_operand(op, 0)->type, &si);
}

/* The destination must be an argument of the loop body that holds the
 * op's parallel terminator (a shared output of scf.forall), which the loop
 * binds to a tensor only it holds: writing in place is then safe. */
static MlbStatus lower_parallel_insert(MlbILower *lw, MlbOperation *op,
                                       MlbIns *ins) {
  SliceInfo *si;
  MLB_TRY(lower_slice_common(lw, op, ins, 2, mlb_op_operand(op, 1)->type,
                             mlb_op_operand(op, 0)->type, &si));
  MlbValue *dest = mlb_op_operand(op, 1);
  MlbOperation *term = op->block ? mlb_block_parent_op(op->block) : NULL;
  if (!mlb_value_is_arg(dest) || !term || term->block != dest->owner_block)
    return mlb_ilower_unsupported(lw, op, "a destination that is not a "
                                          "shared output of the loop");
  return MLB_SUCCESS;
}

/* ==== pad ==== */

typedef struct PadInfo {
  MlbIMixed low, high;
  MlbElemKind ek;
} PadInfo;

/* True when the result point `idx` lies in the source; its source element
 * offset goes to *at. */
static bool in_source(const PadInfo *pi, const MlbISlot *fr,
                      const MlbITensor *s, const int64_t *idx, int64_t *at) {
  int64_t lin = 0;
  for (uint32_t d = 0; d < s->rank; d++) {
    int64_t i = idx[d] - mlb_imixed_at(&pi->low, fr, d);
    if (i < 0 || i >= s->shape[d])
      return false;
    lin = lin * s->shape[d] + i;
  }
  *at = lin;
  return true;
}

/* Runs the region at every padding point, copies the source elsewhere. */
static int fill_pad(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                    const MlbITensor *s, MlbITensor *r) {
  const PadInfo *pi = ins->aux;
  const uint32_t *args = ins->regions[0].blocks[0].args;
  uint64_t n = mlb_ishape_count(r->rank, r->shape);
  MlbIDims iv;
  int64_t *idx = mlb_idims_init(&iv, r->rank);
  for (uint32_t d = 0; d < r->rank; d++)
    idx[d] = 0;
  int rc = MLB_X_NEXT;
  for (uint64_t k = 0; k < n && rc == MLB_X_NEXT; k++) {
    int64_t at;
    if (in_source(pi, fr, s, idx, &at)) {
      memcpy(r->data + k * r->esize, s->data + at * s->esize, r->esize);
    } else {
      for (uint32_t d = 0; d < r->rank; d++)
        fr[args[d]].i = idx[d];
      const MlbIns *yield;
      rc = mlb_iexec_region(ex, fr, ins->regions, &yield);
      if (rc != MLB_X_EXIT)
        break;
      rc = MLB_X_NEXT;
      mlb_ielem_store(pi->ek, r->data + k * r->esize, fr[yield->opnd[0]]);
    }
    for (uint32_t d = r->rank; d-- > 0;) {
      if (++idx[d] < r->shape[d])
        break;
      idx[d] = 0;
    }
  }
  mlb_idims_free(&iv);
  return rc;
}

EXEC(pad) {
  const PadInfo *pi = ins->aux;
  const MlbITensor *s = fr[ins->opnd[0]].t;
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, s->rank);
  bool ok = true;
  for (uint32_t d = 0; d < s->rank; d++) {
    int64_t lo = mlb_imixed_at(&pi->low, fr, d);
    int64_t hi = mlb_imixed_at(&pi->high, fr, d);
    shape[d] = s->shape[d] + lo + hi;
    ok = ok && lo >= 0 && hi >= 0;
  }
  if (!ok) {
    mlb_idims_free(&sh);
    return mlb_iexec_error(ex, ins, "negative padding");
  }
  /* In its slot before the region runs: reachable for the collector. */
  MlbITensor *r = mlb_itensor_new(ex, s->rank, shape, s->esize);
  fr[ins->res[0]].t = r;
  mlb_idims_free(&sh);
  return fill_pad(ex, fr, ins, s, r);
}

static MlbStatus lower_pad(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  PadInfo *pi = mlb_ilower_alloc(lw, sizeof *pi);
  MlbType *t = mlb_op_operand(op, 0)->type;
  pi->ek = mlb_ielem_kind(mlb_type_element(t));
  if (!mlb_imixed_decode(lw, op, ins, "static_low", 1, &pi->low) ||
      !mlb_imixed_decode(lw, op, ins, "static_high", 2, &pi->high) ||
      t->kind != MLB_TYPE_TENSOR || pi->low.n != t->u.shaped.rank ||
      pi->high.n != pi->low.n || pi->ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "operands");
  if (ins->nregions != 1 || ins->regions[0].nblocks != 1 ||
      ins->regions[0].blocks[0].nargs != pi->low.n)
    return mlb_ilower_unsupported(lw, op, "region shape");
  ins->aux = pi;
  return MLB_SUCCESS;
}

static const MlbIOpDef tensor_slice_defs[] = {
    {"tensor.extract_slice", extract_slice, lower_extract_slice, NULL, false},
    {"tensor.insert_slice", insert_slice, lower_insert_slice, NULL, false},
    {"tensor.parallel_insert_slice", parallel_insert_slice,
     lower_parallel_insert, NULL, false},
    {"tensor.pad", pad, lower_pad, NULL, false},
};

void mlb_interp_register_tensor_slice(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, tensor_slice_defs,
                          MLB_ARRAY_LEN(tensor_slice_defs));
}
