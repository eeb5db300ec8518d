/* one_shot.c - One-Shot Bufferize's in-place analysis (see one_shot.h).
 */
#include "analysis/one_shot_int.h"
#include "support/thresholds.h"

#include <stdlib.h>

/* ==== Numbering and union-find ==== */
static uint32_t id_of(MlbOsa *a, MlbValue *v) {
  uint32_t id = mlb_idmap_get(&a->ids, v);
  if (id != UINT32_MAX)
    return id;
  id = a->values.len;
  mlb_idmap_put(&a->ids, v, id);
  mlb_vec_push(&a->values, v);
  mlb_vec_push(&a->alias, id);
  mlb_vec_push(&a->equiv, id);
  mlb_vec_push(&a->alias_next, id);
  return id;
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

uint32_t mlb_osa_id(MlbOsa *a, MlbValue *v) { return id_of(a, v); }

uint32_t mlb_osa_alias_root(MlbOsa *a, uint32_t id) {
  return find(a->alias.data, id);
}

uint32_t mlb_osa_alias_next(MlbOsa *a, uint32_t id) {
  return a->alias_next.data[id];
}

uint32_t mlb_osa_equiv_root(MlbOsa *a, uint32_t id) {
  return find(a->equiv.data, id);
}

void mlb_osa_unite_equiv(MlbOsa *a, uint32_t x, uint32_t y) {
  unite(a->equiv.data, x, y);
}

/* unite for alias sets, which also keep their members: each set's
 * members form a cycle through alias_next, and two cycles join by
 * swapping one successor of each. */
static void unite_alias(MlbOsa *a, uint32_t x, uint32_t y) {
  uint32_t rx = find(a->alias.data, x), ry = find(a->alias.data, y);
  if (rx == ry)
    return;
  unite(a->alias.data, rx, ry);
  uint32_t *next = a->alias_next.data, t = next[rx];
  next[rx] = next[ry];
  next[ry] = t;
}

static bool is_tensor(const MlbValue *v) {
  return mlb_type_is_tensor(v->type);
}

/* ==== Aliasing values of an operand ====
 * The values that share the operand's buffer when it bufferizes in place:
 * the op's results per its interface, the region arguments it enters
 * (region branch ops), and for a region terminator the values it is
 * forwarded to (the parent's results, or region arguments of a loop). */
typedef MlbOsaAlias Alias;
typedef MlbOsaAliasVec AliasVec;

/* a->step_aliases, emptied, for one step of a walk (taken out while in
 * use, so a nested user grows its own), and given back. */
AliasVec mlb_osa_borrow_aliases(MlbOsa *a) {
  AliasVec al = a->step_aliases;
  a->step_aliases = (AliasVec){0};
  al.len = 0;
  return al;
}

void mlb_osa_give_back_aliases(MlbOsa *a, AliasVec *al) {
  mlb_vec_free(&a->step_aliases);
  a->step_aliases = *al;
}

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

/* Operand i of a terminator of a region branch op's region. A loop's back
 * edge (to its own region or an earlier one) is left out: the rewrite
 * hands the next trip either the iteration argument's own buffer (then
 * the two are equivalent through the ops between them), a buffer made in
 * this trip (not the argument's: distinct within the trip), or a copy --
 * never an alias of something else. Aliasing them would make every write
 * of the trip's new value conflict with the trip's reads of its argument
 * (a stencil writing its update inside an op that reads the argument). */
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
    if (rb->is_loop && to != MLB_REGION_PARENT && to <= from)
      continue;
    if (mlb_term_forwarded_operands(term, to, &start, &count) && i >= start &&
        i < start + count)
      region_inputs(parent, to, i - start, out);
  }
  mlb_vec_free(&succ);
}

/* An op without the interface may hand any operand to any tensor
 * argument of its regions' entry blocks (upstream assumes so too). */
static void unknown_region_args(MlbOperation *op, AliasVec *out) {
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *entry = op->regions[r].first;
    for (uint32_t k = 0; entry && k < entry->num_args; k++)
      if (is_tensor(entry->args[k]))
        push_alias(out, entry->args[k], false);
  }
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

void mlb_osa_aliases_of(MlbOsa *a, MlbOperation *op, uint32_t i,
                        AliasVec *out) {
  MlbBufAlias buf[8], *al = MLB_OSA_ALIAS_ROOM(op, buf);
  uint32_t n = mlb_osa_aliases(a, op, i, al);
  for (uint32_t k = 0; k < n; k++)
    push_alias(out, mlb_op_result(op, al[k].result),
               al[k].relation == MLB_BUF_EQUIVALENT);
  mlb_osa_alias_room_free(al, buf);
  entry_aliases(op, i, out);
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  int32_t k = bi && bi->entry_arg ? bi->entry_arg(op, i) : -1;
  MlbBlock *entry = op->num_regions ? op->regions[0].first : NULL;
  if (k >= 0 && entry && (uint32_t)k < entry->num_args)
    push_alias(out, entry->args[k], true);
  if (!bi)
    unknown_region_args(op, out);
  if (op->desc && (op->desc->traits & MLB_TRAIT_TERMINATOR))
    forwarded_aliases(op, i, out);
  if (op->num_successors)
    branch_aliases(op, i, out);
}

/* May operand i of op hold x's buffer (is x among its aliases)? `al` is
 * scratch. */
bool mlb_osa_operand_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                             const MlbValue *x, AliasVec *al) {
  al->len = 0;
  mlb_osa_aliases_of(a, op, i, al);
  for (uint32_t k = 0; k < al->len; k++)
    if (al->data[k].v == x)
      return true;
  return false;
}

/* ==== Decisions ==== */
enum {
  UNDECIDED = MLB_OSA_UNDECIDED,
  IN_PLACE = MLB_OSA_IN_PLACE,
  OUT_OF_PLACE = MLB_OSA_OUT_OF_PLACE
};

static int decision(const MlbOsa *a, const MlbUse *u) {
  uint32_t d = mlb_idmap_get(&a->decided, u);
  return d == UINT32_MAX ? UNDECIDED : (int)d;
}

MlbOsaDecision mlb_osa_decision(const MlbOsa *a, const MlbUse *u) {
  return (MlbOsaDecision)decision(a, u);
}

bool mlb_osa_in_place(const MlbOsa *a, MlbOperation *op, uint32_t i) {
  return decision(a, &op->operands[i]) != OUT_OF_PLACE;
}

/* x and y have one root in `parent` (a value not numbered is only
 * itself). */
static bool same_set(MlbOsa *a, uint32_t *parent, MlbValue *x, MlbValue *y) {
  uint32_t ix = mlb_idmap_get(&a->ids, x), iy = mlb_idmap_get(&a->ids, y);
  if (ix == UINT32_MAX || iy == UINT32_MAX)
    return x == y;
  return find(parent, ix) == find(parent, iy);
}

bool mlb_osa_equivalent(MlbOsa *a, MlbValue *x, MlbValue *y) {
  return same_set(a, a->equiv.data, x, y);
}

bool mlb_osa_aliasing(MlbOsa *a, MlbValue *x, MlbValue *y) {
  return same_set(a, a->alias.data, x, y);
}

void mlb_osa_aliasing_values(MlbOsa *a, MlbOperation *op, uint32_t i,
                             MlbValueVec *out) {
  AliasVec al = {0};
  mlb_osa_aliases_of(a, op, i, &al);
  for (uint32_t k = 0; k < al.len; k++)
    mlb_vec_push(out, al.data[k].v);
  mlb_vec_free(&al);
}

/* ==== Alias sets ==== */
/* Moves x[i] down the max-heap x[0..n) to its place. */
static void sift_down(uint32_t *x, uint32_t i, uint32_t n) {
  uint32_t v = x[i];
  for (uint32_t c; (c = 2 * i + 1) < n; i = c) {
    if (c + 1 < n && x[c + 1] > x[c])
      c++;
    if (x[c] <= v)
      break;
    x[i] = x[c];
  }
  x[i] = v;
}

