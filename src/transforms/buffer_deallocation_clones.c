/* buffer_deallocation_clones.c - owners, critical aliases and the clones
 * that give each critical alias a buffer of its own (MLIR 16's
 * introduceClones), and the clones that make every returned buffer one
 * the caller may free.
 *
 * Owners are the buffers the pass frees: heap allocations (ALLOCATE
 * effect on a result outside the automatic resource, at most one free),
 * buffer results of calls (the caller owns what a call returns), and the
 * critical aliases. A value the alias analysis says an owner may flow
 * into is critical when it is a block argument or region result that the
 * owner's block does not dominate, or a block argument of the owner's own
 * block (MLIR 16's fixpoint, from every owner and every critical alias).
 * Each operand forwarded into a critical alias is replaced by a clone made
 * just before the forwarding op, so that the critical alias owns what it
 * receives, and the buffers it came from can be freed in their own blocks.
 *
 * Beyond MLIR 16, for safety:
 *  - a clone made before a branch with several successors would be made
 *    on every edge but owned on one: the edge gets a block of its own and
 *    the clone goes there (MLIR 16 leaks the clone on the other edges);
 *  - one clone may serve several successors of a region terminator or of
 *    a region op's entry (the operand is shared), so every value it may
 *    reach there is made critical too (it owns the clone when reached);
 *  - function results are owned by the caller: a returned value that is
 *    neither an owner nor only forwarded from one (an argument, a view, a
 *    value of unknown origin, an owner the input frees itself), or an
 *    owner returned twice, is cloned (MLIR 16 returns such values as they
 *    are: double frees or frees of buffers the caller does not own); a
 *    buffer of the function's own that the input frees by hand on other
 *    paths is returned as it is (only forwarded from such buffers).
 */
#include "transforms/buffer_deallocation.h"

/* ==== Allocation interfaces ==== */

static bool same_free(const MlbAllocationIface *a, const MlbAllocationIface *b) {
  if (a == b)
    return true;
  if (!a || !b || a->build_free != b->build_free ||
      a->resource != b->resource)
    return false;
  return a->free_op && b->free_op ? strcmp(a->free_op, b->free_op) == 0
                                  : a->free_op == b->free_op;
}

static bool can_free(const MlbAllocationIface *a) {
  return a && (a->free_op || a->build_free);
}

/* The interface freeing and cloning a buffer of `v`'s type that no known
 * allocation made: memref.alloc's for memrefs (as MLIR 16), none else. */
static const MlbAllocationIface *default_iface(BdFunc *f, const MlbValue *v) {
  return mlb_type_is_memref(v->type) ? bd_default_iface(f) : NULL;
}

/* ==== Owners ==== */

/* The one op freeing `v` directly (NULL: none). */
static MlbOperation *direct_free(BdFunc *f, MlbValue *v, MlbEffectVec *fx) {
  for (MlbUse *u = v->uses; u; u = u->next) {
    fx->len = 0;
    if (!mlb_op_effects(f->ctx, u->owner, fx))
      continue;
    for (uint32_t i = 0; i < fx->len; i++)
      if (fx->data[i].kind == MLB_EFFECT_FREE && fx->data[i].value == v)
        return u->owner;
  }
  return NULL;
}

MLB_HOT static void add_owner(BdFunc *f, MlbValue *v, MlbOperation *free_op,
                              const MlbAllocationIface *a) {
  mlb_vec_push(&f->owners, v);
  mlb_vec_push(&f->frees, free_op);
  mlb_small_map_put(&f->owner_iface, v, (void *)a);
  if (free_op)
    mlb_small_map_put(&f->owner_free, v, free_op);
}

static MlbStatus collect_allocs(BdFunc *f) {
  for (uint32_t i = 0; i < f->pl.allocs.len; i++) {
    MlbValue *v = f->pl.allocs.data[i];
    MlbOperation *fr = f->pl.frees.data[i];
    if (mlb_small_map_get(&f->hand, v) ||
        !bd_reachable(f, &f->pl.dom, v->def_op->block))
      continue;
    const MlbAllocationIface *a = mlb_op_iface(v->def_op, MLB_IFACE_ALLOCATION);
    if (!fr && !a)
      return mlb_op_emit_error(f->ctx, v->def_op, "Allocation is not "
                               "deallocated explicitly nor does the operation "
                               "implement the AllocationOpInterface.");
    if (!fr && !can_free(a))
      return mlb_op_emit_error(f->ctx, v->def_op, "allocations without "
                               "compatible deallocations are not supported");
    add_owner(f, v, fr, a ? a : &bd_no_iface);
  }
  return MLB_SUCCESS;
}

typedef struct CallScan {
  BdFunc *f;
  MlbEffectVec fx;
  MlbStatus status;
} CallScan;

/* Buffer results of calls belong to the caller (MLIR 16 leaves them to
 * leak). */
static MlbWalkResult call_results(MlbOperation *op, void *user) {
  CallScan *c = user;
  if (!mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_WALK_ADVANCE;
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (!mlb_type_is_buffer_like(c->f->ctx, r->type) ||
        mlb_small_map_get(&c->f->hand, r) ||
        !bd_reachable(c->f, &c->f->pl.dom, op->block))
      continue;
    const MlbAllocationIface *a = default_iface(c->f, r);
    MlbOperation *fr = direct_free(c->f, r, &c->fx);
    if (!fr && !can_free(a)) {
      c->status = mlb_op_emit_error(c->f->ctx, op, "buffer-deallocation: "
                                    "cannot free buffer result %u of this "
                                    "call (no memref)", i);
      return MLB_WALK_INTERRUPT;
    }
    add_owner(c->f, r, fr, a ? a : &bd_no_iface);
  }
  return MLB_WALK_ADVANCE;
}

