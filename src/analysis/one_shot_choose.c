/* one_shot_choose.c - which of two conflicting operands goes out of place.
 *
 * The analysis decides operands one at a time: when a write W kept in
 * place earlier makes a later operand U conflict, U goes out of place,
 * although putting W out of place instead may be as sound and cheaper --
 * W's op may not read the old contents (a fill of a destination: a new
 * buffer and no copy), or sit outside the loop U is in. Upstream decides
 * in its own order and lands on either side (random programs 3302174,
 * 3302176: a scf.condition operand copied each trip where an out-of-place
 * fill needs no copy at all).
 *
 * So, with MlbOsaOptions.compare_alternatives: after a run, each such
 * pair where W out of place is estimated cheaper than U out of place
 * gives a candidate; the analysis runs again with the candidates decided
 * out of place at their turn (all of them, then each alone), and the
 * decisions whose estimated cost (mlb_osa_estimated_cost) is lower are
 * kept; a few rounds, as a flip may reveal the next write. Putting an
 * operand out of place is always sound (its op gets a buffer of its own,
 * filled when it reads the value), so every alternative is; the estimate
 * only picks among sound decisions.
 */
#include "analysis/one_shot_int.h"
#include "analysis/block_runs.h"
#include "rewrite/fold.h"
#include "support/thresholds.h"

/* Rounds of candidates go on while one pays; each tries all candidates
 * together, then each alone. What bounds the work is the number of extra
 * runs of the analysis in all (each a whole run): option choice-runs of
 * one-shot-bufferize, MlbOsaOptions.max_choice_runs. */
/* A loop whose trip count is not known (no constant bounds, see
 * loop_trips) counts as this many runs of each op in it. */
enum { LOOP_FACTOR = 4 };
/* An allocation, in bytes copied (the two figures the cost compares). */
enum { ALLOC_COST = 32 };
/* Elements assumed for a tensor of dynamic shape. */
enum { DYNAMIC_ELEMENTS = 16 };
/* Runs of one op counted at most (nested loops of known trip counts
 * multiply; the sums of costs stay far from overflow). */
#define MAX_RUNS ((uint64_t)1 << 24)

/* Trips of region-branch loop p: its interface's count when known (an
 * scf.for of constant bounds: random program 1302011, a fill in a 3-trip
 * loop weighed as 4 trips against two copies of 8 elements before it),
 * else LOOP_FACTOR. */
static uint64_t loop_trips(MlbOperation *p, const MlbRegionBranchIface *rb) {
  uint64_t n;
  if (rb && rb->trip_count && rb->trip_count(p, &n))
    return n;
  return LOOP_FACTOR;
}

static uint64_t times(uint64_t w, uint64_t n) {
  return n && w > MAX_RUNS / n ? MAX_RUNS : w * n;
}

/* Runs of block b, on a loop made of branches, per run of its region:
 * counted when the branches steering it depend on constants only (random
 * program 7022603: a cf loop of one trip, weighed as four, made a copy of
 * its init before it look cheaper than a linalg.sub out of place in it,
 * an allocation and no copy), else LOOP_FACTOR. */
static uint64_t branch_loop_runs(MlbOsa *a, MlbBlock *b) {
  uint64_t n;
  if (mlb_block_runs(a->ctx, &a->block_runs, b, &n))
    return n ? n : 1;
  return LOOP_FACTOR;
}

/* The one region of region-branch op p that its constant operands
 * (mlb_value_folded_constant) tell it enters (taken_region), or -2 when
 * they do not tell. */
static int32_t taken_region(MlbOsa *a, MlbOperation *p,
                            const MlbRegionBranchIface *rb) {
  if (!rb || rb->is_loop || !rb->taken_region)
    return -2;
  MlbAttr *small[4];
  MlbAttr **cst = MLB_FITS_SMALL(p->num_operands, small)
                      ? small
                      : mlb_malloc(p->num_operands * sizeof(MlbAttr *));
  for (uint32_t i = 0; i < p->num_operands; i++)
    cst[i] = mlb_value_folded_constant(a->ctx, mlb_op_operand(p, i));
  int32_t t;
  bool known = rb->taken_region(p, cst, &t);
  if (cst != small)
    mlb_free(cst);
  return known ? t : -2;
}

