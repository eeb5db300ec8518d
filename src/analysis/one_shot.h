/* one_shot.h - One-Shot Bufferize's analysis: which tensor operands can
 * bufferize in place (seeds/003, upstream's OneShotAnalysis).
 *
 * Tensor values are grouped into alias sets (values whose buffers may
 * overlap once the decisions made so far are applied) and equivalence
 * sets (values that will be the very same buffer), both union-find. The
 * operands are decided one at a time, in the heuristic's order: an
 * operand goes in place unless that would let a write reach a read that
 * must not see it (a read-after-write conflict), or write a buffer that
 * must not be written (a constant, a function argument that is not
 * writable). In place, its aliasing results join its sets.
 *
 * Read-after-write conflict, for a read R of value v and a write W into a
 * buffer aliasing v's: W may take effect between the writes that define
 * v (its definitions) and R. W is excused when R happens before W (op
 * dominance; not usable inside a repeated region that does not hold v's
 * definitions), when R and W are one operand, when they sit in regions of
 * one op that exclude each other (then/else), when W happens before every
 * definition, lies inside the op defining it, or is the definition.
 *
 * With check_parallel_regions, before those rules: a write whose buffer
 * is defined outside the parallel region (scf.forall body) it sits in
 * must be private to each trip, so it goes out of place when anything
 * of its alias sets is read (upstream's privatization).
 */
#ifndef MLB_ANALYSIS_ONE_SHOT_H
#define MLB_ANALYSIS_ONE_SHOT_H

#include "analysis/dom_info.h"
#include "analysis/idmap.h"
#include "interfaces/bufferize.h"

/* The order in which ops are decided (one_shot_order.c). */
typedef enum MlbOsaHeuristic {
  MLB_OSA_BOTTOM_UP,
  MLB_OSA_TOP_DOWN,
  MLB_OSA_FROM_TERMINATORS, /* bottom-up-from-terminators */
  MLB_OSA_FUZZER,           /* shuffled with fuzzer_seed */
} MlbOsaHeuristic;

/* Told of what put an operand out of place (print-conflicts): a read,
 * the in-place write that would clobber it and the read's definition
 * whose value it would change; or a value that must not be written. */
typedef struct MlbOsaReport {
  void (*conflict)(void *user, MlbUse *read, MlbUse *write, MlbValue *def);
  void (*not_writable)(void *user, MlbValue *v);
  /* Operand u was just decided out of place (after the conflict or the
   * value reported above, if any). Optional. */
  void (*out_of_place)(void *user, MlbUse *u);
  void *user;
  /* check-parallel-regions: the in-place write `write` would be shared
   * by the trips of the parallel region it sits in, `def` (a definition
   * of its buffer) lying outside that region. Optional; upstream's
   * print-conflicts marks nothing for it. */
  void (*private_write)(void *user, MlbUse *write, MlbValue *def);
  /* Operand u goes out of place by choice (compare_alternatives): in
   * place it would send a later operand out of place at a higher
   * estimated cost. Optional. */
  void (*chosen)(void *user, MlbUse *u);
  /* Operand u, reported out of place above, goes in place after all:
   * with every operand decided, in place it conflicts with nothing
   * (compare_alternatives' second look, one_shot.c). Optional. */
  void (*in_place_after_all)(void *user, MlbUse *u);
} MlbOsaReport;

/* Function results returned as a copy of the callee's own
 * (one_shot_fresh.c): function op -> one state per result. Made empty by
 * mlb_osa_fresh_init, filled by mlb_osa_run, freed by mlb_osa_fresh_free;
 * it must outlive the analysis that used it (the rewrite asks it). */
typedef struct MlbOsaFresh {
  MlbPtrMap map;                /* function op -> uint8_t states[] */
  MlbOpVec fns; /* the keys, in the order first marked */
} MlbOsaFresh;
void mlb_osa_fresh_init(MlbOsaFresh *f);
void mlb_osa_fresh_free(MlbOsaFresh *f);

