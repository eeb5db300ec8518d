/* buffer_deallocation_apart.c - a clone must not change what the program
 * reads. The copy-based strategy gives a critical alias a copy of the
 * buffer forwarded into it; the program saw one buffer under both names.
 * The copy is exact when, after the forwarding point, the buffer is no
 * longer used under its other names, or when nothing writes it under
 * either (MLIR 16 assumes it and silently changes results otherwise). The
 * pass checks it conservatively and refuses the rest with a diagnostic:
 *
 *   ^bb2: cf.br ^bb3(%m)          // %x gets a clone of %m
 *   ^bb3(%x): memref.store ..., %x
 *   ... memref.load %m            // reads what the store no longer wrote
 */
#include "transforms/buffer_deallocation.h"

#include "ir/dominance.h"

/* ==== Buffers after cloning ==== */

/* The buffers v may be once the clones are in: the origins of the alias
 * analysis, where a critical alias is an origin of its own (it will hold
 * its own clone) and nothing flows into it. Sorted alias ids, cached. */
/* f->hold_mark, made on first use: two cells per alias id, the first
 * half for mark_holders (read while other questions are asked), the
 * second for the walks of cut_origins. */
static uint32_t *hold_marks(BdFunc *f) {
  if (!f->hold_mark) {
    size_t n = 2 * (size_t)f->pl.alias.n + 1;
    f->hold_mark = mlb_pool_take_fit(&f->ctx->state_pool,
                                     sizeof(uint32_t) * n, &f->hold_bytes);
    memset(f->hold_mark, 0, sizeof(uint32_t) * n);
  }
  return f->hold_mark;
}

/* f->cut: one vector per alias id, made on the first question (a
 * pooled block; a vector's data is NULL until its set is computed). */
static MlbU32Vec *cut_sets(BdFunc *f) {
  if (!f->cut) {
    f->cut_n = f->pl.alias.n;
    size_t n = f->cut_n ? f->cut_n : 1;
    f->cut = mlb_pool_take_fit(&f->ctx->state_pool, sizeof *f->cut * n,
                               &f->cut_bytes);
    memset(f->cut, 0, sizeof *f->cut * n);
  }
  return f->cut;
}

static const MlbU32Vec k_no_origins = {0};

static const MlbU32Vec *cut_origins(BdFunc *f, const MlbValue *v) {
  MlbAliasInfo *a = &f->pl.alias;
  uint32_t id = mlb_alias_id(a, v);
  if (id == UINT32_MAX)
    return &k_no_origins;
  MlbU32Vec *out = &cut_sets(f)[id];
  if (out->data)
    return out;
  /* Sets are short: each in a block of the context's pool, which the
   * sets of the previous function handed back. */
  mlb_vec_from_pool(&f->ctx->state_pool, out);
  uint32_t *seen = hold_marks(f) + a->n, gen = ++f->cut_gen;
  MlbU32Vec *work = &f->cut_work;
  if (!work->data) /* from the pool, as the sets */
    mlb_vec_from_pool(&f->ctx->state_pool, work);
  work->len = 0;
  mlb_vec_push(work, id);
  seen[id] = gen;
  while (work->len) {
    uint32_t x = work->data[--work->len];
    MlbValue *xv = a->values[x];
    bool cut = mlb_small_map_get(&f->critical, xv) || bd_is_function_arg(f, xv);
    if (cut || a->kind[x] != MLB_ORIGIN_NONE)
      mlb_vec_push(out, x);
    for (uint32_t e = a->bwd_start[x]; !cut && e < a->bwd_start[x + 1]; e++)
      if (seen[a->bwd[e]] != gen) {
        seen[a->bwd[e]] = gen;
        mlb_vec_push(work, a->bwd[e]);
      }
  }
  for (uint32_t i = 1; i < out->len; i++) /* insertion sort: short sets */
    for (uint32_t j = i; j && out->data[j - 1] > out->data[j]; j--) {
      uint32_t t = out->data[j];
      out->data[j] = out->data[j - 1];
      out->data[j - 1] = t;
    }
  return out;
}

/* ==== Buffers from outside ====
 * An argument, or the result of an op the analysis cannot see into, comes
 * from outside the function: two of them may be one buffer (a caller may
 * pass one buffer twice, or a global). One exception: a pure op without
 * operands nor regions (memref.get_global) names a fixed object by its
 * name and properties; two such ops naming different objects hold two
 * buffers. Another: a buffer result of a call that the pass owns (frees)
 * is a buffer of its own, by the function-boundary convention the pass
 * frees it by and makes every callee keep (a callee returns an argument, a
 * global or one buffer twice as a clone): no other buffer from outside. */

static bool owned_call_result(BdFunc *f, const MlbValue *v) {
  return v->def_op && mlb_op_iface(v->def_op, MLB_IFACE_CALL) &&
         mlb_small_map_get(&f->owner_iface, v);
}

static bool is_external_origin(BdFunc *f, uint32_t id) {
  MlbValue *v = f->pl.alias.values[id];
  if (owned_call_result(f, v))
    return false;
  return bd_is_function_arg(f, v) || f->pl.alias.kind[id] == MLB_ORIGIN_ARG ||
         f->pl.alias.kind[id] == MLB_ORIGIN_UNKNOWN;
}

static const MlbOperation *named_object(const MlbValue *v) {
  const MlbOperation *op = v->def_op;
  return op && mlb_op_has_trait(op, MLB_TRAIT_PURE) && !op->num_operands &&
                 !op->num_regions && op->num_results == 1
             ? op
             : NULL;
}

