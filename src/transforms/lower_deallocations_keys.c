/* lower_deallocations_keys.c - the alias keys a lowered dealloc compares,
 * and the keys that travel with buffers through block arguments and
 * region ops.
 *
 * A lowered dealloc decides at run time whether two buffers are one
 * allocation by comparing keys: normally their aligned base pointers
 * (upstream's choice). A view that moves the pointer (memref.view with a
 * byte shift, a described op's `view = {source, shift}`) breaks that: its
 * pointer is its source's plus the shift. Along an SSA chain of views and
 * two-way selects the key is the pointer of the view's source instead.
 * A block argument or a region op's result that may carry such a view has
 * lost the chain; comparing its own pointer frees the source while the
 * view lives on, or frees it twice (llvm#119863 in upstream).
 *
 * So, before the deallocs of a function holding a pointer-moving view are
 * lowered, every block argument and region value that may carry one gets
 * a companion `index` value holding its key, threaded as the ownership
 * pass threads ownership indicators:
 *  - a block argument: one more index argument of its block, fed by every
 *    branch to it with the key of what the branch passes;
 *  - the results and region arguments of a region op: one more index
 *    result and region argument per buffer the op forwards, and one more
 *    index operand per forwarded buffer at the op's entry operands and at
 *    its region terminators. Like the ownership pass, this needs the
 *    forwarded lists to end the op's lists; an op where they do not keeps
 *    its values' own pointers as keys (upstream's behaviour).
 * Functions without pointer-moving views are left exactly as they were.
 */
#include "transforms/lower_deallocations.h"
#include "rewrite/fold.h"
#include "transforms/forwarded_lists.h"
#include "support/thresholds.h"

/* ==== Keys along SSA chains ==== */

bool mlb_view_moves_pointer(MlbOperation *op) {
  const MlbViewIface *view = mlb_op_iface(op, MLB_IFACE_VIEW);
  if (!view || !view->shift_operand || view->shift_operand >= op->num_operands)
    return false;
  int64_t shift;
  return !(mlb_value_const_int(mlb_op_operand(op, view->shift_operand),
                               &shift) &&
           shift == 0);
}

static MlbValue *view_source(MlbOperation *op) {
  const MlbViewIface *view = op ? mlb_op_iface(op, MLB_IFACE_VIEW) : NULL;
  return view && view->source_operand < op->num_operands
             ? mlb_op_operand(op, view->source_operand)
             : NULL;
}

static bool chain_marked_deep(const MlbPtrMap *marked, MlbValue *v);

/* The operands [*first, *end) of op that its buffer result may be: the
 * choices of a select, or a call's arguments (a callee passing ownership
 * dynamically, or returning a buffer managed by hand, may return an
 * argument as it is). False for other ops. */
static bool chain_operands(MlbOperation *op, uint32_t *first, uint32_t *end) {
  const MlbSelectIface *sel = mlb_op_iface(op, MLB_IFACE_SELECT);
  if (sel) {
    *first = sel->first;
    *end = sel->count ? sel->first + sel->count : op->num_operands;
  } else {
    const MlbCallIface *call = mlb_op_iface(op, MLB_IFACE_CALL);
    if (!call)
      return false;
    *first = call->args_from;
    *end = op->num_operands;
  }
  if (*end > op->num_operands)
    *end = op->num_operands;
  return true;
}

/* True when v's chain (views, selects) passes a pointer-moving view or
 * reaches a value in `marked` (NULL: none). Chains deeper than
 * KEY_CHAIN_DEPTH go on in chain_marked_deep (stopping there answered no,
 * and a 65-deep chain of selects over a shifted view had the view's
 * buffer freed under it: test/lit/dealloc/view-byte-shift-deep.mlir). */
enum { KEY_CHAIN_DEPTH = MLB_THRESHOLD(64, 1) };

