/* printer_names.c - SSA value and block names, as upstream's SSANameState.
 *
 * Regions are numbered with an explicit stack: a region is numbered
 * completely (block labels ^bbN, entry arguments %argN, other block
 * arguments and results %N or a hinted name) before the regions nested in
 * it. In custom form each nested region starts from the counters the parent
 * region ended with, so sibling regions reuse numbers; in generic form the
 * counters run on (upstream prints unique ids there), which makes the
 * last-in-first-out stack order visible in the output.
 *
 * Name hints (`%alloc`, `%c0`) are sanitized and uniqued against the names
 * visible in enclosing regions: a clash appends `_N` with one counter shared
 * by all clashes of the scope.
 *
 * Since a region's names in custom form depend only on the counters its
 * parent region ended with and on the names of the enclosing regions, the
 * regions of the isolated ops directly under the root (a module's
 * functions) can be numbered later, one op at a time, when the printer
 * enters the op (mlb_names_enter/leave): the tables then hold the root's
 * own names plus one function's, not the whole module's.
 */
#include "print/printer_int.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- pointer table ---- */

void mlb_ptrtab_free(MlbPtrTab *t) {
  mlb_free(t->e);
  memset(t, 0, sizeof(*t));
}

static void tab_rehash(MlbPtrTab *t, uint32_t cap) {
  MlbPtrTab old = *t;
  t->cap = cap;
  t->e = mlb_calloc(t->cap, sizeof(MlbPtrTabEntry));
  t->len = 0;
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.e[i].key)
      *mlb_ptrtab_slot(t, old.e[i].key) = old.e[i].val;
  mlb_free(old.e);
}

static void tab_grow(MlbPtrTab *t) { tab_rehash(t, t->cap ? t->cap * 2 : 256); }

/* Room for `n` more keys without growing. */
static void tab_reserve(MlbPtrTab *t, uint32_t n) {
  uint32_t cap = t->cap ? t->cap : 256;
  while ((uint64_t)(t->len + n + 1) * 2 > cap)
    cap *= 2;
  if (cap != t->cap)
    tab_rehash(t, cap);
}

/* The value slot of `key`, inserted (NULL) when absent. */
void **mlb_ptrtab_slot(MlbPtrTab *t, const void *key) {
  if ((t->len + 1) * 2 > t->cap)
    tab_grow(t);
  uint32_t mask = t->cap - 1;
  uint32_t i = (uint32_t)mlb_hash_ptr(key) & mask;
  while (t->e[i].key && t->e[i].key != key)
    i = (i + 1) & mask;
  if (!t->e[i].key) {
    t->e[i].key = key;
    t->len++;
  }
  return &t->e[i].val;
}

void *mlb_ptrtab_get(const MlbPtrTab *t, const void *key) {
  if (!t->cap)
    return NULL;
  uint32_t mask = t->cap - 1;
  for (uint32_t i = (uint32_t)mlb_hash_ptr(key) & mask; t->e[i].key;
       i = (i + 1) & mask)
    if (t->e[i].key == key)
      return t->e[i].val;
  return NULL;
}

/* ---- scoped set of used names ---- */

