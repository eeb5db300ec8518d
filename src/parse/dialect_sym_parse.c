/* dialect_sym_parse.c - `!...` types and `#...` attributes: aliases and
 * dialect symbols kept verbatim.
 *
 * `#name` / `!name` without a '.' and without a glued `<` is an alias. A
 * dialect symbol is either pretty (`!dialect.rest<body>`) or verbose
 * (`!dialect<body>`); its body is scanned raw from the buffer, balancing
 * <> () [] {} and skipping string literals, as upstream's
 * parseDialectSymbolBody. The stored spelling is normalized the way
 * upstream prints dialect symbols: the pretty form whenever the data starts
 * with an identifier optionally followed by one <...> group, else the
 * verbose form. So `!foo<bar<1>>` is stored (and printed) as `!foo.bar<1>`.
 */
#include "parse/attr_parse_int.h"

#include <ctype.h>

typedef MLB_VEC(char) CharVec;

/* Dialect namespaces of upstream MLIR: their attributes are valid memref
 * memory spaces and their types valid memref elements even when mlbuf does
 * not model the dialect. */
static const char *const upstream_dialects[] = {
    "acc",      "affine",    "amdgpu",     "amx",          "arith",
    "arm_neon", "arm_sme",   "arm_sve",    "async",        "bufferization",
    "cf",       "complex",   "dlti",       "emitc",        "func",
    "gpu",      "index",     "irdl",       "linalg",       "llvm",
    "math",     "memref",    "mesh",       "ml_program",   "mpi",
    "nvgpu",    "nvvm",      "omp",        "pdl",          "pdl_interp",
    "ptr",      "quant",     "rocdl",      "scf",          "shape",
    "shard",    "smt",       "sparse_tensor", "spirv",     "tensor",
    "tosa",     "transform", "ub",         "vector",       "x86vector",
    "xegpu",    "xevm",      "wasmssa",    "test",
};

static bool dialect_known_n(MlbContext *ctx, const char *ns, size_t n) {
  if (mlb_dialect_is_registered(ctx, ns, n) ||
      mlb_dialect_is_described(ctx, ns, n))
    return true;
  for (size_t i = 0; i < MLB_ARRAY_LEN(upstream_dialects); i++)
    if (strlen(upstream_dialects[i]) == n &&
        memcmp(ns, upstream_dialects[i], n) == 0)
      return true;
  return false;
}

bool mlb_dialect_known(MlbContext *ctx, const char *ns) {
  return dialect_known_n(ctx, ns, strlen(ns));
}

/* ==== Body scanning ==== */
/* `s` points at a '"'; returns the char after the closing quote, or NULL
 * with *stop at the end of line / buffer that ended the literal. */
static const char *skip_string(const char *s, const char *end,
                               const char **stop) {
  for (s++; s < end; s++) {
    if (*s == '"')
      return s + 1;
    if (*s == '\n' || *s == '\0')
      break;
    if (*s == '\\' && s + 1 < end)
      s++;
  }
  *stop = s < end ? s : end;
  return NULL;
}

static char opener_of(char c) {
  return c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
}

/* Scans a balanced body starting at the '<' under the current token and
 * returns the position after its matching '>'. Errors at the '<'. */
