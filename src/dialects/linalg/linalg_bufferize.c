/* linalg_bufferize.c - One-Shot Bufferize of the structured ops: they are
 * in destination-passing style, outs[k] is written and becomes result k,
 * ins are read, and an out is read only when the payload uses its block
 * argument (linalg.fill and linalg.copy do not; linalg.softmax, without
 * a payload, does not either). The rewrite builds the
 * same op on buffers, without results, its payload moved over.
 */
#include "dialects/common.h"
#include "dialects/linalg/linalg_int.h"
#include "interfaces/registrations.h"
#include "rewrite/bufferize.h"

/* ins [*is, *is + *in) and outs [*os, *os + *on), as linalg_ifaces.c
 * reads them: operand segments, or one trailing out (map, transpose,
 * broadcast, softmax), or as many outs as ins (reduce). */
static bool ins_outs(MlbOperation *op, uint32_t *is, uint32_t *in,
                     uint32_t *os, uint32_t *on) {
  if (op->desc && (op->desc->traits & MLB_TRAIT_ATTR_SIZED_OPERANDS)) {
    /* Both segments from one look-up of the sizes (the analysis asks this
     * of every operand several times); a segment left unset is invalid,
     * as for mlb_op_operand_segment. */
    uint32_t start[2] = {UINT32_MAX, UINT32_MAX}, len[2] = {0, 0};
    mlb_op_operand_segments(op, 2, start, len);
    if (start[0] == UINT32_MAX || start[1] == UINT32_MAX)
      return false;
    *is = start[0], *in = len[0], *os = start[1], *on = len[1];
    return true;
  }
  uint32_t n = op->num_operands;
  if (mlb_op_is(op, "linalg.reduce")) {
    *is = 0, *in = n / 2, *os = n / 2, *on = n / 2;
    return true;
  }
  if (!n)
    return false;
  *is = 0, *in = n - 1, *os = n - 1, *on = 1;
  return true;
}

static void linalg_inits(MlbOperation *op, uint32_t *first, uint32_t *count) {
  uint32_t is, in;
  if (!ins_outs(op, &is, &in, first, count))
    *first = *count = 0;
}

static bool linalg_reads(MlbOperation *op, uint32_t i) {
  uint32_t is, in, os, on;
  if (!ins_outs(op, &is, &in, &os, &on) || i < os || i >= os + on)
    return true;
  /* softmax computes its output from its input alone. */
  if (mlb_op_is(op, "linalg.softmax"))
    return false;
  MlbBlock *body = op->num_regions ? op->regions[0].first : NULL;
  if (!body || body->num_args != in + on)
    return true;
  return !mlb_value_use_empty(body->args[in + (i - os)]);
}

/* ==== Elementwise access ==== */
static bool is_identity_map(const MlbAttr *m) {
  if (!m || m->kind != MLB_ATTR_AFFINE_MAP ||
      m->u.map.num_dims != m->u.map.num_results)
    return false;
  for (uint32_t k = 0; k < m->u.map.num_results; k++) {
    const MlbAffineExpr *e = m->u.map.results[k];
    if (e->kind != MLB_AFFINE_DIM || e->value != (int64_t)k)
      return false;
  }
  return true;
}

static bool all_parallel(const MlbAttr *its) {
  static const char par[] = "#linalg.iterator_type<parallel>";
  if (!its || its->kind != MLB_ATTR_ARRAY)
    return false;
  for (uint32_t k = 0; k < its->u.array.n; k++) {
    const MlbAttr *e = its->u.array.elems[k];
    if (e->kind != MLB_ATTR_OPAQUE || strcmp(e->u.opaque.text, par) != 0)
      return false;
  }
  return true;
}

/* Operands i and j indexed by the identity (the step at point p touches
 * element p of both). */
static bool identity_indexed(MlbOperation *op, uint32_t i, uint32_t j) {
  MlbAttr *maps = mlb_op_get_prop(op, mlb_names.indexing_maps);
  if (!maps || maps->kind != MLB_ATTR_ARRAY || i >= maps->u.array.n ||
      j >= maps->u.array.n)
    return false;
  return is_identity_map(maps->u.array.elems[i]) &&
         is_identity_map(maps->u.array.elems[j]);
}

/* linalg.generic: only parallel loops, and both identity indexed. */
static bool generic_elementwise(MlbOperation *op, uint32_t i, uint32_t j) {
  return all_parallel(mlb_op_get_prop(op, mlb_names.iterator_types)) &&
         identity_indexed(op, i, j);
}

/* linalg.map and the named elementwise ops index every shaped operand by
 * the identity over the output's shape (the verifier checks the shapes). */
static bool shaped_elementwise(MlbOperation *op, uint32_t i, uint32_t j) {
  MlbType *ti = mlb_op_operand(op, i)->type, *tj = mlb_op_operand(op, j)->type;
  return mlb_type_is_tensor(ti) && mlb_type_is_tensor(tj);
}

/* The op again on buffers: same name, properties and attributes, no
 * results, the payload moved over. */
