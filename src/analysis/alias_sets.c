/* alias_sets.c - origins, alias classes and flow closures.
 *
 * From the flow edges: CSR successor/predecessor arrays; union-find
 * classes; strongly connected components (iterative Tarjan, which finishes
 * components sinks first) and, walking them sources first, each
 * component's origin set: its members' own origins plus the sets of the
 * components flowing into it. A component with no origin of its own and
 * a single source component reuses that component's set.
 */
#include "analysis/alias_int.h"
#include "support/thresholds.h"

#include <stdlib.h>

typedef MLB_VEC(uint32_t) U32Vec;

void *mlb_alias_take_block(MlbAliasInfo *a, size_t bytes, size_t *size) {
  return mlb_pool_take_fit(&a->ctx->state_pool, bytes ? bytes : 1, size);
}

/* Temporary arrays of one build carved from a single block: the analysis
 * is rebuilt per function by some passes, and a dozen mallocs per build
 * were a good part of its cost. */
typedef struct Scratch {
  uint32_t *next, *end;
} Scratch;

static uint32_t *scratch_take(Scratch *s, uint32_t n) {
  uint32_t *p = s->next;
  s->next += n ? n : 1;
  MLB_ASSERT(s->next <= s->end);
  return p;
}

/* start: n + 1 entries, to: one per edge. */
MLB_HOT static void build_csr(uint32_t n, const MlbEdgeVec *e, bool rev,
                              uint32_t *start, uint32_t *to, uint32_t *fill) {
  memset(start, 0, (n + 1) * sizeof *start);
  for (uint32_t i = 0; i < e->len; i++) {
    uint32_t src = rev ? (uint32_t)e->data[i] : (uint32_t)(e->data[i] >> 32);
    start[src + 1]++;
  }
  for (uint32_t i = 0; i < n; i++)
    start[i + 1] += start[i];
  memcpy(fill, start, sizeof(uint32_t) * n);
  for (uint32_t i = 0; i < e->len; i++) {
    uint32_t from = (uint32_t)(e->data[i] >> 32), dst = (uint32_t)e->data[i];
    if (rev)
      to[fill[dst]++] = from;
    else
      to[fill[from]++] = dst;
  }
}

/* ==== Union-find ==== */

static uint32_t uf_find(uint32_t *p, uint32_t x) {
  while (p[x] != x) {
    p[x] = p[p[x]]; /* path halving */
    x = p[x];
  }
  return x;
}

/* The classes from the flow graph (fwd holds every edge), on the first
 * mlb_alias_same_class: no pass asks it function after function, and a
 * partition does not depend on the order its unions come in. */
static void build_classes(MlbAliasInfo *a, uint32_t *size) {
  for (uint32_t i = 0; i < a->n; i++) {
    a->uf[i] = i;
    size[i] = 1;
  }
  for (uint32_t v = 0; v < a->n; v++)
    for (uint32_t e = a->fwd_start[v]; e < a->fwd_start[v + 1]; e++) {
      uint32_t x = uf_find(a->uf, v), y = uf_find(a->uf, a->fwd[e]);
      if (x == y)
        continue;
      if (size[x] < size[y]) {
        uint32_t t = x;
        x = y;
        y = t;
      }
      a->uf[y] = x; /* union by size */
      size[x] += size[y];
    }
  a->classes_built = true;
}

/* ==== Strongly connected components ==== */

typedef struct Frame {
  uint32_t v, edge;
} Frame;

typedef struct Tarjan {
  const MlbAliasInfo *a;
  uint32_t *index, *low, *scc;
  uint32_t *on_stack;
  /* Each value enters once: n entries each suffice (from the scratch). */
  uint32_t *stack, nstack;
  Frame *calls;
  uint32_t ncalls;
  uint32_t next_index, nscc;
} Tarjan;

static void tarjan_enter(Tarjan *t, uint32_t v) {
  t->index[v] = t->low[v] = t->next_index++;
  t->stack[t->nstack++] = v;
  t->on_stack[v] = 1;
  Frame f = {v, t->a->fwd_start[v]};
  t->calls[t->ncalls++] = f;
}

