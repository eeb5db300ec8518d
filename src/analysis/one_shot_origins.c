/* one_shot_origins.c - which buffers a tensor value may hold, for the
 * conflict check (one_shot.c's excused_at_depth(), per definition of a
 * read).
 *
 * Alias sets are unions: an arith.select, a block argument or an scf.if
 * choosing between two tensors joins their sets, and from then on a
 * write into a value that can only ever hold the first tensor's buffer
 * looks like a write the second tensor's readers must not see (random
 * program 3300139). Here a value's buffer is traced back to where
 * buffers are made -- its origins -- and a definition of a read and a
 * write whose values have no origin in common touch different buffers:
 * the definition is no reason for a conflict, whatever the sets say
 * (upstream keeps its sets small for the same effect: a loop's body does
 * not join its init's set).
 *
 * An origin is one of
 *  - an op whose results alias none of its operands (a new buffer; all
 *    results of the op share the origin: a callee may return one buffer
 *    twice);
 *  - an operand decided out of place (the copy made for it);
 *  - a function's entry block argument, or a block argument nothing
 *    flows into;
 *  - "unknown" (an op without bufferization semantics, a buffer coming
 *    from memref land unless its op says no other tensor reaches it):
 *    may be any buffer, shares an origin with all.
 * The walk goes back through every operand not decided out of place
 * (undecided ones as if in place, the one being decided included), and
 * through every terminator feeding a region argument or result, loop
 * back edges too, and from a call's result into its analyzed callee's
 * returns (a call without a summary is unknown): a superset of what the
 * rewrite can hand a value. A
 * buffer made once per trip of a loop is one origin for all trips, so
 * the answer never separates two trips' buffers either.
 *
 * Within one trip, though, the iteration arguments of a trip-distinct
 * loop (MlbOsa.trip_distinct: one block, several tensor arguments; or an
 * scf.while of single-block regions whose condition hands on each of its
 * own tensors once, both regions' arguments then told apart) are
 * distinct buffers: the inits entering in place share no buffer
 * (mlb_osa_init_shares_sibling) and every yield hands on its own
 * argument's buffer, another argument's not handed on twice, one made in
 * the trip, or a copy. Followed back from the trip, the buffers of two
 * arguments have the same origins (each argument may hold any init's
 * buffer after some trips: double buffering swaps them), so each origin
 * remembers the argument it was reached through, its "via", when x and y
 * both sit in that loop and the walk reached the argument without
 * leaving the trip (the loop's own back edge leaves it, and so does any
 * value outside the loop). Origins met through different arguments of
 * one loop do not count as shared: the two values lie in different
 * buffers of the same trip. Every other pair counts as before (an
 * outside name of an init, say, meets the arguments through their
 * inits).
 */
#include "analysis/one_shot_int.h"

/* Where the walk stands: the argument of a trip-distinct loop it came
 * through (NULL: none yet), and how many loops of the chain (outermost
 * first) it is still inside the current trip of. */
typedef struct WalkState {
  MlbValue *via;
  uint32_t live;
} WalkState;

typedef struct WalkItem {
  MlbValue *v;
  WalkState st;
} WalkItem;

typedef struct Origins {
  MlbOsa *a;
  MlbPtrMap set;      /* origin -> its via, or the Origins itself: none */
  MlbPtrMap seen;     /* value walked -> index + 1 into states */
  MLB_VEC(WalkState) states;
  MLB_VEC(WalkItem) work;
  MlbValueVec scratch;
  /* One step only (mlb_osa_origin_step): the values to walk go to
   * `next`, the origins to `direct`, none of them walked further. */
  MlbValueVec *next;
  MlbOsaOriginVec *direct;
  bool unknown;
  /* The trip-distinct loops around both values, outermost first. */
  MlbOperation *const *chain;
  uint32_t nchain;
  WalkState cur; /* of the value being walked */
} Origins;

static void add_origin(Origins *o, const void *origin) {
  if (o->direct) {
    mlb_vec_push(o->direct, origin);
    return;
  }
  void *via = o->cur.via ? (void *)o->cur.via : (void *)o;
  bool fresh;
  void **slot = mlb_ptrmap_slot(&o->set, origin, &fresh);
  /* Reached through two ways: as if through none (meets all). */
  *slot = fresh || *slot == via ? via : (void *)o;
}

