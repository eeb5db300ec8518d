/* lower_deallocations.c - the `bufferization-lower-deallocations` pass:
 * bufferization.dealloc into scf.if-guarded frees.
 *
 * Each dealloc is lowered on its own, as upstream's DeallocOpConversion
 * does, choosing the cheapest of four shapes:
 *
 *  - no memrefs: every result is `arith.constant false`;
 *  - one memref, nothing retained:
 *      bufferization.dealloc (%m) if (%c)   =>   scf.if %c { free %m }
 *  - one memref, retained values: compare base pointers inline,
 *      %pm = memref.extract_aligned_pointer_as_index %m
 *      %pr = memref.extract_aligned_pointer_as_index %r   (per retained)
 *      %ne = arith.cmpi ne, %pm, %pr                      (per retained)
 *      scf.if (%ne0 and ... and %c) { free %m }
 *      result j = (%ne_j xor true) and %c
 *  - several memrefs, few comparisons (mlbuf, option `inline-limit`):
 *    the helper's comparisons written out, no arrays and no call:
 *      free memref i when %c_i, it differs from every retained value and
 *      from every earlier memref; retained j is owned when it equals some
 *      memref i whose %c_i holds;
 *  - the general case: store the pointers and conditions into memref
 *    arrays, call the module's `dealloc_helper` (lower_deallocations_
 *    helper.c), free memref i when dealloc_out[i] holds, read the results
 *    from retain_out, and free the five arrays. With a nonzero
 *    `inline-limit` (mlbuf's lowering) the arrays are instead allocas at
 *    the start of the function (scratch_block), none freed.
 *
 * The general case needs the helper function, which only a module root can
 * receive; on a function root such a dealloc fails with upstream's errors.
 * The deallocs are rewritten by a partial conversion (lower_deallocations_
 * convert.c), which also folds the ops of dialects other than memref,
 * arith, scf and func, as upstream's does.
 * Frees use the free op of the allocation interface of the buffer's
 * origins when they agree (gpu.alloc -> gpu.dealloc), else memref.dealloc,
 * which is what upstream always emits.
 *
 * Requires: nothing.  Preserves: everything but the lowered deallocs.
 */
#include "transforms/lower_deallocations.h"
#include "rewrite/fold.h"

/* ==== Root and helper functions ==== */

/* Upstream accepts exactly builtin.module as the container receiving the
 * helper (a gpu.module root is refused like any other op). */
static bool is_module(MlbContext *ctx, const MlbOperation *op) {
  return op->name == mlb_intern_cstr(ctx, "builtin.module") &&
         op->num_regions == 1 && op->regions[0].first;
}

/* Asked of every op by the conversion: a string compare (names are
 * interned, so it mostly stops at the first byte) beats interning the
 * literal. */
bool mlb_is_dealloc_op(MlbContext *ctx, const MlbOperation *op) {
  MLB_UNUSED(ctx);
  return op->name[0] == 'b' && strcmp(op->name, "bufferization.dealloc") == 0;
}

static MlbOperation *parent_symbol_table(MlbOperation *op) {
  for (MlbOperation *p = mlb_op_parent_op(op); p; p = mlb_op_parent_op(p))
    if (mlb_op_has_trait(p, MLB_TRAIT_SYMBOL_TABLE))
      return p;
  return NULL;
}

typedef struct Collect {
  MlbContext *ctx;
  MlbOpVec ops;  /* the deallocs */
  bool one_free; /* every allocation op frees with memref.dealloc */
  MlbOpVec moving; /* functions holding a pointer-moving view */
} Collect;

/* Frees like memref.dealloc does (what mlb_bld_free builds without a
 * table). */
static bool frees_as_memref_dealloc(const MlbAllocationIface *a) {
  return !a->build_free &&
         (!a->free_op || strcmp(a->free_op, "memref.dealloc") == 0);
}

