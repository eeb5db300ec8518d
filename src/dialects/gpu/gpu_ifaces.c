/* gpu_ifaces.c - interfaces of the gpu memory ops.
 *
 * Effects follow upstream's operand effects, except that gpu.alloc and
 * gpu.dealloc allocate and free in a resource of their own, "gpu" (upstream
 * uses the default resource): device memory is freed by gpu.dealloc, never
 * by memref.dealloc, so passes must not mix the two. The buffers of
 * dealloc/memcpy/memset follow a variadic list of async tokens, hence the
 * references from the end. gpu.wait has no effect interface: unknown.
 *
 * A gpu.alloc buffer is cloned into device memory: gpu.alloc of the same
 * type (dynamic sizes read with memref.dim) and gpu.memcpy.
 */
#include "interfaces/registrations.h"

#define GPU_RESOURCE "gpu"

MLB_EFFECTS_TABLE(k_alloc_fx,
                  {MLB_EFFECT_ALLOCATE, MLB_REF_RESULT(0), GPU_RESOURCE});
MLB_EFFECTS_TABLE(k_dealloc_fx,
                  {MLB_EFFECT_FREE, MLB_REF_OPERAND_FROM_END(0), GPU_RESOURCE});
MLB_EFFECTS_TABLE(k_memcpy_fx,
                  {MLB_EFFECT_WRITE, MLB_REF_OPERAND_FROM_END(1), NULL},
                  {MLB_EFFECT_READ, MLB_REF_OPERAND_FROM_END(0), NULL});
MLB_EFFECTS_TABLE(k_memset_fx,
                  {MLB_EFFECT_WRITE, MLB_REF_OPERAND_FROM_END(1), NULL});

static MlbValue *build_value(MlbBuilder *b, MlbOpState *st, MlbType *t) {
  mlb_vec_push(&st->result_types, t);
  return mlb_op_result(mlb_builder_insert(b, st), 0);
}

/* memref.dim %buf, (arith.constant i : index) */
static MlbValue *build_dim(MlbBuilder *b, MlbValue *buf, uint32_t i,
                           MlbAttr *loc) {
  MlbContext *ctx = b->ctx;
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "arith.constant", loc);
  mlb_opstate_add_prop(&st, "value", mlb_attr_int(ctx, ctx->t_index, i));
  MlbValue *idx = build_value(b, &st, ctx->t_index);
  mlb_opstate_init(&st, ctx, "memref.dim", loc);
  mlb_vec_push(&st.operands, buf);
  mlb_vec_push(&st.operands, idx);
  return build_value(b, &st, ctx->t_index);
}

/* Only identity layouts: gpu.alloc cannot recreate strided layouts'
 * dynamic offsets and strides from the source. */
static MlbValue *gpu_clone(MlbBuilder *b, MlbValue *buf, MlbAttr *loc) {
  MlbContext *ctx = b->ctx;
  MlbType *t = buf->type;
  if (t->kind != MLB_TYPE_MEMREF || t->u.shaped.layout)
    return NULL;
  MlbOpState st;
  MlbValueVec sizes = {0};
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] == MLB_DYNAMIC)
      mlb_vec_push(&sizes, build_dim(b, buf, i, loc));
  mlb_opstate_init(&st, ctx, "gpu.alloc", loc);
  for (uint32_t i = 0; i < sizes.len; i++)
    mlb_vec_push(&st.operands, sizes.data[i]);
  int64_t seg[3] = {0, sizes.len, 0};
  mlb_opstate_add_prop(&st, "operandSegmentSizes",
                       mlb_attr_dense_int_array(ctx, ctx->t_i32, 3, seg));
  mlb_vec_free(&sizes);
  MlbValue *copy = build_value(b, &st, t);
  mlb_opstate_init(&st, ctx, "gpu.memcpy", loc);
  mlb_vec_push(&st.operands, copy);
  mlb_vec_push(&st.operands, buf);
  mlb_builder_insert(b, &st);
  return copy;
}

static const MlbAllocationIface k_alloc_alloc = {.resource = GPU_RESOURCE,
                                                 .free_op = "gpu.dealloc",
                                                 .clone_op = NULL,
                                                 .build_clone = gpu_clone};

static const MlbIfaceEntry k_entries[] = {
    {"gpu.alloc", MLB_IFACE_EFFECTS, &k_alloc_fx},
    {"gpu.alloc", MLB_IFACE_ALLOCATION, &k_alloc_alloc},
    {"gpu.dealloc", MLB_IFACE_EFFECTS, &k_dealloc_fx},
    {"gpu.memcpy", MLB_IFACE_EFFECTS, &k_memcpy_fx},
    {"gpu.memset", MLB_IFACE_EFFECTS, &k_memset_fx},
};

void mlb_register_gpu_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
