/* drop_equivalent_results.c - the `drop-equivalent-buffer-results` pass:
 * a function result that always is one of the function's arguments (or a
 * cast of one) is dropped, and callers use the argument they passed
 * (upstream's DropEquivalentBufferResultsPass).
 *
 *   func.func @f(%m: memref<?xf32>)           func.func @f(%m: memref<?xf32>) {
 *       -> memref<?xf32> {                       ...
 *     ...                               =>       return
 *     return %m : memref<?xf32>                }
 *   }                                          call @f(%a) : (memref<?xf32>) -> ()
 *   %r = call @f(%a) : (...) -> memref<?xf32>  (uses of %r use %a)
 *
 * After One-Shot Bufferize with function boundaries, a function that
 * writes its argument in place and returns it returns a buffer its caller
 * already has; the result only hides that from later passes.
 *
 * As upstream: only private functions with a body are rewritten; a result
 * is dropped when every return of the function returns the same argument
 * for it, through any chain of casts between memrefs (MLB_TRAIT_CAST),
 * and the caller then casts the argument it passed to the result type
 * (memref.cast). Like upstream's, the check is on values, not types: an
 * argument returned as is is dropped whatever its type. Every direct call
 * of a rewritten function is rebuilt with the callee's new result types
 * and only its callee property. Functions, calls and returns are found
 * through the callable and call interfaces and the return-like trait.
 *
 * Requires: nothing.  Preserves: nothing.
 */
#include "interfaces/interfaces.h"
#include "rewrite/build.h"
#include "transforms/pass.h"

/* The return-like terminators of the blocks of fn's body. */
static void list_returns(MlbRegion *body, MlbOpVec *out) {
  for (MlbBlock *b = body->first; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      mlb_vec_push(out, t);
  }
}

/* v, through casts between memrefs. */
static MlbValue *strip_casts(MlbValue *v) {
  while (v->def_op && mlb_op_has_trait(v->def_op, MLB_TRAIT_CAST) &&
         v->def_op->num_operands == 1 &&
         mlb_type_is_memref(mlb_op_operand(v->def_op, 0)->type))
    v = mlb_op_operand(v->def_op, 0);
  return v;
}

/* The argument of entry block `entry` that operand r of every return is
 * (through casts), as an index; -1 when there is none. */
static int32_t argument_of(MlbBlock *entry, const MlbOpVec *rets,
                           uint32_t r) {
  MlbValue *arg = NULL;
  for (uint32_t k = 0; k < rets->len; k++) {
    MlbOperation *ret = rets->data[k];
    MlbValue *v = r < ret->num_operands
                      ? strip_casts(mlb_op_operand(ret, r))
                      : NULL;
    if (!v || v->def_op || v->owner_block != entry || (arg && v != arg))
      return -1;
    arg = v;
  }
  return arg ? (int32_t)arg->index : -1;
}

/* Element i of an array attribute (res_attrs), NULL when absent. */
static MlbAttr *elem_at(MlbAttr *arr, uint32_t i) {
  return arr && arr->kind == MLB_ATTR_ARRAY && i < arr->u.array.n
             ? arr->u.array.elems[i]
             : NULL;
}

/* Drops the results of fn whose `to_arg` entry is >= 0 from its type, its
 * res_attrs and its returns. */
static void drop_results(MlbContext *ctx, MlbOperation *fn,
                         const MlbOpVec *rets,
                         const MlbCallableIface *ci, MlbType *ft,
                         const int32_t *to_arg) {
  uint32_t ni = ft->u.func.num_inputs, nr = ft->u.func.num_results;
  MlbType *kept[nr + 1];
  MlbAttr *attrs[nr + 1], *old = mlb_op_get_prop(fn, "res_attrs");
  bool any_attr = false;
  uint32_t nk = 0;
  for (uint32_t r = 0; r < nr; r++) {
    if (to_arg[r] >= 0)
      continue;
    attrs[nk] = elem_at(old, r);
    any_attr |= attrs[nk] && attrs[nk]->kind == MLB_ATTR_DICT &&
                attrs[nk]->u.dict.n;
    kept[nk++] = ft->u.func.types[ni + r];
  }
  for (uint32_t k = 0; k < nk; k++)
    if (!attrs[k])
      attrs[k] = mlb_attr_dict(ctx, 0, NULL);
  mlb_op_set_prop(ctx, fn, ci->type_attr,
                  mlb_attr_type(ctx, mlb_type_function(ctx, ni,
                                                       ft->u.func.types, nk,
                                                       kept)));
  mlb_op_set_prop(ctx, fn, "res_attrs",
                  any_attr ? mlb_attr_array(ctx, nk, attrs) : NULL);
  for (uint32_t k = 0; k < rets->len; k++)
    for (uint32_t r = nr; r-- > 0;)
      if (to_arg[r] >= 0 && r < rets->data[k]->num_operands)
        mlb_op_erase_operand(rets->data[k], r);
}

