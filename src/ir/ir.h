/* ir.h - the context, operations, blocks, regions and SSA values.
 *
 * The shape follows MLIR: an operation has operands (uses of values),
 * results, regions (lists of blocks), successors (blocks it may branch to),
 * properties (inherent attributes, printed as <{...}> in generic form) and
 * discardable attributes. A block has arguments and a list of operations.
 *
 * Memory: everything IR-shaped is allocated from the context's IR arena and
 * lives until mlb_context_destroy. Erased operations are unlinked and their
 * operand uses dropped; their memory is reclaimed with the arena.
 */
#ifndef MLB_IR_IR_H
#define MLB_IR_IR_H

#include "ir/types.h"

typedef struct MlbOperation MlbOperation;
typedef struct MlbBlock MlbBlock;
typedef struct MlbRegion MlbRegion;
typedef struct MlbValue MlbValue;
typedef struct MlbUse MlbUse;
typedef struct MlbOpDesc MlbOpDesc;
typedef struct MlbDialect MlbDialect;
typedef struct MlbAsmParser MlbAsmParser;
typedef struct MlbAsmPrinter MlbAsmPrinter;
typedef struct MlbOpState MlbOpState;

/* Fallible functions return MlbStatus; MLB_FAILURE means a diagnostic has
 * been emitted. */
typedef enum { MLB_SUCCESS = 0, MLB_FAILURE = 1 } MlbStatus;
#define MLB_TRY(x)                                                             \
  do {                                                                         \
    if ((x) != MLB_SUCCESS)                                                    \
      return MLB_FAILURE;                                                      \
  } while (0)

/* ==== Diagnostics ==== */
typedef enum MlbSeverity {
  MLB_SEV_ERROR,
  MLB_SEV_WARNING,
  MLB_SEV_NOTE,
  MLB_SEV_REMARK
} MlbSeverity;

typedef struct MlbDiagnostic {
  MlbSeverity severity;
  MlbAttr *loc;
  MlbBuf message;
  struct MlbDiagnostic *notes; /* singly linked via next */
  struct MlbDiagnostic *next;
} MlbDiagnostic;

/* Returns true if the handler consumed the diagnostic. */
typedef bool (*MlbDiagHandler)(void *user, const MlbDiagnostic *d);

/* ==== Values ==== */
struct MlbUse {
  MlbValue *value;
  MlbOperation *owner;
  MlbUse *next, **prev; /* intrusive list hanging off value->uses */
};

struct MlbValue {
  MlbType *type;
  MlbUse *uses;
  MlbOperation *def_op;  /* defining op for results, else NULL */
  MlbBlock *owner_block; /* block for block arguments, else NULL */
  MlbAttr *loc;          /* block argument location (may be NULL) */
  uint32_t index;        /* result number or argument number */
  /* Scratch of region DCE (rewrite/region_simplify.c): nonzero while
   * one run knows the value live; the run clears what it set. Sits in a
   * padding hole (a hash map lookup per query otherwise). */
  uint32_t dce_live;
};

static inline bool mlb_value_is_arg(const MlbValue *v) {
  return v->owner_block != NULL;
}
bool mlb_value_has_one_use(const MlbValue *v);
bool mlb_value_use_empty(const MlbValue *v);
void mlb_value_replace_all_uses(MlbValue *from, MlbValue *to);
/* The block the value is defined in (owner block or def op's block). */
MlbBlock *mlb_value_parent_block(const MlbValue *v);

/* ==== Successors ==== */
typedef struct MlbBlockOperand {
  MlbBlock *block;
  MlbOperation *owner;
  struct MlbBlockOperand *next, **prev; /* list hanging off block->preds */
  uint32_t index;
} MlbBlockOperand;

/* ==== Operations ==== */
struct MlbOperation {
  const char *name;        /* interned full name, e.g. "memref.alloc" */
  const MlbOpDesc *desc;   /* NULL when the op is unregistered */
  MlbAttr *loc;
  MlbAttr *props;          /* properties: dict for registered ops (may be
                              NULL when empty); any attr for unregistered */
  MlbAttr *attrs;          /* discardable attributes dict, or NULL */
  uint32_t num_operands, cap_operands;
  uint32_t num_results;
  uint32_t num_regions;
  uint32_t num_successors;
  /* Scratch of the greedy rewrite driver (rewrite/greedy.c): position
   * + 1 in the running driver's worklist, 0 when not queued (a hash map
   * lookup per queue operation otherwise). Sits in a padding hole. */
  uint32_t worklist_pos;
  MlbUse *operands;
  MlbValue *results;
  MlbRegion *regions;
  MlbBlockOperand *successors;
  MlbBlock *block; /* parent block, NULL when detached */
  MlbOperation *prev, *next;
  uint32_t order;  /* position cache inside block, valid if block->order_ok */
  /* Scratch of region DCE, as MlbValue's dce_live; padding hole too. */
  uint32_t dce_live;
};

/* The operand number of a use: its place in its owner's operand array
 * (not stored: 8 bytes less per operand). */
static inline uint32_t mlb_use_index(const MlbUse *u) {
  return (uint32_t)(u - u->owner->operands);
}

