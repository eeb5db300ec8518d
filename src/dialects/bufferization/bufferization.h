/* bufferization.h - what passes and other dialects may use of the
 * bufferization dialect: building bufferization.dealloc ops and reading
 * their operand lists (dealloc_build.c, dealloc_operands.c).
 *
 * A bufferization.dealloc's three operand lists
 * (memrefs, their conditions, retained values): read without the heap and
 * written back, for the op's canonicalization patterns
 * (bufferization_canon.c) and buffer-deallocation-simplification
 * (dealloc_simplify.c).
 *
 * Those patterns are tried on every dealloc in every greedy iteration and
 * almost always decline, so reading must cost next to nothing: the list
 * lengths come from the op's verified shape (one condition per memref, one
 * result per retained value) instead of a property lookup, and the copy
 * lives on the stack unless the lists are long.
 */
#ifndef MLB_DIALECTS_BUFFERIZATION_BUFFERIZATION_H
#define MLB_DIALECTS_BUFFERIZATION_BUFFERIZATION_H

#include "rewrite/rewrite.h"

/* ==== bufferization.dealloc accessors ==== */
typedef struct MlbDeallocView {
  MlbOperation *op;
  uint32_t n_memrefs, n_retained; /* conditions: n_memrefs */
} MlbDeallocView;
/* Views `op` as a dealloc op (segments memrefs, conditions, retained). */
void mlb_dealloc_view(MlbOperation *op, MlbDeallocView *d);
static inline MlbValue *mlb_dealloc_memref(const MlbDeallocView *d,
                                           uint32_t i) {
  return mlb_op_operand(d->op, i);
}
static inline MlbValue *mlb_dealloc_cond(const MlbDeallocView *d, uint32_t i) {
  return mlb_op_operand(d->op, d->n_memrefs + i);
}
static inline MlbValue *mlb_dealloc_retained(const MlbDeallocView *d,
                                             uint32_t i) {
  return mlb_op_operand(d->op, 2 * d->n_memrefs + i);
}
/* Fills `st` for bufferization.dealloc (memrefs) if (conds) retain
 * (retained) with one i1 result per retained value. The state is pooled
 * (mlb_opstate_init_pooled): create the op or free the state. */
void mlb_dealloc_state(MlbOpState *st, MlbContext *ctx, MlbAttr *loc,
                       uint32_t n, MlbValue *const *memrefs,
                       MlbValue *const *conds, uint32_t nret,
                       MlbValue *const *retained);
/* Creates that op at the builder's insertion point. */
MlbOperation *mlb_bld_dealloc(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                              MlbValue *const *memrefs,
                              MlbValue *const *conds, uint32_t nret,
                              MlbValue *const *retained);
/* The same with the properties of an earlier dealloc with as many memrefs
 * and retained values (NULL: built): passes creating many deallocs save
 * building the uniqued segment sizes each time. */
MlbOperation *mlb_bld_dealloc_props(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                                    MlbValue *const *memrefs,
                                    MlbValue *const *conds, uint32_t nret,
                                    MlbValue *const *retained,
                                    MlbAttr *props);

/* Operands [0, n) are the memrefs, [n, 2n) their conditions,
 * [2n, 2n + nret) the retained values. */
typedef struct MlbDeallocSizes {
  uint32_t n, nret;
} MlbDeallocSizes;

/* The list lengths of dealloc `op`. Verified deallocs have as many
 * conditions as memrefs and one result per retained value, which gives
 * them; the operandSegmentSizes property is read only when the shape does
 * not fit that. */
MlbDeallocSizes mlb_dealloc_sizes(MlbOperation *op);

/* A copy of the lists that patterns edit in place (shrinking n / nret)
 * before writing it back or creating a new dealloc from it. `aux` has
 * n + nret spare slots (of the original sizes) for the pattern's own
 * per-memref or per-result values. */
typedef struct MlbDeallocLists {
  MlbOperation *op;
  uint32_t n, nret;
  MlbValue **mems, **conds, **rets, **aux;
  MlbValue **heap; /* the buffer when `small` is too short, else NULL */
  MlbValue *small[32];
} MlbDeallocLists;

void mlb_dealloc_lists_read(MlbDeallocLists *l, MlbOperation *op);
void mlb_dealloc_lists_free(MlbDeallocLists *l);

/* Gives l->op l's memrefs, conditions and retained values when its
 * memrefs or conditions differ from them (upstream's
 * updateDeallocIfChanged); false when nothing changes. The lists are
 * repacked: l is only good for mlb_dealloc_lists_free afterwards. */
bool mlb_dealloc_lists_update(MlbRewriter *rw, MlbDeallocLists *l);

/* Creates `bufferization.dealloc (mems) if (conds) retain (rets)` at the
 * rewriter's insertion point. */
MlbOperation *mlb_dealloc_create(MlbRewriter *rw, MlbAttr *loc, uint32_t n,
                                 MlbValue *const *mems,
                                 MlbValue *const *conds, uint32_t nret,
                                 MlbValue *const *rets);

/* Does one value occur twice among operands [start, start + n) of op? */
bool mlb_operands_have_duplicate(MlbOperation *op, uint32_t start,
                                 uint32_t n);

#endif
