/* scf_canon.c - helpers shared by the scf canonicalization files, scf.for's
 * own pattern, and the tables that attach every scf folder and pattern
 * list (in upstream's registration order) to the op descriptors.
 *
 * scf.for, SimplifyTrivialLoops: with a static trip count (upstream's
 * constantTripCount: constant bounds, or ub = `addi lb, c` with the no-wrap
 * flag of the comparison's signedness; a zero or negative constant step
 * runs zero times), loops running zero times are replaced by their
 * inits, loops running once are inlined, and empty loops yielding values
 * from outside are replaced by those values. Iter_args are left to the
 * region-branch patterns (scf_canon_region.c), as upstream does since
 * LLVM 22. Constants materialize as arith.constant.
 */
#include "dialects/scf/scf_canon_int.h"

#include "dialects/common.h"

/* ==== Helpers ==== */

bool mlb_scf_const_bool(MlbValue *v, bool *b) {
  int64_t c;
  MlbAttr *a = mlb_value_constant(v);
  if (!a || a->type->kind != MLB_TYPE_INTEGER ||
      a->type->u.integer.width != 1 || !mlb_attr_const_int(a, &c))
    return false;
  *b = c != 0;
  return true;
}

void mlb_scf_replace_with_region(MlbRewriter *rw, MlbOperation *op,
                                 MlbRegion *r, MlbValue *const *args) {
  MlbBlock *b = r->first;
  MlbOperation *term = b->last;
  MlbValueVec res = {0};
  /* Read the terminator's operands only after inlining: one that is a block
   * argument has been replaced by its incoming value by then. */
  mlb_rw_inline_block(rw, b, op->block, op, args);
  for (uint32_t i = 0; i < term->num_operands; i++)
    mlb_vec_push(&res, mlb_op_operand(term, i));
  mlb_rw_replace_op(rw, op, res.data);
  mlb_rw_erase_op(rw, term);
  mlb_vec_free(&res);
}

void mlb_scf_take_body(MlbRegion *to, MlbRegion *from) {
  while (from->first) {
    MlbBlock *b = from->first;
    mlb_region_remove_block(b);
    mlb_region_push_block(to, b);
  }
}

MlbOperation *mlb_scf_new_term(MlbRewriter *rw, const char *name,
                               MlbAttr *loc, MlbValue *const *vals,
                               uint32_t n) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, name, loc);
  for (uint32_t i = 0; i < n; i++)
    mlb_vec_push(&st.operands, vals[i]);
  return mlb_rw_create(rw, &st);
}

MlbOperation *mlb_scf_replace_term(MlbRewriter *rw, MlbOperation *t,
                                   MlbValue *const *vals, uint32_t n) {
  MlbOperation *nt = mlb_scf_new_term(rw, t->name, t->loc, vals, n);
  mlb_rw_erase_op(rw, t);
  return nt;
}

MlbOperation *mlb_scf_new_like(MlbRewriter *rw, MlbOperation *op,
                               const MlbValueVec *operands,
                               const MlbTypeVec *types, uint32_t nregions) {
  MlbOpState st;
  mlb_opstate_init(&st, rw->ctx, op->name, op->loc);
  for (uint32_t i = 0; operands && i < operands->len; i++)
    mlb_vec_push(&st.operands, operands->data[i]);
  for (uint32_t i = 0; types && i < types->len; i++)
    mlb_vec_push(&st.result_types, types->data[i]);
  for (uint32_t i = 0; i < nregions; i++)
    mlb_vec_push(&st.regions, mlb_region_new(rw->ctx));
  if (op->props)
    for (uint32_t i = 0; i < op->props->u.dict.n; i++)
      mlb_vec_push(&st.props, op->props->u.dict.entries[i]);
  if (op->attrs)
    for (uint32_t i = 0; i < op->attrs->u.dict.n; i++)
      mlb_vec_push(&st.attrs, op->attrs->u.dict.entries[i]);
  return mlb_rw_create(rw, &st);
}

bool mlb_scf_defined_outside(MlbOperation *op, MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  for (MlbOperation *o = b ? b->parent->parent : NULL; o;
       o = mlb_op_parent_op(o))
    if (o == op)
      return false;
  return true;
}

/* ==== scf.for: static trip count ==== */

enum { FOR_LB, FOR_UB, FOR_STEP, FOR_INITS };

static uint32_t bound_width(MlbType *t) {
  if (t->kind == MLB_TYPE_INDEX)
    return 64;
  if (t->kind == MLB_TYPE_INTEGER && t->u.integer.width <= 64)
    return t->u.integer.width;
  return 0;
}

static uint64_t trunc_w(uint64_t v, uint32_t w) {
  return w >= 64 ? v : v & ((UINT64_C(1) << w) - 1);
}

static bool neg_w(uint64_t v, uint32_t w) {
  return w && ((v >> (w - 1)) & 1);
}

