/* memref_canon_reshape.c - folders and canonicalization patterns of
 * memref.expand_shape and memref.collapse_shape, as upstream's
 * MemRefOps.cpp with the shared reshape patterns of ReshapeOpsUtils.h:
 *
 *  - a reshape of its own source type folds to the source, and so does a
 *    reshape undoing the inverse reshape that produced its operand (same
 *    type back, and at most one dynamic dim, or the same groups without
 *    two dynamic dims in one group);
 *  - two collapses (or two expansions) in a row on identity layouts
 *    become one (ComposeReassociativeReshapeOps);
 *  - collapse(expand(x)) on identity layouts becomes one collapse, one
 *    expansion or a cast of x (ComposeCollapseOfExpandOp);
 *  - a collapse of a memref.cast losing static information collapses the
 *    cast's source (CollapseShapeOpMemRefCastFolder).
 * Not done: expand(collapse(x)) (ComposeExpandOfCollapseOp), which needs
 * upstream's search for a collapsing reassociation between two shapes.
 *
 * The verifier guarantees contiguous groups, so a reassociation is kept
 * here as its group sizes.
 */
#include "dialects/memref/memref_canon.h"
#include "interfaces/registrations.h"

typedef struct Groups {
  uint32_t n;
  uint32_t len[MLB_MEMREF_MAX_RANK];
} Groups;

static bool read_groups(MlbOperation *op, Groups *g) {
  const MlbAttr *re = mlb_op_get_prop(op, "reassociation");
  if (!re || re->kind != MLB_ATTR_ARRAY || re->u.array.n > MLB_MEMREF_MAX_RANK)
    return false;
  g->n = re->u.array.n;
  for (uint32_t i = 0; i < g->n; i++) {
    if (re->u.array.elems[i]->kind != MLB_ATTR_ARRAY)
      return false;
    g->len[i] = mlb_reassoc_group_len(re, i);
  }
  return true;
}

static MlbAttr *groups_attr(MlbContext *ctx, const Groups *g) {
  MlbAttr *outer[MLB_MEMREF_MAX_RANK], *inner[MLB_MEMREF_MAX_RANK];
  int64_t d = 0;
  for (uint32_t i = 0; i < g->n; i++) {
    for (uint32_t k = 0; k < g->len[i]; k++)
      inner[k] = mlb_attr_int(ctx, ctx->t_i64, d++);
    outer[i] = mlb_attr_array(ctx, g->len[i], inner);
  }
  return mlb_attr_array(ctx, g->n, outer);
}

static bool identity_layout(const MlbType *t) {
  return t->kind != MLB_TYPE_MEMREF ||
         mlb_memref_layout_is_identity(t->u.shaped.layout);
}

static uint32_t count_dynamic(const int64_t *shape, uint32_t n) {
  uint32_t c = 0;
  for (uint32_t i = 0; i < n; i++)
    c += shape[i] == MLB_DYNAMIC;
  return c;
}

/* ==== Folding ==== */

/* Upstream's foldReshapeOp<Self, Inverse>. */
static MlbFoldStatus fold_reshape(MlbOperation *op, MlbFoldResult *out,
                                  const char *inverse) {
  MlbValue *src = mlb_op_operand(op, 0);
  const MlbType *rt = mlb_op_result(op, 0)->type;
  if (src->type == rt)
    return out[0].value = src, MLB_FOLD_RESULTS;
  MlbOperation *d = src->def_op;
  if (!mlb_op_is(d, inverse))
    return MLB_FOLD_FAILED;
  MlbValue *x = mlb_op_operand(d, 0);
  const MlbType *xt = x->type;
  if (xt != rt || xt->kind != MLB_TYPE_MEMREF)
    return MLB_FOLD_FAILED;
  if (count_dynamic(xt->u.shaped.shape, xt->u.shaped.rank) < 2)
    return out[0].value = x, MLB_FOLD_RESULTS;
  Groups g;
  if (mlb_op_get_prop(op, "reassociation") !=
          mlb_op_get_prop(d, "reassociation") ||
      !read_groups(op, &g))
    return MLB_FOLD_FAILED;
  if (xt->u.shaped.rank < src->type->u.shaped.rank)
    return out[0].value = x, MLB_FOLD_RESULTS;
  uint32_t first = 0;
  for (uint32_t i = 0; i < g.n; i++) {
    if (first + g.len[i] > xt->u.shaped.rank ||
        count_dynamic(xt->u.shaped.shape + first, g.len[i]) >= 2)
      return MLB_FOLD_FAILED;
    first += g.len[i];
  }
  return out[0].value = x, MLB_FOLD_RESULTS;
}

static MlbFoldStatus fold_expand(MlbContext *ctx, MlbOperation *op,
                                 MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  return fold_reshape(op, out, "memref.collapse_shape");
}

