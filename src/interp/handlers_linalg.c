/* handlers_linalg.c - interpreter handlers of linalg structured ops on
 * memrefs: linalg.generic, and the named ops whose payload region the
 * parser builds (matmul and friends with explicit indexing_maps, fill,
 * copy and the elementwise ops, whose maps are implicit identities).
 *
 * Execution is the reference loop nest, run in order: every point of the
 * iteration space (loop sizes come from operand dimensions indexed by a
 * bare loop dimension) reads each operand's element through its indexing
 * map into the region's arguments, runs the region, and stores the
 * linalg.yield operands into the outputs. Outputs are re-read at every
 * point, so reductions accumulate. Every access is bounds-checked like
 * memref.load/store. Tensor forms (ops with results) are not supported.
 */
#include <inttypes.h>

#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef struct LinOperand {
  uint32_t slot;
  const MlbAttr *map; /* affine map; NULL for scalar operands */
  MlbElemKind ek;
  uint32_t esize;
} LinOperand;

typedef struct LinInfo {
  uint32_t nloops, nin, nout, idx_len;
  LinOperand *ops;               /* inputs then outputs */
  uint32_t *size_opnd, *size_pos; /* where each loop's size comes from */
} LinInfo;

/* ==== Affine maps ==== */

/* Maps of structured ops use dims and constants (no symbols). */
static bool expr_supported(const MlbAffineExpr *e, uint32_t ndims) {
  switch (e->kind) {
  case MLB_AFFINE_DIM: return e->value >= 0 && (uint64_t)e->value < ndims;
  case MLB_AFFINE_CONST: return true;
  case MLB_AFFINE_SYMBOL: return false;
  default:
    return expr_supported(e->lhs, ndims) && expr_supported(e->rhs, ndims);
  }
}

/* ==== Execution ==== */

typedef struct Point {
  int64_t *loop, *sizes, *idx; /* idx: each operand's indices, packed */
} Point;

/* Loads every operand's element at the current point into the region's
 * arguments; false after a report. */
static bool read_operands(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                          const LinInfo *li, const Point *p) {
  const uint32_t *args = ins->regions[0].blocks[0].args;
  int64_t *idx = p->idx;
  for (uint32_t k = 0; k < li->nin + li->nout; k++) {
    const LinOperand *o = &li->ops[k];
    if (!o->map) {
      fr[args[k]] = fr[o->slot];
      continue;
    }
    uint32_t n = o->map->u.map.num_results;
    for (uint32_t r = 0; r < n; r++)
      idx[r] = mlb_iaffine_eval(o->map->u.map.results[r], p->loop, NULL);
    unsigned char *a =
        mlb_imemref_addr_at(ex, ins, fr[o->slot].m, idx, o->esize, "read");
    if (!a)
      return false;
    fr[args[k]] = mlb_ielem_load(o->ek, a);
    idx += n;
  }
  return true;
}

static bool write_outputs(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                          const LinInfo *li, const Point *p,
                          const MlbIns *yield) {
  const int64_t *idx = p->idx;
  for (uint32_t k = 0; k < li->nin; k++)
    idx += li->ops[k].map ? li->ops[k].map->u.map.num_results : 0;
  for (uint32_t k = li->nin; k < li->nin + li->nout; k++) {
    const LinOperand *o = &li->ops[k];
    unsigned char *a =
        mlb_imemref_addr_at(ex, ins, fr[o->slot].m, idx, o->esize, "write");
    if (!a)
      return false;
    mlb_ielem_store(o->ek, a, fr[yield->opnd[k - li->nin]]);
    idx += o->map->u.map.num_results;
  }
  return true;
}

static bool next_point(const LinInfo *li, Point *p) {
  for (uint32_t d = li->nloops; d-- > 0;) {
    if (++p->loop[d] < p->sizes[d])
      return true;
    p->loop[d] = 0;
  }
  return false;
}