static void tarjan_leave(Tarjan *t, uint32_t v) {
  if (t->low[v] == t->index[v]) {
    uint32_t w;
    do {
      w = t->stack[--t->nstack];
      t->on_stack[w] = 0;
      t->scc[w] = t->nscc;
    } while (w != v);
    t->nscc++;
  }
  if (t->ncalls) {
    uint32_t u = t->calls[t->ncalls - 1].v;
    if (t->low[v] < t->low[u])
      t->low[u] = t->low[v];
  }
}

static void tarjan_from(Tarjan *t, uint32_t root) {
  tarjan_enter(t, root);
  while (t->ncalls) {
    Frame *f = &t->calls[t->ncalls - 1];
    uint32_t v = f->v;
    if (f->edge == t->a->fwd_start[v + 1]) {
      t->ncalls--;
      tarjan_leave(t, v);
      continue;
    }
    uint32_t w = t->a->fwd[f->edge++];
    if (t->index[w] == UINT32_MAX)
      tarjan_enter(t, w);
    else if (t->on_stack[w] && t->index[w] < t->low[v])
      t->low[v] = t->index[w];
  }
}

/* scc[v] numbers components so that edges go from higher to lower or
 * equal numbers (sinks first). Returns the number of components. */
static uint32_t components(const MlbAliasInfo *a, uint32_t *scc,
                           Scratch *sc) {
  uint32_t n = a->n;
  Tarjan t = {0};
  t.a = a;
  t.scc = scc;
  t.index = scratch_take(sc, n);
  t.low = scratch_take(sc, n);
  t.on_stack = scratch_take(sc, n);
  t.stack = scratch_take(sc, n);
  t.calls = (Frame *)scratch_take(sc, 2 * n);
  memset(t.on_stack, 0, n * sizeof *t.on_stack);
  for (uint32_t i = 0; i < a->n; i++)
    t.index[i] = UINT32_MAX;
  for (uint32_t i = 0; i < a->n; i++)
    if (t.index[i] == UINT32_MAX)
      tarjan_from(&t, i);
  return t.nscc;
}

/* ==== Origins ==== */

static int cmp_u32(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return a < b ? -1 : a > b;
}

typedef struct OriginSets {
  MlbAliasInfo *a;
  uint32_t *scc, nscc;
  uint32_t *mstart, *members; /* component -> member ids */
  uint32_t *set;              /* component -> offset of its origin ids */
  uint32_t *len;
  U32Vec store; /* the sets, back to back (one spare block per analysis
                   instead of an arena chunk: functions are small and
                   many) */
  uint32_t *stamp; /* component -> last component + 1 seen */
  U32Vec preds, acc;
  U32Vec runs, tmp; /* merge_runs' */
} OriginSets;

/* Distinct components flowing into component c. */
static void pred_components(OriginSets *o, uint32_t c) {
  o->preds.len = 0;
  for (uint32_t m = o->mstart[c]; m < o->mstart[c + 1]; m++) {
    uint32_t v = o->members[m];
    for (uint32_t e = o->a->bwd_start[v]; e < o->a->bwd_start[v + 1]; e++) {
      uint32_t pc = o->scc[o->a->bwd[e]];
      if (pc != c && o->stamp[pc] != c + 1) {
        o->stamp[pc] = c + 1;
        mlb_vec_push(&o->preds, pc);
      }
    }
  }
}

/* o->acc holds sorted runs, run i starting at o->runs.data[i] and ending
 * where the next starts (the last at acc's end): merged pairwise, round
 * after round, into one sorted run. The runs are the predecessors' sets,
 * sorted already; sorting acc whole cost a log factor more, and down a
 * long chain of blocks each value gathers the origins of every block
 * before it. */
