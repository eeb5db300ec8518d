/* one_shot_fresh.c - callee results returned as copies of the callee's
 * own, for callers that write them (bufferize-function-boundaries).
 *
 * A callee may return a buffer its caller must not write: a constant
 * (read-only global memory), or one buffer as two results (a write
 * through one would change the other). Its summary says so
 * (one_shot_calls.c), and a caller writing such a result copies it first.
 * Under the ownership-based deallocation pipeline the callee's return
 * clones every buffer it does not own (an argument's, a constant) all
 * the same, so the program paid twice: the caller's copy and the clone.
 * Upstream writes in place, wrong for the bufferized program alone
 * (random programs of call-shared, callee-const) and right only after
 * that clone.
 *
 * Here such a result becomes a copy the callee makes right before each
 * return (memref.alloc + memref.copy, one_shot_funcs.c): a new buffer,
 * writable by every caller, owned by the callee, so the pipeline clones
 * it no more. The copy takes the clone's place: no cost added once
 * deallocated, one copy less where a caller writes. Only for results
 * that are not the callee's own allocation (freshable: the deallocation
 * pipeline hands those on without a clone, and a copy would cost one
 * more), and only where a caller writes one (feedback):
 *
 *   run 1: callees first as always; a caller's write out of place whose
 *          alias set holds such a call result marks the result fresh;
 *   run 2: the callee's summary now gives that result as a new buffer
 *          (writable, no argument's, its arguments read by the copy);
 *          a fresh result no caller then writes in place is unmarked
 *          for good (its caller's write went out of place for another
 *          reason: the copy would be wasted);
 *   ...    until nothing changes, at most FRESH_RUNS runs in all.
 *
 * Every state is sound (a fresh result is a copy of the value; the rest
 * summarize as before); the runs only look for the cheapest. The last
 * run's states are those the rewrite uses. Results of one buffer
 * returned twice become separate copies, each its own allocation; the
 * others of that return count as unshared once their sibling is fresh.
 * A public function's result type may change with it (an identity
 * layout instead of the argument's strided one), as a body change may
 * change it with infer-layout-map already.
 */
#include "analysis/one_shot_int.h"

enum {
  FRESH_UNKNOWN = 0,
  FRESH_YES = 1, /* returned as a copy */
  FRESH_NO = 2,  /* tried and unmarked: never marked again */
  FRESH_USED = 4, /* scratch of one update: written in place by a caller */
  /* Analysis runs at most, the first included (a limit of the search,
   * not a threshold: the usual case takes two, one buffer returned twice
   * three, as both results are marked and the unread one unmarked). */
  FRESH_RUNS = 4,
  /* How deep a caller's write is followed into the results callees
   * return from their own calls (likewise a limit of the search). */
  FRESH_DEPTH = 4,
};

void mlb_osa_fresh_init(MlbOsaFresh *f) {
  mlb_ptrmap_init(&f->map);
  f->fns = (MlbOpVec){0};
}

void mlb_osa_fresh_free(MlbOsaFresh *f) {
  for (uint32_t k = 0; k < f->fns.len; k++)
    mlb_free(mlb_ptrmap_get(&f->map, f->fns.data[k]));
  mlb_ptrmap_free(&f->map);
  mlb_vec_free(&f->fns);
}

static uint8_t *states_of(const MlbOsa *a, MlbOperation *fn) {
  MlbOsaFresh *f = a->opts->fresh;
  return f ? mlb_ptrmap_get(&f->map, fn) : NULL;
}

bool mlb_osa_result_fresh(const MlbOsa *a, MlbOperation *fn, uint32_t r) {
  uint8_t *st = states_of(a, fn);
  return st && (st[r] & FRESH_YES);
}

