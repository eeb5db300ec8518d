/* scf_bufferize.c - One-Shot Bufferize of scf.for, scf.while, scf.forall,
 * scf.if, scf.execute_region, scf.index_switch and their terminators.
 *
 * The region ops are rewritten in place: their tensor operands, results
 * and region arguments become buffers (each tensor use reading a
 * to_tensor of them), and their regions' ops are rewritten afterwards as
 * the walk reaches them. A loop carries its inits' buffers; a yield whose
 * value is not the iteration argument's buffer (the analysis says) hands
 * back a copy in a new buffer instead, which keeps every iteration's
 * input intact however the yielded value was made (upstream rejects such
 * loops without allow-return-allocs-from-loops). An scf.if result is the
 * buffer type every branch yields when they agree, else a buffer of fully
 * dynamic layout, so that either branch's buffer casts to it.
 */
#include "dialects/scf/scf_int.h"
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* Memory spaces: buffers handed from one place to another must agree;
 * when they do not, mlir-opt 22's words at the op and "failed to
 * bufferize op" at the terminator. */
static MlbStatus inconsistent_spaces(MlbBufRewriter *br, MlbOperation *op,
                                     MlbOperation *term) {
  if (mlb_op_is(op, "scf.for"))
    mlb_emit_error(br->ctx, op->loc,
                   "'%s' op init_arg and yielded value bufferize to "
                   "inconsistent memory spaces",
                   op->name);
  else if (mlb_op_is(op, "scf.if"))
    mlb_emit_error(br->ctx, op->loc,
                   "inconsistent memory space on then/else branches");
  else if (mlb_op_is(op, "scf.index_switch"))
    mlb_emit_error(br->ctx, op->loc,
                   "inconsistent memory space on switch cases");
  else
    mlb_emit_error(br->ctx, op->loc, "inconsistent memory spaces in buffers "
                                     "provided for reconciliation");
  return mlb_emit_error(br->ctx, term->loc, "failed to bufferize op");
}

/* Does the yield hand back operand i as a copy in a new buffer
 * (forward_bufferize)? */
static bool yield_copies(MlbBufRewriter *br, MlbOperation *yield, uint32_t i) {
  return !br->in_place(br->user, yield, i) ||
         !br->yields_own_buffer(br->user, yield, i);
}

/* Does the yield hand back, as operand i, another iteration argument's
 * buffer (the analysis says)? */
static bool yield_swaps(MlbBufRewriter *br, MlbOperation *yield, uint32_t i) {
  return br->yields_other_arg && br->in_place(br->user, yield, i) &&
         br->yields_other_arg(br->user, yield, i);
}

/* The buffer type of a result written into a copy of its destination
 * (out of place): that copy, a new buffer of identity layout in v's
 * space. NULL for any other value. */
static MlbType *copy_type(MlbBufRewriter *br, MlbValue *v) {
  MlbOperation *d = v->def_op;
  uint32_t first = 0, count = 0;
  if (!d || v->type->kind != MLB_TYPE_TENSOR)
    return NULL;
  mlb_buf_inits(d, &first, &count);
  if (v->index >= count || br->in_place(br->user, d, first + v->index))
    return NULL;
  return mlb_buf_fresh_type(br->ctx, v);
}

/* The buffer type yielded value v will have: an out-of-place result's
 * copy, else as predicted (NULL: unknown). */
static MlbType *yielded_type(MlbBufRewriter *br, MlbValue *v) {
  MlbType *t = copy_type(br, v);
  return t ? t : mlb_buf_predicted_type(br, v);
}

/* The buffer a loop carries for an init `buf`: the init's own type, but
 * the fully dynamic layout when the init has a layout and the yield hands
 * back a buffer of another type -- a copy, or a buffer the trip made (a
 * new buffer has the identity layout, which need not cast to, say, a
 * subview's static offset: random program 1044188) -- or another
 * argument's buffer, whose init may have another layout. Upstream's rule
 * too: init and yielded types that differ give the fully dynamic layout. */
static bool carries_init_type(MlbBufRewriter *br, MlbType *t,
                              MlbOperation *yield, uint32_t yi) {
  if (!mlb_type_is_memref(t) || !yield)
    return true;
  if (!t->u.shaped.layout) {
    /* An identity-layout init keeps its type unless the yield hands back,
     * with no copy, a buffer known to have a layout (a call's result,
     * typed with the fully dynamic one): entering the identity type, it
     * would be copied on every trip, where the fully dynamic layout takes
     * one cast before the loop (a loop calling a function that writes
     * its argument: 17 allocations against upstream's 9, session 33). */
    if (yield_copies(br, yield, yi))
      return true;
    MlbType *y = yielded_type(br, mlb_op_operand(yield, yi));
    return !y || !mlb_type_is_memref(y) || !y->u.shaped.layout;
  }
  return !yield_copies(br, yield, yi) && !yield_swaps(br, yield, yi) &&
         (!br->yields_new_buffer ||
          !br->yields_new_buffer(br->user, yield, yi) ||
          yielded_type(br, mlb_op_operand(yield, yi)) == t);
}

