/* expand_realloc.c - the `expand-realloc` pass: memref.realloc into an
 * allocation, a copy and (optionally) a free, guarded by a size check.
 *
 * memref.realloc grows a 1-D buffer (or reinterprets it when it is already
 * big enough). The ownership-based deallocation pass cannot reason about
 * an op that both frees and allocates, so the deallocation pipeline first
 * expands it into simpler ops, as upstream's ExpandReallocPass does:
 *
 *   %r = memref.realloc %a(%n)        %c0 = arith.constant 0 : index
 *     : memref<?xf32> to              %dim = memref.dim %a, %c0
 *       memref<?xf32>            =>   %0 = arith.cmpi ult, %dim, %n
 *                                     %r = scf.if %0 -> (memref<?xf32>) {
 *                                       %alloc = memref.alloc(%n)
 *                                       %subview = memref.subview
 *                                         %alloc[0] [%dim] [1]
 *                                       memref.copy %a, %subview
 *                                       memref.dealloc %a  (emit-deallocs)
 *                                       scf.yield %alloc
 *                                     } else {
 *                                       %reinterpret_cast = memref.
 *                                         reinterpret_cast %a to offset: [0],
 *                                         sizes: [%n], strides: [1]
 *                                       scf.yield %reinterpret_cast
 *                                     }
 *
 * Static sizes become index constants, and the created ops are not folded.
 * The rewrite runs in a partial conversion (lower_deallocations_convert.c),
 * which, like upstream's, folds the ops of dialects other than arith, scf
 * and memref on the way. Every op created takes the realloc's location. The free of the old buffer uses the
 * allocation interface of the realloc itself (memref.dealloc for the heap).
 * With free-hand-freed (mlbuf's, for the deallocation pipeline), a realloc
 * whose result an existing free may free keeps its free of the old
 * buffer even under emit-deallocs=false: the input manages both buffers
 * by hand, and the ownership pass frees neither.
 *
 * Requires: nothing.  Preserves: everything but the expanded reallocs.
 */
#include "transforms/lower_deallocations.h"
#include "rewrite/rewrite.h"

/* The old and the requested size as index values (constants when static),
 * created in upstream's order: the dim of a dynamic source first, then the
 * constants for static sizes. */
typedef struct Sizes {
  MlbValue *cur, *target;
  int64_t cur_static, target_static; /* MLB_DYNAMIC when dynamic */
} Sizes;

static void compute_sizes(MlbBuilder *b, MlbOperation *op, Sizes *s) {
  MlbValue *src = mlb_op_operand(op, 0);
  s->cur_static = src->type->u.shaped.shape[0];
  s->target_static = op->results[0].type->u.shaped.shape[0];
  s->cur = NULL;
  if (s->cur_static == MLB_DYNAMIC)
    s->cur = mlb_bld_dim(b, op->loc, src,
                         mlb_bld_const_index(b, op->loc, 0));
  if (!s->cur)
    s->cur = mlb_bld_const_index(b, op->loc, s->cur_static);
  if (s->target_static == MLB_DYNAMIC)
    s->target = mlb_op_operand(op, 1);
  else
    s->target = mlb_bld_const_index(b, op->loc, s->target_static);
}

/* memref<[size]xT, strided<[1]>, space>: the subview of the new buffer
 * the old contents are copied into. */
static MlbType *subview_type(MlbContext *ctx, MlbType *res, int64_t size) {
  int64_t stride = 1;
  MlbAttr *layout = mlb_attr_strided(ctx, 1, &stride, 0);
  return mlb_type_memref(ctx, 1, &size, res->u.shaped.elt, layout,
                         res->u.shaped.memspace);
}

