/* pass_units.c - running passes with units (MlbPassUnits): one such
 * pass as begin, unit on every unit, end; several consecutive ones
 * function by function: every pass on the first function, then every
 * pass on the second, and so on.
 *
 * A pass walks each function at least once; on a module larger than the
 * cache, each pass's first walk of a function misses on nearly every op,
 * and in a pipeline of many passes those misses are much of the time.
 * Passes with units promise that a unit step reads and changes only its
 * unit, so running them unit-major makes the same changes as running them
 * pass-major, and the function stays in cache from one pass to the next.
 *
 * Verification (--verify-each) is done here, not by the passes: each unit
 * after each pass that changed it, while in cache; the rest of the root
 * once per pass, before its end, leaving the units out (the checks of one
 * verification of the root; only the order in which a broken root
 * reports several errors can differ). A pass that changed nothing leaves
 * the root as verified before it. A root that does not split (not one
 * region of one block), or that a pass will not split (its begin says
 * so), is given to that pass's unit step whole, once, and verified after
 * it as a whole.
 *
 * Several passes run unit-major keep what the pass-major run shows:
 *  - a pass with a prepare hook (it must see the whole root before its
 *    first unit) splits the run: the passes before it finish every unit,
 *    each unit is shown to its observe hook as they do, then it prepares;
 *  - a top-level op that appears during the run (a helper function made
 *    by a pass) goes through the passes after the one that made it only;
 *  - failure: when pass j fails on a unit, the later units still go
 *    through the passes before j (the pass-major run gives them those)
 *    and no unit goes through j or later; diagnostics are held back and
 *    emitted at the end in pass order, dropping those of passes the
 *    pass-major run would not have reached. Only the order in which
 *    the rest of the root is verified differs (after all passes rather
 *    than after each), which matters for invalid IR only.
 * When one of them cannot split the root, none runs that way: the pass
 * manager runs them one after the other.
 * Destroyed IR is reused after each unit when every session forgets the
 * units it is done with (MlbPassUnits.forgets_units), else once the passes
 * before a prepare are done with every unit. No IR dump can show the
 * state between two passes run unit-major, so the pass manager does that
 * only when asked (MlbPassRunConfig.by_units) and without dumps.
 */
#include "transforms/pass_int.h"

typedef struct Captured {
  uint32_t pass;
  MlbDiagnostic *d;
} Captured;

/* One pass's verification: the units it verified or left unchanged,
 * which the verification of the rest of the root leaves out. */
typedef struct Verify {
  MlbPtrMap done;
  bool active; /* the pass manager verifies after this pass */
} Verify;

typedef struct Run {
  MlbContext *ctx;
  const MlbPassRunConfig *cfg;
  MlbOperation *root;
  MlbBlock *body;
  MlbPassEntry *const *e;
  uint32_t n;
  void **session;
  Verify *verify;   /* per pass */
  bool *changed;     /* per pass: it changed some unit */
  bool *ended;       /* per pass: its end ran */
  MlbStatus *status; /* per pass */
  uint32_t limit;    /* passes [0, limit) still run: limit = the failed one */
  MlbOpVec units;
  MLB_VEC(uint32_t) first; /* per unit: the first pass it goes through */
  MlbPtrMap known;         /* the units */
  uint32_t body_version;   /* of the root's block when last looked at */
  uint32_t listed_version; /* ... when the units were listed */
  uint32_t cur;            /* the pass whose code runs, for diagnostics */
  MLB_VEC(Captured) diags;
  uint32_t captured_errors;
} Run;

static const MlbPassUnits *units_of(const Run *r, uint32_t j) {
  return r->e[j]->def->units;
}

/* ==== Diagnostics ==== */

static bool capture(void *user, const MlbDiagnostic *d) {
  Run *r = user;
  Captured c = {r->cur, mlb_diag_copy(d)};
  mlb_vec_push(&r->diags, c);
  if (d->severity == MLB_SEV_ERROR)
    r->captured_errors++;
  return true;
}

