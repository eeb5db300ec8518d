/* vector_elements.c - vector.broadcast, vector.insert and vector.extract:
 * the ops that build a vector from scalars or smaller vectors and take
 * elements or sub-vectors out again (vectorized code, upstream's vector
 * integration tests).
 *
 * Positions are mixed lists (`[1, %i]`) as upstream's DynamicIndexList:
 * index operands after the vectors, the static part in the dense i64
 * array prop static_position, MLB_DYNAMIC where an operand stands and -1
 * for a poison position. The verifiers follow upstream's order and words:
 * the same-element-type constraint, the dynamic/static agreement, the
 * position's rank, each static position against its dimension, and (for
 * extract) the result type the position implies.
 */
#include "dialects/vector/vector_int.h"

static const char *const k_position_prop[] = {"static_position", NULL};

/* ==== Parsing and printing ==== */

/* `[1, %i]`, its operands resolved as index values after the others. */
static MlbStatus parse_position(MlbAsmParser *p, MlbOpState *st,
                                MlbUnresolvedVec *dyn) {
  return mlb_parse_mixed_index_list(p, st, "static_position", dyn);
}

static MlbStatus resolve_position(MlbAsmParser *p, MlbOpState *st,
                                  MlbUnresolvedVec *dyn) {
  return mlb_resolve_operands_same(p, dyn->data, dyn->len,
                                   mlb_parser_ctx(p)->t_index, st);
}

static void print_position(MlbAsmPrinter *p, MlbOperation *op,
                           uint32_t first) {
  uint32_t n = op->num_operands > first ? op->num_operands - first : 0;
  mlb_pr_dynamic_index_list(p, n ? &op->operands[first] : NULL, n,
                            mlb_op_get_prop(op, "static_position"),
                            MLB_DELIM_SQUARE);
}

/* vector.broadcast %x : T to vector<...> */
MlbStatus mlb_vector_parse_broadcast(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolved src;
  MlbType *from = NULL, *to = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &from));
  MLB_TRY(mlb_parse_keyword(p, "to"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &to));
  MLB_TRY(mlb_resolve_operand(p, &src, from, st));
  mlb_vec_push(&st->result_types, to);
  return MLB_SUCCESS;
}

void mlb_vector_print_broadcast(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " to ");
  mlb_pr_type(p, op->results[0].type);
}

static MlbStatus extract_body(MlbAsmParser *p, MlbOpState *st,
                              MlbUnresolvedVec *dyn) {
  MlbUnresolved src;
  MlbType *res = NULL, *from = NULL;
  MLB_TRY(mlb_parse_operand(p, &src));
  MLB_TRY(parse_position(p, st, dyn));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &res));
  MLB_TRY(mlb_parse_keyword(p, "from"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &from));
  MLB_TRY(mlb_resolve_operand(p, &src, from, st));
  MLB_TRY(resolve_position(p, st, dyn));
  mlb_vec_push(&st->result_types, res);
  return MLB_SUCCESS;
}

/* vector.extract %v[1, %i] : T from vector<...> */
MlbStatus mlb_vector_parse_extract(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = extract_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

void mlb_vector_print_extract(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  print_position(p, op, 1);
  mlb_pr_attr_dict(p, op, k_position_prop);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
  mlb_pr(p, " from ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
}

static MlbStatus insert_body(MlbAsmParser *p, MlbOpState *st,
                             MlbUnresolvedVec *dyn) {
  MlbUnresolved val, dest;
  MlbType *vt = NULL, *dt = NULL;
  MLB_TRY(mlb_parse_operand(p, &val));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &dest));
  MLB_TRY(parse_position(p, st, dyn));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type(p, &vt));
  MLB_TRY(mlb_parse_keyword(p, "into"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &dt));
  MLB_TRY(mlb_resolve_operand(p, &val, vt, st));
  MLB_TRY(mlb_resolve_operand(p, &dest, dt, st));
  MLB_TRY(resolve_position(p, st, dyn));
  mlb_vec_push(&st->result_types, dt);
  return MLB_SUCCESS;
}

/* vector.insert %x, %v[1, %i] : T into vector<...> */
MlbStatus mlb_vector_parse_insert(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec dyn = {0};
  MlbStatus s = insert_body(p, st, &dyn);
  mlb_vec_free(&dyn);
  return s;
}

