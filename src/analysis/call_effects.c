/* call_effects.c - summaries of what a callee does to its arguments; see
 * call_effects.h. An argument's summary follows every value it may flow
 * into inside the callee (views, branches, regions, calls: the alias
 * follower's edges) and collects the effects of each use: memory effects
 * on that value, a call's summary for the argument it hands on, a return
 * (the caller may read what comes back: the function-boundary convention
 * returns a copy, which reads it). Forwarding ops (branches, yields,
 * region ops whose effects are their nested ops') add nothing of their
 * own: the follower reaches what they forward into. */
#include "analysis/call_effects.h"

#include "analysis/alias.h"

#define EVERYTHING (MLB_CALL_READS | MLB_CALL_WRITES)
#define ALL_BITS (EVERYTHING | MLB_CALL_FREES)

typedef struct Summary {
  bool done;       /* false while being built: a recursive call's answer */
  bool other;      /* may reach buffers it was not handed */
  uint32_t n;      /* entry arguments */
  uint8_t *bits;   /* per argument: MLB_CALL_READS | WRITES | FREES */
} Summary;

void mlb_call_effects_init(MlbCallEffects *ce, MlbContext *ctx) {
  ce->ctx = ctx;
  ce->want_frees = false;
  mlb_ptrmap_init(&ce->summaries);
}

void mlb_call_effects_free(MlbCallEffects *ce) {
  for (uint32_t i = 0; i < ce->summaries.cap; i++)
    if (ce->summaries.keys[i] && ce->summaries.vals[i]) {
      Summary *s = ce->summaries.vals[i];
      mlb_free(s->bits);
      mlb_free(s);
    }
  mlb_ptrmap_free(&ce->summaries);
}

static const Summary *summary_of(MlbCallEffects *ce, MlbOperation *fn);

/* The summary of call's callee and the callee argument operand i is, or
 * NULL (no callee with a body, or operand i is no argument). */
static const Summary *callee_summary(MlbCallEffects *ce, MlbOperation *call,
                                     uint32_t i, uint32_t *arg) {
  const MlbCallIface *c = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbOperation *callee = c ? mlb_call_callee_in(ce->ctx, call) : NULL;
  const Summary *s = callee ? summary_of(ce, callee) : NULL;
  if (!s || !s->done || i < c->args_from || i - c->args_from >= s->n)
    return NULL;
  *arg = i - c->args_from;
  return s;
}

uint32_t mlb_call_operand_effects(MlbCallEffects *ce, MlbOperation *call,
                                  uint32_t i) {
  uint32_t arg = 0;
  const Summary *s = callee_summary(ce, call, i, &arg);
  return s ? s->bits[arg] : EVERYTHING;
}

bool mlb_call_reaches_other(MlbCallEffects *ce, MlbOperation *call) {
  const MlbCallIface *c = mlb_op_iface(call, MLB_IFACE_CALL);
  MlbOperation *callee = c ? mlb_call_callee_in(ce->ctx, call) : NULL;
  const Summary *s = callee ? summary_of(ce, callee) : NULL;
  return !s || !s->done || s->other;
}

/* Memory effects of kind READ / WRITE (FREE counts as a write too) as
 * bits; effects on no particular value count for every value. */
static uint32_t effect_bits(const MlbEffect *e) {
  switch (e->kind) {
  case MLB_EFFECT_READ:
    return MLB_CALL_READS;
  case MLB_EFFECT_WRITE:
    return MLB_CALL_WRITES;
  case MLB_EFFECT_FREE:
    return MLB_CALL_WRITES | MLB_CALL_FREES;
  default:
    return 0;
  }
}

/* What op does to operand k (value v) of a callee's body fn. */
static uint32_t use_bits(MlbCallEffects *ce, MlbOperation *fn,
                         MlbOperation *op, uint32_t k, MlbValue *v,
                         MlbEffectVec *fx) {
  if (mlb_op_iface(op, MLB_IFACE_CALL))
    return mlb_call_operand_effects(ce, op, k);
  if (mlb_op_is_terminator(op) && !op->num_results)
    return !op->num_successors && mlb_op_parent_op(op) == fn &&
                   mlb_op_has_trait(op, MLB_TRAIT_RETURN_LIKE)
               ? MLB_CALL_READS
               : 0;
  fx->len = 0;
  if (!mlb_op_own_effects(ce->ctx, op, fx))
    return EVERYTHING;
  uint32_t bits = 0;
  for (uint32_t i = 0; i < fx->len; i++)
    if (!fx->data[i].value || fx->data[i].value == v)
      bits |= effect_bits(&fx->data[i]);
  return bits;
}

