/* one_shot_happens.c - where two ops of One-Shot's conflict check stand
 * relative to each other: does one happen before the other (dominance),
 * can dominance be trusted (not when a repeated region -- a loop body, a
 * cycle of blocks -- lets one run's write reach the next run's read), do
 * they exclude each other (two branches), and which blocks of a region
 * reach which. Split from one_shot.c, whose conflict check and excuses
 * ask these questions; pure questions about the IR, except that
 * dominance comes from the analysis' dominator info.
 */
#include "analysis/one_shot_int.h"

static uint32_t op_depth(const MlbOperation *op) {
  uint32_t d = 0;
  for (; op; op = mlb_op_parent_op(op))
    d++;
  return d;
}

/* a, or an op enclosing a, properly dominates b (a does not enclose b).
 * Of the ops around x, only the one in the innermost region holding both
 * x and y can answer: those below it lie in regions without y, those
 * above it enclose y. So both climb to that region once (their depths
 * first made equal), instead of asking dominance and enclosure at every
 * level (the conflict check asks this for most pairs of a read and a
 * write). */
bool mlb_osa_happens_before(MlbOsa *a, MlbOperation *x, MlbOperation *y) {
  if (x == y) /* an op in a graph region dominates itself */
    return mlb_dom_info_op_properly_dominates(&a->dom, x, x, false);
  MlbOperation *y0 = y;
  uint32_t dx = op_depth(x), dy = op_depth(y);
  for (; dx > dy; dx--)
    x = mlb_op_parent_op(x);
  for (; dy > dx; dy--)
    y = mlb_op_parent_op(y);
  for (; x && y; x = mlb_op_parent_op(x), y = mlb_op_parent_op(y)) {
    /* One op around both (x and y in different regions of it): when it
     * is y itself (y encloses x) it answers as for x == y; any other
     * encloses y. */
    if (x == y)
      return x == y0 &&
             mlb_dom_info_op_properly_dominates(&a->dom, y0, y0, false);
    if (x->block && y->block && x->block->parent == y->block->parent)
      return mlb_dom_info_op_properly_dominates(&a->dom, x, y, false);
  }
  return false;
}

/* The block of region r holding op (op itself or an op around it), NULL
 * when op is not inside r. */
MlbBlock *mlb_osa_block_in(MlbRegion *r, MlbOperation *op) {
  for (; op; op = mlb_op_parent_op(op))
    if (op->block && op->block->parent == r)
      return op->block;
  return NULL;
}

/* The block of region r where v is defined (its own block for an
 * argument of r), NULL when v is not defined inside r. */
static MlbBlock *value_block_in(MlbRegion *r, MlbValue *v) {
  if (v->def_op)
    return mlb_osa_block_in(r, v->def_op);
  if (v->owner_block->parent == r)
    return v->owner_block;
  return mlb_osa_block_in(r, mlb_block_parent_op(v->owner_block));
}

bool mlb_osa_region_contains(MlbRegion *r, MlbOperation *op) {
  return mlb_osa_block_in(r, op) != NULL;
}

static bool value_in_region(MlbRegion *r, MlbValue *v) {
  return value_block_in(r, v) != NULL;
}

/* A region its parent may run more than once: a loop's body. */
bool mlb_osa_region_reentered(MlbRegion *r) {
  const MlbRegionBranchIface *rb =
      mlb_op_iface(r->parent, MLB_IFACE_REGION_BRANCH);
  return (rb && rb->is_loop) ||
         mlb_buf_region_repetitive(r->parent,
                                   (uint32_t)(r - r->parent->regions));
}

/* A region whose ops may run more than once per run of its parent: a
 * loop's body, or a block of a region with more than one block (which
 * may hold a cycle). */
bool mlb_osa_region_repeats(MlbRegion *r) {
  return mlb_osa_region_reentered(r) || (r->first && r->first != r->last);
}


/* ==== Cycles of a region's blocks ==== */

bool mlb_osa_block_reaches(MlbBlock *a, MlbBlock *b) {
  return mlb_block_reaches_avoiding(a, b, NULL);
}

/* Read and write in blocks of a cycle of region r: dominance is usable
 * only when every definition of the read lies on that cycle too (else the
 * write of one trip reaches the read of the next, as in a loop body). */
static bool cycle_holds_defs(MlbRegion *r, MlbOperation *rd,
                             MlbOperation *wr, const MlbValueVec *defs) {
  MlbBlock *br = mlb_osa_block_in(r, rd), *bw = mlb_osa_block_in(r, wr);
  if (!br || !bw || !mlb_osa_block_reaches(br, bw) || !mlb_osa_block_reaches(bw, br))
    return true; /* not on one cycle */
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbBlock *bd = value_block_in(r, defs->data[d]);
    if (!bd || !mlb_osa_block_reaches(bd, br) || !mlb_osa_block_reaches(br, bd))
      return false;
  }
  return true;
}

