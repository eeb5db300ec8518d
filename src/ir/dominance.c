/* dominance.c - dominator and post-dominator trees of a region's CFG.
 *
 * Algorithm: number reachable blocks in reverse post-order with an explicit
 * stack (no recursion, so deep CFGs are fine), iterate idom[b] = intersect
 * of processed predecessors until stable (Cooper, Harvey, Kennedy, "A Simple,
 * Fast Dominance Algorithm"), then number the tree by DFS so dominance is an
 * interval test. For post-dominance the edges are reversed and every block
 * without successors hangs under a virtual exit node (index 0).
 */
#include "ir/dominance.h"

uint32_t mlb_block_num_succs(const MlbBlock *b) {
  return b->last ? b->last->num_successors : 0;
}

MlbBlock *mlb_block_succ(const MlbBlock *b, uint32_t i) {
  return b->last->successors[i].block;
}

/* Edge iteration in the tree's direction. Node 0 is the virtual exit for
 * post trees; real blocks are looked up by pointer. All scratch arrays
 * are carved out of one allocation sized by the region's block count
 * (`cap` nodes: the blocks, plus the virtual exit). */
typedef struct Graph {
  MlbDomTree *t;
  uint32_t cap;
  MlbBlock **exits; /* post: blocks with no successors */
  uint32_t num_exits;
} Graph;

static uint32_t num_fwd(Graph *g, MlbBlock *b) {
  if (!g->t->post)
    return mlb_block_num_succs(b);
  return b ? mlb_block_num_preds(b) : g->num_exits;
}

typedef struct Frame {
  MlbBlock *b;
  uint32_t next;
  MlbBlockOperand *pred_it; /* post trees walk the pred list incrementally */
} Frame;

static uint32_t idx_of(const MlbDomTree *t, MlbBlock *b) {
  if (!b)
    return 0; /* virtual exit */
  void *v = mlb_ptrmap_get(&t->index, b);
  return v ? (uint32_t)(uintptr_t)v - 1 : UINT32_MAX;
}

/* Marks `s` visited (in t->index, with a placeholder the numbering
 * overwrites); false if it already was. */
static bool visit(MlbDomTree *t, MlbBlock *s) {
  if (!s)
    return true;
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&t->index, s, &ins);
  if (ins)
    *slot = (void *)(uintptr_t)UINT32_MAX;
  return ins;
}

/* Post-order DFS with an explicit stack; fills blocks[] in RPO. Every
 * node is pushed at most once, so `cap` frames suffice. */
static void number_rpo(Graph *g, MlbBlock *root, Frame *stack,
                       MlbBlock **order) {
  MlbDomTree *t = g->t;
  uint32_t sp = 0, n = 0;
  stack[sp++] = (Frame){root, 0, NULL};
  visit(t, root);
  while (sp) {
    Frame *f = &stack[sp - 1];
    if (f->next < num_fwd(g, f->b)) {
      MlbBlock *s;
      if (t->post && f->b) { /* walk pred list in O(1) per step */
        f->pred_it = f->next == 0 ? f->b->preds : f->pred_it->next;
        s = f->pred_it->owner->block;
      } else if (t->post) {
        s = g->exits[f->next];
      } else {
        s = mlb_block_succ(f->b, f->next);
      }
      f->next++;
      if (s && visit(t, s))
        stack[sp++] = (Frame){s, 0, NULL};
      continue;
    }
    order[n++] = f->b;
    sp--;
  }
  t->n = n;
  for (uint32_t i = 0; i < n; i++) {
    MlbBlock *b = order[n - 1 - i];
    t->blocks[i] = b;
    if (b)
      mlb_ptrmap_put(&t->index, b, (void *)(uintptr_t)(i + 1));
  }
}

static uint32_t intersect(const uint32_t *idom, uint32_t a, uint32_t b) {
  while (a != b) {
    while (a > b)
      a = idom[a];
    while (b > a)
      b = idom[b];
  }
  return a;
}

/* Predecessors in the tree's direction = successors in the other one. */
static void compute_idoms(MlbDomTree *t) {
  for (uint32_t i = 0; i < t->n; i++)
    t->idom[i] = UINT32_MAX;
  if (!t->n)
    return;
  t->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < t->n; i++) {
      MlbBlock *b = t->blocks[i];
      uint32_t nd = UINT32_MAX;
      uint32_t np = t->post ? mlb_block_num_succs(b) : mlb_block_num_preds(b);
      MlbBlockOperand *pit = t->post ? NULL : b->preds;
      for (uint32_t k = 0; k < np; k++) {
        MlbBlock *p;
        if (t->post) {
          p = mlb_block_succ(b, k);
        } else {
          p = pit->owner->block;
          pit = pit->next;
        }
        uint32_t pi = idx_of(t, p);
        if (pi == UINT32_MAX || t->idom[pi] == UINT32_MAX)
          continue;
        nd = nd == UINT32_MAX ? pi : intersect(t->idom, pi, nd);
      }
      if (t->post && mlb_block_num_succs(b) == 0)
        nd = nd == UINT32_MAX ? 0 : intersect(t->idom, 0, nd);
      if (nd != t->idom[i]) {
        t->idom[i] = nd;
        changed = true;
      }
    }
  }
}