/* Signed `a <= b` of two w-bit values. */
static bool sle_w(uint64_t a, uint64_t b, uint32_t w) {
  bool na = neg_w(a, w), nb = neg_w(b, w);
  return na != nb ? na : a <= b;
}

/* ub = `arith.addi lb, c` with nsw (signed) / nuw (unsigned): c. */
static bool addi_diff(MlbValue *lb, MlbValue *ub, bool is_signed,
                      int64_t *d) {
  MlbOperation *a = ub->def_op;
  if (!a || strcmp(a->name, "arith.addi") != 0 || mlb_op_operand(a, 0) != lb)
    return false;
  int64_t flags = mlb_flag_attr_mask(&mlb_overflow_flags,
                                     mlb_op_get_prop(a, "overflowFlags"));
  if (flags < 0 || !(flags & (is_signed ? 1 : 2)))
    return false;
  return mlb_value_const_int(mlb_op_operand(a, 1), d);
}

/* ub - lb as upstream computes it; false when unknown. *zero when the
 * bounds alone show the loop never runs. */
static bool bounds_diff(MlbValue *lb, MlbValue *ub, bool is_signed,
                        uint32_t w, uint64_t *diff, bool *zero) {
  int64_t l, u;
  bool lc = mlb_value_const_int(lb, &l), uc = mlb_value_const_int(ub, &u);
  *zero = false;
  if (lc != uc)
    return false;
  if (lc) {
    uint64_t L = trunc_w((uint64_t)l, w), U = trunc_w((uint64_t)u, w);
    *zero = is_signed ? sle_w(U, L, w) : U <= L;
    *diff = trunc_w(U - L, w);
    /* A signed difference that overflows reads as negative: no trip. */
    *zero = *zero || (is_signed && neg_w(*diff, w));
    return true;
  }
  int64_t d;
  if (!addi_diff(lb, ub, is_signed, &d))
    return false;
  *diff = trunc_w((uint64_t)d, w);
  *zero = neg_w(*diff, w);
  return true;
}

static bool for_trip_count(MlbOperation *op, uint64_t *trip) {
  MlbValue *lb = mlb_op_operand(op, FOR_LB), *ub = mlb_op_operand(op, FOR_UB);
  uint32_t w = bound_width(lb->type);
  bool is_signed = mlb_op_get_prop(op, "unsignedCmp") == NULL;
  *trip = 0;
  if (lb == ub)
    return true;
  if (!w)
    return false;
  int64_t s;
  bool step_c = mlb_value_const_int(mlb_op_operand(op, FOR_STEP), &s);
  uint64_t step = trunc_w((uint64_t)s, w);
  if (step_c && (step == 0 || neg_w(step, w)))
    return true;
  uint64_t diff;
  bool zero;
  if (!bounds_diff(lb, ub, is_signed, w, &diff, &zero))
    return false;
  if (zero)
    return true;
  if (!step_c)
    return false;
  *trip = diff / step + (diff % step != 0);
  return true;
}

/* ==== scf.for: SimplifyTrivialLoops ==== */

static void collect_operands(MlbOperation *op, uint32_t from,
                             MlbValueVec *out) {
  for (uint32_t i = from; i < op->num_operands; i++)
    mlb_vec_push(out, mlb_op_operand(op, i));
}

/* An empty body yielding only values from outside the loop. */
static bool yields_outside_only(MlbOperation *op) {
  MlbBlock *body = op->regions[0].first;
  MlbOperation *y = body->last;
  if (body->first != y)
    return false;
  for (uint32_t i = 0; i < y->num_operands; i++)
    if (!mlb_scf_defined_outside(op, mlb_op_operand(y, i)))
      return false;
  return true;
}

static bool pat_simplify_trivial_loops(MlbRewriter *rw, MlbOperation *op) {
  uint64_t trip;
  if (!for_trip_count(op, &trip))
    return false;
  MlbValueVec vals = {0};
  bool done = true;
  if (trip == 0) {
    collect_operands(op, FOR_INITS, &vals);
    mlb_rw_replace_op(rw, op, vals.data);
  } else if (trip == 1) {
    mlb_vec_push(&vals, mlb_op_operand(op, FOR_LB));
    collect_operands(op, FOR_INITS, &vals);
    mlb_scf_replace_with_region(rw, op, &op->regions[0], vals.data);
  } else if (yields_outside_only(op)) {
    collect_operands(op->regions[0].first->last, 0, &vals);
    mlb_rw_replace_op(rw, op, vals.data);
  } else {
    done = false;
  }
  mlb_vec_free(&vals);
  return done;
}

/* ==== Registration ==== */

/* The region-branch patterns; ops whose flow is fixed (scf.if, scf.for)
 * have versions with pre-checks of their own. */
