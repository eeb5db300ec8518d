/* values.c - element storage (how slots are laid out in buffers), f16 and
 * bf16 conversions, and the text forms of values: entry-function
 * arguments parsed from the command line and returned values printed.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

#include "interp/interp_int.h"

/* ==== Element kinds ==== */

MlbElemKind mlb_ielem_kind(const MlbType *t) {
  if (!t)
    return MLB_EK_NONE;
  if (t->kind == MLB_TYPE_INDEX)
    return MLB_EK_I64;
  if (t->kind == MLB_TYPE_INTEGER) {
    uint32_t w = t->u.integer.width;
    return w == 1    ? MLB_EK_I1
           : w <= 8  ? MLB_EK_I8
           : w <= 16 ? MLB_EK_I16
           : w <= 32 ? MLB_EK_I32
           : w <= 64 ? MLB_EK_I64
                     : MLB_EK_NONE;
  }
  if (t->kind == MLB_TYPE_FLOAT) {
    switch (t->u.flt.kind) {
    case MLB_F16: return MLB_EK_F16;
    case MLB_BF16: return MLB_EK_BF16;
    case MLB_F32: return MLB_EK_F32;
    case MLB_F64: return MLB_EK_F64;
    default: return MLB_EK_NONE;
    }
  }
  return MLB_EK_NONE;
}

uint32_t mlb_ielem_size(MlbElemKind k) {
  static const uint8_t sizes[] = {
      [MLB_EK_I1] = 1,  [MLB_EK_I8] = 1,  [MLB_EK_I16] = 2,
      [MLB_EK_I32] = 4, [MLB_EK_I64] = 8, [MLB_EK_F16] = 2,
      [MLB_EK_BF16] = 2, [MLB_EK_F32] = 4, [MLB_EK_F64] = 8,
      [MLB_EK_NONE] = 0};
  return sizes[k];
}

/* memcpy keeps unaligned and type-punned accesses defined. */
MlbISlot mlb_ielem_load(MlbElemKind k, const unsigned char *p) {
  MlbISlot v;
  v.i = 0;
  switch (k) {
  case MLB_EK_I1: v.i = MLB_IBOOL(p[0] != 0); break;
  case MLB_EK_I8: v.i = (int8_t)p[0]; break;
  case MLB_EK_I16: { int16_t x; memcpy(&x, p, 2); v.i = x; break; }
  case MLB_EK_I32: { int32_t x; memcpy(&x, p, 4); v.i = x; break; }
  case MLB_EK_I64: memcpy(&v.i, p, 8); break;
  case MLB_EK_F16: { uint16_t h; memcpy(&h, p, 2); v.f = mlb_f16_to_float(h); break; }
  case MLB_EK_BF16: { uint16_t h; memcpy(&h, p, 2); v.f = mlb_bf16_to_float(h); break; }
  case MLB_EK_F32: memcpy(&v.f, p, 4); break;
  case MLB_EK_F64: memcpy(&v.d, p, 8); break;
  case MLB_EK_NONE: break;
  }
  return v;
}

void mlb_ielem_store(MlbElemKind k, unsigned char *p, MlbISlot v) {
  switch (k) {
  case MLB_EK_I1: p[0] = v.i != 0; break;
  case MLB_EK_I8: p[0] = (unsigned char)v.i; break;
  case MLB_EK_I16: { int16_t x = (int16_t)v.i; memcpy(p, &x, 2); break; }
  case MLB_EK_I32: { int32_t x = (int32_t)v.i; memcpy(p, &x, 4); break; }
  case MLB_EK_I64: memcpy(p, &v.i, 8); break;
  case MLB_EK_F16: { uint16_t h = mlb_f16_from_float(v.f); memcpy(p, &h, 2); break; }
  case MLB_EK_BF16: { uint16_t h = mlb_bf16_from_float(v.f); memcpy(p, &h, 2); break; }
  case MLB_EK_F32: memcpy(p, &v.f, 4); break;
  case MLB_EK_F64: memcpy(p, &v.d, 8); break;
  case MLB_EK_NONE: break;
  }
}

