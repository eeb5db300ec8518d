/* buffer_deallocation_hand.c - buffers the input manages by hand, for
 * the copy-based `buffer-deallocation` pass: a free of an alias of an
 * allocation (other than the allocation's own one free, which the pass
 * moves), a callee freeing the argument it receives. The freed value and
 * every value that may flow into it are left to the program: the pass
 * neither frees them nor makes them critical (it would free the clone the
 * input frees). A reallocation of a value that may be another buffer is
 * refused.
 */
#include "transforms/buffer_deallocation.h"

typedef struct HandScan {
  BdFunc *f;
  MlbEffectVec fx, fx2;
  MlbValueVec from;
  MlbStatus status;
} HandScan;

/* Does `op` allocate one of its own results? */
static bool allocates_result(HandScan *h, MlbOperation *op) {
  for (uint32_t i = 0; i < h->fx.len; i++)
    if (h->fx.data[i].kind == MLB_EFFECT_ALLOCATE && h->fx.data[i].value &&
        h->fx.data[i].value->def_op == op)
      return true;
  return false;
}

/* Is `v` the result of an allocation (not a block argument, a region
 * result or a view that may carry another buffer)? */
static bool is_allocation(HandScan *h, MlbValue *v) {
  h->fx2.len = 0;
  if (!v->def_op || !mlb_op_effects(h->f->ctx, v->def_op, &h->fx2))
    return false;
  for (uint32_t i = 0; i < h->fx2.len; i++)
    if (h->fx2.data[i].kind == MLB_EFFECT_ALLOCATE && h->fx2.data[i].value == v)
      return true;
  return false;
}

static bool is_direct_free(BdFunc *f, MlbOperation *op, MlbValue *v) {
  uint32_t i = bd_alloc_index(f, v);
  return i != UINT32_MAX && f->pl.frees.data[i] == op;
}

/* `v` and the values that may flow into it, walking back along the flow
 * but not through call results: a function's results belong to its
 * caller, whatever the callee returns (in a recursive function the
 * analysis connects the values it returns to its own call results, and a
 * caller freeing such a result does not manage the callee's buffers by
 * hand). */
void bd_flows_up_to_calls(MlbAliasInfo *a, MlbValue *v, MlbValueVec *out) {
  uint32_t first = out->len;
  mlb_vec_push(out, v);
  if (mlb_alias_id(a, v) == UINT32_MAX)
    return;
  MlbSmallMap seen;
  mlb_small_map_init(&seen, NULL);
  mlb_small_map_put(&seen, v, (void *)1);
  for (uint32_t k = first; k < out->len; k++) {
    MlbValue *x = out->data[k];
    if (x->def_op && mlb_op_iface(x->def_op, MLB_IFACE_CALL))
      continue;
    uint32_t xi = mlb_alias_id(a, x);
    for (uint32_t e = a->bwd_start[xi]; e < a->bwd_start[xi + 1]; e++) {
      MlbValue *y = a->values[a->bwd[e]];
      if (!mlb_small_map_get(&seen, y)) {
        mlb_small_map_put(&seen, y, (void *)1);
        mlb_vec_push(out, y);
      }
    }
  }
  mlb_small_map_free(&seen);
}

static void mark_hand(HandScan *h, MlbValue *v) {
  h->from.len = 0;
  bd_flows_up_to_calls(&h->f->pl.alias, v, &h->from);
  for (uint32_t k = 0; k < h->from.len; k++)
    mlb_small_map_put(&h->f->hand, h->from.data[k], (void *)1);
}

static uint64_t arg_bit(uint32_t i) { return 1ull << (i < 63 ? i : 63); }

/* Which arguments fn (NULL: none) may free, bit i for argument i
 * (buffer_deallocation_callees.c: answers kept for the sweep). */
static uint64_t freed_args_of(BdFunc *f, MlbOperation *fn) {
  return bd_sweep_freed_args(f->sweep, fn);
}

/* A callee should neither free nor keep its arguments; the buffers given
 * to one that frees an argument are managed by hand. */
