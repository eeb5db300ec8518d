/* func_ops.c - the func dialect: func.func (signature with argument and
 * result attributes, optional body), return, call, call_indirect and
 * constant, with upstream's syntax and symbol checks. */
#include "dialects/common.h"

static const char *const k_func_props[] = {"sym_name",       "function_type",
                                           "sym_visibility", "arg_attrs",
                                           "res_attrs",      NULL};
static const char *const k_call_props[] = {"callee", "arg_attrs", "res_attrs",
                                           "no_inline", NULL};
static const char *const k_call_elided[] = {"callee", NULL};
static const char *const k_indirect_props[] = {"arg_attrs", "res_attrs", NULL};
static const char *const k_value_props[] = {"value", NULL};

/* ==== Signature parsing ==== */
typedef struct Signature {
  MlbRegionArgVec args;
  MlbTypeVec arg_types, res_types;
  MLB_VEC(MlbAttr *) arg_attrs, res_attrs; /* NULL = no attributes */
  bool named;                              /* arguments carry %names */
} Signature;

static void sig_free(Signature *s) {
  mlb_vec_free(&s->args);
  mlb_vec_free(&s->arg_types);
  mlb_vec_free(&s->res_types);
  mlb_vec_free(&s->arg_attrs);
  mlb_vec_free(&s->res_attrs);
}

/* `{...}` after an argument or result type, or NULL when absent. */
static MlbStatus parse_opt_dict(MlbAsmParser *p, MlbAttr **out) {
  *out = NULL;
  if (!mlb_parser_at_punct(p, "{"))
    return MLB_SUCCESS;
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_attr(p, NULL, out));
  if ((*out)->kind != MLB_ATTR_DICT)
    return mlb_parser_error_at(p, mlb_parser_pos_loc(p, pos),
                               "expected attribute dictionary");
  if ((*out)->u.dict.n == 0)
    *out = NULL;
  return MLB_SUCCESS;
}

/* One entry: `%name: type {attrs} loc(..)` or `type {attrs} loc(..)`. */
static MlbStatus parse_arg(MlbAsmParser *p, Signature *s) {
  MlbRegionArg a;
  memset(&a, 0, sizeof a);
  bool named = mlb_parser_at_operand(p);
  if (s->args.len && named && !s->named)
    return mlb_parser_op_error(p, NULL,
                               "expected type instead of SSA identifier");
  if (s->args.len && !named && s->named)
    return mlb_parser_op_error(p, NULL, "expected SSA identifier");
  s->named = named;
  if (named) {
    MLB_TRY(mlb_parse_region_arg(p, &a));
    MLB_TRY(mlb_parse_punct(p, ":"));
  } else {
    a.ssa.pos = mlb_parser_pos(p);
  }
  MLB_TRY(mlb_parse_type(p, &a.type));
  MlbAttr *attrs;
  MLB_TRY(parse_opt_dict(p, &attrs));
  MLB_TRY(mlb_parse_optional_loc_specifier(p, &a.loc));
  mlb_vec_push(&s->args, a);
  mlb_vec_push(&s->arg_types, a.type);
  mlb_vec_push(&s->arg_attrs, attrs);
  return MLB_SUCCESS;
}

static MlbStatus parse_result(MlbAsmParser *p, Signature *s) {
  MlbType *t;
  MlbAttr *attrs;
  MLB_TRY(mlb_parse_type(p, &t));
  MLB_TRY(parse_opt_dict(p, &attrs));
  mlb_vec_push(&s->res_types, t);
  mlb_vec_push(&s->res_attrs, attrs);
  return MLB_SUCCESS;
}

