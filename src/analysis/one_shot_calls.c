/* one_shot_calls.c - what a call does to its tensors, from the decisions
 * made in its callee (upstream's FuncAnalysisState: read, written and
 * returned arguments).
 *
 * With bufferize-function-boundaries, functions are analyzed callees
 * first. After a function's decisions, its summary says, per tensor
 * argument, whether the body may read or write its buffer, and per
 * result, which arguments' buffers it may be (equivalent when every
 * return hands back that very buffer) and whether a caller may write it
 * in place: when nothing in its alias set is read-only in the callee (a
 * constant), no other result of the same return shares it, and it does
 * not escape through a memref. (An argument's buffer is as writable as
 * the caller's operand: the caller's analysis sees that operand in the
 * result's alias set.)
 *
 * A declaration (no body) is summarized from its `bufferization.access`
 * argument attributes ("read", "write", "read-write", "none"; without
 * one: read and written), every tensor result possibly any tensor
 * argument's buffer, none writable. As upstream, a function calling one
 * without a summary (itself, a call cycle, or a function reaching one)
 * gets none: calls to it keep the conservative answers of ops without
 * the interface (may read and write every operand).
 */
#include "analysis/one_shot_int.h"
#include "support/thresholds.h"

struct MlbOsaCallee {
  uint32_t num_args, num_results;
  bool *reads, *writes;       /* per argument */
  bool *result_writable;      /* per result */
  /* per result: not writable, but a copy of its own at the returns would
   * cost nothing more once deallocated (one_shot_fresh.c) */
  bool *result_freshable;
  int32_t *equivalent_arg;    /* per result, -1 for none */
  /* per result, per argument: may hold that argument's buffer */
  bool *aliases;              /* [r * num_args + k] */
};

static MlbOsaCallee *summary_of(MlbOsa *a, MlbOperation *op,
                                uint32_t *args_from) {
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  if (!ci || !a->summaries.len)
    return NULL;
  MlbOperation *callee = mlb_call_callee_in(a->ctx, op);
  MlbOsaCallee *s =
      callee ? mlb_ptrmap_get(&a->summaries_map, callee) : NULL;
  if (!s || op->num_results != s->num_results ||
      op->num_operands < ci->args_from + s->num_args)
    return NULL;
  *args_from = ci->args_from;
  return s;
}

/* The summary of op's callee when operand i is one of its arguments
 * (number *k), else NULL. */
static MlbOsaCallee *arg_summary(MlbOsa *a, MlbOperation *op, uint32_t i,
                                 uint32_t *k) {
  uint32_t from = 0;
  MlbOsaCallee *s = summary_of(a, op, &from);
  if (!s || i < from || i - from >= s->num_args)
    return NULL;
  *k = i - from;
  return s;
}

/* ==== Queries: the summary where there is one, else the interface ==== */
bool mlb_osa_fact_known(MlbOsa *a, MlbUse *u, uint32_t f, bool *answer) {
  uintptr_t bits =
      a->use_facts_on ? (uintptr_t)mlb_ptrmap_get(&a->use_facts, u) : 0;
  *answer = (bits & (f << 1)) != 0;
  return (bits & f) != 0;
}

bool mlb_osa_fact_put(MlbOsa *a, MlbUse *u, uint32_t f, bool answer) {
  if (a->use_facts_on) {
    void **slot = mlb_ptrmap_slot(&a->use_facts, u, NULL);
    *slot = (void *)((uintptr_t)*slot | f | (answer ? f << 1 : 0));
  }
  return answer;
}

static bool summary_reads(MlbOsa *a, MlbOperation *op, uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  return s ? s->reads[k] : mlb_buf_reads(op, i);
}

static bool summary_writes(MlbOsa *a, MlbOperation *op, uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  return s ? s->writes[k] : mlb_buf_writes(op, i);
}

MlbValue *mlb_osa_written_callee_arg(MlbOsa *a, MlbOperation *op,
                                     uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  if (!s || !s->writes[k] || !mlb_osa_callee_analyzed(a, op))
    return NULL;
  MlbOperation *fn = mlb_call_callee_in(a->ctx, op);
  MlbBlock *entry = fn ? mlb_callable_entry(fn) : NULL;
  return entry && k < entry->num_args ? entry->args[k] : NULL;
}

bool mlb_osa_reads(MlbOsa *a, MlbOperation *op, uint32_t i) {
  MlbUse *u = &op->operands[i];
  bool r;
  if (mlb_osa_fact_known(a, u, MLB_OSA_FACT_READS, &r))
    return r;
  return mlb_osa_fact_put(a, u, MLB_OSA_FACT_READS, summary_reads(a, op, i));
}

bool mlb_osa_writes(MlbOsa *a, MlbOperation *op, uint32_t i) {
  MlbUse *u = &op->operands[i];
  bool w;
  if (mlb_osa_fact_known(a, u, MLB_OSA_FACT_WRITES, &w))
    return w;
  return mlb_osa_fact_put(a, u, MLB_OSA_FACT_WRITES,
                          summary_writes(a, op, i));
}

/* The aliases of operand u, remembered in its facts when there is at
 * most one (nearly every operand: an init and its result, a slice's
 * source): known bit, count, relation, definite, and the result number
 * in bits ALIAS_RESULT_SHIFT and up (a larger number is not kept). */
