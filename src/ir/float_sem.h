/* float_sem.h - bit layouts of MLIR's builtin float types.
 *
 * Internal to the type/attribute layer (types.c, attr_print.c, the attribute
 * parser). A float attribute keeps the exact bit pattern of its value in the
 * type's format; this file converts between those patterns and doubles, and
 * splits a pattern into sign / exponent / significand for printing.
 *
 * f80 and f128 patterns do not fit in 64 bits. mlbuf stores their values as
 * doubles (upstream also reads decimal literals through a double), so for
 * those two kinds the "bits" are the double's bit pattern.
 */
#ifndef MLB_IR_FLOAT_SEM_H
#define MLB_IR_FLOAT_SEM_H

#include "ir/types.h"

typedef enum MlbFloatCat {
  MLB_FCAT_ZERO,
  MLB_FCAT_NORMAL, /* includes subnormals */
  MLB_FCAT_INF,
  MLB_FCAT_NAN
} MlbFloatCat;

/* A finite value is (-1)^neg * mant * 2^lsb_exp. The significand is not
 * normalized: only the value matters to the printer. */
typedef struct MlbFloatParts {
  MlbFloatCat cat;
  bool neg;
  int32_t lsb_exp;
  uint64_t mant;
} MlbFloatParts;

/* Number of significand bits including the implicit one. */
uint32_t mlb_float_precision(MlbFloatKind k);
/* Storage width in bits (f80 = 80, f4E2M1FN = 4, ...). */
uint32_t mlb_float_width(MlbFloatKind k);
/* Rounds `v` to the format (nearest, ties to even) and returns its bits. */
uint64_t mlb_float_encode(MlbFloatKind k, double v);
/* The value of a bit pattern as a double (exact for formats <= f64). */
double mlb_float_decode(MlbFloatKind k, uint64_t bits);
/* Splits a bit pattern into its parts. */
MlbFloatParts mlb_float_parts(MlbFloatKind k, uint64_t bits);
/* True if `bits` fits the format's width. */
bool mlb_float_bits_fit(MlbFloatKind k, uint64_t bits);

#endif
