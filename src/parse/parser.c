/* parser.c - entry point of the MLIR text parser and its token plumbing.
 *
 * mlb_parse_source drives the top level as upstream's TopLevelOperationParser
 * does: alias definitions, `{-# ... #-}` metadata and operations, parsed into
 * an implicit builtin.module located at "file":0:0 which is dropped when the
 * file holds exactly one builtin.module. At the end, forward references that
 * were never defined are reported and `loc(#alias)` uses of aliases defined
 * later in the file are patched.
 *
 * Errors: lexer errors are reported lazily, when the parser trips over the
 * error token (upstream reports them when lexed and suppresses the parser's
 * own follow-up message; the visible result is the same).
 */
#include "parse/parse.h"
#include "parse/parser_priv.h"

#include <ctype.h>
#include <stdio.h>

/* ==== Tokens ==== */
void mlb_parser_consume(MlbAsmParser *p) { mlb_lexer_lex(&p->lx, &p->tok); }

bool mlb_parser_nest(MlbAsmParser *p) {
  if (p->nesting >= MLB_MAX_NESTING) {
    mlb_perr(p, "attributes, types or expressions nested too deeply (more "
                "than %u levels)", MLB_MAX_NESTING);
    return false;
  }
  p->nesting++;
  return true;
}

MlbStatus mlb_parser_expect(MlbAsmParser *p, MlbTokKind k, const char *what) {
  if (mlb_parser_consume_if(p, k))
    return MLB_SUCCESS;
  /* Accept both a full message ("expected ')'") and a bare description. */
  if (strncmp(what, "expected", 8) == 0)
    return mlb_perr_wrong_token(p, "%s", what);
  return mlb_perr_wrong_token(p, "expected %s", what);
}

MlbAttr *mlb_parser_loc_at(MlbAsmParser *p, const char *pos) {
  uint32_t line, col;
  mlb_lexer_line_col(&p->lx, pos, &line, &col);
  return mlb_loc_file(p->ctx, p->file, line, col);
}

MlbAttr *mlb_parser_pos_loc(MlbAsmParser *p, const char *pos) {
  return pos ? mlb_parser_loc_at(p, pos) : NULL;
}

MlbContext *mlb_parser_ctx(MlbAsmParser *p) { return p->ctx; }

bool mlb_parser_failed(const MlbAsmParser *p) { return p->failed; }

MlbAttr *mlb_parser_loc(MlbAsmParser *p) {
  return mlb_parser_loc_at(p, p->tok.start);
}

const char *mlb_parser_pos(MlbAsmParser *p) { return p->tok.start; }

const char *mlb_parser_intern_tok(MlbAsmParser *p, const char *s, size_t n) {
  return mlb_intern_str(p->ctx, s, n);
}

const char *mlb_type_str(MlbBuf *b, MlbType *t) {
  mlb_buf_clear(b);
  mlb_print_type(b, t);
  return mlb_buf_cstr(b);
}

/* ==== Errors ==== */
const char *mlb_parser_err_pos(MlbAsmParser *p) {
  const char *pos = p->tok.start;
  if (p->tok.kind == MLB_TOK_EOF && pos > p->lx.buf)
    pos--;
  return pos;
}

/* Upstream reports a bad string literal where the scan stopped (the bad
 * escape, or the end of the line); the token only knows where it starts. */
static const char *lex_error_pos(MlbAsmParser *p) {
  const char *c = p->tok.start, *end = p->lx.end;
  if (c < end && *c == '@')
    c++;
  if (c >= end || *c != '"')
    return p->tok.start;
  for (c++; c < end; c++) {
    if (*c == '"')
      break;
    if (*c == '\n' || *c == '\v' || *c == '\f' || *c == '\0')
      return c;
    if (*c != '\\')
      continue;
    if (c + 1 < end && strchr("\"\\nt", c[1]) && c[1])
      c++;
    else if (c + 2 < end && isxdigit((unsigned char)c[1]) &&
             isxdigit((unsigned char)c[2]))
      c += 2;
    else
      return c;
  }
  return c >= end ? end : p->tok.start;
}

/* While the current token is a lexer error, the lexer's message replaces
 * whatever the parser wanted to say (reported once). */
