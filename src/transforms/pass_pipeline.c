/* pass_pipeline.c - building pipelines: upstream's textual syntax, passes
 * given as command-line flags, and --dump-pass-pipeline.
 *
 *   pipeline ::= anchor `(` element (`,` element)* `)`
 *   element  ::= anchor `(` element (`,` element)* `)`
 *              | pass-flag (`{` options `}`)?
 *
 * Errors use upstream's wording. Syntax errors quote the text inside the
 * outer parentheses with a caret, as upstream's "MLIR Textual PassPipeline
 * Parser" source buffer does.
 */
#include "transforms/pass_int.h"

/* ==== Pipeline objects ==== */

MlbPipeline *mlb_pipeline_create(const char *root_anchor) {
  MlbPipeline *pl = mlb_calloc(1, sizeof(*pl));
  mlb_arena_init(&pl->arena);
  mlb_arena_init(&pl->scratch);
  pl->root.anchor = mlb_arena_strndup(&pl->arena, root_anchor,
                                      strlen(root_anchor));
  return pl;
}

static void pm_free(MlbPassManager *pm) {
  for (uint32_t i = 0; i < pm->entries.len; i++)
    if (pm->entries.data[i]->nested)
      pm_free(pm->entries.data[i]->nested);
  mlb_vec_free(&pm->entries);
}

void mlb_pipeline_destroy(MlbPipeline *pl) {
  if (!pl)
    return;
  pm_free(&pl->root);
  mlb_arena_destroy(&pl->arena);
  mlb_arena_destroy(&pl->scratch);
  mlb_free(pl);
}

MlbPassEntry *mlb_pm_add_pass(MlbPipeline *pl, MlbPassManager *pm,
                              const MlbPassDef *def, MlbPassOptValue *opts) {
  MlbPassEntry *e = mlb_arena_alloc(&pl->arena, sizeof(*e));
  e->def = def;
  e->opts = opts;
  e->state.def = def;
  e->state.scratch = &pl->scratch;
  if (def->num_stats)
    e->state.stats =
        mlb_arena_alloc(&pl->arena, def->num_stats * sizeof(uint64_t));
  mlb_vec_push(&pm->entries, e);
  return e;
}

MlbPassManager *mlb_pm_add_nested(MlbPipeline *pl, MlbPassManager *pm,
                                  const char *anchor, size_t n) {
  MlbPassEntry *e = mlb_arena_alloc(&pl->arena, sizeof(*e));
  MlbPassManager *nested = mlb_arena_alloc(&pl->arena, sizeof(*nested));
  nested->anchor = mlb_arena_strndup(&pl->arena, anchor, n);
  MlbBuf label;
  mlb_buf_init(&label);
  mlb_buf_printf(&label, "'%.*s' Pipeline", (int)n, anchor);
  nested->label = mlb_arena_strndup(&pl->arena, label.data, label.len);
  mlb_buf_free(&label);
  e->nested = nested;
  mlb_vec_push(&pm->entries, e);
  return nested;
}

bool mlb_pass_anchor_fits(const char *pm_anchor, const char *pass_anchor) {
  return strcmp(pass_anchor, "any") == 0 ||
         strcmp(pass_anchor, pm_anchor) == 0;
}

/* Adds `def` with option text to `pm`; on failure appends the reason to
 * err without upstream's "failed to add" trailer. */
static bool add_pass(MlbPipeline *pl, MlbPassManager *pm,
                     const MlbPassDef *def, const char *opts, size_t n,
                     MlbBuf *err) {
  if (!mlb_pass_anchor_fits(pm->anchor, def->anchor)) {
    mlb_buf_printf(err, "Can't add pass '%s' restricted to '%s' on a "
                   "PassManager intended to run on '%s', did you intend "
                   "to nest?", def->name, def->anchor, pm->anchor);
    return false;
  }
  MlbPassOptValue *vals = mlb_pass_opts_new(pl, def);
  if (n && !mlb_pass_opts_parse(pl, def, vals, opts, n, err))
    return false;
  mlb_pm_add_pass(pl, pm, def, vals);
  return true;
}

static MlbStatus emit_unknown(MlbContext *ctx, const MlbBuf *msg) {
  return mlb_emit_error(ctx, mlb_loc_unknown(ctx), "%s",
                        msg->data ? msg->data : "");
}

