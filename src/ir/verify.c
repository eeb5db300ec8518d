/* verify.c - structural verification of operations.
 *
 * Checks, in one walk: registered-op operand/result/region/successor counts,
 * terminators (present, last in their block), successors (same region,
 * operand count and types against the target block), entry blocks without
 * predecessors, isolation from above, unique symbols in symbol tables, SSA
 * dominance in CFG regions, then each registered op's own `verify` hook.
 *
 * Dominance uses one dominator tree per multi-block region, built on demand
 * (Cooper-Harvey-Kennedy on reverse post-order) and cached for the walk, so
 * verification is near-linear in IR size.
 */
#include "ir/verify_int.h"

#include <stdio.h>

/* ==== Diagnostics ==== */
static MlbStatus op_error(MlbVerifier *v, MlbOperation *op, const char *fmt,
                          ...) MLB_PRINTF(3, 4) MLB_COLD;
static MlbStatus op_error(MlbVerifier *v, MlbOperation *op, const char *fmt,
                          ...) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_attach_current_op(v->ctx, d, op);
  v->pending = d;
  return MLB_FAILURE;
}

static void emit_pending(MlbVerifier *v) {
  if (v->pending) {
    mlb_diag_emit(v->ctx, v->pending);
    v->pending = NULL;
  }
}

/* ==== Counts ==== */
static MlbStatus check_count(MlbVerifier *v, MlbOperation *op, int16_t want,
                             uint32_t have, const char *what) {
  if (want < 0 || (uint32_t)want == have)
    return MLB_SUCCESS;
  return op_error(v, op, "'%s' op expected %d %s%s, but found %u", op->name,
                  want, what, want == 1 ? "" : "s", have);
}

/* Equality first: most ops have their fixed counts, and a match then
 * costs no sign test. */
static bool count_ok(int16_t want, uint32_t have) {
  return (uint32_t)want == have || want < 0;
}

/* The common case, without setting up any diagnostic. */
static bool counts_ok(const MlbOpDesc *d, const MlbOperation *op) {
  return count_ok(d->num_operands, op->num_operands) &&
         count_ok(d->num_results, op->num_results) &&
         count_ok(d->num_regions, op->num_regions) &&
         count_ok(d->num_successors, op->num_successors);
}

/* Reports the first count that differs. */
MLB_NOINLINE static MlbStatus verify_counts(MlbVerifier *v, MlbOperation *op) {
  const MlbOpDesc *d = op->desc;
  MLB_TRY(check_count(v, op, d->num_operands, op->num_operands, "operand"));
  MLB_TRY(check_count(v, op, d->num_results, op->num_results, "result"));
  MLB_TRY(check_count(v, op, d->num_regions, op->num_regions, "region"));
  MLB_TRY(check_count(v, op, d->num_successors, op->num_successors,
                      "successor"));
  return MLB_SUCCESS;
}

/* ==== Blocks, terminators, successors ==== */
static bool region_needs_terminator(MlbOperation *parent) {
  if (!parent->desc)
    return false; /* unregistered: anything may end a block */
  return !mlb_op_has_trait(parent, MLB_TRAIT_NO_TERMINATOR);
}

MLB_HOT MLB_NOINLINE MlbStatus mlb_verify_block_shape(MlbVerifier *v,
                                                      MlbBlock *b) {
  /* b sits in a region of the op being verified. */
  MlbOperation *parent = b->parent->parent;
  b->edits = 0; /* looked at now (mlb_verify_edits) */
  if (b->preds && b->parent->first == b) {
    MlbOperation *br = b->preds->owner;
    return op_error(v, br, "entry block of region may not have predecessors");
  }
  for (MlbOperation *op = b->first; op && op != b->last; op = op->next)
    if (mlb_op_has_trait(op, MLB_TRAIT_TERMINATOR))
      return op_error(v, op,
                      "'%s' op must be the last operation in the parent block",
                      op->name);
  if (!region_needs_terminator(parent))
    return MLB_SUCCESS;
  if (!b->last) {
    MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, parent->loc);
    mlb_buf_puts(&d->message, "empty block: expect at least a terminator");
    v->pending = d;
    return MLB_FAILURE;
  }
  MlbOperation *last = b->last;
  if (last->desc && !mlb_op_has_trait(last, MLB_TRAIT_TERMINATOR)) {
    MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, last->loc);
    mlb_buf_puts(&d->message, "block with no terminator, has ");
    mlb_print_op_brief_hook(v->ctx, last, &d->message);
    v->pending = d;
    return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

