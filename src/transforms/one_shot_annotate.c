/* one_shot_annotate.c - what test-analysis-only writes into the IR
 * besides the in-place decisions: the conflicts that put operands out of
 * place (print-conflicts), in upstream's format.
 *
 * Each conflict gets an id C_<n> and three unit attributes: on the
 * writing op "C_<n>[CONFL-WRITE: <operand>]", on the reading op
 * "C_<n>[READ: <operand>]", and on the op defining the value read
 * "C_<n>[DEF: result <k>]" (the owner of a block argument:
 * "C_<n>[DEF: bbArg <k>]"). A value that must not be written gets
 * "W_<n>[NOT-WRITABLE: result <k>]" / "...: bbArg <k>]". Upstream numbers
 * across the whole process (with -split-input-file the numbers go on from
 * chunk to chunk); we number per run of the pass.
 */
#include "transforms/one_shot_bufferize.h"

static void put_mark(MlbContext *ctx, MlbOperation *op, const char *fmt,
                     uint64_t id, const char *what, uint32_t n) {
  char name[96];
  snprintf(name, sizeof name, fmt, (unsigned long long)id, what, n);
  mlb_op_set_attr(ctx, op, name, mlb_attr_unit(ctx));
}

/* The op carrying a value's marks: its definer, or its block's owner. */
static MlbOperation *mark_owner(MlbValue *v, const char **what) {
  *what = v->def_op ? "result" : "bbArg";
  return v->def_op ? v->def_op : mlb_block_parent_op(v->owner_block);
}

static void on_conflict(void *user, MlbUse *read, MlbUse *write,
                        MlbValue *def) {
  MlbOsbMarks *m = user;
  uint64_t id = m->conflicts++;
  put_mark(m->ctx, write->owner, "C_%llu[%s: %u]", id, "CONFL-WRITE",
           mlb_use_index(write));
  put_mark(m->ctx, read->owner, "C_%llu[%s: %u]", id, "READ",
           mlb_use_index(read));
  const char *what;
  MlbOperation *owner = mark_owner(def, &what);
  if (owner)
    put_mark(m->ctx, owner, "C_%llu[DEF: %s %u]", id, what, def->index);
}

static void on_not_writable(void *user, MlbValue *v) {
  MlbOsbMarks *m = user;
  const char *what;
  MlbOperation *owner = mark_owner(v, &what);
  if (owner)
    put_mark(m->ctx, owner, "W_%llu[NOT-WRITABLE: %s %u]", m->not_writable++,
             what, v->index);
}

void mlb_osb_marks_init(MlbOsbMarks *m, MlbContext *ctx) {
  memset(m, 0, sizeof *m);
  m->ctx = ctx;
  m->report = (MlbOsaReport){on_conflict, on_not_writable, m};
}