static bool chain_marked(const MlbPtrMap *marked, MlbValue *v,
                         uint32_t depth) {
  if (marked && marked->len && mlb_ptrmap_get(marked, v))
    return true;
  MlbOperation *op = v->def_op;
  if (!op)
    return false;
  if (depth > KEY_CHAIN_DEPTH)
    return chain_marked_deep(marked, v);
  MlbValue *src = view_source(op);
  if (src)
    return mlb_view_moves_pointer(op) || chain_marked(marked, src, depth + 1);
  uint32_t first, end;
  if (!chain_operands(op, &first, &end))
    return false;
  for (uint32_t i = first; i < end; i++)
    if (chain_marked(marked, mlb_op_operand(op, i), depth + 1))
      return true;
  return false;
}

/* chain_marked's walk with a stack of its own and each value visited
 * once: any depth, linear in the chain. */
static bool chain_marked_deep(const MlbPtrMap *marked, MlbValue *v) {
  MlbValueVec todo = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&todo, v);
  bool found = false;
  while (todo.len && !found) {
    MlbValue *x = mlb_vec_pop(&todo);
    bool fresh = false;
    mlb_ptrmap_slot(&seen, x, &fresh);
    if (!fresh)
      continue;
    if (marked && marked->len && mlb_ptrmap_get(marked, x)) {
      found = true;
      continue;
    }
    MlbOperation *op = x->def_op;
    if (!op)
      continue;
    MlbValue *src = view_source(op);
    if (src) {
      found = mlb_view_moves_pointer(op);
      mlb_vec_push(&todo, src);
      continue;
    }
    uint32_t first, end;
    if (!chain_operands(op, &first, &end))
      continue;
    for (uint32_t i = first; i < end; i++)
      mlb_vec_push(&todo, mlb_op_operand(op, i));
  }
  mlb_vec_free(&todo);
  mlb_ptrmap_free(&seen);
  return found;
}

/* Keys along a chain are built bottom-up with an explicit stack and a
 * memo, so that a chain of any depth costs no native stack (a recursive
 * walk of a 200,000-deep chain of selects overflowed it:
 * test/lit/dealloc/view-byte-shift-deeper.mlir) and a value reached twice
 * gets one key. */
typedef struct KeyWalk {
  const MlbPtrMap *keys; /* threaded keys of carrying values */
  MlbBuilder *b;
  MlbAttr *loc;
  MlbPtrMap memo; /* value -> its key */
  MlbValueVec stack;
} KeyWalk;

/* A select of the usual (condition, true value, false value) form, which
 * rebuilds on the keys of its choices. */
static bool two_way_select(MlbOperation *op) {
  const MlbSelectIface *sel = op ? mlb_op_iface(op, MLB_IFACE_SELECT) : NULL;
  return sel && sel->first == 1 && op->num_operands == 3 &&
         (!sel->count || sel->count == 2) &&
         mlb_type_is_int(mlb_op_operand(op, 0)->type, 1);
}

/* The call arguments whose keys a call result's key needs: those that
 * carry a moved pointer (the result may be one of them as it is). */
static bool call_key_arg(const KeyWalk *w, MlbValue *x) {
  return mlb_type_is_memref(x->type) && chain_marked(w->keys, x, 0);
}

/* Pushes the values v's key is built from that have no key yet; true when
 * there were none (v's key can be built now). */
static bool push_missing(KeyWalk *w, MlbValue *v) {
  MlbOperation *op = v->def_op;
  MlbValue *deps[2];
  uint32_t n = 0;
  MlbValue *src = view_source(op);
  if (src) {
    deps[n++] = src;
  } else if (two_way_select(op)) {
    deps[n++] = mlb_op_operand(op, 1);
    deps[n++] = mlb_op_operand(op, 2);
  } else if (op && mlb_op_iface(op, MLB_IFACE_CALL)) {
    const MlbCallIface *call = mlb_op_iface(op, MLB_IFACE_CALL);
    bool ready = true;
    for (uint32_t i = op->num_operands; i-- > call->args_from;) {
      MlbValue *x = mlb_op_operand(op, i);
      if (!mlb_ptrmap_get(&w->memo, x) && call_key_arg(w, x)) {
        mlb_vec_push(&w->stack, x);
        ready = false;
      }
    }
    return ready;
  }
  bool ready = true;
  for (uint32_t i = n; i-- > 0;) /* the first choice's chain first */
    if (!mlb_ptrmap_get(&w->memo, deps[i])) {
      mlb_vec_push(&w->stack, deps[i]);
      ready = false;
    }
  return ready;
}

