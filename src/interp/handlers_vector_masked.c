/* handlers_vector_masked.c - the masked vector memory ops and the masks.
 *
 * Lanes are taken in row-major order of the vector; a lane whose mask bit
 * is off is not accessed (a load gives the pass-through value's lane).
 *   maskedload / maskedstore  lane (v0, .., vk) at the indices plus the
 *       lane's position along the innermost dimensions (as vector.load);
 *   expandload / compressstore  the j-th active lane at the indices plus
 *       j elements;
 *   gather / scatter  lane k at the indices plus index vector element k
 *       elements.
 * "Plus j elements" is a row-major step from the indices (carried into
 * outer dimensions, as the lowering's pointer arithmetic on a contiguous
 * buffer); a position outside the memref or tensor is an out-of-bounds
 * access, reported. Scatter into a tensor writes into a copy (its result
 * when it has one). create_mask / constant_mask: lane (i0, ..) is on when
 * every i_d is below the d-th bound.
 */
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef enum {
  MM_MASKED, /* maskedload / maskedstore */
  MM_EXPAND, /* expandload / compressstore */
  MM_GATHER  /* gather / scatter */
} MaskedMode;

typedef struct MaskedInfo {
  MaskedMode mode;
  bool load, memref;
  MlbElemKind ek, mask_ek, vidx_ek;
  uint32_t esize, rank, vrank;
  uint32_t vidx, mask, value; /* operand positions */
  int64_t lanes;
  const int64_t *vshape;
  const char *what;
} MaskedInfo;

/* ==== Positions ==== */
/* pos = indices + `step` elements in row-major order of `sizes`. */
static void step_from(uint32_t rank, const int64_t *sizes, int64_t *pos,
                      int64_t step) {
  if (!rank)
    return;
  pos[rank - 1] += step;
  for (uint32_t d = rank - 1; d > 0; d--) {
    if (sizes[d] <= 0)
      return;
    int64_t q = pos[d] / sizes[d], r = pos[d] % sizes[d];
    if (r < 0) {
      r += sizes[d];
      q--;
    }
    pos[d] = r;
    pos[d - 1] += q;
  }
}

/* The position of lane k (the j-th active one) of the op. */
static void lane_position(const MaskedInfo *mi, MlbISlot *fr,
                          const MlbIns *ins, const int64_t *sizes, int64_t k,
                          int64_t j, int64_t *pos) {
  for (uint32_t d = 0; d < mi->rank; d++)
    pos[d] = fr[ins->opnd[1 + d]].i;
  if (mi->mode == MM_EXPAND) {
    step_from(mi->rank, sizes, pos, j);
  } else if (mi->mode == MM_GATHER) {
    const MlbITensor *iv = fr[ins->opnd[mi->vidx]].t;
    int64_t off = mlb_ielem_load(mi->vidx_ek, iv->data + k * iv->esize).i;
    step_from(mi->rank, sizes, pos, off);
  } else {
    /* Vector dim v walks memref dim rank - vrank + v. */
    for (uint32_t v = mi->vrank; v-- > 0; k /= mi->vshape[v])
      pos[mi->rank - mi->vrank + v] += k % mi->vshape[v];
  }
}

static bool lane_on(const MaskedInfo *mi, MlbISlot *fr, const MlbIns *ins,
                    int64_t k) {
  const MlbITensor *m = fr[ins->opnd[mi->mask]].t;
  return mlb_ielem_load(mi->mask_ek, m->data + k * m->esize).i != 0;
}

/* The element at pos of the memref or tensor `target`; NULL after a
 * report (or, for writes, a store into a constant). */
static unsigned char *element(MlbExec *ex, const MlbIns *ins,
                              const MaskedInfo *mi, void *target,
                              const int64_t *pos) {
  if (mi->memref) {
    const MlbIMemref *m = target;
    unsigned char *p =
        mlb_imemref_addr_at(ex, ins, m, pos, mi->esize, mi->what);
    if (p && !mi->load && !mlb_imemref_writable(ex, ins, m))
      return NULL;
    return p;
  }
  const MlbITensor *t = target;
  int64_t lin = 0;
  for (uint32_t d = 0; d < t->rank; d++) {
    if (pos[d] < 0 || pos[d] >= t->shape[d]) {
      mlb_itensor_oob(ex, ins, mi->what, pos, t->rank, t);
      return NULL;
    }
    lin = lin * t->shape[d] + pos[d];
  }
  return t->data + (uint64_t)lin * t->esize;
}

