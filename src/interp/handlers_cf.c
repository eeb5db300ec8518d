/* handlers_cf.c - interpreter handlers of the cf dialect: branches move
 * their forwarded operands into the target block's arguments (as one
 * parallel copy) and name the next block; cf.assert stops execution.
 */
#include "interp/interp_int.h"

typedef struct Edge {
  uint32_t target;
  MlbIMoves moves;
} Edge;

typedef struct SwitchInfo {
  uint32_t ncases;
  int64_t *values;
  Edge *edges; /* edges[0] = default, edges[i + 1] = case i */
} SwitchInfo;

static void lower_edge(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                       uint32_t succ, Edge *e) {
  MlbBlock *target = op->successors[succ].block;
  e->target = mlb_ilower_block_index(lw, target);
  uint32_t start = 0, count = 0;
  if (op->desc && op->desc->successor_operands)
    op->desc->successor_operands(op, succ, &start, &count);
  if (count > target->num_args)
    count = target->num_args;
  mlb_ilower_moves(lw, count, ins->opnd + start, target->args, &e->moves);
}

static inline int take_edge(MlbExec *ex, MlbISlot *fr, const Edge *e) {
  mlb_imoves_run(fr, &e->moves);
  ex->next_block = e->target;
  return MLB_X_JUMP;
}

/* ==== cf.br / cf.cond_br ==== */

static int exec_br(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  return take_edge(ex, fr, ins->aux);
}

static MlbStatus lower_br(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  Edge *e = mlb_ilower_alloc(lw, op->num_successors * sizeof(Edge));
  for (uint32_t i = 0; i < op->num_successors; i++)
    lower_edge(lw, op, ins, i, &e[i]);
  ins->aux = e;
  return MLB_SUCCESS;
}

static int exec_cond_br(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const Edge *e = ins->aux;
  return take_edge(ex, fr, &e[fr[ins->opnd[0]].i ? 0 : 1]);
}

/* ==== cf.switch ==== */

static int exec_switch(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const SwitchInfo *si = ins->aux;
  int64_t v = fr[ins->opnd[0]].i;
  for (uint32_t i = 0; i < si->ncases; i++)
    if (si->values[i] == v)
      return take_edge(ex, fr, &si->edges[i + 1]);
  return take_edge(ex, fr, &si->edges[0]);
}

static MlbStatus decode_case_values(MlbILower *lw, MlbOperation *op,
                                    SwitchInfo *si, uint32_t width) {
  MlbAttr *cv = mlb_op_get_attr(op, "case_values");
  si->ncases = op->num_successors - 1;
  si->values = mlb_ilower_alloc(lw, si->ncases * sizeof(int64_t));
  if (!si->ncases)
    return MLB_SUCCESS;
  if (!cv || cv->kind != MLB_ATTR_DENSE || cv->u.dense.hex)
    return mlb_ilower_unsupported(lw, op, "case_values encoding");
  MlbAttr *el = cv->u.dense.elements;
  for (uint32_t i = 0; i < si->ncases; i++) {
    MlbAttr *e = el;
    if (el->kind == MLB_ATTR_ARRAY)
      e = i < el->u.array.n ? el->u.array.elems[i] : NULL;
    if (!e || e->kind != MLB_ATTR_INTEGER)
      return mlb_ilower_unsupported(lw, op, "case_values encoding");
    si->values[i] = mlb_sext(e->u.integer.value, width);
  }
  return MLB_SUCCESS;
}

static MlbStatus lower_switch(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  SwitchInfo *si = mlb_ilower_alloc(lw, sizeof *si);
  MLB_TRY(decode_case_values(lw, op, si, ins->width ? ins->width : 64));
  si->edges = mlb_ilower_alloc(lw, op->num_successors * sizeof(Edge));
  for (uint32_t i = 0; i < op->num_successors; i++)
    lower_edge(lw, op, ins, i, &si->edges[i]);
  ins->aux = si;
  return MLB_SUCCESS;
}

/* ==== cf.assert ==== */

static int exec_assert(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  if (fr[ins->opnd[0]].i)
    return MLB_X_NEXT;
  return mlb_iexec_error(ex, ins, "assertion failed: %s",
                         (const char *)ins->aux);
}

static MlbStatus lower_assert(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbAttr *msg = mlb_op_get_attr(op, "msg");
  const char *text = "";
  if (msg && msg->kind == MLB_ATTR_STRING)
    text = mlb_arena_strndup(&lw->in->arena, msg->u.str.data, msg->u.str.len);
  ins->aux = (void *)text;
  return MLB_SUCCESS;
}

static const MlbIOpDef cf_defs[] = {
    {"cf.br", exec_br, lower_br, NULL, false},
    {"cf.cond_br", exec_cond_br, lower_br, NULL, false},
    {"cf.switch", exec_switch, lower_switch, NULL, false},
    {"cf.assert", exec_assert, lower_assert, NULL, false},
};

void mlb_interp_register_cf(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, cf_defs, MLB_ARRAY_LEN(cf_defs));
}
