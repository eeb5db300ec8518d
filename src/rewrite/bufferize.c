/* bufferize.c - the helpers of rewrite/bufferize.h: buffers of tensor
 * values, new buffers and copies, and the to_tensor glue between rewritten
 * and not yet rewritten ops.
 */
#include "rewrite/bufferize.h"

/* ==== Types ==== */
/* The memory space of t's buffer: its encoding under
 * use-encoding-for-memory-space, else the default (none). */
static MlbAttr *memspace_of(MlbContext *ctx, MlbType *t) {
  return mlb_buf_encoding_memspace(ctx) ? t->u.shaped.encoding : NULL;
}

MlbType *mlb_buf_alloc_type(MlbContext *ctx, MlbType *t) {
  if (t->kind == MLB_TYPE_UNRANKED_TENSOR)
    return mlb_type_unranked_memref(ctx, t->u.unranked.elt, NULL);
  return mlb_type_memref(ctx, t->u.shaped.rank, t->u.shaped.shape,
                         t->u.shaped.elt, NULL, memspace_of(ctx, t));
}

MlbType *mlb_buf_dynamic_type(MlbContext *ctx, MlbType *t) {
  return mlb_buf_dynamic_type_in(
      ctx, t, t->kind == MLB_TYPE_TENSOR ? memspace_of(ctx, t) : NULL);
}

MlbType *mlb_buf_dynamic_type_in(MlbContext *ctx, MlbType *t,
                                 MlbAttr *memspace) {
  if (t->kind == MLB_TYPE_UNRANKED_TENSOR)
    return mlb_type_unranked_memref(ctx, t->u.unranked.elt, memspace);
  uint32_t rank = t->u.shaped.rank;
  int64_t strides[rank ? rank : 1];
  for (uint32_t i = 0; i < rank; i++)
    strides[i] = MLB_DYNAMIC;
  MlbAttr *layout = mlb_attr_strided(ctx, rank, strides, MLB_DYNAMIC);
  return mlb_type_memref(ctx, rank, t->u.shaped.shape, t->u.shaped.elt,
                         layout, memspace);
}

/* ==== Glue ==== */
static bool is_op(const MlbOperation *op, const char *name) {
  return op && mlb_op_is(op, name);
}

static MlbValue *made_glue(MlbBufRewriter *br, MlbOperation *op) {
  if (br->made_glue)
    mlb_ptrmap_put(br->made_glue, op, op);
  return mlb_op_result(op, 0);
}

MlbValue *mlb_buf_to_tensor(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                            MlbType *t) {
  return made_glue(
      br, mlb_bld_op(&br->b, "bufferization.to_tensor", loc, 1, &buf, 1, &t));
}

/* The memref type a to_buffer of `v` gets: a value that comes from
 * outside what is being bufferized may have any layout. */
static MlbType *unknown_buffer_type(MlbBufRewriter *br, MlbValue *v) {
  if (br->opts->unknown_layout == MLB_BUF_LAYOUT_IDENTITY)
    return mlb_buf_alloc_type(br->ctx, v->type);
  return mlb_buf_dynamic_type(br->ctx, v->type);
}

/* A to_buffer goes right after v's definition (a block argument: at the
 * start of its block), as upstream's getBuffer puts it: each lookup makes
 * its own, the later one first. */
MlbValue *mlb_buf_lookup(MlbBufRewriter *br, MlbValue *v) {
  if (is_op(v->def_op, "bufferization.to_tensor"))
    return mlb_op_operand(v->def_op, 0);
  MlbType *t = unknown_buffer_type(br, v);
  MlbAttr *loc = v->def_op ? v->def_op->loc : br->b.before
                                                  ? br->b.before->loc
                                                  : mlb_loc_unknown(br->ctx);
  MlbBuilder at = {br->ctx, NULL, NULL};
  if (v->def_op)
    mlb_builder_set_after(&at, v->def_op);
  else
    mlb_builder_set_start(&at, v->owner_block);
  return made_glue(
      br, mlb_bld_op(&at, "bufferization.to_buffer", loc, 1, &v, 1, &t));
}

