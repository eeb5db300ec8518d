/* one_shot_origin_memo.c - the origins of values (one_shot_origins.c),
 * remembered from one decision to the next.
 *
 * Outside trip-distinct loops the walk from a value is plain
 * reachability: its origins are those of every value it reaches, the
 * union of its own and its steps' origins. A function carrying tensors
 * down a chain of N blocks asks, at each of its N decisions, about a
 * value near the chain's end, and each walk went back through the whole
 * chain: N^2 steps, each asking an operand's aliases. Here the walk is a
 * depth-first search (Tarjan's, values of one cycle -- a loop's carried
 * tensor -- get one set) that keeps the set of every value it finishes,
 * so the next question stops where the last one went.
 *
 * A step depends on the decisions of the operands it follows (one out of
 * place is an origin, the copy; undecided and in place are followed on).
 * Deciding an operand in place changes no walk; deciding one out of
 * place changes the walks through it: mlb_osa_memo_forget_use drops the
 * sets of the values it flows into and of every value whose set was made
 * from theirs (each value lists the values that took a step to it).
 * Callee summaries change calls' steps: adding one drops everything.
 *
 * Sets are sorted arrays of origins, shared between values with the same
 * origins (a chain's values all hold its first buffer) and counted.
 */
#include "analysis/one_shot_int.h"

#include <stdlib.h>

typedef struct OriginSet {
  uint32_t refs, len;
  const void *items[];
} OriginSet;

enum { NODE_NONE, NODE_OPEN, NODE_DONE };

typedef struct Node {
  MlbValue *v;
  OriginSet *set;   /* NODE_DONE and known: its origins (NULL: none) */
  uint32_t deps;    /* first edge + 1 of the values stepping to this */
  uint32_t index, low; /* Tarjan's, in the current search */
  uint32_t next_lo, next_hi;     /* its steps in memo.next */
  uint32_t direct_lo, direct_hi; /* its own origins in memo.direct */
  uint8_t state;
  bool unknown; /* NODE_DONE: may hold any buffer */
} Node;

typedef struct DepEdge {
  uint32_t node, next;
} DepEdge;

typedef struct Frame {
  uint32_t node, pos;
} Frame;

struct MlbOsaOriginMemo {
  MlbPtrMap index; /* value -> node index + 1 */
  MLB_VEC(Node) nodes;
  MLB_VEC(DepEdge) edges;
  /* One search's scratch. */
  uint32_t counter;
  MlbU32Vec stack;
  MLB_VEC(Frame) frames;
  MlbValueVec next;
  MlbOsaOriginVec direct, merged;
  MlbValueVec scratch;
  MlbU32Vec work;
};
typedef struct MlbOsaOriginMemo Memo;

bool mlb_osa_memo_usable(const MlbOsa *a) {
  return a->use_facts_on &&
         (!a->deciding ||
          mlb_osa_decision(a, a->deciding) != MLB_OSA_OUT_OF_PLACE);
}

static void release(OriginSet *s) {
  if (s && --s->refs == 0)
    mlb_free(s);
}

static uint32_t node_of(Memo *m, MlbValue *v) {
  bool fresh;
  void **slot = mlb_ptrmap_slot(&m->index, v, &fresh);
  if (!fresh)
    return (uint32_t)(uintptr_t)*slot - 1;
  mlb_vec_push(&m->nodes, ((Node){.v = v}));
  *slot = (void *)(uintptr_t)m->nodes.len;
  return m->nodes.len - 1;
}

/* `from` took a step to `to`: forgetting `to` forgets `from`. */
static void add_dep(Memo *m, uint32_t to, uint32_t from) {
  Node *t = &m->nodes.data[to];
  if (t->deps && m->edges.data[t->deps - 1].node == from)
    return; /* listed last already */
  mlb_vec_push(&m->edges, ((DepEdge){from, t->deps}));
  m->nodes.data[to].deps = m->edges.len;
}

static void open_node(MlbOsa *a, Memo *m, uint32_t n) {
  Node *x = &m->nodes.data[n];
  x->index = x->low = m->counter++;
  x->state = NODE_OPEN;
  x->unknown = false;
  mlb_vec_push(&m->stack, n);
  uint32_t next_lo = m->next.len, direct_lo = m->direct.len;
  bool unknown =
      mlb_osa_origin_step(a, x->v, &m->next, &m->direct, &m->scratch);
  x = &m->nodes.data[n];
  /* Unknown: any buffer whatever else it reaches; no need to go on. */
  if (unknown)
    m->next.len = next_lo;
  x->unknown = unknown;
  x->next_lo = next_lo;
  x->next_hi = m->next.len;
  x->direct_lo = direct_lo;
  x->direct_hi = m->direct.len;
  mlb_vec_push(&m->frames, ((Frame){n, next_lo}));
}

