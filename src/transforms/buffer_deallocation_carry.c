/* buffer_deallocation_carry.c - does a read see, through a chain of
 * clones, what a write wrote? Part of the separation check
 * (buffer_deallocation_apart.c): a write W and a later read R of buffers
 * that may be one are harmless when, on every path from W to R, the
 * buffer R reads once the clones are in descends from the one W wrote by
 * clones made after W, or is not W's buffer in the input at all. Each
 * clone copies whole buffers, so it carries W's write; a write between
 * that clobbers the element in one copy is an event of its own.
 *
 * A small must-dataflow over the function's ops, forward from W, over
 * every control-flow path (branches, region entries and terminators,
 * loops of both kinds). The state says, per buffer origin once the clones
 * are in (alias ids: critical aliases, allocations, buffers from outside),
 * whether it is *good*: it holds a descendant of W's buffer, or a buffer
 * that is not W's in the input. At W only W's own copy is good (or, when
 * W writes a buffer of the input, every buffer of the input: the pass
 * changes none of them); a critical alias assigned by a forwarding point
 * becomes good exactly when the value forwarded is; an allocation run
 * after W is a new buffer, good. R is accepted when everything it may
 * read is good at R, or no path from W reaches R. The realloc loop that
 * stores into the grown buffer inside an scf.if and reads the buffer it
 * carries in the next trip passes through two critical aliases (the
 * scf.if's result, the header argument): each is good once assigned, and
 * stays good around later trips by the fixpoint.
 */
#include "transforms/buffer_deallocation.h"

typedef struct Carry {
  BdFunc *f;
  bool input;          /* W writes a buffer of the input, no copy */
  uint32_t n;          /* alias ids */
  MlbPtrMap index;     /* op -> its index + 1 */
  MlbOpVec ops;        /* index -> op; node 2i: before op i, 2i+1: after
                          its regions (region ops) */
  uint8_t *state;      /* per node, per alias id: good */
  bool *reached, *queued;
  MlbU32Vec work;
  uint8_t *tmp;        /* the state being pushed along an edge */
} Carry;

/* Numbers the ops; an empty block (no op, no terminator: where would
 * control go?) interrupts the walk: the dataflow then follows nothing. */
static MlbWalkResult number_op(MlbOperation *op, void *user) {
  Carry *c = user;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      if (!b->first)
        return MLB_WALK_INTERRUPT;
  if (op == c->f->func)
    return MLB_WALK_ADVANCE;
  mlb_ptrmap_put(&c->index, op, (void *)(uintptr_t)(c->ops.len + 1));
  mlb_vec_push(&c->ops, op);
  return MLB_WALK_ADVANCE;
}

static uint32_t node_of(Carry *c, MlbOperation *op, bool after_regions) {
  uintptr_t i = (uintptr_t)mlb_ptrmap_get(&c->index, op);
  return i ? (uint32_t)(i - 1) * 2 + (after_regions ? 1 : 0) : UINT32_MAX;
}

/* Is alias id x an origin once the clones are in (what a value's cut
 * origins are made of)? */
static bool is_origin(BdFunc *f, uint32_t x) {
  MlbValue *v = f->pl.alias.values[x];
  return mlb_small_map_get(&f->critical, v) || bd_is_function_arg(f, v) ||
         f->pl.alias.kind[x] != MLB_ORIGIN_NONE;
}

/* Is everything v may hold good in state st? */
static bool all_good(Carry *c, const uint8_t *st, MlbValue *v) {
  const MlbU32Vec *o = bd_cut_origins(c->f, bd_forwarded(c->f, v));
  for (uint32_t i = 0; i < o->len; i++)
    if (!st[o->data[i]])
      return false;
  return o->len > 0;
}

/* An origin defined anew by its op (not a forwarding point): a new
 * allocation is not W's buffer; anything else (a call result, a region
 * argument of an op the analysis cannot see into) may be, unless W wrote
 * a buffer of the input (the same buffer in both programs). */
static uint8_t fresh_value(Carry *c, uint32_t x) {
  return c->input || c->f->pl.alias.kind[x] == MLB_ORIGIN_ALLOC;
}

typedef struct Incoming {
  Carry *c;
  MlbOperation *from;
  const uint8_t *st;
  bool found, good;
} Incoming;

static bool incoming_good(BdFunc *f, MlbOperation *op, MlbValue *src,
                          void *user) {
  MLB_UNUSED(f);
  Incoming *in = user;
  if (op == in->from) {
    in->found = true;
    in->good = in->good && all_good(in->c, in->st, src);
  }
  return true;
}

/* Value v receives what op `from` forwards (a branch into a block, a
 * region op or a terminator into a region or the op's results): a
 * critical alias is good when what it receives is (every point of `from`
 * into it, read in st, the state before the edge: the assignments of one
 * edge are simultaneous), another origin as a new value. Into c->tmp. */
