/* test_ir.c - the IR core built by hand (no parser): use lists, operand
 * editing, replace-all-uses, erase, move, op order, block arguments, deep
 * clone (nested regions, successors, graph-region forward uses), walks,
 * symbol lookup, diagnostic formatting and the reuse of destroyed IR. Exits nonzero on failure.
 */
#include "ir/ir.h"

#include <stdio.h>

#include "unit_check.h"

/* ==== A tiny dialect ==== */
static const char *const func_props[] = {"sym_name", NULL};
static const MlbOpDesc u_ops[] = {
    {.name = "u.module",
     .traits = MLB_TRAIT_SYMBOL_TABLE | MLB_TRAIT_NO_TERMINATOR,
     .num_operands = 0,
     .num_results = 0,
     .num_regions = 1,
     .num_successors = 0,
     .props = func_props},
    {.name = "u.func",
     .traits = MLB_TRAIT_SYMBOL,
     .num_operands = 0,
     .num_results = 0,
     .num_regions = 1,
     .num_successors = 0,
     .props = func_props},
    {.name = "u.ret",
     .traits = MLB_TRAIT_TERMINATOR,
     .num_operands = -1,
     .num_results = 0,
     .num_regions = 0,
     .num_successors = 0},
    {.name = "u.br",
     .traits = MLB_TRAIT_TERMINATOR,
     .num_operands = -1,
     .num_results = 0,
     .num_regions = 0,
     .num_successors = 1},
};
static const MlbDialect u_dialect = {
    .name = "u", .ops = u_ops, .num_ops = MLB_ARRAY_LEN(u_ops)};

/* ==== Helpers ==== */
static MlbOperation *make(MlbContext *ctx, const char *name, uint32_t nops,
                          MlbValue *const *ops, uint32_t nres) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, name, NULL);
  for (uint32_t i = 0; i < nops; i++)
    mlb_vec_push(&st.operands, ops[i]);
  for (uint32_t i = 0; i < nres; i++)
    mlb_vec_push(&st.result_types, ctx->t_i32);
  MlbOperation *op = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  return op;
}

static MlbOperation *append(MlbContext *ctx, MlbBlock *b, const char *name,
                            uint32_t nops, MlbValue *const *ops,
                            uint32_t nres) {
  MlbOperation *op = make(ctx, name, nops, ops, nres);
  mlb_block_append(b, op);
  return op;
}

/* An op with `nregions` regions of one empty block each. */
static MlbOperation *make_with_regions(MlbContext *ctx, const char *name,
                                       uint32_t nregions, const char *sym) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, name, NULL);
  for (uint32_t i = 0; i < nregions; i++) {
    MlbRegion *r = mlb_region_new(ctx);
    mlb_region_push_block(r, mlb_block_new(ctx));
    mlb_vec_push(&st.regions, r);
  }
  if (sym)
    mlb_opstate_add_prop(&st, "sym_name",
                         mlb_attr_string(ctx, sym, strlen(sym), NULL));
  MlbOperation *op = mlb_op_create(ctx, &st);
  mlb_opstate_free(&st);
  return op;
}

static uint32_t count_uses(const MlbValue *v) {
  uint32_t n = 0;
  for (const MlbUse *u = v->uses; u; u = u->next)
    n++;
  return n;
}

/* Every use of v is well linked and sits at its recorded index. */
static bool uses_consistent(const MlbValue *v) {
  MlbUse *const *link = &v->uses;
  for (const MlbUse *u = v->uses; u; u = u->next) {
    if (u->value != v || u->prev != link || *u->prev != u)
      return false;
    if (mlb_use_index(u) >= u->owner->num_operands ||
        &u->owner->operands[mlb_use_index(u)] != u)
      return false;
    link = &u->next;
  }
  return true;
}

static bool op_operands_consistent(const MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    const MlbUse *u = &op->operands[i];
    if (mlb_use_index(u) != i || u->owner != op)
      return false;
    if (u->value && !uses_consistent(u->value))
      return false;
  }
  return true;
}

