/* test_block_cycles.c - blocks on loops made of branches
 * (analysis/block_cycles.h): a block on a cycle of two, a block branching
 * to itself, blocks between two loops and after them, an irreducible loop
 * (two entries), a block added after the first query, and regions
 * without a loop. */
#include "analysis/block_cycles.h"
#include "dialects/registry.h"
#include "interfaces/interfaces.h"
#include "parse/parse.h"

#include <stdio.h>
#include <string.h>

#include "unit_check.h"

/* bb0 -> bb1 <-> bb2 (a loop of two), bb1 -> bb3 (between the loops),
 * bb3 -> bb4 -> bb4 (self loop), bb4 -> bb5 (irreducible: entered at bb5
 * or bb6, each branching to the other), bb5/bb6 -> bb7 (exit). */
static const char k_source[] =
    "func.func @f(%c: i1) {\n"
    "  cf.br ^bb1\n"
    "^bb1:\n"
    "  cf.cond_br %c, ^bb2, ^bb3\n"
    "^bb2:\n"
    "  cf.br ^bb1\n"
    "^bb3:\n"
    "  cf.br ^bb4\n"
    "^bb4:\n"
    "  cf.cond_br %c, ^bb4, ^bb8\n"
    "^bb8:\n"
    "  cf.cond_br %c, ^bb5, ^bb6\n"
    "^bb5:\n"
    "  cf.cond_br %c, ^bb6, ^bb7\n"
    "^bb6:\n"
    "  cf.cond_br %c, ^bb5, ^bb7\n"
    "^bb7:\n"
    "  return\n"
    "}\n";

static MlbBlock *nth_block(MlbRegion *r, uint32_t n) {
  MlbBlock *b = r->first;
  while (b && n--)
    b = b->next;
  return b;
}

int main(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  MlbOperation *m =
      mlb_parse_source(ctx, "cycles.mlir", k_source, sizeof k_source - 1, 1);
  CHECK(m != NULL);
  if (m) {
    MlbOperation *fn = m->regions[0].first->first;
    MlbRegion *body = &fn->regions[0];
    /* Text order: bb0 bb1 bb2 bb3 bb4 bb8 bb5 bb6 bb7. */
    bool expect[] = {false, true, true, false, true, false, true, true, false};
    MlbBlockCycles c;
    mlb_block_cycles_init(&c);
    for (uint32_t i = 0; i < sizeof expect / sizeof *expect; i++) {
      MlbBlock *b = nth_block(body, i);
      CHECK(b != NULL);
      if (b && mlb_block_on_cycle(&c, b) != expect[i])
        fprintf(stderr, "block %u: expected %d\n", i, expect[i]), failures++;
    }
    CHECK(mlb_region_has_cycle(&c, body));
    /* A block added after the first query: a region is computed again
     * for a block it has not seen (here a block without predecessors). */
    MlbBlock *extra = mlb_block_new(ctx);
    mlb_region_push_block(body, extra);
    CHECK(!mlb_block_on_cycle(&c, extra));
    CHECK(mlb_block_on_cycle(&c, nth_block(body, 1)));
    mlb_block_cycles_free(&c);
  }
  /* A region of branches without a loop, and one block without
   * successors: no cycle. */
  static const char k_acyclic[] =
      "func.func @g(%c: i1) {\n"
      "  cf.cond_br %c, ^bb1, ^bb2\n"
      "^bb1:\n"
      "  cf.br ^bb2\n"
      "^bb2:\n"
      "  return\n"
      "}\n"
      "func.func @h() {\n"
      "  return\n"
      "}\n";
  MlbOperation *m2 =
      mlb_parse_source(ctx, "acyclic.mlir", k_acyclic, sizeof k_acyclic - 1, 1);
  CHECK(m2 != NULL);
  if (m2) {
    MlbBlockCycles c;
    mlb_block_cycles_init(&c);
    MlbOperation *g = m2->regions[0].first->first;
    CHECK(!mlb_region_has_cycle(&c, &g->regions[0]));
    CHECK(!mlb_block_on_cycle(&c, g->regions[0].first));
    CHECK(!mlb_region_has_cycle(&c, &g->next->regions[0]));
    mlb_block_cycles_free(&c);
  }
  mlb_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
