/* op_text.h - printing many ops of one IR tree as upstream's op->print().
 *
 * Test passes print the ops an analysis talks about one at a time, each as
 * upstream's Operation::print with default flags prints a nested op: named
 * as in the whole tree (numbered from the top-level op), no aliases, no
 * trailing newline, nested regions indented from column 0. Printing through
 * mlb_print_op would renumber the whole module for every op; this keeps one
 * numbering for a batch of prints.
 */
#ifndef MLB_PRINT_OP_TEXT_H
#define MLB_PRINT_OP_TEXT_H

#include "print/print.h"

typedef struct MlbOpText MlbOpText;

/* Numbers the tree containing `any_op` (from its top-level ancestor).
 * `flags` may be NULL (defaults); ops are printed as verified IR. The IR
 * must not change while the printer is in use. */
MlbOpText *mlb_op_text_new(MlbContext *ctx, MlbOperation *any_op,
                           const MlbPrintFlags *flags);
/* Appends the text of `op` (no trailing newline). */
void mlb_op_text_print(MlbOpText *t, MlbOperation *op, MlbBuf *out);
/* Appends the SSA name of `v` as the printer names it (`%alloc`, `%0#1`,
 * `%arg2`). */
void mlb_op_text_value(MlbOpText *t, MlbValue *v, MlbBuf *out);
void mlb_op_text_free(MlbOpText *t);

#endif
