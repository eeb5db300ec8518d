/* fold.h - op folding and constant handling (upstream's fold hooks,
 * m_Constant and OperationFolder).
 *
 * A folder sees the op and, for each operand, the attribute of the
 * constant defining it (NULL when not constant). It either changes the op
 * in place or gives one result per op result: an existing value or an
 * attribute the op's dialect materializes as a constant op. Folders never
 * create ops themselves.
 */
#ifndef MLB_TRANSFORMS_FOLD_H
#define MLB_TRANSFORMS_FOLD_H

#include "rewrite/rewrite.h"

typedef enum MlbFoldStatus {
  MLB_FOLD_FAILED,
  MLB_FOLD_IN_PLACE, /* the op itself changed (operands or properties) */
  MLB_FOLD_RESULTS,  /* out[i] holds a value or an attribute per result */
} MlbFoldStatus;

typedef struct MlbFoldResult {
  MlbValue *value; /* existing value, or NULL */
  MlbAttr *attr;   /* constant to materialize when value is NULL */
} MlbFoldResult;

/* Builds a constant op for `attr` of `type` at the rewriter's point;
 * NULL when the dialect cannot (the op is not created). */
typedef MlbOperation *(*MlbMaterializeFn)(MlbRewriter *rw, MlbAttr *attr,
                                          MlbType *type, MlbAttr *loc);

typedef struct MlbFoldIface {
  /* cst[i]: constant value of operand i or NULL; out: num_results slots,
   * zeroed. NULL = the op only materializes (its dialect's constant). */
  MlbFoldStatus (*fold)(MlbContext *ctx, MlbOperation *op,
                        MlbAttr *const *cst, MlbFoldResult *out);
  /* The op's dialect's constant materializer (upstream's
   * Dialect::materializeConstant); NULL = none. */
  MlbMaterializeFn materialize;
  /* Constants folded inside this op's regions stay in them instead of
   * rising to the enclosing isolated region (shouldMaterializeInto). */
  bool keeps_constants;
  /* Operands may be reordered freely (upstream's Commutative trait): CSE
   * treats permuted operand lists as equal. */
  bool commutative;
  /* Branch terminators: sets *succ to the successor taken when operand i
   * has the constant value cst[i] (NULL: not constant), as upstream's
   * BranchOpInterface::getSuccessorForOperands; false when that is not
   * known. Never changes the op. NULL = never known. */
  bool (*successor)(MlbOperation *op, MlbAttr *const *cst, uint32_t *succ);
} MlbFoldIface;

/* The attribute of a constant-like op (its `value` property), else NULL. */
MlbAttr *mlb_constant_value(const MlbOperation *op);
/* The constant a value is defined by, else NULL. */
MlbAttr *mlb_value_constant(const MlbValue *v);
/* Integer / boolean value of a constant value (scalar or splat). */
bool mlb_value_const_int(const MlbValue *v, int64_t *out);
bool mlb_attr_const_int(const MlbAttr *a, int64_t *out);
/* The constant v holds: a constant op's value, or what v's op folds to
 * when it is pure, has one result and no regions, and each operand holds
 * a constant in turn (`arith.index_cast (arith.andi %c28, %c3)`), at most
 * MLB_FOLD_CHAIN_DEPTH ops deep; else NULL. Asked of branch conditions
 * and selectors, which a canonicalized program has as constants
 * already. */
enum { MLB_FOLD_CHAIN_DEPTH = 4 };
MlbAttr *mlb_value_folded_constant(MlbContext *ctx, MlbValue *v);
/* Runs the op's folder with its constant operands. */
MlbFoldStatus mlb_op_fold(MlbContext *ctx, MlbOperation *op,
                          MlbFoldResult *out);

/* ==== Constant uniquing (OperationFolder) ==== */
typedef struct MlbConstFolder {
  MlbContext *ctx;
  MlbRewriter *rw;
  /* Kept constants in the order kept (a stack: see mlb_const_folder_pop),
   * indexed by (region, constant op name, value, type) through an open
   * addressing table of positions + 1 (0: empty slot). */
  MLB_VEC(struct MlbConstEntry) kept;
  uint32_t *index;
  uint32_t cap;
  MlbAttr *unknown_loc; /* of replaced-into constants, made once */
  MlbOperation *last_kept; /* most recently kept: usually the next one's prev */
} MlbConstFolder;
void mlb_const_folder_init(MlbConstFolder *f, MlbRewriter *rw);
void mlb_const_folder_free(MlbConstFolder *f);
/* Registers the constant op: hoists it to the front of the entry block of
 * its isolated region, or replaces it by an equal constant already known
 * there (then returns false: op was erased). Kept constants must not be
 * erased while the folder lives (the greedy driver uses one per seeding). */
bool mlb_const_folder_insert(MlbConstFolder *f, MlbOperation *op);
/* mark: the number of constants kept so far. pop: forgets those kept
 * since `mark`, for a walk that has left the isolated op they all rose to
 * (nothing after it can be merged with them): the table stays the size of
 * one function's constants instead of the module's. */
uint32_t mlb_const_folder_mark(const MlbConstFolder *f);
void mlb_const_folder_pop(MlbConstFolder *f, uint32_t mark);

#endif
