/* one_shot_parallel.c - check-parallel-regions (upstream's privatization
 * of buffers in parallel regions, OneShotAnalysis.cpp).
 *
 * The trips of a parallel region (an scf.forall body with more than one
 * trip, MLB_BUF_PARALLEL) may run at once. A write in place inside one to
 * a buffer that was defined outside it is a write to memory every trip
 * shares: a race unless each trip gets its own copy. So, when the option
 * is on (the default) and anything of the write's alias sets is read, a
 * write goes out of place when a definition of its buffer lies in another
 * parallel region than the write itself:
 *
 *   %z = linalg.fill ins(%c0) outs(%e)          // definition, outside
 *   scf.forall (%i) in (4) shared_outs(%o = %out) {
 *     %s = tensor.extract_slice %z[%i] [1] [1]  // passes %z on
 *     %f = linalg.fill ins(%v) outs(%s)         // write: out of place
 *     %x = tensor.extract %f[%c0]               // the read
 *
 * With the option off the user asserts that no trips race: the ordinary
 * read-after-write rules alone decide (the fill above goes in place, each
 * trip writing its own element of %z).
 *
 * A definition here is upstream's "definition or leaf": going back from
 * the written value through results that only pass operands' buffers on
 * (slices, casts, and through the yields of a non-loop region op), the
 * first value that is written (a result some aliasing operand writes, a
 * loop's result), allocated (no aliasing operand), a block argument or the
 * result of an unknown op. Unlike the definitions of the read-after-write
 * rules the walk ignores the in-place decisions, as upstream's does.
 */
#include "analysis/one_shot_int.h"
#include "support/thresholds.h"

/* The innermost parallel region holding region r (r itself included), or
 * NULL when there is none. */
static MlbRegion *parallel_region(MlbRegion *r) {
  while (r) {
    MlbOperation *op = r->parent;
    if (op && mlb_buf_region_parallel(op, (uint32_t)(r - op->regions)))
      return r;
    r = op && op->block ? op->block->parent : NULL;
  }
  return NULL;
}

static MlbRegion *value_region(MlbValue *v) {
  if (v->def_op)
    return v->def_op->block ? v->def_op->block->parent : NULL;
  return v->owner_block->parent;
}

/* Appends to `work` the operands whose buffers result `res` takes on
 * without writing them; false when res is itself a definition. */
static bool passed_on_operands(MlbOsa *a, MlbValue *res, MlbValueVec *work) {
  MlbOperation *op = res->def_op;
  MlbBufAlias buf[8], *al = MLB_OSA_ALIAS_ROOM(op, buf);
  uint32_t pushed = work->len;
  bool aliased = false, written = false;
  for (uint32_t i = 0; i < op->num_operands && !written; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    uint32_t n = mlb_osa_aliases(a, op, i, al);
    for (uint32_t k = 0; k < n; k++) {
      if (al[k].result != res->index)
        continue;
      aliased = true;
      written |= mlb_osa_writes(a, op, i);
      mlb_vec_push(work, mlb_op_operand(op, i));
      break;
    }
  }
  mlb_osa_alias_room_free(al, buf);
  if (written) {
    work->len = pushed;
    return false;
  }
  if (aliased)
    return true;
  /* A region branch op without aliasing operands (scf.if): what its
   * regions' terminators yield as this result. Values written inside the
   * op make the result a definition upstream; they lie in the op's
   * parallel region all the same, unless the op's own regions are
   * parallel. */
  if (!mlb_op_iface(op, MLB_IFACE_REGION_BRANCH))
    return false;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    if (mlb_buf_region_parallel(op, r))
      return false;
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *term = mlb_block_terminator(b);
      uint32_t start = 0, count = 0;
      if (term &&
          mlb_term_forwarded_operands(term, MLB_REGION_PARENT, &start,
                                      &count) &&
          res->index < count &&
          mlb_type_is_tensor(mlb_op_operand(term, start + res->index)->type))
        mlb_vec_push(work, mlb_op_operand(term, start + res->index));
    }
  }
  return work->len > pushed;
}

static bool crosses_parallel(MlbOsa *a, MlbUse *w);

/* The walk follows the IR and the callee summaries, not the decisions:
 * while deciding, one answer per write serves every operand whose alias
 * sets hold it (a->use_facts). Only "no" is remembered: a "yes" reports
 * (explain-copies) each time it is asked. */
bool mlb_osa_write_crosses_parallel(MlbOsa *a, MlbUse *w) {
  bool crosses;
  if (mlb_osa_fact_known(a, w, MLB_OSA_FACT_CROSSES, &crosses))
    return crosses;
  crosses = crosses_parallel(a, w);
  if (!crosses)
    mlb_osa_fact_put(a, w, MLB_OSA_FACT_CROSSES, false);
  return crosses;
}

static bool crosses_parallel(MlbOsa *a, MlbUse *w) {
  MlbRegion *here = parallel_region(w->owner->block->parent);
  /* a's walk scratch (passed_on_operands starts no walk). */
  mlb_osa_walk_begin(a);
  MlbValueVec *work = &a->walk_work;
  mlb_vec_push(work, w->value);
  bool crosses = false;
  MlbValue *x = NULL;
  for (uint32_t steps = 0; work->len && !crosses; steps++) {
    x = mlb_vec_pop(work);
    if (!mlb_osa_walk_first_meet(a, x))
      continue;
    /* Too long a chain: count it as crossing (out of place is safe). */
    if (steps > 4096 || !x->def_op || !x->def_op->block ||
        !passed_on_operands(a, x, work))
      crosses = steps > 4096 || parallel_region(value_region(x)) != here;
  }
  const MlbOsaReport *rep = a->opts->report;
  if (crosses && rep && rep->private_write)
    rep->private_write(rep->user, w, x);
  return crosses;
}