static bool externals_meet(BdFunc *f, uint32_t x, uint32_t y) {
  const MlbOperation *a = named_object(f->pl.alias.values[x]);
  const MlbOperation *b = named_object(f->pl.alias.values[y]);
  return !a || !b ||
         (a->name == b->name && a->props == b->props && a->attrs == b->attrs);
}

/* May origin sets ox and oy (sorted ids) hold one buffer? */
static bool origins_meet(BdFunc *f, const uint32_t *ox, uint32_t nx,
                         const uint32_t *oy, uint32_t ny) {
  for (uint32_t i = 0, j = 0; i < nx && j < ny;) {
    if (ox[i] == oy[j])
      return true;
    if (ox[i] < oy[j])
      i++;
    else
      j++;
  }
  for (uint32_t i = 0; i < nx; i++)
    for (uint32_t j = 0; j < ny; j++)
      if (is_external_origin(f, ox[i]) && is_external_origin(f, oy[j]) &&
          externals_meet(f, ox[i], oy[j]))
        return true;
  return false;
}

/* May v hold the buffer s holds, once the clones are in? */
static bool may_hold(BdFunc *f, const MlbValue *v, const MlbValue *s) {
  const MlbU32Vec *ov = cut_origins(f, v), *os = cut_origins(f, s);
  return origins_meet(f, ov->data, ov->len, os->data, os->len);
}

/* May v and s be one buffer in the input program? */
static bool may_alias(BdFunc *f, const MlbValue *v, const MlbValue *s) {
  if (v == s)
    return true;
  uint32_t nv = 0, ns = 0;
  const uint32_t *ov = mlb_alias_origins(&f->pl.alias, v, &nv);
  const uint32_t *os = mlb_alias_origins(&f->pl.alias, s, &ns);
  return origins_meet(f, ov, nv, os, ns);
}

/* Marks (f->hold_mark == f->hold_gen) every value that may_hold says
 * may hold s's buffer, when none of s's buffers comes from outside (else
 * false: two buffers from outside may meet, value by value). A value v
 * has origin o once the clones are in when a flow path leads from o to v
 * through values that are not cut (critical aliases and function
 * arguments hold buffers of their own: nothing flows into them), v
 * itself included unless v is o: so the values reached forward from s's
 * origins without entering a cut value, each visited once, instead of
 * every value's origins. */
static bool mark_holders(BdFunc *f, const MlbValue *s) {
  MlbAliasInfo *a = &f->pl.alias;
  const MlbU32Vec *os = cut_origins(f, s);
  for (uint32_t i = 0; i < os->len; i++)
    if (is_external_origin(f, os->data[i]))
      return false;
  uint32_t *mark = hold_marks(f), gen = ++f->hold_gen;
  MlbU32Vec *work = &f->hold_work;
  if (!work->data)
    mlb_vec_from_pool(&f->ctx->state_pool, work);
  work->len = 0;
  for (uint32_t i = 0; i < os->len; i++)
    if (mark[os->data[i]] != gen) {
      mark[os->data[i]] = gen;
      mlb_vec_push(work, os->data[i]);
    }
  while (work->len) {
    uint32_t x = work->data[--work->len];
    for (uint32_t e = a->fwd_start[x]; e < a->fwd_start[x + 1]; e++) {
      uint32_t y = a->fwd[e];
      MlbValue *yv = a->values[y];
      if (mark[y] == gen || mlb_small_map_get(&f->critical, yv) ||
          bd_is_function_arg(f, yv))
        continue;
      mark[y] = gen;
      mlb_vec_push(work, y);
    }
  }
  return true;
}

const MlbU32Vec *bd_cut_origins(BdFunc *f, const MlbValue *v) {
  return cut_origins(f, v);
}

void bd_free_cut_origins(BdFunc *f) {
  MlbVecPool *pool = &f->ctx->state_pool;
  if (f->cut) {
    for (uint32_t i = 0; i < f->cut_n; i++)
      if (f->cut[i].data)
        mlb_vec_to_pool(pool, &f->cut[i]);
    mlb_pool_give(pool, f->cut, f->cut_bytes);
    f->cut = NULL;
  }
  if (f->hold_mark)
    mlb_pool_give(pool, f->hold_mark, f->hold_bytes);
  f->hold_mark = NULL;
  mlb_vec_to_pool(pool, &f->hold_work);
  mlb_vec_to_pool(pool, &f->cut_work);
}

/* May s hold a buffer from outside once the clones are in? */
static bool from_outside(BdFunc *f, MlbValue *s) {
  const MlbU32Vec *o = cut_origins(f, s);
  for (uint32_t i = 0; i < o->len; i++)
    if (is_external_origin(f, o->data[i]))
      return true;
  return false;
}

/* ==== Writes ==== */

typedef struct Writes {
  BdFunc *f;
  MlbEffectVec fx;
} Writes;

static void add_write(BdFunc *f, MlbOperation *op, MlbValue *v) {
  mlb_vec_push(&f->written, v);
  mlb_vec_push(&f->writers, op);
}

static void add_operand_writes(BdFunc *f, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_buffer_like(f->ctx, mlb_op_operand(op, i)->type))
      add_write(f, op, mlb_op_operand(op, i));
}

/* The writes of one op, as (op, value); value NULL: any buffer from
 * outside (what a callee or an op of unknown effects reaches without
 * being handed it). A call writes what its callee's summary says. */
