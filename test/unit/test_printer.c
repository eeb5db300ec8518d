/* test_printer.c - the operation printer on IR built by hand (no parser).
 *
 * Each case builds the IR of a small .mlir input and compares the printer's
 * output with what upstream mlir-opt 22 prints for that input (the expected
 * texts were produced by running mlir-opt on the inputs quoted above each
 * case). Covers generic and custom forms, SSA/block numbering, result
 * groups, predecessor comments, name hints and their uniquing, default
 * dialect prefixes, aliases (#map, #set, #distinct, #loc), debug locations
 * and the brief form used by diagnostics. Exits nonzero on failure.
 */
#include "ir/asm.h"
#include "print/print.h"

#include <stdio.h>
#include <time.h>

static int failures;

static void expect_text(const char *what, const char *got, const char *want) {
  if (strcmp(got, want) == 0)
    return;
  failures++;
  fprintf(stderr, "%s: output differs\n--- got:\n%s--- want:\n%s---\n", what,
          got, want);
}

/* ==== Building helpers ==== */
typedef struct Ctx {
  MlbContext *ctx;
  MlbType *i32, *i8, *index, *f32;
} Ctx;

static MlbOpState *st_new(Ctx *c, const char *name, MlbAttr *loc) {
  static MlbOpState st; /* one state at a time; freed by st_end */
  mlb_opstate_init(&st, c->ctx, name, loc);
  return &st;
}

static MlbOperation *st_end(MlbBlock *b, MlbOpState *st, MlbContext *ctx) {
  MlbOperation *op = mlb_op_create(ctx, st);
  mlb_opstate_free(st);
  if (b)
    mlb_block_append(b, op);
  return op;
}

static MlbRegion *region1(Ctx *c, MlbBlock **entry) {
  MlbRegion *r = mlb_region_new(c->ctx);
  *entry = mlb_block_new(c->ctx);
  mlb_region_push_block(r, *entry);
  return r;
}

static MlbBlock *add_block(Ctx *c, MlbRegion *r) {
  MlbBlock *b = mlb_block_new(c->ctx);
  mlb_region_push_block(r, b);
  return b;
}

static MlbAttr *str(Ctx *c, const char *s) {
  return mlb_attr_string(c->ctx, s, strlen(s), NULL);
}

/* affine_map<(d0) -> (d0 <op> k)> */
static MlbAttr *map1(Ctx *c, MlbAffineKind k, int64_t v) {
  MlbAffineExpr *e = mlb_affine_bin(c->ctx, k, mlb_affine_dim(c->ctx, 0),
                                    mlb_affine_const(c->ctx, v));
  return mlb_attr_affine_map(c->ctx, 1, 0, 1, &e);
}

static MlbType *memref4(Ctx *c, MlbAttr *layout) {
  int64_t shape[1] = {4};
  return mlb_type_memref(c->ctx, 1, shape, c->f32, layout, NULL);
}

static char *print_str(Ctx *c, MlbOperation *op, bool generic, bool dbg) {
  MlbPrintFlags f = {.generic = generic, .debuginfo = dbg};
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_op(c->ctx, op, &f, &b);
  char *s = mlb_strndup(mlb_buf_cstr(&b), b.len);
  mlb_buf_free(&b);
  return s;
}

static void check_print(Ctx *c, const char *what, MlbOperation *op,
                        bool generic, bool dbg, const char *want) {
  char *s = print_str(c, op, generic, dbg);
  expect_text(what, s, want);
  mlb_free(s);
}

/* ==== A test dialect: module, alloc/constant with custom forms ==== */
static void print_module(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"sym_name", NULL};
  const char *name = mlb_op_symbol_name(op);
  if (name) {
    mlb_pr(p, " ");
    mlb_pr_symbol_name(p, name);
  }
  mlb_pr_attr_dict_with_keyword(p, op, elided);
  mlb_pr_region(p, &op->regions[0], false, true);
}

static void print_alloc(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, "()");
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_result_types(p, op);
}

static void print_constant(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"value", NULL};
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " ");
  mlb_pr_attr(p, mlb_op_get_prop(op, "value"));
}

static void name_constant(MlbOperation *op, MlbBuf *names) {
  MlbAttr *v = mlb_op_get_prop(op, "value");
  if (v && v->kind == MLB_ATTR_INTEGER && v->type->kind == MLB_TYPE_INDEX)
    mlb_buf_printf(&names[0], "c%lld", (long long)v->u.integer.value);
  else if (v && v->kind == MLB_ATTR_INTEGER)
    mlb_buf_printf(&names[0], "c%lld_i%u", (long long)v->u.integer.value,
                   v->type->u.integer.width);
  else
    mlb_buf_puts(&names[0], "cst");
}

/* Terminator printed with its operands, like func.return. */
static void print_ret(MlbAsmPrinter *p, MlbOperation *op) {
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operands(p, op->operands, op->num_operands);
    mlb_pr(p, " : ");
    mlb_pr_operand_types(p, op->operands, op->num_operands);
  }
}

