/* one_shot_equiv.c - equivalences that regions add to One-Shot's analysis
 * (see one_shot.h): a loop or branch whose terminators hand back the
 * buffer its region received keeps one buffer for that position, and a
 * loop body that makes a new buffer every trip may hand it to the next
 * trip. Split from one_shot.c, whose decisions these feed.
 */
#include "analysis/one_shot_int.h"

static bool is_tensor(const MlbValue *v) {
  return mlb_type_is_tensor(v->type);
}

/* ==== Equivalence through regions ==== */
/* Every terminator of `region` forwarding to the parent hands back value
 * k equivalent to `to`; with `record`, those that do are remembered. */
static bool yields_equivalent(MlbOsa *a, MlbOperation *op, int32_t region,
                              uint32_t k, MlbValue *to, bool record) {
  bool all = true;
  for (MlbBlock *b = op->regions[region].first; b; b = b->next) {
    MlbOperation *term = mlb_block_terminator(b);
    if (!term)
      continue;
    MlbUse *u = mlb_term_parent_use(term, k);
    if (!u || !mlb_osa_equivalent(a, u->value, to)) {
      all = false;
      continue;
    }
    if (record)
      mlb_ptrmap_put(&a->own_yields, u, term);
  }
  return all;
}

bool mlb_osa_yields_own_buffer(const MlbOsa *a, MlbOperation *term,
                               uint32_t i) {
  return mlb_ptrmap_get(&a->own_yields, &term->operands[i]) != NULL;
}

/* The terminator of region r's single block, with the range of its
 * operands forwarded to region `to` (false when there is none). */
static MlbOperation *forwarder(MlbOperation *op, uint32_t r, int32_t to,
                               uint32_t *start, uint32_t *count) {
  MlbBlock *b = op->regions[r].first;
  MlbOperation *t = b && b == op->regions[r].last ? mlb_block_terminator(b)
                                                  : NULL;
  return t && mlb_term_forwarded_operands(t, to, start, count) ? t : NULL;
}

static void two_region_fresh_yield(MlbOsa *a, MlbOperation *op,
                                   MlbOperation *cond, uint32_t cstart,
                                   uint32_t ccount, MlbOperation *yield,
                                   uint32_t i, uint32_t k,
                                   const MlbUse *init);
static void permuted_handbacks(MlbOsa *a, MlbOperation *op,
                               MlbOperation *cond, MlbOperation *yield,
                               uint32_t ystart, uint32_t ycount);

/* A loop of two regions (scf.while): the first region's terminator hands
 * value j on to the second region's argument j and to result j; the
 * second's hands value k back to the first region's argument k. When the
 * first forwards argument k's buffer (in place, equivalent) as its value
 * j, and the second hands back a buffer equivalent to its argument j, the
 * loop keeps one buffer for position k throughout. */
static MlbWalkResult two_region_loop_equivalences(MlbOperation *op,
                                                  void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->is_loop || op->num_regions != 2 || !rb->entry_operands)
    return MLB_WALK_ADVANCE;
  uint32_t istart = 0, icount = 0, cstart = 0, ccount = 0, ystart = 0,
           ycount = 0;
  rb->entry_operands(op, 0, &istart, &icount);
  MlbOperation *cond = forwarder(op, 0, 1, &cstart, &ccount);
  MlbOperation *yield = forwarder(op, 1, 0, &ystart, &ycount);
  MlbBlock *before = op->regions[0].first, *after = op->regions[1].first;
  if (!cond || !yield || !after)
    return MLB_WALK_ADVANCE;
  for (uint32_t k = 0; k < icount && k < ycount && k < before->num_args;
       k++) {
    MlbValue *bk = before->args[k];
    if (!is_tensor(bk))
      continue;
    uint32_t j = 0;
    for (; j < ccount && j < after->num_args; j++) {
      MlbUse *c = &cond->operands[cstart + j];
      MlbUse *y = &yield->operands[ystart + k];
      MlbValue *aj = after->args[j];
      if (mlb_osa_decision(a, c) != MLB_OSA_IN_PLACE || mlb_osa_decision(a, y) != MLB_OSA_IN_PLACE ||
          !mlb_osa_equivalent(a, c->value, bk) ||
          !mlb_osa_equivalent(a, y->value, aj))
        continue;
      mlb_ptrmap_put(&a->own_yields, y, yield);
      uint32_t i = mlb_osa_id(a, bk);
      mlb_osa_unite_equiv(a, i, mlb_osa_id(a, aj));
      if (j < op->num_results)
        mlb_osa_unite_equiv(a, i, mlb_osa_id(a, mlb_op_result(op, j)));
      if (mlb_osa_decision(a, &op->operands[istart + k]) == MLB_OSA_IN_PLACE)
        mlb_osa_unite_equiv(a, i, mlb_osa_id(a, op->operands[istart + k].value));
      break;
    }
    if (j == ccount || j == after->num_args)
      two_region_fresh_yield(a, op, cond, cstart, ccount, yield, ystart + k,
                             k, &op->operands[istart + k]);
  }
  permuted_handbacks(a, op, cond, yield, ystart, ycount);
  return MLB_WALK_ADVANCE;
}