/* ==== Execution ==== */
/* Moves every active lane between `vec` and `target` (sizes: its shape). */
static int move_lanes(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      MlbITensor *vec, void *target, const int64_t *sizes) {
  const MaskedInfo *mi = ins->aux;
  MlbIDims pd;
  int64_t *pos = mlb_idims_init(&pd, mi->rank);
  bool ok = true;
  int64_t j = 0;
  for (int64_t k = 0; k < mi->lanes && ok; k++) {
    if (!lane_on(mi, fr, ins, k))
      continue;
    lane_position(mi, fr, ins, sizes, k, j++, pos);
    unsigned char *p = element(ex, ins, mi, target, pos);
    unsigned char *lane = vec->data + k * mi->esize;
    if (p && mi->load)
      mlb_ielem_store(mi->ek, lane, mlb_ielem_load(mi->ek, p));
    else if (p)
      mlb_ielem_store(mi->ek, p, mlb_ielem_load(mi->ek, lane));
    ok = p || ex->heap.violations < ex->max_reports;
  }
  mlb_idims_free(&pd);
  return ok ? MLB_X_NEXT : mlb_iexec_after_violation(ex, ins);
}

EXEC(masked_load) {
  const MaskedInfo *mi = ins->aux;
  const MlbITensor *pass = fr[ins->opnd[mi->value]].t;
  MlbITensor *v = mlb_itensor_reshaped(ex, pass, mi->vrank, mi->vshape);
  fr[ins->res[0]].t = v;
  if (mi->memref) {
    MlbIMemref *m = fr[ins->opnd[0]].m;
    return move_lanes(ex, fr, ins, v, m, m->sizes);
  }
  MlbITensor *t = fr[ins->opnd[0]].t;
  return move_lanes(ex, fr, ins, v, t, t->shape);
}

EXEC(masked_store) {
  const MaskedInfo *mi = ins->aux;
  MlbITensor *v = fr[ins->opnd[mi->value]].t;
  if (mi->memref) {
    MlbIMemref *m = fr[ins->opnd[0]].m;
    return move_lanes(ex, fr, ins, v, m, m->sizes);
  }
  const MlbITensor *base = fr[ins->opnd[0]].t;
  MlbITensor *r = mlb_itensor_reshaped(ex, base, base->rank, base->shape);
  if (ins->op->num_results)
    fr[ins->res[0]].t = r;
  return move_lanes(ex, fr, ins, v, r, r->shape);
}

/* ==== Lowering ==== */
static MaskedMode mode_of(const MlbOperation *op) {
  if (mlb_op_is(op, "vector.gather") || mlb_op_is(op, "vector.scatter"))
    return MM_GATHER;
  if (mlb_op_is(op, "vector.expandload") ||
      mlb_op_is(op, "vector.compressstore"))
    return MM_EXPAND;
  return MM_MASKED;
}

