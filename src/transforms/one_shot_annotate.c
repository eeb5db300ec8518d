/* one_shot_annotate.c - what test-analysis-only writes into the IR
 * besides the in-place decisions: the conflicts that put operands out of
 * place (print-conflicts), the effects of functions on their arguments
 * (bufferization.access, __equivalent_func_args__) and the alias sets
 * (dump-alias-sets), in upstream's format.
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
#include "print/op_text.h"
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
  m->report = (MlbOsaReport){
      .conflict = on_conflict, .not_writable = on_not_writable, .user = m};
}

/* ==== Function boundaries (test-analysis-only) ====
 * As upstream's module analysis, on each function with a summary (not
 * one that calls itself, sits in a call cycle or reaches one): every
 * tensor argument gets `bufferization.access` = "read", "write",
 * "read-write" or "none" (a declaration: what it was given, else
 * "read-write"), and each return whose operand r is surely the buffer of
 * an argument gets `__equivalent_func_args__` (per operand that
 * argument's number, -1 for none). */


static void list_returns(MlbOperation *fn, MlbOpVec *out) {
  for (MlbBlock *b = mlb_callable_entry(fn); b; b = b->next) {
    MlbOperation *t = mlb_block_terminator(b);
    if (t && mlb_op_has_trait(t, MLB_TRAIT_RETURN_LIKE))
      mlb_vec_push(out, t);
  }
}

static bool str_is(const MlbAttr *a, const char *s) {
  size_t n = strlen(s);
  return a && a->kind == MLB_ATTR_STRING && a->u.str.len == n &&
         memcmp(a->u.str.data, s, n) == 0;
}

static void set_arg_attr(MlbContext *ctx, MlbOperation *fn, uint32_t i,
                         uint32_t nargs, const char *name, MlbAttr *value) {
  MlbAttr *all = mlb_op_get_prop(fn, "arg_attrs");
  MlbAttr *elems[nargs ? nargs : 1];
  for (uint32_t k = 0; k < nargs; k++)
    elems[k] = all && all->kind == MLB_ATTR_ARRAY && k < all->u.array.n
                   ? all->u.array.elems[k]
                   : mlb_attr_dict(ctx, 0, NULL);
  MlbAttr *d = elems[i];
  uint32_t n = d->kind == MLB_ATTR_DICT ? d->u.dict.n : 0, m = 0;
  MlbNamedAttr e[n + 1];
  for (uint32_t k = 0; k < n; k++)
    if (strcmp(d->u.dict.entries[k].name, name))
      e[m++] = d->u.dict.entries[k];
  e[m++] = (MlbNamedAttr){mlb_intern_str(ctx, name, strlen(name)), value};
  elems[i] = mlb_attr_dict(ctx, m, e);
  mlb_op_set_prop(ctx, fn, "arg_attrs", mlb_attr_array(ctx, nargs, elems));
}

static void annotate_access(MlbOsa *a, MlbOperation *fn, MlbType *ft) {
  MlbBlock *entry = mlb_callable_entry(fn);
  for (uint32_t i = 0; i < ft->u.func.num_inputs; i++) {
    if (!mlb_type_is_tensor(ft->u.func.types[i]))
      continue;
    MlbAttr *given = mlb_function_arg_attr(fn, i, "bufferization.access");
    bool rd, wr;
    if (given && given->kind == MLB_ATTR_STRING) {
      rd = str_is(given, "read") || str_is(given, "read-write");
      wr = str_is(given, "write") || str_is(given, "read-write");
    } else if (!entry || i >= entry->num_args) {
      rd = wr = true;
    } else {
      rd = mlb_osa_value_read(a, entry->args[i]);
      wr = mlb_osa_value_written(a, entry->args[i]);
    }
    const char *s = rd && wr ? "read-write" : rd ? "read" : wr ? "write"
                                                              : "none";
    set_arg_attr(a->ctx, fn, i, ft->u.func.num_inputs, "bufferization.access",
                 mlb_attr_string(a->ctx, s, strlen(s), NULL));
  }
}

/* The first ranked tensor argument whose buffer operand r of ret surely
 * is (marking it on ret, as upstream does while it looks), else -1. */