/* ==== f16 / bf16 ==== */

static uint32_t float_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float bits_float(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

uint16_t mlb_bf16_from_float(float v) {
  uint32_t u = float_bits(v);
  if ((u & 0x7fffffffu) > 0x7f800000u) /* NaN: keep it quiet */
    return (uint16_t)((u >> 16) | 0x40);
  u += 0x7fffu + ((u >> 16) & 1); /* round to nearest even */
  return (uint16_t)(u >> 16);
}

float mlb_bf16_to_float(uint16_t h) { return bits_float((uint32_t)h << 16); }

uint16_t mlb_f16_from_float(float v) {
  uint32_t u = float_bits(v);
  uint16_t sign = (uint16_t)((u >> 16) & 0x8000);
  uint32_t a = u & 0x7fffffffu;
  if (a > 0x7f800000u)
    return sign | 0x7e00; /* NaN */
  if (a >= 0x477ff000u)   /* rounds to >= 65520: infinity */
    return sign | 0x7c00;
  if (a < 0x38800000u) {  /* below the smallest normal half: subnormal */
    /* Exact: value * 2^24 rounded to an integer, ties to even. */
    float scaled = bits_float(a) * 16777216.0f;
    return sign | (uint16_t)rintf(scaled);
  }
  uint32_t mant = a & 0x7fffffu;
  int32_t exp = (int32_t)(a >> 23) - 127 + 15;
  uint32_t half = ((uint32_t)exp << 10) | (mant >> 13);
  uint32_t rest = mant & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1)))
    half++; /* may carry into the exponent, which is still correct */
  return sign | (uint16_t)half;
}

