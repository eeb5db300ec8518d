/* semantics_apply.c - checks op descriptions and installs them in a
 * context: interface tables attached to registered ops, new descriptors for
 * ops mlbuf does not register, buffer-like type names.
 *
 * A batch (one file, one C registration call) is checked completely before
 * anything is installed, so a bad description never leaves a context half
 * described. Everything installed is copied into the context.
 */
#include "interfaces/semantics_int.h"

#include <stdarg.h>

typedef struct Applier {
  MlbContext *ctx;
  const MlbSemBatch *b;
  MlbStrMap described; /* op name -> batch index + 1 */
  bool failed;
} Applier;

/* Counts known for an op: from its descriptor, else its described shape;
 * -1 = any. */
typedef struct Counts {
  int32_t operands, results, regions, successors;
} Counts;

static MlbAttr *op_loc(const Applier *a, uint32_t i) {
  MlbAttr *loc = i < a->b->op_locs.len ? a->b->op_locs.data[i] : NULL;
  return loc ? loc : mlb_loc_unknown(a->ctx);
}

static void fail(Applier *a, uint32_t i, const char *fmt, ...)
    MLB_PRINTF(3, 4);
static void fail(Applier *a, uint32_t i, const char *fmt, ...) {
  const char *name = a->b->ops.data[i].name;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op_loc(a, i));
  mlb_buf_printf(&d->message, "op semantics of '%s': ", name ? name : "?");
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_emit(a->ctx, d);
  a->failed = true;
}

/* ==== Checks ==== */
static bool valid_op_name(const char *n) {
  const char *dot = n ? strchr(n, '.') : NULL;
  return dot && dot != n && dot[1] != '\0';
}

static Counts known_counts(Applier *a, const MlbSemOp *s) {
  Counts c = {-1, -1, -1, -1};
  const MlbOpDesc *d = mlb_lookup_op(a->ctx, s->name, strlen(s->name));
  if (d) {
    c.operands = d->num_operands;
    c.results = d->num_results;
    c.regions = d->num_regions;
    c.successors = d->num_successors;
  } else if (s->shape) {
    c.operands = s->shape->num_operands;
    c.results = s->shape->num_results;
    c.regions = s->shape->num_regions;
    c.successors = s->shape->num_successors;
  }
  return c;
}

/* `idx` must name one of `have` things (unknown when negative); `end`
 * allows one past the last (an empty tail). */
static void check_index(Applier *a, uint32_t i, const char *what,
                        uint32_t idx, int32_t have, bool end) {
  if (have < 0 || idx < (uint32_t)have || (end && idx == (uint32_t)have))
    return;
  fail(a, i, "%s %u out of range: the op has %d %s%s", what, idx, have, what,
       have == 1 ? "" : "s");
}

static void check_ref(Applier *a, uint32_t i, const char *text, Counts c) {
  MlbValueRef r;
  if (!mlb_sem_parse_ref(text, &r)) {
    fail(a, i,
         "unknown effect target '%s' (expected operand<N>, result<N>, "
         "operands_from<N>, operand_from_end<N>, segment<N>, all_operands, "
         "all_results or none)",
         text);
    return;
  }
  if (r == MLB_REF_NONE || r == MLB_REF_ALL_RESULTS)
    return;
  if (r >= 0 && r < 0x10000)
    check_index(a, i, "operand", (uint32_t)r, c.operands, false);
  else if (r < 0)
    check_index(a, i, "result", (uint32_t)(-1 - r), c.results, false);
  else if (r < 0x20000)
    check_index(a, i, "operand", (uint32_t)(r - 0x10000), c.operands, true);
  else if (r >= 0x40000) /* operand_from_end<N> */
    check_index(a, i, "operand", (uint32_t)(r - 0x40000), c.operands, false);
}

