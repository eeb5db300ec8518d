/* verify_diag.c - the --verify-diagnostics handler.
 *
 * Designators are found the way upstream's regex
 *   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|
 *   unknown))? *{{(.*)}}$
 * finds them on each right-trimmed line; the expected text runs from the
 * first `{{` to the `}}` ending the line. @above binds to the last line
 * that held no designator, @below to the next such line.
 *
 * One verifier serves the whole input file, across all split chunks, so
 * the expectations that were never met are reported at the end, in file
 * order, as LLVM 22's mlir-opt does.
 */
#include "ir/verify_diag.h"

#include <regex.h>

#include "support/split_input.h"

typedef struct Expected {
  MlbSeverity kind;
  uint32_t line;
  size_t offset;       /* of "expected-" in the file */
  const char *sub;     /* the text between the braces */
  size_t sub_len;
  regex_t *re;         /* -re designators only */
  bool matched;
} Expected;
typedef MLB_VEC(Expected) ExpectedVec;

struct MlbDiagVerifier {
  const char *name, *text;
  size_t len;
  bool only_expected;
  FILE *out;
  ExpectedVec file;    /* expectations with a line */
  ExpectedVec unknown; /* @unknown ones */
  MlbContext *ctx;     /* the context diagnostics currently come from */
  MlbStatus status;
};

static const char *sev_name(MlbSeverity s) {
  switch (s) {
  case MLB_SEV_ERROR:
    return "error";
  case MLB_SEV_WARNING:
    return "warning";
  case MLB_SEV_NOTE:
    return "note";
  case MLB_SEV_REMARK:
    return "remark";
  }
  return "error";
}

static void write_buf(MlbDiagVerifier *v, MlbBuf *b) {
  if (b->len)
    fwrite(b->data, 1, b->len, v->out);
  fflush(v->out);
}

/* An error quoting the designator at `e`; range covers its text's length
 * as upstream underlines it. */
static void error_at(MlbDiagVerifier *v, const Expected *e, size_t range,
                     const char *msg) {
  MlbBuf b;
  mlb_buf_init(&b);
  if (e->offset == SIZE_MAX)
    mlb_buf_printf(&b, "<unknown>:0: error: %s\n", msg);
  else
    mlb_source_message(&b, v->name, v->text, v->len, e->offset, range,
                       "error", msg);
  write_buf(v, &b);
  mlb_buf_free(&b);
  v->status = MLB_FAILURE;
}

/* ==== Parsing designators ==== */

typedef struct Designator {
  MlbSeverity kind;
  bool is_re;
  char where;    /* 0 none, '+', '-', 'a'bove, 'b'elow, 'u'nknown */
  long offset;
  const char *sub;
  size_t sub_len;
} Designator;

static bool eat(const char **p, const char *end, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0)
    return false;
  *p += n;
  return true;
}

static bool parse_where(const char **p, const char *end, Designator *d) {
  if (!eat(p, end, "@"))
    return true;
  if (*p < end && (**p == '+' || **p == '-')) {
    d->where = *(*p)++;
    if (*p == end || **p < '0' || **p > '9')
      return false;
    d->offset = 0;
    while (*p < end && **p >= '0' && **p <= '9')
      d->offset = d->offset * 10 + (*(*p)++ - '0');
    return true;
  }
  static const char *const words[] = {"above", "below", "unknown"};
  for (size_t i = 0; i < MLB_ARRAY_LEN(words); i++)
    if (eat(p, end, words[i]))
      return d->where = words[i][0], true;
  return false;
}

/* Matches the designator pattern starting at `p` (at "expected-"). */
static bool parse_at(const char *p, const char *end, Designator *d) {
  static const struct {
    const char *word;
    MlbSeverity sev;
  } kinds[] = {{"error", MLB_SEV_ERROR},
               {"note", MLB_SEV_NOTE},
               {"remark", MLB_SEV_REMARK},
               {"warning", MLB_SEV_WARNING}};
  memset(d, 0, sizeof(*d));
  if (!eat(&p, end, "expected-"))
    return false;
  size_t k = 0;
  while (k < MLB_ARRAY_LEN(kinds) && !eat(&p, end, kinds[k].word))
    k++;
  if (k == MLB_ARRAY_LEN(kinds))
    return false;
  d->kind = kinds[k].sev;
  d->is_re = eat(&p, end, "-re");
  while (p < end && *p == ' ')
    p++;
  if (!parse_where(&p, end, d))
    return false;
  while (p < end && *p == ' ')
    p++;
  if (end - p < 4 || !eat(&p, end, "{{") || end[-1] != '}' || end[-2] != '}')
    return false;
  d->sub = p;
  d->sub_len = (size_t)(end - 2 - p);
  return true;
}

