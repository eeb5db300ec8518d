/* diag.c - diagnostics: creation, notes, emission, and formatting in the
 * exact shape of upstream mlir-opt's SourceMgr handler:
 *
 *   file:3:8: error: message
 *     <source line, tabs expanded to 8 columns>
 *          ^
 *
 * Formatting rules mirrored from upstream:
 * - the first file:line:col found in the location (pre-order through name,
 *   callsite callee-then-caller, fused children) is where it is reported;
 * - without one: "<unknown>:0: error: " then, unless the location is
 *   loc(unknown), the printed location and ": ", then the message;
 * - the source line is quoted only when the buffer is known (registered
 *   with mlb_context_add_source, else read from disk once as upstream's
 *   SourceMgr does) and line:col lies inside it; lines with non-ASCII bytes
 *   are quoted without a caret;
 * - a callsite location adds "called from" notes for its callers (up to 10);
 * - a note repeats the quoted line only if its location differs from the
 *   previous one printed.
 */
#include "ir/ir.h"

#include <stdio.h>

#define CALL_STACK_LIMIT 10
#define TAB_STOP 8

/* ==== Building and emitting ==== */
MlbDiagnostic *mlb_diag_new(MlbSeverity sev, MlbAttr *loc) {
  MlbDiagnostic *d = mlb_calloc(1, sizeof *d);
  d->severity = sev;
  d->loc = loc;
  mlb_buf_init(&d->message);
  return d;
}

void mlb_diag_note(MlbDiagnostic *d, MlbAttr *loc, const char *fmt, ...) {
  MlbDiagnostic *n = mlb_diag_new(MLB_SEV_NOTE, loc);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&n->message, fmt, ap);
  va_end(ap);
  MlbDiagnostic **tail = &d->notes;
  while (*tail)
    tail = &(*tail)->next;
  *tail = n;
}

void mlb_diag_free(MlbDiagnostic *d) {
  while (d) {
    MlbDiagnostic *next = d->next;
    mlb_diag_free(d->notes);
    mlb_buf_free(&d->message);
    mlb_free(d);
    d = next;
  }
}

MlbDiagnostic *mlb_diag_copy(const MlbDiagnostic *d) {
  MlbDiagnostic *c = mlb_diag_new(d->severity, d->loc);
  mlb_buf_putn(&c->message, d->message.data ? d->message.data : "",
               d->message.len);
  MlbDiagnostic **tail = &c->notes;
  for (const MlbDiagnostic *n = d->notes; n; n = n->next) {
    *tail = mlb_diag_copy(n);
    tail = &(*tail)->next;
  }
  return c;
}

void mlb_diag_emit(MlbContext *ctx, MlbDiagnostic *d) {
  if (!d)
    return;
  if (d->severity == MLB_SEV_ERROR)
    ctx->num_errors++;
  bool consumed = ctx->diag_handler && ctx->diag_handler(ctx->diag_user, d);
  if (!consumed) {
    MlbBuf out;
    mlb_buf_init(&out);
    mlb_diag_format(ctx, d, &out);
    fwrite(out.data ? out.data : "", 1, out.len, stderr);
    fflush(stderr);
    mlb_buf_free(&out);
  }
  mlb_diag_free(d);
}

static void emit_v(MlbContext *ctx, MlbSeverity sev, MlbAttr *loc,
                   const char *fmt, va_list ap) {
  MlbDiagnostic *d = mlb_diag_new(sev, loc);
  mlb_buf_vprintf(&d->message, fmt, ap);
  mlb_diag_emit(ctx, d);
}

MlbStatus mlb_emit_error(MlbContext *ctx, MlbAttr *loc, const char *fmt,
                         ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_v(ctx, MLB_SEV_ERROR, loc, fmt, ap);
  va_end(ap);
  return MLB_FAILURE;
}

void mlb_emit_warning(MlbContext *ctx, MlbAttr *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_v(ctx, MLB_SEV_WARNING, loc, fmt, ap);
  va_end(ap);
}

void mlb_emit_remark(MlbContext *ctx, MlbAttr *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emit_v(ctx, MLB_SEV_REMARK, loc, fmt, ap);
  va_end(ap);
}

MlbStatus mlb_op_emit_error(MlbContext *ctx, MlbOperation *op,
                            const char *fmt, ...) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message, "'%s' op ", op->name);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

