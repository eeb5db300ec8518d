/* ownership_dealloc_facts.c - what the pass knows about buffers before it
 * rewrites anything, from one alias analysis over the whole root (calls
 * included, so a callee freeing its argument is seen by its callers):
 *
 *  - Buffers managed by hand. An op freeing a buffer (a FREE effect: an
 *    existing memref.dealloc, gpu.dealloc, realloc's old buffer, ...) or
 *    an op whose effects are unknown (it may free what it receives) makes
 *    every allocation that buffer may come from "managed by hand": the
 *    pass never takes ownership of it, never frees it and never clones it
 *    to return it. A buffer freed by hand on some paths only is left
 *    alone on the others too (a leak, as in the input, never a double
 *    free). See docs/deallocation.md.
 *  - How a buffer is freed and cloned: the allocation interface of the
 *    allocations it may come from, which must agree on the resource;
 *    results of calls count as heap allocations (the function boundary
 *    ABI hands them to the caller).
 *  - Static aliasing, for buffers that cannot be compared at run time.
 *
 * Values the pass creates map back to the values they replace
 * (OdModule.orig); clones it inserts are allocations of their own.
 */
#include "transforms/ownership_dealloc.h"
#include "rewrite/fold.h"

/* Marks clones made for bufferization.clone (no interface table). */
static const MlbAllocationIface k_fresh_heap;

/* ==== Effects ==== */

bool od_effects_inert(const MlbOperation *op) {
  if (!op->desc)
    return false;
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (!fx)
    return mlb_op_has_trait(op, MLB_TRAIT_PURE) ||
           mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS);
  if (fx->get)
    return false;
  for (uint32_t i = 0; i < fx->num_specs; i++)
    if (fx->specs[i].kind == MLB_EFFECT_ALLOCATE ||
        fx->specs[i].kind == MLB_EFFECT_FREE)
      return false;
  return true;
}

bool od_effects_unknown(OdModule *m, MlbOperation *op) {
  MlbEffectVec fx;
  od_vec_take(m, &fx);
  bool known = mlb_op_own_effects(m->ctx, op, &fx) ||
               mlb_op_iface(op, MLB_IFACE_CALL) != NULL;
  od_vec_give(m, &fx);
  return !known;
}

/* ==== Buffers managed by hand ==== */

void od_mark_hand(OdModule *m, MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&m->alias, v, &n);
  for (uint32_t i = 0; i < n; i++)
    mlb_ptrmap_put(&m->hand, m->alias.values[org[i]], (void *)1);
  mlb_ptrmap_put(&m->hand, v, (void *)1);
}

static void skip_enclosing_function(OdModule *m, MlbOperation *op) {
  for (MlbOperation *p = mlb_op_parent_op(op); p; p = mlb_op_parent_op(p))
    if (mlb_op_is_function(p)) {
      mlb_ptrmap_put(&m->skip, p, (void *)1);
      return;
    }
}

/* The facts scan rides on the alias analysis's walk (one walk of the root
 * instead of two, each a cache miss per op on a large module); the origins
 * of a buffer freed by hand are known only when the analysis is finished,
 * so such buffers wait in `freed`. */
typedef struct Scan {
  OdModule *m;
  MlbOpVec *funcs; /* functions the pass deallocates, in order */
  MlbValueVec freed;
  MlbOpVec deallocs; /* bufferization.dealloc ops met */
} Scan;

/* A bufferization.dealloc in a function deallocated before frees only
 * what that function owns, and never what it retains: the values it
 * returns, which its callers own by the function-boundary ABI. So the
 * allocations made inside the function stay the pass's business (freed
 * there, or owned by the callers); only a buffer coming from outside
 * (an argument's, which a dealloc written by hand may free, against the
 * ABI) is managed by hand. A constant false condition frees nothing. */
