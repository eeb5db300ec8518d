/* handlers_vector_elements.c - vector.broadcast, vector.insert,
 * vector.extract, vector.shape_cast and vector.from_elements on the
 * interpreter's vectors (immutable MlbITensor values, as tensors:
 * handlers_vector.c).
 *
 * A position names a leading part of the vector's dimensions: the element
 * or sub-vector there is the contiguous run of the remaining dimensions'
 * elements at the position's row-major offset. A position outside the
 * vector at run time (a dynamic index) is reported as an out-of-bounds
 * access (as tensor.extract's), and execution goes on; a poison position (-1) and scalable
 * vectors are not run.
 */
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* What insert and extract decode once: the static position (MLB_DYNAMIC
 * where an operand stands) and the element kind. */
typedef struct PositionInfo {
  MlbElemKind ek;
  uint32_t npos;
  const int64_t *pos;
  uint32_t first_dyn; /* operand index of the first dynamic position */
} PositionInfo;

/* The run of elements at the position: its offset in elements; false
 * (after a report) when an index lies outside its dimension. */
static bool position_offset(MlbExec *ex, const MlbISlot *fr, const MlbIns *ins,
                            const PositionInfo *pi, const MlbITensor *v,
                            int64_t *offset, int *rc) {
  MlbIDims id;
  int64_t *idx = mlb_idims_init(&id, pi->npos);
  uint32_t dyn = pi->first_dyn;
  int64_t lin = 0;
  bool ok = true;
  for (uint32_t d = 0; d < pi->npos; d++) {
    idx[d] = pi->pos[d] == MLB_DYNAMIC ? fr[ins->opnd[dyn++]].i : pi->pos[d];
    ok = ok && idx[d] >= 0 && idx[d] < v->shape[d];
    lin = lin * v->shape[d] + idx[d];
  }
  if (!ok)
    *rc = mlb_ivector_oob(ex, ins, "position", idx, pi->npos, v);
  mlb_idims_free(&id);
  uint64_t run = mlb_ishape_count(v->rank - pi->npos, v->shape + pi->npos);
  *offset = lin * (int64_t)run;
  return ok;
}

static MlbStatus lower_position(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                                uint32_t vec, uint32_t first_dyn) {
  const MlbType *vt = mlb_op_operand(op, vec)->type;
  const MlbAttr *a = mlb_op_get_attr(op, "static_position");
  PositionInfo *pi = mlb_ilower_alloc(lw, sizeof *pi);
  pi->ek = mlb_ifixed_vector(vt) ? mlb_ielem_kind(vt->u.shaped.elt) : MLB_EK_NONE;
  if (pi->ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "vector type");
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || a->u.darray.n > vt->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "position");
  for (uint32_t i = 0; i < a->u.darray.n; i++)
    if (a->u.darray.ivals[i] == -1)
      return mlb_ilower_unsupported(lw, op, "poison position");
  pi->npos = a->u.darray.n;
  pi->pos = a->u.darray.ivals;
  pi->first_dyn = first_dyn;
  ins->aux = pi;
  return MLB_SUCCESS;
}

/* ==== extract ==== */

EXEC(extract_scalar) {
  const PositionInfo *pi = ins->aux;
  const MlbITensor *v = fr[ins->opnd[0]].t;
  int64_t off = 0;
  int rc = MLB_X_NEXT;
  if (position_offset(ex, fr, ins, pi, v, &off, &rc))
    fr[ins->res[0]] = mlb_ielem_load(pi->ek, v->data + off * v->esize);
  else
    fr[ins->res[0]].i = 0;
  return rc;
}

/* A sub-vector, or the vector<1xT> standing for one element. */
EXEC(extract_vector) {
  const PositionInfo *pi = ins->aux;
  const MlbType *rt = mlb_op_result(ins->op, 0)->type;
  const MlbITensor *v = fr[ins->opnd[0]].t;
  MlbITensor *r = mlb_itensor_new(ex, rt->u.shaped.rank, rt->u.shaped.shape,
                                  v->esize);
  int64_t off = 0;
  int rc = MLB_X_NEXT;
  if (position_offset(ex, fr, ins, pi, v, &off, &rc))
    memcpy(r->data, v->data + off * v->esize, r->bytes);
  fr[ins->res[0]].t = r;
  return rc;
}

static MlbStatus lower_extract(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(lower_position(lw, op, ins, 0, 1));
  const MlbType *rt = mlb_op_result(op, 0)->type;
  if (rt->kind != MLB_TYPE_VECTOR) {
    ins->fn = extract_scalar;
    return MLB_SUCCESS;
  }
  if (!mlb_ifixed_vector(rt))
    return mlb_ilower_unsupported(lw, op, "result type");
  ins->fn = extract_vector;
  return MLB_SUCCESS;
}

/* ==== insert ==== */

EXEC(insert) {
  const PositionInfo *pi = ins->aux;
  MlbITensor *d = fr[ins->opnd[1]].t;
  int64_t off = 0;
  int rc = MLB_X_NEXT;
  if (!position_offset(ex, fr, ins, pi, d, &off, &rc)) {
    fr[ins->res[0]].t = d; /* nothing inserted */
    return rc;
  }
  MlbITensor *r = mlb_itensor_reshaped(ex, d, d->rank, d->shape);
  unsigned char *at = r->data + off * r->esize;
  if (ins->imm) /* a sub-vector */
    memcpy(at, fr[ins->opnd[0]].t->data, fr[ins->opnd[0]].t->bytes);
  else
    mlb_ielem_store(pi->ek, at, fr[ins->opnd[0]]);
  fr[ins->res[0]].t = r;
  return rc;
}

