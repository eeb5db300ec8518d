/* scf_branch.c - control-flow edge checks of the scf region ops.
 *
 * Upstream verifies every RegionBranchOpInterface op by walking its branch
 * points (the op itself, then each region's terminators in order) and, for
 * each successor the op reports, comparing the values passed along the
 * edge with the successor's inputs. This file lists those edges for
 * scf.if, scf.for, scf.while and scf.execute_region, with the successor
 * order of upstream's getSuccessorRegions, and checks them with
 * mlb_verify_region_edge. It also holds scf.for's LoopLikeOpInterface
 * checks, which upstream runs first because their messages are clearer.
 */
#include "dialects/scf/scf_int.h"

/* Input types of an edge: block arguments from `skip` on, or the op's
 * results. */
static void arg_types(MlbRegion *r, uint32_t skip, MlbTypeVec *out) {
  MlbBlock *b = r->first;
  for (uint32_t i = skip; b && i < b->num_args; i++)
    mlb_vec_push(out, b->args[i]->type);
}

static void result_types(MlbOperation *op, MlbTypeVec *out) {
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_vec_push(out, op->results[i].type);
}

/* Whether the values passed along an edge have exactly its input types
 * (the usual case, decided without collecting the types). */
static bool edge_matches(MlbOperation *op, int to, uint32_t skip,
                         const MlbUse *ops, uint32_t nops) {
  if (to < 0) {
    if (nops != op->num_results)
      return false;
    for (uint32_t i = 0; i < nops; i++)
      if (ops[i].value->type != op->results[i].type)
        return false;
    return true;
  }
  MlbBlock *b = op->regions[to].first;
  uint32_t nargs = b && b->num_args > skip ? b->num_args - skip : 0;
  if (nops != nargs)
    return false;
  for (uint32_t i = 0; i < nops; i++)
    if (ops[i].value->type != b->args[skip + i]->type)
      return false;
  return true;
}

/* Reports an edge whose values do not match its inputs. */
MLB_NOINLINE static MlbStatus edge_mismatch(MlbContext *ctx, MlbOperation *op,
                                            MlbOperation *from, int to,
                                            uint32_t skip, const MlbUse *ops,
                                            uint32_t nops) {
  MlbTypeVec in = {0};
  if (to < 0)
    result_types(op, &in);
  else
    arg_types(&op->regions[to], skip, &in);
  MlbStatus s =
      mlb_verify_region_edge(ctx, op, from, to, ops, nops, in.data, in.len);
  mlb_vec_free(&in);
  return s;
}

/* Checks one edge: into region `to` (its args from `skip`), or to the
 * parent when to < 0. */
static MlbStatus edge(MlbContext *ctx, MlbOperation *op, MlbOperation *from,
                      int to, uint32_t skip, const MlbUse *ops, uint32_t nops) {
  if (edge_matches(op, to, skip, ops, nops))
    return MLB_SUCCESS;
  return edge_mismatch(ctx, op, from, to, skip, ops, nops);
}

static bool is_terminator_named(MlbOperation *t, const char *name) {
  return t && strcmp(t->name, name) == 0;
}

/* is_terminator_named(t, "scf.yield"), the usual yield known without a
 * strcmp. */
static bool is_yield(MlbOperation *t) {
  return t && (mlb_scf_is_yield(t) || strcmp(t->name, "scf.yield") == 0);
}

/* Every scf.yield ending a block of region `r` goes back to the parent. */
MLB_HOT static MlbStatus yields_to_parent(MlbContext *ctx, MlbOperation *op,
                                          MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next)
    if (is_yield(b->last))
      MLB_TRY(edge(ctx, op, b->last, -1, 0, b->last->operands,
                   b->last->num_operands));
  return MLB_SUCCESS;
}

MlbStatus mlb_scf_verify_if_edges(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(edge(ctx, op, NULL, 0, 0, NULL, 0));
  if (mlb_region_empty(&op->regions[1]))
    MLB_TRY(edge(ctx, op, NULL, -1, 0, NULL, 0));
  else
    MLB_TRY(edge(ctx, op, NULL, 1, 0, NULL, 0));
  MLB_TRY(yields_to_parent(ctx, op, &op->regions[0]));
  return yields_to_parent(ctx, op, &op->regions[1]);
}