enum {
  ALIAS_ONE = MLB_OSA_FACT_ALIASES << 1,
  ALIAS_MAY = MLB_OSA_FACT_ALIASES << 2,
  ALIAS_DEFINITE = MLB_OSA_FACT_ALIASES << 3,
  ALIAS_RESULT_SHIFT = 16,
  ALIAS_RESULT_MAX = 0xffff,
};

static bool aliases_known(MlbOsa *a, MlbUse *u, uint32_t *n,
                          MlbBufAlias *out) {
  uintptr_t bits =
      a->use_facts_on ? (uintptr_t)mlb_ptrmap_get(&a->use_facts, u) : 0;
  if (!(bits & MLB_OSA_FACT_ALIASES))
    return false;
  *n = (bits & ALIAS_ONE) != 0;
  if (*n)
    out[0] = (MlbBufAlias){
        (uint32_t)(bits >> ALIAS_RESULT_SHIFT) & ALIAS_RESULT_MAX,
        (bits & ALIAS_MAY) ? MLB_BUF_MAY_ALIAS : MLB_BUF_EQUIVALENT,
        (bits & ALIAS_DEFINITE) != 0};
  return true;
}

static uint32_t aliases_put(MlbOsa *a, MlbUse *u, uint32_t n,
                            const MlbBufAlias *out) {
  if (!a->use_facts_on || n > 1 || (n && out[0].result > ALIAS_RESULT_MAX))
    return n;
  uintptr_t bits = MLB_OSA_FACT_ALIASES;
  if (n)
    bits |= ALIAS_ONE | (uintptr_t)out[0].result << ALIAS_RESULT_SHIFT |
            (out[0].relation == MLB_BUF_MAY_ALIAS ? ALIAS_MAY : 0) |
            (out[0].definite ? ALIAS_DEFINITE : 0);
  void **slot = mlb_ptrmap_slot(&a->use_facts, u, NULL);
  *slot = (void *)((uintptr_t)*slot | bits);
  return n;
}

static uint32_t summary_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                                MlbBufAlias *out) {
  uint32_t k = 0, n = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  if (!s)
    return mlb_buf_aliases(op, i, out);
  for (uint32_t r = 0; r < s->num_results; r++) {
    if (!s->aliases[r * s->num_args + k])
      continue;
    bool eq = s->equivalent_arg[r] == (int32_t)k;
    out[n++] = (MlbBufAlias){r, eq ? MLB_BUF_EQUIVALENT : MLB_BUF_MAY_ALIAS,
                             eq};
  }
  return n;
}

uint32_t mlb_osa_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                         MlbBufAlias *out) {
  MlbUse *u = &op->operands[i];
  uint32_t n;
  if (aliases_known(a, u, &n, out))
    return n;
  return aliases_put(a, u, summary_aliases(a, op, i, out), out);
}

bool mlb_osa_callee_analyzed(MlbOsa *a, MlbOperation *op) {
  uint32_t from = 0;
  if (!summary_of(a, op, &from))
    return false;
  MlbOperation *callee = mlb_call_callee_in(a->ctx, op);
  return callee && callee->num_regions && callee->regions[0].first;
}

bool mlb_osa_call_result_freshable(MlbOsa *a, MlbOperation *op, uint32_t r) {
  uint32_t from = 0;
  MlbOsaCallee *s = summary_of(a, op, &from);
  return s && r < s->num_results && s->result_freshable[r] &&
         mlb_osa_callee_analyzed(a, op);
}

bool mlb_osa_result_writable(MlbOsa *a, MlbOperation *op, uint32_t r) {
  uint32_t from = 0;
  MlbOsaCallee *s = summary_of(a, op, &from);
  if (!s)
    return mlb_buf_result_writable(op, r) ||
           mlb_osa_unsummarized_result_writable(a, op);
  if (r >= s->num_results)
    return mlb_buf_result_writable(op, r);
  return s->result_writable[r];
}

static bool copy_needed_now(MlbOsa *a, MlbOperation *op, uint32_t i);

/* Does op, with its nested ops, do nothing but read (on tensors, a
 * structured op and its payload: nothing at all)? */
static bool only_reads(MlbContext *ctx, MlbOperation *op) {
  MlbEffectVec fx = {0};
  bool ok = mlb_op_effects(ctx, op, &fx);
  for (uint32_t k = 0; ok && k < fx.len; k++)
    ok = fx.data[k].kind == MLB_EFFECT_READ;
  mlb_vec_free(&fx);
  return ok;
}

/* ==== Dead ops: their reads change nothing anyone sees ==== */
/* How deep live_read_at and dead_readers follow results and dead ops
 * before they answer "read" (a limit of the answer, not a threshold).
 * The choice's estimate asks, and the leaving out of dead writes after
 * the analysis; the conflict check counts reads by dead ops
 * (dead-op-reads-count.mlir). No test holds a chain past the limit. */
enum { DEAD_READ_DEPTH = 16 };

static bool dead_at(MlbOsa *a, MlbOperation *op, uint32_t depth);

static bool forwards_only(const MlbOperation *op) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi && (bi->flags & MLB_BUF_FORWARDS_ONLY);
}

/* Is tensor v read by an op that is not dead, directly or through what
 * merely aliases it? Calls answer from their callees' summaries (an
 * argument the callee ignores is not read); a branch, from the
 * interface (is the successor's argument read?). */
