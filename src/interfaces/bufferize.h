/* bufferize.h - what One-Shot Bufferize asks of an op (MLB_IFACE_BUFFERIZE),
 * upstream's BufferizableOpInterface as a table.
 *
 * The analysis asks, for each tensor operand: does the op read the
 * operand's memory, does it write it, and which tensor results share its
 * buffer when the operand bufferizes in place (equivalent: the very same
 * buffer; may-alias: a part of it, or one of several). For each tensor
 * result: is it a new allocation (aliases no operand), is its buffer
 * writable. The rewrite then calls the op's `bufferize` hook, which
 * replaces the op by ops on buffers through the MlbBufRewriter helpers
 * (rewrite/bufferize.h).
 *
 * Most ops are described by data: destination-passing style (DPS) ops
 * have a range of "init" operands, init i is written and becomes result
 * i; every other tensor operand is only read. Hooks override the data
 * where an op's answer depends on the instance.
 *
 * Conservative answers, for an op without the interface: every tensor
 * operand is read and written, every tensor result may alias every tensor
 * operand, no result is writable; the rewrite cannot bufferize it (an
 * error, or with allow-unknown-ops a to_buffer/to_tensor boundary).
 */
#ifndef MLB_INTERFACES_BUFFERIZE_H
#define MLB_INTERFACES_BUFFERIZE_H

#include "interfaces/interfaces.h"

struct MlbBufRewriter;

typedef enum MlbBufRelation {
  MLB_BUF_EQUIVALENT, /* the result's buffer is the operand's buffer */
  MLB_BUF_MAY_ALIAS,  /* a part of it, or possibly another buffer */
} MlbBufRelation;

/* Result `result` aliases the operand asked about. `definite`: it surely
 * does (not one of several possibilities, as scf.if's result is). */
typedef struct MlbBufAlias {
  uint32_t result;
  MlbBufRelation relation;
  bool definite;
} MlbBufAlias;

/* Flags of an MlbBufferizeIface. */
enum {
  /* DPS: operands [first_init, first_init + n) with n = the number of
   * tensor results (or `num_inits` hook) are the destinations; init i is
   * written and becomes result i (equivalent); the others are read. */
  MLB_BUF_DPS = 1u << 0,
  /* Every result is a new buffer (tensor.empty, alloc_tensor, generate). */
  MLB_BUF_RESULTS_NEW = 1u << 1,
  /* Tensor operands are not read (tensor.dim reads only the shape); a
   * DPS op whose inits are not read (linalg.fill) says so with `reads`. */
  MLB_BUF_READS_NONE = 1u << 2,
  /* Results must not be written in place (arith.constant: read-only
   * global memory). */
  MLB_BUF_RESULTS_NOT_WRITABLE = 1u << 3,
  /* The op's regions are repeated (loop bodies): see the analysis. */
  MLB_BUF_REPETITIVE = 1u << 4,
  /* Regions run in parallel (scf.forall): with check-parallel-regions a
   * write inside to a buffer defined outside goes out of place. Only
   * with MLB_BUF_REPETITIVE, and like it subject to `repeats`. */
  MLB_BUF_PARALLEL = 1u << 5,
  /* The hook takes care of the ops in the op's regions (tensor.generate
   * turns its body into a linalg.map payload): the pass does not visit
   * them afterwards. */
  MLB_BUF_OWNS_REGIONS = 1u << 6,
  /* The results' buffers come from outside tensor land (to_tensor of a
   * memref): new to the analysis, but of a lifetime bufferization does
   * not control (an alloca ends with its scope). */
  MLB_BUF_RESULTS_FOREIGN = 1u << 7,
  /* With MLB_BUF_RESULTS_NEW: the new buffers' contents are undefined
   * unless a tensor operand gives them (alloc_tensor's `copy`). A read of
   * such a value reads no definition: no write can change what it may
   * see (tensor.empty, alloc_tensor). */
  MLB_BUF_RESULTS_UNDEFINED = 1u << 8,
  /* The op reads its tensor operands only to hand them to successor
   * block arguments (cf branches; upstream's branch model reads nothing).
   * Out of place, the copy into the new buffer reads the operand, so
   * `reads` stays true; in place, the argument holds the operand's
   * buffer and whatever reads it is a use of the argument, in the same
   * alias set: the analysis then checks those reads instead. */
  MLB_BUF_FORWARDS_ONLY = 1u << 9,
  /* The op reads a destination it writes only as the rest of it, left as
   * it was (tensor.insert stores one element, insert_slice copies its
   * source into a view): in place it loads nothing from that buffer, so
   * only its results can show what it read there. */
  MLB_BUF_DEST_READ_KEPT = 1u << 10,
  /* A terminator of a loop body that hands on, as a copy in a new
   * buffer, an operand in place whose buffer is not the iteration
   * argument's own (scf.yield's forward_bufferize). The analysis' cost
   * estimate counts that copy only for such terminators (scf.condition
   * hands on what it gets). */
  MLB_BUF_FORWARD_COPIES = 1u << 11,
};