/* `(args) (-> results)?` */
static MlbStatus parse_signature(MlbAsmParser *p, Signature *s) {
  MLB_TRY(mlb_parse_punct(p, "("));
  if (!mlb_parse_optional_punct(p, ")")) {
    do
      MLB_TRY(parse_arg(p, s));
    while (mlb_parse_optional_punct(p, ","));
    MLB_TRY(mlb_parse_punct(p, ")"));
  }
  if (!mlb_parse_optional_punct(p, "->"))
    return MLB_SUCCESS;
  if (!mlb_parse_optional_punct(p, "(")) {
    MlbType *t;
    MLB_TRY(mlb_parse_type(p, &t));
    mlb_vec_push(&s->res_types, t);
    mlb_vec_push(&s->res_attrs, (MlbAttr *)NULL);
    return MLB_SUCCESS;
  }
  if (mlb_parse_optional_punct(p, ")"))
    return MLB_SUCCESS;
  do
    MLB_TRY(parse_result(p, s));
  while (mlb_parse_optional_punct(p, ","));
  return mlb_parse_punct(p, ")");
}

/* arg_attrs / res_attrs: an array of dicts, only when some are non-empty. */
static void add_attr_array(MlbContext *ctx, MlbOpState *st, const char *name,
                           MlbAttr **attrs, uint32_t n) {
  bool any = false;
  for (uint32_t i = 0; i < n; i++)
    any = any || attrs[i];
  if (!any)
    return;
  MlbAttr **elems = mlb_malloc(sizeof(MlbAttr *) * n);
  for (uint32_t i = 0; i < n; i++)
    elems[i] = attrs[i] ? attrs[i] : mlb_attr_dict(ctx, 0, NULL);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, name),
                       mlb_attr_array(ctx, n, elems));
  mlb_free(elems);
}

/* Attributes set by the syntax itself may not appear in `attributes {}`. */
static MlbStatus check_inferred(MlbAsmParser *p, MlbOpState *st,
                                uint32_t props_from, uint32_t attrs_from,
                                const char *pos) {
  static const char *const inferred[] = {"sym_visibility", "sym_name",
                                         "function_type"};
  for (size_t k = 0; k < MLB_ARRAY_LEN(inferred); k++) {
    bool found = false;
    for (uint32_t i = props_from; i < st->props.len; i++)
      found = found || !strcmp(st->props.data[i].name, inferred[k]);
    for (uint32_t i = attrs_from; i < st->attrs.len; i++)
      found = found || !strcmp(st->attrs.data[i].name, inferred[k]);
    if (found)
      return mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                                 "'%s' is an inferred attribute and should "
                                 "not be specified in the explicit attribute "
                                 "dictionary",
                                 inferred[k]);
  }
  return MLB_SUCCESS;
}

static MlbStatus parse_func_header(MlbAsmParser *p, MlbOpState *st,
                                   Signature *sig) {
  MlbContext *ctx = mlb_parser_ctx(p);
  static const char *const vis[] = {"private", "public", "nested"};
  for (size_t i = 0; i < MLB_ARRAY_LEN(vis); i++)
    if (mlb_parse_optional_keyword(p, vis[i]))
      mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_visibility"),
                           mlb_attr_string(ctx, vis[i], strlen(vis[i]), NULL));
  const char *name;
  MLB_TRY(mlb_parse_symbol_name(p, &name));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "sym_name"),
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  MLB_TRY(parse_signature(p, sig));
  MlbType *ft = mlb_type_function(ctx, sig->arg_types.len, sig->arg_types.data,
                                  sig->res_types.len, sig->res_types.data);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "function_type"),
                       mlb_attr_type(ctx, ft));
  uint32_t np = st->props.len, na = st->attrs.len;
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MLB_TRY(mlb_parse_optional_attr_dict_with_keyword(p, st));
  MLB_TRY(check_inferred(p, st, np, na, pos));
  add_attr_array(ctx, st, "arg_attrs", sig->arg_attrs.data, sig->arg_attrs.len);
  add_attr_array(ctx, st, "res_attrs", sig->res_attrs.data, sig->res_attrs.len);
  return MLB_SUCCESS;
}