/* ==== Tests ==== */
static void test_uses(MlbContext *ctx) {
  MlbBlock *b = mlb_block_new(ctx);
  MlbValue *x = mlb_op_result(append(ctx, b, "u.c", 0, NULL, 1), 0);
  MlbValue *y = mlb_op_result(append(ctx, b, "u.c", 0, NULL, 1), 0);
  MlbValue *ops[] = {x, x, y};
  MlbOperation *user = append(ctx, b, "u.add", 3, ops, 1);
  CHECK(count_uses(x) == 2 && count_uses(y) == 1);
  CHECK(mlb_value_has_one_use(y) && !mlb_value_has_one_use(x));
  CHECK(op_operands_consistent(user));

  mlb_op_set_operand(user, 0, y);
  CHECK(count_uses(x) == 1 && count_uses(y) == 2);
  /* Growing past capacity moves the uses to a new array. */
  MlbValue *more[] = {y, x, x, y, x};
  mlb_op_insert_operands(ctx, user, 1, 5, more);
  CHECK(user->num_operands == 8);
  CHECK(count_uses(x) == 4 && count_uses(y) == 4);
  CHECK(op_operands_consistent(user));
  CHECK(mlb_op_operand(user, 0) == y && mlb_op_operand(user, 2) == x &&
        mlb_op_operand(user, 6) == x && mlb_op_operand(user, 7) == y);
  mlb_op_erase_operand(user, 0);
  mlb_op_erase_operand(user, 3);
  CHECK(user->num_operands == 6);
  CHECK(op_operands_consistent(user));
  CHECK(count_uses(x) + count_uses(y) == 6);
  /* In-place insertion (capacity left). */
  mlb_op_insert_operands(ctx, user, 6, 1, &y);
  CHECK(op_operands_consistent(user) && mlb_op_operand(user, 6) == y);

  mlb_value_replace_all_uses(x, y);
  CHECK(mlb_value_use_empty(x) && count_uses(y) == 7);
  CHECK(op_operands_consistent(user));
  MlbValue *two[] = {x, y};
  mlb_op_set_operands(ctx, user, 2, two);
  CHECK(count_uses(x) == 1 && count_uses(y) == 1);
  CHECK(op_operands_consistent(user));

  mlb_op_erase(user);
  CHECK(mlb_value_use_empty(x) && mlb_value_use_empty(y));
  CHECK(b->last == y->def_op && user->block == NULL);
}

static bool order_matches_list(MlbBlock *b) {
  for (MlbOperation *a = b->first; a; a = a->next)
    for (MlbOperation *c = b->first; c; c = c->next) {
      bool before = false;
      for (MlbOperation *o = a->next; o; o = o->next)
        if (o == c)
          before = true;
      if (mlb_op_is_before_in_block(a, c) != before)
        return false;
    }
  return true;
}

static void test_order_and_move(MlbContext *ctx) {
  MlbBlock *b = mlb_block_new(ctx);
  MlbOperation *a = append(ctx, b, "u.a", 0, NULL, 0);
  MlbOperation *c = append(ctx, b, "u.c", 0, NULL, 0);
  CHECK(mlb_op_is_before_in_block(a, c));
  /* Many inserts at the front and between two neighbours exhaust the gaps
   * and force renumbering. */
  for (int i = 0; i < 40; i++) {
    mlb_op_insert_before(b->first, make(ctx, "u.f", 0, NULL, 0));
    mlb_op_insert_after(a, make(ctx, "u.m", 0, NULL, 0));
    CHECK(mlb_op_is_before_in_block(b->first, a));
    CHECK(mlb_op_is_before_in_block(a, a->next));
    CHECK(mlb_op_is_before_in_block(a->next, c));
  }
  CHECK(order_matches_list(b));
  mlb_op_move_before(c, b->first);
  CHECK(b->first == c && mlb_op_is_before_in_block(c, a));
  mlb_op_move_after(c, a);
  CHECK(a->next == c && mlb_op_is_before_in_block(a, c));
  mlb_op_remove(a);
  CHECK(a->block == NULL && c->prev != a);
  mlb_block_append(b, a);
  CHECK(b->last == a && order_matches_list(b));
  MlbBuilder bld = {ctx, NULL, NULL};
  mlb_builder_set_before(&bld, c);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "u.built", NULL);
  MlbOperation *n = mlb_builder_insert(&bld, &st);
  CHECK(n->next == c && n->block == b && order_matches_list(b));
}

