/* ir_recycle.c - reusing the memory of destroyed IR.
 *
 * IR lives in the context's arena, which never frees. A pipeline rebuilds
 * much of a module (ownership-based deallocation adds and later drops
 * whole families of ops; lowering replaces every dealloc op), so without
 * reuse the arena grows by the sum of everything ever created and a large
 * module touches twice the memory it holds live. Page faults cost more than
 * the instructions on big inputs, so destroyed ops, blocks and block
 * arguments go back to free lists, one per 16-byte size class.
 *
 * Reuse waits for the pass boundary (mlb_ir_recycle): during a pass the
 * released memory is only listed in `pending`, untouched, because passes
 * legitimately read ops they have just erased (listener callbacks, maps
 * keyed by op, the name of an erased op in a statistic). No structure
 * outlives a pass holding IR pointers except the symbol table cache,
 * which forgets a symbol table when it is destroyed. A pass that knows
 * better may reuse earlier what it destroyed since a mark
 * (mlb_ir_recycle_since: One-Shot Bufferize, the glue of each function
 * once the function is rewritten).
 *
 * Sanitizer builds (MLB_SANITIZE with AddressSanitizer) never reuse: they
 * poison the memory instead, so a later pass touching destroyed IR is
 * reported at the access, and they check that nothing was released twice.
 */
#include "ir/ir_int.h"

#if defined(MLB_SANITIZE) && defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define MLB_RECYCLE_POISON 1
#endif
#if defined(MLB_SANITIZE)
#include <stdlib.h>
#endif

_Static_assert(MLB_IR_SIZE_CLASSES <= 64, "one bit per class in `nonempty`");

static uint32_t size_class(size_t n) { return (uint32_t)((n + 15) >> 4); }

/* Free lists are vectors of addresses rather than links written into the
 * blocks: recycling then touches none of the (cold) released memory. */
static void push_free(MlbContext *ctx, void *mem, uint32_t c) {
  mlb_vec_push(&ctx->recycle.free_lists[c], mem);
  ctx->recycle.nonempty |= (uint64_t)1 << c;
}

static void *pop_free(MlbContext *ctx, uint32_t c) {
  void *p = mlb_vec_pop(&ctx->recycle.free_lists[c]);
  if (!ctx->recycle.free_lists[c].len)
    ctx->recycle.nonempty &= ~((uint64_t)1 << c);
  return p;
}

/* The smallest free block that fits; a larger one is split and its tail
 * goes back to the list of its size (the ops a pass creates rarely have
 * the shapes of those the previous pass destroyed). */
MLB_HOT void *mlb_ir_alloc(MlbContext *ctx, size_t n) {
  uint32_t c = size_class(n);
  uint64_t fits = c < MLB_IR_SIZE_CLASSES && !ctx->recycle.hold
                      ? ctx->recycle.nonempty & (~(uint64_t)0 << c)
                      : 0;
  if (!fits)
    return mlb_arena_alloc(&ctx->ir_arena, n);
  uint32_t have = (uint32_t)__builtin_ctzll(fits);
  char *p = pop_free(ctx, have);
  if (have > c)
    push_free(ctx, p + ((size_t)c << 4), have - c);
  memset(p, 0, (size_t)c << 4);
  return p;
}

void mlb_ir_release(MlbContext *ctx, void *mem, size_t n) {
  uint32_t c = size_class(n);
  if (c == 0 || c >= MLB_IR_SIZE_CLASSES)
    return; /* stays with the arena */
  MlbIrFreed f = {mem, c};
  mlb_vec_push(&ctx->recycle.pending, f);
}

/* The op's own block: header, inline operands (as many as it was created
 * with, which may differ from today's count once operands were moved out
 * of line), results, regions and successors, laid out by mlb_op_alloc. */
static size_t op_block_size(const MlbOperation *op) {
  return (size_t)((const char *)(op->successors + op->num_successors) -
                  (const char *)op);
}

static void release_op_tree(MlbContext *ctx, MlbOperation *op);

static void release_block(MlbContext *ctx, MlbBlock *b) {
  MlbOperation *next;
  for (MlbOperation *o = b->first; o; o = next) {
    next = o->next;
    release_op_tree(ctx, o);
  }
  for (uint32_t i = 0; i < b->num_args; i++)
    mlb_ir_release(ctx, b->args[i], sizeof(MlbValue));
  if (b->cap_args)
    mlb_ir_release(ctx, b->args, b->cap_args * sizeof *b->args);
  mlb_ir_release(ctx, b, sizeof *b);
}

