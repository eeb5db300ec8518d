/* ownership_dealloc_state.c - the deallocation state of one function:
 * ownership per (value, block), the buffers each block must deallocate,
 * the liveness queries that decide what a dealloc retains, and the
 * emission of the dealloc itself.
 *
 * Ownership is a small lattice (upstream's Ownership): uninitialized, a
 * unique i1 indicator, or unknown (two different indicators met). Values
 * are looked up by their current SSA value; the liveness sets were
 * computed on the IR before any rewrite, so values of rebuilt ops are
 * translated through the function's replacement map.
 */
#include "transforms/ownership_dealloc.h"

#include "dialects/common.h"

/* ==== Per-function state ==== */

void od_func_init(OdFunc *f, OdModule *m) {
  memset(f, 0, sizeof *f);
  f->m = m;
  f->ctx = m->ctx;
  mlb_ptrmap_init(&f->blocks);
  mlb_ptrmap_init(&f->remap);
  mlb_ptrmap_init(&f->edges);
  mlb_ptrmap_init(&f->nargs);
  mlb_ptrmap_init(&f->abi_owned);
  mlb_ptrmap_init(&f->order);
  mlb_ptrmap_init(&f->seen);
  mlb_ptrmap_init(&f->reached);
  mlb_dom_info_init(&f->dom, false);
}

/* Empties a map for the next function; one that grew large is dropped
 * (clearing it would cost its size for every small function after). */
static void reset_map(MlbPtrMap *m) {
  if (m->cap > OD_KEEP_CAP)
    mlb_ptrmap_free(m);
  else if (m->len)
    mlb_ptrmap_clear(m);
}

static void own_table_reset(OdOwnTable *t) {
  if (t->cap > OD_KEEP_CAP) {
    mlb_free(t->slots);
    memset(t, 0, sizeof *t);
  } else if (t->len) {
    memset(t->slots, 0, t->cap * sizeof *t->slots);
    t->len = 0;
  }
}

void od_func_reset(OdFunc *f, MlbOperation *fn) {
  f->func = fn;
  reset_map(&f->blocks);
  reset_map(&f->remap);
  reset_map(&f->edges);
  reset_map(&f->nargs);
  reset_map(&f->abi_owned);
  reset_map(&f->reached);
  own_table_reset(&f->own);
  mlb_dom_info_invalidate(&f->dom);
}

void od_func_free(OdFunc *f) {
  mlb_ptrmap_free(&f->blocks);
  mlb_ptrmap_free(&f->remap);
  mlb_ptrmap_free(&f->edges);
  mlb_ptrmap_free(&f->nargs);
  mlb_ptrmap_free(&f->abi_owned);
  mlb_ptrmap_free(&f->order);
  mlb_ptrmap_free(&f->seen);
  mlb_ptrmap_free(&f->reached);
  mlb_free(f->own.slots);
  mlb_dom_info_free(&f->dom);
  mlb_liveness_free(&f->lv);
}

/* ==== Blocks and the ownership table ==== */

OdBlock *od_block(OdFunc *f, MlbBlock *b) {
  bool fresh = false;
  void **slot = mlb_ptrmap_slot(&f->blocks, b, &fresh);
  if (fresh)
    *slot = mlb_arena_alloc(f->m->arena, sizeof(OdBlock));
  return *slot;
}

static uint32_t own_hash(const MlbBlock *b, const MlbValue *v) {
  uint64_t x = (uint64_t)(uintptr_t)v ^
               0x9e3779b97f4a7c15ull * (uint64_t)(uintptr_t)b;
  return (uint32_t)mlb_hash_combine(x, 0);
}

static OdOwnSlot *own_find(const OdOwnTable *t, const MlbBlock *b,
                           const MlbValue *v) {
  uint32_t mask = t->cap - 1, i = own_hash(b, v) & mask;
  while (t->slots[i].blk && (t->slots[i].blk != b || t->slots[i].val != v))
    i = (i + 1) & mask;
  return &t->slots[i];
}

