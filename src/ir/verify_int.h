/* verify_int.h - state shared by the verifier's files. */
#ifndef MLB_IR_VERIFY_INT_H
#define MLB_IR_VERIFY_INT_H

#include "ir/dominance.h"
#include "ir/ir.h"

typedef struct MlbVerifier {
  MlbContext *ctx;
  MlbDiagnostic *pending; /* first error, emitted when the walk unwinds */
  MlbPtrMap domtrees;     /* region -> MlbDomTree* */
} MlbVerifier;

MlbStatus mlb_verify_operand_dominance(MlbVerifier *v, MlbOperation *op);
void mlb_verifier_free_domtrees(MlbVerifier *v);

#endif
