/* block_cycles.h - which blocks lie on a loop made of branches: a block
 * that can reach itself by successor edges within its region (a block
 * branching to itself included). Reducible or not, dominance plays no
 * part.
 *
 * Computed per region when a block of it is first asked about (strongly
 * connected components, Tarjan's algorithm without recursion) and
 * remembered per block. A block added later (an edge split by a pass)
 * makes its region computed again on its first query; splitting an edge
 * changes no other block's answer.
 */
#ifndef MLB_ANALYSIS_BLOCK_CYCLES_H
#define MLB_ANALYSIS_BLOCK_CYCLES_H

#include "ir/ir.h"

typedef struct MlbBlockCycles {
  MlbPtrMap state; /* block or region -> CYCLE_NO or CYCLE_YES
                      (block_cycles.c); a region's answer is whether any
                      of its blocks has a cycle */
} MlbBlockCycles;

void mlb_block_cycles_init(MlbBlockCycles *c);
void mlb_block_cycles_free(MlbBlockCycles *c);
/* Can b reach itself through successor edges of its region? */
bool mlb_block_on_cycle(MlbBlockCycles *c, MlbBlock *b);
/* Does some block of r lie on a loop made of branches? (A region of up to
 * 32 blocks whose edges all lead to later blocks is answered without
 * computing its components.) */
bool mlb_region_has_cycle(MlbBlockCycles *c, MlbRegion *r);
/* Does control flow lead from block `from` to block `to` without entering
 * block `avoid` (from's own successors included, so from == to asks for
 * a way back; avoid NULL: any path)? A search per question. */
bool mlb_block_reaches_avoiding(MlbBlock *from, MlbBlock *to, MlbBlock *avoid);

#endif
