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
#include "support/thresholds.h"

#include <stdlib.h>

/* A region of at most this many blocks finds a block's node by scanning
 * the tree's block list; a larger one keeps a hash map (MlbRegionDom
 * .index, empty for small regions). Most regions hold a few blocks, and
 * the map cost more than the rest of their tree. */
#define DOM_SCAN_BLOCKS MLB_THRESHOLD(8u, 1u)

/* The temporaries of one build, carved from one block: a stack array for
 * small regions, a heap block beyond. */
typedef struct Scratch {
  uint32_t *base;
  size_t used, cap;
} Scratch;

static uint32_t *scratch_take(Scratch *s, size_t n) {
  uint32_t *p = s->base + s->used;
  s->used += n ? n : 1;
  MLB_ASSERT(s->used <= s->cap);
  return p;
}

typedef struct Csr {
  uint32_t *start; /* n + 1 */
  uint32_t *to;
} Csr;

typedef struct Cfg {
  uint32_t nb; /* blocks */
  uint32_t edges;
  MlbBlock **blocks;
  Csr succ, pred; /* over block indices */
} Cfg;

static uint32_t node_of(const MlbRegionDom *t, const MlbBlock *b) {
  if (!b)
    return UINT32_MAX;
  if (t->index.len) {
    void *v = mlb_ptrmap_get(&t->index, b);
    return v ? (uint32_t)((uintptr_t)v - 1) : UINT32_MAX;
  }
  for (uint32_t i = t->post ? 1 : 0; i < t->n; i++)
    if (t->blocks[i] == b)
      return i;
  return UINT32_MAX;
}

static uint32_t count_edges(const MlbRegion *r) {
  uint32_t edges = 0;
  for (MlbBlock *b = r->first; b; b = b->next)
    edges += b->last ? b->last->num_successors : 0;
  return edges;
}

/* Successor lists (with repeats, in operand order) and predecessor lists
 * (from the successor lists, so both views agree), over block indices
 * (a block's node minus the post tree's virtual exit). */
