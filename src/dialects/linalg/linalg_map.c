/* linalg_map.c - linalg.map, linalg.reduce, linalg.transpose and
 * linalg.broadcast.
 *
 * map and reduce have a short form naming a single payload op
 * (`linalg.map { arith.addf } ins(..) outs(..)`) from which the parser
 * builds the region, and which the printer uses whenever the region is
 * just that op applied to the block arguments; otherwise the region follows
 * with its arguments listed first, `(%in: f32, %init: f32) {..}`, on a new,
 * indented line. transpose and broadcast always build their region (a
 * yield of the input element). Block arguments of map/reduce are named
 * %in / %init as upstream.
 */
#include "dialects/linalg/linalg_int.h"

/* ==== Shared parsing ==== */
typedef struct Payload {
  const char *name; /* NULL: no short form */
  MlbOpState attrs; /* the payload's attr-dict, routed to its props */
} Payload;

/* Upstream accepts any payload name and lets the verifier judge the op it
 * builds: unknown ops of the test dialect (which allows them) and of any
 * dialect under --allow-unregistered-dialect pass, others fail with the
 * verifier's messages (reported here, at the op). A name without a dot
 * takes the empty default dialect, as upstream's parser gives it here. */
static MlbStatus check_payload_name(MlbAsmParser *p, MlbOpState *st,
                                    const char *name) {
  MlbContext *ctx = mlb_parser_ctx(p);
  const char *dot = strchr(name, '.');
  size_t dn = dot ? (size_t)(dot - name) : 0;
  if (mlb_lookup_op(ctx, name, strlen(name)))
    return MLB_SUCCESS;
  bool known = dn && mlb_dialect_is_registered(ctx, name, dn);
  if (known && (dn == 4 && strncmp(name, "test", 4) == 0))
    return MLB_SUCCESS;
  if (known)
    return mlb_parser_error_at(p, st->loc,
                               "unregistered operation '%s' found in dialect "
                               "('%.*s') that does not allow unknown "
                               "operations",
                               name, (int)dn, name);
  if (ctx->allow_unregistered)
    return MLB_SUCCESS;
  return mlb_parser_error_at(p, st->loc,
                             "'%s' op created with unregistered dialect. If "
                             "this is intended, please call "
                             "allowUnregisteredDialects() on the MLIRContext, "
                             "or use -allow-unregistered-dialect with the "
                             "MLIR opt tool used",
                             name);
}

/* `{ op.name {attrs} }` when present. */
static MlbStatus parse_payload(MlbAsmParser *p, MlbOpState *st, Payload *pl) {
  if (!mlb_parse_optional_punct(p, "{"))
    return MLB_SUCCESS;
  const char *name = NULL;
  MLB_TRY(mlb_parse_any_keyword(p, &name));
  MlbContext *ctx = mlb_parser_ctx(p);
  if (!strchr(name, '.')) {
    MlbBuf b;
    mlb_buf_init(&b);
    mlb_buf_printf(&b, ".%s", name);
    name = mlb_intern_str(ctx, b.data, b.len);
    mlb_buf_free(&b);
  }
  pl->name = name;
  mlb_opstate_init(&pl->attrs, ctx, name, st->loc);
  MLB_TRY(mlb_parse_optional_attr_dict(p, &pl->attrs));
  MLB_TRY(mlb_parse_punct(p, "}"));
  return check_payload_name(p, st, name);
}

/* upstream's parseDstStyleOp: ins/outs, the tensor outputs as results,
 * the op's required list (`list_kw`, may be NULL), then an attr-dict. */
static MlbStatus parse_dst_style(MlbAsmParser *p, MlbOpState *st,
                                 const char *list_kw) {
  MlbTypeVec ins = {0}, outs = {0};
  MlbStatus s = mlb_linalg_parse_ins_outs(p, st, &ins, &outs, false);
  for (uint32_t i = 0; !s && i < outs.len; i++)
    if (outs.data[i]->kind == MLB_TYPE_TENSOR)
      mlb_vec_push(&st->result_types, outs.data[i]);
  mlb_vec_free(&ins);
  mlb_vec_free(&outs);
  MLB_TRY(s);
  if (list_kw)
    MLB_TRY(mlb_linalg_parse_kw_i64_list(p, st, list_kw));
  return mlb_parse_optional_attr_dict(p, st);
}

