/* dealloc_constant_flags.h - ownership indicators proven constant around
 * loops and branches (dealloc_constant_flags.c), a step of
 * buffer-deallocation-simplification. */
#ifndef MLB_TRANSFORMS_DEALLOC_CONSTANT_FLAGS_H
#define MLB_TRANSFORMS_DEALLOC_CONSTANT_FLAGS_H

#include "ir/ir.h"

/* Replaces the uses of every i1 block argument and region op result in
 * `unit` that holds one constant on every execution (by optimistic
 * propagation through the values forwarded to it) by that constant.
 * Returns whether anything changed. */
bool mlb_fold_constant_flags(MlbContext *ctx, MlbOperation *unit);

#endif