/* A new buffer that bufferization allocates (not a to_tensor's memref,
 * whose lifetime it does not control), which may be written: a constant's
 * global is the same read-only memory on every trip, so the next trip,
 * which may write its argument, cannot take it (random program 901256
 * stored into a constant global through the loop's argument). */
static bool allocated_here(MlbValue *w) {
  const MlbBufferizeIface *bi = mlb_buf_iface(w->def_op);
  return mlb_buf_result_is_new(w->def_op, w->index) && bi &&
         !(bi->flags & MLB_BUF_RESULTS_FOREIGN) &&
         mlb_buf_result_writable(w->def_op, w->index);
}

/* Result w is the whole of the new buffer that an operand going out of
 * place gets (an insert into a copy of the iteration argument): every
 * operand w aliases is out of place and w is equivalent to it, so w's
 * buffer is the rewrite's own allocation, as fresh as a tensor.empty's.
 * (A view of the copy, extract_slice's result, is only part of it.) */
static bool copied_here(MlbOsa *a, MlbValue *w) {
  MlbOperation *op = w->def_op;
  MlbBufAlias al[8];
  bool any = false;
  if (!mlb_buf_iface(op) || op->num_results > 8)
    return false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (!is_tensor(mlb_op_operand(op, i)))
      continue;
    uint32_t n = mlb_buf_aliases(op, i, al);
    for (uint32_t j = 0; j < n; j++) {
      if (al[j].result != w->index)
        continue;
      if (al[j].relation != MLB_BUF_EQUIVALENT || !al[j].definite ||
          mlb_osa_decision(a, &op->operands[i]) != MLB_OSA_OUT_OF_PLACE)
        return false;
      any = true;
    }
  }
  return any;
}

/* The loops whose results made_in_body is following, innermost first:
 * a loop's init and its result may share a set, and each loop is asked
 * about once per chain. */
typedef struct LoopChain {
  const MlbOperation *loop;
  const struct LoopChain *outer;
} LoopChain;

static bool on_chain(const LoopChain *c, const MlbOperation *l) {
  for (; c; c = c->outer)
    if (c->loop == l)
      return true;
  return false;
}

static bool made_in(MlbOsa *a, MlbOperation *op, MlbValue *v,
                    const LoopChain *chain);

/* Result w of a loop nested in op's body, whose every trip hands on its
 * own or a new buffer (own_yields, inner loops recorded first): its
 * buffer is the init's (or the loop's copy of it), or one the trips made
 * -- made in op's body when the init's is. */
