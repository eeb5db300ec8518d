/* buffer_deallocation.h - private state of the copy-based
 * `buffer-deallocation` pass (buffer_deallocation*.c), MLIR 16's
 * BufferDeallocation: every owned buffer gets one free at the end of its
 * liveness, and values that may hold several owned buffers ("critical
 * aliases": block arguments and region-branch results not dominated by
 * the buffers reaching them) receive clones, so that they own a buffer of
 * their own and the buffers reaching them can be freed where they die.
 *
 * Phases, one file each:
 *   buffer_deallocation.c         pass, per-function driver, the checks
 *                                 of the program's shape (region ops,
 *                                 unknown effects)
 *   buffer_deallocation_clones.c  owners, critical aliases (fixpoint),
 *                                 edge splitting, clones at the points
 *                                 forwarding into critical aliases and at
 *                                 returns
 *   buffer_deallocation_hand.c    buffers the input frees itself (left
 *                                 to it)
 *   buffer_deallocation_callees.c which arguments callees free (answers
 *                                 kept for the pass's sweep over the
 *                                 module)
 *   buffer_deallocation_apart.c   clones must not separate a buffer
 *                                 still used and written
 *   buffer_deallocation_carry.c   part of that check: a read sees a
 *                                 write through the clones made after it
 *   buffer_deallocation_place.c   where each owner dies: the common
 *                                 post-dominator of its aliases (MLIR 16's
 *                                 placement), else every edge leaving the
 *                                 blocks from which an alias use is
 *                                 reachable; frees built and placed
 */
#ifndef MLB_TRANSFORMS_BUFFER_DEALLOCATION_H
#define MLB_TRANSFORMS_BUFFER_DEALLOCATION_H

#include "analysis/block_cycles.h"
#include "analysis/call_effects.h"
#include "transforms/buffer_placement.h"
#include "transforms/forwarded_lists.h"

/* Statistics, in the order of the pass's MlbPassStatDef table. */
enum {
  BD_STAT_DEALLOCS, /* frees built */
  BD_STAT_MOVED,    /* frees of the input moved */
  BD_STAT_CLONES,   /* clones built */
  BD_STAT_SPLITS,   /* branch edges split into blocks of their own */
  BD_STAT_FALLBACKS, /* functions the ownership fallback took */
  BD_NUM_STATS
};

/* One change the pass made to the IR (buffer_deallocation_fallback.c). */
typedef enum {
  BD_UNDO_OPERAND, /* op's operand k was `old` */
  BD_UNDO_SPLIT,   /* op's successor k was `block`; `edge` built */
  BD_UNDO_BUILT,   /* op built (part of a clone) */
  BD_UNDO_UNLINK   /* op (an input free) unlinked from before `next` in
                      `block` */
} BdUndoKind;

typedef struct BdUndo {
  BdUndoKind kind;
  uint32_t k;
  MlbOperation *op, *next;
  MlbValue *old;
  MlbBlock *block, *edge;
} BdUndo;

/* What the pass keeps for its sweep over a module
 * (buffer_deallocation_callees.c). */
typedef struct BdSweep BdSweep;

