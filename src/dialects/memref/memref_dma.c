/* memref_dma.c - memref.dma_start, memref.dma_wait and
 * memref.distinct_objects.
 *
 * dma_start's operands are one flat list whose layout depends on the
 * memref ranks (src memref + indices, dst memref + indices, element count,
 * tag memref + indices, then an optional stride pair), so its parser and
 * verifier walk the list with the ranks as upstream does.
 */
#include "dialects/memref/memref_int.h"

/* ==== dma_start ==== */
typedef struct DmaParse {
  MlbUnresolved src, dst, num, tag;
  MlbUnresolvedVec src_idx, dst_idx, tag_idx, stride;
  MlbTypeVec types;
} DmaParse;

static void dma_free(DmaParse *d) {
  mlb_vec_free(&d->src_idx);
  mlb_vec_free(&d->dst_idx);
  mlb_vec_free(&d->tag_idx);
  mlb_vec_free(&d->stride);
  mlb_vec_free(&d->types);
}

static MlbStatus memref_and_indices(MlbAsmParser *p, MlbUnresolved *m,
                                    MlbUnresolvedVec *idx) {
  MLB_TRY(mlb_parse_operand(p, m));
  return mlb_parse_operand_list(p, MLB_DELIM_SQUARE, idx);
}

static MlbStatus dma_operands(MlbAsmParser *p, MlbOpState *st, DmaParse *d) {
  MLB_TRY(memref_and_indices(p, &d->src, &d->src_idx));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(memref_and_indices(p, &d->dst, &d->dst_idx));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &d->num));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(memref_and_indices(p, &d->tag, &d->tag_idx));
  if (mlb_parse_optional_punct(p, ","))
    MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_NONE, &d->stride));
  if (d->stride.len && d->stride.len != 2)
    return mlb_parser_op_error(p, st->loc,
                               "expected two stride related operands");
  MLB_TRY(mlb_parse_colon_type_list(p, &d->types));
  if (d->types.len != 3)
    return mlb_parser_op_error(p, st->loc, "fewer/more types expected");
  return MLB_SUCCESS;
}

static MlbStatus dma_resolve(MlbAsmParser *p, MlbOpState *st, DmaParse *d) {
  MlbType *index = mlb_parser_ctx(p)->t_index;
  MLB_TRY(mlb_resolve_operand(p, &d->src, d->types.data[0], st));
  MLB_TRY(mlb_memref_resolve_indices(p, &d->src_idx, st));
  MLB_TRY(mlb_resolve_operand(p, &d->dst, d->types.data[1], st));
  MLB_TRY(mlb_memref_resolve_indices(p, &d->dst_idx, st));
  MLB_TRY(mlb_resolve_operand(p, &d->num, index, st));
  MLB_TRY(mlb_resolve_operand(p, &d->tag, d->types.data[2], st));
  MLB_TRY(mlb_memref_resolve_indices(p, &d->tag_idx, st));
  return mlb_memref_resolve_indices(p, &d->stride, st);
}

MlbStatus mlb_memref_parse_dma_start(MlbAsmParser *p, MlbOpState *st) {
  DmaParse d;
  memset(&d, 0, sizeof d);
  MlbStatus s = dma_operands(p, st, &d);
  if (!s)
    s = dma_resolve(p, st, &d);
  dma_free(&d);
  return s;
}

static uint32_t rank_of(MlbOperation *op, uint32_t i) {
  MlbType *t = mlb_op_operand(op, i)->type;
  return t->kind == MLB_TYPE_MEMREF ? t->u.shaped.rank : 0;
}

/* Operand positions of a well-formed dma_start. */
typedef struct DmaLayout {
  uint32_t dst, num, tag, end;
} DmaLayout;

static DmaLayout dma_layout(MlbOperation *op) {
  DmaLayout l;
  l.dst = 1 + rank_of(op, 0);
  l.num = l.dst + 1 + rank_of(op, l.dst);
  l.tag = l.num + 1;
  l.end = l.tag + 1 + rank_of(op, l.tag);
  return l;
}

void mlb_memref_print_dma_start(MlbAsmPrinter *p, MlbOperation *op) {
  DmaLayout l = dma_layout(op);
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "[");
  mlb_pr_operands(p, &op->operands[1], l.dst - 1);
  mlb_pr(p, "], ");
  mlb_pr_operand(p, mlb_op_operand(op, l.dst));
  mlb_pr(p, "[");
  mlb_pr_operands(p, &op->operands[l.dst + 1], l.num - l.dst - 1);
  mlb_pr(p, "], ");
  mlb_pr_operands(p, &op->operands[l.num], 2);
  mlb_pr(p, "[");
  mlb_pr_operands(p, &op->operands[l.tag + 1], l.end - l.tag - 1);
  mlb_pr(p, "]");
  if (op->num_operands > l.end) {
    mlb_pr(p, ", ");
    mlb_pr_operands(p, &op->operands[l.end], op->num_operands - l.end);
  }
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, ", ");
  mlb_pr_type(p, mlb_op_operand(op, l.dst)->type);
  mlb_pr(p, ", ");
  mlb_pr_type(p, mlb_op_operand(op, l.tag)->type);
}

/* Checks that the memref at `at` exists and that its indices are indices;
 * returns the operand count needed so far in *need. */