static MlbStatus collect_owners(BdFunc *f) {
  MlbStatus s = bd_find_hand(f);
  if (s == MLB_SUCCESS)
    s = collect_allocs(f);
  /* No op that may free and no call (the checks' walk): no call result. */
  if (s != MLB_SUCCESS || !f->may_free)
    return s;
  CallScan c = {f, {0}, MLB_SUCCESS};
  (void)mlb_walk_post(f->func, call_results, &c);
  mlb_vec_free(&c.fx);
  return c.status;
}

/* ==== Critical aliases (MLIR 16's fixpoint) ==== */

typedef struct Item {
  MlbValue *v;
  MlbBlock *def; /* block the flow into v's successors is judged from */
} Item;

typedef struct Seen {
  MlbBlock *def;
  uint32_t next; /* index + 1 of the next entry for the same value */
} Seen;

/* The (value, def) pairs queued are kept in a list per value while they
 * are few: a function's walks mostly meet each value from one or two
 * blocks. A value flowing through a long chain of blocks is met from each
 * block before it, and scanning its list made the walks cubic in the
 * chain's length (1,000 blocks passing buffers on: 9.4 s); past
 * SEEN_LIST_MAX pairs in all, new pairs go to a hash set instead (the
 * lists stay as they are and are still scanned first, so a scan is
 * bounded by SEEN_LIST_MAX). support/thresholds.h: the tiny value makes
 * the test suite's sanitizer build hash every pair. */
enum { SEEN_LIST_MAX = MLB_THRESHOLD(256, 0) };

typedef struct Fixpoint {
  BdFunc *f;
  MLB_VEC(Item) work;
  MLB_VEC(Seen) seen;
  MlbSmallMap seen_head; /* value -> index + 1 of its first Seen */
  /* Past SEEN_LIST_MAX: open addressing over (alias id + 1) << 32 |
   * (def number + 1), 0 marking a free slot; capacity a power of two. */
  MLB_VEC(uint64_t) pairs;
  MlbSmallMap def_number; /* def block -> its number + 1 */
} Fixpoint;

/* The hash set and def_number are set up by the first pair hashed: most
 * functions never need them. */
static void fixpoint_init(Fixpoint *fp, BdFunc *f) {
  MlbVecPool *pool = &f->ctx->state_pool;
  fp->f = f;
  mlb_vec_from_pool(pool, &fp->work);
  mlb_vec_from_pool(pool, &fp->seen);
  mlb_small_map_init(&fp->seen_head, pool);
  fp->pairs.data = NULL;
  fp->pairs.len = fp->pairs.cap = 0;
}

static void fixpoint_free(Fixpoint *fp) {
  MlbVecPool *pool = &fp->f->ctx->state_pool;
  mlb_vec_to_pool(pool, &fp->work);
  mlb_vec_to_pool(pool, &fp->seen);
  mlb_small_map_free(&fp->seen_head);
  if (fp->pairs.cap) {
    mlb_small_map_free(&fp->def_number);
    mlb_vec_free(&fp->pairs);
  }
}

/* Inserts `key` into the hash set (which has room); false when it was
 * there. */
static bool pair_insert(Fixpoint *fp, uint64_t key) {
  uint32_t mask = fp->pairs.cap - 1;
  for (uint32_t i = (uint32_t)mlb_hash_combine(0, key) & mask;;
       i = (i + 1) & mask) {
    if (fp->pairs.data[i] == key)
      return false;
    if (!fp->pairs.data[i]) {
      fp->pairs.data[i] = key;
      fp->pairs.len++;
      return true;
    }
  }
}

/* Doubles the hash set (a first one of 1,024 slots), keeping it at most
 * half full. */
static void pairs_grow(Fixpoint *fp) {
  if (!fp->pairs.cap)
    mlb_small_map_init(&fp->def_number, &fp->f->ctx->state_pool);
  uint32_t cap = fp->pairs.cap ? fp->pairs.cap * 2 : 1024;
  uint64_t *old = fp->pairs.data;
  uint32_t old_cap = fp->pairs.cap;
  fp->pairs.data = mlb_calloc(cap, sizeof(uint64_t));
  fp->pairs.cap = cap;
  fp->pairs.len = 0;
  for (uint32_t i = 0; i < old_cap; i++)
    if (old[i])
      (void)pair_insert(fp, old[i]);
  mlb_free(old);
}

static bool visit_hashed(Fixpoint *fp, MlbValue *v, MlbBlock *def) {
  if (2 * (fp->pairs.len + 1) > fp->pairs.cap)
    pairs_grow(fp);
  bool fresh = false;
  void **num = mlb_small_map_slot(&fp->def_number, def, &fresh);
  if (fresh)
    *num = (void *)(uintptr_t)(mlb_small_map_len(&fp->def_number));
  uint64_t key = ((uint64_t)mlb_alias_id(&fp->f->pl.alias, v) + 1) << 32 |
                 (uint32_t)(uintptr_t)*num;
  return pair_insert(fp, key);
}

