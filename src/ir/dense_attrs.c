/* dense_attrs.c - dense elements, dense arrays and dense resources.
 *
 * A dense elements attribute holds its elements as nested array attributes
 * following the shape (complex elements are 2-element arrays), or a single
 * element when all elements are equal (a splat), as upstream detects splats
 * when building DenseElementsAttr. Hex payloads of int/float/complex element
 * types are decoded into elements so that `dense<"0x...">` and the literal
 * spelling of the same data unique to one attribute.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

typedef MLB_VEC(MlbAttr *) AttrVec;
typedef MLB_VEC(uint8_t) ByteVec;

static bool is_complex_leaf(const MlbType *elt, const MlbAttr *a) {
  return elt && elt->kind == MLB_TYPE_COMPLEX && a->kind == MLB_ATTR_ARRAY &&
         a->u.array.n == 2 && a->u.array.elems[0]->kind != MLB_ATTR_ARRAY;
}

/* Collects the elements of a nested list in row-major order. */
static void gather_leaves(const MlbType *elt, MlbAttr *a, AttrVec *out) {
  if (a->kind != MLB_ATTR_ARRAY || is_complex_leaf(elt, a)) {
    mlb_vec_push(out, a);
    return;
  }
  for (uint32_t i = 0; i < a->u.array.n; i++)
    gather_leaves(elt, a->u.array.elems[i], out);
}

/* Rebuilds the nested list for shape[dim..] from leaves starting at *pos. */
static MlbAttr *nest(MlbContext *ctx, const MlbType *t, uint32_t dim,
                     MlbAttr **leaves, uint64_t *pos) {
  if (dim == t->u.shaped.rank)
    return leaves[(*pos)++];
  int64_t n = t->u.shaped.shape[dim];
  MlbAttr **kids = mlb_malloc((size_t)(n ? n : 1) * sizeof *kids);
  for (int64_t i = 0; i < n; i++)
    kids[i] = nest(ctx, t, dim + 1, leaves, pos);
  MlbAttr *r = mlb_attr_array(ctx, (uint32_t)n, kids);
  mlb_free(kids);
  return r;
}

