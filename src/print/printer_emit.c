/* printer_emit.c - printing types, attributes and locations with aliases.
 *
 * attr_print.c prints a type or attribute as a whole, knowing nothing of
 * aliases. Here the printer decides, per object, whether it can hand the
 * object to attr_print.c (nothing inside it is aliased or renumbered) or
 * must print its outer structure itself so that aliased elements come out
 * as `#map1` / `#loc3` / `!tuple`. The alias table of the collecting run
 * tells which objects contain aliases; objects the run did not see (props
 * dicts synthesized with defaults) are printed structurally to be safe.
 *
 * Distinct attributes are always printed here because upstream renumbers
 * them in print order (distinct[0], distinct[1], ...), and locations
 * because attr_print.c has no alias-aware location printer.
 */
#include "print/printer_int.h"

#include <ctype.h>

static void emit_attr_with(MlbAsmPrinter *p, MlbAttr *a, int elision,
                           const MlbAliasEntry *e);
static void emit_type_with(MlbAsmPrinter *p, MlbType *t,
                           const MlbAliasEntry *e);

/* ---- helpers ---- */

static bool is_bare_identifier(const char *s, size_t n) {
  if (n == 0 || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!(isalnum(c) || c == '_' || c == '$' || c == '.'))
      return false;
  }
  return true;
}

void mlb_printer_keyword_or_string(MlbBuf *b, const char *s, size_t n) {
  if (is_bare_identifier(s, n))
    mlb_buf_putn(b, s, n);
  else
    mlb_print_string_literal(b, s, n);
}

void mlb_printer_named_attrs(MlbAsmPrinter *p, const MlbNamedAttr *e,
                             uint32_t n) {
  mlb_buf_putc(p->out, '{');
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_printer_keyword_or_string(p->out, e[i].name, strlen(e[i].name));
    if (e[i].value && e[i].value->kind == MLB_ATTR_UNIT)
      continue;
    mlb_buf_puts(p->out, " = ");
    mlb_emit_attr(p, e[i].value, MLB_ELIDE_NEVER);
  }
  mlb_buf_putc(p->out, '}');
}

/* Upstream elides the type under AttrTypeElision::May only for i64
 * integers and f64 floats. */
static bool may_elide_type(const MlbAttr *a) {
  if (!a->type)
    return false;
  if (a->kind == MLB_ATTR_INTEGER)
    return mlb_type_is_int(a->type, 64);
  return a->kind == MLB_ATTR_FLOAT && a->type->kind == MLB_TYPE_FLOAT &&
         a->type->u.flt.kind == MLB_F64;
}

/* ---- text cache ---- */

void mlb_text_cache_free(MlbTextCache *c) {
  mlb_ptrtab_free(&c->index);
  mlb_vec_free(&c->spans);
  mlb_buf_free(&c->text);
}

typedef void (*PrintFn)(MlbBuf *b, const void *obj);

/* Prints `obj` from its cached text; returns the span (offset << 24 |
 * length) in c->text, or 0 when the text is too long to be cached. */
static uint64_t cached_print(MlbBuf *out, MlbTextCache *c, const void *obj,
                             PrintFn fn) {
  void **slot = mlb_ptrtab_slot(&c->index, obj);
  if (!*slot) {
    size_t off = c->text.len;
    fn(&c->text, obj);
    size_t len = c->text.len - off;
    if (len >= (1u << 24)) { /* too long to cache: print directly */
      c->text.len = off;
      *slot = NULL;
      fn(out, obj);
      return 0;
    }
    mlb_vec_push(&c->spans, (uint64_t)off << 24 | len);
    *slot = (void *)(uintptr_t)c->spans.len;
  }
  uint64_t span = c->spans.data[(uintptr_t)*slot - 1];
  mlb_buf_putn(out, c->text.data + (span >> 24), span & 0xffffff);
  return span;
}

