/* types.c - uniquing tables and the builtin type constructors.
 *
 * Every type, attribute and affine expression lives once per context: a
 * constructor builds a key on the stack, hashes it structurally (children are
 * already unique, so their pointers stand for their structure) and looks it
 * up in an open-addressing hash set. Only on a miss is the object copied into
 * ctx->type_arena. Pointer equality is therefore structural equality.
 *
 * Attribute and affine constructors are in attrs.c; both use the set below.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

/* ==== The hash set ====
 * Each slot holds the object and its hash side by side, so that a probe
 * reads one cache line: on a large module the set outgrows the caches
 * and nearly every lookup missed twice (hash array, then object array).
 * A direct-mapped cache of recent hits sits in front: IR repeats a few
 * objects (static offsets [0, 0], index and f32 types) on every op. */
typedef struct MlbUniqueSlot {
  void *obj; /* NULL: empty */
  uint32_t hash;
} MlbUniqueSlot;

enum { RECENT = 256 };

struct MlbUniquer {
  MlbUniqueSlot *slots;
  uint32_t cap, len;
  MlbUniqueSlot recent[RECENT]; /* indexed by the hash's high bits */
};

static uint32_t recent_index(uint32_t hash) { return hash >> 24; }

static struct MlbUniquer *uniquer_new(void) {
  return mlb_calloc(1, sizeof(struct MlbUniquer));
}

static void uniquer_free(struct MlbUniquer *u) {
  if (!u)
    return;
  mlb_free(u->slots);
  mlb_free(u);
}

static void uniquer_grow(struct MlbUniquer *u) {
  uint32_t ncap = u->cap ? u->cap * 2 : 64;
  MlbUniqueSlot *ns = mlb_calloc(ncap, sizeof *ns);
  for (uint32_t i = 0; i < u->cap; i++) {
    if (!u->slots[i].obj)
      continue;
    uint32_t j = u->slots[i].hash & (ncap - 1);
    while (ns[j].obj)
      j = (j + 1) & (ncap - 1);
    ns[j] = u->slots[i];
  }
  mlb_free(u->slots);
  u->slots = ns;
  u->cap = ncap;
}

void *mlb_uniquer_lookup(struct MlbUniquer *u, uint32_t hash,
                         MlbUniqueEq eq, const void *key, uint32_t *slot) {
  MlbUniqueSlot *r = &u->recent[recent_index(hash)];
  if (r->obj && r->hash == hash && eq(r->obj, key))
    return r->obj;
  if ((u->len + 1) * 4 >= u->cap * 3)
    uniquer_grow(u);
  uint32_t i = hash & (u->cap - 1);
  while (u->slots[i].obj) {
    if (u->slots[i].hash == hash && eq(u->slots[i].obj, key)) {
      *r = u->slots[i];
      return r->obj;
    }
    i = (i + 1) & (u->cap - 1);
  }
  *slot = i;
  return NULL;
}

void mlb_uniquer_insert(struct MlbUniquer *u, uint32_t slot, uint32_t hash,
                        void *obj) {
  u->slots[slot] = (MlbUniqueSlot){obj, hash};
  u->recent[recent_index(hash)] = u->slots[slot];
  u->len++;
}

/* ==== Hash helpers ==== */
uint64_t mlb_hash_ptrs(uint64_t h, const void *const *p, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    h = mlb_hash_combine(h, mlb_hash_ptr(p[i]));
  return h;
}

uint64_t mlb_hash_i64s(uint64_t h, const int64_t *v, uint32_t n) {
  return n ? mlb_hash_combine(h, mlb_hash_bytes(v, n * sizeof *v, 0)) : h;
}

