/* buffer_deallocation_callees.c - which arguments a callee may free, for
 * the copy-based `buffer-deallocation` pass (buffer_deallocation_hand.c
 * asks), answered for the whole sweep of the pass over a module.
 *
 * A function frees argument i when some op of it frees a value one of
 * whose origins is argument i, or hands such a value as argument j to a
 * callee freeing its argument j. Each function is read once into a
 * summary (its own frees, as argument bits, and per call the callee and,
 * per operand, the argument bits of its origins); the answers are the
 * least fixpoint of those equations over the call graph, found strongly
 * connected component by component (callees first; a worklist inside a
 * cycle). A ring of 4,000 functions, each calling the next, was walked
 * again from every function before (59 s; docs/copy-deallocation.md,
 * "Deep call graphs"): now each is read about twice.
 *
 * Bit i of an answer is argument i; arguments past 63 share bit 63.
 *
 * Why a kept answer cannot be stale. An answer is a function of the
 * summaries only, and a summary of its function's body, of the callees
 * its calls resolve to, and of two facts of the function itself (a
 * body; the fallback's mark). Between two runs of this pass in one sweep
 * of a `func.func(...)` pipeline, the IR changes in these places only:
 *  - the function this pass just finished: this pass rewrote it (its
 *    frees and clones; the fallback's lowering and mark), and the passes
 *    after it in the pipeline ran on it;
 *  - the function about to be run on: the passes before it in the
 *    pipeline ran on it (expand-realloc takes a reallocation's free of an
 *    argument away);
 *  - the module's list of symbols (a function added, erased or renamed).
 * A pass of a function pipeline changes only the function it runs on,
 * and the functions after the current one have not been reached. So, at
 * the start of each run, the summaries of the previous function and of
 * the current one are marked dirty, and read again at the first question
 * of the run (the per-run memo before this file kept the answer from the
 * first question too; the pass changes nothing before its first
 * question, and its later ones come after it took its changes back); a
 * summary that differs drops every answer. A change of the module's
 * block (MlbBlock.version: ops linked, unlinked or renamed there) drops
 * everything, summaries and the functions' addresses included (destroyed
 * IR is reused between passes). Answers are therefore those a walk of
 * the IR as it is would give, cycles apart: the per-run walk before this
 * file assumed a function on its path freed nothing and kept the answer
 * at the top, which under-counted a cycle handing an argument around in
 * another position; the fixpoint counts it.
 */
#include "transforms/buffer_deallocation.h"

/* An operand of a call whose origins include arguments: when the callee
 * frees the argument at `mask`, the function frees `origins`. */
typedef struct SiteArg {
  uint64_t mask, origins;
} SiteArg;

typedef struct Site {
  uint32_t callee; /* index in BdSweep.fns */
  uint32_t first, n; /* its SiteArgs in SweepFn.args */
} Site;

typedef struct SweepFn {
  MlbOperation *fn;
  bool summarized, dirty;
  uint64_t local; /* the arguments its own ops free */
  MLB_VEC(Site) sites;
  MLB_VEC(SiteArg) args;
  uint64_t answer;
  uint32_t answer_gen; /* answer valid when equal to BdSweep.gen */
  /* Tarjan's walk (valid when visit_gen is the walk's) */
  uint32_t visit_gen, index, low;
  bool on_stack;
} SweepFn;

typedef struct Frame {
  uint32_t fn, site;
} Frame;

struct BdSweep {
  MlbContext *ctx;
  MlbBlock *module;  /* the block holding the functions */
  uint32_t version;  /* module->version the state belongs to */
  MlbOperation *prev; /* the function of the last run */
  MlbPtrMap index;   /* function -> its index + 1 */
  MLB_VEC(SweepFn) fns;
  MlbU32Vec dirty;
  uint32_t gen;       /* answers of other generations are dropped */
  uint32_t visit_gen; /* of the current walk */
  MLB_VEC(Frame) frames;
  MlbU32Vec stack, scc, work;
  MlbU32Vec callers_start, callers; /* inside one component (CSR) */
  /* Symbol references (bd_sweep_isolated), made on its first question:
   * per op of the module, the ops its nested ops name; per op named, how
   * many names it has. `unresolved`: names that resolve to nothing. */
  bool refs_built;
  MlbPtrMap refs_of; /* top-level op -> its RefList index + 1 */
  MLB_VEC(MlbOpVec) ref_lists;
  MlbPtrMap ref_count; /* op named -> count */
  uint32_t unresolved;
};

