/* test_print_effects.c - the `test-mlbuf-print-effects` test pass.
 *
 * Reports, as remarks on each op, what mlbuf's interfaces say about it, so
 * tests can check op descriptions (registered dialects, op-semantics files,
 * the C API) without running a transformation.
 *
 * By default it prints exactly what upstream's `-test-side-effects` prints
 * for memory effects (that pass also reports the test dialect's parametric
 * effects, which mlbuf does not model): for every non-terminator op with a
 * memory-effects interface, "operation has no memory effects" or one
 * "found an instance of '<kind>' [on op operand N,|on op result N,] on
 * resource '<name>'" per effect. Ops upstream gives no interface (unknown
 * effects, or only the effects of nested ops) get no remark.
 *
 * With `interfaces=true` it also reports the other interfaces and traits
 * the passes use: views, copies, selects, allocation, region branching and
 * forwarding, branch operands, calls, buffer-like results, and "memory
 * effects unknown" for ops analyses must treat conservatively.
 *
 * Requires: nothing.  Preserves: everything (the IR is not changed).
 */
#include "interfaces/interfaces.h"
#include "transforms/pass.h"

typedef struct Reporter {
  MlbContext *ctx;
  bool interfaces;
} Reporter;

/* A remark on `op` with upstream's "see current operation" note, which for
 * remarks shows the op in custom form with local scope. */
static void remark(MlbContext *ctx, MlbOperation *op, MlbBuf *msg) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_REMARK, op->loc);
  mlb_buf_putn(&d->message, msg->data ? msg->data : "", msg->len);
  if (ctx->print_op_on_diagnostic) {
    MlbPrintFlags f = {.local_scope = true};
    MlbBuf text;
    mlb_buf_init(&text);
    mlb_print_op(ctx, op, &f, &text);
    while (text.len && text.data[text.len - 1] == '\n')
      text.data[--text.len] = '\0';
    bool multi = text.len && memchr(text.data, '\n', text.len);
    mlb_diag_note(d, op->loc, "see current operation: %s%s", multi ? "\n" : "",
                  mlb_buf_cstr(&text));
    mlb_buf_free(&text);
  }
  mlb_diag_emit(ctx, d);
  mlb_buf_clear(msg);
}

/* ==== Memory effects, as upstream's -test-side-effects ==== */
/* Static effect tables may spell resources as plain literals: compare
 * text, not interned pointers. */
static const char *resource_label(MlbContext *ctx, const char *r) {
  if (!r || strcmp(r, mlb_resource_default(ctx)) == 0)
    return "<Default>";
  if (strcmp(r, mlb_resource_automatic(ctx)) == 0)
    return "AutomaticAllocationScope";
  return r;
}

static const char *kind_label(MlbEffectKind k) {
  static const char *const names[] = {"allocate", "free", "read", "write"};
  return (unsigned)k < 4 ? names[k] : "?";
}

typedef struct Target {
  const char *what; /* "op operand", "op result", "block argument", NULL */
  uint32_t index;
} Target;

static void effect_remark(Reporter *r, MlbOperation *op, MlbEffectKind k,
                          Target t, const char *res) {
  MlbBuf m;
  mlb_buf_init(&m);
  mlb_buf_printf(&m, "found an instance of '%s'", kind_label(k));
  if (t.what)
    mlb_buf_printf(&m, " on %s %u,", t.what, t.index);
  mlb_buf_printf(&m, " on resource '%s'", resource_label(r->ctx, res));
  remark(r->ctx, op, &m);
  mlb_buf_free(&m);
}

/* Operand range [*first, *first + *n) of operandSegmentSizes group `seg`. */
static bool segment_range(MlbOperation *op, uint32_t seg, uint32_t *first,
                          uint32_t *n) {
  MlbAttr *s = mlb_op_get_attr(op, "operandSegmentSizes");
  if (!s || s->kind != MLB_ATTR_DENSE_ARRAY || !s->u.darray.ivals ||
      seg >= s->u.darray.n)
    return false;
  uint64_t at = 0;
  for (uint32_t i = 0; i < seg; i++)
    at += (uint64_t)s->u.darray.ivals[i];
  *first = (uint32_t)at;
  *n = (uint32_t)s->u.darray.ivals[seg];
  return at + *n <= op->num_operands;
}

