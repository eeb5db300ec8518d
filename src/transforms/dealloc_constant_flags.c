/* dealloc_constant_flags.c - ownership indicators that never change
 * around a loop, for buffer-deallocation-simplification.
 *
 * The ownership pass threads an i1 next to every buffer a loop or a block
 * argument carries. When the loop is entered with `false` and every trip
 * hands on only buffers it was given (a loop whose two buffers take turns,
 * a loop forwarding an outer buffer), the indicator is `false` in every
 * trip, but no pattern sees it: each trip's bufferization.dealloc takes
 * the indicator of the trip before as its condition and yields its own
 * result as the next one. Lowered, every trip then compares pointers (and
 * with several buffers calls the generic helper, whose index and flag
 * arrays are allocations) to free nothing.
 *
 * This step proves such indicators constant by optimistic propagation
 * over the i1 values of a function (upstream's sparse constant
 * propagation, restricted to i1 and without reachability): every value
 * starts unknown ("top"); a constant is its value; a block argument or a
 * region op's result receiving forwarded values is the meet of what flows
 * into it (branch successor operands, and the region-branch interface's
 * entry operands and terminator operands); the ops the ownership pass
 * builds indicators from -- arith.andi/ori/xori/select and the retained
 * results of bufferization.dealloc (false when every condition is false)
 * -- compute from their operands; any other i1 is "bottom". At the fixed
 * point a receiving value that is a constant holds it on every execution
 * (induction over the run: each value it receives is that constant when
 * the values it comes from are), so its uses take the constant; the
 * dealloc patterns then drop the conditions that became false, and the
 * deallocs freeing nothing. Upstream's pipeline does not do this (its
 * lowering keeps the per-trip checks); see docs/deallocation.md.
 */
#include "transforms/dealloc_constant_flags.h"

#include "dialects/bufferization/bufferization.h"
#include "interfaces/interfaces.h"
#include "rewrite/build.h"
#include "rewrite/fold.h"

/* Lattice: TOP (nothing known yet) > FALSE, TRUE > BOTTOM (varies). */
enum { TOP = 0, FALSE_ = 1, TRUE_ = 2, BOTTOM = 3 };

typedef struct Edge {
  MlbValue *dst;
  uint32_t next; /* next edge from the same source, + 1; 0 ends */
} Edge;

/* A value forwarded along one edge of a two-way branch, where the branch
 * condition is known: `cond` holds `val` on that edge. */
typedef struct CondEdge {
  MlbValue *src, *dst, *cond;
  uint32_t val;
} CondEdge;

typedef struct Flags {
  MlbContext *ctx;
  MlbPtrMap lat;     /* value -> lattice (absent: TOP) */
  MlbPtrMap fanout;  /* source value -> first edge + 1 */
  MlbPtrMap targets; /* values receiving forwarded values -> 1 */
  MLB_VEC(Edge) edges;
  MLB_VEC(CondEdge) cond_edges;
  MLB_VEC(MlbValue *) work;
  MLB_VEC(MlbValue *) receivers; /* targets, in discovery order */
  MlbValueVec tmp;
  MlbU32Vec succs;
  const char *andi, *ori, *xori, *dealloc;
} Flags;

static bool is_flag(const MlbValue *v) { return mlb_type_is_int(v->type, 1); }

static uint32_t lat_of(const Flags *f, const MlbValue *v) {
  return (uint32_t)(uintptr_t)mlb_ptrmap_get(&f->lat, v);
}

static uint32_t meet(uint32_t a, uint32_t b) {
  if (a == TOP)
    return b;
  if (b == TOP || a == b)
    return a;
  return BOTTOM;
}

/* Lowers v to meet(v, x), queueing v when that changes it. */
static void lower(Flags *f, MlbValue *v, uint32_t x) {
  uint32_t old = lat_of(f, v), now = meet(old, x);
  if (now == old)
    return;
  mlb_ptrmap_put(&f->lat, v, (void *)(uintptr_t)now);
  mlb_vec_push(&f->work, v);
}

/* ==== Where forwarded values go ==== */

static void mark_target(Flags *f, MlbValue *dst) {
  bool new_target = false;
  void **t = mlb_ptrmap_slot(&f->targets, dst, &new_target);
  *t = (void *)1;
  if (new_target)
    mlb_vec_push(&f->receivers, dst);
}