static MlbOperation *enclosing_function(MlbOperation *op) {
  while (op && !mlb_op_is_function(op))
    op = mlb_op_parent_op(op);
  return op;
}

static bool allocated_in(MlbValue *v, MlbOperation *func) {
  MlbOperation *at = v->def_op;
  if (!at && v->owner_block)
    at = mlb_block_parent_op(v->owner_block);
  return at && (at == func || mlb_op_is_ancestor(func, at)) &&
         !mlb_value_is_arg(v);
}

static void mark_dealloc_frees(OdModule *m, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbOperation *func = enclosing_function(mlb_op_parent_op(op));
  for (uint32_t i = 0; i < d.n_memrefs; i++) {
    MlbValue *x = mlb_dealloc_memref(&d, i);
    int64_t c;
    if (mlb_value_const_int(mlb_dealloc_cond(&d, i), &c) && c == 0)
      continue;
    uint32_t n = 0;
    const uint32_t *org = mlb_alias_origins(&m->alias, x, &n);
    for (uint32_t k = 0; k < n; k++) {
      MlbValue *o = m->alias.values[org[k]];
      if (!func || !allocated_in(o, func) ||
          m->alias.kind[org[k]] != MLB_ORIGIN_ALLOC)
        mlb_ptrmap_put(&m->hand, o, (void *)1);
    }
    if (!n) /* no known origin: the value itself */
      mlb_ptrmap_put(&m->hand, x, (void *)1);
  }
}

typedef struct RefScan {
  OdModule *m;
  MlbOperation *op;
} RefScan;

static void note_reference(const MlbAttr *ref, void *user) {
  RefScan *r = user;
  MlbOperation *target = mlb_symbol_resolve_in(r->m->ctx, r->op, ref);
  if (target && mlb_op_is_function(target))
    mlb_ptrmap_put(&r->m->referenced, target, (void *)1);
}

/* Functions named by an op other than a call (whose callee is a direct
 * use): their type cannot change. */
static void scan_references(OdModule *m, MlbOperation *op) {
  if ((!op->props && !op->attrs) || mlb_op_iface(op, MLB_IFACE_CALL) ||
      mlb_op_is_function(op))
    return;
  RefScan r = {m, op};
  mlb_attr_symrefs(op->props, note_reference, &r);
  mlb_attr_symrefs(op->attrs, note_reference, &r);
}

static void scan_op(Scan *s, MlbOperation *op) {
  OdModule *m = s->m;
  if (m->private_dynamic)
    scan_references(m, op);
  od_rebased_note(m, op);
  /* The pass's own output: the function was deallocated already. What
   * its deallocs may free is managed by hand, but not a buffer they
   * retain (decided once the analysis is done: s->deallocs). */
  if (op->name == m->dealloc_name) {
    skip_enclosing_function(m, op);
    mlb_vec_push(&s->deallocs, op);
    return;
  }
  if (od_effects_inert(op))
    return;
  if (m->only && !mlb_op_is_ancestor(m->only, op))
    return; /* another function's frees (see m->only) */
  MlbEffectVec fx;
  od_vec_take(m, &fx);
  if (mlb_op_own_effects(m->ctx, op, &fx)) {
    for (uint32_t i = 0; i < fx.len; i++) {
      if (fx.data[i].kind != MLB_EFFECT_FREE)
        continue;
      if (fx.data[i].value)
        mlb_vec_push(&s->freed, fx.data[i].value);
      else
        mlb_ptrmap_put(&m->hand, fx.data[i].resource, (void *)1);
    }
  } else if (!mlb_op_iface(op, MLB_IFACE_CALL)) {
    for (uint32_t i = 0; i < op->num_operands; i++)
      if (od_is_buffer(m, mlb_op_operand(op, i)))
        mlb_vec_push(&s->freed, mlb_op_operand(op, i));
  }
  od_vec_give(m, &fx);
}

/* Inside the body of a function (functions nested in functions are not
 * the pass's). */
