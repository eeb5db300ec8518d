/* lower.c - lowers a func.func once into slot-indexed code (interp_int.h).
 *
 * Two walks over the body: the first gives every block argument and op
 * result of the function (nested regions included) a frame slot; the
 * second turns each block into an MlbIns array, binding every op to the
 * exec function of its MLB_IFACE_INTERP table. Ops without a table are
 * reported here, at their location, so nothing is skipped at run time.
 * Callees are lowered when their call is (recursion-safe: the function is
 * entered in the map before its body is lowered).
 */
#include "interp/interp_int.h"

/* ==== Slots ==== */

static bool type_is_memref(const MlbType *t) {
  return t && (t->kind == MLB_TYPE_MEMREF || t->kind == MLB_TYPE_UNRANKED_MEMREF);
}

/* Vectors are held like tensors (handlers_vector.c). */
static bool type_is_tensor(const MlbType *t) {
  return t && (t->kind == MLB_TYPE_TENSOR ||
               t->kind == MLB_TYPE_UNRANKED_TENSOR ||
               t->kind == MLB_TYPE_VECTOR);
}

uint32_t mlb_ilower_new_slot(MlbILower *lw, MlbType *t) {
  uint32_t s = lw->nslots++;
  bool mr = type_is_memref(t);
  uint32_t cap = 0;
  if (mr)
    cap = t->kind == MLB_TYPE_MEMREF ? t->u.shaped.rank : UINT32_MAX;
  mlb_vec_push(&lw->is_memref, (uint8_t)mr);
  mlb_vec_push(&lw->is_tensor, (uint8_t)type_is_tensor(t));
  mlb_vec_push(&lw->slot_cap, cap);
  if (mr) {
    mlb_vec_push(&lw->mr_slot, s);
    mlb_vec_push(&lw->mr_cap, cap);
  }
  return s;
}

/* A temporary shaped like an existing slot. */
static uint32_t slot_like(MlbILower *lw, uint32_t other) {
  uint32_t s = lw->nslots++;
  uint8_t mr = lw->is_memref.data[other];
  uint32_t cap = lw->slot_cap.data[other];
  mlb_vec_push(&lw->is_memref, mr);
  mlb_vec_push(&lw->is_tensor, lw->is_tensor.data[other]);
  mlb_vec_push(&lw->slot_cap, cap);
  if (mr) {
    mlb_vec_push(&lw->mr_slot, s);
    mlb_vec_push(&lw->mr_cap, cap);
  }
  return s;
}

static void bind_value(MlbILower *lw, MlbValue *v) {
  uint32_t s = mlb_ilower_new_slot(lw, v->type);
  mlb_ptrmap_put(&lw->slots, v, (void *)(uintptr_t)(s + 1));
}

uint32_t mlb_ilower_slot(MlbILower *lw, MlbValue *v) {
  uintptr_t s = (uintptr_t)mlb_ptrmap_get(&lw->slots, v);
  MLB_ASSERT(s != 0);
  return (uint32_t)(s - 1);
}

bool mlb_ilower_slot_is_memref(MlbILower *lw, uint32_t slot) {
  return lw->is_memref.data[slot] != 0;
}

static void bind_region(MlbILower *lw, MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next) {
    for (uint32_t i = 0; i < b->num_args; i++)
      bind_value(lw, b->args[i]);
    for (MlbOperation *op = b->first; op; op = op->next) {
      for (uint32_t i = 0; i < op->num_results; i++)
        bind_value(lw, mlb_op_result(op, i));
      for (uint32_t i = 0; i < op->num_regions; i++)
        bind_region(lw, &op->regions[i]);
    }
  }
}

void *mlb_ilower_alloc(MlbILower *lw, size_t n) {
  return mlb_arena_alloc(&lw->in->arena, n ? n : 1);
}

uint32_t mlb_ilower_block_index(MlbILower *lw, MlbBlock *b) {
  uintptr_t i = (uintptr_t)mlb_ptrmap_get(&lw->blocks, b);
  MLB_ASSERT(i != 0);
  return (uint32_t)(i - 1);
}

MlbStatus mlb_ilower_unsupported(MlbILower *lw, MlbOperation *op,
                                 const char *what) {
  return mlb_op_emit_error(lw->ctx, op, "is not supported by the interpreter: %s",
                           what);
}

/* ==== Parallel moves ==== */

void mlb_ilower_moves_slots(MlbILower *lw, uint32_t n, const uint32_t *src,
                            const uint32_t *dst, MlbIMoves *out) {
  memset(out, 0, sizeof *out);
  out->n = n;
  out->src = mlb_ilower_alloc(lw, n * sizeof(uint32_t));
  out->dst = mlb_ilower_alloc(lw, n * sizeof(uint32_t));
  out->memref = mlb_ilower_alloc(lw, n);
  bool overlap = false;
  for (uint32_t i = 0; i < n; i++) {
    out->src[i] = src[i];
    out->dst[i] = dst[i];
    out->memref[i] = lw->is_memref.data[dst[i]];
    for (uint32_t j = 0; j < n; j++)
      if (j != i && dst[i] == src[j])
        overlap = true;
  }
  if (!overlap)
    return;
  out->tmp = mlb_ilower_alloc(lw, n * sizeof(uint32_t));
  for (uint32_t i = 0; i < n; i++)
    out->tmp[i] = slot_like(lw, dst[i]);
}

