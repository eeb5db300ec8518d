/* interfaces.h - op semantics that passes query instead of op names.
 *
 * Each interface is a table of data and function pointers hung on an op
 * descriptor (desc->ifaces[id]). Passes ask `mlb_op_iface(op, id)`; NULL
 * means the op does not declare that behaviour and the pass must assume
 * the worst: an op without MLB_IFACE_EFFECTS may read, write, allocate and
 * free anything; an op without MLB_IFACE_VIEW/SELECT may alias any operand
 * it receives; etc. Every slot below states its contract and the
 * conservative answer.
 *
 * Tables are attached per context (mlb_attach_iface) from three sources:
 * the registrations of the dialects mlbuf ships
 * (src/dialects/<d>/<d>_ifaces.c), the public C API, and declarative
 * op-semantics files (src/interfaces/semantics_file.c). Most ops'
 * behaviour is plain data (an effect list, an operand index); hooks exist
 * for ops whose answer depends on the instance.
 */
#ifndef MLB_INTERFACES_INTERFACES_H
#define MLB_INTERFACES_INTERFACES_H

#include "ir/ir.h"

typedef enum MlbIfaceId {
  MLB_IFACE_EFFECTS,         /* MlbEffectsIface */
  MLB_IFACE_REGION_BRANCH,   /* MlbRegionBranchIface */
  MLB_IFACE_REGION_TERM,     /* MlbRegionTermIface: yields/conditions */
  MLB_IFACE_CALL,            /* MlbCallIface */
  MLB_IFACE_CALLABLE,        /* MlbCallableIface: function-like ops */
  MLB_IFACE_VIEW,            /* MlbViewIface */
  MLB_IFACE_COPY,            /* MlbCopyIface */
  MLB_IFACE_SELECT,          /* MlbSelectIface */
  MLB_IFACE_ALLOCATION,      /* MlbAllocationIface */
  MLB_IFACE_BUFFERIZE,       /* reserved: One-Shot Bufferize hooks */
  MLB_IFACE_DEALLOC,         /* MlbDeallocIface */
  MLB_IFACE_INTERP,          /* reserved: interpreter handlers */
  MLB_IFACE_FOLD,            /* MlbFoldIface (rewrite/fold.h) */
  MLB_IFACE_CANONICALIZE,    /* MlbCanonIface (rewrite/rewrite.h) */
  MLB_IFACE_COUNT
} MlbIfaceId;
_Static_assert(MLB_IFACE_COUNT <= MLB_MAX_IFACES, "too many interfaces");

static inline const void *mlb_op_iface(const MlbOperation *op, MlbIfaceId id) {
  return op->desc ? op->desc->ifaces[id] : NULL;
}
/* Sets an interface table on a descriptor (attaching CALLABLE also marks
 * it MLB_TRAIT_FUNCTION_LIKE). */
void mlb_desc_set_iface(MlbOpDesc *d, MlbIfaceId id, const void *table);
/* Attaches (replaces) an interface table on a registered op. The table
 * must outlive the context (static data, or allocated in the context). */
MLB_MUST_CHECK MlbStatus mlb_attach_iface(MlbContext *ctx, const char *op_name,
                                          MlbIfaceId id, const void *table);

/* ==== Operand/result references used by data-only tables ====
 * MLB_REF_OPERAND(i): operand i; MLB_REF_RESULT(i): result i;
 * MLB_REF_OPERANDS_FROM(i): every operand from i on (variadic tails);
 * MLB_REF_SEGMENT(i): every operand of operandSegmentSizes segment i. */
typedef int32_t MlbValueRef;
#define MLB_REF_NONE INT32_MIN
#define MLB_REF_OPERAND(i) ((int32_t)(i))
#define MLB_REF_RESULT(i) (-1 - (int32_t)(i))
#define MLB_REF_OPERANDS_FROM(i) ((int32_t)(0x10000 + (i)))
#define MLB_REF_SEGMENT(i) ((int32_t)(0x20000 + (i)))
#define MLB_REF_ALL_RESULTS ((int32_t)0x30000)
/* MLB_REF_OPERAND_FROM_END(i): operand num_operands - 1 - i, for ops whose
 * buffers follow a variadic head (gpu.dealloc's async tokens). */
#define MLB_REF_OPERAND_FROM_END(i) ((int32_t)(0x40000 + (i)))
/* Expands a reference into the values it denotes (appended to out). */
void mlb_ref_values(MlbOperation *op, MlbValueRef ref, MlbValueVec *out);

/* ==== Resources ====
 * Interned names; pointer comparison. "default" is the heap (memref.alloc),
 * "automatic" the automatic-allocation scope / stack (memref.alloca), any
 * other name a resource of its own ("gpu", "my.pool"). */
