/* one_shot_conflicts.c - One-Shot Bufferize's read-after-write
 * conflicts: whether an operand decided in place would let a write reach a
 * read that must not see it (definitions, dominance and happens-before,
 * repetitive regions, block arguments and their incoming values), or
 * write what must not be written (mlb_osa_in_place_conflicts; one_shot.c
 * decides with it).
 */
#include "analysis/one_shot_int.h"
#include "support/thresholds.h"

typedef MlbOsaAliasVec AliasVec;

static bool excused_at_depth(MlbOsa *a, MlbUse *w, MlbValue *def,
                             uint32_t depth);
static bool arg_block_excludes_write(MlbValue *def, MlbOperation *wop);

/* Can a write outside the region of block argument arg's block change
 * what arg holds? Only through a branch inside the region handing arg a
 * value from outside: arg belongs to a block other than the entry (whose
 * arguments the region's op hands on, reading them as it does). */
static bool outer_write_reaches_arg(MlbValue *arg) {
  return arg->owner_block != arg->owner_block->parent->first;
}

/* How many block arguments deep arg_set_before (and excused_at_depth for
 * a write outside the argument's region) follows incoming values; past it
 * the write counts as a conflict (conservative). */
#define ARG_EXCUSE_DEPTH 8

/* Does branch t's operand i enter block argument arg (scratch: al)? */
static bool hands_on(MlbOperation *t, uint32_t i, MlbValue *arg,
                     AliasVec *al) {
  al->len = 0;
  mlb_osa_branch_aliases(t, i, al);
  for (uint32_t k = 0; k < al->len; k++)
    if (al->data[k].v == arg)
      return true;
  return false;
}

/* Is every value entering argument arg's block as arg excused by write w
 * (its definitions, at `depth`)? With `after`, only edges from blocks
 * that may run after block `after` (itself or reached from it) count. */
static bool incoming_excused(MlbOsa *a, MlbUse *w, MlbValue *arg,
                             MlbBlock *after, uint32_t depth) {
  bool ok = true;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (MlbBlockOperand *e = arg->owner_block->preds; e && ok; e = e->next) {
    MlbOperation *t = e->owner;
    if (after && t->block != after && !mlb_osa_block_reaches(after, t->block))
      continue;
    for (uint32_t i = 0; i < t->num_operands && ok; i++) {
      bool incoming = hands_on(t, i, arg, &al);
      /* Upstream's branch reads what it hands on, and the third case of
       * mlb_osa_subsets_not_conflicting excuses a write that rewrites it
       * (random program 6850043: a linalg.copy of a tensor onto itself, the
       * tensor read later through a cf block argument). */
      if (!incoming || mlb_osa_rewrites_own_part(a, w, mlb_op_operand(t, i)))
        continue;
      defs.len = 0;
      mlb_osa_definitions(a, mlb_op_operand(t, i), &defs);
      for (uint32_t d = 0; d < defs.len && ok; d++)
        ok = excused_at_depth(a, w, defs.data[d], depth);
    }
  }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok;
}

/* A write in the region of block argument `arg`'s block that never runs
 * once that block is entered (its block is not reachable from the
 * argument's), into a buffer whose every incoming value it is excused
 * by (it is their definition, or comes before it): the argument then
 * holds what it should, write included. Upstream excuses any write
 * outside the argument's block, also one in a block after it that
 * clobbers what the argument holds. */
static bool arg_set_before(MlbOsa *a, MlbUse *w, MlbValue *arg,
                           uint32_t depth) {
  MlbBlock *b = arg->owner_block, *x = mlb_osa_block_in(b->parent, w->owner);
  if (depth >= ARG_EXCUSE_DEPTH || !x || !b->preds || x == b ||
      mlb_osa_block_reaches(b, x))
    return false;
  return incoming_excused(a, w, arg, NULL, depth + 1);
}

/* A write in block x of a cycle through the block b of argument `arg`
 * (a cf loop writing its carried tensor before branching back), read in
 * block y: every path from the write to the read enters b again, which
 * redefines the argument, and every value entering b from a block that
 * may run after the write is excused by it (the written value itself, or
 * one defined after the write). The read then sees a value the write
 * belongs to, never the clobbered old one. Edges from blocks that cannot
 * run after the write (the loop's entry) do not matter: b is entered
 * again after the write before the read. Upstream excuses every write
 * outside the argument's block. */