/* ==== New buffers ==== */
MlbAttr *mlb_buf_memspace(MlbBufRewriter *br, MlbValue *v) {
  if (is_op(v->def_op, "bufferization.to_tensor")) {
    MlbType *m = mlb_op_operand(v->def_op, 0)->type;
    return m->kind == MLB_TYPE_MEMREF ? m->u.shaped.memspace
                                      : m->u.unranked.memspace;
  }
  return v->type->kind == MLB_TYPE_TENSOR ? memspace_of(br->ctx, v->type)
                                          : NULL;
}

MlbValue *mlb_buf_alloc(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                        MlbValue *like, MlbValue *const *dyn) {
  MlbAttr *space = like ? mlb_buf_memspace(br, like)
                        : t->kind == MLB_TYPE_TENSOR ? memspace_of(br->ctx, t)
                                                     : NULL;
  return mlb_buf_alloc_in(br, loc, t, like, dyn, space);
}

static MlbValue *alloc_sized(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                             MlbValue *like, MlbValue *like_buf,
                             MlbValue *const *dyn, MlbAttr *memspace);

MlbValue *mlb_buf_alloc_in(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                           MlbValue *like, MlbValue *const *dyn,
                           MlbAttr *memspace) {
  return alloc_sized(br, loc, t, like, NULL, dyn, memspace);
}

/* Does dialect-filter let the pass bufferize ops of dialect `name`? */
static bool dialect_bufferized(const MlbBufOptions *o, const char *name) {
  for (uint32_t k = 0; k < o->num_dialects; k++)
    if (strcmp(o->dialects[k], name) == 0)
      return true;
  return o->num_dialects == 0;
}

/* tensor.dim of `like` along d, for a new buffer that need not hold its
 * value, when dialect-filter leaves tensor ops alone: upstream sizes the
 * buffer with `tensor.dim` of the tensor, which the pass bufferizes (to a
 * memref.dim of the tensor's buffer) only where tensor ops are allowed;
 * elsewhere it stays, and no to_buffer of `like` is made for it. */
static MlbValue *tensor_dim(MlbBufRewriter *br, MlbAttr *loc, MlbValue *like,
                            uint32_t d) {
  MlbValue *ops[2] = {like, mlb_bld_const_index(&br->b, loc, d)};
  MlbType *t = mlb_type_index(br->ctx);
  return mlb_op_result(mlb_bld_op(&br->b, "tensor.dim", loc, 2, ops, 1, &t),
                       0);
}

/* The allocation of mlb_buf_alloc_in; `like_buf`, when given, is like's
 * buffer already looked up (its dynamic sizes are read from it). */
static MlbValue *alloc_sized(MlbBufRewriter *br, MlbAttr *loc, MlbType *t,
                             MlbValue *like, MlbValue *like_buf,
                             MlbValue *const *dyn, MlbAttr *memspace) {
  MlbContext *ctx = br->ctx;
  if (t->kind != MLB_TYPE_TENSOR && like) {
    /* No shape to allocate (tensor<*xf32>; a value without `like` comes
     * from an op whose verifier wants a ranked type): the pass fails; the
     * value's own buffer stands in so that the IR stays well formed. */
    if (!br->failed)
      mlb_emit_error(ctx, loc, "cannot allocate a new buffer for a value "
                               "of unranked type");
    br->failed = true;
    return mlb_buf_lookup(br, like);
  }
  uint32_t rank = t->u.shaped.rank, ndyn = 0;
  MlbValue *sizes[rank ? rank : 1];
  bool from_tensor = like && !like_buf && !br->opts->sizes_from_buffers &&
                     !dialect_bufferized(br->opts, "tensor");
  for (uint32_t d = 0; d < rank && like && !like_buf && !from_tensor; d++)
    if (t->u.shaped.shape[d] == MLB_DYNAMIC)
      like_buf = mlb_buf_lookup(br, like);
  for (uint32_t d = 0; d < rank; d++) {
    if (t->u.shaped.shape[d] != MLB_DYNAMIC)
      continue;
    if (from_tensor) {
      sizes[ndyn] = tensor_dim(br, loc, like, d);
    } else if (like) {
      sizes[ndyn] = mlb_buf_dim(br, loc, like_buf, d);
    } else {
      sizes[ndyn] = dyn[ndyn];
    }
    ndyn++;
  }
  MlbAttr *align =
      br->opts->buffer_alignment
          ? mlb_attr_int(ctx, mlb_type_integer(ctx, 64, MLB_SIGNLESS),
                             br->opts->buffer_alignment)
          : NULL;
  MlbType *mt = mlb_type_memref(ctx, rank, t->u.shaped.shape,
                                t->u.shaped.elt, NULL, memspace);
  MlbValue *buf = mlb_bld_alloc(&br->b, loc, mt, ndyn, sizes, align);
  if (br->allocs)
    mlb_ptrmap_put(br->allocs, buf->def_op, (void *)1);
  return buf;
}