static void push_value(Origins *o, MlbValue *v) {
  if (o->next) {
    mlb_vec_push(o->next, v);
    return;
  }
  mlb_vec_push(&o->work, ((WalkItem){v, o->cur}));
}

/* Operand u flows into the value being traced: its own origins, or the
 * copy made for it when it is out of place. */
static void follow_use(Origins *o, MlbUse *u) {
  if (mlb_osa_decision(o->a, u) == MLB_OSA_OUT_OF_PLACE && u != o->a->deciding)
    add_origin(o, u);
  else
    push_value(o, u->value);
}

static bool contains(const MlbValueVec *vs, const MlbValue *x) {
  for (uint32_t k = 0; k < vs->len; k++)
    if (vs->data[k] == x)
      return true;
  return false;
}

/* Operands of op whose buffer x may hold in place (its interface's
 * aliases, region entries); true when there is one. */
static bool from_operands(Origins *o, MlbOperation *op, MlbValue *x) {
  bool any = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    o->scratch.len = 0;
    mlb_osa_aliasing_values(o->a, op, i, &o->scratch);
    if (contains(&o->scratch, x)) {
      follow_use(o, &op->operands[i]);
      any = true;
    }
  }
  return any;
}

/* The value receiving forwarded value k at successor `to` of op. */
static MlbValue *input_at(MlbOperation *op, const MlbRegionBranchIface *rb,
                          int32_t to, uint32_t k) {
  uint32_t first = 0, count = 0;
  if (rb->successor_inputs)
    rb->successor_inputs(op, to, &first, &count);
  if (k >= count)
    return NULL;
  if (to == MLB_REGION_PARENT)
    return first + k < op->num_results ? mlb_op_result(op, first + k) : NULL;
  MlbBlock *entry = op->regions[to].first;
  return entry && first + k < entry->num_args ? entry->args[first + k]
                                              : NULL;
}

/* Terminators of op's regions handing x (a result of op or an entry
 * argument of one of its regions) a value, back edges included; true
 * when there is one. */
static bool from_terminators(Origins *o, MlbOperation *op, MlbValue *x) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->successors)
    return false;
  bool any = false;
  MlbU32Vec succ = {0};
  for (uint32_t r = 0; r < op->num_regions; r++) {
    succ.len = 0;
    rb->successors(op, (int32_t)r, &succ);
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *t = mlb_block_terminator(b);
      for (uint32_t s = 0; t && s < succ.len; s++) {
        int32_t to = (int32_t)succ.data[s];
        uint32_t start = 0, count = 0;
        if (!mlb_term_forwarded_operands(t, to, &start, &count))
          continue;
        for (uint32_t k = 0; k < count && start + k < t->num_operands; k++)
          if (input_at(op, rb, to, k) == x) {
            follow_use(o, &t->operands[start + k]);
            any = true;
          }
      }
    }
  }
  mlb_vec_free(&succ);
  return any;
}

static bool has_memref_operand(MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_memref(mlb_op_operand(op, i)->type))
      return true;
  return false;
}

/* A result aliasing none of op's operands: a new buffer, unless it comes
 * from memref land, where other tensors may reach it too (but for a
 * foreign buffer the op says no other tensor reaches). */
static bool result_is_own_buffer(const MlbBufferizeIface *bi,
                                 MlbOperation *op, uint32_t r) {
  if (bi->flags & MLB_BUF_RESULTS_FOREIGN)
    return bi->result_distinct && bi->result_distinct(op, r);
  return !has_memref_operand(op);
}

/* x, a result of a call whose callee's body was analyzed: the caller's
 * operands whose buffers the callee's summary says x may hold, and what
 * the callee's returns hand back, walked inside the callee (its own
 * allocations, its constants, its arguments as origins of their own: the
 * summary's operands stand for them). A result the callee returns as a
 * copy of its own is a new buffer. Without this every call result was
 * "unknown" and met every buffer (random program 4702182: a write into a
 * loop's iteration argument judged to clobber a call's result, which an
 * scf.if after the loop joined into the argument's alias set). False:
 * no such callee. */