static uint32_t name_hash(const char *s, size_t len) {
  uint32_t h = 2166136261u; /* FNV-1a: names are short */
  for (size_t i = 0; i < len; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static bool set_find(const MlbNameSet *set, const char *s, uint32_t len,
                     uint32_t h, uint32_t *at) {
  uint32_t mask = set->cap - 1, i = h & mask;
  for (; set->e[i].s; i = (i + 1) & mask) {
    const MlbNameSetEntry *e = &set->e[i];
    /* The same string (scope pops remove what they added) or equal text. */
    if (e->s == s || (e->hash == h && e->len == len && !memcmp(e->s, s, len)))
      break;
  }
  *at = i;
  return set->e[i].s != NULL;
}

static void set_add(MlbNameSet *set, MlbNameSetEntry e);

static void set_grow(MlbNameSet *set) {
  MlbNameSet old = *set;
  set->cap = old.cap ? old.cap * 2 : 64;
  set->e = mlb_calloc(set->cap, sizeof(MlbNameSetEntry));
  set->len = 0;
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.e[i].s)
      set_add(set, old.e[i]);
  mlb_free(old.e);
}

static void set_add(MlbNameSet *set, MlbNameSetEntry e) {
  if ((set->len + 1) * 2 > set->cap)
    set_grow(set);
  uint32_t at;
  if (!set_find(set, e.s, e.len, e.hash, &at)) {
    set->e[at] = e;
    set->len++;
  }
}

/* Linear-probing deletion by shifting later entries of the cluster back. */
static void set_remove(MlbNameSet *set, const MlbNameSetEntry *e) {
  uint32_t i;
  if (!set_find(set, e->s, e->len, e->hash, &i))
    return;
  uint32_t mask = set->cap - 1;
  for (uint32_t j = (i + 1) & mask; set->e[j].s; j = (j + 1) & mask) {
    uint32_t home = set->e[j].hash & mask;
    bool movable = i <= j ? (home <= i || home > j) : (home <= i && home > j);
    if (movable) {
      set->e[i] = set->e[j];
      i = j;
    }
  }
  set->e[i].s = NULL;
  set->len--;
}

static void tabs_init(MlbNameTabs *t) {
  memset(t, 0, sizeof(*t));
  mlb_ptrmap_init(&t->groups);
  mlb_arena_init(&t->arena);
}

static void tabs_free(MlbNameTabs *t) {
  mlb_ptrtab_free(&t->values);
  mlb_ptrtab_free(&t->blocks);
  mlb_ptrmap_free(&t->groups);
  mlb_arena_destroy(&t->arena);
}

void mlb_names_init(MlbNames *n) {
  memset(n, 0, sizeof(*n));
  tabs_init(&n->tabs);
  tabs_init(&n->spare);
  mlb_buf_init(&n->tmp);
}

/* Empties a table for the next deferred op. It keeps its size (ops of a
 * module tend to be alike; a larger one grows it) unless the last op used
 * little of it, so that clearing costs in proportion to the ops' sizes. */
static void tab_reset(MlbPtrTab *t) {
  if (!t->cap || (t->cap > 32 && (uint64_t)t->len * 8 < t->cap)) {
    uint32_t cap = t->cap ? t->cap / 2 : 32;
    mlb_free(t->e);
    t->e = mlb_calloc(cap, sizeof(MlbPtrTabEntry));
    t->cap = cap;
  } else if (t->len) {
    memset(t->e, 0, t->cap * sizeof(MlbPtrTabEntry));
  }
  t->len = 0;
}

void mlb_names_free(MlbNames *n) {
  if (n->inside)
    tabs_free(&n->outer);
  tabs_free(&n->spare);
  tabs_free(&n->tabs);
  mlb_free(n->used.e);
  mlb_vec_free(&n->undo);
  mlb_vec_free(&n->scope_marks);
  mlb_vec_free(&n->root_counters);
  mlb_vec_free(&n->stack);
  mlb_buf_free(&n->tmp);
}

static void scope_push(MlbNames *n) {
  mlb_vec_push(&n->scope_marks, n->undo.len);
}

static void scope_pop(MlbNames *n) {
  uint32_t mark = mlb_vec_pop(&n->scope_marks);
  while (n->undo.len > mark) {
    MlbNameSetEntry e = mlb_vec_pop(&n->undo);
    set_remove(&n->used, &e);
  }
}

/* Records a name already held by the tables as used again. */
static void reuse_name(MlbNames *n, const char *s) {
  MlbNameSetEntry e;
  e.s = s;
  e.len = (uint32_t)strlen(s);
  e.hash = name_hash(s, e.len);
  set_add(&n->used, e);
  mlb_vec_push(&n->undo, e);
}

/* ---- sanitizing and uniquing ---- */

/* isalnum of the "C" locale (mlbuf never sets another), spelled out:
 * the library call per character cost more than the rest of naming. */
static bool valid_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '$' || c == '.' || c == '_' ||
         c == '-';
}

/* Runs of valid characters are copied whole. */
static void copy_sanitized(MlbBuf *b, const char *s, size_t len) {
  size_t run = 0;
  for (size_t i = 0; i < len; i++) {
    if (valid_name_char(s[i]))
      continue;
    mlb_buf_putn(b, s + run, i - run);
    run = i + 1;
    if (s[i] == ' ')
      mlb_buf_putc(b, '_');
    else
      mlb_buf_printf(b, "%X", (unsigned)(unsigned char)s[i]);
  }
  mlb_buf_putn(b, s + run, len - run);
}