static bool arg_redefined_before_read(MlbOsa *a, MlbUse *w, MlbValue *arg,
                                      MlbOperation *rop) {
  MlbBlock *b = arg->owner_block;
  MlbBlock *x = mlb_osa_block_in(b->parent, w->owner);
  MlbBlock *y = rop ? mlb_osa_block_in(b->parent, rop) : NULL;
  if (!x || !y || x == b || x == y || !b->preds ||
      !mlb_osa_block_reaches(b, x) || mlb_block_reaches_avoiding(x, y, b))
    return false;
  return incoming_excused(a, w, arg, x, 1);
}

/* Argument `def` of a block and the write sit in blocks of one region
 * that no path joins, and that region runs once per run of every region
 * around it: no run both defines `def` and writes, so the read sees,
 * through `def`, a value the write never touched (the write belongs to
 * the runs that reach the read through another definition, checked on
 * its own). A region entered again (a loop around it) would let one
 * run's write reach the buffer the next run's `def` receives. */
static bool arg_block_excludes_write(MlbValue *def, MlbOperation *wop) {
  if (def->def_op)
    return false;
  MlbRegion *r = def->owner_block->parent;
  if (r->first == r->last ||
      !mlb_osa_blocks_apart(def->owner_block, mlb_osa_block_in(r, wop)) ||
      mlb_osa_region_reentered(r))
    return false;
  for (MlbOperation *p = r->parent; p && p->block; p = mlb_op_parent_op(p))
    if (mlb_osa_region_repeats(p->block->parent))
      return false;
  return true;
}

static bool excused_by_definition_at(MlbOsa *a, MlbUse *r, MlbUse *w,
                                     MlbValue *def, uint32_t depth);

/* How many run-once region ops deep excused_through_yields looks through
 * their yields; past it the region op's result stays the definition. */
#define YIELD_EXCUSE_DEPTH 4

/* Definition `def` is a result of a region op whose regions run at most
 * once (scf.if, execute_region, index_switch): the op hands on the
 * buffer of one of the values its regions yield to `def`, each yield
 * decided in place. Is w excused by every definition of those values?
 * Then it cannot change what the result holds either. The result as a
 * definition of its own excuses other writes (one inside a branch that
 * does not yield the written buffer); this answers for a write the
 * yielded values' definitions excuse (random program 3302193: a cf
 * loop's carried tensor, written in place in the loop, handed out by an
 * execute_region after the loop). */
static bool excused_through_yields(MlbOsa *a, MlbUse *r, MlbUse *w,
                                   MlbValue *def, uint32_t depth) {
  MlbOperation *op = def->def_op;
  if (depth >= YIELD_EXCUSE_DEPTH || !op || !op->num_regions ||
      !mlb_buf_iface(op))
    return false;
  for (uint32_t k = 0; k < op->num_regions; k++)
    if (mlb_buf_region_repetitive(op, k))
      return false;
  bool ok = true, any = false;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (uint32_t k = 0; k < op->num_regions && ok; k++)
    for (MlbBlock *b = op->regions[k].first; b && ok; b = b->next) {
      MlbOperation *t = b->last;
      if (!t || !t->desc || !(t->desc->traits & MLB_TRAIT_TERMINATOR))
        continue;
      for (uint32_t i = 0; i < t->num_operands && ok; i++) {
        if (!mlb_osa_operand_aliases(a, t, i, def, &al))
          continue;
        any = true;
        /* Out of place (or not decided yet), the result is a new
         * buffer: the region op is the definition. */
        ok = mlb_osa_decision(a, &t->operands[i]) == MLB_OSA_IN_PLACE ||
             &t->operands[i] == a->deciding;
        defs.len = 0;
        if (ok)
          mlb_osa_definitions(a, mlb_op_operand(t, i), &defs);
        for (uint32_t d = 0; d < defs.len && ok; d++)
          ok = excused_by_definition_at(a, r, w, defs.data[d], depth + 1);
      }
    }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok && any;
}

/* Calls fn for each definition of each value a branch hands to block
 * argument `arg` (`at`: the branch's operand, where it is read) while fn
 * says yes; true when it said yes to all. */
typedef bool (*IncomingFn)(MlbOsa *a, MlbUse *at, MlbValue *def,
                           void *user);

