/* one_shot_explain.c - explain-copies: every operand One-Shot Bufferize
 * puts out of place (a new buffer, with a copy when the value is needed)
 * gets a remark at its op saying why, with notes at the places involved:
 * the write that in place would change a value, and the read that would
 * see the changed value; or the value that must not be written (a
 * constant, a read-only argument). mlbuf's own option (upstream has only
 * print-conflicts, which marks the IR in test-analysis-only mode).
 */
#include "transforms/one_shot_bufferize.h"

static void on_conflict(void *user, MlbUse *read, MlbUse *write,
                        MlbValue *def) {
  MLB_UNUSED(def);
  MlbOsbExplain *e = user;
  if (!e->read) {
    e->read = read;
    e->write = write;
  }
}

static void on_not_writable(void *user, MlbValue *v) {
  MlbOsbExplain *e = user;
  if (!e->readonly)
    e->readonly = v;
}

static void on_private_write(void *user, MlbUse *write, MlbValue *def) {
  MlbOsbExplain *e = user;
  if (!e->private_write) {
    e->private_write = write;
    e->private_def = def;
  }
}

static void on_chosen(void *user, MlbUse *u) {
  MLB_UNUSED(u);
  MlbOsbExplain *e = user;
  e->chosen = true;
}

static MlbAttr *value_loc(MlbValue *v) {
  if (v->def_op)
    return v->def_op->loc;
  MlbOperation *owner = mlb_block_parent_op(v->owner_block);
  return v->loc ? v->loc : owner ? owner->loc : NULL;
}

static void on_out_of_place(void *user, MlbUse *u) {
  MlbOsbExplain *e = user;
  MlbOperation *op = u->owner;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_REMARK, op->loc);
  mlb_buf_printf(&d->message,
                 "operand #%u of '%s' bufferizes out of place (a new "
                 "buffer)",
                 mlb_use_index(u), op->name);
  if (e->readonly) {
    mlb_buf_printf(&d->message, ": in place it would write a buffer that "
                                "must not be written");
    mlb_diag_note(d, value_loc(e->readonly),
                  "this value must not be written");
  } else if (e->private_write) {
    mlb_buf_printf(&d->message,
                   ": in place, the trips of a parallel region would share "
                   "a buffer defined outside it (check-parallel-regions)");
    mlb_diag_note(d, e->private_write->owner->loc,
                  "the write: operand #%u of '%s'",
                  mlb_use_index(e->private_write),
                  e->private_write->owner->name);
    mlb_diag_note(d, value_loc(e->private_def),
                  "the buffer's definition, outside the parallel region");
  } else if (e->chosen) {
    mlb_buf_printf(&d->message,
                   ": chosen, as in place it would send a later operand "
                   "out of place at a higher estimated cost");
  } else if (e->read) {
    mlb_buf_printf(&d->message, ": in place, a write would change what a "
                                "later read sees");
    mlb_diag_note(d, e->write->owner->loc,
                  "the write: operand #%u of '%s'",
                  mlb_use_index(e->write), e->write->owner->name);
    mlb_diag_note(d, e->read->owner->loc,
                  "the read that must not see it: operand #%u of '%s'",
                  mlb_use_index(e->read), e->read->owner->name);
  } else {
    mlb_buf_printf(&d->message, ": every write goes out of place "
                                "(copy-before-write, or a function "
                                "excluded from the analysis)");
  }
  mlb_diag_emit(e->ctx, d);
  e->read = e->write = e->private_write = NULL;
  e->readonly = e->private_def = NULL;
  e->chosen = false;
}

/* The second look (analysis/one_shot.c) put u back in place: the remark
 * made at its decision no longer holds. */
static void on_in_place_after_all(void *user, MlbUse *u) {
  MlbOsbExplain *e = user;
  MlbOperation *op = u->owner;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_REMARK, op->loc);
  mlb_buf_printf(&d->message,
                 "operand #%u of '%s' bufferizes in place after all: with "
                 "every operand decided, the conflict is gone",
                 mlb_use_index(u), op->name);
  mlb_diag_emit(e->ctx, d);
}

void mlb_osb_explain_init(MlbOsbExplain *e, MlbContext *ctx) {
  memset(e, 0, sizeof *e);
  e->ctx = ctx;
  e->report =
      (MlbOsaReport){.conflict = on_conflict,
                     .not_writable = on_not_writable,
                     .out_of_place = on_out_of_place,
                     .private_write = on_private_write,
                     .chosen = on_chosen,
                     .in_place_after_all = on_in_place_after_all,
                     .user = e};
}