static MlbBlock *new_body(MlbContext *ctx, MlbOpState *st) {
  MlbRegion *r = mlb_region_new(ctx);
  mlb_vec_push(&st->regions, r);
  MlbBlock *b = mlb_block_new(ctx);
  mlb_region_push_block(r, b);
  return b;
}

/* The region of the short form: one argument per operand (element types,
 * unknown locations); the payload takes the inputs (map) or the init then
 * the inputs (reduce) and yields its result. */
static MlbStatus build_payload_body(MlbAsmParser *p, MlbOpState *st,
                                    Payload *pl, bool init_first) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbBlock *b = new_body(ctx, st);
  uint32_t n = st->operands.len;
  for (uint32_t i = 0; i < n; i++)
    mlb_block_add_arg(ctx, b, mlb_linalg_elt(st->operands.data[i]->type),
                      mlb_loc_unknown(ctx));
  MlbValue **ops = mlb_calloc(n + 1, sizeof(MlbValue *));
  uint32_t k = 0;
  if (init_first)
    ops[k++] = b->args[n - 1];
  for (uint32_t i = 0; i + 1 < n; i++)
    ops[k++] = b->args[i];
  MlbLinalgBuilder lb = {ctx, b, st->loc, false, {0}};
  MlbType *res = mlb_linalg_elt(st->operands.data[n - 1]->type);
  MlbOpState *ps = &pl->attrs;
  MlbAttr *props = mlb_attr_dict(ctx, ps->props.len, ps->props.data);
  MlbAttr *attrs = mlb_attr_dict(ctx, ps->attrs.len, ps->attrs.data);
  MlbValue *v = mlb_linalg_emit(&lb, pl->name, ops, k, res, props);
  if (v && attrs->u.dict.n)
    for (uint32_t i = 0; i < attrs->u.dict.n; i++)
      mlb_op_set_attr(ctx, v->def_op, attrs->u.dict.entries[i].name,
                      attrs->u.dict.entries[i].value);
  mlb_free(ops);
  mlb_linalg_yield(&lb, &v, v ? 1 : 0);
  mlb_buf_free(&lb.error);
  return MLB_SUCCESS;
}

/* `(%a: t, ...) { ... }` after the operands. */
static MlbStatus parse_long_body(MlbAsmParser *p, MlbOpState *st) {
  MlbRegionArgVec args = {0};
  MlbStatus s = mlb_parse_region_arg_list(p, MLB_DELIM_PAREN, true, &args);
  if (!s) {
    MlbRegion *r = mlb_region_new(mlb_parser_ctx(p));
    mlb_vec_push(&st->regions, r);
    s = mlb_parse_region(p, r, args.data, args.len);
  }
  mlb_vec_free(&args);
  return s;
}

static MlbStatus parse_map_like(MlbAsmParser *p, MlbOpState *st,
                                const char *list_kw, bool init_first) {
  Payload pl;
  memset(&pl, 0, sizeof pl);
  MlbStatus s = parse_payload(p, st, &pl);
  if (!s)
    s = parse_dst_style(p, st, list_kw);
  if (!s && pl.name && st->operands.len)
    s = build_payload_body(p, st, &pl, init_first);
  else if (!s && pl.name)
    mlb_vec_push(&st->regions, mlb_region_new(mlb_parser_ctx(p)));
  else if (!s)
    s = parse_long_body(p, st);
  if (pl.name)
    mlb_opstate_free(&pl.attrs);
  return s;
}

MlbStatus mlb_linalg_parse_map(MlbAsmParser *p, MlbOpState *st) {
  return parse_map_like(p, st, NULL, false);
}

MlbStatus mlb_linalg_parse_reduce(MlbAsmParser *p, MlbOpState *st) {
  return parse_map_like(p, st, "dimensions", true);
}

/* ==== Shared printing ==== */
/* The payload op when the body is `%r = op(args) ; yield %r` with the
 * operands as upstream's findPayloadOp expects, else NULL. */
