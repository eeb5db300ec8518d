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
#include "rewrite/fold.h"
#include "rewrite/rewrite.h"
#include "support/thresholds.h"

/* ==== Scoped table ==== */

typedef struct Entry {
  uint64_t hash;
  MlbOperation *op;
  uint32_t prev; /* index + 1 of the previous entry in the bucket */
  bool known;    /* recorded in Scope.known */
} Entry;

/* hash -> index + 1 of the newest entry with that hash. Open addressing
 * with deletion (backward shift), so that leaving a scope removes its
 * buckets and the table only ever holds what is in scope. */
typedef struct BucketIndex {
  uint64_t *keys; /* hash | 1; 0: empty */
  uint32_t *vals;
  uint32_t cap, len;
} BucketIndex;

/* Known ops; nested scopes are stack marks into `table`. */
typedef struct Scope {
  MLB_VEC(Entry) table;
  BucketIndex buckets;
  MlbPtrMap known; /* ops in the table, kept inside graph regions only */
} Scope;

enum { SPARE_SCOPES = MLB_THRESHOLD(8, 1) }; /* support/thresholds.h */

typedef struct Cse {
  MlbContext *ctx;
  MlbOpVec erase;
  uint64_t num_cse, num_dce;
  MlbEffectVec fx;     /* scratch: effects of the op being looked at */
  uint32_t graph_depth; /* graph regions being walked */
  /* Scopes of finished isolated ops (functions), kept for the next. */
  Scope *spare[SPARE_SCOPES];
  uint32_t num_spare;
  /* Each function directly in `root` is finished (its ops erased) as the
   * walk leaves it, while in cache. */
  MlbOperation *root;
  MlbRewriter rw;
} Cse;

/* ==== Bucket index ==== */

/* Keys are op hashes, already mixed. */
static uint32_t bucket_home(const BucketIndex *x, uint64_t key) {
  return (uint32_t)(key >> 1) & (x->cap - 1);
}

static uint32_t bucket_find(const BucketIndex *x, uint64_t key) {
  uint32_t mask = x->cap - 1, i = bucket_home(x, key);
  while (x->keys[i] && x->keys[i] != key)
    i = (i + 1) & mask;
  return i;
}

static uint32_t bucket_get(const BucketIndex *x, uint64_t h) {
  if (!x->cap)
    return 0;
  uint32_t i = bucket_find(x, h | 1);
  return x->keys[i] ? x->vals[i] : 0;
}

static void bucket_grow(BucketIndex *x) {
  BucketIndex old = *x;
  x->cap = old.cap ? old.cap * 2 : 16;
  x->keys = mlb_calloc(x->cap, sizeof *x->keys);
  x->vals = mlb_malloc(x->cap * sizeof *x->vals);
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.keys[i]) {
      uint32_t j = bucket_find(x, old.keys[i]);
      x->keys[j] = old.keys[i];
      x->vals[j] = old.vals[i];
    }
  mlb_free(old.keys);
  mlb_free(old.vals);
}

/* Removes slot i, moving later entries of its probe run back. */
static void bucket_erase(BucketIndex *x, uint32_t i) {
  uint32_t mask = x->cap - 1, j = i;
  for (;;) {
    j = (j + 1) & mask;
    if (!x->keys[j])
      break;
    uint32_t k = bucket_home(x, x->keys[j]);
    /* Entry j may fill the hole unless its home lies in (i, j]. */
    bool stays = i <= j ? (i < k && k <= j) : (i < k || k <= j);
    if (stays)
      continue;
    x->keys[i] = x->keys[j];
    x->vals[i] = x->vals[j];
    i = j;
  }
  x->keys[i] = 0;
  x->len--;
}

/* Sets h's newest entry (0: none left, the bucket goes). */
static void bucket_set(BucketIndex *x, uint64_t h, uint32_t v) {
  if (v && (x->len + 1) * 2 > x->cap)
    bucket_grow(x);
  if (!x->cap)
    return;
  uint32_t i = bucket_find(x, h | 1);
  if (!x->keys[i]) {
    if (!v)
      return;
    x->keys[i] = h | 1;
    x->len++;
  } else if (!v) {
    bucket_erase(x, i);
    return;
  }
  x->vals[i] = v;
}

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
  bool small[16];
  bool *used = MLB_FITS_SMALL(n, small) ? small : mlb_malloc(n);
  memset(used, 0, n);
  bool ok = true;
  for (uint32_t i = 0; i < n && ok; i++) {
    ok = false;
    for (uint32_t k = 0; k < n && !ok; k++)
      if (!used[k] &&
          same_value(map, mlb_op_operand(a, i), mlb_op_operand(b, k)))
        used[k] = ok = true;
  }
  if (used != small)
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

