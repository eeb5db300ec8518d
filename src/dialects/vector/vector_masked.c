/* vector_masked.c - the masked memory ops of the vector dialect and the
 * masks they take:
 *
 *   maskedload   %base[%i..], %mask, %pass : memref, mask, pass into result
 *   maskedstore  %base[%i..], %mask, %value : memref, mask, value
 *   expandload / compressstore   the same forms (consecutive elements
 *                                for the active lanes)
 *   gather       %base[%i..] [%idx], %mask, %pass
 *                  : base, idx, mask, pass into result
 *   scatter      %base[%i..] [%idx], %mask, %value
 *                  : base, idx, mask, value (-> result)?
 *   create_mask  %a, %b : vector<..xi1>
 *   constant_mask [2, 3] : vector<..xi1>
 *
 * Generic operand order: base, indices, (index vector), mask, value. The
 * memory ops take an `alignment` property as vector.load does; gather and
 * scatter also take ranked tensors (scatter then yields the new tensor).
 * Verifiers follow upstream's order and words.
 */
#include "dialects/vector/vector_int.h"

const char *const mlb_vector_masked_props[] = {"alignment", NULL};
const char *const mlb_vector_constant_mask_props[] = {"mask_dim_sizes", NULL};

typedef enum { MK_LOAD, MK_STORE, MK_GATHER, MK_SCATTER } MaskedKind;

static MaskedKind kind_of(const char *name) {
  if (!strcmp(name, "vector.gather"))
    return MK_GATHER;
  if (!strcmp(name, "vector.scatter"))
    return MK_SCATTER;
  if (!strcmp(name, "vector.maskedstore") ||
      !strcmp(name, "vector.compressstore"))
    return MK_STORE;
  return MK_LOAD;
}

static bool indexed(MaskedKind k) { return k == MK_GATHER || k == MK_SCATTER; }

/* ==== Parsing ==== */
typedef struct Masked {
  MlbUnresolved base, vidx, mask, value;
  MlbUnresolvedVec idx;
  MlbType *base_t, *vidx_t, *mask_t, *value_t, *result_t;
} Masked;

static MlbStatus parse_operands(MlbAsmParser *p, MlbOpState *st, MaskedKind k,
                                Masked *m) {
  MLB_TRY(mlb_parse_operand(p, &m->base));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, &m->idx));
  if (indexed(k)) {
    MLB_TRY(mlb_parse_punct(p, "["));
    MLB_TRY(mlb_parse_operand(p, &m->vidx));
    MLB_TRY(mlb_parse_punct(p, "]"));
  }
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &m->mask));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_operand(p, &m->value));
  MlbAttr *dict = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  return mlb_parse_check_alignment(p, st, dict);
}

static MlbStatus parse_vector_type(MlbAsmParser *p, MlbType **t) {
  MLB_TRY(mlb_parse_punct(p, ","));
  return mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", t);
}

static MlbStatus parse_types(MlbAsmParser *p, MaskedKind k, Masked *m) {
  MLB_TRY(mlb_parse_punct(p, ":"));
  if (indexed(k))
    MLB_TRY(mlb_parse_type(p, &m->base_t));
  else
    MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_MEMREF, "memref", &m->base_t));
  if (indexed(k))
    MLB_TRY(parse_vector_type(p, &m->vidx_t));
  MLB_TRY(parse_vector_type(p, &m->mask_t));
  MLB_TRY(parse_vector_type(p, &m->value_t));
  if (k == MK_LOAD || k == MK_GATHER) {
    MLB_TRY(mlb_parse_keyword(p, "into"));
    return mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &m->result_t);
  }
  if (k == MK_SCATTER && mlb_parse_optional_punct(p, "->"))
    return mlb_parse_type(p, &m->result_t);
  return MLB_SUCCESS;
}

static MlbStatus masked_body(MlbAsmParser *p, MlbOpState *st, Masked *m) {
  MaskedKind k = kind_of(st->name);
  MLB_TRY(parse_operands(p, st, k, m));
  MLB_TRY(parse_types(p, k, m));
  MLB_TRY(mlb_resolve_operand(p, &m->base, m->base_t, st));
  MLB_TRY(mlb_resolve_operands_same(p, m->idx.data, m->idx.len,
                                    mlb_parser_ctx(p)->t_index, st));
  if (indexed(k))
    MLB_TRY(mlb_resolve_operand(p, &m->vidx, m->vidx_t, st));
  MLB_TRY(mlb_resolve_operand(p, &m->mask, m->mask_t, st));
  MLB_TRY(mlb_resolve_operand(p, &m->value, m->value_t, st));
  if (m->result_t)
    mlb_vec_push(&st->result_types, m->result_t);
  return MLB_SUCCESS;
}

MlbStatus mlb_vector_parse_masked(MlbAsmParser *p, MlbOpState *st) {
  Masked m = {0};
  MlbStatus s = masked_body(p, st, &m);
  mlb_vec_free(&m.idx);
  return s;
}

