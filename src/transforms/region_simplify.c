/* region_simplify.c - the region clean-ups the greedy driver runs after
 * each iteration (upstream's simplifyRegions; block merging, for the
 * aggressive level only, is in region_merge.c):
 *
 *  - unreachable blocks: in every multi-block region (nested ones too), a
 *    block no path from the entry reaches is erased;
 *  - region DCE: liveness over ops and block arguments, iterated to a
 *    fixpoint. Terminators, ops with effects and ops with regions are
 *    live; other ops are live when a live op uses a result; a non-entry
 *    block argument is live when a live op uses it, except as a branch
 *    operand forwarded to a dead argument. Dead ops are erased, dead
 *    arguments dropped together with the branch operands feeding them
 *    (whole operand segments, or one case's share of cf.switch's case
 *    operands, as upstream's SuccessorOperands).
 *
 *   ^bb1(%a: i32, %b: i32):          ^bb1(%a: i32):
 *     "use"(%a) : (i32) -> ()   =>     "use"(%a) : (i32) -> ()
 *     cf.br ^bb1(%a, %b : ...)         cf.br ^bb1(%a : i32)
 */
#include "transforms/region_int.h"

/* ==== Unreachable blocks ==== */

static void mark_reachable(MlbBlock *b, MlbPtrMap *seen) {
  MlbBlockVec stack = {0};
  mlb_vec_push(&stack, b);
  while (stack.len) {
    MlbBlock *x = mlb_vec_pop(&stack);
    bool ins = false;
    *mlb_ptrmap_slot(seen, x, &ins) = x;
    if (!ins)
      continue;
    MlbOperation *t = x->last;
    for (uint32_t i = 0; t && i < t->num_successors; i++)
      if (t->successors[i].block)
        mlb_vec_push(&stack, t->successors[i].block);
  }
  mlb_vec_free(&stack);
}

static void push_nested(MlbBlock *b, MlbRegionVec *work) {
  for (MlbOperation *o = b->first; o; o = o->next)
    for (uint32_t r = 0; r < o->num_regions; r++)
      mlb_vec_push(work, &o->regions[r]);
}

bool mlb_erase_unreachable_blocks(MlbRewriter *rw, MlbRegion *root) {
  bool erased = false;
  MlbRegionVec work = {0};
  mlb_vec_push(&work, root);
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  while (work.len) {
    MlbRegion *r = mlb_vec_pop(&work);
    if (!r->first)
      continue;
    if (r->first == r->last) {
      push_nested(r->first, &work);
      continue;
    }
    mlb_ptrmap_clear(&seen);
    mark_reachable(r->first, &seen);
    MlbBlock *next;
    for (MlbBlock *b = r->first; b; b = next) {
      next = b->next;
      if (mlb_ptrmap_get(&seen, b)) {
        push_nested(b, &work);
        continue;
      }
      mlb_rw_erase_block(rw, b);
      erased = true;
    }
  }
  mlb_ptrmap_free(&seen);
  mlb_vec_free(&work);
  return erased;
}

/* ==== Liveness ==== */

/* Liveness runs separately for each isolated-from-above op (each
 * function): nothing inside one can use a value defined outside, and the
 * op itself is live for having regions, so its body's liveness neither
 * depends on nor affects anything else. A small map per function stays in
 * cache where one map over the whole module does not. The maps are kept
 * per nesting depth and cleared for reuse. */
#define MAX_DEPTH 8

typedef struct Live {
  MlbContext *ctx;
  MlbPtrMap live; /* ops and values proven live (current scope) */
  bool changed;
  uint32_t depth;
  MlbPtrMap *spare; /* maps for nested scopes, index depth */
} Live;

static bool is_isolated(const MlbOperation *op) {
  return op->desc && (op->desc->traits & MLB_TRAIT_ISOLATED);
}

static bool is_live(Live *l, const void *p) {
  return mlb_ptrmap_get(&l->live, p) != NULL;
}

