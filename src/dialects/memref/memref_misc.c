/* memref_misc.c - memref globals, atomics, prefetch, assume_alignment and
 * the cast compatibility rules.
 *
 * Upstream writes several of these with hand-written parsers (prefetch,
 * generic_atomic_rmw, global's type-and-initializer directive); the text
 * they produce and the diagnostics they emit are reproduced here.
 */
#include "dialects/memref/memref_int.h"
#include "interfaces/interfaces.h"

#include <stdio.h>

const char *const mlb_memref_atomic_props[] = {"kind", NULL};
const char *const mlb_memref_get_global_props[] = {"name", NULL};
const char *const mlb_memref_global_props[] = {
    "alignment", "constant", "initial_value", "sym_name", "sym_visibility",
    "type",      NULL};
const char *const mlb_memref_prefetch_props[] = {"isDataCache", "isWrite",
                                                 "localityHint", NULL};

static MlbStatus custom_error(MlbAsmParser *p, MlbOpState *st,
                              const char *msg) {
  return mlb_parser_error_at(p, st->loc, "custom op '%s' %s", st->name, msg);
}

/* An i32 IntegerAttr as upstream's parseAttribute(IntegerAttr&, i32). */
static MlbStatus parse_i32_attr(MlbAsmParser *p, MlbAttr **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_attr(p, mlb_parser_ctx(p)->t_i32, out));
  if ((*out)->kind != MLB_ATTR_INTEGER)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  return MLB_SUCCESS;
}

/* ==== assume_alignment ==== */
MlbStatus mlb_memref_parse_assume_alignment(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved u;
  MlbType *t = NULL;
  MlbAttr *align = NULL;
  MLB_TRY(mlb_parse_operand(p, &u));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(parse_i32_attr(p, &align));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "alignment"), align);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_any(p, st, &t));
  MLB_TRY(mlb_resolve_operand(p, &u, t, st));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

void mlb_memref_print_assume_alignment(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"alignment", NULL};
  MlbAttr *a = mlb_op_get_prop(op, "alignment");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, ", ");
  if (a)
    mlb_pr_attr_no_type(p, a);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_memref_verify_assume_alignment(MlbContext *ctx,
                                             MlbOperation *op) {
  MlbAttr *a = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.alignment, &a));
  if (a->kind != MLB_ATTR_INTEGER || !a->type ||
      !mlb_type_is_int(a->type, 32) || a->u.integer.value <= 0)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'alignment' failed to satisfy "
                             "constraint: 32-bit signless integer attribute "
                             "whose value is positive");
  MLB_TRY(mlb_memref_ods_assume_alignment(ctx, op));
  uint64_t v = (uint64_t)a->u.integer.value;
  if (v & (v - 1))
    return mlb_op_emit_error(ctx, op, "alignment must be power of 2");
  return MLB_SUCCESS;
}

/* ==== atomic_rmw ==== */
/* arith::AtomicRMWKind, in enum order. */
static const char *const k_rmw_kinds[] = {
    "addf", "addi", "andi",     "assign",  "maximumf", "maxnumf",
    "maxs", "maxu", "minimumf", "minnumf", "mins",     "minu",
    "mulf", "muli", "ori",      "xori",    NULL};

static MlbStatus rmw_body(MlbAsmParser *p, MlbOpState *st,
                          MlbUnresolvedVec *idx) {
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t kind = 0;
  MlbUnresolved val, mem;
  MlbType *tv = NULL, *tm = NULL, *tr = NULL;
  MLB_TRY(mlb_parse_enum_keyword(p, k_rmw_kinds, "kind", &kind));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "kind"),
                       mlb_attr_int(ctx, ctx->t_i64, kind));
  MLB_TRY(mlb_parse_operand(p, &val));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &mem));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_type(p, &tv));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &tm));
  MLB_TRY(mlb_parse_punct(p, ")"));
  MLB_TRY(mlb_parse_punct(p, "->"));
  MLB_TRY(mlb_parse_type(p, &tr));
  MLB_TRY(mlb_resolve_operand(p, &val, tv, st));
  MLB_TRY(mlb_resolve_operand(p, &mem, tm, st));
  MLB_TRY(mlb_memref_resolve_indices(p, idx, st));
  mlb_vec_push(&st->result_types, tr);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_atomic_rmw(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec idx = {0};
  MlbStatus s = rmw_body(p, st, &idx);
  mlb_vec_free(&idx);
  return s;
}

