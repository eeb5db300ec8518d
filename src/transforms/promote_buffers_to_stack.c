/* promote_buffers_to_stack.c - the `promote-buffers-to-stack` pass: small
 * heap allocations that nothing frees and that do not leave their
 * automatic-allocation scope become stack allocations.
 *
 *   func.func @f() {                      func.func @f() {
 *     %a = memref.alloc() : memref<4xf32>   %a = memref.alloca()
 *     "use"(%a)                      =>         : memref<4xf32>
 *     return                                "use"(%a)
 *   }                                       return
 *                                         }
 *
 * An allocation is promoted when (upstream's PromoteBuffersToStack):
 *  - its allocation interface offers a stack counterpart (promoted_op or
 *    build_promoted: memref.alloc -> memref.alloca); it has no free;
 *  - it is small: a static shape whose elements take at most
 *    max-alloc-size-in-bytes (element sizes from the data layout: the
 *    index width of the closest `dlti.dl_spec`, 64 bits by default), or a
 *    dynamic shape of rank at most max-rank-of-allocated-memref whose
 *    sizes all come from ops with MLB_TRAIT_RANK_RESULT (memref.rank);
 *  - walking out from its region through known control flow that is not
 *    a loop, an op with MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE is reached, in
 *    whose region no alias of the buffer is returned or yielded (it would
 *    outlive the stack frame).
 * The stack allocation takes the old one's place, operands and attributes.
 *
 * Requires: nothing.  Preserves: everything but the promoted allocations.
 */
#include "transforms/buffer_placement.h"

enum { OPT_MAX_BYTES, OPT_MAX_RANK, NUM_OPTS };

/* ==== Size ==== */

/* The index width of the closest `dlti.dl_spec` around op with an
 * `#dlti.dl_entry<index, N>` entry, else 64 (upstream's default data
 * layout). The spec is kept as dialect-attribute text. */
static uint64_t index_bits(MlbOperation *op) {
  for (MlbOperation *o = op; o; o = mlb_op_parent_op(o)) {
    MlbAttr *spec = o->attrs ? mlb_dict_get(o->attrs, "dlti.dl_spec") : NULL;
    if (!spec || spec->kind != MLB_ATTR_OPAQUE)
      continue;
    const char *e = strstr(spec->u.opaque.text, "dl_entry<index");
    if (!e)
      return 64;
    e += strlen("dl_entry<index");
    while (*e == ' ' || *e == ',')
      e++;
    uint64_t bits = 0;
    for (; *e >= '0' && *e <= '9'; e++)
      bits = bits * 10 + (uint64_t)(*e - '0');
    return bits ? bits : 64;
  }
  return 64;
}

static uint64_t next_pow2(uint64_t x) {
  uint64_t r = 1;
  while (r < x)
    r <<= 1;
  return r;
}

/* Size in bits of one element under the default data layout; 0 when it
 * has none (memrefs of memrefs, dialect types: never promoted). */
static uint64_t element_bits(MlbOperation *op, const MlbType *t) {
  switch (t->kind) {
  case MLB_TYPE_INTEGER:
  case MLB_TYPE_FLOAT:
    return mlb_type_bitwidth(t);
  case MLB_TYPE_INDEX:
    return index_bits(op);
  case MLB_TYPE_VECTOR: {
    /* Rounded up to a power-of-two number of elements. */
    uint64_t n = 1;
    for (uint32_t d = 0; d < t->u.shaped.rank; d++) {
      if (t->u.shaped.scalable && t->u.shaped.scalable[d])
        return 0;
      n *= (uint64_t)t->u.shaped.shape[d];
    }
    return next_pow2(n) * element_bits(op, t->u.shaped.elt);
  }
  case MLB_TYPE_COMPLEX: {
    /* The real part padded to the imaginary part's alignment (a power of
     * two of whole bytes), then the imaginary part: complex<f32> is 64
     * bits, complex<i3> 11 (the default layout of complex types). */
    uint64_t inner = element_bits(op, mlb_type_element(t));
    uint64_t align = next_pow2((inner + 7) / 8) * 8;
    return inner ? (inner + align - 1) / align * align + inner : 0;
  }
  default:
    return 0;
  }
}

static bool is_small(MlbOperation *op, const MlbType *t, int64_t max_bytes,
                     int64_t max_rank) {
  if (t->kind != MLB_TYPE_MEMREF)
    return false;
  bool dynamic = false;
  for (uint32_t d = 0; d < t->u.shaped.rank; d++)
    dynamic |= t->u.shaped.shape[d] == MLB_DYNAMIC;
  if (dynamic) {
    /* Sizes that are ranks are small; a low rank keeps their product so. */
    if ((int64_t)t->u.shaped.rank > max_rank)
      return false;
    for (uint32_t i = 0; i < op->num_operands; i++) {
      MlbOperation *def = mlb_op_operand(op, i)->def_op;
      if (!def || !mlb_op_has_trait(def, MLB_TRAIT_RANK_RESULT))
        return false;
    }
    return true;
  }
  uint64_t bits = element_bits(op, t->u.shaped.elt);
  if (!bits || max_bytes < 0)
    return false;
  /* A zero dimension anywhere makes the buffer empty, however large the
   * dimensions before it (the early exit below must not see those). */
  for (uint32_t d = 0; d < t->u.shaped.rank; d++)
    if (t->u.shaped.shape[d] == 0)
      return true;
  uint64_t limit = (uint64_t)max_bytes * 8, total = bits;
  for (uint32_t d = 0; d < t->u.shaped.rank; d++) {
    uint64_t n = (uint64_t)t->u.shaped.shape[d];
    if (n && total > limit / n)
      return false; /* over the limit (and maybe over 64 bits) */
    total *= n;
  }
  return total <= limit;
}

