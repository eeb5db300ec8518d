/* parser_ssa.c - SSA value and block name tables of the operation parser.
 *
 * Mirrors upstream's scoping: one value namespace for the whole file (a
 * region does not hide the values above it, so an inner `%x` that repeats
 * an outer name is a redefinition), names defined inside a region are
 * forgotten when the region ends, and block labels are local to their
 * region. Uses before definitions get placeholder values that are replaced
 * when the definition shows up; leftovers are reported at the end.
 *
 * All lookups are hash-map based (interned names as keys), so the tables
 * cost O(1) per use or definition.
 */
#include "parse/parser_priv.h"

#include <stdlib.h>

void mlb_ssa_init(struct MlbSsaScope *s) {
  memset(s, 0, sizeof *s);
  mlb_arena_init(&s->arena);
}

void mlb_ssa_free(struct MlbSsaScope *s) {
  for (uint32_t i = 0; i < s->by_text_cap; i++) {
    MlbNameEntry *e = s->by_text[i].entry;
    if (e && e->defs.data != &e->one)
      mlb_free(e->defs.data);
  }
  mlb_free(s->by_text);
  mlb_ptrmap_free(&s->names);
  for (uint32_t i = 0; i < s->regions.len; i++)
    mlb_ptrmap_free(&s->regions.data[i].blocks);
  mlb_vec_free(&s->regions);
  mlb_vec_free(&s->defined);
  mlb_vec_free(&s->fwd_blocks);
  mlb_vec_free(&s->fwd_values);
  mlb_arena_destroy(&s->arena);
}

/* ==== Names by spelling ==== */
static void by_text_grow(struct MlbSsaScope *s) {
  uint32_t cap = s->by_text_cap ? s->by_text_cap * 2 : 64;
  MlbSsaNameSlot *slots = mlb_calloc(cap, sizeof *slots);
  for (uint32_t i = 0; i < s->by_text_cap; i++) {
    MlbSsaNameSlot sl = s->by_text[i];
    if (!sl.entry)
      continue;
    uint32_t j = sl.hash & (cap - 1);
    while (slots[j].entry)
      j = (j + 1) & (cap - 1);
    slots[j] = sl;
  }
  mlb_free(s->by_text);
  s->by_text = slots;
  s->by_text_cap = cap;
}

/* SSA names are a few characters long ("c0", "arg1", "acc"): hashed and
 * compared inline, byte by byte, rather than through library calls. */
static inline uint32_t name_hash(const char *s, size_t n) {
  uint64_t h = 0xcbf29ce484222325ull ^ n;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 0x100000001b3ull;
  return (uint32_t)(h ^ (h >> 29));
}

static inline bool same_bytes(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return false;
  return true;
}

/* The entry of the name spelled text[0..n), created when new (with its
 * string right after it in the arena). */
static MlbNameEntry *entry_by_text(struct MlbSsaScope *s, const char *text,
                                   size_t n) {
  if ((s->by_text_len + 1) * 2 > s->by_text_cap)
    by_text_grow(s);
  uint32_t h = name_hash(text, n), mask = s->by_text_cap - 1;
  uint32_t i = h & mask;
  for (; s->by_text[i].entry; i = (i + 1) & mask) {
    const MlbSsaNameSlot *sl = &s->by_text[i];
    if (sl->hash == h && sl->len == n && same_bytes(sl->entry->name, text, n))
      return sl->entry;
  }
  MlbNameEntry *e = mlb_arena_alloc(&s->arena, sizeof *e + n + 1);
  char *name = (char *)(e + 1);
  memcpy(name, text, n);
  name[n] = 0;
  e->name = name;
  e->defs.data = &e->one;
  e->defs.cap = 1;
  MlbSsaNameSlot sl = {e, h, (uint32_t)n};
  s->by_text[i] = sl;
  s->by_text_len++;
  mlb_ptrmap_put(&s->names, name, e);
  return e;
}

const char *mlb_ssa_name(MlbAsmParser *p, const char *text, size_t n) {
  if (!p->scope)
    return mlb_parser_intern_tok(p, text, n);
  return entry_by_text(p->scope, text, n)->name;
}

/* Names normally come from mlb_ssa_name; one spelled elsewhere is matched
 * by content once, then by pointer. */
static MlbNameEntry *entry_for(struct MlbSsaScope *s, const char *name) {
  MlbNameEntry *e = mlb_ptrmap_get(&s->names, name);
  if (e)
    return e;
  e = entry_by_text(s, name, strlen(name));
  mlb_ptrmap_put(&s->names, name, e);
  return e;
}