void mlb_type_hot_clear(MlbAsmPrinter *p) {
  memset(p->type_hot, 0, sizeof p->type_hot);
}

static void print_type_fn(MlbBuf *b, const void *t) {
  mlb_print_type(b, t);
}
static void print_attr_fn(MlbBuf *b, const void *a) {
  mlb_print_attr(b, a);
}
static void print_attr_no_type_fn(MlbBuf *b, const void *a) {
  mlb_print_attr_no_type(b, a);
}

static void attr_plain(MlbAsmPrinter *p, const MlbAttr *a, int elision) {
  if (elision == MLB_ELIDE_MUST ||
      (elision == MLB_ELIDE_MAY && may_elide_type(a)))
    cached_print(p->out, &p->attr_text_no_type, a, print_attr_no_type_fn);
  else
    cached_print(p->out, &p->attr_text, a, print_attr_fn);
}

static bool attr_has_type_suffix(const MlbAttr *a) {
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

/* Diagnostics elide elements attrs of more than 16 elements, as upstream's
 * OpPrintingFlags::elideLargeElementsAttrs() does for "see current
 * operation" notes. */
static bool dense_elided(const MlbAsmPrinter *p, const MlbAttr *a) {
  return p->elide_large && a->kind == MLB_ATTR_DENSE && !a->u.dense.splat &&
         a->type && mlb_type_num_elements(a->type) > 16;
}

static bool attr_needs_struct(const MlbAsmPrinter *p, const MlbAttr *a,
                              const MlbAliasEntry *e) {
  if (a->kind == MLB_ATTR_DISTINCT || mlb_attr_is_loc_kind(a) ||
      dense_elided(p, a))
    return true;
  bool container = a->kind == MLB_ATTR_ARRAY || a->kind == MLB_ATTR_DICT;
  if (!p->aliases.active)
    return container;
  if (!e)
    return container || a->kind == MLB_ATTR_TYPE || attr_has_type_suffix(a);
  return e->depth > 0 || e->has_distinct;
}

static uint64_t distinct_id(MlbAsmPrinter *p, const MlbAttr *a) {
  bool inserted;
  void **slot = mlb_ptrmap_slot(&p->distinct_ids, a, &inserted);
  if (inserted || !*slot)
    *slot = (void *)(uintptr_t)(++p->next_distinct);
  return (uint64_t)(uintptr_t)*slot - 1;
}

/* ---- attributes ---- */

static void emit_array(MlbAsmPrinter *p, const MlbAttr *a) {
  mlb_buf_putc(p->out, '[');
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_emit_attr(p, a->u.array.elems[i], MLB_ELIDE_MAY);
  }
  mlb_buf_putc(p->out, ']');
}

static void emit_distinct(MlbAsmPrinter *p, MlbAttr *a) {
  mlb_buf_printf(p->out, "distinct[%llu]<",
                 (unsigned long long)distinct_id(p, a));
  MlbAttr *inner = a->u.distinct.inner;
  if (inner && inner->kind != MLB_ATTR_UNIT)
    mlb_emit_attr(p, inner, MLB_ELIDE_NEVER);
  mlb_buf_putc(p->out, '>');
}

static void emit_attr_struct(MlbAsmPrinter *p, MlbAttr *a, int elision) {
  switch (a->kind) {
  case MLB_ATTR_DISTINCT:
    emit_distinct(p, a);
    return;
  case MLB_ATTR_DICT:
    mlb_printer_named_attrs(p, a->u.dict.entries, a->u.dict.n);
    return;
  case MLB_ATTR_ARRAY:
    emit_array(p, a);
    return;
  case MLB_ATTR_TYPE:
    mlb_emit_type(p, a->u.type.value);
    return;
  default:
    break;
  }
  if (mlb_attr_is_loc_kind(a)) {
    mlb_emit_location(p, a, false);
    return;
  }
  if (dense_elided(p, a))
    mlb_buf_puts(p->out, "dense_resource<__elided__>");
  else if (attr_has_type_suffix(a))
    mlb_print_attr_no_type(p->out, a);
  else {
    attr_plain(p, a, elision);
    return;
  }
  if (elision != MLB_ELIDE_MUST && attr_has_type_suffix(a)) {
    mlb_buf_puts(p->out, " : ");
    mlb_emit_type(p, a->type);
  }
}