#define REGION_BRANCH_PATTERNS_WITH(make_dead, dedup, remove_dead)             \
  {"MakeRegionBranchOpSuccessorInputsDead", make_dead, 1},                     \
      {"RemoveDuplicateSuccessorInputUses", dedup, 1},                         \
      {"RemoveDeadRegionBranchOpSuccessorInputs", remove_dead, 1}
#define REGION_BRANCH_PATTERNS                                                 \
  REGION_BRANCH_PATTERNS_WITH(mlb_scf_pat_make_inputs_dead,                    \
                              mlb_scf_pat_dedup_input_uses,                    \
                              mlb_scf_pat_remove_dead_inputs)

static const MlbPattern k_if_patterns[] = {
    {"CombineIfs", mlb_scf_pat_combine_ifs, 1},
    {"CombineNestedIfs", mlb_scf_pat_combine_nested_ifs, 1},
    {"ConditionPropagation", mlb_scf_pat_condition_propagation, 1},
    {"ConvertTrivialIfToSelect", mlb_scf_pat_trivial_if_to_select, 1},
    {"RemoveEmptyElseBranch", mlb_scf_pat_remove_empty_else, 1},
    {"RemoveStaticCondition", mlb_scf_pat_remove_static_condition, 1},
    {"ReplaceIfYieldWithConditionOrValue", mlb_scf_pat_replace_if_yield, 1},
    REGION_BRANCH_PATTERNS_WITH(mlb_scf_pat_if_make_inputs_dead,
                                mlb_scf_pat_if_dedup_input_uses,
                                mlb_scf_pat_if_remove_dead_inputs),
};

static const MlbPattern k_for_patterns[] = {
    {"SimplifyTrivialLoops", pat_simplify_trivial_loops, 1},
    REGION_BRANCH_PATTERNS_WITH(mlb_scf_pat_for_make_inputs_dead,
                                mlb_scf_pat_for_dedup_input_uses,
                                mlb_scf_pat_for_remove_dead_inputs),
};

static const MlbPattern k_while_patterns[] = {
    {"WhileConditionTruth", mlb_scf_pat_while_condition_truth, 1},
    {"WhileCmpCond", mlb_scf_pat_while_cmp_cond, 1},
    {"WhileOpAlignBeforeArgs", mlb_scf_pat_while_align_before_args, 1},
    {"WhileMoveIfDown", mlb_scf_pat_while_move_if_down, 1},
    REGION_BRANCH_PATTERNS,
};

static const MlbPattern k_execute_patterns[] = {
    {"SingleBlockExecuteInliner", mlb_scf_pat_single_block_execute, 1},
    {"MultiBlockExecuteInliner", mlb_scf_pat_multi_block_execute, 1},
    REGION_BRANCH_PATTERNS,
};

static const MlbPattern k_switch_patterns[] = {
    {"FoldConstantCase", mlb_scf_pat_switch_constant_case, 1},
    REGION_BRANCH_PATTERNS,
};

static const MlbPattern k_forall_patterns[] = {
    {"ForallOpControlOperandsFolder", mlb_scf_pat_forall_control_operands, 1},
};

MLB_CANON_IFACE(k_c_if, k_if_patterns);
MLB_CANON_IFACE(k_c_forall, k_forall_patterns);
MLB_CANON_IFACE(k_c_for, k_for_patterns);
MLB_CANON_IFACE(k_c_while, k_while_patterns);
MLB_CANON_IFACE(k_c_execute, k_execute_patterns);
MLB_CANON_IFACE(k_c_switch, k_switch_patterns);
#undef CANON

static const MlbFoldIface k_f_if = {.fold = mlb_scf_fold_if,
                                    .materialize = mlb_arith_materialize};
static const MlbFoldIface k_f_scf = {.materialize = mlb_arith_materialize};

static const MlbIfaceEntry k_entries[] = {
    {"scf.if", MLB_IFACE_FOLD, &k_f_if},
    {"scf.if", MLB_IFACE_CANONICALIZE, &k_c_if},
    {"scf.for", MLB_IFACE_FOLD, &k_f_scf},
    {"scf.for", MLB_IFACE_CANONICALIZE, &k_c_for},
    {"scf.while", MLB_IFACE_FOLD, &k_f_scf},
    {"scf.while", MLB_IFACE_CANONICALIZE, &k_c_while},
    {"scf.execute_region", MLB_IFACE_FOLD, &k_f_scf},
    {"scf.execute_region", MLB_IFACE_CANONICALIZE, &k_c_execute},
    {"scf.index_switch", MLB_IFACE_FOLD, &k_f_scf},
    {"scf.index_switch", MLB_IFACE_CANONICALIZE, &k_c_switch},
    {"scf.forall", MLB_IFACE_CANONICALIZE, &k_c_forall},
};

void mlb_register_scf_canon(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