/* `t.fn @name {body}` with the entry block arguments printed in a header. */
static void print_fn(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_symbol_name(p, mlb_op_symbol_name(op));
  mlb_pr_region(p, &op->regions[0], true, true);
}

/* Result names from a `names` string array, like upstream's
 * test.string_attr_pretty_name. */
static void name_from_attr(MlbOperation *op, MlbBuf *names) {
  MlbAttr *a = mlb_op_get_attr(op, "names");
  for (uint32_t i = 0; a && i < a->u.array.n && i < op->num_results; i++)
    mlb_buf_putn(&names[i], a->u.array.elems[i]->u.str.data,
                 a->u.array.elems[i]->u.str.len);
}

static void print_named(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr_attr_dict_with_keyword(p, op, NULL);
}

static const char *const sym_props[] = {"sym_name", NULL};
static const char *const value_props[] = {"value", NULL};
static const char *const func_props[] = {"function_type", "sym_name", NULL};
static const char *const alloc_props[] = {"operandSegmentSizes", "alignment",
                                          NULL};

static const MlbOpDesc t_ops[] = {
    {.name = "builtin.module",
     .traits =
         MLB_TRAIT_NO_TERMINATOR | MLB_TRAIT_SYMBOL_TABLE | MLB_TRAIT_ISOLATED,
     .num_operands = 0,
     .num_results = 0,
     .num_regions = 1,
     .props = sym_props,
     .print = print_module,
     .default_dialect = "builtin"},
    {.name = "memref.alloc",
     .num_operands = -1,
     .num_results = 1,
     .props = alloc_props,
     .print = print_alloc,
     .result_name = "alloc"},
    {.name = "arith.constant",
     .num_results = 1,
     .props = value_props,
     .print = print_constant,
     .name_results = name_constant},
    {.name = "func.func",
     .traits = MLB_TRAIT_ISOLATED,
     .num_regions = 1,
     .props = func_props},
    {.name = "t.fn",
     .traits = MLB_TRAIT_ISOLATED,
     .num_regions = 1,
     .props = sym_props,
     .print = print_fn,
     .default_dialect = "t"},
    {.name = "t.ret",
     .traits = MLB_TRAIT_TERMINATOR,
     .num_operands = -1,
     .print = print_ret},
    {.name = "t.x.y", .num_operands = -1, .print = print_ret},
    {.name = "t.named",
     .num_results = -1,
     .print = print_named,
     .name_results = name_from_attr},
};
static const MlbDialect t_builtin = {
    .name = "builtin", .ops = &t_ops[0], .num_ops = 1};
static const MlbDialect t_memref = {
    .name = "memref", .ops = &t_ops[1], .num_ops = 1};
static const MlbDialect t_arith = {
    .name = "arith", .ops = &t_ops[2], .num_ops = 1};
static const MlbDialect t_func = {
    .name = "func", .ops = &t_ops[3], .num_ops = 1};
static const MlbDialect t_t = {.name = "t", .ops = &t_ops[4], .num_ops = 4};

static MlbOperation *new_module(Ctx *c, MlbBlock **body, MlbAttr *loc) {
  MlbOpState *st = st_new(c, "builtin.module", loc);
  MlbBlock *b;
  mlb_vec_push(&st->regions, region1(c, &b));
  *body = b;
  return st_end(NULL, st, c->ctx);
}

/* ==== Case A: generic ops, numbering, blocks, aliases ====
 * "x.top"() ({
 * ^bb0(%a: i32, %m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
 *   %0:2 = "x.pair"(%a) {k = affine_map<(d0) -> (d0 * 2)>}
 *       : (i32) -> (i32, i32)
 *   "x.r"() ({
 *     %1 = "x.use"(%0#1, %a) : (i32, i32) -> i32
 *   }, {
 *   ^bb0(%q: index):
 *     "x.br"(%q)[^bb1] : (index) -> ()
 *   ^bb1(%z: index):
 *     "x.cbr"()[^bb1, ^bb2] : () -> ()
 *   ^bb2:
 *     "x.end"() : () -> ()
 *   ^bb3:
 *     "x.end"() : () -> ()
 *   }) : () -> ()
 *   %2 = "x.last"(%m) {s = affine_set<(d0) : (d0 >= 0)>, t = [1, "s", 2.5,
 *       true, unit, distinct[4]<>], u, v = distinct[9]<42 : i8>}
 *       : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> f32
 * }) : () -> ()
 */
