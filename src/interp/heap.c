/* heap.c - the interpreter's checked heap (see heap.h for the model).
 *
 * Layout of a block's memory: GUARD bytes of 0xFD, the user bytes, GUARD
 * bytes of 0xFD. The guards are verified when the memory is finally
 * released: a damaged guard means the interpreter itself wrote out of
 * bounds, which is an internal bug, not a user error.
 */
#include "interp/heap.h"

#include <inttypes.h>
#include <stdio.h>

enum {
  GUARD = 16,
  JUNK = 0xBE,   /* fresh allocations */
  POISON = 0xDD, /* freed memory */
  GUARD_BYTE = 0xFD,
};

/* The quarantine keeps at most this much freed memory; records of evicted
 * blocks stay until their id is reused. */
#define QUARANTINE_BYTES (64u << 20)
#define QUARANTINE_BLOCKS (1u << 16)

const char *mlb_heap_kind_name(MlbHeapKind k) {
  switch (k) {
  case MLB_HK_ALLOC:
    return "heap";
  case MLB_HK_ALLOCA:
    return "stack";
  case MLB_HK_GLOBAL:
    return "global";
  case MLB_HK_ARGUMENT:
    return "argument";
  case MLB_HK_TENSOR:
    return "tensor";
  }
  return "?";
}

void mlb_heap_init(MlbHeap *h, MlbContext *ctx) {
  memset(h, 0, sizeof *h);
  h->ctx = ctx;
  h->q_limit_bytes = QUARANTINE_BYTES;
  h->q_limit_blocks = QUARANTINE_BLOCKS;
  MlbHeapBlock null_block = {0};
  null_block.state = MLB_HS_NULL;
  mlb_vec_push(&h->blocks, null_block);
}

static void release_data(MlbHeapBlock *b) {
  if (!b->data)
    return;
  unsigned char *raw = b->data - GUARD;
  for (uint32_t i = 0; i < GUARD; i++)
    if (raw[i] != GUARD_BYTE || b->data[b->size + i] != GUARD_BYTE)
      MLB_UNREACHABLE("interpreter wrote outside a heap block");
  mlb_free(raw);
  b->data = NULL;
}

void mlb_heap_destroy(MlbHeap *h) {
  for (uint32_t i = 1; i < h->blocks.len; i++)
    release_data(&h->blocks.data[i]);
  mlb_vec_free(&h->blocks);
  mlb_vec_free(&h->allocas);
}

/* ==== Allocation ==== */

static uint32_t take_id(MlbHeap *h) {
  if (h->reuse_head) {
    uint32_t id = h->reuse_head;
    h->reuse_head = h->blocks.data[id].link;
    if (!h->reuse_head)
      h->reuse_tail = 0;
    return id;
  }
  MlbHeapBlock fresh = {0};
  mlb_vec_push(&h->blocks, fresh);
  return h->blocks.len - 1;
}

static void count_live(MlbHeap *h, int64_t buffers, int64_t bytes) {
  MlbHeapStats *s = &h->stats;
  s->live_buffers += (uint64_t)buffers;
  s->live_bytes += (uint64_t)bytes;
  if (s->live_buffers > s->peak_live_buffers)
    s->peak_live_buffers = s->live_buffers;
  if (s->live_bytes > s->peak_live_bytes)
    s->peak_live_bytes = s->live_bytes;
}

MlbHeapRef mlb_heap_alloc(MlbHeap *h, uint64_t size, MlbHeapKind kind,
                          MlbAttr *site, const char *what) {
  uint32_t id = take_id(h);
  MlbHeapBlock *b = &h->blocks.data[id];
  uint32_t gen = b->gen + 1;
  unsigned char *raw = mlb_malloc((size_t)size + 2 * GUARD);
  memset(raw, GUARD_BYTE, GUARD);
  memset(raw + GUARD, JUNK, (size_t)size);
  memset(raw + GUARD + size, GUARD_BYTE, GUARD);
  memset(b, 0, sizeof *b);
  b->data = raw + GUARD;
  b->size = size;
  b->site = site;
  b->what = what;
  b->gen = gen;
  b->kind = (uint8_t)kind;
  b->state = MLB_HS_LIVE;
  if (kind == MLB_HK_ALLOC) {
    h->stats.allocs++;
    count_live(h, 1, (int64_t)size);
  } else if (kind == MLB_HK_ALLOCA) {
    h->stats.allocas++;
    mlb_vec_push(&h->allocas, id);
  }
  MlbHeapRef r = {id, gen};
  return r;
}

