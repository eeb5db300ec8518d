/* handlers_tensor.c - interpreter handlers of the tensor dialect's element
 * and shape ops: empty, extract, insert, dim, rank, cast, from_elements,
 * splat, generate, bitcast, reshape, expand_shape, collapse_shape, concat,
 * and dense tensor constants (arith.constant). Slices and pad are in
 * handlers_tensor_slice.c.
 *
 * Tensors are immutable values (tensors.c): ops that change one return a
 * new tensor; ops that only retype one (cast) share it. Shapes the types
 * promise are checked at run time: a mismatch is undefined behaviour
 * upstream and stops execution here. An index outside the tensor is
 * reported like an out-of-bounds memref access, with a fallback (extract
 * reads 0, insert changes nothing).
 */
#include <inttypes.h>

#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Shared ==== */

static MlbElemKind elem_kind(const MlbType *t) {
  return mlb_ielem_kind(mlb_type_element(t));
}

/* Element kind of a ranked tensor type; MLB_EK_NONE when unsupported. */
static MlbElemKind ranked_kind(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR ? elem_kind(t) : MLB_EK_NONE;
}

/* Fills `shape` from t's static sizes and the dynamic ones in `dyn`
 * slots; false when a dynamic size is negative. */
static bool type_shape(const MlbType *t, const MlbISlot *fr,
                       const uint32_t *dyn, int64_t *shape) {
  uint32_t d = 0;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++) {
    int64_t s = t->u.shaped.shape[i];
    shape[i] = s == MLB_DYNAMIC ? fr[dyn[d++]].i : s;
    if (shape[i] < 0)
      return false;
  }
  return true;
}

/* True when the runtime shape fits the static sizes of type t. */
static bool shape_fits(const MlbType *t, uint32_t rank, const int64_t *shape) {
  if (t->kind != MLB_TYPE_TENSOR)
    return true;
  if (t->u.shaped.rank != rank)
    return false;
  for (uint32_t i = 0; i < rank; i++)
    if (t->u.shaped.shape[i] != MLB_DYNAMIC && t->u.shaped.shape[i] != shape[i])
      return false;
  return true;
}

/* Row-major offset of the indices in `idx` slots; -1 when one is out of
 * its dimension. */
static int64_t linear_index(const MlbITensor *t, const MlbISlot *fr,
                            const uint32_t *idx, int64_t *vals) {
  int64_t lin = 0;
  bool ok = true;
  for (uint32_t d = 0; d < t->rank; d++) {
    vals[d] = fr[idx[d]].i;
    ok = ok && vals[d] >= 0 && vals[d] < t->shape[d];
    lin = lin * t->shape[d] + vals[d];
  }
  return ok ? lin : -1;
}

/* Decodes the result's element kind into imm and its size into k.i. */
static MlbStatus lower_result_elem(MlbILower *lw, MlbOperation *op,
                                   MlbIns *ins) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbElemKind ek = ranked_kind(t);
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "result type");
  ins->imm = ek;
  ins->k.i = mlb_ielem_size(ek);
  ins->aux = t;
  return MLB_SUCCESS;
}

static int shape_error(MlbExec *ex, const MlbIns *ins) {
  return mlb_iexec_error(ex, ins, "the result does not have the shape its "
                                  "type promises");
}

/* ==== empty / splat / from_elements ==== */

/* A new tensor of the result type with its dynamic sizes in `dyn`, in
 * *out; MLB_X_NEXT, or the error of a negative or too large size. */
static int new_result(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      const uint32_t *dyn, MlbITensor **out) {
  const MlbType *t = ins->aux;
  uint32_t rank = t->u.shaped.rank, esize = (uint32_t)ins->k.i;
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, rank);
  int rc = MLB_X_NEXT;
  if (!type_shape(t, fr, dyn, shape))
    rc = mlb_iexec_error(ex, ins, "negative dynamic size");
  else if (!mlb_ishape_fits(rank, shape, esize))
    rc = mlb_iexec_too_large(ex, ins);
  else
    *out = mlb_itensor_new(ex, rank, shape, esize);
  mlb_idims_free(&sh);
  return rc;
}