void mlb_ilower_moves(MlbILower *lw, uint32_t n, const uint32_t *src,
                      MlbValue *const *dst, MlbIMoves *out) {
  uint32_t *d = mlb_ilower_alloc(lw, n * sizeof(uint32_t));
  for (uint32_t i = 0; i < n; i++)
    d[i] = mlb_ilower_slot(lw, dst[i]);
  mlb_ilower_moves_slots(lw, n, src, d, out);
}

/* ==== Instructions ==== */

static MlbStatus lower_region(MlbILower *lw, MlbRegion *r, MlbLRegion *out);

static uint32_t main_width(MlbOperation *op) {
  MlbType *t = op->num_results ? mlb_op_result(op, 0)->type
               : op->num_operands ? mlb_op_operand(op, 0)->type
                                  : NULL;
  if (!t)
    return 0;
  if (t->kind == MLB_TYPE_INDEX)
    return 64;
  return t->kind == MLB_TYPE_INTEGER ? t->u.integer.width : 0;
}

static void fill_slots(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  uint32_t n = op->num_operands + op->num_results;
  uint32_t *s = n <= MLB_INS_INLINE ? ins->inl
                                    : mlb_ilower_alloc(lw, n * sizeof(uint32_t));
  for (uint32_t i = 0; i < op->num_operands; i++)
    s[i] = mlb_ilower_slot(lw, mlb_op_operand(op, i));
  for (uint32_t i = 0; i < op->num_results; i++)
    s[op->num_operands + i] = mlb_ilower_slot(lw, mlb_op_result(op, i));
  ins->opnd = s;
  ins->res = s + op->num_operands;
  ins->nopnd = op->num_operands;
  ins->nres = op->num_results;
}

static bool has_tensor_values(MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (type_is_tensor(mlb_op_operand(op, i)->type))
      return true;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (type_is_tensor(mlb_op_result(op, i)->type))
      return true;
  return false;
}

MlbStatus mlb_ilower_op(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  memset(ins, 0, sizeof *ins);
  ins->op = op;
  fill_slots(lw, op, ins);
  ins->width = main_width(op);
  const MlbIOpDef *def = mlb_op_iface(op, MLB_IFACE_INTERP);
  if (!def)
    return mlb_op_emit_error(lw->ctx, op,
                             "has no interpreter handler (mlbuf-run cannot "
                             "execute it)");
  if (def->elementwise && !op->num_regions && has_tensor_values(op))
    return mlb_ilower_elementwise(lw, op, ins);
  if (op->num_regions) {
    ins->nregions = op->num_regions;
    ins->regions = mlb_ilower_alloc(lw, op->num_regions * sizeof(MlbLRegion));
    for (uint32_t i = 0; i < op->num_regions; i++)
      MLB_TRY(lower_region(lw, &op->regions[i], &ins->regions[i]));
  }
  ins->fn = def->exec;
  if (def->lower)
    MLB_TRY(def->lower(lw, op, ins));
  if (!ins->fn)
    return mlb_ilower_unsupported(lw, op, "this form");
  return MLB_SUCCESS;
}

static MlbStatus lower_block(MlbILower *lw, MlbBlock *b, MlbLBlock *out) {
  uint32_t n = 0;
  for (MlbOperation *op = b->first; op; op = op->next)
    n++;
  /* A block that does not end in a terminator (an op without one in a
   * NoTerminator region) leaves its region when it runs out of ops. */
  bool synth = !b->last || !mlb_op_is_terminator(b->last);
  out->nins = n + synth;
  out->ins = mlb_ilower_alloc(lw, out->nins * sizeof(MlbIns));
  out->nargs = b->num_args;
  out->args = mlb_ilower_alloc(lw, b->num_args * sizeof(uint32_t));
  for (uint32_t i = 0; i < b->num_args; i++)
    out->args[i] = mlb_ilower_slot(lw, b->args[i]);
  uint32_t i = 0;
  for (MlbOperation *op = b->first; op; op = op->next)
    MLB_TRY(mlb_ilower_op(lw, op, &out->ins[i++]));
  if (synth) {
    MlbIns *x = &out->ins[n];
    x->fn = mlb_iexec_exit;
    x->op = b->last ? b->last : mlb_block_parent_op(b);
    x->opnd = x->res = x->inl;
  }
  return MLB_SUCCESS;
}

static MlbStatus lower_region(MlbILower *lw, MlbRegion *r, MlbLRegion *out) {
  out->nblocks = mlb_region_num_blocks(r);
  out->blocks = mlb_ilower_alloc(lw, out->nblocks * sizeof(MlbLBlock));
  uint32_t i = 0;
  for (MlbBlock *b = r->first; b; b = b->next, i++)
    mlb_ptrmap_put(&lw->blocks, b, (void *)(uintptr_t)(i + 1));
  i = 0;
  for (MlbBlock *b = r->first; b; b = b->next)
    MLB_TRY(lower_block(lw, b, &out->blocks[i++]));
  return MLB_SUCCESS;
}

