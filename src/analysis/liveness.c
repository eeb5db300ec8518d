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

typedef MLB_VEC(uint64_t) PairVec; /* block << 32 | value */

/* ==== Numbering ==== */

static uint32_t map_id(const MlbIdMap *m, const void *key) {
  return mlb_idmap_get(m, key);
}

/* What the set computation needs, in block and value numbers only: it
 * then runs on small arrays instead of chasing IR pointers, which in a
 * large function miss the cache at nearly every step. */
typedef struct Graph {
  MlbLiveness *lv;
  MlbBlockVec blocks;
  MlbValueVec values;
  MlbU32Vec outer;  /* block -> block holding its region's op, or none */
  MlbU32Vec region; /* block -> number of its region's first block */
  MlbU32Vec def;    /* value -> defining block */
  uint32_t *pred_start, *preds; /* block -> predecessor blocks (CSR) */
  uint32_t *use_start, *uses;   /* value -> blocks of its readers (CSR) */
} Graph;

static void add_value(Graph *g, MlbValue *v, uint32_t block) {
  mlb_idmap_put(&g->lv->value_ids, v, g->values.len);
  mlb_vec_push(&g->values, v);
  mlb_vec_push(&g->def, block);
}

/* A block's own arguments, ops and results first, then the blocks nested
 * in its ops: upstream's pre-order block walk. */
static void number_block(Graph *g, MlbBlock *b, uint32_t outer,
                         uint32_t region) {
  MlbLiveness *lv = g->lv;
  uint32_t bid = g->blocks.len;
  mlb_idmap_put(&lv->block_ids, b, bid);
  mlb_vec_push(&g->blocks, b);
  mlb_vec_push(&g->outer, outer);
  mlb_vec_push(&g->region, region);
  for (uint32_t i = 0; i < b->num_args; i++)
    add_value(g, b->args[i], bid);
  for (MlbOperation *op = b->first; op; op = op->next) {
    lv->num_ops++;
    for (uint32_t i = 0; i < op->num_results; i++)
      add_value(g, mlb_op_result(op, i), bid);
  }
  for (MlbOperation *op = b->first; op; op = op->next)
    for (uint32_t r = 0; r < op->num_regions; r++) {
      uint32_t first = g->blocks.len;
      for (MlbBlock *nb = op->regions[r].first; nb; nb = nb->next)
        number_block(g, nb, bid, first);
    }
}

/* Buckets (key, item) pairs by key into CSR arrays, keeping pair order
 * within each bucket. */
static void bucket(const PairVec *pairs, uint32_t nkeys, uint32_t **start,
                   uint32_t **items) {
  uint32_t *st = mlb_calloc(nkeys + 1, sizeof(uint32_t));
  uint32_t *it = mlb_malloc(sizeof(uint32_t) * (pairs->len ? pairs->len : 1));
  for (uint32_t i = 0; i < pairs->len; i++)
    st[(pairs->data[i] >> 32) + 1]++;
  for (uint32_t k = 0; k < nkeys; k++)
    st[k + 1] += st[k];
  uint32_t *fill = mlb_malloc(sizeof(uint32_t) * (nkeys ? nkeys : 1));
  memcpy(fill, st, sizeof(uint32_t) * nkeys);
  for (uint32_t i = 0; i < pairs->len; i++)
    it[fill[pairs->data[i] >> 32]++] = (uint32_t)pairs->data[i];
  mlb_free(fill);
  *start = st;
  *items = it;
}

/* Predecessors of every block, and the blocks reading every value (with
 * repeats; only values of the root count), from one walk over the ops in
 * block order. */
static void index_edges(Graph *g) {
  PairVec preds = {0}, uses = {0};
  for (uint32_t b = 0; b < g->blocks.len; b++)
    for (MlbOperation *op = g->blocks.data[b]->first; op; op = op->next) {
      for (uint32_t i = 0; i < op->num_operands; i++) {
        uint32_t v = map_id(&g->lv->value_ids, op->operands[i].value);
        if (v != UINT32_MAX)
          mlb_vec_push(&uses, (uint64_t)v << 32 | b);
      }
      for (uint32_t k = 0; k < op->num_successors; k++) {
        uint32_t s = map_id(&g->lv->block_ids, op->successors[k].block);
        if (s != UINT32_MAX)
          mlb_vec_push(&preds, (uint64_t)s << 32 | b);
      }
    }
  bucket(&preds, g->blocks.len, &g->pred_start, &g->preds);
  bucket(&uses, g->values.len, &g->use_start, &g->uses);
  mlb_vec_free(&preds);
  mlb_vec_free(&uses);
}

