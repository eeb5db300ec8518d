/* buffer_deallocation_apart.c - a clone must not change what the program
 * reads. The copy-based strategy gives a critical alias a copy of the
 * buffer forwarded into it; the program saw one buffer under both names.
 * The copy is exact when, after the forwarding point, the buffer is no
 * longer used under its other names, or when nothing writes it under
 * either (MLIR 16 assumes it and silently changes results otherwise). The
 * pass checks it conservatively and refuses the rest with a diagnostic:
 *
 *   ^bb2: cf.br ^bb3(%m)          // %x gets a clone of %m
 *   ^bb3(%x): memref.store ..., %x
 *   ... memref.load %m            // reads what the store no longer wrote
 */
#include "transforms/buffer_deallocation.h"

#include "ir/dominance.h"

/* ==== Buffers after cloning ==== */

/* The buffers v may be once the clones are in: the origins of the alias
 * analysis, where a critical alias is an origin of its own (it will hold
 * its own clone) and nothing flows into it. Sorted alias ids, cached. */
static const MlbU32Vec *cut_origins(BdFunc *f, const MlbValue *v) {
  MlbU32Vec *out = mlb_ptrmap_get(&f->cut, v);
  if (out)
    return out;
  out = mlb_malloc(sizeof *out);
  memset(out, 0, sizeof *out);
  mlb_ptrmap_put(&f->cut, v, out);
  MlbAliasInfo *a = &f->pl.alias;
  uint32_t id = mlb_alias_id(a, v);
  if (id == UINT32_MAX)
    return out;
  MlbU32Vec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, id);
  mlb_ptrmap_put(&seen, v, (void *)1);
  while (work.len) {
    uint32_t x = work.data[--work.len];
    MlbValue *xv = a->values[x];
    bool cut = mlb_ptrmap_get(&f->critical, xv) || bd_is_function_arg(f, xv);
    if (cut || a->kind[x] != MLB_ORIGIN_NONE)
      mlb_vec_push(out, x);
    for (uint32_t e = a->bwd_start[x]; !cut && e < a->bwd_start[x + 1]; e++)
      if (!mlb_ptrmap_get(&seen, a->values[a->bwd[e]])) {
        mlb_ptrmap_put(&seen, a->values[a->bwd[e]], (void *)1);
        mlb_vec_push(&work, a->bwd[e]);
      }
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  for (uint32_t i = 1; i < out->len; i++) /* insertion sort: short sets */
    for (uint32_t j = i; j && out->data[j - 1] > out->data[j]; j--) {
      uint32_t t = out->data[j];
      out->data[j] = out->data[j - 1];
      out->data[j - 1] = t;
    }
  return out;
}

static bool share_origin(BdFunc *f, const MlbValue *x, const MlbValue *y) {
  const MlbU32Vec *ox = cut_origins(f, x), *oy = cut_origins(f, y);
  for (uint32_t i = 0, j = 0; i < ox->len && j < oy->len;) {
    if (ox->data[i] == oy->data[j])
      return true;
    if (ox->data[i] < oy->data[j])
      i++;
    else
      j++;
  }
  return false;
}

void bd_free_cut_origins(BdFunc *f) {
  for (uint32_t i = 0; i < f->cut.cap; i++)
    if (f->cut.keys[i] && f->cut.vals[i]) {
      MlbU32Vec *v = f->cut.vals[i];
      mlb_vec_free(v);
      mlb_free(v);
    }
  mlb_ptrmap_free(&f->cut);
}

/* ==== Writes ==== */

typedef struct Writes {
  BdFunc *f;
  MlbEffectVec fx;
} Writes;

static MlbWalkResult collect_writes(MlbOperation *op, void *user) {
  Writes *w = user;
  MlbContext *ctx = w->f->ctx;
  w->fx.len = 0;
  bool known = mlb_op_effects(ctx, op, &w->fx);
  /* A call may write every buffer it receives. */
  if (!known || mlb_op_iface(op, MLB_IFACE_CALL)) {
    for (uint32_t i = 0; i < op->num_operands; i++)
      if (mlb_type_is_buffer_like(ctx, mlb_op_operand(op, i)->type)) {
        mlb_vec_push(&w->f->written, mlb_op_operand(op, i));
        mlb_vec_push(&w->f->writers, op);
      }
    return MLB_WALK_ADVANCE;
  }
  for (uint32_t i = 0; i < w->fx.len; i++)
    if (w->fx.data[i].kind == MLB_EFFECT_WRITE && w->fx.data[i].value) {
      mlb_vec_push(&w->f->written, w->fx.data[i].value);
      mlb_vec_push(&w->f->writers, op);
    }
  return MLB_WALK_ADVANCE;
}

static void find_writes(BdFunc *f) {
  if (f->writes_known)
    return;
  Writes w = {f, {0}};
  (void)mlb_walk_post(f->func, collect_writes, &w);
  mlb_vec_free(&w.fx);
  f->writes_known = true;
}

/* ==== Order ==== */

/* A loop around q repeats it with the same buffer s only when s's
 * buffer comes from outside the loop (one allocated in its body is a new
 * one every iteration). */
static bool repeats(BdFunc *f, const MlbOperation *loop, const MlbValue *s) {
  if (!loop || !mlb_placement_is_loop(loop))
    return false;
  const MlbU32Vec *org = cut_origins(f, s);
  for (uint32_t i = 0; i < org->len; i++) {
    MlbValue *o = f->pl.alias.values[org->data[i]];
    MlbOperation *def = o->def_op ? o->def_op
                                  : mlb_block_parent_op(o->owner_block);
    if (!def || !mlb_op_is_ancestor(loop, def))
      return true;
  }
  return false;
}