/* ==== Functions ==== */

/* Arena copy of a vector's n elements (never NULL). */
static void *dup_vec(MlbILower *lw, const void *data, size_t n) {
  void *p = mlb_ilower_alloc(lw, n);
  if (n)
    memcpy(p, data, n);
  return p;
}

static void finish_layout(MlbILower *lw, MlbLFunc *fn) {
  fn->nslots = lw->nslots;
  fn->nmemref = lw->mr_slot.len;
  fn->mr_slot = dup_vec(lw, lw->mr_slot.data, lw->mr_slot.len * sizeof(uint32_t));
  fn->mr_cap = dup_vec(lw, lw->mr_cap.data, lw->mr_cap.len * sizeof(uint32_t));
  fn->slot_memref = dup_vec(lw, lw->is_memref.data, lw->is_memref.len);
  fn->slot_tensor = dup_vec(lw, lw->is_tensor.data, lw->is_tensor.len);
  size_t bytes = (size_t)lw->nslots * sizeof(MlbISlot);
  for (uint32_t i = 0; i < fn->nmemref; i++) {
    bytes += sizeof(MlbIMemref);
    if (fn->mr_cap[i] != UINT32_MAX)
      bytes += 2 * (size_t)fn->mr_cap[i] * sizeof(int64_t);
  }
  fn->frame_bytes = bytes ? bytes : sizeof(MlbISlot);
}

static void free_lowerer(MlbILower *lw) {
  mlb_ptrmap_free(&lw->slots);
  mlb_ptrmap_free(&lw->blocks);
  mlb_vec_free(&lw->mr_slot);
  mlb_vec_free(&lw->mr_cap);
  mlb_vec_free(&lw->is_memref);
  mlb_vec_free(&lw->is_tensor);
  mlb_vec_free(&lw->slot_cap);
}

static MlbStatus lower_body(MlbInterp *in, MlbLFunc *fn, MlbRegion *body) {
  MlbILower lw;
  memset(&lw, 0, sizeof lw);
  lw.in = in;
  lw.ctx = in->ctx;
  lw.fn = fn;
  mlb_ptrmap_init(&lw.slots);
  mlb_ptrmap_init(&lw.blocks);
  bind_region(&lw, body);
  MlbStatus st = lower_region(&lw, body, &fn->body);
  if (st == MLB_SUCCESS)
    finish_layout(&lw, fn);
  free_lowerer(&lw);
  return st;
}

static MlbType *func_type(MlbOperation *func) {
  MlbAttr *a = mlb_op_get_attr(func, "function_type");
  return a && a->kind == MLB_ATTR_TYPE ? a->u.type.value : NULL;
}

MlbLFunc *mlb_ilower_func(MlbInterp *in, MlbOperation *func) {
  MlbLFunc *fn = mlb_ptrmap_get(&in->funcs, func);
  if (fn)
    return fn;
  fn = mlb_arena_alloc(&in->arena, sizeof *fn);
  fn->op = func;
  fn->name = mlb_op_symbol_name(func);
  mlb_ptrmap_put(&in->funcs, func, fn);
  mlb_vec_push(&in->all_funcs, fn);
  MlbRegion *body = func->num_regions ? &func->regions[0] : NULL;
  if (!body || mlb_region_empty(body)) {
    fn->rt = fn->name ? mlb_iruntime_lookup(fn->name, func_type(func)) : NULL;
    fn->external = !fn->rt;
    fn->lowered = true;
    return fn;
  }
  if (lower_body(in, fn, body) != MLB_SUCCESS)
    return NULL;
  fn->lowered = true;
  return fn;
}

/* ==== Registration ==== */

void mlb_interp_register_ops(MlbContext *ctx, const MlbIOpDef *defs,
                             uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    /* Ops of dialects not registered in this context are skipped. */
    MlbOpDesc *d = mlb_lookup_op_mutable(ctx, defs[i].name);
    if (d)
      mlb_desc_set_iface(d, MLB_IFACE_INTERP, &defs[i]);
  }
}

void mlb_interp_register_handlers(MlbContext *ctx) {
  mlb_interp_register_func(ctx);
  mlb_interp_register_cf(ctx);
  mlb_interp_register_scf(ctx);
  mlb_interp_register_arith(ctx);
  mlb_interp_register_arith_float(ctx);
  mlb_interp_register_math(ctx);
  mlb_interp_register_index(ctx);
  mlb_interp_register_memref(ctx);
  mlb_interp_register_memref_views(ctx);
  mlb_interp_register_bufferization(ctx);
  mlb_interp_register_linalg(ctx);
  mlb_interp_register_linalg_relayout(ctx);
  mlb_interp_register_vector(ctx);
  mlb_interp_register_affine(ctx);
  mlb_interp_register_shape(ctx);
  mlb_interp_register_tensor(ctx);
  mlb_interp_register_tensor_slice(ctx);
  mlb_interp_register_scf_forall(ctx);
  mlb_interp_register_memref_atomic(ctx);
}