/* ==== Blocks and regions ==== */
struct MlbBlock {
  MlbRegion *parent;
  MlbBlock *prev, *next;
  MlbOperation *first, *last;
  uint32_t num_args, cap_args;
  MlbValue **args;
  MlbBlockOperand *preds; /* uses of this block as a successor */
  bool order_ok;
  /* MLB_EDIT_* bits: what the IR API changed here since the verifier last
   * looked at the block (mlb_verify_edits; any verification of the block
   * clears them). Sits in a padding hole. */
  uint8_t edits;
  /* Bumped whenever an op is linked into or unlinked from this block and
   * when an op in it gets a new sym_name (mlb_op_set_prop/attr): caches of
   * the block's contents (the symbol table cache, symbols.c) compare it to
   * the value they were built at. Wraps around; only equality matters. */
  uint32_t version;
};

struct MlbRegion {
  MlbOperation *parent;
  MlbBlock *first, *last;
};

/* ==== Edits ====
 * What a pass changed, for verifying only that afterwards
 * (mlb_verify_edits, verify_edits.c). Two records, kept by the IR API
 * itself so that no caller can forget them:
 *  - marks on blocks (MlbBlock.edits), set by every call that changes IR,
 *    most of which have no context at hand: linking and unlinking ops,
 *    operands, uses, successors, properties and attributes, block
 *    arguments, the blocks of a region;
 *  - while a context's edit_log is set, the ops its builder inserts are
 *    listed there instead of marking their block (the common change, made
 *    precise: their neighbours need no second look).
 * A write of an IR field outside the API is neither: a pass may have the
 * pass manager verify its edits only if it changes IR through the API
 * alone (MlbPassDef.verify_edits). */
enum {
  /* Some op of the block changed, or was linked or unlinked: verify every
   * op of the block and the users of their results. */
  MLB_EDIT_OPS = 1u << 0,
  /* The block's arguments, its predecessors or successors, or the blocks
   * of its region changed: dominance may differ anywhere in the region,
   * so only verifying all of the unit will do. */
  MLB_EDIT_CFG = 1u << 1,
};

static inline void mlb_block_mark_edit(MlbBlock *b, unsigned what) {
  if (b)
    b->edits = (uint8_t)(b->edits | what);
}

/* Ops a builder inserted while the log was set (in order; an op may
 * appear twice). `whole`: something happened that the log and the marks
 * cannot vouch for (an op destroyed, whose memory the list may still
 * name; the list grew past its cap): verify everything. */
typedef struct MlbEditLog {
  MLB_VEC(MlbOperation *) ops;
  bool whole;
  /* The log kept when this one began (a pass run inside another's run),
   * made whole: what happens meanwhile goes to this one alone. Restored
   * when this one ends. */
  struct MlbEditLog *outer;
} MlbEditLog;

/* ==== Op descriptors ====
 * One table per dialect (src/dialects/<d>/). The descriptor is data: name,
 * traits, hooks. Interface tables are attached later by name (issue 3); the
 * `ifaces` array is reserved for them. */
enum {
  MLB_TRAIT_TERMINATOR = 1u << 0,
  MLB_TRAIT_ISOLATED = 1u << 1,        /* IsolatedFromAbove */
  MLB_TRAIT_NO_TERMINATOR = 1u << 2,   /* regions need no terminator */
  MLB_TRAIT_SYMBOL_TABLE = 1u << 3,
  MLB_TRAIT_SYMBOL = 1u << 4,          /* has sym_name */
  MLB_TRAIT_SINGLE_BLOCK = 1u << 5,    /* regions hold at most one block */
  MLB_TRAIT_IMPLICIT_TERMINATOR = 1u << 6, /* custom form may omit yield */
  MLB_TRAIT_RETURN_LIKE = 1u << 7,
  MLB_TRAIT_CONSTANT_LIKE = 1u << 8,
  MLB_TRAIT_PURE = 1u << 9,
  MLB_TRAIT_FUNCTION_LIKE = 1u << 10,
  MLB_TRAIT_ATTR_SIZED_OPERANDS = 1u << 11, /* has operandSegmentSizes */
  MLB_TRAIT_ATTR_SIZED_RESULTS = 1u << 12,  /* has resultSegmentSizes */
  MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE = 1u << 13,
  MLB_TRAIT_RECURSIVE_EFFECTS = 1u << 14,
  MLB_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE = 1u << 15,
  MLB_TRAIT_GRAPH_REGION = 1u << 16, /* regions are graph regions (module) */
  /* Upstream's CastOpInterface: the result is the operand seen with
   * another type (other static sizes or layout), same contents. */
  MLB_TRAIT_CAST = 1u << 17,
  /* Upstream's LoopLikeOpInterface: the op runs its body region
   * repeatedly (scf.for, scf.while, scf.forall, scf.parallel, affine.for,
   * affine.parallel), whether or not its region-branch interface (if any)
   * says so. Buffer hoisting treats such ops as loops. */
  MLB_TRAIT_LOOP_LIKE = 1u << 18,
  /* Upstream's HasParallelRegion: the iterations of the op's region may
   * run in parallel (scf.forall, scf.parallel), so memory of one iteration
   * cannot be shared with another (no loop hoisting out of it). */
  MLB_TRAIT_PARALLEL_REGION = 1u << 19,
  /* The index result is the rank of a shaped operand (memref.rank): a
   * small number. promote-buffers-to-stack takes dynamic sizes that are
   * all produced by such ops as small. */
  MLB_TRAIT_RANK_RESULT = 1u << 20,
  /* The op's verify hook reads only the op itself (its operands, results,
   * properties and attributes) and its regions' blocks and entry-block
   * arguments, never an op nested in it: changes to nested ops cannot
   * change its answer, so mlb_verify_edits does not run it again for an
   * op around them (func.func: the signature against the entry block). */
  MLB_TRAIT_VERIFY_OWN_ONLY = 1u << 21,
};

