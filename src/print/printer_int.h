/* printer_int.h - private state of the operation printer.
 *
 * Printing follows upstream's AsmPrinter in three steps:
 *   1. SSA and block names are computed for the whole numbering scope in one
 *      walk (printer_names.c, upstream's SSANameState); when printing a
 *      verified root in custom form, the isolated ops directly under it
 *      are numbered only when the printer enters them.
 *   2. For top-level printing, a dry run of the printer ("collecting" mode)
 *      visits every type, attribute and location that would be printed, in
 *      print order, to decide the `#map` / `#loc` / `!tuple` aliases
 *      (printer_alias.c, upstream's AliasInitializer).
 *   3. The real run writes the text (printer.c, printer_asm.c).
 * The same code serves both runs so that the visit order of step 2 is the
 * print order of step 3, which is what makes alias numbering match.
 */
#ifndef MLB_PRINT_PRINTER_INT_H
#define MLB_PRINT_PRINTER_INT_H

#include "ir/asm.h"
#include "print/print.h"

/* ==== SSA / block names (printer_names.c) ==== */
/* Open-addressing pointer table with keys and values side by side (one
 * cache miss per lookup; the name table holds every value of the IR). */
typedef struct MlbPtrTabEntry {
  const void *key;
  void *val;
} MlbPtrTabEntry;
typedef struct MlbPtrTab {
  MlbPtrTabEntry *e;
  uint32_t cap, len;
} MlbPtrTab;
/* The value slot of `key`, inserted as NULL when absent. */
void **mlb_ptrtab_slot(MlbPtrTab *t, const void *key);
void *mlb_ptrtab_get(const MlbPtrTab *t, const void *key);
void mlb_ptrtab_free(MlbPtrTab *t);

/* A set of name strings (owned by the names arena), linear probing with
 * backward-shift deletion so that scopes can remove their names. */
typedef struct MlbNameSetEntry {
  const char *s; /* NULL = empty slot */
  uint32_t len, hash;
} MlbNameSetEntry;
typedef struct MlbNameSet {
  MlbNameSetEntry *e;
  uint32_t cap, len;
} MlbNameSet;

/* A region waiting to be numbered, with the counters and the depth of
 * the name scope it starts from. */
typedef struct MlbNameCtx {
  MlbRegion *region;
  uint32_t next_value, next_arg, next_conflict;
  uint32_t scope; /* scope depth of the parent region */
} MlbNameCtx;
typedef MLB_VEC(MlbNameCtx) MlbNameCtxVec;

/* The names of one numbering pass. */
typedef struct MlbNameTabs {
  MlbPtrTab values; /* MlbValue* -> tagged: ((id << 1) | 1) or name string */
  MlbPtrMap groups; /* MlbOperation* -> uint32_t[] {n, start0, start1..} */
  MlbPtrTab blocks; /* MlbBlock* -> position in its region + 1 */
  MlbArena arena;   /* name strings and result-group arrays */
} MlbNameTabs;

typedef struct MlbNames {
  MlbNameTabs tabs;  /* the names in use */
  MlbNameSet used;   /* names visible in the current scope */
  MLB_VEC(MlbNameSetEntry) undo; /* names in insertion order, for pops */
  MlbU32Vec scope_marks;         /* undo length at the start of each scope */
  uint32_t next_value, next_arg, next_conflict;
  MlbBuf tmp;
  /* Deferred numbering (mlb_names_defer): the regions of each isolated op
   * directly inside the root's regions (a module's functions) are numbered
   * when the printer enters the op, into tables dropped when it leaves, so
   * the tables hold one function at a time. In custom form a region's
   * names depend only on the counters its parent region ended with and on
   * the names of the enclosing regions, which is what is kept. */
  MlbOperation *defer_root;   /* NULL: all numbered up front */
  MlbU32Vec root_counters;    /* per root region: value, arg, conflict */
  MlbRegion *loaded;          /* root region whose names are in `used` */
  MlbOperation *inside;       /* deferred op being printed, or NULL */
  MlbNameTabs outer;          /* the up-front names while inside */
  MlbNameTabs spare;          /* a deferred op's tables, kept for reuse */
  MlbNameCtxVec stack;        /* regions to number in a deferred op */
} MlbNames;

/* ==== Aliases (printer_alias.c) ==== */
/* Entries of the direct-mapped type caches (visited_types, type_hot). */
#define MLB_TYPE_HOT 256
static inline uint32_t mlb_type_hot_index(const void *t) {
  uintptr_t a = (uintptr_t)t; /* types are at least 8-byte aligned */
  return (uint32_t)((a >> 3) ^ (a >> 11)) & (MLB_TYPE_HOT - 1);
}

