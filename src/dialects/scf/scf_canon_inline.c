/* scf_canon_inline.c - patterns that dissolve an scf region op into its
 * parent, as upstream's SCF.cpp (LLVM 22) has them:
 *
 *  scf.execute_region (not `no_inline`):
 *    SingleBlockExecuteInliner: a single-block region is inlined before
 *      the op, whatever the parent;
 *    MultiBlockExecuteInliner: inside a function or another
 *      execute_region, the block is split at the op, the region's blocks
 *      move in between (cf.br into the entry, each scf.yield becomes a
 *      cf.br to the continuation, whose arguments replace the results);
 *  scf.index_switch, FoldConstantCase: with a constant selector, the
 *    matching case (or the default) is inlined.
 */
#include "dialects/scf/scf_canon_int.h"
#include "dialects/scf/scf_int.h"

static bool no_inline(MlbOperation *op) {
  return mlb_op_get_prop(op, "no_inline") != NULL;
}

/* ==== scf.execute_region ==== */

bool mlb_scf_pat_single_block_execute(MlbRewriter *rw, MlbOperation *op) {
  MlbRegion *r = &op->regions[0];
  if (!r->first || r->first != r->last || no_inline(op))
    return false;
  mlb_scf_replace_with_region(rw, op, r, NULL);
  return true;
}

/* Moves `op` and the ops after it into a new block after op's block
 * (upstream's splitBlock with a listener: one op at a time from the
 * back, each announced). */
static MlbBlock *split_before(MlbRewriter *rw, MlbOperation *op) {
  MlbBlock *b = op->block;
  MlbBlock *nb = mlb_block_new(rw->ctx);
  mlb_region_insert_block_after(b->parent, b, nb);
  while (op->block != nb) {
    MlbOperation *last = b->last;
    mlb_op_remove(last);
    mlb_block_insert_before(nb, nb->first, last);
    mlb_rw_modified(rw, last);
  }
  return nb;
}

static MlbOperation *create_br(MlbRewriter *rw, MlbAttr *loc, MlbBlock *dest,
                               MlbOperation *args_of) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, "cf.br", loc);
  for (uint32_t i = 0; args_of && i < args_of->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(args_of, i));
  mlb_vec_push(&st.successors, dest);
  return mlb_rw_create(rw, &st);
}

static bool parent_takes_blocks(MlbOperation *op) {
  MlbOperation *p = mlb_op_parent_op(op);
  return p && (mlb_op_has_trait(p, MLB_TRAIT_FUNCTION_LIKE) ||
               strcmp(p->name, "scf.execute_region") == 0);
}

bool mlb_scf_pat_multi_block_execute(MlbRewriter *rw, MlbOperation *op) {
  if (no_inline(op) || !parent_takes_blocks(op))
    return false;
  MlbBlock *prev = op->block;
  MlbBlock *post = split_before(rw, op);
  mlb_builder_set_end(&rw->b, prev);
  create_br(rw, op->loc, op->regions[0].first, NULL);
  for (MlbBlock *b = op->regions[0].first; b; b = b->next) {
    MlbOperation *y = b->last;
    if (!y || strcmp(y->name, "scf.yield") != 0)
      continue;
    mlb_builder_set_before(&rw->b, y);
    create_br(rw, y->loc, post, y);
    mlb_rw_erase_op(rw, y);
  }
  MlbBlock *after = prev;
  while (op->regions[0].first) {
    MlbBlock *b = op->regions[0].first;
    mlb_region_remove_block(b);
    mlb_region_insert_block_after(prev->parent, after, b);
    after = b;
  }
  MlbValueVec args = {0};
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(&args, mlb_block_add_arg(rw->ctx, post, op->results[i].type,
                                          op->loc));
  mlb_rw_replace_op(rw, op, args.data);
  mlb_vec_free(&args);
  return true;
}

/* ==== scf.index_switch ==== */

bool mlb_scf_pat_switch_constant_case(MlbRewriter *rw, MlbOperation *op) {
  int64_t v;
  if (!mlb_value_const_int(mlb_op_operand(op, 0), &v))
    return false;
  MlbRegion *r = &op->regions[mlb_scf_switch_region(op, v)];
  MlbBlock *src = r->first;
  MlbOperation *term = src->last;
  MlbValueVec res = {0};
  for (uint32_t i = 0; i < term->num_operands; i++)
    mlb_vec_push(&res, mlb_op_operand(term, i));
  mlb_rw_inline_block(rw, src, op->block, op, NULL);
  mlb_rw_erase_op(rw, term);
  mlb_rw_replace_op(rw, op, res.data);
  mlb_vec_free(&res);
  return true;
}
