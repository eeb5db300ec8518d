/* one_shot_ping_pong.c - two buffers taking turns in a loop whose trip
 * writes its new value into a new tensor (a stencil: read the iteration
 * argument, write the update elsewhere, yield the update).
 *
 * The analysis (MlbOsa.swaps) names the loops and positions where the
 * yielded buffer is made in the trip and the iteration argument's buffer
 * is dead once the trip ends. Bufferized, such a trip allocates a buffer
 * and hands it to the next trip. Here that allocation moves before the
 * loop (allocated once) and the loop carries it as one more iteration
 * argument, the spare: each trip writes its new value into the spare and
 * yields the buffer it read from as the next spare. Two buffers in all,
 * whatever the trip count; upstream (with allow-return-allocs-from-loops)
 * allocates one per trip. The extra result is the spare after the last
 * trip; the deallocation pipeline frees it with the rest.
 *
 * Only the allocation that One-Shot Bufferize made itself moves (the
 * rewriter lists them): its contents are undefined, so a stale buffer
 * serves as well, and its lifetime is ours. It must sit in the body's
 * block itself (once per trip), have sizes defined before the loop, and
 * have the iteration argument's type, so that the two buffers are
 * interchangeable. The loop's forwarded lists must end its operand,
 * argument, result and terminator lists (forwarded_lists.h).
 */
#include "transforms/forwarded_lists.h"
#include "transforms/one_shot_bufferize.h"

static bool is_memref(const MlbValue *v, void *user) {
  MLB_UNUSED(user);
  return mlb_type_is_memref(v->type);
}

static bool defined_outside(MlbOperation *loop, MlbValue *v) {
  MlbOperation *def =
      v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
  return !def || !mlb_op_is_ancestor(loop, def);
}

/* The allocation of ours that value v of the body is (through casts),
 * when it can move before the loop and stand for the iteration argument
 * `arg`. */
static MlbOperation *movable_alloc(MlbOperation *loop, MlbBlock *body,
                                   MlbValue *v, MlbValue *arg,
                                   MlbPtrMap *allocs) {
  while (v->def_op && mlb_op_has_trait(v->def_op, MLB_TRAIT_CAST) &&
         v->def_op->num_operands == 1)
    v = mlb_op_operand(v->def_op, 0);
  MlbOperation *a = v->def_op;
  if (!a || !mlb_ptrmap_get(allocs, a) || a->block != body ||
      a->num_regions || a->num_results != 1 || v->type != arg->type)
    return NULL;
  for (uint32_t i = 0; i < a->num_operands; i++)
    if (!defined_outside(loop, mlb_op_operand(a, i)))
      return NULL;
  return a;
}

/* Loop position k: the allocation moves before the loop and becomes the
 * spare. Returns the loop (rebuilt with one more result) or NULL when
 * nothing changed. */
static MlbOperation *swap_buffers(MlbContext *ctx, MlbOperation *loop,
                                  uint32_t k, MlbPtrMap *allocs) {
  const MlbRegionBranchIface *rb =
      mlb_op_iface(loop, MLB_IFACE_REGION_BRANCH);
  MlbBlock *body = loop->num_regions == 1 ? loop->regions[0].first : NULL;
  MlbOperation *term = body ? mlb_block_terminator(body) : NULL;
  MlbUse *yield = mlb_term_parent_use(term, k);
  uint32_t first = 0, nargs = 0;
  if (!rb || !rb->successor_inputs || !yield || body->next ||
      !mlb_region_op_forwards_at_ends(loop, is_memref, NULL, NULL))
    return NULL;
  rb->successor_inputs(loop, 0, &first, &nargs);
  if (k >= nargs)
    return NULL;
  MlbValue *cur = body->args[first + k];
  MlbOperation *a = movable_alloc(loop, body, yield->value, cur, allocs);
  if (!a)
    return NULL;
  MlbOperation *spare_alloc = mlb_op_clone(ctx, a, NULL);
  mlb_op_insert_before(loop, spare_alloc);
  MlbValue *first_spare = mlb_op_result(spare_alloc, 0);
  mlb_op_insert_operands(ctx, loop, loop->num_operands, 1, &first_spare);
  MlbValue *spare = mlb_block_add_arg(ctx, body, cur->type, loop->loc);
  mlb_op_insert_operands(ctx, term, term->num_operands, 1, &cur);
  mlb_value_replace_all_uses(mlb_op_result(a, 0), spare);
  mlb_op_destroy(ctx, a);
  MlbOperation *nop = mlb_op_rebuild_with_results(ctx, loop, 1, cur->type);
  mlb_op_destroy(ctx, loop);
  return nop;
}

void mlb_osb_ping_pong(MlbContext *ctx, MlbOsa *a, MlbPtrMap *allocs) {
  MlbOsaSwap *s = a->swaps.data;
  for (uint32_t i = 0; i < a->swaps.len; i++) {
    MlbOperation *nop = swap_buffers(ctx, s[i].loop, s[i].k, allocs);
    /* Later entries of the same loop follow it to its rebuilt op. */
    for (uint32_t j = i + 1; nop && j < a->swaps.len; j++)
      if (s[j].loop == s[i].loop)
        s[j].loop = nop;
  }
}
