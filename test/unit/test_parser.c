/* test_parser.c - the operation parser on its own: generic-form structure
 * (results, operands, forward references, regions, blocks, successors,
 * properties, locations), the implicit module, custom forms through a tiny
 * test dialect exercising the asm.h parse helpers, and the diagnostics for
 * malformed input. Exits nonzero on failure.
 */
#include "ir/asm.h"
#include "parse/parse.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "unit_check.h"

/* ==== Diagnostics capture: "line:col: message" of every error ==== */
typedef struct Diags {
  MlbBuf text;
  int count;
} Diags;

static void put_loc(MlbBuf *b, const MlbAttr *loc) {
  const MlbAttr *f = loc ? mlb_loc_file_of(loc) : NULL;
  if (f)
    mlb_buf_printf(b, "%u:%u: ", f->u.loc_file.line, f->u.loc_file.col);
}

static bool capture(void *user, const MlbDiagnostic *d) {
  Diags *ds = user;
  ds->count++;
  put_loc(&ds->text, d->loc);
  mlb_buf_printf(&ds->text, "%s\n", d->message.data ? d->message.data : "");
  for (const MlbDiagnostic *n = d->notes; n; n = n->next) {
    mlb_buf_puts(&ds->text, "note: ");
    put_loc(&ds->text, n->loc);
    mlb_buf_printf(&ds->text, "%s\n", n->message.data ? n->message.data : "");
  }
  return true;
}

/* ==== A tiny dialect with custom syntaxes ==== */
static MlbStatus parse_add(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbType *t = NULL;
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (s == MLB_SUCCESS)
    s = mlb_parse_optional_attr_dict(p, st);
  if (s == MLB_SUCCESS)
    s = mlb_parse_punct(p, ":");
  if (s == MLB_SUCCESS)
    s = mlb_parse_type(p, &t);
  if (s == MLB_SUCCESS)
    s = mlb_resolve_operands_same(p, ops.data, ops.len, t, st);
  if (s == MLB_SUCCESS)
    mlb_vec_push(&st->result_types, t);
  mlb_vec_free(&ops);
  return s;
}

/* `%i = %lb to %ub step N { ... }` with an implicit t.yield. */
static MlbStatus parse_loop(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArg iv;
  MlbUnresolved lb, ub;
  int64_t step;
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_region_arg(p, &iv));
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_operand(p, &lb));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_operand(p, &ub));
  MLB_TRY(mlb_parse_keyword(p, "step"));
  MLB_TRY(mlb_parse_integer(p, &step));
  MLB_TRY(mlb_resolve_operand(p, &lb, ctx->t_index, st));
  MLB_TRY(mlb_resolve_operand(p, &ub, ctx->t_index, st));
  mlb_opstate_add_prop(st, "step", mlb_attr_int(ctx, ctx->t_i64, step));
  iv.type = ctx->t_index;
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MLB_TRY(mlb_parse_region(p, r, &iv, 1));
  mlb_ensure_terminator(ctx, r, "t.yield", st->loc);
  return mlb_parse_optional_attr_dict(p, st);
}

/* `^bb(%a, %b : i32, i32)` */
static MlbStatus parse_br(MlbAsmParser *p, MlbOpState *st) {
  uint32_t n;
  MLB_TRY(mlb_parse_successor_and_use_list(p, st, &n));
  return mlb_parse_optional_attr_dict(p, st);
}

/* `[%a, 4, %b]` */
static MlbStatus parse_idx(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbI64Vec statics = {0};
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbStatus s =
      mlb_parse_dynamic_index_list(p, MLB_DELIM_SQUARE, &dyn, &statics);
  if (s == MLB_SUCCESS)
    s = mlb_resolve_operands_same(p, dyn.data, dyn.len, ctx->t_index, st);
  if (s == MLB_SUCCESS)
    mlb_opstate_add_prop(
        st, "static",
        mlb_attr_dense_i64_array(ctx, statics.len, statics.data));
  mlb_vec_free(&dyn);
  mlb_vec_free(&statics);
  return s;
}