EXEC(empty) {
  MlbITensor *r;
  int rc = new_result(ex, fr, ins, ins->opnd, &r);
  if (rc != MLB_X_NEXT)
    return rc;
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

EXEC(splat) {
  MlbITensor *r;
  int rc = new_result(ex, fr, ins, ins->opnd + 1, &r);
  if (rc != MLB_X_NEXT)
    return rc;
  uint64_t n = mlb_ishape_count(r->rank, r->shape);
  for (uint64_t i = 0; i < n; i++)
    mlb_ielem_store((MlbElemKind)ins->imm, r->data + i * r->esize,
                    fr[ins->opnd[0]]);
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

EXEC(from_elements) {
  MlbITensor *r;
  int rc = new_result(ex, fr, ins, NULL, &r);
  if (rc != MLB_X_NEXT)
    return rc;
  for (uint32_t i = 0; i < ins->nopnd; i++)
    mlb_ielem_store((MlbElemKind)ins->imm, r->data + (size_t)i * r->esize,
                    fr[ins->opnd[i]]);
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

/* ==== extract / insert ==== */

EXEC(extract) {
  const MlbITensor *t = fr[ins->opnd[0]].t;
  MlbIDims iv;
  int64_t *vals = mlb_idims_init(&iv, t->rank);
  int64_t lin = linear_index(t, fr, ins->opnd + 1, vals);
  int rc = MLB_X_NEXT;
  if (lin < 0) {
    fr[ins->res[0]].i = 0;
    rc = mlb_itensor_oob(ex, ins, "extract", vals, t->rank, t);
  } else {
    fr[ins->res[0]] = mlb_ielem_load((MlbElemKind)ins->imm,
                                     t->data + (uint64_t)lin * t->esize);
  }
  mlb_idims_free(&iv);
  return rc;
}

/* The tensor is operand 0 of extract, operand 1 of insert (tagged). */
static MlbStatus lower_extract(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  uint32_t which = mlb_ilower_def(op)->data ? 1 : 0;
  MlbElemKind ek = ranked_kind(mlb_op_operand(op, which)->type);
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "operand type");
  ins->imm = ek;
  return MLB_SUCCESS;
}

EXEC(insert) {
  MlbITensor *d = fr[ins->opnd[1]].t;
  MlbIDims iv;
  int64_t *vals = mlb_idims_init(&iv, d->rank);
  int64_t lin = linear_index(d, fr, ins->opnd + 2, vals);
  int rc = MLB_X_NEXT;
  if (lin < 0) {
    fr[ins->res[0]].t = d; /* nothing inserted */
    rc = mlb_itensor_oob(ex, ins, "insert", vals, d->rank, d);
  } else {
    MlbITensor *r = mlb_itensor_reshaped(ex, d, d->rank, d->shape);
    mlb_ielem_store((MlbElemKind)ins->imm, r->data + (uint64_t)lin * r->esize,
                    fr[ins->opnd[0]]);
    fr[ins->res[0]].t = r;
  }
  mlb_idims_free(&iv);
  return rc;
}

/* ==== dim / rank / cast / bitcast ==== */

EXEC(dim) {
  const MlbITensor *t = fr[ins->opnd[0]].t;
  int64_t d = fr[ins->opnd[1]].i;
  if (d < 0 || d >= (int64_t)t->rank)
    return mlb_iexec_error(ex, ins, "dimension %" PRId64
                                    " out of range for a rank-%u tensor",
                           d, t->rank);
  fr[ins->res[0]].i = t->shape[d];
  return MLB_X_NEXT;
}

EXEC(rank) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = fr[ins->opnd[0]].t->rank;
  return MLB_X_NEXT;
}

/* Values are immutable: a cast shares its operand. */
EXEC(cast) {
  MlbITensor *t = fr[ins->opnd[0]].t;
  if (!shape_fits(ins->aux, t->rank, t->shape))
    return mlb_iexec_error(ex, ins, "tensor.cast to a type the value does "
                                    "not have");
  fr[ins->res[0]].t = t;
  return MLB_X_NEXT;
}

static MlbStatus lower_result_type(MlbILower *lw, MlbOperation *op,
                                   MlbIns *ins) {
  MLB_UNUSED(lw);
  ins->aux = mlb_op_result(op, 0)->type;
  return MLB_SUCCESS;
}

/* Same bytes under an element type of the same width. */
EXEC(bitcast) {
  const MlbITensor *t = fr[ins->opnd[0]].t;
  fr[ins->res[0]].t = mlb_itensor_reshaped(ex, t, t->rank, t->shape);
  return MLB_X_NEXT;
}

static MlbStatus lower_bitcast(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_UNUSED(ins);
  MlbElemKind from = elem_kind(mlb_op_operand(op, 0)->type);
  MlbElemKind to = elem_kind(mlb_op_result(op, 0)->type);
  if (from == MLB_EK_NONE || to == MLB_EK_NONE || from == MLB_EK_I1 ||
      to == MLB_EK_I1 || mlb_ielem_size(from) != mlb_ielem_size(to))
    return mlb_ilower_unsupported(lw, op, "element types");
  return MLB_SUCCESS;
}

/* ==== generate ==== */

/* The result is put in its slot before the region runs: that keeps it
 * reachable for the collector. */
EXEC(generate) {
  MlbITensor *r;
  int made = new_result(ex, fr, ins, ins->opnd, &r);
  if (made != MLB_X_NEXT)
    return made;
  fr[ins->res[0]].t = r;
  const uint32_t *args = ins->regions[0].blocks[0].args;
  uint64_t n = mlb_ishape_count(r->rank, r->shape);
  for (uint32_t d = 0; d < r->rank; d++)
    fr[args[d]].i = 0;
  for (uint64_t k = 0; k < n; k++) {
    const MlbIns *yield;
    int rc = mlb_iexec_region(ex, fr, ins->regions, &yield);
    if (rc != MLB_X_EXIT)
      return rc;
    mlb_ielem_store((MlbElemKind)ins->imm, r->data + k * r->esize,
                    fr[yield->opnd[0]]);
    for (uint32_t d = r->rank; d-- > 0;) {
      if (++fr[args[d]].i < r->shape[d])
        break;
      fr[args[d]].i = 0;
    }
  }
  return MLB_X_NEXT;
}

static MlbStatus lower_generate(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MLB_TRY(lower_result_elem(lw, op, ins));
  const MlbType *t = ins->aux;
  if (ins->nregions != 1 || ins->regions[0].nblocks != 1 ||
      ins->regions[0].blocks[0].nargs != t->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "region shape");
  return MLB_SUCCESS;
}

/* ==== reshape / expand_shape / collapse_shape ==== */

static int reshape_to(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      const MlbITensor *t, uint32_t rank,
                      const int64_t *shape) {
  if (mlb_ishape_count(rank, shape) != mlb_ishape_count(t->rank, t->shape) ||
      !shape_fits(mlb_op_result(ins->op, 0)->type, rank, shape))
    return shape_error(ex, ins);
  fr[ins->res[0]].t = mlb_itensor_reshaped(ex, t, rank, shape);
  return MLB_X_NEXT;
}

/* The new shape is the content of a 1-D integer tensor. */
EXEC(reshape) {
  const MlbITensor *t = fr[ins->opnd[0]].t, *s = fr[ins->opnd[1]].t;
  uint32_t rank = (uint32_t)s->shape[0];
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, rank);
  for (uint32_t i = 0; i < rank; i++)
    shape[i] = mlb_ielem_load((MlbElemKind)ins->imm,
                              s->data + (size_t)i * s->esize).i;
  int rc = reshape_to(ex, fr, ins, t, rank, shape);
  mlb_idims_free(&sh);
  return rc;
}

