/* handlers_memref_views.c - interpreter handlers of memref ops that make
 * new descriptors over existing buffers: subview, reinterpret_cast, view,
 * cast, expand_shape, collapse_shape, transpose, reshape,
 * extract_strided_metadata and memory_space_cast.
 *
 * Views only compute descriptors; they do not touch memory, so a view of
 * freed memory is not reported until it is accessed. A view that does not
 * fit in its source (subview past a dimension, view past the buffer,
 * reinterpret_cast outside the allocation) is reported as out of bounds
 * at the op that makes it.
 */
#include <inttypes.h>

#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Mixed static/dynamic lists (offsets, sizes, strides) ==== */

bool mlb_imixed_decode(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                       const char *attr, uint32_t seg, MlbIMixed *out) {
  MlbAttr *a = mlb_op_get_attr(op, attr);
  uint32_t start, len;
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY ||
      !mlb_op_operand_segment(op, seg, &start, &len))
    return false;
  out->n = a->u.darray.n;
  out->st = a->u.darray.ivals;
  out->slot = mlb_ilower_alloc(lw, (out->n + 1) * sizeof(uint32_t));
  uint32_t k = 0;
  for (uint32_t i = 0; i < out->n; i++)
    if (out->st[i] == MLB_DYNAMIC) {
      if (k >= len)
        return false;
      out->slot[i] = ins->opnd[start + k++];
    }
  return k == len;
}

static uint32_t elem_size_of(const MlbType *t) {
  return mlb_ielem_size(mlb_ielem_kind(mlb_type_element(t)));
}

/* ==== subview ==== */

typedef struct SubviewInfo {
  MlbIMixed off, size, stride;
  uint8_t *keep; /* per source dim: kept in the (rank-reduced) result */
  uint32_t esize, res_rank;
} SubviewInfo;

static int report_subview(MlbExec *ex, const MlbIns *ins, const MlbIMemref *s,
                          uint32_t d, int64_t o, int64_t n, int64_t st) {
  mlb_heap_violation(&ex->heap, ins->op->loc, s->ref.id, "out of bounds",
                     "subview of dimension %u (offset %" PRId64 ", size %"
                     PRId64 ", stride %" PRId64 ") exceeds its size %" PRId64,
                     d, o, n, st, s->sizes[d]);
  return mlb_iexec_after_violation(ex, ins);
}

EXEC(subview) {
  const SubviewInfo *si = ins->aux;
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  mlb_imemref_set_rank(r, si->res_rank);
  int64_t offset = s->offset;
  uint32_t k = 0;
  for (uint32_t d = 0; d < s->rank; d++) {
    int64_t o = mlb_imixed_at(&si->off, fr, d);
    int64_t n = mlb_imixed_at(&si->size, fr, d);
    int64_t st = mlb_imixed_at(&si->stride, fr, d);
    if (o < 0 || n < 0 || (n > 0 && (o + (n - 1) * st >= s->sizes[d] ||
                                     o + (n - 1) * st < 0)))
      return report_subview(ex, ins, s, d, o, n, st);
    offset += o * s->strides[d];
    if (si->keep[d]) {
      r->sizes[k] = n;
      r->strides[k] = s->strides[d] * st;
      k++;
    }
  }
  r->ref = s->ref;
  r->base = s->base;
  r->offset = offset;
  return MLB_X_NEXT;
}

/* Which source dims survive a rank-reducing subview, as upstream's
 * computeRankReductionMask: match result dims in order, drop static 1s. */
bool mlb_irank_reduction(const MlbIMixed *size, const MlbType *res,
                         uint8_t *keep) {
  uint32_t j = 0, rr = res->u.shaped.rank;
  for (uint32_t i = 0; i < size->n; i++) {
    int64_t s = size->st[i];
    bool fits = j < rr && (s == res->u.shaped.shape[j] ||
                           (s == MLB_DYNAMIC && res->u.shaped.shape[j] ==
                                                    MLB_DYNAMIC));
    /* Keep a 1 when dropping it would leave too few dims to match. */
    if (fits && (s != 1 || size->n - i <= rr - j)) {
      keep[i] = 1;
      j++;
    } else if (s == 1) {
      keep[i] = 0;
    } else {
      return false;
    }
  }
  return j == rr;
}

