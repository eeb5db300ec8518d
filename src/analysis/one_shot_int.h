/* one_shot_int.h - what the files of the One-Shot analysis share
 * (one_shot.c: sets and decisions; one_shot_conflicts.c: read-after-
 * write conflicts of an operand in place; one_shot_happens.c: how two ops
 * stand in time and control flow; one_shot_equiv.c: equivalences
 * through regions; one_shot_calls.c: callee summaries;
 * one_shot_parallel.c: check-parallel-regions; one_shot_fresh.c:
 * results returned as copies of the callee's own).
 * Not for other layers: they use one_shot.h.
 */
#ifndef MLB_ANALYSIS_ONE_SHOT_INT_H
#define MLB_ANALYSIS_ONE_SHOT_INT_H

#include "analysis/block_cycles.h"
#include "analysis/one_shot.h"
#include "support/thresholds.h"

/* The number of tensor value v (numbering it when new). */
uint32_t mlb_osa_id(MlbOsa *a, MlbValue *v);
/* Starts a walk over values with a's scratch: a->walk_work emptied, no
 * value met yet. Walks do not nest (the marks are shared): nothing a walk
 * asks on its way may start another. */
void mlb_osa_walk_begin(MlbOsa *a);
/* Is this the current walk's first meeting with x? (Looks its number up
 * without numbering it: that would change the numbers' order.) */
bool mlb_osa_walk_first_meet(MlbOsa *a, MlbValue *x);
/* The root of value number `id`'s alias set. */
uint32_t mlb_osa_alias_root(MlbOsa *a, uint32_t id);
/* The next member of value number `id`'s alias set (a cycle). */
uint32_t mlb_osa_alias_next(MlbOsa *a, uint32_t id);
/* The root of value number `id`'s equivalence set; uniting two sets. */
uint32_t mlb_osa_equiv_root(MlbOsa *a, uint32_t id);
void mlb_osa_unite_equiv(MlbOsa *a, uint32_t x, uint32_t y);

/* The decision about a use so far. */
typedef enum MlbOsaDecision {
  MLB_OSA_UNDECIDED,
  MLB_OSA_IN_PLACE,
  MLB_OSA_OUT_OF_PLACE
} MlbOsaDecision;
MlbOsaDecision mlb_osa_decision(const MlbOsa *a, const MlbUse *u);

/* one_shot_equiv.c: equivalences through regions, added after the
 * decisions of a unit; is v a buffer op's loop body makes anew each trip
 * (one the next trip may take)? */
void mlb_osa_forwarded_equivalences(MlbOsa *a, MlbOperation *root);
bool mlb_osa_made_in_body(MlbOsa *a, MlbOperation *op, MlbValue *v);
/* Is v, equivalent to none of block h's arguments, the buffer of an
 * allocation (or a copy) made by an op in a block h dominates: made since
 * h last ran, after h's arguments' buffers? (The cf loop counterpart of
 * mlb_osa_made_in_body: values from an earlier trip reach h's loop only
 * through h's arguments.) */
bool mlb_osa_made_after_block(MlbOsa *a, MlbBlock *h, MlbValue *v);
/* Is the buffer of iteration argument `arg` dead once its trip ends: no
 * operand of `term` but operand i may hand it on, nothing that may be it
 * leaves tensor land? Does use x, out of place and not reading, touch no
 * buffer of its operand's set? */
bool mlb_osa_arg_dies_with_trip(MlbOsa *a, MlbOperation *term, uint32_t i,
                                MlbValue *arg);
bool mlb_osa_touches_nothing(MlbOsa *a, MlbUse *x);

/* May v's buffer be written (not a constant, not a read-only argument)? */
bool mlb_osa_value_writable(MlbOsa *a, MlbValue *v);

/* The interface's answers, or for a call with a summary its callee's. */
bool mlb_osa_reads(MlbOsa *a, MlbOperation *op, uint32_t i);
bool mlb_osa_writes(MlbOsa *a, MlbOperation *op, uint32_t i);
uint32_t mlb_osa_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                         MlbBufAlias *out);
bool mlb_osa_result_writable(MlbOsa *a, MlbOperation *op, uint32_t r);
/* Is what `call` returns, its callee having no summary (a call cycle),
 * writable in place (one_shot_cycle_results.c)? */
