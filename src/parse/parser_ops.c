/* parser_ops.c - parsing one operation, in generic or custom form.
 *
 *   operation ::= (ssa-id (`:` integer)? (`,` ...)* `=`)?
 *                 (generic-operation | custom-operation) trailing-location?
 *   generic-operation ::= string `(` uses `)` successors? (`<` attr `>`)?
 *                         (`(` region (`,` region)* `)`)? attr-dict?
 *                         `:` function-type
 *
 * Custom forms dispatch to the op descriptor's parse hook. Unqualified
 * names are looked up in the default dialect of the innermost enclosing
 * custom op ("builtin" at the top level), as upstream. Messages follow
 * upstream's wording so that expected-error tests carry over.
 */
#include "parse/parser_priv.h"

#include <stdlib.h>

/* ==== Result lists ==== */
typedef struct ResultGroup {
  const char *name; /* interned, without '%' */
  uint64_t count;
  const char *pos;
} ResultGroup;

/* `%a, %b:2 =` ; small lists stay on the stack. */
typedef struct ResultList {
  ResultGroup small[4];
  ResultGroup *data;
  uint32_t len, cap;
  uint64_t total;
} ResultList;

static void results_push(ResultList *r, ResultGroup g) {
  if (r->len == r->cap) {
    uint32_t ncap = r->cap * 2;
    ResultGroup *nd = mlb_malloc(ncap * sizeof *nd);
    memcpy(nd, r->data, r->len * sizeof *nd);
    if (r->data != r->small)
      mlb_free(r->data);
    r->data = nd;
    r->cap = ncap;
  }
  r->data[r->len++] = g;
  r->total += g.count;
}

static void results_free(ResultList *r) {
  if (r->data != r->small)
    mlb_free(r->data);
}

static MlbStatus parse_one_result(MlbAsmParser *p, ResultList *r) {
  if (p->tok.kind != MLB_TOK_PERCENT_ID)
    return mlb_perr_wrong_token(p, "expected valid ssa identifier");
  const char *hash = memchr(p->tok.start, '#', p->tok.len);
  if (hash) /* `%x#1 =`: upstream stops at the result number */
    return mlb_perr_at_pos(p, hash, "expected '=' after SSA name");
  ResultGroup g = {mlb_ssa_name(p, p->tok.start + 1, p->tok.len - 1),
                   1, p->tok.start};
  mlb_parser_consume(p);
  if (mlb_parser_consume_if(p, MLB_TOK_COLON)) {
    uint64_t n;
    if (p->tok.kind != MLB_TOK_INTEGER)
      return mlb_perr_wrong_token(p, "expected integer number of results");
    if (!mlb_tok_uint64(&p->tok, &n) || n < 1)
      return mlb_perr(p, "expected named operation to have at least 1 result");
    mlb_parser_consume(p);
    g.count = n;
  }
  results_push(r, g);
  return MLB_SUCCESS;
}

static MlbStatus parse_result_list(MlbAsmParser *p, ResultList *r) {
  do
    MLB_TRY(parse_one_result(p, r));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_EQUAL, "expected '=' after SSA name");
}

static MlbStatus define_results(MlbAsmParser *p, MlbOperation *op,
                                const ResultList *r, const char *start) {
  if (op->num_results == 0)
    return mlb_perr_at_pos(p, start, "cannot name an operation with no results");
  if (r->total != op->num_results)
    return mlb_perr_at_pos(p, start,
                           "operation defines %u results but was provided "
                           "%llu to bind",
                           op->num_results, (unsigned long long)r->total);
  uint32_t res = 0;
  for (uint32_t i = 0; i < r->len; i++)
    for (uint32_t k = 0; k < (uint32_t)r->data[i].count; k++) {
      MlbUnresolved u = {r->data[i].name, k, r->data[i].pos};
      MLB_TRY(mlb_ssa_define(p, &u, mlb_op_result(op, res++)));
    }
  return MLB_SUCCESS;
}

/* Backs the state's common vectors with recycled blocks: they are handed
 * back when the state is freed (mlb_op_create frees it). */
static void pool_state(MlbAsmParser *p, MlbOpState *st) {
  MlbVecPool *pl = &mlb_ops_state(p)->vec_pool;
  st->pool = pl;
  mlb_vec_from_pool(pl, &st->operands);
  mlb_vec_from_pool(pl, &st->result_types);
  mlb_vec_from_pool(pl, &st->attrs);
  mlb_vec_from_pool(pl, &st->props);
}