const char *mlb_resource_default(MlbContext *ctx);
const char *mlb_resource_automatic(MlbContext *ctx);

/* ==== Memory effects ==== */
typedef enum MlbEffectKind {
  MLB_EFFECT_ALLOCATE,
  MLB_EFFECT_FREE,
  MLB_EFFECT_READ,
  MLB_EFFECT_WRITE,
} MlbEffectKind;

typedef struct MlbEffect {
  MlbEffectKind kind;
  MlbValue *value;      /* the buffer affected; NULL = anything in resource */
  const char *resource; /* interned resource name */
} MlbEffect;
typedef MLB_VEC(MlbEffect) MlbEffectVec;

typedef struct MlbEffectSpec {
  MlbEffectKind kind;
  MlbValueRef on;       /* MLB_REF_NONE: whole resource */
  const char *resource; /* NULL = "default" */
} MlbEffectSpec;

typedef struct MlbEffectsIface {
  /* Static effects, used when `get` is NULL. */
  const MlbEffectSpec *specs;
  uint32_t num_specs;
  /* Instance-dependent effects: append to out; return false when they
   * cannot be stated (then the op counts as unknown). The hook may leave
   * `resource` NULL (default) or use any name: mlb_op_effects interns. */
  bool (*get)(MlbOperation *op, MlbEffectVec *out);
  /* The op's effects include those of the ops in its regions
   * (RecursiveMemoryEffects). */
  bool recursive;
} MlbEffectsIface;

/* Collects the op's effects. Returns false when they are unknown: no
 * interface, or a nested op without one under `recursive`. Pure ops
 * (MLB_TRAIT_PURE, no interface) have no effects. */
bool mlb_op_effects(MlbContext *ctx, MlbOperation *op, MlbEffectVec *out);
/* The op's own effects, without those of its nested ops (a region op
 * with recursive effects states none of its own unless its interface
 * does). False when unknown: no interface, neither pure nor recursive. */
bool mlb_op_own_effects(MlbContext *ctx, MlbOperation *op,
                        MlbEffectVec *out);
/* False when mlb_op_own_effects surely holds no Allocate effect (static
 * specs without one, no interface at all); true when it may (an
 * allocating spec, or an instance hook that only a call can answer).
 * Answers without building the list: an allocation search asks it of
 * every op. */
bool mlb_op_own_effects_may_allocate(const MlbOperation *op);
/* False when mlb_op_effects surely holds no Free effect: unknown (it
 * lists nothing), or neither recursive nor a hook and no static spec
 * frees. True when it may. Answers without building the list: a search
 * for the frees of a buffer asks it of every user. */
bool mlb_op_effects_may_free(const MlbOperation *op);
/* True when op's effects are known and empty (mlb_op_effects with nothing
 * collected), answered without building the list when the interface says
 * so statically (dead-code removal asks this of every op). */
bool mlb_op_is_effect_free(MlbContext *ctx, MlbOperation *op);
/* Convenience: does the op allocate / free `v` (or anything)? */
bool mlb_op_allocates(MlbContext *ctx, MlbOperation *op, MlbValue *v,
                      const char **resource);

/* ==== Region branching (scf.if/for/while, execute_region, ...) ====
 * Region points: MLB_REGION_PARENT (-1) is the op itself: "from parent"
 * means entering the op, "to parent" means leaving it (values become the op's
 * results). Region i is the op's i-th region. */
#define MLB_REGION_PARENT (-1)

typedef struct MlbRegionBranchIface {
  /* Successors of `from` (entering the op when MLB_REGION_PARENT, or after
   * region `from`'s terminator); appended to out as region indices or
   * MLB_REGION_PARENT. Conservative: all regions and the parent. */
  void (*successors)(MlbOperation *op, int32_t from, MlbU32Vec *out);
  /* Operands of the op forwarded when entering region `to`: operands
   * [*start, *start + *count) map to the inputs of `to`. */
  void (*entry_operands)(MlbOperation *op, int32_t to, uint32_t *start,
                         uint32_t *count);
  /* The values receiving forwarded values at `to`: for a region, its
   * entry block arguments from *first (scf.for skips the induction
   * variable); for MLB_REGION_PARENT, results from *first. */
  void (*successor_inputs)(MlbOperation *op, int32_t to, uint32_t *first,
                           uint32_t *count);
  /* Loop-like: some region can branch back to itself or an earlier one. */
  bool is_loop;
  /* Optional (NULL: unknown): how many times the loop's body runs per run
   * of the op, when constant operands tell (an scf.for's bounds and
   * step); false when they do not. */
  bool (*trip_count)(MlbOperation *op, uint64_t *trips);
  /* Optional (NULL: unknown), for ops entering at most one region: the
   * one entered (or MLB_REGION_PARENT: none, the op's results come from
   * its operands) when operand i has the constant value cst[i] (NULL:
   * not constant), as an scf.if's constant condition or an
   * scf.index_switch's constant selector tell (upstream's
   * getEntrySuccessorRegions with constant operands); false when that is
   * not known. */
  bool (*taken_region)(MlbOperation *op, MlbAttr *const *cst,
                       int32_t *region);
} MlbRegionBranchIface;

