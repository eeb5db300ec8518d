/* vector_ops.c - the vector dialect's op table; transfer_read,
 * transfer_write and print (the ops bufferization tests use) are here,
 * broadcast, insert and extract in vector_elements.c, load and store in
 * vector_memory.c, shape_cast, from_elements and reduction in
 * vector_reshape.c (shape_cast prints as broadcast does).
 *
 * The transfer ops follow upstream's VectorOps.cpp: a missing
 * permutation_map defaults to the minor identity of the source and vector
 * ranks, a missing in_bounds to all-false; both are elided again when
 * printing at those values, while the generic form always shows them. The
 * mask type is inferred from the vector type and the permutation map.
 */
#include "dialects/vector/vector_int.h"

/* ==== Permutation maps ==== */
/* A prop already given in the attr-dict, or NULL. */
static MlbAttr *state_prop(MlbOpState *st, const char *name) {
  for (uint32_t i = 0; i < st->props.len; i++)
    if (!strcmp(st->props.data[i].name, name))
      return st->props.data[i].value;
  return NULL;
}

/* Upstream's getTransferMinorIdentityMap: the last `vrank` dims of the
 * source (vector-typed elements reduce the vector rank), or `() -> (0)` for
 * a 0-d source read into vector<1xT>. */
static MlbAttr *minor_identity(MlbContext *ctx, const MlbType *src,
                               const MlbType *vec) {
  uint32_t srank = src->u.shaped.rank, vrank = vec->u.shaped.rank;
  MlbType *elt = src->u.shaped.elt;
  if (elt->kind == MLB_TYPE_VECTOR)
    vrank = vrank >= elt->u.shaped.rank ? vrank - elt->u.shaped.rank : 0;
  if (srank == 0 && vec->u.shaped.rank == 1 && vec->u.shaped.shape[0] == 1) {
    MlbAffineExpr *zero = mlb_affine_const(ctx, 0);
    return mlb_attr_affine_map(ctx, 0, 0, 1, &zero);
  }
  if (vrank > srank)
    vrank = srank;
  MlbAffineExpr **res = mlb_calloc(vrank ? vrank : 1, sizeof *res);
  for (uint32_t i = 0; i < vrank; i++)
    res[i] = mlb_affine_dim(ctx, srank - vrank + i);
  MlbAttr *m = mlb_attr_affine_map(ctx, srank, 0, vrank, res);
  mlb_free(res);
  return m;
}

/* AffineMap::isMinorIdentity. */
static bool is_minor_identity(const MlbAttr *m) {
  if (!m || m->kind != MLB_ATTR_AFFINE_MAP || m->u.map.num_syms)
    return false;
  uint32_t nd = m->u.map.num_dims, nr = m->u.map.num_results;
  if (nr > nd)
    return false;
  for (uint32_t i = 0; i < nr; i++) {
    const MlbAffineExpr *e = m->u.map.results[i];
    if (e->kind != MLB_AFFINE_DIM || e->value != (int64_t)(nd - nr + i))
      return false;
  }
  return true;
}

/* Upstream's inferTransferOpMaskType: the vector's dims that the map reads
 * from source dims, ordered by source dim; a 0-d result becomes [1]. */
static MlbType *mask_type(MlbContext *ctx, const MlbType *vec,
                          const MlbAttr *map) {
  uint32_t nr = map->u.map.num_results, nd = map->u.map.num_dims, n = 0;
  int64_t *shape = mlb_calloc(nr + 1, sizeof *shape);
  bool *scal = mlb_calloc(nr + 1, sizeof *scal);
  for (uint32_t d = 0; d < nd; d++)
    for (uint32_t r = 0; r < nr && r < vec->u.shaped.rank; r++) {
      const MlbAffineExpr *e = map->u.map.results[r];
      if (e->kind == MLB_AFFINE_DIM && e->value == (int64_t)d) {
        shape[n] = vec->u.shaped.shape[r];
        scal[n++] = vec->u.shaped.scalable && vec->u.shaped.scalable[r];
        break;
      }
    }
  if (!n)
    shape[n++] = 1;
  MlbType *t = mlb_type_vector(ctx, n, shape, scal, ctx->t_i1);
  mlb_free(shape);
  mlb_free(scal);
  return t;
}