static void own_grow(OdOwnTable *t) {
  OdOwnTable old = *t;
  t->cap = old.cap ? old.cap * 2 : 16;
  t->slots = mlb_calloc(t->cap, sizeof *t->slots);
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.slots[i].blk)
      *own_find(t, old.slots[i].blk, old.slots[i].val) = old.slots[i];
  mlb_free(old.slots);
}

/* The slot of (b, v) (b NULL: v's own block); with `create`, inserted
 * uninitialized when missing. Valid until the next insertion. */
static OdOwn *own_slot(OdFunc *f, MlbValue *v, MlbBlock *b, bool create) {
  if (!b)
    b = mlb_value_parent_block(v);
  OdOwnTable *t = &f->own;
  if (!t->cap && !create)
    return NULL;
  if (create && (t->len + 1) * 4 >= t->cap * 3)
    own_grow(t);
  OdOwnSlot *s = own_find(t, b, v);
  if (!s->blk) {
    if (!create)
      return NULL;
    s->blk = b;
    s->val = v;
    s->own.kind = OD_UNINIT;
    s->own.ind = NULL;
    t->len++;
  }
  return &s->own;
}

OdOwn od_get(OdFunc *f, MlbValue *v, MlbBlock *b) {
  OdOwn *o = own_slot(f, v, b, false);
  OdOwn none = {OD_UNINIT, NULL};
  return o ? *o : none;
}

/* Indicators are equal when they are one value or two constants with
 * the same value (the pass creates a fresh constant at most use sites). */
static bool same_indicator(MlbValue *a, MlbValue *b) {
  if (a == b)
    return true;
  return (od_is_const(a, true) && od_is_const(b, true)) ||
         (od_is_const(a, false) && od_is_const(b, false));
}

void od_update(OdFunc *f, MlbValue *v, OdOwn o, MlbBlock *b) {
  OdOwn *cur = own_slot(f, v, b, true);
  if (o.kind == OD_UNINIT)
    return;
  if (cur->kind == OD_UNINIT) {
    *cur = o;
    return;
  }
  if (cur->kind == OD_UNIQUE && o.kind == OD_UNIQUE &&
      same_indicator(cur->ind, o.ind))
    return;
  cur->kind = OD_UNKNOWN;
  cur->ind = NULL;
}

void od_reset(OdFunc *f, MlbValue *v, MlbBlock *b) {
  OdOwn *cur = own_slot(f, v, b, true);
  cur->kind = OD_UNINIT;
  cur->ind = NULL;
}

/* Lists live in the scratch arena: each block keeps its own until the
 * pass ends, and doubling wastes at most what the list holds. */
void od_add_memref(OdFunc *f, MlbValue *v, MlbBlock *b) {
  if (!b)
    b = mlb_value_parent_block(v);
  MlbValueVec *l = &od_block(f, b)->memrefs;
  if (l->len == l->cap) {
    uint32_t cap = l->cap ? l->cap * 2 : 4;
    MlbValue **d = mlb_arena_alloc(f->m->arena, cap * sizeof *d);
    if (l->len)
      memcpy(d, l->data, l->len * sizeof *d);
    l->data = d;
    l->cap = cap;
  }
  l->data[l->len++] = v;
}

/* ==== Values ==== */

MlbValue *od_current(OdFunc *f, MlbValue *v) {
  MlbValue *n;
  while ((n = mlb_ptrmap_get(&f->remap, v)))
    v = n;
  return v;
}

MlbValue *od_original(OdModule *m, MlbValue *v) {
  MlbValue *o = mlb_ptrmap_get(&m->orig, v);
  return o ? o : v;
}

void od_record_replacement(OdFunc *f, MlbValue *from, MlbValue *to) {
  mlb_ptrmap_put(&f->remap, from, to);
  mlb_ptrmap_put(&f->m->orig, to, od_original(f->m, from));
}


bool od_is_memref(const MlbValue *v) {
  return v->type && mlb_type_is_memref(v->type);
}

/* Constants are the ops the pass creates most: after the first of each
 * value, the next reuse its properties dictionary (uniqued, so the same
 * attribute a fresh build would make) instead of building it again. */