/* One function's run. */
typedef struct BdFunc {
  MlbContext *ctx;
  MlbOperation *func;
  BdSweep *sweep; /* which arguments callees free */
  uint64_t *stats;
  /* Values the pass frees, in the order their frees are placed:
   * allocations, then critical aliases in the order found, then buffer
   * results of calls. frees[i]: the input's own free of owners[i]
   * (detached while the pass runs) or NULL. */
  MlbValueVec owners;
  MlbOpVec frees;
  bool alloc_index_made;
  /* Reads and writes of buffers (on demand): events[i] happens at
   * event_ops[i] on event_vals[i] (NULL: any buffer a callee may reach
   * without being handed it, a global or an argument). */
  MlbU32Vec events;      /* BD_EV_READ | BD_EV_WRITE bits */
  MlbValueVec event_vals;
  MlbOpVec event_ops;
  bool events_known;
  MlbValueVec written;   /* buffers some op may write (on demand) */
  MlbOpVec writers;      /* writers[i]: the op writing written[i] */
  MlbU32Vec *cut;        /* alias id -> its buffers after cloning (data
                            NULL: not asked yet); NULL until first asked */
  uint32_t cut_n;        /* cut's length (the alias ids) */
  size_t cut_bytes, hold_bytes; /* cut's and hold_mark's pooled blocks */
  MlbCallEffects calls;  /* what calls do to their operands (callee
                          * summaries, for the separation check) */
  uint32_t *hold_mark;   /* alias id -> generation: values that may hold
                            the buffer asked about last, then (from
                            alias.n on) the values of the last walk for
                            cut origins (apart.c) */
  uint32_t hold_gen, cut_gen;
  MlbU32Vec hold_work, cut_work; /* those walks' worklists */
  MlbPtrMap carry;       /* write event index + 1 -> uint8_t per event:
                            does that read see the write through copies */
  /* State cells (ops x buffer values) the copy-chain dataflow may still
   * use in this function (option max-copy-chain-work): each write it
   * follows costs one full state; past the budget a write is not followed
   * (its reads count as seeing it: the function may be refused). */
  uint64_t carry_budget;
  bool writes_known, clone_side_known;
  const MlbAllocationIface *default_iface; /* memref.alloc's: memrefs
                                              with no allocation of ours
                                              (bd_default_iface) */
  bool default_iface_known;
  MlbBlockCycles cycles; /* blocks on loops made of branches */
  bool all_reachable;    /* every block of the function is reachable
                            (found by the checks): bd_reachable then
                            answers without asking */
  bool has_cycles;       /* some region of the function has one (found
                            by the checks; split edges add none) */
  MlbU32Vec succ_tmp;    /* region successors being looked at
                            (clones.c: no two questions nest); from the
                            pool on first use */
  /* The changes made so far, in order, while the function may still be
   * handed to the ownership fallback (option ownership-fallback): a
   * refusal after the checks undoes them. Not recorded without it. */
  MLB_VEC(BdUndo) undo;
  bool record_undo;
  /* The refusal is one the fallback may take: a clone that would change
   * what the program computes, or no place for a free. Other refusals
   * (shapes the pass does not take: a reallocation of a carried buffer,
   * allocations without a free, a free of an escaping buffer) stand. */
  bool clone_refused;
  bool may_free;         /* some op of the function is a call or states a
                            free (or effects of its own hook): found by
                            the checks; without one nothing is managed by
                            hand */
  /* ---- Fields set up by their own initializers (bd_init sets the
   * fields above one by one, so a new field there needs its line in
   * bd_init; these are most of the struct's bytes, the maps' inline
   * slots, which need no clearing). ---- */
  /* Phase 1 (original IR): allocations and their frees, alias analysis,
   * dominators. */
  MlbPlacement pl;
  MlbSmallMap alloc_index; /* pl.allocs[i] -> i + 1 (made on first use) */
  MlbSmallMap owner_iface; /* owner -> const MlbAllocationIface* (or
                              &bd_no_iface: freed by its existing free) */
  MlbSmallMap owner_free;  /* owner -> the input's own free of it */
  MlbSmallMap hand;        /* value the input frees itself (or that may
                              flow into one it frees) -> 1 */
  MlbSmallMap critical;    /* critical alias -> 1 */
  MlbSmallMap clones;      /* clone built by the pass -> 1 */
  MlbSmallMap cloned_use;  /* MlbUse* already given a clone -> 1 */
  MlbSmallMap split;       /* (terminator, successor) key -> split block */
  MlbSmallMap edge_args;   /* argument of a split block -> the value the
                              branch forwards into it (the analyses know
                              only that value) */
  MlbSmallMap clone_side; /* critical aliases and what they flow into */
} BdFunc;

/* buffer_deallocation_clones.c */
/* Before the ownership fallback: each returned value that may be a view
 * into a buffer (other than a cast of it) is handed over as a clone. The
 * ownership passes would hand the view over as it is, where this pass's
 * callers free each result as a buffer of its own. False, changing
 * nothing, when a caller addresses such a result from its allocation's
 * base (bytes a clone would not hold) or no clone can be built. */
