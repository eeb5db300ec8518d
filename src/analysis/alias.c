/* alias.c - building the buffer flow graph from op semantics.
 *
 * Numbers the buffer values of the root in print order, then visits every
 * op once and adds the flow edges its interfaces imply (see alias.h for
 * the rules). alias_sets.c turns the edges into origins, classes and
 * closures.
 */
#include "analysis/alias_int.h"

#include "interfaces/interfaces.h"

typedef struct Builder {
  MlbAliasInfo *a; /* NULL when following one value (MlbAliasFollow) */
  MlbOperation *root;
  MlbContext *ctx;
  MlbEdgeVec edges;
  MlbValueVec tmp;
  MlbEffectVec fx;
  MlbU32Vec succs;
  MlbWalkFn also; /* shown every op, or NULL */
  void *also_user;
  MlbDomInfo *reach; /* flows out of blocks it finds unreachable dropped */
  /* Following one value: the targets of the edges from `from` go to
   * `found`; `allocated` holds the results the op being visited
   * allocates (what the kind array says when building). */
  const MlbValue *from;
  MlbValueVec *found;
  MlbValueVec allocated;
  bool effects_asked; /* allocated is filled for the op being visited */
  uint32_t alloc_marked; /* results of the op being visited made
                            allocations (building) */
} Builder;

/* ==== Numbering ==== */

static bool is_buffer(MlbContext *ctx, const MlbType *t) {
  if (!t)
    return false;
  if (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF)
    return true;
  return t->kind == MLB_TYPE_OPAQUE && mlb_type_is_buffer_like(ctx, t);
}

static void number_value(MlbAliasInfo *a, MlbValueVec *vals, MlbValue *v) {
  if (is_buffer(a->ctx, v->type))
    mlb_vec_push(vals, v);
}

/* Could a value of type t have been numbered? (Only buffer types are:
 * the type's kind alone rules out most values without a lookup.) */
static bool may_be_buffer(const MlbType *t) {
  return t && (t->kind == MLB_TYPE_MEMREF ||
               t->kind == MLB_TYPE_UNRANKED_MEMREF ||
               t->kind == MLB_TYPE_OPAQUE);
}

/* Id of v during the build: v's type cannot change meanwhile. */
static uint32_t build_id(Builder *b, const MlbValue *v) {
  return may_be_buffer(v->type) ? mlb_alias_id(b->a, v) : UINT32_MAX;
}

/* Is v one of the numbered values (a buffer nested in the root)? Every
 * value an edge rule names is nested in the root, so when following one
 * value the type answers alone. */
static bool numbered(Builder *b, const MlbValue *v) {
  if (!b->a)
    return is_buffer(b->ctx, v->type);
  return build_id(b, v) != UINT32_MAX;
}

/* Arguments, then the results op by op, then the blocks nested in the
 * ops (from the first op holding a region: most ops hold none). */
MLB_HOT static void number_block(MlbAliasInfo *a, MlbValueVec *vals,
                                 MlbBlock *b) {
  for (uint32_t i = 0; i < b->num_args; i++)
    number_value(a, vals, b->args[i]);
  MlbOperation *holder = NULL;
  for (MlbOperation *op = b->first; op; op = op->next) {
    for (uint32_t i = 0; i < op->num_results; i++)
      number_value(a, vals, mlb_op_result(op, i));
    if (!holder && op->num_regions)
      holder = op;
  }
  for (MlbOperation *op = holder; op; op = op->next)
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (MlbBlock *nb = op->regions[r].first; nb; nb = nb->next)
        number_block(a, vals, nb);
}

/* ==== Edges ==== */

MLB_HOT static void edge(Builder *b, MlbValue *from, MlbValue *to) {
  if (!b->a) {
    if (from == b->from && is_buffer(b->ctx, to->type))
      mlb_vec_push(b->found, to);
    return;
  }
  uint32_t f = build_id(b, from);
  if (f == UINT32_MAX)
    return;
  uint32_t t = build_id(b, to);
  if (t == UINT32_MAX)
    return;
  mlb_vec_push(&b->edges, (uint64_t)f << 32 | t);
}

