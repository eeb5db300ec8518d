/* liveness.c - block live sets and value live ranges (see liveness.h).
 *
 * Building: blocks, values and ops are numbered in upstream's print order.
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

#include <stdlib.h>

#include "ir/dominance.h"

typedef MLB_VEC(uint64_t) PairVec; /* block << 32 | value */

/* ==== Numbering ==== */

static uint32_t map_id(const MlbPtrMap *m, const void *key) {
  void *v = mlb_ptrmap_get(m, key);
  return v ? (uint32_t)((uintptr_t)v - 1) : UINT32_MAX;
}

static void put_id(MlbPtrMap *m, const void *key, uint32_t id) {
  mlb_ptrmap_put(m, key, (void *)(uintptr_t)(id + 1));
}

typedef struct Numbering {
  MlbLiveness *lv;
  MlbBlockVec blocks;
  MlbValueVec values;
} Numbering;

static void add_value(Numbering *n, MlbValue *v) {
  put_id(&n->lv->value_ids, v, n->values.len);
  mlb_vec_push(&n->values, v);
}

/* A block's own arguments, ops and results first, then the blocks nested
 * in its ops: upstream's pre-order block walk. */
static void number_block(Numbering *n, MlbBlock *b) {
  MlbLiveness *lv = n->lv;
  put_id(&lv->block_ids, b, n->blocks.len);
  mlb_vec_push(&n->blocks, b);
  for (uint32_t i = 0; i < b->num_args; i++)
    add_value(n, b->args[i]);
  for (MlbOperation *op = b->first; op; op = op->next) {
    put_id(&lv->op_ids, op, lv->num_ops++);
    for (uint32_t i = 0; i < op->num_results; i++)
      add_value(n, mlb_op_result(op, i));
  }
  for (MlbOperation *op = b->first; op; op = op->next)
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (MlbBlock *nb = op->regions[r].first; nb; nb = nb->next)
        number_block(n, nb);
}

static void number_all(MlbLiveness *lv) {
  Numbering n = {lv, {0}, {0}};
  for (uint32_t r = 0; r < lv->root->num_regions; r++)
    for (MlbBlock *b = lv->root->regions[r].first; b; b = b->next)
      number_block(&n, b);
  lv->num_blocks = n.blocks.len;
  lv->num_values = n.values.len;
  lv->blocks = n.blocks.data;
  lv->values = n.values.data;
}

/* ==== Live sets ==== */

typedef struct SetBuilder {
  MlbLiveness *lv;
  uint32_t vid;       /* value being traced */
  MlbBlock *def;      /* its defining block */
  uint32_t *stamp_in; /* block -> last vid marked live-in (+1) */
  uint32_t *stamp_out;
  PairVec ins, outs;
  MlbBlockVec work;
} SetBuilder;

static void mark_out(SetBuilder *s, MlbBlock *b) {
  uint32_t bid = map_id(&s->lv->block_ids, b);
  if (bid == UINT32_MAX || s->stamp_out[bid] == s->vid + 1)
    return;
  s->stamp_out[bid] = s->vid + 1;
  mlb_vec_push(&s->outs, (uint64_t)bid << 32 | s->vid);
}

/* Live-in at `b` and, backwards, at every block reaching it without
 * passing the definition. */
static void mark_in(SetBuilder *s, MlbBlock *b) {
  s->work.len = 0;
  mlb_vec_push(&s->work, b);
  while (s->work.len) {
    MlbBlock *x = mlb_vec_pop(&s->work);
    if (x == s->def)
      continue;
    uint32_t bid = map_id(&s->lv->block_ids, x);
    if (bid == UINT32_MAX || s->stamp_in[bid] == s->vid + 1)
      continue;
    s->stamp_in[bid] = s->vid + 1;
    mlb_vec_push(&s->ins, (uint64_t)bid << 32 | s->vid);
    for (MlbBlockOperand *p = x->preds; p; p = p->next) {
      MlbBlock *pb = p->owner->block;
      if (!pb)
        continue;
      mark_out(s, pb);
      mlb_vec_push(&s->work, pb);
    }
  }
}

/* The block enclosing `b` one region level up, NULL at the root. */
static MlbBlock *outer_block(const MlbLiveness *lv, MlbBlock *b) {
  MlbOperation *op = b->parent ? b->parent->parent : NULL;
  if (!op || op == lv->root)
    return NULL;
  return op->block;
}

static void trace_use(SetBuilder *s, MlbOperation *user) {
  MlbRegion *def_region = s->def->parent;
  /* Find the use's block in the defining region first: a use that is not
   * nested there is invalid IR and marks nothing. */
  MlbBlock *b = user->block;
  while (b && b->parent != def_region)
    b = outer_block(s->lv, b);
  if (!b)
    return;
  for (MlbBlock *n = user->block; n != b; n = outer_block(s->lv, n))
    mark_in(s, n);
  if (b == s->def)
    return;
  mark_out(s, s->def); /* read in another block of its region */
  mark_in(s, b);
}