static int64_t equivalent_arg(MlbOsa *a, MlbBlock *entry, MlbOperation *ret,
                              uint32_t r) {
  MlbValue *v = mlb_op_operand(ret, r);
  if (!mlb_type_is_tensor(v->type))
    return -1;
  for (uint32_t k = 0; k < entry->num_args; k++) {
    if (entry->args[k]->type->kind != MLB_TYPE_TENSOR ||
        !mlb_osa_equivalent(a, v, entry->args[k]))
      continue;
    MlbContext *ctx = a->ctx;
    MlbAttr *old = mlb_op_get_attr(ret, "__equivalent_func_args__");
    MlbType *i64 = mlb_type_integer(ctx, 64, MLB_SIGNLESS);
    uint32_t n = ret->num_operands;
    MlbAttr *elems[n ? n : 1];
    for (uint32_t o = 0; o < n; o++)
      elems[o] = old && old->kind == MLB_ATTR_ARRAY && o < old->u.array.n
                     ? old->u.array.elems[o]
                     : mlb_attr_int(ctx, i64, -1);
    elems[r] = mlb_attr_int(ctx, i64, k);
    mlb_op_set_attr(ctx, ret, "__equivalent_func_args__",
                    mlb_attr_array(ctx, n, elems));
    return k;
  }
  return -1;
}

/* Per result: the first return's equivalent argument, then the other
 * returns' until one disagrees (upstream marks what it has looked at). */
static void annotate_equivalent_args(MlbOsa *a, MlbOperation *fn) {
  MlbBlock *entry = mlb_callable_entry(fn);
  MlbOpVec rets = {0};
  list_returns(fn, &rets);
  uint32_t n = rets.len ? rets.data[0]->num_operands : 0;
  for (uint32_t r = 0; r < n; r++) {
    int64_t eq = equivalent_arg(a, entry, rets.data[0], r);
    for (uint32_t t = 1; eq >= 0 && t < rets.len; t++)
      if (r >= rets.data[t]->num_operands ||
          equivalent_arg(a, entry, rets.data[t], r) != eq)
        break;
  }
  mlb_vec_free(&rets);
}

void mlb_osb_annotate_functions(MlbOsa *a, MlbOperation *root) {
  MlbOpVec fns = {0};
  mlb_osa_functions_callees_first(a->ctx, root, &fns, NULL);
  for (uint32_t k = 0; k < fns.len; k++) {
    MlbOperation *fn = fns.data[k];
    MlbType *ft = mlb_function_type(fn);
    if (!ft || !mlb_osa_summarized(a, fn) ||
        (a->opts->num_skip_funcs && mlb_osa_skipped(a->opts, fn)))
      continue;
    if (mlb_callable_entry(fn))
      annotate_equivalent_args(a, fn);
    annotate_access(a, fn, ft);
  }
  mlb_vec_free(&fns);
}

/* ==== dump-alias-sets ====
 * Every tensor result gets its alias set in `__opresult_alias_set_attr__`
 * (one array of SSA names per tensor result), and an op with tensor block
 * arguments gets `__bbarg_alias_set_attr__` (regions, blocks, tensor
 * arguments). Upstream lists a set from its leader: joining the set of an
 * aliasing value V with the set of an operand appends the operand's list
 * to V's. The analysis keeps no lists, so they are rebuilt by replaying
 * the in-place decisions in the order they were made. */
typedef struct Sets {
  MlbPtrMap ids; /* value -> index + 1 */
  MlbValueVec vals;
  MLB_VEC(uint32_t) parent, next, tail; /* next: UINT32_MAX ends a list */
} Sets;

static uint32_t set_id(Sets *s, MlbValue *v) {
  bool ins;
  void **slot = mlb_ptrmap_slot(&s->ids, v, &ins);
  if (ins) {
    uint32_t k = s->vals.len;
    *slot = (void *)(uintptr_t)(k + 1);
    mlb_vec_push(&s->vals, v);
    mlb_vec_push(&s->parent, k);
    mlb_vec_push(&s->next, UINT32_MAX);
    mlb_vec_push(&s->tail, k);
  }
  return (uint32_t)(uintptr_t)*slot - 1;
}

static uint32_t leader(Sets *s, uint32_t k) {
  while (s->parent.data[k] != k)
    k = s->parent.data[k];
  return k;
}

static void join(Sets *s, MlbValue *first, MlbValue *second) {
  uint32_t a = leader(s, set_id(s, first)), b = leader(s, set_id(s, second));
  if (a == b)
    return;
  s->next.data[s->tail.data[a]] = b;
  s->tail.data[a] = s->tail.data[b];
  s->parent.data[b] = a;
}

static void replay(MlbOsa *a, Sets *s) {
  MlbValueVec al = {0};
  for (uint32_t k = 0; k < a->order.len; k++) {
    MlbUse *u = a->order.data[k];
    uint32_t i = mlb_use_index(u);
    if (!mlb_osa_in_place(a, u->owner, i))
      continue;
    al.len = 0;
    mlb_osa_aliasing_values(a, u->owner, i, &al);
    for (uint32_t j = 0; j < al.len; j++)
      join(s, al.data[j], u->value);
  }
  mlb_vec_free(&al);
}

