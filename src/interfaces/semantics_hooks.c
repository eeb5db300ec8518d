/* semantics_hooks.c - the hooks behind described region-branch ops, their
 * terminators and branch ops: they answer per op instance from the
 * description attached to the op's descriptor (see semantics_int.h).
 */
#include "interfaces/semantics_int.h"

#include <ctype.h>
#include <stdlib.h>

void mlb_sem_clamp(MlbSemRange r, uint32_t n, uint32_t *start,
                   uint32_t *count) {
  uint32_t s = r.from < n ? r.from : n;
  uint32_t c = n - s;
  if (r.count >= 0 && (uint32_t)r.count < c)
    c = (uint32_t)r.count;
  *start = s;
  *count = c;
}

/* ==== Region branching ==== */
static const MlbSemBranchTable *branch_table(MlbOperation *op) {
  return op->desc ? op->desc->ifaces[MLB_IFACE_REGION_BRANCH] : NULL;
}

static void push_unique(MlbU32Vec *out, int32_t to) {
  for (uint32_t i = 0; i < out->len; i++)
    if (out->data[i] == (uint32_t)to)
      return;
  mlb_vec_push(out, (uint32_t)to);
}

/* Entering an empty region of an if-like op is leaving the op: scf.if
 * without an else goes straight on. */
static void push_if_target(MlbOperation *op, int32_t r, MlbU32Vec *out) {
  if (mlb_region_empty(&op->regions[r]))
    push_unique(out, MLB_REGION_PARENT);
  else
    push_unique(out, r);
}

static void if_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  if (from != MLB_REGION_PARENT) {
    push_unique(out, MLB_REGION_PARENT);
    return;
  }
  for (uint32_t r = 0; r < op->num_regions; r++)
    push_if_target(op, (int32_t)r, out);
  if (op->num_regions == 0)
    push_unique(out, MLB_REGION_PARENT);
}

static void loop_successors(MlbOperation *op, int32_t from, MlbU32Vec *out) {
  int32_t body = from == MLB_REGION_PARENT ? 0 : from;
  if ((uint32_t)body < op->num_regions)
    push_unique(out, body);
  push_unique(out, MLB_REGION_PARENT);
}

static void sequence_successors(MlbOperation *op, int32_t from,
                                MlbU32Vec *out) {
  int32_t next = from == MLB_REGION_PARENT ? 0 : from + 1;
  push_unique(out, (uint32_t)next < op->num_regions ? next
                                                    : MLB_REGION_PARENT);
}

static void edge_successors(const MlbSemBranchTable *t, MlbOperation *op,
                            int32_t from, MlbU32Vec *out) {
  for (uint32_t i = 0; i < t->num_edges; i++) {
    int32_t to = t->edges[i][1];
    if (t->edges[i][0] != from)
      continue;
    /* An op with fewer regions than the description names has no such
     * edge. */
    if (to == MLB_REGION_PARENT || (uint32_t)to < op->num_regions)
      push_unique(out, to);
  }
}

static void branch_successors(MlbOperation *op, int32_t from,
                              MlbU32Vec *out) {
  const MlbSemBranchTable *t = branch_table(op);
  if (!t)
    return;
  switch (t->kind) {
  case MLB_SEM_BRANCH_IF:
    if_successors(op, from, out);
    break;
  case MLB_SEM_BRANCH_LOOP:
    loop_successors(op, from, out);
    break;
  case MLB_SEM_BRANCH_SEQUENCE:
    sequence_successors(op, from, out);
    break;
  case MLB_SEM_BRANCH_EDGES:
    edge_successors(t, op, from, out);
    break;
  }
}

/* The same operands go to whichever successor entering leads to: a loop
 * that runs zero times passes its initial values to its results. */
static void branch_entry_operands(MlbOperation *op, int32_t to,
                                  uint32_t *start, uint32_t *count) {
  const MlbSemBranchTable *t = branch_table(op);
  MLB_UNUSED(to);
  *start = 0;
  *count = 0;
  if (t && t->has_entry)
    mlb_sem_clamp(t->entry, op->num_operands, start, count);
}

static void branch_successor_inputs(MlbOperation *op, int32_t to,
                                    uint32_t *first, uint32_t *count) {
  const MlbSemBranchTable *t = branch_table(op);
  *first = 0;
  *count = 0;
  if (to == MLB_REGION_PARENT) {
    *count = op->num_results;
    return;
  }
  if ((uint32_t)to >= op->num_regions || !op->regions[to].first)
    return;
  uint32_t nargs = op->regions[to].first->num_args;
  /* One value applies to every region; a longer list is per region. */
  uint32_t skip = 0;
  if (t && t->num_inputs_from == 1)
    skip = t->inputs_from[0];
  else if (t && (uint32_t)to < t->num_inputs_from)
    skip = t->inputs_from[to];
  *first = skip < nargs ? skip : nargs;
  *count = nargs - *first;
}