static void collect_op(Collect *c, MlbOperation *op) {
  if (mlb_is_dealloc_op(c->ctx, op))
    mlb_vec_push(&c->ops, op);
  const MlbAllocationIface *a = mlb_op_iface(op, MLB_IFACE_ALLOCATION);
  if (a && !frees_as_memref_dealloc(a))
    c->one_free = false;
  if (mlb_view_moves_pointer(op)) {
    MlbOperation *f = mlb_op_parent_op(op);
    while (f && !mlb_op_is_function(f))
      f = mlb_op_parent_op(f);
    if (f && (!c->moving.len || c->moving.data[c->moving.len - 1] != f))
      mlb_vec_push(&c->moving, f);
  }
}

static MlbWalkResult collect_deallocs(MlbOperation *op, void *user) {
  collect_op(user, op);
  return MLB_WALK_ADVANCE;
}

/* Pointer comparisons of the inline lowering of d: each memref with the
 * earlier ones and with every retained value. */
static uint64_t inline_comparisons(const MlbDeallocView *d) {
  uint64_t n = d->n_memrefs, m = d->n_retained;
  return n * (n - 1) / 2 + n * m;
}

static bool lowers_inline(const MlbDeallocLowering *l,
                          const MlbDeallocView *d) {
  return d->n_memrefs > 1 && inline_comparisons(d) <= l->inline_limit;
}

/* One helper per symbol table holding a dealloc of several memrefs that is
 * not lowered inline. */
static void create_helpers(MlbDeallocLowering *l, Collect *c) {
  for (uint32_t i = 0; i < c->ops.len; i++) {
    MlbDeallocView d;
    mlb_dealloc_view(c->ops.data[i], &d);
    MlbOperation *table = parent_symbol_table(d.op);
    if (d.n_memrefs <= 1 || lowers_inline(l, &d) || !table ||
        mlb_ptrmap_get(&l->helpers, table))
      continue;
    mlb_ptrmap_put(&l->helpers, table,
                   mlb_build_dealloc_helper(l->ctx, table, l->root->loc));
  }
}

MlbStatus mlb_dealloc_lowering_begin(MlbDeallocLowering *l, MlbContext *ctx,
                                     MlbOperation *root) {
  return mlb_dealloc_lowering_begin_inline(l, ctx, root, 0);
}

static MlbStatus lowering_init(MlbDeallocLowering *l, MlbContext *ctx,
                               MlbOperation *root, uint32_t inline_limit) {
  memset(l, 0, sizeof *l);
  l->ctx = ctx;
  l->inline_limit = inline_limit;
  l->root = root;
  mlb_ptrmap_init(&l->helpers);
  mlb_ptrmap_init(&l->keys);
  if (!is_module(ctx, root) && !mlb_op_is_function(root))
    return mlb_emit_error(ctx, root->loc,
                          "root operation must be a builtin.module or a "
                          "function");
  return MLB_SUCCESS;
}

/* From the root's deallocs and allocators (collected in c): the helper
 * functions, and the alias analysis when allocators must be told apart. */
static void lowering_prepare(MlbDeallocLowering *l, Collect *c) {
  for (uint32_t i = 0; i < c->moving.len; i++)
    mlb_dealloc_thread_keys(l->ctx, c->moving.data[i], &l->keys);
  mlb_vec_free(&c->moving);
  if (is_module(l->ctx, l->root))
    create_helpers(l, c);
  mlb_vec_free(&c->ops);
  /* The analysis only tells allocators apart (free_of): when all of them
   * free with memref.dealloc, every free is that op whatever the origins,
   * and the analysis is not built. */
  if (!c->one_free) {
    mlb_alias_build(&l->alias, l->ctx, l->root);
    l->has_alias = true;
  }
}

MlbStatus mlb_dealloc_lowering_begin_inline(MlbDeallocLowering *l,
                                            MlbContext *ctx,
                                            MlbOperation *root,
                                            uint32_t inline_limit) {
  MLB_TRY(lowering_init(l, ctx, root, inline_limit));
  Collect c = {ctx, {0}, true, {0}};
  mlb_walk_post(root, collect_deallocs, &c);
  lowering_prepare(l, &c);
  return MLB_SUCCESS;
}

