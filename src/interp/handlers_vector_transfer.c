/* handlers_vector_transfer.c - vector.transfer_read and
 * vector.transfer_write on memrefs and tensors, and vector.load /
 * vector.store on memrefs (transfers along the innermost dimensions, every
 * dimension in bounds, without padding).
 *
 * Vector dimension k walks source dimension map[k] of the permutation
 * map (-1: a broadcast, constant 0 in the map), starting at the op's
 * indices. Along a dimension not marked in_bounds, an element outside the
 * source reads the padding value and is not written (upstream's
 * semantics); an element outside along an in_bounds dimension, or an
 * index outside a dimension no vector dimension walks, is an out-of-bounds
 * access (reported; the padding stands in). Masks are not supported.
 */
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef struct TransferInfo {
  MlbElemKind ek;
  uint32_t esize;
  bool memref;        /* the shaped operand is a memref (else a tensor) */
  bool padded;        /* a transfer_read's padding operand follows */
  const char *what;   /* the access, as reports name it */
  uint32_t shaped;    /* operand index of the memref or tensor */
  uint32_t first_idx; /* operand index of the first index */
  uint32_t srank, vrank;
  int64_t *vshape; /* vrank sizes */
  int32_t *map;    /* per vector dim: source dim, -1 for a broadcast */
  bool *in_bounds; /* per vector dim */
} TransferInfo;

/* The source position of vector element `vidx`; false when it lies
 * outside along a dimension not marked in_bounds (a masked-off lane). */
static bool position(const TransferInfo *ti, const int64_t *base,
                     const int64_t *vidx, const int64_t *sizes, int64_t *pos) {
  memcpy(pos, base, ti->srank * sizeof *pos);
  for (uint32_t k = 0; k < ti->vrank; k++) {
    if (ti->map[k] < 0)
      continue;
    int64_t *p = &pos[ti->map[k]];
    *p += vidx[k];
    if (!ti->in_bounds[k] && (*p < 0 || *p >= sizes[ti->map[k]]))
      return false;
  }
  return true;
}

/* Row-major offset of pos in tensor t; -1 (after a report) when outside. */
static int64_t tensor_offset(MlbExec *ex, const MlbIns *ins,
                             const MlbITensor *t, const int64_t *pos,
                             const char *what) {
  int64_t lin = 0;
  for (uint32_t d = 0; d < t->rank; d++) {
    if (pos[d] < 0 || pos[d] >= t->shape[d]) {
      mlb_itensor_oob(ex, ins, what, pos, t->rank, t);
      return -1;
    }
    lin = lin * t->shape[d] + pos[d];
  }
  return lin;
}

static void next_index(const TransferInfo *ti, int64_t *vidx) {
  for (uint32_t k = ti->vrank; k-- > 0;) {
    if (++vidx[k] < ti->vshape[k])
      return;
    vidx[k] = 0;
  }
}

/* Walks every vector element: `fn` moves element k between the vector's
 * data `vdata` and the source position. */
typedef bool (*MoveFn)(MlbExec *ex, const MlbIns *ins, const TransferInfo *ti,
                       const MlbISlot *fr, const int64_t *pos,
                       unsigned char *velem, void *target);

static int walk(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                unsigned char *vdata, void *target, const int64_t *sizes,
                MoveFn fn) {
  const TransferInfo *ti = ins->aux;
  MlbIDims bd, vd, pd;
  int64_t *base = mlb_idims_init(&bd, ti->srank);
  int64_t *vidx = mlb_idims_init(&vd, ti->vrank);
  int64_t *pos = mlb_idims_init(&pd, ti->srank);
  for (uint32_t d = 0; d < ti->srank; d++)
    base[d] = fr[ins->opnd[ti->first_idx + d]].i;
  memset(vidx, 0, ti->vrank * sizeof *vidx);
  uint64_t n = mlb_ishape_count(ti->vrank, ti->vshape);
  bool ok = true;
  for (uint64_t k = 0; k < n && ok; k++) {
    bool lane = position(ti, base, vidx, sizes, pos);
    ok = fn(ex, ins, ti, fr, lane ? pos : NULL, vdata + k * ti->esize, target);
    next_index(ti, vidx);
  }
  mlb_idims_free(&bd);
  mlb_idims_free(&vd);
  mlb_idims_free(&pd);
  return ok ? MLB_X_NEXT : mlb_iexec_after_violation(ex, ins);
}

