/* semantics_file.c - reads op-semantics files into descriptions.
 *
 * An op-semantics file is ordinary MLIR (upstream mlir-opt reads it with
 * --allow-unregistered-dialect): a list of generic-form ops, one
 * `"mlbuf.op"() {name = "d.op", <key> = <value>, ...} : () -> ()` per
 * described op and one `"mlbuf.buffer_type"() {name = "!d.t"} : () -> ()`
 * per buffer-like type. docs/op-semantics.md is the reference. Each key
 * fills one field of the public MlbSemOp; semantics_apply.c checks and
 * installs the result. Diagnostics point at the offending "mlbuf.op".
 */
#include "interfaces/semantics_int.h"
#include "parse/parse.h"

#include <errno.h>
#include <stdarg.h>

typedef struct Reader {
  MlbContext *ctx;
  MlbArena *arena; /* the descriptions' strings and arrays, per load */
  MlbAttr *loc;    /* the "mlbuf.op" being read */
  const char *op_name;
  bool failed;
} Reader;

static bool rerr(Reader *r, const char *fmt, ...) MLB_PRINTF(2, 3);
static bool rerr(Reader *r, const char *fmt, ...) {
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, r->loc);
  if (r->op_name)
    mlb_buf_printf(&d->message, "op semantics of '%s': ", r->op_name);
  else
    mlb_buf_puts(&d->message, "op semantics: ");
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  mlb_diag_emit(r->ctx, d);
  r->failed = true;
  return false;
}

/* ==== Values ==== */
static const char *as_str(Reader *r, MlbAttr *v, const char *what) {
  if (!v || v->kind != MLB_ATTR_STRING) {
    rerr(r, "'%s' must be a string", what);
    return NULL;
  }
  if (memchr(v->u.str.data, '\0', v->u.str.len)) {
    rerr(r, "'%s' must not contain a null character", what);
    return NULL;
  }
  return mlb_arena_strndup(r->arena, v->u.str.data, v->u.str.len);
}

static bool is_int(const MlbAttr *v) {
  return v && v->kind == MLB_ATTR_INTEGER && !v->u.integer.big &&
         !(v->type && v->type->kind == MLB_TYPE_INTEGER &&
           v->type->u.integer.width == 1);
}

static bool as_int(Reader *r, MlbAttr *v, const char *what, int64_t lo,
                   int64_t hi, int64_t *out) {
  if (!is_int(v))
    return rerr(r, "'%s' must be an integer", what);
  if (v->u.integer.value < lo || v->u.integer.value > hi)
    return rerr(r, "'%s' must be between %lld and %lld, not %lld", what,
                (long long)lo, (long long)hi, (long long)v->u.integer.value);
  *out = v->u.integer.value;
  return true;
}

static bool as_u32(Reader *r, MlbAttr *v, const char *what, uint32_t *out) {
  int64_t x = 0;
  if (!as_int(r, v, what, 0, 0xffff, &x))
    return false;
  *out = (uint32_t)x;
  return true;
}

static bool as_array(Reader *r, MlbAttr *v, const char *what,
                     MlbAttr ***elems, uint32_t *n) {
  if (!v || v->kind != MLB_ATTR_ARRAY)
    return rerr(r, "'%s' must be an array", what);
  *elems = v->u.array.elems;
  *n = v->u.array.n;
  return true;
}

/* `v` must be a dictionary whose keys are all among `keys` (NULL
 * terminated). */
static bool as_dict(Reader *r, MlbAttr *v, const char *what,
                    const char *const *keys) {
  if (!v || v->kind != MLB_ATTR_DICT)
    return rerr(r, "'%s' must be a dictionary", what);
  for (uint32_t i = 0; i < v->u.dict.n; i++) {
    const char *k = v->u.dict.entries[i].name;
    size_t j = 0;
    while (keys[j] && strcmp(keys[j], k) != 0)
      j++;
    if (keys[j])
      continue;
    MlbBuf list;
    mlb_buf_init(&list);
    for (j = 0; keys[j]; j++)
      mlb_buf_printf(&list, "%s%s", j ? ", " : "", keys[j]);
    rerr(r, "unknown key '%s' in '%s' (expected %s)", k, what,
         mlb_buf_cstr(&list));
    mlb_buf_free(&list);
    return false;
  }
  return true;
}