/* Emits what the pass-major run would have: passes up to the failed one,
 * in pass order, each in the order it spoke. */
static void replay(Run *r) {
  r->ctx->num_errors -= r->captured_errors;
  for (uint32_t p = 0; p < r->n; p++)
    for (uint32_t i = 0; i < r->diags.len; i++) {
      Captured *c = &r->diags.data[i];
      if (c->pass != p)
        continue;
      if (p <= r->limit)
        mlb_diag_emit(r->ctx, c->d);
      else
        mlb_diag_free(c->d);
    }
  mlb_vec_free(&r->diags);
}

/* ==== Units ==== */

bool mlb_units_forget_always(void *session) {
  MLB_UNUSED(session);
  return true;
}

bool mlb_units_split(const MlbOperation *root) {
  return root->num_regions == 1 && root->regions[0].first &&
         root->regions[0].first == root->regions[0].last;
}

static void add_unit(Run *r, MlbOperation *op, uint32_t first) {
  mlb_ptrmap_put(&r->known, op, op);
  mlb_vec_push(&r->units, op);
  mlb_vec_push(&r->first, first);
}

/* Top-level ops that appeared since the last look start at pass `first`.
 * When every unit listed is still there, the list still describes the
 * root's block (listed_version follows). */
static void note_new_units(Run *r, uint32_t first) {
  if (r->body->version == r->body_version)
    return;
  bool intact = r->listed_version == r->body_version;
  r->body_version = r->body->version;
  uint32_t present = 0;
  for (MlbOperation *o = r->body->first; o; o = o->next, present++)
    if (!mlb_ptrmap_get(&r->known, o))
      add_unit(r, o, first);
  if (intact && present == r->units.len)
    r->listed_version = r->body_version;
}

static void fail(Run *r, uint32_t j) {
  r->status[j] = MLB_FAILURE;
  if (j < r->limit)
    r->limit = j;
}

/* ==== Verification ==== */

/* Pass j has finished unit u (changed: whether it changed it): a changed
 * unit is verified now, while in cache. False when it did not verify. */
static bool verify_unit(Run *r, uint32_t j, MlbOperation *u, bool changed) {
  Verify *v = &r->verify[j];
  if (!v->active || u->block != r->body) /* erased: nothing to verify */
    return true;
  if (changed && mlb_verify(r->ctx, u) != MLB_SUCCESS)
    return false;
  mlb_ptrmap_put(&v->done, u, u);
  return true;
}

/* Before pass j's end, its run's status so far being `s`: the rest of the
 * root (or, when no unit was verified on the way, all of it). */
static MlbStatus verify_rest(Run *r, uint32_t j, MlbStatus s) {
  Verify *v = &r->verify[j];
  MlbPassState *st = &r->e[j]->state;
  if (s == MLB_SUCCESS && !r->changed[j]) {
    st->verified = true; /* as verified before the pass */
  } else if (s == MLB_SUCCESS && v->done.len) {
    s = mlb_verify_except(r->ctx, r->root, &v->done);
    st->verified = s == MLB_SUCCESS;
  }
  mlb_ptrmap_free(&v->done);
  return mlb_pass_verify_after(r->ctx, r->root, st, r->cfg, s);
}

/* ==== Steps ==== */

static bool step(Run *r, uint32_t j, MlbOperation *u) {
  r->cur = j;
  bool changed = false;
  MlbStatus s = units_of(r, j)->unit(r->session[j], u, &changed);
  if (s == MLB_SUCCESS && !verify_unit(r, j, u, changed))
    s = MLB_FAILURE;
  r->changed[j] = r->changed[j] || changed;
  note_new_units(r, j + 1);
  if (s != MLB_SUCCESS)
    fail(r, j);
  return s == MLB_SUCCESS;
}

static bool has_prepare(const Run *r, uint32_t j) {
  return units_of(r, j)->prepare != NULL;
}

static void observe(Run *r, uint32_t j, MlbOperation *u) {
  r->cur = j;
  if (units_of(r, j)->observe)
    units_of(r, j)->observe(r->session[j], u);
}

