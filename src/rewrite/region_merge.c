/* region_merge.c - the region clean-ups only `region-simplify=aggressive`
 * runs (upstream's simplifyRegions with mergeBlocks):
 *
 *  - identical blocks: non-entry blocks with the same successor list whose
 *    ops are the same (name, attributes, types; operands defined in the
 *    block at the same position, operands from outside free to differ)
 *    are merged into the first of them. Differing outside operands become
 *    new arguments of the kept block, passed by every predecessor;
 *  - redundant arguments: a block argument every predecessor passes the
 *    same value for is replaced by that value.
 *
 *   ^bb1:                           ^bb1(%v: i32):
 *     "use"(%a) : (i32) -> ()         "use"(%v) : (i32) -> ()
 *     cf.br ^bb3                =>     cf.br ^bb3
 *   ^bb2:                          (^bb2's predecessors now branch to
 *     "use"(%b) : (i32) -> ()       ^bb1(%b), ^bb1's pass %a)
 *     cf.br ^bb3
 */
#include "rewrite/region_int.h"

/* ==== Equivalence of blocks ==== */

/* Position of every value a block defines: arguments first, then the
 * results of its ops in order (upstream's BlockEquivalenceData). */
typedef struct BlockData {
  MlbBlock *block;
  MlbPtrMap order; /* op -> position of its first result + 1 */
} BlockData;

static void data_init(BlockData *d, MlbBlock *b) {
  d->block = b;
  mlb_ptrmap_init(&d->order);
  uintptr_t at = b->num_args;
  for (MlbOperation *o = b->first; o; o = o->next) {
    mlb_ptrmap_put(&d->order, o, (void *)(at + 1));
    at += o->num_results;
  }
}

static uint32_t order_of(const BlockData *d, const MlbValue *v) {
  if (v->owner_block)
    return v->index;
  return (uint32_t)((uintptr_t)mlb_ptrmap_get(&d->order, v->def_op) - 1) +
         v->index;
}

static bool used_outside(const MlbValue *v, const MlbBlock *b) {
  for (const MlbUse *u = v->uses; u; u = u->next)
    if (u->owner->block != b)
      return true;
  return false;
}

static bool results_used_outside(MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (used_outside(mlb_op_result(op, i), op->block))
      return true;
  return false;
}

/* Upstream's OperationEquivalence without locations, operand values or
 * successor blocks (the caller compares those). */
static bool same_op_shape(MlbOperation *a, MlbOperation *b) {
  if (a->name != b->name || a->num_regions != b->num_regions ||
      a->num_successors != b->num_successors ||
      a->num_operands != b->num_operands || a->num_results != b->num_results ||
      a->props != b->props || a->attrs != b->attrs)
    return false;
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  return true;
}

/* An outside operand can become a successor operand of the predecessors
 * unless it is the result of a predecessor's terminator. */
static bool valid_successor_arg(MlbBlock *b, MlbValue *v) {
  MlbOperation *def = v->def_op;
  if (!def || def != def->block->last)
    return true;
  for (MlbBlockOperand *p = b->preds; p; p = p->next)
    if (p->owner->block == def->block)
      return false;
  return true;
}

/* (op position, operand number) pairs where merged blocks differ. */
typedef struct Slot {
  uint32_t op, operand;
} Slot;
typedef MLB_VEC(Slot) SlotVec;

/* Compares operand k of ops a (leader) and b; records a mismatch of
 * outside values in *mism. */
static bool operands_match(const BlockData *l, const BlockData *m,
                           MlbOperation *a, MlbOperation *b, uint32_t pos,
                           SlotVec *mism) {
  for (uint32_t k = 0; k < a->num_operands; k++) {
    MlbValue *x = mlb_op_operand(a, k), *y = mlb_op_operand(b, k);
    if (x == y)
      continue;
    if (x->type != y->type)
      return false;
    bool xin = mlb_value_parent_block(x) == l->block;
    bool yin = mlb_value_parent_block(y) == m->block;
    if (xin != yin)
      return false;
    if (!xin) {
      if (!valid_successor_arg(l->block, x) ||
          !valid_successor_arg(m->block, y))
        return false;
      mlb_vec_push(mism, ((Slot){pos, k}));
      continue;
    }
    if (order_of(l, x) != order_of(m, y))
      return false;
  }
  return true;
}

static bool same_arg_types(const MlbBlock *a, const MlbBlock *b) {
  if (a->num_args != b->num_args)
    return false;
  for (uint32_t i = 0; i < a->num_args; i++)
    if (a->args[i]->type != b->args[i]->type)
      return false;
  return true;
}

