/* opt_run.c - what mlbuf-opt does with its input, as mlir-opt does it.
 *
 * The input is read whole, optionally cut into --split-input-file chunks,
 * and each chunk is processed in a fresh context: parse, verify, build and
 * run the pass pipeline, print. Outputs are joined with the split marker
 * and written at the end, except the last one, which streams to its
 * destination while it is printed when nothing can follow it on stderr.
 * Diagnostics keep the original file's name, lines and columns. Under
 * --verify-diagnostics one verifier covers the whole file and decides the
 * exit status.
 */
#if (defined(__unix__) || defined(__APPLE__)) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fstat, ftello, ftruncate */
#endif
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/stat.h>
#include <unistd.h>
#define OPT_HAVE_POSIX 1
#endif

#include "dialects/registry.h"
#include "interfaces/interfaces.h"
#include "interfaces/semantics_file.h"
#include "parse/parse.h"
#include "print/print.h"
#include "support/split_input.h"
#include "ir/verify_diag.h"
#include "opt.h"

typedef MLB_VEC(const char *) NameVec;

void opt_dialect_names(MlbBuf *out, const char *sep) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  NameVec names = {0};
  for (uint32_t i = 0; i < ctx->dialects.cap; i++)
    if (ctx->dialects.slots && ctx->dialects.slots[i].key)
      mlb_vec_push(&names, ctx->dialects.slots[i].key);
  for (uint32_t i = 0; i < names.len; i++)
    for (uint32_t j = i + 1; j < names.len; j++)
      if (strcmp(names.data[j], names.data[i]) < 0) {
        const char *t = names.data[i];
        names.data[i] = names.data[j];
        names.data[j] = t;
      }
  for (uint32_t i = 0; i < names.len; i++)
    mlb_buf_printf(out, "%s%s", i ? sep : "", names.data[i]);
  mlb_vec_free(&names);
  mlb_context_destroy(ctx);
}

/* ==== Output ==== */

/* Where the output goes once printing streams: stdout, or the -o file,
 * opened only when the run is known to succeed (as upstream, a failing
 * run leaves no file). */
typedef struct Output {
  FILE *f;       /* NULL: the output is written whole at the end */
  bool regular;  /* a regular file: text can be taken back by truncating */
  bool failed;   /* taking text back failed */
} Output;

static void output_write(void *user, const char *s, size_t n) {
  Output *o = user;
  fwrite(s, 1, n, o->f);
}

static void output_unwrite(void *user, size_t n) {
  Output *o = user;
  if (!o->regular) /* /dev/null */
    return;
#ifdef OPT_HAVE_POSIX
  fflush(o->f);
  off_t end = ftello(o->f);
  if (end >= (off_t)n && ftruncate(fileno(o->f), end - (off_t)n) == 0 &&
      fseeko(o->f, end - (off_t)n, SEEK_SET) == 0)
    return;
#endif
  o->failed = true;
}

/* Text written to a regular file or /dev/null can be taken back; not that
 * written to a pipe or terminal. */
static bool output_can_unwrite(Output *o) {
#ifdef OPT_HAVE_POSIX
  struct stat st, null_st;
  if (fstat(fileno(o->f), &st) != 0)
    return false;
  if (S_ISREG(st.st_mode)) {
    o->regular = true;
    return ftello(o->f) >= 0;
  }
  return S_ISCHR(st.st_mode) && stat("/dev/null", &null_st) == 0 &&
         st.st_rdev == null_st.st_rdev;
#else
  MLB_UNUSED(o);
  return false;
#endif
}

/* ==== One chunk ==== */

typedef struct Run {
  const OptConfig *cfg;
  const char *name;       /* buffer name used in locations */
  const char *text;       /* the whole input */
  size_t len;
  MlbDiagVerifier *verifier;
  MlbBuf out;             /* joined output */
  char *sem_text;         /* --op-semantics file, loaded into each chunk */
  size_t sem_len;
  bool sem_failed;        /* reported once; later chunks are skipped */
  bool last_chunk, failed_before; /* of the chunk being processed */
  Output dest;
} Run;

static MlbStatus build_pipeline(Run *r, MlbContext *ctx, MlbPipeline *pl) {
  for (uint32_t i = 0; i < r->cfg->passes.len; i++) {
    const OptPassFlag *pf = &r->cfg->passes.data[i];
    MLB_TRY(mlb_pipeline_add_cli_pass(ctx, pl, pf->def, pf->opts));
  }
  if (r->cfg->pipeline)
    MLB_TRY(mlb_pipeline_parse(ctx, pl, r->cfg->pipeline));
  if (r->cfg->dump_pipeline) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_pipeline_dump(pl, &b);
    fprintf(stderr, "%s\n", mlb_buf_cstr(&b));
    mlb_buf_free(&b);
  }
  return MLB_SUCCESS;
}