/* fn's states, made (all unknown) at its first mark. */
static uint8_t *states_for(MlbOsaFresh *f, MlbOperation *fn) {
  uint8_t *st = mlb_ptrmap_get(&f->map, fn);
  if (st)
    return st;
  MlbType *ft = mlb_function_type(fn);
  st = mlb_calloc(ft->u.func.num_results + 1, 1);
  mlb_ptrmap_put(&f->map, fn, st);
  mlb_vec_push(&f->fns, fn);
  return st;
}

enum { WRITTEN_OUT = 1, WRITTEN_IN = 2 };

/* v's number, UINT32_MAX for a value the run did not number (numbering
 * it now would grow the tables past the marks made for them). */
static uint32_t known_id(const MlbOsa *a, MlbValue *v) {
  return mlb_idmap_get(&a->ids, v);
}

/* Per alias root: written out of place, in place (bits above). */
static uint8_t *written_sets(MlbOsa *a) {
  uint8_t *mark = mlb_calloc(a->values.len + 1, 1);
  for (uint32_t k = 0; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    uint32_t id = known_id(a, u->value);
    if (id == UINT32_MAX || !mlb_osa_writes(a, u->owner, mlb_use_index(u)))
      continue;
    uint32_t root = mlb_osa_alias_root(a, id);
    mark[root] |= mlb_osa_decision(a, u) == MLB_OSA_OUT_OF_PLACE
                      ? WRITTEN_OUT
                      : WRITTEN_IN;
  }
  return mark;
}

/* The inner calls' results in the alias sets fn returns as result r
 * (from the one analysis of the whole module: fn's values are numbered). */
static void returned_call_results(MlbOsa *a, MlbOperation *fn, uint32_t r,
                                  MlbValueVec *out) {
  MlbBlock *entry = mlb_callable_entry(fn);
  for (MlbBlock *b = entry; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (!t || !mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE) ||
        r >= t->num_operands)
      continue;
    uint32_t id = known_id(a, mlb_op_operand(t, r)), w = id;
    if (id == UINT32_MAX)
      continue;
    do {
      MlbValue *x = a->values.data[w];
      if (x->def_op && mlb_op_iface(x->def_op, MLB_IFACE_CALL))
        mlb_vec_push(out, x);
      w = mlb_osa_alias_next(a, w);
    } while (w != id);
  }
}

static bool note_call_result(MlbOsa *a, MlbValue *v, uint8_t m,
                             uint32_t depth);

/* Does a write kept in place go into fresh call result v's buffer? One
 * in v's alias set (the set holds a write in place: `m`) that may share
 * that buffer: a set joins more than v's buffer (an arith.select of v and
 * a loop's tensor takes in the loop's writes, made before the call into
 * another buffer: random program 7132481, whose copy in the callee then
 * stayed for a write gone out of place anyway). */
static bool written_in_place(MlbOsa *a, MlbValue *v, uint8_t m) {
  if (!(m & WRITTEN_IN))
    return false;
  uint32_t root = mlb_osa_alias_root(a, known_id(a, v));
  for (uint32_t k = 0; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    uint32_t id = known_id(a, u->value);
    if (id != UINT32_MAX && mlb_osa_alias_root(a, id) == root &&
        mlb_osa_decision(a, u) != MLB_OSA_OUT_OF_PLACE &&
        mlb_osa_writes(a, u->owner, mlb_use_index(u)) &&
        mlb_osa_may_share_buffer(a, u->value, v))
      return true;
  }
  return false;
}

/* v's callee fn returns, as v, what its own calls returned (@wrap
 * returning @const's constant): a caller's writes of v are writes of
 * those results too. Marking them makes v writable on the next run; a
 * fresh one is used by an in-place write of v. */
