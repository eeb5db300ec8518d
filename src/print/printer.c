/* printer.c - printing operations, regions and blocks (print.h).
 *
 * The layout follows upstream's OperationPrinter: an op line is
 * `indent results = op-text loc`, a region is `{`, its blocks and an
 * indented `}`, and a block header is `^bbN(%a: t):` with a comment naming
 * its predecessors. Ops print through their descriptor's custom hook unless
 * the op is unregistered, has no hook, or generic form was requested.
 *
 * Top-level printing first runs the whole printer in "collecting" mode (see
 * printer_int.h) to find aliases, prints the alias definitions, then the op.
 * The collecting run skips the text that cannot contain types or
 * attributes, and visits generic ops in upstream's alias-collection order
 * (regions, operand types, result types, attributes), which differs from
 * their print order.
 */
#include "print/printer_int.h"

#include <stdlib.h>

static void print_block(MlbAsmPrinter *p, MlbBlock *b, bool header,
                        bool terminators);
static void print_custom_or_generic(MlbAsmPrinter *p, MlbOperation *op);

void mlb_printer_init(MlbAsmPrinter *p, MlbContext *ctx, MlbBuf *out,
                      const MlbPrintFlags *f) {
  memset(p, 0, sizeof(*p));
  p->ctx = ctx;
  p->out = out;
  if (f)
    p->flags = *f;
  mlb_buf_init(&p->sink);
  mlb_names_init(&p->names);
  mlb_aliases_init(&p->aliases);
  mlb_ptrmap_init(&p->distinct_ids);
  /* Upstream starts with "builtin" so that the top module prints as
   * `module` rather than `builtin.module`. */
  mlb_vec_push(&p->dialects, "builtin");
}

void mlb_printer_free(MlbAsmPrinter *p) {
  mlb_buf_free(&p->sink);
  mlb_names_free(&p->names);
  mlb_aliases_free(&p->aliases);
  mlb_ptrmap_free(&p->distinct_ids);
  mlb_ptrmap_free(&p->alias_free);
  mlb_text_cache_free(&p->type_text);
  mlb_text_cache_free(&p->attr_text);
  mlb_text_cache_free(&p->attr_text_no_type);
  mlb_vec_free(&p->attr_scratch);
  mlb_vec_free(&p->dialects);
  for (uint32_t i = 0; i < p->num_name_bufs; i++)
    mlb_buf_free(&p->name_bufs[i]);
  mlb_free(p->name_bufs);
}

/* One copy per line instead of one call per space. */
void mlb_printer_indent(MlbAsmPrinter *p) {
  static const char spaces[] = "                                "
                               "                                ";
  uint32_t n = p->indent;
  while (n) {
    uint32_t k = n < sizeof spaces - 1 ? n : (uint32_t)(sizeof spaces - 1);
    mlb_buf_putn(p->out, spaces, k);
    n -= k;
  }
}

void mlb_put_u64(MlbBuf *b, uint64_t v) {
  mlb_buf_put_u64(b, v);
}

void mlb_put_i64(MlbBuf *b, int64_t v) {
  mlb_buf_put_i64(b, v);
}

MlbAttr *mlb_printer_op_loc(MlbAsmPrinter *p, MlbOperation *op) {
  return op->loc ? op->loc : mlb_loc_unknown(p->ctx);
}

/* ---- attribute lists ---- */

static int cmp_named(const void *x, const void *y) {
  const MlbNamedAttr *a = x, *b = y;
  return strcmp(a->name, b->name);
}

static void push_dict(MlbNamedAttrVec *out, const MlbAttr *d) {
  if (!d || d->kind != MLB_ATTR_DICT)
    return;
  for (uint32_t i = 0; i < d->u.dict.n; i++)
    mlb_vec_push(out, d->u.dict.entries[i]);
}

void mlb_printer_props_list(MlbAsmPrinter *p, MlbOperation *op,
                            MlbNamedAttrVec *out) {
  out->len = 0;
  if (!op->desc)
    return;
  push_dict(out, op->props);
  MlbAttr *defs = mlb_op_prop_defaults(p->ctx, op->desc);
  if (!defs || defs->kind != MLB_ATTR_DICT)
    return;
  uint32_t nset = out->len;
  for (uint32_t i = 0; i < defs->u.dict.n; i++) {
    const MlbNamedAttr *d = &defs->u.dict.entries[i];
    bool set = false;
    for (uint32_t k = 0; k < nset && !set; k++)
      set = out->data[k].name == d->name || !strcmp(out->data[k].name, d->name);
    if (!set)
      mlb_vec_push(out, *d);
  }
  if (out->len != nset)
    qsort(out->data, out->len, sizeof(MlbNamedAttr), cmp_named);
}