/* Sorts x[0..n) ascending: a heapsort, inline and without allocation,
 * where qsort's calls through a comparison function cost more than the
 * sort itself (every decision sorts its sets' few members). */
static void sort_u32(uint32_t *x, uint32_t n) {
  for (uint32_t i = n / 2; i-- > 0;)
    sift_down(x, i, n);
  for (uint32_t end = n; end > 1;) {
    end--;
    uint32_t t = x[0];
    x[0] = x[end];
    x[end] = t;
    sift_down(x, 0, end);
  }
}

/* From SET_BITMAP_MIN ids on, when the bitmap over all value numbers
 * has no more words than there are ids, the ids are put in order by
 * marking them there and reading the marks back (each id is there once:
 * the member cycles of distinct roots are disjoint), instead of a heap
 * sort: a long chain of blocks in one function carries most of its
 * values in one set, collected at every decision. */
#define SET_BITMAP_MIN MLB_THRESHOLD(32, 1)

static bool sort_by_bitmap(MlbOsa *a, MlbU32Vec *ids) {
  uint32_t words = (a->values.len + 63) / 64;
  if (ids->len < SET_BITMAP_MIN || words > ids->len)
    return false;
  while (a->set_bits.len < words)
    mlb_vec_push(&a->set_bits, 0);
  uint64_t *bits = a->set_bits.data;
  for (uint32_t k = 0; k < ids->len; k++)
    bits[ids->data[k] / 64] |= 1ull << (ids->data[k] % 64);
  uint32_t n = 0;
  for (uint32_t w = 0; w < words; w++) {
    uint64_t b = bits[w];
    bits[w] = 0;
    for (; b; b &= b - 1)
      ids->data[n++] = w * 64 + (uint32_t)__builtin_ctzll(b);
  }
  return true;
}

/* Values of the alias sets of `roots` (ids), deduplicated, in id order.
 * Walks the member cycles of the distinct roots, so the cost is the size
 * of the sets, not of the whole module. */
static void collect_set(MlbOsa *a, const uint32_t *roots, uint32_t n,
                        MlbValueVec *out) {
  MlbU32Vec ids = a->set_ids;
  a->set_ids = (MlbU32Vec){0};
  ids.len = 0;
  for (uint32_t k = 0; k < n; k++) {
    bool seen = false;
    for (uint32_t j = 0; j < k && !seen; j++)
      seen = roots[j] == roots[k];
    if (seen)
      continue;
    uint32_t v = roots[k];
    do {
      mlb_vec_push(&ids, v);
      v = a->alias_next.data[v];
    } while (v != roots[k]);
  }
  if (!sort_by_bitmap(a, &ids))
    sort_u32(ids.data, ids.len);
  for (uint32_t k = 0; k < ids.len; k++)
    mlb_vec_push(out, a->values.data[ids.data[k]]);
  mlb_vec_free(&a->set_ids);
  a->set_ids = ids;
}

bool mlb_osa_value_writable(MlbOsa *a, MlbValue *v) {
  if (v->def_op)
    return mlb_osa_result_writable(a, v->def_op, v->index);
  MlbOperation *owner = mlb_block_parent_op(v->owner_block);
  if (owner && mlb_op_is_function(owner) &&
      mlb_block_is_entry(v->owner_block)) {
    /* `bufferization.writable = false` makes an argument read-only. */
    MlbAttr *w = mlb_function_arg_attr(owner, v->index,
                                       "bufferization.writable");
    /* Or the choice between conflicting operands keeps it read-only
     * (one_shot_choose.c: copies in the callee, none at the calls). */
    if (a->prefer_out && mlb_ptrmap_get(a->prefer_out, v))
      return false;
    return a->opts->function_args_writable &&
           !(w && w->kind == MLB_ATTR_INTEGER && w->u.integer.value == 0);
  }
  /* What an op without the interface passes its regions is not ours to
   * write (upstream: such block arguments are not writable). */
  return !owner || mlb_op_is_function(owner) || mlb_buf_iface(owner);
}

/* ==== Definitions ==== */
/* The operands through which result `res` of op may hold its operands'
 * buffers, in place. */
static bool result_from_operands(MlbOsa *a, MlbValue *res, MlbValueVec *work) {
  MlbOperation *op = res->def_op;
  if (op->num_regions)
    return false; /* a region op's results are defined by its regions */
  bool any = false;
  AliasVec al = mlb_osa_borrow_aliases(a);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    al.len = 0;
    mlb_osa_aliases_of(a, op, i, &al);
    for (uint32_t k = 0; k < al.len; k++) {
      if (al.data[k].v != res)
        continue;
      /* An operand that writes defines the result; out of place, the
       * result is a new buffer: either way a definition. */
      if ((decision(a, &op->operands[i]) != IN_PLACE &&
           &op->operands[i] != a->deciding) ||
          mlb_osa_writes(a, op, i)) {
        mlb_osa_give_back_aliases(a, &al);
        return false;
      }
      mlb_vec_push(work, mlb_op_operand(op, i));
      any = true;
    }
  }
  mlb_osa_give_back_aliases(a, &al);
  return any;
}

/* A new buffer of undefined contents (tensor.empty, alloc_tensor without
 * a copy): no write defines what a read of it sees. */
static bool undefined_contents(MlbValue *x) {
  const MlbBufferizeIface *bi = mlb_buf_iface(x->def_op);
  if (!bi || !(bi->flags & MLB_BUF_RESULTS_UNDEFINED))
    return false;
  for (uint32_t i = 0; i < x->def_op->num_operands; i++)
    if (is_tensor(mlb_op_operand(x->def_op, i)))
      return false;
  return true;
}

/* Value walks (see one_shot_int.h). */
void mlb_osa_walk_begin(MlbOsa *a) {
  while (a->walk_mark.len < a->values.len)
    mlb_vec_push(&a->walk_mark, 0);
  if (++a->walk_gen == 0) { /* wrapped: old marks could match again */
    memset(a->walk_mark.data, 0,
           a->walk_mark.len * sizeof *a->walk_mark.data);
    a->walk_gen = 1;
  }
  if (a->walk_other.len)
    mlb_ptrmap_clear(&a->walk_other);
  a->walk_work.len = 0;
}

bool mlb_osa_walk_first_meet(MlbOsa *a, MlbValue *x) {
  uint32_t id = mlb_idmap_get(&a->ids, x);
  if (id == UINT32_MAX) {
    bool fresh;
    mlb_ptrmap_slot(&a->walk_other, x, &fresh);
    return fresh;
  }
  uint32_t *mark = &a->walk_mark.data[id];
  if (*mark == a->walk_gen)
    return false;
  *mark = a->walk_gen;
  return true;
}

/* The values whose last writes the read of `v` sees: follow results back
 * through ops that only pass a buffer on (slices, casts) to the ops that
 * write or create it, or to block arguments. A buffer of undefined
 * contents is no definition: a read of it alone may see anything, so no
 * write conflicts with it (upstream's rule too). */
static void definitions(MlbOsa *a, MlbValue *v, MlbValueVec *out) {
  /* Each value once: chains that fork and join again (a select of two
   * slices of one tensor) are walked once per value, not once per path,
   * and every definition is found (no step limit that would drop some).
   * The scratch lives in `a` (result_from_operands starts no walk). */
  mlb_osa_walk_begin(a);
  MlbValueVec *work = &a->walk_work;
  mlb_vec_push(work, v);
  while (work->len) {
    MlbValue *x = mlb_vec_pop(work);
    if (!mlb_osa_walk_first_meet(a, x))
      continue;
    if (x->def_op && result_from_operands(a, x, work))
      continue;
    if (!x->def_op || !undefined_contents(x))
      mlb_vec_push(out, x);
  }
}

/* ==== Conflicts ==== */

static bool excused_at_depth(MlbOsa *a, MlbUse *w, MlbValue *def,
                             uint32_t depth);
static bool arg_block_excludes_write(MlbValue *def, MlbOperation *wop);

/* Can a write outside the region of block argument arg's block change
 * what arg holds? Only through a branch inside the region handing arg a
 * value from outside: arg belongs to a block other than the entry (whose
 * arguments the region's op hands on, reading them as it does). */
