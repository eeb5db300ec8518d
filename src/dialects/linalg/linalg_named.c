/* linalg_named.c - linalg's named structured ops: fill, copy, the
 * elementwise ops (add, exp, ...), the contractions (matmul, batch_matmul,
 * dot, matvec, ...).
 *
 * Their custom form is `{attrs} ins(..) outs(..) -> results`: the region
 * is implicit. As upstream, parsing builds the region from the operand
 * types (block arguments are the element types; the body is the op's
 * OpDSL definition), so the generic form carries it. matmul, batch_matmul
 * and batch_reduce_matmul store their indexing maps in an `indexing_maps`
 * property (printed in custom form only when not the default); the other
 * fixed-map ops memoize theirs in the discardable attribute
 * `linalg.memoized_indexing_maps` when verified, as upstream's generated
 * getIndexingMaps does.
 */
#include "dialects/linalg/linalg_int.h"
#include "support/thresholds.h"

/* ==== Op definitions ==== */
typedef enum {
  BODY_FILL,       /* yield value */
  BODY_COPY,       /* yield cast(out, in) */
  BODY_UNARY,      /* yield fn(in) (floats) */
  BODY_BINARY,     /* yield fn(lhs, rhs) */
  BODY_SQUARE,     /* yield in * in */
  BODY_RECIPROCAL, /* yield 1.0 / in */
  BODY_SELECT,     /* yield select(c, a, b) */
  BODY_CONTRACT,   /* yield out + cast(a) * cast(b) */
  BODY_CONTRACT_Q, /* yield out + (cast(a) - cast(az)) * (cast(b) - cast(bz)) */
  BODY_POOL,       /* yield fn(out, cast(in)) */
  BODY_POOL_U      /* yield fn(out, cast_unsigned(in)) */
} BodyKind;

typedef enum {
  MAPS_ELEMENTWISE, /* rank-polymorphic: identities over the output rank */
  MAPS_PROP,        /* `indexing_maps` property with a default */
  MAPS_REQUIRED,    /* `indexing_maps` property, always written */
  MAPS_MEMOIZED,    /* fixed maps, memoized as a discardable attribute */
  MAPS_CONV         /* convolution maps from strides/dilations, memoized */
} MapsKind;

/* Projection maps: `ndims` loops, per operand the dims of its results. */
typedef struct MapSpec {
  uint8_t ndims;
  uint8_t nres[3];
  uint8_t dims[3][4];
} MapSpec;

typedef struct NamedOp {
  const char *name;
  BodyKind body;
  uint8_t nargs; /* region arguments (ins + outs) */
  MapsKind maps;
  int fn;            /* MlbLinalgBinaryFn for BODY_BINARY */
  const char *unary; /* payload op for BODY_UNARY */
  const MapSpec *spec;
} NamedOp;

static const MapSpec k_matmul = {3, {2, 2, 2}, {{0, 2}, {2, 1}, {0, 1}}};
static const MapSpec k_batch_matmul = {
    4, {3, 3, 3}, {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}};
static const MapSpec k_batch_reduce_matmul = {
    4, {3, 3, 2}, {{0, 1, 3}, {0, 3, 2}, {1, 2}}};
static const MapSpec k_dot = {1, {1, 1, 0}, {{0}, {0}, {0}}};
static const MapSpec k_matvec = {2, {2, 1, 1}, {{0, 1}, {1}, {0}}};
static const MapSpec k_vecmat = {2, {1, 2, 1}, {{1}, {1, 0}, {0}}};
static const MapSpec k_batch_matvec = {
    3, {3, 2, 2}, {{0, 1, 2}, {0, 2}, {0, 1}}};
static const MapSpec k_batch_vecmat = {
    3, {2, 3, 2}, {{0, 2}, {0, 2, 1}, {0, 1}}};
/* (m, n, k, m0, n0, k0): A(m, k, m0, k0), B(n, k, n0, k0), C(m, n, m0, n0) */
static const MapSpec k_mmt4d = {
    6, {4, 4, 4}, {{0, 2, 3, 5}, {1, 2, 4, 5}, {0, 1, 3, 4}}};

