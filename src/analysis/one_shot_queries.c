/* one_shot_queries.c - what the conflict hooks of ops may ask the
 * One-Shot analysis (MlbBufQuery: equivalence, chains of buffer-sharing
 * definitions), and the rule that a subset insertion and the part of its
 * destination it overwrites do not conflict (upstream's
 * areNonConflictingSubsets). Split from one_shot.c.
 */
#include "analysis/one_shot_int.h"

typedef MlbOsaAliasVec AliasVec;

/* ==== What ops' conflict hooks may ask ==== */
/* The values the terminators in op's regions hand to result x (scf.if's
 * yields), appended to work; false when op has no region or one of them
 * repeats (a loop's result may also be its init's buffer, or what an
 * earlier trip left). Each region runs at most once, so x is one of those
 * values' buffers, or a copy of one. */
static bool yielded_sources(MlbOsa *a, MlbOperation *op, MlbValue *x,
                            MlbValueVec *work) {
  if (!op->num_regions)
    return false;
  for (uint32_t r = 0; r < op->num_regions; r++)
    if (mlb_buf_region_repetitive(op, r))
      return false;
  bool any = false;
  AliasVec al = {0};
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *t = b->last;
      if (!t || !t->desc || !(t->desc->traits & MLB_TRAIT_TERMINATOR))
        continue;
      for (uint32_t i = 0; i < t->num_operands; i++)
        if (mlb_osa_operand_aliases(a, t, i, x, &al)) {
          mlb_vec_push(work, mlb_op_operand(t, i));
          any = true;
        }
    }
  mlb_vec_free(&al);
  return any;
}

/* The operands of its op whose buffer result `x` may hold (upstream's
 * getAliasingOpOperands), appended to work, or for a region op whose
 * regions run once the values they yield to x; false when there are none
 * to follow: x is a block argument, a loop's result, or made by an op
 * without bufferization semantics or by a new buffer. */
static bool result_sources(MlbOsa *a, MlbValue *x, MlbValueVec *work) {
  MlbOperation *op = x->def_op;
  if (!op || !mlb_buf_iface(op))
    return false;
  bool any = false;
  AliasVec al = mlb_osa_borrow_aliases(a);
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_osa_operand_aliases(a, op, i, x, &al)) {
      mlb_vec_push(work, mlb_op_operand(op, i));
      any = true;
    }
  mlb_osa_give_back_aliases(a, &al);
  return any || yielded_sources(a, op, x, work);
}

bool mlb_osa_query_chain_all(void *state, MlbValue *v,
                             bool (*match)(void *arg, MlbValue *x), void *arg) {
  MlbOsa *a = state;
  MlbValueVec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, v);
  bool all = true;
  while (work.len && all) {
    MlbValue *x = mlb_vec_pop(&work);
    bool fresh;
    mlb_ptrmap_slot(&seen, x, &fresh);
    if (!fresh || match(arg, x))
      continue;
    all = result_sources(a, x, &work);
  }
  mlb_ptrmap_free(&seen);
  mlb_vec_free(&work);
  return all;
}

static bool chain_at_depth(MlbOsa *a, MlbValue *from, MlbValue *to,
                           uint32_t depth);

/* How many selects deep mlb_osa_equivalent_chain follows each choice; past it a
 * select ends the walk (conservative). Bounds the walks, which would
 * otherwise double with each nested select. */
#define SELECT_CHAIN_DEPTH 4

/* A select's result is one of its choices' buffers (or, out of place, a
 * copy of one): an element read through it is the element at the same
 * position of `to` only when every choice leads back to `to` (a choice
 * that is a shifted slice of it would not). */
static bool select_chains_to(MlbOsa *a, MlbOperation *op,
                             const MlbSelectIface *sel, MlbValue *to,
                             uint32_t depth) {
  uint32_t end = sel->count ? sel->first + sel->count : op->num_operands;
  if (depth >= SELECT_CHAIN_DEPTH || end > op->num_operands ||
      sel->first >= end)
    return false;
  for (uint32_t i = sel->first; i < end; i++)
    if (!chain_at_depth(a, mlb_op_operand(op, i), to, depth + 1))
      return false;
  return true;
}

/* Is `to` found walking back from `from` through operands each op passes
 * on as an equivalent buffer (upstream's
 * hasEquivalentValueInReverseUseDefChain)? A step decided in place is the
 * same buffer, one out of place (or not yet decided, then in either way)
 * a copy made before the op using the value runs: either way an element
 * read through `from` is the element at the same position of `to` or of
 * a snapshot of it, never another of its elements. A DPS op with a
 * payload region (linalg.generic) hands on its init like any other: its
 * result is the init's buffer or, out of place, a new one that aliases
 * nothing. A select is followed when each of its choices leads to `to`.
 * Loops are not followed (a result may be what an earlier trip left); an
 * scf.if and the like are, by yields_chain_to, and a block's argument
 * outside cycles by incoming_chain_to. */