static bool outer_write_reaches_arg(MlbValue *arg) {
  return arg->owner_block != arg->owner_block->parent->first;
}

/* How many block arguments deep arg_set_before (and excused_at_depth for
 * a write outside the argument's region) follows incoming values; past it
 * the write counts as a conflict (conservative). */
#define ARG_EXCUSE_DEPTH 8

/* Is every value entering argument arg's block as arg excused by write w
 * (its definitions, at `depth`)? With `after`, only edges from blocks
 * that may run after block `after` (itself or reached from it) count. */
static bool incoming_excused(MlbOsa *a, MlbUse *w, MlbValue *arg,
                             MlbBlock *after, uint32_t depth) {
  bool ok = true;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (MlbBlockOperand *e = arg->owner_block->preds; e && ok; e = e->next) {
    MlbOperation *t = e->owner;
    if (after && t->block != after && !mlb_osa_block_reaches(after, t->block))
      continue;
    for (uint32_t i = 0; i < t->num_operands && ok; i++) {
      al.len = 0;
      branch_aliases(t, i, &al);
      bool incoming = false;
      for (uint32_t k = 0; k < al.len; k++)
        incoming |= al.data[k].v == arg;
      /* Upstream's branch reads what it hands on, and the third case of
       * mlb_osa_subsets_not_conflicting excuses a write that rewrites it
       * (random program 6850043: a linalg.copy of a tensor onto itself, the
       * tensor read later through a cf block argument). */
      if (!incoming || mlb_osa_rewrites_own_part(a, w, mlb_op_operand(t, i)))
        continue;
      defs.len = 0;
      definitions(a, mlb_op_operand(t, i), &defs);
      for (uint32_t d = 0; d < defs.len && ok; d++)
        ok = excused_at_depth(a, w, defs.data[d], depth);
    }
  }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok;
}

/* A write in the region of block argument `arg`'s block that never runs
 * once that block is entered (its block is not reachable from the
 * argument's), into a buffer whose every incoming value it is excused
 * by (it is their definition, or comes before it): the argument then
 * holds what it should, write included. Upstream excuses any write
 * outside the argument's block, also one in a block after it that
 * clobbers what the argument holds. */
static bool arg_set_before(MlbOsa *a, MlbUse *w, MlbValue *arg,
                           uint32_t depth) {
  MlbBlock *b = arg->owner_block, *x = mlb_osa_block_in(b->parent, w->owner);
  if (depth >= ARG_EXCUSE_DEPTH || !x || !b->preds || x == b ||
      mlb_osa_block_reaches(b, x))
    return false;
  return incoming_excused(a, w, arg, NULL, depth + 1);
}

/* A write in block x of a cycle through the block b of argument `arg`
 * (a cf loop writing its carried tensor before branching back), read in
 * block y: every path from the write to the read enters b again, which
 * redefines the argument, and every value entering b from a block that
 * may run after the write is excused by it (the written value itself, or
 * one defined after the write). The read then sees a value the write
 * belongs to, never the clobbered old one. Edges from blocks that cannot
 * run after the write (the loop's entry) do not matter: b is entered
 * again after the write before the read. Upstream excuses every write
 * outside the argument's block. */
static bool arg_redefined_before_read(MlbOsa *a, MlbUse *w, MlbValue *arg,
                                      MlbOperation *rop) {
  MlbBlock *b = arg->owner_block;
  MlbBlock *x = mlb_osa_block_in(b->parent, w->owner);
  MlbBlock *y = rop ? mlb_osa_block_in(b->parent, rop) : NULL;
  if (!x || !y || x == b || x == y || !b->preds ||
      !mlb_osa_block_reaches(b, x) || mlb_block_reaches_avoiding(x, y, b))
    return false;
  return incoming_excused(a, w, arg, x, 1);
}

/* Argument `def` of a block and the write sit in blocks of one region
 * that no path joins, and that region runs once per run of every region
 * around it: no run both defines `def` and writes, so the read sees,
 * through `def`, a value the write never touched (the write belongs to
 * the runs that reach the read through another definition, checked on
 * its own). A region entered again (a loop around it) would let one
 * run's write reach the buffer the next run's `def` receives. */
static bool arg_block_excludes_write(MlbValue *def, MlbOperation *wop) {
  if (def->def_op)
    return false;
  MlbRegion *r = def->owner_block->parent;
  if (r->first == r->last ||
      !mlb_osa_blocks_apart(def->owner_block, mlb_osa_block_in(r, wop)) ||
      mlb_osa_region_reentered(r))
    return false;
  for (MlbOperation *p = r->parent; p && p->block; p = mlb_op_parent_op(p))
    if (mlb_osa_region_repeats(p->block->parent))
      return false;
  return true;
}

static bool excused_by_definition_at(MlbOsa *a, MlbUse *r, MlbUse *w,
                                     MlbValue *def, uint32_t depth);

/* How many run-once region ops deep excused_through_yields looks through
 * their yields; past it the region op's result stays the definition. */
#define YIELD_EXCUSE_DEPTH 4

/* Definition `def` is a result of a region op whose regions run at most
 * once (scf.if, execute_region, index_switch): the op hands on the
 * buffer of one of the values its regions yield to `def`, each yield
 * decided in place. Is w excused by every definition of those values?
 * Then it cannot change what the result holds either. The result as a
 * definition of its own excuses other writes (one inside a branch that
 * does not yield the written buffer); this answers for a write the
 * yielded values' definitions excuse (random program 3302193: a cf
 * loop's carried tensor, written in place in the loop, handed out by an
 * execute_region after the loop). */
static bool excused_through_yields(MlbOsa *a, MlbUse *r, MlbUse *w,
                                   MlbValue *def, uint32_t depth) {
  MlbOperation *op = def->def_op;
  if (depth >= YIELD_EXCUSE_DEPTH || !op || !op->num_regions ||
      !mlb_buf_iface(op))
    return false;
  for (uint32_t k = 0; k < op->num_regions; k++)
    if (mlb_buf_region_repetitive(op, k))
      return false;
  bool ok = true, any = false;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (uint32_t k = 0; k < op->num_regions && ok; k++)
    for (MlbBlock *b = op->regions[k].first; b && ok; b = b->next) {
      MlbOperation *t = b->last;
      if (!t || !t->desc || !(t->desc->traits & MLB_TRAIT_TERMINATOR))
        continue;
      for (uint32_t i = 0; i < t->num_operands && ok; i++) {
        if (!mlb_osa_operand_aliases(a, t, i, def, &al))
          continue;
        any = true;
        /* Out of place (or not decided yet), the result is a new
         * buffer: the region op is the definition. */
        ok = decision(a, &t->operands[i]) == IN_PLACE ||
             &t->operands[i] == a->deciding;
        defs.len = 0;
        if (ok)
          definitions(a, mlb_op_operand(t, i), &defs);
        for (uint32_t d = 0; d < defs.len && ok; d++)
          ok = excused_by_definition_at(a, r, w, defs.data[d], depth + 1);
      }
    }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok && any;
}

/* Calls fn for each definition of each value a branch hands to block
 * argument `arg` (`at`: the branch's operand, where it is read) while fn
 * says yes; true when it said yes to all. */
typedef bool (*IncomingFn)(MlbOsa *a, MlbUse *at, MlbValue *def,
                           void *user);

static bool all_incoming_definitions(MlbOsa *a, MlbValue *arg, IncomingFn fn,
                                     void *user) {
  bool ok = true;
  AliasVec al = {0};
  MlbValueVec defs = {0};
  for (MlbBlockOperand *e = arg->owner_block->preds; e && ok; e = e->next) {
    MlbOperation *t = e->owner;
    for (uint32_t i = 0; i < t->num_operands && ok; i++) {
      al.len = 0;
      branch_aliases(t, i, &al);
      bool incoming = false;
      for (uint32_t k = 0; k < al.len; k++)
        incoming |= al.data[k].v == arg;
      if (!incoming)
        continue;
      defs.len = 0;
      definitions(a, mlb_op_operand(t, i), &defs);
      for (uint32_t d = 0; d < defs.len && ok; d++)
        ok = fn(a, &t->operands[i], defs.data[d], user);
    }
  }
  mlb_vec_free(&al);
  mlb_vec_free(&defs);
  return ok;
}