bool bd_clone_returned_views(BdFunc *f);

/* buffer_deallocation_fallback.c */
/* The mark of a function the fallback took: its frees are of buffers it
 * owns by the function-boundary ABI, never of an argument, whatever the
 * alias analysis sees (they compare pointers at run time). */
#define BD_FALLBACK_ATTR "mlbuf.ownership_fallback"

/* Notes a change (when recording): see BdUndoKind. */
void bd_note_operand(BdFunc *f, MlbOperation *op, uint32_t k,
                     MlbValue *old);
/* The ops builder b inserted after `prev` (NULL: from its block's start)
 * up to its insertion point. */
void bd_note_built(BdFunc *f, const MlbBuilder *b, MlbOperation *prev);
void bd_note_split(BdFunc *f, MlbOperation *t, uint32_t k, MlbBlock *to,
                   MlbBlock *edge);
void bd_note_op(BdFunc *f, BdUndoKind kind, MlbOperation *op);
/* Takes every noted change back, last first: the function is as the
 * checks saw it. */
void bd_undo_all(BdFunc *f);
/* Gives the log's memory back. */
void bd_undo_release(BdFunc *f);
/* The refusal's diagnostics, held until it is known whether the
 * fallback takes the function (then they are dropped). */
typedef struct BdHeld {
  MLB_VEC(MlbDiagnostic *) diags;
  uint32_t errors;
  MlbDiagHandler saved;
  void *saved_user;
} BdHeld;
void bd_hold_begin(MlbContext *ctx, BdHeld *h);
void bd_hold_end(MlbContext *ctx, BdHeld *h, bool emit);
/* The function, as the input gave it, through the ownership-based
 * pipeline's passes (ownership-based-buffer-deallocation, simplification,
 * lowering with every dealloc written out inline). `freed`: values of fn
 * its callees free by hand (bd_freed_call_operands), which it leaves to
 * them. */
MlbStatus bd_ownership_fallback(MlbContext *ctx, MlbOperation *fn,
                                MlbPassState *st, const MlbValueVec *freed);

/* Marker interface of an owner that only its input free may free. */
extern const MlbAllocationIface bd_no_iface;

/* buffer_deallocation.c */
/* Is block b reachable from its function's entry (and every block
 * holding it from its region's entry)? Code no path reaches is left as
 * it is: it never runs. (dom: the dominators of the IR as it is; blocks
 * the pass adds are reachable when their branch is.) */
bool bd_reachable(const BdFunc *f, MlbDomInfo *dom, MlbBlock *b);
/* May op run more than once in one run of the function's body: does its
 * block, or the block of an op around it, lie on a loop made of branches?
 * (Loops that are region ops are asked for separately.) */
bool bd_reruns(BdFunc *f, MlbOperation *op);
/* The function's return-like terminators (not branches), one per call,
 * from *b = NULL on; NULL when there is none left. */
MlbOperation *bd_next_return(MlbOperation *fn, MlbBlock **b);
/* Does block b lie on a loop made of branches? */
bool bd_on_cycle(BdFunc *f, MlbBlock *b);

/* memref.alloc's allocation interface (NULL when not registered): how
 * the pass frees and clones memrefs of no allocation it knows. */
const MlbAllocationIface *bd_default_iface(BdFunc *f);

/* The index of allocation v in f->pl.allocs, UINT32_MAX when v is
 * none. */
uint32_t bd_alloc_index(BdFunc *f, const MlbValue *v);

/* buffer_deallocation_clones.c */
/* The function's own arguments: allocated by the caller, never critical
 * nor an alias of an owner (a recursive call makes them flow targets). */
bool bd_is_function_arg(const BdFunc *f, const MlbValue *v);
/* Collects owners, finds critical aliases, splits edges and inserts the
 * clones feeding them and the clones at returns. */
MlbStatus bd_introduce_clones(BdFunc *f);
/* A block of its own on edge `succ` of terminator `t` (made once per
 * edge): it takes the edge's operands as arguments and branches on with
 * them (cf.br), so that code on it runs only when that edge is taken. */
