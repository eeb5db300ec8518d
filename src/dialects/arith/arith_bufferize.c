/* arith_bufferize.c - One-Shot Bufferize of arith on tensors: constants,
 * selects and index_cast (only arith.index_cast: mlir-opt 22 has no model
 * for index_castui, which stays an unknown op). Tensor
 * constants become a private
 * constant memref.global at the start of the module (one per value and
 * type, named as upstream: __constant_<shape>x<type>, then _0, _1, ... on
 * a clash) read through memref.get_global. The buffer is read-only
 * memory: the analysis never writes a constant in place.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

#include <inttypes.h>

static bool is_global_of(MlbOperation *op, MlbAttr *value, MlbType *type) {
  if (!mlb_op_is(op, "memref.global") || !mlb_op_get_prop(op, "constant"))
    return false;
  MlbAttr *init = mlb_op_get_prop(op, "initial_value");
  MlbAttr *t = mlb_op_get_prop(op, "type");
  return init == value && t && t->kind == MLB_ATTR_TYPE &&
         t->u.type.value == type;
}

static MlbAttr *sym_name(MlbOperation *op) {
  return mlb_op_get_prop(op, "sym_name");
}

/* "__constant_2x3xf32", then "__constant_2x3xf32_0", ... until free. */
static const char *free_name(MlbContext *ctx, MlbOperation *module,
                             MlbType *tensor) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "__constant_");
  for (uint32_t d = 0; d < tensor->u.shaped.rank; d++)
    mlb_buf_printf(&b, "%" PRId64 "x", tensor->u.shaped.shape[d]);
  /* Upstream joins the dims with 'x' and then writes 'x' before the
   * element type: a rank-0 tensor gives "__constant_xf32". */
  if (!tensor->u.shaped.rank)
    mlb_buf_puts(&b, "x");
  mlb_print_type(&b, tensor->u.shaped.elt);
  size_t base = b.len;
  for (uint32_t k = 0; mlb_symbol_lookup(module, mlb_buf_cstr(&b)); k++) {
    b.len = base;
    mlb_buf_printf(&b, "_%u", k);
  }
  const char *name = mlb_intern_cstr(ctx, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return name;
}

static MlbOperation *find_or_make_global(MlbBufRewriter *br,
                                         MlbOperation *module, MlbAttr *loc,
                                         MlbAttr *value, MlbType *tensor,
                                         MlbType *type) {
  MlbContext *ctx = br->ctx;
  MlbBlock *body = module->regions[0].first;
  for (MlbOperation *op = body->first; op; op = op->next)
    if (is_global_of(op, value, type))
      return op;
  const char *name = free_name(ctx, module, tensor);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "memref.global", loc);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "sym_name"),
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "sym_visibility"),
                       mlb_attr_string(ctx, "private", 7, NULL));
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "type"),
                       mlb_attr_type(ctx, type));
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "initial_value"), value);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "constant"),
                       mlb_attr_unit(ctx));
  if (br->opts->buffer_alignment)
    mlb_opstate_add_prop(
        &st, mlb_intern_cstr(ctx, "alignment"),
        mlb_attr_int(ctx, mlb_type_integer(ctx, 64, MLB_SIGNLESS),
                     br->opts->buffer_alignment));
  MlbBuilder at = {ctx, NULL, NULL};
  mlb_builder_set_start(&at, body);
  return mlb_builder_insert(&at, &st);
}

static MlbStatus constant_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *res = mlb_op_result(op, 0);
  MlbAttr *value = mlb_op_get_prop(op, "value");
  MlbOperation *module = mlb_symbol_table_of(op);
  if (!value || !module || !module->num_regions ||
      !module->regions[0].first || res->type->kind != MLB_TYPE_TENSOR)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbType *type = mlb_buf_alloc_type(br->ctx, res->type);
  MlbOperation *g =
      find_or_make_global(br, module, op->loc, value, res->type, type);
  MlbAttr *ref = sym_name(g);
  MlbOpState st;
  mlb_opstate_init(&st, br->ctx, "memref.get_global", op->loc);
  mlb_opstate_add_prop(
      &st, mlb_intern_cstr(br->ctx, "name"),
      mlb_attr_symref(br->ctx,
                      mlb_intern(&br->ctx->strings, ref->u.str.data,
                                 ref->u.str.len),
                      0, NULL));
  mlb_vec_push(&st.result_types, type);
  MlbValue *buf = mlb_op_result(mlb_builder_insert(&br->b, &st), 0);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_constant = {
    .flags = MLB_BUF_RESULTS_NEW | MLB_BUF_RESULTS_NOT_WRITABLE,
    .bufferize = constant_bufferize};

