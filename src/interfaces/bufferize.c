/* bufferize.c - the queries of bufferize.h: the op's table where it has
 * one, its data (DPS ranges, flags) where no hook answers, and the
 * conservative answers otherwise.
 */
#include "interfaces/bufferize.h"
#include "support/thresholds.h"

const MlbBufferizeIface *mlb_buf_iface(const MlbOperation *op) {
  return mlb_op_iface(op, MLB_IFACE_BUFFERIZE);
}

static bool is_tensor(const MlbValue *v) {
  return v && mlb_type_is_tensor(v->type);
}

static bool region_has_tensor_args(const MlbRegion *r) {
  for (MlbBlock *b = r->first; b; b = b->next)
    for (uint32_t i = 0; i < b->num_args; i++)
      if (is_tensor(b->args[i]))
        return true;
  return false;
}

bool mlb_buf_has_tensor_value(MlbOperation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (is_tensor(mlb_op_operand(op, i)))
      return true;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (is_tensor(mlb_op_result(op, i)))
      return true;
  return false;
}

bool mlb_buf_has_tensor_semantics(MlbOperation *op) {
  if (mlb_buf_has_tensor_value(op))
    return true;
  for (uint32_t i = 0; i < op->num_regions; i++)
    if (region_has_tensor_args(&op->regions[i]))
      return true;
  return false;
}

void mlb_buf_inits(MlbOperation *op, uint32_t *first, uint32_t *count) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  *first = *count = 0;
  if (!bi || !(bi->flags & MLB_BUF_DPS))
    return;
  if (bi->inits) {
    bi->inits(op, first, count);
    return;
  }
  *first = bi->first_init;
  uint32_t n = 0;
  for (uint32_t r = 0; r < op->num_results; r++)
    n += is_tensor(mlb_op_result(op, r));
  *count = n;
}

static bool is_init(MlbOperation *op, uint32_t i) {
  uint32_t first, count;
  mlb_buf_inits(op, &first, &count);
  return i >= first && i < first + count;
}

bool mlb_buf_reads(MlbOperation *op, uint32_t i) {
  if (!is_tensor(mlb_op_operand(op, i)))
    return false;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi)
    return true;
  if (bi->reads)
    return bi->reads(op, i);
  return !(bi->flags & MLB_BUF_READS_NONE);
}

bool mlb_buf_writes(MlbOperation *op, uint32_t i) {
  if (!is_tensor(mlb_op_operand(op, i)))
    return false;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi)
    return true;
  if (bi->writes)
    return bi->writes(op, i);
  return (bi->flags & MLB_BUF_DPS) && is_init(op, i);
}

/* Without the interface every tensor result may be (part of) the
 * operand's buffer. */
static uint32_t unknown_aliases(MlbOperation *op, MlbBufAlias *out) {
  uint32_t n = 0;
  for (uint32_t r = 0; r < op->num_results; r++)
    if (is_tensor(mlb_op_result(op, r)))
      out[n++] = (MlbBufAlias){r, MLB_BUF_MAY_ALIAS, false};
  return n;
}

uint32_t mlb_buf_aliases(MlbOperation *op, uint32_t i, MlbBufAlias *out) {
  if (!is_tensor(mlb_op_operand(op, i)))
    return 0;
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi)
    return unknown_aliases(op, out);
  if (bi->aliases)
    return bi->aliases(op, i, out);
  if (!(bi->flags & MLB_BUF_DPS) || !is_init(op, i))
    return 0;
  uint32_t first, count;
  mlb_buf_inits(op, &first, &count);
  /* Init k becomes the k-th tensor result. */
  uint32_t k = i - first;
  for (uint32_t r = 0; r < op->num_results; r++) {
    if (!is_tensor(mlb_op_result(op, r)))
      continue;
    if (k-- == 0) {
      out[0] = (MlbBufAlias){r, MLB_BUF_EQUIVALENT, true};
      return 1;
    }
  }
  return 0;
}

/* Some terminator of op's regions hands its value on as result r: the
 * result is that buffer (scf.if, scf.index_switch, scf.execute_region),
 * though no operand of op aliases it. */
static bool result_from_region(MlbOperation *op, uint32_t r) {
  if (!mlb_op_iface(op, MLB_IFACE_REGION_BRANCH))
    return false;
  for (uint32_t g = 0; g < op->num_regions; g++)
    for (MlbBlock *b = op->regions[g].first; b; b = b->next)
      if (mlb_term_parent_use(mlb_block_terminator(b), r))
        return true;
  return false;
}

bool mlb_buf_result_is_new(MlbOperation *op, uint32_t r) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi)
    return false;
  if (bi->flags & MLB_BUF_RESULTS_NEW)
    return true;
  if (result_from_region(op, r))
    return false;
  MlbBufAlias buf[16];
  MlbBufAlias *al = MLB_FITS_SMALL(op->num_results, buf)
                        ? buf
                        : mlb_malloc(op->num_results * sizeof *al);
  bool aliased = false;
  for (uint32_t i = 0; i < op->num_operands && !aliased; i++) {
    uint32_t n = mlb_buf_aliases(op, i, al);
    for (uint32_t k = 0; k < n; k++)
      aliased |= al[k].result == r;
  }
  if (al != buf)
    mlb_free(al);
  return !aliased;
}

bool mlb_buf_result_writable(MlbOperation *op, uint32_t r) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (bi && bi->result_writable)
    return bi->result_writable(op, r);
  return bi && !(bi->flags & MLB_BUF_RESULTS_NOT_WRITABLE);
}

