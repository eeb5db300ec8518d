/* type_parse.c - parses builtin types, as upstream's TypeParser.
 *
 * Dimension lists lex awkwardly: in `4x?xf32` the lexer produces `4`, `x`,
 * `?`, `xf32`; in `?x4xf32` it produces `?`, `x4xf32`. As upstream does, an
 * identifier starting with 'x' is split by restarting the lexer right after
 * the 'x', and a hex-looking `0xf32` is re-read as `0` followed by `xf32`.
 * Verification errors of the built type (element type, layout rank, memory
 * space) are reported at the type's keyword, like upstream's getChecked.
 */
#include "parse/attr_parse_int.h"

#include <ctype.h>

static MlbStatus parse_non_function_type(MlbAsmParser *p, MlbType **out);

typedef MLB_VEC(bool) BoolVec;

const char *mlb_quote_type(MlbBuf *b, const MlbType *t) {
  mlb_buf_clear(b);
  mlb_buf_putc(b, '\'');
  mlb_print_type(b, t);
  mlb_buf_putc(b, '\'');
  return mlb_buf_cstr(b);
}

const char *mlb_attr_text(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_clear(b);
  mlb_print_attr(b, a);
  return mlb_buf_cstr(b);
}

/* ==== Scalar type tokens ==== */
int mlb_parse_int_type_tok(MlbAsmParser *p, uint32_t *width,
                           MlbSignedness *sign) {
  if (p->tok.kind != MLB_TOK_BARE_ID)
    return 0;
  const char *s = p->tok.start;
  uint32_t n = p->tok.len, start;
  if (n > 1 && s[0] == 'i')
    start = 1, *sign = MLB_SIGNLESS;
  else if (n > 2 && s[1] == 'i' && (s[0] == 's' || s[0] == 'u'))
    start = 2, *sign = s[0] == 's' ? MLB_SIGNED : MLB_UNSIGNED;
  else
    return 0;
  uint64_t w = 0;
  bool overflow = false;
  for (uint32_t i = start; i < n; i++) {
    if (!isdigit((unsigned char)s[i]))
      return 0;
    w = w * 10 + (uint64_t)(s[i] - '0');
    overflow |= w > UINT32_MAX;
  }
  if (overflow) {
    mlb_perr(p, "invalid integer width");
    return -1;
  }
  if (w > 16777215) {
    mlb_perr(p, "integer bitwidth is limited to 16777215 bits");
    return -1;
  }
  *width = (uint32_t)w;
  return 1;
}

static bool float_kind_of(const MlbToken *t, MlbFloatKind *k) {
  char c = t->start[0]; /* every float type name starts with f, b or t */
  if (c != 'f' && c != 'b' && c != 't')
    return false;
  for (int i = 0; i < MLB_FLOAT_KIND_COUNT; i++)
    if (mlb_float_kind_name((MlbFloatKind)i)[0] == c &&
        mlb_tok_is(t, mlb_float_kind_name((MlbFloatKind)i))) {
      *k = (MlbFloatKind)i;
      return true;
    }
  return false;
}

bool mlb_parser_at_type(MlbAsmParser *p) {
  static const char *const kws[] = {"memref", "tensor", "complex", "tuple",
                                    "vector", "index",  "none"};
  if (p->tok.kind == MLB_TOK_LPAREN || p->tok.kind == MLB_TOK_EXCL_ID)
    return true;
  if (p->tok.kind != MLB_TOK_BARE_ID)
    return false;
  for (size_t i = 0; i < MLB_ARRAY_LEN(kws); i++)
    if (mlb_tok_is(&p->tok, kws[i]))
      return true;
  MlbFloatKind k;
  const char *s = p->tok.start;
  uint32_t n = p->tok.len, i = s[0] == 'i' ? 1 : 2;
  if (float_kind_of(&p->tok, &k))
    return true;
  if (!(n > 1 && s[0] == 'i') &&
      !(n > 2 && s[1] == 'i' && (s[0] == 's' || s[0] == 'u')))
    return false;
  for (; i < n; i++)
    if (!isdigit((unsigned char)s[i]))
      return false;
  return true;
}

/* ==== Lists ==== */
MlbStatus mlb_parse_type_list_no_parens(MlbAsmParser *p, MlbTypeVec *out) {
  do {
    MlbType *t;
    MLB_TRY(mlb_parse_type_impl(p, &t));
    mlb_vec_push(out, t);
  } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return MLB_SUCCESS;
}

