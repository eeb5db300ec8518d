/* interp.c - the interpreter's entry points: create/destroy, running an
 * entry function (arguments in, results out, leak check at the end) and
 * the statistics.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

static void flush_program_output(void *user) {
  MlbExec *ex = user;
  if (ex->out)
    fflush(ex->out);
}

MlbInterp *mlb_interp_create(MlbContext *ctx, MlbOperation *module,
                             const MlbInterpOptions *opts) {
  MlbInterp *in = mlb_calloc(1, sizeof *in);
  in->ctx = ctx;
  in->module = module;
  if (opts)
    in->opts = *opts;
  if (!in->opts.out)
    in->opts.out = stdout;
  mlb_arena_init(&in->arena);
  mlb_ptrmap_init(&in->funcs);
  mlb_ptrmap_init(&in->globals);
  MlbExec *ex = &in->ex;
  ex->in = in;
  ex->ctx = ctx;
  ex->out = in->opts.out;
  ex->max_reports = in->opts.max_reports ? in->opts.max_reports : 20;
  mlb_heap_init(&ex->heap, ctx);
  ex->heap.before_report = flush_program_output;
  ex->heap.report_user = ex;
  mlb_interp_register_handlers(ctx);
  return in;
}

void mlb_interp_destroy(MlbInterp *in) {
  if (!in)
    return;
  for (uint32_t i = 0; i < in->all_funcs.len; i++)
    mlb_iframes_free(in->all_funcs.data[i]);
  mlb_vec_free(&in->all_funcs);
  mlb_itensors_free(&in->ex);
  mlb_heap_destroy(&in->ex.heap);
  mlb_ptrmap_free(&in->funcs);
  mlb_ptrmap_free(&in->globals);
  mlb_arena_destroy(&in->arena);
  mlb_free(in);
}

/* ==== Running the entry function ==== */

static MlbType *entry_type(MlbOperation *func) {
  MlbAttr *a = mlb_op_get_attr(func, "function_type");
  return a && a->kind == MLB_ATTR_TYPE ? a->u.type.value : NULL;
}