/* What a prepare hook makes (the lowering's helper functions) counts as a
 * change, so the pass is verified after it. */
static bool prepare(Run *r, uint32_t j) {
  r->cur = j;
  r->changed[j] = true;
  if (units_of(r, j)->prepare(r->session[j]) != MLB_SUCCESS) {
    fail(r, j);
    return false;
  }
  note_new_units(r, j + 1);
  return true;
}

/* The root given whole to the only pass's unit step (see
 * MlbPassUnits.begin): it is verified at the end, as a whole. */
static void run_root(Run *r) {
  bool changed = false;
  if (units_of(r, 0)->unit(r->session[0], r->root, &changed) != MLB_SUCCESS)
    fail(r, 0);
  r->changed[0] = changed;
}

/* ==== Begin and end ==== */

/* Starts every pass; false when one cannot split the root. Several passes
 * then do not run together: their sessions end unused, before any step. */
static bool begin_all(Run *r) {
  for (uint32_t j = 0; j < r->n; j++) {
    MlbPassEntry *e = r->e[j];
    mlb_pass_state_reset(&e->state, r->cfg);
    r->verify[j].active = e->state.verify_after;
    mlb_ptrmap_init(&r->verify[j].done);
    if (units_of(r, j)->begin(r->ctx, r->root, e->opts, &e->state,
                              &r->session[j]))
      continue;
    if (r->n == 1)
      return false;
    /* Ended as after a failure: only freeing. */
    for (uint32_t k = 0; k <= j; k++) {
      MlbStatus ended = units_of(r, k)->end(r->session[k], MLB_FAILURE);
      MLB_UNUSED(ended);
      mlb_ptrmap_free(&r->verify[k].done);
    }
    return false;
  }
  return true;
}

/* Ends pass j as its pass-major run would end: the verification of what
 * its units did not cover, then its own end. A pass the run did not reach
 * (an earlier one failed) only frees. */
static void end_pass(Run *r, uint32_t j) {
  if (r->ended[j])
    return;
  r->ended[j] = true;
  r->cur = j;
  bool reached = j <= r->limit;
  MlbStatus s = reached ? r->status[j] : MLB_FAILURE;
  if (reached)
    s = verify_rest(r, j, s);
  else
    mlb_ptrmap_free(&r->verify[j].done);
  s = units_of(r, j)->end(r->session[j], s);
  if (reached && s != MLB_SUCCESS)
    fail(r, j);
}

/* Whether what was destroyed so far may be reused now, between two units:
 * every live session forgets the units it is done with, and no top-level
 * op came or went since the units were listed (a new op in an erased
 * unit's place would pass for that unit). */
static bool may_reuse(const Run *r) {
  if (r->body->version != r->listed_version)
    return false;
  for (uint32_t j = 0; j < r->n; j++) {
    const MlbPassUnits *u = units_of(r, j);
    if (!r->ended[j] && (!u->forgets_units || !u->forgets_units(r->session[j])))
      return false;
  }
  return true;
}

/* Passes [a, b) over every unit; each unit is then shown to pass b when
 * b prepares (b < n). */
static void run_segment(Run *r, uint32_t a, uint32_t b) {
  for (uint32_t i = 0; i < r->units.len; i++) {
    MlbOperation *u = r->units.data[i];
    uint32_t first = r->first.data[i];
    if (u->block != r->body)
      continue; /* erased */
    uint32_t to = b < r->limit ? b : r->limit;
    /* A pass may erase a unit (cse, a dead top-level op): the passes after
     * it do not see it, as in the pass-major run. */
    for (uint32_t j = first > a ? first : a; j < to && u->block == r->body; j++)
      if (!step(r, j, u))
        break;
    if (b < r->n && b < r->limit && first <= b && u->block == r->body)
      observe(r, b, u);
    if (may_reuse(r))
      mlb_ir_recycle(r->ctx);
  }
}

