/* buffer_deallocation_place.c - one free per owner on every path (MLIR
 * 16's placeDeallocs), over analyses rebuilt on the IR with its clones.
 *
 * An owner's aliases are the values it may flow into, not past a
 * critical alias or another owner (those own what they receive). Its free
 * goes, as in MLIR 16, into the nearest common post-dominator P of its
 * block D and of the blocks of all its aliases' users, after the last of
 * those uses in P. That is exact when P lies in the owner's region, D
 * dominates it and neither lies on a loop made of branches: every path
 * from the definition runs through P once, after every use. MLIR 16 also
 * places it there when that does not hold (and refuses branch loops);
 * ours then frees on every edge leaving the set L of blocks from which a
 * use is still reachable without entering D again (a block without
 * successors in L frees after its last use), which runs once per
 * definition: a path that left L never comes back to it except through
 * D, which defines the owner anew (no block outside L reaches a use
 * otherwise). An edge back into D leaves L: the owner of this trip is
 * dead there (a use after D's start would need a path around D, which
 * SSA dominance rules out).
 *
 *   %a = memref.alloc()               %a = memref.alloc()
 *   cf.cond_br %c, ^b1, ^b2           cf.cond_br %c, ^b1, ^b2
 *  ^b1:                         =>   ^b1:
 *   use(%a)                           use(%a)
 *   return                            memref.dealloc %a
 *  ^b2:                               return
 *   return                           ^b2:
 *                                     memref.dealloc %a
 *                                     return
 *
 * A function return using an owner is its escape (the caller frees it;
 * buffer_deallocation_clones.c made every returned buffer an owner or a
 * value only forwarded from one).
 */
#include "transforms/buffer_deallocation.h"

#include "ir/dominance.h"

typedef enum { POS_AFTER, POS_BEFORE, POS_EDGE } PosKind;
typedef struct Pos {
  PosKind kind;
  MlbOperation *op; /* AFTER/BEFORE: the op; EDGE: the terminator */
  uint32_t succ;    /* EDGE: its successor index */
} Pos;
typedef MLB_VEC(Pos) PosVec;

typedef struct Place {
  BdFunc *f;
  /* The analyses of the first phase when it split no edge (a clone only
   * replaces an operand forwarded into a critical alias, where alias sets
   * stop anyway), else rebuilt ones (own_*). */
  MlbAliasInfo *alias;
  MlbDomInfo *dom, own_dom, post;
  MlbBlockVec live_work; /* live_out: blocks still to walk */
  uint32_t *mark, gen; /* alias id -> generation of the last closure */
  size_t mark_bytes;   /* mark's block (from the context's pool) */
  MlbValueVec aliases;
  MlbU32Vec alias_ids; /* owner_aliases: the ids of `aliases` */
  MlbBlockVec work;
  /* Set up by their own initializers (place_init sets the fields above
   * one by one; these are most of the struct's bytes). */
  MlbAliasInfo own_alias; /* built only when an edge was split */
  MlbSmallMap live_seen;  /* live_out: blocks walked */
  MlbSmallMap in_l; /* fallback: block -> last use op + 1 marker */
  MlbSmallMap last; /* fallback: block -> last use (NULL: its start) */
} Place;

/* ==== Aliases ==== */

/* Is `v` a call's result? The caller owns it whatever the callee was
 * handed: a callee returns a buffer of its own (the pass makes every
 * callee with a body do so). The alias analysis still lets a call's
 * arguments flow into its results, and in a recursive function lets the
 * values it returns flow into its own call's results (another run of the
 * function, whose buffer this one frees). */
static bool is_call_result(const MlbValue *v) {
  return v->def_op && mlb_op_iface(v->def_op, MLB_IFACE_CALL);
}

/* v and the values it may flow into, stopping at other owners and at
 * call results. */
