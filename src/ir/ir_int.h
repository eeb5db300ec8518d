/* ir_int.h - helpers shared by the IR core's files (ir_ops.c, ir_blocks.c,
 * clone.c). Not a public header.
 *
 * Use lists are intrusive: an MlbUse lives inside its owner's operand array
 * and `prev` points at whichever pointer points at it (the value's `uses`
 * head or the previous use's `next`), so linking and unlinking are O(1)
 * without knowing the neighbour. The same scheme serves successor operands
 * hanging off block->preds.
 */
#ifndef MLB_IR_IR_INT_H
#define MLB_IR_IR_INT_H

#include "ir/ir.h"

/* Spacing between cached op positions: leaves room for inserting without
 * renumbering the whole block (as upstream's kOrderStride). */
#define MLB_ORDER_STRIDE 16u

/* Whether op's operands still sit in its own block, where mlb_op_alloc
 * put them (growing the list moves them out). */
static inline bool mlb_op_operands_inline(const MlbOperation *op) {
  return (const char *)op->operands == (const char *)(op + 1);
}

/* Hands `n` bytes of IR memory (from mlb_ir_alloc) back to the context,
 * for reuse after the pass (ir_recycle.c). */
void mlb_ir_release(MlbContext *ctx, void *mem, size_t n);

static inline void mlb_use_link(MlbUse *u, MlbValue *v) {
  u->value = v;
  u->next = NULL;
  u->prev = NULL;
  if (!v)
    return;
  u->next = v->uses;
  if (v->uses)
    v->uses->prev = &u->next;
  u->prev = &v->uses;
  v->uses = u;
}

static inline void mlb_use_unlink(MlbUse *u) {
  if (u->prev) {
    *u->prev = u->next;
    if (u->next)
      u->next->prev = u->prev;
  }
  u->next = NULL;
  u->prev = NULL;
  u->value = NULL;
}

/* Moves a linked use to new storage `dst` (the old slot becomes dead):
 * the list pointers that referred to `src` are redirected to `dst`. */
static inline void mlb_use_move(MlbUse *dst, MlbUse *src) {
  if (dst == src)
    return;
  *dst = *src;
  if (dst->prev) {
    *dst->prev = dst;
    if (dst->next)
      dst->next->prev = &dst->next;
  }
}

static inline void mlb_succ_link(MlbBlockOperand *s, MlbBlock *b) {
  s->block = b;
  s->next = NULL;
  s->prev = NULL;
  if (!b)
    return;
  s->next = b->preds;
  if (b->preds)
    b->preds->prev = &s->next;
  s->prev = &b->preds;
  b->preds = s;
}

static inline void mlb_succ_unlink(MlbBlockOperand *s) {
  if (s->prev) {
    *s->prev = s->next;
    if (s->next)
      s->next->prev = s->prev;
  }
  s->next = NULL;
  s->prev = NULL;
  s->block = NULL;
}

/* Allocates a detached op with room for the given counts; operands,
 * results and successors are left unlinked (zeroed), regions empty with
 * parent set. */
MlbOperation *mlb_op_alloc(MlbContext *ctx, const char *name,
                           const MlbOpDesc *desc, MlbAttr *loc,
                           uint32_t num_operands, uint32_t num_results,
                           uint32_t num_regions, uint32_t num_successors);

#endif
