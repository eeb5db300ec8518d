/* buffer_placement.c - the analyses and the placement walk shared by
 * buffer-hoisting, buffer-loop-hoisting and promote-buffers-to-stack.
 *
 * Allocations are found through memory effects: an op that allocates
 * exactly one of its results outside the automatic (stack) resource is a
 * heap allocation, one that allocates a result in the automatic resource a
 * stack allocation. Where an allocation may move comes from its allocation
 * interface (MlbAllocationIface.hoisting), which control flow it may leave
 * from region-branch interfaces and the loop traits.
 *
 * Hoisting an allocation (upstream's BufferAllocationHoisting):
 *  1. its aliases are the values it may flow into (alias analysis); the
 *     nearest common dominator of the blocks of the allocation, of the
 *     aliases and of all their users bounds how high it is worth moving;
 *  2. its operands (dynamic sizes) bound how high it may move: not above
 *     the lowest block defining one of them;
 *  3. from its block, the walk goes to the immediate dominator within the
 *     region while there is one, else to the block holding the region's
 *     op, if that op is a known control-flow op the mode allows leaving:
 *     buffer-hoisting leaves anything but loops and moves to dominators;
 *     buffer-loop-hoisting only leaves sequential loops that no alias is
 *     passed around (the alias dominator is inside the loop);
 *  4. the op moves before the first op of the placement block where the
 *     value would be live (its first op when live-in, else the ancestor of
 *     the old position, else the terminator).
 *
 *   cf.cond_br %c, ^bb1, ^bb2           %a = memref.alloc()
 *  ^bb2:                          =>    cf.cond_br %c, ^bb1, ^bb2
 *   %a = memref.alloc()                ^bb2:
 *   cf.br ^bb3(%a)                      cf.br ^bb3(%a)
 *
 * Requires: nothing.  Preserves: the CFG (ops move between blocks only).
 */
#include "transforms/buffer_placement.h"

#include "analysis/block_cycles.h"
#include "support/thresholds.h"

/* ==== Control-flow predicates ==== */

bool mlb_placement_known_cf(const MlbOperation *op) {
  return mlb_op_iface(op, MLB_IFACE_REGION_BRANCH) ||
         mlb_op_has_trait(op, MLB_TRAIT_LOOP_LIKE);
}

bool mlb_placement_is_loop(const MlbOperation *op) {
  if (mlb_op_has_trait(op, MLB_TRAIT_LOOP_LIKE))
    return true;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  return rb && rb->is_loop;
}

bool mlb_placement_is_sequential_loop(const MlbOperation *op) {
  return !mlb_op_has_trait(op, MLB_TRAIT_PARALLEL_REGION) &&
         mlb_placement_is_loop(op);
}

/* ==== Collecting allocations ==== */


/* Does `user` free `v` (a known Free effect on it)? */
MLB_HOT static bool frees_value(MlbContext *ctx, MlbOperation *user,
                                MlbValue *v, MlbEffectVec *fx) {
  if (!mlb_op_effects_may_free(user))
    return false; /* most users: no list to build */
  fx->len = 0;
  if (!mlb_op_effects(ctx, user, fx))
    return false;
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].kind == MLB_EFFECT_FREE && fx->data[i].value == v)
      return true;
  return false;
}

/* The one op freeing `v` (NULL: none); false when several do (upstream's
 * memref::findDealloc counts every use). */
static bool find_free(MlbContext *ctx, MlbValue *v, MlbEffectVec *fx,
                      MlbOperation **out) {
  *out = NULL;
  for (MlbUse *u = v->uses; u; u = u->next) {
    if (!frees_value(ctx, u->owner, v, fx))
      continue;
    if (*out)
      return false;
    *out = u->owner;
  }
  return true;
}

static MlbValue *realloc_result(MlbContext *ctx, MlbOperation *user,
                                MlbValue *v, MlbEffectVec *fx);