/* A property with a default that upstream prints in generic form even when
 * the custom form omits it (e.g. arith.addi's overflowFlags). */
typedef struct MlbPropDefault {
  const char *name;
  const char *value; /* attribute text, parsed once at registration */
} MlbPropDefault;

#define MLB_MAX_IFACES 16

struct MlbOpDesc {
  const char *name; /* full name "dialect.op" */
  uint32_t traits;
  /* Operand/result/region/successor counts; -1 = variadic/any. Used by the
   * structural verifier before `verify` runs. */
  int16_t num_operands, num_results, num_regions, num_successors;
  /* Names of inherent attributes (properties). NULL-terminated; NULL = none.
   * Attributes with these names parsed from an attr-dict become properties. */
  const char *const *props;
  const MlbPropDefault *prop_defaults; /* {NULL} terminated, may be NULL */
  /* Custom assembly. NULL parse/print = generic form only. The parse hook
   * runs after the op name; the print hook runs after the printer wrote
   * `%r = name` and writes its own leading space (" %a, %b : i32"). A parse
   * hook of an op with MLB_TRAIT_ATTR_SIZED_OPERANDS must add the
   * `operandSegmentSizes` property (array<i32: ...>); printers never print
   * operandSegmentSizes/resultSegmentSizes in custom form. */
  MlbStatus (*parse)(MlbAsmParser *p, MlbOpState *st);
  void (*print)(MlbAsmPrinter *p, MlbOperation *op);
  /* Op-specific verification after structural checks; NULL = none. */
  MlbStatus (*verify)(MlbContext *ctx, MlbOperation *op);
  /* Verification after the ops nested in the regions verified (upstream's
   * hasRegionVerifier and verifyWithRegions interfaces); NULL = none. */
  MlbStatus (*verify_regions)(MlbContext *ctx, MlbOperation *op);
  /* SSA name hints for results: fills names[i] (buffer per result) or
   * leaves them empty. NULL = use `result_name` for all results. */
  void (*name_results)(MlbOperation *op, MlbBuf *names);
  const char *result_name; /* e.g. "alloc", or NULL */
  /* Dialect whose ops may be written without prefix inside this op's
   * regions (func.func -> "func", so `return` means func.return), as
   * upstream's OpAsmOpInterface::getDefaultDialect. NULL = none. */
  const char *default_dialect;
  /* Branch terminators: the operands forwarded to successor `succ` are
   * operands [*start, *start + *count). NULL for ops without successors or
   * whose successors take no operands. */
  void (*successor_operands)(MlbOperation *op, uint32_t succ, uint32_t *start,
                             uint32_t *count);
  /* SSA name hints for the entry block arguments of region `region`
   * (upstream's getAsmBlockArgumentNames, custom form only): fills names[i]
   * for argument i or leaves it empty (numbered %argN). NULL = none. */
  void (*name_block_args)(MlbOperation *op, uint32_t region, MlbBuf *names);
  /* Interface tables attached by later layers, indexed by MlbIfaceId. */
  const void *ifaces[MLB_MAX_IFACES];
};

struct MlbDialect {
  const char *name; /* namespace, e.g. "memref" */
  const MlbOpDesc *ops;
  uint32_t num_ops;
  /* Checks a discardable attribute named "<this dialect>.x" on any op
   * (upstream's Dialect::verifyOperationAttribute). NULL = accept all. */
  MlbStatus (*verify_op_attr)(MlbContext *ctx, MlbOperation *op,
                              const MlbNamedAttr *attr);
  /* Ops of this namespace that are not in `ops` are accepted (upstream's
   * allowUnknownOperations, as the test dialect does). */
  bool allow_unknown_ops;
};

/* ==== Context ==== */
typedef struct MlbPropDefaultsResolved MlbPropDefaultsResolved;

/* Destroyed IR memory (ir_recycle.c) is reused in 16-byte size classes up
 * to this many classes (1 KiB); larger blocks stay with the arena. */
#define MLB_IR_SIZE_CLASSES 64
typedef struct MlbIrFreed {
  void *mem;
  uint32_t size_class;
} MlbIrFreed;

