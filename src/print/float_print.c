/* float_print.c - prints float values exactly as upstream MLIR does.
 *
 * Upstream first formats the value with 6 significant digits in exponent
 * form ("1.500000e+00"); if that string does not read back to the same
 * value it uses LLVM's shortest-ish default format ("0.1" style, enough
 * digits for the format's precision, 'E' exponent); if that has no '.', or
 * the value is inf/NaN, it prints the bit pattern in hex ("0x7FC00000").
 *
 * Both decimal formats come from one digit generator that works on the
 * exact binary value with a small bignum, reproducing LLVM's rounding
 * (round half up on the exact expansion, after a truncating pre-division
 * for very long expansions) so that every digit matches.
 */
#include "ir/float_sem.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ==== A minimal unsigned bignum (little-endian 32-bit limbs) ==== */
typedef struct {
  uint32_t *d;
  uint32_t n, cap;
} Big;

static void big_reserve(Big *b, uint32_t n) {
  if (n > b->cap) {
    uint32_t c = b->cap ? b->cap : 8;
    while (c < n)
      c *= 2;
    b->d = mlb_realloc(b->d, c * sizeof *b->d);
    b->cap = c;
  }
}

static void big_set_u64(Big *b, uint64_t v) {
  big_reserve(b, 2);
  b->d[0] = (uint32_t)v;
  b->d[1] = (uint32_t)(v >> 32);
  b->n = b->d[1] ? 2 : b->d[0] ? 1 : 0;
}

static void big_mul_small(Big *b, uint32_t m) {
  uint64_t carry = 0;
  for (uint32_t i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    big_reserve(b, b->n + 1);
    b->d[b->n++] = (uint32_t)carry;
  }
}

/* b /= m, returns the remainder. */
static uint32_t big_div_small(Big *b, uint32_t m) {
  uint64_t rem = 0;
  for (uint32_t i = b->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | b->d[i];
    b->d[i] = (uint32_t)(cur / m);
    rem = cur % m;
  }
  while (b->n && !b->d[b->n - 1])
    b->n--;
  return (uint32_t)rem;
}

static void big_shl(Big *b, uint32_t bits) {
  uint32_t words = bits / 32, sh = bits % 32;
  big_reserve(b, b->n + words + 1);
  b->d[b->n] = 0;
  for (uint32_t i = b->n + 1; i-- > 0;) {
    uint32_t hi = b->d[i] << sh;
    uint32_t lo = (sh && i) ? b->d[i - 1] >> (32 - sh) : 0;
    b->d[i + words] = hi | lo;
  }
  for (uint32_t i = 0; i < words; i++)
    b->d[i] = 0;
  b->n += words + 1;
  while (b->n && !b->d[b->n - 1])
    b->n--;
}

static uint32_t big_bitlen(const Big *b) {
  if (!b->n)
    return 0;
  uint32_t top = b->d[b->n - 1], bits = 0;
  while (top) {
    bits++;
    top >>= 1;
  }
  return (b->n - 1) * 32 + bits;
}

/* ==== LLVM's APFloat::toString, reimplemented ==== */
typedef MLB_VEC(char) CharVec;

/* Rounds the digit buffer (least significant first) to `prec` digits. */
static void round_digits(CharVec *buf, int *exp, uint32_t prec) {
  uint32_t n = buf->len;
  if (n <= prec)
    return;
  uint32_t first = n - prec;
  if (buf->data[first - 1] < '5') {
    while (first < n && buf->data[first] == '0')
      first++;
  } else {
    uint32_t i = first;
    for (; i < n && buf->data[i] == '9'; i++)
      first++;
    if (i < n)
      buf->data[i]++;
    if (first == n) { /* carried all the way: a single 1 */
      *exp += (int)first;
      buf->data[0] = '1';
      buf->len = 1;
      return;
    }
  }
  *exp += (int)first;
  memmove(buf->data, buf->data + first, n - first);
  buf->len = n - first;
}

/* Decimal digits of mant * 2^exp2, least significant first, with `*exp` the
 * power of ten of the first digit, rounded to `prec` digits. */
