/* bufferization_canon.c - folders and canonicalization patterns of the
 * bufferization ops, as upstream's BufferizationOps.cpp:
 *
 *  bufferization.dealloc (patterns, in upstream's order): merge duplicate
 *    memrefs (their conditions or'ed), merge duplicate retained values,
 *    replace a dealloc without memrefs by `false` results, drop memrefs
 *    whose condition is constant false, look through
 *    memref.extract_strided_metadata of an allocation, and drop memrefs
 *    allocated by an op with no other effect and no other user (erasing
 *    the allocation too).
 *  to_tensor(to_buffer(t)) -> t when the two are adjacent;
 *  to_buffer(to_tensor(m)) -> m when the types match;
 *  clone: a ranked memref.cast operand is looked through; an unused clone
 *    is erased; a clone whose result or (view-canonical) source is freed
 *    exactly once, later in its block with no free in between, and not
 *    both in one block, is replaced by its source (cast if needed) and
 *    that free erased (SimplifyClones), unless the addresses of both the
 *    clone and its source may be observed (a pointer compare of the two
 *    would change its answer) or one of them is written after the clone
 *    (mlbuf only: the merged buffers would see each other's writes).
 */
#include "dialects/memref/memref_canon.h"
#include "dialects/bufferization/bufferization.h"
#include "dialects/common.h"
#include "interfaces/registrations.h"

/* ==== dealloc patterns ====
 * Each pattern first checks, on the op's operands, that it has something
 * to do: they run on every dealloc of every greedy iteration and nearly
 * always decline. Only then are the lists copied (bufferization.h),
 * edited in place and written back. */

/* Writes the edited lists back to their op (when they differ from its
 * operands) and releases them. */
static bool finish_update(MlbRewriter *rw, MlbDeallocLists *l) {
  bool changed = mlb_dealloc_lists_update(rw, l);
  mlb_dealloc_lists_free(l);
  return changed;
}

static bool pat_dup_memrefs(MlbRewriter *rw, MlbOperation *op) {
  if (!mlb_operands_have_duplicate(op, 0, mlb_dealloc_sizes(op).n))
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t out = 0;
  for (uint32_t i = 0; i < l.n; i++) {
    uint32_t k = 0;
    while (k < out && l.mems[k] != l.mems[i])
      k++;
    if (k < out) {
      if (l.conds[k] != l.conds[i])
        l.conds[k] =
            mlb_rw_binary(rw, "arith.ori", op->loc, l.conds[k], l.conds[i]);
      continue;
    }
    l.mems[out] = l.mems[i];
    l.conds[out++] = l.conds[i];
  }
  l.n = out;
  return finish_update(rw, &l);
}

/* The retained values without repeats replace op by a dealloc of their
 * own; each old result becomes the new result of its first occurrence. */
static bool pat_dup_retained(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  if (!mlb_operands_have_duplicate(op, 2 * sz.n, sz.nret))
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t uniq = 0;
  for (uint32_t j = 0; j < l.nret; j++) {
    uint32_t k = 0;
    while (k < uniq && l.rets[k] != l.rets[j])
      k++;
    if (k == uniq)
      l.rets[uniq++] = l.rets[j];
  }
  MlbOperation *nd =
      mlb_dealloc_create(rw, op->loc, l.n, l.mems, l.conds, uniq, l.rets);
  for (uint32_t j = 0; j < l.nret; j++) {
    MlbValue *r = mlb_op_operand(op, 2 * l.n + j);
    uint32_t k = 0;
    while (l.rets[k] != r)
      k++;
    l.aux[j] = mlb_op_result(nd, k);
  }
  mlb_rw_replace_op(rw, op, l.aux);
  mlb_dealloc_lists_free(&l);
  return true;
}

static bool pat_erase_empty(MlbRewriter *rw, MlbOperation *op) {
  MlbDeallocSizes sz = mlb_dealloc_sizes(op);
  if (sz.n || sz.nret != op->num_results)
    return false;
  MlbValue *f = mlb_arith_const(rw, mlb_attr_bool(rw->ctx, false), op->loc);
  MlbDeallocLists l; /* aux: one slot per result */
  mlb_dealloc_lists_read(&l, op);
  for (uint32_t j = 0; j < l.nret; j++)
    l.aux[j] = f;
  mlb_rw_replace_op(rw, op, l.aux);
  mlb_dealloc_lists_free(&l);
  return true;
}

static bool is_false(const MlbValue *c) {
  int64_t v;
  return mlb_value_const_int(c, &v) && v == 0;
}