typedef struct MlbOsaOptions {
  MlbOsaHeuristic heuristic;
  uint32_t fuzzer_seed;
  bool copy_before_write;     /* every write out of place, no analysis */
  /* check-parallel-regions: an in-place write inside a parallel region
   * (scf.forall's body) to a buffer defined outside it conflicts when its
   * alias set is read anywhere (one_shot_parallel.c). */
  bool check_parallel_regions;
  bool function_args_writable; /* bufferize-function-boundaries */
  /* bufferize-function-boundaries: each function is a unit, callees
   * first (the order of decisions), summarized for its callers. */
  bool per_function;
  /* no-analysis-func-filter: functions (by symbol name) whose operands
   * are decided as copy-before-write, without analysis. */
  const char *const *skip_funcs;
  uint32_t num_skip_funcs;
  const MlbOsaReport *report; /* optional */
  /* When a write kept in place sent a later operand out of place, try
   * the write out of place instead and keep whichever decisions cost
   * less by mlb_osa_estimated_cost (one_shot_choose.c). */
  bool compare_alternatives;
  uint32_t max_choice_runs; /* extra runs compare_alternatives may make */
  /* With per_function: results a caller writes that their callee returns
   * read-only or shared become copies of the callee's own (NULL: never). */
  MlbOsaFresh *fresh;
} MlbOsaOptions;

typedef struct MlbOsaCallee MlbOsaCallee; /* one_shot_calls.c */

/* A loop whose iteration argument k and the buffer its trip makes for
 * yield operand k can take turns (the rewrite's two-buffer loops,
 * transforms/one_shot_ping_pong.c). In a loop of two regions (scf.while)
 * the trip's value is made in the second region, whose argument j holds
 * argument k's buffer (the first region's terminator forwards it there);
 * in a loop of one region j is k. */
typedef struct MlbOsaSwap {
  MlbOperation *loop;
  uint32_t k, j;
} MlbOsaSwap;

typedef MLB_VEC(MlbUse *) MlbOsaUseVec;
/* Operand `out` went out of place because the in-place write `write`
 * would have reached one of its set's reads (one_shot_choose.c). */
typedef struct MlbOsaBlame {
  MlbUse *out, *write;
} MlbOsaBlame;
/* A value sharing an operand's buffer in place (one_shot.c). */
typedef struct MlbOsaAlias {
  MlbValue *v;
  bool equivalent;
} MlbOsaAlias;
typedef MLB_VEC(MlbOsaAlias) MlbOsaAliasVec;
/* An in-place write of the conflict check with its op's block and
 * position there (one_shot_write_order.c sorts them). */
typedef struct MlbOsaPlacedWrite {
  uintptr_t block; /* its op's block, as a number to sort by */
  uint32_t pos;    /* its op's position in that block */
  uint32_t index;  /* in the list of writes */
} MlbOsaPlacedWrite;
typedef MLB_VEC(MlbOsaPlacedWrite) MlbOsaPlacedWriteVec;