/* Has (v, def) been queued before? Marks it. */
static bool visit_once(Fixpoint *fp, MlbValue *v, MlbBlock *def) {
  uintptr_t head = (uintptr_t)mlb_small_map_get(&fp->seen_head, v);
  for (uintptr_t i = head; i; i = fp->seen.data[i - 1].next)
    if (fp->seen.data[i - 1].def == def)
      return false;
  if (fp->seen.len + 1 > SEEN_LIST_MAX) /* (no >= 0 when it is 0) */
    return visit_hashed(fp, v, def);
  Seen s = {def, (uint32_t)head};
  mlb_vec_push(&fp->seen, s);
  mlb_small_map_put(&fp->seen_head, v, (void *)(uintptr_t)fp->seen.len);
  return true;
}

static void make_critical(BdFunc *f, MlbValue *v) {
  mlb_small_map_put(&f->critical, v, (void *)1);
  add_owner(f, v, NULL, &bd_no_iface); /* interface chosen later */
}

MLB_HOT bool bd_is_function_arg(const BdFunc *f, const MlbValue *v) {
  return mlb_value_is_arg(v) && mlb_block_is_entry(v->owner_block) &&
         mlb_block_parent_op(v->owner_block) == f->func;
}

/* The values `src` flows into directly: critical when `def` does not
 * dominate them or they are arguments of `def` itself, else followed. */
MLB_HOT static void find_unsafe(Fixpoint *fp, MlbValue *src, MlbBlock *def) {
  MlbAliasInfo *a = &fp->f->pl.alias;
  uint32_t id = mlb_alias_id(a, src);
  if (id == UINT32_MAX)
    return;
  for (uint32_t e = a->fwd_start[id]; e < a->fwd_start[id + 1]; e++) {
    MlbValue *v = a->values[a->fwd[e]];
    /* Owners own what reaches them (a recursive call's results). */
    if (mlb_small_map_get(&fp->f->owner_iface, v) ||
        bd_is_function_arg(fp->f, v) || mlb_small_map_get(&fp->f->hand, v))
      continue;
    MlbBlock *pb = mlb_value_parent_block(v);
    if (!bd_reachable(fp->f, &fp->f->pl.dom, pb))
      continue;
    if (!mlb_dom_info_dominates(&fp->f->pl.dom, def, pb) ||
        (def == pb && mlb_value_is_arg(v))) {
      make_critical(fp->f, v);
      Item it = {v, pb};
      mlb_vec_push(&fp->work, it);
    } else if (visit_once(fp, v, def)) {
      Item it = {v, def};
      mlb_vec_push(&fp->work, it);
    }
  }
}

/* From owners[from, to) (each judged from its own block) until no new
 * critical alias appears. */
static void run_fixpoint(Fixpoint *fp, uint32_t from, uint32_t to) {
  BdFunc *f = fp->f;
  for (uint32_t i = from; i < to; i++) {
    MlbValue *v = f->owners.data[i];
    find_unsafe(fp, v, mlb_value_parent_block(v));
    while (fp->work.len) {
      Item it = fp->work.data[--fp->work.len];
      find_unsafe(fp, it.v, it.def);
    }
  }
}

/* ==== Forwarding points ==== */

/* Where a value forwarded into a critical alias comes from: operand `k`
 * of `op`, which is a branch to edge `succ` (kind BRANCH), a region
 * terminator, or the region op itself on entry (kind REGION). */
typedef enum { PT_BRANCH, PT_REGION } PointKind;
typedef struct Point {
  PointKind kind;
  MlbOperation *op;
  uint32_t k, succ;
} Point;
typedef MLB_VEC(Point) PointVec;

static bool rb_has_successor(MlbOperation *p, const MlbRegionBranchIface *rb,
                             int32_t from, int32_t to, MlbU32Vec *tmp) {
  tmp->len = 0;
  rb->successors(p, from, tmp);
  for (uint32_t i = 0; i < tmp->len; i++)
    if ((int32_t)tmp->data[i] == to)
      return true;
  return false;
}

/* Operands forwarded to successor `to` (input number `in`) of region
 * point `from` of region op p: terminators of region `from`, or p itself
 * on entry. */
static MlbStatus region_points(MlbOperation *p, const MlbRegionBranchIface *rb,
                               int32_t from, int32_t to, uint32_t in,
                               PointVec *out) {
  uint32_t s = 0, c = 0;
  if (from == MLB_REGION_PARENT) {
    rb->entry_operands(p, to, &s, &c);
    if (!c)
      return MLB_SUCCESS; /* nothing enters `to` from the parent */
    if (in >= c)
      return MLB_FAILURE;
    Point pt = {PT_REGION, p, s + in, 0};
    mlb_vec_push(out, pt);
    return MLB_SUCCESS;
  }
  for (MlbBlock *b = p->regions[from].first; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (!t || t->num_successors ||
        !mlb_term_forwarded_operands(t, to, &s, &c))
      continue;
    if (in >= c)
      return MLB_FAILURE;
    Point pt = {PT_REGION, t, s + in, 0};
    mlb_vec_push(out, pt);
  }
  return MLB_SUCCESS;
}

/* f->succ_tmp, emptied: scratch for one question about region
 * successors (asked several times per critical alias). */
static MlbU32Vec *succ_scratch(BdFunc *f) {
  if (!f->succ_tmp.data)
    mlb_vec_from_pool(&f->ctx->state_pool, &f->succ_tmp);
  f->succ_tmp.len = 0;
  return &f->succ_tmp;
}

