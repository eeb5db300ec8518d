/* one_shot_bufferize.c - the one-shot-bufferize pass: the in-place
 * analysis (analysis/one_shot.c) over the whole module, then every op
 * with tensor semantics rewritten in pre-order by its bufferization hook
 * (interfaces/bufferize.h, the dialects' *_bufferize.c), function
 * signatures with bufferize-function-boundaries (one_shot_funcs.c), and
 * the to_tensor/to_buffer glue folded away.
 */
#include "transforms/one_shot_bufferize.h"

enum {
  OPT_ALLOW_RETURN_ALLOCS,
  OPT_ALLOW_UNKNOWN,
  OPT_FUZZER_SEED,
  OPT_HEURISTIC,
  OPT_ALIGNMENT,
  OPT_FUNCTION_BOUNDARIES,
  OPT_CHECK_PARALLEL,
  OPT_COPY_BEFORE_WRITE,
  OPT_DIALECT_FILTER,
  OPT_DUMP_ALIAS_SETS,
  OPT_FUNCTION_LAYOUT,
  OPT_MUST_INFER_SPACE,
  OPT_NO_ANALYSIS_FILTER,
  OPT_PRINT_CONFLICTS,
  OPT_TEST_ANALYSIS_ONLY,
  OPT_UNKNOWN_LAYOUT,
  OPT_ENCODING_SPACE,
  OPT_EXPLAIN_COPIES,
  OPT_CHOICE_RUNS,
};

static const char *const k_heuristics[] = {
    "bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer", NULL};
static const char *const k_layouts[] = {
    "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map",
    NULL};

