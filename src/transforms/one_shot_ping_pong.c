/* one_shot_ping_pong.c - two buffers taking turns in a loop whose trip
 * writes its new value into a new tensor (a stencil: read the iteration
 * argument, write the update elsewhere, yield the update).
 *
 * The analysis (MlbOsa.swaps) names the loops and positions where the
 * yielded buffer is made in the trip and the iteration argument's buffer
 * is dead once the trip ends. Bufferized, such a trip allocates a buffer
 * and hands it to the next trip. Here that allocation moves before the
 * loop (allocated once) and the loop carries it as one more iteration
 * argument, the spare: each trip writes its new value into the spare and
 * yields the buffer it read from as the next spare. Two buffers in all,
 * whatever the trip count; upstream (with allow-return-allocs-from-loops)
 * allocates one per trip. The extra result is the spare after the last
 * trip; the deallocation pipeline frees it with the rest.
 *
 * Only the allocation that One-Shot Bufferize made itself moves (the
 * rewriter lists them): its contents are undefined, so a stale buffer
 * serves as well, and its lifetime is ours. It must sit in the body's
 * block itself (once per trip), have sizes defined before the loop, and
 * have the iteration argument's type, so that the two buffers are
 * interchangeable. The loop's forwarded lists must end its operand,
 * argument, result and terminator lists (forwarded_lists.h).
 */
#include "rewrite/build.h"
#include "transforms/forwarded_lists.h"
#include "transforms/one_shot_bufferize.h"

static bool is_memref(const MlbValue *v, void *user) {
  MLB_UNUSED(user);
  return mlb_type_is_memref(v->type);
}

MlbValue *mlb_osb_cast_root(MlbValue *v) {
  while (v->def_op && mlb_op_has_trait(v->def_op, MLB_TRAIT_CAST) &&
         v->def_op->num_operands == 1)
    v = mlb_op_operand(v->def_op, 0);
  return v;
}

static bool defined_outside(MlbOperation *loop, MlbValue *v) {
  MlbOperation *def =
      v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
  return !def || !mlb_op_is_ancestor(loop, def);
}

/* The allocation of ours that value v of the body is (through casts),
 * when it can move before the loop and stand for the iteration argument
 * `arg` (of the same type; NULL: the caller checks the type). */
static MlbOperation *movable_alloc(MlbOperation *loop, MlbBlock *body,
                                   MlbValue *v, MlbValue *arg,
                                   MlbPtrMap *allocs) {
  v = mlb_osb_cast_root(v);
  MlbOperation *a = v->def_op;
  if (!a || !mlb_ptrmap_get(allocs, a) || a->block != body ||
      a->num_regions || a->num_results != 1 ||
      (arg && v->type != arg->type))
    return NULL;
  for (uint32_t i = 0; i < a->num_operands; i++)
    if (!defined_outside(loop, mlb_op_operand(a, i)))
      return NULL;
  return a;
}

/* Loop position k: the allocation moves before the loop and becomes the
 * spare. Returns the loop (rebuilt with one more result) or NULL when
 * nothing changed. */
static MlbOperation *swap_buffers(MlbContext *ctx, MlbOperation *loop,
                                  uint32_t k, MlbPtrMap *allocs) {
  const MlbRegionBranchIface *rb =
      mlb_op_iface(loop, MLB_IFACE_REGION_BRANCH);
  MlbBlock *body = loop->num_regions == 1 ? loop->regions[0].first : NULL;
  MlbOperation *term = body ? mlb_block_terminator(body) : NULL;
  MlbUse *yield = mlb_term_parent_use(term, k);
  uint32_t first = 0, nargs = 0;
  if (!rb || !rb->successor_inputs || !yield || body->next ||
      !mlb_region_op_forwards_at_ends(loop, is_memref, NULL, NULL))
    return NULL;
  rb->successor_inputs(loop, 0, &first, &nargs);
  if (k >= nargs)
    return NULL;
  MlbValue *cur = body->args[first + k];
  MlbOperation *a = movable_alloc(loop, body, yield->value, cur, allocs);
  if (!a)
    return NULL;
  MlbOperation *spare_alloc = mlb_op_clone(ctx, a, NULL);
  mlb_op_insert_before(loop, spare_alloc);
  MlbValue *first_spare = mlb_op_result(spare_alloc, 0);
  mlb_region_op_append_operands(ctx, loop, 1, &first_spare);
  MlbValue *spare = mlb_block_add_arg(ctx, body, cur->type, loop->loc);
  mlb_op_insert_operands(ctx, term, term->num_operands, 1, &cur);
  mlb_value_replace_all_uses(mlb_op_result(a, 0), spare);
  mlb_op_destroy(ctx, a);
  MlbOperation *nop = mlb_op_rebuild_with_results(ctx, loop, 1, cur->type);
  mlb_op_destroy(ctx, loop);
  return nop;
}

