/* unit_verify.c - verifying a module function by function as a greedy
 * run finishes each one (see rewrite.h).
 *
 * After a pass, --verify-each walks the whole module once more. On a
 * module larger than the cache that walk takes a miss on nearly every op;
 * the function the driver has just finished is still in cache, so its
 * verification costs little there. A function the driver left unchanged
 * is as valid as before the pass (its patterns cannot reach outside it),
 * so only changed ones are verified; the module op and whatever is not a
 * unit are verified at the end, leaving the units out. The checks are the
 * same as one mlb_verify of the module; only the order in which a broken
 * module reports its errors can differ.
 */
#include "transforms/pass.h"
#include "transforms/rewrite.h"

static bool unit_done(void *user, MlbOperation *unit, bool changed) {
  MlbUnitVerify *u = user;
  if (changed && mlb_verify(u->ctx, unit) != MLB_SUCCESS) {
    u->failed = true;
    return false;
  }
  mlb_ptrmap_put(&u->done, unit, unit);
  return true;
}

void mlb_unit_verify_begin(MlbUnitVerify *u, MlbContext *ctx,
                           const MlbPassState *st, MlbGreedyConfig *cfg) {
  u->ctx = ctx;
  u->failed = false;
  mlb_ptrmap_init(&u->done);
  if (!st->verify_after)
    return;
  cfg->unit_done = unit_done;
  cfg->unit_user = u;
}

MlbStatus mlb_unit_verify_end(MlbUnitVerify *u, MlbOperation *op,
                              MlbPassState *st, bool changed) {
  MlbStatus s = MLB_SUCCESS;
  if (u->failed) {
    s = MLB_FAILURE;
  } else if (!changed) {
    st->verified = true; /* as verified before the pass */
  } else if (u->done.len) {
    s = mlb_verify_except(u->ctx, op, &u->done);
    st->verified = s == MLB_SUCCESS;
  }
  mlb_ptrmap_free(&u->done);
  return s;
}
