/* pass.h - passes, their options and statistics, and pass pipelines.
 *
 * A pass is data: an MlbPassDef names it (the command-line flag and the
 * class-like name upstream prints in dumps and reports), says which op it
 * anchors on, lists typed options and statistics, and points at `run`, or
 * at `units` for a pass that works function by function (MlbPassUnits).
 * Every pass is listed once in passes.def; the registry, the pipeline
 * parser, the driver's flags and --help all read that list.
 *
 * A pipeline mirrors MLIR's OpPassManager tree: a list of entries anchored
 * on one op name, where an entry is either a pass or a nested pipeline that
 * runs on the immediate child ops with its anchor name
 * (`builtin.module(func.func(cse), symbol-dce)`).
 */
#ifndef MLB_TRANSFORMS_PASS_H
#define MLB_TRANSFORMS_PASS_H

#include <stdio.h>

#include "ir/ir.h"
#include "print/print.h"

/* ==== Pass definitions ==== */
typedef enum MlbPassOptKind {
  MLB_OPT_BOOL,
  MLB_OPT_INT,
  MLB_OPT_STRING,
  MLB_OPT_ENUM, /* one of `enum_values` */
  MLB_OPT_LIST, /* comma separated; elements of kind `elem` */
} MlbPassOptKind;

typedef struct MlbPassOptDef {
  const char *name; /* as written in `pass{name=value}` */
  MlbPassOptKind kind;
  MlbPassOptKind elem;      /* MLB_OPT_LIST: MLB_OPT_INT or MLB_OPT_STRING */
  const char *default_text; /* parsed like user text; NULL = empty/0/false */
  const char *description;
  const char *const *enum_values; /* MLB_OPT_ENUM: NULL terminated */
} MlbPassOptDef;

/* The value of one option. Strings point into the pipeline's arena. */
typedef struct MlbPassOptValue {
  bool set;   /* given explicitly (not the default) */
  bool b;     /* MLB_OPT_BOOL */
  int64_t i;  /* MLB_OPT_INT; MLB_OPT_ENUM: index into enum_values */
  const char *s; /* MLB_OPT_STRING, MLB_OPT_ENUM (the chosen name) */
  uint32_t n; /* MLB_OPT_LIST: element count */
  const char **items; /* MLB_OPT_LIST of strings */
  int64_t *ints;      /* MLB_OPT_LIST of ints */
} MlbPassOptValue;

typedef struct MlbPassStatDef {
  const char *name; /* "num-dce'd" */
  const char *description;
} MlbPassStatDef;

/* Per pass-instance state handed to `run`. */
typedef struct MlbPassState {
  const struct MlbPassDef *def;
  uint64_t *stats; /* def->num_stats counters, summed over all runs */
  MlbArena *scratch; /* reset after each run of the pass */
  /* Set by a run that leaves its op known valid: unchanged since it was
   * last verified, or verified by the pass itself (a nested pipeline run
   * with verification). The pass manager then skips --verify-each for that
   * run, as upstream skips passes that preserve all analyses. Cleared
   * before each run. */
  bool verified;
  /* Nobody will read the counters (no --mlir-pass-statistics): a pass may
   * skip work done only to fill them. */
  bool skip_statistics;
  /* The pass manager verifies the op after this run (--verify-each) unless
   * the run sets `verified`. */
  bool verify_after;
  /* What a pass keeps for one sweep: the runs of a nested pipeline over
   * the children of one op (every function of a module), which a `run`
   * pass otherwise sees one at a time. The pass sets both; the pass
   * manager calls sweep_free(sweep) and clears them when the sweep ends
   * (mlb_pass_sweep_end), however it ends, and at the end of a pipeline
   * run. NULL between sweeps. What the session may assume of the IR
   * between two runs is the pass's to argue: other passes of the same
   * nested pipeline run on each child in between, before and after this
   * one. */
  void *sweep;
  void (*sweep_free)(void *sweep);
} MlbPassState;

/* Ends the pass's sweep session (pass manager; harmless without one). */
void mlb_pass_sweep_end(MlbPassState *st);

