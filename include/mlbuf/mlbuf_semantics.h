/* mlbuf_semantics.h - telling mlbuf what ops mean, from C or from a file.
 *
 * mlbuf's analyses and buffer passes never look at op names: they ask an
 * op's interfaces (does it read, write, allocate or free a buffer? is its
 * result a view of an operand? how does control flow between its regions?).
 * An op mlbuf does not know answers nothing and is treated conservatively.
 * This header lets a program describe its own dialect's ops, in two
 * equivalent ways:
 *
 *  - an op-semantics file (docs/op-semantics.md): plain MLIR, one
 *    `"mlbuf.op"() {name = "my.alloc", ...} : () -> ()` per op, loaded with
 *    mlbContextLoadOpSemantics / mlbContextLoadOpSemanticsFile (and by
 *    `mlbuf-opt --op-semantics=FILE`);
 *  - the structs below, registered with mlbContextRegisterSemantics. Every
 *    field mirrors one key of the file format and has the same meaning.
 *
 * Ops mlbuf registers get the described interfaces attached (replacing
 * those it had) and the listed traits added. Ops it does not register get a
 * new descriptor: they parse and print in generic form, with the traits and
 * interfaces described and nothing else.
 *
 * Ownership: registration copies everything it keeps (strings, arrays) into
 * the context; the caller's structs may be freed or reused once the call
 * returns. Descriptions live until the context is destroyed.
 *
 * Errors: a description that does not make sense (unknown effect target,
 * operand index out of range, free op nobody registered, ...) is reported as
 * a diagnostic (through the context's diagnostic callback, if any) and the
 * call returns false. Nothing from a failing call is applied.
 *
 * Load descriptions before parsing IR that uses the ops: ops created
 * earlier keep the descriptor they were created with (an op mlbuf did not
 * know stays unknown).
 */
#ifndef MLBUF_MLBUF_SEMANTICS_H
#define MLBUF_MLBUF_SEMANTICS_H

#include <stdint.h>

#include "mlbuf/mlbuf.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Loading op-semantics files ==== */

/* Loads the op-semantics file at `path`. */
bool mlbContextLoadOpSemanticsFile(MlbContext *ctx, const char *path);
/* Loads op semantics from `len` bytes of text; `name` is used in locations
 * and diagnostics (NULL = "<op-semantics>"). The text is copied. */
bool mlbContextLoadOpSemantics(MlbContext *ctx, const char *text, size_t len,
                               const char *name);

/* ==== Describing ops from C ==== */

/* Traits (file key `traits`, same names in snake_case). */
enum {
  MLB_SEM_TRAIT_TERMINATOR = 1u << 0,
  MLB_SEM_TRAIT_RETURN_LIKE = 1u << 1, /* all operands flow to the parent */
  MLB_SEM_TRAIT_PURE = 1u << 2,        /* no memory effects at all */
  MLB_SEM_TRAIT_RECURSIVE_EFFECTS = 1u << 3, /* + effects of nested ops */
  MLB_SEM_TRAIT_NO_TERMINATOR = 1u << 4,
  MLB_SEM_TRAIT_SINGLE_BLOCK = 1u << 5,
  MLB_SEM_TRAIT_ISOLATED_FROM_ABOVE = 1u << 6,
  MLB_SEM_TRAIT_SYMBOL = 1u << 7,
  MLB_SEM_TRAIT_SYMBOL_TABLE = 1u << 8,
  MLB_SEM_TRAIT_FUNCTION_LIKE = 1u << 9,
  MLB_SEM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE = 1u << 10,
  MLB_SEM_TRAIT_ATTR_SIZED_OPERANDS = 1u << 11, /* operandSegmentSizes */
  MLB_SEM_TRAIT_ATTR_SIZED_RESULTS = 1u << 12,  /* resultSegmentSizes */
  MLB_SEM_TRAIT_CONSTANT_LIKE = 1u << 13,
  MLB_SEM_TRAIT_LOOP_LIKE = 1u << 14,       /* LoopLikeOpInterface */
  MLB_SEM_TRAIT_PARALLEL_REGION = 1u << 15, /* HasParallelRegion */
  MLB_SEM_TRAIT_RANK_RESULT = 1u << 16, /* the result is a rank (small) */
};

