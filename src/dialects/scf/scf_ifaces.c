/* scf_ifaces.c - region branching of the scf ops, as upstream's
 * RegionBranchOpInterface implementations describe it:
 *   for:      parent -> body | parent; body -> body | parent. Init args
 *             (operands 3..) enter the iter_args (block args from 1) and,
 *             when the body never runs, become the results.
 *   while:    parent -> before; before -> after | parent (scf.condition
 *             forwards all but the condition); after -> before.
 *   if:       parent -> then, else (parent when else is empty);
 *             region -> parent.
 *   execute_region: parent -> region -> parent.
 *   index_switch:   parent -> every case and the default; region -> parent.
 *   forall:   parent -> body | parent; body -> parent. Nothing is
 *             forwarded (shared outputs are updated in place).
 *   parallel: any point -> body | parent; nothing is forwarded.
 * An scf.if of constant condition and an scf.index_switch of constant
 * selector tell the one region they enter (taken_region).
 * Terminators: scf.yield forwards all operands, scf.condition all but the
 * first, scf.reduce and scf.forall.in_parallel none. The region ops have
 * RecursiveMemoryEffects.
 */
#include "interfaces/registrations.h"
#include "dialects/scf/scf_int.h"
#include "rewrite/fold.h"

/* ==== Successors ==== */
static void for_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  MLB_UNUSED(op);
  MLB_UNUSED(from);
  mlb_rb_push(out, 0);
  mlb_rb_push(out, MLB_REGION_PARENT);
}

static void while_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  MLB_UNUSED(op);
  if (from == 0) {
    mlb_rb_push(out, 1);
    mlb_rb_push(out, MLB_REGION_PARENT);
  } else {
    mlb_rb_push(out, 0);
  }
}

static void switch_successors(MlbOperation *op, int32_t from,
                              MlbU32Vec *out) {
  if (from != MLB_REGION_PARENT) {
    mlb_rb_push(out, MLB_REGION_PARENT);
    return;
  }
  for (uint32_t r = 0; r < op->num_regions; r++)
    mlb_rb_push(out, (int32_t)r);
}

static void forall_successors(MlbOperation *op, int32_t from,
                              MlbU32Vec *out) {
  MLB_UNUSED(op);
  if (from == MLB_REGION_PARENT)
    mlb_rb_push(out, 0);
  mlb_rb_push(out, MLB_REGION_PARENT);
}

/* ==== Forwarded operands and their destinations ==== */
static void for_entry_operands(MlbOperation *op, int32_t to, uint32_t *start,
                               uint32_t *count) {
  MLB_UNUSED(to);
  *start = op->num_operands < 3 ? op->num_operands : 3;
  *count = op->num_operands - *start;
}

static void for_inputs(MlbOperation *op, int32_t to, uint32_t *first,
                       uint32_t *count) {
  if (to == MLB_REGION_PARENT) {
    *first = 0;
    *count = op->num_results;
    return;
  }
  uint32_t n = mlb_rb_num_entry_args(op, 0);
  *first = n ? 1 : 0;
  *count = n ? n - 1 : 0;
}

static void while_entry_operands(MlbOperation *op, int32_t to,
                                 uint32_t *start, uint32_t *count) {
  *start = 0;
  *count = to == 0 ? op->num_operands : 0;
}

static void condition_forwarded(MlbOperation *term, int32_t to,
                                uint32_t *start, uint32_t *count) {
  MLB_UNUSED(to);
  *start = term->num_operands ? 1 : 0;
  *count = term->num_operands - *start;
}

/* ==== Trip counts ==== */
/* Trips of an scf.for whose lower bound, upper bound and step (operands
 * 0..2) are constants: ceil((ub - lb) / step), 0 when ub <= lb. */
static bool for_trip_count(MlbOperation *op, uint64_t *trips) {
  int64_t lb, ub, step;
  if (op->num_operands < 3 ||
      !mlb_value_const_int(mlb_op_operand(op, 0), &lb) ||
      !mlb_value_const_int(mlb_op_operand(op, 1), &ub) ||
      !mlb_value_const_int(mlb_op_operand(op, 2), &step) || step <= 0)
    return false;
  uint64_t span = (uint64_t)ub - (uint64_t)lb;
  *trips = ub <= lb ? 0 : (span - 1) / (uint64_t)step + 1;
  return true;
}

