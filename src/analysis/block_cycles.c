/* block_cycles.c - blocks on loops made of branches (block_cycles.h). */
#include "analysis/block_cycles.h"

#include "ir/dominance.h"

enum { CYCLE_NO = 1, CYCLE_YES = 2 };

void mlb_block_cycles_init(MlbBlockCycles *c) { mlb_ptrmap_init(&c->state); }

void mlb_block_cycles_free(MlbBlockCycles *c) { mlb_ptrmap_free(&c->state); }

typedef struct Tarjan {
  MlbBlock **blocks;
  MlbPtrMap number;  /* block -> its index in blocks + 1 */
  uint32_t *index;   /* DFS order + 1 (0: not visited) */
  uint32_t *low;
  bool *on_stack;
  uint32_t *stack, depth, next_index;
} Tarjan;

static uint32_t number_of(Tarjan *t, MlbBlock *b) {
  return (uint32_t)(uintptr_t)mlb_ptrmap_get(&t->number, b) - 1;
}

/* Pops the component whose root is v; marks its blocks. */
static void pop_component(MlbBlockCycles *c, Tarjan *t, uint32_t v) {
  uint32_t first = t->depth;
  do
    first--;
  while (t->stack[first] != v);
  bool cycle = t->depth - first > 1;
  for (uint32_t k = 0; k < mlb_block_num_succs(t->blocks[v]) && !cycle; k++)
    cycle = mlb_block_succ(t->blocks[v], k) == t->blocks[v];
  for (uint32_t i = first; i < t->depth; i++) {
    t->on_stack[t->stack[i]] = false;
    mlb_ptrmap_put(&c->state, t->blocks[t->stack[i]],
                   (void *)(uintptr_t)(cycle ? CYCLE_YES : CYCLE_NO));
  }
  t->depth = first;
}

typedef struct Frame {
  uint32_t v, next_succ;
} Frame;
typedef MLB_VEC(Frame) FrameVec;

static void visit(MlbBlockCycles *c, Tarjan *t, uint32_t root,
                  FrameVec *frames) {
  Frame f0 = {root, 0};
  mlb_vec_push(frames, f0);
  t->index[root] = t->low[root] = ++t->next_index;
  t->stack[t->depth++] = root;
  t->on_stack[root] = true;
  while (frames->len) {
    Frame *fr = &frames->data[frames->len - 1];
    MlbBlock *b = t->blocks[fr->v];
    if (fr->next_succ < mlb_block_num_succs(b)) {
      uint32_t w = number_of(t, mlb_block_succ(b, fr->next_succ++));
      if (!t->index[w]) {
        t->index[w] = t->low[w] = ++t->next_index;
        t->stack[t->depth++] = w;
        t->on_stack[w] = true;
        Frame f = {w, 0};
        mlb_vec_push(frames, f);
      } else if (t->on_stack[w] && t->index[w] < t->low[fr->v]) {
        t->low[fr->v] = t->index[w];
      }
      continue;
    }
    uint32_t v = fr->v;
    frames->len--;
    if (t->low[v] == t->index[v])
      pop_component(c, t, v);
    if (frames->len) {
      uint32_t parent = frames->data[frames->len - 1].v;
      if (t->low[v] < t->low[parent])
        t->low[parent] = t->low[v];
    }
  }
}

static void compute_region(MlbBlockCycles *c, MlbRegion *r) {
  uint32_t n = 0;
  for (MlbBlock *b = r->first; b; b = b->next)
    n++;
  Tarjan t = {0};
  t.blocks = mlb_malloc(sizeof *t.blocks * n);
  t.index = mlb_calloc(n, sizeof *t.index);
  t.low = mlb_calloc(n, sizeof *t.low);
  t.on_stack = mlb_calloc(n, sizeof *t.on_stack);
  t.stack = mlb_malloc(sizeof *t.stack * n);
  mlb_ptrmap_init(&t.number);
  uint32_t i = 0;
  for (MlbBlock *b = r->first; b; b = b->next, i++) {
    t.blocks[i] = b;
    mlb_ptrmap_put(&t.number, b, (void *)(uintptr_t)(i + 1));
  }
  FrameVec frames = {0};
  for (i = 0; i < n; i++)
    if (!t.index[i])
      visit(c, &t, i, &frames);
  mlb_vec_free(&frames);
  bool any = false;
  for (i = 0; i < n && !any; i++)
    any = (uintptr_t)mlb_ptrmap_get(&c->state, t.blocks[i]) == CYCLE_YES;
  mlb_ptrmap_put(&c->state, r, (void *)(uintptr_t)(any ? CYCLE_YES : CYCLE_NO));
  mlb_ptrmap_free(&t.number);
  mlb_free(t.blocks);
  mlb_free(t.index);
  mlb_free(t.low);
  mlb_free(t.on_stack);
  mlb_free(t.stack);
}

bool mlb_block_on_cycle(MlbBlockCycles *c, MlbBlock *b) {
  uintptr_t s = (uintptr_t)mlb_ptrmap_get(&c->state, b);
  if (!s && b->parent) {
    compute_region(c, b->parent);
    s = (uintptr_t)mlb_ptrmap_get(&c->state, b);
  }
  return s == CYCLE_YES;
}

/* Does every edge of r lead to a block later in the region's list? Then
 * no block can reach itself (a cycle needs an edge back to a block at or
 * before its source in any order). Answered for regions of up to
 * MLB_FORWARD_BLOCKS blocks, those before the source kept in an array
 * (false beyond: the components are computed). Structured code and
 * branches written top-down pass it, sparing the components' tables. */
enum { MLB_FORWARD_BLOCKS = 32 };
static bool edges_go_forward(const MlbRegion *r) {
  const MlbBlock *before[MLB_FORWARD_BLOCKS];
  uint32_t n = 0;
  for (const MlbBlock *b = r->first; b; b = b->next) {
    if (n == MLB_FORWARD_BLOCKS)
      return false;
    before[n++] = b;
    for (uint32_t k = 0; k < mlb_block_num_succs(b); k++)
      for (uint32_t i = 0; i < n; i++)
        if (before[i] == mlb_block_succ(b, k))
          return false;
  }
  return true;
}

bool mlb_region_has_cycle(MlbBlockCycles *c, MlbRegion *r) {
  if (!r->first)
    return false;
  /* One block without successors: nothing to compute. */
  if (r->first == r->last && !mlb_block_num_succs(r->first))
    return false;
  if (edges_go_forward(r))
    return false;
  uintptr_t s = (uintptr_t)mlb_ptrmap_get(&c->state, r);
  if (!s) {
    compute_region(c, r);
    s = (uintptr_t)mlb_ptrmap_get(&c->state, r);
  }
  return s == CYCLE_YES;
}

bool mlb_block_reaches_avoiding(MlbBlock *from, MlbBlock *to,
                                MlbBlock *avoid) {
  MLB_VEC(MlbBlock *) work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, from);
  bool found = false;
  while (work.len && !found) {
    MlbBlock *x = mlb_vec_pop(&work);
    MlbOperation *t = x->last;
    for (uint32_t s = 0; t && s < t->num_successors && !found; s++) {
      MlbBlock *y = t->successors[s].block;
      if (y == avoid)
        continue;
      bool ins;
      mlb_ptrmap_slot(&seen, y, &ins);
      found = y == to;
      if (ins)
        mlb_vec_push(&work, y);
    }
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  return found;
}