bool mlb_same_i64s(const int64_t *a, const int64_t *b, uint32_t n) {
  return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

bool mlb_same_ptrs(const void *const *a, const void *const *b, uint32_t n) {
  return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

void *mlb_type_arena_dup(MlbContext *ctx, const void *p, size_t n) {
  return n ? mlb_arena_dup(&ctx->type_arena, p, n) : NULL;
}

/* ==== Types: hashing and equality ==== */
static uint64_t type_hash(const MlbType *t) {
  uint64_t h = mlb_hash_combine(0x7e5, (uint64_t)t->kind);
  switch (t->kind) {
  case MLB_TYPE_INTEGER:
    return mlb_hash_combine(h, t->u.integer.width * 4u + t->u.integer.sign);
  case MLB_TYPE_FLOAT:
    return mlb_hash_combine(h, t->u.flt.kind);
  case MLB_TYPE_FUNCTION:
    h = mlb_hash_combine(h, t->u.func.num_inputs);
    return mlb_hash_ptrs(h, (const void *const *)t->u.func.types,
                         t->u.func.num_inputs + t->u.func.num_results);
  case MLB_TYPE_TUPLE:
    h = mlb_hash_combine(h, t->u.tuple.n);
    return mlb_hash_ptrs(h, (const void *const *)t->u.tuple.types,
                         t->u.tuple.n);
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_TENSOR: {
    h = mlb_hash_combine(h, t->u.shaped.rank);
    h = mlb_hash_i64s(h, t->u.shaped.shape, t->u.shaped.rank);
    if (t->u.shaped.scalable)
      h = mlb_hash_combine(h, mlb_hash_bytes(t->u.shaped.scalable,
                                             t->u.shaped.rank, 1));
    const void *kids[4] = {t->u.shaped.elt, t->u.shaped.layout,
                           t->u.shaped.memspace, t->u.shaped.encoding};
    return mlb_hash_ptrs(h, kids, 4);
  }
  case MLB_TYPE_COMPLEX:
  case MLB_TYPE_UNRANKED_MEMREF:
  case MLB_TYPE_UNRANKED_TENSOR: {
    const void *kids[2] = {t->u.unranked.elt, t->u.unranked.memspace};
    return mlb_hash_ptrs(h, kids, 2);
  }
  case MLB_TYPE_OPAQUE:
    return mlb_hash_combine(h, mlb_hash_ptr(t->u.opaque.text));
  default:
    return h;
  }
}

static bool same_scalable(const bool *a, const bool *b, uint32_t n) {
  if (!a || !b)
    return a == b;
  return memcmp(a, b, n) == 0;
}

static bool type_eq(const void *stored, const void *key) {
  const MlbType *a = stored, *b = key;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case MLB_TYPE_INTEGER:
    return a->u.integer.width == b->u.integer.width &&
           a->u.integer.sign == b->u.integer.sign;
  case MLB_TYPE_FLOAT:
    return a->u.flt.kind == b->u.flt.kind;
  case MLB_TYPE_FUNCTION:
    return a->u.func.num_inputs == b->u.func.num_inputs &&
           a->u.func.num_results == b->u.func.num_results &&
           mlb_same_ptrs((const void *const *)a->u.func.types,
                         (const void *const *)b->u.func.types,
                         a->u.func.num_inputs + a->u.func.num_results);
  case MLB_TYPE_TUPLE:
    return a->u.tuple.n == b->u.tuple.n &&
           mlb_same_ptrs((const void *const *)a->u.tuple.types,
                         (const void *const *)b->u.tuple.types, a->u.tuple.n);
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_TENSOR:
    return a->u.shaped.rank == b->u.shaped.rank &&
           mlb_same_i64s(a->u.shaped.shape, b->u.shaped.shape,
                         a->u.shaped.rank) &&
           same_scalable(a->u.shaped.scalable, b->u.shaped.scalable,
                         a->u.shaped.rank) &&
           a->u.shaped.elt == b->u.shaped.elt &&
           a->u.shaped.layout == b->u.shaped.layout &&
           a->u.shaped.memspace == b->u.shaped.memspace &&
           a->u.shaped.encoding == b->u.shaped.encoding;
  case MLB_TYPE_COMPLEX:
  case MLB_TYPE_UNRANKED_MEMREF:
  case MLB_TYPE_UNRANKED_TENSOR:
    return a->u.unranked.elt == b->u.unranked.elt &&
           a->u.unranked.memspace == b->u.unranked.memspace;
  case MLB_TYPE_OPAQUE:
    return a->u.opaque.text == b->u.opaque.text;
  default:
    return true;
  }
}

/* Copies the key's arrays into the arena and publishes it. */
static MlbType *type_unique(MlbContext *ctx, MlbType *key) {
  uint32_t h = (uint32_t)type_hash(key), slot;
  key->hash = h;
  MlbType *t = mlb_uniquer_lookup(ctx->types, h, type_eq, key, &slot);
  if (t)
    return t;
  t = mlb_arena_dup(&ctx->type_arena, key, sizeof *key);
  switch (t->kind) {
  case MLB_TYPE_FUNCTION:
    t->u.func.types = mlb_type_arena_dup(
        ctx, key->u.func.types,
        (key->u.func.num_inputs + key->u.func.num_results) * sizeof(MlbType *));
    break;
  case MLB_TYPE_TUPLE:
    t->u.tuple.types = mlb_type_arena_dup(ctx, key->u.tuple.types,
                                          key->u.tuple.n * sizeof(MlbType *));
    break;
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_TENSOR:
    t->u.shaped.shape = mlb_type_arena_dup(
        ctx, key->u.shaped.shape, key->u.shaped.rank * sizeof(int64_t));
    if (key->u.shaped.scalable)
      t->u.shaped.scalable =
          mlb_type_arena_dup(ctx, key->u.shaped.scalable, key->u.shaped.rank);
    break;
  default:
    break;
  }
  mlb_uniquer_insert(ctx->types, slot, h, t);
  return t;
}

/* ==== Type constructors ==== */
MlbType *mlb_type_integer(MlbContext *ctx, uint32_t width, MlbSignedness s) {
  MlbType k = {.kind = MLB_TYPE_INTEGER};
  k.u.integer.width = width;
  k.u.integer.sign = s;
  return type_unique(ctx, &k);
}

MlbType *mlb_type_index(MlbContext *ctx) {
  MlbType k = {.kind = MLB_TYPE_INDEX};
  return type_unique(ctx, &k);
}

MlbType *mlb_type_float(MlbContext *ctx, MlbFloatKind fk) {
  MlbType k = {.kind = MLB_TYPE_FLOAT};
  k.u.flt.kind = fk;
  return type_unique(ctx, &k);
}

MlbType *mlb_type_none(MlbContext *ctx) {
  MlbType k = {.kind = MLB_TYPE_NONE};
  return type_unique(ctx, &k);
}

MlbType *mlb_type_function(MlbContext *ctx, uint32_t ni, MlbType *const *in,
                           uint32_t nr, MlbType *const *res) {
  MlbType *buf[16];
  MlbType **all = ni + nr <= 16 ? buf : mlb_malloc((ni + nr) * sizeof *all);
  for (uint32_t i = 0; i < ni; i++)
    all[i] = in[i];
  for (uint32_t i = 0; i < nr; i++)
    all[ni + i] = res[i];
  MlbType k = {.kind = MLB_TYPE_FUNCTION};
  k.u.func.num_inputs = ni;
  k.u.func.num_results = nr;
  k.u.func.types = all;
  MlbType *t = type_unique(ctx, &k);
  if (all != buf)
    mlb_free(all);
  return t;
}

MlbType *mlb_type_tuple(MlbContext *ctx, uint32_t n, MlbType *const *types) {
  MlbType k = {.kind = MLB_TYPE_TUPLE};
  k.u.tuple.n = n;
  k.u.tuple.types = (MlbType **)types;
  return type_unique(ctx, &k);
}

MlbType *mlb_type_vector(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         const bool *scalable, MlbType *elt) {
  MlbType k = {.kind = MLB_TYPE_VECTOR};
  k.u.shaped.rank = rank;
  k.u.shaped.shape = (int64_t *)shape;
  k.u.shaped.elt = elt;
  /* A vector with no scalable dims stores NULL so both spellings unique. */
  for (uint32_t i = 0; scalable && i < rank; i++)
    if (scalable[i])
      k.u.shaped.scalable = (bool *)scalable;
  return type_unique(ctx, &k);
}

MlbType *mlb_type_complex(MlbContext *ctx, MlbType *elt) {
  MlbType k = {.kind = MLB_TYPE_COMPLEX};
  k.u.unranked.elt = elt;
  return type_unique(ctx, &k);
}

/* Upstream drops an integer memory space of 0 (the default space). */
static MlbAttr *canonical_memspace(MlbAttr *ms) {
  if (ms && ms->kind == MLB_ATTR_INTEGER && !ms->u.integer.big &&
      ms->u.integer.value == 0)
    return NULL;
  return ms;
}

/* An identity affine map layout is the default layout: stored as NULL. */
static bool is_identity_layout(const MlbAttr *l, uint32_t rank) {
  if (!l || l->kind != MLB_ATTR_AFFINE_MAP)
    return false;
  /* As upstream's AffineMap::isIdentity, symbols do not matter. */
  if (l->u.map.num_dims != rank || l->u.map.num_results != rank)
    return false;
  for (uint32_t i = 0; i < rank; i++) {
    const MlbAffineExpr *e = l->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value != (int64_t)i)
      return false;
  }
  return true;
}