static void add_edge(Flags *f, MlbValue *src, MlbValue *dst) {
  if (!is_flag(src) || !is_flag(dst))
    return;
  bool fresh = false;
  void **head = mlb_ptrmap_slot(&f->fanout, src, &fresh);
  Edge e = {dst, fresh ? 0 : (uint32_t)(uintptr_t)*head};
  mlb_vec_push(&f->edges, e);
  *head = (void *)(uintptr_t)f->edges.len;
  mark_target(f, dst);
}

/* The branch condition of a two-way branch (its deallocation facts,
 * MLB_IFACE_DEALLOC cond_branch: successor 0 when true), else NULL. */
static MlbValue *branch_condition(MlbOperation *term) {
  const MlbDeallocIface *d = mlb_op_iface(term, MLB_IFACE_DEALLOC);
  if (!d || !d->cond_branch || term->num_successors != 2 ||
      d->condition >= term->num_operands ||
      term->successors[0].block == term->successors[1].block)
    return NULL;
  return mlb_op_operand(term, d->condition);
}

/* What is known of a branch condition when control leaves `term` for
 * successor k: the condition of term itself, or, for another terminator,
 * the condition of the two-way branch that is its block's only way in
 * (the body of a cf loop entered on the header's true edge). */
static MlbValue *edge_fact(MlbOperation *term, uint32_t k, uint32_t *val) {
  MlbValue *c = branch_condition(term);
  if (c) {
    *val = k == 0 ? TRUE_ : FALSE_;
    return c;
  }
  MlbBlockOperand *in = term->block->preds;
  if (!in || in->next || !(c = branch_condition(in->owner)))
    return NULL;
  *val = in->index == 0 ? TRUE_ : FALSE_;
  return c;
}

/* Receiving values whose sources are not known: anything may arrive. */
static void unknown_inputs(Flags *f, MlbValue *const *vals, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (is_flag(vals[i]))
      lower(f, vals[i], BOTTOM);
}

static void branch_edges(Flags *f, MlbOperation *term) {
  for (uint32_t k = 0; k < term->num_successors; k++) {
    MlbBlock *succ = term->successors[k].block;
    uint32_t start = 0, count = 0;
    bool known = term->desc && term->desc->successor_operands;
    if (known)
      term->desc->successor_operands(term, k, &start, &count);
    if (!known || count != succ->num_args ||
        start + count > term->num_operands) {
      unknown_inputs(f, succ->args, succ->num_args);
      continue;
    }
    uint32_t val = TOP;
    MlbValue *cond = edge_fact(term, k, &val);
    for (uint32_t i = 0; i < count; i++) {
      MlbValue *src = mlb_op_operand(term, start + i), *dst = succ->args[i];
      if (!cond || !is_flag(src) || !is_flag(dst)) {
        add_edge(f, src, dst);
        continue;
      }
      CondEdge e = {src, dst, cond, val};
      mlb_vec_push(&f->cond_edges, e);
      mark_target(f, dst);
    }
  }
}

/* A forwarding of a region-branch op (mlb_region_branch_forwardings):
 * one to one, or every input unknown when the lists do not match. */
static void forward(void *user, MlbOperation *from, bool known,
                    uint32_t start, uint32_t count, MlbValue *const *inputs,
                    uint32_t n) {
  Flags *f = user;
  if (!known || count != n || start + count > from->num_operands) {
    unknown_inputs(f, inputs, n);
    return;
  }
  for (uint32_t i = 0; i < count; i++)
    add_edge(f, mlb_op_operand(from, start + i), inputs[i]);
}

static MlbWalkResult collect_edges(MlbOperation *op, void *user) {
  Flags *f = user;
  if (op->num_successors)
    branch_edges(f, op);
  if (mlb_region_branch_complete(op))
    mlb_region_branch_forwardings(op, forward, f, &f->succs, &f->tmp);
  return MLB_WALK_ADVANCE;
}

/* ==== What the indicator ops compute ==== */

static uint32_t and_of(uint32_t a, uint32_t b) {
  if (a == FALSE_ || b == FALSE_)
    return FALSE_;
  if (a == TOP || b == TOP)
    return TOP;
  return a == TRUE_ && b == TRUE_ ? TRUE_ : BOTTOM;
}

static uint32_t or_of(uint32_t a, uint32_t b) {
  if (a == TRUE_ || b == TRUE_)
    return TRUE_;
  if (a == TOP || b == TOP)
    return TOP;
  return a == FALSE_ && b == FALSE_ ? FALSE_ : BOTTOM;
}

