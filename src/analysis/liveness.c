/* liveness.c - block live-in/live-out sets (see liveness.h; ranges and
 * values live at ops are in liveness_ranges.c).
 *
 * Building: blocks and values are numbered in upstream's print order and
 * the CFG and use lists copied into number arrays (one walk over the ops).
 * Then each value in turn is traced backwards from its uses: a use's block
 * and every enclosing block up to the region that defines the value read
 * it; from each such block the value is live-in, and so live-out at every
 * predecessor, and live-in there too unless the predecessor defines it.
 * Per-block "last value marked" stamps make each (block, value) pair cost
 * O(1) once, so the whole build is linear in the IR plus the sets. Pairs
 * are recorded in value order and bucketed by block at the end, which
 * leaves every set sorted by value number without a sort.
 */
#include "analysis/liveness.h"
#include "support/thresholds.h"

typedef MLB_VEC(uint64_t) PairVec; /* block << 32 | value */

/* Every array a build needs, kept between builds by
 * mlb_liveness_rebuild: a pass analysing function after function then
 * allocates only when a function is larger than all before it. */
struct MlbLiveStore {
  MlbBlockVec blocks;
  MlbValueVec values;
  MlbU32Vec outer, region, def; /* see Graph */
  MlbU32Vec pred_start, preds, use_start, uses;
  MlbU32Vec in_start, in_vals, out_start, out_vals;
  MlbU32Vec stamp_in, stamp_out, fill, work;
  PairVec pairs, ins, outs;
};

static void store_free(struct MlbLiveStore *s) {
  if (!s)
    return;
  mlb_vec_free(&s->blocks);
  mlb_vec_free(&s->values);
  MlbU32Vec *u[] = {&s->outer,     &s->region,   &s->def,      &s->pred_start,
                    &s->preds,     &s->use_start, &s->uses,    &s->in_start,
                    &s->in_vals,   &s->out_start, &s->out_vals, &s->stamp_in,
                    &s->stamp_out, &s->fill,      &s->work};
  for (uint32_t i = 0; i < MLB_ARRAY_LEN(u); i++)
    mlb_vec_free(u[i]);
  mlb_vec_free(&s->pairs);
  mlb_vec_free(&s->ins);
  mlb_vec_free(&s->outs);
  mlb_free(s);
}

/* ==== Numbering ==== */

static uint32_t map_id(const MlbIdMap *m, const void *key) {
  return mlb_idmap_get(m, key);
}

/* What the set computation needs, in block and value numbers only: it
 * then runs on small arrays instead of chasing IR pointers, which in a
 * large function miss the cache at nearly every step. */
typedef struct Graph {
  MlbLiveness *lv;
  struct MlbLiveStore *s;
  /* s->outer: block -> block holding its region's op, or none;
   * s->region: block -> number of its region's first block;
   * s->def: value -> defining block;
   * s->pred_start/preds: block -> predecessor blocks (CSR);
   * s->use_start/uses: value -> blocks of its readers (CSR). */
} Graph;

static void add_value(Graph *g, MlbValue *v, uint32_t block) {
  mlb_idmap_put(&g->lv->value_ids, v, g->s->values.len);
  mlb_vec_push(&g->s->values, v);
  mlb_vec_push(&g->s->def, block);
}

/* A block's own arguments, ops and results first, then the blocks nested
 * in its ops: upstream's pre-order block walk. */
static void number_block(Graph *g, MlbBlock *b, uint32_t outer,
                         uint32_t region) {
  MlbLiveness *lv = g->lv;
  struct MlbLiveStore *s = g->s;
  uint32_t bid = s->blocks.len;
  mlb_idmap_put(&lv->block_ids, b, bid);
  mlb_vec_push(&s->blocks, b);
  mlb_vec_push(&s->outer, outer);
  mlb_vec_push(&s->region, region);
  for (uint32_t i = 0; i < b->num_args; i++)
    add_value(g, b->args[i], bid);
  for (MlbOperation *op = b->first; op; op = op->next) {
    lv->num_ops++;
    for (uint32_t i = 0; i < op->num_results; i++)
      add_value(g, mlb_op_result(op, i), bid);
  }
  for (MlbOperation *op = b->first; op; op = op->next)
    for (uint32_t r = 0; r < op->num_regions; r++) {
      uint32_t first = s->blocks.len;
      for (MlbBlock *nb = op->regions[r].first; nb; nb = nb->next)
        number_block(g, nb, bid, first);
    }
}

