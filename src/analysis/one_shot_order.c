/* one_shot_order.c - the order in which One-Shot analysis decides ops
 * (analysis-heuristic, analysis-fuzzer-seed).
 *
 * The decisions are greedy, so the order changes the outcome (never its
 * soundness). As upstream, the unit of analysis is the root op, or with
 * bufferize-function-boundaries each function, callees before callers.
 * Inside a unit the ops with a tensor operand or result are listed in
 * post-order (an op after the ops nested in it), as upstream lists them
 * for every heuristic, then
 *   bottom-up: backwards (the default: readers are seen before writers,
 *     and a region op before its body -- a loop's init is decided before
 *     the writes inside the loop, which then go out of place where they
 *     must: for a fill that costs no copy, where the init out of place
 *     would copy);
 *   top-down: as listed;
 *   fuzzer: shuffled by a Mersenne Twister (MT19937) seeded with the
 *     seed, each unit afresh, swapping as llvm::shuffle does, so the
 *     permutation is upstream's for the same list;
 *   bottom-up-from-terminators: first every region terminator and, per
 *     terminator, the ops its tensor operands come from through aliasing
 *     operands (a use-def chain, last found first); then the remaining
 *     ops in reverse post-order. A yielded value decided first keeps the
 *     loop's buffer, so the ops feeding it go in place.
 * Each op's tensor operands are then decided first to last. (The list
 * was in pre-order for a while: a region op before its body had sent a
 * forall's slices out of place instead of its shared out,
 * test/lit/bufferize/forall-tiles.mlir, which no longer happens.)
 */
#include "analysis/one_shot_int.h"

/* ==== MT19937 (the standard 32-bit Mersenne Twister) ==== */
typedef struct Mt {
  uint32_t s[624];
  uint32_t i;
} Mt;

static void mt_seed(Mt *m, uint32_t seed) {
  m->s[0] = seed;
  for (uint32_t k = 1; k < 624; k++)
    m->s[k] = 1812433253u * (m->s[k - 1] ^ (m->s[k - 1] >> 30)) + k;
  m->i = 624;
}

static uint32_t mt_next(Mt *m) {
  if (m->i >= 624) {
    for (uint32_t k = 0; k < 624; k++) {
      uint32_t y = (m->s[k] & 0x80000000u) | (m->s[(k + 1) % 624] & 0x7fffffffu);
      m->s[k] = m->s[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0);
    }
    m->i = 0;
  }
  uint32_t y = m->s[m->i++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

/* Front to back, element k swaps with one drawn from [k, n). */
static void shuffle(MlbOperation **ops, uint32_t n, uint32_t seed) {
  Mt m;
  mt_seed(&m, seed);
  for (uint32_t k = 0; n - k > 1; k++) {
    uint32_t off = mt_next(&m) % (n - k);
    MlbOperation *t = ops[k];
    ops[k] = ops[k + off];
    ops[k + off] = t;
  }
}

/* ==== Listing ==== */
/* A function whose type speaks of tensors (upstream lists it too: it
 * decides nothing, but it takes its place in the fuzzer's shuffle). */
static bool function_of_tensors(MlbOperation *op) {
  MlbType *t = mlb_function_type(op);
  if (!t)
    return false;
  for (uint32_t k = 0; k < t->u.func.num_inputs + t->u.func.num_results; k++)
    if (mlb_type_is_tensor(t->u.func.types[k]))
      return true;
  return false;
}

static bool has_tensor_value(MlbOperation *op) {
  if (mlb_op_is_function(op))
    return function_of_tensors(op);
  return mlb_buf_has_tensor_value(op);
}

static MlbWalkResult list_tensor_op(MlbOperation *op, void *user) {
  if (has_tensor_value(op))
    mlb_vec_push((MlbOpVec *)user, op);
  return MLB_WALK_ADVANCE;
}

/* Post-order with regions, blocks and ops visited last to first. */
static void reverse_post_order(MlbOperation *op, MlbOpVec *out) {
  for (uint32_t r = op->num_regions; r-- > 0;)
    for (MlbBlock *b = op->regions[r].last; b; b = b->prev)
      for (MlbOperation *o = b->last; o; o = o->prev)
        reverse_post_order(o, out);
  mlb_vec_push(out, op);
}

static bool region_holds(MlbRegion *r, MlbOperation *op) {
  for (; op; op = mlb_op_parent_op(op))
    if (op->block && op->block->parent == r)
      return true;
  return false;
}

static bool is_region_terminator(MlbOperation *op) {
  return mlb_op_iface(op, MLB_IFACE_REGION_TERM) ||
         (mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE) &&
          mlb_op_has_trait(op, MLB_TRAIT_TERMINATOR));
}

/* ==== bottom-up-from-terminators ==== */
typedef struct Chains {
  MlbOpVec *out;
  MlbPtrMap *seen;
} Chains;

static bool add_once(Chains *c, MlbOperation *op) {
  bool ins;
  mlb_ptrmap_slot(c->seen, op, &ins);
  if (ins)
    mlb_vec_push(c->out, op);
  return ins;
}

static void push_if_result(MlbValueVec *work, MlbValue *v) {
  if (v->def_op && mlb_type_is_tensor(v->type))
    mlb_vec_push(work, v);
}

/* The operands result `res` may hold in place: those whose aliasing
 * results name it, and for an op with regions the values its regions'
 * terminators hand to it. */
static void aliasing_operands(MlbValue *res, MlbValueVec *work) {
  MlbOperation *op = res->def_op;
  MlbBufAlias buf[8], *al = MLB_OSA_ALIAS_ROOM(op, buf);
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (!mlb_type_is_tensor(mlb_op_operand(op, i)->type))
      continue;
    uint32_t n = mlb_buf_aliases(op, i, al);
    for (uint32_t k = 0; k < n; k++)
      if (al[k].result == res->index)
        push_if_result(work, mlb_op_operand(op, i));
  }
  mlb_osa_alias_room_free(al, buf);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next) {
      MlbUse *u = mlb_term_parent_use(mlb_block_terminator(b), res->index);
      if (u)
        push_if_result(work, u->value);
    }
}