/* ==== Textual pipelines ==== */

typedef struct PipeParser {
  MlbContext *ctx;
  MlbPipeline *pl;
  const char *text; /* inside the outer parentheses */
  size_t len, pos;
} PipeParser;

/* Upstream's located error: quotes the line with a caret. */
static MlbStatus pp_error(PipeParser *p, size_t at, const char *msg) {
  size_t line_start = 0;
  uint32_t line = 1;
  for (size_t i = 0; i < at && i < p->len; i++)
    if (p->text[i] == '\n')
      line++, line_start = i + 1;
  size_t line_end = line_start;
  while (line_end < p->len && p->text[line_end] != '\n')
    line_end++;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_printf(&b, "MLIR Textual PassPipeline Parser:%u:%zu: error: %s\n",
                 line, at - line_start + 1, msg);
  mlb_buf_printf(&b, "%.*s\n%*s^\n", (int)(line_end - line_start),
                 p->text + line_start, (int)(at - line_start), "");
  emit_unknown(p->ctx, &b);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

static void pp_skip_space(PipeParser *p) {
  while (p->pos < p->len && (p->text[p->pos] == ' ' ||
                             p->text[p->pos] == '\t' ||
                             p->text[p->pos] == '\n'))
    p->pos++;
}

static bool pp_at(PipeParser *p, char c) {
  return p->pos < p->len && p->text[p->pos] == c;
}

static MlbStatus pp_elements(PipeParser *p, MlbPassManager *pm);

/* `{...}` after a pass name: returns the text between the braces. */
static MlbStatus pp_options(PipeParser *p, const char **opts, size_t *n) {
  size_t open = p->pos++;
  int depth = 1;
  for (size_t i = p->pos; i < p->len; i++) {
    if (p->text[i] == '{')
      depth++;
    if (p->text[i] == '}' && --depth == 0) {
      *opts = p->text + p->pos;
      *n = i - p->pos;
      p->pos = i + 1;
      return MLB_SUCCESS;
    }
  }
  return pp_error(p, open, "missing closing '}' while processing pass "
                           "options");
}

static MlbStatus pp_pass(PipeParser *p, MlbPassManager *pm, size_t start,
                         size_t nlen) {
  const char *name = p->text + start;
  const char *opts = "";
  size_t olen = 0;
  if (pp_at(p, '{'))
    MLB_TRY(pp_options(p, &opts, &olen));
  const MlbPassDef *def = mlb_pass_lookup(name, nlen);
  if (!def) {
    MlbBuf msg;
    mlb_buf_init(&msg);
    mlb_buf_printf(&msg, "'%.*s' does not refer to a registered pass or "
                   "pass pipeline", (int)nlen, name);
    pp_error(p, start, msg.data);
    mlb_buf_free(&msg);
    return MLB_FAILURE;
  }
  MlbBuf err;
  mlb_buf_init(&err);
  MlbStatus st = MLB_SUCCESS;
  if (!add_pass(p->pl, pm, def, opts, olen, &err)) {
    mlb_buf_printf(&err, "\nfailed to add `%s` with options `%.*s`\n",
                   def->flag, (int)olen, opts);
    st = emit_unknown(p->ctx, &err);
  }
  mlb_buf_free(&err);
  return st;
}

static MlbStatus pp_element(PipeParser *p, MlbPassManager *pm) {
  pp_skip_space(p);
  size_t start = p->pos;
  while (p->pos < p->len && !strchr(",(){", p->text[p->pos]))
    p->pos++;
  size_t end = p->pos;
  while (end > start && (p->text[end - 1] == ' ' || p->text[end - 1] == '\t'
                         || p->text[end - 1] == '\n'))
    end--;
  if (!pp_at(p, '('))
    return pp_pass(p, pm, start, end - start);
  p->pos++;
  if (end == start)
    return pp_error(p, start, "expected pass or pipeline name before '('");
  MlbPassManager *nested =
      mlb_pm_add_nested(p->pl, pm, p->text + start, end - start);
  size_t inner = p->pos;
  MLB_TRY(pp_elements(p, nested));
  if (!pp_at(p, ')'))
    return pp_error(p, inner, "encountered unbalanced parentheses while "
                              "parsing pipeline");
  p->pos++;
  return MLB_SUCCESS;
}

static MlbStatus pp_elements(PipeParser *p, MlbPassManager *pm) {
  pp_skip_space(p);
  if (p->pos == p->len || pp_at(p, ')')) /* empty: `func.func()` */
    return MLB_SUCCESS;
  for (;;) {
    MLB_TRY(pp_element(p, pm));
    pp_skip_space(p);
    if (p->pos == p->len || pp_at(p, ')'))
      return MLB_SUCCESS;
    if (!pp_at(p, ','))
      return pp_error(p, p->pos, "expected ',' after parsing pipeline");
    p->pos++;
  }
}

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

MlbStatus mlb_pipeline_parse(MlbContext *ctx, MlbPipeline *pl,
                             const char *text) {
  if (pl->has_cli_passes)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx), "'-pass-pipeline' "
                          "option can't be used with individual pass "
                          "options");
  pl->has_textual = true;
  size_t b = 0, e = strlen(text);
  while (b < e && is_space(text[b]))
    b++;
  while (e > b && is_space(text[e - 1]))
    e--;
  const char *open = memchr(text + b, '(', e - b);
  if (!open || open == text + b || text[e - 1] != ')')
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx), "expected pass "
                          "pipeline to be wrapped with the anchor operation "
                          "type, e.g. 'builtin.module(...)'");
  size_t alen = (size_t)(open - (text + b));
  while (alen > 0 && is_space(text[b + alen - 1]))
    alen--;
  /* The outer anchor names the op the whole pipeline must run on; the
   * run-time check reports a mismatch at the op, as upstream does. */
  pl->root.anchor = mlb_arena_strndup(&pl->arena, text + b, alen);
  PipeParser p = {ctx, pl, open + 1, (size_t)(text + e - 1 - (open + 1)), 0};
  MLB_TRY(pp_elements(&p, &pl->root));
  if (p.pos < p.len)
    return pp_error(&p, p.pos, "encountered extra closing ')' creating "
                               "unbalanced parentheses while parsing "
                               "pipeline");
  return MLB_SUCCESS;
}