/* Dominance between read and write says nothing when both sit in a
 * repeated region that does not hold every definition of the read: the
 * write of one run reaches the read of the next. */
bool mlb_osa_dominance_usable(MlbOperation *rd, MlbOperation *wr,
                             const MlbValueVec *defs) {
  /* The regions around rd, inner first: once one holds wr, so do all
   * further out (no need to ask again). */
  bool holds_wr = false;
  for (MlbOperation *p = rd; p; p = mlb_op_parent_op(p)) {
    MlbRegion *r = p->block ? p->block->parent : NULL;
    if (!r)
      continue;
    holds_wr = holds_wr || mlb_osa_region_contains(r, wr);
    if (!holds_wr || !mlb_osa_region_repeats(r))
      continue;
    for (uint32_t d = 0; d < defs->len; d++)
      if (!value_in_region(r, defs->data[d]))
        return false;
    if (r->first != r->last && !cycle_holds_defs(r, p, wr, defs))
      return false;
  }
  return true;
}

/* Regions ri and rj of op exclude each other: neither reaches the other. */
static bool region_reaches(MlbOperation *op, int32_t from, int32_t to) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->successors)
    return true;
  uint64_t seen = 0, todo = 1ull << (from & 63);
  MlbU32Vec succ = {0};
  bool found = false;
  while (todo && !found) {
    int32_t r = __builtin_ctzll(todo);
    todo &= todo - 1;
    seen |= 1ull << r;
    succ.len = 0;
    rb->successors(op, r, &succ);
    for (uint32_t k = 0; k < succ.len; k++) {
      int32_t s = (int32_t)succ.data[k];
      if (s == to)
        found = true;
      if (s >= 0 && s < 64 && !(seen >> s & 1))
        todo |= 1ull << s;
    }
  }
  mlb_vec_free(&succ);
  return found;
}

/* x and y sit (through their ancestors) in two blocks of region r that
 * no path of r joins: no run of r executes both. */
bool mlb_osa_blocks_apart(MlbBlock *bx, MlbBlock *by) {
  return bx && by && bx != by && !mlb_osa_block_reaches(bx, by) && !mlb_osa_block_reaches(by, bx);
}

static bool blocks_exclusive(MlbRegion *r, MlbOperation *x, MlbOperation *y) {
  return r->first != r->last && mlb_osa_blocks_apart(mlb_osa_block_in(r, x), mlb_osa_block_in(r, y));
}

/* The nearest region holding both ops has several blocks, the ops sit
 * (through their ancestors) in two of them, and no path leads from the
 * write's block to the read's: in one run of that region the write never
 * comes before the read. */
bool mlb_osa_write_cannot_reach_read(MlbOperation *rop, MlbOperation *wop) {
  for (MlbOperation *p = rop; p && p->block; p = mlb_op_parent_op(p)) {
    MlbRegion *r = p->block->parent;
    if (!mlb_osa_region_contains(r, wop))
      continue;
    MlbBlock *bw = mlb_osa_block_in(r, wop);
    return r->first != r->last && bw != p->block && !mlb_osa_block_reaches(bw, p->block);
  }
  return false;
}

/* Within one run of their nearest common region, x and y never both run:
 * they sit in regions of one op that do not reach each other (the two
 * branches of an scf.if), or in blocks of that region that no path joins
 * (the two successors of a cf.cond_br that never meet again before the
 * ops). */
bool mlb_osa_mutually_exclusive(MlbOperation *x, MlbOperation *y) {
  for (MlbOperation *p = x; p && p->block; p = mlb_op_parent_op(p)) {
    if (mlb_osa_region_contains(p->block->parent, y))
      return blocks_exclusive(p->block->parent, x, y);
    MlbOperation *anc = mlb_op_parent_op(p);
    if (!anc || anc->num_regions < 2 || anc->num_regions > 64)
      continue;
    if (!mlb_op_is_ancestor(anc, y) || anc == y)
      continue;
    /* The region of anc holding y. */
    MlbOperation *q = y;
    while (q && mlb_op_parent_op(q) != anc)
      q = mlb_op_parent_op(q);
    if (!q)
      return false;
    int32_t rx = (int32_t)(p->block->parent - anc->regions);
    int32_t ry = (int32_t)(q->block->parent - anc->regions);
    if (rx == ry)
      return false; /* nearest common ancestor region: not exclusive */
    return !region_reaches(anc, rx, ry) && !region_reaches(anc, ry, rx);
  }
  return false;
}