typedef struct MlbAliasEntry {
  const void *key;  /* MlbAttr* or MlbType* */
  const char *name; /* alias base name ("map"), NULL when none */
  uint32_t depth;   /* 0: no alias inside; else 1 + deepest child alias */
  uint32_t suffix;  /* printed after the name when non-zero */
  uint32_t *children;
  uint32_t num_children;
  bool is_type;
  bool deferrable;   /* only used by op locations: printed after the op */
  bool has_distinct; /* contains a distinct attr (ids are renumbered) */
} MlbAliasEntry;

typedef struct MlbAliases {
  MlbPtrMap index; /* key -> entry index + 1 */
  MLB_VEC(MlbAliasEntry) entries;
  MlbU32Vec child_stack; /* children of the visits in progress */
  MlbU32Vec order;       /* aliased entries in definition order */
  /* Types visited as not deferrable, direct-mapped by address: visiting
   * one again changes nothing (IR repeats a handful of types). */
  const void *visited_types[MLB_TYPE_HOT];
  MlbArena arena;
  bool active; /* table built: emit mode substitutes aliases */
} MlbAliases;

/* Printed text per uniqued object (printer_emit.c). */
typedef struct MlbTextCache {
  MlbPtrTab index;         /* object -> span number + 1 */
  MLB_VEC(uint64_t) spans; /* offset << 24 | length, into text */
  MlbBuf text;
} MlbTextCache;
void mlb_text_cache_free(MlbTextCache *c);

/* The last types printed whole, direct-mapped by address: each names its
 * text in type_text. An entry means the type prints as that text in the
 * current mode (no alias name, not structural, alias-free check done), so
 * it is dropped whenever the mode changes (mlb_type_hot_clear). */
typedef struct MlbTypeHot {
  const void *key;
  uint32_t off, len;
} MlbTypeHot;

/* An op name as printed in custom form under a default dialect. */
typedef struct MlbOpNameHot {
  const char *name, *dialect; /* op->name (interned), default dialect */
  const char *text;           /* name without the dialect prefix */
  uint32_t len;
} MlbOpNameHot;
#define MLB_OP_NAME_HOT 64

/* Attribute type elision, as upstream's AttrTypeElision. */
enum { MLB_ELIDE_NEVER, MLB_ELIDE_MAY, MLB_ELIDE_MUST };

/* ==== The printer ==== */
struct MlbAsmPrinter {
  MlbContext *ctx;
  MlbBuf *out; /* where text goes (the sink while collecting) */
  MlbBuf sink; /* discarded output of the collecting run */
  MlbPrintFlags flags;
  bool collecting;  /* alias dry run: visit instead of print */
  bool elide_large; /* diagnostics: dense attrs > 16 elements elided */
  uint32_t indent;
  MLB_VEC(const char *) dialects; /* default dialect stack ("" = none) */
  MlbNames names;
  MlbAliases aliases;
  MlbPtrMap distinct_ids; /* MlbAttr* -> printed id + 1 */
  uint64_t next_distinct;
  /* Text of types and attributes printed whole by attr_print.c, reused
   * on repeats (they are uniqued, and IR repeats few of them many times). */
  MlbTextCache type_text, attr_text, attr_text_no_type;
  MlbTypeHot type_hot[MLB_TYPE_HOT];
  /* The custom-form names of recent op names, direct-mapped by address:
   * a pure function of the two strings, which outlive the printer. */
  MlbOpNameHot op_name_hot[MLB_OP_NAME_HOT];
  MlbNamedAttrVec attr_scratch; /* attr-dict lists (never held across a
                                   region print) */
  MlbBuf *name_bufs;            /* scratch for desc->name_results */
  uint32_t num_name_bufs;
  /* Alias-free printing (printer_alias.c): when nothing in the IR could
   * get an alias, the collecting run is skipped (skip_aliases); should the
   * text meet such an object anyway, alias_missed is raised and the op is
   * printed again the full way. */
  bool skip_aliases, alias_missed;
  MlbPtrMap alias_free; /* type/attr -> 1: no alias inside, 2: may have */
  /* Recent answers of alias_free, direct-mapped by address: IR repeats a
   * handful of types on every op. */
  const void *alias_free_key[64];
  bool alias_free_val[64];
  /* Streaming (mlb_print_op_stream): p->out goes to the sink whenever it
   * reaches MLB_PRINT_FLUSH_BYTES between two ops, unless stream_hold
   * (text that may have to be taken back while the sink cannot). */
  const MlbPrintSink *stream;
  MlbBuf *stream_buf;    /* the buffer handed over (p->out when printing) */
  size_t stream_written; /* bytes handed to the sink by this print */
  bool stream_hold;
};

/* Pending text handed to a streaming sink: large enough that writes are
 * few, small enough that the buffer stays in cache. */
#define MLB_PRINT_FLUSH_BYTES ((size_t)64 << 10)
/* The collecting run's discarded text is dropped past this size. */
#define MLB_PRINT_SINK_BYTES ((size_t)4 << 10)

/* printer.c */
/* The `{-# dialect_resources ... #-}` section for the blobs that `top`
 * references (printer_resources.c); nothing when there are none. */