/* A call result that is one of the call's arguments carrying a moved
 * pointer (returned as it is) has that argument's key: pointer equality
 * tells, as nothing else the call returns can share a live argument's
 * pointer. key = ptr(r) == ptr(x) ? key(x) : ..., own pointer last. */
static MlbValue *call_result_key(KeyWalk *w, MlbValue *r, MlbValue *own) {
  MlbOperation *op = r->def_op;
  const MlbCallIface *call = mlb_op_iface(op, MLB_IFACE_CALL);
  MlbType *t = mlb_type_index(w->b->ctx);
  MlbValue *key = own;
  for (uint32_t i = call->args_from; i < op->num_operands; i++) {
    MlbValue *x = mlb_op_operand(op, i);
    if (!call_key_arg(w, x))
      continue;
    MlbValue *kx = mlb_ptrmap_get(&w->memo, x);
    MlbValue *same = mlb_bld_cmpi(w->b, w->loc, MLB_CMPI_EQ, own,
                                  mlb_bld_aligned_ptr(w->b, w->loc, x));
    MlbValue *ops[3] = {same, kx, key};
    key = mlb_op_result(
        mlb_bld_op(w->b, "arith.select", w->loc, 3, ops, 1, &t), 0);
  }
  return key;
}

/* v's key, the keys it is built from being in the memo. */
static MlbValue *build_key(KeyWalk *w, MlbValue *v) {
  MlbOperation *op = v->def_op;
  MlbValue *src = view_source(op);
  if (src)
    return mlb_ptrmap_get(&w->memo, src);
  if (two_way_select(op)) {
    MlbValue *ops[3] = {mlb_op_operand(op, 0),
                        mlb_ptrmap_get(&w->memo, mlb_op_operand(op, 1)),
                        mlb_ptrmap_get(&w->memo, mlb_op_operand(op, 2))};
    MlbType *t = mlb_type_index(w->b->ctx);
    return mlb_op_result(
        mlb_bld_op(w->b, "arith.select", w->loc, 3, ops, 1, &t), 0);
  }
  MlbValue *key = mlb_bld_aligned_ptr(w->b, w->loc, v);
  if (op && mlb_op_iface(op, MLB_IFACE_CALL))
    key = call_result_key(w, v, key);
  return key;
}

static MlbValue *traced_key(const MlbPtrMap *keys, MlbBuilder *b,
                            MlbAttr *loc, MlbValue *v) {
  KeyWalk w = {keys, b, loc, {0}, {0}};
  mlb_ptrmap_init(&w.memo);
  mlb_vec_push(&w.stack, v);
  while (w.stack.len) {
    MlbValue *x = w.stack.data[w.stack.len - 1];
    if (mlb_ptrmap_get(&w.memo, x)) {
      w.stack.len--;
      continue;
    }
    MlbValue *known = keys && keys->len ? mlb_ptrmap_get(keys, x) : NULL;
    if (!known && !push_missing(&w, x))
      continue;
    mlb_ptrmap_put(&w.memo, x, known ? known : build_key(&w, x));
    w.stack.len--;
  }
  MlbValue *key = mlb_ptrmap_get(&w.memo, v);
  mlb_vec_free(&w.stack);
  mlb_ptrmap_free(&w.memo);
  return key;
}

MlbValue *mlb_dealloc_alias_key(const MlbPtrMap *keys, MlbBuilder *b,
                                MlbAttr *loc, MlbValue *v) {
  return chain_marked(keys, v, 0) ? traced_key(keys, b, loc, v)
                                  : mlb_bld_aligned_ptr(b, loc, v);
}