static void *alloc(Reader *r, size_t n) {
  return mlb_arena_alloc(r->arena, n ? n : 1);
}

/* ==== Traits ==== */
static const struct {
  const char *name, *upstream;
  unsigned bit;
} trait_names[] = {
    {"terminator", "Terminator", MLB_SEM_TRAIT_TERMINATOR},
    {"return_like", "ReturnLike", MLB_SEM_TRAIT_RETURN_LIKE},
    {"pure", "Pure", MLB_SEM_TRAIT_PURE},
    {"recursive_effects", "RecursiveMemoryEffects",
     MLB_SEM_TRAIT_RECURSIVE_EFFECTS},
    {"no_terminator", "NoTerminator", MLB_SEM_TRAIT_NO_TERMINATOR},
    {"single_block", "SingleBlock", MLB_SEM_TRAIT_SINGLE_BLOCK},
    {"isolated_from_above", "IsolatedFromAbove",
     MLB_SEM_TRAIT_ISOLATED_FROM_ABOVE},
    {"symbol", "Symbol", MLB_SEM_TRAIT_SYMBOL},
    {"symbol_table", "SymbolTable", MLB_SEM_TRAIT_SYMBOL_TABLE},
    {"function_like", "FunctionOpInterface", MLB_SEM_TRAIT_FUNCTION_LIKE},
    {"automatic_allocation_scope", "AutomaticAllocationScope",
     MLB_SEM_TRAIT_AUTOMATIC_ALLOCATION_SCOPE},
    {"attr_sized_operands", "AttrSizedOperandSegments",
     MLB_SEM_TRAIT_ATTR_SIZED_OPERANDS},
    {"attr_sized_results", "AttrSizedResultSegments",
     MLB_SEM_TRAIT_ATTR_SIZED_RESULTS},
    {"constant_like", "ConstantLike", MLB_SEM_TRAIT_CONSTANT_LIKE},
    {"loop_like", "LoopLikeOpInterface", MLB_SEM_TRAIT_LOOP_LIKE},
    {"parallel_region", "HasParallelRegion", MLB_SEM_TRAIT_PARALLEL_REGION},
    {"rank_result", "RankResult", MLB_SEM_TRAIT_RANK_RESULT},
};

static bool key_traits(Reader *r, MlbAttr *v, MlbSemOp *s) {
  uint32_t n = 0;
  MlbAttr **e = NULL;
  if (!as_array(r, v, "traits", &e, &n))
    return false;
  for (uint32_t i = 0; i < n; i++) {
    const char *t = as_str(r, e[i], "traits");
    size_t j = 0;
    while (t && j < MLB_ARRAY_LEN(trait_names) &&
           strcmp(t, trait_names[j].name) != 0 &&
           strcmp(t, trait_names[j].upstream) != 0)
      j++;
    if (!t)
      return false;
    if (j == MLB_ARRAY_LEN(trait_names)) {
      MlbBuf list;
      mlb_buf_init(&list);
      for (j = 0; j < MLB_ARRAY_LEN(trait_names); j++)
        mlb_buf_printf(&list, "%s%s", j ? ", " : "", trait_names[j].name);
      rerr(r, "unknown trait '%s' (expected one of %s)", t,
           mlb_buf_cstr(&list));
      mlb_buf_free(&list);
      return false;
    }
    s->traits |= trait_names[j].bit;
  }
  return true;
}

/* ==== Ops mlbuf does not register: shape and properties ==== */
static MlbSemShape *shape_of(Reader *r, MlbSemOp *s) {
  if (!s->shape) {
    MlbSemShape *sh = alloc(r, sizeof(*sh));
    *sh = (MlbSemShape){-1, -1, -1, -1};
    s->shape = sh;
  }
  return (MlbSemShape *)s->shape;
}

static bool read_count(Reader *r, MlbAttr *v, const char *what,
                       int32_t *out) {
  int64_t x = 0;
  if (!as_int(r, v, what, -1, 0x7fff, &x))
    return false;
  *out = (int32_t)x;
  return true;
}

