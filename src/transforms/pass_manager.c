/* pass_manager.c - the pass registry and running pipelines.
 *
 * Running mirrors MLIR's pass manager in its single-threaded mode: passes
 * of one pipeline run in order on the op it is anchored on; a nested
 * pipeline runs on each immediate child op (of every region and block)
 * whose name matches its anchor. After each pass the op is verified when
 * --verify-each is on, and IR dumps are written as upstream's
 * --mlir-print-ir-* instrumentation writes them.
 */
#include <time.h>

#include "transforms/pass_int.h"

/* ==== Registry ==== */

#define MLB_PASS(def) extern const MlbPassDef def;
#include "transforms/passes.def"
#undef MLB_PASS

static const MlbPassDef *const all_passes[] = {
#define MLB_PASS(def) &def,
#include "transforms/passes.def"
#undef MLB_PASS
};

uint32_t mlb_num_passes(void) { return (uint32_t)MLB_ARRAY_LEN(all_passes); }

const MlbPassDef *mlb_pass_at(uint32_t i) {
  return i < mlb_num_passes() ? all_passes[i] : NULL;
}

const MlbPassDef *mlb_pass_lookup(const char *flag, size_t n) {
  for (uint32_t i = 0; i < mlb_num_passes(); i++) {
    const char *f = all_passes[i]->flag;
    if (strlen(f) == n && memcmp(f, flag, n) == 0)
      return all_passes[i];
  }
  return NULL;
}

double mlb_now_seconds(void) {
  struct timespec ts;
  if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
    return 0;
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ==== Finishing the pipeline ==== */

/* Merges adjacent nested pipelines on the same anchor, so that
 * `--pass-a --pass-b` on functions runs both on one function before the
 * next, as upstream's pass manager does before running. */
static void merge_adjacent(MlbPassManager *pm) {
  uint32_t out = 0;
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    MlbPassEntry *e = pm->entries.data[i];
    MlbPassEntry *prev = out ? pm->entries.data[out - 1] : NULL;
    if (prev && prev->nested && e->nested &&
        strcmp(prev->nested->anchor, e->nested->anchor) == 0) {
      for (uint32_t k = 0; k < e->nested->entries.len; k++)
        mlb_vec_push(&prev->nested->entries, e->nested->entries.data[k]);
      mlb_vec_free(&e->nested->entries);
      continue;
    }
    pm->entries.data[out++] = e;
  }
  pm->entries.len = out;
  for (uint32_t i = 0; i < pm->entries.len; i++)
    if (pm->entries.data[i]->nested)
      merge_adjacent(pm->entries.data[i]->nested);
}

/* ==== IR dumps ==== */

typedef struct Runner {
  MlbContext *ctx;
  MlbPipeline *pl;
  const MlbPassRunConfig *cfg;
} Runner;

static MlbOperation *top_op(MlbOperation *op) {
  MlbOperation *p;
  while ((p = mlb_op_parent_op(op)))
    op = p;
  return op;
}

/* `// -----// IR Dump After SymbolDCE (symbol-dce) //----- //` then the
 * op; a top-level op is followed by two blank lines, a nested one by one,
 * matching upstream's output byte for byte. */
static void dump_ir(Runner *r, const MlbPassDef *def, const char *when,
                    const char *suffix, MlbOperation *op) {
  if (!r->cfg->dump_out)
    return;
  MlbBuf out;
  mlb_buf_init(&out);
  mlb_buf_printf(&out, "// -----// IR Dump %s %s%s (%s) //----- //\n",
                 when, def->name, suffix, def->flag);
  MlbPrintFlags flags = {0};
  if (r->cfg->print_flags)
    flags = *r->cfg->print_flags;
  if (r->cfg->print_module_scope)
    op = top_op(op);
  bool top = mlb_op_parent_op(op) == NULL;
  flags.local_scope = flags.local_scope || !top;
  mlb_print_op(r->ctx, op, &flags, &out);
  mlb_buf_puts(&out, top ? "\n\n" : "\n");
  fwrite(out.data, 1, out.len, r->cfg->dump_out);
  fflush(r->cfg->dump_out);
  mlb_buf_free(&out);
}

/* ==== Running ==== */

