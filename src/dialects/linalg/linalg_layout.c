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
 * (the enum stored as an i32 property). None of them has a region; the
 * Winograd shape rules are not checked.
 */
#include "dialects/linalg/linalg_int.h"

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

/* The count checks of upstream's commonVerifierPackAndUnPackOp. */
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
  MlbType *packed = mlb_op_operand(op, pack ? 1 : 0)->type;
  MlbType *unpacked = mlb_op_operand(op, pack ? 0 : 1)->type;
  uint32_t urank = unpacked->u.shaped.rank, ntiles = tiles->u.darray.n;
  for (uint32_t i = 0; i < pos->u.darray.n; i++)
    if (pos->u.darray.ivals[i] < 0 || pos->u.darray.ivals[i] >= (int64_t)urank)
      return mlb_op_emit_error(ctx, op, "invalid inner_dims_pos vector");
  if (ntiles > urank)
    return mlb_op_emit_error(ctx, op,
                             "tiling factors must be less than or equal to "
                             "the input rank for pack or output rank for "
                             "unpack");
  if (ntiles != pos->u.darray.n)
    return mlb_op_emit_error(ctx, op,
                             "tiling factors must equal the number of "
                             "dimensions to tile");
  if (packed->u.shaped.rank != urank + ntiles)
    return mlb_op_emit_error(ctx, op,
                             "packed rank != (unpacked rank + num tiling "
                             "factors), got %u != %u",
                             packed->u.shaped.rank, urank + ntiles);
  /* DestinationStyleOpInterface with the single init `dest`. */
  MlbType *dest = mlb_op_operand(op, 1)->type;
  uint32_t want = dest->kind == MLB_TYPE_TENSOR;
  if (op->num_results != want)
    return mlb_op_emit_error(ctx, op,
                             "expected the number of tensor results (%u) to "
                             "be equal to the number of output tensors (%u)",
                             op->num_results, want);
  if (want && op->results[0].type != dest)
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that result type matches type "
                             "of dest");
  return MLB_SUCCESS;
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

MlbStatus mlb_linalg_verify_winograd(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *fmr = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "fmr", &fmr));
  if (fmr->kind != MLB_ATTR_INTEGER || fmr->u.integer.value < 0 ||
      fmr->u.integer.value > 2)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'fmr' failed to satisfy constraint: "
                             "allowed 32-bit signless integer cases: 0, 1, 2");
  return mlb_linalg_verify_dps(ctx, op, 1);
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
