/* test_print_liveness.c - the `test-print-liveness` test pass.
 *
 * Prints, on stderr, the liveness of each function it runs on in the exact
 * text of upstream's test pass (Liveness::print): per block (pre-order
 * numbers) the live-in and live-out sets, the live range of every result
 * of the block's ops (the ops it is live at, over all blocks), and the
 * values live at each op. Values print as `argN@B` (argument N of block B)
 * or `val_N` (the N-th value in print order); every reference is followed
 * by a space, and the live-at lists end in a backspace before `]`, as
 * upstream writes them.
 *
 *   Testing : f
 *   // ---- Liveness -----
 *   // - Block: 0
 *   // --- LiveIn:
 *   // --- LiveOut: arg1@0
 *   ...
 *   // -------------------
 *
 * Requires: nothing.  Preserves: everything (the IR is not changed).
 */
#include <stdio.h>

#include "analysis/liveness.h"
#include "print/op_text.h"
#include "transforms/pass.h"

typedef struct Printer {
  MlbLiveness *lv;
  MlbOpText *text;
  MlbBuf *out;
  MlbOpVec range;
} Printer;

static void print_ref(Printer *p, uint32_t vid) {
  MlbValue *v = p->lv->values[vid];
  if (v->def_op)
    mlb_buf_printf(p->out, "val_%u ", vid);
  else
    mlb_buf_printf(p->out, "arg%u@%u ", v->index,
                   mlb_liveness_block_id(p->lv, v->owner_block));
}

static void print_refs(Printer *p, const uint32_t *vids, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    print_ref(p, vids[i]);
}

/* "// val_N :" and the ops of its range, one per line; the next result's
 * header follows on the same line, as upstream prints it. */
static void print_intervals(Printer *p, MlbBlock *b) {
  mlb_buf_puts(p->out, "// --- BeginLivenessIntervals");
  for (MlbOperation *op = b->first; op; op = op->next) {
    if (!op->num_results)
      continue;
    mlb_buf_putc(p->out, '\n');
    for (uint32_t i = 0; i < op->num_results; i++) {
      MlbValue *v = mlb_op_result(op, i);
      mlb_buf_puts(p->out, "// ");
      print_ref(p, mlb_liveness_value_id(p->lv, v));
      mlb_buf_putc(p->out, ':');
      p->range.len = 0;
      mlb_liveness_range(p->lv, v, &p->range);
      for (uint32_t k = 0; k < p->range.len; k++) {
        mlb_buf_puts(p->out, "\n//     ");
        mlb_op_text_print(p->text, p->range.data[k], p->out);
      }
    }
  }
  mlb_buf_puts(p->out, "\n// --- EndLivenessIntervals\n");
}

static void print_currently_live(Printer *p, MlbBlock *b) {
  MlbLiveAtOps at;
  mlb_liveness_live_at_ops(p->lv, b, &at);
  mlb_buf_puts(p->out, "// --- BeginCurrentlyLive\n");
  for (uint32_t i = 0; i < at.num_ops; i++) {
    uint32_t n = at.start[i + 1] - at.start[i];
    if (!n)
      continue;
    mlb_buf_puts(p->out, "//     ");
    mlb_op_text_print(p->text, at.ops[i], p->out);
    mlb_buf_puts(p->out, " [");
    print_refs(p, at.vals.data + at.start[i], n);
    mlb_buf_puts(p->out, "\b]\n");
  }
  mlb_buf_puts(p->out, "// --- EndCurrentlyLive\n");
  mlb_live_at_ops_free(&at);
}

static void print_block(Printer *p, uint32_t bid) {
  MlbBlock *b = p->lv->blocks[bid];
  uint32_t n;
  const uint32_t *set;
  mlb_buf_printf(p->out, "// - Block: %u\n// --- LiveIn: ", bid);
  set = mlb_liveness_live_in(p->lv, b, &n);
  print_refs(p, set, n);
  mlb_buf_puts(p->out, "\n// --- LiveOut: ");
  set = mlb_liveness_live_out(p->lv, b, &n);
  print_refs(p, set, n);
  mlb_buf_putc(p->out, '\n');
  print_intervals(p, b);
  print_currently_live(p, b);
}

static MlbStatus run_test_print_liveness(MlbContext *ctx, MlbOperation *op,
                                         const MlbPassOptValue *opts,
                                         MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  MlbBuf out;
  mlb_buf_init(&out);
  const char *name = mlb_op_symbol_name(op);
  mlb_buf_printf(&out, "Testing : %s\n// ---- Liveness -----\n",
                 name ? name : "");
  MlbLiveness lv;
  mlb_liveness_build(&lv, op);
  Printer p = {&lv, mlb_op_text_new(ctx, op, NULL), &out, {0}};
  for (uint32_t b = 0; b < lv.num_blocks; b++)
    print_block(&p, b);
  mlb_buf_puts(&out, "// -------------------\n");
  fwrite(out.data ? out.data : "", 1, out.len, stderr);
  fflush(stderr);
  mlb_vec_free(&p.range);
  mlb_op_text_free(p.text);
  mlb_liveness_free(&lv);
  mlb_buf_free(&out);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_test_print_liveness = {
    .flag = "test-print-liveness",
    .name = "(anonymous namespace)::TestLivenessPass",
    .anchor = "func.func",
    .summary = "Print the contents of a constructed liveness information.",
    .run = run_test_print_liveness,
};