/* ==== Printing ==== */
void mlb_vector_print_masked(MlbAsmPrinter *p, MlbOperation *op) {
  MaskedKind k = kind_of(op->name);
  uint32_t n = op->num_operands, tail = indexed(k) ? 3 : 2;
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, "[");
  for (uint32_t i = 1; i + tail < n; i++) {
    if (i > 1)
      mlb_pr(p, ", ");
    mlb_pr_operand(p, mlb_op_operand(op, i));
  }
  mlb_pr(p, "]");
  if (indexed(k)) {
    mlb_pr(p, " [");
    mlb_pr_operand(p, mlb_op_operand(op, n - 3));
    mlb_pr(p, "]");
  }
  mlb_pr(p, ", ");
  mlb_pr_operand(p, mlb_op_operand(op, n - 2));
  mlb_pr(p, ", ");
  mlb_pr_operand(p, mlb_op_operand(op, n - 1));
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, 0)->type);
  for (uint32_t i = n - tail; i < n; i++) {
    mlb_pr(p, ", ");
    mlb_pr_type(p, mlb_op_operand(op, i)->type);
  }
  if (op->num_results) {
    mlb_pr(p, k == MK_SCATTER ? " -> " : " into ");
    mlb_pr_type(p, op->results[0].type);
  }
}

/* ==== Verification ==== */
static bool same_shape(const MlbType *a, const MlbType *b) {
  if (a->kind != MLB_TYPE_VECTOR || b->kind != MLB_TYPE_VECTOR ||
      a->u.shaped.rank != b->u.shaped.rank)
    return false;
  for (uint32_t d = 0; d < a->u.shaped.rank; d++)
    if (a->u.shaped.shape[d] != b->u.shaped.shape[d])
      return false;
  return true;
}

/* What the verifiers check, named as upstream's messages name them. */
typedef struct Check {
  const MlbType *base, *vec, *mask, *vidx, *pass;
  const char *what;     /* "result" or "valueToStore" */
  const char *mask_msg; /* shape (or dim) mismatch with the mask */
  const char *vidx_msg; /* mismatch with the index vector */
  uint32_t nidx;
} Check;

static MlbStatus verify_check(MlbContext *ctx, MlbOperation *op,
                              const Check *c) {
  if (c->base->kind != MLB_TYPE_MEMREF && c->base->kind != MLB_TYPE_TENSOR)
    return mlb_op_emit_error(ctx, op,
                             "requires base to be a memref or ranked tensor "
                             "type");
  if (c->vec->kind != MLB_TYPE_VECTOR || c->mask->kind != MLB_TYPE_VECTOR)
    return mlb_op_emit_error(ctx, op, "expects vector operands");
  if (c->base->u.shaped.elt != c->vec->u.shaped.elt)
    return mlb_op_emit_error(ctx, op, "base and %s element type should match",
                             c->what);
  if (c->nidx != c->base->u.shaped.rank)
    return mlb_op_emit_error(ctx, op, "requires %u indices",
                             c->base->u.shaped.rank);
  if (c->vidx && !same_shape(c->vec, c->vidx))
    return mlb_op_emit_error(ctx, op, "%s", c->vidx_msg);
  if (!same_shape(c->vec, c->mask))
    return mlb_op_emit_error(ctx, op, "%s", c->mask_msg);
  if (c->pass && c->pass != c->vec)
    return mlb_op_emit_error(ctx, op,
                             "expected pass_thru of same type as result "
                             "type");
  return MLB_SUCCESS;
}

static bool is_mask_type(const MlbType *t) {
  return t->kind == MLB_TYPE_VECTOR && mlb_type_is_int(t->u.shaped.elt, 1);
}

static const char k_mask_kind[] = "vector of 1-bit signless integer values";

static bool is_tensor_type(const MlbType *t) {
  return t->kind == MLB_TYPE_TENSOR;
}

/* The constraints upstream checks before its verifier: the mask's type,
 * and a scatter's result (a ranked tensor, when there is one). */
static MlbStatus verify_constraints(MlbContext *ctx, MlbOperation *op,
                                    MaskedKind k) {
  MLB_TRY(mlb_verify_operand_type(ctx, op, op->num_operands - 2, is_mask_type,
                                  k_mask_kind));
  if (k == MK_SCATTER && op->num_results)
    return mlb_verify_result_type(ctx, op, 0, is_tensor_type,
                                  "ranked tensor of any type values");
  return MLB_SUCCESS;
}

