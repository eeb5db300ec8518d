/* attrs.c - uniqued builtin attributes, locations and affine expressions.
 *
 * Same scheme as types.c: build a key, look it up structurally, copy arrays
 * into the type arena on a miss. A few constructors canonicalize the way
 * upstream's storage does, so that equal values share one pointer: integers
 * are truncated to their type's width, floats rounded to their format, dense
 * element lists with one repeated value become splats, dictionaries are
 * sorted, fused locations are flattened and deduplicated.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

#include <stdlib.h>

/* ==== Hashing ==== */
static uint64_t hash_str(const char *s) { return mlb_hash_ptr(s); }

static uint64_t attr_hash_scalar(const MlbAttr *a, uint64_t h) {
  switch (a->kind) {
  case MLB_ATTR_INTEGER:
    h = mlb_hash_combine(h, (uint64_t)a->u.integer.value);
    return mlb_hash_combine(h, hash_str(a->u.integer.big));
  case MLB_ATTR_FLOAT:
    h = mlb_hash_combine(h, a->u.flt.bits);
    return mlb_hash_combine(h, hash_str(a->u.flt.text));
  case MLB_ATTR_STRING:
    return mlb_hash_combine(h, hash_str(a->u.str.data) + a->u.str.len);
  case MLB_ATTR_TYPE:
    return mlb_hash_combine(h, mlb_hash_ptr(a->u.type.value));
  case MLB_ATTR_OPAQUE:
  case MLB_ATTR_LOC_OPAQUE:
  case MLB_ATTR_SPARSE:
    return mlb_hash_combine(h, hash_str(a->u.opaque.text));
  case MLB_ATTR_DENSE_RESOURCE:
    return mlb_hash_combine(h, hash_str(a->u.resource.handle));
  case MLB_ATTR_LOC_FILE:
    h = mlb_hash_combine(h, hash_str(a->u.loc_file.file));
    h = mlb_hash_combine(h, ((uint64_t)a->u.loc_file.line << 32) |
                                a->u.loc_file.col);
    return mlb_hash_combine(h, ((uint64_t)a->u.loc_file.end_line << 32) |
                                   a->u.loc_file.end_col);
  case MLB_ATTR_DISTINCT:
    h = mlb_hash_combine(h, a->u.distinct.id);
    return mlb_hash_combine(h, mlb_hash_ptr(a->u.distinct.inner));
  default:
    return h;
  }
}

static uint64_t attr_hash(const MlbAttr *a) {
  uint64_t h = mlb_hash_combine(0xa77, (uint64_t)a->kind);
  h = mlb_hash_combine(h, mlb_hash_ptr(a->type));
  switch (a->kind) {
  case MLB_ATTR_ARRAY:
    return mlb_hash_ptrs(h, (const void *const *)a->u.array.elems,
                         a->u.array.n);
  case MLB_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++) {
      h = mlb_hash_combine(h, hash_str(a->u.dict.entries[i].name));
      h = mlb_hash_combine(h, mlb_hash_ptr(a->u.dict.entries[i].value));
    }
    return h;
  case MLB_ATTR_SYMREF:
    h = mlb_hash_combine(h, hash_str(a->u.symref.root));
    return mlb_hash_ptrs(h, (const void *const *)a->u.symref.nested,
                         a->u.symref.n_nested);
  case MLB_ATTR_DENSE:
    h = mlb_hash_combine(h, mlb_hash_ptr(a->u.dense.elements));
    return mlb_hash_combine(h, hash_str(a->u.dense.hex) + a->u.dense.splat);
  case MLB_ATTR_DENSE_ARRAY:
    h = mlb_hash_combine(h, mlb_hash_ptr(a->u.darray.elt));
    if (a->u.darray.elt->kind != MLB_TYPE_FLOAT)
      return mlb_hash_i64s(h, a->u.darray.ivals, a->u.darray.n);
    return a->u.darray.n ? mlb_hash_combine(h, mlb_hash_bytes(
                                                   a->u.darray.fvals,
                                                   a->u.darray.n * 8u, 0))
                         : h;
  case MLB_ATTR_AFFINE_MAP:
    h = mlb_hash_combine(h, a->u.map.num_dims * 65536u + a->u.map.num_syms);
    return mlb_hash_ptrs(h, (const void *const *)a->u.map.results,
                         a->u.map.num_results);
  case MLB_ATTR_INTEGER_SET:
    h = mlb_hash_combine(h, a->u.set.num_dims * 65536u + a->u.set.num_syms);
    return mlb_hash_ptrs(h, (const void *const *)a->u.set.constraints,
                         a->u.set.num_constraints);
  case MLB_ATTR_STRIDED:
    h = mlb_hash_combine(h, (uint64_t)a->u.strided.offset);
    return mlb_hash_i64s(h, a->u.strided.strides, a->u.strided.rank);
  case MLB_ATTR_LOC_NAME:
    h = mlb_hash_combine(h, hash_str(a->u.loc_name.name));
    return mlb_hash_combine(h, mlb_hash_ptr(a->u.loc_name.child));
  case MLB_ATTR_LOC_CALLSITE:
    h = mlb_hash_combine(h, mlb_hash_ptr(a->u.loc_callsite.callee));
    return mlb_hash_combine(h, mlb_hash_ptr(a->u.loc_callsite.caller));
  case MLB_ATTR_LOC_FUSED:
    h = mlb_hash_combine(h, mlb_hash_ptr(a->u.loc_fused.metadata));
    return mlb_hash_ptrs(h, (const void *const *)a->u.loc_fused.locs,
                         a->u.loc_fused.n);
  default:
    return attr_hash_scalar(a, h);
  }
}