#define UNARY(n, payload)                                                      \
  { "linalg." n, BODY_UNARY, 2, MAPS_ELEMENTWISE, 0, payload, NULL }
#define BINARY(n, f)                                                           \
  { "linalg." n, BODY_BINARY, 3, MAPS_ELEMENTWISE, f, NULL, NULL }
#define CONTRACT(n, m, s)                                                      \
  { "linalg." n, BODY_CONTRACT, 3, m, 0, NULL, s }

static const NamedOp k_named[] = {
    {"linalg.fill", BODY_FILL, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    {"linalg.copy", BODY_COPY, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    UNARY("exp", "math.exp"),
    UNARY("log", "math.log"),
    UNARY("abs", "math.absf"),
    UNARY("ceil", "math.ceil"),
    UNARY("floor", "math.floor"),
    UNARY("negf", "arith.negf"),
    UNARY("round", "math.round"),
    UNARY("sqrt", "math.sqrt"),
    UNARY("rsqrt", "math.rsqrt"),
    UNARY("tanh", "math.tanh"),
    UNARY("erf", "math.erf"),
    {"linalg.square", BODY_SQUARE, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    {"linalg.reciprocal", BODY_RECIPROCAL, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    BINARY("add", MLB_LINALG_ADD),
    BINARY("sub", MLB_LINALG_SUB),
    BINARY("mul", MLB_LINALG_MUL),
    BINARY("div", MLB_LINALG_DIV),
    BINARY("div_unsigned", MLB_LINALG_DIV_UNSIGNED),
    BINARY("max", MLB_LINALG_MAX_SIGNED),
    BINARY("min", MLB_LINALG_MIN_SIGNED),
    BINARY("powf", MLB_LINALG_POWF),
    {"linalg.select", BODY_SELECT, 4, MAPS_ELEMENTWISE, 0, NULL, NULL},
    CONTRACT("contract", MAPS_REQUIRED, NULL),
    CONTRACT("matmul", MAPS_PROP, &k_matmul),
    CONTRACT("batch_matmul", MAPS_PROP, &k_batch_matmul),
    CONTRACT("batch_reduce_matmul", MAPS_PROP, &k_batch_reduce_matmul),
    CONTRACT("dot", MAPS_MEMOIZED, &k_dot),
    CONTRACT("matvec", MAPS_MEMOIZED, &k_matvec),
    CONTRACT("vecmat", MAPS_MEMOIZED, &k_vecmat),
    CONTRACT("batch_matvec", MAPS_MEMOIZED, &k_batch_matvec),
    CONTRACT("batch_vecmat", MAPS_MEMOIZED, &k_batch_vecmat),
    CONTRACT("mmt4d", MAPS_MEMOIZED, &k_mmt4d),
};

#undef UNARY
#undef BINARY
#undef CONTRACT

#define CONV(n)                                                                \
  { "linalg." n, BODY_CONTRACT, 3, MAPS_CONV, 0, NULL, NULL }
#define CONV_Q(n)                                                              \
  { "linalg." n, BODY_CONTRACT_Q, 5, MAPS_CONV, 0, NULL, NULL }
#define POOL(n, f)                                                             \
  { "linalg.pooling_" n, BODY_POOL, 3, MAPS_CONV, f, NULL, NULL }
#define POOL_U(n, f)                                                           \
  { "linalg.pooling_" n, BODY_POOL_U, 3, MAPS_CONV, f, NULL, NULL }

static const NamedOp k_convs[] = {
    CONV("conv_1d"),               CONV("conv_2d"),
    CONV("conv_3d"),               CONV("conv_1d_nwc_wcf"),
    CONV("conv_1d_ncw_fcw"),       CONV("conv_2d_nhwc_hwcf"),
    CONV("conv_2d_nhwc_fhwc"),     CONV_Q("conv_2d_nhwc_hwcf_q"),
    CONV("conv_2d_nchw_fchw"),     CONV_Q("conv_2d_nchw_fchw_q"),
    CONV("conv_3d_ndhwc_dhwcf"),   CONV("conv_3d_ncdhw_fcdhw"),
    CONV("conv_2d_ngchw_fgchw"),   CONV("conv_2d_ngchw_gfchw"),
    CONV_Q("conv_2d_ngchw_gfchw_q"), CONV("conv_2d_nhwgc_gfhwc"),
    CONV_Q("conv_2d_nhwgc_gfhwc_q"),
    CONV("depthwise_conv_1d_nwc_wc"), CONV("depthwise_conv_1d_ncw_cw"),
    CONV("depthwise_conv_1d_nwc_wcm"), CONV("depthwise_conv_2d_nchw_chw"),
    CONV("depthwise_conv_2d_nhwc_hwc"), CONV_Q("depthwise_conv_2d_nhwc_hwc_q"),
    CONV("depthwise_conv_2d_nhwc_hwcm"),
    CONV_Q("depthwise_conv_2d_nhwc_hwcm_q"),
    CONV("depthwise_conv_3d_ndhwc_dhwc"), CONV("depthwise_conv_3d_ncdhw_cdhw"),
    CONV("depthwise_conv_3d_ndhwc_dhwcm"),
    CONV_Q("quantized_matmul"),    CONV_Q("quantized_batch_matmul"),
    CONV("batch_mmt4d"),
    POOL("nwc_sum", MLB_LINALG_ADD), POOL("ncw_sum", MLB_LINALG_ADD),
    POOL("nhwc_sum", MLB_LINALG_ADD), POOL("nchw_sum", MLB_LINALG_ADD),
    POOL("ndhwc_sum", MLB_LINALG_ADD),
    POOL("nwc_max", MLB_LINALG_MAX_SIGNED), POOL("ncw_max", MLB_LINALG_MAX_SIGNED),
    POOL("nhwc_max", MLB_LINALG_MAX_SIGNED),
    POOL("nchw_max", MLB_LINALG_MAX_SIGNED),
    POOL("ndhwc_max", MLB_LINALG_MAX_SIGNED),
    POOL("nwc_min", MLB_LINALG_MIN_SIGNED), POOL("nhwc_min", MLB_LINALG_MIN_SIGNED),
    POOL("ndhwc_min", MLB_LINALG_MIN_SIGNED),
    POOL_U("nwc_max_unsigned", MLB_LINALG_MAX_UNSIGNED),
    POOL_U("nhwc_max_unsigned", MLB_LINALG_MAX_UNSIGNED),
    POOL_U("nwc_min_unsigned", MLB_LINALG_MIN_UNSIGNED),
    POOL_U("nhwc_min_unsigned", MLB_LINALG_MIN_UNSIGNED),
};

#undef CONV
#undef CONV_Q
#undef POOL
#undef POOL_U

/* Every name starts "linalg.": the prefix is checked once and each entry's
 * first letter after it before its whole name (the parser, the verifier
 * and the printer each ask this of every named op, matmul near the end of
 * the table). */
#define NAMED_PREFIX 7 /* strlen("linalg.") */
static const NamedOp *find_in(const NamedOp *t, size_t n, const char *rest) {
  for (size_t i = 0; i < n; i++)
    if (t[i].name[NAMED_PREFIX] == rest[0] &&
        strcmp(t[i].name + NAMED_PREFIX, rest) == 0)
      return &t[i];
  return NULL;
}

static const NamedOp *find_named(const char *name) {
  if (strncmp(name, "linalg.", NAMED_PREFIX) != 0)
    return NULL;
  const char *rest = name + NAMED_PREFIX;
  const NamedOp *d = find_in(k_named, MLB_ARRAY_LEN(k_named), rest);
  return d ? d : find_in(k_convs, MLB_ARRAY_LEN(k_convs), rest);
}

/* ==== Indexing maps ==== */
static MlbAttr *build_spec_maps(MlbContext *ctx, const MapSpec *s) {
  MlbAttr *maps[3];
  for (uint32_t m = 0; m < 3; m++) {
    MlbAffineExpr *res[4];
    for (uint32_t r = 0; r < s->nres[m]; r++)
      res[r] = mlb_affine_dim(ctx, s->dims[m][r]);
    maps[m] = mlb_attr_affine_map(ctx, s->ndims, 0, s->nres[m], res);
  }
  return mlb_attr_array(ctx, 3, maps);
}

/* Built once per context (ten uniquing lookups otherwise, at each
 * verification and print of the op). */
static MlbAttr *spec_maps(MlbContext *ctx, const MapSpec *s) {
  MlbAttr *a = mlb_ptrmap_get(&ctx->derived_attrs, s);
  if (!a) {
    a = build_spec_maps(ctx, s);
    mlb_ptrmap_put(&ctx->derived_attrs, s, a);
  }
  return a;
}

/* Rank-polymorphic ops: identity maps over the output rank; scalars and
 * rank-0 operands map to nothing. */
static MlbAttr *build_elementwise_maps(MlbContext *ctx, MlbOperation *op) {
  uint32_t n = op->num_operands;
  if (!n)
    return mlb_attr_array(ctx, 0, NULL);
  MlbType *out = mlb_op_operand(op, n - 1)->type;
  uint32_t rank = mlb_type_is_shaped(out) &&
                          out->kind != MLB_TYPE_UNRANKED_TENSOR &&
                          out->kind != MLB_TYPE_UNRANKED_MEMREF
                      ? out->u.shaped.rank
                      : 0;
  /* On the stack for the usual ranks and operand counts (the verifier
   * asks this of every linalg.fill after parsing and after each pass). */
  MlbAffineExpr *dims_buf[8];
  MlbAttr *maps_buf[8];
  MlbAffineExpr **dims = MLB_FITS_SMALL(rank + 1, dims_buf)
                             ? dims_buf
                             : mlb_calloc(rank + 1, sizeof(MlbAffineExpr *));
  for (uint32_t d = 0; d < rank; d++)
    dims[d] = mlb_affine_dim(ctx, d);
  MlbAttr **maps = MLB_FITS_SMALL(n, maps_buf)
                       ? maps_buf
                       : mlb_calloc(n, sizeof(MlbAttr *));
  for (uint32_t i = 0; i < n; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    bool shaped = t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_MEMREF;
    uint32_t r = shaped && t->u.shaped.rank ? rank : 0;
    maps[i] = mlb_attr_affine_map(ctx, rank, 0, r, dims);
  }
  MlbAttr *a = mlb_attr_array(ctx, n, maps);
  if (maps != maps_buf)
    mlb_free(maps);
  if (dims != dims_buf)
    mlb_free(dims);
  return a;
}

static bool ranked_buffer_or_tensor(const MlbType *t) {
  return (t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_MEMREF) &&
         t->u.shaped.rank;
}

/* Memo keys (ctx->derived_attrs) for the maps of a scalar and an output
 * of rank i, a tensor or a buffer (linalg.fill): they depend on nothing
 * else. */
enum { SCALAR_OUT_RANKS = 8 };
static const char k_scalar_out_keys[SCALAR_OUT_RANKS];

/* The fill shape is built once per output rank: the verifier asks this
 * of every linalg.fill after parsing and after each pass. */
static MlbAttr *elementwise_maps(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands != 2)
    return build_elementwise_maps(ctx, op);
  MlbType *in = mlb_op_operand(op, 0)->type;
  MlbType *out = mlb_op_operand(op, 1)->type;
  if (ranked_buffer_or_tensor(in) ||
      (out->kind != MLB_TYPE_TENSOR && out->kind != MLB_TYPE_MEMREF) ||
      out->u.shaped.rank >= SCALAR_OUT_RANKS)
    return build_elementwise_maps(ctx, op);
  const void *key = &k_scalar_out_keys[out->u.shaped.rank];
  MlbAttr *a = mlb_ptrmap_get(&ctx->derived_attrs, key);
  if (!a) {
    a = build_elementwise_maps(ctx, op);
    mlb_ptrmap_put(&ctx->derived_attrs, key, a);
  }
  return a;
}

MlbAttr *mlb_linalg_named_maps(MlbContext *ctx, MlbOperation *op) {
  const NamedOp *d = find_named(op->name);
  if (!d)
    return NULL;
  if (d->maps == MAPS_PROP || d->maps == MAPS_REQUIRED) {
    MlbAttr *a = mlb_op_get_prop(op, mlb_names.indexing_maps);
    return a || !d->spec ? a : spec_maps(ctx, d->spec);
  }
  if (d->maps == MAPS_MEMOIZED)
    return spec_maps(ctx, d->spec);
  if (d->maps == MAPS_CONV)
    return mlb_linalg_conv_maps(ctx, mlb_linalg_find_conv(op->name),
                                mlb_op_get_prop(op, "strides"),
                                mlb_op_get_prop(op, "dilations"));
  return elementwise_maps(ctx, op);
}

/* ==== Region building ==== */
/* `cast = #linalg.type_fn<cast_unsigned>` among the parsed props/attrs. */
static bool unsigned_cast(const MlbOpState *st) {
  const MlbNamedAttrVec *vs[2] = {&st->props, &st->attrs};
  for (int k = 0; k < 2; k++)
    for (uint32_t i = 0; i < vs[k]->len; i++) {
      const MlbNamedAttr *e = &vs[k]->data[i];
      if (strcmp(e->name, "cast") == 0 && e->value->kind == MLB_ATTR_OPAQUE &&
          strstr(e->value->u.opaque.text, "cast_unsigned"))
        return true;
    }
  return false;
}

static MlbValue *build_payload(MlbLinalgBuilder *b, const NamedOp *d,
                               MlbValue **a, bool uns) {
  MlbType *out = a[d->nargs - 1]->type;
  switch (d->body) {
  case BODY_FILL:
    return a[0];
  case BODY_COPY:
    return mlb_linalg_cast(b, a[0], out, uns);
  case BODY_UNARY:
    return mlb_linalg_unary(b, d->unary, a[0]);
  case BODY_BINARY:
    return mlb_linalg_binary(b, (MlbLinalgBinaryFn)d->fn, a[0], a[1]);
  case BODY_SQUARE:
    return mlb_linalg_binary(b, MLB_LINALG_MUL, a[0], a[0]);
  case BODY_RECIPROCAL: {
    MlbValue *one = mlb_linalg_float_one(b, a[0]->type);
    return one ? mlb_linalg_binary(b, MLB_LINALG_DIV, one, a[0]) : a[0];
  }
  case BODY_SELECT:
    return mlb_linalg_emit(b, "arith.select", a, 3, a[1]->type, NULL);
  case BODY_CONTRACT: {
    MlbValue *x = mlb_linalg_cast(b, a[0], out, uns);
    MlbValue *y = mlb_linalg_cast(b, a[1], out, uns);
    MlbValue *m = mlb_linalg_binary(b, MLB_LINALG_MUL, x, y);
    return mlb_linalg_binary(b, MLB_LINALG_ADD, a[2], m);
  }
  case BODY_POOL:
  case BODY_POOL_U: {
    /* The window operand a[1] only has a shape. */
    MlbValue *x = mlb_linalg_cast(b, a[0], out, d->body == BODY_POOL_U);
    return mlb_linalg_binary(b, (MlbLinalgBinaryFn)d->fn, a[2], x);
  }
  case BODY_CONTRACT_Q: {
    /* Operands: input, filter, input zero point, filter zero point. */
    MlbValue *x = mlb_linalg_cast(b, a[0], out, false);
    MlbValue *xz = mlb_linalg_cast(b, a[2], out, false);
    MlbValue *dx = mlb_linalg_binary(b, MLB_LINALG_SUB, x, xz);
    MlbValue *y = mlb_linalg_cast(b, a[1], out, false);
    MlbValue *yz = mlb_linalg_cast(b, a[3], out, false);
    MlbValue *dy = mlb_linalg_binary(b, MLB_LINALG_SUB, y, yz);
    MlbValue *m = mlb_linalg_binary(b, MLB_LINALG_MUL, dx, dy);
    return mlb_linalg_binary(b, MLB_LINALG_ADD, a[4], m);
  }
  }
  return a[0];
}

/* Builds the region; failures are reported at `at` (where upstream's
 * region builder reports them: the start of the operands). */
static MlbStatus build_region(MlbAsmParser *p, MlbOpState *st, const NamedOp *d,
                              const MlbTypeVec *ins, const MlbTypeVec *outs,
                              MlbAttr *at) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *unknown = mlb_loc_unknown(ctx);
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MlbBlock *blk = mlb_block_new(ctx);
  mlb_region_push_block(r, blk);
  MlbValue *args[5];
  for (uint32_t i = 0; i < ins->len + outs->len; i++) {
    MlbType *t = i < ins->len ? ins->data[i] : outs->data[i - ins->len];
    args[i] = mlb_block_add_arg(ctx, blk, mlb_linalg_elt(t), unknown);
  }
  MlbLinalgBuilder b = {ctx, blk, unknown, false, {0}};
  mlb_buf_init(&b.error);
  MlbValue *v = build_payload(&b, d, args, unsigned_cast(st));
  MlbStatus s = MLB_SUCCESS;
  if (b.failed)
    s = mlb_parser_op_error(p, at, "%s", mlb_buf_cstr(&b.error));
  else
    mlb_linalg_yield(&b, &v, 1);
  mlb_buf_free(&b.error);
  return s;
}

/* ==== linalg.elementwise's kinds ==== */
/* Upstream's ElementwiseKind, in its order (the parse error lists them
 * so). Each builds the payload of the named op of the same function over
 * its arity's inputs and the init; nothing is cast. */
#define KIND1(n, payload) {n, BODY_UNARY, 2, MAPS_ELEMENTWISE, 0, payload, NULL}
#define KIND2(n, f) {n, BODY_BINARY, 3, MAPS_ELEMENTWISE, f, NULL, NULL}

static const NamedOp k_kinds[] = {
    KIND1("exp", "math.exp"),
    KIND1("log", "math.log"),
    KIND1("abs", "math.absf"),
    KIND1("ceil", "math.ceil"),
    KIND1("floor", "math.floor"),
    KIND1("negf", "arith.negf"),
    {"reciprocal", BODY_RECIPROCAL, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    KIND1("round", "math.round"),
    KIND1("sqrt", "math.sqrt"),
    KIND1("rsqrt", "math.rsqrt"),
    {"square", BODY_SQUARE, 2, MAPS_ELEMENTWISE, 0, NULL, NULL},
    KIND1("tanh", "math.tanh"),
    KIND1("erf", "math.erf"),
    KIND2("add", MLB_LINALG_ADD),
    KIND2("sub", MLB_LINALG_SUB),
    KIND2("mul", MLB_LINALG_MUL),
    KIND2("div", MLB_LINALG_DIV),
    KIND2("div_unsigned", MLB_LINALG_DIV_UNSIGNED),
    KIND2("max_signed", MLB_LINALG_MAX_SIGNED),
    KIND2("min_signed", MLB_LINALG_MIN_SIGNED),
    KIND2("max_unsigned", MLB_LINALG_MAX_UNSIGNED),
    KIND2("min_unsigned", MLB_LINALG_MIN_UNSIGNED),
    KIND2("powf", MLB_LINALG_POWF),
    {"select", BODY_SELECT, 4, MAPS_ELEMENTWISE, 0, NULL, NULL},
};

#undef KIND1
#undef KIND2

uint32_t mlb_linalg_num_kinds(void) { return MLB_ARRAY_LEN(k_kinds); }

const char *mlb_linalg_kind_name(uint32_t k) {
  return k < MLB_ARRAY_LEN(k_kinds) ? k_kinds[k].name : NULL;
}

int mlb_linalg_find_kind(const char *name, size_t len) {
  for (uint32_t k = 0; k < MLB_ARRAY_LEN(k_kinds); k++)
    if (strlen(k_kinds[k].name) == len && !strncmp(k_kinds[k].name, name, len))
      return (int)k;
  return -1;
}

uint32_t mlb_linalg_kind_arity(uint32_t k) { return k_kinds[k].nargs - 1u; }

MlbStatus mlb_linalg_build_kind_region(MlbAsmParser *p, MlbOpState *st,
                                       uint32_t k, const MlbTypeVec *ins,
                                       const MlbTypeVec *outs, MlbAttr *at) {
  return build_region(p, st, &k_kinds[k], ins, outs, at);
}

/* ==== Parsing ==== */
/* `indexing_maps = [#map, ...]` of the matmul-like ops. */
static MlbStatus parse_maps_keyword(MlbAsmParser *p, MlbOpState *st,
                                    const NamedOp *d) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *maps = NULL;
  if (mlb_parse_optional_keyword(p, mlb_names.indexing_maps)) {
    MLB_TRY(mlb_parse_punct(p, "="));
    MLB_TRY(mlb_parse_punct(p, "["));
    MLB_VEC(MlbAttr *) elems = {0};
    MlbStatus s = MLB_SUCCESS;
    bool all_maps = true;
    do {
      MlbAttr *a = NULL;
      s = mlb_parse_attr(p, NULL, &a);
      if (!s) {
        all_maps &= a->kind == MLB_ATTR_AFFINE_MAP;
        mlb_vec_push(&elems, a);
      }
    } while (!s && mlb_parse_optional_punct(p, ","));
    if (!s)
      s = mlb_parse_punct(p, "]");
    /* Upstream checks the elements once the list is read. */
    if (!s && !all_maps)
      s = mlb_parser_op_error(p, NULL,
                              "element of indexing_maps array is not an "
                              "affine_map");
    if (!s)
      maps = mlb_attr_array(ctx, elems.len, elems.data);
    mlb_vec_free(&elems);
    MLB_TRY(s);
  } else if (d->spec) {
    maps = spec_maps(ctx, d->spec);
  } else {
    return mlb_parser_op_error(p, NULL, "expected 'indexing_maps' attribute");
  }
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, mlb_names.indexing_maps), maps);
  return MLB_SUCCESS;
}

