/* handlers_linalg.c - interpreter handlers of linalg structured ops:
 * linalg.generic, map, reduce, transpose, broadcast, and the named ops
 * whose payload region the parser builds (fill, copy, the elementwise
 * ops, matmul and the other contractions, the convolutions), on memrefs
 * and on tensors.
 *
 * Execution is the reference loop nest, run in order: every point of the
 * iteration space (loop sizes come from operand dimensions indexed by a
 * bare loop dimension) reads each operand's element through its indexing
 * map into the region's arguments, runs the region, and stores the
 * linalg.yield operands into the outputs. Outputs are re-read at every
 * point, so reductions accumulate. Every access is bounds-checked like
 * memref.load/store. Tensor operands run through temporary buffers
 * (handlers_linalg_tensor.c); the maps of each op kind are decoded in
 * handlers_linalg_maps.c.
 */
#include <inttypes.h>

#include "dialects/common.h"
#include "interp/interp_linalg.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Execution ==== */

typedef struct Point {
  int64_t *loop, *sizes, *idx; /* idx: each operand's indices, packed */
} Point;

/* Evaluates every operand's indices at the current point. */
static void eval_indices(const MlbLinInfo *li, Point *p) {
  for (uint32_t k = 0; k < li->nin + li->nout; k++) {
    const MlbAttr *m = li->ops[k].map;
    for (uint32_t r = 0; m && r < m->u.map.num_results; r++)
      p->idx[li->ops[k].idx_at + r] =
          mlb_iaffine_eval(m->u.map.results[r], p->loop, NULL);
  }
}

/* Loads the elements the region reads (the first nargs operands) into its
 * arguments; false after a report. */
static bool read_operands(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                          const MlbLinInfo *li, const Point *p) {
  const uint32_t *args = ins->regions[0].blocks[0].args;
  for (uint32_t k = 0; k < li->nargs; k++) {
    const MlbLinOperand *o = &li->ops[k];
    if (!o->map) {
      fr[args[k]] = fr[o->slot];
      continue;
    }
    unsigned char *a = mlb_imemref_addr_at(ex, ins, fr[o->slot].m,
                                           p->idx + o->idx_at, o->esize,
                                           "read");
    if (!a)
      return false;
    fr[args[k]] = mlb_ielem_load(o->ek, a);
  }
  return true;
}

static bool write_outputs(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                          const MlbLinInfo *li, const Point *p,
                          const MlbIns *yield) {
  for (uint32_t k = li->nin; k < li->nin + li->nout; k++) {
    const MlbLinOperand *o = &li->ops[k];
    unsigned char *a = mlb_imemref_addr_at(ex, ins, fr[o->slot].m,
                                           p->idx + o->idx_at, o->esize,
                                           "write");
    if (!a)
      return false;
    mlb_ielem_store(o->ek, a, fr[yield->opnd[k - li->nin]]);
  }
  return true;
}

static bool next_point(const MlbLinInfo *li, Point *p) {
  for (uint32_t d = li->nloops; d-- > 0;) {
    if (++p->loop[d] < p->sizes[d])
      return true;
    p->loop[d] = 0;
  }
  return false;
}

static int run_points(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                      const MlbLinInfo *li, Point *p) {
  for (uint32_t d = 0; d < li->nloops; d++) {
    p->sizes[d] = fr[li->ops[li->size_opnd[d]].slot].m->sizes[li->size_pos[d]];
    if (p->sizes[d] <= 0)
      return MLB_X_NEXT;
  }
  do {
    eval_indices(li, p);
    if (!read_operands(ex, fr, ins, li, p))
      return mlb_iexec_after_violation(ex, ins);
    const MlbIns *yield;
    int rc = mlb_iexec_region(ex, fr, ins->regions, &yield);
    if (rc != MLB_X_EXIT)
      return rc;
    if (!write_outputs(ex, fr, ins, li, p, yield))
      return mlb_iexec_after_violation(ex, ins);
  } while (next_point(li, p));
  return MLB_X_NEXT;
}

