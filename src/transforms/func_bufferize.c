/* func_bufferize.c - func-bufferize, MLIR 16's conversion of function
 * boundaries: every function's signature, the arguments of every block of
 * its body, the operands its returns and branches hand on, and every
 * call's operands and results go from tensors to identity-layout buffers
 * (bufferize_convert.h). What the bodies compute is left to the partial
 * passes (arith-, tensor-, linalg-, scf-bufferize); where a converted
 * value meets an op still on tensors, a to_tensor or to_buffer glues them,
 * for finalizing-bufferize to fold once everything is converted.
 *
 *   func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
 *     %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
 *     return %r : tensor<4xf32>
 *   }
 *     =>
 *   func.func @f(%t: memref<4xf32>) -> memref<4xf32> {
 *     %0 = bufferization.to_tensor %t : memref<4xf32> to tensor<4xf32>
 *     %r = "test.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
 *     %1 = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
 *     return %1 : memref<4xf32>
 *   }
 *
 * Upstream converts the module as a whole or not at all (a full dialect
 * conversion): a terminator of a function's block that neither returns
 * nor states the operands it passes to its successors cannot have them
 * converted, and fails the pass with upstream's "failed to legalize
 * operation" before anything changes, whatever the types.
 *
 * Requires: nothing.  Preserves: every op but functions, calls, returns
 * and branches of function bodies.
 */
#include "transforms/bufferize_convert.h"
#include "transforms/forwarded_lists.h"
#include "transforms/pass.h"

typedef struct Funcs {
  MlbContext *ctx;
  MlbOpVec fns, calls;
} Funcs;

static MlbWalkResult collect(MlbOperation *op, void *user) {
  Funcs *f = user;
  if (mlb_op_is_function(op) && mlb_function_type(op))
    mlb_vec_push(&f->fns, op);
  else if (mlb_op_iface(op, MLB_IFACE_CALL) &&
           mlb_op_is_function(mlb_call_callee_in(f->ctx, op)))
    mlb_vec_push(&f->calls, op);
  return MLB_WALK_ADVANCE;
}

static MlbRegion *body_of(MlbOperation *fn) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  return ci && ci->body_region < fn->num_regions ? &fn->regions[ci->body_region]
                                                 : NULL;
}

/* Can the terminator's forwarded operands be converted? A return hands
 * all of them to the function's results; a branch says which operands
 * each successor gets. An unregistered op ending a block may be a
 * terminator of either kind (upstream asks mightHaveTrait). */
static bool convertible_terminator(MlbOperation *term) {
  if (mlb_op_has_trait(term, MLB_TRAIT_RETURN_LIKE))
    return true;
  if (term->desc && !mlb_op_is_terminator(term))
    return true; /* not a terminator: a block without one */
  uint32_t start, count;
  for (uint32_t s = 0; s < term->num_successors; s++)
    if (!mlb_succ_operands(term, s, &start, &count))
      return false;
  return term->num_successors > 0;
}

static MlbStatus check_terminators(MlbContext *ctx, MlbOperation *fn) {
  MlbRegion *body = body_of(fn);
  for (MlbBlock *b = body ? body->first : NULL; b; b = b->next)
    if (b->last && !convertible_terminator(b->last))
      return mlb_emit_error(ctx, b->last->loc,
                            "failed to legalize operation '%s'", b->last->name);
  return MLB_SUCCESS;
}

static void convert_terminator(MlbConvert *c, MlbOperation *term) {
  if (mlb_op_has_trait(term, MLB_TRAIT_RETURN_LIKE)) {
    for (uint32_t i = 0; i < term->num_operands; i++)
      mlb_convert_operand(c, term, i);
    return;
  }
  uint32_t start, count;
  for (uint32_t s = 0; s < term->num_successors; s++)
    if (mlb_succ_operands(term, s, &start, &count))
      for (uint32_t i = start; i < start + count; i++)
        mlb_convert_operand(c, term, i);
}

static void convert_function(MlbConvert *c, MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  uint32_t n = ft->u.func.num_inputs + ft->u.func.num_results;
  MlbType *types[n ? n : 1];
  for (uint32_t k = 0; k < n; k++)
    types[k] = mlb_convert_type(c->ctx, ft->u.func.types[k]);
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  mlb_op_set_prop(
      c->ctx, fn, ci->type_attr,
      mlb_attr_type(c->ctx, mlb_type_function(c->ctx, ft->u.func.num_inputs,
                                              types, ft->u.func.num_results,
                                              types + ft->u.func.num_inputs)));
  MlbRegion *body = body_of(fn);
  for (MlbBlock *b = body ? body->first : NULL; b; b = b->next) {
    for (uint32_t a = 0; a < b->num_args; a++)
      mlb_convert_value(c, b->args[a]);
    if (b->last)
      convert_terminator(c, b->last);
  }
}

static void convert_call(MlbConvert *c, MlbOperation *call) {
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  for (uint32_t i = ci->args_from; i < call->num_operands; i++)
    mlb_convert_operand(c, call, i);
  for (uint32_t r = 0; r < call->num_results; r++)
    mlb_convert_value(c, mlb_op_result(call, r));
}

static MlbStatus run_func_bufferize(MlbContext *ctx, MlbOperation *op,
                                    const MlbPassOptValue *o,
                                    MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  Funcs f = {ctx, {0}, {0}};
  mlb_walk_pre(op, collect, &f);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t k = 0; k < f.fns.len && s == MLB_SUCCESS; k++)
    s = check_terminators(ctx, f.fns.data[k]);
  if (s == MLB_SUCCESS) {
    MlbConvert c;
    mlb_convert_init(&c, ctx);
    for (uint32_t k = 0; k < f.fns.len; k++)
      convert_function(&c, f.fns.data[k]);
    for (uint32_t k = 0; k < f.calls.len; k++)
      convert_call(&c, f.calls.data[k]);
    mlb_convert_finish(&c);
  }
  mlb_vec_free(&f.fns);
  mlb_vec_free(&f.calls);
  return s;
}

const MlbPassDef mlb_pass_func_bufferize = {
    .flag = "func-bufferize",
    .name = "FuncBufferizePass",
    .anchor = "builtin.module",
    .summary = "Bufferize func/call/return ops",
    .run = run_func_bufferize,
};
