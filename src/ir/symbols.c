/* symbols.c - symbol tables: ops carrying a "sym_name" string attribute
 * inside an op with MLB_TRAIT_SYMBOL_TABLE (builtin.module, gpu.module).
 *
 * Lookups scan the table's first block, as upstream's
 * SymbolTable::lookupSymbolIn does without a cached table; references
 * resolve in the nearest enclosing table only, like
 * SymbolTable::lookupNearestSymbolFrom.
 */
#include "ir/ir.h"

/* String attribute payloads are NUL terminated in the type arena. */
const char *mlb_op_symbol_name(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_attr(op, "sym_name");
  if (!a || a->kind != MLB_ATTR_STRING)
    return NULL;
  return a->u.str.data;
}

/* An unregistered op with one region may be a symbol table we know nothing
 * about: as upstream, lookups stop there and search its region. */
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