/* Every forwarding into region point `to` (input `in`) of p. */
MLB_HOT static MlbStatus region_incoming(BdFunc *f, MlbOperation *p, int32_t to,
                                         uint32_t in, PointVec *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
  if (!rb)
    return MLB_FAILURE;
  MlbU32Vec *tmp = succ_scratch(f);
  MlbStatus s = MLB_SUCCESS;
  for (int32_t from = MLB_REGION_PARENT;
       from < (int32_t)p->num_regions && s == MLB_SUCCESS; from++)
    if (rb_has_successor(p, rb, from, to, tmp))
      s = region_points(p, rb, from, to, in, out);
  return s;
}

/* The forwarding points of critical alias v. */
MLB_HOT static MlbStatus incoming_points(BdFunc *f, MlbValue *v,
                                         PointVec *out) {
  uint32_t first = 0, count = 0;
  if (!mlb_value_is_arg(v)) {
    MlbOperation *p = v->def_op;
    const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
    if (!rb)
      return MLB_FAILURE;
    rb->successor_inputs(p, MLB_REGION_PARENT, &first, &count);
    if (v->index < first || v->index >= first + count)
      return MLB_FAILURE;
    return region_incoming(f, p, MLB_REGION_PARENT, v->index - first, out);
  }
  MlbBlock *b = v->owner_block;
  for (MlbBlockOperand *e = b->preds; e; e = e->next) {
    uint32_t s = 0, c = 0;
    if (!mlb_succ_operands(e->owner, e->index, &s, &c) || v->index >= c)
      return MLB_FAILURE;
    Point pt = {PT_BRANCH, e->owner, s + v->index, e->index};
    mlb_vec_push(out, pt);
  }
  MlbOperation *p = mlb_block_parent_op(b);
  if (!mlb_block_is_entry(b) || !p ||
      !mlb_op_iface(p, MLB_IFACE_REGION_BRANCH))
    return MLB_SUCCESS;
  int32_t r = (int32_t)(b->parent - p->regions);
  const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
  rb->successor_inputs(p, r, &first, &count);
  if (v->index < first || v->index >= first + count)
    return MLB_SUCCESS; /* not a forwarded input (an induction variable) */
  return region_incoming(f, p, r, v->index - first, out);
}

/* The value point pt forwards, as the analyses know it (before its
 * clone, through split edges). */
static MlbValue *point_source(BdFunc *f, const Point *pt) {
  MlbUse *u = &pt->op->operands[pt->k];
  MlbValue *src = mlb_small_map_get(&f->cloned_use, u);
  if (!src || src == (void *)1)
    src = u->value;
  return bd_forwarded(f, src);
}

bool bd_all_incoming(BdFunc *f, MlbValue *x, BdPointPred pred, void *user) {
  PointVec pts;
  mlb_vec_from_pool(&f->ctx->state_pool, &pts);
  bool all = incoming_points(f, x, &pts) == MLB_SUCCESS;
  for (uint32_t i = 0; i < pts.len && all; i++)
    all = pred(f, pts.data[i].op, point_source(f, &pts.data[i]), user);
  mlb_vec_to_pool(&f->ctx->state_pool, &pts);
  return all;
}

uint32_t bd_count_incoming(BdFunc *f, MlbValue *x, BdValuePred pred,
                           void *user) {
  PointVec pts;
  mlb_vec_from_pool(&f->ctx->state_pool, &pts);
  uint32_t n = 0;
  if (incoming_points(f, x, &pts) != MLB_SUCCESS)
    n = UINT32_MAX;
  for (uint32_t i = 0; i < pts.len && n != UINT32_MAX; i++)
    n += pred(f, point_source(f, &pts.data[i]), user) ? 1 : 0;
  mlb_vec_to_pool(&f->ctx->state_pool, &pts);
  return n;
}

/* The values a region forwarding point hands operand pt->k to, one per
 * successor of its region point; false when some successor does not
 * receive it (a clone made before the op would then leak there). */
static bool region_targets(BdFunc *f, const Point *pt, MlbValueVec *out) {
  MlbOperation *p = mlb_op_iface(pt->op, MLB_IFACE_REGION_BRANCH)
                        ? pt->op
                        : mlb_op_parent_op(pt->op);
  int32_t from = p == pt->op
                     ? MLB_REGION_PARENT
                     : (int32_t)(pt->op->block->parent - p->regions);
  const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
  MlbU32Vec *succ = succ_scratch(f);
  rb->successors(p, from, succ);
  bool ok = true;
  for (uint32_t i = 0; i < succ->len && ok; i++) {
    int32_t to = (int32_t)succ->data[i];
    uint32_t s = 0, c = 0, first = 0, n = 0;
    if (from == MLB_REGION_PARENT)
      rb->entry_operands(p, to, &s, &c);
    else
      ok = mlb_term_forwarded_operands(pt->op, to, &s, &c);
    rb->successor_inputs(p, to, &first, &n);
    ok = ok && pt->k >= s && pt->k < s + c && pt->k - s < n;
    if (!ok)
      break;
    uint32_t in = first + (pt->k - s);
    mlb_vec_push(out, to == MLB_REGION_PARENT
                          ? mlb_op_result(p, in)
                          : p->regions[to].first->args[in]);
  }
  return ok;
}

static MlbStatus unsupported(BdFunc *f, MlbValue *v, const char *why) {
  MlbOperation *at = v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
  MlbAttr *loc = v->def_op ? v->def_op->loc : v->loc;
  if (!loc && at)
    loc = at->loc;
  return mlb_emit_error(f->ctx, loc ? loc : f->func->loc,
                        "buffer-deallocation: %s", why);
}