struct MlbContext {
  /* Where the context's memory comes from (see support.h, "Heap"); the
   * public API binds it for each call. */
  MlbMem mem;
  MlbInterner strings;
  MlbArena type_arena; /* types, attributes, affine exprs */
  MlbArena ir_arena;   /* operations, blocks, regions, values */
  /* Attributes a dialect derives from its own static data (a table entry
   * -> the uniqued attribute built from it): uniquing is deterministic, so
   * the memo only saves building it again (linalg's fixed indexing maps,
   * asked at every verification of every matmul). */
  MlbPtrMap derived_attrs;
  struct MlbUniquer *types; /* hash set of types */
  struct MlbUniquer *attrs; /* hash set of attributes */
  struct MlbUniquer *affine;
  MlbStrMap ops;      /* op name -> const MlbOpDesc* */
  MlbStrMap dialects; /* namespace -> const MlbDialect* */
  /* Namespaces an op-semantics file (or the C API) described ops of:
   * their types and attributes parse without -allow-unregistered-dialect,
   * though the namespace holds no MlbDialect. */
  MlbStrMap described_dialects;
  MlbStrMap resolved_defaults; /* op name -> MlbAttr* dict of defaults */
  bool allow_unregistered;
  MlbDiagHandler diag_handler;
  void *diag_user;
  /* Source buffers known to the context, for printing the line of a
   * diagnostic: file name (interned) -> MlbSource*. */
  MlbStrMap sources;
  uint32_t num_errors;
  uint64_t next_distinct_id;
  /* Interned copy of the last file name given to mlb_loc_file*. */
  const char *loc_file_interned;
  /* File locations, uniqued apart from other attributes (locations.c). */
  struct MlbLocTable *loc_files;
  /* Installed by the printer layer (mlb_print_install); see diag_op.c. */
  void (*print_op_brief)(MlbContext *ctx, MlbOperation *op, MlbBuf *out);
  /* The same for locations in diagnostics (mlb_print_location); without
   * it they show as file:line:col or their kind (diag.c). */
  void (*print_location)(MlbBuf *b, const MlbAttr *loc);
  bool print_op_on_diagnostic; /* mlir-opt default: on, off under
                                  --verify-diagnostics */
  /* Parses attribute text (op descriptors' prop_defaults). The IR layer
   * cannot call the parser, so the parser layer installs this (e.g. with
   * mlb_parse_attr_string) on contexts it parses into; see
   * mlb_op_prop_defaults. NULL = defaults unavailable. */
  MlbAttr *(*parse_attr_hook)(MlbContext *ctx, const char *text);
  /* State of the interfaces layer (src/interfaces/interfaces.c): interned
   * resource names, buffer-like type names. Allocated from the type arena
   * on first use (so nothing to free); NULL until then. */
  struct MlbIfaceState *iface_state;
  /* Symbol table cache (symbols.c): symbol-table op -> name -> symbol map
   * of its body block, built on the first lookup through
   * mlb_symbol_lookup_in / mlb_symbol_resolve_in and rebuilt when the
   * block's `version` changed. NULL until first use; freed with the
   * context. */
  struct MlbSymbolCache *symbol_cache;
  /* Builtin dialect resources (blobs) read from the file metadata section
   * (resources.c); NULL until the first one. */
  struct MlbResourceTable *resources;
  /* Direct-mapped memos keyed by address, 64 entries each. intern_memo:
   * C strings given to mlb_intern_str (mostly literals of builders) ->
   * interned copy; a hit is confirmed by comparing the bytes, so any buffer
   * may be passed. op_memo: interned op name -> descriptor for
   * mlb_opstate_init (registered names only; cleared when a dialect
   * registers, as its descriptors are fresh copies). */
  struct {
    const char *src, *out;
    size_t len;
  } intern_memo[64];
  struct {
    const char *name;
    const MlbOpDesc *desc;
  } op_memo[64];
  /* Spare vector blocks for op states of mlb_opstate_init_pooled. */
  MlbVecPool state_pool;
  /* Set while a pass runs whose edits the pass manager will verify
   * alone (MlbEditLog above); NULL otherwise. */
  MlbEditLog *edit_log;
  /* Memory of destroyed IR (ir_recycle.c): what the running pass handed
   * back, and the free lists (one per size class) it moves to between
   * passes. */
  struct {
    MLB_VEC(MlbIrFreed) pending;
    MLB_VEC(void *) free_lists[MLB_IR_SIZE_CLASSES];
    uint64_t nonempty; /* bit c set: free_lists[c] has a block */
    bool hold;         /* mlb_ir_recycle_hold: fresh memory only */
  } recycle;
  /* Cached common types */
  MlbType *t_index, *t_i1, *t_i32, *t_i64, *t_f32, *t_f64, *t_none;
};

typedef struct MlbSource {
  const char *name;
  const char *text;
  size_t len;
} MlbSource;

/* Creates a context with no dialects registered whose heap uses `m`
 * (NULL: libc's); NULL when an allocation failed. The context struct and
 * everything allocated while its heap is bound (ctx->mem, mlb_mem_run)
 * come from `m`. */
MlbContext *mlb_context_create_with(const MlbMemMethods *m);
/* mlb_context_create_with(NULL); out of memory is fatal. */
MlbContext *mlb_context_create(void);
/* Frees everything the context owns. After a failed allocation
 * (ctx->mem.failed) its data may be inconsistent: every block of its heap
 * is freed without looking at them. */
void mlb_context_destroy(MlbContext *ctx);
void mlb_register_dialect(MlbContext *ctx, const MlbDialect *d);
const MlbOpDesc *mlb_lookup_op(MlbContext *ctx, const char *name, size_t n);
/* The context's own copy of a registered descriptor, for attaching
 * interfaces; NULL when `name` is not registered. */
