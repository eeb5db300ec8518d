/* dealloc_simplify_canon.c - bufferization.dealloc's canonicalization
 * patterns (upstream's populateDeallocOpCanonicalizationPatterns), used by
 * buffer-deallocation-simplification and, once attached with
 * mlb_register_dealloc_canon, by canonicalize.
 *
 * Every pattern edits only through the rewriter, so the greedy driver
 * sees each change. Examples (conditions abbreviated):
 *
 *   dealloc (%a, %a) if (%c, %d)      => %o = arith.ori %c, %d
 *                                        dealloc (%a) if (%o)
 *   %r:2 = dealloc retain (%x, %x)    => %r = dealloc retain (%x)
 *   %r = dealloc retain (%x)          => %false (dealloc erased)
 *   dealloc (%a, %b) if (%c, %false)  => dealloc (%a) if (%c)
 *   %base, ... = extract_strided_metadata %alloc
 *   dealloc (%base) if (%c)           => dealloc (%alloc) if (%c)
 *   %alloc = memref.alloc()           => (both gone when the dealloc was
 *   dealloc (%alloc) if (%c)              the allocation's only user)
 */
#include "transforms/lower_deallocations.h"

#include "transforms/fold.h"

/* ==== Shared helpers ==== */

MlbValue *mlb_rw_bool(MlbRewriter *rw, MlbAttr *loc, bool v) {
  MlbContext *ctx = rw->ctx;
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "value"),
                       mlb_attr_bool(ctx, v));
  mlb_vec_push(&st.result_types, mlb_type_integer(ctx, 1, MLB_SIGNLESS));
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

MlbValue *mlb_rw_ori(MlbRewriter *rw, MlbAttr *loc, MlbValue *l,
                     MlbValue *r) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "arith.ori", loc);
  mlb_vec_push(&st.operands, l);
  mlb_vec_push(&st.operands, r);
  mlb_vec_push(&st.result_types, l->type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

MlbOperation *mlb_rw_dealloc(MlbRewriter *rw, MlbAttr *loc, uint32_t n,
                             MlbValue *const *memrefs, MlbValue *const *conds,
                             uint32_t nret, MlbValue *const *retained) {
  MlbOpState st;
  mlb_dealloc_state(&st, rw->ctx, loc, n, memrefs, conds, nret, retained);
  return mlb_rw_create(rw, &st);
}

bool mlb_dealloc_update(MlbRewriter *rw, MlbOperation *op, uint32_t n,
                        MlbValue *const *memrefs, MlbValue *const *conds) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  bool same = n == d.n_memrefs;
  for (uint32_t i = 0; same && i < n; i++)
    same = memrefs[i] == mlb_dealloc_memref(&d, i) &&
           conds[i] == mlb_dealloc_cond(&d, i);
  if (same)
    return false;
  MlbValueVec ops = {0};
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&ops, memrefs[i]);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&ops, conds[i]);
  for (uint32_t j = 0; j < d.n_retained; j++)
    mlb_vec_push(&ops, mlb_dealloc_retained(&d, j));
  mlb_op_set_operands(rw->ctx, op, ops.len, ops.data);
  int64_t seg[3] = {n, n, d.n_retained};
  mlb_op_set_prop(rw->ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(rw->ctx, rw->ctx->t_i32, 3, seg));
  mlb_vec_free(&ops);
  mlb_rw_modified(rw, op);
  return true;
}

bool mlb_value_is_one(const MlbValue *v) {
  int64_t x;
  if (!mlb_value_const_int(v, &x))
    return false;
  return mlb_type_is_int(v->type, 1) ? x != 0 : x == 1;
}

bool mlb_value_is_zero(const MlbValue *v) {
  int64_t x;
  return mlb_value_const_int(v, &x) && x == 0;
}

/* Upstream names memref.extract_strided_metadata in these patterns: its
 * base-buffer result is the allocation itself, which no interface says. */
MlbOperation *mlb_extract_metadata_of(MlbContext *ctx, const MlbValue *v) {
  MlbOperation *def = v->def_op;
  if (def && def->num_operands == 1 &&
      def->name == mlb_intern_cstr(ctx, "memref.extract_strided_metadata"))
    return def;
  return NULL;
}

/* ==== Patterns ==== */

/* Memref operand i of `d` appears earlier at position *at. */
static bool earlier_memref(const MlbValueVec *seen, MlbValue *m,
                           uint32_t *at) {
  for (uint32_t k = 0; k < seen->len; k++)
    if (seen->data[k] == m) {
      *at = k;
      return true;
    }
  return false;
}

static bool remove_duplicate_memrefs(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbValueVec mems = {0}, conds = {0};
  for (uint32_t i = 0; i < d.n_memrefs; i++) {
    MlbValue *m = mlb_dealloc_memref(&d, i), *c = mlb_dealloc_cond(&d, i);
    uint32_t at;
    if (!earlier_memref(&mems, m, &at)) {
      mlb_vec_push(&mems, m);
      mlb_vec_push(&conds, c);
    } else if (conds.data[at] != c) {
      conds.data[at] = mlb_rw_ori(rw, op->loc, conds.data[at], c);
    }
  }
  bool changed = mlb_dealloc_update(rw, op, mems.len, mems.data, conds.data);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  return changed;
}

/* The memrefs and conditions of `d`, copied. */
static void dealloc_lists(const MlbDeallocView *d, MlbValueVec *mems,
                          MlbValueVec *conds) {
  for (uint32_t i = 0; i < d->n_memrefs; i++) {
    mlb_vec_push(mems, mlb_dealloc_memref(d, i));
    mlb_vec_push(conds, mlb_dealloc_cond(d, i));
  }
}