/* The forwarding points of the critical aliases owners[first_critical..]
 * as close_siblings finds them: points of alias first_critical + i are
 * pts[start[i] .. start[i + 1]). clone_incoming takes them from here
 * while no edge is split: until then it has changed the IR only by
 * clones, made before the forwarding ops (which stay their blocks' last
 * ops) and replacing their operands (whose positions stay), so every
 * point is the same; a split edge changes the predecessors of blocks. */
typedef struct PointCache {
  PointVec pts;
  MlbU32Vec start;
} PointCache;

/* Makes every value sharing a forwarded operand with a critical alias
 * critical too (the clone of that operand is owned wherever it goes), and
 * follows the flow from each such value as from any critical alias. */
static MlbStatus close_siblings(Fixpoint *fp, uint32_t first_critical,
                                PointCache *pc) {
  BdFunc *f = fp->f;
  MlbVecPool *pool = &f->ctx->state_pool;
  PointVec *pts = &pc->pts;
  MlbValueVec targets;
  mlb_vec_from_pool(pool, &targets);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = first_critical; i < f->owners.len && !s; i++) {
    MlbValue *v = f->owners.data[i];
    uint32_t from = pts->len;
    mlb_vec_push(&pc->start, from);
    if (incoming_points(f, v, pts) != MLB_SUCCESS) {
      s = unsupported(f, v, "cannot find the operands forwarded to this "
                            "value to clone them");
      break;
    }
    for (uint32_t p = from; p < pts->len && !s; p++) {
      if (pts->data[p].kind != PT_REGION)
        continue;
      targets.len = 0;
      if (!region_targets(f, &pts->data[p], &targets)) {
        s = unsupported(f, v, "a clone of an operand forwarded to this "
                              "value would not reach every successor");
        break;
      }
      for (uint32_t t = 0; t < targets.len; t++) {
        if (mlb_small_map_get(&f->critical, targets.data[t]))
          continue;
        make_critical(f, targets.data[t]);
        run_fixpoint(fp, f->owners.len - 1, f->owners.len);
      }
    }
  }
  mlb_vec_push(&pc->start, pts->len);
  mlb_vec_to_pool(pool, &targets);
  return s;
}

/* The allocation interface of critical alias v: the one of the owners
 * reaching it (they must agree on how to free), else the default. */
static MlbStatus critical_iface(BdFunc *f, MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&f->pl.alias, v, &n);
  const MlbAllocationIface *a = NULL;
  for (uint32_t i = 0; i < n; i++) {
    const MlbAllocationIface *oa =
        mlb_small_map_get(&f->owner_iface, f->pl.alias.values[org[i]]);
    if (!oa || oa == &bd_no_iface)
      continue;
    if (a && !same_free(a, oa))
      return unsupported(f, v, "buffers of allocations freed differently "
                               "may reach this value");
    if (!a || (!a->clone_op && !a->build_clone))
      a = oa;
  }
  if (!a)
    a = default_iface(f, v);
  if (!can_free(a))
    return unsupported(f, v, "no allocation interface says how to free "
                             "the clones this value needs");
  mlb_small_map_put(&f->owner_iface, v, (void *)a);
  return MLB_SUCCESS;
}

/* ==== Clones ==== */

/* Is u the source of a view that addresses the allocation from its base
 * (MlbViewIface.rebases)? */
static bool rebasing_use(const MlbUse *u) {
  const MlbViewIface *vi = mlb_op_iface(u->owner, MLB_IFACE_VIEW);
  return vi && vi->rebases && mlb_use_index(u) == vi->source_operand &&
         !(vi->within_source && vi->within_source(u->owner));
}

/* Does a value x may flow into reach, through an op that addresses its
 * source's allocation from the base (MlbViewIface.rebases), bytes outside
 * a view `src`? A clone of a view copies only the view's part: such a
 * view of the clone would read other bytes than the program does. */
/* Is src a whole allocation (through casts), so that its clone holds
 * every byte a view of it may address? */
MLB_HOT static bool whole_allocation(BdFunc *f, MlbValue *src) {
  while (src->def_op && mlb_op_has_trait(src->def_op, MLB_TRAIT_CAST) &&
         src->def_op->num_operands == 1)
    src = mlb_op_operand(src->def_op, 0);
  return mlb_alias_origin_kind(&f->pl.alias, src) == MLB_ORIGIN_ALLOC;
}

static bool rebased_after_clone(BdFunc *f, MlbValue *src, MlbValue *x) {
  if (whole_allocation(f, src))
    return false; /* the whole allocation is copied */
  MlbValueVec vs = {0};
  mlb_vec_push(&vs, x);
  mlb_alias_flows_to(&f->pl.alias, x, &vs);
  bool found = false;
  for (uint32_t i = 0; i < vs.len && !found; i++)
    for (MlbUse *u = vs.data[i]->uses; u && !found; u = u->next)
      found = rebasing_use(u);
  mlb_vec_free(&vs);
  return found;
}

/* Does a use of v, directly or through further views (a chain of any
 * length: each view result is reached from its one source), address v's
 * allocation from its base? */
static bool rebased_use(MlbValue *v) {
  MlbValueVec work = {0};
  mlb_vec_push(&work, v);
  bool found = false;
  while (work.len && !found) {
    MlbValue *x = mlb_vec_pop(&work);
    for (MlbUse *u = x->uses; u && !found; u = u->next) {
      const MlbViewIface *vi = mlb_op_iface(u->owner, MLB_IFACE_VIEW);
      if (!vi || mlb_use_index(u) != vi->source_operand)
        continue;
      found = rebasing_use(u);
      for (uint32_t r = 0; r < u->owner->num_results; r++)
        mlb_vec_push(&work, mlb_op_result(u->owner, r));
    }
  }
  mlb_vec_free(&work);
  return found;
}