static bool pat_always_false(MlbRewriter *rw, MlbOperation *op) {
  uint32_t n = mlb_dealloc_sizes(op).n, i = 0;
  while (i < n && !is_false(mlb_op_operand(op, n + i)))
    i++;
  if (i == n)
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t out = i; /* memrefs before i stay where they are */
  for (; i < l.n; i++) {
    if (is_false(l.conds[i]))
      continue;
    l.mems[out] = l.mems[i];
    l.conds[out++] = l.conds[i];
  }
  l.n = out;
  return finish_update(rw, &l);
}

/* Upstream asks the defining op's MemoryEffectOpInterface, which ops
 * whose effects are only those of their nested ops (RecursiveMemoryEffects,
 * e.g. scf.if) do not implement. Nested ops cannot name the op's own
 * result, so those are passed over without collecting nested effects. */
static bool states_own_effects(const MlbOperation *op) {
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  return fx && (fx->get || fx->num_specs);
}

/* The op allocates `v` (through its effects); *only: it has no other
 * effect. */
static bool allocates(MlbContext *ctx, MlbOperation *op, MlbValue *v,
                      bool *only) {
  *only = false;
  if (!states_own_effects(op))
    return false;
  MlbEffectVec fx = {0};
  bool found = false;
  *only = mlb_op_effects(ctx, op, &fx);
  for (uint32_t i = 0; i < fx.len; i++) {
    if (fx.data[i].kind == MLB_EFFECT_ALLOCATE && fx.data[i].value == v)
      found = true;
    if (fx.data[i].kind != MLB_EFFECT_ALLOCATE)
      *only = false;
  }
  mlb_vec_free(&fx);
  return found;
}

static bool is_metadata_of_alloc(MlbContext *ctx, const MlbValue *m) {
  MlbOperation *x = m->def_op;
  if (!mlb_op_is(x, "memref.extract_strided_metadata"))
    return false;
  MlbValue *src = mlb_op_operand(x, 0);
  bool only;
  return src->def_op && allocates(ctx, src->def_op, src, &only);
}

static bool pat_skip_extract_metadata(MlbRewriter *rw, MlbOperation *op) {
  uint32_t n = mlb_dealloc_sizes(op).n, i = 0;
  while (i < n && !is_metadata_of_alloc(rw->ctx, mlb_op_operand(op, i)))
    i++;
  if (i == n)
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  for (uint32_t k = i; k < l.n; k++)
    if (k == i || is_metadata_of_alloc(rw->ctx, l.mems[k]))
      l.mems[k] = mlb_op_operand(l.mems[k]->def_op, 0);
  return finish_update(rw, &l);
}

/* `m` is only freed by this dealloc and allocated by an op doing nothing
 * else: both can go. The use count is the cheap test, so it comes first. */
static bool is_unused_alloc(MlbContext *ctx, MlbValue *m) {
  bool only = false;
  return mlb_value_has_one_use(m) && m->def_op &&
         allocates(ctx, m->def_op, m, &only) && only;
}

static bool pat_alloc_dealloc_pair(MlbRewriter *rw, MlbOperation *op) {
  uint32_t n = mlb_dealloc_sizes(op).n, i = 0;
  while (i < n && !is_unused_alloc(rw->ctx, mlb_op_operand(op, i)))
    i++;
  if (i == n)
    return false;
  MlbDeallocLists l;
  mlb_dealloc_lists_read(&l, op);
  uint32_t out = i, ndead = 0;
  for (; i < l.n; i++) {
    if (is_unused_alloc(rw->ctx, l.mems[i])) {
      l.aux[ndead++] = l.mems[i]; /* its allocation is erased below */
      continue;
    }
    l.mems[out] = l.mems[i];
    l.conds[out++] = l.conds[i];
  }
  l.n = out;
  bool changed = mlb_dealloc_lists_update(rw, &l);
  for (uint32_t k = 0; changed && k < ndead; k++)
    mlb_rw_erase_op(rw, l.aux[k]->def_op);
  mlb_dealloc_lists_free(&l);
  return changed;
}

/* ==== Folders ==== */

static MlbFoldStatus fold_to_tensor(MlbContext *ctx, MlbOperation *op,
                                    MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbOperation *tb = mlb_op_operand(op, 0)->def_op;
  if (mlb_op_is(tb, "bufferization.to_buffer") && tb->block == op->block &&
      tb->next == op) {
    out[0].value = mlb_op_operand(tb, 0);
    return MLB_FOLD_RESULTS;
  }
  return MLB_FOLD_FAILED;
}

