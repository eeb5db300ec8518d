/* asm.h - the interface custom op syntaxes are written against.
 *
 * An op descriptor's `parse` hook receives an MlbAsmParser positioned right
 * after the op name (and after `%res = `), and fills an MlbOpState. Its
 * `print` hook receives an MlbAsmPrinter positioned right after the op name
 * (the printer has already written `%res = op.name`). These mirror MLIR's
 * OpAsmParser / OpAsmPrinter so that custom syntaxes read like upstream's.
 *
 * Parser functions named mlb_parse_* return MLB_FAILURE after emitting an
 * error at the current token; mlb_parse_optional_* return true when the
 * construct was present and consumed (false leaves the input untouched).
 */
#ifndef MLB_IR_ASM_H
#define MLB_IR_ASM_H

#include "ir/ir.h"

/* ==== Parser ==== */
typedef struct MlbUnresolved {
  const char *name; /* SSA name without '%' and without '#N'; equal names
                       share one pointer until the parse ends */
  uint32_t number;  /* result number (for %x#2), else 0 */
  /* Where the name was written: a position in the text being parsed,
   * valid until the parse ends. Uses are several per line and nearly all
   * of them only ever reach an error, so none gets a location object:
   * mlb_parser_pos_loc makes one when it is needed. */
  const char *pos;
} MlbUnresolved;
typedef MLB_VEC(MlbUnresolved) MlbUnresolvedVec;

MlbContext *mlb_parser_ctx(MlbAsmParser *p);
MlbAttr *mlb_parser_loc(MlbAsmParser *p); /* location of the current token */
const char *mlb_parser_pos(MlbAsmParser *p); /* position of the current token */
/* The location of a position of the text being parsed (NULL: NULL). */
MlbAttr *mlb_parser_pos_loc(MlbAsmParser *p, const char *pos);
/* Has an error been emitted (a failed optional parse emits none)? */
bool mlb_parser_failed(const MlbAsmParser *p);
/* `loc(...)` if present: *out = the location (NULL when absent). */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_trailing_loc(MlbAsmParser *p, MlbAttr **out);
MlbStatus mlb_parser_error(MlbAsmParser *p, const char *fmt, ...)
    MLB_PRINTF(2, 3);
/* Error at an earlier location. */
MlbStatus mlb_parser_error_at(MlbAsmParser *p, MlbAttr *loc, const char *fmt,
                              ...) MLB_PRINTF(3, 4);
/* Error as upstream's OpAsmParser::emitError inside a custom parse hook:
 * prefixed "custom op 'd.op' " (e.g. "custom op 'scf.for' expected 'step'").
 * `loc` NULL = the current token. mlb_parser_error/_at never add the prefix
 * (upstream's type, attribute and punctuation errors do not carry it). */
MlbStatus mlb_parser_op_error(MlbAsmParser *p, MlbAttr *loc, const char *fmt,
                              ...) MLB_PRINTF(3, 4);

/* Lookahead: remember the position and come back to it. Only valid when
 * nothing with side effects happened in between (no operand resolved, no
 * region parsed, no error emitted): tokens are simply re-read. */
typedef struct MlbParserMark {
  const char *lex_pos;
  const char *tok_start;
  uint32_t tok_len;
  int tok_kind;
} MlbParserMark;
void mlb_parser_mark(MlbAsmParser *p, MlbParserMark *m);
void mlb_parser_rewind(MlbAsmParser *p, const MlbParserMark *m);
/* True if the token after the current one is `punct` (see
 * mlb_parse_punct); does not consume. */
bool mlb_parser_next_is_punct(MlbAsmParser *p, const char *punct);

/* Punctuation: "(" ")" "[" "]" "{" "}" "<" ">" "," ":" "=" "->" "?" "*"
 * "+" "-" "|" "..." "::" */