static int64_t rmw_kind(MlbOperation *op) {
  MlbAttr *a = mlb_op_get_prop(op, "kind");
  if (!a || a->kind != MLB_ATTR_INTEGER || a->u.integer.value < 0 ||
      a->u.integer.value >= (int64_t)MLB_ARRAY_LEN(k_rmw_kinds) - 1)
    return -1;
  return a->u.integer.value;
}

void mlb_memref_print_atomic_rmw(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"kind", NULL};
  int64_t k = rmw_kind(op);
  mlb_pr(p, " ");
  mlb_pr(p, k >= 0 ? k_rmw_kinds[k] : "<<invalid>>");
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, 2);
  mlb_memref_print_indices(p, op, 2);
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : (");
  mlb_pr_operand_types(p, op->operands, 2);
  mlb_pr(p, ") -> ");
  mlb_pr_type(p, op->results[0].type);
}

MlbStatus mlb_memref_verify_atomic_rmw(MlbContext *ctx, MlbOperation *op) {
  int64_t k = rmw_kind(op);
  if (k < 0)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'kind' failed to satisfy "
                             "constraint: allowed 64-bit signless "
                             "integer cases: 0, 1, 2, 3, 4, 5, 6, "
                             "7, 8, 9, 10, 11, 12, 13, 14, 15");
  MLB_TRY(mlb_memref_ods_atomic_rmw(ctx, op));
  MlbType *mt = op->num_operands > 1 ? mlb_op_operand(op, 1)->type : NULL;
  if (!mt || mt->kind != MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  if (mt->u.shaped.rank != op->num_operands - 2)
    return mlb_op_emit_error(ctx, op,
                             "expects the number of subscripts to "
                             "be equal to memref rank");
  const char *name = k_rmw_kinds[k];
  MlbType *vt = mlb_op_operand(op, 0)->type;
  static const char *const fkinds[] = {"addf", "maximumf", "minimumf", "mulf",
                                       NULL};
  static const char *const ikinds[] = {"addi", "maxs", "maxu", "mins", "minu",
                                       "muli", "ori",  "xori", "andi", NULL};
  for (const char *const *f = fkinds; *f; f++)
    if (!strcmp(*f, name) && !mlb_type_is_float(vt))
      return mlb_op_emit_error(
          ctx, op, "with kind '%s' expects a floating-point type", name);
  for (const char *const *i = ikinds; *i; i++)
    if (!strcmp(*i, name) && vt->kind != MLB_TYPE_INTEGER)
      return mlb_op_emit_error(ctx, op,
                               "with kind '%s' expects an integer type", name);
  return MLB_SUCCESS;
}

/* ==== generic_atomic_rmw / atomic_yield ==== */
static MlbStatus generic_rmw_body(MlbAsmParser *p, MlbOpState *st,
                                  MlbUnresolvedVec *idx) {
  MlbUnresolved mem;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &mem));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &t));
  MLB_TRY(mlb_resolve_operand(p, &mem, t, st));
  MLB_TRY(mlb_memref_resolve_indices(p, idx, st));
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  mlb_vec_push(&st->result_types, t->u.shaped.elt);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_generic_atomic_rmw(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec idx = {0};
  MlbStatus s = generic_rmw_body(p, st, &idx);
  mlb_vec_free(&idx);
  return s;
}

void mlb_memref_print_generic_atomic_rmw(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_memref_print_indices(p, op, 1);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr_region(p, &op->regions[0], true, true);
  mlb_pr_attr_dict(p, op, NULL);
}

