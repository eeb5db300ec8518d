/* attr_print.c - prints builtin types, attributes and locations.
 *
 * Output follows upstream's AsmPrinter byte for byte (aliases excepted; the
 * module printer substitutes those). Attribute types are printed as upstream
 * does for a top-level attribute (`5 : i64`); inside arrays and memref types
 * upstream "may elide" the default i64 / f64 types, and no-type printing
 * drops every `: type` suffix.
 */
#include "ir/float_sem.h"
#include "ir/types.h"

typedef enum { ELIDE_NEVER, ELIDE_MAY, ELIDE_MUST } Elide;

static void print_attr_impl(MlbBuf *b, const MlbAttr *a, Elide elide);

/* ==== Strings and identifiers ==== */
void mlb_print_string_literal(MlbBuf *b, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  mlb_buf_putc(b, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      mlb_buf_puts(b, "\\\\");
    } else if (c >= 0x20 && c <= 0x7E && c != '"') {
      mlb_buf_putc(b, (char)c);
    } else {
      mlb_buf_putc(b, '\\');
      mlb_buf_putc(b, hex[c >> 4]);
      mlb_buf_putc(b, hex[c & 15]);
    }
  }
  mlb_buf_putc(b, '"');
}

static bool is_bare_identifier(const char *s) {
  unsigned char c = (unsigned char)s[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
    return false;
  for (const char *p = s + 1; *p; p++) {
    c = (unsigned char)*p;
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
          (c >= '0' && c <= '9') || c == '_' || c == '$' || c == '.'))
      return false;
  }
  return true;
}

/* A name printed bare when it lexes as an identifier, else quoted. */
static void print_keyword_or_string(MlbBuf *b, const char *s) {
  if (is_bare_identifier(s))
    mlb_buf_puts(b, s);
  else
    mlb_print_string_literal(b, s, strlen(s));
}

static void print_dim(MlbBuf *b, int64_t d) {
  if (d == MLB_DYNAMIC)
    mlb_buf_putc(b, '?');
  else
    mlb_buf_put_i64(b, d);
}

/* ==== Types ==== */
static const char *const float_names[MLB_FLOAT_KIND_COUNT] = {
    [MLB_F16] = "f16",
    [MLB_BF16] = "bf16",
    [MLB_F32] = "f32",
    [MLB_F64] = "f64",
    [MLB_F80] = "f80",
    [MLB_F128] = "f128",
    [MLB_TF32] = "tf32",
    [MLB_F4E2M1FN] = "f4E2M1FN",
    [MLB_F6E2M3FN] = "f6E2M3FN",
    [MLB_F6E3M2FN] = "f6E3M2FN",
    [MLB_F8E5M2] = "f8E5M2",
    [MLB_F8E4M3] = "f8E4M3",
    [MLB_F8E4M3FN] = "f8E4M3FN",
    [MLB_F8E5M2FNUZ] = "f8E5M2FNUZ",
    [MLB_F8E4M3FNUZ] = "f8E4M3FNUZ",
    [MLB_F8E4M3B11FNUZ] = "f8E4M3B11FNUZ",
    [MLB_F8E3M4] = "f8E3M4",
    [MLB_F8E8M0FNU] = "f8E8M0FNU",
};

const char *mlb_float_kind_name(MlbFloatKind k) { return float_names[k]; }

static void print_type_list(MlbBuf *b, MlbType *const *ts, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    mlb_print_type(b, ts[i]);
  }
}

static void print_function_type(MlbBuf *b, const MlbType *t) {
  uint32_t ni = t->u.func.num_inputs, nr = t->u.func.num_results;
  mlb_buf_putc(b, '(');
  print_type_list(b, t->u.func.types, ni);
  mlb_buf_puts(b, ") -> ");
  /* types is NULL for () -> (): no pointer arithmetic on it then. */
  MlbType *const *res = ni ? t->u.func.types + ni : t->u.func.types;
  if (nr == 1 && res[0]->kind != MLB_TYPE_FUNCTION) {
    mlb_print_type(b, res[0]);
    return;
  }
  mlb_buf_putc(b, '(');
  print_type_list(b, res, nr);
  mlb_buf_putc(b, ')');
}

