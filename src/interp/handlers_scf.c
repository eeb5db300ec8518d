/* handlers_scf.c - interpreter handlers of the scf dialect.
 *
 * Region ops run their regions on the same frame (all values of a function
 * have slots in it). Loop-carried values move through precomputed parallel
 * copies (a yield may swap iter_args); values leaving a region are copied
 * from its exit terminator's operands. scf.for and scf.parallel are
 * automatic allocation scopes: allocas made in an iteration die at its end.
 * scf.parallel runs its iterations in order, reducing as it goes.
 */
#include "interp/interp_int.h"

static inline const MlbIns *block_terminator(const MlbLBlock *b) {
  return &b->ins[b->nins - 1];
}

/* Ends the allocas of one iteration, if it made any. */
static inline void end_iteration_scope(MlbExec *ex, uint32_t mark,
                                       const MlbIns *exit) {
  if (ex->heap.allocas.len > mark)
    mlb_heap_scope_end(&ex->heap, mark, exit->op->loc);
}

/* ==== scf.for ==== */

typedef struct ForInfo {
  uint32_t iv;
  uint32_t width; /* of the induction variable's type */
  bool is_unsigned;
  MlbIMoves init, next, out; /* inits -> iter args, yield -> iter args,
                                iter args -> results */
} ForInfo;

static inline bool for_continue(const ForInfo *fi, int64_t iv, int64_t ub) {
  return fi->is_unsigned ? (uint64_t)iv < (uint64_t)ub : iv < ub;
}

static int exec_for(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const ForInfo *fi = ins->aux;
  int64_t lb = fr[ins->opnd[0]].i, ub = fr[ins->opnd[1]].i;
  int64_t step = fr[ins->opnd[2]].i;
  if (fi->is_unsigned && fi->width < 64) {
    /* Narrow unsigned loops count on the zero-extended values; the
     * induction variable is re-canonicalized for the body. */
    lb = (int64_t)mlb_zext(lb, fi->width);
    ub = (int64_t)mlb_zext(ub, fi->width);
    step = (int64_t)mlb_zext(step, fi->width);
  }
  if (step <= 0 && for_continue(fi, lb, ub))
    return mlb_iexec_error(ex, ins, "scf.for step must be positive, got %lld",
                           (long long)step);
  mlb_imoves_run(fr, &fi->init);
  const MlbLRegion *body = ins->regions;
  for (int64_t iv = lb; for_continue(fi, iv, ub);) {
    fr[fi->iv].i = mlb_sext(iv, fi->width);
    uint32_t mark = mlb_heap_scope_begin(&ex->heap);
    const MlbIns *exit;
    int rc = mlb_iexec_region(ex, fr, body, &exit);
    if (rc != MLB_X_EXIT)
      return rc;
    end_iteration_scope(ex, mark, exit);
    mlb_imoves_run(fr, &fi->next);
    /* Stop before iv + step would pass ub (or overflow). */
    if ((uint64_t)ub - (uint64_t)iv <= (uint64_t)step)
      break;
    iv = (int64_t)((uint64_t)iv + (uint64_t)step);
  }
  mlb_imoves_run(fr, &fi->out);
  return MLB_X_NEXT;
}

static MlbStatus lower_for(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  ForInfo *fi = mlb_ilower_alloc(lw, sizeof *fi);
  const MlbLBlock *b = ins->regions[0].blocks;
  if (ins->regions[0].nblocks != 1 || b->nargs != ins->nres + 1)
    return mlb_ilower_unsupported(lw, op, "unexpected body shape");
  fi->iv = b->args[0];
  MlbType *ivt = mlb_op_operand(op, 0)->type;
  fi->width = ivt->kind == MLB_TYPE_INTEGER ? ivt->u.integer.width : 64;
  fi->is_unsigned = mlb_op_get_attr(op, "unsignedCmp") != NULL;
  const MlbIns *y = block_terminator(b);
  uint32_t n = ins->nres;
  mlb_ilower_moves_slots(lw, n, ins->opnd + 3, b->args + 1, &fi->init);
  mlb_ilower_moves_slots(lw, n < y->nopnd ? n : y->nopnd, y->opnd, b->args + 1,
                         &fi->next);
  mlb_ilower_moves_slots(lw, n, b->args + 1, ins->res, &fi->out);
  ins->aux = fi;
  return MLB_SUCCESS;
}

/* ==== scf.if / scf.execute_region / scf.index_switch ==== */

static int exec_if(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  return mlb_iexec_region_to_results(ex, fr, ins,
                        &ins->regions[fr[ins->opnd[0]].i ? 0 : 1]);
}

static int exec_execute_region(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  return mlb_iexec_region_to_results(ex, fr, ins, &ins->regions[0]);
}

typedef struct SwitchCases {
  uint32_t n;
  const int64_t *values;
} SwitchCases;

static int exec_index_switch(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const SwitchCases *sc = ins->aux;
  int64_t v = fr[ins->opnd[0]].i;
  uint32_t region = 0; /* default */
  for (uint32_t i = 0; i < sc->n; i++)
    if (sc->values[i] == v) {
      region = i + 1;
      break;
    }
  return mlb_iexec_region_to_results(ex, fr, ins, &ins->regions[region]);
}

static MlbStatus lower_index_switch(MlbILower *lw, MlbOperation *op,
                                    MlbIns *ins) {
  MlbAttr *cases = mlb_op_get_attr(op, "cases");
  SwitchCases *sc = mlb_ilower_alloc(lw, sizeof *sc);
  if (cases && cases->kind == MLB_ATTR_DENSE_ARRAY) {
    sc->n = cases->u.darray.n;
    sc->values = cases->u.darray.ivals;
  }
  if (sc->n + 1 > ins->nregions)
    return mlb_ilower_unsupported(lw, op, "more cases than regions");
  ins->aux = sc;
  return MLB_SUCCESS;
}