/* How many times op runs per run of its function, roughly: none in a
 * region its op's constant operands rule out (random program 7175136: a
 * copy in an scf.index_switch case that a constant selector never
 * enters, weighed as running twice, made the caller copy a constant
 * each call instead). */
static uint64_t runs_of(MlbOsa *a, MlbOperation *op) {
  uint64_t w = 1;
  for (MlbBlock *b = op->block; b && b->parent && b->parent->parent;) {
    MlbRegion *r = b->parent;
    MlbOperation *p = r->parent;
    const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
    int32_t taken = taken_region(a, p, rb);
    if (taken != -2 && taken != (int32_t)(r - p->regions))
      return 0;
    if (rb && rb->is_loop)
      w = times(w, loop_trips(p, rb));
    else if (mlb_buf_region_repetitive(p, (uint32_t)(r - p->regions)))
      w = times(w, LOOP_FACTOR);
    else if (r->first != r->last && mlb_osa_block_reaches(b, b))
      w = times(w, branch_loop_runs(a, b));
    if (mlb_op_is_function(p))
      break;
    b = p->block;
  }
  return w;
}

/* How far known_elements follows a value back (an estimate: past it, the
 * size is unknown). */
enum { SIZE_TRACE_DEPTH = 8 };

/* The product of a new tensor's dimensions, its dynamic ones given by its
 * op's last index operands (tensor.empty's sizes, after splat's value)
 * when each is a constant; else -1. */
static int64_t new_tensor_elements(const MlbValue *v) {
  const MlbType *t = v->type;
  MlbOperation *op = v->def_op;
  uint32_t rank = t->u.shaped.rank, dyn = 0;
  for (uint32_t d = 0; d < rank; d++)
    dyn += t->u.shaped.shape[d] < 0;
  if (op->num_results != 1 || dyn > op->num_operands)
    return -1;
  int64_t n = 1;
  uint32_t next = op->num_operands - dyn;
  for (uint32_t d = 0; d < rank; d++) {
    int64_t size = t->u.shaped.shape[d];
    if (size < 0) {
      MlbValue *sz = mlb_op_operand(op, next++);
      if (sz->type->kind != MLB_TYPE_INDEX || !mlb_value_const_int(sz, &size) ||
          size < 0)
        return -1;
    }
    n *= size;
  }
  return n;
}

/* Elements of tensor v: its static shape; else, traced back through the
 * operands whose buffer it holds as a whole (equivalent: a cast, a
 * reshape, a destination; or of its very type: a select's) to a new
 * tensor of constant sizes (random programs 4702238, 4702284: a
 * tensor<?xi64> made by tensor.generate %c2, guessed at 16 elements, made
 * a fill allocating in each trip of a loop look cheaper than one copy of
 * 2 elements before it); else -1. */
static int64_t known_elements(const MlbValue *v, uint32_t depth) {
  int64_t n = mlb_type_num_elements(v->type);
  MlbOperation *op = v->def_op;
  if (n >= 0 || !op || depth > SIZE_TRACE_DEPTH ||
      v->type->kind != MLB_TYPE_TENSOR)
    return n;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi)
    return -1;
  bool tensor_operands = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *x = mlb_op_operand(op, i);
    if (!mlb_type_is_tensor(x->type))
      continue;
    tensor_operands = true;
    MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
    uint32_t na = mlb_buf_aliases(op, i, al);
    int64_t m = -1;
    for (uint32_t k = 0; k < na && m < 0; k++)
      if (al[k].result == v->index &&
          (al[k].relation == MLB_BUF_EQUIVALENT || x->type == v->type))
        m = known_elements(x, depth + 1);
    mlb_osa_alias_room_free(al, small);
    if (m >= 0)
      return m;
  }
  if ((bi->flags & MLB_BUF_RESULTS_NEW) && !tensor_operands)
    return new_tensor_elements(v);
  return -1;
}

static uint64_t bytes_of(const MlbValue *v) {
  int64_t n = known_elements(v, 0);
  MlbType *el = mlb_type_element(v->type);
  uint64_t width = el ? (mlb_type_bitwidth(el) + 7) / 8 : 8;
  return (n < 0 ? DYNAMIC_ELEMENTS : (uint64_t)n) * (width ? width : 8);
}

/* Has op results, none of them used? */
static bool results_unused(MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_results; r++)
    if (mlb_op_result(op, r)->uses)
      return false;
  return op->num_results > 0;
}