static const MlbPassOptDef k_options[] = {
    [OPT_ALLOW_RETURN_ALLOCS] = {"allow-return-allocs-from-loops",
                                 MLB_OPT_BOOL, MLB_OPT_BOOL, "false",
                                 "Allows returning/yielding new allocations "
                                 "from a loop.",
                                 NULL},
    [OPT_ALLOW_UNKNOWN] = {"allow-unknown-ops", MLB_OPT_BOOL, MLB_OPT_BOOL,
                           "false",
                           "Allows unknown (not bufferizable) ops in the "
                           "input IR.",
                           NULL},
    [OPT_FUZZER_SEED] = {"analysis-fuzzer-seed", MLB_OPT_INT, MLB_OPT_INT,
                         "0",
                         "Test only: Analyze ops in random order with a "
                         "given seed (fuzzer)",
                         NULL},
    [OPT_HEURISTIC] = {"analysis-heuristic", MLB_OPT_ENUM, MLB_OPT_STRING,
                       "bottom-up",
                       "Heuristic that control the IR traversal during "
                       "analysis",
                       k_heuristics},
    [OPT_ALIGNMENT] = {"buffer-alignment", MLB_OPT_INT, MLB_OPT_INT, "64",
                       "Sets the alignment of newly allocated buffers.",
                       NULL},
    [OPT_FUNCTION_BOUNDARIES] = {"bufferize-function-boundaries",
                                 MLB_OPT_BOOL, MLB_OPT_BOOL, "false",
                                 "Bufferize function boundaries "
                                 "(experimental).",
                                 NULL},
    [OPT_CHECK_PARALLEL] = {"check-parallel-regions", MLB_OPT_BOOL,
                            MLB_OPT_BOOL, "true",
                            "Account for parallel regions in RaW analysis.",
                            NULL},
    [OPT_COPY_BEFORE_WRITE] = {"copy-before-write", MLB_OPT_BOOL,
                               MLB_OPT_BOOL, "false",
                               "Skip the analysis. Make a buffer copy on "
                               "every write.",
                               NULL},
    [OPT_DIALECT_FILTER] = {"dialect-filter", MLB_OPT_LIST, MLB_OPT_STRING,
                            NULL,
                            "Restrict bufferization to ops from these "
                            "dialects.",
                            NULL},
    [OPT_DUMP_ALIAS_SETS] = {"dump-alias-sets", MLB_OPT_BOOL, MLB_OPT_BOOL,
                             "false",
                             "Test only: Annotate tensor IR with alias sets",
                             NULL},
    [OPT_FUNCTION_LAYOUT] = {"function-boundary-type-conversion",
                             MLB_OPT_ENUM, MLB_OPT_STRING, "infer-layout-map",
                             "Controls layout maps when bufferizing function "
                             "signatures.",
                             k_layouts},
    [OPT_MUST_INFER_SPACE] = {"must-infer-memory-space", MLB_OPT_BOOL,
                              MLB_OPT_BOOL, "false",
                              "The memory space of an memref types must "
                              "always be inferred. If unset, a default "
                              "memory space of 0 is used otherwise.",
                              NULL},
    [OPT_NO_ANALYSIS_FILTER] = {"no-analysis-func-filter", MLB_OPT_LIST,
                                MLB_OPT_STRING, NULL,
                                "Skip analysis of functions with these "
                                "symbol names.Set copyBeforeWrite to true "
                                "when bufferizing them.",
                                NULL},
    [OPT_PRINT_CONFLICTS] = {"print-conflicts", MLB_OPT_BOOL, MLB_OPT_BOOL,
                             "false",
                             "Test only: Annotate IR with RaW conflicts. "
                             "Requires test-analysis-only.",
                             NULL},
    [OPT_TEST_ANALYSIS_ONLY] = {"test-analysis-only", MLB_OPT_BOOL,
                                MLB_OPT_BOOL, "false",
                                "Test only: Only run inplaceability analysis "
                                "and annotate IR",
                                NULL},
    [OPT_UNKNOWN_LAYOUT] = {"unknown-type-conversion", MLB_OPT_ENUM,
                            MLB_OPT_STRING, "fully-dynamic-layout-map",
                            "Controls layout maps for non-inferrable memref "
                            "types.",
                            k_layouts},
    [OPT_ENCODING_SPACE] = {"use-encoding-for-memory-space", MLB_OPT_BOOL,
                            MLB_OPT_BOOL, "false",
                            "Use the Tensor encoding attribute for the "
                            "memory space. Exclusive to the "
                            "'must-infer-memory-space' option",
                            NULL},
    [OPT_EXPLAIN_COPIES] = {"explain-copies", MLB_OPT_BOOL, MLB_OPT_BOOL,
                            "false",
                            "mlbuf: a remark at every operand that "
                            "bufferizes out of place, naming the write and "
                            "the read that forced the copy",
                            NULL},
    [OPT_CHOICE_RUNS] = {"choice-runs", MLB_OPT_INT, MLB_OPT_INT, "8",
                         "mlbuf: extra runs of the analysis (bottom-up "
                         "only) that try out of place the earlier of two "
                         "conflicting operands, keeping the decisions "
                         "estimated cheaper; 0 decides in order, as "
                         "upstream",
                         NULL},
};

/* Combinations upstream rejects, with its words (reported at an unknown
 * location, as upstream does). */
static MlbStatus check_combinations(MlbContext *ctx, MlbOperation *op,
                                    const MlbPassOptValue *o) {
  const char *why = NULL;
  if (o[OPT_MUST_INFER_SPACE].b && o[OPT_ENCODING_SPACE].b)
    return mlb_emit_error(ctx, op->loc,
                          "only one of 'must-infer-memory-space' and "
                          "'use-encoding-for-memory-space' are allowed in "
                          "one-shot-bufferize");
  if (o[OPT_COPY_BEFORE_WRITE].b && o[OPT_TEST_ANALYSIS_ONLY].b)
    why = "'copy-before-write' cannot be used with 'test-analysis-only'";
  else if (o[OPT_PRINT_CONFLICTS].b && !o[OPT_TEST_ANALYSIS_ONLY].b)
    why = "'print-conflicts' requires 'test-analysis-only'";
  else if (o[OPT_DUMP_ALIAS_SETS].b && !o[OPT_TEST_ANALYSIS_ONLY].b)
    why = "'dump-alias-sets' requires 'test-analysis-only'";
  else if (o[OPT_NO_ANALYSIS_FILTER].n && !o[OPT_FUNCTION_BOUNDARIES].b)
    why = "'no-analysis-func-filter' requires 'bufferize-function-boundaries'";
  if (!why)
    return MLB_SUCCESS;
  return mlb_emit_error(ctx, mlb_loc_unknown(ctx), "Invalid option: %s", why);
}