MlbStatus mlb_scf_verify_execute_region_edges(MlbContext *ctx,
                                              MlbOperation *op) {
  MLB_TRY(edge(ctx, op, NULL, 0, 0, NULL, 0));
  return yields_to_parent(ctx, op, &op->regions[0]);
}

/* scf.for: from the op and from its yield, control goes to the body (the
 * iter_args, after the induction variable) or out to the results. */
MlbStatus mlb_scf_verify_for_edges(MlbContext *ctx, MlbOperation *op) {
  const MlbUse *inits = op->operands + 3;
  uint32_t ninit = op->num_operands - 3;
  MLB_TRY(edge(ctx, op, NULL, 0, 1, inits, ninit));
  MLB_TRY(edge(ctx, op, NULL, -1, 0, inits, ninit));
  MlbOperation *y = op->regions[0].first ? op->regions[0].first->last : NULL;
  if (!is_yield(y))
    return MLB_SUCCESS;
  MLB_TRY(edge(ctx, op, y, 0, 1, y->operands, y->num_operands));
  return edge(ctx, op, y, -1, 0, y->operands, y->num_operands);
}

/* scf.while: op -> before; condition -> results, then after; yield ->
 * before. */
MlbStatus mlb_scf_verify_while_edges(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(edge(ctx, op, NULL, 0, 0, op->operands, op->num_operands));
  for (MlbBlock *b = op->regions[0].first; b; b = b->next) {
    MlbOperation *c = b->last;
    if (!is_terminator_named(c, "scf.condition") || !c->num_operands)
      continue;
    MLB_TRY(edge(ctx, op, c, -1, 0, c->operands + 1, c->num_operands - 1));
    MLB_TRY(edge(ctx, op, c, 1, 0, c->operands + 1, c->num_operands - 1));
  }
  for (MlbBlock *b = op->regions[1].first; b; b = b->next)
    if (is_yield(b->last))
      MLB_TRY(edge(ctx, op, b->last, 0, 0, b->last->operands,
                   b->last->num_operands));
  return MLB_SUCCESS;
}

/* ==== scf.for as LoopLikeOpInterface ==== */
static MlbStatus type_pair_error(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                 const char *first, const char *second,
                                 MlbType *a, MlbType *b) {
  MlbBuf m;
  mlb_buf_init(&m);
  mlb_append_quoted_type(&m, a);
  mlb_buf_puts(&m, " != ");
  mlb_append_quoted_type(&m, b);
  mlb_op_emit_error(ctx, op, "%u-th %s and %u-th %s have different type: %s", i,
                    first, i, second, mlb_buf_cstr(&m));
  mlb_buf_free(&m);
  return MLB_FAILURE;
}

MlbStatus mlb_scf_verify_for_loop_like(MlbContext *ctx, MlbOperation *op,
                                       MlbBlock *body) {
  uint32_t ninit = op->num_operands - 3, niter = body->num_args - 1;
  MlbOperation *y =
      is_yield(body->last) ? body->last : NULL;
  uint32_t nyield = y ? y->num_operands : 0;
  if (ninit != niter)
    return mlb_op_emit_error(ctx, op,
                             "different number of inits and region "
                             "iter_args: %u != %u",
                             ninit, niter);
  if (nyield && niter != nyield)
    return mlb_op_emit_error(ctx, op,
                             "different number of region iter_args and "
                             "yielded values: %u != %u",
                             niter, nyield);
  if (op->num_results != niter)
    return mlb_op_emit_error(ctx, op,
                             "different number of loop results and region "
                             "iter_args: %u != %u",
                             op->num_results, niter);
  for (uint32_t i = 0; i < niter; i++) {
    MlbType *it = body->args[i + 1]->type;
    MlbType *init = mlb_op_operand(op, 3 + i)->type;
    if (init != it)
      return type_pair_error(ctx, op, i, "init", "region iter_arg", init, it);
    if (nyield && mlb_op_operand(y, i)->type != it)
      return type_pair_error(ctx, op, i, "region iter_arg", "yielded value", it,
                             mlb_op_operand(y, i)->type);
    if (op->results[i].type != it)
      return type_pair_error(ctx, op, i, "region iter_arg", "loop result", it,
                             op->results[i].type);
  }
  return MLB_SUCCESS;
}