static MlbStatus lower_masked(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MaskedInfo *mi = mlb_ilower_alloc(lw, sizeof *mi);
  uint32_t n = op->num_operands;
  mi->mode = mode_of(op);
  mi->load = mlb_op_is(op, "vector.maskedload") ||
             mlb_op_is(op, "vector.expandload") ||
             mlb_op_is(op, "vector.gather");
  mi->value = n - 1;
  mi->mask = n - 2;
  mi->vidx = mi->mode == MM_GATHER ? n - 3 : 0;
  MlbType *bt = mlb_op_operand(op, 0)->type;
  MlbType *vt = mlb_op_operand(op, mi->value)->type;
  MlbType *mt = mlb_op_operand(op, mi->mask)->type;
  if ((bt->kind != MLB_TYPE_MEMREF && bt->kind != MLB_TYPE_TENSOR) ||
      !mlb_ifixed_vector(vt) || !mlb_ifixed_vector(mt))
    return mlb_ilower_unsupported(lw, op, "operand types");
  mi->memref = bt->kind == MLB_TYPE_MEMREF;
  mi->rank = bt->u.shaped.rank;
  mi->vrank = vt->u.shaped.rank;
  if (mi->mode == MM_MASKED && mi->vrank > mi->rank)
    return mlb_ilower_unsupported(lw, op, "vector rank above the memref's");
  mi->vshape = vt->u.shaped.shape;
  mi->lanes = mlb_type_num_elements(vt);
  mi->ek = mlb_ielem_kind(bt->u.shaped.elt);
  mi->mask_ek = mlb_ielem_kind(mt->u.shaped.elt);
  mi->vidx_ek = mi->mode == MM_GATHER
                    ? mlb_ielem_kind(mlb_op_operand(op, mi->vidx)->type
                                         ->u.shaped.elt)
                    : MLB_EK_I64;
  if (mi->ek == MLB_EK_NONE || mi->mask_ek == MLB_EK_NONE ||
      mi->vidx_ek == MLB_EK_NONE || bt->u.shaped.elt != vt->u.shaped.elt)
    return mlb_ilower_unsupported(lw, op, "element type");
  mi->esize = mlb_ielem_size(mi->ek);
  mi->what = op->name + strlen("vector.");
  ins->aux = mi;
  ins->fn = mi->load ? masked_load : masked_store;
  return MLB_SUCCESS;
}

/* ==== Masks ==== */
typedef struct MaskInfo {
  uint32_t rank;
  const int64_t *shape;
  const int64_t *bounds; /* constant_mask's; NULL: the operands */
  uint32_t esize;
} MaskInfo;

EXEC(make_mask) {
  const MaskInfo *ki = ins->aux;
  MlbITensor *v = mlb_itensor_new(ex, ki->rank, ki->shape, ki->esize);
  fr[ins->res[0]].t = v;
  uint64_t n = mlb_ishape_count(ki->rank, ki->shape);
  for (uint64_t k = 0; k < n; k++) {
    bool on = true;
    uint64_t rest = k;
    for (uint32_t d = ki->rank; d-- > 0; rest /= (uint64_t)ki->shape[d]) {
      int64_t i = (int64_t)(rest % (uint64_t)ki->shape[d]);
      int64_t bound = ki->bounds ? ki->bounds[d] : fr[ins->opnd[d]].i;
      on = on && i < bound;
    }
    MlbISlot s = {.i = on};
    mlb_ielem_store(MLB_EK_I1, v->data + k * ki->esize, s);
  }
  return MLB_X_NEXT;
}

static MlbStatus lower_mask(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *t = op->results[0].type;
  const MlbAttr *a = mlb_op_get_prop(op, "mask_dim_sizes");
  if (!mlb_ifixed_vector(t) || !t->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "result type");
  MaskInfo *ki = mlb_ilower_alloc(lw, sizeof *ki);
  ki->rank = t->u.shaped.rank;
  ki->shape = t->u.shaped.shape;
  ki->esize = mlb_ielem_size(MLB_EK_I1);
  if (mlb_op_is(op, "vector.constant_mask")) {
    if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || a->u.darray.n != ki->rank)
      return mlb_ilower_unsupported(lw, op, "mask_dim_sizes");
    ki->bounds = a->u.darray.ivals;
  } else if (op->num_operands != ki->rank) {
    return mlb_ilower_unsupported(lw, op, "operand count");
  }
  ins->aux = ki;
  ins->fn = make_mask;
  return MLB_SUCCESS;
}

static const MlbIOpDef masked_defs[] = {
    {"vector.maskedload", NULL, lower_masked, NULL, false},
    {"vector.maskedstore", NULL, lower_masked, NULL, false},
    {"vector.expandload", NULL, lower_masked, NULL, false},
    {"vector.compressstore", NULL, lower_masked, NULL, false},
    {"vector.gather", NULL, lower_masked, NULL, false},
    {"vector.scatter", NULL, lower_masked, NULL, false},
    {"vector.create_mask", NULL, lower_mask, NULL, false},
    {"vector.constant_mask", NULL, lower_mask, NULL, false},
};

void mlb_interp_register_vector_masked(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, masked_defs, MLB_ARRAY_LEN(masked_defs));
}
