/* op_text.c - one printer numbering reused for many op prints. */
#include "print/op_text.h"

#include "print/printer_int.h"

struct MlbOpText {
  MlbAsmPrinter p;
};

MlbOpText *mlb_op_text_new(MlbContext *ctx, MlbOperation *any_op,
                           const MlbPrintFlags *flags) {
  MlbOpText *t = mlb_calloc(1, sizeof *t);
  MlbPrintFlags f = {0};
  if (flags)
    f = *flags;
  f.assume_verified = true;
  f.local_scope = false;
  mlb_printer_init(&t->p, ctx, NULL, &f);
  mlb_names_compute(&t->p, mlb_op_outermost(any_op));
  return t;
}

void mlb_op_text_print(MlbOpText *t, MlbOperation *op, MlbBuf *out) {
  t->p.out = out;
  t->p.indent = 0;
  mlb_printer_full_op(&t->p, op);
  t->p.out = NULL;
}

void mlb_op_text_value(MlbOpText *t, MlbValue *v, MlbBuf *out) {
  t->p.out = out;
  mlb_names_print_value(&t->p, v, true);
  t->p.out = NULL;
}

void mlb_op_text_free(MlbOpText *t) {
  if (!t)
    return;
  mlb_printer_free(&t->p);
  mlb_free(t);
}