static bool key_num_operands(Reader *r, MlbAttr *v, MlbSemOp *s) {
  return read_count(r, v, "num_operands", &shape_of(r, s)->num_operands);
}
static bool key_num_results(Reader *r, MlbAttr *v, MlbSemOp *s) {
  return read_count(r, v, "num_results", &shape_of(r, s)->num_results);
}
static bool key_num_regions(Reader *r, MlbAttr *v, MlbSemOp *s) {
  return read_count(r, v, "num_regions", &shape_of(r, s)->num_regions);
}
static bool key_num_successors(Reader *r, MlbAttr *v, MlbSemOp *s) {
  return read_count(r, v, "num_successors",
                    &shape_of(r, s)->num_successors);
}

static bool key_properties(Reader *r, MlbAttr *v, MlbSemOp *s) {
  uint32_t n = 0;
  MlbAttr **e = NULL;
  if (!as_array(r, v, "properties", &e, &n))
    return false;
  const char **names = alloc(r, n * sizeof(*names));
  for (uint32_t i = 0; i < n; i++)
    if (!(names[i] = as_str(r, e[i], "properties")))
      return false;
  s->properties = names;
  s->num_properties = n;
  return true;
}

/* ==== Effects ==== */
static bool effect_kind(Reader *r, MlbAttr *v, MlbSemEffectKind *out) {
  static const struct {
    const char *name, *upstream;
    MlbSemEffectKind kind;
  } kinds[] = {{"allocate", "MemAlloc", MLB_SEM_ALLOCATE},
               {"free", "MemFree", MLB_SEM_FREE},
               {"read", "MemRead", MLB_SEM_READ},
               {"write", "MemWrite", MLB_SEM_WRITE}};
  const char *k = as_str(r, v, "kind");
  if (!k)
    return false;
  for (size_t i = 0; i < MLB_ARRAY_LEN(kinds); i++)
    if (strcmp(k, kinds[i].name) == 0 || strcmp(k, kinds[i].upstream) == 0) {
      *out = kinds[i].kind;
      return true;
    }
  return rerr(r, "unknown effect kind '%s' (expected allocate, free, read or "
                 "write)",
              k);
}

static bool read_effect(Reader *r, MlbAttr *v, MlbSemEffect *fx) {
  static const char *const keys[] = {"kind", "on", "resource", NULL};
  if (!as_dict(r, v, "effects", keys))
    return false;
  MlbAttr *kind = mlb_dict_get(v, "kind");
  if (!kind)
    return rerr(r, "an effect needs a 'kind'");
  if (!effect_kind(r, kind, &fx->kind))
    return false;
  MlbAttr *on = mlb_dict_get(v, "on");
  MlbAttr *res = mlb_dict_get(v, "resource");
  if (on && !(fx->on = as_str(r, on, "on")))
    return false;
  if (res && !(fx->resource = as_str(r, res, "resource")))
    return false;
  return true;
}

static bool key_effects(Reader *r, MlbAttr *v, MlbSemOp *s) {
  uint32_t n = 0;
  MlbAttr **e = NULL;
  if (!as_array(r, v, "effects", &e, &n))
    return false;
  MlbSemEffect *fx = alloc(r, n * sizeof(*fx));
  for (uint32_t i = 0; i < n; i++)
    if (!read_effect(r, e[i], &fx[i]))
      return false;
  s->effects = fx;
  s->num_effects = n;
  return true;
}

/* ==== Aliasing and allocation ==== */
static bool key_view(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"source", "shift", NULL};
  MlbSemView *view = alloc(r, sizeof(*view));
  s->view = view;
  if (is_int(v)) /* view = 0 */
    return as_u32(r, v, "view", &view->source);
  if (!as_dict(r, v, "view", keys))
    return false;
  MlbAttr *src = mlb_dict_get(v, "source");
  if (!src)
    return rerr(r, "'view' needs a 'source' operand");
  MlbAttr *shift = mlb_dict_get(v, "shift");
  if (shift && !as_u32(r, shift, "shift", &view->shift))
    return false;
  return as_u32(r, src, "source", &view->source);
}

static bool key_copy(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"source", "target", NULL};
  if (!as_dict(r, v, "copy", keys))
    return false;
  MlbAttr *src = mlb_dict_get(v, "source"), *dst = mlb_dict_get(v, "target");
  if (!src || !dst)
    return rerr(r, "'copy' needs a 'source' and a 'target' operand");
  MlbSemCopy *c = alloc(r, sizeof(*c));
  s->copy = c;
  return as_u32(r, src, "source", &c->source) &&
         as_u32(r, dst, "target", &c->target);
}