static MlbStatus parse_func(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  Signature sig;
  memset(&sig, 0, sizeof sig);
  MlbStatus s = parse_func_header(p, st, &sig);
  MlbRegion *body = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, body);
  if (!s) {
    const char *pos = mlb_parser_pos(p); /* located only for the error */
    /* Unnamed arguments (a declaration's form) do not define values. */
    uint32_t nargs = sig.named ? sig.args.len : 0;
    if (mlb_parse_optional_region(p, body, sig.args.data, nargs, &s) && !s &&
        mlb_region_empty(body))
      s = mlb_parser_op_error(p, mlb_parser_pos_loc(p, pos),
                              "expected non-empty function body");
  }
  sig_free(&sig);
  return s;
}

/* ==== func.func printing ==== */
static MlbAttr *array_elt(MlbAttr *arr, uint32_t i) {
  if (!arr || arr->kind != MLB_ATTR_ARRAY || i >= arr->u.array.n)
    return NULL;
  MlbAttr *d = arr->u.array.elems[i];
  return d && d->kind == MLB_ATTR_DICT && d->u.dict.n ? d : NULL;
}

static void print_opt_dict(MlbAsmPrinter *p, MlbAttr *d) {
  if (!d)
    return;
  mlb_pr(p, " ");
  mlb_pr_attr(p, d);
}

/* `%arg0: type {attrs} loc(..)`. mlb_pr_region_arg prints the name, type
 * and (with debuginfo) location and records aliases; the attributes are
 * spliced in before its ` loc(` suffix, which a type never contains. */
static void print_entry_arg(MlbAsmPrinter *p, MlbValue *arg, MlbAttr *attrs) {
  MlbBuf *out = mlb_printer_buf(p);
  size_t start = out->len;
  mlb_pr_region_arg(p, arg, true);
  if (!attrs)
    return;
  char *suffix = NULL;
  if (mlb_printer_debuginfo(p) && out->data) {
    char *loc = strstr(out->data + start, " loc(");
    if (loc) {
      suffix = mlb_strndup(loc, out->len - (size_t)(loc - out->data));
      out->len = (size_t)(loc - out->data);
      out->data[out->len] = '\0';
    }
  }
  print_opt_dict(p, attrs);
  if (suffix)
    mlb_pr(p, suffix);
  mlb_free(suffix);
}

static void print_results(MlbAsmPrinter *p, MlbType *ft, MlbAttr *res_attrs) {
  uint32_t n = ft->u.func.num_results;
  MlbType *const *rs = ft->u.func.types + ft->u.func.num_inputs;
  bool parens =
      n > 1 || rs[0]->kind == MLB_TYPE_FUNCTION || array_elt(res_attrs, 0);
  mlb_pr(p, parens ? " -> (" : " -> ");
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_type(p, rs[i]);
    print_opt_dict(p, array_elt(res_attrs, i));
  }
  if (parens)
    mlb_pr(p, ")");
}

static void print_func(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"sym_name",       "function_type",
                                       "sym_visibility", "arg_attrs",
                                       "res_attrs",      NULL};
  MlbAttr *vis = mlb_op_get_prop(op, "sym_visibility");
  MlbAttr *name = mlb_op_get_prop(op, "sym_name");
  MlbAttr *fta = mlb_op_get_prop(op, "function_type");
  MlbAttr *arg_attrs = mlb_op_get_prop(op, "arg_attrs");
  mlb_pr(p, " ");
  if (vis && vis->kind == MLB_ATTR_STRING)
    mlb_prf(p, "%.*s ", (int)vis->u.str.len, vis->u.str.data);
  MlbBuf b;
  mlb_buf_init(&b);
  if (name && name->kind == MLB_ATTR_STRING)
    mlb_buf_putn(&b, name->u.str.data, name->u.str.len);
  mlb_pr_symbol_name(p, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  MlbType *ft = fta && fta->kind == MLB_ATTR_TYPE ? fta->u.type.value : NULL;
  if (!ft || ft->kind != MLB_TYPE_FUNCTION)
    return; /* broken op: the verifier reports it */
  MlbRegion *body = &op->regions[0];
  bool external = mlb_region_empty(body);
  mlb_pr(p, "(");
  for (uint32_t i = 0; i < ft->u.func.num_inputs; i++) {
    if (i)
      mlb_pr(p, ", ");
    if (!external && i < body->first->num_args) {
      print_entry_arg(p, body->first->args[i], array_elt(arg_attrs, i));
      continue;
    }
    mlb_pr_type(p, ft->u.func.types[i]);
    print_opt_dict(p, array_elt(arg_attrs, i));
  }
  mlb_pr(p, ")");
  if (ft->u.func.num_results)
    print_results(p, ft, mlb_op_get_prop(op, "res_attrs"));
  mlb_pr_attr_dict_with_keyword(p, op, elided);
  if (!external)
    mlb_pr_region(p, body, false, true);
}

