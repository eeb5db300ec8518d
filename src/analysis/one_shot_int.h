/* one_shot_int.h - what the files of the One-Shot analysis share
 * (one_shot.c: sets and decisions; one_shot_equiv.c: equivalences
 * through regions; one_shot_calls.c: callee summaries;
 * one_shot_parallel.c: check-parallel-regions).
 * Not for other layers: they use one_shot.h.
 */
#ifndef MLB_ANALYSIS_ONE_SHOT_INT_H
#define MLB_ANALYSIS_ONE_SHOT_INT_H

#include "analysis/one_shot.h"

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

/* May v's buffer be written (not a constant, not a read-only argument)? */
bool mlb_osa_value_writable(MlbOsa *a, MlbValue *v);

/* The interface's answers, or for a call with a summary its callee's. */
bool mlb_osa_reads(MlbOsa *a, MlbOperation *op, uint32_t i);
bool mlb_osa_writes(MlbOsa *a, MlbOperation *op, uint32_t i);
uint32_t mlb_osa_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                         MlbBufAlias *out);
bool mlb_osa_result_writable(MlbOsa *a, MlbOperation *op, uint32_t r);
/* Is op dead: nothing but dead ops reads its tensor results (calls
 * asking their callees' summaries), nothing uses its other results, it
 * has no effect but reading and allocating, and it writes only buffers
 * tensor land alone sees? Then its reads are no conflicting reads. */
bool mlb_osa_dead_op(MlbOsa *a, MlbOperation *op);
/* A call whose callee's body was analyzed first (a summary, not a
 * declaration's access attributes): what it does with its operands and
 * results is known. */
bool mlb_osa_callee_analyzed(MlbOsa *a, MlbOperation *op);

/* Facts remembered per operand while deciding (MlbOsa.use_facts): bit f
 * says the question was answered, bit f << 1 holds the answer. */
enum {
  MLB_OSA_FACT_READS = 1u << 0,
  MLB_OSA_FACT_WRITES = 1u << 2,
  MLB_OSA_FACT_COPY = 1u << 4,
  MLB_OSA_FACT_CROSSES = 1u << 6, /* mlb_osa_write_crosses_parallel */
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

/* one_shot_origins.c: may x and y ever hold one buffer (some place where
 * a buffer is made flows into both)? */
bool mlb_osa_may_share_buffer(MlbOsa *a, MlbValue *x, MlbValue *y);

/* After function fn's decisions. */
void mlb_osa_summarize(MlbOsa *a, MlbOperation *fn);
void mlb_osa_free_summaries(MlbOsa *a);

/* Does control flow lead from block a to block b (in one step or more;
 * a == b: is a on a cycle of its region)? */
bool mlb_osa_block_reaches(MlbBlock *a, MlbBlock *b);

#endif