/* vector<2x[4]xf32>, tensor<?x4xf32, enc>, memref<4xf32, layout, space> */
static void print_shaped(MlbBuf *b, const MlbType *t, const char *name) {
  mlb_buf_puts(b, name);
  mlb_buf_putc(b, '<');
  for (uint32_t i = 0; i < t->u.shaped.rank; i++) {
    bool sc = t->u.shaped.scalable && t->u.shaped.scalable[i];
    if (sc)
      mlb_buf_putc(b, '[');
    print_dim(b, t->u.shaped.shape[i]);
    mlb_buf_puts(b, sc ? "]x" : "x");
  }
  mlb_print_type(b, t->u.shaped.elt);
  if (t->u.shaped.encoding) {
    mlb_buf_puts(b, ", ");
    print_attr_impl(b, t->u.shaped.encoding, ELIDE_NEVER);
  }
  if (t->u.shaped.layout) {
    mlb_buf_puts(b, ", ");
    print_attr_impl(b, t->u.shaped.layout, ELIDE_MAY);
  }
  if (t->u.shaped.memspace) {
    mlb_buf_puts(b, ", ");
    print_attr_impl(b, t->u.shaped.memspace, ELIDE_MAY);
  }
  mlb_buf_putc(b, '>');
}

static void print_unranked(MlbBuf *b, const MlbType *t, const char *name) {
  mlb_buf_puts(b, name);
  mlb_buf_puts(b, "<*x");
  mlb_print_type(b, t->u.unranked.elt);
  if (t->u.unranked.memspace) {
    mlb_buf_puts(b, ", ");
    print_attr_impl(b, t->u.unranked.memspace, ELIDE_MAY);
  }
  mlb_buf_putc(b, '>');
}

void mlb_print_type(MlbBuf *b, const MlbType *t) {
  if (!t) {
    mlb_buf_puts(b, "<<NULL TYPE>>");
    return;
  }
  switch (t->kind) {
  case MLB_TYPE_INTEGER:
    if (t->u.integer.sign != MLB_SIGNLESS)
      mlb_buf_putc(b, t->u.integer.sign == MLB_SIGNED ? 's' : 'u');
    mlb_buf_putc(b, 'i');
    mlb_buf_put_u64(b, t->u.integer.width);
    return;
  case MLB_TYPE_INDEX: mlb_buf_puts(b, "index"); return;
  case MLB_TYPE_NONE: mlb_buf_puts(b, "none"); return;
  case MLB_TYPE_FLOAT: mlb_buf_puts(b, float_names[t->u.flt.kind]); return;
  case MLB_TYPE_FUNCTION: print_function_type(b, t); return;
  case MLB_TYPE_TUPLE:
    mlb_buf_puts(b, "tuple<");
    print_type_list(b, t->u.tuple.types, t->u.tuple.n);
    mlb_buf_putc(b, '>');
    return;
  case MLB_TYPE_COMPLEX:
    mlb_buf_puts(b, "complex<");
    mlb_print_type(b, t->u.unranked.elt);
    mlb_buf_putc(b, '>');
    return;
  case MLB_TYPE_VECTOR: print_shaped(b, t, "vector"); return;
  case MLB_TYPE_TENSOR: print_shaped(b, t, "tensor"); return;
  case MLB_TYPE_MEMREF: print_shaped(b, t, "memref"); return;
  case MLB_TYPE_UNRANKED_TENSOR: print_unranked(b, t, "tensor"); return;
  case MLB_TYPE_UNRANKED_MEMREF: print_unranked(b, t, "memref"); return;
  case MLB_TYPE_OPAQUE: mlb_buf_puts(b, t->u.opaque.text); return;
  }
}