static MlbStatus run_pm(Runner *r, MlbPassManager *pm, MlbOperation *op);

void mlb_pass_state_reset(MlbPassState *st, const MlbPassRunConfig *cfg) {
  st->verified = false;
  st->skip_statistics = cfg->skip_statistics;
  st->verify_after = cfg->verify_each;
}

void mlb_pass_sweep_end(MlbPassState *st) {
  if (st->sweep && st->sweep_free)
    st->sweep_free(st->sweep);
  st->sweep = NULL;
  st->sweep_free = NULL;
}

/* Ends the sweep sessions of pm's passes (deep: nested pipelines too). */
static void end_sweeps(MlbPassManager *pm, bool deep) {
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    MlbPassEntry *e = pm->entries.data[i];
    if (e->nested) {
      if (deep)
        end_sweeps(e->nested, true);
    } else {
      mlb_pass_sweep_end(&e->state);
    }
  }
}

MlbStatus mlb_pass_verify_after(MlbContext *ctx, MlbOperation *op,
                                const MlbPassState *st,
                                const MlbPassRunConfig *cfg, MlbStatus s) {
  if (s == MLB_SUCCESS && cfg->verify_each && !st->verified)
    s = mlb_verify(ctx, op);
  return s;
}

/* Between passes: the scratch arena is emptied and destroyed IR becomes
 * reusable (no pass holds on to it past its run). */
static void pass_boundary(Runner *r) {
  mlb_arena_destroy(&r->pl->scratch);
  mlb_arena_init(&r->pl->scratch);
  mlb_ir_recycle(r->ctx);
}

/* A pass with units runs as begin, unit on every unit, end, and is
 * verified on the way (pass_units.c); any other runs on the whole op and
 * is verified after it. */
static MlbStatus run_one(Runner *r, MlbPassEntry *e, MlbOperation *op) {
  MlbStatus st;
  if (e->def->units) {
    bool ran;
    st = mlb_run_by_units(r->ctx, op, &e, 1, r->cfg, &ran);
    pass_boundary(r);
    return st;
  }
  mlb_pass_state_reset(&e->state, r->cfg);
  if (!e->def->verify_edits || !e->state.verify_after) {
    st = e->def->run(r->ctx, op, e->opts, &e->state);
  } else {
    MlbEditLog log;
    mlb_edit_log_begin(r->ctx, &log);
    st = e->def->run(r->ctx, op, e->opts, &e->state);
    mlb_edit_log_end(r->ctx, &log);
    if (st == MLB_SUCCESS && !e->state.verified)
      e->state.verified = mlb_verify_edits(r->ctx, op, &log);
    mlb_vec_to_pool(&r->ctx->state_pool, &log.ops);
  }
  pass_boundary(r);
  return mlb_pass_verify_after(r->ctx, op, &e->state, r->cfg, st);
}

static MlbStatus run_pass(Runner *r, MlbPassEntry *e, MlbOperation *op) {
  const MlbPassDef *def = e->def;
  if (r->cfg->print_before_all)
    dump_ir(r, def, "Before", "", op);
  double t0 = mlb_now_seconds();
  MlbStatus st = run_one(r, e, op);
  e->seconds += mlb_now_seconds() - t0;
  if (st != MLB_SUCCESS) {
    if (r->cfg->print_after_failure)
      dump_ir(r, def, "After", " Failed", op);
    return MLB_FAILURE;
  }
  if (r->cfg->print_after_all)
    dump_ir(r, def, "After", "", op);
  return MLB_SUCCESS;
}

/* Children ahead of the one being run whose IR is asked for
 * (mlb_op_prefetch_next_ir). Measured with buffer-deallocation's
 * --mlir-timing row on gen_module's modules, interleaved runs: one ahead
 * (as before) 8.7-8.8 ms, two 8.5-8.6, four 8.4 for 2,000 functions
 * (base 9.0-9.1; a prefetch two or three ahead alone, without the nearer
 * ones, no better than one ahead); 20,000 functions: 91 ms with one, 83-86
 * with two to four. docs/copy-deallocation.md, "Speed". */
enum { PREFETCH_AHEAD = 4 };