/* analysis-heuristic, in the order of k_heuristics. */
static MlbOsaHeuristic heuristic_of(int64_t i) {
  static const MlbOsaHeuristic h[] = {MLB_OSA_BOTTOM_UP, MLB_OSA_TOP_DOWN,
                                      MLB_OSA_FROM_TERMINATORS,
                                      MLB_OSA_FUZZER};
  return i >= 0 && i < 4 ? h[i] : MLB_OSA_BOTTOM_UP;
}

static MlbBufLayout layout_of(int64_t i) {
  return i == 1   ? MLB_BUF_LAYOUT_IDENTITY
         : i == 2 ? MLB_BUF_LAYOUT_FULLY_DYNAMIC
                  : MLB_BUF_LAYOUT_INFER;
}

/* ==== test-analysis-only ==== */
static MlbWalkResult annotate_op(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  MlbContext *ctx = a->ctx;
  /* no-analysis-func-filter: nothing was analyzed there to show. */
  if (mlb_op_is_function(op) && a->opts->num_skip_funcs &&
      mlb_osa_skipped(a->opts, op))
    return MLB_WALK_SKIP;
  bool any = false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    any |= mlb_type_is_tensor(mlb_op_operand(op, i)->type);
  if (!any)
    return MLB_WALK_ADVANCE;
  MlbAttr *elems[op->num_operands];
  for (uint32_t i = 0; i < op->num_operands; i++) {
    const char *s = !mlb_type_is_tensor(mlb_op_operand(op, i)->type) ? "none"
                    : mlb_osa_in_place(a, op, i)                     ? "true"
                                                                     : "false";
    elems[i] = mlb_attr_string(ctx, s, strlen(s), NULL);
  }
  mlb_op_set_attr(ctx, op, "__inplace_operands_attr__",
                  mlb_attr_array(ctx, op->num_operands, elems));
  return MLB_WALK_ADVANCE;
}

/* ==== Rewrite ==== */
static bool in_place_cb(void *user, MlbOperation *op, uint32_t i) {
  return mlb_osa_in_place(user, op, i);
}

static bool contents_needed_cb(void *user, MlbOperation *op, uint32_t i) {
  return mlb_osa_copy_needed(user, op, i);
}

static bool result_unread_cb(void *user, MlbOperation *op) {
  return mlb_osa_new_result_unread(user, op);
}

static bool own_yield_cb(void *user, MlbOperation *term, uint32_t i) {
  return mlb_osa_yields_own_buffer(user, term, i);
}

static bool other_arg_cb(void *user, MlbOperation *term, uint32_t i) {
  return mlb_osa_yields_other_arg(user, term, i);
}

static bool new_buffer_cb(void *user, MlbOperation *term, uint32_t i) {
  return mlb_osa_yields_new_buffer(user, term, i);
}

static MlbWalkResult list_op(MlbOperation *op, void *user) {
  MlbOpVec *ops = user;
  mlb_vec_push(ops, op);
  return MLB_WALK_ADVANCE;
}

/* Can op hand a tensor operand's buffer on: to a result that may share
 * it (a tensor or buffer result), or to its regions' arguments? A call
 * can also through its callee. Without any of these, an out-of-place
 * operand needs no copy: the op keeps its tensors, so it only reads the
 * value, and nothing it makes can hold the buffer once a later write
 * changes it (upstream makes no copy for any op it does not bufferize). */
static bool may_hand_buffer_on(MlbOperation *op) {
  if (op->num_regions || mlb_op_iface(op, MLB_IFACE_CALL))
    return true;
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbType *t = mlb_op_result(op, r)->type;
    if (mlb_type_is_tensor(t) || mlb_type_is_memref(t))
      return true;
  }
  return false;
}

/* An op without a hook keeps its tensors (allow-unknown-ops): operands the
 * analysis put out of place get a copy of their own when the op may hand
 * the buffer on (else they read it where it is). */
static void keep_unknown(MlbBufRewriter *br, MlbOperation *op) {
  if (!may_hand_buffer_on(op))
    return;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (!mlb_type_is_tensor(v->type) || br->in_place(br->user, op, i))
      continue;
    MlbValue *buf = mlb_buf_get_buffer(br, op, i);
    mlb_op_set_operand(op, i, mlb_buf_to_tensor(br, op->loc, buf, v->type));
  }
}

