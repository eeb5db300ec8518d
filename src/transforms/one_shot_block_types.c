/* one_shot_block_types.c - the buffer types the tensor arguments of
 * non-entry blocks (carried by branches) take, found before the rewrite
 * (upstream's rule for block arguments): the one buffer type every
 * incoming operand will have when they agree -- an identity layout
 * stays identity, and a block that only forwards a buffer needs no cast
 * -- else the fully dynamic layout, to which any buffer casts.
 *
 * An incoming value's type is predicted (mlb_buf_predicted_type_with)
 * back to a block argument of the same region, whose type is the one
 * being found: a fixed point. Every argument starts with no type; a
 * round joins each argument's type with the types of its incoming
 * operands (none: the first; the same: kept; another or unknown: the
 * fully dynamic layout), skipping operands that lead back to an
 * argument with no type yet (a back edge before its loop's entry has
 * been seen). Types only go up (none, one type, fully dynamic), so the
 * rounds end; arguments left with no type (every incoming operand goes
 * round a cycle, or no predecessor) take the fully dynamic layout and
 * the rounds run again, so that at the end each incoming buffer has its
 * argument's type or the argument is fully dynamic. A type predicted
 * wrongly would still be right, only dearer: the branch hands on a copy
 * of a buffer that does not cast (mlb_buf_as_type).
 */
#include "transforms/one_shot_bufferize.h"

typedef struct BlockTypes {
  MlbBufRewriter *br;
  MlbRegion *region;
  MlbPtrMap types; /* tensor argument -> its type so far (absent: none) */
  MlbPtrMap args;  /* the arguments being typed -> (void *)1 */
  /* Arguments whose incoming operand is copied on its edge, at the
   * block's start (mlb_buf_copy_on_edge) -> the new buffer's type: what
   * the block's uses of the argument see, whatever the branch hands on. */
  MlbPtrMap inside;
  bool pending;    /* the last prediction met an argument with no type */
  bool changed;
} BlockTypes;

static MlbType *dynamic_of(BlockTypes *bt, MlbValue *arg) {
  return mlb_buf_dynamic_type(bt->br->ctx, arg->type);
}

/* The walk back of a prediction ended at block argument v: its type so
 * far if it is one being typed (none yet: the operand waits), else
 * unknown. */
static MlbType *arg_type_so_far(void *user, MlbValue *v) {
  BlockTypes *bt = user;
  if (!mlb_ptrmap_get(&bt->args, v))
    return NULL;
  MlbType *t = mlb_ptrmap_get(&bt->inside, v);
  if (t)
    return t;
  t = mlb_ptrmap_get(&bt->types, v);
  if (!t)
    bt->pending = true;
  return t;
}

/* The buffer type operand i of branch `term` (to successor `succ`)
 * hands on: an operand out of place is a new buffer (identity layout, in
 * its value's space) unless its copy is made on the edge, in the
 * successor (mlb_buf_copy_on_edge); one in place, or copied on the edge,
 * its value's buffer as predicted. NULL: unknown; bt->pending: not known
 * yet. */
static MlbType *incoming_type(BlockTypes *bt, MlbOperation *term,
                              MlbBlock *succ, uint32_t i) {
  MlbBufRewriter *br = bt->br;
  MlbValue *v = mlb_op_operand(term, i);
  bt->pending = false;
  if (v->type->kind != MLB_TYPE_TENSOR)
    return NULL;
  if (!br->in_place(br->user, term, i) && !mlb_buf_copy_on_edge(term, succ))
    return mlb_buf_fresh_type(br->ctx, v);
  return mlb_buf_predicted_type_with(br, v, arg_type_so_far, bt);
}

/* A buffer type that fits tensor argument arg: a memref of its shape
 * and element type. */
static bool fits(MlbType *t, MlbValue *arg) {
  MlbType *a = arg->type;
  if (!t || !mlb_type_is_memref(t) || t->kind != MLB_TYPE_MEMREF ||
      t->u.shaped.rank != a->u.shaped.rank || t->u.shaped.elt != a->u.shaped.elt)
    return false;
  for (uint32_t d = 0; d < a->u.shaped.rank; d++)
    if (t->u.shaped.shape[d] != a->u.shaped.shape[d])
      return false;
  return true;
}

/* Joins `t` (NULL: unknown) into arg's type. */
static void join(BlockTypes *bt, MlbValue *arg, MlbType *t) {
  MlbType *old = mlb_ptrmap_get(&bt->types, arg);
  MlbType *dyn = dynamic_of(bt, arg);
  MlbType *now = !fits(t, arg) ? dyn : !old || old == t ? t : dyn;
  if (now != old) {
    mlb_ptrmap_put(&bt->types, arg, now);
    bt->changed = true;
  }
}