static bool call_result_origins(Origins *o, MlbOperation *op, MlbValue *x) {
  if (!mlb_op_iface(op, MLB_IFACE_CALL) || !mlb_osa_callee_analyzed(o->a, op))
    return false;
  MlbOperation *callee = mlb_call_callee_in(o->a->ctx, op);
  from_operands(o, op, x);
  if (mlb_osa_result_fresh(o->a, callee, x->index)) {
    add_origin(o, op);
    return true;
  }
  MlbBlock *entry = mlb_callable_entry(callee);
  for (MlbBlock *b = entry; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE) &&
        x->index < t->num_operands)
      push_value(o, mlb_op_operand(t, x->index));
  }
  return true;
}

static void result_origins(Origins *o, MlbValue *x) {
  MlbOperation *op = x->def_op;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi) {
    if (!call_result_origins(o, op, x))
      o->unknown = true;
    return;
  }
  bool any = from_operands(o, op, x);
  any |= op->num_regions && from_terminators(o, op, x);
  if (any)
    return;
  if (result_is_own_buffer(bi, op, x->index))
    add_origin(o, op);
  else
    o->unknown = true;
}

/* A branch's operands forwarded to x, an argument of a block that is not
 * its region's entry. */
static bool from_branches(Origins *o, MlbValue *x) {
  bool any = false;
  for (MlbBlockOperand *e = x->owner_block->preds; e; e = e->next)
    any |= from_operands(o, e->owner, x);
  return any;
}

/* x, an argument of chain loop i's body, reached within the current
 * trip (st->live > i): the origins found from here on came through it.
 * The walk goes on through the init (outside the loop) and the back edge
 * (the trip before), both outside the current trip. */
static void enter_argument(const Origins *o, MlbValue *x, WalkState *st) {
  if (x->def_op || !mlb_block_is_entry(x->owner_block))
    return;
  MlbOperation *owner = mlb_block_parent_op(x->owner_block);
  for (uint32_t i = 0; i < o->nchain && i < st->live; i++)
    if (o->chain[i] == owner) {
      if (!st->via)
        st->via = x;
      st->live = i;
      return;
    }
}

static void argument_origins(Origins *o, MlbValue *x) {
  MlbBlock *b = x->owner_block;
  MlbOperation *owner = mlb_block_parent_op(b);
  if (!mlb_block_is_entry(b)) {
    if (!from_branches(o, x))
      add_origin(o, x);
    return;
  }
  if (!owner || mlb_op_is_function(owner)) {
    add_origin(o, x);
    return;
  }
  if (!mlb_buf_iface(owner)) {
    o->unknown = true;
    return;
  }
  bool any = from_operands(o, owner, x);
  any |= from_terminators(o, owner, x);
  if (!any)
    o->unknown = true; /* nothing known flows in: may be anything */
}

static void origins_init(Origins *o, MlbOsa *a) {
  memset(o, 0, sizeof *o);
  o->a = a;
  mlb_ptrmap_init(&o->set);
  mlb_ptrmap_init(&o->seen);
}

static void origins_free(Origins *o) {
  mlb_ptrmap_free(&o->set);
  mlb_ptrmap_free(&o->seen);
  mlb_vec_free(&o->states);
  mlb_vec_free(&o->work);
  mlb_vec_free(&o->scratch);
}

/* The op x sits in: its definer, or its block's. */
static MlbOperation *position(MlbValue *x) {
  return x->def_op ? x->def_op : mlb_block_parent_op(x->owner_block);
}

/* How many loops of the chain hold x (they nest, outermost first). */
static uint32_t chain_holding(const Origins *o, MlbValue *x) {
  MlbOperation *p = position(x);
  uint32_t n = 0;
  while (n < o->nchain && p && mlb_op_is_ancestor(o->chain[n], p))
    n++;
  return n;
}

/* Should x be walked in state *st (adjusted to where x stands)? Once per
 * value, again only when a new way to it is coarser: reached through
 * another argument (then as if through none) or outside more trips. */
