/* one_shot_must.c - operands that must bufferize in place (the interface's
 * must_in_place: materialize_in_destination's tensor destination).
 *
 * As upstream, they are decided in place before any other operand of the
 * unit; then every tensor operand of the unit is checked against the
 * decisions made so far (upstream's checkPreBufferizationAssumptions): a
 * write decided in place that a later read must not see, or a write into
 * something read-only, cannot be undone by the analysis any more, and the
 * pass fails with upstream's error at the first op involved (in
 * post-order, as upstream walks).
 */
#include "analysis/one_shot_int.h"

typedef struct Must {
  MlbOsa *a;
  bool skip_functions;
  MlbOperation *unit;
  uint32_t forced;
} Must;

static bool skipped(const Must *m, MlbOperation *op) {
  return m->skip_functions && op != m->unit && mlb_op_is_function(op);
}

static MlbWalkResult force_op(MlbOperation *op, void *user) {
  Must *m = user;
  if (skipped(m, op))
    return MLB_WALK_SKIP;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  for (uint32_t i = 0; bi && bi->must_in_place && i < op->num_operands; i++)
    if (mlb_type_is_tensor(mlb_op_operand(op, i)->type) &&
        bi->must_in_place(op, i)) {
      mlb_osa_force_in_place(m->a, &op->operands[i]);
      m->forced++;
    }
  return MLB_WALK_ADVANCE;
}

/* Post-order, not into the functions skipped. False once an error is
 * out. */
static bool check_op(Must *m, MlbOperation *op) {
  if (skipped(m, op))
    return true;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        if (!check_op(m, o))
          return false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    MlbOsaBroken b = mlb_osa_check_operand(m->a, &op->operands[i]);
    if (b == MLB_OSA_SOUND)
      continue;
    mlb_op_emit_error(m->a->ctx, op,
                      "not bufferizable under the given constraints: %s",
                      b == MLB_OSA_BROKEN_RAW
                          ? "cannot avoid RaW conflict"
                          : "would write to read-only buffer");
    m->a->failed = true;
    return false;
  }
  return true;
}

bool mlb_osa_must_in_place(MlbOsa *a, MlbOperation *unit,
                           bool skip_functions) {
  Must m = {a, skip_functions, unit, 0};
  mlb_walk_pre(unit, force_op, &m);
  return !m.forced || check_op(&m, unit);
}
