/* buffer_deallocation.c - the copy-based `buffer-deallocation` pass (MLIR
 * 16's BufferDeallocation): frees every buffer the function owns once, on
 * every path, after the last use of any of its aliases, and inserts clones
 * where a value may hold one of several buffers (docs/copy-deallocation.md).
 *
 * Per function with a body:
 *   1. checks of the program's shape, with MLIR 16's error: region ops
 *      with results or several regions implement region branching; and
 *      one of ours: no op with unknown memory effects on buffers (it might
 *      free or keep one). Loops made of branches, which MLIR 16 refuses
 *      ("Only structured control-flow loops are supported."), are taken:
 *      the clones and frees follow the cycles (block_cycles.h). The
 *      checks, the collection of the allocations and the alias analysis
 *      share one walk (first_look);
 *   2. owners, critical aliases and clones (buffer_deallocation_clones.c);
 *   3. frees (buffer_deallocation_place.c).
 *
 *   %a = memref.alloc()              %a = memref.alloc()
 *   cf.cond_br %c, ^b1, ^b2          cf.cond_br %c, ^b1, ^b2
 *  ^b1:                       =>    ^b1:
 *   cf.br ^b3(%a)                    %0 = bufferization.clone %a
 *  ^b2:                              memref.dealloc %a
 *   %b = ...                         cf.br ^b3(%0)
 *   cf.br ^b3(%b)                    ...
 *  ^b3(%x):                         ^b3(%x):
 *   use(%x)                          use(%x)
 *                                    memref.dealloc %x
 *
 * Requires: bufferized IR (functions on buffers).
 * Preserves: nothing (adds ops and, on branches with several successors
 * that need clones or frees on one edge, blocks).
 */
#include "transforms/buffer_deallocation.h"

#include "ir/dominance.h"

const MlbAllocationIface bd_no_iface = {0};

/* ==== Reachability ==== */

static bool chain_reachable(MlbDomInfo *dom, MlbBlock *b) {
  for (; b; b = mlb_block_parent_op(b) ? mlb_block_parent_op(b)->block : NULL)
    if (!mlb_dom_info_reachable(dom, b))
      return false;
  return true;
}

bool bd_reachable(const BdFunc *f, MlbDomInfo *dom, MlbBlock *b) {
  return f->all_reachable || chain_reachable(dom, b);
}

/* ==== Checks ==== */

typedef struct Check {
  BdFunc *f;
  MlbEffectVec fx;
  MlbStatus status;
} Check;

static bool has_buffer_result(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (mlb_type_is_buffer_like(ctx, mlb_op_result(op, i)->type))
      return true;
  return false;
}

static bool has_buffer_value(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_buffer_like(ctx, mlb_op_operand(op, i)->type))
      return true;
  return has_buffer_result(ctx, op);
}

/* An op may touch buffers in ways the pass cannot see: no known effects,
 * not a call (callees neither free nor keep their arguments, by the
 * function-boundary convention), not a region op whose nested ops speak
 * for it, not a branch or region terminator (they only forward). */
static bool unknown_buffer_effects(Check *c, MlbOperation *op) {
  const MlbEffectsIface *e = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if ((e && e->recursive) || mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
      mlb_op_iface(op, MLB_IFACE_CALL) || op->num_successors ||
      (mlb_op_is_terminator(op) && !op->num_results))
    return false;
  /* Static effects, or pure: known without asking. */
  if (op->desc && (e ? !e->get : mlb_op_has_trait(op, MLB_TRAIT_PURE)))
    return false;
  c->fx.len = 0;
  return has_buffer_value(c->f->ctx, op) &&
         !mlb_op_effects(c->f->ctx, op, &c->fx);
}

/* Does a value nested in op's regions (a block argument, an op result)
 * hold a buffer? */
static MlbWalkResult defines_buffer(MlbOperation *op, void *user) {
  MlbContext *ctx = user;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->num_args; i++)
        if (mlb_type_is_buffer_like(ctx, b->args[i]->type))
          return MLB_WALK_INTERRUPT;
  return has_buffer_result(ctx, op) ? MLB_WALK_INTERRUPT : MLB_WALK_ADVANCE;
}

