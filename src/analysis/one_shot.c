/* one_shot.c - One-Shot Bufferize's in-place analysis (see one_shot.h).
 */
#include "analysis/one_shot.h"
#include "support/thresholds.h"

/* ==== Numbering and union-find ==== */
static uint32_t id_of(MlbOsa *a, MlbValue *v) {
  bool ins;
  void **slot = mlb_ptrmap_slot(&a->ids, v, &ins);
  if (ins) {
    *slot = (void *)(uintptr_t)(a->values.len + 1);
    mlb_vec_push(&a->values, v);
    mlb_vec_push(&a->alias, a->values.len - 1);
    mlb_vec_push(&a->equiv, a->values.len - 1);
  }
  return (uint32_t)(uintptr_t)*slot - 1;
}

static uint32_t find(uint32_t *parent, uint32_t x) {
  while (parent[x] != x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

static void unite(uint32_t *parent, uint32_t x, uint32_t y) {
  x = find(parent, x);
  y = find(parent, y);
  if (x != y)
    parent[x > y ? x : y] = x > y ? y : x;
}

static bool is_tensor(const MlbValue *v) {
  return mlb_type_is_tensor(v->type);
}

/* ==== Aliasing values of an operand ====
 * The values that share the operand's buffer when it bufferizes in place:
 * the op's results per its interface, the region arguments it enters
 * (region branch ops), and for a region terminator the values it is
 * forwarded to (the parent's results, or region arguments of a loop). */
typedef struct Alias {
  MlbValue *v;
  bool equivalent;
} Alias;
typedef MLB_VEC(Alias) AliasVec;

static void push_alias(AliasVec *out, MlbValue *v, bool equivalent) {
  if (is_tensor(v))
    mlb_vec_push(out, ((Alias){v, equivalent}));
}

static void region_inputs(MlbOperation *op, int32_t to, uint32_t k,
                          AliasVec *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t first = 0, count = 0;
  if (rb && rb->successor_inputs)
    rb->successor_inputs(op, to, &first, &count);
  if (k >= count)
    return;
  if (to == MLB_REGION_PARENT) {
    if (first + k < op->num_results)
      push_alias(out, mlb_op_result(op, first + k), false);
    return;
  }
  MlbBlock *entry = op->regions[to].first;
  if (entry && first + k < entry->num_args)
    push_alias(out, entry->args[first + k], false);
}

/* Operand i of a region branch op entering its regions. */
static void entry_aliases(MlbOperation *op, uint32_t i, AliasVec *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->entry_operands)
    return;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    uint32_t start = 0, count = 0;
    rb->entry_operands(op, (int32_t)r, &start, &count);
    if (i >= start && i < start + count)
      region_inputs(op, (int32_t)r, i - start, out);
  }
}

/* Operand i of a terminator of a region branch op's region. */
static void forwarded_aliases(MlbOperation *term, uint32_t i, AliasVec *out) {
  MlbOperation *parent = mlb_op_parent_op(term);
  const MlbRegionBranchIface *rb =
      parent ? mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH) : NULL;
  if (!rb || !rb->successors)
    return;
  int32_t from = (int32_t)(term->block->parent - parent->regions);
  MlbU32Vec succ = {0};
  rb->successors(parent, from, &succ);
  for (uint32_t s = 0; s < succ.len; s++) {
    int32_t to = (int32_t)succ.data[s];
    uint32_t start = 0, count = 0;
    if (mlb_term_forwarded_operands(term, to, &start, &count) && i >= start &&
        i < start + count)
      region_inputs(parent, to, i - start, out);
  }
  mlb_vec_free(&succ);
}

/* Operand i of a branch, forwarded to a successor block's argument. */
static void branch_aliases(MlbOperation *op, uint32_t i, AliasVec *out) {
  if (!op->desc || !op->desc->successor_operands)
    return;
  for (uint32_t s = 0; s < op->num_successors; s++) {
    uint32_t start = 0, count = 0;
    op->desc->successor_operands(op, s, &start, &count);
    MlbBlock *b = op->successors[s].block;
    if (i >= start && i < start + count && i - start < b->num_args)
      push_alias(out, b->args[i - start], false);
  }
}