static void test_block_args(MlbContext *ctx) {
  MlbBlock *b = mlb_block_new(ctx);
  MlbValue *a0 = mlb_block_add_arg(ctx, b, ctx->t_i32, NULL);
  MlbValue *a2 = mlb_block_add_arg(ctx, b, ctx->t_i64, NULL);
  MlbValue *a1 = mlb_block_insert_arg(ctx, b, 1, ctx->t_index, NULL);
  for (int i = 0; i < 10; i++)
    mlb_block_insert_arg(ctx, b, 0, ctx->t_f32, NULL);
  CHECK(b->num_args == 13);
  CHECK(a0->index == 10 && a1->index == 11 && a2->index == 12);
  CHECK(b->args[11] == a1 && mlb_value_is_arg(a1) && a1->owner_block == b);
  mlb_block_erase_arg(b, 11);
  CHECK(b->num_args == 12 && a2->index == 11 && b->args[11] == a2);
  for (uint32_t i = 0; i < b->num_args; i++)
    CHECK(b->args[i]->index == i);
  MlbOperation *use = append(ctx, b, "u.use", 1, &a2, 0);
  CHECK(mlb_value_parent_block(a2) == b &&
        mlb_value_parent_block(
            mlb_op_result(append(ctx, b, "u.def", 0, NULL, 1), 0)) == b);
  mlb_op_erase(use);
}

/* func @f(%arg: i32) {
 *   ^bb0(%arg): %g = u.graph { %p = u.use %q ; %q = u.def }   (graph region)
 *               u.br ^bb1(%arg)
 *   ^bb1(%z):   %s = u.add %z, %outer ; u.ret %s }                        */
static MlbOperation *build_func(MlbContext *ctx, MlbValue *outer) {
  MlbOperation *f = make_with_regions(ctx, "u.func", 1, "f");
  MlbBlock *bb0 = f->regions[0].first;
  MlbBlock *bb1 = mlb_block_new(ctx);
  mlb_region_push_block(&f->regions[0], bb1);
  MlbValue *arg = mlb_block_add_arg(ctx, bb0, ctx->t_i32, NULL);
  MlbValue *z = mlb_block_add_arg(ctx, bb1, ctx->t_i32, NULL);
  MlbOperation *g = make_with_regions(ctx, "u.graph", 1, NULL);
  mlb_block_append(bb0, g);
  MlbBlock *gb = g->regions[0].first;
  MlbOperation *p = append(ctx, gb, "u.use", 1, &outer, 1); /* fixed below */
  MlbOperation *q = append(ctx, gb, "u.def", 0, NULL, 1);
  mlb_op_set_operand(p, 0, mlb_op_result(q, 0));
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "u.br", NULL);
  mlb_vec_push(&st.operands, arg);
  mlb_vec_push(&st.successors, bb1);
  mlb_block_append(bb0, mlb_op_create(ctx, &st));
  mlb_opstate_free(&st);
  MlbValue *addops[] = {z, outer};
  MlbOperation *s = append(ctx, bb1, "u.add", 2, addops, 1);
  append(ctx, bb1, "u.ret", 1, (MlbValue *[]){mlb_op_result(s, 0)}, 0);
  return f;
}

