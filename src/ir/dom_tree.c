/* dom_tree.c - dominator and post-dominator trees of one region.
 *
 * The region's CFG is copied into index arrays (CSR successor and
 * predecessor lists), the graph is oriented for the kind of tree (post:
 * edges reversed, a virtual exit feeding the roots), and immediate
 * dominators come from the Cooper-Harvey-Kennedy iteration over reverse
 * post-order. The tree is then numbered for O(1) dominance tests and
 * given levels for nearest-common-dominator walks.
 *
 * Post-dominator roots follow LLVM's SemiNCA FindRoots, because upstream's
 * answers for blocks in infinite loops depend on which block becomes a
 * root: every block without successors is a root; then, for each block (in
 * region order) not yet reached backwards from a root, a forward DFS over
 * unreached blocks (successors taken in region order, last-pushed first)
 * picks the block it numbers last, which becomes a root and is walked
 * backwards. Finally a non-trivial root that can reach another root is
 * dropped (it is reached from that one).
 */
#include "ir/dominance.h"

#include <stdlib.h>

typedef struct Csr {
  uint32_t *start; /* n + 1 */
  uint32_t *to;
} Csr;

static void csr_free(Csr *c) {
  mlb_free(c->start);
  mlb_free(c->to);
}

typedef struct Cfg {
  uint32_t nb; /* blocks */
  MlbBlock **blocks;
  Csr succ, pred; /* over block indices */
} Cfg;

static uint32_t block_ix(const MlbPtrMap *ix, const MlbBlock *b) {
  void *v = b ? mlb_ptrmap_get(ix, b) : NULL;
  return v ? (uint32_t)((uintptr_t)v - 1) : UINT32_MAX;
}

/* Successor lists (with repeats, in operand order) and predecessor lists
 * (from the successor lists, so both views agree). */
static void cfg_build(Cfg *g, const MlbPtrMap *ix) {
  uint32_t nb = g->nb;
  g->succ.start = mlb_calloc(nb + 1, sizeof(uint32_t));
  g->pred.start = mlb_calloc(nb + 1, sizeof(uint32_t));
  uint32_t edges = 0;
  for (uint32_t i = 0; i < nb; i++) {
    MlbOperation *t = g->blocks[i]->last;
    edges += t ? t->num_successors : 0;
    g->succ.start[i + 1] = edges;
  }
  g->succ.to = mlb_malloc(sizeof(uint32_t) * (edges ? edges : 1));
  g->pred.to = mlb_malloc(sizeof(uint32_t) * (edges ? edges : 1));
  for (uint32_t i = 0; i < nb; i++) {
    MlbOperation *t = g->blocks[i]->last;
    for (uint32_t k = 0; t && k < t->num_successors; k++) {
      uint32_t s = block_ix(ix, t->successors[k].block);
      s = s == UINT32_MAX ? i : s; /* foreign target (invalid IR) */
      g->succ.to[g->succ.start[i] + k] = s;
      g->pred.start[s + 1]++;
    }
  }
  for (uint32_t i = 0; i < nb; i++)
    g->pred.start[i + 1] += g->pred.start[i];
  uint32_t *fill = mlb_malloc(sizeof(uint32_t) * (nb ? nb : 1));
  memcpy(fill, g->pred.start, sizeof(uint32_t) * nb);
  for (uint32_t i = 0; i < nb; i++)
    for (uint32_t e = g->succ.start[i]; e < g->succ.start[i + 1]; e++)
      g->pred.to[fill[g->succ.to[e]]++] = i;
  mlb_free(fill);
}

/* ==== LLVM's post-dominator roots ==== */

typedef MLB_VEC(uint32_t) U32Vec;

