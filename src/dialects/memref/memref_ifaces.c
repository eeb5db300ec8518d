/* memref_ifaces.c - interfaces of the memref ops, as upstream declares
 * them: memory effects (MemAlloc/MemFree/MemRead/MemWrite on operands and
 * results, the automatic-allocation-scope resource for alloca), views,
 * memref.copy as a copy, allocation (alloc/realloc freed by memref.dealloc,
 * alloca freed by nothing), and alloca_scope's region branching.
 *
 * Ops not listed are Pure in their descriptors (cast, subview, ...) or
 * have no effect interface upstream (memref.global): unknown.
 */
#include "interfaces/registrations.h"
#include "dialects/common.h"
#include "dialects/memref/memref_int.h"
#include "rewrite/fold.h"

#define FX MLB_EFFECTS_TABLE

FX(k_alloc_fx, {MLB_EFFECT_ALLOCATE, MLB_REF_RESULT(0), NULL});
FX(k_alloca_fx, {MLB_EFFECT_ALLOCATE, MLB_REF_RESULT(0), "automatic"});
FX(k_realloc_fx, {MLB_EFFECT_FREE, MLB_REF_OPERAND(0), NULL},
   {MLB_EFFECT_ALLOCATE, MLB_REF_RESULT(0), NULL});
FX(k_dealloc_fx, {MLB_EFFECT_FREE, MLB_REF_OPERAND(0), NULL});
FX(k_load_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL});
FX(k_store_fx, {MLB_EFFECT_WRITE, MLB_REF_OPERAND(1), NULL});
FX(k_copy_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL},
   {MLB_EFFECT_WRITE, MLB_REF_OPERAND(1), NULL});
FX(k_atomic_rmw_fx, {MLB_EFFECT_READ, MLB_REF_OPERAND(1), NULL},
   {MLB_EFFECT_WRITE, MLB_REF_OPERAND(1), NULL});
/* Upstream declares prefetch's memref operand as written. */
FX(k_prefetch_fx, {MLB_EFFECT_WRITE, MLB_REF_OPERAND(0), NULL});

/* generic_atomic_rmw reads and writes its memref; its body (pure ops and
 * atomic_yield) is walked as well. */
static const MlbEffectSpec k_generic_rmw_specs[] = {
    {MLB_EFFECT_READ, MLB_REF_OPERAND(0), NULL},
    {MLB_EFFECT_WRITE, MLB_REF_OPERAND(0), NULL},
};
static const MlbEffectsIface k_generic_rmw_fx = {
    .specs = k_generic_rmw_specs,
    .num_specs = MLB_ARRAY_LEN(k_generic_rmw_specs),
    .recursive = true};

static const MlbCopyIface k_copy = {.source_operand = 0, .target_operand = 1};

static const MlbAllocationIface k_alloc_alloc = {
    .resource = NULL,
    .free_op = "memref.dealloc",
    .clone_op = NULL,
    .hoisting = MLB_HOIST_BLOCK | MLB_HOIST_LOOP,
    .promoted_op = "memref.alloca"};
/* A reallocation frees like an allocation but is neither hoisted nor
 * promoted (upstream's realloc model has no hoisting kind or stack
 * counterpart). */
static const MlbAllocationIface k_realloc_alloc = {
    .resource = NULL, .free_op = "memref.dealloc", .clone_op = NULL};
/* Stack memory dies with its scope; a clone goes to the heap
 * (bufferization.clone) since no single op copies into a new alloca. */
static const MlbAllocationIface k_alloca_alloc = {.resource = "automatic",
                                                   .free_op = NULL,
                                                   .clone_op = NULL,
                                                   .hoisting = MLB_HOIST_LOOP};

static const MlbRegionBranchIface k_alloca_scope_rb = {
    .successors = mlb_rb_single_region_successors,
    .entry_operands = mlb_rb_no_entry_operands,
    .successor_inputs = mlb_rb_args_or_results,
    .is_loop = false};

/* memref.view moves the aligned pointer by its byte shift (operand 1). */
static const MlbViewIface k_view_shifted = {.source_operand = 0,
                                            .shift_operand = 1};

/* Views that address the source's allocation from its base. */
static const MlbViewIface k_view_rebased = {.source_operand = 0,
                                            .rebases = true};

/* Is v `memref.dim %src, 0` (a constant index 0)? */
static bool is_dim0_of(const MlbValue *v, const MlbValue *src) {
  MlbOperation *d = v->def_op;
  int64_t i = -1;
  return mlb_op_is(d, "memref.dim") && d->num_operands == 2 &&
         mlb_op_operand(d, 0) == src &&
         mlb_value_const_int(mlb_op_operand(d, 1), &i) && i == 0;
}

/* Does op run only when n <= dim(src, 0)? The guard expand-realloc puts
 * around the reinterpret_cast of its in-place branch: op in the else
 * region of an scf.if on `arith.cmpi ult, (memref.dim %src, 0), n`. */
