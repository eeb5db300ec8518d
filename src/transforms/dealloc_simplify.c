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
 * With mlbuf's option `fresh-call-results` (the pipeline's), a call's
 * result is never an allocation of the caller that the call was not
 * given: a callee reaches the caller's buffers only through its operands
 * (which the analysis already makes origins of the result), and the
 * ownership pass before treats each call result as a buffer of the
 * callee's, owned by the caller, or (private functions with dynamic
 * ownership) one of the operands or a buffer of no one's. Upstream cannot
 * tell such a result from a local allocation, so a call result live
 * across a loop keeps every buffer live there in the loop's deallocs
 * (random program 6920086: seven memrefs, seven retained values, the
 * lowering's generic helper with five heap arrays per trip).
 *
 * The patterns reach their state through the canonicalization interface
 * table the greedy driver is given for bufferization.dealloc
 * (MlbGreedyConfig.patterns; the table is the first member of the state),
 * which holds the dialect's own dealloc patterns too. Other ops' patterns
 * are filtered out by label, as upstream only adds these patterns.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "dialects/bufferization/bufferization.h"
#include "transforms/dealloc_constant_flags.h"
#include "transforms/lower_deallocations.h"

#include "rewrite/fold.h"

typedef enum Same { SAME_NO, SAME_YES, SAME_UNKNOWN } Same;

/* What the analysis patterns declined on ("Declined deallocs"). */
typedef struct Memo {
  MlbPtrMap declined; /* dealloc op -> Declined*, owned */
  MlbValueVec keys;   /* the keys of keyed_op, read in this pattern call */
  MlbOperation *keyed_op;
} Memo;

typedef struct State {
  MlbCanonIface iface; /* first: patterns find the state from the table */
  MlbPattern patterns[16];
  MlbContext *ctx;
  MlbPtrMap alias; /* function op -> MlbAliasInfo* */
  MLB_VEC(MlbAliasInfo *) infos; /* owned, for freeing */
  MlbOperation *root;
  const char *metadata_name; /* interned memref.extract_strided_metadata */
  /* alias_for's last answer: a dealloc's operands mostly sit in one
   * block. Valid for one pattern call (blocks may go away in between). */
  MlbBlock *last_block;
  MlbAliasInfo *last_info;
  /* The function last looked up and its analysis: consecutive pattern
   * calls mostly stay in one function (the map is keyed by the same op
   * pointers, so this is valid as long as the map is). */
  MlbOperation *last_fn;
  MlbAliasInfo *last_fn_info;
  bool fresh_call_results; /* the mlbuf option `fresh-call-results` */
  const MlbOpDesc *desc;            /* bufferization.dealloc */
  const MlbCanonIface *registered; /* the dialect's table for the op */
  Memo *memo; /* NULL until a dealloc is worth remembering */
} State;

/* The state of the running pass, at the start of a pattern call: the
 * table the driver took the pattern from is the state's first member. */
static State *state_of(MlbRewriter *rw) {
  State *s = (State *)rw->pattern_table;
  s->last_block = NULL;
  if (s->memo)
    s->memo->keyed_op = NULL;
  return s;
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

/* The analysis of the function holding `v` (built on first use). */
static MlbAliasInfo *alias_for(State *s, MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  if (b && b == s->last_block)
    return s->last_info;
  MlbOperation *fn = b ? mlb_block_parent_op(b) : NULL;
  while (fn && !mlb_op_is_function(fn) && fn != s->root)
    fn = mlb_op_parent_op(fn);
  if (!fn)
    fn = s->root;
  if (fn == s->last_fn) {
    s->last_block = b;
    s->last_info = s->last_fn_info;
    return s->last_info;
  }
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&s->alias, fn, &ins);
  if (ins || !*slot) {
    MlbAliasInfo *a = mlb_calloc(1, sizeof *a);
    mlb_alias_build(a, s->ctx, fn);
    mlb_vec_push(&s->infos, a);
    *slot = a;
  }
  s->last_block = b;
  s->last_info = *slot;
  s->last_fn = fn;
  s->last_fn_info = *slot;
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
  bool allocs_args_or_calls; /* ... or results of calls */
} Terminals;

/* Is origin `id` the result of a call (unknown to the analysis: the
 * callee is not looked into)? */
static bool call_result_origin(MlbAliasInfo *a, uint32_t id) {
  MlbValue *v = a->values[id];
  return a->kind[id] == MLB_ORIGIN_UNKNOWN && v->def_op &&
         mlb_op_iface(v->def_op, MLB_IFACE_CALL);
}

static void terminals(MlbAliasInfo *a, MlbValue *v, Terminals *t) {
  t->ids = mlb_alias_origins(a, v, &t->n);
  t->all_allocs = t->allocs_or_args = t->allocs_args_or_calls = t->n > 0;
  for (uint32_t i = 0; i < t->n; i++) {
    MlbOriginKind k = (MlbOriginKind)a->kind[t->ids[i]];
    t->all_allocs = t->all_allocs && k == MLB_ORIGIN_ALLOC;
    bool aa = k == MLB_ORIGIN_ALLOC || k == MLB_ORIGIN_ARG;
    t->allocs_or_args = t->allocs_or_args && aa;
    t->allocs_args_or_calls =
        t->allocs_args_or_calls && (aa || call_result_origin(a, t->ids[i]));
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
  /* Allocations of the function, none of them an origin of the other
   * side: not an argument, nor (fresh-call-results) a call's result. */
  bool calls = s->fresh_call_results;
  bool iso1 = t1.all_allocs &&
              (t2.allocs_or_args || (calls && t2.allocs_args_or_calls));
  bool iso2 = t2.all_allocs &&
              (t1.allocs_or_args || (calls && t1.allocs_args_or_calls));
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

/* ==== Declined deallocs ====
 * The greedy driver tries the patterns on a dealloc again whenever one of
 * its operands changes, and most changes are to its conditions: after a
 * split, each `arith.ori x, false` left over folds away on its own and
 * hands the dealloc using it a new condition. With n memrefs and r
 * retained values each attempt asks n * (n + r) pairs; a dealloc carrying
 * every buffer of a loop (the second run of the pipeline on its own
 * output: the lowering's arrays are buffers too, n = r = 77) is tried
 * once per condition that changes, which made the pass cubic in n
 * (random program 7032244, size 48: 30 s).
 *
 * Three of the four analysis patterns read no condition: whether they
 * decline depends on the memrefs and retained values alone, through the
 * bases view_base finds for them (and for the buffer a
 * memref.extract_strided_metadata describes), the analysis of their
 * function (built once per pass) and where their ops sit (no pattern or
 * fold of this pass moves an op to another block). Those values are the
 * op's keys; when a pattern declined on the same keys before, it declines
 * again, and the attempt costs a comparison of the keys instead of the
 * pairs. The keys are read again on every attempt, so an op that changed
 * in place, or an op created where an erased one was, is compared by
 * what it holds, not by its address. Small deallocs (most of them) are
 * not remembered: asking their few pairs costs less. */

enum {
  DECLINED_CONTAINED = 1,  /* RemoveDeallocMemrefsContainedInRetained */
  DECLINED_UNALIASED = 2,  /* RemoveRetainedMemrefsGuaranteedToNotAlias */
  DECLINED_SPLIT = 4,      /* SplitDeallocWhenNotAliasingAnyOther */
  /* pairs an attempt asks below which nothing is remembered */
  DECLINED_MIN_PAIRS = MLB_THRESHOLD(64, 0),
};

typedef struct Declined {
  uint32_t len;  /* keys */
  uint32_t mask; /* DECLINED_* of the patterns that declined on them */
  MlbValue *keys[];
} Declined;

static bool worth_remembering(MlbDeallocSizes sz) {
  /* `+ 1 >`, not `>=`: the minimum is 0 in small-capacity builds. */
  return (uint64_t)sz.n * (sz.n + sz.nret) + 1 > DECLINED_MIN_PAIRS;
}

/* The keys of op into the memo's keys, unless this pattern call read
 * them already: each memref, its base and the base of what its metadata
 * op describes (or NULL), then each retained value and its base. */
static void read_keys(State *s, MlbOperation *op, MlbDeallocSizes sz) {
  Memo *m = s->memo;
  if (m->keyed_op == op)
    return;
  MlbValueVec *keys = &m->keys;
  keys->len = 0;
  for (uint32_t i = 0; i < sz.n; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    MlbOperation *meta = extract_metadata_of(s, v);
    mlb_vec_push(keys, v);
    mlb_vec_push(keys, view_base(v));
    mlb_vec_push(keys,
                 meta ? view_base(mlb_op_operand(meta, 0)) : (MlbValue *)NULL);
  }
  for (uint32_t j = 0; j < sz.nret; j++) {
    MlbValue *r = mlb_op_operand(op, 2 * sz.n + j);
    mlb_vec_push(keys, r);
    mlb_vec_push(keys, view_base(r));
  }
  m->keyed_op = op;
}

static bool same_keys(const Memo *m, const Declined *d) {
  return d->len == m->keys.len &&
         memcmp(d->keys, m->keys.data, sizeof(MlbValue *) * d->len) == 0;
}

static bool declined_lookup(State *s, MlbOperation *op, MlbDeallocSizes sz,
                            uint32_t bit) {
  Declined *d = mlb_ptrmap_get(&s->memo->declined, op);
  if (!d || !(d->mask & bit))
    return false;
  read_keys(s, op, sz);
  return same_keys(s->memo, d);
}

/* Did pattern `bit` decline on op (of sizes sz) as it is now? */
static inline bool declined_before(State *s, MlbOperation *op,
                                   MlbDeallocSizes sz, uint32_t bit) {
  return worth_remembering(sz) && s->memo && declined_lookup(s, op, sz, bit);
}

static void remember(State *s, MlbOperation *op, MlbDeallocSizes sz,
                     uint32_t bit) {
  if (!s->memo) {
    s->memo = mlb_calloc(1, sizeof *s->memo);
    mlb_ptrmap_init(&s->memo->declined);
  }
  Memo *m = s->memo;
  read_keys(s, op, sz);
  bool ins = false;
  void **slot = mlb_ptrmap_slot(&m->declined, op, &ins);
  Declined *d = ins ? NULL : *slot;
  if (d && same_keys(m, d)) {
    d->mask |= bit;
    return;
  }
  if (!d || d->len < m->keys.len)
    d = mlb_realloc(d, sizeof *d + sizeof(MlbValue *) * m->keys.len);
  d->len = m->keys.len;
  d->mask = bit;
  memcpy(d->keys, m->keys.data, sizeof(MlbValue *) * d->len);
  *slot = d;
}

/* Pattern `bit` declined on op, which it left as it was. */
static inline void note_declined(State *s, MlbOperation *op,
                                 MlbDeallocSizes sz, uint32_t bit) {
  if (worth_remembering(sz))
    remember(s, op, sz, bit);
}

static void free_memo(State *s) {
  Memo *m = s->memo;
  if (!m)
    return;
  for (uint32_t i = 0; i < m->declined.cap; i++)
    if (m->declined.keys[i])
      mlb_free(m->declined.vals[i]);
  mlb_ptrmap_free(&m->declined);
  mlb_vec_free(&m->keys);
  mlb_free(m);
}

/* ==== Patterns ==== */

/* Replaces the uses of `from` except those by `keep`, in use-list order
 * (each use leaves the list as it is replaced: the next one is read
 * first). */
static void replace_uses_except(MlbRewriter *rw, MlbValue *from, MlbValue *to,
                                MlbOperation *keep) {
  MlbUse *next;
  for (MlbUse *u = from->uses; u; u = next) {
    next = u->next;
    if (u->owner == keep)
      continue;
    MlbOperation *user = u->owner;
    mlb_op_set_operand(user, mlb_use_index(u), to);
    mlb_rw_modified(rw, user);
  }
}

/* Drops memref `m` (condition `c`) when some retained value must be its
 * allocation and none merely may: the results of those retained values
 * absorb `c`. */
static bool fold_into_retained(State *s, MlbRewriter *rw,
                               const MlbDeallocLists *l, MlbValue *m,
                               MlbValue *c) {
  MlbOperation *op = l->op;
  mlb_builder_set_after(&rw->b, op);
  bool must = false;
  for (uint32_t j = 0; j < l->nret; j++) {
    Same r = same_allocation(s, l->rets[j], m);
    if (r == SAME_UNKNOWN)
      return false;
    must = must || r == SAME_YES;
  }
  if (!must)
    return false;
  for (uint32_t j = 0; j < l->nret; j++) {
    if (same_allocation(s, l->rets[j], m) != SAME_YES)
      continue;
    MlbValue *res = mlb_op_result(op, j);
    MlbValue *dis = mlb_rw_binary(rw, "arith.ori", op->loc, res, c);
    replace_uses_except(rw, res, dis, dis->def_op);
  }
  return true;
}

/* Without retained values (or memrefs) there is nothing to fold; with
 * repeated ones upstream declines. */
static bool remove_memrefs_in_retained(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  if (!sz.n || !sz.nret || mlb_operands_have_duplicate(op, 2 * sz.n, sz.nret))
    return false;
  State *s = state_of(rw);
  if (declined_before(s, op, sz, DECLINED_CONTAINED))
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t out = 0;
  for (uint32_t i = 0; i < l.n; i++) {
    MlbValue *m = l.mems[i], *c = l.conds[i];
    if (fold_into_retained(s, rw, &l, m, c))
      continue;
    MlbOperation *meta = extract_metadata_of(s, m);
    if (meta && fold_into_retained(s, rw, &l, mlb_op_operand(meta, 0), c))
      continue;
    l.mems[out] = m;
    l.conds[out++] = c;
  }
  l.n = out;
  bool changed = mlb_dealloc_lists_update(rw, &l);
  mlb_dealloc_lists_free(&l);
  if (!changed)
    note_declined(s, op, sz, DECLINED_CONTAINED);
  return changed;
}

static bool remove_unaliased_retained(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  if (!sz.nret)
    return false;
  State *s = state_of(rw);
  if (declined_before(s, op, sz, DECLINED_UNALIASED))
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  MlbValue **repl = l.aux; /* one per result; NULL: kept */
  uint32_t kept = 0;
  for (uint32_t j = 0; j < l.nret; j++) {
    MlbValue *r = l.rets[j];
    bool keep = may_alias_any(s, l.mems, l.n, UINT32_MAX, r);
    if (keep)
      l.rets[kept++] = r;
    repl[j] = keep ? NULL : rw_bool(rw, op->loc, false);
  }
  bool changed = kept != l.nret;
  if (changed) {
    MlbOperation *nd =
        mlb_dealloc_create(rw, op->loc, l.n, l.mems, l.conds, kept, l.rets);
    for (uint32_t j = 0, k = 0; j < l.nret; j++)
      if (!repl[j])
        repl[j] = mlb_op_result(nd, k++);
    mlb_rw_replace_op(rw, op, repl);
  } else {
    note_declined(s, op, sz, DECLINED_UNALIASED);
  }
  mlb_dealloc_lists_free(&l);
  return changed;
}

/* Splits off each memref in its own dealloc (in order), then the rest;
 * result j of op is the `or` of the rest's and every split one's. The
 * split decisions all read the unchanged list (aux[i] != NULL: split). */
static bool split_unaliased(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  if (sz.n < 2)
    return false;
  State *s = state_of(rw);
  if (declined_before(s, op, sz, DECLINED_SPLIT))
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t out = 0, n = l.n, nret = l.nret;
  for (uint32_t i = 0; i < n; i++)
    l.aux[i] = may_alias_any(s, l.mems, n, i, l.mems[i]) ? NULL : l.mems[i];
  for (uint32_t i = 0; i < n; i++) {
    if (!l.aux[i]) {
      l.mems[out] = l.mems[i];
      l.conds[out++] = l.conds[i];
      continue;
    }
    MlbOperation *nd = mlb_dealloc_create(rw, op->loc, 1, &l.mems[i],
                                          &l.conds[i], nret, l.rets);
    l.aux[i] = nret ? mlb_op_result(nd, 0) : NULL; /* finds nd below */
  }
  bool changed = out != n;
  if (changed) {
    MlbOperation *rest =
        mlb_dealloc_create(rw, op->loc, out, l.mems, l.conds, nret, l.rets);
    MlbValue **repl = l.aux + n;
    for (uint32_t j = 0; j < nret; j++)
      repl[j] = mlb_op_result(rest, j);
    for (uint32_t i = 0; i < n; i++)
      for (uint32_t j = 0; l.aux[i] && j < nret; j++)
        repl[j] = mlb_rw_binary(rw, "arith.ori", op->loc, repl[j],
                                mlb_op_result(l.aux[i]->def_op, j));
    mlb_rw_replace_op(rw, op, repl);
  } else {
    note_declined(s, op, sz, DECLINED_SPLIT);
  }
  mlb_dealloc_lists_free(&l);
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

/* Only memrefs with a `true` condition matter, and only with retained
 * values (otherwise nothing is dropped). */
static bool any_true_condition(MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  for (uint32_t i = 0; sz.nret && i < sz.n; i++)
    if (value_is_one(mlb_op_operand(op, sz.n + i)))
      return true;
  return false;
}

static bool retained_aliasing_true_memref(MlbRewriter *rw, MlbOperation *op) {
  if (!any_true_condition(op))
    return false;
  State *s = state_of(rw);
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  MlbValue **covered = l.aux; /* per retained value: NULL until covered */
  memset(covered, 0, sizeof(MlbValue *) * l.nret);
  uint32_t out = 0;
  for (uint32_t i = 0; i < l.n; i++) {
    MlbValue *m = l.mems[i], *c = l.conds[i];
    bool drop = false;
    for (uint32_t j = 0; j < l.nret && value_is_one(c); j++) {
      if (!must_be_true_memref(s, l.rets[j], m))
        continue;
      mlb_rw_replace_all_uses(rw, mlb_op_result(op, j), c);
      covered[j] = c;
      drop = true;
    }
    if (!drop) {
      l.mems[out] = m;
      l.conds[out++] = c;
    }
  }
  bool all = true;
  for (uint32_t j = 0; j < l.nret; j++)
    all = all && covered[j];
  l.n = out;
  /* Like upstream, results already replaced stay replaced when the
   * pattern then declines. */
  bool changed = all && mlb_dealloc_lists_update(rw, &l);
  mlb_dealloc_lists_free(&l);
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

/* A plain loop rather than a walk with a callback: the counts are taken
 * before and after every run, over every op of the module. */
static void count_in(MlbOperation *op, DeallocCount *c) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next) {
        if (o->name == c->name) {
          c->ops++;
          c->memrefs += mlb_dealloc_sizes(o).n;
        }
        if (o->num_regions)
          count_in(o, c);
      }
}

static DeallocCount count_deallocs(MlbOperation *root, const char *name) {
  DeallocCount c = {name, 0, 0};
  if (root->name == name) {
    c.ops++;
    c.memrefs += mlb_dealloc_sizes(root).n;
  }
  count_in(root, &c);
  return c;
}

/* The pass's state and greedy configuration over `root`: the driver tries
 * the pass's patterns on bufferization.dealloc instead of the dialect's
 * (cfg->patterns), leaving the op's descriptor as registered. */
static State *state_create(MlbContext *ctx, MlbOperation *root,
                           const MlbOpDesc *desc, const char **labels,
                           MlbGreedyConfig *cfg) {
  State *s = mlb_calloc(1, sizeof *s);
  s->ctx = ctx;
  s->root = root;
  s->metadata_name = mlb_intern_cstr(ctx, "memref.extract_strided_metadata");
  mlb_ptrmap_init(&s->alias);
  s->desc = desc;
  s->registered = desc->ifaces[MLB_IFACE_CANONICALIZE];
  uint32_t n = build_patterns(s, s->registered, labels);
  mlb_greedy_config_default(cfg);
  cfg->enabled = labels;
  cfg->num_enabled = n;
  cfg->patterns_op = mlb_intern_cstr(ctx, desc->name);
  cfg->patterns = &s->iface;
  return s;
}

static void state_free(State *s) {
  free_alias(s);
  free_memo(s);
  mlb_free(s);
}

static const MlbOpDesc *dealloc_desc(MlbContext *ctx) {
  return mlb_lookup_op(ctx, "bufferization.dealloc",
                       strlen("bufferization.dealloc"));
}

/* ==== Units ====
 * One driver for the run, handed each function in turn (greedy.c); a root
 * the driver does not split is driven whole. The counters add up each
 * unit's deallocs before and after its step: a step changes its unit
 * only, so the sums are the whole root's counts before and after the
 * pass, which the pass-major run would take (and nothing but walks of
 * units in cache when several passes run function by function). They are
 * taken only when someone reads them. */
typedef struct Units {
  State *s; /* NULL: nothing to simplify (no bufferization dialect) */
  MlbGreedySession *g; /* NULL: the root is driven whole */
  MlbGreedyConfig cfg;
  const char *labels[MLB_ARRAY_LEN(((State *)0)->patterns)];
  const char *dealloc_name; /* interned; NULL: no counting */
  DeallocCount before, after;
  MlbPassState *st;
  bool converged;
  bool constant_indicators; /* the mlbuf options below */
} Units;

static bool units_begin(MlbContext *ctx, MlbOperation *root,
                        const MlbPassOptValue *opts, MlbPassState *st,
                        void **session) {
  Units *u = mlb_calloc(1, sizeof *u);
  u->converged = true;
  u->constant_indicators = opts[0].b;
  bool fresh_calls = opts[1].b;
  u->st = st;
  *session = u;
  const MlbOpDesc *desc = dealloc_desc(ctx);
  if (!desc)
    return mlb_units_split(root);
  u->s = state_create(ctx, root, desc, u->labels, &u->cfg);
  u->s->fresh_call_results = fresh_calls;
  u->g = mlb_greedy_begin(ctx, root, &u->cfg);
  if (!st->skip_statistics)
    u->dealloc_name = mlb_intern_cstr(ctx, "bufferization.dealloc");
  return u->g != NULL;
}

static void count(Units *u, MlbOperation *op, DeallocCount *c) {
  if (!u->dealloc_name)
    return;
  DeallocCount n = count_deallocs(op, u->dealloc_name);
  c->ops += n.ops;
  c->memrefs += n.memrefs;
}

static bool drive(Units *u, MlbOperation *unit, bool *changed) {
  return u->g ? mlb_greedy_unit(u->g, unit, changed)
              : mlb_apply_patterns_greedily(u->s->ctx, unit, &u->cfg, changed);
}

static MlbStatus units_unit(void *session, MlbOperation *unit,
                            bool *changed) {
  Units *u = session;
  *changed = false;
  if (!u->s)
    return MLB_SUCCESS;
  count(u, unit, &u->before);
  /* The patterns first split off the buffers no retained value can alias
   * (a dealloc's result is then false when its own conditions are); the
   * indicators proven constant give the patterns more to drop. */
  bool converged = drive(u, unit, changed);
  if (u->constant_indicators && mlb_fold_constant_flags(u->s->ctx, unit)) {
    *changed = true;
    bool again = false;
    converged = drive(u, unit, &again) && converged;
  }
  u->converged = converged && u->converged;
  count(u, unit, &u->after);
  return MLB_SUCCESS;
}

/* Upstream fails the pass, without a message, when the driver does not
 * converge. */
static MlbStatus units_end(void *session, MlbStatus s) {
  Units *u = session;
  if (u->s) {
    if (u->g)
      mlb_greedy_end(u->g);
    state_free(u->s);
  }
  if (!u->converged)
    s = MLB_FAILURE;
  MlbPassState *st = u->st;
  st->stats[0] += u->before.ops;
  st->stats[1] += u->after.ops;
  st->stats[2] += u->before.memrefs;
  st->stats[3] += u->after.memrefs;
  mlb_free(u);
  return s;
}

static const MlbPassUnits k_units = {
    .begin = units_begin,
    .unit = units_unit,
    .end = units_end,
    .forgets_units = mlb_units_forget_always,
};

static const MlbPassStatDef k_simplify_stats[] = {
    {"num-deallocs-in", "Number of bufferization.dealloc ops before"},
    {"num-deallocs-left", "Number of bufferization.dealloc ops after"},
    {"num-memrefs-in", "Number of buffers the deallocs may free, before"},
    {"num-memrefs-left", "Number of buffers the deallocs may free, after"},
};

/* Not upstream's: buffer-deallocation-pipeline turns them on; alone the
 * pass prints what upstream's does (docs/deallocation.md). */
static const MlbPassOptDef k_options[] = {
    {.name = "constant-ownership-indicators",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "(mlbuf) Ownership indicators that hold one constant "
                    "on every path around loops and branches become that "
                    "constant, and the deallocs they guard go away"},
    {.name = "fresh-call-results",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "(mlbuf) A call's result is never an allocation of the "
                    "caller that the call was not given"},
};

const MlbPassDef mlb_pass_buffer_deallocation_simplification = {
    .flag = "buffer-deallocation-simplification",
    .name = "BufferDeallocationSimplificationPass",
    .anchor = "any",
    .summary = "Optimizes `bufferization.dealloc` operation for more "
               "efficient codegen",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .stats = k_simplify_stats,
    .num_stats = MLB_ARRAY_LEN(k_simplify_stats),
    .units = &k_units,
};
