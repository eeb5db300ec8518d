/* dealloc_simplify.c - the `buffer-deallocation-simplification` pass:
 * bufferization.dealloc rewrites that need to know which buffers may be
 * the same allocation.
 *
 * Upstream's four analysis-based patterns, applied by the greedy driver
 * (bottom-up, folding every op, normal region simplification) together
 * with bufferization.dealloc's canonicalization patterns (registered on
 * the op by the bufferization dialect):
 *
 *  - memrefs also retained (a must-alias retained value, no may-alias
 *    one) are dropped; the retained value's result absorbs their condition:
 *      %r = dealloc (%m) if (%c) retain (%m)  =>  %r0 = dealloc retain (%m)
 *                                                 %r = arith.ori %r0, %c
 *  - retained values that cannot alias any memref are dropped; their
 *    result is `false`;
 *  - memrefs that cannot alias any other memref are split off into a
 *    dealloc of their own; the results are or'ed;
 *  - when every retained value must-aliases a memref whose condition is
 *    `true`, those results become `true` and the memrefs are dropped.
 *
 * "Same allocation" is upstream's BufferOriginAnalysis answer computed from
 * mlbuf's alias analysis (analysis/alias.h), one per function (calls are
 * not looked through, as upstream): skip views, then compare the origins.
 *
 * The patterns reach their state through the canonicalization interface
 * table they are attached with while the pass runs (the table is the first
 * member of the state); bufferization.dealloc's own table is restored
 * afterwards. Other ops' patterns are filtered out by label, as upstream
 * only adds these patterns.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "transforms/lower_deallocations.h"

#include "transforms/fold.h"

typedef enum Same { SAME_NO, SAME_YES, SAME_UNKNOWN } Same;

typedef struct State {
  MlbCanonIface iface; /* first: patterns find the state from the table */
  MlbPattern patterns[16];
  MlbContext *ctx;
  MlbPtrMap alias; /* function op -> MlbAliasInfo* */
  MLB_VEC(MlbAliasInfo *) infos; /* owned, for freeing */
  MlbOperation *root;
  const char *metadata_name; /* interned memref.extract_strided_metadata */
} State;

static State *state_of(MlbOperation *op) {
  return (State *)mlb_op_iface(op, MLB_IFACE_CANONICALIZE);
}

/* ==== Rewriting deallocs ==== */

static MlbValue *rw_bool(MlbRewriter *rw, MlbAttr *loc, bool v) {
  MlbContext *ctx = rw->ctx;
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "value"),
                       mlb_attr_bool(ctx, v));
  mlb_vec_push(&st.result_types, mlb_type_integer(ctx, 1, MLB_SIGNLESS));
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

static MlbOperation *rw_dealloc(MlbRewriter *rw, MlbAttr *loc, uint32_t n,
                             MlbValue *const *memrefs, MlbValue *const *conds,
                             uint32_t nret, MlbValue *const *retained) {
  MlbOpState st;
  mlb_dealloc_state(&st, rw->ctx, loc, n, memrefs, conds, nret, retained);
  return mlb_rw_create(rw, &st);
}

static bool dealloc_update(MlbRewriter *rw, MlbOperation *op, uint32_t n,
                        MlbValue *const *memrefs, MlbValue *const *conds) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  bool same = n == d.n_memrefs;
  for (uint32_t i = 0; same && i < n; i++)
    same = memrefs[i] == mlb_dealloc_memref(&d, i) &&
           conds[i] == mlb_dealloc_cond(&d, i);
  if (same)
    return false;
  MlbValueVec ops = {0};
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&ops, memrefs[i]);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&ops, conds[i]);
  for (uint32_t j = 0; j < d.n_retained; j++)
    mlb_vec_push(&ops, mlb_dealloc_retained(&d, j));
  mlb_op_set_operands(rw->ctx, op, ops.len, ops.data);
  int64_t seg[3] = {n, n, d.n_retained};
  mlb_op_set_prop(rw->ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(rw->ctx, rw->ctx->t_i32, 3, seg));
  mlb_vec_free(&ops);
  mlb_rw_modified(rw, op);
  return true;
}