static MlbValue *carried_buffer(MlbBufRewriter *br, MlbOperation *op,
                                MlbValue *buf, MlbType *tensor,
                                MlbOperation *yield, uint32_t yi) {
  if (carries_init_type(br, buf->type, yield, yi))
    return buf;
  MlbType *dyn = mlb_buf_dynamic_type_in(br->ctx, tensor,
                                         buf->type->u.shaped.memspace);
  return mlb_buf_as_type(br, op->loc, buf, dyn, tensor);
}

/* copy-before-write: each yield hands on the buffer its value has, with
 * no copy (the analysis's own yields), so argument k keeps its init's
 * buffer type only when the value handed back has it too -- an argument
 * handed back as another's has that one's -- else it takes the fully
 * dynamic layout, to which any buffer casts (upstream's rule). Types only
 * turn unknown (NULL), so the rounds end. */
static void cbw_arg_types(MlbBufRewriter *br, MlbBlock *body, uint32_t first,
                          uint32_t count, MlbValue *const *inits,
                          MlbType **types) {
  MlbOperation *yield = body->last;
  uint32_t ys = 0, yn = 0;
  for (uint32_t k = 0; k < count; k++)
    types[k] = inits[k] ? inits[k]->type : NULL;
  if (!yield ||
      !mlb_term_forwarded_operands(yield, MLB_REGION_PARENT, &ys, &yn))
    return;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t k = 0; k < count && k < yn; k++) {
      MlbValue *v = mlb_op_operand(yield, ys + k);
      if (!types[k])
        continue;
      bool arg = !v->def_op && v->owner_block == body && v->index >= first &&
                 v->index - first < count;
      MlbType *t = arg ? types[v->index - first] : yielded_type(br, v);
      if (t != types[k]) {
        types[k] = NULL;
        changed = true;
      }
    }
  }
}

static MlbStatus for_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0, first = 0, nargs = 0;
  rb->entry_operands(op, 0, &start, &count);
  rb->successor_inputs(op, 0, &first, &nargs);
  MlbBlock *body = op->regions[0].first;
  MlbBuilder after = {br->ctx, NULL, NULL};
  mlb_builder_set_after(&after, op);
  bool cbw = br->opts->copy_before_write && body;
  MlbValue *inits[count ? count : 1];
  MlbType *types[count ? count : 1];
  for (uint32_t k = 0; cbw && k < count; k++) {
    inits[k] = NULL;
    if (!mlb_type_is_tensor(mlb_op_operand(op, start + k)->type))
      continue;
    mlb_builder_set_before(&br->b, op);
    inits[k] = mlb_buf_get_buffer(br, op, start + k);
  }
  if (cbw)
    cbw_arg_types(br, body, first, count, inits, types);
  for (uint32_t k = 0; k < count; k++) {
    uint32_t i = start + k;
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    mlb_builder_set_before(&br->b, op);
    MlbValue *buf = cbw ? inits[k] : mlb_buf_get_buffer(br, op, i);
    if (cbw && !types[k])
      buf = mlb_buf_as_type(
          br, op->loc, buf,
          mlb_buf_dynamic_type_in(br->ctx, mlb_op_operand(op, i)->type,
                                  buf->type->u.shaped.memspace),
          mlb_op_operand(op, i)->type);
    MlbOperation *yield = body->last;
    uint32_t ys = 0, yn = 0;
    if (yield &&
        mlb_term_forwarded_operands(yield, MLB_REGION_PARENT, &ys, &yn) &&
        k < yn &&
        mlb_buf_expected_memspace(br->ctx, mlb_op_operand(yield, ys + k)) !=
            buf->type->u.shaped.memspace)
      return inconsistent_spaces(br, op, yield);
    if (yield && k < yn)
      buf = carried_buffer(br, op, buf, mlb_op_operand(op, i)->type, yield,
                           ys + k);
    mlb_op_set_operand(op, i, buf);
    mlb_builder_set_start(&br->b, body);
    mlb_buf_retype(br, body->args[first + k], buf->type, op->loc);
    br->b = after;
    mlb_buf_retype(br, mlb_op_result(op, k), buf->type, op->loc);
  }
  return MLB_SUCCESS;
}

/* The memory space of result r of op, as its regions' terminators hand
 * it on; an error when two of them disagree. */
static MlbStatus result_space(MlbBufRewriter *br, MlbOperation *op,
                              uint32_t r, MlbAttr **space) {
  MlbOperation *first = NULL;
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next) {
      MlbOperation *term = b->last;
      MlbUse *u = mlb_term_parent_use(term, r);
      if (!u)
        continue;
      MlbAttr *s = mlb_buf_expected_memspace(br->ctx, u->value);
      if (first && s != *space)
        return inconsistent_spaces(br, op, first);
      if (!first)
        *space = s;
      first = first ? first : term;
    }
  return MLB_SUCCESS;
}

