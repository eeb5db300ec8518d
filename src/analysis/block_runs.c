/* block_runs.c - runs of the blocks of a region, by running its constant
 * control flow (block_runs.h). */
#include "analysis/block_runs.h"
#include "analysis/block_cycles.h"
#include "interfaces/interfaces.h"
#include "rewrite/fold.h"

/* Ops the run goes through at most (a limit of the search: past it the
 * blocks still able to run again are not known). */
enum { MAX_STEPS = 4096 };

/* Cache entries: a block's runs + KNOWN_BASE, UNKNOWN for a block not
 * known; a region's DONE once run. */
enum { UNKNOWN = 1, KNOWN_BASE = 2, DONE = 1 };

typedef struct Run {
  MlbContext *ctx;
  MlbPtrMap consts; /* value -> its constant (MlbAttr*) in this run */
  MlbPtrMap counts; /* block -> runs so far */
  uint32_t steps;
} Run;

/* v's constant: a constant-like op's value, or what the run gave it. */
static MlbAttr *const_of(Run *r, MlbValue *v) {
  MlbAttr *c = mlb_value_constant(v);
  return c ? c : mlb_ptrmap_get(&r->consts, v);
}

/* Folds op when every operand is a constant held by a block argument or
 * made by a constant-like op: then no folder has a defining op to look
 * through, and none rewrites the op in place (folders do so only for a
 * non-constant operand or an operand's defining op). Its results get the
 * constants folded, or lose the ones of an earlier trip. */
static void step_op(Run *r, MlbOperation *op) {
  for (uint32_t k = 0; k < op->num_results; k++)
    mlb_ptrmap_put(&r->consts, mlb_op_result(op, k), NULL);
  const MlbFoldIface *f = mlb_op_iface(op, MLB_IFACE_FOLD);
  if (!op->num_results || op->num_regions || !f || !f->fold ||
      !mlb_op_has_trait(op, MLB_TRAIT_PURE) || op->num_operands > 8 ||
      op->num_results > 8)
    return;
  MlbAttr *cst[8];
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *x = mlb_op_operand(op, i);
    cst[i] = const_of(r, x);
    if (!cst[i] || (x->def_op && !mlb_value_constant(x)))
      return;
  }
  MlbFoldResult out[8] = {{0}};
  if (f->fold(r->ctx, op, cst, out) != MLB_FOLD_RESULTS)
    return;
  for (uint32_t k = 0; k < op->num_results; k++) {
    MlbAttr *c = out[k].value ? const_of(r, out[k].value) : out[k].attr;
    mlb_ptrmap_put(&r->consts, mlb_op_result(op, k), c);
  }
}

/* The block terminator t leads to, its arguments given the constants
 * passed; NULL when t returns or its successor is not known. */
static MlbBlock *step_branch(Run *r, MlbOperation *t) {
  const MlbFoldIface *f = mlb_op_iface(t, MLB_IFACE_FOLD);
  if (!t->num_successors || !f || !f->successor || t->num_operands > 64 ||
      !t->desc->successor_operands)
    return NULL;
  MlbAttr *cst[64];
  for (uint32_t i = 0; i < t->num_operands; i++)
    cst[i] = const_of(r, mlb_op_operand(t, i));
  uint32_t s = 0, start = 0, count = 0;
  if (!f->successor(t, cst, &s) || s >= t->num_successors)
    return NULL;
  MlbBlock *d = t->successors[s].block;
  t->desc->successor_operands(t, s, &start, &count);
  for (uint32_t k = 0; k < d->num_args; k++)
    mlb_ptrmap_put(&r->consts, d->args[k],
                   k < count ? cst[start + k] : NULL);
  return d;
}

/* Runs block b; the next block, NULL at the end of the run (*stop: the
 * block where it stopped, when it was not a return). */
static MlbBlock *step_block(Run *r, MlbBlock *b, MlbBlock **stop) {
  void **slot = mlb_ptrmap_slot(&r->counts, b, NULL);
  *slot = (void *)((uintptr_t)*slot + 1);
  MlbOperation *t = mlb_block_terminator(b);
  for (MlbOperation *op = b->first; op && op != t; op = op->next) {
    if (++r->steps > MAX_STEPS) {
      *stop = b;
      return NULL;
    }
    step_op(r, op);
  }
  MlbBlock *next = t ? step_branch(r, t) : NULL;
  /* A block ending in no terminator may end in an unknown branch. */
  if (!next && (!t || t->num_successors))
    *stop = b;
  return next;
}

/* Runs region rg and fills the cache for its blocks. */
static void run_region(MlbContext *ctx, MlbPtrMap *cache, MlbRegion *rg) {
  Run r = {.ctx = ctx};
  mlb_ptrmap_init(&r.consts);
  mlb_ptrmap_init(&r.counts);
  MlbBlock *stop = NULL;
  for (MlbBlock *b = rg->first; b;)
    b = step_block(&r, b, &stop);
  for (MlbBlock *b = rg->first; b; b = b->next) {
    uintptr_t n = (uintptr_t)mlb_ptrmap_get(&r.counts, b);
    /* A block the run passed may run again if the stopping block leads
     * back to it; one it never entered is not known unless the run
     * ended at a return (then it does not run). */
    bool known = n ? !stop || !mlb_block_reaches_avoiding(stop, b, NULL)
                   : !stop;
    mlb_ptrmap_put(cache, b, (void *)(known ? n + KNOWN_BASE : UNKNOWN));
  }
  mlb_ptrmap_put(cache, rg, (void *)(uintptr_t)DONE);
  mlb_ptrmap_free(&r.counts);
  mlb_ptrmap_free(&r.consts);
}

bool mlb_block_runs(MlbContext *ctx, MlbPtrMap *cache, MlbBlock *b,
                    uint64_t *runs) {
  MlbRegion *rg = b->parent;
  if (!rg)
    return false;
  if (!mlb_ptrmap_get(cache, rg))
    run_region(ctx, cache, rg);
  uintptr_t v = (uintptr_t)mlb_ptrmap_get(cache, b);
  if (v < KNOWN_BASE)
    return false;
  *runs = v - KNOWN_BASE;
  return true;
}