/* A new buffer for operand i of op, filled when op needs the value. An
 * unfilled one for a dead op whose results nothing uses costs nothing:
 * the op goes with its results, and the allocation with it (random
 * program 1302286: an arith.select in a loop whose result is unused, out
 * of place, against a loop init copied once). */
static MlbOsaCost buffer_cost(MlbOsa *a, MlbOperation *op, uint32_t i) {
  bool fill = mlb_osa_copy_needed(a, op, i);
  if (!fill && results_unused(op) && mlb_osa_dead_op(a, op))
    return (MlbOsaCost){0, 0};
  uint64_t n = runs_of(a, op);
  return (MlbOsaCost){n, fill ? bytes_of(mlb_op_operand(op, i)) * n : 0};
}

/* The two figures as one, an allocation counted as ALLOC_COST bytes. */
static uint64_t weight(MlbOsaCost c) {
  return c.allocs * ALLOC_COST + c.bytes;
}

static uint64_t new_buffer_cost(MlbOsa *a, MlbOperation *op, uint32_t i) {
  return weight(buffer_cost(a, op, i));
}

static void add_cost(MlbOsaCost *to, MlbOsaCost c) {
  to->allocs += c.allocs;
  to->bytes += c.bytes;
}

static void op_cost(MlbOsa *a, MlbOperation *op, MlbOsaCost *c) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_tensor(mlb_op_operand(op, i)->type) &&
        mlb_osa_decision(a, &op->operands[i]) == MLB_OSA_OUT_OF_PLACE)
      add_cost(c, buffer_cost(a, op, i));
  /* A loop's terminator handing back another buffer than the iteration
   * argument's copies it, where its rewrite does (MLB_BUF_FORWARD_COPIES:
   * scf.yield's forward_bufferize; random program 7150093, an
   * scf.condition counted as copying each trip made a linalg.mul out of
   * place look dearer than the condition's copy and the yield's). */
  MlbOperation *parent = mlb_op_parent_op(op);
  const MlbRegionBranchIface *rb =
      parent ? mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH) : NULL;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  uint32_t start = 0, count = 0;
  if (rb && rb->is_loop && bi && (bi->flags & MLB_BUF_FORWARD_COPIES) &&
      mlb_term_forwarded_operands(op, MLB_REGION_PARENT, &start, &count))
    for (uint32_t i = start; i < start + count && i < op->num_operands; i++)
      if (mlb_type_is_tensor(mlb_op_operand(op, i)->type) &&
          mlb_osa_decision(a, &op->operands[i]) == MLB_OSA_IN_PLACE &&
          !mlb_osa_yields_own_buffer(a, op, i)) {
        uint64_t n = runs_of(a, op);
        add_cost(c, (MlbOsaCost){n, bytes_of(mlb_op_operand(op, i)) * n});
      }
}

typedef struct CostWalk {
  MlbOsa *a;
  MlbOsaCost cost;
} CostWalk;

static MlbWalkResult add_op_cost(MlbOperation *op, void *user) {
  CostWalk *w = user;
  op_cost(w->a, op, &w->cost);
  return MLB_WALK_ADVANCE;
}

MlbOsaCost mlb_osa_estimated_cost(MlbOsa *a, MlbOperation *root) {
  CostWalk w = {a, {0, 0}};
  mlb_walk_pre(root, add_op_cost, &w);
  return w.cost;
}

/* Is run cost c better than b: cheaper by the weight, and neither more
 * allocations nor more bytes (the two figures are compared with
 * upstream's one by one: random program 6851243, a linalg.add in a
 * 3-trip cf loop put out of place, an allocation each trip, against a
 * copy of the loop's init, saved bytes but cost two allocations more). */
static bool cheaper(MlbOsaCost c, MlbOsaCost b) {
  return c.allocs <= b.allocs && c.bytes <= b.bytes && weight(c) < weight(b);
}

/* What a write displaced (the operands it sent out of place): their
 * costs summed over those in the write's own region, and the dearest of
 * all. Operands in regions inside other ops (the two branches of an
 * scf.if) may not all run in one run; summed, they would outweigh a write
 * that costs more than the one that runs (insert-slice-from-if-branches:
 * two slices, one per branch, against the insert of their result). */
typedef struct Displaced {
  uint64_t sum, max;
} Displaced;

