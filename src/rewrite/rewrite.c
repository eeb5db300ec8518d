/* rewrite.c - the rewriter: IR edits that tell a listener what changed,
 * and the trivially-dead test shared by the greedy driver and CSE.
 *
 * The notification order follows upstream's RewriterBase, because the
 * greedy driver's worklist order (and so the printed output) depends on
 * it: replacing a value marks each user modified in use-list order;
 * erasing an op erases what is nested in it first, users before
 * definitions (blocks in post-order, ops from the back).
 */
#include "rewrite/rewrite.h"

#include "rewrite/fold.h"
#include "rewrite/region_int.h"

void mlb_rw_init(MlbRewriter *rw, MlbContext *ctx,
                 const MlbRewriteListener *listener) {
  memset(rw, 0, sizeof(*rw));
  rw->ctx = ctx;
  rw->b.ctx = ctx;
  rw->listener = listener;
}

static void notify_inserted(MlbRewriter *rw, MlbOperation *op) {
  if (rw->listener && rw->listener->inserted)
    rw->listener->inserted(rw->listener->user, op);
}

void mlb_rw_modified(MlbRewriter *rw, MlbOperation *op) {
  if (rw->listener && rw->listener->modified)
    rw->listener->modified(rw->listener->user, op);
}

static void notify_erased(MlbRewriter *rw, MlbOperation *op) {
  if (rw->listener && rw->listener->erased)
    rw->listener->erased(rw->listener->user, op);
}

MlbOperation *mlb_rw_create(MlbRewriter *rw, MlbOpState *st) {
  MlbOperation *op = mlb_builder_insert(&rw->b, st);
  notify_inserted(rw, op);
  return op;
}

void mlb_rw_set_operand(MlbRewriter *rw, MlbOperation *op, uint32_t i,
                        MlbValue *v) {
  mlb_op_set_operand(op, i, v);
  mlb_rw_modified(rw, op);
}

void mlb_rw_replace_all_uses(MlbRewriter *rw, MlbValue *from, MlbValue *to) {
  if (from == to)
    return;
  while (from->uses) {
    MlbUse *u = from->uses;
    MlbOperation *owner = u->owner;
    mlb_op_set_operand(owner, mlb_use_index(u), to);
    mlb_rw_modified(rw, owner);
  }
}

void mlb_rw_replace_op(MlbRewriter *rw, MlbOperation *op,
                       MlbValue *const *vals) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (vals[i])
      mlb_rw_replace_all_uses(rw, mlb_op_result(op, i), vals[i]);
  mlb_rw_erase_op(rw, op);
}

/* ==== Erasure ==== */

static void drop_value_uses(MlbValue *v) {
  while (v->uses)
    mlb_op_set_operand(v->uses->owner, mlb_use_index(v->uses), NULL);
}

static void erase_tree(MlbRewriter *rw, MlbOperation *op);

static void erase_block_contents(MlbRewriter *rw, MlbBlock *b) {
  MlbOperation *prev;
  for (MlbOperation *o = b->last; o; o = prev) {
    prev = o->prev;
    erase_tree(rw, o);
  }
}

static void erase_blocks(MlbRewriter *rw, MlbBlock *const *blocks,
                         uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    erase_block_contents(rw, blocks[i]);
  for (uint32_t i = 0; i < n; i++) {
    MlbBlock *b = blocks[i];
    for (uint32_t a = 0; a < b->num_args; a++)
      drop_value_uses(b->args[a]);
    mlb_region_remove_block(b);
  }
  for (uint32_t i = 0; i < n; i++)
    mlb_block_destroy(rw->ctx, blocks[i]);
}

/* Successors before predecessors; repeated for disconnected blocks. */
static void erase_region(MlbRewriter *rw, MlbRegion *r) {
  while (r->first) {
    if (r->first == r->last) { /* most regions: no order vector */
      MlbBlock *b = r->first;
      erase_blocks(rw, &b, 1);
      continue;
    }
    MlbBlockVec order = {0};
    mlb_region_post_order(r, &order);
    erase_blocks(rw, order.data, order.len);
    mlb_vec_free(&order);
  }
}

static void erase_tree(MlbRewriter *rw, MlbOperation *op) {
  for (uint32_t r = op->num_regions; r-- > 0;)
    erase_region(rw, &op->regions[r]);
  notify_erased(rw, op);
  for (uint32_t i = 0; i < op->num_results; i++)
    drop_value_uses(mlb_op_result(op, i));
  mlb_op_destroy(rw->ctx, op);
}

void mlb_rw_erase_op(MlbRewriter *rw, MlbOperation *op) {
  erase_tree(rw, op);
}

void mlb_rw_erase_block(MlbRewriter *rw, MlbBlock *b) {
  erase_block_contents(rw, b);
  for (uint32_t a = 0; a < b->num_args; a++)
    drop_value_uses(b->args[a]);
  mlb_region_remove_block(b);
  mlb_block_destroy(rw->ctx, b);
}

/* ==== Moving ==== */