static bool note_inner_results(MlbOsa *a, MlbValue *v, MlbOperation *fn,
                               uint8_t m, uint32_t depth) {
  bool out = (m & WRITTEN_OUT) && !mlb_osa_result_writable(a, v->def_op,
                                                           v->index);
  bool in = (m & WRITTEN_IN) && a->opts->fresh->fns.len;
  if (depth >= FRESH_DEPTH || !(out || in))
    return false;
  MlbValueVec inner = {0};
  returned_call_results(a, fn, v->index, &inner);
  bool changed = false;
  for (uint32_t k = 0; k < inner.len; k++)
    changed |= note_call_result(a, inner.data[k], m, depth + 1);
  mlb_vec_free(&inner);
  return changed;
}

/* Call result v (result r of a call to fn) in a set with the writes `m`:
 * a mark to add, or a fresh one seen written; else the same for what fn
 * returns from its own calls. */
static bool note_call_result(MlbOsa *a, MlbValue *v, uint8_t m,
                             uint32_t depth) {
  MlbOperation *call = v->def_op;
  MlbOperation *fn = mlb_call_callee_in(a->ctx, call);
  uint32_t r = v->index;
  if (!fn || !mlb_osa_callee_analyzed(a, call) ||
      !mlb_osa_summarized(a, fn))
    return false;
  uint8_t *st = states_of(a, fn);
  if (st && (st[r] & FRESH_YES)) {
    /* Seen through a callee's own call (depth > 0), the write is in
     * the outer caller's set: the set's bit answers. */
    if (depth ? (m & WRITTEN_IN) != 0 : written_in_place(a, v, m))
      st[r] |= FRESH_USED;
    return false;
  }
  if (!(m & WRITTEN_OUT) || (st && st[r] != FRESH_UNKNOWN) ||
      !mlb_osa_call_result_freshable(a, call, r))
    return note_inner_results(a, v, fn, m, depth);
  st = states_for(a->opts->fresh, fn);
  st[r] = FRESH_YES | FRESH_USED; /* judged after the next run */
  return true;
}

/* Unmarks, for good, the fresh results no caller wrote in place. */
static bool unmark_unused(MlbOsaFresh *f) {
  bool changed = false;
  for (uint32_t k = 0; k < f->fns.len; k++) {
    MlbOperation *fn = f->fns.data[k];
    uint8_t *st = mlb_ptrmap_get(&f->map, fn);
    uint32_t n = mlb_function_type(fn)->u.func.num_results;
    for (uint32_t r = 0; r < n; r++) {
      if (!(st[r] & FRESH_YES))
        continue;
      if (!(st[r] & FRESH_USED))
        st[r] = FRESH_NO, changed = true;
      st[r] &= (uint8_t)~FRESH_USED;
    }
  }
  return changed;
}

bool mlb_osa_update_fresh(MlbOsa *a) {
  MlbOsaFresh *f = a->opts->fresh;
  if (!f || a->failed || (!a->any_freshable && !f->fns.len))
    return false; /* nothing to mark, nothing marked */
  uint8_t *mark = written_sets(a);
  bool changed = false;
  for (uint32_t id = 0; id < a->values.len; id++) {
    MlbValue *v = a->values.data[id];
    if (v->def_op && mlb_op_iface(v->def_op, MLB_IFACE_CALL))
      changed |= note_call_result(a, v, mark[mlb_osa_alias_root(a, id)], 0);
  }
  mlb_free(mark);
  changed |= unmark_unused(f);
  return changed;
}

void mlb_osa_run_fresh(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                       const MlbOsaOptions *opts, MlbOsaRunFn run) {
  MlbOsaOptions quiet = *opts;
  quiet.report = NULL;
  const MlbOsaOptions *o = opts->report ? &quiet : opts;
  run(a, ctx, root, o);
  /* No update after the last run: the states stay those it used. */
  for (uint32_t runs = 1; runs < FRESH_RUNS && mlb_osa_update_fresh(a);
       runs++) {
    mlb_osa_free(a);
    run(a, ctx, root, o);
  }
  /* The runs report nothing; the one kept runs again with the report. */
  if (opts->report) {
    mlb_osa_free(a);
    run(a, ctx, root, opts);
  }
  a->opts = opts;
}
