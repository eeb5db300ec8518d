/* linalg_conv.c - indexing maps of linalg's convolution-like named ops:
 * convolutions (plain, depthwise, grouped), poolings, and the contractions
 * with zero points (quantized_matmul...) and batch_mmt4d, which share the
 * shape (fixed maps, two scalar zero-point operands for the quantized).
 *
 * A convolution's loops are listed in the op's OpDSL order; the input
 * operand reads spatial position `out * stride + kernel * dilation` along
 * each convolved dimension, written as upstream simplifies it (a factor 1
 * is dropped). `strides` / `dilations` are optional i64 elements
 * properties defaulting to all ones. The maps are what upstream memoizes
 * in linalg.memoized_indexing_maps; the payload (multiply-accumulate, with
 * zero points subtracted for the _q variants) is built in linalg_named.c.
 */
#include "dialects/linalg/linalg_int.h"

/* Result codes: a loop position, or SP(i) for convolved dimension i. */
#define SP(i) (-1 - (i))

struct MlbLinalgConv {
  const char *name;
  uint8_t nloops, nspatial;
  bool quantized;
  uint8_t nres[3];   /* input, filter, output */
  int8_t res[3][6];
  uint8_t out[3], kern[3]; /* loops of the output / kernel spatial dims */
};

static const MlbLinalgConv k_convs[] = {
    /* Channel-less convolutions (no strides or dilations: upstream's
     * conv_1d/2d/3d take none, so the factors default to one). */
    /* (ow, kw) */
    {"linalg.conv_1d", 2, 1, false, {1, 1, 1}, {{SP(0)}, {1}, {0}}, {0}, {1}},
    /* (oh, ow, kh, kw) */
    {"linalg.conv_2d", 4, 2, false, {2, 2, 2},
     {{SP(0), SP(1)}, {2, 3}, {0, 1}}, {0, 1}, {2, 3}},
    /* (od, oh, ow, kd, kh, kw) */
    {"linalg.conv_3d", 6, 3, false, {3, 3, 3},
     {{SP(0), SP(1), SP(2)}, {3, 4, 5}, {0, 1, 2}}, {0, 1, 2}, {3, 4, 5}},
    /* (n, ow, f, kw, c) */
    {"linalg.conv_1d_nwc_wcf", 5, 1, false, {3, 3, 3},
     {{0, SP(0), 4}, {3, 4, 2}, {0, 1, 2}}, {1}, {3}},
    /* (n, f, ow, c, kw) */
    {"linalg.conv_1d_ncw_fcw", 5, 1, false, {3, 3, 3},
     {{0, 3, SP(0)}, {1, 3, 4}, {0, 1, 2}}, {2}, {4}},
    /* (n, oh, ow, f, kh, kw, c) */
    {"linalg.conv_2d_nhwc_hwcf", 7, 2, false, {4, 4, 4},
     {{0, SP(0), SP(1), 6}, {4, 5, 6, 3}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.conv_2d_nhwc_fhwc", 7, 2, false, {4, 4, 4},
     {{0, SP(0), SP(1), 6}, {3, 4, 5, 6}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.conv_2d_nhwc_hwcf_q", 7, 2, true, {4, 4, 4},
     {{0, SP(0), SP(1), 6}, {4, 5, 6, 3}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    /* (n, f, oh, ow, c, kh, kw) */
    {"linalg.conv_2d_nchw_fchw", 7, 2, false, {4, 4, 4},
     {{0, 4, SP(0), SP(1)}, {1, 4, 5, 6}, {0, 1, 2, 3}}, {2, 3}, {5, 6}},
    {"linalg.conv_2d_nchw_fchw_q", 7, 2, true, {4, 4, 4},
     {{0, 4, SP(0), SP(1)}, {1, 4, 5, 6}, {0, 1, 2, 3}}, {2, 3}, {5, 6}},
    /* (n, od, oh, ow, f, kd, kh, kw, c) */
    {"linalg.conv_3d_ndhwc_dhwcf", 9, 3, false, {5, 5, 5},
     {{0, SP(0), SP(1), SP(2), 8}, {5, 6, 7, 8, 4}, {0, 1, 2, 3, 4}},
     {1, 2, 3},
     {5, 6, 7}},
    /* Pooling: the kernel operand only gives the window's shape. */
    {"linalg.pooling_nwc_sum",
     4, 1, false, {3, 1, 3}, {{0, SP(0), 2}, {3}, {0, 1, 2}}, {1}, {3}},
    {"linalg.pooling_nwc_max",
     4, 1, false, {3, 1, 3}, {{0, SP(0), 2}, {3}, {0, 1, 2}}, {1}, {3}},
    {"linalg.pooling_nwc_max_unsigned",
     4, 1, false, {3, 1, 3}, {{0, SP(0), 2}, {3}, {0, 1, 2}}, {1}, {3}},
    {"linalg.pooling_nwc_min",
     4, 1, false, {3, 1, 3}, {{0, SP(0), 2}, {3}, {0, 1, 2}}, {1}, {3}},
    {"linalg.pooling_nwc_min_unsigned",
     4, 1, false, {3, 1, 3}, {{0, SP(0), 2}, {3}, {0, 1, 2}}, {1}, {3}},
    {"linalg.pooling_ncw_sum",
     4, 1, false, {3, 1, 3}, {{0, 1, SP(0)}, {3}, {0, 1, 2}}, {2}, {3}},
    {"linalg.pooling_ncw_max",
     4, 1, false, {3, 1, 3}, {{0, 1, SP(0)}, {3}, {0, 1, 2}}, {2}, {3}},
    {"linalg.pooling_nhwc_sum",
     6, 2, false, {4, 2, 4}, {{0, SP(0), SP(1), 3}, {4, 5}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.pooling_nhwc_max",
     6, 2, false, {4, 2, 4}, {{0, SP(0), SP(1), 3}, {4, 5}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.pooling_nhwc_max_unsigned",
     6, 2, false, {4, 2, 4}, {{0, SP(0), SP(1), 3}, {4, 5}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.pooling_nhwc_min",
     6, 2, false, {4, 2, 4}, {{0, SP(0), SP(1), 3}, {4, 5}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.pooling_nhwc_min_unsigned",
     6, 2, false, {4, 2, 4}, {{0, SP(0), SP(1), 3}, {4, 5}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.pooling_nchw_sum",
     6, 2, false, {4, 2, 4}, {{0, 1, SP(0), SP(1)}, {4, 5}, {0, 1, 2, 3}}, {2, 3}, {4, 5}},
    {"linalg.pooling_nchw_max",
     6, 2, false, {4, 2, 4}, {{0, 1, SP(0), SP(1)}, {4, 5}, {0, 1, 2, 3}}, {2, 3}, {4, 5}},
    {"linalg.pooling_ndhwc_sum",
     8, 3, false, {5, 3, 5}, {{0, SP(0), SP(1), SP(2), 4}, {5, 6, 7}, {0, 1, 2, 3, 4}}, {1, 2, 3}, {5, 6, 7}},
    {"linalg.pooling_ndhwc_max",
     8, 3, false, {5, 3, 5}, {{0, SP(0), SP(1), SP(2), 4}, {5, 6, 7}, {0, 1, 2, 3, 4}}, {1, 2, 3}, {5, 6, 7}},
    {"linalg.pooling_ndhwc_min",
     8, 3, false, {5, 3, 5}, {{0, SP(0), SP(1), SP(2), 4}, {5, 6, 7}, {0, 1, 2, 3, 4}}, {1, 2, 3}, {5, 6, 7}},
    /* Depthwise: each channel convolved with its own filter. */
    {"linalg.depthwise_conv_1d_nwc_wc",
     4, 1, false, {3, 2, 3}, {{0, SP(0), 2}, {3, 2}, {0, 1, 2}}, {1}, {3}},
    {"linalg.depthwise_conv_1d_ncw_cw",
     4, 1, false, {3, 2, 3}, {{0, 2, SP(0)}, {2, 3}, {0, 2, 1}}, {1}, {3}},
    {"linalg.depthwise_conv_1d_nwc_wcm",
     5, 1, false, {3, 3, 4}, {{0, SP(0), 2}, {4, 2, 3}, {0, 1, 2, 3}}, {1}, {4}},
    {"linalg.depthwise_conv_2d_nchw_chw",
     6, 2, false, {4, 3, 4}, {{0, 3, SP(0), SP(1)}, {3, 4, 5}, {0, 3, 1, 2}}, {1, 2}, {4, 5}},
    {"linalg.depthwise_conv_2d_nhwc_hwc",
     6, 2, false, {4, 3, 4}, {{0, SP(0), SP(1), 3}, {4, 5, 3}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.depthwise_conv_2d_nhwc_hwc_q",
     6, 2, true, {4, 3, 4}, {{0, SP(0), SP(1), 3}, {4, 5, 3}, {0, 1, 2, 3}}, {1, 2}, {4, 5}},
    {"linalg.depthwise_conv_2d_nhwc_hwcm",
     7, 2, false, {4, 4, 5}, {{0, SP(0), SP(1), 3}, {5, 6, 3, 4}, {0, 1, 2, 3, 4}}, {1, 2}, {5, 6}},
    {"linalg.depthwise_conv_2d_nhwc_hwcm_q",
     7, 2, true, {4, 4, 5}, {{0, SP(0), SP(1), 3}, {5, 6, 3, 4}, {0, 1, 2, 3, 4}}, {1, 2}, {5, 6}},
    {"linalg.depthwise_conv_3d_ndhwc_dhwc",
     8, 3, false, {5, 4, 5}, {{0, SP(0), SP(1), SP(2), 7}, {4, 5, 6, 7}, {0, 1, 2, 3, 7}}, {1, 2, 3}, {4, 5, 6}},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw",
     8, 3, false, {5, 4, 5}, {{0, 7, SP(0), SP(1), SP(2)}, {7, 4, 5, 6}, {0, 7, 1, 2, 3}}, {1, 2, 3}, {4, 5, 6}},
    {"linalg.depthwise_conv_3d_ndhwc_dhwcm",
     9, 3, false, {5, 5, 6}, {{0, SP(0), SP(1), SP(2), 8}, {5, 6, 7, 8, 4}, {0, 1, 2, 3, 8, 4}}, {1, 2, 3}, {5, 6, 7}},
    /* Grouped and channel-first 3-D convolutions. */
    {"linalg.conv_2d_ngchw_fgchw",
     8, 2, false, {5, 5, 5}, {{0, 1, 5, SP(0), SP(1)}, {2, 1, 5, 6, 7}, {0, 1, 2, 3, 4}}, {3, 4}, {6, 7}},
    {"linalg.conv_2d_ngchw_gfchw",
     8, 2, false, {5, 5, 5}, {{0, 1, 5, SP(0), SP(1)}, {1, 2, 5, 6, 7}, {0, 1, 2, 3, 4}}, {3, 4}, {6, 7}},
    {"linalg.conv_2d_ngchw_gfchw_q",
     8, 2, true, {5, 5, 5}, {{0, 1, 5, SP(0), SP(1)}, {1, 2, 5, 6, 7}, {0, 1, 2, 3, 4}}, {3, 4}, {6, 7}},
    {"linalg.conv_2d_nhwgc_gfhwc",
     8, 2, false, {5, 5, 5}, {{0, SP(0), SP(1), 3, 7}, {3, 4, 5, 6, 7}, {0, 1, 2, 3, 4}}, {1, 2}, {5, 6}},
    {"linalg.conv_2d_nhwgc_gfhwc_q",
     8, 2, true, {5, 5, 5}, {{0, SP(0), SP(1), 3, 7}, {3, 4, 5, 6, 7}, {0, 1, 2, 3, 4}}, {1, 2}, {5, 6}},
    {"linalg.conv_3d_ncdhw_fcdhw",
     9, 3, false, {5, 5, 5}, {{0, 5, SP(0), SP(1), SP(2)}, {1, 5, 6, 7, 8}, {0, 1, 2, 3, 4}}, {2, 3, 4}, {6, 7, 8}},
    /* Contractions with zero points, and batched mmt4d, as loops
     * with no convolved dimension. */
    {"linalg.quantized_matmul",
     3, 0, true, {2, 2, 2}, {{0, 2}, {2, 1}, {0, 1}}, {0}, {0}},
    {"linalg.quantized_batch_matmul",
     4, 0, true, {3, 3, 3}, {{0, 1, 3}, {0, 3, 2}, {0, 1, 2}}, {0}, {0}},
    {"linalg.batch_mmt4d",
     7, 0, false, {5, 5, 5}, {{0, 1, 3, 4, 6}, {0, 2, 3, 5, 6}, {0, 1, 2, 4, 5}}, {0}, {0}},
};

const MlbLinalgConv *mlb_linalg_find_conv(const char *name) {
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_convs); i++)
    if (strcmp(k_convs[i].name, name) == 0)
      return &k_convs[i];
  return NULL;
}

bool mlb_linalg_conv_quantized(const MlbLinalgConv *c) { return c->quantized; }

uint32_t mlb_linalg_conv_loops(const MlbLinalgConv *c) { return c->nloops; }

/* Entry i of an i64 elements property (dense<..> : tensor<Nxi64>), 1 when
 * absent or malformed. */
static int64_t factor(const MlbAttr *a, uint32_t i) {
  if (!a || a->kind != MLB_ATTR_DENSE || !a->u.dense.elements)
    return 1;
  const MlbAttr *e = a->u.dense.elements;
  if (e->kind == MLB_ATTR_ARRAY)
    e = i < e->u.array.n ? e->u.array.elems[i] : NULL;
  return e && e->kind == MLB_ATTR_INTEGER ? e->u.integer.value : 1;
}

static MlbAffineExpr *scaled(MlbContext *ctx, uint32_t dim, int64_t f) {
  MlbAffineExpr *d = mlb_affine_dim(ctx, dim);
  if (f == 1)
    return d;
  return mlb_affine_bin(ctx, MLB_AFFINE_MUL, d, mlb_affine_const(ctx, f));
}

static MlbAffineExpr *result(MlbContext *ctx, const MlbLinalgConv *c,
                             int8_t code, const MlbAttr *strides,
                             const MlbAttr *dilations) {
  if (code >= 0)
    return mlb_affine_dim(ctx, code);
  uint32_t i = (uint32_t)(-1 - code);
  return mlb_affine_bin(ctx, MLB_AFFINE_ADD,
                        scaled(ctx, c->out[i], factor(strides, i)),
                        scaled(ctx, c->kern[i], factor(dilations, i)));
}

static MlbAttr *operand_map(MlbContext *ctx, const MlbLinalgConv *c,
                            uint32_t k, const MlbAttr *strides,
                            const MlbAttr *dilations) {
  MlbAffineExpr *res[6];
  for (uint32_t r = 0; r < c->nres[k]; r++)
    res[r] = result(ctx, c, c->res[k][r], strides, dilations);
  return mlb_attr_affine_map(ctx, c->nloops, 0, c->nres[k], res);
}

MlbAttr *mlb_linalg_conv_maps(MlbContext *ctx, const MlbLinalgConv *c,
                              const MlbAttr *strides,
                              const MlbAttr *dilations) {
  MlbAttr *maps[5];
  uint32_t n = 0;
  maps[n++] = operand_map(ctx, c, 0, strides, dilations);
  maps[n++] = operand_map(ctx, c, 1, strides, dilations);
  if (c->quantized) {
    /* The zero points are scalars. */
    MlbAttr *scalar = mlb_attr_affine_map(ctx, c->nloops, 0, 0, NULL);
    maps[n++] = scalar;
    maps[n++] = scalar;
  }
  maps[n++] = operand_map(ctx, c, 2, strides, dilations);
  return mlb_attr_array(ctx, n, maps);
}