/* ==== Control-flow edges ====
 * Every edge of a function, each pair of a value forwarded (`from`) and
 * the value receiving it (`to`) handed to propagate: branch operands to
 * block arguments, a region op's entry operands and its regions'
 * terminator operands to region arguments or results. */

typedef struct Threading {
  MlbContext *ctx;
  MlbPtrMap *keys;   /* out: carrying value -> its key */
  MlbPtrMap carries; /* values that may carry a moved pointer */
  bool changed;
  MlbBlockVec blocks;  /* blocks whose arguments get keys */
  MlbOpVec region_ops; /* region ops that get keys */
} Threading;

/* ==== Which values carry a moved pointer ==== */

/* Ranked or unranked: a cast to memref<*x..> keeps the pointer of what
 * it casts, and an unranked value a region op or a block receives may be
 * a moved view (`scf.if` choosing between a byte-shifted view cast to
 * unranked and its clone: the pointer of the chosen value was compared
 * and the view's buffer freed under it; bench/dealloc_gen_indep.py). */
static bool is_memref_value(const MlbValue *v) {
  return v->type && mlb_type_is_memref(v->type);
}

static void propagate(Threading *t, MlbValue *from, MlbValue *to) {
  if (!is_memref_value(to) || mlb_ptrmap_get(&t->carries, to) ||
      !chain_marked(&t->carries, from, 0))
    return;
  mlb_ptrmap_put(&t->carries, to, (void *)1);
  t->changed = true;
}

/* The values receiving what flows to `to` (a region's entry arguments or
 * the op's results) start at *first; false when they overrun. */
static bool input_range(MlbOperation *op, int32_t to, uint32_t *first,
                        uint32_t *count) {
  *first = *count = 0;
  mlb_region_branch_complete(op)->successor_inputs(op, to, first, count);
  if (to == MLB_REGION_PARENT)
    return *first + *count <= op->num_results;
  MlbBlock *entry = op->regions[to].first;
  return entry && *first + *count <= entry->num_args;
}

static MlbValue *input_at(MlbOperation *op, int32_t to, uint32_t i) {
  return to == MLB_REGION_PARENT ? mlb_op_result(op, i)
                                 : op->regions[to].first->args[i];
}

/* Calls fn for the pairs of forwarded operands [s, s + c) of `src` and
 * the inputs of `to`. */
static void forward(Threading *t, MlbOperation *op, int32_t to,
                    MlbOperation *src, uint32_t s, uint32_t c) {
  uint32_t first, count;
  if (!input_range(op, to, &first, &count))
    return;
  for (uint32_t j = 0; j < c && j < count && s + j < src->num_operands; j++)
    propagate(t, mlb_op_operand(src, s + j), input_at(op, to, first + j));
}

static void region_op_edges(Threading *t, MlbOperation *op,
                            const MlbRegionBranchIface *rb) {
  MlbU32Vec succ = {0};
  rb->successors(op, MLB_REGION_PARENT, &succ);
  for (uint32_t i = 0; i < succ.len; i++) {
    uint32_t s = 0, c = 0;
    rb->entry_operands(op, (int32_t)succ.data[i], &s, &c);
    forward(t, op, (int32_t)succ.data[i], op, s, c);
  }
  for (uint32_t r = 0; r < op->num_regions; r++) {
    succ.len = 0;
    rb->successors(op, (int32_t)r, &succ);
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *term = b->last;
      if (!term || term->num_successors || !mlb_op_is_terminator(term))
        continue;
      for (uint32_t i = 0; i < succ.len; i++) {
        uint32_t s, c;
        if (mlb_term_forwarded_operands(term, (int32_t)succ.data[i], &s, &c))
          forward(t, op, (int32_t)succ.data[i], term, s, c);
      }
    }
  }
  mlb_vec_free(&succ);
}