static MlbStatus scan_body(MlbAsmParser *p, const char **end_out) {
  const char *cur = p->tok.start, *end = p->lx.end;
  CharVec stack = {0};
  MlbStatus s = MLB_SUCCESS;
  do {
    char c = cur < end ? *cur++ : '\0';
    if (c == '\0') {
      s = stack.len ? mlb_perr(p, "unbalanced '%c' character in pretty "
                                  "dialect name",
                               mlb_vec_last(&stack))
                    : mlb_perr(p, "unexpected nul or EOF in pretty dialect "
                                  "name");
    } else if (c == '<' || c == '[' || c == '(' || c == '{') {
      mlb_vec_push(&stack, c);
    } else if (c == '-' && cur < end && *cur == '>') {
      cur++; /* `->` is not a closing '>' */
    } else if (c == '>' || c == ']' || c == ')' || c == '}') {
      if (mlb_vec_last(&stack) != opener_of(c))
        s = mlb_perr(p, "unbalanced '%c' character in pretty dialect name",
                     mlb_vec_last(&stack));
      else
        stack.len--;
    } else if (c == '"') {
      const char *stop = NULL, *q = skip_string(cur - 1, end, &stop);
      if (!q)
        s = mlb_perr_at_pos(p, stop, "expected '\"' in string literal");
      cur = q;
    }
  } while (!s && stack.len);
  mlb_vec_free(&stack);
  if (!s) {
    *end_out = cur;
    mlb_relex_at(p, cur);
  }
  return s;
}

/* Upstream's isDialectSymbolSimpleEnoughForPrettyForm. */
static bool simple_enough(const char *d, size_t n) {
  if (n == 0 || !isalpha((unsigned char)d[0]))
    return false;
  size_t i = 0;
  while (i < n && (isalnum((unsigned char)d[i]) || d[i] == '.' || d[i] == '_'))
    i++;
  return i == n || (d[i] == '<' && d[n - 1] == '>');
}

typedef struct {
  const char *dialect, *data;
  const char *at; /* where upstream reports it: data (pretty), sigil */
  size_t dlen, datalen;
  bool alias;
} ExtSym;

/* Parses the symbol at the current `!`/`#` token up to its end. */
static MlbStatus parse_ext_sym(MlbAsmParser *p, ExtSym *e) {
  const char *sigil = p->tok.start;
  const char *id = p->tok.start + 1;
  size_t n = p->tok.len - 1;
  const char *dot = memchr(id, '.', n);
  mlb_parser_consume(p);
  bool trailing = p->tok.kind == MLB_TOK_LESS && p->tok.start == id + n;
  memset(e, 0, sizeof *e);
  e->at = dot ? dot + 1 : sigil;
  e->dialect = id;
  e->dlen = dot ? (size_t)(dot - id) : n;
  if (!trailing && !dot) {
    e->alias = true;
    return MLB_SUCCESS;
  }
  const char *body_end;
  if (!dot) { /* verbose form: the data is inside the <> */
    MLB_TRY(scan_body(p, &body_end));
    e->data = id + n + 1;
    e->datalen = (size_t)(body_end - 1 - e->data);
    return MLB_SUCCESS;
  }
  e->data = dot + 1;
  e->datalen = n - e->dlen - 1;
  if (trailing) {
    MLB_TRY(scan_body(p, &body_end));
    e->datalen = (size_t)(body_end - e->data);
  }
  return MLB_SUCCESS;
}

/* The normalized spelling: sigil, dialect, then `.data` or `<data>`. */
static void ext_text(MlbBuf *b, char sigil, const ExtSym *e) {
  mlb_buf_putc(b, sigil);
  mlb_buf_putn(b, e->dialect, e->dlen);
  if (simple_enough(e->data, e->datalen)) {
    mlb_buf_putc(b, '.');
    mlb_buf_putn(b, e->data, e->datalen);
  } else {
    mlb_buf_putc(b, '<');
    mlb_buf_putn(b, e->data, e->datalen);
    mlb_buf_putc(b, '>');
  }
}

/* A symbol of a dialect neither mlbuf nor upstream MLIR has, without
 * -allow-unregistered-dialect: upstream's error, at the symbol's data
 * (pretty form) or its sigil (verbose form), naming it as upstream
 * prints an opaque symbol. `type` (attributes only) is its type. */
