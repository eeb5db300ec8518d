/* cf_ops.c - the cf dialect: unstructured control flow (br, cond_br,
 * switch) and assert, with upstream's syntax, operand segments and the
 * successor operand ranges the verifier checks against block arguments. */
#include "dialects/cf/cf_canon.h"
#include "dialects/common.h"

#include <inttypes.h>

static const char *const k_cond_br_props[] = {"branch_weights",
                                              "operandSegmentSizes", NULL};
static const char *const k_switch_props[] = {
    "case_values", "case_operand_segments", "operandSegmentSizes", NULL};
static const char *const k_assert_props[] = {"msg", NULL};

static MlbStatus type_error(MlbContext *ctx, MlbOperation *op, const char *fmt,
                            MlbType *t) {
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, t);
  mlb_op_emit_error(ctx, op, fmt, mlb_buf_cstr(&b));
  mlb_buf_free(&b);
  return MLB_FAILURE;
}

/* ==== br ==== */
static MlbStatus parse_br(MlbAsmParser *p, MlbOpState *st) {
  uint32_t n;
  MLB_TRY(mlb_parse_successor_and_use_list(p, st, &n));
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_br(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_successor_and_use_list(p, op->successors[0].block, op->operands,
                                op->num_operands);
  mlb_pr_attr_dict(p, op, NULL);
}

MLB_HOT static void br_successor_operands(MlbOperation *op, uint32_t succ,
                                          uint32_t *start, uint32_t *count) {
  MLB_UNUSED(succ);
  *start = 0;
  *count = op->num_operands;
}

/* ==== cond_br ==== */
/* `weights([1, 2])` */
static MlbStatus parse_weights(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbI64Vec w = {0};
  MlbStatus s = mlb_parse_punct(p, "(");
  if (!s)
    s = mlb_parse_i64_list(p, &w);
  if (!s)
    s = mlb_parse_punct(p, ")");
  if (!s)
    mlb_opstate_add_prop(
        st, mlb_intern_cstr(ctx, "branch_weights"),
        mlb_attr_dense_int_array(ctx, ctx->t_i32, w.len, w.data));
  mlb_vec_free(&w);
  return s;
}

static MlbStatus parse_cond_br(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved cond;
  uint32_t nt, nf;
  MLB_TRY(mlb_parse_operand(p, &cond));
  MLB_TRY(mlb_resolve_operand(p, &cond, ctx->t_i1, st));
  if (mlb_parse_optional_keyword(p, "weights"))
    MLB_TRY(parse_weights(p, st));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_successor_and_use_list(p, st, &nt));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_successor_and_use_list(p, st, &nf));
  MLB_TRY(mlb_parse_optional_attr_dict(p, st));
  int64_t seg[3] = {1, nt, nf};
  mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
  return MLB_SUCCESS;
}

static void print_cond_br(MlbAsmPrinter *p, MlbOperation *op) {
  uint32_t ts = 1, tn = 0, fs = 1, fn = 0;
  if (!mlb_op_operand_segment(op, 1, &ts, &tn) ||
      !mlb_op_operand_segment(op, 2, &fs, &fn)) {
    ts = fs = op->num_operands;
    tn = fn = 0;
  }
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  MlbAttr *w = mlb_op_get_prop(op, "branch_weights");
  if (w && w->kind == MLB_ATTR_DENSE_ARRAY) {
    mlb_pr(p, " weights(");
    mlb_pr_i64_list(p, w);
    mlb_pr(p, ")");
  }
  mlb_pr(p, ", ");
  mlb_pr_successor_and_use_list(p, op->successors[0].block, op->operands + ts,
                                tn);
  mlb_pr(p, ", ");
  mlb_pr_successor_and_use_list(p, op->successors[1].block, op->operands + fs,
                                fn);
  mlb_pr_attr_dict(p, op, k_cond_br_props);
}

MLB_HOT static void cond_br_successor_operands(MlbOperation *op, uint32_t succ,
                                               uint32_t *start,
                                               uint32_t *count) {
  if (!mlb_op_operand_segment(op, succ + 1, start, count)) {
    *start = op->num_operands;
    *count = 0;
  }
}

/* Branch weights, when present, are one per successor (upstream's
 * WeightedBranchOpInterface, reported without the op prefix). */
