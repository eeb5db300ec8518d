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
 * post trees; real blocks are looked up by pointer. */
typedef struct Graph {
  MlbDomTree *t;
  MLB_VEC(MlbBlock *) exits; /* post: blocks with no successors */
} Graph;

static uint32_t num_fwd(Graph *g, MlbBlock *b) {
  if (!g->t->post)
    return mlb_block_num_succs(b);
  return b ? mlb_block_num_preds(b) : g->exits.len;
}

static MlbBlock *fwd(Graph *g, MlbBlock *b, uint32_t i) {
  if (!g->t->post)
    return mlb_block_succ(b, i);
  if (!b)
    return g->exits.data[i];
  MlbBlockOperand *p = b->preds;
  while (i--)
    p = p->next;
  return p->owner->block;
}

typedef struct Frame {
  MlbBlock *b;
  uint32_t next;
  uint32_t npreds_cache;
  MlbBlockOperand *pred_it; /* post trees walk the pred list incrementally */
} Frame;

static uint32_t idx_of(const MlbDomTree *t, MlbBlock *b) {
  if (!b)
    return 0; /* virtual exit */
  void *v = mlb_ptrmap_get(&t->index, b);
  return v ? (uint32_t)(uintptr_t)v - 1 : UINT32_MAX;
}

/* Post-order DFS with an explicit stack; fills blocks[] in RPO. */
static void number_rpo(Graph *g, MlbBlock *root) {
  MlbDomTree *t = g->t;
  MLB_VEC(Frame) stack = {0};
  MLB_VEC(MlbBlock *) order = {0};
  MlbPtrMap visited;
  mlb_ptrmap_init(&visited);
  Frame f0 = {root, 0, 0, NULL};
  mlb_vec_push(&stack, f0);
  if (root)
    mlb_ptrmap_put(&visited, root, root);
  while (stack.len) {
    Frame *f = &stack.data[stack.len - 1];
    if (f->next < num_fwd(g, f->b)) {
      MlbBlock *s;
      if (t->post && f->b) { /* walk pred list in O(1) per step */
        f->pred_it = f->next == 0 ? f->b->preds : f->pred_it->next;
        s = f->pred_it->owner->block;
      } else {
        s = fwd(g, f->b, f->next);
      }
      f->next++;
      if (s && !mlb_ptrmap_get(&visited, s)) {
        mlb_ptrmap_put(&visited, s, s);
        Frame nf = {s, 0, 0, NULL};
        mlb_vec_push(&stack, nf);
      }
      continue;
    }
    mlb_vec_push(&order, f->b);
    stack.len--;
  }
  t->n = order.len;
  t->blocks = mlb_malloc(sizeof(MlbBlock *) * (order.len ? order.len : 1));
  for (uint32_t i = 0; i < order.len; i++) {
    MlbBlock *b = order.data[order.len - 1 - i];
    t->blocks[i] = b;
    if (b)
      mlb_ptrmap_put(&t->index, b, (void *)(uintptr_t)(i + 1));
  }
  mlb_vec_free(&order);
  mlb_vec_free(&stack);
  mlb_ptrmap_free(&visited);
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
static void compute_idoms(MlbDomTree *t, Graph *g) {
  t->idom = mlb_malloc(sizeof(uint32_t) * (t->n ? t->n : 1));
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
  MLB_UNUSED(g);
}

/* DFS interval numbering of the dominator tree (children lists built from
 * idom, then an explicit-stack walk). */
static void number_tree(MlbDomTree *t) {
  uint32_t n = t->n;
  t->pre = mlb_calloc(n ? n : 1, sizeof(uint32_t));
  t->post_num = mlb_calloc(n ? n : 1, sizeof(uint32_t));
  if (!n)
    return;
  uint32_t *first = mlb_malloc(sizeof(uint32_t) * n);
  uint32_t *next = mlb_malloc(sizeof(uint32_t) * n);
  for (uint32_t i = 0; i < n; i++)
    first[i] = next[i] = UINT32_MAX;
  for (uint32_t i = n; i-- > 1;)
    if (t->idom[i] != UINT32_MAX) {
      next[i] = first[t->idom[i]];
      first[t->idom[i]] = i;
    }
  uint32_t *stack = mlb_malloc(sizeof(uint32_t) * n);
  uint32_t *child = mlb_malloc(sizeof(uint32_t) * n);
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
  mlb_free(first);
  mlb_free(next);
  mlb_free(stack);
  mlb_free(child);
}

void mlb_domtree_build(MlbDomTree *t, MlbRegion *r, bool post) {
  memset(t, 0, sizeof *t);
  t->region = r;
  t->post = post;
  mlb_ptrmap_init(&t->index);
  Graph g = {t, {0}};
  if (post)
    for (MlbBlock *b = r->first; b; b = b->next)
      if (mlb_block_num_succs(b) == 0)
        mlb_vec_push(&g.exits, b);
  if (r->first)
    number_rpo(&g, post ? NULL : r->first);
  compute_idoms(t, &g);
  number_tree(t);
  mlb_vec_free(&g.exits);
}

void mlb_domtree_free(MlbDomTree *t) {
  mlb_free(t->blocks);
  mlb_free(t->idom);
  mlb_free(t->pre);
  mlb_free(t->post_num);
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
