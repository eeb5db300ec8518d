/* printer_alias.c - deciding type/attribute/location aliases.
 *
 * Mirrors upstream's AliasInitializer. During the collecting run of the
 * printer every printed type and attribute is visited, in print order; each
 * distinct object gets one entry (in first-visit order) recording
 *   - its alias base name, if builtin's OpAsmDialectInterface would give one
 *     (`map` for affine maps, `set` for integer sets, `loc` for locations,
 *     `distinct` for distinct attrs with a payload, `tuple` for tuples of
 *     more than 16 types);
 *   - its depth: 1 + the deepest aliased element inside it, so that an
 *     alias is always defined after the aliases it uses;
 *   - whether it may be deferred (printed after the op): only locations
 *     reached solely from op locations.
 * Aliases are then ordered by (depth, types before attributes, name, first
 * visit) and numbered per name: map, map1, map2...
 */
#include "print/printer_int.h"

#include <stdlib.h>

typedef struct Visit {
  uint32_t depth, idx;
} Visit;

/* Children of the visit in progress. */
typedef struct ChildAcc {
  uint32_t mark;
  uint32_t max_depth;
  bool has_distinct;
} ChildAcc;

void mlb_aliases_init(MlbAliases *a) {
  memset(a, 0, sizeof(*a));
  mlb_ptrmap_init(&a->index);
  mlb_arena_init(&a->arena);
}

void mlb_aliases_free(MlbAliases *a) {
  mlb_ptrmap_free(&a->index);
  mlb_vec_free(&a->entries);
  mlb_vec_free(&a->child_stack);
  mlb_vec_free(&a->order);
  mlb_arena_destroy(&a->arena);
}

const MlbAliasEntry *mlb_alias_lookup(MlbAliases *a, const void *key) {
  uintptr_t slot = (uintptr_t)mlb_ptrmap_get(&a->index, key);
  return slot ? &a->entries.data[slot - 1] : NULL;
}

bool mlb_attr_is_loc_kind(const MlbAttr *a) {
  return a->kind >= MLB_ATTR_LOC_UNKNOWN && a->kind <= MLB_ATTR_LOC_OPAQUE;
}

/* The memref layout upstream leaves out: an identity affine map. */
bool mlb_layout_is_identity(const MlbAttr *l) {
  if (!l)
    return true;
  if (l->kind != MLB_ATTR_AFFINE_MAP || l->u.map.num_syms ||
      l->u.map.num_results != l->u.map.num_dims)
    return false;
  for (uint32_t i = 0; i < l->u.map.num_results; i++) {
    const MlbAffineExpr *e = l->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value != (int64_t)i)
      return false;
  }
  return true;
}

static const char *attr_alias_name(const MlbAttr *a) {
  switch (a->kind) {
  case MLB_ATTR_AFFINE_MAP:
    return "map";
  case MLB_ATTR_INTEGER_SET:
    return "set";
  case MLB_ATTR_DISTINCT:
    return a->u.distinct.inner && a->u.distinct.inner->kind != MLB_ATTR_UNIT
               ? "distinct"
               : NULL;
  default:
    return mlb_attr_is_loc_kind(a) ? "loc" : NULL;
  }
}

static uint32_t new_entry(MlbAliases *A, const void *key, bool is_type,
                          const char *name, bool defer) {
  MlbAliasEntry e;
  memset(&e, 0, sizeof(e));
  e.key = key;
  e.is_type = is_type;
  e.name = name;
  e.depth = name ? 1 : 0;
  /* Entries without an alias are never deferrable (as upstream). */
  e.deferrable = name && defer;
  mlb_vec_push(&A->entries, e);
  uint32_t idx = A->entries.len - 1;
  mlb_ptrmap_put(&A->index, key, (void *)(uintptr_t)(idx + 1));
  return idx;
}

static void mark_non_deferrable(MlbAliases *A, uint32_t idx) {
  MlbAliasEntry *e = &A->entries.data[idx];
  if (!e->deferrable)
    return;
  e->deferrable = false;
  for (uint32_t i = 0; i < e->num_children; i++)
    mark_non_deferrable(A, A->entries.data[idx].children[i]);
}

static void acc_begin(MlbAliases *A, ChildAcc *acc) {
  acc->mark = A->child_stack.len;
  acc->max_depth = 0;
  acc->has_distinct = false;
}

static void acc_add(MlbAliases *A, ChildAcc *acc, Visit v) {
  mlb_vec_push(&A->child_stack, v.idx);
  if (v.depth > acc->max_depth)
    acc->max_depth = v.depth;
  acc->has_distinct |= A->entries.data[v.idx].has_distinct;
}