static bool arg_entries_excused(MlbOsa *a, MlbUse *r, MlbUse *w,
                                MlbValue *def, uint32_t depth);

/* What arg_entries_excused asks of each incoming definition. */
typedef struct EntryExcuse {
  MlbUse *w;
  uint32_t depth;
} EntryExcuse;

static bool entry_excused(MlbOsa *a, MlbUse *at, MlbValue *v, void *user) {
  const EntryExcuse *x = user;
  /* As excused_by_definition_at, read at the branch, the block arguments
   * followed counted on from `depth` (ARG_EXCUSE_DEPTH bounds the chain
   * as arg_set_before does). */
  return excused_at_depth(a, x->w, v, x->depth + 1) ||
         (v->def_op ? excused_through_yields(a, at, x->w, v, 0)
                    : arg_redefined_before_read(a, x->w, v, at->owner) ||
                          arg_entries_excused(a, at, x->w, v, x->depth + 1));
}

/* Read r, in the block b of argument `def` (or in ops nested there),
 * sees what the last edge into b handed to `def`, and write w lies in
 * another block: no path from that edge to r runs w without entering b
 * again (which hands `def` a value anew). So w is excused when it is
 * for every value an edge hands to `def`, as read at that edge's branch
 * (random program 7022508: a cf loop's carried tensor, written in place
 * in the loop, handed after the loop to another block's argument and
 * read there; the read of the carried tensor itself after the loop was
 * excused already, arg_redefined_before_read). */
static bool arg_entries_excused(MlbOsa *a, MlbUse *r, MlbUse *w,
                                MlbValue *def, uint32_t depth) {
  MlbBlock *b = def->owner_block;
  MlbBlock *x = mlb_osa_block_in(b->parent, w->owner);
  if (depth >= ARG_EXCUSE_DEPTH || !x || x == b || !b->preds ||
      mlb_osa_block_in(b->parent, r->owner) != b)
    return false;
  EntryExcuse ex = {w, depth};
  return all_incoming_definitions(a, def, entry_excused, &ex);
}

/* Does definition `def` of what read r sees excuse write w? */
static bool excused_by_definition_at(MlbOsa *a, MlbUse *r, MlbUse *w,
                                     MlbValue *def, uint32_t depth) {
  if (excused_at_depth(a, w, def, 0))
    return true;
  if (!def->def_op)
    return arg_redefined_before_read(a, w, def, r->owner) ||
           arg_entries_excused(a, r, w, def, depth);
  return excused_through_yields(a, r, w, def, depth);
}

static bool excused_by_definition(MlbOsa *a, MlbUse *r, MlbUse *w,
                                  MlbValue *def) {
  return excused_by_definition_at(a, r, w, def, 0);
}

static bool excused_at_depth(MlbOsa *a, MlbUse *w, MlbValue *def,
                             uint32_t depth) {
  MlbOperation *wop = w->owner;
  if (def->def_op) {
    if (mlb_osa_happens_before(a, wop, def->def_op))
      return true;
    if (def->def_op != wop && mlb_op_is_ancestor(def->def_op, wop))
      return true;
    /* A region op (a loop) writes its operand as its regions are entered,
     * before any op inside them defines a value. */
    if (def->def_op != wop && mlb_op_is_ancestor(wop, def->def_op))
      return true;
    if (def->def_op == wop && mlb_osa_loop_writes_before_results(a, w))
      return true;
  } else if (!mlb_osa_region_contains(def->owner_block->parent, wop)) {
    /* The write is outside the region of the argument's block. (Upstream
     * asks only whether it is outside the block, which excuses writes in
     * the other blocks of a function body: they run after the entry block
     * and clobber what its arguments hold.) An entry block's argument is
     * handed its value by the region's op, which reads it there; another
     * block's argument holds what branches inside the region hand it,
     * values from outside included, so the write must be excused by each
     * (random program 7105050: an execute_region's blocks branching a
     * tensor written in place before the op to a join block). */
    if (!outer_write_reaches_arg(def) ||
        (depth < ARG_EXCUSE_DEPTH &&
         incoming_excused(a, w, def, NULL, depth + 1)))
      return true;
  } else if (arg_set_before(a, w, def, depth) ||
             arg_block_excludes_write(def, wop)) {
    return true;
  }
  /* The write is the definition itself. */
  AliasVec al = mlb_osa_borrow_aliases(a);
  bool same = mlb_osa_operand_aliases(a, wop, mlb_use_index(w), def, &al);
  mlb_osa_give_back_aliases(a, &al);
  /* Last (the walk costs most): the read sees what the definition left
   * in the definition's buffer, and one the write can never touch (a
   * select of a loop's result and of a tensor the loop copied; a value
   * entering a block argument from another buffer) is no reason for a
   * conflict. */
  return same || !mlb_osa_may_share_buffer(a, def, w->value);
}

/* print-conflicts: what put an operand out of place. */
static void report_conflict(MlbOsa *a, MlbUse *r, MlbUse *w, MlbValue *def) {
  const MlbOsaReport *rep = a->quiet ? NULL : a->opts->report;
  if (rep && rep->conflict)
    rep->conflict(rep->user, r, w, def);
}

static void report_not_writable(MlbOsa *a, const MlbValueVec *set) {
  const MlbOsaReport *rep = a->quiet ? NULL : a->opts->report;
  for (uint32_t k = 0; rep && rep->not_writable && k < set->len; k++)
    if (!mlb_osa_value_writable(a, set->data[k]))
      rep->not_writable(rep->user, set->data[k]);
}


/* The read sees only iteration arguments of loop L (every definition is
 * an argument of L's body), and the write goes into a buffer allocated in
 * L's body, inside the same trip: within one trip the two are different
 * buffers (the argument's existed before the trip began). The alias sets
 * join them through the loop's results (init, result and yielded value
 * may be one buffer), not through the trip: a stencil's linalg.generic
 * reading the argument in its body while writing its new tensor. */
static bool write_into_trip_buffer(MlbOsa *a, MlbUse *r, MlbUse *w,
                                   const MlbValueVec *defs) {
  MlbOperation *loop = NULL;
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *v = defs->data[d];
    MlbOperation *l = v->def_op ? NULL : mlb_block_parent_op(v->owner_block);
    const MlbRegionBranchIface *rb =
        l ? mlb_op_iface(l, MLB_IFACE_REGION_BRANCH) : NULL;
    if (!rb || !rb->is_loop || (loop && l != loop) ||
        v->owner_block != l->regions[0].first)
      return false;
    loop = l;
  }
  return loop && mlb_op_is_ancestor(loop, r->owner) &&
         mlb_op_is_ancestor(loop, w->owner) && w->owner != loop &&
         mlb_osa_made_in_body(a, loop, w->value);
}

/* The quick part of excused_at_depth: definition `def` is made after
 * write w (the write, or an op around it, properly dominates def's op),
 * by an op around the write or by one inside the writing op, or def is an
 * argument of a block of a region not holding the write; or def is a
 * result of the writing op holding the written buffer (the write is the
 * definition). */
static bool defined_after_write(MlbOsa *a, MlbUse *w, MlbValue *def) {
  MlbOperation *wop = w->owner;
  if (!def->def_op)
    return !outer_write_reaches_arg(def) &&
           !mlb_osa_region_contains(def->owner_block->parent, wop);
  if (mlb_osa_happens_before(a, wop, def->def_op) ||
      (def->def_op != wop && (mlb_op_is_ancestor(def->def_op, wop) ||
                              mlb_op_is_ancestor(wop, def->def_op))))
    return true;
  if (def->def_op != wop)
    return false;
  /* Of the values mlb_osa_aliases_of lists, only those the op's interface (or
   * its callee's summary) names can be the op's own results. */
  MlbBufAlias buf[8], *al = MLB_OSA_ALIAS_ROOM(wop, buf);
  uint32_t n = mlb_osa_aliases(a, wop, mlb_use_index(w), al);
  bool same = false;
  for (uint32_t k = 0; k < n && !same; k++)
    same = al[k].result == def->index;
  mlb_osa_alias_room_free(al, buf);
  return same;
}