typedef struct CallerScan {
  BdFunc *f;
  uint32_t result;
  bool found;
} CallerScan;

static MlbWalkResult scan_call(MlbOperation *op, void *user) {
  CallerScan *cs = user;
  if (!mlb_op_iface(op, MLB_IFACE_CALL) ||
      mlb_call_callee_in(cs->f->ctx, op) != cs->f->func ||
      cs->result >= op->num_results)
    return MLB_WALK_ADVANCE;
  cs->found = rebased_use(mlb_op_result(op, cs->result));
  return cs->found ? MLB_WALK_INTERRUPT : MLB_WALK_ADVANCE;
}

/* Returning a clone of view `src` as result k: does a caller address the
 * result from its allocation's base (bytes the clone does not hold)? The
 * call sites of the module are looked at, the result's uses followed
 * through views (not through branches or calls). */
static bool caller_rebases(BdFunc *f, MlbValue *src, uint32_t k) {
  if (whole_allocation(f, src))
    return false;
  CallerScan cs = {f, k, false};
  (void)mlb_walk_pre(mlb_op_outermost(f->func), scan_call, &cs);
  return cs.found;
}

/* Replaces operand k of op by a clone made just before op, once per
 * operand; an operand already cloned for a sibling stays. */
MLB_HOT static MlbStatus clone_operand(BdFunc *f, MlbOperation *op, uint32_t k,
                                       const MlbAllocationIface *a,
                                       MlbValue *x) {
  MlbUse *u = &op->operands[k];
  if (mlb_small_map_get(&f->cloned_use, u) ||
      mlb_small_map_get(&f->clones, u->value))
    return MLB_SUCCESS;
  MlbValue *src = bd_forwarded(f, u->value);
  /* At returns the caller owns each result as a buffer of its own (the
   * function-boundary convention), aliasing or not. */
  f->clone_refused = true; /* the refusals up to the clone (fallback) */
  MlbStatus st = x ? bd_check_apart(f, op, k) : MLB_SUCCESS;
  if (st != MLB_SUCCESS)
    return st;
  if (!x && caller_rebases(f, src, k))
    return mlb_op_emit_error(f->ctx, op, "buffer-deallocation: result %u "
                             "is a view that a caller addresses from its "
                             "allocation's base: a clone of the view would "
                             "not hold those bytes", k);
  if (x && rebased_after_clone(f, src, x))
    return mlb_op_emit_error(f->ctx, op, "buffer-deallocation: operand %u "
                             "is a view that a later view addresses from "
                             "its allocation's base: a clone of the view "
                             "would not hold those bytes", k);
  if (x && bd_clone_separates(f, op, src, x))
    return mlb_op_emit_error(f->ctx, op, "buffer-deallocation: the buffer "
                             "cloned for operand %u is still used after this "
                             "op and written: the copy would change what is "
                             "read", k);
  f->clone_refused = false;
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbOperation *prev = op->prev;
  MlbValue *c = mlb_build_clone(&b, a, u->value, NULL);
  bd_note_built(f, &b, prev);
  if (!c)
    return mlb_op_emit_error(f->ctx, op, "allocations without compatible "
                             "clone ops are not supported");
  bd_note_operand(f, op, k, u->value);
  mlb_op_set_operand(op, k, c);
  /* The cloned source, for bd_check_apart. */
  mlb_small_map_put(&f->cloned_use, &op->operands[k], src);
  mlb_small_map_put(&f->clones, c, (void *)1);
  f->stats[BD_STAT_CLONES]++;
  return MLB_SUCCESS;
}

MlbValue *bd_forwarded(BdFunc *f, MlbValue *v) {
  MlbValue *o = mlb_small_map_get(&f->edge_args, v);
  return o ? o : v;
}

MlbBlock *bd_edge_block(BdFunc *f, MlbOperation *t, uint32_t succ) {
  MlbBlockOperand *edge = &t->successors[succ];
  MlbBlock *e = mlb_small_map_get(&f->split, edge);
  if (e)
    return e;
  MlbContext *ctx = f->ctx;
  MlbBlock *to = edge->block;
  e = mlb_block_new(ctx);
  mlb_region_insert_block_after(t->block->parent, t->block, e);
  uint32_t s = 0, c = 0;
  (void)mlb_succ_operands(t, succ, &s, &c);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "cf.br", t->loc);
  for (uint32_t i = 0; i < c; i++) {
    MlbValue *op = mlb_op_operand(t, s + i);
    MlbValue *arg = mlb_block_add_arg(ctx, e, op->type, t->loc);
    mlb_small_map_put(&f->edge_args, arg, op);
    mlb_vec_push(&st.operands, arg);
  }
  mlb_vec_push(&st.successors, to);
  MlbBuilder b = {ctx, e, NULL};
  mlb_builder_insert(&b, &st);
  mlb_op_set_successor(t, succ, e);
  bd_note_split(f, t, succ, to, e);
  mlb_small_map_put(&f->split, edge, e);
  f->stats[BD_STAT_SPLITS]++;
  return e;
}

/* A clone on a branch edge: before the branch when it has one successor,
 * else on a block of the edge's own. */