/* Buckets (key, item) pairs by key into CSR arrays, keeping pair order
 * within each bucket; `fill` is scratch. */
static void bucket(const PairVec *pairs, uint32_t nkeys, MlbU32Vec *start,
                   MlbU32Vec *items, MlbU32Vec *fill) {
  mlb_vec_reserve(start, nkeys + 1);
  mlb_vec_reserve(items, pairs->len ? pairs->len : 1);
  mlb_vec_reserve(fill, nkeys ? nkeys : 1);
  uint32_t *st = start->data, *it = items->data;
  memset(st, 0, (nkeys + 1) * sizeof *st);
  for (uint32_t i = 0; i < pairs->len; i++)
    st[(pairs->data[i] >> 32) + 1]++;
  for (uint32_t k = 0; k < nkeys; k++)
    st[k + 1] += st[k];
  memcpy(fill->data, st, sizeof(uint32_t) * nkeys);
  for (uint32_t i = 0; i < pairs->len; i++)
    it[fill->data[pairs->data[i] >> 32]++] = (uint32_t)pairs->data[i];
}

/* Predecessors of every block, and the blocks reading every value (with
 * repeats; only values of the root count), from one walk over the ops in
 * block order. */
static void index_edges(Graph *g) {
  struct MlbLiveStore *s = g->s;
  PairVec *pairs = &s->pairs;
  pairs->len = 0;
  for (uint32_t b = 0; b < s->blocks.len; b++)
    for (MlbOperation *op = s->blocks.data[b]->first; op; op = op->next)
      for (uint32_t k = 0; k < op->num_successors; k++) {
        uint32_t x = map_id(&g->lv->block_ids, op->successors[k].block);
        if (x != UINT32_MAX)
          mlb_vec_push(pairs, (uint64_t)x << 32 | b);
      }
  bucket(pairs, s->blocks.len, &s->pred_start, &s->preds, &s->fill);
  pairs->len = 0;
  for (uint32_t b = 0; b < s->blocks.len; b++)
    for (MlbOperation *op = s->blocks.data[b]->first; op; op = op->next)
      for (uint32_t i = 0; i < op->num_operands; i++) {
        uint32_t v = map_id(&g->lv->value_ids, op->operands[i].value);
        if (v != UINT32_MAX)
          mlb_vec_push(pairs, (uint64_t)v << 32 | b);
      }
  bucket(pairs, s->values.len, &s->use_start, &s->uses, &s->fill);
}

static void graph_build(Graph *g, MlbLiveness *lv) {
  struct MlbLiveStore *s = lv->store;
  g->lv = lv;
  g->s = s;
  s->blocks.len = s->values.len = 0;
  s->outer.len = s->region.len = s->def.len = 0;
  for (uint32_t r = 0; r < lv->root->num_regions; r++) {
    uint32_t first = s->blocks.len;
    for (MlbBlock *b = lv->root->regions[r].first; b; b = b->next)
      number_block(g, b, UINT32_MAX, first);
  }
  lv->num_blocks = s->blocks.len;
  lv->num_values = s->values.len;
  lv->blocks = s->blocks.data;
  lv->values = s->values.data;
  index_edges(g);
}

/* ==== Live sets ==== */

typedef struct SetBuilder {
  const Graph *g;
  uint32_t vid;       /* value being traced */
  uint32_t def;       /* its defining block */
  uint32_t *stamp_in; /* block -> last vid marked live-in (+1) */
  uint32_t *stamp_out;
  PairVec *ins, *outs; /* block << 32 | value */
  MlbU32Vec *work;
} SetBuilder;