static const char case_a_custom[] =
    "#distinct = distinct[0]<42 : i8>\n"
    "#map = affine_map<(d0) -> (d0 + 1)>\n"
    "#map1 = affine_map<(d0) -> (d0 * 2)>\n"
    "#set = affine_set<(d0) : (d0 >= 0)>\n"
    "module {\n"
    "  \"x.top\"() ({\n"
    "  ^bb0(%arg0: i32, %arg1: memref<4xf32, #map>):\n"
    "    %0:2 = \"x.pair\"(%arg0) {k = #map1} : (i32) -> (i32, i32)\n"
    "    \"x.r\"() ({\n"
    "      %2 = \"x.use\"(%0#1, %arg0) : (i32, i32) -> i32\n"
    "    }, {\n"
    "    ^bb0(%arg2: index):\n"
    "      \"x.br\"(%arg2)[^bb1] : (index) -> ()\n"
    "    ^bb1(%2: index):  // 2 preds: ^bb0, ^bb1\n"
    "      \"x.cbr\"()[^bb1, ^bb2] : () -> ()\n"
    "    ^bb2:  // pred: ^bb1\n"
    "      \"x.end\"() : () -> ()\n"
    "    ^bb3:  // no predecessors\n"
    "      \"x.end\"() : () -> ()\n"
    "    }) : () -> ()\n"
    "    %1 = \"x.last\"(%arg1) {s = #set, t = [1, \"s\", 2.500000e+00, true, "
    "unit, distinct[1]<>], u, v = #distinct} : (memref<4xf32, #map>) -> f32\n"
    "  }) : () -> ()\n"
    "}\n";

static const char case_a_generic[] =
    "#distinct = distinct[0]<42 : i8>\n"
    "#map = affine_map<(d0) -> (d0 + 1)>\n"
    "#map1 = affine_map<(d0) -> (d0 * 2)>\n"
    "#set = affine_set<(d0) : (d0 >= 0)>\n"
    "\"builtin.module\"() ({\n"
    "  \"x.top\"() ({\n"
    "  ^bb0(%arg0: i32, %arg1: memref<4xf32, #map>):\n"
    "    %0:2 = \"x.pair\"(%arg0) {k = #map1} : (i32) -> (i32, i32)\n"
    "    \"x.r\"() ({\n"
    "      %3 = \"x.use\"(%0#1, %arg0) : (i32, i32) -> i32\n"
    "    }, {\n"
    "    ^bb0(%arg2: index):\n"
    "      \"x.br\"(%arg2)[^bb1] : (index) -> ()\n"
    "    ^bb1(%2: index):  // 2 preds: ^bb0, ^bb1\n"
    "      \"x.cbr\"()[^bb1, ^bb2] : () -> ()\n"
    "    ^bb2:  // pred: ^bb1\n"
    "      \"x.end\"() : () -> ()\n"
    "    ^bb3:  // no predecessors\n"
    "      \"x.end\"() : () -> ()\n"
    "    }) : () -> ()\n"
    "    %1 = \"x.last\"(%arg1) {s = #set, t = [1, \"s\", 2.500000e+00, true, "
    "unit, distinct[1]<>], u, v = #distinct} : (memref<4xf32, #map>) -> f32\n"
    "  }) : () -> ()\n"
    "}) : () -> ()\n";

static void build_x_r(Ctx *c, MlbBlock *body, MlbValue *pair1, MlbValue *a) {
  MlbOpState *st = st_new(c, "x.r", NULL);
  MlbBlock *b0, *c0;
  mlb_vec_push(&st->regions, region1(c, &b0));
  MlbRegion *r2 = region1(c, &c0);
  mlb_vec_push(&st->regions, r2);
  /* Blocks go in before the op takes the region over. */
  MlbBlock *c1 = add_block(c, r2), *c2 = add_block(c, r2);
  MlbBlock *c3 = add_block(c, r2);
  st_end(body, st, c->ctx);

  st = st_new(c, "x.use", NULL);
  mlb_vec_push(&st->operands, pair1);
  mlb_vec_push(&st->operands, a);
  mlb_vec_push(&st->result_types, c->i32);
  st_end(b0, st, c->ctx);

  MlbValue *q = mlb_block_add_arg(c->ctx, c0, c->index, NULL);
  mlb_block_add_arg(c->ctx, c1, c->index, NULL);
  st = st_new(c, "x.br", NULL);
  mlb_vec_push(&st->operands, q);
  mlb_vec_push(&st->successors, c1);
  st_end(c0, st, c->ctx);
  st = st_new(c, "x.cbr", NULL);
  mlb_vec_push(&st->successors, c1);
  mlb_vec_push(&st->successors, c2);
  st_end(c1, st, c->ctx);
  st_end(c2, st_new(c, "x.end", NULL), c->ctx);
  st_end(c3, st_new(c, "x.end", NULL), c->ctx);
}

static MlbAttr *case_a_array(Ctx *c) {
  MlbContext *x = c->ctx;
  MlbAttr *elems[6] = {mlb_attr_int(x, x->t_i64, 1),
                       str(c, "s"),
                       mlb_attr_float(x, x->t_f64, 2.5),
                       mlb_attr_bool(x, true),
                       mlb_attr_unit(x),
                       mlb_attr_distinct(x, 4, NULL)};
  return mlb_attr_array(x, 6, elems);
}

static void build_x_last(Ctx *c, MlbBlock *body, MlbValue *m) {
  MlbContext *x = c->ctx;
  MlbAffineExpr *d0 = mlb_affine_dim(x, 0);
  bool is_eq = false;
  MlbOpState *st = st_new(c, "x.last", NULL);
  mlb_vec_push(&st->operands, m);
  mlb_vec_push(&st->result_types, c->f32);
  mlb_opstate_add_attr(st, "v",
                       mlb_attr_distinct(x, 9, mlb_attr_int(x, c->i8, 42)));
  mlb_opstate_add_attr(st, "u", mlb_attr_unit(x));
  mlb_opstate_add_attr(st, "t", case_a_array(c));
  mlb_opstate_add_attr(st, "s", mlb_attr_integer_set(x, 1, 0, 1, &d0, &is_eq));
  st_end(body, st, x);
}