/* ==== func.func verification ==== */
static MlbType *func_type_of(MlbOperation *fn) {
  MlbAttr *a = mlb_op_get_prop(fn, mlb_names.function_type);
  if (!a || a->kind != MLB_ATTR_TYPE ||
      a->u.type.value->kind != MLB_TYPE_FUNCTION)
    return NULL;
  return a->u.type.value;
}

/* arg_attrs / res_attrs: one dict per argument/result, dialect names. */
static MlbStatus verify_attr_array(MlbContext *ctx, MlbOperation *op,
                                   const char *prop, const char *what,
                                   uint32_t want) {
  MlbAttr *arr = mlb_op_get_prop(op, prop);
  if (!arr)
    return MLB_SUCCESS;
  if (arr->kind != MLB_ATTR_ARRAY)
    return mlb_op_emit_error(ctx, op,
                             "attribute '%s' failed to satisfy constraint: "
                             "Array of dictionary attributes",
                             prop);
  if (arr->u.array.n != want)
    return mlb_op_emit_error(ctx, op,
                             "expects %s attribute array to have the same "
                             "number of elements as the number of function "
                             "%ss, got %u, but expected %u",
                             what, what, arr->u.array.n, want);
  for (uint32_t i = 0; i < want; i++) {
    MlbAttr *d = arr->u.array.elems[i];
    if (d->kind != MLB_ATTR_DICT)
      return mlb_op_emit_error(ctx, op,
                               "attribute '%s' failed to satisfy "
                               "constraint: Array of dictionary attributes",
                               prop);
    for (uint32_t k = 0; k < d->u.dict.n; k++)
      if (!strchr(d->u.dict.entries[k].name, '.'))
        return mlb_op_emit_error(ctx, op,
                                 "%ss may only have dialect "
                                 "attributes",
                                 what);
  }
  return MLB_SUCCESS;
}

static MlbStatus type_mismatch(MlbContext *ctx, MlbOperation *op,
                               const char *fmt1, uint32_t i, MlbType *a,
                               const char *fmt2, MlbType *b, const char *tail) {
  MlbBuf x, y;
  mlb_buf_init(&x);
  mlb_buf_init(&y);
  mlb_print_type(&x, a);
  mlb_print_type(&y, b);
  mlb_op_emit_error(ctx, op, "%s%u('%s'%s'%s')%s", fmt1, i, mlb_buf_cstr(&x),
                    fmt2, mlb_buf_cstr(&y), tail);
  mlb_buf_free(&x);
  mlb_buf_free(&y);
  return MLB_FAILURE;
}

/* Reads the op's properties and attributes and the entry block's
 * arguments only (MLB_TRAIT_VERIFY_OWN_ONLY: keep it so, or drop the
 * trait). */