/* The operand indices a static reference denotes, as upstream names each
 * instance by its own OpOperand (an operand used twice is two operands). */
static void spec_remarks(Reporter *r, MlbOperation *op,
                         const MlbEffectSpec *s) {
  int32_t ref = s->on;
  uint32_t first = 0, n = 0;
  const char *what = "op operand";
  if (ref == MLB_REF_NONE) {
    effect_remark(r, op, s->kind, (Target){NULL, 0}, s->resource);
    return;
  }
  if (ref < 0) {
    what = "op result";
    first = (uint32_t)(-1 - ref);
    n = first < op->num_results;
  } else if (ref == MLB_REF_ALL_RESULTS) {
    what = "op result";
    n = op->num_results;
  } else if (ref < 0x10000) {
    first = (uint32_t)ref;
    n = first < op->num_operands;
  } else if (ref < 0x20000) {
    first = (uint32_t)ref - 0x10000;
    n = first < op->num_operands ? op->num_operands - first : 0;
  } else if (ref < 0x30000) {
    if (!segment_range(op, (uint32_t)ref - 0x20000, &first, &n))
      n = 0;
  } else if (ref >= 0x40000 && ref < 0x50000 &&
             (uint32_t)ref - 0x40000 < op->num_operands) {
    first = op->num_operands - 1 - ((uint32_t)ref - 0x40000);
    n = 1;
  }
  for (uint32_t i = 0; i < n; i++)
    effect_remark(r, op, s->kind, (Target){what, first + i}, s->resource);
}

/* Instance effects name values: find which operand/result/argument. */
static Target value_target(MlbOperation *op, MlbValue *v) {
  if (!v)
    return (Target){NULL, 0};
  if (v->def_op == op)
    return (Target){"op result", v->index};
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value == v)
      return (Target){"op operand", i};
  if (mlb_value_is_arg(v))
    return (Target){"block argument", v->index};
  return (Target){NULL, 0};
}

static bool report_effects(Reporter *r, MlbOperation *op) {
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  bool pure = mlb_op_has_trait(op, MLB_TRAIT_PURE);
  if (!fx && !pure)
    return false;
  if (fx && fx->recursive && !fx->get && !fx->num_specs)
    return true; /* upstream: RecursiveMemoryEffects, no interface */
  MlbEffectVec inst = {0};
  bool known = !fx || !fx->get || fx->get(op, &inst);
  uint32_t count = !fx ? 0 : fx->get ? inst.len : fx->num_specs;
  if (known && count == 0) {
    MlbBuf m;
    mlb_buf_init(&m);
    mlb_buf_puts(&m, "operation has no memory effects");
    remark(r->ctx, op, &m);
    mlb_buf_free(&m);
  }
  for (uint32_t i = 0; known && fx && fx->get && i < inst.len; i++)
    effect_remark(r, op, inst.data[i].kind,
                  value_target(op, inst.data[i].value), inst.data[i].resource);
  for (uint32_t i = 0; fx && !fx->get && i < fx->num_specs; i++)
    spec_remarks(r, op, &fx->specs[i]);
  mlb_vec_free(&inst);
  return known;
}

/* ==== Other interfaces (interfaces=true) ==== */
static void put_range(MlbBuf *m, uint32_t start, uint32_t count) {
  mlb_buf_printf(m, "[%u, %u)", start, start + count);
}

static void put_point(MlbBuf *m, int32_t p) {
  if (p == MLB_REGION_PARENT)
    mlb_buf_puts(m, "parent");
  else
    mlb_buf_printf(m, "region %d", p);
}