static bool live_read_at(MlbOsa *a, MlbValue *v, uint32_t depth) {
  if (depth > DEAD_READ_DEPTH)
    return true;
  for (MlbUse *x = v->uses; x; x = x->next) {
    MlbOperation *op = x->owner;
    uint32_t i = mlb_use_index(x);
    if (forwards_only(op)) {
      if (mlb_buf_copy_needed(op, i))
        return true;
      continue;
    }
    if (mlb_osa_reads(a, op, i)) {
      if (!dead_at(a, op, depth + 1))
        return true;
      continue;
    }
    if (mlb_osa_writes(a, op, i))
      continue; /* what its results hold is the op's, not v's */
    MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
    uint32_t n = mlb_osa_aliases(a, op, i, al);
    bool live = false;
    for (uint32_t k = 0; k < n && !live; k++)
      live = live_read_at(a, mlb_op_result(op, al[k].result), depth + 1);
    mlb_osa_alias_room_free(al, small);
    if (live)
      return true;
  }
  return false;
}

/* Does op make its results from tensors only (no memref operand, whose
 * memory the program may also reach)? */
static bool takes_no_memref(MlbOperation *op) {
  for (uint32_t j = 0; j < op->num_operands; j++)
    if (mlb_type_is_memref(mlb_op_operand(op, j)->type))
      return false;
  return true;
}

/* Has op no effect but reading memory and allocating (its nested ops
 * included)? An op with unknown effects qualifies only as a region-less
 * maker of new tensors from tensors (alloc_tensor's copy). */
static bool effects_harmless(MlbContext *ctx, MlbOperation *op) {
  MlbEffectVec fx = {0};
  bool known = mlb_op_effects(ctx, op, &fx), ok = known;
  for (uint32_t k = 0; ok && k < fx.len; k++)
    ok = fx.data[k].kind == MLB_EFFECT_READ ||
         fx.data[k].kind == MLB_EFFECT_ALLOCATE;
  mlb_vec_free(&fx);
  if (known)
    return ok;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi && (bi->flags & MLB_BUF_RESULTS_NEW) && !op->num_regions &&
         takes_no_memref(op);
}

/* Does operand j of op hold a buffer that only tensor land sees: a copy
 * of its own (out of place), or a new buffer of an op that makes one from
 * tensors (not a to_tensor of a memref, which the program may load)? */
static bool private_destination(MlbOsa *a, MlbOperation *op, uint32_t j) {
  if (mlb_osa_decision(a, &op->operands[j]) == MLB_OSA_OUT_OF_PLACE)
    return true;
  MlbOperation *def = mlb_op_operand(op, j)->def_op;
  const MlbBufferizeIface *bi = def ? mlb_buf_iface(def) : NULL;
  return bi && (bi->flags & MLB_BUF_RESULTS_NEW) &&
         !(bi->flags & MLB_BUF_RESULTS_FOREIGN) && takes_no_memref(def);
}

/* A dead op: nothing reads its tensor results (but dead ops), nothing
 * uses its other results, it has no effect beyond reading and
 * allocating, and what it writes is a buffer only tensor land sees. What
 * it reads then reaches no value anyone observes: a write that changes
 * it before it runs makes no difference (random programs 4960021,
 * 4960042). Not a call, a terminator or a branch (they hand values on). */
static bool dead_at(MlbOsa *a, MlbOperation *op, uint32_t depth) {
  if (depth > DEAD_READ_DEPTH || !op->num_results || op->num_successors ||
      mlb_op_is_terminator(op) || mlb_op_iface(op, MLB_IFACE_CALL) ||
      !mlb_buf_iface(op))
    return false;
  for (uint32_t r = 0; r < op->num_results; r++) {
    MlbValue *res = mlb_op_result(op, r);
    if (mlb_type_is_tensor(res->type) ? live_read_at(a, res, depth + 1)
                                      : res->uses != NULL)
      return false;
  }
  for (uint32_t j = 0; j < op->num_operands; j++)
    if (mlb_type_is_tensor(mlb_op_operand(op, j)->type) &&
        mlb_osa_writes(a, op, j) && !private_destination(a, op, j))
      return false;
  return effects_harmless(a->ctx, op);
}

bool mlb_osa_dead_op(MlbOsa *a, MlbOperation *op) {
  return dead_at(a, op, 0);
}

/* Does op write tensor operand i and nothing else, with no effect beyond
 * its tensors, while no tensor result of it is read? Then, with i out of
 * place, nothing ever looks at its work: the new buffer needs no copy
 * (though the op reads it: linalg.map's payload using its init, the rest
 * of an insert's destination), and the rewrite leaves the op out. Only
 * for destination-passing ops with one result, which holds operand i's
 * buffer. */
static bool sole_write(MlbOsa *a, MlbOperation *op, uint32_t i) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi || !(bi->flags & MLB_BUF_DPS) || op->num_results != 1 ||
      !mlb_type_is_tensor(mlb_op_result(op, 0)->type) ||
      mlb_op_iface(op, MLB_IFACE_CALL) || !mlb_osa_writes(a, op, i))
    return false;
  for (uint32_t j = 0; j < op->num_operands; j++)
    if (j != i && mlb_osa_writes(a, op, j))
      return false;
  MlbBufAlias al[1];
  return mlb_buf_aliases(op, i, al) == 1 && al[0].result == 0;
}

static bool unread_write(MlbOsa *a, MlbOperation *op, uint32_t i) {
  return sole_write(a, op, i) &&
         !mlb_buf_value_read(mlb_op_result(op, 0)) &&
         only_reads(a->ctx, op);
}

