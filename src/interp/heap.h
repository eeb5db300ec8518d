/* heap.h - the interpreter's checked heap.
 *
 * Every buffer an interpreted program touches lives here: memref.alloc and
 * clones (heap), memref.alloca (stack, tied to an allocation scope), globals,
 * buffers the runner creates for entry-function arguments, and the storage
 * of tensors handed out by bufferization.to_buffer. A buffer is named by a
 * handle {id, gen}; memref descriptors hold handles, never raw pointers, so
 * a stale descriptor can always be recognised.
 *
 * Checking follows Lua's debug allocator and SQLite's debug builds: each
 * block records its size, kind, allocation site and state; data sits
 * between guard bytes; new memory is filled with junk, freed memory is
 * poisoned and parked in a quarantine so that its record (and the sites for
 * the report) survive. Records of blocks evicted from the quarantine are
 * reused with a new generation, so a very old stale handle still reports a
 * use after free, only without the original sites.
 *
 * Violations are reported through the context's diagnostics as
 * `loc: error: <kind>: <detail>` with notes at the allocation (and free)
 * sites. Nothing here stops execution; callers decide.
 */
#ifndef MLB_INTERP_HEAP_H
#define MLB_INTERP_HEAP_H

#include "ir/ir.h"

typedef enum MlbHeapKind {
  MLB_HK_ALLOC,    /* memref.alloc / realloc / bufferization.clone */
  MLB_HK_ALLOCA,   /* memref.alloca: freed when its scope ends */
  MLB_HK_GLOBAL,   /* memref.global storage */
  MLB_HK_ARGUMENT, /* entry-function argument buffers, owned by the runner */
  MLB_HK_TENSOR,   /* storage behind bufferization.to_buffer */
} MlbHeapKind;

typedef enum MlbHeapState {
  MLB_HS_LIVE,
  MLB_HS_FREED,       /* freed; record kept for reports */
  MLB_HS_SCOPE_ENDED, /* alloca whose allocation scope has ended */
  MLB_HS_NULL,        /* id 0: the block of uninitialised descriptors */
} MlbHeapState;

typedef struct MlbHeapRef {
  uint32_t id, gen;
} MlbHeapRef;

typedef struct MlbHeapBlock {
  unsigned char *data; /* user bytes; guard bytes on both sides */
  uint64_t size;
  MlbAttr *site;       /* location of the allocating op (may be NULL) */
  MlbAttr *end_site;   /* where it was freed / its scope ended */
  const char *what;    /* allocating op name, for messages */
  uint32_t gen;
  uint32_t link;       /* quarantine / reuse list */
  uint8_t kind, state;
  bool readonly;       /* constant globals */
  bool in_quarantine;
  bool owned_elsewhere; /* returned to the runner: not a leak */
} MlbHeapBlock;

typedef struct MlbHeapStats {
  uint64_t allocs, frees, allocas;
  uint64_t clones, copies, bytes_copied;
  uint64_t live_buffers, live_bytes, peak_live_buffers, peak_live_bytes;
} MlbHeapStats;

typedef struct MlbHeap {
  MlbContext *ctx;
  MLB_VEC(MlbHeapBlock) blocks; /* blocks.data[0] is the null block */
  uint32_t reuse_head, reuse_tail; /* ids free for reuse, oldest first,
                                      linked by `link` */
  uint32_t q_head, q_tail;      /* quarantine FIFO, oldest first */
  uint64_t q_bytes, q_blocks;
  uint64_t q_limit_bytes, q_limit_blocks;
  MlbU32Vec allocas;            /* live allocas, innermost scope last */
  MlbHeapStats stats;
  uint64_t violations;
  void (*before_report)(void *user); /* e.g. flush program output */
  void *report_user;
} MlbHeap;

void mlb_heap_init(MlbHeap *h, MlbContext *ctx);
/* Releases every block's memory; reports nothing. */
void mlb_heap_destroy(MlbHeap *h);

/* A new zero-generation-safe block of `size` bytes, filled with junk
 * (0xBE). `site` is the allocating op's location, `what` its name. Never
 * fails (aborts on OOM like mlb_malloc). Invalidates MlbHeapBlock pointers. */
MlbHeapRef mlb_heap_alloc(MlbHeap *h, uint64_t size, MlbHeapKind kind,
                          MlbAttr *site, const char *what);

static inline MlbHeapBlock *mlb_heap_block(MlbHeap *h, MlbHeapRef r) {
  return &h->blocks.data[r.id];
}
/* The block when `r` names a live block, else NULL (no report). */
static inline MlbHeapBlock *mlb_heap_live(MlbHeap *h, MlbHeapRef r) {
  MlbHeapBlock *b = &h->blocks.data[r.id];
  return b->gen == r.gen && b->state == MLB_HS_LIVE ? b : NULL;
}

/* Reports why `r` is not live ("use after free", "use after scope", use
 * of an uninitialised memref) for an access described by `access` ("load",
 * "copy source", ...) at `loc`. */
void mlb_heap_report_dead(MlbHeap *h, MlbHeapRef r, MlbAttr *loc,
                          const char *access);

/* Reports a violation: `loc: error: <kind>: <detail>` plus notes at the
 * sites of block `id` (0 = no block). */
void mlb_heap_violation(MlbHeap *h, MlbAttr *loc, uint32_t id,
                        const char *kind, const char *fmt, ...)
    MLB_PRINTF(5, 6);

/* Frees the block a memref names, as memref.dealloc does. `byte_base` and
 * `elem_offset` are the descriptor's aligned-pointer shift and offset:
 * anything but the allocation start is an invalid free (reported, then the
 * whole allocation is released anyway, as the lowered code would). Double
 * frees and frees of non-heap memory are reported and ignored. Returns
 * true when the block was freed. */
bool mlb_heap_free(MlbHeap *h, MlbHeapRef r, int64_t byte_base,
                   int64_t elem_offset, MlbAttr *loc);

/* Releases a live block at once: no checks, no statistics, no
 * quarantine, and its id becomes reusable. For the interpreter's own
 * temporaries, which no program descriptor can name. */
void mlb_heap_release(MlbHeap *h, MlbHeapRef r);

/* Allocation scopes: a scope starts at mark = mlb_heap_scope_begin(); when
 * it ends, every alloca made since then dies (accesses are then reported
 * as use after scope). */
static inline uint32_t mlb_heap_scope_begin(MlbHeap *h) {
  return h->allocas.len;
}
void mlb_heap_scope_end(MlbHeap *h, uint32_t mark, MlbAttr *loc);

/* Reports every live heap block not marked owned_elsewhere as a leak at
 * `loc` (the end of the program). Returns the number reported. */
uint32_t mlb_heap_report_leaks(MlbHeap *h, MlbAttr *loc);

/* Name of a kind for messages ("heap", "stack", ...). */
const char *mlb_heap_kind_name(MlbHeapKind k);

#endif