static MlbWalkResult collect_writes(MlbOperation *op, void *user) {
  Writes *w = user;
  BdFunc *f = w->f;
  if (mlb_op_iface(op, MLB_IFACE_CALL)) {
    for (uint32_t i = 0; i < op->num_operands; i++)
      if (mlb_type_is_buffer_like(f->ctx, mlb_op_operand(op, i)->type) &&
          mlb_call_operand_effects(&f->calls, op, i) & MLB_CALL_WRITES)
        add_write(f, op, mlb_op_operand(op, i));
    if (mlb_call_reaches_other(&f->calls, op))
      add_write(f, op, NULL);
    return MLB_WALK_ADVANCE;
  }
  w->fx.len = 0;
  if (!mlb_op_effects(f->ctx, op, &w->fx)) {
    add_operand_writes(f, op);
    add_write(f, op, NULL);
    return MLB_WALK_ADVANCE;
  }
  for (uint32_t i = 0; i < w->fx.len; i++)
    if (w->fx.data[i].kind == MLB_EFFECT_WRITE) {
      if (!w->fx.data[i].value) /* anything in its resource */
        add_operand_writes(f, op);
      add_write(f, op, w->fx.data[i].value);
    }
  return MLB_WALK_ADVANCE;
}

static void find_writes(BdFunc *f) {
  if (f->writes_known)
    return;
  Writes w = {f, {0}};
  (void)mlb_walk_post(f->func, collect_writes, &w);
  mlb_vec_free(&w.fx);
  f->writes_known = true;
}

/* ==== Order ==== */

/* Is v's buffer, once the clones are in, always one allocated in the
 * current trip of loop L (an allocation in L's body, never a copy)? A
 * later trip allocates another: nothing done to it can be seen there. */
static bool fresh_in(BdFunc *f, const MlbOperation *loop, MlbValue *v) {
  if (!v)
    return false;
  const MlbU32Vec *o = cut_origins(f, bd_forwarded(f, v));
  for (uint32_t i = 0; i < o->len; i++) {
    MlbValue *ov = f->pl.alias.values[o->data[i]];
    if (f->pl.alias.kind[o->data[i]] != MLB_ORIGIN_ALLOC ||
        mlb_small_map_get(&f->critical, ov) || !ov->def_op ||
        !mlb_op_is_ancestor(loop, ov->def_op))
      return false;
  }
  return o->len > 0;
}

/* Does loop repeat an op on s with s's buffer, or with a copy of it? Yes
 * unless s's buffer is allocated anew in each trip (an allocation in its
 * body, never a copy): a critical alias of the body (an iteration
 * argument) holds a copy of the last trip's buffer, a global is the same
 * in every trip. */
static bool repeats(BdFunc *f, const MlbOperation *loop, const MlbValue *s) {
  return loop && mlb_placement_is_loop(loop) &&
         !fresh_in(f, loop, (MlbValue *)s);
}

/* What a walk over blocks does at a block it reaches. */
typedef enum { WALK_ON, WALK_STOP, WALK_FOUND } WalkStep;
typedef WalkStep (*WalkFn)(MlbBlock *b, void *user);

/* Walks the blocks reachable from block `from` by successor edges within
 * its region (from itself only when a path comes back to it), each once;
 * with `wrap`, a block without successors (the region's exit) leads to
 * the region's entry block (the region runs again). `step` says whether
 * to go on past each block, stop there, or end the walk: true when some
 * block ended it. `passed` (may be NULL) gets the blocks gone past. */
static bool walk_blocks(MlbVecPool *pool, MlbBlock *from, bool wrap,
                        WalkFn step, void *user, MlbSmallMap *passed) {
  MlbBlock *entry = from->parent->first;
  /* Scratch from the context's pool: asked for several times per clone. */
  MlbBlockVec work;
  mlb_vec_from_pool(pool, &work);
  MlbSmallMap seen;
  mlb_small_map_init(&seen, pool);
  mlb_vec_push(&work, from);
  bool found = false;
  while (work.len && !found) {
    MlbBlock *b = work.data[--work.len];
    uint32_t n = mlb_block_num_succs(b);
    for (uint32_t k = 0; k <= n && !found; k++) {
      MlbBlock *x = k < n ? mlb_block_succ(b, k) : wrap && !n ? entry : NULL;
      if (!x || mlb_small_map_get(&seen, x))
        continue;
      mlb_small_map_put(&seen, x, (void *)1);
      WalkStep st = step(x, user);
      found = st == WALK_FOUND;
      if (st != WALK_ON)
        continue;
      if (passed)
        mlb_small_map_put(passed, x, (void *)1);
      mlb_vec_push(&work, x);
    }
  }
  mlb_vec_to_pool(pool, &work);
  mlb_small_map_free(&seen);
  return found;
}

static WalkStep find_block(MlbBlock *b, void *user) {
  return b == user ? WALK_FOUND : WALK_ON;
}

/* Is block `to` reachable from block `from` (a successor path) within
 * their region? (from itself when it lies on a loop made of branches.) */
static bool reaches(BdFunc *f, MlbBlock *from, MlbBlock *to) {
  /* Only a successor edge leads to a block: one no branch names (an
   * entry block, most often the function's own) is never reached, and
   * the walk is not needed to say so. */
  if (!to->preds)
    return false;
  return walk_blocks(&f->ctx->state_pool, from, false, find_block, to, NULL);
}

static MlbOperation *ancestor_in_region(MlbOperation *op, const MlbRegion *r) {
  while (op && op->block && op->block->parent != r)
    op = mlb_op_parent_op(op);
  return op && op->block ? op : NULL;
}

/* Among the regions of op, may region `to` run after region `from` (a
 * path of region successors)? */