static MlbStatus lower_insert(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(lower_position(lw, op, ins, 1, 2));
  const MlbType *vt = mlb_op_operand(op, 0)->type;
  if (vt->kind == MLB_TYPE_VECTOR && !mlb_ifixed_vector(vt))
    return mlb_ilower_unsupported(lw, op, "value type");
  ins->imm = vt->kind == MLB_TYPE_VECTOR;
  return MLB_SUCCESS;
}

/* ==== broadcast ==== */

/* Result element k takes the source element whose index along each of
 * the source's dimensions (the result's trailing ones) is the result's,
 * or 0 where the source's size is 1. */
static uint64_t source_index(const MlbITensor *src, const MlbITensor *r,
                             uint64_t k) {
  uint64_t lin = 0, stride = 1;
  for (uint32_t i = src->rank; i-- > 0;) {
    uint32_t j = r->rank - src->rank + i;
    uint64_t rest = k;
    for (uint32_t q = r->rank; q-- > j + 1;)
      rest /= (uint64_t)r->shape[q];
    uint64_t idx = src->shape[i] == 1 ? 0 : rest % (uint64_t)r->shape[j];
    lin += idx * stride;
    stride *= (uint64_t)src->shape[i];
  }
  return lin;
}

EXEC(broadcast) {
  const MlbType *rt = ins->aux;
  MlbITensor *r = mlb_itensor_new(ex, rt->u.shaped.rank, rt->u.shaped.shape,
                                  mlb_ielem_size((MlbElemKind)ins->imm));
  uint64_t n = mlb_ishape_count(r->rank, r->shape);
  if (!ins->k.i) { /* a scalar */
    for (uint64_t k = 0; k < n; k++)
      mlb_ielem_store((MlbElemKind)ins->imm, r->data + k * r->esize,
                      fr[ins->opnd[0]]);
  } else {
    const MlbITensor *s = fr[ins->opnd[0]].t;
    for (uint64_t k = 0; k < n; k++)
      memcpy(r->data + k * r->esize,
             s->data + source_index(s, r, k) * s->esize, r->esize);
  }
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

static MlbStatus lower_broadcast(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins) {
  MlbType *rt = mlb_op_result(op, 0)->type;
  const MlbType *st = mlb_op_operand(op, 0)->type;
  MlbElemKind ek = mlb_ifixed_vector(rt) ? mlb_ielem_kind(rt->u.shaped.elt)
                                    : MLB_EK_NONE;
  if (ek == MLB_EK_NONE || (st->kind == MLB_TYPE_VECTOR && !mlb_ifixed_vector(st)))
    return mlb_ilower_unsupported(lw, op, "vector type");
  ins->imm = ek;
  ins->k.i = st->kind == MLB_TYPE_VECTOR;
  ins->aux = rt;
  return MLB_SUCCESS;
}

/* ==== shape_cast / from_elements ==== */

EXEC(shape_cast) {
  const MlbType *rt = mlb_op_result(ins->op, 0)->type;
  fr[ins->res[0]].t = mlb_itensor_reshaped(ex, fr[ins->opnd[0]].t,
                                           rt->u.shaped.rank,
                                           rt->u.shaped.shape);
  return MLB_X_NEXT;
}

static MlbStatus lower_shape_cast(MlbILower *lw, MlbOperation *op,
                                  MlbIns *ins) {
  MLB_UNUSED(ins);
  if (!mlb_ifixed_vector(mlb_op_result(op, 0)->type) ||
      !mlb_ifixed_vector(mlb_op_operand(op, 0)->type))
    return mlb_ilower_unsupported(lw, op, "vector type");
  return MLB_SUCCESS;
}

EXEC(from_elements) {
  const MlbType *rt = mlb_op_result(ins->op, 0)->type;
  MlbITensor *r = mlb_itensor_new(ex, rt->u.shaped.rank, rt->u.shaped.shape,
                                  mlb_ielem_size((MlbElemKind)ins->imm));
  for (uint32_t i = 0; i < ins->nopnd; i++)
    mlb_ielem_store((MlbElemKind)ins->imm, r->data + (size_t)i * r->esize,
                    fr[ins->opnd[i]]);
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

static MlbStatus lower_from_elements(MlbILower *lw, MlbOperation *op,
                                     MlbIns *ins) {
  const MlbType *rt = mlb_op_result(op, 0)->type;
  MlbElemKind ek = mlb_ifixed_vector(rt) ? mlb_ielem_kind(rt->u.shaped.elt)
                                    : MLB_EK_NONE;
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "vector type");
  ins->imm = ek;
  return MLB_SUCCESS;
}

static const MlbIOpDef vector_element_defs[] = {
    {"vector.broadcast", broadcast, lower_broadcast, NULL, false},
    {"vector.extract", extract_scalar, lower_extract, NULL, false},
    {"vector.from_elements", from_elements, lower_from_elements, NULL,
     false},
    {"vector.insert", insert, lower_insert, NULL, false},
    {"vector.shape_cast", shape_cast, lower_shape_cast, NULL, false},
};

void mlb_interp_register_vector_elements(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, vector_element_defs,
                          MLB_ARRAY_LEN(vector_element_defs));
}