/* ==== scf.while ==== */

static void copy_into_args(MlbExec *ex, MlbISlot *fr, const MlbLBlock *b,
                           const uint32_t *src, uint32_t n) {
  for (uint32_t i = 0; i < n && i < b->nargs; i++)
    mlb_iexec_copy(ex, fr, b->args[i], src[i]);
}

static int exec_while(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const MlbLRegion *before = &ins->regions[0], *after = &ins->regions[1];
  copy_into_args(ex, fr, before->blocks, ins->opnd, ins->nopnd);
  for (;;) {
    const MlbIns *cond;
    int rc = mlb_iexec_region(ex, fr, before, &cond);
    if (rc != MLB_X_EXIT)
      return rc;
    if (!fr[cond->opnd[0]].i) {
      for (uint32_t i = 0; i < ins->nres && i + 1 < cond->nopnd; i++)
        mlb_iexec_copy(ex, fr, ins->res[i], cond->opnd[i + 1]);
      return MLB_X_NEXT;
    }
    copy_into_args(ex, fr, after->blocks, cond->opnd + 1, cond->nopnd - 1);
    const MlbIns *yield;
    rc = mlb_iexec_region(ex, fr, after, &yield);
    if (rc != MLB_X_EXIT)
      return rc;
    copy_into_args(ex, fr, before->blocks, yield->opnd, yield->nopnd);
  }
}

/* ==== scf.parallel ==== */

/* Folds one iteration's scf.reduce operands into the accumulators (the
 * op's result slots) with the reduce op's regions. */
static int reduce_into(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                       const MlbIns *red) {
  for (uint32_t k = 0; k < ins->nres && k < red->nregions; k++) {
    const MlbLRegion *r = &red->regions[k];
    const MlbLBlock *b = r->blocks;
    if (b->nargs != 2)
      return mlb_iexec_error(ex, red, "malformed scf.reduce region");
    mlb_iexec_copy(ex, fr, b->args[0], ins->res[k]);
    mlb_iexec_copy(ex, fr, b->args[1], red->opnd[k]);
    const MlbIns *ret;
    int rc = mlb_iexec_region(ex, fr, r, &ret);
    if (rc != MLB_X_EXIT)
      return rc;
    mlb_iexec_copy(ex, fr, ins->res[k], ret->opnd[0]);
  }
  return MLB_X_NEXT;
}

static int parallel_step(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const MlbIns *red;
  uint32_t mark = mlb_heap_scope_begin(&ex->heap);
  int rc = mlb_iexec_region(ex, fr, ins->regions, &red);
  if (rc != MLB_X_EXIT)
    return rc;
  end_iteration_scope(ex, mark, red);
  return reduce_into(ex, fr, ins, red);
}

static int exec_parallel(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  uint32_t n = (uint32_t)ins->imm;
  const uint32_t *lb = ins->opnd, *ub = lb + n, *st = ub + n, *init = st + n;
  const uint32_t *iv = ins->regions[0].blocks[0].args;
  for (uint32_t k = 0; k < ins->nres; k++)
    mlb_iexec_copy(ex, fr, ins->res[k], init[k]);
  for (uint32_t d = 0; d < n; d++) {
    if (fr[lb[d]].i >= fr[ub[d]].i)
      return MLB_X_NEXT;
    if (fr[st[d]].i <= 0)
      return mlb_iexec_error(ex, ins, "scf.parallel step must be positive");
    fr[iv[d]].i = fr[lb[d]].i;
  }
  for (;;) {
    int rc = parallel_step(ex, fr, ins);
    if (rc != MLB_X_NEXT)
      return rc;
    /* Odometer: advance the innermost dimension first. */
    uint32_t d = n;
    while (d > 0) {
      d--;
      fr[iv[d]].i += fr[st[d]].i;
      if (fr[iv[d]].i < fr[ub[d]].i)
        break;
      fr[iv[d]].i = fr[lb[d]].i;
      if (d == 0)
        return MLB_X_NEXT;
    }
    if (n == 0)
      return MLB_X_NEXT;
  }
}

static MlbStatus lower_parallel(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *seg = mlb_op_get_attr(op, "operandSegmentSizes");
  if (!seg || seg->kind != MLB_ATTR_DENSE_ARRAY || seg->u.darray.n != 4 ||
      seg->u.darray.ivals[3] != (int64_t)ins->nres)
    return mlb_ilower_unsupported(lw, op, "unexpected operand segments");
  ins->imm = seg->u.darray.ivals[0];
  const MlbLRegion *r = ins->regions;
  if (r->nblocks != 1 || r->blocks[0].nargs != (uint32_t)ins->imm)
    return mlb_ilower_unsupported(lw, op, "unexpected body shape");
  return MLB_SUCCESS;
}

static const MlbIOpDef scf_defs[] = {
    {"scf.for", exec_for, lower_for, NULL, false},
    {"scf.if", exec_if, NULL, NULL, false},
    {"scf.execute_region", exec_execute_region, NULL, NULL, false},
    {"scf.index_switch", exec_index_switch, lower_index_switch, NULL, false},
    {"scf.while", exec_while, NULL, NULL, false},
    {"scf.parallel", exec_parallel, lower_parallel, NULL, false},
    {"scf.yield", mlb_iexec_exit, NULL, NULL, false},
    {"scf.condition", mlb_iexec_exit, NULL, NULL, false},
    {"scf.reduce", mlb_iexec_exit, NULL, NULL, false},
    {"scf.reduce.return", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_scf(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, scf_defs, MLB_ARRAY_LEN(scf_defs));
}