/* ==== transfer_read / transfer_write ==== */
typedef struct TransferParse {
  MlbUnresolved first, second; /* read: source, padding; write: vector, dest */
  MlbUnresolved mask;
  bool has_mask;
  MlbUnresolvedVec idx;
  MlbType *shaped, *vec;
} TransferParse;

/* The two types after ':' (shaped and vector, in `read` or write order). */
static MlbStatus parse_transfer_types(MlbAsmParser *p, TransferParse *tp,
                                      bool read) {
  MlbTypeVec ts = {0};
  MlbAttr *loc = mlb_parser_loc(p);
  MlbStatus s = mlb_parse_colon_type_list(p, &ts);
  if (!s && ts.len != 2)
    s = mlb_parser_op_error(p, loc, "requires two types");
  if (!s) {
    tp->shaped = ts.data[read ? 0 : 1];
    tp->vec = ts.data[read ? 1 : 0];
    if (!mlb_type_is_shaped(tp->shaped) || tp->shaped->kind == MLB_TYPE_VECTOR)
      s = mlb_parser_op_error(p, loc, "requires memref or ranked tensor type");
    else if (tp->vec->kind != MLB_TYPE_VECTOR)
      s = mlb_parser_op_error(p, loc, "requires vector type");
  }
  if (!s && (tp->shaped->kind == MLB_TYPE_UNRANKED_MEMREF ||
             tp->shaped->kind == MLB_TYPE_UNRANKED_TENSOR))
    s = mlb_parser_op_error(p, loc, "requires memref or ranked tensor type");
  mlb_vec_free(&ts);
  return s;
}

/* Fills the default permutation_map / in_bounds and resolves the mask. */
static MlbStatus transfer_defaults(MlbAsmParser *p, MlbOpState *st,
                                   TransferParse *tp) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbAttr *map = state_prop(st, "permutation_map");
  if (!map) {
    map = minor_identity(ctx, tp->shaped, tp->vec);
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "permutation_map"), map);
  }
  if (map->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_parser_op_error(p, st->loc, "expected permutation_map to be "
                                           "an affine map");
  if (!state_prop(st, "in_bounds")) {
    uint32_t n = map->u.map.num_results;
    MlbAttr **fs = mlb_calloc(n ? n : 1, sizeof *fs);
    for (uint32_t i = 0; i < n; i++)
      fs[i] = mlb_attr_bool(ctx, false);
    mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "in_bounds"),
                         mlb_attr_array(ctx, n, fs));
    mlb_free(fs);
  }
  if (!tp->has_mask)
    return MLB_SUCCESS;
  if (tp->shaped->u.shaped.elt->kind == MLB_TYPE_VECTOR)
    return mlb_parser_op_error(p, st->loc, "does not support masks with "
                                           "vector element type");
  if (tp->vec->u.shaped.rank != map->u.map.num_results)
    return mlb_parser_op_error(p, st->loc,
                               "expected the same rank for the vector and the "
                               "results of the permutation map");
  return mlb_resolve_operand(p, &tp->mask, mask_type(ctx, tp->vec, map), st);
}

static void add_segments(MlbAsmParser *p, MlbOpState *st, TransferParse *tp,
                         bool read) {
  int64_t seg[4] = {1, 1, tp->idx.len, tp->has_mask};
  if (read) {
    seg[1] = tp->idx.len;
    seg[2] = 1;
  }
  mlb_opstate_add_segment_sizes(mlb_parser_ctx(p), st, "operandSegmentSizes",
                                seg, 4);
}

/* `%a, %b[...]` shape shared by both ops up to the types. */
static MlbStatus parse_transfer_head(MlbAsmParser *p, MlbOpState *st,
                                     TransferParse *tp, bool read) {
  MLB_TRY(mlb_parse_operand(p, &tp->first));
  if (!read) {
    MLB_TRY(mlb_parse_punct(p, ","));
    MLB_TRY(mlb_parse_operand(p, &tp->second));
  }
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, &tp->idx));
  if (read) {
    MLB_TRY(mlb_parse_punct(p, ","));
    MLB_TRY(mlb_parse_operand(p, &tp->second));
  }
  if (mlb_parse_optional_punct(p, ",")) {
    tp->has_mask = true;
    MLB_TRY(mlb_parse_operand(p, &tp->mask));
  }
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  return parse_transfer_types(p, tp, read);
}