/* ==== Properties of registered ops ==== */
/* Moves inherent attributes out of the discardable list. */
static void split_inherent_attrs(MlbOpState *st) {
  uint32_t keep = 0;
  for (uint32_t i = 0; i < st->attrs.len; i++) {
    MlbNamedAttr na = st->attrs.data[i];
    if (mlb_desc_has_prop(st->desc, na.name))
      mlb_vec_push(&st->props, na);
    else
      st->attrs.data[keep++] = na;
  }
  st->attrs.len = keep;
}

/* Generic form of a registered op: `<{...}>` entries win over inherent
 * attributes given in the attribute dictionary; unknown names are dropped
 * (as upstream's setPropertiesFromAttr). Returns the complaint, if any. */
static const char *merge_props(MlbOpState *st, MlbAttr *raw) {
  split_inherent_attrs(st);
  if (!raw)
    return NULL;
  if (!st->desc->props)
    return "this operation does not support properties";
  if (raw->kind != MLB_ATTR_DICT)
    return "expected DictionaryAttr to set properties";
  for (uint32_t i = 0; i < raw->u.dict.n; i++)
    if (mlb_desc_has_prop(st->desc, raw->u.dict.entries[i].name))
      mlb_vec_push(&st->props, raw->u.dict.entries[i]);
  return NULL;
}

static MlbStatus props_error(MlbAsmParser *p, MlbAttr *loc, MlbAttr *raw,
                             const char *name, const char *why) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_attr(&b, raw);
  mlb_parser_error_at(p, loc, "invalid properties %s for op %s: %s",
                      mlb_buf_cstr(&b), name, why);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ==== Generic form ==== */
static MlbStatus parse_successor_list(MlbAsmParser *p, MlbOpState *st) {
  mlb_parser_consume(p); /* '[' */
  if (p->tok.kind == MLB_TOK_RSQUARE)
    return mlb_perr_wrong_token(p, "expected list element");
  do {
    MlbBlock *b;
    MLB_TRY(mlb_parse_successor_impl(p, &b));
    mlb_vec_push(&st->successors, b);
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RSQUARE, "expected ',' or ']'");
}

static MlbStatus parse_generic_regions(MlbAsmParser *p, MlbOpState *st) {
  do {
    MlbRegion *r = mlb_region_new(p->ctx);
    mlb_vec_push(&st->regions, r); /* owned by st even if parsing fails */
    MLB_TRY(mlb_parse_region_impl(p, r, NULL, 0));
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RPAREN,
                           "expected ')' to end region list");
}

static MlbStatus parse_generic_operands(MlbAsmParser *p,
                                        MlbUnresolvedVec *uses) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LPAREN,
                            "expected '(' to start operand list"));
  if (p->tok.kind == MLB_TOK_PERCENT_ID) {
    do {
      MlbUnresolved u;
      MLB_TRY(mlb_parse_ssa_use(p, &u, true));
      mlb_vec_push(uses, u);
    } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  }
  return mlb_parser_expect(p, MLB_TOK_RPAREN,
                           "expected ')' to end operand list");
}

/* `: (inputs) -> results`, then the operands are resolved. */
static MlbStatus parse_generic_type(MlbAsmParser *p, MlbOpState *st,
                                    const MlbUnresolvedVec *uses) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON,
                            "expected ':' followed by operation type"));
  const char *type_pos = p->tok.start; /* located only for the errors */
  MlbType *t;
  MLB_TRY(mlb_parse_type_impl(p, &t));
  if (t->kind != MLB_TYPE_FUNCTION)
    return mlb_parser_error_at(p, mlb_parser_loc_at(p, type_pos),
                               "expected function type");
  uint32_t ni = t->u.func.num_inputs, nr = t->u.func.num_results;
  for (uint32_t i = 0; i < nr; i++)
    mlb_vec_push(&st->result_types, t->u.func.types[ni + i]);
  if (ni != uses->len)
    return mlb_parser_error_at(p, mlb_parser_loc_at(p, type_pos),
                               "expected %u operand type%s but had %u",
                               uses->len, uses->len == 1 ? "" : "s", ni);
  for (uint32_t i = 0; i < uses->len; i++) {
    MlbValue *v = mlb_ssa_resolve(p, &uses->data[i], t->u.func.types[i]);
    if (!v)
      return MLB_FAILURE;
    mlb_vec_push(&st->operands, v);
  }
  return MLB_SUCCESS;
}

