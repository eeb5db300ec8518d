/* dense_parse.c - dense<...>, array<...>, dense_resource<...>, sparse<...>.
 *
 * A tensor literal is read first as raw tokens (with the nesting shape it
 * spells), and only turned into element attributes once the shaped type is
 * known, as upstream's TensorLiteralParser: the same literal `1` is an i32
 * or an error depending on the type that follows.
 */
#include "parse/attr_parse_int.h"

typedef struct {
  bool neg;
  MlbToken tok;
} LitElt;

typedef MLB_VEC(LitElt) LitVec;
typedef MLB_VEC(MlbAttr *) AttrVec;
typedef MLB_VEC(double) F64Vec;

typedef struct {
  LitVec storage;
  MlbI64Vec shape; /* empty: a single (splat) element */
  bool has_hex;
  MlbToken hex;
  const char *start; /* where the literal begins, for sparse<> errors */
} TensorLit;

static void lit_free(TensorLit *l) {
  mlb_vec_free(&l->storage);
  mlb_vec_free(&l->shape);
}

/* ==== Literal syntax ==== */
static MlbStatus parse_element(MlbAsmParser *p, TensorLit *l) {
  LitElt e = {false, p->tok};
  switch (p->tok.kind) {
  case MLB_TOK_MINUS:
    mlb_parser_consume(p);
    if (p->tok.kind != MLB_TOK_FLOAT && p->tok.kind != MLB_TOK_INTEGER)
      return mlb_perr(p, "expected integer or floating point literal");
    e.neg = true;
    e.tok = p->tok;
    break;
  case MLB_TOK_LPAREN: /* complex (re, im) */
    mlb_parser_consume(p);
    MLB_TRY(parse_element(p, l));
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_COMMA,
                              "expected ',' between complex elements"));
    MLB_TRY(parse_element(p, l));
    return mlb_parser_expect(p, MLB_TOK_RPAREN,
                             "expected ')' after complex elements");
  case MLB_TOK_FLOAT:
  case MLB_TOK_INTEGER:
  case MLB_TOK_STRING:
    break;
  default:
    if (!mlb_at_kw(p, "true") && !mlb_at_kw(p, "false"))
      return mlb_perr(p, "expected element literal of primitive type");
  }
  mlb_vec_push(&l->storage, e);
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

static bool same_dims(const MlbI64Vec *a, const MlbI64Vec *b) {
  return a->len == b->len && mlb_same_i64s(a->data, b->data, a->len);
}

/* `[` elements or sub-lists `]`; dims = [count] ++ sub-list dims. */
static MlbStatus parse_list(MlbAsmParser *p, TensorLit *l, MlbI64Vec *dims) {
  MlbI64Vec inner = {0}, cur = {0};
  bool first = true;
  int64_t size = 0;
  MlbStatus s = mlb_parser_expect(p, MLB_TOK_LSQUARE, "expected '['");
  if (!s && !mlb_parser_consume_if(p, MLB_TOK_RSQUARE)) {
    do {
      cur.len = 0;
      s = p->tok.kind == MLB_TOK_LSQUARE ? parse_list(p, l, &cur)
                                         : parse_element(p, l);
      size++;
      if (!s && !first && !same_dims(&inner, &cur))
        s = mlb_perr(p, "tensor literal is invalid; ranks are not consistent "
                        "between elements");
      if (!s && first) {
        for (uint32_t i = 0; i < cur.len; i++)
          mlb_vec_push(&inner, cur.data[i]);
        first = false;
      }
    } while (!s && mlb_parser_consume_if(p, MLB_TOK_COMMA));
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_RSQUARE, "expected ']'");
  }
  dims->len = 0;
  mlb_vec_push(dims, size);
  for (uint32_t i = 0; i < inner.len; i++)
    mlb_vec_push(dims, inner.data[i]);
  mlb_vec_free(&inner);
  mlb_vec_free(&cur);
  return s;
}

static MlbStatus parse_tensor_lit(MlbAsmParser *p, TensorLit *l,
                                  bool allow_hex) {
  l->start = p->tok.start;
  if (allow_hex && p->tok.kind == MLB_TOK_STRING) {
    l->has_hex = true;
    l->hex = p->tok;
    mlb_parser_consume(p);
    return MLB_SUCCESS;
  }
  if (p->tok.kind == MLB_TOK_LSQUARE)
    return parse_list(p, l, &l->shape);
  return parse_element(p, l);
}

