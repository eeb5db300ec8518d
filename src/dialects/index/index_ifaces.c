/* index_ifaces.c - interfaces of the index ops. Every index op is Pure
 * (descriptor trait), so it has no memory effects; only the folders
 * (index_canon.c) are attached.
 */
#include "dialects/index/index_int.h"
#include "interfaces/registrations.h"

void mlb_register_index_ifaces(MlbContext *ctx) {
  mlb_register_index_canon(ctx);
}