static bool region_follows(MlbOperation *op, int32_t from, int32_t to) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb)
    return true;
  MlbU32Vec work = {0}, succ = {0};
  uint64_t seen = 0; /* regions 0..63; more: answer yes */
  if (op->num_regions > 64)
    return true;
  mlb_vec_push(&work, (uint32_t)from);
  bool found = false;
  while (work.len && !found) {
    succ.len = 0;
    rb->successors(op, (int32_t)work.data[--work.len], &succ);
    for (uint32_t i = 0; i < succ.len && !found; i++) {
      int32_t r = (int32_t)succ.data[i];
      if (r == MLB_REGION_PARENT || seen & (1ull << r))
        continue;
      found = r == to;
      seen |= 1ull << r;
      mlb_vec_push(&work, (uint32_t)r);
    }
  }
  mlb_vec_free(&work);
  mlb_vec_free(&succ);
  return found;
}

/* The index of the region of op x that holds op a (nested in x). */
static int32_t region_holding(MlbOperation *x, MlbOperation *a) {
  while (mlb_op_parent_op(a) != x)
    a = mlb_op_parent_op(a);
  return (int32_t)(a->block->parent - x->regions);
}

/* May `use` run after `q` on the buffer of s? Compared in the lowest
 * region holding both (q's ancestor qi there, the use's ui): a loop around
 * both repeating s may run the use again after q, and so may an op on a
 * loop made of branches (no exception for buffers new in each trip
 * there). A loop around q that is qi or inside it does not hold the use
 * unless ui is qi: it repeats q, never a later sibling of qi. */
MLB_HOT static bool may_run_after(BdFunc *f, MlbOperation *q, MlbOperation *use,
                                  const MlbValue *s) {
  for (MlbOperation *qi = q; qi && qi->block; qi = mlb_op_parent_op(qi)) {
    MlbOperation *ui = ancestor_in_region(use, qi->block->parent);
    if (!ui)
      continue;
    bool in_loop = bd_reruns(f, mlb_op_parent_op(qi));
    for (MlbOperation *p = mlb_op_parent_op(qi); p && !in_loop;
         p = mlb_op_parent_op(p))
      in_loop = repeats(f, p, s);
    /* q a region op forwarding on entry: its regions run after it. An
     * operand of an op qi around q is read on entering qi, before q; a
     * use nested in another region of qi may follow q when qi repeats
     * (a loop, or an op on a loop made of branches) or when the regions'
     * order lets the use's region run after q's. */
    if (ui == qi && qi != q && bd_reruns(f, qi))
      return true;
    if (ui == qi)
      return qi == q ? use != q
                     : use != qi &&
                           (in_loop || repeats(f, qi, s) ||
                            region_follows(qi, region_holding(qi, q),
                                           region_holding(qi, use)));
    if (in_loop)
      return true;
    if (ui->block == qi->block)
      return mlb_op_is_before_in_block(qi, ui) ||
             reaches(f, qi->block, ui->block);
    return reaches(f, qi->block, ui->block);
  }
  return false;
}

/* ==== The check ==== */

/* The values holding clones: critical aliases and what they flow into
 * (computed once; the critical aliases are known before any clone). */
static void find_clone_side(BdFunc *f) {
  if (f->clone_side_known)
    return;
  MlbValueVec side = {0};
  for (uint32_t i = 0; i < f->owners.len; i++) {
    MlbValue *c = f->owners.data[i];
    if (!mlb_small_map_get(&f->critical, c))
      continue;
    side.len = 0;
    mlb_vec_push(&side, c);
    mlb_alias_flows_to(&f->pl.alias, c, &side);
    for (uint32_t k = 0; k < side.len; k++)
      mlb_small_map_put(&f->clone_side, side.data[k], (void *)1);
  }
  mlb_vec_free(&side);
  f->clone_side_known = true;
}

/* Does q run again with the same buffer s (under a loop repeating s)? */
MLB_HOT static bool q_repeats(BdFunc *f, MlbOperation *q, const MlbValue *s) {
  if (bd_reruns(f, q))
    return true;
  for (MlbOperation *p = mlb_op_parent_op(q); p && p != f->func;
       p = mlb_op_parent_op(p))
    if (repeats(f, p, s))
      return true;
  return false;
}

/* Is the buffer of s, under a name that will not hold a clone, used after
 * q? q itself is, when it runs again with the same buffer: its next clone
 * copies s's buffer; a buffer from outside is, by whoever holds it after
 * the function returns. */
/* Is s an allocation nothing flows into, whose every flow target holds
 * a buffer of its own once the clones are in (a critical alias or a
 * function argument)? Then s alone holds its buffer: its cut origins are
 * s itself (not from outside), and mark_holders would mark s alone. Most
 * cloned buffers are such (an allocation yielded or passed on): the
 * check then needs neither the origin sets nor the marks. */
static bool holds_alone(BdFunc *f, const MlbValue *s) {
  MlbAliasInfo *a = &f->pl.alias;
  uint32_t id = mlb_alias_id(a, s);
  if (id == UINT32_MAX || a->kind[id] != MLB_ORIGIN_ALLOC ||
      a->bwd_start[id] != a->bwd_start[id + 1] ||
      mlb_small_map_get(&f->critical, s) || bd_is_function_arg(f, s))
    return false;
  for (uint32_t e = a->fwd_start[id]; e < a->fwd_start[id + 1]; e++) {
    MlbValue *y = a->values[a->fwd[e]];
    if (!mlb_small_map_get(&f->critical, y) && !bd_is_function_arg(f, y))
      return false;
  }
  return true;
}