/* `(` `)` | `(` type-list `)` */
static MlbStatus parse_type_list_parens(MlbAsmParser *p, MlbTypeVec *out) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LPAREN, "expected '('"));
  if (mlb_parser_consume_if(p, MLB_TOK_RPAREN))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parse_type_list_no_parens(p, out));
  return mlb_parser_expect(p, MLB_TOK_RPAREN, "expected ')'");
}

/* function-result-type ::= type-list-parens | non-function-type */
static MlbStatus parse_function_results(MlbAsmParser *p, MlbTypeVec *out) {
  if (p->tok.kind == MLB_TOK_LPAREN)
    return parse_type_list_parens(p, out);
  MlbType *t;
  MLB_TRY(parse_non_function_type(p, &t));
  mlb_vec_push(out, t);
  return MLB_SUCCESS;
}

static MlbStatus parse_function_type_impl(MlbAsmParser *p, MlbType **out) {
  MlbTypeVec in = {0}, res = {0};
  MlbStatus s = parse_type_list_parens(p, &in);
  if (!s)
    s = mlb_parser_expect(p, MLB_TOK_ARROW, "expected '->' in function type");
  if (!s)
    s = parse_function_results(p, &res);
  if (!s)
    *out = mlb_type_function(p->ctx, in.len, in.data, res.len, res.data);
  mlb_vec_free(&in);
  mlb_vec_free(&res);
  return s;
}

/* ==== Dimension lists ==== */
/* The 'x' of a dimension list, possibly glued to what follows ("xf32"). */
static MlbStatus parse_x_in_dims(MlbAsmParser *p) {
  if (p->tok.kind != MLB_TOK_BARE_ID || p->tok.start[0] != 'x')
    return mlb_perr_wrong_token(p, "expected 'x' in dimension list");
  if (p->tok.len != 1)
    mlb_relex_at(p, p->tok.start + 1);
  else
    mlb_parser_consume(p);
  return MLB_SUCCESS;
}

