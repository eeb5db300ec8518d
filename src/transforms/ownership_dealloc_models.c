/* ownership_dealloc_models.c - the deallocation facts of shipped ops
 * (MlbDeallocIface), as upstream attaches BufferDeallocationOpInterface
 * external models to cf.cond_br and arith.select from their dialects'
 * transform libraries:
 *   - cf.cond_br takes its first successor when operand 0 is true, so the
 *     pass deallocates before it with conditions and-ed with the branch
 *     condition instead of splitting its edges;
 *   - arith.select picks operand 1 when operand 0 is true, else operand 2,
 *     so a returned select's ownership is a select of the operands'.
 * The tables are attached when the pass runs, to ops that have none yet;
 * a dialect (or an embedder, through mlb_attach_iface) may attach its own
 * first.
 */
#include "transforms/ownership_dealloc.h"

static const MlbDeallocIface k_cond_br = {.cond_branch = true,
                                          .condition = 0};
static const MlbDeallocIface k_select = {
    .cond_select = true, .condition = 0, .if_true = 1, .if_false = 2};

static const struct {
  const char *op;
  const MlbDeallocIface *table;
} k_models[] = {
    {"cf.cond_br", &k_cond_br},
    {"arith.select", &k_select},
};

void od_attach_models(MlbContext *ctx) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_models); i++) {
    MlbOpDesc *d = mlb_lookup_op_mutable(ctx, k_models[i].op);
    if (d && !d->ifaces[MLB_IFACE_DEALLOC])
      d->ifaces[MLB_IFACE_DEALLOC] = k_models[i].table;
  }
}

/* The op's table, when its indices fit the op at hand. */
const MlbDeallocIface *od_dealloc_iface(const MlbOperation *op) {
  const MlbDeallocIface *d = mlb_op_iface(op, MLB_IFACE_DEALLOC);
  if (!d || d->condition >= op->num_operands ||
      !mlb_type_is_int(op->operands[d->condition].value->type, 1))
    return NULL;
  if (d->cond_branch && op->num_successors != 2)
    return NULL;
  if (d->cond_select &&
      (d->if_true >= op->num_operands || d->if_false >= op->num_operands ||
       op->num_results != 1))
    return NULL;
  return d;
}
