/* one_shot_calls.c - what a call does to its tensors, from the decisions
 * made in its callee (upstream's FuncAnalysisState: read, written and
 * returned arguments).
 *
 * With bufferize-function-boundaries, functions are analyzed callees
 * first. After a function's decisions, its summary says, per tensor
 * argument, whether the body may read or write its buffer, and per
 * result, which arguments' buffers it may be (equivalent when every
 * return hands back that very buffer) and whether a caller may write it
 * in place: when nothing in its alias set is read-only in the callee (a
 * constant), no other result of the same return shares it, and it does
 * not escape through a memref. (An argument's buffer is as writable as
 * the caller's operand: the caller's analysis sees that operand in the
 * result's alias set.) Calls to functions without a
 * summary (no body, recursion, a cycle) keep the conservative answers of
 * ops without the interface.
 */
#include "analysis/one_shot_int.h"

struct MlbOsaCallee {
  uint32_t num_args, num_results;
  bool *reads, *writes;       /* per argument */
  bool *result_writable;      /* per result */
  int32_t *equivalent_arg;    /* per result, -1 for none */
  /* per result, per argument: may hold that argument's buffer */
  bool *aliases;              /* [r * num_args + k] */
};

static MlbOsaCallee *summary_of(MlbOsa *a, MlbOperation *op,
                                uint32_t *args_from) {
  const MlbCallIface *ci = mlb_op_iface(op, MLB_IFACE_CALL);
  if (!ci || !a->summaries.len)
    return NULL;
  MlbOperation *callee = mlb_call_callee_in(a->ctx, op);
  MlbOsaCallee *s =
      callee ? mlb_ptrmap_get(&a->summaries_map, callee) : NULL;
  if (!s || op->num_results != s->num_results ||
      op->num_operands < ci->args_from + s->num_args)
    return NULL;
  *args_from = ci->args_from;
  return s;
}

/* The summary of op's callee when operand i is one of its arguments
 * (number *k), else NULL. */
static MlbOsaCallee *arg_summary(MlbOsa *a, MlbOperation *op, uint32_t i,
                                 uint32_t *k) {
  uint32_t from = 0;
  MlbOsaCallee *s = summary_of(a, op, &from);
  if (!s || i < from || i - from >= s->num_args)
    return NULL;
  *k = i - from;
  return s;
}

/* ==== Queries: the summary where there is one, else the interface ==== */
bool mlb_osa_reads(MlbOsa *a, MlbOperation *op, uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  return s ? s->reads[k] : mlb_buf_reads(op, i);
}

bool mlb_osa_writes(MlbOsa *a, MlbOperation *op, uint32_t i) {
  uint32_t k = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  return s ? s->writes[k] : mlb_buf_writes(op, i);
}

uint32_t mlb_osa_aliases(MlbOsa *a, MlbOperation *op, uint32_t i,
                         MlbBufAlias *out) {
  uint32_t k = 0, n = 0;
  MlbOsaCallee *s = arg_summary(a, op, i, &k);
  if (!s)
    return mlb_buf_aliases(op, i, out);
  for (uint32_t r = 0; r < s->num_results; r++) {
    if (!s->aliases[r * s->num_args + k])
      continue;
    bool eq = s->equivalent_arg[r] == (int32_t)k;
    out[n++] = (MlbBufAlias){r, eq ? MLB_BUF_EQUIVALENT : MLB_BUF_MAY_ALIAS,
                             eq};
  }
  return n;
}

bool mlb_osa_result_writable(MlbOsa *a, MlbOperation *op, uint32_t r) {
  uint32_t from = 0;
  MlbOsaCallee *s = summary_of(a, op, &from);
  if (!s || r >= s->num_results)
    return mlb_buf_result_writable(op, r);
  return s->result_writable[r];
}

/* ==== Summarizing a function ==== */
typedef struct SetFacts {
  bool read, written, escaped, readonly;
} SetFacts;

/* What the uses of the members of value number `id`'s alias set do to
 * that buffer. */
static SetFacts set_facts(MlbOsa *a, uint32_t id) {
  SetFacts f = {0};
  uint32_t v = id;
  do {
    MlbValue *val = a->values.data[v];
    f.readonly |= !mlb_osa_value_writable(a, val);
    for (MlbUse *x = val->uses; x; x = x->next) {
      uint32_t i = mlb_use_index(x);
      bool esc = mlb_osa_use_escapes(x);
      f.escaped |= esc;
      f.read |= esc || mlb_osa_reads(a, x->owner, i) ||
                (!mlb_osa_in_place(a, x->owner, i) &&
                 mlb_buf_copy_needed(x->owner, i));
      f.written |= esc || (mlb_osa_in_place(a, x->owner, i) &&
                           mlb_osa_writes(a, x->owner, i));
    }
    v = mlb_osa_alias_next(a, v);
  } while (v != id);
  return f;
}