/* DFS interval numbering of the dominator tree (children lists built from
 * idom, then an explicit-stack walk); `scratch` holds 4 * n words. */
static void number_tree(MlbDomTree *t, uint32_t *scratch) {
  uint32_t n = t->n;
  if (!n)
    return;
  uint32_t *first = scratch, *next = scratch + n;
  uint32_t *stack = scratch + 2 * n, *child = scratch + 3 * n;
  for (uint32_t i = 0; i < n; i++)
    first[i] = next[i] = UINT32_MAX;
  for (uint32_t i = n; i-- > 1;)
    if (t->idom[i] != UINT32_MAX) {
      next[i] = first[t->idom[i]];
      first[t->idom[i]] = i;
    }
  uint32_t sp = 0, clock = 0;
  stack[sp] = 0;
  child[sp++] = first[0];
  t->pre[0] = clock++;
  while (sp) {
    uint32_t c = child[sp - 1];
    if (c == UINT32_MAX) {
      t->post_num[stack[--sp]] = clock++;
      continue;
    }
    child[sp - 1] = next[c];
    t->pre[c] = clock++;
    stack[sp] = c;
    child[sp++] = first[c];
  }
}

/* The tree's arrays live in one block (freed through t->blocks): the
 * node array, then idom, pre and post_num. */
static void alloc_tree(MlbDomTree *t, uint32_t cap) {
  size_t words = sizeof(MlbBlock *) / sizeof(uint32_t);
  uint32_t *mem = mlb_calloc((size_t)cap * (words + 3), sizeof(uint32_t));
  t->blocks = (MlbBlock **)mem;
  t->idom = mem + (size_t)cap * words;
  t->pre = t->idom + cap;
  t->post_num = t->pre + cap;
}

void mlb_domtree_build(MlbDomTree *t, MlbRegion *r, bool post) {
  memset(t, 0, sizeof *t);
  t->region = r;
  t->post = post;
  mlb_ptrmap_init(&t->index);
  uint32_t cap = 1; /* the virtual exit, or room for an empty region */
  for (MlbBlock *b = r->first; b; b = b->next)
    cap++;
  alloc_tree(t, cap);
  /* Scratch: frames, the post-order, exits, then 4 * cap words. */
  size_t bytes = cap * (sizeof(Frame) + 2 * sizeof(MlbBlock *)) +
                 (size_t)cap * 4 * sizeof(uint32_t);
  char *scratch = mlb_malloc(bytes);
  Frame *frames = (Frame *)scratch;
  MlbBlock **order = (MlbBlock **)(frames + cap);
  Graph g = {t, cap, order + cap, 0};
  if (post)
    for (MlbBlock *b = r->first; b; b = b->next)
      if (mlb_block_num_succs(b) == 0)
        g.exits[g.num_exits++] = b;
  if (r->first)
    number_rpo(&g, post ? NULL : r->first, frames, order);
  compute_idoms(t);
  number_tree(t, (uint32_t *)(g.exits + cap));
  mlb_free(scratch);
}

void mlb_domtree_free(MlbDomTree *t) {
  mlb_free(t->blocks); /* idom, pre and post_num with it */
  mlb_ptrmap_free(&t->index);
  memset(t, 0, sizeof *t);
}

bool mlb_domtree_reachable(const MlbDomTree *t, MlbBlock *b) {
  return idx_of(t, b) != UINT32_MAX;
}

bool mlb_domtree_dominates(const MlbDomTree *t, MlbBlock *a, MlbBlock *b) {
  uint32_t ib = idx_of(t, b);
  if (ib == UINT32_MAX)
    return true;
  uint32_t ia = idx_of(t, a);
  if (ia == UINT32_MAX)
    return false;
  return t->pre[ia] <= t->pre[ib] && t->post_num[ib] <= t->post_num[ia];
}

MlbBlock *mlb_domtree_idom(const MlbDomTree *t, MlbBlock *b) {
  uint32_t i = idx_of(t, b);
  if (i == UINT32_MAX || i == 0)
    return NULL;
  uint32_t d = t->idom[i];
  if (d == UINT32_MAX)
    return NULL;
  return t->blocks[d];
}
