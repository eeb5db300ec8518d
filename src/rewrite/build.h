/* build.h - builders of the plain ops that rewrites emit (constants,
 * arith, memref, scf), at a builder's insertion point, with the properties
 * upstream's builders give them, so the printer shows them exactly as
 * upstream prints the ops its rewrites create. Every builder returns the
 * op (or its first result) it inserted; none can fail. Used by passes and
 * by the dialects' bufferization hooks.
 */
#ifndef MLB_REWRITE_BUILD_H
#define MLB_REWRITE_BUILD_H

#include "ir/ir.h"

/* Generic: `name`(operands) -> results, no properties. */
MlbOperation *mlb_bld_op(MlbBuilder *b, const char *name, MlbAttr *loc,
                         uint32_t nops, MlbValue *const *ops, uint32_t nres,
                         MlbType *const *res);
/* arith.constant with a value attribute of the given type. */
MlbValue *mlb_bld_constant(MlbBuilder *b, MlbAttr *loc, MlbAttr *value,
                           MlbType *type);
MlbValue *mlb_bld_const_index(MlbBuilder *b, MlbAttr *loc, int64_t v);
MlbValue *mlb_bld_const_bool(MlbBuilder *b, MlbAttr *loc, bool v);
/* arith.cmpi with upstream's predicate number (eq 0, ne 1, ult 6, ...). */
enum { MLB_CMPI_EQ = 0, MLB_CMPI_NE = 1, MLB_CMPI_ULT = 6 };
MlbValue *mlb_bld_cmpi(MlbBuilder *b, MlbAttr *loc, int pred, MlbValue *l,
                       MlbValue *r);
/* memref.extract_aligned_pointer_as_index: the pointer a lowered dealloc
 * compares to tell buffers apart. */
MlbValue *mlb_bld_aligned_ptr(MlbBuilder *b, MlbAttr *loc, MlbValue *m);
/* Same-type binary op (arith.andi/ori/xori): result has l's type. */
MlbValue *mlb_bld_binary(MlbBuilder *b, MlbAttr *loc, const char *name,
                         MlbValue *l, MlbValue *r);
MlbValue *mlb_bld_dim(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                      MlbValue *idx);
/* memref.alloc of `type` with its dynamic sizes; alignment may be NULL. */
MlbValue *mlb_bld_alloc(MlbBuilder *b, MlbAttr *loc, MlbType *type,
                        uint32_t ndyn, MlbValue *const *dyn,
                        MlbAttr *alignment);
/* A memref.alloc of `type` (its dynamic sizes read from `src` with
 * memref.dim) holding a memref.copy of src: a buffer of its own with
 * src's contents. */
MlbValue *mlb_bld_alloc_copy(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                             MlbType *type);
/* memref.load / memref.store (`name`) with operands ops (value, memref,
 * indices...) and nontemporal = false, as upstream's builders; res: the
 * loaded type, NULL for a store. */
MlbOperation *mlb_bld_access(MlbBuilder *b, const char *name, MlbAttr *loc,
                             uint32_t nops, MlbValue *const *ops,
                             MlbType *res);
MlbValue *mlb_bld_load(MlbBuilder *b, MlbAttr *loc, MlbValue *mem,
                       MlbValue *idx);
void mlb_bld_store(MlbBuilder *b, MlbAttr *loc, MlbValue *v, MlbValue *mem,
                   MlbValue *idx);
MlbValue *mlb_bld_cast(MlbBuilder *b, MlbAttr *loc, MlbValue *src,
                       MlbType *to);
/* memref.subview / memref.reinterpret_cast with static lists (MLB_DYNAMIC
 * entries take the next value of the matching dyn list). */
typedef struct MlbBldView {
  uint32_t rank;
  const int64_t *offsets, *sizes, *strides;
  MlbValue *const *dyn_offsets, *const *dyn_sizes, *const *dyn_strides;
  uint32_t n_dyn_offsets, n_dyn_sizes, n_dyn_strides;
  /* The three lists as dense i64 arrays, when the caller holds them
   * already (a slice op's properties): no uniquing again. NULL: made from
   * the lists. */
  MlbAttr *offsets_attr, *sizes_attr, *strides_attr;
} MlbBldView;
MlbValue *mlb_bld_view(MlbBuilder *b, MlbAttr *loc, const char *name,
                       MlbValue *src, MlbType *result, const MlbBldView *v);
/* scf.if on `cond` with result types; fills the then block (and the else
 * block when `with_else`). The blocks are empty: callers add the ops and
 * the scf.yield. */
MlbOperation *mlb_bld_if(MlbBuilder *b, MlbAttr *loc, MlbValue *cond,
                         uint32_t nres, MlbType *const *res, bool with_else,
                         MlbBlock **then_blk, MlbBlock **else_blk);
/* scf.for lb..ub step with iter_args `inits`; *body gets the empty body
 * block (induction variable, then one argument per init). */
MlbOperation *mlb_bld_for(MlbBuilder *b, MlbAttr *loc, MlbValue *lb,
                          MlbValue *ub, MlbValue *step, uint32_t ninit,
                          MlbValue *const *inits, MlbBlock **body);
void mlb_bld_yield(MlbBuilder *b, MlbAttr *loc, uint32_t n,
                   MlbValue *const *vals);

#endif