static MlbStatus named_body(MlbAsmParser *p, MlbOpState *st, const NamedOp *d,
                            MlbTypeVec *ins, MlbTypeVec *outs) {
  MlbAttr *start = mlb_parser_loc(p);
  if (d->maps == MAPS_PROP || d->maps == MAPS_REQUIRED)
    MLB_TRY(parse_maps_keyword(p, st, d));
  MLB_TRY(mlb_linalg_parse_ins_outs(p, st, ins, outs, true));
  /* Upstream's parseNamedStructuredOp takes attributes after the operands
   * too. */
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  if (ins->len + outs->len != d->nargs)
    return mlb_parser_op_error(p, NULL,
                               "[parseNamedStructuredOpRegion] ods-gen "
                               "generated region expects %u args, got %u",
                               d->nargs, ins->len + outs->len);
  return build_region(p, st, d, ins, outs, start);
}

MlbStatus mlb_linalg_parse_named(MlbAsmParser *p, MlbOpState *st) {
  const NamedOp *d = find_named(st->name);
  if (!d)
    return mlb_parser_op_error(p, st->loc, "is not a named linalg op");
  MlbTypeVec ins = {0}, outs = {0};
  MlbStatus s = named_body(p, st, d, &ins, &outs);
  mlb_vec_free(&ins);
  mlb_vec_free(&outs);
  return s;
}