/* ==== Dead writes left out with their dead readers ====
 * An op whose one write goes out of place and needs the old contents
 * (linalg.map reading its init), while only dead ops read its result
 * (random programs 4960021, 4960042: a copy nothing reads), is left out
 * with no copy -- but then its result's buffer is unfilled, so every dead
 * op reading it is left out as well (a dead op running on what it did
 * not expect may load out of bounds: dead-op-reads-count.mlir), and so
 * on down their results. Decided after the analysis, whose decisions
 * counted every such read: taking reads away makes no conflict. Only
 * where a copy goes; elsewhere dead ops stay, as upstream's. */
typedef struct DeadReaders {
  MlbOpVec ops;
  MlbU32Vec how; /* per op: its sole write, or MLB_OSA_LEFT_OUT_NEW */
} DeadReaders;

/* How the rewrite can leave dead op d out: its result takes the buffer
 * of its sole write (in place: the private destination, left as it was;
 * out of place: a new one, unfilled), or, for a region-less op making
 * one new tensor of static shape, a new unfilled buffer. */
static bool leave_out_how(MlbOsa *a, MlbOperation *d, uint32_t *how) {
  for (uint32_t j = 0; j < d->num_operands; j++)
    if (mlb_type_is_tensor(mlb_op_operand(d, j)->type) &&
        sole_write(a, d, j)) {
      *how = j;
      return true;
    }
  const MlbBufferizeIface *bi = mlb_buf_iface(d);
  MlbType *t = d->num_results == 1 ? mlb_op_result(d, 0)->type : NULL;
  if (!bi || !(bi->flags & MLB_BUF_RESULTS_NEW) || d->num_regions || !t ||
      !mlb_type_is_tensor(t) || !mlb_type_has_static_shape(t))
    return false;
  *how = MLB_OSA_LEFT_OUT_NEW;
  return true;
}

static bool listed(const DeadReaders *s, const MlbOperation *op) {
  for (uint32_t k = 0; k < s->ops.len; k++)
    if (s->ops.data[k] == op)
      return true;
  return false;
}

/* Lists the readers of v (through what merely aliases it, as
 * live_read_at walks): false unless each is a dead op the rewrite can
 * leave out, and so are the readers of its results. An out-of-place use
 * whose copy reads v (but a dead reader's) counts as a reader too. */
static bool dead_readers(MlbOsa *a, MlbValue *v, DeadReaders *s,
                         uint32_t depth) {
  if (depth > DEAD_READ_DEPTH)
    return false;
  for (MlbUse *x = v->uses; x; x = x->next) {
    MlbOperation *op = x->owner;
    uint32_t i = mlb_use_index(x), how = 0;
    bool reads = mlb_osa_reads(a, op, i);
    if (forwards_only(op) ? mlb_buf_copy_needed(op, i)
        : !reads && mlb_osa_decision(a, x) == MLB_OSA_OUT_OF_PLACE &&
              copy_needed_now(a, op, i))
      return false;
    if (forwards_only(op) || listed(s, op))
      continue;
    if (reads) {
      if (!dead_at(a, op, 0) || !leave_out_how(a, op, &how))
        return false;
      mlb_vec_push(&s->ops, op);
      mlb_vec_push(&s->how, how);
      for (uint32_t r = 0; r < op->num_results; r++)
        if (mlb_type_is_tensor(mlb_op_result(op, r)->type) &&
            !dead_readers(a, mlb_op_result(op, r), s, depth + 1))
          return false;
      continue;
    }
    if (mlb_osa_writes(a, op, i))
      continue;
    MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
    uint32_t n = mlb_osa_aliases(a, op, i, al);
    bool dead = true;
    for (uint32_t k = 0; k < n && dead; k++)
      dead = dead_readers(a, mlb_op_result(op, al[k].result), s, depth + 1);
    mlb_osa_alias_room_free(al, small);
    if (!dead)
      return false;
  }
  return true;
}

static void put_left_out(MlbOsa *a, MlbOperation *op, uint32_t how) {
  mlb_ptrmap_put(&a->left_out, op, (void *)((uintptr_t)how + 1));
  if (how != MLB_OSA_LEFT_OUT_NEW &&
      mlb_osa_decision(a, &op->operands[how]) == MLB_OSA_OUT_OF_PLACE)
    mlb_ptrmap_put(&a->fixed_copies, &op->operands[how], (void *)2);
}

/* op's out-of-place operand i, fixed to be copied: can op and the dead
 * readers of its result be left out instead? */
static void leave_out_dead_write(MlbOsa *a, MlbOperation *op, uint32_t i) {
  if (!sole_write(a, op, i) || !only_reads(a->ctx, op))
    return;
  DeadReaders s = {0};
  if (dead_readers(a, mlb_op_result(op, 0), &s, 0)) {
    put_left_out(a, op, i);
    for (uint32_t k = 0; k < s.ops.len; k++)
      put_left_out(a, s.ops.data[k], s.how.data[k]);
  }
  mlb_vec_free(&s.ops);
  mlb_vec_free(&s.how);
}

static MlbWalkResult leave_out_dead_writes(MlbOperation *op, void *user) {
  MlbOsa *a = user;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_ptrmap_get(&a->fixed_copies, &op->operands[i]) == (void *)1)
      leave_out_dead_write(a, op, i);
  return MLB_WALK_ADVANCE;
}

bool mlb_osa_left_out(const MlbOsa *a, MlbOperation *op, uint32_t *operand) {
  void *v = a->copies_fixed ? mlb_ptrmap_get(&a->left_out, op) : NULL;
  if (v)
    *operand = (uint32_t)((uintptr_t)v - 1);
  return v != NULL;
}