static void merge_runs(OriginSets *o) {
  uint32_t nr = o->runs.len;
  if (nr < 2)
    return;
  mlb_vec_push(&o->runs, o->acc.len); /* the end of the last run */
  mlb_vec_reserve(&o->tmp, o->acc.len);
  uint32_t *src = o->acc.data, *dst = o->tmp.data, *r = o->runs.data;
  while (nr > 1) {
    uint32_t w = 0;
    for (uint32_t i = 0; i < nr; i += 2) {
      uint32_t lo = r[i], mid = r[i + 1], hi = r[i + 2 <= nr ? i + 2 : nr];
      uint32_t x = lo, y = mid, k = lo;
      while (x < mid && y < hi)
        dst[k++] = src[y] < src[x] ? src[y++] : src[x++];
      while (x < mid)
        dst[k++] = src[x++];
      while (y < hi)
        dst[k++] = src[y++];
      r[w++] = lo; /* w <= i: the starts still to read are past it */
    }
    r[w] = o->acc.len;
    nr = w;
    uint32_t *t = src;
    src = dst;
    dst = t;
  }
  if (src != o->acc.data)
    memcpy(o->acc.data, src, sizeof(uint32_t) * o->acc.len);
}

static void component_origins(OriginSets *o, uint32_t c) {
  MlbAliasInfo *a = o->a;
  pred_components(o, c);
  o->acc.len = 0;
  for (uint32_t m = o->mstart[c]; m < o->mstart[c + 1]; m++)
    if (a->kind[o->members[m]] != MLB_ORIGIN_NONE)
      mlb_vec_push(&o->acc, o->members[m]);
  if (!o->acc.len && !o->preds.len) {
    /* Nothing flows in: every member is produced by something unseen. */
    for (uint32_t m = o->mstart[c]; m < o->mstart[c + 1]; m++) {
      a->kind[o->members[m]] = MLB_ORIGIN_UNKNOWN;
      mlb_vec_push(&o->acc, o->members[m]);
    }
  }
  if (!o->acc.len && o->preds.len == 1) {
    o->set[c] = o->set[o->preds.data[0]];
    o->len[c] = o->len[o->preds.data[0]];
    return;
  }
  /* The component's own origins (few) sorted, then each predecessor's
   * set (sorted) as a run of its own. */
  if (o->acc.len > 1)
    qsort(o->acc.data, o->acc.len, sizeof(uint32_t), cmp_u32);
  o->runs.len = 0;
  if (o->acc.len)
    mlb_vec_push(&o->runs, 0);
  for (uint32_t i = 0; i < o->preds.len; i++) {
    uint32_t pc = o->preds.data[i];
    if (!o->len[pc])
      continue;
    mlb_vec_push(&o->runs, o->acc.len);
    for (uint32_t k = 0; k < o->len[pc]; k++)
      mlb_vec_push(&o->acc, o->store.data[o->set[pc] + k]);
  }
  merge_runs(o);
  uint32_t k = 0;
  for (uint32_t i = 0; i < o->acc.len; i++)
    if (!k || o->acc.data[k - 1] != o->acc.data[i])
      o->acc.data[k++] = o->acc.data[i];
  o->set[c] = o->store.len;
  o->len[c] = k;
  mlb_vec_reserve(&o->store, o->store.len + k);
  memcpy(o->store.data + o->store.len, o->acc.data, sizeof(uint32_t) * k);
  o->store.len += k;
}

/* Components' members (CSR) and zeroed per-component arrays. */
static void component_arrays(OriginSets *o, Scratch *sc) {
  uint32_t n = o->a->n, nc = o->nscc;
  o->mstart = scratch_take(sc, nc + 1);
  memset(o->mstart, 0, (nc + 1) * sizeof(uint32_t));
  o->members = scratch_take(sc, n);
  for (uint32_t v = 0; v < n; v++)
    o->mstart[o->scc[v] + 1]++;
  for (uint32_t c = 0; c < nc; c++)
    o->mstart[c + 1] += o->mstart[c];
  uint32_t *fill = scratch_take(sc, nc);
  memcpy(fill, o->mstart, sizeof(uint32_t) * nc);
  for (uint32_t v = 0; v < n; v++)
    o->members[fill[o->scc[v]]++] = v;
  o->set = scratch_take(sc, nc);
  o->len = scratch_take(sc, nc);
  o->stamp = scratch_take(sc, nc);
  memset(o->set, 0, nc * sizeof(uint32_t));
  memset(o->len, 0, nc * sizeof(uint32_t));
  memset(o->stamp, 0, nc * sizeof(uint32_t));
}