MLB_HOT static MlbWalkResult collect_op(MlbOperation *op, void *user) {
  MlbAllocCollect *c = user;
  MlbPlacement *p = c->p;
  /* An allocation allocates one of its own results: ops without results
   * (stores, frees, terminators) need no effect query. */
  if (op == p->func || op->num_results == 0 ||
      !mlb_op_own_effects_may_allocate(op))
    return MLB_WALK_ADVANCE;
  /* Pre-order and post-order list ops in one order unless one holds the
   * other: an op that may allocate and holds ops may precede its own
   * nested allocations in a pre-order walk. */
  if (op->num_regions)
    c->reorder = true;
  c->fx.len = 0;
  if (!mlb_op_own_effects(p->ctx, op, &c->fx))
    return MLB_WALK_ADVANCE;
  const char *automatic = mlb_resource_automatic(p->ctx);
  MlbValue *heap = NULL, *stack = NULL;
  uint32_t n_heap = 0;
  for (uint32_t i = 0; i < c->fx.len; i++) {
    const MlbEffect *e = &c->fx.data[i];
    if (e->kind != MLB_EFFECT_ALLOCATE || !e->value || e->value->def_op != op)
      continue;
    if (e->resource == automatic) {
      if (!stack)
        stack = e->value;
    } else {
      heap = e->value;
      n_heap++;
    }
  }
  if (stack)
    mlb_vec_push(&p->stack_allocs, stack);
  MlbOperation *free_op;
  /* An allocation that a reallocation frees stays where it is (as in
   * upstream 22, which neither hoists nor promotes it). */
  if (n_heap == 1 && find_free(p->ctx, heap, &c->fx, &free_op) &&
      !(free_op && realloc_result(p->ctx, free_op, heap, &c->fx))) {
    mlb_vec_push(&p->allocs, heap);
    mlb_vec_push(&p->frees, free_op);
  }
  return MLB_WALK_ADVANCE;
}

/* Only what is read before it is built: each analysis behind its flag
 * (the follow behind follow.ctx) is set up whole when built, so its bytes
 * (most of the struct's 656) are not cleared; a function pass sets up a
 * placement per function. */
void mlb_placement_init_analyses(MlbPlacement *p, MlbContext *ctx,
                                 MlbOperation *func) {
  p->ctx = ctx;
  p->func = func;
  p->follow.ctx = NULL;
  mlb_dom_info_init(&p->dom, false);
  p->alias_built = p->live_built = p->calls_built = false;
  p->callee_frees_built = false;
  p->allocs = (MlbValueVec){0};
  p->frees = (MlbOpVec){0};
  p->stack_allocs = (MlbValueVec){0};
}

MLB_HOT void mlb_placement_collect_begin(MlbAllocCollect *c, MlbPlacement *p) {
  c->p = p;
  c->reorder = false;
  /* Vectors from the context's spare blocks (given back by
   * mlb_placement_free): passes place function after function. */
  MlbVecPool *pool = &p->ctx->state_pool;
  mlb_vec_from_pool(pool, &p->allocs);
  mlb_vec_from_pool(pool, &p->frees);
  mlb_vec_from_pool(pool, &p->stack_allocs);
  mlb_vec_from_pool(pool, &c->fx);
}

void mlb_placement_collect_op(MlbAllocCollect *c, MlbOperation *op) {
  (void)collect_op(op, c);
}

void mlb_placement_collect_end(MlbAllocCollect *c) {
  MlbPlacement *p = c->p;
  if (c->reorder) { /* again, in the order of a post-order walk */
    p->allocs.len = p->frees.len = p->stack_allocs.len = 0;
    (void)mlb_walk_post(p->func, collect_op, c);
  }
  mlb_vec_to_pool(&p->ctx->state_pool, &c->fx);
}

void mlb_placement_init(MlbPlacement *p, MlbContext *ctx, MlbOperation *func) {
  mlb_placement_init_analyses(p, ctx, func);
  MlbAllocCollect c;
  mlb_placement_collect_begin(&c, p);
  (void)mlb_walk_post(func, collect_op, &c);
  mlb_placement_collect_end(&c);
}