static void acc_end(MlbAliases *A, ChildAcc *acc, uint32_t idx) {
  MlbAliasEntry *e = &A->entries.data[idx];
  uint32_t n = A->child_stack.len - acc->mark;
  if (n) {
    e->children = mlb_arena_dup(&A->arena, A->child_stack.data + acc->mark,
                                n * sizeof(uint32_t));
    e->num_children = n;
  }
  A->child_stack.len = acc->mark;
  if (acc->max_depth)
    e->depth = acc->max_depth + 1;
  e->has_distinct |= acc->has_distinct;
}

static Visit visit_attr(MlbAsmPrinter *p, MlbAttr *a, bool defer,
                        bool elide_type);
static Visit visit_type(MlbAsmPrinter *p, MlbType *t, bool defer);

static bool attr_is_typed(const MlbAttr *a) {
  switch (a->kind) {
  case MLB_ATTR_STRING:
  case MLB_ATTR_DENSE:
  case MLB_ATTR_DENSE_RESOURCE:
  case MLB_ATTR_SPARSE:
    return a->type && a->type->kind != MLB_TYPE_NONE;
  default:
    return false;
  }
}

static void loc_children(MlbAsmPrinter *p, MlbAttr *a, bool defer,
                         ChildAcc *acc) {
  MlbAliases *A = &p->aliases;
  switch (a->kind) {
  case MLB_ATTR_LOC_NAME:
    if (a->u.loc_name.child &&
        a->u.loc_name.child->kind != MLB_ATTR_LOC_UNKNOWN)
      acc_add(A, acc, visit_attr(p, a->u.loc_name.child, defer, false));
    break;
  case MLB_ATTR_LOC_CALLSITE:
    acc_add(A, acc, visit_attr(p, a->u.loc_callsite.callee, defer, false));
    acc_add(A, acc, visit_attr(p, a->u.loc_callsite.caller, defer, false));
    break;
  case MLB_ATTR_LOC_FUSED:
    if (a->u.loc_fused.metadata)
      acc_add(A, acc, visit_attr(p, a->u.loc_fused.metadata, defer, false));
    for (uint32_t i = 0; i < a->u.loc_fused.n; i++)
      acc_add(A, acc, visit_attr(p, a->u.loc_fused.locs[i], defer, false));
    break;
  default:
    break;
  }
}

static void attr_children(MlbAsmPrinter *p, MlbAttr *a, bool defer,
                          bool elide_type, ChildAcc *acc) {
  MlbAliases *A = &p->aliases;
  switch (a->kind) {
  case MLB_ATTR_DISTINCT:
    if (a->u.distinct.inner)
      acc_add(A, acc, visit_attr(p, a->u.distinct.inner, defer, false));
    break;
  case MLB_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++)
      acc_add(A, acc, visit_attr(p, a->u.dict.entries[i].value, defer, false));
    break;
  case MLB_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->u.array.n; i++)
      acc_add(A, acc, visit_attr(p, a->u.array.elems[i], defer, false));
    break;
  case MLB_ATTR_TYPE:
    acc_add(A, acc, visit_type(p, a->u.type.value, defer));
    break;
  default:
    if (mlb_attr_is_loc_kind(a))
      loc_children(p, a, defer, acc);
    break;
  }
  if (!elide_type && attr_is_typed(a))
    acc_add(A, acc, visit_type(p, a->type, defer));
}

static Visit visit_attr(MlbAsmPrinter *p, MlbAttr *a, bool defer,
                        bool elide_type) {
  MlbAliases *A = &p->aliases;
  uintptr_t slot = (uintptr_t)mlb_ptrmap_get(&A->index, a);
  if (slot) {
    if (!defer)
      mark_non_deferrable(A, (uint32_t)(slot - 1));
    Visit v = {A->entries.data[slot - 1].depth, (uint32_t)(slot - 1)};
    return v;
  }
  uint32_t idx = new_entry(A, a, false, attr_alias_name(a), defer);
  A->entries.data[idx].has_distinct = a->kind == MLB_ATTR_DISTINCT;
  ChildAcc acc;
  acc_begin(A, &acc);
  attr_children(p, a, defer, elide_type, &acc);
  acc_end(A, &acc, idx);
  Visit v = {A->entries.data[idx].depth, idx};
  return v;
}

