/* affine_ifaces.c - region branching of affine.if and affine.for, as
 * upstream's RegionBranchOpInterface implementations describe them:
 *   if:  the parent enters the then region and the else region (the
 *        parent itself when the else region is empty); each region
 *        returns to the parent.
 *   for: parent -> body | parent; body -> body | parent, pruned by a
 *        constant trip count (both bounds constant) as upstream's
 *        AffineForOp::getSuccessorRegions prunes them. The initial
 *        values (the last operand segment, after the bound operands)
 *        enter the iteration arguments (block arguments from 1) and, when
 *        the body never runs, become the results.
 * affine.yield is return-like: it forwards all its operands. affine.load
 * and affine.store get their memory effects (below).
 * Without these models the passes saw ops with regions and results of
 * unknown control flow: the ownership-based deallocation could not thread
 * ownership through them and leaked the buffers they yield (upstream
 * frees those of affine.if and fails on affine.for), the copy-based pass
 * refused them and the hoisting passes kept buffers inside affine.if that
 * upstream moves.
 */
#include "interfaces/registrations.h"

/* A bound map that is one constant (no dims, no symbols). */
static bool const_bound(MlbOperation *op, const char *name, int64_t *v) {
  MlbAttr *m = mlb_op_get_prop(op, name);
  if (!m || m->kind != MLB_ATTR_AFFINE_MAP || m->u.map.num_results != 1 ||
      m->u.map.num_dims || m->u.map.num_syms ||
      m->u.map.results[0]->kind != MLB_AFFINE_CONST)
    return false;
  *v = m->u.map.results[0]->value;
  return true;
}

/* Upstream's trivial constant trip count: both bounds constant. */
static bool for_trip_count(MlbOperation *op, uint64_t *trips) {
  int64_t lb, ub;
  MlbAttr *st = mlb_op_get_prop(op, "step");
  if (!const_bound(op, "lowerBoundMap", &lb) ||
      !const_bound(op, "upperBoundMap", &ub) || !st ||
      st->kind != MLB_ATTR_INTEGER || st->u.integer.value <= 0)
    return false;
  uint64_t step = (uint64_t)st->u.integer.value;
  *trips = ub <= lb ? 0 : ((uint64_t)ub - (uint64_t)lb - 1) / step + 1;
  return true;
}

/* As upstream: a known trip count prunes the edges that cannot run (the
 * parent enters the body when it runs at least once, skips it when it
 * never does; after a single trip the body only leaves). */
static void for_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  uint64_t trips;
  bool known = for_trip_count(op, &trips);
  if (from == MLB_REGION_PARENT && known) {
    mlb_rb_push(out, trips ? 0 : MLB_REGION_PARENT);
    return;
  }
  if (from != MLB_REGION_PARENT && known && trips == 1) {
    mlb_rb_push(out, MLB_REGION_PARENT);
    return;
  }
  mlb_rb_push(out, 0);
  mlb_rb_push(out, MLB_REGION_PARENT);
}

/* The initial values: the last operand segment (lower bound operands,
 * upper bound operands, initial values). */
static void for_entry_operands(MlbOperation *op, int32_t to, uint32_t *start,
                               uint32_t *count) {
  MLB_UNUSED(to);
  MlbAttr *segs = mlb_op_get_prop(op, "operandSegmentSizes");
  int64_t n = segs && segs->kind == MLB_ATTR_DENSE_ARRAY && segs->u.darray.n
                  ? segs->u.darray.ivals[segs->u.darray.n - 1]
                  : 0;
  *count = n > 0 && (uint64_t)n <= op->num_operands ? (uint32_t)n : 0;
  *start = op->num_operands - *count;
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

static const MlbRegionBranchIface k_for_rb = {
    .successors = for_successors,
    .entry_operands = for_entry_operands,
    .successor_inputs = for_inputs,
    .is_loop = true,
    .trip_count = for_trip_count};
static const MlbRegionBranchIface k_if_rb = {
    .successors = mlb_rb_if_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_results_only,
    .is_loop = false};

/* affine.load reads its memref (operand 0), affine.store writes its
 * memref (operand 1, after the value), as upstream declares them. Without
 * effects both were unknown ops: the ownership pass left every buffer
 * they touch to them (never freed: a leak), the copy-based pass refused
 * the function. */
#define FX MLB_EFFECTS_TABLE
FX(k_load_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL});
FX(k_store_fx, {MLB_EFFECT_WRITE, MLB_REF_OPERAND(1), NULL});
#undef FX

static const MlbIfaceEntry k_entries[] = {
    {"affine.load", MLB_IFACE_EFFECTS, &k_load_fx},
    {"affine.store", MLB_IFACE_EFFECTS, &k_store_fx},
    {"affine.if", MLB_IFACE_REGION_BRANCH, &k_if_rb},
    {"affine.for", MLB_IFACE_REGION_BRANCH, &k_for_rb},
};

void mlb_register_affine_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
