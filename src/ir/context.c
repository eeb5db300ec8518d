/* context.c - the MlbContext: arenas, string interning, the registry of
 * dialects and op descriptors, known source buffers, and the lazily parsed
 * property defaults of op descriptors.
 */
#include "ir/ir.h"

static void init_context(void *arg) {
  MlbContext *ctx = arg;
  mlb_interner_init(&ctx->strings);
  mlb_context_seed_names(ctx);
  mlb_arena_init(&ctx->type_arena);
  mlb_arena_init(&ctx->ir_arena);
  mlb_ptrmap_init(&ctx->derived_attrs);
  mlb_strmap_init(&ctx->ops);
  mlb_strmap_init(&ctx->dialects);
  mlb_strmap_init(&ctx->described_dialects);
  mlb_strmap_init(&ctx->resolved_defaults);
  mlb_strmap_init(&ctx->sources);
  /* Upstream's MLIRContext prints the op on diagnostics unless told not
   * to (mlir-opt turns it off under --verify-diagnostics). */
  ctx->print_op_on_diagnostic = true;
  mlb_uniquers_init(ctx);
  if (!ctx->t_index)
    ctx->t_index = mlb_type_index(ctx);
  if (!ctx->t_i1)
    ctx->t_i1 = mlb_type_integer(ctx, 1, MLB_SIGNLESS);
  if (!ctx->t_i32)
    ctx->t_i32 = mlb_type_integer(ctx, 32, MLB_SIGNLESS);
  if (!ctx->t_i64)
    ctx->t_i64 = mlb_type_integer(ctx, 64, MLB_SIGNLESS);
  if (!ctx->t_f32)
    ctx->t_f32 = mlb_type_float(ctx, MLB_F32);
  if (!ctx->t_f64)
    ctx->t_f64 = mlb_type_float(ctx, MLB_F64);
  if (!ctx->t_none)
    ctx->t_none = mlb_type_none(ctx);
}

/* The context struct itself is a raw block of the heap's allocator: it
 * holds the heap, so it cannot be one of the heap's listed blocks. */
static void free_context(MlbContext *ctx) {
  MlbMemMethods m = ctx->mem.m;
  m.free(m.user, ctx);
}

