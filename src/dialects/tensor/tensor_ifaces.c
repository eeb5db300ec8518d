/* tensor_ifaces.c - interfaces of the tensor ops. Tensors are values, so
 * most ops are Pure (descriptor trait); tensor.dim is NoMemoryEffect and
 * tensor.generate has RecursiveMemoryEffects upstream. tensor.yield is
 * return-like by trait; its parents (generate, pad) do not branch.
 * tensor.parallel_insert_slice declares no effects upstream: unknown.
 */
#include "interfaces/registrations.h"

static const MlbIfaceEntry k_entries[] = {
    {"tensor.dim", MLB_IFACE_EFFECTS, &mlb_iface_no_effects},
    {"tensor.generate", MLB_IFACE_EFFECTS, &mlb_iface_recursive_effects},
};

void mlb_register_tensor_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
  mlb_register_tensor_bufferize(ctx);
  mlb_register_tensor_slice_bufferize(ctx);
  mlb_register_tensor_make_bufferize(ctx);
  mlb_register_tensor_concat_bufferize(ctx);
  mlb_register_tensor_canon(ctx);
}