/* ==== Regions taken ==== */
/* An scf.if of constant condition enters its then region, or its else
 * region (none when that is empty). */
static bool if_taken_region(MlbOperation *op, MlbAttr *const *cst,
                            int32_t *region) {
  int64_t c;
  if (!op->num_operands || !mlb_attr_const_int(cst[0], &c))
    return false;
  bool has_else = op->num_regions > 1 && !mlb_region_empty(&op->regions[1]);
  *region = c ? 0 : has_else ? 1 : MLB_REGION_PARENT;
  return true;
}

/* An scf.index_switch of constant selector enters its case or default. */
static bool switch_taken_region(MlbOperation *op, MlbAttr *const *cst,
                                int32_t *region) {
  int64_t v;
  if (!op->num_operands || !mlb_attr_const_int(cst[0], &v))
    return false;
  *region = (int32_t)mlb_scf_switch_region(op, v);
  return true;
}

/* ==== Tables ==== */
static const MlbRegionBranchIface k_for_rb = {
    .successors = for_successors,
    .entry_operands = for_entry_operands,
    .successor_inputs = for_inputs,
    .is_loop = true,
    .trip_count = for_trip_count};
static const MlbRegionBranchIface k_while_rb = {
    .successors = while_successors,
    .entry_operands = while_entry_operands,
    .successor_inputs = mlb_rb_args_or_results,
    .is_loop = true};
static const MlbRegionBranchIface k_if_rb = {
    .successors = mlb_rb_if_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_results_only,
    .is_loop = false,
    .taken_region = if_taken_region};
static const MlbRegionBranchIface k_execute_region_rb = {
    .successors = mlb_rb_single_region_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_results_only,
    .is_loop = false};
static const MlbRegionBranchIface k_switch_rb = {
    .successors = switch_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_results_only,
    .is_loop = false,
    .taken_region = switch_taken_region};
static const MlbRegionBranchIface k_forall_rb = {
    .successors = forall_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_no_inputs,
    .is_loop = false};
static const MlbRegionBranchIface k_parallel_rb = {
    .successors = for_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_no_inputs,
    .is_loop = true};
static const MlbRegionTermIface k_condition_term = {condition_forwarded};

#define RECURSIVE(op) {op, MLB_IFACE_EFFECTS, &mlb_iface_recursive_effects}

static const MlbIfaceEntry k_entries[] = {
    {"scf.for", MLB_IFACE_REGION_BRANCH, &k_for_rb},
    {"scf.while", MLB_IFACE_REGION_BRANCH, &k_while_rb},
    {"scf.if", MLB_IFACE_REGION_BRANCH, &k_if_rb},
    {"scf.execute_region", MLB_IFACE_REGION_BRANCH, &k_execute_region_rb},
    {"scf.index_switch", MLB_IFACE_REGION_BRANCH, &k_switch_rb},
    {"scf.forall", MLB_IFACE_REGION_BRANCH, &k_forall_rb},
    {"scf.parallel", MLB_IFACE_REGION_BRANCH, &k_parallel_rb},
    {"scf.yield", MLB_IFACE_REGION_TERM, &mlb_iface_term_forward_all},
    {"scf.condition", MLB_IFACE_REGION_TERM, &k_condition_term},
    {"scf.reduce", MLB_IFACE_REGION_TERM, &mlb_iface_term_forward_none},
    {"scf.forall.in_parallel", MLB_IFACE_REGION_TERM,
     &mlb_iface_term_forward_none},
    RECURSIVE("scf.for"),
    RECURSIVE("scf.while"),
    RECURSIVE("scf.if"),
    RECURSIVE("scf.execute_region"),
    RECURSIVE("scf.index_switch"),
    RECURSIVE("scf.forall"),
    RECURSIVE("scf.parallel"),
    RECURSIVE("scf.reduce"),
};

void mlb_register_scf_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_scf_bufferize(ctx);
  mlb_register_scf_canon(ctx);
}