static MlbStatus verify_weights(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *w = mlb_op_get_prop(op, mlb_names.branch_weights);
  if (!w)
    return MLB_SUCCESS;
  if (w->kind != MLB_ATTR_DENSE_ARRAY || !mlb_type_is_int(w->u.darray.elt, 32))
    return mlb_op_emit_error(ctx, op,
                             "attribute 'branch_weights' failed to satisfy "
                             "constraint: i32 dense array attribute");
  if (w->u.darray.n && w->u.darray.n != op->num_successors)
    return mlb_emit_error(ctx, op->loc,
                          "expects number of branch weights to match number "
                          "of successors: %u vs %u",
                          w->u.darray.n, op->num_successors);
  return MLB_SUCCESS;
}

static MlbStatus verify_cond_br(MlbContext *ctx, MlbOperation *op) {
  /* n[0] = 1 stands for "no segment": a missing property (accepted on an
   * op without operands) skips the group check, as before. */
  uint32_t s[3] = {0}, n[3] = {1, 0, 0};
  MLB_TRY(mlb_verify_operand_segments_get(ctx, op, 3, s, n));
  MLB_TRY(verify_weights(ctx, op));
  if (n[0] != 1)
    return mlb_op_emit_error(ctx, op,
                             "operand group starting at #0 requires 1 "
                             "operand, but found %u",
                             n[0]);
  MlbType *c = mlb_op_operand(op, 0)->type;
  if (!mlb_pred_i1(c))
    return type_error(ctx, op,
                      "operand #0 must be 1-bit signless integer, but got "
                      "'%s'",
                      c);
  return MLB_SUCCESS;
}

/* ==== switch ==== */
typedef struct SwitchCases {
  MlbI64Vec values;
  MlbI64Vec segs; /* operand count per case */
} SwitchCases;

/* Truncates to the flag width and sign-extends back, as APInt does. */
int64_t mlb_cf_fit_width(int64_t v, uint32_t w) {
  if (w == 0 || w >= 64)
    return v;
  uint64_t m = (1ull << w) - 1, u = (uint64_t)v & m;
  return (u >> (w - 1)) & 1 ? (int64_t)(u | ~m) : (int64_t)u;
}

/* `default: ^bb(...)` then `, value: ^bb(...)` entries. */
static MlbStatus parse_switch_cases(MlbAsmParser *p, MlbOpState *st,
                                    uint32_t width, SwitchCases *c,
                                    uint32_t *ndefault) {
  MLB_TRY(mlb_parse_keyword(p, "default"));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_successor_and_use_list(p, st, ndefault));
  while (mlb_parse_optional_punct(p, ",")) {
    int64_t v;
    uint32_t n;
    MLB_TRY(mlb_parse_integer(p, &v));
    MLB_TRY(mlb_parse_punct(p, ":"));
    MLB_TRY(mlb_parse_successor_and_use_list(p, st, &n));
    mlb_vec_push(&c->values, mlb_cf_fit_width(v, width));
    mlb_vec_push(&c->segs, (int64_t)n);
  }
  return MLB_SUCCESS;
}

MlbAttr *mlb_cf_case_values_attr(MlbContext *ctx, MlbType *flag,
                                 const int64_t *vals, uint32_t n) {
  int64_t len = n;
  MlbType *vt = mlb_type_vector(ctx, 1, &len, NULL, flag);
  bool splat = true;
  for (uint32_t i = 1; i < n; i++)
    splat = splat && vals[i] == vals[0];
  if (splat)
    return mlb_attr_dense(ctx, vt, mlb_attr_int(ctx, flag, vals[0]), true);
  MlbAttr **elems = mlb_malloc(sizeof(MlbAttr *) * n);
  for (uint32_t i = 0; i < n; i++)
    elems[i] = mlb_attr_int(ctx, flag, vals[i]);
  MlbAttr *arr = mlb_attr_array(ctx, n, elems);
  mlb_free(elems);
  return mlb_attr_dense(ctx, vt, arr, false);
}

/* `%flag : t, [ default: ^bb0, 42: ^bb1(%a : i32) ] attr-dict` */
static MlbStatus parse_switch(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved flag;
  MlbType *t = NULL;
  MLB_TRY(mlb_parse_operand(p, &flag));
  MLB_TRY(mlb_parse_punct(p, ":"));
  MLB_TRY(mlb_parse_type_of_kind(p, MLB_TYPE_INTEGER, "integer", &t));
  MLB_TRY(mlb_resolve_operand(p, &flag, t, st));
  MLB_TRY(mlb_parse_punct(p, ","));
  MLB_TRY(mlb_parse_punct(p, "["));
  SwitchCases c;
  memset(&c, 0, sizeof c);
  uint32_t ndef = 0;
  MlbStatus s = parse_switch_cases(p, st, mlb_type_bitwidth(t), &c, &ndef);
  if (!s)
    s = mlb_parse_punct(p, "]");
  if (!s)
    s = mlb_parse_optional_attr_dict(p, st);
  if (!s) {
    int64_t total = 0;
    for (uint32_t i = 0; i < c.segs.len; i++)
      total += c.segs.data[i];
    if (c.values.len)
      mlb_opstate_add_prop(
          st, mlb_intern_cstr(ctx, "case_values"),
          mlb_cf_case_values_attr(ctx, t, c.values.data, c.values.len));
    mlb_opstate_add_segment_sizes(ctx, st, "case_operand_segments", c.segs.data,
                                  c.segs.len);
    int64_t seg[3] = {1, ndef, total};
    mlb_opstate_add_segment_sizes(ctx, st, "operandSegmentSizes", seg, 3);
  }
  mlb_vec_free(&c.values);
  mlb_vec_free(&c.segs);
  return s;
}

