/* ownership_dealloc_term.c - the dealloc before a terminator that leaves
 * its region (scf.yield, scf.condition, func.return, ...), upstream's
 * RegionBranchTerminatorOpInterface handling:
 *
 *   ^bb1:                          ^bb1:
 *     ...                            ...
 *     scf.yield %v                   %o = bufferization.dealloc (bases of
 *                                        the block's buffers) if (their
 *                                        ownership) retain (%v)
 *                                    scf.yield %v, %o
 *
 * The forwarded buffers are retained and their ownership forwarded, when
 * the parent lets ownership pass (od_threadable) or is a function whose
 * returns carry ownership (private-function-dynamic-ownership). A public
 * function's returns first make each returned buffer owned (the ABI).
 * Terminators the parent cannot pass ownership through, and terminators
 * of unknown kind, retain their buffer operands and forward nothing.
 */
#include "transforms/ownership_dealloc.h"

typedef struct TermInfo {
  bool fn;      /* terminates a function body */
  bool thread;  /* forwards ownership along with its operands */
  bool abi;     /* returned buffers must be owned (public function) */
  uint32_t start, count; /* forwarded operands */
} TermInfo;

static int32_t region_index(MlbOperation *parent, MlbBlock *b) {
  return (int32_t)(b->parent - parent->regions);
}

static void term_info(OdFunc *f, MlbOperation *t, TermInfo *ti) {
  MlbOperation *parent = mlb_block_parent_op(t->block);
  memset(ti, 0, sizeof *ti);
  if (!parent)
    return;
  ti->fn = mlb_op_is_function(parent);
  const MlbRegionBranchIface *rb =
      mlb_op_iface(parent, MLB_IFACE_REGION_BRANCH);
  int32_t to = MLB_REGION_PARENT;
  if (!ti->fn) {
    if (!rb || !od_threadable(f->m, parent))
      return;
    MlbU32Vec succ;
    od_vec_take(f->m, &succ);
    rb->successors(parent, region_index(parent, t->block), &succ);
    if (succ.len)
      to = (int32_t)succ.data[0];
    od_vec_give(f->m, &succ);
  }
  if (!mlb_term_forwarded_operands(t, to, &ti->start, &ti->count))
    return;
  bool dynamic = ti->fn && od_function_dynamic(f->m, parent);
  ti->abi = ti->fn && !dynamic;
  ti->thread = !ti->fn || dynamic;
}

/* The values of t's function that may carry a view moving its pointer
 * (memref.view with a byte shift; through views, selects, block arguments
 * and region results), found on the first question about t's operands:
 * one walk of the function per terminator at most. */
typedef struct Moved {
  OdFunc *f;
  MlbOperation *t;
  bool built;
  MlbPtrMap carriers;
} Moved;

static bool carries_moved_pointer(Moved *mv, MlbValue *v) {
  if (!mv->built) {
    mlb_moved_pointer_carriers(mv->f->ctx, mlb_block_parent_op(mv->t->block),
                               &mv->carriers);
    mv->built = true;
  }
  return mlb_value_carries_moved_pointer(&mv->carriers, v);
}

/* Returned operand i may carry a view moving its pointer (memref.view with
 * a byte shift; through views, selects, block arguments and region
 * results) and may alias another returned buffer. The callers own both
 * and compare their pointers to free the allocation once; the view's
 * differs from its source's, so both were freed. Such a result is cloned,
 * as the ABI clones what a function does not own: results that may alias
 * otherwise stay uncloned (their pointers compare equal). */
static bool moved_alias_of_other(OdFunc *f, MlbOperation *t,
                                 const TermInfo *ti, uint32_t i, Moved *mv) {
  MlbValue *v = mlb_op_operand(t, i);
  uint32_t others = 0;
  for (uint32_t j = ti->start; j < ti->start + ti->count; j++)
    others += j != i && od_is_buffer(f->m, mlb_op_operand(t, j));
  if (!others) /* the usual single result: no walk */
    return false;
  if (!carries_moved_pointer(mv, v))
    return false;
  for (uint32_t j = ti->start; j < ti->start + ti->count; j++) {
    MlbValue *w = mlb_op_operand(t, j);
    if (j != i && od_is_buffer(f->m, w) && od_may_alias(f->m, v, w))
      return true;
  }
  return false;
}

