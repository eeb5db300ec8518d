/* ownership_dealloc_region.c - region-branch ops and the terminators of
 * regions (including function returns).
 *
 * Ownership enters a region op's regions never from outside (one `false`
 * per forwarded buffer operand), travels between its regions and leaves
 * it with the values its terminators forward (one i1 per buffer, appended
 * to the terminator's forwarded operands, the entry block's arguments and
 * the op's results):
 *
 *   %r = scf.for ... iter_args(%m = %buf) -> memref<2xf32> {
 *     scf.yield %n : memref<2xf32>
 *   }
 * becomes
 *   %r:2 = scf.for ... iter_args(%m = %buf, %own = %false)
 *       -> (memref<2xf32>, i1) {
 *     %u = bufferization.dealloc (...) if (...) retain (%n : ...)
 *     scf.yield %n, %u : memref<2xf32>, i1
 *   }
 *
 * This needs the op's forwarded operands, results and region arguments
 * to end the op's lists (upstream assumes the same); an op where they do
 * not, or a region op without the interface, is opaque: nothing owned
 * inside leaves it (a leak, with a remark) and its buffer results are not
 * owned.
 *
 * Function returns follow the function-boundary ABI: every returned
 * buffer is owned by the caller, so a buffer the function does not own
 * for sure is cloned first (at run time, when ownership is dynamic).
 * Private functions under private-function-dynamic-ownership return
 * their ownership indicators instead.
 */
#include "transforms/ownership_dealloc.h"

static uint32_t operand_buffers(OdModule *m, MlbOperation *op, uint32_t s,
                                uint32_t c) {
  uint32_t k = 0;
  for (uint32_t i = s; i < s + c && i < op->num_operands; i++)
    k += od_is_buffer(m, mlb_op_operand(op, i));
  return k;
}

/* The first region (or the parent) control reaches after `region`. */
static int32_t first_successor(OdModule *m, MlbOperation *op,
                               int32_t region) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  MlbU32Vec succ;
  od_vec_take(m, &succ);
  rb->successors(op, region, &succ);
  int32_t to = succ.len ? (int32_t)succ.data[0] : MLB_REGION_PARENT;
  od_vec_give(m, &succ);
  return to;
}

/* ==== Can ownership pass through the op? ==== */

static bool is_buffer_of(const MlbValue *v, void *m) {
  return od_is_buffer(m, v);
}

bool od_threadable(OdModule *m, MlbOperation *op) {
  uintptr_t c = (uintptr_t)mlb_ptrmap_get(&m->threadable, op);
  if (c)
    return c == 1;
  bool ok = mlb_region_op_forwards_at_ends(op, is_buffer_of, m, NULL);
  mlb_ptrmap_put(&m->threadable, op, (void *)(uintptr_t)(ok ? 1 : 2));
  return ok;
}

/* ==== Rebuilding an op with more results ==== */

MlbOperation *od_append_results(OdFunc *f, MlbOperation *op, uint32_t n,
                                MlbType *t) {
  MlbOperation *nop = mlb_op_rebuild_with_results(f->ctx, op, n, t);
  for (uint32_t i = 0; i < op->num_results; i++)
    od_record_replacement(f, mlb_op_result(op, i), mlb_op_result(nop, i));
  uintptr_t th = (uintptr_t)mlb_ptrmap_get(&f->m->threadable, op);
  if (th)
    mlb_ptrmap_put(&f->m->threadable, nop, (void *)th);
  mlb_op_destroy(f->ctx, op);
  return nop;
}

/* ==== Region ops ==== */

static bool nested_terminators_forward_buffers(OdModule *m,
                                               MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      if (b->last && mlb_op_is_terminator(b->last) &&
          !b->last->num_successors &&
          operand_buffers(m, b->last, 0, b->last->num_operands))
        return true;
  return false;
}

/* Ownership cannot pass through op: its buffer results are not owned. */
static void handle_opaque(OdFunc *f, MlbOperation *op) {
  MlbValue *no = NULL;
  for (uint32_t i = 0; i < op->num_results; i++) {
    MlbValue *r = mlb_op_result(op, i);
    if (!od_is_buffer(f->m, r) || od_get(f, r, op->block).kind != OD_UNINIT)
      continue;
    if (!no) {
      MlbBuilder b = {f->ctx, NULL, NULL};
      mlb_builder_set_before(&b, op);
      no = od_bool(f->m, &b, op->loc, false);
    }
    od_update(f, r, od_own_unique(no), op->block);
  }
  if (no || nested_terminators_forward_buffers(f->m, op))
    od_remark(f->m, op,
              "ownership-based deallocation: ownership cannot pass through "
              "this op: buffers leaving its regions are not freed");
}