static bool all_incoming_definitions(MlbOsa *a, MlbValue *arg, IncomingFn fn,
                                     void *user) {
  bool ok = true;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (MlbBlockOperand *e = arg->owner_block->preds; e && ok; e = e->next) {
    MlbOperation *t = e->owner;
    for (uint32_t i = 0; i < t->num_operands && ok; i++) {
      if (!hands_on(t, i, arg, &al))
        continue;
      defs.len = 0;
      mlb_osa_definitions(a, mlb_op_operand(t, i), &defs);
      for (uint32_t d = 0; d < defs.len && ok; d++)
        ok = fn(a, &t->operands[i], defs.data[d], user);
    }
  }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok;
}

static bool arg_entries_excused(MlbOsa *a, MlbUse *r, MlbUse *w,
                                MlbValue *def, uint32_t depth);

/* What arg_entries_excused asks of each incoming definition. */
typedef struct EntryExcuse {
  MlbUse *w;
  uint32_t depth;
} EntryExcuse;

static bool entry_excused(MlbOsa *a, MlbUse *at, MlbValue *v, void *user) {
  const EntryExcuse *x = user;
  /* As excused_by_definition_at, read at the branch, the block arguments
   * followed counted on from `depth` (ARG_EXCUSE_DEPTH bounds the chain
   * as arg_set_before does). */
  return excused_at_depth(a, x->w, v, x->depth + 1) ||
         (v->def_op ? excused_through_yields(a, at, x->w, v, 0)
                    : arg_redefined_before_read(a, x->w, v, at->owner) ||
                          arg_entries_excused(a, at, x->w, v, x->depth + 1));
}

/* Read r, in the block b of argument `def` (or in ops nested there),
 * sees what the last edge into b handed to `def`, and write w lies in
 * another block: no path from that edge to r runs w without entering b
 * again (which hands `def` a value anew). So w is excused when it is
 * for every value an edge hands to `def`, as read at that edge's branch
 * (random program 7022508: a cf loop's carried tensor, written in place
 * in the loop, handed after the loop to another block's argument and
 * read there; the read of the carried tensor itself after the loop was
 * excused already, arg_redefined_before_read). */
static bool arg_entries_excused(MlbOsa *a, MlbUse *r, MlbUse *w,
                                MlbValue *def, uint32_t depth) {
  MlbBlock *b = def->owner_block;
  MlbBlock *x = mlb_osa_block_in(b->parent, w->owner);
  if (depth >= ARG_EXCUSE_DEPTH || !x || x == b || !b->preds ||
      mlb_osa_block_in(b->parent, r->owner) != b)
    return false;
  EntryExcuse ex = {w, depth};
  return all_incoming_definitions(a, def, entry_excused, &ex);
}

/* Does definition `def` of what read r sees excuse write w? */
static bool excused_by_definition_at(MlbOsa *a, MlbUse *r, MlbUse *w,
                                     MlbValue *def, uint32_t depth) {
  if (excused_at_depth(a, w, def, 0))
    return true;
  if (!def->def_op)
    return arg_redefined_before_read(a, w, def, r->owner) ||
           arg_entries_excused(a, r, w, def, depth);
  return excused_through_yields(a, r, w, def, depth);
}

static bool excused_by_definition(MlbOsa *a, MlbUse *r, MlbUse *w,
                                  MlbValue *def) {
  return excused_by_definition_at(a, r, w, def, 0);
}

static bool excused_at_depth(MlbOsa *a, MlbUse *w, MlbValue *def,
                             uint32_t depth) {
  MlbOperation *wop = w->owner;
  if (def->def_op) {
    if (mlb_osa_happens_before(a, wop, def->def_op))
      return true;
    if (def->def_op != wop && mlb_op_is_ancestor(def->def_op, wop))
      return true;
    /* A region op (a loop) writes its operand as its regions are entered,
     * before any op inside them defines a value. */
    if (def->def_op != wop && mlb_op_is_ancestor(wop, def->def_op))
      return true;
    if (def->def_op == wop && mlb_osa_loop_writes_before_results(a, w))
      return true;
  } else if (!mlb_osa_region_contains(def->owner_block->parent, wop)) {
    /* The write is outside the region of the argument's block. (Upstream
     * asks only whether it is outside the block, which excuses writes in
     * the other blocks of a function body: they run after the entry block
     * and clobber what its arguments hold.) An entry block's argument is
     * handed its value by the region's op, which reads it there; another
     * block's argument holds what branches inside the region hand it,
     * values from outside included, so the write must be excused by each
     * (random program 7105050: an execute_region's blocks branching a
     * tensor written in place before the op to a join block). */
    if (!outer_write_reaches_arg(def) ||
        (depth < ARG_EXCUSE_DEPTH &&
         incoming_excused(a, w, def, NULL, depth + 1)))
      return true;
  } else if (arg_set_before(a, w, def, depth) ||
             arg_block_excludes_write(def, wop)) {
    return true;
  }
  /* The write is the definition itself. */
  AliasVec al = mlb_osa_borrow_aliases(a);
  bool same = mlb_osa_operand_aliases(a, wop, mlb_use_index(w), def, &al);
  mlb_osa_give_back_aliases(a, &al);
  /* Last (the walk costs most): the read sees what the definition left
   * in the definition's buffer, and one the write can never touch (a
   * select of a loop's result and of a tensor the loop copied; a value
   * entering a block argument from another buffer) is no reason for a
   * conflict. */
  return same || !mlb_osa_may_share_buffer(a, def, w->value);
}