bool mlb_osa_unsummarized_result_writable(MlbOsa *a, MlbOperation *call);
/* Is result r of call op one its analyzed callee returns read-only (a
 * constant, an argument's buffer, one buffer as two results) and could
 * return as a copy of its own instead (one_shot_fresh.c)? */
bool mlb_osa_call_result_freshable(MlbOsa *a, MlbOperation *op, uint32_t r);
/* one_shot_fresh.c: after a run, marks the results to return as copies
 * (written out of place by a caller) and unmarks those no caller wrote
 * in place; true when that changed anything (run again). */
bool mlb_osa_update_fresh(MlbOsa *a);
/* One analysis with its choices (one_shot_choose.c). */
typedef void (*MlbOsaRunFn)(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                            const MlbOsaOptions *opts);
/* Runs `run` until the fresh results settle (opts->fresh, per_function):
 * each run's summaries with the marks the one before left. */
void mlb_osa_run_fresh(MlbOsa *a, MlbContext *ctx, MlbOperation *root,
                       const MlbOsaOptions *opts, MlbOsaRunFn run);
/* Is op dead: nothing but dead ops reads its tensor results (calls
 * asking their callees' summaries), nothing uses its other results, it
 * has no effect but reading and allocating, and it writes only buffers
 * tensor land alone sees? The conflict check still counts its reads
 * (it runs after bufferization unless left out: mlb_osa_fix_copies). */
bool mlb_osa_dead_op(MlbOsa *a, MlbOperation *op);
/* A call whose callee's body was analyzed first (a summary, not a
 * declaration's access attributes): what it does with its operands and
 * results is known. */
bool mlb_osa_callee_analyzed(MlbOsa *a, MlbOperation *op);
/* The argument of op's analyzed callee that operand i of call op is, when
 * the callee's summary says its body writes it; else NULL. */
MlbValue *mlb_osa_written_callee_arg(MlbOsa *a, MlbOperation *op, uint32_t i);

/* Facts remembered per operand while deciding (MlbOsa.use_facts): bit f
 * says the question was answered, bit f << 1 holds the answer. */
enum {
  MLB_OSA_FACT_READS = 1u << 0,
  MLB_OSA_FACT_WRITES = 1u << 2,
  MLB_OSA_FACT_COPY = 1u << 4,
  MLB_OSA_FACT_CROSSES = 1u << 6, /* mlb_osa_write_crosses_parallel */
  /* mlb_osa_aliases, when at most one: bits 8..11 and 16..31
   * (one_shot_calls.c) */
  MLB_OSA_FACT_ALIASES = 1u << 8,
};
/* Is fact f of u remembered (then *answer holds it)? Always false when
 * the facts are off. */
bool mlb_osa_fact_known(MlbOsa *a, MlbUse *u, uint32_t f, bool *answer);
/* Remembers fact f of u (nothing when the facts are off); returns it. */
bool mlb_osa_fact_put(MlbOsa *a, MlbUse *u, uint32_t f, bool answer);

/* A use handing the buffer out of tensor land (to_buffer: a memref
 * result): what happens to it there is unknown. */
bool mlb_osa_use_escapes(const MlbUse *x);

/* check-parallel-regions (one_shot_parallel.c): the in-place write `w`
 * sits in another parallel region than a definition of its buffer. */
bool mlb_osa_write_crosses_parallel(MlbOsa *a, MlbUse *w);

/* one_shot_must.c: operands that must bufferize in place are decided so
 * before the others, when in place is possible at that point. */
typedef enum MlbOsaBroken {
  MLB_OSA_SOUND,
  MLB_OSA_BROKEN_RAW,      /* a write in place reaches a read */
  MLB_OSA_BROKEN_READONLY, /* in place it writes something read-only */
} MlbOsaBroken;
/* Decides u in place unless that conflicts (then u stays undecided). */
MlbOsaBroken mlb_osa_force_in_place(MlbOsa *a, MlbUse *u);
/* Forces unit's must-in-place operands; false after an error
 * (a->failed). */
bool mlb_osa_must_in_place(MlbOsa *a, MlbOperation *unit, bool skip_functions);

/* Room for the aliases of op's results (mlb_osa_aliases,
 * mlb_buf_aliases): the caller's array `small` when they fit it
 * (MLB_FITS_SMALL, so test builds take the heap path too), else a heap
 * block; give it back with mlb_osa_alias_room_free. */