MlbValue *mlb_buf_dim(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                      uint32_t d) {
  return mlb_bld_dim(&br->b, loc, buf, mlb_bld_const_index(&br->b, loc, d));
}

void mlb_buf_copy(MlbBufRewriter *br, MlbAttr *loc, MlbValue *src,
                  MlbValue *dst) {
  MlbValue *ops[2] = {src, dst};
  mlb_bld_op(&br->b, "memref.copy", loc, 2, ops, 0, NULL);
}

bool mlb_buf_result_unread(MlbBufRewriter *br, MlbOperation *op) {
  return br->result_unread && br->result_unread(br->user, op);
}

static bool operand_contents_needed(MlbBufRewriter *br, MlbOperation *op,
                                    uint32_t i) {
  if (br->undefined && mlb_ptrmap_get(br->undefined, mlb_op_operand(op, i)))
    return false;
  return br->contents_needed ? br->contents_needed(br->user, op, i)
                             : mlb_buf_copy_needed(op, i);
}

/* The new buffer of out-of-place operand i of op, allocated at the
 * builder's point; *copy_needed says whether it must receive the
 * operand's contents (from `src`, the operand's own buffer, which also
 * gives the dynamic sizes: one to_buffer, as upstream's alloc_tensor with
 * a copy). */
static MlbValue *own_buffer(MlbBufRewriter *br, MlbOperation *op, uint32_t i,
                            MlbValue **src, bool *copy_needed) {
  MlbValue *v = mlb_op_operand(op, i);
  *copy_needed = operand_contents_needed(br, op, i);
  if (!*copy_needed)
    return mlb_buf_alloc(br, op->loc, v->type, v, NULL);
  if (!*src)
    *src = mlb_buf_lookup(br, v);
  return v->type->kind == MLB_TYPE_TENSOR
             ? alloc_sized(br, op->loc, v->type, v, *src, NULL,
                           mlb_buf_memspace(br, v))
             : mlb_buf_alloc(br, op->loc, v->type, v, NULL);
}

MlbValue *mlb_buf_get_buffer(MlbBufRewriter *br, MlbOperation *op,
                             uint32_t i) {
  MlbValue *v = mlb_op_operand(op, i);
  if (br->in_place(br->user, op, i))
    return mlb_buf_lookup(br, v);
  /* Out of place: a buffer of its own, holding the value when op reads
   * it or a result sharing the buffer is read (a write-only destination
   * needs only the space). */
  MlbValue *src = NULL;
  bool copy_needed;
  MlbValue *buf = own_buffer(br, op, i, &src, &copy_needed);
  if (copy_needed)
    mlb_buf_copy(br, op->loc, src, buf);
  return buf;
}

bool mlb_buf_copy_on_edge(const MlbOperation *branch, const MlbBlock *succ) {
  return branch->num_successors > 1 && mlb_block_num_preds(succ) == 1;
}

MlbValue *mlb_buf_get_buffer_on_edge(MlbBufRewriter *br, MlbOperation *op,
                                     uint32_t i, MlbValue *arg) {
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, i));
  if (br->in_place(br->user, op, i))
    return src;
  MlbBuilder saved = br->b;
  mlb_builder_set_start(&br->b, arg->owner_block);
  bool copy_needed;
  MlbValue *buf = own_buffer(br, op, i, &src, &copy_needed);
  /* The block's uses of the argument now see the new buffer: the
   * to_tensor glue directly (the block's tensor ops then see its own
   * type), any use already rewritten through a cast to the argument's
   * type. The copy, made after, is the argument's one reader left. */
  MlbValue *cast = NULL;
  for (MlbUse *u = arg->uses, *next; u; u = next) {
    next = u->next;
    MlbValue *to = buf;
    if (!is_op(u->owner, "bufferization.to_tensor")) {
      if (!cast)
        cast = mlb_buf_as_type(br, op->loc, buf, arg->type,
                               mlb_op_operand(op, i)->type);
      to = cast;
    }
    mlb_op_set_operand(u->owner, mlb_use_index(u), to);
  }
  if (copy_needed)
    mlb_buf_copy(br, op->loc, arg, buf);
  br->b = saved;
  return src;
}

