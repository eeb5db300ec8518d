/* test_rewrite.c - the rewriter, the greedy driver and the folders used
 * directly through the C API: folding to a fixpoint, constant uniquing
 * and hoisting, trivially-dead detection, listener notifications, and
 * region DCE of dead block arguments. Exits non-zero on failure. */
#include <stdio.h>

#include "dialects/registry.h"
#include "interfaces/interfaces.h"
#include "parse/parse.h"
#include "print/print.h"
#include "rewrite/fold.h"

#include "unit_check.h"

static MlbContext *new_ctx(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  mlb_print_install(ctx);
  return ctx;
}

static MlbOperation *parse(MlbContext *ctx, const char *src) {
  return mlb_parse_source(ctx, "t.mlir", src, strlen(src), 1);
}

static MlbOperation *func_body_op(MlbOperation *module, uint32_t n) {
  MlbOperation *f = module->regions[0].first->first;
  MlbOperation *o = f->regions[0].first->first;
  while (o && n--)
    o = o->next;
  return o;
}

static uint32_t count_ops(MlbOperation *module) {
  MlbOperation *f = module->regions[0].first->first;
  uint32_t n = 0;
  for (MlbBlock *b = f->regions[0].first; b; b = b->next)
    for (MlbOperation *o = b->first; o; o = o->next)
      n++;
  return n;
}

static void test_fold_to_fixpoint(void) {
  MlbContext *ctx = new_ctx();
  MlbOperation *m = parse(ctx, "func.func @f() -> i32 {\n"
                               "  %a = arith.constant 2 : i32\n"
                               "  %b = arith.constant 3 : i32\n"
                               "  %c = arith.muli %a, %b : i32\n"
                               "  %d = arith.addi %c, %a : i32\n"
                               "  return %d : i32\n"
                               "}\n");
  CHECK(m != NULL);
  MlbGreedyConfig cfg;
  mlb_greedy_config_default(&cfg);
  bool changed = false;
  CHECK(mlb_apply_patterns_greedily(ctx, m, &cfg, &changed));
  CHECK(changed);
  CHECK(count_ops(m) == 2);
  int64_t v = 0;
  MlbOperation *c = func_body_op(m, 0);
  CHECK(mlb_value_const_int(mlb_op_result(c, 0), &v) && v == 8);
  mlb_context_destroy(ctx);
}

static void test_dead_and_effects(void) {
  MlbContext *ctx = new_ctx();
  MlbOperation *m = parse(ctx, "func.func @f(%m: memref<4xi32>) {\n"
                               "  %c0 = arith.constant 0 : index\n"
                               "  %l = memref.load %m[%c0] : memref<4xi32>\n"
                               "  %a = memref.alloc() : memref<4xi32>\n"
                               "  memref.dealloc %a : memref<4xi32>\n"
                               "  return\n"
                               "}\n");
  CHECK(m != NULL);
  CHECK(mlb_op_is_trivially_dead(ctx, func_body_op(m, 1)));  /* load */
  CHECK(!mlb_op_is_trivially_dead(ctx, func_body_op(m, 2))); /* used */
  CHECK(!mlb_op_is_trivially_dead(ctx, func_body_op(m, 3))); /* frees */
  CHECK(!mlb_op_is_trivially_dead(ctx, func_body_op(m, 4))); /* return */
  MlbGreedyConfig cfg;
  mlb_greedy_config_default(&cfg);
  CHECK(mlb_apply_patterns_greedily(ctx, m, &cfg, NULL));
  CHECK(count_ops(m) == 1); /* alloc/dealloc pair and the load are gone */
  mlb_context_destroy(ctx);
}

typedef struct Log {
  uint32_t inserted, modified, erased;
} Log;
static void on_ins(void *u, MlbOperation *op) {
  MLB_UNUSED(op);
  ((Log *)u)->inserted++;
}
static void on_mod(void *u, MlbOperation *op) {
  MLB_UNUSED(op);
  ((Log *)u)->modified++;
}
static void on_erase(void *u, MlbOperation *op) {
  MLB_UNUSED(op);
  ((Log *)u)->erased++;
}

static void test_listener(void) {
  MlbContext *ctx = new_ctx();
  MlbOperation *m = parse(ctx, "func.func @f(%x: i32) -> (i32, i32) {\n"
                               "  %a = arith.addi %x, %x : i32\n"
                               "  %b = arith.muli %x, %x : i32\n"
                               "  return %a, %a : i32, i32\n"
                               "}\n");
  CHECK(m != NULL);
  Log log = {0, 0, 0};
  MlbRewriteListener l = {&log, on_ins, on_mod, on_erase};
  MlbRewriter rw;
  mlb_rw_init(&rw, ctx, &l);
  MlbOperation *a = func_body_op(m, 0), *b = func_body_op(m, 1);
  MlbValue *bv = mlb_op_result(b, 0);
  mlb_rw_replace_op(&rw, a, &bv);
  CHECK(log.modified == 2); /* the return, once per use */
  CHECK(log.erased == 1);
  mlb_builder_set_before(&rw.b, b);
  MlbValue *k = mlb_rw_constant(&rw, b, mlb_attr_int(ctx, ctx->t_i32, 7),
                               ctx->t_i32, b->loc);
  CHECK(k && log.inserted == 1);
  mlb_context_destroy(ctx);
}

static void test_region_dce(void) {
  MlbContext *ctx = new_ctx();
  MlbOperation *m = parse(ctx, "func.func @f(%x: i32, %y: i32) -> i32 {\n"
                               "  cf.br ^bb1(%x, %y : i32, i32)\n"
                               "^bb1(%a: i32, %b: i32):\n"
                               "  %d = arith.addi %b, %b : i32\n"
                               "  return %a : i32\n"
                               "}\n");
  CHECK(m != NULL);
  MlbRewriter rw;
  mlb_rw_init(&rw, ctx, NULL);
  MlbOperation *f = m->regions[0].first->first;
  CHECK(mlb_region_dce(&rw, &f->regions[0]));
  MlbBlock *b1 = f->regions[0].first->next;
  CHECK(b1->num_args == 1);
  CHECK(f->regions[0].first->last->num_operands == 1);
  mlb_context_destroy(ctx);
}

int main(void) {
  test_fold_to_fixpoint();
  test_dead_and_effects();
  test_listener();
  test_region_dce();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