void mlb_dealloc_lowering_end(MlbDeallocLowering *l) {
  mlb_ptrmap_free(&l->helpers);
  mlb_ptrmap_free(&l->keys);
  if (l->has_alias)
    mlb_alias_free(&l->alias);
  l->has_alias = false;
}

MlbStatus mlb_emit_failed_to_legalize(MlbContext *ctx, MlbOperation *op) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message,
                 "failed to legalize operation '%s' that was explicitly "
                 "marked illegal",
                 op->name);
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

/* ==== The four shapes ==== */

/* Without the analysis every allocator frees with memref.dealloc (see
 * mlb_dealloc_lowering_begin_inline), which mlb_bld_free builds for no
 * table. */
static const MlbAllocationIface *free_of(MlbDeallocLowering *l,
                                         MlbValue *buf) {
  if (!l->has_alias)
    return NULL;
  return mlb_bld_alloc_iface_of(&l->alias, l->ctx, buf);
}

static void lower_one_retained(MlbDeallocLowering *l, MlbBuilder *b,
                               const MlbDeallocView *d, MlbValueVec *repl) {
  MlbAttr *loc = d->op->loc;
  MlbValue *m = mlb_dealloc_memref(d, 0), *c = mlb_dealloc_cond(d, 0);
  MlbValueVec ne;
  mlb_vec_from_pool(&l->ctx->state_pool, &ne);
  MlbValue *pm = mlb_dealloc_alias_key(&l->keys, b, loc, m);
  for (uint32_t j = 0; j < d->n_retained; j++) {
    MlbValue *pr = mlb_dealloc_alias_key(&l->keys, b, loc, mlb_dealloc_retained(d, j));
    mlb_vec_push(&ne, mlb_bld_cmpi(b, loc, MLB_CMPI_NE, pm, pr));
  }
  MlbValue *all = ne.data[0];
  for (uint32_t j = 1; j < ne.len; j++)
    all = mlb_bld_binary(b, loc, "arith.andi", all, ne.data[j]);
  MlbValue *should = mlb_bld_binary(b, loc, "arith.andi", all, c);
  mlb_bld_if_free(b, loc, should, m, free_of(l, m));
  MlbValue *t = mlb_bld_const_bool(b, loc, true);
  for (uint32_t j = 0; j < ne.len; j++) {
    MlbValue *alias = mlb_bld_binary(b, loc, "arith.xori", ne.data[j], t);
    mlb_vec_push(repl, mlb_bld_binary(b, loc, "arith.andi", alias, c));
  }
  mlb_vec_to_pool(&l->ctx->state_pool, &ne);
}

static MlbType *vec_type(MlbContext *ctx, int64_t n, MlbType *elt) {
  return mlb_type_memref(ctx, 1, &n, elt, NULL, NULL);
}

static MlbType *dyn_vec_type(MlbContext *ctx, MlbType *elt) {
  return vec_type(ctx, MLB_DYNAMIC, elt);
}

/* Stores vals[i] (or their aligned pointers) into arr[i]. */
static void store_all(const MlbPtrMap *keys, MlbBuilder *b, MlbAttr *loc,
                      MlbValue *arr, uint32_t n,
                      MlbValue *(*get)(const MlbDeallocView *, uint32_t),
                      const MlbDeallocView *d, bool as_ptr) {
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *v = get(d, i);
    if (as_ptr)
      v = mlb_dealloc_alias_key(keys, b, loc, v);
    mlb_bld_store(b, loc, v, arr, mlb_bld_const_index(b, loc, i));
  }
}

typedef struct Arrays {
  MlbValue *ptrs, *conds, *rets, *dealloc_out, *retain_out;
  /* Not NULL: the arrays are memref.allocas at the start of this block
   * (scratch_block), else heap allocations before the dealloc. */
  MlbBlock *stack;
} Arrays;

