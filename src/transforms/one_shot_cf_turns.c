/* one_shot_cf_turns.c - two buffers taking turns in a cf loop whose trip
 * hands its header a new tensor (a stencil written with branches: read
 * the header's argument, write the update into tensor.empty, branch back
 * with it).
 *
 * The analysis (mlb_osa_cf_turns, analysis/one_shot_cf_turns.c) names the
 * headers and arguments whose buffer dies with the trip and whose entry
 * buffer is the loop's own. Bufferized, such a trip allocates a buffer
 * for its new value and branches back with it. Here that allocation moves
 * before the loop, to the entry edge, and the header gets one more
 * argument, the spare: each trip writes its new value into the spare and
 * the back edge hands over, as the next spare, the buffer the trip read.
 * Two buffers in all whatever the trip count, as mlb_osb_ping_pong's
 * scf loops. The deallocation pipeline frees the spare with the rest.
 *
 * Only an allocation One-Shot Bufferize made moves (`allocs`: its
 * contents are undefined, a stale buffer serves as well). It must run
 * once per trip -- in the header, or in the latch when the latch
 * branches only back to the header (so no cycle inside the loop runs it
 * twice) --, have sizes defined before the loop (they dominate the entry
 * edge, where the spare is allocated) and have the argument's type, so
 * that the two buffers are interchangeable.
 */
#include "rewrite/build.h"
#include "rewrite/succ_operands.h"
#include "transforms/one_shot_bufferize.h"

/* Are the operands of `a` (sizes) defined before the loop of header h? */
static bool sizes_before_loop(MlbDomInfo *d, MlbOperation *a, MlbBlock *h) {
  for (uint32_t i = 0; i < a->num_operands; i++)
    if (!mlb_dom_info_properly_dominates(
            d, mlb_value_parent_block(mlb_op_operand(a, i)), h))
      return false;
  return true;
}

/* The allocation of ours that value y handed back at the back edge is
 * (through casts), when it can move before the loop and stand for
 * argument `arg` of header h. */
static MlbOperation *turn_alloc(MlbDomInfo *d, MlbBlock *h, MlbOperation *latch,
                                MlbValue *y, MlbValue *arg, MlbPtrMap *allocs) {
  MlbValue *root = mlb_osb_cast_root(y);
  MlbOperation *a = root->def_op;
  if (!a || !mlb_ptrmap_get(allocs, a) || a->num_regions ||
      a->num_results != 1 || root->type != arg->type)
    return NULL;
  if (a->block != h && (a->block != latch->block || latch->num_successors != 1))
    return NULL;
  return sizes_before_loop(d, a, h) ? a : NULL;
}

static void take_turns(MlbBufRewriter *br, MlbDomInfo *d,
                       const MlbOsaCfTurn *t) {
  MlbContext *ctx = br->ctx;
  MlbPtrMap *allocs = br->allocs;
  MlbBlock *h = t->header;
  uint32_t k = t->k;
  MlbBlockOperand *entry, *back;
  MlbSuccRange re, rb;
  if (k >= h->num_args || !mlb_cf_loop_edges(d, h, &entry, &back) ||
      !mlb_succ_range(entry->owner, entry->index, &re) ||
      !mlb_succ_range(back->owner, back->index, &rb))
    return;
  MlbValue *arg = h->args[k];
  MlbUse *y = mlb_cf_edge_operand(back, k);
  MlbOperation *a =
      y ? turn_alloc(d, h, back->owner, y->value, arg, allocs) : NULL;
  if (!a)
    return;
  MlbOperation *spare_alloc = mlb_op_clone(ctx, a, NULL);
  mlb_op_insert_before(entry->owner, spare_alloc);
  mlb_ptrmap_put(allocs, spare_alloc, spare_alloc);
  MlbValue *first_spare = mlb_op_result(spare_alloc, 0);
  MlbValue *spare = mlb_block_add_arg(ctx, h, arg->type, arg->loc);
  mlb_succ_append_operands(ctx, entry->owner, entry->index, 1, &first_spare);
  mlb_succ_append_operands(ctx, back->owner, back->index, 1, &arg);
  mlb_value_replace_all_uses(mlb_op_result(a, 0), spare);
  mlb_ptrmap_put(allocs, a, NULL); /* gone: not a dead allocation to drop */
  mlb_op_destroy(ctx, a);
}

void mlb_osb_cf_turns(MlbBufRewriter *br, const MlbOsaCfTurnVec *turns) {
  if (!turns->len)
    return;
  MlbDomInfo d;
  mlb_dom_info_init(&d, false);
  for (uint32_t i = 0; i < turns->len; i++)
    take_turns(br, &d, &turns->data[i]);
  mlb_dom_info_free(&d);
}