/* ==== Locations ==== */
/* First file location in pre-order, as upstream's findInstanceOf. */
static const MlbAttr *first_file_loc(const MlbAttr *loc) {
  if (!loc)
    return NULL;
  switch (loc->kind) {
  case MLB_ATTR_LOC_FILE:
    return loc;
  case MLB_ATTR_LOC_NAME:
    return first_file_loc(loc->u.loc_name.child);
  case MLB_ATTR_LOC_CALLSITE: {
    const MlbAttr *f = first_file_loc(loc->u.loc_callsite.callee);
    return f ? f : first_file_loc(loc->u.loc_callsite.caller);
  }
  case MLB_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->u.loc_fused.n; i++) {
      const MlbAttr *f = first_file_loc(loc->u.loc_fused.locs[i]);
      if (f)
        return f;
    }
    return NULL;
  default:
    return NULL;
  }
}

/* The callsite a location stands for: itself, a name's child, or the first
 * one among fused children. */
static const MlbAttr *callsite_of(const MlbAttr *loc) {
  if (!loc)
    return NULL;
  switch (loc->kind) {
  case MLB_ATTR_LOC_CALLSITE:
    return loc;
  case MLB_ATTR_LOC_NAME:
    return callsite_of(loc->u.loc_name.child);
  case MLB_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->u.loc_fused.n; i++) {
      const MlbAttr *c = callsite_of(loc->u.loc_fused.locs[i]);
      if (c)
        return c;
    }
    return NULL;
  default:
    return NULL;
  }
}

/* ==== Source buffers ==== */
/* Known buffer by name; an unknown name is read from disk once (cached,
 * also when missing), which is what upstream's SourceMgr does too. */
static const MlbSource *find_source(MlbContext *ctx, const char *name) {
  size_t n = strlen(name);
  MlbSource *src = mlb_strmap_get(&ctx->sources, name, n);
  if (src)
    return src->text ? src : NULL;
  src = mlb_arena_alloc(&ctx->ir_arena, sizeof *src);
  src->name = mlb_intern_str(ctx, name, n);
  if (n && strcmp(name, "-") != 0) {
    size_t len = 0;
    char *text = mlb_read_file(name, &len);
    if (text) {
      src->text = mlb_arena_dup(&ctx->ir_arena, text, len + 1);
      src->len = len;
      mlb_free(text);
    }
  }
  bool ins;
  *mlb_strmap_slot(&ctx->sources, src->name, n, &ins) = src;
  return src->text ? src : NULL;
}

/* Pointer for 1-based line:col, or NULL when outside the buffer. The
 * column may address the line's end (its newline) but not beyond. */
static const char *find_line_col(const MlbSource *s, uint32_t line,
                                 uint32_t col) {
  const char *p = s->text, *end = s->text + s->len;
  for (uint32_t l = 1; l < line; l++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl)
      return NULL;
    p = nl + 1;
  }
  size_t off = col - 1;
  if (off > (size_t)(end - p))
    return NULL;
  for (size_t i = 0; i < off; i++)
    if (p[i] == '\n' || p[i] == '\r')
      return NULL;
  return p + off;
}

/* ==== Formatting ==== */
static const char *severity_label(MlbSeverity sev) {
  switch (sev) {
  case MLB_SEV_ERROR:
    return "error: ";
  case MLB_SEV_WARNING:
    return "warning: ";
  case MLB_SEV_NOTE:
    return "note: ";
  case MLB_SEV_REMARK:
    return "remark: ";
  }
  return "";
}

static void put_source_line(MlbBuf *out, const char *ls, size_t n) {
  size_t col = 0;
  for (size_t i = 0; i < n; i++) {
    if (ls[i] != '\t') {
      mlb_buf_putc(out, ls[i]);
      col++;
      continue;
    }
    do {
      mlb_buf_putc(out, ' ');
      col++;
    } while (col % TAB_STOP != 0);
  }
  mlb_buf_putc(out, '\n');
}

/* Caret under byte `at` of the line; tabs in the line widen the padding
 * (and a caret on a tab is repeated across it, as upstream does). */
