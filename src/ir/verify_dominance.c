/* verify_dominance.c - SSA dominance and isolation checks for operands.
 *
 * For a use at op U of a value defined in block B: climb from U to the
 * ancestor U' that sits in B's region. Crossing the region of an
 * IsolatedFromAbove op on the way is an isolation error; finding no such
 * ancestor means the definition does not enclose the use. Inside a graph
 * region (or a region of an unregistered op) anything goes; otherwise the
 * definition must come before U' in B, or B must dominate U'->block.
 * Uses inside the defining block are settled before any of this by the
 * inline scan of verify_int.h.
 */
#include "ir/verify_int.h"

static MlbRegionDom *domtree_for(MlbVerifier *v, MlbRegion *r) {
  bool ins;
  void **slot = mlb_ptrmap_slot(&v->domtrees, r, &ins);
  if (ins) {
    MlbRegionDom *t = mlb_malloc(sizeof *t);
    mlb_region_dom_build(t, r, false);
    *slot = t;
  }
  return *slot;
}

void mlb_verifier_free_domtrees(MlbVerifier *v) {
  for (uint32_t i = 0; i < v->domtrees.cap; i++)
    if (v->domtrees.keys[i]) {
      mlb_region_dom_free(v->domtrees.vals[i]);
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

/* Whether region `outer` strictly encloses region `r`. */
static bool encloses(const MlbRegion *outer, const MlbRegion *r) {
  const MlbOperation *p = r ? r->parent : NULL;
  while (p && p->block && p->block->parent) {
    if (p->block->parent == outer)
      return true;
    p = p->block->parent->parent;
  }
  return false;
}

/* Where the definition sits relative to the user, in upstream's words;
 * `op_def` picks the wording for a defining op over a block argument. */
static void put_relation(MlbBuf *b, const MlbRegion *use,
                         const MlbRegion *def, bool op_def) {
  static const char *const k_op[] = {
      " (op in the same region)", " (op in a parent region)",
      " (op in a child region)",
      " (op is neither in a parent nor in a child region)"};
  static const char *const k_arg[] = {
      " in the same region)", " in a parent region)", " in a child region)",
      " neither in a parent nor in a child region)"};
  int k = use == def            ? 0
          : encloses(def, use) ? 1
          : encloses(use, def) ? 2
                               : 3;
  mlb_buf_puts(b, op_def ? k_op[k] : k_arg[k]);
}

/* The note of a dominance error, as upstream words it: at the defining
 * op, or at the op owning the argument's block. Returns its location. */
static MlbAttr *describe_def(MlbContext *ctx, const MlbOperation *op,
                             const MlbValue *val, MlbBuf *note) {
  const MlbRegion *use = op->block ? op->block->parent : NULL;
  if (!mlb_value_is_arg(val)) {
    mlb_buf_puts(note, "operand defined here");
    if (val->def_op->block == op->block)
      mlb_buf_puts(note, " (op in the same block)");
    else
      put_relation(note, use, val->def_op->block->parent, true);
    return val->def_op->loc;
  }
  const MlbBlock *owner = val->owner_block;
  const MlbRegion *def = owner->parent;
  MlbAttr *loc = def && def->parent ? def->parent->loc : mlb_loc_unknown(ctx);
  if (!def) {
    mlb_buf_puts(note, " (block without parent)");
    return loc;
  }
  uint32_t index = 0;
  for (const MlbBlock *b = def->first; b && b != owner; b = b->next)
    index++;
  mlb_buf_printf(note, "operand defined as a block argument (block #%u",
                 index);
  put_relation(note, use, def, false);
  return loc;
}

static MlbStatus fail_dominance(MlbVerifier *v, MlbOperation *op, uint32_t i,
                                const MlbValue *val) {
  MlbBuf note;
  mlb_buf_init(&note);
  MlbAttr *loc = describe_def(v->ctx, op, val, &note);
  fail(v, op, "does not dominate this use", i, loc, mlb_buf_cstr(&note));
  mlb_buf_free(&note);
  return MLB_FAILURE;
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
         (before(val->def_op, (MlbOperation *)op) ||
          is_graph_region(b->parent));
}

/* Where a diagnostic about operand `val` of op points its note. */
static MlbAttr *def_loc(const MlbOperation *op, const MlbValue *val) {
  return mlb_value_is_arg(val) ? op->loc : val->def_op->loc;
}

MLB_HOT MLB_NOINLINE static MlbStatus
check_operand(MlbVerifier *v, MlbOperation *op, uint32_t i) {
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
    return fail_dominance(v, op, i, val);
  if (is_graph_region(def_region))
    return MLB_SUCCESS;
  if (anc->block == def_block) {
    if (mlb_value_is_arg(val))
      return MLB_SUCCESS;
    if (val->def_op != anc && before(val->def_op, anc))
      return MLB_SUCCESS;
    return fail_dominance(v, op, i, val);
  }
  /* The entry block dominates every block of its region (unreachable ones
   * included): no tree needed for the common uses of entry values. */
  if (def_block == def_region->first || def_region->first == def_region->last)
    return MLB_SUCCESS;
  if (mlb_region_dom_dominates(domtree_for(v, def_region), def_block,
                            anc->block))
    return MLB_SUCCESS;
  return fail_dominance(v, op, i, val);
}

/* The next most common case: a value of an enclosing block, used inside
 * a later op of that block, reached through registered ops that are not
 * isolated from above. False means "look closer" (errors included). */
static bool defined_before_ancestor(const MlbOperation *op,
                                    const MlbValue *val) {
  const MlbBlock *db = val->owner_block ? val->owner_block
                       : val->def_op    ? val->def_op->block
                                        : NULL;
  if (!db || !db->order_ok)
    return false;
  const MlbOperation *anc = op;
  while (anc->block != db) {
    const MlbRegion *r = anc->block ? anc->block->parent : NULL;
    anc = r ? r->parent : NULL;
    if (!anc || !anc->desc || mlb_op_has_trait(anc, MLB_TRAIT_ISOLATED))
      return false;
  }
  return val->owner_block ||
         (val->def_op != anc && val->def_op->order < anc->order);
}

MlbStatus mlb_verify_dominance_from(MlbVerifier *v, MlbOperation *op,
                                    uint32_t i) {
  for (; i < op->num_operands; i = mlb_verify_first_unsettled(op, i + 1))
    if (!defined_before_ancestor(op, op->operands[i].value))
      MLB_TRY(check_operand(v, op, i));
  return MLB_SUCCESS;
}
