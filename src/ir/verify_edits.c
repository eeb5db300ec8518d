/* verify_edits.c - verifying only what a pass changed (mlb_verify_edits).
 *
 * The pass manager verifies each op a pass ran on (--verify-each, on by
 * default, as upstream). A function pass such as buffer-deallocation adds
 * five ops to a function of twenty, and verifying all of them again cost
 * a quarter of the pass's time. When the unit was valid before the pass
 * and the IR API recorded every change (ir.h, "Edits"), the checks whose
 * answers can have changed are those of:
 *  - every op the changes touched: inserted by a builder (the log) or
 *    sitting in a block marked as changed, with its nested ops (their
 *    uses of outer values are in a new place, their verifiers may read
 *    the op);
 *  - every op using a result of those, with its nested ops (an operand
 *    now defined elsewhere, or by an op whose attributes changed: some
 *    verifiers read an operand's defining op);
 *  - the blocks holding them: the shape (terminator last, entry block
 *    without predecessors);
 *  - every op around them up to the unit, the checks that read nested
 *    ops only (its verify hooks, its symbol table): a region op's
 *    verifiers read its regions' ops and terminators. Its other checks
 *    read its own operands, attributes, successors and the shapes of its
 *    blocks, which did not change (had they, it would be a changed op or
 *    in a marked block; the changed blocks' shapes are checked above).
 *    An op whose verify hook reads no nested op (MLB_TRAIT_VERIFY_OWN_ONLY:
 *    func.func, the unit of every function pass) has none to run again.
 * No check of another op reads anything that changed: an op's checks read
 * the op, its operands (their types, their defining ops), its regions'
 * contents and the ops around it; whether a definition dominates a use
 * depends on the two places and on the edges of the regions between them.
 * Edges are not followed: a changed successor, block argument or set of
 * blocks of any region of the unit (MLB_EDIT_CFG), a destroyed op or a log
 * that overflowed (whole), or a mark on the unit's own block (the unit
 * itself changed, or its module was never verified) sends the caller to
 * verify the whole unit. So does any error found here, which is not
 * reported: the whole verification reports it, so that diagnostics are
 * exactly those of mlb_verify.
 *
 * It rests on the unit having been verified before the pass (the parse is
 * verified, and so is every pass's result under --verify-each; a block
 * built since carries marks until verified) and on the pass changing IR
 * through the API alone (MlbPassDef.verify_edits).
 */
#include "ir/verify_int.h"

/* Ops (or blocks, or ops around them) to look at past this many: the
 * whole unit costs about as much. */
#define MAX_LISTED 64u

/* A short list, on the stack: no heap or pool traffic per function. */
#define LIST(T)                                                               \
  struct {                                                                    \
    T data[MAX_LISTED];                                                       \
    uint32_t len;                                                             \
  }

typedef struct Edits {
  MlbOperation *unit;
  LIST(MlbBlock *) marked;    /* blocks marked MLB_EDIT_OPS: all their ops */
  LIST(MlbOperation *) ops;   /* other ops to verify with their nested ops */
  LIST(MlbBlock *) shapes;    /* blocks of those: their shape */
  LIST(MlbOperation *) around; /* ops around all of these: their hooks */
  bool give_up;
} Edits;

/* ==== Collecting ==== */

/* Pushes x to a list unless there (the lists are short); false when the
 * list is full (give_up). */
#define PUSH_ONCE(e, list, x)                                                 \
  do {                                                                        \
    uint32_t i_ = 0;                                                          \
    while (i_ < (list)->len && (list)->data[i_] != (x))                       \
      i_++;                                                                   \
    if (i_ < (list)->len)                                                     \
      break;                                                                  \
    if ((list)->len >= MAX_LISTED)                                            \
      (e)->give_up = true;                                                    \
    else                                                                      \
      (list)->data[(list)->len++] = (x);                                      \
  } while (0)

/* Whether op lies in the unit (strictly), where the verification of the
 * unit would reach it. */
static bool in_unit(const Edits *e, const MlbOperation *op) {
  for (const MlbBlock *b = op->block; b && b->parent; b = op->block) {
    op = b->parent->parent;
    if (!op || op == e->unit)
      return op != NULL;
  }
  return false;
}

static bool is_marked(const MlbBlock *b) {
  return b && (b->edits & MLB_EDIT_OPS);
}

/* An op to verify with its nested ops, unless its block's ops all are. */
MLB_HOT static void add_op(Edits *e, MlbOperation *op) {
  if (is_marked(op->block))
    return;
  PUSH_ONCE(e, &e->ops, op);
  PUSH_ONCE(e, &e->shapes, op->block);
}

/* The users of a changed op's results: an operand now defined elsewhere,
 * or by an op whose attributes changed (some verifiers read an operand's
 * defining op). */
MLB_HOT static void add_users(Edits *e, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    for (MlbUse *u = op->results[i].uses; u; u = u->next)
      if (!is_marked(u->owner->block) && in_unit(e, u->owner))
        add_op(e, u->owner);
}

/* The marked blocks of op's regions, and of the regions nested in
 * them. */