static bool in_function(MlbOperation *op) {
  for (MlbOperation *p = mlb_op_parent_op(op); p; p = mlb_op_parent_op(p))
    if (mlb_op_is_function(p) && od_function_body(p))
      return true;
  return false;
}

/* Every op, pre-order; functions with a body that are not nested in one
 * are appended to funcs. */
static MlbWalkResult scan_visit(MlbOperation *op, void *user) {
  Scan *s = user;
  scan_op(s, op);
  if (s->funcs && mlb_op_is_function(op)) {
    MlbRegion *body = od_function_body(op);
    if (body && !mlb_region_empty(body) && !in_function(op))
      mlb_vec_push(s->funcs, op);
  }
  return MLB_WALK_ADVANCE;
}

void od_module_init(OdModule *m, MlbContext *ctx, MlbOperation *root,
                    MlbOpVec *funcs) {
  m->ctx = ctx;
  m->root = root;
  mlb_ptrmap_init(&m->hand);
  mlb_ptrmap_init(&m->orig);
  mlb_ptrmap_init(&m->fresh);
  mlb_ptrmap_init(&m->skip);
  mlb_ptrmap_init(&m->referenced);
  mlb_ptrmap_init(&m->threadable);
  mlb_ptrmap_init(&m->remarked);
  mlb_ptrmap_init(&m->base_types);
  mlb_ptrmap_init(&m->returns);
  mlb_ptrmap_init(&m->rebased);
  m->res_default = mlb_resource_default(ctx);
  m->res_automatic = mlb_resource_automatic(ctx);
  m->dealloc_name = mlb_intern_cstr(ctx, "bufferization.dealloc");
  m->i1 = mlb_type_integer(ctx, 1, MLB_SIGNLESS);
  m->c_true = mlb_attr_bool(ctx, true);
  m->c_false = mlb_attr_bool(ctx, false);
  Scan s = {m, funcs, {0}, {0}};
  mlb_alias_build_visit(&m->alias, ctx, root, scan_visit, &s);
  m->origin_res = mlb_calloc(m->alias.n ? m->alias.n : 1, sizeof(char *));
  for (uint32_t i = 0; i < s.freed.len; i++)
    od_mark_hand(m, s.freed.data[i]);
  for (uint32_t i = 0; i < s.deallocs.len; i++)
    mark_dealloc_frees(m, s.deallocs.data[i]);
  mlb_vec_free(&s.freed);
  mlb_vec_free(&s.deallocs);
  od_returns_build(m, funcs);
  od_rebased_build(m);
}

void od_module_free(OdModule *m) {
  mlb_pool_free(&m->pool);
  mlb_free(m->origin_res);
  mlb_alias_free(&m->alias);
  mlb_ptrmap_free(&m->hand);
  mlb_ptrmap_free(&m->orig);
  mlb_ptrmap_free(&m->fresh);
  mlb_ptrmap_free(&m->skip);
  mlb_ptrmap_free(&m->referenced);
  mlb_ptrmap_free(&m->threadable);
  mlb_ptrmap_free(&m->remarked);
  mlb_ptrmap_free(&m->base_types);
  mlb_ptrmap_free(&m->returns);
  mlb_ptrmap_free(&m->rebased);
  mlb_vec_free(&m->rebased_sources);
}

/* Marks origins known not to be allocations in OdModule.origin_res. */
static const char k_not_alloc[] = "";

/* The resource origin `id` was allocated in, NULL when it is not an
 * allocation; asked of its op once per run. */
static const char *alloc_resource(OdModule *m, uint32_t id) {
  const char *res = m->origin_res[id];
  if (res)
    return res == k_not_alloc ? NULL : res;
  MlbValue *o = m->alias.values[id];
  if (!o->def_op || !mlb_op_allocates(m->ctx, o->def_op, o, &res))
    res = NULL;
  m->origin_res[id] = res ? res : k_not_alloc;
  return res;
}

