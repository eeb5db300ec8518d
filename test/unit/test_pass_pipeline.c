/* test_pass_pipeline.c - the pass manager without a parser: textual
 * pipelines and their errors, command-line passes with implicit nesting,
 * typed options, run order across nested pipelines, and the reports. */
#include "transforms/pass.h"

#include <stdio.h>

#include "unit_check.h"

/* ==== Recording diagnostics and pass runs ==== */

typedef struct Rec {
  MlbBuf diags; /* messages, one per line */
  MlbBuf runs;  /* "A:f1 B:f1 ..." */
} Rec;

static bool record_diag(void *user, const MlbDiagnostic *d) {
  Rec *r = user;
  mlb_buf_printf(&r->diags, "%s\n", d->message.data ? d->message.data : "");
  return true;
}

/* The fake passes log "<flag>:<sym_name>" into the Rec hung off the
 * context's diag_user, and count their runs. */
static MlbStatus run_log(MlbContext *ctx, MlbOperation *op,
                         const MlbPassOptValue *opts, MlbPassState *st) {
  Rec *r = ctx->diag_user;
  MlbAttr *name = mlb_op_get_attr(op, "sym_name");
  mlb_buf_printf(&r->runs, "%s:%s ", st->def->flag,
                 name ? name->u.str.data : op->name);
  st->stats[0]++;
  MLB_UNUSED(opts);
  return MLB_SUCCESS;
}

static const char *const colors[] = {"red", "green", NULL};
static const MlbPassOptDef fake_opts[] = {
    {"flag", MLB_OPT_BOOL, MLB_OPT_BOOL, "false", "a bool", NULL},
    {"n", MLB_OPT_INT, MLB_OPT_INT, "7", "an int", NULL},
    {"s", MLB_OPT_STRING, MLB_OPT_STRING, NULL, "a string", NULL},
    {"color", MLB_OPT_ENUM, MLB_OPT_ENUM, "red", "an enum", colors},
    {"ints", MLB_OPT_LIST, MLB_OPT_INT, NULL, "a list", NULL},
};
static const MlbPassStatDef fake_stats[] = {{"runs", "Number of runs"}};
static const MlbPassDef pass_a = {"pass-a", "PassA", "func.func", "A",
                                  fake_opts, 5, fake_stats, 1, run_log, NULL, false};
static const MlbPassDef pass_b = {"pass-b", "PassB", "func.func", "B",
                                  NULL, 0, fake_stats, 1, run_log, NULL, false};

/* ==== Hand-built IR: x.module { func.func @f1; func.func @f2 } ==== */

static MlbOperation *make_op(MlbContext *ctx, const char *name,
                             const char *sym, bool region) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, name, mlb_loc_unknown(ctx));
  if (sym)
    mlb_opstate_add_attr(&st, "sym_name",
                         mlb_attr_string(ctx, sym, strlen(sym), NULL));
  if (region) {
    MlbRegion *r = mlb_region_new(ctx);
    mlb_region_push_block(r, mlb_block_new(ctx));
    mlb_vec_push(&st.regions, r);
  }
  MlbOperation *op = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  return op;
}

static MlbOperation *make_module(MlbContext *ctx) {
  MlbOperation *m = make_op(ctx, "x.module", NULL, true);
  mlb_block_append(m->regions[0].first, make_op(ctx, "func.func", "f1", 0));
  mlb_block_append(m->regions[0].first, make_op(ctx, "other.op", NULL, 0));
  mlb_block_append(m->regions[0].first, make_op(ctx, "func.func", "f2", 0));
  return m;
}

static MlbContext *new_ctx(Rec *r) {
  MlbContext *ctx = mlb_context_create();
  ctx->allow_unregistered = true;
  mlb_buf_init(&r->diags);
  mlb_buf_init(&r->runs);
  ctx->diag_handler = record_diag;
  ctx->diag_user = r;
  return ctx;
}

static void free_ctx(MlbContext *ctx, Rec *r) {
  mlb_context_destroy(ctx);
  mlb_buf_free(&r->diags);
  mlb_buf_free(&r->runs);
}