/* An operand the op must write in place (its interface's must_in_place:
 * a parallel_insert_slice's destination, which cannot be rewritten out of
 * place) is no candidate. */
static bool must_in_place(MlbUse *w) {
  const MlbBufferizeIface *bi = mlb_buf_iface(w->owner);
  return bi && bi->must_in_place && bi->must_in_place(w->owner, mlb_use_index(w));
}

/* The writes worth trying out of place: each blamed for operands going
 * out of place, in place now, not tried yet, and cheaper out of place
 * than what it displaced (random program 3302178: an insert into a
 * tensor kept in place sends three casts of that tensor out of place,
 * each as dear as the insert's own copy, together dearer). */
static void candidates(MlbOsa *a, const MlbPtrMap *tried, MlbOsaUseVec *out) {
  MlbPtrMap index; /* write -> 1 + its slot in `disp` */
  mlb_ptrmap_init(&index);
  MlbOsaUseVec writes = {0};
  MLB_VEC(Displaced) disp = {0};
  for (uint32_t k = 0; k < a->blames.len; k++) {
    MlbUse *u = a->blames.data[k].out, *w = a->blames.data[k].write;
    /* u may have gone in place after all (one_shot.c's second look). */
    if (mlb_osa_decision(a, w) != MLB_OSA_IN_PLACE ||
        mlb_osa_decision(a, u) != MLB_OSA_OUT_OF_PLACE ||
        mlb_ptrmap_get(tried, w) || must_in_place(w))
      continue;
    uintptr_t slot = (uintptr_t)mlb_ptrmap_get(&index, w);
    if (!slot) {
      mlb_vec_push(&writes, w);
      mlb_vec_push(&disp, ((Displaced){0, 0}));
      slot = disp.len;
      mlb_ptrmap_put(&index, w, (void *)slot);
    }
    Displaced *d = &disp.data[slot - 1];
    uint64_t c = new_buffer_cost(a, u->owner, mlb_use_index(u));
    if (u->owner->block && w->owner->block &&
        u->owner->block->parent == w->owner->block->parent)
      d->sum += c;
    if (c > d->max)
      d->max = c;
  }
  for (uint32_t k = 0; k < writes.len; k++) {
    MlbUse *w = writes.data[k];
    uint64_t c = new_buffer_cost(a, w->owner, mlb_use_index(w));
    if (c < disp.data[k].sum || c < disp.data[k].max)
      mlb_vec_push(out, w);
  }
  mlb_vec_free(&disp);
  mlb_vec_free(&writes);
  mlb_ptrmap_free(&index);
}

/* ==== Callee arguments kept read-only ====
 *
 * A callee writing an argument in place makes each call whose operand is
 * read later copy it (the call's operand out of place, decided in the
 * caller); kept read-only (as `bufferization.writable = false`), the
 * callee copies it itself where it writes it, and the calls copy
 * nothing. Random program 7022802: `@h0` writes its second argument in
 * two cases of an scf.index_switch (one an allocation in a one-trip
 * loop, no copy; one a copy); the call copied it every time, upstream
 * copies in the case taken only. The whole-run estimate sums both cases
 * (two allocations against the call's one), so this alternative is
 * weighed per path instead: taken when its dearest path costs neither
 * more allocations nor more bytes than the calls' copies do, and its
 * expected cost (the cases of a branch equally likely) is lower. A
 * callee's costs count once per run of each call to it. */

/* Costs of a region's ops along paths: the dearest path (each figure
 * on its own) and the expected weight. */
typedef struct PathCost {
  MlbOsaCost worst;
  double expected;
} PathCost;

static void add_path(PathCost *to, PathCost c) {
  add_cost(&to->worst, c.worst);
  to->expected += c.expected;
}

static PathCost regions_cost(MlbOsa *a, MlbOperation *op,
                             const MlbPtrMap *calls);

/* The deallocation pipeline hands a caller buffers of its own: a
 * function's return clones each returned value the function does not
 * own (an allocation and a copy per run). Counted only where the value
 * surely holds an argument's buffer (random program 7143259: `@h1`
 * writing an argument in place returns it and a select of it and another
 * argument, two clones and the caller's copy, where the insert out of
 * place costs one copy); where it may also hold a buffer of the
 * function's own (a loop's result taking turns between the argument and
 * a spare, loop-trip-buffer-write.mlir) the clone depends on the run
 * and counts on neither side. */