MlbOpDesc *mlb_lookup_op_mutable(MlbContext *ctx, const char *name);
bool mlb_dialect_is_registered(MlbContext *ctx, const char *ns, size_t n);
/* Op `op_name` was described outside a dialect (op-semantics file, C
 * API): its namespace counts as known to the parser. */
void mlb_note_described_dialect(MlbContext *ctx, const char *op_name);
bool mlb_dialect_is_described(MlbContext *ctx, const char *ns, size_t n);
const char *mlb_intern_str(MlbContext *ctx, const char *s, size_t n);
/* mlb_lookup_op for an interned name, memoized in ctx->op_memo. */
const MlbOpDesc *mlb_lookup_op_interned(MlbContext *ctx, const char *name);
/* The op's prop_defaults as a dict attribute, parsed once through
 * ctx->parse_attr_hook and cached in ctx->resolved_defaults. NULL when the
 * op has no defaults or no hook is installed yet. */
MlbAttr *mlb_op_prop_defaults(MlbContext *ctx, const MlbOpDesc *desc);
#define mlb_intern_cstr(ctx, s) mlb_intern_str((ctx), (s), strlen(s))
/* Records a source buffer so diagnostics can quote it. Not copied. */
void mlb_context_add_source(MlbContext *ctx, const char *name,
                            const char *text, size_t len);

/* Diagnostics: route to the handler, else print to stderr in upstream's
 * format `file:line:col: error: msg` with the source line and a caret. */
MlbDiagnostic *mlb_diag_new(MlbSeverity sev, MlbAttr *loc);
void mlb_diag_note(MlbDiagnostic *d, MlbAttr *loc, const char *fmt, ...)
    MLB_PRINTF(3, 4);
void mlb_diag_emit(MlbContext *ctx, MlbDiagnostic *d); /* frees d */
void mlb_diag_free(MlbDiagnostic *d);
/* A deep copy (notes included) of a diagnostic a handler is given, to be
 * emitted or freed later. */
MlbDiagnostic *mlb_diag_copy(const MlbDiagnostic *d);
/* ==== Dialect resources (resources.c) ==== */
/* Keeps the value text of builtin resource `key` (a later one replaces an
 * earlier one of the same key). */
void mlb_resource_add(MlbContext *ctx, const char *key, size_t klen,
                      const char *value, size_t vlen);
/* The value text of builtin resource `key`, or NULL. */
const char *mlb_resource_get(MlbContext *ctx, const char *key);
void mlb_resources_free(MlbContext *ctx);

MlbStatus mlb_emit_error(MlbContext *ctx, MlbAttr *loc, const char *fmt, ...)
    MLB_PRINTF(3, 4) MLB_COLD;
void mlb_emit_warning(MlbContext *ctx, MlbAttr *loc, const char *fmt, ...)
    MLB_PRINTF(3, 4);
void mlb_emit_remark(MlbContext *ctx, MlbAttr *loc, const char *fmt, ...)
    MLB_PRINTF(3, 4);
/* "'op.name' op " + message, at the op's location. */
MlbStatus mlb_op_emit_error(MlbContext *ctx, MlbOperation *op,
                            const char *fmt, ...) MLB_PRINTF(3, 4) MLB_COLD;
/* Adds upstream's "see current operation: <generic form>" note when
 * ctx->print_op_on_diagnostic is set and ctx->print_op_brief is available
 * (the printer installs itself there; the IR layer never calls it directly). */
void mlb_diag_attach_current_op(MlbContext *ctx, MlbDiagnostic *d,
                                MlbOperation *op);
/* Writes the op's one-line generic form through ctx->print_op_brief, or its
 * name in quotes when no printer is installed. */
void mlb_print_op_brief_hook(MlbContext *ctx, MlbOperation *op, MlbBuf *out);
/* Formats a diagnostic as upstream's SourceMgr handler does. */
void mlb_diag_format(MlbContext *ctx, const MlbDiagnostic *d, MlbBuf *out);

/* ==== Named vector types ====
 * MLB_VEC(T) expands to an anonymous struct, so each expansion is a distinct
 * type; vectors passed between functions use these names. */
typedef MLB_VEC(MlbValue *) MlbValueVec;
typedef MLB_VEC(MlbType *) MlbTypeVec;
typedef MLB_VEC(MlbNamedAttr) MlbNamedAttrVec;
typedef MLB_VEC(MlbRegion *) MlbRegionVec;
typedef MLB_VEC(MlbBlock *) MlbBlockVec;
typedef MLB_VEC(MlbOperation *) MlbOpVec;
typedef MLB_VEC(int64_t) MlbI64Vec;
typedef MLB_VEC(uint32_t) MlbU32Vec;

/* ==== Operation construction ==== */
struct MlbOpState {
  const char *name;
  const MlbOpDesc *desc;
  MlbAttr *loc;
  MlbValueVec operands;
  MlbTypeVec result_types;
  MlbNamedAttrVec props; /* merged into a dict at creation */
  MlbNamedAttrVec attrs;
  MlbAttr *raw_props; /* generic-form <...> attr; overrides `props` */
  MlbRegionVec regions; /* detached regions, moved into the op */
  MlbBlockVec successors;
  /* When set, mlb_opstate_free hands the vectors' blocks back to this pool
   * instead of freeing them (the parser recycles them op after op). */
  MlbVecPool *pool;
};
void mlb_opstate_init(MlbOpState *st, MlbContext *ctx, const char *name,
                      MlbAttr *loc);
