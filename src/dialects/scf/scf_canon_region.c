/* scf_canon_region.c - the canonicalization patterns shared by the
 * region-branching scf ops (if, for, while, execute_region, index_switch),
 * as upstream's RegionBranchOpInterface patterns (LLVM 22) do it.
 *
 * The op's region-branch interface says which operands flow to which
 * "successor inputs": the entry block arguments of a region or the op's
 * results. From that mapping:
 *  - MakeRegionBranchOpSuccessorInputsDead: an input that can only ever
 *    hold one value from outside the flow (following inputs forwarded to
 *    inputs) is replaced by that value where it is in scope;
 *  - RemoveDuplicateSuccessorInputUses: two inputs of the same block or op
 *    that receive the same value from every predecessor: uses of the
 *    later one move to the earlier one;
 *  - RemoveDeadRegionBranchOpSuccessorInputs: inputs tied together by a
 *    common operand (an iter_arg and its result) that are all unused are
 *    erased with the operands that feed them; erasing results rebuilds
 *    the op (upstream's RewriterBase::eraseOpResults).
 * Together they drop unused results and iter_args, loop-invariant and
 * forwarded values and duplicated iter_args.
 */
#include "dialects/scf/scf_canon_int.h"

/* ==== The successor operand -> input mapping ==== */

/* Operand `operand` of `owner` (the op itself or a region terminator)
 * flows into `input`. */
typedef struct Edge {
  MlbOperation *owner;
  uint32_t operand;
  MlbValue *input;
} Edge;

/* Inputs are few (results and iter_args), so they are found by linear
 * search; the vectors are reused across the points of one op. */
typedef struct Flow {
  MlbVecPool *pool; /* the context's spare blocks: no malloc per attempt */
  MlbOperation *op;
  const MlbRegionBranchIface *rb;
  MLB_VEC(Edge) edges;
  MlbValueVec inputs; /* distinct inputs, in order of first appearance */
  MlbU32Vec succ;     /* scratch: successors of one point */
} Flow;

static MlbValue *input_at(MlbOperation *op, int32_t to, uint32_t i) {
  if (to == MLB_REGION_PARENT)
    return mlb_op_result(op, i);
  return op->regions[to].first->args[i];
}

static uint32_t input_pos(const Flow *f, const MlbValue *v) {
  for (uint32_t i = 0; i < f->inputs.len; i++)
    if (f->inputs.data[i] == v)
      return i;
  return UINT32_MAX;
}

static bool is_input(const Flow *f, const MlbValue *v) {
  return input_pos(f, v) != UINT32_MAX;
}

static void add_edges(Flow *f, MlbOperation *owner, int32_t to,
                      uint32_t start, uint32_t count) {
  uint32_t first = 0, n = 0;
  if (to != MLB_REGION_PARENT && mlb_region_empty(&f->op->regions[to]))
    return;
  f->rb->successor_inputs(f->op, to, &first, &n);
  for (uint32_t i = 0; i < count && i < n; i++) {
    MlbValue *in = input_at(f->op, to, first + i);
    Edge e = {owner, start + i, in};
    mlb_vec_push(&f->edges, e);
    if (!is_input(f, in))
      mlb_vec_push(&f->inputs, in);
  }
}

/* Edges out of the op itself (`term` NULL) or out of terminator `term`
 * of region `from`. */
static void add_point(Flow *f, int32_t from, MlbOperation *term) {
  f->succ.len = 0;
  f->rb->successors(f->op, from, &f->succ);
  for (uint32_t s = 0; s < f->succ.len; s++) {
    int32_t to = (int32_t)f->succ.data[s];
    uint32_t start = 0, count = 0;
    if (!term)
      f->rb->entry_operands(f->op, to, &start, &count);
    else if (!mlb_term_forwarded_operands(term, to, &start, &count))
      continue;
    if (count)
      add_edges(f, term ? term : f->op, to, start, count);
  }
}

static void flow_build(Flow *f, MlbRewriter *rw, MlbOperation *op,
                       const MlbRegionBranchIface *rb) {
  memset(f, 0, sizeof(*f));
  f->pool = &rw->ctx->state_pool;
  mlb_vec_from_pool(f->pool, &f->edges);
  mlb_vec_from_pool(f->pool, &f->inputs);
  mlb_vec_from_pool(f->pool, &f->succ);
  f->op = op;
  f->rb = rb;
  add_point(f, MLB_REGION_PARENT, NULL);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      if (b->last && mlb_op_iface(b->last, MLB_IFACE_REGION_TERM))
        add_point(f, (int32_t)r, b->last);
}

