/* memref_int.h - helpers shared by the memref dialect's files.
 *
 * memref_ops.c holds the op table and the allocation/access ops;
 * memref_views.c holds the view-like ops (subview, view, reinterpret_cast,
 * expand/collapse_shape, extract_strided_metadata, transpose), whose hooks
 * are declared here. Strided-layout arithmetic (memref_layout.c) mirrors
 * upstream's MemRefType::getStridesAndOffset: MLB_DYNAMIC marks unknown
 * values and saturates through additions and multiplications.
 */
#ifndef MLB_DIALECTS_MEMREF_INT_H
#define MLB_DIALECTS_MEMREF_INT_H

#include "dialects/memref/memref.h"
#include "dialects/shape_common.h"

/* ==== Layouts (memref_layout.c) ==== */
/* Saturating arithmetic on possibly-dynamic values. */
int64_t mlb_memref_sat_add(int64_t a, int64_t b);
int64_t mlb_memref_sat_mul(int64_t a, int64_t b);
/* True for a NULL layout or an identity affine map. */
bool mlb_memref_layout_is_identity(const MlbAttr *layout);
/* Strides of the identity layout for `shape`. */
void mlb_memref_canonical_strides(uint32_t rank, const int64_t *shape,
                                  int64_t *strides);
/* memref<shape x elt, strided<strides, offset: o>, memspace> */
MlbType *mlb_memref_strided(MlbContext *ctx, uint32_t rank,
                            const int64_t *shape, MlbType *elt,
                            const int64_t *strides, int64_t offset,
                            MlbAttr *memspace);

/* ==== Diagnostics and parsing shared by the memref files ==== */
/* Parses a type that must be a ranked memref (upstream's
 * "invalid kind of type specified" otherwise). */
MLB_MUST_CHECK MlbStatus mlb_memref_parse_ranked(MlbAsmParser *p, MlbOpState *st,
                                  MlbType **out);
/* Same for ranked tensors / any memref (ranked or not). */
MLB_MUST_CHECK MlbStatus mlb_memref_parse_any(MlbAsmParser *p, MlbOpState *st, MlbType **out);
/* The dense i64 array prop `name` (NULL when missing or malformed). */
const MlbAttr *mlb_memref_i64_prop(MlbOperation *op, const char *name);

/* ==== Pieces shared by the op files (memref_ops.c) ==== */
/* Resolves every operand in `v` as an index. */
MLB_MUST_CHECK MlbStatus mlb_memref_resolve_indices(MlbAsmParser *p, MlbUnresolvedVec *v,
                                     MlbOpState *st);
/* Prints `[%i, %j]` from op->operands[from..]. */
void mlb_memref_print_indices(MlbAsmPrinter *p, MlbOperation *op,
                              uint32_t from);
/* ODS-style "operand #i must be <summary>, but got 'T'" when !ok. */
MLB_MUST_CHECK MlbStatus mlb_memref_expect_kind(MlbContext *ctx, MlbOperation *op,
                                 bool operand, uint32_t i, bool ok,
                                 const char *summary);
/* HasParent: "expects parent op '<parent>'". */
MLB_MUST_CHECK MlbStatus mlb_memref_expect_parent(MlbContext *ctx, MlbOperation *op,
                                   const char *parent);
/* Plain error "<what>'A'<mid>'B'" (mid NULL: only A). */
MLB_MUST_CHECK MlbStatus mlb_memref_two_type_error(MlbContext *ctx, MlbOperation *op,
                                    const char *what, const MlbType *a,
                                    const char *mid, const MlbType *b);

/* ==== Globals, atomics, prefetch, casts (memref_misc.c) ==== */
extern const char *const mlb_memref_atomic_props[];
extern const char *const mlb_memref_get_global_props[];
extern const char *const mlb_memref_global_props[];
extern const char *const mlb_memref_prefetch_props[];