/* A loop has an edge back to the same or an earlier region. */
static bool edges_loop(const MlbSemBranchTable *t) {
  for (uint32_t i = 0; i < t->num_edges; i++) {
    int32_t from = t->edges[i][0], to = t->edges[i][1];
    if (from != MLB_REGION_PARENT && to != MLB_REGION_PARENT && to <= from)
      return true;
  }
  return false;
}

void mlb_sem_branch_init(MlbSemBranchTable *t) {
  t->base.successors = branch_successors;
  t->base.entry_operands = branch_entry_operands;
  t->base.successor_inputs = branch_successor_inputs;
  t->base.is_loop = t->kind == MLB_SEM_BRANCH_LOOP ||
                    (t->kind == MLB_SEM_BRANCH_EDGES && edges_loop(t));
}

/* ==== Region terminators ==== */
static void term_forwarded(MlbOperation *term, int32_t to, uint32_t *start,
                           uint32_t *count) {
  const MlbSemTermTable *t =
      term->desc ? term->desc->ifaces[MLB_IFACE_REGION_TERM] : NULL;
  *start = 0;
  *count = term->num_operands;
  if (t)
    mlb_sem_clamp(to == MLB_REGION_PARENT ? t->to_parent : t->to_region,
                  term->num_operands, start, count);
}

void mlb_sem_term_init(MlbSemTermTable *t) {
  t->base.forwarded = term_forwarded;
}

/* ==== Branch successors ==== */
static void successors_all(MlbOperation *op, uint32_t succ, uint32_t *start,
                           uint32_t *count) {
  MLB_UNUSED(succ);
  *start = 0;
  *count = op->num_operands;
}

static void successors_none(MlbOperation *op, uint32_t succ, uint32_t *start,
                            uint32_t *count) {
  MLB_UNUSED(op);
  MLB_UNUSED(succ);
  *start = 0;
  *count = 0;
}

/* Successor i of S takes segment K - S + i of the K operandSegmentSizes
 * groups: cf.cond_br's (condition, true operands, false operands). */
static void successors_segments(MlbOperation *op, uint32_t succ,
                                uint32_t *start, uint32_t *count) {
  MlbAttr *sizes = mlb_op_get_attr(op, "operandSegmentSizes");
  *start = 0;
  *count = 0;
  if (!sizes || sizes->kind != MLB_ATTR_DENSE_ARRAY || !sizes->u.darray.ivals)
    return;
  uint32_t k = sizes->u.darray.n;
  if (op->num_successors > k || succ >= op->num_successors)
    return;
  uint32_t seg = k - op->num_successors + succ;
  uint64_t s = 0;
  for (uint32_t i = 0; i < seg; i++)
    s += (uint64_t)sizes->u.darray.ivals[i];
  uint64_t c = (uint64_t)sizes->u.darray.ivals[seg];
  if (s + c > op->num_operands) /* malformed: the verifier says so */
    return;
  *start = (uint32_t)s;
  *count = (uint32_t)c;
}

MlbSemSuccessorHook mlb_sem_successor_hook(MlbSemSuccessorOperands mode) {
  switch (mode) {
  case MLB_SEM_SUCCESSORS_ALL:
    return successors_all;
  case MLB_SEM_SUCCESSORS_SEGMENTS:
    return successors_segments;
  case MLB_SEM_SUCCESSORS_NONE:
    return successors_none;
  case MLB_SEM_SUCCESSORS_UNDECLARED:
    break;
  }
  return NULL;
}

/* ==== Value references ==== */
/* `text` starts with `word`, then an optional space, then digits only. */
static bool indexed(const char *text, const char *word, uint32_t *out) {
  size_t n = strlen(word);
  if (strncmp(text, word, n) != 0)
    return false;
  const char *p = text + n;
  if (*p == ' ')
    p++;
  if (!isdigit((unsigned char)*p))
    return false;
  char *end;
  unsigned long v = strtoul(p, &end, 10);
  if (*end || v > 0xffff)
    return false;
  *out = (uint32_t)v;
  return true;
}

bool mlb_sem_parse_ref(const char *text, MlbValueRef *out) {
  uint32_t i;
  if (!text || strcmp(text, "none") == 0)
    *out = MLB_REF_NONE;
  else if (strcmp(text, "all_results") == 0)
    *out = MLB_REF_ALL_RESULTS;
  else if (strcmp(text, "all_operands") == 0)
    *out = MLB_REF_OPERANDS_FROM(0);
#ifdef MLB_REF_OPERAND_FROM_END
  else if (indexed(text, "operand_from_end", &i))
    *out = MLB_REF_OPERAND_FROM_END(i);
#endif
  else if (indexed(text, "operands_from", &i))
    *out = MLB_REF_OPERANDS_FROM(i);
  else if (indexed(text, "operand", &i))
    *out = MLB_REF_OPERAND(i);
  else if (indexed(text, "result", &i))
    *out = MLB_REF_RESULT(i);
  else if (indexed(text, "segment", &i))
    *out = MLB_REF_SEGMENT(i);
  else
    return false;
  return true;
}
