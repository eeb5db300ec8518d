/* ownership_dealloc_call.c - calls and the function-boundary ABI.
 *
 * The ABI (docs/deallocation.md): a callee never takes ownership of its
 * arguments, and the caller owns every buffer a call returns. So
 *
 *   %r = func.call @f(%m)        ownership(%r) := true, deallocate %r
 *
 * except for private functions with a body under
 * private-function-dynamic-ownership, whose returns pass their ownership
 * indicators as extra i1 results:
 *
 *   %r:2 = func.call @g(%m) : (memref<2xf32>) -> (memref<2xf32>, i1)
 *                                ownership(%r#0) := %r#1
 *
 * A returned buffer that is managed by hand (see the facts) is not owned
 * by the caller either: existing code takes care of it. When the callee
 * returns, besides buffers it owns, only arguments as they are, the
 * caller owns the result exactly when it is none of those arguments
 * (ownership_dealloc_returns.c):
 *
 *   %r = func.call @h(%x)        ownership(%r) := ptr(%r) != ptr(%x)
 */
#include "transforms/ownership_dealloc.h"

MlbRegion *od_function_body(MlbOperation *fn) {
  const MlbCallableIface *c = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  uint32_t r = c ? c->body_region : 0;
  return r < fn->num_regions ? &fn->regions[r] : NULL;
}

static bool is_private(MlbOperation *op) {
  MlbAttr *v = mlb_op_get_attr(op, "sym_visibility");
  return v && v->kind == MLB_ATTR_STRING && v->u.str.len == 7 &&
         memcmp(v->u.str.data, "private", 7) == 0;
}

static bool has_body(MlbOperation *fn) {
  MlbRegion *r = od_function_body(fn);
  return r && !mlb_region_empty(r);
}

bool od_function_dynamic(OdModule *m, MlbOperation *fn) {
  return m->private_dynamic && mlb_op_is_function(fn) && is_private(fn) &&
         has_body(fn) && !mlb_ptrmap_get(&m->skip, fn) &&
         !mlb_ptrmap_get(&m->referenced, fn) &&
         mlb_op_is_ancestor(m->root, fn);
}

MlbOperation *od_handle_call(OdFunc *f, MlbOperation *call) {
  OdModule *m = f->m;
  MlbOperation *callee = mlb_call_callee_in(m->ctx, call);
  if (callee && od_function_dynamic(m, callee)) {
    uint32_t n = 0, old = call->num_results;
    for (uint32_t i = 0; i < old; i++)
      n += od_is_buffer(m, mlb_op_result(call, i));
    MlbOperation *nc = n ? od_append_results(f, call, n, m->i1) : call;
    for (uint32_t i = 0, k = old; i < old; i++) {
      MlbValue *r = mlb_op_result(nc, i);
      if (!od_is_buffer(m, r))
        continue;
      od_update(f, r, od_own_unique(mlb_op_result(nc, k++)), NULL);
      od_add_memref(f, r, NULL);
    }
    return nc;
  }
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, call);
  MlbValue *yes = od_bool(f->m, &b, call->loc, true), *no = NULL;
  for (uint32_t i = 0; i < call->num_results; i++) {
    MlbValue *r = mlb_op_result(call, i);
    if (!od_is_buffer(m, r))
      continue;
    if (od_hand_managed(m, r)) {
      MlbValue *own = od_result_owned_unless_arg(f, call, r);
      if (own) {
        od_update(f, r, od_own_unique(own), NULL);
        od_add_memref(f, r, NULL);
        continue;
      }
      if (!no)
        no = od_bool(f->m, &b, call->loc, false);
      od_update(f, r, od_own_unique(no), NULL);
      continue;
    }
    od_update(f, r, od_own_unique(yes), NULL);
    od_add_memref(f, r, NULL);
    mlb_ptrmap_put(&f->abi_owned, r, (void *)1);
  }
  return call;
}

/* The function type follows what the returns now return (ownership
 * indicators added). All returns must agree. */
MlbStatus od_update_signature(OdFunc *f) {
  MlbOperation *fn = f->func;
  const MlbCallableIface *c = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  MlbRegion *body = od_function_body(fn);
  if (!c || !c->type_attr || !body || !body->first)
    return MLB_SUCCESS;
  MlbOperation *first = NULL;
  for (MlbBlock *b = body->first; b; b = b->next) {
    MlbOperation *t = b->last;
    if (!t || !mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      continue;
    if (!first) {
      first = t;
      continue;
    }
    bool same = t->num_operands == first->num_operands;
    for (uint32_t i = 0; same && i < t->num_operands; i++)
      same = mlb_op_operand(t, i)->type == mlb_op_operand(first, i)->type;
    if (!same)
      return mlb_op_emit_error(f->ctx, fn, "there are multiple return "
                                           "operations with different "
                                           "operand types");
  }
  MlbAttr *ta = mlb_op_get_attr(fn, c->type_attr);
  if (!first || !ta || ta->kind != MLB_ATTR_TYPE ||
      ta->u.type.value->kind != MLB_TYPE_FUNCTION)
    return MLB_SUCCESS;
  MlbTypeVec in, res;
  od_vec_take(f->m, &in);
  od_vec_take(f->m, &res);
  for (uint32_t i = 0; i < body->first->num_args; i++)
    mlb_vec_push(&in, body->first->args[i]->type);
  for (uint32_t i = 0; i < first->num_operands; i++)
    mlb_vec_push(&res, mlb_op_operand(first, i)->type);
  MlbType *ft = mlb_type_function(f->ctx, in.len, in.data, res.len, res.data);
  if (ft != ta->u.type.value)
    mlb_op_set_prop(f->ctx, fn, c->type_attr, mlb_attr_type(f->ctx, ft));
  od_vec_give(f->m, &in);
  od_vec_give(f->m, &res);
  return MLB_SUCCESS;
}
