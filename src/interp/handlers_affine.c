/* handlers_affine.c - interpreter handlers of the affine dialect (apply,
 * min, max, load, store, for, if, yield) and the affine-expression
 * evaluator the linalg handlers share.
 *
 * A map's operands are its dims then its symbols. affine.for runs from the
 * max of its lower-bound map's results to the min of its upper-bound
 * map's, and like scf.for is an allocation scope per iteration.
 * affine.load/store index through their map with the checks of
 * memref.load/store.
 */
#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Expressions ==== */

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

int64_t mlb_iaffine_eval(const MlbAffineExpr *e, const int64_t *dims,
                         const int64_t *syms) {
  switch (e->kind) {
  case MLB_AFFINE_DIM: return dims[e->value];
  case MLB_AFFINE_SYMBOL: return syms[e->value];
  case MLB_AFFINE_CONST: return e->value;
  default: break;
  }
  int64_t a = mlb_iaffine_eval(e->lhs, dims, syms);
  int64_t b = mlb_iaffine_eval(e->rhs, dims, syms);
  switch (e->kind) {
  case MLB_AFFINE_ADD: return (int64_t)((uint64_t)a + (uint64_t)b);
  case MLB_AFFINE_MUL: return (int64_t)((uint64_t)a * (uint64_t)b);
  default: break;
  }
  if (b == 0)
    return 0; /* undefined upstream; keep going */
  switch (e->kind) {
  case MLB_AFFINE_MOD: {
    int64_t m = a % b;
    return m < 0 ? m + (b < 0 ? -b : b) : m;
  }
  case MLB_AFFINE_FLOORDIV: return floor_div(a, b);
  default: return -floor_div(-a, b); /* ceildiv */
  }
}

/* Map operands (dims then symbols) gathered from slots. */
typedef struct MapArgs {
  int64_t *vals;
  uint32_t ndims;
} MapArgs;

static void gather(MapArgs *a, const MlbISlot *fr, const uint32_t *slots,
                   const MlbAttr *map) {
  uint32_t n = map->u.map.num_dims + map->u.map.num_syms;
  a->vals = mlb_malloc((n + 1) * sizeof(int64_t));
  a->ndims = map->u.map.num_dims;
  for (uint32_t i = 0; i < n; i++)
    a->vals[i] = fr[slots[i]].i;
}

static int64_t eval_result(const MlbAttr *map, const MapArgs *a, uint32_t r) {
  return mlb_iaffine_eval(map->u.map.results[r], a->vals, a->vals + a->ndims);
}

/* The min (or max) of the map's results. */
static int64_t eval_extreme(const MlbAttr *map, const MlbISlot *fr,
                            const uint32_t *slots, bool want_max) {
  MapArgs a;
  gather(&a, fr, slots, map);
  int64_t best = eval_result(map, &a, 0);
  for (uint32_t r = 1; r < map->u.map.num_results; r++) {
    int64_t v = eval_result(map, &a, r);
    if (want_max ? v > best : v < best)
      best = v;
  }
  mlb_free(a.vals);
  return best;
}

static const MlbAttr *map_attr(MlbOperation *op, const char *name,
                               uint32_t noperands) {
  MlbAttr *m = mlb_op_get_attr(op, name);
  if (!m || m->kind != MLB_ATTR_AFFINE_MAP || !m->u.map.num_results ||
      m->u.map.num_dims + m->u.map.num_syms != noperands)
    return NULL;
  return m;
}

/* ==== apply / min / max ==== */

EXEC(apply) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = eval_extreme(ins->aux, fr, ins->opnd, ins->imm != 0);
  return MLB_X_NEXT;
}

static MlbStatus lower_apply(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  ins->aux = (void *)map_attr(op, "map", ins->nopnd);
  if (!ins->aux)
    return mlb_ilower_unsupported(lw, op, "map");
  ins->imm = mlb_ilower_def(op)->data != NULL; /* affine.max */
  return MLB_SUCCESS;
}

/* ==== load / store ==== */

/* The element addressed through the map from operand `first` on. */
static unsigned char *map_addr(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                               const MlbIMemref *m, uint32_t first,
                               const char *access) {
  const MlbAttr *map = ins->aux;
  MapArgs a;
  gather(&a, fr, ins->opnd + first, map);
  int64_t *idx = mlb_malloc((map->u.map.num_results + 1) * sizeof(int64_t));
  for (uint32_t r = 0; r < map->u.map.num_results; r++)
    idx[r] = eval_result(map, &a, r);
  unsigned char *p =
      mlb_imemref_addr_at(ex, ins, m, idx, (uint32_t)ins->k.i, access);
  mlb_free(idx);
  mlb_free(a.vals);
  return p;
}

EXEC(load) {
  unsigned char *p = map_addr(ex, fr, ins, fr[ins->opnd[0]].m, 1, "load");
  if (!p) {
    fr[ins->res[0]].i = 0;
    return mlb_iexec_after_violation(ex, ins);
  }
  fr[ins->res[0]] = mlb_ielem_load((MlbElemKind)ins->imm, p);
  return MLB_X_NEXT;
}

EXEC(store) {
  const MlbIMemref *m = fr[ins->opnd[1]].m;
  unsigned char *p = map_addr(ex, fr, ins, m, 2, "store");
  if (!p)
    return mlb_iexec_after_violation(ex, ins);
  if (mlb_heap_block(&ex->heap, m->ref)->readonly)
    return mlb_iexec_error(ex, ins, "store into a constant global");
  mlb_ielem_store((MlbElemKind)ins->imm, p, fr[ins->opnd[0]]);
  return MLB_X_NEXT;
}