static void emit_attr_with(MlbAsmPrinter *p, MlbAttr *a, int elision,
                           const MlbAliasEntry *e) {
  if (attr_needs_struct(p, a, e))
    emit_attr_struct(p, a, elision);
  else
    attr_plain(p, a, elision);
}

void mlb_emit_attr_impl(MlbAsmPrinter *p, MlbAttr *a, int elision) {
  const MlbAliasEntry *e =
      p->aliases.active ? mlb_alias_lookup(&p->aliases, a) : NULL;
  emit_attr_with(p, a, elision, e);
}

void mlb_emit_attr(MlbAsmPrinter *p, MlbAttr *a, int elision) {
  if (!a) {
    mlb_buf_puts(p->out, "<<NULL ATTRIBUTE>>");
    return;
  }
  if (p->skip_aliases && !mlb_alias_free_attr(p, a))
    p->alias_missed = true; /* the text is redone with aliases */
  const MlbAliasEntry *e = NULL;
  if (p->aliases.active) {
    e = mlb_alias_lookup(&p->aliases, a);
    if (e && e->name) {
      mlb_alias_print_name(p, e);
      return;
    }
  }
  emit_attr_with(p, a, elision, e);
}

/* ---- types ---- */

static bool type_is_container(const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_FUNCTION:
  case MLB_TYPE_TUPLE:
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_TENSOR:
  case MLB_TYPE_UNRANKED_TENSOR:
  case MLB_TYPE_MEMREF:
  case MLB_TYPE_UNRANKED_MEMREF:
  case MLB_TYPE_COMPLEX:
    return true;
  default:
    return false;
  }
}

static void emit_type_list(MlbAsmPrinter *p, MlbType *const *ts, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_emit_type(p, ts[i]);
  }
}

static void emit_function(MlbAsmPrinter *p, const MlbType *t) {
  uint32_t ni = t->u.func.num_inputs, nr = t->u.func.num_results;
  MlbType *const *res = t->u.func.types + ni;
  mlb_buf_putc(p->out, '(');
  emit_type_list(p, t->u.func.types, ni);
  mlb_buf_puts(p->out, ") -> ");
  if (nr == 1 && res[0]->kind != MLB_TYPE_FUNCTION) {
    mlb_emit_type(p, res[0]);
    return;
  }
  mlb_buf_putc(p->out, '(');
  emit_type_list(p, res, nr);
  mlb_buf_putc(p->out, ')');
}

static void emit_dims(MlbAsmPrinter *p, const MlbType *t) {
  for (uint32_t i = 0; i < t->u.shaped.rank; i++) {
    int64_t d = t->u.shaped.shape[i];
    bool sc = t->kind == MLB_TYPE_VECTOR && t->u.shaped.scalable &&
              t->u.shaped.scalable[i];
    if (d == MLB_DYNAMIC)
      mlb_buf_putc(p->out, '?');
    else if (sc) {
      mlb_buf_putc(p->out, '[');
      mlb_put_i64(p->out, d);
      mlb_buf_putc(p->out, ']');
    } else {
      mlb_put_i64(p->out, d);
    }
    mlb_buf_putc(p->out, 'x');
  }
}

static void emit_memspace(MlbAsmPrinter *p, MlbAttr *ms) {
  if (!ms)
    return;
  mlb_buf_puts(p->out, ", ");
  mlb_emit_attr(p, ms, MLB_ELIDE_MAY);
}