bool od_hand_managed(OdModule *m, MlbValue *v) {
  if (mlb_ptrmap_get(&m->fresh, v))
    return false;
  MlbValue *ov = od_original(m, v);
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&m->alias, ov, &n);
  if (!org)
    return mlb_ptrmap_get(&m->hand, ov) != NULL;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = m->alias.values[org[i]];
    if (mlb_ptrmap_get(&m->hand, o))
      return true;
    const char *res = alloc_resource(m, org[i]);
    if (res && mlb_ptrmap_get(&m->hand, res))
      return true;
  }
  return false;
}

/* ==== How buffers are freed ==== */

static bool same_free(const MlbAllocationIface *a,
                      const MlbAllocationIface *b) {
  if (a == b)
    return true;
  if (!a || !b || a->build_free || b->build_free)
    return false;
  if (!a->free_op || !b->free_op)
    return a->free_op == b->free_op;
  return strcmp(a->free_op, b->free_op) == 0;
}

static OdFreeKind fresh_kind(MlbValue *v, const MlbAllocationIface *a,
                             const MlbAllocationIface **iface) {
  *iface = a == &k_fresh_heap ? NULL : a;
  if (od_is_memref(v))
    return OD_FREE_DEALLOC;
  return *iface && ((*iface)->free_op || (*iface)->build_free)
             ? OD_FREE_OWN
             : OD_FREE_NEVER;
}

OdFreeKind od_free_kind(OdModule *m, MlbValue *v,
                        const MlbAllocationIface **iface) {
  const MlbAllocationIface *fa = mlb_ptrmap_get(&m->fresh, v);
  if (fa)
    return fresh_kind(v, fa, iface);
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&m->alias, od_original(m, v), &n);
  const char *res = NULL;
  const MlbAllocationIface *a = NULL;
  bool any = false, mixed = false;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = m->alias.values[org[i]];
    MlbOriginKind k = (MlbOriginKind)m->alias.kind[org[i]];
    const char *r = k == MLB_ORIGIN_ALLOC ? alloc_resource(m, org[i])
                                          : m->res_default;
    if (k == MLB_ORIGIN_ARG || !r || r == m->res_automatic)
      continue;
    const MlbAllocationIface *oa =
        k == MLB_ORIGIN_ALLOC ? mlb_op_iface(o->def_op, MLB_IFACE_ALLOCATION)
                              : NULL;
    if (any && (r != res || (a && oa && !same_free(a, oa))))
      mixed = true;
    if (!any || (!a && oa))
      a = oa;
    res = r;
    any = true;
  }
  *iface = mixed ? NULL : a;
  if (od_is_memref(v))
    return mixed ? OD_FREE_NONE : OD_FREE_DEALLOC;
  if (!any)
    return OD_FREE_NEVER;
  if (mixed || !a || (!a->free_op && !a->build_free))
    return OD_FREE_NONE;
  return OD_FREE_OWN;
}

/* An allocation interface able to clone a non-memref buffer v. */
static const MlbAllocationIface *clone_iface(OdModule *m, MlbValue *v) {
  const MlbAllocationIface *a = NULL;
  od_free_kind(m, v, &a);
  if (a && (a->clone_op || a->build_clone))
    return a;
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&m->alias, od_original(m, v), &n);
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = m->alias.values[org[i]];
    a = o->def_op ? mlb_op_iface(o->def_op, MLB_IFACE_ALLOCATION) : NULL;
    if (a && (a->clone_op || a->build_clone))
      return a;
  }
  return NULL;
}

