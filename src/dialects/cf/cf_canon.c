/* cf_canon.c - canonicalization patterns of cf.br, cf.cond_br and
 * cf.assert, as upstream's ControlFlowOps.cpp (in its order), and the
 * registration of all cf patterns (cf.switch's are in cf_switch_canon.c):
 *
 *  cf.br:      merge the destination into this block when this is its
 *              only predecessor; skip a destination that only branches on
 *              (passing its arguments through).
 *  cf.cond_br: a constant condition becomes cf.br; skip pass-through
 *              destinations; identical destinations become one cf.br
 *              (arguments that differ are chosen with arith.select); a
 *              cond_br whose single predecessor branched on the same
 *              condition takes the edge that predecessor took; uses of
 *              the condition in a destination reached only from here
 *              become `true` / `false`.
 *  cf.assert:  an assertion of constant true is erased.
 *
 *   cf.cond_br %c, ^bb1, ^bb2          cf.cond_br %c, ^bb1, ^bb2
 * ^bb1:                          =>  ^bb1:
 *   cf.cond_br %c, ^bb3, ^bb4          cf.br ^bb3
 */
#include "support/thresholds.h"
#include "dialects/cf/cf_canon.h"
#include "dialects/arith/arith_canon.h"
#include "dialects/common.h"
#include "interfaces/registrations.h"

MlbOperation *mlb_cf_build_br(MlbRewriter *rw, MlbAttr *loc, MlbBlock *dest,
                              uint32_t n, MlbValue *const *args) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "cf.br", loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, args[i]);
  mlb_vec_push(&st.successors, dest);
  return mlb_rw_create(rw, &st);
}

void mlb_cf_succ_operands(MlbOperation *op, uint32_t s, MlbValueVec *out) {
  uint32_t start = 0, n = 0;
  op->desc->successor_operands(op, s, &start, &n);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(out, mlb_op_operand(op, start + i));
}

MlbBlock *mlb_cf_single_pred(MlbBlock *b) {
  MlbBlockOperand *p = b->preds;
  return p && !p->next ? p->owner->block : NULL;
}

/* Replaces `op` by `cf.br` to its successor s with that edge's operands. */
static void replace_by_br(MlbRewriter *rw, MlbOperation *op, uint32_t s) {
  MlbValueVec args = {0};
  mlb_cf_succ_operands(op, s, &args);
  mlb_cf_build_br(rw, op->loc, op->successors[s].block, args.len, args.data);
  mlb_rw_erase_op(rw, op);
  mlb_vec_free(&args);
}

/* ==== Collapsing pass-through blocks ==== */

/* The block a pass-through block b branches on to (its only op is a
 * cf.br using its arguments for nothing else), or NULL. */
static MlbBlock *pass_through_dest(MlbBlock *b) {
  MlbOperation *br = b->first;
  if (!br || br != b->last || !mlb_op_is(br, "cf.br"))
    return NULL;
  for (uint32_t i = 0; i < b->num_args; i++)
    for (MlbUse *u = b->args[i]->uses; u; u = u->next)
      if (u->owner != br)
        return NULL;
  MlbBlock *dest = br->successors[0].block;
  return dest == b ? NULL : dest;
}

/* Does the chain of pass-through blocks from b loop without passing
 * through `from`? Then collapsing an edge of `from` into it only turns the
 * edge around the loop, forever (a rotation the greedy driver never ends:
 * a cond_br into `^a: br ^b`, `^b: br ^c`, `^c: br ^a`); the loop's own
 * branches collapse it into a self-loop instead. A chain longer than
 * CHAIN_MAX counts as looping (no collapse: always safe). */
enum { CHAIN_MAX = MLB_THRESHOLD(32, 2) };

static bool loops_elsewhere(MlbBlock *b, MlbBlock *from) {
  MlbBlock *seen[CHAIN_MAX];
  for (uint32_t n = 0; b; b = pass_through_dest(b)) {
    if (b == from)
      return false;
    for (uint32_t i = 0; i < n; i++)
      if (seen[i] == b)
        return true;
    if (n == CHAIN_MAX)
      return true;
    seen[n++] = b;
  }
  return false;
}

bool mlb_cf_collapse(MlbBlock *from, MlbBlock **succ, MlbValueVec *args) {
  MlbBlock *b = *succ;
  MlbBlock *dest = pass_through_dest(b);
  if (!dest || loops_elsewhere(b, from))
    return false;
  MlbOperation *br = b->first;
  MlbValueVec next = {0};
  for (uint32_t i = 0; i < br->num_operands; i++) {
    MlbValue *v = mlb_op_operand(br, i);
    if (v->owner_block == b)
      v = args->data[v->index];
    mlb_vec_push(&next, v);
  }
  mlb_vec_free(args);
  *args = next;
  *succ = dest;
  return true;
}