static MlbStatus verify_func(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.function_type, NULL));
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.sym_name, NULL));
  MlbType *ft = func_type_of(op);
  if (!ft)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'function_type' failed to satisfy "
                             "constraint: type attribute of function type");
  MLB_TRY(mlb_verify_symbol(ctx, op, false));
  MLB_TRY(verify_attr_array(ctx, op, mlb_names.arg_attrs, "argument",
                            ft->u.func.num_inputs));
  MLB_TRY(verify_attr_array(ctx, op, mlb_names.res_attrs, "result",
                            ft->u.func.num_results));
  MlbRegion *body = &op->regions[0];
  if (mlb_region_empty(body)) {
    MlbAttr *vis = mlb_op_get_prop(op, mlb_names.sym_visibility);
    if (!vis || (vis->u.str.len == 6 && !memcmp(vis->u.str.data, "public", 6)))
      return mlb_op_emit_error(ctx, op,
                               "symbol declaration cannot have "
                               "public visibility");
    return MLB_SUCCESS;
  }
  MlbBlock *entry = body->first;
  if (entry->num_args != ft->u.func.num_inputs)
    return mlb_op_emit_error(ctx, op,
                             "entry block must have %u arguments to match "
                             "function signature",
                             ft->u.func.num_inputs);
  for (uint32_t i = 0; i < entry->num_args; i++)
    if (entry->args[i]->type != ft->u.func.types[i])
      return type_mismatch(ctx, op, "type of entry block argument #", i,
                           entry->args[i]->type,
                           ") must match the type of the corresponding "
                           "argument in function signature(",
                           ft->u.func.types[i], "");
  return MLB_SUCCESS;
}

/* ==== return ==== */
static const char *func_name(MlbOperation *fn) {
  const char *n = mlb_op_symbol_name(fn);
  return n ? n : "";
}

static MlbStatus verify_return(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *fn = mlb_op_parent_op(op);
  if (!fn || strcmp(fn->name, "func.func"))
    return mlb_op_emit_error(ctx, op, "expects parent op 'func.func'");
  MlbType *ft = func_type_of(fn);
  if (!ft)
    return MLB_SUCCESS;
  uint32_t nres = ft->u.func.num_results;
  if (op->num_operands != nres)
    return mlb_op_emit_error(ctx, op,
                             "has %u operands, but enclosing function (@%s) "
                             "returns %u",
                             op->num_operands, func_name(fn), nres);
  for (uint32_t i = 0; i < nres; i++) {
    MlbType *want = ft->u.func.types[ft->u.func.num_inputs + i];
    MlbType *got = mlb_op_operand(op, i)->type;
    if (got == want)
      continue;
    MlbBuf x, y;
    mlb_buf_init(&x);
    mlb_buf_init(&y);
    mlb_print_type(&x, got);
    mlb_print_type(&y, want);
    mlb_emit_error(ctx, op->loc,
                   "type of return operand %u ('%s') doesn't match function "
                   "result type ('%s') in function @%s",
                   i, mlb_buf_cstr(&x), mlb_buf_cstr(&y), func_name(fn));
    mlb_buf_free(&x);
    mlb_buf_free(&y);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* ==== call ==== */
/* `@f(%a, %b) attr-dict : (t1, t2) -> r` */
static MlbStatus parse_call(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *callee;
  MlbUnresolvedVec ops = {0};
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_flat_symbol_ref(p, &callee));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "callee"), callee);
  MLB_TRY(mlb_parse_punct(p, "("));
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_punct(p, ")");
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft);
  if (!s)
    s = mlb_resolve_functional_type(p, ops.data, ops.len, ft, st);
  mlb_vec_free(&ops);
  return s;
}

static void print_call(MlbAsmPrinter *p, MlbOperation *op) {
  MlbAttr *callee = mlb_op_get_prop(op, "callee");
  mlb_pr(p, " ");
  if (callee)
    mlb_pr_attr(p, callee);
  mlb_pr(p, "(");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, k_call_elided);
  mlb_pr(p, " : ");
  mlb_print_functional_type_of(p, op);
}

