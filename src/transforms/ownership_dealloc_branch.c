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

bool od_succ_operands(MlbOperation *term, uint32_t succ, uint32_t *start,
                      uint32_t *count) {
  *start = *count = 0;
  if (!term->desc || !term->desc->successor_operands)
    return false;
  term->desc->successor_operands(term, succ, start, count);
  return *start + *count <= term->num_operands;
}

/* ==== Appending forwarded operands ==== */

static MlbAttr *segment_attr(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_prop(op, "operandSegmentSizes");
  return a && a->kind == MLB_ATTR_DENSE_ARRAY ? a : NULL;
}

static void set_segment(MlbContext *ctx, MlbOperation *op, MlbAttr *segs,
                        uint32_t k, int64_t delta) {
  MlbI64Vec v = {0};
  for (uint32_t i = 0; i < segs->u.darray.n; i++)
    mlb_vec_push(&v, segs->u.darray.ivals[i] + (i == k ? delta : 0));
  mlb_op_set_prop(ctx, op, "operandSegmentSizes",
                  mlb_attr_dense_int_array(ctx, segs->u.darray.elt, v.len,
                                           v.data));
  mlb_vec_free(&v);
}

/* After inserting n operands, does successor succ receive them and does
 * no other successor's operand count change? */
static bool append_took(MlbOperation *t, uint32_t succ, uint32_t n,
                        const uint32_t *counts) {
  for (uint32_t i = 0; i < t->num_successors; i++) {
    uint32_t s, c;
    if (!od_succ_operands(t, i, &s, &c) ||
        c != counts[i] + (i == succ ? n : 0))
      return false;
  }
  return true;
}

static bool try_insert(MlbContext *ctx, MlbOperation *t, uint32_t succ,
                       uint32_t at, uint32_t n, MlbValue *const *vals,
                       const uint32_t *counts, int32_t seg) {
  MlbAttr *segs = segment_attr(t);
  mlb_op_insert_operands(ctx, t, at, n, vals);
  if (seg >= 0)
    set_segment(ctx, t, segs, (uint32_t)seg, n);
  if (append_took(t, succ, n, counts))
    return true;
  for (uint32_t i = 0; i < n; i++)
    mlb_op_erase_operand(t, at);
  if (seg >= 0)
    mlb_op_set_prop(ctx, t, "operandSegmentSizes", segs);
  return false;
}

bool od_append_succ_operands(MlbContext *ctx, MlbOperation *term,
                             uint32_t succ, uint32_t n,
                             MlbValue *const *vals) {
  uint32_t s, c;
  if (!od_succ_operands(term, succ, &s, &c))
    return false;
  if (!n)
    return true;
  MlbU32Vec counts = {0};
  for (uint32_t i = 0; i < term->num_successors; i++) {
    uint32_t si, ci;
    od_succ_operands(term, i, &si, &ci);
    mlb_vec_push(&counts, ci);
  }
  bool ok = false;
  MlbAttr *segs = segment_attr(term);
  if (!segs || !mlb_op_has_trait(term, MLB_TRAIT_ATTR_SIZED_OPERANDS)) {
    ok = try_insert(ctx, term, succ, s + c, n, vals, counts.data, -1);
  } else {
    /* The segment ending where the successor's operands end grows. */
    uint32_t at = 0;
    for (uint32_t k = 0; !ok && k < segs->u.darray.n; k++) {
      at += (uint32_t)segs->u.darray.ivals[k];
      if (at == s + c && at - (uint32_t)segs->u.darray.ivals[k] <= s)
        ok = try_insert(ctx, term, succ, at, n, vals, counts.data,
                        (int32_t)k);
    }
  }
  mlb_vec_free(&counts);
  return ok;
}

/* Can n i1 values be appended to successor succ's operands? Tried with
 * placeholders and undone. */
static bool can_append(OdFunc *f, MlbOperation *t, uint32_t succ,
                       uint32_t n, MlbValue *placeholder) {
  if (!n) {
    uint32_t s, c;
    return od_succ_operands(t, succ, &s, &c);
  }
  MlbValueVec v = {0};
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&v, placeholder);
  uint32_t s, c;
  od_succ_operands(t, succ, &s, &c);
  MlbAttr *segs = segment_attr(t);
  bool ok = od_append_succ_operands(f->ctx, t, succ, n, v.data);
  if (ok) {
    for (uint32_t i = 0; i < n; i++)
      mlb_op_erase_operand(t, s + c);
    if (segs)
      mlb_op_set_prop(f->ctx, t, "operandSegmentSizes", segs);
  }
  mlb_vec_free(&v);
  return ok;
}

static uint32_t forwarded_buffers(OdFunc *f, MlbOperation *t, uint32_t succ) {
  uint32_t s, c, n = 0;
  od_succ_operands(t, succ, &s, &c);
  for (uint32_t i = s; i < s + c; i++)
    n += od_is_buffer(f->m, mlb_op_operand(t, i));
  return n;
}

/* ==== The dealloc of one edge ==== */

/* Deallocates the buffers of `blk` (the branch's block, or an edge block
 * extending `from`) when control goes to successor succ under `conds`
 * (NULL: the ownership itself), and forwards the ownership of the
 * forwarded buffers. upd_map receives value -> ownership afterwards. */
typedef struct Edge {
  MlbOperation *term;
  uint32_t succ;
  MlbBlock *blk, *from;
} Edge;

