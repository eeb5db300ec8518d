/* mlbuf-run.c - executes MLIR on mlbuf's checked heap.
 *
 *   mlbuf-run [FILE|-] [-e NAME] [--check] [--stats] [--json]
 *             [--max-errors=N] [--allow-unregistered-dialect]
 *             [--op-semantics=FILE] [--] [ARGS...]
 *
 * Parses and verifies the input (stdin when FILE is absent or "-"), runs
 * function NAME (default "main") with ARGS typed by its signature, prints
 * each returned value on its own line. Memory errors are reported on
 * stderr as `file:line:col: error: <kind>: ...`; with --check any of them
 * makes the exit status 1. --stats (text) or --json print counters on
 * stderr after the run.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "dialects/registry.h"
#include "interfaces/semantics_file.h"
#include "interp/interp.h"
#include "parse/parse.h"
#include "print/print.h"

typedef struct RunConfig {
  const char *input;
  const char *entry;
  const char *semantics;
  bool check, stats, json, allow_unregistered;
  uint32_t max_errors;
  MLB_VEC(const char *) args;
} RunConfig;

static void usage(FILE *out) {
  fputs("usage: mlbuf-run [FILE|-] [-e NAME] [--check] [--stats] [--json]\n"
        "                 [--max-errors=N] [--allow-unregistered-dialect]\n"
        "                 [--op-semantics=FILE] [--] [ARGS...]\n"
        "ARGS are typed by the entry function's signature: 42, -1.5, true,\n"
        "memref:4x4xf32=1.0, memref:3xi32=[1, 2, 3], tensor:2xf64=0.5\n",
        out);
}

/* A value of an option given as `--opt=V` or `--opt V`. */
static const char *option_value(int argc, char **argv, int *i,
                                const char *arg, size_t name_len) {
  if (arg[name_len] == '=')
    return arg + name_len + 1;
  if (arg[name_len] == 0 && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

static bool is_option(const char *a) {
  /* Negative numbers are program arguments. */
  return a[0] == '-' && a[1] && !(a[1] >= '0' && a[1] <= '9') && a[1] != '.';
}

static int parse_option(int argc, char **argv, int *i, RunConfig *c) {
  const char *a = argv[*i];
  const char *v;
  if (!strcmp(a, "--check"))
    c->check = true;
  else if (!strcmp(a, "--stats"))
    c->stats = true;
  else if (!strcmp(a, "--json"))
    c->json = true;
  else if (!strcmp(a, "--allow-unregistered-dialect"))
    c->allow_unregistered = true;
  else if (!strcmp(a, "--help") || !strcmp(a, "-h"))
    return usage(stdout), -1;
  else if (!strncmp(a, "-e", 2) && (v = option_value(argc, argv, i, a, 2)))
    c->entry = v;
  else if (!strncmp(a, "--entry-point", 13) &&
           (v = option_value(argc, argv, i, a, 13)))
    c->entry = v;
  else if (!strncmp(a, "--op-semantics", 14) &&
           (v = option_value(argc, argv, i, a, 14)))
    c->semantics = v;
  else if (!strncmp(a, "--max-errors", 12) &&
           (v = option_value(argc, argv, i, a, 12)))
    c->max_errors = (uint32_t)strtoul(v, NULL, 10);
  else {
    fprintf(stderr, "mlbuf-run: unknown option '%s'\n", a);
    usage(stderr);
    return 2;
  }
  return 0;
}

static int parse_args(int argc, char **argv, RunConfig *c) {
  c->entry = "main";
  bool only_positional = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!only_positional && !strcmp(a, "--")) {
      only_positional = true;
    } else if (!only_positional && is_option(a)) {
      int rc = parse_option(argc, argv, &i, c);
      if (rc)
        return rc;
    } else if (!c->input) {
      c->input = a;
    } else {
      mlb_vec_push(&c->args, a);
    }
  }
  if (!c->input)
    c->input = "-";
  return 0;
}

static char *read_input(const char *path, size_t *len) {
  if (strcmp(path, "-"))
    return mlb_read_file(path, len);
  MlbBuf b;
  mlb_buf_init(&b);
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, stdin)) > 0)
    mlb_buf_putn(&b, tmp, n);
  *len = b.len;
  return b.data ? b.data : mlb_calloc(1, 1);
}

static void print_stats(const RunConfig *c, MlbInterp *in) {
  MlbInterpStats s;
  mlb_interp_get_stats(in, &s);
  MlbBuf b;
  mlb_buf_init(&b);
  if (c->json)
    mlb_interp_stats_json(&s, &b);
  else
    mlb_interp_stats_text(&s, &b);
  fflush(stdout);
  fputs(mlb_buf_cstr(&b), stderr);
  mlb_buf_free(&b);
}

/* Parses, verifies and runs; returns the exit status. */
static int run(const RunConfig *c, const char *name, const char *text,
               size_t len) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  ctx->allow_unregistered = c->allow_unregistered;
  mlb_print_install(ctx);
  int rc = 1;
  if (c->semantics && mlb_semantics_load_file(ctx, c->semantics)) {
    mlb_context_destroy(ctx);
    return 1;
  }
  mlb_context_add_source(ctx, name, text, len);
  MlbOperation *module = mlb_parse_source(ctx, name, text, len, 1);
  if (module && mlb_verify(ctx, module) == MLB_SUCCESS) {
    MlbInterpOptions opts = {stdout, c->max_errors};
    MlbInterp *in = mlb_interp_create(ctx, module, &opts);
    MlbStatus st = mlb_interp_run(in, c->entry, c->args.len, c->args.data);
    fflush(stdout);
    MlbInterpStats s;
    mlb_interp_get_stats(in, &s);
    rc = st != MLB_SUCCESS || (c->check && s.violations) ? 1 : 0;
    if (c->stats || c->json)
      print_stats(c, in);
    mlb_interp_destroy(in);
  }
  mlb_context_destroy(ctx);
  return rc;
}

int main(int argc, char **argv) {
  RunConfig cfg;
  memset(&cfg, 0, sizeof cfg);
  int rc = parse_args(argc, argv, &cfg);
  if (rc) {
    mlb_vec_free(&cfg.args);
    return rc < 0 ? 0 : rc;
  }
  size_t len = 0;
  char *text = read_input(cfg.input, &len);
  if (!text) {
    fprintf(stderr, "mlbuf-run: cannot open input file '%s': %s\n",
            cfg.input, strerror(errno));
    mlb_vec_free(&cfg.args);
    return 1;
  }
  const char *name = strcmp(cfg.input, "-") ? cfg.input : "<stdin>";
  rc = run(&cfg, name, text, len);
  mlb_free(text);
  mlb_vec_free(&cfg.args);
  return rc;
}