/* Stable bucketing of (block, value) pairs by block into CSR arrays. */
static void to_csr(const PairVec *pairs, uint32_t nblocks, uint32_t **start,
                   uint32_t **vals) {
  uint32_t *st = mlb_calloc(nblocks + 1, sizeof(uint32_t));
  uint32_t *vs = mlb_malloc(sizeof(uint32_t) * (pairs->len ? pairs->len : 1));
  for (uint32_t i = 0; i < pairs->len; i++)
    st[(pairs->data[i] >> 32) + 1]++;
  for (uint32_t b = 0; b < nblocks; b++)
    st[b + 1] += st[b];
  uint32_t *fill = mlb_malloc(sizeof(uint32_t) * (nblocks ? nblocks : 1));
  memcpy(fill, st, sizeof(uint32_t) * nblocks);
  for (uint32_t i = 0; i < pairs->len; i++) {
    uint32_t b = (uint32_t)(pairs->data[i] >> 32);
    vs[fill[b]++] = (uint32_t)pairs->data[i];
  }
  mlb_free(fill);
  *start = st;
  *vals = vs;
}

static void compute_sets(MlbLiveness *lv) {
  SetBuilder s = {0};
  s.lv = lv;
  uint32_t nb = lv->num_blocks ? lv->num_blocks : 1;
  s.stamp_in = mlb_calloc(nb, sizeof(uint32_t));
  s.stamp_out = mlb_calloc(nb, sizeof(uint32_t));
  for (uint32_t vid = 0; vid < lv->num_values; vid++) {
    MlbValue *v = lv->values[vid];
    s.vid = vid;
    s.def = mlb_value_parent_block(v);
    for (MlbUse *u = v->uses; u; u = u->next)
      trace_use(&s, u->owner);
  }
  to_csr(&s.ins, lv->num_blocks, &lv->in_start, &lv->in_vals);
  to_csr(&s.outs, lv->num_blocks, &lv->out_start, &lv->out_vals);
  mlb_vec_free(&s.ins);
  mlb_vec_free(&s.outs);
  mlb_vec_free(&s.work);
  mlb_free(s.stamp_in);
  mlb_free(s.stamp_out);
}

void mlb_liveness_build(MlbLiveness *lv, MlbOperation *root) {
  memset(lv, 0, sizeof *lv);
  lv->root = root;
  mlb_ptrmap_init(&lv->block_ids);
  mlb_ptrmap_init(&lv->value_ids);
  mlb_ptrmap_init(&lv->op_ids);
  number_all(lv);
  compute_sets(lv);
}

