/* ownership_dealloc_branch.c - terminators with successor blocks.
 *
 * One successor (upstream's BranchOpInterface handler):
 *   ^bb1:                             ^bb1:
 *     cf.br ^bb2(%m)                    %o = bufferization.dealloc (bases
 *                                           of ^bb1's buffers) if (owns)
 *                                           retain (%m, live into ^bb2)
 *                                       cf.br ^bb2(%m, %o#0)
 *
 * A conditional two-way branch whose condition is known (MlbDeallocIface,
 * cf.cond_br) gets upstream's two deallocs, conditions and-ed with the
 * branch condition (and its negation), and selects the ownership of
 * values retained by both.
 *
 * Any other terminator (cf.switch, several successors without a known
 * condition, operands that cannot be appended) first deallocates what no
 * edge keeps, which settles a unique ownership (dominating every
 * successor) for what some edge keeps; then each edge moves into a block
 * of its own, where the edge's dealloc runs and an unconditional branch
 * carries the ownership on:
 *
 *   cf.switch %f, [default: ^a(%m), 1: ^b]
 * becomes
 *   %k:2 = bufferization.dealloc ... retain (%m, <live after>)
 *   cf.switch %f, [default: ^e0(%m), 1: ^e1]
 * ^e0(%x):  %o = bufferization.dealloc (<kept>) if (%k#0, %k#1)
 *               retain (%x, <live into ^a>)
 *           cf.br ^a(%x, %o#0)
 * ^e1:      bufferization.dealloc (<kept>) if (%k#0, %k#1) retain (...)
 *           cf.br ^b
 *
 * Loops need nothing special: a block's ownership arguments receive the
 * ownership of what every predecessor forwards, back edges included.
 */
#include "transforms/ownership_dealloc.h"

#include "dialects/common.h"

/* Can n i1 values be appended to successor succ's operands? Tried with
 * placeholders and undone. */
static bool can_append(OdFunc *f, MlbOperation *t, uint32_t succ,
                       uint32_t n, MlbValue *placeholder) {
  return mlb_can_append_succ_operands(f->ctx, t, succ, n, placeholder);
}

static uint32_t forwarded_buffers(OdFunc *f, MlbOperation *t, uint32_t succ) {
  uint32_t s, c, n = 0;
  mlb_succ_operands(t, succ, &s, &c);
  for (uint32_t i = s; i < s + c; i++)
    n += od_is_buffer(f->m, mlb_op_operand(t, i));
  return n;
}

/* ==== The dealloc of one edge ==== */

/* The ownership after a dealloc of each retained value: upd[i] is that of
 * ret[i]. Lists up to OD_SCAN_MAX values are scanned; longer ones get a
 * map. */
typedef struct UpdIndex {
  const MlbValueVec *ret, *upd;
  MlbPtrMap map;
} UpdIndex;

static void upd_index_init(UpdIndex *x, const MlbValueVec *ret,
                           const MlbValueVec *upd) {
  x->ret = ret;
  x->upd = upd;
  mlb_ptrmap_init(&x->map);
  for (uint32_t i = 0; ret->len > OD_SCAN_MAX && i < ret->len; i++)
    mlb_ptrmap_put(&x->map, ret->data[i], upd->data[i]);
}

/* NULL when v is not retained. */
static MlbValue *upd_of(const UpdIndex *x, MlbValue *v) {
  if (x->ret->len > OD_SCAN_MAX)
    return mlb_ptrmap_get(&x->map, v);
  for (uint32_t i = 0; i < x->ret->len; i++)
    if (x->ret->data[i] == v)
      return x->upd->data[i];
  return NULL;
}

/* Deallocates the buffers of `blk` (the branch's block, or an edge block
 * extending `from`) when control goes to successor succ under `conds`
 * (NULL: the ownership itself), and forwards the ownership of the
 * forwarded buffers. ret_out receives the retained values, upd_out their
 * ownership afterwards. */
typedef struct Edge {
  MlbOperation *term;
  uint32_t succ;
  MlbBlock *blk, *from;
} Edge;

