/* linalg_layout.c - linalg.pack, linalg.unpack, linalg.softmax and the
 * Winograd transforms.
 *
 * pack/unpack relayout a tensor (or memref) into tiles:
 * `%src padding_value(%v : t)? outer_dims_perm = [..]? inner_dims_pos =
 * [..] inner_tiles = [%t, 8] into %dest : src-type -> dest-type`, the tile
 * sizes a mixed static/dynamic list (static_inner_tiles property); the
 * dest tensor's type is also the result's (LLVM 22 takes ranked tensors
 * only). softmax is `dimension(N) ins(..) outs(..) -> type` after its
 * attr-dict, the Winograd transforms `fmr(F_4_3) ins(..) outs(..) -> type`
 * (the enum stored as an i32 property). None of them has a region.
 */
#include "dialects/linalg/linalg_int.h"
#include "support/thresholds.h"

/* ==== Shared parsing ==== */
static MlbStatus parse_shaped(MlbAsmParser *p, MlbType **out) {
  MlbAttr *loc = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_type(p, out));
  if ((*out)->kind == MLB_TYPE_TENSOR || (*out)->kind == MLB_TYPE_MEMREF)
    return MLB_SUCCESS;
  return mlb_parser_op_error(p, loc, "invalid kind of type specified");
}

/* ==== pack / unpack ==== */
typedef struct RelayoutParse {
  MlbUnresolved src, dest, pad;
  bool has_pad;
  MlbType *pad_type;
  MlbUnresolvedVec tiles;
} RelayoutParse;

static MlbStatus parse_padding(MlbAsmParser *p, RelayoutParse *rp) {
  if (!mlb_parse_optional_keyword(p, "padding_value"))
    return MLB_SUCCESS;
  rp->has_pad = true;
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, &rp->pad));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &rp->pad_type));
  return mlb_parse_punct(p, ")");
}

static MlbStatus relayout_body(MlbAsmParser *p, MlbOpState *st,
                               RelayoutParse *rp, bool pack) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &rp->src));
  if (pack)
    MLB_TRY(parse_padding(p, rp));
  if (mlb_parser_at_keyword(p, "outer_dims_perm"))
    MLB_TRY(mlb_linalg_parse_kw_i64_list(p, st, "outer_dims_perm"));
  MLB_TRY(mlb_linalg_parse_kw_i64_list(p, st, "inner_dims_pos"));
  MLB_TRY(mlb_parse_keyword(p, "inner_tiles"));
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_mixed_index_list(p, st, "static_inner_tiles", &rp->tiles));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_operand(p, &rp->dest));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_TENSOR, "tensor", &from));
  MLB_TRY(mlb_parse_punct(p, "->"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_TENSOR, "tensor", &to));
  MLB_TRY(mlb_resolve_operand(p, &rp->src, from, st));
  MLB_TRY(mlb_resolve_operand(p, &rp->dest, to, st));
  if (rp->has_pad)
    MLB_TRY(mlb_resolve_operand(p, &rp->pad, rp->pad_type, st));
  MLB_TRY(mlb_resolve_operands_same(p, rp->tiles.data, rp->tiles.len,
                                    ctx->t_index, st));
  mlb_vec_push(&st->result_types, to);
  if (pack) {
    int64_t seg[4] = {1, 1, rp->has_pad, rp->tiles.len};
    mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 4);
  }
  return MLB_SUCCESS;
}

static MlbStatus parse_relayout(MlbAsmParser *p, MlbOpState *st, bool pack) {
  RelayoutParse rp;
  memset(&rp, 0, sizeof rp);
  MlbStatus s = relayout_body(p, st, &rp, pack);
  mlb_vec_free(&rp.tiles);
  return s;
}

MlbStatus mlb_linalg_parse_pack(MlbAsmParser *p, MlbOpState *st) {
  return parse_relayout(p, st, true);
}

MlbStatus mlb_linalg_parse_unpack(MlbAsmParser *p, MlbOpState *st) {
  return parse_relayout(p, st, false);
}

/* Operands of a relayout op: the padding value (pack) and the tiles. */
static void relayout_operands(MlbOperation *op, bool pack, MlbValue **pad,
                              uint32_t *tiles, uint32_t *ntiles) {
  uint32_t s = 0, n = 0;
  *pad = NULL;
  *tiles = 2;
  *ntiles = op->num_operands > 2 ? op->num_operands - 2 : 0;
  if (!pack)
    return;
  if (mlb_op_operand_segment(op, 2, &s, &n) && n == 1 && s < op->num_operands)
    *pad = mlb_op_operand(op, s);
  if (mlb_op_operand_segment(op, 3, &s, &n) && s + n <= op->num_operands) {
    *tiles = s;
    *ntiles = n;
  }
}