static MlbStatus parse_generic_body(MlbAsmParser *p, MlbOpState *st,
                                    MlbAttr **raw_props) {
  MlbUnresolvedVec uses = {0};
  MlbStatus s = parse_generic_operands(p, &uses);
  if (s == MLB_SUCCESS && p->tok.kind == MLB_TOK_LSQUARE) {
    if (st->desc && !(st->desc->traits & MLB_TRAIT_TERMINATOR))
      s = mlb_perr(p, "successors in non-terminator");
    else
      s = parse_successor_list(p, st);
  }
  if (s == MLB_SUCCESS && mlb_parser_consume_if(p, MLB_TOK_LESS)) {
    s = mlb_parse_attr_impl(p, NULL, raw_props);
    if (s == MLB_SUCCESS)
      s = mlb_parser_expect(p, MLB_TOK_GREATER,
                            "expected '>' to close properties");
  }
  if (s == MLB_SUCCESS && mlb_parser_consume_if(p, MLB_TOK_LPAREN))
    s = parse_generic_regions(p, st);
  if (s == MLB_SUCCESS && p->tok.kind == MLB_TOK_LBRACE)
    s = mlb_parse_named_attr_list(p, &st->attrs);
  if (s == MLB_SUCCESS)
    s = parse_generic_type(p, st, &uses);
  mlb_vec_free(&uses);
  return s;
}

/* Decodes the quoted op name; NULL after an error. */
static const char *generic_op_name(MlbAsmParser *p) {
  const char *body = p->tok.start + 1;
  size_t n = p->tok.len >= 2 ? p->tok.len - 2 : 0;
  if (n && !memchr(body, '\\', n)) /* common case: nothing to decode */
    return mlb_intern_str(p->ctx, body, n);
  MlbBuf b;
  mlb_buf_init(&b);
  const char *name = NULL;
  if (!mlb_tok_string_value(&p->tok, &b))
    mlb_perr(p, "invalid escape in operation name");
  else if (b.len == 0)
    mlb_perr(p, "empty operation name is invalid");
  else if (memchr(b.data, '\0', b.len))
    mlb_perr(p, "null character not allowed in operation name");
  else
    name = mlb_intern_str(p->ctx, b.data, b.len);
  mlb_buf_free(&b);
  return name;
}

static bool dialect_known(MlbContext *ctx, const char *name) {
  const char *dot = strchr(name, '.');
  size_t n = dot ? (size_t)(dot - name) : strlen(name);
  return mlb_dialect_is_registered(ctx, name, n);
}

static MlbOperation *parse_generic_op(MlbAsmParser *p, MlbBlock *block) {
  MlbAttr *loc = mlb_parser_loc(p);
  const char *name = generic_op_name(p);
  if (!name)
    return NULL;
  mlb_parser_consume(p);
  MlbOpState st;
  mlb_opstate_init(&st, p->ctx, name, loc);
  pool_state(p, &st);
  if (!st.desc && !p->ctx->allow_unregistered &&
      !dialect_known(p->ctx, name)) {
    mlb_perr(p, "operation being parsed with an unregistered dialect. If "
                "this is intended, please use -allow-unregistered-dialect "
                "with the MLIR tool used");
    mlb_opstate_free(&st);
    return NULL;
  }
  MlbAttr *raw = NULL;
  if (parse_generic_body(p, &st, &raw) != MLB_SUCCESS) {
    mlb_opstate_free(&st);
    return NULL;
  }
  const char *complaint = NULL;
  if (st.desc)
    complaint = merge_props(&st, raw);
  else
    st.raw_props = raw;
  MlbOperation *op = mlb_op_create(p->ctx, &st);
  mlb_block_append(block, op);
  MlbAttr *tloc;
  if (mlb_parse_optional_trailing_loc(p, &tloc) != MLB_SUCCESS)
    return NULL;
  if (tloc)
    op->loc = tloc;
  if (complaint) {
    props_error(p, loc, raw, name, complaint);
    return NULL;
  }
  return op;
}

/* ==== Custom form ==== */
/* "a, b, c" of the registered dialect namespaces, sorted. */
static void list_dialects(MlbContext *ctx, MlbBuf *out) {
  MLB_VEC(const char *) names = {0};
  for (uint32_t i = 0; i < ctx->dialects.cap; i++)
    if (ctx->dialects.slots[i].key)
      mlb_vec_push(&names, ctx->dialects.slots[i].key);
  for (uint32_t i = 1; i < names.len; i++) /* insertion sort: few entries */
    for (uint32_t j = i; j > 0 && strcmp(names.data[j - 1], names.data[j]) > 0;
         j--) {
      const char *t = names.data[j];
      names.data[j] = names.data[j - 1];
      names.data[j - 1] = t;
    }
  for (uint32_t i = 0; i < names.len; i++)
    mlb_buf_printf(out, "%s%s", i ? ", " : "", names.data[i]);
  mlb_vec_free(&names);
}

