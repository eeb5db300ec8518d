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
 *    that free erased (SimplifyClones).
 */
#include "dialects/memref/memref_canon.h"
#include "dialects/common.h"
#include "interfaces/registrations.h"

static bool is_op(const MlbOperation *op, const char *name) {
  return op && strcmp(op->name, name) == 0;
}

/* ==== dealloc operands ==== */

typedef struct Dealloc {
  MlbValueVec memrefs, conds, retained;
} Dealloc;

static void dealloc_read(MlbOperation *op, Dealloc *d) {
  memset(d, 0, sizeof(*d));
  MlbValueVec *parts[3] = {&d->memrefs, &d->conds, &d->retained};
  for (uint32_t s = 0; s < 3; s++) {
    uint32_t start = 0, n = 0;
    if (!mlb_op_operand_segment(op, s, &start, &n))
      continue;
    for (uint32_t i = 0; i < n; i++)
      mlb_vec_push(parts[s], mlb_op_operand(op, start + i));
  }
}

static void dealloc_free(Dealloc *d) {
  mlb_vec_free(&d->memrefs);
  mlb_vec_free(&d->conds);
  mlb_vec_free(&d->retained);
}

static bool same_list(MlbOperation *op, uint32_t seg, const MlbValueVec *v) {
  uint32_t start = 0, n = 0;
  mlb_op_operand_segment(op, seg, &start, &n);
  if (n != v->len)
    return false;
  for (uint32_t i = 0; i < n; i++)
    if (mlb_op_operand(op, start + i) != v->data[i])
      return false;
  return true;
}

/* Sets the op's operands to d's lists in place (upstream's
 * updateDeallocIfChanged); false when nothing changes. */
static bool dealloc_update(MlbRewriter *rw, MlbOperation *op, Dealloc *d) {
  if (same_list(op, 0, &d->memrefs) && same_list(op, 1, &d->conds))
    return false;
  MlbValueVec all = {0};
  MlbValueVec *parts[3] = {&d->memrefs, &d->conds, &d->retained};
  int64_t seg[3];
  for (uint32_t s = 0; s < 3; s++) {
    seg[s] = parts[s]->len;
    for (uint32_t i = 0; i < parts[s]->len; i++)
      mlb_vec_push(&all, parts[s]->data[i]);
  }
  mlb_op_set_operands(rw->ctx, op, all.len, all.data);
  mlb_op_set_prop(rw->ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(rw->ctx, rw->ctx->t_i32, 3, seg));
  mlb_rw_modified(rw, op);
  mlb_vec_free(&all);
  return true;
}

static MlbOperation *new_dealloc(MlbRewriter *rw, MlbOperation *old,
                                 Dealloc *d) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, old->name, old->loc);
  MlbValueVec *parts[3] = {&d->memrefs, &d->conds, &d->retained};
  int64_t seg[3];
  for (uint32_t s = 0; s < 3; s++) {
    seg[s] = parts[s]->len;
    for (uint32_t i = 0; i < parts[s]->len; i++)
      mlb_vec_push(&st.operands, parts[s]->data[i]);
  }
  mlb_opstate_add_segment_sizes(rw->ctx, &st, "operandSegmentSizes", seg, 3);
  for (uint32_t i = 0; i < d->retained.len; i++)
    mlb_vec_push(&st.result_types, rw->ctx->t_i1);
  return mlb_rw_create(rw, &st);
}

/* ==== dealloc patterns ==== */

static bool pat_dup_memrefs(MlbRewriter *rw, MlbOperation *op) {
  Dealloc d, n = {0};
  dealloc_read(op, &d);
  for (uint32_t i = 0; i < d.memrefs.len; i++) {
    uint32_t k = 0;
    while (k < n.memrefs.len && n.memrefs.data[k] != d.memrefs.data[i])
      k++;
    if (k < n.memrefs.len) {
      if (n.conds.data[k] != d.conds.data[i])
        n.conds.data[k] =
            mlb_rw_binary(rw, "arith.ori", op->loc, n.conds.data[k], d.conds.data[i]);
      continue;
    }
    mlb_vec_push(&n.memrefs, d.memrefs.data[i]);
    mlb_vec_push(&n.conds, d.conds.data[i]);
  }
  n.retained = d.retained;
  d.retained = (MlbValueVec){0};
  bool changed = dealloc_update(rw, op, &n);
  dealloc_free(&d);
  dealloc_free(&n);
  return changed;
}