/* The effects fn's body may have on its entry argument a. */
static uint32_t arg_bits(MlbCallEffects *ce, MlbOperation *fn, MlbValue *a,
                         MlbAliasFollow *fol, MlbEffectVec *fx) {
  MlbValueVec vals = {0};
  mlb_vec_push(&vals, a);
  mlb_alias_follow(fol, a, &vals);
  uint32_t bits = 0, all = ce->want_frees ? ALL_BITS : EVERYTHING;
  for (uint32_t i = 0; i < vals.len && (bits & all) != all; i++)
    for (MlbUse *u = vals.data[i]->uses; u && (bits & all) != all;
         u = u->next)
      bits |= use_bits(ce, fn, u->owner, mlb_use_index(u),
                       vals.data[i], fx);
  mlb_vec_free(&vals);
  return bits;
}

/* Does op reach a buffer its function was not handed: a call that may,
 * an op of unknown effects or with effects on no particular value, a
 * buffer made from no buffer and not allocated (a global)? */
typedef struct Other {
  MlbCallEffects *ce;
  MlbEffectVec fx;
  bool found;
} Other;

static bool makes_buffer_from_nothing(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (mlb_type_is_buffer_like(ctx, mlb_op_operand(op, i)->type))
      return false;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (mlb_type_is_buffer_like(ctx, mlb_op_result(op, i)->type) &&
        !mlb_op_allocates(ctx, op, mlb_op_result(op, i), NULL))
      return true;
  return false;
}

static MlbWalkResult find_other(MlbOperation *op, void *user) {
  Other *o = user;
  if (mlb_op_iface(op, MLB_IFACE_CALL)) {
    o->found = mlb_call_reaches_other(o->ce, op);
  } else {
    o->fx.len = 0;
    o->found = !mlb_op_own_effects(o->ce->ctx, op, &o->fx) ||
               makes_buffer_from_nothing(o->ce->ctx, op);
    for (uint32_t i = 0; i < o->fx.len && !o->found; i++)
      o->found = !o->fx.data[i].value && effect_bits(&o->fx.data[i]);
  }
  return o->found ? MLB_WALK_INTERRUPT : MLB_WALK_ADVANCE;
}

static void summarize(MlbCallEffects *ce, MlbOperation *fn, Summary *s,
                      MlbBlock *entry) {
  MlbAliasFollow fol;
  mlb_alias_follow_init(&fol, ce->ctx, fn);
  Other o = {ce, {0}, false};
  for (uint32_t i = 0; i < s->n; i++)
    if (mlb_type_is_buffer_like(ce->ctx, entry->args[i]->type))
      s->bits[i] = (uint8_t)arg_bits(ce, fn, entry->args[i], &fol, &o.fx);
  for (MlbBlock *b = entry; b && !o.found; b = b->next)
    for (MlbOperation *op = b->first; op && !o.found; op = op->next)
      (void)mlb_walk_pre(op, find_other, &o);
  s->other = o.found;
  mlb_vec_free(&o.fx);
  mlb_alias_follow_free(&fol);
}

static const Summary *summary_of(MlbCallEffects *ce, MlbOperation *fn) {
  Summary *s = mlb_ptrmap_get(&ce->summaries, fn);
  if (s)
    return s;
  MlbBlock *entry = mlb_callable_entry(fn);
  if (!entry)
    return NULL;
  s = mlb_malloc(sizeof *s);
  s->done = false;
  s->other = true;
  s->n = entry->num_args;
  s->bits = mlb_malloc(s->n ? s->n : 1);
  memset(s->bits, 0, s->n ? s->n : 1);
  mlb_ptrmap_put(&ce->summaries, fn, s);
  summarize(ce, fn, s, entry);
  s->done = true;
  return s;
}