/* ==== Scalars ==== */
static bool is_unsigned(const MlbType *t) {
  return t && t->kind == MLB_TYPE_INTEGER && t->u.integer.sign == MLB_UNSIGNED;
}

/* One integer as upstream prints APInt values: signed unless the type is
 * unsigned; signless i1 as true/false. */
static void print_int_value(MlbBuf *b, const MlbAttr *a) {
  const MlbType *t = a->type;
  if (a->u.integer.big) {
    mlb_buf_puts(b, a->u.integer.big);
  } else if (mlb_type_is_int(t, 1)) {
    mlb_buf_puts(b, a->u.integer.value ? "true" : "false");
  } else if (t && t->kind == MLB_TYPE_INTEGER && t->u.integer.width == 1 &&
             t->u.integer.sign == MLB_SIGNED) { /* stored as 0/1 */
    mlb_buf_puts(b, a->u.integer.value ? "-1" : "0");
  } else if (is_unsigned(t)) {
    uint32_t w = t->u.integer.width;
    uint64_t v = (uint64_t)a->u.integer.value;
    if (w < 64)
      v &= ((uint64_t)1 << w) - 1;
    mlb_buf_put_u64(b, v);
  } else {
    mlb_buf_put_i64(b, a->u.integer.value);
  }
}

static void print_float_value(MlbBuf *b, const MlbAttr *a) {
  if (a->u.flt.text)
    mlb_buf_puts(b, a->u.flt.text);
  else
    mlb_print_float(b, a->type, a->u.flt.value, a->u.flt.bits);
}

/* A scalar of a dense list: int, float, complex pair, or string. */
static void print_dense_scalar(MlbBuf *b, const MlbAttr *e) {
  switch (e->kind) {
  case MLB_ATTR_INTEGER: print_int_value(b, e); return;
  case MLB_ATTR_FLOAT: print_float_value(b, e); return;
  case MLB_ATTR_STRING:
    mlb_print_string_literal(b, e->u.str.data, e->u.str.len);
    return;
  case MLB_ATTR_ARRAY: /* complex (re,im), no space as upstream */
    mlb_buf_putc(b, '(');
    print_dense_scalar(b, e->u.array.elems[0]);
    mlb_buf_putc(b, ',');
    print_dense_scalar(b, e->u.array.elems[1]);
    mlb_buf_putc(b, ')');
    return;
  default: print_attr_impl(b, e, ELIDE_MUST); return;
  }
}

/* ==== Dense elements ==== */
static void print_nested(MlbBuf *b, const MlbAttr *e, uint32_t depth,
                         uint32_t rank) {
  if (depth == rank) {
    print_dense_scalar(b, e);
    return;
  }
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < e->u.array.n; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    print_nested(b, e->u.array.elems[i], depth + 1, rank);
  }
  mlb_buf_putc(b, ']');
}

typedef MLB_VEC(uint8_t) ByteVec;

static void gather_bytes(const MlbAttr *e, uint32_t depth, uint32_t rank,
                         ByteVec *out, uint64_t *bitpos, bool bits) {
  /* Below the shape's depth an array is a complex (re, im) pair. */
  if (e->kind == MLB_ATTR_ARRAY) {
    for (uint32_t i = 0; i < e->u.array.n; i++)
      gather_bytes(e->u.array.elems[i], depth + 1, rank, out, bitpos, bits);
    return;
  }
  if (bits) { /* i1: one bit per element, least significant first */
    if (*bitpos % 8 == 0)
      mlb_vec_push(out, 0);
    if (e->u.integer.value)
      out->data[out->len - 1] |= (uint8_t)(1u << (*bitpos % 8));
    (*bitpos)++;
    return;
  }
  uint64_t v = e->kind == MLB_ATTR_FLOAT ? e->u.flt.bits
                                         : (uint64_t)e->u.integer.value;
  uint32_t w = mlb_type_bitwidth(e->type); /* i4 stores its low 4 bits */
  if (e->kind == MLB_ATTR_INTEGER && w < 64)
    v &= ((uint64_t)1 << w) - 1;
  uint32_t n = mlb_dense_scalar_bytes(e->type);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(out, (uint8_t)(v >> (8 * i)));
}

