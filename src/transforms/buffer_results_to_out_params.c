/* buffer_results_to_out_params.c - the `buffer-results-to-out-params`
 * pass: memref results of functions become arguments the caller
 * allocates (upstream's BufferResultsToOutParamsPass).
 *
 *   func.func private @f() -> memref<4xf32> {     func.func private @f(
 *     %a = memref.alloc() : memref<4xf32>             %out: memref<4xf32>) {
 *     ...                                  =>       %a = memref.alloc() ...
 *     return %a : memref<4xf32>                     ...
 *   }                                               memref.copy %a, %out
 *   %r = call @f() : () -> memref<4xf32>            return
 *                                                 }
 *                                                 %r = memref.alloc()
 *                                                 call @f(%r) : (...) -> ()
 *
 * With hoist-static-allocs (static shapes) or hoist-dynamic-allocs
 * (dynamic shapes whose sizes are arguments of the function), a returned
 * buffer made by an allocation op (MLB_IFACE_ALLOCATION) is not copied:
 * the function writes the out-param directly and the allocation goes away;
 * the caller allocates with the sizes it passed. add-result-attr marks
 * each out-param `bufferize.result`; public functions are left alone
 * unless modify-public-functions, and so are declarations.
 *
 * Functions, calls and returns are found through the callable and call
 * interfaces and the return-like trait. The callers' allocations are
 * memref.alloc (upstream's default allocation function), the copies
 * memref.copy. A result type must have the identity or a fully dynamic
 * strided layout (an identity buffer cast to it); any other layout is an
 * error, as is a dynamically shaped result whose sizes the caller cannot
 * know.
 *
 * Requires: buffers (after bufferization).  Preserves: nothing.
 */
#include "interfaces/interfaces.h"
#include "rewrite/build.h"
#include "transforms/pass.h"

enum { OPT_ADD_ATTR, OPT_HOIST_DYNAMIC, OPT_HOIST_STATIC, OPT_MODIFY_PUBLIC };

typedef MLB_VEC(uint32_t) U32Vec;

/* The dynamic sizes of one hoisted result: argument indices of the
 * function, in the order of the allocation's size operands. */
typedef struct SizeList {
  U32Vec args;
} SizeList;

/* Per rewritten function: its hoisted dynamic results' sizes. */
typedef struct FnInfo {
  MLB_VEC(SizeList) sizes;
  bool recorded; /* the first return's lists are the ones kept */
} FnInfo;

typedef struct Out {
  MlbContext *ctx;
  const MlbPassOptValue *opts;
  MlbPtrMap fns; /* rewritten function op -> FnInfo* */
  MLB_VEC(FnInfo *) infos; /* the same, to free */
} Out;

/* upstream's op->emitError(): the message at the op, without the "'name'
 * op" prefix, with the current-operation note. */
static MlbStatus op_error(MlbContext *ctx, MlbOperation *op, const char *msg,
                          const char *arg) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message, msg, arg);
  mlb_diag_attach_current_op(ctx, d, op);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

/* ==== Types and attributes ==== */

static bool is_ranked_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF;
}

static bool has_static_shape(const MlbType *t) {
  for (uint32_t d = 0; d < t->u.shaped.rank; d++)
    if (t->u.shaped.shape[d] == MLB_DYNAMIC)
      return false;
  return true;
}

/* The identity-layout memref type of t's shape (what callers allocate). */
static MlbType *identity_of(MlbContext *ctx, MlbType *t) {
  return mlb_type_memref(ctx, t->u.shaped.rank, t->u.shaped.shape,
                         t->u.shaped.elt, NULL, t->u.shaped.memspace);
}

/* strided<[?, ...], offset: ?>: a cast of an identity buffer gives it. */
static bool fully_dynamic(MlbContext *ctx, MlbType *t) {
  uint32_t rank = t->u.shaped.rank;
  int64_t strides[rank ? rank : 1];
  for (uint32_t d = 0; d < rank; d++)
    strides[d] = MLB_DYNAMIC;
  return t->u.shaped.layout ==
         mlb_attr_strided(ctx, rank, strides, MLB_DYNAMIC);
}

/* Element i of an arg_attrs/res_attrs array, NULL when absent/empty. */
static MlbAttr *attrs_at(MlbAttr *arr, uint32_t i) {
  if (!arr || arr->kind != MLB_ATTR_ARRAY || i >= arr->u.array.n)
    return NULL;
  MlbAttr *d = arr->u.array.elems[i];
  return d && d->kind == MLB_ATTR_DICT && d->u.dict.n ? d : NULL;
}

