/* copy_removal.c - the `copy-removal` pass: a copy between two buffers
 * whose contents are equal from the copy until one of them is freed is
 * removed together with that free and the allocation of the buffer that
 * goes away (the CopyRemoval pass of the 2021 deallocation design, made
 * safe with alias analysis; docs/copy-removal.md gives the argument).
 *
 * Reusing the source (the target goes away):
 *
 *   %a = memref.alloc()               %a = memref.alloc()
 *   "write"(%a)                       "write"(%a)
 *   %b = memref.alloc()          =>   "read"(%a)
 *   memref.copy %a, %b                memref.dealloc %a
 *   memref.dealloc %a
 *   "read"(%b)
 *   memref.dealloc %b
 *
 * Reusing the target (the source goes away):
 *
 *   %b = memref.alloc()               %b = memref.alloc()
 *   %a = memref.alloc()          =>   "write"(%b)
 *   "write"(%a)                       "read"(%b)
 *   memref.copy %a, %b
 *   memref.dealloc %a
 *   "read"(%b)
 *
 * Copies are ops with a copy interface (MLB_IFACE_COPY); allocations and
 * frees are recognised by their memory effects only (an op whose only
 * effect is to allocate its single result, an op whose only effect is to
 * free one buffer); accesses by memory effects and the alias analysis.
 * The conditions (each a function below):
 *  - the copy, the free of the source and the allocation that goes away
 *    lie in one block, the free after the copy;
 *  - both buffers have the same type; the buffer that stays comes from
 *    allocations of the same resource (same allocation op and attributes
 *    when its free moves), never from a function argument or an unknown
 *    op;
 *  - source reuse: nothing uses the target before the copy;
 *    target reuse: the target is defined before the source's allocation
 *    and nothing touches it (read, write, free) between that allocation
 *    and the copy;
 *  - between the copy and the free (the buffers are one afterwards):
 *    nothing writes or frees the source, nothing frees the target, and
 *    nothing reads the source after a write of the target;
 *  - every op in those windows has known effects; an effect on a value of
 *    external origin counts as touching a buffer that escaped (was handed
 *    to an op that may keep it).
 *
 * Requires: nothing.  Preserves: the CFG; only the removed ops change,
 * and uses of the removed buffer move to the one that stays.
 */
#include "transforms/buffer_placement.h"

typedef struct CopyRemoval {
  MlbContext *ctx;
  MlbOperation *func;
  MlbAliasInfo alias;
  bool alias_built;
  /* Origin id -> merged by a rewrite since the analysis was built. */
  uint8_t *merged;
  MlbDomInfo dom;
  MlbEffectVec fx;
  MlbValueVec aliases;
  uint64_t sources_reused, targets_reused;
} CopyRemoval;

static MlbAliasInfo *alias_info(CopyRemoval *cr) {
  if (!cr->alias_built) {
    mlb_alias_build(&cr->alias, cr->ctx, cr->func);
    cr->merged = mlb_malloc(cr->alias.n ? cr->alias.n : 1);
    memset(cr->merged, 0, cr->alias.n ? cr->alias.n : 1);
    cr->alias_built = true;
  }
  return &cr->alias;
}

static void forget_aliases(CopyRemoval *cr) {
  if (cr->alias_built) {
    mlb_alias_free(&cr->alias);
    mlb_free(cr->merged);
  }
  cr->merged = NULL;
  cr->alias_built = false;
}

/* A rewrite merged `v`'s buffer with another: the values that may alias
 * either now alias both, which the analysis built before does not know.
 * Its answers stay exact for buffers sharing no origin with a merged one
 * (their aliases and effects did not change), so it is only rebuilt for a
 * copy touching a merged buffer: a function whose copies are independent
 * builds it once, not once per rewrite. */
static void mark_merged(CopyRemoval *cr, const MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(alias_info(cr), v, &n);
  for (uint32_t i = 0; i < n; i++)
    cr->merged[org[i]] = 1;
}

static bool shares_merged(CopyRemoval *cr, const MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&cr->alias, v, &n);
  for (uint32_t i = 0; i < n; i++)
    if (cr->merged[org[i]])
      return true;
  return false;
}

/* Rebuilds the analysis if a copy of `from` to `to` would ask it about a
 * merged buffer. */
