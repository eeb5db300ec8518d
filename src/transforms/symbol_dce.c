/* symbol_dce.c - the `symbol-dce` pass: erase symbols nobody can reach.
 *
 * Runs on an op defining a symbol table (normally the module). Algorithm,
 * as upstream's SymbolDCE:
 *  1. Liveness: in each symbol table, ops that are not symbols are live,
 *     and so are symbols that may not be discarded: a symbol is
 *     discardable when its table is hidden (the top-level table, or a table
 *     that is itself a private symbol) or it is private, and it is not
 *     public. Symbol references held in the attributes of live ops (and of
 *     ops nested in them, up to nested symbol tables) make the referenced
 *     symbols live, transitively. Nested symbol tables are processed
 *     recursively when their op is live.
 *  2. Every symbol directly inside a symbol table that was not found live
 *     is erased.
 *
 *   module {                                 module {
 *     func.func private @dead()        =>      func.func @main() {...}
 *     func.func @main() {...}                }
 *   }
 *
 * An unregistered op with one region may be an unknown symbol table; then
 * uses cannot be computed and the pass fails with upstream's error.
 *
 * Requires: nothing.  Preserves: everything but the erased symbols.
 */
#include "transforms/pass.h"

typedef MLB_VEC(MlbOperation *) OpVec;
typedef MLB_VEC(const MlbAttr *) AttrVec;

/* ==== Symbol queries ==== */

static bool is_symbol_table(MlbOperation *op) {
  return mlb_op_has_trait(op, MLB_TRAIT_SYMBOL_TABLE);
}

/* Symbols are ops with the symbol trait that carry a name; an anonymous
 * module is not one. */
static bool is_symbol(MlbOperation *op) {
  return mlb_op_has_trait(op, MLB_TRAIT_SYMBOL) &&
         mlb_op_symbol_name(op) != NULL;
}

static bool visibility_is(MlbOperation *op, const char *vis) {
  MlbAttr *a = mlb_op_get_attr(op, "sym_visibility");
  if (!a || a->kind != MLB_ATTR_STRING)
    return strcmp(vis, "public") == 0;
  return a->u.str.len == strlen(vis) && memcmp(a->u.str.data, vis,
                                               a->u.str.len) == 0;
}

/* An op of an unregistered dialect with one region might define a symbol
 * table we cannot see into. */
static bool maybe_unknown_table(MlbContext *ctx, MlbOperation *op) {
  return op->num_regions == 1 && !op->desc &&
         !mlb_dialect_is_registered(ctx, op->name, mlb_op_dialect_len(op));
}

/* ==== Symbol uses ==== */

static void push_ref(const MlbAttr *ref, void *out) {
  mlb_vec_push((AttrVec *)out, ref);
}

static void attr_refs(const MlbAttr *a, AttrVec *out) {
  mlb_attr_symrefs(a, push_ref, out);
}

/* References held by `op` and by ops nested in it, not looking into nested
 * symbol tables (their own attributes still count). False when an unknown
 * op might be a symbol table. */
static bool symbol_uses(MlbContext *ctx, MlbOperation *op, AttrVec *out) {
  if (maybe_unknown_table(ctx, op))
    return false;
  attr_refs(op->props, out);
  attr_refs(op->attrs, out);
  if (is_symbol_table(op))
    return true;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        if (!symbol_uses(ctx, o, out))
          return false;
  return true;
}

/* Resolves `ref` inside `table` into the chain of ops it names (the root,
 * then each nested symbol). False when any link is missing. */
static bool resolve_ref(MlbOperation *table, const MlbAttr *ref, OpVec *out) {
  MlbOperation *o = mlb_symbol_lookup(table, ref->u.symref.root);
  if (!o)
    return false;
  mlb_vec_push(out, o);
  for (uint32_t i = 0; i < ref->u.symref.n_nested; i++) {
    if (!is_symbol_table(o))
      return false;
    o = mlb_symbol_lookup(o, ref->u.symref.nested[i]);
    if (!o)
      return false;
    mlb_vec_push(out, o);
  }
  return true;
}

/* ==== Liveness ==== */

typedef struct Dce {
  MlbContext *ctx;
  MlbPtrMap live;
} Dce;

static bool mark_live(Dce *d, MlbOperation *op) {
  bool inserted = false;
  *mlb_ptrmap_slot(&d->live, op, &inserted) = op;
  return inserted;
}

static MlbStatus liveness(Dce *d, MlbOperation *table, bool hidden);

