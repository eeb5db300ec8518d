/* buffer_deallocation_fallback.c - what the copy-based pass does with a
 * function it must refuse (docs/copy-deallocation.md, "Ownership
 * fallback").
 *
 * The copy-based strategy gives every value that may hold one of several
 * buffers a clone of its own. Some programs cannot be given one without
 * changing what they compute (a clone of a buffer written afterwards and
 * read through the other name), and a few shapes defeat its placement;
 * the pass then refuses the function, and about a third of random
 * programs used to stop there. With `ownership-fallback` (the default),
 * such a function is taken back to the input's form and freed by the
 * ownership-based passes instead: run-time ownership flags need no
 * clone, so they handle exactly the shapes that make clones wrong. Both
 * strategies follow one function-boundary ABI (a function never frees
 * its arguments; its caller owns what it returns), so functions of
 * either kind call each other safely.
 *
 * Taking the function back: every change the pass makes before the
 * last refusal the fallback takes goes through three places (clones of
 * operands, split edges, the input's own frees taken out), each noted here
 * while recording; a refusal undoes them last first. The frees are built
 * after that point. The checks of the first look change nothing and keep
 * their errors (MLIR 16's messages): the fallback only follows a refusal
 * of the later phases.
 */
#include "transforms/buffer_deallocation.h"
#include "transforms/ownership_dealloc.h"
#include "rewrite/build.h"

/* The log's block comes from the context's pool (bd_undo_release gives
 * it back): a heap block per function cost 9% of the pass. */
MLB_HOT static void note(BdFunc *f, BdUndo u) {
  if (!f->record_undo)
    return;
  if (!f->undo.data)
    mlb_vec_from_pool(&f->ctx->state_pool, &f->undo);
  mlb_vec_push(&f->undo, u);
}

MLB_HOT void bd_undo_release(BdFunc *f) {
  if (f->undo.data)
    mlb_vec_to_pool(&f->ctx->state_pool, &f->undo);
}

MLB_HOT void bd_note_operand(BdFunc *f, MlbOperation *op, uint32_t k,
                             MlbValue *old) {
  BdUndo u = {.kind = BD_UNDO_OPERAND, .k = k, .op = op, .old = old};
  note(f, u);
}

MLB_HOT void bd_note_split(BdFunc *f, MlbOperation *t, uint32_t k,
                           MlbBlock *to, MlbBlock *edge) {
  BdUndo u = {.kind = BD_UNDO_SPLIT, .k = k, .op = t, .block = to,
              .edge = edge};
  note(f, u);
}

MLB_HOT void bd_note_op(BdFunc *f, BdUndoKind kind, MlbOperation *op) {
  BdUndo u = {.kind = kind, .op = op};
  if (kind == BD_UNDO_UNLINK) { /* where it was, before it goes */
    u.block = op->block;
    u.next = op->next;
  }
  note(f, u);
}

MLB_HOT void bd_note_built(BdFunc *f, const MlbBuilder *b, MlbOperation *prev) {
  if (!f->record_undo)
    return;
  MlbOperation *o = prev ? prev->next : b->block->first;
  for (; o && o != b->before; o = o->next)
    bd_note_op(f, BD_UNDO_BUILT, o);
}

static void undo_one(const BdUndo *u) {
  switch (u->kind) {
  case BD_UNDO_OPERAND: /* the clone's ops were noted before: go next */
    mlb_op_set_operand(u->op, u->k, u->old);
    break;
  case BD_UNDO_SPLIT:
    mlb_op_set_successor(u->op, u->k, u->block);
    mlb_op_erase(u->edge->last); /* its branch uses the edge's arguments */
    mlb_region_remove_block(u->edge);
    break;
  case BD_UNDO_BUILT:
    mlb_op_erase(u->op);
    break;
  case BD_UNDO_UNLINK:
    mlb_block_insert_before(u->block, u->next, u->op);
    break;
  }
}

MLB_COLD void bd_undo_all(BdFunc *f) {
  for (uint32_t i = f->undo.len; i-- > 0;)
    undo_one(&f->undo.data[i]);
  f->undo.len = 0;
}


/* ==== Holding the refusal ==== */

static bool hold(void *user, const MlbDiagnostic *d) {
  BdHeld *h = user;
  mlb_vec_push(&h->diags, mlb_diag_copy(d));
  h->errors += d->severity == MLB_SEV_ERROR;
  return true;
}

MLB_HOT void bd_hold_begin(MlbContext *ctx, BdHeld *h) {
  memset(h, 0, sizeof *h);
  h->saved = ctx->diag_handler;
  h->saved_user = ctx->diag_user;
  ctx->diag_handler = hold;
  ctx->diag_user = h;
}

MLB_HOT void bd_hold_end(MlbContext *ctx, BdHeld *h, bool emit) {
  ctx->diag_handler = h->saved;
  ctx->diag_user = h->saved_user;
  ctx->num_errors -= h->errors; /* emitting counts them again */
  for (uint32_t i = 0; i < h->diags.len; i++)
    if (emit)
      mlb_diag_emit(ctx, h->diags.data[i]);
    else
      mlb_diag_free(h->diags.data[i]);
  mlb_vec_free(&h->diags);
}

/* ==== The ownership-based passes on one function ==== */

/* After the ownership pass, on the function alone. The lowering writes
 * every dealloc out inline: its general case calls a helper function,
 * which only a module root can receive. Canonicalize folds the ownership
 * flags it leaves constant, as at the end of the deallocation pipeline. */
static const char k_passes[] =
    "(buffer-deallocation-simplification,"
    "bufferization-lower-deallocations{inline-limit=2147483647},"
    "canonicalize)";

