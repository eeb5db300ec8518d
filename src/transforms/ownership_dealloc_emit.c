/* ownership_dealloc_emit.c - emitting the deallocation at the end of a
 * block.
 *
 * Memrefs go into one bufferization.dealloc, exactly as upstream builds
 * it: base buffers with their conditions, the retained memrefs, one i1
 * result per retained value (its ownership afterwards). The op decides at
 * run time which buffers are freed (owned, not aliased by a retained value,
 * not already freed by an earlier operand), and its lowering frees each
 * with its allocation's own free op.
 *
 * Buffers of other types (an op-semantics dialect's !my.buffer) have no
 * base pointer to compare at run time, so they are freed one by one with
 * their allocation interface's free op, and aliasing is decided statically
 * with the alias analysis:
 *
 *   %o (ownership of %b), retained %r:
 *     %r cannot be %b           ->  scf.if %o { my.free %b }
 *     %r is certainly %b        ->  no free; ownership(%r) |= %o
 *     %r may or may not be %b   ->  no free (a leak, never a double free)
 *
 * Entries that are certainly the same buffer are freed once, under the
 * disjunction of their conditions.
 */
#include "transforms/ownership_dealloc.h"

typedef struct OwnEntry {
  MlbValue *value, *cond;
  const MlbAllocationIface *iface;
  int32_t leader; /* index of the entry freeing this buffer, -1: none */
} OwnEntry;
typedef MLB_VEC(OwnEntry) OwnEntryVec;

MlbValue *od_or(MlbBuilder *b, MlbAttr *loc, MlbValue *x, MlbValue *y) {
  if (!x)
    return y;
  if (od_is_const(x, true) || od_is_const(y, false))
    return x;
  if (od_is_const(y, true) || od_is_const(x, false))
    return y;
  return mlb_bld_binary(b, loc, "arith.ori", x, y);
}

/* Groups own-free entries: each entry joins the first earlier entry that
 * is certainly the same buffer; an entry that may be an earlier one
 * without certainty cannot be freed safely. */
static bool may_alias(OdFunc *f, MlbValue *x, MlbValue *y) {
  return !od_distinct(f, x, y) && od_may_alias(f->m, x, y);
}

static void group_entries(OdFunc *f, OwnEntryVec *e) {
  OdModule *m = f->m;
  for (uint32_t i = 0; i < e->len; i++) {
    e->data[i].leader = (int32_t)i;
    for (uint32_t j = 0; j < i; j++) {
      if (e->data[j].leader < 0 ||
          !may_alias(f, e->data[j].value, e->data[i].value))
        continue;
      if (od_must_alias(m, e->data[j].value, e->data[i].value)) {
        e->data[i].leader = e->data[j].leader;
      } else {
        e->data[i].leader = -1;
        e->data[j].leader = -1;
      }
      break;
    }
  }
}

/* Frees (or hands to a retained value) one group of own-free entries. */
static void free_group(OdFunc *f, MlbBuilder *b, MlbAttr *loc,
                       OwnEntryVec *e, uint32_t lead, MlbValue *const *ret,
                       uint32_t nret, MlbValue **upd) {
  OdModule *m = f->m;
  MlbValue *cond = NULL;
  for (uint32_t i = lead; i < e->len; i++)
    if (e->data[i].leader == (int32_t)lead)
      cond = od_or(b, loc, cond, e->data[i].cond);
  MlbValue *v = e->data[lead].value;
  bool aliased = false, certain = true;
  for (uint32_t r = 0; r < nret; r++) {
    if (!may_alias(f, v, ret[r]))
      continue;
    aliased = true;
    certain = certain && od_must_alias(m, v, ret[r]);
  }
  if (aliased) {
    for (uint32_t r = 0; certain && r < nret; r++)
      if (may_alias(f, v, ret[r]))
        upd[r] = od_or(b, loc, upd[r], cond);
    return;
  }
  if (od_is_const(cond, false))
    return;
  if (od_is_const(cond, true))
    mlb_build_free(b, e->data[lead].iface, v, loc);
  else
    mlb_bld_if_free(b, loc, cond, v, e->data[lead].iface);
  m->stats[OD_STAT_FREES]++;
}

