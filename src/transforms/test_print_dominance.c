/* test_print_dominance.c - the `test-print-dominance` test pass.
 *
 * Prints on stdout, as upstream's test pass does, the dominance and
 * post-dominance relations between every pair of blocks that hold ops in
 * the function and the block holding the function itself:
 *
 *   Testing : f
 *   --- DominanceInfo ---
 *   Nearest(0, 1) = 0                  nearest common dominator
 *   --- PostDominanceInfo ---
 *   Nearest(0, 1) = 1                  or `<no dom>`
 *   --- Block Dominance relationship ---
 *   dominates(0, 1) = 1 (properly = 1)
 *   --- Block PostDominance relationship ---
 *   postdominates(0, 1) = 0 (properly = 0)
 *
 * Blocks are numbered in the order a post-order op walk (the function
 * last) first meets them, and, as upstream, each number is recorded on the
 * op owning the block as a `test.block_ids = array<i64: ...>` attribute
 * (the module collects one per function), so the output module shows
 * which block got which number.
 *
 * Requires: nothing.  Preserves: everything but the added attributes.
 */
#include <stdio.h>

#include "analysis/dom_info.h"
#include "transforms/pass.h"

typedef struct BlockIds {
  MlbContext *ctx;
  MlbBlockVec blocks; /* number -> block */
  MlbPtrMap ids;      /* block -> number + 1 */
} BlockIds;

/* Appends `id` to the op's test.block_ids array. */
static void annotate(MlbContext *ctx, MlbOperation *op, uint32_t id) {
  MlbAttr *old = mlb_op_get_attr(op, "test.block_ids");
  uint32_t n = 0;
  const int64_t *prev = NULL;
  /* Only an i64 dense array is extended; anything else is replaced. */
  if (old && old->kind == MLB_ATTR_DENSE_ARRAY &&
      old->u.darray.elt == ctx->t_i64 && old->u.darray.ivals) {
    n = old->u.darray.n;
    prev = old->u.darray.ivals;
  }
  int64_t *vals = mlb_malloc(sizeof(int64_t) * (n + 1));
  for (uint32_t i = 0; i < n; i++)
    vals[i] = prev[i];
  vals[n] = id;
  mlb_op_set_attr(ctx, op, "test.block_ids",
                  mlb_attr_dense_i64_array(ctx, n + 1, vals));
  mlb_free(vals);
}

/* Number of a block, handing out the next one to blocks seen first here
 * (as upstream's map lookup does, without annotating). */
static uint32_t block_id(BlockIds *ids, MlbBlock *b) {
  bool inserted = false;
  void **slot = mlb_ptrmap_slot(&ids->ids, b, &inserted);
  if (inserted) {
    *slot = (void *)(uintptr_t)(ids->blocks.len + 1);
    mlb_vec_push(&ids->blocks, b);
  }
  return (uint32_t)((uintptr_t)*slot - 1);
}

static MlbWalkResult number_op_block(MlbOperation *op, void *user) {
  BlockIds *ids = user;
  MlbBlock *b = op->block;
  if (!b || mlb_ptrmap_get(&ids->ids, b))
    return MLB_WALK_ADVANCE;
  uint32_t id = block_id(ids, b);
  MlbOperation *owner = mlb_block_parent_op(b);
  if (owner)
    annotate(ids->ctx, owner, id);
  return MLB_WALK_ADVANCE;
}

static void print_nearest(BlockIds *ids, MlbDomInfo *d, uint32_t n,
                          MlbBuf *out) {
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < n; j++) {
      MlbBlock *dom = mlb_dom_info_nearest_common(d, ids->blocks.data[i],
                                                  ids->blocks.data[j]);
      mlb_buf_printf(out, "Nearest(%u, %u) = ", i, j);
      if (dom)
        mlb_buf_printf(out, "%u\n", block_id(ids, dom));
      else
        mlb_buf_puts(out, "<no dom>\n");
    }
}

static void print_relation(BlockIds *ids, MlbDomInfo *d, uint32_t n,
                           MlbBuf *out) {
  const char *what = d->post ? "postdominates" : "dominates";
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = 0; j < n; j++) {
      MlbBlock *a = ids->blocks.data[i], *b = ids->blocks.data[j];
      mlb_buf_printf(out, "%s(%u, %u) = %d (properly = %d)\n", what, i, j,
                     mlb_dom_info_dominates(d, a, b),
                     mlb_dom_info_properly_dominates(d, a, b));
    }
}

static MlbStatus run_test_print_dominance(MlbContext *ctx, MlbOperation *op,
                                          const MlbPassOptValue *opts,
                                          MlbPassState *st) {
  MLB_UNUSED(opts);
  MLB_UNUSED(st);
  MlbBuf out;
  mlb_buf_init(&out);
  const char *name = mlb_op_symbol_name(op);
  mlb_buf_printf(&out, "Testing : %s\n", name ? name : "");
  BlockIds ids = {ctx, {0}, {0}};
  mlb_ptrmap_init(&ids.ids);
  mlb_walk_post(op, number_op_block, &ids);
  /* Numbers handed out while printing are not walked again. */
  uint32_t n = ids.blocks.len;
  MlbDomInfo dom, post;
  mlb_dom_info_init(&dom, false);
  mlb_dom_info_init(&post, true);
  mlb_buf_puts(&out, "--- DominanceInfo ---\n");
  print_nearest(&ids, &dom, n, &out);
  mlb_buf_puts(&out, "--- PostDominanceInfo ---\n");
  print_nearest(&ids, &post, n, &out);
  mlb_buf_puts(&out, "--- Block Dominance relationship ---\n");
  print_relation(&ids, &dom, n, &out);
  mlb_buf_puts(&out, "--- Block PostDominance relationship ---\n");
  print_relation(&ids, &post, n, &out);
  fwrite(out.data ? out.data : "", 1, out.len, stdout);
  mlb_dom_info_free(&dom);
  mlb_dom_info_free(&post);
  mlb_vec_free(&ids.blocks);
  mlb_ptrmap_free(&ids.ids);
  mlb_buf_free(&out);
  return MLB_SUCCESS;
}

const MlbPassDef mlb_pass_test_print_dominance = {
    .flag = "test-print-dominance",
    .name = "(anonymous namespace)::TestDominancePass",
    .anchor = "func.func",
    .summary = "Print the dominance information for multiple regions.",
    .run = run_test_print_dominance,
};