MLB_HOT static void set_kind(Builder *b, MlbValue *v, MlbOriginKind k) {
  if (!b->a) { /* following: only allocations change edges */
    if (k == MLB_ORIGIN_ALLOC && is_buffer(b->ctx, v->type))
      mlb_vec_push(&b->allocated, v);
    return;
  }
  uint32_t id = build_id(b, v);
  if (id != UINT32_MAX && b->a->kind[id] == MLB_ORIGIN_NONE) {
    b->a->kind[id] = (uint8_t)k;
    b->alloc_marked += k == MLB_ORIGIN_ALLOC;
  }
}

static void mark_allocations(Builder *b, MlbOperation *op);

/* Does the op being visited allocate its result `res`? When following,
 * the op's effects are asked here, on the first need: most ops a value
 * reaches (region-branch ops, whose effects are those of all their
 * nested ops) add edges without it. */
static bool allocated(Builder *b, const MlbValue *res) {
  if (b->a)
    return b->a->kind[build_id(b, res)] == MLB_ORIGIN_ALLOC;
  if (!b->effects_asked) {
    b->effects_asked = true;
    mark_allocations(b, res->def_op);
  }
  for (uint32_t i = 0; i < b->allocated.len; i++)
    if (b->allocated.data[i] == res)
      return true;
  return false;
}

/* Every buffer operand in [from, to) flows to every buffer result that is
 * not an allocation. */
MLB_HOT static void operands_to_results(Builder *b, MlbOperation *op,
                                        uint32_t from, uint32_t to) {
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    if (b->a) { /* one id lookup for both questions */
      uint32_t id = build_id(b, res);
      if (id == UINT32_MAX || b->a->kind[id] == MLB_ORIGIN_ALLOC)
        continue;
    } else if (!numbered(b, res) || allocated(b, res))
      continue;
    for (uint32_t i = from; i < to && i < op->num_operands; i++)
      edge(b, mlb_op_operand(op, i), res);
  }
}

static void mark_results(Builder *b, MlbOperation *op, MlbOriginKind k) {
  for (uint32_t r = 0; r < op->num_results; r++)
    set_kind(b, mlb_op_result(op, r), k);
}

/* Every buffer result of an op nested in the root is numbered, so the
 * type answers without a lookup. */
static bool has_buffer_result(Builder *b, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_results; r++)
    if (is_buffer(b->ctx, mlb_op_result(op, r)->type))
      return true;
  return false;
}

/* mark_allocations from the op's static specs, when each allocating
 * spec names one result (memref.alloc and most allocations): the list
 * mlb_op_effects would build names those results, in spec order. False
 * when the specs cannot answer alone (a hook, nested effects, a spec on
 * several values or an operand): then nothing is marked. */
static bool mark_spec_allocations(Builder *b, MlbOperation *op) {
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (!op->desc || !fx || fx->get || fx->recursive ||
      mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS))
    return false;
  for (uint32_t i = 0; i < fx->num_specs; i++) {
    MlbValueRef on = fx->specs[i].on;
    if (fx->specs[i].kind == MLB_EFFECT_ALLOCATE &&
        !(on < 0 && on != MLB_REF_NONE))
      return false;
  }
  for (uint32_t i = 0; i < fx->num_specs; i++) {
    uint32_t r = (uint32_t)(-1 - (int64_t)fx->specs[i].on);
    if (fx->specs[i].kind == MLB_EFFECT_ALLOCATE && r < op->num_results)
      set_kind(b, mlb_op_result(op, r), MLB_ORIGIN_ALLOC);
  }
  return true;
}

/* Results the op allocates are origins of their own (only buffers can
 * be: the effects are not asked of ops without buffer results). */