/* must-infer-memory-space: upstream's default memory space (0) is gone.
 * A buffer made from nothing (an op with new results, no tensor or buffer
 * operand whose memory space it could take, no memory_space of its own)
 * has none, nor has the buffer of a tensor that comes from outside the
 * bufferized ops (an argument of a function whose boundary is not
 * bufferized, a result of an unknown op): its type is not inferable. */
static MlbValue *uninferable_operand(MlbBufRewriter *br, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (!mlb_type_is_tensor(v->type))
      continue;
    if (v->def_op ? !mlb_buf_iface(v->def_op)
                  : (!br->opts->function_boundaries &&
                     mlb_block_is_entry(v->owner_block) &&
                     mlb_op_is_function(mlb_block_parent_op(v->owner_block))))
      return v;
  }
  return NULL;
}

static bool makes_buffer_from_nothing(MlbOperation *op,
                                      const MlbBufferizeIface *bi) {
  if (!bi || !(bi->flags & MLB_BUF_RESULTS_NEW) ||
      mlb_op_get_prop(op, "memory_space"))
    return false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    if (mlb_type_is_tensor(t) || mlb_type_is_memref(t))
      return false;
  }
  return true;
}

static MlbStatus check_memory_space(MlbBufRewriter *br, MlbOperation *op,
                                    const MlbBufferizeIface *bi) {
  MlbValue *outside = bi ? uninferable_operand(br, op) : NULL;
  if (!outside && !makes_buffer_from_nothing(op, bi))
    return MLB_SUCCESS;
  /* Upstream reports an argument at its function. */
  MlbAttr *loc = !outside          ? op->loc
                 : outside->def_op ? outside->def_op->loc
                                   : mlb_block_parent_op(outside->owner_block)->loc;
  mlb_emit_error(br->ctx, loc, "could not infer memory space");
  return mlb_emit_error(br->ctx, op->loc, "failed to bufferize op");
}

/* An op whose only write goes to operand i and whose result nothing
 * reads but dead ops left out too (mlb_osa_left_out): the result is that
 * operand's buffer (out of place a new one, left unfilled) -- what uses
 * it asks only its shape or overwrites it -- and the op does not run. A
 * dead op making a new tensor gets a new buffer, unfilled (none when
 * nothing uses it). */