static void flow_free(Flow *f) {
  mlb_vec_to_pool(f->pool, &f->edges);
  mlb_vec_to_pool(f->pool, &f->inputs);
  mlb_vec_to_pool(f->pool, &f->succ);
}

static MlbValue *edge_value(const Edge *e) {
  return mlb_op_operand(e->owner, e->operand);
}

/* ==== Cheap pre-checks ==== */

/* Over every value that can be a successor input (the op's results and
 * the entry arguments its interface names): whether one is used, one is
 * unused, and whether two share a block or the op. A superset of the
 * actual inputs, so "none" answers are exact. */
typedef struct InputStats {
  bool any_used, any_unused, shared_owner;
} InputStats;

static void stats_add(InputStats *s, MlbOperation *op, int32_t to,
                      uint32_t first, uint32_t n) {
  if (n >= 2)
    s->shared_owner = true;
  for (uint32_t i = 0; i < n; i++) {
    bool used = input_at(op, to, first + i)->uses != NULL;
    s->any_used = s->any_used || used;
    s->any_unused = s->any_unused || !used;
  }
}

static const MlbRegionBranchIface *input_stats(MlbOperation *op,
                                               InputStats *s) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  memset(s, 0, sizeof(*s));
  if (!rb)
    return NULL;
  uint32_t first = 0, n = 0;
  rb->successor_inputs(op, MLB_REGION_PARENT, &first, &n);
  stats_add(s, op, MLB_REGION_PARENT, first, n);
  for (uint32_t r = 0; r < op->num_regions; r++) {
    if (mlb_region_empty(&op->regions[r]))
      continue;
    rb->successor_inputs(op, (int32_t)r, &first, &n);
    stats_add(s, op, (int32_t)r, first, n);
  }
  return rb;
}

/* The edges into each input, by the input's position in f->inputs:
 * edge[start[p] .. start[p + 1]) (indices into f->edges). Comparing two
 * inputs' predecessors by scanning every edge for each pair cost the
 * pattern n^2 * edges on a loop of n carried values (a loop of 100
 * buffers under the deallocation pipeline: 2.7G instructions). */
typedef struct InputEdges {
  uint32_t *start, *edge;
} InputEdges;

static void input_edges_build(const Flow *f, InputEdges *ie) {
  uint32_t n = f->inputs.len, m = f->edges.len;
  uint32_t *pos = mlb_calloc(m + 1, sizeof(uint32_t));
  ie->start = mlb_calloc(n + 2, sizeof(uint32_t));
  ie->edge = mlb_calloc(m + 1, sizeof(uint32_t));
  for (uint32_t i = 0; i < m; i++) {
    pos[i] = input_pos(f, f->edges.data[i].input);
    if (pos[i] != UINT32_MAX)
      ie->start[pos[i] + 2]++;
  }
  for (uint32_t p = 0; p < n; p++)
    ie->start[p + 2] += ie->start[p + 1];
  for (uint32_t i = 0; i < m; i++)
    if (pos[i] != UINT32_MAX)
      ie->edge[ie->start[pos[i] + 1]++] = i;
  mlb_free(pos);
}

static void input_edges_free(InputEdges *ie) {
  mlb_free(ie->start);
  mlb_free(ie->edge);
}

/* ==== MakeRegionBranchOpSuccessorInputsDead ==== */

/* What the walks below look up: each input's position (+ 1), the edges
 * into it, and the values one walk has seen. (Scanning every edge and
 * every input at each step, and the seen values as a list, made the
 * pattern cubic in the inputs of a loop carrying many buffers.) */
typedef struct Reach {
  InputEdges ie;
  MlbPtrMap pos; /* input -> its position + 1 */
  MlbPtrMap seen;
} Reach;

static void reach_init(Reach *r, const Flow *f) {
  input_edges_build(f, &r->ie);
  mlb_ptrmap_init(&r->pos);
  mlb_ptrmap_init(&r->seen);
  for (uint32_t i = 0; i < f->inputs.len; i++)
    mlb_ptrmap_put(&r->pos, f->inputs.data[i], (void *)(uintptr_t)(i + 1));
}