void mlb_opstate_free(MlbOpState *st);
/* mlb_opstate_init, with the operand, result type and property vectors
 * backed by spare blocks of the context (ctx->state_pool) that
 * mlb_opstate_free / mlb_op_create hand back: no heap traffic per op for
 * passes that build op after op. Only for states that are then certainly
 * created or freed (the blocks are not the state's to drop). */
void mlb_opstate_init_pooled(MlbOpState *st, MlbContext *ctx,
                             const char *name, MlbAttr *loc);
void mlb_opstate_add_prop(MlbOpState *st, const char *name, MlbAttr *v);
void mlb_opstate_add_attr(MlbOpState *st, const char *name, MlbAttr *v);
/* Adds `name` = array<i32: sizes...> (operandSegmentSizes) as a property. */
void mlb_opstate_add_segment_sizes(MlbContext *ctx, MlbOpState *st,
                                   const char *name, const int64_t *sizes,
                                   uint32_t n);
/* Creates a detached region owned by nothing yet. */
MlbRegion *mlb_region_new(MlbContext *ctx);
/* Creates the op (detached). Consumes the state's vectors' contents. */
MlbOperation *mlb_op_create(MlbContext *ctx, MlbOpState *st);
/* mlb_op_create for an op of operands and result types only (no
 * properties, attributes, regions or successors), without a state: passes
 * build frees and clones by the thousand, and filling and freeing a state
 * cost more than the op itself. */
MlbOperation *mlb_op_create_plain(MlbContext *ctx, const char *name,
                                  MlbAttr *loc, MlbValue *const *operands,
                                  uint32_t num_operands,
                                  MlbType *const *result_types,
                                  uint32_t num_results);

/* ==== Queries and mutation ==== */
static inline MlbValue *mlb_op_operand(MlbOperation *op, uint32_t i) {
  return op->operands[i].value;
}
static inline MlbValue *mlb_op_result(MlbOperation *op, uint32_t i) {
  return &op->results[i];
}
void mlb_op_set_operand(MlbOperation *op, uint32_t i, MlbValue *v);
void mlb_op_set_operands(MlbContext *ctx, MlbOperation *op, uint32_t n,
                         MlbValue *const *vals);
void mlb_op_insert_operands(MlbContext *ctx, MlbOperation *op, uint32_t at,
                            uint32_t n, MlbValue *const *vals);
void mlb_op_erase_operand(MlbOperation *op, uint32_t i);
MlbAttr *mlb_op_get_attr(MlbOperation *op, const char *name); /* props then attrs */
MlbAttr *mlb_op_get_prop(MlbOperation *op, const char *name);
/* mlb_op_get_attr, for a name a registered op never holds among its
 * properties unless it declares it (its parse keeps only declared names;
 * mlb_op_set_attr files the others as discardable): the properties are
 * not read then. A pass asking each function for a mark of its own thus
 * leaves the function's properties (a cache line of their own) alone. */
MlbAttr *mlb_op_get_discardable(MlbOperation *op, const char *name);
void mlb_op_set_prop(MlbContext *ctx, MlbOperation *op, const char *name,
                     MlbAttr *v);
void mlb_op_set_attr(MlbContext *ctx, MlbOperation *op, const char *name,
                     MlbAttr *v);
/* Inline: asked millions of times per pass (verifier, drivers). */
static inline bool mlb_op_has_trait(const MlbOperation *op, uint32_t trait) {
  return op->desc && (op->desc->traits & trait) == trait;
}
/* Is op the registered op `name` ("dialect.op")? NULL op: no. */
/* Names of different dialects mostly differ in their first character,
 * which is compared before strcmp is called (walks ask every op). */
static inline bool mlb_op_is(const MlbOperation *op, const char *name) {
  return op && op->name[0] == name[0] && strcmp(op->name, name) == 0;
}
/* A function: MLB_TRAIT_FUNCTION_LIKE, which attaching the callable
 * interface also sets (interfaces/iface_common.c). */
static inline bool mlb_op_is_function(const MlbOperation *op) {
  return op && mlb_op_has_trait(op, MLB_TRAIT_FUNCTION_LIKE);
}
/* Unregistered ops are never known terminators: a block ending in one is
 * accepted by the verifier anyway (see verify.c). */
static inline bool mlb_op_is_terminator(const MlbOperation *op) {
  return mlb_op_has_trait(op, MLB_TRAIT_TERMINATOR);
}
/* A hint, nothing more: asks the caches for the IR of `n`, the sibling
 * after `c`, while a walk handles `c`. A walk that meets a large module's
 * functions one after the other reads each one's IR for the first time
 * since parsing, cold, one missed line after the other as it follows
 * pointers. The parser lays out an op's nested IR (blocks, ops, values,
 * operands) in its arena before the op itself, made once its regions are
 * parsed, so the bytes after `c` up to the end of `n` are `n`'s IR; the
 * loads then overlap with the work on `c`. Only when `n` lies above `c`
 * (ops made or moved by passes come from elsewhere), and at most
 * MLB_PREFETCH_SPAN_MAX bytes (ir_ops.c; the start of a larger op's IR).
 * Nothing is read: a bad address cannot fault. */