static MlbStatus edge_dealloc(OdFunc *f, const Edge *e, MlbBuilder *b,
                              const OdDeallocList *l, MlbValue *const *conds,
                              MlbValueVec *upd_out, MlbValueVec *ret_out) {
  MlbOperation *t = e->term;
  uint32_t s, c;
  mlb_succ_operands(t, e->succ, &s, &c);
  MlbValueVec fwd, owns;
  od_vec_take(f->m, &fwd);
  od_vec_take(f->m, &owns);
  for (uint32_t i = s; i < s + c; i++)
    mlb_vec_push(&fwd, mlb_op_operand(t, i));
  MlbBlock *to = t->successors[e->succ].block;
  od_retained(f, e->from, to, fwd.data, fwd.len, ret_out);
  od_emit(f, b, t->loc, l, conds, ret_out->data, ret_out->len, upd_out);
  od_set_retained(f, e->blk, ret_out->data, ret_out->len, upd_out->data);
  UpdIndex x;
  upd_index_init(&x, ret_out, upd_out);
  for (uint32_t i = 0; i < fwd.len; i++)
    if (od_is_buffer(f->m, fwd.data[i]))
      mlb_vec_push(&owns, upd_of(&x, fwd.data[i]));
  mlb_ptrmap_free(&x.map);
  bool ok = mlb_append_succ_operands(f->ctx, t, e->succ, owns.len, owns.data);
  od_vec_give(f->m, &owns);
  od_vec_give(f->m, &fwd);
  if (!ok)
    return mlb_op_emit_error(f->ctx, t, "cannot forward ownership "
                                        "indicators to successor #%u",
                             e->succ);
  return MLB_SUCCESS;
}

static MlbStatus single_branch(OdFunc *f, MlbOperation *t, MlbBlock *blk,
                               MlbBlock *from) {
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, t);
  OdDeallocList l;
  od_list_init(f, &l);
  MlbStatus s = od_collect(f, &b, t->loc, blk, &l);
  if (s == MLB_SUCCESS) {
    Edge e = {t, 0, blk, from};
    MlbValueVec ret, upd;
    od_vec_take(f->m, &ret);
    od_vec_take(f->m, &upd);
    s = edge_dealloc(f, &e, &b, &l, NULL, &upd, &ret);
    od_vec_give(f->m, &ret);
    od_vec_give(f->m, &upd);
  }
  od_list_free(f, &l);
  return s;
}

/* ==== Conditional branches (upstream's cf.cond_br model) ==== */

static void modified_conds(OdFunc *f, MlbBuilder *b, MlbAttr *loc,
                           const OdDeallocList *l, MlbValue *cond, bool taken,
                           MlbValueVec *out) {
  for (uint32_t i = 0; i < l->conds.len; i++) {
    MlbValue *c = cond;
    if (!taken) {
      MlbValue *t = od_bool(f->m, b, loc, true);
      c = mlb_bld_binary(b, loc, "arith.xori", t, cond);
    }
    mlb_vec_push(out, mlb_bld_binary(b, loc, "arith.andi", l->conds.data[i],
                                     c));
  }
}

/* Retained on both edges: the ownership of the edge taken (a select). */
static void select_ownership(OdFunc *f, MlbBuilder *b, MlbOperation *t,
                             MlbValue *cond, const MlbValueVec *ret,
                             const MlbValueVec *upd) {
  UpdIndex x;
  upd_index_init(&x, &ret[0], &upd[0]);
  for (uint32_t i = 0; i < ret[1].len; i++) {
    MlbValue *v = ret[1].data[i], *o0 = upd_of(&x, v);
    if (!o0)
      continue;
    MlbValue *ops[3] = {cond, o0, upd[1].data[i]};
    MlbValue *sel = mlb_op_result(
        mlb_bld_op(b, "arith.select", t->loc, 3, ops, 1, &f->m->i1), 0);
    od_reset(f, v, t->block);
    od_update(f, v, od_own_unique(sel), t->block);
  }
  mlb_ptrmap_free(&x.map);
}