MlbValue *od_bool(OdModule *m, MlbBuilder *b, MlbAttr *loc, bool v) {
  MlbAttr **props = &m->c_props[v];
  if (!*props) {
    MlbValue *c = mlb_bld_constant(b, loc, v ? m->c_true : m->c_false, m->i1);
    *props = c->def_op->props;
    return c;
  }
  MlbOpState st;
  mlb_opstate_init_pooled(&st, m->ctx, "arith.constant", loc);
  st.raw_props = *props;
  mlb_vec_push(&st.result_types, m->i1);
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

bool od_is_const(MlbValue *v, bool one) {
  MlbOperation *d = v ? v->def_op : NULL;
  if (!d || !mlb_op_has_trait(d, MLB_TRAIT_CONSTANT_LIKE))
    return false;
  MlbAttr *a = mlb_op_get_attr(d, "value");
  if (!a || a->kind != MLB_ATTR_INTEGER || !a->type ||
      !mlb_type_is_int(a->type, 1))
    return false;
  return (a->u.integer.value != 0) == one;
}

/* ==== Upstream's value order (ValueComparator) ====
 * Block arguments first (by number), then results; results of one op by
 * number, of ops in one region by position, otherwise by the positions
 * of their enclosing regions. Ops in different blocks of one region are
 * compared by their positions in their own blocks, as upstream's order
 * indices effectively do. */

typedef MlbPtrMap OrderCache; /* op -> position + 1 */

static uint32_t op_pos(OrderCache *c, MlbOperation *op) {
  uintptr_t p = (uintptr_t)mlb_ptrmap_get(c, op);
  if (p)
    return (uint32_t)(p - 1);
  uintptr_t i = 1;
  for (MlbOperation *o = op->block ? op->block->first : op; o; o = o->next)
    mlb_ptrmap_put(c, o, (void *)i++);
  return (uint32_t)((uintptr_t)mlb_ptrmap_get(c, op) - 1);
}

static uint32_t region_number(const MlbRegion *r) {
  return (uint32_t)(r - r->parent->regions);
}

static MlbRegion *parent_region(const MlbRegion *r) {
  return r->parent ? mlb_op_parent_region(r->parent) : NULL;
}

static bool regions_less(OrderCache *c, MlbRegion *ra, MlbRegion *rb) {
  while (ra && rb) {
    uint32_t na = region_number(ra), nb = region_number(rb);
    if (na != nb)
      return na < nb;
    MlbRegion *pa = parent_region(ra), *pb = parent_region(rb);
    if (pa == pb)
      return ra->parent != rb->parent &&
             op_pos(c, ra->parent) < op_pos(c, rb->parent);
    ra = pa;
    rb = pb;
  }
  return rb != NULL;
}

static bool value_less(OrderCache *c, MlbValue *a, MlbValue *b) {
  if (a == b)
    return false;
  bool aa = mlb_value_is_arg(a), ba = mlb_value_is_arg(b);
  if (aa != ba)
    return aa;
  if (aa) {
    if (a->index != b->index)
      return a->index < b->index;
    return regions_less(c, a->owner_block->parent, b->owner_block->parent);
  }
  if (a->def_op == b->def_op)
    return a->index < b->index;
  MlbRegion *ra = a->def_op->block->parent, *rb = b->def_op->block->parent;
  if (ra == rb)
    return op_pos(c, a->def_op) < op_pos(c, b->def_op);
  return regions_less(c, ra, rb);
}

/* Stable insertion-merge sort: lists are short, and equal elements keep
 * the liveness order (print order). */
void od_sort_values(OdFunc *f, MlbValue **v, uint32_t n) {
  OrderCache *c = &f->order; /* positions hold for this sort only */
  for (uint32_t i = 1; i < n; i++) {
    MlbValue *x = v[i];
    uint32_t j = i;
    while (j > 0 && value_less(c, x, v[j - 1])) {
      v[j] = v[j - 1];
      j--;
    }
    v[j] = x;
  }
  reset_map(c);
}

/* ==== Liveness ==== */

/* Blocks the liveness does not know (made by the pass) have empty sets:
 * the queries answer that themselves. */
static bool in_liveness(OdFunc *f, MlbBlock *b) {
  MLB_UNUSED(f);
  return b != NULL;
}

void od_live_in(OdFunc *f, MlbBlock *b, MlbValueVec *out) {
  uint32_t n = 0;
  const uint32_t *ids =
      in_liveness(f, b) ? mlb_liveness_live_in(&f->lv, b, &n) : NULL;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *v = od_current(f, f->lv.values[ids[i]]);
    if (od_is_buffer(f->m, v))
      mlb_vec_push(out, v);
  }
  od_sort_values(f, out->data, out->len);
}

