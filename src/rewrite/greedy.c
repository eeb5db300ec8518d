/* greedy.c - the greedy pattern-rewrite driver (upstream's
 * applyPatternsGreedily with its RegionPatternRewriteDriver).
 *
 * One driver per region of the op. Each iteration:
 *  0. erases unreachable blocks;
 *  1. seeds the worklist with every nested op (post-order, or pre-order
 *     reversed when top-down), offering constants to a fresh constant
 *     folder first (fold.c): it hoists and deduplicates them (forgetting
 *     an isolated op's constants once the walk has left it);
 *  2. pops ops from the back: erases trivially dead ones, folds the rest
 *     (materializing attribute results as constants right before the op),
 *     else tries the op's patterns by benefit;
 *  3. simplifies the region (unreachable blocks, dead values; merged
 *     identical blocks and redundant arguments when aggressive), unless
 *     step 2 changed nothing after a normal simplification (it would
 *     find nothing then).
 * It repeats while something changed, at most max-iterations times.
 *
 * Adding an op to the worklist also adds its ancestors up to the region
 * being simplified; ops already queued keep their place. Every change
 * made through the rewriter re-queues the ops it touched, as upstream's
 * listener does, which keeps the visiting order (and hence constant
 * order and value numbering of the output) the same as upstream's.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "rewrite/fold.h"
#include "support/thresholds.h"

/* Slots of the try-order memo (a power of two; support/thresholds.h).
 * Direct-mapped by the table's address, and a pass's own table
 * (buffer-deallocation-simplification's) sits on the heap: with 16 slots
 * where it lands decided whether it evicted a dialect's table each
 * function (28,000 more map lookups on bench/gen_module.py 2000). */
enum { MEMO_SLOTS = MLB_THRESHOLD(32, 1) };

typedef struct Driver {
  MlbContext *ctx;
  const MlbGreedyConfig *cfg;
  MlbRegion *scope;
  MlbRewriter rw;
  MlbRewriteListener listener;
  MlbOpVec list; /* worklist; NULL holes for removed ops */
  MlbPtrMap orders; /* canonicalization table -> TryOrder* */
  /* Direct-mapped memo in front of `orders`: a few tables serve most ops. */
  struct {
    const MlbCanonIface *ci;
    const struct TryOrder *order;
  } memo[MEMO_SLOTS];
  /* Emptied for every seeding; kept with the rest for the next region so
   * that a function-by-function run does not regrow them per function. */
  MlbConstFolder folder;
  MlbDceScratch dce;
} Driver;

/* ==== Worklist ====
 * An op's position in the list is op->worklist_pos (position + 1; 0 when
 * not queued): ops leave the list by pop, removal or clear, each of which
 * resets it. */

static void push_single(Driver *d, MlbOperation *op) {
  if (op->worklist_pos)
    return;
  op->worklist_pos = d->list.len + 1;
  mlb_vec_push(&d->list, op);
}

static void worklist_add(Driver *d, MlbOperation *op) {
  MlbOperation *anc[64];
  uint32_t n = 0;
  MlbOpVec more = {0};
  for (MlbOperation *o = op; o;) {
    if (n < MLB_THRESHOLD(MLB_ARRAY_LEN(anc), 1)) /* else in `more` */
      anc[n++] = o;
    else
      mlb_vec_push(&more, o);
    MlbRegion *r = mlb_op_parent_region(o);
    if (!r)
      break;
    if (r == d->scope) {
      for (uint32_t i = 0; i < n; i++)
        push_single(d, anc[i]);
      for (uint32_t i = 0; i < more.len; i++)
        push_single(d, more.data[i]);
      break;
    }
    o = r->parent;
  }
  if (more.data)
    mlb_vec_free(&more);
}

static void worklist_remove(Driver *d, MlbOperation *op) {
  if (!op->worklist_pos)
    return;
  d->list.data[op->worklist_pos - 1] = NULL;
  op->worklist_pos = 0;
}