MLB_HOT static void mark_allocations(Builder *b, MlbOperation *op) {
  if (b->a && mark_spec_allocations(b, op))
    return;
  if (!b->fx.data) /* from the pool on first need (mlb_alias_build_visit) */
    mlb_vec_from_pool(&b->ctx->state_pool, &b->fx);
  b->fx.len = 0;
  if (!mlb_op_effects(b->ctx, op, &b->fx))
    return;
  for (uint32_t i = 0; i < b->fx.len; i++)
    if (b->fx.data[i].kind == MLB_EFFECT_ALLOCATE && b->fx.data[i].value &&
        b->fx.data[i].value->def_op == op)
      set_kind(b, b->fx.data[i].value, MLB_ORIGIN_ALLOC);
}

static MlbRegion *function_body(MlbOperation *fn) {
  const MlbCallableIface *c = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  uint32_t r = c ? c->body_region : 0;
  return r < fn->num_regions ? &fn->regions[r] : NULL;
}

/* Call arguments to the callee's entry arguments, returned values to the
 * call results; unknown callees pass arguments to results. */
static void call_edges(Builder *b, MlbOperation *call) {
  const MlbCallIface *c = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbOperation *callee = mlb_call_callee_in(b->ctx, call);
  MlbRegion *body = callee ? function_body(callee) : NULL;
  MlbBlock *entry = body ? body->first : NULL;
  if (!entry || !mlb_op_is_ancestor(b->root, callee)) {
    operands_to_results(b, call, c->args_from, call->num_operands);
    mark_results(b, call, MLB_ORIGIN_UNKNOWN);
    return;
  }
  for (uint32_t i = 0; i < entry->num_args; i++)
    if (c->args_from + i < call->num_operands)
      edge(b, mlb_op_operand(call, c->args_from + i), entry->args[i]);
  for (MlbBlock *blk = body->first; blk; blk = blk->next) {
    MlbOperation *t = blk->last;
    if (!t || !mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      continue;
    for (uint32_t i = 0; i < t->num_operands && i < call->num_results; i++)
      edge(b, mlb_op_operand(t, i), mlb_op_result(call, i));
  }
}

/* rb: the op's complete region-branch interface, or NULL. */
static void result_edges(Builder *b, MlbOperation *op,
                         const MlbRegionBranchIface *rb) {
  const MlbViewIface *view = mlb_op_iface(op, MLB_IFACE_VIEW);
  const MlbSelectIface *sel = mlb_op_iface(op, MLB_IFACE_SELECT);
  if (view) {
    uint32_t s = view->source_operand;
    if (s < op->num_operands && numbered(b, mlb_op_operand(op, s)))
      operands_to_results(b, op, s, s + 1);
    else
      mark_results(b, op, MLB_ORIGIN_UNKNOWN); /* a view of a non-buffer */
  } else if (sel) {
    uint32_t end = sel->count ? sel->first + sel->count : op->num_operands;
    for (uint32_t i = sel->first; i < end && i < op->num_operands; i++)
      if (op->num_results)
        edge(b, mlb_op_operand(op, i), mlb_op_result(op, 0));
  } else if (mlb_op_iface(op, MLB_IFACE_CALL)) {
    call_edges(b, op);
  } else if (!rb) {
    /* Building, when every result is an allocation (counted as marked:
     * each was no origin before its op's visit): no operand flows into
     * one, and each keeps its kind. */
    if (b->a && b->alloc_marked == op->num_results)
      return;
    operands_to_results(b, op, 0, op->num_operands);
    mark_results(b, op, MLB_ORIGIN_UNKNOWN);
  }
}

/* ==== Control flow ==== */

/* Is `blk` a block whose terminator never runs (mlb_alias_build_reachable)? */
static bool dead_block(Builder *b, MlbBlock *blk) {
  return b->reach && blk && !mlb_dom_info_reachable(b->reach, blk);
}

/* May an argument of block `blk` be a buffer? Every edge of a branch ends
 * at one (edge drops the others), and asking the branch which operands it
 * forwards costs more than this look (a cf.cond_br to blocks taking
 * scalars or nothing). */
static bool has_buffer_arg(const MlbBlock *blk) {
  for (uint32_t i = 0; i < blk->num_args; i++)
    if (may_be_buffer(blk->args[i]->type))
      return true;
  return false;
}

/* Forwarded successor operands to the successor's arguments. */
static void branch_edges(Builder *b, MlbOperation *term) {
  if (dead_block(b, term->block))
    return;
  for (uint32_t k = 0; k < term->num_successors; k++) {
    MlbBlock *succ = term->successors[k].block;
    uint32_t start = 0, count = 0;
    if (!has_buffer_arg(succ))
      continue;
    if (term->desc && term->desc->successor_operands) {
      term->desc->successor_operands(term, k, &start, &count);
      for (uint32_t i = 0; i < count && i < succ->num_args; i++)
        if (start + i < term->num_operands)
          edge(b, mlb_op_operand(term, start + i), succ->args[i]);
      continue;
    }
    for (uint32_t i = 0; i < term->num_operands; i++)
      for (uint32_t j = 0; j < succ->num_args; j++)
        edge(b, mlb_op_operand(term, i), succ->args[j]);
  }
}

/* A forwarding of a region-branch op (mlb_region_branch_forwardings):
 * one to one where stated (as far as both lists go), else every operand
 * of the terminator to every input. */
MLB_HOT static void forward_edges(void *user, MlbOperation *from, bool known,
                                  uint32_t start, uint32_t count,
                                  MlbValue *const *inputs, uint32_t n) {
  Builder *b = user;
  if (dead_block(b, from->block))
    return;
  if (!known) {
    for (uint32_t i = 0; i < from->num_operands; i++)
      for (uint32_t j = 0; j < n; j++)
        edge(b, mlb_op_operand(from, i), inputs[j]);
    return;
  }
  for (uint32_t i = 0; i < count && i < n; i++)
    if (start + i < from->num_operands)
      edge(b, mlb_op_operand(from, start + i), inputs[i]);
}

/* May a forwarding of region-branch op `op` end at a buffer: may a result
 * of op, or an entry argument of one of its regions, be one? The values
 * forwarded into are among those; when none may be a buffer, every edge
 * the forwardings would add is dropped (edge), and asking for them costs
 * more than the rest of such an op (an scf.for carrying only scalars). */
static bool forwards_to_buffers(MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_results; r++)
    if (may_be_buffer(mlb_op_result(op, r)->type))
      return true;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    const MlbBlock *entry = op->regions[r].first;
    for (uint32_t i = 0; entry && i < entry->num_args; i++)
      if (may_be_buffer(entry->args[i]->type))
        return true;
  }
  return false;
}