static MlbStatus lower_reshape(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *st = mlb_op_operand(op, 1)->type;
  if (st->kind != MLB_TYPE_TENSOR || st->u.shaped.rank != 1 ||
      mlb_op_result(op, 0)->type->kind != MLB_TYPE_TENSOR)
    return mlb_ilower_unsupported(lw, op, "shape operand");
  ins->imm = elem_kind(st);
  return MLB_SUCCESS;
}

typedef struct Groups {
  uint32_t n;
  uint32_t *size; /* dims per reassociation group */
  MlbIMixed out;  /* expand_shape: the output shape */
} Groups;

EXEC(expand_shape) {
  const Groups *g = ins->aux;
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, g->out.n);
  for (uint32_t i = 0; i < g->out.n; i++)
    shape[i] = mlb_imixed_at(&g->out, fr, i);
  int rc = reshape_to(ex, fr, ins, fr[ins->opnd[0]].t, g->out.n, shape);
  mlb_idims_free(&sh);
  return rc;
}

EXEC(collapse_shape) {
  const Groups *g = ins->aux;
  const MlbITensor *t = fr[ins->opnd[0]].t;
  MlbIDims sh;
  int64_t *shape = mlb_idims_init(&sh, g->n);
  uint32_t d = 0;
  for (uint32_t i = 0; i < g->n; i++) {
    shape[i] = 1;
    for (uint32_t k = 0; k < g->size[i] && d < t->rank; k++)
      shape[i] *= t->shape[d++];
  }
  int rc = reshape_to(ex, fr, ins, t, g->n, shape);
  mlb_idims_free(&sh);
  return rc;
}