/* The buffer type every terminator hands to result r as it is (in
 * place), when they agree and each is known before the regions are
 * rewritten (mlb_buf_predicted_type); NULL otherwise. */
static MlbType *common_yielded_type_with(MlbBufRewriter *br,
                                         MlbOperation *op, uint32_t r,
                                         MlbBufArgTypeFn arg_type,
                                         void *user) {
  MlbType *common = NULL;
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next) {
      MlbUse *u = mlb_term_parent_use(b->last, r);
      if (!u)
        continue;
      MlbType *t = br->in_place(br->user, u->owner, mlb_use_index(u))
                       ? mlb_buf_predicted_type_with(br, u->value, arg_type,
                                                     user)
                       : NULL;
      if (!t || (common && t != common))
        return NULL;
      common = t;
    }
  return common;
}

static MlbType *common_yielded_type(MlbBufRewriter *br, MlbOperation *op,
                                    uint32_t r) {
  return common_yielded_type_with(br, op, r, NULL, NULL);
}

/* A result takes the buffer type its regions all yield (upstream's rule:
 * equal types stay), else the fully dynamic layout, to which either
 * branch's buffer casts. */
static MlbStatus if_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  mlb_builder_set_after(&br->b, op);
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    if (!mlb_type_is_tensor(res->type))
      continue;
    MlbAttr *space = NULL;
    MLB_TRY(result_space(br, op, r, &space));
    MlbType *t = common_yielded_type(br, op, r);
    mlb_buf_retype(br, res,
                   t ? t : mlb_buf_dynamic_type_in(br->ctx, res->type, space),
                   op->loc);
  }
  return MLB_SUCCESS;
}

/* The buffer type terminator `term` must hand on as its operand k (the
 * k-th forwarded one): the type of what receives it, an argument of the
 * successor region or a result of the parent, rewritten already. */
static MlbType *forwarded_type(MlbOperation *term, uint32_t k) {
  MlbOperation *parent = mlb_op_parent_op(term);
  const MlbRegionBranchIface *rb =
      mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH);
  if (!rb)
    return NULL;
  int32_t from = (int32_t)(term->block->parent - parent->regions);
  MlbU32Vec succ = {0};
  rb->successors(parent, from, &succ);
  MlbType *t = NULL;
  for (uint32_t s = 0; s < succ.len && !t; s++) {
    int32_t to = (int32_t)succ.data[s];
    uint32_t first = 0, count = 0;
    rb->successor_inputs(parent, to, &first, &count);
    if (k >= count)
      continue;
    if (to == MLB_REGION_PARENT)
      t = mlb_op_result(parent, first + k)->type;
    else if (parent->regions[to].first)
      t = parent->regions[to].first->args[first + k]->type;
  }
  mlb_vec_free(&succ);
  return t && mlb_type_is_memref(t) ? t : NULL;
}

/* Does buffer `buf` cast to type `want` whatever its layout: the same
 * type, or the fully dynamic layout of tensor type `tensor` in buf's
 * memory space? */
static bool casts_to(MlbBufRewriter *br, MlbValue *buf, MlbType *want,
                     MlbType *tensor) {
  if (buf->type == want)
    return true;
  if (buf->type->kind != MLB_TYPE_MEMREF || want->kind != MLB_TYPE_MEMREF ||
      buf->type->u.shaped.memspace != want->u.shaped.memspace)
    return false;
  return want == mlb_buf_dynamic_type_in(br->ctx, tensor,
                                         want->u.shaped.memspace);
}

/* Forwarded tensor operands become buffers of the receivers' types. An
 * operand the analysis put out of place, or in a loop a value that is not
 * the iteration argument's own buffer, is handed on as a copy in a new
 * buffer. */
static MlbStatus forward_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbOperation *parent = mlb_op_parent_op(op);
  const MlbRegionBranchIface *rb =
      mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0;
  if (!rb || !mlb_term_forwarded_operands(op, MLB_REGION_PARENT, &start,
                                          &count))
    return MLB_SUCCESS;
  bool loop = rb->is_loop;
  for (uint32_t k = 0; k < count; k++) {
    uint32_t i = start + k;
    MlbValue *v = mlb_op_operand(op, i);
    MlbType *want = forwarded_type(op, k);
    if (!mlb_type_is_tensor(v->type) || !want)
      continue;
    /* Out of place (the analysis saw a conflict through the receiver),
     * or in a loop not the iteration argument's own buffer: a copy. */
    bool own = br->in_place(br->user, op, i) &&
               (!loop || br->yields_own_buffer(br->user, op, i));
    MlbValue *buf = mlb_buf_lookup(br, v);
    /* Another argument's buffer, of a layout that cannot cast to the
     * receiver's safely: a copy (as distinct a buffer). */
    if (own && loop && yield_swaps(br, op, i) && !casts_to(br, buf, want, v->type))
      own = false;
    if (!own) {
      MlbValue *fresh = mlb_buf_alloc(br, op->loc, v->type, v, NULL);
      mlb_buf_copy(br, op->loc, buf, fresh);
      buf = fresh;
    }
    mlb_op_set_operand(op, i,
                       mlb_buf_as_type(br, op->loc, buf, want, v->type));
  }
  return MLB_SUCCESS;
}

