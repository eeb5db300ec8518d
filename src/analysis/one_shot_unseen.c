/* one_shot_unseen.c - reads nobody sees: an insert's read of the
 * destination it leaves partly as it was, when nothing looks at its
 * results (MLB_BUF_DEST_READ_KEPT), is no conflict. Split from
 * one_shot.c, whose conflict check asks it.
 */
#include "analysis/one_shot_int.h"

/* How far result_unobserved follows a value through aliases, yields and
 * branches, and how many values it looks at in all, before it answers
 * "observed" (limits of the answer). */
enum { UNOBSERVED_DEPTH = 16, UNOBSERVED_VALUES = 32 };

typedef struct Unobserved {
  MlbOsa *a;
  MlbValueVec seen; /* values met: each unobserved unless shown otherwise */
  MlbValueVec scratch;
} Unobserved;

static bool result_unobserved(Unobserved *w, MlbValue *v, uint32_t depth);

/* Terminator t hands operand i to its parent op, whose regions run at
 * most once (scf.if, index_switch, execute_region): is the parent's
 * result it becomes unobserved? */
static bool yielded_unobserved(Unobserved *w, MlbOperation *t, uint32_t i,
                               uint32_t depth) {
  MlbOperation *p = t->block && t->block->parent ? t->block->parent->parent
                                                 : NULL;
  uint32_t start = 0, count = 0;
  if (!p || mlb_op_is_function(p) || !mlb_buf_iface(p) ||
      !mlb_term_forwarded_operands(t, MLB_REGION_PARENT, &start, &count) ||
      i < start || i - start >= count || i - start >= p->num_results)
    return false;
  for (uint32_t k = 0; k < p->num_regions; k++)
    if (mlb_buf_region_repetitive(p, k))
      return false;
  return result_unobserved(w, mlb_op_result(p, i - start), depth + 1);
}

/* Branch op hands operand i to successor block arguments: is each of
 * them unobserved? (A cf loop passing a tensor around its back edge to
 * inserts only: random program 7150656.) */
static bool branched_unobserved(Unobserved *w, MlbOperation *op, uint32_t i,
                                uint32_t depth) {
  uint32_t from = w->scratch.len;
  mlb_osa_aliasing_values(w->a, op, i, &w->scratch);
  bool unobserved = w->scratch.len > from;
  for (uint32_t k = from; k < w->scratch.len && unobserved; k++)
    unobserved = result_unobserved(w, w->scratch.data[k], depth + 1);
  w->scratch.len = from;
  return unobserved;
}

/* Are all results op hands operand i's contents to unobserved? */
static bool results_unobserved(Unobserved *w, MlbOperation *op, uint32_t i,
                               uint32_t depth) {
  MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
  uint32_t n = mlb_osa_aliases(w->a, op, i, al);
  bool unobserved = true;
  for (uint32_t k = 0; k < n && unobserved; k++)
    unobserved = result_unobserved(w, mlb_op_result(op, al[k].result),
                                   depth + 1);
  mlb_osa_alias_room_free(al, small);
  return unobserved;
}

/* Does op read operand i only as the rest of a destination it leaves as
 * it was (MLB_BUF_DEST_READ_KEPT)? That rest shows only in its results. */
static bool read_kept(MlbOsa *a, MlbOperation *op, uint32_t i) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi && (bi->flags & MLB_BUF_DEST_READ_KEPT) && mlb_osa_writes(a, op, i);
}

/* Has v been met already? Then it counts as unobserved here: either its
 * own look is still going on further up (and answers for it), or it
 * ended unobserved. */
static bool met(Unobserved *w, MlbValue *v) {
  for (uint32_t k = 0; k < w->seen.len; k++)
    if (w->seen.data[k] == v)
      return true;
  mlb_vec_push(&w->seen, v);
  return false;
}

/* Does nothing ever look at what tensor v holds: its uses only overwrite
 * it whole, keep part of it in results nothing looks at (an insert's
 * destination), or pass it on (an alias, a yield of an op run at most
 * once, a branch, around a cf loop too) to values nothing looks at
 * either? A read of any other kind -- also a dead op's, a loop, a call --
 * counts (dead-op-reads-count.mlir). */
static bool result_unobserved(Unobserved *w, MlbValue *v, uint32_t depth) {
  if (met(w, v))
    return true;
  if (depth > UNOBSERVED_DEPTH || w->seen.len > UNOBSERVED_VALUES)
    return false;
  for (MlbUse *x = v->uses; x; x = x->next) {
    MlbOperation *op = x->owner;
    uint32_t i = mlb_use_index(x);
    /* A branch hands v on (its read is one, mlb_osa_read_handed_on). */
    if (mlb_op_is_terminator(op) && op->num_successors) {
      if (!branched_unobserved(w, op, i, depth))
        return false;
      continue;
    }
    if (mlb_osa_read_handed_on(x))
      return false;
    if (mlb_op_is_terminator(op)) {
      if (!yielded_unobserved(w, op, i, depth))
        return false;
      continue;
    }
    if (mlb_osa_reads(w->a, op, i) && !read_kept(w->a, op, i))
      return false;
    if (mlb_osa_writes(w->a, op, i) && !read_kept(w->a, op, i))
      continue; /* what its results hold is the op's, not v's */
    if (!results_unobserved(w, op, i, depth))
      return false;
  }
  return true;
}

/* Is use x's read of its destination one nothing sees (in place the
 * op's own, out of place or undecided its copy's)? The op reads it only
 * as the rest it leaves as it was (MLB_BUF_DEST_READ_KEPT: no load from
 * the buffer, so whatever a write left there cannot steer it; a copy
 * steers nothing either), and nothing looks at its results, the only
 * place that rest shows
 * (random program 7132543: an insert in a cf loop yielding to a switch
 * result nobody uses, copied every trip where mlir-opt 22 writes in
 * place). Only where the op out of place would copy: an unread write
 * out of place is left out at no cost, while in place it would count as
 * a write of its buffer (random program 4702257). The op's write is
 * checked as any other. */
bool mlb_osa_dest_read_unseen(MlbOsa *a, const MlbUse *x) {
  MlbOperation *op = x->owner;
  uint32_t i = mlb_use_index(x);
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi || !(bi->flags & MLB_BUF_DEST_READ_KEPT) ||
      !mlb_osa_writes(a, op, i) || !mlb_osa_copy_needed(a, op, i))
    return false;
  Unobserved w = {a, {0}, {0}};
  bool unseen = true;
  for (uint32_t r = 0; r < op->num_results && unseen; r++) {
    MlbValue *res = mlb_op_result(op, r);
    unseen = mlb_type_is_tensor(res->type) ? result_unobserved(&w, res, 0)
                                           : res->uses == NULL;
  }
  mlb_vec_free(&w.seen);
  mlb_vec_free(&w.scratch);
  return unseen;
}