static bool walk_again(Origins *o, MlbValue *x, WalkState *st) {
  uint32_t held = chain_holding(o, x);
  if (st->live > held)
    st->live = held;
  enter_argument(o, x, st);
  bool fresh;
  void **slot = mlb_ptrmap_slot(&o->seen, x, &fresh);
  if (fresh) {
    mlb_vec_push(&o->states, *st);
    *slot = (void *)(uintptr_t)o->states.len;
    return true;
  }
  WalkState *old = &o->states.data[(uintptr_t)*slot - 1];
  WalkState m = {old->via == st->via ? st->via : NULL,
                 old->live < st->live ? old->live : st->live};
  if (m.via == old->via && m.live == old->live)
    return false;
  *old = m;
  *st = m;
  return true;
}

static void collect(Origins *o, MlbValue *v) {
  o->cur = (WalkState){NULL, o->nchain};
  push_value(o, v);
  while (o->work.len && !o->unknown) {
    WalkItem it = mlb_vec_pop(&o->work);
    MlbValue *x = it.v;
    if (!walk_again(o, x, &it.st))
      continue;
    o->cur = it.st;
    if (x->def_op)
      result_origins(o, x);
    else
      argument_origins(o, x);
  }
}

bool mlb_osa_origin_step(MlbOsa *a, MlbValue *x, MlbValueVec *next,
                         MlbOsaOriginVec *direct, MlbValueVec *scratch) {
  Origins o;
  memset(&o, 0, sizeof o);
  o.a = a;
  o.next = next;
  o.direct = direct;
  o.scratch = *scratch;
  if (x->def_op)
    result_origins(&o, x);
  else
    argument_origins(&o, x);
  *scratch = o.scratch;
  return o.unknown;
}

/* Is v's every origin one of the arguments of `entry` (a function's
 * entry block), and v known to hold some buffer? Then the function's
 * own allocations and copies never reach v: a return of it hands back
 * a buffer the function does not own. */
bool mlb_osa_holds_arguments_only(MlbOsa *a, MlbValue *v,
                                  const MlbBlock *entry) {
  Origins o;
  origins_init(&o, a);
  collect(&o, v);
  bool only = !o.unknown;
  uint32_t origins = 0;
  for (uint32_t i = 0; only && i < o.set.cap; i++) {
    const void *key = o.set.keys[i];
    if (!key)
      continue;
    origins++;
    bool arg = false;
    for (uint32_t k = 0; k < entry->num_args && !arg; k++)
      arg = key == (const void *)entry->args[k];
    only = arg;
  }
  origins_free(&o);
  return only && origins > 0;
}

/* Can origins reached through `vx` and `vy` be one buffer? Not when they
 * came through two arguments of one loop, within the trip. */
static bool vias_may_meet(const Origins *ox, const void *vx,
                          const Origins *oy, const void *vy) {
  if (vx == ox || vy == oy || vx == vy)
    return true;
  return ((const MlbValue *)vx)->owner_block !=
         ((const MlbValue *)vy)->owner_block;
}

/* Do two origin sets meet? */
static bool meet(const Origins *x, const Origins *y) {
  for (uint32_t i = 0; i < x->set.cap; i++) {
    if (!x->set.keys[i])
      continue;
    void *vy = mlb_ptrmap_get(&y->set, x->set.keys[i]);
    if (vy && vias_may_meet(x, x->set.vals[i], y, vy))
      return true;
  }
  return false;
}

/* The trip-distinct loops holding both x and y, outermost first. */
static void common_chain(MlbOsa *a, MlbValue *x, MlbValue *y, MlbOpVec *chain) {
  if (!a->trip_distinct.len)
    return;
  MlbOperation *py = position(y);
  for (MlbOperation *p = position(x); p && py; p = mlb_op_parent_op(p))
    if (mlb_ptrmap_get(&a->trip_distinct, p) && mlb_op_is_ancestor(p, py))
      mlb_vec_push(chain, p);
  for (uint32_t i = 0; i < chain->len / 2; i++) {
    MlbOperation *t = chain->data[i];
    chain->data[i] = chain->data[chain->len - 1 - i];
    chain->data[chain->len - 1 - i] = t;
  }
}