static MlbFoldStatus fold_to_buffer(MlbContext *ctx, MlbOperation *op,
                                    MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbOperation *tt = mlb_op_operand(op, 0)->def_op;
  if (mlb_op_is(tt, "bufferization.to_tensor") &&
      mlb_op_operand(tt, 0)->type == mlb_op_result(op, 0)->type) {
    out[0].value = mlb_op_operand(tt, 0);
    return MLB_FOLD_RESULTS;
  }
  return MLB_FOLD_FAILED;
}

static MlbFoldStatus fold_clone(MlbContext *ctx, MlbOperation *op,
                                MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MLB_UNUSED(out);
  MlbOperation *c = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(c, "memref.cast") ||
      mlb_op_operand(c, 0)->type->kind == MLB_TYPE_UNRANKED_MEMREF)
    return MLB_FOLD_FAILED;
  mlb_op_set_operand(op, 0, mlb_op_operand(c, 0));
  return MLB_FOLD_IN_PLACE;
}

/* ==== clone ==== */

/* Effects of `op` free `v` (NULL: anything). */
static bool frees(MlbContext *ctx, MlbOperation *op, MlbValue *v) {
  MlbEffectVec fx = {0};
  bool f = false;
  if (mlb_op_effects(ctx, op, &fx))
    for (uint32_t i = 0; i < fx.len; i++)
      if (fx.data[i].kind == MLB_EFFECT_FREE && (!v || fx.data[i].value == v))
        f = true;
  mlb_vec_free(&fx);
  return f;
}

/* The only op freeing v (NULL when none); false when several do. */
static bool find_dealloc(MlbContext *ctx, MlbValue *v, MlbOperation **out) {
  *out = NULL;
  for (MlbUse *u = v->uses; u; u = u->next) {
    if (!frees(ctx, u->owner, v))
      continue;
    if (*out && *out != u->owner)
      return false;
    *out = u->owner;
  }
  return true;
}

/* What the uses of a clone or of its source, through views and selects,
 * may see of it, leaving out the clone op itself and the free that the
 * rewrite erases. `reveals`: its address (an op of unknown effects, an op
 * freeing it among other buffers, as bufferization.dealloc does after
 * comparing pointers, or an op computing a value from it without touching
 * its memory: memref.extract_aligned_pointer_as_index). `writes`: a write
 * other than a direct one earlier in the clone's block, which fills the
 * buffer before the clone copies it. `later`: any use not earlier in the
 * clone's block. Escaping through a branch, yield or return hands the
 * buffer on and sees nothing (as upstream assumes). Depth-bounded: a
 * deeper chain counts as everything. */
typedef struct CloneUses {
  bool reveals, writes, later;
} CloneUses;

typedef struct CloneScan {
  MlbContext *ctx;
  MlbOperation *clone, *erased_free;
} CloneScan;

static void scan_use(const CloneScan *cs, MlbValue *v, MlbOperation *user,
                     bool earlier, CloneUses *u) {
  MlbEffectVec fx = {0};
  bool touches = false;
  if (!mlb_op_effects(cs->ctx, user, &fx))
    u->reveals = u->writes = true;
  for (uint32_t i = 0; i < fx.len; i++) {
    if (fx.data[i].value && fx.data[i].value != v)
      continue;
    touches = true;
    MlbEffectKind k = fx.data[i].kind;
    if (k == MLB_EFFECT_WRITE && !earlier)
      u->writes = true;
    if (k == MLB_EFFECT_FREE && user->num_operands > 1)
      u->reveals = true;
  }
  mlb_vec_free(&fx);
  if (!touches && user->num_results)
    u->reveals = true;
}

static void scan_uses(const CloneScan *cs, MlbValue *v, int depth,
                      CloneUses *u) {
  if (depth > 8) {
    u->reveals = u->writes = u->later = true;
    return;
  }
  for (MlbUse *use = v->uses; use; use = use->next) {
    MlbOperation *user = use->owner;
    if (user == cs->clone || user == cs->erased_free)
      continue;
    bool earlier = user->block == cs->clone->block &&
                   mlb_op_is_before_in_block(user, cs->clone);
    u->later |= !earlier;
    const MlbViewIface *vi = mlb_op_iface(user, MLB_IFACE_VIEW);
    if ((vi && mlb_op_operand(user, vi->source_operand) == v) ||
        mlb_op_iface(user, MLB_IFACE_SELECT)) {
      for (uint32_t i = 0; i < user->num_results; i++)
        scan_uses(cs, mlb_op_result(user, i), depth + 1, u);
    } else if (!mlb_op_is_terminator(user)) {
      scan_use(cs, v, user, depth == 0 && earlier, u);
    }
  }
}