MlbOperation *od_handle_region_op(OdFunc *f, MlbOperation *op) {
  OdModule *m = f->m;
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb || !od_threadable(m, op)) {
    handle_opaque(f, op);
    return op;
  }
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_start(&b, op->block);
  MlbValue *no = od_bool(f->m, &b, op->loc, false);
  uint32_t s = 0, c = 0;
  rb->entry_operands(op, first_successor(m, op, MLB_REGION_PARENT), &s, &c);
  uint32_t nin = operand_buffers(m, op, s, c);
  for (uint32_t i = 0; i < nin; i++)
    mlb_region_op_append_operands(f->ctx, op, 1, &no);
  uint32_t nres = 0, old = op->num_results;
  for (uint32_t i = 0; i < old; i++)
    nres += od_is_buffer(m, mlb_op_result(op, i));
  if (!nres)
    return op;
  MlbOperation *nop = od_append_results(f, op, nres, m->i1);
  for (uint32_t i = 0, k = old; i < old; i++) {
    MlbValue *r = mlb_op_result(nop, i);
    if (!od_is_buffer(m, r))
      continue;
    od_update(f, r, od_own_unique(mlb_op_result(nop, k++)), NULL);
    od_add_memref(f, r, nop->block);
  }
  return nop;
}

/* ==== Guaranteed ownership (function boundary) ==== */

typedef struct Owned {
  MlbValue *value, *cond;
} Owned;

static MlbStatus get_unique(OdFunc *f, MlbBuilder *b, MlbValue *v,
                            MlbBlock *blk, Owned *out) {
  OdOwn o = od_get(f, v, blk);
  if (o.kind == OD_UNIQUE) {
    out->value = v;
    out->cond = o.ind;
    return MLB_SUCCESS;
  }
  MlbAttr *loc = v->def_op ? v->def_op->loc : v->loc;
  MlbValue *c = od_clone(f, b, v, loc);
  if (!c)
    return mlb_emit_error(f->ctx, loc ? loc : mlb_loc_unknown(f->ctx),
                          "cannot clone this buffer to give it an owner: "
                          "its allocation declares no clone op");
  MlbValue *t = od_bool(f->m, b, loc, true);
  od_update(f, c, od_own_unique(t), NULL);
  od_add_memref(f, c, NULL);
  out->value = c;
  out->cond = t;
  return MLB_SUCCESS;
}

/* Upstream's materializeUniqueOwnership: a select defined in this block
 * selects between its operands' indicators. */
static MlbStatus materialize_unique(OdFunc *f, MlbBuilder *b, MlbValue *v,
                                    MlbBlock *blk, Owned *out) {
  MlbBlock *vb = mlb_value_parent_block(v);
  const MlbDeallocIface *d = v->def_op ? od_dealloc_iface(v->def_op) : NULL;
  if (vb != blk || !d || !d->cond_select || v->index != 0)
    return get_unique(f, b, v, blk, out);
  MlbOperation *sel = v->def_op;
  OdOwn ot = od_get(f, mlb_op_operand(sel, d->if_true), vb);
  OdOwn oe = od_get(f, mlb_op_operand(sel, d->if_false), vb);
  if (ot.kind != OD_UNIQUE || oe.kind != OD_UNIQUE)
    return get_unique(f, b, v, vb, out);
  MlbValue *ops[3] = {mlb_op_operand(sel, d->condition), ot.ind, oe.ind};
  out->value = v;
  out->cond = mlb_op_result(
      mlb_bld_op(b, sel->name, sel->loc, 3, ops, 1, &f->m->i1), 0);
  return MLB_SUCCESS;
}

/* Registers c, a buffer created at b, as owned there for sure. */
static void own_new(OdFunc *f, MlbBuilder *b, MlbValue *c, MlbAttr *loc) {
  MlbValue *t = od_bool(f->m, b, loc, true);
  od_update(f, c, od_own_unique(t), NULL);
  od_add_memref(f, c, NULL);
}

static MlbAttr *value_loc(OdFunc *f, MlbValue *v) {
  MlbAttr *loc = v->def_op ? v->def_op->loc : v->loc;
  return loc ? loc : mlb_loc_unknown(f->ctx);
}

static MlbValue *clone_or_error(OdFunc *f, MlbBuilder *b, MlbValue *v,
                                MlbAttr *loc) {
  MlbValue *c = od_clone(f, b, v, loc);
  if (!c)
    mlb_emit_error(f->ctx, loc, "cannot clone this buffer to give it an "
                                "owner: its allocation declares no clone op");
  return c;
}

MlbValue *od_owned_clone(OdFunc *f, MlbBuilder *b, MlbValue *v) {
  MlbAttr *loc = value_loc(f, v);
  MlbValue *c = clone_or_error(f, b, v, loc);
  if (c)
    own_new(f, b, c, loc);
  return c;
}

/* `scf.if %keep { yield %v } else { yield clone(%v) }`, its result
 * standing for v in the alias analysis; NULL (an error emitted) when v
 * cannot be cloned. The caller gives the result its ownership. */