bool mlb_osa_may_share_buffer(MlbOsa *a, MlbValue *x, MlbValue *y) {
  if (x == y)
    return true;
  Origins ox, oy;
  MlbOpVec chain = {0};
  common_chain(a, x, y, &chain);
  /* No loop of the chain: the walks are plain reachability, whose
   * answers the memo keeps from one decision to the next. Test builds
   * walk too and check that both agree. */
  bool memo = !chain.len && mlb_osa_memo_usable(a);
  bool memo_share = memo && mlb_osa_memo_may_share(a, x, y);
  if (memo && !MLB_OSA_MEMO_CHECK)
    return memo_share;
  origins_init(&ox, a);
  origins_init(&oy, a);
  ox.chain = oy.chain = chain.data;
  ox.nchain = oy.nchain = chain.len;
  collect(&ox, x);
  if (!ox.unknown)
    collect(&oy, y);
  bool share = ox.unknown || oy.unknown || meet(&ox, &oy);
  if (memo && share != memo_share)
    MLB_UNREACHABLE("the origin memo and the walk disagree");
  origins_free(&ox);
  origins_free(&oy);
  mlb_vec_free(&chain);
  return share;
}

/* ==== Trip-distinct loops ==== */
/* A loop of one block carrying several tensors, or of two such regions
 * (scf.while) whose first hands its own tensors on: the rewrite hands
 * each trip distinct buffers (see the top), so the walks above may tell
 * its arguments apart within a trip. */
static bool single_blocks(MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    if (!op->regions[r].first || op->regions[r].first != op->regions[r].last)
      return false;
  return true;
}

/* Marks in `owner` (argument -> forwarded position + 1) each argument of
 * the first region `v` derives from, through the tensor operands of the
 * region's ops; false when one is marked for another position already. */
static bool claim_arguments(MlbBlock *before, MlbValue *v, uintptr_t pos,
                            MlbPtrMap *owner, MlbValueVec *work,
                            MlbPtrMap *seen) {
  mlb_ptrmap_clear(seen);
  work->len = 0;
  mlb_vec_push(work, v);
  while (work->len) {
    MlbValue *x = mlb_vec_pop(work);
    if (mlb_ptrmap_get(seen, x))
      continue;
    mlb_ptrmap_put(seen, x, x);
    if (!x->def_op) {
      if (x->owner_block != before)
        continue;
      void *was = mlb_ptrmap_get(owner, x);
      if (was && (uintptr_t)was != pos)
        return false;
      mlb_ptrmap_put(owner, x, (void *)pos);
      continue;
    }
    if (x->def_op->block != before)
      continue;
    for (uint32_t i = 0; i < x->def_op->num_operands; i++)
      if (mlb_type_is_tensor(mlb_op_operand(x->def_op, i)->type))
        mlb_vec_push(work, mlb_op_operand(x->def_op, i));
  }
  return true;
}

/* The first region's terminator of a two-region loop (scf.condition)
 * hands the second region tensors the first region holds -- its
 * arguments or values it makes -- no two of them derived from one
 * argument. A tensor from before the loop, one handed on twice, or two
 * made from one argument (the argument and an insert into it) would be
 * one buffer for two arguments of the second region, or need copies at
 * every trip to keep them apart (mlb_osa_init_shares_sibling: the
 * origins cannot tell this trip's copy from the last one's): such loops
 * stay as they were, every handed-back value not the position's own a
 * copy. */
static bool hands_over_own_values(MlbOperation *op) {
  MlbBlock *before = op->regions[0].first;
  MlbOperation *cond = mlb_block_terminator(before);
  uint32_t start = 0, count = 0;
  if (!cond || !mlb_term_forwarded_operands(cond, 1, &start, &count))
    return false;
  MlbPtrMap owner, seen;
  mlb_ptrmap_init(&owner);
  mlb_ptrmap_init(&seen);
  MlbValueVec work = {0};
  bool own = true;
  for (uint32_t k = start; own && k < start + count && k < cond->num_operands;
       k++) {
    MlbValue *v = mlb_op_operand(cond, k);
    if (!mlb_type_is_tensor(v->type))
      continue;
    MlbBlock *home = v->def_op ? v->def_op->block : v->owner_block;
    own = home == before &&
          claim_arguments(before, v, k + 1, &owner, &work, &seen);
    for (uint32_t m = start; own && m < k; m++)
      own = mlb_op_operand(cond, m) != v;
  }
  mlb_ptrmap_free(&owner);
  mlb_ptrmap_free(&seen);
  mlb_vec_free(&work);
  return own;
}