/* Upstream prints a space between the destination and its position. */
void mlb_vector_print_insert(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, ", ");
  mlb_pr_operand(p, mlb_op_operand(op, 1));
  mlb_pr(p, " ");
  print_position(p, op, 2);
  mlb_pr_attr_dict(p, op, k_position_prop);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  mlb_pr(p, " into ");
  mlb_pr_type(p, mlb_op_operand(op, 1)->type);
}

/* ==== Verification ==== */

static bool is_vector(const MlbType *t) { return t->kind == MLB_TYPE_VECTOR; }

/* The element type of a shaped type, a scalar itself (upstream's
 * getElementTypeOrSelf). */
static const MlbType *elt_or_self(const MlbType *t) {
  return t->kind == MLB_TYPE_COMPLEX ? t : mlb_elt_or_self((MlbType *)t);
}

/* "[4]" for a scalable dimension, "4" otherwise. */
static void dim_text(const MlbType *t, uint32_t d, char *buf, size_t n) {
  bool scal = t->u.shaped.scalable && t->u.shaped.scalable[d];
  snprintf(buf, n, scal ? "[%" PRId64 "]" : "%" PRId64, t->u.shaped.shape[d]);
}

/* A 0-d vector where upstream wants a scalar (`what`: "result type",
 * "source operand"): its verifiers' first check, a plain error. */
static MlbStatus zero_d_check(MlbContext *ctx, MlbOperation *op,
                              const MlbType *t, const char *what) {
  if (is_vector(t) && t->u.shaped.rank == 0)
    return mlb_plain_error(
        ctx, op, "expected a scalar instead of a 0-d vector as the %s", what);
  return MLB_SUCCESS;
}

static bool scalable_dim(const MlbType *t, uint32_t d) {
  return t->u.shaped.scalable && t->u.shaped.scalable[d];
}

/* Upstream's isBroadcastableTo: a scalar of the element type, or a vector
 * whose trailing dimensions each equal the result's or are 1 (a scalable
 * dimension only matches a scalable one). */
MlbStatus mlb_vector_verify_broadcast(MlbContext *ctx, MlbOperation *op) {
  const MlbType *src = mlb_op_operand(op, 0)->type, *dst = op->results[0].type;
  if (elt_or_self(src) != elt_or_self(dst))
    return mlb_op_emit_error(ctx, op, "failed to verify that source operand "
                                      "and result have same element type");
  if (!is_vector(src))
    return src->kind == MLB_TYPE_INTEGER || src->kind == MLB_TYPE_INDEX ||
                   src->kind == MLB_TYPE_FLOAT
               ? MLB_SUCCESS
               : mlb_op_emit_error(ctx, op, "source type is not a vector");
  uint32_t sr = src->u.shaped.rank, dr = dst->u.shaped.rank;
  if (sr > dr)
    return mlb_op_emit_error(ctx, op, "source rank higher than destination "
                                      "rank");
  for (uint32_t i = 0; i < sr; i++) {
    uint32_t j = dr - sr + i;
    int64_t s = src->u.shaped.shape[i], d = dst->u.shaped.shape[j];
    bool ss = scalable_dim(src, i), ds = scalable_dim(dst, j);
    bool bad = (s != 1 && s != d) || (s == 1 && ss && d != 1) ||
               (ss != ds && (s != 1 || ss));
    if (bad) {
      char a[32], b[32];
      dim_text(src, i, a, sizeof a);
      dim_text(dst, j, b, sizeof b);
      return mlb_op_emit_error(ctx, op, "dimension mismatch (%s vs. %s)", a,
                               b);
    }
  }
  return MLB_SUCCESS;
}

/* The position list, checked against the dynamic operands from `first`:
 * every MLB_DYNAMIC entry has one, in order. */
static MlbStatus load_position(MlbContext *ctx, MlbOperation *op,
                               uint32_t first, const MlbAttr **out) {
  const MlbAttr *a = mlb_op_get_prop(op, "static_position");
  if (!a || a->kind != MLB_ATTR_DENSE_ARRAY || !a->u.darray.elt ||
      a->u.darray.elt->kind != MLB_TYPE_INTEGER ||
      (a->u.darray.n && !a->u.darray.ivals))
    return mlb_op_emit_error(ctx, op, "requires attribute 'static_position'");
  uint32_t nd = 0;
  for (uint32_t i = 0; i < a->u.darray.n; i++)
    nd += a->u.darray.ivals[i] == MLB_DYNAMIC;
  if (nd != op->num_operands - first)
    return mlb_op_emit_error(
        ctx, op,
        "mismatch between dynamic and static positions (kDynamic marker but "
        "no corresponding dynamic position) -- this can only happen due to "
        "an incorrect fold/rewrite");
  *out = a;
  return MLB_SUCCESS;
}