MLB_HOT static void find_marks(Edits *e, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      if (b->edits & MLB_EDIT_CFG) {
        e->give_up = true;
        return;
      }
      if ((b->edits & MLB_EDIT_OPS) && e->marked.len == MAX_LISTED) {
        e->give_up = true;
        return;
      }
      if (b->edits & MLB_EDIT_OPS)
        e->marked.data[e->marked.len++] = b;
      for (MlbOperation *o = b->first; o; o = o->next)
        if (o->num_regions)
          find_marks(e, o);
    }
}

/* The ops around the blocks to look at, up to the unit. */
MLB_HOT static void add_around(Edits *e, MlbBlock *const *blocks, uint32_t n) {
  for (uint32_t i = 0; i < n && !e->give_up; i++)
    for (MlbOperation *p = mlb_block_parent_op(blocks[i]); p;
         p = p->block && p->block->parent ? p->block->parent->parent : NULL) {
      PUSH_ONCE(e, &e->around, p);
      if (p == e->unit)
        break;
    }
}

static void collect(Edits *e, const MlbEditLog *log) {
  find_marks(e, e->unit);
  for (uint32_t i = 0; i < e->marked.len && !e->give_up; i++)
    for (MlbOperation *o = e->marked.data[i]->first; o; o = o->next)
      add_users(e, o);
  for (uint32_t i = 0; i < log->ops.len && !e->give_up; i++) {
    MlbOperation *op = log->ops.data[i];
    if (!in_unit(e, op))
      continue; /* unlinked again, or elsewhere */
    add_op(e, op);
    add_users(e, op);
  }
  add_around(e, e->marked.data, e->marked.len);
  add_around(e, e->shapes.data, e->shapes.len);
}

/* ==== Checking ==== */

/* How deep op sits below the unit (for the nesting limit). */
static unsigned depth_below(const MlbOperation *unit, const MlbOperation *op) {
  unsigned d = 0;
  for (; op && op != unit; op = op->block && op->block->parent
                                    ? op->block->parent->parent
                                    : NULL)
    d++;
  return d;
}

/* Every op of a marked block, as the whole verification does them. */
static MlbStatus check_block(MlbVerifier *v, MlbOperation *unit,
                             MlbBlock *b) {
  MLB_TRY(mlb_verify_block_shape(v, b));
  if (b->first && !b->order_ok)
    (void)mlb_op_is_before_in_block(b->first, b->first);
  unsigned depth = depth_below(unit, mlb_block_parent_op(b)) + 1;
  for (MlbOperation *o = b->first; o; o = o->next)
    MLB_TRY(mlb_verify_rec(v, o, depth));
  return MLB_SUCCESS;
}

/* The checks of an op around the changes that read nested ops: its
 * hooks, unless its verify hook is declared not to read them
 * (MLB_TRAIT_VERIFY_OWN_ONLY; the function of every unit of a function
 * pass) and nothing else of mlb_verify_op_hooks applies to it. */
static MlbStatus check_around(MlbVerifier *v, MlbOperation *op) {
  if (mlb_op_has_trait(op, MLB_TRAIT_VERIFY_OWN_ONLY) &&
      !mlb_op_has_trait(op, MLB_TRAIT_SYMBOL_TABLE) &&
      !op->desc->verify_regions)
    return MLB_SUCCESS;
  return mlb_verify_op_hooks(v, op);
}

static MlbStatus check_all(MlbVerifier *v, Edits *e) {
  for (uint32_t i = 0; i < e->marked.len; i++)
    MLB_TRY(check_block(v, e->unit, e->marked.data[i]));
  for (uint32_t i = 0; i < e->shapes.len; i++)
    MLB_TRY(mlb_verify_block_shape(v, e->shapes.data[i]));
  for (uint32_t i = 0; i < e->ops.len; i++)
    MLB_TRY(mlb_verify_rec(v, e->ops.data[i],
                           depth_below(e->unit, e->ops.data[i])));
  for (uint32_t i = 0; i < e->around.len; i++)
    MLB_TRY(check_around(v, e->around.data[i]));
  return MLB_SUCCESS;
}

/* Errors of the op verifiers (which emit their own) are dropped: the
 * caller verifies the whole unit again and reports them. */
static bool drop_diag(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(user);
  MLB_UNUSED(d);
  return true;
}

static bool check(MlbContext *ctx, Edits *e) {
  MlbVerifier v;
  memset(&v, 0, sizeof v);
  v.ctx = ctx;
  mlb_ptrmap_init(&v.domtrees);
  MlbDiagHandler handler = ctx->diag_handler;
  void *user = ctx->diag_user;
  uint32_t errors = ctx->num_errors;
  ctx->diag_handler = drop_diag;
  ctx->diag_user = NULL;
  MlbStatus st = check_all(&v, e);
  ctx->diag_handler = handler;
  ctx->diag_user = user;
  ctx->num_errors = errors;
  if (v.pending)
    mlb_diag_free(v.pending);
  mlb_verifier_free_domtrees(&v);
  return st == MLB_SUCCESS;
}

MLB_HOT bool mlb_verify_edits(MlbContext *ctx, MlbOperation *unit,
                              const MlbEditLog *log) {
  if (log->whole || (unit->block && unit->block->edits))
    return false;
  Edits e; /* the lists' slots are written before they are read */
  e.unit = unit;
  e.marked.len = e.ops.len = e.shapes.len = e.around.len = 0;
  e.give_up = false;
  collect(&e, log);
  /* Nothing changed: nothing to check. */
  return !e.give_up && (e.around.len == 0 || check(ctx, &e));
}