void mlb_liveness_free(MlbLiveness *lv) {
  mlb_free(lv->blocks);
  mlb_free(lv->values);
  mlb_ptrmap_free(&lv->block_ids);
  mlb_ptrmap_free(&lv->value_ids);
  mlb_ptrmap_free(&lv->op_ids);
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

uint32_t mlb_liveness_op_id(const MlbLiveness *lv, const MlbOperation *op) {
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

/* Ops of one block compare by number (numbers follow block order). */
static bool before(const MlbLiveness *lv, const MlbOperation *a,
                   const MlbOperation *b) {
  return mlb_liveness_op_id(lv, a) < mlb_liveness_op_id(lv, b);
}

/* The op of block `b` that is `op` or encloses it; NULL when none. */
static MlbOperation *ancestor_in_block(const MlbBlock *b, MlbOperation *op) {
  while (op && op->block != b)
    op = mlb_op_parent_op(op);
  return op;
}

MlbOperation *mlb_liveness_start_op(const MlbLiveness *lv, const MlbBlock *b,
                                    const MlbValue *v) {
  MlbOperation *def = v->def_op;
  if (!def || mlb_liveness_is_live_in(lv, b, v))
    return b->first;
  /* A result defined elsewhere that is not live-in here cannot be read
   * here in valid IR; start at the top rather than in another block. */
  return def->block == b ? def : b->first;
}

MlbOperation *mlb_liveness_end_op(const MlbLiveness *lv, const MlbBlock *b,
                                  const MlbValue *v, MlbOperation *start) {
  if (mlb_liveness_is_live_out(lv, b, v))
    return b->last;
  MlbOperation *end = start;
  for (MlbUse *u = v->uses; u; u = u->next) {
    MlbOperation *user = ancestor_in_block(b, u->owner);
    if (user && before(lv, end, user))
      end = user;
  }
  return end;
}

bool mlb_liveness_is_dead_after(const MlbLiveness *lv, const MlbValue *v,
                                MlbOperation *op) {
  MlbBlock *b = op->block;
  if (mlb_liveness_is_live_out(lv, b, v))
    return false;
  MlbOperation *end = mlb_liveness_end_op(lv, b, v, op);
  return end == op || before(lv, end, op);
}

/* qsort has no context argument in C11: sort (id, op) pairs instead. */
typedef struct IdOp {
  uint32_t id;
  MlbOperation *op;
} IdOp;

static int cmp_idop(const void *a, const void *b) {
  uint32_t x = ((const IdOp *)a)->id, y = ((const IdOp *)b)->id;
  return x < y ? -1 : x > y;
}

static void sort_ops(const MlbLiveness *lv, MlbOperation **ops, uint32_t n) {
  IdOp *tmp = mlb_malloc(sizeof(IdOp) * (n ? n : 1));
  for (uint32_t i = 0; i < n; i++)
    tmp[i] = (IdOp){mlb_liveness_op_id(lv, ops[i]), ops[i]};
  qsort(tmp, n, sizeof(IdOp), cmp_idop);
  for (uint32_t i = 0; i < n; i++)
    ops[i] = tmp[i].op;
  mlb_free(tmp);
}

static void push_block(MlbPtrMap *seen, MlbBlockVec *work, MlbBlock *b) {
  bool inserted = false;
  if (!b)
    return;
  *mlb_ptrmap_slot(seen, b, &inserted) = b;
  if (inserted)
    mlb_vec_push(work, b);
}

/* For every block holding a use of `v` directly or in nested ops: the
 * last op of that block reading it (by climbing each use's ancestors
 * once), so each block of the range costs O(1) instead of a scan of all
 * the uses. */
static void last_users(const MlbLiveness *lv, const MlbValue *v,
                       MlbPtrMap *last) {
  for (MlbUse *u = v->uses; u; u = u->next)
    for (MlbOperation *op = u->owner; op && op != lv->root;
         op = mlb_op_parent_op(op)) {
      if (!op->block)
        break;
      bool inserted = false;
      void **slot = mlb_ptrmap_slot(last, op->block, &inserted);
      if (inserted || before(lv, *slot, op))
        *slot = op;
    }
}

/* mlb_liveness_end_op with the uses grouped by block beforehand. */
static MlbOperation *range_end(const MlbLiveness *lv, MlbBlock *b,
                               const MlbValue *v, MlbOperation *start,
                               const MlbPtrMap *last) {
  if (mlb_liveness_is_live_out(lv, b, v))
    return b->last;
  MlbOperation *user = mlb_ptrmap_get(last, b);
  return user && before(lv, start, user) ? user : start;
}

void mlb_liveness_range(const MlbLiveness *lv, MlbValue *v, MlbOpVec *out) {
  uint32_t first = out->len;
  MlbPtrMap seen, last;
  mlb_ptrmap_init(&seen);
  mlb_ptrmap_init(&last);
  last_users(lv, v, &last);
  MlbBlockVec work = {0};
  push_block(&seen, &work, mlb_value_parent_block(v));
  for (MlbUse *u = v->uses; u; u = u->next)
    push_block(&seen, &work, u->owner->block);
  while (work.len) {
    MlbBlock *b = mlb_vec_pop(&work);
    if (mlb_liveness_block_id(lv, b) == UINT32_MAX || !b->first)
      continue;
    MlbOperation *op = mlb_liveness_start_op(lv, b, v);
    MlbOperation *end = range_end(lv, b, v, op, &last);
    for (; op; op = op->next) {
      mlb_vec_push(out, op);
      if (op == end)
        break;
    }
    uint32_t ns = mlb_block_num_succs(b);
    for (uint32_t i = 0; i < ns; i++) {
      MlbBlock *s = mlb_block_succ(b, i);
      if (mlb_liveness_is_live_in(lv, s, v))
        push_block(&seen, &work, s);
    }
  }
  sort_ops(lv, out->data + first, out->len - first);
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  mlb_ptrmap_free(&last);
}

/* ==== Values live at each op ==== */

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* The block's arguments, its live-ins and its ops' results, sorted and
 * without repeats: every value that can be live somewhere in the block. */
static void block_candidates(const MlbLiveness *lv, MlbBlock *b,
                             MlbU32Vec *out) {
  uint32_t n;
  const uint32_t *in = mlb_liveness_live_in(lv, b, &n);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(out, in[i]);
  for (uint32_t i = 0; i < b->num_args; i++)
    mlb_vec_push(out, mlb_liveness_value_id(lv, b->args[i]));
  for (MlbOperation *op = b->first; op; op = op->next)
    for (uint32_t i = 0; i < op->num_results; i++)
      mlb_vec_push(out, mlb_liveness_value_id(lv, mlb_op_result(op, i)));
  if (out->len > 1)
    qsort(out->data, out->len, sizeof(uint32_t), cmp_u32);
  uint32_t k = 0;
  for (uint32_t i = 0; i < out->len; i++)
    if (out->data[i] != UINT32_MAX && (!k || out->data[k - 1] != out->data[i]))
      out->data[k++] = out->data[i];
  out->len = k;
}

typedef struct AtScan {
  const MlbLiveness *lv;
  MlbPtrMap cand; /* candidate value -> index + 1 */
  uint32_t *hi;   /* candidate -> last position it is read at */
  uint32_t pos;   /* position of the top-level op being scanned */
} AtScan;

static MlbWalkResult scan_reads(MlbOperation *op, void *user) {
  AtScan *s = user;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    void *c = mlb_ptrmap_get(&s->cand, mlb_op_operand(op, i));
    if (c && s->hi[(uintptr_t)c - 1] < s->pos)
      s->hi[(uintptr_t)c - 1] = s->pos;
  }
  return MLB_WALK_ADVANCE;
}

/* Range [lo, hi] of every candidate in op positions of `b`: starts as
 * mlb_liveness_start_op, ends at the block's end when live-out, else at
 * the last op reading it (found by one scan of the block's ops and the
 * ops nested in them). */
static void candidate_ranges(const MlbLiveness *lv, MlbBlock *b,
                             const MlbU32Vec *cand, uint32_t n, uint32_t *lo,
                             uint32_t *hi) {
  uint32_t base = mlb_liveness_op_id(lv, b->first);
  AtScan s = {lv, {0}, hi, 0};
  mlb_ptrmap_init(&s.cand);
  for (uint32_t c = 0; c < cand->len; c++) {
    MlbValue *v = lv->values[cand->data[c]];
    lo[c] = mlb_liveness_op_id(lv, mlb_liveness_start_op(lv, b, v)) - base;
    hi[c] = lo[c];
    if (mlb_liveness_is_live_out(lv, b, v))
      hi[c] = n - 1;
    else
      mlb_ptrmap_put(&s.cand, v, (void *)(uintptr_t)(c + 1));
  }
  for (MlbOperation *op = b->first; op && s.cand.len; op = op->next, s.pos++)
    mlb_walk_pre(op, scan_reads, &s);
  mlb_ptrmap_free(&s.cand);
}

/* Candidates are visited in value order, so filling each op's bucket in
 * that order leaves every bucket sorted; the cost is the output size. */
void mlb_liveness_live_at_ops(const MlbLiveness *lv, MlbBlock *b,
                              MlbLiveAtOps *out) {
  memset(out, 0, sizeof *out);
  uint32_t n = 0;
  for (MlbOperation *op = b->first; op; op = op->next)
    n++;
  out->num_ops = n;
  out->ops = mlb_malloc(sizeof(MlbOperation *) * (n ? n : 1));
  out->start = mlb_calloc(n + 1, sizeof(uint32_t));
  if (!n || mlb_liveness_block_id(lv, b) == UINT32_MAX)
    return;
  n = 0;
  for (MlbOperation *op = b->first; op; op = op->next)
    out->ops[n++] = op;
  MlbU32Vec cand = {0};
  block_candidates(lv, b, &cand);
  uint32_t *lo = mlb_malloc(sizeof(uint32_t) * (cand.len ? cand.len : 1));
  uint32_t *hi = mlb_malloc(sizeof(uint32_t) * (cand.len ? cand.len : 1));
  candidate_ranges(lv, b, &cand, n, lo, hi);
  for (uint32_t c = 0; c < cand.len; c++)
    for (uint32_t i = lo[c]; i <= hi[c] && i < n; i++)
      out->start[i + 1]++;
  for (uint32_t i = 0; i < n; i++)
    out->start[i + 1] += out->start[i];
  mlb_vec_reserve(&out->vals, out->start[n] ? out->start[n] : 1);
  out->vals.len = out->start[n];
  uint32_t *fill = mlb_malloc(sizeof(uint32_t) * n);
  memcpy(fill, out->start, sizeof(uint32_t) * n);
  for (uint32_t c = 0; c < cand.len; c++)
    for (uint32_t i = lo[c]; i <= hi[c] && i < n; i++)
      out->vals.data[fill[i]++] = cand.data[c];
  mlb_free(fill);
  mlb_free(lo);
  mlb_free(hi);
  mlb_vec_free(&cand);
}

void mlb_live_at_ops_free(MlbLiveAtOps *l) {
  mlb_free(l->ops);
  mlb_free(l->start);
  mlb_vec_free(&l->vals);
  memset(l, 0, sizeof *l);
}
