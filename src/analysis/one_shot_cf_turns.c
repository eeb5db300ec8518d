/* one_shot_cf_turns.c - cf loops whose trip writes its new value into a
 * new tensor, where the header's argument and that new buffer can take
 * turns (the rewrite: transforms/one_shot_cf_turns.c).
 *
 * A cf loop here is a header block h with two predecessors: the entry
 * edge, from a block h does not dominate, and the back edge, from a
 * block h dominates (the latch). A trip runs from h to the back edge.
 * Bufferized, a trip that hands its new tensor back to h's argument k
 * allocates a buffer for it every time, and the buffer argument k held
 * dies at the back edge. The two can take turns, as scf loops' do
 * (one_shot_equiv.c, fresh_yields), when:
 *  - argument k's buffer dies with the trip: no other operand of the
 *    back edge's branch may hold it, and nothing that may be it leaves
 *    tensor land (mlb_osa_arg_dies_with_trip);
 *  - the buffer entering at k is the loop's own: from the second trip on
 *    the trip writes its new value into the buffer argument k held on
 *    the first, which the tensor program does not write. So either the
 *    entry edge hands a copy (its operand out of place), or no value of
 *    argument k's alias set defined before the loop (in a block h does
 *    not dominate) has a use that may run once the loop has begun (in a
 *    block h reaches) other than the entry edge's, save uses that touch
 *    no buffer of the set, and each is writable (not a constant, not a
 *    read-only argument); nor may the entry edge run again once the loop
 *    has begun, or those values come from outside h's region (an op
 *    around the loop may run it again with them). Unlike an scf.for,
 *    whose init operand upstream counts as written (a read after the
 *    loop gets its copy), a branch operand only forwards: the check must
 *    look after the loop too (a second run of the entry edge included:
 *    nested cf loops, whose inner loop took turns over its init until
 *    this check). Values in blocks h dominates are the loop's own names
 *    or what leaves it (an exit block's argument), and so are the
 *    results of the ops holding the loop: they follow the buffers.
 * The rewrite checks the rest on the buffers: the value handed back is
 * an allocation of ours in the latch or in h, with sizes from before the
 * loop and argument k's type.
 */
#include "analysis/block_runs.h"
#include "analysis/one_shot_int.h"

static bool is_tensor(const MlbValue *v) {
  return mlb_type_is_tensor(v->type);
}

bool mlb_cf_loop_edges(MlbDomInfo *d, MlbBlock *h, MlbBlockOperand **entry,
                       MlbBlockOperand **back) {
  MlbBlockOperand *p = h->preds, *q = p ? p->next : NULL;
  if (!p || !q || q->next || p->owner->block == q->owner->block)
    return false;
  bool p_in = mlb_dom_info_dominates(d, h, p->owner->block);
  bool q_in = mlb_dom_info_dominates(d, h, q->owner->block);
  if (p_in == q_in || !mlb_dom_info_reachable(d, h))
    return false;
  *entry = p_in ? q : p;
  *back = p_in ? p : q;
  return true;
}

MlbUse *mlb_cf_edge_operand(MlbBlockOperand *e, uint32_t k) {
  MlbOperation *t = e->owner;
  uint32_t start = 0, count = 0;
  if (!t->desc || !t->desc->successor_operands)
    return NULL;
  t->desc->successor_operands(t, e->index, &start, &count);
  return k < count && start + k < t->num_operands ? &t->operands[start + k]
                                                  : NULL;
}

/* The blocks reachable from h (h among them) into `seen`. */
static void reachable_from(MlbBlock *h, MlbPtrMap *seen) {
  MlbBlockVec work = {0};
  mlb_ptrmap_put(seen, h, h);
  mlb_vec_push(&work, h);
  while (work.len) {
    MlbOperation *t = mlb_block_terminator(work.data[--work.len]);
    for (uint32_t s = 0; t && s < t->num_successors; s++) {
      MlbBlock *b = t->successors[s].block;
      if (!mlb_ptrmap_get(seen, b)) {
        mlb_ptrmap_put(seen, b, b);
        mlb_vec_push(&work, b);
      }
    }
  }
  mlb_vec_free(&work);
}

/* May use x run once the loop of header h has begun: in a block h
 * reaches, or outside h's region (not followed)? */
static bool may_run_in_or_after(MlbUse *x, MlbBlock *h, MlbPtrMap *reach) {
  MlbBlock *b = mlb_osa_block_in(h->parent, x->owner);
  return !b || mlb_ptrmap_get(reach, b) != NULL;
}

/* Is v a result of an op holding h (an scf.execute_region around the
 * loop): defined once the op's regions are done, after the loop? */
