/* parser_priv.h - internals shared by the operation parser's files
 * (parser.c, parser_ssa.c, parser_ops.c, parser_region.c, parser_asm.c).
 * Not used outside src/parse/parser_*.c.
 *
 * The operation parser keeps two pieces of private state hanging off the
 * MlbAsmParser: the SSA tables (struct MlbSsaScope, p->scope) that map value
 * and block names to IR, and MlbOpParserState (p->op_parser_state) with
 * everything else an operation parse needs (default dialect stack, custom
 * op context, deferred location aliases, nesting depth).
 */
#ifndef MLB_PARSE_PARSER_PRIV_H
#define MLB_PARSE_PARSER_PRIV_H

#include "parse/parser_int.h"

/* Deep nesting is rejected with an error instead of exhausting the C stack:
 * each region level costs a handful of frames (op, region, block, custom
 * hook). */
#define MLB_MAX_REGION_DEPTH 500u

/* ==== SSA tables (parser_ssa.c) ==== */

/* One definition (or forward-reference placeholder) of `%name#number`. */
typedef struct MlbValueDef {
  MlbValue *value;
  const char *pos; /* where it was defined or first used */
} MlbValueDef;
typedef MLB_VEC(MlbValueDef) MlbValueDefVec;

/* All result numbers of one SSA name. Most names have one value: it is
 * stored inline (defs.data == &one) to spare a heap block per name. */
typedef struct MlbNameEntry {
  MlbValueDefVec defs;
  MlbValueDef one;
  const char *name; /* the parser-unique spelling (stored after the entry) */
} MlbNameEntry;

/* Slot of the table that finds a name's entry from its source spelling. */
typedef struct MlbSsaNameSlot {
  MlbNameEntry *entry; /* NULL = empty */
  uint32_t hash, len;
} MlbSsaNameSlot;

typedef struct MlbBlockDef {
  MlbBlock *block;
  const char *pos; /* definition, or first reference while forward */
  bool forward;    /* referenced but not yet defined */
} MlbBlockDef;

/* A block referenced before its label: checked when its region ends. */
typedef struct MlbFwdBlock {
  MlbBlockDef *def;
} MlbFwdBlock;

/* A value used before its definition. The placeholder is an arena value
 * with neither def_op nor owner_block; its `index` is its slot here. */
typedef struct MlbFwdValue {
  MlbValue *value;
  const char *pos; /* first use */
  bool resolved;
} MlbFwdValue;

/* Per-region scope: names defined inside are forgotten at region end
 * (upstream's non-isolated nested name scopes); block labels are local. */
typedef struct MlbRegionScope {
  MlbPtrMap blocks;          /* interned "^bb" -> MlbBlockDef* */
  uint32_t names_start;      /* first index into MlbSsaScope.defined */
  uint32_t fwd_blocks_start; /* first index into MlbSsaScope.fwd_blocks */
} MlbRegionScope;

struct MlbSsaScope {
  MlbArena arena;  /* name entries and block defs (freed with the parser) */
  /* SSA names (no '%') by spelling: uses are looked up straight from the
   * token text, and equal spellings share one name string (MlbUnresolved's
   * `name`, unique for the duration of the parse). */
  MlbSsaNameSlot *by_text;
  uint32_t by_text_cap, by_text_len;
  MlbPtrMap names; /* name string -> MlbNameEntry* (strings from by_text, or
                      interned elsewhere and matched once by content) */
  MLB_VEC(const char *) defined; /* names defined, per region scope */
  MLB_VEC(MlbFwdBlock) fwd_blocks;
  MLB_VEC(MlbFwdValue) fwd_values;
  MLB_VEC(MlbRegionScope) regions; /* stack; [0] is the top level */
};

void mlb_ssa_init(struct MlbSsaScope *s);
/* The parse-unique string for the SSA name spelled text[0..n) (no '%');
 * context-interned when there are no SSA tables. */
const char *mlb_ssa_name(MlbAsmParser *p, const char *text, size_t n);
void mlb_ssa_free(struct MlbSsaScope *s);
void mlb_ssa_push_region(MlbAsmParser *p);
/* Reports blocks referenced but never defined in the region. */
MLB_MUST_CHECK MlbStatus mlb_ssa_pop_region(MlbAsmParser *p);
/* Registers `%name#number` = v (resolving a forward reference). */
MLB_MUST_CHECK MlbStatus mlb_ssa_define(MlbAsmParser *p, const MlbUnresolved *u,
                         MlbValue *v);
/* The value for a use (a placeholder if not yet defined); NULL on error. */
MlbValue *mlb_ssa_resolve(MlbAsmParser *p, const MlbUnresolved *u,
                          MlbType *type);
/* Position of an existing definition or use of `%name#number`, or NULL. */
const char *mlb_ssa_reference_pos(MlbAsmParser *p, const MlbUnresolved *u);
/* Reports every forward reference never defined ("use of undeclared SSA
 * value name"), in source order. */
MLB_MUST_CHECK MlbStatus mlb_ssa_check_undefined(MlbAsmParser *p);
/* Block for `^name` used as a successor (created as forward ref). */
MlbBlock *mlb_ssa_block_use(MlbAsmParser *p, const char *name,
                            const char *pos);