static void release_op_tree(MlbContext *ctx, MlbOperation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *next;
    for (MlbBlock *b = op->regions[r].first; b; b = next) {
      next = b->next;
      release_block(ctx, b);
    }
  }
  if (op->desc && (op->desc->traits & MLB_TRAIT_SYMBOL_TABLE))
    mlb_symbol_cache_forget(ctx, op);
  if (!mlb_op_operands_inline(op) && op->cap_operands)
    mlb_ir_release(ctx, op->operands, op->cap_operands * sizeof(MlbUse));
  mlb_ir_release(ctx, op, op_block_size(op));
}

void mlb_op_destroy(MlbContext *ctx, MlbOperation *op) {
  /* The edit log may list it (or ops nested in it): memory about to be
   * reused. */
  if (ctx->edit_log)
    ctx->edit_log->whole = true;
  mlb_op_erase(op);
  release_op_tree(ctx, op);
}

void mlb_block_destroy(MlbContext *ctx, MlbBlock *b) {
  MLB_ASSERT(!b->parent);
  if (ctx->edit_log)
    ctx->edit_log->whole = true;
  /* Branches into the block and uses of its arguments may remain while
   * the pass is still erasing their owners (unreachable blocks go one by
   * one); by the pass boundary none may, which sanitizer builds enforce
   * by poisoning. */
  mlb_op_drop_all_refs_in_block(b);
  release_block(ctx, b);
}

#if defined(MLB_SANITIZE)
static int by_address(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const MlbIrFreed *)a)->mem;
  uintptr_t y = (uintptr_t)((const MlbIrFreed *)b)->mem;
  return x < y ? -1 : x > y;
}

/* Two releases of one block would hand it out twice. */
static void check_released_once(MlbIrFreed *f, uint32_t n) {
  if (n < 2)
    return;
  qsort(f, n, sizeof *f, by_address);
  for (uint32_t i = 1; i < n; i++)
    MLB_ASSERT(f[i].mem != f[i - 1].mem);
}
#endif

/* Makes pending[from..] reusable and drops it from pending. */
MLB_HOT static void recycle_from(MlbContext *ctx, uint32_t from) {
  uint32_t n = ctx->recycle.pending.len - from;
  if (n == 0)
    return; /* nothing pending (and maybe no vector: no offset from NULL) */
  MlbIrFreed *f = ctx->recycle.pending.data + from;
#if defined(MLB_SANITIZE)
  check_released_once(f, n);
#endif
  /* Newest first onto the stacks, so the next pass pops what this one
   * released first: a pass visits functions in module order, and the
   * memory it gets for a function's new ops then lies near the function's
   * other ops (released there by the previous pass) rather than at the
   * far end of the module, a cache miss in every later walk. */
  for (uint32_t i = n; i-- > 0;) {
#ifdef MLB_RECYCLE_POISON
    ASAN_POISON_MEMORY_REGION(f[i].mem, (size_t)f[i].size_class << 4);
#else
    push_free(ctx, f[i].mem, f[i].size_class);
#endif
  }
  ctx->recycle.pending.len = from;
}

void mlb_ir_recycle(MlbContext *ctx) { recycle_from(ctx, 0); }

uint32_t mlb_ir_recycle_mark(const MlbContext *ctx) {
  return ctx->recycle.pending.len;
}

void mlb_ir_recycle_since(MlbContext *ctx, uint32_t mark) {
  MLB_ASSERT(mark <= ctx->recycle.pending.len);
  recycle_from(ctx, mark);
}

void mlb_ir_recycle_hold(MlbContext *ctx, bool hold) {
  ctx->recycle.hold = hold;
}

void mlb_ir_recycle_free(MlbContext *ctx) {
  mlb_vec_free(&ctx->recycle.pending);
  for (uint32_t c = 0; c < MLB_IR_SIZE_CLASSES; c++)
    mlb_vec_free(&ctx->recycle.free_lists[c]);
  ctx->recycle.nonempty = 0;
  ctx->recycle.hold = false;
}