/* ==== Equality ==== */
static bool attr_eq_scalar(const MlbAttr *a, const MlbAttr *b) {
  switch (a->kind) {
  case MLB_ATTR_INTEGER:
    return a->u.integer.value == b->u.integer.value &&
           a->u.integer.big == b->u.integer.big;
  case MLB_ATTR_FLOAT:
    return a->u.flt.bits == b->u.flt.bits && a->u.flt.text == b->u.flt.text;
  case MLB_ATTR_STRING:
    return a->u.str.data == b->u.str.data && a->u.str.len == b->u.str.len;
  case MLB_ATTR_TYPE:
    return a->u.type.value == b->u.type.value;
  case MLB_ATTR_OPAQUE:
  case MLB_ATTR_LOC_OPAQUE:
  case MLB_ATTR_SPARSE:
    return a->u.opaque.text == b->u.opaque.text;
  case MLB_ATTR_DENSE_RESOURCE:
    return a->u.resource.handle == b->u.resource.handle;
  case MLB_ATTR_LOC_FILE:
    return a->u.loc_file.file == b->u.loc_file.file &&
           a->u.loc_file.line == b->u.loc_file.line &&
           a->u.loc_file.col == b->u.loc_file.col &&
           a->u.loc_file.end_line == b->u.loc_file.end_line &&
           a->u.loc_file.end_col == b->u.loc_file.end_col;
  case MLB_ATTR_DISTINCT:
    return a->u.distinct.id == b->u.distinct.id &&
           a->u.distinct.inner == b->u.distinct.inner;
  default: /* unit, unknown location */
    return true;
  }
}

static bool same_dict(const MlbAttr *a, const MlbAttr *b) {
  if (a->u.dict.n != b->u.dict.n)
    return false;
  for (uint32_t i = 0; i < a->u.dict.n; i++)
    if (a->u.dict.entries[i].name != b->u.dict.entries[i].name ||
        a->u.dict.entries[i].value != b->u.dict.entries[i].value)
      return false;
  return true;
}

static bool same_set(const MlbAttr *a, const MlbAttr *b) {
  uint32_t n = a->u.set.num_constraints;
  return a->u.set.num_dims == b->u.set.num_dims &&
         a->u.set.num_syms == b->u.set.num_syms &&
         n == b->u.set.num_constraints &&
         mlb_same_ptrs((const void *const *)a->u.set.constraints,
                       (const void *const *)b->u.set.constraints, n) &&
         (n == 0 || memcmp(a->u.set.is_eq, b->u.set.is_eq, n) == 0);
}

static bool same_darray(const MlbAttr *a, const MlbAttr *b) {
  if (a->u.darray.elt != b->u.darray.elt || a->u.darray.n != b->u.darray.n)
    return false;
  /* Same element type, so both hold ivals or both hold fvals. */
  if (a->u.darray.elt->kind != MLB_TYPE_FLOAT)
    return mlb_same_i64s(a->u.darray.ivals, b->u.darray.ivals, a->u.darray.n);
  return a->u.darray.n == 0 ||
         memcmp(a->u.darray.fvals, b->u.darray.fvals,
                a->u.darray.n * sizeof(double)) == 0;
}

#define SAME_PTRS(x, y, n)                                                     \
  mlb_same_ptrs((const void *const *)(x), (const void *const *)(y), (n))