/* An arg_attrs/res_attrs array of n dicts, or none when all are empty. */
static MlbAttr *attrs_array(MlbContext *ctx, MlbAttr **dicts, uint32_t n) {
  bool any = false;
  for (uint32_t i = 0; i < n; i++)
    any |= dicts[i] != NULL;
  if (!any)
    return NULL;
  for (uint32_t i = 0; i < n; i++)
    if (!dicts[i])
      dicts[i] = mlb_attr_dict(ctx, 0, NULL);
  return mlb_attr_array(ctx, n, dicts);
}

/* ==== Functions ==== */

/* Moves the memref results of fn's type to new trailing arguments (with
 * the results' attributes), and adds them to the entry block; appended
 * gets the new block arguments. */
static MlbStatus update_signature(Out *o, MlbOperation *fn, MlbType *ft,
                                  MlbValueVec *appended) {
  MlbContext *ctx = o->ctx;
  uint32_t ni = ft->u.func.num_inputs, nr = ft->u.func.num_results;
  MlbType *const *ins = ft->u.func.types, *const *res = ins + ni;
  MlbType *args[ni + nr + 1], *kept[nr + 1];
  MlbAttr *arg_attrs[ni + nr + 1], *res_attrs[nr + 1];
  MlbAttr *old_args = mlb_op_get_prop(fn, "arg_attrs");
  MlbAttr *old_res = mlb_op_get_prop(fn, "res_attrs");
  uint32_t na = 0, nk = 0;
  for (uint32_t i = 0; i < ni; i++) {
    arg_attrs[na] = attrs_at(old_args, i);
    args[na++] = ins[i];
  }
  for (uint32_t r = 0; r < nr; r++) {
    if (!is_ranked_memref(res[r])) {
      res_attrs[nk] = attrs_at(old_res, r);
      kept[nk++] = res[r];
      continue;
    }
    if (res[r]->u.shaped.layout && !fully_dynamic(ctx, res[r]))
      return op_error(ctx, fn,
                      "cannot create out param for result with unsupported "
                      "layout%s",
                      "");
    MlbAttr *d = attrs_at(old_res, r);
    if (o->opts[OPT_ADD_ATTR].b)
      d = mlb_dict_set(ctx, d, mlb_intern_cstr(ctx, "bufferize.result"),
                       mlb_attr_unit(ctx));
    arg_attrs[na] = d;
    args[na++] = res[r];
  }
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  mlb_op_set_prop(ctx, fn, ci->type_attr,
                  mlb_attr_type(ctx, mlb_type_function(ctx, na, args, nk,
                                                       kept)));
  mlb_op_set_prop(ctx, fn, "arg_attrs", attrs_array(ctx, arg_attrs, na));
  mlb_op_set_prop(ctx, fn, "res_attrs", attrs_array(ctx, res_attrs, nk));
  MlbBlock *entry = fn->regions[ci->body_region].first;
  for (uint32_t i = ni; i < na; i++)
    mlb_vec_push(appended, mlb_block_add_arg(ctx, entry, args[i], fn->loc));
  return MLB_SUCCESS;
}

/* The sizes of hoisted allocation `alloc` as argument indices of fn;
 * false when one is not an argument of fn's entry block. */
static bool sizes_of(MlbOperation *alloc, MlbBlock *entry, SizeList *out) {
  for (uint32_t i = 0; i < alloc->num_operands; i++) {
    MlbValue *v = mlb_op_operand(alloc, i);
    if (v->type->kind != MLB_TYPE_INDEX)
      continue;
    if (v->def_op || v->owner_block != entry) {
      out->args.len = 0;
      return false;
    }
    mlb_vec_push(&out->args, v->index);
  }
  return true;
}

/* One return of fn: each returned buffer lands in its out-param (hoisted
 * or copied); the return keeps its other operands. */
static void update_return(Out *o, MlbOperation *fn, MlbOperation *ret,
                          const MlbValueVec *appended, FnInfo *info) {
  MlbBuilder b = {o->ctx, NULL, NULL};
  mlb_builder_set_before(&b, ret);
  MlbBlock *entry = appended->len ? appended->data[0]->owner_block : NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < ret->num_operands && k < appended->len;) {
    MlbValue *v = mlb_op_operand(ret, i), *arg = appended->data[k];
    if (!is_ranked_memref(v->type)) {
      i++;
      continue;
    }
    bool is_static = has_static_shape(v->type);
    bool hoist = is_static ? o->opts[OPT_HOIST_STATIC].b
                           : o->opts[OPT_HOIST_DYNAMIC].b;
    MlbOperation *def = v->def_op;
    if (hoist && def && mlb_op_iface(def, MLB_IFACE_ALLOCATION)) {
      if (!is_static && !info->recorded) {
        SizeList s = {0};
        sizes_of(def, entry, &s);
        mlb_vec_push(&info->sizes, s);
      }
      mlb_value_replace_all_uses(v, arg);
      mlb_op_erase(def);
    } else {
      MlbValue *pair[2] = {v, arg};
      mlb_bld_op(&b, "memref.copy", ret->loc, 2, pair, 0, NULL);
    }
    mlb_op_erase_operand(ret, i);
    k++;
  }
  info->recorded = true;
  MLB_UNUSED(fn);
}