static void list_returns(MlbBlock *first, MlbOpVec *out) {
  for (MlbBlock *b = first; b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      mlb_vec_push(out, t);
  }
}

static MlbOsaCallee *new_summary(uint32_t nargs, uint32_t nres) {
  MlbOsaCallee *s = mlb_calloc(1, sizeof *s);
  s->num_args = nargs;
  s->num_results = nres;
  s->reads = mlb_calloc(nargs + 1, sizeof *s->reads);
  s->writes = mlb_calloc(nargs + 1, sizeof *s->writes);
  s->result_writable = mlb_calloc(nres + 1, sizeof *s->result_writable);
  s->equivalent_arg = mlb_calloc(nres + 1, sizeof *s->equivalent_arg);
  s->aliases = mlb_calloc(nargs * nres + 1, sizeof *s->aliases);
  return s;
}

/* Result r of every return: which arguments it may be, the one it surely
 * is, whether it is a writable buffer of its own. */
static void summarize_result(MlbOsa *a, MlbOsaCallee *s, MlbBlock *entry,
                             const MlbOpVec *rets, uint32_t r) {
  int32_t eq = -2; /* not yet seen */
  bool writable = true;
  for (uint32_t t = 0; t < rets->len; t++) {
    MlbOperation *ret = rets->data[t];
    MlbValue *v = r < ret->num_operands ? mlb_op_operand(ret, r) : NULL;
    if (!v || !mlb_type_is_tensor(v->type)) {
      writable = false, eq = -1;
      continue;
    }
    uint32_t id = mlb_osa_id(a, v), root = mlb_osa_alias_root(a, id);
    int32_t this_eq = -1;
    for (uint32_t k = 0; k < s->num_args; k++) {
      MlbValue *arg = entry->args[k];
      if (!mlb_type_is_tensor(arg->type))
        continue;
      if (mlb_osa_alias_root(a, mlb_osa_id(a, arg)) == root)
        s->aliases[r * s->num_args + k] = true;
      if (this_eq < 0 && mlb_osa_equivalent(a, v, arg))
        this_eq = (int32_t)k;
    }
    eq = eq == -2 || eq == this_eq ? this_eq : -1;
    /* Another result of the same return sharing the buffer: the caller
     * would see two values in one buffer it cannot tell apart. */
    bool unique = true;
    for (uint32_t o = 0; o < ret->num_operands && unique; o++) {
      MlbValue *w = mlb_op_operand(ret, o);
      unique = o == r || !mlb_type_is_tensor(w->type) ||
               mlb_osa_alias_root(a, mlb_osa_id(a, w)) != root;
    }
    SetFacts f = set_facts(a, id);
    writable &= unique && !f.readonly && !f.escaped;
  }
  s->equivalent_arg[r] = eq < 0 ? -1 : eq;
  s->result_writable[r] = writable && rets->len > 0;
}

void mlb_osa_summarize(MlbOsa *a, MlbOperation *fn) {
  const MlbCallableIface *ci = mlb_op_iface(fn, MLB_IFACE_CALLABLE);
  MlbBlock *entry = ci && ci->body_region < fn->num_regions
                        ? fn->regions[ci->body_region].first
                        : NULL;
  if (!entry)
    return;
  MlbOpVec rets = {0};
  list_returns(entry, &rets);
  uint32_t nres = rets.len ? rets.data[0]->num_operands : 0;
  for (uint32_t t = 1; t < rets.len; t++)
    if (rets.data[t]->num_operands != nres) {
      mlb_vec_free(&rets);
      return; /* returns disagree: no summary */
    }
  MlbOsaCallee *s = new_summary(entry->num_args, nres);
  for (uint32_t k = 0; k < entry->num_args; k++) {
    MlbValue *arg = entry->args[k];
    if (!mlb_type_is_tensor(arg->type))
      continue;
    SetFacts f = set_facts(a, mlb_osa_id(a, arg));
    s->reads[k] = f.read;
    s->writes[k] = f.written;
  }
  for (uint32_t r = 0; r < nres; r++)
    summarize_result(a, s, entry, &rets, r);
  mlb_vec_free(&rets);
  mlb_ptrmap_put(&a->summaries_map, fn, s);
  mlb_vec_push(&a->summaries, s);
}

void mlb_osa_free_summaries(MlbOsa *a) {
  for (uint32_t k = 0; k < a->summaries.len; k++) {
    MlbOsaCallee *s = a->summaries.data[k];
    mlb_free(s->reads);
    mlb_free(s->writes);
    mlb_free(s->result_writable);
    mlb_free(s->equivalent_arg);
    mlb_free(s->aliases);
    mlb_free(s);
  }
  mlb_vec_free(&a->summaries);
  mlb_ptrmap_free(&a->summaries_map);
}