static MlbOsaCost return_clones(MlbOsa *a, MlbOperation *op) {
  MlbOsaCost c = {0, 0};
  MlbOperation *fn = mlb_op_parent_op(op);
  if (!mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE) || !fn ||
      !mlb_op_is_function(fn))
    return c;
  MlbBlock *entry = mlb_callable_entry(fn);
  for (uint32_t i = 0; entry && i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (mlb_type_is_tensor(v->type) &&
        mlb_osa_holds_arguments_only(a, v, entry))
      add_cost(&c, (MlbOsaCost){1, bytes_of(v)});
  }
  return c;
}

static PathCost block_cost(MlbOsa *a, MlbBlock *b, const MlbPtrMap *calls) {
  PathCost c = {{0, 0}, 0};
  for (MlbOperation *op = b->first; op; op = op->next) {
    MlbOsaCost own = return_clones(a, op);
    op_cost(a, op, &own);
    add_path(&c, (PathCost){own, (double)weight(own)});
    if (op->num_regions)
      add_path(&c, regions_cost(a, op, calls));
  }
  return c;
}

/* The regions of op: the cases of a branch (regions that run at most
 * once, at most one of them) by their dearest and their mean, or only
 * the one its constant operands tell it enters; others
 * summed (a loop's repeats are in runs_of already); a function's times
 * the runs of the calls to it. */
static PathCost regions_cost(MlbOsa *a, MlbOperation *op,
                             const MlbPtrMap *calls) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  int32_t taken = taken_region(a, op, rb);
  bool cases = rb && !rb->is_loop && op->num_regions > 1 && taken == -2;
  for (uint32_t r = 0; cases && r < op->num_regions; r++)
    cases = !mlb_buf_region_repetitive(op, r);
  PathCost c = {{0, 0}, 0};
  for (uint32_t r = 0; r < op->num_regions; r++) {
    if (taken != -2 && taken != (int32_t)r)
      continue;
    PathCost rc = {{0, 0}, 0};
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      add_path(&rc, block_cost(a, b, calls));
    if (!cases) {
      add_path(&c, rc);
      continue;
    }
    if (rc.worst.allocs > c.worst.allocs)
      c.worst.allocs = rc.worst.allocs;
    if (rc.worst.bytes > c.worst.bytes)
      c.worst.bytes = rc.worst.bytes;
    c.expected += rc.expected / op->num_regions;
  }
  uint64_t n = (uint64_t)(uintptr_t)mlb_ptrmap_get(calls, op);
  if (mlb_op_is_function(op) && n > 1) {
    c.worst = (MlbOsaCost){times(c.worst.allocs, n), times(c.worst.bytes, n)};
    c.expected *= (double)n;
  }
  return c;
}

typedef struct CallCount {
  MlbOsa *a;
  MlbPtrMap *calls; /* function -> runs of the calls to it */
} CallCount;

