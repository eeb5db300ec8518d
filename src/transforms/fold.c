/* fold.c - running an op's folder, reading constants, and uniquing
 * constants per isolated region (upstream's OperationFolder as the greedy
 * driver uses it).
 *
 * Constant uniquing: each driver iteration starts a fresh folder and
 * offers it every constant in walk order. The first constant of a
 * (dialect constant op, value, type) key in an isolated region is kept
 * and moved to the front of that region's entry block unless it already
 * sits in the run of kept constants there; later equal constants are
 * replaced by it (whose location becomes unknown, as upstream erases the
 * folded location). Moving each newly kept constant to the very front is
 * what makes upstream list freshly folded constants in reverse order.
 */
#include "transforms/fold.h"

/* ==== Constants ==== */

MlbAttr *mlb_constant_value(const MlbOperation *op) {
  if (!op || !mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE) ||
      op->num_results != 1)
    return NULL;
  return mlb_op_get_prop((MlbOperation *)op, "value");
}

MlbAttr *mlb_value_constant(const MlbValue *v) {
  return v ? mlb_constant_value(v->def_op) : NULL;
}

bool mlb_attr_const_int(const MlbAttr *a, int64_t *out) {
  if (!a)
    return false;
  if (a->kind == MLB_ATTR_DENSE && a->u.dense.splat && a->u.dense.elements)
    a = a->u.dense.elements;
  if (a->kind != MLB_ATTR_INTEGER || a->u.integer.big)
    return false;
  *out = a->u.integer.value;
  return true;
}

bool mlb_value_const_int(const MlbValue *v, int64_t *out) {
  return mlb_attr_const_int(mlb_value_constant(v), out);
}

MlbFoldStatus mlb_op_fold(MlbContext *ctx, MlbOperation *op,
                          MlbFoldResult *out) {
  const MlbFoldIface *f = mlb_op_iface(op, MLB_IFACE_FOLD);
  if (!f || !f->fold)
    return MLB_FOLD_FAILED;
  MlbAttr *small[8];
  MlbAttr **cst = op->num_operands <= 8
                      ? small
                      : mlb_malloc(op->num_operands * sizeof(MlbAttr *));
  for (uint32_t i = 0; i < op->num_operands; i++)
    cst[i] = mlb_value_constant(mlb_op_operand(op, i));
  MlbFoldStatus st = f->fold(ctx, op, cst, out);
  if (cst != small)
    mlb_free(cst);
  return st;
}

/* ==== Constant folder ==== */

typedef struct MlbConstEntry {
  MlbRegion *region;
  const char *kind; /* constant op name: stands for its dialect */
  MlbAttr *value;
  MlbType *type;
  MlbOperation *op;
  struct MlbConstEntry *next; /* same hash */
} MlbConstEntry;

void mlb_const_folder_init(MlbConstFolder *f, MlbRewriter *rw) {
  memset(f, 0, sizeof(*f));
  f->ctx = rw->ctx;
  f->rw = rw;
  mlb_ptrmap_init(&f->owned);
  mlb_ptrmap_init(&f->scopes);
}

void mlb_const_folder_free(MlbConstFolder *f) {
  for (uint32_t i = 0; i < f->entries.len; i++)
    mlb_free(f->entries.data[i]);
  mlb_vec_free(&f->entries);
  mlb_ptrmap_free(&f->owned);
  mlb_ptrmap_free(&f->scopes);
}

static bool owned(MlbConstFolder *f, MlbOperation *op) {
  return op && mlb_ptrmap_get(&f->owned, op) != NULL;
}

/* The region constants of `b` rise to: the nearest region whose op is
 * isolated from above, unregistered, top-level, or keeps its constants. */
static MlbRegion *insertion_region(MlbBlock *b) {
  for (;;) {
    MlbRegion *r = b->parent;
    MlbOperation *p = r->parent;
    if (!p || !p->desc || !p->block ||
        mlb_op_has_trait(p, MLB_TRAIT_ISOLATED))
      return r;
    const MlbFoldIface *fi = mlb_op_iface(p, MLB_IFACE_FOLD);
    if (fi && fi->keeps_constants)
      return r;
    b = p->block;
  }
}

static const void *entry_key(MlbRegion *r, const char *kind, MlbAttr *v,
                             MlbType *t) {
  uint64_t h = mlb_hash_ptr(r);
  h = mlb_hash_combine(h, mlb_hash_ptr(kind));
  h = mlb_hash_combine(h, mlb_hash_ptr(v));
  h = mlb_hash_combine(h, mlb_hash_ptr(t));
  return (const void *)(uintptr_t)(h | 1);
}

static MlbConstEntry **find_entry(MlbConstFolder *f, MlbRegion *r,
                                  const char *kind, MlbAttr *v, MlbType *t) {
  bool ins = false;
  MlbConstEntry **slot =
      (MlbConstEntry **)mlb_ptrmap_slot(&f->scopes, entry_key(r, kind, v, t),
                                        &ins);
  for (; *slot; slot = &(*slot)->next) {
    MlbConstEntry *e = *slot;
    if (e->region == r && e->kind == kind && e->value == v && e->type == t)
      return slot;
  }
  return slot;
}

bool mlb_const_folder_insert(MlbConstFolder *f, MlbOperation *op) {
  MlbBlock *blk = op->block;
  if (owned(f, op)) {
    if (blk->first != op && !owned(f, op->prev))
      mlb_op_move_before(op, blk->first);
    return true;
  }
  MlbAttr *v = mlb_constant_value(op);
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbRegion *r = insertion_region(blk);
  MlbConstEntry **slot = find_entry(f, r, op->name, v, t);
  if (*slot) {
    MlbOperation *existing = (*slot)->op;
    MlbValue *rep = mlb_op_result(existing, 0);
    mlb_rw_replace_op(f->rw, op, &rep);
    existing->loc = mlb_loc_unknown(f->ctx);
    return false;
  }
  MlbBlock *ib = r->first;
  if (blk != ib || (ib->first != op && !owned(f, op->prev)))
    mlb_op_move_before(op, ib->first);
  MlbConstEntry *e = mlb_calloc(1, sizeof(*e));
  *e = (MlbConstEntry){r, op->name, v, t, op, NULL};
  *slot = e;
  mlb_vec_push(&f->entries, e);
  mlb_ptrmap_put(&f->owned, op, op);
  return true;
}

void mlb_const_folder_forget(MlbConstFolder *f, MlbOperation *op) {
  if (!owned(f, op))
    return;
  mlb_ptrmap_put(&f->owned, op, NULL);
  for (uint32_t i = 0; i < f->entries.len; i++)
    if (f->entries.data[i]->op == op)
      f->entries.data[i]->op = NULL;
  /* Entries whose op is gone must not be found again. */
  MlbAttr *v = mlb_constant_value(op);
  if (!v || !op->block)
    return;
  MlbRegion *r = insertion_region(op->block);
  MlbConstEntry **slot =
      find_entry(f, r, op->name, v, mlb_op_result(op, 0)->type);
  if (*slot && !(*slot)->op)
    *slot = (*slot)->next;
}
