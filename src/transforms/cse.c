/* cse.c - the `cse` pass: common sub-expression elimination, as upstream.
 *
 * Walks each region in dominance order with a scoped table of the ops seen
 * so far. An op equals an earlier one when name, operands, result types,
 * properties, attributes and (single-block) regions match, locations
 * aside. The later op's results are replaced by the earlier op's, and it
 * is erased when the walk ends.
 *  - Only memory-effect-free ops are merged, and ops that only read when
 *    the earlier one is in the same block with no writing op in between.
 *  - Nested regions see the values of the enclosing scopes, except below
 *    ops isolated from above (they start a fresh table).
 *  - Multi-block regions are walked along their dominator tree (a block's
 *    table extends its immediate dominator's); graph regions with several
 *    blocks are left alone. Unused effect-free ops are erased on the way.
 *
 *   %0 = arith.addi %a, %b : i32          %0 = arith.addi %a, %b : i32
 *   %1 = arith.addi %a, %b : i32    =>    "use"(%0, %0)
 *   "use"(%0, %1)
 *
 * Requires: nothing.  Preserves: nothing (ops are erased).
 */
#include "ir/dominance.h"
#include "analysis/dom_info.h"
#include "transforms/pass.h"
#include "transforms/fold.h"

/* ==== Scoped table ==== */

typedef struct Entry {
  uint64_t hash;
  MlbOperation *op;
  uintptr_t prev; /* index + 1 of the previous entry in the bucket */
} Entry;

/* Known ops; nested scopes are stack marks into `table`. */
typedef struct Scope {
  MLB_VEC(Entry) table;
  MlbPtrMap buckets; /* hash -> index + 1 of the newest entry */
  MlbPtrMap known;   /* ops in the table (graph regions) */
} Scope;

typedef struct Cse {
  MlbContext *ctx;
  MlbOpVec erase;
  uint64_t num_cse, num_dce;
  MlbEffectVec fx; /* scratch: effects of the op being looked at */
} Cse;

/* ==== Equivalence ==== */

static bool commutative(const MlbOperation *op) {
  const MlbFoldIface *f = mlb_op_iface(op, MLB_IFACE_FOLD);
  return f && f->commutative;
}

static uint64_t op_hash(MlbOperation *op) {
  uint64_t h = mlb_hash_ptr(op->name);
  h = mlb_hash_combine(h, mlb_hash_ptr(op->props));
  h = mlb_hash_combine(h, mlb_hash_ptr(op->attrs));
  bool comm = commutative(op);
  uint64_t sum = 0;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    uint64_t v = mlb_hash_ptr(mlb_op_operand(op, i));
    if (comm)
      sum += v;
    else
      h = mlb_hash_combine(h, v);
  }
  h = mlb_hash_combine(h, sum);
  for (uint32_t i = 0; i < op->num_results; i++)
    h = mlb_hash_combine(h, mlb_hash_ptr(op->results[i].type));
  return mlb_hash_combine(h, op->num_regions);
}

static bool same_value(MlbPtrMap *map, MlbValue *a, MlbValue *b) {
  MlbValue *m = map ? mlb_ptrmap_get(map, a) : NULL;
  return (m ? m : a) == b;
}

static bool ops_equal(MlbPtrMap *map, MlbOperation *a, MlbOperation *b);

/* In order, or as multisets for commutative ops. */
static bool operands_equal(MlbPtrMap *map, MlbOperation *a, MlbOperation *b) {
  uint32_t n = a->num_operands;
  bool in_order = true;
  for (uint32_t i = 0; i < n && in_order; i++)
    in_order = same_value(map, mlb_op_operand(a, i), mlb_op_operand(b, i));
  if (in_order || !commutative(a))
    return in_order;
  bool *used = mlb_calloc(n ? n : 1, sizeof(bool));
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++) {
    ok = false;
    for (uint32_t k = 0; k < n && !ok; k++)
      if (!used[k] &&
          same_value(map, mlb_op_operand(a, i), mlb_op_operand(b, k)))
        used[k] = ok = true;
  }
  mlb_free(used);
  return ok;
}

static bool blocks_equal(MlbPtrMap *map, MlbBlock *a, MlbBlock *b) {
  if (a->num_args != b->num_args)
    return false;
  for (uint32_t i = 0; i < a->num_args; i++) {
    if (a->args[i]->type != b->args[i]->type)
      return false;
    mlb_ptrmap_put(map, a->args[i], b->args[i]);
  }
  MlbOperation *x = a->first, *y = b->first;
  for (; x && y; x = x->next, y = y->next)
    if (!ops_equal(map, x, y))
      return false;
  return !x && !y;
}

