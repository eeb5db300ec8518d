/* registry.c - the dialects mlbuf ships, registered in one place. */
#include "dialects/registry.h"
#include "interfaces/registrations.h"

extern const MlbDialect mlb_dialect_builtin, mlb_dialect_func, mlb_dialect_cf,
    mlb_dialect_scf, mlb_dialect_arith, mlb_dialect_math, mlb_dialect_index,
    mlb_dialect_memref, mlb_dialect_bufferization, mlb_dialect_tensor,
    mlb_dialect_linalg, mlb_dialect_gpu, mlb_dialect_test,
    mlb_dialect_vector, mlb_dialect_transform, mlb_dialect_affine,
    mlb_dialect_shape, mlb_dialect_spirv, mlb_dialect_shard,
    mlb_dialect_acc;

void mlb_register_all_dialects(MlbContext *ctx) {
  static const MlbDialect *const all[] = {
      &mlb_dialect_builtin, &mlb_dialect_func,   &mlb_dialect_cf,
      &mlb_dialect_scf,     &mlb_dialect_arith,  &mlb_dialect_math,
      &mlb_dialect_index,   &mlb_dialect_memref, &mlb_dialect_bufferization,
      &mlb_dialect_tensor,  &mlb_dialect_linalg, &mlb_dialect_gpu,
      &mlb_dialect_test,    &mlb_dialect_vector,
      &mlb_dialect_transform, &mlb_dialect_affine,  &mlb_dialect_shape,
      &mlb_dialect_spirv,     &mlb_dialect_shard,   &mlb_dialect_acc,
  };
  for (size_t i = 0; i < MLB_ARRAY_LEN(all); i++)
    mlb_register_dialect(ctx, all[i]);
}

/* Their interface models, folders and patterns. */
void mlb_register_all_interfaces(MlbContext *ctx) {
  static void (*const all[])(MlbContext *) = {
      mlb_register_builtin_ifaces, mlb_register_func_ifaces,
      mlb_register_cf_ifaces,      mlb_register_scf_ifaces,
      mlb_register_arith_ifaces,   mlb_register_math_ifaces,
      mlb_register_index_ifaces,   mlb_register_memref_ifaces,
      mlb_register_bufferization_ifaces, mlb_register_tensor_ifaces,
      mlb_register_linalg_ifaces,  mlb_register_gpu_ifaces,
      mlb_register_vector_ifaces,  mlb_register_affine_ifaces,
      mlb_register_shape_ifaces,
  };
  for (size_t i = 0; i < MLB_ARRAY_LEN(all); i++)
    all[i](ctx);
}