/* ==== Printing ==== */
void mlb_linalg_print_named(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"operandSegmentSizes",
                                       "linalg.memoized_indexing_maps", NULL};
  static const char *const elided_maps[] = {"operandSegmentSizes",
                                            "linalg.memoized_indexing_maps",
                                            mlb_names.indexing_maps, NULL};
  const NamedOp *d = find_named(op->name);
  bool prop_maps = d && (d->maps == MAPS_PROP || d->maps == MAPS_REQUIRED);
  if (prop_maps) {
    MlbAttr *maps = mlb_op_get_prop(op, mlb_names.indexing_maps);
    if (maps && (!d->spec || maps != spec_maps(mlb_printer_ctx(p), d->spec))) {
      mlb_pr(p, " indexing_maps = ");
      mlb_pr_attr(p, maps);
    }
  }
  mlb_pr_attr_dict(p, op, prop_maps ? elided_maps : elided);
  uint32_t nin = mlb_linalg_num_inputs(op);
  mlb_linalg_print_ins_outs(p, op, nin, op->num_operands - nin);
  mlb_print_optional_result_arrow(p, op);
}

/* ==== Verification ==== */
static MlbStatus verify_fill(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands != 2)
    return MLB_SUCCESS;
  MlbType *v = mlb_op_operand(op, 0)->type;
  MlbType *out = mlb_linalg_elt(mlb_op_operand(op, 1)->type);
  if (mlb_type_is_shaped(v)) {
    return mlb_plain_error(ctx, op, "expected op with scalar input");
  }
  if (v == out)
    return MLB_SUCCESS;
  MlbBuf a, b;
  mlb_buf_init(&a);
  mlb_buf_init(&b);
  mlb_append_quoted_type(&a, v);
  mlb_append_quoted_type(&b, out);
  mlb_op_emit_error(ctx, op,
                    "expected fill value type (%s) to match output element "
                    "type (%s)",
                    mlb_buf_cstr(&a), mlb_buf_cstr(&b));
  mlb_buf_free(&a);
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