static bool key_select(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"first", "count", NULL};
  if (!as_dict(r, v, "select", keys))
    return false;
  MlbAttr *first = mlb_dict_get(v, "first"), *count = mlb_dict_get(v, "count");
  if (!first)
    return rerr(r, "'select' needs the 'first' candidate operand");
  MlbSemSelect *sel = alloc(r, sizeof(*sel));
  s->select = sel;
  return as_u32(r, first, "first", &sel->first) &&
         (!count || as_u32(r, count, "count", &sel->count));
}

static bool opt_str(Reader *r, MlbAttr *dict, const char *key,
                    const char **out) {
  MlbAttr *v = mlb_dict_get(dict, key);
  return !v || (*out = as_str(r, v, key)) != NULL;
}

/* hoist = ["block", "loop"]: where the hoisting passes may move it. */
static bool opt_hoisting(Reader *r, MlbAttr *dict, unsigned *out) {
  MlbAttr *v = mlb_dict_get(dict, "hoist");
  uint32_t n = 0;
  MlbAttr **e = NULL;
  if (!v)
    return true;
  if (!as_array(r, v, "hoist", &e, &n))
    return false;
  for (uint32_t i = 0; i < n; i++) {
    const char *k = as_str(r, e[i], "hoist");
    if (!k)
      return false;
    if (strcmp(k, "block") == 0)
      *out |= MLB_SEM_HOIST_BLOCK;
    else if (strcmp(k, "loop") == 0)
      *out |= MLB_SEM_HOIST_LOOP;
    else
      return rerr(r, "unknown hoisting kind '%s' (expected block or loop)",
                  k);
  }
  return true;
}

static bool key_allocation(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"resource", "free",  "clone",
                                     "promoted", "hoist", NULL};
  if (!as_dict(r, v, "allocation", keys))
    return false;
  MlbSemAllocation *a = alloc(r, sizeof(*a));
  memset(a, 0, sizeof(*a));
  s->allocation = a;
  return opt_str(r, v, "resource", &a->resource) &&
         opt_str(r, v, "free", &a->free_op) &&
         opt_str(r, v, "clone", &a->clone_op) &&
         opt_str(r, v, "promoted", &a->promoted_op) &&
         opt_hoisting(r, v, &a->hoisting);
}

/* ==== Control flow ==== */
/* from = N, count = M (either may be absent: 0, "to the end"). */
static bool range_of(Reader *r, MlbAttr *from, MlbAttr *count,
                     MlbSemRange *out) {
  int64_t c = -1;
  out->from = 0;
  if (from && !as_u32(r, from, "from", &out->from))
    return false;
  if (count && !as_int(r, count, "count", -1, 0xffff, &c))
    return false;
  out->count = (int32_t)c;
  return true;
}

static bool read_range(Reader *r, MlbAttr *v, const char *what,
                       MlbSemRange *out) {
  static const char *const keys[] = {"from", "count", NULL};
  return as_dict(r, v, what, keys) &&
         range_of(r, mlb_dict_get(v, "from"), mlb_dict_get(v, "count"), out);
}

/* An edge end: "parent" or a region index. */
static bool edge_end(Reader *r, MlbAttr *v, int32_t *out) {
  if (v && v->kind == MLB_ATTR_STRING && v->u.str.len == 6 &&
      memcmp(v->u.str.data, "parent", 6) == 0) {
    *out = MLB_SEM_PARENT;
    return true;
  }
  uint32_t x = 0;
  if (!is_int(v))
    return rerr(r, "an edge end must be \"parent\" or a region index");
  if (!as_u32(r, v, "edges", &x))
    return false;
  *out = (int32_t)x;
  return true;
}

static bool read_edges(Reader *r, MlbAttr *v, MlbSemRegionBranch *rb) {
  uint32_t n = 0;
  MlbAttr **e = NULL;
  if (!as_array(r, v, "edges", &e, &n))
    return false;
  int32_t(*edges)[2] = alloc(r, n * sizeof(*edges));
  for (uint32_t i = 0; i < n; i++) {
    uint32_t m = 0;
    MlbAttr **pair = NULL;
    if (!as_array(r, e[i], "edges", &pair, &m))
      return false;
    if (m != 2)
      return rerr(r, "an edge is a pair [from, to], not %u elements", m);
    if (!edge_end(r, pair[0], &edges[i][0]) ||
        !edge_end(r, pair[1], &edges[i][1]))
      return false;
  }
  rb->kind = MLB_SEM_BRANCH_EDGES;
  rb->edges = (const int32_t(*)[2])edges;
  rb->num_edges = n;
  return true;
}

