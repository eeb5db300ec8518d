/* linalg_structured.c - what every linalg structured op shares, and
 * linalg.generic itself.
 *
 * Structured ops take `ins(...)` and `outs(...)` operand groups (sized by
 * operandSegmentSizes); tensor outputs become results. linalg.generic
 * spells its indexing maps and iterator types in a leading dictionary, where
 * iterator types are strings; internally (and in generic form) they are
 * #linalg.iterator_type<...> attributes, as upstream's GenericOp parser and
 * printer convert them. Verification follows upstream's
 * DestinationStyleOpInterface and LinalgStructuredInterface checks.
 */
#include "dialects/linalg/linalg_int.h"

#include <stdio.h>

/* ==== ins / outs ==== */
static bool desc_has_prop(const MlbOpDesc *d, const char *name) {
  for (const char *const *p = d ? d->props : NULL; p && *p; p++)
    if (strcmp(*p, name) == 0)
      return true;
  return false;
}

/* Adds name = v as a property when the op declares it, else as an
 * attribute (upstream moves inherent attributes into properties). */
static void add_routed(MlbOpState *st, const char *name, MlbAttr *v) {
  if (desc_has_prop(st->desc, name))
    mlb_opstate_add_prop(st, name, v);
  else
    mlb_opstate_add_attr(st, name, v);
}

/* `kw(%a, %b : t1, t2)` when at `kw`. */
static MlbStatus parse_group(MlbAsmParser *p, const char *kw,
                             MlbUnresolvedVec *ops, MlbTypeVec *types) {
  if (!mlb_parse_optional_keyword(p, kw))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, ops));
  MLB_TRY(mlb_parse_colon_type_list(p, types));
  return mlb_parse_punct(p, ")");
}

/* `<{...}>` properties given in custom form. */
static MlbStatus parse_optional_props(MlbAsmParser *p, MlbOpState *st) {
  if (!mlb_parse_optional_punct(p, "<"))
    return MLB_SUCCESS;
  const char *pos = mlb_parser_pos(p); /* located only for the error */
  MlbAttr *d = NULL;
  MLB_TRY(mlb_parse_attr(p, NULL, &d));
  if (d->kind != MLB_ATTR_DICT)
    return mlb_parser_error_at(p, mlb_parser_pos_loc(p, pos),
                               "expected a dictionary of properties");
  for (uint32_t i = 0; i < d->u.dict.n; i++)
    mlb_opstate_add_prop(st, d->u.dict.entries[i].name,
                         d->u.dict.entries[i].value);
  return mlb_parse_punct(p, ">");
}

static MlbStatus ins_outs_body(MlbAsmParser *p, MlbOpState *st,
                               MlbUnresolvedVec us[2], MlbTypeVec *ins,
                               MlbTypeVec *outs) {
  MLB_TRY(parse_optional_props(p, st));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(parse_group(p, "ins", &us[0], ins));
  MLB_TRY(parse_group(p, "outs", &us[1], outs));
  MLB_TRY(
      mlb_resolve_operands(p, us[0].data, us[0].len, ins->data, ins->len, st));
  return mlb_resolve_operands(p, us[1].data, us[1].len, outs->data, outs->len,
                              st);
}

MlbStatus mlb_linalg_parse_ins_outs(MlbAsmParser *p, MlbOpState *st,
                                    MlbTypeVec *ins, MlbTypeVec *outs,
                                    bool segments) {
  MlbUnresolvedVec us[2] = {{0}, {0}};
  MlbStatus s = ins_outs_body(p, st, us, ins, outs);
  if (!s && segments) {
    int64_t seg[2] = {us[0].len, us[1].len};
    mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                  seg, 2);
  }
  mlb_vec_free(&us[0]);
  mlb_vec_free(&us[1]);
  return s;
}

void mlb_linalg_print_ins_outs(MlbAsmPrinter *p, MlbOperation *op, uint32_t nin,
                               uint32_t nout) {
  if (nin) {
    mlb_pr(p, " ins(");
    mlb_pr_operands(p, op->operands, nin);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, nin);
    mlb_pr(p, ")");
  }
  if (nout) {
    mlb_pr(p, " outs(");
    mlb_pr_operands(p, &op->operands[nin], nout);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, &op->operands[nin], nout);
    mlb_pr(p, ")");
  }
}

