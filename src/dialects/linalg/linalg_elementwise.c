/* linalg_elementwise.c - linalg.elementwise: one scalar function (`kind`)
 * applied over operands indexed by `indexing_maps`.
 *
 *   linalg.elementwise kind=#linalg.elementwise_kind<add>
 *       (indexing_maps = [#m0, #m1, #m2])? {attrs}? ins(..) outs(..) (-> ..)?
 *
 * The maps default to identities over the init's rank, one per region
 * argument; given maps transpose or broadcast operands. They are always
 * stored (the generic form carries them), and the loop count is the init's
 * rank whatever the maps say, as upstream. The region is built from the kind
 * and the operand element types when parsing (linalg_named.c's payloads,
 * without casts). Upstream's parser crashes on kinds its payload builder
 * refuses (exp of integers, unsigned max of floats); ours reports them.
 */
#include "dialects/linalg/linalg_int.h"

static const char k_kind_prefix[] = "#linalg.elementwise_kind<";
#define KIND_PREFIX_LEN (sizeof k_kind_prefix - 1)

/* The kind of a `#linalg.elementwise_kind<name>` attribute, -1 if none. */
static int kind_of(const MlbAttr *a) {
  if (!a || a->kind != MLB_ATTR_OPAQUE ||
      strncmp(a->u.opaque.text, k_kind_prefix, KIND_PREFIX_LEN))
    return -1;
  const char *name = a->u.opaque.text + KIND_PREFIX_LEN;
  size_t n = strlen(name);
  return n && name[n - 1] == '>' ? mlb_linalg_find_kind(name, n - 1) : -1;
}

/* One identity map of `rank` dims per operand. */
static MlbAttr *default_maps(MlbContext *ctx, uint32_t nmaps, uint32_t rank) {
  MlbAffineExpr **dims = mlb_calloc(rank + 1, sizeof *dims);
  for (uint32_t d = 0; d < rank; d++)
    dims[d] = mlb_affine_dim(ctx, d);
  MlbAttr *id = mlb_attr_affine_map(ctx, rank, 0, rank, dims);
  MlbAttr **maps = mlb_calloc(nmaps + 1, sizeof *maps);
  for (uint32_t i = 0; i < nmaps; i++)
    maps[i] = id;
  MlbAttr *a = mlb_attr_array(ctx, nmaps, maps);
  mlb_free(maps);
  mlb_free(dims);
  return a;
}

static uint32_t shaped_rank(const MlbType *t) {
  return mlb_type_is_shaped(t) && t->kind != MLB_TYPE_UNRANKED_TENSOR &&
                 t->kind != MLB_TYPE_UNRANKED_MEMREF
             ? t->u.shaped.rank
             : 0;
}

/* ==== Parsing ==== */
/* Upstream's three diagnostics for an unknown kind name: the enum's at the
 * name, the attribute parameter's after it, the op's after the attribute. */
static MlbStatus unknown_kind(MlbAsmParser *p, const char *at) {
  const char *name = strchr(at, '<') + 1;
  while (*name == ' ')
    name++;
  const char *end = name;
  while ((*end >= 'a' && *end <= 'z') || *end == '_' ||
         (*end >= '0' && *end <= '9'))
    end++;
  while (*end == ' ')
    end++;
  MlbBuf b;
  mlb_buf_init(&b);
  for (uint32_t k = 0; k < mlb_linalg_num_kinds(); k++)
    mlb_buf_printf(&b, "%s%s", k ? ", " : "", mlb_linalg_kind_name(k));
  (void)mlb_parser_error_at(p, mlb_parser_pos_loc(p, name),
                            "expected ::mlir::linalg::ElementwiseKind to be "
                            "one of: %s",
                            mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  (void)mlb_parser_error_at(p, mlb_parser_pos_loc(p, end),
                            "failed to parse ElementwiseKindAttr parameter "
                            "'value' which is to be a "
                            "`::mlir::linalg::ElementwiseKind`");
  return mlb_parser_op_error(p, NULL, "expected operation 'kind' attribute");
}

/* `kind=#linalg.elementwise_kind<name>` into the `kind` property. */
static MlbStatus parse_kind(MlbAsmParser *p, MlbOpState *st, uint32_t *k) {
  if (!mlb_parse_optional_keyword(p, "kind"))
    return mlb_parser_op_error(p, NULL, "expected 'kind'");
  MLB_TRY(mlb_parse_punct(p, "="));
  const char *at = mlb_parser_pos(p);
  MlbAttr *a = NULL;
  MLB_TRY(mlb_parse_attr(p, NULL, &a));
  int kind = kind_of(a);
  if (kind < 0 && a->kind == MLB_ATTR_OPAQUE &&
      !strncmp(a->u.opaque.text, k_kind_prefix, KIND_PREFIX_LEN))
    return unknown_kind(p, at);
  if (kind < 0)
    return mlb_parser_op_error(p, NULL, "expected ElementwiseKind attribute");
  *k = (uint32_t)kind;
  mlb_opstate_add_prop(st, mlb_intern_cstr(mlb_parser_ctx(p), "kind"), a);
  return MLB_SUCCESS;
}

/* `indexing_maps = [#map, ...]`; NULL *out when absent. */
static MlbStatus parse_maps(MlbAsmParser *p, MlbAttr **out) {
  *out = NULL;
  if (!mlb_parse_optional_keyword(p, mlb_names.indexing_maps))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parse_punct(p, "="));
  MLB_TRY(mlb_parse_punct(p, "["));
  MLB_VEC(MlbAttr *) elems = {0};
  MlbStatus s = MLB_SUCCESS;
  do {
    MlbAttr *a = NULL;
    s = mlb_parse_attr(p, NULL, &a);
    if (!s && a->kind != MLB_ATTR_AFFINE_MAP)
      s = mlb_parser_op_error(p, NULL, "expected affine map attribute");
    if (!s)
      mlb_vec_push(&elems, a);
  } while (!s && mlb_parse_optional_punct(p, ","));
  if (!s)
    s = mlb_parse_punct(p, "]");
  if (!s)
    *out = mlb_attr_array(mlb_parser_ctx(p), elems.len, elems.data);
  mlb_vec_free(&elems);
  return s;
}