static void report_timing(MlbPipeline *pl, double parse, double output,
                          double total) {
  MlbTimeEntryVec times = {0};
  MlbTimeEntry p = {"Parser", 0, parse};
  mlb_vec_push(&times, p);
  if (pl)
    mlb_pipeline_collect_times(pl, &times);
  if (output >= 0) {
    MlbTimeEntry o = {"Output", 0, output};
    mlb_vec_push(&times, o);
  }
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_timing_report(times.data, times.len, total, &b);
  fputs(mlb_buf_cstr(&b), stderr);
  mlb_buf_free(&b);
  mlb_vec_free(&times);
}

/* Whether the module's text may go out while it is printed rather than
 * all at the end: only when it is the last output and nothing can follow
 * it on stderr (which may be the same file), and for -o once the run is
 * known to succeed. Opens the destination. */
static bool open_stream(Run *r, MlbPrintSink *sink) {
  const OptConfig *cfg = r->cfg;
  if (!r->last_chunk || cfg->verify_diags || cfg->timing)
    return false;
  if (strcmp(cfg->output, "-") == 0) {
    r->dest.f = stdout;
  } else {
    if (r->failed_before || !(r->dest.f = fopen(cfg->output, "wb")))
      return false; /* an open error is reported at the end, as before */
  }
  if (!output_can_unwrite(&r->dest))
    sink->unwrite = NULL;
  return true;
}

/* Builds and runs the pipeline on the parsed module, then prints it. */
static MlbStatus run_module(Run *r, MlbContext *ctx, MlbOperation *module,
                            MlbPipeline *pl, double *output_time) {
  const OptConfig *cfg = r->cfg;
  MLB_TRY(build_pipeline(r, ctx, pl));
  MlbPrintFlags pf = {.generic = cfg->print_generic,
                      .debuginfo = cfg->print_debuginfo,
                      .local_scope = cfg->print_local_scope,
                      .assume_verified = cfg->print_assume_verified};
  MlbPassRunConfig rc = {cfg->verify_each,       cfg->print_before_all,
                         cfg->print_after_all,   cfg->print_after_failure,
                         cfg->print_module_scope, &pf, stderr, !cfg->stats,
                         false};
  MlbStatus st = mlb_pipeline_run(ctx, pl, module, &rc);
  if (cfg->stats) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_pipeline_stats_report(pl, cfg->stats_list, &b);
    fputs(mlb_buf_cstr(&b), stderr);
    mlb_buf_free(&b);
  }
  MLB_TRY(st);
  /* The module was verified before the pipeline and, with verify-each,
   * after every pass: the printer need not verify it again. */
  if (cfg->verify_each)
    pf.assume_verified = pf.verified = true;
  double t0 = mlb_now_seconds();
  MlbPrintSink sink = {output_write, output_unwrite, &r->dest};
  if (open_stream(r, &sink))
    mlb_print_op_stream(ctx, module, &pf, &r->out, &sink);
  else
    mlb_print_op(ctx, module, &pf, &r->out);
  /* mlir-opt ends its output with an empty line, except in local scope. */
  if (!cfg->print_local_scope)
    mlb_buf_putc(&r->out, '\n');
  *output_time = mlb_now_seconds() - t0;
  return MLB_SUCCESS;
}

static MlbStatus process_chunk(Run *r, const MlbChunk *chunk) {
  double t_start = mlb_now_seconds();
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  ctx->allow_unregistered = r->cfg->allow_unregistered;
  mlb_print_install(ctx);
  /* Before the verifier attaches: errors in the semantics file are not
   * expected diagnostics of the input. */
  if (r->sem_text && (r->sem_failed ||
                      mlb_semantics_load(ctx, r->cfg->op_semantics,
                                         r->sem_text, r->sem_len))) {
    r->sem_failed = true;
    mlb_context_destroy(ctx);
    return MLB_FAILURE;
  }
  /* The whole file, so quoted lines match the chunk's original lines. */
  mlb_context_add_source(ctx, r->name, r->text, r->len);
  if (r->verifier)
    mlb_diag_verifier_attach(r->verifier, ctx);
  /* The parser needs NUL-terminated text: a chunk that is the whole input
   * is parsed in place (the read buffer is NUL terminated), others from a
   * padded copy. */
  size_t clen = r->len;
  char *copy = NULL;
  const char *ctext = r->text;
  if (chunk->text != r->text || chunk->len != r->len)
    ctext = copy = mlb_chunk_text(chunk, &clen);
  /* The implicit module is located at "name":0:0 for a chunk at the start
   * of the file, else at the chunk's first character, as upstream. */
  bool at_start = chunk->offset == 0;
  MlbOperation *(*parse)(MlbContext *, const char *, const char *, size_t,
                         uint32_t, uint32_t, uint32_t) =
      r->cfg->no_implicit_module ? mlb_parse_source_single
                                 : mlb_parse_source_at;
  MlbOperation *module =
      parse(ctx, r->name, ctext, clen, chunk->line, at_start ? 0 : chunk->line,
            at_start ? 0 : chunk->col);
  double t_parse = mlb_now_seconds() - t_start;
  MlbStatus st = module ? mlb_verify(ctx, module) : MLB_FAILURE;
  MlbPipeline *pl = NULL;
  double t_output = -1;
  if (st == MLB_SUCCESS) {
    pl = mlb_pipeline_create(module->name);
    st = run_module(r, ctx, module, pl, &t_output);
  }
  if (r->cfg->timing)
    report_timing(pl, t_parse, t_output, mlb_now_seconds() - t_start);
  mlb_pipeline_destroy(pl);
  mlb_context_destroy(ctx);
  mlb_free(copy);
  return st;
}