static void test_clone(MlbContext *ctx) {
  MlbBlock *top = mlb_block_new(ctx);
  MlbValue *outer = mlb_op_result(append(ctx, top, "u.c", 0, NULL, 1), 0);
  MlbOperation *f = build_func(ctx, outer);
  mlb_block_append(top, f);
  MlbBlock *bb1 = f->regions[0].last;
  CHECK(mlb_block_num_preds(bb1) == 1);
  CHECK(mlb_block_terminator(f->regions[0].first) == f->regions[0].first->last);

  MlbPtrMap map;
  mlb_ptrmap_init(&map);
  MlbOperation *c = mlb_op_clone(ctx, f, &map);
  CHECK(c != f && c->block == NULL && c->name == f->name);
  CHECK(c->props == f->props && mlb_op_symbol_name(c) &&
        strcmp(mlb_op_symbol_name(c), "f") == 0);
  CHECK(mlb_region_num_blocks(&c->regions[0]) == 2);
  MlbBlock *cb0 = c->regions[0].first, *cb1 = c->regions[0].last;
  CHECK(cb0 != f->regions[0].first && cb0->parent == &c->regions[0]);
  CHECK(mlb_ptrmap_get(&map, bb1) == cb1);
  CHECK(cb0->num_args == 1 && cb1->num_args == 1);
  MlbOperation *cbr = cb0->last;
  CHECK(cbr->num_successors == 1 && cbr->successors[0].block == cb1);
  CHECK(mlb_op_operand(cbr, 0) == cb0->args[0]);
  CHECK(mlb_block_num_preds(cb1) == 1 && mlb_block_num_preds(bb1) == 1);
  /* Graph region: the use refers to the cloned later def. */
  MlbOperation *cg = cb0->first;
  MlbBlock *cgb = cg->regions[0].first;
  CHECK(mlb_op_operand(cgb->first, 0) == mlb_op_result(cgb->last, 0));
  CHECK(cg->regions[0].parent == cg && cgb->parent == &cg->regions[0]);
  /* Values from outside the clone stay. */
  MlbOperation *cadd = cb1->first;
  CHECK(mlb_op_operand(cadd, 0) == cb1->args[0]);
  CHECK(mlb_op_operand(cadd, 1) == outer);
  CHECK(count_uses(outer) == 2 && uses_consistent(outer));
  CHECK(mlb_op_operand(cb1->last, 0) == mlb_op_result(cadd, 0));
  mlb_ptrmap_free(&map);

  /* Erasing drops every nested use, including the clone's. */
  mlb_op_erase(f);
  CHECK(count_uses(outer) == 1 && mlb_block_num_preds(bb1) == 0);
  mlb_op_erase(c);
  CHECK(mlb_value_use_empty(outer));
  CHECK(top->first == top->last);
}

/* ==== Walks ==== */
typedef struct {
  MlbBuf log;
  const char *stop_at;
  const char *skip;
  const char *erase;
} WalkLog;

static MlbWalkResult log_op(MlbOperation *op, void *user) {
  WalkLog *w = user;
  mlb_buf_printf(&w->log, "%s ", op->name + 2);
  if (w->stop_at && strcmp(op->name, w->stop_at) == 0)
    return MLB_WALK_INTERRUPT;
  if (w->skip && strcmp(op->name, w->skip) == 0)
    return MLB_WALK_SKIP;
  if (w->erase && strcmp(op->name, w->erase) == 0)
    mlb_op_erase(op);
  return MLB_WALK_ADVANCE;
}

static bool walk_is(MlbOperation *op, bool pre, WalkLog *w, const char *want,
                    MlbWalkResult want_r) {
  mlb_buf_clear(&w->log);
  MlbWalkResult r =
      pre ? mlb_walk_pre(op, log_op, w) : mlb_walk_post(op, log_op, w);
  bool ok = strcmp(mlb_buf_cstr(&w->log), want) == 0 && r == want_r;
  if (!ok)
    fprintf(stderr, "walk got '%s'\n", mlb_buf_cstr(&w->log));
  return ok;
}