/* A returned memref the function may not own itself but may own the
 * allocation of: a view, made inside a region, of a buffer this block
 * owns (program 641137: `scf.if` yielding a fresh buffer or a subview of
 * one; ownership never enters a region, so the view leaves it unowned).
 * Cloning it gives the caller a buffer holding the view's elements only,
 * and a caller that addresses the allocation from the view's base
 * (od_result_rebased), as the program may, reads outside the clone.
 * For such a result the value is retained by the dealloc before the
 * return instead, which keeps whatever owned allocation it is a view of
 * and says so in its result: the caller then owns the view (its free
 * frees the base, the same allocation); only a value aliasing nothing
 * owned is cloned, after the dealloc. Upstream clones before it, always;
 * so does mlbuf for results no caller of the module rebases (the
 * retained view costs run-time alias checks that the clone does not
 * always save), for values that may only be owned buffers themselves
 * (no view between them and the owned buffer: a clone of a whole buffer
 * holds every byte), and for views moving their pointer (memref.view
 * with a byte shift: a base of their own). */
static bool handed_over_later(OdFunc *f, const MlbPtrMap *owners,
                              MlbValue *v, uint32_t k, Moved *mv) {
  return od_is_memref(v) && od_result_rebased(f->m, f->func, k) &&
         !od_hand_managed(f->m, v) && od_may_view_owned(f, owners, v) &&
         !carries_moved_pointer(mv, v);
}

/* A returned operand whose ownership the dealloc before the return
 * completes: kept when `cond` or the dealloc's result for it. */
typedef struct Later {
  uint32_t index;
  MlbValue *cond;
} Later;
typedef MLB_VEC(Later) LaterVec;

/* The position of v in the retained list (present by construction). */
static uint32_t retained_index(const MlbValueVec *ret, MlbValue *v) {
  for (uint32_t i = 0; i < ret->len; i++)
    if (ret->data[i] == v)
      return i;
  MLB_UNREACHABLE("forwarded buffer missing from the retained list");
  return 0;
}

static void forward_ownership(OdFunc *f, MlbOperation *t, const TermInfo *ti,
                              const MlbValueVec *ret,
                              const MlbValueVec *upd) {
  MlbValueVec owns;
  od_vec_take(f->m, &owns);
  for (uint32_t i = ti->start; i < ti->start + ti->count; i++) {
    MlbValue *v = mlb_op_operand(t, i);
    if (od_is_buffer(f->m, v))
      mlb_vec_push(&owns, upd->data[retained_index(ret, v)]);
  }
  mlb_op_insert_operands(f->ctx, t, ti->start + ti->count, owns.len,
                         owns.data);
  od_vec_give(f->m, &owns);
}

/* A value a function returns owned, and what stands for it there (itself
 * when owned, else its clone or `scf.if`). A value returned in several
 * results is made owned once and returned so in each: the callers own
 * results that may alias already (an owned buffer returned twice), and
 * compare their pointers to free the allocation once. Upstream clones the
 * value once per result (program 7117578: a callee returning its argument
 * twice, two clones per call where one does). */
typedef struct Made {
  MlbValue *value, *owned;
} Made;
typedef MLB_VEC(Made) MadeVec;

static MlbValue *guaranteed_once(OdFunc *f, MlbBuilder *b, MlbValue *v,
                                 MlbBlock *blk, MadeVec *made) {
  for (uint32_t k = 0; k < made->len; k++)
    if (made->data[k].value == v)
      return made->data[k].owned;
  MlbValue *owned = od_guaranteed(f, b, v, blk);
  if (owned)
    mlb_vec_push(made, ((Made){v, owned}));
  return owned;
}

