/* idmap.h - pointer -> number maps for numbering IR objects in analyses.
 *
 * An open-addressing table like MlbPtrMap, but hashed by address order
 * (the pointer shifted right, not scrambled): IR objects come from arenas
 * roughly in the order analyses walk them, so consecutive lookups land in
 * neighbouring slots and a table much larger than the cache is still read
 * almost sequentially. (Scrambled hashing makes every lookup a cache miss
 * once a function's tables outgrow the cache, which turned linear
 * analyses superlinear in wall time.) Within each address span the table
 * covers (16 bytes per slot) the order is kept; each span is XORed with
 * its own scrambled constant so that spans do not pile onto the same
 * slots. Objects are at least 16 bytes apart and the table is kept at most
 * half full, so probe runs stay short.
 */
#ifndef MLB_ANALYSIS_IDMAP_H
#define MLB_ANALYSIS_IDMAP_H

#include "support/support.h"

typedef struct MlbIdMap {
  const void **keys;
  uint32_t *vals;
  uint32_t cap, len;
  uint32_t shift; /* log2(cap) + 4: address bits above one table span */
} MlbIdMap;

void mlb_idmap_init(MlbIdMap *m);
void mlb_idmap_free(MlbIdMap *m);
/* Removes every key, keeping the table's storage. */
void mlb_idmap_clear(MlbIdMap *m);
/* Grows the table to hold n keys without growing again (a caller that
 * knows how many it will put saves the rehash at each doubling, and the
 * fresh memory each bigger table costs). */
void mlb_idmap_reserve(MlbIdMap *m, uint32_t n);
/* Sets key's number (key != NULL). */
void mlb_idmap_put(MlbIdMap *m, const void *key, uint32_t val);
/* The key's number, UINT32_MAX when absent. */
uint32_t mlb_idmap_get(const MlbIdMap *m, const void *key);

#endif