static void test_walks(MlbContext *ctx) {
  MlbBlock *top = mlb_block_new(ctx);
  MlbValue *outer = mlb_op_result(append(ctx, top, "u.c", 0, NULL, 1), 0);
  MlbOperation *f = build_func(ctx, outer);
  WalkLog w = {{0}, NULL, NULL, NULL};
  CHECK(
      walk_is(f, true, &w, "func graph use def br add ret ", MLB_WALK_ADVANCE));
  CHECK(walk_is(f, false, &w, "use def graph br add ret func ",
                MLB_WALK_ADVANCE));
  w.skip = "u.graph";
  CHECK(walk_is(f, true, &w, "func graph br add ret ", MLB_WALK_ADVANCE));
  w.skip = NULL;
  w.stop_at = "u.def";
  CHECK(walk_is(f, true, &w, "func graph use def ", MLB_WALK_INTERRUPT));
  CHECK(walk_is(f, false, &w, "use def ", MLB_WALK_INTERRUPT));
  w.stop_at = NULL;
  /* Post-order erase of the visited op: the users go first. */
  mlb_op_set_operand(f->regions[0].first->first->regions[0].first->first, 0,
                     outer);
  w.erase = "u.use";
  CHECK(walk_is(f, false, &w, "use def graph br add ret func ",
                MLB_WALK_ADVANCE));
  CHECK(walk_is(f, false, &w, "def graph br add ret func ", MLB_WALK_ADVANCE));
  CHECK(count_uses(outer) == 1);
  mlb_buf_free(&w.log);
  mlb_op_erase(f);
  CHECK(mlb_value_use_empty(outer));
}

/* ==== Symbols ==== */
static void test_symbols(MlbContext *ctx) {
  MlbOperation *mod = make_with_regions(ctx, "u.module", 1, NULL);
  MlbBlock *mb = mod->regions[0].first;
  MlbOperation *a = make_with_regions(ctx, "u.func", 1, "a");
  MlbOperation *bf = make_with_regions(ctx, "u.func", 1, "b");
  MlbOperation *inner = make_with_regions(ctx, "u.module", 1, "m");
  MlbOperation *c = make_with_regions(ctx, "u.func", 1, "c");
  mlb_block_append(mb, a);
  mlb_block_append(mb, bf);
  mlb_block_append(mb, inner);
  mlb_block_append(inner->regions[0].first, c);
  MlbOperation *call = append(ctx, a->regions[0].first, "u.call", 0, NULL, 0);

  CHECK(mlb_symbol_table_of(call) == mod);
  CHECK(mlb_symbol_table_of(mod) == mod);
  CHECK(mlb_symbol_table_of(c) == inner);
  CHECK(mlb_symbol_lookup(mod, "b") == bf);
  CHECK(mlb_symbol_lookup(mod, "c") == NULL);
  CHECK(mlb_symbol_lookup(mod, "m") == inner);
  const char *nested[] = {"c"};
  MlbAttr *mc = mlb_attr_symref(ctx, "m", 1, nested);
  CHECK(mlb_symbol_resolve(call, mc) == c);
  CHECK(mlb_symbol_resolve(call, mlb_attr_symref(ctx, "a", 0, NULL)) == a);
  CHECK(mlb_symbol_resolve(call, mlb_attr_symref(ctx, "a", 1, nested)) ==
        NULL); /* a is not a symbol table */
  CHECK(mlb_symbol_resolve(c, mlb_attr_symref(ctx, "a", 0, NULL)) == NULL);
  CHECK(mlb_op_is_ancestor(mod, c) && mlb_op_is_ancestor(c, c) &&
        !mlb_op_is_ancestor(c, mod));
  CHECK(mlb_op_parent_op(c) == inner && mlb_op_parent_op(mod) == NULL);
  CHECK(mlb_op_is_terminator(call) == false);

  /* Properties vs discardable attributes. */
  mlb_op_set_attr(ctx, a, "sym_name", mlb_attr_string(ctx, "a2", 2, NULL));
  CHECK(mlb_symbol_lookup(mod, "a2") == a && a->attrs == NULL);
  mlb_op_set_attr(ctx, a, "extra", mlb_attr_unit(ctx));
  CHECK(mlb_op_get_attr(a, "extra") && !mlb_op_get_prop(a, "extra"));
  mlb_op_set_attr(ctx, a, "extra", NULL);
  CHECK(a->attrs == NULL);
}

