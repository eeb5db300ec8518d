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
#include "rewrite/fold.h"
#include "support/thresholds.h"

/* ==== Constants ==== */

MlbAttr *mlb_constant_value(const MlbOperation *op) {
  if (!op || !mlb_op_has_trait(op, MLB_TRAIT_CONSTANT_LIKE) ||
      op->num_results != 1)
    return NULL;
  return mlb_op_get_prop((MlbOperation *)op, mlb_names.value);
}

/* mlb_value_constant, inlined where every operand of every folded op is
 * read: most operands are not constants and are answered without a
 * call. */
static inline MlbAttr *value_constant(const MlbValue *v) {
  const MlbOperation *d = v ? v->def_op : NULL;
  if (!d || !mlb_op_has_trait(d, MLB_TRAIT_CONSTANT_LIKE) ||
      d->num_results != 1)
    return NULL;
  return mlb_op_get_prop((MlbOperation *)d, mlb_names.value);
}

MlbAttr *mlb_value_constant(const MlbValue *v) { return value_constant(v); }

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

/* v's constant, folding at most `depth` ops (mlb_value_folded_constant).
 * The folder gets constants for every operand, so it has no defining op
 * left to look through and rewrites nothing in place. */
static MlbAttr *folded_constant(MlbContext *ctx, MlbValue *v, uint32_t depth) {
  MlbAttr *c = value_constant(v);
  MlbOperation *d = v->def_op;
  const MlbFoldIface *f = d ? mlb_op_iface(d, MLB_IFACE_FOLD) : NULL;
  if (c || !depth || !f || !f->fold || d->num_results != 1 ||
      d->num_regions || !mlb_op_has_trait(d, MLB_TRAIT_PURE))
    return c;
  MlbAttr *small[4];
  MlbAttr **cst = MLB_FITS_SMALL(d->num_operands, small)
                      ? small
                      : mlb_malloc(d->num_operands * sizeof(MlbAttr *));
  bool all = true;
  for (uint32_t i = 0; i < d->num_operands && all; i++)
    all = (cst[i] = folded_constant(ctx, mlb_op_operand(d, i), depth - 1)) != NULL;
  MlbFoldResult out = {0};
  if (all && f->fold(ctx, d, cst, &out) == MLB_FOLD_RESULTS)
    c = out.value ? folded_constant(ctx, out.value, depth - 1) : out.attr;
  if (cst != small)
    mlb_free(cst);
  return c;
}

MlbAttr *mlb_value_folded_constant(MlbContext *ctx, MlbValue *v) {
  return folded_constant(ctx, v, MLB_FOLD_CHAIN_DEPTH);
}

MlbFoldStatus mlb_op_fold(MlbContext *ctx, MlbOperation *op,
                          MlbFoldResult *out) {
  const MlbFoldIface *f = mlb_op_iface(op, MLB_IFACE_FOLD);
  if (!f || !f->fold)
    return MLB_FOLD_FAILED;
  MlbAttr *small[8];
  small[0] = NULL; /* an op without operands passes it unread */
  MlbAttr **cst = MLB_FITS_SMALL(op->num_operands, small)
                      ? small
                      : mlb_malloc(op->num_operands * sizeof(MlbAttr *));
  for (uint32_t i = 0; i < op->num_operands; i++)
    cst[i] = value_constant(mlb_op_operand(op, i));
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
} MlbConstEntry;

void mlb_const_folder_init(MlbConstFolder *f, MlbRewriter *rw) {
  memset(f, 0, sizeof(*f));
  f->ctx = rw->ctx;
  f->rw = rw;
}