static void refresh_aliases(CopyRemoval *cr, const MlbValue *from,
                            const MlbValue *to) {
  if (cr->alias_built && (shares_merged(cr, from) || shares_merged(cr, to)))
    forget_aliases(cr);
}

/* ==== Allocations and frees (memory effects only) ==== */

/* Is `op` an op without regions whose one result is `v` and whose only
 * effect allocates it? Erasing such an op once `v` is unused loses
 * nothing. *resource: the allocation's resource. */
static bool allocates_only(CopyRemoval *cr, MlbOperation *op, MlbValue *v,
                           const char **resource) {
  if (!op || op->num_results != 1 || mlb_op_result(op, 0) != v ||
      op->num_regions)
    return false;
  cr->fx.len = 0;
  if (!mlb_op_effects(cr->ctx, op, &cr->fx) || cr->fx.len != 1)
    return false;
  const MlbEffect *e = &cr->fx.data[0];
  *resource = e->resource;
  return e->kind == MLB_EFFECT_ALLOCATE && e->value == v;
}

/* Is `op` an op without results or regions whose only effect frees `v`? */
static bool frees_only(CopyRemoval *cr, MlbOperation *op, MlbValue *v) {
  if (op->num_results || op->num_regions)
    return false;
  cr->fx.len = 0;
  if (!mlb_op_effects(cr->ctx, op, &cr->fx) || cr->fx.len != 1)
    return false;
  return cr->fx.data[0].kind == MLB_EFFECT_FREE && cr->fx.data[0].value == v;
}

/* The first op after `copy` in its block that only frees `v`, or NULL. */
static MlbOperation *free_after(CopyRemoval *cr, MlbOperation *copy,
                                MlbValue *v) {
  MlbOperation *best = NULL;
  for (MlbUse *u = v->uses; u; u = u->next) {
    MlbOperation *o = u->owner;
    if (o->block != copy->block || !mlb_op_is_before_in_block(copy, o) ||
        !frees_only(cr, o, v))
      continue;
    if (!best || mlb_op_is_before_in_block(o, best))
      best = o;
  }
  return best;
}

/* ==== Aliases and escapes ==== */

static bool has_external_origin(MlbAliasInfo *a, const MlbValue *v) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(a, v, &n);
  for (uint32_t i = 0; i < n; i++)
    if (a->kind[org[i]] != MLB_ORIGIN_ALLOC)
      return true;
  return false;
}

/* Is `v` one of the values op's effects name? */
static bool named_by_effects(const MlbEffectVec *fx, const MlbValue *v) {
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].value == v)
      return true;
  return false;
}

/* May an op using `v` keep it where the alias analysis does not follow:
 * unknown effects, or a write that does not name `v` (a store of the
 * buffer itself into memory)? Views, selects, branches and region
 * branches are followed by the analysis; returns end the function. */
static bool use_may_capture(CopyRemoval *cr, MlbOperation *user,
                            const MlbValue *v) {
  /* The analysis follows what these hand on (their nested ops and the
   * values they reach are users of aliases in their own right). */
  if (user->num_successors || mlb_op_has_trait(user, MLB_TRAIT_RETURN_LIKE) ||
      mlb_op_iface(user, MLB_IFACE_REGION_BRANCH) ||
      mlb_op_iface(user, MLB_IFACE_REGION_TERM))
    return false;
  cr->fx.len = 0;
  if (!mlb_op_effects(cr->ctx, user, &cr->fx))
    return true;
  bool writes = false;
  for (uint32_t i = 0; i < cr->fx.len; i++)
    writes |= cr->fx.data[i].kind == MLB_EFFECT_WRITE;
  return writes && !named_by_effects(&cr->fx, v);
}

/* Has buffer `b` (or a value it flows into) been handed to an op that may
 * keep it? Then a value of external origin may reach its memory. */
static bool escapes(CopyRemoval *cr, MlbValue *b) {
  MlbAliasInfo *a = alias_info(cr);
  cr->aliases.len = 0;
  mlb_vec_push(&cr->aliases, b);
  mlb_alias_flows_to(a, b, &cr->aliases);
  for (uint32_t i = 0; i < cr->aliases.len; i++)
    for (MlbUse *u = cr->aliases.data[i]->uses; u; u = u->next)
      if (use_may_capture(cr, u->owner, cr->aliases.data[i]))
        return true;
  return false;
}

