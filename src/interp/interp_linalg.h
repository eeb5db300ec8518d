/* interp_linalg.h - the lowered form of linalg structured ops, shared by
 * the executor (handlers_linalg.c), the indexing maps of each op kind
 * (handlers_linalg_maps.c) and the tensor forms (handlers_linalg_tensor.c).
 *
 * Every structured op runs as its reference loop nest over memref
 * descriptors. A tensor operand is given a temporary memref slot: before
 * the loop nest its tensor is copied into a temporary buffer of the checked
 * heap, and after it each tensor output's buffer becomes the op's result
 * tensor. So memref and tensor forms share one executor.
 */
#ifndef MLB_INTERP_INTERP_LINALG_H
#define MLB_INTERP_INTERP_LINALG_H

#include "interp/interp_int.h"

/* How an op's indexing maps and operand groups are found. */
typedef enum MlbLinKind {
  MLB_LIN_EXPLICIT,  /* `indexing_maps` (or its memoized copy) */
  MLB_LIN_IDENTITY,  /* fill, copy, elementwise: identities, scalars free */
  MLB_LIN_MAP,       /* linalg.map: identities; the region may take the
                        inputs only */
  MLB_LIN_REDUCE,    /* linalg.reduce: `dimensions` are reduced */
  MLB_LIN_TRANSPOSE, /* linalg.transpose: `permutation` */
  MLB_LIN_BROADCAST, /* linalg.broadcast: `dimensions` are added */
} MlbLinKind;

typedef struct MlbLinOperand {
  uint32_t slot;      /* memref slot (a temporary for tensor operands) */
  const MlbAttr *map; /* affine map; NULL for scalar operands */
  uint32_t idx_at;    /* where its indices start in the packed index list */
  MlbElemKind ek;
  uint32_t esize;
} MlbLinOperand;

/* A tensor operand and the memref slot standing for it. */
typedef struct MlbLinTensor {
  uint32_t tensor, temp; /* slots */
  uint32_t result;       /* outputs: the op result it becomes */
  bool out;
} MlbLinTensor;

typedef struct MlbLinInfo {
  uint32_t nloops, nin, nout;
  uint32_t nargs;   /* region arguments: nin + nout (or nin for map) */
  uint32_t idx_len; /* total map results */
  MlbLinOperand *ops;             /* inputs then outputs */
  uint32_t *size_opnd, *size_pos; /* where each loop's size comes from */
  uint32_t ntensors;
  MlbLinTensor *tensors;
} MlbLinInfo;

/* Operand groups (nin, nout, nargs), loop count and per-operand maps of
 * `op` (handlers_linalg_maps.c); false when they cannot be decoded. */
bool mlb_ilinalg_decode_maps(MlbILower *lw, MlbOperation *op, MlbLinKind kind,
                             MlbLinInfo *li);

/* Gives each tensor operand a temporary memref slot (ops[k].slot) and
 * each tensor output its result (handlers_linalg_tensor.c). */
MLB_MUST_CHECK MlbStatus mlb_ilinalg_lower_tensors(MlbILower *lw, MlbOperation *op,
                                    const MlbIns *ins, MlbLinInfo *li);
/* Before the loop nest: copies the tensors into temporary buffers. */
void mlb_ilinalg_tensors_begin(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                               const MlbLinInfo *li);
/* After it: outputs become result tensors (when `ok`), the temporaries
 * are released. */
void mlb_ilinalg_tensors_end(MlbExec *ex, MlbISlot *fr, const MlbLinInfo *li,
                             bool ok);

#endif
