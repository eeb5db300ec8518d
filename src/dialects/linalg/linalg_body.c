/* linalg_body.c - building the scalar payload of linalg ops.
 *
 * Upstream builds the region of a named op (linalg.matmul, linalg.add...)
 * and of map/reduce's short form `{ arith.addf }` while parsing, with
 * OpDSL's helpers: BinaryFn/UnaryFn pick arith/math ops from the operand
 * types, TypeFn casts scalars (convertScalarToDtype). These functions
 * append the same ops, with unknown locations as upstream, so that the
 * generic form of a parsed named op matches upstream's.
 */
#include "dialects/linalg/linalg_int.h"

static bool desc_has_prop(const MlbOpDesc *d, const char *name) {
  for (const char *const *p = d ? d->props : NULL; p && *p; p++)
    if (strcmp(*p, name) == 0)
      return true;
  return false;
}

MlbValue *mlb_linalg_emit(MlbLinalgBuilder *b, const char *name,
                          MlbValue *const *operands, uint32_t n,
                          MlbType *result, MlbAttr *props) {
  MlbOpState st;
  mlb_opstate_init(&st, b->ctx, name, b->loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, operands[i]);
  if (result)
    mlb_vec_push(&st.result_types, result);
  for (uint32_t i = 0; props && i < props->u.dict.n; i++) {
    const MlbNamedAttr *e = &props->u.dict.entries[i];
    if (desc_has_prop(st.desc, e->name))
      mlb_opstate_add_prop(&st, e->name, e->value);
    else
      mlb_opstate_add_attr(&st, e->name, e->value);
  }
  MlbOperation *op = mlb_op_create(b->ctx, &st);
  mlb_opstate_free(&st);
  mlb_block_append(b->block, op);
  return op->num_results ? mlb_op_result(op, 0) : NULL;
}

static MlbValue *emit1(MlbLinalgBuilder *b, const char *name, MlbValue *x,
                       MlbType *to) {
  return mlb_linalg_emit(b, name, &x, 1, to, NULL);
}

static MlbValue *emit2(MlbLinalgBuilder *b, const char *name, MlbValue *x,
                       MlbValue *y) {
  MlbValue *ops[2] = {x, y};
  return mlb_linalg_emit(b, name, ops, 2, x->type, NULL);
}

/* ==== Casts ==== */
static MlbValue *cast_to_int(MlbLinalgBuilder *b, MlbValue *v, MlbType *to,
                             bool is_unsigned) {
  MlbType *from = v->type;
  if (from->kind == MLB_TYPE_FLOAT)
    return emit1(b, is_unsigned ? "arith.fptoui" : "arith.fptosi", v, to);
  if (from->kind == MLB_TYPE_INDEX)
    return emit1(b, "arith.index_cast", v, to);
  if (from->kind != MLB_TYPE_INTEGER)
    return v;
  uint32_t fw = from->u.integer.width, tw = to->u.integer.width;
  if (tw > fw)
    return emit1(b, is_unsigned ? "arith.extui" : "arith.extsi", v, to);
  if (tw < fw)
    return emit1(b, "arith.trunci", v, to);
  return v;
}

static MlbValue *cast_to_float(MlbLinalgBuilder *b, MlbValue *v, MlbType *to,
                               bool is_unsigned) {
  MlbType *from = v->type;
  if (from->kind == MLB_TYPE_INTEGER)
    return emit1(b, is_unsigned ? "arith.uitofp" : "arith.sitofp", v, to);
  if (from->kind != MLB_TYPE_FLOAT)
    return v;
  uint32_t fw = mlb_type_bitwidth(from), tw = mlb_type_bitwidth(to);
  if (tw > fw)
    return emit1(b, "arith.extf", v, to);
  if (tw < fw)
    return emit1(b, "arith.truncf", v, to);
  return v;
}

MlbValue *mlb_linalg_cast(MlbLinalgBuilder *b, MlbValue *v, MlbType *to,
                          bool is_unsigned) {
  if (v->type == to)
    return v;
  if (to->kind == MLB_TYPE_INTEGER)
    return cast_to_int(b, v, to, is_unsigned);
  if (to->kind == MLB_TYPE_FLOAT)
    return cast_to_float(b, v, to, is_unsigned);
  /* Upstream warns and keeps the operand; verification then reports the
   * mismatch. */
  return v;
}

/* ==== Scalar functions ==== */
static const char *float_binary(MlbLinalgBinaryFn fn) {
  static const char *const names[] = {
      "arith.addf",     "arith.subf", "arith.mulf", "arith.divf",
      NULL,             "arith.maximumf", "arith.minimumf", "math.powf",
      NULL,             NULL};
  return names[fn];
}