static void owner_aliases(Place *pl, MlbValue *v) {
  MlbAliasInfo *a = pl->alias;
  pl->aliases.len = 0;
  mlb_vec_push(&pl->aliases, v);
  uint32_t id = mlb_alias_id(a, v);
  if (id == UINT32_MAX)
    return;
  pl->gen++;
  pl->mark[id] = pl->gen;
  /* The aliases are a->values[ids[i]]: each id is known when its value
   * is found, and needs no lookup when its turn comes. */
  MlbU32Vec *ids = &pl->alias_ids;
  ids->len = 0;
  mlb_vec_push(ids, id);
  for (uint32_t i = 0; i < ids->len; i++) {
    uint32_t x = ids->data[i];
    for (uint32_t e = a->fwd_start[x]; e < a->fwd_start[x + 1]; e++) {
      uint32_t y = a->fwd[e];
      if (pl->mark[y] == pl->gen ||
          mlb_small_map_get(&pl->f->owner_iface, a->values[y]) ||
          bd_is_function_arg(pl->f, a->values[y]) ||
          is_call_result(a->values[y]))
        continue;
      pl->mark[y] = pl->gen;
      mlb_vec_push(&pl->aliases, a->values[y]);
      mlb_vec_push(ids, y);
    }
  }
}

static bool is_alias(Place *pl, const MlbValue *v) {
  uint32_t id = mlb_alias_id(pl->alias, v);
  return id != UINT32_MAX && pl->mark[id] == pl->gen;
}

/* ==== Escapes ==== */

static bool is_function_return(Place *pl, MlbOperation *t) {
  return t && !t->num_successors &&
         mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE) &&
         mlb_block_parent_op(t->block) == pl->f->func;
}

static bool uses_alias(Place *pl, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (is_alias(pl, mlb_op_operand(op, i)))
      return true;
  return false;
}

/* The terminator `t` ends an owner's liveness in its block: a return of
 * it is its escape (no free), a terminator not using it takes the free
 * before it. */
MLB_HOT static MlbStatus at_terminator(Place *pl, MlbOperation *t,
                                       PosVec *out) {
  if (!uses_alias(pl, t)) {
    Pos p = {POS_BEFORE, t, 0};
    mlb_vec_push(out, p);
    return MLB_SUCCESS;
  }
  /* Every buffer a return still uses (not cloned before it) is an owner
   * or forwarded from one only: returning an alias of v returns v. */
  if (is_function_return(pl, t))
    return MLB_SUCCESS;
  pl->f->clone_refused = true; /* run-time ownership frees it after t */
  return mlb_op_emit_error(pl->f->ctx, t, "buffer-deallocation: cannot "
                           "free a buffer this terminator uses");
}

/* ==== MLIR 16's placement ==== */

/* Nearest common post-dominator of v's block and its aliases' users; an
 * alias without a user that runs counts by its own block (a block
 * argument used only in unreachable blocks still receives the buffer:
 * random program 1105901 freed nowhere and refused). */
static MlbBlock *common_post_dominator(Place *pl, MlbValue *v) {
  MlbBlock *p = mlb_value_parent_block(v);
  for (uint32_t i = 0; i < pl->aliases.len && p; i++) {
    MlbValue *a = pl->aliases.data[i];
    bool used = false;
    for (MlbUse *u = a->uses; u && p; u = u->next)
      if (u->owner->block && bd_reachable(pl->f, pl->dom, u->owner->block)) {
        p = mlb_dom_info_nearest_common(&pl->post, p, u->owner->block);
        used = true;
      }
    MlbBlock *ab = mlb_value_parent_block(a);
    if (!used && p && (!a->uses || bd_reachable(pl->f, pl->dom, ab)))
      p = mlb_dom_info_nearest_common(&pl->post, p, ab);
  }
  return p;
}

static MlbOperation *ancestor_in(MlbOperation *op, const MlbBlock *b) {
  while (op && op->block != b)
    op = mlb_op_parent_op(op);
  return op;
}