/* MLIR 16 refuses a region op with results, or with several regions,
 * unless the region-branch interface tells how buffers flow through it.
 * When no buffer is defined in it or by it (memref.generic_atomic_rmw:
 * an i64 in, an i64 out), nothing flows: its nested ops only use
 * buffers from outside, as ops of a region op without results do. */
static bool region_flow_unknown(MlbContext *ctx, MlbOperation *op) {
  if (!((op->num_regions == 1 && op->num_results) || op->num_regions > 1) ||
      mlb_op_iface(op, MLB_IFACE_REGION_BRANCH))
    return false;
  return mlb_walk_pre(op, defines_buffer, ctx) == MLB_WALK_INTERRUPT;
}

/* The shape checks of one op nested in the function. */
static bool check_shape(Check *c, MlbOperation *op) {
  MlbContext *ctx = c->f->ctx;
  if (region_flow_unknown(ctx, op)) {
    c->status = mlb_op_emit_error(ctx, op, "All operations with attached "
                                  "regions need to implement the "
                                  "RegionBranchOpInterface.");
    return false;
  }
  if (unknown_buffer_effects(c, op)) {
    c->status = mlb_op_emit_error(ctx, op, "buffer-deallocation: memory "
                                  "effects of this op on buffers are unknown "
                                  "(it might free or keep a buffer)");
    return false;
  }
  return true;
}

/* Is every block of region r reachable from its entry? */
static bool region_reachable(BdFunc *f, MlbRegion *r) {
  for (MlbBlock *b = r->first ? r->first->next : NULL; b; b = b->next)
    if (!mlb_dom_info_reachable(&f->pl.dom, b))
      return false;
  return true;
}

static MlbWalkResult check_op(MlbOperation *op, void *user) {
  Check *c = user;
  BdFunc *f = c->f;
  if (op != f->func && !check_shape(c, op))
    return MLB_WALK_INTERRUPT;
  f->may_free = f->may_free || (op != f->func && bd_may_free(op));
  for (uint32_t r = 0; r < op->num_regions; r++) {
    if (!f->has_cycles)
      f->has_cycles = mlb_region_has_cycle(&f->cycles, &op->regions[r]);
    if (f->all_reachable)
      f->all_reachable = region_reachable(f, &op->regions[r]);
  }
  return MLB_WALK_ADVANCE;
}

/* ==== First look ====
 * The shape checks, the collection of allocations and the alias analysis
 * each look at every op once: one walk (the analysis' own) does all
 * three, as functions come by the thousand and are small, so a walk
 * costs as much as what is done on it. */

typedef struct FirstLook {
  Check check;
  MlbAllocCollect collect;
} FirstLook;

/* The three looks at an op holding no region whose effects are static
 * specs or none (pure), which most ops are, from one scan of its specs:
 * the shape checks pass (no region; effects known without asking), it
 * may free when it is a call or a spec frees (bd_may_free), and only an
 * op with results and an allocating spec is an allocation to collect
 * (mlb_op_own_effects_may_allocate). PLAIN_OTHER for any other op. */
typedef enum { PLAIN_DONE, PLAIN_ALLOC, PLAIN_OTHER } PlainLook;

static PlainLook plain_look(FirstLook *l, MlbOperation *op) {
  if (!op->desc || op->num_regions || op == l->check.f->func)
    return PLAIN_OTHER;
  const MlbEffectsIface *e = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (e ? e->get || e->recursive : !mlb_op_has_trait(op, MLB_TRAIT_PURE))
    return PLAIN_OTHER;
  bool frees = mlb_op_iface(op, MLB_IFACE_CALL) != NULL, allocates = false;
  for (uint32_t i = 0; e && i < e->num_specs; i++) {
    frees = frees || e->specs[i].kind == MLB_EFFECT_FREE;
    allocates = allocates || e->specs[i].kind == MLB_EFFECT_ALLOCATE;
  }
  if (l->check.status == MLB_SUCCESS) /* as check_op, which stops there */
    l->check.f->may_free = l->check.f->may_free || frees;
  return allocates && op->num_results ? PLAIN_ALLOC : PLAIN_DONE;
}

/* An allocation (PLAIN_ALLOC), or an op plain_look does not take. Out
 * of line: the plain ops, most of them, then need no register saves. */
MLB_HOT MLB_NOINLINE static void first_look_rest(FirstLook *l, MlbOperation *op,
                                                 PlainLook k) {
  /* The checks stop at the first error. */
  if (k == PLAIN_OTHER && l->check.status == MLB_SUCCESS)
    (void)check_op(op, &l->check);
  mlb_placement_collect_op(&l->collect, op);
}