/* May a use of v other than q run after q? */
static bool use_after(BdFunc *f, MlbOperation *q, const MlbValue *v,
                      const MlbValue *s) {
  for (MlbUse *u = v->uses; u; u = u->next)
    if (u->owner != q && u->owner->block && may_run_after(f, q, u->owner, s))
      return true;
  return false;
}

static bool used_after(BdFunc *f, MlbOperation *q, MlbValue *s) {
  if (q_repeats(f, q, s))
    return true;
  if (holds_alone(f, s))
    return use_after(f, q, s, s);
  /* A buffer from outside lives on after the function returns. */
  if (from_outside(f, s))
    return true;
  MlbAliasInfo *a = &f->pl.alias;
  bool marked = mark_holders(f, s);
  uint32_t gen = f->hold_gen;
  for (uint32_t i = 0; i < a->n; i++) {
    MlbValue *v = a->values[i];
    if (marked ? f->hold_mark[i] != gen : !may_hold(f, v, s))
      continue;
    if (use_after(f, q, v, s))
      return true;
  }
  return false;
}

/* Which writes matter: does a write of w (NULL: any buffer from outside)
 * count, for the buffer of s? */
typedef bool (*WriteTest)(BdFunc *f, MlbValue *w, MlbValue *s, bool outside);

/* Is some write that counts run after q (on the buffer of s)? */
static bool write_after(BdFunc *f, MlbOperation *q, MlbValue *s,
                        WriteTest counts, bool outside) {
  find_writes(f);
  for (uint32_t i = 0; i < f->written.len; i++)
    if (counts(f, f->written.data[i], s, outside) &&
        may_run_after(f, q, f->writers.data[i], s))
      return true;
  return false;
}

static bool reaches_source_or_clone(BdFunc *f, MlbValue *w, MlbValue *s,
                                    bool outside) {
  return w ? mlb_small_map_get(&f->clone_side, w) || may_hold(f, w, s)
           : outside;
}

/* May a write that runs after q reach the buffer of s or a clone? Writes
 * before q are in the clone too: only one after it can make two copies
 * differ. A write of no particular value reaches buffers from outside. */
static bool written_after(BdFunc *f, MlbOperation *q, MlbValue *s) {
  find_clone_side(f);
  return write_after(f, q, s, reaches_source_or_clone, from_outside(f, s));
}

/* ==== Reads after writes ==== */

static void add_event(BdFunc *f, MlbOperation *op, MlbValue *v, uint32_t k) {
  mlb_vec_push(&f->events, k);
  mlb_vec_push(&f->event_vals, v);
  mlb_vec_push(&f->event_ops, op);
}

static void add_operand_events(BdFunc *f, MlbOperation *op, uint32_t k) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_buffer_like(f->ctx, mlb_op_operand(op, i)->type))
      add_event(f, op, mlb_op_operand(op, i), k);
}

/* A return: the caller reads what it returns and, after the call, may
 * read every buffer from outside (its arguments, globals, what calls
 * returned): a write into a clone of one would not reach it. */
static void add_return_events(BdFunc *f, MlbOperation *ret) {
  add_operand_events(f, ret, BD_EV_READ);
  for (uint32_t id = 0; id < f->pl.alias.n; id++)
    if (is_external_origin(f, id))
      add_event(f, ret, f->pl.alias.values[id], BD_EV_READ);
}

/* A call: on each buffer operand what its callee's summary says (a read
 * and a write when there is none), and what the callee may reach without
 * being handed it (value NULL). */
static void add_call_events(BdFunc *f, MlbOperation *call) {
  for (uint32_t i = 0; i < call->num_operands; i++)
    if (mlb_type_is_buffer_like(f->ctx, mlb_op_operand(call, i)->type)) {
      uint32_t fx = mlb_call_operand_effects(&f->calls, call, i);
      uint32_t k = (fx & MLB_CALL_READS ? BD_EV_READ : 0) |
                   (fx & MLB_CALL_WRITES ? BD_EV_WRITE : 0);
      if (k)
        add_event(f, call, mlb_op_operand(call, i), k);
    }
  if (mlb_call_reaches_other(&f->calls, call))
    add_event(f, call, NULL, BD_EV_READ | BD_EV_WRITE);
}

/* Does op speak only through the ops nested in it (scf.for, scf.if)? */
static bool nested_speak(MlbOperation *op) {
  const MlbEffectsIface *e = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (e)
    return e->recursive && !e->get && !e->num_specs;
  return mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS);
}

/* The reads and writes of one op: its effects on buffers; for a call,
 * what its callee's summary says; every buffer operand of an op of
 * unknown effects, and (value NULL) what a callee reaches without being
 * handed it; at the function's returns, the returned buffers and every
 * buffer from outside, which the caller may read. Branches and region
 * terminators only forward: what they forward into is read elsewhere. */