static void check_effects(Applier *a, uint32_t i, Counts c) {
  const MlbSemOp *s = &a->b->ops.data[i];
  if (s->effects && s->num_effects && (s->traits & MLB_SEM_TRAIT_PURE))
    fail(a, i, "a pure op has no memory effects, but %u are listed",
         s->num_effects);
  for (uint32_t e = 0; s->effects && e < s->num_effects; e++) {
    const MlbSemEffect *fx = &s->effects[e];
    if ((unsigned)fx->kind > MLB_SEM_WRITE)
      fail(a, i, "effect %u has an unknown kind (%d)", e, (int)fx->kind);
    check_ref(a, i, fx->on, c);
    if (fx->resource && !fx->resource[0])
      fail(a, i, "effect %u names an empty resource", e);
  }
}

static void check_op_name_ref(Applier *a, uint32_t i, const char *what,
                              const char *name) {
  if (!name)
    return;
  if (!valid_op_name(name)) {
    fail(a, i, "%s op '%s' is not an op name (dialect.op)", what, name);
    return;
  }
  if (!mlb_lookup_op(a->ctx, name, strlen(name)) &&
      !mlb_strmap_get(&a->described, name, strlen(name)))
    fail(a, i, "%s op '%s' is neither registered nor described", what, name);
}

static void check_aliasing(Applier *a, uint32_t i, Counts c) {
  const MlbSemOp *s = &a->b->ops.data[i];
  if (s->view)
    check_index(a, i, "operand", s->view->source, c.operands, false);
  if (s->copy) {
    check_index(a, i, "operand", s->copy->source, c.operands, false);
    check_index(a, i, "operand", s->copy->target, c.operands, false);
    if (s->copy->source == s->copy->target)
      fail(a, i, "copy source and target are both operand %u",
           s->copy->source);
  }
  if (s->select)
    check_index(a, i, "operand", s->select->first, c.operands, false);
  if (s->allocation) {
    const MlbSemAllocation *al = s->allocation;
    if (al->resource && !al->resource[0])
      fail(a, i, "allocation names an empty resource");
    check_op_name_ref(a, i, "free", al->free_op);
    check_op_name_ref(a, i, "clone", al->clone_op);
  }
}

static void check_edge_end(Applier *a, uint32_t i, int32_t r, Counts c) {
  if (r < MLB_SEM_PARENT)
    fail(a, i, "region %d is neither a region index nor the parent (-1)", r);
  else if (r >= 0)
    check_index(a, i, "region", (uint32_t)r, c.regions, false);
}

static void check_region_branch(Applier *a, uint32_t i, Counts c) {
  const MlbSemRegionBranch *rb = a->b->ops.data[i].region_branch;
  if (!rb)
    return;
  if ((unsigned)rb->kind > MLB_SEM_BRANCH_SEQUENCE) {
    fail(a, i, "unknown region-branch kind (%d)", (int)rb->kind);
    return;
  }
  if (rb->kind == MLB_SEM_BRANCH_EDGES && (!rb->edges || !rb->num_edges))
    fail(a, i, "region branching needs a kind or a list of edges");
  if (rb->kind != MLB_SEM_BRANCH_EDGES && rb->num_edges)
    fail(a, i, "region branching takes a kind or edges, not both");
  for (uint32_t e = 0; rb->kind == MLB_SEM_BRANCH_EDGES && rb->edges &&
                       e < rb->num_edges;
       e++) {
    check_edge_end(a, i, rb->edges[e][0], c);
    check_edge_end(a, i, rb->edges[e][1], c);
  }
  if (c.regions == 0)
    fail(a, i, "region branching on an op without regions");
  if (rb->entry_operands)
    check_index(a, i, "operand", rb->entry_operands->from, c.operands, true);
  if (rb->num_inputs_from > 1 && c.regions >= 0 &&
      rb->num_inputs_from != (uint32_t)c.regions)
    fail(a, i, "inputs_from lists %u regions, the op has %d",
         rb->num_inputs_from, c.regions);
}