/* ==== Liveness of one value ====
 * The answers of the built analysis (analysis/liveness.h) for the few
 * (block, value) pairs the placement asks about, without numbering the
 * whole function: an owner's aliases are few and their ranges short,
 * while building every block's sets cost more than the rest of the
 * placement. The rules are the build's, per value: each use is lifted
 * from its block through the blocks holding its region's op to v's
 * defining region (a use never reaching it marks nothing); every block of
 * that chain below the defining region, and the lifted block when it is
 * not the defining block D, is live-in, and so is every block reaching
 * one of them within its region without passing D; a predecessor of a
 * live-in block is live-out, and so is D when a use lifts to another
 * block of its region. */

/* The block holding the op whose region holds b, NULL at the function. */
static MlbBlock *outer_block(Place *pl, const MlbBlock *b) {
  MlbOperation *p = b->parent ? b->parent->parent : NULL;
  return p && p != pl->f->func ? p->block : NULL;
}

/* Is v live-out of block p? */
static bool live_out(Place *pl, MlbBlock *p, const MlbValue *v) {
  MlbBlock *d = mlb_value_parent_block(v);
  if (!d)
    return false;
  pl->live_work.len = 0;
  for (MlbUse *u = v->uses; u; u = u->next) {
    MlbBlock *n = u->owner->block, *in_p = NULL;
    while (n && n->parent != d->parent) {
      if (n->parent == p->parent)
        in_p = n; /* a live-in block of the chain in p's region */
      n = outer_block(pl, n);
    }
    if (!n)
      continue; /* never reaches d's region: marks nothing */
    if (p == d && n != d)
      return true; /* read in another block of its region */
    if (p->parent != d->parent)
      mlb_vec_push(&pl->live_work, in_p);
    else if (n != d)
      mlb_vec_push(&pl->live_work, n);
  }
  /* Backwards from the live-in blocks found, not through d: p is
   * live-out when it precedes one. */
  mlb_small_map_clear(&pl->live_seen);
  while (pl->live_work.len) {
    MlbBlock *x = mlb_vec_pop(&pl->live_work);
    if (!x || x == d || mlb_small_map_get(&pl->live_seen, x))
      continue;
    mlb_small_map_put(&pl->live_seen, x, (void *)1);
    for (MlbBlockOperand *e = x->preds; e; e = e->next) {
      MlbBlock *pb = e->owner->block;
      if (pb == p)
        return true;
      if (pb)
        mlb_vec_push(&pl->live_work, pb);
    }
  }
  return false;
}

/* The last op of p at or after `start` reading a directly or in nested
 * ops: mlb_liveness_end_op for a value that is not live-out of p (which
 * would end at p's last op). Only asked by post_dominator_place, which
 * has found no alias live-out of p already. */
static MlbOperation *value_end_op(MlbBlock *p, const MlbValue *a,
                                  MlbOperation *start) {
  MlbOperation *end = start;
  for (MlbUse *u = a->uses; u; u = u->next) {
    MlbOperation *user = ancestor_in(u->owner, p);
    if (user && mlb_op_is_before_in_block(end, user))
      end = user;
  }
  return end;
}

/* The last op of p using an alias (p's first op when none), no alias
 * being live-out of p: each alias
 * from its definition on when p defines it, else from p's start. (MLIR 16
 * skips aliases defined outside p: an alloc of a dominator used in p
 * after p's first op is freed before that use.) */
static MlbOperation *end_op(Place *pl, MlbBlock *p) {
  MlbOperation *end = p->first;
  for (uint32_t i = 0; i < pl->aliases.len; i++) {
    MlbValue *a = pl->aliases.data[i];

    MlbOperation *start = a->def_op ? ancestor_in(a->def_op, p) : NULL;
    if (!start)
      start = end;
    MlbOperation *e = value_end_op(p, a, start);
    if (e && e->block == p && mlb_op_is_before_in_block(end, e))
      end = e;
  }
  return end;
}