MLB_MUST_CHECK MlbStatus mlb_parse_punct(MlbAsmParser *p, const char *punct);
bool mlb_parse_optional_punct(MlbAsmParser *p, const char *punct);
/* Bare keyword (identifier), e.g. "to", "step", "iter_args". */
MLB_MUST_CHECK MlbStatus mlb_parse_keyword(MlbAsmParser *p, const char *kw);
bool mlb_parse_optional_keyword(MlbAsmParser *p, const char *kw);
/* Any bare identifier; *out interned. */
MLB_MUST_CHECK MlbStatus mlb_parse_any_keyword(MlbAsmParser *p, const char **out);
bool mlb_parse_optional_any_keyword(MlbAsmParser *p, const char **out);
/* Peek helpers (do not consume). */
bool mlb_parser_at_punct(MlbAsmParser *p, const char *punct);
bool mlb_parser_at_keyword(MlbAsmParser *p, const char *kw);
bool mlb_parser_at_operand(MlbAsmParser *p);   /* at '%' identifier */
bool mlb_parser_at_integer(MlbAsmParser *p);   /* at an integer literal (no sign) */
bool mlb_parser_at_string(MlbAsmParser *p);

MLB_MUST_CHECK MlbStatus mlb_parse_integer(MlbAsmParser *p, int64_t *out); /* allows '-' */
bool mlb_parse_optional_integer(MlbAsmParser *p, int64_t *out, MlbStatus *st);
MLB_MUST_CHECK MlbStatus mlb_parse_string(MlbAsmParser *p, const char **s, size_t *n);
/* @name, returns the interned name without '@'. */
MLB_MUST_CHECK MlbStatus mlb_parse_symbol_name(MlbAsmParser *p, const char **out);
bool mlb_parse_optional_symbol_name(MlbAsmParser *p, const char **out);

MLB_MUST_CHECK MlbStatus mlb_parse_type(MlbAsmParser *p, MlbType **out);
bool mlb_parse_optional_type(MlbAsmParser *p, MlbType **out, MlbStatus *st);
/* Comma-separated types (possibly empty when `allow_empty`). */
MLB_MUST_CHECK MlbStatus mlb_parse_type_list(MlbAsmParser *p, MlbTypeVec *out);
/* ":" type-list (non-empty) */
MLB_MUST_CHECK MlbStatus mlb_parse_colon_type_list(MlbAsmParser *p,
                                    MlbTypeVec *out);
/* Either "(type, ...)" or a single type; used after "->". */
MLB_MUST_CHECK MlbStatus mlb_parse_result_types(MlbAsmParser *p, MlbTypeVec *out);
MLB_MUST_CHECK MlbStatus mlb_parse_function_type(MlbAsmParser *p, MlbType **out);

/* Attribute, with an optional type; `type` non-NULL means the attribute's
 * type is known from context (e.g. `arith.constant 0 : index`) so an untyped
 * literal takes it. */
MLB_MUST_CHECK MlbStatus mlb_parse_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out);
bool mlb_parse_optional_attr(MlbAsmParser *p, MlbType *type, MlbAttr **out,
                             MlbStatus *st);
/* `{a = 1, b}` -> adds to st->attrs, or st->props for names listed in the
 * op descriptor's props. Optional: nothing happens when not at '{'. */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_attr_dict(MlbAsmParser *p, MlbOpState *st);
/* `attributes {..}` (func.func style) */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_attr_dict_with_keyword(MlbAsmParser *p,
                                                    MlbOpState *st);

MLB_MUST_CHECK MlbStatus mlb_parse_operand(MlbAsmParser *p, MlbUnresolved *out);
bool mlb_parse_optional_operand(MlbAsmParser *p, MlbUnresolved *out,
                                MlbStatus *st);
typedef enum {
  MLB_DELIM_NONE,
  MLB_DELIM_PAREN,
  MLB_DELIM_SQUARE,
  MLB_DELIM_OPTIONAL_PAREN,
  MLB_DELIM_OPTIONAL_SQUARE
} MlbDelimiter;
MLB_MUST_CHECK MlbStatus mlb_parse_operand_list(MlbAsmParser *p, MlbDelimiter d,
                                 MlbUnresolvedVec *out);
/* Same, requiring exactly `n` operands (upstream's parseOperandList with a
 * required count): "custom op 'x' expected N operands" otherwise. */
MLB_MUST_CHECK MlbStatus mlb_parse_operand_list_n(MlbAsmParser *p, MlbDelimiter d, uint32_t n,
                                   MlbUnresolvedVec *out);