typedef struct MlbOsa {
  MlbContext *ctx;
  const MlbOsaOptions *opts;
  /* tensor value -> index. Address-ordered (analysis/idmap.h): a
   * function's values and uses sit together in the arena, so the lookups
   * of one unit stay within a small part of these module-wide tables
   * (scrambled hashing made nearly every lookup a cache miss). */
  MlbIdMap ids;
  MLB_VEC(MlbValue *) values;    /* by index */
  MLB_VEC(uint32_t) alias, equiv; /* union-find parents */
  MLB_VEC(uint32_t) alias_next;  /* alias set members: a cycle per set */
  MlbIdMap decided;              /* MlbUse* -> 1 in place, 2 out */
  MLB_VEC(MlbUse *) order;       /* tensor operands in decision order */
  MlbPtrMap own_yields; /* loop terminator operands (MlbUse*) handing
                           back their iteration argument's buffer */
  MLB_VEC(MlbOsaSwap) swaps; /* inner loops first */
  /* Loops whose iteration arguments are distinct buffers within a trip
   * (op -> itself; one_shot_origins.c): one block, several tensor
   * arguments. */
  MlbPtrMap trip_distinct;
  /* Of own_yields, the operands handing back another iteration
   * argument's buffer (MlbUse* -> that argument's index + 1): the
   * arguments change places, double buffering. */
  MlbPtrMap perm_yields;
  /* Of own_yields, the operands handing on a buffer made in the trip
   * (MlbUse* -> the terminator), not the iteration argument's own. */
  MlbPtrMap new_yields;
  /* Operands (MlbUse* -> itself) that went out of place at their turn
   * only by the rule that inits of a trip-distinct loop entering in place
   * share no buffer (mlb_osa_init_shares_sibling), no conflict found:
   * second_look asks them again under every heuristic. */
  MlbPtrMap sibling_out;
  MlbDomInfo dom;
  uint32_t num_out_of_place;
  bool failed; /* an error is out (must-in-place operand not possible) */
  bool quiet;  /* no report (print-conflicts, explain-copies) */
  MlbUse *deciding; /* the operand being decided, assumed in place */
  /* Operands decided out of place at their turn, without analysis (the
   * alternative tried by one_shot_choose.c); NULL: none. */
  const MlbPtrMap *prefer_out;
  MlbUse *blamed; /* the write of the last conflict found */
  /* Runs of the blocks of branch loops, for the cost estimate
   * (analysis/block_runs.h), filled on demand. */
  MlbPtrMap block_runs;
  MLB_VEC(MlbOsaBlame) blames;
  /* Callees analyzed so far (bufferize-function-boundaries). */
  MlbPtrMap summaries_map;            /* function op -> MlbOsaCallee* */
  MLB_VEC(MlbOsaCallee *) summaries;  /* owned */
  /* Scratch of the value walks (definitions(), the parallel-region
   * check: mlb_osa_walk_begin), reused by every walk instead of a map and
   * a vector made and freed per walk: walk_mark[id] is the walk_gen of
   * the last walk that met value number id; walk_other holds values
   * without a number (ops added after the run). */
  MLB_VEC(uint32_t) walk_mark;
  uint32_t walk_gen;
  MlbValueVec walk_work;
  MlbPtrMap walk_other;
  /* Vectors in_place_conflicts borrows for one call (the reads and writes
   * of the sets, a read's definitions) instead of growing new ones per
   * operand; taken out while in use, so a nested call grows its own. */
  MlbOsaUseVec ipc_reads, ipc_writes;
  MlbValueVec ipc_defs;
  MlbOsaPlacedWriteVec ipc_placed; /* the writes by block and position */
  MlbU32Vec ipc_pick;              /* the writes one read is checked against */
  /* Likewise borrowed by decide (the values of the sets an operand would
   * join) and by collect_set (their numbers, to sort). */
  MlbValueVec decide_set;
  MlbU32Vec set_ids;
  /* collect_set's bitmap over value numbers, all zero between uses. */
  MLB_VEC(uint64_t) set_bits;
  /* ... and by the walks' steps that ask an operand's aliases. */
  MlbOsaAliasVec step_aliases;
  /* While the decisions are made (use_facts_on): what mlb_osa_reads,
   * mlb_osa_writes, mlb_osa_copy_needed and (a "no" of)
   * mlb_osa_write_crosses_parallel answered per operand (MlbUse* ->
   * known and answer bits, one_shot_int.h). The conflict check asks them
   * of every use of an alias set at every decision; the answers depend
   * only on the IR, which the analysis does not change, and on the callee
   * summaries, so adding a summary empties the map. Off after the run:
   * the rewrite changes the IR (a freed use's address may come back). */
  MlbPtrMap use_facts;
  bool use_facts_on;
  /* mlb_osa_fix_copies: out-of-place operand (MlbUse*) -> (void*)1 when
   * its new buffer must hold the value, 2 when not. */
  MlbPtrMap fixed_copies;
  /* ops left out (mlb_osa_left_out) -> that operand's index + 1 */
  MlbPtrMap left_out;
  /* mlb_osa_fix_copies: op making a new tensor from tensors it reads ->
   * (void*)1 when nothing reads that tensor, 2 when something may. */
  MlbPtrMap fixed_unread;
  bool copies_fixed;
  /* With per_function: the functions nested in root in the order they
   * were analyzed (mlb_osa_functions_callees_first), kept for the
   * rewrite, which goes in the same order (the call order asks a walk of
   * the whole module). */
  MlbOpVec functions;
  bool functions_ordered;
  /* The functions whose calls without a summary return what a caller
   * may write in place (one_shot_cycle_results.c); filled for all
   * functions at the first question (cycle_clean_known). */
  MlbPtrMap cycle_clean;
  bool cycle_clean_known;
  /* Some summary has a result that could be returned as a copy of the
   * callee's own (one_shot_fresh.c). */
  bool any_freshable;
  /* The origins of values remembered while deciding
   * (one_shot_origin_memo.c); NULL until asked, freed after the run. */
  struct MlbOsaOriginMemo *origin_memo;
} MlbOsa;