void mlb_printer_all_attrs(MlbAsmPrinter *p, MlbOperation *op,
                           MlbNamedAttrVec *out) {
  mlb_printer_props_list(p, op, out);
  uint32_t np = out->len;
  push_dict(out, op->attrs);
  if (out->len != np && np)
    qsort(out->data, out->len, sizeof(MlbNamedAttr), cmp_named);
}

/* ---- generic form ---- */

static void print_functional_type(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "(");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
  mlb_pr(p, ") -> ");
  bool wrap =
      op->num_results != 1 ||
      (op->results[0].type && op->results[0].type->kind == MLB_TYPE_FUNCTION);
  if (wrap)
    mlb_pr(p, "(");
  mlb_pr_result_types(p, op);
  if (wrap)
    mlb_pr(p, ")");
}

static void print_generic_props(MlbAsmPrinter *p, MlbOperation *op) {
  if (!op->desc) {
    if (op->props) {
      mlb_pr(p, " <");
      mlb_emit_attr(p, op->props, MLB_ELIDE_NEVER);
      mlb_pr(p, ">");
    }
    return;
  }
  MlbNamedAttrVec *props = &p->attr_scratch;
  mlb_printer_props_list(p, op, props);
  if (props->len) {
    mlb_pr(p, " <");
    mlb_printer_named_attrs(p, props->data, props->len);
    mlb_pr(p, ">");
  }
}

static void print_generic(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_print_string_literal(p->out, op->name, strlen(op->name));
  mlb_pr(p, "(");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr(p, ")");
  if (op->num_successors) {
    mlb_pr(p, "[");
    for (uint32_t i = 0; i < op->num_successors; i++) {
      if (i)
        mlb_pr(p, ", ");
      mlb_names_print_block(p, op->successors[i].block);
    }
    mlb_pr(p, "]");
  }
  print_generic_props(p, op);
  if (op->num_regions) {
    mlb_pr(p, " (");
    for (uint32_t i = 0; i < op->num_regions; i++) {
      if (i)
        mlb_pr(p, ", ");
      mlb_printer_region(p, &op->regions[i], true, true, true);
    }
    mlb_pr(p, ")");
  }
  if (op->attrs && op->attrs->kind == MLB_ATTR_DICT && op->attrs->u.dict.n) {
    mlb_pr(p, " ");
    mlb_printer_named_attrs(p, op->attrs->u.dict.entries, op->attrs->u.dict.n);
  }
  mlb_pr(p, " : ");
  print_functional_type(p, op);
}

/* Alias collection for the generic form, in upstream's order. Props of
 * unregistered ops are not visited there, so their aliases are not used. */
static void collect_generic(MlbAsmPrinter *p, MlbOperation *op) {
  if (!p->flags.skip_regions)
    for (uint32_t i = 0; i < op->num_regions; i++)
      mlb_printer_region(p, &op->regions[i], true, true, true);
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value)
      mlb_alias_visit_type(p, op->operands[i].value->type);
  for (uint32_t i = 0; i < op->num_results; i++)
    mlb_alias_visit_type(p, op->results[i].type);
  MlbNamedAttrVec *all = &p->attr_scratch;
  all->len = 0;
  if (op->desc)
    mlb_printer_all_attrs(p, op, all);
  else
    push_dict(all, op->attrs);
  for (uint32_t i = 0; i < all->len; i++)
    mlb_alias_visit_attr(p, all->data[i].value, false, false);
}

/* ---- ops ---- */

static const char *default_dialect(MlbAsmPrinter *p) {
  return mlb_vec_last(&p->dialects);
}

/* Custom form drops the enclosing default dialect's prefix, but only from
 * names with a single dot (upstream: no ambiguity possible). */
static void print_custom_name(MlbAsmPrinter *p, MlbOperation *op) {
  const char *name = op->name, *d = default_dialect(p);
  uintptr_t k = ((uintptr_t)name >> 3) ^ ((uintptr_t)d >> 4);
  MlbOpNameHot *h = &p->op_name_hot[k & (MLB_OP_NAME_HOT - 1)];
  if (h->name != name || h->dialect != d) {
    size_t dl = strlen(d);
    const char *text = name;
    if (dl && !strncmp(name, d, dl) && name[dl] == '.' &&
        !strchr(name + dl + 1, '.'))
      text += dl + 1;
    h->name = name, h->dialect = d, h->text = text;
    h->len = (uint32_t)strlen(text);
  }
  mlb_prn(p, h->text, h->len);
}