static MlbStatus transfer_body(MlbAsmParser *p, MlbOpState *st,
                               TransferParse *tp, bool read) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MLB_TRY(parse_transfer_head(p, st, tp, read));
  if (read) {
    MLB_TRY(mlb_resolve_operand(p, &tp->first, tp->shaped, st));
    MLB_TRY(mlb_resolve_operands_same(p, tp->idx.data, tp->idx.len,
                                      ctx->t_index, st));
    MLB_TRY(mlb_resolve_operand(p, &tp->second, tp->shaped->u.shaped.elt, st));
  } else {
    MLB_TRY(mlb_resolve_operand(p, &tp->first, tp->vec, st));
    MLB_TRY(mlb_resolve_operand(p, &tp->second, tp->shaped, st));
    MLB_TRY(mlb_resolve_operands_same(p, tp->idx.data, tp->idx.len,
                                      ctx->t_index, st));
  }
  MLB_TRY(transfer_defaults(p, st, tp));
  add_segments(p, st, tp, read);
  if (read)
    mlb_vec_push(&st->result_types, tp->vec);
  else if (tp->shaped->kind == MLB_TYPE_TENSOR)
    mlb_vec_push(&st->result_types, tp->shaped);
  return MLB_SUCCESS;
}

static MlbStatus parse_transfer(MlbAsmParser *p, MlbOpState *st, bool read) {
  TransferParse tp;
  memset(&tp, 0, sizeof tp);
  MlbStatus s = transfer_body(p, st, &tp, read);
  mlb_vec_free(&tp.idx);
  return s;
}

static MlbStatus parse_transfer_read(MlbAsmParser *p, MlbOpState *st) {
  return parse_transfer(p, st, true);
}

static MlbStatus parse_transfer_write(MlbAsmParser *p, MlbOpState *st) {
  return parse_transfer(p, st, false);
}

static bool any_true(const MlbAttr *a) {
  if (!a || a->kind != MLB_ATTR_ARRAY)
    return true;
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    const MlbAttr *e = a->u.array.elems[i];
    if (e->kind != MLB_ATTR_INTEGER || e->u.integer.value != 0)
      return true;
  }
  return false;
}

/* upstream's printTransferAttrs */
static void print_transfer_attrs(MlbAsmPrinter *p, MlbOperation *op) {
  const char *el[4] = {"operandSegmentSizes", NULL, NULL, NULL};
  uint32_t n = 1;
  if (is_minor_identity(mlb_op_get_prop(op, "permutation_map")))
    el[n++] = "permutation_map";
  if (!any_true(mlb_op_get_prop(op, "in_bounds")))
    el[n++] = "in_bounds";
  mlb_pr_attr_dict(p, op, el);
}

/* Operand layout: read = (source, indices..., padding, mask?),
 * write = (vector, dest, indices..., mask?). */
static void print_transfer(MlbAsmPrinter *p, MlbOperation *op, bool read) {
  uint32_t is = 0, ni = 0, ms = 0, nm = 0;
  mlb_op_operand_segment(op, read ? 1 : 2, &is, &ni);
  mlb_op_operand_segment(op, 3, &ms, &nm);
  mlb_pr(p, " ");
  if (!read) {
    mlb_pr_operand(p, mlb_op_operand(op, 0));
    mlb_pr(p, ", ");
  }
  mlb_pr_operand(p, mlb_op_operand(op, read ? 0 : 1));
  mlb_pr(p, "[");
  mlb_pr_operands(p, &op->operands[is], ni);
  mlb_pr(p, "]");
  if (read) {
    mlb_pr(p, ", ");
    mlb_pr_operand(p, mlb_op_operand(op, is + ni));
  }
  if (nm) {
    mlb_pr(p, ", ");
    mlb_pr_operand(p, mlb_op_operand(op, ms));
  }
  print_transfer_attrs(p, op);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, ", ");
  mlb_pr_type(p, read && op->num_results ? op->results[0].type
                                         : mlb_op_operand(op, 1)->type);
}