static MlbFoldStatus fold_collapse(MlbContext *ctx, MlbOperation *op,
                                   MlbAttr *const *cst, MlbFoldResult *out) {
  MLB_UNUSED(ctx);
  MLB_UNUSED(cst);
  return fold_reshape(op, out, "memref.expand_shape");
}

/* ==== Building ==== */

/* Output shape of an expand_shape: static entries, MLB_DYNAMIC where
 * dyn[i] holds the SSA value. */
typedef struct OutShape {
  uint32_t n;
  int64_t stat[MLB_MEMREF_MAX_RANK];
  MlbValue *dyn[MLB_MEMREF_MAX_RANK];
} OutShape;

static bool read_out_shape(MlbOperation *op, OutShape *s) {
  const MlbAttr *a = mlb_memref_i64_prop(op, "static_output_shape");
  if (!a || a->u.darray.n > MLB_MEMREF_MAX_RANK)
    return false;
  uint32_t k = 1;
  s->n = a->u.darray.n;
  for (uint32_t i = 0; i < s->n; i++) {
    s->stat[i] = a->u.darray.ivals[i];
    s->dyn[i] = NULL;
    if (s->stat[i] != MLB_DYNAMIC)
      continue;
    if (k >= op->num_operands)
      return false;
    s->dyn[i] = mlb_op_operand(op, k++);
  }
  return k == op->num_operands;
}

/* A new reshape `name` of src into `type`; `out` only for expand_shape. */
static MlbValue *build_reshape(MlbRewriter *rw, MlbOperation *like,
                               const char *name, MlbType *type, MlbValue *src,
                               const Groups *g, const OutShape *out) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, like->loc);
  mlb_vec_push(&st.operands, src);
  mlb_opstate_add_prop(&st, "reassociation", groups_attr(rw->ctx, g));
  if (out) {
    for (uint32_t i = 0; i < out->n; i++)
      if (out->dyn[i])
        mlb_vec_push(&st.operands, out->dyn[i]);
    mlb_opstate_add_prop(&st, "static_output_shape",
                         mlb_attr_dense_i64_array(rw->ctx, out->n, out->stat));
  }
  mlb_vec_push(&st.result_types, type);
  return mlb_op_result(mlb_rw_create(rw, &st), 0);
}

/* ==== Composing reshapes ==== */

/* Upstream's composeReassociationIndices on group sizes: the larger list
 * is regrouped by the smaller one. */
static bool compose_groups(const Groups *a, const Groups *b, Groups *out) {
  if (a->n == b->n)
    return false;
  const Groups *p = a->n > b->n ? a : b, *c = a->n > b->n ? b : a;
  uint32_t total = 0, at = 0;
  for (uint32_t i = 0; i < c->n; i++)
    total += c->len[i];
  out->n = c->n;
  if (c->n == 0)
    return true;
  if (total != p->n)
    return false;
  for (uint32_t i = 0; i < c->n; i++) {
    out->len[i] = 0;
    for (uint32_t k = 0; k < c->len[i]; k++)
      out->len[i] += p->len[at++];
  }
  return true;
}

/* reshape(reshape(x)) of one kind -> one reshape of x. */
static bool compose_same(MlbRewriter *rw, MlbOperation *op, bool expand) {
  MlbOperation *d = mlb_op_operand(op, 0)->def_op;
  Groups a, b, g;
  OutShape out;
  if (!mlb_op_is(d, op->name) ||
      !identity_layout(mlb_op_operand(d, 0)->type) ||
      !identity_layout(mlb_op_operand(op, 0)->type) ||
      !identity_layout(mlb_op_result(op, 0)->type) || !read_groups(d, &a) ||
      !read_groups(op, &b) || !compose_groups(&a, &b, &g) ||
      (expand && !read_out_shape(op, &out)))
    return false;
  MlbValue *v = build_reshape(rw, op, op->name, mlb_op_result(op, 0)->type,
                              mlb_op_operand(d, 0), &g, expand ? &out : NULL);
  mlb_rw_replace_op(rw, op, &v);
  return true;
}

static bool pat_compose_expands(MlbRewriter *rw, MlbOperation *op) {
  return compose_same(rw, op, true);
}

static bool pat_compose_collapses(MlbRewriter *rw, MlbOperation *op) {
  return compose_same(rw, op, false);
}

/* Groups of the higher-rank reassociation covering each lower group. */
static bool cover_groups(const Groups *higher, const Groups *lower,
                         Groups *out) {
  uint32_t h = 0, hend = 0, lend = 0;
  out->n = lower->n;
  for (uint32_t i = 0; i < lower->n; i++) {
    lend += lower->len[i];
    out->len[i] = 0;
    while (h < higher->n) {
      uint32_t right = hend + higher->len[h];
      if (right > lend)
        return false;
      hend = right;
      h++;
      out->len[i]++;
      if (right == lend)
        break;
    }
  }
  return true;
}