bool mlb_osa_equivalent_chain(MlbOsa *a, MlbValue *from, MlbValue *to) {
  return chain_at_depth(a, from, to, 0);
}

/* The buffers v may hold, as the ops that make them: walking back through
 * every operand an op may pass on (in place or not, so what later
 * decisions do not change), each walk must end at a result of an op that
 * makes a new buffer of its own. Not a constant's (equal constants may
 * share one global) nor a foreign one (to_tensor), nor a block argument,
 * a loop's result or an unknown op's: then false. */
static bool new_buffer_roots(MlbOsa *a, MlbValue *v, MlbValueVec *roots) {
  MlbValueVec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, v);
  bool ok = true;
  while (work.len && ok) {
    MlbValue *x = mlb_vec_pop(&work);
    bool fresh;
    mlb_ptrmap_slot(&seen, x, &fresh);
    if (!fresh || result_sources(a, x, &work))
      continue;
    const MlbBufferizeIface *bi = x->def_op ? mlb_buf_iface(x->def_op) : NULL;
    ok =
        bi && (bi->flags & MLB_BUF_RESULTS_NEW) &&
        !(bi->flags & (MLB_BUF_RESULTS_FOREIGN | MLB_BUF_RESULTS_NOT_WRITABLE));
    if (ok)
      mlb_vec_push(roots, x);
  }
  mlb_ptrmap_free(&seen);
  mlb_vec_free(&work);
  return ok;
}

/* Can x never hold any part of y's buffer? When both are made by new
 * buffers only, and none by the same result (an op in a loop makes a new
 * buffer each trip, but a result both reach may be one trip's). */
static bool never_same_buffer(MlbOsa *a, MlbValue *x, MlbValue *y) {
  MlbValueVec rx = {0}, ry = {0};
  bool apart = new_buffer_roots(a, x, &rx) && new_buffer_roots(a, y, &ry);
  for (uint32_t i = 0; i < rx.len && apart; i++)
    for (uint32_t j = 0; j < ry.len && apart; j++)
      apart = rx.data[i] != ry.data[j];
  mlb_vec_free(&rx);
  mlb_vec_free(&ry);
  return apart;
}

/* An scf.if's (index_switch's, execute_region's) result x is one of the
 * values its regions yield, each region running at most once: an element
 * read through x is the element at the same position of `to` when each
 * yielded value leads back to `to` or never holds `to`'s buffer at all
 * (then the read cannot see the write). Upstream follows the yields as
 * equivalent and accepts any one leading back: wrong when another is a
 * shifted slice of the same buffer (elementwise-through-if.mlir). */
static bool yields_chain_to(MlbOsa *a, MlbOperation *op, MlbValue *x,
                            MlbValue *to, uint32_t depth) {
  MlbValueVec ys = {0};
  bool ok = depth < SELECT_CHAIN_DEPTH && yielded_sources(a, op, x, &ys);
  for (uint32_t k = 0; k < ys.len && ok; k++)
    ok = chain_at_depth(a, ys.data[k], to, depth + 1) ||
         never_same_buffer(a, ys.data[k], to);
  mlb_vec_free(&ys);
  return ok;
}

/* A block argument of a block that no cycle of its region passes
 * through holds, each time the block runs, the value one incoming edge
 * hands it (its copy, out of place): the same rule as an scf.if's yields,
 * each incoming value leading back to `to` or never holding its buffer.
 * On a cycle a value of an earlier trip comes back, where `to` may be
 * another trip's: not followed. Random program 7130872: a linalg.copy of
 * a tensor into the argument a cf.cond_br hands that tensor to. */
static bool incoming_chain_to(MlbOsa *a, MlbValue *arg, MlbValue *to,
                              uint32_t depth) {
  MlbBlock *b = arg->owner_block;
  bool ok = depth < SELECT_CHAIN_DEPTH && b->preds && b != b->parent->first;
  for (MlbBlockOperand *p = b->preds; p && ok; p = p->next) {
    MlbOperation *br = p->owner;
    uint32_t start = 0, count = 0;
    ok = br->desc && br->desc->successor_operands &&
         !mlb_osa_block_reaches(b, br->block);
    if (ok)
      br->desc->successor_operands(br, p->index, &start, &count);
    ok = ok && arg->index < count;
    if (ok) {
      MlbValue *v = mlb_op_operand(br, start + arg->index);
      ok = chain_at_depth(a, v, to, depth + 1) || never_same_buffer(a, v, to);
    }
  }
  return ok;
}