static MlbOperation *build_case_a(Ctx *c) {
  MlbBlock *mod_body, *body;
  MlbOperation *mod = new_module(c, &mod_body, NULL);
  MlbOpState *st = st_new(c, "x.top", NULL);
  mlb_vec_push(&st->regions, region1(c, &body));
  st_end(mod_body, st, c->ctx);
  MlbValue *a = mlb_block_add_arg(c->ctx, body, c->i32, NULL);
  MlbValue *m = mlb_block_add_arg(c->ctx, body,
                                  memref4(c, map1(c, MLB_AFFINE_ADD, 1)), NULL);

  st = st_new(c, "x.pair", NULL);
  mlb_vec_push(&st->operands, a);
  mlb_vec_push(&st->result_types, c->i32);
  mlb_vec_push(&st->result_types, c->i32);
  mlb_opstate_add_attr(st, "k", map1(c, MLB_AFFINE_MUL, 2));
  MlbOperation *pair = st_end(body, st, c->ctx);
  build_x_r(c, body, mlb_op_result(pair, 1), a);
  build_x_last(c, body, m);
  return mod;
}

static void test_case_a(Ctx *c) {
  MlbOperation *mod = build_case_a(c);
  check_print(c, "case A custom", mod, false, false, case_a_custom);
  check_print(c, "case A generic", mod, true, false, case_a_generic);
}

/* ==== Case B: custom forms, name hints, default dialect ====
 * module {
 *   "x.f"() ({
 *   ^bb0(%arg0: i32):
 *     %c0 = arith.constant 0 : index
 *     %c0_1 = arith.constant 0 : index
 *     %c1 = arith.constant 1 : i32
 *     %a = memref.alloc() : memref<4xf32>
 *     %b = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
 *     "x.r"() ({
 *       %c5 = arith.constant 5 : index
 *       %c = memref.alloc() : memref<4xf32>
 *       %q = "x.q"() : () -> i32
 *     }) : () -> ()
 *     "x.r"() ({
 *       %c = memref.alloc() : memref<4xf32>
 *       %c0_2 = arith.constant 0 : index
 *     }) : () -> ()
 *     %z = "x.z"() : () -> i32
 *   }) : () -> ()
 * }
 * followed by a `t.fn` (mlbuf's test op, checked by hand: default dialect
 * prefix dropped from single-dot names only, quoted symbol names).
 */
static const char case_b_custom[] =
    "module {\n"
    "  \"x.f\"() ({\n"
    "  ^bb0(%arg0: i32):\n"
    "    %c0 = arith.constant 0 : index\n"
    "    %c0_0 = arith.constant 0 : index\n"
    "    %c1_i32 = arith.constant 1 : i32\n"
    "    %alloc = memref.alloc() : memref<4xf32>\n"
    "    %alloc_1 = memref.alloc() {alignment = 8 : i64} : memref<4xf32>\n"
    "    \"x.r\"() ({\n"
    "      %c5 = arith.constant 5 : index\n"
    "      %alloc_2 = memref.alloc() : memref<4xf32>\n"
    "      %1 = \"x.q\"() : () -> i32\n"
    "    }) : () -> ()\n"
    "    \"x.r\"() ({\n"
    "      %alloc_2 = memref.alloc() : memref<4xf32>\n"
    "      %c0_3 = arith.constant 0 : index\n"
    "    }) : () -> ()\n"
    "    %0 = \"x.z\"() : () -> i32\n"
    "  }) : () -> ()\n"
    "  t.fn @\"a b\" {\n"
    "  ^bb0(%arg0: i32):\n"
    "    t.x.y %arg0 : i32\n"
    "    ret %arg0 : i32\n"
    "  }\n"
    "}\n";

/* Generic form numbers uniquely, regions last-in-first-out: t.fn's region
 * takes %arg0 first (upstream does the same with a func.func there). */
static const char case_b_generic[] =
    "\"builtin.module\"() ({\n"
    "  \"x.f\"() ({\n"
    "  ^bb0(%arg1: i32):\n"
    "    %0 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %1 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    %2 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32\n"
    "    %3 = \"memref.alloc\"() <{operandSegmentSizes = array<i32: 0, 0>}> "
    ": () -> memref<4xf32>\n"
    "    %4 = \"memref.alloc\"() <{alignment = 8 : i64, operandSegmentSizes = "
    "array<i32: 0, 0>}> : () -> memref<4xf32>\n"
    "    \"x.r\"() ({\n"
    "      %8 = \"arith.constant\"() <{value = 5 : index}> : () -> index\n"
    "      %9 = \"memref.alloc\"() <{operandSegmentSizes = array<i32: 0, 0>}> "
    ": () -> memref<4xf32>\n"
    "      %10 = \"x.q\"() : () -> i32\n"
    "    }) : () -> ()\n"
    "    \"x.r\"() ({\n"
    "      %6 = \"memref.alloc\"() <{operandSegmentSizes = array<i32: 0, 0>}> "
    ": () -> memref<4xf32>\n"
    "      %7 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
    "    }) : () -> ()\n"
    "    %5 = \"x.z\"() : () -> i32\n"
    "  }) : () -> ()\n"
    "  \"t.fn\"() <{sym_name = \"a b\"}> ({\n"
    "  ^bb0(%arg0: i32):\n"
    "    \"t.x.y\"(%arg0) : (i32) -> ()\n"
    "    \"t.ret\"(%arg0) : (i32) -> ()\n"
    "  }) : () -> ()\n"
    "}) : () -> ()\n";