MlbType *mlb_type_memref(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         MlbType *elt, MlbAttr *layout, MlbAttr *memspace) {
  MlbType k = {.kind = MLB_TYPE_MEMREF};
  k.u.shaped.rank = rank;
  k.u.shaped.shape = (int64_t *)shape;
  k.u.shaped.elt = elt;
  k.u.shaped.layout = is_identity_layout(layout, rank) ? NULL : layout;
  k.u.shaped.memspace = canonical_memspace(memspace);
  return type_unique(ctx, &k);
}

MlbType *mlb_type_unranked_memref(MlbContext *ctx, MlbType *elt,
                                  MlbAttr *memspace) {
  MlbType k = {.kind = MLB_TYPE_UNRANKED_MEMREF};
  k.u.unranked.elt = elt;
  k.u.unranked.memspace = canonical_memspace(memspace);
  return type_unique(ctx, &k);
}

MlbType *mlb_type_tensor(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         MlbType *elt, MlbAttr *encoding) {
  MlbType k = {.kind = MLB_TYPE_TENSOR};
  k.u.shaped.rank = rank;
  k.u.shaped.shape = (int64_t *)shape;
  k.u.shaped.elt = elt;
  k.u.shaped.encoding = encoding;
  return type_unique(ctx, &k);
}

