/* region_simplify.c - the region clean-ups the greedy driver runs after
 * each iteration (upstream's simplifyRegions; block merging, for the
 * aggressive level only, is in region_merge.c):
 *
 *  - unreachable blocks: in every multi-block region (nested ones too), a
 *    block no path from the entry reaches is erased;
 *  - region DCE: liveness over ops and block arguments (the least
 *    fixpoint upstream iterates to, marked from the roots in one pass).
 *    Terminators, ops with effects and ops with regions are
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
#include "rewrite/region_int.h"

/* ==== Block sets and orders ==== */

void mlb_blockset_init(MlbBlockSet *s) {
  s->n = 0;
  mlb_ptrmap_init(&s->big);
}

void mlb_blockset_free(MlbBlockSet *s) { mlb_ptrmap_free(&s->big); }

void mlb_blockset_clear(MlbBlockSet *s) {
  if (s->n > MLB_BLOCKSET_SMALL)
    mlb_ptrmap_clear(&s->big);
  s->n = 0;
}

bool mlb_blockset_has(const MlbBlockSet *s, const MlbBlock *b) {
  if (s->n > MLB_BLOCKSET_SMALL)
    return mlb_ptrmap_get(&s->big, b) != NULL;
  for (uint32_t i = 0; i < s->n; i++)
    if (s->small[i] == b)
      return true;
  return false;
}

bool mlb_blockset_add(MlbBlockSet *s, MlbBlock *b) {
  if (mlb_blockset_has(s, b))
    return false;
  if (s->n < MLB_BLOCKSET_SMALL) {
    s->small[s->n++] = b;
    return true;
  }
  if (s->n == MLB_BLOCKSET_SMALL) /* spill into the map */
    for (uint32_t i = 0; i < s->n; i++)
      mlb_ptrmap_put(&s->big, s->small[i], s->small[i]);
  s->n = MLB_BLOCKSET_SMALL + 1;
  mlb_ptrmap_put(&s->big, b, b);
  return true;
}

static void post_order_from(MlbBlock *b, MlbBlockSet *seen, MlbBlockVec *out) {
  if (!mlb_blockset_add(seen, b))
    return;
  MlbOperation *t = b->last;
  for (uint32_t i = 0; t && i < t->num_successors; i++) {
    MlbBlock *s = t->successors[i].block;
    if (s && s->parent == b->parent)
      post_order_from(s, seen, out);
  }
  mlb_vec_push(out, b);
}

void mlb_region_post_order(MlbRegion *r, MlbBlockVec *out) {
  if (!r->first)
    return;
  /* A single block (most regions: loop and if bodies) needs no search. */
  if (r->first == r->last) {
    mlb_vec_push(out, r->first);
    return;
  }
  MlbBlockSet seen;
  mlb_blockset_init(&seen);
  post_order_from(r->first, &seen, out);
  mlb_blockset_free(&seen);
}

/* ==== Unreachable blocks ==== */

static void mark_reachable(MlbBlock *b, MlbBlockSet *seen,
                           MlbBlockVec *stack) {
  stack->len = 0;
  mlb_vec_push(stack, b);
  while (stack->len) {
    MlbBlock *x = mlb_vec_pop(stack);
    if (!mlb_blockset_add(seen, x))
      continue;
    MlbOperation *t = x->last;
    for (uint32_t i = 0; t && i < t->num_successors; i++)
      if (t->successors[i].block)
        mlb_vec_push(stack, t->successors[i].block);
  }
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
  MlbBlockSet seen;
  mlb_blockset_init(&seen);
  MlbBlockVec stack = {0}; /* of mark_reachable, reused */
  while (work.len) {
    MlbRegion *r = mlb_vec_pop(&work);
    if (!r->first)
      continue;
    if (r->first == r->last) {
      push_nested(r->first, &work);
      continue;
    }
    mlb_blockset_clear(&seen);
    mark_reachable(r->first, &seen, &stack);
    MlbBlock *next;
    for (MlbBlock *b = r->first; b; b = next) {
      next = b->next;
      if (mlb_blockset_has(&seen, b)) {
        push_nested(b, &work);
        continue;
      }
      mlb_rw_erase_block(rw, b);
      erased = true;
    }
  }
  mlb_vec_free(&stack);
  mlb_blockset_free(&seen);
  mlb_vec_free(&work);
  return erased;
}