/* ==== Elements from the literal ==== */
static bool is_numeric_elt(const MlbType *t) {
  return mlb_type_is_int_or_index(t) || t->kind == MLB_TYPE_FLOAT ||
         t->kind == MLB_TYPE_COMPLEX;
}

static MlbStatus int_leaf(MlbAsmParser *p, MlbType *elt, const LitElt *e,
                          MlbAttr **out) {
  const MlbToken *t = &e->tok;
  bool is_uint = elt->kind == MLB_TYPE_INTEGER &&
                 elt->u.integer.sign == MLB_UNSIGNED;
  if (e->neg && is_uint)
    return mlb_perr_at_pos(p, t->start, "expected unsigned integer elements, "
                                        "but parsed negative value");
  if (t->kind == MLB_TOK_FLOAT)
    return mlb_perr_at_pos(p, t->start, "expected integer elements, but "
                                        "parsed floating-point");
  if (t->kind == MLB_TOK_BARE_ID) { /* true / false */
    if (!mlb_type_is_int(elt, 1))
      return mlb_perr_at_pos(p, t->start, "expected i1 type for 'true' or "
                                          "'false' values");
    *out = mlb_attr_bool(p->ctx, mlb_tok_is(t, "true"));
    return MLB_SUCCESS;
  }
  if (t->kind != MLB_TOK_INTEGER)
    return mlb_perr_at_pos(p, t->start, "expected integer elements");
  *out = mlb_int_attr_from_literal(p->ctx, elt, e->neg, t->start, t->len);
  if (!*out)
    return mlb_perr_at_pos(p, t->start,
                           "integer constant out of range for type");
  return MLB_SUCCESS;
}

static MlbStatus scalar_leaf(MlbAsmParser *p, MlbType *elt, const LitElt *e,
                             MlbAttr **out) {
  if (elt->kind == MLB_TYPE_FLOAT)
    return mlb_float_from_token(p, &e->tok, e->neg, elt, out);
  return int_leaf(p, elt, e, out);
}

/* Element attributes in order; complex elements become (re, im) pairs. */
static MlbStatus build_leaves(MlbAsmParser *p, const TensorLit *l,
                              MlbType *elt, AttrVec *out) {
  bool cplx = elt->kind == MLB_TYPE_COMPLEX;
  MlbType *st = cplx ? elt->u.unranked.elt : elt;
  for (uint32_t i = 0; i < l->storage.len; i += cplx ? 2 : 1) {
    MlbAttr *a[2];
    MLB_TRY(scalar_leaf(p, st, &l->storage.data[i], &a[0]));
    if (cplx)
      MLB_TRY(scalar_leaf(p, st, &l->storage.data[i + 1], &a[1]));
    mlb_vec_push(out, cplx ? mlb_attr_array(p->ctx, 2, a) : a[0]);
  }
  return MLB_SUCCESS;
}

static MlbStatus string_leaves(MlbAsmParser *p, const TensorLit *l,
                               const char *loc, AttrVec *out) {
  for (uint32_t i = 0; i < l->storage.len; i++) {
    const MlbToken *t = &l->storage.data[i].tok;
    if (t->kind != MLB_TOK_STRING || l->storage.data[i].neg)
      return mlb_perr_at_pos(p, loc, "expected string token, got %.*s",
                             (int)t->len, t->start);
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_tok_string_value(t, &b);
    mlb_vec_push(out, mlb_attr_string(p->ctx, mlb_buf_cstr(&b), b.len, NULL));
    mlb_buf_free(&b);
  }
  return MLB_SUCCESS;
}

static void print_shape(MlbBuf *b, const int64_t *d, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    mlb_buf_printf(b, i ? ", %lld" : "%lld", (long long)d[i]);
}

