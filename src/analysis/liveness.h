/* liveness.h - live-in/live-out sets per block and value live ranges.
 *
 * Semantics follow upstream's mlir::Liveness: every block nested in the
 * analysed op (at any depth) gets a live-in and a live-out set computed
 * within its own region, where a block "uses" every value its ops and the
 * ops nested in them read, and "defines" its arguments, its ops' results
 * and everything defined in nested regions. So a value defined above a
 * loop body and read inside it is live-in at the body's blocks, and it is
 * live at the loop op in the enclosing block. A value defined in a block
 * is also live-out there when some other block of its region (or a block
 * nested in one) reads it.
 *
 * Blocks, values and ops are numbered as upstream's printer numbers them:
 * blocks in pre-order (a block, then the blocks nested in its ops, then
 * the next block); values as each block's arguments then its ops' results;
 * ops in block order. Live sets are sorted by value number.
 *
 * Cost: the sets are found by walking backwards from each use to the
 * definition (path exploration), so building takes time proportional to
 * the size of the sets plus the IR; queries are O(log n).
 */
#ifndef MLB_ANALYSIS_LIVENESS_H
#define MLB_ANALYSIS_LIVENESS_H

#include "analysis/idmap.h"
#include "ir/ir.h"

typedef struct MlbLiveness {
  MlbOperation *root;
  uint32_t num_blocks, num_values, num_ops;
  MlbBlock **blocks;  /* block number -> block */
  MlbValue **values;  /* value number -> value */
  MlbIdMap block_ids; /* MlbBlock* -> number */
  MlbIdMap value_ids; /* MlbValue* -> number */
  MlbIdMap op_ids;    /* MlbOperation* -> number; filled by the first
                         query needing op order (not thread-safe) */
  /* Live sets in CSR form: block b's live-in values are
   * in_vals[in_start[b] .. in_start[b + 1]), ascending value numbers. */
  uint32_t *in_start, *in_vals;
  uint32_t *out_start, *out_vals;
  struct MlbLiveStore *store; /* the arrays above and build scratch */
} MlbLiveness;

/* Analyses every block nested in `root` (normally a function). */
void mlb_liveness_build(MlbLiveness *lv, MlbOperation *root);
/* The same, reusing the storage of lv's previous build (lv built before,
 * or zeroed): for analysing many functions in turn. */
void mlb_liveness_rebuild(MlbLiveness *lv, MlbOperation *root);
void mlb_liveness_free(MlbLiveness *lv);

/* Numbers; UINT32_MAX when the block/value/op lies outside the root. */
uint32_t mlb_liveness_block_id(const MlbLiveness *lv, const MlbBlock *b);
uint32_t mlb_liveness_value_id(const MlbLiveness *lv, const MlbValue *v);
uint32_t mlb_liveness_op_id(const MlbLiveness *lv, const MlbOperation *op);

/* Sorted live sets of a block (value numbers); *n receives the count. */
const uint32_t *mlb_liveness_live_in(const MlbLiveness *lv, const MlbBlock *b,
                                     uint32_t *n);
const uint32_t *mlb_liveness_live_out(const MlbLiveness *lv, const MlbBlock *b,
                                      uint32_t *n);
bool mlb_liveness_is_live_in(const MlbLiveness *lv, const MlbBlock *b,
                             const MlbValue *v);
bool mlb_liveness_is_live_out(const MlbLiveness *lv, const MlbBlock *b,
                              const MlbValue *v);

/* Inside block `b` (which reads, defines or passes `v`): the first op of
 * the value's range (the block's first op when v is live-in or an
 * argument, else its defining op) and the last (the block's last op when
 * v is live-out, else the last op at or after `start` that reads v
 * directly or in nested ops). */
MlbOperation *mlb_liveness_start_op(const MlbLiveness *lv, const MlbBlock *b,
                                    const MlbValue *v);
MlbOperation *mlb_liveness_end_op(const MlbLiveness *lv, const MlbBlock *b,
                                  const MlbValue *v, MlbOperation *start);
/* True when `v` is not live after `op` (v's last use is op or before). */
bool mlb_liveness_is_dead_after(const MlbLiveness *lv, const MlbValue *v,
                                MlbOperation *op);

/* Every op at which `v` is live, over all blocks it reaches, sorted by op
 * number (upstream's resolveLiveness, sorted). Appended to out. */
void mlb_liveness_range(const MlbLiveness *lv, MlbValue *v, MlbOpVec *out);

/* The values live at each op of block `b`: for the i-th op of the block,
 * the value numbers live there are vals[start[i] .. start[i + 1]), sorted.
 * (Upstream's currentlyLiveValues for every op at once.) */
typedef struct MlbLiveAtOps {
  uint32_t num_ops;
  MlbOperation **ops;
  uint32_t *start;
  MlbU32Vec vals;
} MlbLiveAtOps;
void mlb_liveness_live_at_ops(const MlbLiveness *lv, MlbBlock *b,
                              MlbLiveAtOps *out);
void mlb_live_at_ops_free(MlbLiveAtOps *l);

#endif
