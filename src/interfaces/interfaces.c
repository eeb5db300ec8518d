/* interfaces.c - the interface registry: attaching tables to op
 * descriptors, value references of data-only tables, resource names,
 * buffer-like types, symbol visibility and call resolution.
 *
 * Effects live in effects.c, free/clone builders in allocation.c, the
 * pieces shared by the dialects' registrations in iface_common.c.
 */
#include "interfaces/interfaces.h"

#include "interfaces/registrations.h"

/* Per-context state, allocated from the type arena on first use. Buffer
 * type names are few (one per user buffer type), so a flat array of
 * interned names searched linearly is enough. */
struct MlbIfaceState {
  const char *res_default, *res_automatic;
  const char **buffer_names; /* interned, without the leading '!' */
  uint32_t num_buffer_names, cap_buffer_names;
  bool encoding_is_memspace; /* see mlb_buf_set_encoding_memspace */
};

static struct MlbIfaceState *iface_state(MlbContext *ctx) {
  if (!ctx->iface_state) {
    struct MlbIfaceState *s =
        mlb_arena_alloc(&ctx->type_arena, sizeof(struct MlbIfaceState));
    s->res_default = mlb_intern_cstr(ctx, "default");
    s->res_automatic = mlb_intern_cstr(ctx, "automatic");
    ctx->iface_state = s;
  }
  return ctx->iface_state;
}

/* ==== Attaching ==== */
MlbStatus mlb_attach_iface(MlbContext *ctx, const char *op_name, MlbIfaceId id,
                           const void *table) {
  if ((unsigned)id >= MLB_IFACE_COUNT)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                          "invalid interface id %d for '%s'", (int)id,
                          op_name);
  MlbOpDesc *d = mlb_lookup_op_mutable(ctx, op_name);
  if (!d)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                          "cannot attach an interface to '%s': the op is "
                          "not registered",
                          op_name);
  mlb_desc_set_iface(d, id, table);
  return MLB_SUCCESS;
}

/* ==== Value references ==== */
bool mlb_iface_operand_segment(MlbOperation *op, uint32_t seg, uint32_t *start,
                            uint32_t *len) {
  MlbAttr *a = mlb_op_get_prop(op, "operandSegmentSizes");
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || !a->u.darray.ivals ||
      seg >= a->u.darray.n)
    return false;
  int64_t s = 0;
  for (uint32_t i = 0; i < seg; i++)
    s += a->u.darray.ivals[i];
  int64_t n = a->u.darray.ivals[seg];
  if (s < 0 || n < 0 || s + n > (int64_t)op->num_operands)
    return false;
  *start = (uint32_t)s;
  *len = (uint32_t)n;
  return true;
}

static void push_operands(MlbOperation *op, uint32_t from, uint32_t n,
                          MlbValueVec *out) {
  for (uint32_t i = from; i < from + n && i < op->num_operands; i++)
    mlb_vec_push(out, mlb_op_operand(op, i));
}

/* References outside the op (operand 5 of a 2-operand op, say) denote
 * nothing: tables describe the general shape, instances may be shorter. */
void mlb_ref_values(MlbOperation *op, MlbValueRef ref, MlbValueVec *out) {
  if (ref == MLB_REF_NONE)
    return;
  if (ref < 0) {
    uint32_t r = (uint32_t)(-1 - (int64_t)ref);
    if (r < op->num_results)
      mlb_vec_push(out, mlb_op_result(op, r));
  } else if (ref < 0x10000) {
    push_operands(op, (uint32_t)ref, 1, out);
  } else if (ref < 0x20000) {
    uint32_t from = (uint32_t)ref - 0x10000;
    if (from < op->num_operands)
      push_operands(op, from, op->num_operands - from, out);
  } else if (ref < 0x30000) {
    uint32_t start, len;
    if (mlb_iface_operand_segment(op, (uint32_t)ref - 0x20000, &start, &len))
      push_operands(op, start, len, out);
  } else if (ref == MLB_REF_ALL_RESULTS) {
    for (uint32_t i = 0; i < op->num_results; i++)
      mlb_vec_push(out, mlb_op_result(op, i));
  } else if (ref >= 0x40000 && ref < 0x50000) {
    uint32_t back = (uint32_t)ref - 0x40000;
    if (back < op->num_operands)
      push_operands(op, op->num_operands - 1 - back, 1, out);
  }
}

/* ==== Resources ==== */
const char *mlb_resource_default(MlbContext *ctx) {
  return iface_state(ctx)->res_default;
}

const char *mlb_resource_automatic(MlbContext *ctx) {
  return iface_state(ctx)->res_automatic;
}