/* ==== Scope ==== */

/* Does an alias leave `region` through one of its terminators? */
static bool leaves_region(MlbRegion *region, const MlbValueVec *aliases) {
  for (uint32_t i = 0; i < aliases->len; i++)
    for (MlbUse *u = aliases->data[i]->uses; u; u = u->next) {
      MlbOperation *user = u->owner;
      bool term = mlb_op_has_trait(user, MLB_TRAIT_RETURN_LIKE) ||
                  mlb_op_iface(user, MLB_IFACE_REGION_TERM);
      if (term && mlb_op_parent_region(user) == region)
        return true;
    }
  return false;
}

/* Does the buffer stay in the automatic-allocation scope its stack
 * counterpart would belong to (the innermost one), reached through known
 * non-loop control flow? mlbuf stops at the innermost scope: upstream 22
 * goes on to an outer scope the buffer stays in, and then puts the stack
 * allocation in the inner one it leaves (memref.alloca_scope returning it:
 * used after its scope ended, random program 16). */
static bool has_scope(MlbValue *v, const MlbValueVec *aliases) {
  MlbRegion *region = mlb_value_parent_block(v)->parent;
  while (region && region->parent) {
    MlbOperation *parent = region->parent;
    if (mlb_op_has_trait(parent, MLB_TRAIT_AUTOMATIC_ALLOC_SCOPE))
      return !leaves_region(region, aliases);
    if (mlb_placement_is_loop(parent) || !mlb_placement_known_cf(parent))
      return false;
    region = mlb_op_parent_region(parent);
  }
  return false;
}

/* ==== Pass ==== */

static bool promote_one(MlbPlacement *p, MlbValue *v, int64_t max_bytes,
                        int64_t max_rank, MlbValueVec *aliases) {
  MlbOperation *op = v->def_op;
  const MlbAllocationIface *a = mlb_op_iface(op, MLB_IFACE_ALLOCATION);
  if (!a || (!a->promoted_op && !a->build_promoted) || op->num_results != 1)
    return false;
  if (!is_small(op, v->type, max_bytes, max_rank))
    return false;
  aliases->len = 0;
  mlb_placement_aliases(p, v, aliases);
  /* mlbuf: a free of an alias (a realloc of a cast of it) would free the
   * stack; upstream 22 only looks at frees of the allocation itself. */
  if (!has_scope(v, aliases) || mlb_placement_alias_freed(p, aliases, true))
    return false;
  MlbOperation *start = mlb_placement_start_op(p, v, op->block);
  if (!start)
    return false;
  mlb_placement_keep_aliases(p, op); /* the stack one goes before start */
  MlbBuilder b = {p->ctx, NULL, NULL};
  mlb_builder_set_before(&b, start);
  MlbOperation *stack = mlb_build_promoted(&b, a, op);
  if (!stack)
    return false;
  mlb_value_replace_all_uses(v, mlb_op_result(stack, 0));
  mlb_op_destroy(p->ctx, op);
  return true;
}

static MlbStatus run_promote(MlbContext *ctx, MlbOperation *op,
                             const MlbPassOptValue *opts, MlbPassState *st) {
  MLB_UNUSED(st);
  MlbPlacement p;
  mlb_placement_init(&p, ctx, op);
  MlbValueVec aliases = {0};
  for (uint32_t i = 0; i < p.allocs.len; i++)
    if (!p.frees.data[i])
      (void)promote_one(&p, p.allocs.data[i], opts[OPT_MAX_BYTES].i,
                        opts[OPT_MAX_RANK].i, &aliases);
  mlb_vec_free(&aliases);
  mlb_placement_free(&p);
  return MLB_SUCCESS;
}

static const MlbPassOptDef k_promote_options[] = {
    [OPT_MAX_BYTES] = {.name = "max-alloc-size-in-bytes",
                       .kind = MLB_OPT_INT,
                       .default_text = "1024",
                       .description =
                           "Maximal size in bytes to promote allocations to "
                           "stack."},
    [OPT_MAX_RANK] = {.name = "max-rank-of-allocated-memref",
                      .kind = MLB_OPT_INT,
                      .default_text = "1",
                      .description =
                          "Maximal memref rank to promote dynamic buffers."},
};
_Static_assert(MLB_ARRAY_LEN(k_promote_options) == NUM_OPTS, "options");

const MlbPassDef mlb_pass_promote_buffers_to_stack = {
    .flag = "promote-buffers-to-stack",
    .name = "PromoteBuffersToStackPass",
    .anchor = "func.func",
    .summary = "Promotes heap-based allocations to automatically managed "
               "stack-based allocations",
    .options = k_promote_options,
    .num_options = NUM_OPTS,
    .run = run_promote,
};