static void build_origins(MlbAliasInfo *a, Scratch *sc) {
  OriginSets o = {0};
  o.a = a;
  mlb_vec_from_pool(&a->ctx->state_pool, &o.preds);
  mlb_vec_from_pool(&a->ctx->state_pool, &o.acc);
  mlb_vec_from_pool(&a->ctx->state_pool, &o.runs);
  mlb_vec_from_pool(&a->ctx->state_pool, &o.tmp);
  mlb_vec_from_pool(&a->ctx->state_pool, &o.store);
  o.scc = scratch_take(sc, a->n);
  o.nscc = components(a, o.scc, sc);
  component_arrays(&o, sc);
  for (uint32_t c = o.nscc; c-- > 0;) /* sources first */
    component_origins(&o, c);
  a->org_store = o.store.data; /* owned by the analysis from here */
  a->store_bytes = (size_t)o.store.cap * sizeof *o.store.data;
  for (uint32_t v = 0; v < a->n; v++) {
    uint32_t c = o.scc[v];
    a->org[v] = o.len[c] ? a->org_store + o.set[c] : NULL;
    a->org_len[v] = o.len[c];
  }
  mlb_vec_to_pool(&a->ctx->state_pool, &o.preds);
  mlb_vec_to_pool(&a->ctx->state_pool, &o.acc);
  mlb_vec_to_pool(&a->ctx->state_pool, &o.runs);
  mlb_vec_to_pool(&a->ctx->state_pool, &o.tmp);
}

/* The analysis' arrays in one heap block (freed with `org`, its start):
 * org, then fwd_start, bwd_start, uf, org_len, mark, fwd, bwd. */
static void alloc_arrays(MlbAliasInfo *a, uint32_t nedges) {
  size_t n = a->n, words = 2 * (n + 1) + 3 * n + 2 * (size_t)nedges;
  char *block = mlb_alias_take_block(
      a, (n ? n : 1) * sizeof(uint32_t *) + (words ? words : 1) * sizeof(uint32_t),
      &a->block_bytes);
  a->org = (const uint32_t **)block;
  uint32_t *w = (uint32_t *)(block + (n ? n : 1) * sizeof(uint32_t *));
  a->fwd_start = w;
  a->bwd_start = a->fwd_start + (n + 1);
  a->uf = a->bwd_start + (n + 1);
  a->org_len = a->uf + n;
  a->mark = a->org_len + n;
  a->fwd = a->mark + n;
  a->bwd = a->fwd + nedges;
  memset(a->mark, 0, n * sizeof(uint32_t));
}

/* Bits set in x, one step per bit: origin sets hold a few bits, and
 * __builtin_popcountll is a libgcc call on the baseline x86-64 target
 * (no popcnt instruction), costing more than the loop. */
static uint32_t few_bits(uint64_t x) {
  uint32_t n = 0;
  for (; x; x &= x - 1)
    n++;
  return n;
}

/* ==== Small graphs ====
 * Up to 64 values (most functions have a handful), each origin set is a
 * bit mask: a value's own origin bit or'ed with its predecessors' sets
 * until nothing changes. That is what the components give (the origins
 * reaching the value), without Tarjan's arrays, the sort or the store's
 * copies. A value left without an origin lies behind a component nothing
 * flows into, whose members build_origins makes unknown origins of their
 * own: then that runs instead (nothing changed yet). */