MLB_HOT void mlb_placement_free(MlbPlacement *p) {
  if (p->alias_built)
    mlb_alias_free(&p->alias);
  if (p->follow.ctx)
    mlb_alias_follow_free(&p->follow);
  mlb_dom_info_free(&p->dom);
  if (p->live_built)
    mlb_liveness_free(&p->live);
  if (p->calls_built)
    mlb_call_effects_free(&p->calls);
  if (p->callee_frees_built)
    mlb_ptrmap_free(&p->callee_frees);
  if (!p->ctx) { /* never initialized (a zeroed placement) */
    mlb_vec_free(&p->allocs);
    mlb_vec_free(&p->frees);
    mlb_vec_free(&p->stack_allocs);
    return;
  }
  mlb_vec_to_pool(&p->ctx->state_pool, &p->allocs);
  mlb_vec_to_pool(&p->ctx->state_pool, &p->frees);
  mlb_vec_to_pool(&p->ctx->state_pool, &p->stack_allocs);
}

/* ==== Queries ==== */

/* The result a reallocation (an op freeing `v` and allocating a result:
 * memref.realloc) makes of `v`, or NULL. */
static MlbValue *realloc_result(MlbContext *ctx, MlbOperation *user,
                                MlbValue *v, MlbEffectVec *fx) {
  if (!frees_value(ctx, user, v, fx))
    return NULL;
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].kind == MLB_EFFECT_ALLOCATE && fx->data[i].value &&
        fx->data[i].value->def_op == user)
      return fx->data[i].value;
  return NULL;
}

static bool contains(const MlbValueVec *vs, const MlbValue *v) {
  for (uint32_t i = 0; i < vs->len; i++)
    if (vs->data[i] == v)
      return true;
  return false;
}

/* Following an allocation's aliases from it (mlb_alias_follow) costs less
 * than the analysis of the whole function when a function asks about a
 * few allocations, as most do. Each step of a follow applies the ops' edge
 * rules again, so with many allocations whose aliases overlap (down a
 * chain of blocks each buffer reaches the rest: promote-buffers-to-stack
 * on 500 blocks took 4x mlir-opt 22's instructions) the analysis, built
 * once, is cheaper; it gives the same answers (mlb_placement_keep_aliases
 * says when). support/thresholds.h: the tiny value makes the sanitizer
 * build's tests build it for every function asking. */
enum { FOLLOW_ALLOCS_MAX = MLB_THRESHOLD(64, 0) };

/* From now on, answers come from the analysis of the whole function. */
static void build_aliases(MlbPlacement *p) {
  mlb_alias_build(&p->alias, p->ctx, p->func);
  p->alias_built = true;
}

static void flows_to(MlbPlacement *p, MlbValue *v, MlbValueVec *out) {
  if (!p->alias_built && !p->follow.ctx &&
      p->allocs.len + p->stack_allocs.len > FOLLOW_ALLOCS_MAX)
    build_aliases(p);
  if (p->alias_built) {
    mlb_alias_flows_to(&p->alias, v, out);
    return;
  }
  if (!p->follow.ctx) /* first question (most functions ask none) */
    mlb_alias_follow_init(&p->follow, p->ctx, p->func);
  mlb_alias_follow(&p->follow, v, out);
}

void mlb_placement_keep_aliases(MlbPlacement *p, const MlbOperation *op) {
  if (p->alias_built || !op->block || op->block->last != op)
    return;
  build_aliases(p);
}

/* Besides what the alias analysis says, a reallocation's result counts as
 * an alias of its source (it may be the same memory grown in place), as
 * upstream 22's view-flow analysis has it. */