/* A pass that works one unit (an op directly in the root's single block:
 * a function) at a time. Such a pass has no whole-root run: the pass
 * manager runs it as begin, unit on every unit, end (pass_units.c), and
 * may run several such passes function by function (every pass on the
 * first function, then on the next, each staying in cache, instead of
 * each pass streaming the whole module through memory).
 *
 * The promise that makes this exact: a unit step reads and changes only
 * its unit (and ops it adds at the root level), its result does not depend
 * on any other unit, and begin reads nothing a unit step of another pass
 * changes. A session holds no pointer to IR it did not get through
 * begin, observe or unit. Destroyed IR is reused after each unit when
 * every session forgets the units it is done with, else after each run of
 * passes.
 *
 * The pass manager alone verifies (--verify-each): each unit after a step
 * that changed it, while in cache, then the rest of the root, before end;
 * a run that changed nothing leaves the root as verified before.
 * Diagnostics and statistics come out as one pass after the other gives
 * them (see pass_units.c). */
typedef struct MlbPassUnits {
  /* Starts a run over `root` (any op: the pass manager may run the pass
   * wherever it is scheduled) and always makes a session. True: the run
   * goes unit by unit (the root must split, mlb_units_split). False: the
   * pass does not split this root (a root of several blocks, a function,
   * a module whose own ops the pass changes); then `unit` is called once,
   * with the root itself, and does the whole root's work, its own
   * observation and preparation included (observe and prepare are not
   * called). Begin changes no IR and emits nothing. */
  bool (*begin)(MlbContext *ctx, MlbOperation *root,
                const MlbPassOptValue *opts, struct MlbPassState *st,
                void **session);
  /* Optional: shown every unit, after the earlier passes are done with
   * it, before `prepare`; for a pass that needs to see the whole root
   * before its first unit. */
  void (*observe)(void *session, MlbOperation *unit);
  MlbStatus (*prepare)(void *session);
  /* Runs on one unit (or the root, see begin); *changed: whether it
   * changed anything. */
  MlbStatus (*unit)(void *session, MlbOperation *unit, bool *changed);
  /* Ends the run, `s` being its status so far (verification included);
   * frees the session. Changes no IR: what it reports (a failure, a
   * diagnostic, statistics) comes after the verification. */
  MlbStatus (*end)(void *session, MlbStatus s);
  /* Optional: true when the session keeps no pointer to the IR of units
   * it is done with (nor to what it erased there), so that the run may
   * reuse destroyed IR after each unit instead of after the pass. NULL:
   * never. */
  bool (*forgets_units)(void *session);
} MlbPassUnits;

/* forgets_units of a session that keeps nothing of a unit once done with
 * it (pass_units.c). */
bool mlb_units_forget_always(void *session);
/* Whether `root` splits into units: one region of one block, whose ops
 * are the units. */
bool mlb_units_split(const MlbOperation *root);

typedef struct MlbPassDef {
  const char *flag; /* "symbol-dce" */
  const char *name; /* "SymbolDCE": used in IR dumps, timing, statistics */
  /* Op name the pass runs on ("builtin.module", "func.func", ...), or "any"
   * for passes that run on whatever op they are scheduled on. */
  const char *anchor;
  const char *summary;
  const MlbPassOptDef *options;
  uint32_t num_options;
  const MlbPassStatDef *stats;
  uint32_t num_stats;
  /* Exactly one of run and units is set. */
  /* Runs on `op`; opts[i] is the value of options[i]. MLB_FAILURE means the
   * pass failed; it should have emitted a diagnostic saying why. */
  MlbStatus (*run)(MlbContext *ctx, MlbOperation *op,
                   const MlbPassOptValue *opts, MlbPassState *st);
  /* A pass that works unit by unit (see MlbPassUnits). */
  const MlbPassUnits *units;
  /* A `run` pass that changes IR only through the IR API (ir.h: no write
   * of an IR field of its own, nor by anything it calls): the API records
   * its changes (ir.h, "Edits"), and --verify-each checks only what they
   * can have broken (mlb_verify_edits), the whole op when it cannot
   * tell. */
  bool verify_edits;
} MlbPassDef;

/* llvm::cl's boolean spellings: true/TRUE/True/1, false/FALSE/False/0. */
bool mlb_parse_bool_text(const char *v, size_t n, bool *out);

/* ==== Registry (passes.def) ==== */
uint32_t mlb_num_passes(void);
const MlbPassDef *mlb_pass_at(uint32_t i); /* sorted by flag */
const MlbPassDef *mlb_pass_lookup(const char *flag, size_t n);

