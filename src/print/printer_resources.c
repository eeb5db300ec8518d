/* printer_resources.c - the file metadata section after a top-level op:
 * the builtin dialect resources (blobs) that dense_resource attributes of
 * the printed IR name, in the order they are first met, as upstream
 * prints them; blobs nothing references any more are dropped. */
#include <string.h>

#include "print/printer_int.h"

typedef struct Referenced {
  MlbContext *ctx;
  MLB_VEC(const char *) keys; /* interned handles */
} Referenced;

static void note_attr(Referenced *r, const MlbAttr *a) {
  if (!a)
    return;
  switch (a->kind) {
  case MLB_ATTR_DENSE_RESOURCE:
    if (!mlb_resource_get(r->ctx, a->u.resource.handle))
      return;
    for (uint32_t i = 0; i < r->keys.len; i++)
      if (r->keys.data[i] == a->u.resource.handle)
        return;
    mlb_vec_push(&r->keys, a->u.resource.handle);
    return;
  case MLB_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->u.array.n; i++)
      note_attr(r, a->u.array.elems[i]);
    return;
  case MLB_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++)
      note_attr(r, a->u.dict.entries[i].value);
    return;
  default:
    return;
  }
}

static MlbWalkResult note_op(MlbOperation *op, void *user) {
  note_attr(user, op->props);
  note_attr(user, op->attrs);
  return MLB_WALK_ADVANCE;
}

void mlb_print_resources(MlbAsmPrinter *p, MlbOperation *top) {
  if (!p->ctx->resources)
    return;
  Referenced r = {p->ctx, {0}};
  mlb_walk_pre(top, note_op, &r);
  if (r.keys.len) {
    mlb_pr(p, "\n{-#\n  dialect_resources: {\n    builtin: {\n");
    for (uint32_t i = 0; i < r.keys.len; i++) {
      mlb_pr(p, "      ");
      mlb_pr(p, r.keys.data[i]);
      mlb_pr(p, ": ");
      mlb_pr(p, mlb_resource_get(p->ctx, r.keys.data[i]));
      mlb_pr(p, i + 1 < r.keys.len ? ",\n" : "\n");
    }
    mlb_pr(p, "    }\n  }\n#-}\n");
  }
  mlb_vec_free(&r.keys);
}
