/* unit_check.h - the check every unit test uses: a failed condition is
 * reported with its file and line and counted in `failures`, which the
 * test's main returns; the test goes on to its other checks. */
#ifndef MLB_TEST_UNIT_CHECK_H
#define MLB_TEST_UNIT_CHECK_H

#include <stdio.h>

static int failures;
#define CHECK(c)                                                               \
  do {                                                                         \
    if (!(c)) {                                                                \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);    \
      failures++;                                                              \
    }                                                                          \
  } while (0)

#endif