static MlbStatus leave_out(MlbBufRewriter *br, MlbOperation *op,
                           uint32_t i) {
  if (i == MLB_OSA_LEFT_OUT_NEW) {
    MlbValue *res = mlb_op_result(op, 0);
    if (!res->uses) {
      mlb_op_erase(op);
      return MLB_SUCCESS;
    }
    MlbValue *buf = mlb_buf_alloc_in(br, op->loc, res->type, NULL, NULL,
                                     mlb_buf_expected_memspace(br->ctx, res));
    mlb_buf_replace_undefined(br, op, buf);
    return MLB_SUCCESS;
  }
  MlbValue *buf = mlb_buf_get_buffer(br, op, i);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static MlbStatus bufferize_one(MlbBufRewriter *br, MlbOperation *op) {
  if (mlb_op_is_function(op) || !mlb_buf_has_tensor_semantics(op))
    return MLB_SUCCESS;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  mlb_builder_set_before(&br->b, op);
  if (br->opts->must_infer_memory_space)
    MLB_TRY(check_memory_space(br, op, bi));
  uint32_t written = 0;
  if (br->user && mlb_osa_left_out(br->user, op, &written))
    return leave_out(br, op, written);
  if (bi && bi->bufferize)
    return bi->bufferize(br, op);
  /* Calls and returns are the function boundaries' (one_shot_funcs.c);
   * without them a function returns tensors, read from its buffers. */
  bool boundary = mlb_osb_is_boundary_op(op);
  if (boundary && br->opts->function_boundaries)
    return mlb_osb_boundary_op(br, op);
  bool returns = boundary && !mlb_op_iface(op, MLB_IFACE_CALL);
  /* An op dialect-filter denies is left as it is, as upstream leaves it
   * (no copy for an operand the analysis put out of place either). So is
   * a call while function boundaries are not bufferized: upstream allows
   * no op of the func dialect then (isOpAllowed) and leaves the call on
   * tensors, its operands read through to_tensor, its results through
   * to_buffer; it is not an unknown op to refuse. */
  if (!bi && (mlb_osb_denied(br->opts, op) || (boundary && !returns)))
    return MLB_SUCCESS;
  if (!bi && !returns && !br->opts->allow_unknown_ops)
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  keep_unknown(br, op);
  return MLB_SUCCESS;
}

/* Tensor arguments of non-entry blocks (carried by branches) become
 * buffers before the rewrite, so that every branch to them, forward or
 * back, knows the type to hand on (one_shot_block_types.c). */
static MlbWalkResult retype_block_args(MlbOperation *op, void *user) {
  MlbBufRewriter *br = user;
  /* An op dialect-filter denies keeps its blocks' tensors, as upstream
   * converts block signatures only of the ops it bufferizes (the branches
   * to them stay on tensors too). */
  if (mlb_osb_denied(br->opts, op))
    return MLB_WALK_ADVANCE;
  for (uint32_t r = 0; r < op->num_regions; r++)
    mlb_osb_retype_region_args(br, op, &op->regions[r]);
  return MLB_WALK_ADVANCE;
}

/* One walk retypes the block arguments and lists the ops: an op's
 * regions are retyped when the walk meets it, before it enters them, so
 * the to_tensor ops that puts at their blocks' starts are listed as a
 * walk after all the retyping would list them. */
typedef struct Prepare {
  MlbBufRewriter *br;
  MlbOpVec *ops;
  bool skip_functions;
} Prepare;

static MlbWalkResult prepare_op(MlbOperation *op, void *user) {
  Prepare *p = user;
  if (p->skip_functions && mlb_op_is_function(op))
    return MLB_WALK_SKIP;
  retype_block_args(op, p->br);
  return list_op(op, p->ops);
}

/* The ops nested in root (not in functions with `skip_functions`);
 * *any (may be NULL) tells whether there was one. `held`: the caller holds
 * IR recycling (rewrite_functions), which the hooks may use once the ops
 * are listed. */
static MlbStatus rewrite_all(MlbBufRewriter *br, MlbOperation *root,
                             bool skip_functions, bool *any, bool held) {
  MlbOpVec ops = {0};
  Prepare prep = {br, &ops, skip_functions};
  mlb_walk_pre(root, prepare_op, &prep);
  if (held)
    mlb_ir_recycle_hold(br->ctx, false);
  /* Listed first: a hook erases its op, and a region op's hook moves its
   * regions' ops into the replacement, where they are visited as listed
   * (an erased op is never listed after the op that erases it). */
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t k = 0; k < ops.len && s == MLB_SUCCESS; k++) {
    MlbOperation *op = ops.data[k];
    if (op == root)
      continue;
    /* Pre-order: the ops nested in op follow it. */
    uint32_t end = k + 1;
    const MlbBufferizeIface *bi = mlb_buf_iface(op);
    if (bi && (bi->flags & MLB_BUF_OWNS_REGIONS))
      while (end < ops.len && mlb_op_is_ancestor(op, ops.data[end]))
        end++;
    s = bufferize_one(br, op);
    if (any)
      *any = true;
    k = end - 1;
  }
  if (held)
    mlb_ir_recycle_hold(br->ctx, true);
  mlb_vec_free(&ops);
  return s;
}