static MlbStatus parse_int_in_dims(MlbAsmParser *p, int64_t *v) {
  if (p->tok.len > 1 && p->tok.start[1] == 'x') { /* `0xf32`: 0 then xf32 */
    *v = 0;
    mlb_relex_at(p, p->tok.start + 1);
    return MLB_SUCCESS;
  }
  uint64_t u;
  if (!mlb_tok_uint64(&p->tok, &u) || u > (uint64_t)INT64_MAX)
    return mlb_perr(p, "invalid dimension");
  *v = (int64_t)u;
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

/* (dimension `x`)* where dimension is `?` or a decimal literal. */
static MlbStatus parse_ranked_dims(MlbAsmParser *p, MlbI64Vec *dims) {
  while (p->tok.kind == MLB_TOK_INTEGER || p->tok.kind == MLB_TOK_QUESTION) {
    int64_t d = MLB_DYNAMIC;
    if (!mlb_parser_consume_if(p, MLB_TOK_QUESTION))
      MLB_TRY(parse_int_in_dims(p, &d));
    mlb_vec_push(dims, d);
    MLB_TRY(parse_x_in_dims(p));
  }
  return MLB_SUCCESS;
}

/* Vector dims: each static or `[N]` scalable, each followed by 'x'. */
static MlbStatus parse_vector_dims(MlbAsmParser *p, MlbI64Vec *dims,
                                   BoolVec *scalable) {
  while (p->tok.kind == MLB_TOK_INTEGER || p->tok.kind == MLB_TOK_LSQUARE) {
    bool sc = mlb_parser_consume_if(p, MLB_TOK_LSQUARE);
    int64_t d = 0;
    if (p->tok.kind != MLB_TOK_INTEGER)
      return mlb_perr(p, "invalid dimension");
    MLB_TRY(parse_int_in_dims(p, &d));
    if (sc && !mlb_parser_consume_if(p, MLB_TOK_RSQUARE))
      return mlb_perr_wrong_token(p,
                                  "missing ']' closing scalable dimension");
    mlb_vec_push(dims, d);
    mlb_vec_push(scalable, sc);
    MLB_TRY(parse_x_in_dims(p));
  }
  return MLB_SUCCESS;
}

/* ==== Element type rules ==== */
static bool is_builtin_scalar(const MlbType *t) {
  return t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX ||
         t->kind == MLB_TYPE_FLOAT;
}

/* Upstream wants memref elements of dialects to implement an interface;
 * mlbuf accepts those of the dialects it registers. */
static bool is_dialect_type(MlbContext *ctx, const MlbType *t) {
  const char *d = t->u.opaque.dialect;
  return t->kind == MLB_TYPE_OPAQUE &&
         mlb_dialect_is_registered(ctx, d, strlen(d));
}

static bool valid_memref_elt(MlbContext *ctx, const MlbType *t) {
  return is_builtin_scalar(t) || t->kind == MLB_TYPE_COMPLEX ||
         t->kind == MLB_TYPE_VECTOR || t->kind == MLB_TYPE_MEMREF ||
         t->kind == MLB_TYPE_UNRANKED_MEMREF || is_dialect_type(ctx, t);
}

static bool valid_tensor_elt(const MlbType *t) {
  return is_builtin_scalar(t) || t->kind == MLB_TYPE_COMPLEX ||
         t->kind == MLB_TYPE_VECTOR || t->kind == MLB_TYPE_OPAQUE;
}

/* ==== vector / tensor / memref / complex / tuple ==== */
static MlbStatus parse_vector_type(MlbAsmParser *p, MlbType **out) {
  const char *kw = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' in vector type"));
  MlbI64Vec dims = {0};
  BoolVec sc = {0};
  MlbType *elt = NULL;
  MlbStatus s = parse_vector_dims(p, &dims, &sc);
  if (!s)
    s = mlb_parse_type_impl(p, &elt);
  if (!s)
    s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>' in vector type");
  for (uint32_t i = 0; !s && i < dims.len; i++)
    if (dims.data[i] <= 0) {
      MlbBuf b;
      mlb_buf_init(&b);
      for (uint32_t j = 0; j < dims.len; j++)
        mlb_buf_printf(&b, j ? ", %lld" : "%lld", (long long)dims.data[j]);
      s = mlb_perr_at_pos(p, kw,
                          "vector types must have positive constant sizes "
                          "but got %s",
                          mlb_buf_cstr(&b));
      mlb_buf_free(&b);
    }
  if (!s && !is_builtin_scalar(elt))
    s = mlb_perr_at_pos(p, kw, "failed to verify 'elementType': "
                               "VectorElementTypeInterface instance");
  if (!s)
    *out = mlb_type_vector(p->ctx, dims.len, dims.data, sc.data, elt);
  mlb_vec_free(&dims);
  mlb_vec_free(&sc);
  return s;
}

/* After `tensor<` / `memref<`: `*x` (returns true in *unranked) or dims. */
static MlbStatus parse_shape_prefix(MlbAsmParser *p, bool *unranked,
                                    MlbI64Vec *dims) {
  *unranked = mlb_parser_consume_if(p, MLB_TOK_STAR);
  if (*unranked)
    return parse_x_in_dims(p);
  return parse_ranked_dims(p, dims);
}

static MlbStatus finish_tensor(MlbAsmParser *p, bool unranked,
                               MlbI64Vec *dims, MlbType *elt, MlbAttr *enc,
                               const char *elt_pos, MlbType **out) {
  if (!valid_tensor_elt(elt))
    return mlb_perr_at_pos(p, elt_pos, "invalid tensor element type");
  if (unranked) {
    if (enc)
      return mlb_perr(p, "cannot apply encoding to unranked tensor");
    *out = mlb_type_unranked_tensor(p->ctx, elt);
  } else {
    *out = mlb_type_tensor(p->ctx, dims->len, dims->data, elt, enc);
  }
  return MLB_SUCCESS;
}

static MlbStatus parse_tensor_type(MlbAsmParser *p, MlbType **out) {
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' in tensor type"));
  MlbI64Vec dims = {0};
  bool unranked;
  MlbType *elt = NULL;
  MlbAttr *enc = NULL;
  MlbStatus s = parse_shape_prefix(p, &unranked, &dims);
  const char *elt_pos = p->tok.start;
  if (!s)
    s = mlb_parse_type_impl(p, &elt);
  /* The encoding is optional even after the comma (`tensor<4xf32,>`). */
  if (!s && mlb_parser_consume_if(p, MLB_TOK_COMMA) && mlb_parser_at_attr(p))
    s = mlb_parse_attr_impl(p, NULL, &enc);
  if (!s)
    s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>' in tensor type");
  if (!s)
    s = finish_tensor(p, unranked, &dims, elt, enc, elt_pos, out);
  mlb_vec_free(&dims);
  return s;
}

static bool is_layout_attr(const MlbAttr *a) {
  return a->kind == MLB_ATTR_AFFINE_MAP || a->kind == MLB_ATTR_STRIDED;
}

/* Upstream accepts integer, string and dictionary memory spaces, and
 * attributes of (non-builtin) dialects. */
static bool valid_memspace(MlbContext *ctx, const MlbAttr *a) {
  return !a || a->kind == MLB_ATTR_INTEGER || a->kind == MLB_ATTR_STRING ||
         a->kind == MLB_ATTR_DICT ||
         (a->kind == MLB_ATTR_OPAQUE &&
          mlb_dialect_known(ctx, a->u.opaque.dialect));
}

typedef struct {
  MlbAttr *layout, *memspace;
} MemrefExtras;

/* One `, attr` of a memref type: a layout, then at most one memory space. */
static MlbStatus parse_memref_extra(MlbAsmParser *p, bool unranked,
                                    MemrefExtras *x) {
  MlbAttr *a;
  MLB_TRY(mlb_parse_attr_impl(p, NULL, &a));
  if (!is_layout_attr(a)) {
    if (x->memspace)
      return mlb_perr(p, "multiple memory spaces specified in memref type");
    x->memspace = a;
    return MLB_SUCCESS;
  }
  x->layout = a;
  if (unranked)
    return mlb_perr(p, "cannot have affine map for unranked memref type");
  if (x->memspace)
    return mlb_perr(p, "expected memory space to be last in memref type");
  return MLB_SUCCESS;
}

static MlbStatus parse_memref_extras(MlbAsmParser *p, bool unranked,
                                     MemrefExtras *x) {
  if (mlb_parser_consume_if(p, MLB_TOK_GREATER))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COMMA,
                            "expected ',' or '>' in memref type"));
  if (p->tok.kind == MLB_TOK_GREATER)
    return mlb_perr_wrong_token(p, "expected list element");
  do
    MLB_TRY(parse_memref_extra(p, unranked, x));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_GREATER, "expected ',' or '>'");
}