/* ==== arith.select on tensors ====
 * Neither operand is read or written by the select itself; the result is
 * one of the two buffers (may alias either, surely neither). */
static uint32_t select_aliases(MlbOperation *op, uint32_t i,
                               MlbBufAlias *out) {
  MLB_UNUSED(op);
  if (i != 1 && i != 2)
    return 0;
  out[0] = (MlbBufAlias){0, MLB_BUF_MAY_ALIAS, false};
  return 1;
}

/* Both buffers in one type: fully dynamic when they differ. A tensor of
 * conditions (one per element) is valid IR but has no buffer form: an
 * error, in upstream's words. */
static MlbStatus select_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbType *cond = mlb_op_operand(op, 0)->type;
  if (cond->kind != MLB_TYPE_INTEGER || cond->u.integer.width != 1) {
    mlb_emit_error(br->ctx, op->loc,
                   "'%s' op only i1 condition values are supported",
                   op->name);
    return mlb_emit_error(br->ctx, op->loc, "failed to bufferize op");
  }
  MlbValue *res = mlb_op_result(op, 0);
  MlbAttr *space = mlb_buf_expected_memspace(br->ctx, mlb_op_operand(op, 1));
  if (space != mlb_buf_expected_memspace(br->ctx, mlb_op_operand(op, 2))) {
    mlb_emit_error(br->ctx, op->loc,
                   "inconsistent memory space on true/false operands");
    return mlb_emit_error(br->ctx, op->loc, "failed to bufferize op");
  }
  MlbValue *t = mlb_buf_get_buffer(br, op, 1);
  MlbValue *f = mlb_buf_get_buffer(br, op, 2);
  if (t->type != f->type) {
    MlbType *dyn = mlb_buf_dynamic_type_in(br->ctx, res->type, space);
    t = mlb_buf_as_type(br, op->loc, t, dyn, res->type);
    f = mlb_buf_as_type(br, op->loc, f, dyn, res->type);
  }
  MlbValue *ops[3] = {mlb_op_operand(op, 0), t, f};
  MlbValue *sel = mlb_op_result(
      mlb_bld_op(&br->b, "arith.select", op->loc, 3, ops, 1, &t->type), 0);
  mlb_buf_replace_op(br, op, &sel);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_select = {.flags = MLB_BUF_READS_NONE,
                                           .aliases = select_aliases,
                                           .bufferize = select_bufferize};

/* ==== arith.index_cast on tensors ====
 * The result is the source's buffer seen with the other element type
 * (equivalent, as upstream): arith.index_cast on memrefs, keeping the
 * source buffer's shape, layout and memory space. No element is read or
 * written by the op itself. */
static uint32_t index_cast_aliases(MlbOperation *op, uint32_t i,
                                   MlbBufAlias *out) {
  MLB_UNUSED(op);
  if (i != 0)
    return 0;
  out[0] = (MlbBufAlias){0, MLB_BUF_EQUIVALENT, true};
  return 1;
}

/* An unranked source (which upstream's verifier rejects on tensors) has
 * no memref form: arith.index_cast takes ranked memrefs only. */
static MlbStatus index_cast_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  if (mlb_op_operand(op, 0)->type->kind != MLB_TYPE_TENSOR)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbValue *src = mlb_buf_get_buffer(br, op, 0);
  MlbType *st = src->type;
  MlbType *elt = mlb_type_element(mlb_op_result(op, 0)->type);
  MlbType *rt = mlb_type_memref(br->ctx, st->u.shaped.rank, st->u.shaped.shape,
                                elt, st->u.shaped.layout,
                                st->u.shaped.memspace);
  MlbValue *buf = mlb_op_result(
      mlb_bld_op(&br->b, "arith.index_cast", op->loc, 1, &src, 1, &rt), 0);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_index_cast = {
    .flags = MLB_BUF_READS_NONE,
    .aliases = index_cast_aliases,
    .bufferize = index_cast_bufferize};

/* Only tensor constants, selects and index casts have tensor semantics;
 * scalar ones never reach the hooks (the pass skips ops without
 * tensors). */
static const MlbIfaceEntry k_entries[] = {
    {"arith.constant", MLB_IFACE_BUFFERIZE, &k_constant},
    {"arith.select", MLB_IFACE_BUFFERIZE, &k_select},
    {"arith.index_cast", MLB_IFACE_BUFFERIZE, &k_index_cast},
};

void mlb_register_arith_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
