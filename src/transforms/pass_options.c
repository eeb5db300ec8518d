/* pass_options.c - typed pass options: defaults, parsing, printing.
 *
 * The text is upstream's pass option syntax, the part between the braces of
 * `pass{...}` or after `--pass=`: space separated `name=value` pairs, a bare
 * `name` meaning true for booleans. Values may be quoted ('..' or "..") or
 * braced ({a,b} for lists) to hold spaces and commas. Error texts follow
 * upstream's option parser so messages look familiar.
 */
#include <errno.h>
#include <stdlib.h>

#include "transforms/pass_int.h"

typedef MLB_VEC(const char *) StrVec;

/* ==== Lexing `name=value` pairs ==== */

/* Index just past the value starting at text[i], honouring quotes and
 * nested braces; stops at a top-level space. */
static size_t value_end(const char *text, size_t n, size_t i) {
  int depth = 0;
  while (i < n) {
    char c = text[i];
    if (c == ' ' && depth == 0)
      break;
    if (c == '\'' || c == '"') {
      const char *close = memchr(text + i + 1, c, n - i - 1);
      if (close)
        i = (size_t)(close - text);
    } else if (c == '{') {
      depth++;
    } else if (c == '}' && depth > 0) {
      depth--;
    }
    i++;
  }
  return i;
}

/* Drops one pair of matching outer quotes or braces. */
static void strip_outer(const char **s, size_t *n) {
  if (*n < 2)
    return;
  char a = (*s)[0], b = (*s)[*n - 1];
  if ((a == '"' && b == '"') || (a == '\'' && b == '\'') ||
      (a == '{' && b == '}')) {
    (*s)++;
    *n -= 2;
  }
}

static const MlbPassOptDef *find_opt(const MlbPassDef *def, const char *name,
                                     size_t n, uint32_t *index) {
  for (uint32_t i = 0; i < def->num_options; i++) {
    const char *on = def->options[i].name;
    if (strlen(on) == n && memcmp(on, name, n) == 0) {
      *index = i;
      return &def->options[i];
    }
  }
  return NULL;
}

/* ==== Scalar values ==== */

bool mlb_parse_bool_text(const char *v, size_t n, bool *out) {
  static const char *const yes[] = {"true", "TRUE", "True", "1"};
  static const char *const no[] = {"false", "FALSE", "False", "0"};
  for (size_t i = 0; i < MLB_ARRAY_LEN(yes); i++) {
    if (strlen(yes[i]) == n && memcmp(yes[i], v, n) == 0)
      return *out = true, true;
    if (strlen(no[i]) == n && memcmp(no[i], v, n) == 0)
      return *out = false, true;
  }
  return false;
}

static bool parse_int(const char *v, size_t n, int64_t *out) {
  char tmp[64];
  if (n == 0 || n >= sizeof(tmp))
    return false;
  memcpy(tmp, v, n);
  tmp[n] = '\0';
  char *end = NULL;
  errno = 0;
  long long x = strtoll(tmp, &end, 0);
  if (errno != 0 || *end != '\0')
    return false;
  *out = (int64_t)x;
  return true;
}

static bool parse_enum(const MlbPassOptDef *od, const char *v, size_t n,
                       int64_t *index, const char **name) {
  for (int64_t i = 0; od->enum_values && od->enum_values[i]; i++) {
    const char *e = od->enum_values[i];
    if (strlen(e) == n && memcmp(e, v, n) == 0) {
      *index = i;
      *name = e;
      return true;
    }
  }
  return false;
}

/* ==== Lists ==== */

/* Splits `v` on top-level commas and appends the elements. */
static bool parse_list(MlbPipeline *pl, const MlbPassOptDef *od,
                       MlbPassOptValue *val, const char *v, size_t n,
                       MlbBuf *err) {
  StrVec items = {0};
  MLB_VEC(int64_t) ints = {0};
  for (uint32_t i = 0; i < val->n; i++) {
    if (od->elem == MLB_OPT_INT)
      mlb_vec_push(&ints, val->ints[i]);
    else
      mlb_vec_push(&items, val->items[i]);
  }
  bool ok = true;
  size_t start = 0;
  int depth = 0;
  for (size_t i = 0; i <= n && ok; i++) {
    if (i < n && v[i] == '{')
      depth++;
    if (i < n && v[i] == '}')
      depth--;
    if (i < n && (v[i] != ',' || depth > 0))
      continue;
    const char *e = v + start;
    size_t en = i - start;
    start = i + 1;
    if (en == 0 && n == 0)
      break;
    strip_outer(&e, &en);
    if (od->elem == MLB_OPT_INT) {
      int64_t x = 0;
      if (!(ok = parse_int(e, en, &x)))
        mlb_buf_printf(err, "for the --%s option: '%.*s' value invalid for "
                       "integer argument!\n", od->name, (int)en, e);
      else
        mlb_vec_push(&ints, x);
    } else {
      mlb_vec_push(&items, mlb_arena_strndup(&pl->arena, e, en));
    }
  }
  if (ok) {
    val->n = od->elem == MLB_OPT_INT ? ints.len : items.len;
    if (ints.len)
      val->ints = mlb_arena_dup(&pl->arena, ints.data,
                                ints.len * sizeof(int64_t));
    if (items.len)
      val->items = mlb_arena_dup(&pl->arena, items.data,
                                 items.len * sizeof(const char *));
  }
  mlb_vec_free(&items);
  mlb_vec_free(&ints);
  return ok;
}

/* ==== One option ==== */