void mlb_op_prefetch_next_ir(const MlbOperation *c, const MlbOperation *n);
/* Dialect namespace of the op name ("memref" for memref.alloc). */
size_t mlb_op_dialect_len(const MlbOperation *op);
MlbOperation *mlb_op_parent_op(const MlbOperation *op);
MlbRegion *mlb_op_parent_region(const MlbOperation *op);
bool mlb_op_is_ancestor(const MlbOperation *anc, const MlbOperation *op);
/* The ancestor of op that has no parent (op itself when detached). */
MlbOperation *mlb_op_outermost(MlbOperation *op);
/* Same block: is a before b? (cached order) */
bool mlb_op_is_before_in_block(MlbOperation *a, MlbOperation *b);
/* A number that grows along op's block, never 0 (the cached order):
 * positions of two ops of one block compare as the ops do, until an op
 * of the block is added or moved. */
uint32_t mlb_op_block_position(MlbOperation *op);

MlbBlock *mlb_block_new(MlbContext *ctx);
MlbValue *mlb_block_add_arg(MlbContext *ctx, MlbBlock *b, MlbType *t,
                            MlbAttr *loc);
MlbValue *mlb_block_insert_arg(MlbContext *ctx, MlbBlock *b, uint32_t at,
                               MlbType *t, MlbAttr *loc);
void mlb_block_erase_arg(MlbBlock *b, uint32_t i); /* arg must be unused */
MlbOperation *mlb_block_terminator(MlbBlock *b);  /* last op if terminator */
MlbOperation *mlb_block_parent_op(const MlbBlock *b);
bool mlb_block_is_entry(const MlbBlock *b);
uint32_t mlb_block_num_preds(const MlbBlock *b);
void mlb_region_push_block(MlbRegion *r, MlbBlock *b);
void mlb_region_insert_block_after(MlbRegion *r, MlbBlock *after, MlbBlock *b);
void mlb_region_remove_block(MlbBlock *b); /* unlinks, keeps contents */
bool mlb_region_empty(const MlbRegion *r);
uint32_t mlb_region_num_blocks(const MlbRegion *r);

/* Inserts a detached op; `before` NULL appends. */
void mlb_block_insert_before(MlbBlock *b, MlbOperation *before,
                             MlbOperation *op);
void mlb_block_append(MlbBlock *b, MlbOperation *op);
void mlb_op_insert_after(MlbOperation *pos, MlbOperation *op);
void mlb_op_insert_before(MlbOperation *pos, MlbOperation *op);
void mlb_op_remove(MlbOperation *op);     /* unlink only */
void mlb_op_move_before(MlbOperation *op, MlbOperation *pos);
void mlb_op_move_after(MlbOperation *op, MlbOperation *pos);
/* Unlinks, drops all operand/successor uses, recursively erases regions.
 * Results must be unused. */
void mlb_op_erase(MlbOperation *op);
/* Recycling IR memory. mlb_op_destroy erases `op` and hands its memory,
 * and that of the ops, blocks and block arguments still nested in it, back
 * to the context; mlb_block_destroy does the same for a block already
 * taken out of its region whose arguments have no uses left. The memory is
 * reused only after mlb_ir_recycle, which the pass manager calls between
 * passes: a pass may keep looking at what it destroyed (worklists, maps
 * keyed by op), never at what an earlier pass destroyed. An op or block
 * must be destroyed at most once. */
void mlb_op_destroy(MlbContext *ctx, MlbOperation *op);
void mlb_block_destroy(MlbContext *ctx, MlbBlock *b);
void mlb_ir_recycle(MlbContext *ctx);
/* Early reuse within a pass, for a pass that knows nothing it destroyed
 * since mlb_ir_recycle_mark returned `mark` is looked at any more (nor
 * kept as a key): only that memory becomes reusable now; what was
 * destroyed before the mark still waits for the pass boundary. */
uint32_t mlb_ir_recycle_mark(const MlbContext *ctx);
void mlb_ir_recycle_since(MlbContext *ctx, uint32_t mark);
/* While held, new IR takes fresh arena memory, never a recycled block:
 * for a pass whose tables still hold the addresses of what it destroyed
 * and that will look up the ops it makes now (One-Shot Bufferize, the
 * ops it lists before rewriting them). */
void mlb_ir_recycle_hold(MlbContext *ctx, bool hold);
/* Frees the recycler's lists (the memory itself belongs to the arena). */
void mlb_ir_recycle_free(MlbContext *ctx);
/* Zeroed IR memory: a recycled block of the size class when there is one,
 * else fresh memory from the IR arena. */
void *mlb_ir_alloc(MlbContext *ctx, size_t n);
void mlb_op_drop_all_refs(MlbOperation *op); /* operands + nested */
void mlb_op_drop_all_refs_in_block(MlbBlock *b); /* of every op in b */
void mlb_op_set_successor(MlbOperation *op, uint32_t i, MlbBlock *b);

/* Deep clone. `map` maps old values/blocks to new ones (MlbPtrMap from
 * MlbValue* / MlbBlock* to the replacement); operands not in the map are
 * kept. The map is extended with the clone's results and nested values. */