static int cmp_ptr(const void *p, const void *q) {
  uintptr_t x = (uintptr_t) * (const void *const *)p;
  uintptr_t y = (uintptr_t) * (const void *const *)q;
  return x < y ? -1 : x > y;
}

/* Adds x's own origins and those of its steps outside the cycle (done)
 * to m->merged; the largest such set to *big; true when unknown. */
static bool gather(Memo *m, const Node *x, OriginSet **big) {
  bool unknown = x->unknown;
  for (uint32_t k = x->direct_lo; k < x->direct_hi; k++)
    mlb_vec_push(&m->merged, m->direct.data[k]);
  for (uint32_t k = x->next_lo; k < x->next_hi && !unknown; k++) {
    const Node *s =
        &m->nodes.data[(uintptr_t)mlb_ptrmap_get(&m->index, m->next.data[k]) -
                       1];
    if (s->state != NODE_DONE)
      continue; /* in the cycle */
    unknown = s->unknown;
    if (!s->set)
      continue;
    for (uint32_t i = 0; i < s->set->len; i++)
      mlb_vec_push(&m->merged, s->set->items[i]);
    if (!*big || s->set->len > (*big)->len)
      *big = s->set;
  }
  return unknown;
}

/* The set of sorted, unique m->merged: `big` when it is the same. */
static OriginSet *make_set(Memo *m, OriginSet *big) {
  if (!m->merged.len)
    return NULL;
  qsort(m->merged.data, m->merged.len, sizeof *m->merged.data, cmp_ptr);
  uint32_t n = 1;
  for (uint32_t k = 1; k < m->merged.len; k++)
    if (m->merged.data[k] != m->merged.data[n - 1])
      m->merged.data[n++] = m->merged.data[k];
  if (big && big->len == n)
    return big; /* a superset of as many items: equal */
  OriginSet *s = mlb_malloc(sizeof *s + n * sizeof *s->items);
  s->refs = 0;
  s->len = n;
  memcpy(s->items, m->merged.data, n * sizeof *s->items);
  return s;
}

/* Node root closes a cycle (or stands alone): its members, on the stack
 * from root up, get one set. */
static void close_cycle(Memo *m, uint32_t root) {
  uint32_t first = m->stack.len;
  while (m->stack.data[--first] != root)
    ;
  m->merged.len = 0;
  OriginSet *big = NULL;
  bool unknown = false;
  for (uint32_t k = first; k < m->stack.len && !unknown; k++)
    unknown = gather(m, &m->nodes.data[m->stack.data[k]], &big);
  OriginSet *set = unknown ? NULL : make_set(m, big);
  for (uint32_t k = first; k < m->stack.len; k++) {
    Node *x = &m->nodes.data[m->stack.data[k]];
    x->state = NODE_DONE;
    x->unknown = unknown;
    x->set = set;
    if (set)
      set->refs++;
  }
  m->stack.len = first;
}

/* Tarjan's search from node n (not done): every node it reaches gets its
 * set. */
static void search(MlbOsa *a, Memo *m, uint32_t n) {
  m->counter = 0;
  m->next.len = m->direct.len = 0;
  open_node(a, m, n);
  while (m->frames.len) {
    Frame *f = &mlb_vec_last(&m->frames);
    uint32_t x = f->node;
    if (f->pos < m->nodes.data[x].next_hi) {
      uint32_t s = node_of(m, m->next.data[f->pos++]);
      add_dep(m, s, x);
      Node *y = &m->nodes.data[s];
      if (y->state == NODE_NONE)
        open_node(a, m, s);
      else if (y->state == NODE_OPEN && y->index < m->nodes.data[x].low)
        m->nodes.data[x].low = y->index;
      continue;
    }
    m->frames.len--;
    Node *nx = &m->nodes.data[x];
    if (m->frames.len) {
      Node *p = &m->nodes.data[mlb_vec_last(&m->frames).node];
      if (nx->low < p->low)
        p->low = nx->low;
    }
    if (nx->low == nx->index)
      close_cycle(m, x);
  }
}