static void add_const(Ctx *c, MlbBlock *b, int64_t v, MlbType *t) {
  MlbOpState *st = st_new(c, "arith.constant", NULL);
  mlb_vec_push(&st->result_types, t);
  mlb_opstate_add_prop(st, "value", mlb_attr_int(c->ctx, t, v));
  st_end(b, st, c->ctx);
}

static void add_alloc(Ctx *c, MlbBlock *b, int64_t align) {
  static const int64_t zeros[2] = {0, 0};
  MlbOpState *st = st_new(c, "memref.alloc", NULL);
  mlb_vec_push(&st->result_types, memref4(c, NULL));
  mlb_opstate_add_prop(st, "operandSegmentSizes",
                       mlb_attr_dense_int_array(c->ctx, c->i32, 2, zeros));
  if (align)
    mlb_opstate_add_prop(st, "alignment",
                         mlb_attr_int(c->ctx, c->ctx->t_i64, align));
  st_end(b, st, c->ctx);
}

static MlbBlock *add_region_op(Ctx *c, MlbBlock *b, const char *name) {
  MlbBlock *inner;
  MlbOpState *st = st_new(c, name, NULL);
  mlb_vec_push(&st->regions, region1(c, &inner));
  st_end(b, st, c->ctx);
  return inner;
}

static void add_result_op(Ctx *c, MlbBlock *b, const char *name) {
  MlbOpState *st = st_new(c, name, NULL);
  mlb_vec_push(&st->result_types, c->i32);
  st_end(b, st, c->ctx);
}

static void build_t_fn(Ctx *c, MlbBlock *mod_body) {
  MlbBlock *body;
  MlbOpState *st = st_new(c, "t.fn", NULL);
  mlb_vec_push(&st->regions, region1(c, &body));
  mlb_opstate_add_prop(st, "sym_name", str(c, "a b"));
  st_end(mod_body, st, c->ctx);
  MlbValue *arg = mlb_block_add_arg(c->ctx, body, c->i32, NULL);
  st = st_new(c, "t.x.y", NULL);
  mlb_vec_push(&st->operands, arg);
  st_end(body, st, c->ctx);
  st = st_new(c, "t.ret", NULL);
  mlb_vec_push(&st->operands, arg);
  st_end(body, st, c->ctx);
}

static void test_case_b(Ctx *c) {
  MlbBlock *mod_body;
  MlbOperation *mod = new_module(c, &mod_body, NULL);
  MlbBlock *f = add_region_op(c, mod_body, "x.f");
  mlb_block_add_arg(c->ctx, f, c->i32, NULL);
  add_const(c, f, 0, c->index);
  add_const(c, f, 0, c->index);
  add_const(c, f, 1, c->i32);
  add_alloc(c, f, 0);
  add_alloc(c, f, 8);
  MlbBlock *r1 = add_region_op(c, f, "x.r");
  add_const(c, r1, 5, c->index);
  add_alloc(c, r1, 0);
  add_result_op(c, r1, "x.q");
  MlbBlock *r2 = add_region_op(c, f, "x.r");
  add_alloc(c, r2, 0);
  add_const(c, r2, 0, c->index);
  add_result_op(c, f, "x.z");
  build_t_fn(c, mod_body);
  check_print(c, "case B custom", mod, false, false, case_b_custom);
  check_print(c, "case B generic", mod, true, false, case_b_generic);
}

/* ==== Case C: debug locations and #loc aliases (generic form) ====
 * module {
 *   func.func @f(%arg0: i32 loc("x.c":3:4), %b: i32) -> i32 {
 *     %0 = arith.addi %arg0, %b : i32
 *         loc(callsite("foo"("a.c":1:2) at "b.c":5:6))
 *     cf.br ^bb1(%0 : i32) loc("y.c":1:1)
 *   ^bb1(%z : i32 loc(fused["q.c":1:1, "r.c":2:2])):
 *     return %z : i32
 *   }
 * }
 * in a file b.mlir, printed with --mlir-print-debuginfo.
 */
