/* dom_info.c - (post-)dominance queries across nested regions.
 *
 * Mirrors upstream's DominanceInfoBase: two positions (a block and an op
 * in it, or the block's end) in different regions are compared after
 * lifting the second into the first one's region through its ancestor
 * ops; positions in one block compare by order (reversed for
 * post-dominance) unless the block is a graph region; different blocks of
 * one region ask the region's tree (dom_tree.c), built on first use.
 */
#include "analysis/dom_info.h"
#include "ir/dominance.h"

void mlb_dom_info_init(MlbDomInfo *d, bool post) {
  d->post = post;
  mlb_ptrmap_init(&d->regions);
}

void mlb_dom_info_invalidate(MlbDomInfo *d) {
  for (uint32_t i = 0; i < d->regions.cap; i++) {
    if (!d->regions.keys || !d->regions.keys[i])
      continue;
    MlbRegionDom *t = d->regions.vals[i];
    mlb_region_dom_free(t);
    mlb_free(t);
  }
  mlb_ptrmap_clear(&d->regions);
}

MLB_HOT void mlb_dom_info_free(MlbDomInfo *d) {
  mlb_dom_info_invalidate(d);
  mlb_ptrmap_free(&d->regions);
}

static MlbRegionDom *tree_of(MlbDomInfo *d, MlbRegion *r) {
  bool inserted = false;
  void **slot = mlb_ptrmap_slot(&d->regions, r, &inserted);
  if (inserted) {
    MlbRegionDom *t = mlb_malloc(sizeof *t);
    mlb_region_dom_build(t, r, d->post);
    *slot = t;
  }
  return *slot;
}

bool mlb_region_has_ssa_dominance(const MlbRegion *r) {
  if (!r || (r->first && r->first != r->last))
    return true; /* multi-block regions always have SSA dominance */
  const MlbOperation *parent = r->parent;
  if (!parent)
    return true;
  if (!parent->desc)
    return false; /* nothing is known about unregistered ops */
  return !(parent->desc->traits & MLB_TRAIT_GRAPH_REGION);
}

/* A position: `op` in `block`, or the block's end when op is NULL. */
typedef struct Pos {
  MlbBlock *block;
  MlbOperation *op;
} Pos;

static bool pos_before(Pos a, Pos b) {
  if (a.op == b.op || !a.op)
    return false;
  if (!b.op)
    return true;
  return mlb_op_is_before_in_block(a.op, b.op);
}

/* The position in region `r` enclosing `p`; block NULL when none. */
static Pos lift_into(MlbRegion *r, Pos p) {
  Pos none = {NULL, NULL};
  if (p.block->parent == r)
    return p;
  MlbOperation *op = p.block->parent ? p.block->parent->parent : NULL;
  while (op && op->block && op->block->parent != r) {
    MlbRegion *pr = op->block->parent;
    op = pr ? pr->parent : NULL;
  }
  if (!op || !op->block)
    return none;
  Pos out = {op->block, op};
  return out;
}

MLB_HOT static bool properly_impl(MlbDomInfo *d, Pos a, Pos b,
                                  bool enclosing_ok) {
  if (a.block == b.block && a.op == b.op)
    return !mlb_region_has_ssa_dominance(a.block->parent);
  MlbRegion *ar = a.block->parent;
  if (ar != b.block->parent) {
    if (!ar)
      return false;
    b = lift_into(ar, b);
    if (!b.block)
      return false;
    if (a.block == b.block && a.op == b.op && enclosing_ok)
      return true;
  }
  if (a.block == b.block) {
    if (!mlb_region_has_ssa_dominance(ar))
      return true;
    return d->post ? pos_before(b, a) : pos_before(a, b);
  }
  /* The entry block dominates every other block of its region (an
   * unreachable one too, as the tree answers): no tree to build. */
  if (!d->post && a.block == ar->first)
    return true;
  MlbRegionDom *t = tree_of(d, ar);
  return mlb_region_dom_dominates(t, a.block, b.block);
}

/* Blocks compare from their first op (dominance) or their end (post). */
static Pos block_pos(const MlbDomInfo *d, MlbBlock *b) {
  Pos p = {b, d->post ? NULL : b->first};
  return p;
}

bool mlb_dom_info_properly_dominates(MlbDomInfo *d, MlbBlock *a, MlbBlock *b) {
  return properly_impl(d, block_pos(d, a), block_pos(d, b), true);
}