static bool attr_eq(const void *stored, const void *key) {
  const MlbAttr *a = stored, *b = key;
  if (a->kind != b->kind || a->type != b->type)
    return false;
  switch (a->kind) {
  case MLB_ATTR_ARRAY:
    return a->u.array.n == b->u.array.n &&
           SAME_PTRS(a->u.array.elems, b->u.array.elems, a->u.array.n);
  case MLB_ATTR_DICT:
    return same_dict(a, b);
  case MLB_ATTR_SYMREF:
    return a->u.symref.root == b->u.symref.root &&
           a->u.symref.n_nested == b->u.symref.n_nested &&
           SAME_PTRS(a->u.symref.nested, b->u.symref.nested,
                     a->u.symref.n_nested);
  case MLB_ATTR_DENSE:
    return a->u.dense.elements == b->u.dense.elements &&
           a->u.dense.hex == b->u.dense.hex &&
           a->u.dense.splat == b->u.dense.splat;
  case MLB_ATTR_DENSE_ARRAY:
    return same_darray(a, b);
  case MLB_ATTR_AFFINE_MAP:
    return a->u.map.num_dims == b->u.map.num_dims &&
           a->u.map.num_syms == b->u.map.num_syms &&
           a->u.map.num_results == b->u.map.num_results &&
           SAME_PTRS(a->u.map.results, b->u.map.results, a->u.map.num_results);
  case MLB_ATTR_INTEGER_SET:
    return same_set(a, b);
  case MLB_ATTR_STRIDED:
    return a->u.strided.rank == b->u.strided.rank &&
           a->u.strided.offset == b->u.strided.offset &&
           mlb_same_i64s(a->u.strided.strides, b->u.strided.strides,
                         a->u.strided.rank);
  case MLB_ATTR_LOC_NAME:
    return a->u.loc_name.name == b->u.loc_name.name &&
           a->u.loc_name.child == b->u.loc_name.child;
  case MLB_ATTR_LOC_CALLSITE:
    return a->u.loc_callsite.callee == b->u.loc_callsite.callee &&
           a->u.loc_callsite.caller == b->u.loc_callsite.caller;
  case MLB_ATTR_LOC_FUSED:
    return a->u.loc_fused.n == b->u.loc_fused.n &&
           a->u.loc_fused.metadata == b->u.loc_fused.metadata &&
           SAME_PTRS(a->u.loc_fused.locs, b->u.loc_fused.locs,
                     a->u.loc_fused.n);
  default:
    return attr_eq_scalar(a, b);
  }
}

/* ==== Publishing ==== */
static void copy_arrays(MlbContext *ctx, MlbAttr *t, const MlbAttr *k) {
  switch (t->kind) {
  case MLB_ATTR_ARRAY:
    t->u.array.elems = mlb_type_arena_dup(ctx, k->u.array.elems,
                                          k->u.array.n * sizeof(MlbAttr *));
    break;
  case MLB_ATTR_DICT:
    t->u.dict.entries = mlb_type_arena_dup(
        ctx, k->u.dict.entries, k->u.dict.n * sizeof(MlbNamedAttr));
    break;
  case MLB_ATTR_SYMREF:
    t->u.symref.nested = mlb_type_arena_dup(
        ctx, k->u.symref.nested, k->u.symref.n_nested * sizeof(char *));
    break;
  case MLB_ATTR_DENSE_ARRAY:
    t->u.darray.ivals = mlb_type_arena_dup(ctx, k->u.darray.ivals,
                                           k->u.darray.ivals
                                               ? k->u.darray.n * 8u
                                               : 0);
    t->u.darray.fvals = mlb_type_arena_dup(ctx, k->u.darray.fvals,
                                           k->u.darray.fvals
                                               ? k->u.darray.n * 8u
                                               : 0);
    break;
  case MLB_ATTR_AFFINE_MAP:
    t->u.map.results = mlb_type_arena_dup(
        ctx, k->u.map.results, k->u.map.num_results * sizeof(void *));
    break;
  case MLB_ATTR_INTEGER_SET:
    t->u.set.constraints = mlb_type_arena_dup(
        ctx, k->u.set.constraints, k->u.set.num_constraints * sizeof(void *));
    t->u.set.is_eq =
        mlb_type_arena_dup(ctx, k->u.set.is_eq, k->u.set.num_constraints);
    break;
  case MLB_ATTR_STRIDED:
    t->u.strided.strides = mlb_type_arena_dup(
        ctx, k->u.strided.strides, k->u.strided.rank * sizeof(int64_t));
    break;
  case MLB_ATTR_LOC_FUSED:
    t->u.loc_fused.locs = mlb_type_arena_dup(
        ctx, k->u.loc_fused.locs, k->u.loc_fused.n * sizeof(MlbAttr *));
    break;
  default:
    break;
  }
}

