/* ir_ops.c - creating operations and editing their operands, successors,
 * properties and attributes; trait and parent queries.
 *
 * An operation and its fixed-size parts (operand uses, results, regions,
 * successor operands) are carved out of one arena allocation, so creation
 * is O(#operands + #results + #regions + #successors). Growing the operand
 * list past its capacity moves the uses to a fresh arena array (relinking
 * each use in its value's list); the old array is reclaimed with the arena.
 */
#include "ir/ir_int.h"
#include "support/thresholds.h"

/* ==== Op state ==== */
void mlb_opstate_init(MlbOpState *st, MlbContext *ctx, const char *name,
                      MlbAttr *loc) {
  memset(st, 0, sizeof *st);
  st->name = mlb_intern_cstr(ctx, name);
  st->desc = mlb_lookup_op_interned(ctx, st->name);
  st->loc = loc;
}

void mlb_opstate_init_pooled(MlbOpState *st, MlbContext *ctx,
                             const char *name, MlbAttr *loc) {
  mlb_opstate_init(st, ctx, name, loc);
  st->pool = &ctx->state_pool;
  mlb_vec_from_pool(st->pool, &st->operands);
  mlb_vec_from_pool(st->pool, &st->result_types);
  mlb_vec_from_pool(st->pool, &st->props);
}

/* Regions still held by the state were never moved into an op (a parse
 * failed, say): drop their uses so that outer values' use lists do not
 * keep pointing into abandoned IR. */
static void drop_region_refs(MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next)
    for (MlbOperation *o = b->first; o; o = o->next)
      mlb_op_drop_all_refs(o);
}

void mlb_opstate_free(MlbOpState *st) {
  for (uint32_t i = 0; i < st->regions.len; i++)
    if (st->regions.data[i])
      drop_region_refs(st->regions.data[i]);
  if (st->pool) {
    mlb_vec_to_pool(st->pool, &st->operands);
    mlb_vec_to_pool(st->pool, &st->result_types);
    mlb_vec_to_pool(st->pool, &st->props);
    mlb_vec_to_pool(st->pool, &st->attrs);
    mlb_vec_to_pool(st->pool, &st->regions);
    mlb_vec_to_pool(st->pool, &st->successors);
  } else {
    mlb_vec_free(&st->operands);
    mlb_vec_free(&st->result_types);
    mlb_vec_free(&st->props);
    mlb_vec_free(&st->attrs);
    mlb_vec_free(&st->regions);
    mlb_vec_free(&st->successors);
  }
  st->raw_props = NULL;
}

void mlb_opstate_add_prop(MlbOpState *st, const char *name, MlbAttr *v) {
  MlbNamedAttr na = {name, v};
  mlb_vec_push(&st->props, na);
}

void mlb_opstate_add_attr(MlbOpState *st, const char *name, MlbAttr *v) {
  MlbNamedAttr na = {name, v};
  mlb_vec_push(&st->attrs, na);
}

void mlb_opstate_add_segment_sizes(MlbContext *ctx, MlbOpState *st,
                                   const char *name, const int64_t *sizes,
                                   uint32_t n) {
  MlbAttr *a = mlb_attr_dense_int_array(ctx, ctx->t_i32, n, sizes);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, name), a);
}

/* ==== Creation ==== */
MlbOperation *mlb_op_alloc(MlbContext *ctx, const char *name,
                           const MlbOpDesc *desc, MlbAttr *loc,
                           uint32_t num_operands, uint32_t num_results,
                           uint32_t num_regions, uint32_t num_successors) {
  size_t sz = sizeof(MlbOperation) + num_operands * sizeof(MlbUse) +
              num_results * sizeof(MlbValue) +
              num_regions * sizeof(MlbRegion) +
              num_successors * sizeof(MlbBlockOperand);
  char *mem = mlb_ir_alloc(ctx, sz);
  MlbOperation *op = (MlbOperation *)mem;
  mem += sizeof(MlbOperation);
  op->name = name;
  op->desc = desc;
  op->loc = loc ? loc : mlb_loc_unknown(ctx);
  op->num_operands = op->cap_operands = num_operands;
  op->num_results = num_results;
  op->num_regions = num_regions;
  op->num_successors = num_successors;
  /* Arrays are never NULL, even when empty, so `&op->operands[start]`
   * with a zero count is defined behaviour in callers. */
  op->operands = (MlbUse *)mem;
  mem += num_operands * sizeof(MlbUse);
  op->results = (MlbValue *)mem;
  mem += num_results * sizeof(MlbValue);
  op->regions = (MlbRegion *)mem;
  mem += num_regions * sizeof(MlbRegion);
  op->successors = (MlbBlockOperand *)mem;
  for (uint32_t i = 0; i < num_operands; i++)
    op->operands[i].owner = op;
  for (uint32_t i = 0; i < num_results; i++) {
    op->results[i].def_op = op;
    op->results[i].index = i;
  }
  for (uint32_t i = 0; i < num_regions; i++)
    op->regions[i].parent = op;
  for (uint32_t i = 0; i < num_successors; i++) {
    op->successors[i].owner = op;
    op->successors[i].index = i;
  }
  return op;
}