/* Runs a nested pipeline on every immediate child op it is anchored on. */
static MlbStatus run_nested(Runner *r, MlbPassEntry *e, MlbOperation *op) {
  double t0 = mlb_now_seconds();
  MlbStatus st = MLB_SUCCESS;
  bool any = strcmp(e->nested->anchor, "any") == 0;
  for (uint32_t i = 0; i < op->num_regions && st == MLB_SUCCESS; i++) {
    for (MlbBlock *b = op->regions[i].first; b && st == MLB_SUCCESS;
         b = b->next) {
      for (MlbOperation *c = b->first, *next, *prev = NULL;
           c && st == MLB_SUCCESS; prev = c, c = next) {
        next = c->next;
        /* c's own IR once more, right before the pipeline's first walk
         * over it: asked for last while the previous child ran, part of
         * it has left the L1 cache since (docs/copy-deallocation.md,
         * session 32: the row 3-4% less on 2,000 functions). */
        mlb_op_prefetch_next_ir(prev, c);
        /* The IR of the next children, while the pipeline runs on c:
         * each child's is asked for PREFETCH_AHEAD times as it comes
         * closer, the first well before its first reads (a function's
         * IR ahead of the runner is out of cache on a large module). */
        MlbOperation *a = c;
        for (int k = 0; k < PREFETCH_AHEAD && a->next; k++, a = a->next)
          mlb_op_prefetch_next_ir(a, a->next);
        if (any || strcmp(c->name, e->nested->anchor) == 0)
          st = run_pm(r, e->nested, c);
      }
    }
  }
  /* The sweep is over: what its passes kept of these children goes
   * (nested pipelines inside ended theirs with their own sweeps). */
  end_sweeps(e->nested, false);
  e->seconds += mlb_now_seconds() - t0;
  return st;
}

/* How many entries from i on are passes with units (pass_units.c). */
static uint32_t unit_run_length(const MlbPassManager *pm, uint32_t i) {
  uint32_t n = 0;
  while (i + n < pm->entries.len && pm->entries.data[i + n]->def &&
         pm->entries.data[i + n]->def->units)
    n++;
  return n;
}

/* Whether IR dumps are asked for: they show the IR between two passes,
 * which a run function by function never has. */
static bool dumps(const MlbPassRunConfig *cfg) {
  return cfg->dump_out && (cfg->print_before_all || cfg->print_after_all ||
                           cfg->print_after_failure);
}

/* Two or more passes with units in a row run function by function when
 * the configuration asks for it; the wall time is not split among them. */
static MlbStatus run_units(Runner *r, MlbPassManager *pm, uint32_t i,
                           MlbOperation *op, uint32_t *ran) {
  *ran = 0;
  uint32_t n = r->cfg->by_units && !dumps(r->cfg) ? unit_run_length(pm, i) : 0;
  if (n < 2)
    return MLB_SUCCESS;
  bool done = false;
  MlbStatus st = mlb_run_by_units(r->ctx, op, &pm->entries.data[i], n,
                                  r->cfg, &done);
  if (!done)
    return MLB_SUCCESS;
  pass_boundary(r);
  *ran = n;
  return st;
}

MLB_HOT static MlbStatus run_pm(Runner *r, MlbPassManager *pm,
                                MlbOperation *op) {
  for (uint32_t i = 0; i < pm->entries.len;) {
    uint32_t ran;
    MLB_TRY(run_units(r, pm, i, op, &ran));
    if (ran) {
      i += ran;
      continue;
    }
    MlbPassEntry *e = pm->entries.data[i++];
    MLB_TRY(e->nested ? run_nested(r, e, op) : run_pass(r, e, op));
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_pipeline_run(MlbContext *ctx, MlbPipeline *pl, MlbOperation *op,
                           const MlbPassRunConfig *cfg) {
  if (strcmp(pl->root.anchor, "any") != 0 &&
      strcmp(pl->root.anchor, op->name) != 0)
    return mlb_emit_error(ctx, op->loc, "can't run '%s' pass manager on "
                          "'%s' op", pl->root.anchor, op->name);
  merge_adjacent(&pl->root);
  Runner r = {ctx, pl, cfg};
  MlbStatus st = run_pm(&r, &pl->root, op);
  /* Passes run on op itself, and sweeps a failure cut short. */
  end_sweeps(&pl->root, true);
  return st;
}
