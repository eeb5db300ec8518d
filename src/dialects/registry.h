/* registry.h - the dialects mlbuf ships, registered on a context in one
 * place (registry.c): their ops, then their interface models, folders
 * and canonicalization patterns. Tools and the API call both once per
 * context. */
#ifndef MLB_DIALECTS_REGISTRY_H
#define MLB_DIALECTS_REGISTRY_H

#include "ir/ir.h"

void mlb_register_all_dialects(MlbContext *ctx);
void mlb_register_all_interfaces(MlbContext *ctx);

#endif