/* After the operands: the region from the kind (its arity checked first)
 * and the maps, defaulted from the init's type. */
static MlbStatus finish(MlbAsmParser *p, MlbOpState *st, uint32_t k,
                        MlbAttr *maps, const MlbTypeVec *ins,
                        const MlbTypeVec *outs, MlbAttr *start) {
  uint32_t nargs = mlb_linalg_kind_arity(k) + 1, got = ins->len + outs->len;
  MlbStatus s = MLB_SUCCESS;
  if (got != nargs)
    s = mlb_parser_op_error(p, NULL,
                            "[parseNamedStructuredOpRegion] ods-gen generated "
                            "region expects %u args, got %u",
                            nargs, got);
  if (!s)
    s = mlb_linalg_build_kind_region(p, st, k, ins, outs, start);
  if (s)
    return mlb_parser_op_error(p, NULL, "unable to parse elemwise op");
  if (!maps) {
    MlbType *init = st->operands.len
                        ? st->operands.data[st->operands.len - 1]->type
                        : NULL;
    if (!init || !mlb_type_is_shaped(init))
      return mlb_parser_op_error(p, NULL, "return type needs to be shaped type");
    maps = default_maps(mlb_parser_ctx(p), nargs, shaped_rank(init));
  }
  mlb_opstate_add_prop(st, mlb_intern_cstr(mlb_parser_ctx(p),
                                           mlb_names.indexing_maps),
                       maps);
  return MLB_SUCCESS;
}

static MlbStatus parse_body(MlbAsmParser *p, MlbOpState *st, MlbTypeVec *ins,
                            MlbTypeVec *outs) {
  uint32_t k = 0;
  MlbAttr *maps = NULL;
  MLB_TRY(parse_kind(p, st, &k));
  MLB_TRY(parse_maps(p, &maps));
  MlbAttr *start = mlb_parser_loc(p);
  MLB_TRY(mlb_linalg_parse_ins_outs(p, st, ins, outs, true));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st)); /* as the named ops */
  if (mlb_parse_optional_punct(p, "->"))
    MLB_TRY(mlb_parse_result_types(p, &st->result_types));
  return finish(p, st, k, maps, ins, outs, start);
}

MlbStatus mlb_linalg_parse_elementwise(MlbAsmParser *p, MlbOpState *st) {
  MlbTypeVec ins = {0}, outs = {0};
  MlbStatus s = parse_body(p, st, &ins, &outs);
  mlb_vec_free(&ins);
  mlb_vec_free(&outs);
  return s;
}

/* ==== Printing ==== */
void mlb_linalg_print_elementwise(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"operandSegmentSizes", "kind",
                                       mlb_names.indexing_maps, NULL};
  MlbAttr *kind = mlb_op_get_prop(op, "kind");
  mlb_pr(p, " kind=");
  if (kind)
    mlb_pr_attr(p, kind);
  /* The maps are written unless they are the defaults of the kind. */
  MlbAttr *maps = mlb_op_get_prop(op, mlb_names.indexing_maps);
  int k = kind_of(kind);
  MlbType *init = op->num_operands
                      ? mlb_op_operand(op, op->num_operands - 1)->type
                      : NULL;
  MlbAttr *defaults =
      k >= 0 && init ? default_maps(mlb_printer_ctx(p),
                                    mlb_linalg_kind_arity((uint32_t)k) + 1,
                                    shaped_rank(init))
                     : NULL;
  if (maps && maps != defaults) {
    mlb_pr(p, " indexing_maps = ");
    mlb_pr_attr(p, maps);
  }
  mlb_pr_attr_dict(p, op, elided);
  uint32_t nin = mlb_linalg_num_inputs(op);
  mlb_linalg_print_ins_outs(p, op, nin, op->num_operands - nin);
  mlb_print_optional_result_arrow(p, op);
}

/* ==== Verification ==== */
MlbStatus mlb_linalg_verify_elementwise(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 2));
  MlbAttr *kind = mlb_op_get_prop(op, "kind");
  if (!kind)
    return mlb_op_emit_error(ctx, op, "requires attribute 'kind'");
  if (kind_of(kind) < 0)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'kind' failed to satisfy constraint: "
                             "allowed op kinds");
  return mlb_linalg_verify_dps(ctx, op, mlb_linalg_num_inputs(op));
}

/* Absent maps are upstream's default of the property: none. */
MlbStatus mlb_linalg_verify_elementwise_regions(MlbContext *ctx,
                                                MlbOperation *op) {
  MlbAttr *maps = mlb_op_get_prop(op, mlb_names.indexing_maps);
  return mlb_linalg_verify_structured(ctx, op,
                                      maps ? maps : mlb_attr_array(ctx, 0, NULL));
}
