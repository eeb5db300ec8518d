/* verify_int.h - state shared by the verifier's files. */
#ifndef MLB_IR_VERIFY_INT_H
#define MLB_IR_VERIFY_INT_H

#include "ir/dominance.h"
#include "ir/ir.h"

typedef struct MlbVerifier {
  MlbContext *ctx;
  MlbDiagnostic *pending; /* first error, emitted when the walk unwinds */
  MlbPtrMap domtrees;     /* region -> MlbRegionDom* */
  /* Ops directly in the root's regions to leave out (verified already);
   * NULL = none. */
  const MlbPtrMap *skip;
  /* The root is a top-level op (a module): the ops of its block with
   * regions are functions, each one's IR cold and laid out before the
   * next, so it is prefetched while the one before is verified. Not for a
   * function's own ops: newly built ops live far from the parsed ones,
   * and a span up to them would be up to MLB_PREFETCH_SPAN_MAX of
   * prefetches, each a line of other functions pulled into the cache. */
  bool prefetch;
} MlbVerifier;

/* Index of the first operand of op from `i` on not settled by the quick
 * rule: defined by an earlier op of the user's block (positions valid, as
 * the walk makes them) or an argument of that block. Inline: most ops end
 * here, with no call. */
static inline uint32_t mlb_verify_first_unsettled(const MlbOperation *op,
                                                  uint32_t i) {
  const MlbBlock *b = op->block;
  /* Without valid positions, pos 0 sends every def to the full check. */
  uint32_t pos = b && b->order_ok ? op->order : 0;
  for (; i < op->num_operands; i++) {
    const MlbValue *val = op->operands[i].value;
    const MlbOperation *def = val->def_op;
    if (!(val->owner_block ? val->owner_block == b
                           : def && def->block == b && def->order < pos))
      return i;
  }
  return i;
}

/* Dominance and isolation of operands i.. of op (verify_dominance.c). */
MLB_MUST_CHECK MlbStatus mlb_verify_dominance_from(MlbVerifier *v, MlbOperation *op,
                                    uint32_t i);

static inline MlbStatus mlb_verify_operand_dominance(MlbVerifier *v,
                                                     MlbOperation *op) {
  uint32_t i = mlb_verify_first_unsettled(op, 0);
  return i == op->num_operands ? MLB_SUCCESS
                               : mlb_verify_dominance_from(v, op, i);
}
void mlb_verifier_free_domtrees(MlbVerifier *v);

/* The verifier's steps (verify.c), for mlb_verify_edits: an op's own
 * checks (counts, successors, its verify hook, dialect attributes, the
 * shape of its blocks, its symbol table, its operands' dominance); its
 * checks after its nested ops (region verifiers); all of it with its
 * nested ops (`depth`: its nesting below the verified root); one block's
 * shape (terminator last, entry without predecessors), which clears the
 * block's edit marks. On failure the first error is v->pending. */
MLB_MUST_CHECK MlbStatus mlb_verify_op_shallow(MlbVerifier *v,
                                               MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_verify_on_exit(MlbVerifier *v, MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_verify_rec(MlbVerifier *v, MlbOperation *op,
                                        unsigned depth);
MLB_MUST_CHECK MlbStatus mlb_verify_block_shape(MlbVerifier *v, MlbBlock *b);
/* Of an op's checks, those that read its nested ops: its verify hooks
 * (on entry and after its nested ops) and its symbol table. */
MLB_MUST_CHECK MlbStatus mlb_verify_op_hooks(MlbVerifier *v, MlbOperation *op);

#endif