static MlbOperation *worklist_pop(Driver *d) {
  while (d->list.len) {
    MlbOperation *op = mlb_vec_pop(&d->list);
    if (op) {
      op->worklist_pos = 0;
      return op;
    }
  }
  return NULL;
}

static void worklist_clear(Driver *d) {
  for (uint32_t i = 0; i < d->list.len; i++)
    if (d->list.data[i])
      d->list.data[i]->worklist_pos = 0;
  d->list.len = 0;
}

/* ==== Listener ==== */

static void on_inserted(void *user, MlbOperation *op) {
  worklist_add(user, op);
}

/* Operands left with at most one other user may now be dead or simpler. */
static void add_operands(Driver *d, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (!v || !v->def_op)
      continue;
    MlbOperation *other = NULL;
    bool more = false;
    for (MlbUse *u = v->uses; u && !more; u = u->next) {
      if (u->owner == op || u->owner == other)
        continue;
      if (!other)
        other = u->owner;
      else
        more = true;
    }
    if (!more)
      worklist_add(d, v->def_op);
  }
}

static void on_erased(void *user, MlbOperation *op) {
  Driver *d = user;
  add_operands(d, op);
  worklist_remove(d, op);
}

/* ==== Processing ==== */

static bool try_fold(Driver *d, MlbOperation *op) {
  if (!d->cfg->fold || mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE))
    return false;
  const MlbFoldIface *fi = mlb_op_iface(op, MLB_IFACE_FOLD);
  if (!fi || !fi->fold) /* most ops: nothing to set up */
    return false;
  uint32_t n = op->num_results;
  MlbFoldResult small[4] = {{0}};
  MlbFoldResult *res =
      MLB_FITS_SMALL(n, small) ? small : mlb_calloc(n, sizeof(MlbFoldResult));
  MlbFoldStatus st = mlb_op_fold(d->ctx, op, res);
  bool done = false;
  if (st == MLB_FOLD_IN_PLACE) {
    mlb_rw_modified(&d->rw, op);
    done = true;
  } else if (st == MLB_FOLD_RESULTS) {
    MlbValueVec vals = {0};
    mlb_builder_set_before(&d->rw.b, op);
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
      MlbValue *v = res[i].value;
      if (!v)
        v = mlb_rw_constant(&d->rw, op, res[i].attr,
                            mlb_op_result(op, i)->type, op->loc);
      ok = v != NULL;
      mlb_vec_push(&vals, v);
    }
    if (ok) {
      mlb_rw_replace_op(&d->rw, op, vals.data);
      done = true;
    } else {
      for (uint32_t i = 0; i < vals.len; i++)
        if (vals.data[i] && !res[i].value && vals.data[i]->def_op &&
            !vals.data[i]->uses)
          mlb_rw_erase_op(&d->rw, vals.data[i]->def_op);
    }
    mlb_vec_free(&vals);
  }
  if (res != small)
    mlb_free(res);
  return done;
}

static bool label_in(const char *name, const char *const *list, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (name && strcmp(name, list[i]) == 0)
      return true;
  return false;
}

static bool pattern_allowed(const MlbGreedyConfig *c, const MlbPattern *p) {
  if (c->num_enabled && !label_in(p->name, c->enabled, c->num_enabled))
    return false;
  return !label_in(p->name, c->disabled, c->num_disabled);
}

/* The patterns of one table in the order they are tried: by decreasing
 * benefit, table order among equals (upstream's stable sort), without
 * those the config's labels leave out. Built once per table. */
typedef struct TryOrder {
  uint32_t n;
  uint32_t idx[]; /* indices into the table's patterns */
} TryOrder;