/* bufferize-function-boundaries: each function's arguments, body and
 * signature, callees first (a call finds its callee's buffer types),
 * then what lies outside functions, then the calls left (cycles). The
 * analysis went in that order already (per function, the module being
 * the root): its list serves, as nothing since has added or moved a
 * function or a call (computing it again walks the whole module).
 *
 * Each function's glue is folded right after its signature, while its
 * ops are still in the cache: nothing rewritten later adds glue to it
 * but what lies outside functions and the calls left, and only when
 * there are any does the glue of the whole module get folded again
 * (*fold_all; folding what is folded already changes nothing). A
 * function's arguments become buffers right before its body is
 * rewritten, as no other function's rewrite looks at them.
 *
 * The glue the fold removes is destroyed and its memory reused by the
 * next functions' new ops, rather than at the pass boundary: two fifths of
 * what the rewrite allocates, which the whole module's rewrite would
 * otherwise take in fresh pages. Nothing looks at it again: the analysis
 * never saw it, the rewriter's maps know only of this function's glue,
 * and a to_tensor that the undefined map names stays (mlb_osb_fold_glue).
 *
 * So are the function's tensor ops that its rewrite replaced (destroyed
 * by mlb_buf_replace_op), most of the rest: 12.6MB of fresh memory on the
 * 2,000-function tensor module otherwise. The analysis did see them, and
 * its tables still hold their addresses as keys. It is asked about the
 * ops rewrite_all lists (each about its own operands, decided and with
 * their copies fixed: mlb_osa_fix_copies), and those include glue made
 * before the listing (a function's arguments, block arguments, call
 * results in callers), so such glue must not sit at a recycled address:
 * recycling is held (mlb_ir_recycle_hold) but while the hooks rewrite the
 * listed ops, which ask only about the op they rewrite. Ping-pong's loops
 * are rewritten in place and stay. Not with copy-before-write or
 * functions left out of the analysis, where an undecided operand's copy
 * is worked out on the spot by walking uses, which may meet new ops. */
static MlbStatus rewrite_functions(MlbBufRewriter *br, MlbOperation *root,
                                   const MlbOsa *a, bool *fold_all) {
  MLB_ASSERT(a->functions_ordered);
  const MlbOpVec *order = &a->functions;
  bool reuse_replaced = a->copies_fixed && !a->opts->copy_before_write &&
                        !a->opts->num_skip_funcs;
  MlbStatus s = MLB_SUCCESS;
  mlb_ir_recycle_hold(br->ctx, reuse_replaced);
  for (uint32_t k = 0; k < order->len && s == MLB_SUCCESS; k++) {
    MlbOperation *fn = order->data[k];
    uint32_t mark = mlb_ir_recycle_mark(br->ctx);
    mlb_osb_function_arguments(br, fn);
    s = rewrite_all(br, fn, false, NULL, reuse_replaced);
    if (s == MLB_SUCCESS) {
      mlb_osb_function_signature(br, fn);
      if (!reuse_replaced)
        mark = mlb_ir_recycle_mark(br->ctx);
      mlb_osb_fold_glue(br->ctx, fn, br->made_glue, br->undefined);
      mlb_ir_recycle_since(br->ctx, mark);
      mlb_ptrmap_clear(br->made_glue);
    }
  }
  bool outside = false, late = false;
  if (s == MLB_SUCCESS)
    s = rewrite_all(br, root, true, &outside, false);
  if (s == MLB_SUCCESS)
    s = mlb_osb_function_boundaries(br, root, &late);
  mlb_ir_recycle_hold(br->ctx, false);
  *fold_all = outside || late;
  return s;
}