static MlbStatus lower_subview(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  SubviewInfo *si = mlb_ilower_alloc(lw, sizeof *si);
  MlbType *src = mlb_op_operand(op, 0)->type, *res = mlb_op_result(op, 0)->type;
  if (src->kind != MLB_TYPE_MEMREF ||
      !mlb_imixed_decode(lw, op, ins, "static_offsets", 1, &si->off) ||
      !mlb_imixed_decode(lw, op, ins, "static_sizes", 2, &si->size) ||
      !mlb_imixed_decode(lw, op, ins, "static_strides", 3, &si->stride) ||
      si->off.n != src->u.shaped.rank || si->size.n != si->off.n ||
      si->stride.n != si->off.n)
    return mlb_ilower_unsupported(lw, op, "operands");
  si->keep = mlb_ilower_alloc(lw, si->off.n + 1);
  if (!mlb_irank_reduction(&si->size, res, si->keep))
    return mlb_ilower_unsupported(lw, op, "rank reduction");
  si->res_rank = res->u.shaped.rank;
  si->esize = elem_size_of(src);
  ins->aux = si;
  return MLB_SUCCESS;
}

/* ==== reinterpret_cast ==== */

EXEC(reinterpret_cast) {
  const SubviewInfo *si = ins->aux;
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  mlb_imemref_set_rank(r, si->size.n);
  for (uint32_t d = 0; d < si->size.n; d++) {
    r->sizes[d] = mlb_imixed_at(&si->size, fr, d);
    r->strides[d] = mlb_imixed_at(&si->stride, fr, d);
  }
  r->ref = s->ref;
  r->base = s->base;
  r->offset = mlb_imixed_at(&si->off, fr, 0);
  if (!mlb_heap_live(&ex->heap, r->ref))
    return MLB_X_NEXT; /* reported when accessed */
  if (!mlb_imemref_check_extent(ex, ins, r, si->esize,
                                "memref.reinterpret_cast view"))
    return mlb_iexec_after_violation(ex, ins);
  return MLB_X_NEXT;
}

static MlbStatus lower_reinterpret(MlbILower *lw, MlbOperation *op,
                                   MlbIns *ins) {
  SubviewInfo *si = mlb_ilower_alloc(lw, sizeof *si);
  MlbType *res = mlb_op_result(op, 0)->type;
  if (res->kind != MLB_TYPE_MEMREF ||
      !mlb_imixed_decode(lw, op, ins, "static_offsets", 1, &si->off) ||
      !mlb_imixed_decode(lw, op, ins, "static_sizes", 2, &si->size) ||
      !mlb_imixed_decode(lw, op, ins, "static_strides", 3, &si->stride) ||
      si->off.n != 1 || si->size.n != res->u.shaped.rank ||
      si->stride.n != si->size.n)
    return mlb_ilower_unsupported(lw, op, "operands");
  si->esize = elem_size_of(res);
  ins->aux = si;
  return MLB_SUCCESS;
}

/* ==== view ==== */

/* Operands: the i8 source, the byte shift, then the dynamic sizes. The
 * result is contiguous, starting at the shifted aligned pointer. */
EXEC(view) {
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  const MlbType *t = ins->aux;
  int64_t shift = fr[ins->opnd[1]].i;
  mlb_imemref_set_rank(r, t->u.shaped.rank);
  uint32_t d = 2;
  for (uint32_t i = 0; i < r->rank; i++) {
    int64_t n = t->u.shaped.shape[i];
    r->sizes[i] = n == MLB_DYNAMIC ? fr[ins->opnd[d++]].i : n;
  }
  mlb_imemref_contiguous(r);
  r->ref = s->ref;
  r->base = s->base + s->offset + shift;
  r->offset = 0;
  uint64_t bytes = mlb_imemref_num_elements(r) * (uint64_t)ins->k.i;
  int64_t avail = s->rank ? s->sizes[0] : 1;
  if (shift < 0 || (uint64_t)shift + bytes > (uint64_t)avail) {
    mlb_heap_violation(&ex->heap, ins->op->loc, s->ref.id, "out of bounds",
                       "view of %" PRIu64 " bytes at byte shift %" PRId64
                       " exceeds the %" PRId64 "-byte source",
                       bytes, shift, avail);
    return mlb_iexec_after_violation(ex, ins);
  }
  return MLB_X_NEXT;
}

static MlbStatus lower_view(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *res = mlb_op_result(op, 0)->type;
  if (res->kind != MLB_TYPE_MEMREF || !elem_size_of(res))
    return mlb_ilower_unsupported(lw, op, "result type");
  ins->aux = res;
  ins->k.i = elem_size_of(res);
  return MLB_SUCCESS;
}

/* ==== cast / memory_space_cast ==== */

EXEC(cast) {
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  const MlbType *t = ins->aux;
  if (t->kind == MLB_TYPE_MEMREF) {
    bool ok = s->rank == t->u.shaped.rank;
    for (uint32_t i = 0; ok && i < s->rank; i++)
      ok = t->u.shaped.shape[i] == MLB_DYNAMIC ||
           t->u.shaped.shape[i] == s->sizes[i];
    if (!ok)
      return mlb_iexec_error(ex, ins,
                             "memref.cast to a type the value does not have");
  }
  mlb_imemref_assign(fr[ins->res[0]].m, s);
  return MLB_X_NEXT;
}