/* Whether block m can merge into leader l; appends the slots where their
 * outside operands differ to *mism. */
static bool blocks_match(const BlockData *l, const BlockData *m,
                         SlotVec *mism) {
  if (!same_arg_types(l->block, m->block))
    return false;
  MlbOperation *a = l->block->first, *b = m->block->first;
  uint32_t pos = 0;
  for (; a && b; a = a->next, b = b->next, pos++) {
    if (!same_op_shape(a, b) || !operands_match(l, m, a, b, pos, mism))
      return false;
    if (results_used_outside(a) || results_used_outside(b))
      return false;
  }
  return !a && !b;
}

/* ==== Clusters ==== */

typedef struct Cluster {
  BlockData leader;
  MlbBlockVec members; /* blocks to merge into the leader */
  SlotVec slots;       /* sorted, unique */
} Cluster;
typedef MLB_VEC(Cluster) ClusterVec;

static int slot_cmp(Slot a, Slot b) {
  if (a.op != b.op)
    return a.op < b.op ? -1 : 1;
  return a.operand < b.operand ? -1 : a.operand > b.operand;
}

/* Inserts s into the sorted set. */
static void slot_insert(SlotVec *v, Slot s) {
  uint32_t i = 0;
  while (i < v->len && slot_cmp(v->data[i], s) < 0)
    i++;
  if (i < v->len && slot_cmp(v->data[i], s) == 0)
    return;
  mlb_vec_push(v, s);
  for (uint32_t k = v->len - 1; k > i; k--)
    v->data[k] = v->data[k - 1];
  v->data[i] = s;
}

static bool cluster_add(Cluster *c, BlockData *d) {
  SlotVec mism = {0};
  bool ok = blocks_match(&c->leader, d, &mism);
  if (ok) {
    for (uint32_t i = 0; i < mism.len; i++)
      slot_insert(&c->slots, mism.data[i]);
    mlb_vec_push(&c->members, d->block);
  }
  mlb_vec_free(&mism);
  return ok;
}

static void cluster_free(Cluster *c) {
  mlb_ptrmap_free(&c->leader.order);
  mlb_vec_free(&c->members);
  mlb_vec_free(&c->slots);
}

/* Every predecessor edge can take more operands. */
static bool preds_editable(MlbBlock *b) {
  for (MlbBlockOperand *p = b->preds; p; p = p->next) {
    MlbSuccRange r;
    if (!mlb_succ_range(p->owner, p->index, &r))
      return false;
  }
  return true;
}

static MlbOperation *op_at(MlbBlock *b, uint32_t pos) {
  MlbOperation *o = b->first;
  while (pos-- && o)
    o = o->next;
  return o;
}

/* Appends the new arguments of cluster block `i` (0 = leader) to every
 * edge into block b. */
static void pass_new_args(MlbContext *ctx, MlbBlock *b, MlbValueVec *args) {
  for (MlbBlockOperand *p = b->preds; p; p = p->next)
    mlb_succ_append_operands(ctx, p->owner, p->index, args->len, args->data);
}

/* Upstream's pruneRedundantArguments: a new argument that carries, in
 * every list, the same value as an earlier one is folded into it (only
 * the first occurrence in the leader's list is looked at). */
static void prune_args(MlbRewriter *rw, MlbValueVec *lists, uint32_t nlists,
                       MlbBlock *leader, uint32_t old_args) {
  uint32_t n = lists[0].len;
  int64_t *repl = mlb_malloc((n ? n : 1) * sizeof(int64_t));
  for (uint32_t j = 0; j < n; j++) {
    uint32_t k = 0;
    while (lists[0].data[k] != lists[0].data[j])
      k++;
    bool same = k != j;
    for (uint32_t i = 1; same && i < nlists; i++)
      same = lists[i].data[k] == lists[i].data[j];
    repl[j] = same ? (int64_t)k : -1;
  }
  for (uint32_t i = 0; i < nlists; i++) {
    uint32_t w = 0;
    for (uint32_t j = 0; j < n; j++)
      if (repl[j] < 0)
        lists[i].data[w++] = lists[i].data[j];
    lists[i].len = w;
  }
  for (uint32_t j = 0; j < n; j++)
    if (repl[j] >= 0)
      mlb_rw_replace_all_uses(rw, leader->args[old_args + j],
                              leader->args[old_args + (uint32_t)repl[j]]);
  for (uint32_t j = n; j-- > 0;)
    if (repl[j] >= 0)
      mlb_block_erase_arg(leader, old_args + j);
  mlb_free(repl);
}