static MlbStatus clone_on_point(BdFunc *f, const Point *pt,
                                const MlbAllocationIface *a, MlbValue *x) {
  if (pt->kind == PT_REGION || pt->op->num_successors == 1)
    return clone_operand(f, pt->op, pt->k, a, x);
  uint32_t s = 0, c = 0;
  (void)mlb_succ_operands(pt->op, pt->succ, &s, &c);
  MlbBlock *e = bd_edge_block(f, pt->op, pt->succ);
  return clone_operand(f, e->last, pt->k - s, a, x);
}

static MlbStatus clone_incoming(BdFunc *f, uint32_t first_critical,
                                const PointCache *pc) {
  PointVec pts;
  mlb_vec_from_pool(&f->ctx->state_pool, &pts);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = first_critical; i < f->owners.len && !s; i++) {
    MlbValue *v = f->owners.data[i];
    const MlbAllocationIface *a = mlb_small_map_get(&f->owner_iface, v);
    const Point *at = pts.data;
    uint32_t n = 0;
    if (!mlb_small_map_len(&f->split)) { /* the points close_siblings found */
      at = pc->pts.data + pc->start.data[i - first_critical];
      n = pc->start.data[i - first_critical + 1] -
          pc->start.data[i - first_critical];
    } else {
      pts.len = 0;
      s = incoming_points(f, v, &pts);
      at = pts.data;
      n = pts.len;
    }
    for (uint32_t p = 0; p < n && !s; p++)
      s = clone_on_point(f, &at[p], a, v);
  }
  mlb_vec_to_pool(&f->ctx->state_pool, &pts);
  return s;
}

/* ==== Returns ==== */

/* The interface to clone returned value v with: its own owner's, else the
 * first owner among its origins able to clone, else the default. */
static const MlbAllocationIface *return_clone_iface(BdFunc *f, MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&f->pl.alias, v, &n);
  for (uint32_t i = 0; i < n; i++) {
    const MlbAllocationIface *a =
        mlb_small_map_get(&f->owner_iface, f->pl.alias.values[org[i]]);
    if (a && a != &bd_no_iface && (a->clone_op || a->build_clone ||
                                   mlb_type_is_memref(v->type)))
      return a;
  }
  return default_iface(f, v);
}

/* Is `v` a buffer of the function's own (an allocation of it, a call's
 * result) that the input manages by hand? The input frees it on some
 * paths; a return on another hands it to the caller, who then owns it
 * (a clone there would be the copy the caller frees, and the buffer
 * itself would leak on that path). */
static bool own_hand_buffer(BdFunc *f, MlbValue *v) {
  if (!mlb_small_map_get(&f->hand, v) || !v->def_op)
    return false;
  return mlb_op_iface(v->def_op, MLB_IFACE_CALL) ||
         bd_alloc_index(f, v) != UINT32_MAX;
}

/* May the caller take `v` as it is: an owner the pass frees, with no free
 * of the input's own, or a buffer of the function's own that the input
 * frees by hand? */
static bool returnable(BdFunc *f, MlbValue *v) {
  const MlbAllocationIface *a = mlb_small_map_get(&f->owner_iface, v);
  if (!a)
    return own_hand_buffer(f, v);
  return a != &bd_no_iface && !mlb_small_map_get(&f->owner_free, v);
}

/* Is v only forwarded (block arguments, region results), never viewed,
 * selected or made by an unknown op? */
static bool is_forward(BdFunc *f, const MlbValue *v) {
  if (mlb_small_map_get(&f->owner_iface, v) || bd_is_function_arg(f, v))
    return false;
  return mlb_value_is_arg(v) ||
         mlb_op_iface(v->def_op, MLB_IFACE_REGION_BRANCH) != NULL;
}

/* The owner a returned value hands to the caller as it is: v itself when
 * the caller may take it, or the one such owner v is forwarded from on
 * every path (an scf.if result yielding an allocation of before it, as
 * MLIR 16 returns it), or the first of the buffers the input frees by
 * hand that v is only forwarded from; NULL when v must be cloned. */
static MlbValue *escaping_owner(BdFunc *f, MlbValue *v) {
  if (returnable(f, v))
    return v;
  if (!is_forward(f, v))
    return NULL;
  MlbAliasInfo *a = &f->pl.alias;
  MlbValue *owner = NULL;
  bool owner_hand = false;
  MlbU32Vec work = {0};
  MlbSmallMap seen;
  mlb_small_map_init(&seen, NULL);
  mlb_vec_push(&work, mlb_alias_id(a, v));
  bool ok = true;
  while (work.len && ok) {
    uint32_t x = work.data[--work.len];
    uint32_t n = a->bwd_start[x + 1] - a->bwd_start[x];
    ok = n > 0;
    for (uint32_t e = a->bwd_start[x]; e < a->bwd_start[x + 1] && ok; e++) {
      MlbValue *p = a->values[a->bwd[e]];
      if (mlb_small_map_get(&seen, p))
        continue;
      mlb_small_map_put(&seen, p, (void *)1);
      if (returnable(f, p)) {
        /* Several buffers the input frees by hand may meet (the pass frees
         * none of them); an owner the pass frees must be the only one. */
        bool hand = own_hand_buffer(f, p);
        ok = !owner || owner == p || (hand && owner_hand);
        if (!owner) {
          owner = p;
          owner_hand = hand;
        }
      } else if (is_forward(f, p))
        mlb_vec_push(&work, a->bwd[e]);
      else
        ok = false;
    }
  }
  mlb_vec_free(&work);
  mlb_small_map_free(&seen);
  return ok ? owner : NULL;
}