static MlbWalkResult op_edges(MlbOperation *op, void *user) {
  Threading *t = user;
  for (uint32_t i = 0; i < op->num_successors; i++) {
    uint32_t s, c;
    MlbBlock *dest = op->successors[i].block;
    if (!mlb_succ_operands(op, i, &s, &c))
      continue;
    for (uint32_t j = 0; j < c && j < dest->num_args; j++)
      propagate(t, mlb_op_operand(op, s + j), dest->args[j]);
  }
  const MlbRegionBranchIface *rb = mlb_region_branch_complete(op);
  if (rb)
    region_op_edges(t, op, rb);
  return MLB_WALK_ADVANCE;
}

/* ==== Can keys be appended to a region op? ====
 * As for ownership indicators (forwarded_lists.h). */

static bool is_memref_value_pred(const MlbValue *v, void *user) {
  (void)user;
  return is_memref_value(v);
}

static bool has_buffer(MlbOperation *op, uint32_t s, uint32_t c) {
  for (uint32_t i = s; i < s + c && i < op->num_operands; i++)
    if (is_memref_value(mlb_op_operand(op, i)))
      return true;
  return false;
}

/* ==== Threading ==== */

static MlbType *index_type(MlbContext *ctx) {
  return ctx->t_index ? ctx->t_index : mlb_type_index(ctx);
}

/* Moves edge `succ` of t (a terminator that cannot take more operands,
 * as cf.switch with its case segments) into a new block branching on to
 * the old successor with cf.br. The new block's only predecessor is t, so
 * the values t forwarded dominate it: its cf.br passes them on directly
 * (the new block's arguments only keep t's edge well-formed), and their
 * keys can be computed there. False when t does not say what it forwards. */
static bool split_edge(Threading *t, MlbOperation *term, uint32_t succ) {
  uint32_t s, c;
  if (!mlb_succ_operands(term, succ, &s, &c))
    return false;
  MlbContext *ctx = t->ctx;
  MlbBlock *to = term->successors[succ].block, *e = mlb_block_new(ctx);
  mlb_region_insert_block_after(term->block->parent, term->block, e);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "cf.br", term->loc);
  for (uint32_t i = 0; i < c; i++) {
    MlbValue *v = mlb_op_operand(term, s + i);
    mlb_block_add_arg(ctx, e, v->type, term->loc);
    mlb_vec_push(&st.operands, v);
  }
  mlb_vec_push(&st.successors, to);
  mlb_op_set_successor(term, succ, e);
  MlbBuilder b = {ctx, e, NULL};
  mlb_builder_insert(&b, &st);
  return true;
}

/* The carrying arguments of a block with predecessors get one index
 * argument each; an edge that cannot take their keys is split first. */
static void thread_block_args(Threading *t, MlbBlock *b) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < b->num_args; i++)
    n += mlb_ptrmap_get(&t->carries, b->args[i]) != NULL;
  if (!n || !b->preds)
    return;
  MlbBlockOperand *split[16];
  uint32_t nsplit = 0;
  for (MlbBlockOperand *p = b->preds; p; p = p->next) {
    if (mlb_can_append_succ_operands(t->ctx, p->owner, p->index, n,
                                     b->args[0]))
      continue;
    uint32_t s, c;
    if (nsplit == 16 || !mlb_succ_operands(p->owner, p->index, &s, &c))
      return; /* not threaded: its arguments keep their own pointers */
    split[nsplit++] = p;
  }
  for (uint32_t i = 0; i < nsplit; i++)
    split_edge(t, split[i]->owner, split[i]->index);
  uint32_t nargs = b->num_args;
  for (uint32_t i = 0; i < nargs; i++)
    if (mlb_ptrmap_get(&t->carries, b->args[i]))
      mlb_ptrmap_put(t->keys, b->args[i],
                     mlb_block_add_arg(t->ctx, b, index_type(t->ctx),
                                       b->args[i]->loc));
  mlb_vec_push(&t->blocks, b);
}