/* The condition op ending the first region, and where its forwarded
 * operands start; NULL when the region is not a single block so ended. */
static MlbOperation *while_condition(MlbOperation *op, uint32_t *start,
                                     uint32_t *count) {
  MlbBlock *before = op->num_regions ? op->regions[0].first : NULL;
  MlbOperation *cond = before && !before->next ? before->last : NULL;
  if (!cond || !mlb_term_forwarded_operands(cond, MLB_REGION_PARENT, start,
                                            count))
    return NULL;
  return cond;
}

/* The buffer types of an scf.while's region arguments: before[a] for the
 * first region's (one per init), after[a] for the second region's and
 * the results (one per value the condition forwards). NULL: unknown. */
typedef struct WhileTypes {
  MlbType **before, **after;
  uint32_t nbefore, nafter;
} WhileTypes;

/* What while_value_type asks about arguments. */
typedef struct WhileArgs {
  MlbOperation *op;
  const WhileTypes *wt;
} WhileArgs;

/* The type of a region argument of the while: as wt says; NULL for any
 * other block's argument (unknown). */
static MlbType *while_arg_type(void *user, MlbValue *v) {
  const WhileArgs *w = user;
  MlbOperation *op = w->op;
  if (v->owner_block && v->owner_block == op->regions[0].first)
    return v->index < w->wt->nbefore ? w->wt->before[v->index] : NULL;
  if (v->owner_block && v->owner_block == op->regions[1].first)
    return v->index < w->wt->nafter ? w->wt->after[v->index] : NULL;
  return NULL;
}

/* The buffer type value v of op's regions will have: predicted
 * (mlb_buf_predicted_type), through in-place steps back to a region
 * argument of the while, whose type wt says (random program 1302266: a
 * linalg.map writing the after region's argument in place, yielded; its
 * type unknown made the loop's buffers fully dynamic, and the function's
 * result and a cf block argument after it, where upstream keeps the
 * identity layout). */
static MlbType *while_value_type(MlbBufRewriter *br, MlbOperation *op,
                                 const WhileTypes *wt, MlbValue *v) {
  if (br->opts->copy_before_write) {
    MlbType *t = copy_type(br, v);
    if (t)
      return t;
  }
  WhileArgs w = {op, wt};
  return mlb_buf_predicted_type_with(br, v, while_arg_type, &w);
}

/* The type the second region's terminator hands back as operand k
 * (forward_bufferize): a copy has the new buffer's identity layout in
 * its value's space, else the value's own buffer type. */
static MlbType *while_yielded_type(MlbBufRewriter *br, MlbOperation *op,
                                   const WhileTypes *wt, MlbOperation *yield,
                                   uint32_t i) {
  MlbValue *v = mlb_op_operand(yield, i);
  if (v->type->kind != MLB_TYPE_TENSOR)
    return NULL;
  if (!yield_copies(br, yield, i))
    return while_value_type(br, op, wt, v);
  return mlb_buf_fresh_type(br->ctx, v);
}

/* Upstream's rule for loop arguments: an argument keeps its init's buffer
 * type when the value the loop hands back to it has that type too (the
 * condition's types follow from the arguments'), else it is unknown and
 * takes the fully dynamic layout, to which any buffer casts. Types only
 * turn unknown, so the rounds end. Every type left is exact: each buffer
 * reaching an argument has it, and no cast or copy is needed. */
static void while_types(MlbBufRewriter *br, MlbOperation *op,
                        MlbType *const *init_types, WhileTypes *wt) {
  MlbBlock *before = op->regions[0].first, *after = op->regions[1].first;
  uint32_t cs = 0, cn = 0, ys = 0, yn = 0;
  MlbOperation *cond = while_condition(op, &cs, &cn);
  MlbOperation *yield = after && !after->next ? after->last : NULL;
  if (!cond || !yield ||
      !mlb_term_forwarded_operands(yield, 0, &ys, &yn) ||
      before->num_args != wt->nbefore || after->num_args != wt->nafter ||
      cn != wt->nafter || yn != wt->nbefore)
    return;
  for (uint32_t a = 0; a < wt->nbefore; a++)
    wt->before[a] = init_types[a];
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t j = 0; j < wt->nafter; j++) {
      MlbValue *v = mlb_op_operand(cond, cs + j);
      wt->after[j] = mlb_type_is_tensor(v->type) &&
                             br->in_place(br->user, cond, cs + j)
                         ? while_value_type(br, op, wt, v)
                         : NULL;
    }
    for (uint32_t k = 0; k < wt->nbefore; k++)
      if (wt->before[k] &&
          while_yielded_type(br, op, wt, yield, ys + k) != wt->before[k]) {
        wt->before[k] = NULL;
        changed = true;
      }
  }
}

