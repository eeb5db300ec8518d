/* scf_bufferize.c - scf-bufferize, MLIR 16's structural conversion of the
 * scf dialect: the tensors a region op of the scf dialect only hands
 * along (its forwarded operands, the arguments of its regions, the
 * operands its terminators forward, its results) become identity-layout
 * buffers, with to_tensor/to_buffer where they meet ops still on tensors
 * (bufferize_convert.h). No buffer is written, copied or allocated: a
 * loop's iter_arg is its init's buffer, a yield hands on the buffer of
 * what it yields. That is sound in the legacy pipeline because every
 * partial pass writes only into buffers it just allocated (copy before
 * write), never into one a tensor shares.
 *
 *   %r = scf.for %i = %a to %b step %c iter_args(%x = %t) -> (tensor<4xf32>) {
 *     %y = "test.op"(%x) : (tensor<4xf32>) -> tensor<4xf32>
 *     scf.yield %y : tensor<4xf32>
 *   }
 *     =>
 *   %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
 *   %1 = scf.for %i = %a to %b step %c iter_args(%x = %0) -> (memref<4xf32>) {
 *     %2 = bufferization.to_tensor %x : memref<4xf32> to tensor<4xf32>
 *     %y = "test.op"(%2) : (tensor<4xf32>) -> tensor<4xf32>
 *     %3 = bufferization.to_buffer %y : tensor<4xf32> to memref<4xf32>
 *     scf.yield %3 : memref<4xf32>
 *   }
 *   %r = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
 *
 * Which values are forwarded is the region-branch interface's answer, so
 * scf.for, scf.if and scf.while (upstream 16's patterns), and also
 * scf.execute_region and scf.index_switch, which forward the same way.
 * An op with a tensor the interface does not account for (scf.forall's
 * shared outputs, scf.parallel) is left alone, as upstream leaves it;
 * finalizing-bufferize then reports the tensors that remain.
 *
 * Requires: nothing.  Preserves: every op but the converted scf ops and
 * their terminators.
 */
#include "rewrite/build.h"
#include "transforms/bufferize_convert.h"
#include "transforms/pass.h"

/* ==== Which tensors the op forwards ==== */
typedef struct Ranges {
  MlbOperation *op;
  const MlbRegionBranchIface *rb;
} Ranges;

static bool in_range(uint32_t i, uint32_t start, uint32_t count) {
  return i >= start && i < start + count;
}

/* Every tensor operand of op is entry operand of some successor. */
static bool operands_forwarded(const Ranges *r) {
  MlbOperation *op = r->op;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    bool found = false;
    for (uint32_t g = 0; g < op->num_regions && !found; g++) {
      uint32_t start = 0, count = 0;
      r->rb->entry_operands(op, (int32_t)g, &start, &count);
      found = in_range(i, start, count);
    }
    if (!found)
      return false;
  }
  return true;
}

static bool inputs_forwarded(const Ranges *r, int32_t to, uint32_t n,
                             MlbValue *(*at)(MlbOperation *, int32_t,
                                             uint32_t)) {
  uint32_t first = 0, count = 0;
  r->rb->successor_inputs(r->op, to, &first, &count);
  for (uint32_t i = 0; i < n; i++)
    if (mlb_type_is_tensor(at(r->op, to, i)->type) &&
        !in_range(i, first, count))
      return false;
  return true;
}

static MlbValue *result_at(MlbOperation *op, int32_t to, uint32_t i) {
  MLB_UNUSED(to);
  return mlb_op_result(op, i);
}

static MlbValue *arg_at(MlbOperation *op, int32_t to, uint32_t i) {
  return op->regions[to].first->args[i];
}

/* Every tensor operand of a region's terminator is forwarded somewhere. */
static bool terminator_forwarded(const Ranges *r, uint32_t g) {
  MlbOperation *term = r->op->regions[g].first->last;
  MlbU32Vec succ = {0};
  r->rb->successors(r->op, (int32_t)g, &succ);
  bool ok = true;
  for (uint32_t i = 0; i < term->num_operands && ok; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(term, i)->type))
      continue;
    bool found = false;
    for (uint32_t k = 0; k < succ.len && !found; k++) {
      uint32_t start = 0, count = 0;
      found = mlb_term_forwarded_operands(term, (int32_t)succ.data[k], &start,
                                          &count) &&
              in_range(i, start, count);
    }
    ok = found;
  }
  mlb_vec_free(&succ);
  return ok;
}

static bool structural(MlbOperation *op, const MlbRegionBranchIface *rb) {
  Ranges r = {op, rb};
  /* An interface that cannot say where values go forwards nothing. */
  if (!rb->entry_operands || !rb->successor_inputs || !rb->successors)
    return false;
  if (!operands_forwarded(&r) ||
      !inputs_forwarded(&r, MLB_REGION_PARENT, op->num_results, result_at))
    return false;
  for (uint32_t g = 0; g < op->num_regions; g++) {
    MlbBlock *b = op->regions[g].first;
    if (!b)
      continue;
    /* One block per region: a region of several blocks carries tensors
     * the interface does not describe. */
    if (b->next || !b->last ||
        !inputs_forwarded(&r, (int32_t)g, b->num_args, arg_at) ||
        !terminator_forwarded(&r, g))
      return false;
  }
  return true;
}