/* One forwarded operand made ready for the dealloc before t: owned when
 * the ABI wants it so, or queued in `later` for the dealloc to decide.
 * NULL after an error. */
static MlbValue *forwarded_operand(OdFunc *f, MlbOperation *t,
                                   const TermInfo *ti, MlbBuilder *b,
                                   Moved *mv, const MlbPtrMap *owners,
                                   MlbU32Vec *args, LaterVec *later,
                                   MadeVec *made, uint32_t i) {
  MlbValue *v = mlb_op_operand(t, i);
  MlbBlock *blk = t->block;
  bool other = false;
  if (ti->abi && od_is_buffer(f->m, v) && od_hand_managed(f->m, v) &&
      od_return_args(f->m, f->func, i - ti->start, args, &other)) {
    /* Without others, an argument as it is or owned already. */
    bool moved = moved_alias_of_other(f, t, ti, i, mv);
    return other || moved ? od_return_canonical(f, b, v, blk, args, moved)
                          : v;
  }
  if (ti->fn && od_is_buffer(f->m, v) && moved_alias_of_other(f, t, ti, i, mv))
    return od_owned_clone(f, b, v);
  if (ti->abi && handed_over_later(f, owners, v, i - ti->start, mv)) {
    MlbValue *cond = NULL;
    if (od_unique(f, b, v, blk, &v, &cond) != MLB_SUCCESS)
      return NULL;
    if (!od_is_const(cond, true))
      mlb_vec_push(later, ((Later){i, cond}));
    return v;
  }
  /* A function passing ownership dynamically (ti->fn, not ti->abi)
   * returns what it does not own as it is; a view moving the pointer of
   * an argument's buffer is then one its callers cannot tell apart from
   * a buffer of their own (their keys see no chain through the call), and
   * they freed the argument's buffer under it. Such a value is returned
   * owned, as the ABI returns all. */
  if (od_is_buffer(f->m, v) &&
      (ti->abi || (ti->fn && carries_moved_pointer(mv, v))))
    return guaranteed_once(f, b, v, blk, made);
  return v;
}

/* Does the dealloc list hold v under cond? Its result for v then
 * includes cond already. */
static bool listed_under(const OdDeallocList *l, MlbValue *v,
                         MlbValue *cond) {
  for (uint32_t j = 0; j < l->values.len; j++)
    if (l->values.data[j] == v && l->conds.data[j] == cond &&
        l->bases.data[j])
      return true;
  return false;
}

/* After the dealloc: each queued operand is returned as it is when the
 * function owned it or the dealloc kept an allocation it is a view of,
 * and cloned otherwise. */
static MlbStatus hand_over_later(OdFunc *f, MlbBuilder *b, MlbOperation *t,
                                 const LaterVec *later,
                                 const OdDeallocList *l,
                                 const MlbValueVec *ret,
                                 const MlbValueVec *upd) {
  for (uint32_t k = 0; k < later->len; k++) {
    MlbValue *v = mlb_op_operand(t, later->data[k].index);
    MlbValue *cond = later->data[k].cond;
    MlbValue *keep = upd->data[retained_index(ret, v)];
    if (!listed_under(l, v, cond))
      keep = od_or(b, t->loc, cond, keep);
    MlbValue *res = od_kept_or_cloned(f, b, v, keep);
    if (!res)
      return MLB_FAILURE;
    mlb_op_set_operand(t, later->data[k].index, res);
  }
  return MLB_SUCCESS;
}