static void types_note(MlbDiagnostic *d, MlbAttr *loc, const char *label,
                       MlbType *const *ts, uint32_t n) {
  MlbBuf b;
  mlb_buf_init(&b);
  for (uint32_t i = 0; i < n; i++) {
    mlb_buf_puts(&b, i ? ", '" : "'");
    mlb_print_type(&b, ts[i]);
    mlb_buf_putc(&b, '\'');
  }
  mlb_diag_note(d, loc, "%s%s", label, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
}

static MlbStatus call_result_mismatch(MlbContext *ctx, MlbOperation *op,
                                      uint32_t i, MlbType *ft) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&d->message, "'%s' op result type mismatch at index %u",
                 op->name, i);
  MlbTypeVec rs = {0};
  for (uint32_t k = 0; k < op->num_results; k++)
    mlb_vec_push(&rs, mlb_op_result(op, k)->type);
  types_note(d, op->loc, "      op result types: ", rs.data, rs.len);
  types_note(d, op->loc, "function result types: ",
             ft->u.func.types + ft->u.func.num_inputs, ft->u.func.num_results);
  mlb_vec_free(&rs);
  mlb_diag_emit(ctx, d);
  return MLB_FAILURE;
}

static MlbStatus verify_call(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *callee = mlb_op_get_prop(op, mlb_names.callee);
  if (!callee || callee->kind != MLB_ATTR_SYMREF)
    return mlb_op_emit_error(ctx, op,
                             "requires a 'callee' symbol reference "
                             "attribute");
  MlbOperation *fn = mlb_symbol_resolve_in(ctx, op, callee);
  if (!fn || strcmp(fn->name, "func.func") || !func_type_of(fn))
    return mlb_op_emit_error(ctx, op,
                             "'%s' does not reference a valid "
                             "function",
                             callee->u.symref.root);
  MlbType *ft = func_type_of(fn);
  if (ft->u.func.num_inputs != op->num_operands)
    return mlb_op_emit_error(ctx, op,
                             "incorrect number of operands for "
                             "callee");
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *want = ft->u.func.types[i], *got = mlb_op_operand(op, i)->type;
    if (want == got)
      continue;
    MlbBuf x, y;
    mlb_buf_init(&x);
    mlb_buf_init(&y);
    mlb_print_type(&x, want);
    mlb_print_type(&y, got);
    mlb_op_emit_error(ctx, op,
                      "operand type mismatch: expected operand type '%s', "
                      "but provided '%s' for operand number %u",
                      mlb_buf_cstr(&x), mlb_buf_cstr(&y), i);
    mlb_buf_free(&x);
    mlb_buf_free(&y);
    return MLB_FAILURE;
  }
  if (ft->u.func.num_results != op->num_results)
    return mlb_op_emit_error(ctx, op,
                             "incorrect number of results for "
                             "callee");
  for (uint32_t i = 0; i < op->num_results; i++)
    if (mlb_op_result(op, i)->type !=
        ft->u.func.types[ft->u.func.num_inputs + i])
      return call_result_mismatch(ctx, op, i, ft);
  return MLB_SUCCESS;
}

/* ==== call_indirect ==== */
/* `%f(%a, %b) attr-dict : (t1, t2) -> r` */
static MlbStatus parse_call_indirect(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved callee;
  MlbUnresolvedVec ops = {0};
  MlbType *ft = NULL;
  MLB_TRY(mlb_parse_operand(p, &callee));
  MLB_TRY(mlb_parse_punct(p, "("));
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_punct(p, ")");
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_parse_type_of_kind(p, MLB_TYPE_FUNCTION, "function", &ft);
  if (!s)
    s = mlb_resolve_operand(p, &callee, ft, st);
  if (!s)
    s = mlb_resolve_functional_type(p, ops.data, ops.len, ft, st);
  mlb_vec_free(&ops);
  return s;
}

static void print_call_indirect(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "(");
  mlb_pr_operands(p, op->operands + 1, op->num_operands - 1);
  mlb_pr(p, ")");
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