static void region_branch_edges(Builder *b, MlbOperation *op) {
  if (!forwards_to_buffers(op))
    return;
  if (!b->succs.data) { /* from the pool on first need */
    mlb_vec_from_pool(&b->ctx->state_pool, &b->succs);
    mlb_vec_from_pool(&b->ctx->state_pool, &b->tmp);
  }
  mlb_region_branch_forwardings(op, forward_edges, b, &b->succs, &b->tmp);
}

/* An op with regions we know nothing about: operands may reach its
 * regions' entry arguments (which may also be buffers of its own),
 * terminator operands its results. */
static void opaque_region_edges(Builder *b, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *entry = op->regions[r].first;
    for (uint32_t j = 0; entry && j < entry->num_args; j++)
      set_kind(b, entry->args[j], MLB_ORIGIN_UNKNOWN); /* may be anything */
    for (uint32_t i = 0; entry && i < op->num_operands; i++)
      for (uint32_t j = 0; j < entry->num_args; j++)
        edge(b, mlb_op_operand(op, i), entry->args[j]);
    for (MlbBlock *blk = op->regions[r].first; blk; blk = blk->next) {
      MlbOperation *t = mlb_block_region_exit(blk);
      if (!t || dead_block(b, blk))
        continue;
      for (uint32_t i = 0; i < t->num_operands; i++)
        for (uint32_t k = 0; k < op->num_results; k++)
          edge(b, mlb_op_operand(t, i), mlb_op_result(op, k));
    }
  }
}