/* ==== Conversion ==== */
static bool has_tensor(MlbOperation *op) {
  if (mlb_buf_has_tensor_value(op))
    return true;
  for (uint32_t g = 0; g < op->num_regions; g++) {
    MlbBlock *b = op->regions[g].first;
    for (uint32_t a = 0; b && a < b->num_args; a++)
      if (mlb_type_is_tensor(b->args[a]->type))
        return true;
    for (uint32_t i = 0; b && b->last && i < b->last->num_operands; i++)
      if (mlb_type_is_tensor(mlb_op_operand(b->last, i)->type))
        return true;
  }
  return false;
}

/* ==== Buffers that die with their region ====
 * A region of an automatic allocation scope (a loop's body) frees the
 * stack buffers allocated in it when it ends. A value it yields whose
 * buffer is one of them (a to_tensor of a memref.alloca made in the body,
 * or a view of one) would outlive its memory: it is yielded as a copy on
 * the heap instead. Upstream 16 yields the buffer itself (its programs
 * did not build tensors on the stack). */
static bool stack_bound(MlbContext *ctx, MlbOperation *scope, MlbValue *v) {
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  bool bound = false;
  for (MlbOperation *d = v->def_op; d && mlb_op_is_ancestor(scope, d);
       d = v->def_op) {
    if (mlb_ptrmap_get(&seen, d))
      break; /* a cycle of views (a graph region): nothing allocated */
    mlb_ptrmap_put(&seen, d, (void *)1);
    const char *res = NULL;
    if (mlb_op_allocates(ctx, d, v, &res)) {
      bound = res == mlb_resource_automatic(ctx);
      break;
    }
    const MlbViewIface *vi = mlb_op_iface(d, MLB_IFACE_VIEW);
    if (vi)
      v = mlb_op_operand(d, vi->source_operand);
    else if (mlb_op_is(d, "bufferization.to_tensor"))
      v = mlb_op_operand(d, 0);
    else
      break;
  }
  mlb_ptrmap_free(&seen);
  return bound;
}

/* Operand i of terminator term, now buffer m, becomes a new heap buffer
 * holding a copy of m. */
static void yield_copy(MlbContext *ctx, MlbOperation *term, uint32_t i) {
  MlbValue *m = mlb_op_operand(term, i);
  MlbBuilder b = {ctx, NULL, NULL};
  mlb_builder_set_before(&b, term);
  mlb_op_set_operand(term, i, mlb_bld_alloc_copy(&b, term->loc, m, m->type));
}

static void convert_terminator(MlbConvert *c, MlbOperation *op,
                               MlbOperation *term) {
  bool scope = mlb_op_has_trait(op, MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE);
  for (uint32_t i = 0; i < term->num_operands; i++) {
    MlbValue *v = mlb_op_operand(term, i);
    bool dies = scope && mlb_type_is_tensor(v->type) &&
                v->type->kind == MLB_TYPE_TENSOR && stack_bound(c->ctx, op, v);
    mlb_convert_operand(c, term, i);
    if (dies)
      yield_copy(c->ctx, term, i);
  }
}

static void convert_op(MlbConvert *c, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    mlb_convert_operand(c, op, i);
  for (uint32_t g = 0; g < op->num_regions; g++) {
    MlbBlock *b = op->regions[g].first;
    if (!b)
      continue;
    for (uint32_t a = 0; a < b->num_args; a++)
      mlb_convert_value(c, b->args[a]);
    convert_terminator(c, op, b->last);
  }
  for (uint32_t r = 0; r < op->num_results; r++)
    mlb_convert_value(c, mlb_op_result(op, r));
}

/* The pass's op filter, as the partial passes' dialect filter: region
 * ops of other dialects (linalg.generic, tensor.generate) own their
 * regions' values in their own ways. */
static bool in_scf(const MlbOperation *op) {
  return !strncmp(op->name, "scf.", 4);
}

static MlbWalkResult list_op(MlbOperation *op, void *user) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (rb && in_scf(op) && has_tensor(op) && structural(op, rb))
    mlb_vec_push((MlbOpVec *)user, op);
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_scf_bufferize(MlbContext *ctx, MlbOperation *op,
                                   const MlbPassOptValue *o, MlbPassState *st) {
  MLB_UNUSED(o);
  MLB_UNUSED(st);
  /* Listed before any change (an op's structure is judged on tensors),
   * inner ops first: an outer op then finds the buffers inner results
   * already are. */
  MlbOpVec ops = {0};
  mlb_walk_post(op, list_op, &ops);
  MlbConvert c;
  mlb_convert_init(&c, ctx);
  for (uint32_t k = 0; k < ops.len; k++)
    convert_op(&c, ops.data[k]);
  mlb_convert_finish(&c);
  mlb_vec_free(&ops);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_scf_bufferize = {
    .flag = "scf-bufferize",
    .name = "SCFBufferizePass",
    .anchor = "any",
    .summary = "Bufferize the scf dialect.",
    .run = run_scf_bufferize,
};