void mlb_buf_replace_undefined(MlbBufRewriter *br, MlbOperation *op,
                               MlbValue *buf) {
  MlbValue *res = mlb_op_result(op, 0);
  MlbValue *t = mlb_buf_to_tensor(br, op->loc, buf, res->type);
  if (br->undefined)
    mlb_ptrmap_put(br->undefined, t, t);
  mlb_value_replace_all_uses(res, t);
  mlb_op_destroy(br->ctx, op);
}

/* The to_tensor ops come last result first, as upstream's
 * replaceOpWithBufferizedValues puts each right after the op. */
void mlb_buf_replace_op(MlbBufRewriter *br, MlbOperation *op,
                        MlbValue *const *values) {
  for (uint32_t r = op->num_results; r-- > 0;) {
    MlbValue *res = mlb_op_result(op, r), *to = values[r];
    if (mlb_type_is_tensor(res->type) && mlb_type_is_memref(to->type))
      to = mlb_buf_to_tensor(br, op->loc, to, res->type);
    mlb_value_replace_all_uses(res, to);
  }
  mlb_op_destroy(br->ctx, op);
}

/* A cast relaxes a layout (identity to strided) or a size; the other way
 * needs a new buffer holding a copy. */
MlbValue *mlb_buf_as_type(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                          MlbType *want, MlbType *tensor) {
  if (buf->type == want)
    return buf;
  if (want->u.shaped.layout || !buf->type->u.shaped.layout)
    return mlb_bld_cast(&br->b, loc, buf, want);
  MlbValue *fresh = mlb_buf_alloc(br, loc, tensor,
                                  mlb_buf_to_tensor(br, loc, buf, tensor),
                                  NULL);
  mlb_buf_copy(br, loc, buf, fresh);
  return fresh;
}

void mlb_buf_retype(MlbBufRewriter *br, MlbValue *v, MlbType *memref,
                    MlbAttr *loc) {
  MlbType *tensor = v->type;
  v->type = memref;
  MlbValue *t = mlb_buf_to_tensor(br, loc, v, tensor);
  for (MlbUse *u = v->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner != t->def_op)
      mlb_op_set_operand(u->owner, mlb_use_index(u), t);
  }
}

/* ==== Subviews ==== */
/* Strides and offset of a buffer type: its strided layout, else the
 * identity's (suffix products of the shape), else all dynamic. */
static void layout_of(MlbType *m, int64_t *strides, int64_t *offset) {
  uint32_t rank = m->u.shaped.rank;
  MlbAttr *l = m->u.shaped.layout;
  if (l && l->kind == MLB_ATTR_STRIDED && l->u.strided.rank == rank) {
    memcpy(strides, l->u.strided.strides, rank * sizeof *strides);
    *offset = l->u.strided.offset;
    return;
  }
  int64_t acc = 1;
  for (uint32_t d = rank; d-- > 0;) {
    strides[d] = l ? MLB_DYNAMIC : acc;
    int64_t n = m->u.shaped.shape[d];
    acc = (acc == MLB_DYNAMIC || n == MLB_DYNAMIC) ? MLB_DYNAMIC : acc * n;
  }
  *offset = l ? MLB_DYNAMIC : 0;
}

/* A zero term stays zero whatever the other (offset 0 times a dynamic
 * stride adds nothing), as upstream's inference. */
static int64_t mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC ? MLB_DYNAMIC : a * b;
}
static int64_t add(int64_t a, int64_t b) {
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC ? MLB_DYNAMIC : a + b;
}