static MlbStatus cond_branch(OdFunc *f, MlbOperation *t,
                             const MlbDeallocIface *d) {
  MlbBlock *blk = t->block;
  MlbValue *cond = mlb_op_operand(t, d->condition);
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, t);
  OdDeallocList l;
  od_list_init(f, &l);
  MlbValueVec ret[2], upd[2], conds;
  od_vec_take(f->m, &conds);
  for (uint32_t k = 0; k < 2; k++) {
    od_vec_take(f->m, &ret[k]);
    od_vec_take(f->m, &upd[k]);
  }
  MlbStatus s = od_collect(f, &b, t->loc, blk, &l);
  for (uint32_t k = 0; k < 2 && s == MLB_SUCCESS; k++) {
    conds.len = 0;
    modified_conds(f, &b, t->loc, &l, cond, k == 0, &conds);
    Edge e = {t, k, blk, blk};
    s = edge_dealloc(f, &e, &b, &l, conds.data, &upd[k], &ret[k]);
  }
  if (s == MLB_SUCCESS)
    select_ownership(f, &b, t, cond, ret, upd);
  for (uint32_t k = 0; k < 2; k++) {
    od_vec_give(f->m, &ret[k]);
    od_vec_give(f->m, &upd[k]);
  }
  od_vec_give(f->m, &conds);
  od_list_free(f, &l);
  return s;
}

/* ==== Edge splitting ==== */

/* Moves edge succ of t into a new block after `after`, taking the edge's
 * operands as arguments and branching on with them. */
static MlbBlock *split_edge(OdFunc *f, MlbOperation *t, uint32_t succ,
                            MlbBlock *after, MlbValueVec *fwd) {
  MlbContext *ctx = f->ctx;
  MlbBlock *to = t->successors[succ].block, *e = mlb_block_new(ctx);
  mlb_region_insert_block_after(t->block->parent, after, e);
  uint32_t s, c;
  bool known = mlb_succ_operands(t, succ, &s, &c);
  /* Without the hook, the successor's own arguments (those it had before
   * the pass added ownership arguments). */
  uintptr_t orig = (uintptr_t)mlb_ptrmap_get(&f->nargs, to);
  uint32_t n = known ? c : orig ? (uint32_t)(orig - 1) : to->num_args;
  MlbValueVec args = {0};
  for (uint32_t i = 0; i < n; i++) {
    MlbType *ty = known ? mlb_op_operand(t, s + i)->type : to->args[i]->type;
    mlb_vec_push(&args, mlb_block_add_arg(ctx, e, ty, t->loc));
    mlb_vec_push(fwd, known ? mlb_op_operand(t, s + i) : NULL);
  }
  mlb_op_set_successor(t, succ, e);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "cf.br", t->loc);
  for (uint32_t i = 0; i < args.len; i++)
    mlb_vec_push(&st.operands, args.data[i]);
  mlb_vec_push(&st.successors, to);
  MlbBuilder b = {ctx, e, NULL};
  mlb_builder_insert(&b, &st);
  mlb_vec_free(&args);
  mlb_ptrmap_put(&f->edges, e, t->block);
  mlb_dom_info_invalidate(&f->dom);
  f->m->stats[OD_STAT_SPLITS]++;
  return e;
}

/* Before the edges are split, one dealloc in the branching block frees
 * what no edge keeps and gives every value some edge keeps (forwarded or
 * live into a successor) a unique ownership there, where it dominates
 * the successors. */
static MlbStatus settle_before_split(OdFunc *f, MlbOperation *t,
                                     MlbValueVec *kept) {
  MlbBlock *blk = t->block;
  MlbValueVec fwd, upd;
  od_vec_take(f->m, &fwd);
  od_vec_take(f->m, &upd);
  for (uint32_t i = 0; i < t->num_successors; i++) {
    uint32_t s, c;
    if (mlb_succ_operands(t, i, &s, &c)) {
      for (uint32_t k = s; k < s + c; k++)
        mlb_vec_push(&fwd, mlb_op_operand(t, k));
    } else {
      for (uint32_t k = 0; k < t->num_operands; k++)
        mlb_vec_push(&fwd, mlb_op_operand(t, k));
    }
  }
  od_retained(f, blk, NULL, fwd.data, fwd.len, kept);
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, t);
  OdDeallocList l;
  od_list_init(f, &l);
  MlbStatus st = od_collect(f, &b, t->loc, blk, &l);
  if (st == MLB_SUCCESS) {
    od_emit(f, &b, t->loc, &l, NULL, kept->data, kept->len, &upd);
    od_set_retained(f, blk, kept->data, kept->len, upd.data);
  }
  od_list_free(f, &l);
  od_vec_give(f->m, &fwd);
  od_vec_give(f->m, &upd);
  return st;
}