MLB_NOINLINE static MlbStatus verify_successors(MlbVerifier *v,
                                                MlbOperation *op) {
  MlbRegion *r = mlb_op_parent_region(op);
  for (uint32_t s = 0; s < op->num_successors; s++) {
    MlbBlock *dest = op->successors[s].block;
    if (!dest || dest->parent != r)
      return op_error(v, op, "reference to block defined in another region");
    if (!op->desc || !op->desc->successor_operands)
      continue;
    uint32_t start = 0, count = 0;
    op->desc->successor_operands(op, s, &start, &count);
    if (count != dest->num_args)
      return op_error(v, op,
                      "branch has %u operands for successor #%u, but target "
                      "block has %u",
                      count, s, dest->num_args);
    for (uint32_t i = 0; i < count; i++)
      if (op->operands[start + i].value->type != dest->args[i]->type)
        return op_error(v, op,
                        "type mismatch for bb argument #%u of successor #%u",
                        i, s);
  }
  return MLB_SUCCESS;
}

/* ==== Symbols ==== */
static MlbStatus redefinition(MlbVerifier *v, MlbOperation *o,
                              MlbOperation *first, const char *name) {
  op_error(v, o, "redefinition of symbol named '%s'", name);
  mlb_diag_note(v->pending, first->loc, "see existing symbol definition here");
  return MLB_FAILURE;
}

/* A table with one block: its cached name map (symbols.c, kept across
 * verifications while the block is unchanged) holds the first op of each
 * name, so a symbol that is not its name's first is the earliest
 * redefinition. */
static MlbStatus verify_symbols_cached(MlbVerifier *v, MlbOperation *op) {
  MlbBlock *b = op->regions[0].first;
  for (MlbOperation *o = b ? b->first : NULL; o; o = o->next) {
    const char *name = mlb_op_symbol_name(o);
    if (!name)
      continue;
    MlbOperation *first = mlb_symbol_lookup_in(v->ctx, op, name, strlen(name));
    if (first != o)
      return redefinition(v, o, first, name);
  }
  return MLB_SUCCESS;
}

MLB_NOINLINE static MlbStatus verify_symbol_table(MlbVerifier *v,
                                                  MlbOperation *op) {
  if (op->num_regions == 1 && op->regions[0].first == op->regions[0].last)
    return verify_symbols_cached(v, op);
  MlbStrMap seen;
  mlb_strmap_init(&seen);
  MlbStatus st = MLB_SUCCESS;
  for (uint32_t i = 0; i < op->num_regions && st == MLB_SUCCESS; i++)
    for (MlbBlock *b = op->regions[i].first; b && st == MLB_SUCCESS;
         b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next) {
        const char *name = mlb_op_symbol_name(o);
        if (!name)
          continue;
        bool ins;
        void **slot = mlb_strmap_slot(&seen, name, strlen(name), &ins);
        if (ins) {
          *slot = o;
          continue;
        }
        st = redefinition(v, o, *slot, name);
        break;
      }
  mlb_strmap_free(&seen);
  return st;
}

/* ==== Dialect attributes ==== */
/* A discardable attribute whose name starts with a registered dialect's
 * namespace is that dialect's to check. */
