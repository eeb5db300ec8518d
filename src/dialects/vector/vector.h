/* vector.h - what other layers ask of the vector dialect: the combining
 * kinds of vector.reduction (upstream's CombiningKind, in its order), as
 * the dialect parses them and the interpreter runs them. */
#ifndef MLB_DIALECTS_VECTOR_H
#define MLB_DIALECTS_VECTOR_H

#include "ir/ir.h"

typedef enum MlbVectorKind {
  MLB_VK_ADD,
  MLB_VK_MUL,
  MLB_VK_MINUI,
  MLB_VK_MINSI,
  MLB_VK_MINNUMF,
  MLB_VK_MAXUI,
  MLB_VK_MAXSI,
  MLB_VK_MAXNUMF,
  MLB_VK_AND,
  MLB_VK_OR,
  MLB_VK_XOR,
  MLB_VK_MAXIMUMF,
  MLB_VK_MINIMUMF,
  MLB_VK_NONE
} MlbVectorKind;

/* The kind a `#vector.kind<..>` attribute names; MLB_VK_NONE for any other
 * attribute (or NULL). */
MlbVectorKind mlb_vector_kind(const MlbAttr *kind);

#endif
