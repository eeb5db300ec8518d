/* effects.c - collecting an op's memory effects from its interface.
 *
 * An op states its effects with static specs (expanded through value
 * references) or an instance hook. Ops with RecursiveMemoryEffects (the
 * interface's `recursive` flag or MLB_TRAIT_RECURSIVE_EFFECTS) add the
 * effects of every op nested in their regions, and become unknown as soon
 * as one nested op is. Pure ops without an interface have no effects; any
 * other op without one (including unregistered ops) is unknown.
 */
#include "interfaces/interfaces.h"

static const char *spec_resource(MlbContext *ctx, const char *name) {
  return name ? mlb_intern_cstr(ctx, name) : mlb_resource_default(ctx);
}

static void push_effect(MlbEffectVec *out, MlbEffectKind k, MlbValue *v,
                        const char *res) {
  MlbEffect e = {k, v, res};
  mlb_vec_push(out, e);
}

/* The one value a reference to a single result or operand denotes
 * (mlb_ref_values' first two cases), NULL when it denotes none; *single:
 * whether ref is such a reference. */
static MlbValue *single_ref(MlbOperation *op, MlbValueRef ref, bool *single) {
  *single = true;
  if (ref < 0 && ref != MLB_REF_NONE) {
    uint32_t r = (uint32_t)(-1 - (int64_t)ref);
    return r < op->num_results ? mlb_op_result(op, r) : NULL;
  }
  if (ref >= 0 && ref < 0x10000)
    return (uint32_t)ref < op->num_operands ? mlb_op_operand(op, (uint32_t)ref)
                                            : NULL;
  *single = false;
  return NULL;
}

/* Transient vectors come from the context's spare blocks: effects are
 * asked op after op, and a malloc / free pair per query adds up. Most
 * specs name one result or operand: those need none. */
static void expand_specs(MlbContext *ctx, MlbOperation *op,
                         const MlbEffectsIface *fx, MlbEffectVec *out) {
  MlbValueVec vals = {0};
  for (uint32_t i = 0; i < fx->num_specs; i++) {
    const MlbEffectSpec *s = &fx->specs[i];
    const char *res = spec_resource(ctx, s->resource);
    if (s->on == MLB_REF_NONE) {
      push_effect(out, s->kind, NULL, res);
      continue;
    }
    bool single;
    MlbValue *one = single_ref(op, s->on, &single);
    if (single) {
      if (one)
        push_effect(out, s->kind, one, res);
      continue;
    }
    if (!vals.data)
      mlb_vec_from_pool(&ctx->state_pool, &vals);
    vals.len = 0;
    mlb_ref_values(op, s->on, &vals);
    for (uint32_t j = 0; j < vals.len; j++)
      push_effect(out, s->kind, vals.data[j], res);
  }
  if (vals.data)
    mlb_vec_to_pool(&ctx->state_pool, &vals);
}

/* Hooks have no context at hand: they may leave the resource NULL or use a
 * literal name, interned here so that results compare by pointer. */
static bool hook_effects(MlbContext *ctx, MlbOperation *op,
                         const MlbEffectsIface *fx, MlbEffectVec *out) {
  uint32_t from = out->len;
  if (!fx->get(op, out))
    return false;
  for (uint32_t i = from; i < out->len; i++)
    out->data[i].resource = spec_resource(ctx, out->data[i].resource);
  return true;
}

static bool nested_effects(MlbContext *ctx, MlbOperation *op,
                           MlbEffectVec *out) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (MlbOperation *o = b->first; o; o = o->next)
        if (!mlb_op_effects(ctx, o, out))
          return false;
  return true;
}

MLB_HOT bool mlb_op_own_effects(MlbContext *ctx, MlbOperation *op,
                                MlbEffectVec *out) {
  if (!op->desc)
    return false;
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (fx && fx->get)
    return hook_effects(ctx, op, fx, out);
  if (fx) {
    expand_specs(ctx, op, fx, out);
    return true;
  }
  return mlb_op_has_trait(op, MLB_TRAIT_PURE) ||
         mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS);
}

/* Does one of the interface's static specs have this kind? */
static bool specs_have(const MlbEffectsIface *fx, MlbEffectKind kind) {
  for (uint32_t i = 0; i < fx->num_specs; i++)
    if (fx->specs[i].kind == kind)
      return true;
  return false;
}

bool mlb_op_own_effects_may_allocate(const MlbOperation *op) {
  if (!op->desc)
    return false; /* unknown: mlb_op_own_effects lists nothing */
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (!fx)
    return false; /* pure, recursive or unknown: nothing of its own */
  return fx->get || specs_have(fx, MLB_EFFECT_ALLOCATE);
}

bool mlb_op_effects_may_free(const MlbOperation *op) {
  if (!op->desc)
    return false; /* unknown: mlb_op_effects lists nothing */
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  if (mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
      (fx && (fx->recursive || fx->get)))
    return true; /* a nested op, or the instance, may free */
  return fx && specs_have(fx, MLB_EFFECT_FREE);
}

bool mlb_op_effects(MlbContext *ctx, MlbOperation *op, MlbEffectVec *out) {
  if (!mlb_op_own_effects(ctx, op, out))
    return false;
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  bool recursive = mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
                   (fx && fx->recursive);
  return recursive ? nested_effects(ctx, op, out) : true;
}

bool mlb_op_is_effect_free(MlbContext *ctx, MlbOperation *op) {
  if (!op->desc)
    return false;
  const MlbEffectsIface *fx = mlb_op_iface(op, MLB_IFACE_EFFECTS);
  bool recursive = mlb_op_has_trait(op, MLB_TRAIT_RECURSIVE_EFFECTS) ||
                   (fx && fx->recursive);
  if (!recursive && !(fx && fx->get)) {
    if (fx)
      return fx->num_specs == 0;
    return mlb_op_has_trait(op, MLB_TRAIT_PURE);
  }
  MlbEffectVec v;
  mlb_vec_from_pool(&ctx->state_pool, &v);
  bool none = mlb_op_effects(ctx, op, &v) && v.len == 0;
  mlb_vec_to_pool(&ctx->state_pool, &v);
  return none;
}

bool mlb_op_allocates(MlbContext *ctx, MlbOperation *op, MlbValue *v,
                      const char **resource) {
  MlbEffectVec fx;
  mlb_vec_from_pool(&ctx->state_pool, &fx);
  bool found = false;
  if (mlb_op_effects(ctx, op, &fx)) {
    for (uint32_t i = 0; i < fx.len && !found; i++) {
      const MlbEffect *e = &fx.data[i];
      if (e->kind != MLB_EFFECT_ALLOCATE || (v && e->value != v))
        continue;
      found = true;
      if (resource)
        *resource = e->resource;
    }
  }
  mlb_vec_to_pool(&ctx->state_pool, &fx);
  return found;
}