static void mark_out(SetBuilder *s, uint32_t b) {
  if (s->stamp_out[b] == s->vid + 1)
    return;
  s->stamp_out[b] = s->vid + 1;
  mlb_vec_push(s->outs, (uint64_t)b << 32 | s->vid);
}

/* Live-in at `b` and, backwards, at every block reaching it without
 * passing the definition. */
static void mark_in(SetBuilder *s, uint32_t b) {
  const struct MlbLiveStore *st = s->g->s;
  const uint32_t *ps = st->pred_start.data, *pr = st->preds.data;
  s->work->len = 0;
  mlb_vec_push(s->work, b);
  while (s->work->len) {
    uint32_t x = mlb_vec_pop(s->work);
    if (x == s->def || s->stamp_in[x] == s->vid + 1)
      continue;
    s->stamp_in[x] = s->vid + 1;
    mlb_vec_push(s->ins, (uint64_t)x << 32 | s->vid);
    for (uint32_t e = ps[x]; e < ps[x + 1]; e++) {
      mark_out(s, pr[e]);
      mlb_vec_push(s->work, pr[e]);
    }
  }
}

/* `ub` is the block of an op reading the traced value. */
static void trace_use(SetBuilder *s, uint32_t ub) {
  const uint32_t *region = s->g->s->region.data, *outer = s->g->s->outer.data;
  uint32_t def_region = region[s->def];
  /* Find the use's block in the defining region first: a use that is not
   * nested there is invalid IR and marks nothing. */
  uint32_t b = ub;
  while (b != UINT32_MAX && region[b] != def_region)
    b = outer[b];
  if (b == UINT32_MAX)
    return;
  for (uint32_t n = ub; n != b; n = outer[n])
    mark_in(s, n);
  if (b == s->def)
    return;
  mark_out(s, s->def); /* read in another block of its region */
  mark_in(s, b);
}

static uint32_t *zeroed(MlbU32Vec *v, uint32_t n) {
  mlb_vec_reserve(v, n);
  memset(v->data, 0, n * sizeof *v->data);
  return v->data;
}

static void compute_sets(MlbLiveness *lv, const Graph *g) {
  struct MlbLiveStore *st = g->s;
  SetBuilder s = {g, 0, 0, NULL, NULL, &st->ins, &st->outs, &st->work};
  uint32_t nb = lv->num_blocks ? lv->num_blocks : 1;
  s.stamp_in = zeroed(&st->stamp_in, nb);
  s.stamp_out = zeroed(&st->stamp_out, nb);
  st->ins.len = st->outs.len = 0;
  const uint32_t *us = st->use_start.data, *uses = st->uses.data;
  for (uint32_t vid = 0; vid < lv->num_values; vid++) {
    s.vid = vid;
    s.def = st->def.data[vid];
    for (uint32_t k = us[vid]; k < us[vid + 1]; k++)
      trace_use(&s, uses[k]);
  }
  /* Pairs were made in value order: bucketing by block keeps each set
   * sorted by value number. */
  bucket(&st->ins, lv->num_blocks, &st->in_start, &st->in_vals, &st->fill);
  bucket(&st->outs, lv->num_blocks, &st->out_start, &st->out_vals,
         &st->fill);
  lv->in_start = st->in_start.data;
  lv->in_vals = st->in_vals.data;
  lv->out_start = st->out_start.data;
  lv->out_vals = st->out_vals.data;
}

void mlb_liveness_build(MlbLiveness *lv, MlbOperation *root) {
  memset(lv, 0, sizeof *lv);
  mlb_liveness_rebuild(lv, root);
}

/* Empties a map for reuse; one that grew large is dropped (clearing it
 * would cost its size on every small build after; support/thresholds.h). */
static void idmap_reset(MlbIdMap *m) {
  if (m->cap > MLB_THRESHOLD(4096, 64))
    mlb_idmap_free(m);
  else
    mlb_idmap_clear(m);
}