static void check_control(Applier *a, uint32_t i, Counts c) {
  const MlbSemOp *s = &a->b->ops.data[i];
  check_region_branch(a, i, c);
  if ((unsigned)s->successor_operands > MLB_SEM_SUCCESSORS_NONE)
    fail(a, i, "unknown successor_operands mode (%d)",
         (int)s->successor_operands);
  else if (s->successor_operands != MLB_SEM_SUCCESSORS_UNDECLARED &&
           c.successors == 0)
    fail(a, i, "successor_operands on an op without successors");
  if (s->call && !s->call->callee_attr && s->call->callee_operand < 0)
    fail(a, i, "a call needs a callee attribute or a callee operand");
  else if (s->call && !s->call->callee_attr)
    check_index(a, i, "operand", (uint32_t)s->call->callee_operand,
                c.operands, false);
  if (s->call && s->call->callee_attr && !s->call->callee_attr[0])
    fail(a, i, "call names an empty callee attribute");
  if (s->call)
    check_index(a, i, "operand", s->call->args_from, c.operands, true);
  if (s->callable)
    check_index(a, i, "region", s->callable->body_region, c.regions, false);
}

static const unsigned all_traits = (MLB_SEM_TRAIT_RANK_RESULT << 1) - 1;

static void check_new_op_fields(Applier *a, uint32_t i) {
  const MlbSemOp *s = &a->b->ops.data[i];
  bool registered = mlb_lookup_op(a->ctx, s->name, strlen(s->name)) != NULL;
  if (registered && (s->shape || s->num_properties))
    fail(a, i, "operand/result counts and properties can only be given for "
               "ops mlbuf does not register");
  static const char *const count_names[] = {"operands", "results", "regions",
                                            "successors"};
  const MlbSemShape *sh = s->shape;
  int32_t counts[4] = {-1, -1, -1, -1};
  if (sh) {
    counts[0] = sh->num_operands;
    counts[1] = sh->num_results;
    counts[2] = sh->num_regions;
    counts[3] = sh->num_successors;
  }
  for (int k = 0; k < 4; k++)
    if (counts[k] < -1 || counts[k] > 0x7fff)
      fail(a, i, "num_%s must be -1 (any) or a count up to 32767, not %d",
           count_names[k], counts[k]);
  for (uint32_t p = 0; p < s->num_properties; p++)
    if (!s->properties || !s->properties[p] || !s->properties[p][0])
      fail(a, i, "property %u has no name", p);
  if (s->traits & ~all_traits)
    fail(a, i, "unknown trait bits 0x%x", s->traits & ~all_traits);
  if ((s->traits & MLB_SEM_TRAIT_PURE) &&
      (s->traits & MLB_SEM_TRAIT_RECURSIVE_EFFECTS))
    fail(a, i, "an op cannot be both pure and have recursive effects");
}

static void check_op(Applier *a, uint32_t i) {
  const MlbSemOp *s = &a->b->ops.data[i];
  Counts c = known_counts(a, s);
  check_new_op_fields(a, i);
  check_effects(a, i, c);
  check_aliasing(a, i, c);
  check_control(a, i, c);
}

/* Names are checked first: later checks look ops up by name. */
static void check_names(Applier *a) {
  for (uint32_t i = 0; i < a->b->ops.len; i++) {
    const char *name = a->b->ops.data[i].name;
    if (!valid_op_name(name)) {
      fail(a, i, "expected an op name of the form dialect.op");
      continue;
    }
    bool ins;
    void **slot = mlb_strmap_slot(&a->described, name, strlen(name), &ins);
    if (ins) {
      *slot = (void *)(uintptr_t)(i + 1);
      continue;
    }
    uint32_t first = (uint32_t)(uintptr_t)*slot - 1;
    MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op_loc(a, i));
    mlb_buf_printf(&d->message, "op semantics of '%s': described twice",
                   name);
    mlb_diag_note(d, op_loc(a, first), "first described here");
    mlb_diag_emit(a->ctx, d);
    a->failed = true;
  }
}