/* The copy-based pass's callers free every buffer result of a call, so
 * no two results of one return may be one buffer; the ownership passes'
 * callers compare pointers instead and allow it. A returned memref that
 * may be an earlier operand of its return is handed over as a clone when
 * it is one at run time (`scf.if %same { clone } else { itself }`: the
 * function owns it then, and hands it over when it is not). */
static MlbValue *same_as_earlier(MlbBuilder *b, MlbOperation *t,
                                 MlbValue *const *orig, uint32_t j,
                                 MlbAliasInfo *alias) {
  MlbValue *v = orig[j], *same = NULL, *pv = NULL;
  for (uint32_t i = 0; i < j; i++) {
    MlbValue *u = orig[i]; /* the analysis knows the values it was built on */
    if (!mlb_type_is_memref(u->type) || !mlb_alias_may_alias(alias, u, v))
      continue;
    pv = pv ? pv : mlb_bld_aligned_ptr(b, t->loc, v);
    MlbValue *eq = mlb_bld_cmpi(b, t->loc, MLB_CMPI_EQ, pv,
                                mlb_bld_aligned_ptr(b, t->loc, u));
    same = same ? mlb_bld_binary(b, t->loc, "arith.ori", same, eq) : eq;
  }
  return same;
}

static void clone_if_shared(MlbBuilder *b, MlbOperation *t, uint32_t j,
                            const MlbAllocationIface *a, MlbValue *same) {
  MlbValue *v = mlb_op_operand(t, j);
  MlbBlock *then_blk, *else_blk;
  MlbOperation *ifop = mlb_bld_if(b, t->loc, same, 1, &v->type, true,
                                  &then_blk, &else_blk);
  MlbBuilder in = {b->ctx, then_blk, NULL};
  MlbValue *c = mlb_build_clone(&in, a, v, NULL);
  mlb_bld_yield(&in, t->loc, 1, &c);
  MlbBuilder out = {b->ctx, else_blk, NULL};
  mlb_bld_yield(&out, t->loc, 1, &v);
  mlb_op_set_operand(t, j, mlb_op_result(ifop, 0));
}

static void clone_shared_results(MlbContext *ctx, MlbOperation *fn) {
  const MlbOpDesc *d = mlb_lookup_op(ctx, "memref.alloc", 12);
  const MlbAllocationIface *a = d ? d->ifaces[MLB_IFACE_ALLOCATION] : NULL;
  if (!a)
    return;
  MlbAliasInfo alias;
  mlb_alias_build(&alias, ctx, fn);
  MlbBlock *b = NULL;
  for (MlbOperation *t; (t = bd_next_return(fn, &b));) {
    MlbValueVec orig = {0};
    for (uint32_t j = 0; j < t->num_operands; j++)
      mlb_vec_push(&orig, mlb_op_operand(t, j));
    for (uint32_t j = 1; j < t->num_operands; j++) {
      if (!mlb_type_is_memref(orig.data[j]->type))
        continue;
      MlbBuilder bld = {ctx, NULL, NULL};
      mlb_builder_set_before(&bld, t);
      MlbValue *same = same_as_earlier(&bld, t, orig.data, j, &alias);
      if (same)
        clone_if_shared(&bld, t, j, a, same);
    }
    mlb_vec_free(&orig);
  }
  mlb_alias_free(&alias);
}

MLB_COLD MlbStatus bd_ownership_fallback(MlbContext *ctx, MlbOperation *fn,
                                         MlbPassState *st,
                                         const MlbValueVec *freed) {
  /* The module's facts about callees (which return an argument) and
   * callers (which pass buffers in, and rebase what it returns), built
   * after the functions before it were rewritten. A function with no
   * call that nothing names has no such facts: the analysis joins two
   * functions only along a call (arguments to the callee's entry
   * arguments, returned values to the call's results), the frees the
   * facts take are fn's own (mlb_ownership_dealloc_function's `only`),
   * and callers rebasing its results need a call. Its own facts are
   * then the module's, and cost a walk of fn instead of the module's
   * (1,000 such functions taken: 8.96 s before). A previous attempt took
   * fn's own facts for every function and leaked random program 6952082,
   * whose function taken calls or is called: it takes the module's
   * facts here. */
  MlbOperation *root = bd_sweep_isolated(st->sweep, fn)
                           ? fn
                           : mlb_op_outermost(fn);
  MlbStatus s = mlb_ownership_dealloc_function(ctx, root, fn, st->scratch,
                                               freed->data, freed->len);
  if (s != MLB_SUCCESS)
    return s;
  MlbBuf text;
  mlb_buf_init(&text);
  mlb_buf_printf(&text, "%s%s", fn->name, k_passes);
  MlbPipeline *pl = mlb_pipeline_create(fn->name);
  s = mlb_pipeline_parse(ctx, pl, mlb_buf_cstr(&text));
  if (s == MLB_SUCCESS) {
    MlbPassRunConfig cfg = {.verify_each = true,
                            .skip_statistics = st->skip_statistics};
    s = mlb_pipeline_run(ctx, pl, fn, &cfg);
  }
  mlb_pipeline_destroy(pl);
  mlb_buf_free(&text);
  if (s == MLB_SUCCESS)
    clone_shared_results(ctx, fn);
  /* Functions handled later ask what a call to this one frees: its
   * lowered frees compare pointers at run time, which the alias analysis
   * cannot follow, so the mark tells them (buffer_deallocation_hand.c).
   * Set after the passes, whose facts must see the input's own frees. */
  mlb_op_set_attr(ctx, fn, BD_FALLBACK_ATTR, mlb_attr_unit(ctx));
  return s;
}
