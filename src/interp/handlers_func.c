/* handlers_func.c - interpreter handlers of the func dialect: direct calls
 * (to interpreted functions or to runner utilities), function values
 * (func.constant) with indirect calls, and returns.
 */
#include "interp/interp_int.h"

static int exec_call(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  return mlb_iexec_call(ex, ins->aux, fr, ins->opnd, ins->res, ins);
}

/* Resolves and lowers the callee; a declaration must be a runner utility
 * (printMemrefF32, ...). */
static MlbStatus lower_call(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *callee = mlb_op_get_attr(op, "callee");
  MlbOperation *fop = callee ? mlb_symbol_resolve(op, callee) : NULL;
  if (!fop)
    return mlb_op_emit_error(lw->ctx, op, "callee not found");
  MlbLFunc *fn = mlb_ilower_func(lw->in, fop);
  if (!fn)
    return MLB_FAILURE;
  if (fn->external)
    return mlb_op_emit_error(lw->ctx, op,
                             "calls @%s, a declaration that is not a runner "
                             "utility known to mlbuf-run",
                             fn->name ? fn->name : "?");
  ins->aux = fn;
  return MLB_SUCCESS;
}

/* ==== Function values ==== */

/* A function value is its lowered function. */
static int exec_constant(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].p = ins->aux;
  return MLB_X_NEXT;
}

static MlbStatus lower_constant(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *value = mlb_op_get_attr(op, "value");
  MlbOperation *fop = value ? mlb_symbol_resolve(op, value) : NULL;
  if (!fop)
    return mlb_op_emit_error(lw->ctx, op, "function not found");
  ins->aux = mlb_ilower_func(lw->in, fop);
  return ins->aux ? MLB_SUCCESS : MLB_FAILURE;
}

/* Operand 0 is the callee; runner utilities read their arguments from
 * the instruction's operands, so they get a view without it. */
static int exec_call_indirect(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  MlbLFunc *fn = fr[ins->opnd[0]].p;
  if (!fn)
    return mlb_iexec_error(ex, ins, "call through an unset function value");
  if (fn->external)
    return mlb_iexec_error(ex, ins, "calls @%s, a declaration that is not a "
                                    "runner utility known to mlbuf-run",
                           fn->name ? fn->name : "?");
  MlbIns args = *ins;
  args.opnd++;
  args.nopnd--;
  return mlb_iexec_call(ex, fn, fr, args.opnd, ins->res, &args);
}

static const MlbIOpDef func_defs[] = {
    {"func.call", exec_call, lower_call, NULL, false},
    {"func.constant", exec_constant, lower_constant, NULL, false},
    {"func.call_indirect", exec_call_indirect, NULL, NULL, false},
    {"func.return", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_func(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, func_defs, MLB_ARRAY_LEN(func_defs));
}