static bool inner_loop_result_made_in(MlbOsa *a, MlbOperation *op,
                                      MlbValue *w, const LoopChain *chain) {
  MlbOperation *l = w->def_op;
  const MlbRegionBranchIface *rb = mlb_op_iface(l, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0, k = w->index;
  if (!rb || !rb->is_loop || l->num_regions != 1 || !rb->entry_operands ||
      on_chain(chain, l))
    return false;
  rb->entry_operands(l, 0, &start, &count);
  if (k >= count)
    return false;
  for (MlbBlock *b = l->regions[0].first; b; b = b->next) {
    MlbOperation *term = mlb_block_terminator(b);
    MlbUse *u = mlb_term_parent_use(term, k);
    if (!u || !mlb_osa_yields_own_buffer(a, term, mlb_use_index(u)) ||
        mlb_osa_yields_other_arg(a, term, mlb_use_index(u)))
      return false;
  }
  MlbUse *init = &l->operands[start + k];
  LoopChain here = {l, chain};
  return mlb_osa_decision(a, init) == MLB_OSA_OUT_OF_PLACE ||
         made_in(a, op, init->value, &here);
}

/* Value v of loop `op`'s body is the buffer of an allocation made in
 * the body, surely (equivalent). */
static bool made_in(MlbOsa *a, MlbOperation *op, MlbValue *v,
                    const LoopChain *chain) {
  uint32_t id = mlb_osa_id(a, v), root = mlb_osa_alias_root(a, id), m = root;
  do {
    MlbValue *w = a->values.data[m];
    if (w->def_op && mlb_op_is_ancestor(op, w->def_op) && w->def_op != op &&
        mlb_osa_equiv_root(a, m) == mlb_osa_equiv_root(a, id) &&
        (allocated_here(w) || copied_here(a, w) ||
         inner_loop_result_made_in(a, op, w, chain)))
      return true;
    m = a->alias_next.data[m];
  } while (m != root);
  return false;
}

bool mlb_osa_made_in_body(MlbOsa *a, MlbOperation *op, MlbValue *v) {
  return made_in(a, op, v, NULL);
}

/* Is op in block h's region, in a block h dominates (or nested in one)? */
static bool dominated_by_block(MlbOsa *a, MlbBlock *h, MlbOperation *op) {
  MlbBlock *b = mlb_osa_block_in(h->parent, op);
  return b && mlb_dom_info_dominates(&a->dom, h, b);
}

bool mlb_osa_made_after_block(MlbOsa *a, MlbBlock *h, MlbValue *v) {
  uint32_t id = mlb_osa_id(a, v), root = mlb_osa_alias_root(a, id), m = root;
  for (uint32_t k = 0; k < h->num_args; k++)
    if (is_tensor(h->args[k]) && mlb_osa_equivalent(a, h->args[k], v))
      return false;
  do {
    MlbValue *w = a->values.data[m];
    if (w->def_op && dominated_by_block(a, h, w->def_op) &&
        mlb_osa_equiv_root(a, m) == mlb_osa_equiv_root(a, id) &&
        (allocated_here(w) || copied_here(a, w)))
      return true;
    m = a->alias_next.data[m];
  } while (m != root);
  return false;
}

/* Operand k of a loop terminator `term` (in place) hands on a buffer made
 * in this trip, which no other operand of the terminator may share: the
 * next trip can take that very buffer, with no copy (the stencil loop
 * writing its update into a new tensor). */
static bool is_iteration_arg_buffer(MlbOsa *a, MlbOperation *op,
                                    MlbUse *x);

static void record_fresh_yield(MlbOsa *a, MlbOperation *op,
                               MlbOperation *term, uint32_t i) {
  MlbUse *u = &term->operands[i];
  if (mlb_osa_decision(a, u) != MLB_OSA_IN_PLACE || !mlb_osa_made_in_body(a, op, u->value))
    return;
  uint32_t root = mlb_osa_alias_root(a, mlb_osa_id(a, u->value));
  for (uint32_t j = 0; j < term->num_operands; j++)
    if (j != i && is_tensor(mlb_op_operand(term, j)) &&
        mlb_osa_alias_root(a, mlb_osa_id(a, mlb_op_operand(term, j))) ==
            root &&
        !is_iteration_arg_buffer(a, op, &term->operands[j]))
      return;
  mlb_ptrmap_put(&a->own_yields, u, term);
  mlb_ptrmap_put(&a->new_yields, u, term);
}

/* Is v equivalent to one of b's tensor arguments? */
static bool equivalent_to_argument(MlbOsa *a, MlbValue *v, MlbBlock *b) {
  for (uint32_t k = 0; k < b->num_args; k++)
    if (is_tensor(b->args[k]) && mlb_osa_equivalent(a, v, b->args[k]))
      return true;
  return false;
}

/* Operand x of trip-distinct loop op's terminator hands on an iteration
 * argument's own buffer (in place, equivalent), or a copy: either way not
 * the buffer the trip made for another operand, though the alias sets
 * join the two through the loop's results (double buffering hands the
 * argument it read on and yields its new value in place of it). */
static bool is_iteration_arg_buffer(MlbOsa *a, MlbOperation *op,
                                    MlbUse *x) {
  /* The block whose terminator hands values back: an scf.while's second. */
  MlbBlock *body = op->regions[op->num_regions - 1].first;
  return mlb_ptrmap_get(&a->trip_distinct, op) && body &&
         mlb_osa_decision(a, x) == MLB_OSA_IN_PLACE &&
         equivalent_to_argument(a, x->value, body);
}

bool mlb_osa_use_escapes(const MlbUse *x) {
  MlbOperation *op = x->owner;
  for (uint32_t r = 0; r < op->num_results; r++)
    if (mlb_type_is_memref(mlb_op_result(op, r)->type))
      return true;
  return false;
}

/* Is the buffer of iteration argument `arg` dead once its trip ends, so
 * that the next trip may write its new value there? No other operand of
 * the terminator `term` hands it on (operand i, made in the trip, is not
 * it), and nothing that may be it leaves tensor land, where the analysis
 * loses track of it. */
bool mlb_osa_arg_dies_with_trip(MlbOsa *a, MlbOperation *term, uint32_t i,
                                MlbValue *arg) {
  uint32_t id = mlb_osa_id(a, arg), root = mlb_osa_alias_root(a, id);
  for (uint32_t j = 0; j < term->num_operands; j++)
    if (j != i && is_tensor(mlb_op_operand(term, j)) &&
        mlb_osa_alias_root(a, mlb_osa_id(a, mlb_op_operand(term, j))) == root)
      return false;
  uint32_t m = id;
  do {
    for (MlbUse *x = a->values.data[m]->uses; x; x = x->next)
      if (mlb_osa_use_escapes(x))
        return false;
    m = a->alias_next.data[m];
  } while (m != id);
  return true;
}

/* A use decided out of place that does not read its operand writes a
 * buffer of its own and never looks at the operand's (a linalg.fill of
 * the init in the loop). */
bool mlb_osa_touches_nothing(MlbOsa *a, MlbUse *x) {
  return mlb_osa_decision(a, x) == MLB_OSA_OUT_OF_PLACE &&
         !mlb_osa_reads(a, x->owner, mlb_use_index(x));
}

/* Once the buffers take turns, the buffer entering the loop for argument
 * `arg` becomes the spare after the first trip, and the second trip
 * writes its new value there. The tensor program knows nothing of that
 * write: any other name of that buffer the loop uses -- the init itself,
 * a cast of it, another init operand -- reads or writes the new value
 * (random program 1340119: the second region wrote the init, in place,
 * over the update). So no value of arg's alias set defined before the
 * loop may be used inside it, nor by the loop but as `init`, the operand
 * entering arg. Names the loop makes itself, its region arguments and
 * what derives from them, follow the buffers trip by trip. An init out
 * of place enters as the loop's own copy, which nothing before the loop
 * names: the alias set, coarser than the buffers (it held another init
 * of the loop in bench/bufferize_while_fuzz.py seeds 193, 310, 409, 562
 * and 573, whose loops took turns rightly), need not be asked. Nor do
 * uses that touch no buffer of the set (mlb_osa_touches_nothing). */
static bool named_from_outside(MlbOsa *a, MlbOperation *op, MlbValue *arg,
                               const MlbUse *init) {
  if (mlb_osa_decision(a, init) == MLB_OSA_OUT_OF_PLACE)
    return false;
  uint32_t id = mlb_osa_id(a, arg), m = id;
  do {
    MlbValue *v = a->values.data[m];
    MlbOperation *def =
        v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
    if (!def || !mlb_op_is_ancestor(op, def))
      for (MlbUse *x = v->uses; x; x = x->next)
        if (x != init && mlb_op_is_ancestor(op, x->owner) &&
            !mlb_osa_touches_nothing(a, x))
          return true;
    m = a->alias_next.data[m];
  } while (m != id);
  return false;
}

/* Yield operand k of loop op's terminators. When one hands on a buffer
 * made in the trip, the body is a single block, and the iteration
 * argument's buffer is dead at the end of the trip, the two can take
 * turns: the rewrite allocates the second buffer once, before the loop
 * (the ping-pong of a stencil). */
static void fresh_yields(MlbOsa *a, MlbOperation *op, uint32_t k,
                         MlbValue *arg, const MlbUse *init) {
  for (MlbBlock *b = op->regions[0].first; b; b = b->next) {
    MlbOperation *term = mlb_block_terminator(b);
    MlbUse *u = mlb_term_parent_use(term, k);
    if (!u || !is_tensor(u->value))
      continue;
    uint32_t i = mlb_use_index(u);
    record_fresh_yield(a, op, term, i);
    if (b == op->regions[0].first && !b->next &&
        mlb_osa_yields_own_buffer(a, term, i) &&
        mlb_osa_arg_dies_with_trip(a, term, i, arg) &&
        !named_from_outside(a, op, arg, init))
      mlb_vec_push(&a->swaps, ((MlbOsaSwap){op, k, k}));
  }
}

/* Position k of a two-region loop (scf.while) whose second region does
 * not hand back its argument's buffer: as in a one-region loop, its
 * terminator's operand i may hand on a buffer made in the trip, with no
 * copy. The two buffers take turns when, besides, the first region's
 * terminator hands argument k's buffer (in place, equivalent) to the
 * second region's argument j, and that buffer is dead once the trip
 * ends: then argument j holds what argument k held -- the init's buffer
 * on the first trip, the last trip's new buffer after -- and nothing
 * else. */
static void two_region_fresh_yield(MlbOsa *a, MlbOperation *op,
                                   MlbOperation *cond, uint32_t cstart,
                                   uint32_t ccount, MlbOperation *yield,
                                   uint32_t i, uint32_t k,
                                   const MlbUse *init) {
  MlbBlock *before = op->regions[0].first, *after = op->regions[1].first;
  if (!is_tensor(mlb_op_operand(yield, i)))
    return;
  record_fresh_yield(a, op, yield, i);
  if (!mlb_osa_yields_own_buffer(a, yield, i) || before->next || after->next)
    return;
  for (uint32_t j = 0; j < ccount && j < after->num_args; j++) {
    MlbUse *c = &cond->operands[cstart + j];
    if (mlb_osa_decision(a, c) == MLB_OSA_IN_PLACE &&
        mlb_osa_equivalent(a, c->value, before->args[k]) &&
        mlb_osa_arg_dies_with_trip(a, yield, i, after->args[j]) &&
        !named_from_outside(a, op, after->args[j], init)) {
      mlb_vec_push(&a->swaps, ((MlbOsaSwap){op, k, j}));
      return;
    }
  }
}

/* Does an operand of `term` other than operand i hand on value v's
 * buffer (equivalent)? */
static bool yielded_elsewhere(MlbOsa *a, MlbOperation *term, uint32_t i,
                              MlbValue *v) {
  for (uint32_t m = 0; m < term->num_operands; m++)
    if (m != i && is_tensor(mlb_op_operand(term, m)) &&
        mlb_osa_equivalent(a, mlb_op_operand(term, m), v))
      return true;
  return false;
}

/* In a trip-distinct loop (one_shot_origins.c), a yield operand k that
 * is neither its own argument's buffer nor one made in the trip may be
 * another argument j's buffer (in place, equivalent), which no other
 * operand hands on: the next trip takes that very buffer at k with no
 * copy. The arguments change places (double buffering: yield %new, %cur
 * where %new was written into the second argument), and each trip's
 * arguments stay distinct buffers. */
static void permuted_yields(MlbOsa *a, MlbOperation *op, uint32_t count,
                            uint32_t first, uint32_t nargs) {
  MlbBlock *body = op->regions[0].first;
  MlbOperation *term = mlb_block_terminator(body);
  if (!mlb_ptrmap_get(&a->trip_distinct, op) || !term)
    return;
  for (uint32_t k = 0; k < count && k < nargs; k++) {
    MlbUse *u = mlb_term_parent_use(term, k);
    if (!u || !is_tensor(u->value) ||
        mlb_osa_decision(a, u) != MLB_OSA_IN_PLACE ||
        mlb_osa_yields_own_buffer(a, term, mlb_use_index(u)))
      continue;
    for (uint32_t j = 0; j < count && j < nargs; j++) {
      MlbValue *arg = body->args[first + j];
      if (j == k || !is_tensor(arg) ||
          !mlb_osa_equivalent(a, u->value, arg) ||
          yielded_elsewhere(a, term, mlb_use_index(u), arg))
        continue;
      mlb_ptrmap_put(&a->own_yields, u, term);
      mlb_ptrmap_put(&a->perm_yields, u, (void *)(uintptr_t)(j + 1));
      break;
    }
  }
}

/* Argument j of the second region holds, surely, the buffer of one of
 * the first region's arguments: the condition forwards it in place,
 * equivalent. A tensor from before the loop the condition forwards is
 * not the loop's to hand round (it would become an argument the next
 * trip writes). */
static bool holds_carried_buffer(MlbOsa *a, MlbOperation *op,
                                 MlbOperation *cond, uint32_t j) {
  MlbBlock *before = op->regions[0].first;
  uint32_t cstart = 0, ccount = 0;
  if (!mlb_term_forwarded_operands(cond, 1, &cstart, &ccount) || j >= ccount)
    return false;
  MlbUse *c = &cond->operands[cstart + j];
  return mlb_osa_decision(a, c) == MLB_OSA_IN_PLACE &&
         equivalent_to_argument(a, c->value, before);
}

/* As permuted_yields, for a trip-distinct loop of two regions
 * (scf.while): within a trip the second region's arguments are distinct
 * buffers (the values
 * the first region hands on share none: mlb_osa_init_shares_sibling), so
 * a value handed back to the first region's argument k that is not
 * position k's own buffer may be argument j's of the second region (in
 * place, equivalent) when no other operand hands that one back and j
 * holds a buffer the loop carries (holds_carried_buffer): the
 * next trip's arguments are again distinct buffers, with no copy (the
 * Jacobi sweep written with scf.while, yield %new, %cur). */
static void permuted_handbacks(MlbOsa *a, MlbOperation *op,
                               MlbOperation *cond, MlbOperation *yield,
                               uint32_t ystart, uint32_t ycount) {
  MlbBlock *after = op->regions[1].first;
  if (!mlb_ptrmap_get(&a->trip_distinct, op))
    return;
  for (uint32_t k = 0; k < ycount; k++) {
    MlbUse *u = &yield->operands[ystart + k];
    if (!is_tensor(u->value) || mlb_osa_decision(a, u) != MLB_OSA_IN_PLACE ||
        mlb_osa_yields_own_buffer(a, yield, ystart + k))
      continue;
    for (uint32_t j = 0; j < after->num_args; j++) {
      MlbValue *arg = after->args[j];
      if (!is_tensor(arg) || !mlb_osa_equivalent(a, u->value, arg) ||
          yielded_elsewhere(a, yield, ystart + k, arg) ||
          !holds_carried_buffer(a, op, cond, j))
        continue;
      mlb_ptrmap_put(&a->own_yields, u, yield);
      mlb_ptrmap_put(&a->perm_yields, u, (void *)(uintptr_t)(j + 1));
      break;
    }
  }
}

bool mlb_osa_yields_new_buffer(const MlbOsa *a, MlbOperation *term,
                               uint32_t i) {
  return mlb_ptrmap_get(&a->new_yields, &term->operands[i]) != NULL;
}

bool mlb_osa_yields_other_arg(const MlbOsa *a, MlbOperation *term,
                              uint32_t i) {
  return mlb_ptrmap_get(&a->perm_yields, &term->operands[i]) != NULL;
}

static MlbWalkResult loop_equivalences(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (rb && rb->is_loop && op->num_regions == 2)
    return two_region_loop_equivalences(op, user);
  if (!rb || !rb->is_loop || op->num_regions != 1 || !rb->entry_operands)
    return MLB_WALK_ADVANCE;
  uint32_t start = 0, count = 0, first = 0, nargs = 0;
  rb->entry_operands(op, 0, &start, &count);
  rb->successor_inputs(op, 0, &first, &nargs);
  MlbBlock *body = op->regions[0].first;
  for (uint32_t k = 0; k < count && k < nargs && body; k++) {
    MlbValue *init = mlb_op_operand(op, start + k);
    MlbValue *arg = body->args[first + k];
    if (!is_tensor(init))
      continue;
    if (!yields_equivalent(a, op, 0, k, arg, true)) {
      fresh_yields(a, op, k, arg, &op->operands[start + k]);
      continue;
    }
    /* One buffer throughout: the init's own when it is in place. */
    uint32_t i = mlb_osa_id(a, arg);
    if (k < op->num_results)
      mlb_osa_unite_equiv(a, i, mlb_osa_id(a, mlb_op_result(op, k)));
    if (mlb_osa_decision(a, &op->operands[start + k]) == MLB_OSA_IN_PLACE)
      mlb_osa_unite_equiv(a, i, mlb_osa_id(a, init));
  }
  if (body)
    permuted_yields(a, op, count, first, nargs);
  return MLB_WALK_ADVANCE;
}

static MlbWalkResult branch_equivalences(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || rb->is_loop || !op->num_regions)
    return MLB_WALK_ADVANCE;
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    MlbBlock *b0 = op->regions[0].first;
    MlbOperation *t0 = b0 ? mlb_block_terminator(b0) : NULL;
    uint32_t start = 0, count = 0;
    if (!is_tensor(res) || !t0 ||
        !mlb_term_forwarded_operands(t0, MLB_REGION_PARENT, &start, &count) ||
        r >= count)
      continue;
    MlbValue *cand = mlb_op_operand(t0, start + r);
    bool all = true;
    for (uint32_t g = 0; g < op->num_regions && all; g++)
      all = yields_equivalent(a, op, (int32_t)g, r, cand, false);
    if (all)
      mlb_osa_unite_equiv(a, mlb_osa_id(a, res), mlb_osa_id(a, cand));
  }
  return MLB_WALK_ADVANCE;
}