#define MLB_OSA_ALIAS_ROOM(op, small)                                          \
  (MLB_FITS_SMALL((op)->num_results, small)                                   \
       ? (small)                                                               \
       : mlb_malloc((op)->num_results * sizeof *(small) + 1))
static inline void mlb_osa_alias_room_free(MlbBufAlias *al,
                                           const MlbBufAlias *small) {
  if (al != small)
    mlb_free(al);
}

/* one_shot_origins.c: may x and y ever hold one buffer (some place where
 * a buffer is made flows into both)? */
bool mlb_osa_may_share_buffer(MlbOsa *a, MlbValue *x, MlbValue *y);
/* Does v surely hold one of the arguments of `entry` (a function's entry
 * block), never a buffer made in the function? */
bool mlb_osa_holds_arguments_only(MlbOsa *a, MlbValue *v,
                                  const MlbBlock *entry);
/* One step of that walk back from x, outside any trip-distinct loop:
 * the values whose buffers x may hold in place are appended to `next`,
 * the origins x has of its own (new buffers, copies, arguments) to
 * `direct`; true when x may hold any buffer (the lists may then be
 * partial). `scratch` is the caller's, kept across calls. */
typedef MLB_VEC(const void *) MlbOsaOriginVec;
bool mlb_osa_origin_step(MlbOsa *a, MlbValue *x, MlbValueVec *next,
                         MlbOsaOriginVec *direct, MlbValueVec *scratch);
/* one_shot_origin_memo.c: the origins of values remembered while the
 * decisions are made, each until a decision out of place changes what a
 * walk from it would meet. Usable while the operand being decided is not
 * out of place already (the walks count it in place). */
bool mlb_osa_memo_usable(const MlbOsa *a);
/* Test builds (support/thresholds.h) also walk and compare the answers. */
#define MLB_OSA_MEMO_CHECK MLB_THRESHOLD(false, true)
/* mlb_osa_may_share_buffer's answer when no trip-distinct loop holds
 * both x and y (x != y). */
bool mlb_osa_memo_may_share(MlbOsa *a, MlbValue *x, MlbValue *y);
/* u was decided out of place (or no longer is): forget what a walk
 * through it found. */
void mlb_osa_memo_forget_use(MlbOsa *a, MlbUse *u);
/* Forget everything (after the run, or when a callee summary was added:
 * calls' steps change); the memo is made again on the next question. */
void mlb_osa_memo_free(MlbOsa *a);
/* Marks the loops nested in root whose iteration arguments are distinct
 * buffers within a trip (MlbOsa.trip_distinct), before any decision. */
void mlb_osa_mark_trip_distinct(MlbOsa *a, MlbOperation *root);
/* Would init operand u of such a loop, in place, share a buffer with
 * another of its inits? (Then it goes out of place.) */
bool mlb_osa_init_shares_sibling(MlbOsa *a, MlbUse *u);
/* Is write w an init of such a loop (its writes all come before the
 * loop's results are defined)? */
bool mlb_osa_loop_writes_before_results(MlbOsa *a, MlbUse *w);

/* After function fn's decisions. */
void mlb_osa_summarize(MlbOsa *a, MlbOperation *fn);
void mlb_osa_free_summaries(MlbOsa *a);

/* one_shot_write_order.c: in-place writes by block and position; the
 * writes a read with definitions `defs` can conflict with (indices into
 * the placed list, ascending), or false: every write. Worth sorting from
 * MLB_OSA_PLACE_WRITES_MIN writes on (fewer are tried one by one). */
#define MLB_OSA_PLACE_WRITES_MIN MLB_THRESHOLD(16, 1)
void mlb_osa_place_writes(MlbUse *const *writes, uint32_t n,
                          MlbOsaPlacedWriteVec *out);
bool mlb_osa_writes_to_check(const MlbOsaPlacedWriteVec *placed, MlbUse *r,
                             const MlbValueVec *defs, MlbU32Vec *pick);

/* one_shot_happens.c: where two ops stand relative to each other. */
/* Does control flow lead from block a to block b (in one step or more;
 * a == b: is a on a cycle of its region)? */