static MlbStatus bind_args(MlbInterp *in, MlbLFunc *fn, MlbISlot *fr,
                           uint32_t nargs, const char *const *args) {
  MlbType *ft = entry_type(fn->op);
  const MlbLBlock *entry = fn->body.blocks;
  if (!ft || ft->u.func.num_inputs != nargs || entry->nargs != nargs)
    return mlb_emit_error(in->ctx, fn->op->loc,
                          "@%s expects %u argument(s), %u given", fn->name,
                          ft ? ft->u.func.num_inputs : 0, nargs);
  for (uint32_t i = 0; i < nargs; i++) {
    MlbBuf err;
    mlb_buf_init(&err);
    bool ok = mlb_iparse_arg(&in->ex, args[i], ft->u.func.types[i],
                             &fr[entry->args[i]], fn->op->loc, &err);
    if (!ok) {
      MlbBuf tb;
      mlb_buf_init(&tb);
      mlb_print_type(&tb, ft->u.func.types[i]);
      mlb_emit_error(in->ctx, fn->op->loc, "argument #%u '%s' for %s: %s", i,
                     args[i], mlb_buf_cstr(&tb), mlb_buf_cstr(&err));
      mlb_buf_free(&tb);
    }
    mlb_buf_free(&err);
    if (!ok)
      return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

static MlbLFunc *find_entry(MlbInterp *in, const char *entry) {
  MlbOperation *func = mlb_symbol_lookup(in->module, entry);
  if (!func || !func->num_regions || mlb_region_empty(&func->regions[0])) {
    mlb_emit_error(in->ctx, in->module->loc,
                   "entry function @%s not found (or has no body)", entry);
    return NULL;
  }
  return mlb_ilower_func(in, func);
}

/* Runs the body, prints the results, ends the entry's allocation scope and
 * reports leaks at the entry's return. */
static void execute(MlbInterp *in, MlbLFunc *fn, MlbISlot *fr) {
  MlbExec *ex = &in->ex;
  MlbType *ft = entry_type(fn->op);
  uint32_t mark = mlb_heap_scope_begin(&ex->heap);
  ex->slot_memref = fn->slot_memref;
  const MlbIns *exit = NULL;
  int rc = mlb_iexec_region(ex, fr, &fn->body, &exit);
  if (rc == MLB_X_EXIT) {
    for (uint32_t i = 0; i < exit->nopnd && i < ft->u.func.num_results; i++)
      mlb_iprint_result(ex, ft->u.func.types[ft->u.func.num_inputs + i],
                        fr[exit->opnd[i]]);
    fflush(ex->out);
    mlb_heap_scope_end(&ex->heap, mark, exit->op->loc);
    mlb_heap_report_leaks(&ex->heap, exit->op->loc);
  } else {
    ex->failed = true;
  }
}

MlbStatus mlb_interp_run(MlbInterp *in, const char *entry, uint32_t nargs,
                         const char *const *args) {
  MlbLFunc *fn = find_entry(in, entry);
  if (!fn)
    return MLB_FAILURE;
  MlbISlot *fr = mlb_iframe_get(fn);
  MlbStatus st = bind_args(in, fn, fr, nargs, args);
  if (st == MLB_SUCCESS) {
    execute(in, fn, fr);
    st = in->ex.failed ? MLB_FAILURE : MLB_SUCCESS;
  }
  mlb_iframe_put(fn, fr);
  return st;
}

/* ==== Statistics ==== */

void mlb_interp_get_stats(const MlbInterp *in, MlbInterpStats *out) {
  const MlbExec *ex = &in->ex;
  const MlbHeapStats *h = &ex->heap.stats;
  memset(out, 0, sizeof *out);
  out->allocs = h->allocs;
  out->frees = h->frees;
  out->allocas = h->allocas;
  out->clones = h->clones;
  out->copies = h->copies;
  out->bytes_copied = h->bytes_copied;
  out->peak_live_buffers = h->peak_live_buffers;
  out->peak_live_bytes = h->peak_live_bytes;
  out->dealloc_ops = ex->dealloc_ops;
  out->ownership_checks = ex->ownership_checks;
  out->ops = ex->ops;
  out->violations = ex->heap.violations;
}

typedef struct StatField {
  const char *text, *json;
  size_t offset;
} StatField;

#define FIELD(t, j, f) {t, j, offsetof(MlbInterpStats, f)}
static const StatField k_fields[] = {
    FIELD("allocations", "allocations", allocs),
    FIELD("frees", "frees", frees),
    FIELD("allocas", "allocas", allocas),
    FIELD("clones", "clones", clones),
    FIELD("copies", "copies", copies),
    FIELD("bytes copied", "bytes_copied", bytes_copied),
    FIELD("peak live buffers", "peak_live_buffers", peak_live_buffers),
    FIELD("peak live bytes", "peak_live_bytes", peak_live_bytes),
    FIELD("bufferization.dealloc ops", "dealloc_ops", dealloc_ops),
    FIELD("ownership checks", "ownership_checks", ownership_checks),
    FIELD("ops executed", "ops", ops),
    FIELD("memory errors", "memory_errors", violations),
};

static uint64_t field(const MlbInterpStats *s, const StatField *f) {
  uint64_t v;
  memcpy(&v, (const char *)s + f->offset, sizeof v);
  return v;
}

void mlb_interp_stats_text(const MlbInterpStats *s, MlbBuf *out) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_fields); i++)
    mlb_buf_printf(out, "%s: %" PRIu64 "\n", k_fields[i].text,
                   field(s, &k_fields[i]));
}

void mlb_interp_stats_json(const MlbInterpStats *s, MlbBuf *out) {
  mlb_buf_putc(out, '{');
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_fields); i++)
    mlb_buf_printf(out, "%s\"%s\": %" PRIu64, i ? ", " : "", k_fields[i].json,
                   field(s, &k_fields[i]));
  mlb_buf_puts(out, "}\n");
}
