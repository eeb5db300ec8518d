/* one_shot_must.c - operands that must bufferize in place (the interface's
 * must_in_place: materialize_in_destination's tensor destination,
 * parallel_insert_slice's destination, the yield of a region op that is
 * not a loop).
 *
 * As upstream, they are decided in place before any other operand of the
 * unit. When that would write something read-only (a function argument
 * without function boundaries), the pass fails with upstream's "would
 * write to read-only buffer" at the op. When it would let a write reach a
 * read that must not see it, upstream fails too ("cannot avoid RaW
 * conflict"); mlbuf leaves the operand to the analysis, which gives it a
 * buffer of its own (the value is right, the destination buffer does not
 * receive it). On purpose: mlbuf's conflict rules are stricter than
 * upstream's where upstream is wrong (cf branches), and an error there
 * would reject programs upstream accepts.
 */
#include "analysis/one_shot_int.h"

typedef struct Must {
  MlbOsa *a;
  bool skip_functions;
  MlbOperation *unit;
} Must;

static MlbWalkResult force_op(MlbOperation *op, void *user) {
  Must *m = user;
  if (m->skip_functions && op != m->unit && mlb_op_is_function(op))
    return MLB_WALK_SKIP;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  for (uint32_t i = 0; bi && bi->must_in_place && i < op->num_operands; i++) {
    /* Only an operand that writes is an error when in place would write
     * something read-only; one that only hands its buffer on (a yield)
     * stays for the analysis to decide. */
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type) ||
        !bi->must_in_place(op, i) ||
        mlb_osa_force_in_place(m->a, &op->operands[i]) !=
            MLB_OSA_BROKEN_READONLY ||
        !mlb_osa_writes(m->a, op, i))
      continue;
    mlb_op_emit_error(m->a->ctx, op,
                      "not bufferizable under the given constraints: would "
                      "write to read-only buffer");
    m->a->failed = true;
    return MLB_WALK_INTERRUPT;
  }
  return MLB_WALK_ADVANCE;
}

bool mlb_osa_must_in_place(MlbOsa *a, MlbOperation *unit,
                           bool skip_functions) {
  Must m = {a, skip_functions, unit};
  mlb_walk_pre(unit, force_op, &m);
  return !a->failed;
}