static void aliases_of(MlbOperation *op, uint32_t i, AliasVec *out) {
  MlbBufAlias buf[8];
  MlbBufAlias *al = MLB_FITS_SMALL(op->num_results, buf)
                        ? buf
                        : mlb_malloc(op->num_results * sizeof *al + 1);
  uint32_t n = mlb_buf_aliases(op, i, al);
  for (uint32_t k = 0; k < n; k++)
    push_alias(out, mlb_op_result(op, al[k].result),
               al[k].relation == MLB_BUF_EQUIVALENT);
  if (al != buf)
    mlb_free(al);
  entry_aliases(op, i, out);
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  int32_t k = bi && bi->entry_arg ? bi->entry_arg(op, i) : -1;
  MlbBlock *entry = op->num_regions ? op->regions[0].first : NULL;
  if (k >= 0 && entry && (uint32_t)k < entry->num_args)
    push_alias(out, entry->args[k], true);
  if (op->desc && (op->desc->traits & MLB_TRAIT_TERMINATOR))
    forwarded_aliases(op, i, out);
  if (op->num_successors)
    branch_aliases(op, i, out);
}

/* ==== Decisions ==== */
enum { UNDECIDED, IN_PLACE, OUT_OF_PLACE };

static int decision(const MlbOsa *a, const MlbUse *u) {
  return (int)(uintptr_t)mlb_ptrmap_get(&a->decided, u);
}

bool mlb_osa_in_place(const MlbOsa *a, MlbOperation *op, uint32_t i) {
  return decision(a, &op->operands[i]) != OUT_OF_PLACE;
}

bool mlb_osa_equivalent(MlbOsa *a, MlbValue *x, MlbValue *y) {
  void *ix = mlb_ptrmap_get(&a->ids, x), *iy = mlb_ptrmap_get(&a->ids, y);
  if (!ix || !iy)
    return x == y;
  return find(a->equiv.data, (uint32_t)(uintptr_t)ix - 1) ==
         find(a->equiv.data, (uint32_t)(uintptr_t)iy - 1);
}

/* ==== Alias sets ==== */
/* Values of the alias sets of `roots` (ids), deduplicated. */
static void collect_set(MlbOsa *a, const uint32_t *roots, uint32_t n,
                        MlbValueVec *out) {
  for (uint32_t v = 0; v < a->values.len; v++) {
    uint32_t r = find(a->alias.data, v);
    for (uint32_t k = 0; k < n; k++)
      if (roots[k] == r) {
        mlb_vec_push(out, a->values.data[v]);
        break;
      }
  }
}

static bool value_writable(MlbOsa *a, MlbValue *v) {
  if (v->def_op)
    return mlb_buf_result_writable(v->def_op, v->index);
  MlbOperation *owner = mlb_block_parent_op(v->owner_block);
  if (owner && mlb_op_is_function(owner) &&
      mlb_block_is_entry(v->owner_block))
    return a->opts->function_args_writable;
  return true;
}

/* ==== Happens before ==== */
/* a, or an op enclosing a, properly dominates b (a does not enclose b). */
static bool happens_before(MlbOsa *a, MlbOperation *x, MlbOperation *y) {
  for (; x; x = mlb_op_parent_op(x)) {
    if (x != y && mlb_op_is_ancestor(x, y))
      return false;
    if (mlb_dom_info_op_properly_dominates(&a->dom, x, y, false))
      return true;
  }
  return false;
}

/* The block of region r holding op (op itself or an op around it), NULL
 * when op is not inside r. */
static MlbBlock *block_in(MlbRegion *r, MlbOperation *op) {
  for (; op; op = mlb_op_parent_op(op))
    if (op->block && op->block->parent == r)
      return op->block;
  return NULL;
}

/* The block of region r where v is defined (its own block for an
 * argument of r), NULL when v is not defined inside r. */
static MlbBlock *value_block_in(MlbRegion *r, MlbValue *v) {
  if (v->def_op)
    return block_in(r, v->def_op);
  if (v->owner_block->parent == r)
    return v->owner_block;
  return block_in(r, mlb_block_parent_op(v->owner_block));
}

static bool region_contains(MlbRegion *r, MlbOperation *op) {
  return block_in(r, op) != NULL;
}

static bool value_in_region(MlbRegion *r, MlbValue *v) {
  return value_block_in(r, v) != NULL;
}