static void ensure_slot(MlbNameEntry *e, uint32_t number) {
  if (number < e->defs.len)
    return;
  if (number >= e->defs.cap) {
    uint32_t cap = e->defs.cap * 2 > number + 1 ? e->defs.cap * 2 : number + 1;
    MlbValueDef *d = mlb_malloc(cap * sizeof *d);
    memcpy(d, e->defs.data, e->defs.len * sizeof *d);
    if (e->defs.data != &e->one)
      mlb_free(e->defs.data);
    e->defs.data = d;
    e->defs.cap = cap;
  }
  while (e->defs.len <= number) {
    MlbValueDef none = {NULL, NULL};
    e->defs.data[e->defs.len++] = none;
  }
}

static bool is_placeholder(const MlbValue *v) {
  return v->def_op == NULL && v->owner_block == NULL;
}

/* Orders positions of the parsed text: source order (NULL first). */
static int cmp_pos_ptrs(const void *a, const void *b) {
  const char *pa = *(const char *const *)a, *pb = *(const char *const *)b;
  if (!pa || !pb)
    return (pa != NULL) - (pb != NULL);
  return pa < pb ? -1 : pa > pb;
}

/* Emits `msg` at each position, in source order; failure if any. */
static MlbStatus report_sorted(MlbAsmParser *p, const char **pos, uint32_t n,
                               const char *msg) {
  if (n == 0)
    return MLB_SUCCESS;
  qsort(pos, n, sizeof *pos, cmp_pos_ptrs);
  for (uint32_t i = 0; i < n; i++)
    mlb_parser_error_at(p, mlb_parser_pos_loc(p, pos[i]), "%s", msg);
  return MLB_FAILURE;
}

/* ==== Regions ==== */
void mlb_ssa_push_region(MlbAsmParser *p) {
  struct MlbSsaScope *s = p->scope;
  MlbRegionScope r;
  memset(&r, 0, sizeof r);
  r.names_start = s->defined.len;
  r.fwd_blocks_start = s->fwd_blocks.len;
  mlb_vec_push(&s->regions, r);
}

static MlbStatus check_fwd_blocks(MlbAsmParser *p, uint32_t start) {
  struct MlbSsaScope *s = p->scope;
  MLB_VEC(const char *) locs = {0};
  for (uint32_t i = start; i < s->fwd_blocks.len; i++)
    if (s->fwd_blocks.data[i].def->forward)
      mlb_vec_push(&locs, s->fwd_blocks.data[i].def->pos);
  MlbStatus st =
      report_sorted(p, locs.data, locs.len, "reference to an undefined block");
  mlb_vec_free(&locs);
  return st;
}

MlbStatus mlb_ssa_pop_region(MlbAsmParser *p) {
  struct MlbSsaScope *s = p->scope;
  MLB_ASSERT(s->regions.len > 0);
  MlbRegionScope r = mlb_vec_pop(&s->regions);
  MlbStatus st = check_fwd_blocks(p, r.fwd_blocks_start);
  s->fwd_blocks.len = r.fwd_blocks_start;
  /* Forget the names defined in this region (their slots emptied). */
  for (uint32_t i = r.names_start; i < s->defined.len; i++) {
    MlbNameEntry *e = mlb_ptrmap_get(&s->names, s->defined.data[i]);
    if (e)
      e->defs.len = 0;
  }
  s->defined.len = r.names_start;
  mlb_ptrmap_free(&r.blocks);
  return st;
}

/* ==== Values ==== */
MlbStatus mlb_ssa_define(MlbAsmParser *p, const MlbUnresolved *u,
                         MlbValue *v) {
  struct MlbSsaScope *s = p->scope;
  MlbNameEntry *e = entry_for(s, u->name);
  ensure_slot(e, u->number);
  MlbValueDef *d = &e->defs.data[u->number];
  if (d->value) {
    MlbValue *old = d->value;
    if (!is_placeholder(old)) {
      MlbDiagnostic *dg =
          mlb_diag_new(MLB_SEV_ERROR, mlb_parser_pos_loc(p, u->pos));
      mlb_buf_printf(&dg->message, "redefinition of SSA value '%%%s'",
                     u->name);
      mlb_diag_note(dg, mlb_parser_pos_loc(p, d->pos),
                    "previously defined here");
      return mlb_perr_emit(p, dg);
    }
    if (old->type != v->type) {
      MlbBuf b;
      mlb_buf_init(&b);
      MlbDiagnostic *dg =
          mlb_diag_new(MLB_SEV_ERROR, mlb_parser_pos_loc(p, u->pos));
      mlb_buf_printf(&dg->message,
                     "definition of SSA value '%%%s#%u' has type '%s'",
                     u->name, u->number, mlb_type_str(&b, v->type));
      mlb_diag_note(dg, mlb_parser_pos_loc(p, d->pos),
                    "previously used here with type '%s'",
                    mlb_type_str(&b, old->type));
      mlb_buf_free(&b);
      return mlb_perr_emit(p, dg);
    }
    mlb_value_replace_all_uses(old, v);
    s->fwd_values.data[old->index].resolved = true;
  }
  d->value = v;
  d->pos = u->pos;
  mlb_vec_push(&s->defined, u->name);
  return MLB_SUCCESS;
}