MlbType *mlb_buf_subview_type(MlbContext *ctx, MlbType *src, uint32_t n,
                              const int64_t *offsets, const int64_t *sizes,
                              const int64_t *steps, MlbType *res) {
  uint32_t r = res->u.shaped.rank;
  int64_t st[n ? n : 1], off;
  layout_of(src, st, &off);
  int64_t shape[n ? n : 1], strides[n ? n : 1];
  for (uint32_t i = 0; i < n; i++)
    off = add(off, mul(offsets[i], st[i]));
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    bool keep = k < r && (sizes[i] == res->u.shaped.shape[k]);
    if (!keep && sizes[i] != 1)
      return NULL;
    if (!keep)
      continue;
    shape[k] = sizes[i];
    strides[k] = mul(st[i], steps[i]);
    k++;
  }
  if (k != r)
    return NULL;
  MlbAttr *layout = mlb_attr_strided(ctx, r, strides, off);
  return mlb_type_memref(ctx, r, shape, src->u.shaped.elt, layout,
                         src->u.shaped.memspace);
}


/* ==== Predicted buffer types ==== */
/* One step back from v: the operand of v's op whose buffer v is in place
 * (a DPS init, or the viewed operand of an op with view_buffer_type),
 * with *view set for a view; -1 when there is none to follow. A DPS init
 * out of place ends the walk with *fresh set: v's buffer is the init's
 * new one (mlb_buf_get_buffer). */
static int32_t predicted_source(MlbBufRewriter *br, MlbValue *v,
                                bool *view, bool *fresh) {
  MlbOperation *op = v->def_op;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  uint32_t r = v->index, first = 0, count = 0;
  mlb_buf_inits(op, &first, &count);
  *view = false;
  int32_t i = -1;
  if (r < count) {
    i = (int32_t)(first + r);
  } else if (bi && bi->view_buffer_type) {
    MlbBufAlias al[op->num_results ? op->num_results : 1];
    for (uint32_t k = 0; i < 0 && k < op->num_operands; k++) {
      uint32_t n = mlb_buf_aliases(op, k, al);
      for (uint32_t j = 0; j < n; j++)
        if (al[j].result == r)
          i = (int32_t)k;
    }
    *view = true;
  }
  if (i < 0)
    return -1;
  if (!br->in_place(br->user, op, (uint32_t)i)) {
    *fresh = !*view;
    return *fresh ? i : -1;
  }
  return i;
}

/* Is v a tensor that nothing will rewrite, whose buffer will be a
 * to_buffer of it (mlb_buf_lookup)? An argument of a block whose op the
 * rewrite leaves alone (a function whose boundary is not bufferized, an
 * op without a model or denied by dialect-filter: the pass retypes every
 * other op's arguments before it reaches the ops inside), or a result of
 * an op without a model that is not a call at bufferized boundaries. */
static bool stays_tensor(MlbBufRewriter *br, MlbValue *v) {
  if (v->type->kind != MLB_TYPE_TENSOR)
    return false;
  MlbOperation *op = v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
  if (!op || mlb_buf_iface(op))
    return false;
  if (!v->def_op)
    return !mlb_op_is_function(op) || !br->opts->function_boundaries;
  return !(br->opts->function_boundaries && mlb_op_iface(op, MLB_IFACE_CALL));
}

/* Where the walk back ends: a rewritten value's buffer, a to_buffer of a
 * value nothing rewrites (its type under unknown-type-conversion, as
 * upstream's getBufferType answers for such values), or a new buffer of
 * identity layout: tensor.empty's and alloc_tensor's in the space
 * bufferize_memspace.c expects (alloc_tensor's memory_space, its copy
 * operand's, else the tensor's), any other's (splat, from_elements,
 * generate, arith.constant's global) with no tensor operand and no
 * memory_space in the tensor's own (as mlb_buf_alloc gives it). */
/* A call's result: the callee's result type once the callee has been
 * rewritten (callees come first; upstream asks the callee's bufferized
 * type too), when it keeps the tensor's shape. NULL while the callee
 * still returns tensors (a call cycle, or no function boundaries). */