static MlbStatus lower_cast(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_UNUSED(lw);
  ins->aux = mlb_op_result(op, 0)->type;
  return MLB_SUCCESS;
}

/* ==== expand_shape / collapse_shape ==== */

typedef struct Reshape {
  uint32_t ngroups;
  uint32_t *first, *count; /* result (expand) or source (collapse) dims */
  MlbIMixed out;           /* expand: output shape */
} Reshape;

static bool decode_groups(MlbILower *lw, MlbOperation *op, Reshape *rs) {
  MlbAttr *a = mlb_op_get_attr(op, "reassociation");
  if (!a || a->kind != MLB_ATTR_ARRAY)
    return false;
  rs->ngroups = a->u.array.n;
  rs->first = mlb_ilower_alloc(lw, (rs->ngroups + 1) * sizeof(uint32_t));
  rs->count = mlb_ilower_alloc(lw, (rs->ngroups + 1) * sizeof(uint32_t));
  uint32_t next = 0;
  for (uint32_t g = 0; g < rs->ngroups; g++) {
    MlbAttr *grp = a->u.array.elems[g];
    if (grp->kind != MLB_ATTR_ARRAY)
      return false;
    rs->first[g] = next;
    rs->count[g] = grp->u.array.n;
    next += grp->u.array.n;
  }
  return true;
}

EXEC(expand_shape) {
  MLB_UNUSED(ex);
  const Reshape *rs = ins->aux;
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  mlb_imemref_set_rank(r, rs->out.n);
  /* A rank-0 source has no groups: every result dim is a unit dim (the
   * verifier's rule), which no group loop below would set. */
  for (uint32_t d = 0; !rs->ngroups && d < rs->out.n; d++) {
    r->sizes[d] = mlb_imixed_at(&rs->out, fr, d);
    r->strides[d] = 1;
  }
  for (uint32_t g = 0; g < rs->ngroups; g++) {
    int64_t stride = s->strides[g];
    for (uint32_t k = rs->count[g]; k-- > 0;) {
      uint32_t d = rs->first[g] + k;
      r->sizes[d] = mlb_imixed_at(&rs->out, fr, d);
      r->strides[d] = stride;
      stride *= r->sizes[d];
    }
  }
  r->ref = s->ref;
  r->base = s->base;
  r->offset = s->offset;
  return MLB_X_NEXT;
}

static MlbStatus lower_expand(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  Reshape *rs = mlb_ilower_alloc(lw, sizeof *rs);
  MlbAttr *st = mlb_op_get_attr(op, "static_output_shape");
  if (!decode_groups(lw, op, rs) || !st || st->kind != MLB_ATTR_DENSE_ARRAY)
    return mlb_ilower_unsupported(lw, op, "reassociation or output shape");
  rs->out.n = st->u.darray.n;
  rs->out.st = st->u.darray.ivals;
  rs->out.slot = mlb_ilower_alloc(lw, (rs->out.n + 1) * sizeof(uint32_t));
  uint32_t k = 1;
  for (uint32_t i = 0; i < rs->out.n; i++)
    if (rs->out.st[i] == MLB_DYNAMIC && k < ins->nopnd)
      rs->out.slot[i] = ins->opnd[k++];
  ins->aux = rs;
  return MLB_SUCCESS;
}

/* Each result dim is the product of its group; its stride is the stride
 * of the group's innermost dim of size other than 1 (the group must be
 * contiguous; a unit dim's stride says nothing: a column of a 2x4 buffer
 * taken as 2x1 collapses to stride 4, as the result type says -- random
 * program 7061128 read the next row's first element). A group of unit
 * dims only takes its innermost stride. */
EXEC(collapse_shape) {
  MLB_UNUSED(ex);
  const Reshape *rs = ins->aux;
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  mlb_imemref_set_rank(r, rs->ngroups);
  for (uint32_t g = 0; g < rs->ngroups; g++) {
    int64_t n = 1, stride = 1;
    bool sized = false;
    for (uint32_t k = 0; k < rs->count[g]; k++) {
      uint32_t d = rs->first[g] + k;
      n *= s->sizes[d];
      if (s->sizes[d] != 1 || !sized)
        stride = s->strides[d];
      sized |= s->sizes[d] != 1;
    }
    r->sizes[g] = n;
    r->strides[g] = stride;
  }
  r->ref = s->ref;
  r->base = s->base;
  r->offset = s->offset;
  return MLB_X_NEXT;
}

static MlbStatus lower_collapse(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  Reshape *rs = mlb_ilower_alloc(lw, sizeof *rs);
  if (!decode_groups(lw, op, rs))
    return mlb_ilower_unsupported(lw, op, "reassociation");
  ins->aux = rs;
  return MLB_SUCCESS;
}

/* ==== transpose / reshape ==== */