/* scf.while: inits become buffers; both regions' arguments and the
 * results take the types while_types finds, else the fully dynamic
 * layout, so that whatever buffer a terminator hands on casts to them. */
static MlbStatus while_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbContext *ctx = br->ctx;
  uint32_t nin = op->num_operands, nres = op->num_results;
  MlbValue *inits[nin ? nin : 1];
  MlbType *init_t[nin ? nin : 1];
  MlbType *before_t[nin ? nin : 1], *after_t[nres ? nres : 1];
  for (uint32_t i = 0; i < nin; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    inits[i] = NULL;
    init_t[i] = before_t[i] = NULL;
    if (!mlb_type_is_tensor(v->type))
      continue;
    mlb_builder_set_before(&br->b, op);
    inits[i] = mlb_buf_get_buffer(br, op, i);
    init_t[i] = inits[i]->type;
  }
  for (uint32_t r = 0; r < nres; r++)
    after_t[r] = NULL;
  WhileTypes wt = {before_t, after_t, nin, nres};
  if (op->num_regions == 2)
    while_types(br, op, init_t, &wt);
  for (uint32_t i = 0; i < nin; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (!inits[i])
      continue;
    MlbType *t = before_t[i] ? before_t[i]
                             : mlb_buf_dynamic_type_in(
                                   ctx, v->type, mlb_buf_memspace(br, v));
    mlb_builder_set_before(&br->b, op);
    mlb_op_set_operand(op, i,
                       mlb_buf_as_type(br, op->loc, inits[i], t, v->type));
  }
  /* Unknown types: the before region's arguments take the inits' memory
   * spaces, the after region's arguments and the results those of the
   * values the condition forwards. */
  uint32_t cs = 0, cn = 0;
  MlbOperation *cond = while_condition(op, &cs, &cn);
  if (!cond)
    cn = 0;
  for (uint32_t k = 0; k < nres; k++) {
    MlbValue *res = mlb_op_result(op, k);
    if (after_t[k] || !mlb_type_is_tensor(res->type))
      continue;
    MlbAttr *space = k < cn ? mlb_buf_expected_memspace(
                                  ctx, mlb_op_operand(cond, cs + k))
                            : NULL;
    after_t[k] = mlb_buf_dynamic_type_in(ctx, res->type, space);
  }
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *b = op->regions[r].first;
    for (uint32_t a = 0; b && a < b->num_args; a++) {
      MlbValue *arg = b->args[a];
      if (!mlb_type_is_tensor(arg->type))
        continue;
      MlbType *t = r == 0 && a < nin ? before_t[a]
                   : r == 1 && a < nres ? after_t[a]
                                        : NULL;
      if (!t)
        t = mlb_buf_dynamic_type_in(ctx, arg->type,
                                    mlb_buf_expected_memspace(ctx, arg));
      mlb_builder_set_start(&br->b, b);
      mlb_buf_retype(br, arg, t, op->loc);
    }
  }
  mlb_builder_set_after(&br->b, op);
  for (uint32_t r = 0; r < nres; r++) {
    MlbValue *res = mlb_op_result(op, r);
    if (mlb_type_is_tensor(res->type))
      mlb_buf_retype(br, res, after_t[r], op->loc);
  }
  return MLB_SUCCESS;
}

/* scf.condition forwards all operands but the condition, to the after
 * region and to the results. */
static MlbStatus condition_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbOperation *parent = mlb_op_parent_op(op);
  for (uint32_t i = 1; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (!mlb_type_is_tensor(v->type) || i - 1 >= parent->num_results)
      continue;
    MlbType *want = mlb_op_result(parent, i - 1)->type;
    MlbValue *buf = mlb_buf_get_buffer(br, op, i);
    mlb_op_set_operand(op, i,
                       mlb_buf_as_type(br, op->loc, buf, want, v->type));
  }
  return MLB_SUCCESS;
}

/* ==== scf.forall ====
 * Shared outs (operand segment 3) are the loop's buffers: out k becomes
 * body argument (number of induction variables + k) and result k. The
 * tiles are written by tensor.parallel_insert_slice in the in_parallel
 * terminator (tensor_bufferize_slices.c). */
static bool forall_outs(MlbOperation *op, uint32_t *start, uint32_t *n) {
  return mlb_iface_operand_segment(op, 3, start, n);
}

static int32_t forall_entry_arg(MlbOperation *op, uint32_t i) {
  uint32_t start = 0, n = 0;
  MlbBlock *body = op->regions[0].first;
  if (!forall_outs(op, &start, &n) || i < start || i >= start + n || !body ||
      body->num_args < n)
    return -1;
  return (int32_t)(body->num_args - n + (i - start));
}

static uint32_t forall_aliases(MlbOperation *op, uint32_t i,
                               MlbBufAlias *out) {
  uint32_t start = 0, n = 0;
  if (!forall_outs(op, &start, &n) || i < start || i >= start + n)
    return 0;
  out[0] = (MlbBufAlias){i - start, MLB_BUF_EQUIVALENT, true};
  return 1;
}