static const TryOrder *try_order(Driver *d, const MlbCanonIface *ci) {
  uint32_t m = (uint32_t)(mlb_hash_ptr(ci) & (MEMO_SLOTS - 1));
  if (d->memo[m].ci == ci)
    return d->memo[m].order;
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&d->orders, ci, &ins);
  d->memo[m].ci = ci;
  if (!ins)
    return d->memo[m].order = *slot;
  uint32_t np = ci->num_patterns;
  TryOrder *o = mlb_malloc(sizeof *o + sizeof(uint32_t) * (np ? np : 1));
  o->n = 0;
  for (uint32_t i = 0; i < np; i++) {
    if (!pattern_allowed(d->cfg, &ci->patterns[i]))
      continue;
    uint32_t b = ci->patterns[i].benefit, k = o->n++;
    for (; k > 0 && ci->patterns[o->idx[k - 1]].benefit < b; k--)
      o->idx[k] = o->idx[k - 1]; /* insertion sort: stable */
    o->idx[k] = i;
  }
  *slot = o;
  return d->memo[m].order = o;
}

/* The patterns the run tries on op: the config's own for its op, else the
 * op's registered ones. */
static const MlbCanonIface *canon_of(const MlbGreedyConfig *c,
                                     const MlbOperation *op) {
  if (c->patterns && op->name == c->patterns_op)
    return c->patterns;
  return mlb_op_iface(op, MLB_IFACE_CANONICALIZE);
}

static bool try_patterns(Driver *d, MlbOperation *op) {
  const MlbCanonIface *ci = canon_of(d->cfg, op);
  if (!ci || !ci->num_patterns)
    return false;
  const TryOrder *o = try_order(d, ci);
  d->rw.pattern_table = ci;
  for (uint32_t k = 0; k < o->n; k++) {
    mlb_builder_set_before(&d->rw.b, op);
    if (ci->patterns[o->idx[k]].fn(&d->rw, op))
      return true;
  }
  return false;
}

static bool process_worklist(Driver *d) {
  bool changed = false;
  int64_t rewrites = 0;
  int64_t cap = d->cfg->max_num_rewrites;
  while (d->list.len && (cap < 0 || rewrites < cap)) {
    MlbOperation *op = worklist_pop(d);
    if (!op)
      break;
    if (mlb_op_is_trivially_dead(d->ctx, op)) {
      mlb_rw_erase_op(&d->rw, op);
      changed = true;
      continue;
    }
    if (try_fold(d, op)) {
      changed = true;
      continue;
    }
    if (try_patterns(d, op)) {
      changed = true;
      rewrites++;
    }
  }
  return changed;
}

/* ==== Seeding ==== */

typedef struct Seed {
  Driver *d;
  MlbConstFolder *folder;
} Seed;

/* Offers constants to the folder; false when one was folded away. */
static bool keep_op(Seed *s, MlbOperation *op) {
  if (!s->d->cfg->cse_constants ||
      !mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE) || !mlb_constant_value(op))
    return true;
  return mlb_const_folder_insert(s->folder, op);
}

/* Constants inside an isolated op rise no higher than it: none can be
 * merged with a constant the walk meets after leaving it. */
static void leave_scope(Seed *s, MlbOperation *op, uint32_t mark) {
  if (mlb_op_has_trait(op, MLB_TRAIT_ISOLATED))
    mlb_const_folder_pop(s->folder, mark);
}

/* Post-order, each op handled as it is reached: the folder only erases
 * the op it is given or moves it before ops already walked, so this is the
 * order of the IR as it was. */
static void seed_post(Seed *s, MlbOperation *op) {
  if (op->num_regions) {
    uint32_t mark = mlb_const_folder_mark(s->folder);
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
        MlbOperation *next;
        for (MlbOperation *o = b->first; o; o = next) {
          next = o->next;
          seed_post(s, o);
        }
      }
    leave_scope(s, op, mark);
  }
  if (keep_op(s, op))
    worklist_add(s->d, op);
}

static void seed_bottom_up(Seed *s, MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next) {
    MlbOperation *next;
    for (MlbOperation *o = b->first; o; o = next) {
      next = o->next;
      seed_post(s, o);
    }
  }
}

static void seed_pre(Seed *s, MlbOperation *op) {
  if (!keep_op(s, op))
    return;
  push_single(s->d, op);
  if (!op->num_regions)
    return;
  uint32_t mark = mlb_const_folder_mark(s->folder);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *next;
      for (MlbOperation *o = b->first; o; o = next) {
        next = o->next;
        seed_pre(s, o);
      }
    }
  leave_scope(s, op, mark);
}

