/* one_shot_write_order.c - which in-place writes the conflict check must
 * pair with a read, found by position instead of by trying every write.
 *
 * Deciding an operand pairs every read of its alias sets with every
 * in-place write: a chain of n in-place writes to one tensor asks n^2
 * pairs at each of n decisions, each pair a few dominance questions --
 * cubic in the chain (a 2,000-op chain took minutes). Most pairs are
 * answered "no conflict" by position alone. When the reading op and every
 * definition of the read value sit directly in one block B of a region
 * with SSA dominance (a definition may also be an argument of B), a write
 * of an op directly in B
 *   - after the reading op: the read happens first, and dominance can be
 *     trusted (the block holds every definition, so no repetition of a
 *     region around it lets a write of one run reach a read of the next);
 *   - before every definition: each definition comes after the write and
 *     excuses it (a block argument excuses no write of B);
 * never conflicts with the read: conflicts() in one_shot.c says so by the
 * same tests. Only B's writes from the first definition to the reading op,
 * and the writes outside B, are left to conflicts(), in their original
 * order (so the write blamed for a conflict is the same).
 */
#include "analysis/one_shot_int.h"

#include <stdlib.h>

static int by_block_then_position(const void *x, const void *y) {
  const MlbOsaPlacedWrite *a = x, *b = y;
  if (a->block != b->block)
    return a->block < b->block ? -1 : 1;
  if (a->pos != b->pos)
    return a->pos < b->pos ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

static int ascending(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return a < b ? -1 : a > b;
}

void mlb_osa_place_writes(MlbUse *const *writes, uint32_t n,
                          MlbOsaPlacedWriteVec *out) {
  out->len = 0;
  for (uint32_t i = 0; i < n; i++) {
    MlbOperation *op = writes[i]->owner;
    MlbOsaPlacedWrite w = {(uintptr_t)op->block,
                           op->block ? mlb_op_block_position(op) : 0, i};
    mlb_vec_push(out, w);
  }
  if (out->len > 1)
    qsort(out->data, out->len, sizeof *out->data, by_block_then_position);
}

/* The position in B from which B's writes may conflict with read r: its
 * first definition's (0 for an argument of B, whose positions all come
 * after). False when r's op or a definition is not directly in B or B's
 * region has no SSA dominance. */
static bool first_definition_in_block(MlbUse *r, const MlbValueVec *defs,
                                      MlbBlock *b, uint32_t *first) {
  if (!b || !mlb_region_has_ssa_dominance(b->parent))
    return false;
  *first = mlb_op_block_position(r->owner);
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *v = defs->data[d];
    if (v->def_op ? v->def_op->block != b : v->owner_block != b)
      return false;
    uint32_t p = v->def_op ? mlb_op_block_position(v->def_op) : 0;
    *first = p < *first ? p : *first;
  }
  return true;
}

/* The first placed write not before (block, pos, index 0). */
static uint32_t lower_bound(const MlbOsaPlacedWriteVec *placed,
                            uintptr_t block, uint32_t pos) {
  uint32_t lo = 0, hi = placed->len;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    const MlbOsaPlacedWrite *w = &placed->data[mid];
    if (w->block < block || (w->block == block && w->pos < pos))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

static void pick_range(const MlbOsaPlacedWriteVec *placed, uint32_t from,
                       uint32_t to, MlbU32Vec *pick) {
  for (uint32_t k = from; k < to; k++)
    mlb_vec_push(pick, placed->data[k].index);
}

bool mlb_osa_writes_to_check(const MlbOsaPlacedWriteVec *placed, MlbUse *r,
                             const MlbValueVec *defs, MlbU32Vec *pick) {
  MlbBlock *b = r->owner->block;
  uint32_t first = 0;
  if (!first_definition_in_block(r, defs, b, &first))
    return false;
  uintptr_t key = (uintptr_t)b;
  uint32_t last = mlb_op_block_position(r->owner);
  uint32_t begin = lower_bound(placed, key, 0);
  uint32_t from = lower_bound(placed, key, first);
  uint32_t to = last == UINT32_MAX ? lower_bound(placed, key + 1, 0)
                                   : lower_bound(placed, key, last + 1);
  uint32_t end = lower_bound(placed, key + 1, 0);
  pick->len = 0;
  pick_range(placed, 0, begin, pick);
  pick_range(placed, from, to, pick);
  pick_range(placed, end, placed->len, pick);
  if (pick->len > 1) /* (qsort takes no null array, even empty) */
    qsort(pick->data, pick->len, sizeof *pick->data, ascending);
  return true;
}