/* print-conflicts: what put an operand out of place. */
static void report_conflict(MlbOsa *a, MlbUse *r, MlbUse *w, MlbValue *def) {
  const MlbOsaReport *rep = a->quiet ? NULL : a->opts->report;
  if (rep && rep->conflict)
    rep->conflict(rep->user, r, w, def);
}

static void report_not_writable(MlbOsa *a, const MlbValueVec *set) {
  const MlbOsaReport *rep = a->quiet ? NULL : a->opts->report;
  for (uint32_t k = 0; rep && rep->not_writable && k < set->len; k++)
    if (!mlb_osa_value_writable(a, set->data[k]))
      rep->not_writable(rep->user, set->data[k]);
}


/* The read sees only iteration arguments of loop L (every definition is
 * an argument of L's body), and the write goes into a buffer allocated in
 * L's body, inside the same trip: within one trip the two are different
 * buffers (the argument's existed before the trip began). The alias sets
 * join them through the loop's results (init, result and yielded value
 * may be one buffer), not through the trip: a stencil's linalg.generic
 * reading the argument in its body while writing its new tensor. */
static bool write_into_cf_trip_buffer(MlbOsa *a, MlbUse *r, MlbUse *w,
                                      const MlbValueVec *defs);

static bool write_into_trip_buffer(MlbOsa *a, MlbUse *r, MlbUse *w,
                                   const MlbValueVec *defs) {
  if (defs->len && !defs->data[0]->def_op &&
      !mlb_block_is_entry(defs->data[0]->owner_block))
    return write_into_cf_trip_buffer(a, r, w, defs);
  MlbOperation *loop = NULL;
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *v = defs->data[d];
    MlbOperation *l = v->def_op ? NULL : mlb_block_parent_op(v->owner_block);
    const MlbRegionBranchIface *rb =
        l ? mlb_op_iface(l, MLB_IFACE_REGION_BRANCH) : NULL;
    if (!rb || !rb->is_loop || (loop && l != loop) ||
        v->owner_block != l->regions[0].first)
      return false;
    loop = l;
  }
  return loop && mlb_op_is_ancestor(loop, r->owner) &&
         mlb_op_is_ancestor(loop, w->owner) && w->owner != loop &&
         mlb_osa_made_in_body(a, loop, w->value);
}

/* The same in a cf loop: the read sees only arguments of block h (a loop
 * header, or any block), read and write run in blocks h dominates, and
 * the write goes into a buffer made since h last ran
 * (mlb_osa_made_after_block). The arguments' buffers existed before h
 * ran: within that run of h the two are different buffers, and a later
 * run sees the written buffer only as what a branch hands h, the value
 * the tensor program hands it. The stencil of cf-loop-ping-pong.mlir
 * writes its new tensor in place instead of into a second allocation
 * (one_shot_unseen.c's walk found the empty's own buffer dead, and its
 * dynamic sizes came from it, inside the loop). */
static bool write_into_cf_trip_buffer(MlbOsa *a, MlbUse *r, MlbUse *w,
                                      const MlbValueVec *defs) {
  MlbBlock *h = defs->data[0]->owner_block;
  for (uint32_t d = 0; d < defs->len; d++)
    if (defs->data[d]->def_op || defs->data[d]->owner_block != h)
      return false;
  MlbBlock *rb = mlb_osa_block_in(h->parent, r->owner);
  MlbBlock *wb = mlb_osa_block_in(h->parent, w->owner);
  return rb && wb && mlb_dom_info_dominates(&a->dom, h, rb) &&
         mlb_dom_info_dominates(&a->dom, h, wb) &&
         mlb_osa_made_after_block(a, h, w->value);
}

