/* api_int.h - shared by the public API's files (api*.c). */
#ifndef MLB_API_INT_H
#define MLB_API_INT_H

#include "ir/ir.h"

/* Runs body(arg) with the context's heap bound (every public entry point
 * does): false when an allocation failed during it, which was reported,
 * or the context had run out of memory before. */
MLB_MUST_CHECK bool mlb_api_run(MlbContext *ctx, void (*body)(void *arg),
                                void *arg);

#endif