/* Builds a dict from named attributes, interning the names first (states
 * may be filled with string literals); empty lists give NULL. */
static MlbAttr *build_dict(MlbContext *ctx, MlbNamedAttr *e, uint32_t n) {
  if (n == 0)
    return NULL;
  for (uint32_t i = 0; i < n; i++)
    e[i].name = mlb_intern_cstr(ctx, e[i].name);
  return mlb_attr_dict(ctx, n, e);
}

static bool is_empty_dict(const MlbAttr *a) {
  return a && a->kind == MLB_ATTR_DICT && a->u.dict.n == 0;
}

/* Moves the blocks of each detached region into the op's inline region
 * storage; the detached region is left empty and marked as taken. */
static void take_regions(MlbOperation *op, MlbOpState *st) {
  for (uint32_t i = 0; i < op->num_regions; i++) {
    MlbRegion *from = st->regions.data[i], *to = &op->regions[i];
    if (!from)
      continue;
    to->first = from->first;
    to->last = from->last;
    for (MlbBlock *b = to->first; b; b = b->next)
      b->parent = to;
    from->first = from->last = NULL;
    from->parent = op;
  }
}

MlbOperation *mlb_op_create(MlbContext *ctx, MlbOpState *st) {
  /* Registered names are interned when their dialect is registered. */
  const char *name = st->desc && st->name == st->desc->name
                         ? st->name
                         : mlb_intern_cstr(ctx, st->name);
  MlbOperation *op = mlb_op_alloc(
      ctx, name, st->desc, st->loc,
      st->operands.len, st->result_types.len, st->regions.len,
      st->successors.len);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_use_link(&op->operands[i], st->operands.data[i]);
  for (uint32_t i = 0; i < op->num_results; i++)
    op->results[i].type = st->result_types.data[i];
  if (st->raw_props)
    op->props = st->raw_props;
  else
    op->props = build_dict(ctx, st->props.data, st->props.len);
  if (op->desc && is_empty_dict(op->props))
    op->props = NULL;
  op->attrs = build_dict(ctx, st->attrs.data, st->attrs.len);
  if (is_empty_dict(op->attrs))
    op->attrs = NULL;
  take_regions(op, st);
  for (uint32_t i = 0; i < op->num_successors; i++) {
    /* Even before the op is linked: its targets have one more pred. */
    mlb_block_mark_edit(st->successors.data[i], MLB_EDIT_CFG);
    mlb_succ_link(&op->successors[i], st->successors.data[i]);
  }
  /* The contents now belong to the op; freeing here keeps a forgotten
   * mlb_opstate_free from leaking and a second one harmless. */
  st->regions.len = 0;
  mlb_opstate_free(st);
  return op;
}

MlbOperation *mlb_op_create_plain(MlbContext *ctx, const char *name,
                                  MlbAttr *loc, MlbValue *const *operands,
                                  uint32_t num_operands,
                                  MlbType *const *result_types,
                                  uint32_t num_results) {
  const char *interned = mlb_intern_cstr(ctx, name);
  MlbOperation *op =
      mlb_op_alloc(ctx, interned, mlb_lookup_op_interned(ctx, interned), loc,
                   num_operands, num_results, 0, 0);
  for (uint32_t i = 0; i < num_operands; i++)
    mlb_use_link(&op->operands[i], operands[i]);
  for (uint32_t i = 0; i < num_results; i++)
    op->results[i].type = result_types[i];
  return op; /* props and attrs NULL: the block comes zeroed */
}