/* `@name attributes {...} { body }`; `yield` inside means t.yield. */
static MlbStatus parse_func(MlbAsmParser *p, MlbOpState *st) {
  const char *name;
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(mlb_parse_symbol_name(p, &name));
  mlb_opstate_add_prop(st, "sym_name",
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  MLB_TRY(mlb_parse_optional_attr_dict_with_keyword(p, st));
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  return mlb_parse_region(p, r, NULL, 0);
}

static MlbStatus parse_none(MlbAsmParser *p, MlbOpState *st) {
  return mlb_parse_optional_attr_dict(p, st);
}

static const char *const loop_props[] = {"step", NULL};
static const char *const func_props[] = {"sym_name", NULL};
static const char *const idx_props[] = {"static", NULL};
static const MlbOpDesc t_ops[] = {
    {.name = "t.add", .num_operands = -1, .num_results = 1, .parse = parse_add},
    {.name = "t.loop", .num_operands = 2, .num_regions = 1,
     .props = loop_props, .parse = parse_loop},
    {.name = "t.yield", .traits = MLB_TRAIT_TERMINATOR, .num_operands = -1,
     .parse = parse_none},
    {.name = "t.br", .traits = MLB_TRAIT_TERMINATOR, .num_operands = -1,
     .num_successors = 1, .parse = parse_br},
    {.name = "t.idx", .num_operands = -1, .props = idx_props,
     .parse = parse_idx},
    {.name = "t.func", .num_regions = 1, .props = func_props,
     .parse = parse_func, .default_dialect = "t"},
    {.name = "t.plain", .num_operands = -1},
};
static const MlbDialect t_dialect = {
    .name = "t", .ops = t_ops, .num_ops = MLB_ARRAY_LEN(t_ops)};
static const MlbOpDesc builtin_ops[] = {
    {.name = "builtin.module", .num_regions = 1,
     .traits = MLB_TRAIT_NO_TERMINATOR | MLB_TRAIT_SYMBOL_TABLE},
};
static const MlbDialect builtin_dialect = {
    .name = "builtin", .ops = builtin_ops, .num_ops = 1};

/* ==== Helpers ==== */
static MlbContext *new_ctx(Diags *d, bool unregistered) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_dialect(ctx, &builtin_dialect);
  mlb_register_dialect(ctx, &t_dialect);
  ctx->allow_unregistered = unregistered;
  mlb_buf_init(&d->text);
  d->count = 0;
  ctx->diag_handler = capture;
  ctx->diag_user = d;
  return ctx;
}

static MlbOperation *parse(MlbContext *ctx, const char *src) {
  return mlb_parse_source(ctx, "t.mlir", src, strlen(src), 1);
}

static MlbOperation *body_op(MlbOperation *m, uint32_t i) {
  MlbOperation *op = m->regions[0].first->first;
  while (op && i--)
    op = op->next;
  return op;
}

static bool loc_is(const MlbAttr *loc, uint32_t line, uint32_t col) {
  return loc && loc->kind == MLB_ATTR_LOC_FILE &&
         loc->u.loc_file.line == line && loc->u.loc_file.col == col;
}