/* Upstream's sanitizeIdentifier: a leading digit (or invalid character)
 * gets a `_` prefix so the name cannot collide with numeric ids. */
static void sanitize(MlbBuf *b, const char *s, size_t len) {
  mlb_buf_clear(b);
  if ((s[0] >= '0' && s[0] <= '9') ||
      (!valid_name_char(s[0]) && s[0] != ' '))
    mlb_buf_putc(b, '_');
  copy_sanitized(b, s, len);
}

/* Whether sanitize would leave `s` as it is (most hints: "c0", "alloc"). */
static bool already_sanitized(const char *s, size_t len) {
  if (s[0] >= '0' && s[0] <= '9')
    return false;
  for (size_t i = 0; i < len; i++)
    if (!valid_name_char(s[i]))
      return false;
  return true;
}

/* Uses `s` when no visible name has that text: one probe of the set finds
 * both the answer and the slot to insert at. Returns the stable copy, or
 * NULL when the name is taken. */
static const char *try_name(MlbNames *n, const char *s, size_t len) {
  MlbNameSet *set = &n->used;
  if ((set->len + 1) * 2 > set->cap)
    set_grow(set);
  MlbNameSetEntry e;
  e.len = (uint32_t)len;
  e.hash = name_hash(s, len);
  uint32_t at;
  if (set_find(set, s, e.len, e.hash, &at))
    return NULL;
  e.s = mlb_arena_strndup(&n->tabs.arena, s, len);
  set->e[at] = e;
  set->len++;
  mlb_vec_push(&n->undo, e);
  return e.s;
}

static const char *unique_name(MlbNames *n, const char *s, size_t len) {
  if (!already_sanitized(s, len)) {
    sanitize(&n->tmp, s, len);
    s = n->tmp.data, len = n->tmp.len;
  }
  const char *u = try_name(n, s, len);
  if (u)
    return u;
  if (s != n->tmp.data) {
    mlb_buf_clear(&n->tmp);
    mlb_buf_putn(&n->tmp, s, len);
  }
  mlb_buf_putc(&n->tmp, '_');
  size_t base = n->tmp.len;
  for (;;) {
    n->tmp.len = base;
    mlb_put_u64(&n->tmp, n->next_conflict++);
    if ((u = try_name(n, n->tmp.data, n->tmp.len)))
      return u;
  }
}

static void set_value_id(MlbNames *n, MlbValue *v, uint32_t id) {
  *mlb_ptrtab_slot(&n->tabs.values, v) = (void *)(((uintptr_t)id << 1) | 1u);
}

/* An empty name means "next number", as upstream's setValueName. */
static void set_value_name(MlbNames *n, MlbValue *v, const char *s,
                           size_t len) {
  if (len == 0) {
    set_value_id(n, v, n->next_value++);
    return;
  }
  *mlb_ptrtab_slot(&n->tabs.values, v) = (void *)unique_name(n, s, len);
}

/* ---- numbering ---- */