static void set_live(Live *l, const void *p) {
  bool ins = false;
  *mlb_ptrmap_slot(&l->live, p, &ins) = (void *)p;
  l->changed |= ins;
}

/* A use as a branch operand feeding a dead successor argument. */
static bool use_known_dead(Live *l, MlbUse *u) {
  MlbOperation *t = u->owner;
  for (uint32_t s = 0; s < t->num_successors; s++) {
    MlbSuccRange r;
    if (!mlb_succ_range(t, s, &r))
      continue;
    if (u->index >= r.start && u->index < r.start + r.count) {
      MlbBlock *b = t->successors[s].block;
      uint32_t a = u->index - r.start;
      return a < b->num_args && !is_live(l, b->args[a]);
    }
  }
  return false;
}

static void process_value(Live *l, MlbValue *v) {
  for (MlbUse *u = v->uses; u; u = u->next)
    if (!use_known_dead(l, u) && is_live(l, u->owner)) {
      set_live(l, v);
      return;
    }
}

static void terminator_liveness(Live *l, MlbOperation *t) {
  set_live(l, t);
  for (uint32_t s = 0; s < t->num_successors; s++) {
    MlbSuccRange r;
    MlbBlock *b = t->successors[s].block;
    if (!b || mlb_succ_range(t, s, &r))
      continue;
    for (uint32_t a = 0; a < b->num_args; a++)
      set_live(l, b->args[a]);
  }
}

static bool intrinsically_live(Live *l, MlbOperation *op) {
  if (mlb_op_is_terminator(op) || !op->desc)
    return true;
  return op->num_regions != 0 || !mlb_op_is_effect_free(l->ctx, op);
}

static void region_liveness(Live *l, MlbRegion *r);

static void op_liveness(Live *l, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions && !is_isolated(op); r++)
    region_liveness(l, &op->regions[r]);
  if (mlb_op_is_terminator(op) || (!op->desc && op->num_successors)) {
    terminator_liveness(l, op);
    return;
  }
  if (is_live(l, op))
    return;
  if (intrinsically_live(l, op)) {
    set_live(l, op);
    return;
  }
  for (uint32_t i = 0; i < op->num_results; i++)
    process_value(l, mlb_op_result(op, i));
  for (uint32_t i = 0; i < op->num_results; i++)
    if (is_live(l, mlb_op_result(op, i)))
      set_live(l, op);
}

static void block_post_order(MlbBlock *b, MlbPtrMap *seen, MlbBlockVec *out) {
  bool ins = false;
  *mlb_ptrmap_slot(seen, b, &ins) = b;
  if (!ins)
    return;
  MlbOperation *t = b->last;
  for (uint32_t i = 0; t && i < t->num_successors; i++)
    if (t->successors[i].block)
      block_post_order(t->successors[i].block, seen, out);
  mlb_vec_push(out, b);
}

static void region_blocks(MlbRegion *r, MlbBlockVec *out) {
  /* A single block (most regions: loop and if bodies) needs no search. */
  if (r->first == r->last) {
    mlb_vec_push(out, r->first);
    return;
  }
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  block_post_order(r->first, &seen, out);
  mlb_ptrmap_free(&seen);
}

static void block_liveness(Live *l, MlbRegion *r, MlbBlock *b) {
  for (MlbOperation *o = b->last; o; o = o->prev)
    op_liveness(l, o);
  if (b == r->first)
    return;
  for (uint32_t a = 0; a < b->num_args; a++)
    if (!is_live(l, b->args[a]))
      process_value(l, b->args[a]);
}

static void region_liveness(Live *l, MlbRegion *r) {
  if (!r->first)
    return;
  /* A single block (most regions) needs no order vector: no allocation. */
  if (r->first == r->last) {
    block_liveness(l, r, r->first);
    return;
  }
  MlbBlockVec order = {0};
  region_blocks(r, &order);
  for (uint32_t i = 0; i < order.len; i++)
    block_liveness(l, r, order.data[i]);
  mlb_vec_free(&order);
}

/* ==== Deletion ==== */