static MlbStatus run_one_shot(MlbContext *ctx, MlbOperation *op,
                              const MlbPassOptValue *o, MlbPassState *st) {
  MLB_UNUSED(st);
  MLB_TRY(check_combinations(ctx, op, o));
  MlbBufOptions bo = {
      .function_boundaries = o[OPT_FUNCTION_BOUNDARIES].b,
      .allow_unknown_ops = o[OPT_ALLOW_UNKNOWN].b,
      .copy_before_write = o[OPT_COPY_BEFORE_WRITE].b,
      .buffer_alignment = o[OPT_ALIGNMENT].i,
      .function_layout = layout_of(o[OPT_FUNCTION_LAYOUT].i),
      .unknown_layout = layout_of(o[OPT_UNKNOWN_LAYOUT].i),
      .dialects = o[OPT_DIALECT_FILTER].items,
      .num_dialects = o[OPT_DIALECT_FILTER].n,
      .must_infer_memory_space = o[OPT_MUST_INFER_SPACE].b,
  };
  MlbOsbHidden hidden;
  mlb_osb_hide_denied(ctx, &bo, op, &hidden);
  mlb_buf_set_encoding_memspace(ctx, o[OPT_ENCODING_SPACE].b);
  MlbOsaOptions ao = {
      .heuristic = heuristic_of(o[OPT_HEURISTIC].i),
      .fuzzer_seed = (uint32_t)o[OPT_FUZZER_SEED].i,
      .copy_before_write = bo.copy_before_write,
      .check_parallel_regions = o[OPT_CHECK_PARALLEL].b,
      .function_args_writable = bo.function_boundaries,
      .per_function = bo.function_boundaries,
      .skip_funcs = o[OPT_NO_ANALYSIS_FILTER].items,
      .num_skip_funcs = o[OPT_NO_ANALYSIS_FILTER].n,
  };
  /* The default order also weighs which of two conflicting operands goes
   * out of place (one_shot_choose.c); the others keep their order's
   * decisions, as upstream's tests of them expect. */
  ao.compare_alternatives =
      ao.heuristic == MLB_OSA_BOTTOM_UP && o[OPT_CHOICE_RUNS].i > 0;
  ao.max_choice_runs =
      o[OPT_CHOICE_RUNS].i > 0 ? (uint32_t)o[OPT_CHOICE_RUNS].i : 0;
  /* Results callers write, returned read-only or shared, become copies
   * of the callee's own (analysis/one_shot_fresh.c). */
  MlbOsaFresh fresh;
  mlb_osa_fresh_init(&fresh);
  if (bo.function_boundaries)
    ao.fresh = &fresh;
  MlbOsbMarks marks;
  mlb_osb_marks_init(&marks, ctx);
  if (o[OPT_PRINT_CONFLICTS].b)
    ao.report = &marks.report;
  MlbOsbExplain explain;
  mlb_osb_explain_init(&explain, ctx);
  if (o[OPT_EXPLAIN_COPIES].b)
    ao.report = &explain.report;
  MlbOsa a;
  mlb_osa_run(&a, ctx, op, &ao);
  MlbStatus s = MLB_SUCCESS;
  if (a.failed) {
    s = MLB_FAILURE;
  } else if (o[OPT_TEST_ANALYSIS_ONLY].b) {
    mlb_walk_pre(op, annotate_op, &a);
    if (bo.function_boundaries)
      mlb_osb_annotate_functions(&a, op);
    if (o[OPT_DUMP_ALIAS_SETS].b)
      mlb_osb_dump_alias_sets(&a, op);
  } else {
    mlb_osa_fix_copies(&a, op);
    /* Found on the tensors, applied to the buffers after the rewrite. */
    MlbOsaCfTurnVec cf_turns = {0};
    mlb_osa_cf_turns(&a, op, &cf_turns);
    MlbPtrMap undefined, allocs, made_glue;
    mlb_ptrmap_init(&undefined);
    mlb_ptrmap_init(&allocs);
    mlb_ptrmap_init(&made_glue);
    MlbBufRewriter br = {ctx,         &bo,          {ctx, NULL, NULL},
                         in_place_cb, own_yield_cb, &a,
                         &undefined,  false,        &allocs,
                         contents_needed_cb, other_arg_cb, new_buffer_cb,
                         &made_glue, result_unread_cb};
    bool fold_all = true;
    s = bo.function_boundaries ? rewrite_functions(&br, op, &a, &fold_all)
                               : rewrite_all(&br, op, false, NULL, false);
    if (s == MLB_SUCCESS && bo.function_boundaries)
      mlb_osb_drop_arg_attrs(ctx, op);
    if (br.failed)
      s = MLB_FAILURE;
    if (s == MLB_SUCCESS) {
      if (fold_all)
        mlb_osb_fold_glue(ctx, op, &made_glue, &undefined);
      mlb_osb_ping_pong(ctx, &a, &allocs);
      mlb_osb_cf_turns(&br, &cf_turns);
      mlb_osb_drop_dead_allocs(op, &allocs);
    }
    mlb_vec_free(&cf_turns);
    mlb_ptrmap_free(&undefined);
    mlb_ptrmap_free(&allocs);
    mlb_ptrmap_free(&made_glue);
  }
  mlb_osa_free(&a);
  mlb_osa_fresh_free(&fresh);
  mlb_osb_restore_hidden(ctx, &hidden);
  mlb_buf_set_encoding_memspace(ctx, false);
  return s;
}

