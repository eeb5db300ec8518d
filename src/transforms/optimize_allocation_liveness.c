/* optimize_allocation_liveness.c - the `optimize-allocation-liveness` pass:
 * the free of a buffer moves up to just after the last use of the buffer
 * and of the values it flows into, so that its memory is available
 * earlier (upstream's OptimizeAllocationLivenessPass).
 *
 *   %a = memref.alloc()                  %a = memref.alloc()
 *   %v = memref.expand_shape %a ...      %v = memref.expand_shape %a ...
 *   %b = memref.alloc()             =>   memref.dealloc %a
 *   "use"(%b)                            %b = memref.alloc()
 *   memref.dealloc %a                    "use"(%b)
 *   memref.dealloc %b                    memref.dealloc %b
 *
 * For every op allocating exactly one of its own results (memory effects)
 * whose only user with a Free effect is in the allocation's block, the
 * last user (lifted to its ancestor in that block) of any value the buffer
 * may flow into (alias analysis, plus reallocation results) is found, and
 * the free moves right after it.
 *
 * mlbuf is stricter than upstream 22 where the move would break the IR or
 * the program: an alias used outside the allocation's block (the free
 * would not be after that use) or by the block's terminator (nothing
 * follows it), a free with results (a realloc: its
 * results must stay after its users... of which it would be moved past) or
 * with operands not defined before the new place (bufferization.dealloc's
 * conditions), leave the free where it is.
 *
 * Requires: nothing.  Preserves: everything but the moved frees.
 */
#include "transforms/buffer_placement.h"

/* The one user of `v` with a Free effect (on anything), NULL when none or
 * several (upstream counts every Free effect of every use). */
static MlbOperation *single_free_user(MlbContext *ctx, MlbValue *v,
                                      MlbEffectVec *fx) {
  MlbOperation *found = NULL;
  for (MlbUse *u = v->uses; u; u = u->next) {
    fx->len = 0;
    if (!mlb_op_effects(ctx, u->owner, fx))
      continue;
    for (uint32_t i = 0; i < fx->len; i++) {
      if (fx->data[i].kind != MLB_EFFECT_FREE)
        continue;
      if (found)
        return NULL;
      found = u->owner;
    }
  }
  return found;
}

/* The single result `op` allocates, or NULL. */
static MlbValue *single_allocation(MlbContext *ctx, MlbOperation *op,
                                   MlbEffectVec *fx) {
  fx->len = 0;
  if (!mlb_op_effects(ctx, op, fx))
    return NULL;
  MlbValue *res = NULL;
  uint32_t n = 0;
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].kind == MLB_EFFECT_ALLOCATE && fx->data[i].value &&
        fx->data[i].value->def_op == op) {
      res = fx->data[i].value;
      n++;
    }
  return n == 1 ? res : NULL;
}

static MlbOperation *ancestor_in(MlbOperation *op, MlbBlock *b) {
  while (op && op->block != b)
    op = mlb_op_parent_op(op);
  return op;
}

/* Can `free_op` move right after `pos` (same block) without using a value
 * defined later? */
static bool operands_ready(MlbOperation *free_op, MlbOperation *pos) {
  if (free_op->num_results)
    return false;
  for (uint32_t i = 0; i < free_op->num_operands; i++) {
    MlbOperation *def = mlb_op_operand(free_op, i)->def_op;
    MlbOperation *anc = def ? ancestor_in(def, pos->block) : NULL;
    if (anc && anc != pos && !mlb_op_is_before_in_block(anc, pos))
      return false;
  }
  return true;
}

typedef struct Liveness {
  MlbPlacement *p;
  MlbEffectVec fx;
  MlbValueVec aliases;
  MlbOpVec allocs;
} Liveness;

static MlbWalkResult collect(MlbOperation *op, void *user) {
  Liveness *l = user;
  /* An allocation allocates one of its own results: ops without results
   * need no effect query. */
  if (op != l->p->func && op->num_results)
    mlb_vec_push(&l->allocs, op);
  return MLB_WALK_ADVANCE;
}

static void shorten(Liveness *l, MlbOperation *op) {
  MlbContext *ctx = l->p->ctx;
  MlbValue *v = single_allocation(ctx, op, &l->fx);
  if (!v)
    return;
  MlbOperation *free_op = single_free_user(ctx, v, &l->fx);
  if (!free_op || free_op->block != op->block)
    return;
  l->aliases.len = 0;
  mlb_placement_aliases(l->p, v, &l->aliases);
  MlbOperation *last = NULL;
  for (uint32_t i = 0; i < l->aliases.len; i++)
    for (MlbUse *u = l->aliases.data[i]->uses; u; u = u->next) {
      if (u->owner == free_op)
        continue;
      MlbOperation *top = ancestor_in(u->owner, op->block);
      if (!top)
        return; /* used outside the block: the free cannot follow it */
      if (!last || mlb_op_is_before_in_block(last, top))
        last = top;
    }
  /* A value of the buffer reaches the block's terminator (a clone of it
   * returned, as the copy-based pass writes): no place follows it
   * (mlir-opt 22 moves the free past the return and fails to verify). */
  if (!last || mlb_op_is_terminator(last) || !operands_ready(free_op, last))
    return;
  mlb_placement_keep_aliases(l->p, free_op);
  mlb_placement_keep_aliases(l->p, last);
  mlb_op_move_after(free_op, last);
}

static MlbStatus run_optimize_liveness(MlbContext *ctx, MlbOperation *op,
                                       const MlbPassOptValue *opts,
                                       MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  if (!op->num_regions || !op->regions[0].first)
    return MLB_SUCCESS; /* a declaration */
  MlbPlacement p;
  mlb_placement_init_analyses(&p, ctx, op);
  /* Vectors from the context's spare blocks: the pass runs function
   * after function. */
  MlbVecPool *pool = &ctx->state_pool;
  Liveness l = {&p, {0}, {0}, {0}};
  mlb_vec_from_pool(pool, &l.fx);
  mlb_vec_from_pool(pool, &l.aliases);
  mlb_vec_from_pool(pool, &l.allocs);
  (void)mlb_walk_post(op, collect, &l);
  for (uint32_t i = 0; i < l.allocs.len; i++)
    shorten(&l, l.allocs.data[i]);
  mlb_vec_to_pool(pool, &l.fx);
  mlb_vec_to_pool(pool, &l.aliases);
  mlb_vec_to_pool(pool, &l.allocs);
  mlb_placement_free(&p);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_optimize_allocation_liveness = {
    .flag = "optimize-allocation-liveness",
    .name = "OptimizeAllocationLivenessPass",
    .anchor = "func.func",
    .summary = "This pass optimizes the liveness of temp allocations in the "
               "input function",
    .run = run_optimize_liveness,
};