static MlbStatus hex_attr(MlbAsmParser *p, const TensorLit *l, MlbType *type,
                          const char *loc, MlbAttr **out) {
  MlbBuf s;
  mlb_buf_init(&s);
  mlb_tok_string_value(&l->hex, &s);
  MlbStatus st = MLB_SUCCESS;
  const char *h = mlb_buf_cstr(&s);
  bool ok = s.len > 2 && h[0] == '0' && h[1] == 'x' && s.len % 2 == 0;
  for (size_t i = 2; ok && i < s.len; i++)
    ok = strchr("0123456789abcdefABCDEF", h[i]) && h[i];
  if (!ok) {
    st = mlb_perr_at_pos(p, l->hex.start, "expected string containing hex "
                                          "digits starting with `0x`");
  } else if (!(*out = mlb_attr_dense_hex(p->ctx, type, h, s.len))) {
    MlbBuf b;
    mlb_buf_init(&b);
    st = mlb_perr_at_pos(p, loc, "elements hex data size is invalid for "
                                 "provided type: %s",
                         mlb_quote_type(&b, type));
    mlb_buf_free(&b);
  }
  mlb_buf_free(&s);
  return st;
}

/* The element-count checks upstream makes before building the elements. */
static MlbStatus check_counts(MlbAsmParser *p, const TensorLit *l,
                              MlbType *type, const char *loc) {
  MlbBuf b;
  mlb_buf_init(&b);
  MlbStatus s = MLB_SUCCESS;
  int64_t num = mlb_type_num_elements(type);
  MlbType *elt = type->u.shaped.elt;
  if (l->shape.len && !(l->shape.len == type->u.shaped.rank &&
                        mlb_same_i64s(l->shape.data, type->u.shaped.shape,
                                      l->shape.len))) {
    mlb_buf_puts(&b, "inferred shape of elements literal ([");
    print_shape(&b, l->shape.data, l->shape.len);
    mlb_buf_puts(&b, "]) does not match type ([");
    print_shape(&b, type->u.shaped.shape, type->u.shaped.rank);
    mlb_buf_puts(&b, "])");
    s = mlb_perr_at_pos(p, loc, "%s", mlb_buf_cstr(&b));
  } else if (l->storage.len == 0 && num) {
    s = mlb_perr_at_pos(p, loc,
                        "parsed zero elements, but type (%s) expected at "
                        "least 1",
                        mlb_quote_type(&b, type));
  } else if (elt->kind == MLB_TYPE_COMPLEX && !l->shape.len && num &&
             l->storage.len != 2) {
    s = mlb_perr_at_pos(p, loc, "parsed %u elements, but type (%s) expected "
                                "2 elements",
                        l->storage.len, mlb_quote_type(&b, elt));
  } else if (elt->kind == MLB_TYPE_COMPLEX && l->shape.len &&
             (int64_t)l->storage.len != num * 2) {
    s = mlb_perr_at_pos(p, loc, "parsed %u elements, but type (%s) expected "
                                "%lld elements",
                        l->storage.len, mlb_quote_type(&b, type),
                        (long long)(num * 2));
  }
  mlb_buf_free(&b);
  return s;
}

/* Upstream's TensorLiteralParser::getAttr. */
static MlbStatus lit_attr(MlbAsmParser *p, const TensorLit *l, MlbType *type,
                          const char *loc, MlbAttr **out) {
  MlbType *elt = type->u.shaped.elt;
  bool numeric = is_numeric_elt(elt);
  if (l->has_hex && numeric)
    return hex_attr(p, l, type, loc, out);
  MLB_TRY(check_counts(p, l, type, loc));
  AttrVec leaves = {0};
  MlbStatus s;
  if (l->has_hex) { /* a string element type: the string is the value */
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_tok_string_value(&l->hex, &b);
    mlb_vec_push(&leaves,
                 mlb_attr_string(p->ctx, mlb_buf_cstr(&b), b.len, NULL));
    mlb_buf_free(&b);
    s = MLB_SUCCESS;
  } else {
    s = numeric ? build_leaves(p, l, elt, &leaves)
                : string_leaves(p, l, loc, &leaves);
  }
  if (!s && !l->shape.len && leaves.len == 1)
    *out = mlb_attr_dense(p->ctx, type, leaves.data[0], true);
  else if (!s)
    *out = mlb_attr_dense(p->ctx, type,
                          mlb_attr_array(p->ctx, leaves.len, leaves.data),
                          false);
  mlb_vec_free(&leaves);
  return s;
}