/* ==== Whole input ==== */

static MlbStatus process_all(Run *r) {
  MlbChunkVec chunks = {0};
  if (r->cfg->split) {
    MlbBuf warnings;
    mlb_buf_init(&warnings);
    mlb_split_input(r->name, r->text, r->len, r->cfg->split_marker, &chunks,
                    &warnings);
    fputs(mlb_buf_cstr(&warnings), stderr);
    mlb_buf_free(&warnings);
  } else {
    MlbChunk whole = {r->text, r->len, 0, 1, 1};
    mlb_vec_push(&chunks, whole);
  }
  const char *marker = r->cfg->output_split_marker
                           ? r->cfg->output_split_marker
                           : MLB_DEFAULT_SPLIT_MARKER;
  MlbStatus st = MLB_SUCCESS;
  for (uint32_t i = 0; i < chunks.len; i++) {
    if (i)
      mlb_buf_printf(&r->out, "%s\n", marker);
    r->last_chunk = i + 1 == chunks.len;
    r->failed_before = st != MLB_SUCCESS;
    /* A failing chunk does not stop the others. */
    if (process_chunk(r, &chunks.data[i]) != MLB_SUCCESS)
      st = MLB_FAILURE;
  }
  mlb_vec_free(&chunks);
  return st;
}

static int write_output(const OptConfig *cfg, Output *dest, const MlbBuf *out,
                        bool ok) {
  if (dest->f) { /* streamed: the rest */
    fwrite(out->data ? out->data : "", 1, out->len, dest->f);
    if (dest->failed)
      fprintf(stderr, "cannot rewrite output: %s\n", strerror(errno));
    if (dest->f == stdout) { /* as below, write errors are not checked */
      fflush(stdout);
      return dest->failed;
    }
    bool bad = dest->failed || ferror(dest->f);
    return fclose(dest->f) == 0 && !bad ? 0 : 1;
  }
  if (strcmp(cfg->output, "-") == 0) {
    fwrite(out->data ? out->data : "", 1, out->len, stdout);
    fflush(stdout);
    return 0;
  }
  if (!ok) /* as upstream, the output file is only kept on success */
    return 0;
  FILE *f = fopen(cfg->output, "wb");
  if (!f) {
    fprintf(stderr, "cannot open output file '%s': %s\n", cfg->output,
            strerror(errno));
    return 1;
  }
  fwrite(out->data ? out->data : "", 1, out->len, f);
  return fclose(f) == 0 ? 0 : 1;
}

int opt_run(const OptConfig *cfg) {
  Run r = {.cfg = cfg};
  if (cfg->op_semantics &&
      !(r.sem_text = mlb_read_file(cfg->op_semantics, &r.sem_len))) {
    fprintf(stderr, "cannot open op-semantics file '%s': %s\n",
            cfg->op_semantics, strerror(errno));
    return 1;
  }
  char *text;
  if (strcmp(cfg->input, "-") == 0) {
    r.name = "<stdin>";
    text = mlb_read_file("-", &r.len);
  } else {
    r.name = cfg->input;
    text = mlb_read_file(cfg->input, &r.len);
    if (!text) {
      fprintf(stderr, "cannot open input file '%s': %s\n", cfg->input,
              strerror(errno));
      mlb_free(r.sem_text);
      return 1;
    }
  }
  r.text = text;
  mlb_buf_init(&r.out);
  if (cfg->verify_diags)
    r.verifier = mlb_diag_verifier_create(r.name, r.text, r.len,
                                          cfg->verify_only_expected, stderr);
  MlbStatus st = process_all(&r);
  if (r.verifier) {
    st = mlb_diag_verifier_finish(r.verifier);
    mlb_diag_verifier_destroy(r.verifier);
  }
  if (r.sem_failed)
    st = MLB_FAILURE;
  mlb_free(r.sem_text);
  int rc = write_output(cfg, &r.dest, &r.out, st == MLB_SUCCESS);
  mlb_buf_free(&r.out);
  mlb_free(text);
  return st == MLB_SUCCESS ? rc : 1;
}
