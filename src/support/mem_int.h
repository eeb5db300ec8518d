/* mem_int.h - what mem.c offers the rest of support/ only. */
#ifndef MLB_SUPPORT_MEM_INT_H
#define MLB_SUPPORT_MEM_INT_H

#include "support.h"

/* True for the libc allocator (also h NULL: no heap bound). */
bool mlb_mem_is_libc(const MlbMem *h);
/* What the kernel is told about an aligned block's pages (Linux). */
typedef enum {
  MLB_ADVISE_NONE,
  MLB_ADVISE_HUGE, /* transparent huge pages */
} MlbMemAdvice;
/* A block of `n` bytes whose header starts on an `align` boundary (the
 * payload follows the MlbBlockHdr), released with mlb_free; NULL when the
 * bound allocator cannot align (not libc's) or `n` is not a multiple of
 * `align`, or aligned_alloc fails: the caller falls back to mlb_malloc.
 * `advice` is given before anything is written to the block: a 2MB range
 * one of whose 4KB pages is already present gets no huge page at its
 * first touch (the header write used to come first, and the arena's
 * chunks never got one). */
void *mlb_malloc_aligned(size_t align, size_t n, MlbMemAdvice advice);

#endif
