/* lower_deallocations_build.c - the builders of the deallocation passes
 * that know about allocation resources (see lower_deallocations.h); the
 * plain ones are in rewrite/build.c. */
#include "transforms/lower_deallocations.h"

#include "analysis/alias.h"
#include "dialects/common.h"

/* ==== Frees in the buffer's own resource ==== */

/* The allocation interface of the op allocating `v` itself, else NULL.
 * The interface is looked up first (no table: no answer either way), and
 * the alias analysis, when it numbers v, already knows whether v's op
 * allocates it: an effects query per buffer is what this cost before. */
static const MlbAllocationIface *own_alloc_iface(MlbAliasInfo *ai,
                                                 MlbContext *ctx,
                                                 MlbValue *v) {
  MlbOperation *def = v->def_op;
  const MlbAllocationIface *a =
      def ? mlb_op_iface(def, MLB_IFACE_ALLOCATION) : NULL;
  if (!a)
    return NULL;
  uint32_t id = ai ? mlb_alias_id(ai, v) : UINT32_MAX;
  if (id != UINT32_MAX)
    return ai->kind[id] == MLB_ORIGIN_ALLOC ? a : NULL;
  return mlb_op_allocates(ctx, def, v, NULL) ? a : NULL;
}

/* Two tables free the same way when they name the same free op and
 * neither needs a builder of its own. */
static bool same_free(const MlbAllocationIface *a,
                      const MlbAllocationIface *b) {
  if (a == b)
    return true;
  if (a->build_free || b->build_free || !a->free_op || !b->free_op)
    return false;
  return strcmp(a->free_op, b->free_op) == 0;
}

const MlbAllocationIface *mlb_bld_alloc_iface_of(MlbAliasInfo *ai,
                                                 MlbContext *ctx,
                                                 MlbValue *buf) {
  MlbValue *base = buf;
  while (base->def_op) {
    const MlbViewIface *view = mlb_op_iface(base->def_op, MLB_IFACE_VIEW);
    if (!view || view->source_operand >= base->def_op->num_operands)
      break;
    base = mlb_op_operand(base->def_op, view->source_operand);
  }
  const MlbAllocationIface *own = own_alloc_iface(ai, ctx, base);
  if (own || !ai)
    return own;
  /* Forwarded through regions or branches: every origin must be an
   * allocation freed the same way. */
  uint32_t n = 0;
  const uint32_t *org = mlb_alias_origins(ai, base, &n);
  const MlbAllocationIface *found = NULL;
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = ai->values[org[i]];
    const MlbAllocationIface *a = own_alloc_iface(ai, ctx, o);
    if (!a || (found && !same_free(found, a)))
      return NULL;
    found = a;
  }
  return found;
}

void mlb_bld_free(MlbBuilder *b, MlbAttr *loc, MlbValue *buf,
                  const MlbAllocationIface *known) {
  if (known && (known->build_free || known->free_op)) {
    mlb_build_free(b, known, buf, loc);
    return;
  }
  /* Unknown origin (or a resource without a free op, which upstream would
   * also hand to memref.dealloc): the heap's free. */
  mlb_bld_op(b, "memref.dealloc", loc, 1, &buf, 0, NULL);
}

void mlb_bld_if_free(MlbBuilder *b, MlbAttr *loc, MlbValue *cond,
                     MlbValue *buf, const MlbAllocationIface *known) {
  MlbBlock *then_blk;
  MlbOperation *ifop = mlb_bld_if(b, loc, cond, 0, NULL, false, &then_blk,
                                  NULL);
  MlbBuilder in = {b->ctx, then_blk, NULL};
  mlb_bld_free(&in, loc, buf, known);
  mlb_bld_yield(&in, loc, 0, NULL);
  MLB_UNUSED(ifop);
}