/* ==== cf.br ==== */

static bool pat_br_single_pred(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *succ = op->successors[0].block, *parent = op->block;
  if (succ == parent || mlb_block_num_preds(succ) != 1)
    return false;
  MlbValueVec args = {0};
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&args, mlb_op_operand(op, i));
  mlb_rw_erase_op(rw, op);
  mlb_rw_inline_block(rw, succ, parent, NULL, args.data);
  mlb_vec_free(&args);
  return true;
}

static bool pat_br_pass_through(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *dest = op->successors[0].block;
  MlbValueVec args = {0};
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_vec_push(&args, mlb_op_operand(op, i));
  bool ok = dest != op->block && mlb_cf_collapse(op->block, &dest, &args);
  if (ok) {
    mlb_cf_build_br(rw, op->loc, dest, args.len, args.data);
    mlb_rw_erase_op(rw, op);
  }
  mlb_vec_free(&args);
  return ok;
}

/* ==== cf.cond_br ==== */

static MlbOperation *build_cond_br(MlbRewriter *rw, MlbOperation *old,
                                   MlbBlock *t, MlbValueVec *ta, MlbBlock *f,
                                   MlbValueVec *fa) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "cf.cond_br", old->loc);
  mlb_vec_push(&st.operands, mlb_op_operand(old, 0));
  for (uint32_t i = 0; i < ta->len; i++)
    mlb_vec_push(&st.operands, ta->data[i]);
  for (uint32_t i = 0; i < fa->len; i++)
    mlb_vec_push(&st.operands, fa->data[i]);
  int64_t seg[3] = {1, ta->len, fa->len};
  mlb_opstate_add_segment_sizes(rw->ctx, &st, "operandSegmentSizes", seg, 3);
  MlbAttr *w = mlb_op_get_prop(old, mlb_names.branch_weights);
  if (w)
    mlb_opstate_add_prop(&st, "branch_weights", w);
  mlb_vec_push(&st.successors, t);
  mlb_vec_push(&st.successors, f);
  return mlb_rw_create(rw, &st);
}

static bool pat_const_cond(MlbRewriter *rw, MlbOperation *op) {
  int64_t c;
  if (!mlb_value_const_int(mlb_op_operand(op, 0), &c))
    return false;
  replace_by_br(rw, op, c ? 0 : 1);
  return true;
}

static bool pat_cond_pass_through(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *t = op->successors[0].block, *f = op->successors[1].block;
  MlbValueVec ta = {0}, fa = {0};
  mlb_cf_succ_operands(op, 0, &ta);
  mlb_cf_succ_operands(op, 1, &fa);
  bool ct = mlb_cf_collapse(op->block, &t, &ta);
  bool cf = mlb_cf_collapse(op->block, &f, &fa);
  if (ct || cf) {
    build_cond_br(rw, op, t, &ta, f, &fa);
    mlb_rw_erase_op(rw, op);
  }
  mlb_vec_free(&ta);
  mlb_vec_free(&fa);
  return ct || cf;
}

static bool pat_identical_succs(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *t = op->successors[0].block;
  if (t != op->successors[1].block)
    return false;
  MlbValueVec ta = {0}, fa = {0}, merged = {0};
  mlb_cf_succ_operands(op, 0, &ta);
  mlb_cf_succ_operands(op, 1, &fa);
  bool same = ta.len == fa.len;
  for (uint32_t i = 0; same && i < ta.len; i++)
    same = ta.data[i] == fa.data[i];
  for (MlbBlockOperand *p = t->preds; !same && p; p = p->next)
    if (p->owner->block != op->block) {
      mlb_vec_free(&ta);
      mlb_vec_free(&fa);
      return false;
    }
  for (uint32_t i = 0; i < ta.len && i < fa.len; i++) {
    MlbValue *v = ta.data[i];
    if (!same && ta.data[i] != fa.data[i]) {
      MlbOpState st;
      mlb_opstate_init(&st, rw->ctx, "arith.select", op->loc);
      mlb_vec_push(&st.operands, mlb_op_operand(op, 0));
      mlb_vec_push(&st.operands, ta.data[i]);
      mlb_vec_push(&st.operands, fa.data[i]);
      mlb_vec_push(&st.result_types, v->type);
      v = mlb_op_result(mlb_rw_create(rw, &st), 0);
    }
    mlb_vec_push(&merged, v);
  }
  mlb_cf_build_br(rw, op->loc, t, merged.len, merged.data);
  mlb_rw_erase_op(rw, op);
  mlb_vec_free(&ta);
  mlb_vec_free(&fa);
  mlb_vec_free(&merged);
  return true;
}