static bool decode_groups(MlbILower *lw, MlbOperation *op, Groups *g) {
  MlbAttr *a = mlb_op_get_attr(op, "reassociation");
  if (!a || a->kind != MLB_ATTR_ARRAY)
    return false;
  g->n = a->u.array.n;
  g->size = mlb_ilower_alloc(lw, (g->n + 1) * sizeof(uint32_t));
  for (uint32_t i = 0; i < g->n; i++) {
    if (a->u.array.elems[i]->kind != MLB_ATTR_ARRAY)
      return false;
    g->size[i] = a->u.array.elems[i]->u.array.n;
  }
  return true;
}

static MlbStatus lower_expand(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  Groups *g = mlb_ilower_alloc(lw, sizeof *g);
  MlbAttr *st = mlb_op_get_attr(op, "static_output_shape");
  if (!decode_groups(lw, op, g) || !st || st->kind != MLB_ATTR_DENSE_ARRAY)
    return mlb_ilower_unsupported(lw, op, "reassociation or output shape");
  g->out.n = st->u.darray.n;
  g->out.st = st->u.darray.ivals;
  g->out.slot = mlb_ilower_alloc(lw, (g->out.n + 1) * sizeof(uint32_t));
  uint32_t k = 1;
  for (uint32_t i = 0; i < g->out.n; i++)
    if (g->out.st[i] == MLB_DYNAMIC) {
      if (k >= ins->nopnd)
        return mlb_ilower_unsupported(lw, op, "output shape operands");
      g->out.slot[i] = ins->opnd[k++];
    }
  ins->aux = g;
  return MLB_SUCCESS;
}

static MlbStatus lower_collapse(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  Groups *g = mlb_ilower_alloc(lw, sizeof *g);
  if (!decode_groups(lw, op, g))
    return mlb_ilower_unsupported(lw, op, "reassociation");
  ins->aux = g;
  return MLB_SUCCESS;
}

/* ==== concat ==== */

EXEC(concat) {
  uint32_t dim = (uint32_t)ins->imm;
  const MlbITensor *first = fr[ins->opnd[0]].t;
  uint32_t rank = first->rank;
  MlbIDims sh, ds, ss;
  int64_t *shape = mlb_idims_init(&sh, rank);
  memcpy(shape, first->shape, rank * sizeof(int64_t));
  shape[dim] = 0;
  for (uint32_t i = 0; i < ins->nopnd; i++) {
    const MlbITensor *t = fr[ins->opnd[i]].t;
    for (uint32_t d = 0; d < rank; d++)
      if (d != dim && t->shape[d] != shape[d]) {
        mlb_idims_free(&sh);
        return mlb_iexec_error(ex, ins, "operand #%u differs from operand "
                                        "#0 in dimension %u", i, d);
      }
    shape[dim] += t->shape[dim];
  }
  MlbITensor *r = mlb_itensor_new(ex, rank, shape, first->esize);
  int64_t *dstr = mlb_idims_init(&ds, rank), *sstr = mlb_idims_init(&ss, rank);
  mlb_ishape_strides(rank, shape, dstr);
  int64_t at = 0;
  for (uint32_t i = 0; i < ins->nopnd; i++) {
    const MlbITensor *t = fr[ins->opnd[i]].t;
    mlb_ishape_strides(rank, t->shape, sstr);
    mlb_istrided_copy(r->data, at * dstr[dim], dstr, t->data, 0, sstr,
                      t->shape, rank, t->esize);
    at += t->shape[dim];
  }
  mlb_idims_free(&sh);
  mlb_idims_free(&ds);
  mlb_idims_free(&ss);
  fr[ins->res[0]].t = r;
  return shape_fits(mlb_op_result(ins->op, 0)->type, rank, shape)
             ? MLB_X_NEXT
             : shape_error(ex, ins);
}