static bool read_branch_kind(Reader *r, MlbAttr *v, MlbSemRegionBranch *rb) {
  static const struct {
    const char *name;
    MlbSemBranchKind kind;
  } kinds[] = {{"if", MLB_SEM_BRANCH_IF},
               {"loop", MLB_SEM_BRANCH_LOOP},
               {"sequence", MLB_SEM_BRANCH_SEQUENCE}};
  const char *k = as_str(r, v, "kind");
  if (!k)
    return false;
  for (size_t i = 0; i < MLB_ARRAY_LEN(kinds); i++)
    if (strcmp(k, kinds[i].name) == 0) {
      rb->kind = kinds[i].kind;
      return true;
    }
  return rerr(r, "unknown region-branch kind '%s' (expected if, loop or "
                 "sequence, or give 'edges')",
              k);
}

static bool read_entry(Reader *r, MlbAttr *v, MlbSemRegionBranch *rb) {
  MlbSemRange *range = alloc(r, sizeof(*range));
  rb->entry_operands = range;
  if (v->kind == MLB_ATTR_STRING && v->u.str.len == 3 &&
      memcmp(v->u.str.data, "all", 3) == 0) {
    *range = (MlbSemRange){0, -1};
    return true;
  }
  return read_range(r, v, "entry_operands", range);
}

static bool read_inputs_from(Reader *r, MlbAttr *v, MlbSemRegionBranch *rb) {
  uint32_t n = 1;
  MlbAttr **e = &v;
  if (!is_int(v) && !as_array(r, v, "inputs_from", &e, &n))
    return false;
  uint32_t *firsts = alloc(r, n * sizeof(*firsts));
  for (uint32_t i = 0; i < n; i++)
    if (!as_u32(r, e[i], "inputs_from", &firsts[i]))
      return false;
  rb->inputs_from = firsts;
  rb->num_inputs_from = n;
  return true;
}

static bool key_region_branch(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"kind", "edges", "entry_operands",
                                     "inputs_from", NULL};
  if (!as_dict(r, v, "region_branch", keys))
    return false;
  MlbSemRegionBranch *rb = alloc(r, sizeof(*rb));
  s->region_branch = rb;
  MlbAttr *kind = mlb_dict_get(v, "kind"), *edges = mlb_dict_get(v, "edges");
  MlbAttr *entry = mlb_dict_get(v, "entry_operands");
  MlbAttr *inputs = mlb_dict_get(v, "inputs_from");
  if (kind && edges)
    return rerr(r, "'region_branch' takes a 'kind' or 'edges', not both");
  if (!kind && !edges)
    return rerr(r, "'region_branch' needs a 'kind' or 'edges'");
  if (kind ? !read_branch_kind(r, kind, rb) : !read_edges(r, edges, rb))
    return false;
  if (entry && !read_entry(r, entry, rb))
    return false;
  return !inputs || read_inputs_from(r, inputs, rb);
}

static bool key_region_terminator(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"from", "count", "to_parent",
                                     "to_region", NULL};
  if (!as_dict(r, v, "region_terminator", keys))
    return false;
  MlbSemRegionTerminator *t = alloc(r, sizeof(*t));
  s->region_terminator = t;
  /* from/count apply to both; to_parent/to_region override one. */
  if (!range_of(r, mlb_dict_get(v, "from"), mlb_dict_get(v, "count"),
                &t->to_parent))
    return false;
  t->to_region = t->to_parent;
  MlbAttr *tp = mlb_dict_get(v, "to_parent"), *tr = mlb_dict_get(v, "to_region");
  return (!tp || read_range(r, tp, "to_parent", &t->to_parent)) &&
         (!tr || read_range(r, tr, "to_region", &t->to_region));
}