/* The terminator of region r's single block, with the range of its
 * operands forwarded to region `to`. */
static MlbOperation *forwarder(MlbOperation *op, uint32_t r, int32_t to,
                               uint32_t *start, uint32_t *count) {
  MlbBlock *b = op->regions[r].first;
  MlbOperation *t = b && !b->next ? mlb_block_terminator(b) : NULL;
  return t && mlb_term_forwarded_operands(t, to, start, count) ? t : NULL;
}

/* A loop of two regions (scf.while): the first region's terminator hands
 * argument k's buffer to the second region's argument j (the analysis
 * says), and the second region's terminator hands back, at k, the buffer
 * its trip allocated. The spare goes round as one more value of each
 * forwarded list: an operand entering the first region, its argument,
 * the first terminator's operand (to the second region's new argument
 * and to the loop's new result), and the second terminator's operand
 * handing back argument j's buffer, the one the trip read. The new value
 * is written into the second region's new argument. The loop's results
 * are the first terminator's operands: result j holds the last value.
 *
 * The region arguments have the type the rewrite of scf.while gives them:
 * the init's when every buffer reaching them has it, else the fully
 * dynamic layout, to which any buffer casts. The spare has
 * the allocation's type, and argument j's buffer casts to it: required
 * is that the init entering at k is, through casts, a buffer of that very
 * type, so that every buffer reaching argument k -- the init's, a trip's
 * allocation, the spare -- has it. */
static MlbOperation *swap_two_regions(MlbContext *ctx, MlbOperation *loop,
                                      uint32_t k, uint32_t j,
                                      MlbPtrMap *allocs) {
  const MlbRegionBranchIface *rb =
      mlb_op_iface(loop, MLB_IFACE_REGION_BRANCH);
  uint32_t is = 0, in = 0, cs = 0, cn = 0, ys = 0, yn = 0, f0 = 0, n0 = 0,
           f1 = 0, n1 = 0;
  if (!rb || !rb->entry_operands || !rb->successor_inputs ||
      !mlb_region_op_forwards_at_ends(loop, is_memref, NULL, NULL))
    return NULL;
  rb->entry_operands(loop, 0, &is, &in);
  rb->successor_inputs(loop, 0, &f0, &n0);
  rb->successor_inputs(loop, 1, &f1, &n1);
  MlbOperation *cond = forwarder(loop, 0, 1, &cs, &cn);
  MlbOperation *yield = forwarder(loop, 1, 0, &ys, &yn);
  MlbBlock *before = loop->regions[0].first, *after = loop->regions[1].first;
  if (!cond || !yield || k >= in || k >= yn || k >= n0 || j >= cn ||
      j >= n1 || cond->block != before || yield->block != after)
    return NULL;
  MlbValue *got = after->args[f1 + j];
  MlbOperation *a =
      movable_alloc(loop, after, mlb_op_operand(yield, ys + k), NULL, allocs);
  if (!a)
    return NULL;
  MlbType *t = mlb_op_result(a, 0)->type;
  if (mlb_osb_cast_root(mlb_op_operand(loop, is + k))->type != t)
    return NULL;
  MlbOperation *spare_alloc = mlb_op_clone(ctx, a, NULL);
  mlb_op_insert_before(loop, spare_alloc);
  MlbValue *first_spare = mlb_op_result(spare_alloc, 0);
  mlb_region_op_append_operands(ctx, loop, 1, &first_spare);
  MlbValue *in_before = mlb_block_add_arg(ctx, before, t, loop->loc);
  mlb_op_insert_operands(ctx, cond, cond->num_operands, 1, &in_before);
  MlbValue *spare = mlb_block_add_arg(ctx, after, t, loop->loc);
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, yield);
  MlbValue *back = got->type == t ? got : mlb_bld_cast(&b, loop->loc, got, t);
  mlb_op_insert_operands(ctx, yield, yield->num_operands, 1, &back);
  mlb_value_replace_all_uses(mlb_op_result(a, 0), spare);
  mlb_op_destroy(ctx, a);
  MlbOperation *nop = mlb_op_rebuild_with_results(ctx, loop, 1, t);
  mlb_op_destroy(ctx, loop);
  return nop;
}

void mlb_osb_ping_pong(MlbContext *ctx, MlbOsa *a, MlbPtrMap *allocs) {
  MlbOsaSwap *s = a->swaps.data;
  for (uint32_t i = 0; i < a->swaps.len; i++) {
    MlbOperation *l = s[i].loop;
    MlbOperation *nop =
        l->num_regions == 2
            ? swap_two_regions(ctx, l, s[i].k, s[i].j, allocs)
            : swap_buffers(ctx, l, s[i].k, allocs);
    /* Later entries of the same loop follow it to its rebuilt op. */
    for (uint32_t j = i + 1; nop && j < a->swaps.len; j++)
      if (s[j].loop == s[i].loop)
        s[j].loop = nop;
  }
}