MLB_HOT MLB_NOINLINE static void function_args(Builder *b, MlbOperation *fn) {
  MlbRegion *body = function_body(fn);
  MlbBlock *entry = body ? body->first : NULL;
  for (uint32_t i = 0; entry && i < entry->num_args; i++)
    set_kind(b, entry->args[i], MLB_ORIGIN_ARG);
}

/* The edges of an op that may add some (visit_op's filter passed). */
MLB_HOT MLB_NOINLINE static void op_edges(Builder *b, MlbOperation *op,
                                          bool buffers) {
  /* Only the op's own effects can allocate one of its results: a nested
   * op's effects name values it sees, and the op's results do not
   * dominate its regions. Most ops' interfaces answer without a list. */
  if (buffers && b->a && mlb_op_own_effects_may_allocate(op))
    mark_allocations(b, op);
  const MlbRegionBranchIface *rb = mlb_region_branch_complete(op);
  result_edges(b, op, rb);
  if (op->num_successors)
    branch_edges(b, op);
  if (rb)
    region_branch_edges(b, op);
  else if (op->num_regions && !mlb_op_has_trait(op, MLB_TRAIT_SYMBOL_TABLE) &&
           !mlb_op_has_trait(op, MLB_TRAIT_ISOLATED))
    opaque_region_edges(b, op);
}

/* Most ops add no edge: this part stays small (the edge rules are
 * op_edges', out of line), so that those ops do not pay for the
 * registers the rules need. */