/* A rank-1 view at offset 0 with unit stride and the given size. */
static MlbValue *unit_view(MlbBuilder *b, MlbAttr *loc, const char *name,
                           MlbValue *src, MlbType *type, int64_t size,
                           MlbValue *dyn_size) {
  int64_t zero = 0, one = 1;
  MlbBldView v = {.rank = 1, .offsets = &zero, .sizes = &size,
                  .strides = &one, .dyn_sizes = &dyn_size,
                  .n_dyn_sizes = size == MLB_DYNAMIC ? 1 : 0};
  return mlb_bld_view(b, loc, name, src, type, &v);
}

static void build_grow(MlbBuilder *b, MlbOperation *op, const Sizes *s,
                       bool emit_deallocs) {
  MlbContext *ctx = b->ctx;
  MlbValue *src = mlb_op_operand(op, 0);
  MlbType *res = op->results[0].type;
  MlbValue *dyn = op->num_operands > 1 ? mlb_op_operand(op, 1) : NULL;
  MlbValue *alloc = mlb_bld_alloc(b, op->loc, res, dyn ? 1 : 0, &dyn,
                                  mlb_op_get_prop(op, "alignment"));
  MlbValue *sub = unit_view(b, op->loc, "memref.subview", alloc,
                            subview_type(ctx, res, s->cur_static),
                            s->cur_static, s->cur);
  MlbValue *copy_ops[2] = {src, sub};
  mlb_bld_op(b, "memref.copy", op->loc, 2, copy_ops, 0, NULL);
  if (emit_deallocs)
    mlb_bld_free(b, op->loc, src, mlb_op_iface(op, MLB_IFACE_ALLOCATION));
  mlb_bld_yield(b, op->loc, 1, &alloc);
}

/* May the realloc's result reach an op freeing it (an existing free of
 * the input, through views, branches or returns)? Then the input manages
 * the new buffer by hand, and with it the old one, which the result may
 * be (the reinterpreting branch): nothing but the realloc's own free
 * would free the old buffer when it grows. */
static bool result_freed(MlbContext *ctx, MlbOperation *op) {
  MlbOperation *root = op;
  while (mlb_op_parent_op(root))
    root = mlb_op_parent_op(root);
  MlbAliasFollow f;
  mlb_alias_follow_init(&f, ctx, root);
  MlbValueVec vals = {0};
  MlbEffectVec fx = {0};
  mlb_vec_push(&vals, mlb_op_result(op, 0));
  mlb_alias_follow(&f, mlb_op_result(op, 0), &vals);
  bool freed = false;
  for (uint32_t i = 0; i < vals.len && !freed; i++)
    for (MlbUse *u = vals.data[i]->uses; u && !freed; u = u->next) {
      fx.len = 0;
      if (!mlb_op_effects(ctx, u->owner, &fx))
        continue;
      /* A reallocation (a free and an allocation: a later realloc of the
       * result) is expanded without its free too: no free by hand. */
      bool allocates = false;
      for (uint32_t k = 0; k < fx.len; k++)
        allocates |= fx.data[k].kind == MLB_EFFECT_ALLOCATE;
      for (uint32_t k = 0; k < fx.len && !freed && !allocates; k++)
        freed = fx.data[k].kind == MLB_EFFECT_FREE &&
                (fx.data[k].value == vals.data[i] || !fx.data[k].value);
    }
  mlb_vec_free(&vals);
  mlb_vec_free(&fx);
  mlb_alias_follow_free(&f);
  return freed;
}

static void expand_one(MlbContext *ctx, MlbOperation *op, bool emit_deallocs) {
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  Sizes s;
  compute_sizes(&b, op, &s);
  MlbValue *cond = mlb_bld_cmpi(&b, op->loc, MLB_CMPI_ULT, s.cur, s.target);
  MlbType *res = op->results[0].type;
  MlbBlock *then_blk, *else_blk;
  MlbOperation *ifop =
      mlb_bld_if(&b, op->loc, cond, 1, &res, true, &then_blk, &else_blk);
  MlbBuilder in = {ctx, then_blk, NULL};
  build_grow(&in, op, &s, emit_deallocs);
  mlb_builder_set_end(&in, else_blk);
  MlbValue *cast = unit_view(&in, op->loc, "memref.reinterpret_cast",
                             mlb_op_operand(op, 0), res, s.target_static,
                             s.target);
  mlb_bld_yield(&in, op->loc, 1, &cast);
  mlb_value_replace_all_uses(mlb_op_result(op, 0), mlb_op_result(ifop, 0));
  mlb_op_destroy(ctx, op);
}