/* Region index of "the op itself" in region-branch edges. */
#define MLB_SEM_PARENT (-1)

typedef enum MlbSemEffectKind {
  MLB_SEM_ALLOCATE,
  MLB_SEM_FREE,
  MLB_SEM_READ,
  MLB_SEM_WRITE,
} MlbSemEffectKind;

/* One memory effect (file: `{kind = "read", on = "operand0",
 * resource = "my.pool"}`). `on` names the affected buffer(s): "operand<N>",
 * "result<N>", "operands_from<N>" (operand N and every later one),
 * "operand_from_end<N>" (the N-th operand counted from the last, 0 = last),
 * "segment<N>" (operandSegmentSizes group N), "all_operands",
 * "all_results"; NULL or "none" = anything in the resource. `resource`:
 * NULL or "default" = the heap, "automatic" = the stack of the enclosing
 * automatic-allocation scope, any other name = a resource of its own. */
typedef struct MlbSemEffect {
  MlbSemEffectKind kind;
  const char *on;
  const char *resource;
} MlbSemEffect;

/* Operands [from, from + count); count -1 = to the last operand. */
typedef struct MlbSemRange {
  uint32_t from;
  int32_t count;
} MlbSemRange;

/* Operand/result/region/successor counts of an op mlbuf does not register
 * (file: num_operands, ...); -1 = any number. Checked by the verifier. */
typedef struct MlbSemShape {
  int32_t num_operands, num_results, num_regions, num_successors;
} MlbSemShape;

typedef enum MlbSemBranchKind {
  /* Exactly the listed edges. */
  MLB_SEM_BRANCH_EDGES,
  /* if-like: entering goes to any region (an empty region means going
   * straight back to the parent); every region goes back to the parent. */
  MLB_SEM_BRANCH_IF,
  /* loop-like: entering goes to region 0 or back to the parent (zero
   * trips); every region goes to itself again or to the parent. */
  MLB_SEM_BRANCH_LOOP,
  /* execute_region-like: parent -> 0 -> 1 -> ... -> last -> parent. */
  MLB_SEM_BRANCH_SEQUENCE,
} MlbSemBranchKind;

/* Control flow between the op's regions (RegionBranchOpInterface). */
typedef struct MlbSemRegionBranch {
  MlbSemBranchKind kind;
  /* MLB_SEM_BRANCH_EDGES: {from, to} pairs of region indices or
   * MLB_SEM_PARENT ({MLB_SEM_PARENT, 0} = entering goes to region 0). */
  const int32_t (*edges)[2];
  uint32_t num_edges;
  /* Operands forwarded when entering, to the region entered or, when
   * entering goes straight to the parent (a loop running zero times), to
   * the op's results; NULL = none (the operands are only used). */
  const MlbSemRange *entry_operands;
  /* First entry-block argument of each region that receives forwarded
   * values (scf.for-like bodies skip their induction variable: 1). One
   * value applies to every region; NULL = 0. */
  const uint32_t *inputs_from;
  uint32_t num_inputs_from;
} MlbSemRegionBranch;

/* A terminator of a region-branch op that forwards only some operands
 * (scf.condition-like); plain `MLB_SEM_TRAIT_RETURN_LIKE` forwards all. */
typedef struct MlbSemRegionTerminator {
  MlbSemRange to_parent; /* forwarded when leaving the parent op */
  MlbSemRange to_region; /* forwarded when branching to a region */
} MlbSemRegionTerminator;