static MlbOperation *lookup(Scope *c, MlbOperation *op, uint64_t h) {
  uint32_t i = bucket_get(&c->buckets, h);
  for (; i; i = c->table.data[i - 1].prev) {
    Entry *e = &c->table.data[i - 1];
    if (e->hash == h && equivalent(e->op, op))
      return e->op;
  }
  return NULL;
}

/* Only replacements in graph regions ask which ops are in the table (and
 * only about ops of that region), so only ops met there are recorded. */
static void insert(Cse *cse, Scope *c, MlbOperation *op, uint64_t h) {
  Entry e = {h, op, bucket_get(&c->buckets, h), cse->graph_depth > 0};
  mlb_vec_push(&c->table, e);
  bucket_set(&c->buckets, h, c->table.len);
  if (e.known)
    mlb_ptrmap_put(&c->known, op, op);
}

/* Leaves a scope: forgets the entries made since `mark`. */
static void pop_scope(Scope *c, uint32_t mark) {
  while (c->table.len > mark) {
    Entry *e = &c->table.data[--c->table.len];
    bucket_set(&c->buckets, e->hash, e->prev);
    if (e->known)
      mlb_ptrmap_put(&c->known, e->op, NULL);
  }
}

/* ==== Effects ==== */

/* What the op's effects allow: merging anywhere (none), merging within a
 * block without writes in between (only reads), or nothing. One effects
 * query per op, into the pass's scratch vector. */
typedef enum Effects { FX_NONE, FX_READS, FX_OTHER } Effects;

/* Effect-free by the op's static description alone (no table entries, or
 * pure without a table), as mlb_op_is_effect_free answers without a list;
 * other ops get their list built once, below. */
static bool is_static_effect_free(const MlbOperation *op) {
  if (!op->desc || mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS))
    return false;
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (!fx)
    return mlb_op_has_trait(op, MLB_TRAIT_PURE);
  return !fx->recursive && !fx->get && fx->num_specs == 0;
}

static Effects classify(Cse *c, MlbOperation *op) {
  c->fx.len = 0;
  if (is_static_effect_free(op))
    return FX_NONE;
  if (!mlb_op_effects(c->ctx, op, &c->fx))
    return FX_OTHER;
  if (c->fx.len == 0)
    return FX_NONE;
  for (uint32_t i = 0; i < c->fx.len; i++)
    if (c->fx.data[i].kind != MLB_EFFECT_READ)
      return FX_OTHER;
  return FX_READS;
}

/* May op write (or free) memory? Its own effects and, for an op with
 * recursive effects (a loop, a linalg payload), those of the ops inside;
 * unknown effects may write. Upstream asks the effects interface first
 * but lets an op with recursive effects and no interface pass unseen (an
 * scf.for storing into the loaded buffer would not stop the merge): we
 * look inside. And an op with both the interface and recursive effects
 * (linalg.generic writing its memref out) is judged by its own effects
 * too, as upstream does -- mlbuf used to skip it, merging a load before
 * the generic with one after (random program 80063 of
 * bench/bufferize_random.py, wrong after --buffer-deallocation-pipeline). */
static bool may_write(Cse *c, MlbOperation *op) {
  c->fx.len = 0;
  if (!mlb_op_effects(c->ctx, op, &c->fx))
    return true;
  for (uint32_t i = 0; i < c->fx.len; i++)
    if (c->fx.data[i].kind == MLB_EFFECT_WRITE ||
        c->fx.data[i].kind == MLB_EFFECT_FREE)
      return true;
  return false;
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
          mlb_op_set_operand(u->owner, mlb_use_index(u),
                             mlb_op_result(existing, i));
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
    insert(c, s, op, h);
    return;
  }
  MlbOperation *existing = lookup(s, op, h);
  if (existing) {
    replace_and_erase(c, s, op, existing, ssa);
    return;
  }
  insert(c, s, op, h);
}