typedef struct MlbRegionTermIface {
  /* Operands of this terminator forwarded to successor `to` of its parent
   * (scf.yield: all operands; scf.condition: all but the condition). */
  void (*forwarded)(MlbOperation *term, int32_t to, uint32_t *start,
                    uint32_t *count);
} MlbRegionTermIface;

/* Branch terminators use desc->successor_operands; return-like
 * terminators carry MLB_TRAIT_RETURN_LIKE (all operands are returned). */
/* Operands of region terminator `term` forwarded to successor `to`: its
 * MlbRegionTermIface, else all operands when return-like. False when the
 * op is neither (then nothing is known to be forwarded). */
bool mlb_term_forwarded_operands(MlbOperation *term, int32_t to,
                                 uint32_t *start, uint32_t *count);
/* The op ending block blk of a region when the block returns to the
 * region's op: a terminator without successors, or an unregistered op (it
 * may be one); else NULL. */
MlbOperation *mlb_block_region_exit(MlbBlock *blk);

/* op's region-branch interface when it is complete (successors,
 * entry_operands and successor_inputs all given), else NULL: passes take a
 * partial table for none. */
const MlbRegionBranchIface *mlb_region_branch_complete(const MlbOperation *op);

/* Every forwarding of region-branch op `op` (its interface complete, see
 * mlb_region_branch_complete): entering each region the
 * op may start in, with the op's entry operands, and leaving each block of
 * each region that returns to the op (its last op has no successors and
 * is a terminator or unregistered), with the terminator's operands, once
 * per successor of the region. `fn` gets the forwarding op (op itself on
 * entry), its operands [start, start + count) flowing one to one into
 * `inputs` (which may hold fewer or more values: callers decide), or
 * known == false when a terminator states no forwarded operands (any of
 * its operands may reach any input). `succs` and `inputs` are the
 * caller's scratch vectors (their contents are overwritten). */
typedef void (*MlbForwardFn)(void *user, MlbOperation *from, bool known,
                             uint32_t start, uint32_t count,
                             MlbValue *const *inputs, uint32_t n);
void mlb_region_branch_forwardings(MlbOperation *op, MlbForwardFn fn,
                                   void *user, MlbU32Vec *succs,
                                   MlbValueVec *inputs);

/* The operand region terminator `term` hands on as result k of its parent
 * (its k-th operand forwarded to MLB_REGION_PARENT); NULL when term is
 * NULL or forwards no such operand. */
MlbUse *mlb_term_parent_use(MlbOperation *term, uint32_t k);

/* ==== Calls and callables ==== */
typedef struct MlbCallIface {
  /* Callee as a symbol (attribute property name, e.g. "callee"), or NULL
   * for indirect calls whose callee is operand `callee_operand`. */
  const char *callee_attr;
  int32_t callee_operand; /* -1 when direct */
  /* Call arguments are operands [args_from, args_from + n). */
  uint32_t args_from;
} MlbCallIface;

typedef struct MlbCallableIface {
  uint32_t body_region;          /* region holding the body */
  const char *type_attr;         /* property with the function type */
} MlbCallableIface;
/* Public unless sym_visibility is "private" or "nested". */
bool mlb_symbol_is_public(MlbOperation *op);
/* The function type of a function-like op (its callable interface's type
 * property), NULL when it has none. */
MlbType *mlb_function_type(MlbOperation *fn);
/* The entry block of a callable op's body, NULL for a declaration (no
 * body) or an op without the callable interface. */
MlbBlock *mlb_callable_entry(MlbOperation *fn);
/* Attribute `name` of function fn's argument i (its `arg_attrs`), NULL
 * when absent. */
MlbAttr *mlb_function_arg_attr(MlbOperation *fn, uint32_t i,
                               const char *name);
/* Resolves a call's callee op, NULL when indirect/unknown. */
MlbOperation *mlb_call_callee(MlbOperation *call);
/* The same through ctx's symbol table cache (mlb_symbol_resolve_in): a
 * hash lookup instead of a scan of the module, for passes that resolve
 * every call of a large module. */
MlbOperation *mlb_call_callee_in(MlbContext *ctx, MlbOperation *call);

