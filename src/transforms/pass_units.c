/* pass_units.c - running consecutive passes unit by unit: every pass on
 * the first function, then every pass on the second, and so on.
 *
 * A pass walks each function at least once; on a module larger than the
 * cache, each pass's first walk of a function misses on nearly every op,
 * and in a pipeline of many passes those misses are much of the time.
 * Passes with units (MlbPassUnits) promise that a unit step reads and
 * changes only its unit, so running them unit-major makes the same
 * changes as running them pass-major, and the function stays in cache
 * from one pass to the next.
 *
 * The run keeps what the pass-major run shows:
 *  - a pass with a prepare hook (it must see the whole root before its
 *    first unit) splits the run: the passes before it finish every unit,
 *    each unit is shown to its observe hook as they do, then it prepares;
 *  - a top-level op that appears during the run (a helper function made
 *    by a pass) goes through the passes after the one that made it only;
 *  - verification (--verify-each): each unit after each pass that changed
 *    it, while in cache; the rest of the root once per pass at the end;
 *  - failure: when pass j fails on a unit, the later units still go
 *    through the passes before j (the pass-major run gives them those)
 *    and no unit goes through j or later; diagnostics are held back and
 *    emitted at the end in pass order, dropping those of passes the
 *    pass-major run would not have reached. Only the order in which
 *    the rest of the root is verified differs (after all passes rather
 *    than after each), which matters for invalid IR only.
 * Destroyed IR is reused after each unit when every session forgets the
 * units it is done with (MlbPassUnits.forgets_units), else once the passes
 * before a prepare are done with every unit. No IR dump can show the
 * state between two passes, so the pass manager uses this only when
 * asked (MlbPassRunConfig.by_units) and without dumps or statistics.
 */
#include "transforms/pass_int.h"
#include "rewrite/rewrite.h"

typedef struct Captured {
  uint32_t pass;
  MlbDiagnostic *d;
} Captured;

typedef struct Run {
  MlbContext *ctx;
  const MlbPassRunConfig *cfg;
  MlbOperation *root;
  MlbBlock *body;
  MlbPassEntry *const *e;
  uint32_t n;
  void **session;
  MlbUnitVerify *uv;
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

static MlbDiagnostic *diag_copy(const MlbDiagnostic *d) {
  MlbDiagnostic *c = mlb_diag_new(d->severity, d->loc);
  mlb_buf_putn(&c->message, d->message.data ? d->message.data : "",
               d->message.len);
  MlbDiagnostic **tail = &c->notes;
  for (const MlbDiagnostic *n = d->notes; n; n = n->next) {
    *tail = diag_copy(n);
    tail = &(*tail)->next;
  }
  return c;
}

static bool capture(void *user, const MlbDiagnostic *d) {
  Run *r = user;
  Captured c = {r->cur, diag_copy(d)};
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

static bool step(Run *r, uint32_t j, MlbOperation *u) {
  r->cur = j;
  bool changed = false;
  MlbStatus s = units_of(r, j)->unit(r->session[j], u, &changed);
  if (s == MLB_SUCCESS && !mlb_unit_verify_unit(&r->uv[j], u, changed))
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

static bool prepare(Run *r, uint32_t j) {
  r->cur = j;
  if (units_of(r, j)->prepare(r->session[j]) != MLB_SUCCESS) {
    fail(r, j);
    return false;
  }
  note_new_units(r, j + 1);
  return true;
}

/* ==== Begin and end ==== */

/* Starts every pass; false (all undone) when one cannot run by units. */
static bool begin_all(Run *r) {
  for (uint32_t j = 0; j < r->n; j++) {
    MlbPassEntry *e = r->e[j];
    mlb_pass_state_reset(&e->state, r->cfg);
    mlb_unit_verify_begin(&r->uv[j], r->ctx, r->root, &e->state);
    if (units_of(r, j)->begin(r->ctx, r->root, e->opts, &e->state,
                              &r->session[j]))
      continue;
    /* Already failing: the sessions end without a verdict of their own. */
    MlbStatus ended =
        mlb_unit_verify_end(&r->uv[j], r->root, &e->state, false, MLB_FAILURE);
    while (j-- > 0) {
      units_of(r, j)->end(r->session[j], MLB_SUCCESS);
      ended = mlb_unit_verify_end(&r->uv[j], r->root, &r->e[j]->state, false,
                                  MLB_FAILURE);
    }
    MLB_UNUSED(ended);
    return false;
  }
  return true;
}

/* Ends pass j as its pass-major run would end: its own end, then the
 * verification of what the units did not cover. */
static void end_pass(Run *r, uint32_t j) {
  if (r->ended[j])
    return;
  r->ended[j] = true;
  r->cur = j;
  MlbPassEntry *e = r->e[j];
  bool reached = j <= r->limit;
  MlbStatus s = units_of(r, j)->end(r->session[j], r->status[j]);
  if (!reached)
    s = MLB_FAILURE; /* only freeing */
  s = mlb_unit_verify_end(&r->uv[j], r->root, &e->state, r->changed[j], s);
  if (reached)
    s = mlb_pass_verify_after(r->ctx, r->root, &e->state, r->cfg, s);
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
  mlb_free(r->uv);
  mlb_free(r->changed);
  mlb_free(r->ended);
  mlb_free(r->status);
  mlb_vec_free(&r->units);
  mlb_vec_free(&r->first);
  mlb_ptrmap_free(&r->known);
}

MlbStatus mlb_run_by_units(MlbContext *ctx, MlbOperation *root,
                           MlbPassEntry *const *entries, uint32_t n,
                           const MlbPassRunConfig *cfg, bool *ran) {
  *ran = false;
  if (root->num_regions != 1 || !root->regions[0].first ||
      root->regions[0].first != root->regions[0].last)
    return MLB_SUCCESS;
  Run r;
  memset(&r, 0, sizeof r);
  r.ctx = ctx;
  r.root = root;
  r.body = root->regions[0].first;
  r.e = entries;
  r.n = n;
  r.limit = n;
  r.session = mlb_calloc(n, sizeof *r.session);
  r.uv = mlb_calloc(n, sizeof *r.uv);
  r.changed = mlb_calloc(n, sizeof *r.changed);
  r.ended = mlb_calloc(n, sizeof *r.ended);
  r.cfg = cfg;
  r.status = mlb_calloc(n, sizeof *r.status);
  mlb_ptrmap_init(&r.known);
  MlbDiagHandler saved = ctx->diag_handler;
  void *saved_user = ctx->diag_user;
  ctx->diag_handler = capture;
  ctx->diag_user = &r;
  if (!begin_all(&r)) {
    ctx->diag_handler = saved;
    ctx->diag_user = saved_user;
    replay(&r);
    run_free(&r);
    return MLB_SUCCESS;
  }
  *ran = true;
  r.body_version = r.listed_version = r.body->version;
  for (MlbOperation *o = r.body->first; o; o = o->next)
    add_unit(&r, o, 0);
  run_all(&r);
  for (uint32_t j = 0; j < n; j++)
    end_pass(&r, j);
  ctx->diag_handler = saved;
  ctx->diag_user = saved_user;
  replay(&r);
  MlbStatus s = r.limit < n ? MLB_FAILURE : MLB_SUCCESS;
  run_free(&r);
  return s;
}
