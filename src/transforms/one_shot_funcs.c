/* one_shot_funcs.c - bufferize-function-boundaries: tensor arguments,
 * results and call operands of functions become buffers.
 *
 * Arguments are converted before any body is rewritten. The bodies are
 * rewritten callees first, each function's returns and signature right
 * after its body, so that a call is rewritten at its place with its
 * callee's buffer types and the ops using its results find their
 * buffers (upstream asks the callee's bufferized type); calls whose
 * callee is not done yet (a call cycle) are rewritten at the end.
 *
 * Arguments get a fully dynamic strided layout (infer-layout-map and
 * fully-dynamic-layout-map) or the identity one (identity-layout-map),
 * as upstream: a caller may pass any view; `bufferization.buffer_layout`
 * overrides it. A result is returned as the fully dynamic type, then
 * (infer-layout-map) upstream's foldMemRefCasts: when the sources of the
 * returns' memref.cast (or the operands themselves) agree on a type, the
 * returns hand back the sources and the result takes their type. The
 * dead casts stay, as upstream's; the result type may lose precision
 * (memref<*xf32> for tensor<8xf32>), as mlir-opt 22's. Identity when
 * asked (then a returned view is copied into a new buffer, since no cast
 * makes a strided view an identity one). Callers pass casts of their
 * buffers and wrap the results.
 */
#include "transforms/one_shot_bufferize.h"

static MlbOperation *parent_function(MlbOperation *op) {
  MlbOperation *p = mlb_op_parent_op(op);
  return p && mlb_op_is_function(p) ? p : NULL;
}

bool mlb_osb_is_boundary_op(MlbOperation *op) {
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    return true;
  return op->desc && (op->desc->traits & MLB_TRAIT_RETURN_LIKE) &&
         parent_function(op);
}

static MlbType *boundary_type(MlbBufRewriter *br, MlbType *t, bool arg) {
  MlbBufLayout l = br->opts->function_layout;
  if (l == MLB_BUF_LAYOUT_IDENTITY)
    return mlb_buf_alloc_type(br->ctx, t);
  if (arg || l == MLB_BUF_LAYOUT_FULLY_DYNAMIC)
    return mlb_buf_dynamic_type(br->ctx, t);
  return NULL; /* inferred from the returned buffers */
}

/* Argument i's buffer type: the boundary's, with the layout that
 * `bufferization.buffer_layout` gives (an affine map; identity: none),
 * as upstream's getBufferizedFunctionArgType. */
static MlbType *arg_type(MlbBufRewriter *br, MlbOperation *fn, uint32_t i,
                         MlbType *t) {
  MlbType *mt = boundary_type(br, t, true);
  MlbAttr *l = mlb_function_arg_attr(fn, i, "bufferization.buffer_layout");
  if (!l || l->kind != MLB_ATTR_AFFINE_MAP || mt->kind != MLB_TYPE_MEMREF)
    return mt;
  return mlb_type_memref(br->ctx, mt->u.shaped.rank, mt->u.shaped.shape,
                         mt->u.shaped.elt, l, mt->u.shaped.memspace);
}


static void set_function_type(MlbContext *ctx, MlbOperation *fn,
                              MlbType *t) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  mlb_op_set_prop(ctx, fn, ci->type_attr, mlb_attr_type(ctx, t));
}

/* ==== Arguments ==== */
/* The argument becomes a buffer; its tensor uses read a to_tensor of it. */
static void convert_arg(MlbBufRewriter *br, MlbBlock *entry, MlbValue *arg,
                        MlbType *mt) {
  mlb_builder_set_start(&br->b, entry);
  mlb_buf_retype(br, arg, mt, arg->loc ? arg->loc : mlb_loc_unknown(br->ctx));
}

/* ==== Returns ==== */
typedef MLB_VEC(MlbType *) TypeVec;

static void list_returns(MlbOperation *fn, MlbOpVec *out) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  for (MlbBlock *b = fn->regions[ci->body_region].first; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && t->desc && (t->desc->traits & MLB_TRAIT_RETURN_LIKE))
      mlb_vec_push(out, t);
  }
}