static const char case_c_generic[] =
    "#loc2 = loc(\"x.c\":3:4)\n"
    "#loc3 = loc(\"b.mlir\":2:43)\n"
    "#loc7 = loc(\"q.c\":1:1)\n"
    "#loc8 = loc(\"r.c\":2:2)\n"
    "#loc11 = loc(fused[#loc7, #loc8])\n"
    "\"builtin.module\"() ({\n"
    "  \"func.func\"() <{function_type = (i32, i32) -> i32, sym_name = "
    "\"f\"}> ({\n"
    "  ^bb0(%arg0: i32 loc(\"x.c\":3:4), %arg1: i32 loc(\"b.mlir\":2:43)):\n"
    "    %0 = \"arith.addi\"(%arg0, %arg1) <{overflowFlags = "
    "#arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)\n"
    "    \"cf.br\"(%0)[^bb1] : (i32) -> () loc(#loc6)\n"
    "  ^bb1(%1: i32 loc(fused[#loc7, #loc8])):  // pred: ^bb0\n"
    "    \"func.return\"(%1) : (i32) -> () loc(#loc9)\n"
    "  }) : () -> () loc(#loc1)\n"
    "}) : () -> () loc(#loc)\n"
    "#loc = loc(\"b.mlir\":1:1)\n"
    "#loc1 = loc(\"b.mlir\":2:3)\n"
    "#loc4 = loc(\"a.c\":1:2)\n"
    "#loc5 = loc(\"b.c\":5:6)\n"
    "#loc6 = loc(\"y.c\":1:1)\n"
    "#loc9 = loc(\"b.mlir\":6:5)\n"
    "#loc10 = loc(\"foo\"(#loc4))\n"
    "#loc12 = loc(callsite(#loc10 at #loc5))\n";

static MlbAttr *floc(Ctx *c, const char *f, uint32_t l, uint32_t col) {
  return mlb_loc_file(c->ctx, mlb_intern_cstr(c->ctx, f), l, col);
}

static MlbBlock *build_c_func(Ctx *c, MlbBlock *mod_body, MlbBlock **bb1) {
  MlbType *ins[2] = {c->i32, c->i32};
  MlbBlock *body;
  MlbOpState *st = st_new(c, "func.func", floc(c, "b.mlir", 2, 3));
  MlbRegion *r = region1(c, &body);
  *bb1 = add_block(c, r);
  mlb_vec_push(&st->regions, r);
  mlb_opstate_add_prop(
      st, "function_type",
      mlb_attr_type(c->ctx, mlb_type_function(c->ctx, 2, ins, 1, ins)));
  mlb_opstate_add_prop(st, "sym_name", str(c, "f"));
  st_end(mod_body, st, c->ctx);
  return body;
}

static MlbAttr *case_c_callsite(Ctx *c) {
  MlbAttr *foo = mlb_loc_name(c->ctx, "foo", 3, floc(c, "a.c", 1, 2));
  return mlb_loc_callsite(c->ctx, foo, floc(c, "b.c", 5, 6));
}

static void test_case_c(Ctx *c) {
  MlbBlock *mod_body, *bb1;
  MlbOperation *mod = new_module(c, &mod_body, floc(c, "b.mlir", 1, 1));
  MlbBlock *body = build_c_func(c, mod_body, &bb1);
  MlbValue *a0 = mlb_block_add_arg(c->ctx, body, c->i32, floc(c, "x.c", 3, 4));
  MlbValue *a1 =
      mlb_block_add_arg(c->ctx, body, c->i32, floc(c, "b.mlir", 2, 43));
  MlbOpState *st = st_new(c, "arith.addi", case_c_callsite(c));
  mlb_vec_push(&st->operands, a0);
  mlb_vec_push(&st->operands, a1);
  mlb_vec_push(&st->result_types, c->i32);
  const char *ovf = "#arith.overflow<none>";
  mlb_opstate_add_prop(st, "overflowFlags",
                       mlb_attr_opaque(c->ctx, ovf, strlen(ovf)));
  MlbOperation *add = st_end(body, st, c->ctx);
  st = st_new(c, "cf.br", floc(c, "y.c", 1, 1));
  mlb_vec_push(&st->operands, mlb_op_result(add, 0));
  mlb_vec_push(&st->successors, bb1);
  st_end(body, st, c->ctx);
  MlbAttr *parts[2] = {floc(c, "q.c", 1, 1), floc(c, "r.c", 2, 2)};
  MlbValue *z = mlb_block_add_arg(c->ctx, bb1, c->i32,
                                  mlb_loc_fused(c->ctx, 2, parts, NULL));
  st = st_new(c, "func.return", floc(c, "b.mlir", 6, 5));
  mlb_vec_push(&st->operands, z);
  st_end(bb1, st, c->ctx);
  check_print(c, "case C generic debuginfo", mod, true, true, case_c_generic);
}

/* ==== Case D: the brief form of diagnostics ====
 * func.func @f(%arg0: i32, %b: i32) -> i32 {
 *   %x = "x.cst"() {value = dense<[1, ..., 17]> : tensor<17xi32>}
 *       : () -> tensor<17xi32>
 *   %0 = "scf.execute_region"() ({
 *     %1 = "arith.addi"(%arg0, %b) <{overflowFlags = #arith.overflow<none>}>
 *         : (i32, i32) -> i32
 *     %2 = "x.foo"(%1, %x) {q = affine_map<(d0) -> (d0)>,
 *         d = distinct[5]<>} : (i32, tensor<17xi32>) -> i32
 *     "scf.yield"(%2) : (i32) -> ()
 *   }) : () -> i64
 *   return %arg0 : i32
 * }
 * (upstream: the "see current operation" notes of verifier errors).
 */