static bool value_is_one(const MlbValue *v) {
  int64_t x;
  if (!mlb_value_const_int(v, &x))
    return false;
  return mlb_type_is_int(v->type, 1) ? x != 0 : x == 1;
}

/* Upstream names memref.extract_strided_metadata in these patterns: its
 * base-buffer result is the allocation itself, which no interface says. */
static MlbOperation *extract_metadata_of(const State *s, const MlbValue *v) {
  MlbOperation *def = v->def_op;
  if (def && def->num_operands == 1 && def->name == s->metadata_name)
    return def;
  return NULL;
}

/* ==== Same allocation (BufferOriginAnalysis) ==== */

static bool is_function(const MlbOperation *op) {
  return mlb_op_has_trait(op, MLB_TRAIT_FUNCTION_LIKE) ||
         mlb_op_iface(op, MLB_IFACE_CALLABLE);
}

/* The analysis of the function holding `v` (built on first use). */
static MlbAliasInfo *alias_for(State *s, MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  MlbOperation *fn = b ? mlb_block_parent_op(b) : NULL;
  while (fn && !is_function(fn) && fn != s->root)
    fn = mlb_op_parent_op(fn);
  if (!fn)
    fn = s->root;
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&s->alias, fn, &ins);
  if (ins || !*slot) {
    MlbAliasInfo *a = mlb_calloc(1, sizeof *a);
    mlb_alias_build(a, s->ctx, fn);
    mlb_vec_push(&s->infos, a);
    *slot = a;
  }
  return *slot;
}

static MlbValue *view_base(MlbValue *v) {
  while (v->def_op) {
    const MlbViewIface *view = mlb_op_iface(v->def_op, MLB_IFACE_VIEW);
    if (!view || view->source_operand >= v->def_op->num_operands ||
        v->index != 0)
      break;
    v = mlb_op_operand(v->def_op, view->source_operand);
  }
  return v;
}

typedef struct Terminals {
  const uint32_t *ids;
  uint32_t n;
  bool all_allocs, allocs_or_args;
} Terminals;

static void terminals(MlbAliasInfo *a, MlbValue *v, Terminals *t) {
  t->ids = mlb_alias_origins(a, v, &t->n);
  t->all_allocs = t->allocs_or_args = t->n > 0;
  for (uint32_t i = 0; i < t->n; i++) {
    MlbOriginKind k = (MlbOriginKind)a->kind[t->ids[i]];
    t->all_allocs = t->all_allocs && k == MLB_ORIGIN_ALLOC;
    t->allocs_or_args = t->allocs_or_args &&
                        (k == MLB_ORIGIN_ALLOC || k == MLB_ORIGIN_ARG);
  }
}

static bool overlap(const Terminals *x, const Terminals *y) {
  for (uint32_t i = 0, j = 0; i < x->n && j < y->n;) {
    if (x->ids[i] == y->ids[j])
      return true;
    if (x->ids[i] < y->ids[j])
      i++;
    else
      j++;
  }
  return false;
}

static Same same_allocation(State *s, MlbValue *v1, MlbValue *v2) {
  v1 = view_base(v1);
  v2 = view_base(v2);
  if (v1 == v2)
    return SAME_YES;
  MlbAliasInfo *a = alias_for(s, v1);
  if (a != alias_for(s, v2))
    return SAME_UNKNOWN;
  Terminals t1, t2;
  terminals(a, v1, &t1);
  terminals(a, v2, &t2);
  if (!t1.n || !t2.n)
    return SAME_UNKNOWN;
  if (t1.n == 1 && t2.n == 1 && t1.ids[0] == t2.ids[0])
    return SAME_YES;
  if (overlap(&t1, &t2))
    return SAME_UNKNOWN;
  bool iso1 = t1.all_allocs && (t2.all_allocs || t2.allocs_or_args);
  bool iso2 = (t1.all_allocs || t1.allocs_or_args) && t2.all_allocs;
  return iso1 || iso2 ? SAME_NO : SAME_UNKNOWN;
}