static bool chain_at_depth(MlbOsa *a, MlbValue *from, MlbValue *to,
                           uint32_t depth) {
  MlbValueVec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, from);
  bool found = false;
  AliasVec al = {0};
  while (work.len && !found) {
    MlbValue *x = mlb_vec_pop(&work);
    bool fresh;
    mlb_ptrmap_slot(&seen, x, &fresh);
    if (!fresh)
      continue;
    found = x == to || mlb_osa_equivalent(a, x, to);
    MlbOperation *op = x->def_op;
    if (!found && !op && mlb_type_is_tensor(x->type)) {
      found = incoming_chain_to(a, x, to, depth);
      continue;
    }
    /* A call's results are followed as its callee's summary gives them
     * (random program 7074129: a linalg.generic reading the result a
     * callee returns as its argument's buffer and writing the call's
     * operand element by element; the call copied the operand, one
     * allocation more than upstream). */
    if (found || !op ||
        (!mlb_buf_iface(op) && !mlb_op_iface(op, MLB_IFACE_CALL)))
      continue;
    if (mlb_op_iface(op, MLB_IFACE_REGION_BRANCH)) {
      found = yields_chain_to(a, op, x, to, depth);
      continue;
    }
    const MlbSelectIface *sel = mlb_op_iface(op, MLB_IFACE_SELECT);
    if (sel) {
      found = select_chains_to(a, op, sel, to, depth);
      continue;
    }
    for (uint32_t i = 0; i < op->num_operands; i++) {
      al.len = 0;
      mlb_osa_aliases_of(a, op, i, &al);
      for (uint32_t k = 0; k < al.len; k++)
        if (al.data[k].v == x && al.data[k].equivalent)
          mlb_vec_push(&work, mlb_op_operand(op, i));
    }
  }
  mlb_vec_free(&al);
  mlb_ptrmap_free(&seen);
  mlb_vec_free(&work);
  return found;
}

bool mlb_osa_query_equivalent(void *state, MlbValue *x, MlbValue *y) {
  return mlb_osa_equivalent(state, x, y);
}

/* ==== Subset insertions (upstream's areNonConflictingSubsets) ==== */
typedef struct SubsetMatch {
  const MlbBufQuery *q;
  MlbOperation *op;
  const MlbBufSubsetInsertion *si;
} SubsetMatch;

/* Only an op's result can be that subset (a block argument never is, as
 * upstream asks isEquivalentSubset of OpResults only). */
static bool is_equivalent_subset(void *arg, MlbValue *x) {
  SubsetMatch *m = arg;
  return x->def_op && m->si->equivalent_subset(m->q, m->op, x);
}

/* Upstream's matchesInsertDestination: every path back from v ends at the
 * very part of the destination op writes. */
static bool from_written_subset(const MlbBufQuery *q, MlbOperation *op,
                                const MlbBufSubsetInsertion *si, MlbValue *v) {
  SubsetMatch m = {q, op, si};
  return q->chain_all(q->state, v, is_equivalent_subset, &m);
}

static const MlbBufSubsetInsertion *subset_of(MlbOperation *op) {
  const MlbBufSubsetInsertion *si = mlb_buf_subset_insertion(op);
  return si && si->equivalent_subset && si->dest < op->num_operands &&
                 si->source < op->num_operands
             ? si
             : NULL;
}

/* A subset insertion (insert_slice, materialize_in_destination,
 * linalg.copy) and the write or read of the part of its destination it
 * overwrites do not conflict:
 *  1. the op reading its destination back, and a write into a value
 *     computed in the part it overwrites (the insert does not read that
 *     part);
 *  2. the op reading its source computed in that part and writing its
 *     destination (a copy of the part onto itself);
 *  3. the op writing its destination, and a read of a value bufferizing
 *     like its source, which was computed in that part (the op writes
 *     the data already there). */
bool mlb_osa_subsets_not_conflicting(MlbOsa *a, const MlbBufQuery *q, MlbUse *r,
                                     MlbUse *w) {
  MlbOperation *rop = r->owner, *wop = w->owner;
  const MlbBufSubsetInsertion *si = subset_of(rop);
  if (si) {
    uint32_t ri = mlb_use_index(r);
    if (ri == si->dest && from_written_subset(q, rop, si, w->value))
      return true;
    if (ri == si->source && w == &rop->operands[si->dest] &&
        from_written_subset(q, rop, si, r->value))
      return true;
  }
  si = subset_of(wop);
  if (si && w == &wop->operands[si->dest]) {
    MlbValue *src = mlb_op_operand(wop, si->source);
    if ((r->value == src || mlb_osa_equivalent(a, r->value, src)) &&
        from_written_subset(q, wop, si, src))
      return true;
  }
  return false;
}

/* Write w is a subset insertion's write into its destination whose
 * source is v (or holds v's buffer) and is itself the part of the
 * destination the op writes: the op copies that part onto itself, so v
 * reads the same after it (the third case of mlb_osa_subsets_not_conflicting,
 * asked of a value a branch hands to a block argument). */
bool mlb_osa_rewrites_own_part(MlbOsa *a, MlbUse *w, MlbValue *v) {
  MlbOperation *op = w->owner;
  const MlbBufSubsetInsertion *si = subset_of(op);
  if (!si || w != &op->operands[si->dest])
    return false;
  MlbValue *src = mlb_op_operand(op, si->source);
  MlbBufQuery q = {a, mlb_osa_query_equivalent, mlb_osa_query_chain_all};
  return (v == src || mlb_osa_equivalent(a, v, src)) &&
         from_written_subset(&q, op, si, src);
}
