/* test_types.c - builtin types and attributes: uniquing, constructors,
 * printing and parsing.
 *
 * The expected texts in the round-trip table and the error messages and
 * columns were obtained from upstream mlir-opt (LLVM 22) on the same inputs.
 * Exits non-zero on failure.
 */
#include "ir/ir.h"
#include "parse/parser_int.h"

#include <stdio.h>
#include <string.h>

#include "unit_check.h"

/* ==== Uniquing ==== */
static void test_uniquing(MlbContext *ctx) {
  int64_t shape[2] = {4, MLB_DYNAMIC};
  MlbType *f32 = mlb_type_float(ctx, MLB_F32);
  CHECK(f32 == ctx->t_f32);
  CHECK(mlb_type_integer(ctx, 32, MLB_SIGNLESS) == ctx->t_i32);
  CHECK(mlb_type_integer(ctx, 32, MLB_SIGNED) != ctx->t_i32);
  MlbType *m1 = mlb_type_memref(ctx, 2, shape, f32, NULL, NULL);
  MlbType *m2 = mlb_type_memref(ctx, 2, shape, f32, NULL, NULL);
  CHECK(m1 == m2);
  CHECK(mlb_parse_type_string(ctx, "memref<4x?xf32>") == m1);
  /* Integer memory space 0 is the default space. */
  MlbAttr *zero = mlb_attr_int(ctx, ctx->t_i64, 0);
  CHECK(mlb_type_memref(ctx, 2, shape, f32, NULL, zero) == m1);
  /* The identity affine map is the default layout. */
  MlbAffineExpr *ids[2] = {mlb_affine_dim(ctx, 0), mlb_affine_dim(ctx, 1)};
  MlbAttr *idmap = mlb_attr_affine_map(ctx, 2, 0, 2, ids);
  CHECK(mlb_type_memref(ctx, 2, shape, f32, idmap, NULL) == m1);
  bool none[2] = {false, false};
  int64_t vs[2] = {4, 8};
  CHECK(mlb_type_vector(ctx, 2, vs, none, f32) ==
        mlb_type_vector(ctx, 2, vs, NULL, f32));
  MlbType *fn_in[2] = {f32, ctx->t_i32};
  MlbType *fn = mlb_type_function(ctx, 2, fn_in, 1, &f32);
  CHECK(fn == mlb_parse_type_string(ctx, "(f32, i32) -> f32"));
  CHECK(mlb_type_opaque(ctx, "!foo.bar<1>", 11) ==
        mlb_parse_type_string(ctx, "!foo<bar<1>>"));
  CHECK(mlb_parse_attr_string(ctx, "dense<[1, 1]> : tensor<2xi32>") ==
        mlb_parse_attr_string(ctx, "dense<1> : tensor<2xi32>"));
  CHECK(mlb_parse_attr_string(ctx, "dense<\"0x0100000002000000\"> : "
                                   "tensor<2xi32>") ==
        mlb_parse_attr_string(ctx, "dense<[1, 2]> : tensor<2xi32>"));
  CHECK(mlb_parse_attr_string(ctx, "affine_map<(i)[N] -> (N + i)>") ==
        mlb_parse_attr_string(ctx, "affine_map<(d0)[s0] -> (d0 + s0)>"));
}

/* ==== Constructors ==== */
static void test_dicts(MlbContext *ctx) {
  MlbAttr *one = mlb_attr_int(ctx, ctx->t_i64, 1);
  MlbAttr *two = mlb_attr_int(ctx, ctx->t_i64, 2);
  MlbNamedAttr e[3] = {{"b", one}, {"a", one}, {"b", two}};
  MlbAttr *d = mlb_attr_dict(ctx, 3, e);
  CHECK(d->u.dict.n == 2);
  CHECK(strcmp(d->u.dict.entries[0].name, "a") == 0);
  CHECK(mlb_dict_get(d, "b") == two); /* later duplicates win */
  CHECK(mlb_dict_get(d, "c") == NULL);
  MlbAttr *d2 = mlb_dict_set(ctx, d, "c", one);
  CHECK(mlb_dict_get(d2, "c") == one && d2->u.dict.n == 3);
  CHECK(mlb_dict_set(ctx, d2, "c", NULL) == d);
  CHECK(mlb_parse_attr_string(ctx, "{b = 2, a = 1}") == d);
}