static void put_caret_line(MlbBuf *out, const char *ls, size_t n, size_t at) {
  size_t col = 0;
  for (size_t i = 0; i <= at; i++) {
    char c = i == at ? '^' : ' ';
    if (i >= n || ls[i] != '\t') {
      mlb_buf_putc(out, c);
      col++;
      continue;
    }
    do {
      mlb_buf_putc(out, c);
      col++;
    } while (col % TAB_STOP != 0);
  }
  mlb_buf_putc(out, '\n');
}

static bool has_non_ascii(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    if ((unsigned char)s[i] & 0x80)
      return true;
  return false;
}

/* Header plus quoted line; false when the position cannot be quoted. */
static bool put_with_source(MlbContext *ctx, MlbBuf *out, const MlbAttr *fl,
                            const char *msg, MlbSeverity sev) {
  uint32_t line = fl->u.loc_file.line, col = fl->u.loc_file.col;
  if (line == 0 || col == 0)
    return false;
  const MlbSource *src = find_source(ctx, fl->u.loc_file.file);
  const char *p = src ? find_line_col(src, line, col) : NULL;
  if (!p)
    return false;
  const char *ls = p, *le = p, *end = src->text + src->len;
  while (ls > src->text && ls[-1] != '\n' && ls[-1] != '\r')
    ls--;
  while (le < end && *le != '\n' && *le != '\r')
    le++;
  const char *name = src->name;
  mlb_buf_printf(out, "%s:%u:%u: %s%s\n",
                 strcmp(name, "-") == 0 ? "<stdin>" : name, line,
                 (unsigned)(p - ls) + 1, severity_label(sev), msg);
  size_t n = (size_t)(le - ls);
  put_source_line(out, ls, n);
  if (!has_non_ascii(ls, n))
    put_caret_line(out, ls, n, (size_t)(p - ls));
  return true;
}

/* Through the printer's hook (a higher layer); without it, the kind of
 * location only. */
static void put_location(MlbContext *ctx, MlbBuf *out, const MlbAttr *loc) {
  if (ctx->print_location)
    ctx->print_location(out, loc);
  else
    mlb_buf_puts(out, loc->kind == MLB_ATTR_LOC_NAME       ? "name"
                      : loc->kind == MLB_ATTR_LOC_CALLSITE ? "callsite"
                      : loc->kind == MLB_ATTR_LOC_FUSED    ? "fused"
                                                           : "opaque");
}

static void put_one(MlbContext *ctx, MlbBuf *out, const MlbAttr *loc,
                    const char *msg, MlbSeverity sev, bool show_source) {
  const MlbAttr *fl = first_file_loc(loc);
  if (!fl) {
    mlb_buf_printf(out, "<unknown>:0: %s", severity_label(sev));
    if (loc && loc->kind != MLB_ATTR_LOC_UNKNOWN) {
      mlb_buf_puts(out, "loc(");
      put_location(ctx, out, loc);
      mlb_buf_puts(out, "): ");
    }
    mlb_buf_puts(out, msg);
    mlb_buf_putc(out, '\n');
    return;
  }
  if (show_source && put_with_source(ctx, out, fl, msg, sev))
    return;
  mlb_buf_printf(out, "%s:%u:%u: %s%s\n", fl->u.loc_file.file,
                 fl->u.loc_file.line, fl->u.loc_file.col, severity_label(sev),
                 msg);
}

void mlb_diag_format(MlbContext *ctx, const MlbDiagnostic *d, MlbBuf *out) {
  MlbBuf *msg = (MlbBuf *)&d->message;
  const MlbAttr *loc = d->loc;
  put_one(ctx, out, loc, mlb_buf_cstr(msg), d->severity, true);
  /* The callers of a callsite location, each as a "called from" note.
   * `loc` ends as the last caller looked at: notes compare against it. */
  const MlbAttr *cs = callsite_of(loc);
  if (cs) {
    loc = cs->u.loc_callsite.caller;
    for (unsigned depth = 0; depth < CALL_STACK_LIMIT; depth++) {
      put_one(ctx, out, loc, "called from", MLB_SEV_NOTE, true);
      cs = callsite_of(loc);
      if (!cs)
        break;
      loc = cs->u.loc_callsite.caller;
    }
  }
  for (const MlbDiagnostic *n = d->notes; n; n = n->next) {
    MlbBuf *nmsg = (MlbBuf *)&n->message;
    put_one(ctx, out, n->loc, mlb_buf_cstr(nmsg), n->severity,
            n->loc != loc);
    loc = n->loc;
  }
}