/* copy-before-write: no analyzed op writes a buffer in place, so a
 * loop's yield may hand its buffer to the next trip and to the result: no
 * trip can clobber what another reads (upstream's loops resolve no yield
 * conflicts in this mode either). Not an equivalence: the buffers differ,
 * only no copy is needed. Except a memref the body made outside
 * bufferization's control (a to_tensor of an alloca would die with the
 * trip: random program 6101072): that one is still copied. */
/* May value v's buffer be a memref that bufferization does not control,
 * made inside `op` (a to_tensor of a memref.alloca in the body, which
 * dies when the trip ends)? Then it cannot pass to the next trip. */
static bool may_be_foreign_inside(MlbOsa *a, MlbOperation *op, MlbValue *v) {
  uint32_t id = mlb_osa_id(a, v), m = id;
  do {
    MlbValue *x = a->values.data[m];
    const MlbBufferizeIface *bi = x->def_op ? mlb_buf_iface(x->def_op) : NULL;
    if (bi && (bi->flags & MLB_BUF_RESULTS_FOREIGN) &&
        mlb_op_is_ancestor(op, x->def_op))
      return true;
    m = a->alias_next.data[m];
  } while (m != id);
  return false;
}

static MlbWalkResult loop_yields_without_copies(MlbOperation *op,
                                                void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->is_loop)
    return MLB_WALK_ADVANCE;
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next) {
      MlbOperation *term = mlb_block_terminator(b);
      for (uint32_t i = 0; term && i < term->num_operands; i++)
        if (is_tensor(mlb_op_operand(term, i)) &&
            mlb_osa_decision(a, &term->operands[i]) == MLB_OSA_IN_PLACE &&
            !may_be_foreign_inside(a, op, mlb_op_operand(term, i)))
          mlb_ptrmap_put(&a->own_yields, &term->operands[i], term);
    }
  return MLB_WALK_ADVANCE;
}

void mlb_osa_forwarded_equivalences(MlbOsa *a, MlbOperation *root) {
  if (a->opts->copy_before_write) {
    mlb_walk_post(root, loop_yields_without_copies, a);
    mlb_walk_post(root, branch_equivalences, a);
    return;
  }
  /* Inner ops first: an outer loop's yield may be an inner loop's result. */
  mlb_walk_post(root, loop_equivalences, a);
  mlb_walk_post(root, branch_equivalences, a);
}