static bool key_successor_operands(Reader *r, MlbAttr *v, MlbSemOp *s) {
  const char *m = as_str(r, v, "successor_operands");
  if (!m)
    return false;
  if (strcmp(m, "all") == 0)
    s->successor_operands = MLB_SEM_SUCCESSORS_ALL;
  else if (strcmp(m, "segments") == 0)
    s->successor_operands = MLB_SEM_SUCCESSORS_SEGMENTS;
  else if (strcmp(m, "none") == 0)
    s->successor_operands = MLB_SEM_SUCCESSORS_NONE;
  else
    return rerr(r, "unknown successor_operands '%s' (expected all, segments "
                   "or none)",
                m);
  return true;
}

static bool key_call(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"callee", "callee_operand", "args_from",
                                     NULL};
  if (!as_dict(r, v, "call", keys))
    return false;
  MlbSemCall *c = alloc(r, sizeof(*c));
  s->call = c;
  MlbAttr *callee = mlb_dict_get(v, "callee");
  MlbAttr *operand = mlb_dict_get(v, "callee_operand");
  MlbAttr *args = mlb_dict_get(v, "args_from");
  if (!callee == !operand)
    return rerr(r, "'call' needs either a 'callee' attribute name or a "
                   "'callee_operand'");
  uint32_t op = 0;
  if (callee && !(c->callee_attr = as_str(r, callee, "callee")))
    return false;
  if (operand && !as_u32(r, operand, "callee_operand", &op))
    return false;
  c->callee_operand = callee ? -1 : (int32_t)op;
  return !args || as_u32(r, args, "args_from", &c->args_from);
}

static bool key_callable(Reader *r, MlbAttr *v, MlbSemOp *s) {
  static const char *const keys[] = {"body", "type", NULL};
  if (!as_dict(r, v, "callable", keys))
    return false;
  MlbSemCallable *c = alloc(r, sizeof(*c));
  s->callable = c;
  MlbAttr *body = mlb_dict_get(v, "body");
  return (!body || as_u32(r, body, "body", &c->body_region)) &&
         opt_str(r, v, "type", &c->type_attr);
}

/* ==== One "mlbuf.op" ==== */
typedef bool (*KeyFn)(Reader *r, MlbAttr *v, MlbSemOp *s);
static const struct {
  const char *key;
  KeyFn fn;
} op_keys[] = {
    {"traits", key_traits},
    {"num_operands", key_num_operands},
    {"num_results", key_num_results},
    {"num_regions", key_num_regions},
    {"num_successors", key_num_successors},
    {"properties", key_properties},
    {"effects", key_effects},
    {"view", key_view},
    {"copy", key_copy},
    {"select", key_select},
    {"allocation", key_allocation},
    {"region_branch", key_region_branch},
    {"region_terminator", key_region_terminator},
    {"successor_operands", key_successor_operands},
    {"call", key_call},
    {"callable", key_callable},
};

static bool read_key(Reader *r, const MlbNamedAttr *e, MlbSemOp *s) {
  if (strcmp(e->name, "name") == 0)
    return true; /* read first, by read_sem_op */
  for (size_t i = 0; i < MLB_ARRAY_LEN(op_keys); i++)
    if (strcmp(e->name, op_keys[i].key) == 0)
      return op_keys[i].fn(r, e->value, s);
  MlbBuf list;
  mlb_buf_init(&list);
  mlb_buf_puts(&list, "name");
  for (size_t i = 0; i < MLB_ARRAY_LEN(op_keys); i++)
    mlb_buf_printf(&list, ", %s", op_keys[i].key);
  rerr(r, "unknown key '%s' (expected %s)", e->name, mlb_buf_cstr(&list));
  mlb_buf_free(&list);
  return false;
}

/* The op's attribute dictionary: attr-dict `{...}` or properties `<{...}>`
 * (upstream keeps either on an unregistered op), not both. */
static MlbAttr *entries_of(Reader *r, MlbOperation *op) {
  MlbAttr *props = op->props, *attrs = op->attrs;
  if (props && props->kind != MLB_ATTR_DICT) {
    rerr(r, "properties of '%s' must be a dictionary", op->name);
    return NULL;
  }
  if (props && attrs && props->u.dict.n && attrs->u.dict.n) {
    rerr(r, "give the description as {...} or <{...}>, not both");
    return NULL;
  }
  MlbAttr *d = props && props->u.dict.n ? props : attrs;
  return d ? d : mlb_attr_dict(r->ctx, 0, NULL);
}