static MlbWalkResult follow_terminator(MlbOperation *term, void *user) {
  Chains *c = user;
  if (!is_region_terminator(term) || !add_once(c, term))
    return MLB_WALK_ADVANCE;
  MlbValueVec work = {0};
  for (uint32_t i = 0; i < term->num_operands; i++)
    push_if_result(&work, mlb_op_operand(term, i));
  MlbRegion *r = term->block->parent;
  while (work.len) {
    MlbValue *v = mlb_vec_pop(&work);
    MlbOperation *def = v->def_op;
    /* Listed even when outside the region; followed only inside it. */
    if (!add_once(c, def) || !region_holds(r, def))
      continue;
    aliasing_operands(v, &work);
  }
  mlb_vec_free(&work);
  return MLB_WALK_ADVANCE;
}

static void from_terminators(MlbOperation *unit, MlbOpVec *out) {
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  Chains c = {out, &seen};
  mlb_walk_post(unit, follow_terminator, &c);
  MlbOpVec rest = {0};
  reverse_post_order(unit, &rest);
  for (uint32_t k = 0; k < rest.len; k++)
    if (!mlb_ptrmap_get(&seen, rest.data[k]) && has_tensor_value(rest.data[k]))
      mlb_vec_push(out, rest.data[k]);
  mlb_vec_free(&rest);
  mlb_ptrmap_free(&seen);
}

/* ==== Functions, callees first ==== */
typedef struct CallOrder {
  MlbOpVec functions;  /* in module order */
  MlbPtrMap index;     /* function -> position + 1 */
  MlbU32Vec *callees;  /* per function: positions of its callees */
  MlbOpVec *out;       /* callees before callers */
} CallOrder;

static MlbWalkResult collect_functions(MlbOperation *op, void *user) {
  CallOrder *co = user;
  if (!mlb_op_is_function(op))
    return MLB_WALK_ADVANCE;
  mlb_vec_push(&co->functions, op);
  mlb_ptrmap_put(&co->index, op, (void *)(uintptr_t)co->functions.len);
  return MLB_WALK_SKIP;
}

typedef struct CalleeWalk {
  MlbContext *ctx;
  CallOrder *co;
  MlbU32Vec *out;
  MlbOsaSizes *sizes; /* may be NULL */
} CalleeWalk;

static void count_tensors(MlbOperation *op, MlbOsaSizes *sz) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t k = 0; k < b->num_args; k++)
        sz->values += mlb_type_is_tensor(b->args[k]->type);
  for (uint32_t r = 0; r < op->num_results; r++)
    sz->values += mlb_type_is_tensor(mlb_op_result(op, r)->type);
  for (uint32_t i = 0; i < op->num_operands; i++)
    sz->operands += mlb_type_is_tensor(mlb_op_operand(op, i)->type);
}