/* Upstream switches to a hex blob above 100 elements. */
static void print_dense_hex(MlbBuf *b, const MlbAttr *a) {
  const MlbType *t = a->type;
  ByteVec bytes = {0};
  uint64_t bitpos = 0;
  gather_bytes(a->u.dense.elements, 0, t->u.shaped.rank, &bytes, &bitpos,
               mlb_type_is_int(t->u.shaped.elt, 1));
  mlb_buf_puts(b, "\"0x");
  for (uint32_t i = 0; i < bytes.len; i++)
    mlb_buf_printf(b, "%02X", bytes.data[i]);
  mlb_buf_putc(b, '"');
  mlb_vec_free(&bytes);
}

static bool dense_is_strings(const MlbAttr *a) {
  const MlbType *elt = a->type->u.shaped.elt;
  return !(mlb_type_is_int_or_index(elt) || mlb_type_is_float(elt) ||
           elt->kind == MLB_TYPE_COMPLEX);
}

static void print_dense(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_puts(b, "dense<");
  if (a->u.dense.hex) {
    mlb_buf_putc(b, '"');
    mlb_buf_puts(b, a->u.dense.hex);
    mlb_buf_putc(b, '"');
  } else if (a->u.dense.splat) {
    print_dense_scalar(b, a->u.dense.elements);
  } else {
    int64_t num = mlb_type_num_elements(a->type);
    if (num > 100 && !dense_is_strings(a))
      print_dense_hex(b, a);
    else if (num > 0)
      print_nested(b, a->u.dense.elements, 0, a->type->u.shaped.rank);
  }
  mlb_buf_putc(b, '>');
}

static void print_dense_array(MlbBuf *b, const MlbAttr *a, Elide elide) {
  const MlbType *elt = a->u.darray.elt;
  mlb_buf_puts(b, "array<");
  if (elide != ELIDE_MUST)
    mlb_print_type(b, elt);
  if (a->u.darray.n && elide != ELIDE_MUST)
    mlb_buf_puts(b, ": ");
  for (uint32_t i = 0; i < a->u.darray.n; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    if (elt->kind == MLB_TYPE_FLOAT) {
      double v = a->u.darray.fvals[i];
      mlb_print_float(b, elt, v, mlb_float_encode(elt->u.flt.kind, v));
    } else {
      MlbAttr tmp;
      memset(&tmp, 0, sizeof tmp);
      tmp.kind = MLB_ATTR_INTEGER;
      tmp.type = (MlbType *)elt;
      tmp.u.integer.value = a->u.darray.ivals[i];
      print_int_value(b, &tmp);
    }
  }
  mlb_buf_putc(b, '>');
}

/* ==== Affine expressions, maps, sets ==== */
static bool is_const(const MlbAffineExpr *e, int64_t v) {
  return e->kind == MLB_AFFINE_CONST && e->value == v;
}

static void print_affine(MlbBuf *b, const MlbAffineExpr *e, bool strong);