/* Marks everything reaching `from` backwards (CFG predecessors). */
static void mark_backwards(const Cfg *g, uint32_t from, uint8_t *seen,
                           U32Vec *stack) {
  stack->len = 0;
  mlb_vec_push(stack, from);
  while (stack->len) {
    uint32_t x = mlb_vec_pop(stack);
    if (seen[x])
      continue;
    seen[x] = 1;
    for (uint32_t e = g->pred.start[x]; e < g->pred.start[x + 1]; e++)
      mlb_vec_push(stack, g->pred.to[e]);
  }
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* Forward DFS over unseen blocks numbering on pop; returns the block
 * numbered last. `tmp` marks this walk only and is cleared after. */
static uint32_t furthest_away(const Cfg *g, uint32_t from, const uint8_t *seen,
                              uint8_t *tmp, U32Vec *stack, U32Vec *order) {
  uint32_t last = from;
  order->len = 0;
  stack->len = 0;
  mlb_vec_push(stack, from);
  U32Vec succs = {0};
  while (stack->len) {
    uint32_t x = mlb_vec_pop(stack);
    if (seen[x] || tmp[x])
      continue;
    tmp[x] = 1;
    mlb_vec_push(order, x);
    last = x;
    succs.len = 0;
    for (uint32_t e = g->succ.start[x]; e < g->succ.start[x + 1]; e++)
      mlb_vec_push(&succs, g->succ.to[e]);
    if (succs.len > 1)
      qsort(succs.data, succs.len, sizeof(uint32_t), cmp_u32);
    for (uint32_t k = 0; k < succs.len; k++)
      mlb_vec_push(stack, succs.data[k]);
  }
  for (uint32_t i = 0; i < order->len; i++)
    tmp[order->data[i]] = 0;
  mlb_vec_free(&succs);
  return last;
}

static bool reaches_other_root(const Cfg *g, uint32_t root,
                               const uint8_t *is_root, uint8_t *tmp,
                               U32Vec *stack, U32Vec *order) {
  bool found = false;
  order->len = 0;
  stack->len = 0;
  mlb_vec_push(stack, root);
  while (stack->len && !found) {
    uint32_t x = mlb_vec_pop(stack);
    if (tmp[x])
      continue;
    tmp[x] = 1;
    mlb_vec_push(order, x);
    if (x != root && is_root[x])
      found = true;
    for (uint32_t e = g->succ.start[x]; e < g->succ.start[x + 1]; e++)
      mlb_vec_push(stack, g->succ.to[e]);
  }
  for (uint32_t i = 0; i < order->len; i++)
    tmp[order->data[i]] = 0;
  return found;
}

static void find_post_roots(const Cfg *g, U32Vec *roots) {
  uint32_t nb = g->nb;
  uint8_t *seen = mlb_calloc(nb ? nb : 1, 1);
  uint8_t *tmp = mlb_calloc(nb ? nb : 1, 1);
  uint8_t *is_root = mlb_calloc(nb ? nb : 1, 1);
  U32Vec stack = {0}, order = {0};
  bool nontrivial = false;
  for (uint32_t i = 0; i < nb; i++)
    if (g->succ.start[i] == g->succ.start[i + 1]) {
      mlb_vec_push(roots, i);
      mark_backwards(g, i, seen, &stack);
    }
  for (uint32_t i = 0; i < nb; i++) {
    if (seen[i])
      continue;
    nontrivial = true;
    uint32_t r = furthest_away(g, i, seen, tmp, &stack, &order);
    mlb_vec_push(roots, r);
    mark_backwards(g, r, seen, &stack);
  }
  for (uint32_t i = 0; nontrivial && i < roots->len; i++)
    is_root[roots->data[i]] = 1;
  for (uint32_t i = 0; nontrivial && i < roots->len; i++) {
    uint32_t r = roots->data[i];
    if (g->succ.start[r] == g->succ.start[r + 1])
      continue;
    if (reaches_other_root(g, r, is_root, tmp, &stack, &order)) {
      /* As LLVM: the last root takes this slot and is checked next. */
      is_root[r] = 0;
      roots->data[i--] = mlb_vec_last(roots);
      roots->len--;
    }
  }
  mlb_vec_free(&stack);
  mlb_vec_free(&order);
  mlb_free(seen);
  mlb_free(tmp);
  mlb_free(is_root);
}

/* ==== The tree ==== */

/* The graph in the tree's direction, in node numbers (post: node 0 is the
 * virtual exit, block i is node i + 1). */
typedef struct DGraph {
  const Cfg *g;
  bool post;
  const U32Vec *roots;
  const uint8_t *is_root; /* post: block -> is a root */
} DGraph;

static uint32_t dsucc_count(const DGraph *d, uint32_t x) {
  if (!d->post)
    return d->g->succ.start[x + 1] - d->g->succ.start[x];
  if (x == 0)
    return d->roots->len;
  return d->g->pred.start[x] - d->g->pred.start[x - 1];
}

static uint32_t dsucc(const DGraph *d, uint32_t x, uint32_t k) {
  if (!d->post)
    return d->g->succ.to[d->g->succ.start[x] + k];
  if (x == 0)
    return d->roots->data[k] + 1;
  return d->g->pred.to[d->g->pred.start[x - 1] + k] + 1;
}

static uint32_t dpred_count(const DGraph *d, uint32_t x) {
  if (!d->post)
    return d->g->pred.start[x + 1] - d->g->pred.start[x];
  if (x == 0)
    return 0;
  return d->g->succ.start[x] - d->g->succ.start[x - 1] +
         (d->is_root[x - 1] ? 1 : 0);
}

static uint32_t dpred(const DGraph *d, uint32_t x, uint32_t k) {
  if (!d->post)
    return d->g->pred.to[d->g->pred.start[x] + k];
  uint32_t ns = d->g->succ.start[x] - d->g->succ.start[x - 1];
  if (k == ns)
    return 0; /* a root's edge from the virtual exit */
  return d->g->succ.to[d->g->succ.start[x - 1] + k] + 1;
}

typedef struct Frame {
  uint32_t node, next;
} Frame;

/* Reverse post-order of the nodes reachable from node 0. */
static void reverse_post_order(const DGraph *d, uint32_t n, U32Vec *rpo) {
  uint8_t *seen = mlb_calloc(n ? n : 1, 1);
  MLB_VEC(Frame) stack = {0};
  U32Vec post = {0};
  Frame f0 = {0, 0};
  seen[0] = 1;
  mlb_vec_push(&stack, f0);
  while (stack.len) {
    Frame *f = &stack.data[stack.len - 1];
    if (f->next < dsucc_count(d, f->node)) {
      uint32_t s = dsucc(d, f->node, f->next++);
      if (!seen[s]) {
        seen[s] = 1;
        Frame nf = {s, 0};
        mlb_vec_push(&stack, nf);
      }
      continue;
    }
    mlb_vec_push(&post, f->node);
    stack.len--;
  }
  for (uint32_t i = post.len; i-- > 0;)
    mlb_vec_push(rpo, post.data[i]);
  mlb_vec_free(&post);
  mlb_vec_free(&stack);
  mlb_free(seen);
}

static uint32_t intersect(const uint32_t *doms, uint32_t a, uint32_t b) {
  while (a != b) {
    while (a > b)
      a = doms[a];
    while (b > a)
      b = doms[b];
  }
  return a;
}

/* Cooper-Harvey-Kennedy over RPO indices; fills t->idom in nodes. */
static void compute_idoms(MlbRegionDom *t, const DGraph *d) {
  U32Vec rpo = {0};
  reverse_post_order(d, t->n, &rpo);
  uint32_t m = rpo.len;
  uint32_t *rnum = mlb_malloc(sizeof(uint32_t) * (t->n ? t->n : 1));
  uint32_t *doms = mlb_malloc(sizeof(uint32_t) * (m ? m : 1));
  for (uint32_t i = 0; i < t->n; i++)
    rnum[i] = UINT32_MAX;
  for (uint32_t i = 0; i < m; i++) {
    rnum[rpo.data[i]] = i;
    doms[i] = UINT32_MAX;
  }
  doms[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < m; i++) {
      uint32_t x = rpo.data[i], nd = UINT32_MAX;
      for (uint32_t k = 0; k < dpred_count(d, x); k++) {
        uint32_t pi = rnum[dpred(d, x, k)];
        if (pi == UINT32_MAX || doms[pi] == UINT32_MAX)
          continue;
        nd = nd == UINT32_MAX ? pi : intersect(doms, pi, nd);
      }
      if (nd != doms[i]) {
        doms[i] = nd;
        changed = true;
      }
    }
  }
  for (uint32_t i = 0; i < t->n; i++)
    t->idom[i] = UINT32_MAX;
  for (uint32_t i = 0; i < m; i++)
    t->idom[rpo.data[i]] = rpo.data[doms[i]];
  mlb_free(rnum);
  mlb_free(doms);
  mlb_vec_free(&rpo);
}