/* The checks upstream's MemRefType::getChecked makes, at the keyword. */
static MlbStatus verify_memref(MlbAsmParser *p, const char *kw, uint32_t rank,
                               const MemrefExtras *x) {
  const MlbAttr *l = x->layout;
  if (l && l->kind == MLB_ATTR_AFFINE_MAP && l->u.map.num_dims != rank)
    return mlb_perr_at_pos(p, kw,
                           "memref layout mismatch between rank and affine "
                           "map: %u != %u",
                           rank, l->u.map.num_dims);
  if (l && l->kind == MLB_ATTR_STRIDED && l->u.strided.rank != rank)
    return mlb_perr_at_pos(p, kw,
                           "expected the number of strides to match the rank");
  if (!valid_memspace(p->ctx, x->memspace))
    return mlb_perr_at_pos(p, kw, "unsupported memory space Attribute");
  return MLB_SUCCESS;
}

static MlbStatus parse_memref_type(MlbAsmParser *p, MlbType **out) {
  const char *kw = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' in memref type"));
  MlbI64Vec dims = {0};
  bool unranked;
  MlbType *elt = NULL;
  MemrefExtras x = {NULL, NULL};
  MlbStatus s = parse_shape_prefix(p, &unranked, &dims);
  const char *elt_pos = p->tok.start;
  if (!s)
    s = mlb_parse_type_impl(p, &elt);
  if (!s && !valid_memref_elt(p->ctx, elt))
    s = mlb_perr_at_pos(p, elt_pos, "invalid memref element type");
  if (!s)
    s = parse_memref_extras(p, unranked, &x);
  if (!s)
    s = verify_memref(p, kw, unranked ? 0 : dims.len, &x);
  if (!s && unranked)
    *out = mlb_type_unranked_memref(p->ctx, elt, x.memspace);
  else if (!s)
    *out = mlb_type_memref(p->ctx, dims.len, dims.data, elt, x.layout,
                           x.memspace);
  mlb_vec_free(&dims);
  return s;
}