MLB_HOT static MlbWalkResult first_look_op(MlbOperation *op, void *user) {
  FirstLook *l = user;
  PlainLook k = plain_look(l, op);
  if (k != PLAIN_DONE)
    first_look_rest(l, op, k);
  return MLB_WALK_ADVANCE;
}

/* Checks the function's shape, collects its allocations and builds the
 * alias analysis (f->pl). */
static MlbStatus first_look(BdFunc *f) {
  MlbVecPool *pool = &f->ctx->state_pool;
  FirstLook l = {{f, {0}, MLB_SUCCESS}, {0}};
  mlb_vec_from_pool(pool, &l.check.fx);
  mlb_placement_init_analyses(&f->pl, f->ctx, f->func);
  f->all_reachable = true; /* until check_op finds a block that is not */
  mlb_placement_collect_begin(&l.collect, &f->pl);
  mlb_alias_build_visit(&f->pl.alias, f->ctx, f->func, first_look_op, &l);
  f->pl.alias_built = true;
  mlb_placement_collect_end(&l.collect);
  mlb_vec_to_pool(pool, &l.check.fx);
  /* Every block of the function reachable (check_op, region by region),
   * and the blocks holding the function: every bd_reachable question is
   * answered yes without climbing. */
  if (f->all_reachable && f->func->block)
    f->all_reachable = chain_reachable(&f->pl.dom, f->func->block);
  /* Unreachable blocks never run: a buffer that reaches a value only
   * through them must not count as its alias (a view forwarded to a
   * region's yield only from dead blocks would otherwise need a free
   * before the yield that uses it). Rare: the analysis is built again. */
  if (!f->all_reachable && l.check.status == MLB_SUCCESS) {
    mlb_alias_free(&f->pl.alias);
    mlb_alias_build_reachable(&f->pl.alias, f->ctx, f->func, &f->pl.dom);
  }
  return l.check.status;
}

bool bd_on_cycle(BdFunc *f, MlbBlock *b) {
  return f->has_cycles && mlb_block_on_cycle(&f->cycles, b);
}

MLB_HOT bool bd_reruns(BdFunc *f, MlbOperation *op) {
  for (; f->has_cycles && op && op != f->func && op->block;
       op = mlb_op_parent_op(op))
    if (mlb_block_on_cycle(&f->cycles, op->block))
      return true;
  return false;
}

MlbOperation *bd_next_return(MlbOperation *fn, MlbBlock **b) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  *b = *b ? (*b)->next : fn->regions[ci->body_region].first;
  for (; *b; *b = (*b)->next) {
    MlbOperation *t = mlb_block_terminator(*b);
    if (t && !t->num_successors && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      return t;
  }
  return NULL;
}

uint32_t bd_alloc_index(BdFunc *f, const MlbValue *v) {
  if (!f->alloc_index_made) {
    for (uint32_t i = 0; i < f->pl.allocs.len; i++)
      mlb_small_map_put(&f->alloc_index, f->pl.allocs.data[i],
                        (void *)(uintptr_t)(i + 1));
    f->alloc_index_made = true;
  }
  return (uint32_t)(uintptr_t)mlb_small_map_get(&f->alloc_index, v) - 1;
}

/* ==== Driver ==== */

/* Per-function maps and the vectors every function fills take their
 * blocks from the context's pool and give them back (bd_free): functions
 * come by the thousand and each is small, so heap calls would otherwise
 * be a good part of the pass's cost. */