static MlbValue *type_mismatch(MlbAsmParser *p, const MlbUnresolved *u,
                               MlbType *type, const MlbValueDef *d) {
  MlbBuf b1, b2;
  mlb_buf_init(&b1);
  mlb_buf_init(&b2);
  MlbDiagnostic *dg =
      mlb_diag_new(MLB_SEV_ERROR, mlb_parser_pos_loc(p, u->pos));
  mlb_buf_printf(&dg->message,
                 "use of value '%%%s' expects different type than prior "
                 "uses: '%s' vs '%s'",
                 u->name, mlb_type_str(&b1, type),
                 mlb_type_str(&b2, d->value->type));
  mlb_diag_note(dg, mlb_parser_pos_loc(p, d->pos), "prior use here");
  mlb_buf_free(&b1);
  mlb_buf_free(&b2);
  mlb_perr_emit(p, dg);
  return NULL;
}

static MlbValue *make_placeholder(MlbAsmParser *p, MlbType *type,
                                  const char *pos) {
  struct MlbSsaScope *s = p->scope;
  MlbValue *v = mlb_arena_alloc(&p->ctx->ir_arena, sizeof *v);
  v->type = type;
  v->index = s->fwd_values.len;
  MlbFwdValue f = {v, pos, false};
  mlb_vec_push(&s->fwd_values, f);
  return v;
}

MlbValue *mlb_ssa_resolve(MlbAsmParser *p, const MlbUnresolved *u,
                          MlbType *type) {
  struct MlbSsaScope *s = p->scope;
  if (!type) {
    mlb_parser_error_at(p, mlb_parser_pos_loc(p, u->pos),
                        "missing type for SSA operand");
    return NULL;
  }
  MlbNameEntry *e = entry_for(s, u->name);
  if (u->number < e->defs.len && e->defs.data[u->number].value) {
    MlbValueDef *d = &e->defs.data[u->number];
    if (d->value->type == type)
      return d->value;
    return type_mismatch(p, u, type, d);
  }
  ensure_slot(e, u->number);
  MlbValue *first = e->defs.data[0].value;
  if (first && !is_placeholder(first)) {
    mlb_parser_error_at(p, mlb_parser_pos_loc(p, u->pos),
                        "reference to invalid result number");
    return NULL;
  }
  MlbValue *v = make_placeholder(p, type, u->pos);
  e->defs.data[u->number].value = v;
  e->defs.data[u->number].pos = u->pos;
  return v;
}

const char *mlb_ssa_reference_pos(MlbAsmParser *p, const MlbUnresolved *u) {
  MlbNameEntry *e = entry_for(p->scope, u->name);
  if (!e || u->number >= e->defs.len || !e->defs.data[u->number].value)
    return NULL;
  return e->defs.data[u->number].pos;
}

MlbStatus mlb_ssa_check_undefined(MlbAsmParser *p) {
  struct MlbSsaScope *s = p->scope;
  MLB_VEC(const char *) locs = {0};
  for (uint32_t i = 0; i < s->fwd_values.len; i++)
    if (!s->fwd_values.data[i].resolved)
      mlb_vec_push(&locs, s->fwd_values.data[i].pos);
  MlbStatus st =
      report_sorted(p, locs.data, locs.len, "use of undeclared SSA value name");
  mlb_vec_free(&locs);
  return st;
}

/* ==== Blocks ==== */
MlbBlockDef *mlb_ssa_block_def(MlbAsmParser *p, const char *name) {
  struct MlbSsaScope *s = p->scope;
  MlbRegionScope *r = &mlb_vec_last(&s->regions);
  bool inserted;
  void **slot = mlb_ptrmap_slot(&r->blocks, name, &inserted);
  if (inserted)
    *slot = mlb_arena_alloc(&s->arena, sizeof(MlbBlockDef));
  return *slot;
}

MlbBlock *mlb_ssa_block_use(MlbAsmParser *p, const char *name,
                            const char *pos) {
  MlbBlockDef *d = mlb_ssa_block_def(p, name);
  if (!d->block) {
    d->block = mlb_block_new(p->ctx);
    d->pos = pos;
    d->forward = true;
    MlbFwdBlock f = {d};
    mlb_vec_push(&p->scope->fwd_blocks, f);
  }
  return d->block;
}