static void simplify_region(Cse *c, Scope *s, MlbRegion *r);

static void scope_free(Scope *s) {
  mlb_vec_free(&s->table);
  mlb_free(s->buckets.keys);
  mlb_free(s->buckets.vals);
  mlb_ptrmap_free(&s->known);
  mlb_free(s);
}

/* An empty scope, reusing a finished one's storage. */
static Scope *scope_take(Cse *c) {
  if (c->num_spare)
    return c->spare[--c->num_spare];
  Scope *s = mlb_calloc(1, sizeof *s);
  mlb_ptrmap_init(&s->known);
  return s;
}

/* Hands back an empty scope (every mark popped: no buckets are left). */
static void scope_give(Cse *c, Scope *s) {
  if (s->known.len)
    mlb_ptrmap_free(&s->known);
  if (c->num_spare == SPARE_SCOPES) {
    scope_free(s);
    return;
  }
  c->spare[c->num_spare++] = s;
}

static void erase_from(Cse *c, uint32_t mark) {
  for (uint32_t i = mark; i < c->erase.len; i++)
    mlb_rw_erase_op(&c->rw, c->erase.data[i]);
  c->erase.len = mark;
}

/* One op of block b, the scope of b being s. */
static void simplify_in_block(Cse *c, Scope *s, MlbBlock *b, MlbOperation *op,
                              bool ssa) {
  if (op->num_regions) {
    if (!op->desc || mlb_op_has_trait(op, MLB_TRAIT_ISOLATED)) {
      /* Nothing inside uses a value of an enclosing graph region. */
      bool unit = b->parent->parent == c->root;
      uint32_t erase_mark = c->erase.len;
      Scope *nested = scope_take(c);
      uint32_t depth = c->graph_depth;
      c->graph_depth = 0;
      for (uint32_t r = 0; r < op->num_regions; r++)
        simplify_region(c, nested, &op->regions[r]);
      c->graph_depth = depth;
      scope_give(c, nested);
      /* A function directly in the root is done: nothing later refers
       * to its ops, so they can go now. */
      if (unit)
        erase_from(c, erase_mark);
    } else {
      for (uint32_t r = 0; r < op->num_regions; r++)
        simplify_region(c, s, &op->regions[r]);
    }
  }
  simplify_op(c, s, op, ssa);
}

static void simplify_block(Cse *c, Scope *s, MlbBlock *b, bool ssa) {
  for (MlbOperation *op = b->first; op; op = op->next)
    simplify_in_block(c, s, b, op, ssa);
}

/* The dominator tree's children lists (ascending block order). */
typedef struct DomKids {
  MlbRegionDom *t;
  uint32_t *head, *next; /* first child / next sibling, UINT32_MAX: none */
} DomKids;

/* Dominator-tree DFS: each block extends its dominator's scope. */
static void simplify_dom_node(Cse *c, Scope *s, const DomKids *d, uint32_t n) {
  uint32_t mark = s->table.len;
  simplify_block(c, s, d->t->blocks[n], true);
  for (uint32_t k = d->head[n]; k != UINT32_MAX; k = d->next[k])
    simplify_dom_node(c, s, d, k);
  pop_scope(s, mark);
}

/* Children found once (a scan of all blocks per node is quadratic in
 * large CFGs). */
static void simplify_dom_tree(Cse *c, Scope *s, MlbRegionDom *t) {
  uint32_t small[64];
  uint32_t *mem = MLB_FITS_SMALL(2 * t->n, small)
                      ? small
                      : mlb_malloc(2 * t->n * sizeof *mem);
  DomKids d = {t, mem, mem + t->n};
  for (uint32_t i = 0; i < t->n; i++)
    d.head[i] = d.next[i] = UINT32_MAX;
  for (uint32_t k = t->n; k-- > 1;) {
    uint32_t p = t->idom[k];
    if (p != k && p != UINT32_MAX) { /* not the root, not unreachable */
      d.next[k] = d.head[p];
      d.head[p] = k;
    }
  }
  simplify_dom_node(c, s, &d, 0);
  if (mem != small)
    mlb_free(mem);
}

