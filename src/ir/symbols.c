/* symbols.c - symbol tables: ops carrying a "sym_name" string attribute
 * inside an op with MLB_TRAIT_SYMBOL_TABLE (builtin.module, gpu.module).
 *
 * mlb_symbol_lookup scans the table's first block, as upstream's
 * SymbolTable::lookupSymbolIn does without a cached table; references
 * resolve in the nearest enclosing table only, like
 * SymbolTable::lookupNearestSymbolFrom. The *_in variants go through the
 * context's cache (upstream's SymbolTableCollection): per table op, a
 * name -> op map of its body block tagged with the block and its version,
 * rebuilt when either changed. The map keeps the first op of each name, so
 * it answers as the scan does even with (invalid) duplicate symbols.
 */
#include "ir/ir.h"

typedef struct SymTable {
  MlbBlock *block;  /* body block the map describes (NULL: none) */
  uint32_t version; /* block->version when the map was built */
  MlbStrMap names;  /* sym_name -> MlbOperation* */
  bool stale;       /* the table op was destroyed: rebuild on next use */
} SymTable;

struct MlbSymbolCache {
  MlbPtrMap tables; /* symbol-table op -> SymTable* */
};

/* String attribute payloads are NUL terminated in the type arena. The
 * interned name makes the lookup a pointer compare. */
const char *mlb_op_symbol_name(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_attr(op, mlb_names.sym_name);
  if (!a || a->kind != MLB_ATTR_STRING)
    return NULL;
  return a->u.str.data;
}

/* An unregistered op with one region may be a symbol table we know nothing
 * about: as upstream, lookups stop there and search its region. */
void mlb_attr_symrefs(const MlbAttr *a,
                      void (*fn)(const MlbAttr *ref, void *user), void *user) {
  if (!a)
    return;
  switch (a->kind) {
  case MLB_ATTR_SYMREF:
    fn(a, user);
    break;
  case MLB_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->u.array.n; i++)
      mlb_attr_symrefs(a->u.array.elems[i], fn, user);
    break;
  case MLB_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++)
      mlb_attr_symrefs(a->u.dict.entries[i].value, fn, user);
    break;
  case MLB_ATTR_DISTINCT:
    mlb_attr_symrefs(a->u.distinct.inner, fn, user);
    break;
  default:
    break;
  }
}

static bool maybe_unknown_table(const MlbOperation *op) {
  return !op->desc && op->num_regions == 1;
}

MlbOperation *mlb_symbol_table_of(MlbOperation *op) {
  for (MlbOperation *o = op; o; o = mlb_op_parent_op(o)) {
    if (maybe_unknown_table(o) || mlb_op_has_trait(o, MLB_TRAIT_SYMBOL_TABLE))
      return o;
  }
  return NULL;
}

static MlbOperation *lookup_n(MlbOperation *symtab, const char *name,
                              size_t n) {
  if (symtab->num_regions == 0 || !symtab->regions[0].first)
    return NULL;
  for (MlbOperation *o = symtab->regions[0].first->first; o; o = o->next) {
    const char *s = mlb_op_symbol_name(o);
    if (s && strlen(s) == n && memcmp(s, name, n) == 0)
      return o;
  }
  return NULL;
}

MlbOperation *mlb_symbol_lookup(MlbOperation *symtab, const char *name) {
  return lookup_n(symtab, name, strlen(name));
}

/* Root in `symtab`, then each nested name inside the previous result,
 * which must itself be a symbol table. */
static MlbOperation *lookup_ref(MlbOperation *symtab, const MlbAttr *ref) {
  if (ref->kind == MLB_ATTR_STRING)
    return lookup_n(symtab, ref->u.str.data, ref->u.str.len);
  if (ref->kind != MLB_ATTR_SYMREF)
    return NULL;
  MlbOperation *o = mlb_symbol_lookup(symtab, ref->u.symref.root);
  for (uint32_t i = 0; o && i < ref->u.symref.n_nested; i++) {
    if (!mlb_op_has_trait(o, MLB_TRAIT_SYMBOL_TABLE))
      return NULL;
    o = mlb_symbol_lookup(o, ref->u.symref.nested[i]);
  }
  return o;
}