/* P-placement when exact: false leaves it to the fallback. */
static bool post_dominator_place(Place *pl, MlbValue *v, PosVec *out,
                                 MlbStatus *s) {
  MlbBlock *d = mlb_value_parent_block(v);
  MlbBlock *p = common_post_dominator(pl, v);
  if (!p || p->parent != d->parent || !p->first ||
      !mlb_dom_info_dominates(pl->dom, d, p) ||
      bd_on_cycle(pl->f, d) ||
      bd_on_cycle(pl->f, p))
    return false;
  for (uint32_t i = 0; i < pl->aliases.len; i++)
    if (live_out(pl, p, pl->aliases.data[i]))
      return false;
  MlbOperation *end = end_op(pl, p);
  if (end == mlb_block_terminator(p)) {
    *s = at_terminator(pl, end, out);
    return true;
  }
  Pos pos = {POS_AFTER, end, 0};
  mlb_vec_push(out, pos);
  return true;
}

/* ==== Fallback: free where the owner dies ==== */

/* Records `op` (NULL: the block's start) as a use in its block. */
static void note_use(Place *pl, MlbBlock *b, MlbOperation *op) {
  bool inserted = false;
  void **slot = mlb_small_map_slot(&pl->last, b, &inserted);
  if (inserted || (op && (!*slot || mlb_op_is_before_in_block(*slot, op))))
    *slot = op;
  if (!mlb_small_map_get(&pl->in_l, b)) {
    mlb_small_map_put(&pl->in_l, b, (void *)1);
    mlb_vec_push(&pl->work, b);
  }
}

/* Blocks of v's region holding uses of its aliases (lifted to the
 * region), then every block reaching one of them (L). */
static void live_blocks(Place *pl, MlbValue *v) {
  MlbRegion *r = mlb_value_parent_block(v)->parent;
  mlb_small_map_clear(&pl->in_l);
  mlb_small_map_clear(&pl->last);
  pl->work.len = 0;
  note_use(pl, mlb_value_parent_block(v), v->def_op);
  /* An alias received as a block argument lives on in its block, even
   * where nothing there uses it. */
  for (uint32_t i = 0; i < pl->aliases.len; i++) {
    MlbValue *a = pl->aliases.data[i];
    if (mlb_value_is_arg(a) && a->owner_block->parent == r &&
        bd_reachable(pl->f, pl->dom, a->owner_block))
      note_use(pl, a->owner_block, NULL);
  }
  for (uint32_t i = 0; i < pl->aliases.len; i++)
    for (MlbUse *u = pl->aliases.data[i]->uses; u; u = u->next) {
      MlbOperation *op = u->owner;
      while (op && op->block && op->block->parent != r)
        op = mlb_op_parent_op(op);
      if (op && op->block && bd_reachable(pl->f, pl->dom, op->block))
        note_use(pl, op->block, op);
    }
  /* Not past the definition: blocks before it reach the uses only
   * through it, and an edge into it (a loop's back edge) starts the next
   * definition. */
  MlbBlock *d = mlb_value_parent_block(v);
  for (uint32_t i = 0; i < pl->work.len; i++)
    for (MlbBlockOperand *e = pl->work.data[i] == d ? NULL
                                                    : pl->work.data[i]->preds;
         e; e = e->next)
      if (!mlb_small_map_get(&pl->in_l, e->owner->block) &&
          bd_reachable(pl->f, pl->dom, e->owner->block)) {
        mlb_small_map_put(&pl->in_l, e->owner->block, (void *)1);
        mlb_vec_push(&pl->work, e->owner->block);
      }
}

/* Does the owner defined in block d stay live on entering block s (s in
 * L, and not d itself, where the next definition begins)? */
static bool stays_live(Place *pl, MlbBlock *d, MlbBlock *s) {
  return s != d && mlb_small_map_get(&pl->in_l, s);
}