static void assign(Carry *c, MlbValue *v, MlbOperation *from,
                   const uint8_t *st) {
  BdFunc *f = c->f;
  uint32_t x = mlb_alias_id(&f->pl.alias, v);
  if (x == UINT32_MAX || !is_origin(f, x))
    return;
  if (!mlb_small_map_get(&f->critical, v)) {
    c->tmp[x] = fresh_value(c, x);
    return;
  }
  Incoming in = {c, from, st, false, true};
  bool ok = bd_all_incoming(f, v, incoming_good, &in);
  c->tmp[x] = ok && in.found && in.good;
}

static void assign_args(Carry *c, MlbBlock *b, MlbOperation *from,
                        const uint8_t *st) {
  for (uint32_t i = 0; i < b->num_args; i++)
    assign(c, b->args[i], from, st);
}

/* Meets c->tmp into node id's state. */
static void flow(Carry *c, uint32_t id) {
  if (id == UINT32_MAX)
    return;
  uint8_t *s = c->state + (size_t)id * c->n;
  bool changed = !c->reached[id];
  if (!c->reached[id])
    memcpy(s, c->tmp, c->n);
  else
    for (uint32_t i = 0; i < c->n; i++)
      if (s[i] && !c->tmp[i])
        s[i] = 0, changed = true;
  c->reached[id] = true;
  if (changed && !c->queued[id]) {
    c->queued[id] = true;
    mlb_vec_push(&c->work, id);
  }
}

/* Control enters successor `to` of region op p (a region, or p's
 * results for MLB_REGION_PARENT) from `from` (p itself on entry, or a
 * terminator of one of p's regions). An empty region is left at once. */
static void enter(Carry *c, MlbOperation *p, int32_t to, MlbOperation *from,
                  const uint8_t *st) {
  memcpy(c->tmp, st, c->n);
  MlbBlock *b = to == MLB_REGION_PARENT ? NULL : p->regions[to].first;
  if (!b) {
    for (uint32_t i = 0; i < p->num_results; i++)
      assign(c, mlb_op_result(p, i), from, st);
    flow(c, node_of(c, p, true));
    return;
  }
  assign_args(c, b, from, st);
  flow(c, b->first ? node_of(c, b->first, false) : UINT32_MAX);
}

/* The successors of region point `from` of p: its region-branch model,
 * or every region and p's results (an op without one: its region may run
 * any number of times). */
static void region_succs(MlbOperation *p, int32_t from, MlbU32Vec *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(p, MLB_IFACE_REGION_BRANCH);
  if (rb) {
    rb->successors(p, from, out);
    return;
  }
  for (uint32_t r = 0; r < p->num_regions; r++)
    mlb_vec_push(out, r);
  mlb_vec_push(out, (uint32_t)MLB_REGION_PARENT);
}

static void leave_region_point(Carry *c, MlbOperation *p, int32_t from,
                               MlbOperation *op, const uint8_t *st) {
  MlbU32Vec succ = {0};
  region_succs(p, from, &succ);
  for (uint32_t i = 0; i < succ.len; i++)
    enter(c, p, (int32_t)succ.data[i], op, st);
  mlb_vec_free(&succ);
}

/* Control leaves op (its effects done): the next op, the successors of a
 * branch, or what follows a region's terminator. The function's returns
 * end the paths. */
static void after(Carry *c, MlbOperation *op, const uint8_t *st) {
  if (op->next) {
    memcpy(c->tmp, st, c->n);
    flow(c, node_of(c, op->next, false));
    return;
  }
  for (uint32_t k = 0; k < op->num_successors; k++) {
    MlbBlock *b = op->successors[k].block;
    memcpy(c->tmp, st, c->n);
    assign_args(c, b, op, st);
    flow(c, node_of(c, b->first, false));
  }
  MlbOperation *p = mlb_op_parent_op(op);
  if (op->num_successors || !p || p == c->f->func)
    return;
  leave_region_point(c, p, (int32_t)(op->block->parent - p->regions), op, st);
}

/* Results of op that it defines itself (not forwarded into). */
static void define_results(Carry *c, MlbOperation *op, uint8_t *st) {
  for (uint32_t i = 0; i < op->num_results; i++) {
    uint32_t x = mlb_alias_id(&c->f->pl.alias, mlb_op_result(op, i));
    if (x != UINT32_MAX && is_origin(c->f, x))
      st[x] = mlb_small_map_get(&c->f->critical, mlb_op_result(op, i))
                  ? 0
                  : fresh_value(c, x);
  }
}

static void visit(Carry *c, uint32_t id, uint8_t *st) {
  MlbOperation *op = c->ops.data[id / 2];
  memcpy(st, c->state + (size_t)id * c->n, c->n);
  if (op->num_regions && id % 2 == 0) {
    leave_region_point(c, op, MLB_REGION_PARENT, op, st);
    return;
  }
  if (!op->num_regions)
    define_results(c, op, st);
  after(c, op, st);
}

