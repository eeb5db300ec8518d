/* eliminate_empty_tensors.c - the `eliminate-empty-tensors` pass: a
 * tensor.empty whose value ends up inserted into a destination is
 * replaced by the slice of that destination, so that One-Shot Bufferize
 * computes it there in place instead of in a new buffer that is then
 * copied (upstream's EmptyTensorElimination).
 *
 *   %e = tensor.empty() : tensor<4xf32>         %s = tensor.extract_slice
 *   %f = linalg.fill ins(%c : f32)                     %d[%o] [4] [1]
 *          outs(%e : tensor<4xf32>)        =>   %e = tensor.empty() ...
 *   %r = tensor.insert_slice %f                 %f = linalg.fill ins(%c)
 *          into %d[%o] [4] [1]                         outs(%s : ...)
 *                                               %r = tensor.insert_slice %f
 *                                                      into %d[%o] [4] [1]
 *
 * Algorithm, as upstream's:
 *  1. Run the One-Shot analysis (analysis/one_shot.c) on the op, with
 *     function boundaries when it is a module.
 *  2. Visit, in post-order, every op that is a subset insertion (its
 *     bufferization interface says so: MlbBufSubsetInsertion) whose
 *     source bufferizes in place.
 *  3. Follow the source back through results that are equivalent to an
 *     operand (a DPS op's init, a cast) of the same type or through a cast,
 *     to the tensor.empty ops it starts from, remembering the use by which
 *     the chain left each empty.
 *  4. Find an insertion point for the extraction: the empty itself, or
 *     right after the definition of a value the extraction needs; it must
 *     see all those values and dominate the use. Build the extraction there
 *     (a tensor.cast to the empty's type when the types differ only in
 *     static sizes) and make that one use read it. The tensor.empty stays
 *     for any other use (a later cleanup erases it when dead).
 *
 * The analysis is not run again after a replacement: One-Shot Bufferize
 * runs its own, which puts the written slice out of place if the rewrite
 * created a conflict. Differences from upstream: when no insertion point
 * fits, upstream moves the needed values' definitions above the use; mlbuf
 * skips the replacement. A memref destination of
 * materialize_in_destination offers a restrict to_tensor of it only when
 * the op is marked restrict (its subset insertion says).
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "analysis/one_shot.h"
#include "rewrite/build.h"
#include "support/thresholds.h"
#include "transforms/pass.h"

typedef struct Elim {
  MlbContext *ctx;
  MlbOsa *osa;
  MlbDomInfo dom;
  const char *empty_name; /* interned "tensor.empty" */
} Elim;

/* ==== Reverse use-def chain ==== */

/* Does result `res` of op hold operand i's buffer, the very same one
 * (upstream's Equivalent relation)? By the interface, or by the analysis
 * (a loop result whose yields hand back the iteration argument). */
static bool equivalent_operand(Elim *e, MlbValue *res, uint32_t i) {
  MlbOperation *op = res->def_op;
  MlbBufAlias buf[8];
  MlbBufAlias *al = MLB_FITS_SMALL(op->num_results, buf)
                        ? buf
                        : mlb_malloc(op->num_results * sizeof *al + 1);
  uint32_t n = mlb_buf_aliases(op, i, al);
  bool found = false, equivalent = false;
  for (uint32_t k = 0; k < n; k++)
    if (al[k].result == res->index) {
      found = true;
      equivalent |= al[k].relation == MLB_BUF_EQUIVALENT;
    }
  if (al != buf)
    mlb_free(al);
  if (found && !equivalent)
    equivalent = mlb_osa_equivalent(e->osa, res, mlb_op_operand(op, i));
  return equivalent;
}

/* Found tensor.empty values and, for each, the use the chain reached it
 * through. */
typedef MLB_VEC(MlbUse *) MlbUseVec;
typedef struct Found {
  MlbValueVec empties;
  MlbUseVec uses;
} Found;

static void found_add(Found *f, MlbUse *u) {
  for (uint32_t k = 0; k < f->empties.len; k++)
    if (f->empties.data[k] == u->value)
      return;
  mlb_vec_push(&f->empties, u->value);
  mlb_vec_push(&f->uses, u);
}

/* Result k of a region op that is no loop (scf.if, index_switch) is
 * whatever its regions yield: each terminator's operand k continues the
 * chain (upstream: aliasing, equivalent, not definite). */
static void push_yielded(MlbOperation *op, MlbValue *res, MlbUseVec *work) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || rb->is_loop)
    return;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbUse *u = mlb_term_parent_use(mlb_block_terminator(b), res->index);
      if (u && u->value->type == res->type)
        mlb_vec_push(work, u);
    }
}