/* What an op's hooks may ask the analysis (upstream's AnalysisState): the dialects sit below the analysis, which hands them
 * its answers through these callbacks. */
typedef struct MlbBufQuery {
  void *state;
  /* Will x and y bufferize to the same buffer? */
  bool (*equivalent)(void *state, MlbValue *x, MlbValue *y);
  /* Upstream's findValueInReverseUseDefChain + all_of: walks back from v
   * through the operands each result may hold the buffer of, stopping at
   * values `match` accepts; true when every value where the walk stops
   * matches. A value with nothing to follow (a block argument, a result of
   * a region op or of an op without bufferization semantics, a new
   * buffer) stops the walk. */
  bool (*chain_all)(void *state, MlbValue *v,
                    bool (*match)(void *arg, MlbValue *x), void *arg);
} MlbBufQuery;

/* An op that writes its operand `source` into a subset (a slice, or the
 * whole) of its destination (upstream's SubsetInsertionOpInterface):
 * tensor.insert_slice, tensor.parallel_insert_slice,
 * bufferization.materialize_in_destination. eliminate-empty-tensors asks
 * it for the subset as a tensor, to compute the source there directly. */
typedef struct MlbBufSubsetInsertion {
  uint32_t source; /* operand index of the value inserted */
  uint32_t dest;   /* operand index of the destination */
  /* Is x exactly the part of the destination the op writes, as a buffer
   * (upstream's isEquivalentSubset): an extract_slice of the destination
   * with the op's offsets, sizes and strides, or, for an op overwriting
   * all of it, a value bufferizing to the destination's buffer? The
   * analysis builds upstream's three no-conflict rules of subset
   * insertions on it (one_shot.c, subsets_not_conflicting). */
  bool (*equivalent_subset)(const MlbBufQuery *q, MlbOperation *op,
                            MlbValue *x);
  /* Appends to out every value the extraction is built from (the
   * destination, then dynamic offsets, sizes and strides). */
  void (*needed_values)(MlbOperation *op, MlbValueVec *out);
  /* A tensor of the subset op writes into, built at b's insertion point
   * with location loc (an extract_slice of the destination, or the
   * destination itself when op overwrites it whole); NULL when it cannot
   * be expressed. */
  MlbValue *(*build_extraction)(MlbBuilder *b, MlbOperation *op,
                                MlbAttr *loc);
} MlbBufSubsetInsertion;
/* The subset insertion of an op whose operand 0 overwrites the whole of
 * its tensor operand 1 (materialize_in_destination, linalg.copy): the
 * subset is operand 1 itself (none when it is a memref). */
extern const MlbBufSubsetInsertion mlb_buf_whole_destination;

