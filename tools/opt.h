/* opt.h - mlbuf-opt's configuration, shared by its argument parser
 * (opt_args.c) and the code that processes the input (opt_run.c). */
#ifndef MLB_TOOLS_OPT_H
#define MLB_TOOLS_OPT_H

#include "transforms/pass.h"

#define MLBUF_VERSION "0.1.0"

typedef struct OptPassFlag {
  const MlbPassDef *def;
  const char *opts; /* text after `--flag=`, or NULL */
} OptPassFlag;

typedef struct OptConfig {
  const char *prog;   /* argv[0] */
  const char *input;  /* "-" = stdin */
  const char *output; /* "-" = stdout */
  bool split;
  const char *split_marker;        /* NULL = default */
  const char *output_split_marker; /* NULL = default */
  bool verify_diags, verify_only_expected;
  bool verify_each;
  bool allow_unregistered;
  bool print_generic, print_debuginfo, print_local_scope;
  bool print_assume_verified;
  bool print_before_all, print_after_all, print_after_failure;
  bool print_module_scope;
  bool timing;
  bool no_implicit_module; /* root is the single top-level op */
  bool stats, stats_list;
  bool dump_pipeline, show_dialects;
  bool help, version;
  const char *pipeline; /* --pass-pipeline */
  const char *op_semantics; /* --op-semantics: op-semantics file */
  MLB_VEC(OptPassFlag) passes; /* in command-line order */
} OptConfig;

/* Parses argv into cfg. Returns 0 on success, else the exit status after
 * printing an error (upstream's llvm::cl wording). */
int opt_parse_args(int argc, char **argv, OptConfig *cfg);
void opt_config_free(OptConfig *cfg);
/* --help text: options, then every registered pass with its options. */
void opt_print_help(const OptConfig *cfg, FILE *out);
/* Comma-separated registered dialect names, sorted. */
void opt_dialect_names(MlbBuf *out, const char *sep);

/* Reads the input, processes it (split or whole) and writes the output.
 * Returns the process exit status. */
int opt_run(const OptConfig *cfg);

#endif