static MlbOperation *find_payload(MlbOperation *op, bool init_first) {
  MlbBlock *b = op->num_regions ? op->regions[0].first : NULL;
  if (!b || !b->first || b->first->next != b->last || b->first == b->last)
    return NULL;
  MlbOperation *pay = b->first, *y = b->last;
  uint32_t n = pay->num_operands, na = b->num_args;
  if (!n || n != (init_first ? na : na - 1) || pay->num_regions)
    return NULL;
  if (init_first) {
    if (mlb_op_operand(pay, n - 1) != b->args[0])
      return NULL;
    for (uint32_t i = 0; i < n && i + 1 < na; i++)
      if (mlb_op_operand(pay, i) != b->args[i + 1])
        return NULL;
  } else {
    for (uint32_t i = 0; i < n; i++)
      if (mlb_op_operand(pay, i) != b->args[i])
        return NULL;
  }
  if (!pay->num_results || y->num_operands != pay->num_results)
    return NULL;
  for (uint32_t i = 0; i < y->num_operands; i++)
    if (mlb_op_operand(y, i) != mlb_op_result(pay, i))
      return NULL;
  return pay;
}

/* ` { name {attrs} }`: the payload's attributes (with its default
 * properties, as upstream's getAttrs) except a fastmath<none>. */
static void print_short_form(MlbAsmPrinter *p, MlbOperation *pay) {
  MlbContext *ctx = mlb_printer_ctx(p);
  MlbAttr *all = mlb_linalg_all_attrs(ctx, pay);
  for (uint32_t i = 0; i < all->u.dict.n; i++) {
    MlbAttr *v = all->u.dict.entries[i].value;
    if (v->kind == MLB_ATTR_OPAQUE &&
        strcmp(v->u.opaque.text, "#arith.fastmath<none>") == 0) {
      all = mlb_dict_set(ctx, all, all->u.dict.entries[i].name, NULL);
      break;
    }
  }
  mlb_pr(p, " { ");
  mlb_pr(p, pay->name);
  if (all->u.dict.n) {
    mlb_pr(p, " ");
    mlb_pr_attr(p, all);
  }
  mlb_pr(p, " }");
}

/* The region with its arguments listed first, on a new indented line. */
static void print_long_body(MlbAsmPrinter *p, MlbOperation *op) {
  MlbBlock *b = op->regions[0].first;
  mlb_pr_shift_indent(p, 2);
  mlb_pr_newline(p);
  mlb_pr(p, "(");
  for (uint32_t i = 0; b && i < b->num_args; i++) {
    if (i)
      mlb_pr(p, ", ");
    mlb_pr_region_arg(p, b->args[i], true);
  }
  mlb_pr(p, ")");
  mlb_pr_region(p, &op->regions[0], false, true);
  mlb_pr_shift_indent(p, -2);
}

static uint32_t num_inputs(MlbOperation *op) {
  return mlb_linalg_num_inputs(op);
}

void mlb_linalg_print_map(MlbAsmPrinter *p, MlbOperation *op) {
  MlbOperation *pay = find_payload(op, false);
  if (pay)
    print_short_form(p, pay);
  uint32_t nin = num_inputs(op);
  mlb_linalg_print_ins_outs(p, op, nin, op->num_operands - nin);
  mlb_pr_attr_dict(p, op, NULL);
  if (!pay && op->regions[0].first)
    print_long_body(p, op);
}

/* ` kw = [1, 2] ` (upstream leaves the trailing space). */
static void print_i64_list(MlbAsmPrinter *p, MlbOperation *op, const char *kw) {
  mlb_prf(p, " %s = ", kw);
  mlb_pr_i64_list(p, mlb_op_get_prop(op, kw));
  mlb_pr(p, " ");
}

void mlb_linalg_print_reduce(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"dimensions", NULL};
  MlbOperation *pay = find_payload(op, true);
  if (pay)
    print_short_form(p, pay);
  uint32_t nin = num_inputs(op);
  mlb_linalg_print_ins_outs(p, op, nin, op->num_operands - nin);
  print_i64_list(p, op, "dimensions");
  mlb_pr_attr_dict(p, op, elided);
  if (!pay && op->regions[0].first)
    print_long_body(p, op);
}

void mlb_linalg_name_map_args(MlbOperation *op, uint32_t region,
                              MlbBuf *names) {
  (void)region;
  mlb_linalg_name_in_out(op, names, "init");
}

void mlb_linalg_name_reduce_args(MlbOperation *op, uint32_t region,
                                 MlbBuf *names) {
  (void)region;
  mlb_linalg_name_in_out(op, names, "init");
}

