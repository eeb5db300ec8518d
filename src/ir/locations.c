/* locations.c - uniqued location attributes.
 *
 * Constructors canonicalize like upstream's location storage: a range whose
 * end equals its start is a plain file:line:col, a name location with an
 * unknown child has no child, and fused locations drop unknown members,
 * absorb nested fused locations with the same metadata, deduplicate, and
 * collapse to their only member (or to unknown) when metadata is absent.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

static MlbAttr make(MlbAttrKind k) {
  MlbAttr a;
  memset(&a, 0, sizeof a);
  a.kind = k;
  return a;
}

MlbAttr *mlb_loc_unknown(MlbContext *ctx) {
  MlbAttr k = make(MLB_ATTR_LOC_UNKNOWN);
  return mlb_attr_unique(ctx, &k);
}

/* File locations have a set of their own: the parser makes one per
 * operation and block argument, nearly all distinct, and their integer
 * fields hash and compare much faster than a generic attribute key. */
static bool same_loc_file(const void *stored, const void *key) {
  const MlbAttr *a = stored, *b = key;
  return a->u.loc_file.line == b->u.loc_file.line &&
         a->u.loc_file.col == b->u.loc_file.col &&
         a->u.loc_file.file == b->u.loc_file.file &&
         a->u.loc_file.end_line == b->u.loc_file.end_line &&
         a->u.loc_file.end_col == b->u.loc_file.end_col;
}

static uint32_t loc_file_hash(const MlbAttr *k) {
  uint64_t h = mlb_hash_ptr(k->u.loc_file.file);
  h ^= ((uint64_t)k->u.loc_file.line << 32 | k->u.loc_file.col) *
       0x9e3779b97f4a7c15ull;
  h ^= ((uint64_t)k->u.loc_file.end_line << 32 | k->u.loc_file.end_col) *
       0xc2b2ae3d27d4eb4full;
  h ^= h >> 31;
  uint32_t r = (uint32_t)h;
  return r ? r : 1; /* a zero hash marks the parser's non-uniqued ones */
}

MlbAttr *mlb_loc_file_range(MlbContext *ctx, const char *file, uint32_t line,
                            uint32_t col, uint32_t eline, uint32_t ecol) {
  MlbAttr k = make(MLB_ATTR_LOC_FILE);
  /* The parser makes one location per op, all naming the same file: reuse
   * the last interned name when the text matches instead of hashing it. */
  if (!ctx->loc_file_interned || (file != ctx->loc_file_interned &&
                                  strcmp(file, ctx->loc_file_interned) != 0))
    ctx->loc_file_interned = mlb_intern_cstr(ctx, file);
  k.u.loc_file.file = ctx->loc_file_interned;
  k.u.loc_file.line = line;
  k.u.loc_file.col = col;
  if (eline != line || ecol != col) {
    k.u.loc_file.end_line = eline;
    k.u.loc_file.end_col = ecol;
  }
  uint32_t slot;
  k.hash = loc_file_hash(&k);
  MlbAttr *a = mlb_uniquer_lookup(ctx->loc_files, k.hash, same_loc_file, &k,
                                  &slot);
  if (a)
    return a;
  a = mlb_arena_dup(&ctx->type_arena, &k, sizeof k);
  mlb_uniquer_insert(ctx->loc_files, slot, k.hash, a);
  return a;
}

MlbAttr *mlb_loc_file(MlbContext *ctx, const char *file, uint32_t line,
                      uint32_t col) {
  return mlb_loc_file_range(ctx, file, line, col, line, col);
}

MlbAttr *mlb_loc_name(MlbContext *ctx, const char *name, size_t n,
                      MlbAttr *child) {
  MlbAttr k = make(MLB_ATTR_LOC_NAME);
  k.u.loc_name.name = mlb_intern_str(ctx, name, n);
  k.u.loc_name.child =
      child && child->kind != MLB_ATTR_LOC_UNKNOWN ? child : NULL;
  return mlb_attr_unique(ctx, &k);
}

MlbAttr *mlb_loc_callsite(MlbContext *ctx, MlbAttr *callee, MlbAttr *caller) {
  MlbAttr k = make(MLB_ATTR_LOC_CALLSITE);
  k.u.loc_callsite.callee = callee;
  k.u.loc_callsite.caller = caller;
  return mlb_attr_unique(ctx, &k);
}

typedef MLB_VEC(MlbAttr *) AttrVec;

static void push_unique(AttrVec *v, MlbAttr *a) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i] == a)
      return;
  mlb_vec_push(v, a);
}

MlbAttr *mlb_loc_fused(MlbContext *ctx, uint32_t n, MlbAttr *const *locs,
                       MlbAttr *metadata) {
  AttrVec v = {0};
  for (uint32_t i = 0; i < n; i++) {
    MlbAttr *l = locs[i];
    if (l->kind == MLB_ATTR_LOC_FUSED && l->u.loc_fused.metadata == metadata) {
      for (uint32_t j = 0; j < l->u.loc_fused.n; j++)
        push_unique(&v, l->u.loc_fused.locs[j]);
    } else if (l->kind != MLB_ATTR_LOC_UNKNOWN) {
      push_unique(&v, l);
    }
  }
  MlbAttr *r;
  if (v.len == 0 && !metadata) {
    r = mlb_loc_unknown(ctx);
  } else if (v.len == 1 && !metadata) {
    r = v.data[0];
  } else {
    if (v.len == 0) /* keep the metadata: fused<m>[unknown] */
      mlb_vec_push(&v, mlb_loc_unknown(ctx));
    MlbAttr k = make(MLB_ATTR_LOC_FUSED);
    k.u.loc_fused.n = v.len;
    k.u.loc_fused.locs = v.data;
    k.u.loc_fused.metadata = metadata;
    r = mlb_attr_unique(ctx, &k);
  }
  mlb_vec_free(&v);
  return r;
}

MlbAttr *mlb_loc_opaque(MlbContext *ctx, const char *text, size_t n) {
  MlbAttr k = make(MLB_ATTR_LOC_OPAQUE);
  k.u.opaque.text = mlb_intern_str(ctx, text, n);
  return mlb_attr_unique(ctx, &k);
}

bool mlb_attr_is_location(const MlbAttr *a) {
  switch (a->kind) {
  case MLB_ATTR_LOC_UNKNOWN:
  case MLB_ATTR_LOC_FILE:
  case MLB_ATTR_LOC_NAME:
  case MLB_ATTR_LOC_CALLSITE:
  case MLB_ATTR_LOC_FUSED:
  case MLB_ATTR_LOC_OPAQUE:
    return true;
  default:
    return false;
  }
}

/* Follows the same path as upstream's diagnostic printer when it looks for
 * a source position: name -> child, callsite -> callee, fused -> first
 * member that has one. */
const MlbAttr *mlb_loc_file_of(const MlbAttr *loc) {
  if (!loc)
    return NULL;
  switch (loc->kind) {
  case MLB_ATTR_LOC_FILE:
    return loc;
  case MLB_ATTR_LOC_NAME:
    return mlb_loc_file_of(loc->u.loc_name.child);
  case MLB_ATTR_LOC_CALLSITE:
    return mlb_loc_file_of(loc->u.loc_callsite.callee);
  case MLB_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->u.loc_fused.n; i++) {
      const MlbAttr *f = mlb_loc_file_of(loc->u.loc_fused.locs[i]);
      if (f)
        return f;
    }
    return NULL;
  default:
    return NULL;
  }
}