/* Result dim i is source dim perm[i] (the permutation map's results). */
EXEC(transpose) {
  MLB_UNUSED(ex);
  const uint32_t *perm = ins->aux;
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  mlb_imemref_set_rank(r, s->rank);
  for (uint32_t i = 0; i < s->rank; i++) {
    r->sizes[i] = s->sizes[perm[i]];
    r->strides[i] = s->strides[perm[i]];
  }
  r->ref = s->ref;
  r->base = s->base;
  r->offset = s->offset;
  return MLB_X_NEXT;
}

static MlbStatus lower_transpose(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins) {
  MlbAttr *p = mlb_op_get_attr(op, "permutation");
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (!p || p->kind != MLB_ATTR_AFFINE_MAP || t->kind != MLB_TYPE_MEMREF ||
      p->u.map.num_results != t->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "permutation");
  uint32_t *perm = mlb_ilower_alloc(lw, (t->u.shaped.rank + 1) *
                                            sizeof(uint32_t));
  for (uint32_t i = 0; i < t->u.shaped.rank; i++) {
    const MlbAffineExpr *e = p->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value < 0 ||
        e->value >= t->u.shaped.rank)
      return mlb_ilower_unsupported(lw, op, "permutation");
    perm[i] = (uint32_t)e->value;
  }
  ins->aux = perm;
  return MLB_SUCCESS;
}

/* A contiguous view with the sizes held in the shape memref (1-D, int or
 * index elements), at the source's offset. */
EXEC(reshape) {
  const MlbIMemref *s = fr[ins->opnd[0]].m, *shape = fr[ins->opnd[1]].m;
  MlbIMemref *r = fr[ins->res[0]].m;
  MlbElemKind ek = (MlbElemKind)ins->imm;
  uint32_t rank = (uint32_t)shape->sizes[0];
  mlb_imemref_set_rank(r, rank);
  for (int64_t i = 0; i < (int64_t)rank; i++) {
    unsigned char *p = mlb_imemref_addr_at(ex, ins, shape, &i,
                                           mlb_ielem_size(ek), "shape read");
    if (!p)
      return mlb_iexec_after_violation(ex, ins);
    r->sizes[i] = mlb_ielem_load(ek, p).i;
  }
  mlb_imemref_contiguous(r);
  r->ref = s->ref;
  r->base = s->base;
  r->offset = s->offset;
  if (mlb_imemref_num_elements(r) != mlb_imemref_num_elements(s))
    return mlb_iexec_error(ex, ins, "memref.reshape changes the number of "
                                    "elements");
  return MLB_X_NEXT;
}

static MlbStatus lower_reshape(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *st = mlb_op_operand(op, 1)->type;
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(st));
  if (st->kind != MLB_TYPE_MEMREF || st->u.shaped.rank != 1 ||
      ek >= MLB_EK_F16) /* integers only (MLB_EK_NONE is above) */
    return mlb_ilower_unsupported(lw, op, "shape operand");
  ins->imm = ek;
  return MLB_SUCCESS;
}

/* ==== extract_strided_metadata ==== */

/* Results: the base buffer (rank 0, offset 0), the offset, sizes,
 * strides. */
EXEC(extract_strided_metadata) {
  MLB_UNUSED(ex);
  const MlbIMemref *s = fr[ins->opnd[0]].m;
  MlbIMemref *b = fr[ins->res[0]].m;
  mlb_imemref_set_rank(b, 0);
  b->ref = s->ref;
  b->base = s->base;
  b->offset = 0;
  b->alloc_base = true;
  fr[ins->res[1]].i = s->offset;
  for (uint32_t i = 0; i < s->rank; i++) {
    fr[ins->res[2 + i]].i = s->sizes[i];
    fr[ins->res[2 + s->rank + i]].i = s->strides[i];
  }
  return MLB_X_NEXT;
}

static const MlbIOpDef memref_view_defs[] = {
    {"memref.subview", subview, lower_subview, NULL, false},
    {"memref.reinterpret_cast", reinterpret_cast, lower_reinterpret, NULL,
     false},
    {"memref.view", view, lower_view, NULL, false},
    {"memref.cast", cast, lower_cast, NULL, false},
    {"memref.memory_space_cast", cast, lower_cast, NULL, false},
    {"memref.expand_shape", expand_shape, lower_expand, NULL, false},
    {"memref.collapse_shape", collapse_shape, lower_collapse, NULL, false},
    {"memref.transpose", transpose, lower_transpose, NULL, false},
    {"memref.reshape", reshape, lower_reshape, NULL, false},
    {"memref.extract_strided_metadata", extract_strided_metadata, NULL, NULL,
     false},
};

void mlb_interp_register_memref_views(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, memref_view_defs,
                          MLB_ARRAY_LEN(memref_view_defs));
}
