/* ownership_dealloc_returns.c - which arguments a function may hand back
 * as they are, so that a caller can own the rest of what it returns.
 *
 * A returned buffer managed by hand is returned as the input returns it,
 * never cloned (ownership_dealloc_facts.c). A call result that may be one
 * is then not owned by the caller, and when it may also be a fresh buffer
 * of the callee, that buffer leaked:
 *
 *   func @h(%m) { %a = alloc; %s = select %c, %a, %m; return %s }
 *   %r = call @h(%x)        // %x freed by hand below: %r is %a or %x
 *   memref.dealloc %x
 *
 * The caller can tell the two apart at run time when the callee's result
 * is, on every path, either a buffer the callee owns (which it hands over)
 * or one of its arguments, unmoved (no pointer-moving view on the way):
 * then the result is owned exactly when its pointer differs from those
 * arguments' (a fresh buffer cannot share the pointer of a live one).
 *
 *   %r = call @h(%x)
 *   %own = ptr(%r) != ptr(%x)        ownership(%r) := %own
 *
 * The summary of a function's result lists the arguments it may be as
 * they are, whether it may also be something else that the function does
 * not own (`other`: the stack, a global, an unknown op's result, an
 * argument's view moving its pointer), and whether it may be a buffer
 * managed by hand that is no argument (`unsafe`: one the callers free by
 * hand themselves). A return with `other` is made canonical
 * (od_return_canonical: the argument as it is, or owned, or a clone), so
 * the callers' test holds; an `unsafe` result stays not owned (a leak at
 * worst, never a bad free). Summaries are computed once, on the IR before
 * any rewrite, as a greatest fixpoint over the module (a recursive call
 * assumes its own summary; every finished execution is a finite induction
 * on the calls, so the assumption holds): all results start as "safe, no
 * argument" and only grow.
 */
#include "transforms/ownership_dealloc.h"

typedef struct OdReturns {
  uint32_t nres, words; /* results; 64-bit words per argument set */
  bool *unsafe;         /* result -> may be a buffer managed by hand that
                           is no argument */
  bool *other;          /* result -> may be neither an argument as it is
                           nor a buffer the function owns */
  uint64_t *args;       /* result -> set of arguments it may be */
} OdReturns;

static MlbRegion *function_body(MlbOperation *fn) {
  MlbRegion *body = od_function_body(fn);
  return body && body->first ? body : NULL;
}

static bool is_call(MlbOperation *op) {
  return op && mlb_op_iface(op, MLB_IFACE_CALL) != NULL;
}

/* Would the pass own this allocation (as handle_effects decides)? */
static bool owned_allocation(OdModule *m, MlbValue *x) {
  MlbOperation *op = x->def_op;
  const char *res = NULL;
  return op && mlb_op_allocates(m->ctx, op, x, &res) &&
         !od_effects_unknown(m, op) && od_owns_allocation(m, op, res);
}

/* The backward walk from a returned value visits (value, moved) pairs:
 * `moved` once a pointer-moving view lies between the value and the
 * return, so that an argument reached that way is not returned as it is
 * (its pointer differs). The pair is one tagged pointer. */
typedef struct Walk {
  OdModule *m;
  MlbBlock *entry;
  uint64_t *args; /* out: arguments reached unmoved */
  bool other;     /* out: something else than those and owned buffers */
  MLB_VEC(void *) todo; /* (value, moved) pairs still to visit */
  MlbPtrMap seen;
  MlbU32Vec callee_args; /* scratch of walk_call */
} Walk;

static void push(Walk *w, MlbValue *x, bool moved) {
  mlb_vec_push(&w->todo, (void *)((uintptr_t)x | (uintptr_t)moved));
}

/* A call result inside the walked function: a new buffer by the ABI
 * unless managed by hand or from a function passing ownership
 * dynamically; otherwise the callee's summary, continued through the
 * call's operands for the arguments it may return as they are. */