/* lhs + rhs, printed as a subtraction when rhs is negated or negative. */
static void print_affine_add(MlbBuf *b, const MlbAffineExpr *e) {
  const MlbAffineExpr *l = e->lhs, *r = e->rhs;
  if (r->kind == MLB_AFFINE_MUL && r->rhs->kind == MLB_AFFINE_CONST) {
    int64_t c = r->rhs->value;
    if (c == -1) {
      print_affine(b, l, false);
      mlb_buf_puts(b, " - ");
      print_affine(b, r->lhs, r->lhs->kind == MLB_AFFINE_ADD);
      return;
    }
    if (c < -1) {
      print_affine(b, l, false);
      mlb_buf_puts(b, " - ");
      print_affine(b, r->lhs, true);
      mlb_buf_printf(b, " * %llu", (unsigned long long)(0 - (uint64_t)c));
      return;
    }
  }
  if (r->kind == MLB_AFFINE_CONST && r->value < 0) {
    print_affine(b, l, false);
    mlb_buf_printf(b, " - %llu", (unsigned long long)(0 - (uint64_t)r->value));
    return;
  }
  print_affine(b, l, false);
  mlb_buf_puts(b, " + ");
  print_affine(b, r, false);
}

static const char *binop_spelling(MlbAffineKind k) {
  switch (k) {
  case MLB_AFFINE_MUL: return " * ";
  case MLB_AFFINE_MOD: return " mod ";
  case MLB_AFFINE_FLOORDIV: return " floordiv ";
  case MLB_AFFINE_CEILDIV: return " ceildiv ";
  default: return " + ";
  }
}

/* `strong`: the enclosing operator binds tighter than +, so parenthesize. */
static void print_affine(MlbBuf *b, const MlbAffineExpr *e, bool strong) {
  switch (e->kind) {
  case MLB_AFFINE_DIM:
  case MLB_AFFINE_SYMBOL:
    mlb_buf_putc(b, e->kind == MLB_AFFINE_DIM ? 'd' : 's');
    mlb_buf_put_i64(b, e->value);
    return;
  case MLB_AFFINE_CONST:
    mlb_buf_put_i64(b, e->value);
    return;
  default: break;
  }
  if (strong)
    mlb_buf_putc(b, '(');
  if (e->kind == MLB_AFFINE_ADD) {
    print_affine_add(b, e);
  } else if (e->kind == MLB_AFFINE_MUL && is_const(e->rhs, -1)) {
    mlb_buf_putc(b, '-');
    print_affine(b, e->lhs, true);
  } else {
    print_affine(b, e->lhs, true);
    mlb_buf_puts(b, binop_spelling(e->kind));
    print_affine(b, e->rhs, true);
  }
  if (strong)
    mlb_buf_putc(b, ')');
}

void mlb_print_affine_expr(MlbBuf *b, const MlbAffineExpr *e) {
  print_affine(b, e, false);
}

static void print_dims_syms(MlbBuf *b, uint32_t nd, uint32_t ns) {
  mlb_buf_putc(b, '(');
  for (uint32_t i = 0; i < nd; i++) {
    mlb_buf_puts(b, i ? ", d" : "d");
    mlb_buf_put_u64(b, i);
  }
  mlb_buf_putc(b, ')');
  if (!ns)
    return;
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < ns; i++) {
    mlb_buf_puts(b, i ? ", s" : "s");
    mlb_buf_put_u64(b, i);
  }
  mlb_buf_putc(b, ']');
}

void mlb_print_affine_map_body(MlbBuf *b, const MlbAttr *a) {
  print_dims_syms(b, a->u.map.num_dims, a->u.map.num_syms);
  mlb_buf_puts(b, " -> (");
  for (uint32_t i = 0; i < a->u.map.num_results; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    mlb_print_affine_expr(b, a->u.map.results[i]);
  }
  mlb_buf_putc(b, ')');
}

static void print_integer_set(MlbBuf *b, const MlbAttr *a) {
  print_dims_syms(b, a->u.set.num_dims, a->u.set.num_syms);
  mlb_buf_puts(b, " : (");
  for (uint32_t i = 0; i < a->u.set.num_constraints; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    mlb_print_affine_expr(b, a->u.set.constraints[i]);
    mlb_buf_puts(b, a->u.set.is_eq[i] ? " == 0" : " >= 0");
  }
  mlb_buf_putc(b, ')');
}