/* Dominance between a read and a write on one cycle of blocks is trusted
 * when every definition of the read lies on the cycle
 * (mlb_osa_dominance_usable): each trip defines it again. A block argument
 * is entered again each trip, but it holds what the branches hand it: when
 * a branch the write leads to hands back the buffer the write clobbered
 * (the argument as it came, or another name of its buffer), the next
 * trip's read sees the write (random program 7060108: a cf loop reading
 * its carried tensor in the header, filling it in place in the body and
 * branching back with the tensor as it was; mlir-opt 22 is wrong there
 * too). Such an argument defines nothing again unless every value those
 * branches hand it is excused by the write (the write's result, or a
 * value defined after it). */
static bool cycle_arg_clobbered(MlbOsa *a, MlbUse *r, MlbUse *w,
                                const MlbValueVec *defs) {
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *arg = defs->data[d];
    if (arg->def_op)
      continue;
    MlbBlock *b = arg->owner_block;
    MlbRegion *reg = b->parent;
    if (!reg || reg->first == reg->last)
      continue;
    MlbBlock *x = mlb_osa_block_in(reg, w->owner);
    MlbBlock *y = mlb_osa_block_in(reg, r->owner);
    if (!x || !y || !mlb_osa_block_reaches(x, b) ||
        !mlb_osa_block_reaches(b, x) || !mlb_osa_block_reaches(x, y) ||
        !mlb_osa_block_reaches(y, x))
      continue;
    if (!incoming_excused(a, w, arg, x, 1))
      return true;
  }
  return false;
}

/* Is value v defined inside region r (by an op in it, or as an argument
 * of a block of it or of a region nested in it)? */
static bool defined_in(MlbRegion *r, MlbValue *v) {
  if (v->def_op)
    return mlb_osa_region_contains(r, v->def_op);
  MlbRegion *own = v->owner_block->parent;
  return own == r || (own->parent && mlb_osa_region_contains(r, own->parent));
}

/* Does every value branches hand argument `arg` have its definitions in
 * region r (arguments of other blocks followed in turn, ARG_EXCUSE_DEPTH
 * deep; past it: no)? */
typedef struct InRegion {
  MlbRegion *r;
  uint32_t depth;
} InRegion;

static bool incoming_defined_in(MlbOsa *a, MlbRegion *r, MlbValue *arg,
                                uint32_t depth);

static bool defined_in_region(MlbOsa *a, MlbUse *at, MlbValue *v,
                              void *user) {
  MLB_UNUSED(at);
  const InRegion *x = user;
  return defined_in(x->r, v) &&
         (v->def_op || !outer_write_reaches_arg(v) ||
          incoming_defined_in(a, x->r, v, x->depth + 1));
}

static bool incoming_defined_in(MlbOsa *a, MlbRegion *r, MlbValue *arg,
                                uint32_t depth) {
  if (depth >= ARG_EXCUSE_DEPTH)
    return false;
  InRegion x = {r, depth};
  return all_incoming_definitions(a, arg, defined_in_region, &x);
}

/* Dominance is usable for the read's definitions (the caller asked), but
 * one of them may be an argument of a block other than its region's
 * entry inside a repeated region r (around the argument's region) that
 * holds read and write: the argument holds what branches hand it, which
 * may be defined outside r (an execute_region's block in a loop body
 * taking a tensor defined before the loop): then a trip's write reaches
 * the next trip's read (random program 7109406 --ext). Cycles of the
 * argument's own region are cycle_arg_clobbered's. */
static bool arg_defs_usable(MlbOsa *a, MlbOperation *rop, MlbOperation *wop,
                            const MlbValueVec *defs) {
  for (uint32_t d = 0; d < defs->len; d++) {
    MlbValue *arg = defs->data[d];
    if (arg->def_op || !outer_write_reaches_arg(arg))
      continue;
    for (MlbOperation *p = arg->owner_block->parent->parent; p && p->block;
         p = mlb_op_parent_op(p)) {
      MlbRegion *r = p->block->parent;
      if (mlb_osa_region_repeats(r) && mlb_osa_region_contains(r, rop) &&
          mlb_osa_region_contains(r, wop) && !incoming_defined_in(a, r, arg, 0))
        return false;
    }
  }
  return true;
}

/* Does write w reach read r, which sees `defs` (definitions(r->value),
 * computed once per read by the caller: no decision changes while one
 * operand is decided)? */
static bool conflicts(MlbOsa *a, MlbUse *r, MlbUse *w,
                      const MlbValueVec *defs) {
  MlbOperation *rop = r->owner, *wop = w->owner;
  bool conflict = false;
  /* Most pairs of a set are a write and a read of a value defined after
   * it (a fill, then the matmul reading the filled tensor): each
   * definition excuses the write (as at the end below), whatever the
   * other excuses say -- every test here only excuses, so the answer is
   * no conflict either way, found without the costlier tests first. Not
   * for a use that reads and writes: its answer is the repetition test
   * alone. */
  bool all_after = r != w && defs->len;
  for (uint32_t d = 0; d < defs->len && all_after; d++)
    all_after = defined_after_write(a, w, defs->data[d]);
  if (all_after)
    return false;
  /* Dominance (and what holds within one run) says nothing inside a
   * repeated region that does not hold the read's definitions. */
  bool once = mlb_osa_dominance_usable(rop, wop, defs) &&
              !cycle_arg_clobbered(a, r, w, defs) &&
              arg_defs_usable(a, rop, wop, defs);
  /* One use that reads and writes (an insert into its destination): its
   * read sees its own write only from an earlier trip of a repeated
   * region that does not hold the read's definitions. */
  if (r == w) {
    conflict = !once;
    if (conflict)
      a->blamed = w;
    if (conflict && defs->len)
      report_conflict(a, r, w, defs->data[0]);
    return conflict;
  }
  /* The read comes first: it happens before the write, or the reading
   * op encloses the write (an op reads its operands on entry, before its
   * regions run: a loop's body writing the buffer its init entered as).
   * Not inside a repeated region that does not hold the read's
   * definitions: the next trip reads again after the write. */
  if (once && (mlb_osa_happens_before(a, rop, wop) ||
       (rop != wop && mlb_op_is_ancestor(rop, wop))))
    return false;
  /* In blocks of one region, a write whose block cannot lead to the
   * read's never runs before it (the read forwarding a loop's value on
   * its back edge, the write after the loop's exit); within one run only,
   * as above. */
  if (once && rop != wop && mlb_osa_write_cannot_reach_read(rop, wop))
    return false;
  /* Exclusive regions (two cases of one switch) exclude each other within
   * one run only: inside a repeated region that does not hold the read's
   * definitions, one trip may write in one case and a later trip read in
   * the other (random program 1045072). */
  if (once && rop != wop && mlb_osa_mutually_exclusive(rop, wop))
    return false;
  if (write_into_trip_buffer(a, r, w, defs))
    return false;
  /* Matching slices match within one run of a repeated region only: a
   * write of an earlier trip went into the slice of that trip (random
   * program 60401 after eliminate-empty-tensors). */
  const MlbBufferizeIface *rbi = mlb_buf_iface(rop);
  MlbBufQuery q = {a, mlb_osa_query_equivalent, mlb_osa_query_chain_all};
  const MlbBufferizeIface *wbi = wop != rop ? mlb_buf_iface(wop) : NULL;
  if (once && (mlb_osa_subsets_not_conflicting(a, &q, r, w) ||
               (rbi && rbi->not_conflicting &&
                rbi->not_conflicting(&q, rop, r, w)) ||
               (wbi && wbi->not_conflicting &&
                wbi->not_conflicting(&q, wop, r, w))))
    return false;
  /* One op reading an element of one operand and writing the same
   * element of another operand, holding the same buffer or one passed on
   * from it as equivalent, decided or not (a cast of a cast of the init:
   * a copy there is a snapshot taken earlier); once: not in a repeated
   * region that does not hold the read's definitions. */
  if (rop == wop && rbi && rbi->elementwise && once &&
      rbi->elementwise(rop, mlb_use_index(r), mlb_use_index(w)) &&
      (mlb_osa_equivalent_chain(a, r->value, w->value) ||
       mlb_osa_equivalent_chain(a, w->value, r->value)))
    return false;
  uint32_t d = 0;
  for (; d < defs->len && !conflict; d++)
    conflict = !excused_by_definition(a, r, w, defs->data[d]);
  if (conflict) {
    a->blamed = w;
    report_conflict(a, r, w, defs->data[d - 1]);
  }
  return conflict;
}