static void seed_top_down(Seed *s, MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next) {
    MlbOperation *next;
    for (MlbOperation *o = b->first; o; o = next) {
      next = o->next;
      seed_pre(s, o);
    }
  }
  Driver *d = s->d;
  for (uint32_t i = 0, j = d->list.len; i + 1 < j; i++, j--) {
    MlbOperation *t = d->list.data[i];
    d->list.data[i] = d->list.data[j - 1];
    d->list.data[j - 1] = t;
  }
  for (uint32_t i = 0; i < d->list.len; i++)
    if (d->list.data[i])
      d->list.data[i]->worklist_pos = i + 1;
}

/* ==== Driver ==== */

static bool simplify_region(Driver *d, bool *changed_out) {
  bool more = false;
  /* No unreachable block anywhere in the scope: the previous iteration
   * ended erasing them, and region DCE after that only drops ops that are
   * not terminators and block arguments, which leaves every edge. */
  bool reachable_only = false;
  int64_t it = 0;
  int64_t max = d->cfg->max_iterations;
  do {
    if (max >= 0 && ++it > max)
      break;
    if (max < 0)
      ++it;
    worklist_clear(d);
    /* Ops in unreachable blocks are never visited: upstream erases those
     * blocks first, even with region simplification disabled. */
    if (!reachable_only)
      mlb_erase_unreachable_blocks(&d->rw, d->scope);
    mlb_const_folder_pop(&d->folder, 0);
    Seed s = {d, &d->folder};
    if (d->cfg->top_down)
      seed_top_down(&s, d->scope);
    else
      seed_bottom_up(&s, d->scope);
    more = process_worklist(d);
    /* Nothing changed since the previous iteration's normal clean-up,
     * which left no unreachable block and no dead value (region DCE
     * erases every dead value at once; hoisting and merging constants
     * makes neither): simplifying again would find nothing. */
    if (!more && reachable_only)
      break;
    if (d->cfg->region_simplify != MLB_SIMPLIFY_DISABLED) {
      bool a = mlb_erase_unreachable_blocks(&d->rw, d->scope);
      bool b = mlb_region_dce_with(&d->rw, d->scope, &d->dce);
      if (d->cfg->region_simplify == MLB_SIMPLIFY_AGGRESSIVE) {
        b |= mlb_merge_identical_blocks(&d->rw, d->scope);
        b |= mlb_drop_redundant_args(&d->rw, d->scope);
      }
      more = more || a || b;
      reachable_only = d->cfg->region_simplify == MLB_SIMPLIFY_NORMAL;
    }
  } while (more);
  if (changed_out)
    *changed_out = it > 1;
  return !more;
}

void mlb_greedy_config_default(MlbGreedyConfig *c) {
  memset(c, 0, sizeof(*c));
  c->fold = true;
  c->cse_constants = true;
  c->max_iterations = 10;
  c->max_num_rewrites = -1;
  c->region_simplify = MLB_SIMPLIFY_NORMAL;
}

static void driver_init(Driver *d, MlbContext *ctx,
                        const MlbGreedyConfig *cfg) {
  memset(d, 0, sizeof(*d));
  d->ctx = ctx;
  d->cfg = cfg;
  d->listener = (MlbRewriteListener){d, on_inserted, on_inserted, on_erased};
  mlb_rw_init(&d->rw, ctx, &d->listener);
  mlb_ptrmap_init(&d->orders);
  mlb_const_folder_init(&d->folder, &d->rw);
}

static void driver_free(Driver *d) {
  mlb_vec_free(&d->list);
  for (uint32_t i = 0; i < d->orders.cap; i++)
    if (d->orders.keys[i])
      mlb_free(d->orders.vals[i]);
  mlb_ptrmap_free(&d->orders);
  mlb_const_folder_free(&d->folder);
  mlb_dce_scratch_free(&d->dce);
}

/* Runs the driver over `scope` to its end; false when it did not
 * converge. */
