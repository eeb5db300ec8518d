/* ownership_dealloc_block.c - deallocation of one block: what it owns on
 * entry, then every op in order, dispatched on its interfaces as
 * upstream's handleAllInterfaces does (memory effects, region branching,
 * calls, branches, region terminators; all that apply, in that order).
 *
 * On entry:
 *   - buffers live into the block from another block of its region keep
 *     the ownership they had at the end of their defining block, and the
 *     block becomes responsible for them;
 *   - buffers captured from an enclosing region are never owned;
 *   - buffer arguments of a function entry (and of regions of ops that
 *     cannot pass ownership) are not owned; any other buffer argument gets
 *     an i1 ownership argument appended to the block:
 *
 *     ^bb1(%m: memref<2xf32>):      ^bb1(%m: memref<2xf32>, %own: i1):
 */
#include "transforms/ownership_dealloc.h"

static MlbAttr *value_loc(MlbContext *ctx, MlbValue *v) {
  if (v->def_op)
    return v->def_op->loc;
  return v->loc ? v->loc : mlb_loc_unknown(ctx);
}

static bool region_is_proper_ancestor(MlbRegion *anc, MlbRegion *r) {
  while (r && r->parent) {
    r = mlb_op_parent_region(r->parent);
    if (r == anc)
      return true;
  }
  return false;
}

bool od_block_takes_ownership(OdFunc *f, MlbBlock *b) {
  if (!mlb_block_is_entry(b))
    return true;
  MlbOperation *parent = mlb_block_parent_op(b);
  if (!parent || mlb_op_is_function(parent))
    return false;
  return mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH) &&
         od_threadable(f->m, parent);
}

/* ==== Entry of a block ==== */

static void take_live_ins(OdFunc *f, MlbBlock *b, MlbBuilder *bld) {
  MlbValueVec live;
  od_vec_take(f->m, &live);
  od_live_in(f, b, &live);
  for (uint32_t i = 0; i < live.len; i++) {
    MlbValue *v = live.data[i];
    MlbBlock *vb = mlb_value_parent_block(v);
    if (vb->parent == b->parent) {
      od_update(f, v, od_get(f, v, vb), b);
      od_add_memref(f, v, b);
    } else if (region_is_proper_ancestor(vb->parent, b->parent)) {
      MlbValue *no = od_bool(f->m, bld, value_loc(f->ctx, v), false);
      od_update(f, v, od_own_unique(no), b);
    }
  }
  od_vec_give(f->m, &live);
}

static void take_arguments(OdFunc *f, MlbBlock *b, MlbBuilder *bld) {
  bool dynamic = od_block_takes_ownership(f, b);
  uint32_t n = b->num_args;
  mlb_ptrmap_put(&f->nargs, b, (void *)(uintptr_t)(n + 1));
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *arg = b->args[i];
    if (!od_is_buffer(f->m, arg))
      continue;
    MlbAttr *loc = value_loc(f->ctx, arg);
    MlbValue *own = dynamic ? mlb_block_add_arg(f->ctx, b, f->m->i1, loc)
                            : od_bool(f->m, bld, loc, false);
    od_update(f, arg, od_own_unique(own), NULL);
    od_add_memref(f, arg, b);
  }
}

/* ==== Memory effects ====
 *   %a = memref.alloc()     ownership(%a) := true, deallocate %a here
 *   %s = memref.alloca()    ownership(%s) := false (automatic)
 * An allocation managed by hand (or marked bufferization.manual_
 * deallocation) is not owned. A free marked manual_deallocation gets
 * upstream's run-time check that the block does not own the buffer. */

static bool has_manual_attr(MlbOperation *op) {
  return mlb_op_get_attr(op, "bufferization.manual_deallocation") != NULL;
}

bool od_owns_allocation(OdModule *m, MlbOperation *op, const char *resource) {
  return resource != m->res_automatic && !has_manual_attr(op);
}

