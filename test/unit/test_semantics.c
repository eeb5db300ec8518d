/* test_semantics.c - op semantics through the public API
 * (mlbuf_semantics.h): registration copies its input, a faulty batch
 * applies nothing, described region-branch ops and branches answer per
 * instance, and files loaded from strings equal C registrations. */
#include "mlbuf/mlbuf_semantics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interfaces/interfaces.h"

#include "unit_check.h"

typedef struct Seen {
  int errors;
  char first[512];
} Seen;

static void on_diag(const char *formatted, void *user) {
  Seen *s = user;
  if (strstr(formatted, "error:") && s->errors++ == 0)
    snprintf(s->first, sizeof(s->first), "%s", formatted);
}

static MlbContext *new_ctx(Seen *seen) {
  MlbContext *ctx = mlbContextCreate();
  mlbContextSetDiagnosticCallback(ctx, on_diag, seen);
  return ctx;
}

/* The first op of the first function of `m`. */
static MlbOperation *first_op(MlbOperation *m) {
  MlbOperation *fn = m->regions[0].first->first;
  return fn->regions[0].first->first;
}

/* Strings and arrays are copied: the caller's may die right after. */
static void test_register_copies(void) {
  Seen seen = {0};
  MlbContext *ctx = new_ctx(&seen);
  char *name = malloc(16), *on = malloc(16), *res = malloc(16);
  strcpy(name, "my.alloc");
  strcpy(on, "result0");
  strcpy(res, "my.pool");
  MlbSemEffect *fx = malloc(sizeof(*fx));
  *fx = (MlbSemEffect){MLB_SEM_ALLOCATE, on, res};
  MlbSemOp *op = calloc(1, sizeof(*op));
  op->name = name;
  op->effects = fx;
  op->num_effects = 1;
  MlbSemDialect d = {"my", op, 1, NULL, 0};
  CHECK(mlbContextRegisterSemantics(ctx, &d));
  memset(name, 0, 16);
  free(name);
  free(on);
  free(res);
  free(fx);
  free(op);
  const MlbOpDesc *desc = mlb_lookup_op(ctx, "my.alloc", 8);
  const MlbEffectsIface *e = desc ? desc->ifaces[MLB_IFACE_EFFECTS] : NULL;
  CHECK(e && e->num_specs == 1);
  if (e && e->num_specs == 1) {
    CHECK(e->specs[0].kind == MLB_EFFECT_ALLOCATE);
    CHECK(e->specs[0].on == MLB_REF_RESULT(0));
    CHECK(strcmp(e->specs[0].resource, "my.pool") == 0);
  }
  CHECK(seen.errors == 0);
  mlbContextDestroy(ctx);
}

/* One bad op: nothing of the batch is installed, and the error names it. */
static void test_all_or_nothing(void) {
  Seen seen = {0};
  MlbContext *ctx = new_ctx(&seen);
  static const MlbSemEffect bad_fx[] = {{MLB_SEM_READ, "operand 7x", NULL}};
  static const MlbSemOp ops[] = {
      {.name = "my.good", .traits = MLB_SEM_TRAIT_PURE},
      {.name = "my.bad", .effects = bad_fx, .num_effects = 1},
  };
  MlbSemDialect d = {"my", ops, 2, NULL, 0};
  CHECK(!mlbContextRegisterSemantics(ctx, &d));
  CHECK(seen.errors == 1);
  CHECK(strstr(seen.first, "op semantics of 'my.bad': unknown effect "
                           "target 'operand 7x'") != NULL);
  CHECK(mlb_lookup_op(ctx, "my.good", 7) == NULL);
  /* An op outside the dialect is refused. */
  static const MlbSemOp stray[] = {{.name = "other.op"}};
  MlbSemDialect d2 = {"my", stray, 1, NULL, 0};
  CHECK(!mlbContextRegisterSemantics(ctx, &d2));
  CHECK(seen.errors == 2);
  mlbContextDestroy(ctx);
}

/* A described if-like op skips its empty else region; a loop passes its
 * inits to the body and, on zero trips, to its results. */
