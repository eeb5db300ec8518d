/* registrations.h - interface registrations of the dialects mlbuf ships,
 * and the shared pieces their tables are built from.
 *
 * Each dialect describes its ops in src/dialects/<d>/<d>_ifaces.c as a
 * static const array of (op name, interface, table) entries, attached by
 * mlb_register_<d>_ifaces. Ops are looked up by name in the context, so a
 * table may list ops whose parser support lands later: missing ops are
 * skipped. The test dialect is not here: it is described by an
 * op-semantics file.
 */
#ifndef MLB_INTERFACES_REGISTRATIONS_H
#define MLB_INTERFACES_REGISTRATIONS_H

#include "interfaces/interfaces.h"

void mlb_register_builtin_ifaces(MlbContext *ctx);
void mlb_register_func_ifaces(MlbContext *ctx);
void mlb_register_cf_ifaces(MlbContext *ctx);
void mlb_register_scf_ifaces(MlbContext *ctx);
void mlb_register_arith_ifaces(MlbContext *ctx);
void mlb_register_math_ifaces(MlbContext *ctx);
void mlb_register_index_ifaces(MlbContext *ctx);
void mlb_register_memref_ifaces(MlbContext *ctx);
void mlb_register_bufferization_ifaces(MlbContext *ctx);
void mlb_register_tensor_ifaces(MlbContext *ctx);
void mlb_register_linalg_ifaces(MlbContext *ctx);
void mlb_register_gpu_ifaces(MlbContext *ctx);
void mlb_register_vector_ifaces(MlbContext *ctx);
void mlb_register_affine_ifaces(MlbContext *ctx);
void mlb_register_shape_ifaces(MlbContext *ctx);
/* One-Shot Bufferize models (src/dialects/<d>/<d>_bufferize.c), called
 * from the dialect's interface registration. */
void mlb_register_arith_bufferize(MlbContext *ctx);
void mlb_register_cf_bufferize(MlbContext *ctx);
void mlb_register_tensor_bufferize(MlbContext *ctx);
void mlb_register_tensor_slice_bufferize(MlbContext *ctx);
void mlb_register_tensor_make_bufferize(MlbContext *ctx);
void mlb_register_tensor_concat_bufferize(MlbContext *ctx);
void mlb_register_linalg_bufferize(MlbContext *ctx);
void mlb_register_linalg_canon(MlbContext *ctx);
void mlb_register_scf_bufferize(MlbContext *ctx);
void mlb_register_bufferization_bufferize(MlbContext *ctx);
void mlb_register_vector_bufferize(MlbContext *ctx);
/* Folders and canonicalization patterns (src/dialects/<d>/<d>_canon.c),
 * called from the dialect's interface registration. */
void mlb_register_scf_canon(MlbContext *ctx);
void mlb_register_shape_canon(MlbContext *ctx);
void mlb_register_cf_canon(MlbContext *ctx);
void mlb_register_memref_canon(MlbContext *ctx);
void mlb_register_bufferization_canon(MlbContext *ctx);
void mlb_register_tensor_canon(MlbContext *ctx);

/* ==== Registration tables ==== */
typedef struct MlbIfaceEntry {
  const char *op;
  MlbIfaceId id;
  const void *table;
} MlbIfaceEntry;
/* Attaches every entry whose op is registered; others are skipped
 * silently (unlike mlb_attach_iface, which reports them). */
void mlb_attach_iface_entries(MlbContext *ctx, const MlbIfaceEntry *e,
                              size_t n);

/* Declares `static const MlbEffectsIface name` over static effect specs:
 * MLB_EFFECTS_TABLE(k_load_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL}); */
#define MLB_EFFECTS_TABLE(name, ...)                                           \
  static const MlbEffectSpec name##_specs[] = {__VA_ARGS__};                   \
  static const MlbEffectsIface name = {                                        \
      .specs = name##_specs, .num_specs = MLB_ARRAY_LEN(name##_specs)}

/* ==== Shared tables ==== */
/* NoMemoryEffect for ops without MLB_TRAIT_PURE (memref.dim). */
extern const MlbEffectsIface mlb_iface_no_effects;
/* RecursiveMemoryEffects: the effects of the nested ops. */
extern const MlbEffectsIface mlb_iface_recursive_effects;
/* View of operand 0 (subview, cast, ...). */
extern const MlbViewIface mlb_iface_view_of_operand0;
/* Region terminators forwarding all / none of their operands. */
extern const MlbRegionTermIface mlb_iface_term_forward_all;
extern const MlbRegionTermIface mlb_iface_term_forward_none;

/* Start and length of operandSegmentSizes segment `seg`; false when the
 * property is missing, malformed or does not cover the operands. */
bool mlb_iface_operand_segment(MlbOperation *op, uint32_t seg,
                               uint32_t *start, uint32_t *len);

/* ==== Region-branch building blocks ==== */
static inline void mlb_rb_push(MlbU32Vec *out, int32_t point) {
  mlb_vec_push(out, (uint32_t)point);
}
/* Entry block argument count of region `r` (0 when it has no block). */
uint32_t mlb_rb_num_entry_args(MlbOperation *op, uint32_t r);
/* Single region entered from the parent and left to it
 * (scf.execute_region, memref.alloca_scope). */
void mlb_rb_single_region_successors(MlbOperation *op, int32_t from,
                                     MlbU32Vec *out);
/* A then region and an optional else region, each entered from the parent
 * and left to it; an empty else region means the parent goes on
 * (scf.if, affine.if). */
void mlb_rb_if_successors(MlbOperation *op, int32_t from, MlbU32Vec *out);
/* No operand of the op is forwarded into a region. */
void mlb_rb_no_entry_operands(MlbOperation *op, int32_t to, uint32_t *start,
                              uint32_t *count);
/* Regions receive all entry block arguments, the parent all results. */
void mlb_rb_args_or_results(MlbOperation *op, int32_t to, uint32_t *first,
                            uint32_t *count);
/* Regions receive nothing, the parent all results (scf.if). */
void mlb_rb_results_only(MlbOperation *op, int32_t to, uint32_t *first,
                         uint32_t *count);
/* Nothing is received anywhere (scf.forall, scf.parallel). */
void mlb_rb_no_inputs(MlbOperation *op, int32_t to, uint32_t *first,
                      uint32_t *count);

#endif