static bool forall_writes(MlbOperation *op, uint32_t i) {
  return forall_aliases(op, i, &(MlbBufAlias){0}) != 0;
}

/* A forall whose every dimension has one trip runs its body once: not a
 * repeated (nor parallel) region, as upstream's model says. */
static bool forall_repeats(MlbOperation *op, uint32_t r) {
  MLB_UNUSED(r);
  return !mlb_scf_forall_single_trip(op);
}

/* The properties of op with operandSegmentSizes' last entry (the shared
 * outs) set to 0. */
static void props_without_outs(MlbContext *ctx, MlbOperation *op,
                               MlbOpState *st) {
  MlbAttr *p = op->props;
  for (uint32_t k = 0; p && k < p->u.dict.n; k++) {
    MlbNamedAttr na = p->u.dict.entries[k];
    if (strcmp(na.name, "operandSegmentSizes") == 0 &&
        na.value->kind == MLB_ATTR_DENSE_ARRAY && na.value->u.darray.n == 4) {
      int64_t seg[4];
      memcpy(seg, na.value->u.darray.ivals, sizeof seg);
      seg[3] = 0;
      na.value = mlb_attr_dense_int_array(ctx, ctx->t_i32, 4, seg);
    }
    mlb_vec_push(&st->props, na);
  }
}

/* On buffers a forall has no shared outs and no results: a new forall
 * without them takes the body, where the outs' arguments become
 * to_tensor of their buffers, and the results are those buffers. */
static MlbStatus forall_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbContext *ctx = br->ctx;
  uint32_t start = 0, n = 0;
  MlbBlock *body = op->regions[0].first;
  if (!forall_outs(op, &start, &n) || !body || body->num_args < n ||
      op->num_results != n)
    return mlb_emit_error(ctx, op->loc, "op was not bufferized");
  MlbValue *bufs[n ? n : 1];
  for (uint32_t k = 0; k < n; k++)
    bufs[k] = mlb_buf_get_buffer(br, op, start + k);
  uint32_t first_out = body->num_args - n;
  for (uint32_t k = 0; k < n; k++) {
    MlbValue *arg = body->args[first_out + k];
    MlbBuilder in = {ctx, body, body->first};
    MlbValue *t = mlb_op_result(
        mlb_bld_op(&in, "bufferization.to_tensor", op->loc, 1, &bufs[k], 1,
                   &arg->type),
        0);
    mlb_value_replace_all_uses(arg, t);
  }
  while (body->num_args > first_out)
    mlb_block_erase_arg(body, body->num_args - 1);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, op->name, op->loc);
  for (uint32_t i = 0; i < start; i++)
    mlb_vec_push(&st.operands, mlb_op_operand(op, i));
  props_without_outs(ctx, op, &st);
  MlbRegion *r = mlb_region_new(ctx);
  mlb_region_remove_block(body);
  mlb_region_push_block(r, body);
  mlb_vec_push(&st.regions, r);
  mlb_builder_set_before(&br->b, op);
  mlb_builder_insert(&br->b, &st);
  mlb_buf_replace_op(br, op, bufs);
  return MLB_SUCCESS;
}

/* scf.for's inits are read and, conservatively, written (upstream's
 * answer too); result k and iteration argument k hold init k's buffer. */
static uint32_t for_aliases(MlbOperation *op, uint32_t i, MlbBufAlias *out) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0;
  rb->entry_operands(op, 0, &start, &count);
  if (i < start || i >= start + count)
    return 0;
  out[0] = (MlbBufAlias){i - start, MLB_BUF_MAY_ALIAS, true};
  return 1;
}

static bool for_writes(MlbOperation *op, uint32_t i) {
  return for_aliases(op, i, &(MlbBufAlias){0}) != 0;
}

/* Can the loop make no trip? Only constant bounds with lb < ub prove a
 * trip (an unsigned comparison is not looked at). */
static bool for_may_skip(MlbOperation *op) {
  int64_t lb = 0, ub = 0;
  return mlb_op_get_attr(op, "unsignedCmp") ||
         !mlb_scf_constant_int(mlb_op_operand(op, 0), &lb) ||
         !mlb_scf_constant_int(mlb_op_operand(op, 1), &ub) || lb >= ub;
}

/* An init is read when the loop may make no trip (its result is then the
 * init as it came in: random program 7060025, a loop yielding an outer
 * tensor, its init an insert whose store was left out as unread) or the
 * body reads its iteration argument; else an out-of-place init needs a
 * buffer but no copy (upstream's answer, mayHaveZeroIterations too). */
static bool for_reads_given(MlbOperation *op, uint32_t i,
                            bool (*value_read)(void *state, MlbValue *v),
                            void *state) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0, first = 0, nargs = 0;
  rb->entry_operands(op, 0, &start, &count);
  rb->successor_inputs(op, 0, &first, &nargs);
  MlbBlock *body = op->regions[0].first;
  if (i < start || i >= start + count || !body ||
      first + (i - start) >= body->num_args || for_may_skip(op))
    return true;
  return value_read(state, body->args[first + (i - start)]);
}