/* An allocation nested in the block of a block argument is not that
 * argument (upstream's distinctAllocAndBlockArgument). */
static bool alloc_inside_arg_block(MlbContext *ctx, MlbValue *v,
                                   MlbValue *arg) {
  MlbOperation *def = v->def_op;
  if (!def || !mlb_value_is_arg(arg) || !mlb_op_allocates(ctx, def, v, NULL))
    return false;
  for (MlbOperation *o = def; o; o = mlb_op_parent_op(o))
    if (o->block == arg->owner_block)
      return true;
  return false;
}

static bool distinct_alloc_and_arg(MlbContext *ctx, MlbValue *x,
                                   MlbValue *y) {
  x = view_base(x);
  y = view_base(y);
  return alloc_inside_arg_block(ctx, x, y) || alloc_inside_arg_block(ctx, y, x);
}

/* May `m` be the same allocation as one of `others` (skipping index
 * `skip`, UINT32_MAX for none)? */
static bool may_alias_any(State *s, MlbValue *const *others, uint32_t n,
                          uint32_t skip, MlbValue *m) {
  for (uint32_t i = 0; i < n; i++) {
    if (i == skip || distinct_alloc_and_arg(s->ctx, others[i], m))
      continue;
    if (same_allocation(s, others[i], m) != SAME_NO)
      return true;
  }
  return false;
}

/* ==== Patterns ==== */

/* The dealloc's operand lists, copied out (rewrites change the op).
 * Short lists live in `small`, as almost all deallocs have a handful of
 * operands and the patterns run on every dealloc of every iteration. */
typedef struct Span {
  MlbValue **data;
  uint32_t len;
} Span;

typedef struct Lists {
  MlbDeallocView d;
  Span mems, conds, rets;
  MlbValue **heap; /* when the lists do not fit in `small` */
  MlbValue *small[24];
} Lists;

static void lists_init(Lists *l, MlbOperation *op) {
  mlb_dealloc_view(op, &l->d);
  uint32_t n = l->d.n_memrefs, nret = l->d.n_retained;
  uint32_t total = 2 * n + nret;
  l->heap = total > MLB_ARRAY_LEN(l->small)
                ? mlb_malloc(sizeof(MlbValue *) * total)
                : NULL;
  MlbValue **buf = l->heap ? l->heap : l->small;
  l->mems = (Span){buf, n};
  l->conds = (Span){buf + n, n};
  l->rets = (Span){buf + 2 * n, nret};
  for (uint32_t i = 0; i < n; i++) {
    l->mems.data[i] = mlb_dealloc_memref(&l->d, i);
    l->conds.data[i] = mlb_dealloc_cond(&l->d, i);
  }
  for (uint32_t j = 0; j < nret; j++)
    l->rets.data[j] = mlb_dealloc_retained(&l->d, j);
}

static void lists_free(Lists *l) {
  mlb_free(l->heap);
}

/* Replaces the uses of `from` except those by `keep`. */
static void replace_uses_except(MlbRewriter *rw, MlbValue *from, MlbValue *to,
                                MlbOperation *keep) {
  MlbOpVec users = {0};
  MlbU32Vec idx = {0};
  for (MlbUse *u = from->uses; u; u = u->next)
    if (u->owner != keep) {
      mlb_vec_push(&users, u->owner);
      mlb_vec_push(&idx, u->index);
    }
  for (uint32_t i = 0; i < users.len; i++) {
    mlb_op_set_operand(users.data[i], idx.data[i], to);
    mlb_rw_modified(rw, users.data[i]);
  }
  mlb_vec_free(&users);
  mlb_vec_free(&idx);
}

/* Drops memref `m` (condition `c`) when some retained value must be its
 * allocation and none merely may: the results of those retained values
 * absorb `c`. */