static MlbBuf *name_bufs(MlbAsmPrinter *p, uint32_t count) {
  if (p->num_name_bufs < count) {
    p->name_bufs = mlb_realloc(p->name_bufs, count * sizeof(MlbBuf));
    for (uint32_t i = p->num_name_bufs; i < count; i++)
      mlb_buf_init(&p->name_bufs[i]);
    p->num_name_bufs = count;
  }
  for (uint32_t i = 0; i < count; i++)
    mlb_buf_clear(&p->name_bufs[i]);
  return p->name_bufs;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

static void store_groups(MlbNames *n, MlbOperation *op, const uint32_t *g,
                         uint32_t count) {
  uint32_t *arr = mlb_arena_alloc(&n->tabs.arena, (count + 1) * sizeof(uint32_t));
  arr[0] = count;
  memcpy(arr + 1, g, count * sizeof(uint32_t));
  qsort(arr + 1, count, sizeof(uint32_t), cmp_u32);
  mlb_ptrmap_put(&n->tabs.groups, op, arr);
}

/* Result names from the op descriptor (custom form only). Results after
 * the first that receive a name start a new result group. */
static void name_results(MlbAsmPrinter *p, MlbOperation *op, uint32_t *g,
                         uint32_t *ng) {
  MlbNames *n = &p->names;
  const MlbOpDesc *d = op->desc;
  if (d->name_results) {
    MlbBuf *bufs = name_bufs(p, op->num_results);
    d->name_results(op, bufs);
    for (uint32_t i = 0; i < op->num_results; i++) {
      if (bufs[i].len == 0)
        continue;
      set_value_name(n, &op->results[i], bufs[i].data, bufs[i].len);
      if (i)
        g[(*ng)++] = i;
    }
  } else if (d->result_name && d->result_name[0]) {
    set_value_name(n, &op->results[0], d->result_name, strlen(d->result_name));
  }
}

static void number_op(MlbAsmPrinter *p, MlbOperation *op) {
  MlbNames *n = &p->names;
  if (op->num_results == 0)
    return;
  uint32_t small[8], ng = 1;
  uint32_t *groups = op->num_results <= 8
                         ? small
                         : mlb_malloc(op->num_results * sizeof(uint32_t));
  groups[0] = 0;
  if (!p->flags.generic && op->desc)
    name_results(p, op, groups, &ng);
  if (!mlb_ptrtab_get(&n->tabs.values, &op->results[0]))
    set_value_id(n, &op->results[0], n->next_value++);
  if (ng > 1)
    store_groups(n, op, groups, ng);
  if (groups != small)
    mlb_free(groups);
}

/* "arg<id>" into buf (room for 14 bytes); returns the length. Formatted
 * by hand: snprintf costs more than the rest of naming the argument. */
static size_t arg_name(char *buf, uint32_t id) {
  char digits[10];
  size_t n = 0;
  do {
    digits[n++] = (char)('0' + id % 10);
    id /= 10;
  } while (id);
  memcpy(buf, "arg", 3);
  for (size_t i = 0; i < n; i++)
    buf[3 + i] = digits[n - 1 - i];
  buf[3 + n] = 0;
  return 3 + n;
}

static void number_block(MlbAsmPrinter *p, MlbBlock *b, bool entry) {
  MlbNames *n = &p->names;
  char buf[32];
  for (uint32_t i = 0; i < b->num_args; i++) {
    MlbValue *arg = b->args[i];
    if (mlb_ptrtab_get(&n->tabs.values, arg))
      continue;
    if (entry) {
      set_value_name(n, arg, buf, arg_name(buf, n->next_arg++));
    } else {
      set_value_name(n, arg, "", 0);
    }
  }
  for (MlbOperation *op = b->first; op; op = op->next)
    number_op(p, op);
}

/* Entry block argument names from the parent op's descriptor (custom form
 * only), set before the region is numbered as upstream's
 * numberValuesInRegion does with getAsmBlockArgumentNames. */
static void name_entry_args(MlbAsmPrinter *p, MlbRegion *r) {
  MlbOperation *op = r->parent;
  MlbBlock *b = r->first;
  if (p->flags.generic || !op || !op->desc || !op->desc->name_block_args ||
      !b || !b->num_args)
    return;
  MlbBuf *bufs = name_bufs(p, b->num_args);
  op->desc->name_block_args(op, (uint32_t)(r - op->regions), bufs);
  for (uint32_t i = 0; i < b->num_args; i++)
    if (bufs[i].len)
      set_value_name(&p->names, b->args[i], bufs[i].data, bufs[i].len);
}

static void number_region(MlbAsmPrinter *p, MlbRegion *r) {
  uintptr_t id = 0;
  name_entry_args(p, r);
  for (MlbBlock *b = r->first; b; b = b->next) {
    *mlb_ptrtab_slot(&p->names.tabs.blocks, b) = (void *)(id + 1);
    number_block(p, b, id == 0);
    id++;
  }
}

static void push_regions(MlbNameCtxVec *stack, MlbNames *n, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_regions; i++) {
    MlbNameCtx c = {&op->regions[i], n->next_value, n->next_arg, n->next_conflict,
                 n->scope_marks.len};
    mlb_vec_push(stack, c);
  }
}

/* An op whose regions are numbered when the printer enters it. */
static bool deferred(const MlbNames *n, const MlbOperation *op) {
  return n->defer_root && op->num_regions && op->block &&
         op->block->parent && op->block->parent->parent == n->defer_root &&
         mlb_op_has_trait((MlbOperation *)op, MLB_TRAIT_ISOLATED);
}