/* ==== Summaries ==== */

static uint64_t arg_bit(uint32_t i) { return 1ull << (i < 63 ? i : 63); }

typedef struct Summarize {
  BdSweep *s;
  uint32_t self;
  MlbAliasInfo alias;
  MlbEffectVec fx;
  MlbValueVec from;
  uint64_t local;
  MLB_VEC(Site) sites;
  MLB_VEC(SiteArg) args;
} Summarize;

static uint32_t fn_index(BdSweep *s, MlbOperation *fn);

/* Bits of the arguments v may be (the caller owns call results, whatever
 * the analysis assumes of a callee it cannot see). */
static uint64_t origin_args(Summarize *z, MlbValue *v) {
  MlbAliasInfo *a = &z->alias;
  uint64_t bits = 0;
  z->from.len = 0;
  bd_flows_up_to_calls(a, v, &z->from);
  for (uint32_t k = 0; k < z->from.len; k++) {
    MlbValue *x = z->from.data[k];
    if (mlb_value_is_arg(x) && mlb_block_is_entry(x->owner_block) &&
        mlb_block_parent_op(x->owner_block) == a->root)
      bits |= arg_bit(x->index);
  }
  return bits;
}

static void summarize_call(Summarize *z, MlbOperation *op) {
  MlbOperation *callee = mlb_call_callee_in(z->s->ctx, op);
  if (!callee)
    return;
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  Site site = {fn_index(z->s, callee), z->args.len, 0};
  for (uint32_t i = ci->args_from; i < op->num_operands; i++) {
    uint64_t o = origin_args(z, mlb_op_operand(op, i));
    if (o) {
      SiteArg sa = {arg_bit(i - ci->args_from), o};
      mlb_vec_push(&z->args, sa);
    }
  }
  site.n = z->args.len - site.first;
  mlb_vec_push(&z->sites, site);
}

static MlbWalkResult summarize_op(MlbOperation *op, void *user) {
  Summarize *z = user;
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    summarize_call(z, op);
  z->fx.len = 0;
  if (!mlb_op_effects(z->s->ctx, op, &z->fx))
    return MLB_WALK_ADVANCE;
  for (uint32_t i = 0; i < z->fx.len; i++)
    if (z->fx.data[i].kind == MLB_EFFECT_FREE && z->fx.data[i].value)
      z->local |= origin_args(z, z->fx.data[i].value);
  return MLB_WALK_ADVANCE;
}

static bool same_summary(const SweepFn *e, const Summarize *z) {
  return e->local == z->local && e->sites.len == z->sites.len &&
         e->args.len == z->args.len &&
         (!z->sites.len || !memcmp(e->sites.data, z->sites.data,
                                   z->sites.len * sizeof *z->sites.data)) &&
         (!z->args.len || !memcmp(e->args.data, z->args.data,
                                  z->args.len * sizeof *z->args.data));
}

/* Reads function i (again); a summary that changed drops every answer. */
static void summarize(BdSweep *s, uint32_t i) {
  MlbOperation *fn = s->fns.data[i].fn;
  Summarize z = {s, i, {0}, {0}, {0}, 0, {0}, {0}};
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  /* No body: by convention it frees no argument. The fallback's mark:
   * taken only when it freed none; its frees are its own. */
  if (ci && ci->body_region < fn->num_regions &&
      fn->regions[ci->body_region].first &&
      !mlb_op_get_discardable(fn, BD_FALLBACK_ATTR)) {
    mlb_alias_build(&z.alias, s->ctx, fn);
    (void)mlb_walk_post(fn, summarize_op, &z);
    mlb_alias_free(&z.alias);
    mlb_vec_free(&z.fx);
    mlb_vec_free(&z.from);
  }
  SweepFn *e = &s->fns.data[i]; /* fn_index may have grown fns */
  if (e->summarized && same_summary(e, &z)) {
    mlb_vec_free(&z.sites);
    mlb_vec_free(&z.args);
    return;
  }
  if (e->summarized)
    s->gen++;
  mlb_vec_free(&e->sites);
  mlb_vec_free(&e->args);
  e->local = z.local;
  e->sites.data = z.sites.data;
  e->sites.len = z.sites.len;
  e->sites.cap = z.sites.cap;
  e->args.data = z.args.data;
  e->args.len = z.args.len;
  e->args.cap = z.args.cap;
  e->summarized = true;
}