static bool walk_call(Walk *w, MlbValue *x, bool moved) {
  MlbOperation *call = x->def_op;
  MlbOperation *callee = mlb_call_callee_in(w->m->ctx, call);
  bool dynamic = callee && od_function_dynamic(w->m, callee);
  if (!dynamic && !od_hand_managed(w->m, x))
    return true;
  bool other = false;
  if (!od_return_args(w->m, callee, x->index, &w->callee_args, &other))
    return false;
  w->other |= dynamic && other; /* others clone what they return */
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  for (uint32_t i = 0; i < w->callee_args.len; i++) {
    uint32_t k = ci->args_from + w->callee_args.data[i];
    if (k >= call->num_operands)
      return false;
    push(w, mlb_op_operand(call, k), moved);
  }
  return true;
}

/* One value of the backward walk: false when it may be a buffer managed
 * by hand that is no argument of the function. Anything else the return
 * can make right (od_return_canonical): an argument goes back as it is,
 * an owned buffer is handed over, the rest is cloned. */
static bool walk_value(Walk *w, MlbValue *x, bool moved) {
  MlbAliasInfo *a = &w->m->alias;
  if (mlb_value_is_arg(x) && x->owner_block == w->entry) {
    if (moved)
      w->other = true;
    else
      w->args[x->index / 64] |= 1ull << (x->index % 64);
    return true;
  }
  if (is_call(x->def_op))
    return walk_call(w, x, moved);
  uint32_t id = mlb_alias_id(a, x);
  if (id == UINT32_MAX)
    return false;
  MlbOriginKind kind = (MlbOriginKind)a->kind[id];
  if (kind != MLB_ORIGIN_NONE && od_hand_managed(w->m, x))
    return false;
  if (kind == MLB_ORIGIN_ARG)
    return false; /* another function's argument */
  if (kind == MLB_ORIGIN_UNKNOWN ||
      (kind == MLB_ORIGIN_ALLOC && !owned_allocation(w->m, x)))
    w->other = true;
  moved |= x->def_op && mlb_view_moves_pointer(x->def_op);
  for (uint32_t e = a->bwd_start[id]; e < a->bwd_start[id + 1]; e++)
    push(w, a->values[a->bwd[e]], moved);
  return true;
}

static bool walk_from(Walk *w, MlbValue *v) {
  push(w, v, false);
  bool ok = true;
  while (ok && w->todo.len) {
    void *p = mlb_vec_pop(&w->todo);
    bool fresh = false;
    mlb_ptrmap_slot(&w->seen, p, &fresh);
    if (fresh)
      ok = walk_value(w, (MlbValue *)((uintptr_t)p & ~(uintptr_t)1),
                      (uintptr_t)p & 1);
  }
  w->todo.len = 0;
  return ok;
}