bool mlb_osa_block_reaches(MlbBlock *a, MlbBlock *b);
/* The same, on paths that never enter block `avoid` (NULL: any path). */
/* x, or an op enclosing x, properly dominates y (x does not enclose y). */
bool mlb_osa_happens_before(MlbOsa *a, MlbOperation *x, MlbOperation *y);
/* The block of region r holding op or an op around it (NULL: not in r). */
MlbBlock *mlb_osa_block_in(MlbRegion *r, MlbOperation *op);
bool mlb_osa_region_contains(MlbRegion *r, MlbOperation *op);
/* A region its parent may run more than once (a loop's body); one whose
 * ops may run more than once per run of its parent (also: several
 * blocks, which may hold a cycle). */
bool mlb_osa_region_reentered(MlbRegion *r);
bool mlb_osa_region_repeats(MlbRegion *r);
/* Is dominance between read rd and write wr meaningful, given the read's
 * definitions (not when a repeated region around both lacks one)? */
bool mlb_osa_dominance_usable(MlbOperation *rd, MlbOperation *wr,
                              const MlbValueVec *defs);
/* Two distinct blocks of one region that no path joins. */
bool mlb_osa_blocks_apart(MlbBlock *bx, MlbBlock *by);
/* In their nearest multi-block common region, no path leads from the
 * write's block to the read's. */
bool mlb_osa_write_cannot_reach_read(MlbOperation *rop, MlbOperation *wop);
/* x and y never both run in one run of their nearest common region. */
bool mlb_osa_mutually_exclusive(MlbOperation *x, MlbOperation *y);

/* ==== Aliasing values of an operand (one_shot.c) ==== */
/* a->step_aliases, emptied, for one step of a walk, and given back. */
MlbOsaAliasVec mlb_osa_borrow_aliases(MlbOsa *a);
void mlb_osa_give_back_aliases(MlbOsa *a, MlbOsaAliasVec *al);
/* The values sharing op's operand i's buffer when it is in place. */
void mlb_osa_aliases_of(MlbOsa *a, MlbOperation *op, uint32_t i,
                        MlbOsaAliasVec *out);
/* Fills al with them; is x among them? */
bool mlb_osa_operand_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                             const MlbValue *x, MlbOsaAliasVec *al);
/* Operand i of branch op, forwarded to successor blocks' arguments:
 * appended to out. */
void mlb_osa_branch_aliases(MlbOperation *op, uint32_t i, MlbOsaAliasVec *out);
/* The values whose last writes a read of v sees (one_shot.c). */
void mlb_osa_definitions(MlbOsa *a, MlbValue *v, MlbValueVec *out);

/* ==== Conflicts (one_shot_conflicts.c) ==== */
/* Would operand u in place let a write reach a read that must not see it,
 * or write what must not be written? `set` holds the values of the alias
 * sets u would join. *readonly_write (may be NULL) says whether the answer
 * is a write into something read-only. */
bool mlb_osa_in_place_conflicts(MlbOsa *a, MlbUse *u, const MlbValueVec *set,
                                bool *readonly_write);

/* Does branch use x only hand its value on (MLB_BUF_FORWARDS_ONLY: the
 * successor's uses of the argument are the reads)?
 * (one_shot_conflicts.c) */
bool mlb_osa_read_handed_on(const MlbUse *x);
/* one_shot_unseen.c: is use x's read of its destination one nothing sees
 * (an MLB_BUF_DEST_READ_KEPT op whose results nothing looks at)? */
bool mlb_osa_dest_read_unseen(MlbOsa *a, const MlbUse *x);

/* ==== What conflict hooks may ask (one_shot_queries.c) ==== */
/* MlbBufQuery's two questions, state the analysis. */
bool mlb_osa_query_equivalent(void *state, MlbValue *x, MlbValue *y);
bool mlb_osa_query_chain_all(void *state, MlbValue *v,
                             bool (*match)(void *arg, MlbValue *x),
                             void *arg);
/* Does `from` lead to `to` through ops that hand on an equivalent buffer
 * (select's operands, the yields of regions run once)? */
bool mlb_osa_equivalent_chain(MlbOsa *a, MlbValue *from, MlbValue *to);
/* A subset insertion and the write or read of the part of its
 * destination it overwrites (read r, write w) do not conflict. */
bool mlb_osa_subsets_not_conflicting(MlbOsa *a, const MlbBufQuery *q,
                                     MlbUse *r, MlbUse *w);
/* Write w copies the part of its destination holding v onto itself. */
bool mlb_osa_rewrites_own_part(MlbOsa *a, MlbUse *w, MlbValue *v);

#endif