/* Appends v unless `out` holds it: short lists (the common case, up to
 * OD_SCAN_MAX values) are scanned, long ones use the function's scratch
 * map (`seen`, NULL: scan). */
static void push_unique(MlbValueVec *out, MlbPtrMap *seen, MlbValue *v) {
  bool fresh = true;
  if (seen) {
    mlb_ptrmap_slot(seen, v, &fresh);
  } else {
    for (uint32_t i = 0; fresh && i < out->len; i++)
      fresh = out->data[i] != v;
  }
  if (fresh)
    mlb_vec_push(out, v);
}

/* Buffers live out of `from` (and into `to`), current values, sorted. */
static void live_across(OdFunc *f, MlbBlock *from, MlbBlock *to,
                        MlbValueVec *live) {
  uint32_t nout = 0, nin = 0;
  const uint32_t *lo = in_liveness(f, from)
                           ? mlb_liveness_live_out(&f->lv, from, &nout)
                           : NULL;
  const uint32_t *li =
      to && in_liveness(f, to) ? mlb_liveness_live_in(&f->lv, to, &nin)
                               : NULL;
  for (uint32_t i = 0, j = 0; i < nout; i++) {
    if (to) { /* both sorted by value number: intersect */
      while (j < nin && li[j] < lo[i])
        j++;
      if (j == nin || li[j] != lo[i])
        continue;
    }
    MlbValue *v = od_current(f, f->lv.values[lo[i]]);
    if (od_is_buffer(f->m, v))
      mlb_vec_push(live, v);
  }
  od_sort_values(f, live->data, live->len);
}

void od_retained(OdFunc *f, MlbBlock *from, MlbBlock *to,
                 MlbValue *const *fwd, uint32_t nfwd, MlbValueVec *out) {
  MlbValueVec live;
  od_vec_take(f->m, &live);
  live_across(f, from, to, &live);
  MlbPtrMap *seen =
      out->len + nfwd + live.len > OD_SCAN_MAX ? &f->seen : NULL;
  for (uint32_t i = 0; seen && i < out->len; i++)
    mlb_ptrmap_put(seen, out->data[i], (void *)1);
  for (uint32_t i = 0; i < nfwd; i++)
    if (od_is_buffer(f->m, fwd[i]))
      push_unique(out, seen, fwd[i]);
  for (uint32_t i = 0; i < live.len; i++)
    push_unique(out, seen, live.data[i]);
  if (seen)
    reset_map(seen);
  od_vec_give(f->m, &live);
}

/* ==== The list of buffers to deallocate ==== */

static MlbAttr *value_loc(MlbContext *ctx, MlbValue *v) {
  if (v->def_op)
    return v->def_op->loc;
  return v->loc ? v->loc : mlb_loc_unknown(ctx);
}

/* memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] */
static MlbValue *rank0_view(MlbBuilder *b, MlbAttr *loc, MlbValue *m) {
  MlbContext *ctx = b->ctx;
  const MlbType *t = m->type;
  MlbType *res = mlb_type_memref(ctx, 0, NULL, t->u.unranked.elt,
                                 mlb_attr_strided(ctx, 0, NULL, 0),
                                 t->u.unranked.memspace);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "memref.reinterpret_cast", loc);
  mlb_vec_push(&st.operands, m);
  int64_t seg[4] = {1, 0, 0, 0}, zero = 0;
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 4);
  mlb_opstate_add_prop(&st, "static_offsets",
                       mlb_attr_dense_i64_array(ctx, 1, &zero));
  mlb_opstate_add_prop(&st, "static_sizes",
                       mlb_attr_dense_i64_array(ctx, 0, NULL));
  mlb_opstate_add_prop(&st, "static_strides",
                       mlb_attr_dense_i64_array(ctx, 0, NULL));
  mlb_vec_push(&st.result_types, res);
  return mlb_op_result(mlb_builder_insert(b, &st), 0);
}