static void type_children(MlbAsmPrinter *p, MlbType *t, bool defer,
                          ChildAcc *acc) {
  MlbAliases *A = &p->aliases;
  switch (t->kind) {
  case MLB_TYPE_FUNCTION:
    for (uint32_t i = 0; i < t->u.func.num_inputs + t->u.func.num_results; i++)
      acc_add(A, acc, visit_type(p, t->u.func.types[i], defer));
    break;
  case MLB_TYPE_TUPLE:
    for (uint32_t i = 0; i < t->u.tuple.n; i++)
      acc_add(A, acc, visit_type(p, t->u.tuple.types[i], defer));
    break;
  case MLB_TYPE_VECTOR:
    acc_add(A, acc, visit_type(p, t->u.shaped.elt, defer));
    break;
  case MLB_TYPE_TENSOR:
    acc_add(A, acc, visit_type(p, t->u.shaped.elt, defer));
    if (t->u.shaped.encoding)
      acc_add(A, acc, visit_attr(p, t->u.shaped.encoding, defer, false));
    break;
  case MLB_TYPE_MEMREF:
    acc_add(A, acc, visit_type(p, t->u.shaped.elt, defer));
    if (!mlb_layout_is_identity(t->u.shaped.layout))
      acc_add(A, acc, visit_attr(p, t->u.shaped.layout, defer, false));
    if (t->u.shaped.memspace)
      acc_add(A, acc, visit_attr(p, t->u.shaped.memspace, defer, false));
    break;
  case MLB_TYPE_UNRANKED_MEMREF:
    acc_add(A, acc, visit_type(p, t->u.unranked.elt, defer));
    if (t->u.unranked.memspace)
      acc_add(A, acc, visit_attr(p, t->u.unranked.memspace, defer, false));
    break;
  case MLB_TYPE_UNRANKED_TENSOR:
  case MLB_TYPE_COMPLEX:
    acc_add(A, acc, visit_type(p, t->u.unranked.elt, defer));
    break;
  default:
    break;
  }
}

static Visit visit_type(MlbAsmPrinter *p, MlbType *t, bool defer) {
  MlbAliases *A = &p->aliases;
  uintptr_t slot = (uintptr_t)mlb_ptrmap_get(&A->index, t);
  if (slot) {
    if (!defer)
      mark_non_deferrable(A, (uint32_t)(slot - 1));
    Visit v = {A->entries.data[slot - 1].depth, (uint32_t)(slot - 1)};
    return v;
  }
  const char *name =
      t->kind == MLB_TYPE_TUPLE && t->u.tuple.n > 16 ? "tuple" : NULL;
  uint32_t idx = new_entry(A, t, true, name, defer);
  ChildAcc acc;
  acc_begin(A, &acc);
  type_children(p, t, defer, &acc);
  acc_end(A, &acc, idx);
  Visit v = {A->entries.data[idx].depth, idx};
  return v;
}

void mlb_alias_visit_attr(MlbAsmPrinter *p, MlbAttr *a, bool deferrable,
                          bool elide_type) {
  if (a)
    visit_attr(p, a, deferrable, elide_type);
}

void mlb_alias_visit_type(MlbAsmPrinter *p, MlbType *t) {
  if (!t)
    return;
  const void **seen = &p->aliases.visited_types[mlb_type_hot_index(t)];
  if (*seen == t)
    return;
  visit_type(p, t, false);
  *seen = t;
}

/* ---- alias-free check ----
 * The same children as the visits above, answering only whether anything
 * would get an alias; memoized per object, as IR repeats few types and
 * attributes many times. */

static bool free_of_aliases(MlbAsmPrinter *p, const void *key, bool is_type);

static bool attr_children_free(MlbAsmPrinter *p, const MlbAttr *a) {
  switch (a->kind) {
  case MLB_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++)
      if (!mlb_alias_free_attr(p, a->u.dict.entries[i].value))
        return false;
    break;
  case MLB_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->u.array.n; i++)
      if (!mlb_alias_free_attr(p, a->u.array.elems[i]))
        return false;
    break;
  case MLB_ATTR_TYPE:
    return mlb_alias_free_type(p, a->u.type.value);
  default:
    break;
  }
  return !attr_is_typed(a) || mlb_alias_free_type(p, a->type);
}

static bool type_children_free(MlbAsmPrinter *p, const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_FUNCTION:
    for (uint32_t i = 0; i < t->u.func.num_inputs + t->u.func.num_results; i++)
      if (!mlb_alias_free_type(p, t->u.func.types[i]))
        return false;
    return true;
  case MLB_TYPE_TUPLE:
    if (t->u.tuple.n > 16)
      return false;
    for (uint32_t i = 0; i < t->u.tuple.n; i++)
      if (!mlb_alias_free_type(p, t->u.tuple.types[i]))
        return false;
    return true;
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_TENSOR:
  case MLB_TYPE_MEMREF:
    return mlb_alias_free_type(p, t->u.shaped.elt) &&
           mlb_alias_free_attr(p, t->u.shaped.encoding) &&
           (mlb_layout_is_identity(t->u.shaped.layout) ||
            mlb_alias_free_attr(p, t->u.shaped.layout)) &&
           mlb_alias_free_attr(p, t->u.shaped.memspace);
  case MLB_TYPE_UNRANKED_MEMREF:
    return mlb_alias_free_type(p, t->u.unranked.elt) &&
           mlb_alias_free_attr(p, t->u.unranked.memspace);
  case MLB_TYPE_UNRANKED_TENSOR:
  case MLB_TYPE_COMPLEX:
    return mlb_alias_free_type(p, t->u.unranked.elt);
  default:
    return true;
  }
}

