/* verify_dominance.c - SSA dominance and isolation checks for operands.
 *
 * For a use at op U of a value defined in block B: climb from U to the
 * ancestor U' that sits in B's region. Crossing the region of an
 * IsolatedFromAbove op on the way is an isolation error; finding no such
 * ancestor means the definition does not enclose the use. Inside a graph
 * region (or a region of an unregistered op) anything goes; otherwise the
 * definition must come before U' in B, or B must dominate U'->block.
 */
#include "ir/verify_int.h"

static MlbDomTree *domtree_for(MlbVerifier *v, MlbRegion *r) {
  bool ins;
  void **slot = mlb_ptrmap_slot(&v->domtrees, r, &ins);
  if (ins) {
    MlbDomTree *t = mlb_malloc(sizeof *t);
    mlb_domtree_build(t, r, false);
    *slot = t;
  }
  return *slot;
}

void mlb_verifier_free_domtrees(MlbVerifier *v) {
  for (uint32_t i = 0; i < v->domtrees.cap; i++)
    if (v->domtrees.keys[i]) {
      mlb_domtree_free(v->domtrees.vals[i]);
      mlb_free(v->domtrees.vals[i]);
    }
  mlb_ptrmap_free(&v->domtrees);
}

static bool is_graph_region(MlbRegion *r) {
  MlbOperation *p = r->parent;
  return !p || !p->desc || mlb_op_has_trait(p, MLB_TRAIT_GRAPH_REGION);
}

static MlbStatus fail(MlbVerifier *v, MlbOperation *op, const char *msg,
                      uint32_t operand, MlbAttr *note_loc,
                      const char *note) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  if (operand == UINT32_MAX)
    mlb_buf_printf(&d->message, "'%s' op %s", op->name, msg);
  else
    mlb_buf_printf(&d->message, "operand #%u %s", operand, msg);
  mlb_diag_attach_current_op(v->ctx, d, op);
  if (note)
    mlb_diag_note(d, note_loc, "%s", note);
  v->pending = d;
  return MLB_FAILURE;
}

static const char *def_note(MlbValue *val, MlbOperation *anc) {
  if (mlb_value_is_arg(val))
    return "operand defined as a block argument";
  if (val->def_op->block == anc->block)
    return "operand defined here (op in the same block)";
  if (val->def_op->block->parent == anc->block->parent)
    return "operand defined here (op in the same region)";
  return "operand defined here (op in a parent region)";
}

/* a before b in their block, without a call while the cached positions
 * are valid. */
static bool before(MlbOperation *a, MlbOperation *b) {
  return a->block->order_ok ? a->order < b->order
                            : mlb_op_is_before_in_block(a, b);
}

/* The common case, decided without climbing: the value is an argument of
 * the op's own block or defined earlier in it (nothing crossed, so no
 * isolation question either). False means "look closer". */
static bool same_block_ok(const MlbOperation *op, MlbValue *val) {
  MlbBlock *b = op->block;
  if (!b)
    return false;
  if (val->owner_block)
    return val->owner_block == b;
  return val->def_op && val->def_op->block == b && val->def_op != op &&
         (before(val->def_op, (MlbOperation *)op) || is_graph_region(b->parent));
}

/* Where a diagnostic about operand `val` of op points its note. */
static MlbAttr *def_loc(const MlbOperation *op, const MlbValue *val) {
  return mlb_value_is_arg(val) ? op->loc : val->def_op->loc;
}

MLB_NOINLINE static MlbStatus check_operand(MlbVerifier *v, MlbOperation *op,
                                          uint32_t i) {
  MlbValue *val = op->operands[i].value;
  if (same_block_ok(op, val))
    return MLB_SUCCESS;
  MlbBlock *def_block = val->owner_block ? val->owner_block
                        : val->def_op    ? val->def_op->block
                                         : NULL;
  if (!def_block)
    return fail(v, op, "does not dominate this use", i, def_loc(op, val),
                "operand is not defined in any block");
  /* Climb to the ancestor of the user that sits in the definition's
   * region, crossing no isolated-from-above op. */
  MlbRegion *def_region = def_block->parent;
  MlbOperation *anc = op;
  while (anc->block && anc->block->parent != def_region) {
    MlbOperation *parent = anc->block->parent ? anc->block->parent->parent
                                              : NULL;
    if (!parent)
      break;
    if (mlb_op_has_trait(parent, MLB_TRAIT_ISOLATED))
      return fail(v, op, "using value defined outside the region",
                  UINT32_MAX, parent->loc,
                  "required by region isolation constraints");
    anc = parent;
  }
  if (!anc->block || anc->block->parent != def_region)
    return fail(v, op, "does not dominate this use", i, def_loc(op, val),
                def_note(val, op));
  if (is_graph_region(def_region))
    return MLB_SUCCESS;
  if (anc->block == def_block) {
    if (mlb_value_is_arg(val))
      return MLB_SUCCESS;
    if (val->def_op != anc && before(val->def_op, anc))
      return MLB_SUCCESS;
    return fail(v, op, "does not dominate this use", i, def_loc(op, val),
                def_note(val, anc));
  }
  /* The entry block dominates every block of its region (unreachable ones
   * included): no tree needed for the common uses of entry values. */
  if (def_block == def_region->first || def_region->first == def_region->last)
    return MLB_SUCCESS;
  if (mlb_domtree_dominates(domtree_for(v, def_region), def_block,
                            anc->block))
    return MLB_SUCCESS;
  return fail(v, op, "does not dominate this use", i, def_loc(op, val),
              def_note(val, anc));
}

/* Index of the first operand from `i` on not settled by the quick rule:
 * defined by an earlier op of the user's block (positions valid, as the
 * walk makes them) or an argument of that block. */
static uint32_t first_unsettled(const MlbOperation *op, uint32_t i) {
  const MlbBlock *b = op->block;
  /* Without valid positions, pos 0 sends every def to the full check. */
  uint32_t pos = b && b->order_ok ? op->order : 0;
  for (; i < op->num_operands; i++) {
    const MlbValue *val = op->operands[i].value;
    const MlbOperation *def = val->def_op;
    if (!(val->owner_block ? val->owner_block == b
                           : def && def->block == b && def->order < pos))
      return i;
  }
  return i;
}

MLB_NOINLINE static MlbStatus check_from(MlbVerifier *v, MlbOperation *op,
                                         uint32_t i) {
  for (; i < op->num_operands; i = first_unsettled(op, i + 1))
    MLB_TRY(check_operand(v, op, i));
  return MLB_SUCCESS;
}

/* Most ops only use values of their own block: a scan without calls. */
MlbStatus mlb_verify_operand_dominance(MlbVerifier *v, MlbOperation *op) {
  uint32_t i = first_unsettled(op, 0);
  return i == op->num_operands ? MLB_SUCCESS : check_from(v, op, i);
}