/* A region whose ops may run more than once per run of its parent: a
 * loop's body, or a block of a region with more than one block (which
 * may hold a cycle). */
static bool region_repeats(MlbRegion *r) {
  const MlbRegionBranchIface *rb =
      mlb_op_iface(r->parent, MLB_IFACE_REGION_BRANCH);
  const MlbBufferizeIface *bi = mlb_buf_iface(r->parent);
  if ((rb && rb->is_loop) || (bi && (bi->flags & MLB_BUF_REPETITIVE)))
    return true;
  return r->first && r->first != r->last;
}


/* ==== Cycles of a region's blocks ==== */

/* Does control flow lead from block a to block b (in one step or more)? */
static bool reaches(MlbBlock *a, MlbBlock *b) {
  MLB_VEC(MlbBlock *) work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, a);
  bool found = false;
  while (work.len && !found) {
    MlbBlock *x = mlb_vec_pop(&work);
    MlbOperation *t = x->last;
    for (uint32_t s = 0; t && s < t->num_successors && !found; s++) {
      MlbBlock *y = t->successors[s].block;
      bool ins;
      mlb_ptrmap_slot(&seen, y, &ins);
      found = y == b;
      if (ins)
        mlb_vec_push(&work, y);
    }
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  return found;
}

/* Read and write in blocks of a cycle of region r: dominance is usable
 * only when every definition of the read lies on that cycle too (else the
 * write of one trip reaches the read of the next, as in a loop body). */
static bool cycle_holds_defs(MlbRegion *r, MlbOperation *rd,
                             MlbOperation *wr, const MlbValueVec *defs) {
  MlbBlock *br = block_in(r, rd), *bw = block_in(r, wr);
  if (!br || !bw || !reaches(br, bw) || !reaches(bw, br))
    return true; /* not on one cycle */
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbBlock *bd = value_block_in(r, defs->data[d]);
    if (!bd || !reaches(bd, br) || !reaches(br, bd))
      return false;
  }
  return true;
}

/* Dominance between read and write says nothing when both sit in a
 * repeated region that does not hold every definition of the read: the
 * write of one run reaches the read of the next. */
static bool dominance_usable(MlbOperation *rd, MlbOperation *wr,
                             const MlbValueVec *defs) {
  for (MlbOperation *p = rd; p; p = mlb_op_parent_op(p)) {
    MlbRegion *r = p->block ? p->block->parent : NULL;
    if (!r || !region_contains(r, wr) || !region_repeats(r))
      continue;
    for (uint32_t d = 0; d < defs->len; d++)
      if (!value_in_region(r, defs->data[d]))
        return false;
    if (r->first != r->last && !cycle_holds_defs(r, p, wr, defs))
      return false;
  }
  return true;
}

/* Regions ri and rj of op exclude each other: neither reaches the other. */
static bool region_reaches(MlbOperation *op, int32_t from, int32_t to) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->successors)
    return true;
  uint64_t seen = 0, todo = 1ull << (from & 63);
  MlbU32Vec succ = {0};
  bool found = false;
  while (todo && !found) {
    int32_t r = __builtin_ctzll(todo);
    todo &= todo - 1;
    seen |= 1ull << r;
    succ.len = 0;
    rb->successors(op, r, &succ);
    for (uint32_t k = 0; k < succ.len; k++) {
      int32_t s = (int32_t)succ.data[k];
      if (s == to)
        found = true;
      if (s >= 0 && s < 64 && !(seen >> s & 1))
        todo |= 1ull << s;
    }
  }
  mlb_vec_free(&succ);
  return found;
}

static bool mutually_exclusive(MlbOperation *x, MlbOperation *y) {
  for (MlbOperation *p = x; p && p->block; p = mlb_op_parent_op(p)) {
    MlbOperation *anc = mlb_op_parent_op(p);
    if (!anc || anc->num_regions < 2 || anc->num_regions > 64)
      continue;
    if (!mlb_op_is_ancestor(anc, y) || anc == y)
      continue;
    /* The region of anc holding y. */
    MlbOperation *q = y;
    while (q && mlb_op_parent_op(q) != anc)
      q = mlb_op_parent_op(q);
    if (!q)
      return false;
    int32_t rx = (int32_t)(p->block->parent - anc->regions);
    int32_t ry = (int32_t)(q->block->parent - anc->regions);
    if (rx == ry)
      return false; /* nearest common ancestor region: not exclusive */
    return !region_reaches(anc, rx, ry) && !region_reaches(anc, ry, rx);
  }
  return false;
}