/* The leftmost "expected-" on the line that starts a full designator. */
static const char *find_designator(const char *line, const char *end,
                                   Designator *d) {
  for (const char *p = line; end - p >= 9; p++)
    if (*p == 'e' && parse_at(p, end, d))
      return p;
  return NULL;
}

/* ==== Regex designators ==== */

/* `{{...}}` segments are regexes, the rest matches literally. */
static void build_regex(const Expected *e, MlbBuf *re, const char **err) {
  const char *s = e->sub, *end = e->sub + e->sub_len;
  *err = NULL;
  while (s < end) {
    const char *open = NULL;
    for (const char *q = s; q + 1 < end && !open; q++)
      if (q[0] == '{' && q[1] == '{')
        open = q;
    const char *lit_end = open ? open : end;
    for (const char *q = s; q < lit_end; q++) {
      if (strchr("()^$|*+?.[]\\{}", *q))
        mlb_buf_putc(re, '\\');
      mlb_buf_putc(re, *q);
    }
    if (!open)
      break;
    const char *close = NULL;
    for (const char *q = open + 2; q + 1 < end && !close; q++)
      if (q[0] == '}' && q[1] == '}')
        close = q;
    if (!close) {
      *err = "found start of regex with no end '}}'";
      return;
    }
    mlb_buf_putc(re, '(');
    mlb_buf_putn(re, open + 2, (size_t)(close - open - 2));
    mlb_buf_putc(re, ')');
    s = close + 2;
  }
}

static bool compile_regex(MlbDiagVerifier *v, Expected *e) {
  MlbBuf src;
  mlb_buf_init(&src);
  const char *err = NULL;
  build_regex(e, &src, &err);
  if (!err) {
    e->re = mlb_malloc(sizeof(regex_t));
    int rc = regcomp(e->re, mlb_buf_cstr(&src), REG_EXTENDED | REG_NOSUB);
    if (rc != 0) {
      char why[256];
      regerror(rc, e->re, why, sizeof(why));
      mlb_free(e->re);
      e->re = NULL;
      MlbBuf msg;
      mlb_buf_init(&msg);
      mlb_buf_printf(&msg, "invalid regex: %s", why);
      error_at(v, e, e->sub_len, mlb_buf_cstr(&msg));
      mlb_buf_free(&msg);
    }
  } else {
    error_at(v, e, e->sub_len, err);
  }
  mlb_buf_free(&src);
  return e->re != NULL;
}

/* ==== Scanning the file ==== */

typedef MLB_VEC(uint32_t) IndexVec;

static void scan(MlbDiagVerifier *v) {
  uint32_t num_lines = 1;
  for (size_t i = 0; i < v->len; i++)
    num_lines += v->text[i] == '\n';
  uint32_t last_plain = 0; /* 0-based index of the last non-designator line */
  IndexVec below = {0};
  size_t start = 0;
  for (uint32_t line = 0; line < num_lines; line++) {
    size_t end = start;
    while (end < v->len && v->text[end] != '\n')
      end++;
    size_t next = end + 1;
    while (end > start && strchr(" \t\r\v\f", v->text[end - 1]))
      end--;
    Designator d;
    const char *at = find_designator(v->text + start, v->text + end, &d);
    if (!at) {
      for (uint32_t i = 0; i < below.len; i++)
        v->file.data[below.data[i]].line = line + 1;
      below.len = 0;
      last_plain = line;
      start = next;
      continue;
    }
    Expected e = {d.kind, line + 1, (size_t)(at - v->text), d.sub, d.sub_len,
                  NULL, false};
    start = next;
    if (d.is_re && !compile_regex(v, &e))
      continue;
    if (d.where == '+')
      e.line += (uint32_t)d.offset;
    else if (d.where == '-')
      e.line -= (uint32_t)d.offset;
    else if (d.where == 'a')
      e.line = last_plain + 1;
    else if (d.where == 'b') {
      e.line = num_lines; /* if it dangles */
      mlb_vec_push(&below, v->file.len);
    }
    if (d.where == 'u') {
      e.offset = SIZE_MAX;
      mlb_vec_push(&v->unknown, e);
    } else {
      mlb_vec_push(&v->file, e);
    }
  }
  mlb_vec_free(&below);
}