static void bd_init(BdFunc *f, MlbContext *ctx, MlbOperation *fn,
                    uint64_t *stats, uint64_t carry_budget) {
  /* Every field before `pl`, one by one (a memset of their 456 bytes
   * was a `rep stos`, slow to start, function after function; those set
   * up by their initializers below are not written twice). The
   * placement and the maps after it are set up by their own initializers
   * (mlb_placement_init_analyses in first_look). */
  f->ctx = ctx;
  f->func = fn;
  f->sweep = NULL;
  f->stats = stats;
  f->alloc_index_made = false;
  f->events = (MlbU32Vec){0};
  f->event_vals = (MlbValueVec){0};
  f->event_ops = (MlbOpVec){0};
  f->events_known = false;
  f->written = (MlbValueVec){0};
  f->writers = (MlbOpVec){0};
  f->cut = NULL;
  f->cut_n = 0;
  f->cut_bytes = f->hold_bytes = 0;
  f->hold_mark = NULL;
  f->hold_gen = f->cut_gen = 0;
  f->hold_work = (MlbU32Vec){0};
  f->cut_work = (MlbU32Vec){0};
  f->carry_budget = carry_budget;
  f->writes_known = f->clone_side_known = false;
  f->default_iface = NULL;
  f->default_iface_known = false;
  f->all_reachable = f->has_cycles = false;
  f->succ_tmp = (MlbU32Vec){0};
  f->undo.data = NULL;
  f->undo.len = f->undo.cap = 0;
  f->record_undo = f->clone_refused = f->may_free = false;
  MlbVecPool *pool = &ctx->state_pool;
  mlb_small_map_init(&f->alloc_index, pool);
  mlb_small_map_init(&f->owner_iface, pool);
  mlb_small_map_init(&f->owner_free, pool);
  mlb_small_map_init(&f->hand, pool);
  mlb_small_map_init(&f->critical, pool);
  mlb_small_map_init(&f->clones, pool);
  mlb_small_map_init(&f->cloned_use, pool);
  mlb_small_map_init(&f->split, pool);
  mlb_small_map_init(&f->edge_args, pool);
  mlb_small_map_init(&f->clone_side, pool);
  mlb_ptrmap_init_pooled(&f->carry, pool);
  mlb_vec_from_pool(pool, &f->owners);
  mlb_vec_from_pool(pool, &f->frees);
  mlb_block_cycles_init(&f->cycles);
  mlb_call_effects_init(&f->calls, ctx);
}

/* MLIR 16 frees and clones buffers of no allocation it knows (function
 * arguments reaching a critical alias, call results) with memref.dealloc
 * and bufferization.clone: memref.alloc's interface, looked up on first
 * need (most functions have none). */
const MlbAllocationIface *bd_default_iface(BdFunc *f) {
  if (!f->default_iface_known) {
    const MlbOpDesc *d = mlb_lookup_op(f->ctx, "memref.alloc", 12);
    f->default_iface = d ? d->ifaces[MLB_IFACE_ALLOCATION] : NULL;
    f->default_iface_known = true;
  }
  return f->default_iface;
}

static void bd_free(BdFunc *f) {
  MlbVecPool *pool = &f->ctx->state_pool;
  mlb_placement_free(&f->pl);
  mlb_vec_to_pool(pool, &f->owners);
  mlb_vec_to_pool(pool, &f->frees);
  if (f->succ_tmp.data)
    mlb_vec_to_pool(pool, &f->succ_tmp);
  mlb_vec_free(&f->events);
  mlb_vec_free(&f->event_vals);
  mlb_vec_free(&f->event_ops);
  mlb_vec_free(&f->written);
  mlb_vec_free(&f->writers);
  mlb_small_map_free(&f->alloc_index);
  mlb_small_map_free(&f->owner_iface);
  mlb_small_map_free(&f->owner_free);
  mlb_small_map_free(&f->hand);
  mlb_small_map_free(&f->critical);
  mlb_small_map_free(&f->clones);
  mlb_small_map_free(&f->cloned_use);
  mlb_small_map_free(&f->split);
  mlb_small_map_free(&f->edge_args);
  mlb_small_map_free(&f->clone_side);
  mlb_block_cycles_free(&f->cycles);
  mlb_call_effects_free(&f->calls);
  bd_free_cut_origins(f);
  bd_free_carry(f);
}

/* The phases after the checks. With the fallback, a refusal's
 * diagnostics are held and its changes noted, so that the function can
 * go back to the input's form (*refused). */
MLB_HOT static MlbStatus place_all(BdFunc *f, bool fallback,
                                  bool *refused, MlbValueVec *freed) {
  BdHeld held;
  if (fallback)
    bd_hold_begin(f->ctx, &held);
  f->record_undo = fallback;
  MlbStatus s = bd_introduce_clones(f);
  if (s == MLB_SUCCESS)
    s = bd_place_deallocs(f);
  *refused = fallback && s != MLB_SUCCESS && f->clone_refused;
  if (*refused)
    bd_undo_all(f);
  /* Stays refused: a function freeing an argument by hand (the mark of
   * the fallback says it frees none); one returning a view a caller
   * rebases. Returned views are cloned last: nothing may undo them. */
  *refused = *refused && !bd_frees_own_args(f) && bd_clone_returned_views(f);
  if (*refused) /* the fallback's facts of hand frees are fn's own */
    bd_freed_call_operands(f, freed);
  if (fallback)
    bd_hold_end(f->ctx, &held, !*refused);
  bd_undo_release(f);
  return s;
}