/* Does some effect read or write `v` (its memory, not just its address:
 * a free of several buffers, bufferization.dealloc, compares them)? */
static bool accessed_by_effects(const MlbEffectVec *fx, const MlbValue *v) {
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].value == v && (fx->data[i].kind == MLB_EFFECT_READ ||
                                   fx->data[i].kind == MLB_EFFECT_WRITE))
      return true;
  return false;
}

static bool has_value_result(CopyRemoval *cr, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_results; r++)
    if (!mlb_type_is_buffer_like(cr->ctx, mlb_op_result(op, r)->type))
      return true;
  return false;
}

/* Does an op read the address of `b` (through any value it flows into):
 * unknown effects, or a result that is not a buffer from an operand whose
 * memory its effects do not read or write (memref.extract_aligned_pointer_
 * as_index, bufferization.dealloc's aliasing checks; a dim counts too:
 * interfaces do not tell them apart; ranks do not)? The
 * merged buffers have one address where there were two: two addresses
 * read could be compared (the lowered deallocations compare them). */
static bool address_read(CopyRemoval *cr, MlbValue *b) {
  MlbAliasInfo *a = alias_info(cr);
  cr->aliases.len = 0;
  mlb_vec_push(&cr->aliases, b);
  mlb_alias_flows_to(a, b, &cr->aliases);
  for (uint32_t i = 0; i < cr->aliases.len; i++)
    for (MlbUse *u = cr->aliases.data[i]->uses; u; u = u->next) {
      MlbOperation *user = u->owner;
      if (user->num_successors ||
          mlb_op_has_trait(user, MLB_TRAIT_RETURN_LIKE) ||
          mlb_op_has_trait(user, MLB_TRAIT_RANK_RESULT) ||
          mlb_op_iface(user, MLB_IFACE_REGION_BRANCH) ||
          mlb_op_iface(user, MLB_IFACE_REGION_TERM))
        continue;
      cr->fx.len = 0;
      if (!mlb_op_effects(cr->ctx, user, &cr->fx))
        return true;
      if (!accessed_by_effects(&cr->fx, cr->aliases.data[i]) &&
          has_value_result(cr, user))
        return true;
    }
  return false;
}

/* A buffer the windows below watch: the value and whether it escaped. */
typedef struct Watched {
  MlbValue *v;
  bool escaped;
} Watched;

/* May effect `e` touch the memory of `w`? Effects on a whole resource
 * and on values the analysis does not know count as touching. */
static bool touches(CopyRemoval *cr, const MlbEffect *e, const Watched *w) {
  MlbAliasInfo *a = alias_info(cr);
  if (!e->value || mlb_alias_id(a, e->value) == UINT32_MAX)
    return true;
  if (mlb_alias_may_alias(a, e->value, w->v))
    return true;
  return w->escaped && has_external_origin(a, e->value);
}

/* ==== Effects of a window of ops ==== */

/* What the ops of a window do to the two watched buffers. */
enum {
  READ_A = 1u << 0,
  WRITE_A = 1u << 1,
  FREE_A = 1u << 2,
  READ_B = 1u << 3,
  WRITE_B = 1u << 4,
  FREE_B = 1u << 5,
  UNKNOWN = 1u << 6,
};

typedef struct WindowWalk {
  CopyRemoval *cr;
  const Watched *a, *b;
  uint32_t mask;
} WindowWalk;

static uint32_t effect_bits(CopyRemoval *cr, const MlbEffect *e,
                            const Watched *w, uint32_t read, uint32_t write,
                            uint32_t free_bit) {
  if (!w || !touches(cr, e, w))
    return 0;
  switch (e->kind) {
  case MLB_EFFECT_READ:
    return read;
  case MLB_EFFECT_WRITE:
    return write;
  case MLB_EFFECT_FREE:
    return free_bit;
  default:
    return 0; /* an allocation makes new memory: touches nothing */
  }
}

/* Walks an op and the ops nested in it; an op whose effects include its
 * nested ops' (recursive) is not entered. */