/* Each static entry indexes its dimension of `v` or is poison (-1). */
static MlbStatus check_bounds(MlbContext *ctx, MlbOperation *op,
                              const MlbAttr *pos, const MlbType *v,
                              const char *what) {
  for (uint32_t i = 0; i < pos->u.darray.n; i++) {
    int64_t k = pos->u.darray.ivals[i];
    if (k == MLB_DYNAMIC || k == -1)
      continue;
    if (k < 0 || k >= v->u.shaped.shape[i])
      return mlb_op_emit_error(ctx, op,
                               "expected position attribute #%u to be a "
                               "non-negative integer smaller than the "
                               "corresponding %s",
                               i + 1, what);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_vector_verify_insert(MlbContext *ctx, MlbOperation *op) {
  const MlbType *val = mlb_op_operand(op, 0)->type;
  const MlbType *dst = mlb_op_operand(op, 1)->type;
  if (elt_or_self(val) != elt_or_self(dst))
    return mlb_op_emit_error(ctx, op, "failed to verify that source operand "
                                      "and result have same element type");
  MLB_TRY(zero_d_check(ctx, op, val, "source operand"));
  const MlbAttr *pos = NULL;
  MLB_TRY(load_position(ctx, op, 2, &pos));
  uint32_t n = pos->u.darray.n, dr = dst->u.shaped.rank;
  if (n > dr)
    return mlb_op_emit_error(ctx, op, "expected position attribute of rank "
                                      "no greater than dest vector rank");
  if (is_vector(val) && n + val->u.shaped.rank != dr)
    return mlb_op_emit_error(ctx, op, "expected position attribute rank + "
                                      "source rank to match dest vector rank");
  if (!is_vector(val) && n != dr)
    return mlb_op_emit_error(ctx, op, "expected position attribute rank to "
                                      "match the dest vector rank");
  return check_bounds(ctx, op, pos, dst, "dest vector dimension");
}

/* The type extract's position implies: the element when it names one,
 * else the vector of the dimensions after it. A vector<1xT> stands for
 * a T (upstream's isCompatibleReturnTypes). */
static bool extract_type_ok(const MlbType *src, uint32_t n,
                            const MlbType *res) {
  uint32_t sr = src->u.shaped.rank;
  if (n == sr)
    return res == src->u.shaped.elt ||
           (is_vector(res) && res->u.shaped.rank == 1 &&
            res->u.shaped.shape[0] == 1 && !scalable_dim(res, 0) &&
            res->u.shaped.elt == src->u.shaped.elt);
  if (!is_vector(res) || res->u.shaped.rank != sr - n)
    return false;
  for (uint32_t i = 0; i < sr - n; i++)
    if (res->u.shaped.shape[i] != src->u.shaped.shape[n + i] ||
        scalable_dim(res, i) != scalable_dim(src, n + i))
      return false;
  return true;
}

MlbStatus mlb_vector_verify_extract(MlbContext *ctx, MlbOperation *op) {
  const MlbType *src = mlb_op_operand(op, 0)->type, *res = op->results[0].type;
  if (elt_or_self(src) != elt_or_self(res))
    return mlb_op_emit_error(ctx, op, "failed to verify that operand and "
                                      "result have same element type");
  MLB_TRY(zero_d_check(ctx, op, res, "result type"));
  const MlbAttr *pos = NULL;
  MLB_TRY(load_position(ctx, op, 1, &pos));
  uint32_t n = pos->u.darray.n, sr = src->u.shaped.rank;
  if (n > sr)
    return mlb_op_emit_error(ctx, op, "expected position attribute of rank "
                                      "no greater than vector rank");
  MLB_TRY(check_bounds(ctx, op, pos, src,
                       "vector dimension or poison (-1)"));
  if (extract_type_ok(src, n, res))
    return MLB_SUCCESS;
  /* The inferred type, for the message. */
  MlbType *inferred =
      n == sr ? src->u.shaped.elt
              : mlb_type_vector(ctx, sr - n, src->u.shaped.shape + n,
                                src->u.shaped.scalable
                                    ? src->u.shaped.scalable + n
                                    : NULL,
                                src->u.shaped.elt);
  return mlb_infer_mismatch_error(ctx, op, &inferred, 1);
}