static bool no_operands(Reader *r, MlbOperation *op) {
  if (op->num_operands || op->num_results || op->num_regions ||
      op->num_successors)
    return rerr(r, "'%s' takes no operands, results, regions or successors",
                op->name);
  return true;
}

static void read_sem_op(Reader *r, MlbOperation *op, MlbSemBatch *b) {
  MlbAttr *d = entries_of(r, op);
  if (!d || !no_operands(r, op))
    return;
  MlbAttr *name = mlb_dict_get(d, "name");
  if (!name) {
    rerr(r, "missing 'name' (the described op, e.g. name = \"my.alloc\")");
    return;
  }
  MlbSemOp s = {0};
  if (!(s.name = as_str(r, name, "name")))
    return;
  r->op_name = s.name;
  for (uint32_t i = 0; i < d->u.dict.n; i++)
    if (!read_key(r, &d->u.dict.entries[i], &s))
      return;
  mlb_vec_push(&b->ops, s);
  mlb_vec_push(&b->op_locs, op->loc);
}

static void read_buffer_type(Reader *r, MlbOperation *op, MlbSemBatch *b) {
  static const char *const keys[] = {"name", NULL};
  MlbAttr *d = entries_of(r, op);
  if (!d || !no_operands(r, op) || !as_dict(r, d, op->name, keys))
    return;
  MlbAttr *name = mlb_dict_get(d, "name");
  const char *t = name ? as_str(r, name, "name") : NULL;
  if (!name)
    rerr(r, "missing 'name' (the type, e.g. name = \"!my.buffer\")");
  if (!t)
    return;
  mlb_vec_push(&b->types, t);
  mlb_vec_push(&b->type_locs, op->loc);
}

static void read_top_op(Reader *r, MlbOperation *op, MlbSemBatch *b) {
  r->loc = op->loc;
  r->op_name = NULL;
  if (strcmp(op->name, "mlbuf.op") == 0)
    read_sem_op(r, op, b);
  else if (strcmp(op->name, "mlbuf.buffer_type") == 0)
    read_buffer_type(r, op, b);
  else
    rerr(r, "expected \"mlbuf.op\" or \"mlbuf.buffer_type\", found '%s'",
         op->name);
}

/* ==== Loading ==== */
static MlbStatus read_module(MlbContext *ctx, MlbOperation *module) {
  MlbArena arena;
  mlb_arena_init(&arena);
  Reader r = {ctx, &arena, NULL, NULL, false};
  MlbSemBatch b = {0};
  MlbBlock *body = module->num_regions ? module->regions[0].first : NULL;
  for (MlbOperation *op = body ? body->first : NULL; op; op = op->next)
    read_top_op(&r, op, &b);
  /* Check what could be read even after an error, to report everything
   * wrong with the file at once; install only a flawless file. */
  MlbStatus st = mlb_semantics_apply(ctx, &b, r.failed);
  if (r.failed)
    st = MLB_FAILURE;
  mlb_sem_batch_free(&b);
  mlb_arena_destroy(&arena);
  return st;
}

MlbStatus mlb_semantics_load(MlbContext *ctx, const char *name,
                             const char *text, size_t len) {
  const char *fname = mlb_intern_cstr(ctx, name ? name : "<op-semantics>");
  /* Diagnostics quote the file for as long as the context lives. */
  char *copy = mlb_arena_strndup(&ctx->ir_arena, text, len);
  mlb_context_add_source(ctx, fname, copy, len);
  /* "mlbuf.op" belongs to no dialect: parse as upstream would with
   * --allow-unregistered-dialect. */
  bool saved = ctx->allow_unregistered;
  ctx->allow_unregistered = true;
  MlbOperation *module = mlb_parse_source(ctx, fname, copy, len, 1);
  ctx->allow_unregistered = saved;
  if (!module)
    return MLB_FAILURE;
  MlbStatus st = read_module(ctx, module);
  mlb_op_erase(module);
  return st;
}

MlbStatus mlb_semantics_load_file(MlbContext *ctx, const char *path) {
  size_t len = 0;
  char *text = mlb_read_file(path, &len);
  if (!text)
    return mlb_emit_error(ctx, mlb_loc_unknown(ctx),
                          "cannot open op-semantics file '%s': %s", path,
                          strerror(errno));
  MlbStatus st = mlb_semantics_load(ctx, path, text, len);
  mlb_free(text);
  return st;
}