static void print_transfer_read(MlbAsmPrinter *p, MlbOperation *op) {
  print_transfer(p, op, true);
}

static void print_transfer_write(MlbAsmPrinter *p, MlbOperation *op) {
  print_transfer(p, op, false);
}

/* The checks of upstream's verifyTransferOp that concern the shapes. */
static MlbStatus verify_transfer(MlbContext *ctx, MlbOperation *op, bool read) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 4));
  uint32_t is = 0, ni = 0, s0 = 0, n0 = 0, s1 = 0, n1 = 0, sm = 0, nm = 0;
  mlb_op_operand_segment(op, 0, &s0, &n0);
  mlb_op_operand_segment(op, read ? 2 : 1, &s1, &n1);
  mlb_op_operand_segment(op, 3, &sm, &nm);
  if (n0 != 1 || n1 != 1 || nm > 1)
    return mlb_op_emit_error(ctx, op, "operand group sizes do not match the "
                                      "op's single operands");
  mlb_op_operand_segment(op, read ? 1 : 2, &is, &ni);
  MlbType *shaped = mlb_op_operand(op, read ? 0 : 1)->type;
  MlbType *vec = read ? op->results[0].type : mlb_op_operand(op, 0)->type;
  if (shaped->kind != MLB_TYPE_MEMREF && shaped->kind != MLB_TYPE_TENSOR)
    return mlb_op_emit_error(ctx, op, "requires memref or ranked tensor type");
  if (vec->kind != MLB_TYPE_VECTOR)
    return mlb_op_emit_error(ctx, op, "requires vector type");
  if (ni != shaped->u.shaped.rank)
    return mlb_op_emit_error(ctx, op, "requires %u indices",
                             shaped->u.shaped.rank);
  MlbAttr *map = mlb_op_get_prop(op, "permutation_map");
  MlbAttr *ib = mlb_op_get_prop(op, "in_bounds");
  if (!map || map->kind != MLB_ATTR_AFFINE_MAP)
    return mlb_op_emit_error(ctx, op, "requires attribute 'permutation_map'");
  if (!ib || ib->kind != MLB_ATTR_ARRAY)
    return mlb_op_emit_error(ctx, op, "requires attribute 'in_bounds'");
  uint32_t erank = 0;
  if (shaped->u.shaped.elt->kind == MLB_TYPE_VECTOR)
    erank = shaped->u.shaped.elt->u.shaped.rank;
  if (map->u.map.num_syms)
    return mlb_op_emit_error(ctx, op, "requires permutation_map without "
                                      "symbols");
  if (map->u.map.num_dims != shaped->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "requires a permutation_map with input dims of "
                             "the same rank as the source type");
  if (map->u.map.num_results + erank != vec->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "requires a permutation_map with result dims of "
                             "the same rank as the vector type");
  if (ib->u.array.n != map->u.map.num_results)
    return mlb_op_emit_error(ctx, op,
                             "expects the in_bounds attr of same rank as "
                             "permutation_map results: %u vs %u",
                             map->u.map.num_results, ib->u.array.n);
  return MLB_SUCCESS;
}

static MlbStatus verify_transfer_read(MlbContext *ctx, MlbOperation *op) {
  return verify_transfer(ctx, op, true);
}

static MlbStatus verify_transfer_write(MlbContext *ctx, MlbOperation *op) {
  return verify_transfer(ctx, op, false);
}

/* ==== print ==== */
/* `(%x : t)? (str "..")? (punctuation <kind>)? attr-dict`: the two
 * keyword clauses form an oilist (any order, each at most once). */
static const char *const k_punct[] = {"no_punctuation", "newline", "comma",
                                      "open", "close", NULL};

static MlbStatus parse_punctuation(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  int64_t k = 0;
  MLB_TRY(mlb_parse_punct(p, "<"));
  MLB_TRY(mlb_parse_enum_keyword(p, k_punct, "value", &k));
  MLB_TRY(mlb_parse_punct(p, ">"));
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_buf_printf(&b, "#vector.punctuation<%s>", k_punct[k]);
  MlbAttr *a = mlb_attr_opaque(ctx, b.data, b.len);
  mlb_buf_free(&b);
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "punctuation"), a);
  return MLB_SUCCESS;
}

