/* opt_args.c - mlbuf-opt's command line, compatible with mlir-opt's.
 *
 * Flags may start with one or two dashes and take `=value`; flags that
 * require a value also accept it as the next argument. Every registered
 * pass is a flag too (`--symbol-dce`, `--symbol-dce=opt=1 other=2`).
 * Errors are worded as llvm::cl words them.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include "opt.h"

typedef enum FlagKind {
  F_BOOL,    /* --x, --x=true|false|1|0 */
  F_STRING,  /* --x=v or --x v */
  F_OPTSTR,  /* --x or --x=v (value optional, never the next argument) */
  F_IGNORED, /* accepted for compatibility, no effect */
  F_SPECIAL, /* handled by name in set_special */
} FlagKind;

typedef struct Flag {
  const char *name;
  FlagKind kind;
  size_t field;  /* offsetof the bool or const char* in OptConfig */
  size_t flag2;  /* F_OPTSTR: offsetof the bool set alongside */
  const char *value_desc;
  const char *help;
} Flag;

#define B(n, f, h) {n, F_BOOL, offsetof(OptConfig, f), 0, NULL, h}
#define S(n, f, v, h) {n, F_STRING, offsetof(OptConfig, f), 0, v, h}

static const Flag flags[] = {
    B("allow-unregistered-dialect", allow_unregistered,
      "Allow operation with no registered dialects"),
    B("dump-pass-pipeline", dump_pipeline,
      "Print the pipeline that will be run"),
    B("help", help, "Display available options"),
    {"mlir-disable-threading", F_IGNORED, 0, 0, NULL,
     "Accepted for compatibility (mlbuf is single-threaded)"},
    B("mlir-pass-statistics", stats, "Display the statistics of each pass"),
    {"mlir-pass-statistics-display", F_SPECIAL, 0, 0, "<value>",
     "Display method for pass statistics: list or pipeline"},
    B("mlir-print-assume-verified", print_assume_verified,
      "Skip op verification when using custom printers"),
    B("mlir-print-debuginfo", print_debuginfo,
      "Print debug info in MLIR output"),
    B("mlir-print-ir-after-all", print_after_all, "Print IR after each pass"),
    B("mlir-print-ir-after-failure", print_after_failure,
      "When printing the IR after a pass, only print if the pass failed"),
    B("mlir-print-ir-before-all", print_before_all,
      "Print IR before each pass"),
    B("mlir-print-ir-module-scope", print_module_scope,
      "When printing IR for print-ir-[before|after]{-all} always print the "
      "top-level operation"),
    B("mlir-print-local-scope", print_local_scope,
      "Print with local scope and inline information (eliding aliases for "
      "attributes, types, and locations)"),
    B("mlir-print-op-generic", print_generic,
      "Print the generic op form"),
    B("mlir-timing", timing, "Display execution times"),
    B("no-implicit-module", no_implicit_module,
      "Disable implicit addition of a top-level module op during parsing"),
    S("o", output, "<filename>", "Output filename"),
    S("op-semantics", op_semantics, "<filename>",
      "Load descriptions of ops' semantics (docs/op-semantics.md)"),
    S("output-split-marker", output_split_marker, "<string>",
      "Split marker to use for merging the ouput"),
    S("pass-pipeline", pipeline, "<string>",
      "Textual description of the pass pipeline to run"),
    B("show-dialects", show_dialects,
      "Print the list of registered dialects and exit"),
    {"split-input-file", F_OPTSTR, offsetof(OptConfig, split_marker),
     offsetof(OptConfig, split), "[=<string>]",
     "Split the input file into chunks using the given or default marker "
     "and process each chunk independently"},
    {"verify-diagnostics", F_SPECIAL, 0, 0, "[=<value>]",
     "Check that emitted diagnostics match expected-* lines on the "
     "corresponding line (=all, or =only-expected to ignore unexpected "
     "diagnostics)"},
    B("verify-each", verify_each,
      "Run the verifier after each transformation pass"),
    B("version", version, "Display the version of this program"),
};

#undef B
#undef S

static bool *bool_field(OptConfig *cfg, size_t off) {
  return (bool *)((char *)cfg + off);
}

static const char **str_field(OptConfig *cfg, size_t off) {
  return (const char **)((char *)cfg + off);
}

static int arg_error(const OptConfig *cfg, const char *fmt, const char *a,
                     const char *b) {
  fprintf(stderr, "mlbuf-opt: ");
  fprintf(stderr, fmt, a, b);
  fprintf(stderr, "\n");
  MLB_UNUSED(cfg);
  return 1;
}

static int set_special(OptConfig *cfg, const Flag *f, const char *value) {
  if (strcmp(f->name, "verify-diagnostics") == 0) {
    cfg->verify_diags = true;
    cfg->verify_only_expected = value && strcmp(value, "only-expected") == 0;
    if (value && *value && strcmp(value, "all") != 0 &&
        !cfg->verify_only_expected)
      return arg_error(cfg, "for the --%s option: Cannot find option named "
                       "'%s'!", f->name, value);
    return 0;
  }
  /* mlir-pass-statistics-display */
  if (value && strcmp(value, "list") == 0)
    cfg->stats_list = true;
  else if (value && strcmp(value, "pipeline") == 0)
    cfg->stats_list = false;
  else
    return arg_error(cfg, "for the --%s option: Cannot find option named "
                     "'%s'!", f->name, value ? value : "");
  return 0;
}

/* Applies flag `f` with `value` (NULL when not given). `next` is the next
 * argument, consumed (*used = true) by flags that need a value. */