static int run_nest(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                    const MlbLinInfo *li) {
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

EXEC(structured) {
  const MlbLinInfo *li = ins->aux;
  if (!li->ntensors)
    return run_nest(ex, fr, ins, li);
  mlb_ilinalg_tensors_begin(ex, fr, ins, li);
  int rc = run_nest(ex, fr, ins, li);
  mlb_ilinalg_tensors_end(ex, fr, li, rc == MLB_X_NEXT);
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

/* Each loop's size is the size of an operand dim indexed by it alone. */
static bool decode_loop_sizes(MlbILower *lw, MlbLinInfo *li) {
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
  MlbLinInfo *li = mlb_ilower_alloc(lw, sizeof *li);
  MlbLinKind kind = *(const MlbLinKind *)mlb_ilower_def(op)->data;
  if (!mlb_ilinalg_decode_maps(lw, op, kind, li) ||
      !decode_loop_sizes(lw, li))
    return mlb_ilower_unsupported(lw, op, "operands or indexing maps");
  const MlbLRegion *r = ins->regions;
  /* linalg.map's region takes the init element too since LLVM 22. */
  if (kind == MLB_LIN_MAP && ins->nregions == 1 && r->nblocks == 1 &&
      r->blocks[0].nargs == li->nin + li->nout)
    li->nargs = li->nin + li->nout;
  if (ins->nregions != 1 || r->nblocks != 1 || r->blocks[0].nargs != li->nargs)
    return mlb_ilower_unsupported(lw, op, "region shape");
  for (uint32_t k = 0; k < li->nin + li->nout; k++) {
    MlbLinOperand *o = &li->ops[k];
    MlbType *t = mlb_op_operand(op, k)->type;
    o->slot = ins->opnd[k];
    o->ek = mlb_ielem_kind(o->map ? t->u.shaped.elt : t);
    o->esize = mlb_ielem_size(o->ek);
    if (o->ek == MLB_EK_NONE)
      return mlb_ilower_unsupported(lw, op, "operand types");
  }
  MLB_TRY(mlb_ilinalg_lower_tensors(lw, op, ins, li));
  ins->aux = li;
  return MLB_SUCCESS;
}

static const MlbLinKind k_explicit = MLB_LIN_EXPLICIT,
                        k_identity = MLB_LIN_IDENTITY, k_map = MLB_LIN_MAP,
                        k_reduce = MLB_LIN_REDUCE,
                        k_transpose = MLB_LIN_TRANSPOSE,
                        k_broadcast = MLB_LIN_BROADCAST;
#define OP(n, kind) {"linalg." n, structured, lower_structured, &kind, false}
#define ELEMENTWISE(n) OP(n, k_identity)
#define EXPLICIT(n) OP(n, k_explicit)

static const MlbIOpDef linalg_defs[] = {
    EXPLICIT("generic"), EXPLICIT("matmul"), EXPLICIT("batch_matmul"),
    EXPLICIT("batch_reduce_matmul"), EXPLICIT("matvec"), EXPLICIT("vecmat"),
    EXPLICIT("batch_matvec"), EXPLICIT("batch_vecmat"), EXPLICIT("dot"),
    EXPLICIT("contract"), EXPLICIT("mmt4d"), EXPLICIT("elementwise"),
    /* Convolutions: their maps are the memoized ones the verifier adds
     * (linalg_conv.c); the _q variants' zero points are scalar inputs. */
    EXPLICIT("conv_1d"), EXPLICIT("conv_2d"), EXPLICIT("conv_3d"),
    EXPLICIT("conv_1d_nwc_wcf"), EXPLICIT("conv_1d_ncw_fcw"),
    EXPLICIT("conv_2d_nhwc_hwcf"), EXPLICIT("conv_2d_nhwc_fhwc"),
    EXPLICIT("conv_2d_nhwc_hwcf_q"), EXPLICIT("conv_2d_nchw_fchw"),
    EXPLICIT("conv_2d_nchw_fchw_q"), EXPLICIT("conv_3d_ndhwc_dhwcf"),
    /* Poolings, depthwise and grouped convolutions, zero-point
     * contractions: memoized maps too. */
    EXPLICIT("batch_mmt4d"), EXPLICIT("conv_2d_ngchw_fgchw"),
    EXPLICIT("conv_2d_ngchw_gfchw"), EXPLICIT("conv_2d_ngchw_gfchw_q"),
    EXPLICIT("conv_2d_nhwgc_gfhwc"), EXPLICIT("conv_2d_nhwgc_gfhwc_q"),
    EXPLICIT("conv_3d_ncdhw_fcdhw"), EXPLICIT("depthwise_conv_1d_ncw_cw"),
    EXPLICIT("depthwise_conv_1d_nwc_wc"),
    EXPLICIT("depthwise_conv_1d_nwc_wcm"),
    EXPLICIT("depthwise_conv_2d_nchw_chw"),
    EXPLICIT("depthwise_conv_2d_nhwc_hwc"),
    EXPLICIT("depthwise_conv_2d_nhwc_hwc_q"),
    EXPLICIT("depthwise_conv_2d_nhwc_hwcm"),
    EXPLICIT("depthwise_conv_2d_nhwc_hwcm_q"),
    EXPLICIT("depthwise_conv_3d_ncdhw_cdhw"),
    EXPLICIT("depthwise_conv_3d_ndhwc_dhwc"),
    EXPLICIT("depthwise_conv_3d_ndhwc_dhwcm"), EXPLICIT("pooling_nchw_max"),
    EXPLICIT("pooling_nchw_sum"), EXPLICIT("pooling_ncw_max"),
    EXPLICIT("pooling_ncw_sum"), EXPLICIT("pooling_ndhwc_max"),
    EXPLICIT("pooling_ndhwc_min"), EXPLICIT("pooling_ndhwc_sum"),
    EXPLICIT("pooling_nhwc_max"), EXPLICIT("pooling_nhwc_max_unsigned"),
    EXPLICIT("pooling_nhwc_min"), EXPLICIT("pooling_nhwc_min_unsigned"),
    EXPLICIT("pooling_nhwc_sum"), EXPLICIT("pooling_nwc_max"),
    EXPLICIT("pooling_nwc_max_unsigned"), EXPLICIT("pooling_nwc_min"),
    EXPLICIT("pooling_nwc_min_unsigned"), EXPLICIT("pooling_nwc_sum"),
    EXPLICIT("quantized_batch_matmul"), EXPLICIT("quantized_matmul"),
    OP("map", k_map), OP("reduce", k_reduce), OP("transpose", k_transpose),
    OP("broadcast", k_broadcast),
    ELEMENTWISE("fill"), ELEMENTWISE("copy"), ELEMENTWISE("add"),
    ELEMENTWISE("sub"), ELEMENTWISE("mul"), ELEMENTWISE("div"),
    ELEMENTWISE("div_unsigned"), ELEMENTWISE("max"), ELEMENTWISE("min"),
    ELEMENTWISE("powf"), ELEMENTWISE("exp"), ELEMENTWISE("log"),
    ELEMENTWISE("abs"), ELEMENTWISE("ceil"), ELEMENTWISE("floor"),
    ELEMENTWISE("negf"), ELEMENTWISE("reciprocal"), ELEMENTWISE("round"),
    ELEMENTWISE("sqrt"), ELEMENTWISE("rsqrt"), ELEMENTWISE("square"),
    ELEMENTWISE("tanh"), ELEMENTWISE("erf"), ELEMENTWISE("select"),
    {"linalg.index", index, lower_index, NULL, false},
    {"linalg.yield", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_linalg(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, linalg_defs, MLB_ARRAY_LEN(linalg_defs));
}