static bool pat_dup_retained(MlbRewriter *rw, MlbOperation *op) {
  Dealloc d;
  dealloc_read(op, &d);
  MlbValueVec uniq = {0};
  MlbU32Vec idx = {0};
  for (uint32_t i = 0; i < d.retained.len; i++) {
    uint32_t k = 0;
    while (k < uniq.len && uniq.data[k] != d.retained.data[i])
      k++;
    if (k == uniq.len)
      mlb_vec_push(&uniq, d.retained.data[i]);
    mlb_vec_push(&idx, k);
  }
  bool changed = uniq.len != d.retained.len;
  if (changed) {
    mlb_vec_free(&d.retained);
    d.retained = uniq;
    uniq = (MlbValueVec){0};
    MlbOperation *nd = new_dealloc(rw, op, &d);
    MlbValueVec rep = {0};
    for (uint32_t i = 0; i < idx.len; i++)
      mlb_vec_push(&rep, mlb_op_result(nd, idx.data[i]));
    mlb_rw_replace_op(rw, op, rep.data);
    mlb_vec_free(&rep);
  }
  mlb_vec_free(&uniq);
  mlb_vec_free(&idx);
  dealloc_free(&d);
  return changed;
}

static bool pat_erase_empty(MlbRewriter *rw, MlbOperation *op) {
  uint32_t start = 0, n = 0;
  mlb_op_operand_segment(op, 0, &start, &n);
  if (n)
    return false;
  MlbValue *f = mlb_arith_const(rw, mlb_attr_bool(rw->ctx, false), op->loc);
  MlbValueVec rep = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&rep, f);
  mlb_rw_replace_op(rw, op, rep.data);
  mlb_vec_free(&rep);
  return true;
}

static bool pat_always_false(MlbRewriter *rw, MlbOperation *op) {
  Dealloc d, n = {0};
  dealloc_read(op, &d);
  for (uint32_t i = 0; i < d.memrefs.len; i++) {
    int64_t c;
    if (mlb_value_const_int(d.conds.data[i], &c) && c == 0)
      continue;
    mlb_vec_push(&n.memrefs, d.memrefs.data[i]);
    mlb_vec_push(&n.conds, d.conds.data[i]);
  }
  n.retained = d.retained;
  d.retained = (MlbValueVec){0};
  bool changed = dealloc_update(rw, op, &n);
  dealloc_free(&d);
  dealloc_free(&n);
  return changed;
}

/* The op allocates `v` (through its effects). */
static bool allocates(MlbContext *ctx, MlbOperation *op, MlbValue *v,
                      bool *only) {
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

static bool pat_skip_extract_metadata(MlbRewriter *rw, MlbOperation *op) {
  Dealloc d;
  dealloc_read(op, &d);
  for (uint32_t i = 0; i < d.memrefs.len; i++) {
    MlbOperation *x = d.memrefs.data[i]->def_op;
    if (!is_op(x, "memref.extract_strided_metadata"))
      continue;
    MlbValue *src = mlb_op_operand(x, 0);
    bool only;
    if (src->def_op && allocates(rw->ctx, src->def_op, src, &only))
      d.memrefs.data[i] = src;
  }
  bool changed = dealloc_update(rw, op, &d);
  dealloc_free(&d);
  return changed;
}

static bool pat_alloc_dealloc_pair(MlbRewriter *rw, MlbOperation *op) {
  Dealloc d, n = {0};
  dealloc_read(op, &d);
  MlbOpVec dead = {0};
  for (uint32_t i = 0; i < d.memrefs.len; i++) {
    MlbValue *m = d.memrefs.data[i];
    bool only = false;
    if (m->def_op && allocates(rw->ctx, m->def_op, m, &only) && only &&
        mlb_value_has_one_use(m)) {
      mlb_vec_push(&dead, m->def_op);
      continue;
    }
    mlb_vec_push(&n.memrefs, m);
    mlb_vec_push(&n.conds, d.conds.data[i]);
  }
  n.retained = d.retained;
  d.retained = (MlbValueVec){0};
  bool changed = dealloc_update(rw, op, &n);
  for (uint32_t i = 0; changed && i < dead.len; i++)
    mlb_rw_erase_op(rw, dead.data[i]);
  mlb_vec_free(&dead);
  dealloc_free(&d);
  dealloc_free(&n);
  return changed;
}

/* ==== Folders ==== */

static MlbFoldStatus fold_to_tensor(MlbContext *ctx, MlbOperation *op,
                                    MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  MlbOperation *tb = mlb_op_operand(op, 0)->def_op;
  if (is_op(tb, "bufferization.to_buffer") && tb->block == op->block &&
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
  if (is_op(tt, "bufferization.to_tensor") &&
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
  if (!is_op(c, "memref.cast") ||
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
