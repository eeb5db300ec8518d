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
 * back edges too: a superset of what the rewrite can hand a value. A
 * buffer made once per trip of a loop is one origin for all trips, so
 * the answer never separates two trips' buffers either.
 */
#include "analysis/one_shot_int.h"

typedef struct Origins {
  MlbOsa *a;
  MlbPtrMap set;      /* origin -> itself */
  MlbPtrMap seen;     /* values walked */
  MlbValueVec work;
  MlbValueVec scratch;
  bool unknown;
} Origins;

static void add_origin(Origins *o, const void *origin) {
  mlb_ptrmap_put(&o->set, (void *)origin, (void *)origin);
}

/* Operand u flows into the value being traced: its own origins, or the
 * copy made for it when it is out of place. */
static void follow_use(Origins *o, MlbUse *u) {
  if (mlb_osa_decision(o->a, u) == MLB_OSA_OUT_OF_PLACE && u != o->a->deciding)
    add_origin(o, u);
  else
    mlb_vec_push(&o->work, u->value);
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

static void result_origins(Origins *o, MlbValue *x) {
  MlbOperation *op = x->def_op;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi) {
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
  mlb_vec_free(&o->work);
  mlb_vec_free(&o->scratch);
}

static void collect(Origins *o, MlbValue *v) {
  mlb_vec_push(&o->work, v);
  while (o->work.len && !o->unknown) {
    MlbValue *x = mlb_vec_pop(&o->work);
    bool fresh;
    mlb_ptrmap_slot(&o->seen, x, &fresh);
    if (!fresh)
      continue;
    if (x->def_op)
      result_origins(o, x);
    else
      argument_origins(o, x);
  }
}

/* Do two origin sets meet? */
static bool meet(const MlbPtrMap *x, const MlbPtrMap *y) {
  for (uint32_t i = 0; i < x->cap; i++)
    if (x->keys[i] && mlb_ptrmap_get(y, x->keys[i]))
      return true;
  return false;
}

bool mlb_osa_may_share_buffer(MlbOsa *a, MlbValue *x, MlbValue *y) {
  if (x == y)
    return true;
  Origins ox, oy;
  origins_init(&ox, a);
  origins_init(&oy, a);
  collect(&ox, x);
  if (!ox.unknown)
    collect(&oy, y);
  bool share = ox.unknown || oy.unknown || meet(&ox.set, &oy.set);
  origins_free(&ox);
  origins_free(&oy);
  return share;
}