/* The allocated base buffer of memref m (what a dealloc must receive). */
/* The rank-0 memref of m's element type and memory space, remembered per
 * memref type (a uniquing lookup otherwise). */
static MlbType *base_type(OdModule *m, const MlbType *t) {
  bool fresh = false;
  void **slot = mlb_ptrmap_slot(&m->base_types, t, &fresh);
  if (fresh)
    *slot = mlb_type_memref(m->ctx, 0, NULL, t->u.shaped.elt, NULL,
                            t->u.shaped.memspace);
  return *slot;
}

static MlbValue *base_buffer(OdModule *md, MlbBuilder *b, MlbAttr *loc,
                             MlbValue *m) {
  MlbContext *ctx = b->ctx;
  if (m->type->kind == MLB_TYPE_UNRANKED_MEMREF)
    m = rank0_view(b, loc, m);
  const MlbType *t = m->type;
  uint32_t rank = t->u.shaped.rank;
  uint32_t n = 2 + 2 * rank;
  MlbType *small[16];
  MlbType **res =
      MLB_FITS_SMALL(n, small) ? small : mlb_malloc(n * sizeof *res);
  res[0] = base_type(md, t);
  for (uint32_t i = 1; i < n; i++)
    res[i] = ctx->t_index ? ctx->t_index : mlb_type_index(ctx);
  MlbOperation *op = mlb_bld_op(b, "memref.extract_strided_metadata", loc, 1,
                                &m, n, res);
  if (res != small)
    mlb_free(res);
  return mlb_op_result(op, 0);
}

MlbStatus od_collect(OdFunc *f, MlbBuilder *b, MlbAttr *loc, MlbBlock *blk,
                     OdDeallocList *out) {
  OdBlock *s = od_block(f, blk);
  for (uint32_t i = 0; i < s->memrefs.len; i++) {
    MlbValue *v = s->memrefs.data[i];
    OdOwn o = od_get(f, v, blk);
    if (o.kind != OD_UNIQUE)
      return mlb_emit_error(f->ctx, value_loc(f->ctx, v),
                            "MemRef value does not have valid ownership");
    const MlbAllocationIface *a = NULL;
    OdFreeKind k = od_free_kind(f->m, v, &a);
    if (k == OD_FREE_NEVER)
      continue;
    if (k == OD_FREE_NONE) {
      if (!od_is_const(o.ind, false) && v->def_op)
        od_remark(f->m, v->def_op,
                  "ownership-based deallocation: buffer allocated in more "
                  "than one way (or without a free op): not freed");
      continue;
    }
    MlbValue *base = k == OD_FREE_DEALLOC ? base_buffer(f->m, b, loc, v) : NULL;
    mlb_vec_push(&out->values, v);
    mlb_vec_push(&out->bases, base);
    mlb_vec_push(&out->conds, o.ind);
  }
  return MLB_SUCCESS;
}

void od_list_init(OdFunc *f, OdDeallocList *l) {
  od_vec_take(f->m, &l->values);
  od_vec_take(f->m, &l->bases);
  od_vec_take(f->m, &l->conds);
}

void od_list_free(OdFunc *f, OdDeallocList *l) {
  od_vec_give(f->m, &l->values);
  od_vec_give(f->m, &l->bases);
  od_vec_give(f->m, &l->conds);
}

void od_set_retained(OdFunc *f, MlbBlock *blk, MlbValue *const *ret,
                     uint32_t n, MlbValue *const *upd) {
  for (uint32_t i = 0; i < n; i++)
    od_reset(f, ret[i], blk);
  for (uint32_t i = 0; i < n; i++)
    od_update(f, ret[i], od_own_unique(upd[i]), blk);
}
