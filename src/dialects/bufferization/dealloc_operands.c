/* dealloc_operands.c - reading and writing back a bufferization.dealloc's
 * operand lists (see bufferization.h for why it avoids the heap and
 * the property lookup). */
#include "dialects/bufferization/bufferization.h"

#include "dialects/common.h"
#include "support/thresholds.h"


MlbDeallocSizes mlb_dealloc_sizes(MlbOperation *op) {
  uint32_t nops = op->num_operands, nret = op->num_results;
  if (nret <= nops && (nops - nret) % 2 == 0)
    return (MlbDeallocSizes){(nops - nret) / 2, nret};
  /* Not a verified dealloc: trust the property, as the verifier does. */
  uint32_t start = 0, n = 0, r = 0;
  MlbDeallocSizes s = {0, 0};
  if (mlb_op_operand_segment(op, 0, &start, &n))
    s.n = n;
  if (mlb_op_operand_segment(op, 2, &start, &r))
    s.nret = r;
  return s;
}

void mlb_dealloc_lists_read(MlbDeallocLists *l, MlbOperation *op) {
  MlbDeallocSizes s = mlb_dealloc_sizes(op);
  uint32_t n = s.n, nret = s.nret;
  size_t total = 3 * (size_t)n + 2 * (size_t)nret;
  l->op = op;
  l->n = n;
  l->nret = nret;
  l->heap = total > MLB_ARRAY_LEN(l->small)
                ? mlb_malloc(sizeof(MlbValue *) * total)
                : NULL;
  MlbValue **buf = l->heap ? l->heap : l->small;
  l->mems = buf;
  l->conds = buf + n;
  l->rets = buf + 2 * n;
  l->aux = buf + 2 * n + nret;
  for (uint32_t i = 0; i < 2 * n + nret; i++)
    buf[i] = mlb_op_operand(op, i);
}

void mlb_dealloc_lists_free(MlbDeallocLists *l) {
  mlb_free(l->heap);
  l->heap = NULL;
}

static bool lists_match_op(const MlbDeallocLists *l) {
  if (mlb_dealloc_sizes(l->op).n != l->n)
    return false;
  for (uint32_t i = 0; i < l->n; i++)
    if (mlb_op_operand(l->op, i) != l->mems[i] ||
        mlb_op_operand(l->op, l->n + i) != l->conds[i])
      return false;
  return true;
}

bool mlb_dealloc_lists_update(MlbRewriter *rw, MlbDeallocLists *l) {
  if (lists_match_op(l))
    return false;
  /* Pack the lists at the front of their buffer (each moves down, never
   * past the start of the list before it), then hand that to the op. */
  MlbValue **buf = l->mems;
  memmove(buf + l->n, l->conds, sizeof(MlbValue *) * l->n);
  memmove(buf + 2 * l->n, l->rets, sizeof(MlbValue *) * l->nret);
  MlbDeallocSizes old = mlb_dealloc_sizes(l->op);
  mlb_op_set_operands(rw->ctx, l->op, 2 * l->n + l->nret, buf);
  if (old.n != l->n || old.nret != l->nret) { /* else the same sizes */
    int64_t seg[3] = {l->n, l->n, l->nret};
    mlb_op_set_prop(
        rw->ctx, l->op, "operandSegmentSizes",
        mlb_attr_dense_int_array(rw->ctx, rw->ctx->t_i32, 3, seg));
  }
  mlb_rw_modified(rw, l->op);
  return true;
}

MlbOperation *mlb_dealloc_create(MlbRewriter *rw, MlbAttr *loc, uint32_t n,
                                 MlbValue *const *mems,
                                 MlbValue *const *conds, uint32_t nret,
                                 MlbValue *const *rets) {
  MlbOpState st;
  mlb_dealloc_state(&st, rw->ctx, loc, n, mems, conds, nret, rets);
  return mlb_rw_create(rw, &st);
}

/* Up to this many operands, each is compared with those before it; past
 * it, they go into a hash set: the patterns ask on every attempt, and a
 * dealloc that a loop's buffers all pass through has a hundred memrefs and
 * as many retained values (dealloc_simplify.c, "Declined deallocs"). */
enum { DUP_SCAN_MAX = MLB_THRESHOLD(16, 1), DUP_STACK_SLOTS = 256 };

static bool hashed_has_duplicate(MlbOperation *op, uint32_t start,
                                 uint32_t n) {
  uint32_t cap = 2;
  while (cap < 2 * n)
    cap *= 2;
  const MlbValue *stack[DUP_STACK_SLOTS];
  const MlbValue **set = stack;
  if (cap > MLB_THRESHOLD(DUP_STACK_SLOTS, 1))
    set = mlb_malloc(cap * sizeof *set);
  memset(set, 0, cap * sizeof *set);
  bool dup = false;
  for (uint32_t i = 0; i < n && !dup; i++) {
    const MlbValue *v = mlb_op_operand(op, start + i);
    uint32_t h = (uint32_t)mlb_hash_ptr(v) & (cap - 1);
    while (set[h] && set[h] != v)
      h = (h + 1) & (cap - 1);
    dup = set[h] == v;
    set[h] = v;
  }
  if (set != stack)
    mlb_free(set);
  return dup;
}

bool mlb_operands_have_duplicate(MlbOperation *op, uint32_t start,
                                 uint32_t n) {
  if (n > DUP_SCAN_MAX)
    return hashed_has_duplicate(op, start, n);
  for (uint32_t i = 1; i < n; i++) {
    MlbValue *v = mlb_op_operand(op, start + i);
    for (uint32_t k = 0; k < i; k++)
      if (mlb_op_operand(op, start + k) == v)
        return true;
  }
  return false;
}