MlbStatus mlb_memref_verify_generic_atomic_rmw(MlbContext *ctx,
                                               MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_generic_atomic_rmw(ctx, op));
  MlbBlock *b = op->regions[0].first;
  if (!b || b->num_args != 1)
    return mlb_op_emit_error(ctx, op,
                             "expected single number of entry "
                             "block arguments");
  if (b->args[0]->type != op->results[0].type)
    return mlb_op_emit_error(ctx, op,
                             "expected block argument of the same "
                             "type result type");
  /* Upstream's rule: the body may only compute (a free or write in it
   * would run again on each retry of the compare-and-swap loop it lowers
   * to). mlbuf accepted an allocation or a store here. */
  for (MlbOperation *n = b->first; n; n = n->next)
    if (!mlb_op_is_effect_free(ctx, n))
      return mlb_emit_error(ctx, n->loc,
                            "body of 'memref.generic_atomic_rmw' should "
                            "contain only operations with no side "
                            "effects");
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_verify_atomic_yield(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_expect_parent(ctx, op, "memref.generic_atomic_rmw"));
  MlbOperation *par = mlb_op_parent_op(op);
  MlbType *pt = par->num_results ? par->results[0].type : NULL;
  MlbType *rt = mlb_op_operand(op, 0)->type;
  if (pt && pt != rt) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_append_quoted_type(&b, rt);
    mlb_buf_puts(&b, " and its parent: ");
    mlb_append_quoted_type(&b, pt);
    mlb_op_emit_error(ctx, op, "types mismatch between yield op: %s",
                      mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* ==== get_global ==== */
MlbStatus mlb_memref_parse_get_global(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *name = NULL;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_flat_symbol_ref(p, &name));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "name"), name);
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &t));
  mlb_vec_push(&st->result_types, t);
  return mlb_parse_optional_attr_dict(p, st);
}

void mlb_memref_print_get_global(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"name", NULL};
  MlbAttr *a = mlb_op_get_prop(op, "name");
  mlb_pr(p, " ");
  if (a)
    mlb_pr_attr(p, a);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
  mlb_pr_attr_dict(p, op, elided);
}

MlbStatus mlb_memref_verify_get_global(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *ref = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "name", &ref));
  MLB_TRY(mlb_memref_ods_get_global(ctx, op));
  if (ref->kind != MLB_ATTR_SYMREF)
    return MLB_SUCCESS;
  MlbOperation *g = mlb_symbol_resolve(op, ref);
  if (!g || strcmp(g->name, "memref.global") != 0)
    return mlb_op_emit_error(ctx, op,
                             "'%s' does not reference a valid global memref",
                             ref->u.symref.root);
  MlbAttr *gt = mlb_op_get_prop(g, "type");
  MlbType *rt = op->results[0].type;
  if (gt && gt->kind == MLB_ATTR_TYPE && gt->u.type.value != rt) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_append_quoted_type(&b, rt);
    mlb_buf_puts(&b, " does not match type ");
    mlb_append_quoted_type(&b, gt->u.type.value);
    mlb_op_emit_error(ctx, op, "result type %s of the global memref @%s",
                      mlb_buf_cstr(&b), ref->u.symref.root);
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* ==== global ==== */
/* The tensor type an initializer of memref type `t` is parsed with. */
static MlbType *init_tensor_type(MlbContext *ctx, const MlbType *t) {
  return mlb_type_tensor(ctx, t->u.shaped.rank, t->u.shaped.shape,
                         t->u.shaped.elt, NULL);
}

static bool is_elements_attr(const MlbAttr *a) {
  return a->kind == MLB_ATTR_DENSE || a->kind == MLB_ATTR_DENSE_RESOURCE ||
         a->kind == MLB_ATTR_SPARSE;
}