static void drop_dead_succ_operands(Live *l, MlbOperation *t) {
  for (uint32_t k = t->num_successors; k-- > 0;) {
    MlbSuccRange r;
    if (!mlb_succ_range(t, k, &r))
      continue;
    MlbBlock *b = t->successors[k].block;
    for (uint32_t a = r.count; a-- > 0;)
      if (a < b->num_args && !is_live(l, b->args[a]))
        mlb_succ_erase_operand(l->ctx, t, r.start + a, &r);
  }
}

static bool scope_dce(Live *outer, MlbRewriter *rw, MlbOperation *op);
static bool delete_dead(Live *l, MlbRewriter *rw, MlbRegion *r);

static bool delete_in_block(Live *l, MlbRewriter *rw, MlbBlock *b,
                            bool single) {
  bool erased = false;
  if (!single && b->last && mlb_op_is_terminator(b->last))
    drop_dead_succ_operands(l, b->last);
  MlbOperation *prev;
  for (MlbOperation *o = b->last; o; o = prev) {
    prev = o->prev;
    if (!is_live(l, o)) {
      mlb_rw_erase_op(rw, o);
      erased = true;
      continue;
    }
    if (is_isolated(o) && o->num_regions)
      erased |= scope_dce(l, rw, o);
    else
      for (uint32_t k = 0; k < o->num_regions; k++)
        erased |= delete_dead(l, rw, &o->regions[k]);
  }
  return erased;
}

static bool delete_dead(Live *l, MlbRewriter *rw, MlbRegion *r) {
  if (!r->first)
    return false;
  if (r->first == r->last) /* no order vector, no dead arguments to drop */
    return delete_in_block(l, rw, r->first, true);
  bool erased = false;
  MlbBlockVec order = {0};
  region_blocks(r, &order);
  for (uint32_t i = 0; i < order.len; i++)
    erased |= delete_in_block(l, rw, order.data[i], false);
  mlb_vec_free(&order);
  for (MlbBlock *b = r->first ? r->first->next : NULL; b; b = b->next)
    for (uint32_t a = b->num_args; a-- > 0;)
      if (!is_live(l, b->args[a]) && !b->args[a]->uses) {
        mlb_block_erase_arg(b, a);
        erased = true;
      }
  return erased;
}

static void fixpoint(Live *l, MlbRegion *r) {
  do {
    l->changed = false;
    region_liveness(l, r);
  } while (l->changed);
}

/* Liveness and deletion for the regions of isolated op `op`, in a map of
 * its own (the same walk order as one module-wide pass, so the erasures
 * come in the same order). */
static bool scope_dce(Live *outer, MlbRewriter *rw, MlbOperation *op) {
  Live l = {outer->ctx, {0}, false, outer->depth + 1, outer->spare};
  bool pooled = l.depth < MAX_DEPTH;
  if (pooled) {
    l.live = l.spare[l.depth];
    mlb_ptrmap_clear(&l.live);
  } else {
    mlb_ptrmap_init(&l.live);
  }
  for (uint32_t k = 0; k < op->num_regions; k++)
    fixpoint(&l, &op->regions[k]);
  bool erased = false;
  for (uint32_t k = 0; k < op->num_regions; k++)
    erased |= delete_dead(&l, rw, &op->regions[k]);
  if (pooled)
    l.spare[l.depth] = l.live; /* keep the grown table for reuse */
  else
    mlb_ptrmap_free(&l.live);
  return erased;
}

bool mlb_region_dce(MlbRewriter *rw, MlbRegion *r) {
  MlbPtrMap maps[MAX_DEPTH];
  for (uint32_t i = 0; i < MAX_DEPTH; i++)
    mlb_ptrmap_init(&maps[i]);
  Live l = {rw->ctx, {0}, false, 0, maps};
  l.live = maps[0];
  fixpoint(&l, r);
  bool erased = delete_dead(&l, rw, r);
  maps[0] = l.live;
  for (uint32_t i = 0; i < MAX_DEPTH; i++)
    mlb_ptrmap_free(&maps[i]);
  return erased;
}