bool mlb_osa_new_result_unread(const MlbOsa *a, MlbOperation *op) {
  return a->copies_fixed &&
         mlb_ptrmap_get(&a->fixed_unread, op) == (void *)1;
}

/* op's operand u, a tensor it reads: when op makes one new tensor from
 * it, is that tensor read? Asked once per op, before the rewrite (random
 * program 7120416: `alloc_tensor copy(%t)` handed to a loop whose body
 * only overwrites it, copied where mlir-opt 22 gives the loop a new
 * buffer of its own unfilled: 48 bytes more). The walk is the one
 * unread_write asks: a loop init is read when its body reads it or the
 * loop may make no trip. */
static void fix_unread(MlbOsa *a, MlbUse *u) {
  MlbOperation *op = u->owner;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi || !(bi->flags & MLB_BUF_RESULTS_NEW) || op->num_results != 1 ||
      !mlb_type_is_tensor(mlb_op_result(op, 0)->type) ||
      mlb_ptrmap_get(&a->fixed_unread, op) ||
      !mlb_osa_reads(a, op, mlb_use_index(u)))
    return;
  bool read = mlb_buf_value_read(mlb_op_result(op, 0));
  mlb_ptrmap_put(&a->fixed_unread, op, read ? (void *)2 : (void *)1);
}

bool mlb_osa_copy_needed(MlbOsa *a, MlbOperation *op, uint32_t i) {
  void *fixed = a->copies_fixed
                    ? mlb_ptrmap_get(&a->fixed_copies, &op->operands[i])
                    : NULL;
  if (fixed)
    return fixed == (void *)1;
  return copy_needed_now(a, op, i);
}

/* Every decided operand is in a->order (decide_ops and
 * mlb_osa_force_in_place list each before deciding it), so the out of
 * place ones are found there, not by a walk of the whole module (a cache
 * miss per op). The answers do not depend on the order they are asked
 * in: until copies_fixed, mlb_osa_copy_needed asks copy_needed_now, and
 * unread_write holds for at most one operand of an op (the only one it
 * writes). Dead writes are then left out in program order (a walk, only
 * when some copied operand's op could be one). */
void mlb_osa_fix_copies(MlbOsa *a, MlbOperation *root) {
  bool dead_write_candidate = false;
  for (uint32_t k = 0; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    if (!mlb_type_is_tensor(u->value->type))
      continue;
    fix_unread(a, u);
    if (mlb_osa_decision(a, u) != MLB_OSA_OUT_OF_PLACE)
      continue;
    MlbOperation *op = u->owner;
    uint32_t i = mlb_use_index(u);
    bool copy = copy_needed_now(a, op, i);
    mlb_ptrmap_put(&a->fixed_copies, u, copy ? (void *)1 : (void *)2);
    if (unread_write(a, op, i))
      mlb_ptrmap_put(&a->left_out, op, (void *)(uintptr_t)(i + 1));
    dead_write_candidate = dead_write_candidate ||
                           (copy && sole_write(a, op, i) &&
                            only_reads(a->ctx, op));
  }
  if (dead_write_candidate)
    mlb_walk_pre(root, leave_out_dead_writes, a);
  a->copies_fixed = true;
}

static bool osa_value_read(void *state, MlbValue *v) {
  return mlb_osa_value_read(state, v);
}

/* An op with no regions and no successors that neither reads nor writes
 * operand i only names it again (tensor.cast): its copy holds the value
 * only when an aliasing result is read, asked with the analysis' walk,
 * which knows the calls' summaries (random program 7143419: a constant
 * cast and handed to a callee that only fills it, copied where mlir-opt
 * 22 gives the callee a new buffer unfilled, 72 bytes less:
 * cast-to-unread-call.mlir). */
static bool alias_only(MlbOsa *a, MlbOperation *op, uint32_t i) {
  return op->num_regions == 0 && op->num_successors == 0 &&
         !mlb_op_iface(op, MLB_IFACE_CALL) && !mlb_osa_reads(a, op, i) &&
         !mlb_osa_writes(a, op, i);
}

static bool alias_read(MlbOsa *a, MlbOperation *op, uint32_t i) {
  MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
  uint32_t n = mlb_osa_aliases(a, op, i, al);
  bool read = false;
  for (uint32_t k = 0; k < n && !read; k++)
    read = mlb_osa_value_read(a, mlb_op_result(op, al[k].result));
  mlb_osa_alias_room_free(al, small);
  return read;
}

/* A written operand's copy is needed when the op reads it. An op that
 * hands it to a region's argument answers with the analysis' walk, which
 * knows the calls' summaries (random program 7133790: a loop init copied
 * for a body passing the argument to a callee that never reads it, then
 * overwriting it; mlir-opt 22 gives the loop a new buffer unfilled, 48
 * bytes less: loop-init-unread-call.mlir). */
static bool interface_copy_needed(MlbOsa *a, MlbOperation *op, uint32_t i) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (bi && bi->reads_given && mlb_buf_writes(op, i))
    return bi->reads_given(op, i, osa_value_read, a);
  if (alias_only(a, op, i))
    return alias_read(a, op, i);
  return mlb_buf_copy_needed(op, i);
}

static bool summary_copy_needed(MlbOsa *a, MlbOperation *op, uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  if (!s)
    return interface_copy_needed(a, op, i);
  if (s->reads[k])
    return true;
  if (s->writes[k])
    return false; /* only the space is needed */
  for (uint32_t r = 0; r < s->num_results; r++)
    if (s->aliases[r * s->num_args + k] &&
        mlb_buf_value_read(mlb_op_result(op, r)))
      return true;
  return false;
}