void mlb_print_resources(MlbAsmPrinter *p, MlbOperation *top);
void mlb_printer_init(MlbAsmPrinter *p, MlbContext *ctx, MlbBuf *out,
                      const MlbPrintFlags *f);
void mlb_printer_free(MlbAsmPrinter *p);
void mlb_printer_full_op(MlbAsmPrinter *p, MlbOperation *op);
void mlb_printer_region(MlbAsmPrinter *p, MlbRegion *r, bool entry_args,
                        bool terminators, bool empty_block);
/* Props of a registered op merged with unset defaults (sorted); or NULL. */
void mlb_printer_props_list(MlbAsmPrinter *p, MlbOperation *op,
                            MlbNamedAttrVec *out);
/* Props + discardable attrs merged in name order. */
void mlb_printer_all_attrs(MlbAsmPrinter *p, MlbOperation *op,
                           MlbNamedAttrVec *out);
MlbAttr *mlb_printer_op_loc(MlbAsmPrinter *p, MlbOperation *op);
/* Writes `{a = 1, b}` (no leading space). */
void mlb_printer_named_attrs(MlbAsmPrinter *p, const MlbNamedAttr *e,
                             uint32_t n);
/* Keyword if bare identifier, else quoted string. */
void mlb_printer_keyword_or_string(MlbBuf *b, const char *s, size_t n);
void mlb_printer_indent(MlbAsmPrinter *p);
/* Decimal without printf (the hot path of numbered names). */
void mlb_put_u64(MlbBuf *b, uint64_t v);
void mlb_put_i64(MlbBuf *b, int64_t v);

/* printer_names.c */
void mlb_names_init(MlbNames *n);
void mlb_names_free(MlbNames *n);
/* Numbers every value and block under `root` (root included), except in
 * the regions deferred by mlb_names_defer. */
void mlb_names_compute(MlbAsmPrinter *p, MlbOperation *root);
/* Before mlb_names_compute (custom form, IR that verifies, `root` printed
 * whole): number isolated ops directly under `root` only when entered. */
void mlb_names_defer(MlbNames *n, MlbOperation *root);
/* Around printing `op`: numbers its regions if they were deferred (then
 * returns true and mlb_names_leave must follow). */
bool mlb_names_enter(MlbAsmPrinter *p, MlbOperation *op);
void mlb_names_leave(MlbAsmPrinter *p);
void mlb_names_print_value(MlbAsmPrinter *p, MlbValue *v, bool result_no);
/* Position of the block in its region, or -1 when not numbered. */
int64_t mlb_names_block_index(MlbNames *n, MlbBlock *b);
void mlb_names_print_block(MlbAsmPrinter *p, MlbBlock *b);
/* Result group starts of the op, or NULL when results form one group. */
const uint32_t *mlb_names_groups(MlbNames *n, MlbOperation *op,
                                 uint32_t *count);

/* printer_alias.c */
void mlb_aliases_init(MlbAliases *a);
void mlb_aliases_free(MlbAliases *a);
void mlb_alias_visit_attr(MlbAsmPrinter *p, MlbAttr *a, bool deferrable,
                          bool elide_type);
void mlb_alias_visit_type(MlbAsmPrinter *p, MlbType *t);
/* Sorts and names the aliases; switches emit mode to substitute them. */
void mlb_aliases_finalize(MlbAsmPrinter *p);
/* Writes `#map = affine_map<...>` lines for (non-)deferred aliases. */
void mlb_aliases_print_defs(MlbAsmPrinter *p, bool deferred);
const MlbAliasEntry *mlb_alias_lookup(MlbAliases *a, const void *key);
void mlb_alias_print_name(MlbAsmPrinter *p, const MlbAliasEntry *e);
bool mlb_attr_is_loc_kind(const MlbAttr *a);
/* False when the object is or holds something that would get an alias or
 * be renumbered (maps, sets, locations, distinct attrs, long tuples). */
bool mlb_alias_free_attr(MlbAsmPrinter *p, const MlbAttr *a);
bool mlb_alias_free_type(MlbAsmPrinter *p, const MlbType *t);
/* NULL or an identity affine map: the memref layout upstream omits. */
bool mlb_layout_is_identity(const MlbAttr *l);

/* printer_emit.c: alias-aware printing (emit mode). */
void mlb_emit_attr(MlbAsmPrinter *p, MlbAttr *a, int elision);
void mlb_emit_type(MlbAsmPrinter *p, MlbType *t);
/* Forgets the type_hot entries (the printing mode changes). */
void mlb_type_hot_clear(MlbAsmPrinter *p);
/* The text of the object itself, aliases used only for its elements. */
void mlb_emit_attr_impl(MlbAsmPrinter *p, MlbAttr *a, int elision);
void mlb_emit_type_impl(MlbAsmPrinter *p, MlbType *t);
/* `loc(...)`; `allow_alias` as upstream's printLocation. */
void mlb_emit_location(MlbAsmPrinter *p, MlbAttr *loc, bool allow_alias);

#endif