static void simplify_region(Cse *c, Scope *s, MlbRegion *r) {
  if (!r->first)
    return;
  bool ssa = mlb_region_has_ssa_dominance(r);
  if (r->first == r->last) {
    uint32_t mark = s->table.len;
    c->graph_depth += !ssa;
    simplify_block(c, s, r->first, ssa);
    c->graph_depth -= !ssa;
    pop_scope(s, mark);
    return;
  }
  if (!ssa)
    return;
  MlbRegionDom t;
  mlb_region_dom_build(&t, r, false);
  if (t.n)
    simplify_dom_tree(c, s, &t);
  mlb_region_dom_free(&t);
}

static void cse_init(Cse *c, MlbContext *ctx, MlbOperation *root) {
  memset(c, 0, sizeof *c);
  c->ctx = ctx;
  c->root = root;
  mlb_rw_init(&c->rw, ctx, NULL);
}

/* The run is over (every op to erase is gone): `s` (the root's scope)
 * goes back, and the counters reach the pass's statistics. */
static void cse_finish(Cse *c, Scope *s, MlbPassState *st) {
  scope_give(c, s);
  while (c->num_spare)
    scope_free(c->spare[--c->num_spare]);
  mlb_vec_free(&c->erase);
  mlb_vec_free(&c->fx);
  st->stats[0] += c->num_cse;
  st->stats[1] += c->num_dce;
}

/* ==== Units ====
 * The walk of the root's block, one op at a time: the root's scope stays
 * open between units. Top-level ops with results would let one unit's
 * CSE replace values another uses, so such roots are walked whole. When
 * nothing is replaced or erased the IR is left as verified before the
 * pass (upstream marks all analyses preserved and skips the verifier). */
typedef struct Units {
  Cse c;
  Scope *s;
  uint32_t mark;
  bool ssa;
  bool whole; /* the root is walked whole */
  MlbPassState *st;
} Units;

/* Not split into units, or top-level ops with results. */
static bool walks_whole(MlbOperation *root) {
  if (!mlb_units_split(root))
    return true;
  for (MlbOperation *o = root->regions[0].first->first; o; o = o->next)
    if (o->num_results)
      return true;
  return false;
}

static bool units_begin(MlbContext *ctx, MlbOperation *root,
                        const MlbPassOptValue *opts, MlbPassState *st,
                        void **session) {
  MLB_UNUSED(opts);
  Units *u = mlb_calloc(1, sizeof *u);
  cse_init(&u->c, ctx, root);
  u->st = st;
  u->s = scope_take(&u->c);
  *session = u;
  u->whole = walks_whole(root);
  if (u->whole)
    return false;
  u->ssa = mlb_region_has_ssa_dominance(&root->regions[0]);
  u->mark = u->s->table.len;
  u->c.graph_depth += !u->ssa;
  return true;
}

/* The whole root: each of its regions. */
static void simplify_root(Units *u, MlbOperation *root) {
  for (uint32_t r = 0; r < root->num_regions; r++)
    simplify_region(&u->c, u->s, &root->regions[r]);
  erase_from(&u->c, 0);
}

static MlbStatus units_unit(void *session, MlbOperation *unit,
                            bool *changed) {
  Units *u = session;
  uint64_t before = u->c.num_cse + u->c.num_dce;
  if (u->whole) {
    simplify_root(u, unit);
  } else {
    uint32_t erase_mark = u->c.erase.len;
    simplify_in_block(&u->c, u->s, unit->block, unit, u->ssa);
    erase_from(&u->c, erase_mark);
  }
  *changed = u->c.num_cse + u->c.num_dce != before;
  return MLB_SUCCESS;
}

static MlbStatus units_end(void *session, MlbStatus s) {
  Units *u = session;
  if (!u->whole) {
    pop_scope(u->s, u->mark);
    u->c.graph_depth -= !u->ssa;
  }
  cse_finish(&u->c, u->s, u->st);
  mlb_free(u);
  return s;
}

static const MlbPassUnits k_units = {
    .begin = units_begin,
    .unit = units_unit,
    .end = units_end,
    .forgets_units = mlb_units_forget_always,
};

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
    .units = &k_units,
};