/* ==== Buffer-like types ==== */
/* "!my.buffer<4xf32>" -> "my.buffer" (length up to the parameters). */
static size_t type_name_len(const char *text) {
  size_t n = 0;
  while (text[n] && text[n] != '<')
    n++;
  return n;
}

static bool has_buffer_name(struct MlbIfaceState *s, const char *name,
                            size_t n) {
  for (uint32_t i = 0; i < s->num_buffer_names; i++) {
    const char *b = s->buffer_names[i];
    if (strlen(b) == n && memcmp(b, name, n) == 0)
      return true;
  }
  return false;
}

MLB_HOT bool mlb_type_is_buffer_like(MlbContext *ctx, const MlbType *t) {
  if (!t)
    return false;
  if (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF)
    return true;
  if (t->kind != MLB_TYPE_OPAQUE || !ctx || !ctx->iface_state)
    return false;
  const char *text = t->u.opaque.text;
  if (*text == '!')
    text++;
  return has_buffer_name(ctx->iface_state, text, type_name_len(text));
}

/* Accepts "!my.buffer" or "my.buffer"; parameters are not part of the
 * name, so every "!my.buffer<...>" joins. */
void mlb_add_buffer_type_name(MlbContext *ctx, const char *dialect_type_name) {
  struct MlbIfaceState *s = iface_state(ctx);
  const char *name = dialect_type_name;
  if (*name == '!')
    name++;
  size_t n = type_name_len(name);
  if (n == 0 || has_buffer_name(s, name, n))
    return;
  if (s->num_buffer_names == s->cap_buffer_names) {
    uint32_t cap = s->cap_buffer_names ? 2 * s->cap_buffer_names : 4;
    const char **grown =
        mlb_arena_alloc(&ctx->type_arena, cap * sizeof(const char *));
    if (s->num_buffer_names)
      memcpy(grown, s->buffer_names,
             s->num_buffer_names * sizeof(const char *));
    s->buffer_names = grown;
    s->cap_buffer_names = cap;
  }
  s->buffer_names[s->num_buffer_names++] = mlb_intern_str(ctx, name, n);
}

/* ==== Region terminators ==== */
MlbUse *mlb_term_parent_use(MlbOperation *term, uint32_t k) {
  uint32_t start = 0, count = 0;
  if (!term ||
      !mlb_term_forwarded_operands(term, MLB_REGION_PARENT, &start, &count) ||
      k >= count)
    return NULL;
  return &term->operands[start + k];
}

bool mlb_term_forwarded_operands(MlbOperation *term, int32_t to,
                                 uint32_t *start, uint32_t *count) {
  const MlbRegionTermIface *t = mlb_op_iface(term, MLB_IFACE_REGION_TERM);
  if (t && t->forwarded) {
    *start = 0;
    *count = 0;
    t->forwarded(term, to, start, count);
    return true;
  }
  if (mlb_op_has_trait(term, MLB_TRAIT_RETURN_LIKE)) {
    *start = 0;
    *count = term->num_operands;
    return true;
  }
  return false;
}

/* The values receiving what flows into point `to` of op, in `out`. */
MLB_HOT static void forwarding_inputs(MlbOperation *op,
                                      const MlbRegionBranchIface *rb,
                                      int32_t to, MlbValueVec *out) {
  uint32_t first = 0, count = 0;
  out->len = 0;
  rb->successor_inputs(op, to, &first, &count);
  if (to == MLB_REGION_PARENT) {
    for (uint32_t i = first; i < first + count && i < op->num_results; i++)
      mlb_vec_push(out, mlb_op_result(op, i));
    return;
  }
  if (to < 0 || (uint32_t)to >= op->num_regions || !op->regions[to].first)
    return;
  MlbBlock *entry = op->regions[to].first;
  for (uint32_t i = first; i < first + count && i < entry->num_args; i++)
    mlb_vec_push(out, entry->args[i]);
}

MlbOperation *mlb_block_region_exit(MlbBlock *blk) {
  MlbOperation *t = blk->last;
  if (!t || t->num_successors)
    return NULL;
  return mlb_op_is_terminator(t) || !t->desc ? t : NULL;
}

const MlbRegionBranchIface *mlb_region_branch_complete(const MlbOperation *op) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  return rb && rb->successors && rb->entry_operands && rb->successor_inputs
             ? rb
             : NULL;
}

