/* vector_memory.c - vector.load and vector.store: a vector read from or
 * written to a memref at an index per memref dimension, the vector's
 * dimensions running along the memref's innermost ones (vectorized code
 * after bufferization).
 *
 * Custom form `%base[%i, %j] attr-dict : memref<..>, vector<..>` (store:
 * the vector first, `%v, %base[..]`). Properties: `alignment` (an i64
 * power of two, as memref.alloc's) and `nontemporal` (a bool, false when
 * absent; the custom form leaves out a false one, the generic form shows
 * what was given). The verifiers follow upstream's order and
 * words.
 */
#include "dialects/memref/memref.h"
#include "dialects/vector/vector_int.h"

const char *const mlb_vector_memory_props[] = {"alignment", "nontemporal",
                                               NULL};

/* ==== Parsing and printing ==== */

/* `nontemporal` given in the dictionary must be a bool (upstream checks it
 * while parsing, as alignment). */
static MlbStatus check_nontemporal(MlbAsmParser *p, MlbOpState *st,
                                   MlbAttr *loc) {
  for (uint32_t i = 0; i < st->props.len; i++) {
    const MlbAttr *v = st->props.data[i].value;
    if (!strcmp(st->props.data[i].name, "nontemporal") &&
        (v->kind != MLB_ATTR_INTEGER || !v->type ||
         !mlb_type_is_int(v->type, 1)))
      return mlb_parser_op_error(p, loc,
                                 "'%s' op attribute 'nontemporal' failed to "
                                 "satisfy constraint: bool attribute",
                                 st->name);
  }
  return MLB_SUCCESS;
}

/* What follows the vector operand of a store or starts a load:
 * `%base[%i, ...] attr-dict : memref<..>, vector<..>`, left unresolved. */
typedef struct Access {
  MlbUnresolved base;
  MlbUnresolvedVec idx;
  MlbType *memref, *vector;
} Access;

static MlbStatus parse_access(MlbAsmParser *p, MlbOpState *st, Access *a) {
  MLB_TRY(mlb_parse_operand(p, &a->base));
  MLB_TRY(mlb_parse_operand_list(p, MLB_DELIM_SQUARE, &a->idx));
  MlbAttr *dict = mlb_parser_loc(p);
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  MLB_TRY(mlb_parse_check_alignment(p, st, dict));
  MLB_TRY(check_nontemporal(p, st, dict));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_MEMREF, "memref", &a->memref));
  MLB_TRY(mlb_parse_punct(p, ","));
  return mlb_parse_type_of_kind(p, MLB_TYPE_VECTOR, "vector", &a->vector);
}

static MlbStatus resolve_access(MlbAsmParser *p, MlbOpState *st, Access *a) {
  MLB_TRY(mlb_resolve_operand(p, &a->base, a->memref, st));
  return mlb_resolve_operands_same(p, a->idx.data, a->idx.len,
                                   mlb_parser_ctx(p)->t_index, st);
}

static MlbStatus load_body(MlbAsmParser *p, MlbOpState *st, Access *a) {
  MLB_TRY(parse_access(p, st, a));
  MLB_TRY(resolve_access(p, st, a));
  mlb_vec_push(&st->result_types, a->vector);
  return MLB_SUCCESS;
}

MlbStatus mlb_vector_parse_load(MlbAsmParser *p, MlbOpState *st) {
  Access a = {0};
  MlbStatus s = load_body(p, st, &a);
  mlb_vec_free(&a.idx);
  return s;
}

static MlbStatus store_body(MlbAsmParser *p, MlbOpState *st, Access *a) {
  MlbUnresolved val;
  MLB_TRY(mlb_parse_operand(p, &val));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(parse_access(p, st, a));
  MLB_TRY(mlb_resolve_operand(p, &val, a->vector, st));
  return resolve_access(p, st, a);
}