/* ==== transfer_read ==== */
static bool read_one(MlbExec *ex, const MlbIns *ins, const TransferInfo *ti,
                     const MlbISlot *fr, const int64_t *pos,
                     unsigned char *velem, void *target) {
  MlbISlot pad = {0};
  if (ti->padded)
    pad = fr[ins->opnd[ti->first_idx + ti->srank]];
  if (!pos) {
    mlb_ielem_store(ti->ek, velem, pad);
    return true;
  }
  const unsigned char *p = NULL;
  if (ti->memref) {
    p = mlb_imemref_addr_at(ex, ins, target, pos, ti->esize, ti->what);
  } else {
    const MlbITensor *t = target;
    int64_t lin = tensor_offset(ex, ins, t, pos, "transfer_read");
    p = lin < 0 ? NULL : t->data + (uint64_t)lin * t->esize;
  }
  mlb_ielem_store(ti->ek, velem, p ? mlb_ielem_load(ti->ek, p) : pad);
  return p || ex->heap.violations < ex->max_reports;
}

EXEC(transfer_read) {
  const TransferInfo *ti = ins->aux;
  MlbITensor *v = mlb_itensor_new(ex, ti->vrank, ti->vshape, ti->esize);
  fr[ins->res[0]].t = v;
  if (ti->memref) {
    MlbIMemref *m = fr[ins->opnd[0]].m;
    return walk(ex, fr, ins, v->data, m, m->sizes, read_one);
  }
  MlbITensor *t = fr[ins->opnd[0]].t;
  return walk(ex, fr, ins, v->data, t, t->shape, read_one);
}

/* ==== transfer_write ==== */
static bool write_one(MlbExec *ex, const MlbIns *ins, const TransferInfo *ti,
                      const MlbISlot *fr, const int64_t *pos,
                      unsigned char *velem, void *target) {
  MLB_UNUSED(fr);
  if (!pos)
    return true;
  unsigned char *p = NULL;
  if (ti->memref) {
    const MlbIMemref *m = target;
    p = mlb_imemref_addr_at(ex, ins, m, pos, ti->esize, ti->what);
    if (p && !mlb_imemref_writable(ex, ins, m))
      p = NULL;
  } else {
    MlbITensor *t = target;
    int64_t lin = tensor_offset(ex, ins, t, pos, "transfer_write");
    p = lin < 0 ? NULL : t->data + (uint64_t)lin * t->esize;
  }
  if (p)
    mlb_ielem_store(ti->ek, p, mlb_ielem_load(ti->ek, velem));
  return p || ex->heap.violations < ex->max_reports;
}

EXEC(transfer_write) {
  const TransferInfo *ti = ins->aux;
  MlbITensor *v = fr[ins->opnd[0]].t;
  if (ti->memref) {
    MlbIMemref *m = fr[ins->opnd[1]].m;
    return walk(ex, fr, ins, v->data, m, m->sizes, write_one);
  }
  const MlbITensor *d = fr[ins->opnd[1]].t;
  MlbITensor *r = mlb_itensor_reshaped(ex, d, d->rank, d->shape);
  fr[ins->res[0]].t = r;
  return walk(ex, fr, ins, v->data, r, r->shape, write_one);
}