static bool fold_into_retained(State *s, MlbRewriter *rw, const Lists *l,
                               MlbValue *m, MlbValue *c) {
  MlbOperation *op = l->d.op;
  mlb_builder_set_after(&rw->b, op);
  bool must = false;
  for (uint32_t j = 0; j < l->rets.len; j++) {
    Same r = same_allocation(s, l->rets.data[j], m);
    if (r == SAME_UNKNOWN)
      return false;
    must = must || r == SAME_YES;
  }
  if (!must)
    return false;
  for (uint32_t j = 0; j < l->rets.len; j++) {
    if (same_allocation(s, l->rets.data[j], m) != SAME_YES)
      continue;
    MlbValue *res = mlb_op_result(op, j);
    MlbValue *dis = mlb_rw_binary(rw, "arith.ori", op->loc, res, c);
    replace_uses_except(rw, res, dis, dis->def_op);
  }
  return true;
}

static bool has_duplicates(const Span *v) {
  for (uint32_t i = 0; i < v->len; i++)
    for (uint32_t k = 0; k < i; k++)
      if (v->data[i] == v->data[k])
        return true;
  return false;
}

static bool remove_memrefs_in_retained(MlbRewriter *rw, MlbOperation *op) {
  State *s = state_of(op);
  Lists l;
  lists_init(&l, op);
  bool changed = false;
  if (!has_duplicates(&l.rets)) {
    MlbValueVec mems = {0}, conds = {0};
    for (uint32_t i = 0; i < l.mems.len; i++) {
      MlbValue *m = l.mems.data[i], *c = l.conds.data[i];
      if (fold_into_retained(s, rw, &l, m, c))
        continue;
      MlbOperation *meta = extract_metadata_of(s, m);
      if (meta && fold_into_retained(s, rw, &l, mlb_op_operand(meta, 0), c))
        continue;
      mlb_vec_push(&mems, m);
      mlb_vec_push(&conds, c);
    }
    changed = dealloc_update(rw, op, mems.len, mems.data, conds.data);
    mlb_vec_free(&mems);
    mlb_vec_free(&conds);
  }
  lists_free(&l);
  return changed;
}

static bool remove_unaliased_retained(MlbRewriter *rw, MlbOperation *op) {
  State *s = state_of(op);
  Lists l;
  lists_init(&l, op);
  MlbValueVec kept = {0}, repl = {0};
  for (uint32_t j = 0; j < l.rets.len; j++) {
    MlbValue *r = l.rets.data[j];
    bool keep = may_alias_any(s, l.mems.data, l.mems.len, UINT32_MAX, r);
    if (keep)
      mlb_vec_push(&kept, r);
    mlb_vec_push(&repl, keep ? NULL : rw_bool(rw, op->loc, false));
  }
  bool changed = kept.len != l.rets.len;
  if (changed) {
    MlbOperation *nd = rw_dealloc(rw, op->loc, l.mems.len, l.mems.data,
                                      l.conds.data, kept.len, kept.data);
    for (uint32_t j = 0, k = 0; j < repl.len; j++)
      if (!repl.data[j])
        repl.data[j] = mlb_op_result(nd, k++);
    mlb_rw_replace_op(rw, op, repl.data);
  }
  mlb_vec_free(&kept);
  mlb_vec_free(&repl);
  lists_free(&l);
  return changed;
}