/* Block def slot for a label in the current region (created if absent). */
MlbBlockDef *mlb_ssa_block_def(MlbAsmParser *p, const char *name);

/* ==== Operation parser state (parser.c) ==== */
typedef struct MlbDeferredLoc {
  MlbAttr *marker;   /* placeholder loc installed meanwhile */
  const char *alias; /* alias name without '#', interned */
  MlbAttr *use_loc;  /* where `loc(#alias)` was written */
} MlbDeferredLoc;

#define MLB_TYPE_CACHE_SIZE 64u
typedef struct MlbTypeCacheEntry {
  const char *text; /* into the parsed buffer; NULL = empty slot */
  uint32_t len;
  uint32_t hash;
  MlbType *type;
} MlbTypeCacheEntry;

typedef struct MlbOpParserState {
  /* Dialect prefixed to unqualified custom op names: upstream's default
   * dialect stack ("builtin" at the top level; "" inside custom ops that
   * declare none). */
  MLB_VEC(const char *) default_dialects;
  /* Full name of the custom op whose parse hook is running, for the
   * "custom op 'x' " prefix of hook-level errors; NULL otherwise. */
  const char *custom_op;
  MlbAttr *custom_op_loc;
  MLB_VEC(MlbDeferredLoc) deferred_locs;
  MlbPtrMap deferred_markers; /* marker attr -> index + 1 */
  uint32_t depth;             /* region nesting */
  bool lex_error_reported;
  /* Bracketed builtin types (memref<...>, tensor<...>, ...) recently
   * parsed, by the text they were spelled with: a file repeats a few types
   * many times, and equal text parses to the same uniqued type. */
  MlbTypeCacheEntry type_cache[MLB_TYPE_CACHE_SIZE];
  /* Keyword types (f32, index, i1, ...) by their spelling, packed into an
   * integer (spellings of at most 8 bytes). */
  struct {
    uint64_t key; /* 0 = empty slot */
    MlbType *type;
  } kw_types[8];
  /* Operation names of at least 8 bytes -> descriptor, keyed on the first
   * and last 8 bytes and the length (mlb_lookup_op hashes the whole name
   * and probes a table). */
  struct {
    uint64_t head, tail;
    size_t len;
    const MlbOpDesc *desc; /* NULL = empty slot */
  } op_cache[64];
  /* Vector blocks of finished operation states, for the next ones. */
  MlbVecPool vec_pool;
} MlbOpParserState;

static inline MlbOpParserState *mlb_ops_state(MlbAsmParser *p) {
  return (MlbOpParserState *)p->op_parser_state;
}

/* ==== Errors and tokens (parser.c) ==== */
/* Error at a source position, no custom-op prefix. */
MlbStatus mlb_perr_at_pos(MlbAsmParser *p, const char *pos, const char *fmt,
                          ...) MLB_PRINTF(3, 4);
/* Error at the current token, no custom-op prefix. */
MlbStatus mlb_perr(MlbAsmParser *p, const char *fmt, ...) MLB_PRINTF(2, 3);
/* Upstream's emitWrongTokenError: when the current token starts a line,
 * report at the end of the previous non-blank, non-comment text. */
MlbStatus mlb_perr_wrong_token(MlbAsmParser *p, const char *fmt, ...)
    MLB_PRINTF(2, 3);
/* Error with the "custom op 'name' " prefix when a custom parse hook is
 * running (upstream's OpAsmParser::emitError). `loc` NULL = current. */
MlbStatus mlb_perr_custom(MlbAsmParser *p, MlbAttr *loc, const char *fmt, ...)
    MLB_PRINTF(3, 4);
/* Emits a built diagnostic (notes attached), marking the parse failed. */
MlbStatus mlb_perr_emit(MlbAsmParser *p, MlbDiagnostic *d);
/* Source position of a token for errors (EOF moves back one char). */
const char *mlb_parser_err_pos(MlbAsmParser *p);
/* Token text helpers */
const char *mlb_parser_intern_tok(MlbAsmParser *p, const char *s, size_t n);
/* Appends the printed type to a buffer (for messages). */
const char *mlb_type_str(MlbBuf *b, MlbType *t);

/* True if `name` is listed in the descriptor's props (inherent attrs). */
bool mlb_desc_has_prop(const MlbOpDesc *d, const char *name);

/* ==== Operations and regions ==== */
MLB_MUST_CHECK MlbStatus mlb_parse_operation(MlbAsmParser *p, MlbBlock *block);
/* Parses `{ ... }` (region body with optional entry arguments). */
MLB_MUST_CHECK MlbStatus mlb_parse_region_impl(MlbAsmParser *p, MlbRegion *region,
                                const MlbRegionArg *args, uint32_t nargs);
/* `%x` or `%x#N` at the current token. */
MLB_MUST_CHECK MlbStatus mlb_parse_ssa_use(MlbAsmParser *p, MlbUnresolved *out,
                            bool allow_number);
/* `^bb` successor at the current token. */
MLB_MUST_CHECK MlbStatus mlb_parse_successor_impl(MlbAsmParser *p, MlbBlock **out);

#endif