static MlbAttr *value_loc(const MlbValue *v) {
  return v->def_op ? v->def_op->loc : v->loc;
}

/* Turns the differing outside operands into leader arguments and passes
 * each block's values along its predecessor edges. */
static void add_merged_args(MlbRewriter *rw, Cluster *c) {
  MlbBlock *leader = c->leader.block;
  uint32_t nlists = 1 + c->members.len, old_args = leader->num_args;
  MlbValueVec *lists = mlb_calloc(nlists, sizeof(MlbValueVec));
  for (uint32_t k = 0; k < c->slots.len; k++) {
    Slot s = c->slots.data[k];
    for (uint32_t i = 0; i < nlists; i++) {
      MlbBlock *b = i ? c->members.data[i - 1] : leader;
      MlbOperation *o = op_at(b, s.op);
      MlbValue *v = mlb_op_operand(o, s.operand);
      mlb_vec_push(&lists[i], v);
      if (i == 0)
        mlb_op_set_operand(
            o, s.operand,
            mlb_block_add_arg(rw->ctx, leader, v->type, value_loc(v)));
    }
  }
  prune_args(rw, lists, nlists, leader, old_args);
  for (uint32_t i = 0; i < nlists; i++) {
    pass_new_args(rw->ctx, i ? c->members.data[i - 1] : leader, &lists[i]);
    mlb_vec_free(&lists[i]);
  }
  mlb_free(lists);
}

static bool cluster_merge(MlbRewriter *rw, Cluster *c) {
  if (!c->members.len)
    return false;
  MlbBlock *leader = c->leader.block;
  if (c->slots.len) {
    if (!preds_editable(leader))
      return false;
    for (uint32_t i = 0; i < c->members.len; i++)
      if (!preds_editable(c->members.data[i]))
        return false;
    add_merged_args(rw, c);
  }
  for (uint32_t i = 0; i < c->members.len; i++) {
    MlbBlock *m = c->members.data[i];
    while (m->preds)
      mlb_op_set_successor(m->preds->owner, m->preds->index, leader);
    mlb_rw_erase_block(rw, m);
  }
  return true;
}

/* ==== Merging a region ==== */

static bool has_nonempty_region(MlbBlock *b) {
  for (MlbOperation *o = b->first; o; o = o->next)
    for (uint32_t r = 0; r < o->num_regions; r++)
      if (o->regions[r].first)
        return true;
  return false;
}

static bool args_used_outside(MlbBlock *b) {
  for (uint32_t i = 0; i < b->num_args; i++)
    if (used_outside(b->args[i], b))
      return true;
  return false;
}

static bool same_successors(MlbBlock *a, MlbBlock *b) {
  MlbOperation *x = a->last, *y = b->last;
  uint32_t nx = x ? x->num_successors : 0, ny = y ? y->num_successors : 0;
  if (nx != ny)
    return false;
  for (uint32_t i = 0; i < nx; i++)
    if (x->successors[i].block != y->successors[i].block)
      return false;
  return true;
}

/* Clusters one group of blocks with the same successors and merges each
 * cluster into its first block. */
static bool merge_group(MlbRewriter *rw, MlbBlockVec *group) {
  ClusterVec clusters = {0};
  for (uint32_t i = 0; i < group->len; i++) {
    MlbBlock *b = group->data[i];
    if (has_nonempty_region(b) || args_used_outside(b))
      continue;
    BlockData d;
    data_init(&d, b);
    bool added = false;
    for (uint32_t k = 0; k < clusters.len && !added; k++)
      added = cluster_add(&clusters.data[k], &d);
    if (added) {
      mlb_ptrmap_free(&d.order);
      continue;
    }
    Cluster c = {d, {0}, {0}};
    mlb_vec_push(&clusters, c);
  }
  bool merged = false;
  for (uint32_t k = 0; k < clusters.len; k++) {
    merged |= cluster_merge(rw, &clusters.data[k]);
    cluster_free(&clusters.data[k]);
  }
  mlb_vec_free(&clusters);
  return merged;
}

/* Groups the non-entry blocks by successor list (all groups formed before
 * any merge, as upstream), then merges within each group. */
