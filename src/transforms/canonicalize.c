/* canonicalize.c - the `canonicalize` pass: folds ops, applies every op's
 * canonicalization patterns and cleans up regions with the greedy driver
 * (greedy.c) until nothing changes, as upstream's Canonicalizer.
 *
 *   %c0 = arith.constant 0 : i32
 *   %y = arith.addi %x, %c0 : i32      =>   return %x : i32
 *   return %y : i32
 *
 * Options are upstream's. Not converging within max-iterations is not a
 * failure unless test-convergence is set.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "transforms/pass.h"
#include "rewrite/rewrite.h"

enum {
  OPT_DISABLE,
  OPT_ENABLE,
  OPT_MAX_ITER,
  OPT_MAX_REWRITES,
  OPT_REGION_SIMPLIFY,
  OPT_TEST_CONVERGENCE,
  OPT_TOP_DOWN,
  OPT_COUNT
};

static const char *const k_simplify_levels[] = {"disabled", "normal",
                                                "aggressive", NULL};

static const MlbPassOptDef k_options[] = {
    [OPT_DISABLE] = {"disable-patterns", MLB_OPT_LIST, MLB_OPT_STRING, NULL,
                     "Labels of patterns that should be filtered out during "
                     "application",
                     NULL},
    [OPT_ENABLE] = {"enable-patterns", MLB_OPT_LIST, MLB_OPT_STRING, NULL,
                    "Labels of patterns that should be used during "
                    "application, all other patterns are filtered out",
                    NULL},
    [OPT_MAX_ITER] = {"max-iterations", MLB_OPT_INT, MLB_OPT_INT, "10",
                      "Max. iterations between applying patterns / "
                      "simplifying regions",
                      NULL},
    [OPT_MAX_REWRITES] = {"max-num-rewrites", MLB_OPT_INT, MLB_OPT_INT, "-1",
                          "Max. number of pattern rewrites within an "
                          "iteration",
                          NULL},
    [OPT_REGION_SIMPLIFY] = {"region-simplify", MLB_OPT_ENUM, MLB_OPT_STRING,
                             "normal",
                             "Perform control flow optimizations to the "
                             "region tree",
                             k_simplify_levels},
    [OPT_TEST_CONVERGENCE] = {"test-convergence", MLB_OPT_BOOL, MLB_OPT_BOOL,
                              "false",
                              "Test only: Fail pass on non-convergence to "
                              "detect cyclic pattern",
                              NULL},
    [OPT_TOP_DOWN] = {"top-down", MLB_OPT_BOOL, MLB_OPT_BOOL, "true",
                      "Seed the worklist in general top-down order", NULL},
};
_Static_assert(MLB_ARRAY_LEN(k_options) == OPT_COUNT, "option table");

static void config_from_options(MlbGreedyConfig *cfg,
                                const MlbPassOptValue *opts) {
  mlb_greedy_config_default(cfg);
  cfg->top_down = opts[OPT_TOP_DOWN].b;
  cfg->max_iterations = opts[OPT_MAX_ITER].i;
  cfg->max_num_rewrites = opts[OPT_MAX_REWRITES].i;
  cfg->region_simplify = (MlbRegionSimplify)opts[OPT_REGION_SIMPLIFY].i;
  cfg->disabled = opts[OPT_DISABLE].items;
  cfg->num_disabled = opts[OPT_DISABLE].n;
  cfg->enabled = opts[OPT_ENABLE].items;
  cfg->num_enabled = opts[OPT_ENABLE].n;
}

static MlbStatus convergence_error(MlbContext *ctx, MlbOperation *op) {
  return mlb_op_emit_error(ctx, op, "canonicalization did not converge");
}

/* ==== Units ====
 * One driver for the run, handed each function in turn, so that each
 * body stays in cache (greedy.c); a root the driver does not split (see
 * mlb_greedy_begin) is driven whole. Unchanged IR is left as verified
 * before the pass (upstream re-verifies an unchanged module; skipping is
 * not observable). */
typedef struct Units {
  MlbContext *ctx;
  MlbOperation *root;
  MlbGreedyConfig cfg;
  MlbGreedySession *g; /* NULL: the root is driven whole */
  bool converged, test_convergence;
} Units;

static bool units_begin(MlbContext *ctx, MlbOperation *root,
                        const MlbPassOptValue *opts, MlbPassState *st,
                        void **session) {
  MLB_UNUSED(st);
  Units *u = mlb_calloc(1, sizeof *u);
  u->ctx = ctx;
  u->root = root;
  config_from_options(&u->cfg, opts);
  u->g = mlb_greedy_begin(ctx, root, &u->cfg);
  u->converged = true;
  u->test_convergence = opts[OPT_TEST_CONVERGENCE].b;
  *session = u;
  return u->g != NULL;
}

static MlbStatus units_unit(void *session, MlbOperation *unit,
                            bool *changed) {
  Units *u = session;
  bool converged =
      u->g ? mlb_greedy_unit(u->g, unit, changed)
           : mlb_apply_patterns_greedily(u->ctx, unit, &u->cfg, changed);
  u->converged = converged && u->converged;
  return MLB_SUCCESS;
}

static MlbStatus units_end(void *session, MlbStatus s) {
  Units *u = session;
  if (s == MLB_SUCCESS && !u->converged && u->test_convergence)
    s = convergence_error(u->ctx, u->root);
  if (u->g)
    mlb_greedy_end(u->g);
  mlb_free(u);
  return s;
}

static const MlbPassUnits k_units = {
    .begin = units_begin,
    .unit = units_unit,
    .end = units_end,
    .forgets_units = mlb_units_forget_always,
};

const MlbPassDef mlb_pass_canonicalize = {
    .flag = "canonicalize",
    .name = "Canonicalizer",
    .anchor = "any",
    .summary = "Canonicalize operations",
    .options = k_options,
    .num_options = OPT_COUNT,
    .units = &k_units,
};