static MlbStatus unknown_custom_op(MlbAsmParser *p, MlbAttr *loc,
                                   const char *orig, const char *full) {
  const char *dot = strchr(full, '.');
  size_t nsl = dot ? (size_t)(dot - full) : strlen(full);
  bool tried = strcmp(orig, full) != 0;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, loc);
  if (!mlb_dialect_is_registered(p->ctx, full, nsl)) {
    mlb_buf_printf(&d->message, "Dialect `%.*s' not found for custom op '%s' ",
                   (int)nsl, full, orig);
    if (tried)
      mlb_buf_printf(&d->message, " (tried '%s' as well)", full);
    MlbBuf list;
    mlb_buf_init(&list);
    list_dialects(p->ctx, &list);
    mlb_diag_note(d, loc,
                  "Available dialects: %s ; for more info on dialect "
                  "registration see https://mlir.llvm.org/getting_started/"
                  "Faq/#registered-loaded-dependent-whats-up-with-dialects-"
                  "management",
                  mlb_buf_cstr(&list));
    mlb_buf_free(&list);
  } else {
    mlb_buf_printf(&d->message, "custom op '%s' is unknown", orig);
    if (tried)
      mlb_buf_printf(&d->message, " (tried '%s' as well)", full);
  }
  return mlb_perr_emit(p, d);
}

/* mlb_lookup_op through the parser's cache of names of 8 bytes or more:
 * a name of at most 16 bytes is told apart by its first and last 8 bytes
 * alone; longer ones compare their middle too. */
static const MlbOpDesc *lookup_op_cached(MlbAsmParser *p, const char *text,
                                         size_t n) {
  if (n < 8)
    return mlb_lookup_op(p->ctx, text, n);
  MlbOpParserState *ops = mlb_ops_state(p);
  uint64_t head, tail;
  memcpy(&head, text, 8);
  memcpy(&tail, text + n - 8, 8);
  uint64_t h = ((head * 0x9E3779B97F4A7C15ull) ^ tail ^ n) *
               0xC2B2AE3D27D4EB4Full;
  size_t i = (size_t)(h >> 58);
  if (ops->op_cache[i].desc && ops->op_cache[i].len == n &&
      ops->op_cache[i].head == head && ops->op_cache[i].tail == tail &&
      (n <= 16 || memcmp(ops->op_cache[i].desc->name + 8, text + 8, n - 16) == 0))
    return ops->op_cache[i].desc;
  const MlbOpDesc *d = mlb_lookup_op(p->ctx, text, n);
  /* The middle comparison reads the descriptor's name: only names spelled
   * exactly so are kept. */
  if (d && (n <= 16 || (strncmp(d->name, text, n) == 0 && !d->name[n]))) {
    ops->op_cache[i].head = head;
    ops->op_cache[i].tail = tail;
    ops->op_cache[i].len = n;
    ops->op_cache[i].desc = d;
  }
  return d;
}

/* Resolves the bare op name at the current token (consumed). */
static const MlbOpDesc *custom_op_desc(MlbAsmParser *p, MlbAttr *loc) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *text = p->tok.start;
  size_t n = p->tok.len;
  mlb_parser_consume(p);
  const MlbOpDesc *d = lookup_op_cached(p, text, n);
  if (d)
    return d;
  const char *full = NULL;
  const char *dot = memchr(text, '.', n);
  if (!dot || dot == text + n - 1) { /* no dialect prefix: default's */
    const char *dd = mlb_vec_last(&ops->default_dialects);
    size_t dl = strlen(dd), fl = dl + 1 + n;
    char small[128];
    char *buf = fl <= sizeof small ? small : mlb_malloc(fl);
    memcpy(buf, dd, dl);
    buf[dl] = '.';
    memcpy(buf + dl + 1, text, n);
    d = mlb_lookup_op(p->ctx, buf, fl);
    if (!d)
      full = mlb_intern_str(p->ctx, buf, fl);
    if (buf != small)
      mlb_free(buf);
    if (d)
      return d;
  }
  const char *orig = mlb_parser_intern_tok(p, text, n);
  unknown_custom_op(p, loc, orig, full ? full : orig);
  return NULL;
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* First repeated name in a list of named attributes, or NULL. */
static const char *find_duplicate(const MlbNamedAttrVec *v) {
  if (v->len < 2)
    return NULL;
  if (v->len <= 8) {
    for (uint32_t i = 0; i < v->len; i++)
      for (uint32_t j = i + 1; j < v->len; j++)
        if (strcmp(v->data[i].name, v->data[j].name) == 0)
          return v->data[i].name;
    return NULL;
  }
  const char **names = mlb_malloc(v->len * sizeof *names);
  for (uint32_t i = 0; i < v->len; i++)
    names[i] = v->data[i].name;
  qsort(names, v->len, sizeof *names, cmp_names);
  const char *dup = NULL;
  for (uint32_t i = 1; i < v->len && !dup; i++)
    if (strcmp(names[i - 1], names[i]) == 0)
      dup = names[i];
  mlb_free(names);
  return dup;
}