MlbValue *od_clone(OdFunc *f, MlbBuilder *b, MlbValue *v, MlbAttr *loc) {
  OdModule *m = f->m;
  const MlbAllocationIface *a = NULL;
  if (od_is_memref(v)) {
    if (od_free_kind(m, v, &a) != OD_FREE_DEALLOC)
      a = NULL;
  } else {
    a = clone_iface(m, v);
    if (!a)
      return NULL;
  }
  MlbValue *c = mlb_build_clone(b, a, v, loc);
  if (!c)
    return NULL;
  mlb_ptrmap_put(&m->fresh, c, (void *)(a ? a : &k_fresh_heap));
  m->stats[OD_STAT_CLONES]++;
  return c;
}

/* ==== Static aliasing ==== */

bool od_may_alias(OdModule *m, MlbValue *x, MlbValue *y) {
  if (x == y)
    return true;
  if (mlb_ptrmap_get(&m->fresh, x) || mlb_ptrmap_get(&m->fresh, y))
    return false;
  MlbValue *ox = od_original(m, x), *oy = od_original(m, y);
  if (mlb_alias_id(&m->alias, ox) == UINT32_MAX ||
      mlb_alias_id(&m->alias, oy) == UINT32_MAX)
    return true;
  return mlb_alias_may_alias(&m->alias, ox, oy);
}

bool od_must_alias(OdModule *m, MlbValue *x, MlbValue *y) {
  if (x == y)
    return true;
  if (mlb_ptrmap_get(&m->fresh, x) || mlb_ptrmap_get(&m->fresh, y))
    return false;
  MlbValue *ox = od_original(m, x), *oy = od_original(m, y);
  if (ox == oy)
    return true;
  uint32_t nx = 0, ny = 0;
  const uint32_t *px = mlb_alias_origins(&m->alias, ox, &nx);
  const uint32_t *py = mlb_alias_origins(&m->alias, oy, &ny);
  return nx == 1 && ny == 1 && px[0] == py[0] &&
         m->alias.kind[px[0]] == MLB_ORIGIN_ALLOC;
}

static bool is_new_buffer(OdFunc *f, MlbValue *v) {
  return v->def_op &&
         (mlb_ptrmap_get(&f->m->fresh, v) ||
          mlb_ptrmap_get(&f->abi_owned, v) ||
          mlb_op_allocates(f->ctx, v->def_op, v, NULL));
}

/* Did y exist when x's op created x? */
static bool existed_before(OdFunc *f, MlbValue *y, MlbValue *x) {
  MlbOperation *xo = x->def_op;
  if (!mlb_value_is_arg(y))
    return y->def_op != xo &&
           mlb_dom_info_op_properly_dominates(&f->dom, y->def_op, xo, false);
  return y->owner_block == xo->block ||
         mlb_dom_info_properly_dominates(&f->dom, y->owner_block, xo->block);
}

bool od_distinct(OdFunc *f, MlbValue *x, MlbValue *y) {
  if (x == y)
    return false;
  return (is_new_buffer(f, x) && existed_before(f, y, x)) ||
         (is_new_buffer(f, y) && existed_before(f, x, y));
}

void od_remark(OdModule *m, MlbOperation *op, const char *msg) {
  bool fresh = false;
  mlb_ptrmap_slot(&m->remarked, op, &fresh);
  if (fresh)
    mlb_emit_remark(m->ctx, op->loc, "%s", msg);
}

/* ==== Deallocation facts of ops (MlbDeallocIface, registered by the
 * dialects: cf.cond_br, arith.select) ==== */

/* The op's table, when its indices fit the op at hand. */
const MlbDeallocIface *od_dealloc_iface(const MlbOperation *op) {
  const MlbDeallocIface *d = mlb_op_iface(op, MLB_IFACE_DEALLOC);
  if (!d || d->condition >= op->num_operands ||
      !mlb_type_is_int(op->operands[d->condition].value->type, 1))
    return NULL;
  if (d->cond_branch && op->num_successors != 2)
    return NULL;
  if (d->cond_select &&
      (d->if_true >= op->num_operands || d->if_false >= op->num_operands ||
       op->num_results != 1))
    return NULL;
  return d;
}