static void test_scalars(MlbContext *ctx) {
  MlbType *i8 = mlb_type_integer(ctx, 8, MLB_SIGNLESS);
  CHECK(mlb_attr_int_value(mlb_attr_int(ctx, i8, 255)) == -1);
  CHECK(mlb_attr_int(ctx, i8, 255) == mlb_attr_int(ctx, i8, -1));
  CHECK(mlb_attr_int_value(mlb_attr_bool(ctx, true)) == 1);
  CHECK(mlb_attr_bool(ctx, true) == mlb_parse_attr_string(ctx, "true"));
  MlbAttr *h = mlb_attr_float(ctx, ctx->t_f32, 0.1);
  CHECK(h->u.flt.bits == 0x3DCCCCCD);
  CHECK(h == mlb_attr_float_bits(ctx, ctx->t_f32, 0x3DCCCCCD));
  MlbType *f16 = mlb_type_float(ctx, MLB_F16);
  CHECK(mlb_attr_float(ctx, f16, 1.0)->u.flt.bits == 0x3C00);
  CHECK(mlb_attr_string(ctx, "a\0b", 3, NULL)->u.str.len == 3);
  CHECK(mlb_attr_string(ctx, "a\0b", 3, NULL) !=
        mlb_attr_string(ctx, "a\0c", 3, NULL));
}

static void test_locations(MlbContext *ctx) {
  MlbAttr *a = mlb_loc_file(ctx, "f.mlir", 1, 2);
  MlbAttr *u = mlb_loc_unknown(ctx);
  MlbAttr *two[2] = {a, u};
  CHECK(mlb_loc_fused(ctx, 2, two, NULL) == a);
  CHECK(mlb_loc_fused(ctx, 0, NULL, NULL) == u);
  CHECK(mlb_loc_file_range(ctx, "f.mlir", 1, 2, 1, 2) == a);
  /* Any line is uniqued: the paged index (far pages made on demand) and,
   * beyond it, the generic set. */
  static const uint32_t lines[] = {4095, 4096, 300000, 50000000, 1u << 27,
                                   4000000000u};
  for (uint32_t i = 0; i < MLB_ARRAY_LEN(lines); i++) {
    MlbAttr *l = mlb_loc_file(ctx, "f.mlir", lines[i], 3);
    CHECK(l == mlb_loc_file(ctx, "f.mlir", lines[i], 3));
    CHECK(l != mlb_loc_file(ctx, "f.mlir", lines[i], 4));
    CHECK(l->u.loc_file.line == lines[i] && l->u.loc_file.col == 3);
  }
  MlbAttr *n = mlb_loc_name(ctx, "x", 1, a);
  MlbAttr *cs = mlb_loc_callsite(ctx, n, u);
  CHECK(mlb_loc_file_of(cs) == a);
  CHECK(mlb_attr_is_location(cs) && !mlb_attr_is_location(mlb_attr_unit(ctx)));
  CHECK(mlb_parse_attr_string(ctx, "loc(callsite(\"x\"(\"f.mlir\":1:2) at "
                                   "unknown))") == cs);
}

static void test_dense(MlbContext *ctx) {
  int64_t shape[2] = {2, 2};
  MlbType *t = mlb_type_tensor(ctx, 2, shape, ctx->t_i32, NULL);
  MlbAttr *seven = mlb_attr_int(ctx, ctx->t_i32, 7);
  MlbAttr *flat[4] = {seven, seven, seven, seven};
  MlbAttr *d = mlb_attr_dense(ctx, t, mlb_attr_array(ctx, 4, flat), false);
  CHECK(d->u.dense.splat && d->u.dense.elements == seven);
  CHECK(d == mlb_attr_dense(ctx, t, seven, true));
  int64_t v[3] = {1, 2, 300};
  MlbType *i8 = mlb_type_integer(ctx, 8, MLB_SIGNLESS);
  MlbAttr *arr = mlb_attr_dense_int_array(ctx, i8, 3, v);
  CHECK(arr->u.darray.ivals[2] == 44);
  CHECK(mlb_attr_dense_i64_array(ctx, 2, v) ==
        mlb_parse_attr_string(ctx, "array<i64: 1, 2>"));
}

/* ==== print(parse(s)) against upstream's output ==== */
typedef struct {
  char kind; /* 'T' type, 'A' attribute */
  const char *input, *expected;
} RoundTrip;