MlbStatus mlb_linalg_verify_named(MlbContext *ctx, MlbOperation *op) {
  const NamedOp *d = find_named(op->name);
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 2));
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, mlb_linalg_num_inputs(op)));
  if (d && (d->maps == MAPS_MEMOIZED || d->maps == MAPS_CONV) &&
      !mlb_op_get_attr(op, "linalg.memoized_indexing_maps"))
    mlb_op_set_attr(ctx, op, "linalg.memoized_indexing_maps",
                    mlb_linalg_named_maps(ctx, op));
  if (d && d->body == BODY_FILL)
    return verify_fill(ctx, op);
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_named_regions(MlbContext *ctx, MlbOperation *op) {
  return mlb_linalg_verify_structured(ctx, op, mlb_linalg_named_maps(ctx, op));
}

int64_t mlb_linalg_named_num_loops(MlbOperation *op) {
  const NamedOp *d = find_named(op->name);
  if (!d)
    return -1;
  if (d->maps == MAPS_PROP || d->maps == MAPS_REQUIRED) {
    MlbAttr *a = mlb_op_get_prop(op, mlb_names.indexing_maps);
    if (a && a->kind == MLB_ATTR_ARRAY && a->u.array.n &&
        a->u.array.elems[0]->kind == MLB_ATTR_AFFINE_MAP)
      return a->u.array.elems[0]->u.map.num_dims;
  }
  if (d->spec)
    return d->spec->ndims;
  if (d->maps == MAPS_CONV)
    return mlb_linalg_conv_loops(mlb_linalg_find_conv(op->name));
  if (!op->num_operands)
    return -1;
  MlbType *out = mlb_op_operand(op, op->num_operands - 1)->type;
  return out->kind == MLB_TYPE_TENSOR || out->kind == MLB_TYPE_MEMREF
             ? out->u.shaped.rank
             : 0;
}