/* ==== Operands and successors ==== */
MLB_HOT void mlb_op_set_operand(MlbOperation *op, uint32_t i, MlbValue *v) {
  MLB_ASSERT(i < op->num_operands);
  MlbUse *u = &op->operands[i];
  if (u->value == v)
    return;
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  mlb_use_unlink(u);
  mlb_use_link(u, v);
}

/* Makes room for `need` operands, moving existing uses if reallocated. */
static void reserve_operands(MlbContext *ctx, MlbOperation *op,
                             uint32_t need) {
  if (need <= op->cap_operands)
    return;
  uint32_t cap = op->cap_operands * 2;
  if (cap < need)
    cap = need;
  if (cap < 4)
    cap = 4;
  MlbUse *fresh = mlb_ir_alloc(ctx, cap * sizeof(MlbUse));
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_use_move(&fresh[i], &op->operands[i]);
  /* The inline array is part of the op's own block (freed with it). */
  if (!mlb_op_operands_inline(op))
    mlb_ir_release(ctx, op->operands, op->cap_operands * sizeof(MlbUse));
  op->operands = fresh;
  op->cap_operands = cap;
}

static void init_operand(MlbOperation *op, uint32_t i, MlbValue *v) {
  MlbUse *u = &op->operands[i];
  u->owner = op;
  mlb_use_link(u, v);
}

void mlb_op_set_operands(MlbContext *ctx, MlbOperation *op, uint32_t n,
                         MlbValue *const *vals) {
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_use_unlink(&op->operands[i]);
  op->num_operands = 0;
  reserve_operands(ctx, op, n);
  for (uint32_t i = 0; i < n; i++)
    init_operand(op, i, vals[i]);
  op->num_operands = n;
}

void mlb_op_insert_operands(MlbContext *ctx, MlbOperation *op, uint32_t at,
                            uint32_t n, MlbValue *const *vals) {
  MLB_ASSERT(at <= op->num_operands);
  if (n == 0)
    return;
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  reserve_operands(ctx, op, op->num_operands + n);
  /* Shift the tail right, last first, so every move targets a dead slot. */
  for (uint32_t i = op->num_operands; i-- > at;)
    mlb_use_move(&op->operands[i + n], &op->operands[i]);
  for (uint32_t k = 0; k < n; k++)
    init_operand(op, at + k, vals[k]);
  op->num_operands += n;
}

void mlb_op_erase_operand(MlbOperation *op, uint32_t i) {
  MLB_ASSERT(i < op->num_operands);
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  mlb_use_unlink(&op->operands[i]);
  for (uint32_t j = i + 1; j < op->num_operands; j++)
    mlb_use_move(&op->operands[j - 1], &op->operands[j]);
  op->num_operands--;
  memset(&op->operands[op->num_operands], 0, sizeof(MlbUse));
}

void mlb_op_set_successor(MlbOperation *op, uint32_t i, MlbBlock *b) {
  MLB_ASSERT(i < op->num_successors);
  MlbBlockOperand *s = &op->successors[i];
  if (s->block == b)
    return;
  mlb_block_mark_edit(op->block, MLB_EDIT_CFG);
  mlb_block_mark_edit(b, MLB_EDIT_CFG);
  mlb_succ_unlink(s);
  mlb_succ_link(s, b);
}

/* ==== Properties and attributes ==== */
MLB_HOT MlbAttr *mlb_op_get_prop(MlbOperation *op, const char *name) {
  if (!op->props || op->props->kind != MLB_ATTR_DICT)
    return NULL;
  return mlb_dict_get(op->props, name);
}

MLB_HOT MlbAttr *mlb_op_get_attr(MlbOperation *op, const char *name) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  if (!a && op->attrs)
    a = mlb_dict_get(op->attrs, name);
  return a;
}

static bool is_declared_prop(const MlbOpDesc *d, const char *name);

MLB_HOT MlbAttr *mlb_op_get_discardable(MlbOperation *op, const char *name) {
  if (!op->desc || is_declared_prop(op->desc, name))
    return mlb_op_get_attr(op, name);
  return op->attrs ? mlb_dict_get(op->attrs, name) : NULL;
}