static void print_strided(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_puts(b, "strided<[");
  for (uint32_t i = 0; i < a->u.strided.rank; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    print_dim(b, a->u.strided.strides[i]);
  }
  mlb_buf_putc(b, ']');
  if (a->u.strided.offset != 0) {
    mlb_buf_puts(b, ", offset: ");
    print_dim(b, a->u.strided.offset);
  }
  mlb_buf_putc(b, '>');
}

/* ==== Locations ==== */
static void print_file_loc(MlbBuf *b, const MlbAttr *l) {
  const char *f = l->u.loc_file.file;
  mlb_print_string_literal(b, f, strlen(f));
  uint32_t line = l->u.loc_file.line, col = l->u.loc_file.col;
  uint32_t el = l->u.loc_file.end_line, ec = l->u.loc_file.end_col;
  mlb_buf_printf(b, ":%u:%u", line, col);
  if (el == 0 && ec == 0)
    return;
  if (el == line)
    mlb_buf_printf(b, " to :%u", ec);
  else
    mlb_buf_printf(b, " to %u:%u", el, ec);
}

void mlb_print_location(MlbBuf *b, const MlbAttr *l) {
  switch (l->kind) {
  case MLB_ATTR_LOC_UNKNOWN: mlb_buf_puts(b, "unknown"); return;
  case MLB_ATTR_LOC_FILE: print_file_loc(b, l); return;
  case MLB_ATTR_LOC_NAME:
    mlb_print_string_literal(b, l->u.loc_name.name, strlen(l->u.loc_name.name));
    if (l->u.loc_name.child) {
      mlb_buf_putc(b, '(');
      mlb_print_location(b, l->u.loc_name.child);
      mlb_buf_putc(b, ')');
    }
    return;
  case MLB_ATTR_LOC_CALLSITE:
    mlb_buf_puts(b, "callsite(");
    mlb_print_location(b, l->u.loc_callsite.callee);
    mlb_buf_puts(b, " at ");
    mlb_print_location(b, l->u.loc_callsite.caller);
    mlb_buf_putc(b, ')');
    return;
  case MLB_ATTR_LOC_FUSED:
    mlb_buf_puts(b, "fused");
    if (l->u.loc_fused.metadata) {
      mlb_buf_putc(b, '<');
      mlb_print_attr(b, l->u.loc_fused.metadata);
      mlb_buf_putc(b, '>');
    }
    mlb_buf_putc(b, '[');
    for (uint32_t i = 0; i < l->u.loc_fused.n; i++) {
      if (i)
        mlb_buf_puts(b, ", ");
      mlb_print_location(b, l->u.loc_fused.locs[i]);
    }
    mlb_buf_putc(b, ']');
    return;
  case MLB_ATTR_LOC_OPAQUE: mlb_buf_puts(b, l->u.opaque.text); return;
  default: print_attr_impl(b, l, ELIDE_NEVER); return;
  }
}

/* ==== Attributes ==== */
static void print_dict(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_putc(b, '{');
  for (uint32_t i = 0; i < a->u.dict.n; i++) {
    const MlbNamedAttr *e = &a->u.dict.entries[i];
    if (i)
      mlb_buf_puts(b, ", ");
    print_keyword_or_string(b, e->name);
    if (e->value->kind == MLB_ATTR_UNIT)
      continue;
    mlb_buf_puts(b, " = ");
    print_attr_impl(b, e->value, ELIDE_NEVER);
  }
  mlb_buf_putc(b, '}');
}

static void print_symref(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_putc(b, '@');
  print_keyword_or_string(b, a->u.symref.root);
  for (uint32_t i = 0; i < a->u.symref.n_nested; i++) {
    mlb_buf_puts(b, "::@");
    print_keyword_or_string(b, a->u.symref.nested[i]);
  }
}

