/* dealloc_pipeline.c - `buffer-deallocation-pipeline`: upstream's
 * pipeline for inserting deallocations after One-Shot Bufferize.
 *
 * The passes, in upstream's order (BufferizationPipelines.cpp):
 *
 *   expand-realloc{emit-deallocs=false}   realloc into alloc + copy; the
 *                                         ownership pass frees the old
 *                                         buffer (mlbuf: free-hand-freed,
 *                                         the expansion frees it when the
 *                                         input frees the result by hand)
 *   canonicalize
 *   ownership-based-buffer-deallocation{private-function-dynamic-ownership}
 *   canonicalize                          mostly scf.if simplifications
 *   buffer-deallocation-simplification{constant-ownership-indicators}
 *                                         the option is mlbuf's: loops
 *                                         that never own what they carry
 *                                         lose their per-trip checks
 *   bufferization-lower-deallocations
 *   cse
 *   canonicalize
 *
 * Upstream registers a textual pipeline that the pass manager expands in
 * place; mlbuf's pass registry has no pipeline entries, so this is one pass
 * that builds the sub-pipeline on the op it is scheduled on and runs it
 * (verifying after each pass, like the outer pass manager). Differences
 * that follow: --dump-pass-pipeline, IR dumps, timing and statistics show
 * this pass instead of its eight passes; its statistics gather the
 * sub-passes' counters that say what deallocation cost.
 *
 * Requires: nothing (no deallocations but memref.realloc yet).
 * Preserves: nothing.
 */
#include <string.h>

#include "transforms/pass.h"

/* The sub-pipeline, `anchor(...)` around upstream's passes. */
static void pipeline_text(MlbBuf *b, const char *anchor, bool dynamic) {
  mlb_buf_printf(b,
                 "%s(expand-realloc{emit-deallocs=false free-hand-freed=true},"
                 "canonicalize,"
                 "ownership-based-buffer-deallocation{private-function-"
                 "dynamic-ownership=%s},canonicalize,"
                 "buffer-deallocation-simplification{constant-ownership-"
                 "indicators=true fresh-call-results=true},"
                 "bufferization-lower-deallocations,cse,canonicalize)",
                 anchor, dynamic ? "true" : "false");
}

/* Sum of statistic `stat` of the passes `flag` in pm (nested included). */
static uint64_t sum_stat(const MlbPassManager *pm, const char *flag,
                         const char *stat) {
  uint64_t sum = 0;
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    const MlbPassEntry *e = pm->entries.data[i];
    if (!e->def) {
      sum += sum_stat(e->nested, flag, stat);
      continue;
    }
    if (strcmp(e->def->flag, flag) != 0)
      continue;
    for (uint32_t k = 0; k < e->def->num_stats; k++)
      if (strcmp(e->def->stats[k].name, stat) == 0)
        sum += e->state.stats[k];
  }
  return sum;
}

/* This pass's statistics: {sub-pass flag, its statistic}, in the order of
 * k_stats. */
static const char *const k_sources[][2] = {
    {"ownership-based-buffer-deallocation", "num-allocations"},
    {"ownership-based-buffer-deallocation", "num-clones"},
    {"ownership-based-buffer-deallocation", "num-deallocs"},
    {"buffer-deallocation-simplification", "num-deallocs-left"},
    {"bufferization-lower-deallocations", "num-frees"},
    {"bufferization-lower-deallocations", "num-helper-calls"},
    {"ownership-based-buffer-deallocation", "num-split-edges"},
};

static const MlbPassStatDef k_stats[] = {
    {"num-allocations", "Number of allocations the deallocation pass owns"},
    {"num-clones", "Number of clones inserted"},
    {"num-deallocs", "Number of bufferization.dealloc ops inserted"},
    {"num-deallocs-left",
     "Number of bufferization.dealloc ops left after simplification"},
    {"num-frees", "Number of (guarded) frees inserted by the lowering"},
    {"num-helper-calls", "Number of calls to the generic dealloc helper"},
    {"num-split-edges", "Number of branch edges split"},
};

static void gather_stats(const MlbPipeline *pl, MlbPassState *st) {
  for (uint32_t i = 0; i < MLB_ARRAY_LEN(k_sources); i++)
    st->stats[i] += sum_stat(&pl->root, k_sources[i][0], k_sources[i][1]);
}

static MlbStatus run_dealloc_pipeline(MlbContext *ctx, MlbOperation *op,
                                      const MlbPassOptValue *opts,
                                      MlbPassState *st) {
  MlbBuf text;
  mlb_buf_init(&text);
  pipeline_text(&text, op->name, opts[0].b);
  MlbPipeline *pl = mlb_pipeline_create(op->name);
  MlbStatus s = mlb_pipeline_parse(ctx, pl, mlb_buf_cstr(&text));
  if (s == MLB_SUCCESS) {
    /* Function by function where the passes allow it (pass_units.c):
     * the same result, with each function kept in cache from one pass to
     * the next. With statistics the passes run one after the other, the
     * reference the run by units is checked against
     * (test/lit/dealloc/pipeline-by-units.mlir). */
    MlbPassRunConfig cfg = {.verify_each = true,
                            .skip_statistics = st->skip_statistics,
                            .by_units = st->skip_statistics};
    s = mlb_pipeline_run(ctx, pl, op, &cfg);
    gather_stats(pl, st);
    st->verified = true; /* after each of its passes, the last included */
  }
  mlb_pipeline_destroy(pl);
  mlb_buf_free(&text);
  return s;
}

static const MlbPassOptDef k_options[] = {
    {.name = "private-function-dynamic-ownership",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "Allows to add additional results to private functions "
                    "to return ownership of returned memrefs to callers. "
                    "This can avoid spurious buffer clones in the callee."},
};

const MlbPassDef mlb_pass_buffer_deallocation_pipeline = {
    .flag = "buffer-deallocation-pipeline",
    .name = "BufferDeallocationPipeline",
    .anchor = "any",
    .summary = "The default pipeline for automatically inserting "
               "deallocation operations after one-shot bufferization. "
               "Deallocation operations (except `memref.realloc`) may not "
               "be present already.",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .stats = k_stats,
    .num_stats = MLB_ARRAY_LEN(k_stats),
    .run = run_dealloc_pipeline,
};