/* The quick part of excused_at_depth: definition `def` is made after
 * write w (the write, or an op around it, properly dominates def's op),
 * by an op around the write or by one inside the writing op, or def is an
 * argument of a block of a region not holding the write; or def is a
 * result of the writing op holding the written buffer (the write is the
 * definition). */
static bool defined_after_write(MlbOsa *a, MlbUse *w, MlbValue *def) {
  MlbOperation *wop = w->owner;
  if (!def->def_op)
    return !outer_write_reaches_arg(def) &&
           !mlb_osa_region_contains(def->owner_block->parent, wop);
  if (mlb_osa_happens_before(a, wop, def->def_op) ||
      (def->def_op != wop && (mlb_op_is_ancestor(def->def_op, wop) ||
                              mlb_op_is_ancestor(wop, def->def_op))))
    return true;
  if (def->def_op != wop)
    return false;
  /* Of the values mlb_osa_aliases_of lists, only those the op's interface (or
   * its callee's summary) names can be the op's own results. */
  MlbBufAlias buf[8], *al = MLB_OSA_ALIAS_ROOM(wop, buf);
  uint32_t n = mlb_osa_aliases(a, wop, mlb_use_index(w), al);
  bool same = false;
  for (uint32_t k = 0; k < n && !same; k++)
    same = al[k].result == def->index;
  mlb_osa_alias_room_free(al, buf);
  return same;
}

/* Dominance between a read and a write on one cycle of blocks is trusted
 * when every definition of the read lies on the cycle
 * (mlb_osa_dominance_usable): each trip defines it again. A block argument
 * is entered again each trip, but it holds what the branches hand it: when
 * a branch the write leads to hands back the buffer the write clobbered
 * (the argument as it came, or another name of its buffer), the next
 * trip's read sees the write (random program 7060108: a cf loop reading
 * its carried tensor in the header, filling it in place in the body and
 * branching back with the tensor as it was; mlir-opt 22 is wrong there
 * too). Such an argument defines nothing again unless every value those
 * branches hand it is excused by the write (the write's result, or a
 * value defined after it). */
static bool cycle_arg_clobbered(MlbOsa *a, MlbUse *r, MlbUse *w,
                                const MlbValueVec *defs) {
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *arg = defs->data[d];
    if (arg->def_op)
      continue;
    MlbBlock *b = arg->owner_block;
    MlbRegion *reg = b->parent;
    if (!reg || reg->first == reg->last)
      continue;
    MlbBlock *x = mlb_osa_block_in(reg, w->owner);
    MlbBlock *y = mlb_osa_block_in(reg, r->owner);
    if (!x || !y || !mlb_osa_block_reaches(x, b) ||
        !mlb_osa_block_reaches(b, x) || !mlb_osa_block_reaches(x, y) ||
        !mlb_osa_block_reaches(y, x))
      continue;
    if (!incoming_excused(a, w, arg, x, 1))
      return true;
  }
  return false;
}

/* Is value v defined inside region r (by an op in it, or as an argument
 * of a block of it or of a region nested in it)? */
static bool defined_in(MlbRegion *r, MlbValue *v) {
  if (v->def_op)
    return mlb_osa_region_contains(r, v->def_op);
  MlbRegion *own = v->owner_block->parent;
  return own == r || (own->parent && mlb_osa_region_contains(r, own->parent));
}

/* Does every value branches hand argument `arg` have its definitions in
 * region r (arguments of other blocks followed in turn, ARG_EXCUSE_DEPTH
 * deep; past it: no)? */
typedef struct InRegion {
  MlbRegion *r;
  uint32_t depth;
} InRegion;

static bool incoming_defined_in(MlbOsa *a, MlbRegion *r, MlbValue *arg,
                                uint32_t depth);

static bool defined_in_region(MlbOsa *a, MlbUse *at, MlbValue *v,
                              void *user) {
  MLB_UNUSED(at);
  const InRegion *x = user;
  return defined_in(x->r, v) &&
         (v->def_op || !outer_write_reaches_arg(v) ||
          incoming_defined_in(a, x->r, v, x->depth + 1));
}

static bool incoming_defined_in(MlbOsa *a, MlbRegion *r, MlbValue *arg,
                                uint32_t depth) {
  if (depth >= ARG_EXCUSE_DEPTH)
    return false;
  InRegion x = {r, depth};
  return all_incoming_definitions(a, arg, defined_in_region, &x);
}