MlbStatus mlb_vector_parse_store(MlbAsmParser *p, MlbOpState *st) {
  Access a = {0};
  MlbStatus s = store_body(p, st, &a);
  mlb_vec_free(&a.idx);
  return s;
}

static void print_access(MlbAsmPrinter *p, MlbOperation *op, uint32_t base,
                         MlbType *vec) {
  mlb_pr_operand(p, mlb_op_operand(op, base));
  mlb_pr(p, "[");
  for (uint32_t i = base + 1; i < op->num_operands; i++) {
    if (i > base + 1)
      mlb_pr(p, ", ");
    mlb_pr_operand(p, mlb_op_operand(op, i));
  }
  mlb_pr(p, "]");
  /* nontemporal = false is the default: left out, given or not. */
  static const char *const elide_false[] = {"nontemporal", NULL};
  const MlbAttr *nt = mlb_op_get_prop(op, "nontemporal");
  bool is_false = nt && nt->kind == MLB_ATTR_INTEGER && !nt->u.integer.value;
  mlb_pr_attr_dict(p, op, is_false ? elide_false : NULL);
  mlb_pr(p, " : ");
  mlb_pr_type(p, mlb_op_operand(op, base)->type);
  mlb_pr(p, ", ");
  mlb_pr_type(p, vec);
}

void mlb_vector_print_load(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  print_access(p, op, 0, op->results[0].type);
}

void mlb_vector_print_store(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, ", ");
  print_access(p, op, 1, mlb_op_operand(op, 0)->type);
}

/* ==== Verification ==== */

/* The checks shared by load and store (`what`: "result" for a load,
 * "valueToStore" for a store), in upstream's order. */
static MlbStatus verify_access(MlbContext *ctx, MlbOperation *op,
                               uint32_t base, const MlbType *vec,
                               const char *what, const char *lower_rank) {
  MLB_TRY(mlb_verify_alignment(ctx, op));
  const MlbType *mt = mlb_op_operand(op, base)->type;
  if (mt->kind != MLB_TYPE_MEMREF || vec->kind != MLB_TYPE_VECTOR)
    return mlb_op_emit_error(ctx, op, "expects a memref and a vector");
  uint32_t mr = mt->u.shaped.rank, vr = vec->u.shaped.rank;
  /* One element (not scalable) is a scalar access: any stride. */
  bool one = !vec->u.shaped.scalable &&
             mlb_type_num_elements(vec) == 1;
  int64_t st[64], off = 0;
  if (!one && mr && mr <= 64 && mlb_memref_strides(mt, st, &off) &&
      st[mr - 1] != 1)
    return mlb_op_emit_error(ctx, op,
                             "most minor memref dim must have unit stride");
  if (mr < vr)
    return mlb_op_emit_error(ctx, op, "%s", lower_rank);
  const MlbType *elt = mt->u.shaped.elt;
  if (elt->kind == MLB_TYPE_VECTOR) {
    if (elt != vec)
      return mlb_op_emit_error(ctx, op, "base memref and %s vector types "
                                        "should match", what);
    elt = elt->u.shaped.elt;
  }
  if (elt != vec->u.shaped.elt)
    return mlb_op_emit_error(ctx, op,
                             base ? "base and %s element type should match"
                                  : "base and %s element types should match",
                             what);
  if (op->num_operands - base - 1 != mr)
    return mlb_op_emit_error(ctx, op, "requires %u indices", mr);
  return MLB_SUCCESS;
}

MlbStatus mlb_vector_verify_load(MlbContext *ctx, MlbOperation *op) {
  return verify_access(ctx, op, 0, op->results[0].type, "result",
                       "destination memref has lower rank than the result "
                       "vector");
}

MlbStatus mlb_vector_verify_store(MlbContext *ctx, MlbOperation *op) {
  return verify_access(ctx, op, 1, mlb_op_operand(op, 0)->type,
                       "valueToStore",
                       "source memref has lower rank than the vector to "
                       "store");
}
