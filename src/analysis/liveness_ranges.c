/* liveness_ranges.c - where values are live inside blocks: the first and
 * last op of a value's range in a block, whole live ranges across blocks
 * and the values live at each op (upstream's getStartOperation,
 * getEndOperation, resolveLiveness and currentlyLiveValues). See
 * liveness.h; the sets themselves are built in liveness.c.
 */
#include "analysis/liveness.h"

#include <stdlib.h>

#include "ir/dominance.h"

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