static MlbStatus linalg_bufferize(MlbBufRewriter *br, MlbOperation *op) {
  uint32_t is, in, os, on;
  if (!ins_outs(op, &is, &in, &os, &on))
    return mlb_emit_error(br->ctx, op->loc, "op was not bufferized");
  MlbOpState st;
  mlb_opstate_init(&st, br->ctx, op->name, op->loc);
  MlbValue *outs[on ? on : 1];
  /* The copies of inits out of place first: upstream makes them before
   * it rewrites the op (insertTensorCopies), so their to_buffer ops come
   * before the op's own lookups, which each go first in their block. */
  for (uint32_t i = os; i < os + on; i++)
    outs[i - os] = mlb_type_is_tensor(mlb_op_operand(op, i)->type) &&
                           !br->in_place(br->user, op, i)
                       ? mlb_buf_get_buffer(br, op, i)
                       : NULL;
  uint32_t nouts = 0;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbValue *v = mlb_op_operand(op, i);
    if (mlb_type_is_tensor(v->type)) {
      bool init = i >= os && i < os + on;
      v = init && outs[i - os] ? outs[i - os]
          : init               ? mlb_buf_get_buffer(br, op, i)
                               : mlb_buf_lookup(br, v);
      if (init)
        outs[nouts++] = v;
    }
    mlb_vec_push(&st.operands, v);
  }
  st.raw_props = op->props;
  if (op->attrs)
    for (uint32_t k = 0; k < op->attrs->u.dict.n; k++)
      mlb_vec_push(&st.attrs, op->attrs->u.dict.entries[k]);
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbRegion *nr = mlb_region_new(br->ctx);
    while (op->regions[r].first) {
      MlbBlock *b = op->regions[r].first;
      mlb_region_remove_block(b);
      mlb_region_push_block(nr, b);
    }
    mlb_vec_push(&st.regions, nr);
  }
  mlb_builder_insert(&br->b, &st);
  /* Result k is outs[k]'s buffer. */
  mlb_buf_replace_op(br, op, outs);
  return MLB_SUCCESS;
}

static const MlbBufferizeIface k_linalg_bufferize = {
    .flags = MLB_BUF_DPS,
    .reads = linalg_reads,
    .inits = linalg_inits,
    .bufferize = linalg_bufferize,
};
static const MlbBufferizeIface k_generic_bufferize = {
    .flags = MLB_BUF_DPS,
    .reads = linalg_reads,
    .elementwise = generic_elementwise,
    .inits = linalg_inits,
    .bufferize = linalg_bufferize,
};
/* linalg.elementwise: its loops are all parallel; its maps may transpose
 * or broadcast an operand. */
static const MlbBufferizeIface k_mapped_elementwise_bufferize = {
    .flags = MLB_BUF_DPS,
    .reads = linalg_reads,
    .elementwise = identity_indexed,
    .inits = linalg_inits,
    .bufferize = linalg_bufferize,
};
static const MlbBufferizeIface k_elementwise_bufferize = {
    .flags = MLB_BUF_DPS,
    .reads = linalg_reads,
    .elementwise = shaped_elementwise,
    .inits = linalg_inits,
    .bufferize = linalg_bufferize,
};

/* The structured ops whose operands all share the output's iteration
 * space by the identity map. */
static const char *const k_elementwise_ops[] = {
    "linalg.map", "linalg.copy", "linalg.add", "linalg.sub", "linalg.mul",
    "linalg.div", "linalg.div_unsigned", "linalg.max", "linalg.min",
    "linalg.powf", "linalg.exp", "linalg.log", "linalg.abs", "linalg.ceil",
    "linalg.floor", "linalg.negf", "linalg.reciprocal", "linalg.round",
    "linalg.sqrt", "linalg.rsqrt", "linalg.square", "linalg.tanh",
    "linalg.erf", "linalg.select"};

/* linalg.copy is also a subset insertion: its input overwrites the whole
 * output. */
static const MlbBufferizeIface k_linalg_copy_bufferize = {
    .flags = MLB_BUF_DPS,
    .reads = linalg_reads,
    .elementwise = shaped_elementwise,
    .inits = linalg_inits,
    .subset_insertion = &mlb_buf_whole_destination,
    .bufferize = linalg_bufferize,
};

static const MlbBufferizeIface *linalg_iface_of(const char *name) {
  if (strcmp(name, "linalg.generic") == 0)
    return &k_generic_bufferize;
  if (strcmp(name, "linalg.copy") == 0)
    return &k_linalg_copy_bufferize;
  if (strcmp(name, "linalg.elementwise") == 0)
    return &k_mapped_elementwise_bufferize;
  for (uint32_t k = 0; k < MLB_ARRAY_LEN(k_elementwise_ops); k++)
    if (strcmp(name, k_elementwise_ops[k]) == 0)
      return &k_elementwise_bufferize;
  return &k_linalg_bufferize;
}

/* Every structured op: those with ins/outs segments, and the fixed-shape
 * ones; linalg.copy is also a subset insertion. */
void mlb_register_linalg_bufferize(MlbContext *ctx) {
  const MlbDialect *d = mlb_strmap_get(&ctx->dialects, "linalg", 6);
  static const char *const fixed[] = {"linalg.map", "linalg.transpose",
                                      "linalg.broadcast", "linalg.reduce",
                                      "linalg.softmax"};
  for (uint32_t i = 0; d && i < d->num_ops; i++) {
    MlbOpDesc *od = mlb_lookup_op_mutable(ctx, d->ops[i].name);
    bool structured = mlb_linalg_desc_segmented(od);
    for (uint32_t k = 0; od && k < MLB_ARRAY_LEN(fixed); k++)
      structured |= strcmp(od->name, fixed[k]) == 0;
    if (structured)
      mlb_desc_set_iface(od, MLB_IFACE_BUFFERIZE, linalg_iface_of(od->name));
  }
}
