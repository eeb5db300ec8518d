/* dealloc_pipeline.c - `buffer-deallocation-pipeline`: upstream's
 * pipeline for inserting deallocations after One-Shot Bufferize.
 *
 * The passes, in upstream's order (BufferizationPipelines.cpp):
 *
 *   expand-realloc{emit-deallocs=false}   realloc into alloc + copy; the
 *                                         ownership pass frees the old
 *                                         buffer
 *   canonicalize
 *   ownership-based-buffer-deallocation{private-function-dynamic-ownership}
 *   canonicalize                          mostly scf.if simplifications
 *   buffer-deallocation-simplification
 *   bufferization-lower-deallocations
 *   cse
 *   canonicalize
 *
 * Upstream registers a textual pipeline that the pass manager expands in
 * place; mlbuf's pass registry has no pipeline entries, so this is one pass
 * that builds the sub-pipeline on the op it is scheduled on and runs it
 * (verifying after each pass, like the outer pass manager). Differences
 * that follow: --dump-pass-pipeline, IR dumps, timing and statistics show
 * this pass instead of its eight passes.
 *
 * Requires: nothing (no deallocations but memref.realloc yet).
 * Preserves: nothing.
 */
#include "transforms/pass.h"

/* The sub-pipeline, `anchor(...)` around upstream's passes. */
static void pipeline_text(MlbBuf *b, const char *anchor, bool dynamic) {
  mlb_buf_printf(b,
                 "%s(expand-realloc{emit-deallocs=false},canonicalize,"
                 "ownership-based-buffer-deallocation{private-function-"
                 "dynamic-ownership=%s},canonicalize,"
                 "buffer-deallocation-simplification,"
                 "bufferization-lower-deallocations,cse,canonicalize)",
                 anchor, dynamic ? "true" : "false");
}

static MlbStatus run_dealloc_pipeline(MlbContext *ctx, MlbOperation *op,
                                      const MlbPassOptValue *opts,
                                      MlbPassState *st) {
  MLB_UNUSED(st);
  MlbBuf text;
  mlb_buf_init(&text);
  pipeline_text(&text, op->name, opts[0].b);
  MlbPipeline *pl = mlb_pipeline_create(op->name);
  MlbStatus s = mlb_pipeline_parse(ctx, pl, mlb_buf_cstr(&text));
  if (s == MLB_SUCCESS) {
    MlbPassRunConfig cfg = {.verify_each = true};
    s = mlb_pipeline_run(ctx, pl, op, &cfg);
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
    .run = run_dealloc_pipeline,
};