static void check_manual_free(OdFunc *f, MlbOperation *op, MlbValue *x) {
  OdOwn o = od_get(f, x, op->block);
  if (o.kind != OD_UNIQUE)
    return;
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbValue *t = od_bool(f->m, &b, op->loc, true);
  MlbValue *inv = mlb_bld_binary(&b, op->loc, "arith.xori", o.ind, t);
  MlbOpState st;
  mlb_opstate_init(&st, f->ctx, "cf.assert", op->loc);
  mlb_vec_push(&st.operands, inv);
  const char *msg = "expected that the block does not have ownership";
  mlb_opstate_add_prop(&st, "msg",
                       mlb_attr_string(f->ctx, msg, strlen(msg), NULL));
  mlb_builder_insert(&b, &st);
}

static const MlbEffect *effect_on(const MlbEffectVec *fx, MlbEffectKind k,
                                  const MlbValue *v) {
  for (uint32_t i = 0; i < fx->len; i++)
    if (fx->data[i].kind == k && fx->data[i].value == v)
      return &fx->data[i];
  return NULL;
}

/* A realloc-like op freeing, through an operand, a buffer that may be
 * its own result r (a loop carries it back). */
static bool frees_own_result(OdModule *m, const MlbEffectVec *fx,
                             MlbValue *r) {
  uint32_t id = mlb_alias_id(&m->alias, od_original(m, r));
  for (uint32_t i = 0; id != UINT32_MAX && i < fx->len; i++) {
    if (fx->data[i].kind != MLB_EFFECT_FREE || !fx->data[i].value)
      continue;
    uint32_t n = 0;
    const uint32_t *org = mlb_alias_origins(
        &m->alias, od_original(m, fx->data[i].value), &n);
    for (uint32_t k = 0; k < n; k++)
      if (org[k] == id)
        return true;
  }
  return false;
}

static void handle_effects(OdFunc *f, MlbOperation *op,
                           const MlbEffectVec *fx) {
  OdModule *m = f->m;
  MlbBlock *blk = op->block;
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_start(&b, blk);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *x = mlb_op_operand(op, i);
    if (od_is_buffer(m, x) && effect_on(fx, MLB_EFFECT_FREE, x) &&
        has_manual_attr(op))
      check_manual_free(f, op, x);
  }
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    const MlbEffect *e = effect_on(fx, MLB_EFFECT_ALLOCATE, r);
    if (!od_is_buffer(m, r) || !e)
      continue;
    bool ownable = od_owns_allocation(m, op, e->resource);
    if (!ownable || od_hand_managed(m, r)) {
      if (ownable && frees_own_result(m, fx, r))
        od_remark(m, op, "ownership-based deallocation: this op frees a "
                         "buffer it may have made itself (a loop carrying "
                         "it): its result is managed by hand and the last "
                         "one is not freed; expand it first (expand-realloc"
                         "{emit-deallocs=false}, as "
                         "--buffer-deallocation-pipeline does)");
      od_reset(f, r, blk);
      od_update(f, r, od_own_unique(od_bool(f->m, &b, op->loc, false)), NULL);
      continue;
    }
    od_update(f, r, od_own_unique(od_bool(f->m, &b, op->loc, true)), NULL);
    od_add_memref(f, r, blk);
    m->stats[OD_STAT_ALLOCS]++;
  }
}

/* An op with unknown effects may free what it receives (those buffers
 * are managed by hand, see the facts) and may return anything: its
 * buffer results are not owned. */
static void handle_unknown(OdFunc *f, MlbOperation *op) {
  bool buffers = false;
  for (uint32_t i = 0; i < op->num_operands && !buffers; i++)
    buffers = od_is_buffer(f->m, mlb_op_operand(op, i));
  for (uint32_t i = 0; i < op->num_results && !buffers; i++)
    buffers = od_is_buffer(f->m, mlb_op_result(op, i));
  if (!buffers)
    return;
  od_remark(f->m, op,
            "ownership-based deallocation: memory effects unknown: the "
            "buffers this op receives are left to it, its buffer results "
            "are not owned");
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, op);
  MlbValue *no = NULL;
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (!od_is_buffer(f->m, r))
      continue;
    if (!no)
      no = od_bool(f->m, &b, op->loc, false);
    od_reset(f, r, op->block);
    od_update(f, r, od_own_unique(no), op->block);
  }
}

