/* resources.c - dialect resources of the file metadata section
 * (`{-# dialect_resources: { builtin: { key: "0x..." } } #-}`).
 *
 * The blobs that `dense_resource<key>` attributes name are kept as the text
 * of their values, in the order the file lists them, so that the printer
 * can write back exactly the ones the printed IR still references (as
 * upstream does). mlbuf does not interpret the bytes. Resources of other
 * dialects are not kept (upstream keeps them only for dialects with a
 * resource handler). */
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

struct MlbResourceTable {
  MlbStrMap by_key; /* key -> value text (quotes included), in ir_arena */
};

static struct MlbResourceTable *table_of(MlbContext *ctx, bool create) {
  if (!ctx->resources && create) {
    ctx->resources = mlb_calloc(1, sizeof *ctx->resources);
    mlb_strmap_init(&ctx->resources->by_key);
  }
  return ctx->resources;
}

void mlb_resource_add(MlbContext *ctx, const char *key, size_t klen,
                      const char *value, size_t vlen) {
  struct MlbResourceTable *t = table_of(ctx, true);
  *mlb_strmap_slot(&t->by_key, key, klen, NULL) =
      mlb_arena_strndup(&ctx->ir_arena, value, vlen);
}

const char *mlb_resource_get(MlbContext *ctx, const char *key) {
  struct MlbResourceTable *t = table_of(ctx, false);
  return t ? mlb_strmap_get(&t->by_key, key, strlen(key)) : NULL;
}

void mlb_resources_free(MlbContext *ctx) {
  if (!ctx->resources)
    return;
  mlb_strmap_free(&ctx->resources->by_key);
  mlb_free(ctx->resources);
  ctx->resources = NULL;
}