static void print_relayout(MlbAsmPrinter *p, MlbOperation *op, bool pack) {
  static const char *const elided[] = {"inner_dims_pos", "outer_dims_perm",
                                       "static_inner_tiles",
                                       "operandSegmentSizes", NULL};
  MlbValue *pad = NULL;
  uint32_t ts = 0, tn = 0;
  relayout_operands(op, pack, &pad, &ts, &tn);
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  if (pad) {
    mlb_pr(p, " padding_value(");
    mlb_pr_operand(p, pad);
    mlb_pr(p, " : ");
    mlb_pr_type(p, pad->type);
    mlb_pr(p, ")");
  }
  const MlbAttr *perm = mlb_op_get_prop(op, "outer_dims_perm");
  if (perm && perm->kind == MLB_ATTR_DENSE_ARRAY && perm->u.darray.n) {
    mlb_pr(p, " outer_dims_perm = ");
    mlb_pr_i64_list(p, perm);
  }
  mlb_pr(p, " inner_dims_pos = ");
  mlb_pr_i64_list(p, mlb_op_get_prop(op, "inner_dims_pos"));
  mlb_pr(p, " inner_tiles = ");
  mlb_pr_dynamic_index_list(p, &op->operands[ts], tn,
                            mlb_op_get_prop(op, "static_inner_tiles"),
                            MLB_DELIM_SQUARE);
  mlb_pr(p, " into ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " -> ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

void mlb_linalg_print_pack(MlbAsmPrinter *p, MlbOperation *op) {
  print_relayout(p, op, true);
}

void mlb_linalg_print_unpack(MlbAsmPrinter *p, MlbOperation *op) {
  print_relayout(p, op, false);
}

/* ==== Verifying pack / unpack ====
 * In mlir-opt 22's order and words (found by probing it: each check's
 * message, and which wins when two apply): the tiles, the dimension
 * lists, the counts and ranks, then the packed type against the tiles and
 * against the type the unpacked side implies, then (pack) the padding. */

/* The properties and types both ops share. */
typedef struct Relayout {
  MlbType *packed, *unpacked;
  const int64_t *pos, *perm, *tiles; /* tiles: MLB_DYNAMIC where an operand */
  uint32_t npos, nperm, ntiles, urank;
} Relayout;

/* Distinct dimensions below rank (inner_dims_pos, outer_dims_perm). */
static bool distinct_dims(const int64_t *dims, uint32_t n, uint32_t rank) {
  for (uint32_t i = 0; i < n; i++) {
    if (dims[i] < 0 || dims[i] >= (int64_t)rank)
      return false;
    for (uint32_t j = 0; j < i; j++)
      if (dims[j] == dims[i])
        return false;
  }
  return true;
}

static MlbStatus check_lists(MlbContext *ctx, MlbOperation *op,
                             const Relayout *r) {
  for (uint32_t i = 0; i < r->ntiles; i++)
    if (r->tiles[i] == 0)
      return mlb_plain_error(ctx, op, "invalid zero tile factor");
  if (!distinct_dims(r->pos, r->npos, r->urank))
    return mlb_plain_error(ctx, op, "invalid inner_dims_pos vector");
  if (!distinct_dims(r->perm, r->nperm, r->urank))
    return mlb_plain_error(ctx, op, "invalid outer_dims_perm vector");
  if (r->nperm && r->nperm != r->urank)
    return mlb_plain_error(ctx, op,
                           "outer_dims_perm must be a permutation or empty");
  if (r->ntiles > r->urank)
    return mlb_plain_error(ctx, op,
                           "tiling factors must be less than or equal to the "
                           "input rank for pack or output rank for unpack");
  if (r->ntiles != r->npos)
    return mlb_plain_error(ctx, op,
                           "tiling factors must equal the number of "
                           "dimensions to tile");
  uint32_t prank = r->packed->u.shaped.rank;
  if (prank != r->urank + r->ntiles)
    return mlb_plain_error(ctx, op,
                           "packed rank != (unpacked rank + num tiling "
                           "factors), got %u != %u",
                           prank, r->urank + r->ntiles);
  return MLB_SUCCESS;
}

/* The packed type's trailing dimensions are the tiles: a static tile's
 * size exactly, a dynamic tile's dynamic. */
static bool tiles_match(const Relayout *r) {
  const int64_t *tail =
      r->packed->u.shaped.shape + r->packed->u.shaped.rank - r->ntiles;
  for (uint32_t i = 0; i < r->ntiles; i++)
    if (r->tiles[i] == MLB_DYNAMIC ? tail[i] != MLB_DYNAMIC
                                   : tail[i] != r->tiles[i])
      return false;
  return true;
}

/* The packed shape the unpacked one implies: each tiled dimension divided
 * by its tile, rounded up (dynamic when either is), the outer dimensions
 * permuted, the tiles appended. `out` holds urank + ntiles. */
static void implied_packed_shape(const Relayout *r, int64_t *out) {
  int64_t *outer = out + r->urank; /* scratch, overwritten by the tiles */
  memcpy(outer, r->unpacked->u.shaped.shape, r->urank * sizeof *outer);
  for (uint32_t i = 0; i < r->npos; i++) {
    int64_t *d = &outer[r->pos[i]];
    if (*d != MLB_DYNAMIC)
      *d = r->tiles[i] == MLB_DYNAMIC ? MLB_DYNAMIC
                                      : (*d + r->tiles[i] - 1) / r->tiles[i];
  }
  for (uint32_t i = 0; i < r->urank; i++)
    out[i] = outer[r->nperm ? r->perm[i] : i];
  memcpy(out + r->urank, r->tiles, r->ntiles * sizeof *out);
}

static bool compatible_dims(const int64_t *a, const int64_t *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (a[i] != b[i] && a[i] != MLB_DYNAMIC && b[i] != MLB_DYNAMIC)
      return false;
  return true;
}

static MlbStatus check_packed_type(MlbContext *ctx, MlbOperation *op,
                                   const Relayout *r) {
  if (!tiles_match(r))
    return mlb_plain_error(ctx, op,
                           "mismatch in inner tile sizes specified and "
                           "shaped of tiled dimension in the packed type");
  uint32_t n = r->urank + r->ntiles;
  int64_t small[16];
  int64_t *want = MLB_FITS_SMALL(2 * n, small)
                      ? small
                      : mlb_malloc(2 * n * sizeof *want);
  implied_packed_shape(r, want);
  MlbStatus s = MLB_SUCCESS;
  if (!compatible_dims(want, r->packed->u.shaped.shape, n)) {
    MlbType *elt = r->unpacked->u.shaped.elt;
    MlbType *t = mlb_type_tensor(ctx, n, want, elt, NULL);
    s = mlb_type_pair_error(ctx, op, true,
                            "expected %s for the packed domain value, got %s",
                            t, r->packed);
  }
  if (want != small)
    mlb_free(want);
  return s;
}

/* Without a padding value every tile is full: a static tile divides its
 * static dimension; a dynamic tile, whatever it is at run time, must make
 * the static outer size of the packed type divide it. An outer size 0
 * divides nothing here (mlir-opt 22 divides by it and crashes). */
static bool full_tiles(const Relayout *r) {
  const int64_t *in = r->unpacked->u.shaped.shape;
  const int64_t *outer = r->packed->u.shaped.shape;
  for (uint32_t i = 0; i < r->npos; i++) {
    int64_t d = in[r->pos[i]], t = r->tiles[i];
    if (d == MLB_DYNAMIC)
      continue;
    if (t != MLB_DYNAMIC) {
      if (d % t != 0)
        return false;
      continue;
    }
    uint32_t j = (uint32_t)r->pos[i]; /* its place among the outer sizes */
    for (uint32_t k = 0; k < r->nperm; k++)
      if (r->perm[k] == r->pos[i])
        j = k;
    if (outer[j] != MLB_DYNAMIC && (outer[j] == 0 || d % outer[j] != 0))
      return false;
  }
  return true;
}

static MlbStatus check_padding(MlbContext *ctx, MlbOperation *op,
                               const Relayout *r, const MlbValue *pad) {
  MlbType *elt = r->unpacked->u.shaped.elt;
  if (pad && pad->type != elt)
    return mlb_type_pair_error(ctx, op, false,
                               "expected padding_value has %s but got: %s",
                               elt, pad->type);
  if (!pad && !full_tiles(r))
    return mlb_op_emit_error(ctx, op,
                             "invalid tile factor or output size provided. "
                             "Only full tiles are supported when "
                             "padding_value is not set");
  return MLB_SUCCESS;
}

/* LLVM 22 takes ranked tensors only (the ODS constraints of both ops):
 * source, dest and the one result. */
static MlbStatus check_tensor_types(MlbContext *ctx, MlbOperation *op) {
  static const char *const k_ranked = "ranked tensor of any type values";
  if (op->num_results != 1)
    return mlb_op_emit_error(ctx, op, "requires one result");
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_ranked_tensor,
                                  k_ranked));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, mlb_pred_ranked_tensor,
                                  k_ranked));
  MLB_TRY(mlb_verify_result_type(ctx, op, 0, mlb_pred_ranked_tensor,
                                 k_ranked));
  if (op->results[0].type != mlb_op_operand(op, 1)->type)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type matches type "
                             "of dest");
  return MLB_SUCCESS;
}