static MlbWalkResult list_returns(MlbOperation *op, void *user) {
  MlbOpVec *v = user;
  if (mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE) &&
      mlb_op_parent_op(op) == v->data[0])
    mlb_vec_push(v, op);
  return MLB_WALK_ADVANCE;
}

static MlbStatus update_function(Out *o, MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  if (!ft || ci->body_region >= fn->num_regions ||
      !fn->regions[ci->body_region].first)
    return MLB_SUCCESS; /* a declaration */
  if (mlb_symbol_is_public(fn) && !o->opts[OPT_MODIFY_PUBLIC].b)
    return MLB_SUCCESS;
  MlbValueVec appended = {0};
  MlbStatus s = update_signature(o, fn, ft, &appended);
  FnInfo *info = mlb_calloc(1, sizeof *info);
  mlb_ptrmap_put(&o->fns, fn, info);
  mlb_vec_push(&o->infos, info);
  MlbOpVec rets = {0};
  mlb_vec_push(&rets, fn); /* slot 0: the function, for list_returns */
  if (s == MLB_SUCCESS)
    mlb_walk_pre(fn, list_returns, &rets);
  for (uint32_t k = 1; k < rets.len; k++)
    update_return(o, fn, rets.data[k], &appended, info);
  mlb_vec_free(&rets);
  mlb_vec_free(&appended);
  return s;
}

/* ==== Calls ==== */

/* The buffer the caller passes for memref result `res` of `call`. */
static MlbValue *out_param(Out *o, MlbBuilder *b, MlbOperation *call,
                           MlbValue *res, const SizeList *sizes) {
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  uint32_t n = sizes ? sizes->args.len : 0;
  MlbValue *dyn[n ? n : 1];
  for (uint32_t k = 0; k < n; k++)
    dyn[k] = mlb_op_operand(call, ci->args_from + sizes->args.data[k]);
  MlbType *t = res->type;
  MlbValue *buf = mlb_bld_alloc(b, call->loc, identity_of(o->ctx, t), n,
                                dyn, NULL);
  if (t->u.shaped.layout)
    buf = mlb_bld_cast(b, call->loc, buf, t);
  return buf;
}

static MlbStatus update_call(Out *o, MlbOperation *call, FnInfo *info) {
  MlbBuilder b = {o->ctx, NULL, NULL};
  mlb_builder_set_before(&b, call);
  MlbValueVec operands = {0}, kept = {0};
  MlbTypeVec types = {0};
  for (uint32_t i = 0; i < call->num_operands; i++)
    mlb_vec_push(&operands, mlb_op_operand(call, i));
  uint32_t dyn_index = 0;
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t r = 0; r < call->num_results && s == MLB_SUCCESS; r++) {
    MlbValue *res = mlb_op_result(call, r);
    if (!is_ranked_memref(res->type)) {
      mlb_vec_push(&kept, res);
      mlb_vec_push(&types, res->type);
      continue;
    }
    const SizeList *sizes = NULL;
    if (!has_static_shape(res->type)) {
      sizes = dyn_index < info->sizes.len ? &info->sizes.data[dyn_index++]
                                          : NULL;
      if (!sizes || !sizes->args.len) {
        s = op_error(o->ctx, call,
                     "cannot create out param for dynamically shaped result%s",
                     "");
        break;
      }
    }
    MlbValue *buf = out_param(o, &b, call, res, sizes);
    mlb_value_replace_all_uses(res, buf);
    mlb_vec_push(&operands, buf);
  }
  if (s == MLB_SUCCESS) {
    /* A new call: the callee, the operands, the kept results (upstream
     * builds it anew too, without the old call's other attributes). */
    const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
    MlbOpState st;
    mlb_opstate_init(&st, o->ctx, call->name, call->loc);
    for (uint32_t i = 0; i < operands.len; i++)
      mlb_vec_push(&st.operands, operands.data[i]);
    for (uint32_t i = 0; i < types.len; i++)
      mlb_vec_push(&st.result_types, types.data[i]);
    mlb_opstate_add_prop(&st, mlb_intern_cstr(o->ctx, ci->callee_attr),
                         mlb_op_get_prop(call, ci->callee_attr));
    MlbOperation *nc = mlb_builder_insert(&b, &st);
    for (uint32_t k = 0; k < kept.len; k++)
      mlb_value_replace_all_uses(kept.data[k], mlb_op_result(nc, k));
    mlb_op_erase(call);
  }
  mlb_vec_free(&operands);
  mlb_vec_free(&kept);
  mlb_vec_free(&types);
  return s;
}