static MlbWalkResult count_call(MlbOperation *op, void *user) {
  CallCount *cc = user;
  if (!mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_WALK_ADVANCE;
  MlbOperation *fn = mlb_call_callee_in(cc->a->ctx, op);
  if (fn) {
    void **slot = mlb_ptrmap_slot(cc->calls, fn, NULL);
    uint64_t sum = (uint64_t)(uintptr_t)*slot + runs_of(cc->a, op);
    *slot = (void *)(uintptr_t)(sum < MAX_RUNS ? sum : MAX_RUNS);
  }
  return MLB_WALK_ADVANCE;
}

static PathCost path_cost(MlbOsa *a, MlbOperation *root) {
  MlbPtrMap calls;
  mlb_ptrmap_init(&calls);
  CallCount cc = {a, &calls};
  mlb_walk_pre(root, count_call, &cc);
  MlbOsaCost own = {0, 0};
  op_cost(a, root, &own);
  PathCost c = {own, (double)weight(own)};
  add_path(&c, regions_cost(a, root, &calls));
  mlb_ptrmap_free(&calls);
  return c;
}

/* Is path cost c better than b for a read-only argument: a dearest path
 * no dearer in either figure, a lower expected cost. */
static bool paths_cheaper(PathCost c, PathCost b) {
  return c.worst.allocs <= b.worst.allocs && c.worst.bytes <= b.worst.bytes &&
         c.expected < b.expected;
}

/* Appends the callee argument call operand u writes, unless it was
 * tried or is there already. */
static void add_readonly_candidate(MlbOsa *a, MlbUse *u,
                                   const MlbPtrMap *tried,
                                   const MlbPtrMap *hints, MlbValueVec *out) {
  MlbValue *arg = mlb_osa_written_callee_arg(a, u->owner, mlb_use_index(u));
  if (!arg || mlb_ptrmap_get(tried, arg) || mlb_ptrmap_get(hints, arg))
    return;
  for (uint32_t j = 0; j < out->len; j++)
    if (out->data[j] == arg)
      return;
  mlb_vec_push(out, arg);
}

/* The callee arguments whose in-place writes made a call's operand go
 * out of place in run `a`, or another operand whose value the call's
 * in-place write would clobber (random program 7104005: a tensor.cast
 * of a filled tensor, passed to a callee that writes it and read again
 * after the call, copied in each trip of a loop, where the callee kept
 * read-only allocates for a linalg.sub that reads nothing of it), not
 * tried yet. */
static void readonly_candidates(MlbOsa *a, const MlbPtrMap *tried,
                                const MlbPtrMap *hints, MlbValueVec *out) {
  for (uint32_t k = 0; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    if (mlb_op_iface(u->owner, MLB_IFACE_CALL) &&
        mlb_osa_decision(a, u) == MLB_OSA_OUT_OF_PLACE)
      add_readonly_candidate(a, u, tried, hints, out);
  }
  for (uint32_t k = 0; k < a->blames.len; k++) {
    MlbUse *u = a->blames.data[k].out, *w = a->blames.data[k].write;
    if (mlb_op_iface(w->owner, MLB_IFACE_CALL) &&
        mlb_osa_decision(a, w) == MLB_OSA_IN_PLACE &&
        mlb_osa_decision(a, u) == MLB_OSA_OUT_OF_PLACE)
      add_readonly_candidate(a, w, tried, hints, out);
  }
}

static void copy_map(MlbPtrMap *to, const MlbPtrMap *from) {
  mlb_ptrmap_init(to);
  for (uint32_t k = 0; k < from->cap; k++)
    if (from->keys[k])
      mlb_ptrmap_put(to, from->keys[k], from->vals[k]);
}

/* A run the search made: its analysis, the hints it ran with, its
 * estimated cost. */
typedef struct Tried {
  MlbOsa osa;
  MlbPtrMap hints;
  MlbOsaCost cost;
  bool set;
} Tried;

typedef struct Search {
  MlbContext *ctx;
  MlbOperation *root;
  const MlbOsaOptions *quiet; /* the options without a report */
  MlbOsa *best;
  MlbOsaCost best_cost;
  MlbPtrMap hints; /* the best run's operands put out of place first */
  uint32_t tries;  /* runs so far */
  Tried tie;       /* this round's first run at the best cost, if any */
  MlbPtrMap tried_args; /* callee arguments tried read-only */
} Search;

static void tried_free(Tried *t) {
  if (!t->set)
    return;
  mlb_osa_free(&t->osa);
  mlb_ptrmap_free(&t->hints);
  t->set = false;
}

/* Runs the analysis with `base` plus `extra`; keeps it as the best when
 * it costs less, as this round's tie when it costs the same and there is
 * none yet. */
static bool try_hints(Search *s, const MlbPtrMap *base, MlbUse *const *extra,
                      uint32_t n) {
  if (s->tries++ >= s->quiet->max_choice_runs)
    return false;
  Tried t = {.set = true};
  copy_map(&t.hints, base);
  for (uint32_t k = 0; k < n; k++)
    mlb_ptrmap_put(&t.hints, extra[k], extra[k]);
  mlb_osa_run_once(&t.osa, s->ctx, s->root, s->quiet, &t.hints);
  t.cost = t.osa.failed ? (MlbOsaCost){UINT64_MAX / 2 / ALLOC_COST,
                                         UINT64_MAX / 2}
                        : mlb_osa_estimated_cost(&t.osa, s->root);
  if (cheaper(t.cost, s->best_cost)) {
    mlb_osa_free(s->best);
    *s->best = t.osa;
    s->best_cost = t.cost;
    mlb_ptrmap_free(&s->hints);
    s->hints = t.hints;
    return true;
  }
  if (weight(t.cost) == weight(s->best_cost) && !s->tie.set)
    s->tie = t;
  else
    tried_free(&t);
  return false;
}

/* Tries the candidates of run `from` (hints `base`) on top of it: all
 * together, then each alone. */
static bool try_candidates(Search *s, MlbOsa *from, const MlbPtrMap *base) {
  MlbOsaUseVec cand = {0};
  candidates(from, base, &cand);
  bool better = cand.len && try_hints(s, base, cand.data, cand.len);
  for (uint32_t k = 0; cand.len > 1 && k < cand.len && !better; k++)
    better = try_hints(s, base, &cand.data[k], 1);
  mlb_vec_free(&cand);
  return better;
}

/* Tries each callee argument of the best run's candidates read-only
 * (above), by the costs along paths; true when one is kept. */
static bool try_readonly_args(Search *s) {
  MlbValueVec cand = {0};
  readonly_candidates(s->best, &s->tried_args, &s->hints, &cand);
  bool better = false;
  PathCost base = cand.len ? path_cost(s->best, s->root) : (PathCost){0};
  for (uint32_t k = 0; k < cand.len && !better; k++) {
    mlb_ptrmap_put(&s->tried_args, cand.data[k], cand.data[k]);
    if (s->tries++ >= s->quiet->max_choice_runs)
      break;
    Tried t = {.set = true};
    copy_map(&t.hints, &s->hints);
    mlb_ptrmap_put(&t.hints, cand.data[k], cand.data[k]);
    mlb_osa_run_once(&t.osa, s->ctx, s->root, s->quiet, &t.hints);
    if (!t.osa.failed && paths_cheaper(path_cost(&t.osa, s->root), base)) {
      mlb_osa_free(s->best);
      *s->best = t.osa;
      s->best_cost = mlb_osa_estimated_cost(s->best, s->root);
      mlb_ptrmap_free(&s->hints);
      s->hints = t.hints;
      better = true;
    } else {
      tried_free(&t);
    }
  }
  mlb_vec_free(&cand);
  return better;
}

/* One round: the best run's candidates; when none pays, one flip further
 * from the first that tied (random program 1302100: two writes whose
 * results nothing uses write one slice in place; either alone out of
 * place leaves the slice's copy, both take it away); then callee
 * arguments read-only. */
static bool improve(Search *s) {
  bool better = try_candidates(s, s->best, &s->hints);
  if (!better && s->tie.set) {
    Tried t = s->tie;
    s->tie.set = false;
    better = try_candidates(s, &t.osa, &t.hints);
    tried_free(&t);
  }
  tried_free(&s->tie);
  if (!better)
    better = try_readonly_args(s);
  return better;
}

static bool has_readonly_candidates(MlbOsa *a, const Search *s) {
  MlbValueVec cand = {0};
  readonly_candidates(a, &s->tried_args, &s->hints, &cand);
  bool any = cand.len > 0;
  mlb_vec_free(&cand);
  return any;
}

static void run_choosing(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                         const MlbOsaOptions *opts) {
  if (!opts->compare_alternatives || opts->copy_before_write) {
    mlb_osa_run_once(a, ctx, root, opts, NULL);
    return;
  }
  /* The runs tried report nothing; the one kept runs again with the
   * report when there is one. */
  MlbOsaOptions quiet = *opts;
  quiet.report = NULL;
  Search s = {ctx, root, &quiet, a, {0, 0}, {0}, 0, {.set = false}, {0}};
  mlb_ptrmap_init(&s.hints);
  mlb_ptrmap_init(&s.tried_args);
  mlb_osa_run_once(a, ctx, root, &quiet, NULL);
  if (!a->failed && (a->blames.len || has_readonly_candidates(a, &s))) {
    s.best_cost = mlb_osa_estimated_cost(a, root);
    while (improve(&s))
      ;
  }
  if (opts->report) {
    mlb_osa_free(a);
    mlb_osa_run_once(a, ctx, root, opts, &s.hints);
  }
  a->opts = opts;
  a->prefer_out = NULL;
  mlb_ptrmap_free(&s.hints);
  mlb_ptrmap_free(&s.tried_args);
}

void mlb_osa_run(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                 const MlbOsaOptions *opts) {
  if (opts->fresh && opts->per_function && !opts->copy_before_write)
    mlb_osa_run_fresh(a, ctx, root, opts, run_choosing);
  else
    run_choosing(a, ctx, root, opts);
}