void mlb_region_branch_forwardings(MlbOperation *op, MlbForwardFn fn,
                                   void *user, MlbU32Vec *succs,
                                   MlbValueVec *inputs) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  succs->len = 0;
  rb->successors(op, MLB_REGION_PARENT, succs);
  for (uint32_t k = 0; k < succs->len; k++) {
    int32_t to = (int32_t)succs->data[k];
    uint32_t start = 0, count = 0;
    rb->entry_operands(op, to, &start, &count);
    forwarding_inputs(op, rb, to, inputs);
    fn(user, op, true, start, count, inputs->data, inputs->len);
  }
  for (uint32_t r = 0; r < op->num_regions; r++) {
    succs->len = 0;
    rb->successors(op, (int32_t)r, succs);
    for (MlbBlock *blk = op->regions[r].first; blk; blk = blk->next) {
      MlbOperation *t = mlb_block_region_exit(blk);
      for (uint32_t k = 0; t && k < succs->len; k++) {
        int32_t to = (int32_t)succs->data[k];
        uint32_t start = 0, count = 0;
        forwarding_inputs(op, rb, to, inputs);
        bool known = mlb_term_forwarded_operands(t, to, &start, &count);
        fn(user, t, known, start, count, inputs->data, inputs->len);
      }
    }
  }
}

/* ==== Symbols and calls ==== */
bool mlb_symbol_is_public(MlbOperation *op) {
  MlbAttr *v = mlb_op_get_attr(op, "sym_visibility");
  if (!v || v->kind != MLB_ATTR_STRING)
    return true;
  size_t n = v->u.str.len;
  const char *s = v->u.str.data;
  return !((n == 7 && memcmp(s, "private", 7) == 0) ||
           (n == 6 && memcmp(s, "nested", 6) == 0));
}

MlbType *mlb_function_type(MlbOperation *fn) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  MlbAttr *a = ci ? mlb_op_get_prop(fn, ci->type_attr) : NULL;
  MlbType *t = a && a->kind == MLB_ATTR_TYPE ? a->u.type.value : NULL;
  return t && t->kind == MLB_TYPE_FUNCTION ? t : NULL;
}

MlbBlock *mlb_callable_entry(MlbOperation *fn) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  return ci && ci->body_region < fn->num_regions
             ? fn->regions[ci->body_region].first
             : NULL;
}

MlbAttr *mlb_function_arg_attr(MlbOperation *fn, uint32_t i,
                               const char *name) {
  MlbAttr *all = mlb_op_get_prop(fn, "arg_attrs");
  if (!all || all->kind != MLB_ATTR_ARRAY || i >= all->u.array.n)
    return NULL;
  MlbAttr *d = all->u.array.elems[i];
  for (uint32_t k = 0; d && d->kind == MLB_ATTR_DICT && k < d->u.dict.n; k++)
    if (!strcmp(d->u.dict.entries[k].name, name))
      return d->u.dict.entries[k].value;
  return NULL;
}

/* mlb_symbol_resolve, through the context's symbol table cache when
 * ctx is given. */
static MlbOperation *resolve(MlbContext *ctx, MlbOperation *from,
                             const MlbAttr *ref) {
  return ctx ? mlb_symbol_resolve_in(ctx, from, ref)
             : mlb_symbol_resolve(from, ref);
}

/* An indirect callee produced by a constant-like op holding a symbol
 * (func.constant @f) still names its function. */
static MlbOperation *callee_of_value(MlbContext *ctx, MlbOperation *call,
                                     MlbValue *v) {
  MlbOperation *def = v ? v->def_op : NULL;
  if (!def || !mlb_op_has_trait(def, MLB_TRAIT_CONSTANT_LIKE))
    return NULL;
  MlbAttr *a = mlb_op_get_attr(def, "value");
  if (!a || a->kind != MLB_ATTR_SYMREF)
    return NULL;
  return resolve(ctx, call, a);
}

MlbOperation *mlb_call_callee_in(MlbContext *ctx, MlbOperation *call) {
  const MlbCallIface *c = mlb_op_iface(call, MLB_IFACE_CALL);
  if (!c)
    return NULL;
  if (c->callee_attr) {
    MlbAttr *a = mlb_op_get_attr(call, c->callee_attr);
    return a ? resolve(ctx, call, a) : NULL;
  }
  if (c->callee_operand < 0 ||
      (uint32_t)c->callee_operand >= call->num_operands)
    return NULL;
  return callee_of_value(ctx, call,
                         mlb_op_operand(call, (uint32_t)c->callee_operand));
}

MlbOperation *mlb_call_callee(MlbOperation *call) {
  return mlb_call_callee_in(NULL, call);
}


/* ==== Bufferization: tensor encodings as memory spaces ==== */
void mlb_buf_set_encoding_memspace(MlbContext *ctx, bool on) {
  iface_state(ctx)->encoding_is_memspace = on;
}

bool mlb_buf_encoding_memspace(MlbContext *ctx) {
  return ctx->iface_state && ctx->iface_state->encoding_is_memspace;
}