/* ==== Pass ==== */

static const char *const k_legal[] = {"arith", "scf", "memref", NULL};

/* Asked of every op: a string compare (names are interned, so it mostly
 * stops at the first bytes) beats interning the literal. */
static bool is_realloc(MlbContext *ctx, const MlbOperation *op) {
  MLB_UNUSED(ctx);
  return op->name[0] == 'm' && strcmp(op->name, "memref.realloc") == 0;
}

typedef struct Expand {
  MlbContext *ctx;
  bool emit_deallocs;
  bool free_hand_freed; /* mlbuf's option free-hand-freed */
} Expand;

static bool rewrite_realloc(void *user, MlbOperation *op) {
  Expand *e = user;
  bool emit = e->emit_deallocs || (e->free_hand_freed && result_freed(e->ctx, op));
  expand_one(e->ctx, op, emit);
  return true;
}

/* ==== Units ====
 * One conversion for the run, handed each top-level op in turn; a root
 * the conversion would change itself, or that does not split, is
 * converted whole. Nothing folded or expanded: untouched. */
typedef struct Units {
  Expand e;
  uint32_t changes;
  MlbConversion c;
  MlbConversionSession *conv; /* NULL: the root is converted whole */
} Units;

static bool units_begin(MlbContext *ctx, MlbOperation *root,
                        const MlbPassOptValue *opts, MlbPassState *st,
                        void **session) {
  MLB_UNUSED(st);
  Units *u = mlb_calloc(1, sizeof *u);
  u->e = (Expand){ctx, opts[0].b, opts[1].b};
  u->c = (MlbConversion){k_legal, is_realloc, rewrite_realloc, &u->e,
                         &u->changes};
  if (mlb_units_split(root))
    u->conv = mlb_conversion_begin(ctx, root, &u->c, NULL);
  *session = u;
  return u->conv != NULL;
}

static MlbStatus units_unit(void *session, MlbOperation *unit,
                            bool *changed) {
  Units *u = session;
  if (u->conv)
    return mlb_conversion_unit(u->conv, unit, changed);
  uint32_t before = u->changes;
  MlbStatus s = mlb_apply_partial_conversion(u->e.ctx, unit, &u->c);
  *changed = u->changes != before;
  return s;
}

static MlbStatus units_end(void *session, MlbStatus s) {
  Units *u = session;
  if (u->conv)
    mlb_conversion_end(u->conv);
  mlb_free(u);
  return s;
}

static const MlbPassUnits k_units = {
    .begin = units_begin,
    .unit = units_unit,
    .end = units_end,
    .forgets_units = mlb_units_forget_always,
};

static const MlbPassOptDef k_options[] = {
    {.name = "emit-deallocs",
     .kind = MLB_OPT_BOOL,
     .default_text = "true",
     .description = "Emit deallocation operations for the original MemRef"},
    /* mlbuf's: the deallocation pipeline's expansion on input that frees
     * a realloc's result by hand (upstream's pipeline rejects such
     * input; without the free the old buffer leaked when it grew). */
    {.name = "free-hand-freed",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "With emit-deallocs=false, still free the original "
                    "MemRef of a realloc whose result an existing "
                    "deallocation may free"},
};

const MlbPassDef mlb_pass_expand_realloc = {
    .flag = "expand-realloc",
    .name = "ExpandReallocPass",
    .anchor = "any",
    .summary = "Expand memref.realloc operations into its components",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .units = &k_units,
};