static void scan_call(HandScan *h, MlbOperation *call) {
  uint64_t frees = freed_args_of(h->f, mlb_call_callee_in(h->f->ctx, call));
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  for (uint32_t i = ci->args_from; i < call->num_operands && frees; i++) {
    MlbValue *v = mlb_op_operand(call, i);
    if (frees & arg_bit(i - ci->args_from) &&
        mlb_type_is_buffer_like(h->f->ctx, v->type))
      mark_hand(h, v);
  }
}

static MlbWalkResult scan_hand(MlbOperation *op, void *user) {
  HandScan *h = user;
  if (op->block && !bd_reachable(h->f, &h->f->pl.dom, op->block))
    return MLB_WALK_SKIP;
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    scan_call(h, op);
  /* A free has the buffer it frees as an operand. */
  if (!op->num_operands || mlb_op_has_trait(op, MLB_TRAIT_PURE))
    return MLB_WALK_ADVANCE;
  h->fx.len = 0;
  if (op == h->f->func || !mlb_op_effects(h->f->ctx, op, &h->fx))
    return MLB_WALK_ADVANCE;
  for (uint32_t i = 0; i < h->fx.len; i++) {
    MlbValue *v = h->fx.data[i].value;
    if (h->fx.data[i].kind != MLB_EFFECT_FREE || !v ||
        v->def_op == op || is_direct_free(h->f, op, v))
      continue;
    /* A reallocation frees its source and owns its result: exact when
     * the source is an allocation of its own; a source that may be a
     * buffer carried around a loop or joined at a block (its result
     * flowing back into it) would leave the carried buffers to nobody. */
    if (allocates_result(h, op) && !is_allocation(h, v)) {
      h->status = mlb_op_emit_error(h->f->ctx, op, "buffer-deallocation: "
                                    "reallocation of a value that is not an "
                                    "allocation is not supported (run "
                                    "expand-realloc first)");
      return MLB_WALK_INTERRUPT;
    }
    mark_hand(h, v);
  }
  return MLB_WALK_ADVANCE;
}

bool bd_may_free(const MlbOperation *op) {
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    return true;
  const MlbEffectsIface *fx = op->desc ? mlb_op_iface(op, MLB_IFACE_EFFECTS)
                                       : NULL;
  if (!fx)
    return false; /* pure, recursive or unknown: nothing of its own */
  if (fx->get)
    return true;
  for (uint32_t i = 0; i < fx->num_specs; i++)
    if (fx->specs[i].kind == MLB_EFFECT_FREE)
      return true;
  return false;
}

MlbStatus bd_find_hand(BdFunc *f) {
  /* Every free the scan could find is some op's own (a region op's
   * effects are those of the ops in it): none, and no call, finds
   * nothing. */
  if (!f->may_free)
    return MLB_SUCCESS;
  HandScan h = {f, {0}, {0}, {0}, MLB_SUCCESS};
  (void)mlb_walk_post(f->func, scan_hand, &h);
  mlb_vec_free(&h.fx);
  mlb_vec_free(&h.fx2);
  mlb_vec_free(&h.from);
  return h.status;
}

bool bd_frees_own_args(BdFunc *f) { return freed_args_of(f, f->func) != 0; }

typedef struct CallScan {
  BdFunc *f;
  MlbValueVec *out;
} CallScan;

static MlbWalkResult call_freed_operands(MlbOperation *op, void *user) {
  CallScan *c = user;
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  if (!ci)
    return MLB_WALK_ADVANCE;
  uint64_t frees = freed_args_of(c->f, mlb_call_callee_in(c->f->ctx, op));
  for (uint32_t i = ci->args_from; i < op->num_operands && frees; i++)
    if (frees & arg_bit(i - ci->args_from))
      mlb_vec_push(c->out, mlb_op_operand(op, i));
  return MLB_WALK_ADVANCE;
}

void bd_freed_call_operands(BdFunc *f, MlbValueVec *out) {
  CallScan c = {f, out};
  (void)mlb_walk_pre(f->func, call_freed_operands, &c);
}