/* Recomputes fn's summary from the current ones; true when it grew. */
static bool summarize(OdModule *m, MlbOperation *fn, OdReturns *s,
                      uint64_t *scratch) {
  MlbRegion *body = function_body(fn);
  Walk w = {m, body->first, scratch, false, {0}, {0}, {0}};
  mlb_ptrmap_init(&w.seen);
  bool grew = false;
  for (uint32_t j = 0; j < s->nres; j++) {
    if (s->unsafe[j])
      continue;
    memset(scratch, 0, s->words * sizeof *scratch);
    w.other = false;
    bool ok = true;
    for (MlbBlock *b = body->first; ok && b; b = b->next) {
      MlbOperation *t = b->last;
      if (!t || !mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
        continue;
      if (j >= t->num_operands) {
        ok = false;
        break;
      }
      MlbValue *v = mlb_op_operand(t, j);
      if (od_is_buffer(m, v))
        ok = od_is_memref(v) && walk_from(&w, v);
    }
    for (uint32_t k = 0; ok && k < body->first->num_args; k++)
      if (scratch[k / 64] >> (k % 64) & 1)
        ok = od_is_memref(body->first->args[k]); /* pointers compared */
    mlb_ptrmap_clear(&w.seen);
    /* A function named other than as a callee (func.constant) may have
     * callers that cannot test its results: it clones nothing that it
     * returned as it was before, and results needing that are unsafe. */
    if (ok && w.other && mlb_ptrmap_get(&m->referenced, fn))
      ok = false;
    if (!ok) {
      s->unsafe[j] = true;
      grew = true;
      continue;
    }
    grew |= w.other && !s->other[j];
    s->other[j] |= w.other;
    for (uint32_t wd = 0; wd < s->words; wd++) {
      uint64_t *dst = &s->args[j * s->words + wd];
      grew |= (*dst | scratch[wd]) != *dst;
      *dst |= scratch[wd];
    }
  }
  mlb_vec_free(&w.todo);
  mlb_vec_free(&w.callee_args);
  mlb_ptrmap_free(&w.seen);
  return grew;
}

static OdReturns *new_summary(OdModule *m, MlbOperation *fn) {
  MlbOperation *ret = NULL;
  MlbRegion *body = function_body(fn);
  for (MlbBlock *b = body->first; b && !ret; b = b->next)
    if (b->last && mlb_op_has_trait(b->last, MLB_TRAIT_RETURN_LIKE))
      ret = b->last;
  OdReturns *s = mlb_arena_alloc(m->arena, sizeof *s);
  s->nres = ret ? ret->num_operands : 0;
  s->words = (body->first->num_args + 63) / 64;
  s->unsafe = mlb_arena_alloc(m->arena, s->nres + 1);
  s->other = mlb_arena_alloc(m->arena, s->nres + 1);
  s->args = mlb_arena_alloc(m->arena, (size_t)s->nres * s->words *
                                              sizeof *s->args + 1);
  return s;
}

void od_returns_build(OdModule *m, const MlbOpVec *funcs) {
  if (!m->hand.len)
    return; /* nothing managed by hand: every call result is owned */
  uint32_t words = 1;
  for (uint32_t i = 0; i < funcs->len; i++) {
    MlbOperation *fn = funcs->data[i];
    if (mlb_ptrmap_get(&m->skip, fn) || !function_body(fn))
      continue; /* skipped functions keep their returns */
    OdReturns *s = new_summary(m, fn);
    words = s->words > words ? s->words : words;
    mlb_ptrmap_put(&m->returns, fn, s);
  }
  uint64_t *scratch = mlb_calloc(words, sizeof *scratch);
  for (bool grew = true; grew;) {
    grew = false;
    for (uint32_t i = 0; i < funcs->len; i++) {
      OdReturns *s = mlb_ptrmap_get(&m->returns, funcs->data[i]);
      if (s && summarize(m, funcs->data[i], s, scratch))
        grew = true;
    }
  }
  mlb_free(scratch);
}

bool od_return_args(OdModule *m, MlbOperation *fn, uint32_t j,
                    MlbU32Vec *args, bool *other) {
  OdReturns *s = fn ? mlb_ptrmap_get(&m->returns, fn) : NULL;
  args->len = 0;
  if (!s || j >= s->nres || s->unsafe[j])
    return false;
  if (other)
    *other = s->other[j];
  for (uint32_t wd = 0; wd < s->words; wd++)
    for (uint64_t bits = s->args[j * s->words + wd]; bits; bits &= bits - 1)
      mlb_vec_push(args, wd * 64 + (uint32_t)__builtin_ctzll(bits));
  return true;
}

MlbValue *od_result_owned_unless_arg(OdFunc *f, MlbOperation *call,
                                     MlbValue *r) {
  OdModule *m = f->m;
  const MlbCallIface *ci = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbU32Vec args;
  od_vec_take(m, &args);
  bool ok = ci && od_is_memref(r) &&
            od_return_args(m, mlb_call_callee_in(m->ctx, call), r->index, &args,
                           NULL);
  for (uint32_t i = 0; ok && i < args.len; i++)
    ok = ci->args_from + args.data[i] < call->num_operands;
  MlbValue *own = NULL;
  if (ok) {
    MlbBuilder b = {f->ctx, NULL, NULL};
    mlb_builder_set_after(&b, call);
    MlbValue *pr = args.len ? mlb_bld_aligned_ptr(&b, call->loc, r) : NULL;
    for (uint32_t i = 0; i < args.len; i++) {
      MlbValue *x = mlb_op_operand(call, ci->args_from + args.data[i]);
      MlbValue *ne = mlb_bld_cmpi(&b, call->loc, MLB_CMPI_NE, pr,
                                  mlb_bld_aligned_ptr(&b, call->loc, x));
      own = own ? mlb_bld_binary(&b, call->loc, "arith.andi", own, ne) : ne;
    }
    if (!own)
      own = od_bool(m, &b, call->loc, true);
  }
  od_vec_give(m, &args);
  return own;
}