static const int64_t *i64_list(const MlbAttr *a, uint32_t *n) {
  bool ok = a && a->kind == MLB_ATTR_DENSE_ARRAY;
  *n = ok ? a->u.darray.n : 0;
  return ok ? a->u.darray.ivals : NULL;
}

static MlbStatus verify_relayout(MlbContext *ctx, MlbOperation *op, bool pack) {
  if (op->num_operands < 2)
    return mlb_op_emit_error(
        ctx, op, "expected 2 or more operands, but found %u", op->num_operands);
  if (pack)
    MLB_TRY(mlb_verify_operand_segments(ctx, op, 4));
  MlbValue *pad = NULL;
  uint32_t ts = 0, tn = 0;
  relayout_operands(op, pack, &pad, &ts, &tn);
  const MlbAttr *pos = mlb_op_get_prop(op, "inner_dims_pos");
  const MlbAttr *tiles = mlb_op_get_prop(op, "static_inner_tiles");
  if (!pos || !tiles || pos->kind != MLB_ATTR_DENSE_ARRAY ||
      tiles->kind != MLB_ATTR_DENSE_ARRAY)
    return mlb_op_emit_error(ctx, op, "requires attribute '%s'",
                             pos ? "static_inner_tiles" : "inner_dims_pos");
  MLB_TRY(check_tensor_types(ctx, op));
  Relayout r;
  r.packed = mlb_op_operand(op, pack ? 1 : 0)->type;
  r.unpacked = mlb_op_operand(op, pack ? 0 : 1)->type;
  r.urank = r.unpacked->u.shaped.rank;
  r.pos = i64_list(pos, &r.npos);
  r.tiles = i64_list(tiles, &r.ntiles);
  r.perm = i64_list(mlb_op_get_prop(op, "outer_dims_perm"), &r.nperm);
  MLB_TRY(check_lists(ctx, op, &r));
  MLB_TRY(check_packed_type(ctx, op, &r));
  return pack ? check_padding(ctx, op, &r, pad) : MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_pack(MlbContext *ctx, MlbOperation *op) {
  return verify_relayout(ctx, op, true);
}

MlbStatus mlb_linalg_verify_unpack(MlbContext *ctx, MlbOperation *op) {
  return verify_relayout(ctx, op, false);
}

/* ==== softmax ==== */
static MlbStatus softmax_group(MlbAsmParser *p, const char *kw,
                               MlbUnresolved *u, MlbType **t) {
  MLB_TRY(mlb_parse_keyword(p, kw));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_operand(p, u));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(parse_shaped(p, t));
  return mlb_parse_punct(p, ")");
}