/* `: type` unless the context gave one; must be a statically shaped
 * vector/tensor(/memref, which upstream also accepts). */
static MlbStatus elements_type(MlbAsmParser *p, const char *loc, MlbType **t) {
  if (!*t) {
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
    MLB_TRY(mlb_parse_type_impl(p, t));
  }
  if (!mlb_type_is_shaped(*t))
    return mlb_perr_at_pos(p, loc, "elements literal must be a shaped type");
  if (!mlb_type_has_static_shape(*t))
    return mlb_perr_at_pos(p, loc,
                           "elements literal type must have static shape");
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_dense_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out) {
  const char *loc = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' after 'dense'"));
  TensorLit l;
  memset(&l, 0, sizeof l);
  MlbStatus s = MLB_SUCCESS;
  if (!mlb_parser_consume_if(p, MLB_TOK_GREATER)) {
    s = parse_tensor_lit(p, &l, true);
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>'");
  }
  if (!s)
    s = elements_type(p, loc, &type);
  if (!s)
    s = lit_attr(p, &l, type, loc, out);
  lit_free(&l);
  return s;
}

/* ==== dense_resource<handle> ==== */
MlbStatus mlb_parse_dense_resource_attr(MlbAsmParser *p, MlbType *type,
                                        MlbAttr **out) {
  const char *loc = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS,
                            "expected '<' after 'dense_resource'"));
  MlbBuf name;
  mlb_buf_init(&name);
  if (p->tok.kind == MLB_TOK_BARE_ID)
    mlb_buf_putn(&name, p->tok.start, p->tok.len);
  else if (p->tok.kind == MLB_TOK_STRING)
    mlb_tok_string_value(&p->tok, &name);
  else
    return mlb_perr(p, "expected identifier key for 'resource' entry");
  mlb_parser_consume(p);
  MlbStatus s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>'");
  const char *type_loc = loc;
  if (!s && !type) {
    type_loc = p->tok.start;
    s = mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'");
    if (!s)
      s = mlb_parse_type_impl(p, &type);
  }
  if (!s && !mlb_type_is_shaped(type))
    s = mlb_perr_at_pos(p, type_loc, "`dense_resource` expected a shaped type");
  if (!s)
    *out = mlb_attr_dense_resource(p->ctx, type, mlb_buf_cstr(&name),
                                   name.len);
  mlb_buf_free(&name);
  return s;
}

/* ==== array<type: elements> ==== */
static MlbStatus darray_int(MlbAsmParser *p, MlbType *elt, MlbI64Vec *out) {
  bool neg = mlb_parser_consume_if(p, MLB_TOK_MINUS);
  bool is_i1 = mlb_type_is_int(elt, 1);
  if (mlb_at_kw(p, "true") || mlb_at_kw(p, "false")) {
    if (!is_i1)
      return mlb_perr(p, "expected i1 type for 'true' or 'false' values");
    mlb_vec_push(out, mlb_at_kw(p, "true") ? 1 : 0);
    mlb_parser_consume(p);
    return MLB_SUCCESS;
  }
  if (p->tok.kind != MLB_TOK_INTEGER)
    return mlb_perr(p, "expected integer literal");
  MlbToken t = p->tok;
  mlb_parser_consume(p); /* upstream reports the next two past the literal */
  if (is_i1)
    return mlb_perr(p, "expected 'true' or 'false' values for i1 type");
  MlbAttr *a = mlb_int_attr_from_literal(p->ctx, elt, neg, t.start, t.len);
  if (!a)
    return mlb_perr(p, "integer constant out of range");
  if (a->u.integer.big)
    return mlb_perr_at_pos(p, t.start, "integer elements wider than 64 bits "
                                       "are not supported");
  mlb_vec_push(out, a->u.integer.value);
  return MLB_SUCCESS;
}

static MlbStatus darray_float(MlbAsmParser *p, MlbType *elt,
                              F64Vec *out) {
  bool neg = mlb_parser_consume_if(p, MLB_TOK_MINUS);
  MlbToken t = p->tok;
  MlbAttr *a;
  MLB_TRY(mlb_float_from_token(p, &t, neg, elt, &a));
  mlb_parser_consume(p);
  mlb_vec_push(out, a->u.flt.value);
  return MLB_SUCCESS;
}