/* Adds one index input per buffer input of `to`; the carrying ones get
 * theirs as keys. Results are added by the caller (rebuilding the op). */
static void add_region_inputs(Threading *t, MlbOperation *op, int32_t to) {
  uint32_t first, count;
  if (!input_range(op, to, &first, &count))
    return;
  MlbBlock *entry = op->regions[to].first;
  for (uint32_t i = first; i < first + count; i++) {
    MlbValue *v = entry->args[i];
    if (!is_memref_value(v))
      continue;
    MlbValue *k = mlb_block_add_arg(t->ctx, entry, index_type(t->ctx), v->loc);
    if (mlb_ptrmap_get(&t->carries, v))
      mlb_ptrmap_put(t->keys, v, k);
  }
}

static MlbOperation *add_region_results(Threading *t, MlbOperation *op) {
  uint32_t first, count, n = 0;
  if (!input_range(op, MLB_REGION_PARENT, &first, &count))
    return op;
  for (uint32_t i = first; i < first + count; i++)
    n += is_memref_value(mlb_op_result(op, i));
  if (!n)
    return op;
  MlbOperation *nop =
      mlb_op_rebuild_with_results(t->ctx, op, n, index_type(t->ctx));
  uint32_t k = op->num_results;
  for (uint32_t i = first; i < first + count; i++) {
    if (!is_memref_value(mlb_op_result(op, i)))
      continue;
    if (mlb_ptrmap_get(&t->carries, mlb_op_result(op, i)))
      mlb_ptrmap_put(t->keys, mlb_op_result(nop, i), mlb_op_result(nop, k));
    k++;
  }
  mlb_op_destroy(t->ctx, op);
  return nop;
}

static bool receives_carrier(Threading *t, MlbOperation *op) {
  uint32_t first, count;
  if (input_range(op, MLB_REGION_PARENT, &first, &count))
    for (uint32_t i = first; i < first + count; i++)
      if (mlb_ptrmap_get(&t->carries, mlb_op_result(op, i)))
        return true;
  for (uint32_t r = 0; r < op->num_regions; r++)
    if (input_range(op, (int32_t)r, &first, &count))
      for (uint32_t i = first; i < first + count; i++)
        if (mlb_ptrmap_get(&t->carries, op->regions[r].first->args[i]))
          return true;
  return false;
}

static MlbWalkResult add_inputs(MlbOperation *op, void *user) {
  Threading *t = user;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      thread_block_args(t, b);
  const MlbRegionBranchIface *rb = mlb_region_branch_complete(op);
  if (rb && receives_carrier(t, op) && mlb_region_op_forwards_at_ends(op, is_memref_value_pred, NULL, NULL)) {
    for (uint32_t r = 0; r < op->num_regions; r++)
      if (op->regions[r].first)
        add_region_inputs(t, op, (int32_t)r);
    mlb_vec_push(&t->region_ops, op);
  }
  return MLB_WALK_ADVANCE;
}

/* The keys of the buffers among operands [s, s + c) of `user`, built
 * before `at`. */
static void buffer_keys(Threading *t, MlbOperation *user, uint32_t s,
                        uint32_t c, MlbOperation *at, MlbValueVec *out) {
  MlbBuilder b = {t->ctx, NULL, NULL};
  mlb_builder_set_before(&b, at);
  out->len = 0;
  for (uint32_t i = s; i < s + c; i++) {
    MlbValue *v = mlb_op_operand(user, i);
    if (is_memref_value(v))
      mlb_vec_push(out, mlb_dealloc_alias_key(t->keys, &b, at->loc, v));
  }
}

static void feed_block(Threading *t, MlbBlock *blk, MlbValueVec *keys) {
  for (MlbBlockOperand *p = blk->preds; p; p = p->next) {
    MlbOperation *term = p->owner;
    uint32_t s, c;
    mlb_succ_operands(term, p->index, &s, &c);
    MlbBuilder b = {t->ctx, NULL, NULL};
    mlb_builder_set_before(&b, term);
    keys->len = 0;
    for (uint32_t i = 0; i < c && i < blk->num_args; i++)
      if (mlb_ptrmap_get(&t->carries, blk->args[i]))
        mlb_vec_push(keys, mlb_dealloc_alias_key(t->keys, &b, term->loc,
                                                 mlb_op_operand(term, s + i)));
    mlb_append_succ_operands(t->ctx, term, p->index, keys->len, keys->data);
  }
}