static void reach_free(Reach *r) {
  input_edges_free(&r->ie);
  mlb_ptrmap_free(&r->pos);
  mlb_ptrmap_free(&r->seen);
}

/* The one value that is not an input and reaches `v` through the flow, or
 * NULL when there are several (or none). */
static MlbValue *single_reachable(Flow *f, Reach *r, MlbValue *v,
                                  MlbValueVec *work) {
  MlbValue *found = NULL;
  bool many = false;
  mlb_ptrmap_clear(&r->seen);
  work->len = 0;
  mlb_vec_push(work, v);
  while (work->len && !many) {
    MlbValue *x = mlb_vec_pop(work);
    uintptr_t p = (uintptr_t)mlb_ptrmap_get(&r->pos, x);
    if (!p) {
      many = found && found != x;
      found = x;
      continue;
    }
    for (uint32_t k = r->ie.start[p - 1]; k < r->ie.start[p]; k++) {
      MlbValue *o = edge_value(&f->edges.data[r->ie.edge[k]]);
      bool fresh = false;
      void **slot = mlb_ptrmap_slot(&r->seen, o, &fresh);
      if (!fresh)
        continue;
      *slot = (void *)1;
      mlb_vec_push(work, o);
    }
  }
  return many ? NULL : found;
}

/* Whether `a` (a reachable value of input `b`) is in scope where `b` is. */
static bool defined_before(MlbOperation *op, MlbValue *a, MlbValue *b) {
  MlbBlock *ab = mlb_value_parent_block(a);
  if (!ab || !ab->parent || ab->parent->parent != op)
    return true;
  if (!mlb_value_is_arg(b))
    return false;
  return mlb_value_is_arg(a) && a->owner_block == b->owner_block;
}

bool mlb_scf_pat_make_inputs_dead(MlbRewriter *rw, MlbOperation *op) {
  InputStats st;
  const MlbRegionBranchIface *rb = input_stats(op, &st);
  if (!rb || !st.any_used)
    return false;
  Flow f;
  MlbValueVec work;
  bool changed = false;
  flow_build(&f, rw, op, rb);
  Reach reach;
  reach_init(&reach, &f);
  mlb_vec_from_pool(f.pool, &work);
  for (uint32_t i = 0; i < f.inputs.len; i++) {
    MlbValue *v = f.inputs.data[i];
    if (!v->uses)
      continue;
    MlbValue *r = single_reachable(&f, &reach, v, &work);
    if (!r || !defined_before(op, r, v))
      continue;
    mlb_rw_replace_all_uses(rw, v, r);
    changed = true;
  }
  mlb_vec_to_pool(f.pool, &work);
  reach_free(&reach);
  flow_free(&f);
  return changed;
}

/* The flow of scf.if and scf.for is fixed: a yield at the end of each
 * (single-block) region forwards its operand i to result i and, in a
 * loop, to iter_arg i. A used input with such an edge from a value that
 * an op of that region's block defines is never replaced: either a second
 * value reaches it, or that one value is not in scope at the input. When
 * every used input has one, the flow need not be built. `first_arg` is
 * where the inputs among the block's arguments start (UINT32_MAX: none).
 * Unusual shapes answer false and take the full path. */
static bool yield_defined_inside(MlbOperation *op, uint32_t first_arg,
                                 uint32_t i) {
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *b = op->regions[r].first;
    MlbOperation *y = b ? b->last : NULL;
    uint32_t start = 0, count = 0;
    if (!y || b->next || y->num_operands != op->num_results ||
        !mlb_op_iface(y, MLB_IFACE_REGION_TERM) ||
        !mlb_term_forwarded_operands(y, MLB_REGION_PARENT, &start, &count) ||
        start != 0 || count != op->num_results)
      return false;
    if (first_arg != UINT32_MAX && b->num_args != first_arg + count)
      return false;
    MlbValue *v = mlb_op_operand(y, i);
    if (v->def_op && v->def_op->block == b)
      return true;
  }
  return false;
}