/* Passes [a, b) are done with every unit (units appearing later start
 * after them): they end, and what was destroyed so far can be reused, as
 * no session left holds IR but the observations of pass b (live ops).
 * The units are listed afresh, so that a new op taking the place of an
 * erased unit is not mistaken for it. */
static void finish_segment(Run *r, uint32_t a, uint32_t b) {
  for (uint32_t j = a; j < b; j++)
    end_pass(r, j);
  if (r->limit < r->n)
    return;
  mlb_ir_recycle(r->ctx);
  r->units.len = r->first.len = 0;
  mlb_ptrmap_clear(&r->known);
  r->body_version = r->listed_version = r->body->version;
  for (MlbOperation *o = r->body->first; o; o = o->next)
    add_unit(r, o, b);
}

static void run_all(Run *r) {
  uint32_t a = 0;
  if (has_prepare(r, 0)) {
    run_segment(r, 0, 0);
    if (!prepare(r, 0))
      return;
  }
  while (a < r->n && a < r->limit) {
    uint32_t b = a + 1;
    while (b < r->n && !has_prepare(r, b))
      b++;
    run_segment(r, a, b);
    if (b >= r->n || b >= r->limit)
      return;
    finish_segment(r, a, b);
    if (b >= r->limit || !prepare(r, b))
      return;
    a = b;
  }
}

static void run_free(Run *r) {
  mlb_free(r->session);
  mlb_free(r->verify);
  mlb_free(r->changed);
  mlb_free(r->ended);
  mlb_free(r->status);
  mlb_vec_free(&r->units);
  mlb_vec_free(&r->first);
  mlb_ptrmap_free(&r->known);
}

static void run_init(Run *r, MlbContext *ctx, MlbOperation *root,
                     MlbPassEntry *const *entries, uint32_t n,
                     const MlbPassRunConfig *cfg) {
  memset(r, 0, sizeof *r);
  r->ctx = ctx;
  r->cfg = cfg;
  r->root = root;
  r->body = mlb_units_split(root) ? root->regions[0].first : NULL;
  r->e = entries;
  r->n = n;
  r->limit = n;
  r->session = mlb_calloc(n, sizeof *r->session);
  r->verify = mlb_calloc(n, sizeof *r->verify);
  r->changed = mlb_calloc(n, sizeof *r->changed);
  r->ended = mlb_calloc(n, sizeof *r->ended);
  r->status = mlb_calloc(n, sizeof *r->status);
  mlb_ptrmap_init(&r->known);
}

/* The passes over the units present now (units made later are noted as
 * the steps make them). */
static void run_units(Run *r) {
  r->body_version = r->listed_version = r->body->version;
  for (MlbOperation *o = r->body->first; o; o = o->next)
    add_unit(r, o, 0);
  run_all(r);
}

MlbStatus mlb_run_by_units(MlbContext *ctx, MlbOperation *root,
                           MlbPassEntry *const *entries, uint32_t n,
                           const MlbPassRunConfig *cfg, bool *ran) {
  *ran = false;
  if (n > 1 && !mlb_units_split(root))
    return MLB_SUCCESS;
  Run r;
  run_init(&r, ctx, root, entries, n, cfg);
  /* One pass speaks in its own order: nothing to hold back. */
  MlbDiagHandler saved = ctx->diag_handler;
  void *saved_user = ctx->diag_user;
  if (n > 1) {
    ctx->diag_handler = capture;
    ctx->diag_user = &r;
  }
  bool by_units = begin_all(&r);
  *ran = by_units || n == 1;
  if (by_units) {
    MLB_ASSERT(r.body); /* begin said the root splits */
    run_units(&r);
  } else if (*ran) {
    run_root(&r);
  }
  for (uint32_t j = 0; *ran && j < n; j++)
    end_pass(&r, j);
  if (n > 1) {
    ctx->diag_handler = saved;
    ctx->diag_user = saved_user;
    replay(&r);
  }
  MlbStatus s = r.limit < n ? MLB_FAILURE : MLB_SUCCESS;
  run_free(&r);
  return s;
}