/* ==== Definitions ==== */
/* The operands through which result `res` of op may hold its operands'
 * buffers, in place. */
static bool result_from_operands(MlbOsa *a, MlbValue *res, MlbValueVec *work) {
  MlbOperation *op = res->def_op;
  if (op->num_regions)
    return false; /* a region op's results are defined by its regions */
  bool any = false;
  AliasVec al = {0};
  for (uint32_t i = 0; i < op->num_operands; i++) {
    al.len = 0;
    aliases_of(op, i, &al);
    for (uint32_t k = 0; k < al.len; k++) {
      if (al.data[k].v != res)
        continue;
      /* An operand that writes defines the result; out of place, the
       * result is a new buffer: either way a definition. */
      if (decision(a, &op->operands[i]) != IN_PLACE ||
          mlb_buf_writes(op, i)) {
        mlb_vec_free(&al);
        return false;
      }
      mlb_vec_push(work, mlb_op_operand(op, i));
      any = true;
    }
  }
  mlb_vec_free(&al);
  return any;
}

/* The values whose last writes the read of `v` sees: follow results back
 * through ops that only pass a buffer on (slices, casts) to the ops that
 * write or create it, or to block arguments. */
static void definitions(MlbOsa *a, MlbValue *v, MlbValueVec *out) {
  MlbValueVec work = {0};
  mlb_vec_push(&work, v);
  for (uint32_t steps = 0; work.len && steps < 4096; steps++) {
    MlbValue *x = mlb_vec_pop(&work);
    if (!x->def_op || !result_from_operands(a, x, &work))
      mlb_vec_push(out, x);
  }
  mlb_vec_free(&work);
}

/* ==== Conflicts ==== */

static bool excused_by_definition(MlbOsa *a, MlbUse *w, MlbValue *def) {
  MlbOperation *wop = w->owner;
  if (def->def_op) {
    if (happens_before(a, wop, def->def_op))
      return true;
    if (def->def_op != wop && mlb_op_is_ancestor(def->def_op, wop))
      return true;
  } else if (!region_contains(def->owner_block->parent, wop)) {
    /* The write is outside the region of the argument's block. (Upstream
     * asks only whether it is outside the block, which excuses writes in
     * the other blocks of a function body: they run after the entry block
     * and clobber what its arguments hold.) */
    return true;
  }
  /* The write is the definition itself. */
  AliasVec al = {0};
  aliases_of(wop, mlb_use_index(w), &al);
  bool same = false;
  for (uint32_t k = 0; k < al.len; k++)
    same |= al.data[k].v == def;
  mlb_vec_free(&al);
  return same;
}

static bool conflicts(MlbOsa *a, MlbUse *r, MlbUse *w) {
  MlbOperation *rop = r->owner, *wop = w->owner;
  MlbValueVec defs = {0};
  definitions(a, r->value, &defs);
  bool conflict = false;
  /* One use that reads and writes (an insert into its destination): its
   * read sees its own write only from an earlier trip of a repeated
   * region that does not hold the read's definitions. */
  if (r == w) {
    conflict = !dominance_usable(rop, wop, &defs);
    goto done;
  }
  /* The read comes first: it happens before the write, or the reading
   * op encloses the write (an op reads its operands on entry, before its
   * regions run: a loop's body writing the buffer its init entered as).
   * Not inside a repeated region that does not hold the read's
   * definitions: the next trip reads again after the write. */
  if (dominance_usable(rop, wop, &defs) &&
      (happens_before(a, rop, wop) ||
       (rop != wop && mlb_op_is_ancestor(rop, wop))))
    goto done;
  if (rop != wop && mutually_exclusive(rop, wop))
    goto done;
  /* Matching slices match within one run of a repeated region only: a
   * write of an earlier trip went into the slice of that trip (random
   * program 60401 after eliminate-empty-tensors). */
  const MlbBufferizeIface *rbi = mlb_buf_iface(rop);
  if (rbi && rbi->not_conflicting && dominance_usable(rop, wop, &defs) &&
      rbi->not_conflicting(rop, r, w))
    goto done;
  for (uint32_t d = 0; d < defs.len && !conflict; d++)
    conflict = !excused_by_definition(a, w, defs.data[d]);
done:
  mlb_vec_free(&defs);
  return conflict;
}