/* ==== Reports ==== */

static void add_site_notes(MlbHeap *h, MlbDiagnostic *d, uint32_t id) {
  if (!id)
    return;
  MlbHeapBlock *b = &h->blocks.data[id];
  if (b->site)
    mlb_diag_note(d, b->site, "allocated here");
  if (b->end_site && b->state == MLB_HS_FREED)
    mlb_diag_note(d, b->end_site, "freed here");
  if (b->end_site && b->state == MLB_HS_SCOPE_ENDED)
    mlb_diag_note(d, b->end_site, "allocation scope ended here");
}

void mlb_heap_violation(MlbHeap *h, MlbAttr *loc, uint32_t id,
                        const char *kind, const char *fmt, ...) {
  if (h->before_report)
    h->before_report(h->report_user);
  h->violations++;
  MlbDiagnostic *d = mlb_diag_new(MLB_SEV_ERROR, loc);
  mlb_buf_printf(&d->message, "%s: ", kind);
  va_list ap;
  va_start(ap, fmt);
  mlb_buf_vprintf(&d->message, fmt, ap);
  va_end(ap);
  add_site_notes(h, d, id);
  mlb_diag_emit(h->ctx, d);
}

void mlb_heap_report_dead(MlbHeap *h, MlbHeapRef r, MlbAttr *loc,
                          const char *access) {
  MlbHeapBlock *b = &h->blocks.data[r.id];
  if (r.id == 0 || b->state == MLB_HS_NULL) {
    mlb_heap_violation(h, loc, 0, "uninitialized memref",
                       "%s through a memref that was never assigned", access);
  } else if (b->gen != r.gen) {
    /* The record has been reused: the original sites are gone. */
    mlb_heap_violation(h, loc, 0, "use after free",
                       "%s of freed memory (allocation no longer tracked)",
                       access);
  } else if (b->state == MLB_HS_SCOPE_ENDED) {
    mlb_heap_violation(h, loc, r.id, "use after scope",
                       "%s of %" PRIu64 " bytes allocated by '%s' after its "
                       "allocation scope ended",
                       access, b->size, b->what ? b->what : "?");
  } else {
    mlb_heap_violation(h, loc, r.id, "use after free",
                       "%s of %" PRIu64 " bytes allocated by '%s' after it "
                       "was freed",
                       access, b->size, b->what ? b->what : "?");
  }
}

/* ==== Freeing ==== */

/* Appends a record whose memory is released to the reuse list: the oldest
 * records are reused first, so newer ones keep their sites for reports
 * longer. */
static void make_reusable(MlbHeap *h, uint32_t id) {
  h->blocks.data[id].link = 0;
  if (h->reuse_tail)
    h->blocks.data[h->reuse_tail].link = id;
  else
    h->reuse_head = id;
  h->reuse_tail = id;
}

/* Moves a dead block into the quarantine, evicting the oldest ones beyond
 * the limits (their ids become reusable). */
static void quarantine(MlbHeap *h, uint32_t id) {
  MlbHeapBlock *b = &h->blocks.data[id];
  memset(b->data, POISON, (size_t)b->size);
  b->in_quarantine = true;
  b->link = 0;
  if (h->q_tail)
    h->blocks.data[h->q_tail].link = id;
  else
    h->q_head = id;
  h->q_tail = id;
  h->q_bytes += b->size;
  h->q_blocks++;
  while (h->q_head && (h->q_bytes > h->q_limit_bytes ||
                       h->q_blocks > h->q_limit_blocks)) {
    uint32_t old = h->q_head;
    MlbHeapBlock *ob = &h->blocks.data[old];
    h->q_head = ob->link;
    if (!h->q_head)
      h->q_tail = 0;
    h->q_bytes -= ob->size;
    h->q_blocks--;
    release_data(ob);
    ob->in_quarantine = false;
    make_reusable(h, old);
  }
}