static MlbWalkResult window_visit(MlbOperation *op, void *user) {
  WindowWalk *w = user;
  CopyRemoval *cr = w->cr;
  MlbEffectVec fx;
  mlb_vec_from_pool(&cr->ctx->state_pool, &fx);
  if (!mlb_op_effects(cr->ctx, op, &fx)) {
    mlb_vec_to_pool(&cr->ctx->state_pool, &fx);
    w->mask |= UNKNOWN;
    return MLB_WALK_INTERRUPT;
  }
  for (uint32_t i = 0; i < fx.len; i++) {
    w->mask |= effect_bits(cr, &fx.data[i], w->a, READ_A, WRITE_A, FREE_A);
    w->mask |= effect_bits(cr, &fx.data[i], w->b, READ_B, WRITE_B, FREE_B);
  }
  mlb_vec_to_pool(&cr->ctx->state_pool, &fx);
  const MlbEffectsIface *iface = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  bool recursive = mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
                   (iface && iface->recursive);
  return recursive ? MLB_WALK_SKIP : MLB_WALK_ADVANCE;
}

/* The bits of one op of a window (itself and nested ops). */
static uint32_t op_bits(CopyRemoval *cr, MlbOperation *op, const Watched *a,
                        const Watched *b) {
  WindowWalk w = {cr, a, b, 0};
  (void)mlb_walk_pre(op, window_visit, &w);
  return w.mask;
}

/* Between `first` and `last` (exclusive, one block), may any op touch
 * `w`, or have unknown effects? */
static bool window_touches(CopyRemoval *cr, MlbOperation *first,
                           MlbOperation *last, const Watched *w) {
  for (MlbOperation *o = first->next; o && o != last; o = o->next)
    if (op_bits(cr, o, w, NULL))
      return true;
  return false;
}

/* After `copy` and until `free_op` frees `src`, the two buffers hold the
 * same values; once one of them goes away the other serves both. That is
 * exact when nothing writes or frees `src`, nothing frees `dst`, and no
 * read of `src` follows a write of `dst` (the write would then be seen
 * through the source). Ops with unknown effects end the answer. */
static bool window_merges(CopyRemoval *cr, MlbOperation *copy,
                          MlbOperation *free_op, const Watched *src,
                          const Watched *dst) {
  bool dst_written = false;
  for (MlbOperation *o = copy->next; o && o != free_op; o = o->next) {
    uint32_t m = op_bits(cr, o, src, dst);
    if (m & (UNKNOWN | WRITE_A | FREE_A | FREE_B))
      return false;
    /* Within one op (a loop, a region) the order is unknown. */
    if ((m & READ_A) && (dst_written || (m & WRITE_B)))
      return false;
    dst_written |= (m & WRITE_B) != 0;
  }
  return true;
}

/* ==== The two rewrites ==== */

/* The op of `b` containing `op` (op itself when in b), NULL outside. */
static MlbOperation *ancestor_in(MlbOperation *op, MlbBlock *b) {
  while (op && op->block != b)
    op = mlb_op_parent_op(op);
  return op;
}

/* Does `v` properly dominate `op`? */
static bool value_dominates(CopyRemoval *cr, MlbValue *v, MlbOperation *op) {
  if (v->def_op)
    return mlb_dom_info_op_properly_dominates(&cr->dom, v->def_op, op, false);
  return mlb_dom_info_dominates(&cr->dom, v->owner_block, op->block);
}

/* Is `user` of `to` before `copy` harmless once `to` is `from`: an op
 * without regions or effects (a cast, a view, a dim: it sees no contents,
 * and `from` has `to`'s type and sizes) that `from` already dominates? Its
 * results are then checked like `to` itself. */
static bool harmless_early_use(CopyRemoval *cr, MlbOperation *user,
                               MlbValue *from) {
  return !user->num_regions && !user->num_successors &&
         mlb_op_is_effect_free(cr->ctx, user) &&
         value_dominates(cr, from, user);
}

/* Is every use of `to` (and of the results of harmless early users) but
 * `copy` after `copy`: in a later op of its block, nested in one, or in
 * another block (which `to`'s definition in copy's block dominates:
 * reached after the whole block ran)? */