typedef struct CallWalk {
  Out *o;
  MlbOpVec calls;
} CallWalk;

static MlbWalkResult list_calls(MlbOperation *op, void *user) {
  CallWalk *w = user;
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  if (!ci || !ci->callee_attr)
    return MLB_WALK_ADVANCE; /* indirect calls keep their types */
  mlb_vec_push(&w->calls, op);
  return MLB_WALK_ADVANCE;
}

static MlbStatus update_calls(Out *o, MlbOperation *module) {
  CallWalk w = {o, {0}};
  mlb_walk_pre(module, list_calls, &w);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t k = 0; k < w.calls.len && s == MLB_SUCCESS; k++) {
    MlbOperation *call = w.calls.data[k];
    MlbOperation *callee = mlb_call_callee_in(o->ctx, call);
    if (!callee) {
      MlbAttr *name = mlb_op_get_prop(
          call, ((const MlbCallIface *)mlb_op_iface(call, MLB_IFACE_CALL))
                    ->callee_attr);
      const char *root = name && name->kind == MLB_ATTR_SYMREF
                             ? name->u.symref.root
                             : "";
      s = op_error(o->ctx, call, "cannot find callee '@%s' in symbol table",
                   root);
      break;
    }
    FnInfo *info = mlb_ptrmap_get(&o->fns, callee);
    if (info)
      s = update_call(o, call, info);
  }
  mlb_vec_free(&w.calls);
  return s;
}

/* ==== Pass ==== */

static MlbStatus run_out_params(MlbContext *ctx, MlbOperation *module,
                                const MlbPassOptValue *opts,
                                MlbPassState *st) {
  MLB_UNUSED(st);
  Out o = {ctx, opts, {0}, {0}};
  mlb_ptrmap_init(&o.fns);
  MlbStatus s = MLB_SUCCESS;
  MlbBlock *body = module->num_regions ? module->regions[0].first : NULL;
  for (MlbOperation *fn = body ? body->first : NULL; fn && s == MLB_SUCCESS;
       fn = fn->next)
    if (mlb_op_iface(fn, MLB_IFACE_CALLABLE))
      s = update_function(&o, fn);
  if (s == MLB_SUCCESS)
    s = update_calls(&o, module);
  for (uint32_t i = 0; i < o.infos.len; i++) {
    FnInfo *info = o.infos.data[i];
    for (uint32_t k = 0; k < info->sizes.len; k++)
      mlb_vec_free(&info->sizes.data[k].args);
    mlb_vec_free(&info->sizes);
    mlb_free(info);
  }
  mlb_vec_free(&o.infos);
  mlb_ptrmap_free(&o.fns);
  return s;
}

static const MlbPassOptDef k_options[] = {
    [OPT_ADD_ATTR] = {"add-result-attr", MLB_OPT_BOOL, MLB_OPT_BOOL, "false",
                      "Add the attribute 'bufferize.result' to all output "
                      "parameters.",
                      NULL},
    [OPT_HOIST_DYNAMIC] = {"hoist-dynamic-allocs", MLB_OPT_BOOL,
                           MLB_OPT_BOOL, "false",
                           "Hoist dynamic allocations to call sites.", NULL},
    [OPT_HOIST_STATIC] = {"hoist-static-allocs", MLB_OPT_BOOL, MLB_OPT_BOOL,
                          "false", "Hoist static allocations to call sites.",
                          NULL},
    [OPT_MODIFY_PUBLIC] = {"modify-public-functions", MLB_OPT_BOOL,
                           MLB_OPT_BOOL, "false",
                           "Modify function signatures of public functions.",
                           NULL},
};

const MlbPassDef mlb_pass_buffer_results_to_out_params = {
    .flag = "buffer-results-to-out-params",
    .name = "BufferResultsToOutParamsPass",
    .anchor = "builtin.module",
    .summary = "Converts memref-typed function results to out-params",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .run = run_out_params,
};