void mlb_liveness_rebuild(MlbLiveness *lv, MlbOperation *root) {
  struct MlbLiveStore *s = lv->store;
  if (!s)
    s = mlb_calloc(1, sizeof *s);
  MlbIdMap ids[3] = {lv->block_ids, lv->value_ids, lv->op_ids};
  memset(lv, 0, sizeof *lv);
  lv->root = root;
  lv->store = s;
  lv->block_ids = ids[0];
  lv->value_ids = ids[1];
  lv->op_ids = ids[2];
  idmap_reset(&lv->block_ids);
  idmap_reset(&lv->value_ids);
  idmap_reset(&lv->op_ids);
  Graph g;
  graph_build(&g, lv);
  compute_sets(lv, &g);
}

void mlb_liveness_free(MlbLiveness *lv) {
  store_free(lv->store);
  mlb_idmap_free(&lv->block_ids);
  mlb_idmap_free(&lv->value_ids);
  mlb_idmap_free(&lv->op_ids);
  memset(lv, 0, sizeof *lv);
}

/* ==== Queries ==== */

uint32_t mlb_liveness_block_id(const MlbLiveness *lv, const MlbBlock *b) {
  return map_id(&lv->block_ids, b);
}

uint32_t mlb_liveness_value_id(const MlbLiveness *lv, const MlbValue *v) {
  return map_id(&lv->value_ids, v);
}

/* Op numbers are only needed by range queries: they are made on the
 * first one (blocks are stored in pre-order, so numbering each block's ops
 * in turn gives upstream's order), keeping the build lean. */
uint32_t mlb_liveness_op_id(const MlbLiveness *lv, const MlbOperation *op) {
  if (!lv->op_ids.len && lv->num_ops) {
    MlbLiveness *m = (MlbLiveness *)lv; /* cache, logically const */
    uint32_t next = 0;
    for (uint32_t b = 0; b < m->num_blocks; b++)
      for (MlbOperation *o = m->blocks[b]->first; o; o = o->next)
        mlb_idmap_put(&m->op_ids, o, next++);
  }
  return map_id(&lv->op_ids, op);
}

static const uint32_t *csr_row(const uint32_t *start, const uint32_t *vals,
                               uint32_t bid, uint32_t *n) {
  *n = start[bid + 1] - start[bid];
  return vals + start[bid];
}

const uint32_t *mlb_liveness_live_in(const MlbLiveness *lv, const MlbBlock *b,
                                     uint32_t *n) {
  uint32_t bid = mlb_liveness_block_id(lv, b);
  if (bid == UINT32_MAX) {
    *n = 0;
    return NULL;
  }
  return csr_row(lv->in_start, lv->in_vals, bid, n);
}

const uint32_t *mlb_liveness_live_out(const MlbLiveness *lv, const MlbBlock *b,
                                      uint32_t *n) {
  uint32_t bid = mlb_liveness_block_id(lv, b);
  if (bid == UINT32_MAX) {
    *n = 0;
    return NULL;
  }
  return csr_row(lv->out_start, lv->out_vals, bid, n);
}

static bool sorted_has(const uint32_t *a, uint32_t n, uint32_t x) {
  uint32_t lo = 0, hi = n;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (a[mid] < x)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < n && a[lo] == x;
}

bool mlb_liveness_is_live_in(const MlbLiveness *lv, const MlbBlock *b,
                             const MlbValue *v) {
  uint32_t n, vid = mlb_liveness_value_id(lv, v);
  const uint32_t *set = mlb_liveness_live_in(lv, b, &n);
  return vid != UINT32_MAX && sorted_has(set, n, vid);
}

bool mlb_liveness_is_live_out(const MlbLiveness *lv, const MlbBlock *b,
                              const MlbValue *v) {
  uint32_t n, vid = mlb_liveness_value_id(lv, v);
  const uint32_t *set = mlb_liveness_live_out(lv, b, &n);
  return vid != UINT32_MAX && sorted_has(set, n, vid);
}