/* Dominance is usable for the read's definitions (the caller asked), but
 * one of them may be an argument of a block other than its region's
 * entry inside a repeated region r (around the argument's region) that
 * holds read and write: the argument holds what branches hand it, which
 * may be defined outside r (an execute_region's block in a loop body
 * taking a tensor defined before the loop): then a trip's write reaches
 * the next trip's read (random program 7109406 --ext). Cycles of the
 * argument's own region are cycle_arg_clobbered's. */
static bool arg_defs_usable(MlbOsa *a, MlbOperation *rop, MlbOperation *wop,
                            const MlbValueVec *defs) {
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *arg = defs->data[d];
    if (arg->def_op || !outer_write_reaches_arg(arg))
      continue;
    for (MlbOperation *p = arg->owner_block->parent->parent; p && p->block;
         p = mlb_op_parent_op(p)) {
      MlbRegion *r = p->block->parent;
      if (mlb_osa_region_repeats(r) && mlb_osa_region_contains(r, rop) &&
          mlb_osa_region_contains(r, wop) && !incoming_defined_in(a, r, arg, 0))
        return false;
    }
  }
  return true;
}

/* Does write w reach read r, which sees `defs` (definitions(r->value),
 * computed once per read by the caller: no decision changes while one
 * operand is decided)? */
static bool conflicts(MlbOsa *a, MlbUse *r, MlbUse *w,
                      const MlbValueVec *defs) {
  MlbOperation *rop = r->owner, *wop = w->owner;
  bool conflict = false;
  /* Most pairs of a set are a write and a read of a value defined after
   * it (a fill, then the matmul reading the filled tensor): each
   * definition excuses the write (as at the end below), whatever the
   * other excuses say -- every test here only excuses, so the answer is
   * no conflict either way, found without the costlier tests first. Not
   * for a use that reads and writes: its answer is the repetition test
   * alone. */
  bool all_after = r != w && defs->len;
  for (uint32_t d = 0; d < defs->len && all_after; d++)
    all_after = defined_after_write(a, w, defs->data[d]);
  if (all_after)
    return false;
  /* Dominance (and what holds within one run) says nothing inside a
   * repeated region that does not hold the read's definitions. */
  bool once = mlb_osa_dominance_usable(rop, wop, defs) &&
              !cycle_arg_clobbered(a, r, w, defs) &&
              arg_defs_usable(a, rop, wop, defs);
  /* One use that reads and writes (an insert into its destination): its
   * read sees its own write only from an earlier trip of a repeated
   * region that does not hold the read's definitions. */
  if (r == w) {
    conflict = !once;
    if (conflict)
      a->blamed = w;
    if (conflict && defs->len)
      report_conflict(a, r, w, defs->data[0]);
    return conflict;
  }
  /* The read comes first: it happens before the write, or the reading
   * op encloses the write (an op reads its operands on entry, before its
   * regions run: a loop's body writing the buffer its init entered as).
   * Not inside a repeated region that does not hold the read's
   * definitions: the next trip reads again after the write. */
  if (once && (mlb_osa_happens_before(a, rop, wop) ||
       (rop != wop && mlb_op_is_ancestor(rop, wop))))
    return false;
  /* In blocks of one region, a write whose block cannot lead to the
   * read's never runs before it (the read forwarding a loop's value on
   * its back edge, the write after the loop's exit); within one run only,
   * as above. */
  if (once && rop != wop && mlb_osa_write_cannot_reach_read(rop, wop))
    return false;
  /* Exclusive regions (two cases of one switch) exclude each other within
   * one run only: inside a repeated region that does not hold the read's
   * definitions, one trip may write in one case and a later trip read in
   * the other (random program 1045072). */
  if (once && rop != wop && mlb_osa_mutually_exclusive(rop, wop))
    return false;
  if (write_into_trip_buffer(a, r, w, defs))
    return false;
  /* Matching slices match within one run of a repeated region only: a
   * write of an earlier trip went into the slice of that trip (random
   * program 60401 after eliminate-empty-tensors). */
  const MlbBufferizeIface *rbi = mlb_buf_iface(rop);
  MlbBufQuery q = {a, mlb_osa_query_equivalent, mlb_osa_query_chain_all};
  const MlbBufferizeIface *wbi = wop != rop ? mlb_buf_iface(wop) : NULL;
  if (once && (mlb_osa_subsets_not_conflicting(a, &q, r, w) ||
               (rbi && rbi->not_conflicting &&
                rbi->not_conflicting(&q, rop, r, w)) ||
               (wbi && wbi->not_conflicting &&
                wbi->not_conflicting(&q, wop, r, w))))
    return false;
  /* One op reading an element of one operand and writing the same
   * element of another operand, holding the same buffer or one passed on
   * from it as equivalent, decided or not (a cast of a cast of the init:
   * a copy there is a snapshot taken earlier); once: not in a repeated
   * region that does not hold the read's definitions. */
  if (rop == wop && rbi && rbi->elementwise && once &&
      rbi->elementwise(rop, mlb_use_index(r), mlb_use_index(w)) &&
      (mlb_osa_equivalent_chain(a, r->value, w->value) ||
       mlb_osa_equivalent_chain(a, w->value, r->value)))
    return false;
  uint32_t d = 0;
  for (; d < defs->len && !conflict; d++)
    conflict = !excused_by_definition(a, r, w, defs->data[d]);
  if (conflict) {
    a->blamed = w;
    report_conflict(a, r, w, defs->data[d - 1]);
  }
  return conflict;
}