typedef struct Dump {
  MlbContext *ctx;
  Sets *sets;
  MlbPtrMap *names; /* value -> string attr */
} Dump;

static MlbAttr *set_attr(Dump *d, MlbValue *v) {
  MlbValueVec m = {0};
  for (uint32_t k = leader(d->sets, set_id(d->sets, v)); k != UINT32_MAX;
       k = d->sets->next.data[k])
    mlb_vec_push(&m, d->sets->vals.data[k]);
  MlbAttr *elems[m.len ? m.len : 1];
  for (uint32_t k = 0; k < m.len; k++)
    elems[k] = mlb_ptrmap_get(d->names, m.data[k]);
  MlbAttr *r = mlb_attr_array(d->ctx, m.len, elems);
  mlb_vec_free(&m);
  return r;
}

static MlbAttr *block_sets(Dump *d, MlbBlock *b) {
  MlbAttr *elems[b->num_args ? b->num_args : 1];
  uint32_t n = 0;
  for (uint32_t k = 0; k < b->num_args; k++)
    if (mlb_type_is_tensor(b->args[k]->type))
      elems[n++] = set_attr(d, b->args[k]);
  return mlb_attr_array(d->ctx, n, elems);
}

static MlbAttr *region_sets(Dump *d, MlbRegion *r) {
  MLB_VEC(MlbAttr *) blocks = {0};
  for (MlbBlock *b = r->first; b; b = b->next)
    mlb_vec_push(&blocks, block_sets(d, b));
  MlbAttr *res = mlb_attr_array(d->ctx, blocks.len, blocks.data);
  mlb_vec_free(&blocks);
  return res;
}

static MlbWalkResult dump_op(MlbOperation *op, void *user) {
  Dump *d = user;
  MlbAttr *res[op->num_results ? op->num_results : 1];
  uint32_t n = 0;
  for (uint32_t r = 0; r < op->num_results; r++)
    if (mlb_type_is_tensor(mlb_op_result(op, r)->type))
      res[n++] = set_attr(d, mlb_op_result(op, r));
  if (n)
    mlb_op_set_attr(d->ctx, op, "__opresult_alias_set_attr__",
                    mlb_attr_array(d->ctx, n, res));
  if (!mlb_osa_region_tensor_args(op))
    return MLB_WALK_ADVANCE;
  MlbAttr *regs[op->num_regions];
  for (uint32_t r = 0; r < op->num_regions; r++)
    regs[r] = region_sets(d, &op->regions[r]);
  mlb_op_set_attr(d->ctx, op, "__bbarg_alias_set_attr__",
                  mlb_attr_array(d->ctx, op->num_regions, regs));
  return MLB_WALK_ADVANCE;
}

/* Names first, all under one numbering, before any attribute is set. */
typedef struct Namer {
  MlbContext *ctx;
  MlbOpText *text;
  MlbPtrMap *names;
  MlbBuf buf;
} Namer;

static void name_value(Namer *n, MlbValue *v) {
  if (!mlb_type_is_tensor(v->type) || mlb_ptrmap_get(n->names, v))
    return;
  mlb_buf_clear(&n->buf);
  mlb_op_text_value(n->text, v, &n->buf);
  mlb_ptrmap_put(n->names, v,
                 mlb_attr_string(n->ctx, n->buf.data, n->buf.len, NULL));
}

static MlbWalkResult name_op(MlbOperation *op, void *user) {
  for (uint32_t r = 0; r < op->num_results; r++)
    name_value(user, mlb_op_result(op, r));
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (MlbBlock *b = op->regions[r].first; b; b = b->next)
      for (uint32_t k = 0; k < b->num_args; k++)
        name_value(user, b->args[k]);
  return MLB_WALK_ADVANCE;
}

void mlb_osb_dump_alias_sets(MlbOsa *a, MlbOperation *root) {
  MlbPtrMap names;
  mlb_ptrmap_init(&names);
  Namer nm = {a->ctx, mlb_op_text_new(a->ctx, root, NULL), &names, {0}};
  mlb_walk_pre(root, name_op, &nm);
  mlb_op_text_free(nm.text);
  mlb_buf_free(&nm.buf);
  Sets s = {0};
  mlb_ptrmap_init(&s.ids);
  replay(a, &s);
  Dump d = {a->ctx, &s, &names};
  mlb_walk_pre(root, dump_op, &d);
  mlb_ptrmap_free(&s.ids);
  mlb_vec_free(&s.vals);
  mlb_vec_free(&s.parent);
  mlb_vec_free(&s.next);
  mlb_vec_free(&s.tail);
  mlb_ptrmap_free(&names);
}