/* Value of element i of an integer dense attribute. */
int64_t mlb_cf_case_value(const MlbAttr *a, uint32_t i) {
  const MlbAttr *e = a->u.dense.elements;
  if (!e)
    return 0;
  if (e->kind == MLB_ATTR_ARRAY)
    e = i < e->u.array.n ? e->u.array.elems[i] : NULL;
  return e && e->kind == MLB_ATTR_INTEGER ? e->u.integer.value : 0;
}

uint32_t mlb_cf_num_cases(const MlbAttr *a) {
  int64_t n = a && a->kind == MLB_ATTR_DENSE && a->type
                  ? mlb_type_num_elements(a->type)
                  : 0;
  return n > 0 ? (uint32_t)n : 0;
}

/* Operands of case i (0-based), after the flag and the default's. */
static void case_operands(MlbOperation *op, uint32_t i, uint32_t *start,
                          uint32_t *count) {
  uint32_t ds = 1, dn = 0;
  mlb_op_operand_segment(op, 1, &ds, &dn);
  MlbAttr *segs = mlb_op_get_prop(op, "case_operand_segments");
  uint32_t s = ds + dn;
  *start = op->num_operands;
  *count = 0;
  if (!segs || segs->kind != MLB_ATTR_DENSE_ARRAY || i >= segs->u.darray.n)
    return;
  for (uint32_t k = 0; k < i; k++)
    s += (uint32_t)segs->u.darray.ivals[k];
  uint32_t n = (uint32_t)segs->u.darray.ivals[i];
  if (s + n <= op->num_operands) {
    *start = s;
    *count = n;
  }
}

static void switch_successor_operands(MlbOperation *op, uint32_t succ,
                                      uint32_t *start, uint32_t *count) {
  if (succ == 0) {
    if (!mlb_op_operand_segment(op, 1, start, count)) {
      *start = op->num_operands;
      *count = 0;
    }
    return;
  }
  case_operands(op, succ - 1, start, count);
}

static void print_switch(MlbAsmPrinter *p, MlbOperation *op) {
  MlbType *t = mlb_op_operand(op, 0)->type;
  uint32_t s, n;
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, " : ");
  mlb_pr_type(p, t);
  mlb_pr(p, ", [");
  mlb_pr_newline(p);
  mlb_pr(p, "  default: ");
  switch_successor_operands(op, 0, &s, &n);
  mlb_pr_successor_and_use_list(p, op->successors[0].block, op->operands + s,
                                n);
  MlbAttr *vals = mlb_op_get_prop(op, "case_values");
  uint32_t ncases = mlb_cf_num_cases(vals), w = mlb_type_bitwidth(t);
  for (uint32_t i = 0; i < ncases && i + 1 < op->num_successors; i++) {
    uint64_t v = (uint64_t)mlb_cf_case_value(vals, i);
    if (w && w < 64)
      v &= (1ull << w) - 1;
    mlb_pr(p, ",");
    mlb_pr_newline(p);
    mlb_prf(p, "  %" PRIu64 ": ", v);
    case_operands(op, i, &s, &n);
    mlb_pr_successor_and_use_list(p, op->successors[i + 1].block,
                                  op->operands + s, n);
  }
  /* Upstream ends the list on its own line only when there are cases. */
  if (vals)
    mlb_pr_newline(p);
  mlb_pr(p, "]");
  mlb_pr_attr_dict(p, op, k_switch_props);
}

