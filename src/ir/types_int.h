/* types_int.h - helpers shared by types.c and attrs.c (not a public header).
 */
#ifndef MLB_IR_TYPES_INT_H
#define MLB_IR_TYPES_INT_H

#include "ir/float_sem.h"
#include "ir/types.h"

struct MlbUniquer;

/* Structural equality of a stored object with a lookup key. */
typedef bool (*MlbUniqueEq)(const void *stored, const void *key);

/* Returns the stored object equal to `key`, or NULL and the free slot where
 * it must be inserted (valid until the next lookup on this set). */
void *mlb_uniquer_lookup(struct MlbUniquer *u, uint32_t hash, MlbUniqueEq eq,
                         const void *key, uint32_t *slot);
void mlb_uniquer_insert(struct MlbUniquer *u, uint32_t slot, uint32_t hash,
                        void *obj);

uint64_t mlb_hash_ptrs(uint64_t h, const void *const *p, uint32_t n);
uint64_t mlb_hash_i64s(uint64_t h, const int64_t *v, uint32_t n);
bool mlb_same_ptrs(const void *const *a, const void *const *b, uint32_t n);
/* Copy into ctx->type_arena; NULL for n == 0. */
void *mlb_type_arena_dup(MlbContext *ctx, const void *p, size_t n);

/* Releases the file-location index (locations.c). */
void mlb_loc_table_free(MlbContext *ctx);
/* Looks up / publishes a fully built attribute key (attrs.c). */
MlbAttr *mlb_attr_unique(MlbContext *ctx, MlbAttr *key);

#endif