static MlbWalkResult collect_callees(MlbOperation *op, void *user) {
  CalleeWalk *cw = user;
  if (cw->sizes)
    count_tensors(op, cw->sizes);
  if (!mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_WALK_ADVANCE;
  MlbOperation *callee = mlb_call_callee_in(cw->ctx, op);
  uintptr_t at = callee ? (uintptr_t)mlb_ptrmap_get(&cw->co->index, callee)
                        : 0;
  if (at)
    mlb_vec_push(cw->out, (uint32_t)(at - 1));
  return MLB_WALK_ADVANCE;
}

/* Post-order over the call graph, iteratively (call chains may be long):
 * a function on the stack when reached again (recursion) is analyzed
 * without its summary. */
static void order_functions(CallOrder *co) {
  uint32_t n = co->functions.len;
  uint8_t *state = mlb_calloc(n + 1, 1); /* 1 on the stack, 2 done */
  uint32_t *next = mlb_calloc(n + 1, sizeof *next);
  MlbU32Vec stack = {0};
  for (uint32_t f = 0; f < n; f++) {
    if (state[f])
      continue;
    state[f] = 1;
    mlb_vec_push(&stack, f);
    while (stack.len) {
      uint32_t top = stack.data[stack.len - 1];
      if (next[top] < co->callees[top].len) {
        uint32_t c = co->callees[top].data[next[top]++];
        if (!state[c]) {
          state[c] = 1;
          mlb_vec_push(&stack, c);
        }
        continue;
      }
      state[top] = 2;
      mlb_vec_push(co->out, co->functions.data[top]);
      stack.len--;
    }
  }
  mlb_vec_free(&stack);
  mlb_free(state);
  mlb_free(next);
}

static void call_order(MlbContext *ctx, CallOrder *co, MlbOperation *root,
                       MlbOsaSizes *sizes) {
  mlb_ptrmap_init(&co->index);
  mlb_walk_pre(root, collect_functions, co);
  co->callees = mlb_calloc(co->functions.len + 1, sizeof *co->callees);
  for (uint32_t f = 0; f < co->functions.len; f++) {
    CalleeWalk cw = {ctx, co, &co->callees[f], sizes};
    mlb_walk_pre(co->functions.data[f], collect_callees, &cw);
  }
  order_functions(co);
}

static void call_order_free(CallOrder *co) {
  for (uint32_t f = 0; f < co->functions.len; f++)
    mlb_vec_free(&co->callees[f]);
  mlb_free(co->callees);
  mlb_vec_free(&co->functions);
  mlb_ptrmap_free(&co->index);
}

/* Upstream takes the ready functions in hash order; we go depth first
 * from each function in module order, which is deterministic. */
void mlb_osa_functions_callees_first(MlbContext *ctx, MlbOperation *root,
                                     MlbOpVec *out, MlbOsaSizes *sizes) {
  CallOrder co = {.out = out};
  if (sizes)
    *sizes = (MlbOsaSizes){0, 0};
  call_order(ctx, &co, root, sizes);
  call_order_free(&co);
}

/* ==== Units ==== */
static void order_unit(MlbOperation *unit, const MlbOsaOptions *o,
                       MlbOpVec *out) {
  if (o->heuristic == MLB_OSA_FROM_TERMINATORS) {
    from_terminators(unit, out);
    return;
  }
  uint32_t first = out->len;
  if (o->heuristic != MLB_OSA_FUZZER) {
    /* Post-order, reversed for bottom-up. */
    mlb_walk_post(unit, list_tensor_op, out);
    for (uint32_t i = first, j = out->len; o->heuristic == MLB_OSA_BOTTOM_UP &&
                                           i + 1 < j; i++, j--) {
      MlbOperation *t = out->data[i];
      out->data[i] = out->data[j - 1];
      out->data[j - 1] = t;
    }
    return;
  }
  mlb_walk_post(unit, list_tensor_op, out);
  if (out->len > first) /* none: out->data may be NULL (a declaration) */
    shuffle(out->data + first, out->len - first, o->fuzzer_seed);
}

void mlb_osa_order(MlbOperation *unit, const MlbOsaOptions *o,
                   MlbOpVec *out) {
  order_unit(unit, o, out);
}

bool mlb_osa_skipped(const MlbOsaOptions *o, MlbOperation *op) {
  for (; op && !mlb_op_is_function(op); op = mlb_op_parent_op(op))
    ;
  const char *name = op ? mlb_op_symbol_name(op) : NULL;
  for (uint32_t k = 0; name && k < o->num_skip_funcs; k++)
    if (!strcmp(name, o->skip_funcs[k]))
      return true;
  return false;
}
