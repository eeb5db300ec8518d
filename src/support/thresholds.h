/* thresholds.h - sizes at which code switches between two ways of doing
 * the same thing: a list scanned or looked up in a map, a stack array or
 * a heap block, a cache of a few entries, a table kept or dropped between
 * functions.
 *
 * Both ways must give the same result, but most test inputs are small, so
 * the way taken past a threshold would run only on large programs. Builds
 * with MLB_SMALL_CAPACITIES (CMake option MLBUF_SMALL_CAPACITIES, set by
 * the sanitizer build of test/run_all.sh) give every threshold here its
 * tiny value, so that the whole test suite takes the large-size paths
 * there, under ASan and UBSan, while the normal build takes the small-size
 * ones; lit tests with large inputs also cross the real values
 * (test/lit/dealloc/wide-edges.mlir).
 *
 * Limits that change the output (bufferization-lower-deallocations'
 * inline-limit option) are not thresholds of this kind: tests set them.
 */
#ifndef MLB_SUPPORT_THRESHOLDS_H
#define MLB_SUPPORT_THRESHOLDS_H

#ifdef MLB_SMALL_CAPACITIES
#define MLB_THRESHOLD(normal, tiny) (tiny)
#else
#define MLB_THRESHOLD(normal, tiny) (normal)
#endif

/* Does a count of n fit the stack array `arr` the code keeps for it (else
 * it takes a heap block)? The array's own length is the threshold, so the
 * two cannot disagree. Tiny: only 0 or 1 fit. */
#define MLB_FITS_SMALL(n, arr)                                                 \
  ((n) <= MLB_THRESHOLD(sizeof(arr) / sizeof((arr)[0]), 1))

#endif
