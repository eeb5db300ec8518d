/* test_pass_units.c - running passes with units function by function
 * (pass_units.c), against running the same passes one after the other:
 * the order of unit steps, observe and prepare, top-level ops made during
 * the run, and failures, whose diagnostics must be the same in both. */
#include "transforms/pass.h"

#include <stdio.h>

#include "unit_check.h"

/* What the fake passes did ("a:f1 ob:f1 ..."), what they said (one line
 * per diagnostic), hung off the context's diag_user. */
typedef struct Rec {
  MlbBuf runs, diags;
} Rec;

static bool record_diag(void *user, const MlbDiagnostic *d) {
  Rec *r = user;
  mlb_buf_printf(&r->diags, "%s\n", d->message.data ? d->message.data : "");
  return true;
}

static const char *sym(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_attr(op, "sym_name");
  return a ? a->u.str.data : op->name;
}

static MlbOperation *make_op(MlbContext *ctx, const char *name, const char *s,
                             bool region) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, name, mlb_loc_unknown(ctx));
  if (s)
    mlb_opstate_add_attr(&st, "sym_name",
                         mlb_attr_string(ctx, s, strlen(s), NULL));
  if (region) {
    MlbRegion *r = mlb_region_new(ctx);
    mlb_region_push_block(r, mlb_block_new(ctx));
    mlb_vec_push(&st.regions, r);
  }
  MlbOperation *op = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  return op;
}

/* ==== Fake passes ====
 * a: logs, remarks, and on @f1 appends a new function @h to the root;
 * b: observes every unit and prepares before its first unit, remarks, and
 *    fails on @bad;
 * c: logs and remarks. */
typedef struct Session {
  MlbContext *ctx;
  MlbOperation *root;
  char tag;
  Rec *rec;
} Session;

static Rec *rec_of(Session *s) {
  return s->rec;
}

/* The run in progress: the fake passes cannot reach it through the
 * context, whose diagnostic handler a run by units replaces while it
 * runs (test-only state). */
static Rec *running;

/* The pass's tag is the last letter of its flag ("u-a": 'a'). */
static bool begin(MlbContext *ctx, MlbOperation *root,
                  const MlbPassOptValue *opts, MlbPassState *st,
                  void **session) {
  MLB_UNUSED(opts);
  Session *s = mlb_calloc(1, sizeof *s);
  const char *flag = st->def->flag;
  *s = (Session){ctx, root, flag[strlen(flag) - 1], running};
  *session = s;
  return true;
}

static MlbStatus unit_step(void *session, MlbOperation *unit, bool *changed) {
  Session *s = session;
  mlb_buf_printf(&rec_of(s)->runs, "%c:%s ", s->tag, sym(unit));
  *changed = false;
  if (s->tag == 'b' && strcmp(sym(unit), "bad") == 0)
    return mlb_emit_error(s->ctx, unit->loc, "b failed on bad");
  mlb_emit_remark(s->ctx, unit->loc, "%c on %s", s->tag, sym(unit));
  if (s->tag == 'a' && strcmp(sym(unit), "f1") == 0) {
    mlb_block_append(s->root->regions[0].first,
                     make_op(s->ctx, "func.func", "h", true));
    *changed = true;
  }
  return MLB_SUCCESS;
}

static void observe(void *session, MlbOperation *unit) {
  Session *s = session;
  mlb_buf_printf(&rec_of(s)->runs, "ob:%s ", sym(unit));
}

static MlbStatus prepare(void *session) {
  Session *s = session;
  mlb_buf_printf(&rec_of(s)->runs, "prep ");
  return MLB_SUCCESS;
}

static MlbStatus end(void *session, MlbStatus st) {
  mlb_free(session);
  return st;
}

static const MlbPassUnits units_plain = {begin,     NULL, NULL,
                                         unit_step, end,  NULL};
static const MlbPassUnits units_prepared = {begin,     observe, prepare,
                                            unit_step, end,     NULL};

/* Passes with units have no run of their own: without by_units, the pass
 * manager runs each over every unit before the next starts. */
static const MlbPassDef pass_a = {.flag = "u-a", .name = "UA", .anchor = "any",
                                  .summary = "a", .units = &units_plain};