static bool split_unaliased(MlbRewriter *rw, MlbOperation *op) {
  State *s = state_of(op);
  Lists l;
  lists_init(&l, op);
  bool changed = false;
  if (l.mems.len > 1) {
    MlbValueVec rest = {0}, rest_conds = {0}, split = {0};
    for (uint32_t i = 0; i < l.mems.len; i++) {
      MlbValue *m = l.mems.data[i], *c = l.conds.data[i];
      if (may_alias_any(s, l.mems.data, l.mems.len, i, m)) {
        mlb_vec_push(&rest, m);
        mlb_vec_push(&rest_conds, c);
        continue;
      }
      MlbOperation *nd = rw_dealloc(rw, op->loc, 1, &m, &c, l.rets.len,
                                        l.rets.data);
      for (uint32_t j = 0; j < l.rets.len; j++)
        mlb_vec_push(&split, mlb_op_result(nd, j));
    }
    changed = rest.len != l.mems.len;
    if (changed) {
      MlbOperation *nd = rw_dealloc(rw, op->loc, rest.len, rest.data,
                                        rest_conds.data, l.rets.len,
                                        l.rets.data);
      MlbValueVec repl = {0};
      for (uint32_t j = 0; j < l.rets.len; j++)
        mlb_vec_push(&repl, mlb_op_result(nd, j));
      for (uint32_t k = 0; k < split.len; k++) {
        uint32_t j = k % l.rets.len;
        repl.data[j] = mlb_rw_binary(rw, "arith.ori", op->loc, repl.data[j], split.data[k]);
      }
      mlb_rw_replace_op(rw, op, repl.data);
      mlb_vec_free(&repl);
    }
    mlb_vec_free(&rest);
    mlb_vec_free(&rest_conds);
    mlb_vec_free(&split);
  }
  lists_free(&l);
  return changed;
}

/* Retained value j must be memref `m` (or the buffer `m` is the metadata
 * of) whose condition is true. */
static bool must_be_true_memref(State *s, MlbValue *r, MlbValue *m) {
  if (same_allocation(s, r, m) == SAME_YES)
    return true;
  MlbOperation *meta = extract_metadata_of(s, m);
  return meta && same_allocation(s, r, mlb_op_operand(meta, 0)) == SAME_YES;
}

static bool retained_aliasing_true_memref(MlbRewriter *rw, MlbOperation *op) {
  State *s = state_of(op);
  Lists l;
  lists_init(&l, op);
  bool *covered = mlb_calloc(l.rets.len + 1, sizeof(bool));
  MlbValueVec mems = {0}, conds = {0};
  for (uint32_t i = 0; i < l.mems.len; i++) {
    MlbValue *m = l.mems.data[i], *c = l.conds.data[i];
    bool drop = false;
    for (uint32_t j = 0; j < l.rets.len && value_is_one(c); j++) {
      if (!must_be_true_memref(s, l.rets.data[j], m))
        continue;
      mlb_rw_replace_all_uses(rw, mlb_op_result(op, j), c);
      covered[j] = drop = true;
    }
    if (!drop) {
      mlb_vec_push(&mems, m);
      mlb_vec_push(&conds, c);
    }
  }
  bool all = true;
  for (uint32_t j = 0; j < l.rets.len; j++)
    all = all && covered[j];
  /* Like upstream, results already replaced stay replaced when the
   * pattern then declines. */
  bool changed =
      all && dealloc_update(rw, op, mems.len, mems.data, conds.data);
  mlb_free(covered);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  lists_free(&l);
  return changed;
}

/* ==== Pass ==== */

static const MlbPattern k_analysis_patterns[] = {
    {"RemoveDeallocMemrefsContainedInRetained", remove_memrefs_in_retained,
     1},
    {"RemoveRetainedMemrefsGuaranteedToNotAlias", remove_unaliased_retained,
     1},
    {"SplitDeallocWhenNotAliasingAnyOther", split_unaliased, 1},
    {"RetainedMemrefAliasingAlwaysDeallocatedMemref",
     retained_aliasing_true_memref, 1},
};

/* Upstream adds the four patterns above, then the canonicalization
 * patterns of bufferization.dealloc (those registered on the op); all have
 * benefit 1. */
static uint32_t build_patterns(State *s, const MlbCanonIface *registered,
                               const char **labels) {
  uint32_t n = 0, nc = 0;
  for (uint32_t i = 0; i < MLB_ARRAY_LEN(k_analysis_patterns); i++)
    s->patterns[n++] = k_analysis_patterns[i];
  const MlbPattern *canon = NULL;
  if (registered) {
    canon = registered->patterns;
    nc = registered->num_patterns;
  }
  for (uint32_t i = 0; i < nc && n < MLB_ARRAY_LEN(s->patterns); i++)
    s->patterns[n++] = canon[i];
  for (uint32_t i = 0; i < n; i++)
    labels[i] = s->patterns[i].name;
  s->iface.patterns = s->patterns;
  s->iface.num_patterns = n;
  return n;
}