static bool uses_after(CopyRemoval *cr, MlbValue *to, MlbOperation *copy,
                       MlbValue *from) {
  MlbValueVec *work = &cr->aliases;
  work->len = 0;
  mlb_vec_push(work, to);
  while (work->len) {
    MlbValue *v = work->data[--work->len];
    for (MlbUse *u = v->uses; u; u = u->next) {
      if (u->owner == copy)
        continue;
      MlbOperation *top = ancestor_in(u->owner, copy->block);
      if (!top || (top != copy && !mlb_op_is_before_in_block(top, copy)))
        continue;
      if (!harmless_early_use(cr, u->owner, from))
        return false;
      for (uint32_t i = 0; i < u->owner->num_results; i++)
        mlb_vec_push(work, mlb_op_result(u->owner, i));
    }
  }
  return true;
}

/* Replaces `gone` by `stays` and erases the copy, the allocation of
 * `gone` and the free of the source. */
static void merge(CopyRemoval *cr, MlbValue *gone, MlbValue *stays,
                  MlbOperation *copy, MlbOperation *free_op) {
  mark_merged(cr, gone);
  mark_merged(cr, stays);
  MlbOperation *def = gone->def_op;
  mlb_value_replace_all_uses(gone, stays);
  mlb_op_destroy(cr->ctx, copy);
  mlb_op_destroy(cr->ctx, def);
  mlb_op_destroy(cr->ctx, free_op);
}

/* Can `from`'s allocation take the place of `to`'s? Same op, attributes
 * and properties (the free or the caller that frees `to` then frees
 * `from` as it would have freed `to`), same resource. */
static bool same_allocation(MlbOperation *x, MlbOperation *y) {
  return x->desc && x->desc == y->desc && x->attrs == y->attrs &&
         x->props == y->props;
}

/* What both rewrites need first: the free of `from` after the copy
 * (returned; NULL when there is none), not both buffers' addresses read,
 * and the two buffers as watched in the windows (with whether each
 * escapes). */
static MlbOperation *mergeable_free(CopyRemoval *cr, MlbOperation *copy,
                                    MlbValue *from, MlbValue *to,
                                    Watched *src, Watched *dst) {
  MlbOperation *free_op = free_after(cr, copy, from);
  if (!free_op || (address_read(cr, from) && address_read(cr, to)))
    return NULL;
  *src = (Watched){from, escapes(cr, from)};
  *dst = (Watched){to, escapes(cr, to)};
  return free_op;
}

/* %to = alloc; ...; copy(%from, %to); ...; free(%from)  =>  %from for %to */
static bool reuse_source(CopyRemoval *cr, MlbOperation *copy, MlbValue *from,
                         MlbValue *to) {
  const char *res_to = NULL, *res_from = NULL;
  MlbOperation *to_def = to->def_op;
  if (!to_def || to_def->block != copy->block ||
      !allocates_only(cr, to_def, to, &res_to) ||
      !allocates_only(cr, from->def_op, from, &res_from) ||
      res_to != res_from || !same_allocation(from->def_op, to_def))
    return false;
  if (!uses_after(cr, to, copy, from))
    return false;
  Watched src, dst;
  MlbOperation *free_op = mergeable_free(cr, copy, from, to, &src, &dst);
  if (!free_op || !window_merges(cr, copy, free_op, &src, &dst))
    return false;
  merge(cr, to, from, copy, free_op);
  cr->sources_reused++;
  return true;
}

/* Is every origin of `v` an allocation of `resource` (no function
 * argument, nothing unknown)? */
static bool allocated_in(CopyRemoval *cr, MlbValue *v, const char *resource) {
  MlbAliasInfo *a = alias_info(cr);
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(a, v, &n);
  if (!n)
    return false;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = a->values[org[i]];
    const char *r = NULL;
    if (a->kind[org[i]] != MLB_ORIGIN_ALLOC || !o->def_op ||
        !mlb_op_allocates(cr->ctx, o->def_op, o, &r) || r != resource)
      return false;
  }
  return true;
}