typedef struct MlbBufferizeIface {
  uint32_t flags;
  uint32_t first_init; /* MLB_BUF_DPS */
  /* Optional overrides of the data. `i` is an operand index. */
  bool (*reads)(MlbOperation *op, uint32_t i);
  bool (*writes)(MlbOperation *op, uint32_t i);
  /* Appends the results aliasing operand i to out (at most the number of
   * results); returns how many. */
  uint32_t (*aliases)(MlbOperation *op, uint32_t i, MlbBufAlias *out);
  /* The argument of the op's first region's entry block that holds
   * operand i's buffer inside the op (scf.forall's shared outs), -1 for
   * none. Region branch ops say this through MlbRegionBranchIface. */
  int32_t (*entry_arg)(MlbOperation *op, uint32_t i);
  /* Optional (upstream's isNotConflicting): true when the read `read` and
   * the write `write`, one of them an operand of op, do not conflict
   * although the analysis would think so. Asked of the reading op and of
   * the writing op. (Subset insertions need none: the analysis knows
   * their rules from `subset_insertion`.) */
  bool (*not_conflicting)(const MlbBufQuery *q, MlbOperation *op,
                          MlbUse *read, MlbUse *write);
  /* Optional, with MLB_BUF_RESULTS_FOREIGN: is result r's buffer
   * reached through no other tensor (to_tensor's `restrict`)? Then it is
   * a buffer of its own to the analysis; NULL or false: it may be any
   * buffer another foreign tensor holds. */
  bool (*result_distinct)(MlbOperation *op, uint32_t r);
  /* Optional: may result r be written in place? Overrides the flag
   * MLB_BUF_RESULTS_NOT_WRITABLE (to_tensor asks its `writable` flag). */
  bool (*result_writable)(MlbOperation *op, uint32_t r);
  /* Optional (upstream's bufferizesToElementwiseAccess): element p of
   * operand i is read only by the step that writes element p of operand
   * j, before it writes it -- a read of i and a write of j holding one
   * buffer do not conflict (linalg.add with an input as its init). */
  bool (*elementwise)(MlbOperation *op, uint32_t i, uint32_t j);
  /* Optional: does region r of this instance run more than once? Refines
   * MLB_BUF_REPETITIVE (and MLB_BUF_PARALLEL): a forall of one trip runs
   * its body once. NULL: the flag's answer. */
  bool (*repeats)(MlbOperation *op, uint32_t r);
  /* DPS with a computed range of inits (linalg's operand segments). */
  void (*inits)(MlbOperation *op, uint32_t *first, uint32_t *count);
  /* Optional: must tensor operand i bufferize in place (materialize_in_
   * destination's destination)? The analysis decides it so before any
   * other, and fails with upstream's error when that cannot be right. */
  bool (*must_in_place)(MlbOperation *op, uint32_t i);
  /* Optional: `reads` with the answer to "is block argument v read?"
   * given by `value_read` (the analysis', which knows from a callee's
   * summary that a call does not read its argument; `reads` asks the
   * interfaces only). For an op handing operand i to a region's argument
   * (scf.for's init). The analysis asks it of an out-of-place operand
   * the op also writes: is the copy into the new buffer needed? */
  bool (*reads_given)(MlbOperation *op, uint32_t i,
                      bool (*value_read)(void *state, MlbValue *v),
                      void *state);
  /* NULL: the op inserts no subset into a destination. */
  const MlbBufSubsetInsertion *subset_insertion;
  /* Optional (upstream's getBufferType, for a view): the type of result
   * r's buffer when operand `i`, bufferized in place, has a buffer of type
   * `operand_buf` (a subview's type for extract_slice); NULL when it
   * cannot tell. `i` is the operand result r aliases. */
  MlbType *(*view_buffer_type)(MlbContext *ctx, MlbOperation *op, uint32_t r,
                               uint32_t i, MlbType *operand_buf);
  /* Optional (upstream's getBufferType, for a result a region op's
   * regions hand on: scf.for, scf.while, scf.if): the type result r's
   * buffer will have after the rewrite, predicted before it
   * (mlb_buf_predicted_type_with); `arg_type(user, arg)` answers for a
   * block argument outside the op that the walk back meets. NULL:
   * unknown. Without it such a result's type is unknown, and a block
   * argument it reaches takes the fully dynamic layout where upstream
   * keeps the identity one. */
  MlbType *(*predicted_result_type)(struct MlbBufRewriter *br,
                                    MlbOperation *op, uint32_t r,
                                    MlbType *(*arg_type)(void *user,
                                                         MlbValue *arg),
                                    void *user);
  /* Replaces the op by buffer ops; MLB_FAILURE after a diagnostic. NULL:
   * the op keeps its tensors (to_buffer/to_tensor at its boundary). */
  MlbStatus (*bufferize)(struct MlbBufRewriter *br, MlbOperation *op);
} MlbBufferizeIface;

/* ==== Queries (conservative without the interface) ==== */
const MlbBufferizeIface *mlb_buf_iface(const MlbOperation *op);
/* Any tensor operand or result, or a tensor block argument in a region. */
bool mlb_buf_has_tensor_semantics(MlbOperation *op);
/* Any tensor operand or result (the op's own values, not its regions'). */
bool mlb_buf_has_tensor_value(MlbOperation *op);
bool mlb_buf_reads(MlbOperation *op, uint32_t i);
bool mlb_buf_writes(MlbOperation *op, uint32_t i);
/* Results aliasing tensor operand i (out has room for every result). */
uint32_t mlb_buf_aliases(MlbOperation *op, uint32_t i, MlbBufAlias *out);
/* Result r aliases no operand and no region hands it on: the op
 * allocates it. */
bool mlb_buf_result_is_new(MlbOperation *op, uint32_t r);
bool mlb_buf_result_writable(MlbOperation *op, uint32_t r);
/* Is tensor `v`'s content read: by a use that reads it, or through the
 * results of uses that alias it? (A value only overwritten needs no
 * copy when it gets a buffer of its own.) */
bool mlb_buf_value_read(MlbValue *v);
/* Out of place, operand i of op gets a new buffer: must it hold a copy
 * of the operand's value? Yes when op reads it, or when op only passes
 * it on (a slice, a cast, a select) and a result sharing it is read --
 * the copy is then a read of the operand at op. */
bool mlb_buf_copy_needed(MlbOperation *op, uint32_t i);
/* use-encoding-for-memory-space: while on (set by the one-shot pass for
 * its run, kept on the context), the buffer type of a ranked tensor
 * takes the tensor's encoding as its memory space. */
void mlb_buf_set_encoding_memspace(MlbContext *ctx, bool on);
bool mlb_buf_encoding_memspace(MlbContext *ctx);
/* op as a subset insertion, NULL when it is none (or unknown). */
const MlbBufSubsetInsertion *mlb_buf_subset_insertion(const MlbOperation *op);
/* Region r of op repeats (MLB_BUF_REPETITIVE, refined by `repeats`) /
 * runs its trips in parallel (MLB_BUF_PARALLEL as well). */
bool mlb_buf_region_repetitive(MlbOperation *op, uint32_t r);
bool mlb_buf_region_parallel(MlbOperation *op, uint32_t r);
/* The DPS init range of op (count 0 when not DPS). */
void mlb_buf_inits(MlbOperation *op, uint32_t *first, uint32_t *count);

#endif