static void print_custom_or_generic(MlbAsmPrinter *p, MlbOperation *op) {
  /* Upstream's alias collector visits the op location before the op. */
  if (p->collecting && p->flags.debuginfo)
    mlb_alias_visit_attr(p, mlb_printer_op_loc(p, op), true, false);
  bool entered = !p->collecting && mlb_names_enter(p, op);
  if (!p->flags.generic && op->desc && op->desc->print) {
    print_custom_name(p, op);
    op->desc->print(p, op);
  } else if (p->collecting) {
    collect_generic(p, op);
  } else {
    print_generic(p, op);
  }
  if (entered)
    mlb_names_leave(p);
}

static void print_result_group(MlbAsmPrinter *p, MlbOperation *op,
                               uint32_t start, uint32_t count) {
  mlb_names_print_value(p, &op->results[start], false);
  if (count > 1) {
    mlb_buf_putc(p->out, ':');
    mlb_put_u64(p->out, count);
  }
}

static void print_results(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t n;
  const uint32_t *g = mlb_names_groups(&p->names, op, &n);
  if (!g) {
    print_result_group(p, op, 0, op->num_results);
  } else {
    for (uint32_t i = 0; i < n; i++) {
      if (i)
        mlb_pr(p, ", ");
      uint32_t end = i + 1 < n ? g[i + 1] : op->num_results;
      print_result_group(p, op, g[i], end - g[i]);
    }
  }
  mlb_pr(p, " = ");
}

void mlb_printer_full_op(MlbAsmPrinter *p, MlbOperation *op) {
  if (p->collecting) {
    print_custom_or_generic(p, op);
    return;
  }
  mlb_printer_indent(p);
  if (op->num_results)
    print_results(p, op);
  print_custom_or_generic(p, op);
  if (p->flags.debuginfo) {
    mlb_pr(p, " ");
    mlb_emit_location(p, mlb_printer_op_loc(p, op), true);
  }
}

/* ---- blocks and regions ---- */

/* The terminator a region printer may leave out: upstream elides it when
 * the op's printer asks (scf.yield without operands). */
static MlbOperation *elided_terminator(MlbBlock *b, bool terminators) {
  MlbOperation *t = b->last;
  if (terminators || !t || !t->desc ||
      !(t->desc->traits & MLB_TRAIT_TERMINATOR))
    return NULL;
  bool no_attrs =
      !t->attrs || t->attrs->kind != MLB_ATTR_DICT || t->attrs->u.dict.n == 0;
  return t->num_operands == 0 && t->num_results == 0 && no_attrs ? t : NULL;
}

static int cmp_i64(const void *x, const void *y) {
  int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
  return a < b ? -1 : a > b;
}

static void print_preds(MlbAsmPrinter *p, MlbBlock *b) {
  if (!b->parent) {
    mlb_pr(p, "  // block is not in a region!");
    return;
  }
  if (!b->preds) {
    if (b != b->parent->first)
      mlb_pr(p, "  // no predecessors");
    return;
  }
  /* "pred:" only for a single edge: two edges from one block count as two
   * predecessors (upstream's getSinglePredecessor). */
  if (!b->preds->next) {
    mlb_pr(p, "  // pred: ");
    mlb_names_print_block(p, b->preds->owner->block);
    return;
  }
  MLB_VEC(int64_t) ids = {0};
  for (MlbBlockOperand *u = b->preds; u; u = u->next)
    mlb_vec_push(&ids, mlb_names_block_index(&p->names, u->owner->block));
  qsort(ids.data, ids.len, sizeof(int64_t), cmp_i64);
  mlb_pr(p, "  // ");
  mlb_put_u64(p->out, ids.len);
  mlb_pr(p, " preds: ");
  for (uint32_t i = 0; i < ids.len; i++) {
    mlb_pr(p, i ? ", ^bb" : "^bb");
    mlb_put_i64(p->out, ids.data[i]);
  }
  mlb_vec_free(&ids);
}

static void print_block_header(MlbAsmPrinter *p, MlbBlock *b) {
  mlb_printer_indent(p);
  mlb_names_print_block(p, b);
  if (b->num_args) {
    mlb_pr(p, "(");
    for (uint32_t i = 0; i < b->num_args; i++) {
      if (i)
        mlb_pr(p, ", ");
      mlb_pr_region_arg(p, b->args[i], true);
    }
    mlb_pr(p, ")");
  }
  mlb_pr(p, ":");
  print_preds(p, b);
  mlb_pr(p, "\n");
}

