/* index_ifaces.c - interfaces of the index ops: none to attach. Every
 * index op is Pure (descriptor trait), so it has no memory effects.
 */
#include "interfaces/registrations.h"

void mlb_register_index_ifaces(MlbContext *ctx) { MLB_UNUSED(ctx); }
