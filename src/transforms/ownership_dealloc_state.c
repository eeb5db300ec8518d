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

/* ==== Blocks and the ownership map ==== */

OdBlock *od_block(OdFunc *f, MlbBlock *b) {
  OdBlock *s = mlb_ptrmap_get(&f->blocks, b);
  if (!s) {
    s = mlb_arena_alloc(f->m->arena, sizeof *s);
    mlb_ptrmap_init(&s->own);
    mlb_ptrmap_put(&f->blocks, b, s);
  }
  return s;
}

static OdOwn *own_slot(OdFunc *f, MlbValue *v, MlbBlock *b, bool create) {
  if (!b)
    b = mlb_value_parent_block(v);
  OdBlock *s = create ? od_block(f, b) : mlb_ptrmap_get(&f->blocks, b);
  if (!s)
    return NULL;
  OdOwn *o = mlb_ptrmap_get(&s->own, v);
  if (!o && create) {
    o = mlb_arena_alloc(f->m->arena, sizeof *o);
    o->kind = OD_UNINIT;
    mlb_ptrmap_put(&s->own, v, o);
  }
  return o;
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

void od_add_memref(OdFunc *f, MlbValue *v, MlbBlock *b) {
  if (!b)
    b = mlb_value_parent_block(v);
  mlb_vec_push(&od_block(f, b)->memrefs, v);
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

bool od_is_buffer(OdModule *m, const MlbValue *v) {
  return v->type && mlb_type_is_buffer_like(m->ctx, v->type);
}

bool od_is_memref(const MlbValue *v) {
  return v->type && mlb_type_is_memref(v->type);
}

MlbValue *od_bool(MlbBuilder *b, MlbAttr *loc, bool v) {
  return mlb_bld_const_bool(b, loc, v);
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

typedef struct OrderCache {
  MlbPtrMap pos; /* op -> position + 1 */
} OrderCache;

static uint32_t op_pos(OrderCache *c, MlbOperation *op) {
  uintptr_t p = (uintptr_t)mlb_ptrmap_get(&c->pos, op);
  if (p)
    return (uint32_t)(p - 1);
  uintptr_t i = 1;
  for (MlbOperation *o = op->block ? op->block->first : op; o; o = o->next)
    mlb_ptrmap_put(&c->pos, o, (void *)i++);
  return (uint32_t)((uintptr_t)mlb_ptrmap_get(&c->pos, op) - 1);
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
void od_sort_values(MlbValue **v, uint32_t n) {
  OrderCache c;
  mlb_ptrmap_init(&c.pos);
  for (uint32_t i = 1; i < n; i++) {
    MlbValue *x = v[i];
    uint32_t j = i;
    while (j > 0 && value_less(&c, x, v[j - 1])) {
      v[j] = v[j - 1];
      j--;
    }
    v[j] = x;
  }
  mlb_ptrmap_free(&c.pos);
}

/* ==== Liveness ==== */

static bool in_liveness(OdFunc *f, MlbBlock *b) {
  return b && mlb_liveness_block_id(&f->lv, b) != UINT32_MAX;
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
  od_sort_values(out->data, out->len);
}

static void push_unique(MlbValueVec *out, MlbPtrMap *seen, MlbValue *v) {
  bool fresh = false;
  mlb_ptrmap_slot(seen, v, &fresh);
  if (fresh)
    mlb_vec_push(out, v);
}

void od_retained(OdFunc *f, MlbBlock *from, MlbBlock *to,
                 MlbValue *const *fwd, uint32_t nfwd, MlbValueVec *out) {
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  for (uint32_t i = 0; i < nfwd; i++)
    if (od_is_buffer(f->m, fwd[i]))
      push_unique(out, &seen, fwd[i]);
  uint32_t nout = 0, nin = 0;
  const uint32_t *lo = in_liveness(f, from)
                           ? mlb_liveness_live_out(&f->lv, from, &nout)
                           : NULL;
  const uint32_t *li =
      to && in_liveness(f, to) ? mlb_liveness_live_in(&f->lv, to, &nin)
                               : NULL;
  MlbValueVec live = {0};
  for (uint32_t i = 0, j = 0; i < nout; i++) {
    if (to) { /* both sorted by value number: intersect */
      while (j < nin && li[j] < lo[i])
        j++;
      if (j == nin || li[j] != lo[i])
        continue;
    }
    MlbValue *v = od_current(f, f->lv.values[lo[i]]);
    if (od_is_buffer(f->m, v))
      mlb_vec_push(&live, v);
  }
  od_sort_values(live.data, live.len);
  for (uint32_t i = 0; i < live.len; i++)
    push_unique(out, &seen, live.data[i]);
  mlb_vec_free(&live);
  mlb_ptrmap_free(&seen);
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
static MlbValue *base_buffer(MlbBuilder *b, MlbAttr *loc, MlbValue *m) {
  MlbContext *ctx = b->ctx;
  if (m->type->kind == MLB_TYPE_UNRANKED_MEMREF)
    m = rank0_view(b, loc, m);
  const MlbType *t = m->type;
  uint32_t rank = t->u.shaped.rank;
  MlbTypeVec res = {0};
  mlb_vec_push(&res, mlb_type_memref(ctx, 0, NULL, t->u.shaped.elt, NULL,
                                     t->u.shaped.memspace));
  for (uint32_t i = 0; i < 1 + 2 * rank; i++)
    mlb_vec_push(&res, ctx->t_index ? ctx->t_index : mlb_type_index(ctx));
  MlbOperation *op = mlb_bld_op(b, "memref.extract_strided_metadata", loc, 1,
                                &m, res.len, res.data);
  mlb_vec_free(&res);
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
    MlbValue *base = k == OD_FREE_DEALLOC ? base_buffer(b, loc, v) : NULL;
    mlb_vec_push(&out->values, v);
    mlb_vec_push(&out->bases, base);
    mlb_vec_push(&out->conds, o.ind);
  }
  return MLB_SUCCESS;
}

void od_list_free(OdDeallocList *l) {
  mlb_vec_free(&l->values);
  mlb_vec_free(&l->bases);
  mlb_vec_free(&l->conds);
}

void od_set_retained(OdFunc *f, MlbBlock *blk, MlbValue *const *ret,
                     uint32_t n, MlbValue *const *upd) {
  for (uint32_t i = 0; i < n; i++)
    od_reset(f, ret[i], blk);
  for (uint32_t i = 0; i < n; i++)
    od_update(f, ret[i], od_own_unique(upd[i]), blk);
}
