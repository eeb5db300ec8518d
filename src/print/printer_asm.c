/* printer_asm.c - the printer half of asm.h, used by custom op printers.
 *
 * Every function works in both printer runs: while collecting aliases it
 * only visits the types, attributes and locations it would print (text
 * that cannot hold them is skipped or goes to the discarded sink); in the
 * real run it writes text, substituting aliases.
 */
#include "print/printer_int.h"

#include <stdio.h>
#include <stdlib.h>

MlbContext *mlb_printer_ctx(MlbAsmPrinter *p) {
  return p->ctx;
}
MlbBuf *mlb_printer_buf(MlbAsmPrinter *p) {
  return p->out;
}
bool mlb_printer_debuginfo(MlbAsmPrinter *p) {
  return p->flags.debuginfo;
}

/* Plain text cannot hold a type or an attribute: the collecting run
 * drops it instead of filling the discarded sink. */
void mlb_prn(MlbAsmPrinter *p, const char *s, size_t n) {
  if (!p->collecting)
    mlb_buf_putn(p->out, s, n);
}

void mlb_prf(MlbAsmPrinter *p, const char *fmt, ...) {
  if (p->collecting)
    return;
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(p->out, fmt, ap);
  va_end(ap);
}

void mlb_pr_newline(MlbAsmPrinter *p) {
  mlb_buf_putc(p->out, '\n');
  mlb_printer_indent(p);
}

void mlb_pr_shift_indent(MlbAsmPrinter *p, int delta) {
  p->indent = (uint32_t)((int64_t)p->indent + delta);
}

/* ---- values ---- */

void mlb_pr_operand(MlbAsmPrinter *p, MlbValue *v) {
  if (!p->collecting)
    mlb_names_print_value(p, v, true);
}

void mlb_pr_operands(MlbAsmPrinter *p, MlbUse *uses, uint32_t n) {
  if (p->collecting)
    return;
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_names_print_value(p, uses[i].value, true);
  }
}

void mlb_pr_values(MlbAsmPrinter *p, MlbValue *const *vals, uint32_t n) {
  if (p->collecting)
    return;
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_names_print_value(p, vals[i], true);
  }
}

void mlb_pr_region_arg_attrs(MlbAsmPrinter *p, MlbValue *arg, MlbAttr *attrs,
                             bool with_type) {
  MlbAttr *loc = arg->loc ? arg->loc : mlb_loc_unknown(p->ctx);
  if (p->collecting) {
    if (with_type)
      mlb_alias_visit_type(p, arg->type);
    if (p->flags.debuginfo)
      mlb_alias_visit_attr(p, loc, false, false);
    return;
  }
  mlb_names_print_value(p, arg, true);
  if (with_type) {
    mlb_buf_puts(p->out, ": ");
    mlb_emit_type(p, arg->type);
  }
  if (attrs && attrs->kind == MLB_ATTR_DICT && attrs->u.dict.n) {
    mlb_buf_putc(p->out, ' ');
    mlb_printer_named_attrs(p, attrs->u.dict.entries, attrs->u.dict.n);
  }
  /* Upstream never uses an alias for a block argument's own location. */
  if (p->flags.debuginfo) {
    mlb_buf_putc(p->out, ' ');
    mlb_emit_location(p, loc, false);
  }
}

void mlb_pr_region_arg(MlbAsmPrinter *p, MlbValue *arg, bool with_type) {
  mlb_pr_region_arg_attrs(p, arg, NULL, with_type);
}

/* ---- types ---- */

void mlb_pr_type(MlbAsmPrinter *p, MlbType *t) {
  if (p->collecting)
    mlb_alias_visit_type(p, t);
  else
    mlb_emit_type(p, t);
}

void mlb_pr_types(MlbAsmPrinter *p, MlbType *const *ts, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_type(p, ts[i]);
  }
}

void mlb_pr_operand_types(MlbAsmPrinter *p, MlbUse *uses, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_type(p, uses[i].value ? uses[i].value->type : NULL);
  }
}

void mlb_pr_result_types(MlbAsmPrinter *p, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_type(p, op->results[i].type);
  }
}

void mlb_pr_arrow_type_list(MlbAsmPrinter *p, MlbType *const *ts, uint32_t n) {
  bool wrap = n != 1 || ts[0]->kind == MLB_TYPE_FUNCTION;
  if (wrap)
    mlb_pr(p, "(");
  mlb_pr_types(p, ts, n);
  if (wrap)
    mlb_pr(p, ")");
}

void mlb_pr_function_type(MlbAsmPrinter *p, MlbType *ft) {
  mlb_pr_type(p, ft);
}

/* ---- attributes ---- */

void mlb_pr_attr(MlbAsmPrinter *p, MlbAttr *a) {
  if (p->collecting)
    mlb_alias_visit_attr(p, a, false, false);
  else
    mlb_emit_attr(p, a, MLB_ELIDE_NEVER);
}

void mlb_pr_attr_no_type(MlbAsmPrinter *p, MlbAttr *a) {
  if (p->collecting)
    mlb_alias_visit_attr(p, a, false, true);
  else
    mlb_emit_attr(p, a, MLB_ELIDE_MUST);
}