static MlbAttr *dict_update(MlbContext *ctx, MlbAttr *dict, const char *name,
                            MlbAttr *v) {
  if (dict && dict->kind != MLB_ATTR_DICT)
    dict = NULL; /* an unregistered op's non-dict properties: replaced */
  MlbAttr *d = mlb_dict_set(ctx, dict, mlb_intern_cstr(ctx, name), v);
  return is_empty_dict(d) ? NULL : d;
}

/* A renamed symbol changes its block's contents for symbol lookups. */
static void note_rename(MlbOperation *op, const char *name) {
  if (op->block && name[0] == 's' && strcmp(name, "sym_name") == 0)
    op->block->version++;
}

void mlb_op_set_prop(MlbContext *ctx, MlbOperation *op, const char *name,
                     MlbAttr *v) {
  mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
  op->props = dict_update(ctx, op->props, name, v);
  note_rename(op, name);
}

static bool is_declared_prop(const MlbOpDesc *d, const char *name) {
  if (!d || !d->props)
    return false;
  for (const char *const *p = d->props; *p; p++)
    if ((*p)[0] == name[0] && strcmp(*p, name) == 0)
      return true;
  return false;
}

/* As upstream's Operation::setAttr: names of inherent attributes of a
 * registered op go to the properties, everything else is discardable. */
void mlb_op_set_attr(MlbContext *ctx, MlbOperation *op, const char *name,
                     MlbAttr *v) {
  if (is_declared_prop(op->desc, name))
    mlb_op_set_prop(ctx, op, name, v);
  else {
    mlb_block_mark_edit(op->block, MLB_EDIT_OPS);
    op->attrs = dict_update(ctx, op->attrs, name, v);
    note_rename(op, name);
  }
}

/* ==== Traits and names ==== */
size_t mlb_op_dialect_len(const MlbOperation *op) {
  const char *dot = strchr(op->name, '.');
  return dot ? (size_t)(dot - op->name) : strlen(op->name);
}

/* ==== Parents ==== */
MLB_HOT MlbOperation *mlb_op_parent_op(const MlbOperation *op) {
  return op->block ? mlb_block_parent_op(op->block) : NULL;
}

MlbRegion *mlb_op_parent_region(const MlbOperation *op) {
  return op->block ? op->block->parent : NULL;
}

MlbOperation *mlb_op_outermost(MlbOperation *op) {
  while (mlb_op_parent_op(op))
    op = mlb_op_parent_op(op);
  return op;
}

/* An op counts as its own ancestor, as upstream's Operation::isAncestor. */
bool mlb_op_is_ancestor(const MlbOperation *anc, const MlbOperation *op) {
  for (const MlbOperation *o = op; o; o = mlb_op_parent_op(o))
    if (o == anc)
      return true;
  return false;
}

/* Bytes of an op's IR prefetched ahead at most (support/thresholds.h;
 * tiny: one line, so that most tests take the cut; prefetch-next-ir.mlir
 * has both sides). */
#define MLB_PREFETCH_SPAN_MAX MLB_THRESHOLD(32768u, 64u)

void mlb_op_prefetch_next_ir(const MlbOperation *c, const MlbOperation *n) {
#if defined(__GNUC__)
  if (!c || !n)
    return;
  /* Addresses as integers: c and n are distinct objects. */
  uintptr_t from = (uintptr_t)(c + 1), to = (uintptr_t)(n + 1);
  if (to <= from)
    return;
  uintptr_t span = to - from;
  if (span > MLB_PREFETCH_SPAN_MAX)
    span = MLB_PREFETCH_SPAN_MAX;
  /* Four lines a step: the runner asks for each child's IR four times
   * (PREFETCH_AHEAD), a few KB each, and the loop's own compare and
   * branch per line cost more than the prefetches. */
  uintptr_t i = 0;
  for (; i + 256 <= span; i += 256) {
    __builtin_prefetch((const void *)(from + i), 0, 3);
    __builtin_prefetch((const void *)(from + i + 64), 0, 3);
    __builtin_prefetch((const void *)(from + i + 128), 0, 3);
    __builtin_prefetch((const void *)(from + i + 192), 0, 3);
  }
  for (; i < span; i += 64)
    __builtin_prefetch((const void *)(from + i), 0, 3);
#else
  MLB_UNUSED(c);
  MLB_UNUSED(n);
#endif
}
