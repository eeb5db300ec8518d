/* math_ifaces.c - interfaces of the math ops: none to attach. Every math
 * op is Pure (descriptor trait), so it has no memory effects.
 */
#include "interfaces/registrations.h"

void mlb_register_math_ifaces(MlbContext *ctx) { MLB_UNUSED(ctx); }