static void free_own(OdFunc *f, MlbBuilder *b, MlbAttr *loc,
                     OwnEntryVec *e, MlbValue *const *ret, uint32_t nret,
                     MlbValue **upd) {
  group_entries(f, e);
  for (uint32_t i = 0; i < e->len; i++) {
    if (e->data[i].leader == (int32_t)i) {
      free_group(f, b, loc, e, i, ret, nret, upd);
    } else if (e->data[i].leader < 0 && !od_is_const(e->data[i].cond, false)) {
      MlbValue *v = e->data[i].value;
      if (v->def_op)
        od_remark(f->m, v->def_op,
                  "ownership-based deallocation: cannot tell this buffer "
                  "from another one statically: not freed");
    }
  }
}

/* The dealloc, with the properties of the last one of the same shape. */
static MlbOperation *build_dealloc(OdModule *m, MlbBuilder *b, MlbAttr *loc,
                                   const MlbValueVec *bases,
                                   const MlbValueVec *conds,
                                   const MlbValueVec *ret) {
  bool small = bases->len < OD_PROPS_MAX && ret->len < OD_PROPS_MAX;
  MlbAttr **props = small ? &m->dealloc_props[bases->len][ret->len] : NULL;
  MlbOperation *d =
      mlb_bld_dealloc_props(b, loc, bases->len, bases->data, conds->data,
                            ret->len, ret->data, props ? *props : NULL);
  if (props)
    *props = d->props;
  return d;
}

MlbOperation *od_emit(OdFunc *f, MlbBuilder *b, MlbAttr *loc,
                      const OdDeallocList *l, MlbValue *const *conds,
                      MlbValue *const *ret, uint32_t nret,
                      MlbValueVec *upd) {
  OdModule *m = f->m;
  MlbValueVec bases, dconds, rmem;
  OwnEntryVec own;
  od_vec_take(m, &bases);
  od_vec_take(m, &dconds);
  od_vec_take(m, &rmem);
  od_vec_take(m, &own);
  if (!conds)
    conds = l->conds.data;
  for (uint32_t i = 0; i < l->values.len; i++) {
    if (l->bases.data[i]) {
      mlb_vec_push(&bases, l->bases.data[i]);
      mlb_vec_push(&dconds, conds[i]);
      continue;
    }
    OwnEntry e = {l->values.data[i], conds[i], NULL, -1};
    od_free_kind(f->m, e.value, &e.iface);
    mlb_vec_push(&own, e);
  }
  for (uint32_t i = 0; i < nret; i++)
    if (od_is_memref(ret[i]))
      mlb_vec_push(&rmem, ret[i]);
  /* Like upstream, a dealloc even when it has nothing to do (the
   * canonicalizer drops it), unless only own-free buffers are involved. */
  bool pure_own = !bases.len && !rmem.len && (own.len || rmem.len < nret);
  MlbOperation *d = NULL;
  if (!pure_own) {
    d = build_dealloc(m, b, loc, &bases, &dconds, &rmem);
    f->m->stats[OD_STAT_DEALLOCS]++;
  }
  upd->len = 0;
  for (uint32_t i = 0, k = 0; i < nret; i++)
    mlb_vec_push(upd, od_is_memref(ret[i]) ? mlb_op_result(d, k++) : NULL);
  if (own.len)
    free_own(f, b, loc, &own, ret, nret, upd->data);
  for (uint32_t i = 0; i < nret; i++)
    if (!upd->data[i])
      upd->data[i] = od_bool(f->m, b, loc, false);
  od_vec_give(m, &bases);
  od_vec_give(m, &dconds);
  od_vec_give(m, &rmem);
  od_vec_give(m, &own);
  return d;
}