static uint32_t fn_index(BdSweep *s, MlbOperation *fn) {
  uintptr_t i = (uintptr_t)mlb_ptrmap_get(&s->index, fn);
  if (i)
    return (uint32_t)(i - 1);
  SweepFn e;
  memset(&e, 0, sizeof e);
  e.fn = fn;
  mlb_vec_push(&s->fns, e);
  mlb_ptrmap_put(&s->index, fn, (void *)(uintptr_t)s->fns.len);
  return s->fns.len - 1;
}

/* ==== Answers ==== */

static bool answered(const BdSweep *s, uint32_t i) {
  return s->fns.data[i].answer_gen == s->gen;
}

static uint64_t evaluate(BdSweep *s, uint32_t i) {
  const SweepFn *e = &s->fns.data[i];
  uint64_t bits = e->local;
  for (uint32_t k = 0; k < e->sites.len; k++) {
    const Site *site = &e->sites.data[k];
    uint64_t frees = s->fns.data[site->callee].answer;
    for (uint32_t a = 0; a < site->n && frees; a++)
      if (frees & e->args.data[site->first + a].mask)
        bits |= e->args.data[site->first + a].origins;
  }
  return bits;
}

static bool in_scc(const BdSweep *s, uint32_t i) {
  const SweepFn *e = &s->fns.data[i];
  return e->visit_gen == s->visit_gen && e->on_stack;
}

/* The callers of each member inside the component (members are on the
 * stack until solved): callers_start is indexed by position in scc. */
static void scc_callers(BdSweep *s) {
  uint32_t n = s->scc.len;
  s->callers_start.len = 0;
  s->callers.len = 0;
  for (uint32_t p = 0; p <= n; p++)
    mlb_vec_push(&s->callers_start, 0);
  /* Positions: index field reused as the member's position. */
  for (uint32_t p = 0; p < n; p++)
    s->fns.data[s->scc.data[p]].low = p;
  for (uint32_t p = 0; p < n; p++) {
    const SweepFn *e = &s->fns.data[s->scc.data[p]];
    for (uint32_t k = 0; k < e->sites.len; k++)
      if (in_scc(s, e->sites.data[k].callee))
        s->callers_start.data[s->fns.data[e->sites.data[k].callee].low + 1]++;
  }
  for (uint32_t p = 0; p < n; p++)
    s->callers_start.data[p + 1] += s->callers_start.data[p];
  for (uint32_t p = 0; p < s->callers_start.data[n]; p++)
    mlb_vec_push(&s->callers, 0);
  MlbU32Vec fill = {0};
  for (uint32_t p = 0; p < n; p++)
    mlb_vec_push(&fill, s->callers_start.data[p]);
  for (uint32_t p = 0; p < n; p++) {
    const SweepFn *e = &s->fns.data[s->scc.data[p]];
    for (uint32_t k = 0; k < e->sites.len; k++)
      if (in_scc(s, e->sites.data[k].callee))
        s->callers.data[fill.data[s->fns.data[e->sites.data[k].callee].low]++] =
            p;
  }
  mlb_vec_free(&fill);
}

/* A component's answers: from nothing, each member evaluated again when a
 * callee inside it changed (bits only grow: at most 64 changes each). */
static void solve_scc(BdSweep *s) {
  uint32_t n = s->scc.len;
  for (uint32_t p = 0; p < n; p++) {
    SweepFn *e = &s->fns.data[s->scc.data[p]];
    e->answer = 0;
    e->answer_gen = s->gen;
  }
  bool cyclic = n > 1;
  for (uint32_t k = 0; !cyclic && k < s->fns.data[s->scc.data[0]].sites.len;
       k++)
    cyclic = s->fns.data[s->scc.data[0]].sites.data[k].callee == s->scc.data[0];
  if (!cyclic) {
    s->fns.data[s->scc.data[0]].answer = evaluate(s, s->scc.data[0]);
  } else {
    scc_callers(s);
    s->work.len = 0;
    for (uint32_t p = n; p-- > 0;)
      mlb_vec_push(&s->work, p);
    while (s->work.len) {
      uint32_t p = s->work.data[--s->work.len];
      uint32_t i = s->scc.data[p];
      uint64_t bits = evaluate(s, i);
      if (bits == s->fns.data[i].answer)
        continue;
      s->fns.data[i].answer = bits;
      for (uint32_t c = s->callers_start.data[p];
           c < s->callers_start.data[p + 1]; c++)
        mlb_vec_push(&s->work, s->callers.data[c]);
    }
  }
  for (uint32_t p = 0; p < n; p++)
    s->fns.data[s->scc.data[p]].on_stack = false;
}