static const char case_d_region[] =
    "\n%1 = \"scf.execute_region\"() ({\n"
    "  %2 = \"arith.addi\"(%arg0, %arg1) <{overflowFlags = "
    "#arith.overflow<none>}> : (i32, i32) -> i32\n"
    "  %3 = \"x.foo\"(%2, %0) {d = distinct[0]<>, q = affine_map<(d0) -> "
    "(d0)>} : (i32, tensor<17xi32>) -> i32\n"
    "  \"scf.yield\"(%3) : (i32) -> ()\n"
    "}) : () -> i64";
static const char case_d_cst[] =
    "%0 = \"x.cst\"() {value = dense_resource<__elided__> : tensor<17xi32>} "
    ": () -> tensor<17xi32>";

static MlbOperation *add_dense_cst(Ctx *c, MlbBlock *b) {
  int64_t shape[1] = {17};
  MlbType *t = mlb_type_tensor(c->ctx, 1, shape, c->i32, NULL);
  MlbAttr *elems[17];
  for (int i = 0; i < 17; i++)
    elems[i] = mlb_attr_int(c->ctx, c->i32, i + 1);
  MlbAttr *arr = mlb_attr_array(c->ctx, 17, elems);
  MlbOpState *st = st_new(c, "x.cst", NULL);
  mlb_vec_push(&st->result_types, t);
  mlb_opstate_add_attr(st, "value", mlb_attr_dense(c->ctx, t, arr, false));
  return st_end(b, st, c->ctx);
}

static MlbOperation *add_exec_region(Ctx *c, MlbBlock *b, MlbValue *a0,
                                     MlbValue *a1, MlbValue *x) {
  MlbBlock *inner;
  MlbOpState *st = st_new(c, "scf.execute_region", NULL);
  mlb_vec_push(&st->regions, region1(c, &inner));
  mlb_vec_push(&st->result_types, c->ctx->t_i64);
  MlbOperation *exec = st_end(b, st, c->ctx);
  st = st_new(c, "arith.addi", NULL);
  mlb_vec_push(&st->operands, a0);
  mlb_vec_push(&st->operands, a1);
  mlb_vec_push(&st->result_types, c->i32);
  const char *ovf = "#arith.overflow<none>";
  mlb_opstate_add_prop(st, "overflowFlags",
                       mlb_attr_opaque(c->ctx, ovf, strlen(ovf)));
  MlbOperation *add = st_end(inner, st, c->ctx);
  MlbAffineExpr *d0 = mlb_affine_dim(c->ctx, 0);
  st = st_new(c, "x.foo", NULL);
  mlb_vec_push(&st->operands, mlb_op_result(add, 0));
  mlb_vec_push(&st->operands, x);
  mlb_vec_push(&st->result_types, c->i32);
  mlb_opstate_add_attr(st, "q", mlb_attr_affine_map(c->ctx, 1, 0, 1, &d0));
  mlb_opstate_add_attr(st, "d", mlb_attr_distinct(c->ctx, 5, NULL));
  MlbOperation *foo = st_end(inner, st, c->ctx);
  st = st_new(c, "scf.yield", NULL);
  mlb_vec_push(&st->operands, mlb_op_result(foo, 0));
  st_end(inner, st, c->ctx);
  return exec;
}

static void check_brief(Ctx *c, const char *what, MlbOperation *op,
                        const char *want) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_op_brief(c->ctx, op, &b);
  expect_text(what, mlb_buf_cstr(&b), want);
  mlb_buf_free(&b);
}

static void test_case_d(Ctx *c) {
  MlbBlock *mod_body, *bb1;
  new_module(c, &mod_body, NULL);
  MlbBlock *body = build_c_func(c, mod_body, &bb1);
  mlb_region_remove_block(bb1);
  MlbValue *a0 = mlb_block_add_arg(c->ctx, body, c->i32, NULL);
  MlbValue *a1 = mlb_block_add_arg(c->ctx, body, c->i32, NULL);
  MlbOperation *cst = add_dense_cst(c, body);
  MlbOperation *exec = add_exec_region(c, body, a0, a1, mlb_op_result(cst, 0));
  MlbOpState *st = st_new(c, "func.return", NULL);
  mlb_vec_push(&st->operands, a0);
  st_end(body, st, c->ctx);
  check_brief(c, "case D region op", exec, case_d_region);
  check_brief(c, "case D elided dense", cst, case_d_cst);
}

/* ==== Case E: IR that fails to verify prints in generic form ====
 * (upstream's printer verifies first; a memref.alloc with two results is
 * invalid here because the test descriptor declares one). */
static const char case_e[] =
    "\"builtin.module\"() ({\n"
    "  %0:2 = \"memref.alloc\"() : () -> (memref<4xf32>, memref<4xf32>)\n"
    "}) : () -> ()\n";