/* Size of each new expanded dim: the product of the collapsed group's
 * output sizes (arith.muli of the dynamic ones, times the static part). */
static void grouped_out_shape(MlbRewriter *rw, MlbOperation *op,
                              const OutShape *orig, const Groups *g,
                              OutShape *res) {
  uint32_t at = 0;
  res->n = g->n;
  for (uint32_t i = 0; i < g->n; i++) {
    int64_t prod = 1;
    MlbValue *v = NULL;
    for (uint32_t k = 0; k < g->len[i]; k++, at++) {
      int64_t c;
      MlbValue *d = orig->dyn[at];
      if (!d || mlb_value_const_int(d, &c)) {
        prod *= d ? c : orig->stat[at];
        continue;
      }
      v = v ? mlb_arith_binary(rw, "arith.muli", op->loc, v, d) : d;
    }
    if (v && prod != 1)
      v = mlb_arith_binary(rw, "arith.muli", op->loc, v,
                           mlb_arith_const_int(rw, rw->ctx->t_index, prod,
                                               op->loc));
    res->stat[i] = v ? MLB_DYNAMIC : prod;
    res->dyn[i] = v;
  }
}

/* collapse(expand(x)) -> collapse(x), expand(x) or cast(x). */
static bool pat_collapse_of_expand(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *e = mlb_op_operand(op, 0)->def_op;
  if (!mlb_op_is(e, "memref.expand_shape"))
    return false;
  MlbValue *x = mlb_op_operand(e, 0);
  MlbType *rt = mlb_op_result(op, 0)->type;
  Groups eg, cg, g;
  if (!identity_layout(mlb_op_operand(op, 0)->type) ||
      !identity_layout(x->type) || !identity_layout(mlb_op_result(e, 0)->type) ||
      x->type == rt || !read_groups(e, &eg) || !read_groups(op, &cg))
    return false;
  uint32_t srank = x->type->u.shaped.rank, rrank = rt->u.shaped.rank;
  bool shrinks = srank > rrank;
  if (!cover_groups(shrinks ? &eg : &cg, shrinks ? &cg : &eg, &g))
    return false;
  MlbValue *v;
  if (shrinks) {
    v = build_reshape(rw, op, "memref.collapse_shape", rt, x, &g, NULL);
  } else if (srank < rrank) {
    OutShape orig, res;
    if (!read_out_shape(e, &orig))
      return false;
    grouped_out_shape(rw, op, &orig, &cg, &res);
    v = build_reshape(rw, op, "memref.expand_shape", rt, x, &g, &res);
  } else {
    v = mlb_memref_cast_to(rw, x, rt, op->loc);
  }
  mlb_rw_replace_op(rw, op, &v);
  return true;
}

/* collapse(cast(x)) -> collapse(x), cast back when the type changes. */
static bool pat_collapse_of_cast(MlbRewriter *rw, MlbOperation *op) {
  MlbOperation *c = mlb_op_operand(op, 0)->def_op;
  const MlbAttr *re = mlb_op_get_prop(op, "reassociation");
  Groups g;
  if (!mlb_memref_cast_foldable(c) || !re || !read_groups(op, &g))
    return false;
  MlbValue *x = mlb_op_operand(c, 0);
  MlbType *t = mlb_memref_collapsed_type(rw->ctx, x->type, re);
  if (!t)
    return false;
  if (t == mlb_op_result(op, 0)->type) {
    mlb_rw_set_operand(rw, op, 0, x);
    return true;
  }
  MlbValue *v = build_reshape(rw, op, op->name, t, x, &g, NULL);
  mlb_memref_replace_by_cast(rw, op, v);
  return true;
}

/* ==== Registration ==== */

static const MlbPattern k_expand_patterns[] = {
    {"ComposeReassociativeReshapeOps", pat_compose_expands, 1},
};
static const MlbPattern k_collapse_patterns[] = {
    {"ComposeReassociativeReshapeOps", pat_compose_collapses, 1},
    {"ComposeCollapseOfExpandOp", pat_collapse_of_expand, 1},
    {"CollapseShapeOpMemRefCastFolder", pat_collapse_of_cast, 1},
};
MLB_CANON_IFACE(k_c_expand, k_expand_patterns);
MLB_CANON_IFACE(k_c_collapse, k_collapse_patterns);
static const MlbFoldIface k_f_expand = {.fold = fold_expand,
                                        .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_collapse = {
    .fold = fold_collapse, .materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"memref.expand_shape", MLB_IFACE_FOLD, &k_f_expand},
    {"memref.expand_shape", MLB_IFACE_CANONICALIZE, &k_c_expand},
    {"memref.collapse_shape", MLB_IFACE_FOLD, &k_f_collapse},
    {"memref.collapse_shape", MLB_IFACE_CANONICALIZE, &k_c_collapse},
};

void mlb_register_memref_canon_reshape(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