/* Between two ops nothing refers to earlier text: a streaming print hands
 * it to the sink there (when it has grown past MLB_PRINT_FLUSH_BYTES, which
 * the caller checks), and the collecting run drops its discarded text. */
static void op_boundary(MlbAsmPrinter *p) {
  MlbBuf *b = p->out;
  if (p->collecting) {
    mlb_buf_clear(b);
    return;
  }
  if (!p->stream || p->stream_hold || b != p->stream_buf)
    return;
  p->stream->write(p->stream->user, b->data, b->len);
  p->stream_written += b->len;
  mlb_buf_clear(b);
}

static void print_block(MlbAsmPrinter *p, MlbBlock *b, bool header,
                        bool terminators) {
  MlbOperation *skip = elided_terminator(b, terminators);
  if (p->collecting) {
    for (uint32_t i = 0; header && i < b->num_args; i++)
      mlb_pr_region_arg(p, b->args[i], true);
    for (MlbOperation *op = b->first; op && op != skip; op = op->next) {
      print_custom_or_generic(p, op);
      if (p->out->len >= MLB_PRINT_SINK_BYTES)
        op_boundary(p);
    }
    return;
  }
  if (header)
    print_block_header(p, b);
  p->indent += 2;
  for (MlbOperation *op = b->first; op && op != skip; op = op->next) {
    mlb_printer_full_op(p, op);
    mlb_pr(p, "\n");
    if (p->skip_aliases && p->alias_missed)
      break; /* the text is dropped: print nothing more */
    if (p->out->len >= MLB_PRINT_FLUSH_BYTES)
      op_boundary(p);
  }
  p->indent -= 2;
}

static void print_region_blocks(MlbAsmPrinter *p, MlbRegion *r, bool entry_args,
                                bool terminators, bool empty_block) {
  MlbBlock *entry = r->first;
  bool header;
  if (p->collecting)
    header = entry_args; /* upstream's collector ignores empty_block */
  else
    header =
        (empty_block && !entry->first) || (entry_args && entry->num_args != 0);
  print_block(p, entry, header, terminators);
  for (MlbBlock *b = entry->next; b; b = b->next)
    print_block(p, b, true, true);
}

void mlb_printer_region(MlbAsmPrinter *p, MlbRegion *r, bool entry_args,
                        bool terminators, bool empty_block) {
  if (p->flags.skip_regions) {
    mlb_pr(p, "{...}");
    return;
  }
  mlb_pr(p, "{\n");
  if (r->first) {
    const MlbOpDesc *d = r->parent ? r->parent->desc : NULL;
    mlb_vec_push(&p->dialects,
                 d && d->default_dialect ? d->default_dialect : "");
    print_region_blocks(p, r, entry_args, terminators, empty_block);
    p->dialects.len--;
  }
  mlb_printer_indent(p);
  mlb_pr(p, "}");
}

/* ---- entry points ---- */

static MlbOperation *numbering_root(MlbOperation *op, bool local_scope) {
  for (;;) {
    if (local_scope && op->desc && (op->desc->traits & MLB_TRAIT_ISOLATED))
      return op;
    MlbOperation *parent = mlb_op_parent_op(op);
    if (!parent)
      return op;
    op = parent;
  }
}

/* When nothing printed gets an alias, the collecting run would find none:
 * the op is printed straight away, and every type, attribute and location
 * printed is checked on the way. Should one be an aliased kind after all,
 * the text is dropped and the op printed the full way; the dry print stops
 * at the end of the op where that is found (print_block). Checking the IR
 * first instead would walk a large module once more, cold, for the rare
 * module that has aliases (and the printing would check anyway, for what
 * printers show that the IR does not hold). */
static bool print_without_aliases(MlbAsmPrinter *p, MlbOperation *op) {
  if (p->flags.debuginfo)
    return false;
  size_t start = p->out->len, written = p->stream_written;
  p->stream_hold = p->stream && !p->stream->unwrite;
  p->skip_aliases = true;
  mlb_printer_full_op(p, op);
  mlb_pr(p, "\n");
  p->skip_aliases = false;
  p->stream_hold = false;
  if (!p->alias_missed)
    return true;
  if (p->stream_written != written) {
    /* The first write took the earlier text along; that stays. */
    size_t n = p->stream_written - written - start;
    p->stream->unwrite(p->stream->user, n);
    p->stream_written -= n;
    start = 0;
  }
  p->out->len = start;
  if (p->out->data)
    p->out->data[start] = 0;
  mlb_ptrmap_clear(&p->distinct_ids);
  p->next_distinct = 0;
  mlb_text_cache_free(&p->type_text);
  mlb_text_cache_free(&p->attr_text);
  mlb_text_cache_free(&p->attr_text_no_type);
  mlb_type_hot_clear(p);
  return false;
}