/* ==== Remaining results ====
 * A result no handler gave an ownership may alias any buffer operand:
 * it takes their joined ownership, or false when there is none
 * (memref.get_global). */
void od_populate_remaining(OdFunc *f, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (!od_is_buffer(f->m, r) || od_get(f, r, op->block).kind != OD_UNINIT)
      continue;
    for (uint32_t j = 0; j < op->num_operands; j++) {
      MlbValue *x = mlb_op_operand(op, j);
      if (od_is_buffer(f->m, x))
        od_update(f, r, od_get(f, x, mlb_value_parent_block(x)), op->block);
    }
    if (od_get(f, r, op->block).kind == OD_UNINIT) {
      MlbBuilder b = {f->ctx, NULL, NULL};
      mlb_builder_set_before(&b, op);
      od_update(f, r, od_own_unique(od_bool(f->m, &b, op->loc, false)), op->block);
    }
  }
}

/* ==== Dispatch ==== */

/* The last op of its block, and a terminator or an op the pass cannot
 * see into (an unknown op ending a block may well be a terminator). */
static bool is_block_terminator(MlbOperation *op) {
  return !op->next && (mlb_op_is_terminator(op) || !op->desc);
}

static MlbStatus handle_op(OdFunc *f, MlbOperation *op, MlbOperation **out) {
  *out = op;
  const MlbDeallocIface *d = od_dealloc_iface(op);
  if (d && d->cond_branch)
    return od_handle_branch(f, op);
  if (d && d->cond_select)
    return MLB_SUCCESS;
  if (!od_effects_inert(op)) {
    MlbEffectVec fx;
    od_vec_take(f->m, &fx);
    if (mlb_op_own_effects(f->ctx, op, &fx))
      handle_effects(f, op, &fx);
    else if (!mlb_op_iface(op, MLB_IFACE_CALL))
      handle_unknown(f, op);
    od_vec_give(f->m, &fx);
  }
  if (op->num_regions)
    op = od_handle_region_op(f, op);
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    op = od_handle_call(f, op);
  *out = op;
  if (!is_block_terminator(op))
    return MLB_SUCCESS;
  if (op->num_successors)
    return od_handle_branch(f, op);
  return od_handle_region_term(f, op);
}

MlbStatus od_process_block(OdFunc *f, MlbBlock *b) {
  MlbBuilder bld = {f->ctx, NULL, NULL};
  mlb_builder_set_start(&bld, b);
  take_live_ins(f, b, &bld);
  take_arguments(f, b, &bld);
  MlbOperation *next;
  for (MlbOperation *op = b->first; op; op = next) {
    next = op->next;
    MlbOperation *res = op;
    MLB_TRY(handle_op(f, op, &res));
    if (res)
      od_populate_remaining(f, res);
  }
  if (!b->last || !is_block_terminator(b->last))
    return od_dealloc_block_end(f, b);
  return MLB_SUCCESS;
}

/* ==== Unreachable blocks ====
 * Never executed: they only need ownership arguments and operands that
 * match what the reachable blocks expect (all false). */
MlbStatus od_process_unreachable(OdFunc *f, MlbBlock *b) {
  if (od_block_takes_ownership(f, b)) {
    uint32_t n = b->num_args;
    mlb_ptrmap_put(&f->nargs, b, (void *)(uintptr_t)(n + 1));
    for (uint32_t i = 0; i < n; i++)
      if (od_is_buffer(f->m, b->args[i]))
        mlb_block_add_arg(f->ctx, b, f->m->i1, value_loc(f->ctx, b->args[i]));
  }
  MlbOperation *t = b->last;
  if (!t || !is_block_terminator(t))
    return MLB_SUCCESS;
  if (t->num_successors)
    return od_branch_unreachable(f, t);
  return od_region_term_unreachable(f, t);
}