/* Is some write of `writes` into a buffer that may be read-only? The
 * read-only values of `set` (constants, arguments marked not writable,
 * results a callee keeps read-only) taint the values their uses pass
 * their buffer to in place (u counted in place), forward, as far as that
 * goes;
 * a write into a tainted value may store into read-only memory. A write
 * into another buffer of the same alias set (a fill of a new tensor that
 * one branch yields where the other yields a constant) is none
 * (upstream's per-write rule, hasPrecedingAliasingNonWritableTensor,
 * walks the same edges backwards from each write). */
static bool write_into_readonly(MlbOsa *a, MlbUse *u, const MlbValueVec *set,
                                MlbUse *const *writes, uint32_t nwrites) {
  MlbPtrMap tainted;
  mlb_ptrmap_init(&tainted);
  MlbValueVec work = {0};
  bool whole_set = false;
  for (uint32_t k = 0; k < set->len && !whole_set; k++) {
    MlbValue *v = set->data[k];
    if (mlb_osa_value_writable(a, v))
      continue;
    /* A result or region argument of an op without bufferization
     * semantics (unknown, left out by dialect-filter, a call to a
     * declaration or without a summary): what the op does with the
     * buffer is unknown, so nothing of the set may be written (the alias
     * set's rule, as upstream 22 decides such calls). */
    MlbOperation *owner =
        v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
    whole_set = owner && !mlb_op_is_function(owner) &&
                !mlb_buf_iface(owner) && !mlb_osa_callee_analyzed(a, owner);
    mlb_ptrmap_put(&tainted, v, v);
    mlb_vec_push(&work, v);
  }
  if (whole_set)
    work.len = 0;
  AliasVec al = {0};
  while (work.len) {
    MlbValue *x = mlb_vec_pop(&work);
    for (MlbUse *y = x->uses; y; y = y->next) {
      if (y != u && decision(a, y) != IN_PLACE)
        continue;
      al.len = 0;
      mlb_osa_aliases_of(a, y->owner, mlb_use_index(y), &al);
      for (uint32_t k = 0; k < al.len; k++) {
        bool ins;
        void **slot = mlb_ptrmap_slot(&tainted, al.data[k].v, &ins);
        if (ins) {
          *slot = al.data[k].v;
          mlb_vec_push(&work, al.data[k].v);
        }
      }
    }
  }
  bool bad = whole_set;
  for (uint32_t j = 0; j < nwrites && !bad; j++)
    bad = mlb_ptrmap_get(&tainted, writes[j]->value) != NULL;
  mlb_vec_free(&al);
  mlb_vec_free(&work);
  mlb_ptrmap_free(&tainted);
  return bad;
}

/* Is use x a branch, which reads its operand only to hand it on? In
 * place the branch itself reads nothing: the argument holds x's buffer,
 * it sits in x's alias set, and every op that reads it -- also further
 * branches handing it on, a return, an unknown op -- is a read of the set
 * checked on its own, with the argument as its definition (whose incoming
 * values the block-argument excuses follow). A write between the branch
 * and such a read is caught there; so is one before the branch, through
 * the incoming value's definitions. A block argument nothing reads needs
 * no value (random program 3302143: a loop's init written in place and
 * forwarded to a block that ignores it). Out of place or undecided, the
 * branch copies the value where it stands when the argument is read
 * (copy_needed; random program 3302167: an argument only filled needs
 * no copy): that copy is a read, counted as any other op's copy. */
bool mlb_osa_read_handed_on(const MlbUse *x) {
  const MlbBufferizeIface *bi = mlb_buf_iface(x->owner);
  return bi && (bi->flags & MLB_BUF_FORWARDS_ONLY);
}

/* Would operand u in place let a write reach a read that must not see it,
 * or write what must not be written? `set` holds the values of the alias
 * sets u would join. *readonly_write (may be NULL) says whether the answer
 * is a write into something read-only. */
static bool in_place_conflicts(MlbOsa *a, MlbUse *u, const MlbValueVec *set,
                               bool *readonly_write) {
  bool u_writes = mlb_osa_writes(a, u->owner, mlb_use_index(u));
  MlbOsaUseVec reads = a->ipc_reads, writes = a->ipc_writes;
  MlbValueVec defs = a->ipc_defs;
  MlbOsaPlacedWriteVec placed = a->ipc_placed;
  MlbU32Vec pick = a->ipc_pick;
  a->ipc_reads = a->ipc_writes = (MlbOsaUseVec){0};
  a->ipc_defs = (MlbValueVec){0};
  a->ipc_placed = (MlbOsaPlacedWriteVec){0};
  a->ipc_pick = (MlbU32Vec){0};
  reads.len = writes.len = defs.len = 0;
  if (u_writes)
    mlb_vec_push(&writes, u);
  bool readonly = false;
  for (uint32_t k = 0; k < set->len; k++) {
    MlbValue *v = set->data[k];
    readonly |= !mlb_osa_value_writable(a, v);
    for (MlbUse *x = v->uses; x; x = x->next) {
      uint32_t i = mlb_use_index(x);
      /* Looked up once for both tests below. */
      int dx = x != u ? decision(a, x) : IN_PLACE;
      /* Out of place, the copy into the new buffer reads the value; so
       * may an undecided use, if it goes out of place later (a cast
       * decided after a write in a loop copies, on the next trip, what
       * the write left: random program 1300495). */
      if (((mlb_osa_reads(a, x->owner, i) && !mlb_osa_read_handed_on(x)) ||
           (dx != IN_PLACE && mlb_osa_copy_needed(a, x->owner, i))) &&
          !mlb_osa_dest_read_unseen(a, x))
        mlb_vec_push(&reads, x);
      if (x != u && dx == IN_PLACE && mlb_osa_writes(a, x->owner, i))
        mlb_vec_push(&writes, x);
    }
  }
  bool bad = readonly && writes.len &&
             write_into_readonly(a, u, set, writes.data, writes.len);
  if (readonly_write)
    *readonly_write = bad;
  if (bad)
    report_not_writable(a, set);
  /* Privatization first (upstream's order): not needed when the alias
   * sets are never read. */
  if (a->opts->check_parallel_regions && reads.len)
    for (uint32_t j = 0; j < writes.len && !bad; j++)
      bad = mlb_osa_write_crosses_parallel(a, writes.data[j]);
  /* Each read's definitions once, for all writes: they depend only on
   * the decisions, which stay put while u is decided. Only the writes
   * that position does not rule out (one_shot_write_order.c). */
  bool by_position = reads.len && writes.len >= MLB_OSA_PLACE_WRITES_MIN &&
                     !bad;
  if (by_position)
    mlb_osa_place_writes(writes.data, writes.len, &placed);
  for (uint32_t i = 0; i < reads.len && writes.len && !bad; i++) {
    defs.len = 0;
    definitions(a, reads.data[i]->value, &defs);
    if (!by_position ||
        !mlb_osa_writes_to_check(&placed, reads.data[i], &defs, &pick))
      for (uint32_t j = 0; j < writes.len && !bad; j++)
        bad = conflicts(a, reads.data[i], writes.data[j], &defs);
    else
      for (uint32_t j = 0; j < pick.len && !bad; j++)
        bad = conflicts(a, reads.data[i], writes.data[pick.data[j]], &defs);
  }
  /* Given back (after what a nested call may have left there). */
  mlb_vec_free(&a->ipc_reads);
  mlb_vec_free(&a->ipc_writes);
  mlb_vec_free(&a->ipc_defs);
  mlb_vec_free(&a->ipc_placed);
  mlb_vec_free(&a->ipc_pick);
  a->ipc_reads = reads;
  a->ipc_writes = writes;
  a->ipc_defs = defs;
  a->ipc_placed = placed;
  a->ipc_pick = pick;
  return bad;
}