static void gen_digits(uint64_t mant, int exp2, uint32_t prec, CharVec *buf,
                       int *exp) {
  Big b = {0};
  int tz = 0;
  while (!((mant >> tz) & 1))
    tz++;
  mant >>= tz;
  exp2 += tz;
  big_set_u64(&b, mant);
  *exp = 0;
  if (exp2 > 0) {
    big_shl(&b, (uint32_t)exp2);
  } else if (exp2 < 0) { /* N * 2^-e == N * 5^e * 10^-e */
    int e5 = -exp2;
    for (; e5 >= 13; e5 -= 13)
      big_mul_small(&b, 1220703125u); /* 5^13 */
    for (; e5 > 0; e5--)
      big_mul_small(&b, 5);
    *exp = exp2;
  }
  /* Truncating pre-division of very long expansions, as LLVM does. */
  uint32_t bits = big_bitlen(&b), need = (prec * 196 + 58) / 59;
  if (bits > need) {
    uint32_t tens = (bits - need) * 59 / 196;
    *exp += (int)tens;
    for (; tens >= 9; tens -= 9)
      big_div_small(&b, 1000000000u);
    for (; tens > 0; tens--)
      big_div_small(&b, 10);
  }
  bool trail = true;
  while (b.n) {
    uint32_t d = big_div_small(&b, 10);
    if (trail && d == 0) {
      (*exp)++;
    } else {
      mlb_vec_push(buf, (char)('0' + d));
      trail = false;
    }
  }
  mlb_free(b.d);
  round_digits(buf, exp, prec);
}

static void put_exponent(MlbBuf *o, int exp, bool trunc_zero) {
  mlb_buf_putc(o, trunc_zero ? 'E' : 'e');
  mlb_buf_putc(o, exp >= 0 ? '+' : '-');
  mlb_buf_printf(o, trunc_zero ? "%d" : "%02d", exp < 0 ? -exp : exp);
}

static bool use_scientific(uint32_t nd, int exp, uint32_t prec,
                           uint32_t maxpad) {
  if (!maxpad)
    return true;
  if (exp >= 0)
    return (uint32_t)exp > maxpad || nd + (uint32_t)exp > prec;
  int msd = exp + (int)(nd - 1);
  return msd < 0 && (uint32_t)-msd > maxpad;
}

static void put_plain(MlbBuf *o, const CharVec *buf, int exp) {
  uint32_t nd = buf->len;
  if (exp >= 0) {
    for (uint32_t i = nd; i-- > 0;)
      mlb_buf_putc(o, buf->data[i]);
    for (int i = 0; i < exp; i++)
      mlb_buf_putc(o, '0');
    return;
  }
  int whole = exp + (int)nd;
  uint32_t i = 0;
  if (whole > 0) {
    for (; i < (uint32_t)whole; i++)
      mlb_buf_putc(o, buf->data[nd - i - 1]);
    mlb_buf_putc(o, '.');
  } else {
    mlb_buf_puts(o, "0.");
    for (int z = 0; z < -whole; z++)
      mlb_buf_putc(o, '0');
  }
  for (; i < nd; i++)
    mlb_buf_putc(o, buf->data[nd - i - 1]);
}

/* APFloat::toString(prec, maxpad, trunc_zero) for a finite value. */
static void to_string(MlbBuf *o, const MlbFloatParts *p, uint32_t sem_prec,
                      uint32_t prec, uint32_t maxpad, bool trunc_zero) {
  if (p->neg)
    mlb_buf_putc(o, '-');
  if (p->cat == MLB_FCAT_ZERO) {
    if (maxpad) {
      mlb_buf_putc(o, '0');
    } else if (trunc_zero) {
      mlb_buf_puts(o, "0.0E+0");
    } else {
      mlb_buf_puts(o, "0.0");
      for (uint32_t i = 1; i < prec; i++)
        mlb_buf_putc(o, '0');
      mlb_buf_puts(o, "e+00");
    }
    return;
  }
  if (!prec)
    prec = 2 + sem_prec * 59 / 196;
  CharVec buf = {0};
  int exp;
  gen_digits(p->mant, p->lsb_exp, prec, &buf, &exp);
  uint32_t nd = buf.len;
  if (use_scientific(nd, exp, prec, maxpad)) {
    exp += (int)nd - 1;
    mlb_buf_putc(o, buf.data[nd - 1]);
    mlb_buf_putc(o, '.');
    if (nd == 1 && trunc_zero)
      mlb_buf_putc(o, '0');
    for (uint32_t i = 1; i < nd; i++)
      mlb_buf_putc(o, buf.data[nd - 1 - i]);
    for (uint32_t i = nd - 1; !trunc_zero && i < prec; i++)
      mlb_buf_putc(o, '0');
    put_exponent(o, exp, trunc_zero);
  } else {
    put_plain(o, &buf, exp);
  }
  mlb_vec_free(&buf);
}

