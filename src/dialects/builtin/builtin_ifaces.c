/* builtin_ifaces.c - interfaces of the builtin ops: none to attach.
 * builtin.module declares no effects or branching upstream, and
 * unrealized_conversion_cast is Pure by its descriptor trait (it is no view:
 * a pass must assume its results may alias its operands).
 */
#include "interfaces/registrations.h"

void mlb_register_builtin_ifaces(MlbContext *ctx) { MLB_UNUSED(ctx); }