/* `attr-dict head(..) ins(%x : t) outs(%y : t) (-> t)?`: softmax's
 * `dimension(N)` and the Winograd transforms' `fmr(F_m_r)`. */
static MlbStatus parse_ins_outs_one(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved in, out;
  MlbType *ti = NULL, *to = NULL, *tr = NULL;
  MLB_TRY(softmax_group(p, "ins", &in, &ti));
  MLB_TRY(softmax_group(p, "outs", &out, &to));
  if (mlb_parse_optional_punct(p, "->")) {
    MLB_TRY(mlb_parse_type(p, &tr));
    mlb_vec_push(&st->result_types, tr);
  }
  MLB_TRY(mlb_resolve_operand(p, &in, ti, st));
  return mlb_resolve_operand(p, &out, to, st);
}

MlbStatus mlb_linalg_parse_softmax(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *dim = NULL;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_keyword(p, "dimension"));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_attr(p, ctx->t_i64, &dim));
  MLB_TRY(mlb_parse_punct(p, ")"));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "dimension"), dim);
  return parse_ins_outs_one(p, st);
}

void mlb_linalg_print_softmax(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"dimension", NULL};
  MlbAttr *dim = mlb_op_get_prop(op, "dimension");
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " dimension(");
  if (dim)
    mlb_pr_attr_no_type(p, dim);
  mlb_pr(p, ")");
  mlb_linalg_print_ins_outs(p, op, 1, op->num_operands - 1);
  mlb_print_optional_result_arrow(p, op);
}