/* Where the generic lowering's five scratch arrays go with mlbuf's
 * lowering (inline-limit above 0; with 0, upstream's heap arrays): the
 * entry block of the function holding the dealloc, as memref.allocas of
 * static size -- a frame's own memory, set aside once per call however
 * often the dealloc runs, where each run of upstream's costs five heap
 * allocations and frees. Every run writes what the helper reads before
 * the call (the pointers and conditions), and the helper writes both
 * outputs whole, so runs can share them. NULL (heap arrays) when an op
 * isolated from above lies between the dealloc and its function. */
static MlbBlock *scratch_block(const MlbDeallocLowering *l, MlbOperation *op) {
  if (!l->inline_limit)
    return NULL;
  for (MlbOperation *p = mlb_op_parent_op(op); p; p = mlb_op_parent_op(p)) {
    if (mlb_op_is_function(p)) {
      const MlbCallableIface *c = mlb_op_iface(p, MLB_IFACE_CALLABLE);
      uint32_t r = c ? c->body_region : 0;
      return r < p->num_regions ? p->regions[r].first : NULL;
    }
    if (mlb_op_has_trait(p, MLB_TRAIT_ISOLATED))
      return NULL;
  }
  return NULL;
}

/* memref.alloca of static `type` at the start of block `blk`. */
static MlbValue *entry_alloca(MlbContext *ctx, MlbBlock *blk, MlbAttr *loc,
                              MlbType *type) {
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_start(&b, blk);
  MlbOpState st;
  mlb_opstate_init_pooled(&st, ctx, "memref.alloca", loc);
  int64_t seg[2] = {0, 0};
  mlb_opstate_add_segment_sizes(ctx, &st, "operandSegmentSizes", seg, 2);
  mlb_vec_push(&st.result_types, type);
  return mlb_op_result(mlb_builder_insert(&b, &st), 0);
}

static MlbValue *scratch(MlbBuilder *b, const Arrays *a, MlbAttr *loc,
                         MlbType *type) {
  return a->stack ? entry_alloca(b->ctx, a->stack, loc, type)
                  : mlb_bld_alloc(b, loc, type, 0, NULL, NULL);
}

static void build_arrays(const MlbPtrMap *keys, MlbBuilder *b,
                         const MlbDeallocView *d, Arrays *a, MlbValue **args) {
  MlbContext *ctx = b->ctx;
  MlbAttr *loc = d->op->loc;
  MlbType *it = mlb_type_index(ctx), *bt = mlb_type_integer(ctx, 1, MLB_SIGNLESS);
  a->ptrs = scratch(b, a, loc, vec_type(ctx, d->n_memrefs, it));
  a->conds = scratch(b, a, loc, vec_type(ctx, d->n_memrefs, bt));
  a->rets = scratch(b, a, loc, vec_type(ctx, d->n_retained, it));
  store_all(keys, b, loc, a->ptrs, d->n_memrefs, mlb_dealloc_memref, d, true);
  store_all(keys, b, loc, a->conds, d->n_memrefs, mlb_dealloc_cond, d, false);
  store_all(keys, b, loc, a->rets, d->n_retained, mlb_dealloc_retained, d, true);
  args[0] = mlb_bld_cast(b, loc, a->ptrs, dyn_vec_type(ctx, it));
  args[2] = mlb_bld_cast(b, loc, a->conds, dyn_vec_type(ctx, bt));
  args[1] = mlb_bld_cast(b, loc, a->rets, dyn_vec_type(ctx, it));
  a->dealloc_out = scratch(b, a, loc, vec_type(ctx, d->n_memrefs, bt));
  a->retain_out = scratch(b, a, loc, vec_type(ctx, d->n_retained, bt));
  args[3] = mlb_bld_cast(b, loc, a->dealloc_out, dyn_vec_type(ctx, bt));
  args[4] = mlb_bld_cast(b, loc, a->retain_out, dyn_vec_type(ctx, bt));
}

static void build_call(MlbBuilder *b, MlbAttr *loc, MlbOperation *helper,
                       MlbValue *const *args) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "func.call", loc);
  for (uint32_t i = 0; i < 5; i++)
    mlb_vec_push(&st.operands, args[i]);
  mlb_opstate_add_prop(&st, mlb_names.callee,
                       mlb_attr_symref(ctx, mlb_op_symbol_name(helper), 0,
                                       NULL));
  mlb_builder_insert(b, &st);
}