static MlbStatus parse_global_type_and_init(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_type(p, &t));
  if (t->kind != MLB_TYPE_MEMREF || !mlb_type_has_static_shape(t)) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_buf_puts(&b, "type should be static shaped memref, but got ");
    mlb_append_quoted_type(&b, t);
    custom_error(p, st, mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "type"), mlb_attr_type(ctx, t));
  if (!mlb_parse_optional_punct(p, "="))
    return MLB_SUCCESS;
  MlbAttr *init = NULL;
  if (mlb_parse_optional_keyword(p, "uninitialized")) {
    init = mlb_attr_unit(ctx);
  } else {
    MLB_TRY(mlb_parse_attr(p, init_tensor_type(ctx, t), &init));
    if (!is_elements_attr(init))
      return custom_error(p, st,
                          "initial value should be a unit or "
                          "elements attribute");
  }
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "initial_value"), init);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_global(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  if (mlb_parser_at_string(p)) {
    const char *s = NULL;
    size_t n = 0;
    MLB_TRY(mlb_parse_string(p, &s, &n));
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_visibility"),
                         mlb_attr_string(ctx, s, n, NULL));
  }
  if (mlb_parse_optional_keyword(p, "constant"))
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "constant"),
                         mlb_attr_unit(ctx));
  const char *name = NULL;
  MLB_TRY(mlb_parse_symbol_name(p, &name));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_name"),
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_global_type_and_init(p, st));
  MlbAttr *dict = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  return mlb_parse_check_alignment(p, st, dict);
}

void mlb_memref_print_global(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {
      "sym_visibility", "constant", "sym_name", "type", "initial_value", NULL};
  MlbAttr *vis = mlb_op_get_prop(op, "sym_visibility");
  MlbAttr *name = mlb_op_get_prop(op, "sym_name");
  MlbAttr *type = mlb_op_get_prop(op, "type");
  MlbAttr *init = mlb_op_get_prop(op, "initial_value");
  if (vis) {
    mlb_pr(p, " ");
    mlb_pr_attr(p, vis);
  }
  if (mlb_op_get_prop(op, "constant"))
    mlb_pr(p, " constant");
  mlb_pr(p, " ");
  if (name && name->kind == MLB_ATTR_STRING) {
    char *s = mlb_strndup(name->u.str.data, name->u.str.len);
    mlb_pr_symbol_name(p, s);
    mlb_free(s);
  }
  mlb_pr(p, " : ");
  if (type && type->kind == MLB_ATTR_TYPE)
    mlb_pr_type(p, type->u.type.value);
  if (init) {
    mlb_pr(p, " = ");
    if (init->kind == MLB_ATTR_UNIT)
      mlb_pr(p, "uninitialized");
    else
      mlb_pr_attr_no_type(p, init);
  }
  mlb_pr_attr_dict(p, op, elided);
}

static MlbStatus verify_global_init(MlbContext *ctx, MlbOperation *op,
                                    MlbType *t, MlbAttr *init) {
  MlbBuf b;
  mlb_buf_init(&b);
  MlbStatus s = MLB_SUCCESS;
  if (init->kind != MLB_ATTR_UNIT && !is_elements_attr(init)) {
    mlb_print_attr(&b, init);
    s = mlb_op_emit_error(ctx, op,
                          "initial value should be a unit or "
                          "elements attribute, but got %s",
                          mlb_buf_cstr(&b));
  } else if (is_elements_attr(init) && init->type &&
             mlb_type_element(init->type) != t->u.shaped.elt) {
    mlb_append_quoted_type(&b, t->u.shaped.elt);
    mlb_buf_puts(&b, ", but was of type ");
    mlb_append_quoted_type(&b, mlb_type_element(init->type));
    s = mlb_op_emit_error(ctx, op,
                          "initial value element expected to be of type %s",
                          mlb_buf_cstr(&b));
  } else if (is_elements_attr(init) && init->type &&
             !mlb_same_shape(init->type, t)) {
    const MlbType *it = init->type;
    for (uint32_t i = 0; i < t->u.shaped.rank; i++)
      mlb_buf_printf(&b, "%s%lld", i ? ", " : "",
                     (long long)t->u.shaped.shape[i]);
    mlb_buf_puts(&b, " but was ");
    for (uint32_t i = 0; it->kind == MLB_TYPE_TENSOR && i < it->u.shaped.rank;
         i++)
      mlb_buf_printf(&b, "%s%lld", i ? ", " : "",
                     (long long)it->u.shaped.shape[i]);
    s = mlb_op_emit_error(ctx, op, "initial value shape expected to be %s",
                          mlb_buf_cstr(&b));
  }
  mlb_buf_free(&b);
  return s;
}

