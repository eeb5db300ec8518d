/* test_verify_edits.c - mlb_verify_edits (ir/verify_edits.c) after one
 * edit of a valid function each, made through the IR API as a pass would:
 * logged builder inserts, unlogged operand changes, unlinking, successors
 * and block arguments, a destroyed op. For every edit, the answer of
 * mlb_verify on the whole function is the reference: an edit that breaks
 * the function must never be accepted (soundness), and the valid edits
 * that the marks and the log can vouch for are accepted without it. */
#include "dialects/registry.h"
#include "interfaces/interfaces.h"
#include "parse/parse.h"

#include <stdio.h>
#include <string.h>

#include "unit_check.h"

static const char k_source[] =
    "func.func @f(%n: index, %c: i1) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %a = memref.alloc(%n) : memref<?xf32>\n"
    "  %s = scf.if %c -> (memref<?xf32>) {\n"
    "    scf.yield %a : memref<?xf32>\n"
    "  } else {\n"
    "    %b = memref.alloc(%n) : memref<?xf32>\n"
    "    scf.yield %b : memref<?xf32>\n"
    "  }\n"
    "  %x = arith.addi %n, %c0 : index\n"
    "  cf.br ^bb1\n"
    "^bb1:\n"
    "  return %x : index\n"
    "}\n";

typedef struct Fn {
  MlbContext *ctx;
  MlbOperation *fn;
  MlbOperation *c0, *a, *sif, *then_yield, *b, *else_yield, *x, *br, *ret;
} Fn;

static bool quiet(void *user, const MlbDiagnostic *d) {
  (void)user;
  (void)d;
  return true;
}

static void parse(Fn *f, MlbContext *ctx) {
  memset(f, 0, sizeof *f);
  f->ctx = ctx;
  MlbOperation *m =
      mlb_parse_source(ctx, "edits.mlir", k_source, sizeof k_source - 1, 1);
  CHECK(m != NULL);
  f->fn = m->regions[0].first->first;
  MlbBlock *entry = f->fn->regions[0].first;
  f->c0 = entry->first;
  f->a = f->c0->next;
  f->sif = f->a->next;
  f->x = f->sif->next;
  f->br = f->x->next;
  f->ret = entry->next->first;
  f->then_yield = f->sif->regions[0].first->first;
  f->b = f->sif->regions[1].first->first;
  f->else_yield = f->b->next;
}

static MlbOperation *build(Fn *f, MlbOperation *before, const char *name,
                           MlbValue *x, MlbValue *y, MlbType *result) {
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_before(&b, before);
  MlbValue *ops[2] = {x, y};
  return mlb_builder_insert_plain(&b, name, mlb_loc_unknown(f->ctx), ops,
                                  y ? 2 : 1, &result, result ? 1 : 0);
}

static MlbValue *res(MlbOperation *op) { return mlb_op_result(op, 0); }
static MlbValue *arg(Fn *f, uint32_t i) {
  return f->fn->regions[0].first->args[i];
}

/* ==== The edits ==== */

static void e_none(Fn *f) { (void)f; }
static void e_free(Fn *f) {
  (void)build(f, f->br, "memref.dealloc", res(f->a), NULL, NULL);
}
static void e_free_of_index(Fn *f) {
  (void)build(f, f->br, "memref.dealloc", arg(f, 0), NULL, NULL);
}
static void e_use_before_def(Fn *f) {
  (void)build(f, f->c0, "arith.addi", res(f->x), res(f->x),
              f->ctx->t_index);
}
static void e_yield_other_branch(Fn *f) {
  mlb_op_set_operand(f->then_yield, 0, res(f->b));
}
static void e_return_c0(Fn *f) { mlb_op_set_operand(f->ret, 0, res(f->c0)); }
static void e_after_terminator(Fn *f) {
  MlbBuilder b = {f->ctx, NULL, NULL};
  mlb_builder_set_end(&b, f->then_yield->block);
  MlbValue *ops[2] = {arg(f, 0), arg(f, 0)};
  MlbType *t = f->ctx->t_index;
  (void)mlb_builder_insert_plain(&b, "arith.addi", mlb_loc_unknown(f->ctx),
                                 ops, 2, &t, 1);
}
static void e_unlink_used(Fn *f) { mlb_op_remove(f->a); }
static void e_block_arg(Fn *f) {
  (void)mlb_block_add_arg(f->ctx, f->ret->block, f->ctx->t_index, NULL);
}
static void e_new_def_replaces(Fn *f) {
  MlbOperation *y = build(f, f->br, "arith.addi", res(f->x), res(f->c0),
                          f->ctx->t_index);
  mlb_value_replace_all_uses(res(f->x), res(y));
  mlb_op_set_operand(y, 0, res(f->x)); /* replaced too: put back */
}
static void e_yield_wrong_type(Fn *f) {
  mlb_op_set_operand(f->else_yield, 0, arg(f, 0));
}
static void e_move_def_after_use(Fn *f) { mlb_op_move_after(f->c0, f->x); }
static void e_destroy(Fn *f) {
  MlbOperation *y = build(f, f->br, "arith.addi", arg(f, 0), arg(f, 0),
                          f->ctx->t_index);
  mlb_op_destroy(f->ctx, y);
}

typedef struct Case {
  const char *name;
  void (*edit)(Fn *f);
  bool valid;   /* mlb_verify accepts the function after the edit */
  bool vouched; /* mlb_verify_edits accepts it (only if valid) */
} Case;

static const Case k_cases[] = {
    {"nothing changed", e_none, true, true},
    {"a logged free", e_free, true, true},
    {"a logged free of an index", e_free_of_index, false, false},
    {"a logged use before its definition", e_use_before_def, false, false},
    {"a yield of the other branch's value", e_yield_other_branch, false,
     false},
    {"a return of another value", e_return_c0, true, true},
    {"an op after a terminator", e_after_terminator, false, false},
    {"a used op unlinked", e_unlink_used, false, false},
    {"a block argument added", e_block_arg, false, false},
    {"a new definition for every use", e_new_def_replaces, true, true},
    {"a yield of the wrong type", e_yield_wrong_type, false, false},
    {"a definition moved after its use", e_move_def_after_use, false, false},
    {"a logged op destroyed", e_destroy, true, false},
};

int main(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  ctx->diag_handler = quiet;
  for (size_t i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
    const Case *c = &k_cases[i];
    Fn f;
    parse(&f, ctx);
    /* As after the parse: the module verified, so no block carries a
     * mark (a mark on the module's block would send every function to
     * the whole verification). */
    CHECK(mlb_verify(ctx, mlb_op_parent_op(f.fn)) == MLB_SUCCESS);
    MlbEditLog log;
    mlb_edit_log_begin(ctx, &log);
    c->edit(&f);
    mlb_edit_log_end(ctx, &log);
    uint32_t errors = ctx->num_errors;
    bool vouched = mlb_verify_edits(ctx, f.fn, &log);
    CHECK(ctx->num_errors == errors); /* it reports nothing */
    mlb_vec_to_pool(&ctx->state_pool, &log.ops);
    bool valid = mlb_verify(ctx, f.fn) == MLB_SUCCESS;
    if (valid != c->valid || vouched != c->vouched)
      fprintf(stderr, "case '%s': valid %d vouched %d\n", c->name, valid,
              vouched);
    CHECK(valid == c->valid);
    CHECK(vouched == c->vouched);
    CHECK(!vouched || valid);
  }
  mlb_context_destroy(ctx);
  return failures;
}