float mlb_f16_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ffu;
  if (exp == 0) {
    float v = (float)mant / 16777216.0f; /* mant * 2^-24 */
    return sign ? -v : v;
  }
  if (exp == 31)
    return bits_float(sign | 0x7f800000u | (mant << 13));
  return bits_float(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

/* ==== Scalars as text ==== */

static bool parse_int(const char *s, const char **end, int64_t *out) {
  if (!strncmp(s, "true", 4)) {
    *out = 1;
    *end = s + 4;
    return true;
  }
  if (!strncmp(s, "false", 5)) {
    *out = 0;
    *end = s + 5;
    return true;
  }
  char *e;
  errno = 0;
  long long v = strtoll(s, &e, 0);
  if (e == s || errno)
    return false;
  *out = v;
  *end = e;
  return true;
}

/* Does v name a value of a w-bit integer, read as signed or as unsigned
 * (an MLIR literal of i8 may be -128 ... 255; i1: -1 ... 1)? A value
 * out of range is an error, not silently wrapped. */
static bool fits_width(int64_t v, uint32_t w) {
  if (w >= 64)
    return true;
  int64_t lo = -((int64_t)1 << (w - 1));
  int64_t hi = (int64_t)(((uint64_t)1 << w) - 1);
  return v >= lo && v <= hi;
}

/* One scalar of type t from `s`, stored in `slot` (canonical form). */
static bool parse_scalar(const char *s, const char **end, const MlbType *t,
                         MlbISlot *slot) {
  if (t->kind == MLB_TYPE_FLOAT) {
    char *e;
    double v = strtod(s, &e);
    if (e == s)
      return false;
    *end = e;
    if (t->u.flt.kind == MLB_F64)
      slot->d = v;
    else if (t->u.flt.kind == MLB_F32)
      slot->f = (float)v;
    else
      slot->f = mlb_round_half((float)v, t->u.flt.kind == MLB_BF16);
    return t->u.flt.kind <= MLB_F64;
  }
  int64_t v;
  if (!mlb_type_is_int_or_index(t) || !parse_int(s, end, &v) ||
      !fits_width(v, mlb_type_bitwidth(t)))
    return false;
  slot->i = mlb_sext(v, mlb_type_bitwidth(t));
  return true;
}

/* ==== Shaped arguments: `memref:4x?xf32=1.5` or `...=[1, 2, 3]` ==== */

typedef MLB_VEC(int64_t) DimVec;

/* Parses "4x4xf32" against type t: sizes into dims (dynamic dims of t take
 * the given size), the element type must match as printed. */
static bool parse_shape(const char **sp, const MlbType *t, DimVec *dims,
                        MlbBuf *err) {
  const char *s = *sp;
  while (*s >= '0' && *s <= '9') {
    char *e;
    int64_t n = strtoll(s, &e, 10);
    if (*e != 'x')
      break;
    mlb_vec_push(dims, n);
    s = e + 1;
  }
  const char *eq = strchr(s, '=');
  size_t elen = eq ? (size_t)(eq - s) : strlen(s);
  MlbBuf want;
  mlb_buf_init(&want);
  mlb_print_type(&want, t->u.shaped.elt);
  bool ok = want.len == elen && !strncmp(want.data, s, elen) &&
            dims->len == t->u.shaped.rank;
  for (uint32_t i = 0; ok && i < dims->len; i++)
    ok = t->u.shaped.shape[i] == MLB_DYNAMIC ||
         t->u.shaped.shape[i] == dims->data[i];
  if (!ok)
    mlb_buf_printf(err, "shape and element type do not match '%s'",
                   mlb_buf_cstr(&want));
  mlb_buf_free(&want);
  *sp = s + elen;
  return ok;
}

/* Fills n elements from "=v" (splat), "=[v, v, ...]" or "" (zeros). */
static bool parse_fill(const char *s, const MlbType *elt, MlbElemKind ek,
                       unsigned char *data, uint64_t n, MlbBuf *err) {
  uint32_t esize = mlb_ielem_size(ek);
  memset(data, 0, (size_t)(n * esize));
  if (!*s)
    return true;
  if (*s++ != '=')
    goto bad;
  MlbISlot v;
  const char *e;
  if (*s != '[') {
    if (!parse_scalar(s, &e, elt, &v) || *e)
      goto bad;
    for (uint64_t i = 0; i < n; i++)
      mlb_ielem_store(ek, data + i * esize, v);
    return true;
  }
  s++;
  for (uint64_t i = 0; i < n; i++) {
    while (*s == ' ')
      s++;
    if (!parse_scalar(s, &e, elt, &v))
      goto bad;
    mlb_ielem_store(ek, data + i * esize, v);
    for (s = e; *s == ' '; s++)
      ;
    if (*s != (i + 1 < n ? ',' : ']'))
      goto bad;
    s++;
  }
  if (!*s)
    return true;
bad:
  mlb_buf_printf(err, "bad element values (expected '=V' or '=[V, ...]' "
                      "with %" PRIu64 " values)", n);
  return false;
}

static bool parse_shaped(MlbExec *ex, const char *text, MlbType *t,
                         MlbISlot *slot, MlbAttr *loc, MlbBuf *err) {
  bool is_memref = t->kind == MLB_TYPE_MEMREF;
  const char *prefix = is_memref ? "memref:" : "tensor:";
  MlbElemKind ek = mlb_ielem_kind(t->u.shaped.elt);
  if (strncmp(text, prefix, strlen(prefix)) || ek == MLB_EK_NONE) {
    mlb_buf_printf(err, "expected '%s<shape>x<element type>[=values]'",
                   prefix);
    return false;
  }
  const char *s = text + strlen(prefix);
  DimVec dims = {0};
  bool ok = parse_shape(&s, t, &dims, err);
  uint32_t esize = mlb_ielem_size(ek);
  uint64_t n = mlb_ishape_count(dims.len, dims.data);
  if (ok && !mlb_ishape_fits(dims.len, dims.data, esize)) {
    mlb_buf_printf(err, "larger than the interpreter's limit of %" PRIu64
                        " bytes per buffer", MLB_IRUN_MAX_BYTES);
    ok = false;
  }
  if (ok && is_memref) {
    MlbIMemref *m = slot->m;
    mlb_imemref_set_rank(m, dims.len);
    memcpy(m->sizes, dims.data, dims.len * sizeof(int64_t));
    mlb_imemref_contiguous(m);
    m->base = m->offset = 0;
    m->ref = mlb_heap_alloc(&ex->heap, n * esize, MLB_HK_ARGUMENT, loc,
                            "the runner");
    ok = parse_fill(s, t->u.shaped.elt, ek,
                    mlb_heap_block(&ex->heap, m->ref)->data, n, err);
  } else if (ok) {
    slot->t = mlb_itensor_new(ex, dims.len, dims.data, esize);
    ok = parse_fill(s, t->u.shaped.elt, ek, slot->t->data, n, err);
  }
  mlb_vec_free(&dims);
  return ok;
}

bool mlb_iparse_arg(MlbExec *ex, const char *text, MlbType *t, MlbISlot *slot,
                    MlbAttr *loc, MlbBuf *err) {
  if (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_TENSOR)
    return parse_shaped(ex, text, t, slot, loc, err);
  const char *end;
  if (parse_scalar(text, &end, t, slot) && !*end)
    return true;
  mlb_buf_puts(err, "not a value of this type");
  return false;
}

/* ==== Printing results ==== */

/* The shortest "%g" form that reads back as the same value. */
static void print_shortest(FILE *out, double v, MlbFloatKind k) {
  char buf[64];
  int max = k == MLB_F64 ? 17 : k == MLB_F32 ? 9 : 5;
  for (int p = 1; p <= max; p++) {
    snprintf(buf, sizeof buf, "%.*g", p, v);
    double back = strtod(buf, NULL);
    bool same = k == MLB_F64   ? back == v
                : k == MLB_F32 ? (float)back == (float)v
                               : mlb_round_half((float)back, k == MLB_BF16) ==
                                     (float)v;
    if (same || isnan(v))
      break;
  }
  fputs(buf, out);
}

static void print_tensor(MlbExec *ex, MlbType *t, const MlbITensor *v) {
  int64_t *strides = mlb_malloc((v->rank + 1) * sizeof(int64_t));
  int64_t s = 1;
  for (uint32_t i = v->rank; i-- > 0;) {
    strides[i] = s;
    s *= v->shape[i];
  }
  mlb_iprint_strided(ex->out, v->data, v->rank, 0, v->shape, strides,
                     mlb_ielem_kind(mlb_type_element(t)));
  mlb_free(strides);
}

static void print_shaped(MlbExec *ex, MlbType *t, MlbISlot v) {
  MlbBuf tb;
  mlb_buf_init(&tb);
  mlb_print_type(&tb, t);
  fprintf(ex->out, "%s\n", mlb_buf_cstr(&tb));
  mlb_buf_free(&tb);
  if (t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_UNRANKED_TENSOR) {
    print_tensor(ex, t, v.t);
    return;
  }
  const MlbIMemref *m = v.m;
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(t));
  MlbHeapBlock *b = mlb_heap_live(&ex->heap, m->ref);
  if (!b || ek == MLB_EK_NONE) {
    fputs(b ? "<unsupported element type>" : "<memref of freed memory>",
          ex->out);
    return;
  }
  /* The runner now owns the buffer: it is not a leak of the program. */
  b->owned_elsewhere = true;
  mlb_iprint_strided(ex->out, b->data + m->base, m->rank, m->offset, m->sizes,
                     m->strides, ek);
}

void mlb_iprint_result(MlbExec *ex, MlbType *t, MlbISlot v) {
  FILE *out = ex->out;
  if (mlb_type_is_int(t, 1) || (t->kind == MLB_TYPE_INTEGER &&
                                t->u.integer.width == 1))
    fputs(v.i ? "true" : "false", out);
  else if (t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX)
    fprintf(out, "%" PRId64, v.i);
  else if (t->kind == MLB_TYPE_FLOAT && t->u.flt.kind == MLB_F64)
    print_shortest(out, v.d, MLB_F64);
  else if (t->kind == MLB_TYPE_FLOAT && t->u.flt.kind <= MLB_F32)
    print_shortest(out, (double)v.f, t->u.flt.kind);
  else if (mlb_type_is_shaped(t) && t->kind != MLB_TYPE_VECTOR)
    print_shaped(ex, t, v);
  else
    fputs("<value>", out);
  fputc('\n', out);
}