static MlbStatus lower_concat(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *d = mlb_op_get_attr(op, "dim");
  MlbType *t = mlb_op_result(op, 0)->type;
  if (!d || d->kind != MLB_ATTR_INTEGER || !ins->nopnd ||
      t->kind != MLB_TYPE_TENSOR || d->u.integer.value < 0 ||
      d->u.integer.value >= t->u.shaped.rank)
    return mlb_ilower_unsupported(lw, op, "dim");
  ins->imm = d->u.integer.value;
  return MLB_SUCCESS;
}

/* ==== Dense constants ==== */

EXEC(constant) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].t = ins->aux;
  return MLB_X_NEXT;
}

/* Built once, at lowering, and shared by every execution of the op; a
 * vector constant is held as a tensor one (handlers_vector.c). */
MlbStatus mlb_ilower_tensor_constant(MlbILower *lw, MlbOperation *op,
                                     MlbIns *ins) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbAttr *v = mlb_op_get_attr(op, "value");
  MlbElemKind ek = mlb_ifixed_vector(t) ? elem_kind(t) : ranked_kind(t);
  if (ek == MLB_EK_NONE || !mlb_type_has_static_shape(t))
    return mlb_ilower_unsupported(lw, op, "constants of this type");
  if (!mlb_ishape_fits(t->u.shaped.rank, t->u.shaped.shape,
                       mlb_ielem_size(ek)))
    return mlb_ilower_unsupported(lw, op, "constants larger than 16 GiB");
  MlbITensor *c = mlb_itensor_new(&lw->in->ex, t->u.shaped.rank,
                                  t->u.shaped.shape, mlb_ielem_size(ek));
  c->permanent = true;
  if (!mlb_ifill_dense(ek, c->data, mlb_ishape_count(c->rank, c->shape), v))
    return mlb_ilower_unsupported(lw, op, "this constant value");
  ins->aux = c;
  ins->fn = constant;
  return MLB_SUCCESS;
}

static const char insert_tag = 1;

static const MlbIOpDef tensor_defs[] = {
    {"tensor.empty", empty, lower_result_elem, NULL, false},
    {"tensor.splat", splat, lower_result_elem, NULL, false},
    {"tensor.from_elements", from_elements, lower_result_elem, NULL, false},
    {"tensor.extract", extract, lower_extract, NULL, false},
    {"tensor.insert", insert, lower_extract, &insert_tag, false},
    {"tensor.dim", dim, NULL, NULL, false},
    {"tensor.rank", rank, NULL, NULL, false},
    {"tensor.cast", cast, lower_result_type, NULL, false},
    {"tensor.bitcast", bitcast, lower_bitcast, NULL, false},
    {"tensor.generate", generate, lower_generate, NULL, false},
    {"tensor.yield", mlb_iexec_exit, NULL, NULL, false},
    {"tensor.reshape", reshape, lower_reshape, NULL, false},
    {"tensor.expand_shape", expand_shape, lower_expand, NULL, false},
    {"tensor.collapse_shape", collapse_shape, lower_collapse, NULL, false},
    {"tensor.concat", concat, lower_concat, NULL, false},
};

void mlb_interp_register_tensor(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, tensor_defs, MLB_ARRAY_LEN(tensor_defs));
}