static void visit(BdSweep *s, uint32_t i, uint32_t *counter) {
  if (!s->fns.data[i].summarized)
    summarize(s, i);
  SweepFn *e = &s->fns.data[i];
  e->visit_gen = s->visit_gen;
  e->index = e->low = (*counter)++;
  e->on_stack = true;
  mlb_vec_push(&s->stack, i);
  Frame f = {i, 0};
  mlb_vec_push(&s->frames, f);
}

/* Pops the component rooted at i off the stack and solves it. */
static void pop_scc(BdSweep *s, uint32_t i) {
  s->scc.len = 0;
  uint32_t x;
  do {
    x = s->stack.data[--s->stack.len];
    mlb_vec_push(&s->scc, x);
  } while (x != i);
  solve_scc(s);
}

/* Tarjan's walk from `root` over the functions not answered yet,
 * iterative (a call chain may be thousands deep). */
static void answer_from(BdSweep *s, uint32_t root) {
  s->visit_gen++;
  uint32_t counter = 0;
  s->stack.len = s->frames.len = 0;
  visit(s, root, &counter);
  while (s->frames.len) {
    Frame *f = &s->frames.data[s->frames.len - 1];
    uint32_t i = f->fn;
    if (f->site < s->fns.data[i].sites.len) {
      uint32_t c = s->fns.data[i].sites.data[f->site++].callee;
      if (answered(s, c))
        continue;
      if (s->fns.data[c].visit_gen != s->visit_gen) {
        visit(s, c, &counter); /* invalidates f */
      } else if (s->fns.data[c].on_stack &&
                 s->fns.data[c].index < s->fns.data[i].low) {
        s->fns.data[i].low = s->fns.data[c].index;
      }
      continue;
    }
    s->frames.len--;
    if (s->frames.len) {
      uint32_t parent = s->frames.data[s->frames.len - 1].fn;
      if (s->fns.data[i].low < s->fns.data[parent].low)
        s->fns.data[parent].low = s->fns.data[i].low;
    }
    if (s->fns.data[i].low == s->fns.data[i].index)
      pop_scc(s, i);
  }
}

/* Summaries marked dirty read again, before any answer is given. */
static void refresh(BdSweep *s) {
  for (uint32_t k = 0; k < s->dirty.len; k++) {
    uint32_t i = s->dirty.data[k];
    s->fns.data[i].dirty = false;
    summarize(s, i);
  }
  s->dirty.len = 0;
}

uint64_t bd_sweep_freed_args(BdSweep *s, MlbOperation *fn) {
  if (!s || !fn)
    return 0;
  refresh(s);
  uint32_t i = fn_index(s, fn);
  if (!answered(s, i))
    answer_from(s, i);
  return s->fns.data[i].answer;
}

/* ==== Symbol references ==== */

typedef struct RefScan {
  BdSweep *s;
  MlbOperation *op;
  MlbOpVec *out;
} RefScan;

static void note_ref(const MlbAttr *ref, void *user) {
  RefScan *r = user;
  MlbOperation *target = mlb_symbol_resolve_in(r->s->ctx, r->op, ref);
  if (!target)
    r->s->unresolved++;
  else
    mlb_vec_push(r->out, target);
}

static MlbWalkResult scan_refs(MlbOperation *op, void *user) {
  RefScan *r = user;
  r->op = op;
  if (op->props)
    mlb_attr_symrefs(op->props, note_ref, r);
  if (op->attrs)
    mlb_attr_symrefs(op->attrs, note_ref, r);
  return MLB_WALK_ADVANCE;
}

static void count_refs(BdSweep *s, const MlbOpVec *l, int delta) {
  for (uint32_t i = 0; i < l->len; i++) {
    bool fresh = false;
    void **slot = mlb_ptrmap_slot(&s->ref_count, l->data[i], &fresh);
    *slot = (void *)((uintptr_t)*slot + (uintptr_t)(intptr_t)delta);
  }
}

/* Reads the names top-level op `top` holds (again). A name that did not
 * resolve counts for good: a name resolving later cannot be told from
 * one that always did. */