static MlbStatus darray_elt_type(MlbAsmParser *p, MlbType **elt) {
  const char *loc = p->tok.start;
  MLB_TRY(mlb_parse_type_impl(p, elt));
  MlbType *t = *elt;
  if (t->kind != MLB_TYPE_INTEGER && t->kind != MLB_TYPE_FLOAT) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_perr_at_pos(p, loc, "expected integer or float type, got: %s",
                    mlb_quote_type(&b, t));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  if (!mlb_type_is_int(t, 1) && mlb_type_bitwidth(t) % 8 != 0)
    return mlb_perr_at_pos(p, loc,
                           "element type bitwidth must be a multiple of 8");
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_dense_array_attr(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' after 'array'"));
  MlbType *elt;
  MLB_TRY(darray_elt_type(p, &elt));
  bool is_float = elt->kind == MLB_TYPE_FLOAT;
  MlbI64Vec iv = {0};
  F64Vec fv = {0};
  MlbStatus s = MLB_SUCCESS;
  if (!mlb_parser_consume_if(p, MLB_TOK_GREATER)) {
    s = mlb_parser_expect(p, MLB_TOK_COLON,
                          "expected ':' after dense array type");
    while (!s) {
      s = is_float ? darray_float(p, elt, &fv) : darray_int(p, elt, &iv);
      if (!mlb_parser_consume_if(p, MLB_TOK_COMMA))
        break;
    }
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_GREATER,
                            "expected '>' to close an array attribute");
  }
  if (!s && is_float)
    *out = mlb_attr_dense_float_array(p->ctx, elt, fv.len, fv.data);
  else if (!s)
    *out = mlb_attr_dense_int_array(p->ctx, elt, iv.len, iv.data);
  mlb_vec_free(&iv);
  mlb_vec_free(&fv);
  return s;
}

/* ==== sparse<indices, values> ====
 * Kept as text, but in upstream's printed form: both literals are built as
 * dense attributes (so splats print as one element) and printed back. */
static void dense_body_text(MlbBuf *b, const MlbAttr *d) {
  MlbBuf t;
  mlb_buf_init(&t);
  mlb_print_attr_no_type(&t, d); /* dense<...> */
  mlb_buf_putn(b, t.data + 6, t.len - 7);
  mlb_buf_free(&t);
}

static MlbType *literal_tensor(MlbContext *ctx, const TensorLit *l,
                               int64_t d0, int64_t d1, bool two,
                               MlbType *elt) {
  int64_t dims[2] = {d0, d1};
  if (l->shape.len)
    return mlb_type_tensor(ctx, l->shape.len, l->shape.data, elt, NULL);
  return mlb_type_tensor(ctx, two ? 2 : 1, dims, elt, NULL);
}

static void shape_text(MlbBuf *b, const MlbType *t) {
  mlb_buf_puts(b, "([");
  print_shape(b, t->u.shaped.shape, t->u.shaped.rank);
  mlb_buf_puts(b, "])");
}