static void report_aliasing(Reporter *r, MlbOperation *op, MlbBuf *m) {
  const MlbViewIface *view = mlb_op_iface(op, MLB_IFACE_VIEW);
  const MlbCopyIface *copy = mlb_op_iface(op, MLB_IFACE_COPY);
  const MlbSelectIface *sel = mlb_op_iface(op, MLB_IFACE_SELECT);
  const MlbAllocationIface *al = mlb_op_iface(op, MLB_IFACE_ALLOCATION);
  if (view) {
    mlb_buf_printf(m, "view of operand %u", view->source_operand);
    if (view->shift_operand)
      mlb_buf_printf(m, ", base pointer shifted by operand %u",
                     view->shift_operand);
    remark(r->ctx, op, m);
  }
  if (copy) {
    mlb_buf_printf(m, "copy from operand %u to operand %u",
                   copy->source_operand, copy->target_operand);
    remark(r->ctx, op, m);
  }
  if (sel) {
    uint32_t n = sel->count ? sel->count : op->num_operands - sel->first;
    mlb_buf_puts(m, "result 0 is one of operands ");
    put_range(m, sel->first, n);
    remark(r->ctx, op, m);
  }
  if (al) {
    mlb_buf_printf(m, "allocates in resource '%s', freed by '%s', cloned by "
                      "'%s'",
                   resource_label(r->ctx, al->resource),
                   al->free_op ? al->free_op : "(nothing)",
                   al->clone_op ? al->clone_op : "bufferization.clone");
    remark(r->ctx, op, m);
  }
}

static void report_region_point(Reporter *r, MlbOperation *op,
                                const MlbRegionBranchIface *rb, int32_t from,
                                MlbBuf *m) {
  MlbU32Vec succ = {0};
  rb->successors(op, from, &succ);
  mlb_buf_puts(m, "from ");
  put_point(m, from);
  mlb_buf_puts(m, " to:");
  for (uint32_t i = 0; i < succ.len; i++) {
    int32_t to = (int32_t)succ.data[i];
    uint32_t s = 0, c = 0, fs = 0, fc = 0;
    mlb_buf_puts(m, i ? ", " : " ");
    put_point(m, to);
    if (from == MLB_REGION_PARENT && rb->entry_operands)
      rb->entry_operands(op, to, &s, &c);
    if (rb->successor_inputs)
      rb->successor_inputs(op, to, &fs, &fc);
    if (c) {
      mlb_buf_puts(m, " (operands ");
      put_range(m, s, c);
      mlb_buf_puts(m, ")");
    }
    mlb_buf_printf(m, " inputs ");
    put_range(m, fs, fc);
  }
  mlb_vec_free(&succ);
  remark(r->ctx, op, m);
}

/* A terminator in a region-branch op: what it forwards to each successor
 * of its region. */
static void report_forwarding(Reporter *r, MlbOperation *op, MlbBuf *m) {
  MlbOperation *parent = mlb_op_parent_op(op);
  const MlbRegionBranchIface *rb =
      parent ? mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH) : NULL;
  if (!rb || !rb->successors)
    return;
  int32_t from = (int32_t)(mlb_op_parent_region(op) - parent->regions);
  MlbU32Vec succ = {0};
  rb->successors(parent, from, &succ);
  for (uint32_t i = 0; i < succ.len; i++) {
    uint32_t s, c;
    int32_t to = (int32_t)succ.data[i];
    if (!mlb_term_forwarded_operands(op, to, &s, &c))
      break;
    mlb_buf_puts(m, "forwards operands ");
    put_range(m, s, c);
    mlb_buf_puts(m, " to ");
    put_point(m, to);
    remark(r->ctx, op, m);
  }
  mlb_vec_free(&succ);
}