/* ==== Passes given as flags ==== */

MlbStatus mlb_pipeline_add_cli_pass(MlbContext *ctx, MlbPipeline *pl,
                                    const MlbPassDef *def, const char *opts) {
  if (pl->has_textual)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx), "'-pass-pipeline' "
                          "option can't be used with individual pass "
                          "options");
  pl->has_cli_passes = true;
  MlbPassManager *pm = &pl->root;
  /* Implicit nesting: a pass anchored elsewhere gets its own anchor(...)
   * entry; adjacent ones are merged before running. */
  if (!mlb_pass_anchor_fits(pm->anchor, def->anchor))
    pm = mlb_pm_add_nested(pl, pm, def->anchor, strlen(def->anchor));
  MlbBuf err;
  mlb_buf_init(&err);
  MlbStatus st = MLB_SUCCESS;
  if (!add_pass(pl, pm, def, opts ? opts : "", opts ? strlen(opts) : 0,
                &err))
    st = emit_unknown(ctx, &err);
  mlb_buf_free(&err);
  return st;
}

/* ==== --dump-pass-pipeline ==== */

static void dump_pm(const MlbPassManager *pm, uint32_t indent, MlbBuf *out) {
  mlb_buf_printf(out, "%s(", pm->anchor);
  for (uint32_t i = 0; i < pm->entries.len; i++) {
    const MlbPassEntry *e = pm->entries.data[i];
    mlb_buf_printf(out, "%s\n%*s", i ? "," : "", (int)(indent + 2), "");
    if (e->nested) {
      dump_pm(e->nested, indent + 2, out);
    } else {
      mlb_buf_puts(out, e->def->flag);
      mlb_pass_opts_print(e->def, e->opts, out);
    }
  }
  mlb_buf_printf(out, "\n%*s)", (int)indent, "");
}

void mlb_pipeline_dump(const MlbPipeline *pl, MlbBuf *out) {
  mlb_buf_printf(out, "Pass Manager with %u passes:\n", pl->root.entries.len);
  dump_pm(&pl->root, 0, out);
  mlb_buf_puts(out, "\n");
}