static MlbStatus parse_print_clauses(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  bool seen_str = false, seen_punct = false;
  for (;;) {
    MlbAttr *loc = mlb_parser_loc(p);
    if (mlb_parse_optional_keyword(p, "str")) {
      if (seen_str)
        return mlb_parser_error_at(p, loc, "`str` clause can appear at most "
                                           "once in the expansion of the "
                                           "oilist directive");
      seen_str = true;
      MlbAttr *s = NULL;
      MLB_TRY(mlb_parse_attr(p, NULL, &s));
      if (s->kind != MLB_ATTR_STRING)
        return mlb_parser_error_at(p, loc, "invalid kind of attribute "
                                           "specified");
      mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "stringLiteral"), s);
    } else if (mlb_parse_optional_keyword(p, "punctuation")) {
      if (seen_punct)
        return mlb_parser_error_at(p, loc, "`punctuation` clause can appear "
                                           "at most once in the expansion of "
                                           "the oilist directive");
      seen_punct = true;
      MLB_TRY(parse_punctuation(p, st));
    } else {
      return MLB_SUCCESS;
    }
  }
}

static MlbStatus parse_print(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved u;
  MlbStatus s = MLB_SUCCESS;
  if (mlb_parse_optional_operand(p, &u, &s)) {
    MlbType *t = NULL;
    MLB_TRY(mlb_parse_punct(p, ":"));
    MLB_TRY(mlb_parse_type(p, &t));
    MLB_TRY(mlb_resolve_operand(p, &u, t, st));
  }
  MLB_TRY(s);
  MLB_TRY(parse_print_clauses(p, st));
  return mlb_parse_optional_attr_dict(p, st);
}

static bool is_default_punct(const MlbAttr *a) {
  return !a || (a->kind == MLB_ATTR_OPAQUE &&
                !strcmp(a->u.opaque.text, "#vector.punctuation<newline>"));
}

static void print_print(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const el[] = {"stringLiteral", "punctuation", NULL};
  if (op->num_operands) {
    mlb_pr(p, " ");
    mlb_pr_operand(p, mlb_op_operand(op, 0));
    mlb_pr(p, " : ");
    mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  }
  MlbAttr *s = mlb_op_get_prop(op, "stringLiteral");
  if (s) {
    mlb_pr(p, " str ");
    mlb_pr_attr(p, s);
  }
  MlbAttr *pu = mlb_op_get_prop(op, "punctuation");
  if (!is_default_punct(pu)) {
    const char *t = pu->kind == MLB_ATTR_OPAQUE ? pu->u.opaque.text : "";
    const char *lt = strchr(t, '<');
    mlb_pr(p, " punctuation ");
    mlb_pr(p, lt ? lt : t);
  }
  mlb_pr_attr_dict(p, op, el);
}

static MlbStatus verify_print(MlbContext *ctx, MlbOperation *op) {
  if (op->num_operands > 1)
    return mlb_op_emit_error(ctx, op, "expected 0 or 1 operands");
  if (mlb_op_get_prop(op, "stringLiteral") &&
      (op->num_operands ||
       !is_default_punct(mlb_op_get_prop(op, "punctuation"))))
    return mlb_op_emit_error(ctx, op,
                             "failed to verify that `source` or "
                             "`punctuation` are not set when printing "
                             "strings");
  return MLB_SUCCESS;
}

/* ==== Op table ==== */
static const char *const k_transfer_props[] = {
    "in_bounds", "operandSegmentSizes", "permutation_map", NULL};
static const char *const k_print_props[] = {"punctuation", "stringLiteral",
                                            NULL};
static const MlbPropDefault k_print_defaults[] = {
    {"punctuation", "#vector.punctuation<newline>"}, {NULL, NULL}};

static const char *const k_position_props[] = {"static_position", NULL};
static const char *const k_reduction_props[] = {"fastmath", "kind", NULL};
static const MlbPropDefault k_reduction_defaults[] = {
    {"fastmath", "#arith.fastmath<none>"}, {NULL, NULL}};

