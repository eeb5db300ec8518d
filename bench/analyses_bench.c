/* analyses_bench.c - times mlbuf's analyses on one module file.
 *
 * Parses the file, then runs each analysis over it REPS times (each run
 * from cold caches, see flush_caches) and prints the best time of each,
 * one `name seconds` line per analysis:
 *   parse            parsing and verifying the module (for scale)
 *   liveness         live-in/live-out sets of every function
 *   liveness-ranges  the sets plus every value's live range and the values
 *                    live at every op (what test-print-liveness computes)
 *   dominance        dominator and post-dominator trees of every region of
 *                    every function, and a few queries per block
 *   alias            the buffer alias analysis of the whole module
 *   alias-per-func   the same, run on each function separately
 * Built and run by bench/analyses.sh.
 * Usage: analyses_bench FILE [REPS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "analysis/alias.h"
#include "analysis/dom_info.h"
#include "analysis/liveness.h"
#include "interfaces/interfaces.h"
#include "parse/parse.h"
#include "print/print.h"

static double now(void) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct Bench {
  MlbContext *ctx;
  MlbOperation *module;
  MlbOpVec funcs;
  uint64_t sink;        /* results folded in so nothing is optimised away */
  unsigned char *flush; /* see flush_caches */
} Bench;

static void run_liveness(Bench *b, bool ranges) {
  MlbOpVec range = {0};
  for (uint32_t f = 0; f < b->funcs.len; f++) {
    MlbLiveness lv;
    mlb_liveness_build(&lv, b->funcs.data[f]);
    b->sink += lv.in_start ? lv.in_start[lv.num_blocks] : 0;
    for (uint32_t v = 0; ranges && v < lv.num_values; v++) {
      range.len = 0;
      mlb_liveness_range(&lv, lv.values[v], &range);
      b->sink += range.len;
    }
    for (uint32_t k = 0; ranges && k < lv.num_blocks; k++) {
      MlbLiveAtOps at;
      mlb_liveness_live_at_ops(&lv, lv.blocks[k], &at);
      b->sink += at.vals.len;
      mlb_live_at_ops_free(&at);
    }
    mlb_liveness_free(&lv);
  }
  mlb_vec_free(&range);
}

typedef struct DomRun {
  MlbDomInfo dom, post;
  uint64_t sink;
} DomRun;

/* Builds the trees of every region of `op` (queries build them lazily)
 * and asks a few questions per block: its immediate (post-)dominators,
 * whether the entry dominates it and whether it post-dominates the entry,
 * and the nearest common (post-)dominator of it and its immediate one
 * (nearest-common-dominator walks cost the depth difference, so asking
 * them against the entry would measure the depth of the tree instead). */
static MlbWalkResult dom_op(MlbOperation *op, void *user) {
  DomRun *d = user;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    MlbBlock *entry = op->regions[r].first;
    for (MlbBlock *blk = entry; blk; blk = blk->next) {
      MlbBlock *id = mlb_dom_info_idom(&d->dom, blk);
      MlbBlock *ip = mlb_dom_info_idom(&d->post, blk);
      d->sink += mlb_dom_info_dominates(&d->dom, entry, blk);
      d->sink += mlb_dom_info_dominates(&d->post, blk, entry);
      d->sink += mlb_dom_info_nearest_common(&d->dom, blk, id) != NULL;
      d->sink += mlb_dom_info_nearest_common(&d->post, blk, ip) != NULL;
    }
  }
  return MLB_WALK_ADVANCE;
}

static void run_dominance(Bench *b) {
  for (uint32_t f = 0; f < b->funcs.len; f++) {
    DomRun d = {0};
    mlb_dom_info_init(&d.dom, false);
    mlb_dom_info_init(&d.post, true);
    mlb_walk_pre(b->funcs.data[f], dom_op, &d);
    b->sink += d.sink;
    mlb_dom_info_free(&d.dom);
    mlb_dom_info_free(&d.post);
  }
}