void mlb_placement_aliases(MlbPlacement *p, MlbValue *v, MlbValueVec *out) {
  uint32_t first = out->len;
  mlb_vec_push(out, v);
  flows_to(p, v, out);
  MlbEffectVec fx;
  mlb_vec_from_pool(&p->ctx->state_pool, &fx);
  for (uint32_t i = first; i < out->len; i++)
    for (MlbUse *u = out->data[i]->uses; u; u = u->next) {
      MlbValue *r = realloc_result(p->ctx, u->owner, out->data[i], &fx);
      if (r && !contains(out, r)) {
        mlb_vec_push(out, r);
        flows_to(p, r, out);
      }
    }
  mlb_vec_to_pool(&p->ctx->state_pool, &fx);
}

/* Nearest common dominator of v's block and the blocks of its aliases and
 * of all their users; NULL when there is none (unreachable code). */
static MlbBlock *common_dominator(MlbPlacement *p, MlbValue *v,
                                  const MlbValueVec *aliases) {
  MlbBlock *dom = mlb_value_parent_block(v);
  for (uint32_t i = 0; i < aliases->len && dom; i++) {
    MlbValue *a = aliases->data[i];
    for (MlbUse *u = a->uses; u && dom; u = u->next)
      if (u->owner->block)
        dom = mlb_dom_info_nearest_common(&p->dom, dom, u->owner->block);
    if (dom)
      dom = mlb_dom_info_nearest_common(&p->dom, dom,
                                        mlb_value_parent_block(a));
  }
  return dom;
}

/* ==== Calls that may free ==== */

typedef struct FreeScan {
  MlbContext *ctx;
  MlbOpVec visiting; /* callees on the current path (cycles) */
  MlbEffectVec fx;
  bool frees;
  bool cut;        /* an answer below was cut short by a cycle */
  MlbPtrMap *memo; /* callee -> 1 + may free, complete answers */
} FreeScan;

static bool call_may_free(FreeScan *s, MlbOperation *call);

/* An op whose effects are its own plus those of its nested ops (scf.if,
 * scf.for): unknown only because of a nested op, which is looked at on
 * its own. */
static bool recursive_effects(const MlbOperation *op) {
  const MlbEffectsIface *e = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  return (e && e->recursive) ||
         mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS);
}

/* Is `v` a result the op defining it allocates (a fresh buffer of the
 * callee, which no caller holds)? A view, a block argument or a call
 * result may be a caller's buffer. */
static bool fresh_allocation(MlbContext *ctx, MlbValue *v) {
  if (!v || mlb_value_is_arg(v) || !v->def_op)
    return false;
  MlbEffectVec fx;
  mlb_vec_from_pool(&ctx->state_pool, &fx);
  bool fresh = false;
  if (mlb_op_effects(ctx, v->def_op, &fx))
    for (uint32_t i = 0; i < fx.len && !fresh; i++)
      fresh = fx.data[i].kind == MLB_EFFECT_ALLOCATE && fx.data[i].value == v;
  mlb_vec_to_pool(&ctx->state_pool, &fx);
  return fresh;
}

static MlbWalkResult scan_op(MlbOperation *op, void *user) {
  FreeScan *s = user;
  s->fx.len = 0;
  if (!mlb_op_effects(s->ctx, op, &s->fx)) {
    /* Unknown effects: a call is looked into, a region op's nested ops are
     * visited by the walk, anything else may free. */
    if (mlb_op_iface(op, MLB_IFACE_CALL))
      s->frees = call_may_free(s, op);
    else if (!recursive_effects(op))
      s->frees = true;
  } else {
    /* A free of the callee's own fresh allocation (its frees, a realloc
     * of its own buffer) cannot free what a caller hands it; a realloc of
     * an argument frees the argument itself and counts. */
    for (uint32_t i = 0; i < s->fx.len; i++)
      if (s->fx.data[i].kind == MLB_EFFECT_FREE &&
          !fresh_allocation(s->ctx, s->fx.data[i].value))
        s->frees = true;
  }
  return s->frees ? MLB_WALK_INTERRUPT : MLB_WALK_ADVANCE;
}

/* May the function `call` calls free anything but its own fresh
 * allocations (directly or through its own calls)? True for indirect
 * calls and callees without a body. A callee
 * already on the current path adds nothing (the other ops of the cycle
 * decide). */