MlbStatus od_handle_region_term(OdFunc *f, MlbOperation *t) {
  MlbBlock *blk = t->block;
  TermInfo ti;
  term_info(f, t, &ti);
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, t);
  MlbValueVec fwd, ret, upd;
  MlbU32Vec args;
  LaterVec later = {0};
  MadeVec made = {0};
  Moved mv = {f, t, false, {0}};
  MlbPtrMap owners;
  mlb_ptrmap_init(&mv.carriers);
  mlb_ptrmap_init(&owners);
  if (ti.abi && od_some_result_rebased(f->m, f->func))
    od_owned_originals(f, blk, &owners);
  od_vec_take(f->m, &args);
  od_vec_take(f->m, &fwd);
  od_vec_take(f->m, &ret);
  od_vec_take(f->m, &upd);
  MlbStatus s = MLB_SUCCESS;
  if (ti.abi || ti.thread) {
    for (uint32_t i = ti.start; s == MLB_SUCCESS && i < ti.start + ti.count;
         i++) {
      MlbValue *v =
          forwarded_operand(f, t, &ti, &b, &mv, &owners, &args, &later,
                            &made, i);
      if (!v)
        s = MLB_FAILURE;
      else if (v != mlb_op_operand(t, i))
        mlb_op_set_operand(t, i, v);
      mlb_vec_push(&fwd, v);
    }
  } else {
    for (uint32_t i = 0; i < t->num_operands; i++)
      mlb_vec_push(&fwd, mlb_op_operand(t, i));
  }
  if (s == MLB_SUCCESS)
    od_retained(f, blk, NULL, fwd.data, fwd.len, &ret);
  if (s == MLB_SUCCESS && (od_block(f, blk)->memrefs.len || ret.len)) {
    OdDeallocList l;
    od_list_init(f, &l);
    s = od_collect(f, &b, t->loc, blk, &l);
    if (s == MLB_SUCCESS) {
      od_emit(f, &b, t->loc, &l, NULL, ret.data, ret.len, &upd);
      od_set_retained(f, blk, ret.data, ret.len, upd.data);
      if (ti.thread)
        forward_ownership(f, t, &ti, &ret, &upd);
      s = hand_over_later(f, &b, t, &later, &l, &ret, &upd);
    }
    od_list_free(f, &l);
  }
  mlb_vec_free(&later);
  mlb_vec_free(&made);
  mlb_ptrmap_free(&owners);
  mlb_ptrmap_free(&mv.carriers);
  od_vec_give(f->m, &args);
  od_vec_give(f->m, &fwd);
  od_vec_give(f->m, &ret);
  od_vec_give(f->m, &upd);
  return s;
}

MlbStatus od_region_term_unreachable(OdFunc *f, MlbOperation *t) {
  if (!mlb_op_is_terminator(t))
    return MLB_SUCCESS;
  TermInfo ti;
  term_info(f, t, &ti);
  if (!ti.thread)
    return MLB_SUCCESS;
  MlbValueVec owns = {0};
  MlbValue *no = NULL;
  for (uint32_t i = ti.start; i < ti.start + ti.count; i++) {
    if (!od_is_buffer(f->m, mlb_op_operand(t, i)))
      continue;
    if (!no) {
      MlbBuilder b = {f->ctx, NULL, NULL};
      mlb_builder_set_before(&b, t);
      no = od_bool(f->m, &b, t->loc, false);
    }
    mlb_vec_push(&owns, no);
  }
  mlb_op_insert_operands(f->ctx, t, ti.start + ti.count, owns.len,
                         owns.data);
  mlb_vec_free(&owns);
  return MLB_SUCCESS;
}

MlbStatus od_dealloc_block_end(OdFunc *f, MlbBlock *blk) {
  if (!od_block(f, blk)->memrefs.len)
    return MLB_SUCCESS;
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_end(&b, blk);
  MlbAttr *loc = blk->last ? blk->last->loc : mlb_loc_unknown(f->ctx);
  MlbValueVec ret, upd;
  od_vec_take(f->m, &ret);
  od_vec_take(f->m, &upd);
  od_retained(f, blk, NULL, NULL, 0, &ret);
  OdDeallocList l;
  od_list_init(f, &l);
  MlbStatus s = od_collect(f, &b, loc, blk, &l);
  if (s == MLB_SUCCESS)
    od_emit(f, &b, loc, &l, NULL, ret.data, ret.len, &upd);
  od_list_free(f, &l);
  od_vec_give(f->m, &ret);
  od_vec_give(f->m, &upd);
  return s;
}