/* ==== Liveness ====
 * Live ops and values carry a nonzero dce_live mark (ir.h), each mark set
 * recorded in `marked` and cleared when its scope is done. Liveness is
 * marking from roots: terminators, ops with effects or regions, and (as
 * they cannot be edited) the successor arguments of branches we cannot
 * resize are live; a live op makes its operands live, except a branch
 * operand forwarded to a successor argument not (yet) live; a live result
 * makes its op live; a live block argument makes the operands live that
 * live branches forward to it. This is the least fixpoint upstream's
 * iteration reaches, in one visit per op and operand.
 *
 * Liveness and deletion run per isolated-from-above op (each function):
 * nothing inside one can use a value defined outside, and the op itself
 * is live for having regions, so its body's liveness neither depends on
 * nor affects anything else, and the function stays in cache. */

typedef struct Live {
  MlbContext *ctx;
  MlbDceScratch *v; /* work vectors, empty between runs */
} Live;

static bool is_isolated(const MlbOperation *op) {
  return op->desc && (op->desc->traits & MLB_TRAIT_ISOLATED);
}

static void mark(Live *l, uint32_t *field) {
  *field = 1;
  mlb_vec_push(&l->v->marked, field);
}

static void mark_op(Live *l, MlbOperation *op) {
  if (op->dce_live)
    return;
  mark(l, &op->dce_live);
  mlb_vec_push(&l->v->work, op);
}

static void mark_value(Live *l, MlbValue *v);

/* Argument `arg` became live: so do the operands live branches forward
 * to it (those of branches we cannot edit are live already). */
static void mark_forwarded(Live *l, MlbValue *arg) {
  for (MlbBlockOperand *p = arg->owner_block->preds; p; p = p->next) {
    MlbOperation *t = p->owner;
    MlbSuccRange r;
    if (!t->dce_live || !mlb_succ_range(t, p->index, &r) ||
        arg->index >= r.count)
      continue;
    MlbValue *v = t->operands[r.start + arg->index].value;
    if (v)
      mark_value(l, v);
  }
}

static void mark_value(Live *l, MlbValue *v) {
  if (v->dce_live)
    return;
  mark(l, &v->dce_live);
  if (v->def_op)
    mark_op(l, v->def_op);
  else if (v->owner_block)
    mark_forwarded(l, v);
}

/* A use as a branch operand feeding a successor argument not live (of a
 * branch whose operands we can edit: mlb_succ_range, asked only then). */
static bool use_known_dead(MlbUse *u) {
  MlbOperation *t = u->owner;
  if (!t->num_successors || !t->desc || !t->desc->successor_operands)
    return false;
  uint32_t index = mlb_use_index(u);
  for (uint32_t s = 0; s < t->num_successors; s++) {
    uint32_t start, count;
    t->desc->successor_operands(t, s, &start, &count);
    if (index < start || index >= start + count)
      continue;
    MlbBlock *b = t->successors[s].block;
    uint32_t a = index - start;
    if (!b || a >= b->num_args || b->args[a]->dce_live)
      return false;
    MlbSuccRange r;
    return mlb_succ_range(t, s, &r);
  }
  return false;
}

static void propagate(Live *l) {
  while (l->v->work.len) {
    MlbOperation *op = mlb_vec_pop(&l->v->work);
    for (uint32_t i = 0; i < op->num_operands; i++) {
      MlbUse *u = &op->operands[i];
      if (u->value && !u->value->dce_live && !use_known_dead(u))
        mark_value(l, u->value);
    }
  }
}

/* Terminators: their successors' arguments are live where the branch
 * cannot drop operands. */
static void root_terminator(Live *l, MlbOperation *t) {
  mark_op(l, t);
  for (uint32_t s = 0; s < t->num_successors; s++) {
    MlbSuccRange r;
    MlbBlock *b = t->successors[s].block;
    if (!b || !b->num_args || mlb_succ_range(t, s, &r))
      continue;
    for (uint32_t a = 0; a < b->num_args; a++)
      mark_value(l, b->args[a]);
  }
}

static void root_region(Live *l, MlbRegion *r);

static void root_op(Live *l, MlbOperation *op) {
  if (op->num_regions && !is_isolated(op))
    for (uint32_t r = 0; r < op->num_regions; r++)
      root_region(l, &op->regions[r]);
  if (mlb_op_is_terminator(op) || (!op->desc && op->num_successors))
    root_terminator(l, op);
  else if (!op->desc || op->num_regions ||
           !mlb_op_is_effect_free(l->ctx, op))
    mark_op(l, op);
}

/* The reachable blocks of r, stacked on l->v->orders from *base on (nested
 * regions stack theirs above while these are walked). */
static uint32_t push_order(Live *l, MlbRegion *r, uint32_t *base) {
  *base = l->v->orders.len;
  mlb_region_post_order(r, &l->v->orders);
  return l->v->orders.len;
}