/* The source of a memref.cast, else v. */
static MlbValue *unpack_cast(MlbValue *v) {
  MlbOperation *d = v->def_op;
  return d && mlb_op_is(d, "memref.cast") ? mlb_op_operand(d, 0) : v;
}

/* infer-layout-map (upstream's foldMemRefCasts): operand k of every
 * return is a buffer of the fully dynamic type; when their unpacked
 * sources agree on a type, they are returned instead (NULL: they
 * disagree). */
static MlbType *fold_result_casts(const MlbOpVec *rets, uint32_t k) {
  MlbType *want = NULL;
  for (uint32_t r = 0; r < rets->len; r++) {
    MlbType *t = unpack_cast(mlb_op_operand(rets->data[r], k))->type;
    if (want && want != t)
      return NULL;
    want = t;
  }
  for (uint32_t r = 0; want && r < rets->len; r++)
    mlb_op_set_operand(rets->data[r], k,
                       unpack_cast(mlb_op_operand(rets->data[r], k)));
  return want;
}

/* The buffer return `ret` hands back as result k: its operand's, or,
 * where the analysis made the result a copy of the function's own
 * (analysis/one_shot_fresh.c: a caller writes a result that would be
 * read-only or shared), a new buffer with a copy of it:
 *
 *   return %c, %c            %n = memref.alloc()
 *                     ->     memref.copy %c, %n
 *                            return %n, %c
 */
static MlbValue *returned_buffer(MlbBufRewriter *br, MlbOperation *fn,
                                 MlbOperation *ret, uint32_t k) {
  MlbValue *v = mlb_op_operand(ret, k);
  MlbValue *buf = mlb_buf_lookup(br, v);
  const MlbOsa *a = br->user;
  if (!mlb_osa_result_fresh(a, fn, k) || v->type->kind != MLB_TYPE_TENSOR)
    return buf;
  MlbValue *copy = mlb_buf_alloc(br, ret->loc, v->type, v, NULL);
  mlb_buf_copy(br, ret->loc, buf, copy);
  return copy;
}

static void convert_returns(MlbBufRewriter *br, MlbOperation *fn,
                            TypeVec *results) {
  MlbOpVec rets = {0};
  list_returns(fn, &rets);
  MlbType *ft = mlb_function_type(fn);
  uint32_t nres = ft->u.func.num_results;
  /* () -> (): no types, maybe no array */
  MlbType **old = nres ? ft->u.func.types + ft->u.func.num_inputs : NULL;
  for (uint32_t r = 0; r < rets.len; r++) {
    MlbOperation *ret = rets.data[r];
    mlb_builder_set_before(&br->b, ret);
    for (uint32_t k = 0; k < ret->num_operands && k < nres; k++)
      if (mlb_type_is_tensor(old[k]))
        mlb_op_set_operand(ret, k, returned_buffer(br, fn, ret, k));
  }
  for (uint32_t k = 0; k < nres; k++) {
    MlbType *t = old[k];
    if (mlb_type_is_tensor(t)) {
      MlbType *want = boundary_type(br, t, false);
      t = want ? want : mlb_buf_dynamic_type(br->ctx, t);
      for (uint32_t r = 0; r < rets.len; r++) {
        MlbOperation *ret = rets.data[r];
        mlb_builder_set_before(&br->b, ret);
        mlb_op_set_operand(ret, k, mlb_buf_as_type(br, ret->loc,
                                           mlb_op_operand(ret, k), t, old[k]));
      }
      MlbType *folded = want ? NULL : fold_result_casts(&rets, k);
      if (folded)
        t = folded;
    }
    mlb_vec_push(results, t);
  }
  mlb_vec_free(&rets);
}