static bool guarded_by_dim(MlbOperation *op, const MlbValue *src,
                           const MlbValue *n) {
  MlbOperation *p = mlb_op_parent_op(op);
  if (!mlb_op_is(p, "scf.if") || p->num_regions != 2 || !p->num_operands ||
      op->block->parent != &p->regions[1])
    return false;
  MlbOperation *c = mlb_op_operand(p, 0)->def_op;
  if (!mlb_op_is(c, "arith.cmpi") || c->num_operands != 2)
    return false;
  MlbAttr *pa = mlb_op_get_prop(c, "predicate");
  return pa && pa->kind == MLB_ATTR_INTEGER &&
         pa->u.integer.value == 6 /* ult */ &&
         is_dim0_of(mlb_op_operand(c, 0), src) && mlb_op_operand(c, 1) == n;
}

/* reinterpret_cast %src to offset: [0], sizes: [n], strides: [1], with a
 * 1-D source of identity layout (which starts at its base): the first n
 * elements of the source, all its own when n <= its size (statically, or
 * under expand-realloc's guard). */
static bool reinterpret_within_source(MlbOperation *op) {
  const MlbType *st = mlb_op_operand(op, 0)->type;
  if (st->kind != MLB_TYPE_MEMREF || st->u.shaped.rank != 1 ||
      !mlb_memref_layout_is_identity(st->u.shaped.layout))
    return false;
  const MlbAttr *off = mlb_memref_i64_prop(op, mlb_names.static_offsets);
  const MlbAttr *sz = mlb_memref_i64_prop(op, mlb_names.static_sizes);
  const MlbAttr *str = mlb_memref_i64_prop(op, mlb_names.static_strides);
  uint32_t start = 0, len = 0;
  if (!off || !sz || !str || off->u.darray.n != 1 || sz->u.darray.n != 1 ||
      str->u.darray.n != 1 || off->u.darray.ivals[0] != 0 ||
      str->u.darray.ivals[0] != 1)
    return false;
  int64_t size = sz->u.darray.ivals[0], have = st->u.shaped.shape[0];
  if (size != MLB_DYNAMIC)
    return have != MLB_DYNAMIC && size <= have;
  if (!mlb_op_operand_segment(op, 2, &start, &len) || len != 1)
    return false;
  return guarded_by_dim(op, mlb_op_operand(op, 0), mlb_op_operand(op, start));
}

static const MlbViewIface k_view_reinterpret = {
    .source_operand = 0, .rebases = true,
    .within_source = reinterpret_within_source};

#define VIEW(op)                                                               \
  { op, MLB_IFACE_VIEW, &mlb_iface_view_of_operand0 }

static const MlbIfaceEntry k_entries[] = {
    {"memref.alloc", MLB_IFACE_EFFECTS, &k_alloc_fx},
    {"memref.alloca", MLB_IFACE_EFFECTS, &k_alloca_fx},
    {"memref.realloc", MLB_IFACE_EFFECTS, &k_realloc_fx},
    {"memref.dealloc", MLB_IFACE_EFFECTS, &k_dealloc_fx},
    {"memref.load", MLB_IFACE_EFFECTS, &k_load_fx},
    {"memref.store", MLB_IFACE_EFFECTS, &k_store_fx},
    {"memref.copy", MLB_IFACE_EFFECTS, &k_copy_fx},
    {"memref.atomic_rmw", MLB_IFACE_EFFECTS, &k_atomic_rmw_fx},
    {"memref.generic_atomic_rmw", MLB_IFACE_EFFECTS, &k_generic_rmw_fx},
    {"memref.prefetch", MLB_IFACE_EFFECTS, &k_prefetch_fx},
    {"memref.dim", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"memref.assume_alignment", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"memref.alloca_scope", MLB_IFACE_EFFECTS, &mlb_iface_recursive_effects},
    {"memref.alloca_scope", MLB_IFACE_REGION_BRANCH, &k_alloca_scope_rb},
    {"memref.alloca_scope.return", MLB_IFACE_REGION_TERM,
     &mlb_iface_term_forward_all},
    {"memref.copy", MLB_IFACE_COPY, &k_copy},
    {"memref.alloc", MLB_IFACE_ALLOCATION, &k_alloc_alloc},
    {"memref.realloc", MLB_IFACE_ALLOCATION, &k_realloc_alloc},
    {"memref.alloca", MLB_IFACE_ALLOCATION, &k_alloca_alloc},
    /* Results alias operand 0. transpose is metadata-only too, though not
     * ViewLikeOpInterface upstream. */
    VIEW("memref.subview"),
    VIEW("memref.cast"),
    {"memref.view", MLB_IFACE_VIEW, &k_view_shifted},
    {"memref.reinterpret_cast", MLB_IFACE_VIEW, &k_view_reinterpret},
    VIEW("memref.expand_shape"),
    VIEW("memref.collapse_shape"),
    VIEW("memref.reshape"),
    VIEW("memref.transpose"),
    VIEW("memref.memory_space_cast"),
    VIEW("memref.assume_alignment"),
    {"memref.extract_strided_metadata", MLB_IFACE_VIEW, &k_view_rebased},
};

void mlb_register_memref_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_memref_canon(ctx);
}
