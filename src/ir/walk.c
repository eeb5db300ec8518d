/* walk.c - pre- and post-order traversal of nested operations.
 *
 * Siblings are iterated "early increment": the next op (and block) is read
 * before the current one is visited, so a post-order callback may erase
 * the op it is given. Erasing other ops than the current one during a walk
 * is not supported (as upstream).
 */
#include "ir/ir.h"

static MlbWalkResult walk_regions(MlbOperation *op, bool pre, MlbWalkFn fn,
                                  void *user, bool root);

/* root: op is where the walk started, a top-level op (a module); while
 * one op nested directly in it (a function) is walked, the next one's IR
 * is prefetched. Not from a function: its region ops are followed by ops
 * that may have been built since, far away in the arena, and the span up
 * to them would be the cap's worth of other functions' lines. */
static MlbWalkResult walk_op(MlbOperation *op, bool pre, MlbWalkFn fn,
                             void *user, bool root) {
  if (pre) {
    MlbWalkResult r = fn(op, user);
    if (r == MLB_WALK_INTERRUPT)
      return MLB_WALK_INTERRUPT;
    if (r == MLB_WALK_SKIP)
      return MLB_WALK_ADVANCE;
    return walk_regions(op, pre, fn, user, root);
  }
  if (walk_regions(op, pre, fn, user, root) == MLB_WALK_INTERRUPT)
    return MLB_WALK_INTERRUPT;
  /* SKIP means nothing after the nested ops were visited. */
  return fn(op, user) == MLB_WALK_INTERRUPT ? MLB_WALK_INTERRUPT
                                            : MLB_WALK_ADVANCE;
}

static MlbWalkResult walk_regions(MlbOperation *op, bool pre, MlbWalkFn fn,
                                  void *user, bool root) {
  for (uint32_t i = 0; i < op->num_regions; i++) {
    MlbBlock *nb;
    for (MlbBlock *b = op->regions[i].first; b; b = nb) {
      nb = b->next;
      MlbOperation *next;
      for (MlbOperation *o = b->first; o; o = next) {
        next = o->next;
        if (root && o->num_regions)
          mlb_op_prefetch_next_ir(o, next);
        /* An op without regions (most) is its callback alone: no call
         * through walk_op and walk_regions, whose frames cost more than
         * the visit. Pre-order asks for regions after the callback, as
         * walk_op does. */
        if (pre || !o->num_regions) {
          MlbWalkResult r = fn(o, user);
          if (r == MLB_WALK_INTERRUPT)
            return MLB_WALK_INTERRUPT;
          if (!pre || r == MLB_WALK_SKIP || !o->num_regions)
            continue;
          if (walk_regions(o, pre, fn, user, false) == MLB_WALK_INTERRUPT)
            return MLB_WALK_INTERRUPT;
          continue;
        }
        if (walk_op(o, pre, fn, user, false) == MLB_WALK_INTERRUPT)
          return MLB_WALK_INTERRUPT;
      }
    }
  }
  return MLB_WALK_ADVANCE;
}

MlbWalkResult mlb_walk_pre(MlbOperation *op, MlbWalkFn fn, void *user) {
  return walk_op(op, true, fn, user, !op->block);
}

MlbWalkResult mlb_walk_post(MlbOperation *op, MlbWalkFn fn, void *user) {
  return walk_op(op, false, fn, user, !op->block);
}