/* x's node, done; *set its origins. True: x may hold any buffer. */
static bool origins_of(MlbOsa *a, MlbValue *x, const OriginSet **set) {
  Memo *m = a->origin_memo;
  uint32_t n = node_of(m, x);
  if (m->nodes.data[n].state != NODE_DONE)
    search(a, m, n);
  *set = m->nodes.data[n].set;
  return m->nodes.data[n].unknown;
}

static bool sets_meet(const OriginSet *x, const OriginSet *y) {
  if (!x || !y)
    return false;
  if (x == y)
    return x->len != 0;
  uint32_t i = 0, j = 0;
  while (i < x->len && j < y->len) {
    uintptr_t p = (uintptr_t)x->items[i], q = (uintptr_t)y->items[j];
    if (p == q)
      return true;
    if (p < q)
      i++;
    else
      j++;
  }
  return false;
}

bool mlb_osa_memo_may_share(MlbOsa *a, MlbValue *x, MlbValue *y) {
  if (!a->origin_memo) {
    a->origin_memo = mlb_malloc(sizeof *a->origin_memo);
    memset(a->origin_memo, 0, sizeof *a->origin_memo);
    mlb_ptrmap_init(&a->origin_memo->index);
  }
  const OriginSet *sx, *sy;
  if (origins_of(a, x, &sx))
    return true;
  /* Sets stay put while the search for y runs (only forgetting frees). */
  if (origins_of(a, y, &sy))
    return true;
  return sets_meet(sx, sy);
}

/* Forgets value v's set and those made from it. */
static void forget_value(Memo *m, MlbValue *v) {
  uintptr_t n = (uintptr_t)mlb_ptrmap_get(&m->index, v);
  if (!n || m->nodes.data[n - 1].state != NODE_DONE)
    return;
  m->work.len = 0;
  mlb_vec_push(&m->work, (uint32_t)n - 1);
  while (m->work.len) {
    Node *x = &m->nodes.data[mlb_vec_pop(&m->work)];
    if (x->state != NODE_DONE)
      continue;
    x->state = NODE_NONE;
    release(x->set);
    x->set = NULL;
    for (uint32_t e = x->deps; e; e = m->edges.data[e - 1].next)
      mlb_vec_push(&m->work, m->edges.data[e - 1].node);
    x->deps = 0;
  }
}

static void forget_block_args(Memo *m, MlbBlock *b) {
  for (uint32_t k = 0; b && k < b->num_args; k++)
    forget_value(m, b->args[k]);
}

/* The values a step may reach op's operands from: its results, its
 * regions' entry arguments, its successors' arguments, and for a
 * terminator its parent's results and entry arguments (more than the
 * steps take: forgetting too much only costs a walk). */
static void forget_op_targets(Memo *m, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_results; r++)
    forget_value(m, mlb_op_result(op, r));
  for (uint32_t r = 0; r < op->num_regions; r++)
    forget_block_args(m, op->regions[r].first);
  for (uint32_t s = 0; s < op->num_successors; s++)
    forget_block_args(m, op->successors[s].block);
}

void mlb_osa_memo_forget_use(MlbOsa *a, MlbUse *u) {
  Memo *m = a->origin_memo;
  if (!m || !m->index.len)
    return;
  MlbOperation *op = u->owner;
  forget_op_targets(m, op);
  MlbOperation *parent = op->block ? mlb_block_parent_op(op->block) : NULL;
  if (parent && mlb_op_is_terminator(op))
    forget_op_targets(m, parent);
}

void mlb_osa_memo_free(MlbOsa *a) {
  Memo *m = a->origin_memo;
  if (!m)
    return;
  for (uint32_t k = 0; k < m->nodes.len; k++)
    release(m->nodes.data[k].set);
  mlb_ptrmap_free(&m->index);
  mlb_vec_free(&m->nodes);
  mlb_vec_free(&m->edges);
  mlb_vec_free(&m->stack);
  mlb_vec_free(&m->frames);
  mlb_vec_free(&m->next);
  mlb_vec_free(&m->direct);
  mlb_vec_free(&m->merged);
  mlb_vec_free(&m->scratch);
  mlb_vec_free(&m->work);
  mlb_free(m);
  a->origin_memo = NULL;
}