void mlb_const_folder_free(MlbConstFolder *f) {
  mlb_vec_free(&f->kept);
  mlb_free(f->index);
  f->index = NULL;
  f->cap = 0;
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

static uint32_t entry_hash(const MlbConstEntry *k) {
  uint64_t h = mlb_hash_ptr(k->region);
  h = mlb_hash_combine(h, mlb_hash_ptr(k->kind));
  h = mlb_hash_combine(h, mlb_hash_ptr(k->value));
  h = mlb_hash_combine(h, mlb_hash_ptr(k->type));
  return (uint32_t)h;
}

static bool same_key(const MlbConstEntry *a, const MlbConstEntry *b) {
  return a->region == b->region && a->kind == b->kind &&
         a->value == b->value && a->type == b->type;
}

/* The index slot holding key k, or the empty slot where it belongs. */
static uint32_t *find_slot(MlbConstFolder *f, const MlbConstEntry *k) {
  uint32_t m = f->cap - 1;
  for (uint32_t i = entry_hash(k) & m;; i = (i + 1) & m) {
    uint32_t *slot = &f->index[i];
    if (!*slot || same_key(&f->kept.data[*slot - 1], k))
      return slot;
  }
}

/* Keeps the index at most half full. Entries go back in the order they
 * were kept, which keeps pops valid (see mlb_const_folder_pop). */
static void reserve_slot(MlbConstFolder *f) {
  if (2 * (f->kept.len + 1) <= f->cap)
    return;
  mlb_free(f->index);
  f->cap = f->cap ? 2 * f->cap : 64;
  f->index = mlb_calloc(f->cap, sizeof(uint32_t));
  for (uint32_t i = 0; i < f->kept.len; i++)
    *find_slot(f, &f->kept.data[i]) = i + 1;
}

/* The slot of op's key (op in region r): its kept constant, or the empty
 * slot where it would go. Reads only: the index must have room. */
static uint32_t *lookup(MlbConstFolder *f, MlbRegion *r, MlbOperation *op,
                        MlbConstEntry *key) {
  *key = (MlbConstEntry){r, op->name, mlb_constant_value(op),
                         mlb_op_result(op, 0)->type, op};
  return find_slot(f, key);
}

static MlbOperation *slot_op(const MlbConstFolder *f, const uint32_t *slot) {
  return *slot ? f->kept.data[*slot - 1].op : NULL;
}

/* Whether x (in region r's entry block) is a constant this folder keeps. */
static bool kept(MlbConstFolder *f, MlbRegion *r, MlbOperation *x) {
  MlbConstEntry key;
  if (x && x == f->last_kept)
    return true;
  if (!x || !mlb_op_has_trait(x, MLB_TRAIT_CONSTANT_LIKE) ||
      !mlb_constant_value(x))
    return false;
  return slot_op(f, lookup(f, r, x, &key)) == x;
}

bool mlb_const_folder_insert(MlbConstFolder *f, MlbOperation *op) {
  MlbBlock *blk = op->block;
  MlbRegion *r = insertion_region(blk);
  reserve_slot(f);
  MlbConstEntry key;
  uint32_t *slot = lookup(f, r, op, &key);
  MlbOperation *existing = slot_op(f, slot);
  if (existing == op) { /* offered again */
    if (blk->first != op && !kept(f, r, op->prev))
      mlb_op_move_before(op, blk->first);
    return true;
  }
  if (existing) {
    MlbValue *rep = mlb_op_result(existing, 0);
    mlb_rw_replace_op(f->rw, op, &rep);
    if (!f->unknown_loc)
      f->unknown_loc = mlb_loc_unknown(f->ctx);
    existing->loc = f->unknown_loc;
    return false;
  }
  /* Kept constants form a run at the front of the entry block. */
  MlbBlock *ib = r->first;
  bool in_run = blk == ib && (ib->first == op || kept(f, r, op->prev));
  mlb_vec_push(&f->kept, key);
  *slot = f->kept.len;
  f->last_kept = op;
  if (!in_run)
    mlb_op_move_before(op, ib->first);
  return true;
}

uint32_t mlb_const_folder_mark(const MlbConstFolder *f) {
  return f->kept.len;
}

/* Linear probing allows removing the latest entries: an entry kept
 * earlier never probed past the slots of later ones (they were empty). */
void mlb_const_folder_pop(MlbConstFolder *f, uint32_t mark) {
  while (f->kept.len > mark) {
    uint32_t *slot = find_slot(f, &f->kept.data[f->kept.len - 1]);
    *slot = 0;
    f->kept.len--;
  }
  f->last_kept = NULL;
}