/* From use `start` back to the tensor.empty ops its value comes from,
 * following only results equivalent to an operand with the same type
 * (or a cast's result), and the results of branching region ops to what
 * their regions yield. A block argument, an op without the interface or
 * any other op ends the chain there. */
static void find_empties(Elim *e, MlbUse *start, Found *out) {
  MlbUseVec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, start);
  while (work.len) {
    MlbUse *u = mlb_vec_pop(&work);
    MlbValue *v = u->value;
    bool ins;
    mlb_ptrmap_slot(&seen, v, &ins);
    if (!ins || !v->def_op)
      continue;
    MlbOperation *def = v->def_op;
    if (def->name == e->empty_name) {
      found_add(out, u);
      continue;
    }
    if (def->num_regions)
      push_yielded(def, v, &work);
    if (!mlb_buf_iface(def))
      continue;
    for (uint32_t i = 0; i < def->num_operands; i++) {
      MlbValue *x = mlb_op_operand(def, i);
      if (!mlb_type_is_tensor(x->type) || !equivalent_operand(e, v, i))
        continue;
      if (x->type != v->type && !mlb_op_has_trait(def, MLB_TRAIT_CAST))
        continue;
      mlb_vec_push(&work, &def->operands[i]);
    }
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
}

/* ==== Insertion point ==== */

static MlbOperation *ancestor_in_block(MlbBlock *b, MlbOperation *op) {
  for (; op; op = mlb_op_parent_op(op))
    if (op->block == b)
      return op;
  return NULL;
}

/* Every needed value is visible at ip, and ip comes before `user`. A
 * result is not visible inside its own op's regions (an scf.if yielding
 * what its result later becomes: no enclosing-op dominance here). */
static bool point_fits(Elim *e, MlbOperation *ip, MlbOperation *user,
                       const MlbValueVec *needed) {
  for (uint32_t k = 0; k < needed->len; k++) {
    MlbValue *v = needed->data[k];
    bool visible =
        v->def_op ? mlb_dom_info_op_properly_dominates(&e->dom, v->def_op,
                                                       ip, false)
                  : ancestor_in_block(v->owner_block, ip) != NULL;
    if (!visible)
      return false;
  }
  return mlb_dom_info_op_dominates(&e->dom, ip, user);
}

/* The empty itself, else right after the definition of a needed value
 * (the first op of its block for a block argument): the first that fits. */
static MlbOperation *insertion_point(Elim *e, MlbOperation *empty,
                                     MlbOperation *user,
                                     const MlbValueVec *needed) {
  if (point_fits(e, empty, user, needed))
    return empty;
  for (uint32_t k = 0; k < needed->len; k++) {
    MlbValue *v = needed->data[k];
    MlbOperation *ip = v->def_op ? v->def_op->next : v->owner_block->first;
    if (ip && point_fits(e, ip, user, needed))
      return ip;
  }
  return NULL;
}

/* No insertion point fits because a needed value is defined after the
 * use: move the definitions it depends on (effect-free ops without
 * regions in the use's block, in their order) above the use, which then
 * is the insertion point (upstream's moveValueDefinitions). False, and
 * nothing moved, when some definition cannot move. */
static bool hoist_needed(Elim *e, const MlbValueVec *needed,
                         MlbOperation *user) {
  MlbValueVec work = {0};
  MlbPtrMap move;
  mlb_ptrmap_init(&move);
  for (uint32_t k = 0; k < needed->len; k++)
    mlb_vec_push(&work, needed->data[k]);
  bool ok = true;
  while (work.len && ok) {
    MlbValue *v = mlb_vec_pop(&work);
    MlbOperation *d = v->def_op;
    if (!d) {
      ok = ancestor_in_block(v->owner_block, user) != NULL;
      continue;
    }
    if (mlb_dom_info_op_properly_dominates(&e->dom, d, user, false) ||
        mlb_ptrmap_get(&move, d))
      continue;
    mlb_ptrmap_put(&move, d, d);
    /* The use itself cannot move above itself (its result is what the
     * extraction needs: a chain that comes back through it). */
    ok = d != user && d->block == user->block && !d->num_regions &&
         mlb_op_is_effect_free(e->ctx, d);
    for (uint32_t i = 0; ok && i < d->num_operands; i++)
      mlb_vec_push(&work, mlb_op_operand(d, i));
  }
  /* In block order, so that each still follows what it uses. */
  MlbOpVec order = {0};
  for (MlbOperation *x = user->next; ok && x; x = x->next)
    if (mlb_ptrmap_get(&move, x))
      mlb_vec_push(&order, x);
  for (uint32_t k = 0; ok && k < order.len; k++)
    mlb_op_move_before(order.data[k], user);
  mlb_vec_free(&order);
  mlb_vec_free(&work);
  mlb_ptrmap_free(&move);
  return ok;
}

