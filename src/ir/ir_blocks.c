/* ir_blocks.c - values, blocks, regions, and moving operations between
 * them: block arguments, the op lists of blocks, the position cache behind
 * mlb_op_is_before_in_block, erasing, replace-all-uses and the builder.
 *
 * Op positions: each op caches `order`, valid while block->order_ok. A
 * whole-block renumbering spaces ops MLB_ORDER_STRIDE apart, so most
 * insertions can take a number between their neighbours and keep the cache
 * valid; when there is no gap the cache is dropped and rebuilt lazily on
 * the next query. Removal never invalidates it.
 */
#include "ir/ir_int.h"

/* ==== Values ==== */
bool mlb_value_has_one_use(const MlbValue *v) {
  return v->uses && !v->uses->next;
}

bool mlb_value_use_empty(const MlbValue *v) { return v->uses == NULL; }

void mlb_value_replace_all_uses(MlbValue *from, MlbValue *to) {
  if (from == to)
    return;
  while (from->uses) {
    MlbUse *u = from->uses;
    mlb_block_mark_edit(u->owner->block, MLB_EDIT_OPS);
    mlb_use_unlink(u);
    mlb_use_link(u, to);
  }
}

MlbBlock *mlb_value_parent_block(const MlbValue *v) {
  if (v->owner_block)
    return v->owner_block;
  return v->def_op ? v->def_op->block : NULL;
}

/* ==== Blocks ==== */
MlbBlock *mlb_block_new(MlbContext *ctx) {
  return mlb_ir_alloc(ctx, sizeof(MlbBlock));
}

static void reserve_args(MlbContext *ctx, MlbBlock *b, uint32_t need) {
  if (need <= b->cap_args)
    return;
#ifdef MLB_SMALL_CAPACITIES
  uint32_t cap = b->cap_args ? b->cap_args * 2 : 1;
#else
  uint32_t cap = b->cap_args ? b->cap_args * 2 : 4;
#endif
  if (cap < need)
    cap = need;
  MlbValue **fresh = mlb_ir_alloc(ctx, cap * sizeof *fresh);
  if (b->num_args)
    memcpy(fresh, b->args, b->num_args * sizeof *fresh);
  if (b->cap_args)
    mlb_ir_release(ctx, b->args, b->cap_args * sizeof *b->args);
  b->args = fresh;
  b->cap_args = cap;
}

MlbValue *mlb_block_insert_arg(MlbContext *ctx, MlbBlock *b, uint32_t at,
                               MlbType *t, MlbAttr *loc) {
  MLB_ASSERT(at <= b->num_args);
  reserve_args(ctx, b, b->num_args + 1);
  MlbValue *v = mlb_ir_alloc(ctx, sizeof *v);
  mlb_block_mark_edit(b, MLB_EDIT_CFG);
  v->type = t;
  v->owner_block = b;
  v->loc = loc;
  memmove(&b->args[at + 1], &b->args[at],
          (b->num_args - at) * sizeof *b->args);
  b->args[at] = v;
  b->num_args++;
  for (uint32_t i = at; i < b->num_args; i++)
    b->args[i]->index = i;
  return v;
}

MlbValue *mlb_block_add_arg(MlbContext *ctx, MlbBlock *b, MlbType *t,
                            MlbAttr *loc) {
  return mlb_block_insert_arg(ctx, b, b->num_args, t, loc);
}

void mlb_block_erase_arg(MlbBlock *b, uint32_t i) {
  MLB_ASSERT(i < b->num_args);
  MLB_ASSERT(b->args[i]->uses == NULL);
  mlb_block_mark_edit(b, MLB_EDIT_CFG);
  b->args[i]->owner_block = NULL;
  memmove(&b->args[i], &b->args[i + 1],
          (b->num_args - i - 1) * sizeof *b->args);
  b->num_args--;
  for (uint32_t k = i; k < b->num_args; k++)
    b->args[k]->index = k;
}

MLB_HOT MlbOperation *mlb_block_terminator(MlbBlock *b) {
  return b->last && mlb_op_is_terminator(b->last) ? b->last : NULL;
}

MlbOperation *mlb_block_parent_op(const MlbBlock *b) {
  return b->parent ? b->parent->parent : NULL;
}

bool mlb_block_is_entry(const MlbBlock *b) {
  return b->parent && b->parent->first == b;
}