/* Does `s` read back as exactly this value in the format? */
static bool reads_back(MlbFloatKind k, const char *s, uint64_t bits,
                       double v) {
  switch (k) {
  case MLB_F64:
    return mlb_float_encode(MLB_F64, strtod(s, NULL)) == bits;
  case MLB_F32: {
    float f = strtof(s, NULL);
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b == bits;
  }
  case MLB_F80:
  case MLB_F128: /* values are doubles; compare at extended precision */
    return strtold(s, NULL) == (long double)v;
  default:
    return mlb_float_encode(k, strtod(s, NULL)) == bits;
  }
}

/* Bit pattern of a double's value in f80 (x87: explicit integer bit) or
 * f128 (IEEE quad), as the two 64-bit halves of a 128-bit integer. */
static void wide_bits(MlbFloatKind k, double v, uint64_t *hi, uint64_t *lo) {
  bool f80 = k == MLB_F80;
  uint64_t sign = signbit(v) ? 1 : 0, exp = 0, man_hi = 0, man_lo = 0;
  if (isnan(v) || isinf(v)) {
    exp = 0x7FFF;
    if (f80)
      man_lo = isnan(v) ? 0xC000000000000000ull : 0x8000000000000000ull;
    else
      man_hi = isnan(v) ? 0x800000000000ull : 0;
  } else if (v != 0.0) {
    int e2;
    double m = frexp(fabs(v), &e2); /* m in [0.5, 1): exact */
    uint64_t bits53 = (uint64_t)ldexp(m, 53); /* leading bit = bit 52 */
    exp = (uint64_t)(e2 - 1 + 16383);
    if (f80) {
      man_lo = bits53 << 11; /* integer bit at 63 */
    } else {
      uint64_t frac = bits53 & ((1ull << 52) - 1); /* 112-bit fraction */
      man_hi = frac >> 4;
      man_lo = frac << 60;
    }
  }
  if (f80) {
    *hi = (sign << 15) | exp;
    *lo = man_lo;
  } else {
    *hi = (sign << 63) | (exp << 48) | man_hi;
    *lo = man_lo;
  }
}

static void put_wide_hex(MlbBuf *b, MlbFloatKind k, double v) {
  uint64_t hi, lo;
  wide_bits(k, v, &hi, &lo);
  if (hi)
    mlb_buf_printf(b, "0x%llX%016llX", (unsigned long long)hi,
                   (unsigned long long)lo);
  else
    mlb_buf_printf(b, "0x%llX", (unsigned long long)lo);
}

void mlb_print_float(MlbBuf *b, const MlbType *t, double v, uint64_t bits) {
  MlbFloatKind k = t->u.flt.kind;
  bool wide = k == MLB_F80 || k == MLB_F128;
  if (wide)
    bits = mlb_float_encode(MLB_F64, v);
  MlbFloatParts p = mlb_float_parts(k, bits);
  if (p.cat == MLB_FCAT_ZERO || p.cat == MLB_FCAT_NORMAL) {
    uint32_t sp = mlb_float_precision(k);
    MlbBuf s;
    mlb_buf_init(&s);
    to_string(&s, &p, sp, 6, 0, false);
    if (reads_back(k, mlb_buf_cstr(&s), bits, v)) {
      mlb_buf_putn(b, s.data, s.len);
      mlb_buf_free(&s);
      return;
    }
    mlb_buf_clear(&s);
    to_string(&s, &p, sp, 0, 3, true);
    bool ok = strchr(mlb_buf_cstr(&s), '.') != NULL;
    if (ok)
      mlb_buf_putn(b, s.data, s.len);
    mlb_buf_free(&s);
    if (ok)
      return;
  }
  if (wide)
    put_wide_hex(b, k, v);
  else
    mlb_buf_printf(b, "0x%llX", (unsigned long long)bits);
}