/* A new call of the rewritten callee (its new result types, only the
 * callee property, as upstream builds it) replacing `call`: dropped
 * results become the operand passed for their argument, cast when the
 * result's type differs. */
static void rebuild_call(MlbContext *ctx, MlbOperation *call, MlbType *ft,
                         const int32_t *to_arg) {
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, call);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, call->name, call->loc);
  for (uint32_t i = 0; i < call->num_operands; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(call, i));
  for (uint32_t r = 0; r < ft->u.func.num_results; r++)
    mlb_vec_push(&st.result_types,
                 ft->u.func.types[ft->u.func.num_inputs + r]);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, ci->callee_attr),
                       mlb_op_get_prop(call, ci->callee_attr));
  MlbOperation *nc = mlb_builder_insert(&b, &st);
  uint32_t next = 0;
  for (uint32_t r = 0; r < call->num_results; r++) {
    MlbValue *old = mlb_op_result(call, r), *repl;
    if (to_arg[r] < 0) {
      repl = mlb_op_result(nc, next++);
    } else {
      repl = mlb_op_operand(call, ci->args_from + (uint32_t)to_arg[r]);
      if (repl->type != old->type)
        repl = mlb_bld_cast(&b, call->loc, repl, old->type);
    }
    mlb_value_replace_all_uses(old, repl);
  }
  mlb_op_erase(call);
}

/* ==== Pass ==== */

typedef struct Calls {
  MlbContext *ctx;
  MlbOpVec calls;   /* direct calls, in walk order */
  MlbOpVec callees; /* their resolved callees (NULL: unknown) */
} Calls;

static MlbWalkResult list_calls(MlbOperation *op, void *user) {
  Calls *c = user;
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  if (ci && ci->callee_attr) {
    mlb_vec_push(&c->calls, op);
    mlb_vec_push(&c->callees, mlb_call_callee_in(c->ctx, op));
  }
  return MLB_WALK_ADVANCE;
}

static void drop_in_function(MlbContext *ctx, MlbOperation *fn,
                             const Calls *c) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  MlbAttr *ta = mlb_op_get_prop(fn, ci->type_attr);
  /* Declarations and public functions keep their signatures. */
  if (!ta || ta->kind != MLB_ATTR_TYPE ||
      ci->body_region >= fn->num_regions ||
      !fn->regions[ci->body_region].first || mlb_symbol_is_public(fn))
    return;
  MlbRegion *body = &fn->regions[ci->body_region];
  MlbOpVec rets = {0};
  list_returns(body, &rets);
  if (!rets.len)
    return;
  MlbType *ft = ta->u.type.value;
  uint32_t nr = ft->u.func.num_results;
  int32_t to_arg[nr + 1];
  for (uint32_t r = 0; r < nr; r++)
    to_arg[r] = argument_of(body->first, &rets, r);
  drop_results(ctx, fn, &rets, ci, ft, to_arg);
  mlb_vec_free(&rets);
  MlbType *nft = mlb_op_get_prop(fn, ci->type_attr)->u.type.value;
  for (uint32_t k = 0; k < c->calls.len; k++)
    if (c->callees.data[k] == fn &&
        c->calls.data[k]->num_results == nr)
      rebuild_call(ctx, c->calls.data[k], nft, to_arg);
}

static MlbStatus run_drop(MlbContext *ctx, MlbOperation *module,
                          const MlbPassOptValue *opts, MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  Calls c = {ctx, {0}, {0}};
  mlb_walk_pre(module, list_calls, &c);
  MlbBlock *top = module->num_regions ? module->regions[0].first : NULL;
  for (MlbOperation *fn = top ? top->first : NULL; fn; fn = fn->next)
    if (mlb_op_iface(fn, MLB_IFACE_CALLABLE))
      drop_in_function(ctx, fn, &c);
  mlb_vec_free(&c.calls);
  mlb_vec_free(&c.callees);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_drop_equivalent_buffer_results = {
    .flag = "drop-equivalent-buffer-results",
    .name = "DropEquivalentBufferResultsPass",
    .anchor = "builtin.module",
    .summary = "Remove MemRef return values that are equivalent to a bbArg",
    .run = run_drop,
};