MlbOperation *mlb_symbol_resolve(MlbOperation *from, const MlbAttr *ref) {
  if (!ref)
    return NULL;
  MlbOperation *tab = mlb_symbol_table_of(from);
  return tab ? lookup_ref(tab, ref) : NULL;
}

/* ==== Cached lookups ==== */
static MlbBlock *body_block(MlbOperation *symtab) {
  return symtab->num_regions ? symtab->regions[0].first : NULL;
}

static void fill_table(SymTable *t, MlbBlock *b) {
  mlb_strmap_free(&t->names);
  mlb_strmap_init(&t->names);
  t->block = b;
  t->version = b ? b->version : 0;
  t->stale = false;
  for (MlbOperation *o = b ? b->first : NULL; o; o = o->next) {
    const char *s = mlb_op_symbol_name(o);
    if (!s)
      continue;
    bool ins;
    void **slot = mlb_strmap_slot(&t->names, s, strlen(s), &ins);
    if (ins)
      *slot = o;
  }
}

static SymTable *cached_table(MlbContext *ctx, MlbOperation *symtab) {
  if (!ctx->symbol_cache) {
    ctx->symbol_cache = mlb_calloc(1, sizeof *ctx->symbol_cache);
    mlb_ptrmap_init(&ctx->symbol_cache->tables);
  }
  bool ins;
  void **slot = mlb_ptrmap_slot(&ctx->symbol_cache->tables, symtab, &ins);
  MlbBlock *b = body_block(symtab);
  SymTable *t = *slot;
  if (ins) {
    t = *slot = mlb_calloc(1, sizeof *t);
    fill_table(t, b);
  } else if (t->stale || t->block != b ||
             (b && t->version != b->version)) {
    fill_table(t, b);
  }
  return t;
}

MlbOperation *mlb_symbol_lookup_in(MlbContext *ctx, MlbOperation *symtab,
                                   const char *name, size_t n) {
  SymTable *t = cached_table(ctx, symtab);
  return t->block ? mlb_strmap_get(&t->names, name, n) : NULL;
}

/* lookup_ref through the cache. */
static MlbOperation *lookup_ref_in(MlbContext *ctx, MlbOperation *symtab,
                                   const MlbAttr *ref) {
  if (ref->kind == MLB_ATTR_STRING)
    return mlb_symbol_lookup_in(ctx, symtab, ref->u.str.data, ref->u.str.len);
  if (ref->kind != MLB_ATTR_SYMREF)
    return NULL;
  const char *root = ref->u.symref.root;
  MlbOperation *o = mlb_symbol_lookup_in(ctx, symtab, root, strlen(root));
  for (uint32_t i = 0; o && i < ref->u.symref.n_nested; i++) {
    if (!mlb_op_has_trait(o, MLB_TRAIT_SYMBOL_TABLE))
      return NULL;
    const char *s = ref->u.symref.nested[i];
    o = mlb_symbol_lookup_in(ctx, o, s, strlen(s));
  }
  return o;
}

MlbOperation *mlb_symbol_resolve_in(MlbContext *ctx, MlbOperation *from,
                                    const MlbAttr *ref) {
  if (!ref)
    return NULL;
  MlbOperation *tab = mlb_symbol_table_of(from);
  return tab ? lookup_ref_in(ctx, tab, ref) : NULL;
}

/* The op's memory may come back as another symbol table (possibly with a
 * body block at the old block's address and version): its map must not be
 * taken for the newcomer's. */
void mlb_symbol_cache_forget(MlbContext *ctx, MlbOperation *symtab) {
  if (!ctx->symbol_cache)
    return;
  SymTable *t = mlb_ptrmap_get(&ctx->symbol_cache->tables, symtab);
  if (t)
    t->stale = true;
}

void mlb_symbol_cache_free(MlbContext *ctx) {
  struct MlbSymbolCache *c = ctx->symbol_cache;
  if (!c)
    return;
  for (uint32_t i = 0; i < c->tables.cap; i++)
    if (c->tables.keys[i]) {
      SymTable *t = c->tables.vals[i];
      mlb_strmap_free(&t->names);
      mlb_free(t);
    }
  mlb_ptrmap_free(&c->tables);
  mlb_free(c);
  ctx->symbol_cache = NULL;
}