static MlbStatus verify_switch(MlbContext *ctx, MlbOperation *op) {
  MLB_TRY(mlb_verify_operand_segments(ctx, op, 3));
  MlbType *flag = mlb_op_operand(op, 0)->type;
  if (flag->kind != MLB_TYPE_INTEGER)
    return type_error(ctx, op, "operand #0 must be integer, but got '%s'",
                      flag);
  MlbAttr *vals = mlb_op_get_prop(op, "case_values");
  uint32_t ndest = op->num_successors ? op->num_successors - 1 : 0;
  if (!vals && !ndest)
    return MLB_SUCCESS;
  MlbType *vt = vals ? mlb_type_element(vals->type) : NULL;
  if (vals && vt != flag) {
    MlbBuf a, b;
    mlb_buf_init(&a);
    mlb_buf_init(&b);
    mlb_print_type(&a, flag);
    mlb_print_type(&b, vt);
    mlb_op_emit_error(ctx, op,
                      "'flag' type ('%s') should match case value type "
                      "('%s')",
                      mlb_buf_cstr(&a), mlb_buf_cstr(&b));
    mlb_buf_free(&a);
    mlb_buf_free(&b);
    return MLB_FAILURE;
  }
  if (mlb_cf_num_cases(vals) != ndest)
    return mlb_op_emit_error(ctx, op,
                             "number of case values (%u) should match number "
                             "of case destinations (%u)",
                             mlb_cf_num_cases(vals), ndest);
  return MLB_SUCCESS;
}

/* ==== assert ==== */
static MlbStatus parse_assert(MlbAsmParser *p, MlbOpState *st) {
  MlbContext *ctx = mlb_parser_ctx(p);
  MlbUnresolved arg;
  MLB_TRY(mlb_parse_operand(p, &arg));
  MLB_TRY(mlb_resolve_operand(p, &arg, ctx->t_i1, st));
  MLB_TRY(mlb_parse_punct(p, ","));
  MlbAttr *loc = mlb_parser_loc(p), *msg = NULL;
  MLB_TRY(mlb_parse_attr(p, ctx->t_none, &msg));
  if (msg->kind != MLB_ATTR_STRING)
    return mlb_parser_op_error(p, loc, "invalid kind of attribute specified");
  mlb_opstate_add_prop(st, mlb_intern_cstr(ctx, "msg"), msg);
  return mlb_parse_optional_attr_dict(p, st);
}

static void print_assert(MlbAsmPrinter *p, MlbOperation *op) {
  mlb_pr(p, " ");
  mlb_pr_operand(p, mlb_op_operand(op, 0));
  mlb_pr(p, ", ");
  MlbAttr *msg = mlb_op_get_prop(op, "msg");
  if (msg)
    mlb_pr_attr(p, msg);
  mlb_pr_attr_dict(p, op, k_assert_props);
}

static MlbStatus verify_assert(MlbContext *ctx, MlbOperation *op) {
  MlbAttr *msg;
  MLB_TRY(mlb_verify_required_prop(ctx, op, "msg", &msg));
  if (msg->kind != MLB_ATTR_STRING)
    return mlb_op_emit_error(ctx, op,
                             "attribute 'msg' failed to satisfy constraint: "
                             "string attribute");
  MlbType *t = mlb_op_operand(op, 0)->type;
  if (!mlb_pred_i1(t))
    return type_error(ctx, op,
                      "operand #0 must be 1-bit signless integer, but got "
                      "'%s'",
                      t);
  return MLB_SUCCESS;
}

/* ==== Op table ==== */
static const MlbOpDesc k_cf_ops[] = {
    {.name = "cf.br",
     .traits = MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE,
     .num_operands = -1,
     .num_results = 0,
     .num_successors = 1,
     .parse = parse_br,
     .print = print_br,
     .successor_operands = br_successor_operands},
    {.name = "cf.cond_br",
     .traits =
         MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1,
     .num_results = 0,
     .num_successors = 2,
     .props = k_cond_br_props,
     .parse = parse_cond_br,
     .print = print_cond_br,
     .verify = verify_cond_br,
     .successor_operands = cond_br_successor_operands},
    {.name = "cf.switch",
     .traits =
         MLB_TRAIT_TERMINATOR | MLB_TRAIT_PURE | MLB_TRAIT_ATTR_SIZED_OPERANDS,
     .num_operands = -1,
     .num_results = 0,
     .num_successors = -1,
     .props = k_switch_props,
     .parse = parse_switch,
     .print = print_switch,
     .verify = verify_switch,
     .successor_operands = switch_successor_operands},
    {.name = "cf.assert",
     .num_operands = 1,
     .num_results = 0,
     .props = k_assert_props,
     .parse = parse_assert,
     .print = print_assert,
     .verify = verify_assert},
};

const MlbDialect mlb_dialect_cf = {
    .name = "cf",
    .ops = k_cf_ops,
    .num_ops = MLB_ARRAY_LEN(k_cf_ops),
};