/* Upper bounds of the values and blocks numbered in `op`'s regions. */
static void count_names(const MlbOperation *op, uint32_t *values,
                        uint32_t *blocks) {
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (const MlbBlock *b = op->regions[i].first; b; b = b->next) {
      (*blocks)++;
      *values += b->num_args;
      for (const MlbOperation *o = b->first; o; o = o->next) {
        *values += o->num_results;
        count_names(o, values, blocks);
      }
    }
}

/* Sizes the tables for the root's names once up front (growing step by
 * step rehashes every entry several times over on large modules), without
 * the deferred ops' regions. */
static void reserve_root(MlbNames *n, const MlbOperation *root) {
  uint32_t values = root->num_results, blocks = 0;
  for (uint32_t i = 0; i < root->num_regions; i++)
    for (const MlbBlock *b = root->regions[i].first; b; b = b->next) {
      blocks++;
      values += b->num_args;
      for (const MlbOperation *o = b->first; o; o = o->next) {
        values += o->num_results;
        if (!deferred(n, o))
          count_names(o, &values, &blocks);
      }
    }
  tab_reserve(&n->tabs.values, values);
  tab_reserve(&n->tabs.blocks, blocks);
}

/* Numbers the pending regions, each before the regions nested in it. */
static void number_regions(MlbAsmPrinter *p, MlbNameCtxVec *stack) {
  MlbNames *n = &p->names;
  while (stack->len) {
    MlbNameCtx c = mlb_vec_pop(stack);
    if (!p->flags.generic) {
      n->next_value = c.next_value;
      n->next_arg = c.next_arg;
      n->next_conflict = c.next_conflict;
    }
    while (n->scope_marks.len > c.scope)
      scope_pop(n);
    scope_push(n);
    number_region(p, c.region);
    bool top = n->defer_root && c.region->parent == n->defer_root;
    if (top) { /* the counters the deferred ops start from */
      uint32_t *k =
          &n->root_counters.data[3 * (c.region - n->defer_root->regions)];
      k[0] = n->next_value, k[1] = n->next_arg, k[2] = n->next_conflict;
    }
    for (MlbBlock *b = c.region->first; b; b = b->next)
      for (MlbOperation *op = b->first; op; op = op->next)
        if (!top || !deferred(n, op))
          push_regions(stack, n, op);
  }
}

void mlb_names_defer(MlbNames *n, MlbOperation *root) {
  n->defer_root = root;
  for (uint32_t i = 0; i < 3 * root->num_regions; i++)
    mlb_vec_push(&n->root_counters, 0);
}

void mlb_names_compute(MlbAsmPrinter *p, MlbOperation *root) {
  MlbNames *n = &p->names;
  MlbNameCtxVec stack = {0};
  reserve_root(n, root);
  scope_push(n); /* scope of the top-level op */
  push_regions(&stack, n, root);
  number_op(p, root);
  number_regions(p, &stack);
  while (n->scope_marks.len)
    scope_pop(n);
  mlb_vec_free(&stack);
}

/* Adds the names given in the current tables to values of `b` and to
 * results of its ops. */
static void reuse_value_name(MlbNames *n, MlbValue *v) {
  uintptr_t e = (uintptr_t)mlb_ptrtab_get(&n->tabs.values, v);
  if (e && !(e & 1u))
    reuse_name(n, (const char *)e);
}

/* Makes the used names those a region of the root saw when it was
 * numbered: the root's results (scope 1) and the region's own values
 * (scope 2). */
static void load_root_scope(MlbNames *n, MlbRegion *r) {
  if (n->loaded == r)
    return;
  while (n->scope_marks.len)
    scope_pop(n);
  MlbOperation *root = n->defer_root;
  scope_push(n);
  for (uint32_t i = 0; i < root->num_results; i++)
    reuse_value_name(n, &root->results[i]);
  scope_push(n);
  for (MlbBlock *b = r->first; b; b = b->next) {
    for (uint32_t i = 0; i < b->num_args; i++)
      reuse_value_name(n, b->args[i]);
    for (MlbOperation *op = b->first; op; op = op->next)
      for (uint32_t i = 0; i < op->num_results; i++)
        reuse_value_name(n, &op->results[i]);
  }
  n->loaded = r;
}