MLB_HOT static MlbWalkResult visit_op(MlbOperation *op, void *user) {
  Builder *b = user;
  if (b->also)
    (void)b->also(op, b->also_user);
  /* Without buffer results, successors or regions, only a call (its
   * arguments flow into the callee) adds anything; such an op is neither
   * a function with arguments nor the root with nested ops, so this
   * comes first: it is most ops. */
  bool buffers = has_buffer_result(b, op);
  if (!buffers && !op->num_successors && !op->num_regions &&
      !mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_WALK_ADVANCE;
  b->allocated.len = 0;
  b->effects_asked = false;
  b->alloc_marked = 0;
  if (mlb_op_is_function(op)) {
    function_args(b, op);
    return MLB_WALK_ADVANCE;
  }
  if (op == b->root)
    return MLB_WALK_ADVANCE;
  op_edges(b, op, buffers);
  return MLB_WALK_ADVANCE;
}

/* Pre-order over op and every op nested in it (mlb_walk_pre's order),
 * visiting each directly: the build visits every op of every function a
 * pass runs on, and the generic walk's callback and result checks per op
 * cost a good part of what the visit itself does for most ops. visit_op
 * changes no IR. */
MLB_HOT static void visit_tree(Builder *b, MlbOperation *op) {
  (void)visit_op(op, b);
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (MlbBlock *blk = op->regions[i].first; blk; blk = blk->next)
      for (MlbOperation *o = blk->first; o; o = o->next)
        visit_tree(b, o);
}

static void build(MlbAliasInfo *a, MlbContext *ctx, MlbOperation *root,
                  MlbWalkFn also, void *user, MlbDomInfo *reach);

void mlb_alias_build(MlbAliasInfo *a, MlbContext *ctx, MlbOperation *root) {
  build(a, ctx, root, NULL, NULL, NULL);
}

void mlb_alias_build_reachable(MlbAliasInfo *a, MlbContext *ctx,
                               MlbOperation *root, MlbDomInfo *reach) {
  build(a, ctx, root, NULL, NULL, reach);
}

void mlb_alias_build_visit(MlbAliasInfo *a, MlbContext *ctx,
                           MlbOperation *root, MlbWalkFn also, void *user) {
  build(a, ctx, root, also, user, NULL);
}

MLB_HOT static void build(MlbAliasInfo *a, MlbContext *ctx, MlbOperation *root,
                          MlbWalkFn also, void *user, MlbDomInfo *reach) {
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  a->root = root;
  mlb_idmap_init(&a->ids);
  /* Scratch vectors and the analysis' own arrays from the context's spare
   * blocks: passes build the analysis function after function. */
  MlbVecPool *pool = &ctx->state_pool;
  MlbValueVec vals;
  mlb_vec_from_pool(pool, &vals);
  for (uint32_t r = 0; r < root->num_regions; r++)
    for (MlbBlock *blk = root->regions[r].first; blk; blk = blk->next)
      number_block(a, &vals, blk);
  a->n = vals.len;
  a->values = vals.data;
  a->values_bytes = (size_t)vals.cap * sizeof *vals.data;
  if (a->n > MLB_ALIAS_SCAN_MAX)
    for (uint32_t i = 0; i < a->n; i++)
      mlb_idmap_put(&a->ids, a->values[i], i);
  a->kind = mlb_alias_take_block(a, a->n, &a->kind_bytes);
  memset(a->kind, 0, a->n);
  Builder b = {0};
  b.a = a;
  b.root = root;
  b.ctx = ctx;
  b.also = also;
  b.also_user = user;
  b.reach = reach;
  /* The edges always; the other scratch vectors on first need (most
   * functions forward no buffer through a region op, and allocate
   * through specs). */
  mlb_vec_from_pool(pool, &b.edges);
  visit_tree(&b, root);
  mlb_alias_finish(a, &b.edges);
  mlb_vec_to_pool(pool, &b.edges);
  if (b.succs.data) {
    mlb_vec_to_pool(pool, &b.tmp);
    mlb_vec_to_pool(pool, &b.succs);
  }
  if (b.fx.data)
    mlb_vec_to_pool(pool, &b.fx);
}

/* ==== Following one value ==== */

void mlb_alias_follow_init(MlbAliasFollow *f, MlbContext *ctx,
                           MlbOperation *root) {
  memset(f, 0, sizeof *f);
  f->ctx = ctx;
  f->root = root;
  mlb_ptrmap_init(&f->seen);
}

void mlb_alias_follow_free(MlbAliasFollow *f) {
  mlb_vec_free(&f->calls);
  mlb_ptrmap_free(&f->seen);
}

static MlbWalkResult collect_call(MlbOperation *op, void *user) {
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    mlb_vec_push((MlbOpVec *)user, op);
  return MLB_WALK_ADVANCE;
}

/* Every op whose edge rules may start an edge at x, visited with b->from
 * = x: x's users (results, successors, regions entered, callee entry
 * arguments), the op holding a block whose last op uses x (forwarding
 * out of a region-branch op, an opaque region's exit) and, when that op
 * returns from the holder's body (call_edges' condition, the holder being
 * the only possible callee), every call in the root. */
static void follow_edges(Builder *b, MlbAliasFollow *f, MlbValue *x) {
  b->from = x;
  MlbOperation *prev = NULL;
  for (MlbUse *u = x->uses; u; u = u->next) {
    MlbOperation *user = u->owner;
    if (user == prev)
      continue; /* the same op again: the same edges */
    prev = user;
    (void)visit_op(user, b);
    if (!user->block || user->block->last != user)
      continue;
    MlbOperation *holder = mlb_block_parent_op(user->block);
    if (holder)
      (void)visit_op(holder, b);
    if (!holder || !mlb_op_has_trait(user, MLB_TRAIT_RETURN_LIKE) ||
        function_body(holder) != user->block->parent)
      continue;
    if (!f->calls_found) {
      (void)mlb_walk_pre(f->root, collect_call, &f->calls);
      f->calls_found = true;
    }
    for (uint32_t i = 0; i < f->calls.len; i++)
      (void)visit_op(f->calls.data[i], b);
  }
}

/* Was y found already (out[first..kept) holds the values found)? */
static bool follow_seen(MlbAliasFollow *f, const MlbValueVec *out,
                        uint32_t first, uint32_t kept, const MlbValue *y) {
  if (f->seen.len)
    return mlb_ptrmap_get(&f->seen, y) != NULL;
  for (uint32_t i = first; i < kept; i++)
    if (out->data[i] == y)
      return true;
  return false;
}

static void follow_keep(MlbAliasFollow *f, MlbValueVec *out, uint32_t first,
                        uint32_t kept) {
  uint32_t n = kept - first;
  if (f->seen.len)
    mlb_ptrmap_put(&f->seen, out->data[kept - 1], (void *)1);
  else if (n > MLB_ALIAS_FOLLOW_SCAN_MAX) /* too many to scan: a map */
    for (uint32_t i = first; i < kept; i++)
      mlb_ptrmap_put(&f->seen, out->data[i], (void *)1);
}

/* ==== Id order without ids ==== */

/* The blocks enclosing b inside the root, outermost first (a block of
 * the root's regions first). */
static void block_chain(MlbOperation *root, MlbBlock *b, MlbBlockVec *out) {
  out->len = 0;
  for (; b; b = mlb_block_parent_op(b) ? mlb_block_parent_op(b)->block : NULL) {
    mlb_vec_push(out, b);
    if (mlb_block_parent_op(b) == root)
      break;
  }
  for (uint32_t i = 0, j = out->len ? out->len - 1 : 0; i < j; i++, j--) {
    MlbBlock *t = out->data[i];
    out->data[i] = out->data[j];
    out->data[j] = t;
  }
}

/* Two values of one block: arguments, then the results op by op. */
static bool before_in_block(const MlbValue *x, const MlbValue *y) {
  if (mlb_value_is_arg(x) || mlb_value_is_arg(y))
    return mlb_value_is_arg(x) && (!mlb_value_is_arg(y) || x->index < y->index);
  if (x->def_op == y->def_op)
    return x->index < y->index;
  return mlb_op_is_before_in_block(x->def_op, y->def_op);
}

/* What one sort compares with: the enclosing blocks of the two values
 * compared, and the positions of the blocks of every region two compared
 * blocks shared, numbered when first needed. (Finding one block after
 * the other by walking the region's list cost the length of the region
 * for each comparison: a sort of an allocation's aliases down a chain of
 * n blocks took time n^2 log n, and buffer-hoisting on 1,000 blocks in a
 * row 38 s.) */
typedef struct IdOrder {
  MlbOperation *root;
  MlbBlockVec cx, cy;
  MlbPtrMap pos; /* block -> its index in its region + 1 */
} IdOrder;

static uint32_t block_pos(IdOrder *o, const MlbBlock *b) {
  void *p = mlb_ptrmap_get(&o->pos, b);
  if (!p) {
    uintptr_t i = 0;
    for (const MlbBlock *c = b->parent->first; c; c = c->next)
      mlb_ptrmap_put(&o->pos, c, (void *)++i);
    p = mlb_ptrmap_get(&o->pos, b);
  }
  return (uint32_t)(uintptr_t)p;
}

/* Two different blocks held by the same op: region, then block order. */
static bool block_before(IdOrder *o, const MlbBlock *a, const MlbBlock *b) {
  if (a->parent != b->parent)
    return a->parent < b->parent; /* the op's regions are one array */
  return block_pos(o, a) < block_pos(o, b);
}

/* Does x come before y in the analysis' numbering (mlb_alias_build:
 * blocks pre-order; in a block its arguments, its ops' results, then the
 * blocks nested in its ops)? Both are values nested in the root. */
static bool numbered_before(IdOrder *o, const MlbValue *x, const MlbValue *y) {
  MlbBlock *bx = mlb_value_parent_block(x), *by = mlb_value_parent_block(y);
  if (bx == by)
    return before_in_block(x, y);
  if (bx->parent == by->parent) /* (the chains would differ only there) */
    return block_before(o, bx, by);
  MlbBlockVec *cx = &o->cx, *cy = &o->cy;
  block_chain(o->root, bx, cx);
  block_chain(o->root, by, cy);
  uint32_t k = 0;
  while (k < cx->len && k < cy->len && cx->data[k] == cy->data[k])
    k++;
  if (k == cx->len || k == cy->len) /* one block holds the other */
    return k == cx->len;
  MlbBlock *a = cx->data[k], *b = cy->data[k];
  MlbOperation *oa = mlb_block_parent_op(a), *ob = mlb_block_parent_op(b);
  if (oa == ob)
    return block_before(o, a, b);
  return mlb_op_is_before_in_block(oa, ob);
}

/* out[first..]: sorted as mlb_alias_flows_to sorts them (by id), by a
 * bottom-up merge sort (qsort has no room for the comparison's state). */
static void sort_by_id(MlbAliasFollow *f, MlbValueVec *out, uint32_t first) {
  uint32_t n = out->len - first;
  if (n < 2)
    return;
  MlbVecPool *pool = &f->ctx->state_pool;
  IdOrder o;
  o.root = f->root;
  mlb_vec_from_pool(pool, &o.cx);
  mlb_vec_from_pool(pool, &o.cy);
  mlb_ptrmap_init_pooled(&o.pos, pool);
  MlbValueVec tmp;
  mlb_vec_from_pool(pool, &tmp);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&tmp, NULL);
  MlbValue **src = out->data + first, **dst = tmp.data;
  for (uint32_t w = 1; w < n; w *= 2) {
    for (uint32_t lo = 0; lo < n; lo += 2 * w) {
      uint32_t mid = lo + w < n ? lo + w : n;
      uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
      uint32_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi)
        dst[k++] = numbered_before(&o, src[j], src[i])
                       ? src[j++]
                       : src[i++];
      while (i < mid)
        dst[k++] = src[i++];
      while (j < hi)
        dst[k++] = src[j++];
    }
    MlbValue **t = src;
    src = dst;
    dst = t;
  }
  if (src != out->data + first)
    memcpy(out->data + first, src, n * sizeof *src);
  mlb_vec_to_pool(pool, &o.cx);
  mlb_vec_to_pool(pool, &o.cy);
  mlb_ptrmap_free(&o.pos);
  mlb_vec_to_pool(pool, &tmp);
}

