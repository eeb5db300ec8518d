/* one_shot_cycle_results.c - may a caller write in place what a call
 * without a summary returns (a callee in a call cycle, or one reaching a
 * cycle)?
 *
 * Such a call may read and write every operand and its results may be
 * any operand's buffer (one_shot_calls.c); the caller's analysis sees
 * those operands in the results' alias sets, so writing a result in place
 * is as safe as writing the operands. What it cannot see is memory the
 * callee makes that is not the caller's to write: a constant's global, a
 * to_tensor's memref that is not writable, a buffer that escaped through
 * a memref, two results that are one buffer. Upstream takes every such
 * result as writable (and writes into a constant returned by a callee).
 * mlbuf used to take none as writable, which made a recursive function
 * that updates its argument copy it at every level (18 allocations where
 * upstream has 2). The answer here: writable when no function the callee
 * may reach, itself included, holds any of those: every op with a tensor
 * result gives a writable buffer (calls aside), no tensor leaves for a
 * memref, no region of an op without the bufferization interface takes a
 * tensor, every call names a function with a body, and no function has
 * two tensor results. A syntactic look, computed once per run for the
 * whole call graph (linear: "not clean" goes from each function to its
 * callers).
 */
#include "analysis/one_shot_int.h"

typedef struct LocalLook {
  MlbContext *ctx;
  const MlbPtrMap *index; /* function -> position + 1 */
  MlbU32Vec *callees;     /* positions this function calls */
  bool clean;
} LocalLook;

bool mlb_osa_region_tensor_args(MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t k = 0; k < b->num_args; k++)
        if (mlb_type_is_tensor(b->args[k]->type))
          return true;
  return false;
}

static bool tensor_regions_unknown(MlbOperation *op) {
  return !mlb_buf_iface(op) && !mlb_op_is_function(op) &&
         mlb_osa_region_tensor_args(op);
}

static bool call_clean(LocalLook *l, MlbOperation *op) {
  MlbOperation *callee = mlb_call_callee_in(l->ctx, op);
  uintptr_t at = callee ? (uintptr_t)mlb_ptrmap_get(l->index, callee) : 0;
  if (!at || !callee->num_regions || !callee->regions[0].first)
    return false; /* unknown, or a declaration */
  mlb_vec_push(l->callees, (uint32_t)(at - 1));
  return true;
}

static MlbWalkResult look_op(MlbOperation *op, void *user) {
  LocalLook *l = user;
  bool call = mlb_op_iface(op, MLB_IFACE_CALL) != NULL;
  if (call && !call_clean(l, op))
    l->clean = false;
  for (uint32_t r = 0; r < op->num_results && !call; r++)
    if (mlb_type_is_tensor(mlb_op_result(op, r)->type) &&
        !mlb_buf_result_writable(op, r))
      l->clean = false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_tensor(mlb_op_operand(op, i)->type) &&
        mlb_osa_use_escapes(&op->operands[i]))
      l->clean = false;
  if (tensor_regions_unknown(op))
    l->clean = false;
  return l->clean ? MLB_WALK_ADVANCE : MLB_WALK_INTERRUPT;
}

static uint32_t tensor_results(MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  uint32_t n = 0;
  for (uint32_t r = 0; ft && r < ft->u.func.num_results; r++)
    n += mlb_type_is_tensor(ft->u.func.types[ft->u.func.num_inputs + r]);
  return n;
}

/* Marks in `bad` every function that is not clean or calls one that is
 * not, by walking call edges backwards from the functions bad on their
 * own. */
static void spread_to_callers(uint32_t n, const MlbU32Vec *callees,
                              uint8_t *bad) {
  uint32_t *start = mlb_calloc(n + 2, sizeof *start);
  for (uint32_t f = 0; f < n; f++)
    for (uint32_t k = 0; k < callees[f].len; k++)
      start[callees[f].data[k] + 2]++;
  for (uint32_t f = 0; f < n; f++)
    start[f + 2] += start[f + 1];
  uint32_t edges = start[n + 1];
  uint32_t *callers = mlb_calloc(edges + 1, sizeof *callers);
  for (uint32_t f = 0; f < n; f++)
    for (uint32_t k = 0; k < callees[f].len; k++)
      callers[start[callees[f].data[k] + 1]++] = f;
  /* start[c] .. start[c + 1]: the callers of c */
  MlbU32Vec work = {0};
  for (uint32_t f = 0; f < n; f++)
    if (bad[f])
      mlb_vec_push(&work, f);
  while (work.len) {
    uint32_t c = work.data[--work.len];
    for (uint32_t e = start[c]; e < start[c + 1]; e++)
      if (!bad[callers[e]]) {
        bad[callers[e]] = 1;
        mlb_vec_push(&work, callers[e]);
      }
  }
  mlb_vec_free(&work);
  mlb_free(callers);
  mlb_free(start);
}

static void compute(MlbOsa *a) {
  const MlbOpVec *fns = &a->functions;
  uint32_t n = fns->len;
  MlbPtrMap index;
  mlb_ptrmap_init(&index);
  for (uint32_t f = 0; f < n; f++)
    mlb_ptrmap_put(&index, fns->data[f], (void *)(uintptr_t)(f + 1));
  MlbU32Vec *callees = mlb_calloc(n + 1, sizeof *callees);
  uint8_t *bad = mlb_calloc(n + 1, 1);
  for (uint32_t f = 0; f < n; f++) {
    MlbOperation *fn = fns->data[f];
    LocalLook l = {a->ctx, &index, &callees[f], tensor_results(fn) <= 1};
    if (l.clean)
      (void)mlb_walk_pre(fn, look_op, &l); /* the function op itself passes */
    bad[f] = !l.clean;
  }
  spread_to_callers(n, callees, bad);
  for (uint32_t f = 0; f < n; f++) {
    if (!bad[f])
      mlb_ptrmap_put(&a->cycle_clean, fns->data[f], fns->data[f]);
    mlb_vec_free(&callees[f]);
  }
  mlb_free(callees);
  mlb_free(bad);
  mlb_ptrmap_free(&index);
  a->cycle_clean_known = true;
}

bool mlb_osa_unsummarized_result_writable(MlbOsa *a, MlbOperation *call) {
  if (!a->functions_ordered || !mlb_op_iface(call, MLB_IFACE_CALL))
    return false;
  MlbOperation *callee = mlb_call_callee_in(a->ctx, call);
  if (!callee)
    return false;
  if (!a->cycle_clean_known)
    compute(a);
  return mlb_ptrmap_get(&a->cycle_clean, callee) != NULL;
}
