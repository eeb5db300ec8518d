/* memref_ods.c - the type constraints ODS generates for memref ops.
 *
 * Upstream checks these before an op's own verifier (operand and result
 * type constraints, then traits such as TypesMatchWith), so each memref
 * verify hook starts with the matching mlb_memref_ods_* check. Messages are
 * ODS's: "operand #i must be <summary>, but got '<type>'" and "failed to
 * verify that <trait description>".
 */
#include "dialects/memref/memref_int.h"

/* ==== Predicates ==== */
static bool strided_memref(const MlbType *t) {
  int64_t strides[64], off = 0;
  return t->kind == MLB_TYPE_MEMREF && t->u.shaped.rank <= 64 &&
         mlb_memref_strides(t, strides, &off);
}

static bool strided_rank0_memref(const MlbType *t) {
  return strided_memref(t) && t->u.shaped.rank == 0;
}

static bool static_memref(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF && mlb_type_has_static_shape(t);
}

static bool int_or_float(const MlbType *t) {
  return mlb_pred_signless_int(t) || mlb_type_is_float(t);
}

static bool memref_of_int_or_float(const MlbType *t) {
  return t->kind == MLB_TYPE_MEMREF && int_or_float(t->u.shaped.elt);
}

static const char k_memref[] = "memref of any type values";
static const char k_any_memref[] = "ranked or unranked memref of any type "
                                   "values";
static const char k_strided[] = "strided memref of any type values";
static const char k_indices[] = "variadic of index";

static MlbStatus trait_error(MlbContext *ctx, MlbOperation *op,
                             const char *what) {
  return mlb_op_emit_error(ctx, op, "failed to verify that %s", what);
}

/* TypesMatchWith: `t` is the element type of memref `m`. */
static MlbStatus match_elt(MlbContext *ctx, MlbOperation *op, MlbType *t,
                           MlbType *m, const char *what) {
  if (m->kind == MLB_TYPE_MEMREF && m->u.shaped.elt != t)
    return trait_error(ctx, op, what);
  return MLB_SUCCESS;
}

/* ==== Per-op constraints ==== */
MlbStatus mlb_memref_ods_alloc(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_range(ctx, op, 0, -1, mlb_pred_index, k_indices));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_ranked_memref, k_memref);
}

MlbStatus mlb_memref_ods_access(MlbContext *ctx, MlbOperation *op, bool store) {
  uint32_t m = store ? 1 : 0;
  MLB_TRY(
      mlb_verify_operand_type(ctx, op, m, mlb_pred_ranked_memref, k_memref));
  MLB_TRY(
      mlb_verify_operand_range(ctx, op, m + 1, -1, mlb_pred_index, k_indices));
  MlbType *mt = mlb_op_operand(op, m)->type;
  if (store)
    return match_elt(ctx, op, mlb_op_operand(op, 0)->type, mt,
                     "type of 'value' matches element type of 'memref'");
  return match_elt(ctx, op, op->results[0].type, mt,
                   "result type matches element type of 'memref'");
}

MlbStatus mlb_memref_ods_atomic_rmw(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, int_or_float,
                                  "signless integer or floating-point"));
  MLB_TRY(mlb_verify_operand_type(
      ctx, op, 1, memref_of_int_or_float,
      "memref of signless integer or floating-point values"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 2, -1, mlb_pred_index, k_indices));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, int_or_float,
                                 "signless integer or floating-point"));
  if (mlb_op_operand(op, 0)->type != op->results[0].type)
    return trait_error(ctx, op, "all of {value, result} have same type");
  return match_elt(ctx, op, mlb_op_operand(op, 0)->type,
                   mlb_op_operand(op, 1)->type,
                   "value type matches element type of memref");
}

MlbStatus mlb_memref_ods_generic_atomic_rmw(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(
      ctx, op, 0, memref_of_int_or_float,
      "memref of signless integer or floating-point values"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 1, -1, mlb_pred_index, k_indices));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, int_or_float,
                                 "signless integer or floating-point"));
  return match_elt(ctx, op, op->results[0].type, mlb_op_operand(op, 0)->type,
                   "result type matches element type of memref");
}

/* Casts and other ops on one memref of any kind. */
MLB_HOT MlbStatus mlb_memref_ods_any_memref(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_operand_range(ctx, op, 0, -1, mlb_pred_memref,
                                  k_any_memref);
}

MlbStatus mlb_memref_ods_cast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_memref, k_any_memref));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_memref, k_any_memref);
}

/* memref.rank, extract_aligned_pointer_as_index: memref -> index. */
MlbStatus mlb_memref_ods_to_index(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_memref, k_any_memref));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

MlbStatus mlb_memref_ods_dim(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_pred_index, "index"));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_index, "index");
}

MlbStatus mlb_memref_ods_assume_alignment(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(
      mlb_verify_operand_type(ctx, op, 0, mlb_pred_ranked_memref, k_memref));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_ranked_memref, k_memref));
  return mlb_verify_same_operands_and_result_type(ctx, op);
}

MlbStatus mlb_memref_ods_prefetch(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(
      mlb_verify_operand_type(ctx, op, 0, mlb_pred_ranked_memref, k_memref));
  return mlb_verify_operand_range(ctx, op, 1, -1, mlb_pred_index, k_indices);
}

MlbStatus mlb_memref_ods_get_global(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_result_type(ctx, op, 0, static_memref,
                                "statically shaped memref of any type values");
}

/* subview (ranked source and result) and reinterpret_cast (any source,
 * strided result): source, then index operands. */
MlbStatus mlb_memref_ods_view_like(MlbContext *ctx, MlbOperation *op,
                                   bool reinterpret) {
  MLB_TRY(mlb_verify_operand_type(
      ctx, op, 0, reinterpret ? mlb_pred_memref : mlb_pred_ranked_memref,
      reinterpret ? k_any_memref : k_memref));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 1, -1, mlb_pred_index, k_indices));
  return mlb_verify_result_type(
      ctx, op, 0, reinterpret ? strided_memref : mlb_pred_ranked_memref,
      reinterpret ? k_strided : k_memref);
}

MlbStatus mlb_memref_ods_view(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_pred_index, "index"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 2, -1, mlb_pred_index, k_indices));
  return mlb_verify_result_type(ctx, op, 0, mlb_pred_ranked_memref, k_memref);
}

/* expand/collapse_shape and transpose: strided memref in and out. */
MlbStatus mlb_memref_ods_reshape(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, strided_memref, k_strided));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 1, -1, mlb_pred_index, k_indices));
  return mlb_verify_result_type(ctx, op, 0, strided_memref, k_strided);
}

MlbStatus mlb_memref_ods_extract_strided_metadata(MlbContext *ctx,
                                                  MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, strided_memref, k_strided));
  if (!op->num_results)
    return MLB_SUCCESS;
  return mlb_verify_result_type(ctx, op, 0, strided_rank0_memref,
                                "strided memref of any type values of rank 0");
}