static void convert_function(MlbBufRewriter *br, MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  if (!ft)
    return;
  uint32_t ni = ft->u.func.num_inputs;
  TypeVec ins = {0}, res = {0};
  MlbBlock *entry = mlb_callable_entry(fn);
  for (uint32_t i = 0; i < ni; i++) {
    MlbType *t = ft->u.func.types[i];
    if (mlb_type_is_tensor(t))
      t = arg_type(br, fn, i, t); /* the argument has it already */
    mlb_vec_push(&ins, t);
  }
  if (entry) {
    convert_returns(br, fn, &res);
  } else {
    /* A declaration: what the option asks, fully dynamic to infer. */
    for (uint32_t k = 0; k < ft->u.func.num_results; k++) {
      MlbType *t = ft->u.func.types[ni + k], *want = NULL;
      if (mlb_type_is_tensor(t))
        want = boundary_type(br, t, false);
      mlb_vec_push(&res, !mlb_type_is_tensor(t) ? t
                         : want               ? want
                                              : mlb_buf_dynamic_type(br->ctx, t));
    }
  }
  set_function_type(br->ctx, fn,
                    mlb_type_function(br->ctx, ins.len, ins.data, res.len,
                                      res.data));
  mlb_vec_free(&ins);
  mlb_vec_free(&res);
}

/* ==== Calls ==== */
/* Result res of a call becomes a buffer of its callee's type mt. When mt
 * lost the tensor's shape (a callee returning through a precision-gaining
 * memref.cast, folded as mlir-opt 22 does), a cast gives it back:
 * upstream hands the less precise buffer to the users, which may not
 * verify (a linalg op with static sizes, a load from an unranked
 * buffer). */
static void convert_call_result(MlbBufRewriter *br, MlbOperation *call,
                                MlbValue *res, MlbType *mt) {
  MlbType *tensor = res->type;
  if (mlb_buf_holds_shape(mt, tensor)) {
    mlb_buf_retype(br, res, mt, call->loc);
    return;
  }
  res->type = mt;
  MlbValue *c =
      mlb_bld_cast(&br->b, call->loc, res, mlb_buf_dynamic_type(br->ctx, tensor));
  MlbValue *t = mlb_buf_to_tensor(br, call->loc, c, tensor);
  for (MlbUse *u = res->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner != c->def_op)
      mlb_op_set_operand(u->owner, mlb_use_index(u), t);
  }
}

static MlbStatus convert_call(MlbBufRewriter *br, MlbOperation *call) {
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbOperation *callee = mlb_call_callee_in(br->ctx, call);
  MlbType *ft = callee ? mlb_function_type(callee) : NULL;
  if (!ft)
    return mlb_emit_error(br->ctx, call->loc,
                          "cannot bufferize a call whose callee is unknown");
  mlb_builder_set_before(&br->b, call);
  for (uint32_t k = 0; k < ft->u.func.num_inputs; k++) {
    uint32_t i = ci->args_from + k;
    MlbValue *v = mlb_op_operand(call, i);
    if (!mlb_type_is_tensor(v->type))
      continue;
    MlbValue *buf = mlb_buf_get_buffer(br, call, i);
    mlb_op_set_operand(call, i,
                       mlb_buf_as_type(br, call->loc, buf,
                                       ft->u.func.types[k], v->type));
  }
  mlb_builder_set_after(&br->b, call);
  for (uint32_t r = 0; r < call->num_results && r < ft->u.func.num_results;
       r++) {
    MlbValue *res = mlb_op_result(call, r);
    if (mlb_type_is_tensor(res->type))
      convert_call_result(br, call, res,
                          ft->u.func.types[ft->u.func.num_inputs + r]);
  }
  return MLB_SUCCESS;
}

/* A tensor left in the signature: the function is not converted yet. */
static bool has_tensor_signature(const MlbType *ft) {
  for (uint32_t k = 0; k < ft->u.func.num_inputs + ft->u.func.num_results;
       k++)
    if (mlb_type_is_tensor(ft->u.func.types[k]))
      return true;
  return false;
}