static MlbType *call_result_type(MlbBufRewriter *br, MlbValue *v) {
  if (!mlb_op_iface(v->def_op, MLB_IFACE_CALL))
    return NULL;
  MlbOperation *callee = mlb_call_callee_in(br->ctx, v->def_op);
  MlbType *ft = callee ? mlb_function_type(callee) : NULL;
  if (!ft || ft->kind != MLB_TYPE_FUNCTION ||
      v->index >= ft->u.func.num_results)
    return NULL;
  MlbType *mt = ft->u.func.types[ft->u.func.num_inputs + v->index];
  return mlb_type_is_tensor(v->type) && mlb_buf_holds_shape(mt, v->type)
             ? mt
             : NULL;
}

bool mlb_buf_holds_shape(const MlbType *mt, const MlbType *t) {
  if (t->kind != MLB_TYPE_TENSOR)
    return true;
  if (mt->kind != MLB_TYPE_MEMREF || mt->u.shaped.rank != t->u.shaped.rank)
    return false;
  for (uint32_t d = 0; d < t->u.shaped.rank; d++)
    if (mt->u.shaped.shape[d] != t->u.shaped.shape[d])
      return false;
  return true;
}

static MlbType *predicted_base(MlbBufRewriter *br, MlbValue *v) {
  MlbContext *ctx = br->ctx;
  MlbOperation *op = v->def_op;
  if (is_op(op, "bufferization.to_tensor"))
    return mlb_op_operand(op, 0)->type;
  if (stays_tensor(br, v))
    return unknown_buffer_type(br, v);
  if (!op)
    return NULL;
  MlbType *ct = call_result_type(br, v);
  if (ct)
    return ct;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi || !(bi->flags & MLB_BUF_RESULTS_NEW) ||
      v->type->kind != MLB_TYPE_TENSOR)
    return NULL;
  if (bi->flags & MLB_BUF_RESULTS_UNDEFINED)
    return mlb_buf_fresh_type(ctx, v);
  if (mlb_op_get_prop(op, "memory_space"))
    return NULL;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      return NULL;
  return mlb_buf_alloc_type(ctx, v->type);
}

MlbType *mlb_buf_fresh_type(MlbContext *ctx, MlbValue *src) {
  MlbType *t = src->type;
  if (t->kind != MLB_TYPE_TENSOR)
    return NULL;
  return mlb_type_memref(ctx, t->u.shaped.rank, t->u.shaped.shape,
                         t->u.shaped.elt, NULL,
                         mlb_buf_expected_memspace(ctx, src));
}

MlbType *mlb_buf_predicted_type(MlbBufRewriter *br, MlbValue *v) {
  return mlb_buf_predicted_type_with(br, v, NULL, NULL);
}

MlbType *mlb_buf_predicted_type_with(MlbBufRewriter *br, MlbValue *v,
                                     MlbBufArgTypeFn arg_type, void *user) {
  /* Iterative: the chain of in-place steps may be long. views holds the
   * view steps' results and the operand each views, in pairs. */
  MLB_VEC(MlbValue *) views = {0};
  MlbType *t = NULL;
  for (;;) {
    if ((t = predicted_base(br, v)) || !v->def_op) {
      if (!t && !v->def_op && arg_type)
        t = arg_type(user, v);
      break;
    }
    bool view = false, fresh = false;
    int32_t i = predicted_source(br, v, &view, &fresh);
    if (i < 0) {
      /* A result some region hands on: the op's model predicts it. */
      const MlbBufferizeIface *bi = mlb_buf_iface(v->def_op);
      if (bi && bi->predicted_result_type)
        t = bi->predicted_result_type(br, v->def_op, v->index, arg_type,
                                      user);
      break;
    }
    MlbValue *src = mlb_op_operand(v->def_op, (uint32_t)i);
    if (fresh) {
      t = mlb_buf_fresh_type(br->ctx, src);
      break;
    }
    if (view) {
      mlb_vec_push(&views, v);
      mlb_vec_push(&views, src);
    }
    v = src;
  }
  /* Then forward through the views, innermost first. */
  for (uint32_t k = views.len; t && k >= 2; k -= 2) {
    MlbValue *res = views.data[k - 2], *src = views.data[k - 1];
    MlbOperation *op = res->def_op;
    uint32_t i = 0;
    while (mlb_op_operand(op, i) != src)
      i++;
    t = mlb_buf_iface(op)->view_buffer_type(br->ctx, op, res->index, i, t);
  }
  mlb_vec_free(&views);
  return t;
}