MLB_NOINLINE static MlbStatus verify_dialect_attrs(MlbVerifier *v,
                                                   MlbOperation *op) {
  if (!op->attrs || op->attrs->kind != MLB_ATTR_DICT)
    return MLB_SUCCESS;
  for (uint32_t i = 0; i < op->attrs->u.dict.n; i++) {
    const MlbNamedAttr *na = &op->attrs->u.dict.entries[i];
    const char *dot = strchr(na->name, '.');
    if (!dot)
      continue;
    const MlbDialect *d = mlb_strmap_get(&v->ctx->dialects, na->name,
                                         (size_t)(dot - na->name));
    if (!d || !d->verify_op_attr)
      continue;
    if (d->verify_op_attr(v->ctx, op, na) != MLB_SUCCESS)
      return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* An op without descriptor whose namespace is a registered dialect is an
 * op that dialect does not define. */
MLB_NOINLINE static MlbStatus verify_known_in_dialect(MlbVerifier *v,
                                                      MlbOperation *op) {
  if (op->desc)
    return MLB_SUCCESS;
  size_t n = mlb_op_dialect_len(op);
  const MlbDialect *d = n ? mlb_strmap_get(&v->ctx->dialects, op->name, n)
                          : NULL;
  if (!d || d->allow_unknown_ops)
    return MLB_SUCCESS;
  MlbDiagnostic *diag = mlb_diag_new(MLB_SEV_ERROR, op->loc);
  mlb_buf_printf(&diag->message,
                 "unregistered operation '%s' found in dialect ('%.*s') that "
                 "does not allow unknown operations",
                 op->name, (int)n, op->name);
  v->pending = diag;
  return MLB_FAILURE;
}

/* ==== Per-op driver ==== */
typedef MlbStatus (*VerifyHook)(MlbContext *ctx, MlbOperation *op);

/* An op's own verify hook: a failure that reported nothing gets upstream's
 * generic message. */
static MlbStatus run_hook(MlbVerifier *v, MlbOperation *op, VerifyHook hook) {
  uint32_t before = v->ctx->num_errors;
  if (hook(v->ctx, op) == MLB_SUCCESS)
    return MLB_SUCCESS;
  if (v->ctx->num_errors == before)
    return op_error(v, op, "'%s' op failed to verify", op->name);
  return MLB_FAILURE;
}

/* Upstream's order: the op's own invariants (counts, successor operands,
 * its verify hook, run on entry before nested ops as upstream's verify()
 * hooks), then its blocks (terminators), then nested ops. */
MLB_HOT MlbStatus mlb_verify_op_shallow(MlbVerifier *v, MlbOperation *op) {
  const MlbOpDesc *d = op->desc;
  if (!d)
    MLB_TRY(verify_known_in_dialect(v, op));
  else if (!counts_ok(d, op))
    return verify_counts(v, op);
  if (op->num_successors)
    MLB_TRY(verify_successors(v, op));
  if (d && d->verify)
    MLB_TRY(run_hook(v, op, d->verify));
  if (op->attrs)
    MLB_TRY(verify_dialect_attrs(v, op));
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (MlbBlock *b = op->regions[i].first; b; b = b->next)
      MLB_TRY(mlb_verify_block_shape(v, b));
  if (mlb_op_has_trait(op, MLB_TRAIT_SYMBOL_TABLE))
    MLB_TRY(verify_symbol_table(v, op));
  return mlb_verify_operand_dominance(v, op);
}

MlbStatus mlb_verify_op_hooks(MlbVerifier *v, MlbOperation *op) {
  const MlbOpDesc *d = op->desc;
  if (d && d->verify)
    MLB_TRY(run_hook(v, op, d->verify));
  if (mlb_op_has_trait(op, MLB_TRAIT_SYMBOL_TABLE))
    MLB_TRY(verify_symbol_table(v, op));
  return mlb_verify_on_exit(v, op);
}

/* Rules that need the nested ops verified first (upstream's region
 * verifiers), run on exit. */
MlbStatus mlb_verify_on_exit(MlbVerifier *v, MlbOperation *op) {
  if (op->desc && op->desc->verify_regions)
    return run_hook(v, op, op->desc->verify_regions);
  return MLB_SUCCESS;
}

/* The ops of one block, in order; ops without regions (most) without a
 * recursive call. Their cached positions are made valid first, so that
 * dominance inside the block is a comparison (nothing moves ops while
 * verifying). */
static MlbStatus verify_block_ops(MlbVerifier *v, MlbBlock *b,
                                  unsigned depth) {
  if (b->first && !b->order_ok)
    (void)mlb_op_is_before_in_block(b->first, b->first);
  for (MlbOperation *o = b->first; o; o = o->next) {
    if (depth == 1 && v->skip && mlb_ptrmap_get(v->skip, o))
      continue;
    if (o->num_regions) {
      if (depth == 1 && v->prefetch) /* the next function's IR, cold */
        mlb_op_prefetch_next_ir(o, o->next);
      MLB_TRY(mlb_verify_rec(v, o, depth));
      continue;
    }
    MLB_TRY(mlb_verify_op_shallow(v, o));
    MLB_TRY(mlb_verify_on_exit(v, o));
  }
  return MLB_SUCCESS;
}

MLB_HOT MlbStatus mlb_verify_rec(MlbVerifier *v, MlbOperation *op,
                                 unsigned depth) {
  if (depth > 10000)
    return op_error(v, op, "'%s' op nesting too deep to verify", op->name);
  MLB_TRY(mlb_verify_op_shallow(v, op));
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (MlbBlock *b = op->regions[i].first; b; b = b->next)
      MLB_TRY(verify_block_ops(v, b, depth + 1));
  return mlb_verify_on_exit(v, op);
}

MlbStatus mlb_verify(MlbContext *ctx, MlbOperation *op) {
  return mlb_verify_except(ctx, op, NULL);
}

MlbStatus mlb_verify_except(MlbContext *ctx, MlbOperation *op,
                            const MlbPtrMap *verified) {
  MlbVerifier v;
  memset(&v, 0, sizeof v);
  v.ctx = ctx;
  v.skip = verified;
  v.prefetch = !op->block;
  mlb_ptrmap_init(&v.domtrees);
  MlbStatus st = mlb_verify_rec(&v, op, 0);
  emit_pending(&v);
  mlb_verifier_free_domtrees(&v);
  return st;
}