MlbBlock *bd_edge_block(BdFunc *f, MlbOperation *t, uint32_t succ);
/* v, or for an argument of a split edge's block the value the branch
 * forwards into it (what the analyses, built before the split, know). */
MlbValue *bd_forwarded(BdFunc *f, MlbValue *v);

typedef bool (*BdValuePred)(BdFunc *f, MlbValue *v, void *user);
/* The number of points forwarding a value into critical alias x whose
 * forwarded value (as the analyses know it: before its clone, through
 * split edges) satisfies pred; UINT32_MAX when they cannot be found. */
uint32_t bd_count_incoming(BdFunc *f, MlbValue *x, BdValuePred pred,
                           void *user);
typedef bool (*BdPointPred)(BdFunc *f, MlbOperation *op, MlbValue *src,
                            void *user);
/* Does every point forwarding a value into critical alias x (op, and the
 * value as the analyses know it) satisfy pred? False when the points
 * cannot be found. */
bool bd_all_incoming(BdFunc *f, MlbValue *x, BdPointPred pred, void *user);

/* buffer_deallocation_hand.c */
/* May op's own effects free a buffer (a Free spec, or a hook), or is it a
 * call (whose callee may free an argument)? */
bool bd_may_free(const MlbOperation *op);
/* Marks the values managed by hand (f->hand); an error for a reallocation
 * the pass cannot follow. */
MlbStatus bd_find_hand(BdFunc *f);
/* v and the values that may flow into it, appended to out, walking back
 * along the flow but not through call results. */
void bd_flows_up_to_calls(MlbAliasInfo *a, MlbValue *v, MlbValueVec *out);

/* buffer_deallocation_callees.c */
/* The sweep's state, made on the pass's first run in it (st->sweep),
 * brought up to date for a run on op (any op the sweep comes by: see the
 * file's comment). */
BdSweep *bd_sweep_enter(MlbContext *ctx, MlbPassState *st, MlbOperation *op);
/* Bits of the arguments fn may free (bit i: argument i; past 63 share
 * bit 63); 0 for NULL. */
uint64_t bd_sweep_freed_args(BdSweep *s, MlbOperation *fn);
/* fn holds no call and no op of the module names it (nor does any name
 * fail to resolve): no edge of a module's alias analysis joins it to
 * another function. False without a sweep. */
bool bd_sweep_isolated(BdSweep *s, MlbOperation *fn);
/* May the function free one of its arguments (itself or through the
 * functions it calls)? */
bool bd_frees_own_args(BdFunc *f);
/* The operands of the function's calls that a callee frees by hand
 * (appended to out). */
void bd_freed_call_operands(BdFunc *f, MlbValueVec *out);

/* buffer_deallocation_apart.c */
enum { BD_EV_READ = 1, BD_EV_WRITE = 2 };
/* Would a clone of `s` made before `q` for critical alias x change what
 * the program reads (after q, a write to one of the two buffers, then a
 * read of the other: docs/copy-deallocation.md)? */
bool bd_clone_separates(BdFunc *f, MlbOperation *q, MlbValue *s, MlbValue *x);
/* Operand k of op, about to be cloned, may be one buffer with an operand
 * of op already cloned apart: an error. */
MlbStatus bd_check_apart(BdFunc *f, MlbOperation *op, uint32_t k);
void bd_free_cut_origins(BdFunc *f);
/* The buffers v may be once the clones are in (sorted alias ids of
 * origins, a critical alias an origin of its own). */
const MlbU32Vec *bd_cut_origins(BdFunc *f, const MlbValue *v);

/* buffer_deallocation_carry.c */
/* Does read event r, on every path from write event w, read a buffer
 * holding w's write through clones made after w, or one that is not w's
 * buffer in the input (or does it not follow w at all)? */
bool bd_read_carries_write(BdFunc *f, uint32_t w, uint32_t r);
void bd_free_carry(BdFunc *f);

/* buffer_deallocation_place.c */
/* Places one free per owner on every path (analyses rebuilt over the IR
 * with its clones). */
MlbStatus bd_place_deallocs(BdFunc *f);

#endif
