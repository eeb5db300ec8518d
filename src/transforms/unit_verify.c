/* unit_verify.c - verifying a module function by function as a pass
 * finishes each one (see rewrite.h).
 *
 * After a pass, --verify-each walks the whole module once more. On a
 * module larger than the cache that walk takes a miss on nearly every op;
 * the function the pass has just finished is still in cache, so its
 * verification costs little there. A function the pass left unchanged is
 * as valid as before the pass, so it needs no second look; the module op
 * and whatever is not a unit are verified at the end, leaving the units
 * out. The checks are the same as one mlb_verify of the module; only the
 * order in which a broken module reports its errors can differ. A pass
 * may use this only if finishing one function never changes another
 * function the unit check has passed.
 */
#include "transforms/pass.h"
#include "rewrite/rewrite.h"

void mlb_unit_verify_begin(MlbUnitVerify *u, MlbContext *ctx,
                           MlbOperation *root, const MlbPassState *st) {
  u->ctx = ctx;
  u->root = root;
  u->active = st->verify_after;
  u->failed = false;
  mlb_ptrmap_init(&u->done);
}

bool mlb_unit_verify_unit(MlbUnitVerify *u, MlbOperation *unit,
                          bool changed) {
  if (!u->active || mlb_op_parent_op(unit) != u->root)
    return true;
  if (changed && mlb_verify(u->ctx, unit) != MLB_SUCCESS) {
    u->failed = true;
    return false;
  }
  mlb_ptrmap_put(&u->done, unit, unit);
  return true;
}

bool mlb_unit_verify_done(void *u, MlbOperation *unit, bool changed) {
  return mlb_unit_verify_unit(u, unit, changed);
}

void mlb_unit_verify_hook(MlbUnitVerify *u, MlbGreedyConfig *cfg) {
  if (!u->active)
    return;
  cfg->unit_done = mlb_unit_verify_done;
  cfg->unit_user = u;
}

MlbStatus mlb_unit_verify_end(MlbUnitVerify *u, MlbOperation *op,
                              MlbPassState *st, bool changed, MlbStatus s) {
  if (s != MLB_SUCCESS || u->failed) {
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
