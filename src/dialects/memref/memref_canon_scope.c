/* memref_canon_scope.c - canonicalization patterns of memref.alloca_scope,
 * as upstream's MemRefOps.cpp:
 *
 *  - AllocaScopeInliner: the scope's body replaces it when nothing in it
 *    may allocate on the stack (an op without known effects might), or
 *    when the scope is the last op before the terminator of a one-block
 *    region directly inside an automatic allocation scope (so no stack
 *    lifetime gets longer);
 *  - AllocaScopeHoister: stack allocations inside a scope that is the last
 *    op of a chain of one-block regions up to the nearest automatic
 *    allocation scope move in front of that chain, when their operands are
 *    defined outside it.
 */
#include "dialects/memref/memref_canon.h"
#include "interfaces/registrations.h"

static bool is_scope(const MlbOperation *op) {
  return op && mlb_op_has_trait(op, MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE);
}

/* Some result is allocated on the stack by the op itself. */
static bool allocates_on_stack(MlbContext *ctx, MlbOperation *op) {
  MlbEffectVec fx = {0};
  bool found = false;
  if (mlb_op_effects(ctx, op, &fx))
    for (uint32_t i = 0; i < fx.len; i++)
      if (fx.data[i].kind == MLB_EFFECT_ALLOCATE && fx.data[i].value &&
          fx.data[i].value->def_op == op &&
          fx.data[i].resource == mlb_resource_automatic(ctx))
        found = true;
  mlb_vec_free(&fx);
  return found;
}

/* Upstream's isOpItselfPotentialAutomaticAllocation. */
static bool may_allocate_on_stack(MlbContext *ctx, MlbOperation *op) {
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
      (fx && fx->recursive))
    return false;
  if (!fx && !(op->desc && mlb_op_has_trait(op, MLB_TRAIT_PURE)))
    return true;
  return allocates_on_stack(ctx, op);
}

typedef struct ScopeWalk {
  MlbContext *ctx;
  MlbOperation *root;
  bool found;
} ScopeWalk;

static bool contains_potential_alloca(ScopeWalk *w, MlbOperation *op) {
  if (op != w->root) {
    if (may_allocate_on_stack(w->ctx, op))
      return true;
    if (is_scope(op))
      return false;
  }
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        if (contains_potential_alloca(w, o))
          return true;
  return false;
}

/* The op is followed only by its block's terminator in a one-block
 * region. */
static bool last_before_terminator(MlbOperation *op) {
  MlbBlock *b = op->block;
  if (!b || !mlb_block_terminator(b) || op->next != mlb_block_terminator(b))
    return false;
  return mlb_region_num_blocks(b->parent) == 1;
}

static bool pat_scope_inliner(MlbRewriter *rw, MlbOperation *op) {
  ScopeWalk w = {rw->ctx, op, false};
  MlbBlock *body = op->regions[0].first;
  if (!body || body->next || !mlb_block_terminator(body))
    return false;
  if (contains_potential_alloca(&w, op) &&
      (!is_scope(mlb_op_parent_op(op)) || !last_before_terminator(op)))
    return false;
  MlbOperation *term = mlb_block_terminator(body);
  MlbValueVec results = {0};
  for (uint32_t i = 0; i < term->num_operands; i++)
    mlb_vec_push(&results, mlb_op_operand(term, i));
  mlb_rw_inline_block(rw, body, op->block, op, NULL);
  mlb_rw_replace_op(rw, op, results.data);
  mlb_rw_erase_op(rw, term);
  mlb_vec_free(&results);
  return true;
}

/* ==== Hoisting ==== */

static bool region_contains(MlbRegion *outer, MlbRegion *r) {
  while (r) {
    if (r == outer)
      return true;
    MlbOperation *p = r->parent;
    r = p ? mlb_op_parent_region(p) : NULL;
  }
  return false;
}

typedef struct Hoist {
  MlbContext *ctx;
  MlbRegion *region; /* of the outermost op the allocations leave */
  MlbOpVec found;
} Hoist;

static MlbWalkResult collect_allocas(MlbOperation *op, void *user) {
  Hoist *h = user;
  if (!allocates_on_stack(h->ctx, op))
    return MLB_WALK_ADVANCE;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (region_contains(h->region,
                        mlb_value_parent_block(mlb_op_operand(op, i))->parent))
      return MLB_WALK_ADVANCE;
  mlb_vec_push(&h->found, op);
  return MLB_WALK_ADVANCE;
}

/* The outermost ancestor of op below the nearest automatic allocation
 * scope, when every op on the way is the last one of a one-block region. */
static MlbOperation *hoist_target(MlbOperation *op) {
  MlbOperation *p = mlb_op_parent_op(op);
  if (!p || is_scope(p) || !last_before_terminator(op) ||
      !last_before_terminator(p))
    return NULL;
  while (!is_scope(mlb_op_parent_op(p))) {
    p = mlb_op_parent_op(p);
    if (!p || !last_before_terminator(p))
      return NULL;
  }
  return p;
}

static bool pat_scope_hoister(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *anc = mlb_op_parent_op(op);
  while (anc && !is_scope(anc))
    anc = mlb_op_parent_op(anc);
  MlbOperation *target = anc ? hoist_target(op) : NULL;
  if (!target)
    return false;
  Hoist h = {rw->ctx, NULL, {0}};
  for (uint32_t r = 0; r < target->num_regions && !h.region; r++)
    if (region_contains(&target->regions[r], mlb_op_parent_region(op)))
      h.region = &target->regions[r];
  if (h.region)
    mlb_walk_post(op, collect_allocas, &h);
  bool any = h.found.len > 0;
  for (uint32_t i = 0; i < h.found.len; i++) {
    MlbOperation *a = h.found.data[i];
    MlbOperation *c = mlb_op_clone(rw->ctx, a, NULL);
    mlb_rw_move_op_before(rw, c, target);
    MlbValue *v = mlb_op_result(c, 0);
    mlb_rw_replace_op(rw, a, &v);
  }
  mlb_vec_free(&h.found);
  return any;
}

static const MlbPattern k_scope_patterns[] = {
    {"AllocaScopeInliner", pat_scope_inliner, 1},
    {"AllocaScopeHoister", pat_scope_hoister, 1},
};
MLB_CANON_IFACE(k_c_scope, k_scope_patterns);
static const MlbIfaceEntry k_entries[] = {
    {"memref.alloca_scope", MLB_IFACE_CANONICALIZE, &k_c_scope},
};

void mlb_register_memref_canon_scope(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