static bool inputs_kept(MlbOperation *op, uint32_t first_arg) {
  for (uint32_t i = 0; i < op->num_results; i++) {
    bool used = mlb_op_result(op, i)->uses != NULL;
    if (first_arg != UINT32_MAX && op->num_regions == 1 &&
        op->regions[0].first &&
        first_arg + i < op->regions[0].first->num_args)
      used = used || op->regions[0].first->args[first_arg + i]->uses;
    if (used && !yield_defined_inside(op, first_arg, i))
      return false;
  }
  return true;
}

/* input_stats of scf.if (first_arg UINT32_MAX: its results are its only
 * inputs) and scf.for (also its body's arguments from first_arg on),
 * read without the interface calls. */
static void fixed_stats(MlbOperation *op, uint32_t first_arg,
                        InputStats *s) {
  memset(s, 0, sizeof(*s));
  stats_add(s, op, MLB_REGION_PARENT, 0, op->num_results);
  MlbBlock *b = first_arg != UINT32_MAX ? op->regions[0].first : NULL;
  if (b && b->num_args > first_arg)
    stats_add(s, op, 0, first_arg, b->num_args - first_arg);
}

bool mlb_scf_pat_if_make_inputs_dead(MlbRewriter *rw, MlbOperation *op) {
  if (inputs_kept(op, UINT32_MAX))
    return false;
  return mlb_scf_pat_make_inputs_dead(rw, op);
}

bool mlb_scf_pat_for_make_inputs_dead(MlbRewriter *rw, MlbOperation *op) {
  if (op->num_regions == 1 && inputs_kept(op, 1))
    return false;
  return mlb_scf_pat_make_inputs_dead(rw, op);
}

/* ==== RemoveDuplicateSuccessorInputUses ==== */

static bool same_owner(MlbValue *a, MlbValue *b) {
  if (mlb_value_is_arg(a) || mlb_value_is_arg(b))
    return a->owner_block == b->owner_block;
  return a->def_op == b->def_op;
}

/* Every predecessor forwards the same value to inputs at positions pa
 * and pb: as many edges, and each edge into pa has one from the same
 * owner forwarding the same value into pb. */
static bool same_predecessors(const Flow *f, const InputEdges *ie, uint32_t pa,
                              uint32_t pb) {
  uint32_t a0 = ie->start[pa], a1 = ie->start[pa + 1];
  uint32_t b0 = ie->start[pb], b1 = ie->start[pb + 1];
  if (a1 - a0 != b1 - b0)
    return false;
  for (uint32_t i = a0; i < a1; i++) {
    const Edge *ea = &f->edges.data[ie->edge[i]];
    bool match = false;
    for (uint32_t k = b0; k < b1 && !match; k++) {
      const Edge *eb = &f->edges.data[ie->edge[k]];
      match = eb->owner == ea->owner && edge_value(eb) == edge_value(ea);
    }
    if (!match)
      return false;
  }
  return true;
}

/* Inputs by argument / result number (stable), so that tied inputs of
 * the same numbers are merged the same way. */
static void sort_by_number(MlbValueVec *v) {
  for (uint32_t i = 1; i < v->len; i++) {
    MlbValue *x = v->data[i];
    uint32_t k = i;
    while (k > 0 && v->data[k - 1]->index > x->index) {
      v->data[k] = v->data[k - 1];
      k--;
    }
    v->data[k] = x;
  }
}

/* Whether o lists one value twice among its operands (long lists are
 * assumed to: the answer only saves work). */
static bool has_repeated_operand(const MlbOperation *o) {
  if (o->num_operands > 32)
    return true;
  for (uint32_t i = 1; i < o->num_operands; i++)
    for (uint32_t k = 0; k < i; k++)
      if (o->operands[i].value == o->operands[k].value)
        return true;
  return false;
}

/* Two inputs of one block or op can only get the same value from every
 * predecessor if some predecessor (the op or a region terminator) passes
 * one value at two operand positions: each input has an edge, and one
 * predecessor feeds the inputs of one owner from distinct positions. */
static bool any_repeated_forward(const MlbOperation *op) {
  if (has_repeated_operand(op))
    return true;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      if (b->last && has_repeated_operand(b->last))
        return true;
  return false;
}

