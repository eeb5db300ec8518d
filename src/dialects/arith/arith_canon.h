/* arith_canon.h - arith's constant materializer and folding helpers,
 * shared with the other dialects' folders and patterns. */
#ifndef MLB_DIALECTS_ARITH_ARITH_CANON_H
#define MLB_DIALECTS_ARITH_ARITH_CANON_H

#include "rewrite/fold.h"

/* Creates `arith.constant attr` (not announced to any listener: the
 * caller's rewriter does that). NULL unless attr is an integer, float or
 * dense attribute of exactly `type`. */
MlbOperation *mlb_arith_materialize(MlbRewriter *rw, MlbAttr *attr,
                                    MlbType *type, MlbAttr *loc);
/* Creates an arith.constant through the rewriter; returns its result. */
MlbValue *mlb_arith_const(MlbRewriter *rw, MlbAttr *attr, MlbAttr *loc);
MlbValue *mlb_arith_const_int(MlbRewriter *rw, MlbType *t, int64_t v,
                              MlbAttr *loc);
/* `name %a, %b : type(a)` (a same-type binary op) through the rewriter. */
MlbValue *mlb_arith_binary(MlbRewriter *rw, const char *name, MlbAttr *loc,
                           MlbValue *a, MlbValue *b);
/* The start every `dim` folder shares (tensor.dim, memref.dim): operand
 * 0 of type kind `kind`, the index in operand 1. MLB_FOLD_RESULTS when the
 * indexed dim is static (its size in out[0]); MLB_FOLD_FAILED when the
 * index is not a constant in range; else MLB_FOLD_IN_PLACE with the
 * dynamic dim's index in *idx, for the caller to look at its producer. */
MlbFoldStatus mlb_fold_static_dim(MlbContext *ctx, MlbOperation *op,
                                  MlbAttr *const *cst, MlbTypeKind kind,
                                  MlbFoldResult *out, uint32_t *idx);
/* Registers arith's folders and patterns. */
void mlb_register_arith_canon(MlbContext *ctx);

#endif
