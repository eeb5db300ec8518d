/* call_effects.h - what a call does to the buffers it is handed, from its
 * callee's body: for each argument, may the callee (or a function it
 * calls) read it, write it; may it reach buffers it was not handed (a
 * global). Everything is asked through interfaces: callable and call
 * (callee, argument operands), memory effects, the alias follower for the
 * values an argument flows into. A callee without a body, an indirect
 * call, an op of unknown effects and recursion back into a callee being
 * summarized answer "reads and writes everything" (sound, never wrong).
 *
 * A summary describes the callee's body as it is when first asked: a
 * pass that changes callees between questions must not keep one context
 * across such changes. */
#ifndef MLBUF_ANALYSIS_CALL_EFFECTS_H
#define MLBUF_ANALYSIS_CALL_EFFECTS_H

#include "interfaces/interfaces.h"

/* MLB_CALL_FREES is a known free only: the callee's body (or a function
 * it calls) has a Free effect on the argument. Unlike reading and writing,
 * a call nobody can look into does not set it: its users (buffer hoisting)
 * ask whether moving a buffer would part it from a free it has. */
enum { MLB_CALL_READS = 1u, MLB_CALL_WRITES = 2u, MLB_CALL_FREES = 4u };

typedef struct MlbCallEffects {
  MlbContext *ctx;
  MlbPtrMap summaries; /* callee op -> its summary (owned) */
  /* Set before the first question to have MLB_CALL_FREES answered: an
   * argument read and written is otherwise summarized no further (most
   * are, and the deallocation pass asks nothing else). */
  bool want_frees;
} MlbCallEffects;

void mlb_call_effects_init(MlbCallEffects *ce, MlbContext *ctx);
void mlb_call_effects_free(MlbCallEffects *ce);

/* MLB_CALL_READS / MLB_CALL_WRITES (and, with want_frees, MLB_CALL_FREES)
 * of call op on its operand i: reads and writes for an operand that is no
 * argument of a callee with a summary. */
uint32_t mlb_call_operand_effects(MlbCallEffects *ce, MlbOperation *call,
                                  uint32_t i);

/* May call op read or write buffers it was not handed? */
bool mlb_call_reaches_other(MlbCallEffects *ce, MlbOperation *call);

#endif