static void lower_general(MlbDeallocLowering *l, MlbBuilder *b,
                          const MlbDeallocView *d, MlbOperation *helper,
                          MlbValueVec *repl) {
  MlbAttr *loc = d->op->loc;
  Arrays a = {.stack = scratch_block(l, d->op)};
  MlbValue *args[5];
  build_arrays(&l->keys, b, d, &a, args);
  build_call(b, loc, helper, args);
  for (uint32_t i = 0; i < d->n_memrefs; i++) {
    MlbValue *idx = mlb_bld_const_index(b, loc, i);
    MlbValue *should = mlb_bld_load(b, loc, a.dealloc_out, idx);
    MlbValue *m = mlb_dealloc_memref(d, i);
    mlb_bld_if_free(b, loc, should, m, free_of(l, m));
  }
  for (uint32_t j = 0; j < d->n_retained; j++) {
    MlbValue *idx = mlb_bld_const_index(b, loc, j);
    mlb_vec_push(repl, mlb_bld_load(b, loc, a.retain_out, idx));
  }
  /* Heap arrays are plain heap memory whatever the buffers' resources. */
  MlbValue *tmp[5] = {a.ptrs, a.rets, a.conds, a.dealloc_out, a.retain_out};
  for (uint32_t i = 0; !a.stack && i < 5; i++)
    mlb_bld_op(b, "memref.dealloc", loc, 1, &tmp[i], 0, NULL);
}

/* The helper's loops written out for a small dealloc (see the file
 * comment); keys are computed once per buffer. */
static void lower_inline(MlbDeallocLowering *l, MlbBuilder *b,
                         const MlbDeallocView *d, MlbValueVec *repl) {
  MlbAttr *loc = d->op->loc;
  uint32_t n = d->n_memrefs, m = d->n_retained;
  MlbValueVec pm = {0}, pr = {0}, owned = {0};
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&pm, mlb_dealloc_alias_key(&l->keys, b, loc, mlb_dealloc_memref(d, i)));
  for (uint32_t j = 0; j < m; j++) {
    mlb_vec_push(&pr, mlb_dealloc_alias_key(&l->keys, b, loc, mlb_dealloc_retained(d, j)));
    mlb_vec_push(&owned, NULL);
  }
  MlbValue *t = m ? mlb_bld_const_bool(b, loc, true) : NULL;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *c = mlb_dealloc_cond(d, i), *should = c;
    for (uint32_t j = 0; j < m; j++) {
      MlbValue *ne = mlb_bld_cmpi(b, loc, MLB_CMPI_NE, pm.data[i], pr.data[j]);
      should = mlb_bld_binary(b, loc, "arith.andi", should, ne);
      MlbValue *eq = mlb_bld_binary(b, loc, "arith.xori", ne, t);
      MlbValue *own = mlb_bld_binary(b, loc, "arith.andi", eq, c);
      owned.data[j] = owned.data[j] ? mlb_bld_binary(b, loc, "arith.ori",
                                                     owned.data[j], own)
                                    : own;
    }
    for (uint32_t k = 0; k < i; k++)
      should = mlb_bld_binary(
          b, loc, "arith.andi", should,
          mlb_bld_cmpi(b, loc, MLB_CMPI_NE, pm.data[i], pm.data[k]));
    MlbValue *buf = mlb_dealloc_memref(d, i);
    mlb_bld_if_free(b, loc, should, buf, free_of(l, buf));
  }
  for (uint32_t j = 0; j < m; j++)
    mlb_vec_push(repl, owned.data[j]);
  mlb_vec_free(&pm);
  mlb_vec_free(&pr);
  mlb_vec_free(&owned);
}

/* ==== One dealloc ==== */

/* The pattern's own error; the conversion then reports the op as not
 * legalized. */