/* Would operand u in place let a write reach a read that must not see it,
 * or write what must not be written? `set` holds the values of the alias
 * sets u would join. */
static bool in_place_conflicts(MlbOsa *a, MlbUse *u, const MlbValueVec *set) {
  bool u_writes = mlb_buf_writes(u->owner, mlb_use_index(u));
  MLB_VEC(MlbUse *) reads = {0}, writes = {0};
  if (u_writes)
    mlb_vec_push(&writes, u);
  bool readonly = false;
  for (uint32_t k = 0; k < set->len; k++) {
    MlbValue *v = set->data[k];
    readonly |= !value_writable(a, v);
    for (MlbUse *x = v->uses; x; x = x->next) {
      uint32_t i = mlb_use_index(x);
      /* Out of place, the copy into the new buffer reads the value. */
      if (mlb_buf_reads(x->owner, i) ||
          (x != u && decision(a, x) == OUT_OF_PLACE &&
           mlb_buf_copy_needed(x->owner, i)))
        mlb_vec_push(&reads, x);
      if (x != u && decision(a, x) == IN_PLACE && mlb_buf_writes(x->owner, i))
        mlb_vec_push(&writes, x);
    }
  }
  bool bad = readonly && writes.len;
  for (uint32_t i = 0; i < reads.len && !bad; i++)
    for (uint32_t j = 0; j < writes.len && !bad; j++)
      bad = conflicts(a, reads.data[i], writes.data[j]);
  mlb_vec_free(&reads);
  mlb_vec_free(&writes);
  return bad;
}

static void decide(MlbOsa *a, MlbUse *u) {
  MlbOperation *op = u->owner;
  uint32_t i = mlb_use_index(u);
  AliasVec al = {0};
  aliases_of(op, i, &al);
  uint32_t roots[1 + al.len];
  uint32_t n = 0;
  roots[n++] = find(a->alias.data, id_of(a, u->value));
  for (uint32_t k = 0; k < al.len; k++)
    roots[n++] = find(a->alias.data, id_of(a, al.data[k].v));
  MlbValueVec set = {0};
  collect_set(a, roots, n, &set);
  bool out = a->opts->copy_before_write ? mlb_buf_writes(op, i)
                                        : in_place_conflicts(a, u, &set);
  mlb_vec_free(&set);
  mlb_ptrmap_put(&a->decided, u, (void *)(uintptr_t)(out ? OUT_OF_PLACE
                                                         : IN_PLACE));
  if (out) {
    a->num_out_of_place++;
  } else {
    uint32_t uv = id_of(a, u->value);
    for (uint32_t k = 0; k < al.len; k++) {
      uint32_t t = id_of(a, al.data[k].v);
      unite(a->alias.data, uv, t);
      if (al.data[k].equivalent)
        unite(a->equiv.data, uv, t);
    }
  }
  mlb_vec_free(&al);
}

/* ==== Driver ==== */
static MlbWalkResult number_op(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t k = 0; k < b->num_args; k++)
        if (is_tensor(b->args[k]))
          id_of(a, b->args[k]);
  for (uint32_t r = 0; r < op->num_results; r++)
    if (is_tensor(mlb_op_result(op, r)))
      id_of(a, mlb_op_result(op, r));
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (is_tensor(mlb_op_operand(op, i))) {
      id_of(a, mlb_op_operand(op, i));
      mlb_vec_push(&a->order, &op->operands[i]);
    }
  return MLB_WALK_ADVANCE;
}

/* After the decisions: a loop's results and iteration arguments are its
 * inits' buffers when every yield hands back a buffer equivalent to the
 * iteration argument (else the rewrite yields a copy); a branch op's
 * result is a value's buffer when every region yields that buffer. */
static void forwarded_equivalences(MlbOsa *a, MlbOperation *root);