/* ==== Diagnostics ==== */
typedef struct {
  MlbContext *ctx;
  MlbBuf text;
} Capture;

static bool capture(void *user, const MlbDiagnostic *d) {
  Capture *c = user;
  mlb_diag_format(c->ctx, d, &c->text);
  return true;
}

static void test_diag(MlbContext *ctx) {
  static const char src[] = "module {\n"
                            "  %0 = foo.bar\n"
                            "\t%1 = x\n";
  mlb_context_add_source(ctx, "/tmp/mlb-test.mlir", src, sizeof src - 1);
  Capture cap = {ctx, {0}};
  ctx->diag_handler = capture;
  ctx->diag_user = &cap;
  uint32_t errs = ctx->num_errors;

  MlbAttr *l28 = mlb_loc_file(ctx, "/tmp/mlb-test.mlir", 2, 8);
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, l28);
  mlb_buf_puts(&d->message, "bad thing");
  mlb_diag_note(d, l28, "same place");
  mlb_diag_note(d, mlb_loc_file(ctx, "/tmp/mlb-test.mlir", 3, 2), "tab %d", 1);
  mlb_diag_emit(ctx, d);
  const char *want = "/tmp/mlb-test.mlir:2:8: error: bad thing\n"
                     "  %0 = foo.bar\n"
                     "       ^\n"
                     "/tmp/mlb-test.mlir:2:8: note: same place\n"
                     "/tmp/mlb-test.mlir:3:2: note: tab 1\n"
                     "        %1 = x\n"
                     "        ^\n";
  CHECK(strcmp(mlb_buf_cstr(&cap.text), want) == 0);
  CHECK(ctx->num_errors == errs + 1);

  mlb_buf_clear(&cap.text);
  mlb_emit_warning(ctx, mlb_loc_unknown(ctx), "w");
  mlb_emit_remark(ctx, mlb_loc_file(ctx, "/tmp/mlb-test.mlir", 9, 1), "r");
  mlb_emit_error(ctx, mlb_loc_file(ctx, "/tmp/mlb-test.mlir", 1, 9), "eol");
  mlb_emit_error(ctx, mlb_loc_file(ctx, "/tmp/mlb-test.mlir", 1, 10), "past");
  want = "<unknown>:0: warning: w\n"
         "/tmp/mlb-test.mlir:9:1: remark: r\n"
         "/tmp/mlb-test.mlir:1:9: error: eol\n"
         "module {\n"
         "        ^\n"
         "/tmp/mlb-test.mlir:1:10: error: past\n";
  CHECK(strcmp(mlb_buf_cstr(&cap.text), want) == 0);
  if (strcmp(mlb_buf_cstr(&cap.text), want) != 0)
    fprintf(stderr, "got:\n%s", mlb_buf_cstr(&cap.text));

  mlb_buf_clear(&cap.text);
  MlbOperation *op = make(ctx, "u.thing", 0, NULL, 0);
  op->loc =
      mlb_loc_callsite(ctx, l28, mlb_loc_file(ctx, "/nonexistent/x", 4, 5));
  ctx->print_op_on_diagnostic = false;
  CHECK(mlb_op_emit_error(ctx, op, "needs %s", "care") == MLB_FAILURE);
  want = "/tmp/mlb-test.mlir:2:8: error: 'u.thing' op needs care\n"
         "  %0 = foo.bar\n"
         "       ^\n"
         "/nonexistent/x:4:5: note: called from\n";
  CHECK(strcmp(mlb_buf_cstr(&cap.text), want) == 0);
  ctx->diag_handler = NULL;
  mlb_buf_free(&cap.text);
}

/* A state dropped without creating its op releases the uses inside its
 * regions. */
static void test_abandoned_state(MlbContext *ctx) {
  MlbBlock *top = mlb_block_new(ctx);
  MlbValue *v = mlb_op_result(append(ctx, top, "u.c", 0, NULL, 1), 0);
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "u.wrap", NULL);
  MlbRegion *r = mlb_region_new(ctx);
  MlbBlock *b = mlb_block_new(ctx);
  mlb_region_push_block(r, b);
  append(ctx, b, "u.use", 1, &v, 0);
  mlb_vec_push(&st.regions, r);
  CHECK(count_uses(v) == 1);
  mlb_opstate_free(&st);
  CHECK(mlb_value_use_empty(v));
}