/* Is some write of `writes` into a buffer that may be read-only? The
 * read-only values of `set` (constants, arguments marked not writable,
 * results a callee keeps read-only) taint the values their uses pass
 * their buffer to in place (u counted in place), forward, as far as that
 * goes;
 * a write into a tainted value may store into read-only memory. A write
 * into another buffer of the same alias set (a fill of a new tensor that
 * one branch yields where the other yields a constant) is none
 * (upstream's per-write rule, hasPrecedingAliasingNonWritableTensor,
 * walks the same edges backwards from each write). */
static bool write_into_readonly(MlbOsa *a, MlbUse *u, const MlbValueVec *set,
                                MlbUse *const *writes, uint32_t nwrites) {
  MlbPtrMap tainted;
  mlb_ptrmap_init(&tainted);
  MlbValueVec work = {0};
  bool whole_set = false;
  for (uint32_t k = 0; k < set->len && !whole_set; k++) {
    MlbValue *v = set->data[k];
    if (mlb_osa_value_writable(a, v))
      continue;
    /* A result or region argument of an op without bufferization
     * semantics (unknown, left out by dialect-filter, a call to a
     * declaration or without a summary): what the op does with the
     * buffer is unknown, so nothing of the set may be written (the alias
     * set's rule, as upstream 22 decides such calls). */
    MlbOperation *owner =
        v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
    whole_set = owner && !mlb_op_is_function(owner) &&
                !mlb_buf_iface(owner) && !mlb_osa_callee_analyzed(a, owner);
    mlb_ptrmap_put(&tainted, v, v);
    mlb_vec_push(&work, v);
  }
  if (whole_set)
    work.len = 0;
  AliasVec al = {0};
  while (work.len) {
    MlbValue *x = mlb_vec_pop(&work);
    for (MlbUse *y = x->uses; y; y = y->next) {
      if (y != u && mlb_osa_decision(a, y) != MLB_OSA_IN_PLACE)
        continue;
      al.len = 0;
      mlb_osa_aliases_of(a, y->owner, mlb_use_index(y), &al);
      for (uint32_t k = 0; k < al.len; k++) {
        bool ins;
        void **slot = mlb_ptrmap_slot(&tainted, al.data[k].v, &ins);
        if (ins) {
          *slot = al.data[k].v;
          mlb_vec_push(&work, al.data[k].v);
        }
      }
    }
  }
  bool bad = whole_set;
  for (uint32_t j = 0; j < nwrites && !bad; j++)
    bad = mlb_ptrmap_get(&tainted, writes[j]->value) != NULL;
  mlb_vec_free(&al);
  mlb_vec_free(&work);
  mlb_ptrmap_free(&tainted);
  return bad;
}

/* Is use x a branch, which reads its operand only to hand it on? In
 * place the branch itself reads nothing: the argument holds x's buffer,
 * it sits in x's alias set, and every op that reads it -- also further
 * branches handing it on, a return, an unknown op -- is a read of the set
 * checked on its own, with the argument as its definition (whose incoming
 * values the block-argument excuses follow). A write between the branch
 * and such a read is caught there; so is one before the branch, through
 * the incoming value's definitions. A block argument nothing reads needs
 * no value (random program 3302143: a loop's init written in place and
 * forwarded to a block that ignores it). Out of place or undecided, the
 * branch copies the value where it stands when the argument is read
 * (copy_needed; random program 3302167: an argument only filled needs
 * no copy): that copy is a read, counted as any other op's copy. */