/* Is block `to` reachable from block `from` (a successor path, from != to)
 * within their region? */
static bool reaches(MlbBlock *from, MlbBlock *to) {
  MlbBlockVec work = {0};
  MlbPtrMap seen;
  mlb_ptrmap_init(&seen);
  mlb_vec_push(&work, from);
  bool found = false;
  while (work.len && !found) {
    MlbBlock *b = work.data[--work.len];
    for (uint32_t k = 0; k < mlb_block_num_succs(b) && !found; k++) {
      MlbBlock *s = mlb_block_succ(b, k);
      found = s == to;
      if (!mlb_ptrmap_get(&seen, s)) {
        mlb_ptrmap_put(&seen, s, (void *)1);
        mlb_vec_push(&work, s);
      }
    }
  }
  mlb_vec_free(&work);
  mlb_ptrmap_free(&seen);
  return found;
}

static MlbOperation *ancestor_in_region(MlbOperation *op, const MlbRegion *r) {
  while (op && op->block && op->block->parent != r)
    op = mlb_op_parent_op(op);
  return op && op->block ? op : NULL;
}

/* May `use` run after `q` on the buffer of s? Compared in the lowest
 * region holding both; anything under a loop around q repeating s may run
 * again after it. */
static bool may_run_after(BdFunc *f, MlbOperation *q, MlbOperation *use,
                          const MlbValue *s) {
  bool in_loop = false;
  for (MlbOperation *qi = q; qi && qi->block; qi = mlb_op_parent_op(qi)) {
    MlbOperation *ui = ancestor_in_region(use, qi->block->parent);
    if (ui) {
      for (MlbOperation *p = mlb_op_parent_op(qi); p && !in_loop;
           p = mlb_op_parent_op(p))
        in_loop = repeats(f, p, s);
      /* q a region op forwarding on entry: its regions run after it. An
       * operand of an op qi around q is read on entering qi, before q; a
       * use nested in qi may follow q only when a loop repeats it. */
      if (ui == qi)
        return qi == q ? use != q : in_loop && use != qi;
      if (in_loop)
        return true;
      if (ui->block == qi->block)
        return mlb_op_is_before_in_block(qi, ui) || reaches(qi->block, ui->block);
      return reaches(qi->block, ui->block);
    }
    in_loop = in_loop || repeats(f, mlb_op_parent_op(qi), s);
  }
  return false;
}

/* ==== The check ==== */

/* The values holding clones: critical aliases and what they flow into
 * (computed once; the critical aliases are known before any clone). */
static void find_clone_side(BdFunc *f) {
  if (f->clone_side_known)
    return;
  MlbValueVec side = {0};
  for (uint32_t i = 0; i < f->owners.len; i++) {
    MlbValue *c = f->owners.data[i];
    if (!mlb_ptrmap_get(&f->critical, c))
      continue;
    side.len = 0;
    mlb_vec_push(&side, c);
    mlb_alias_flows_to(&f->pl.alias, c, &side);
    for (uint32_t k = 0; k < side.len; k++)
      mlb_ptrmap_put(&f->clone_side, side.data[k], (void *)1);
  }
  mlb_vec_free(&side);
  f->clone_side_known = true;
}

/* Is the buffer of s, under a name that will not hold a clone, used after
 * q? */
static bool used_after(BdFunc *f, MlbOperation *q, MlbValue *s) {
  MlbAliasInfo *a = &f->pl.alias;
  for (uint32_t i = 0; i < a->n; i++) {
    MlbValue *v = a->values[i];
    if (!share_origin(f, v, s))
      continue;
    for (MlbUse *u = v->uses; u; u = u->next)
      if (u->owner != q && u->owner->block && may_run_after(f, q, u->owner, s))
        return true;
  }
  return false;
}

/* May a write that runs after q reach the buffer of s or a clone? Writes
 * before q are in the clone too: only one after it can make two copies
 * differ. */
static bool written_after(BdFunc *f, MlbOperation *q, MlbValue *s) {
  find_clone_side(f);
  find_writes(f);
  for (uint32_t i = 0; i < f->written.len; i++) {
    MlbValue *w = f->written.data[i];
    if ((mlb_ptrmap_get(&f->clone_side, w) || share_origin(f, w, s)) &&
        may_run_after(f, q, f->writers.data[i], s))
      return true;
  }
  return false;
}

bool bd_clone_separates(BdFunc *f, MlbOperation *q, MlbValue *s) {
  find_clone_side(f);
  return used_after(f, q, s) && written_after(f, q, s);
}

MlbStatus bd_check_apart(BdFunc *f, MlbOperation *op, uint32_t k) {
  MlbValue *v = bd_forwarded(f, mlb_op_operand(op, k));
  for (uint32_t j = 0; j < op->num_operands; j++) {
    MlbUse *u = &op->operands[j];
    MlbValue *src = mlb_ptrmap_get(&f->cloned_use, u);
    if (j != k && src && src != (void *)1 && share_origin(f, src, v) &&
        written_after(f, op, v))
      return mlb_op_emit_error(f->ctx, op, "buffer-deallocation: operands "
                               "%u and %u may be one buffer; cloning them "
                               "apart would separate them", j, k);
  }
  return MLB_SUCCESS;
}