static void emit_shaped(MlbAsmPrinter *p, const MlbType *t) {
  const char *kw = t->kind == MLB_TYPE_VECTOR   ? "vector<"
                   : t->kind == MLB_TYPE_TENSOR ? "tensor<"
                                                : "memref<";
  mlb_buf_puts(p->out, kw);
  emit_dims(p, t);
  mlb_emit_type(p, t->u.shaped.elt);
  if (t->kind == MLB_TYPE_TENSOR && t->u.shaped.encoding) {
    mlb_buf_puts(p->out, ", ");
    mlb_emit_attr(p, t->u.shaped.encoding, MLB_ELIDE_NEVER);
  }
  if (t->kind == MLB_TYPE_MEMREF) {
    if (!mlb_layout_is_identity(t->u.shaped.layout)) {
      mlb_buf_puts(p->out, ", ");
      mlb_emit_attr(p, t->u.shaped.layout, MLB_ELIDE_MAY);
    }
    emit_memspace(p, t->u.shaped.memspace);
  }
  mlb_buf_putc(p->out, '>');
}

static void emit_type_struct(MlbAsmPrinter *p, const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_FUNCTION:
    emit_function(p, t);
    return;
  case MLB_TYPE_TUPLE:
    mlb_buf_puts(p->out, "tuple<");
    emit_type_list(p, t->u.tuple.types, t->u.tuple.n);
    mlb_buf_putc(p->out, '>');
    return;
  case MLB_TYPE_VECTOR:
  case MLB_TYPE_TENSOR:
  case MLB_TYPE_MEMREF:
    emit_shaped(p, t);
    return;
  case MLB_TYPE_UNRANKED_TENSOR:
  case MLB_TYPE_UNRANKED_MEMREF:
    mlb_buf_puts(p->out, t->kind == MLB_TYPE_UNRANKED_TENSOR ? "tensor<*x"
                                                             : "memref<*x");
    mlb_emit_type(p, t->u.unranked.elt);
    if (t->kind == MLB_TYPE_UNRANKED_MEMREF)
      emit_memspace(p, t->u.unranked.memspace);
    mlb_buf_putc(p->out, '>');
    return;
  case MLB_TYPE_COMPLEX:
    mlb_buf_puts(p->out, "complex<");
    mlb_emit_type(p, t->u.unranked.elt);
    mlb_buf_putc(p->out, '>');
    return;
  default:
    mlb_print_type(p->out, t);
    return;
  }
}

static void emit_type_with(MlbAsmPrinter *p, MlbType *t,
                           const MlbAliasEntry *e) {
  bool structural =
      p->aliases.active && (e ? e->depth > 0 : type_is_container(t));
  if (structural) {
    emit_type_struct(p, t);
    return;
  }
  uint64_t span = cached_print(p->out, &p->type_text, t, print_type_fn);
  if (span) {
    MlbTypeHot *h = &p->type_hot[mlb_type_hot_index(t)];
    h->key = t;
    h->off = (uint32_t)(span >> 24);
    h->len = (uint32_t)(span & 0xffffff);
  }
}

void mlb_emit_type_impl(MlbAsmPrinter *p, MlbType *t) {
  /* Alias definitions print their own structure. */
  emit_type_struct(p, t);
}

void mlb_emit_type(MlbAsmPrinter *p, MlbType *t) {
  if (!t) {
    mlb_buf_puts(p->out, "<<NULL TYPE>>");
    return;
  }
  const MlbTypeHot *h = &p->type_hot[mlb_type_hot_index(t)];
  if (h->key == t) {
    mlb_buf_putn(p->out, p->type_text.text.data + h->off, h->len);
    return;
  }
  if (p->skip_aliases && !mlb_alias_free_type(p, t))
    p->alias_missed = true; /* the text is redone with aliases */
  const MlbAliasEntry *e = NULL;
  if (p->aliases.active) {
    e = mlb_alias_lookup(&p->aliases, t);
    if (e && e->name) {
      mlb_alias_print_name(p, e);
      return;
    }
  }
  emit_type_with(p, t, e);
}