static MlbValue *kept_or_cloned(OdFunc *f, MlbBuilder *b, MlbValue *v,
                                MlbValue *keep, MlbAttr *loc) {
  MlbBlock *then_b, *else_b;
  MlbOperation *ifop =
      mlb_bld_if(b, loc, keep, 1, &v->type, true, &then_b, &else_b);
  MlbBuilder in = {f->ctx, then_b, NULL};
  mlb_bld_yield(&in, loc, 1, &v);
  in.block = else_b;
  MlbValue *c = clone_or_error(f, &in, v, loc);
  if (!c)
    return NULL;
  mlb_bld_yield(&in, loc, 1, &c);
  MlbValue *res = mlb_op_result(ifop, 0);
  mlb_ptrmap_put(&f->m->orig, res, od_original(f->m, v));
  return res;
}

MlbStatus od_unique(OdFunc *f, MlbBuilder *b, MlbValue *v, MlbBlock *blk,
                    MlbValue **value, MlbValue **cond) {
  Owned u = {NULL, NULL};
  MlbStatus s = materialize_unique(f, b, v, blk, &u);
  *value = u.value;
  *cond = u.cond;
  return s;
}

MlbValue *od_kept_or_cloned(OdFunc *f, MlbBuilder *b, MlbValue *v,
                            MlbValue *keep) {
  if (od_is_const(keep, true))
    return v;
  MlbAttr *loc = value_loc(f, v);
  MlbValue *res = kept_or_cloned(f, b, v, keep, loc);
  if (res)
    own_new(f, b, res, loc);
  return res;
}

MlbValue *od_guaranteed(OdFunc *f, MlbBuilder *b, MlbValue *v,
                        MlbBlock *blk) {
  /* Existing code manages it: handing it back is that code's business,
   * also when it may be an argument's buffer. A clone would leak: the
   * callers' results share its origins, so they are managed by hand too,
   * and either nobody frees the clone or the callers' frees free it
   * instead of the buffer it replaced (a rerun over lowered IR returns
   * `scf.if %own {v} else {clone v}`, an argument's buffer statically,
   * never at run time). */
  if (od_hand_managed(f->m, v))
    return v;
  MlbValue *value, *cond;
  if (od_unique(f, b, v, blk, &value, &cond) != MLB_SUCCESS)
    return NULL;
  return od_kept_or_cloned(f, b, value, cond);
}

/* v is an argument of the function's entry block, or a view of one that
 * keeps its pointer: statically one of the arguments returned as is. */
static bool is_unmoved_arg(MlbValue *v, MlbBlock *entry) {
  for (;;) { /* SSA view chains end */
    if (v->owner_block == entry)
      return true;
    MlbOperation *op = v->def_op;
    const MlbViewIface *view = op ? mlb_op_iface(op, MLB_IFACE_VIEW) : NULL;
    if (!view || view->source_operand >= op->num_operands ||
        mlb_view_moves_pointer(op))
      return false;
    v = mlb_op_operand(op, view->source_operand);
  }
}

/* is_arg = ptr(v) == ptr(arg) for one of `args`; keep = is_arg, or v's
 * ownership too (unless clone_owned):
 *
 *   %r = scf.if %keep { yield %v } else { yield clone(%v) }
 *   ownership(%r) := !is_arg
 *
 * The callers know the arguments returned as they are and own the rest. */
MlbValue *od_return_canonical(OdFunc *f, MlbBuilder *b, MlbValue *v,
                              MlbBlock *blk, const MlbU32Vec *args,
                              bool clone_owned) {
  MlbAttr *loc = value_loc(f, v);
  MlbBlock *entry = od_function_body(f->func)->first;
  if (is_unmoved_arg(v, entry))
    return v;
  MlbValue *is_arg = NULL, *keep;
  if (args->len) {
    MlbValue *pv = mlb_bld_aligned_ptr(b, loc, v);
    for (uint32_t i = 0; i < args->len; i++) {
      MlbValue *pa = mlb_bld_aligned_ptr(b, loc, entry->args[args->data[i]]);
      MlbValue *eq = mlb_bld_cmpi(b, loc, MLB_CMPI_EQ, pv, pa);
      is_arg = is_arg ? mlb_bld_binary(b, loc, "arith.ori", is_arg, eq) : eq;
    }
  }
  keep = is_arg;
  if (!clone_owned) {
    Owned u;
    if (materialize_unique(f, b, v, blk, &u) != MLB_SUCCESS)
      return NULL;
    v = u.value;
    if (!is_arg && od_is_const(u.cond, true))
      return v;
    keep = !is_arg                      ? u.cond
           : od_is_const(u.cond, false) ? is_arg
                                         : mlb_bld_binary(b, loc, "arith.ori",
                                                          is_arg, u.cond);
  }
  if (!keep)
    return od_owned_clone(f, b, v);
  MlbValue *res = kept_or_cloned(f, b, v, keep, loc);
  if (!res)
    return NULL;
  MlbValue *own = od_bool(f->m, b, loc, true);
  if (is_arg)
    own = mlb_bld_binary(b, loc, "arith.xori", is_arg, own);
  od_update(f, res, od_own_unique(own), NULL);
  od_add_memref(f, res, NULL);
  return res;
}