/* ==== Winograd transforms ==== */
/* WinogradConv2DFmr, in enum value order. */
static const char *const k_fmr[] = {"F_2_3", "F_4_3", "F_2_5", NULL};

MlbStatus mlb_linalg_parse_winograd(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t v = 0;
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_keyword(p, "fmr"));
  MLB_TRY(mlb_parse_punct(p, "("));
  MLB_TRY(mlb_parse_enum_keyword(p, k_fmr, "fmr", &v));
  MLB_TRY(mlb_parse_punct(p, ")"));
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "fmr"),
                       mlb_attr_int(ctx, ctx->t_i32, v));
  return parse_ins_outs_one(p, st);
}

void mlb_linalg_print_winograd(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"fmr", NULL};
  MlbAttr *fmr = mlb_op_get_prop(op, "fmr");
  int64_t v = fmr && fmr->kind == MLB_ATTR_INTEGER ? fmr->u.integer.value : -1;
  mlb_pr_attr_dict(p, op, elided);
  mlb_prf(p, " fmr(%s)", v >= 0 && v < 3 ? k_fmr[v] : "<<invalid>>");
  mlb_linalg_print_ins_outs(p, op, 1, op->num_operands - 1);
  mlb_print_optional_result_arrow(p, op);
}

/* The Winograd transforms' shape rules, in mlir-opt 22's words. F(m, r)
 * turns an r-tap filter into tiles of alpha = m + r - 1 points; a
 * dimension of size 1 is not transformed. Dimensions: filter (F, H, W,
 * C) -> (alphaH, alphaW, C, F); input (N, H, W, C) -> (alphaH, alphaW,
 * tileH, tileW, N, C); value (alphaH, alphaW, tileH, tileW, N, F) ->
 * output (N, H, W, F). */
typedef struct Fmr {
  int64_t m, r, alpha;
} Fmr;

static bool compatible(const int64_t *want, const MlbType *t) {
  return compatible_dims(want, t->u.shaped.shape, t->u.shaped.rank);
}

static MlbStatus winograd_filter(MlbContext *ctx, MlbOperation *op, Fmr f,
                                 const int64_t *in, const MlbType *out) {
  bool left = in[1] != 1, right = in[2] != 1;
  if (!left && !right)
    return mlb_op_emit_error(ctx, op,
                             "expect either filter height or width equals "
                             "to r");
  if (left && in[1] != f.r)
    return mlb_op_emit_error(ctx, op,
                             "expect filter height either equals to r or 1");
  if (right && in[2] != f.r)
    return mlb_op_emit_error(ctx, op,
                             "expect filter width either equals to r or 1");
  int64_t want[4] = {left ? f.alpha : 1, right ? f.alpha : 1, in[3], in[0]};
  return compatible(want, out) ? MLB_SUCCESS
                               : mlb_op_emit_error(ctx, op, "the output shape "
                                                   "is not expected");
}

/* One spatial dimension of the input transform: its alpha and tile
 * counts, given the output's alpha size (1: not transformed). */
static void input_dim(Fmr f, int64_t size, int64_t out_alpha, int64_t *alpha,
                      int64_t *tiles) {
  if (size == MLB_DYNAMIC) {
    *alpha = f.alpha;
    *tiles = MLB_DYNAMIC;
    return;
  }
  bool on = out_alpha != 1;
  *alpha = on ? f.alpha : 1;
  *tiles = on ? (size - (f.r - 1)) / f.m : size;
}