/* The ops nested in unit, in the order the heuristic decides them. */
void mlb_osa_order(MlbOperation *unit, const MlbOsaOptions *o,
                   MlbOpVec *out);
/* How many tensor values (results, block arguments) and tensor operands
 * the functions hold: what the analysis will number and decide. */
typedef struct MlbOsaSizes {
  uint32_t values, operands;
} MlbOsaSizes;
/* The functions nested in root, each after the functions it calls (a
 * call cycle is cut where it closes); `sizes` (may be NULL) counted on
 * the same walk. */
void mlb_osa_functions_callees_first(MlbContext *ctx, MlbOperation *root,
                                     MlbOpVec *out, MlbOsaSizes *sizes);
/* Is op inside (or) a function named in o->skip_funcs? */
bool mlb_osa_skipped(const MlbOsaOptions *o, MlbOperation *op);
/* Does a block of one of op's regions take a tensor argument? */
bool mlb_osa_region_tensor_args(MlbOperation *op);

/* Analyzes every op nested in `root` (a function or a module), with
 * o->compare_alternatives trying other decisions (one_shot_choose.c). */
void mlb_osa_run(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                 const MlbOsaOptions *opts);
void mlb_osa_free(MlbOsa *a);

/* ==== cf loops taking turns (one_shot_cf_turns.c) ====
 * Argument k of cf loop header `header`, whose buffer and the one each
 * trip makes anew for it can take turns (transforms/one_shot_cf_turns.c
 * allocates the second once, before the loop). */
typedef struct MlbOsaCfTurn {
  MlbBlock *header;
  uint32_t k;
} MlbOsaCfTurn;
typedef MLB_VEC(MlbOsaCfTurn) MlbOsaCfTurnVec;
/* The cf loop headers of root's regions and their arguments that can take
 * turns, after the decisions. */
void mlb_osa_cf_turns(MlbOsa *a, MlbOperation *root, MlbOsaCfTurnVec *out);
/* The two edges into loop header h: the entry, from a block h does not
 * dominate, and the back edge, from one it dominates. False when h has
 * other predecessors or is no such header. */
bool mlb_cf_loop_edges(MlbDomInfo *d, MlbBlock *h, MlbBlockOperand **entry,
                       MlbBlockOperand **back);
/* The operand of predecessor edge e that its block's argument k receives
 * (NULL when the branch does not say). */
MlbUse *mlb_cf_edge_operand(MlbBlockOperand *e, uint32_t k);
/* One analysis in the heuristic's order, `prefer_out` (may be NULL)
 * decided out of place at their turn. */
void mlb_osa_run_once(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                      const MlbOsaOptions *opts, const MlbPtrMap *prefer_out);
/* The run-time cost the decisions imply, estimated: each operand out of
 * place and each loop yield handing back a copy costs an allocation and,
 * when filled, the bytes of its value, times a factor per loop around. */