void mlb_osa_run(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                 const MlbOsaOptions *opts) {
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  a->opts = opts;
  mlb_ptrmap_init(&a->ids);
  mlb_ptrmap_init(&a->decided);
  mlb_ptrmap_init(&a->own_yields);
  mlb_dom_info_init(&a->dom, false);
  mlb_walk_pre(root, number_op, a);
  uint32_t n = a->order.len;
  for (uint32_t k = 0; k < n; k++) {
    uint32_t at = opts->heuristic == MLB_OSA_TOP_DOWN ? k : n - 1 - k;
    decide(a, a->order.data[at]);
  }
  forwarded_equivalences(a, root);
}

void mlb_osa_free(MlbOsa *a) {
  mlb_ptrmap_free(&a->ids);
  mlb_ptrmap_free(&a->decided);
  mlb_ptrmap_free(&a->own_yields);
  mlb_vec_free(&a->values);
  mlb_vec_free(&a->alias);
  mlb_vec_free(&a->equiv);
  mlb_vec_free(&a->order);
  mlb_dom_info_free(&a->dom);
}

/* ==== Equivalence through regions ==== */
/* Every terminator of `region` forwarding to the parent hands back value
 * k equivalent to `to`; with `record`, those that do are remembered. */
static bool yields_equivalent(MlbOsa *a, MlbOperation *op, int32_t region,
                              uint32_t k, MlbValue *to, bool record) {
  bool all = true;
  for (MlbBlock *b = op->regions[region].first; b; b = b->next) {
    MlbOperation *term = mlb_block_terminator(b);
    uint32_t start = 0, count = 0;
    if (!term)
      continue;
    if (!mlb_term_forwarded_operands(term, MLB_REGION_PARENT, &start,
                                     &count) ||
        k >= count ||
        !mlb_osa_equivalent(a, mlb_op_operand(term, start + k), to)) {
      all = false;
      continue;
    }
    if (record)
      mlb_ptrmap_put(&a->own_yields, &term->operands[start + k], term);
  }
  return all;
}

bool mlb_osa_yields_own_buffer(const MlbOsa *a, MlbOperation *term,
                               uint32_t i) {
  return mlb_ptrmap_get(&a->own_yields, &term->operands[i]) != NULL;
}

static MlbWalkResult loop_equivalences(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !rb->is_loop || op->num_regions != 1 || !rb->entry_operands)
    return MLB_WALK_ADVANCE;
  uint32_t start = 0, count = 0, first = 0, nargs = 0;
  rb->entry_operands(op, 0, &start, &count);
  rb->successor_inputs(op, 0, &first, &nargs);
  MlbBlock *body = op->regions[0].first;
  for (uint32_t k = 0; k < count && k < nargs && body; k++) {
    MlbValue *init = mlb_op_operand(op, start + k);
    MlbValue *arg = body->args[first + k];
    if (!is_tensor(init) || !yields_equivalent(a, op, 0, k, arg, true))
      continue;
    /* One buffer throughout: the init's own when it is in place. */
    uint32_t i = id_of(a, arg);
    if (k < op->num_results)
      unite(a->equiv.data, i, id_of(a, mlb_op_result(op, k)));
    if (decision(a, &op->operands[start + k]) == IN_PLACE)
      unite(a->equiv.data, i, id_of(a, init));
  }
  return MLB_WALK_ADVANCE;
}

static MlbWalkResult branch_equivalences(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || rb->is_loop || !op->num_regions)
    return MLB_WALK_ADVANCE;
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    MlbBlock *b0 = op->regions[0].first;
    MlbOperation *t0 = b0 ? mlb_block_terminator(b0) : NULL;
    uint32_t start = 0, count = 0;
    if (!is_tensor(res) || !t0 ||
        !mlb_term_forwarded_operands(t0, MLB_REGION_PARENT, &start, &count) ||
        r >= count)
      continue;
    MlbValue *cand = mlb_op_operand(t0, start + r);
    bool all = true;
    for (uint32_t g = 0; g < op->num_regions && all; g++)
      all = yields_equivalent(a, op, (int32_t)g, r, cand, false);
    if (all)
      unite(a->equiv.data, id_of(a, res), id_of(a, cand));
  }
  return MLB_WALK_ADVANCE;
}

static void forwarded_equivalences(MlbOsa *a, MlbOperation *root) {
  /* Inner ops first: an outer loop's yield may be an inner loop's result. */
  mlb_walk_post(root, loop_equivalences, a);
  mlb_walk_post(root, branch_equivalences, a);
}