MLB_HOT static MlbStatus run_function(MlbContext *ctx, MlbOperation *fn,
                                      MlbPassState *st, uint64_t carry_budget,
                                      bool fallback) {
  uint64_t before[BD_NUM_STATS];
  memcpy(before, st->stats, sizeof before);
  BdFunc f;
  bd_init(&f, ctx, fn, st->stats, carry_budget);
  f.sweep = st->sweep;
  bool refused = false;
  MlbValueVec freed = {0};
  MlbStatus s = first_look(&f);
  if (s == MLB_SUCCESS)
    s = place_all(&f, fallback, &refused, &freed);
  bd_free(&f);
  if (refused) {
    /* What was undone does not count. */
    memcpy(st->stats, before, sizeof before);
    st->stats[BD_STAT_FALLBACKS]++;
    s = bd_ownership_fallback(ctx, fn, st, &freed);
  }
  mlb_vec_free(&freed);
  return s;
}

MLB_HOT static MlbStatus run_buffer_deallocation(MlbContext *ctx,
                                                 MlbOperation *op,
                                                 const MlbPassOptValue *opts,
                                                 MlbPassState *st) {
  /* A function the fallback took was deallocated already (a second run
   * on the pass's output): its guarded frees would read as frees by hand
   * and the second placement leaked (random program 6894074, --rerun). */
  /* Every op the sweep comes by, taken or not: the passes before and
   * after this one in its pipeline may change it (buffer_deallocation_
   * callees.c). */
  (void)bd_sweep_enter(ctx, st, op);
  if (!mlb_op_is_function(op) || !mlb_callable_entry(op) ||
      mlb_op_get_discardable(op, BD_FALLBACK_ATTR))
    return MLB_SUCCESS;
  return run_function(ctx, op, st,
                      opts[0].i < 0 ? 0 : (uint64_t)opts[0].i, opts[1].b);
}

/* Not MLIR 16's: bounds the separation check's copy-chain dataflow
 * (buffer_deallocation_carry.c), whose cost per followed write is the
 * function's ops times its buffer values; large functions otherwise take
 * time quadratic in their size. docs/copy-deallocation.md. */
static const MlbPassOptDef k_options[] = {
    {.name = "max-copy-chain-work",
     .kind = MLB_OPT_INT,
     .default_text = "67108864",
     .description = "(mlbuf) State cells (operations x buffer values) the "
                    "separation check may spend per function following "
                    "writes through chains of clones; past it a write is "
                    "not followed and the function may be refused"},
    {.name = "ownership-fallback",
     .kind = MLB_OPT_BOOL,
     .default_text = "true",
     .description = "(mlbuf) A function the copy-based strategy must refuse "
                    "(a clone would change what it computes) is freed by "
                    "the ownership-based passes instead; false: refuse it "
                    "with an error"},
};

static const MlbPassStatDef k_stats[BD_NUM_STATS] = {
    {"num-deallocs", "Number of frees inserted"},
    {"num-moved-frees", "Number of frees of the input moved"},
    {"num-clones", "Number of clones inserted"},
    {"num-split-edges", "Number of branch edges split"},
    {"num-ownership-fallbacks",
     "Number of functions freed by the ownership-based passes instead"},
};

const MlbPassDef mlb_pass_buffer_deallocation = {
    .flag = "buffer-deallocation",
    .name = "BufferDeallocation",
    .anchor = "func.func",
    .summary = "Adds all required dealloc operations for all allocations in "
               "the input program",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .stats = k_stats,
    .num_stats = BD_NUM_STATS,
    .run = run_buffer_deallocation,
    /* Builders, operands, successors, block arguments and moves of ops
     * through the IR API only (buffer_deallocation*.c and what they call:
     * the placement's analyses read, the interfaces' free and clone
     * builders build). */
    .verify_edits = true,
};