/* The edge block owns what the branching block kept, with the ownership
 * settled there; its arguments own what the predecessor forwarded. */
static void enter_edge(OdFunc *f, MlbBlock *e, MlbBlock *from,
                       const MlbValueVec *kept, const MlbValueVec *fwd) {
  for (uint32_t i = 0; i < kept->len; i++) {
    MlbValue *v = kept->data[i];
    od_update(f, v, od_get(f, v, from), e);
    od_add_memref(f, v, e);
  }
  MlbValue *no = NULL;
  for (uint32_t i = 0; i < e->num_args; i++) {
    MlbValue *arg = e->args[i];
    if (!od_is_buffer(f->m, arg))
      continue;
    OdOwn o = {OD_UNINIT, NULL};
    if (fwd->data[i])
      o = od_get(f, fwd->data[i], from);
    if (o.kind != OD_UNIQUE) {
      if (!no) {
        MlbBuilder b = {f->ctx, e, e->first};
        no = od_bool(f->m, &b, arg->loc, false);
      }
      o = od_own_unique(no);
    }
    od_update(f, arg, o, e);
  }
}

static MlbStatus split_all(OdFunc *f, MlbOperation *t) {
  MlbBlock *from = t->block, *after = from;
  MlbBlockVec edges = {0};
  MlbValueVec fwd[2] = {{0}, {0}}, kept = {0};
  MlbStatus s = settle_before_split(f, t, &kept);
  for (uint32_t i = 0; s == MLB_SUCCESS && i < t->num_successors; i++)
    mlb_vec_push(&edges, after = split_edge(f, t, i, after, &fwd[0]));
  uint32_t k = 0;
  for (uint32_t i = 0; s == MLB_SUCCESS && i < edges.len; i++) {
    MlbBlock *e = edges.data[i];
    fwd[1].len = 0;
    for (uint32_t j = 0; j < e->num_args; j++)
      mlb_vec_push(&fwd[1], fwd[0].data[k++]);
    enter_edge(f, e, from, &kept, &fwd[1]);
    s = single_branch(f, e->last, e, from);
  }
  mlb_vec_free(&edges);
  mlb_vec_free(&fwd[0]);
  mlb_vec_free(&fwd[1]);
  mlb_vec_free(&kept);
  return s;
}

MlbStatus od_handle_branch(OdFunc *f, MlbOperation *t) {
  const MlbDeallocIface *d = od_dealloc_iface(t);
  if (d && d->cond_branch) {
    MlbValue *cond = mlb_op_operand(t, d->condition);
    if (can_append(f, t, 0, forwarded_buffers(f, t, 0), cond) &&
        can_append(f, t, 1, forwarded_buffers(f, t, 1), cond))
      return cond_branch(f, t, d);
  } else if (t->num_successors == 1) {
    uint32_t n = forwarded_buffers(f, t, 0);
    MlbValue *ph = t->num_operands ? mlb_op_operand(t, 0) : NULL;
    if ((!n || ph) && can_append(f, t, 0, n, ph))
      return single_branch(f, t, t->block, t->block);
  }
  return split_all(f, t);
}

/* ==== Unreachable blocks ==== */

MlbStatus od_branch_unreachable(OdFunc *f, MlbOperation *t) {
  MlbValue *no = NULL;
  for (uint32_t i = 0; i < t->num_successors; i++) {
    uint32_t n = forwarded_buffers(f, t, i);
    if (!n)
      continue;
    if (!no) {
      MlbBuilder b = {f->ctx, NULL, NULL};
      mlb_builder_set_before(&b, t);
      no = od_bool(f->m, &b, t->loc, false);
    }
    MlbValueVec v = {0};
    for (uint32_t k = 0; k < n; k++)
      mlb_vec_push(&v, no);
    bool ok = mlb_append_succ_operands(f->ctx, t, i, n, v.data);
    if (!ok) {
      MlbValueVec fwd = {0};
      MlbBlock *e = split_edge(f, t, i, t->block, &fwd);
      ok = mlb_append_succ_operands(f->ctx, e->last, 0, n, v.data);
      mlb_vec_free(&fwd);
    }
    mlb_vec_free(&v);
    if (!ok)
      return mlb_op_emit_error(f->ctx, t, "cannot forward ownership "
                                          "indicators to successor #%u", i);
  }
  return MLB_SUCCESS;
}