static bool small_origins(MlbAliasInfo *a, uint64_t *set) {
  uint32_t n = a->n;
  for (uint32_t v = 0; v < n; v++)
    set[v] = a->kind[v] != MLB_ORIGIN_NONE ? (uint64_t)1 << v : 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t v = 0; v < n; v++) {
      uint64_t s = set[v];
      for (uint32_t e = a->bwd_start[v]; e < a->bwd_start[v + 1]; e++)
        s |= set[a->bwd[e]];
      changed = changed || s != set[v];
      set[v] = s;
    }
  }
  uint32_t total = 0;
  for (uint32_t v = 0; v < n; v++) {
    if (!set[v])
      return false;
    total += few_bits(set[v]);
  }
  U32Vec store;
  mlb_vec_from_pool(&a->ctx->state_pool, &store);
  mlb_vec_reserve(&store, total); /* org points into it: no growth after */
  for (uint32_t v = 0; v < n; v++) {
    a->org[v] = store.data + store.len;
    uint32_t first = store.len;
    for (uint64_t bits = set[v]; bits; bits &= bits - 1) /* ascending ids */
      store.data[store.len++] = (uint32_t)__builtin_ctzll(bits);
    a->org_len[v] = store.len - first;
  }
  a->org_store = store.data;
  a->store_bytes = (size_t)store.cap * sizeof *store.data;
  return true;
}

/* Words of scratch one build takes (at most): n each for the csr fill,
 * scc, Tarjan's index, low, on_stack, stack, members; 2n for Tarjan's
 * frames; at most n + 1 each (components <= values) for mstart, fill,
 * set, len, stamp. */
#define SCRATCH_WORDS(n) (10 * ((size_t)(n) + 1) + 5 * ((size_t)(n) + 2))

MLB_HOT void mlb_alias_finish(MlbAliasInfo *a, const MlbEdgeVec *edges) {
  alloc_arrays(a, edges->len);
  /* Small graphs (small_origins' limit) take their scratch on the stack:
   * a pool block that large is seldom spare, and malloc would be paid
   * function after function. */
  uint64_t bits[64];
  uint32_t stack_scratch[SCRATCH_WORDS(64)];
  bool small = MLB_FITS_SMALL(a->n, bits);
  size_t words = SCRATCH_WORDS(a->n), bytes = 0;
  Scratch sc;
  sc.next = small ? stack_scratch
                  : mlb_alias_take_block(a, words * sizeof(uint32_t), &bytes);
  sc.end = sc.next + words;
  uint32_t *block = sc.next, *fill = scratch_take(&sc, a->n);
  build_csr(a->n, edges, false, a->fwd_start, a->fwd, fill);
  build_csr(a->n, edges, true, a->bwd_start, a->bwd, fill);
  if (!small || !small_origins(a, bits))
    build_origins(a, &sc);
  if (!small)
    mlb_pool_give(&a->ctx->state_pool, block, bytes);
}

MLB_HOT void mlb_alias_free(MlbAliasInfo *a) {
  MlbVecPool *pool = a->ctx ? &a->ctx->state_pool : NULL;
  mlb_idmap_free(&a->ids);
  if (pool) {
    mlb_pool_give(pool, a->values, a->values_bytes);
    mlb_pool_give(pool, a->kind, a->kind_bytes);
    /* org starts the block of fwd, bwd, uf, org_len, mark (alloc_arrays) */
    mlb_pool_give(pool, (void *)a->org, a->block_bytes);
    mlb_pool_give(pool, a->org_store, a->store_bytes);
  }
  memset(a, 0, sizeof *a);
}

/* ==== Queries ==== */

MlbOriginKind mlb_alias_origin_kind(const MlbAliasInfo *a, const MlbValue *v) {
  uint32_t id = mlb_alias_id(a, v);
  return id == UINT32_MAX ? MLB_ORIGIN_NONE : (MlbOriginKind)a->kind[id];
}

const uint32_t *mlb_alias_origins(const MlbAliasInfo *a, const MlbValue *v,
                                  uint32_t *n) {
  uint32_t id = mlb_alias_id(a, v);
  *n = id == UINT32_MAX ? 0 : a->org_len[id];
  return id == UINT32_MAX ? NULL : a->org[id];
}

/* Are `found` values of the analysis' a->n many enough that reading the
 * marks in id order costs less than sorting them: more than an eighth?
 * support/thresholds.h: the tiny value says so whenever there is more than
 * one. */