MlbStatus mlb_vector_verify_masked(MlbContext *ctx, MlbOperation *op) {
  MaskedKind k = kind_of(op->name);
  uint32_t n = op->num_operands, tail = indexed(k) ? 3 : 2;
  if (n < tail + 1)
    return mlb_op_emit_error(ctx, op, "expected at least %u operands",
                             tail + 1);
  bool expand = !strcmp(op->name, "vector.expandload") ||
                !strcmp(op->name, "vector.compressstore");
  bool load = k == MK_LOAD || k == MK_GATHER;
  if (load && op->num_results != 1)
    return mlb_op_emit_error(ctx, op, "requires one result");
  MLB_TRY(mlb_verify_alignment(ctx, op));
  MLB_TRY(verify_constraints(ctx, op, k));
  Check c = {0};
  c.base = mlb_op_operand(op, 0)->type;
  c.mask = mlb_op_operand(op, n - 2)->type;
  c.vec = load ? op->results[0].type : mlb_op_operand(op, n - 1)->type;
  c.pass = load ? mlb_op_operand(op, n - 1)->type : NULL;
  c.vidx = indexed(k) ? mlb_op_operand(op, n - 3)->type : NULL;
  c.nidx = n - tail - 1;
  c.what = load ? "result" : "valueToStore";
  if (indexed(k)) {
    c.vidx_msg = load ? "expected result dim to match indices dim"
                      : "expected valueToStore dim to match indices dim";
    c.mask_msg = load ? "expected result dim to match mask dim"
                      : "expected valueToStore dim to match mask dim";
  } else if (expand) {
    c.mask_msg = load ? "expected result dim to match mask dim"
                      : "expected valueToStore dim to match mask dim";
  } else {
    c.mask_msg = load ? "expected result shape to match mask shape"
                      : "expected valueToStore shape to match mask shape";
  }
  return verify_check(ctx, op, &c);
}

/* ==== create_mask / constant_mask ==== */
static MlbStatus mask_result_type(MlbAsmParser *p, MlbOpState *st) {
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &t));
  mlb_vec_push(&st->result_types, t);
  return MLB_SUCCESS;
}

/* `%a, %b attr-dict : vector<..xi1>` */
MlbStatus mlb_vector_parse_create_mask(MlbAsmParser *p, MlbOpState *st) {
  MlbUnresolvedVec ops = {0};
  MlbStatus s = mlb_parse_operand_list(p, MLB_DELIM_NONE, &ops);
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s)
    s = mask_result_type(p, st);
  if (!s)
    s = mlb_resolve_operands_same(p, ops.data, ops.len,
                                  mlb_parser_ctx(p)->t_index, st);
  mlb_vec_free(&ops);
  return s;
}

void mlb_vector_print_create_mask(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operands(p, op->operands, op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

MlbStatus mlb_vector_verify_create_mask(MlbContext *ctx, MlbOperation *op) {
  const MlbType *t = op->results[0].type;
  if (!is_mask_type(t))
    return mlb_verify_result_type(ctx, op, 0, is_mask_type, k_mask_kind);
  if (op->num_operands != t->u.shaped.rank)
    return mlb_op_emit_error(ctx, op,
                             "must specify an operand for each result vector "
                             "dimension");
  return MLB_SUCCESS;
}

/* `[2, 3] attr-dict : vector<..xi1>` */
MlbStatus mlb_vector_parse_constant_mask(MlbAsmParser *p, MlbOpState *st) {
  MLB_TRY(mlb_parse_i64_list_prop(p, st, "mask_dim_sizes"));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  return mask_result_type(p, st);
}

void mlb_vector_print_constant_mask(MlbAsmPrinter *p, MlbOperation *op) {
  static const char *const elided[] = {"mask_dim_sizes", NULL};
  mlb_pr(p, " ");
  mlb_pr_i64_list(p, mlb_op_get_prop(op, "mask_dim_sizes"));
  mlb_pr_attr_dict(p, op, elided);
  mlb_pr(p, " : ");
  mlb_pr_type(p, op->results[0].type);
}

MlbStatus mlb_vector_verify_constant_mask(MlbContext *ctx, MlbOperation *op) {
  const MlbType *t = op->results[0].type;
  const MlbAttr *a = NULL;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "mask_dim_sizes", (MlbAttr **)&a));
  if (!is_mask_type(t))
    return mlb_verify_result_type(ctx, op, 0, is_mask_type, k_mask_kind);
  if (a->kind != MLB_ATTR_DENSE_ARRAY)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'mask_dim_sizes' failed to satisfy "
                             "constraint: i64 dense array attribute");
  uint32_t rank = t->u.shaped.rank;
  if (a->u.darray.n != (rank ? rank : 1))
    return mlb_op_emit_error(ctx, op,
                             "must specify array attr of size equal vector "
                             "result rank");
  bool zero = false;
  for (uint32_t d = 0; d < a->u.darray.n; d++) {
    int64_t v = a->u.darray.ivals[d], size = rank ? t->u.shaped.shape[d] : 1;
    if (v < 0 || v > size)
      return mlb_op_emit_error(ctx, op,
                               "array attr of size out of bounds of vector "
                               "result dimension size");
    zero |= v == 0;
  }
  for (uint32_t d = 0; zero && d < a->u.darray.n; d++)
    if (a->u.darray.ivals[d])
      return mlb_op_emit_error(ctx, op,
                               "expected all mask dim sizes to be zeros, as a "
                               "result of conjunction with zero mask dim");
  return MLB_SUCCESS;
}