static bool no_helper_error(MlbContext *ctx, MlbOperation *op) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_puts(&d->message, "library function required for generic "
                            "lowering, but cannot be automatically inserted "
                            "when operating on functions");
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_emit(ctx, d);
  return false;
}

bool mlb_lower_one_dealloc(MlbDeallocLowering *l, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbBuilder b = {l->ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbValueVec repl; /* a recycled block: one dealloc, a few values */
  mlb_vec_from_pool(&l->ctx->state_pool, &repl);
  l->num_lowered++;
  l->num_frees += d.n_memrefs;
  if (d.n_memrefs == 0) {
    MlbValue *f = mlb_bld_const_bool(&b, op->loc, false);
    for (uint32_t j = 0; j < d.n_retained; j++)
      mlb_vec_push(&repl, f);
  } else if (d.n_memrefs == 1 && d.n_retained == 0) {
    MlbValue *m = mlb_dealloc_memref(&d, 0);
    mlb_bld_if_free(&b, op->loc, mlb_dealloc_cond(&d, 0), m, free_of(l, m));
  } else if (d.n_memrefs == 1) {
    lower_one_retained(l, &b, &d, &repl);
  } else if (lowers_inline(l, &d)) {
    lower_inline(l, &b, &d, &repl);
  } else {
    MlbOperation *table = parent_symbol_table(op);
    MlbOperation *helper = table ? mlb_ptrmap_get(&l->helpers, table) : NULL;
    if (!helper) {
      mlb_vec_to_pool(&l->ctx->state_pool, &repl);
      return no_helper_error(l->ctx, op);
    }
    lower_general(l, &b, &d, helper, &repl);
    l->num_helper_calls++;
  }
  for (uint32_t j = 0; j < repl.len; j++)
    mlb_value_replace_all_uses(mlb_op_result(op, j), repl.data[j]);
  mlb_vec_to_pool(&l->ctx->state_pool, &repl);
  mlb_op_destroy(l->ctx, op);
  return true;
}

/* ==== Pass ==== */

static const char *const k_legal[] = {"memref", "arith", "scf", "func", NULL};

static bool illegal_op(MlbContext *ctx, const MlbOperation *op) {
  return mlb_is_dealloc_op(ctx, op);
}

static bool rewrite_dealloc(void *user, MlbOperation *op) {
  return mlb_lower_one_dealloc(user, op);
}

/* The pass's state: the lowering first, as the conversion's rewrites take
 * a pointer to it; the deallocs and allocators met as the conversion lists
 * the ops. */
typedef struct PassState {
  MlbDeallocLowering l;
  Collect c;
} PassState;

static void observe_op(void *user, MlbOperation *op) {
  collect_op(&((PassState *)user)->c, op);
}

static void prepare_lowering(void *user) {
  PassState *ps = user;
  lowering_prepare(&ps->l, &ps->c);
}

static const MlbConversionPrepare k_prepare = {observe_op, prepare_lowering};

/* The run is over: what the lowering holds goes, its counters reach the
 * pass's statistics. */
static void lowering_finish(PassState *ps, MlbPassState *st) {
  MlbDeallocLowering *l = &ps->l;
  mlb_vec_free(&ps->c.ops); /* when the conversion stopped early */
  mlb_vec_free(&ps->c.moving);
  st->stats[0] += l->num_lowered;
  st->stats[1] += l->num_frees;
  st->stats[2] += l->num_helper_calls;
  mlb_dealloc_lowering_end(l);
}

/* ==== Units ====
 * Every unit is observed (deallocs and allocators) as the passes before
 * finish it; prepare then makes the helpers (new top-level ops, which the
 * run by units leaves to the passes after this one, as a run over the
 * whole root does not lower them either) before the first unit is
 * lowered. A root other than a module (a function) is lowered whole:
 * its ops are observed as the conversion lists them, then prepared, then
 * legalized. Lowering one function changes no other, so each can be
 * verified as it is done. */
typedef struct Units {
  PassState ps;
  MlbConversion c;
  MlbConversionSession *conv; /* NULL: the root is lowered whole */
  uint32_t inline_limit;
  MlbPassState *st;
} Units;

static bool units_begin(MlbContext *ctx, MlbOperation *root,
                        const MlbPassOptValue *opts, MlbPassState *st,
                        void **session) {
  Units *u = mlb_calloc(1, sizeof *u);
  u->ps.c = (Collect){ctx, {0}, true, {0}};
  u->st = st;
  u->inline_limit = opts[0].i < 0 ? 0 : (uint32_t)opts[0].i;
  u->c = (MlbConversion){k_legal, illegal_op, rewrite_dealloc, &u->ps, NULL};
  *session = u;
  /* A conversion that would change the root itself does not start. */
  if (is_module(ctx, root) && mlb_units_split(root))
    u->conv = mlb_conversion_begin(ctx, root, &u->c, &k_prepare);
  if (u->conv)
    (void)lowering_init(&u->ps.l, ctx, root, u->inline_limit); /* a module */
  return u->conv != NULL;
}

static void units_observe(void *session, MlbOperation *unit) {
  mlb_conversion_observe(((Units *)session)->conv, unit);
}

static MlbStatus units_prepare(void *session) {
  mlb_conversion_prepare(((Units *)session)->conv);
  return MLB_SUCCESS;
}

/* The root whole: observed as the conversion lists its ops, prepared,
 * then legalized. The lowering is set up here, as it fails on a root
 * that is neither a module nor a function. */
static MlbStatus lower_whole(Units *u, MlbOperation *root) {
  MlbContext *ctx = u->ps.c.ctx;
  MLB_TRY(lowering_init(&u->ps.l, ctx, root, u->inline_limit));
  return mlb_apply_partial_conversion_prepared(ctx, root, &u->c, &k_prepare);
}

/* Lowering always counts as a change (the whole-root run's conversion
 * does not count its rewrites). */
static MlbStatus units_unit(void *session, MlbOperation *unit,
                            bool *changed) {
  Units *u = session;
  if (u->conv)
    return mlb_conversion_unit(u->conv, unit, changed);
  *changed = true;
  return lower_whole(u, unit);
}

static MlbStatus units_end(void *session, MlbStatus s) {
  Units *u = session;
  if (u->conv)
    mlb_conversion_end(u->conv);
  lowering_finish(&u->ps, u->st);
  mlb_free(u);
  return s;
}

/* The deallocs observed stay untouched until lowered; the alias analysis
 * (several allocators) covers the whole module and may lead from a unit's
 * buffer to an allocation in a unit already done. */
static bool units_forget(void *session) {
  return !((Units *)session)->ps.l.has_alias;
}

static const MlbPassUnits k_units = {.begin = units_begin,
                                     .observe = units_observe,
                                     .prepare = units_prepare,
                                     .unit = units_unit,
                                     .end = units_end,
                                     .forgets_units = units_forget};

static const MlbPassOptDef k_lower_options[] = {
    {.name = "inline-limit",
     .kind = MLB_OPT_INT,
     .default_text = "16",
     .description = "mlbuf: lower a dealloc of several memrefs inline, "
                    "without the generic helper function, when it needs at "
                    "most this many pointer comparisons (0: always the "
                    "helper, as upstream)"},
};

static const MlbPassStatDef k_lower_stats[] = {
    {"num-deallocs-lowered", "Number of bufferization.dealloc ops lowered"},
    {"num-frees", "Number of (guarded) frees inserted"},
    {"num-helper-calls", "Number of calls to the generic dealloc helper"},
};

const MlbPassDef mlb_pass_lower_deallocations = {
    .flag = "bufferization-lower-deallocations",
    .name = "LowerDeallocationsPass",
    .anchor = "any",
    .summary = "Lowers `bufferization.dealloc` operations to "
               "`memref.dealloc`operations",
    .options = k_lower_options,
    .num_options = MLB_ARRAY_LEN(k_lower_options),
    .stats = k_lower_stats,
    .num_stats = MLB_ARRAY_LEN(k_lower_stats),
    .units = &k_units,
};