/* The values of the alias sets operand u would join in place (its value's
 * and those of what it would alias, `al`). */
static void operand_set(MlbOsa *a, MlbUse *u, const AliasVec *al,
                        MlbValueVec *set) {
  uint32_t roots[1 + al->len];
  uint32_t n = 0;
  roots[n++] = find(a->alias.data, id_of(a, u->value));
  for (uint32_t k = 0; k < al->len; k++)
    roots[n++] = find(a->alias.data, id_of(a, al->data[k].v));
  collect_set(a, roots, n, set);
}

static void mark_in_place(MlbOsa *a, MlbUse *u, const AliasVec *al) {
  mlb_idmap_put(&a->decided, u, IN_PLACE);
  uint32_t uv = id_of(a, u->value);
  for (uint32_t k = 0; k < al->len; k++) {
    uint32_t t = id_of(a, al->data[k].v);
    unite_alias(a, uv, t);
    if (al->data[k].equivalent)
      unite(a->equiv.data, uv, t);
  }
}

/* Does operand u of an op inside a terminator's region (a parallel
 * combining op in scf.forall.in_parallel) write a block argument of the
 * block that terminator ends (the loop's shared output)? copy-before-
 * write copies that argument's init before the loop, so the buffer is
 * the loop's own, and every trip writes only its slice: in place, as
 * upstream (a copy would lose the write). */
static bool writes_shared_output(const MlbUse *u) {
  MlbOperation *term = mlb_op_parent_op(u->owner);
  MlbValue *v = u->value;
  return term && mlb_op_is_terminator(term) && term->block &&
         !v->def_op && v->owner_block == term->block;
}

/* Operand u only reads and hands its buffer to nothing (no result,
 * region argument or successor argument aliases it: a matmul's input,
 * tensor.extract's source). In place it joins no alias sets and adds no
 * write, and its read is already among the reads of its set, counted
 * undecided (with its copy, when one would be needed) by every decision
 * so far, each of which checked every read against every in-place write
 * of the set it formed: the check would find nothing new
 * (read-only-no-alias-fast.mlir). Not with a callee summary: that may
 * still come (a call before its callee's summary). */
static bool joins_nothing(MlbOsa *a, MlbUse *u, const AliasVec *al) {
  return !al->len && mlb_buf_iface(u->owner) &&
         !mlb_op_iface(u->owner, MLB_IFACE_CALL) &&
         !mlb_osa_writes(a, u->owner, mlb_use_index(u));
}

static void decide(MlbOsa *a, MlbUse *u, bool copy_before_write) {
  MlbOperation *op = u->owner;
  uint32_t i = mlb_use_index(u);
  AliasVec al = {0};
  mlb_osa_aliases_of(a, op, i, &al);
  bool preferred = a->prefer_out && mlb_ptrmap_get(a->prefer_out, u);
  bool quick = !copy_before_write && !preferred && joins_nothing(a, u, &al);
  MlbValueVec set = a->decide_set; /* borrowed, as in in_place_conflicts */
  a->decide_set = (MlbValueVec){0};
  set.len = 0;
  if (!quick)
    operand_set(a, u, &al, &set);
  a->deciding = u;
  a->blamed = NULL;
  bool conflict = !copy_before_write && !preferred && !quick &&
                  in_place_conflicts(a, u, &set, NULL);
  bool sibling = !copy_before_write && !preferred && !conflict &&
                 mlb_osa_init_shares_sibling(a, u);
  bool out = copy_before_write ? mlb_osa_writes(a, op, i) &&
                                    !writes_shared_output(u)
             : preferred       ? true
                               : conflict || sibling;
  if (sibling)
    mlb_ptrmap_put(&a->sibling_out, u, u);
  a->deciding = NULL;
  /* A write of its own, or one decided in place before it, put u out of
   * place: the latter is an alternative one_shot_choose.c may try. */
  if (out && !preferred && a->blamed && a->blamed != u)
    mlb_vec_push(&a->blames, ((MlbOsaBlame){u, a->blamed}));
  mlb_vec_free(&a->decide_set);
  a->decide_set = set;
  if (out) {
    mlb_idmap_put(&a->decided, u, OUT_OF_PLACE);
    mlb_osa_memo_forget_use(a, u); /* walks through u now stop there */
    a->num_out_of_place++;
    const MlbOsaReport *rep = a->opts->report;
    if (rep && preferred && rep->chosen)
      rep->chosen(rep->user, u);
    if (rep && rep->out_of_place)
      rep->out_of_place(rep->user, u);
  } else {
    mark_in_place(a, u, &al);
  }
  mlb_vec_free(&al);
}

MlbOsaBroken mlb_osa_force_in_place(MlbOsa *a, MlbUse *u) {
  AliasVec al = {0};
  mlb_osa_aliases_of(a, u->owner, mlb_use_index(u), &al);
  MlbValueVec set = {0};
  operand_set(a, u, &al, &set);
  bool readonly = false;
  a->quiet = true;
  a->deciding = u;
  bool bad = in_place_conflicts(a, u, &set, &readonly);
  a->deciding = NULL;
  a->quiet = false;
  mlb_vec_free(&set);
  if (!bad) {
    /* First in the order, as upstream joins these sets before any
     * decision (dump-alias-sets replays the order). */
    mlb_vec_push(&a->order, u);
    if (decision(a, u) == OUT_OF_PLACE)
      mlb_osa_memo_forget_use(a, u); /* walks go through u again */
    mark_in_place(a, u, &al);
  }
  mlb_vec_free(&al);
  return !bad ? MLB_OSA_SOUND
              : readonly ? MLB_OSA_BROKEN_READONLY : MLB_OSA_BROKEN_RAW;
}

/* ==== A second look at the copies ====
 *
 * An operand is decided with the operands after it undecided, counted
 * in place: a conflict may come from those alone, and go away once they
 * are decided out of place themselves. Random program 7074076: an
 * insert in one case of a switch, into what a cf.cond_br hands on,
 * joined the sets of two tensors that both would have been a function
 * argument's buffer had the cond_br and an insert_slice gone in place;
 * both then went out of place (a new buffer each), and the insert still
 * made a copy of its own, two copies where one does. So, with
 * compare_alternatives (choice-runs), once every operand of the unit is
 * decided, each operand out of place by a conflict is tried in place
 * again, in the order decided, and goes in place when the check finds
 * nothing now: the check is the same, made against final decisions, so
 * it is as sound as the first (upstream decides once). Operands put out
 * of place by choice (prefer_out) stay so. */