bool mlb_scf_pat_dedup_input_uses(MlbRewriter *rw, MlbOperation *op) {
  InputStats st;
  const MlbRegionBranchIface *rb = input_stats(op, &st);
  if (!rb || !st.any_used || !st.shared_owner || !any_repeated_forward(op))
    return false;
  Flow f;
  bool changed = false;
  flow_build(&f, rw, op, rb);
  {
    MlbValueVec in;
    mlb_vec_from_pool(f.pool, &in);
    for (uint32_t i = 0; i < f.inputs.len; i++)
      mlb_vec_push(&in, f.inputs.data[i]);
    sort_by_number(&in);
    InputEdges ie;
    input_edges_build(&f, &ie);
    uint32_t *pos = mlb_calloc(in.len + 1, sizeof(uint32_t));
    for (uint32_t i = 0; i < in.len; i++)
      pos[i] = input_pos(&f, in.data[i]);
    for (uint32_t i = 0; i < in.len; i++)
      for (uint32_t j = i + 1; j < in.len; j++) {
        MlbValue *a = in.data[i], *b = in.data[j];
        if (!b->uses || !same_owner(a, b) ||
            !same_predecessors(&f, &ie, pos[i], pos[j]))
          continue;
        mlb_rw_replace_all_uses(rw, b, a);
        changed = true;
      }
    mlb_free(pos);
    input_edges_free(&ie);
    mlb_vec_to_pool(f.pool, &in);
  }
  flow_free(&f);
  return changed;
}

/* ==== RemoveDeadRegionBranchOpSuccessorInputs ==== */

static uint32_t find_root(uint32_t *parent, uint32_t x) {
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

/* dead[i]: input i and every input tied to it (fed by a common operand)
 * are unused. */
static bool mark_dead_sets(Flow *f, bool *dead) {
  uint32_t n = f->inputs.len;
  uint32_t *parent = mlb_calloc(n + 1, sizeof(uint32_t));
  bool *live = mlb_calloc(n + 1, sizeof(bool));
  for (uint32_t i = 0; i < n; i++)
    parent[i] = i;
  /* Inputs fed by one operand (owner, operand number) are tied: each
   * joins the first input that operand feeds (found by the operand's use,
   * which names the pair; every pair of edges compared cost the pattern
   * edges^2 on a loop carrying many buffers). */
  MlbPtrMap first;
  mlb_ptrmap_init(&first);
  for (uint32_t i = 0; i < f->edges.len; i++) {
    const Edge *e = &f->edges.data[i];
    uint32_t p = input_pos(f, e->input);
    bool fresh = false;
    void **slot =
        mlb_ptrmap_slot(&first, &e->owner->operands[e->operand], &fresh);
    if (fresh)
      *slot = (void *)(uintptr_t)(p + 1);
    else
      parent[find_root(parent, p)] =
          find_root(parent, (uint32_t)(uintptr_t)*slot - 1);
  }
  mlb_ptrmap_free(&first);
  for (uint32_t i = 0; i < n; i++)
    if (f->inputs.data[i]->uses)
      live[find_root(parent, i)] = true;
  bool any = false;
  for (uint32_t i = 0; i < n; i++) {
    dead[i] = !live[find_root(parent, i)];
    any = any || dead[i];
  }
  mlb_free(parent);
  mlb_free(live);
  return any;
}

/* Erases the operands feeding dead inputs, owner by owner (the op first,
 * then the terminators), highest index first. */
static void erase_dead_operands(MlbRewriter *rw, Flow *f, const bool *dead) {
  MlbOpVec owners = {0};
  for (uint32_t i = 0; i < f->edges.len; i++) {
    MlbOperation *o = f->edges.data[i].owner;
    bool seen = false;
    for (uint32_t k = 0; k < owners.len && !seen; k++)
      seen = owners.data[k] == o;
    if (!seen)
      mlb_vec_push(&owners, o);
  }
  for (uint32_t k = 0; k < owners.len; k++) {
    MlbOperation *o = owners.data[k];
    bool *drop = mlb_calloc(o->num_operands + 1, sizeof(bool));
    bool any = false;
    for (uint32_t i = 0; i < f->edges.len; i++) {
      Edge *e = &f->edges.data[i];
      if (e->owner == o && dead[input_pos(f, e->input)])
        any = drop[e->operand] = true;
    }
    for (uint32_t i = o->num_operands; any && i-- > 0;)
      if (drop[i])
        mlb_op_erase_operand(o, i);
    if (any)
      mlb_rw_modified(rw, o);
    mlb_free(drop);
  }
  mlb_vec_free(&owners);
}

static void erase_dead_args(MlbRewriter *rw, Flow *f, const bool *dead) {
  MlbOperation *op = f->op;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      bool any = false;
      for (uint32_t i = b->num_args; i-- > 0;) {
        MlbValue *a = b->args[i];
        if (is_input(f, a) && dead[input_pos(f, a)]) {
          mlb_block_erase_arg(b, i);
          any = true;
        }
      }
      if (any)
        mlb_rw_modified(rw, op);
    }
}