MlbStatus mlb_linalg_parse_kw_i64_list(MlbAsmParser *p, MlbOpState *st,
                                       const char *kw) {
  MLB_TRY(mlb_parse_keyword(p, kw));
  MLB_TRY(mlb_parse_punct(p, "="));
  return mlb_parse_i64_list_prop(p, st, kw);
}

uint32_t mlb_linalg_num_inputs(MlbOperation *op) {
  uint32_t start = 0, len = 0;
  /* reduce sizes its inputs and inits alike (SameVariadicOperandSize). */
  if (strcmp(op->name, "linalg.reduce") == 0)
    return op->num_operands / 2;
  if (mlb_op_operand_segment(op, 0, &start, &len) && len <= op->num_operands)
    return len;
  return op->num_operands ? op->num_operands - 1 : 0;
}

MlbType *mlb_linalg_elt(MlbType *t) {
  if (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_TENSOR)
    return t->u.shaped.elt;
  return t;
}

void mlb_linalg_name_in_out(MlbOperation *op, MlbBuf *names,
                            const char *out_name) {
  MlbBlock *b = op->regions[0].first;
  uint32_t nin = mlb_linalg_num_inputs(op);
  for (uint32_t i = 0; b && i < b->num_args && i < op->num_operands; i++)
    mlb_name_result(names, i, i < nin ? "in" : out_name);
}

/* ==== linalg.generic: parsing ==== */
static MlbAttr *iterator_attr(MlbContext *ctx, const char *s, size_t n) {
  char buf[64];
  int len = snprintf(buf, sizeof buf, "#linalg.iterator_type<%.*s>", (int)n, s);
  return mlb_attr_opaque(ctx, buf, (size_t)len);
}

/* The string iterator types of the leading dictionary, converted. */
static MlbStatus convert_iterators(MlbAsmParser *p, MlbOpState *st,
                                   MlbAttr *loc, MlbAttr *its) {
  MlbContext *ctx = mlb_parser_ctx(p);
  if (!its || its->kind != MLB_ATTR_ARRAY)
    return mlb_parser_op_error(p, loc,
                               "expected \"iterator_types\" array "
                               "attribute");
  MlbAttr **elems = mlb_malloc((its->u.array.n + 1) * sizeof(MlbAttr *));
  for (uint32_t i = 0; i < its->u.array.n; i++) {
    MlbAttr *e = its->u.array.elems[i];
    bool ok = e->kind == MLB_ATTR_STRING &&
              ((e->u.str.len == 8 && !memcmp(e->u.str.data, "parallel", 8)) ||
               (e->u.str.len == 9 && !memcmp(e->u.str.data, "reduction", 9)));
    if (!ok) {
      mlb_free(elems);
      if (e->kind != MLB_ATTR_STRING)
        return mlb_parser_op_error(p, NULL, "expected string iterator type");
      return mlb_parser_op_error(p, NULL, "unexpected iterator_type (%.*s)",
                                 (int)e->u.str.len, e->u.str.data);
    }
    elems[i] = iterator_attr(ctx, e->u.str.data, e->u.str.len);
  }
  add_routed(st, mlb_intern_cstr(ctx, mlb_names.iterator_types),
             mlb_attr_array(ctx, its->u.array.n, elems));
  mlb_free(elems);
  return MLB_SUCCESS;
}

static MlbStatus parse_trait_dict(MlbAsmParser *p, MlbOpState *st) {
  MlbAttr *loc = mlb_parser_loc(p), *d = NULL;
  MLB_TRY(mlb_parse_attr(p, NULL, &d));
  if (d->kind != MLB_ATTR_DICT)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  MlbAttr *its = NULL;
  for (uint32_t i = 0; i < d->u.dict.n; i++) {
    const MlbNamedAttr *e = &d->u.dict.entries[i];
    if (strcmp(e->name, mlb_names.iterator_types) == 0)
      its = e->value;
    else
      add_routed(st, e->name, e->value);
  }
  return convert_iterators(p, st, loc, its);
}