static int run_points(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      const LinInfo *li, Point *p) {
  for (uint32_t d = 0; d < li->nloops; d++) {
    p->sizes[d] = fr[li->ops[li->size_opnd[d]].slot].m->sizes[li->size_pos[d]];
    if (p->sizes[d] <= 0)
      return MLB_X_NEXT;
  }
  do {
    if (!read_operands(ex, fr, ins, li, p))
      return mlb_iexec_after_violation(ex, ins) == MLB_X_NEXT ? MLB_X_NEXT
                                                               : MLB_X_ERROR;
    const MlbIns *yield;
    int rc = mlb_iexec_region(ex, fr, ins->regions, &yield);
    if (rc != MLB_X_EXIT)
      return rc;
    if (!write_outputs(ex, fr, ins, li, p, yield))
      return mlb_iexec_after_violation(ex, ins) == MLB_X_NEXT ? MLB_X_NEXT
                                                               : MLB_X_ERROR;
  } while (next_point(li, p));
  return MLB_X_NEXT;
}

EXEC(structured) {
  const LinInfo *li = ins->aux;
  for (uint32_t k = li->nin; k < li->nin + li->nout; k++) {
    const MlbIMemref *m = fr[li->ops[k].slot].m;
    MlbHeapBlock *b = mlb_heap_live(&ex->heap, m->ref);
    if (b && b->readonly)
      return mlb_iexec_error(ex, ins, "output is a constant global");
  }
  Point p;
  p.loop = mlb_calloc(2 * (size_t)li->nloops + li->idx_len + 1,
                      sizeof(int64_t));
  p.sizes = p.loop + li->nloops;
  p.idx = p.sizes + li->nloops;
  const int64_t *saved = ex->loop_point;
  ex->loop_point = p.loop;
  int rc = run_points(ex, fr, ins, li, &p);
  ex->loop_point = saved;
  mlb_free(p.loop);
  return rc;
}

/* linalg.index: the current point of the innermost structured op. */
EXEC(index) {
  if (!ex->loop_point)
    return mlb_iexec_error(ex, ins, "linalg.index outside a structured op");
  fr[ins->res[0]].i = ex->loop_point[ins->imm];
  return MLB_X_NEXT;
}

static MlbStatus lower_index(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *d = mlb_op_get_attr(op, "dim");
  if (!d || d->kind != MLB_ATTR_INTEGER)
    return mlb_ilower_unsupported(lw, op, "dim");
  ins->imm = d->u.integer.value;
  return MLB_SUCCESS;
}

/* ==== Lowering ==== */

/* Identity map over `rank` dims, or the empty map for scalars: the
 * implicit maps of fill, copy and the elementwise named ops. */
static const MlbAttr *implicit_map(MlbContext *ctx, const MlbType *t,
                                   uint32_t rank) {
  if (t->kind != MLB_TYPE_MEMREF)
    return NULL;
  MlbAffineExpr **r = mlb_calloc(rank + 1, sizeof *r);
  for (uint32_t i = 0; i < rank; i++)
    r[i] = mlb_affine_dim(ctx, i);
  const MlbAttr *m = mlb_attr_affine_map(ctx, rank, 0, rank, r);
  mlb_free(r);
  return m;
}

static bool decode_maps(MlbILower *lw, MlbOperation *op, LinInfo *li) {
  MlbAttr *maps = mlb_op_get_attr(op, "indexing_maps");
  uint32_t n = li->nin + li->nout;
  bool implicit = !maps && mlb_ilower_def(op)->data;
  if (!implicit && (!maps || maps->kind != MLB_ATTR_ARRAY || maps->u.array.n != n))
    return false;
  MlbType *out = mlb_op_operand(op, li->nin)->type;
  if (out->kind != MLB_TYPE_MEMREF)
    return false;
  li->nloops = implicit ? out->u.shaped.rank
                        : maps->u.array.elems[0]->u.map.num_dims;
  for (uint32_t k = 0; k < n; k++) {
    MlbType *t = mlb_op_operand(op, k)->type;
    const MlbAttr *m = implicit ? implicit_map(lw->ctx, t, li->nloops)
                                : maps->u.array.elems[k];
    if (t->kind == MLB_TYPE_MEMREF && !m)
      return false;
    if (m && (m->kind != MLB_ATTR_AFFINE_MAP || m->u.map.num_syms ||
              m->u.map.num_dims != li->nloops ||
              (t->kind == MLB_TYPE_MEMREF &&
               m->u.map.num_results != t->u.shaped.rank)))
      return false;
    for (uint32_t r = 0; m && r < m->u.map.num_results; r++)
      if (!expr_supported(m->u.map.results[r], li->nloops))
        return false;
    li->ops[k].map = t->kind == MLB_TYPE_MEMREF ? m : NULL;
  }
  return true;
}