static bool read_marks(const MlbAliasInfo *a, uint32_t found) {
  uint64_t factor = MLB_THRESHOLD(8u, a->n);
  return (uint64_t)found * factor > a->n;
}

static void closure(MlbAliasInfo *a, const MlbValue *v, bool fwd,
                    MlbValueVec *out) {
  uint32_t id = mlb_alias_id(a, v);
  if (id == UINT32_MAX)
    return;
  if (++a->mark_gen == 0) { /* wrapped: forget old marks */
    memset(a->mark, 0, sizeof(uint32_t) * a->n);
    a->mark_gen = 1;
  }
  const uint32_t *start = fwd ? a->fwd_start : a->bwd_start;
  const uint32_t *to = fwd ? a->fwd : a->bwd;
  U32Vec work, seen;
  mlb_vec_from_pool(&a->ctx->state_pool, &work);
  mlb_vec_from_pool(&a->ctx->state_pool, &seen);
  mlb_vec_push(&work, id);
  while (work.len) {
    uint32_t x = mlb_vec_pop(&work);
    for (uint32_t e = start[x]; e < start[x + 1]; e++) {
      uint32_t y = to[e];
      if (a->mark[y] == a->mark_gen)
        continue;
      a->mark[y] = a->mark_gen;
      mlb_vec_push(&work, y);
      if (y != id)
        mlb_vec_push(&seen, y);
    }
  }
  /* In id order: sorted, or, when the values found are many (an
   * allocation reaching the rest of a long chain of blocks, asked once per
   * allocation), read off the marks in one pass. */
  if (read_marks(a, seen.len)) {
    for (uint32_t y = 0; y < a->n; y++)
      if (a->mark[y] == a->mark_gen && y != id)
        mlb_vec_push(out, a->values[y]);
  } else {
    if (seen.len > 1)
      qsort(seen.data, seen.len, sizeof(uint32_t), cmp_u32);
    for (uint32_t i = 0; i < seen.len; i++)
      mlb_vec_push(out, a->values[seen.data[i]]);
  }
  mlb_vec_to_pool(&a->ctx->state_pool, &work);
  mlb_vec_to_pool(&a->ctx->state_pool, &seen);
}

void mlb_alias_flows_to(MlbAliasInfo *a, const MlbValue *v, MlbValueVec *out) {
  closure(a, v, true, out);
}

void mlb_alias_flows_from(MlbAliasInfo *a, const MlbValue *v,
                          MlbValueVec *out) {
  closure(a, v, false, out);
}

static bool has_external(const MlbAliasInfo *a, uint32_t id) {
  for (uint32_t i = 0; i < a->org_len[id]; i++)
    if (a->kind[a->org[id][i]] != MLB_ORIGIN_ALLOC)
      return true;
  return false;
}

bool mlb_alias_may_alias(const MlbAliasInfo *a, const MlbValue *x,
                         const MlbValue *y) {
  if (x == y)
    return true;
  uint32_t i = mlb_alias_id(a, x), j = mlb_alias_id(a, y);
  if (i == UINT32_MAX || j == UINT32_MAX)
    return false;
  const uint32_t *p = a->org[i], *q = a->org[j];
  uint32_t np = a->org_len[i], nq = a->org_len[j], k = 0, l = 0;
  while (k < np && l < nq) {
    if (p[k] == q[l])
      return true;
    if (p[k] < q[l])
      k++;
    else
      l++;
  }
  return has_external(a, i) && has_external(a, j);
}

bool mlb_alias_same_class(MlbAliasInfo *a, const MlbValue *x,
                          const MlbValue *y) {
  uint32_t i = mlb_alias_id(a, x), j = mlb_alias_id(a, y);
  if (i == UINT32_MAX || j == UINT32_MAX)
    return x == y;
  if (!a->classes_built) {
    size_t bytes = 0;
    uint32_t *size = mlb_alias_take_block(a, a->n * sizeof(uint32_t), &bytes);
    build_classes(a, size);
    mlb_pool_give(&a->ctx->state_pool, size, bytes);
  }
  return uf_find(a->uf, i) == uf_find(a->uf, j);
}