typedef struct MlbOsaCost {
  uint64_t allocs, bytes;
} MlbOsaCost;
MlbOsaCost mlb_osa_estimated_cost(MlbOsa *a, MlbOperation *root);
/* The decision for operand i of op (non-tensor operands: true). */
bool mlb_osa_in_place(const MlbOsa *a, MlbOperation *op, uint32_t i);
/* Operand i of a loop's terminator yields the buffer of the iteration
 * argument it feeds (equivalent), so the loop keeps one buffer. */
bool mlb_osa_yields_own_buffer(const MlbOsa *a, MlbOperation *term,
                               uint32_t i);
/* Does operand i of loop terminator `term` hand back the buffer of
 * another iteration argument than the one it becomes (one of
 * mlb_osa_yields_own_buffer's)? */
bool mlb_osa_yields_other_arg(const MlbOsa *a, MlbOperation *term,
                              uint32_t i);
/* Does operand i of loop terminator `term` hand on a buffer made in the
 * trip (one of mlb_osa_yields_own_buffer's, not equivalent to the
 * iteration argument)? */
bool mlb_osa_yields_new_buffer(const MlbOsa *a, MlbOperation *term,
                               uint32_t i);
/* Both values are tensors the analysis numbered and share a buffer. */
bool mlb_osa_equivalent(MlbOsa *a, MlbValue *x, MlbValue *y);
/* ... and their buffers may overlap (one alias set). */
bool mlb_osa_aliasing(MlbOsa *a, MlbValue *x, MlbValue *y);
/* The values that join operand i's alias set when it goes in place, in
 * the order they are joined. */
void mlb_osa_aliasing_values(MlbOsa *a, MlbOperation *op, uint32_t i,
                             MlbValueVec *out);

/* ==== Function boundaries (one_shot_calls.c) ====
 * Has function fn a summary its calls answer from (not when it calls
 * itself, sits in a call cycle or reaches one)? */
bool mlb_osa_summarized(const MlbOsa *a, MlbOperation *fn);
/* Does function fn return result r as a copy of its own, a new buffer
 * made right before each return (the rewrite makes it)? */
bool mlb_osa_result_fresh(const MlbOsa *a, MlbOperation *fn, uint32_t r);
/* Upstream's isValueRead: some use of v, or of what merely aliases it
 * (through ops that neither read nor write), reads it; calls answer from
 * their callees' summaries. */
bool mlb_osa_value_read(MlbOsa *a, MlbValue *v);
/* Upstream's isValueWritten: an in-place write into v's alias set. */
bool mlb_osa_value_written(MlbOsa *a, MlbValue *v);
/* mlb_buf_copy_needed, a call answering from its callee's summary: an
 * argument only written needs no copy in its new buffer. */
bool mlb_osa_copy_needed(MlbOsa *a, MlbOperation *op, uint32_t i);
/* Answers mlb_osa_copy_needed for every operand the analysis put out of
 * place, now, from the IR as analyzed: the rewrite asks while it changes
 * the IR (a branch's successor arguments are buffers by then, and what
 * reads them is partly rewritten). */
void mlb_osa_fix_copies(MlbOsa *a, MlbOperation *root);
/* After mlb_osa_fix_copies: op writes only *operand, and nothing reads
 * its result (nor has it other effects) but dead ops left out too: the
 * rewrite gives the result that operand's buffer (out of place a new one,
 * unfilled) and drops op. *operand == MLB_OSA_LEFT_OUT_NEW: op makes one
 * new tensor of static shape, which gets a new buffer, unfilled. */
enum { MLB_OSA_LEFT_OUT_NEW = UINT32_MAX };
bool mlb_osa_left_out(const MlbOsa *a, MlbOperation *op, uint32_t *operand);
/* After mlb_osa_fix_copies: op (MLB_BUF_RESULTS_NEW, one tensor result,
 * made from tensor operands it reads) makes a tensor nothing reads, only
 * overwrites or asks the shape of: the new buffer needs none of what op
 * would fill it with. False when not known. */
bool mlb_osa_new_result_unread(const MlbOsa *a, MlbOperation *op);

#endif