/* Rebuilds op without the flagged results (they must be unused). */
static void erase_results(MlbRewriter *rw, MlbOperation *op,
                          const bool *drop) {
  MlbValueVec operands = {0}, repl = {0};
  MlbTypeVec types = {0};
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&operands, mlb_op_operand(op, i));
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!drop[i])
      mlb_vec_push(&types, op->results[i].type);
  mlb_builder_set_before(&rw->b, op);
  MlbOperation *n = mlb_scf_new_like(rw, op, &operands, &types,
                                     op->num_regions);
  for (uint32_t r = 0; r < op->num_regions; r++)
    mlb_scf_take_body(&n->regions[r], &op->regions[r]);
  for (uint32_t i = 0, k = 0; i < op->num_results; i++)
    mlb_vec_push(&repl, drop[i] ? NULL : mlb_op_result(n, k++));
  mlb_rw_replace_op(rw, op, repl.data);
  mlb_vec_free(&operands);
  mlb_vec_free(&repl);
  mlb_vec_free(&types);
}

bool mlb_scf_pat_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op) {
  InputStats st;
  const MlbRegionBranchIface *rb = input_stats(op, &st);
  if (!rb || !st.any_unused)
    return false;
  Flow f;
  bool changed = false;
  flow_build(&f, rw, op, rb);
  if (f.inputs.len) {
    bool *dead = mlb_calloc(f.inputs.len, sizeof(bool));
    if (mark_dead_sets(&f, dead)) {
      bool *drop = mlb_calloc(op->num_results + 1, sizeof(bool));
      bool any_result = false;
      for (uint32_t i = 0; i < f.inputs.len; i++) {
        MlbValue *v = f.inputs.data[i];
        if (dead[i] && !mlb_value_is_arg(v))
          any_result = drop[v->index] = true;
      }
      erase_dead_operands(rw, &f, dead);
      erase_dead_args(rw, &f, dead);
      if (any_result)
        erase_results(rw, op, drop);
      mlb_free(drop);
      changed = true;
    }
    mlb_free(dead);
  }
  flow_free(&f);
  return changed;
}

/* The fixed-flow ops' pre-checks of the two patterns above, from
 * fixed_stats: declining here is what they would do first. */
static bool fixed_may_dedup(MlbOperation *op, uint32_t first_arg) {
  InputStats st;
  fixed_stats(op, first_arg, &st);
  return st.any_used && st.shared_owner;
}

static bool fixed_may_remove(MlbOperation *op, uint32_t first_arg) {
  InputStats st;
  fixed_stats(op, first_arg, &st);
  return st.any_unused;
}

bool mlb_scf_pat_if_dedup_input_uses(MlbRewriter *rw, MlbOperation *op) {
  return fixed_may_dedup(op, UINT32_MAX) &&
         mlb_scf_pat_dedup_input_uses(rw, op);
}

bool mlb_scf_pat_for_dedup_input_uses(MlbRewriter *rw, MlbOperation *op) {
  if (op->num_regions == 1 && !fixed_may_dedup(op, 1))
    return false;
  return mlb_scf_pat_dedup_input_uses(rw, op);
}

bool mlb_scf_pat_if_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op) {
  return fixed_may_remove(op, UINT32_MAX) &&
         mlb_scf_pat_remove_dead_inputs(rw, op);
}

bool mlb_scf_pat_for_remove_dead_inputs(MlbRewriter *rw, MlbOperation *op) {
  if (op->num_regions == 1 && !fixed_may_remove(op, 1))
    return false;
  return mlb_scf_pat_remove_dead_inputs(rw, op);
}