static MlbAttr *attr_unique(MlbContext *ctx, MlbAttr *key) {
  uint32_t h = (uint32_t)attr_hash(key), slot;
  key->hash = h;
  MlbAttr *a = mlb_uniquer_lookup(ctx->attrs, h, attr_eq, key, &slot);
  if (a)
    return a;
  a = mlb_arena_dup(&ctx->type_arena, key, sizeof *key);
  copy_arrays(ctx, a, key);
  mlb_uniquer_insert(ctx->attrs, slot, h, a);
  return a;
}

static MlbAttr make(MlbAttrKind k, MlbType *type) {
  MlbAttr a;
  memset(&a, 0, sizeof a);
  a.kind = k;
  a.type = type;
  return a;
}

/* ==== Scalars ==== */
MlbAttr *mlb_attr_unit(MlbContext *ctx) {
  MlbAttr k = make(MLB_ATTR_UNIT, NULL);
  return attr_unique(ctx, &k);
}

/* Truncates to the type's width and sign-extends; i1 values are 0 or 1. */
int64_t mlb_int_normalize(const MlbType *type, int64_t v) {
  uint32_t w = type && type->kind == MLB_TYPE_INTEGER ? type->u.integer.width
                                                      : 64;
  if (w == 1)
    return v & 1;
  if (w == 0)
    return 0;
  if (w >= 64)
    return v;
  uint64_t m = ((uint64_t)1 << w) - 1, u = (uint64_t)v & m;
  if (u >> (w - 1))
    u |= ~m;
  return (int64_t)u;
}