static bool merge_in_region(MlbRewriter *rw, MlbRegion *r) {
  if (!r->first || r->first == r->last)
    return false;
  MlbBlockVec left = {0}, order = {0};
  MlbU32Vec starts = {0};
  for (MlbBlock *b = r->first->next; b; b = b->next)
    mlb_vec_push(&left, b);
  for (uint32_t i = 0; i < left.len; i++) {
    MlbBlock *lead = left.data[i];
    if (!lead)
      continue;
    mlb_vec_push(&starts, order.len);
    for (uint32_t k = i; k < left.len; k++)
      if (left.data[k] && same_successors(lead, left.data[k])) {
        mlb_vec_push(&order, left.data[k]);
        left.data[k] = NULL;
      }
  }
  mlb_vec_push(&starts, order.len);
  bool merged = false;
  for (uint32_t g = 0; g + 1 < starts.len; g++) {
    MlbBlockVec group = {order.data + starts.data[g],
                         starts.data[g + 1] - starts.data[g], 0};
    if (group.len > 1)
      merged |= merge_group(rw, &group);
  }
  mlb_vec_free(&left);
  mlb_vec_free(&order);
  mlb_vec_free(&starts);
  return merged;
}

/* ==== Redundant arguments ==== */

/* The value every predecessor edge passes for argument a, else NULL. */
static MlbValue *common_incoming(MlbBlock *b, uint32_t a) {
  MlbValue *common = NULL;
  for (MlbBlockOperand *p = b->preds; p; p = p->next) {
    MlbSuccRange r;
    if (!mlb_succ_range(p->owner, p->index, &r) || a >= r.count)
      return NULL;
    MlbValue *v = mlb_op_operand(p->owner, r.start + a);
    if (common && v != common)
      return NULL;
    common = v;
  }
  return common;
}

static bool drop_block_args(MlbRewriter *rw, MlbBlock *b) {
  MlbU32Vec gone = {0};
  for (uint32_t a = 0; a < b->num_args; a++) {
    MlbValue *v = common_incoming(b, a);
    if (!v || v == b->args[a])
      continue;
    mlb_vec_push(&gone, a);
    mlb_rw_replace_all_uses(rw, b->args[a], v);
  }
  for (uint32_t i = gone.len; i-- > 0;) {
    uint32_t a = gone.data[i];
    mlb_block_erase_arg(b, a);
    for (MlbBlockOperand *p = b->preds; p; p = p->next) {
      MlbSuccRange r;
      if (mlb_succ_range(p->owner, p->index, &r))
        mlb_succ_erase_operand(rw->ctx, p->owner, r.start + a, &r);
    }
  }
  bool dropped = gone.len != 0;
  mlb_vec_free(&gone);
  return dropped;
}

/* ==== Region trees ==== */

typedef struct RegionList {
  MlbRegionVec items;
  MlbPtrMap queued;
} RegionList;

static void list_push(RegionList *l, MlbRegion *r) {
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&l->queued, r, &ins);
  if (!ins && *slot)
    return;
  *slot = r;
  mlb_vec_push(&l->items, r);
}

static MlbRegion *list_pop(RegionList *l) {
  MlbRegion *r = mlb_vec_pop(&l->items);
  mlb_ptrmap_put(&l->queued, r, NULL);
  return r;
}

static void push_nested(RegionList *l, MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next)
    for (MlbOperation *o = b->first; o; o = o->next)
      for (uint32_t k = 0; k < o->num_regions; k++)
        list_push(l, &o->regions[k]);
}

bool mlb_merge_identical_blocks(MlbRewriter *rw, MlbRegion *root) {
  RegionList l = {{0}, {0}};
  mlb_ptrmap_init(&l.queued);
  list_push(&l, root);
  bool changed = false;
  while (l.items.len) {
    MlbRegion *r = list_pop(&l);
    if (merge_in_region(rw, r)) {
      list_push(&l, r);
      changed = true;
    }
    push_nested(&l, r);
  }
  mlb_vec_free(&l.items);
  mlb_ptrmap_free(&l.queued);
  return changed;
}

bool mlb_drop_redundant_args(MlbRewriter *rw, MlbRegion *root) {
  RegionList l = {{0}, {0}};
  mlb_ptrmap_init(&l.queued);
  list_push(&l, root);
  bool changed = false;
  while (l.items.len) {
    MlbRegion *r = list_pop(&l);
    for (MlbBlock *b = r->first; b; b = b->next)
      changed |= drop_block_args(rw, b);
    push_nested(&l, r);
  }
  mlb_vec_free(&l.items);
  mlb_ptrmap_free(&l.queued);
  return changed;
}
