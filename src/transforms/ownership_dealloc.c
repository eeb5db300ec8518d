/* ownership_dealloc.c - the `ownership-based-buffer-deallocation` pass:
 * inserts the deallocation of every buffer the input allocates, following
 * upstream's ownership model (see ownership_dealloc.h and
 * docs/deallocation.md) and working only through op interfaces:
 * allocations are results with an ALLOCATE effect, stack allocations
 * (the "automatic" resource) are never freed, buffers are freed by
 * bufferization.dealloc (memrefs; its lowering frees each with its
 * allocation's free op) or by their allocation interface's free op.
 *
 * Algorithm, per function with a body (functions are independent; the
 * function-boundary ABI links them):
 *   1. Facts over the whole root, before any rewrite: one alias analysis;
 *      buffers managed by hand (freed by existing code, or given to ops
 *      of unknown effects); functions already deallocated (they contain
 *      bufferization.dealloc) are left alone.
 *   2. Liveness of the function.
 *   3. Blocks in upstream's order: ops' nested regions first (post-order),
 *      the blocks of a region in depth-first order from its entry, so a
 *      block comes after its dominators. Each block takes ownership of
 *      what flows into it, handles its ops, and deallocates before its
 *      terminator (ownership_dealloc_block.c). Blocks no path reaches
 *      only get consistent ownership arguments and operands.
 *   4. The function type follows its returns (ownership results of
 *      private functions under private-function-dynamic-ownership).
 *
 * Beyond upstream: loops made of branches, branches with any number of
 * successors (edges split when needed), buffers passed to a block and
 * used directly there (retain lists hold each value once), existing
 * frees (managed by hand) and a second run (left alone) are supported;
 * ops the pass cannot see into get a remark and conservative treatment
 * instead of an error.
 *
 * Requires: nothing (bufferized IR).
 * Preserves: nothing (adds ops, arguments, results, blocks).
 */
#include "transforms/ownership_dealloc.h"

#include "ir/dominance.h"

/* ==== Block order ==== */

/* Depth-first preorder over successors from the region's entry (as
 * llvm::depth_first). */
static void dfs_order(MlbRegion *r, MlbBlockVec *out, MlbPtrMap *seen) {
  if (!r->first)
    return;
  typedef struct Frame {
    MlbBlock *b;
    uint32_t next;
  } Frame;
  MLB_VEC(Frame) stack = {0};
  Frame root = {r->first, 0};
  mlb_ptrmap_put(seen, r->first, (void *)1);
  mlb_vec_push(out, r->first);
  mlb_vec_push(&stack, root);
  while (stack.len) {
    Frame *fr = &stack.data[stack.len - 1];
    if (fr->next >= mlb_block_num_succs(fr->b)) {
      stack.len--;
      continue;
    }
    MlbBlock *s = mlb_block_succ(fr->b, fr->next++);
    if (mlb_ptrmap_get(seen, s))
      continue;
    mlb_ptrmap_put(seen, s, (void *)1);
    mlb_vec_push(out, s);
    Frame nf = {s, 0};
    mlb_vec_push(&stack, nf);
  }
  mlb_vec_free(&stack);
}

static MlbStatus process_region(OdFunc *f, MlbRegion *r);

static MlbStatus process_nested(OdFunc *f, MlbBlock *b) {
  for (MlbOperation *op = b->first; op; op = op->next)
    for (uint32_t i = 0; i < op->num_regions; i++)
      MLB_TRY(process_region(f, &op->regions[i]));
  return MLB_SUCCESS;
}

static MlbStatus process_region(OdFunc *f, MlbRegion *r) {
  if (r->first && r->first == r->last) { /* nothing to order */
    MLB_TRY(process_nested(f, r->first));
    return od_process_block(f, r->first);
  }
  MlbBlockVec order, all;
  od_vec_take(f->m, &order);
  od_vec_take(f->m, &all);
  /* The function's set: blocks of other regions never meet this one's. */
  MlbPtrMap *seen = &f->reached;
  for (MlbBlock *b = r->first; b; b = b->next)
    mlb_vec_push(&all, b);
  dfs_order(r, &order, seen);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; s == MLB_SUCCESS && i < order.len; i++) {
    s = process_nested(f, order.data[i]);
    if (s == MLB_SUCCESS)
      s = od_process_block(f, order.data[i]);
  }
  for (uint32_t i = 0; s == MLB_SUCCESS && i < all.len; i++)
    if (!mlb_ptrmap_get(seen, all.data[i]))
      s = od_process_unreachable(f, all.data[i]);
  od_vec_give(f->m, &order);
  od_vec_give(f->m, &all);
  return s;
}

