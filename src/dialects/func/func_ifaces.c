/* func_ifaces.c - interfaces of the func ops: func.call names its callee
 * in the "callee" property, func.call_indirect takes it as operand 0;
 * func.func is callable with its body in region 0 and its type in
 * "function_type". Calls have no effect interface upstream (their effects
 * are the callee's): unknown. func.return is return-like by trait.
 */
#include "interfaces/bufferize.h"
#include "interfaces/registrations.h"

static const MlbCallIface k_call = {
    .callee_attr = mlb_names.callee, .callee_operand = -1, .args_from = 0};
static const MlbCallIface k_call_indirect = {
    .callee_attr = NULL, .callee_operand = 0, .args_from = 1};
static const MlbCallableIface k_func = {.body_region = 0,
                                        .type_attr = mlb_names.function_type};

static const MlbIfaceEntry k_entries[] = {
    {"func.call", MLB_IFACE_CALL, &k_call},
    {"func.call_indirect", MLB_IFACE_CALL, &k_call_indirect},
    {"func.func", MLB_IFACE_CALLABLE, &k_func},
};

/* func.return reads what it returns and writes nothing; with
 * bufferize-function-boundaries the pass rewrites it with the signature,
 * else the function keeps returning tensors. */
static const MlbBufferizeIface k_return_bufferize = {0};

void mlb_register_func_ifaces(MlbContext *ctx) {
  mlb_attach_iface_entries(
      ctx,
      &(MlbIfaceEntry){"func.return", MLB_IFACE_BUFFERIZE,
                       &k_return_bufferize},
      1);
  mlb_attach_iface_entries(ctx, k_entries, MLB_ARRAY_LEN(k_entries));
}