/* ==== Tests ==== */

/* Parses `text` into a fresh pipeline; returns the diagnostics. */
static void parse_expect(const char *text, MlbStatus want, const char *dump,
                         const char *diag) {
  Rec r;
  MlbContext *ctx = new_ctx(&r);
  MlbPipeline *pl = mlb_pipeline_create("builtin.module");
  if (mlb_pipeline_parse(ctx, pl, text) != want) {
    fprintf(stderr, "unexpected status for %s: %s\n", text,
            mlb_buf_cstr(&r.diags));
    failures++;
  }
  if (dump) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_pipeline_dump(pl, &b);
    CHECK(strcmp(mlb_buf_cstr(&b), dump) == 0);
    mlb_buf_free(&b);
  }
  if (diag && !strstr(mlb_buf_cstr(&r.diags), diag)) {
    fprintf(stderr, "missing diag %s in:\n%s\n", diag,
            mlb_buf_cstr(&r.diags));
    failures++;
  }
  mlb_pipeline_destroy(pl);
  free_ctx(ctx, &r);
}

static void test_textual(void) {
  parse_expect(" builtin.module( symbol-dce , any(strip-debuginfo) ) ",
               MLB_SUCCESS,
               "Pass Manager with 2 passes:\nbuiltin.module(\n  symbol-dce,\n"
               "  any(\n    strip-debuginfo\n  )\n)\n",
               NULL);
  parse_expect("builtin.module()", MLB_SUCCESS, NULL, NULL);
  parse_expect("symbol-dce", MLB_FAILURE, NULL,
               "expected pass pipeline to be wrapped with the anchor "
               "operation type, e.g. 'builtin.module(...)'");
  parse_expect("builtin.module(foo)", MLB_FAILURE, NULL,
               "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not "
               "refer to a registered pass or pass pipeline\nfoo\n^\n");
  parse_expect("builtin.module(symbol-dce,)", MLB_FAILURE, NULL,
               "Parser:1:12: error: '' does not refer to a registered pass");
  parse_expect("builtin.module(func.func(symbol-dce)", MLB_FAILURE, NULL,
               "Parser:1:11: error: encountered unbalanced parentheses");
  parse_expect("builtin.module(symbol-dce{bad=1})", MLB_FAILURE, NULL,
               "<Pass-Options-Parser>: no such option bad\n\nfailed to add "
               "`symbol-dce` with options `bad=1`\n");
  parse_expect("builtin.module(symbol-dce{x)", MLB_FAILURE, NULL,
               "missing closing '}' while processing pass options");
}

static void test_cli_nesting_and_run(void) {
  Rec r;
  MlbContext *ctx = new_ctx(&r);
  MlbPipeline *pl = mlb_pipeline_create("x.module");
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_a,
                                  "flag n=0x10 s='a b' color=green "
                                  "ints={1,2,3}") == MLB_SUCCESS);
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_b, NULL) == MLB_SUCCESS);
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_pipeline_dump(pl, &b);
  CHECK(strcmp(mlb_buf_cstr(&b),
               "Pass Manager with 2 passes:\nx.module(\n  func.func(\n"
               "    pass-a{color=green flag=true ints=1,2,3 n=16 s=a b}\n"
               "  ),\n  func.func(\n    pass-b\n  )\n)\n") == 0);
  /* Both passes run on one function before the next, as upstream. */
  MlbOperation *m = make_module(ctx);
  MlbPassRunConfig cfg = {0};
  CHECK(mlb_pipeline_run(ctx, pl, m, &cfg) == MLB_SUCCESS);
  CHECK(strcmp(mlb_buf_cstr(&r.runs),
               "pass-a:f1 pass-b:f1 pass-a:f2 pass-b:f2 ") == 0);
  mlb_buf_clear(&b);
  mlb_pipeline_stats_report(pl, false, &b);
  CHECK(strstr(mlb_buf_cstr(&b), "... Pass statistics report ...\n"));
  CHECK(strstr(mlb_buf_cstr(&b), "'func.func' Pipeline\n  PassA\n"
                                 "    (S) 2 runs - Number of runs\n"));
  mlb_buf_clear(&b);
  mlb_pipeline_stats_report(pl, true, &b);
  CHECK(strstr(mlb_buf_cstr(&b), "  PassA\n    (S) 2 runs - Number of runs\n"
                                 "  PassB\n"));
  MlbTimeEntryVec times = {0};
  mlb_pipeline_collect_times(pl, &times);
  CHECK(times.len == 3 && times.data[1].indent == 2);
  mlb_buf_clear(&b);
  mlb_timing_report(times.data, times.len, 1.0, &b);
  CHECK(strstr(mlb_buf_cstr(&b), "  Total Execution Time: 1.0000 seconds"));
  CHECK(strstr(mlb_buf_cstr(&b), "  'func.func' Pipeline\n"));
  CHECK(strstr(mlb_buf_cstr(&b), "    1.0000 (100.0%)  Total\n"));
  mlb_vec_free(&times);
  mlb_buf_free(&b);
  mlb_op_erase(m);
  mlb_pipeline_destroy(pl);
  free_ctx(ctx, &r);
}