static void run_alias(Bench *b, bool per_func) {
  uint32_t n = per_func ? b->funcs.len : 1;
  for (uint32_t f = 0; f < n; f++) {
    MlbAliasInfo a;
    mlb_alias_build(&a, b->ctx, per_func ? b->funcs.data[f] : b->module);
    b->sink += a.n;
    mlb_alias_free(&a);
  }
}

typedef void (*BenchFn)(Bench *b);

/* One entry point per analysis, kept out of line so that an instruction
 * profile (valgrind --tool=callgrind, see analyses.sh COUNT=1) can
 * attribute costs to them by name. */
#if defined(__GNUC__)
#define BENCH_ENTRY __attribute__((noinline))
#else
#define BENCH_ENTRY
#endif
BENCH_ENTRY static void bench_liveness(Bench *b) {
  run_liveness(b, false);
}
BENCH_ENTRY static void bench_liveness_ranges(Bench *b) {
  run_liveness(b, true);
}
BENCH_ENTRY static void bench_dominance(Bench *b) {
  run_dominance(b);
}
BENCH_ENTRY static void bench_alias(Bench *b) {
  run_alias(b, false);
}
BENCH_ENTRY static void bench_alias_per_func(Bench *b) {
  run_alias(b, true);
}

/* Evicts the IR from the caches before a timed run by streaming through
 * a buffer larger than the last-level cache, so that small and large
 * inputs are both measured from memory (a 2,000-function module would
 * otherwise sit in a 32 MB L3 and a 20,000-function one not, and the
 * ratio would measure the cache, not the algorithm). */
static void flush_caches(Bench *b) {
  enum { FLUSH_BYTES = 128u << 20 };
  if (!b->flush)
    b->flush = mlb_calloc(FLUSH_BYTES, 1);
  for (size_t i = 0; i < FLUSH_BYTES; i += 64)
    b->flush[i]++;
  b->sink += b->flush[FLUSH_BYTES / 2];
}

static double best_of(Bench *b, BenchFn fn, int reps) {
  double best = 1e30;
  for (int i = 0; i < reps; i++) {
    flush_caches(b);
    double t0 = now();
    fn(b);
    double t = now() - t0;
    if (t < best)
      best = t;
  }
  return best;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE [REPS]\n", argv[0]);
    return 2;
  }
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  size_t len = 0;
  char *text = mlb_read_file(argv[1], &len);
  if (!text) {
    fprintf(stderr, "cannot read '%s'\n", argv[1]);
    return 1;
  }
  Bench b = {0};
  b.ctx = mlb_context_create();
  mlb_register_all_dialects(b.ctx);
  mlb_register_all_interfaces(b.ctx);
  mlb_print_install(b.ctx);
  double t0 = now();
  b.module = mlb_parse_source(b.ctx, argv[1], text, len, 1);
  if (!b.module || mlb_verify(b.ctx, b.module) != MLB_SUCCESS)
    return 1;
  printf("parse %.4f\n", now() - t0);
  for (MlbBlock *blk = b.module->regions[0].first; blk; blk = blk->next)
    for (MlbOperation *op = blk->first; op; op = op->next)
      if (op->num_regions)
        mlb_vec_push(&b.funcs, op);
  printf("liveness %.4f\n", best_of(&b, bench_liveness, reps));
  printf("liveness-ranges %.4f\n", best_of(&b, bench_liveness_ranges, reps));
  printf("dominance %.4f\n", best_of(&b, bench_dominance, reps));
  printf("alias %.4f\n", best_of(&b, bench_alias, reps));
  printf("alias-per-func %.4f\n", best_of(&b, bench_alias_per_func, reps));
  fprintf(stderr, "(checksum %llu)\n", (unsigned long long)b.sink);
  mlb_vec_free(&b.funcs);
  mlb_free(b.flush);
  mlb_context_destroy(b.ctx);
  mlb_free(text);
  return 0;
}