void mlb_heap_release(MlbHeap *h, MlbHeapRef r) {
  MlbHeapBlock *b = mlb_heap_live(h, r);
  if (!b)
    return;
  release_data(b);
  b->state = MLB_HS_FREED;
  make_reusable(h, r.id);
}

static bool check_free_target(MlbHeap *h, MlbHeapRef r, MlbAttr *loc) {
  MlbHeapBlock *b = &h->blocks.data[r.id];
  if (r.id == 0 || b->state == MLB_HS_NULL) {
    mlb_heap_report_dead(h, r, loc, "free");
    return false;
  }
  if (b->gen != r.gen || b->state == MLB_HS_FREED) {
    if (b->gen != r.gen)
      mlb_heap_violation(h, loc, 0, "double free",
                         "memory freed again (allocation no longer tracked)");
    else
      mlb_heap_violation(h, loc, r.id, "double free",
                         "%" PRIu64 " bytes allocated by '%s' freed twice",
                         b->size, b->what ? b->what : "?");
    return false;
  }
  if (b->kind != MLB_HK_ALLOC) {
    static const char *const why[] = {
        [MLB_HK_ALLOCA] = "stack memory allocated by '%s'",
        [MLB_HK_GLOBAL] = "the storage of global '%s'",
        [MLB_HK_ARGUMENT] = "a function argument buffer owned by %s",
        [MLB_HK_TENSOR] = "the buffer of a tensor (made by '%s')",
    };
    MlbBuf msg;
    mlb_buf_init(&msg);
    mlb_buf_printf(&msg, why[b->kind], b->what ? b->what : "?");
    mlb_heap_violation(h, loc, r.id, "invalid free",
                       "free of memory not from the heap: %s",
                       mlb_buf_cstr(&msg));
    mlb_buf_free(&msg);
    return false;
  }
  return true;
}

bool mlb_heap_free(MlbHeap *h, MlbHeapRef r, int64_t byte_base,
                   int64_t elem_offset, MlbAttr *loc) {
  if (!check_free_target(h, r, loc))
    return false;
  if (byte_base != 0 || elem_offset != 0)
    mlb_heap_violation(h, loc, r.id, "invalid free",
                       "free of an interior view (offset %" PRId64
                       " elements, %" PRId64
                       " bytes) instead of the start of the allocation",
                       elem_offset, byte_base);
  MlbHeapBlock *b = &h->blocks.data[r.id];
  b->state = MLB_HS_FREED;
  b->end_site = loc;
  h->stats.frees++;
  count_live(h, -1, -(int64_t)b->size);
  quarantine(h, r.id);
  return true;
}

void mlb_heap_scope_end(MlbHeap *h, uint32_t mark, MlbAttr *loc) {
  while (h->allocas.len > mark) {
    uint32_t id = mlb_vec_pop(&h->allocas);
    MlbHeapBlock *b = &h->blocks.data[id];
    b->state = MLB_HS_SCOPE_ENDED;
    b->end_site = loc;
    quarantine(h, id);
  }
}

uint32_t mlb_heap_report_leaks(MlbHeap *h, MlbAttr *loc) {
  uint32_t n = 0;
  for (uint32_t id = 1; id < h->blocks.len; id++) {
    MlbHeapBlock *b = &h->blocks.data[id];
    if (b->state != MLB_HS_LIVE || b->kind != MLB_HK_ALLOC ||
        b->owned_elsewhere)
      continue;
    mlb_heap_violation(h, loc, id, "leak",
                       "%" PRIu64 " bytes allocated by '%s' are never freed",
                       b->size, b->what ? b->what : "?");
    n++;
  }
  return n;
}