bool mlb_names_enter(MlbAsmPrinter *p, MlbOperation *op) {
  MlbNames *n = &p->names;
  if (n->inside || !deferred(n, op))
    return false;
  MlbRegion *r = op->block->parent;
  mlb_op_prefetch_next_ir(op, op->next); /* printed after this one */
  load_root_scope(n, r);
  n->outer = n->tabs;
  n->tabs = n->spare;
  n->inside = op;
  tab_reset(&n->tabs.values);
  tab_reset(&n->tabs.blocks);
  if (n->tabs.groups.len)
    mlb_ptrmap_clear(&n->tabs.groups);
  mlb_arena_reset(&n->tabs.arena);
  const uint32_t *k =
      &n->root_counters.data[3 * (r - n->defer_root->regions)];
  n->next_value = k[0], n->next_arg = k[1], n->next_conflict = k[2];
  push_regions(&n->stack, n, op);
  number_regions(p, &n->stack);
  return true;
}

void mlb_names_leave(MlbAsmPrinter *p) {
  MlbNames *n = &p->names;
  while (n->scope_marks.len > 2) /* back to the root region's scope */
    scope_pop(n);
  n->spare = n->tabs;
  n->tabs = n->outer;
  n->inside = NULL;
}

/* ---- queries ---- */

const uint32_t *mlb_names_groups(MlbNames *n, MlbOperation *op,
                                 uint32_t *count) {
  uint32_t *arr = mlb_ptrmap_get(&n->tabs.groups, op);
  if (!arr && op == n->inside)
    arr = mlb_ptrmap_get(&n->outer.groups, op);
  if (!arr)
    return NULL;
  *count = arr[0];
  return arr + 1;
}

/* Finds the group head of a result and its number inside the group (-1
 * when the group has a single result). */
static MlbValue *group_head(MlbNames *n, MlbValue *v, int64_t *num) {
  MlbOperation *op = v->def_op;
  *num = -1;
  if (op->num_results == 1)
    return v;
  uint32_t count, idx = v->index;
  const uint32_t *g = mlb_names_groups(n, op, &count);
  if (!g) {
    *num = idx;
    return &op->results[0];
  }
  uint32_t k = 0;
  while (k < count && g[k] <= idx)
    k++;
  uint32_t start = g[k - 1];
  uint32_t size = (k == count ? op->num_results : g[k]) - start;
  if (size != 1)
    *num = idx - start;
  return &op->results[start];
}

void mlb_names_print_value(MlbAsmPrinter *p, MlbValue *v, bool result_no) {
  MlbNames *n = &p->names;
  if (!v) {
    mlb_buf_puts(p->out, "<<NULL VALUE>>");
    return;
  }
  int64_t num = -1;
  MlbValue *head = v->def_op ? group_head(n, v, &num) : v;
  void *e = mlb_ptrtab_get(&n->tabs.values, head);
  if (!e && n->inside) /* the deferred op's results */
    e = mlb_ptrtab_get(&n->outer.values, head);
  if (!e) {
    mlb_buf_puts(p->out, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  mlb_buf_putc(p->out, '%');
  uintptr_t tag = (uintptr_t)e;
  if (tag & 1u)
    mlb_put_u64(p->out, tag >> 1);
  else
    mlb_buf_puts(p->out, (const char *)e);
  if (num >= 0 && result_no) {
    mlb_buf_putc(p->out, '#');
    mlb_put_u64(p->out, (uint64_t)num);
  }
}

int64_t mlb_names_block_index(MlbNames *n, MlbBlock *b) {
  uintptr_t id = (uintptr_t)mlb_ptrtab_get(&n->tabs.blocks, b);
  if (!id && n->inside)
    id = (uintptr_t)mlb_ptrtab_get(&n->outer.blocks, b);
  return id ? (int64_t)(id - 1) : -1;
}

void mlb_names_print_block(MlbAsmPrinter *p, MlbBlock *b) {
  int64_t id = mlb_names_block_index(&p->names, b);
  if (id < 0)
    mlb_buf_puts(p->out, "INVALIDBLOCK");
  else {
    mlb_buf_puts(p->out, "^bb");
    mlb_put_u64(p->out, (uint64_t)id);
  }
}