static bool drive_region(Driver *d, MlbRegion *scope, bool *changed) {
  d->scope = scope;
  bool ch = false;
  bool converged = simplify_region(d, &ch);
  *changed = *changed || ch;
  worklist_clear(d); /* ops left by a rewrite cap: reset their marks */
  return converged;
}

/* ==== Units ====
 * A module's functions cannot see each other's values, and no pattern
 * reaches across an IsolatedFromAbove op, so what one driver over the
 * module does to a function is what a driver over that function's body
 * alone does: its k-th iteration makes the same changes (an iteration over
 * an unchanged body changes nothing, so the other functions' extra
 * iterations are idle), and the worklist visits its ops in the same order.
 * Driving function after function keeps each one in the cache for all its
 * iterations instead of streaming the whole module through memory once per
 * walk (erasing unreachable blocks, seeding, region DCE), which on a large
 * module is most of the driver's time. The module-level ops themselves must
 * be ones the driver leaves alone: no folder, no patterns, no results, not
 * dead, and (isolated) with a single region. A cap on rewrites counts
 * across the whole module, so it keeps the single driver. */

static bool driver_ignores(MlbContext *ctx, const MlbGreedyConfig *cfg,
                           MlbOperation *op) {
  if (op->num_results || mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE) ||
      mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS))
    return false;
  const MlbFoldIface *fi = mlb_op_iface(op, MLB_IFACE_FOLD);
  const MlbCanonIface *ci = canon_of(cfg, op);
  if ((fi && fi->fold) || (ci && ci->num_patterns))
    return false;
  return !mlb_op_is_trivially_dead(ctx, op);
}

static bool splits_into_units(MlbContext *ctx, const MlbGreedyConfig *cfg,
                              MlbRegion *r) {
  if (cfg->max_num_rewrites >= 0 || !r->first || r->first != r->last ||
      r->first->num_args)
    return false;
  for (MlbOperation *o = r->first->first; o; o = o->next) {
    if (!driver_ignores(ctx, cfg, o))
      return false;
    if (o->num_regions &&
        (o->num_regions != 1 || !mlb_op_has_trait(o, MLB_TRAIT_ISOLATED)))
      return false;
  }
  return true;
}

/* ==== Sessions ====
 * The same function-by-function drive with the loop left to the caller
 * (a pass run unit by unit): one driver, reused for every unit handed to
 * it. */
struct MlbGreedySession {
  Driver d;
  MlbGreedyConfig cfg; /* the driver points here */
};

MlbGreedySession *mlb_greedy_begin(MlbContext *ctx, MlbOperation *root,
                                   const MlbGreedyConfig *cfg) {
  if (root->num_regions != 1 || !splits_into_units(ctx, cfg, &root->regions[0]))
    return NULL;
  MlbGreedySession *g = mlb_calloc(1, sizeof *g);
  g->cfg = *cfg;
  driver_init(&g->d, ctx, &g->cfg);
  return g;
}

bool mlb_greedy_unit(MlbGreedySession *g, MlbOperation *unit, bool *changed) {
  *changed = false;
  if (!unit->num_regions || !unit->regions[0].first)
    return true;
  return drive_region(&g->d, &unit->regions[0], changed);
}

void mlb_greedy_end(MlbGreedySession *g) {
  driver_free(&g->d);
  mlb_free(g);
}

bool mlb_apply_patterns_greedily(MlbContext *ctx, MlbOperation *op,
                                 const MlbGreedyConfig *cfg, bool *changed) {
  bool converged = true, any = false;
  Driver d;
  driver_init(&d, ctx, cfg);
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbRegion *region = &op->regions[r];
    if (!splits_into_units(ctx, cfg, region)) {
      converged = drive_region(&d, region, &any) && converged;
      continue;
    }
    for (MlbOperation *o = region->first->first; o; o = o->next) {
      if (!o->num_regions || !o->regions[0].first)
        continue;
      bool ch = false;
      converged = drive_region(&d, &o->regions[0], &ch) && converged;
      any = any || ch;
    }
  }
  driver_free(&d);
  if (changed)
    *changed = any;
  return converged;
}
