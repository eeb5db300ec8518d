/* diag_op.c - diagnostics that quote an operation.
 *
 * The IR layer cannot call the printer (a higher layer), so the printer
 * registers a callback on the context; without one we fall back to the
 * op name. */
#include "ir/ir.h"

void mlb_print_op_brief_hook(MlbContext *ctx, MlbOperation *op, MlbBuf *out) {
  if (ctx->print_op_brief)
    ctx->print_op_brief(ctx, op, out);
  else
    mlb_buf_printf(out, "\"%s\"", op->name);
}

void mlb_diag_attach_current_op(MlbContext *ctx, MlbDiagnostic *d,
                                MlbOperation *op) {
  if (!ctx->print_op_on_diagnostic || !ctx->print_op_brief)
    return;
  MlbBuf b;
  mlb_buf_init(&b);
  ctx->print_op_brief(ctx, op, &b);
  mlb_diag_note(d, op->loc, "see current operation: %s", mlb_buf_cstr(&b));
  mlb_buf_free(&b);
}