/* ==== Recycling destroyed IR ==== */
#if defined(MLB_SANITIZE)
static const bool reuses = false; /* sanitizer builds poison instead */
#else
static const bool reuses = true;
#endif

static void test_recycle(MlbContext *ctx) {
  mlb_ir_recycle(ctx); /* whatever earlier tests left */
  MlbOperation *a = make(ctx, "u.two", 0, NULL, 2);
  mlb_op_destroy(ctx, a);
  /* Not before the pass boundary: the pass may still read `a`. */
  MlbOperation *b = make(ctx, "u.two", 0, NULL, 2);
  CHECK(b != a && strcmp(a->name, "u.two") == 0);
  mlb_ir_recycle(ctx);
  MlbOperation *c = make(ctx, "u.two", 0, NULL, 2);
  CHECK((c == a) == reuses);
  CHECK(c->num_results == 2 && c->results[1].uses == NULL && !c->block);
  /* Nested blocks come back too, and a symbol table's cached map does not
   * describe the table that takes its place. */
  MlbOperation *m = make_with_regions(ctx, "u.module", 1, NULL);
  MlbBlock *body = m->regions[0].first;
  MlbOperation *f = make_with_regions(ctx, "u.func", 1, "f");
  mlb_block_append(body, f);
  CHECK(mlb_symbol_lookup_in(ctx, m, "f", 1) != NULL);
  mlb_op_destroy(ctx, m);
  mlb_ir_recycle(ctx);
  MlbOperation *m2 = make_with_regions(ctx, "u.module", 1, NULL);
  MlbOperation *g = make_with_regions(ctx, "u.func", 1, "g");
  mlb_block_append(m2->regions[0].first, g);
  CHECK(mlb_symbol_lookup_in(ctx, m2, "f", 1) == NULL);
  CHECK(mlb_symbol_lookup_in(ctx, m2, "g", 1) != NULL);
  /* Which block takes which place is the free lists' business. */
  void *olds[] = {m, body, f};
  void *news[] = {m2, m2->regions[0].first, g};
  bool reused = false;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      reused = reused || news[i] == olds[j];
  CHECK(reused == reuses);
  mlb_op_destroy(ctx, b);
  mlb_op_destroy(ctx, c);
  mlb_op_destroy(ctx, m2);
  mlb_ir_recycle(ctx);
}

/* ==== Verifying all but some functions ==== */
static bool quiet(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(d);
  ++*(int *)user;
  return true;
}

static void test_verify_except(MlbContext *ctx) {
  MlbOperation *m = make_with_regions(ctx, "u.module", 1, NULL);
  MlbOperation *good = make_with_regions(ctx, "u.func", 1, "good");
  MlbOperation *bad = make_with_regions(ctx, "u.func", 1, "bad");
  mlb_block_append(m->regions[0].first, good);
  mlb_block_append(m->regions[0].first, bad);
  append(ctx, good->regions[0].first, "u.ret", 0, NULL, 0);
  /* A terminator in the middle of its block. */
  append(ctx, bad->regions[0].first, "u.ret", 0, NULL, 0);
  append(ctx, bad->regions[0].first, "u.ret", 0, NULL, 0);
  int errors = 0;
  MlbDiagHandler saved = ctx->diag_handler;
  void *saved_user = ctx->diag_user;
  ctx->diag_handler = quiet;
  ctx->diag_user = &errors;
  CHECK(mlb_verify(ctx, m) == MLB_FAILURE && errors == 1);
  MlbPtrMap done;
  mlb_ptrmap_init(&done);
  mlb_ptrmap_put(&done, good, good);
  CHECK(mlb_verify_except(ctx, m, &done) == MLB_FAILURE && errors == 2);
  mlb_ptrmap_put(&done, bad, bad); /* vouched for: left out */
  CHECK(mlb_verify_except(ctx, m, &done) == MLB_SUCCESS && errors == 2);
  mlb_ptrmap_free(&done);
  ctx->diag_handler = saved;
  ctx->diag_user = saved_user;
  mlb_op_destroy(ctx, m);
  mlb_ir_recycle(ctx);
}