bool mlb_dom_info_dominates(MlbDomInfo *d, MlbBlock *a, MlbBlock *b) {
  return a == b || mlb_dom_info_properly_dominates(d, a, b);
}

bool mlb_dom_info_op_properly_dominates(MlbDomInfo *d, MlbOperation *a,
                                        MlbOperation *b, bool enclosing_ok) {
  Pos pa = {a->block, a}, pb = {b->block, b};
  if (!pa.block || !pb.block)
    return false;
  return properly_impl(d, pa, pb, enclosing_ok);
}

bool mlb_dom_info_op_dominates(MlbDomInfo *d, MlbOperation *a,
                               MlbOperation *b) {
  return a == b || mlb_dom_info_op_properly_dominates(d, a, b, true);
}

/* ==== Nearest common dominator ==== */

static MlbBlock *outer_block(MlbBlock *b) {
  MlbOperation *op = b->parent ? b->parent->parent : NULL;
  return op ? op->block : NULL;
}

/* Climbs from `b` until a block of region `r`; counts the blocks seen. */
static MlbBlock *climb_to(MlbBlock *b, MlbRegion *r, size_t *depth) {
  for (; b; b = outer_block(b)) {
    ++*depth;
    if (b->parent == r)
      return b;
  }
  return NULL;
}

/* Upstream's tryGetBlocksInSameRegion: lift one block into the other's
 * region, else lift both to their nearest common region. */
static bool same_region(MlbBlock **pa, MlbBlock **pb) {
  MlbBlock *a = *pa, *b = *pb;
  if (a->parent == b->parent)
    return true;
  size_t da = 0, db = 0;
  MlbBlock *x = climb_to(a, b->parent, &da);
  if (x) {
    *pa = x;
    return true;
  }
  x = climb_to(b, a->parent, &db);
  if (x) {
    *pb = x;
    return true;
  }
  for (; da > db; da--)
    a = outer_block(a);
  for (; db > da; db--)
    b = outer_block(b);
  for (; a && b; a = outer_block(a), b = outer_block(b))
    if (a->parent == b->parent) {
      *pa = a;
      *pb = b;
      return true;
    }
  return false;
}

/* The index of block b among blocks[0, n), or UINT32_MAX. */
static uint32_t block_index(MlbBlock *const *blocks, uint32_t n,
                            const MlbBlock *b) {
  for (uint32_t i = 0; i < n; i++)
    if (blocks[i] == b)
      return i;
  return UINT32_MAX;
}

enum { POST_BLOCKS = 32 }; /* blocks of a region in one mask */

/* The region's blocks' successor masks (succ[i]: bit j when block i
 * branches to block j), and the one block without successors: false
 * for a region of more than POST_BLOCKS blocks, several blocks without
 * successors or none, or a branch out of the region (invalid IR). */
static bool small_region_graph(MlbRegion *r, MlbBlock **blocks, uint32_t *n,
                               uint32_t *succ, uint32_t *exit) {
  *n = 0;
  *exit = UINT32_MAX;
  for (MlbBlock *x = r->first; x; x = x->next) {
    if (*n == POST_BLOCKS)
      return false;
    blocks[(*n)++] = x;
  }
  for (uint32_t i = 0; i < *n; i++) {
    uint32_t ns = mlb_block_num_succs(blocks[i]);
    succ[i] = 0;
    if (!ns) {
      if (*exit != UINT32_MAX)
        return false;
      *exit = i;
    }
    for (uint32_t k = 0; k < ns; k++) {
      uint32_t j = block_index(blocks, *n, mlb_block_succ(blocks[i], k));
      if (j == UINT32_MAX)
        return false;
      succ[i] |= 1u << j;
    }
  }
  return *exit != UINT32_MAX;
}

/* The nearest common post-dominator of blocks a != b of one region
 * without a tree, for a region of at most POST_BLOCKS blocks with one
 * block without successors that every block reaches: there the tree
 * (one root, that block) is the textbook one, and each block's
 * post-dominators as a bit set (iterated to the fixpoint) give its
 * answer: of the blocks post-dominating both, the one whose own
 * post-dominators are exactly those. *known false: another region, left to
 * the tree (several exits, a loop never left, a larger region). */