static bool call_may_free(FreeScan *s, MlbOperation *call) {
  MlbOperation *callee = mlb_call_callee_in(s->ctx, call);
  const MlbCallableIface *ci =
      callee ? mlb_op_iface(callee, MLB_IFACE_CALLABLE) : NULL;
  if (!ci || ci->body_region >= callee->num_regions ||
      !callee->regions[ci->body_region].first)
    return true;
  void *known = mlb_ptrmap_get(s->memo, callee);
  if (known)
    return (uintptr_t)known - 1;
  for (uint32_t i = 0; i < s->visiting.len; i++)
    if (s->visiting.data[i] == callee) {
      s->cut = true;
      return false;
    }
  bool cut_before = s->cut;
  s->cut = false;
  mlb_vec_push(&s->visiting, callee);
  bool saved = s->frees;
  s->frees = false;
  MlbRegion *body = &callee->regions[ci->body_region];
  for (MlbBlock *b = body->first; b && !s->frees; b = b->next)
    for (MlbOperation *o = b->first; o && !s->frees; o = o->next)
      (void)mlb_walk_pre(o, scan_op, s);
  bool frees = s->frees;
  s->frees = saved;
  s->visiting.len--;
  /* Complete answers are remembered: those no cycle cut short, and every
   * one at the top. Without it, a chain of functions each calling the
   * next two was scanned once per path (time exponential in its length). */
  if (!s->cut || !s->visiting.len)
    mlb_ptrmap_put(s->memo, callee, (void *)(uintptr_t)(frees + 1));
  s->cut = cut_before || s->cut;
  return frees;
}

/* Does call op `user` hand operand k to a callee whose body frees it? */
static bool call_frees_operand(MlbPlacement *p, MlbOperation *user,
                               uint32_t k) {
  if (!p->calls_built) {
    mlb_call_effects_init(&p->calls, p->ctx);
    p->calls.want_frees = true;
    p->calls_built = true;
  }
  return mlb_call_operand_effects(&p->calls, user, k) & MLB_CALL_FREES;
}

/* May the user of use u free its value v: a Free effect on it or on its
 * whole resource, a call handing it to a callee that frees it, or effects
 * nobody knows (bufferization.dealloc; a call whose callee, or a function
 * it calls, frees something other than its own fresh allocations)? */
static bool may_free(MlbPlacement *p, const MlbUse *u, MlbValue *v,
                     MlbEffectVec *fx, bool unknown_frees) {
  MlbContext *ctx = p->ctx;
  MlbOperation *user = u->owner;
  fx->len = 0;
  if (!mlb_op_effects(ctx, user, fx)) {
    if (recursive_effects(user))
      return false; /* nested users of the aliases are users themselves */
    bool call = mlb_op_iface(user, MLB_IFACE_CALL) != NULL;
    if (!unknown_frees)
      return call && call_frees_operand(p, user, mlb_use_index(u));
    if (!call)
      return true;
    if (!p->callee_frees_built) {
      mlb_ptrmap_init(&p->callee_frees);
      p->callee_frees_built = true;
    }
    FreeScan scan = {ctx, {0}, {0}, false, false, &p->callee_frees};
    bool frees = call_may_free(&scan, user);
    mlb_vec_free(&scan.visiting);
    mlb_vec_free(&scan.fx);
    return frees;
  }
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].kind == MLB_EFFECT_FREE &&
        (fx->data[i].value == v || !fx->data[i].value))
      return true;
  return false;
}

bool mlb_placement_alias_freed(MlbPlacement *p, const MlbValueVec *aliases,
                               bool unknown_frees) {
  MlbEffectVec fx;
  mlb_vec_from_pool(&p->ctx->state_pool, &fx);
  bool freed = false;
  for (uint32_t i = 0; i < aliases->len && !freed; i++) {
    MlbValue *a = aliases->data[i];
    for (MlbUse *u = a->uses; u && !freed; u = u->next)
      freed = may_free(p, u, a, &fx, unknown_frees);
  }
  mlb_vec_to_pool(&p->ctx->state_pool, &fx);
  return freed;
}