static void test_region_branch(void) {
  Seen seen = {0};
  MlbContext *ctx = new_ctx(&seen);
  static const MlbSemRange inits = {1, -1};
  static const uint32_t skip_iv = 1;
  static const MlbSemRegionBranch if_like = {.kind = MLB_SEM_BRANCH_IF};
  static const MlbSemRegionBranch loop = {.kind = MLB_SEM_BRANCH_LOOP,
                                          .entry_operands = &inits,
                                          .inputs_from = &skip_iv,
                                          .num_inputs_from = 1};
  static const MlbSemOp ops[] = {
      {.name = "my.if", .region_branch = &if_like},
      {.name = "my.loop", .region_branch = &loop},
      {.name = "my.yield",
       .traits = MLB_SEM_TRAIT_TERMINATOR | MLB_SEM_TRAIT_RETURN_LIKE},
  };
  MlbSemDialect d = {"my", ops, 3, NULL, 0};
  CHECK(mlbContextRegisterSemantics(ctx, &d));
  const char *src =
      "func.func @f(%c: i1, %n: index, %x: f32) {\n"
      "  \"my.if\"(%c) ({\n    \"my.yield\"() : () -> ()\n  }, {\n"
      "  }) : (i1) -> ()\n"
      "  %r = \"my.loop\"(%n, %x) ({\n  ^bb0(%i: index, %it: f32):\n"
      "    \"my.yield\"(%it) : (f32) -> ()\n  }) : (index, f32) -> f32\n"
      "  return\n}\n";
  MlbOperation *m = mlbModuleCreateParse(ctx, src, strlen(src), "rb.mlir");
  CHECK(m != NULL);
  if (m) {
    MlbOperation *iff = first_op(m), *lp = iff->next;
    const MlbRegionBranchIface *rb = mlb_op_iface(iff, MLB_IFACE_REGION_BRANCH);
    MlbU32Vec succ = {0};
    rb->successors(iff, MLB_REGION_PARENT, &succ);
    CHECK(succ.len == 2 && succ.data[0] == 0 &&
          succ.data[1] == (uint32_t)MLB_REGION_PARENT);
    CHECK(!rb->is_loop);
    succ.len = 0;
    rb = mlb_op_iface(lp, MLB_IFACE_REGION_BRANCH);
    CHECK(rb->is_loop);
    rb->successors(lp, 0, &succ);
    CHECK(succ.len == 2);
    uint32_t s = 9, c = 9;
    rb->entry_operands(lp, MLB_REGION_PARENT, &s, &c);
    CHECK(s == 1 && c == 1);
    rb->successor_inputs(lp, 0, &s, &c);
    CHECK(s == 1 && c == 1);
    mlb_vec_free(&succ);
    mlbModuleDestroy(ctx, m);
  }
  CHECK(seen.errors == 0);
  mlbContextDestroy(ctx);
}

/* A file loaded from a string: cond_br-like successor segments and a
 * buffer type. */
static void test_load_string(void) {
  Seen seen = {0};
  MlbContext *ctx = new_ctx(&seen);
  const char *sem =
      "\"mlbuf.buffer_type\"() {name = \"!my.buf\"} : () -> ()\n"
      "\"mlbuf.op\"() {name = \"my.cond_br\", traits = [\"terminator\"],\n"
      "  properties = [\"operandSegmentSizes\"],\n"
      "  successor_operands = \"segments\"} : () -> ()\n";
  CHECK(mlbContextLoadOpSemantics(ctx, sem, strlen(sem), "my.sem"));
  const char *src =
      "func.func @f(%c: i1, %a: !my.buf<4>, %b: i32) {\n"
      "  \"my.cond_br\"(%c, %a, %b)[^bb1, ^bb2] <{operandSegmentSizes = "
      "array<i32: 1, 1, 1>}> : (i1, !my.buf<4>, i32) -> ()\n"
      "^bb1(%x: !my.buf<4>):\n  return\n^bb2(%y: i32):\n  return\n}\n";
  MlbOperation *m = mlbModuleCreateParse(ctx, src, strlen(src), "br.mlir");
  CHECK(m != NULL);
  if (m) {
    MlbOperation *br = first_op(m);
    uint32_t s = 9, c = 9;
    br->desc->successor_operands(br, 1, &s, &c);
    CHECK(s == 2 && c == 1);
    CHECK(mlb_type_is_buffer_like(ctx, br->operands[1].value->type));
    CHECK(!mlb_type_is_buffer_like(ctx, br->operands[2].value->type));
    mlbModuleDestroy(ctx, m);
  }
  /* A syntax error is reported at its place in the named buffer. */
  const char *bad = "\"mlbuf.op\"() {name = \"my.x\" : () -> ()\n";
  CHECK(!mlbContextLoadOpSemantics(ctx, bad, strlen(bad), "bad.sem"));
  CHECK(strncmp(seen.first, "bad.sem:1:", 10) == 0);
  CHECK(!mlbContextLoadOpSemanticsFile(ctx, "/nonexistent/x.mlir"));
  CHECK(seen.errors == 2);
  mlbContextDestroy(ctx);
}

int main(void) {
  test_register_copies();
  test_all_or_nothing();
  test_region_branch();
  test_load_string();
  if (failures)
    fprintf(stderr, "%d failures\n", failures);
  return failures ? 1 : 0;
}
