/* float_sem.c - encoding and decoding of the builtin float formats.
 *
 * Each small format is described by its field widths, exponent bias and how
 * it spells the non-finite values (IEEE formats have inf and NaN; the "FN"
 * formats only NaN; "FNUZ" formats use the negative-zero pattern for NaN;
 * f8E8M0FNU is an unsigned power of two). Conversions round to nearest with
 * ties to even, like APFloat's default conversion.
 */
#include "ir/float_sem.h"

#include <math.h>

typedef enum {
  STYLE_IEEE,   /* inf and NaN at the all-ones exponent */
  STYLE_FN,     /* no inf; NaN only for all-ones exponent and mantissa */
  STYLE_FINITE, /* neither inf nor NaN */
  STYLE_FNUZ,   /* no inf, no -0; NaN is the sign bit alone */
  STYLE_E8M0,   /* unsigned exponent only; 0xFF is NaN */
  STYLE_DOUBLE  /* f80/f128: stored as a double */
} Style;

typedef struct {
  uint8_t width, exp_bits, man_bits;
  int16_t bias;
  uint8_t style;
  uint16_t precision; /* significand bits incl. the implicit one */
} Sem;

/* Indexed by MlbFloatKind. */
static const Sem sems[MLB_FLOAT_KIND_COUNT] = {
    [MLB_F16] = {16, 5, 10, 15, STYLE_IEEE, 11},
    [MLB_BF16] = {16, 8, 7, 127, STYLE_IEEE, 8},
    [MLB_F32] = {32, 8, 23, 127, STYLE_IEEE, 24},
    [MLB_F64] = {64, 11, 52, 1023, STYLE_IEEE, 53},
    [MLB_F80] = {80, 15, 63, 16383, STYLE_DOUBLE, 64},
    [MLB_F128] = {128, 15, 112, 16383, STYLE_DOUBLE, 113},
    [MLB_TF32] = {19, 8, 10, 127, STYLE_IEEE, 11},
    [MLB_F4E2M1FN] = {4, 2, 1, 1, STYLE_FINITE, 2},
    [MLB_F6E2M3FN] = {6, 2, 3, 1, STYLE_FINITE, 4},
    [MLB_F6E3M2FN] = {6, 3, 2, 3, STYLE_FINITE, 3},
    [MLB_F8E5M2] = {8, 5, 2, 15, STYLE_IEEE, 3},
    [MLB_F8E4M3] = {8, 4, 3, 7, STYLE_IEEE, 4},
    [MLB_F8E4M3FN] = {8, 4, 3, 7, STYLE_FN, 4},
    [MLB_F8E5M2FNUZ] = {8, 5, 2, 16, STYLE_FNUZ, 3},
    [MLB_F8E4M3FNUZ] = {8, 4, 3, 8, STYLE_FNUZ, 4},
    [MLB_F8E4M3B11FNUZ] = {8, 4, 3, 11, STYLE_FNUZ, 4},
    [MLB_F8E3M4] = {8, 3, 4, 3, STYLE_IEEE, 5},
    [MLB_F8E8M0FNU] = {8, 8, 0, 127, STYLE_E8M0, 1},
};

uint32_t mlb_float_precision(MlbFloatKind k) { return sems[k].precision; }
uint32_t mlb_float_width(MlbFloatKind k) { return sems[k].width; }

bool mlb_float_bits_fit(MlbFloatKind k, uint64_t bits) {
  uint32_t w = sems[k].width;
  return w >= 64 || (bits >> w) == 0;
}

static uint64_t double_bits(double v) {
  uint64_t b;
  memcpy(&b, &v, sizeof b);
  return b;
}

static double bits_double(uint64_t b) {
  double v;
  memcpy(&v, &b, sizeof v);
  return v;
}

static uint64_t sign_bit(const Sem *s) {
  return s->style == STYLE_E8M0 ? 0 : (uint64_t)1 << (s->width - 1);
}

static uint64_t exp_max_field(const Sem *s) {
  return ((uint64_t)1 << s->exp_bits) - 1;
}