static MlbStatus winograd_input(MlbContext *ctx, MlbOperation *op, Fmr f,
                                const int64_t *in, const MlbType *out) {
  const int64_t *o = out->u.shaped.shape;
  int64_t want[6];
  input_dim(f, in[1], o[0], &want[0], &want[2]);
  input_dim(f, in[2], o[1], &want[1], &want[3]);
  want[4] = in[0];
  want[5] = in[3];
  return compatible(want, out) ? MLB_SUCCESS
                               : mlb_op_emit_error(ctx, op, "the output shape "
                                                   "is not expected");
}

/* One spatial dimension of the output transform: the output size, or
 * false when the value's alpha size is neither alpha nor 1. */
static bool output_dim(Fmr f, int64_t alpha, int64_t tiles, int64_t *size) {
  if (alpha == MLB_DYNAMIC || tiles == MLB_DYNAMIC) {
    *size = MLB_DYNAMIC;
    return true;
  }
  bool on = alpha != 1;
  *size = (on ? f.m : 1) * tiles;
  return alpha == (on ? f.alpha : 1);
}

static MlbStatus winograd_output(MlbContext *ctx, MlbOperation *op, Fmr f,
                                 const int64_t *v, const MlbType *out) {
  int64_t want[4] = {v[4], 0, 0, v[5]};
  if (!output_dim(f, v[0], v[2], &want[1]))
    return mlb_op_emit_error(ctx, op,
                             "expect input height equals to input tile size");
  if (!output_dim(f, v[1], v[3], &want[2]))
    return mlb_op_emit_error(ctx, op,
                             "expect input width equals to input tile size");
  return compatible(want, out) ? MLB_SUCCESS
                               : mlb_op_emit_error(ctx, op, "the output shape "
                                                   "is not expected");
}

static bool tensor_4d(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR && t->u.shaped.rank == 4;
}

static bool tensor_6d(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR && t->u.shaped.rank == 6;
}

static const char *const k_4d = "4D tensor of any type values";
static const char *const k_6d = "6D tensor of any type values";

MlbStatus mlb_linalg_verify_winograd(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *fmr = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "fmr", &fmr));
  if (fmr->kind != MLB_ATTR_INTEGER || fmr->u.integer.value < 0 ||
      fmr->u.integer.value > 2)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'fmr' failed to satisfy constraint: "
                             "allowed 32-bit signless integer cases: 0, 1, 2");
  bool filter = strcmp(op->name, "linalg.winograd_filter_transform") == 0;
  bool input = strcmp(op->name, "linalg.winograd_input_transform") == 0;
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0,
                                  filter || input ? tensor_4d : tensor_6d,
                                  filter || input ? k_4d : k_6d));
  MLB_TRY(mlb_verify_operand_type(ctx, op, 1, input ? tensor_6d : tensor_4d,
                                  input ? k_6d : k_4d));
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, 1));
  /* F_2_3, F_4_3, F_2_5 in enum order. */
  static const Fmr k_fmrs[] = {{2, 3, 4}, {4, 3, 6}, {2, 5, 6}};
  Fmr f = k_fmrs[fmr->u.integer.value];
  MlbType *in = mlb_op_operand(op, 0)->type, *out = mlb_op_operand(op, 1)->type;
  if (in->u.shaped.elt != out->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that all of {%s, output} have "
                             "same element type",
                             filter ? "filter" : input ? "input" : "value");
  const int64_t *s = in->u.shaped.shape;
  return filter  ? winograd_filter(ctx, op, f, s, out)
         : input ? winograd_input(ctx, op, f, s, out)
                 : winograd_output(ctx, op, f, s, out);
}

MlbStatus mlb_linalg_verify_softmax(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *dim = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "dimension", &dim));
  MlbType *in = mlb_op_operand(op, 0)->type, *out = mlb_op_operand(op, 1)->type;
  if (in->u.shaped.rank != out->u.shaped.rank)
    return mlb_op_emit_error(ctx, op, "incompatible output shape");
  for (uint32_t i = 0; i < in->u.shaped.rank; i++) {
    int64_t a = in->u.shaped.shape[i], b = out->u.shaped.shape[i];
    if (a != MLB_DYNAMIC && b != MLB_DYNAMIC && a != b)
      return mlb_op_emit_error(ctx, op, "incompatible output shape");
  }
  int64_t d = dim->kind == MLB_ATTR_INTEGER ? dim->u.integer.value : -1;
  if (d < 0 || d >= (int64_t)in->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "incorrect dimension specified for softmax");
  return mlb_linalg_verify_dps(ctx, op, 1);
}
