/* tensor_bufferize_make.c - One-Shot Bufferize of the tensor ops that
 * make a new tensor from scalars, as upstream rewrites them: splat fills a
 * new buffer through a linalg.map yielding the value, from_elements stores
 * each element (row-major, with index constants made once), generate
 * becomes a linalg.map whose body is the generate's, its index arguments
 * read with linalg.index, and pad does the same on a buffer of the padded
 * size before copying the source into the middle.
 */
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* linalg.map outs(%buf) with the body block `body`, whose single argument
 * is the element it overwrites. */
static void build_map(MlbBufRewriter *br, MlbAttr *loc, MlbValue *buf,
                      MlbBlock *body) {
  MlbOpState st;
  mlb_opstate_init(&st, br->ctx, "linalg.map", loc);
  mlb_vec_push(&st.operands, buf);
  MlbRegion *r = mlb_region_new(br->ctx);
  mlb_region_push_block(r, body);
  mlb_vec_push(&st.regions, r);
  mlb_builder_insert(&br->b, &st);
}

static MlbValue *new_buffer(MlbBufRewriter *br, MlbOperation *op,
                            uint32_t first_size) {
  MlbValue *res = mlb_op_result(op, 0);
  uint32_t n = op->num_operands - first_size;
  MlbValue *dyn[n ? n : 1];
  for (uint32_t i = 0; i < n; i++)
    dyn[i] = mlb_op_operand(op, first_size + i);
  return mlb_buf_alloc(br, op->loc, res->type, NULL, dyn);
}

static MlbStatus splat_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = new_buffer(br, op, 1);
  MlbType *elt = mlb_op_result(op, 0)->type->u.shaped.elt;
  MlbBlock *body = mlb_block_new(br->ctx);
  mlb_block_add_arg(br->ctx, body, elt, op->loc);
  MlbBuilder in = {br->ctx, body, NULL};
  MlbValue *v = mlb_op_operand(op, 0);
  mlb_bld_op(&in, "linalg.yield", op->loc, 1, &v, 0, NULL);
  build_map(br, op->loc, buf, body);
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static MlbStatus from_elements_bufferize(MlbBufRewriter *br,
                                         MlbOperation *op) {
  MlbType *t = mlb_op_result(op, 0)->type;
  uint32_t rank = t->u.shaped.rank;
  MlbValue *buf = mlb_buf_alloc(br, op->loc, t, NULL, NULL);
  int64_t widest = 1;
  for (uint32_t d = 0; d < rank; d++)
    if (t->u.shaped.shape[d] > widest)
      widest = t->u.shaped.shape[d];
  MlbValue *idx[widest];
  for (int64_t k = 0; k < widest; k++)
    idx[k] = mlb_bld_const_index(&br->b, op->loc, k);
  int64_t at[rank ? rank : 1];
  memset(at, 0, sizeof at);
  for (uint32_t e = 0; e < op->num_operands; e++) {
    MlbValue *ops[2 + (rank ? rank : 1)];
    ops[0] = mlb_op_operand(op, e);
    ops[1] = buf;
    for (uint32_t d = 0; d < rank; d++)
      ops[2 + d] = idx[at[d]];
    mlb_bld_access(&br->b, "memref.store", op->loc, 2 + rank, ops, NULL);
    for (uint32_t d = rank; d-- > 0;) { /* row-major: last index first */
      if (++at[d] < t->u.shaped.shape[d])
        break;
      at[d] = 0;
    }
  }
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* A linalg.map over `buf` running op's body (generate, pad): its index
 * arguments become linalg.index, an element argument is added, its
 * tensor.yield becomes a linalg.yield. */
static MlbStatus body_to_map(MlbBufRewriter *br, MlbOperation *op,
                             MlbValue *buf) {
  MlbContext *ctx = br->ctx;
  MlbBlock *body = op->num_regions ? op->regions[0].first : NULL;
  MlbOperation *yield = body ? mlb_block_terminator(body) : NULL;
  if (!body || !yield || yield->num_operands != 1)
    return mlb_emit_error(ctx, op->loc, "op was not bufferized");
  mlb_region_remove_block(body);
  MlbBuilder in = {ctx, body, body->first};
  for (uint32_t d = 0; d < body->num_args; d++) {
    MlbOpState st;
    mlb_opstate_init(&st, ctx, "linalg.index", op->loc);
    mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "dim"),
                         mlb_attr_int(ctx, ctx->t_i64, d));
    mlb_vec_push(&st.result_types, mlb_type_index(ctx));
    MlbValue *i = mlb_op_result(mlb_builder_insert(&in, &st), 0);
    mlb_value_replace_all_uses(body->args[d], i);
  }
  while (body->num_args)
    mlb_block_erase_arg(body, body->num_args - 1);
  mlb_block_add_arg(ctx, body, mlb_op_result(op, 0)->type->u.shaped.elt,
                    op->loc);
  MlbBuilder at_yield = {ctx, NULL, NULL};
  mlb_builder_set_before(&at_yield, yield);
  MlbValue *v = mlb_op_operand(yield, 0);
  mlb_bld_op(&at_yield, "linalg.yield", yield->loc, 1, &v, 0, NULL);
  mlb_op_erase(yield);
  build_map(br, op->loc, buf, body);
  return MLB_SUCCESS;
}

static MlbStatus generate_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbValue *buf = new_buffer(br, op, 0);
  MLB_TRY(body_to_map(br, op, buf));
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