static int set_flag(OptConfig *cfg, const Flag *f, const char *value,
                    const char *next, bool *used) {
  switch (f->kind) {
  case F_BOOL:
    if (!value)
      return *bool_field(cfg, f->field) = true, 0;
    if (mlb_parse_bool_text(value, strlen(value),
                            bool_field(cfg, f->field)))
      return 0;
    return arg_error(cfg, "for the --%s option: '%s' is invalid value for "
                     "boolean argument! Try 0 or 1", f->name, value);
  case F_STRING:
    if (!value) {
      if (!next)
        return arg_error(cfg, "for the --%s option: requires a value!%s",
                         f->name, "");
      value = next;
      *used = true;
    }
    *str_field(cfg, f->field) = value;
    return 0;
  case F_OPTSTR:
    *bool_field(cfg, f->flag2) = true;
    if (value && *value)
      *str_field(cfg, f->field) = value;
    return 0;
  case F_IGNORED:
    return 0;
  case F_SPECIAL:
    return set_special(cfg, f, value);
  }
  return 1;
}

static const Flag *find_flag(const char *name, size_t n) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(flags); i++)
    if (strlen(flags[i].name) == n && memcmp(flags[i].name, name, n) == 0)
      return &flags[i];
  return NULL;
}

/* One argument starting with '-'. Returns an exit status (0 = ok). */
static int parse_flag(OptConfig *cfg, const char *arg, const char *next,
                      bool *used) {
  const char *name = arg + 1 + (arg[1] == '-');
  const char *eq = strchr(name, '=');
  size_t n = eq ? (size_t)(eq - name) : strlen(name);
  const char *value = eq ? eq + 1 : NULL;
  const Flag *f = find_flag(name, n);
  if (f)
    return set_flag(cfg, f, value, next, used);
  const MlbPassDef *def = mlb_pass_lookup(name, n);
  if (def) {
    OptPassFlag pf = {def, value};
    mlb_vec_push(&cfg->passes, pf);
    return 0;
  }
  /* -o is a prefix option: -ofile works as in llvm::cl. */
  if (name[0] == 'o' && name == arg + 1)
    return cfg->output = name + 1, 0;
  fprintf(stderr, "mlbuf-opt: Unknown command line argument '%s'.  Try: "
          "'%s --help'\n", arg, cfg->prog);
  return 1;
}

int opt_parse_args(int argc, char **argv, OptConfig *cfg) {
  memset(cfg, 0, sizeof(*cfg));
  cfg->prog = argc > 0 ? argv[0] : "mlbuf-opt";
  cfg->output = "-";
  cfg->verify_each = true;
  bool only_positional = false;
  int positionals = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!only_positional && strcmp(a, "--") == 0) {
      only_positional = true;
      continue;
    }
    if (only_positional || a[0] != '-' || a[1] == '\0') {
      if (positionals++ == 1) {
        fprintf(stderr, "mlbuf-opt: Too many positional arguments "
                "specified!\nCan specify at most 1 positional arguments: "
                "See: %s --help\n", cfg->prog);
        return 1;
      }
      cfg->input = a;
      continue;
    }
    bool used = false;
    int rc = parse_flag(cfg, a, i + 1 < argc ? argv[i + 1] : NULL, &used);
    if (rc)
      return rc;
    i += used;
  }
  if (!cfg->input)
    cfg->input = "-";
  return 0;
}

void opt_config_free(OptConfig *cfg) { mlb_vec_free(&cfg->passes); }

/* ==== --help ==== */

#define HELP_COL 46

static void help_line(FILE *out, int indent, const char *left,
                      const char *sep, const char *help) {
  int w = fprintf(out, "%*s%s", indent, "", left);
  fprintf(out, "%*s - %s%s\n", w < HELP_COL ? HELP_COL - w : 1, "", sep,
          help);
}

static void help_pass(FILE *out, const MlbPassDef *def) {
  char left[256];
  snprintf(left, sizeof(left), "--%s", def->flag);
  help_line(out, 6, left, "  ", def->summary);
  for (uint32_t i = 0; i < def->num_options; i++) {
    const MlbPassOptDef *od = &def->options[i];
    static const char *const kind_desc[] = {"", "=<int>", "=<string>",
                                            "=<value>", "=<list>"};
    snprintf(left, sizeof(left), "--%s%s", od->name, kind_desc[od->kind]);
    help_line(out, 8, left, "", od->description);
    for (uint32_t k = 0; od->enum_values && od->enum_values[k]; k++) {
      snprintf(left, sizeof(left), "=%s", od->enum_values[k]);
      help_line(out, 10, left, "  ", od->enum_values[k]);
    }
  }
}

void opt_print_help(const OptConfig *cfg, FILE *out) {
  MlbBuf dialects;
  mlb_buf_init(&dialects);
  opt_dialect_names(&dialects, ", ");
  fprintf(out, "OVERVIEW: mlbuf modular optimizer driver\n\n"
               "Available Dialects: %s\n"
               "USAGE: %s [options] <input file>\n\nOPTIONS:\n\n"
               "General options:\n\n", mlb_buf_cstr(&dialects), "mlbuf-opt");
  mlb_buf_free(&dialects);
  MLB_UNUSED(cfg);
  for (size_t i = 0; i < MLB_ARRAY_LEN(flags); i++) {
    const Flag *f = &flags[i];
    char left[128];
    const char *vd = f->value_desc ? f->value_desc : "";
    snprintf(left, sizeof(left), "-%s%s%s%s", f->name[1] ? "-" : "",
             f->name, f->kind == F_OPTSTR || !f->value_desc ? "" :
             (f->name[1] ? "=" : " "), vd);
    help_line(out, 2, left, "", f->help);
  }
  fprintf(out, "  Compiler passes to run\n    Passes:\n");
  for (uint32_t i = 0; i < mlb_num_passes(); i++)
    help_pass(out, mlb_pass_at(i));
}