static bool set_value(MlbPipeline *pl, const MlbPassOptDef *od,
                      MlbPassOptValue *val, const char *v, size_t n,
                      bool has_value, MlbBuf *err) {
  if (!has_value && od->kind != MLB_OPT_BOOL) {
    mlb_buf_printf(err, "for the --%s option: requires a value!\n", od->name);
    return false;
  }
  strip_outer(&v, &n);
  switch (od->kind) {
  case MLB_OPT_BOOL:
    if (!has_value)
      return val->b = true, true;
    if (mlb_parse_bool_text(v, n, &val->b))
      return true;
    mlb_buf_printf(err, "for the --%s option: '%.*s' is invalid value for "
                   "boolean argument! Try 0 or 1\n", od->name, (int)n, v);
    return false;
  case MLB_OPT_INT:
    if (parse_int(v, n, &val->i))
      return true;
    mlb_buf_printf(err, "for the --%s option: '%.*s' value invalid for "
                   "integer argument!\n", od->name, (int)n, v);
    return false;
  case MLB_OPT_STRING:
    val->s = mlb_arena_strndup(&pl->arena, v, n);
    return true;
  case MLB_OPT_ENUM:
    if (parse_enum(od, v, n, &val->i, &val->s))
      return true;
    mlb_buf_printf(err, "for the --%s option: Cannot find option named "
                   "'%.*s'!\n", od->name, (int)n, v);
    return false;
  case MLB_OPT_LIST:
    return parse_list(pl, od, val, v, n, err);
  }
  return false;
}

MlbPassOptValue *mlb_pass_opts_new(MlbPipeline *pl, const MlbPassDef *def) {
  if (def->num_options == 0)
    return NULL;
  MlbPassOptValue *vals =
      mlb_arena_alloc(&pl->arena, def->num_options * sizeof(*vals));
  for (uint32_t i = 0; i < def->num_options; i++) {
    const MlbPassOptDef *od = &def->options[i];
    const char *d = od->default_text;
    if (od->kind == MLB_OPT_ENUM && !d)
      d = od->enum_values ? od->enum_values[0] : NULL;
    if (!d)
      continue;
    MlbBuf err;
    mlb_buf_init(&err);
    bool ok = set_value(pl, od, &vals[i], d, strlen(d), true, &err);
    mlb_buf_free(&err);
    MLB_ASSERT(ok && "pass option default must parse");
  }
  return vals;
}

bool mlb_pass_opts_parse(MlbPipeline *pl, const MlbPassDef *def,
                         MlbPassOptValue *vals, const char *text, size_t n,
                         MlbBuf *err) {
  size_t i = 0;
  while (i < n) {
    if (text[i] == ' ') {
      i++;
      continue;
    }
    size_t name_start = i;
    while (i < n && text[i] != ' ' && text[i] != '=')
      i++;
    size_t name_len = i - name_start;
    bool has_value = i < n && text[i] == '=';
    size_t vstart = has_value ? i + 1 : i;
    size_t vend = has_value ? value_end(text, n, vstart) : vstart;
    i = vend;
    /* A lone flag in braces ("{bufferize-function-boundaries}") names the
     * flag, as mlir-opt reads it; "{a b}" stays two words. */
    const char *name = text + name_start;
    if (!has_value && name_len >= 2 && name[0] == '{' &&
        name[name_len - 1] == '}')
      name++, name_len -= 2;
    uint32_t index = 0;
    const MlbPassOptDef *od = find_opt(def, name, name_len, &index);
    if (!od) {
      mlb_buf_printf(err, "<Pass-Options-Parser>: no such option %.*s\n",
                     (int)name_len, name);
      return false;
    }
    MlbPassOptValue *val = &vals[index];
    if (od->kind == MLB_OPT_LIST && !val->set)
      val->n = 0; /* the first explicit value replaces the default */
    if (!set_value(pl, od, val, text + vstart, vend - vstart, has_value, err))
      return false;
    val->set = true;
  }
  return true;
}

/* ==== Printing ==== */

static void print_value(const MlbPassOptDef *od, const MlbPassOptValue *v,
                        MlbBuf *out) {
  switch (od->kind) {
  case MLB_OPT_BOOL:
    mlb_buf_puts(out, v->b ? "true" : "false");
    return;
  case MLB_OPT_INT:
    mlb_buf_printf(out, "%lld", (long long)v->i);
    return;
  case MLB_OPT_STRING:
  case MLB_OPT_ENUM:
    mlb_buf_puts(out, v->s ? v->s : "");
    return;
  case MLB_OPT_LIST:
    for (uint32_t i = 0; i < v->n; i++) {
      if (i)
        mlb_buf_putc(out, ',');
      if (od->elem == MLB_OPT_INT)
        mlb_buf_printf(out, "%lld", (long long)v->ints[i]);
      else
        mlb_buf_puts(out, v->items[i]);
    }
    return;
  }
}

void mlb_pass_opts_print(const MlbPassDef *def, const MlbPassOptValue *vals,
                         MlbBuf *out) {
  if (def->num_options == 0)
    return;
  /* Sorted by name, as upstream prints them; empty lists are left out. */
  bool *done = mlb_calloc(def->num_options, sizeof(bool));
  bool first = true;
  mlb_buf_putc(out, '{');
  for (uint32_t k = 0; k < def->num_options; k++) {
    uint32_t best = UINT32_MAX;
    for (uint32_t i = 0; i < def->num_options; i++)
      if (!done[i] && (best == UINT32_MAX ||
                       strcmp(def->options[i].name,
                              def->options[best].name) < 0))
        best = i;
    done[best] = true;
    const MlbPassOptDef *od = &def->options[best];
    if (od->kind == MLB_OPT_LIST && vals[best].n == 0)
      continue;
    if (!first)
      mlb_buf_putc(out, ' ');
    first = false;
    mlb_buf_printf(out, "%s=", od->name);
    print_value(od, &vals[best], out);
  }
  mlb_buf_putc(out, '}');
  mlb_free(done);
}