static bool interface_value_read(void *state, MlbValue *v) {
  (void)state;
  return mlb_buf_value_read(v);
}

static bool for_reads(MlbOperation *op, uint32_t i) {
  return for_reads_given(op, i, interface_value_read, NULL);
}

/* Init i may be result i's buffer, and the buffer of every result the
 * condition hands the first region's argument i to (a loop forwarding
 * its arguments crosswise: result k is init i's buffer when the loop
 * makes no trip, and the buffer argument i holds after each trip). */
static uint32_t while_aliases(MlbOperation *op, uint32_t i,
                              MlbBufAlias *out) {
  uint32_t n = 0;
  if (i < op->num_results && mlb_type_is_tensor(mlb_op_result(op, i)->type))
    out[n++] = (MlbBufAlias){i, MLB_BUF_MAY_ALIAS, false};
  uint32_t start = 0, count = 0;
  MlbOperation *cond = while_condition(op, &start, &count);
  MlbBlock *before = cond ? op->regions[0].first : NULL;
  if (!before || i >= before->num_args || n == 0)
    return n;
  for (uint32_t k = 0; k < count && k < op->num_results; k++)
    if (k != i && start + k < cond->num_operands &&
        mlb_op_operand(cond, start + k) == before->args[i] &&
        mlb_type_is_tensor(mlb_op_result(op, k)->type))
      out[n++] = (MlbBufAlias){k, MLB_BUF_MAY_ALIAS, false};
  return n;
}

static bool while_writes(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(op);
  MLB_UNUSED(i);
  return true;
}

/* ==== Predicted result types ====
 * What the rewrites above will give a result, found before anything is
 * rewritten (`predicted_result_type`): a cf block argument a loop's or
 * an scf.if's result reaches then keeps the identity layout as upstream's
 * does, instead of the fully dynamic one whose casts hide from the
 * deallocation pipeline that the block argument is that buffer (random
 * program 6851139: its deallocs then grew past the lowering's inline
 * limit). Each follows its rewrite's rule on predicted inits; a
 * prediction that misses costs a cast or a copy, never correctness. */

/* The type operand i's buffer will have: its value's, predicted, in
 * place; a new buffer's out of place (mlb_buf_get_buffer). */
static MlbType *predicted_operand_type(MlbBufRewriter *br, MlbOperation *op,
                                       uint32_t i, MlbBufArgTypeFn arg_type,
                                       void *user) {
  MlbValue *v = mlb_op_operand(op, i);
  if (!mlb_type_is_tensor(v->type))
    return NULL;
  if (!br->in_place(br->user, op, i))
    return mlb_buf_fresh_type(br->ctx, v);
  return mlb_buf_predicted_type_with(br, v, arg_type, user);
}

/* for_bufferize: the init's type, or the fully dynamic layout when the
 * carried buffer cannot keep it (carried_buffer). copy-before-write's
 * rounds are not predicted. */
static MlbType *for_predicted_result(MlbBufRewriter *br, MlbOperation *op,
                                     uint32_t r, MlbBufArgTypeFn arg_type,
                                     void *user) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  uint32_t start = 0, count = 0, ys = 0, yn = 0;
  MlbBlock *body = op->regions[0].first;
  if (br->opts->copy_before_write || !rb || !body)
    return NULL;
  rb->entry_operands(op, 0, &start, &count);
  if (r >= count)
    return NULL;
  MlbType *t = predicted_operand_type(br, op, start + r, arg_type, user);
  MlbOperation *yield = body->last;
  if (!t || !yield ||
      !mlb_term_forwarded_operands(yield, MLB_REGION_PARENT, &ys, &yn) ||
      r >= yn || carries_init_type(br, t, yield, ys + r))
    return t;
  return mlb_buf_dynamic_type_in(br->ctx, mlb_op_operand(op, start + r)->type,
                                 t->u.shaped.memspace);
}

/* while_bufferize: while_types on the predicted inits; a result of
 * unknown type takes the fully dynamic layout in the space of what the
 * condition forwards. Unknown when an init is. */