static const MlbPassDef pass_b = {.flag = "u-b", .name = "UB", .anchor = "any",
                                  .summary = "b", .units = &units_prepared};
static const MlbPassDef pass_c = {.flag = "u-c", .name = "UC", .anchor = "any",
                                  .summary = "c", .units = &units_plain};

/* ==== Tests ==== */

/* Runs a, b, c over a module of the given functions; returns the status
 * and fills r. */
static MlbStatus run(const char *const *funcs, bool by_units, Rec *r) {
  MlbContext *ctx = mlb_context_create();
  ctx->allow_unregistered = true;
  ctx->diag_handler = record_diag;
  ctx->diag_user = r;
  mlb_buf_init(&r->runs);
  mlb_buf_init(&r->diags);
  running = r;
  MlbOperation *m = make_op(ctx, "x.module", NULL, true);
  for (const char *const *f = funcs; *f; f++)
    mlb_block_append(m->regions[0].first, make_op(ctx, "func.func", *f, true));
  MlbPipeline *pl = mlb_pipeline_create("x.module");
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_a, NULL) == MLB_SUCCESS);
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_b, NULL) == MLB_SUCCESS);
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_c, NULL) == MLB_SUCCESS);
  MlbPassRunConfig cfg = {.skip_statistics = true, .by_units = by_units};
  MlbStatus s = mlb_pipeline_run(ctx, pl, m, &cfg);
  CHECK(ctx->num_errors == (s == MLB_SUCCESS ? 0u : 1u));
  mlb_pipeline_destroy(pl);
  mlb_op_erase(m);
  mlb_context_destroy(ctx);
  return s;
}

static void free_rec(Rec *r) {
  mlb_buf_free(&r->runs);
  mlb_buf_free(&r->diags);
}

static void expect(const char *what, MlbBuf *got, const char *want) {
  if (strcmp(mlb_buf_cstr(got), want) == 0)
    return;
  fprintf(stderr, "%s:\n got: %s\nwant: %s\n", what, mlb_buf_cstr(got), want);
  failures++;
}

static void test_success(void) {
  static const char *const funcs[] = {"f1", "f2", NULL};
  Rec u, w;
  CHECK(run(funcs, true, &u) == MLB_SUCCESS);
  CHECK(run(funcs, false, &w) == MLB_SUCCESS);
  /* a and b's observation per function, then b's preparation, then b and
   * c per function; @h (made by a) is observed by b and goes through b
   * and c only, as when a runs first on everything. */
  expect("runs by units", &u.runs,
         "a:f1 ob:f1 a:f2 ob:f2 ob:h prep b:f1 c:f1 b:f2 c:f2 b:h c:h ");
  expect("runs whole", &w.runs,
         "a:f1 a:f2 ob:f1 ob:f2 ob:h prep b:f1 b:f2 b:h c:f1 c:f2 c:h ");
  expect("diagnostics in pass order", &u.diags, mlb_buf_cstr(&w.diags));
  expect("diagnostics", &w.diags,
         "a on f1\na on f2\nb on f1\nb on f2\nb on h\nc on f1\nc on f2\n"
         "c on h\n");
  free_rec(&u);
  free_rec(&w);
}

static void test_failure(void) {
  /* b fails on @bad: @f3 still goes through a (and b's observation), c's
   * remark on @f1 is dropped, as c never runs when b fails first. */
  static const char *const funcs[] = {"f1", "bad", "f3", NULL};
  Rec u, w;
  CHECK(run(funcs, true, &u) == MLB_FAILURE);
  CHECK(run(funcs, false, &w) == MLB_FAILURE);
  expect("runs by units", &u.runs,
         "a:f1 ob:f1 a:bad ob:bad a:f3 ob:f3 ob:h prep b:f1 c:f1 b:bad ");
  expect("diagnostics in pass order", &u.diags, mlb_buf_cstr(&w.diags));
  expect("diagnostics", &w.diags,
         "a on f1\na on bad\na on f3\nb on f1\nb failed on bad\n");
  free_rec(&u);
  free_rec(&w);
}

int main(void) {
  test_success();
  test_failure();
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