/* ==== The partial passes of MLIR 16 ====
 * Upstream 16's bufferizeOp with getPartialBufferizationOptions: no
 * analysis (copy-before-write), unknown ops allowed and glued by
 * to_tensor/to_buffer, values from outside as identity-layout buffers,
 * function boundaries left alone. */
/* MLIR 16's to_memref promised that nobody writes its buffer (every
 * partial pass writes only into buffers it allocates), so the glue an
 * earlier pass left reads its tensor and is no write to copy before; 22's
 * to_buffer says so only with read_only. For the run, to_buffer's
 * bufferization table is swapped for one that never writes (the filter's
 * way of changing what a query answers, one_shot_filter.c). */
static bool glue_never_writes(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  MLB_UNUSED(i);
  return false;
}

static const void *swap_to_buffer(MlbContext *ctx, MlbBufferizeIface *mine) {
  const MlbOpDesc *d = mlb_lookup_op(ctx, "bufferization.to_buffer",
                                     strlen("bufferization.to_buffer"));
  const MlbBufferizeIface *orig = d ? d->ifaces[MLB_IFACE_BUFFERIZE] : NULL;
  if (!orig)
    return NULL;
  *mine = *orig;
  mine->writes = glue_never_writes;
  if (mlb_attach_iface(ctx, "bufferization.to_buffer", MLB_IFACE_BUFFERIZE,
                       mine) != MLB_SUCCESS)
    return NULL;
  return orig;
}

MlbStatus mlb_osb_run_partial(MlbContext *ctx, MlbOperation *op,
                              const char *dialect, int64_t alignment) {
  /* Upstream's partial options always let the bufferization dialect in. */
  const char *const dialects[] = {dialect, "bufferization"};
  MlbBufOptions opts = {
      .allow_unknown_ops = true,
      .copy_before_write = true,
      .buffer_alignment = alignment,
      .function_layout = MLB_BUF_LAYOUT_IDENTITY,
      .unknown_layout = MLB_BUF_LAYOUT_IDENTITY,
      .dialects = dialects,
      .num_dialects = strcmp(dialect, "bufferization") ? 2 : 1,
      .sizes_from_buffers = true,
  };
  const MlbBufOptions *bo = &opts;
  MlbBufferizeIface glue;
  const void *orig_glue = swap_to_buffer(ctx, &glue);
  MlbOsbHidden hidden;
  mlb_osb_hide_denied(ctx, bo, op, &hidden);
  MlbOsaOptions ao = {.heuristic = MLB_OSA_BOTTOM_UP,
                      .copy_before_write = true};
  MlbOsa a;
  mlb_osa_run(&a, ctx, op, &ao);
  MlbStatus s = a.failed ? MLB_FAILURE : MLB_SUCCESS;
  if (s == MLB_SUCCESS) {
    MlbPtrMap undefined;
    mlb_ptrmap_init(&undefined);
    MlbBufRewriter br = {ctx,         bo,           {ctx, NULL, NULL},
                         in_place_cb, own_yield_cb, &a,
                         &undefined,  false,        NULL,
                         contents_needed_cb, other_arg_cb, new_buffer_cb,
                         NULL,        NULL};
    s = rewrite_all(&br, op, false, NULL, false);
    if (br.failed)
      s = MLB_FAILURE;
    if (s == MLB_SUCCESS)
      mlb_osb_fold_glue(ctx, op, NULL, NULL);
    mlb_ptrmap_free(&undefined);
  }
  mlb_osa_free(&a);
  mlb_osb_restore_hidden(ctx, &hidden);
  if (orig_glue && mlb_attach_iface(ctx, "bufferization.to_buffer",
                                    MLB_IFACE_BUFFERIZE,
                                    orig_glue) != MLB_SUCCESS)
    MLB_UNREACHABLE("to_buffer's descriptor vanished during a partial pass");
  return s;
}

const MlbPassDef mlb_pass_one_shot_bufferize = {
    .flag = "one-shot-bufferize",
    .name = "OneShotBufferizePass",
    .anchor = "builtin.module",
    .summary = "One-Shot Bufferize",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .run = run_one_shot,
};