/* ==== Lowering ==== */
MlbStatus mlb_ilower_transfer(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  bool read = op->num_results == 1 && mlb_op_is(op, "vector.transfer_read");
  TransferInfo *ti = mlb_ilower_alloc(lw, sizeof *ti);
  ti->shaped = read ? 0 : 1;
  ti->first_idx = ti->shaped + 1;
  MlbType *st = mlb_op_operand(op, ti->shaped)->type;
  MlbType *vt = read ? mlb_op_result(op, 0)->type : mlb_op_operand(op, 0)->type;
  MlbAttr *map = mlb_op_get_prop(op, "permutation_map");
  MlbAttr *ib = mlb_op_get_prop(op, "in_bounds");
  if (st->kind != MLB_TYPE_MEMREF && st->kind != MLB_TYPE_TENSOR)
    return mlb_ilower_unsupported(lw, op, "unranked source");
  if (!mlb_ifixed_vector(vt))
    return mlb_ilower_unsupported(lw, op, "scalable or dynamic vector");
  ti->memref = st->kind == MLB_TYPE_MEMREF;
  ti->srank = st->u.shaped.rank;
  ti->vrank = vt->u.shaped.rank;
  uint32_t want = ti->first_idx + ti->srank + (read ? 1 : 0);
  if (op->num_operands != want)
    return mlb_ilower_unsupported(lw, op, "mask");
  ti->ek = mlb_ielem_kind(st->u.shaped.elt);
  if (ti->ek == MLB_EK_NONE || st->u.shaped.elt != vt->u.shaped.elt)
    return mlb_ilower_unsupported(lw, op, "element type");
  ti->esize = mlb_ielem_size(ti->ek);
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP ||
      map->u.map.num_results != ti->vrank || !ib ||
      ib->kind != MLB_ATTR_ARRAY || ib->u.array.n != ti->vrank)
    return mlb_ilower_unsupported(lw, op, "permutation map");
  ti->vshape = mlb_ilower_alloc(lw, (ti->vrank + 1) * sizeof(int64_t));
  ti->map = mlb_ilower_alloc(lw, (ti->vrank + 1) * sizeof(int32_t));
  ti->in_bounds = mlb_ilower_alloc(lw, ti->vrank + 1);
  for (uint32_t k = 0; k < ti->vrank; k++) {
    const MlbAffineExpr *e = map->u.map.results[k];
    const MlbAttr *b = ib->u.array.elems[k];
    if (e->kind == MLB_AFFINE_DIM)
      ti->map[k] = (int32_t)e->value;
    else if (e->kind == MLB_AFFINE_CONST && e->value == 0)
      ti->map[k] = -1;
    else
      return mlb_ilower_unsupported(lw, op, "permutation map");
    ti->vshape[k] = vt->u.shaped.shape[k];
    ti->in_bounds[k] = b->kind == MLB_ATTR_INTEGER && b->u.integer.value;
  }
  ti->padded = read;
  ti->what = read ? "transfer_read" : "transfer_write";
  ins->aux = ti;
  ins->fn = read ? transfer_read : transfer_write;
  return MLB_SUCCESS;
}

/* vector.load / vector.store: vector dimension k walks memref dimension
 * srank - vrank + k from the op's indices, all in bounds (an access
 * outside the memref is reported). */
MlbStatus mlb_ilower_vector_access(MlbILower *lw, MlbOperation *op,
                                   MlbIns *ins) {
  bool load = op->num_results == 1;
  TransferInfo *ti = mlb_ilower_alloc(lw, sizeof *ti);
  ti->shaped = load ? 0 : 1;
  ti->first_idx = ti->shaped + 1;
  MlbType *st = mlb_op_operand(op, ti->shaped)->type;
  MlbType *vt = load ? mlb_op_result(op, 0)->type : mlb_op_operand(op, 0)->type;
  if (st->kind != MLB_TYPE_MEMREF || !mlb_ifixed_vector(vt) ||
      vt->u.shaped.rank > st->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "operand types");
  ti->memref = true;
  ti->what = load ? "load" : "store";
  ti->srank = st->u.shaped.rank;
  ti->vrank = vt->u.shaped.rank;
  ti->ek = mlb_ielem_kind(st->u.shaped.elt);
  if (ti->ek == MLB_EK_NONE || st->u.shaped.elt != vt->u.shaped.elt)
    return mlb_ilower_unsupported(lw, op, "element type");
  ti->esize = mlb_ielem_size(ti->ek);
  ti->vshape = mlb_ilower_alloc(lw, (ti->vrank + 1) * sizeof(int64_t));
  ti->map = mlb_ilower_alloc(lw, (ti->vrank + 1) * sizeof(int32_t));
  ti->in_bounds = mlb_ilower_alloc(lw, ti->vrank + 1);
  for (uint32_t k = 0; k < ti->vrank; k++) {
    ti->map[k] = (int32_t)(ti->srank - ti->vrank + k);
    ti->vshape[k] = vt->u.shaped.shape[k];
    ti->in_bounds[k] = true;
  }
  ins->aux = ti;
  ins->fn = load ? transfer_read : transfer_write;
  return MLB_SUCCESS;
}