static MlbStatus clone_returned(BdFunc *f, MlbOperation *ret) {
  for (uint32_t k = 0; k < ret->num_operands; k++) {
    MlbValue *v = mlb_op_operand(ret, k);
    if (!mlb_type_is_buffer_like(f->ctx, v->type))
      continue;
    MlbValue *o = escaping_owner(f, v);
    bool dup = false;
    for (uint32_t j = 0; j < k && !dup && o; j++)
      dup = escaping_owner(f, mlb_op_operand(ret, j)) == o;
    if (o && !dup)
      continue;
    const MlbAllocationIface *a = return_clone_iface(f, v);
    if (!a && !mlb_type_is_memref(v->type))
      return mlb_op_emit_error(f->ctx, ret, "buffer-deallocation: cannot "
                               "clone returned value %u", k);
    MlbStatus s = clone_operand(f, ret, k, a, NULL);
    if (s != MLB_SUCCESS)
      return s;
  }
  return MLB_SUCCESS;
}

static MlbStatus clone_returns(BdFunc *f) {
  MlbBlock *b = NULL;
  for (MlbOperation *t; (t = bd_next_return(f->func, &b));) {
    MlbStatus s = clone_returned(f, t);
    if (s != MLB_SUCCESS)
      return s;
  }
  return MLB_SUCCESS;
}

/* ==== Phase driver ==== */

MLB_HOT MlbStatus bd_introduce_clones(BdFunc *f) {
  MlbStatus s = collect_owners(f);
  if (s != MLB_SUCCESS)
    return s;
  uint32_t first_critical = f->owners.len;
  MlbVecPool *pool = &f->ctx->state_pool;
  Fixpoint fp;
  fixpoint_init(&fp, f);
  run_fixpoint(&fp, 0, first_critical);
  PointCache pc;
  mlb_vec_from_pool(pool, &pc.pts);
  mlb_vec_from_pool(pool, &pc.start);
  s = close_siblings(&fp, first_critical, &pc);
  fixpoint_free(&fp);
  for (uint32_t i = first_critical; i < f->owners.len && !s; i++)
    s = critical_iface(f, f->owners.data[i]);
  if (s == MLB_SUCCESS)
    s = clone_incoming(f, first_critical, &pc);
  mlb_vec_to_pool(pool, &pc.pts);
  mlb_vec_to_pool(pool, &pc.start);
  if (s == MLB_SUCCESS)
    s = clone_returns(f);
  /* The input's own frees are put back where the owners die. */
  for (uint32_t i = 0; i < f->frees.len && !s; i++)
    if (f->frees.data[i]) {
      bd_note_op(f, BD_UNDO_UNLINK, f->frees.data[i]);
      mlb_op_remove(f->frees.data[i]);
    }
  return s;
}

/* Does a value flowing into v come out of a view other than a cast (an
 * interior view, which a caller of this pass's ABI would free)? */
static bool may_be_interior_view(BdFunc *f, MlbValue *v) {
  MlbValueVec from = {0};
  mlb_vec_push(&from, v);
  mlb_alias_flows_from(&f->pl.alias, v, &from);
  bool view = false;
  for (uint32_t i = 0; i < from.len && !view; i++) {
    MlbOperation *d = from.data[i]->def_op;
    view = d && mlb_op_iface(d, MLB_IFACE_VIEW) &&
           !mlb_op_has_trait(d, MLB_TRAIT_CAST);
  }
  mlb_vec_free(&from);
  return view;
}

/* The returned values that may be interior views: operand ks[i] of
 * return rets[i]. Cold, as bd_clone_returned_views: only the fallback
 * asks, and as hot code their calls changed how the compiler inlined
 * mlb_build_clone into the pass's clones (0.5% more instructions). */
MLB_COLD static void returned_views(BdFunc *f, MlbOpVec *rets,
                                    MlbU32Vec *ks) {
  MlbBlock *b = NULL;
  for (MlbOperation *t; (t = bd_next_return(f->func, &b));)
    for (uint32_t k = 0; k < t->num_operands; k++)
      if (mlb_type_is_buffer_like(f->ctx, mlb_op_operand(t, k)->type) &&
          may_be_interior_view(f, mlb_op_operand(t, k))) {
        mlb_vec_push(rets, t);
        mlb_vec_push(ks, k);
      }
}

MLB_COLD bool bd_clone_returned_views(BdFunc *f) {
  MlbOpVec rets = {0};
  MlbU32Vec ks = {0};
  returned_views(f, &rets, &ks);
  bool ok = true;
  for (uint32_t i = 0; i < rets.len && ok; i++) {
    MlbValue *v = mlb_op_operand(rets.data[i], ks.data[i]);
    ok = !caller_rebases(f, v, ks.data[i]) &&
         (return_clone_iface(f, v) || mlb_type_is_memref(v->type));
  }
  for (uint32_t i = 0; i < rets.len && ok; i++) {
    MlbOperation *t = rets.data[i];
    MlbValue *v = mlb_op_operand(t, ks.data[i]);
    MlbBuilder b = {f->ctx, NULL, NULL};
    mlb_builder_set_before(&b, t);
    MlbValue *c = mlb_build_clone(&b, return_clone_iface(f, v), v, NULL);
    ok = c != NULL;
    if (c)
      mlb_op_set_operand(t, ks.data[i], c);
  }
  mlb_vec_free(&rets);
  mlb_vec_free(&ks);
  return ok;
}