/* ==== Successors, block lists, property defaults ==== */
static int hook_calls;
static MlbAttr *fake_parse(MlbContext *ctx, const char *text) {
  hook_calls++;
  return strcmp(text, "bad") == 0
             ? NULL
             : mlb_attr_string(ctx, text, strlen(text), NULL);
}

static void test_blocks_and_defaults(MlbContext *ctx) {
  MlbRegion *r = mlb_region_new(ctx);
  MlbBlock *b0 = mlb_block_new(ctx), *b1 = mlb_block_new(ctx),
           *b2 = mlb_block_new(ctx);
  mlb_region_push_block(r, b0);
  mlb_region_push_block(r, b2);
  mlb_region_insert_block_after(r, b0, b1);
  CHECK(r->first == b0 && b0->next == b1 && b1->next == b2 && r->last == b2);
  CHECK(mlb_block_is_entry(b0) && !mlb_block_is_entry(b1));
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "u.br", NULL);
  mlb_vec_push(&st.successors, b1);
  MlbOperation *br = mlb_op_create(ctx, &st);
  mlb_block_append(b0, br);
  CHECK(mlb_block_num_preds(b1) == 1 && b1->preds->owner == br);
  mlb_op_set_successor(br, 0, b2);
  CHECK(mlb_block_num_preds(b1) == 0 && mlb_block_num_preds(b2) == 1);
  CHECK(mlb_block_terminator(b0) == br && mlb_op_is_terminator(br));
  mlb_region_remove_block(b2);
  CHECK(r->last == b1 && b2->parent == NULL && mlb_region_num_blocks(r) == 2);
  mlb_region_insert_block_after(r, NULL, b2);
  CHECK(r->first == b2 && b2->next == b0 && !mlb_region_empty(r));

  static const MlbPropDefault defs[] = {
      {"flag", "x"}, {"oops", "bad"}, {NULL, NULL}};
  static const MlbOpDesc d = {.name = "u.dflt", .prop_defaults = defs};
  CHECK(mlb_op_prop_defaults(ctx, &d) == NULL); /* no hook yet */
  ctx->parse_attr_hook = fake_parse;
  MlbAttr *dict = mlb_op_prop_defaults(ctx, &d);
  CHECK(dict && dict->kind == MLB_ATTR_DICT && dict->u.dict.n == 1);
  CHECK(mlb_dict_get(dict, "flag") != NULL);
  CHECK(mlb_op_prop_defaults(ctx, &d) == dict && hook_calls == 2);
  CHECK(mlb_op_prop_defaults(ctx, &u_ops[0]) == NULL);
  ctx->parse_attr_hook = NULL;
}

int main(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_dialect(ctx, &u_dialect);
  /* The context keeps its own copy of each descriptor. */
  CHECK(mlb_lookup_op(ctx, "u.func", 6) != &u_ops[1]);
  CHECK(strcmp(mlb_lookup_op(ctx, "u.func", 6)->name, u_ops[1].name) == 0);
  CHECK(mlb_dialect_is_registered(ctx, "u", 1));
  CHECK(!mlb_dialect_is_registered(ctx, "v", 1));
  CHECK(mlb_intern_cstr(ctx, "abc") == mlb_intern_str(ctx, "abcd", 3));
  test_uses(ctx);
  test_order_and_move(ctx);
  test_block_args(ctx);
  test_clone(ctx);
  test_walks(ctx);
  test_symbols(ctx);
  test_diag(ctx);
  test_abandoned_state(ctx);
  test_blocks_and_defaults(ctx);
  test_recycle(ctx);
  test_verify_except(ctx);
  mlb_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "test_ir: %d failure(s)\n", failures);
  return failures != 0;
}
