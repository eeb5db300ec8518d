/* handlers_scf_forall.c - interpreter handler of scf.forall and its
 * terminator scf.forall.in_parallel.
 *
 * The iterations run one after another, in row-major order of the
 * iteration space (a valid schedule of a parallel loop). Each shared
 * output gets an accumulator: a fresh copy of its initial tensor, held in
 * the op's result slot and bound to the body's block argument. After each
 * iteration's body, the in_parallel region runs; its
 * tensor.parallel_insert_slice ops write into the accumulators in place
 * (see handlers_tensor_slice.c). Iterations therefore see the inserts of
 * the earlier ones, as the bufferized loop run sequentially would. Like
 * scf.parallel, each iteration is an allocation scope.
 */
#include "interp/interp_int.h"

typedef struct ForallInfo {
  MlbIMixed lb, ub, step;
  uint32_t nout;
} ForallInfo;

/* Runs one iteration: the body, then the in_parallel region. */
static int forall_step(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  uint32_t mark = mlb_heap_scope_begin(&ex->heap);
  const MlbIns *term;
  int rc = mlb_iexec_region(ex, fr, ins->regions, &term);
  if (rc != MLB_X_EXIT)
    return rc;
  if (term->nregions) {
    const MlbIns *end;
    rc = mlb_iexec_region(ex, fr, term->regions, &end);
    if (rc != MLB_X_EXIT)
      return rc;
  }
  if (ex->heap.allocas.len > mark)
    mlb_heap_scope_end(&ex->heap, mark, term->op->loc);
  return MLB_X_NEXT;
}

/* Sets the induction variables to the lower bounds; false when the
 * iteration space is empty. */
static bool first_point(const ForallInfo *fi, MlbISlot *fr,
                        const uint32_t *iv) {
  for (uint32_t d = 0; d < fi->lb.n; d++) {
    int64_t lb = mlb_imixed_at(&fi->lb, fr, d);
    if (lb >= mlb_imixed_at(&fi->ub, fr, d))
      return false;
    fr[iv[d]].i = lb;
  }
  return true;
}

/* Advances the odometer, innermost dimension first; false at the end. */
static bool next_point(const ForallInfo *fi, MlbISlot *fr,
                       const uint32_t *iv) {
  for (uint32_t d = fi->lb.n; d-- > 0;) {
    fr[iv[d]].i += mlb_imixed_at(&fi->step, fr, d);
    if (fr[iv[d]].i < mlb_imixed_at(&fi->ub, fr, d))
      return true;
    fr[iv[d]].i = mlb_imixed_at(&fi->lb, fr, d);
  }
  return false;
}

static int exec_forall(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const ForallInfo *fi = ins->aux;
  const MlbLBlock *body = ins->regions[0].blocks;
  const uint32_t *iv = body->args, *shared = body->args + fi->lb.n;
  const uint32_t *init = ins->opnd + ins->nopnd - fi->nout;
  for (uint32_t k = 0; k < fi->nout; k++) {
    const MlbITensor *t = fr[init[k]].t;
    MlbITensor *acc = mlb_itensor_reshaped(ex, t, t->rank, t->shape);
    fr[ins->res[k]].t = acc;
    fr[shared[k]].t = acc;
  }
  for (uint32_t d = 0; d < fi->step.n; d++)
    if (mlb_imixed_at(&fi->step, fr, d) <= 0)
      return mlb_iexec_error(ex, ins, "scf.forall step must be positive");
  if (!first_point(fi, fr, iv))
    return MLB_X_NEXT;
  do {
    int rc = forall_step(ex, fr, ins);
    if (rc != MLB_X_NEXT)
      return rc;
  } while (next_point(fi, fr, iv));
  return MLB_X_NEXT;
}

static MlbStatus lower_forall(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  ForallInfo *fi = mlb_ilower_alloc(lw, sizeof *fi);
  if (!mlb_imixed_decode(lw, op, ins, "staticLowerBound", 0, &fi->lb) ||
      !mlb_imixed_decode(lw, op, ins, "staticUpperBound", 1, &fi->ub) ||
      !mlb_imixed_decode(lw, op, ins, "staticStep", 2, &fi->step) ||
      fi->ub.n != fi->lb.n || fi->step.n != fi->lb.n)
    return mlb_ilower_unsupported(lw, op, "bounds");
  fi->nout = ins->nres;
  for (uint32_t k = 0; k < ins->nres; k++)
    if (mlb_op_result(op, k)->type->kind != MLB_TYPE_TENSOR)
      return mlb_ilower_unsupported(lw, op, "shared outputs of this type");
  const MlbLRegion *r = ins->regions;
  if (ins->nregions != 1 || r->nblocks != 1 ||
      r->blocks[0].nargs != fi->lb.n + fi->nout)
    return mlb_ilower_unsupported(lw, op, "region shape");
  ins->aux = fi;
  return MLB_SUCCESS;
}

static const MlbIOpDef scf_forall_defs[] = {
    {"scf.forall", exec_forall, lower_forall, NULL, false},
    {"scf.forall.in_parallel", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_scf_forall(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, scf_forall_defs,
                          MLB_ARRAY_LEN(scf_forall_defs));
}