static MlbStatus edge_dealloc(OdFunc *f, const Edge *e, MlbBuilder *b,
                              const OdDeallocList *l, MlbValue *const *conds,
                              MlbPtrMap *upd_map, MlbValueVec *ret_out) {
  MlbOperation *t = e->term;
  uint32_t s, c;
  od_succ_operands(t, e->succ, &s, &c);
  MlbValueVec fwd = {0}, upd = {0};
  for (uint32_t i = s; i < s + c; i++)
    mlb_vec_push(&fwd, mlb_op_operand(t, i));
  MlbBlock *to = t->successors[e->succ].block;
  od_retained(f, e->from, to, fwd.data, fwd.len, ret_out);
  od_emit(f, b, t->loc, l, conds, ret_out->data, ret_out->len, &upd);
  od_set_retained(f, e->blk, ret_out->data, ret_out->len, upd.data);
  for (uint32_t i = 0; i < ret_out->len; i++)
    mlb_ptrmap_put(upd_map, ret_out->data[i], upd.data[i]);
  MlbValueVec owns = {0};
  for (uint32_t i = 0; i < fwd.len; i++)
    if (od_is_buffer(f->m, fwd.data[i]))
      mlb_vec_push(&owns, mlb_ptrmap_get(upd_map, fwd.data[i]));
  bool ok = od_append_succ_operands(f->ctx, t, e->succ, owns.len, owns.data);
  mlb_vec_free(&owns);
  mlb_vec_free(&fwd);
  mlb_vec_free(&upd);
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
  OdDeallocList l = {0};
  MlbStatus s = od_collect(f, &b, t->loc, blk, &l);
  if (s == MLB_SUCCESS) {
    Edge e = {t, 0, blk, from};
    MlbPtrMap map;
    MlbValueVec ret = {0};
    mlb_ptrmap_init(&map);
    s = edge_dealloc(f, &e, &b, &l, NULL, &map, &ret);
    mlb_ptrmap_free(&map);
    mlb_vec_free(&ret);
  }
  od_list_free(&l);
  return s;
}

/* ==== Conditional branches (upstream's cf.cond_br model) ==== */

static void modified_conds(MlbBuilder *b, MlbAttr *loc, const OdDeallocList *l,
                           MlbValue *cond, bool taken, MlbValueVec *out) {
  for (uint32_t i = 0; i < l->conds.len; i++) {
    MlbValue *c = cond;
    if (!taken) {
      MlbValue *t = od_bool(b, loc, true);
      c = mlb_bld_binary(b, loc, "arith.xori", t, cond);
    }
    mlb_vec_push(out, mlb_bld_binary(b, loc, "arith.andi", l->conds.data[i],
                                     c));
  }
}

static MlbStatus cond_branch(OdFunc *f, MlbOperation *t,
                             const MlbDeallocIface *d) {
  MlbBlock *blk = t->block;
  MlbValue *cond = mlb_op_operand(t, d->condition);
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, t);
  OdDeallocList l = {0};
  MlbPtrMap map[2];
  MlbValueVec ret[2] = {{0}, {0}}, conds = {0};
  mlb_ptrmap_init(&map[0]);
  mlb_ptrmap_init(&map[1]);
  MlbStatus s = od_collect(f, &b, t->loc, blk, &l);
  for (uint32_t k = 0; k < 2 && s == MLB_SUCCESS; k++) {
    conds.len = 0;
    modified_conds(&b, t->loc, &l, cond, k == 0, &conds);
    Edge e = {t, k, blk, blk};
    s = edge_dealloc(f, &e, &b, &l, conds.data, &map[k], &ret[k]);
  }
  /* Retained on both edges: select the ownership of the edge taken. */
  for (uint32_t i = 0; s == MLB_SUCCESS && i < ret[1].len; i++) {
    MlbValue *v = ret[1].data[i], *o0 = mlb_ptrmap_get(&map[0], v);
    if (!o0)
      continue;
    MlbValue *ops[3] = {cond, o0, mlb_ptrmap_get(&map[1], v)};
    MlbValue *sel = mlb_op_result(
        mlb_bld_op(&b, "arith.select", t->loc, 3, ops, 1, &f->m->i1), 0);
    od_reset(f, v, blk);
    od_update(f, v, od_own_unique(sel), blk);
  }
  for (uint32_t k = 0; k < 2; k++) {
    mlb_vec_free(&ret[k]);
    mlb_ptrmap_free(&map[k]);
  }
  mlb_vec_free(&conds);
  od_list_free(&l);
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
  bool known = od_succ_operands(t, succ, &s, &c);
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
  MlbValueVec fwd = {0}, upd = {0};
  for (uint32_t i = 0; i < t->num_successors; i++) {
    uint32_t s, c;
    if (od_succ_operands(t, i, &s, &c)) {
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
  OdDeallocList l = {0};
  MlbStatus st = od_collect(f, &b, t->loc, blk, &l);
  if (st == MLB_SUCCESS) {
    od_emit(f, &b, t->loc, &l, NULL, kept->data, kept->len, &upd);
    od_set_retained(f, blk, kept->data, kept->len, upd.data);
  }
  od_list_free(&l);
  mlb_vec_free(&fwd);
  mlb_vec_free(&upd);
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
        no = od_bool(&b, arg->loc, false);
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
      no = od_bool(&b, t->loc, false);
    }
    MlbValueVec v = {0};
    for (uint32_t k = 0; k < n; k++)
      mlb_vec_push(&v, no);
    bool ok = od_append_succ_operands(f->ctx, t, i, n, v.data);
    if (!ok) {
      MlbValueVec fwd = {0};
      MlbBlock *e = split_edge(f, t, i, t->block, &fwd);
      ok = od_append_succ_operands(f->ctx, e->last, 0, n, v.data);
      mlb_vec_free(&fwd);
    }
    mlb_vec_free(&v);
    if (!ok)
      return mlb_op_emit_error(f->ctx, t, "cannot forward ownership "
                                          "indicators to successor #%u", i);
  }
  return MLB_SUCCESS;
}