/* Each loop's size is the size of an operand dim indexed by it alone. */
static bool decode_loop_sizes(MlbILower *lw, LinInfo *li) {
  li->size_opnd = mlb_ilower_alloc(lw, (li->nloops + 1) * sizeof(uint32_t));
  li->size_pos = mlb_ilower_alloc(lw, (li->nloops + 1) * sizeof(uint32_t));
  for (uint32_t d = 0; d < li->nloops; d++) {
    bool found = false;
    for (uint32_t k = 0; k < li->nin + li->nout && !found; k++) {
      const MlbAttr *m = li->ops[k].map;
      for (uint32_t r = 0; m && r < m->u.map.num_results && !found; r++) {
        const MlbAffineExpr *e = m->u.map.results[r];
        if (e->kind == MLB_AFFINE_DIM && e->value == (int64_t)d) {
          li->size_opnd[d] = k;
          li->size_pos[d] = r;
          found = true;
        }
      }
    }
    if (!found)
      return false;
  }
  return true;
}

static MlbStatus lower_structured(MlbILower *lw, MlbOperation *op,
                                  MlbIns *ins) {
  LinInfo *li = mlb_ilower_alloc(lw, sizeof *li);
  uint32_t s, n;
  if (op->num_results)
    return mlb_ilower_unsupported(lw, op, "tensor operands");
  if (!mlb_op_operand_segment(op, 0, &s, &li->nin) ||
      !mlb_op_operand_segment(op, 1, &s, &n) || !n)
    return mlb_ilower_unsupported(lw, op, "operand segments");
  li->nout = n;
  const MlbLRegion *r = ins->regions;
  if (ins->nregions != 1 || r->nblocks != 1 ||
      r->blocks[0].nargs != li->nin + li->nout)
    return mlb_ilower_unsupported(lw, op, "region shape");
  li->ops = mlb_ilower_alloc(lw, (li->nin + li->nout) * sizeof(LinOperand));
  if (!decode_maps(lw, op, li) || !decode_loop_sizes(lw, li))
    return mlb_ilower_unsupported(lw, op, "indexing maps");
  for (uint32_t k = 0; k < li->nin + li->nout; k++) {
    LinOperand *o = &li->ops[k];
    MlbType *t = mlb_op_operand(op, k)->type;
    o->slot = ins->opnd[k];
    o->ek = mlb_ielem_kind(o->map ? t->u.shaped.elt : t);
    o->esize = mlb_ielem_size(o->ek);
    if (o->ek == MLB_EK_NONE || (k >= li->nin && !o->map))
      return mlb_ilower_unsupported(lw, op, "operand types");
    li->idx_len += o->map ? o->map->u.map.num_results : 0;
  }
  ins->aux = li;
  return MLB_SUCCESS;
}

static const char implicit_maps = 1;
#define ELEMENTWISE(n) {"linalg." n, structured, lower_structured, &implicit_maps}
#define EXPLICIT(n) {"linalg." n, structured, lower_structured, NULL}

static const MlbIOpDef linalg_defs[] = {
    EXPLICIT("generic"), EXPLICIT("matmul"), EXPLICIT("batch_matmul"),
    EXPLICIT("matvec"), EXPLICIT("vecmat"), EXPLICIT("dot"),
    ELEMENTWISE("fill"), ELEMENTWISE("copy"), ELEMENTWISE("add"),
    ELEMENTWISE("sub"), ELEMENTWISE("mul"), ELEMENTWISE("div"),
    ELEMENTWISE("div_unsigned"), ELEMENTWISE("max"), ELEMENTWISE("min"),
    ELEMENTWISE("powf"), ELEMENTWISE("exp"), ELEMENTWISE("log"),
    ELEMENTWISE("abs"), ELEMENTWISE("ceil"), ELEMENTWISE("floor"),
    ELEMENTWISE("negf"), ELEMENTWISE("reciprocal"), ELEMENTWISE("round"),
    ELEMENTWISE("sqrt"), ELEMENTWISE("rsqrt"), ELEMENTWISE("square"),
    ELEMENTWISE("tanh"), ELEMENTWISE("erf"),
    {"linalg.index", index, lower_index, NULL},
    {"linalg.yield", mlb_iexec_exit, NULL, NULL},
};

void mlb_interp_register_linalg(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, linalg_defs, MLB_ARRAY_LEN(linalg_defs));
}