/* Resolves against the current scope and appends to st->operands. Errors
 * on type mismatch with a previous definition or forward use. */
MLB_MUST_CHECK MlbStatus mlb_resolve_operand(MlbAsmParser *p, const MlbUnresolved *u,
                              MlbType *type, MlbOpState *st);
/* Resolves each operand with types[i]; counts must match (error otherwise,
 * as upstream 22's ODS parsers: "custom op 'x' number of operands and types
 * do not match: got N operands and M types", at the first operand). */
MLB_MUST_CHECK MlbStatus mlb_resolve_operands(MlbAsmParser *p, const MlbUnresolved *us,
                               uint32_t n, MlbType *const *types,
                               uint32_t ntypes, MlbOpState *st);
/* Same single type for all operands. */
MLB_MUST_CHECK MlbStatus mlb_resolve_operands_same(MlbAsmParser *p, const MlbUnresolved *us,
                                    uint32_t n, MlbType *type, MlbOpState *st);

/* Region arguments declared by custom syntax (e.g. scf.for's induction
 * variable `%i`, block arguments `%arg0: i32`). */
typedef struct MlbRegionArg {
  MlbUnresolved ssa;
  MlbType *type;
  MlbAttr *loc; /* explicit loc(...) or NULL */
} MlbRegionArg;
typedef MLB_VEC(MlbRegionArg) MlbRegionArgVec;
/* %name */
MLB_MUST_CHECK MlbStatus mlb_parse_region_arg(MlbAsmParser *p, MlbRegionArg *out);
bool mlb_parse_optional_region_arg(MlbAsmParser *p, MlbRegionArg *out,
                                   MlbStatus *st);
/* "(%a: t, %b: t)" ; allow_types=false parses "(%a, %b)" */
MLB_MUST_CHECK MlbStatus mlb_parse_region_arg_list(MlbAsmParser *p, MlbDelimiter d,
                                    bool with_types,
                                    MlbRegionArgVec *out);
/* Parses `{ ... }` into `region`. `args` (may be NULL/0) become the entry
 * block's arguments; they must be named when the region is non-empty.
 * enable_name_shadowing is false as upstream. */
MLB_MUST_CHECK MlbStatus mlb_parse_region(MlbAsmParser *p, MlbRegion *region,
                           const MlbRegionArg *args, uint32_t nargs);
bool mlb_parse_optional_region(MlbAsmParser *p, MlbRegion *region,
                               const MlbRegionArg *args, uint32_t nargs,
                               MlbStatus *st);
/* ^bb3 -> block (forward references allowed). */
MLB_MUST_CHECK MlbStatus mlb_parse_successor(MlbAsmParser *p, MlbBlock **out);
bool mlb_parse_optional_successor(MlbAsmParser *p, MlbBlock **out,
                                  MlbStatus *st);
/* ^bb3(%a, %b : t1, t2) -> appends successor and resolved operands. */
MLB_MUST_CHECK MlbStatus mlb_parse_successor_and_use_list(MlbAsmParser *p, MlbOpState *st,
                                           uint32_t *num_operands_out);

/* Ensures the single-block region ends with a terminator; when empty or
 * missing, builds `term_name` with no operands (scf.yield). */
void mlb_ensure_terminator(MlbContext *ctx, MlbRegion *r,
                           const char *term_name, MlbAttr *loc);

/* Custom-directive helpers shared by dialects */
/* Parses `[%a, 4, %b]`-style mixed static/dynamic lists: static entries
 * go to *statics (MLB_DYNAMIC for SSA entries), SSA entries to *dyn. */
MLB_MUST_CHECK MlbStatus mlb_parse_dynamic_index_list(MlbAsmParser *p, MlbDelimiter d,
                                       MlbUnresolvedVec *dyn,
                                       MlbI64Vec *statics);

/* ==== Printer ==== */
MlbContext *mlb_printer_ctx(MlbAsmPrinter *p);
MlbBuf *mlb_printer_buf(MlbAsmPrinter *p);
/* `n` bytes of plain text. mlb_pr is inline so that the length of a
 * literal (most of its uses) is a constant, not a strlen per call. */