/* ==== Replacement ==== */

/* `repl` as a value of the empty's type: itself, or a tensor.cast placed
 * right after it (the types differ in static sizes); NULL when the
 * element types differ. */
static MlbValue *cast_to(Elim *e, MlbValue *repl, MlbValue *empty) {
  if (repl->type == empty->type)
    return repl;
  if (repl->type->u.shaped.elt != empty->type->u.shaped.elt)
    return NULL;
  MlbBuilder b = {e->ctx, NULL, NULL};
  if (repl->def_op)
    mlb_builder_set_after(&b, repl->def_op);
  else
    mlb_builder_set_start(&b, repl->owner_block);
  MlbOperation *cast = mlb_bld_op(&b, "tensor.cast", empty->def_op->loc, 1,
                                  &repl, 1, &empty->type);
  return mlb_op_result(cast, 0);
}

static void replace_one(Elim *e, MlbOperation *op,
                        const MlbBufSubsetInsertion *si, MlbUse *use,
                        const MlbValueVec *needed) {
  MlbOperation *empty = use->value->def_op, *user = use->owner;
  MlbOperation *ip = insertion_point(e, empty, user, needed);
  if (!ip && hoist_needed(e, needed, user))
    ip = user;
  if (!ip)
    return;
  MlbBuilder b = {e->ctx, NULL, NULL};
  mlb_builder_set_before(&b, ip);
  MlbValue *repl = si->build_extraction(&b, op, empty->loc);
  if (!repl || repl->def_op == empty)
    return;
  repl = cast_to(e, repl, use->value);
  if (repl)
    mlb_op_set_operand(user, mlb_use_index(use), repl);
}

static void eliminate_at(Elim *e, MlbOperation *op) {
  const MlbBufSubsetInsertion *si = mlb_buf_subset_insertion(op);
  if (!si || si->source >= op->num_operands ||
      !mlb_osa_in_place(e->osa, op, si->source))
    return;
  Found f = {0};
  find_empties(e, &op->operands[si->source], &f);
  MlbValueVec needed = {0};
  if (f.empties.len)
    si->needed_values(op, &needed);
  for (uint32_t k = 0; k < f.uses.len; k++)
    replace_one(e, op, si, f.uses.data[k], &needed);
  mlb_vec_free(&needed);
  mlb_vec_free(&f.empties);
  mlb_vec_free(&f.uses);
}

/* ==== Pass ==== */

static MlbWalkResult list_insertions(MlbOperation *op, void *user) {
  if (mlb_buf_subset_insertion(op))
    mlb_vec_push((MlbOpVec *)user, op);
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_eliminate(MlbContext *ctx, MlbOperation *op,
                               const MlbPassOptValue *opts,
                               MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  /* Run on a module, the analysis sees through function boundaries
   * (arguments writable), as One-Shot Bufferize with
   * bufferize-function-boundaries would. */
  MlbOsaOptions ao = {
      .heuristic = MLB_OSA_BOTTOM_UP,
      .check_parallel_regions = true, /* upstream's default options */
      .function_args_writable = mlb_op_is(op, "builtin.module"),
  };
  MlbOsa osa;
  mlb_osa_run(&osa, ctx, op, &ao);
  if (osa.failed) { /* a must-in-place operand cannot be: error out */
    mlb_osa_free(&osa);
    return MLB_FAILURE;
  }
  Elim e = {ctx, &osa, {0}, mlb_intern_cstr(ctx, "tensor.empty")};
  mlb_dom_info_init(&e.dom, false);
  /* Listed first: replacements add ops, but never subset insertions. */
  MlbOpVec ops = {0};
  mlb_walk_post(op, list_insertions, &ops);
  for (uint32_t k = 0; k < ops.len; k++)
    eliminate_at(&e, ops.data[k]);
  mlb_vec_free(&ops);
  mlb_dom_info_free(&e.dom);
  mlb_osa_free(&osa);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_eliminate_empty_tensors = {
    .flag = "eliminate-empty-tensors",
    .name = "EmptyTensorEliminationPass",
    .anchor = "any",
    .summary = "Try to eliminate all tensor.empty ops.",
    .run = run_eliminate,
};