static MlbOperation *ancestor_in_block(MlbOperation *op, MlbBlock *b) {
  while (op && op->block != b)
    op = mlb_op_parent_op(op);
  return op;
}

MlbOperation *mlb_placement_start_op(MlbPlacement *p, MlbValue *v,
                                     MlbBlock *b) {
  MlbOperation *start;
  /* A value can be live-in at b only when b, in the region defining it, is
   * reached from its definition through a predecessor edge: never at its
   * own block, at a block without predecessors (every block of structured
   * code) or at a block of an enclosing region. Liveness, the costliest
   * part of hoisting, is built only when the question remains. */
  MlbBlock *def = mlb_value_parent_block(v);
  bool may_be_live_in = def != b && b->preds && def->parent == b->parent;
  if (may_be_live_in && !p->live_built) {
    mlb_liveness_build(&p->live, p->func);
    p->live_built = true;
  }
  if (mlb_value_is_arg(v) ||
      (may_be_live_in && mlb_liveness_is_live_in(&p->live, b, v)))
    start = b->first;
  else
    start = v->def_op;
  if (start && start->block != b) {
    MlbOperation *anc = ancestor_in_block(start, b);
    start = anc ? anc : b->last;
  }
  return start;
}

/* ==== Hoisting ==== */

typedef struct Hoist {
  MlbPlacement *p;
  bool loops;
  MlbBlock *alias_dom; /* loops: dominator of the aliases */
  MlbBlockCycles cycles; /* blocks on loops made of branches */
} Hoist;

/* mlbuf: may an allocation in `cur` move up to its immediate dominator
 * `idom`? Not when `cur` can come back to itself without passing `idom`:
 * the move would leave a loop made of branches, and one buffer would then
 * serve every trip around it. Dominance alone does not see it: the header
 * of a loop entered from a block that other paths bypass, or either block
 * of an irreducible loop (two entries, neither dominating the other),
 * has a dominator outside the loop that the aliases' common dominator
 * may lie above (random programs of bench/dealloc_gen_indep.py; mlir-opt
 * 22 moves them too). */
static bool idom_on_every_cycle(Hoist *h, MlbBlock *cur, MlbBlock *idom) {
  return !mlb_block_on_cycle(&h->cycles, cur) ||
         !mlb_block_reaches_avoiding(cur, cur, idom);
}

static bool legal_exit(Hoist *h, MlbOperation *parent) {
  if (!h->loops)
    return !mlb_placement_is_loop(parent);
  /* An alias dominator at or above the loop means an alias flows around
   * the back edge or out of the loop: one buffer for all iterations would
   * then be seen by the next one. */
  return mlb_placement_is_sequential_loop(parent) &&
         !mlb_dom_info_dominates(&h->p->dom, h->alias_dom, parent->block);
}

/* Walks from `cur` up towards `upper` (NULL: no bound), as far as the mode
 * allows; returns the placement block. */
static MlbBlock *find_placement(Hoist *h, MlbBlock *cur, MlbBlock *upper) {
  MlbDomInfo *dom = &h->p->dom;
  MlbBlock *placement = cur;
  MlbOperation *parent;
  while ((parent = mlb_block_parent_op(cur)) && parent->block &&
         (!upper || mlb_dom_info_properly_dominates(dom, upper, cur))) {
    MlbBlock *idom = mlb_block_is_entry(cur) ? NULL : mlb_dom_info_idom(dom, cur);
    if (idom && mlb_dom_info_properly_dominates(dom, parent->block, idom)) {
      if (!h->loops && !idom_on_every_cycle(h, cur, idom))
        break;
      cur = idom;
      if (!h->loops)
        placement = cur;
      continue;
    }
    if (!mlb_placement_known_cf(parent) || !legal_exit(h, parent))
      break;
    cur = parent->block;
    placement = cur;
  }
  return placement;
}