void mlb_rw_move_op_before(MlbRewriter *rw, MlbOperation *op,
                           MlbOperation *pos) {
  mlb_op_move_before(op, pos);
  notify_inserted(rw, op);
}

void mlb_rw_inline_block(MlbRewriter *rw, MlbBlock *src, MlbBlock *dest,
                         MlbOperation *before, MlbValue *const *args) {
  for (uint32_t i = 0; i < src->num_args; i++)
    mlb_rw_replace_all_uses(rw, src->args[i], args[i]);
  while (src->first) {
    MlbOperation *o = src->first;
    mlb_op_remove(o);
    mlb_block_insert_before(dest, before, o);
    notify_inserted(rw, o);
  }
  mlb_region_remove_block(src);
}

MlbBlock *mlb_rw_split_block(MlbRewriter *rw, MlbBlock *b,
                             MlbOperation *first) {
  MlbBlock *nb = mlb_block_new(rw->ctx);
  mlb_region_insert_block_after(b->parent, b, nb);
  while (first) {
    MlbOperation *next = first->next;
    mlb_op_remove(first);
    mlb_block_append(nb, first);
    first = next;
  }
  return nb;
}

MlbValue *mlb_rw_binary(MlbRewriter *rw, const char *name, MlbAttr *loc,
                        MlbValue *l, MlbValue *r) {
  MlbOpState st;
  mlb_opstate_init_pooled(&st, rw->ctx, name, loc);
  mlb_vec_push(&st.operands, l);
  mlb_vec_push(&st.operands, r);
  mlb_vec_push(&st.result_types, l->type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

MlbValue *mlb_rw_constant(MlbRewriter *rw, const MlbOperation *kind,
                          MlbAttr *attr, MlbType *type, MlbAttr *loc) {
  const MlbFoldIface *f = mlb_op_iface(kind, MLB_IFACE_FOLD);
  if (!f || !f->materialize || !attr)
    return NULL;
  MlbOperation *c = f->materialize(rw, attr, type, loc);
  if (!c)
    return NULL;
  notify_inserted(rw, c);
  return mlb_op_result(c, 0);
}

/* ==== Dead ops ==== */

/* A static write, free or allocation of a whole resource, or of an
 * operand defined by another op, can never be the op's own allocation:
 * the op stays, decided without building its effect list. */
static bool static_effect_keeps(const MlbOperation *op) {
  const MlbEffectsIface *fi = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (!fi || fi->get)
    return false;
  for (uint32_t i = 0; i < fi->num_specs; i++) {
    const MlbEffectSpec *s = &fi->specs[i];
    if (s->kind == MLB_EFFECT_READ)
      continue;
    if (s->on == MLB_REF_NONE)
      return true;
    if (s->on >= 0 && s->on < 0x10000 && (uint32_t)s->on < op->num_operands) {
      const MlbValue *v = op->operands[s->on].value;
      if (v && v->def_op != op)
        return true;
    }
  }
  return false;
}

static bool effects_allow_dead(MlbContext *ctx, MlbOperation *op) {
  if (mlb_op_is_effect_free(ctx, op)) /* most ops: no effect list built */
    return true;
  if (static_effect_keeps(op))
    return false;
  MlbEffectVec fx;
  mlb_vec_from_pool(&ctx->state_pool, &fx); /* no malloc per query */
  bool ok = mlb_op_effects(ctx, op, &fx);
  for (uint32_t i = 0; ok && i < fx.len; i++) {
    MlbEffect *e = &fx.data[i];
    bool own_alloc = false;
    for (uint32_t k = 0; k < fx.len; k++)
      if (fx.data[k].kind == MLB_EFFECT_ALLOCATE && fx.data[k].value &&
          fx.data[k].value == e->value && e->value->def_op == op)
        own_alloc = true;
    ok = own_alloc || e->kind == MLB_EFFECT_READ;
  }
  mlb_vec_to_pool(&ctx->state_pool, &fx);
  return ok;
}

/* The op's own effects allow removal; ops with recursive effects also
 * need every op nested in them to allow it (checked depth first, no
 * work list). */
static bool op_allows_dead(MlbContext *ctx, MlbOperation *op) {
  const MlbEffectsIface *fi = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  bool recursive = (fi && fi->recursive) ||
                   mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS);
  if (!recursive)
    return effects_allow_dead(ctx, op);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        if (!op_allows_dead(ctx, o))
          return false;
  if (!fi || !fi->num_specs)
    return !fi || !fi->get;
  return effects_allow_dead(ctx, op);
}

bool mlb_op_would_be_trivially_dead(MlbContext *ctx, MlbOperation *op) {
  if (mlb_op_is_terminator(op) || mlb_op_has_trait(op, MLB_TRAIT_SYMBOL))
    return false;
  if (!op->desc)
    return false;
  return op_allows_dead(ctx, op);
}

bool mlb_op_is_trivially_dead(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses)
      return false;
  return mlb_op_would_be_trivially_dead(ctx, op);
}
