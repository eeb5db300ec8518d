/* cf_canon.c - canonicalization patterns of cf.br and cf.cond_br, as
 * upstream's ControlFlowOps.cpp (in its order):
 *
 *  cf.br:      merge the destination into this block when this is its
 *              only predecessor; skip a destination that only branches on
 *              (passing its arguments through).
 *  cf.cond_br: a constant condition becomes cf.br; skip pass-through
 *              destinations; identical destinations become one cf.br
 *              (arguments that differ are chosen with arith.select).
 *              (Same-condition and truth propagation: not done.)
 */
#include "dialects/arith/arith_canon.h"
#include "dialects/common.h"
#include "interfaces/registrations.h"

static bool is_op(const MlbOperation *op, const char *name) {
  return op && strcmp(op->name, name) == 0;
}

static MlbOperation *build_br(MlbRewriter *rw, MlbAttr *loc, MlbBlock *dest,
                              uint32_t n, MlbValue *const *args) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "cf.br", loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, args[i]);
  mlb_vec_push(&st.successors, dest);
  return mlb_rw_create(rw, &st);
}

static void cond_operands(MlbOperation *op, uint32_t s, MlbValueVec *out) {
  uint32_t start = 0, n = 0;
  op->desc->successor_operands(op, s, &start, &n);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(out, mlb_op_operand(op, start + i));
}

/* ==== Collapsing pass-through blocks ==== */

/* When `*succ` holds only a cf.br whose arguments are only used by it,
 * retargets (*succ, args) to that branch's destination. */
static bool collapse(MlbBlock **succ, MlbValueVec *args) {
  MlbBlock *b = *succ;
  MlbOperation *br = b->first;
  if (!br || br != b->last || !is_op(br, "cf.br"))
    return false;
  for (uint32_t i = 0; i < b->num_args; i++)
    for (MlbUse *u = b->args[i]->uses; u; u = u->next)
      if (u->owner != br)
        return false;
  MlbBlock *dest = br->successors[0].block;
  if (dest == b)
    return false;
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
  bool ok = dest != op->block && collapse(&dest, &args);
  if (ok) {
    build_br(rw, op->loc, dest, args.len, args.data);
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
  MlbAttr *w = mlb_op_get_prop(old, "branch_weights");
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
  uint32_t s = c ? 0 : 1;
  MlbValueVec args = {0};
  cond_operands(op, s, &args);
  build_br(rw, op->loc, op->successors[s].block, args.len, args.data);
  mlb_rw_erase_op(rw, op);
  mlb_vec_free(&args);
  return true;
}

static bool pat_cond_pass_through(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *t = op->successors[0].block, *f = op->successors[1].block;
  MlbValueVec ta = {0}, fa = {0};
  cond_operands(op, 0, &ta);
  cond_operands(op, 1, &fa);
  bool ct = collapse(&t, &ta);
  bool cf = collapse(&f, &fa);
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
  cond_operands(op, 0, &ta);
  cond_operands(op, 1, &fa);
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
  build_br(rw, op->loc, t, merged.len, merged.data);
  mlb_rw_erase_op(rw, op);
  mlb_vec_free(&ta);
  mlb_vec_free(&fa);
  mlb_vec_free(&merged);
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
};
static const MlbCanonIface k_c_br = {k_br_patterns,
                                     MLB_ARRAY_LEN(k_br_patterns)};
static const MlbCanonIface k_c_cond_br = {k_cond_br_patterns,
                                          MLB_ARRAY_LEN(k_cond_br_patterns)};
static const MlbFoldIface k_f_cf = {.materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"cf.br", MLB_IFACE_CANONICALIZE, &k_c_br},
    {"cf.cond_br", MLB_IFACE_CANONICALIZE, &k_c_cond_br},
    {"cf.br", MLB_IFACE_FOLD, &k_f_cf},
    {"cf.cond_br", MLB_IFACE_FOLD, &k_f_cf},
};

void mlb_register_cf_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