MlbOperation *mlb_op_clone(MlbContext *ctx, MlbOperation *op, MlbPtrMap *map);
void mlb_region_clone_into(MlbContext *ctx, MlbRegion *from, MlbRegion *to,
                           MlbPtrMap *map);

/* ==== Walks ==== */
typedef enum { MLB_WALK_ADVANCE, MLB_WALK_SKIP, MLB_WALK_INTERRUPT } MlbWalkResult;
typedef MlbWalkResult (*MlbWalkFn)(MlbOperation *op, void *user);
/* Pre-order (op before nested ops) or post-order. Erasing the visited op is
 * allowed in post-order walks. Returns INTERRUPT if interrupted. */
MlbWalkResult mlb_walk_pre(MlbOperation *op, MlbWalkFn fn, void *user);
MlbWalkResult mlb_walk_post(MlbOperation *op, MlbWalkFn fn, void *user);

/* ==== Symbols ==== */
/* Nearest ancestor (or op itself) with MLB_TRAIT_SYMBOL_TABLE. */
MlbOperation *mlb_symbol_table_of(MlbOperation *op);
/* Finds the op with sym_name == name directly inside symtab's region. */
MlbOperation *mlb_symbol_lookup(MlbOperation *symtab, const char *name);
/* Resolves a symbol reference attr from `from` outward. */
MlbOperation *mlb_symbol_resolve(MlbOperation *from, const MlbAttr *ref);
const char *mlb_op_symbol_name(MlbOperation *op); /* sym_name or NULL */
/* Calls fn for every symbol reference inside attribute `a` (arrays,
 * dictionaries and distinct attributes looked into). */
void mlb_attr_symrefs(const MlbAttr *a,
                      void (*fn)(const MlbAttr *ref, void *user), void *user);
/* As mlb_symbol_lookup / mlb_symbol_resolve (same results), through the
 * context's symbol table cache (ctx->symbol_cache): a hash lookup instead
 * of a scan of the table. The cache stays exact across any IR change made
 * through this header's functions (a changed table is rebuilt on its next
 * lookup, linear in its size), so code that interleaves many symbol
 * insertions with lookups in one table should batch them. */
MlbOperation *mlb_symbol_lookup_in(MlbContext *ctx, MlbOperation *symtab,
                                   const char *name, size_t n);
MlbOperation *mlb_symbol_resolve_in(MlbContext *ctx, MlbOperation *from,
                                    const MlbAttr *ref);
/* Frees ctx->symbol_cache (mlb_context_destroy calls it). */
void mlb_symbol_cache_free(MlbContext *ctx);
/* Drops what the cache knows of a symbol table op being destroyed. */
void mlb_symbol_cache_forget(MlbContext *ctx, MlbOperation *symtab);

/* ==== Builder ==== */
typedef struct MlbBuilder {
  MlbContext *ctx;
  MlbBlock *block;
  MlbOperation *before; /* insert before this op; NULL = block end */
} MlbBuilder;
static inline void mlb_builder_set_before(MlbBuilder *b, MlbOperation *op) {
  b->block = op->block;
  b->before = op;
}
static inline void mlb_builder_set_after(MlbBuilder *b, MlbOperation *op) {
  b->block = op->block;
  b->before = op->next;
}
static inline void mlb_builder_set_end(MlbBuilder *b, MlbBlock *blk) {
  b->block = blk;
  b->before = NULL;
}
static inline void mlb_builder_set_start(MlbBuilder *b, MlbBlock *blk) {
  b->block = blk;
  b->before = blk->first;
}
/* Creates the op from `st` and inserts it at the insertion point. */
MlbOperation *mlb_builder_insert(MlbBuilder *b, MlbOpState *st);
/* Inserts an op made by mlb_op_create_plain at the insertion point. */
MlbOperation *mlb_builder_insert_plain(MlbBuilder *b, const char *name,
                                       MlbAttr *loc, MlbValue *const *operands,
                                       uint32_t num_operands,
                                       MlbType *const *result_types,
                                       uint32_t num_results);

/* ==== Verification (verify.c) ==== */
MLB_MUST_CHECK MlbStatus mlb_verify(MlbContext *ctx, MlbOperation *op);
/* mlb_verify, leaving out the ops directly in op's regions that are keys of
 * `verified` (each verified on its own with mlb_verify since it last
 * changed): a pass that verified each function as it finished it uses
 * this for the rest of the module. */
MLB_MUST_CHECK MlbStatus mlb_verify_except(MlbContext *ctx, MlbOperation *op,
                            const MlbPtrMap *verified);
/* Whether `unit`, valid before the changes that `log` (kept from their
 * start, ctx->edit_log) and the blocks' edit marks describe, is valid
 * after them: the checks of mlb_verify whose answers those changes can
 * have moved (verify_edits.c). False also when it cannot tell (the log
 * is not whole, a region's blocks or edges changed): the caller then
 * verifies the whole unit, which reports any error. Emits nothing. */
bool mlb_verify_edits(MlbContext *ctx, MlbOperation *unit,
                      const MlbEditLog *log);
/* Starts and ends logging into `log` (its vector comes from the
 * context's pool: the caller gives it back, mlb_vec_to_pool, once done
 * with the log). */
void mlb_edit_log_begin(MlbContext *ctx, MlbEditLog *log);
void mlb_edit_log_end(MlbContext *ctx, MlbEditLog *log);

#endif