static void check_types(Applier *a) {
  for (uint32_t i = 0; i < a->b->types.len; i++) {
    const char *t = a->b->types.data[i];
    const char *dot = t ? strchr(t, '.') : NULL;
    if (t && t[0] == '!' && dot && dot > t + 1 && dot[1])
      continue;
    MlbAttr *loc = i < a->b->type_locs.len ? a->b->type_locs.data[i] : NULL;
    mlb_emit_error(a->ctx, loc ? loc : mlb_loc_unknown(a->ctx),
                   "buffer type '%s' is not a dialect type name "
                   "(!dialect.type)",
                   t ? t : "");
    a->failed = true;
  }
}

/* ==== Installing ==== */
static const struct {
  unsigned sem;
  uint32_t trait;
} trait_map[] = {
    {MLB_SEM_TRAIT_TERMINATOR, MLB_TRAIT_TERMINATOR},
    {MLB_SEM_TRAIT_RETURN_LIKE, MLB_TRAIT_RETURN_LIKE},
    {MLB_SEM_TRAIT_PURE, MLB_TRAIT_PURE},
    {MLB_SEM_TRAIT_RECURSIVE_EFFECTS, MLB_TRAIT_RECURSIVE_EFFECTS},
    {MLB_SEM_TRAIT_NO_TERMINATOR, MLB_TRAIT_NO_TERMINATOR},
    {MLB_SEM_TRAIT_SINGLE_BLOCK, MLB_TRAIT_SINGLE_BLOCK},
    {MLB_SEM_TRAIT_ISOLATED_FROM_ABOVE, MLB_TRAIT_ISOLATED},
    {MLB_SEM_TRAIT_SYMBOL, MLB_TRAIT_SYMBOL},
    {MLB_SEM_TRAIT_SYMBOL_TABLE, MLB_TRAIT_SYMBOL_TABLE},
    {MLB_SEM_TRAIT_FUNCTION_LIKE, MLB_TRAIT_FUNCTION_LIKE},
    {MLB_SEM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE,
     MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE},
    {MLB_SEM_TRAIT_ATTR_SIZED_OPERANDS, MLB_TRAIT_ATTR_SIZED_OPERANDS},
    {MLB_SEM_TRAIT_ATTR_SIZED_RESULTS, MLB_TRAIT_ATTR_SIZED_RESULTS},
    {MLB_SEM_TRAIT_CONSTANT_LIKE, MLB_TRAIT_CONSTANT_LIKE},
    {MLB_SEM_TRAIT_LOOP_LIKE, MLB_TRAIT_LOOP_LIKE},
    {MLB_SEM_TRAIT_PARALLEL_REGION, MLB_TRAIT_PARALLEL_REGION},
    {MLB_SEM_TRAIT_RANK_RESULT, MLB_TRAIT_RANK_RESULT},
};

static void *ctx_alloc(MlbContext *ctx, size_t n) {
  return mlb_arena_alloc(&ctx->type_arena, n ? n : 1);
}

static const char *ctx_str(MlbContext *ctx, const char *s) {
  return s ? mlb_intern_cstr(ctx, s) : NULL;
}

static const char *resource_name(MlbContext *ctx, const char *r) {
  if (!r || strcmp(r, "default") == 0)
    return mlb_resource_default(ctx);
  if (strcmp(r, "automatic") == 0)
    return mlb_resource_automatic(ctx);
  return mlb_intern_cstr(ctx, r);
}

static const char *const *copy_props(MlbContext *ctx, const MlbSemOp *s) {
  if (!s->num_properties)
    return NULL;
  const char **p = ctx_alloc(ctx, (s->num_properties + 1) * sizeof(*p));
  for (uint32_t i = 0; i < s->num_properties; i++)
    p[i] = mlb_intern_cstr(ctx, s->properties[i]);
  return p; /* NULL terminated: the arena zeroes */
}

/* The op's descriptor: the context's copy when registered, else a new one
 * in the context's op table. The dialect namespace is not registered: ops
 * of the dialect that are not described stay unregistered. */