uint32_t mlb_block_num_preds(const MlbBlock *b) {
  uint32_t n = 0;
  for (const MlbBlockOperand *s = b->preds; s; s = s->next)
    n++;
  return n;
}

/* ==== Regions ==== */
MlbRegion *mlb_region_new(MlbContext *ctx) {
  return mlb_arena_alloc(&ctx->ir_arena, sizeof(MlbRegion));
}

void mlb_region_insert_block_after(MlbRegion *r, MlbBlock *after,
                                   MlbBlock *b) {
  MLB_ASSERT(!b->parent);
  MlbBlock *next = after ? after->next : r->first;
  b->prev = after;
  b->next = next;
  if (after)
    after->next = b;
  else
    r->first = b;
  if (next)
    next->prev = b;
  else
    r->last = b;
  b->parent = r;
  mlb_block_mark_edit(b, MLB_EDIT_CFG);
}

void mlb_region_push_block(MlbRegion *r, MlbBlock *b) {
  mlb_region_insert_block_after(r, r->last, b);
}

void mlb_region_remove_block(MlbBlock *b) {
  MlbRegion *r = b->parent;
  if (!r)
    return;
  /* The region's other blocks lost an edge or a block: its first one
   * (left) carries the mark; an emptied region, its op's block. */
  MlbBlock *other = r->first != b ? r->first : b->next;
  if (other)
    mlb_block_mark_edit(other, MLB_EDIT_CFG);
  else if (r->parent)
    mlb_block_mark_edit(r->parent->block, MLB_EDIT_OPS);
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

bool mlb_region_empty(const MlbRegion *r) { return r->first == NULL; }

uint32_t mlb_region_num_blocks(const MlbRegion *r) {
  uint32_t n = 0;
  for (const MlbBlock *b = r->first; b; b = b->next)
    n++;
  return n;
}

/* ==== Op order within a block ==== */
static void renumber(MlbBlock *b) {
  uint32_t n = 0;
  for (MlbOperation *o = b->first; o; o = o->next)
    n++;
  uint32_t stride = n < UINT32_MAX / MLB_ORDER_STRIDE - 1 ? MLB_ORDER_STRIDE
                                                           : 1;
  uint32_t k = stride;
  for (MlbOperation *o = b->first; o; o = o->next, k += stride)
    o->order = k;
  b->order_ok = true;
}

/* Numbers a freshly linked op between its neighbours if there is room. */
static void assign_order(MlbBlock *b, MlbOperation *op) {
  if (!b->order_ok)
    return;
  uint32_t lo = op->prev ? op->prev->order : 0;
  if (!op->next) {
    if (lo <= UINT32_MAX - MLB_ORDER_STRIDE)
      op->order = lo + MLB_ORDER_STRIDE;
    else
      b->order_ok = false;
    return;
  }
  uint32_t hi = op->next->order;
  if (hi > lo + 1)
    op->order = lo + (hi - lo) / 2;
  else
    b->order_ok = false;
}

MLB_HOT bool mlb_op_is_before_in_block(MlbOperation *a, MlbOperation *b) {
  MLB_ASSERT(a->block && a->block == b->block);
  if (!a->block->order_ok)
    renumber(a->block);
  return a->order < b->order;
}

uint32_t mlb_op_block_position(MlbOperation *op) {
  MLB_ASSERT(op->block);
  if (!op->block->order_ok)
    renumber(op->block);
  return op->order;
}

/* ==== Linking ops into blocks ==== */
/* Links without marking the block (the builder, logging the op). */
static void link_op(MlbBlock *b, MlbOperation *before, MlbOperation *op) {
  MLB_ASSERT(!op->block);
  MLB_ASSERT(!before || before->block == b);
  MlbOperation *prev = before ? before->prev : b->last;
  op->prev = prev;
  op->next = before;
  if (prev)
    prev->next = op;
  else
    b->first = op;
  if (before)
    before->prev = op;
  else
    b->last = op;
  op->block = b;
  b->version++;
  assign_order(b, op);
  /* A branch adds edges to the region. */
  if (op->num_successors)
    mlb_block_mark_edit(b, MLB_EDIT_CFG);
}

void mlb_block_insert_before(MlbBlock *b, MlbOperation *before,
                             MlbOperation *op) {
  link_op(b, before, op);
  mlb_block_mark_edit(b, MLB_EDIT_OPS);
}

void mlb_block_append(MlbBlock *b, MlbOperation *op) {
  mlb_block_insert_before(b, NULL, op);
}

void mlb_op_insert_after(MlbOperation *pos, MlbOperation *op) {
  mlb_block_insert_before(pos->block, pos->next, op);
}

void mlb_op_insert_before(MlbOperation *pos, MlbOperation *op) {
  mlb_block_insert_before(pos->block, pos, op);
}

/* An op leaving its block: the block, and the blocks of ops still using
 * its results (they would use a value defined nowhere), are marked. */
static void mark_removal(MlbBlock *b, MlbOperation *op) {
  mlb_block_mark_edit(b, op->num_successors ? MLB_EDIT_OPS | MLB_EDIT_CFG
                                            : MLB_EDIT_OPS);
  for (uint32_t i = 0; i < op->num_results; i++)
    for (MlbUse *u = op->results[i].uses; u; u = u->next)
      mlb_block_mark_edit(u->owner->block, MLB_EDIT_OPS);
}

void mlb_op_remove(MlbOperation *op) {
  MlbBlock *b = op->block;
  if (!b)
    return;
  mark_removal(b, op);
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->prev = op->next = NULL;
  op->block = NULL;
  b->version++;
}

void mlb_op_move_before(MlbOperation *op, MlbOperation *pos) {
  if (op == pos)
    return;
  mlb_op_remove(op);
  mlb_op_insert_before(pos, op);
}

void mlb_op_move_after(MlbOperation *op, MlbOperation *pos) {
  if (op == pos)
    return;
  mlb_op_remove(op);
  mlb_op_insert_after(pos, op);
}

/* ==== Edit log ==== */
void mlb_edit_log_begin(MlbContext *ctx, MlbEditLog *log) {
  log->whole = false;
  log->outer = ctx->edit_log;
  if (log->outer)
    log->outer->whole = true;
  mlb_vec_from_pool(&ctx->state_pool, &log->ops);
  ctx->edit_log = log;
}

void mlb_edit_log_end(MlbContext *ctx, MlbEditLog *log) {
  ctx->edit_log = log->outer;
}

/* ==== Erasure ==== */
void mlb_op_drop_all_refs(MlbOperation *op) {
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_use_unlink(&op->operands[i]);
  for (uint32_t i = 0; i < op->num_successors; i++)
    mlb_succ_unlink(&op->successors[i]);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      mlb_op_drop_all_refs_in_block(b);
}

void mlb_op_drop_all_refs_in_block(MlbBlock *b) {
  for (MlbOperation *o = b->first; o; o = o->next)
    mlb_op_drop_all_refs(o);
}

/* Dropping every reference inside first (as upstream's block destructor
 * does) means nested ops may be abandoned in any order: values defined and
 * used inside the op are already disconnected. */
void mlb_op_erase(MlbOperation *op) {
  mlb_op_remove(op);
  mlb_op_drop_all_refs(op);
  for (uint32_t i = 0; i < op->num_results; i++)
    MLB_ASSERT(op->results[i].uses == NULL);
}

/* ==== Builder ==== */
/* Ops listed in an edit log at most; past it the log gives up (whole):
 * verifying that many ops one by one saves nothing over the unit. */
#define MLB_EDIT_LOG_CAP 64u

/* Inserts op at the builder's point: while an edit log is kept, listed
 * there instead of marking the whole block. */
MLB_HOT static void builder_link(MlbBuilder *b, MlbOperation *op) {
  MlbEditLog *log = b->ctx->edit_log;
  if (!log) {
    mlb_block_insert_before(b->block, b->before, op);
    return;
  }
  link_op(b->block, b->before, op);
  if (log->ops.len < MLB_EDIT_LOG_CAP)
    mlb_vec_push(&log->ops, op);
  else
    log->whole = true;
}

MlbOperation *mlb_builder_insert(MlbBuilder *b, MlbOpState *st) {
  MlbOperation *op = mlb_op_create(b->ctx, st);
  if (b->block)
    builder_link(b, op);
  return op;
}

MlbOperation *mlb_builder_insert_plain(MlbBuilder *b, const char *name,
                                       MlbAttr *loc, MlbValue *const *operands,
                                       uint32_t num_operands,
                                       MlbType *const *result_types,
                                       uint32_t num_results) {
  MlbOperation *op = mlb_op_create_plain(b->ctx, name, loc, operands,
                                         num_operands, result_types,
                                         num_results);
  if (b->block)
    builder_link(b, op);
  return op;
}
