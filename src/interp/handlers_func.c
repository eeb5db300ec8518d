/* handlers_func.c - interpreter handlers of the func dialect: direct calls
 * (to interpreted functions or to runner utilities) and returns.
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

static const MlbIOpDef func_defs[] = {
    {"func.call", exec_call, lower_call, NULL},
    {"func.return", mlb_iexec_exit, NULL, NULL},
};

void mlb_interp_register_func(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, func_defs, MLB_ARRAY_LEN(func_defs));
}