bool mlb_osa_read_handed_on(const MlbUse *x) {
  const MlbBufferizeIface *bi = mlb_buf_iface(x->owner);
  return bi && (bi->flags & MLB_BUF_FORWARDS_ONLY);
}

/* Would operand u in place let a write reach a read that must not see it,
 * or write what must not be written? `set` holds the values of the alias
 * sets u would join. *readonly_write (may be NULL) says whether the answer
 * is a write into something read-only. */
bool mlb_osa_in_place_conflicts(MlbOsa *a, MlbUse *u, const MlbValueVec *set,
                                bool *readonly_write) {
  bool u_writes = mlb_osa_writes(a, u->owner, mlb_use_index(u));
  MlbOsaUseVec reads = a->ipc_reads, writes = a->ipc_writes;
  MlbValueVec defs = a->ipc_defs;
  MlbOsaPlacedWriteVec placed = a->ipc_placed;
  MlbU32Vec pick = a->ipc_pick;
  a->ipc_reads = a->ipc_writes = (MlbOsaUseVec){0};
  a->ipc_defs = (MlbValueVec){0};
  a->ipc_placed = (MlbOsaPlacedWriteVec){0};
  a->ipc_pick = (MlbU32Vec){0};
  reads.len = writes.len = defs.len = 0;
  if (u_writes)
    mlb_vec_push(&writes, u);
  bool readonly = false;
  for (uint32_t k = 0; k < set->len; k++) {
    MlbValue *v = set->data[k];
    readonly |= !mlb_osa_value_writable(a, v);
    for (MlbUse *x = v->uses; x; x = x->next) {
      uint32_t i = mlb_use_index(x);
      /* Looked up once for both tests below. */
      int dx = x != u ? mlb_osa_decision(a, x) : MLB_OSA_IN_PLACE;
      /* Out of place, the copy into the new buffer reads the value; so
       * may an undecided use, if it goes out of place later (a cast
       * decided after a write in a loop copies, on the next trip, what
       * the write left: random program 1300495). */
      if (((mlb_osa_reads(a, x->owner, i) && !mlb_osa_read_handed_on(x)) ||
           (dx != MLB_OSA_IN_PLACE && mlb_osa_copy_needed(a, x->owner, i))) &&
          !mlb_osa_dest_read_unseen(a, x))
        mlb_vec_push(&reads, x);
      if (x != u && dx == MLB_OSA_IN_PLACE && mlb_osa_writes(a, x->owner, i))
        mlb_vec_push(&writes, x);
    }
  }
  bool bad = readonly && writes.len &&
             write_into_readonly(a, u, set, writes.data, writes.len);
  if (readonly_write)
    *readonly_write = bad;
  if (bad)
    report_not_writable(a, set);
  /* Privatization first (upstream's order): not needed when the alias
   * sets are never read. */
  if (a->opts->check_parallel_regions && reads.len)
    for (uint32_t j = 0; j < writes.len && !bad; j++)
      bad = mlb_osa_write_crosses_parallel(a, writes.data[j]);
  /* Each read's definitions once, for all writes: they depend only on
   * the decisions, which stay put while u is decided. Only the writes
   * that position does not rule out (one_shot_write_order.c). */
  bool by_position = reads.len && writes.len >= MLB_OSA_PLACE_WRITES_MIN &&
                     !bad;
  if (by_position)
    mlb_osa_place_writes(writes.data, writes.len, &placed);
  for (uint32_t i = 0; i < reads.len && writes.len && !bad; i++) {
    defs.len = 0;
    mlb_osa_definitions(a, reads.data[i]->value, &defs);
    if (!by_position ||
        !mlb_osa_writes_to_check(&placed, reads.data[i], &defs, &pick))
      for (uint32_t j = 0; j < writes.len && !bad; j++)
        bad = conflicts(a, reads.data[i], writes.data[j], &defs);
    else
      for (uint32_t j = 0; j < pick.len && !bad; j++)
        bad = conflicts(a, reads.data[i], writes.data[pick.data[j]], &defs);
  }
  /* Given back (after what a nested call may have left there). */
  mlb_vec_free(&a->ipc_reads);
  mlb_vec_free(&a->ipc_writes);
  mlb_vec_free(&a->ipc_defs);
  mlb_vec_free(&a->ipc_placed);
  mlb_vec_free(&a->ipc_pick);
  a->ipc_reads = reads;
  a->ipc_writes = writes;
  a->ipc_defs = defs;
  a->ipc_placed = placed;
  a->ipc_pick = pick;
  return bad;
}