/* ==== transpose / broadcast ==== */
/* upstream's buildIdentityRegion: arguments at the operands' locations,
 * yielding the input element. */
static void build_identity_body(MlbContext *ctx, MlbOpState *st) {
  MlbBlock *b = new_body(ctx, st);
  for (uint32_t i = 0; i < st->operands.len; i++) {
    MlbValue *v = st->operands.data[i];
    MlbAttr *loc = v->def_op ? v->def_op->loc : v->loc;
    mlb_block_add_arg(ctx, b, mlb_linalg_elt(v->type),
                      loc ? loc : mlb_loc_unknown(ctx));
  }
  MlbLinalgBuilder lb = {ctx, b, st->loc, false, {0}};
  MlbValue *first = b->num_args ? b->args[0] : NULL;
  mlb_linalg_yield(&lb, &first, first ? 1 : 0);
  mlb_buf_free(&lb.error);
}

static MlbStatus parse_identity_like(MlbAsmParser *p, MlbOpState *st,
                                     const char *kw) {
  MLB_TRY(parse_dst_style(p, st, kw));
  build_identity_body(mlb_parser_ctx(p), st);
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_parse_transpose(MlbAsmParser *p, MlbOpState *st) {
  return parse_identity_like(p, st, "permutation");
}

MlbStatus mlb_linalg_parse_broadcast(MlbAsmParser *p, MlbOpState *st) {
  return parse_identity_like(p, st, "dimensions");
}

static void print_identity_like(MlbAsmPrinter *p, MlbOperation *op,
                                const char *kw) {
  const char *elided[] = {kw, NULL};
  mlb_linalg_print_ins_outs(p, op, 1, op->num_operands - 1);
  print_i64_list(p, op, kw);
  mlb_pr_attr_dict(p, op, elided);
}

void mlb_linalg_print_transpose(MlbAsmPrinter *p, MlbOperation *op) {
  print_identity_like(p, op, "permutation");
}

void mlb_linalg_print_broadcast(MlbAsmPrinter *p, MlbOperation *op) {
  print_identity_like(p, op, "dimensions");
}

/* ==== Verification ==== */
/* "4, 5" (ShapedType shapes as upstream's diagnostics print them). */
static void put_shape(MlbBuf *b, const MlbType *t) {
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    mlb_buf_printf(b, "%s%lld", i ? ", " : "", (long long)t->u.shaped.shape[i]);
}

static bool same_shape(const MlbType *a, const MlbType *b) {
  if (a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (uint32_t i = 0; i < a->u.shaped.rank; i++)
    if (a->u.shaped.shape[i] != b->u.shaped.shape[i])
      return false;
  return true;
}

static bool shaped_operand(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR || t->kind == MLB_TYPE_MEMREF;
}

static MlbStatus expect_shaped_operands(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    MLB_TRY(mlb_verify_operand_type(ctx, op, i, shaped_operand,
                                    "ranked tensor of any type values or "
                                    "memref of any type values"));
  return MLB_SUCCESS;
}

static MlbStatus map_shapes(MlbContext *ctx, MlbOperation *op, uint32_t nin) {
  MlbType *out = mlb_op_operand(op, op->num_operands - 1)->type;
  for (uint32_t i = 0; i < nin; i++) {
    MlbType *t = mlb_op_operand(op, i)->type;
    if (same_shape(t, out))
      continue;
    MlbBuf a, b;
    mlb_buf_init(&a);
    mlb_buf_init(&b);
    put_shape(&a, t);
    put_shape(&b, out);
    mlb_op_emit_error(ctx, op,
                      "expected shape of input (%s) to match shape of output "
                      "(%s)",
                      mlb_buf_cstr(&a), mlb_buf_cstr(&b));
    mlb_buf_free(&a);
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* ODS's count check for ops with trailing variadic operands. */
static MlbStatus expect_min_operands(MlbContext *ctx, MlbOperation *op,
                                     uint32_t n) {
  if (op->num_operands >= n)
    return MLB_SUCCESS;
  return mlb_op_emit_error(ctx, op,
                           "expected %u or more operands, but found %u", n,
                           op->num_operands);
}

MlbStatus mlb_linalg_verify_map(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(expect_min_operands(ctx, op, 1));
  MLB_TRY(expect_shaped_operands(ctx, op));
  uint32_t nin = num_inputs(op);
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, nin));
  MlbBlock *b = op->regions[0].first;
  if (!b)
    return MLB_SUCCESS;
  if (b->num_args != op->num_operands)
    return mlb_op_emit_error(ctx, op,
                             "expects number of operands to match the arity "
                             "of mapper, but got: %u and %u",
                             op->num_operands, b->num_args);
  for (uint32_t i = 0; i < nin; i++) {
    MlbType *elt = mlb_linalg_elt(mlb_op_operand(op, i)->type);
    if (b->args[i]->type != elt)
      return mlb_type_pair_error(ctx, op, false,
                             "expected element type of input %s to match "
                             "bbArg type %s",
                             elt, b->args[i]->type);
  }
  return map_shapes(ctx, op, nin);
}

/* Identity maps over the init's rank for every operand. */
static MlbStatus verify_map_regions(MlbContext *ctx, MlbOperation *op) {
  return mlb_linalg_verify_structured(ctx, op, NULL);
}

static MlbStatus reduce_dims(MlbContext *ctx, MlbOperation *op,
                             const MlbType *in, const MlbType *init) {
  const MlbAttr *dims = mlb_op_get_prop(op, "dimensions");
  uint32_t rank = in->u.shaped.rank, nd = dims ? dims->u.darray.n : 0;
  bool *drop = mlb_calloc(rank + 1, sizeof(bool));
  for (uint32_t i = 0; i < nd; i++) {
    int64_t d = dims->u.darray.ivals[i];
    if (d < 0 || d >= (int64_t)rank) {
      mlb_free(drop);
      return mlb_op_emit_error(ctx, op,
                               "dimensions for reduction should be in the "
                               "range [0, %lld].",
                               (long long)rank - 1);
    }
    drop[d] = true;
  }
  MlbBuf kept, want;
  mlb_buf_init(&kept);
  mlb_buf_init(&want);
  uint32_t nk = 0;
  bool ok = true;
  for (uint32_t i = 0; i < rank; i++) {
    if (drop[i])
      continue;
    int64_t s = in->u.shaped.shape[i];
    mlb_buf_printf(&kept, "%s%lld", nk ? ", " : "", (long long)s);
    ok &= nk < init->u.shaped.rank && init->u.shaped.shape[nk] == s;
    nk++;
  }
  put_shape(&want, init);
  MlbStatus st = MLB_SUCCESS;
  if (nk != init->u.shaped.rank)
    st = mlb_op_emit_error(ctx, op,
                           "number of dimensions after reduction %u doesn't "
                           "match the init rank %u",
                           nk, init->u.shaped.rank);
  else if (!ok)
    st = mlb_op_emit_error(ctx, op,
                           "init dimensions [%s] doesn't match input "
                           "dimensions after reduction [%s]",
                           mlb_buf_cstr(&want), mlb_buf_cstr(&kept));
  mlb_buf_free(&kept);
  mlb_buf_free(&want);
  mlb_free(drop);
  return st;
}

static MlbStatus reduce_block(MlbContext *ctx, MlbOperation *op, uint32_t nin) {
  MlbBlock *b = op->regions[0].first;
  if (!b)
    return MLB_SUCCESS;
  if (b->num_args != op->num_operands)
    return mlb_op_emit_error(ctx, op,
                             "mismatching number of operands and block "
                             "arguments");
  for (uint32_t i = 0; i < op->num_operands; i++) {
    MlbType *elt = mlb_linalg_elt(mlb_op_operand(op, i)->type);
    if (b->args[i]->type != elt)
      return mlb_type_pair_error(ctx, op, false,
                             i < nin ? "input element type %s does not match "
                                       "corresponding block argument type %s"
                                     : "output element type %s does not "
                                       "match corresponding block argument "
                                       "type %s",
                             elt, b->args[i]->type);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_reduce(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(expect_min_operands(ctx, op, 2));
  MLB_TRY(expect_shaped_operands(ctx, op));
  uint32_t nin = num_inputs(op);
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, nin));
  if (!nin || op->num_operands == nin)
    return MLB_SUCCESS;
  for (uint32_t i = 1; i < nin; i++)
    if (!same_shape(mlb_op_operand(op, i)->type, mlb_op_operand(op, 0)->type))
      return mlb_op_emit_error(ctx, op,
                               "expects all inputs to have the same shapes. "
                               "Shape at input-index %u is not equal to the "
                               "shape at input-index 0.",
                               i);
  for (uint32_t i = nin + 1; i < op->num_operands; i++)
    if (!same_shape(mlb_op_operand(op, i)->type, mlb_op_operand(op, nin)->type))
      return mlb_op_emit_error(ctx, op,
                               "expects all outputs to have the same shapes. "
                               "Shape at output-index %u is not equal to the "
                               "shape at output-index 0.",
                               i - nin);
  MLB_TRY(reduce_dims(ctx, op, mlb_op_operand(op, 0)->type,
                      mlb_op_operand(op, nin)->type));
  return reduce_block(ctx, op, nin);
}

MlbStatus mlb_linalg_verify_transpose(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(expect_shaped_operands(ctx, op));
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, 1));
  const MlbAttr *perm = mlb_op_get_prop(op, "permutation");
  MlbType *in = mlb_op_operand(op, 0)->type,
          *init = mlb_op_operand(op, 1)->type;
  uint32_t rank = in->u.shaped.rank, n = perm ? perm->u.darray.n : 0;
  bool *seen = mlb_calloc(n + 1, sizeof(bool));
  bool valid = true;
  for (uint32_t i = 0; i < n && valid; i++) {
    int64_t d = perm->u.darray.ivals[i];
    valid = d >= 0 && d < (int64_t)n && !seen[d];
    if (valid)
      seen[d] = true;
  }
  mlb_free(seen);
  if (!valid)
    return mlb_op_emit_error(ctx, op, "permutation is not valid");
  if (rank != init->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "input rank %u does not match init rank %u", rank,
                             init->u.shaped.rank);
  if (rank != n)
    return mlb_op_emit_error(ctx, op,
                             "size of permutation %u does not match the "
                             "argument rank %u",
                             n, rank);
  for (uint32_t i = 0; i < rank; i++) {
    int64_t a = in->u.shaped.shape[perm->u.darray.ivals[i]];
    int64_t b = init->u.shaped.shape[i];
    if (a != b)
      return mlb_op_emit_error(ctx, op,
                               "dim(result, %u) = %lld doesn't match "
                               "dim(input, permutation[%u]) = %lld",
                               i, (long long)b, i, (long long)a);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_linalg_verify_broadcast(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(expect_shaped_operands(ctx, op));
  MLB_TRY(mlb_linalg_verify_dps(ctx, op, 1));
  const MlbAttr *dims = mlb_op_get_prop(op, "dimensions");
  MlbType *in = mlb_op_operand(op, 0)->type,
          *init = mlb_op_operand(op, 1)->type;
  uint32_t ir = in->u.shaped.rank, or_ = init->u.shaped.rank;
  uint32_t nd = dims ? dims->u.darray.n : 0;
  if (ir + nd != or_)
    return mlb_op_emit_error(ctx, op,
                             "input rank plus added dimensions does not match "
                             "init rank. input rank: %u, dimensions size: %u, "
                             "init rank: %u",
                             ir, nd, or_);
  bool *added = mlb_calloc(or_ + 1, sizeof(bool));
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; i < nd && !s; i++) {
    int64_t d = dims->u.darray.ivals[i];
    if (d < 0 || d >= (int64_t)or_)
      s = mlb_op_emit_error(ctx, op,
                            "dimension %u is out of range. expected range: "
                            "[0, %lld], got: %lld",
                            i, (long long)or_ - 1, (long long)d);
    else
      added[d] = true;
  }
  for (uint32_t d = 0, k = 0; d < or_ && k < ir && !s; d++) {
    if (added[d])
      continue;
    int64_t a = in->u.shaped.shape[k], b = init->u.shaped.shape[d];
    if (a != b)
      s = mlb_op_emit_error(ctx, op,
                            "input dim %u should match init dim %u. input: "
                            "%lld, init: %lld",
                            k, d, (long long)a, (long long)b);
    k++;
  }
  mlb_free(added);
  return s;
}

MlbStatus mlb_linalg_verify_map_regions(MlbContext *ctx, MlbOperation *op) {
  return verify_map_regions(ctx, op);
}