static bool remove_duplicate_retained(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbValueVec uniq = {0}, mems = {0}, conds = {0}, repl = {0};
  MlbU32Vec idx = {0};
  for (uint32_t j = 0; j < d.n_retained; j++) {
    MlbValue *r = mlb_dealloc_retained(&d, j);
    uint32_t at;
    if (!earlier_memref(&uniq, r, &at)) {
      at = uniq.len;
      mlb_vec_push(&uniq, r);
    }
    mlb_vec_push(&idx, at);
  }
  bool changed = uniq.len != d.n_retained;
  if (changed) {
    dealloc_lists(&d, &mems, &conds);
    MlbOperation *nd = mlb_rw_dealloc(rw, op->loc, mems.len, mems.data,
                                      conds.data, uniq.len, uniq.data);
    for (uint32_t j = 0; j < idx.len; j++)
      mlb_vec_push(&repl, mlb_op_result(nd, idx.data[j]));
    mlb_rw_replace_op(rw, op, repl.data);
  }
  mlb_vec_free(&uniq);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  mlb_vec_free(&repl);
  mlb_vec_free(&idx);
  return changed;
}

static bool erase_empty(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  if (d.n_memrefs)
    return false;
  MlbValue *f = mlb_rw_bool(rw, op->loc, false);
  MlbValueVec repl = {0};
  for (uint32_t j = 0; j < d.n_retained; j++)
    mlb_vec_push(&repl, f);
  mlb_rw_replace_op(rw, op, repl.data);
  mlb_vec_free(&repl);
  return true;
}

static bool erase_always_false(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbValueVec mems = {0}, conds = {0};
  for (uint32_t i = 0; i < d.n_memrefs; i++) {
    if (mlb_value_is_zero(mlb_dealloc_cond(&d, i)))
      continue;
    mlb_vec_push(&mems, mlb_dealloc_memref(&d, i));
    mlb_vec_push(&conds, mlb_dealloc_cond(&d, i));
  }
  bool changed = mlb_dealloc_update(rw, op, mems.len, mems.data, conds.data);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  return changed;
}

static bool skip_metadata_of_alloc(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbValueVec mems = {0}, conds = {0};
  dealloc_lists(&d, &mems, &conds);
  for (uint32_t i = 0; i < mems.len; i++) {
    MlbOperation *meta = mlb_extract_metadata_of(rw->ctx, mems.data[i]);
    if (!meta)
      continue;
    MlbValue *src = mlb_op_operand(meta, 0);
    if (src->def_op && mlb_op_allocates(rw->ctx, src->def_op, src, NULL))
      mems.data[i] = src;
  }
  bool changed = mlb_dealloc_update(rw, op, mems.len, mems.data, conds.data);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  return changed;
}

/* The op allocates `v` and has no other effect on it (hasSingleEffect). */
static bool only_allocates(MlbContext *ctx, MlbOperation *def, MlbValue *v) {
  MlbEffectVec fx = {0};
  bool alloc = false, other = false;
  if (mlb_op_effects(ctx, def, &fx))
    for (uint32_t i = 0; i < fx.len; i++) {
      if (fx.data[i].value != v)
        continue;
      if (fx.data[i].kind == MLB_EFFECT_ALLOCATE)
        alloc = true;
      else
        other = true;
    }
  mlb_vec_free(&fx);
  return alloc && !other;
}

static bool remove_alloc_dealloc_pair(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocView d;
  mlb_dealloc_view(op, &d);
  MlbValueVec mems = {0}, conds = {0};
  MlbOpVec dead = {0};
  for (uint32_t i = 0; i < d.n_memrefs; i++) {
    MlbValue *m = mlb_dealloc_memref(&d, i);
    if (m->def_op && only_allocates(rw->ctx, m->def_op, m) &&
        mlb_value_has_one_use(m)) {
      mlb_vec_push(&dead, m->def_op);
      continue;
    }
    mlb_vec_push(&mems, m);
    mlb_vec_push(&conds, mlb_dealloc_cond(&d, i));
  }
  bool changed = mlb_dealloc_update(rw, op, mems.len, mems.data, conds.data);
  for (uint32_t i = 0; changed && i < dead.len; i++)
    mlb_rw_erase_op(rw, dead.data[i]);
  mlb_vec_free(&mems);
  mlb_vec_free(&conds);
  mlb_vec_free(&dead);
  return changed;
}

/* ==== Registration ==== */

static const MlbPattern k_patterns[] = {
    {"DeallocRemoveDuplicateDeallocMemrefs", remove_duplicate_memrefs, 1},
    {"DeallocRemoveDuplicateRetainedMemrefs", remove_duplicate_retained, 1},
    {"EraseEmptyDealloc", erase_empty, 1},
    {"EraseAlwaysFalseDealloc", erase_always_false, 1},
    {"SkipExtractMetadataOfAlloc", skip_metadata_of_alloc, 1},
    {"RemoveAllocDeallocPairWhenNoOtherUsers", remove_alloc_dealloc_pair, 1},
};

const MlbPattern *mlb_dealloc_canon_patterns(uint32_t *n) {
  *n = MLB_ARRAY_LEN(k_patterns);
  return k_patterns;
}

static const MlbCanonIface k_canon = {k_patterns, MLB_ARRAY_LEN(k_patterns)};

void mlb_register_dealloc_canon(MlbContext *ctx) {
  (void)mlb_attach_iface(ctx, "bufferization.dealloc", MLB_IFACE_CANONICALIZE,
                         &k_canon);
}