static void second_look(MlbOsa *a, uint32_t first) {
  const MlbOsaOptions *o = a->opts;
  if (o->copy_before_write)
    return;
  /* The other heuristics keep their order's decisions, as upstream's
   * tests of them expect, except those of the sibling-init rule, which
   * upstream does not have: it counts undecided operands in place, so
   * two inits seemed to share a buffer that a later decision gave one of
   * them a new one (upstream's one-shot-module-bufferize-analysis
   * `read_dependence_through_scf_and_call` under the fuzzer orders;
   * loop-init-sibling-second-look.mlir). */
  bool all = o->compare_alternatives;
  if (!all && !a->sibling_out.len)
    return;
  const MlbOsaReport *rep = o->report;
  for (uint32_t k = first; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    if (!all && !mlb_ptrmap_get(&a->sibling_out, u))
      continue;
    if (decision(a, u) != OUT_OF_PLACE ||
        (a->prefer_out && mlb_ptrmap_get(a->prefer_out, u)) ||
        (o->num_skip_funcs && mlb_osa_skipped(o, u->owner)))
      continue;
    AliasVec al = {0};
    mlb_osa_aliases_of(a, u->owner, mlb_use_index(u), &al);
    MlbValueVec set = {0};
    operand_set(a, u, &al, &set);
    bool quiet = a->quiet;
    a->quiet = true;
    /* Undecided while checked, as at its first turn: every question
     * about it (is its result a copy made in a loop's body, where do
     * walks through it lead) must see it as it would be in place, not
     * as the copy it is now (random program 7136121: a write through a
     * reshape of a loop's argument, excused as a write into a buffer the
     * trip made since the reshape's operand was still out of place, so
     * the loop's argument was doubled in place every trip). */
    mlb_idmap_put(&a->decided, u, UINT32_MAX);
    mlb_osa_memo_forget_use(a, u); /* walks go through u again */
    a->deciding = u;
    bool out = in_place_conflicts(a, u, &set, NULL) ||
               mlb_osa_init_shares_sibling(a, u);
    a->deciding = NULL;
    a->quiet = quiet;
    a->blamed = NULL;
    mlb_vec_free(&set);
    if (out) {
      mlb_idmap_put(&a->decided, u, OUT_OF_PLACE);
      mlb_osa_memo_forget_use(a, u); /* walks through u stop there */
    } else {
      mark_in_place(a, u, &al);
      a->num_out_of_place--;
      if (rep && rep->in_place_after_all)
        rep->in_place_after_all(rep->user, u);
    }
    mlb_vec_free(&al);
  }
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
    if (is_tensor(mlb_op_operand(op, i)))
      id_of(a, mlb_op_operand(op, i));
  return MLB_WALK_ADVANCE;
}

/* After the decisions: a loop's results and iteration arguments are its
 * inits' buffers when every yield hands back a buffer equivalent to the
 * iteration argument (else the rewrite yields a copy); a branch op's
 * result is a value's buffer when every region yields that buffer. */

/* Decides the tensor operands of `ops` in that order (an op's operands
 * last first for bottom-up), each once. */
static void decide_ops(MlbOsa *a, const MlbOpVec *ops) {
  const MlbOsaOptions *o = a->opts;
  for (uint32_t k = 0; k < ops->len; k++) {
    MlbOperation *op = ops->data[k];
    bool skipped = o->num_skip_funcs && mlb_osa_skipped(o, op);
    /* An op's operands in order, whatever the heuristic (upstream's
     * analyzeSingleOp). */
    for (uint32_t i = 0; i < op->num_operands; i++) {
      if (is_tensor(mlb_op_operand(op, i)) &&
          decision(a, &op->operands[i]) == UNDECIDED) {
        mlb_vec_push(&a->order, &op->operands[i]);
        decide(a, &op->operands[i], o->copy_before_write || skipped);
      }
    }
  }
}

static MlbWalkResult number_outside_functions(MlbOperation *op, void *user) {
  if (mlb_op_is_function(op))
    return MLB_WALK_SKIP;
  return number_op(op, user);
}

/* Numbers the values of `unit` (not inside functions with
 * `skip_functions`: analyzed already) and decides its operands in the
 * heuristic's order. */
static void analyze(MlbOsa *a, MlbOperation *unit, bool skip_functions) {
  uint32_t numbered = a->values.len;
  mlb_walk_pre(unit, skip_functions ? number_outside_functions : number_op,
               a);
  if (skip_functions && a->values.len == numbered)
    return; /* no tensor outside the functions: nothing more to decide */
  mlb_osa_mark_trip_distinct(a, unit);
  /* copy-before-write decides nothing: no operand is forced (upstream). */
  if (!a->opts->copy_before_write &&
      !mlb_osa_must_in_place(a, unit, skip_functions))
    return;
  MlbOpVec ops = {0};
  mlb_osa_order(unit, a->opts, &ops);
  uint32_t first = a->order.len;
  decide_ops(a, &ops);
  mlb_vec_free(&ops);
  second_look(a, first);
  mlb_osa_forwarded_equivalences(a, unit);
}

/* With writable function arguments (bufferize-function-boundaries), each
 * function is analyzed after its callees, so that its calls use their
 * summaries; then what lies outside functions. */
static void analyze_by_function(MlbOsa *a, MlbOperation *root) {
  MlbOpVec *fns = &a->functions;
  MlbOsaSizes sizes;
  mlb_osa_functions_callees_first(a->ctx, root, fns, &sizes);
  a->functions_ordered = true;
  /* The tables' final sizes at once: no rehash at each doubling. */
  mlb_idmap_reserve(&a->ids, sizes.values);
  mlb_idmap_reserve(&a->decided, sizes.operands);
  for (uint32_t k = 0; k < fns->len && !a->failed; k++) {
    analyze(a, fns->data[k], false);
    mlb_osa_summarize(a, fns->data[k]);
  }
  if (!a->failed)
    analyze(a, root, true);
}

void mlb_osa_run_once(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                      const MlbOsaOptions *opts, const MlbPtrMap *prefer_out) {
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  a->opts = opts;
  a->prefer_out = prefer_out;
  mlb_idmap_init(&a->ids);
  mlb_idmap_init(&a->decided);
  mlb_ptrmap_init(&a->own_yields);
  mlb_ptrmap_init(&a->trip_distinct);
  mlb_ptrmap_init(&a->sibling_out);
  mlb_ptrmap_init(&a->perm_yields);
  mlb_ptrmap_init(&a->new_yields);
  mlb_ptrmap_init(&a->summaries_map);
  mlb_ptrmap_init(&a->walk_other);
  mlb_ptrmap_init(&a->fixed_copies);
  mlb_ptrmap_init(&a->left_out);
  mlb_ptrmap_init(&a->fixed_unread);
  mlb_dom_info_init(&a->dom, false);
  mlb_ptrmap_init(&a->use_facts);
  a->use_facts_on = true;
  if (opts->per_function && !mlb_op_is_function(root))
    analyze_by_function(a, root);
  else
    analyze(a, root, false);
  /* The rewrite changes the IR: no remembered answers past this point. */
  a->use_facts_on = false;
  mlb_ptrmap_free(&a->use_facts);
  mlb_ptrmap_init(&a->use_facts);
  mlb_osa_memo_free(a);
}

void mlb_osa_free(MlbOsa *a) {
  mlb_idmap_free(&a->ids);
  mlb_idmap_free(&a->decided);
  mlb_ptrmap_free(&a->own_yields);
  mlb_ptrmap_free(&a->trip_distinct);
  mlb_ptrmap_free(&a->sibling_out);
  mlb_ptrmap_free(&a->perm_yields);
  mlb_ptrmap_free(&a->new_yields);
  mlb_vec_free(&a->values);
  mlb_vec_free(&a->alias);
  mlb_vec_free(&a->alias_next);
  mlb_vec_free(&a->equiv);
  mlb_vec_free(&a->order);
  mlb_vec_free(&a->swaps);
  mlb_dom_info_free(&a->dom);
  mlb_osa_free_summaries(a);
  mlb_vec_free(&a->walk_mark);
  mlb_vec_free(&a->walk_work);
  mlb_ptrmap_free(&a->walk_other);
  mlb_vec_free(&a->ipc_reads);
  mlb_vec_free(&a->ipc_writes);
  mlb_vec_free(&a->ipc_defs);
  mlb_vec_free(&a->ipc_placed);
  mlb_vec_free(&a->ipc_pick);
  mlb_vec_free(&a->decide_set);
  mlb_vec_free(&a->set_ids);
  mlb_vec_free(&a->set_bits);
  mlb_vec_free(&a->step_aliases);
  mlb_vec_free(&a->blames);
  mlb_ptrmap_free(&a->block_runs);
  mlb_ptrmap_free(&a->use_facts);
  mlb_osa_memo_free(a);
  mlb_ptrmap_free(&a->fixed_copies);
  mlb_ptrmap_free(&a->left_out);
  mlb_ptrmap_free(&a->fixed_unread);
  mlb_vec_free(&a->functions);
}
