/* pass_report.c - upstream-style --mlir-timing and --mlir-pass-statistics
 * reports for a pipeline that has run.
 */
#include "transforms/pass_int.h"

/* The banner both reports open with: a rule, the centred title, a rule. */
static void banner(MlbBuf *out, const char *title) {
  static const char rule[] = "===-------------------------------------------"
                             "------------------------------===\n";
  size_t pad = (80 - strlen(title)) / 2;
  mlb_buf_puts(out, rule);
  mlb_buf_printf(out, "%*s%s\n", (int)pad, "", title);
  mlb_buf_puts(out, rule);
}

/* ==== Timing ==== */

static void collect(const MlbPassManager *pm, uint32_t indent,
                    MlbTimeEntryVec *out) {
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    const MlbPassEntry *e = pm->entries.data[i];
    MlbTimeEntry t = {e->nested ? e->nested->label : e->def->name, indent,
                      e->seconds};
    mlb_vec_push(out, t);
    if (e->nested)
      collect(e->nested, indent + 2, out);
  }
}

void mlb_pipeline_collect_times(const MlbPipeline *pl, MlbTimeEntryVec *out) {
  collect(&pl->root, 0, out);
}

static void time_line(MlbBuf *out, double s, double total, uint32_t indent,
                      const char *name) {
  double pct = total > 0 ? 100.0 * s / total : 0.0;
  mlb_buf_printf(out, "  %8.4f (%5.1f%%)  %*s%s\n", s, pct, (int)indent, "",
                 name);
}

void mlb_timing_report(const MlbTimeEntry *e, uint32_t n, double total,
                       MlbBuf *out) {
  double used = 0;
  for (uint32_t i = 0; i < n; i++)
    if (e[i].indent == 0)
      used += e[i].seconds;
  if (total < used)
    total = used;
  banner(out, "... Execution time report ...");
  mlb_buf_printf(out, "  Total Execution Time: %.4f seconds\n\n", total);
  mlb_buf_puts(out, "  ----Wall Time----  ----Name----\n");
  for (uint32_t i = 0; i < n; i++)
    time_line(out, e[i].seconds, total, e[i].indent, e[i].name);
  time_line(out, total - used, total, 0, "Rest");
  time_line(out, total, total, 0, "Total");
}

/* ==== Statistics ==== */

static int num_width(uint64_t v) {
  int w = 1;
  while (v >= 10)
    v /= 10, w++;
  return w;
}

/* The pass name, then `(S) value name - description` per statistic,
 * sorted by statistic name with aligned columns. */
static void stat_entry(MlbBuf *out, uint32_t indent, const MlbPassDef *def,
                       const uint64_t *vals) {
  mlb_buf_printf(out, "%*s%s\n", (int)indent, "", def->name);
  int name_w = 0, val_w = 0;
  for (uint32_t i = 0; i < def->num_stats; i++) {
    int nw = (int)strlen(def->stats[i].name);
    name_w = nw > name_w ? nw : name_w;
    val_w = num_width(vals[i]) > val_w ? num_width(vals[i]) : val_w;
  }
  bool *done = mlb_calloc(def->num_stats + 1, sizeof(bool));
  for (uint32_t k = 0; k < def->num_stats; k++) {
    uint32_t b = UINT32_MAX;
    for (uint32_t i = 0; i < def->num_stats; i++)
      if (!done[i] && (b == UINT32_MAX ||
                       strcmp(def->stats[i].name, def->stats[b].name) < 0))
        b = i;
    done[b] = true;
    mlb_buf_printf(out, "%*s(S) %*llu %-*s - %s\n", (int)indent + 2, "",
                   val_w, (unsigned long long)vals[b], name_w,
                   def->stats[b].name, def->stats[b].description);
  }
  mlb_free(done);
}

static void stats_pipeline(const MlbPassManager *pm, uint32_t indent,
                           MlbBuf *out) {
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    const MlbPassEntry *e = pm->entries.data[i];
    if (e->nested) {
      mlb_buf_printf(out, "%*s%s\n", (int)indent, "", e->nested->label);
      stats_pipeline(e->nested, indent + 2, out);
    } else {
      stat_entry(out, indent, e->def, e->state.stats);
    }
  }
}

/* List view: one entry per pass kind with statistics, counters summed over
 * every instance, sorted by pass name. */
typedef struct StatSum {
  const MlbPassDef *def;
  uint64_t *vals;
} StatSum;
typedef MLB_VEC(StatSum) StatSumVec;

static void sum_stats(const MlbPassManager *pm, StatSumVec *sums) {
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    const MlbPassEntry *e = pm->entries.data[i];
    if (e->nested) {
      sum_stats(e->nested, sums);
      continue;
    }
    if (e->def->num_stats == 0)
      continue;
    StatSum *s = NULL;
    for (uint32_t k = 0; k < sums->len && !s; k++)
      if (sums->data[k].def == e->def)
        s = &sums->data[k];
    if (!s) {
      StatSum fresh = {e->def, mlb_calloc(e->def->num_stats,
                                          sizeof(uint64_t))};
      mlb_vec_push(sums, fresh);
      s = &mlb_vec_last(sums);
    }
    for (uint32_t k = 0; k < e->def->num_stats; k++)
      s->vals[k] += e->state.stats[k];
  }
}

static void stats_list(const MlbPassManager *pm, MlbBuf *out) {
  StatSumVec sums = {0};
  sum_stats(pm, &sums);
  for (uint32_t i = 0; i < sums.len; i++)
    for (uint32_t j = i + 1; j < sums.len; j++)
      if (strcmp(sums.data[j].def->name, sums.data[i].def->name) < 0) {
        StatSum t = sums.data[i];
        sums.data[i] = sums.data[j];
        sums.data[j] = t;
      }
  for (uint32_t i = 0; i < sums.len; i++) {
    stat_entry(out, 2, sums.data[i].def, sums.data[i].vals);
    mlb_free(sums.data[i].vals);
  }
  mlb_vec_free(&sums);
}

void mlb_pipeline_stats_report(const MlbPipeline *pl, bool as_list,
                               MlbBuf *out) {
  banner(out, "... Pass statistics report ...");
  if (as_list)
    stats_list(&pl->root, out);
  else
    stats_pipeline(&pl->root, 0, out);
  mlb_buf_puts(out, "\n");
}