static MlbWalkResult collect_events(MlbOperation *op, void *user) {
  Writes *w = user;
  BdFunc *f = w->f;
  if (op == f->func || nested_speak(op))
    return MLB_WALK_ADVANCE;
  if (mlb_op_is_terminator(op) && !op->num_results) {
    if (!op->num_successors && mlb_op_parent_op(op) == f->func &&
        mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE))
      add_return_events(f, op);
    return MLB_WALK_ADVANCE;
  }
  w->fx.len = 0;
  if (mlb_op_iface(op, MLB_IFACE_CALL)) {
    add_call_events(f, op);
    return MLB_WALK_ADVANCE;
  }
  bool known = mlb_op_effects(f->ctx, op, &w->fx);
  if (!known) {
    add_operand_events(f, op, BD_EV_READ | BD_EV_WRITE);
    add_event(f, op, NULL, BD_EV_READ | BD_EV_WRITE);
    return MLB_WALK_ADVANCE;
  }
  for (uint32_t i = 0; i < w->fx.len; i++) {
    MlbEffect *e = &w->fx.data[i];
    uint32_t k = e->kind == MLB_EFFECT_READ    ? BD_EV_READ
                 : e->kind == MLB_EFFECT_WRITE ? BD_EV_WRITE
                                               : 0;
    if (!k)
      continue;
    if (e->value)
      add_event(f, op, e->value, k);
    else /* anything in its resource: every buffer operand, and more */
      add_operand_events(f, op, k), add_event(f, op, NULL, k);
  }
  return MLB_WALK_ADVANCE;
}

static void find_events(BdFunc *f) {
  if (f->events_known)
    return;
  Writes w = {f, {0}};
  (void)mlb_walk_pre(f->func, collect_events, &w);
  mlb_vec_free(&w.fx);
  f->events_known = true;
}

/* May op b, reading rv, run after op a, writing wv (one of them NULL:
 * unknown), in one run of the function, with the same buffers? Anything
 * under a loop around both may (a later trip), unless one of the two
 * buffers is allocated anew in each trip; an op may write an operand and
 * then read another (a call, an op computing in place), except a copy,
 * which reads its source before it writes its target; else their
 * positions in the lowest region holding both decide, where a block on a
 * loop made of branches follows itself and an op there runs again. */
static bool may_follow(BdFunc *f, MlbOperation *a, MlbValue *wv,
                       MlbOperation *b, MlbValue *rv) {
  for (MlbOperation *p = mlb_op_parent_op(a); p && p != f->func;
       p = mlb_op_parent_op(p))
    if (mlb_placement_is_loop(p) && mlb_op_is_ancestor(p, b) &&
        !fresh_in(f, p, wv) && !fresh_in(f, p, rv))
      return true;
  if (a == b)
    return !mlb_op_iface(a, MLB_IFACE_COPY) || bd_reruns(f, a);
  for (MlbOperation *ai = a; ai && ai->block; ai = mlb_op_parent_op(ai)) {
    MlbOperation *bi = ancestor_in_region(b, ai->block->parent);
    if (!bi)
      continue;
    /* The ops around both run again: b may follow a, whatever their
     * order. */
    if (bd_reruns(f, mlb_op_parent_op(ai)))
      return true;
    if (ai == bi && bd_reruns(f, ai))
      return true;
    if (ai == bi) { /* a and b nested in different regions of one op */
      if (ai == a || ai == b)
        return true;
      int32_t ra = region_holding(ai, a), rb = region_holding(ai, b);
      return ra == rb || region_follows(ai, ra, rb);
    }
    if (ai->block == bi->block)
      return mlb_op_is_before_in_block(ai, bi) ||
             bd_on_cycle(f, ai->block);
    return reaches(f, ai->block, bi->block);
  }
  return true;
}

/* Is event i on a buffer v may hold? Events of no value (what a callee
 * reaches by itself) matter when v may come from outside. */
static bool event_on(BdFunc *f, uint32_t i, MlbValue *s, bool ext) {
  MlbValue *v = f->event_vals.data[i];
  return v ? may_alias(f, bd_forwarded(f, v), s) : ext;
}

/* May the buffers of events w and r be one in the input program (two
 * copies of one buffer must be)? */
static bool meet(BdFunc *f, uint32_t w, uint32_t r) {
  MlbValue *wv = f->event_vals.data[w], *rv = f->event_vals.data[r];
  return !wv || !rv || may_alias(f, bd_forwarded(f, wv), bd_forwarded(f, rv));
}

static bool is_external(BdFunc *f, MlbValue *s) {
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(&f->pl.alias, s, &n);
  for (uint32_t i = 0; i < n; i++)
    if (f->pl.alias.kind[org[i]] == MLB_ORIGIN_ARG ||
        f->pl.alias.kind[org[i]] == MLB_ORIGIN_UNKNOWN)
      return true;
  return n == 0;
}

/* The one buffer value v holds once the clones are in (its only cut
 * origin), or NULL. */
static MlbValue *sole_origin(BdFunc *f, const MlbValue *v) {
  const MlbU32Vec *o = cut_origins(f, v);
  return o->len == 1 ? f->pl.alias.values[o->data[0]] : NULL;
}

static bool holds_source(BdFunc *f, MlbValue *v, void *user) {
  return may_alias(f, v, user);
}

/* Does critical alias x only ever hold the clone made at q, never another
 * copy of s's buffer? q must not run again with the same buffer s (under a
 * loop repeating it), and no other point forwards into x a value that may
 * be s's buffer. */
static bool only_this_clone(BdFunc *f, MlbOperation *q, MlbValue *s,
                            MlbValue *x) {
  return !q_repeats(f, q, s) && bd_count_incoming(f, x, holds_source, s) == 1;
}

/* May v hold a copy made by the pass (has it a critical alias among its
 * origins once the clones are in)? */
static bool may_hold_copy(BdFunc *f, MlbValue *v) {
  const MlbU32Vec *o = cut_origins(f, v);
  for (uint32_t i = 0; i < o->len; i++)
    if (mlb_small_map_get(&f->critical, f->pl.alias.values[o->data[i]]))
      return true;
  return false;
}

/* A critical alias and the buffer of the input that events meet on. */
typedef struct CopyOf {
  MlbValue *y, *s;
} CopyOf;