MlbStatus mlb_memref_verify_global(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *ta = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.sym_name, NULL));
  MLB_TRY(mlb_verify_required_prop(ctx, op, "type", &ta));
  MLB_TRY(mlb_verify_alignment(ctx, op));
  MlbType *t = ta->kind == MLB_ATTR_TYPE ? ta->u.type.value : NULL;
  if (!t || t->kind != MLB_TYPE_MEMREF || !mlb_type_has_static_shape(t)) {
    MlbBuf b;
    mlb_buf_init(&b);
    if (t)
      mlb_append_quoted_type(&b, t);
    mlb_op_emit_error(ctx, op,
                      "type should be static shaped memref, but "
                      "got %s",
                      mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  MlbAttr *init = mlb_op_get_prop(op, "initial_value");
  return init ? verify_global_init(ctx, op, t, init) : MLB_SUCCESS;
}

/* ==== prefetch ==== */
static MlbStatus prefetch_body(MlbAsmParser *p, MlbOpState *st,
                               MlbUnresolvedVec *idx) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved mem;
  const char *rw = NULL, *cache = NULL;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &mem));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_any_keyword(p, &rw));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_keyword(p, "locality"));
  MLB_TRY(mlb_parse_punct(p, "<"));
  MlbAttr *ha = NULL;
  MLB_TRY(parse_i32_attr(p, &ha));
  MLB_TRY(mlb_parse_punct(p, ">"));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_any_keyword(p, &cache));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_memref_parse_ranked(p, st, &t));
  MLB_TRY(mlb_resolve_operand(p, &mem, t, st));
  MLB_TRY(mlb_memref_resolve_indices(p, idx, st));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "localityHint"), ha);
  if (strcmp(rw, "read") != 0 && strcmp(rw, "write") != 0)
    return custom_error(p, st, "rw specifier has to be 'read' or 'write'");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "isWrite"),
                       mlb_attr_bool(ctx, strcmp(rw, "write") == 0));
  if (strcmp(cache, "data") != 0 && strcmp(cache, "instr") != 0)
    return custom_error(p, st, "cache type has to be 'data' or 'instr'");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "isDataCache"),
                       mlb_attr_bool(ctx, strcmp(cache, "data") == 0));
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_parse_prefetch(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec idx = {0};
  MlbStatus s = prefetch_body(p, st, &idx);
  mlb_vec_free(&idx);
  return s;
}

static bool bool_prop(MlbOperation *op, const char *name) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  return a && a->kind == MLB_ATTR_INTEGER && a->u.integer.value != 0;
}

void mlb_memref_print_prefetch(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *hint = mlb_op_get_prop(op, "localityHint");
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_memref_print_indices(p, op, 1);
  mlb_pr(p, bool_prop(op, "isWrite") ? ", write" : ", read");
  mlb_pr(p, ", locality<");
  if (hint && hint->kind == MLB_ATTR_INTEGER)
    mlb_prf(p, "%lld", (long long)hint->u.integer.value);
  mlb_pr(p, bool_prop(op, "isDataCache") ? ">, data" : ">, instr");
  mlb_pr_attr_dict(p, op, mlb_memref_prefetch_props);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_memref_verify_prefetch(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *hint = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "isDataCache", NULL));
  MLB_TRY(mlb_verify_required_prop(ctx, op, "isWrite", NULL));
  MLB_TRY(mlb_verify_required_prop(ctx, op, "localityHint", &hint));
  if (hint->kind != MLB_ATTR_INTEGER || hint->u.integer.value < 0 ||
      hint->u.integer.value > 3)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'localityHint' failed to satisfy "
                             "constraint: 32-bit signless integer attribute "
                             "whose minimum value is 0 whose maximum value "
                             "is 3");
  MLB_TRY(mlb_memref_ods_prefetch(ctx, op));
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (t->kind == MLB_TYPE_MEMREF && op->num_operands != 1 + t->u.shaped.rank)
    return mlb_op_emit_error(ctx, op, "too few indices");
  return MLB_SUCCESS;
}