static MlbType *while_predicted_result(MlbBufRewriter *br, MlbOperation *op,
                                       uint32_t r, MlbBufArgTypeFn arg_type,
                                       void *user) {
  uint32_t nin = op->num_operands, nres = op->num_results;
  if (op->num_regions != 2 || r >= nres ||
      !mlb_type_is_tensor(mlb_op_result(op, r)->type))
    return NULL;
  MlbType *init_t[nin ? nin : 1];
  MlbType *before_t[nin ? nin : 1], *after_t[nres ? nres : 1];
  for (uint32_t i = 0; i < nin; i++) {
    before_t[i] = NULL;
    init_t[i] = predicted_operand_type(br, op, i, arg_type, user);
    if (!init_t[i] && mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      return NULL;
  }
  for (uint32_t k = 0; k < nres; k++)
    after_t[k] = NULL;
  WhileTypes wt = {before_t, after_t, nin, nres};
  while_types(br, op, init_t, &wt);
  if (after_t[r])
    return after_t[r];
  uint32_t cs = 0, cn = 0;
  MlbOperation *cond = while_condition(op, &cs, &cn);
  MlbAttr *space =
      cond && r < cn
          ? mlb_buf_expected_memspace(br->ctx, mlb_op_operand(cond, cs + r))
          : NULL;
  return mlb_buf_dynamic_type_in(br->ctx, mlb_op_result(op, r)->type, space);
}

/* if_bufferize: the type every region yields, else the fully dynamic
 * layout in their common space (unknown when the spaces differ: the
 * rewrite fails there). */
static MlbType *if_predicted_result(MlbBufRewriter *br, MlbOperation *op,
                                    uint32_t r, MlbBufArgTypeFn arg_type,
                                    void *user) {
  MlbValue *res = r < op->num_results ? mlb_op_result(op, r) : NULL;
  if (!res || !mlb_type_is_tensor(res->type))
    return NULL;
  MlbType *t = common_yielded_type_with(br, op, r, arg_type, user);
  if (t)
    return t;
  MlbAttr *space = NULL;
  bool first = true;
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next) {
      MlbUse *u = mlb_term_parent_use(b->last, r);
      if (!u)
        continue;
      MlbAttr *s = mlb_buf_expected_memspace(br->ctx, u->value);
      if (!first && s != space)
        return NULL;
      space = s;
      first = false;
    }
  return mlb_buf_dynamic_type_in(br->ctx, res->type, space);
}

static const MlbBufferizeIface k_for = {.flags = MLB_BUF_REPETITIVE,
                                        .reads = for_reads,
                                        .reads_given = for_reads_given,
                                        .writes = for_writes,
                                        .aliases = for_aliases,
                                        .predicted_result_type =
                                            for_predicted_result,
                                        .bufferize = for_bufferize};
/* scf.if has no tensor operands; its results alias what its regions
 * yield (the analysis follows the yields). */
static const MlbBufferizeIface k_if = {
    .predicted_result_type = if_predicted_result, .bufferize = if_bufferize};
/* A yield of a region that runs at most once per run of its parent
 * (scf.if, index_switch, execute_region) hands the parent its own buffer:
 * decided in place before any other operand (upstream's
 * mustBufferizeInPlace), so that a later write into the parent's result
 * goes out of place when it must -- an allocation there costs no more
 * than the copy a yield out of place makes in every branch, and often
 * less (a fill needs no copy). A loop's yield is left to the analysis:
 * the loop's rewrite copies what is not the iteration argument's buffer. */
static bool yield_must_in_place(MlbOperation *op, uint32_t i) {
  MLB_UNUSED(i);
  MlbOperation *parent = mlb_op_parent_op(op);
  const MlbRegionBranchIface *rb =
      parent ? mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH) : NULL;
  return rb && !rb->is_loop;
}

/* A yield reads what it hands on; the analysis makes it alias the
 * parent's results (or the loop's iteration arguments). */
static const MlbBufferizeIface k_yield = {
    .flags = MLB_BUF_FORWARD_COPIES,
    .must_in_place = yield_must_in_place,
    .bufferize = forward_bufferize};
/* scf.while's inits are read and written as scf.for's; its results may
 * be its inits' buffers. */
static const MlbBufferizeIface k_while = {.flags = MLB_BUF_REPETITIVE,
                                          .writes = while_writes,
                                          .aliases = while_aliases,
                                          .predicted_result_type =
                                              while_predicted_result,
                                          .bufferize = while_bufferize};
static const MlbBufferizeIface k_condition = {
    .bufferize = condition_bufferize};

/* The iterations run in parallel; each writes its tiles of the shared
 * outs. */
static const MlbBufferizeIface k_forall = {
    .flags = MLB_BUF_REPETITIVE | MLB_BUF_PARALLEL,
    .writes = forall_writes,
    .aliases = forall_aliases,
    .entry_arg = forall_entry_arg,
    .repeats = forall_repeats,
    .bufferize = forall_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"scf.forall", MLB_IFACE_BUFFERIZE, &k_forall},
    {"scf.for", MLB_IFACE_BUFFERIZE, &k_for},
    {"scf.if", MLB_IFACE_BUFFERIZE, &k_if},
    {"scf.execute_region", MLB_IFACE_BUFFERIZE, &k_if},
    {"scf.index_switch", MLB_IFACE_BUFFERIZE, &k_if},
    {"scf.yield", MLB_IFACE_BUFFERIZE, &k_yield},
    {"scf.while", MLB_IFACE_BUFFERIZE, &k_while},
    {"scf.condition", MLB_IFACE_BUFFERIZE, &k_condition},
};

void mlb_register_scf_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