static void test_case_e(Ctx *c) {
  MlbBlock *mod_body;
  MlbOperation *mod = new_module(c, &mod_body, NULL);
  MlbOpState *st = st_new(c, "memref.alloc", NULL);
  mlb_vec_push(&st->result_types, memref4(c, NULL));
  mlb_vec_push(&st->result_types, memref4(c, NULL));
  st_end(mod_body, st, c->ctx);
  uint32_t errors = c->ctx->num_errors;
  check_print(c, "case E invalid IR", mod, false, false, case_e);
  if (c->ctx->num_errors != errors) {
    failures++;
    fprintf(stderr, "case E: verification reported errors\n");
  }
}

/* ==== Case F: name sanitizing, result groups, double-edge predecessors ====
 * module {
 *   "x.f"() ({
 *     %0:4 = "test.string_attr_pretty_name"() {names = ["0x", "a b", "%",
 *         "ok"]} : () -> (i32, i32, i32, i32)
 *     %1:3 = "test.string_attr_pretty_name"() {names = ["", "first", ""]}
 *         : () -> (i32, i32, i32)
 *     %2 = "test.string_attr_pretty_name"() {names = ["ok"]} : () -> i32
 *     "x.use"(%1#2, %1#0) : (i32, i32) -> ()
 *     "x.br2"()[^bb1, ^bb1] : () -> ()
 *   ^bb1:
 *     "x.end"() : () -> ()
 *   }) : () -> ()
 * }
 * (t.named stands in for the upstream test op).
 */
static const char case_f[] =
    "module {\n"
    "  \"x.f\"() ({\n"
    "    %_0x, %a_b, %_25, %ok = t.named attributes {names = [\"0x\", "
    "\"a b\", \"%\", \"ok\"]}\n"
    "    %0, %first:2 = t.named attributes {names = [\"\", \"first\", "
    "\"\"]}\n"
    "    %ok_0 = t.named attributes {names = [\"ok\"]}\n"
    "    \"x.use\"(%first#1, %0) : (i32, i32) -> ()\n"
    "    \"x.br2\"()[^bb1, ^bb1] : () -> ()\n"
    "  ^bb1:  // 2 preds: ^bb0, ^bb0\n"
    "    \"x.end\"() : () -> ()\n"
    "  }) : () -> ()\n"
    "}\n";

static MlbOperation *add_named(Ctx *c, MlbBlock *b, uint32_t n,
                               const char *const *names) {
  MlbAttr *elems[4];
  MlbOpState *st = st_new(c, "t.named", NULL);
  for (uint32_t i = 0; i < n; i++) {
    elems[i] = str(c, names[i]);
    mlb_vec_push(&st->result_types, c->i32);
  }
  mlb_opstate_add_attr(st, "names", mlb_attr_array(c->ctx, n, elems));
  return st_end(b, st, c->ctx);
}

static void test_case_f(Ctx *c) {
  static const char *const n1[] = {"0x", "a b", "%", "ok"};
  static const char *const n2[] = {"", "first", ""};
  static const char *const n3[] = {"ok"};
  MlbBlock *mod_body, *body;
  MlbOperation *mod = new_module(c, &mod_body, NULL);
  MlbOpState *st = st_new(c, "x.f", NULL);
  MlbRegion *r = region1(c, &body);
  MlbBlock *bb1 = add_block(c, r);
  mlb_vec_push(&st->regions, r);
  st_end(mod_body, st, c->ctx);
  add_named(c, body, 4, n1);
  MlbOperation *g = add_named(c, body, 3, n2);
  add_named(c, body, 1, n3);
  st = st_new(c, "x.use", NULL);
  mlb_vec_push(&st->operands, mlb_op_result(g, 2));
  mlb_vec_push(&st->operands, mlb_op_result(g, 0));
  st_end(body, st, c->ctx);
  st = st_new(c, "x.br2", NULL);
  mlb_vec_push(&st->successors, bb1);
  mlb_vec_push(&st->successors, bb1);
  st_end(body, st, c->ctx);
  st_end(bb1, st_new(c, "x.end", NULL), c->ctx);
  check_print(c, "case F names", mod, false, false, case_f);
}

int main(void) {
  Ctx c;
  c.ctx = mlb_context_create();
  c.ctx->allow_unregistered = true;
  mlb_register_dialect(c.ctx, &t_builtin);
  mlb_register_dialect(c.ctx, &t_memref);
  mlb_register_dialect(c.ctx, &t_arith);
  mlb_register_dialect(c.ctx, &t_func);
  mlb_register_dialect(c.ctx, &t_t);
  c.i32 = c.ctx->t_i32;
  c.i8 = mlb_type_integer(c.ctx, 8, MLB_SIGNLESS);
  c.index = c.ctx->t_index;
  c.f32 = c.ctx->t_f32;
  test_case_a(&c);
  test_case_b(&c);
  test_case_c(&c);
  test_case_d(&c);
  test_case_e(&c);
  test_case_f(&c);
  mlb_context_destroy(c.ctx);
  if (failures)
    fprintf(stderr, "test_printer: %d failure(s)\n", failures);
  return failures != 0;
}