static const RoundTrip round_trips[] = {
    {'T', "i32", "i32"},
    {'T', "si8", "si8"},
    {'T', "ui16", "ui16"},
    {'T', "i0", "i0"},
    {'T', "index", "index"},
    {'T', "bf16", "bf16"},
    {'T', "f80", "f80"},
    {'T', "tf32", "tf32"},
    {'T', "f8E4M3FN", "f8E4M3FN"},
    {'T', "f4E2M1FN", "f4E2M1FN"},
    {'T', "none", "none"},
    {'T', "() -> ()", "() -> ()"},
    {'T', "(i32) -> (i32, i32)", "(i32) -> (i32, i32)"},
    {'T', "(i32, f32) -> i64", "(i32, f32) -> i64"},
    {'T', "(i32) -> ((i32) -> i32)", "(i32) -> ((i32) -> i32)"},
    {'T', "tuple<>", "tuple<>"},
    {'T', "tuple<i32, f32>", "tuple<i32, f32>"},
    {'T', "complex<f32>", "complex<f32>"},
    {'T', "vector<[4]x8xf32>", "vector<[4]x8xf32>"},
    {'T', "vector<2x[4]x[8]xf32>", "vector<2x[4]x[8]xf32>"},
    {'T', "tensor<*xf32>", "tensor<*xf32>"},
    {'T', "tensor<?x4xf32>", "tensor<?x4xf32>"},
    {'T', "tensor<4x?xf32, \"enc\">", "tensor<4x?xf32, \"enc\">"},
    {'T', "memref<f32>", "memref<f32>"},
    {'T', "memref<?x4xf32>", "memref<?x4xf32>"},
    {'T', "memref<0xf32>", "memref<0xf32>"},
    {'T', "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>", "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>"},
    {'T', "memref<*xf32, 3>", "memref<*xf32, 3>"},
    {'T', "memref<4xf32, 1 : i32>", "memref<4xf32, 1 : i32>"},
    {'T', "memref<4xf32, 1 : i64>", "memref<4xf32, 1>"},
    {'T', "memref<f32, 0>", "memref<f32>"},
    {'T', "memref<4x4xf32, affine_map<(d0,d1)->(d0,d1)>>", "memref<4x4xf32>"},
    {'T', "memref<4xf32, affine_map<(d0)->(d0 + 1)>>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"},
    {'T', "memref<4xf32, strided<[1], offset: 0>>", "memref<4xf32, strided<[1]>>"},
    {'T', "memref<4xi32, {a = 1}>", "memref<4xi32, {a = 1 : i64}>"},
    {'T', "memref<?xi32, #gpu.address_space<workgroup>>", "memref<?xi32, #gpu.address_space<workgroup>>"},
    {'T', "!foo<\"bar\">", "!foo<\"bar\">"},
    {'T', "!foo<bar<1>>", "!foo.bar<1>"},
    {'T', "!foo<bar  < 1 >>", "!foo<bar  < 1 >>"},
    {'T', "!foo.bar<\"a>b\", [1, (2)], {x}>", "!foo.bar<\"a>b\", [1, (2)], {x}>"},
    {'T', "!foo.bar<a->b>", "!foo.bar<a->b>"},
    {'A', "5", "5 : i64"},
    {'A', "-1 : i32", "-1 : i32"},
    {'A', "255 : i8", "-1 : i8"},
    {'A', "18446744073709551615 : ui64", "18446744073709551615 : ui64"},
    {'A', "340282366920938463463374607431768211455 : i128", "-1 : i128"},
    {'A', "0xFF : i16", "255 : i16"},
    {'A', "1 : i1", "true"},
    {'A', "5 : index", "5 : index"},
    {'A', "true", "true"},
    {'A', "1.5", "1.500000e+00 : f64"},
    {'A', "1.5 : f32", "1.500000e+00 : f32"},
    {'A', "0.1", "1.000000e-01 : f64"},
    {'A', "1.2345678 : f32", "1.23456776 : f32"},
    {'A', "-0.0", "-0.000000e+00 : f64"},
    {'A', "1.0e400", "0x7FF0000000000000 : f64"},
    {'A', "123456789.0", "0x419D6F3454000000 : f64"},
    {'A', "0.000123456789", "1.23456789E-4 : f64"},
    {'A', "1.7976931348623157e308", "1.7976931348623157E+308 : f64"},
    {'A', "1.203125 : f16", "1.203130e+00 : f16"},
    {'A', "0.1 : bf16", "1.000980e-01 : bf16"},
    {'A', "0x7FC00000 : f32", "0x7FC00000 : f32"},
    {'A', "0x7E00 : f16", "0x7E00 : f16"},
    {'A', "448.0 : f8E4M3FN", "4.480000e+02 : f8E4M3FN"},
    {'A', "0.1 : f80", "0.100000000000000005551 : f80"},
    {'A', "\"s\\n\"", "\"s\\0A\""},
    {'A', "\"\\t\\\"\\\\\\01\303\251\"", "\"\\09\\22\\\\\\01\\C3\\A9\""},
    {'A', "\"x\" : i32", "\"x\" : i32"},
    {'A', "[1, 2.0, \"s\", true, unit, i32]", "[1, 2.000000e+00, \"s\", true, unit, i32]"},
    {'A', "{b, a = 1}", "{a = 1 : i64, b}"},
    {'A', "{x = {b = 5}}", "{x = {b = 5 : i64}}"},
    {'A', "@a::@b", "@a::@b"},
    {'A', "@\"a b\"::@c", "@\"a b\"::@c"},
    {'A', "array<i64: 1, 2>", "array<i64: 1, 2>"},
    {'A', "array<i64>", "array<i64>"},
    {'A', "array<i1: true, false>", "array<i1: true, false>"},
    {'A', "array<f32: 1.0, 2.5>", "array<f32: 1.000000e+00, 2.500000e+00>"},
    {'A', "array<i8: -1, 255>", "array<i8: -1, -1>"},
    {'A', "array<ui8: 255>", "array<ui8: 255>"},
    {'A', "dense<[[1,2],[3,4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
    {'A', "dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"},
    {'A', "dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"},
    {'A', "dense<[true, false]> : tensor<2xi1>", "dense<[true, false]> : tensor<2xi1>"},
    {'A', "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>", "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>"},
    {'A', "dense<(1, 2)> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"},
    {'A', "dense<\"0x0100000002000000\"> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"},
    {'A', "dense<\"0x01000000\"> : tensor<2xi32>", "dense<1> : tensor<2xi32>"},
    {'A', "dense<1.0> : tensor<4xf32>", "dense<1.000000e+00> : tensor<4xf32>"},
    {'A', "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>", "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"},
    {'A', "dense_resource<blob1> : tensor<4xf32>", "dense_resource<blob1> : tensor<4xf32>"},
    {'A', "sparse<[[0, 0]], [1]> : tensor<2x2xi32>", "sparse<0, 1> : tensor<2x2xi32>"},
    {'A', "affine_map<(d0,d1)[s0] -> (d0*4+s0, d1 mod 2)>", "affine_map<(d0, d1)[s0] -> (d0 * 4 + s0, d1 mod 2)>"},
    {'A', "affine_map<(i, j)[N] -> (i + N, j)>", "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>"},
    {'A', "affine_map<(d0, d1) -> (d1 + d0 + 1)>", "affine_map<(d0, d1) -> (d0 + d1 + 1)>"},
    {'A', "affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>", "affine_map<(d0) -> (d0 mod 4)>"},
    {'A', "affine_map<(d0, d1) -> (-(d0 + d1), d0 - d1 * 3, (d0 * 4) floordiv 2)>", "affine_map<(d0, d1) -> (-(d0 + d1), d0 - d1 * 3, d0 * 2)>"},
    {'A', "affine_map<(d0) -> ()>", "affine_map<(d0) -> ()>"},
    {'A', "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>", "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"},
    {'A', "affine_set<(d0) : ()>", "affine_set<(d0) : (0 == 0)>"},
    {'A', "strided<[?], offset: 5>", "strided<[?], offset: 5>"},
    {'A', "strided<[-1]>", "strided<[-1]>"},
    {'A', "#foo.bar<1> : i32", "#foo.bar<1> : i32"},
    {'A', "#foo<bar<1>>", "#foo.bar<1>"},
    {'A', "loc(\"f.mlir\":3:4)", "loc(\"f.mlir\":3:4)"},
    {'A', "loc(unknown)", "loc(unknown)"},
    {'A', "loc(\"a\":1)", "loc(\"a\":1:0)"},
    {'A', "loc(\"a\":1:2 to 3:4)", "loc(\"a\":1:2 to 3:4)"},
    {'A', "loc(\"a\":1:2 to 1:4)", "loc(\"a\":1:2 to :4)"},
    {'A', "loc(\"n\"(callsite(\"a\":1:2 at \"b\":3:4)))", "loc(\"n\"(callsite(\"a\":1:2 at \"b\":3:4)))"},
    {'A', "loc(fused<\"x\">[\"a\":1:2, \"b\":3:4])", "loc(fused<\"x\">[\"a\":1:2, \"b\":3:4])"},
    {'A', "loc(fused[\"a\":1:1, unknown, \"a\":1:1])", "loc(\"a\":1:1)"},
};

static void test_round_trips(MlbContext *ctx) {
  MlbBuf b;
  mlb_buf_init(&b);
  for (size_t i = 0; i < MLB_ARRAY_LEN(round_trips); i++) {
    const RoundTrip *r = &round_trips[i];
    mlb_buf_clear(&b);
    const void *obj;
    if (r->kind == 'T') {
      MlbType *t = mlb_parse_type_string(ctx, r->input);
      obj = t;
      if (t)
        mlb_print_type(&b, t);
    } else {
      MlbAttr *a = mlb_parse_attr_string(ctx, r->input);
      obj = a;
      if (a)
        mlb_print_attr(&b, a);
    }
    if (!obj || strcmp(mlb_buf_cstr(&b), r->expected) != 0) {
      fprintf(stderr, "round trip of `%s`:\n  got      `%s`\n  expected `%s`\n",
              r->input, mlb_buf_cstr(&b), r->expected);
      failures++;
      continue;
    }
    /* Printing is a fixed point: the output parses to the same object. */
    const void *again = r->kind == 'T'
                            ? (const void *)mlb_parse_type_string(ctx, b.data)
                            : (const void *)mlb_parse_attr_string(ctx, b.data);
    if (again != obj) {
      fprintf(stderr, "reparse of `%s` is a different object\n", b.data);
      failures++;
    }
  }
  mlb_buf_free(&b);
}

/* ==== Errors ==== */
typedef struct {
  char kind;
  const char *input;
  int col; /* -1: at the end of the input (not checked) */
  const char *message;
} ErrorCase;

static const ErrorCase error_cases[] = {
    {'T', "vector<0xf32>", 1, "vector types must have positive constant sizes but got 0"},
    {'T', "memref<4xtensor<f32>>", 10, "invalid memref element type"},
    {'T', "tensor<*xf32, \"e\">", -1, "cannot apply encoding to unranked tensor"},
    {'T', "complex<index>", 9, "invalid element type for complex"},
    {'T', "memref<4xf32, affine_map<(d0,d1)->(d0)>>", 1, "memref layout mismatch between rank and affine map: 1 != 2"},
    {'T', "memref<4xf32, 1, 2>", 19, "multiple memory spaces specified in memref type"},
    {'T', "memref<4xf32", -1, "expected ',' or '>' in memref type"},
    {'T', "memref<4xf32, #foo>", 19, "undefined symbol alias id 'foo'"},
    {'T', "memref<4xi32, [1]>", 1, "unsupported memory space Attribute"},
    {'T', "f32x", 1, "expected non-function type"},
    {'T', "i16777216", 1, "integer bitwidth is limited to 16777215 bits"},
    {'T', "(i32) i32", 6, "expected '->' in function type"},
    {'T', "tuple<i32", -1, "expected '>' in tuple type"},
    {'A', "-0", 2, "integer constant out of range for attribute"},
    {'A', "256 : i8", 1, "integer constant out of range for attribute"},
    {'A', "-1 : ui8", 2, "negative integer literal not valid for unsigned integer type"},
    {'A', "1 : f32", 1, "unexpected decimal integer literal for a floating point value"},
    {'A', "-0x3F800000 : f32", 2, "hexadecimal float literal should not have a leading minus"},
    {'A', "1.5 : i32", -1, "floating point value not valid for specified type"},
    {'A', "dense<[1, 2]> : tensor<3xi32>", 1, "inferred shape of elements literal ([2]) does not match type ([3])"},
    {'A', "dense<[[1, 2], [3]]> : tensor<2x2xi32>", 19, "tensor literal is invalid; ranks are not consistent between elements"},
    {'A', "dense<1> : tensor<?xi32>", 1, "elements literal type must have static shape"},
    {'A', "dense<\"0x0100\"> : tensor<2xi1>", 1, "elements hex data size is invalid for provided type: 'tensor<2xi1>'"},
    {'A', "array<i3: 1>", 7, "element type bitwidth must be a multiple of 8"},
    {'A', "{a = 1", -1, "expected '}' in attribute dictionary"},
    {'A', "{a, a}", 5, "duplicate key 'a' in dictionary attribute"},
    {'A', "@a::b", 5, "expected nested symbol reference identifier"},
    {'A', "foo", 1, "expected attribute value"},
    {'A', "affine_map<(d0) -> (d0 * d0)>", 24, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
    {'A', "affine_map<(d0) -> (d1)>", 21, "use of undeclared identifier"},
    {'A', "affine_map<(d0, d0) -> (d0)>", 17, "redefinition of identifier 'd0'"},
    {'A', "affine_map<(d0) : (d0 >= 0)>", 12, "expected AffineMap, but got IntegerSet"},
    {'A', "loc(\"a\":1:2 to 3)", 17, "expected either integer or `:` post `to` in FileLineColRange"},
    {'A', "loc(callsite(\"a\" \"b\"))", 17, "expected 'at' in callsite location"},
    {'A', "#foo.bar<", 9, "unbalanced '<' character in pretty dialect name"},
    {'A', "strided<[x]>", 10, "expected a 64-bit signed integer or '?'"},
};

typedef struct {
  int count;
  uint32_t col;
  MlbBuf first;
} Captured;

static bool capture(void *user, const MlbDiagnostic *d) {
  Captured *c = user;
  if (d->severity != MLB_SEV_ERROR)
    return true;
  if (c->count++ == 0) {
    mlb_buf_clear(&c->first);
    mlb_buf_puts(&c->first, mlb_buf_cstr((MlbBuf *)&d->message));
    const MlbAttr *f = mlb_loc_file_of(d->loc);
    c->col = f ? f->u.loc_file.col : 0;
  }
  return true;
}

static void test_errors(MlbContext *ctx) {
  Captured c = {0, 0, {0}};
  ctx->diag_handler = capture;
  ctx->diag_user = &c;
  for (size_t i = 0; i < MLB_ARRAY_LEN(error_cases); i++) {
    const ErrorCase *e = &error_cases[i];
    c.count = 0;
    const void *r = e->kind == 'T'
                        ? (const void *)mlb_parse_type_string(ctx, e->input)
                        : (const void *)mlb_parse_attr_string(ctx, e->input);
    bool ok = !r && c.count > 0 &&
              strcmp(mlb_buf_cstr(&c.first), e->message) == 0 &&
              (e->col < 0 || (int)c.col == e->col);
    if (!ok) {
      fprintf(stderr, "error case `%s`: got %d error(s), first at col %u: "
                      "`%s`; expected col %d `%s`\n",
              e->input, c.count, c.col, mlb_buf_cstr(&c.first), e->col,
              e->message);
      failures++;
    }
  }
  ctx->diag_handler = NULL;
  ctx->diag_user = NULL;
  mlb_buf_free(&c.first);
}

/* Without allow_unregistered, a symbol of an unknown dialect is an error
 * (the cases above use the made-up dialect `foo` with the flag set); one
 * of upstream MLIR's dialects stays an opaque symbol. */
static void test_unregistered(MlbContext *ctx) {
  Captured c = {0, 0, {0}};
  ctx->allow_unregistered = false;
  ctx->diag_handler = capture;
  ctx->diag_user = &c;
  if (mlb_parse_type_string(ctx, "!foo.bar") || c.count != 1 ||
      !strstr(mlb_buf_cstr(&c.first), "created with unregistered dialect")) {
    fprintf(stderr, "!foo.bar parsed without allow_unregistered\n");
    failures++;
  }
  c.count = 0;
  if (!mlb_parse_type_string(ctx, "!amdgpu.tdm_base<f32>") || c.count) {
    fprintf(stderr, "!amdgpu.tdm_base<f32> (an upstream dialect) refused\n");
    failures++;
  }
  ctx->diag_handler = NULL;
  ctx->diag_user = NULL;
  ctx->allow_unregistered = true;
  mlb_buf_free(&c.first);
}

int main(void) {
  MlbContext *ctx = mlb_context_create();
  ctx->allow_unregistered = true; /* the made-up dialect `foo` */
  test_unregistered(ctx);
  test_uniquing(ctx);
  test_dicts(ctx);
  test_scalars(ctx);
  test_locations(ctx);
  test_dense(ctx);
  test_round_trips(ctx);
  test_errors(ctx);
  mlb_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures != 0;
}