static void print_top_level(MlbAsmPrinter *p, MlbOperation *op) {
  if (print_without_aliases(p, op))
    return;
  MlbBuf *out = p->out;
  p->out = &p->sink;
  p->collecting = true;
  mlb_printer_full_op(p, op);
  p->collecting = false;
  p->out = out;
  mlb_aliases_finalize(p);
  mlb_aliases_print_defs(p, false);
  mlb_printer_full_op(p, op);
  mlb_pr(p, "\n");
  mlb_aliases_print_defs(p, true);
}

static bool swallow_diag(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(user);
  MLB_UNUSED(d);
  return true;
}

/* Verifies without reporting anything, as upstream's printer does before
 * trusting custom printers with the IR. */
static bool verifies_quietly(MlbContext *ctx, MlbOperation *op) {
  MlbDiagHandler handler = ctx->diag_handler;
  void *user = ctx->diag_user;
  uint32_t errors = ctx->num_errors;
  bool quote = ctx->print_op_on_diagnostic;
  ctx->diag_handler = swallow_diag;
  ctx->diag_user = NULL;
  ctx->print_op_on_diagnostic = false;
  bool ok = mlb_verify(ctx, op) == MLB_SUCCESS;
  ctx->diag_handler = handler;
  ctx->diag_user = user;
  ctx->num_errors = errors;
  ctx->print_op_on_diagnostic = quote;
  return ok;
}

static void print_op(MlbContext *ctx, MlbOperation *op, const MlbPrintFlags *f,
                     MlbBuf *out, const MlbPrintSink *sink) {
  MlbAsmPrinter p;
  mlb_printer_init(&p, ctx, out, f);
  p.stream = sink;
  p.stream_buf = out;
  MlbOperation *root = numbering_root(op, p.flags.local_scope);
  bool verified = p.flags.verified;
  if (!p.flags.generic && !p.flags.assume_verified)
    verified = verifies_quietly(ctx, root);
  if (!p.flags.generic && !p.flags.assume_verified && !verified)
    p.flags.generic = true;
  /* Isolated ops are numbered one at a time only when the IR verifies: no
   * value is then used outside the isolated op defining it. Generic form
   * numbers on across regions in stack order, so all at once. */
  if (!p.flags.generic && verified && op == root)
    mlb_names_defer(&p.names, root);
  mlb_names_compute(&p, root);
  if (!op->block && !p.flags.local_scope) {
    print_top_level(&p, op);
    mlb_print_resources(&p, op);
  } else {
    mlb_printer_full_op(&p, op);
    mlb_pr(&p, "\n");
  }
  mlb_printer_free(&p);
}

void mlb_print_op(MlbContext *ctx, MlbOperation *op, const MlbPrintFlags *f,
                  MlbBuf *out) {
  print_op(ctx, op, f, out, NULL);
}

void mlb_print_op_stream(MlbContext *ctx, MlbOperation *op,
                         const MlbPrintFlags *f, MlbBuf *out,
                         const MlbPrintSink *sink) {
  print_op(ctx, op, f, out, sink);
}

/* As upstream's Diagnostic::appendOp with error severity: generic form,
 * local scope, no aliases, large elements attrs elided. A multi-line op is
 * preceded by a newline so that it starts on a line of its own. */
void mlb_print_op_brief(MlbContext *ctx, MlbOperation *op, MlbBuf *out) {
  MlbPrintFlags f = {.generic = true, .local_scope = true};
  MlbBuf text;
  mlb_buf_init(&text);
  MlbAsmPrinter p;
  mlb_printer_init(&p, ctx, &text, &f);
  p.elide_large = true;
  mlb_names_compute(&p, numbering_root(op, true));
  mlb_printer_full_op(&p, op);
  mlb_printer_free(&p);
  if (text.len && memchr(text.data, '\n', text.len))
    mlb_buf_putc(out, '\n');
  mlb_buf_putn(out, text.data, text.len);
  mlb_buf_free(&text);
}

void mlb_print_install(MlbContext *ctx) {
  ctx->print_op_brief = mlb_print_op_brief;
  ctx->print_location = mlb_print_location;
}