static void print_array(MlbBuf *b, const MlbAttr *a) {
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    if (i)
      mlb_buf_puts(b, ", ");
    print_attr_impl(b, a->u.array.elems[i], ELIDE_MAY);
  }
  mlb_buf_putc(b, ']');
}

/* Attributes that print no `: type` suffix at all. Returns false when `a`
 * is not one of them. */
static bool print_untyped(MlbBuf *b, const MlbAttr *a, Elide elide) {
  switch (a->kind) {
  case MLB_ATTR_UNIT: mlb_buf_puts(b, "unit"); return true;
  case MLB_ATTR_TYPE: mlb_print_type(b, a->u.type.value); return true;
  case MLB_ATTR_ARRAY: print_array(b, a); return true;
  case MLB_ATTR_DICT: print_dict(b, a); return true;
  case MLB_ATTR_SYMREF: print_symref(b, a); return true;
  case MLB_ATTR_DENSE_ARRAY: print_dense_array(b, a, elide); return true;
  case MLB_ATTR_STRIDED: print_strided(b, a); return true;
  case MLB_ATTR_AFFINE_MAP:
    mlb_buf_puts(b, "affine_map<");
    mlb_print_affine_map_body(b, a);
    mlb_buf_putc(b, '>');
    return true;
  case MLB_ATTR_INTEGER_SET:
    mlb_buf_puts(b, "affine_set<");
    print_integer_set(b, a);
    mlb_buf_putc(b, '>');
    return true;
  case MLB_ATTR_DISTINCT:
    mlb_buf_printf(b, "distinct[%llu]<", (unsigned long long)a->u.distinct.id);
    if (a->u.distinct.inner->kind != MLB_ATTR_UNIT)
      print_attr_impl(b, a->u.distinct.inner, ELIDE_NEVER);
    mlb_buf_putc(b, '>');
    return true;
  default:
    if (!mlb_attr_is_location(a))
      return false;
    mlb_buf_puts(b, "loc(");
    mlb_print_location(b, a);
    mlb_buf_putc(b, ')');
    return true;
  }
}

static void print_attr_impl(MlbBuf *b, const MlbAttr *a, Elide elide) {
  if (!a) {
    mlb_buf_puts(b, "<<NULL ATTRIBUTE>>");
    return;
  }
  if (print_untyped(b, a, elide))
    return;
  switch (a->kind) {
  case MLB_ATTR_INTEGER:
    print_int_value(b, a);
    if (mlb_type_is_int(a->type, 1) ||
        (elide == ELIDE_MAY && mlb_type_is_int(a->type, 64)))
      return;
    break;
  case MLB_ATTR_FLOAT:
    print_float_value(b, a);
    if (elide == ELIDE_MAY && a->type->u.flt.kind == MLB_F64)
      return;
    break;
  case MLB_ATTR_STRING:
    mlb_print_string_literal(b, a->u.str.data, a->u.str.len);
    break;
  case MLB_ATTR_DENSE: print_dense(b, a); break;
  case MLB_ATTR_DENSE_RESOURCE:
    mlb_buf_puts(b, "dense_resource<");
    mlb_buf_puts(b, a->u.resource.handle);
    mlb_buf_putc(b, '>');
    break;
  case MLB_ATTR_OPAQUE:
  case MLB_ATTR_SPARSE: mlb_buf_puts(b, a->u.opaque.text); break;
  default: break;
  }
  if (elide != ELIDE_MUST && a->type && a->type->kind != MLB_TYPE_NONE) {
    mlb_buf_puts(b, " : ");
    mlb_print_type(b, a->type);
  }
}

void mlb_print_attr(MlbBuf *b, const MlbAttr *a) {
  print_attr_impl(b, a, ELIDE_NEVER);
}

void mlb_print_attr_no_type(MlbBuf *b, const MlbAttr *a) {
  print_attr_impl(b, a, ELIDE_MUST);
}