/* DFS interval numbers and levels of the tree (children from idom). */
static void number_tree(MlbRegionDom *t) {
  uint32_t n = t->n;
  uint32_t *first = mlb_malloc(sizeof(uint32_t) * n);
  uint32_t *next = mlb_malloc(sizeof(uint32_t) * n);
  for (uint32_t i = 0; i < n; i++)
    first[i] = next[i] = UINT32_MAX;
  for (uint32_t i = n; i-- > 1;)
    if (t->idom[i] != UINT32_MAX && t->idom[i] != i) {
      next[i] = first[t->idom[i]];
      first[t->idom[i]] = i;
    }
  MLB_VEC(Frame) stack = {0};
  uint32_t clock = 0;
  Frame f0 = {0, first[0]};
  t->pre[0] = clock++;
  mlb_vec_push(&stack, f0);
  while (stack.len) {
    Frame *f = &stack.data[stack.len - 1];
    uint32_t c = f->next;
    if (c == UINT32_MAX) {
      t->post_num[f->node] = clock++;
      stack.len--;
      continue;
    }
    f->next = next[c];
    t->pre[c] = clock++;
    t->level[c] = t->level[f->node] + 1;
    Frame nf = {c, first[c]};
    mlb_vec_push(&stack, nf);
  }
  mlb_vec_free(&stack);
  mlb_free(first);
  mlb_free(next);
}