static void test_option_errors(void) {
  static const struct {
    const char *opts, *diag;
  } cases[] = {
      {"bogus=1", "<Pass-Options-Parser>: no such option bogus\n"},
      {"n=x", "for the --n option: 'x' value invalid for integer argument"},
      {"n", "for the --n option: requires a value!"},
      {"flag=maybe", "'maybe' is invalid value for boolean argument! Try 0"},
      {"color=blue", "for the --color option: Cannot find option named "
                     "'blue'!"},
  };
  for (size_t i = 0; i < MLB_ARRAY_LEN(cases); i++) {
    Rec r;
    MlbContext *ctx = new_ctx(&r);
    MlbPipeline *pl = mlb_pipeline_create("x.module");
    CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_a, cases[i].opts) ==
          MLB_FAILURE);
    CHECK(strstr(mlb_buf_cstr(&r.diags), cases[i].diag) != NULL);
    mlb_pipeline_destroy(pl);
    free_ctx(ctx, &r);
  }
}

static void test_mixing_and_anchors(void) {
  Rec r;
  MlbContext *ctx = new_ctx(&r);
  MlbPipeline *pl = mlb_pipeline_create("x.module");
  CHECK(mlb_pipeline_add_cli_pass(ctx, pl, &pass_b, NULL) == MLB_SUCCESS);
  CHECK(mlb_pipeline_parse(ctx, pl, "x.module(symbol-dce)") == MLB_FAILURE);
  CHECK(strstr(mlb_buf_cstr(&r.diags), "'-pass-pipeline' option can't be "
                                       "used with individual pass options"));
  mlb_pipeline_destroy(pl);
  /* A pipeline anchored on another op refuses to run on the module. */
  pl = mlb_pipeline_create("x.module");
  CHECK(mlb_pipeline_parse(ctx, pl, "func.func(strip-debuginfo)") ==
        MLB_SUCCESS);
  MlbOperation *m = make_module(ctx);
  MlbPassRunConfig cfg = {0};
  CHECK(mlb_pipeline_run(ctx, pl, m, &cfg) == MLB_FAILURE);
  CHECK(strstr(mlb_buf_cstr(&r.diags), "can't run 'func.func' pass manager "
                                       "on 'x.module' op"));
  mlb_op_erase(m);
  mlb_pipeline_destroy(pl);
  free_ctx(ctx, &r);
}

static void test_registry(void) {
  CHECK(mlb_num_passes() >= 2);
  for (uint32_t i = 1; i < mlb_num_passes(); i++)
    CHECK(strcmp(mlb_pass_at(i - 1)->flag, mlb_pass_at(i)->flag) < 0);
  CHECK(mlb_pass_lookup("symbol-dce", 10) != NULL);
  CHECK(mlb_pass_lookup("symbol-dc", 9) == NULL);
}

int main(void) {
  test_registry();
  test_textual();
  test_cli_nesting_and_run();
  test_option_errors();
  test_mixing_and_anchors();
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