static MlbStatus check_dialect(MlbAsmParser *p, const ExtSym *e, char sigil,
                               MlbType *type) {
  if (p->ctx->allow_unregistered || dialect_known_n(p->ctx, e->dialect, e->dlen))
    return MLB_SUCCESS;
  MlbBuf what;
  mlb_buf_init(&what);
  if (sigil == '!')
    mlb_buf_putc(&what, '`');
  mlb_buf_printf(&what, "%c\"%.*s\"<\"%.*s\">", sigil, (int)e->dlen,
                 e->dialect, (int)e->datalen, e->data);
  if (sigil == '!') {
    mlb_buf_puts(&what, "` type");
  } else {
    mlb_buf_puts(&what, " : '");
    if (type)
      mlb_print_type(&what, type);
    else
      mlb_buf_puts(&what, "none");
    mlb_buf_puts(&what, "' attribute");
  }
  mlb_perr_at_pos(p, e->at,
                  "%s created with unregistered dialect. If this is "
                  "intended, please call allowUnregisteredDialects() on the "
                  "MLIRContext, or use -allow-unregistered-dialect with the "
                  "MLIR opt tool used",
                  mlb_buf_cstr(&what));
  mlb_buf_free(&what);
  return MLB_FAILURE;
}

MlbStatus mlb_parse_extended_type(MlbAsmParser *p, MlbType **out) {
  ExtSym e;
  MLB_TRY(parse_ext_sym(p, &e));
  if (e.alias) {
    MlbType *t = mlb_strmap_get(&p->type_aliases, e.dialect, e.dlen);
    if (!t)
      return mlb_perr_wrong_token(p, "undefined symbol alias id '%.*s'",
                                  (int)e.dlen, e.dialect);
    *out = t;
    return MLB_SUCCESS;
  }
  MLB_TRY(check_dialect(p, &e, '!', NULL));
  MlbBuf b;
  mlb_buf_init(&b);
  ext_text(&b, '!', &e);
  *out = mlb_type_opaque(p->ctx, b.data, b.len);
  mlb_buf_free(&b);
  return MLB_SUCCESS;
}

static MlbStatus check_attr_type(MlbAsmParser *p, MlbType *want,
                                 MlbAttr *a) {
  if (!want || !a->type || a->type == want)
    return MLB_SUCCESS;
  switch (a->kind) {
  case MLB_ATTR_INTEGER:
  case MLB_ATTR_FLOAT:
  case MLB_ATTR_STRING:
  case MLB_ATTR_DENSE:
  case MLB_ATTR_DENSE_RESOURCE:
  case MLB_ATTR_SPARSE:
  case MLB_ATTR_OPAQUE:
    break;
  default:
    return MLB_SUCCESS;
  }
  MlbBuf b1, b2;
  mlb_buf_init(&b1);
  mlb_buf_init(&b2);
  mlb_perr(p, "attribute type different than expected: expected %s, but got %s",
           mlb_quote_type(&b1, want), mlb_quote_type(&b2, a->type));
  mlb_buf_free(&b1);
  mlb_buf_free(&b2);
  return MLB_FAILURE;
}

MlbStatus mlb_parse_extended_attr(MlbAsmParser *p, MlbType *type,
                                  MlbAttr **out) {
  ExtSym e;
  MLB_TRY(parse_ext_sym(p, &e));
  if (e.alias) {
    MlbAttr *a = mlb_strmap_get(&p->attr_aliases, e.dialect, e.dlen);
    if (!a)
      return mlb_perr_wrong_token(p, "undefined symbol alias id '%.*s'",
                                  (int)e.dlen, e.dialect);
    *out = a;
    return check_attr_type(p, type, a);
  }
  MlbType *at = type;
  if (mlb_parser_consume_if(p, MLB_TOK_COLON))
    MLB_TRY(mlb_parse_type_impl(p, &at));
  MLB_TRY(check_dialect(p, &e, '#',
                        at && at->kind != MLB_TYPE_NONE ? at : NULL));
  MlbBuf b;
  mlb_buf_init(&b);
  ext_text(&b, '#', &e);
  *out = mlb_attr_opaque_typed(p->ctx, b.data, b.len,
                               at && at->kind != MLB_TYPE_NONE ? at : NULL);
  mlb_buf_free(&b);
  return check_attr_type(p, type, *out);
}