static MlbStatus fallback_place(Place *pl, MlbValue *v, PosVec *out) {
  live_blocks(pl, v);
  MlbBlock *d = mlb_value_parent_block(v);
  for (uint32_t i = 0; i < pl->work.len; i++) {
    MlbBlock *b = pl->work.data[i];
    if (!mlb_dom_info_dominates(pl->dom, d, b))
      return mlb_op_emit_error(pl->f->ctx, pl->f->func, "buffer-deallocation: "
                               "a buffer is used where its definition does "
                               "not dominate");
    uint32_t n = mlb_block_num_succs(b), live_succs = 0;
    for (uint32_t k = 0; k < n; k++)
      live_succs += stays_live(pl, d, mlb_block_succ(b, k));
    if (live_succs) {
      for (uint32_t k = 0; k < n; k++)
        if (!stays_live(pl, d, mlb_block_succ(b, k))) {
          Pos p = {POS_EDGE, b->last, k};
          mlb_vec_push(out, p);
        }
      continue;
    }
    MlbOperation *last = mlb_small_map_get(&pl->last, b);
    MlbStatus s = MLB_SUCCESS;
    if (last && last == mlb_block_terminator(b))
      s = at_terminator(pl, last, out);
    else {
      Pos p = {last ? POS_AFTER : POS_BEFORE, last ? last : b->first, 0};
      mlb_vec_push(out, p);
    }
    if (s != MLB_SUCCESS)
      return s;
  }
  return MLB_SUCCESS;
}

/* ==== Building the frees ==== */

static void builder_at(Place *pl, const Pos *p, MlbBuilder *b) {
  b->ctx = pl->f->ctx;
  if (p->kind == POS_AFTER) {
    mlb_builder_set_after(b, p->op);
    return;
  }
  if (p->kind == POS_BEFORE) {
    mlb_builder_set_before(b, p->op);
    return;
  }
  MlbBlock *s = p->op->successors[p->succ].block;
  if (mlb_block_num_preds(s) == 1 && s->first)
    mlb_builder_set_before(b, s->first);
  else
    mlb_builder_set_before(b, bd_edge_block(pl->f, p->op, p->succ)->last);
}

/* The frees of owner i at positions at[0, n). Nothing here is noted for
 * the fallback's undo: a refusal from here on is not one the fallback
 * takes (the placement's own refusal comes while the positions are found,
 * before the first free is built). */
static MlbStatus build_frees(Place *pl, uint32_t i, const Pos *at,
                             uint32_t n) {
  BdFunc *f = pl->f;
  MlbValue *v = f->owners.data[i];
  MlbOperation *existing = f->frees.data[i];
  const MlbAllocationIface *a = mlb_small_map_get(&f->owner_iface, v);
  for (uint32_t k = 0; k < n; k++) {
    MlbBuilder b;
    builder_at(pl, &at[k], &b);
    if (existing) {
      mlb_block_insert_before(b.block, b.before, existing);
      existing = NULL;
      f->stats[BD_STAT_MOVED]++;
      continue;
    }
    if (a == &bd_no_iface || !mlb_build_free(&b, a, v, NULL))
      return mlb_emit_error(f->ctx, v->def_op ? v->def_op->loc : f->func->loc,
                            "allocations without compatible deallocations "
                            "are not supported");
    f->stats[BD_STAT_DEALLOCS]++;
  }
  if (existing)
    return mlb_op_emit_error(f->ctx, existing, "buffer-deallocation: the "
                             "buffer this op frees escapes");
  return MLB_SUCCESS;
}

/* ==== Driver ==== */