static MlbStatus lower_access(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  uint32_t mem = mlb_ilower_def(op)->data ? 1 : 0; /* store: operand 1 */
  MlbType *t = mlb_op_operand(op, mem)->type;
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(t));
  ins->aux = (void *)map_attr(op, "map", ins->nopnd - mem - 1);
  if (t->kind != MLB_TYPE_MEMREF || ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "memref type");
  if (!ins->aux && !(t->u.shaped.rank == 0 && ins->nopnd == mem + 1))
    return mlb_ilower_unsupported(lw, op, "map");
  if (!ins->aux) /* rank 0: the empty map */
    ins->aux = mlb_attr_affine_map(lw->ctx, 0, 0, 0, NULL);
  ins->imm = ek;
  ins->k.i = mlb_ielem_size(ek);
  return MLB_SUCCESS;
}

/* ==== for ==== */

typedef struct AffineFor {
  const MlbAttr *lb, *ub;
  uint32_t nlb, nub;
  int64_t step;
  uint32_t iv;
  MlbIMoves init, next, out;
} AffineFor;

EXEC(affine_for) {
  const AffineFor *af = ins->aux;
  int64_t lb = eval_extreme(af->lb, fr, ins->opnd, true);
  int64_t ub = eval_extreme(af->ub, fr, ins->opnd + af->nlb, false);
  mlb_imoves_run(fr, &af->init);
  for (int64_t iv = lb; iv < ub;) {
    fr[af->iv].i = iv;
    uint32_t mark = mlb_heap_scope_begin(&ex->heap);
    const MlbIns *exit;
    int rc = mlb_iexec_region(ex, fr, ins->regions, &exit);
    if (rc != MLB_X_EXIT)
      return rc;
    if (ex->heap.allocas.len > mark)
      mlb_heap_scope_end(&ex->heap, mark, exit->op->loc);
    mlb_imoves_run(fr, &af->next);
    if ((uint64_t)ub - (uint64_t)iv <= (uint64_t)af->step)
      break;
    iv += af->step;
  }
  mlb_imoves_run(fr, &af->out);
  return MLB_X_NEXT;
}

static MlbStatus lower_for(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  AffineFor *af = mlb_ilower_alloc(lw, sizeof *af);
  uint32_t s, n;
  MlbAttr *step = mlb_op_get_attr(op, "step");
  if (!mlb_op_operand_segment(op, 0, &s, &af->nlb) ||
      !mlb_op_operand_segment(op, 1, &s, &af->nub) ||
      !mlb_op_operand_segment(op, 2, &s, &n) || n != ins->nres ||
      !(af->lb = map_attr(op, "lowerBoundMap", af->nlb)) ||
      !(af->ub = map_attr(op, "upperBoundMap", af->nub)) || !step ||
      step->kind != MLB_ATTR_INTEGER || step->u.integer.value <= 0)
    return mlb_ilower_unsupported(lw, op, "bounds");
  af->step = step->u.integer.value;
  const MlbLBlock *b = ins->regions[0].blocks;
  if (ins->regions[0].nblocks != 1 || b->nargs != n + 1)
    return mlb_ilower_unsupported(lw, op, "body shape");
  af->iv = b->args[0];
  const MlbIns *y = &b->ins[b->nins - 1];
  mlb_ilower_moves_slots(lw, n, ins->opnd + s, b->args + 1, &af->init);
  mlb_ilower_moves_slots(lw, n < y->nopnd ? n : y->nopnd, y->opnd, b->args + 1,
                         &af->next);
  mlb_ilower_moves_slots(lw, n, b->args + 1, ins->res, &af->out);
  ins->aux = af;
  return MLB_SUCCESS;
}

/* ==== if ==== */

EXEC(affine_if) {
  const MlbAttr *set = ins->aux;
  MapArgs a;
  uint32_t n = set->u.set.num_dims + set->u.set.num_syms;
  a.vals = mlb_malloc((n + 1) * sizeof(int64_t));
  a.ndims = set->u.set.num_dims;
  for (uint32_t i = 0; i < n; i++)
    a.vals[i] = fr[ins->opnd[i]].i;
  bool holds = true;
  for (uint32_t c = 0; c < set->u.set.num_constraints && holds; c++) {
    int64_t v = mlb_iaffine_eval(set->u.set.constraints[c], a.vals,
                                 a.vals + a.ndims);
    holds = set->u.set.is_eq[c] ? v == 0 : v >= 0;
  }
  mlb_free(a.vals);
  return mlb_iexec_region_to_results(ex, fr, ins,
                                     &ins->regions[holds ? 0 : 1]);
}

static MlbStatus lower_if(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *set = mlb_op_get_attr(op, "condition");
  if (!set || set->kind != MLB_ATTR_INTEGER_SET ||
      set->u.set.num_dims + set->u.set.num_syms != ins->nopnd ||
      ins->nregions != 2)
    return mlb_ilower_unsupported(lw, op, "condition");
  ins->aux = set;
  return MLB_SUCCESS;
}

static const char tag = 1;

static const MlbIOpDef affine_defs[] = {
    {"affine.apply", apply, lower_apply, NULL, false},
    {"affine.min", apply, lower_apply, NULL, false},
    {"affine.max", apply, lower_apply, &tag, false},
    {"affine.load", load, lower_access, NULL, false},
    {"affine.store", store, lower_access, &tag, false},
    {"affine.for", affine_for, lower_for, NULL, false},
    {"affine.if", affine_if, lower_if, NULL, false},
    {"affine.yield", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_affine(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, affine_defs, MLB_ARRAY_LEN(affine_defs));
}