static const char *int_binary(MlbLinalgBinaryFn fn, bool bools) {
  static const char *const names[] = {
      "arith.addi",  "arith.subi",  "arith.muli", "arith.divsi", "arith.divui",
      "arith.maxsi", "arith.minsi", NULL,         "arith.maxui", "arith.minui"};
  if (bools && fn == MLB_LINALG_ADD)
    return "arith.ori";
  if (bools && fn == MLB_LINALG_MUL)
    return "arith.andi";
  return names[fn];
}

/* Records upstream's diagnostic for an unbuildable payload. */
static MlbValue *fail(MlbLinalgBuilder *b, MlbValue *x, const char *msg) {
  if (!b->failed)
    mlb_buf_puts(&b->error, msg);
  b->failed = true;
  return x;
}

static MlbValue *mixed_kinds(MlbLinalgBuilder *b, MlbValue *x, MlbValue *y) {
  if (!b->failed) {
    mlb_buf_puts(&b->error, "Cannot build binary Linalg operation: expects "
                            "allComplex, allFloatingPoint, or allInteger, got "
                            "'");
    mlb_print_type(&b->error, x->type);
    mlb_buf_puts(&b->error, "' and '");
    mlb_print_type(&b->error, y->type);
    mlb_buf_putc(&b->error, '\'');
  }
  b->failed = true;
  return x;
}

/* OpDSL's buildBinaryFn (complex operands are not supported here). */
MlbValue *mlb_linalg_binary(MlbLinalgBuilder *b, MlbLinalgBinaryFn fn,
                            MlbValue *x, MlbValue *y) {
  MlbType *tx = x->type, *ty = y->type;
  bool floats = tx->kind == MLB_TYPE_FLOAT && ty->kind == MLB_TYPE_FLOAT;
  bool ints = tx->kind == MLB_TYPE_INTEGER && ty->kind == MLB_TYPE_INTEGER;
  bool bools = ints && tx->u.integer.width == 1 && ty->u.integer.width == 1;
  if (!floats && !ints)
    return mixed_kinds(b, x, y);
  if (fn == MLB_LINALG_POWF)
    return emit2(b, "math.powf", x, y); /* upstream asserts floats only */
  if (fn == MLB_LINALG_DIV_UNSIGNED && (!ints || bools))
    return fail(b, x, "unsupported operation: unsigned div not on uint");
  if (fn == MLB_LINALG_MAX_UNSIGNED && (!ints || bools))
    return fail(b, x, "unsupported operation: unsigned max not on uint");
  if (fn == MLB_LINALG_MIN_UNSIGNED && (!ints || bools))
    return fail(b, x, "unsupported operation: unsigned min not on uint");
  if (bools && fn == MLB_LINALG_SUB)
    return fail(b, x, "unsupported operation: sub with bools");
  if (bools && fn == MLB_LINALG_DIV)
    return fail(b, x, "unsupported operation: div with bools");
  return emit2(b, floats ? float_binary(fn) : int_binary(fn, bools), x, y);
}

MlbValue *mlb_linalg_unary(MlbLinalgBuilder *b, const char *name,
                           MlbValue *x) {
  if (x->type->kind != MLB_TYPE_FLOAT)
    return fail(b, x, "unsupported non numeric type");
  return emit1(b, name, x, x->type);
}

MlbValue *mlb_linalg_float_one(MlbLinalgBuilder *b, MlbType *t) {
  if (t->kind != MLB_TYPE_FLOAT) {
    fail(b, NULL, "unsupported non numeric type");
    return NULL;
  }
  MlbNamedAttr e = {mlb_intern_cstr(b->ctx, "value"),
                    mlb_attr_float(b->ctx, t, 1.0)};
  return mlb_linalg_emit(b, "arith.constant", NULL, 0, t,
                         mlb_attr_dict(b->ctx, 1, &e));
}

void mlb_linalg_yield(MlbLinalgBuilder *b, MlbValue *const *vals, uint32_t n) {
  mlb_linalg_emit(b, "linalg.yield", vals, n, NULL, NULL);
}

/* ==== Attributes as upstream's getAttrs() ==== */
MlbAttr *mlb_linalg_all_attrs(MlbContext *ctx, MlbOperation *op) {
  MlbNamedAttrVec all = {0};
  const MlbAttr *dicts[3] = {
      op->desc ? mlb_op_prop_defaults(ctx, op->desc) : NULL,
      op->desc ? op->props : NULL, op->attrs};
  for (int d = 0; d < 3; d++) {
    const MlbAttr *a = dicts[d];
    for (uint32_t i = 0; a && a->kind == MLB_ATTR_DICT && i < a->u.dict.n; i++)
      mlb_vec_push(&all, a->u.dict.entries[i]);
  }
  /* mlb_attr_dict keeps the last of duplicate names: set values override
   * the defaults listed before them. */
  MlbAttr *r = mlb_attr_dict(ctx, all.len, all.data);
  mlb_vec_free(&all);
  return r;
}