void mlb_prn(MlbAsmPrinter *p, const char *s, size_t n);
static inline void mlb_pr(MlbAsmPrinter *p, const char *s) {
  mlb_prn(p, s, strlen(s));
}
void mlb_prf(MlbAsmPrinter *p, const char *fmt, ...) MLB_PRINTF(2, 3);
void mlb_pr_operand(MlbAsmPrinter *p, MlbValue *v);
/* "%a, %b" */
void mlb_pr_operands(MlbAsmPrinter *p, MlbUse *uses, uint32_t n);
void mlb_pr_values(MlbAsmPrinter *p, MlbValue *const *vals, uint32_t n);
void mlb_pr_type(MlbAsmPrinter *p, MlbType *t);   /* uses aliases */
void mlb_pr_types(MlbAsmPrinter *p, MlbType *const *ts, uint32_t n); /* "a, b" */
void mlb_pr_operand_types(MlbAsmPrinter *p, MlbUse *uses, uint32_t n);
void mlb_pr_result_types(MlbAsmPrinter *p, MlbOperation *op); /* "a, b" */
/* "t" for one non-function type, else "(a, b)" */
void mlb_pr_arrow_type_list(MlbAsmPrinter *p, MlbType *const *ts, uint32_t n);
void mlb_pr_function_type(MlbAsmPrinter *p, MlbType *ft);
void mlb_pr_attr(MlbAsmPrinter *p, MlbAttr *a); /* uses aliases */
void mlb_pr_attr_no_type(MlbAsmPrinter *p, MlbAttr *a);
void mlb_pr_symbol_name(MlbAsmPrinter *p, const char *name); /* @name */
/* ` {a = 1}` of props+attrs except `elided` names (NULL-terminated) and
 * except props at their default value; nothing if empty. */
void mlb_pr_attr_dict(MlbAsmPrinter *p, MlbOperation *op,
                      const char *const *elided);
/* Only the discardable attrs (props excluded). */
void mlb_pr_discardable_attr_dict(MlbAsmPrinter *p, MlbOperation *op,
                                  const char *const *elided);
/* ` attributes {..}` form (func.func, module). */
void mlb_pr_attr_dict_with_keyword(MlbAsmPrinter *p, MlbOperation *op,
                                   const char *const *elided);
/* Prints ` {`, the region body, `}`. print_entry_args: print the entry
 * block header when it has arguments; print_empty_terminators: print
 * terminators without operands (false elides e.g. scf.yield with none). */
void mlb_pr_region(MlbAsmPrinter *p, MlbRegion *r, bool print_entry_args,
                   bool print_empty_terminators);
void mlb_pr_successor(MlbAsmPrinter *p, MlbBlock *b);
/* ^bb1(%a, %b : t1, t2) */
void mlb_pr_successor_and_use_list(MlbAsmPrinter *p, MlbBlock *b,
                                   MlbUse *uses, uint32_t n);
/* Block argument declaration `%arg0: type` (with loc when debuginfo). */
void mlb_pr_region_arg(MlbAsmPrinter *p, MlbValue *arg, bool with_type);
/* `%arg0: type {attrs} loc(...)`, upstream's printRegionArgument with
 * argument attributes (func.func signatures). `attrs` is a dict or NULL.
 * As upstream, these attributes do not take part in choosing aliases (an
 * affine map used only there prints inline). */
void mlb_pr_region_arg_attrs(MlbAsmPrinter *p, MlbValue *arg, MlbAttr *attrs,
                             bool with_type);
/* Prints mixed static/dynamic list, e.g. [%a, 4]. */
void mlb_pr_dynamic_index_list(MlbAsmPrinter *p, MlbUse *dyn, uint32_t ndyn,
                               const MlbAttr *statics /* dense i64 array */,
                               MlbDelimiter d);
/* Optional location suffix ` loc(...)` when debuginfo printing is on. */
bool mlb_printer_debuginfo(MlbAsmPrinter *p);
/* Newline + indentation at the current nesting. */
void mlb_pr_newline(MlbAsmPrinter *p);
/* Shifts the indentation used by following newlines and nested regions
 * by `delta` columns (upstream's increaseIndent/decreaseIndent are +-2). */
void mlb_pr_shift_indent(MlbAsmPrinter *p, int delta);

#endif