/* Out of the fixed answers: an op's one unread write needs no copy; else
 * the summary's or interface's answer, remembered while deciding. */
static bool copy_needed_now(MlbOsa *a, MlbOperation *op, uint32_t i) {
  if (unread_write(a, op, i))
    return false;
  MlbUse *u = &op->operands[i];
  bool c;
  if (mlb_osa_fact_known(a, u, MLB_OSA_FACT_COPY, &c))
    return c;
  return mlb_osa_fact_put(a, u, MLB_OSA_FACT_COPY,
                          summary_copy_needed(a, op, i));
}

/* ==== Summarizing a function ==== */
typedef struct SetFacts {
  bool read, written, escaped, readonly;
} SetFacts;

/* What the uses of the members of value number `id`'s alias set do to
 * that buffer. */
static SetFacts set_facts(MlbOsa *a, uint32_t id) {
  SetFacts f = {0};
  uint32_t v = id;
  do {
    MlbValue *val = a->values.data[v];
    f.readonly |= !mlb_osa_value_writable(a, val);
    for (MlbUse *x = val->uses; x; x = x->next) {
      uint32_t i = mlb_use_index(x);
      bool esc = mlb_osa_use_escapes(x);
      f.escaped |= esc;
      f.read |= esc || mlb_osa_reads(a, x->owner, i) ||
                (!mlb_osa_in_place(a, x->owner, i) &&
                 mlb_osa_copy_needed(a, x->owner, i));
      f.written |= esc || (mlb_osa_in_place(a, x->owner, i) &&
                           mlb_osa_writes(a, x->owner, i));
    }
    v = mlb_osa_alias_next(a, v);
  } while (v != id);
  return f;
}

/* Does an in-place write reach the argument's own buffer? The alias set
 * says which writes might; it is a union, so a set that an arith.select
 * or a branch joined with a loop's result holds the loop's writes into
 * its iteration argument, whose buffer is the copy made for an init
 * decided out of place (random program 7022644: the caller copied the
 * argument before every call for nothing). The origins of the written
 * value tell: a write counts only where that value may hold the
 * argument's buffer (upstream keeps a loop's body out of its init's set
 * for the same effect). */
static bool set_written(MlbOsa *a, MlbValue *v, bool own_buffer);

static bool arg_buffer_written(MlbOsa *a, MlbValue *arg) {
  return set_written(a, arg, true);
}

static void list_returns(MlbBlock *first, MlbOpVec *out) {
  for (MlbBlock *b = first; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      mlb_vec_push(out, t);
  }
}

static MlbOsaCallee *new_summary(uint32_t nargs, uint32_t nres) {
  MlbOsaCallee *s = mlb_calloc(1, sizeof *s);
  s->num_args = nargs;
  s->num_results = nres;
  s->reads = mlb_calloc(nargs + 1, sizeof *s->reads);
  s->writes = mlb_calloc(nargs + 1, sizeof *s->writes);
  /* result_freshable shares result_writable's block */
  s->result_writable = mlb_calloc(2 * (nres + 1), sizeof *s->result_writable);
  s->result_freshable = s->result_writable + nres + 1;
  s->equivalent_arg = mlb_calloc(nres + 1, sizeof *s->equivalent_arg);
  s->aliases = mlb_calloc(nargs * nres + 1, sizeof *s->aliases);
  return s;
}

/* Has value number id's alias set a read-only member that is not an
 * inner call's result (a constant, a read-only to_tensor)? A call's
 * result is the function's own buffer once deallocated: the pipeline
 * hands it on without a clone. */
static bool readonly_not_returned(MlbOsa *a, uint32_t id) {
  uint32_t v = id;
  do {
    MlbValue *val = a->values.data[v];
    if (!mlb_osa_value_writable(a, val) &&
        !(val->def_op && mlb_op_iface(val->def_op, MLB_IFACE_CALL)))
      return true;
    v = mlb_osa_alias_next(a, v);
  } while (v != id);
  return false;
}

/* Result r of every return: which arguments it may be, the one it surely
 * is, whether it is a writable buffer of its own. A result the callee
 * returns as a copy of its own (one_shot_fresh.c) is a new buffer,
 * writable and no argument's, and its copy reads what it copies. */