static MlbOpDesc *ensure_desc(MlbContext *ctx, const MlbSemOp *s) {
  MlbOpDesc *d = mlb_lookup_op_mutable(ctx, s->name);
  if (d)
    return d;
  d = ctx_alloc(ctx, sizeof(*d));
  d->name = mlb_intern_cstr(ctx, s->name);
  const MlbSemShape any = {-1, -1, -1, -1};
  const MlbSemShape *sh = s->shape ? s->shape : &any;
  d->num_operands = (int16_t)sh->num_operands;
  d->num_results = (int16_t)sh->num_results;
  d->num_regions = (int16_t)sh->num_regions;
  d->num_successors = (int16_t)sh->num_successors;
  d->props = copy_props(ctx, s);
  bool ins;
  *mlb_strmap_slot(&ctx->ops, d->name, strlen(d->name), &ins) = d;
  mlb_note_described_dialect(ctx, d->name);
  return d;
}

static void attach(MlbContext *ctx, const MlbSemOp *s, MlbIfaceId id,
                   const void *table) {
  /* The descriptor exists (ensure_desc ran). */
  mlb_desc_set_iface(mlb_lookup_op_mutable(ctx, s->name), id, table);
}

static void install_effects(MlbContext *ctx, const MlbSemOp *s) {
  bool recursive = (s->traits & MLB_SEM_TRAIT_RECURSIVE_EFFECTS) != 0;
  if (!s->effects && !recursive)
    return;
  MlbEffectsIface *t = ctx_alloc(ctx, sizeof(*t));
  MlbEffectSpec *specs = ctx_alloc(ctx, s->num_effects * sizeof(*specs));
  for (uint32_t i = 0; s->effects && i < s->num_effects; i++) {
    static const MlbEffectKind kinds[] = {
        MLB_EFFECT_ALLOCATE, MLB_EFFECT_FREE, MLB_EFFECT_READ,
        MLB_EFFECT_WRITE};
    specs[i].kind = kinds[s->effects[i].kind];
    mlb_sem_parse_ref(s->effects[i].on, &specs[i].on);
    specs[i].resource = resource_name(ctx, s->effects[i].resource);
  }
  t->specs = specs;
  t->num_specs = s->effects ? s->num_effects : 0;
  t->recursive = recursive;
  attach(ctx, s, MLB_IFACE_EFFECTS, t);
}

static void install_aliasing(MlbContext *ctx, const MlbSemOp *s) {
  if (s->view) {
    MlbViewIface *t = ctx_alloc(ctx, sizeof(*t));
    t->source_operand = s->view->source;
    t->shift_operand = s->view->shift;
    attach(ctx, s, MLB_IFACE_VIEW, t);
  }
  if (s->copy) {
    MlbCopyIface *t = ctx_alloc(ctx, sizeof(*t));
    t->source_operand = s->copy->source;
    t->target_operand = s->copy->target;
    attach(ctx, s, MLB_IFACE_COPY, t);
  }
  if (s->select) {
    MlbSelectIface *t = ctx_alloc(ctx, sizeof(*t));
    t->first = s->select->first;
    t->count = s->select->count;
    attach(ctx, s, MLB_IFACE_SELECT, t);
  }
  if (s->allocation) {
    MlbAllocationIface *t = ctx_alloc(ctx, sizeof(*t));
    t->resource = resource_name(ctx, s->allocation->resource);
    t->free_op = ctx_str(ctx, s->allocation->free_op);
    t->clone_op = ctx_str(ctx, s->allocation->clone_op);
    t->promoted_op = ctx_str(ctx, s->allocation->promoted_op);
    t->hoisting = (uint8_t)((s->allocation->hoisting & MLB_SEM_HOIST_BLOCK
                                 ? MLB_HOIST_BLOCK
                                 : 0) |
                            (s->allocation->hoisting & MLB_SEM_HOIST_LOOP
                                 ? MLB_HOIST_LOOP
                                 : 0));
    attach(ctx, s, MLB_IFACE_ALLOCATION, t);
  }
}