void mlb_pr_symbol_name(MlbAsmPrinter *p, const char *name) {
  if (!name || !name[0]) {
    mlb_pr(p, "@<<INVALID EMPTY SYMBOL>>");
    return;
  }
  mlb_buf_putc(p->out, '@');
  mlb_printer_keyword_or_string(p->out, name, strlen(name));
}

/* Compares the first characters before calling strcmp: most names of a
 * list differ from the first character on. */
static bool same_name(const char *x, const char *y) {
  return x == y || (x[0] == y[0] && !strcmp(x, y));
}

static bool listed(const char *name, const char *const *list) {
  for (; list && *list; list++)
    if (same_name(*list, name))
      return true;
  return false;
}

static bool keep_attr(MlbAttr *defs, const MlbNamedAttr *e,
                      const char *const *elided, bool is_prop) {
  if (listed(e->name, elided) ||
      same_name(e->name, mlb_names.operand_segment_sizes) ||
      same_name(e->name, mlb_names.result_segment_sizes))
    return false;
  return !(is_prop && defs && mlb_dict_get(defs, e->name) == e->value);
}

static void push_filtered(MlbNamedAttrVec *v, MlbAttr *dict, MlbAttr *defs,
                          const char *const *elided, bool is_prop) {
  if (!dict || dict->kind != MLB_ATTR_DICT)
    return;
  for (uint32_t i = 0; i < dict->u.dict.n; i++)
    if (keep_attr(defs, &dict->u.dict.entries[i], elided, is_prop))
      mlb_vec_push(v, dict->u.dict.entries[i]);
}

static int cmp_named(const void *x, const void *y) {
  return strcmp(((const MlbNamedAttr *)x)->name,
                ((const MlbNamedAttr *)y)->name);
}

/* Props (registered ops) and discardable attrs as one sorted dict, as
 * upstream's getAttrs(), minus elided names and default-valued props. */
static void print_attr_dict(MlbAsmPrinter *p, MlbOperation *op,
                            const char *const *elided, bool with_props,
                            bool keyword) {
  MlbNamedAttrVec *v = &p->attr_scratch;
  v->len = 0;
  if (with_props && op->desc && op->props) {
    MlbAttr *defs = mlb_op_prop_defaults(p->ctx, op->desc);
    push_filtered(v, op->props, defs, elided, true);
  }
  uint32_t np = v->len;
  push_filtered(v, op->attrs, NULL, elided, false);
  if (np && v->len != np)
    qsort(v->data, v->len, sizeof(MlbNamedAttr), cmp_named);
  if (v->len && p->collecting) {
    for (uint32_t i = 0; i < v->len; i++)
      mlb_alias_visit_attr(p, v->data[i].value, false, false);
  } else if (v->len) {
    mlb_pr(p, keyword ? " attributes " : " ");
    mlb_printer_named_attrs(p, v->data, v->len);
  }
}

void mlb_pr_attr_dict(MlbAsmPrinter *p, MlbOperation *op,
                      const char *const *elided) {
  print_attr_dict(p, op, elided, true, false);
}

void mlb_pr_discardable_attr_dict(MlbAsmPrinter *p, MlbOperation *op,
                                  const char *const *elided) {
  print_attr_dict(p, op, elided, false, false);
}

void mlb_pr_attr_dict_with_keyword(MlbAsmPrinter *p, MlbOperation *op,
                                   const char *const *elided) {
  print_attr_dict(p, op, elided, true, true);
}

/* ---- regions and successors ---- */

void mlb_pr_region(MlbAsmPrinter *p, MlbRegion *r, bool print_entry_args,
                   bool print_empty_terminators) {
  mlb_pr(p, " ");
  mlb_printer_region(p, r, print_entry_args, print_empty_terminators, false);
}

void mlb_pr_successor(MlbAsmPrinter *p, MlbBlock *b) {
  if (!p->collecting)
    mlb_names_print_block(p, b);
}

void mlb_pr_successor_and_use_list(MlbAsmPrinter *p, MlbBlock *b, MlbUse *uses,
                                   uint32_t n) {
  /* Upstream's alias collector skips successor lists entirely (their
   * types are printed elsewhere anyway). */
  if (p->collecting)
    return;
  mlb_pr_successor(p, b);
  if (n == 0)
    return;
  mlb_pr(p, "(");
  mlb_pr_operands(p, uses, n);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, uses, n);
  mlb_pr(p, ")");
}

void mlb_pr_dynamic_index_list(MlbAsmPrinter *p, MlbUse *dyn, uint32_t ndyn,
                               const MlbAttr *statics, MlbDelimiter d) {
  const char *open = "", *close = "";
  if (d == MLB_DELIM_PAREN || d == MLB_DELIM_OPTIONAL_PAREN)
    open = "(", close = ")";
  else if (d == MLB_DELIM_SQUARE || d == MLB_DELIM_OPTIONAL_SQUARE)
    open = "[", close = "]";
  mlb_pr(p, open);
  uint32_t n = statics && statics->kind == MLB_ATTR_DENSE_ARRAY
                   ? statics->u.darray.n
                   : 0;
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      mlb_pr(p, ", ");
    int64_t v = statics->u.darray.ivals[i];
    if (v == MLB_DYNAMIC && k < ndyn)
      mlb_pr_operand(p, dyn[k++].value);
    else if (!p->collecting)
      mlb_buf_put_i64(p->out, v);
  }
  mlb_pr(p, close);
}