/* The lowest block defining one of op's operands (NULL: no operands). */
static MlbBlock *dependency_block(MlbPlacement *p, MlbOperation *op) {
  MlbBlock *dep = NULL;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbBlock *b = mlb_value_parent_block(mlb_op_operand(op, i));
    if (!dep || mlb_dom_info_dominates(&p->dom, dep, b))
      dep = b;
  }
  return dep;
}

/* Could `op` go anywhere at all? Block hoisting only moves to dominators
 * and enclosing blocks, of which the function's entry block has none; loop
 * hoisting only leaves loops. Answering this first spares the alias and
 * dominator queries for most allocations. */
static bool may_move(Hoist *h, MlbOperation *op) {
  MlbOperation *func = h->p->func;
  if (!h->loops)
    return op->block != func->regions[0].first;
  for (MlbOperation *o = mlb_op_parent_op(op); o && o != func;
       o = mlb_op_parent_op(o))
    if (mlb_placement_is_loop(o))
      return true;
  return false;
}

static bool hoist_one(Hoist *h, MlbValue *v, MlbValueVec *aliases) {
  MlbPlacement *p = h->p;
  MlbOperation *op = v->def_op;
  const MlbAllocationIface *a = mlb_op_iface(op, MLB_IFACE_ALLOCATION);
  if (!a || !(a->hoisting & (h->loops ? MLB_HOIST_LOOP : MLB_HOIST_BLOCK)) ||
      !may_move(h, op))
    return false;
  aliases->len = 0;
  mlb_placement_aliases(p, v, aliases);
  /* mlbuf: a buffer freed in the loop (memref.realloc frees its source)
   * cannot serve the next iteration; one freed by hand (a known free, or
   * a call to a function whose body frees it), moved to a dominator, would
   * be allocated on paths that never reach its free. Upstream 22 moves
   * both. */
  if (mlb_placement_alias_freed(p, aliases, h->loops))
    return false;
  MlbBlock *dom = common_dominator(p, v, aliases);
  if (!dom)
    return false;
  MlbBlock *dep = dependency_block(p, op);
  MlbBlock *upper;
  if (h->loops) {
    h->alias_dom = dom;
    upper = dep;
  } else {
    upper = dep && mlb_dom_info_properly_dominates(&p->dom, dom, dep) ? dep
                                                                      : dom;
  }
  MlbBlock *placement = find_placement(h, op->block, upper);
  MlbOperation *start = mlb_placement_start_op(p, v, placement);
  if (!start || start == op)
    return false;
  mlb_placement_keep_aliases(p, op); /* start stays after it */
  mlb_op_move_before(op, start);
  return true;
}

uint32_t mlb_placement_hoist(MlbPlacement *p, bool loops) {
  Hoist h = {.p = p, .loops = loops};
  mlb_block_cycles_init(&h.cycles);
  MlbValueVec aliases;
  mlb_vec_from_pool(&p->ctx->state_pool, &aliases);
  uint32_t moved = 0;
  /* Heap allocations first, then stack ones, each in walk order, as
   * upstream visits them (the order decides the order of allocations
   * moved before the same op). */
  for (uint32_t i = 0; i < p->allocs.len; i++)
    moved += hoist_one(&h, p->allocs.data[i], &aliases);
  for (uint32_t i = 0; i < p->stack_allocs.len; i++)
    moved += hoist_one(&h, p->stack_allocs.data[i], &aliases);
  mlb_vec_to_pool(&p->ctx->state_pool, &aliases);
  mlb_block_cycles_free(&h.cycles);
  return moved;
}

MlbStatus mlb_placement_run_hoisting(MlbContext *ctx, MlbOperation *fn,
                                     bool loops) {
  MlbPlacement p;
  mlb_placement_init(&p, ctx, fn);
  (void)mlb_placement_hoist(&p, loops);
  mlb_placement_free(&p);
  return MLB_SUCCESS;
}