static void summarize_result(MlbOsa *a, MlbOsaCallee *s, MlbOperation *fn,
                             MlbBlock *entry, const MlbOpVec *rets,
                             uint32_t r) {
  int32_t eq = -2; /* not yet seen */
  bool writable = true, foreign = false;
  for (uint32_t t = 0; t < rets->len; t++) {
    MlbOperation *ret = rets->data[t];
    MlbValue *v = r < ret->num_operands ? mlb_op_operand(ret, r) : NULL;
    if (!v || !mlb_type_is_tensor(v->type)) {
      writable = false, eq = -1;
      continue;
    }
    uint32_t id = mlb_osa_id(a, v), root = mlb_osa_alias_root(a, id);
    int32_t this_eq = -1;
    for (uint32_t k = 0; k < s->num_args; k++) {
      MlbValue *arg = entry->args[k];
      if (!mlb_type_is_tensor(arg->type))
        continue;
      if (mlb_osa_alias_root(a, mlb_osa_id(a, arg)) == root)
        s->aliases[r * s->num_args + k] = foreign = true;
      if (this_eq < 0 && mlb_osa_equivalent(a, v, arg))
        this_eq = (int32_t)k;
    }
    eq = eq == -2 || eq == this_eq ? this_eq : -1;
    /* Another result of the same return sharing the buffer: the caller
     * would see two values in one buffer it cannot tell apart. (Not one
     * returned as a copy of its own.) */
    bool unique = true;
    for (uint32_t o = 0; o < ret->num_operands && unique; o++) {
      MlbValue *w = mlb_op_operand(ret, o);
      unique = o == r || !mlb_type_is_tensor(w->type) ||
               mlb_osa_result_fresh(a, fn, o) ||
               mlb_osa_alias_root(a, mlb_osa_id(a, w)) != root;
    }
    SetFacts f = set_facts(a, id);
    foreign |= f.readonly && readonly_not_returned(a, id);
    /* The very buffer of an argument, alone among the results: as
     * writable as the caller's operand, which the caller's analysis sees
     * in the result's alias set (what else of the callee shares the set,
     * a constant, results of inner calls, is dead once it returns). */
    bool arg_buffer = this_eq >= 0 && unique;
    writable &= arg_buffer || (unique && !f.readonly);
    writable &= !f.escaped;
  }
  s->equivalent_arg[r] = eq < 0 ? -1 : eq;
  s->result_writable[r] = writable && rets->len > 0;
  /* Not the callee's own allocation (an argument's buffer, a constant):
   * the deallocation pipeline would clone it at the return anyway. A
   * ranked tensor: its copy needs an allocation of its shape. */
  MlbType *ft = mlb_function_type(fn);
  MlbType *rt = ft && r < ft->u.func.num_results
                    ? ft->u.func.types[ft->u.func.num_inputs + r]
                    : NULL;
  s->result_freshable[r] = !s->result_writable[r] && foreign && rt &&
                           rt->kind == MLB_TYPE_TENSOR;
  a->any_freshable |= s->result_freshable[r];
  if (!mlb_osa_result_fresh(a, fn, r))
    return;
  for (uint32_t k = 0; k < s->num_args; k++) {
    s->reads[k] |= s->aliases[r * s->num_args + k];
    s->aliases[r * s->num_args + k] = false;
  }
  s->equivalent_arg[r] = -1;
  s->result_writable[r] = true;
}


/* A tensor among the inputs or results (upstream's hasTensorSignature:
 * calls to other functions do not order the analysis). */
static bool tensor_signature(MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  uint32_t n = ft ? ft->u.func.num_inputs + ft->u.func.num_results : 0;
  for (uint32_t k = 0; k < n; k++)
    if (mlb_type_is_tensor(ft->u.func.types[k]))
      return true;
  return false;
}

static bool access_is(const MlbAttr *acc, const char *s) {
  size_t n = strlen(s);
  return acc && acc->kind == MLB_ATTR_STRING && acc->u.str.len == n &&
         memcmp(acc->u.str.data, s, n) == 0;
}

/* A declaration: what its argument attributes say, else the worst. */
static MlbOsaCallee *declaration_summary(MlbOperation *fn) {
  MlbType *ft = mlb_function_type(fn);
  if (!ft)
    return NULL;
  uint32_t ni = ft->u.func.num_inputs, nr = ft->u.func.num_results;
  MlbType **res = nr ? ft->u.func.types + ni : NULL; /* may be NULL */
  MlbOsaCallee *s = new_summary(ni, nr);
  for (uint32_t k = 0; k < ni; k++) {
    if (!mlb_type_is_tensor(ft->u.func.types[k]))
      continue;
    MlbAttr *acc = mlb_function_arg_attr(fn, k, "bufferization.access");
    bool given = acc && acc->kind == MLB_ATTR_STRING;
    s->reads[k] = !given || access_is(acc, "read") ||
                  access_is(acc, "read-write");
    s->writes[k] = !given || access_is(acc, "write") ||
                   access_is(acc, "read-write");
    for (uint32_t r = 0; r < nr; r++)
      s->aliases[r * ni + k] = mlb_type_is_tensor(res[r]);
  }
  for (uint32_t r = 0; r < nr; r++)
    s->equivalent_arg[r] = -1;
  return s;
}

typedef struct CallScan {
  MlbOsa *a;
  bool unsummarized;
} CallScan;

static MlbWalkResult scan_call(MlbOperation *op, void *user) {
  CallScan *cs = user;
  if (!mlb_op_iface(op, MLB_IFACE_CALL))
    return MLB_WALK_ADVANCE;
  MlbOperation *callee = mlb_call_callee_in(cs->a->ctx, op);
  if (callee && tensor_signature(callee) &&
      !mlb_ptrmap_get(&cs->a->summaries_map, callee)) {
    cs->unsummarized = true;
    return MLB_WALK_INTERRUPT;
  }
  return MLB_WALK_ADVANCE;
}

/* Functions are summarized callees first: a callee with a tensor
 * signature still without a summary is fn itself, in a cycle with fn,
 * or reaches one. */
static bool calls_unsummarized(MlbOsa *a, MlbOperation *fn) {
  CallScan cs = {a, false};
  mlb_walk_pre(fn, scan_call, &cs);
  return cs.unsummarized;
}

static void add_summary(MlbOsa *a, MlbOperation *fn, MlbOsaCallee *s) {
  mlb_ptrmap_put(&a->summaries_map, fn, s);
  mlb_vec_push(&a->summaries, s);
  /* Calls to fn answer from its summary from now on. */
  if (a->use_facts.len)
    mlb_ptrmap_clear(&a->use_facts);
  mlb_osa_memo_free(a); /* and the calls' steps */
}