MlbContext *mlb_context_create_with(const MlbMemMethods *m) {
  MlbMem probe;
  mlb_mem_init(&probe, m);
  MlbContext *ctx = probe.m.malloc(probe.m.user, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  mlb_mem_init(&ctx->mem, m);
  if (!mlb_mem_run(&ctx->mem, init_context, ctx)) {
    mlb_mem_release_all(&ctx->mem);
    free_context(ctx);
    return NULL;
  }
  return ctx;
}

MlbContext *mlb_context_create(void) {
  MlbContext *ctx = mlb_context_create_with(NULL);
  if (!ctx)
    mlb_fatal(__FILE__, __LINE__, "out of memory");
  return ctx;
}

static void free_parts(MlbContext *ctx) {
  mlb_uniquers_destroy(ctx);
  mlb_symbol_cache_free(ctx);
  mlb_pool_free(&ctx->state_pool);
  mlb_ir_recycle_free(ctx);
  mlb_strmap_free(&ctx->sources);
  mlb_resources_free(ctx);
  mlb_strmap_free(&ctx->resolved_defaults);
  mlb_strmap_free(&ctx->dialects);
  mlb_strmap_free(&ctx->described_dialects);
  mlb_strmap_free(&ctx->ops);
  mlb_ptrmap_free(&ctx->derived_attrs);
  mlb_arena_destroy(&ctx->ir_arena);
  mlb_arena_destroy(&ctx->type_arena);
  mlb_interner_free(&ctx->strings);
}

void mlb_context_destroy(MlbContext *ctx) {
  if (!ctx)
    return;
  if (!ctx->mem.failed)
    free_parts(ctx);
  /* After free_parts nothing should be left: a leftover block is a leak
   * of our own, which the sanitizer build reports rather than hides. */
  size_t leftover = mlb_mem_release_all(&ctx->mem);
#ifdef MLB_SANITIZE
  if (leftover && !ctx->mem.failed)
    mlb_fatal(__FILE__, __LINE__, "context blocks leaked");
#else
  MLB_UNUSED(leftover);
#endif
  free_context(ctx);
}

/* ==== Registry ==== */
void mlb_register_dialect(MlbContext *ctx, const MlbDialect *d) {
  bool ins;
  memset(ctx->op_memo, 0, sizeof ctx->op_memo); /* names may now resolve */
  *mlb_strmap_slot(&ctx->dialects, d->name, strlen(d->name), &ins) =
      (void *)d;
  /* Each context holds its own copy of the descriptors, so interface
   * tables can be attached per context (from C, or from an op-semantics
   * file) while the dialects' tables stay `static const`. */
  for (uint32_t i = 0; i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_arena_dup(&ctx->type_arena, &d->ops[i],
                                  sizeof(MlbOpDesc));
    /* Interned, so that states built from a descriptor need no lookup. */
    od->name = mlb_intern_cstr(ctx, od->name);
    *mlb_strmap_slot(&ctx->ops, od->name, strlen(od->name), &ins) = od;
  }
}

MlbOpDesc *mlb_lookup_op_mutable(MlbContext *ctx, const char *name) {
  return mlb_strmap_get(&ctx->ops, name, strlen(name));
}

const MlbOpDesc *mlb_lookup_op(MlbContext *ctx, const char *name, size_t n) {
  return mlb_strmap_get(&ctx->ops, name, n);
}

bool mlb_dialect_is_registered(MlbContext *ctx, const char *ns, size_t n) {
  return mlb_strmap_get(&ctx->dialects, ns, n) != NULL;
}

void mlb_note_described_dialect(MlbContext *ctx, const char *op_name) {
  const char *dot = strchr(op_name, '.');
  if (!dot)
    return;
  const char *ns = mlb_intern_str(ctx, op_name, (size_t)(dot - op_name));
  bool ins;
  *mlb_strmap_slot(&ctx->described_dialects, ns, strlen(ns), &ins) =
      (void *)ns;
}

bool mlb_dialect_is_described(MlbContext *ctx, const char *ns, size_t n) {
  return mlb_strmap_get(&ctx->described_dialects, ns, n) != NULL;
}

static size_t memo_slot(const void *p) {
  return ((uintptr_t)p >> 3) & 63;
}

/* Builders pass the same literals op after op: remembering where each
 * came from skips the hash lookup (ctx->intern_memo). */
MLB_HOT const char *mlb_intern_str(MlbContext *ctx, const char *s, size_t n) {
  size_t i = memo_slot(s);
  const char *out = ctx->intern_memo[i].out;
  if (ctx->intern_memo[i].src == s && ctx->intern_memo[i].len == n &&
      memcmp(out, s, n) == 0)
    return out;
  out = mlb_intern(&ctx->strings, s, n);
  ctx->intern_memo[i].src = s;
  ctx->intern_memo[i].out = out;
  ctx->intern_memo[i].len = n;
  return out;
}

const MlbOpDesc *mlb_lookup_op_interned(MlbContext *ctx, const char *name) {
  size_t i = memo_slot(name);
  if (ctx->op_memo[i].name == name)
    return ctx->op_memo[i].desc;
  const MlbOpDesc *d = mlb_lookup_op(ctx, name, strlen(name));
  if (d) { /* unknown names are not remembered: they may be added later */
    ctx->op_memo[i].name = name;
    ctx->op_memo[i].desc = d;
  }
  return d;
}

/* ==== Property defaults ==== */
/* Parsing needs the parser layer, reached through ctx->parse_attr_hook;
 * until one is installed nothing is cached, so a later call can still
 * succeed. Entries whose text fails to parse are left out (the hook has
 * reported them: a bug in a descriptor table). */
MlbAttr *mlb_op_prop_defaults(MlbContext *ctx, const MlbOpDesc *desc) {
  if (!desc || !desc->prop_defaults || !desc->prop_defaults[0].name)
    return NULL;
  MlbAttr *cached =
      mlb_strmap_get(&ctx->resolved_defaults, desc->name, strlen(desc->name));
  if (cached || !ctx->parse_attr_hook)
    return cached;
  MlbNamedAttrVec entries = {0};
  for (const MlbPropDefault *pd = desc->prop_defaults; pd->name; pd++) {
    MlbAttr *v = ctx->parse_attr_hook(ctx, pd->value);
    if (!v)
      continue;
    MlbNamedAttr na = {mlb_intern_cstr(ctx, pd->name), v};
    mlb_vec_push(&entries, na);
  }
  MlbAttr *dict = mlb_attr_dict(ctx, entries.len, entries.data);
  mlb_vec_free(&entries);
  bool ins;
  *mlb_strmap_slot(&ctx->resolved_defaults, desc->name, strlen(desc->name),
                   &ins) = dict;
  return dict;
}

/* ==== Sources ==== */
/* A later buffer with the same name replaces the earlier one. */
void mlb_context_add_source(MlbContext *ctx, const char *name,
                            const char *text, size_t len) {
  MlbSource *src = mlb_arena_alloc(&ctx->ir_arena, sizeof *src);
  src->name = mlb_intern_cstr(ctx, name);
  src->text = text;
  src->len = len;
  bool ins;
  *mlb_strmap_slot(&ctx->sources, src->name, strlen(src->name), &ins) = src;
}