/* ==== Cast compatibility ==== */
static bool compatible_dim(int64_t a, int64_t b) {
  return a == MLB_DYNAMIC || b == MLB_DYNAMIC || a == b;
}

static bool ranked_layouts_compatible(const MlbType *a, const MlbType *b) {
  if (a->u.shaped.layout == b->u.shaped.layout)
    return true;
  int64_t sa[64], sb[64], oa = 0, ob = 0;
  if (a->u.shaped.rank > 64 || b->u.shaped.rank > 64 ||
      a->u.shaped.rank != b->u.shaped.rank)
    return false;
  if (!mlb_memref_strides(a, sa, &oa) || !mlb_memref_strides(b, sb, &ob))
    return false;
  if (!compatible_dim(oa, ob))
    return false;
  for (uint32_t i = 0; i < a->u.shaped.rank; i++)
    if (!compatible_dim(sa[i], sb[i]))
      return false;
  return true;
}

static bool cast_compatible(const MlbType *a, const MlbType *b) {
  if (a->kind == MLB_TYPE_MEMREF && b->kind == MLB_TYPE_MEMREF) {
    if (a->u.shaped.elt != b->u.shaped.elt ||
        !ranked_layouts_compatible(a, b) ||
        a->u.shaped.memspace != b->u.shaped.memspace ||
        a->u.shaped.rank != b->u.shaped.rank)
      return false;
    for (uint32_t i = 0; i < a->u.shaped.rank; i++) {
      int64_t x = a->u.shaped.shape[i], y = b->u.shaped.shape[i];
      if (x != MLB_DYNAMIC && y != MLB_DYNAMIC && x != y)
        return false;
    }
    return true;
  }
  if (!mlb_type_is_memref(a) || !mlb_type_is_memref(b))
    return false;
  if (a->kind == MLB_TYPE_UNRANKED_MEMREF &&
      b->kind == MLB_TYPE_UNRANKED_MEMREF)
    return false;
  MlbAttr *ma = a->kind == MLB_TYPE_MEMREF ? a->u.shaped.memspace
                                           : a->u.unranked.memspace;
  MlbAttr *mb = b->kind == MLB_TYPE_MEMREF ? b->u.shaped.memspace
                                           : b->u.unranked.memspace;
  return mlb_type_element(a) == mlb_type_element(b) && ma == mb;
}

static bool space_cast_compatible(const MlbType *a, const MlbType *b) {
  if (a->kind == MLB_TYPE_MEMREF && b->kind == MLB_TYPE_MEMREF)
    return a->u.shaped.elt == b->u.shaped.elt &&
           a->u.shaped.layout == b->u.shaped.layout && mlb_same_shape(a, b);
  if (a->kind == MLB_TYPE_UNRANKED_MEMREF &&
      b->kind == MLB_TYPE_UNRANKED_MEMREF)
    return a->u.unranked.elt == b->u.unranked.elt;
  return false;
}

static MlbStatus cast_error(MlbContext *ctx, MlbOperation *op) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_append_quoted_type(&b, mlb_op_operand(op, 0)->type);
  mlb_buf_puts(&b, " and result type ");
  mlb_append_quoted_type(&b, op->results[0].type);
  mlb_op_emit_error(ctx, op, "operand type %s are cast incompatible",
                    mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_memref_verify_cast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_cast(ctx, op));
  if (!cast_compatible(mlb_op_operand(op, 0)->type, op->results[0].type))
    return cast_error(ctx, op);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_verify_memory_space_cast(MlbContext *ctx,
                                              MlbOperation *op) {
  MLB_TRY(mlb_memref_ods_cast(ctx, op));
  if (!space_cast_compatible(mlb_op_operand(op, 0)->type, op->results[0].type))
    return cast_error(ctx, op);
  return MLB_SUCCESS;
}