/* The state W leaves: its own copy good (or every buffer of the input). */
static void initial_state(Carry *c, MlbValue *wv, uint8_t *st) {
  BdFunc *f = c->f;
  MlbValue *y = NULL;
  if (!c->input)
    y = f->pl.alias.values[bd_cut_origins(f, wv)->data[0]];
  for (uint32_t x = 0; x < c->n; x++)
    st[x] = is_origin(f, x) &&
            (mlb_small_map_get(&f->critical, f->pl.alias.values[x])
                 ? f->pl.alias.values[x] == y
                 : c->input);
}

static void carry_free(Carry *c) {
  mlb_ptrmap_free(&c->index);
  mlb_vec_free(&c->ops);
  mlb_vec_free(&c->work);
  mlb_free(c->state);
  mlb_free(c->reached);
  mlb_free(c->queued);
  mlb_free(c->tmp);
}

/* Runs the dataflow from write event w; fills ok[r] for each read event
 * r: its buffers are good at it, or it does not follow w. */
static void carry_from(BdFunc *f, uint32_t w, uint8_t *ok) {
  MlbOperation *wop = f->event_ops.data[w];
  MlbValue *wv = bd_forwarded(f, f->event_vals.data[w]);
  const MlbU32Vec *wo = bd_cut_origins(f, wv);
  bool copy = false;
  for (uint32_t i = 0; i < wo->len; i++)
    copy = copy ||
           mlb_small_map_get(&f->critical, f->pl.alias.values[wo->data[i]]);
  /* A write into one of several copies, or from an op that runs regions
   * (its write may come after what they assign): not followed. */
  if ((copy && wo->len != 1) || !wo->len || wop->num_regions)
    return;
  Carry c = {f, !copy, f->pl.alias.n, {0}, {0}, NULL, NULL, NULL, {0}, NULL};
  mlb_ptrmap_init(&c.index);
  if (mlb_walk_pre(f->func, number_op, &c) == MLB_WALK_INTERRUPT) {
    carry_free(&c);
    return;
  }
  size_t nodes = (size_t)c.ops.len * 2;
  uint64_t cells = (uint64_t)nodes * c.n;
  if (cells > f->carry_budget) {
    carry_free(&c);
    return;
  }
  f->carry_budget -= cells;
  c.state = mlb_calloc(nodes * c.n + 1, 1);
  c.reached = mlb_calloc(nodes + 1, sizeof *c.reached);
  c.queued = mlb_calloc(nodes + 1, sizeof *c.queued);
  c.tmp = mlb_calloc(c.n + 1, 1);
  uint8_t *st = mlb_calloc(c.n + 1, 1);
  initial_state(&c, wv, st);
  define_results(&c, wop, st);
  after(&c, wop, st);
  while (c.work.len) {
    uint32_t id = c.work.data[--c.work.len];
    c.queued[id] = false;
    visit(&c, id, st);
  }
  for (uint32_t r = 0; r < f->events.len; r++) {
    MlbValue *rv = f->event_vals.data[r];
    MlbOperation *rop = f->event_ops.data[r];
    uint32_t id = node_of(&c, rop, false);
    /* The op of w itself is followed to its next run; within one run it
     * may read after it writes, which is harmless for a copy (its source
     * first) or a read of the very value written (one buffer, in both
     * programs). */
    if (!(f->events.data[r] & BD_EV_READ) || !rv || id == UINT32_MAX ||
        (rop == wop && !mlb_op_iface(wop, MLB_IFACE_COPY) &&
         bd_forwarded(f, rv) != wv))
      continue;
    /* Not followed: a read of a buffer its own op defines, and a read by
     * an op around w (it may read after its regions ran w: its node is
     * where it starts). */
    ok[r] = (rv->def_op != rop || mlb_value_is_arg(rv)) &&
            (rop == wop || !mlb_op_is_ancestor(rop, wop)) &&
            (!c.reached[id] || all_good(&c, c.state + (size_t)id * c.n, rv));
  }
  mlb_free(st);
  carry_free(&c);
}

bool bd_read_carries_write(BdFunc *f, uint32_t w, uint32_t r) {
  if (!f->event_vals.data[w] || !f->event_vals.data[r])
    return false;
  void *key = (void *)(uintptr_t)(w + 1);
  uint8_t *ok = mlb_ptrmap_get(&f->carry, key);
  if (!ok) {
    ok = mlb_calloc(f->events.len + 1, 1);
    carry_from(f, w, ok);
    mlb_ptrmap_put(&f->carry, key, ok);
  }
  return ok[r];
}

void bd_free_carry(BdFunc *f) {
  for (uint32_t i = 0; i < f->carry.cap; i++)
    if (f->carry.keys[i] && f->carry.vals[i])
      mlb_free(f->carry.vals[i]);
  mlb_ptrmap_free(&f->carry);
}