static MlbAttr *make_dense(MlbContext *ctx, MlbType *type, MlbAttr *elements,
                           const char *hex, bool splat) {
  MlbAttr k;
  memset(&k, 0, sizeof k);
  k.kind = MLB_ATTR_DENSE;
  k.type = type;
  k.u.dense.elements = elements;
  k.u.dense.hex = hex;
  k.u.dense.splat = splat;
  return mlb_attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_dense(MlbContext *ctx, MlbType *type, MlbAttr *elements,
                        bool splat) {
  if (splat || !mlb_type_has_static_shape(type))
    return make_dense(ctx, type, elements, NULL, splat);
  AttrVec leaves = {0};
  gather_leaves(type->u.shaped.elt, elements, &leaves);
  int64_t num = mlb_type_num_elements(type);
  MlbAttr *r;
  if (leaves.len == 0) {
    r = make_dense(ctx, type, mlb_attr_array(ctx, 0, NULL), NULL, false);
  } else {
    bool same = true;
    for (uint32_t i = 1; i < leaves.len && same; i++)
      same = leaves.data[i] == leaves.data[0];
    if (same && (int64_t)leaves.len == num) {
      r = make_dense(ctx, type, leaves.data[0], NULL, true);
    } else if ((int64_t)leaves.len == num) {
      uint64_t pos = 0;
      r = make_dense(ctx, type, nest(ctx, type, 0, leaves.data, &pos), NULL,
                     false);
    } else {
      r = make_dense(ctx, type, elements, NULL, false);
    }
  }
  mlb_vec_free(&leaves);
  return r;
}

/* ==== Hex payloads ==== */
static int hexval(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Decodes "0x..." into bytes; false if malformed. */
static bool hex_bytes(const char *hex, size_t n, ByteVec *out) {
  if (n < 2 || hex[0] != '0' || hex[1] != 'x' || n % 2 != 0)
    return false;
  for (size_t i = 2; i < n; i += 2) {
    int hi = hexval(hex[i]), lo = hexval(hex[i + 1]);
    if (hi < 0 || lo < 0)
      return false;
    mlb_vec_push(out, (uint8_t)(hi * 16 + lo));
  }
  return true;
}

/* Bytes per stored scalar; 0 = not decodable here. i1 is bit-packed. */
uint32_t mlb_dense_scalar_bytes(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_INDEX:
    return 8;
  case MLB_TYPE_INTEGER:
    return t->u.integer.width > 64 ? 0 : (t->u.integer.width + 7) / 8;
  case MLB_TYPE_FLOAT: {
    uint32_t w = mlb_float_width(t->u.flt.kind);
    return w > 64 ? 0 : (w + 7) / 8;
  }
  default:
    return 0;
  }
}

static uint64_t load_le(const uint8_t *p, uint32_t n) {
  uint64_t v = 0;
  for (uint32_t i = 0; i < n; i++)
    v |= (uint64_t)p[i] << (8 * i);
  return v;
}

static MlbAttr *scalar_from_bits(MlbContext *ctx, MlbType *t, uint64_t v) {
  if (t->kind == MLB_TYPE_FLOAT)
    return mlb_attr_float_bits(ctx, t, v);
  return mlb_attr_int(ctx, t, (int64_t)v);
}

/* One element (scalar or complex pair) from the byte at `p`. */
static MlbAttr *element_at(MlbContext *ctx, MlbType *elt, const uint8_t *p) {
  if (elt->kind != MLB_TYPE_COMPLEX) {
    uint32_t b = mlb_dense_scalar_bytes(elt);
    return scalar_from_bits(ctx, elt, load_le(p, b));
  }
  MlbType *ct = elt->u.unranked.elt;
  uint32_t b = mlb_dense_scalar_bytes(ct);
  MlbAttr *pair[2] = {scalar_from_bits(ctx, ct, load_le(p, b)),
                      scalar_from_bits(ctx, ct, load_le(p + b, b))};
  return mlb_attr_array(ctx, 2, pair);
}

static MlbAttr *decode_bool_hex(MlbContext *ctx, MlbType *type,
                                const uint8_t *d, size_t n, int64_t num) {
  /* A single 0x00/0xFF byte is a splat, as upstream's raw-buffer check. */
  if (n == 1 && (d[0] == 0 || d[0] == 0xFF))
    return mlb_attr_dense(ctx, type, mlb_attr_bool(ctx, d[0] != 0), true);
  if ((int64_t)n != (num + 7) / 8)
    return NULL;
  MlbAttr **leaves = mlb_malloc((size_t)(num ? num : 1) * sizeof *leaves);
  for (int64_t i = 0; i < num; i++)
    leaves[i] = mlb_attr_bool(ctx, (d[i / 8] >> (i % 8)) & 1);
  MlbAttr *flat = mlb_attr_array(ctx, (uint32_t)num, leaves);
  mlb_free(leaves);
  return mlb_attr_dense(ctx, type, flat, false);
}

static MlbAttr *decode_hex(MlbContext *ctx, MlbType *type, const uint8_t *d,
                           size_t n) {
  MlbType *elt = type->u.shaped.elt;
  int64_t num = mlb_type_num_elements(type);
  if (mlb_type_is_int(elt, 1))
    return decode_bool_hex(ctx, type, d, n, num);
  MlbType *st = elt->kind == MLB_TYPE_COMPLEX ? elt->u.unranked.elt : elt;
  uint32_t eb = mlb_dense_scalar_bytes(st) * (elt == st ? 1 : 2);
  if (n == eb) /* one element: splat */
    return mlb_attr_dense(ctx, type, element_at(ctx, elt, d), true);
  if ((int64_t)n != num * (int64_t)eb)
    return NULL;
  MlbAttr **leaves = mlb_malloc((size_t)(num ? num : 1) * sizeof *leaves);
  for (int64_t i = 0; i < num; i++)
    leaves[i] = element_at(ctx, elt, d + i * eb);
  MlbAttr *flat = mlb_attr_array(ctx, (uint32_t)num, leaves);
  mlb_free(leaves);
  return mlb_attr_dense(ctx, type, flat, false);
}

/* Returns NULL when the payload does not fit the type (the parser reports
 * "elements hex data size is invalid"). Types whose scalars cannot be decoded
 * here (f80, f128, wide integers) keep the hex text. */
MlbAttr *mlb_attr_dense_hex(MlbContext *ctx, MlbType *type, const char *hex,
                            size_t n) {
  ByteVec bytes = {0};
  MlbAttr *r = NULL;
  MlbType *elt = type->u.shaped.elt;
  MlbType *st = elt->kind == MLB_TYPE_COMPLEX ? elt->u.unranked.elt : elt;
  if (!hex_bytes(hex, n, &bytes)) {
    r = NULL;
  } else if (mlb_type_has_static_shape(type) &&
             (mlb_type_is_int(elt, 1) || mlb_dense_scalar_bytes(st))) {
    r = decode_hex(ctx, type, bytes.data, bytes.len);
  } else {
    r = make_dense(ctx, type, NULL, mlb_intern_str(ctx, hex, n), false);
  }
  mlb_vec_free(&bytes);
  return r;
}

MlbAttr *mlb_attr_dense_resource(MlbContext *ctx, MlbType *type,
                                 const char *handle, size_t n) {
  MlbAttr k;
  memset(&k, 0, sizeof k);
  k.kind = MLB_ATTR_DENSE_RESOURCE;
  k.type = type;
  k.u.resource.handle = mlb_intern_str(ctx, handle, n);
  return mlb_attr_unique(ctx, &k);
}

/* ==== Dense arrays ==== */
static MlbAttr *make_darray(MlbContext *ctx, MlbType *elt, uint32_t n,
                            int64_t *ivals, double *fvals) {
  MlbAttr k;
  memset(&k, 0, sizeof k);
  k.kind = MLB_ATTR_DENSE_ARRAY;
  k.u.darray.elt = elt;
  k.u.darray.n = n;
  k.u.darray.ivals = ivals;
  k.u.darray.fvals = fvals;
  return mlb_attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_dense_int_array(MlbContext *ctx, MlbType *elt, uint32_t n,
                                  const int64_t *vals) {
  int64_t buf[16];
  int64_t *v = n <= 16 ? buf : mlb_malloc(n * sizeof *v);
  for (uint32_t i = 0; i < n; i++)
    v[i] = mlb_int_normalize(elt, vals[i]);
  MlbAttr *r = make_darray(ctx, elt, n, v, NULL);
  if (v != buf)
    mlb_free(v);
  return r;
}

MlbAttr *mlb_attr_dense_i64_array(MlbContext *ctx, uint32_t n,
                                  const int64_t *vals) {
  return mlb_attr_dense_int_array(ctx, ctx->t_i64, n, vals);
}

MlbAttr *mlb_attr_dense_float_array(MlbContext *ctx, MlbType *elt, uint32_t n,
                                    const double *vals) {
  double buf[16];
  double *v = n <= 16 ? buf : mlb_malloc(n * sizeof *v);
  MlbFloatKind fk = elt->u.flt.kind;
  for (uint32_t i = 0; i < n; i++)
    v[i] = mlb_float_decode(fk, mlb_float_encode(fk, vals[i]));
  MlbAttr *r = make_darray(ctx, elt, n, NULL, v);
  if (v != buf)
    mlb_free(v);
  return r;
}