#define MASKED(n, nres)                                                        \
  {.name = "vector." n, .num_operands = -1, .num_results = nres,               \
   .props = mlb_vector_masked_props, .parse = mlb_vector_parse_masked,         \
   .print = mlb_vector_print_masked, .verify = mlb_vector_verify_masked}

static const MlbOpDesc k_vector_ops[] = {
    {.name = "vector.broadcast", .traits = MLB_TRAIT_PURE, .num_operands = 1,
     .num_results = 1, .parse = mlb_vector_parse_broadcast,
     .print = mlb_vector_print_broadcast,
     .verify = mlb_vector_verify_broadcast},
    MASKED("compressstore", 0),
    {.name = "vector.constant_mask", .traits = MLB_TRAIT_PURE,
     .num_operands = 0, .num_results = 1,
     .props = mlb_vector_constant_mask_props,
     .parse = mlb_vector_parse_constant_mask,
     .print = mlb_vector_print_constant_mask,
     .verify = mlb_vector_verify_constant_mask},
    {.name = "vector.create_mask", .traits = MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 1,
     .parse = mlb_vector_parse_create_mask,
     .print = mlb_vector_print_create_mask,
     .verify = mlb_vector_verify_create_mask},
    MASKED("expandload", 1),
    {.name = "vector.extract", .traits = MLB_TRAIT_PURE, .num_operands = -1,
     .num_results = 1, .props = k_position_props,
     .parse = mlb_vector_parse_extract, .print = mlb_vector_print_extract,
     .verify = mlb_vector_verify_extract},
    {.name = "vector.from_elements", .traits = MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 1,
     .parse = mlb_vector_parse_from_elements,
     .print = mlb_vector_print_from_elements,
     .verify = mlb_vector_verify_from_elements},
    MASKED("gather", 1),
    {.name = "vector.insert", .traits = MLB_TRAIT_PURE, .num_operands = -1,
     .num_results = 1, .props = k_position_props,
     .parse = mlb_vector_parse_insert, .print = mlb_vector_print_insert,
     .verify = mlb_vector_verify_insert},
    {.name = "vector.load", .num_operands = -1, .num_results = 1,
     .props = mlb_vector_memory_props,
     .parse = mlb_vector_parse_load, .print = mlb_vector_print_load,
     .verify = mlb_vector_verify_load},
    MASKED("maskedload", 1),
    MASKED("maskedstore", 0),
    {.name = "vector.print", .num_operands = -1, .num_results = 0,
     .props = k_print_props, .prop_defaults = k_print_defaults,
     .parse = parse_print, .print = print_print, .verify = verify_print},
    {.name = "vector.reduction", .traits = MLB_TRAIT_PURE,
     .num_operands = -1, .num_results = 1, .props = k_reduction_props,
     .prop_defaults = k_reduction_defaults,
     .parse = mlb_vector_parse_reduction, .print = mlb_vector_print_reduction,
     .verify = mlb_vector_verify_reduction},
    MASKED("scatter", -1),
    {.name = "vector.shape_cast", .traits = MLB_TRAIT_PURE, .num_operands = 1,
     .num_results = 1, .parse = mlb_vector_parse_shape_cast,
     .print = mlb_vector_print_broadcast,
     .verify = mlb_vector_verify_shape_cast},
    {.name = "vector.store", .num_operands = -1, .num_results = 0,
     .props = mlb_vector_memory_props,
     .parse = mlb_vector_parse_store, .print = mlb_vector_print_store,
     .verify = mlb_vector_verify_store},
    {.name = "vector.transfer_read", .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = 1, .props = k_transfer_props,
     .parse = parse_transfer_read, .print = print_transfer_read,
     .verify = verify_transfer_read},
    {.name = "vector.transfer_write", .traits = MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1, .num_results = -1, .props = k_transfer_props,
     .parse = parse_transfer_write, .print = print_transfer_write,
     .verify = verify_transfer_write},
};

#undef MASKED

const MlbDialect mlb_dialect_vector = {
    .name = "vector",
    .ops = k_vector_ops,
    .num_ops = MLB_ARRAY_LEN(k_vector_ops),
};