static bool leaves_loop_region(MlbValue *v, MlbBlock *h) {
  MlbOperation *holder = h->parent ? h->parent->parent : NULL;
  return v->def_op && holder &&
         (v->def_op == holder || mlb_op_is_ancestor(v->def_op, holder));
}

/* Is v defined in region r (by an op in it or nested in one of its
 * ops, or as an argument of one of its blocks)? */
static bool defined_in_region(MlbValue *v, MlbRegion *r) {
  if (!v->def_op)
    return v->owner_block->parent == r;
  return mlb_osa_block_in(r, v->def_op) != NULL;
}

/* Does the buffer entering at argument `arg` through `init` belong to the
 * loop alone (see above)? Uses that cannot run once the loop has begun
 * (the fill that makes the init) do not count. The entry edge itself must
 * not run again once the loop has begun (an outer loop around it would
 * hand the next run of this loop the buffer its trips wrote), and the
 * values before the loop must be defined in h's region: an op holding it
 * may run it again (an scf.for around it) with the same value from
 * outside, whose buffer the last run's trips wrote. */
static bool entry_buffer_is_loops(MlbOsa *a, MlbBlock *h, MlbValue *arg,
                                  MlbUse *init, MlbBlockOperand *entry) {
  if (mlb_osa_decision(a, init) == MLB_OSA_OUT_OF_PLACE)
    return true;
  MlbPtrMap reach;
  mlb_ptrmap_init(&reach);
  reachable_from(h, &reach);
  bool own = !mlb_ptrmap_get(&reach, entry->owner->block);
  uint32_t id = mlb_osa_id(a, arg), m = id;
  do {
    MlbValue *v = a->values.data[m];
    if (!mlb_dom_info_dominates(&a->dom, h, mlb_value_parent_block(v)) &&
        !leaves_loop_region(v, h)) {
      own = own && defined_in_region(v, h->parent) &&
            mlb_osa_value_writable(a, v);
      for (MlbUse *x = v->uses; x && own; x = x->next)
        own = x == init || mlb_osa_touches_nothing(a, x) ||
              !may_run_in_or_after(x, h, &reach);
    }
    m = mlb_osa_alias_next(a, m);
  } while (m != id && own);
  mlb_ptrmap_free(&reach);
  return own;
}

/* Do turns cost less than a buffer per trip? They allocate the spare
 * once, before the loop: one allocation against one per trip, so not
 * for a loop known (trips counted from constants, analysis/block_runs.h)
 * to run fewer than two. Unknown, they are taken, as scf loops take
 * them. */
static bool worth_it(MlbOsa *a, MlbBlock *latch) {
  uint64_t runs = 0;
  return !mlb_block_runs(a->ctx, &a->block_runs, latch, &runs) || runs >= 2;
}

static void header_turns(MlbOsa *a, MlbBlock *h, MlbOsaCfTurnVec *out) {
  MlbBlockOperand *entry, *back;
  if (!mlb_cf_loop_edges(&a->dom, h, &entry, &back))
    return;
  for (uint32_t k = 0; k < h->num_args; k++) {
    MlbValue *arg = h->args[k];
    MlbUse *init = mlb_cf_edge_operand(entry, k),
           *next = mlb_cf_edge_operand(back, k);
    /* An argument nothing uses is dropped with its trip's buffer by the
     * deallocation pipeline's simplifications; turns would keep both. */
    if (!is_tensor(arg) || mlb_value_use_empty(arg) || !init || !next ||
        !mlb_osa_arg_dies_with_trip(a, back->owner, mlb_use_index(next), arg))
      continue;
    if (!entry_buffer_is_loops(a, h, arg, init, entry) ||
        !worth_it(a, back->owner->block))
      continue;
    MlbOsaCfTurn t = {h, k};
    mlb_vec_push(out, t);
  }
}

static bool has_tensor_arg(const MlbBlock *b) {
  for (uint32_t i = 0; i < b->num_args; i++)
    if (is_tensor(b->args[i]))
      return true;
  return false;
}

static MlbWalkResult find_turns(MlbOperation *op, void *user) {
  void **u = user;
  MlbOsa *a = u[0];
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *entry = op->regions[r].first;
    for (MlbBlock *b = entry ? entry->next : NULL; b; b = b->next)
      if (has_tensor_arg(b))
        header_turns(a, b, u[1]);
  }
  return MLB_WALK_ADVANCE;
}

void mlb_osa_cf_turns(MlbOsa *a, MlbOperation *root, MlbOsaCfTurnVec *out) {
  void *u[2] = {a, out};
  mlb_walk_pre(root, find_turns, u);
}
