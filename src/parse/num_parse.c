/* num_parse.c - integer and float literal attributes.
 *
 * Integers follow upstream's buildAttributeAPInt: the literal must fit the
 * type's width, a negative literal must produce a set sign bit after
 * negation (so `-0` is rejected, as upstream does), and a positive literal
 * of a signed or index type must leave the sign bit clear. Literals wider
 * than 64 bits go through a small arbitrary-width integer.
 *
 * Float literals are read as doubles and rounded to the target format, as
 * upstream's parser does; hex integer literals give the bit pattern.
 */
#include "parse/attr_parse_int.h"

#include <math.h>
#include <stdlib.h>

/* ==== Arbitrary-width unsigned integers (little-endian 32-bit limbs) ==== */
typedef struct {
  uint32_t *d;
  uint32_t n; /* fixed number of limbs */
} Wide;

static int hexdig(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return c - 'A' + 10;
}

/* w = w * m + a (mod 2^(32n)); returns false when bits overflow. */
static bool wide_mul_add(Wide *w, uint32_t m, uint32_t a) {
  uint64_t carry = a;
  for (uint32_t i = 0; i < w->n; i++) {
    uint64_t t = (uint64_t)w->d[i] * m + carry;
    w->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  return carry == 0;
}

static uint32_t wide_bitlen(const Wide *w) {
  for (uint32_t i = w->n; i-- > 0;)
    if (w->d[i]) {
      uint32_t b = 0;
      for (uint32_t v = w->d[i]; v; v >>= 1)
        b++;
      return i * 32 + b;
    }
  return 0;
}

static bool wide_bit(const Wide *w, uint32_t i) {
  return (w->d[i / 32] >> (i % 32)) & 1;
}

/* Two's complement negation within `width` bits. */
static void wide_negate(Wide *w, uint32_t width) {
  uint64_t carry = 1;
  for (uint32_t i = 0; i < w->n; i++) {
    uint64_t t = (uint64_t)(uint32_t)~w->d[i] + carry;
    w->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  for (uint32_t i = width; i < w->n * 32; i++) /* clear bits >= width */
    w->d[i / 32] &= ~(1u << (i % 32));
}

static uint32_t wide_div_small(Wide *w, uint32_t m) {
  uint64_t rem = 0;
  for (uint32_t i = w->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | w->d[i];
    w->d[i] = (uint32_t)(cur / m);
    rem = cur % m;
  }
  return (uint32_t)rem;
}

static void wide_to_decimal(Wide *w, MlbBuf *out) {
  MLB_VEC(char) digits = {0};
  do
    mlb_vec_push(&digits, (char)('0' + wide_div_small(w, 10)));
  while (wide_bitlen(w));
  for (uint32_t i = digits.len; i-- > 0;)
    mlb_buf_putc(out, digits.data[i]);
  mlb_vec_free(&digits);
}

/* ==== Integer attributes ==== */
static bool parse_wide(Wide *w, const char *s, size_t n) {
  bool hex = n > 1 && s[1] == 'x';
  for (size_t i = hex ? 2 : 0; i < n; i++)
    if (!wide_mul_add(w, hex ? 16 : 10,
                      (uint32_t)(hex ? hexdig(s[i]) : s[i] - '0')))
      return false;
  return true;
}

/* Builds the attribute from the final `width`-bit pattern in `w`. */
static MlbAttr *attr_from_wide(MlbContext *ctx, MlbType *type, Wide *w,
                               uint32_t width) {
  uint64_t low = (uint64_t)w->d[0] | ((uint64_t)w->d[1] << 32);
  if (width <= 64)
    return mlb_attr_int(ctx, type, (int64_t)low);
  bool is_unsigned = type->kind == MLB_TYPE_INTEGER &&
                     type->u.integer.sign == MLB_UNSIGNED;
  bool negative = !is_unsigned && wide_bit(w, width - 1);
  if (negative)
    wide_negate(w, width);
  uint32_t bits = wide_bitlen(w);
  if (bits <= 63) {
    low = (uint64_t)w->d[0] | ((uint64_t)w->d[1] << 32);
    return mlb_attr_int(ctx, type, negative ? -(int64_t)low : (int64_t)low);
  }
  MlbBuf b;
  mlb_buf_init(&b);
  if (negative)
    mlb_buf_putc(&b, '-');
  wide_to_decimal(w, &b);
  MlbAttr *a = mlb_attr_int_big(ctx, type, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return a;
}

MlbAttr *mlb_int_attr_from_literal(MlbContext *ctx, MlbType *type, bool neg,
                                   const char *spelling, size_t n) {
  uint32_t width = type->kind == MLB_TYPE_INDEX ? 64 : type->u.integer.width;
  bool is_signed = type->kind == MLB_TYPE_INDEX ||
                   type->u.integer.sign == MLB_SIGNED;
  uint32_t lit_bits = (uint32_t)n * 4 + 8; /* >= bits of the literal */
  Wide w = {NULL, ((width > lit_bits ? width : lit_bits) + 31) / 32 + 1};
  w.d = mlb_calloc(w.n, sizeof *w.d);
  MlbAttr *r = NULL;
  if (!parse_wide(&w, spelling, n) || wide_bitlen(&w) > width)
    goto done;
  if (width == 0) {
    if (!neg)
      r = mlb_attr_int(ctx, type, 0);
    goto done;
  }
  if (neg) {
    wide_negate(&w, width);
    if (!wide_bit(&w, width - 1))
      goto done;
  } else if (is_signed && wide_bit(&w, width - 1)) {
    goto done;
  }
  r = attr_from_wide(ctx, type, &w, width);
done:
  mlb_free(w.d);
  return r;
}

/* ==== Floats ==== */
/* f80 / f128 pattern (hi:lo) as a double when exactly representable. */
static bool wide_to_double(bool f80, uint64_t hi, uint64_t lo, double *v) {
  bool neg = f80 ? (hi >> 15) & 1 : hi >> 63;
  int64_t e = f80 ? (int64_t)(hi & 0x7FFF) : (int64_t)((hi >> 48) & 0x7FFF);
  uint64_t fhi = f80 ? 0 : hi & 0xFFFFFFFFFFFFull; /* f128 fraction top */
  uint64_t mant; /* 53 significant bits, leading one at bit 52 */
  if (e == 0x7FFF) {
    bool nan = f80 ? (lo << 1) != 0 : (fhi | lo) != 0;
    *v = nan ? NAN : INFINITY;
  } else if (e == 0) {
    if ((f80 ? lo : fhi | lo) != 0)
      return false; /* subnormals are far below the double range */
    *v = 0.0;
  } else if (f80) {
    if ((lo & 0x7FF) || !(lo >> 63))
      return false;
    mant = lo >> 11;
    *v = ldexp((double)mant, (int)(e - 16383 - 52));
  } else {
    if (lo & ((1ull << 60) - 1))
      return false;
    mant = (1ull << 52) | (fhi << 4) | (lo >> 60);
    *v = ldexp((double)mant, (int)(e - 16383 - 52));
  }
  if (e != 0x7FFF && e != 0 &&
      (*v == 0.0 || isinf(*v) ||
       ldexp(*v, (int)(16383 + 52 - e)) != (double)mant))
    return false;
  if (neg)
    *v = -*v;
  return true;
}

static MlbStatus wide_float_from_hex(MlbAsmParser *p, const MlbToken *tok,
                                     const char *s, uint32_t digits,
                                     MlbType *type, MlbAttr **out) {
  uint64_t hi = 0, lo = 0;
  for (uint32_t i = 0; i < digits; i++) {
    hi = (hi << 4) | (lo >> 60);
    lo = (lo << 4) | (uint64_t)hexdig(s[i]);
  }
  double v;
  if (wide_to_double(type->u.flt.kind == MLB_F80, hi, lo, &v)) {
    *out = mlb_attr_float(p->ctx, type, v);
  } else { /* more precision than a double holds: kept as written */
    char *txt = mlb_strndup(tok->start, tok->len);
    *out = mlb_attr_float_text(p->ctx, type, txt, 0.0);
    mlb_free(txt);
  }
  return MLB_SUCCESS;
}

/* Bits of a hex literal `0x...` for a float type; errors as upstream. */
static MlbStatus float_from_hex(MlbAsmParser *p, const MlbToken *tok,
                                bool neg, MlbType *type, MlbAttr **out) {
  if (!(tok->len > 1 && tok->start[1] == 'x')) {
    MlbAttr *loc = mlb_parser_loc_at(p, tok->start);
    MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, loc);
    mlb_buf_puts(&d->message,
                 "unexpected decimal integer literal for a floating point "
                 "value");
    mlb_diag_note(d, loc, "add a trailing dot to make the literal a float");
    return mlb_perr_emit(p, d);
  }
  if (neg)
    return mlb_perr_at_pos(p, tok->start, "hexadecimal float literal should "
                                          "not have a leading minus");
  MlbFloatKind k = type->u.flt.kind;
  uint32_t digits = tok->len - 2, width = mlb_float_width(k);
  const char *s = tok->start + 2;
  while (digits > 1 && *s == '0')
    s++, digits--;
  uint32_t active = (digits - 1) * 4;
  for (int v = hexdig(s[0]); v; v >>= 1)
    active++;
  if (active > width)
    return mlb_perr_at_pos(p, tok->start, "hexadecimal float constant out of "
                                          "range for type");
  if (width > 64)
    return wide_float_from_hex(p, tok, s, digits, type, out);
  uint64_t bits = 0;
  for (uint32_t i = 0; i < digits; i++)
    bits = bits * 16 + (uint64_t)hexdig(s[i]);
  *out = mlb_attr_float_bits(p->ctx, type, bits);
  return MLB_SUCCESS;
}

MlbStatus mlb_float_from_token(MlbAsmParser *p, const MlbToken *tok, bool neg,
                               MlbType *type, MlbAttr **out) {
  if (tok->kind == MLB_TOK_INTEGER)
    return float_from_hex(p, tok, neg, type, out);
  if (tok->kind != MLB_TOK_FLOAT)
    return mlb_perr_at_pos(p, tok->start, "expected floating point literal");
  char *txt = mlb_strndup(tok->start, tok->len);
  double v = strtod(txt, NULL);
  mlb_free(txt);
  *out = mlb_attr_float(p->ctx, type, neg ? -v : v);
  return MLB_SUCCESS;
}

/* `: type` after a literal, or the default type when there is no colon. */
static MlbStatus literal_type(MlbAsmParser *p, MlbType *dflt, MlbType **t) {
  if (!mlb_parser_consume_if(p, MLB_TOK_COLON)) {
    *t = dflt;
    return MLB_SUCCESS;
  }
  return mlb_parse_type_impl(p, t);
}

MlbStatus mlb_parse_float_literal_attr(MlbAsmParser *p, MlbType *type,
                                       bool neg, MlbAttr **out) {
  MlbToken tok = p->tok;
  mlb_parser_consume(p);
  if (!type)
    MLB_TRY(literal_type(p, p->ctx->t_f64, &type));
  if (type->kind != MLB_TYPE_FLOAT)
    return mlb_perr(p, "floating point value not valid for specified type");
  return mlb_float_from_token(p, &tok, neg, type, out);
}

MlbStatus mlb_parse_int_literal_attr(MlbAsmParser *p, MlbType *type, bool neg,
                                     MlbAttr **out) {
  MlbToken tok = p->tok;
  mlb_parser_consume(p);
  if (!type)
    MLB_TRY(literal_type(p, p->ctx->t_i64, &type));
  if (type->kind == MLB_TYPE_FLOAT)
    return float_from_hex(p, &tok, neg, type, out);
  if (!mlb_type_is_int_or_index(type))
    return mlb_perr_at_pos(p, tok.start,
                           "integer literal not valid for specified type");
  if (neg && type->kind == MLB_TYPE_INTEGER &&
      type->u.integer.sign == MLB_UNSIGNED)
    return mlb_perr_at_pos(p, tok.start, "negative integer literal not valid "
                                         "for unsigned integer type");
  *out = mlb_int_attr_from_literal(p->ctx, type, neg, tok.start, tok.len);
  if (!*out)
    return mlb_perr_at_pos(p, tok.start,
                           "integer constant out of range for attribute");
  return MLB_SUCCESS;
}