static bool report_lex_error(MlbAsmParser *p) {
  if (p->tok.kind != MLB_TOK_ERROR)
    return false;
  MlbOpParserState *ops = mlb_ops_state(p);
  p->failed = true;
  if (ops && ops->lex_error_reported)
    return true;
  if (ops)
    ops->lex_error_reported = true;
  const char *msg = p->lx.error_msg ? p->lx.error_msg : "invalid token";
  mlb_emit_error(p->ctx, mlb_parser_loc_at(p, lex_error_pos(p)), "%s", msg);
  return true;
}

static MlbStatus emit_va(MlbAsmParser *p, MlbAttr *loc, const char *prefix,
                         const char *fmt, va_list ap) {
  if (report_lex_error(p))
    return MLB_FAILURE;
  p->failed = true;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, loc);
  if (prefix)
    mlb_buf_printf(&d->message, "custom op '%s' ", prefix);
  mlb_buf_vprintf(&d->message, fmt, ap);
  mlb_diag_emit(p->ctx, d);
  return MLB_FAILURE;
}

MlbStatus mlb_perr_emit(MlbAsmParser *p, MlbDiagnostic *d) {
  if (report_lex_error(p)) {
    mlb_diag_free(d);
    return MLB_FAILURE;
  }
  p->failed = true;
  mlb_diag_emit(p->ctx, d);
  return MLB_FAILURE;
}