MlbStatus mlb_osb_boundary_op(MlbBufRewriter *br, MlbOperation *op) {
  if (!mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_SUCCESS; /* a return: with its function's signature */
  MlbOperation *callee = mlb_call_callee_in(br->ctx, op);
  MlbType *ft = callee ? mlb_function_type(callee) : NULL;
  if (!ft || has_tensor_signature(ft))
    return MLB_SUCCESS; /* at the end */
  return convert_call(br, op);
}

void mlb_osb_function_signature(MlbBufRewriter *br, MlbOperation *fn) {
  convert_function(br, fn);
}

static MlbWalkResult list_boundaries(MlbOperation *op, void *user) {
  MlbOpVec *v = user;
  if (mlb_op_is_function(op) || mlb_op_iface(op, MLB_IFACE_CALL))
    mlb_vec_push(v, op);
  return MLB_WALK_ADVANCE;
}

/* Before the bodies are rewritten, so that their ops find the arguments'
 * real buffers (a lookup of a tensor argument would guess a layout). */
static MlbWalkResult convert_arguments(MlbOperation *fn, void *user) {
  MlbBufRewriter *br = user;
  if (!mlb_op_is_function(fn))
    return MLB_WALK_ADVANCE;
  MlbType *ft = mlb_function_type(fn);
  MlbBlock *entry = mlb_callable_entry(fn);
  for (uint32_t i = 0; ft && entry && i < ft->u.func.num_inputs &&
                       i < entry->num_args;
       i++) {
    MlbType *t = ft->u.func.types[i];
    if (mlb_type_is_tensor(t) && mlb_type_is_tensor(entry->args[i]->type))
      convert_arg(br, entry, entry->args[i], arg_type(br, fn, i, t));
  }
  return MLB_WALK_SKIP;
}

void mlb_osb_function_arguments(MlbBufRewriter *br, MlbOperation *root) {
  mlb_walk_pre(root, convert_arguments, br);
}

MlbStatus mlb_osb_function_boundaries(MlbBufRewriter *br,
                                      MlbOperation *module, bool *changed) {
  MlbOpVec ops = {0};
  mlb_walk_pre(module, list_boundaries, &ops);
  *changed = false;
  /* A signature without tensors is converted already (or never had any):
   * converting it again would only set the same type anew, which costs a
   * new properties dictionary per function. */
  for (uint32_t k = 0; k < ops.len; k++)
    if (mlb_op_is_function(ops.data[k])) {
      MlbType *ft = mlb_function_type(ops.data[k]);
      if (ft && has_tensor_signature(ft)) {
        *changed = true;
        convert_function(br, ops.data[k]);
      }
    }
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t k = 0; k < ops.len && s == MLB_SUCCESS; k++)
    if (!mlb_op_is_function(ops.data[k])) {
      *changed |= mlb_buf_has_tensor_value(ops.data[k]);
      s = convert_call(br, ops.data[k]);
    }
  mlb_vec_free(&ops);
  return s;
}

/* ==== Argument attributes ==== */
/* bufferization.writable and bufferization.buffer_layout speak of the
 * tensor arguments; once they are buffers upstream drops them (and
 * arg_attrs when no attribute is left). */
static void drop_bufferization_arg_attrs(MlbContext *ctx, MlbOperation *fn) {
  MlbAttr *all = mlb_op_get_prop(fn, "arg_attrs");
  if (!all || all->kind != MLB_ATTR_ARRAY)
    return;
  uint32_t n = all->u.array.n;
  MlbAttr *elems[n ? n : 1];
  bool any_left = false;
  for (uint32_t k = 0; k < n; k++) {
    MlbAttr *d = all->u.array.elems[k];
    uint32_t m = d && d->kind == MLB_ATTR_DICT ? d->u.dict.n : 0, kept = 0;
    MlbNamedAttr e[m ? m : 1];
    for (uint32_t j = 0; j < m; j++) {
      const char *name = d->u.dict.entries[j].name;
      if (strcmp(name, "bufferization.writable") &&
          strcmp(name, "bufferization.buffer_layout"))
        e[kept++] = d->u.dict.entries[j];
    }
    elems[k] = kept == m ? d : mlb_attr_dict(ctx, kept, e);
    any_left |= kept > 0;
  }
  mlb_op_set_prop(ctx, fn, "arg_attrs",
                  any_left ? mlb_attr_array(ctx, n, elems) : NULL);
}

static MlbWalkResult clean_function(MlbOperation *op, void *user) {
  if (!mlb_op_is_function(op))
    return MLB_WALK_ADVANCE;
  drop_bufferization_arg_attrs(user, op);
  return MLB_WALK_SKIP;
}

void mlb_osb_drop_arg_attrs(MlbContext *ctx, MlbOperation *module) {
  mlb_walk_pre(module, clean_function, ctx);
}