static MlbStatus verify_call_indirect(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands < 1)
    return mlb_op_emit_error(ctx, op,
                             "expected 1 or more operands, but "
                             "found 0");
  MlbType *ft = mlb_op_operand(op, 0)->type;
  if (ft->kind != MLB_TYPE_FUNCTION) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_print_type(&b, ft);
    mlb_op_emit_error(ctx, op, "operand #0 must be function type, but got '%s'",
                      mlb_buf_cstr(&b));
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  bool ins = ft->u.func.num_inputs == op->num_operands - 1;
  for (uint32_t i = 0; ins && i < ft->u.func.num_inputs; i++)
    ins = ft->u.func.types[i] == mlb_op_operand(op, i + 1)->type;
  if (!ins)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that callee input "
                             "types match argument types");
  bool outs = ft->u.func.num_results == op->num_results;
  for (uint32_t i = 0; outs && i < op->num_results; i++)
    outs = ft->u.func.types[ft->u.func.num_inputs + i] ==
           mlb_op_result(op, i)->type;
  if (!outs)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that callee result "
                             "types match result types");
  return MLB_SUCCESS;
}

/* ==== constant ==== */
/* `attr-dict @f : type` */
static MlbStatus parse_constant(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *sym;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_flat_symbol_ref(p, &sym));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &t));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "value"), sym);
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

static void print_constant(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict(p, op, k_value_props);
  mlb_pr(p, " ");
  MlbAttr *v = mlb_op_get_prop(op, "value");
  if (v)
    mlb_pr_attr(p, v);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_result(op, 0)->type);
}

static MlbStatus verify_constant(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *v;
  MLB_TRY(mlb_verify_required_prop(ctx, op, mlb_names.value, &v));
  if (v->kind != MLB_ATTR_SYMREF || v->u.symref.n_nested)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'value' failed to satisfy "
                             "constraint: flat symbol reference attribute");
  MlbOperation *fn = mlb_symbol_resolve_in(ctx, op, v);
  if (!fn || strcmp(fn->name, "func.func"))
    return mlb_op_emit_error(ctx, op, "reference to undefined function '%s'",
                             v->u.symref.root);
  if (func_type_of(fn) != mlb_op_result(op, 0)->type)
    return mlb_op_emit_error(ctx, op,
                             "reference to function with mismatched type");
  return MLB_SUCCESS;
}

static void name_constant(MlbOperation *op, MlbBuf *names) {
  MLB_UNUSED(op);
  mlb_name_result(names, 0, "f");
}

/* ==== Op table ==== */
static const MlbOpDesc k_func_ops[] = {
    {.name = "func.func",
     .traits = MLB_TRAIT_ISOLATED | MLB_TRAIT_SYMBOL | MLB_TRAIT_FUNCTION_LIKE |
               MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE | MLB_TRAIT_VERIFY_OWN_ONLY,
     .num_operands = 0,
     .num_results = 0,
     .num_regions = 1,
     .props = k_func_props,
     .parse = parse_func,
     .print = print_func,
     .verify = verify_func,
     .default_dialect = "func"},
    {.name = "func.return",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_RETURN_LIKE | MLB_TRAIT_PURE,
     .num_operands = -1,
     .num_results = 0,
     .parse = mlb_parse_operands_colon_types,
     .print = mlb_print_operands_colon_types,
     .verify = verify_return},
    {.name = "func.call",
     .num_operands = -1,
     .num_results = -1,
     .props = k_call_props,
     .parse = parse_call,
     .print = print_call,
     .verify = verify_call},
    {.name = "func.call_indirect",
     .num_operands = -1,
     .num_results = -1,
     .props = k_indirect_props,
     .parse = parse_call_indirect,
     .print = print_call_indirect,
     .verify = verify_call_indirect},
    {.name = "func.constant",
     .traits = MLB_TRAIT_PURE | MLB_TRAIT_CONSTANT_LIKE,
     .num_operands = 0,
     .num_results = 1,
     .props = k_value_props,
     .parse = parse_constant,
     .print = print_constant,
     .verify = verify_constant,
     .name_results = name_constant},
};

const MlbDialect mlb_dialect_func = {
    .name = "func",
    .ops = k_func_ops,
    .num_ops = MLB_ARRAY_LEN(k_func_ops),
};