static void install_region_branch(MlbContext *ctx, const MlbSemOp *s) {
  const MlbSemRegionBranch *rb = s->region_branch;
  MlbSemBranchTable *t = ctx_alloc(ctx, sizeof(*t));
  t->kind = rb->kind;
  if (rb->kind == MLB_SEM_BRANCH_EDGES) {
    t->num_edges = rb->num_edges;
    t->edges = mlb_arena_dup(&ctx->type_arena, rb->edges,
                             rb->num_edges * sizeof(*t->edges));
  }
  t->has_entry = rb->entry_operands != NULL;
  if (rb->entry_operands)
    t->entry = *rb->entry_operands;
  if (rb->inputs_from && rb->num_inputs_from) {
    t->num_inputs_from = rb->num_inputs_from;
    t->inputs_from = mlb_arena_dup(&ctx->type_arena, rb->inputs_from,
                                   rb->num_inputs_from * sizeof(uint32_t));
  }
  mlb_sem_branch_init(t);
  attach(ctx, s, MLB_IFACE_REGION_BRANCH, &t->base);
}

static void install_control(MlbContext *ctx, MlbOpDesc *d,
                            const MlbSemOp *s) {
  if (s->region_branch)
    install_region_branch(ctx, s);
  if (s->region_terminator) {
    MlbSemTermTable *t = ctx_alloc(ctx, sizeof(*t));
    t->to_parent = s->region_terminator->to_parent;
    t->to_region = s->region_terminator->to_region;
    mlb_sem_term_init(t);
    attach(ctx, s, MLB_IFACE_REGION_TERM, &t->base);
  }
  if (s->successor_operands != MLB_SEM_SUCCESSORS_UNDECLARED)
    d->successor_operands = mlb_sem_successor_hook(s->successor_operands);
  if (s->call) {
    MlbCallIface *t = ctx_alloc(ctx, sizeof(*t));
    t->callee_attr = ctx_str(ctx, s->call->callee_attr);
    t->callee_operand = s->call->callee_attr ? -1 : s->call->callee_operand;
    t->args_from = s->call->args_from;
    attach(ctx, s, MLB_IFACE_CALL, t);
  }
  if (s->callable) {
    MlbCallableIface *t = ctx_alloc(ctx, sizeof(*t));
    t->body_region = s->callable->body_region;
    t->type_attr = ctx_str(ctx, s->callable->type_attr
                                    ? s->callable->type_attr
                                    : "function_type");
    attach(ctx, s, MLB_IFACE_CALLABLE, t);
  }
}

static void install_op(MlbContext *ctx, const MlbSemOp *s) {
  MlbOpDesc *d = ensure_desc(ctx, s);
  for (size_t i = 0; i < MLB_ARRAY_LEN(trait_map); i++)
    if (s->traits & trait_map[i].sem)
      d->traits |= trait_map[i].trait;
  install_effects(ctx, s);
  install_aliasing(ctx, s);
  install_control(ctx, d, s);
}

MlbStatus mlb_semantics_apply(MlbContext *ctx, const MlbSemBatch *b,
                              bool check_only) {
  Applier a = {ctx, b, {0}, false};
  mlb_strmap_init(&a.described);
  check_names(&a);
  for (uint32_t i = 0; i < b->ops.len; i++)
    if (valid_op_name(b->ops.data[i].name))
      check_op(&a, i);
  check_types(&a);
  mlb_strmap_free(&a.described);
  if (a.failed || check_only)
    return a.failed ? MLB_FAILURE : MLB_SUCCESS;
  for (uint32_t i = 0; i < b->ops.len; i++)
    install_op(ctx, &b->ops.data[i]);
  for (uint32_t i = 0; i < b->types.len; i++)
    mlb_add_buffer_type_name(ctx, mlb_intern_cstr(ctx, b->types.data[i]));
  return MLB_SUCCESS;
}

void mlb_sem_batch_free(MlbSemBatch *b) {
  mlb_vec_free(&b->ops);
  mlb_vec_free(&b->op_locs);
  mlb_vec_free(&b->types);
  mlb_vec_free(&b->type_locs);
}