/* Branch terminators: which operands each successor block receives. */
typedef enum MlbSemSuccessorOperands {
  MLB_SEM_SUCCESSORS_UNDECLARED, /* not a branch (or left unknown) */
  MLB_SEM_SUCCESSORS_ALL,        /* every operand, to every successor */
  MLB_SEM_SUCCESSORS_SEGMENTS,   /* successor i of S gets the i-th of the
                                    last S operandSegmentSizes groups */
  MLB_SEM_SUCCESSORS_NONE,       /* successors take no operands */
} MlbSemSuccessorOperands;

typedef struct MlbSemView { /* every result views into operand `source` */
  uint32_t source;
  /* 0 = the view keeps the source's base pointer; else the operand holding
   * a byte shift of the base pointer (as memref.view's). */
  uint32_t shift;
} MlbSemView;

typedef struct MlbSemCopy { /* copies operand `source` into `target` */
  uint32_t source, target;
} MlbSemCopy;

typedef struct MlbSemSelect { /* result 0 is one of operands [first, +count) */
  uint32_t first, count;      /* count 0 = to the last operand */
} MlbSemSelect;

/* How to free/clone what the op allocates. NULL resource = "default";
 * NULL free_op = nothing to free (stack memory); NULL clone_op =
 * bufferization.clone. The free op takes the buffer as its only operand;
 * the clone op takes one operand and returns a new buffer of its type. */
typedef struct MlbSemAllocation {
  const char *resource, *free_op, *clone_op;
  /* Stack counterpart for promote-buffers-to-stack (same operands,
   * attributes and result type; NULL = never promoted), and where the
   * hoisting passes may move the op (MLB_SEM_HOIST_*; 0 = nowhere). */
  const char *promoted_op;
  unsigned hoisting;
} MlbSemAllocation;
enum { MLB_SEM_HOIST_BLOCK = 1u << 0, MLB_SEM_HOIST_LOOP = 1u << 1 };

/* A call: the callee is the symbol in attribute `callee_attr`, or, when
 * callee_attr is NULL, the value of operand `callee_operand`. Arguments are
 * the operands from `args_from` on. */
typedef struct MlbSemCall {
  const char *callee_attr;
  int32_t callee_operand;
  uint32_t args_from;
} MlbSemCall;

/* Function-like: the body is region `body_region`; `type_attr` (NULL =
 * "function_type") holds the function type. */
typedef struct MlbSemCallable {
  uint32_t body_region;
  const char *type_attr;
} MlbSemCallable;

/* One op. Only `name` is required; NULL / 0 fields describe nothing. */
typedef struct MlbSemOp {
  const char *name; /* "my.alloc" */
  unsigned traits;  /* MLB_SEM_TRAIT_* */
  /* Ops mlbuf does not register only: */
  const MlbSemShape *shape;           /* NULL = any counts */
  const char *const *properties;      /* inherent attribute names */
  uint32_t num_properties;
  /* Memory effects. A non-NULL `effects` declares them (num_effects may be
   * 0: no effects); NULL leaves them unknown unless the op is PURE. */
  const MlbSemEffect *effects;
  uint32_t num_effects;
  const MlbSemView *view;
  const MlbSemCopy *copy;
  const MlbSemSelect *select;
  const MlbSemAllocation *allocation;
  const MlbSemRegionBranch *region_branch;
  const MlbSemRegionTerminator *region_terminator;
  MlbSemSuccessorOperands successor_operands;
  const MlbSemCall *call;
  const MlbSemCallable *callable;
} MlbSemOp;

/* A dialect: every op name must start with "<name>.". Buffer types are
 * opaque type names ("!my.buffer") whose values count as buffers, like
 * memrefs. */
typedef struct MlbSemDialect {
  const char *name;
  const MlbSemOp *ops;
  uint32_t num_ops;
  const char *const *buffer_types;
  uint32_t num_buffer_types;
} MlbSemDialect;

/* Registers the dialect's descriptions (all or nothing). */
bool mlbContextRegisterSemantics(MlbContext *ctx, const MlbSemDialect *d);

#ifdef __cplusplus
}
#endif

#endif