/* %from = alloc; ...; copy(%from, %to); ...; free(%from)  =>  %to for %from */
static bool reuse_target(CopyRemoval *cr, MlbOperation *copy, MlbValue *from,
                         MlbValue *to) {
  const char *res = NULL;
  MlbOperation *from_def = from->def_op;
  if (!from_def || from_def->block != copy->block ||
      !allocates_only(cr, from_def, from, &res) ||
      !allocated_in(cr, to, res) || !value_dominates(cr, to, from_def))
    return false;
  Watched src, dst;
  MlbOperation *free_op = mergeable_free(cr, copy, from, to, &src, &dst);
  if (!free_op || window_touches(cr, from_def, copy, &dst) ||
      !window_merges(cr, copy, free_op, &src, &dst))
    return false;
  merge(cr, from, to, copy, free_op);
  cr->targets_reused++;
  return true;
}

/* ==== Pass ==== */

static MlbWalkResult collect_copy(MlbOperation *op, void *user) {
  MlbOpVec *copies = user;
  if (mlb_op_iface(op, MLB_IFACE_COPY))
    mlb_vec_push(copies, op);
  return MLB_WALK_ADVANCE;
}

/* Does the copy do nothing but read `from` and write `to` (linalg.copy's
 * body is its element-wise form, not another effect)? Erasing it then
 * loses only the copy. */
static bool copies_only(CopyRemoval *cr, MlbOperation *copy, MlbValue *from,
                        MlbValue *to) {
  cr->fx.len = 0;
  if (!mlb_op_effects(cr->ctx, copy, &cr->fx))
    return false;
  for (uint32_t i = 0; i < cr->fx.len; i++) {
    const MlbEffect *e = &cr->fx.data[i];
    bool read_from = e->kind == MLB_EFFECT_READ && e->value == from;
    bool write_to = e->kind == MLB_EFFECT_WRITE && e->value == to;
    if (!read_from && !write_to)
      return false;
  }
  return true;
}

/* Tries both rewrites on one copy. Ops erased by earlier rewrites are
 * allocations and frees (one effect each), never copies (a read and a
 * write), so every collected copy is still in place. */
static void remove_copy(CopyRemoval *cr, MlbOperation *copy) {
  const MlbCopyIface *c = mlb_op_iface(copy, MLB_IFACE_COPY);
  if (c->source_operand >= copy->num_operands ||
      c->target_operand >= copy->num_operands)
    return;
  MlbValue *from = mlb_op_operand(copy, c->source_operand);
  MlbValue *to = mlb_op_operand(copy, c->target_operand);
  /* The windows read a block as the order its ops run in: not so in a
   * graph region (or an unregistered op's region). */
  if (!mlb_region_has_ssa_dominance(copy->block->parent))
    return;
  if (from == to || from->type != to->type || copy->num_results ||
      !copies_only(cr, copy, from, to))
    return;
  refresh_aliases(cr, from, to);
  if (!reuse_source(cr, copy, from, to))
    (void)reuse_target(cr, copy, from, to);
}

static MlbStatus run_copy_removal(MlbContext *ctx, MlbOperation *op,
                                  const MlbPassOptValue *opts,
                                  MlbPassState *st) {
  MLB_UNUSED(opts);
  if (!op->num_regions || !op->regions[0].first)
    return MLB_SUCCESS; /* a declaration */
  CopyRemoval cr = {.ctx = ctx, .func = op};
  mlb_dom_info_init(&cr.dom, false);
  MlbOpVec copies = {0};
  (void)mlb_walk_pre(op, collect_copy, &copies);
  for (uint32_t i = 0; i < copies.len; i++)
    remove_copy(&cr, copies.data[i]);
  st->stats[0] += cr.sources_reused;
  st->stats[1] += cr.targets_reused;
  mlb_vec_free(&copies);
  mlb_vec_free(&cr.fx);
  mlb_vec_free(&cr.aliases);
  forget_aliases(&cr);
  mlb_dom_info_free(&cr.dom);
  return MLB_SUCCESS;
}

static const MlbPassStatDef k_copy_removal_stats[] = {
    {"num-source-reused",
     "Copies removed by using the source in place of the target"},
    {"num-target-reused",
     "Copies removed by writing into the target in place of the source"},
};

const MlbPassDef mlb_pass_copy_removal = {
    .flag = "copy-removal",
    .name = "CopyRemovalPass",
    .anchor = "func.func",
    .summary = "Removes copies between buffers whose contents are equal "
               "until one of them is freed",
    .stats = k_copy_removal_stats,
    .num_stats = MLB_ARRAY_LEN(k_copy_removal_stats),
    .run = run_copy_removal,
};