static void graph_build(Graph *g, MlbLiveness *lv) {
  memset(g, 0, sizeof *g);
  g->lv = lv;
  for (uint32_t r = 0; r < lv->root->num_regions; r++) {
    uint32_t first = g->blocks.len;
    for (MlbBlock *b = lv->root->regions[r].first; b; b = b->next)
      number_block(g, b, UINT32_MAX, first);
  }
  lv->num_blocks = g->blocks.len;
  lv->num_values = g->values.len;
  lv->blocks = g->blocks.data;
  lv->values = g->values.data;
  index_edges(g);
}

static void graph_free(Graph *g) {
  mlb_vec_free(&g->outer);
  mlb_vec_free(&g->region);
  mlb_vec_free(&g->def);
  mlb_free(g->pred_start);
  mlb_free(g->preds);
  mlb_free(g->use_start);
  mlb_free(g->uses);
}

/* ==== Live sets ==== */

typedef struct SetBuilder {
  const Graph *g;
  uint32_t vid;       /* value being traced */
  uint32_t def;       /* its defining block */
  uint32_t *stamp_in; /* block -> last vid marked live-in (+1) */
  uint32_t *stamp_out;
  PairVec ins, outs; /* block << 32 | value */
  MlbU32Vec work;
} SetBuilder;

static void mark_out(SetBuilder *s, uint32_t b) {
  if (s->stamp_out[b] == s->vid + 1)
    return;
  s->stamp_out[b] = s->vid + 1;
  mlb_vec_push(&s->outs, (uint64_t)b << 32 | s->vid);
}

/* Live-in at `b` and, backwards, at every block reaching it without
 * passing the definition. */
static void mark_in(SetBuilder *s, uint32_t b) {
  const Graph *g = s->g;
  s->work.len = 0;
  mlb_vec_push(&s->work, b);
  while (s->work.len) {
    uint32_t x = mlb_vec_pop(&s->work);
    if (x == s->def || s->stamp_in[x] == s->vid + 1)
      continue;
    s->stamp_in[x] = s->vid + 1;
    mlb_vec_push(&s->ins, (uint64_t)x << 32 | s->vid);
    for (uint32_t e = g->pred_start[x]; e < g->pred_start[x + 1]; e++) {
      mark_out(s, g->preds[e]);
      mlb_vec_push(&s->work, g->preds[e]);
    }
  }
}

/* `ub` is the block of an op reading the traced value. */
static void trace_use(SetBuilder *s, uint32_t ub) {
  const Graph *g = s->g;
  uint32_t def_region = g->region.data[s->def];
  /* Find the use's block in the defining region first: a use that is not
   * nested there is invalid IR and marks nothing. */
  uint32_t b = ub;
  while (b != UINT32_MAX && g->region.data[b] != def_region)
    b = g->outer.data[b];
  if (b == UINT32_MAX)
    return;
  for (uint32_t n = ub; n != b; n = g->outer.data[n])
    mark_in(s, n);
  if (b == s->def)
    return;
  mark_out(s, s->def); /* read in another block of its region */
  mark_in(s, b);
}

static void compute_sets(MlbLiveness *lv, const Graph *g) {
  SetBuilder s = {0};
  s.g = g;
  uint32_t nb = lv->num_blocks ? lv->num_blocks : 1;
  s.stamp_in = mlb_calloc(nb, sizeof(uint32_t));
  s.stamp_out = mlb_calloc(nb, sizeof(uint32_t));
  for (uint32_t vid = 0; vid < lv->num_values; vid++) {
    s.vid = vid;
    s.def = g->def.data[vid];
    for (uint32_t k = g->use_start[vid]; k < g->use_start[vid + 1]; k++)
      trace_use(&s, g->uses[k]);
  }
  /* Pairs were made in value order: bucketing by block keeps each set
   * sorted by value number. */
  bucket(&s.ins, lv->num_blocks, &lv->in_start, &lv->in_vals);
  bucket(&s.outs, lv->num_blocks, &lv->out_start, &lv->out_vals);
  mlb_vec_free(&s.ins);
  mlb_vec_free(&s.outs);
  mlb_vec_free(&s.work);
  mlb_free(s.stamp_in);
  mlb_free(s.stamp_out);
}

void mlb_liveness_build(MlbLiveness *lv, MlbOperation *root) {
  memset(lv, 0, sizeof *lv);
  lv->root = root;
  mlb_idmap_init(&lv->block_ids);
  mlb_idmap_init(&lv->value_ids);
  mlb_idmap_init(&lv->op_ids);
  Graph g;
  graph_build(&g, lv);
  compute_sets(lv, &g);
  graph_free(&g);
}

void mlb_liveness_free(MlbLiveness *lv) {
  mlb_free(lv->blocks);
  mlb_free(lv->values);
  mlb_idmap_free(&lv->block_ids);
  mlb_idmap_free(&lv->value_ids);
  mlb_idmap_free(&lv->op_ids);
  mlb_free(lv->in_start);
  mlb_free(lv->in_vals);
  mlb_free(lv->out_start);
  mlb_free(lv->out_vals);
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