static bool free_of_aliases(MlbAsmPrinter *p, const void *key, bool is_type) {
  uint32_t r = (uint32_t)((uintptr_t)key >> 4) & 63;
  if (p->alias_free_key[r] == key)
    return p->alias_free_val[r];
  uintptr_t known = (uintptr_t)mlb_ptrmap_get(&p->alias_free, key);
  if (known) {
    p->alias_free_key[r] = key;
    p->alias_free_val[r] = known == 1;
    return known == 1;
  }
  bool ok;
  if (is_type) {
    ok = type_children_free(p, key);
  } else {
    const MlbAttr *a = key;
    /* Even a distinct attr without payload is renumbered in print order. */
    ok = !attr_alias_name(a) && a->kind != MLB_ATTR_DISTINCT &&
         attr_children_free(p, a);
  }
  mlb_ptrmap_put(&p->alias_free, key, (void *)(uintptr_t)(ok ? 1 : 2));
  p->alias_free_key[r] = key;
  p->alias_free_val[r] = ok;
  return ok;
}

bool mlb_alias_free_attr(MlbAsmPrinter *p, const MlbAttr *a) {
  return !a || free_of_aliases(p, a, false);
}

bool mlb_alias_free_type(MlbAsmPrinter *p, const MlbType *t) {
  return !t || free_of_aliases(p, t, true);
}

/* ---- ordering and naming ---- */

typedef struct SortKey {
  const MlbAliasEntry *e;
  uint32_t idx;
} SortKey;

static int cmp_alias(const void *x, const void *y) {
  const SortKey *a = x, *b = y;
  if (a->e->depth != b->e->depth)
    return a->e->depth < b->e->depth ? -1 : 1;
  if (a->e->is_type != b->e->is_type)
    return a->e->is_type ? -1 : 1;
  int c = strcmp(a->e->name, b->e->name);
  if (c)
    return c;
  return a->idx < b->idx ? -1 : a->idx > b->idx; /* stable */
}

typedef struct NameCount {
  const char *name;
  uint32_t count;
} NameCount;

void mlb_aliases_finalize(MlbAsmPrinter *p) {
  MlbAliases *A = &p->aliases;
  MLB_VEC(SortKey) keys = {0};
  for (uint32_t i = 0; i < A->entries.len; i++) {
    if (A->entries.data[i].name) {
      SortKey k = {&A->entries.data[i], i};
      mlb_vec_push(&keys, k);
    }
  }
  if (keys.len)
    qsort(keys.data, keys.len, sizeof(SortKey), cmp_alias);
  /* The base names are the few fixed ones above, so a linear table of
   * per-name counters is enough. */
  NameCount counts[8];
  uint32_t ncounts = 0;
  for (uint32_t i = 0; i < keys.len; i++) {
    MlbAliasEntry *e = &A->entries.data[keys.data[i].idx];
    uint32_t k = 0;
    while (k < ncounts && strcmp(counts[k].name, e->name) != 0)
      k++;
    if (k == ncounts && ncounts < MLB_ARRAY_LEN(counts)) {
      counts[ncounts].name = e->name;
      counts[ncounts++].count = 0;
    }
    e->suffix = counts[k].count++;
    mlb_vec_push(&A->order, keys.data[i].idx);
  }
  mlb_vec_free(&keys);
  A->active = true;
  mlb_type_hot_clear(p); /* types may now print as or with aliases */
}

void mlb_alias_print_name(MlbAsmPrinter *p, const MlbAliasEntry *e) {
  mlb_buf_putc(p->out, e->is_type ? '!' : '#');
  mlb_buf_puts(p->out, e->name);
  if (e->suffix)
    mlb_buf_put_u64(p->out, e->suffix);
}

void mlb_aliases_print_defs(MlbAsmPrinter *p, bool deferred) {
  MlbAliases *A = &p->aliases;
  for (uint32_t i = 0; i < A->order.len; i++) {
    const MlbAliasEntry *e = &A->entries.data[A->order.data[i]];
    if (e->deferrable != deferred)
      continue;
    mlb_alias_print_name(p, e);
    mlb_buf_puts(p->out, " = ");
    if (e->is_type)
      mlb_emit_type_impl(p, (MlbType *)e->key);
    else
      mlb_emit_attr_impl(p, (MlbAttr *)e->key, MLB_ELIDE_NEVER);
    mlb_buf_putc(p->out, '\n');
  }
}