bool mlb_buf_region_repetitive(MlbOperation *op, uint32_t r) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  if (!bi || !(bi->flags & MLB_BUF_REPETITIVE))
    return false;
  return !bi->repeats || bi->repeats(op, r);
}

bool mlb_buf_region_parallel(MlbOperation *op, uint32_t r) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi && (bi->flags & MLB_BUF_PARALLEL) &&
         mlb_buf_region_repetitive(op, r);
}

/* The walk of value_read: the successor block arguments entered so far
 * (a cf loop hands an argument back to itself). Full, the walk answers
 * "read". */
typedef struct ReadWalk {
  MlbValue *seen[32];
  uint32_t n;
} ReadWalk;

static bool value_read(MlbValue *v, uint32_t depth, ReadWalk *w);

static bool forwards_only(const MlbOperation *op) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi && (bi->flags & MLB_BUF_FORWARDS_ONLY);
}

/* Is a successor block argument that branch op hands operand i to read?
 * An argument already entered adds nothing: what reads it is found from
 * its first entry. */
static bool forwarded_read(MlbOperation *op, uint32_t i, uint32_t depth,
                           ReadWalk *w) {
  if (!op->desc || !op->desc->successor_operands)
    return true;
  for (uint32_t s = 0; s < op->num_successors; s++) {
    uint32_t start = 0, count = 0;
    op->desc->successor_operands(op, s, &start, &count);
    MlbBlock *b = op->successors[s].block;
    if (i < start || i >= start + count || i - start >= b->num_args)
      continue;
    MlbValue *arg = b->args[i - start];
    /* Retyped to a buffer (the rewrite has begun): unknown. */
    if (!is_tensor(arg))
      return true;
    bool met = false;
    for (uint32_t k = 0; k < w->n && !met; k++)
      met = w->seen[k] == arg;
    if (met)
      continue;
    if (w->n == MLB_ARRAY_LEN(w->seen))
      return true;
    w->seen[w->n++] = arg;
    if (value_read(arg, depth + 1, w))
      return true;
  }
  return false;
}

/* Through ops that only alias (neither read nor write: a slice, a cast)
 * and branches (into the successor's argument); depth-limited: a long
 * chain of them counts as read. */
static bool value_read(MlbValue *v, uint32_t depth, ReadWalk *w) {
  if (depth > 16)
    return true;
  for (MlbUse *u = v->uses; u; u = u->next) {
    MlbOperation *op = u->owner;
    uint32_t i = mlb_use_index(u);
    if (is_tensor(v) && forwards_only(op)) {
      if (forwarded_read(op, i, depth, w))
        return true;
      continue;
    }
    if (mlb_buf_reads(op, i))
      return true;
    if (mlb_buf_writes(op, i))
      continue; /* what its results hold is the op's, not v's */
    MlbBufAlias buf[8];
    if (!MLB_FITS_SMALL(op->num_results, buf))
      return true;
    uint32_t n = mlb_buf_aliases(op, i, buf);
    for (uint32_t k = 0; k < n; k++)
      if (value_read(mlb_op_result(op, buf[k].result), depth + 1, w))
        return true;
  }
  return false;
}

bool mlb_buf_value_read(MlbValue *v) {
  ReadWalk w = {.n = 0};
  return value_read(v, 0, &w);
}

bool mlb_buf_copy_needed(MlbOperation *op, uint32_t i) {
  /* A branch reads nothing itself: its copy must hold the value only
   * when the successor's argument is read (upstream's canOmitTensorCopy
   * through isValueRead of the argument). */
  if (is_tensor(mlb_op_operand(op, i)) && forwards_only(op)) {
    ReadWalk w = {.n = 0};
    return forwarded_read(op, i, 0, &w);
  }
  if (mlb_buf_reads(op, i))
    return true;
  if (mlb_buf_writes(op, i))
    return false; /* a write-only destination needs only the space */
  MlbBufAlias buf[8];
  if (!MLB_FITS_SMALL(op->num_results, buf))
    return true;
  uint32_t n = mlb_buf_aliases(op, i, buf);
  for (uint32_t k = 0; k < n; k++)
    if (mlb_buf_value_read(mlb_op_result(op, buf[k].result)))
      return true;
  return false;
}

const MlbBufSubsetInsertion *mlb_buf_subset_insertion(const MlbOperation *op) {
  const MlbBufferizeIface *bi = mlb_buf_iface(op);
  return bi ? bi->subset_insertion : NULL;
}

/* ==== Subset insertion of a whole destination ==== */
static void whole_needed_values(MlbOperation *op, MlbValueVec *out) {
  mlb_vec_push(out, mlb_op_operand(op, 1));
}

static MlbValue *whole_extraction(MlbBuilder *b, MlbOperation *op,
                                  MlbAttr *loc) {
  MLB_UNUSED(b);
  MLB_UNUSED(loc);
  MlbValue *dest = mlb_op_operand(op, 1);
  return mlb_type_is_tensor(dest->type) ? dest : NULL;
}

/* The op overwrites all of its destination: its subset is any value
 * bufferizing to the destination's buffer. */
static bool whole_equivalent_subset(const MlbBufQuery *q, MlbOperation *op,
                                    MlbValue *x) {
  MlbValue *dest = mlb_op_operand(op, 1);
  return x == dest || q->equivalent(q->state, x, dest);
}

const MlbBufSubsetInsertion mlb_buf_whole_destination = {
    .source = 0,
    .dest = 1,
    .equivalent_subset = whole_equivalent_subset,
    .needed_values = whole_needed_values,
    .build_extraction = whole_extraction,
};