/* Scratch from the context's pool, as the first phase's (bd_init). */
static void place_init(Place *pl, BdFunc *f) {
  /* Every field is set below but gen (own_dom only with split edges, and
   * read only then): no clearing of the struct. */
  pl->f = f;
  pl->gen = 0;
  pl->alias = &f->pl.alias;
  pl->dom = &f->pl.dom;
  if (mlb_small_map_len(&f->split)) {
    mlb_dom_info_init(&pl->own_dom, false);
    if (f->all_reachable)
      mlb_alias_build(&pl->own_alias, f->ctx, f->func);
    else /* as first_look's */
      mlb_alias_build_reachable(&pl->own_alias, f->ctx, f->func, &pl->own_dom);
    pl->alias = &pl->own_alias;
    pl->dom = &pl->own_dom;
  }
  mlb_dom_info_init(&pl->post, true);
  MlbVecPool *pool = &f->ctx->state_pool;
  mlb_small_map_init(&pl->live_seen, pool);
  size_t n = pl->alias->n ? pl->alias->n : 1;
  pl->mark = mlb_pool_take_fit(pool, sizeof(uint32_t) * n, &pl->mark_bytes);
  memset(pl->mark, 0, sizeof(uint32_t) * n); /* a spare block holds old marks */
  mlb_small_map_init(&pl->in_l, pool);
  mlb_small_map_init(&pl->last, pool);
  mlb_vec_from_pool(pool, &pl->aliases);
  mlb_vec_from_pool(pool, &pl->alias_ids);
  mlb_vec_from_pool(pool, &pl->live_work);
  mlb_vec_from_pool(pool, &pl->work);
}

static void place_free(Place *pl) {
  MlbVecPool *pool = &pl->f->ctx->state_pool;
  if (pl->alias == &pl->own_alias) {
    mlb_alias_free(&pl->own_alias);
    mlb_dom_info_free(&pl->own_dom);
  }
  mlb_dom_info_free(&pl->post);
  mlb_vec_to_pool(pool, &pl->live_work);
  mlb_small_map_free(&pl->live_seen);
  mlb_pool_give(pool, pl->mark, pl->mark_bytes);
  mlb_vec_to_pool(pool, &pl->aliases);
  mlb_vec_to_pool(pool, &pl->alias_ids);
  mlb_vec_to_pool(pool, &pl->work);
  mlb_small_map_free(&pl->in_l);
  mlb_small_map_free(&pl->last);
}

MlbStatus bd_place_deallocs(BdFunc *f) {
  if (!f->owners.len)
    return MLB_SUCCESS;
  Place pl;
  place_init(&pl, f);
  /* Positions first, for every owner, then the frees: the analyses see
   * the IR as it was when they were built. Owner i's positions are
   * at[start[i], start[i + 1]) (one vector for all: two pooled blocks
   * instead of one per owner). */
  MlbVecPool *pool = &f->ctx->state_pool;
  PosVec at;
  MlbU32Vec start;
  mlb_vec_from_pool(pool, &at);
  mlb_vec_from_pool(pool, &start);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; i < f->owners.len && s == MLB_SUCCESS; i++) {
    MlbValue *v = f->owners.data[i];
    mlb_vec_push(&start, at.len);
    owner_aliases(&pl, v);
    if (!post_dominator_place(&pl, v, &at, &s))
      s = fallback_place(&pl, v, &at);
  }
  mlb_vec_push(&start, at.len);
  /* The analysis of the first phase is not asked again: its blocks go
   * back to the pool now, under the scratch of this phase and of the
   * driver given back after them. The next function's first vectors
   * (taken from the top of the pool, whatever their size) then leave
   * them to its analysis, whose arrays need the larger blocks
   * (mlb_pool_take_fit would else look deep into the pool). */
  if (f->pl.alias_built) {
    mlb_alias_free(&f->pl.alias);
    f->pl.alias_built = false;
  }
  for (uint32_t i = 0; i < f->owners.len && s == MLB_SUCCESS; i++)
    s = build_frees(&pl, i, at.data + start.data[i],
                    start.data[i + 1] - start.data[i]);
  mlb_vec_to_pool(pool, &at);
  mlb_vec_to_pool(pool, &start);
  place_free(&pl);
  return s;
}
