/* iface_common.c - pieces shared by the dialects' interface registrations:
 * attaching entry tables, common effect/view/terminator tables, and the
 * region-branch functions several ops have in common.
 */
#include "interfaces/registrations.h"

void mlb_attach_iface_entries(MlbContext *ctx, const MlbIfaceEntry *e,
                              size_t n) {
  for (size_t i = 0; i < n; i++) {
    MlbOpDesc *d = mlb_lookup_op_mutable(ctx, e[i].op);
    if (d && (unsigned)e[i].id < MLB_IFACE_COUNT)
      mlb_desc_set_iface(d, e[i].id, e[i].table);
  }
}

void mlb_desc_set_iface(MlbOpDesc *d, MlbIfaceId id, const void *table) {
  d->ifaces[id] = table;
  /* A callable is a function to every layer: mlb_op_is_function (ir)
   * reads the trait alone. */
  if (id == MLB_IFACE_CALLABLE && table)
    d->traits |= MLB_TRAIT_FUNCTION_LIKE;
}

const MlbEffectsIface mlb_iface_no_effects = {0};
const MlbEffectsIface mlb_iface_recursive_effects = {.recursive = true};
const MlbViewIface mlb_iface_view_of_operand0 = {.source_operand = 0};

MLB_HOT static void forward_all(MlbOperation *term, int32_t to, uint32_t *start,
                                uint32_t *count) {
  MLB_UNUSED(to);
  *start = 0;
  *count = term->num_operands;
}

static void forward_none(MlbOperation *term, int32_t to, uint32_t *start,
                         uint32_t *count) {
  MLB_UNUSED(term);
  MLB_UNUSED(to);
  *start = 0;
  *count = 0;
}

const MlbRegionTermIface mlb_iface_term_forward_all = {forward_all};
const MlbRegionTermIface mlb_iface_term_forward_none = {forward_none};

uint32_t mlb_rb_num_entry_args(MlbOperation *op, uint32_t r) {
  if (r >= op->num_regions || !op->regions[r].first)
    return 0;
  return op->regions[r].first->num_args;
}

void mlb_rb_single_region_successors(MlbOperation *op, int32_t from,
                                     MlbU32Vec *out) {
  MLB_UNUSED(op);
  mlb_rb_push(out, from == MLB_REGION_PARENT ? 0 : MLB_REGION_PARENT);
}

MLB_HOT void mlb_rb_if_successors(MlbOperation *op, int32_t from,
                                  MlbU32Vec *out) {
  if (from != MLB_REGION_PARENT) {
    mlb_rb_push(out, MLB_REGION_PARENT);
    return;
  }
  mlb_rb_push(out, 0);
  bool has_else = op->num_regions > 1 && !mlb_region_empty(&op->regions[1]);
  mlb_rb_push(out, has_else ? 1 : MLB_REGION_PARENT);
}

MLB_HOT void mlb_rb_no_entry_operands(MlbOperation *op, int32_t to,
                                      uint32_t *start, uint32_t *count) {
  MLB_UNUSED(op);
  MLB_UNUSED(to);
  *start = 0;
  *count = 0;
}

void mlb_rb_args_or_results(MlbOperation *op, int32_t to, uint32_t *first,
                            uint32_t *count) {
  *first = 0;
  *count = to == MLB_REGION_PARENT ? op->num_results
                                   : mlb_rb_num_entry_args(op, (uint32_t)to);
}

MLB_HOT void mlb_rb_results_only(MlbOperation *op, int32_t to, uint32_t *first,
                                 uint32_t *count) {
  *first = 0;
  *count = to == MLB_REGION_PARENT ? op->num_results : 0;
}

void mlb_rb_no_inputs(MlbOperation *op, int32_t to, uint32_t *first,
                      uint32_t *count) {
  MLB_UNUSED(op);
  MLB_UNUSED(to);
  *first = 0;
  *count = 0;
}