static MlbStatus generic_body(MlbAsmParser *p, MlbOpState *st, MlbTypeVec *ins,
                              MlbTypeVec *outs) {
  MLB_TRY(parse_trait_dict(p, st));
  MLB_TRY(mlb_linalg_parse_ins_outs(p, st, ins, outs, true));
  if (mlb_parse_optional_keyword(p, "attrs")) {
    MLB_TRY(mlb_parse_punct(p, "="));
    MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  }
  MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, NULL, 0));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_parse_generic(MlbAsmParser *p, MlbOpState *st) {
  MlbTypeVec ins = {0}, outs = {0};
  MlbStatus s = generic_body(p, st, &ins, &outs);
  mlb_vec_free(&ins);
  mlb_vec_free(&outs);
  return s;
}

/* ==== linalg.generic: printing ==== */
static const char *const k_trait_names[] = {
    "doc", mlb_names.indexing_maps, mlb_names.iterator_types, "library_call"};

/* #linalg.iterator_type<x> -> "x" (other attributes unchanged). */
static MlbAttr *iterator_string(MlbContext *ctx, MlbAttr *a) {
  static const char pre[] = "#linalg.iterator_type<";
  size_t np = sizeof pre - 1;
  if (a->kind != MLB_ATTR_OPAQUE)
    return a;
  const char *t = a->u.opaque.text;
  size_t n = strlen(t);
  if (n <= np || strncmp(t, pre, np) != 0 || t[n - 1] != '>')
    return a;
  return mlb_attr_string(ctx, t + np, n - np - 1, NULL);
}

static MlbAttr *printed_iterators(MlbContext *ctx, MlbAttr *its) {
  if (its->kind != MLB_ATTR_ARRAY)
    return its;
  MlbAttr **elems = mlb_malloc((its->u.array.n + 1) * sizeof(MlbAttr *));
  for (uint32_t i = 0; i < its->u.array.n; i++)
    elems[i] = iterator_string(ctx, its->u.array.elems[i]);
  MlbAttr *r = mlb_attr_array(ctx, its->u.array.n, elems);
  mlb_free(elems);
  return r;
}

static void print_trait_dict(MlbAsmPrinter *p, MlbOperation *op) {
  MlbContext *ctx = mlb_printer_ctx(p);
  MlbNamedAttr e[4];
  uint32_t n = 0;
  for (uint32_t i = 0; i < 4; i++) {
    MlbAttr *v = mlb_op_get_attr(op, k_trait_names[i]);
    if (!v)
      continue;
    if (i == 2)
      v = printed_iterators(ctx, v);
    e[n].name = k_trait_names[i];
    e[n++].value = v;
  }
  if (!n)
    return;
  mlb_pr_attr(p, mlb_attr_dict(ctx, n, e));
}

static bool has_extra_attrs(MlbOperation *op) {
  static const char *const known[] = {"doc", mlb_names.indexing_maps,
                                      mlb_names.iterator_types, "library_call",
                                      "operandSegmentSizes"};
  const MlbAttr *dicts[2] = {op->props, op->attrs};
  for (int d = 0; d < 2; d++) {
    if (!dicts[d] || dicts[d]->kind != MLB_ATTR_DICT)
      continue;
    for (uint32_t i = 0; i < dicts[d]->u.dict.n; i++) {
      bool k = false;
      for (size_t j = 0; j < MLB_ARRAY_LEN(known) && !k; j++)
        k = strcmp(dicts[d]->u.dict.entries[i].name, known[j]) == 0;
      if (!k)
        return true;
    }
  }
  return false;
}

void mlb_linalg_print_generic(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {
      "doc",          mlb_names.indexing_maps, mlb_names.iterator_types,
      "library_call", "operandSegmentSizes",   NULL};
  uint32_t nin = mlb_linalg_num_inputs(op);
  mlb_pr(p, " ");
  print_trait_dict(p, op);
  mlb_linalg_print_ins_outs(p, op, nin, op->num_operands - nin);
  /* Upstream prints " attrs = " and then an attr-dict with its own leading
   * space. */
  if (has_extra_attrs(op)) {
    mlb_pr(p, " attrs = ");
    mlb_pr_attr_dict(p, op, elided);
  }
  if (op->num_regions && op->regions[0].first)
    mlb_pr_region(p, &op->regions[0], true, true);
  mlb_print_optional_result_arrow(p, op);
}

void mlb_linalg_name_generic_args(MlbOperation *op, uint32_t region,
                                  MlbBuf *names) {
  (void)region;
  mlb_linalg_name_in_out(op, names, "out");
}