MLB_HOT static MlbBlock *small_post_nca(MlbBlock *a, MlbBlock *b, bool *known) {
  MlbBlock *blocks[POST_BLOCKS];
  uint32_t succ[POST_BLOCKS], pdom[POST_BLOCKS], n = 0, exit = 0;
  *known = false;
  if (!small_region_graph(a->parent, blocks, &n, succ, &exit))
    return NULL;
  uint32_t all = n == 32 ? UINT32_MAX : (1u << n) - 1, reach = 1u << exit;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < n; i++)
      if (!(reach >> i & 1) && (succ[i] & reach)) {
        reach |= 1u << i;
        changed = true;
      }
  }
  if (reach != all)
    return NULL;
  for (uint32_t i = 0; i < n; i++)
    pdom[i] = i == exit ? 1u << exit : all;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < n; i++) {
      if (i == exit)
        continue;
      uint32_t m = all;
      for (uint32_t s = succ[i]; s; s &= s - 1)
        m &= pdom[__builtin_ctz(s)];
      m |= 1u << i;
      if (m != pdom[i]) {
        pdom[i] = m;
        changed = true;
      }
    }
  }
  /* The blocks post-dominating both are a chain from the nearest one to
   * the exit: exactly the post-dominators of that nearest one. */
  uint32_t common = pdom[block_index(blocks, n, a)] &
                    pdom[block_index(blocks, n, b)];
  uint32_t best = exit; /* the exit post-dominates every block */
  for (uint32_t c = common; c; c &= c - 1)
    if (pdom[__builtin_ctz(c)] == common)
      best = (uint32_t)__builtin_ctz(c);
  *known = true;
  return blocks[best];
}

MLB_HOT MlbBlock *mlb_dom_info_nearest_common(MlbDomInfo *d, MlbBlock *a,
                                              MlbBlock *b) {
  if (!a || !b)
    return NULL;
  if (a == b)
    return a;
  if (!same_region(&a, &b))
    return NULL;
  if (a == b)
    return a;
  /* The entry block is its own answer with any block of its region (as
   * mlb_region_dom_nca says first): no tree needs building for it. */
  MlbBlock *entry = a->parent ? a->parent->first : NULL;
  if (!d->post && (a == entry || b == entry))
    return entry;
  /* Small regions with one exit: post-dominators by bit sets, no tree
   * (copy-dealloc/post-dominator-small.mlir has both sides). */
  if (d->post && a->parent && !mlb_ptrmap_get(&d->regions, a->parent)) {
    bool known = false;
    MlbBlock *p = small_post_nca(a, b, &known);
    if (known)
      return p;
  }
  return mlb_region_dom_nca(tree_of(d, a->parent), a, b);
}

MlbBlock *mlb_dom_info_idom(MlbDomInfo *d, MlbBlock *b) {
  /* A single block has no (post-)dominator in its region: no tree. */
  if (!b->parent || b->parent->first == b->parent->last)
    return NULL;
  MlbRegionDom *t = tree_of(d, b->parent);
  uint32_t x = mlb_region_dom_node(t, b);
  if (x == UINT32_MAX || t->idom[x] == x)
    return NULL;
  return t->blocks[t->idom[x]];
}

/* Reachability from the entry of a region of at most REACH_BLOCKS
 * blocks, by a walk over successor edges kept in an array: 1 reachable,
 * 0 not, -1 a larger region (undecided). What the tree's node says,
 * without building a tree that a pass asking only this never uses. */
enum { REACH_BLOCKS = 32 };
static int small_reachable(const MlbBlock *b) {
  const MlbBlock *seen[REACH_BLOCKS];
  uint32_t n = 0;
  seen[n++] = b->parent->first;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t ns = mlb_block_num_succs(seen[i]);
    for (uint32_t k = 0; k < ns; k++) {
      const MlbBlock *s = mlb_block_succ(seen[i], k);
      if (s == b)
        return 1;
      bool known = false;
      for (uint32_t j = 0; j < n && !known; j++)
        known = seen[j] == s;
      if (known || s->parent != b->parent)
        continue;
      if (n == REACH_BLOCKS)
        return -1;
      seen[n++] = s;
    }
  }
  return 0;
}

MLB_HOT bool mlb_dom_info_reachable(MlbDomInfo *d, MlbBlock *b) {
  if (d->post || !b->parent || b == b->parent->first)
    return true; /* also every single-block region */
  /* A branch from the entry block reaches b: no walk (most blocks of
   * lowered structured code are such). */
  for (const MlbBlockOperand *e = b->preds; e; e = e->next)
    if (e->owner->block == b->parent->first)
      return true;
  if (!mlb_ptrmap_get(&d->regions, b->parent)) {
    int r = small_reachable(b);
    if (r >= 0)
      return r == 1;
  }
  return mlb_region_dom_node(tree_of(d, b->parent), b) != UINT32_MAX;
}