MlbDiagVerifier *mlb_diag_verifier_create(const char *name, const char *text,
                                          size_t len, bool only_expected,
                                          FILE *out) {
  MlbDiagVerifier *v = mlb_calloc(1, sizeof(*v));
  v->name = name;
  v->text = text;
  v->len = len;
  v->only_expected = only_expected;
  v->out = out;
  v->status = MLB_SUCCESS;
  scan(v);
  return v;
}

/* ==== Checking diagnostics ==== */

static bool matches(const Expected *e, const char *msg) {
  if (e->re)
    return regexec(e->re, msg, 0, NULL, 0) == 0;
  if (e->sub_len == 0)
    return true;
  size_t n = strlen(msg);
  for (size_t i = 0; i + e->sub_len <= n; i++)
    if (memcmp(msg + i, e->sub, e->sub_len) == 0)
      return true;
  return false;
}

static void unexpected(MlbDiagVerifier *v, MlbAttr *loc, MlbSeverity sev,
                       const char *msg) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, loc);
  mlb_buf_printf(&d->message, "unexpected %s: %s", sev_name(sev), msg);
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_diag_format(v->ctx, d, &b);
  write_buf(v, &b);
  mlb_buf_free(&b);
  mlb_diag_free(d);
  v->status = MLB_FAILURE;
}

static void process(MlbDiagVerifier *v, MlbAttr *loc, const char *msg,
                    MlbSeverity sev) {
  const MlbAttr *floc = mlb_loc_file_of(loc);
  ExpectedVec *list = floc ? &v->file : &v->unknown;
  /* Diagnostics in other files have no expectations. */
  bool same_file = !floc || strcmp(floc->u.loc_file.file, v->name) == 0;
  Expected *near = NULL;
  for (uint32_t i = 0; same_file && i < list->len; i++) {
    Expected *e = &list->data[i];
    if (floc && floc->u.loc_file.line != e->line)
      continue;
    if (!matches(e, msg))
      continue;
    if (e->kind == sev) {
      e->matched = true;
      return;
    }
    near = e;
  }
  if (v->only_expected)
    return;
  if (!near) {
    unexpected(v, loc, sev, msg);
    return;
  }
  MlbBuf m;
  mlb_buf_init(&m);
  mlb_buf_printf(&m, "'%s' diagnostic emitted when expecting a '%s'",
                 sev_name(sev), sev_name(near->kind));
  error_at(v, near, 0, mlb_buf_cstr(&m));
  mlb_buf_free(&m);
}

static bool on_diagnostic(void *user, const MlbDiagnostic *d) {
  MlbDiagVerifier *v = user;
  process(v, d->loc, d->message.data ? d->message.data : "", d->severity);
  for (const MlbDiagnostic *n = d->notes; n; n = n->next)
    process(v, n->loc, n->message.data ? n->message.data : "", n->severity);
  return true;
}

void mlb_diag_verifier_attach(MlbDiagVerifier *v, MlbContext *ctx) {
  v->ctx = ctx;
  ctx->diag_handler = on_diagnostic;
  ctx->diag_user = v;
  ctx->print_op_on_diagnostic = false;
}

static void report_unmatched(MlbDiagVerifier *v, ExpectedVec *list) {
  for (uint32_t i = 0; i < list->len; i++) {
    Expected *e = &list->data[i];
    if (e->matched)
      continue;
    MlbBuf m;
    mlb_buf_init(&m);
    mlb_buf_printf(&m, "expected %s \"%.*s\" was not produced",
                   sev_name(e->kind), (int)e->sub_len, e->sub);
    error_at(v, e, e->sub_len, mlb_buf_cstr(&m));
    mlb_buf_free(&m);
    e->matched = true; /* report once */
  }
}

MlbStatus mlb_diag_verifier_finish(MlbDiagVerifier *v) {
  report_unmatched(v, &v->file);
  report_unmatched(v, &v->unknown);
  return v->status;
}

static void free_list(ExpectedVec *list) {
  for (uint32_t i = 0; i < list->len; i++)
    if (list->data[i].re) {
      regfree(list->data[i].re);
      mlb_free(list->data[i].re);
    }
  mlb_vec_free(list);
}

void mlb_diag_verifier_destroy(MlbDiagVerifier *v) {
  if (!v)
    return;
  free_list(&v->file);
  free_list(&v->unknown);
  mlb_free(v);
}