/* ==== Functions ==== */

static MlbStatus process_function(OdFunc *f, MlbOperation *fn) {
  od_func_reset(f, fn);
  mlb_liveness_rebuild(&f->lv, fn);
  MlbStatus s = MLB_SUCCESS;
  for (uint32_t i = 0; s == MLB_SUCCESS && i < fn->num_regions; i++)
    s = process_region(f, &fn->regions[i]);
  if (s == MLB_SUCCESS)
    s = od_update_signature(f);
  return s;
}

/* The facts of root, then its functions in order (m->only alone when
 * set); `freed`: values managed by hand besides those the facts find. */
static MlbStatus run_root(OdModule *m, MlbContext *ctx, MlbOperation *root,
                          MlbValue *const *freed, uint32_t num_freed) {
  MlbOpVec funcs = {0};
  od_module_init(m, ctx, root, &funcs);
  for (uint32_t i = 0; i < num_freed; i++)
    od_mark_hand(m, freed[i]);
  MlbStatus s = MLB_SUCCESS;
  OdFunc f;
  od_func_init(&f, m);
  uint32_t n = m->only ? 1 : funcs.len;
  for (uint32_t i = 0; s == MLB_SUCCESS && i < n; i++) {
    MlbOperation *fn = m->only ? m->only : funcs.data[i];
    if (!mlb_ptrmap_get(&m->skip, fn))
      s = process_function(&f, fn);
  }
  od_func_free(&f);
  mlb_vec_free(&funcs);
  od_module_free(m);
  return s;
}

static MlbStatus run_ownership_dealloc(MlbContext *ctx, MlbOperation *op,
                                       const MlbPassOptValue *opts,
                                       MlbPassState *st) {
  OdModule m;
  memset(&m, 0, sizeof m);
  m.private_dynamic = opts[0].b;
  m.stats = st->stats;
  m.arena = st->scratch;
  return run_root(&m, ctx, op, NULL, 0);
}

MlbStatus mlb_ownership_dealloc_function(MlbContext *ctx, MlbOperation *root,
                                         MlbOperation *fn, MlbArena *scratch,
                                         MlbValue *const *freed,
                                         uint32_t num_freed) {
  OdModule m;
  memset(&m, 0, sizeof m);
  uint64_t stats[OD_NUM_STATS] = {0};
  m.stats = stats;
  m.arena = scratch;
  m.only = fn;
  return run_root(&m, ctx, root, freed, num_freed);
}

static const MlbPassOptDef k_options[] = {
    {.name = "private-function-dynamic-ownership",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "Allows to add additional arguments to private "
                    "functions to dynamically pass ownership of memrefs to "
                    "callees. This can enable earlier deallocations."},
};

static const MlbPassStatDef k_stats[] = {
    {"num-allocations", "Number of allocations the pass owns"},
    {"num-deallocs", "Number of bufferization.dealloc ops inserted"},
    {"num-frees", "Number of frees built through allocation interfaces"},
    {"num-clones", "Number of clones inserted"},
    {"num-split-edges", "Number of branch edges split"},
};
_Static_assert(MLB_ARRAY_LEN(k_stats) == OD_NUM_STATS,
               "one statistic per OD_STAT_* counter");

const MlbPassDef mlb_pass_ownership_dealloc = {
    .flag = "ownership-based-buffer-deallocation",
    .name = "OwnershipBasedBufferDeallocation",
    .anchor = "any",
    .summary = "Adds all required dealloc operations for all allocations in "
               "the input program",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .stats = k_stats,
    .num_stats = MLB_ARRAY_LEN(k_stats),
    .run = run_ownership_dealloc,
};