static void free_alias(State *s) {
  for (uint32_t i = 0; i < s->infos.len; i++) {
    mlb_alias_free(s->infos.data[i]);
    mlb_free(s->infos.data[i]);
  }
  mlb_vec_free(&s->infos);
  mlb_ptrmap_free(&s->alias);
}

/* Statistics: how many deallocs there are and how many buffers they free
 * (each a run-time check once lowered). */
typedef struct DeallocCount {
  const char *name; /* interned "bufferization.dealloc" */
  uint64_t ops, memrefs;
} DeallocCount;

static MlbWalkResult count_dealloc(MlbOperation *op, void *user) {
  DeallocCount *c = user;
  if (op->name == c->name) {
    MlbDeallocView d;
    mlb_dealloc_view(op, &d);
    c->ops++;
    c->memrefs += d.n_memrefs;
  }
  return MLB_WALK_ADVANCE;
}

static DeallocCount count_deallocs(MlbOperation *root, const char *name) {
  DeallocCount c = {name, 0, 0};
  mlb_walk_pre(root, count_dealloc, &c);
  return c;
}

static MlbStatus run_simplification(MlbContext *ctx, MlbOperation *op,
                                    const MlbPassOptValue *opts,
                                    MlbPassState *st) {
  MLB_UNUSED(opts);
  const MlbOpDesc *desc = mlb_lookup_op(ctx, "bufferization.dealloc",
                                        strlen("bufferization.dealloc"));
  if (!desc)
    return MLB_SUCCESS;
  const char *dealloc_name = mlb_intern_cstr(ctx, "bufferization.dealloc");
  DeallocCount before = count_deallocs(op, dealloc_name);
  State *s = mlb_calloc(1, sizeof *s);
  s->ctx = ctx;
  s->root = op;
  s->metadata_name = mlb_intern_cstr(ctx, "memref.extract_strided_metadata");
  mlb_ptrmap_init(&s->alias);
  const char *labels[MLB_ARRAY_LEN(s->patterns)];
  const void *saved = desc->ifaces[MLB_IFACE_CANONICALIZE];
  uint32_t n = build_patterns(s, saved, labels);
  (void)mlb_attach_iface(ctx, desc->name, MLB_IFACE_CANONICALIZE, &s->iface);
  MlbGreedyConfig cfg;
  mlb_greedy_config_default(&cfg);
  cfg.enabled = labels;
  cfg.num_enabled = n;
  bool converged = mlb_apply_patterns_greedily(ctx, op, &cfg, NULL);
  (void)mlb_attach_iface(ctx, desc->name, MLB_IFACE_CANONICALIZE, saved);
  free_alias(s);
  mlb_free(s);
  DeallocCount after = count_deallocs(op, dealloc_name);
  st->stats[0] += before.ops;
  st->stats[1] += after.ops;
  st->stats[2] += before.memrefs;
  st->stats[3] += after.memrefs;
  /* Upstream fails the pass, without a message, when the driver does not
   * converge. */
  return converged ? MLB_SUCCESS : MLB_FAILURE;
}

static const MlbPassStatDef k_simplify_stats[] = {
    {"num-deallocs-in", "Number of bufferization.dealloc ops before"},
    {"num-deallocs-left", "Number of bufferization.dealloc ops after"},
    {"num-memrefs-in", "Number of buffers the deallocs may free, before"},
    {"num-memrefs-left", "Number of buffers the deallocs may free, after"},
};

const MlbPassDef mlb_pass_buffer_deallocation_simplification = {
    .flag = "buffer-deallocation-simplification",
    .name = "BufferDeallocationSimplificationPass",
    .anchor = "any",
    .summary = "Optimizes `bufferization.dealloc` operation for more "
               "efficient codegen",
    .stats = k_simplify_stats,
    .num_stats = MLB_ARRAY_LEN(k_simplify_stats),
    .run = run_simplification,
};