/* At point q, forwarding src into critical alias y: when src may be s's
 * buffer, is the clone made at q the only copy of it y ever holds? */
static bool one_copy_point(BdFunc *f, MlbOperation *q, MlbValue *src,
                           void *user) {
  CopyOf *c = user;
  return !may_alias(f, src, c->s) || only_this_clone(f, q, src, c->y);
}

/* Does critical alias y hold at most one copy of s's buffer in a run of
 * the function (every point forwarding it into y as above)? Two events on
 * y then reach one copy whenever they reached s's buffer in the input. */
static bool one_copy_each(BdFunc *f, MlbValue *y, MlbValue *s) {
  CopyOf c = {y, s};
  return bd_all_incoming(f, y, one_copy_point, &c);
}

static bool source_apart(BdFunc *f, MlbOperation *q, MlbValue *src,
                         void *v) {
  MLB_UNUSED(q);
  return !may_alias(f, src, v);
}

/* The critical alias two events' values wv and rv meet on once the
 * clones are in: one of them holds only y, the other y or buffers of the
 * input that none of y's sources may be (so it never reaches, under
 * another name, the buffer y holds a copy of); NULL if there is none. */
static MlbValue *copy_met_on(BdFunc *f, MlbValue *wv, MlbValue *rv) {
  MlbValue *y = sole_origin(f, wv), *other = rv;
  if (!y || !mlb_small_map_get(&f->critical, y)) {
    y = sole_origin(f, rv);
    other = wv;
  }
  if (!y || !mlb_small_map_get(&f->critical, y))
    return NULL;
  const MlbU32Vec *o = cut_origins(f, other);
  bool has_y = false;
  for (uint32_t i = 0; i < o->len; i++) {
    MlbValue *ov = f->pl.alias.values[o->data[i]];
    if (ov == y)
      has_y = true;
    else if (mlb_small_map_get(&f->critical, ov) ||
             !bd_all_incoming(f, y, source_apart, ov))
      return NULL;
  }
  return has_y ? y : NULL;
}

/* Do write event w and read event r (both on buffers s may be) reach one
 * buffer whatever runs between them, when they reach one at all? Both
 * hold buffers of the input, never a copy (the pass changes no buffer of
 * the input, it only adds copies), or they meet only on one critical
 * alias that holds one copy of s's buffer (for x, the alias cloned into
 * at q, the clone of q; the answer is computed once). */
static bool same_copy(BdFunc *f, uint32_t w, uint32_t r, MlbOperation *q,
                      MlbValue *s, MlbValue *x, int *x_only) {
  MlbValue *wv = f->event_vals.data[w], *rv = f->event_vals.data[r];
  if (!wv || !rv)
    return false;
  wv = bd_forwarded(f, wv);
  rv = bd_forwarded(f, rv);
  if (!may_hold_copy(f, wv) && !may_hold_copy(f, rv))
    return true;
  /* One op reading and writing one value: one buffer, copy or not. */
  if (wv == rv && f->event_ops.data[w] == f->event_ops.data[r])
    return true;
  MlbValue *y = copy_met_on(f, wv, rv);
  if (!y)
    return false;
  if (y != x)
    return one_copy_each(f, y, s);
  if (*x_only < 0)
    *x_only = only_this_clone(f, q, s, x);
  return *x_only;
}

/* ==== Buffers made anew on a loop made of branches ==== */

/* Does every path from just after op q to op w run op d first? All three
 * are ops of one region, d neither q nor w. The blocks are walked from
 * q's; entering d's block runs d, entering w's block reaches w unless d
 * comes first in it. */
typedef struct Between {
  MlbOperation *w, *d;
} Between;

static WalkStep past_d(MlbBlock *b, void *user) {
  Between *bt = user;
  if (b == bt->w->block)
    return b == bt->d->block && mlb_op_is_before_in_block(bt->d, bt->w)
               ? WALK_STOP
               : WALK_FOUND;
  return b == bt->d->block ? WALK_STOP : WALK_ON;
}

static bool always_runs_between(BdFunc *f, MlbOperation *q, MlbOperation *w,
                                MlbOperation *d) {
  MlbBlock *bq = q->block, *bw = w->block, *bd = d->block;
  if (bq == bw && mlb_op_is_before_in_block(q, w))
    return bd == bq && mlb_op_is_before_in_block(q, d) &&
           mlb_op_is_before_in_block(d, w);
  if (bd == bq && mlb_op_is_before_in_block(q, d))
    return true;
  Between bt = {w, d};
  return !walk_blocks(&f->ctx->state_pool, bq, false, past_d, &bt, NULL);
}

/* q and the write wop sit in different regions of one op x (q's region
 * is not the write's): the write runs only in a later entry into its
 * region, after q. Is op d run on every such entry before the write? It
 * is when its ancestor in the write's region lies in that region's entry
 * block (which no branch re-enters) before the write's ancestor, or the
 * write's ancestor lies in another block of the region. */
static bool made_on_entry(MlbOperation *x, MlbOperation *wop,
                          MlbOperation *d) {
  MlbOperation *wr = wop;
  while (wr && mlb_op_parent_op(wr) != x)
    wr = mlb_op_parent_op(wr);
  if (!wr || !wr->block)
    return false;
  MlbRegion *rw = wr->block->parent;
  MlbOperation *dr = ancestor_in_region(d, rw), *w = wr;
  return dr && dr->block == rw->first && dr != w &&
         (w->block != dr->block || mlb_op_is_before_in_block(dr, w));
}