/* One round over the branches ending the region's blocks. */
static void join_incoming(BlockTypes *bt, MlbOperation *term) {
  for (uint32_t s = 0; s < term->num_successors; s++) {
    MlbBlock *b = term->successors[s].block;
    uint32_t start = 0, count = 0;
    bool known = term->desc && term->desc->successor_operands;
    if (known)
      term->desc->successor_operands(term, s, &start, &count);
    for (uint32_t k = 0; k < b->num_args; k++) {
      MlbValue *arg = b->args[k];
      if (!mlb_ptrmap_get(&bt->args, arg))
        continue;
      /* A branch whose operands nobody can name: unknown. */
      MlbType *t = known && k < count ? incoming_type(bt, term, b, start + k)
                                      : NULL;
      if (known && k < count && bt->pending)
        continue;
      join(bt, arg, t);
    }
  }
}

static void run_rounds(BlockTypes *bt) {
  do {
    bt->changed = false;
    for (MlbBlock *b = bt->region->first; b; b = b->next)
      if (b->last && b->last->num_successors)
        join_incoming(bt, b->last);
  } while (bt->changed);
}

/* The tensor arguments of the region's non-entry blocks, listed in
 * bt->args; false when there is none. */
static bool list_args(BlockTypes *bt) {
  bool any = false;
  for (MlbBlock *b = bt->region->first; b; b = b->next) {
    if (b == bt->region->first)
      continue;
    for (uint32_t a = 0; a < b->num_args; a++)
      if (b->args[a]->type->kind == MLB_TYPE_TENSOR) {
        mlb_ptrmap_put(&bt->args, b->args[a], (void *)1);
        any = true;
      }
  }
  return any;
}

/* Fills bt->inside: the tensor arguments of blocks whose one
 * predecessor edge carries an out-of-place operand copied on the edge. */
static void note_copies_on_edges(BlockTypes *bt) {
  MlbBufRewriter *br = bt->br;
  for (MlbBlock *b = bt->region->first->next; b; b = b->next) {
    MlbOperation *term = b->preds ? b->preds->owner : NULL;
    if (!term || !mlb_buf_copy_on_edge(term, b) || !term->desc ||
        !term->desc->successor_operands)
      continue;
    uint32_t start = 0, count = 0;
    term->desc->successor_operands(term, b->preds->index, &start, &count);
    for (uint32_t k = 0; k < count && k < b->num_args; k++) {
      MlbValue *arg = b->args[k], *v = mlb_op_operand(term, start + k);
      if (mlb_ptrmap_get(&bt->args, arg) && v->type->kind == MLB_TYPE_TENSOR &&
          !br->in_place(br->user, term, start + k))
        mlb_ptrmap_put(&bt->inside, arg, mlb_buf_fresh_type(br->ctx, v));
    }
  }
}

/* Arguments with no type after the rounds take the fully dynamic layout;
 * true when there was one. */
static bool settle_untyped(BlockTypes *bt) {
  bool any = false;
  for (MlbBlock *b = bt->region->first->next; b; b = b->next)
    for (uint32_t a = 0; a < b->num_args; a++) {
      MlbValue *arg = b->args[a];
      if (mlb_ptrmap_get(&bt->args, arg) &&
          !mlb_ptrmap_get(&bt->types, arg)) {
        mlb_ptrmap_put(&bt->types, arg, dynamic_of(bt, arg));
        any = true;
      }
    }
  return any;
}

void mlb_osb_retype_region_args(MlbBufRewriter *br, MlbOperation *op,
                                MlbRegion *region) {
  if (!region->first || !region->first->next)
    return;
  BlockTypes bt = {.br = br, .region = region};
  mlb_ptrmap_init(&bt.types);
  mlb_ptrmap_init(&bt.args);
  mlb_ptrmap_init(&bt.inside);
  if (list_args(&bt)) {
    note_copies_on_edges(&bt);
    run_rounds(&bt);
    if (settle_untyped(&bt))
      run_rounds(&bt);
    /* All types found before any argument changes: a retyped argument's
     * uses go through a to_tensor, which the predictions above would
     * read as a rewritten value. */
    for (MlbBlock *b = region->first->next; b; b = b->next)
      for (uint32_t a = 0; a < b->num_args; a++) {
        MlbValue *arg = b->args[a];
        MlbType *t = mlb_ptrmap_get(&bt.types, arg);
        if (!t)
          continue;
        mlb_builder_set_start(&br->b, b);
        mlb_buf_retype(br, arg, t, op->loc);
      }
  }
  mlb_ptrmap_free(&bt.types);
  mlb_ptrmap_free(&bt.args);
  mlb_ptrmap_free(&bt.inside);
}