MlbType *mlb_type_unranked_tensor(MlbContext *ctx, MlbType *elt) {
  MlbType k = {.kind = MLB_TYPE_UNRANKED_TENSOR};
  k.u.unranked.elt = elt;
  return type_unique(ctx, &k);
}

/* text is the full spelling "!dialect.rest" or "!dialect<...>". */
MlbType *mlb_type_opaque(MlbContext *ctx, const char *text, size_t n) {
  MlbType k = {.kind = MLB_TYPE_OPAQUE};
  k.u.opaque.text = mlb_intern_str(ctx, text, n);
  size_t d = 1;
  while (d < n && text[d] != '.' && text[d] != '<')
    d++;
  k.u.opaque.dialect = mlb_intern_str(ctx, text + 1, d > 0 ? d - 1 : 0);
  return type_unique(ctx, &k);
}

/* ==== Predicates ==== */
bool mlb_type_is_shaped(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_UNRANKED_MEMREF:
  case MLB_TYPE_TENSOR:
  case MLB_TYPE_UNRANKED_TENSOR:
    return true;
  default:
    return false;
  }
}

bool mlb_type_is_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF;
}

bool mlb_type_is_tensor(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_UNRANKED_TENSOR;
}

bool mlb_type_is_int_or_index(const MlbType *t) {
  return t->kind == MLB_TYPE_INTEGER || t->kind == MLB_TYPE_INDEX;
}

bool mlb_type_is_float(const MlbType *t) { return t->kind == MLB_TYPE_FLOAT; }

MlbType *mlb_type_element(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_TENSOR:
    return t->u.shaped.elt;
  case MLB_TYPE_UNRANKED_MEMREF:
  case MLB_TYPE_UNRANKED_TENSOR:
  case MLB_TYPE_COMPLEX:
    return t->u.unranked.elt;
  default:
    return NULL;
  }
}

uint32_t mlb_type_bitwidth(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_INTEGER:
    return t->u.integer.width;
  case MLB_TYPE_INDEX:
    return 64;
  case MLB_TYPE_FLOAT:
    return mlb_float_width(t->u.flt.kind);
  default:
    return 0;
  }
}

static bool is_ranked_shaped(const MlbType *t) {
  return t->kind == MLB_TYPE_VECTOR || t->kind == MLB_TYPE_MEMREF ||
         t->kind == MLB_TYPE_TENSOR;
}

bool mlb_type_has_static_shape(const MlbType *t) {
  if (!is_ranked_shaped(t))
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == MLB_DYNAMIC)
      return false;
  return true;
}

int64_t mlb_type_num_elements(const MlbType *t) {
  if (!mlb_type_has_static_shape(t))
    return -1;
  int64_t n = 1;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    n *= t->u.shaped.shape[i];
  return n;
}

bool mlb_type_has_zero_dim(const MlbType *t) {
  if (!is_ranked_shaped(t))
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == 0)
      return true;
  return false;
}

/* ==== Context setup ==== */
void mlb_uniquers_init(MlbContext *ctx) {
  ctx->types = uniquer_new();
  ctx->attrs = uniquer_new();
  ctx->affine = uniquer_new();
  ctx->t_index = mlb_type_index(ctx);
  ctx->t_i1 = mlb_type_integer(ctx, 1, MLB_SIGNLESS);
  ctx->t_i32 = mlb_type_integer(ctx, 32, MLB_SIGNLESS);
  ctx->t_i64 = mlb_type_integer(ctx, 64, MLB_SIGNLESS);
  ctx->t_f32 = mlb_type_float(ctx, MLB_F32);
  ctx->t_f64 = mlb_type_float(ctx, MLB_F64);
  ctx->t_none = mlb_type_none(ctx);
}

void mlb_uniquers_destroy(MlbContext *ctx) {
  uniquer_free(ctx->types);
  uniquer_free(ctx->attrs);
  uniquer_free(ctx->affine);
  mlb_loc_table_free(ctx);
  ctx->types = ctx->attrs = ctx->affine = NULL;
}
