/* bufferize_convert.h - the type conversion MLIR 16's conversion-based
 * bufferize passes (func-bufferize, scf-bufferize) share: upstream's
 * BufferizeTypeConverter, tensor<...> -> memref<...> with the identity
 * layout (tensor<*x..> -> memref<*x..>), and its materializations,
 * bufferization.to_tensor where a converted value meets a tensor use and
 * bufferization.to_buffer where a tensor meets a converted operand.
 *
 * Values are converted in place (their type changes); a value this pass
 * converted hands its buffer straight to a converted operand, as
 * upstream's conversion maps it, and a to_tensor no use is left with
 * goes at the end. A tensor from elsewhere (an earlier pass's to_tensor,
 * an op left on tensors) gets one to_buffer, right after its definition,
 * for finalizing-bufferize to fold.
 */
#ifndef MLB_TRANSFORMS_BUFFERIZE_CONVERT_H
#define MLB_TRANSFORMS_BUFFERIZE_CONVERT_H

#include "rewrite/bufferize.h"

typedef struct MlbConvert {
  MlbContext *ctx;
  MlbPtrMap made;      /* to_tensor ops made for converted values -> 1 */
  MlbPtrMap buffer;    /* tensor value -> the to_buffer result made for it */
  MlbOpVec to_tensors; /* the ops of `made`, in order */
  MlbOpVec to_buffers; /* the to_buffer ops made */
  MlbPtrMap at_start;  /* block -> the last glue made at its start */
} MlbConvert;

void mlb_convert_init(MlbConvert *c, MlbContext *ctx);
/* Folds a to_buffer made of a value converted after it into that value,
 * erases the to_tensor ops made and left without uses; frees c. */
void mlb_convert_finish(MlbConvert *c);

/* t converted: a tensor type becomes its identity-layout memref type,
 * any other type stays. */
MlbType *mlb_convert_type(MlbContext *ctx, MlbType *t);
/* Operand i of op, if a tensor, becomes its buffer. */
void mlb_convert_operand(MlbConvert *c, MlbOperation *op, uint32_t i);
/* Value v (a block argument or a result), if a tensor, gets the
 * converted type; its uses read a to_tensor of it. */
void mlb_convert_value(MlbConvert *c, MlbValue *v);

#endif