static MlbStatus parse_complex_type(MlbAsmParser *p, MlbType **out) {
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' in complex type"));
  const char *elt_pos = p->tok.start;
  MlbType *elt;
  MLB_TRY(mlb_parse_type_impl(p, &elt));
  MLB_TRY(
      mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>' in complex type"));
  if (elt->kind != MLB_TYPE_FLOAT && elt->kind != MLB_TYPE_INTEGER)
    return mlb_perr_at_pos(p, elt_pos, "invalid element type for complex");
  *out = mlb_type_complex(p->ctx, elt);
  return MLB_SUCCESS;
}

static MlbStatus parse_tuple_type(MlbAsmParser *p, MlbType **out) {
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' in tuple type"));
  MlbTypeVec ts = {0};
  MlbStatus s = MLB_SUCCESS;
  if (!mlb_parser_consume_if(p, MLB_TOK_GREATER)) {
    s = mlb_parse_type_list_no_parens(p, &ts);
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>' in tuple type");
  }
  if (!s)
    *out = mlb_type_tuple(p->ctx, ts.len, ts.data);
  mlb_vec_free(&ts);
  return s;
}

/* ==== Types by spelling ==== */
/* Slot of the bracketed type at the current token: hashed on its text up
 * to the first '>' (any full spelling cached there contains that prefix).
 * NULL without operation-parser state or when no '>' comes soon. */
static MlbTypeCacheEntry *type_cache_slot(MlbAsmParser *p, uint32_t *hash) {
  MlbOpParserState *ops = mlb_ops_state(p);
  const char *s = p->tok.start;
  size_t room = (size_t)(p->lx.end - s);
  if (!ops)
    return NULL;
  const char *gt = memchr(s, '>', room < 256 ? room : 256);
  if (!gt)
    return NULL;
  *hash = (uint32_t)mlb_hash_bytes(s, (size_t)(gt + 1 - s), 0);
  return &ops->type_cache[*hash & (MLB_TYPE_CACHE_SIZE - 1)];
}

/* Remembers the spelling of a type just parsed from `start`: it ends at
 * the last non-blank before the current token. Only spans closing with
 * '>' and without '/' (so no comment inside or after) are kept. */
static void type_cache_store(MlbAsmParser *p, MlbTypeCacheEntry *e,
                             uint32_t hash, const char *start, MlbType *t) {
  const char *q = p->tok.start;
  while (q > start &&
         (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\n' || q[-1] == '\r'))
    q--;
  if (q <= start || q[-1] != '>' || memchr(start, '/', (size_t)(q - start)))
    return;
  e->text = start;
  e->len = (uint32_t)(q - start);
  e->hash = hash;
  e->type = t;
}

/* memref<...> and friends: equal text always parses to the same uniqued
 * type (aliases cannot be redefined), so a repeated spelling is skipped
 * over instead of parsed again. */
static MlbStatus parse_bracketed_type(MlbAsmParser *p, MlbType **out,
                                      MlbStatus (*parse)(MlbAsmParser *,
                                                         MlbType **)) {
  uint32_t hash = 0;
  const char *start = p->tok.start;
  MlbTypeCacheEntry *e = type_cache_slot(p, &hash);
  if (e && e->text && e->hash == hash &&
      e->len <= (size_t)(p->lx.end - start) &&
      memcmp(e->text, start, e->len) == 0) {
    *out = e->type;
    mlb_relex_at(p, start + e->len);
    return MLB_SUCCESS;
  }
  MlbStatus s = parse(p, out);
  if (s == MLB_SUCCESS && e && !p->failed)
    type_cache_store(p, e, hash, start, *out);
  return s;
}

/* ==== Entry points ==== */
/* The cache slot of a keyword type token of at most 8 bytes (*key = its
 * bytes packed, never 0 for a non-empty token), or -1. */
static int kw_type_slot(MlbAsmParser *p, uint64_t *key) {
  if (!mlb_ops_state(p) || p->tok.len > 8)
    return -1;
  uint64_t k = 0;
  for (uint32_t i = 0; i < p->tok.len; i++)
    k |= (uint64_t)(unsigned char)p->tok.start[i] << (8 * i);
  *key = k;
  return (int)((k * 0x9E3779B97F4A7C15ull) >> 61);
}

static MlbStatus parse_keyword_type(MlbAsmParser *p, MlbType **out) {
  MlbOpParserState *ops = mlb_ops_state(p);
  uint64_t key = 0;
  int slot = kw_type_slot(p, &key);
  if (slot >= 0 && ops->kw_types[slot].key == key) {
    *out = ops->kw_types[slot].type;
    mlb_parser_consume(p);
    return MLB_SUCCESS;
  }
  MlbFloatKind fk;
  uint32_t w;
  MlbSignedness sign;
  int it = mlb_parse_int_type_tok(p, &w, &sign);
  if (it < 0)
    return MLB_FAILURE;
  if (it > 0)
    *out = mlb_type_integer(p->ctx, w, sign);
  else if (float_kind_of(&p->tok, &fk))
    *out = mlb_type_float(p->ctx, fk);
  else if (mlb_tok_is(&p->tok, "index"))
    *out = p->ctx->t_index;
  else if (mlb_tok_is(&p->tok, "none"))
    *out = p->ctx->t_none;
  else
    return mlb_perr_wrong_token(p, "expected non-function type");
  if (slot >= 0) { /* same spelling, same uniqued type */
    ops->kw_types[slot].key = key;
    ops->kw_types[slot].type = *out;
  }
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

static MlbStatus parse_non_function_type(MlbAsmParser *p, MlbType **out) {
  if (p->tok.kind == MLB_TOK_EXCL_ID)
    return mlb_parse_extended_type(p, out);
  if (p->tok.kind != MLB_TOK_BARE_ID)
    return mlb_perr_wrong_token(p, "expected non-function type");
  switch (p->tok.start[0]) {
  case 'm':
    if (mlb_tok_is(&p->tok, "memref"))
      return parse_bracketed_type(p, out, parse_memref_type);
    break;
  case 't':
    if (mlb_tok_is(&p->tok, "tensor"))
      return parse_bracketed_type(p, out, parse_tensor_type);
    if (mlb_tok_is(&p->tok, "tuple"))
      return parse_bracketed_type(p, out, parse_tuple_type);
    break;
  case 'v':
    if (mlb_tok_is(&p->tok, "vector"))
      return parse_bracketed_type(p, out, parse_vector_type);
    break;
  case 'c':
    if (mlb_tok_is(&p->tok, "complex"))
      return parse_bracketed_type(p, out, parse_complex_type);
    break;
  default:
    break;
  }
  return parse_keyword_type(p, out);
}

MlbStatus mlb_parse_type_impl(MlbAsmParser *p, MlbType **out) {
  if (!mlb_parser_nest(p))
    return MLB_FAILURE;
  MlbStatus s = p->tok.kind == MLB_TOK_LPAREN
                    ? parse_function_type_impl(p, out)
                    : parse_non_function_type(p, out);
  mlb_parser_unnest(p);
  return s;
}

/* ==== asm.h wrappers ==== */
MlbStatus mlb_parse_type(MlbAsmParser *p, MlbType **out) {
  return mlb_parse_type_impl(p, out);
}

bool mlb_parse_optional_type(MlbAsmParser *p, MlbType **out, MlbStatus *st) {
  if (!mlb_parser_at_type(p)) {
    if (st)
      *st = MLB_SUCCESS;
    return false;
  }
  MlbStatus s = mlb_parse_type_impl(p, out);
  if (st)
    *st = s;
  return true;
}

/* Zero or more comma-separated types (empty when no type starts here). */
MlbStatus mlb_parse_type_list(MlbAsmParser *p, MlbTypeVec *out) {
  if (!mlb_parser_at_type(p))
    return MLB_SUCCESS;
  return mlb_parse_type_list_no_parens(p, out);
}

MlbStatus mlb_parse_colon_type_list(MlbAsmParser *p, MlbTypeVec *out) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
  return mlb_parse_type_list_no_parens(p, out);
}

MlbStatus mlb_parse_result_types(MlbAsmParser *p, MlbTypeVec *out) {
  return parse_function_results(p, out);
}

MlbStatus mlb_parse_function_type(MlbAsmParser *p, MlbType **out) {
  const char *pos = p->tok.start;
  MlbType *t;
  MLB_TRY(mlb_parse_type_impl(p, &t));
  if (t->kind != MLB_TYPE_FUNCTION) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_perr_at_pos(p, pos,
                    "invalid kind of type specified: expected "
                    "builtin.function, but found %s",
                    mlb_quote_type(&b, t));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  *out = t;
  return MLB_SUCCESS;
}