static MlbStatus dma_group(MlbContext *ctx, MlbOperation *op, uint32_t at,
                           const char *name, const char *idx_name,
                           uint32_t base, uint32_t *need) {
  if (mlb_op_operand(op, at)->type->kind != MLB_TYPE_MEMREF)
    return mlb_op_emit_error(ctx, op, "expected %s to be of memref type", name);
  *need = base + rank_of(op, at);
  if (op->num_operands < *need)
    return mlb_op_emit_error(ctx, op, "expected at least %u operands", *need);
  for (uint32_t i = at + 1; i <= at + rank_of(op, at); i++)
    if (mlb_op_operand(op, i)->type->kind != MLB_TYPE_INDEX)
      return mlb_op_emit_error(ctx, op,
                               "expected %s indices to be of index "
                               "type",
                               idx_name);
  return MLB_SUCCESS;
}

MlbStatus mlb_memref_verify_dma_start(MlbContext *ctx, MlbOperation *op) {
  uint32_t n = op->num_operands, need = 0;
  if (n < 4)
    return mlb_op_emit_error(ctx, op, "expected at least 4 operands");
  MLB_TRY(dma_group(ctx, op, 0, "source", "source", 4, &need));
  uint32_t dst = 1 + rank_of(op, 0);
  MLB_TRY(dma_group(ctx, op, dst, "destination", "destination",
                    4 + rank_of(op, 0), &need));
  DmaLayout l = dma_layout(op);
  if (mlb_op_operand(op, l.num)->type->kind != MLB_TYPE_INDEX)
    return mlb_op_emit_error(ctx, op,
                             "expected num elements to be of index type");
  MLB_TRY(dma_group(ctx, op, l.tag, "tag", "tag", need, &need));
  if (n != need && n != need + 2)
    return mlb_op_emit_error(ctx, op, "incorrect number of operands");
  for (uint32_t i = need; i < n; i++)
    if (mlb_op_operand(op, i)->type->kind != MLB_TYPE_INDEX)
      return mlb_op_emit_error(ctx, op,
                               "expected stride and num elements per "
                               "stride to be of type index");
  return MLB_SUCCESS;
}

/* ==== dma_wait ==== */
MlbStatus mlb_memref_parse_dma_wait(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved tag, num;
  MlbUnresolvedVec idx = {0};
  MlbType *t = NULL;
  MlbStatus s = memref_and_indices(p, &tag, &idx);
  if (!s)
    s = mlb_parse_punct(p, ",");
  if (!s)
    s = mlb_parse_operand(p, &num);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_punct(p, ":");
  if (!s)
    s = mlb_memref_parse_any(p, st, &t);
  if (!s)
    s = mlb_resolve_operand(p, &tag, t, st);
  if (!s)
    s = mlb_memref_resolve_indices(p, &idx, st);
  if (!s)
    s = mlb_resolve_operand(p, &num, mlb_parser_ctx(p)->t_index, st);
  mlb_vec_free(&idx);
  return s;
}

void mlb_memref_print_dma_wait(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t n = op->num_operands;
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "[");
  mlb_pr_operands(p, &op->operands[1], n - 2);
  mlb_pr(p, "], ");
  mlb_pr_operand(p, mlb_op_operand(op, n - 1));
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

MlbStatus mlb_memref_verify_dma_wait(MlbContext *ctx, MlbOperation *op) {
  uint32_t n = op->num_operands;
  MLB_TRY(mlb_verify_operand_type(ctx, op, 0, mlb_pred_ranked_memref,
                                  "memref of any type values"));
  MLB_TRY(mlb_verify_operand_range(ctx, op, 1, (int32_t)n - 2, mlb_pred_index,
                                   "variadic of index"));
  MLB_TRY(mlb_verify_operand_type(ctx, op, n - 1, mlb_pred_index, "index"));
  uint32_t rank = rank_of(op, 0);
  if (n - 2 != rank)
    return mlb_op_emit_error(ctx, op,
                             "expected tagIndices to have the same number of "
                             "elements as the tagMemRef rank, expected %u, "
                             "but got %u",
                             rank, n - 2);
  return MLB_SUCCESS;
}

/* ==== distinct_objects ==== */
MlbStatus mlb_memref_parse_distinct_objects(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbTypeVec types = {0};
  MlbAttr *loc = mlb_parser_loc(p);
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mlb_parse_colon_type_list(p, &types);
  if (!s && ops.len != types.len)
    s = mlb_parser_op_error(p, loc,
                            "number of operands and types do not match: got "
                            "%u operands and %u types",
                            ops.len, types.len);
  if (!s)
    s = mlb_resolve_operands(p, ops.data, ops.len, types.data, types.len, st);
  for (uint32_t i = 0; !s && i < types.len; i++)
    mlb_vec_push(&st->result_types, types.data[i]);
  mlb_vec_free(&ops);
  mlb_vec_free(&types);
  return s;
}

void mlb_memref_print_distinct_objects(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_operand_types(p, op->operands, op->num_operands);
}

MlbStatus mlb_memref_verify_distinct_objects(MlbContext *ctx,
                                             MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_range(ctx, op, 0, -1, mlb_pred_ranked_memref,
                                   "variadic of memref of any type values"));
  bool same = op->num_operands == op->num_results;
  for (uint32_t i = 0; same && i < op->num_results; i++)
    same = mlb_op_operand(op, i)->type == op->results[i].type;
  if (!same)
    return mlb_op_emit_error(ctx, op,
                             "operand types and result types must match");
  if (!op->num_operands)
    return mlb_op_emit_error(ctx, op, "expected at least one operand");
  return MLB_SUCCESS;
}