static uint32_t xor_of(uint32_t a, uint32_t b) {
  if (a == TOP || b == TOP)
    return TOP;
  if (a == BOTTOM || b == BOTTOM)
    return BOTTOM;
  return a == b ? FALSE_ : TRUE_;
}

/* On an edge of a two-way branch the condition is known: values computed
 * from it are evaluated again with it (`cond` holds `val`), this many ops
 * deep; deeper values keep their lattice value (conservative). */
#define COND_EDGE_DEPTH 4

typedef struct Assume {
  MlbValue *cond;
  uint32_t val, depth;
} Assume;

static uint32_t evaluate(const Flags *f, MlbOperation *op, MlbValue *r,
                         const Assume *as);

/* Does the step compute op's i1 results from its operands? */
static bool computes(const Flags *f, const MlbOperation *op) {
  const MlbDeallocIface *d = mlb_op_iface(op, MLB_IFACE_DEALLOC);
  return op->name == f->dealloc || op->name == f->andi ||
         op->name == f->ori || op->name == f->xori ||
         (d && d->cond_select) ||
         mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE);
}

/* v's lattice value, or, under an assumption, v evaluated again. */
static uint32_t value_lat(const Flags *f, MlbValue *v, const Assume *as) {
  if (!as)
    return lat_of(f, v);
  if (v == as->cond)
    return as->val;
  if (as->depth < COND_EDGE_DEPTH && v->def_op && computes(f, v->def_op) &&
      !mlb_ptrmap_get(&f->targets, v)) {
    Assume deeper = {as->cond, as->val, as->depth + 1};
    return evaluate(f, v->def_op, v, &deeper);
  }
  return lat_of(f, v);
}

/* A retained result of a dealloc is true only when some buffer it frees
 * under a true condition aliases it: false when every condition is. */
static uint32_t dealloc_result(const Flags *f, MlbOperation *op,
                               const Assume *as) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  uint32_t all = FALSE_;
  for (uint32_t i = 0; i < d.n_memrefs; i++) {
    uint32_t c = value_lat(f, mlb_dealloc_cond(&d, i), as);
    if (c != FALSE_)
      all = c == TOP && all != BOTTOM ? TOP : BOTTOM;
  }
  return all;
}

static uint32_t operand_lat(const Flags *f, MlbOperation *op, uint32_t i,
                            const Assume *as) {
  return value_lat(f, mlb_op_operand(op, i), as);
}

/* The select of its deallocation facts (cond_select): the chosen
 * operand's value, or the meet of both when the condition varies. */
static uint32_t select_result(const Flags *f, MlbOperation *op,
                              const MlbDeallocIface *d, const Assume *as) {
  uint32_t n = op->num_operands;
  if (d->condition >= n || d->if_true >= n || d->if_false >= n)
    return BOTTOM;
  uint32_t c = operand_lat(f, op, d->condition, as);
  if (c == TOP)
    return TOP;
  if (c != BOTTOM)
    return operand_lat(f, op, c == TRUE_ ? d->if_true : d->if_false, as);
  return meet(operand_lat(f, op, d->if_true, as),
              operand_lat(f, op, d->if_false, as));
}

/* The lattice value of i1 result r of op, from its operands. */
static uint32_t evaluate(const Flags *f, MlbOperation *op, MlbValue *r,
                         const Assume *as) {
  int64_t k;
  if (mlb_value_const_int(r, &k))
    return k ? TRUE_ : FALSE_;
  if (op->name == f->dealloc)
    return dealloc_result(f, op, as);
  if (op->num_operands == 2 && op->name == f->andi)
    return and_of(operand_lat(f, op, 0, as), operand_lat(f, op, 1, as));
  if (op->num_operands == 2 && op->name == f->ori)
    return or_of(operand_lat(f, op, 0, as), operand_lat(f, op, 1, as));
  if (op->num_operands == 2 && op->name == f->xori)
    return xor_of(operand_lat(f, op, 0, as), operand_lat(f, op, 1, as));
  const MlbDeallocIface *d = mlb_op_iface(op, MLB_IFACE_DEALLOC);
  if (d && d->cond_select)
    return select_result(f, op, d, as);
  return BOTTOM;
}

/* A dealloc's results all take one value, read from all its conditions:
 * it is evaluated once, not once per result (a dealloc that a loop's
 * buffers all pass through has a few hundred of each, and is evaluated
 * again whenever one of its conditions is lowered). */