static bool ops_equal(MlbPtrMap *map, MlbOperation *a, MlbOperation *b) {
  if (a->name != b->name || a->props != b->props || a->attrs != b->attrs ||
      a->num_operands != b->num_operands ||
      a->num_results != b->num_results ||
      a->num_regions != b->num_regions ||
      a->num_successors != b->num_successors)
    return false;
  if (!operands_equal(map, a, b))
    return false;
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  for (uint32_t i = 0; i < a->num_successors; i++)
    if (a->successors[i].block != b->successors[i].block)
      return false;
  for (uint32_t r = 0; r < a->num_regions; r++) {
    MlbBlock *x = a->regions[r].first, *y = b->regions[r].first;
    for (; x && y; x = x->next, y = y->next)
      if (!blocks_equal(map, x, y))
        return false;
    if (x || y)
      return false;
  }
  for (uint32_t i = 0; map && i < a->num_results; i++)
    mlb_ptrmap_put(map, &a->results[i], &b->results[i]);
  return true;
}

static bool equivalent(MlbOperation *a, MlbOperation *b) {
  if (a->num_regions == 0)
    return ops_equal(NULL, a, b);
  MlbPtrMap map;
  mlb_ptrmap_init(&map);
  bool eq = ops_equal(&map, a, b);
  mlb_ptrmap_free(&map);
  return eq;
}

static const void *bucket_key(uint64_t h) {
  return (const void *)(uintptr_t)(h | 1);
}

static MlbOperation *lookup(Scope *c, MlbOperation *op, uint64_t h) {
  uintptr_t i = (uintptr_t)mlb_ptrmap_get(&c->buckets, bucket_key(h));
  for (; i; i = c->table.data[i - 1].prev) {
    Entry *e = &c->table.data[i - 1];
    if (e->hash == h && equivalent(e->op, op))
      return e->op;
  }
  return NULL;
}

static void insert(Scope *c, MlbOperation *op, uint64_t h) {
  Entry e = {h, op, (uintptr_t)mlb_ptrmap_get(&c->buckets, bucket_key(h))};
  mlb_vec_push(&c->table, e);
  mlb_ptrmap_put(&c->buckets, bucket_key(h), (void *)(uintptr_t)c->table.len);
  mlb_ptrmap_put(&c->known, op, op);
}

/* Leaves a scope: forgets the entries made since `mark`. */
static void pop_scope(Scope *c, uint32_t mark) {
  while (c->table.len > mark) {
    Entry *e = &c->table.data[--c->table.len];
    mlb_ptrmap_put(&c->buckets, bucket_key(e->hash), (void *)e->prev);
    mlb_ptrmap_put(&c->known, e->op, NULL);
  }
}

/* ==== Effects ==== */

/* What the op's effects allow: merging anywhere (none), merging within a
 * block without writes in between (only reads), or nothing. One effects
 * query per op, into the pass's scratch vector. */
typedef enum Effects { FX_NONE, FX_READS, FX_OTHER } Effects;

static Effects classify(Cse *c, MlbOperation *op) {
  c->fx.len = 0;
  if (!mlb_op_effects(c->ctx, op, &c->fx))
    return FX_OTHER;
  if (c->fx.len == 0)
    return FX_NONE;
  for (uint32_t i = 0; i < c->fx.len; i++)
    if (c->fx.data[i].kind != MLB_EFFECT_READ)
      return FX_OTHER;
  return FX_READS;
}

/* Upstream only counts ops that declare a write, or that declare nothing
 * and have no recursive effects. */
static bool may_write(Cse *c, MlbOperation *op) {
  const MlbEffectsIface *fi = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if ((fi && fi->recursive) ||
      mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS))
    return false;
  if (!fi && !mlb_op_has_trait(op, MLB_TRAIT_PURE))
    return true;
  c->fx.len = 0;
  bool w = !mlb_op_effects(c->ctx, op, &c->fx);
  for (uint32_t i = 0; !w && i < c->fx.len; i++)
    w = c->fx.data[i].kind == MLB_EFFECT_WRITE;
  return w;
}

static bool write_between(Cse *c, MlbOperation *from, MlbOperation *to) {
  for (MlbOperation *o = from->next; o && o != to; o = o->next)
    if (may_write(c, o))
      return true;
  return false;
}

/* ==== Simplification ==== */

static void replace_and_erase(Cse *c, Scope *s, MlbOperation *op,
                              MlbOperation *existing, bool ssa) {
  if (ssa) {
    for (uint32_t i = 0; i < op->num_results; i++)
      mlb_value_replace_all_uses(mlb_op_result(op, i),
                                 mlb_op_result(existing, i));
    mlb_vec_push(&c->erase, op);
  } else {
    /* Without dominance, only users not visited yet may switch. */
    for (uint32_t i = 0; i < op->num_results; i++) {
      MlbUse *next;
      for (MlbUse *u = op->results[i].uses; u; u = next) {
        next = u->next;
        if (!mlb_ptrmap_get(&s->known, u->owner))
          mlb_op_set_operand(u->owner, u->index, mlb_op_result(existing, i));
      }
    }
    bool unused = true;
    for (uint32_t i = 0; i < op->num_results; i++)
      unused = unused && !op->results[i].uses;
    if (unused)
      mlb_vec_push(&c->erase, op);
  }
  if (existing->loc && existing->loc->kind == MLB_ATTR_LOC_UNKNOWN &&
      op->loc && op->loc->kind != MLB_ATTR_LOC_UNKNOWN)
    existing->loc = op->loc;
  c->num_cse++;
}