void mlb_osa_summarize(MlbOsa *a, MlbOperation *fn) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  MlbBlock *entry = mlb_callable_entry(fn);
  if (!entry) {
    MlbOsaCallee *s = ci ? declaration_summary(fn) : NULL;
    if (s)
      add_summary(a, fn, s);
    return;
  }
  if (calls_unsummarized(a, fn))
    return;
  MlbOpVec rets = {0};
  list_returns(entry, &rets);
  uint32_t nres = rets.len ? rets.data[0]->num_operands : 0;
  for (uint32_t t = 1; t < rets.len; t++)
    if (rets.data[t]->num_operands != nres) {
      mlb_vec_free(&rets);
      return; /* returns disagree: no summary */
    }
  MlbOsaCallee *s = new_summary(entry->num_args, nres);
  for (uint32_t k = 0; k < entry->num_args; k++) {
    MlbValue *arg = entry->args[k];
    if (!mlb_type_is_tensor(arg->type))
      continue;
    SetFacts f = set_facts(a, mlb_osa_id(a, arg));
    /* Read: the incoming contents, on some path before an op overwrites
     * them (upstream's isValueRead; a member of the alias set read after
     * a whole overwrite reads the callee's own data: random program
     * 6982207, a loop whose linalg.map overwrites the argument, copied
     * for nothing at the call). An escape may read anything. */
    s->reads[k] = f.escaped || (f.read && mlb_osa_value_read(a, arg));
    s->writes[k] = f.escaped || (f.written && arg_buffer_written(a, arg));
  }
  for (uint32_t r = 0; r < nres; r++)
    summarize_result(a, s, fn, entry, &rets, r);
  mlb_vec_free(&rets);
  add_summary(a, fn, s);
}

bool mlb_osa_summarized(const MlbOsa *a, MlbOperation *fn) {
  return mlb_ptrmap_get(&a->summaries_map, fn) != NULL;
}

/* ==== What a function does to an argument (upstream's isValueRead,
 * isValueWritten) ==== */
bool mlb_osa_value_read(MlbOsa *a, MlbValue *v) {
  MLB_VEC(MlbUse *) work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  for (MlbUse *x = v->uses; x; x = x->next)
    mlb_vec_push(&work, x);
  bool read = false;
  while (work.len && !read) {
    MlbUse *x = work.data[--work.len];
    bool ins;
    mlb_ptrmap_slot(&seen, x, &ins);
    if (!ins)
      continue;
    MlbOperation *op = x->owner;
    uint32_t i = mlb_use_index(x);
    /* A branch hands v to block arguments (its read is that handing on,
     * upstream's isValueRead follows it too): what reads them reads v
     * (random program 7157973: a select's operand out of place, handed
     * by a cf.cond_br to a block that only fills it, was copied). */
    if (forwards_only(op) && op->num_successors) {
      MlbValueVec args = {0};
      mlb_osa_aliasing_values(a, op, i, &args);
      for (uint32_t k = 0; k < args.len; k++)
        for (MlbUse *y = args.data[k]->uses; y; y = y->next)
          mlb_vec_push(&work, y);
      read = !args.len;
      mlb_vec_free(&args);
      continue;
    }
    read = mlb_osa_reads(a, op, i);
    if (read || mlb_osa_writes(a, op, i))
      continue;
    /* Only an alias: what reads its aliasing results reads v. */
    MlbBufAlias small[8], *al = MLB_OSA_ALIAS_ROOM(op, small);
    uint32_t n = mlb_osa_aliases(a, op, i, al);
    for (uint32_t k = 0; k < n; k++)
      for (MlbUse *y = mlb_op_result(op, al[k].result)->uses; y; y = y->next)
        mlb_vec_push(&work, y);
    mlb_osa_alias_room_free(al, small);
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  return read;
}

static bool written_in_place(MlbOsa *a, MlbValue *v) {
  for (MlbUse *x = v->uses; x; x = x->next) {
    uint32_t i = mlb_use_index(x);
    if (mlb_osa_in_place(a, x->owner, i) && mlb_osa_writes(a, x->owner, i))
      return true;
  }
  return false;
}

/* Is a member of v's alias set written in place? With own_buffer, only a
 * member that may hold v's own buffer counts. */
static bool set_written(MlbOsa *a, MlbValue *v, bool own_buffer) {
  uint32_t id = mlb_osa_id(a, v), w = id;
  do {
    MlbValue *m = a->values.data[w];
    if (written_in_place(a, m) &&
        (!own_buffer || mlb_osa_may_share_buffer(a, v, m)))
      return true;
    w = mlb_osa_alias_next(a, w);
  } while (w != id);
  return false;
}

bool mlb_osa_value_written(MlbOsa *a, MlbValue *v) {
  return set_written(a, v, false);
}

void mlb_osa_free_summaries(MlbOsa *a) {
  for (uint32_t k = 0; k < a->summaries.len; k++) {
    MlbOsaCallee *s = a->summaries.data[k];
    mlb_free(s->reads);
    mlb_free(s->writes);
    mlb_free(s->result_writable);
    mlb_free(s->equivalent_arg);
    mlb_free(s->aliases);
    mlb_free(s);
  }
  mlb_vec_free(&a->summaries);
  mlb_ptrmap_free(&a->summaries_map);
}