static void cfg_build(Cfg *g, const MlbRegionDom *t, Scratch *sc) {
  uint32_t nb = g->nb, off = t->post ? 1 : 0;
  g->succ.start = scratch_take(sc, nb + 1);
  g->pred.start = scratch_take(sc, nb + 1);
  g->succ.to = scratch_take(sc, g->edges);
  g->pred.to = scratch_take(sc, g->edges);
  uint32_t *fill = scratch_take(sc, nb);
  memset(g->pred.start, 0, sizeof(uint32_t) * (nb + 1));
  g->succ.start[0] = 0;
  for (uint32_t i = 0; i < nb; i++) {
    MlbOperation *term = g->blocks[i]->last;
    uint32_t ns = term ? term->num_successors : 0;
    g->succ.start[i + 1] = g->succ.start[i] + ns;
    for (uint32_t k = 0; k < ns; k++) {
      uint32_t s = node_of(t, term->successors[k].block);
      s = s == UINT32_MAX ? i : s - off; /* foreign target (invalid IR) */
      g->succ.to[g->succ.start[i] + k] = s;
      g->pred.start[s + 1]++;
    }
  }
  for (uint32_t i = 0; i < nb; i++)
    g->pred.start[i + 1] += g->pred.start[i];
  memcpy(fill, g->pred.start, sizeof(uint32_t) * nb);
  for (uint32_t i = 0; i < nb; i++)
    for (uint32_t e = g->succ.start[i]; e < g->succ.start[i + 1]; e++)
      g->pred.to[fill[g->succ.to[e]]++] = i;
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
  /* seen, tmp and is_root: nb bytes each, on the stack for the small
   * regions most are (three heap blocks cost more than the rest). */
  uint8_t small[3 * 64];
  uint8_t *marks = small;
  if (!MLB_FITS_SMALL(3 * (size_t)nb, small))
    marks = mlb_malloc(3 * (size_t)nb);
  memset(marks, 0, 3 * (size_t)nb);
  uint8_t *seen = marks, *tmp = marks + nb, *is_root = marks + 2 * (size_t)nb;
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
  if (marks != small)
    mlb_free(marks);
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

/* Reverse post-order of the nodes reachable from node 0; returns their
 * count. */
static uint32_t reverse_post_order(const DGraph *d, uint32_t n,
                                   uint32_t *rpo, Scratch *sc) {
  uint32_t *seen = scratch_take(sc, n);
  uint32_t *post = scratch_take(sc, n);
  Frame *stack = (Frame *)scratch_take(sc, 2 * (size_t)n);
  memset(seen, 0, sizeof(uint32_t) * n);
  uint32_t depth = 0, done = 0;
  seen[0] = 1;
  stack[depth++] = (Frame){0, 0};
  while (depth) {
    Frame *f = &stack[depth - 1];
    if (f->next < dsucc_count(d, f->node)) {
      uint32_t s = dsucc(d, f->node, f->next++);
      if (!seen[s]) {
        seen[s] = 1;
        stack[depth++] = (Frame){s, 0};
      }
      continue;
    }
    post[done++] = f->node;
    depth--;
  }
  for (uint32_t i = 0; i < done; i++)
    rpo[i] = post[done - 1 - i];
  return done;
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
static void compute_idoms(MlbRegionDom *t, const DGraph *d, Scratch *sc) {
  uint32_t *rpo = scratch_take(sc, t->n);
  uint32_t m = reverse_post_order(d, t->n, rpo, sc);
  uint32_t *rnum = scratch_take(sc, t->n);
  uint32_t *doms = scratch_take(sc, t->n);
  for (uint32_t i = 0; i < t->n; i++)
    rnum[i] = UINT32_MAX;
  for (uint32_t i = 0; i < m; i++) {
    rnum[rpo[i]] = i;
    doms[i] = UINT32_MAX;
  }
  doms[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < m; i++) {
      uint32_t x = rpo[i], nd = UINT32_MAX;
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
    t->idom[rpo[i]] = rpo[doms[i]];
}

/* DFS interval numbers and levels of the tree (children from idom). */
static void number_tree(MlbRegionDom *t, Scratch *sc) {
  uint32_t n = t->n;
  uint32_t *first = scratch_take(sc, n);
  uint32_t *next = scratch_take(sc, n);
  Frame *stack = (Frame *)scratch_take(sc, 2 * (size_t)n);
  for (uint32_t i = 0; i < n; i++)
    first[i] = next[i] = UINT32_MAX;
  for (uint32_t i = n; i-- > 1;)
    if (t->idom[i] != UINT32_MAX && t->idom[i] != i) {
      next[i] = first[t->idom[i]];
      first[t->idom[i]] = i;
    }
  uint32_t clock = 0, depth = 0;
  t->pre[0] = clock++;
  stack[depth++] = (Frame){0, first[0]};
  while (depth) {
    Frame *f = &stack[depth - 1];
    uint32_t c = f->next;
    if (c == UINT32_MAX) {
      t->post_num[f->node] = clock++;
      depth--;
      continue;
    }
    f->next = next[c];
    t->pre[c] = clock++;
    t->level[c] = t->level[f->node] + 1;
    stack[depth++] = (Frame){c, first[c]};
  }
}

/* The tree's arrays, one zeroed block: blocks, then idom, level, pre and
 * post_num (freed through t->blocks). */
static void alloc_tree(MlbRegionDom *t) {
  uint32_t nn = t->n ? t->n : 1;
  char *mem = mlb_calloc(1, nn * (sizeof(MlbBlock *) + 4 * sizeof(uint32_t)));
  t->blocks = (MlbBlock **)mem;
  t->idom = (uint32_t *)(mem + nn * sizeof(MlbBlock *));
  t->level = t->idom + nn;
  t->pre = t->level + nn;
  t->post_num = t->pre + nn;
}

void mlb_region_dom_build(MlbRegionDom *t, MlbRegion *r, bool post) {
  memset(t, 0, sizeof *t);
  t->post = post;
  mlb_ptrmap_init(&t->index);
  Cfg g = {0};
  g.nb = mlb_region_num_blocks(r);
  g.edges = count_edges(r);
  uint32_t off = post ? 1 : 0;
  t->n = g.nb + off;
  alloc_tree(t);
  g.blocks = t->blocks + off;
  uint32_t i = 0;
  for (MlbBlock *b = r->first; b; b = b->next, i++) {
    g.blocks[i] = b;
    if (g.nb > DOM_SCAN_BLOCKS)
      mlb_ptrmap_put(&t->index, b, (void *)(uintptr_t)(i + off + 1));
  }
  /* cfg_build 3nb + 2e + 2, reverse_post_order 4n, compute_idoms 3n,
   * number_tree 4n. */
  uint32_t small[256];
  Scratch sc = {small, 0, MLB_ARRAY_LEN(small)};
  size_t need = 3 * (size_t)g.nb + 2 * (size_t)g.edges + 11 * (size_t)t->n +
                16;
  if (!MLB_FITS_SMALL(need, small)) {
    sc.base = mlb_malloc(need * sizeof(uint32_t));
    sc.cap = need;
  }
  cfg_build(&g, t, &sc);
  U32Vec roots = {0};
  uint8_t *is_root = NULL, small_roots[64]; /* post only */
  if (post) {
    is_root = MLB_FITS_SMALL(g.nb, small_roots) ? small_roots
                                                : mlb_malloc(g.nb);
    memset(is_root, 0, g.nb);
    find_post_roots(&g, &roots);
    for (i = 0; i < roots.len; i++)
      is_root[roots.data[i]] = 1;
  }
  DGraph d = {&g, post, &roots, is_root};
  if (t->n) {
    compute_idoms(t, &d, &sc);
    number_tree(t, &sc);
  }
  if (is_root != small_roots)
    mlb_free(is_root);
  mlb_vec_free(&roots);
  if (sc.base != small)
    mlb_free(sc.base);
}

void mlb_region_dom_free(MlbRegionDom *t) {
  mlb_free(t->blocks);
  mlb_ptrmap_free(&t->index);
  memset(t, 0, sizeof *t);
}

uint32_t mlb_region_dom_node(const MlbRegionDom *t, const MlbBlock *b) {
  uint32_t x = node_of(t, b);
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
  /* One above the other (the common case: a placement folding the blocks
   * of an allocation's users into the allocation's block): the DFS
   * intervals say so at once. The walk up would take the depth between
   * them, which down a chain of blocks grows with the chain (hoisting a
   * chain of 1,000 blocks took 38 s). */
  if (t->pre[x] <= t->pre[y] && t->post_num[y] <= t->post_num[x])
    return t->blocks[x];
  if (t->pre[y] <= t->pre[x] && t->post_num[x] <= t->post_num[y])
    return t->blocks[y];
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