/* Parses `src` expecting failure; checks the captured text contains `want`. */
static void expect_error(const char *src, const char *want, bool unreg) {
  Diags d;
  MlbContext *ctx = new_ctx(&d, unreg);
  MlbOperation *m = parse(ctx, src);
  CHECK(m == NULL);
  CHECK(d.count > 0);
  const char *got = mlb_buf_cstr(&d.text);
  if (!strstr(got, want)) {
    fprintf(stderr, "expected diagnostic '%s', got:\n%s\n", want, got);
    failures++;
  }
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

/* ==== Generic form ==== */
static void test_generic_structure(void) {
  Diags d;
  MlbContext *ctx = new_ctx(&d, true);
  const char *src =
      "%0 = \"x.a\"() : () -> i32\n"
      "%1:2 = \"x.b\"(%0) {k = 1} : (i32) -> (i32, f32)\n"
      "\"x.c\"(%1#1, %1#0, %2) <{p = 3}> : (f32, i32, i32) -> () loc(#l)\n"
      "%2 = \"x.d\"() : () -> i32\n"
      "\"x.r\"() ({\n"
      "^bb0(%a: i32, %b: f32 loc(\"q\":7:8)):\n"
      "  \"x.br\"(%a)[^bb1] : (i32) -> ()\n"
      "^bb1:\n"
      "  \"x.use\"(%0) : (i32) -> ()\n"
      "}, {\n"
      "}) : () -> ()\n"
      "#l = loc(\"z\":5:6)\n";
  MlbOperation *m = parse(ctx, src);
  CHECK(m && d.count == 0);
  if (!m)
    return;
  CHECK(strcmp(m->name, "builtin.module") == 0);
  CHECK(loc_is(m->loc, 0, 0));
  MlbOperation *a = body_op(m, 0), *b = body_op(m, 1), *c = body_op(m, 2);
  MlbOperation *dd = body_op(m, 3), *r = body_op(m, 4);
  CHECK(a && b && c && dd && r && !body_op(m, 5));
  if (!r)
    return;
  CHECK(loc_is(a->loc, 1, 6));
  CHECK(b->num_results == 2 && b->num_operands == 1);
  CHECK(mlb_op_operand(b, 0) == mlb_op_result(a, 0));
  CHECK(b->attrs && mlb_dict_get(b->attrs, "k"));
  CHECK(c->num_operands == 3);
  CHECK(mlb_op_operand(c, 0) == mlb_op_result(b, 1));
  CHECK(mlb_op_operand(c, 1) == mlb_op_result(b, 0));
  /* the forward reference was resolved to %2 */
  CHECK(mlb_op_operand(c, 2) == mlb_op_result(dd, 0));
  CHECK(c->props && c->props->kind == MLB_ATTR_DICT);
  CHECK(loc_is(c->loc, 5, 6)); /* alias defined after its use */
  CHECK(r->num_regions == 2 && mlb_region_empty(&r->regions[1]));
  MlbBlock *e = r->regions[0].first;
  CHECK(e && e->num_args == 2 && mlb_region_num_blocks(&r->regions[0]) == 2);
  if (e && e->num_args == 2) {
    CHECK(loc_is(e->args[0]->loc, 6, 6));
    CHECK(loc_is(e->args[1]->loc, 7, 8));
    MlbOperation *br = e->first;
    CHECK(br->num_successors == 1 && br->successors[0].block == e->next);
    CHECK(mlb_op_operand(br, 0) == e->args[0]);
    CHECK(mlb_op_operand(e->next->first, 0) == mlb_op_result(a, 0));
  }
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

static void test_module_wrapping(void) {
  Diags d;
  MlbContext *ctx = new_ctx(&d, true);
  MlbOperation *m = parse(ctx, "\"builtin.module\"() ({\n  \"x.a\"() : () "
                               "-> ()\n}) : () -> ()\n");
  CHECK(m && loc_is(m->loc, 1, 1) && body_op(m, 0) &&
        strcmp(body_op(m, 0)->name, "x.a") == 0);
  m = parse(ctx, "\"builtin.module\"() ({}) : () -> ()\n"
                 "\"builtin.module\"() ({}) : () -> ()\n");
  CHECK(m && loc_is(m->loc, 0, 0) && body_op(m, 1) && !body_op(m, 2));
  m = parse(ctx, "");
  CHECK(m && m->regions[0].first && !body_op(m, 0));
  /* a later --split-input-file chunk: located right after the marker */
  const char *chunk = "        \n\"x.a\"() : () -> ()\n";
  m = mlb_parse_source(ctx, "t.mlir", chunk, strlen(chunk), 4);
  CHECK(m && loc_is(m->loc, 4, 9) && loc_is(body_op(m, 0)->loc, 5, 1));
  CHECK(d.count == 0);
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

/* Inherent attributes of a registered op written in generic form become
 * properties; `<{...}>` entries win; unknown property names are dropped. */
static void test_generic_registered_props(void) {
  Diags d;
  MlbContext *ctx = new_ctx(&d, false);
  MlbOperation *m = parse(ctx, "\"t.func\"() <{sym_name = \"f\", zz = 1}> "
                               "({}) {other, sym_name = \"g\"} : () -> ()\n");
  CHECK(m && d.count == 0);
  MlbOperation *f = m ? body_op(m, 0) : NULL;
  if (f) {
    MlbAttr *name = mlb_dict_get(f->props, "sym_name");
    CHECK(name && name->kind == MLB_ATTR_STRING && name->u.str.len == 1 &&
          name->u.str.data[0] == 'f');
    CHECK(!mlb_dict_get(f->props, "zz"));
    CHECK(f->attrs && mlb_dict_get(f->attrs, "other") &&
          !mlb_dict_get(f->attrs, "sym_name"));
  }
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

/* ==== Custom form ==== */
static void test_custom_forms(void) {
  Diags d;
  MlbContext *ctx = new_ctx(&d, true);
  const char *src =
      "t.func @f attributes {a} {\n"
      "^bb0(%lb: index, %ub: index, %x: i32):\n"
      "  %s = t.add %x, %x {step = 2} : i32\n"
      "  t.loop %i = %lb to %ub step -3 {\n"
      "    \"x.use\"(%i, %s) : (index, i32) -> ()\n"
      "  }\n"
      "  t.idx [%lb, 4, %ub]\n"
      "  br ^bb1(%s, %x : i32, i32)\n"
      "^bb1(%p: i32, %q: i32):\n"
      "  yield\n"
      "}\n";
  MlbOperation *m = parse(ctx, src);
  CHECK(m && d.count == 0);
  if (!m) {
    fprintf(stderr, "%s", mlb_buf_cstr(&d.text));
    return;
  }
  MlbOperation *f = body_op(m, 0);
  CHECK(strcmp(f->name, "t.func") == 0 && mlb_dict_get(f->props, "sym_name"));
  CHECK(f->attrs && mlb_dict_get(f->attrs, "a"));
  MlbBlock *e = f->regions[0].first;
  MlbOperation *add = e->first, *loop = add->next, *idx = loop->next;
  MlbOperation *br = idx->next;
  CHECK(strcmp(add->name, "t.add") == 0 && add->num_operands == 2);
  CHECK(mlb_op_operand(add, 0) == e->args[2]);
  /* `step` is not a property of t.add: it stays discardable */
  CHECK(add->attrs && mlb_dict_get(add->attrs, "step") && !add->props);
  CHECK(mlb_attr_int_value(mlb_dict_get(loop->props, "step")) == -3);
  MlbBlock *lb = loop->regions[0].first;
  CHECK(lb && lb->num_args == 1 && lb->args[0]->type == ctx->t_index);
  CHECK(mlb_op_operand(lb->first, 0) == lb->args[0]);
  CHECK(mlb_op_operand(lb->first, 1) == mlb_op_result(add, 0));
  CHECK(lb->last && strcmp(lb->last->name, "t.yield") == 0); /* implicit */
  CHECK(loc_is(lb->args[0]->loc, 4, 10));
  MlbAttr *st = mlb_dict_get(idx->props, "static");
  CHECK(st && st->kind == MLB_ATTR_DENSE_ARRAY && st->u.darray.n == 3 &&
        st->u.darray.ivals[0] == MLB_DYNAMIC && st->u.darray.ivals[1] == 4);
  CHECK(idx->num_operands == 2 && mlb_op_operand(idx, 1) == e->args[1]);
  CHECK(strcmp(br->name, "t.br") == 0 && br->num_successors == 1 &&
        br->num_operands == 2 && br->successors[0].block == e->next);
  CHECK(strcmp(e->next->first->name, "t.yield") == 0); /* default dialect */
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

/* mlb_ensure_terminator on an empty region makes the block. */
static void test_ensure_terminator(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_dialect(ctx, &t_dialect);
  MlbRegion *r = mlb_region_new(ctx);
  mlb_ensure_terminator(ctx, r, "t.yield", NULL);
  CHECK(r->first && r->first->first &&
        strcmp(r->first->first->name, "t.yield") == 0);
  mlb_ensure_terminator(ctx, r, "t.yield", NULL);
  CHECK(r->first->first == r->first->last);
  mlb_context_destroy(ctx);
}

/* ==== Diagnostics ==== */
static void test_errors(void) {
  expect_error("\"x.a\"(%x) : (i32) -> ()\n",
               "1:7: use of undeclared SSA value name", true);
  expect_error("\"x.a\"(%x, %x) : (i32, f32) -> ()\n",
               "1:11: use of value '%x' expects different type than prior "
               "uses: 'f32' vs 'i32'\nnote: 1:7: prior use here",
               true);
  expect_error("%x = \"x.a\"() : () -> i32\n%x = \"x.a\"() : () -> i32\n",
               "2:1: redefinition of SSA value '%x'\nnote: 1:1: previously "
               "defined here",
               true);
  expect_error("\"x.a\"(%x) : (i32) -> ()\n%x = \"x.b\"() : () -> f32\n",
               "2:1: definition of SSA value '%x#0' has type 'f32'", true);
  expect_error("%x:2 = \"x.a\"() : () -> i32\n",
               "1:1: operation defines 1 results but was provided 2 to bind",
               true);
  expect_error("%x = \"x.a\"() : () -> ()\n",
               "cannot name an operation with no results", true);
  expect_error("\"x.a\"() : () -> ()\n", "1:6: operation being parsed with "
                                         "an unregistered dialect",
               false);
  expect_error("bar\n", "custom op 'bar' is unknown (tried 'builtin.bar' as "
                        "well)",
               true);
  expect_error("t.func @f { bar }\n",
               "custom op 'bar' is unknown (tried 't.bar' as well)", true);
  expect_error("t.nope\n", "custom op 't.nope' is unknown", true);
  expect_error("t.plain\n", "custom op 't.plain' has no custom assembly form",
               true);
  expect_error("\"x.r\"() ({\n  \"x.b\"() [^bb9] : () -> ()\n}) : () -> ()\n",
               "2:12: reference to an undefined block", true);
  expect_error("\"x.r\"() ({\n^a:\n  \"x.b\"() : () -> ()\n^a:\n}) : () -> ()\n",
               "4:1: redefinition of block '^a'", true);
  expect_error("\"x.a\"() : i32\n", "1:11: expected function type", true);
  expect_error("\"x.a\"(%0) : () -> ()\n", "expected 1 operand type but had 0",
               true);
  expect_error("\"x.a\"() \n\n  // c\n  \"x.b\"() : () -> ()\n",
               "1:8: expected ':' followed by operation type", true);
  expect_error("\"x.r\"() ({\n  %v = \"x.a\"() : () -> i32\n}) : () -> ()\n"
               "\"x.b\"(%v) : (i32) -> ()\n",
               "4:7: use of undeclared SSA value name", true);
  expect_error("\"x.a\"() : () -> () loc(#nope)\n",
               "1:24: operation location alias was never defined", true);
  expect_error("#n = 1\n\"x.a\"() : () -> () loc(#n)\n",
               "expected location, but found '1 : i64'", true);
  expect_error("t.loop %i = %a to %b stop 3 {}\n",
               "custom op 't.loop' expected 'step'", true);
  expect_error("t.idx [%a, x]\n",
               "custom op 't.idx' expected SSA value or integer", true);
  expect_error("\"x.a\"() : () -> () $\n", "1:20: ", true);
  expect_error("t.func @f {\n^bb0(%lb: index, %ub: index):\n"
               "  t.loop %lb = %lb to %ub step 1 {}\n}\n",
               "region entry argument '%lb' is already in use", true);
  expect_error("\"x.a\"() : () -> () \"x.b\"(", "expected ", true);
}

static void test_deep_nesting(void) {
  size_t n = 20000, len = 0;
  const char *unit = "\"x.a\"() ({";
  char *src = malloc(n * strlen(unit) + 1);
  for (size_t i = 0; i < n; i++) {
    memcpy(src + len, unit, strlen(unit));
    len += strlen(unit);
  }
  src[len] = 0;
  Diags d;
  MlbContext *ctx = new_ctx(&d, true);
  CHECK(mlb_parse_source(ctx, "t.mlir", src, len, 1) == NULL);
  CHECK(strstr(mlb_buf_cstr(&d.text), "nested too deeply") != NULL);
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
  free(src);
}

/* A long straight-line function parses in linear time. */
static void test_linear_time(void) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_puts(&b, "t.func @f {\n^bb0(%v0: i32):\n");
#ifndef MLB_SMALL_CAPACITIES
  uint32_t n = 20000;
#else
  uint32_t n = 2000; /* vectors grow one slot at a time in that mode */
#endif
  for (uint32_t i = 0; i < n; i++)
    mlb_buf_printf(&b, "  %%v%u = t.add %%v%u, %%v0 : i32\n", i + 1, i);
  mlb_buf_puts(&b, "}\n");
  Diags d;
  MlbContext *ctx = new_ctx(&d, true);
  clock_t t0 = clock();
  MlbOperation *m = mlb_parse_source(ctx, "t.mlir", b.data, b.len, 1);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  CHECK(m && d.count == 0);
#ifndef MLB_SMALL_CAPACITIES /* that mode grows vectors one slot at a time */
  CHECK(secs < 5.0); /* generous: sanitizer builds; quadratic would be far more */
#else
  (void)secs;
#endif
  mlb_buf_free(&b);
  mlb_buf_free(&d.text);
  mlb_context_destroy(ctx);
}

int main(void) {
  test_generic_structure();
  test_module_wrapping();
  test_generic_registered_props();
  test_custom_forms();
  test_ensure_terminator();
  test_errors();
  test_deep_nesting();
  test_linear_time();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