MlbStatus mlb_perr_at_pos(MlbAsmParser *p, const char *pos, const char *fmt,
                          ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, mlb_parser_loc_at(p, pos), NULL, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

MlbStatus mlb_perr(MlbAsmParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, mlb_parser_loc_at(p, mlb_parser_err_pos(p)), NULL, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

/* Where upstream reports "expected X" when the current token begins a line:
 * at the end of the last line holding code, before any `//` comment. */
static const char *wrong_token_pos(MlbAsmParser *p) {
  const char *orig = mlb_parser_err_pos(p), *buf = p->lx.buf;
  const char *end = orig; /* candidate text is [buf, end) */
  for (;;) {
    while (end > buf && (end[-1] == ' ' || end[-1] == '\t'))
      end--;
    if (end == buf)
      return orig;
    if (end[-1] != '\n' && end[-1] != '\r')
      return end;
    end--; /* drop the newline */
    const char *ls = end;
    while (ls > buf && ls[-1] != '\n' && ls[-1] != '\r')
      ls--;
    for (const char *c = ls; c + 1 < end; c++)
      if (c[0] == '/' && c[1] == '/') {
        end = c;
        break;
      }
  }
}

MlbStatus mlb_perr_wrong_token(MlbAsmParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, mlb_parser_loc_at(p, wrong_token_pos(p)), NULL, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

MlbStatus mlb_perr_custom(MlbAsmParser *p, MlbAttr *loc, const char *fmt,
                          ...) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *prefix = ops ? ops->custom_op : NULL;
  if (!loc)
    loc = mlb_parser_loc_at(p, mlb_parser_err_pos(p));
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, loc, prefix, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

MlbStatus mlb_parser_error(MlbAsmParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, mlb_parser_loc_at(p, mlb_parser_err_pos(p)), NULL, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

MlbStatus mlb_parser_error_at(MlbAsmParser *p, MlbAttr *loc, const char *fmt,
                              ...) {
  if (!loc)
    loc = mlb_parser_loc_at(p, mlb_parser_err_pos(p));
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, loc, NULL, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

MlbStatus mlb_parser_op_error(MlbAsmParser *p, MlbAttr *loc, const char *fmt,
                              ...) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *prefix = ops ? ops->custom_op : NULL;
  if (!loc)
    loc = mlb_parser_loc_at(p, mlb_parser_err_pos(p));
  va_list ap;
  va_start(ap, fmt);
  emit_va(p, loc, prefix, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

/* ==== Lookahead ==== */
void mlb_parser_mark(MlbAsmParser *p, MlbParserMark *m) {
  m->lex_pos = p->lx.cur;
  m->tok_start = p->tok.start;
  m->tok_len = p->tok.len;
  m->tok_kind = (int)p->tok.kind;
}

void mlb_parser_rewind(MlbAsmParser *p, const MlbParserMark *m) {
  mlb_lexer_reset(&p->lx, m->lex_pos);
  p->tok.start = m->tok_start;
  p->tok.len = m->tok_len;
  p->tok.kind = (MlbTokKind)m->tok_kind;
}

/* ==== Parser setup ==== */
void mlb_parser_init(MlbAsmParser *p, MlbContext *ctx, const char *name,
                     const char *text, size_t len, uint32_t line_base) {
  memset(p, 0, sizeof *p);
  p->ctx = ctx;
  p->file = mlb_intern_cstr(ctx, name ? name : "");
  mlb_lexer_init(&p->lx, p->file, text, len, line_base);
  mlb_strmap_init(&p->type_aliases);
  mlb_strmap_init(&p->attr_aliases);
  mlb_strmap_init(&p->loc_aliases_unused);
  mlb_strmap_init(&p->distinct_ids);
  mlb_parser_consume(p);
}

void mlb_parser_free(MlbAsmParser *p) {
  mlb_lexer_free(&p->lx);
  mlb_strmap_free(&p->type_aliases);
  mlb_strmap_free(&p->attr_aliases);
  mlb_strmap_free(&p->loc_aliases_unused);
  mlb_strmap_free(&p->distinct_ids);
  mlb_vec_free(&p->type_alias_order);
  mlb_vec_free(&p->attr_alias_order);
}

static void ops_state_init(MlbOpParserState *s) {
  memset(s, 0, sizeof *s);
  mlb_vec_push(&s->default_dialects, "builtin");
}

static void ops_state_free(MlbOpParserState *s) {
  mlb_vec_free(&s->default_dialects);
  mlb_vec_free(&s->deferred_locs);
  mlb_ptrmap_free(&s->deferred_markers);
  mlb_pool_free(&s->vec_pool);
}

/* ==== Trailing locations ==== */
/* `#alias` inside `loc(...)`: resolved now when defined, else a marker loc
 * that finalize() replaces once the whole file has been read. */
static MlbStatus parse_loc_alias(MlbAsmParser *p, MlbAttr **out) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *name = p->tok.start + 1;
  size_t n = p->tok.len - 1;
  MlbAttr *use_loc = mlb_parser_loc(p);
  MlbAttr *a = mlb_strmap_get(&p->attr_aliases, name, n);
  if (a) {
    if (!mlb_attr_is_location(a)) {
      MlbBuf b;
      mlb_buf_init(&b);
      mlb_print_attr(&b, a);
      mlb_perr(p, "expected location, but found '%s'", mlb_buf_cstr(&b));
      mlb_buf_free(&b);
      return MLB_FAILURE;
    }
    mlb_parser_consume(p);
    *out = a;
    return MLB_SUCCESS;
  }
  if (!ops) /* no operation context (standalone parse): must be defined */
    return mlb_perr(p, "operation location alias was never defined");
  /* A private, never-uniqued placeholder; only its identity matters. */
  MlbAttr *marker = mlb_arena_alloc(&p->ctx->type_arena, sizeof(MlbAttr));
  marker->kind = MLB_ATTR_LOC_UNKNOWN;
  MlbDeferredLoc d = {marker, mlb_intern_str(p->ctx, name, n), use_loc};
  mlb_vec_push(&ops->deferred_locs, d);
  mlb_ptrmap_put(&ops->deferred_markers, marker,
                 (void *)(uintptr_t)ops->deferred_locs.len);
  mlb_parser_consume(p);
  *out = marker;
  return MLB_SUCCESS;
}

static bool hash_id_is_alias(const MlbToken *t) {
  return t->kind == MLB_TOK_HASH_ID && !memchr(t->start, '.', t->len);
}

MlbStatus mlb_parse_optional_trailing_loc(MlbAsmParser *p, MlbAttr **out) {
  *out = NULL;
  if (p->tok.kind != MLB_TOK_BARE_ID || !mlb_tok_is(&p->tok, "loc"))
    return MLB_SUCCESS;
  mlb_parser_consume(p);
  if (p->tok.kind != MLB_TOK_LPAREN)
    return mlb_perr_wrong_token(p, "expected '(' in location");
  /* Peek past '(' for an alias; otherwise hand `(...)` to the location
   * parser, which consumes both parentheses. */
  MlbParserMark m;
  mlb_parser_mark(p, &m);
  mlb_parser_consume(p);
  if (hash_id_is_alias(&p->tok)) {
    MLB_TRY(parse_loc_alias(p, out));
    return mlb_parser_expect(p, MLB_TOK_RPAREN, "expected ')' in location");
  }
  mlb_parser_rewind(p, &m);
  return mlb_parse_location_body(p, out);
}

/* ==== Finalization ==== */
typedef struct LocFixup {
  MlbAsmParser *p;
  MlbStatus status;
} LocFixup;

static MlbStatus fix_loc(LocFixup *f, MlbAttr **slot) {
  MlbOpParserState *ops = mlb_ops_state(f->p);
  uintptr_t idx = (uintptr_t)mlb_ptrmap_get(&ops->deferred_markers, *slot);
  if (!idx)
    return MLB_SUCCESS;
  const MlbDeferredLoc *d = &ops->deferred_locs.data[idx - 1];
  MlbAttr *a = mlb_strmap_get(&f->p->attr_aliases, d->alias, strlen(d->alias));
  if (!a)
    return mlb_parser_error_at(f->p, d->use_loc,
                               "operation location alias was never defined");
  if (!mlb_attr_is_location(a)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_attr(&b, a);
    mlb_parser_error_at(f->p, d->use_loc, "expected location, but found '%s'",
                        mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  *slot = a;
  return MLB_SUCCESS;
}

/* Post-order like upstream's walk: an op's nested ops, then its own
 * location, then the arguments of its blocks. */
static MlbWalkResult fix_op_locs(MlbOperation *op, void *user) {
  LocFixup *f = user;
  if (fix_loc(f, &op->loc) != MLB_SUCCESS)
    goto fail;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->num_args; i++)
        if (b->args[i]->loc && fix_loc(f, &b->args[i]->loc) != MLB_SUCCESS)
          goto fail;
  return MLB_WALK_ADVANCE;
fail:
  f->status = MLB_FAILURE;
  return MLB_WALK_INTERRUPT;
}

static MlbStatus finalize(MlbAsmParser *p, MlbOperation *top) {
  MLB_TRY(mlb_ssa_check_undefined(p));
  if (mlb_ops_state(p)->deferred_locs.len) {
    LocFixup f = {p, MLB_SUCCESS};
    mlb_walk_post(top, fix_op_locs, &f);
    MLB_TRY(f.status);
  }
  return mlb_ssa_pop_region(p);
}

/* ==== Top level ==== */
static MlbOperation *make_module(MlbContext *ctx, MlbAttr *loc) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "builtin.module", loc);
  mlb_vec_push(&st.regions, mlb_region_new(ctx));
  MlbOperation *m = mlb_op_create(ctx, &st);
  mlb_region_push_block(&m->regions[0], mlb_block_new(ctx));
  return m;
}

static MlbStatus parse_top_level(MlbAsmParser *p, MlbOperation *top) {
  MlbBlock *body = top->regions[0].first;
  for (;;) {
    switch (p->tok.kind) {
    case MLB_TOK_EOF:
      return finalize(p, top);
    case MLB_TOK_ERROR:
      report_lex_error(p);
      return MLB_FAILURE;
    case MLB_TOK_HASH_ID:
    case MLB_TOK_EXCL_ID:
      MLB_TRY(mlb_parse_alias_def(p));
      break;
    case MLB_TOK_FILE_METADATA_BEGIN:
      MLB_TRY(mlb_parse_file_metadata(p));
      break;
    default:
      MLB_TRY(mlb_parse_operation(p, body));
      break;
    }
    if (p->failed) /* a callee reported an error but did not fail */
      return MLB_FAILURE;
  }
}

/* Upstream returns the single top-level builtin.module as is. */
static MlbOperation *unwrap_module(MlbOperation *top) {
  MlbBlock *body = top->regions[0].first;
  MlbOperation *only = body->first;
  if (!only || only != body->last || !only->desc ||
      strcmp(only->name, "builtin.module") != 0)
    return top;
  mlb_op_remove(only);
  mlb_op_erase(top);
  return only;
}

MlbOperation *mlb_parse_source(MlbContext *ctx, const char *name,
                               const char *text, size_t len,
                               uint32_t line_base) {
  /* A later split chunk starts right after the marker; mlb_chunk_text pads
   * its first line with spaces up to that column. */
  uint32_t mline = 0, mcol = 0;
  if (line_base > 1) {
    size_t pad = 0;
    while (pad < len && text[pad] == ' ')
      pad++;
    mline = line_base;
    mcol = (uint32_t)pad + 1;
  }
  return mlb_parse_source_at(ctx, name, text, len, line_base, mline, mcol);
}

/* The single top-level op of `top` (detached), or NULL after an error. */
static MlbOperation *take_single(MlbContext *ctx, MlbOperation *top) {
  MlbBlock *body = top->regions[0].first;
  uint32_t n = 0;
  for (MlbOperation *o = body->first; o; o = o->next)
    n++;
  if (n != 1) {
    mlb_emit_error(ctx, top->loc,
                   "source must contain a single top-level operation, "
                   "found: %u",
                   n);
    return NULL;
  }
  MlbOperation *only = body->first;
  mlb_op_remove(only);
  mlb_op_erase(top);
  return only;
}

static MlbOperation *parse_source(MlbContext *ctx, const char *name,
                                  const char *text, size_t len,
                                  uint32_t line_base, uint32_t module_line,
                                  uint32_t module_col, bool implicit);

MlbOperation *mlb_parse_source_at(MlbContext *ctx, const char *name,
                                  const char *text, size_t len,
                                  uint32_t line_base, uint32_t module_line,
                                  uint32_t module_col) {
  return parse_source(ctx, name, text, len, line_base, module_line,
                      module_col, true);
}

MlbOperation *mlb_parse_source_single(MlbContext *ctx, const char *name,
                                      const char *text, size_t len,
                                      uint32_t line_base,
                                      uint32_t module_line,
                                      uint32_t module_col) {
  return parse_source(ctx, name, text, len, line_base, module_line,
                      module_col, false);
}

static MlbOperation *parse_source(MlbContext *ctx, const char *name,
                                  const char *text, size_t len,
                                  uint32_t line_base, uint32_t module_line,
                                  uint32_t module_col, bool implicit) {
  MlbAsmParser p;
  struct MlbSsaScope ssa;
  MlbOpParserState ops;
  mlb_parser_init(&p, ctx, name, text, len, line_base);
  /* Diagnostics quote source lines; callers that did not register the
   * buffer get a copy registered (it must outlive `text`). */
  if (line_base <= 1 && !mlb_strmap_get(&ctx->sources, p.file, strlen(p.file)))
    mlb_context_add_source(ctx, p.file,
                           mlb_arena_strndup(&ctx->ir_arena, text, len), len);
  if (!ctx->parse_attr_hook) /* lets the IR layer parse prop defaults */
    ctx->parse_attr_hook = mlb_parse_attr_string;
  mlb_ssa_init(&ssa);
  ops_state_init(&ops);
  /* The IR and its locations each take more bytes than the text they
   * come from. */
  mlb_arena_expect(&ctx->ir_arena, len);
  mlb_arena_expect(&ctx->type_arena, len);
  p.scope = &ssa;
  p.op_parser_state = &ops;

  MlbOperation *top =
      make_module(ctx, mlb_loc_file(ctx, p.file, module_line, module_col));
  mlb_ssa_push_region(&p);
  uint32_t errors_before = ctx->num_errors;
  MlbStatus st = parse_top_level(&p, top);
  if (st == MLB_SUCCESS && p.failed)
    st = MLB_FAILURE;
  /* A hook that fails without saying why must not make the parse fail
   * silently. */
  if (st != MLB_SUCCESS && ctx->num_errors == errors_before)
    mlb_emit_error(ctx, mlb_parser_loc_at(&p, mlb_parser_err_pos(&p)),
                   "failed to parse the operation here");
  /* On failure the partial IR is abandoned in the context's arena. */
  MlbOperation *result = st != MLB_SUCCESS ? NULL
                         : implicit        ? unwrap_module(top)
                                           : take_single(ctx, top);

  mlb_ssa_free(&ssa);
  ops_state_free(&ops);
  mlb_parser_free(&p);
  return result;
}