static MlbStatus sparse_shape_error(MlbAsmParser *p, const char *loc,
                                    const MlbType *type, const MlbType *it,
                                    const MlbType *vt) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "expected shape ");
  shape_text(&b, type);
  mlb_buf_puts(&b, "; inferred shape of indices literal ");
  shape_text(&b, it);
  mlb_buf_puts(&b, "; inferred shape of values literal ");
  shape_text(&b, vt);
  mlb_perr_at_pos(p, loc, "%s", mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* Index `i` (rank coordinates) must lie inside the shape. */
static MlbStatus check_sparse_index(MlbAsmParser *p, const char *loc,
                                    MlbType *type, uint32_t i,
                                    const uint64_t *idx) {
  uint32_t rank = type->u.shaped.rank;
  for (uint32_t j = 0; j < rank; j++) {
    if (idx[j] < (uint64_t)type->u.shaped.shape[j])
      continue;
    MlbBuf b, tb;
    mlb_buf_init(&b);
    mlb_buf_init(&tb);
    for (uint32_t k = 0; k < rank; k++)
      mlb_buf_printf(&b, k ? ", %llu" : "%llu", (unsigned long long)idx[k]);
    mlb_perr_at_pos(p, loc, "sparse index #%u is not contained within the "
                            "value shape, with index=[%s], and type=%s",
                    i, mlb_buf_cstr(&b), mlb_quote_type(&tb, type));
    mlb_buf_free(&b);
    mlb_buf_free(&tb);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

static void flat_ints(const MlbAttr *a, MlbI64Vec *out) {
  if (a->kind != MLB_ATTR_ARRAY) {
    mlb_vec_push(out, a->u.integer.value);
    return;
  }
  for (uint32_t i = 0; i < a->u.array.n; i++)
    flat_ints(a->u.array.elems[i], out);
}

/* Upstream's SparseElementsAttr::verify. */
static MlbStatus verify_sparse(MlbAsmParser *p, const char *loc,
                               MlbType *type, const MlbType *it,
                               const MlbType *vt, const MlbAttr *ia) {
  uint32_t rank = type->u.shaped.rank, irank = it->u.shaped.rank;
  if (vt->u.shaped.rank != 1)
    return mlb_perr_at_pos(p, loc,
                           "expected 1-d tensor for sparse element values");
  if ((irank == 2 && it->u.shaped.shape[1] != (int64_t)rank) ||
      (irank != 2 && (irank != 1 || rank != 1)) ||
      it->u.shaped.shape[0] != vt->u.shaped.shape[0])
    return sparse_shape_error(p, loc, type, it, vt);
  MlbI64Vec v = {0};
  flat_ints(ia->u.dense.elements, &v);
  uint32_t n = ia->u.dense.splat ? 1 : (uint32_t)it->u.shaped.shape[0];
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; !s && i < n; i++) {
    uint64_t idx[16];
    for (uint32_t j = 0; j < rank && j < 16; j++)
      idx[j] = (uint64_t)v.data[ia->u.dense.splat ? 0 : i * rank + j];
    s = check_sparse_index(p, loc, type, i, idx);
  }
  mlb_vec_free(&v);
  return s;
}

static MlbStatus sparse_text(MlbAsmParser *p, const char *kw, TensorLit *ind,
                             TensorLit *val, MlbType *type, MlbBuf *text) {
  MlbContext *c = p->ctx;
  MlbType *it = literal_tensor(c, ind, 1, type->u.shaped.rank, true,
                               c->t_i64);
  MlbAttr *ia, *va;
  MLB_TRY(lit_attr(p, ind, it, ind->start, &ia));
  MlbType *vt = literal_tensor(c, val, it->u.shaped.shape[0], 0, false,
                               type->u.shaped.elt);
  MLB_TRY(lit_attr(p, val, vt, val->start, &va));
  if (type->u.shaped.rank <= 16)
    MLB_TRY(verify_sparse(p, kw, type, it, vt, ia));
  if (mlb_type_num_elements(it) != 0) {
    dense_body_text(text, ia);
    mlb_buf_puts(text, ", ");
    dense_body_text(text, va);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_sparse_attr(MlbAsmParser *p, MlbType *type,
                                MlbAttr **out) {
  const char *loc = p->tok.start;
  mlb_parser_consume(p);
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "Expected '<' after 'sparse'"));
  TensorLit ind, val;
  memset(&ind, 0, sizeof ind);
  memset(&val, 0, sizeof val);
  MlbBuf text;
  mlb_buf_init(&text);
  mlb_buf_puts(&text, "sparse<");
  bool empty = mlb_parser_consume_if(p, MLB_TOK_GREATER);
  MlbStatus s = MLB_SUCCESS;
  if (!empty) {
    s = parse_tensor_lit(p, &ind, false);
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_COMMA, "expected ','");
    if (!s)
      s = parse_tensor_lit(p, &val, true);
    if (!s)
      s = mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>'");
  }
  if (!s)
    s = elements_type(p, loc, &type);
  if (!s && !empty)
    s = sparse_text(p, loc, &ind, &val, type, &text);
  mlb_buf_putc(&text, '>');
  if (!s)
    *out = mlb_attr_sparse(p->ctx, type, text.data, text.len);
  mlb_buf_free(&text);
  lit_free(&ind);
  lit_free(&val);
  return s;
}