/* ==== Pipelines ==== */
typedef struct MlbPassEntry MlbPassEntry;
typedef struct MlbPassManager {
  const char *anchor; /* op name or "any" */
  const char *label;  /* "'func.func' Pipeline" for reports */
  MLB_VEC(MlbPassEntry *) entries;
} MlbPassManager;

struct MlbPassEntry {
  const MlbPassDef *def;   /* NULL for a nested pipeline */
  MlbPassOptValue *opts;   /* def->num_options values */
  MlbPassState state;
  MlbPassManager *nested;  /* when def == NULL */
  double seconds;          /* wall time over all runs */
};

typedef struct MlbPipeline {
  MlbPassManager root;
  MlbArena arena; /* entries, option values, strings */
  MlbArena scratch;
  bool has_cli_passes; /* built from --pass-name flags */
  bool has_textual;    /* built from --pass-pipeline */
} MlbPipeline;

/* Creates an empty pipeline anchored on `root_anchor` (copied). */
MlbPipeline *mlb_pipeline_create(const char *root_anchor);
void mlb_pipeline_destroy(MlbPipeline *pl);

/* Parses upstream's textual form `anchor(pass{opt=v},nested(pass))` and
 * appends its passes. The outer anchor must match the root anchor. Errors
 * are emitted at an unknown location in upstream's wording. */
MLB_MUST_CHECK MlbStatus mlb_pipeline_parse(MlbContext *ctx, MlbPipeline *pl,
                             const char *text);
/* Adds a pass given on the command line (`--flag` or `--flag=opts`), nesting
 * it into an `anchor(...)` pipeline when it is anchored on a different op
 * than the root, as upstream's implicit nesting does. `opts` may be NULL. */
MLB_MUST_CHECK MlbStatus mlb_pipeline_add_cli_pass(MlbContext *ctx, MlbPipeline *pl,
                                    const MlbPassDef *def, const char *opts);
/* Prints the pipeline as upstream's --dump-pass-pipeline does. */
void mlb_pipeline_dump(const MlbPipeline *pl, MlbBuf *out);

/* ==== Running ==== */
typedef struct MlbPassRunConfig {
  bool verify_each;        /* --verify-each (default on) */
  bool print_before_all;   /* --mlir-print-ir-before-all */
  bool print_after_all;    /* --mlir-print-ir-after-all */
  bool print_after_failure; /* --mlir-print-ir-after-failure */
  bool print_module_scope; /* --mlir-print-ir-module-scope */
  const MlbPrintFlags *print_flags; /* for IR dumps; NULL = defaults */
  /* IR dumps are written here as they happen (upstream: stderr), so they
   * interleave with diagnostics in order. NULL = no dumps. */
  FILE *dump_out;
  /* No statistics report will be made: see MlbPassState.skip_statistics. */
  bool skip_statistics;
  /* Consecutive passes with units run function by function, every pass
   * on one unit before the next (pass_units.c); without it each runs over
   * every unit before the next pass starts. Ignored with IR dumps, which
   * would show the IR between two passes run that way. */
  bool by_units;
} MlbPassRunConfig;

/* Runs the pipeline on `op` (normally the module). Finishes adjacent nested
 * pipelines with the same anchor into one first, as upstream does. */
MLB_MUST_CHECK MlbStatus mlb_pipeline_run(MlbContext *ctx, MlbPipeline *pl, MlbOperation *op,
                           const MlbPassRunConfig *cfg);

/* ==== Reports (pass_report.c) ==== */
typedef struct MlbTimeEntry {
  const char *name;
  uint32_t indent;
  double seconds;
} MlbTimeEntry;
typedef MLB_VEC(MlbTimeEntry) MlbTimeEntryVec;

/* Appends one entry per pass and nested pipeline, in pipeline order. */
void mlb_pipeline_collect_times(const MlbPipeline *pl, MlbTimeEntryVec *out);
/* Upstream's "... Execution time report ..." for top-level entries that
 * sum to at most `total`; a "Rest" line takes up the difference. */
void mlb_timing_report(const MlbTimeEntry *e, uint32_t n, double total,
                       MlbBuf *out);
/* Upstream's "... Pass statistics report ..." (pipeline or list view). */
void mlb_pipeline_stats_report(const MlbPipeline *pl, bool as_list,
                               MlbBuf *out);
/* Wall clock in seconds (C11 timespec_get). */
double mlb_now_seconds(void);

#endif