MlbAttr *mlb_attr_int(MlbContext *ctx, MlbType *type, int64_t v) {
  MlbAttr k = make(MLB_ATTR_INTEGER, type);
  k.u.integer.value = mlb_int_normalize(type, v);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_int_big(MlbContext *ctx, MlbType *type, const char *dec) {
  MlbAttr k = make(MLB_ATTR_INTEGER, type);
  k.u.integer.big = mlb_intern_cstr(ctx, dec);
  /* value keeps the low 64 bits (arithmetic wraps modulo 2^64). */
  uint64_t low = 0;
  for (const char *p = dec[0] == '-' ? dec + 1 : dec; *p; p++)
    low = low * 10 + (uint64_t)(*p - '0');
  k.u.integer.value = (int64_t)(dec[0] == '-' ? 0 - low : low);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_bool(MlbContext *ctx, bool v) {
  return mlb_attr_int(ctx, ctx->t_i1, v ? 1 : 0);
}

MlbAttr *mlb_attr_float_bits(MlbContext *ctx, MlbType *type, uint64_t bits) {
  MlbAttr k = make(MLB_ATTR_FLOAT, type);
  MlbFloatKind fk = type->u.flt.kind;
  k.u.flt.bits = bits;
  k.u.flt.value = mlb_float_decode(fk, bits);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_float(MlbContext *ctx, MlbType *type, double v) {
  return mlb_attr_float_bits(ctx, type, mlb_float_encode(type->u.flt.kind, v));
}

MlbAttr *mlb_attr_float_text(MlbContext *ctx, MlbType *type, const char *text,
                             double approx) {
  MlbAttr k = make(MLB_ATTR_FLOAT, type);
  k.u.flt.text = mlb_intern_cstr(ctx, text);
  k.u.flt.value = approx;
  k.u.flt.bits = mlb_float_encode(MLB_F64, approx);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_string(MlbContext *ctx, const char *s, size_t n,
                         MlbType *type) {
  MlbAttr k = make(MLB_ATTR_STRING, type);
  k.u.str.data = mlb_intern_str(ctx, s, n);
  k.u.str.len = (uint32_t)n;
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_type(MlbContext *ctx, MlbType *t) {
  MlbAttr k = make(MLB_ATTR_TYPE, NULL);
  k.u.type.value = t;
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_array(MlbContext *ctx, uint32_t n, MlbAttr *const *elems) {
  MlbAttr k = make(MLB_ATTR_ARRAY, NULL);
  k.u.array.n = n;
  k.u.array.elems = (MlbAttr **)elems;
  return attr_unique(ctx, &k);
}

/* ==== Dictionaries ==== */
typedef struct {
  MlbNamedAttr e;
  uint32_t order;
} SortEntry;

static int cmp_entry(const void *x, const void *y) {
  const SortEntry *a = x, *b = y;
  int c = strcmp(a->e.name, b->e.name);
  if (c)
    return c;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* Sorted by name, a later duplicate winning; `out` has room for n. */
static uint32_t sort_dict_entries(MlbContext *ctx, uint32_t n,
                                  const MlbNamedAttr *e, MlbNamedAttr *out) {
  if (n > 16) { /* rare: merge sort through qsort with a tie-breaker */
    SortEntry *s = mlb_malloc(n * sizeof *s);
    for (uint32_t i = 0; i < n; i++) {
      s[i].e.name = mlb_intern_cstr(ctx, e[i].name);
      s[i].e.value = e[i].value;
      s[i].order = i;
    }
    qsort(s, n, sizeof *s, cmp_entry);
    for (uint32_t i = 0; i < n; i++)
      out[i] = s[i].e;
    mlb_free(s);
  } else { /* insertion sort: stable, and op dictionaries are short */
    for (uint32_t i = 0; i < n; i++) {
      MlbNamedAttr x = {mlb_intern_cstr(ctx, e[i].name), e[i].value};
      uint32_t j = i;
      for (; j > 0 && strcmp(out[j - 1].name, x.name) > 0; j--)
        out[j] = out[j - 1];
      out[j] = x;
    }
  }
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (m && out[m - 1].name == out[i].name)
      out[m - 1] = out[i]; /* a later duplicate wins */
    else
      out[m++] = out[i];
  }
  return m;
}

MlbAttr *mlb_attr_dict(MlbContext *ctx, uint32_t n, const MlbNamedAttr *e) {
  MlbNamedAttr small[16];
  MlbNamedAttr *out = n <= 16 ? small : mlb_malloc(n * sizeof *out);
  MlbAttr k = make(MLB_ATTR_DICT, NULL);
  k.u.dict.n = sort_dict_entries(ctx, n, e, out);
  k.u.dict.entries = out;
  MlbAttr *r = attr_unique(ctx, &k);
  if (out != small)
    mlb_free(out);
  return r;
}

/* ==== Well-known names ==== */
const MlbWellKnownNames mlb_names = {
    "operandSegmentSizes",
    "resultSegmentSizes",
    "value",
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "callee",
    "predicate",
    "branch_weights",
    "alignment",
    "static_offsets",
    "static_sizes",
    "static_strides",
    "indexing_maps",
    "iterator_types",
};

/* Each member, in declaration order, for seeding. */
static const char *const k_well_known[] = {
    mlb_names.operand_segment_sizes,
    mlb_names.result_segment_sizes,
    mlb_names.value,
    mlb_names.sym_name,
    mlb_names.sym_visibility,
    mlb_names.function_type,
    mlb_names.arg_attrs,
    mlb_names.res_attrs,
    mlb_names.callee,
    mlb_names.predicate,
    mlb_names.branch_weights,
    mlb_names.alignment,
    mlb_names.static_offsets,
    mlb_names.static_sizes,
    mlb_names.static_strides,
    mlb_names.indexing_maps,
    mlb_names.iterator_types,
};

/* The interner's map takes the static string as the interned copy of its
 * name; the interner never frees the values of its map. */
void mlb_context_seed_names(MlbContext *ctx) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_well_known); i++) {
    const char *s = k_well_known[i];
    bool ins;
    void **slot = mlb_strmap_slot(&ctx->strings.map, s, strlen(s), &ins);
    if (ins)
      *slot = (void *)s;
  }
}

/* Dictionary keys are interned, and a well-known name is interned as
 * itself: only its own pointer can match. */
static bool is_well_known(const char *name) {
  uintptr_t p = (uintptr_t)name, base = (uintptr_t)&mlb_names;
  return p - base < sizeof mlb_names;
}

static MlbAttr *dict_get_interned(const MlbAttr *dict, const char *name) {
  for (uint32_t i = 0; i < dict->u.dict.n; i++)
    if (dict->u.dict.entries[i].name == name)
      return dict->u.dict.entries[i].value;
  return NULL;
}

/* Any other name: compared by content. */
MLB_NOINLINE static MlbAttr *dict_get_by_text(const MlbAttr *dict,
                                              const char *name) {
  if (dict->u.dict.n <= 8) { /* op dictionaries: a scan that rarely calls
                                strcmp (interned or first letter differs) */
    for (uint32_t i = 0; i < dict->u.dict.n; i++) {
      const char *k = dict->u.dict.entries[i].name;
      if (k == name || (k[0] == name[0] && strcmp(k, name) == 0))
        return dict->u.dict.entries[i].value;
    }
    return NULL;
  }
  uint32_t lo = 0, hi = dict->u.dict.n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    int c = strcmp(dict->u.dict.entries[mid].name, name);
    if (c == 0)
      return dict->u.dict.entries[mid].value;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

MLB_HOT MlbAttr *mlb_dict_get(const MlbAttr *dict, const char *name) {
  if (!dict || dict->kind != MLB_ATTR_DICT)
    return NULL;
  if (is_well_known(name))
    return dict_get_interned(dict, name);
  return dict_get_by_text(dict, name);
}

MlbAttr *mlb_dict_set(MlbContext *ctx, MlbAttr *dict, const char *name,
                      MlbAttr *value) {
  uint32_t n = dict ? dict->u.dict.n : 0, m = 0;
  MlbNamedAttr *e = mlb_malloc((n + 1) * sizeof *e);
  for (uint32_t i = 0; i < n; i++)
    if (strcmp(dict->u.dict.entries[i].name, name) != 0)
      e[m++] = dict->u.dict.entries[i];
  if (value) {
    e[m].name = name;
    e[m++].value = value;
  }
  MlbAttr *r = mlb_attr_dict(ctx, m, e);
  mlb_free(e);
  return r;
}

int64_t mlb_attr_int_value(const MlbAttr *a) {
  MLB_ASSERT(a && a->kind == MLB_ATTR_INTEGER);
  return a->u.integer.value;
}

/* ==== Symbols, strided, opaque, distinct ==== */
MlbAttr *mlb_attr_symref(MlbContext *ctx, const char *root, uint32_t nn,
                         const char *const *nested) {
  const char *buf[8];
  const char **ns = nn <= 8 ? buf : mlb_malloc(nn * sizeof *ns);
  for (uint32_t i = 0; i < nn; i++)
    ns[i] = mlb_intern_cstr(ctx, nested[i]);
  MlbAttr k = make(MLB_ATTR_SYMREF, NULL);
  k.u.symref.root = mlb_intern_cstr(ctx, root);
  k.u.symref.n_nested = nn;
  k.u.symref.nested = ns;
  MlbAttr *r = attr_unique(ctx, &k);
  if (ns != buf)
    mlb_free(ns);
  return r;
}

MlbAttr *mlb_attr_strided(MlbContext *ctx, uint32_t rank,
                          const int64_t *strides, int64_t offset) {
  MlbAttr k = make(MLB_ATTR_STRIDED, NULL);
  k.u.strided.rank = rank;
  k.u.strided.strides = (int64_t *)strides;
  k.u.strided.offset = offset;
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_opaque_typed(MlbContext *ctx, const char *text, size_t n,
                               MlbType *type) {
  MlbAttr k = make(MLB_ATTR_OPAQUE, type);
  k.u.opaque.text = mlb_intern_str(ctx, text, n);
  size_t d = 1;
  while (d < n && text[d] != '.' && text[d] != '<')
    d++;
  k.u.opaque.dialect = mlb_intern_str(ctx, text + 1, d > 0 ? d - 1 : 0);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_opaque(MlbContext *ctx, const char *text, size_t n) {
  return mlb_attr_opaque_typed(ctx, text, n, NULL);
}

MlbAttr *mlb_attr_sparse(MlbContext *ctx, MlbType *type, const char *text,
                         size_t n) {
  MlbAttr k = make(MLB_ATTR_SPARSE, type);
  k.u.opaque.text = mlb_intern_str(ctx, text, n);
  return attr_unique(ctx, &k);
}

MlbAttr *mlb_attr_distinct(MlbContext *ctx, uint64_t id, MlbAttr *inner) {
  MlbAttr k = make(MLB_ATTR_DISTINCT, NULL);
  k.u.distinct.id = id;
  k.u.distinct.inner = inner ? inner : mlb_attr_unit(ctx);
  return attr_unique(ctx, &k);
}

/* ==== Uniquing for the other files of this layer ==== */
MlbAttr *mlb_attr_unique(MlbContext *ctx, MlbAttr *key) {
  return attr_unique(ctx, key);
}