static void root_region(Live *l, MlbRegion *r) {
  if (!r->first)
    return;
  if (r->first == r->last) { /* most regions: no order needed */
    for (MlbOperation *o = r->first->first; o; o = o->next)
      root_op(l, o);
    return;
  }
  uint32_t base, end = push_order(l, r, &base);
  for (uint32_t i = base; i < end; i++)
    for (MlbOperation *o = l->v->orders.data[i]->first; o; o = o->next)
      root_op(l, o);
  l->v->orders.len = base;
}

/* ==== Deletion ==== */

static bool has_dead_arg(const MlbBlock *b) {
  for (uint32_t a = 0; b && a < b->num_args; a++)
    if (!b->args[a]->dce_live)
      return true;
  return false;
}

static void drop_dead_succ_operands(Live *l, MlbOperation *t) {
  for (uint32_t k = t->num_successors; k-- > 0;) {
    MlbSuccRange r;
    MlbBlock *b = t->successors[k].block;
    if (!has_dead_arg(b) || !mlb_succ_range(t, k, &r))
      continue;
    for (uint32_t a = r.count; a-- > 0;)
      if (a < b->num_args && !b->args[a]->dce_live)
        mlb_succ_erase_operand(l->ctx, t, r.start + a, &r);
  }
}

static bool scope_dce(Live *l, MlbRewriter *rw, MlbRegion *regions,
                      uint32_t n);
static bool delete_dead(Live *l, MlbRewriter *rw, MlbRegion *r);

static bool delete_in_block(Live *l, MlbRewriter *rw, MlbBlock *b,
                            bool single) {
  bool erased = false;
  if (!single && b->last && mlb_op_is_terminator(b->last))
    drop_dead_succ_operands(l, b->last);
  MlbOperation *prev;
  for (MlbOperation *o = b->last; o; o = prev) {
    prev = o->prev;
    if (!o->dce_live) {
      mlb_rw_erase_op(rw, o);
      erased = true;
      continue;
    }
    if (!o->num_regions)
      continue;
    if (is_isolated(o))
      erased |= scope_dce(l, rw, o->regions, o->num_regions);
    else
      for (uint32_t k = 0; k < o->num_regions; k++)
        erased |= delete_dead(l, rw, &o->regions[k]);
  }
  return erased;
}

static bool delete_dead(Live *l, MlbRewriter *rw, MlbRegion *r) {
  if (!r->first)
    return false;
  if (r->first == r->last) /* no order vector, no dead arguments */
    return delete_in_block(l, rw, r->first, true);
  bool erased = false;
  uint32_t base, end = push_order(l, r, &base);
  for (uint32_t i = base; i < end; i++)
    erased |= delete_in_block(l, rw, l->v->orders.data[i], false);
  l->v->orders.len = base;
  /* The branch operands feeding dead arguments are gone by now. */
  for (MlbBlock *b = r->first->next; b; b = b->next)
    for (uint32_t a = b->num_args; a-- > 0;)
      if (!b->args[a]->dce_live && !b->args[a]->uses) {
        mlb_block_erase_arg(b, a);
        erased = true;
      }
  return erased;
}

/* Liveness, then deletion, for `regions` (those of an isolated op, or the
 * region the driver simplifies); then clears the marks this scope set. */
static bool scope_dce(Live *l, MlbRewriter *rw, MlbRegion *regions,
                      uint32_t n) {
  uint32_t base = l->v->marked.len;
  for (uint32_t k = 0; k < n; k++)
    root_region(l, &regions[k]);
  propagate(l);
  bool erased = false;
  for (uint32_t k = 0; k < n; k++)
    erased |= delete_dead(l, rw, &regions[k]);
  for (uint32_t i = base; i < l->v->marked.len; i++)
    *l->v->marked.data[i] = 0;
  l->v->marked.len = base;
  return erased;
}

bool mlb_region_dce_with(MlbRewriter *rw, MlbRegion *r, MlbDceScratch *s) {
  Live l = {rw->ctx, s};
  return scope_dce(&l, rw, r, 1);
}

void mlb_dce_scratch_free(MlbDceScratch *s) {
  mlb_vec_free(&s->work);
  mlb_vec_free(&s->marked);
  mlb_vec_free(&s->orders);
}

bool mlb_region_dce(MlbRewriter *rw, MlbRegion *r) {
  MlbDceScratch s;
  memset(&s, 0, sizeof(s));
  bool erased = mlb_region_dce_with(rw, r, &s);
  mlb_dce_scratch_free(&s);
  return erased;
}