static MlbWalkResult mark_trip_distinct(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->is_loop || op->num_regions < 1 || op->num_regions > 2 ||
      !rb->entry_operands || !rb->successor_inputs || !single_blocks(op))
    return MLB_WALK_ADVANCE;
  if (op->num_regions == 2 && !hands_over_own_values(op))
    return MLB_WALK_ADVANCE;
  uint32_t start = 0, count = 0, tensors = 0;
  rb->entry_operands(op, 0, &start, &count);
  for (uint32_t k = start; k < start + count && k < op->num_operands; k++)
    tensors += mlb_type_is_tensor(mlb_op_operand(op, k)->type);
  if (tensors >= 2)
    mlb_ptrmap_put(&a->trip_distinct, op, op);
  return MLB_WALK_ADVANCE;
}

void mlb_osa_mark_trip_distinct(MlbOsa *a, MlbOperation *root) {
  mlb_walk_pre(root, mark_trip_distinct, a);
}

/* Is u an init of a trip-distinct loop (its owner)? Then [*start,
 * *start + *count) are the loop's init operands. */
static bool trip_distinct_init(MlbOsa *a, const MlbUse *u, uint32_t *start,
                               uint32_t *count) {
  MlbOperation *l = u->owner;
  if (!mlb_ptrmap_get(&a->trip_distinct, l))
    return false;
  const MlbRegionBranchIface *rb = mlb_op_iface(l, MLB_IFACE_REGION_BRANCH);
  uint32_t i = mlb_use_index(u);
  rb->entry_operands(l, 0, start, count);
  return i >= *start && i < *start + *count;
}

/* Is u a value the first region's terminator of a trip-distinct loop of
 * two regions (scf.condition in an scf.while) hands on to the second
 * region's arguments? Then [*start, *start + *count) are those values. */
static bool trip_distinct_handover(MlbOsa *a, const MlbUse *u,
                                   uint32_t *start, uint32_t *count) {
  MlbOperation *t = u->owner;
  MlbOperation *l = mlb_op_parent_op(t);
  if (!l || l->num_regions != 2 || t->block != l->regions[0].first ||
      !mlb_ptrmap_get(&a->trip_distinct, l) ||
      !mlb_term_forwarded_operands(t, 1, start, count))
    return false;
  uint32_t i = mlb_use_index(u);
  return i >= *start && i < *start + *count;
}

/* Operand u enters a trip-distinct loop as an init, or is handed from
 * the first region of an scf.while to the second: in place it must share
 * no buffer with another such operand decided in place, or two arguments
 * of one trip would be one buffer (an init given twice, a value the
 * condition forwards twice). An operand decided later asks the same of
 * u. */
bool mlb_osa_init_shares_sibling(MlbOsa *a, MlbUse *u) {
  MlbOperation *l = u->owner;
  uint32_t start = 0, count = 0, i = mlb_use_index(u);
  if (!trip_distinct_init(a, u, &start, &count) &&
      !trip_distinct_handover(a, u, &start, &count))
    return false;
  for (uint32_t k = start; k < start + count && k < l->num_operands; k++)
    if (k != i && mlb_type_is_tensor(mlb_op_operand(l, k)->type) &&
        mlb_osa_decision(a, &l->operands[k]) == MLB_OSA_IN_PLACE &&
        mlb_osa_may_share_buffer(a, u->value, mlb_op_operand(l, k)))
      return true;
  return false;
}

/* Write w is an init of a trip-distinct loop: the loop writes that buffer
 * in its trips, all over before it defines its results, whatever buffers
 * they hold (after a swap, result 0 may well be init 1's). What the last
 * trip hands on is checked within the trip (its yield reads it). */
bool mlb_osa_loop_writes_before_results(MlbOsa *a, MlbUse *w) {
  uint32_t start = 0, count = 0;
  return trip_distinct_init(a, w, &start, &count);
}