static void report_control(Reporter *r, MlbOperation *op, MlbBuf *m) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (rb && rb->successors) {
    mlb_buf_printf(m, "region branch%s", rb->is_loop ? " (loop)" : "");
    remark(r->ctx, op, m);
    report_region_point(r, op, rb, MLB_REGION_PARENT, m);
    for (uint32_t i = 0; i < op->num_regions; i++)
      report_region_point(r, op, rb, (int32_t)i, m);
  }
  uint32_t s, c;
  if (mlb_op_is_terminator(op))
    report_forwarding(r, op, m);
  for (uint32_t i = 0; op->desc && op->desc->successor_operands &&
                       i < op->num_successors;
       i++) {
    op->desc->successor_operands(op, i, &s, &c);
    mlb_buf_printf(m, "successor %u receives operands ", i);
    put_range(m, s, c);
    remark(r->ctx, op, m);
  }
}

static void report_calls(Reporter *r, MlbOperation *op, MlbBuf *m) {
  const MlbCallIface *call = mlb_op_iface(op, MLB_IFACE_CALL);
  const MlbCallableIface *fn = mlb_op_iface(op, MLB_IFACE_CALLABLE);
  if (call) {
    if (call->callee_attr)
      mlb_buf_printf(m, "call through attribute '%s'", call->callee_attr);
    else
      mlb_buf_printf(m, "indirect call through operand %d",
                     call->callee_operand);
    mlb_buf_printf(m, ", arguments from operand %u", call->args_from);
    MlbOperation *callee = mlb_call_callee(op);
    const char *sym = callee ? mlb_op_symbol_name(callee) : NULL;
    if (sym)
      mlb_buf_printf(m, ", calls @%s", sym);
    remark(r->ctx, op, m);
  }
  if (fn) {
    mlb_buf_printf(m, "callable, body region %u, type in '%s'",
                   fn->body_region, fn->type_attr ? fn->type_attr : "?");
    remark(r->ctx, op, m);
  }
}

static void report_misc(Reporter *r, MlbOperation *op, bool known,
                        MlbBuf *m) {
  if (!known && !mlb_op_is_terminator(op)) {
    mlb_buf_puts(m, "memory effects unknown");
    remark(r->ctx, op, m);
  }
  if (mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE)) {
    mlb_buf_puts(m, "return-like");
    remark(r->ctx, op, m);
  }
  for (uint32_t i = 0; i < op->num_results; i++)
    if (mlb_type_is_buffer_like(r->ctx, op->results[i].type)) {
      mlb_buf_printf(m, "result %u is a buffer", i);
      remark(r->ctx, op, m);
    }
}

static MlbWalkResult report_op(MlbOperation *op, void *user) {
  Reporter *r = user;
  bool known = mlb_op_is_terminator(op)
                   ? mlb_op_iface(op, MLB_IFACE_EFFECTS) ||
                         mlb_op_has_trait(op, MLB_TRAIT_PURE)
                   : report_effects(r, op);
  if (!r->interfaces)
    return MLB_WALK_ADVANCE;
  MlbBuf m;
  mlb_buf_init(&m);
  report_aliasing(r, op, &m);
  report_control(r, op, &m);
  report_calls(r, op, &m);
  report_misc(r, op, known, &m);
  mlb_buf_free(&m);
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_print_effects(MlbContext *ctx, MlbOperation *op,
                                   const MlbPassOptValue *opts,
                                   MlbPassState *st) {
  MLB_UNUSED(st);
  Reporter r = {ctx, opts[0].b};
  /* Upstream walks the module's body, not the module itself. */
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (MlbBlock *b = op->regions[i].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        mlb_walk_post(o, report_op, &r); /* upstream's walk order */
  return MLB_SUCCESS;
}

static const MlbPassOptDef print_effects_options[] = {
    {"interfaces", MLB_OPT_BOOL, MLB_OPT_BOOL, "false",
     "Also report views, copies, allocation, region branching, calls and "
     "unknown effects",
     NULL},
};

const MlbPassDef mlb_pass_test_print_effects = {
    .flag = "test-mlbuf-print-effects",
    .name = "TestPrintEffects",
    .anchor = "any",
    .summary = "Report the memory effects and other interfaces of each op",
    .options = print_effects_options,
    .num_options = 1,
    .run = run_print_effects,
};