MLB_MUST_CHECK MlbStatus mlb_memref_parse_assume_alignment(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_assume_alignment(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_assume_alignment(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_atomic_rmw(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_atomic_rmw(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_atomic_rmw(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_atomic_yield(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_generic_atomic_rmw(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_generic_atomic_rmw(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_generic_atomic_rmw(MlbContext *ctx,
                                               MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_get_global(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_get_global(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_get_global(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_global(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_global(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_global(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_prefetch(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_prefetch(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_prefetch(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_cast(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_memory_space_cast(MlbContext *ctx,
                                              MlbOperation *op);

/* ==== DMA ops and distinct_objects (memref_dma.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_memref_parse_dma_start(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_dma_start(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_dma_start(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_dma_wait(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_dma_wait(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_dma_wait(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_parse_distinct_objects(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_distinct_objects(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_distinct_objects(MlbContext *ctx, MlbOperation *op);

/* ==== ODS type constraints (memref_ods.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_memref_ods_alloc(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_access(MlbContext *ctx, MlbOperation *op, bool store);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_atomic_rmw(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_generic_atomic_rmw(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_any_memref(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_cast(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_to_index(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_dim(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_assume_alignment(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_prefetch(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_get_global(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_view_like(MlbContext *ctx, MlbOperation *op,
                                   bool reinterpret);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_view(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_reshape(MlbContext *ctx, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_ods_extract_strided_metadata(MlbContext *ctx,
                                                  MlbOperation *op);

/* ==== View-like ops (memref_views.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_memref_parse_subview(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_subview(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_subview(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_view(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_view(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_view(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_reinterpret_cast(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_reinterpret_cast(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_reinterpret_cast(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_expand_shape(MlbAsmParser *p, MlbOpState *st);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_expand_shape(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_collapse_shape(MlbAsmParser *p, MlbOpState *st);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_collapse_shape(MlbContext *ctx, MlbOperation *op);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_extract_strided_metadata(MlbAsmParser *p,
                                                    MlbOpState *st);
void mlb_memref_print_extract_strided_metadata(MlbAsmPrinter *p,
                                               MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_extract_strided_metadata(MlbContext *ctx,
                                                     MlbOperation *op);
void mlb_memref_name_extract_strided_metadata(MlbOperation *op, MlbBuf *names);

MLB_MUST_CHECK MlbStatus mlb_memref_parse_transpose(MlbAsmParser *p, MlbOpState *st);
void mlb_memref_print_transpose(MlbAsmPrinter *p, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_memref_verify_transpose(MlbContext *ctx, MlbOperation *op);

/* ==== Shared with the canonicalization files (memref_canon*.c) ==== */
#define MLB_MEMREF_MAX_RANK 64

/* The subview result type without rank reduction (upstream's
 * SubViewOp::inferResultType on static lists, MLB_DYNAMIC for SSA
 * entries). */
MlbType *mlb_memref_subview_type(MlbContext *ctx, const MlbType *base,
                                 const int64_t *offsets, const int64_t *sizes,
                                 const int64_t *strides);
/* Upstream's computeMemRefRankReductionMask: which dims of `orig` are
 * dropped to give `red` (static `sizes` of the slice). False when the
 * reduction cannot be explained. */
bool mlb_memref_reduction_mask(const MlbType *orig, const MlbType *red,
                               const int64_t *sizes, bool *dropped);
/* Upstream's verifyInBoundsSlice on the static entries. */
bool mlb_memref_slice_in_bounds(const MlbType *base, const int64_t *offsets,
                                const int64_t *sizes, const int64_t *strides);
/* The result type of collapsing `src` by the reassociation `re` (upstream's
 * CollapseShapeOp::computeCollapsedType); NULL when src is not strided or
 * a group is visibly not contiguous. */
MlbType *mlb_memref_collapsed_type(MlbContext *ctx, const MlbType *src,
                                   const MlbAttr *re);

#endif