/* Marks everything `op` references from its parent table as live. */
static MlbStatus propagate_uses(Dce *d, MlbOperation *op, OpVec *work) {
  MlbOperation *parent = mlb_op_parent_op(op);
  if (!parent || !is_symbol_table(parent))
    return MLB_SUCCESS;
  AttrVec uses = {0};
  OpVec chain = {0};
  MlbStatus st = MLB_SUCCESS;
  if (!symbol_uses(d->ctx, op, &uses)) {
    st = mlb_emit_error(d->ctx, op->loc, "operation contains potentially "
                        "unknown symbol table, meaning that we can't "
                        "reliable compute symbol uses");
  }
  for (uint32_t i = 0; i < uses.len && st == MLB_SUCCESS; i++) {
    chain.len = 0;
    if (!resolve_ref(parent, uses.data[i], &chain))
      continue; /* references to unknown symbols are ignored */
    for (uint32_t k = 0; k < chain.len; k++)
      if (mark_live(d, chain.data[k]))
        mlb_vec_push(work, chain.data[k]);
  }
  mlb_vec_free(&uses);
  mlb_vec_free(&chain);
  return st;
}

static MlbStatus process_live(Dce *d, MlbOperation *op, bool hidden,
                              OpVec *work) {
  if (is_symbol_table(op)) {
    bool inner_hidden = hidden || !is_symbol(op) ||
                        visibility_is(op, "private");
    MLB_TRY(liveness(d, op, inner_hidden));
  } else {
    /* Not a table: look at nested ops with regions as if they were at the
     * top of this table's scope. */
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (MlbBlock *b = op->regions[r].first; b; b = b->next)
        for (MlbOperation *o = b->first; o; o = o->next)
          if (o->num_regions)
            mlb_vec_push(work, o);
  }
  return propagate_uses(d, op, work);
}

static MlbStatus liveness(Dce *d, MlbOperation *table, bool hidden) {
  OpVec work = {0};
  for (MlbBlock *b = table->regions[0].first; b; b = b->next) {
    for (MlbOperation *op = b->first; op; op = op->next) {
      if (!is_symbol(op)) {
        mlb_vec_push(&work, op);
        continue;
      }
      bool discardable = (hidden || visibility_is(op, "private")) &&
                         !visibility_is(op, "public");
      if (!discardable && mark_live(d, op))
        mlb_vec_push(&work, op);
    }
  }
  MlbStatus st = MLB_SUCCESS;
  while (work.len && st == MLB_SUCCESS)
    st = process_live(d, mlb_vec_pop(&work), hidden, &work);
  mlb_vec_free(&work);
  return st;
}

/* ==== Erasure ==== */

typedef struct Collect {
  Dce *d;
  OpVec dead;
} Collect;

static MlbWalkResult collect_dead(MlbOperation *op, void *user) {
  Collect *c = user;
  if (!is_symbol_table(op) || op->num_regions == 0)
    return MLB_WALK_ADVANCE;
  for (MlbBlock *b = op->regions[0].first; b; b = b->next)
    for (MlbOperation *o = b->first; o; o = o->next)
      if (is_symbol(o) && !mlb_ptrmap_get(&c->d->live, o))
        mlb_vec_push(&c->dead, o);
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_symbol_dce(MlbContext *ctx, MlbOperation *op,
                                const MlbPassOptValue *opts,
                                MlbPassState *st) {
  MLB_UNUSED(opts);
  if (!is_symbol_table(op) || op->num_regions == 0)
    return mlb_op_emit_error(ctx, op, " was scheduled to run under "
                             "SymbolDCE, but does not define a symbol table");
  /* The top-level table is hidden: nothing outside the IR can see it. */
  bool hidden = true;
  if (mlb_op_parent_op(op) && is_symbol(op))
    hidden = visibility_is(op, "private");
  Dce d = {ctx, {0}};
  mlb_ptrmap_init(&d.live);
  MlbStatus status = liveness(&d, op, hidden);
  if (status == MLB_SUCCESS) {
    /* Post-order collects children before their tables, so erasing in
     * order never touches an op twice. */
    Collect c = {&d, {0}};
    mlb_walk_post(op, collect_dead, &c);
    for (uint32_t i = 0; i < c.dead.len; i++) {
      mlb_op_erase(c.dead.data[i]);
      st->stats[0]++;
    }
    mlb_vec_free(&c.dead);
  }
  mlb_ptrmap_free(&d.live);
  return status;
}

static const MlbPassStatDef symbol_dce_stats[] = {
    {"num-dce'd", "Number of symbols DCE'd"},
};

const MlbPassDef mlb_pass_symbol_dce = {
    .flag = "symbol-dce",
    .name = "SymbolDCE",
    .anchor = "any",
    .summary = "Eliminate dead symbols",
    .stats = symbol_dce_stats,
    .num_stats = 1,
    .run = run_symbol_dce,
};