static bool pat_simplify_clones(MlbRewriter *rw, MlbOperation *op) {
  MlbValue *out = mlb_op_result(op, 0), *src = mlb_op_operand(op, 0);
  if (!out->uses) {
    mlb_rw_erase_op(rw, op);
    return true;
  }
  if (src->type != out->type &&
      !mlb_memref_cast_compatible(src->type, out->type))
    return false;
  MlbValue *canon = src;
  while (canon->def_op) {
    const MlbViewIface *vi = mlb_op_iface(canon->def_op, MLB_IFACE_VIEW);
    if (!vi || canon != mlb_op_result(canon->def_op, 0))
      break;
    canon = mlb_op_operand(canon->def_op, vi->source_operand);
  }
  MlbOperation *cd, *sd, *redundant = NULL;
  if (!find_dealloc(rw->ctx, out, &cd) || !find_dealloc(rw->ctx, canon, &sd))
    return false;
  if (cd && sd && cd->block == sd->block)
    return false;
  if (cd && cd->block == op->block)
    redundant = cd;
  else if (sd && sd->block == op->block)
    redundant = sd;
  if (!redundant)
    return false;
  for (MlbOperation *p = op->next; p != redundant; p = p->next)
    if (!p || frees(rw->ctx, p, NULL))
      return false;
  /* Unlike upstream: the clone is a buffer of its own. Merging it with its
   * source is invisible only when no one compares the two addresses (a
   * lowered dealloc's guard ptr(clone) != ptr(source) would become false
   * and the buffer leak), the source is not written after the clone and
   * the clone not written while the source is still used
   * (docs/deallocation.md, "Rewrites after the lowering"). */
  CloneUses cu = {0}, su = {0};
  CloneScan cs = {rw->ctx, op, redundant};
  scan_uses(&cs, out, 0, &cu);
  scan_uses(&cs, canon, 0, &su);
  if ((cu.reveals && su.reveals) || su.writes || (cu.writes && su.later))
    return false;
  if (src->type != out->type) {
    MlbOpState st;
    mlb_opstate_init(&st, rw->ctx, "memref.cast", op->loc);
    mlb_vec_push(&st.operands, src);
    mlb_vec_push(&st.result_types, out->type);
    src = mlb_op_result(mlb_rw_create(rw, &st), 0);
  }
  mlb_rw_replace_op(rw, op, &src);
  mlb_rw_erase_op(rw, redundant);
  return true;
}

/* ==== Registration ==== */

static const MlbPattern k_dealloc_patterns[] = {
    {"DeallocRemoveDuplicateDeallocMemrefs", pat_dup_memrefs, 1},
    {"DeallocRemoveDuplicateRetainedMemrefs", pat_dup_retained, 1},
    {"EraseEmptyDealloc", pat_erase_empty, 1},
    {"EraseAlwaysFalseDealloc", pat_always_false, 1},
    {"SkipExtractMetadataOfAlloc", pat_skip_extract_metadata, 1},
    {"RemoveAllocDeallocPairWhenNoOtherUsers", pat_alloc_dealloc_pair, 1},
};
static const MlbPattern k_clone_patterns[] = {
    {"SimplifyClones", pat_simplify_clones, 1},
};
MLB_CANON_IFACE(k_c_clone, k_clone_patterns);
MLB_CANON_IFACE(k_c_dealloc, k_dealloc_patterns);
static const MlbFoldIface k_f_dealloc = {.materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_to_tensor = {
    .fold = fold_to_tensor, .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_to_buffer = {
    .fold = fold_to_buffer, .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_clone = {.fold = fold_clone,
                                       .materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"bufferization.dealloc", MLB_IFACE_CANONICALIZE, &k_c_dealloc},
    {"bufferization.dealloc", MLB_IFACE_FOLD, &k_f_dealloc},
    {"bufferization.to_tensor", MLB_IFACE_FOLD, &k_f_to_tensor},
    {"bufferization.to_buffer", MLB_IFACE_FOLD, &k_f_to_buffer},
    {"bufferization.clone", MLB_IFACE_FOLD, &k_f_clone},
    {"bufferization.clone", MLB_IFACE_CANONICALIZE, &k_c_clone},
};

void mlb_register_bufferization_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