static void evaluate_dealloc_results(Flags *f, MlbOperation *op) {
  uint32_t x = dealloc_result(f, op, NULL);
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (is_flag(r) && !mlb_ptrmap_get(&f->targets, r))
      lower(f, r, x);
  }
}

static void evaluate_results(Flags *f, MlbOperation *op) {
  if (op->num_results > 1 && op->name == f->dealloc) {
    evaluate_dealloc_results(f, op);
    return;
  }
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (is_flag(r) && !mlb_ptrmap_get(&f->targets, r))
      lower(f, r, evaluate(f, op, r, NULL));
  }
}

/* Seeds: constants and computed values, and bottom for every other i1
 * that nothing is forwarded to (function arguments, results of ops the
 * step does not model, arguments of regions without a region-branch
 * interface). */
static MlbWalkResult seed(MlbOperation *op, void *user) {
  Flags *f = user;
  evaluate_results(f, op);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->num_args; i++)
        if (is_flag(b->args[i]) && !mlb_ptrmap_get(&f->targets, b->args[i]))
          lower(f, b->args[i], BOTTOM);
  return MLB_WALK_ADVANCE;
}

static void propagate(Flags *f) {
  while (f->work.len) {
    MlbValue *v = mlb_vec_pop(&f->work);
    uint32_t x = lat_of(f, v);
    for (uint32_t e = (uint32_t)(uintptr_t)mlb_ptrmap_get(&f->fanout, v); e;
         e = f->edges.data[e - 1].next)
      lower(f, f->edges.data[e - 1].dst, x);
    for (MlbUse *u = v->uses; u; u = u->next)
      evaluate_results(f, u->owner);
  }
}

/* The edges of two-way branches, each evaluated with its condition
 * known (their values depend on more than their source's lattice value,
 * so they are checked in rounds until none lowers its target). */
static bool cond_edges_lower(Flags *f) {
  bool lowered = false;
  for (uint32_t i = 0; i < f->cond_edges.len; i++) {
    CondEdge *e = &f->cond_edges.data[i];
    Assume as = {e->cond, e->val, 0};
    uint32_t before = lat_of(f, e->dst);
    lower(f, e->dst, value_lat(f, e->src, &as));
    lowered = lowered || lat_of(f, e->dst) != before;
  }
  return lowered;
}

/* ==== Rewriting ==== */

static bool replace_constant_receivers(Flags *f) {
  bool changed = false;
  MlbBuilder b = {.ctx = f->ctx};
  for (uint32_t i = 0; i < f->receivers.len; i++) {
    MlbValue *v = f->receivers.data[i];
    uint32_t x = lat_of(f, v);
    if ((x != FALSE_ && x != TRUE_) || !v->uses)
      continue;
    if (mlb_value_is_arg(v))
      mlb_builder_set_start(&b, v->owner_block);
    else
      mlb_builder_set_after(&b, v->def_op);
    MlbAttr *loc = v->def_op ? v->def_op->loc : v->loc;
    if (!loc)
      loc = v->owner_block->parent->parent->loc;
    mlb_value_replace_all_uses(v, mlb_bld_const_bool(&b, loc, x == TRUE_));
    changed = true;
  }
  return changed;
}

bool mlb_fold_constant_flags(MlbContext *ctx, MlbOperation *unit) {
  Flags f = {.ctx = ctx};
  mlb_ptrmap_init(&f.lat);
  mlb_ptrmap_init(&f.fanout);
  mlb_ptrmap_init(&f.targets);
  f.andi = mlb_intern_cstr(ctx, "arith.andi");
  f.ori = mlb_intern_cstr(ctx, "arith.ori");
  f.xori = mlb_intern_cstr(ctx, "arith.xori");
  f.dealloc = mlb_intern_cstr(ctx, "bufferization.dealloc");
  mlb_walk_pre(unit, collect_edges, &f);
  bool changed = false;
  if (f.receivers.len) {
    mlb_walk_pre(unit, seed, &f);
    propagate(&f);
    while (cond_edges_lower(&f))
      propagate(&f);
    changed = replace_constant_receivers(&f);
  }
  mlb_ptrmap_free(&f.lat);
  mlb_ptrmap_free(&f.fanout);
  mlb_ptrmap_free(&f.targets);
  mlb_vec_free(&f.edges);
  mlb_vec_free(&f.cond_edges);
  mlb_vec_free(&f.work);
  mlb_vec_free(&f.receivers);
  mlb_vec_free(&f.tmp);
  mlb_vec_free(&f.succs);
  return changed;
}