static void feed_region_op(Threading *t, MlbOperation *op,
                           MlbValueVec *keys) {
  const MlbRegionBranchIface *rb = mlb_region_branch_complete(op);
  MlbU32Vec succ = {0};
  uint32_t start;
  mlb_region_op_forwards_at_ends(op, is_memref_value_pred, NULL, &start);
  buffer_keys(t, op, start, op->num_operands - start, op, keys);
  mlb_region_op_append_operands(t->ctx, op, keys->len, keys->data);
  for (uint32_t r = 0; r < op->num_regions; r++) {
    succ.len = 0;
    rb->successors(op, (int32_t)r, &succ);
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbOperation *term = b->last;
      uint32_t s, c;
      if (!term || term->num_successors || !mlb_op_is_terminator(term) ||
          !succ.len ||
          !mlb_term_forwarded_operands(term, (int32_t)succ.data[0], &s, &c) ||
          !has_buffer(term, s, c))
        continue;
      buffer_keys(t, term, s, c, term, keys);
      mlb_op_insert_operands(t->ctx, term, term->num_operands, keys->len,
                             keys->data);
    }
  }
  mlb_vec_free(&succ);
}

static MlbWalkResult find_moving_view(MlbOperation *op, void *user) {
  if (!mlb_view_moves_pointer(op))
    return MLB_WALK_ADVANCE;
  *(bool *)user = true;
  return MLB_WALK_INTERRUPT;
}

static bool moves_anywhere(MlbOperation *func) {
  bool moves = false;
  mlb_walk_pre(func, find_moving_view, &moves);
  return moves;
}

/* The fixpoint over every edge of func: t->carries gets each block
 * argument and region value that may carry a moved pointer. */
static void find_carriers(Threading *t, MlbOperation *func) {
  do {
    t->changed = false;
    mlb_walk_pre(func, op_edges, t);
  } while (t->changed);
}

void mlb_moved_pointer_carriers(MlbContext *ctx, MlbOperation *func,
                                MlbPtrMap *carriers) {
  if (!moves_anywhere(func))
    return;
  Threading t = {.ctx = ctx, .carries = *carriers};
  find_carriers(&t, func);
  *carriers = t.carries;
}

bool mlb_value_carries_moved_pointer(const MlbPtrMap *carriers,
                                     MlbValue *v) {
  return chain_marked(carriers, v, 0);
}

void mlb_dealloc_thread_keys(MlbContext *ctx, MlbOperation *func,
                             MlbPtrMap *keys) {
  if (!moves_anywhere(func))
    return;
  Threading t = {.ctx = ctx, .keys = keys};
  mlb_ptrmap_init(&t.carries);
  find_carriers(&t, func);
  if (t.carries.len) {
    /* Inputs first (every key exists before any is fed), then the
     * results (rebuilding the ops), then what flows along each edge. */
    mlb_walk_pre(func, add_inputs, &t);
    for (uint32_t i = 0; i < t.region_ops.len; i++)
      t.region_ops.data[i] = add_region_results(&t, t.region_ops.data[i]);
    MlbValueVec vals = {0};
    for (uint32_t i = 0; i < t.blocks.len; i++)
      feed_block(&t, t.blocks.data[i], &vals);
    for (uint32_t i = 0; i < t.region_ops.len; i++)
      feed_region_op(&t, t.region_ops.data[i], &vals);
    mlb_vec_free(&vals);
  }
  mlb_ptrmap_free(&t.carries);
  mlb_vec_free(&t.blocks);
  mlb_vec_free(&t.region_ops);
}