MlbFloatParts mlb_float_parts(MlbFloatKind k, uint64_t bits) {
  const Sem *s = &sems[k];
  MlbFloatParts r = {MLB_FCAT_NORMAL, false, 0, 0};
  if (s->style == STYLE_DOUBLE)
    s = &sems[MLB_F64];
  if (s->style == STYLE_E8M0) {
    if (bits == 0xFF)
      r.cat = MLB_FCAT_NAN;
    r.mant = 1;
    r.lsb_exp = (int32_t)bits - 127;
    return r;
  }
  uint64_t e = (bits >> s->man_bits) & exp_max_field(s);
  uint64_t f = bits & (((uint64_t)1 << s->man_bits) - 1);
  r.neg = (bits & sign_bit(s)) != 0;
  bool top = e == exp_max_field(s);
  if ((s->style == STYLE_IEEE && top) ||
      (s->style == STYLE_FN && top && f == ((uint64_t)1 << s->man_bits) - 1) ||
      (s->style == STYLE_FNUZ && bits == sign_bit(s))) {
    r.cat = s->style == STYLE_IEEE && f == 0 ? MLB_FCAT_INF : MLB_FCAT_NAN;
    return r;
  }
  if (e == 0) {
    if (f == 0) {
      r.cat = MLB_FCAT_ZERO;
      return r;
    }
    r.mant = f;
    r.lsb_exp = 1 - s->bias - s->man_bits;
    return r;
  }
  r.mant = f | ((uint64_t)1 << s->man_bits);
  r.lsb_exp = (int32_t)e - s->bias - s->man_bits;
  return r;
}

double mlb_float_decode(MlbFloatKind k, uint64_t bits) {
  if (sems[k].style == STYLE_DOUBLE || k == MLB_F64)
    return bits_double(bits);
  MlbFloatParts p = mlb_float_parts(k, bits);
  double v;
  switch (p.cat) {
  case MLB_FCAT_ZERO: v = 0.0; break;
  case MLB_FCAT_INF: v = INFINITY; break;
  case MLB_FCAT_NAN: v = NAN; break;
  default: v = ldexp((double)p.mant, p.lsb_exp); break;
  }
  return p.neg ? -v : v;
}

/* Bits for NaN / infinity in formats that may lack them. */
static uint64_t encode_special(const Sem *s, bool is_nan, bool neg) {
  uint64_t sign = neg ? sign_bit(s) : 0;
  uint64_t emax = exp_max_field(s) << s->man_bits;
  switch (s->style) {
  case STYLE_IEEE:
    if (is_nan)
      return sign | emax | ((uint64_t)1 << (s->man_bits - 1));
    return sign | emax;
  case STYLE_FN:
    return sign | emax | (((uint64_t)1 << s->man_bits) - 1);
  case STYLE_FNUZ:
    return sign_bit(s);
  case STYLE_E8M0:
    return 0xFF;
  default: /* finite-only formats saturate */
    return sign | (((uint64_t)1 << (s->width - 1)) - 1);
  }
}

/* Rounds |v| (finite, nonzero) into exponent/mantissa fields. */
static uint64_t encode_finite(const Sem *s, double a, bool neg) {
  int e2;
  frexp(a, &e2);
  int lead = e2 - 1; /* exponent of the leading bit */
  int emin = s->style == STYLE_E8M0 ? -127 : 1 - s->bias;
  bool sub = lead < emin;
  int q = (sub ? emin : lead) - s->man_bits;
  double r = rint(ldexp(a, -q));
  uint64_t m = (uint64_t)r;
  uint64_t sign = neg ? sign_bit(s) : 0;
  if (sub) /* subnormal: the field is the integer; a carry makes it normal */
    return s->style == STYLE_E8M0 ? 0 : sign | m;
  if (m >> (s->man_bits + 1)) { /* rounding carried into a new bit */
    m >>= 1;
    lead++;
  }
  int64_t e = (int64_t)lead + s->bias;
  uint64_t f = m & (((uint64_t)1 << s->man_bits) - 1);
  uint64_t emaxf = exp_max_field(s);
  bool over = (s->style == STYLE_IEEE && (uint64_t)e >= emaxf) ||
              (uint64_t)e > emaxf ||
              (s->style == STYLE_FN && (uint64_t)e == emaxf &&
               f == ((uint64_t)1 << s->man_bits) - 1) ||
              (s->style == STYLE_E8M0 && (uint64_t)e == emaxf);
  if (over)
    return encode_special(s, false, neg);
  return sign | ((uint64_t)e << s->man_bits) | f;
}

uint64_t mlb_float_encode(MlbFloatKind k, double v) {
  const Sem *s = &sems[k];
  if (s->style == STYLE_DOUBLE || k == MLB_F64)
    return double_bits(v);
  if (k == MLB_F32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
  }
  bool neg = signbit(v) != 0;
  if (isnan(v))
    return encode_special(s, true, neg);
  if (isinf(v))
    return encode_special(s, false, neg);
  if (v == 0.0) {
    if (s->style == STYLE_FNUZ || s->style == STYLE_E8M0 || !neg)
      return 0;
    return sign_bit(s);
  }
  return encode_finite(s, fabs(v), neg);
}