static void read_refs(BdSweep *s, MlbOperation *top) {
  uintptr_t i = (uintptr_t)mlb_ptrmap_get(&s->refs_of, top);
  if (!i) {
    MlbOpVec empty = {0};
    mlb_vec_push(&s->ref_lists, empty);
    i = s->ref_lists.len;
    mlb_ptrmap_put(&s->refs_of, top, (void *)i);
  }
  MlbOpVec *l = &s->ref_lists.data[i - 1];
  count_refs(s, l, -1);
  l->len = 0;
  RefScan r = {s, NULL, l};
  (void)mlb_walk_pre(top, scan_refs, &r);
  count_refs(s, &s->ref_lists.data[i - 1], 1);
}

static void forget_refs(BdSweep *s) {
  for (uint32_t i = 0; i < s->ref_lists.len; i++)
    mlb_vec_free(&s->ref_lists.data[i]);
  s->ref_lists.len = 0;
  mlb_ptrmap_clear(&s->refs_of);
  mlb_ptrmap_clear(&s->ref_count);
  s->unresolved = 0;
  s->refs_built = false;
}

static MlbWalkResult find_call(MlbOperation *op, void *user) {
  MLB_UNUSED(user);
  return mlb_op_iface(op, MLB_IFACE_CALL) ? MLB_WALK_INTERRUPT
                                          : MLB_WALK_ADVANCE;
}

bool bd_sweep_isolated(BdSweep *s, MlbOperation *fn) {
  if (!s || !s->module || fn->block != s->module)
    return false;
  if (!s->refs_built) {
    for (MlbOperation *o = s->module->first; o; o = o->next)
      read_refs(s, o);
    s->refs_built = true;
  }
  return !s->unresolved && !mlb_ptrmap_get(&s->ref_count, fn) &&
         mlb_walk_pre(fn, find_call, NULL) != MLB_WALK_INTERRUPT;
}

/* ==== The sweep ==== */

static void forget_all(BdSweep *s) {
  for (uint32_t i = 0; i < s->fns.len; i++) {
    mlb_vec_free(&s->fns.data[i].sites);
    mlb_vec_free(&s->fns.data[i].args);
  }
  s->fns.len = 0;
  s->dirty.len = 0;
  s->prev = NULL;
  mlb_ptrmap_clear(&s->index);
  forget_refs(s);
}

static void sweep_free(void *p) {
  BdSweep *s = p;
  forget_all(s);
  mlb_vec_free(&s->fns);
  mlb_vec_free(&s->dirty);
  mlb_vec_free(&s->frames);
  mlb_vec_free(&s->stack);
  mlb_vec_free(&s->scc);
  mlb_vec_free(&s->work);
  mlb_vec_free(&s->callers_start);
  mlb_vec_free(&s->callers);
  mlb_ptrmap_free(&s->index);
  mlb_vec_free(&s->ref_lists);
  mlb_ptrmap_free(&s->refs_of);
  mlb_ptrmap_free(&s->ref_count);
  mlb_free(s);
}

static void mark_dirty(BdSweep *s, MlbOperation *fn) {
  if (!s->fns.len) /* nothing read yet (no call asked about) */
    return;
  uint32_t i = (uint32_t)(uintptr_t)mlb_ptrmap_get(&s->index, fn);
  if (!i || !s->fns.data[i - 1].summarized || s->fns.data[i - 1].dirty)
    return;
  s->fns.data[i - 1].dirty = true;
  mlb_vec_push(&s->dirty, i - 1);
}

BdSweep *bd_sweep_enter(MlbContext *ctx, MlbPassState *st, MlbOperation *op) {
  BdSweep *s = st->sweep;
  if (!s) {
    s = mlb_calloc(1, sizeof *s);
    s->ctx = ctx;
    s->gen = 1;
    mlb_ptrmap_init(&s->index);
    mlb_ptrmap_init(&s->refs_of);
    mlb_ptrmap_init(&s->ref_count);
    st->sweep = s;
    st->sweep_free = sweep_free;
  }
  /* An op outside a block has no sweep to share: nothing is kept. */
  if (!op->block || op->block != s->module ||
      op->block->version != s->version) {
    forget_all(s);
    s->module = op->block;
    s->version = op->block ? op->block->version : 0;
  }
  if (s->prev)
    mark_dirty(s, s->prev);
  mark_dirty(s, op);
  if (s->refs_built) { /* the two ops that may have changed */
    if (s->prev)
      read_refs(s, s->prev);
    read_refs(s, op);
  }
  s->prev = op->block ? op : NULL;
  return s;
}