/* Op d (at any depth) runs between ops qi and wi of one region on every
 * path: its ancestor there is a third op that every path from qi to wi
 * runs. */
static bool runs_between_in_region(BdFunc *f, MlbOperation *qi,
                                   MlbOperation *wi,
                                   MlbOperation *wop, MlbOperation *d) {
  MlbOperation *di = ancestor_in_region(d, qi->block->parent);
  /* d and the write nested in one op wi: each run of wi that holds the
   * write starts after q (q is not inside wi). */
  if (di == wi && wi != wop)
    return made_on_entry(wi, wop, d);
  return di && di != qi && di != wi && always_runs_between(f, qi, wi, di);
}

/* Is the buffer that write w (op wop, on value wv) reaches allocated anew
 * on every path from q to it: wv holds only allocations of the input
 * (never a copy), and each of their definitions runs between q and wop
 * in the lowest region holding both? Then w writes neither the buffer
 * cloned at q nor the clone: a loop made of branches that allocates in
 * each trip and hands the buffer to the next trip through a critical
 * alias (the region loops' counterpart is fresh_in). */
static bool renewed_between(BdFunc *f, MlbOperation *q, MlbOperation *wop,
                            MlbValue *wv) {
  if (!wv)
    return false;
  MlbOperation *qi = q, *wi = NULL;
  for (; qi && qi->block; qi = mlb_op_parent_op(qi))
    if ((wi = ancestor_in_region(wop, qi->block->parent)))
      break;
  if (!wi)
    return false;
  const MlbU32Vec *o = cut_origins(f, bd_forwarded(f, wv));
  for (uint32_t i = 0; i < o->len; i++) {
    MlbValue *ov = f->pl.alias.values[o->data[i]];
    if (f->pl.alias.kind[o->data[i]] != MLB_ORIGIN_ALLOC ||
        mlb_small_map_get(&f->critical, ov) || !ov->def_op)
      return false;
    if (wi == qi ? !made_on_entry(qi, wop, ov->def_op)
                 : !runs_between_in_region(f, qi, wi, wop, ov->def_op))
      return false;
  }
  return o->len > 0;
}

/* After q, is there a write to a buffer s may be, and on some path after
 * it a read of a buffer s may be, where the two may be the clone and the
 * source (or copies of them)? */
static bool read_after_write(BdFunc *f, MlbOperation *q, MlbValue *s,
                             MlbValue *x) {
  find_events(f);
  bool ext = is_external(f, s);
  int x_only = -1;
  for (uint32_t w = 0; w < f->events.len; w++) {
    if (!(f->events.data[w] & BD_EV_WRITE) || !event_on(f, w, s, ext) ||
        !may_run_after(f, q, f->event_ops.data[w], s) ||
        renewed_between(f, q, f->event_ops.data[w], f->event_vals.data[w]))
      continue;
    for (uint32_t r = 0; r < f->events.len; r++)
      if ((f->events.data[r] & BD_EV_READ) && event_on(f, r, s, ext) &&
          meet(f, w, r) &&
          may_follow(f, f->event_ops.data[w], f->event_vals.data[w],
                     f->event_ops.data[r], f->event_vals.data[r]) &&
          !same_copy(f, w, r, q, s, x, &x_only) &&
          !bd_read_carries_write(f, w, r))
        return true;
  }
  return false;
}

bool bd_clone_separates(BdFunc *f, MlbOperation *q, MlbValue *s, MlbValue *x) {
  return used_after(f, q, s) && written_after(f, q, s) &&
         read_after_write(f, q, s, x);
}

/* May w hold a copy of s's buffer: has it a critical alias among its
 * origins once the clones are in, into which a value that may be s's
 * buffer is forwarded (a clone of it)? */
static bool may_hold_copy_of(BdFunc *f, MlbValue *w, MlbValue *s) {
  MlbAliasInfo *a = &f->pl.alias;
  const MlbU32Vec *o = cut_origins(f, w);
  for (uint32_t i = 0; i < o->len; i++) {
    uint32_t c = o->data[i];
    if (!mlb_small_map_get(&f->critical, a->values[c]))
      continue;
    for (uint32_t e = a->bwd_start[c]; e < a->bwd_start[c + 1]; e++)
      if (may_alias(f, a->values[a->bwd[e]], s))
        return true;
  }
  return false;
}

/* After q, is there a write to a copy of s's buffer? Two copies of one
 * buffer made at q (one per operand) differ only once one of them is
 * written; a write to the buffer itself is the question of each clone on
 * its own (bd_clone_separates), not of the two apart. */
static bool reaches_copy(BdFunc *f, MlbValue *w, MlbValue *s, bool outside) {
  MLB_UNUSED(outside);
  return w && may_hold_copy_of(f, w, s);
}

static bool copy_written_after(BdFunc *f, MlbOperation *q, MlbValue *s) {
  return write_after(f, q, s, reaches_copy, false);
}

MlbStatus bd_check_apart(BdFunc *f, MlbOperation *op, uint32_t k) {
  MlbValue *v = bd_forwarded(f, mlb_op_operand(op, k));
  for (uint32_t j = 0; j < op->num_operands; j++) {
    MlbUse *u = &op->operands[j];
    MlbValue *src = mlb_small_map_get(&f->cloned_use, u);
    if (j != k && src && src != (void *)1 && may_hold(f, src, v) &&
        copy_written_after(f, op, v))
      return mlb_op_emit_error(f->ctx, op, "buffer-deallocation: operands "
                               "%u and %u may be one buffer; cloning them "
                               "apart would separate them", j, k);
  }
  return MLB_SUCCESS;
}