/* Runs the descriptor's hook with the custom-op error context set. */
static MlbStatus run_hook(MlbAsmParser *p, const MlbOpDesc *d,
                          MlbOpState *st, MlbAttr *loc) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *saved = ops->custom_op;
  MlbAttr *saved_loc = ops->custom_op_loc;
  ops->custom_op = d->name;
  ops->custom_op_loc = loc;
  mlb_vec_push(&ops->default_dialects,
               d->default_dialect ? d->default_dialect : "");
  MlbStatus s = d->parse(p, st);
  ops->default_dialects.len--;
  if (s == MLB_SUCCESS && p->failed)
    s = MLB_FAILURE; /* the hook reported an error but carried on */
  if (s == MLB_SUCCESS) {
    const char *dup = find_duplicate(&st->attrs);
    if (dup)
      s = mlb_perr_custom(p, loc,
                          "attribute '%s' occurs more than once in the "
                          "attribute list",
                          dup);
  }
  ops->custom_op = saved;
  ops->custom_op_loc = saved_loc;
  return s;
}

static MlbOperation *parse_custom_op(MlbAsmParser *p, MlbBlock *block) {
  MlbAttr *loc = mlb_parser_loc(p);
  const MlbOpDesc *d = custom_op_desc(p, loc);
  if (!d)
    return NULL;
  if (!d->parse) {
    mlb_parser_error_at(p, loc, "custom op '%s' has no custom assembly form",
                        d->name);
    return NULL;
  }
  /* The descriptor is known (and its name interned): no lookups. */
  MlbOpState st;
  memset(&st, 0, sizeof st);
  st.name = d->name;
  st.desc = d;
  st.loc = loc;
  pool_state(p, &st);
  if (run_hook(p, d, &st, loc) != MLB_SUCCESS) {
    mlb_opstate_free(&st);
    return NULL;
  }
  MlbOperation *op = mlb_op_create(p->ctx, &st);
  mlb_block_append(block, op);
  MlbAttr *tloc;
  if (mlb_parse_optional_trailing_loc(p, &tloc) != MLB_SUCCESS)
    return NULL;
  if (tloc)
    op->loc = tloc;
  return op;
}

/* ==== Entry ==== */
MlbStatus mlb_parse_operation(MlbAsmParser *p, MlbBlock *block) {
  const char *start = p->tok.start;
  ResultList r;
  memset(&r, 0, sizeof r);
  r.data = r.small;
  r.cap = MLB_ARRAY_LEN(r.small);
  MlbStatus s = MLB_SUCCESS;
  if (p->tok.kind == MLB_TOK_PERCENT_ID)
    s = parse_result_list(p, &r);
  MlbOperation *op = NULL;
  if (s == MLB_SUCCESS) {
    uint32_t w;
    int sign;
    /* Upstream lexes integer types as their own token: never an op name. */
    if (p->tok.kind == MLB_TOK_BARE_ID && !mlb_tok_int_type(&p->tok, &w, &sign))
      op = parse_custom_op(p, block);
    else if (p->tok.kind == MLB_TOK_STRING)
      op = parse_generic_op(p, block);
    else
      mlb_perr_wrong_token(p, "expected operation name in quotes");
    s = op ? MLB_SUCCESS : MLB_FAILURE;
  }
  if (s == MLB_SUCCESS && r.len)
    s = define_results(p, op, &r, start);
  results_free(&r);
  return s;
}