void mlb_region_dom_build(MlbRegionDom *t, MlbRegion *r, bool post) {
  memset(t, 0, sizeof *t);
  t->post = post;
  mlb_ptrmap_init(&t->index);
  Cfg g = {0};
  g.nb = mlb_region_num_blocks(r);
  g.blocks = mlb_malloc(sizeof(MlbBlock *) * (g.nb ? g.nb : 1));
  MlbPtrMap ix;
  mlb_ptrmap_init(&ix);
  uint32_t i = 0;
  for (MlbBlock *b = r->first; b; b = b->next, i++) {
    g.blocks[i] = b;
    mlb_ptrmap_put(&ix, b, (void *)(uintptr_t)(i + 1));
  }
  cfg_build(&g, &ix);
  uint32_t off = post ? 1 : 0;
  t->n = g.nb + off;
  t->blocks = mlb_calloc(t->n ? t->n : 1, sizeof(MlbBlock *));
  for (i = 0; i < g.nb; i++) {
    t->blocks[i + off] = g.blocks[i];
    mlb_ptrmap_put(&t->index, g.blocks[i], (void *)(uintptr_t)(i + off + 1));
  }
  uint32_t nn = t->n ? t->n : 1;
  t->idom = mlb_malloc(sizeof(uint32_t) * nn);
  t->level = mlb_calloc(nn, sizeof(uint32_t));
  t->pre = mlb_calloc(nn, sizeof(uint32_t));
  t->post_num = mlb_calloc(nn, sizeof(uint32_t));
  U32Vec roots = {0};
  uint8_t *is_root = mlb_calloc(g.nb ? g.nb : 1, 1);
  if (post)
    find_post_roots(&g, &roots);
  for (i = 0; i < roots.len; i++)
    is_root[roots.data[i]] = 1;
  DGraph d = {&g, post, &roots, is_root};
  if (t->n) {
    compute_idoms(t, &d);
    number_tree(t);
  }
  mlb_free(is_root);
  mlb_vec_free(&roots);
  mlb_ptrmap_free(&ix);
  csr_free(&g.succ);
  csr_free(&g.pred);
  mlb_free(g.blocks);
}

void mlb_region_dom_free(MlbRegionDom *t) {
  mlb_free(t->blocks);
  mlb_ptrmap_free(&t->index);
  mlb_free(t->idom);
  mlb_free(t->level);
  mlb_free(t->pre);
  mlb_free(t->post_num);
  memset(t, 0, sizeof *t);
}

uint32_t mlb_region_dom_node(const MlbRegionDom *t, const MlbBlock *b) {
  uint32_t x = block_ix(&t->index, b);
  return x != UINT32_MAX && t->idom[x] != UINT32_MAX ? x : UINT32_MAX;
}

bool mlb_region_dom_dominates(const MlbRegionDom *t, MlbBlock *a, MlbBlock *b) {
  uint32_t x = mlb_region_dom_node(t, a), y = mlb_region_dom_node(t, b);
  if (x == y || y == UINT32_MAX)
    return true;
  if (x == UINT32_MAX)
    return false;
  return t->pre[x] <= t->pre[y] && t->post_num[y] <= t->post_num[x];
}

MlbBlock *mlb_region_dom_nca(const MlbRegionDom *t, MlbBlock *a, MlbBlock *b) {
  if (!t->post && t->n && (a == t->blocks[0] || b == t->blocks[0]))
    return t->blocks[0];
  uint32_t x = mlb_region_dom_node(t, a), y = mlb_region_dom_node(t, b);
  if (x == UINT32_MAX || y == UINT32_MAX)
    return NULL;
  while (x != y) {
    if (t->level[x] < t->level[y]) {
      uint32_t tmp = x;
      x = y;
      y = tmp;
    }
    if (t->idom[x] == x)
      return NULL;
    x = t->idom[x];
  }
  return t->blocks[x];
}

uint32_t mlb_block_num_succs(const MlbBlock *b) {
  return b->last ? b->last->num_successors : 0;
}

MlbBlock *mlb_block_succ(const MlbBlock *b, uint32_t i) {
  return b->last->successors[i].block;
}