/* The single predecessor ended in a cond_br on the same condition: the
 * edge into this block tells which way this one goes. */
static bool pat_same_condition(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *pred = mlb_cf_single_pred(op->block);
  if (!pred)
    return false;
  MlbOperation *pt = pred->last;
  if (!mlb_op_is(pt, "cf.cond_br") ||
      mlb_op_operand(pt, 0) != mlb_op_operand(op, 0))
    return false;
  replace_by_br(rw, op, op->block == pt->successors[0].block ? 0 : 1);
  return true;
}

/* Uses of the condition directly inside destination `side` (reached only
 * through this edge) become the constant it must have there. */
static bool propagate_truth(MlbRewriter *rw, MlbOperation *op, uint32_t side) {
  MlbBlock *d = op->successors[side].block;
  if (!mlb_cf_single_pred(d))
    return false;
  MlbValue *cond = mlb_op_operand(op, 0), *k = NULL;
  MlbUse *next;
  for (MlbUse *u = cond->uses; u; u = next) {
    next = u->next;
    if (u->owner->block != d)
      continue;
    if (!k)
      k = mlb_arith_const_int(rw, rw->ctx->t_i1, side == 0, op->loc);
    mlb_rw_set_operand(rw, u->owner, mlb_use_index(u), k);
  }
  return k != NULL;
}

static bool pat_truth_propagation(MlbRewriter *rw, MlbOperation *op) {
  bool t = propagate_truth(rw, op, 0);
  bool f = propagate_truth(rw, op, 1);
  return t || f;
}

/* ==== cf.assert ==== */

static bool pat_assert_true(MlbRewriter *rw, MlbOperation *op) {
  int64_t c;
  if (!mlb_value_const_int(mlb_op_operand(op, 0), &c) || c == 0)
    return false;
  mlb_rw_erase_op(rw, op);
  return true;
}

/* ==== Registration ==== */

static const MlbPattern k_br_patterns[] = {
    {"SimplifyBrToBlockWithSinglePred", pat_br_single_pred, 1},
    {"SimplifyPassThroughBr", pat_br_pass_through, 1},
};
static const MlbPattern k_cond_br_patterns[] = {
    {"SimplifyConstCondBranchPred", pat_const_cond, 1},
    {"SimplifyPassThroughCondBranch", pat_cond_pass_through, 1},
    {"SimplifyCondBranchIdenticalSuccessors", pat_identical_succs, 1},
    {"SimplifyCondBranchFromCondBranchOnSameCondition", pat_same_condition, 1},
    {"CondBranchTruthPropagation", pat_truth_propagation, 1},
};
static const MlbPattern k_assert_patterns[] = {
    {"AssertOp::canonicalize", pat_assert_true, 1},
};
MLB_CANON_IFACE(k_c_br, k_br_patterns);
MLB_CANON_IFACE(k_c_cond_br, k_cond_br_patterns);
MLB_CANON_IFACE(k_c_assert, k_assert_patterns);
static const MlbFoldIface k_f_cf = {.materialize = mlb_arith_materialize};

/* The successor a branch takes on constant operands (estimates of how
 * often a block of a branch loop runs: one_shot_choose.c). */
static bool br_successor(MlbOperation *op, MlbAttr *const *cst,
                         uint32_t *succ) {
  (void)op, (void)cst;
  *succ = 0;
  return true;
}

static bool cond_br_successor(MlbOperation *op, MlbAttr *const *cst,
                              uint32_t *succ) {
  int64_t c;
  if (!op->num_operands || !mlb_attr_const_int(cst[0], &c))
    return false;
  *succ = c ? 0 : 1;
  return true;
}

static const MlbFoldIface k_f_br = {.materialize = mlb_arith_materialize,
                                    .successor = br_successor};
static const MlbFoldIface k_f_cond_br = {.materialize = mlb_arith_materialize,
                                         .successor = cond_br_successor};

static const MlbIfaceEntry k_entries[] = {
    {"cf.br", MLB_IFACE_CANONICALIZE, &k_c_br},
    {"cf.cond_br", MLB_IFACE_CANONICALIZE, &k_c_cond_br},
    {"cf.switch", MLB_IFACE_CANONICALIZE, &mlb_cf_switch_canon},
    {"cf.assert", MLB_IFACE_CANONICALIZE, &k_c_assert},
    {"cf.br", MLB_IFACE_FOLD, &k_f_br},
    {"cf.cond_br", MLB_IFACE_FOLD, &k_f_cond_br},
    {"cf.switch", MLB_IFACE_FOLD, &k_f_cf},
    {"cf.assert", MLB_IFACE_FOLD, &k_f_cf},
};

void mlb_register_cf_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