void mlb_alias_follow(MlbAliasFollow *f, const MlbValue *v, MlbValueVec *out) {
  if (!is_buffer(f->ctx, v->type))
    return;
  MlbVecPool *pool = &f->ctx->state_pool;
  Builder b = {0};
  b.root = f->root;
  b.ctx = f->ctx;
  b.found = out;
  mlb_vec_from_pool(pool, &b.tmp);
  mlb_vec_from_pool(pool, &b.fx);
  mlb_vec_from_pool(pool, &b.succs);
  mlb_vec_from_pool(pool, &b.allocated);
  uint32_t first = out->len, next = first;
  MlbValue *x = (MlbValue *)v;
  for (;;) {
    uint32_t kept = out->len;
    follow_edges(&b, f, x);
    /* Keep the targets not seen before (v itself is left out, as
     * mlb_alias_flows_to leaves it out). */
    uint32_t end = out->len;
    out->len = kept;
    for (uint32_t j = kept; j < end; j++) {
      MlbValue *y = out->data[j];
      if (y == v || follow_seen(f, out, first, out->len, y))
        continue;
      out->data[out->len++] = y;
      follow_keep(f, out, first, out->len);
    }
    if (next == out->len)
      break;
    x = out->data[next++];
  }
  if (f->seen.len)
    mlb_ptrmap_clear(&f->seen);
  sort_by_id(f, out, first);
  mlb_vec_to_pool(pool, &b.tmp);
  mlb_vec_to_pool(pool, &b.fx);
  mlb_vec_to_pool(pool, &b.succs);
  mlb_vec_to_pool(pool, &b.allocated);
}