/* ---- locations ---- */

static void emit_loc_internal(MlbAsmPrinter *p, MlbAttr *loc, bool top);

static void emit_file_loc(MlbAsmPrinter *p, const MlbAttr *l) {
  const char *f = l->u.loc_file.file;
  uint32_t line = l->u.loc_file.line, col = l->u.loc_file.col;
  uint32_t eline = l->u.loc_file.end_line, ecol = l->u.loc_file.end_col;
  mlb_print_string_literal(p->out, f, strlen(f));
  mlb_buf_printf(p->out, ":%u:%u", line, col);
  if (!eline && !ecol)
    return;
  if (!eline)
    eline = line;
  if (eline == line && ecol == col)
    return;
  if (eline == line)
    mlb_buf_printf(p->out, " to :%u", ecol);
  else
    mlb_buf_printf(p->out, " to %u:%u", eline, ecol);
}

static void emit_fused_loc(MlbAsmPrinter *p, MlbAttr *l) {
  mlb_buf_puts(p->out, "fused");
  if (l->u.loc_fused.metadata) {
    mlb_buf_putc(p->out, '<');
    mlb_emit_attr(p, l->u.loc_fused.metadata, MLB_ELIDE_NEVER);
    mlb_buf_putc(p->out, '>');
  }
  mlb_buf_putc(p->out, '[');
  for (uint32_t i = 0; i < l->u.loc_fused.n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    emit_loc_internal(p, l->u.loc_fused.locs[i], false);
  }
  mlb_buf_putc(p->out, ']');
}

static void emit_loc_internal(MlbAsmPrinter *p, MlbAttr *loc, bool top) {
  if (!top && p->aliases.active) {
    const MlbAliasEntry *e = mlb_alias_lookup(&p->aliases, loc);
    if (e && e->name) {
      mlb_alias_print_name(p, e);
      return;
    }
  }
  switch (loc->kind) {
  case MLB_ATTR_LOC_FILE:
    emit_file_loc(p, loc);
    break;
  case MLB_ATTR_LOC_NAME: {
    const char *n = loc->u.loc_name.name;
    MlbAttr *child = loc->u.loc_name.child;
    mlb_print_string_literal(p->out, n, strlen(n));
    if (child && child->kind != MLB_ATTR_LOC_UNKNOWN) {
      mlb_buf_putc(p->out, '(');
      emit_loc_internal(p, child, false);
      mlb_buf_putc(p->out, ')');
    }
    break;
  }
  case MLB_ATTR_LOC_CALLSITE:
    mlb_buf_puts(p->out, "callsite(");
    emit_loc_internal(p, loc->u.loc_callsite.callee, false);
    mlb_buf_puts(p->out, " at ");
    emit_loc_internal(p, loc->u.loc_callsite.caller, false);
    mlb_buf_putc(p->out, ')');
    break;
  case MLB_ATTR_LOC_FUSED:
    emit_fused_loc(p, loc);
    break;
  case MLB_ATTR_LOC_OPAQUE:
    mlb_buf_puts(p->out, loc->u.opaque.text);
    break;
  default:
    mlb_buf_puts(p->out, "unknown");
    break;
  }
}

void mlb_emit_location(MlbAsmPrinter *p, MlbAttr *loc, bool allow_alias) {
  if (!loc)
    loc = mlb_loc_unknown(p->ctx);
  if (p->skip_aliases)
    p->alias_missed = true; /* locations get aliases: redone with them */
  mlb_buf_puts(p->out, "loc(");
  const MlbAliasEntry *e = allow_alias && p->aliases.active
                               ? mlb_alias_lookup(&p->aliases, loc)
                               : NULL;
  if (e && e->name)
    mlb_alias_print_name(p, e);
  else
    emit_loc_internal(p, loc, true);
  mlb_buf_putc(p->out, ')');
}
