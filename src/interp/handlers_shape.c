/* handlers_shape.c - interpreter handlers of the shape ops mlbuf knows:
 * shape.const_witness and shape.assuming.
 *
 * A witness is an i1 slot: whether the constraint it stands for holds.
 * shape.assuming runs its region once, on the same frame, and hands the
 * yield's operands to its results (its region-branch model). Upstream
 * gives the region no meaning when the witness is false (the constraint
 * ops lower to assertions that stop the program first), so running a
 * shape.assuming on a false witness is reported as an error rather than
 * skipped or run (canonicalize may inline such a region, as upstream's
 * AssumingWithTrue does: the program then runs it, one of the behaviours
 * an undefined one allows).
 */
#include "interp/interp_int.h"

static int exec_const_witness(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = ins->imm;
  return MLB_X_NEXT;
}

static MlbStatus lower_const_witness(MlbILower *lw, MlbOperation *op,
                                     MlbIns *ins) {
  MlbAttr *v = mlb_op_get_prop(op, "passing");
  if (!v || v->kind != MLB_ATTR_INTEGER)
    return mlb_ilower_unsupported(lw, op, "no boolean 'passing'");
  ins->imm = v->u.integer.value != 0;
  return MLB_SUCCESS;
}

static int exec_assuming(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  if (!fr[ins->opnd[0]].i)
    return mlb_iexec_error(ex, ins, "shape.assuming: the witness is false");
  return mlb_iexec_region_to_results(ex, fr, ins, &ins->regions[0]);
}

static const MlbIOpDef shape_defs[] = {
    {"shape.const_witness", exec_const_witness, lower_const_witness, NULL,
     false},
    {"shape.assuming", exec_assuming, NULL, NULL, false},
    {"shape.assuming_yield", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_shape(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, shape_defs, MLB_ARRAY_LEN(shape_defs));
}
