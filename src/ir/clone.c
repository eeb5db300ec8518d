/* clone.c - deep copies of operations and regions.
 *
 * The value/block map goes from original to copy. Region cloning runs in
 * three steps, as upstream's Region::cloneInto: (1) create every block and
 * its arguments, so successors can refer to blocks later in the region;
 * (2) create every op shallowly (operands mapped as far as known, results
 * recorded in the map); (3) clone nested regions and remap operands again,
 * which resolves uses of values defined later (graph regions) and blocks.
 */
#include "ir/ir_int.h"

static void *lookup_or(MlbPtrMap *map, void *key) {
  if (!key)
    return NULL;
  void *v = mlb_ptrmap_get(map, key);
  return v ? v : key;
}

/* Copies name, attributes and operands; regions are left empty. */
static MlbOperation *clone_shallow(MlbContext *ctx, MlbOperation *op,
                                   MlbPtrMap *map) {
  MlbOperation *c =
      mlb_op_alloc(ctx, op->name, op->desc, op->loc, op->num_operands,
                   op->num_results, op->num_regions, op->num_successors);
  c->props = op->props;
  c->attrs = op->attrs;
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_use_link(&c->operands[i], lookup_or(map, op->operands[i].value));
  for (uint32_t i = 0; i < op->num_results; i++) {
    c->results[i].type = op->results[i].type;
    mlb_ptrmap_put(map, &op->results[i], &c->results[i]);
  }
  for (uint32_t i = 0; i < op->num_successors; i++)
    mlb_succ_link(&c->successors[i], lookup_or(map, op->successors[i].block));
  return c;
}

/* Second look at the map for operands/successors defined after the user. */
static void remap(MlbOperation *src, MlbOperation *c, MlbPtrMap *map) {
  for (uint32_t i = 0; i < src->num_operands; i++) {
    MlbValue *v = lookup_or(map, src->operands[i].value);
    if (c->operands[i].value != v)
      mlb_op_set_operand(c, i, v);
  }
  for (uint32_t i = 0; i < src->num_successors; i++) {
    MlbBlock *b = lookup_or(map, src->successors[i].block);
    if (c->successors[i].block != b)
      mlb_op_set_successor(c, i, b);
  }
}

static void clone_regions(MlbContext *ctx, MlbOperation *src,
                          MlbOperation *c, MlbPtrMap *map) {
  for (uint32_t i = 0; i < src->num_regions; i++)
    mlb_region_clone_into(ctx, &src->regions[i], &c->regions[i], map);
}

MlbOperation *mlb_op_clone(MlbContext *ctx, MlbOperation *op,
                           MlbPtrMap *map) {
  MlbPtrMap local;
  if (!map) {
    mlb_ptrmap_init(&local);
    map = &local;
  }
  MlbOperation *c = clone_shallow(ctx, op, map);
  clone_regions(ctx, op, c, map);
  remap(op, c, map);
  if (map == &local)
    mlb_ptrmap_free(&local);
  return c;
}

/* Step 1: blocks and arguments; returns the first new block. */
static MlbBlock *clone_blocks(MlbContext *ctx, MlbRegion *from,
                              MlbRegion *to, uint32_t n, MlbPtrMap *map) {
  MlbBlock *first = NULL, *b = from->first;
  for (uint32_t k = 0; k < n; k++, b = b->next) {
    MlbBlock *nb = mlb_block_new(ctx);
    mlb_ptrmap_put(map, b, nb);
    for (uint32_t i = 0; i < b->num_args; i++) {
      MlbValue *a = b->args[i];
      mlb_ptrmap_put(map, a, mlb_block_add_arg(ctx, nb, a->type, a->loc));
    }
    mlb_region_push_block(to, nb);
    if (!first)
      first = nb;
  }
  return first;
}

void mlb_region_clone_into(MlbContext *ctx, MlbRegion *from, MlbRegion *to,
                           MlbPtrMap *map) {
  MLB_ASSERT(from != to);
  uint32_t n = mlb_region_num_blocks(from);
  if (n == 0)
    return;
  MlbBlock *first = clone_blocks(ctx, from, to, n, map);
  /* Step 2: shallow ops. */
  MlbBlock *b = from->first, *nb = first;
  for (uint32_t k = 0; k < n; k++, b = b->next, nb = nb->next)
    for (MlbOperation *o = b->first; o; o = o->next)
      mlb_block_append(nb, clone_shallow(ctx, o, map));
  /* Step 3: nested regions, then the final operand mapping. */
  b = from->first;
  nb = first;
  for (uint32_t k = 0; k < n; k++, b = b->next, nb = nb->next)
    for (MlbOperation *o = b->first, *c = nb->first; o;
         o = o->next, c = c->next) {
      clone_regions(ctx, o, c, map);
      remap(o, c, map);
    }
}