/* ==== Aliasing ==== */
typedef struct MlbViewIface {
  uint32_t source_operand; /* result 0 (all results) view into this operand */
  /* 0 = the view keeps its source's aligned base pointer (subview, cast:
   * only sizes, strides and offset change). Otherwise the operand holding
   * a byte shift that moves the aligned base pointer (memref.view), which
   * makes pointer-equality alias checks on the view miss its source. */
  uint32_t shift_operand;
  /* The view addresses its source's allocation from its base, whatever
   * part of it the source covered (memref.reinterpret_cast sets its own
   * offset; extract_strided_metadata hands out the base buffer): a copy
   * of only the source's part is not the same buffer to it. */
  bool rebases;
  /* For a view that rebases: does this one address only bytes of its
   * source operand, from the source's first element on (so that a copy of
   * just the source serves it as well)? NULL: not known. */
  bool (*within_source)(MlbOperation *view);
} MlbViewIface;

typedef struct MlbCopyIface {
  uint32_t source_operand, target_operand;
} MlbCopyIface;

typedef struct MlbSelectIface {
  /* Result 0 is one of operands [first, first + count) (count 0 = to end). */
  uint32_t first, count;
} MlbSelectIface;

/* ==== Allocation ====
 * How to free and clone a buffer that this op allocated, in this op's own
 * resource: memref.alloc -> memref.dealloc / bufferization.clone,
 * memref.alloca -> nothing to free, gpu.alloc -> gpu.dealloc. */
typedef struct MlbAllocationIface {
  const char *resource;  /* NULL = "default" */
  const char *free_op;   /* op taking the buffer as its only operand, or
                            NULL when the memory needs no free (stack) */
  const char *clone_op;  /* op with one operand and one result of the same
                            type that copies into a new allocation of this
                            resource; NULL = use bufferization.clone */
  /* Optional builders overriding the names above. */
  MlbOperation *(*build_free)(MlbBuilder *b, MlbValue *buf, MlbAttr *loc);
  MlbValue *(*build_clone)(MlbBuilder *b, MlbValue *buf, MlbAttr *loc);
  /* Where buffer-hoisting (MLB_HOIST_BLOCK: into common dominators and
   * out of non-loop regions) and buffer-loop-hoisting (MLB_HOIST_LOOP: out
   * of sequential loops) may move the op (upstream's getHoistingKind).
   * 0 = nowhere: the conservative answer. memref.alloc: both;
   * memref.alloca: loops only. */
  uint8_t hoisting;
  /* Stack counterpart for promote-buffers-to-stack (upstream's
   * buildPromotedAlloc): an op of this name, with the same operands,
   * attributes and result type, in the automatic-allocation scope. NULL
   * (and no builder) = the allocation is never promoted. */
  const char *promoted_op;
  MlbOperation *(*build_promoted)(MlbBuilder *b, MlbOperation *alloc);
} MlbAllocationIface;
enum { MLB_HOIST_BLOCK = 1u << 0, MLB_HOIST_LOOP = 1u << 1 };
/* Builds the stack counterpart of `alloc` (allocated by an op with
 * interface `a`) at the builder's point; NULL when `a` offers none. The
 * caller replaces the uses and erases `alloc`. */
MlbOperation *mlb_build_promoted(MlbBuilder *b, const MlbAllocationIface *a,
                                 MlbOperation *alloc);
/* Both insert at the builder's point; loc NULL = the buffer's location.
 * mlb_build_free returns NULL when the memory needs no free (free_op NULL,
 * no builder); mlb_build_clone returns NULL when a builder refuses the
 * buffer (e.g. a gpu clone of a memref with a non-identity layout). */
MlbOperation *mlb_build_free(MlbBuilder *b, const MlbAllocationIface *a,
                             MlbValue *buf, MlbAttr *loc);
MlbValue *mlb_build_clone(MlbBuilder *b, const MlbAllocationIface *a,
                          MlbValue *buf, MlbAttr *loc);

/* ==== Deallocation facts (MLB_IFACE_DEALLOC) ====
 * Optional facts ownership-based buffer deallocation uses to produce the
 * code upstream's external models produce; without them the pass stays
 * correct but less direct (it splits the edges of a multi-way branch and
 * combines a select's ownerships conservatively).
 *  - cond_branch: a two-successor terminator taking successor 0 when its
 *    i1 operand `condition` is true and successor 1 otherwise (cf.cond_br).
 *  - cond_select: result 0 is operand `if_true` when the i1 operand
 *    `condition` is true, else operand `if_false` (arith.select). */
typedef struct MlbDeallocIface {
  bool cond_branch, cond_select;
  uint32_t condition, if_true, if_false;
} MlbDeallocIface;

/* ==== Buffer-like types ====
 * memref types are buffers; other types join through the context:
 * opaque dialect types by name ("!my.buffer") or by predicate. */
bool mlb_type_is_buffer_like(MlbContext *ctx, const MlbType *t);
void mlb_add_buffer_type_name(MlbContext *ctx, const char *dialect_type_name);


#endif