static bool multi_block_regions(MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    if (op->regions[r].first && op->regions[r].first != op->regions[r].last)
      return true;
  return false;
}

static void simplify_op(Cse *c, Scope *s, MlbOperation *op, bool ssa) {
  if (mlb_op_is_terminator(op))
    return;
  if (mlb_op_is_trivially_dead(c->ctx, op)) {
    mlb_vec_push(&c->erase, op);
    c->num_dce++;
    return;
  }
  if (multi_block_regions(op))
    return;
  Effects fx = classify(c, op);
  if (fx == FX_OTHER)
    return;
  uint64_t h = op_hash(op);
  if (fx == FX_READS) {
    MlbOperation *existing = lookup(s, op, h);
    if (existing && existing->block == op->block &&
        !write_between(c, existing, op)) {
      replace_and_erase(c, s, op, existing, ssa);
      return;
    }
    insert(s, op, h);
    return;
  }
  MlbOperation *existing = lookup(s, op, h);
  if (existing) {
    replace_and_erase(c, s, op, existing, ssa);
    return;
  }
  insert(s, op, h);
}

static void simplify_region(Cse *c, Scope *s, MlbRegion *r);

static void scope_init(Scope *s) {
  memset(s, 0, sizeof(*s));
  mlb_ptrmap_init(&s->buckets);
  mlb_ptrmap_init(&s->known);
}

static void scope_free(Scope *s) {
  mlb_vec_free(&s->table);
  mlb_ptrmap_free(&s->buckets);
  mlb_ptrmap_free(&s->known);
}

static void simplify_block(Cse *c, Scope *s, MlbBlock *b, bool ssa) {
  for (MlbOperation *op = b->first; op; op = op->next) {
    if (op->num_regions) {
      if (!op->desc || mlb_op_has_trait(op, MLB_TRAIT_ISOLATED)) {
        Scope nested;
        scope_init(&nested);
        for (uint32_t r = 0; r < op->num_regions; r++)
          simplify_region(c, &nested, &op->regions[r]);
        scope_free(&nested);
      } else {
        for (uint32_t r = 0; r < op->num_regions; r++)
          simplify_region(c, s, &op->regions[r]);
      }
    }
    simplify_op(c, s, op, ssa);
  }
}

/* Dominator-tree DFS: each block extends its dominator's scope. */
static void simplify_dom_node(Cse *c, Scope *s, MlbDomTree *t, uint32_t n) {
  uint32_t mark = s->table.len;
  simplify_block(c, s, t->blocks[n], true);
  for (uint32_t k = 1; k < t->n; k++)
    if (k != n && t->idom[k] == n)
      simplify_dom_node(c, s, t, k);
  pop_scope(s, mark);
}

static void simplify_region(Cse *c, Scope *s, MlbRegion *r) {
  if (!r->first)
    return;
  bool ssa = mlb_region_has_ssa_dominance(r);
  if (r->first == r->last) {
    uint32_t mark = s->table.len;
    simplify_block(c, s, r->first, ssa);
    pop_scope(s, mark);
    return;
  }
  if (!ssa)
    return;
  MlbDomTree t;
  mlb_domtree_build(&t, r, false);
  if (t.n)
    simplify_dom_node(c, s, &t, 0);
  mlb_domtree_free(&t);
}

static MlbStatus run_cse(MlbContext *ctx, MlbOperation *op,
                         const MlbPassOptValue *opts, MlbPassState *st) {
  MLB_UNUSED(opts);
  Cse c = {ctx, {0}, 0, 0, {0}};
  Scope s;
  scope_init(&s);
  for (uint32_t r = 0; r < op->num_regions; r++)
    simplify_region(&c, &s, &op->regions[r]);
  scope_free(&s);
  MlbRewriter rw;
  mlb_rw_init(&rw, ctx, NULL);
  for (uint32_t i = 0; i < c.erase.len; i++)
    mlb_rw_erase_op(&rw, c.erase.data[i]);
  mlb_vec_free(&c.erase);
  mlb_vec_free(&c.fx);
  st->stats[0] += c.num_cse;
  st->stats[1] += c.num_dce;
  return MLB_SUCCESS;
}

static const MlbPassStatDef k_cse_stats[] = {
    {"num-cse'd", "Number of operations CSE'd"},
    {"num-dce'd", "Number of operations DCE'd"},
};

const MlbPassDef mlb_pass_cse = {
    .flag = "cse",
    .name = "CSE",
    .anchor = "any",
    .summary = "Eliminate common sub-expressions",
    .stats = k_cse_stats,
    .num_stats = 2,
    .run = run_cse,
};