/* ==== tensor.pad ====
 * A new buffer of the padded size filled by the pad's body, the source
 * copied into the subview at the low padding. Operand segments: source,
 * low, high; static_low/static_high with MLB_DYNAMIC for the operands. */
static const int64_t *pad_list(MlbOperation *op, const char *name,
                               uint32_t rank) {
  MlbAttr *a = mlb_op_get_prop(op, name);
  return a && a->kind == MLB_ATTR_DENSE_ARRAY && a->u.darray.n == rank
             ? a->u.darray.ivals
             : NULL;
}

/* The pad amounts of each dimension as values (constants where static). */
static void pad_values(MlbBufRewriter *br, MlbOperation *op,
                       const int64_t *stat, uint32_t first, uint32_t rank,
                       MlbValue **out) {
  uint32_t k = first;
  for (uint32_t d = 0; d < rank; d++)
    out[d] = stat[d] == MLB_DYNAMIC
                 ? mlb_op_operand(op, k++)
                 : mlb_bld_const_index(&br->b, op->loc, stat[d]);
}

static MlbStatus pad_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  MlbType *st = mlb_op_operand(op, 0)->type, *rt = mlb_op_result(op, 0)->type;
  uint32_t rank = rt->u.shaped.rank, ls = 0, ln = 0, hs = 0, hn = 0;
  const int64_t *low = pad_list(op, "static_low", rank);
  const int64_t *high = pad_list(op, "static_high", rank);
  if (!low || !high || !mlb_iface_operand_segment(op, 1, &ls, &ln) ||
      !mlb_iface_operand_segment(op, 2, &hs, &hn))
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbAttr *loc = op->loc;
  MlbValue *src = mlb_buf_lookup(br, mlb_op_operand(op, 0));
  MlbValue *lo[rank ? rank : 1], *hi[rank ? rank : 1];
  pad_values(br, op, low, ls, rank, lo);
  pad_values(br, op, high, hs, rank, hi);
  MlbValue *dyn[rank ? rank : 1], *dsize[rank ? rank : 1];
  uint32_t nd = 0, nds = 0;
  for (uint32_t d = 0; d < rank; d++) {
    MlbValue *sd = NULL;
    if (st->u.shaped.shape[d] == MLB_DYNAMIC) {
      sd = mlb_buf_dim(br, loc, src, d);
      dsize[nds++] = sd;
    }
    if (rt->u.shaped.shape[d] != MLB_DYNAMIC)
      continue;
    if (!sd)
      sd = mlb_bld_const_index(&br->b, loc, st->u.shaped.shape[d]);
    MlbValue *sz = mlb_bld_binary(&br->b, loc, "arith.addi", sd, lo[d]);
    dyn[nd++] = mlb_bld_binary(&br->b, loc, "arith.addi", sz, hi[d]);
  }
  MlbValue *buf = mlb_buf_alloc(br, loc, rt, NULL, dyn);
  MLB_TRY(body_to_map(br, op, buf));
  int64_t steps[rank ? rank : 1];
  MlbValue *doff[rank ? rank : 1];
  uint32_t ndo = 0;
  for (uint32_t d = 0; d < rank; d++) {
    steps[d] = 1;
    if (low[d] == MLB_DYNAMIC)
      doff[ndo++] = lo[d];
  }
  /* A source of static size 0 has nothing to copy, and its subview may
   * start after the last element (all padding low), which does not
   * verify ("offset ... is out-of-bounds"; upstream emits it and fails). */
  if (!mlb_type_has_zero_dim(st)) {
    MlbType *vt = mlb_buf_subview_type(br->ctx, buf->type, rank, low,
                                       st->u.shaped.shape, steps, st);
    MlbBldView v = {.rank = rank,
                    .offsets = low,
                    .sizes = st->u.shaped.shape,
                    .strides = steps,
                    .dyn_offsets = doff,
                    .dyn_sizes = dsize,
                    .n_dyn_offsets = ndo,
                    .n_dyn_sizes = nds};
    MlbValue *view =
        mlb_bld_view(&br->b, loc, "memref.subview", buf, vt, &v);
    mlb_buf_copy(br, loc, src, view);
  }
  mlb_buf_replace_op(br, op, &buf);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_splat = {.flags = MLB_BUF_RESULTS_NEW,
                                          .bufferize = splat_bufferize};
static const MlbBufferizeIface k_from_elements = {
    .flags = MLB_BUF_RESULTS_NEW, .bufferize = from_elements_bufferize};
static const MlbBufferizeIface k_generate = {
    .flags = MLB_BUF_RESULTS_NEW | MLB_BUF_OWNS_REGIONS,
    .bufferize = generate_bufferize};

static const MlbBufferizeIface k_pad = {
    .flags = MLB_BUF_RESULTS_NEW | MLB_BUF_OWNS_REGIONS,
    .bufferize = pad_bufferize};

static const MlbIfaceEntry k_entries[] = {
    {"tensor.pad", MLB_IFACE_BUFFERIZE, &k_pad},
    {"tensor.splat", MLB_IFACE_BUFFERIZE, &k_splat},
    {"tensor.from_elements", MLB_IFACE_BUFFERIZE, &k_from_elements},
    {"tensor.generate", MLB_IFACE_BUFFERIZE, &k_generate},
};

void mlb_register_tensor_make_bufferize(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
