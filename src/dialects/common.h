/* common.h - shared building blocks for dialect op tables.
 *
 * Most ops use one of a handful of assembly shapes (same-type binary ops,
 * `%x : a to b` casts, `operands : (a, b) -> c`, return-like terminators).
 * These helpers implement them once so that each dialect file only
 * describes what differs. Parse helpers follow asm.h conventions: they
 * return MLB_FAILURE after a diagnostic. Verify helpers emit upstream's
 * messages through mlb_op_emit_error ("'d.op' op " + message).
 * Implemented in common.c (types, verification, segments, names) and
 * common_asm.c (parse/print helpers).
 */
#ifndef MLB_DIALECTS_COMMON_H
#define MLB_DIALECTS_COMMON_H

#include "ir/asm.h"

/* ==== Type predicates (mirroring ODS type constraints) ==== */
typedef bool (*MlbTypePred)(const MlbType *t);

bool mlb_pred_any(const MlbType *t);
bool mlb_pred_index(const MlbType *t);
bool mlb_pred_i1(const MlbType *t);
bool mlb_pred_signless_int(const MlbType *t);          /* iN */
bool mlb_pred_signless_int_or_index(const MlbType *t); /* iN or index */
bool mlb_pred_float(const MlbType *t);                 /* any float type */
/* "signless-integer-like": signless int or index, or a vector/tensor of
 * them. Upstream's SignlessIntegerOrIndexLike. */
bool mlb_pred_signless_int_like(const MlbType *t);
/* "floating-point-like": float, or vector/tensor of float. */
bool mlb_pred_float_like(const MlbType *t);
/* "bool-like": i1, or vector/tensor of i1. */
bool mlb_pred_bool_like(const MlbType *t);
/* Signless int (not index) scalar or vector/tensor of it. */
bool mlb_pred_signless_int_no_index_like(const MlbType *t);
bool mlb_pred_memref(const MlbType *t); /* ranked or unranked */
bool mlb_pred_ranked_memref(const MlbType *t);
bool mlb_pred_tensor(const MlbType *t); /* ranked or unranked */
bool mlb_pred_ranked_tensor(const MlbType *t);
bool mlb_pred_vector(const MlbType *t);

/* Element type of vector/tensor/memref/complex, else the type itself. */
MlbType *mlb_elt_or_self(MlbType *t);
/* Upstream's verifyCompatibleShapes over a type list: all shaped or none;
 * scalable vectors only with scalable vectors; ranked ones of one rank
 * whose static dimensions agree (dynamic and unranked match anything). */
bool mlb_compatible_shapes(MlbType *const *ts, uint32_t n);
/* Shape equality of two types (both scalars count as equal; a scalar and a
 * shaped type differ; vectors compare scalability too). */
bool mlb_same_shape(const MlbType *a, const MlbType *b);
/* `t` with its element type replaced by `elt` (scalar -> elt; vector and
 * tensor keep their shape/encoding). Used for i1-like results of cmpi. */
MlbType *mlb_type_with_elt(MlbContext *ctx, MlbType *t, MlbType *elt);

/* ==== Verify helpers ==== */
/* "operand #i must be <summary>, but got '<type>'" */
MLB_MUST_CHECK MlbStatus mlb_verify_operand_type(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                  MlbTypePred pred, const char *summary);
/* "result #i must be <summary>, but got '<type>'" */
MLB_MUST_CHECK MlbStatus mlb_verify_result_type(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                 MlbTypePred pred, const char *summary);
/* Applies the check to every operand / result. */
MLB_MUST_CHECK MlbStatus mlb_verify_all_operands(MlbContext *ctx, MlbOperation *op,
                                  MlbTypePred pred, const char *summary);
MLB_MUST_CHECK MlbStatus mlb_verify_all_results(MlbContext *ctx, MlbOperation *op,
                                 MlbTypePred pred, const char *summary);
/* An ODS operand group: operands [from, from + n) (n < 0: to the end;
 * clipped to the operand count) must satisfy `pred`; the first that does
 * not gets "operand #i must be <summary>, but got '<type>'" (summary
 * "variadic of index" etc. for variadic groups). */
MLB_MUST_CHECK MlbStatus mlb_verify_operand_range(MlbContext *ctx, MlbOperation *op,
                                   uint32_t from, int32_t n, MlbTypePred pred,
                                   const char *summary);
/* SameOperandsAndResultType: "requires the same type for all operands and
 * results". */
MLB_MUST_CHECK MlbStatus mlb_verify_same_operands_and_result_type(MlbContext *ctx,
                                                   MlbOperation *op);
/* SameTypeOperands: "requires all operands to have the same type". */
MLB_MUST_CHECK MlbStatus mlb_verify_same_operand_types(MlbContext *ctx, MlbOperation *op);
/* SameOperandsAndResultShape: "requires the same shape for all operands
 * and results". */
MLB_MUST_CHECK MlbStatus mlb_verify_same_operands_and_result_shape(MlbContext *ctx,
                                                    MlbOperation *op);
/* ElementwiseMappable's rule: non-scalar (vector/tensor) operands and
 * results must all share shape and kind, with upstream's messages ("if a
 * result is non-scalar, then at least one operand must be non-scalar",
 * ...). */
MLB_MUST_CHECK MlbStatus mlb_verify_elementwise(MlbContext *ctx, MlbOperation *op);
/* The usual rule set of an elementwise same-type op (arith.addi,
 * math.sqrt): every operand and result satisfies `pred` (upstream's
 * "operand #i must be <summary>" messages), SameOperandsAndResultType,
 * then mlb_verify_elementwise. */
MLB_MUST_CHECK MlbStatus mlb_verify_same_typed_elementwise(MlbContext *ctx, MlbOperation *op,
                                            MlbTypePred pred,
                                            const char *summary);
/* SymbolOpInterface's rules: a string `sym_name` ("requires string
 * attribute 'sym_name'") unless `name_optional`, and `sym_visibility`, when
 * present, one of "public", "private", "nested". */
MLB_MUST_CHECK MlbStatus mlb_verify_symbol(MlbContext *ctx, MlbOperation *op,
                            bool name_optional);
/* An inherent attribute that must be present:
 * "requires attribute '<name>'". Returns it in *out when non-NULL. */
MLB_MUST_CHECK MlbStatus mlb_verify_required_prop(MlbContext *ctx, MlbOperation *op,
                                   const char *name, MlbAttr **out);
/* The operandSegmentSizes property (absent = all segments empty, as
 * upstream's zeroed properties): a dense i32 array of
 * `nseg` non-negative entries summing to the operand count. Upstream's
 * messages ("'operandSegmentSizes' attribute for specifying operand
 * segments must have N elements, but got M", "operand count (N) does not
 * match with the total size (M) specified in attribute
 * 'operandSegmentSizes'"). */
MLB_MUST_CHECK MlbStatus mlb_verify_operand_segments(MlbContext *ctx, MlbOperation *op,
                                      uint32_t nseg);
/* The same check, and on success the segments (start[i], len[i] for
 * i < nseg, as mlb_op_operand_segments sets them) from the same property
 * lookup. The caller zeroes the arrays: a missing property on an op
 * without operands leaves them untouched. On failure they may hold
 * anything. start/len may be NULL. */
MLB_MUST_CHECK MlbStatus mlb_verify_operand_segments_get(MlbContext *ctx, MlbOperation *op,
                                          uint32_t nseg, uint32_t *start,
                                          uint32_t *len);

/* ==== Diagnostics ==== */
/* Error at the op's location without the "'d.op' op " prefix (upstream's
 * op->emitError rather than emitOpError), with the current-op note.
 * Always MLB_FAILURE. */
MlbStatus mlb_plain_error(MlbContext *ctx, MlbOperation *op, const char *fmt,
                          ...) MLB_PRINTF(3, 4);
/* Appends the type quoted as upstream's diagnostics print it
 * ("'memref<4xf32>'"). */
void mlb_append_quoted_type(MlbBuf *b, const MlbType *t);
/* An error naming two types: fmt holds two %s, which get a and b
 * quoted. With `plain`, as mlb_plain_error, else as mlb_op_emit_error.
 * Always MLB_FAILURE. */
MlbStatus mlb_type_pair_error(MlbContext *ctx, MlbOperation *op, bool plain,
                              const char *fmt, const MlbType *a,
                              const MlbType *b);
/* The optional `alignment` property (memref.alloc/alloca/global,
 * vector.load/store): an i64 that is a positive power of two (upstream's
 * constraint and words). The verifier's check, and the custom parsers'
 * (upstream checks an inherent attribute given in the attribute dictionary
 * while parsing: "custom op 'd.op' 'd.op' op attribute ...", at the
 * dictionary, `loc`). */
MLB_MUST_CHECK MlbStatus mlb_verify_alignment(MlbContext *ctx,
                                              MlbOperation *op);
MLB_MUST_CHECK MlbStatus mlb_parse_check_alignment(MlbAsmParser *p,
                                                   MlbOpState *st,
                                                   MlbAttr *loc);
/* Upstream's InferTypeOpInterface failure: "inferred type(s) 'a', 'b'
 * are incompatible with return type(s) of operation 'c'" and then
 * "failed to infer returned types", both op errors. Always MLB_FAILURE. */
MlbStatus mlb_infer_mismatch_error(MlbContext *ctx, MlbOperation *op,
                                   MlbType *const *want, uint32_t nwant);

/* ==== Operand / result segments ==== */
/* Start and length of segment `seg` from the op's operandSegmentSizes
 * (resultSegmentSizes for the result variant). False when the property is
 * missing or too short. */
bool mlb_op_operand_segment(MlbOperation *op, uint32_t seg, uint32_t *start,
                            uint32_t *len);
bool mlb_op_result_segment(MlbOperation *op, uint32_t seg, uint32_t *start,
                           uint32_t *len);
/* Segments 0..n-1 at once, with one property lookup: start[i] and len[i]
 * are set as mlb_op_operand_segment(op, i, ...) would set them, and left
 * untouched where it would return false. */
void mlb_op_operand_segments(MlbOperation *op, uint32_t n, uint32_t *start,
                             uint32_t *len);

/* ==== Common assembly shapes ====
 * Each parse helper consumes the whole custom form (including attr-dict)
 * and fills `st`; each print helper writes the matching text with its own
 * leading space. `elided` props (NULL-terminated, may be NULL) are not
 * printed in the attr-dict; operandSegmentSizes is always elided. */

/* `%a, %b, ... attr-dict : t` -> every operand and the single result have
 * type t (unary, binary, ternary ops with SameOperandsAndResultType).
 * Parses exactly desc->num_operands comma-separated operands (any number
 * when the descriptor says -1). */
MLB_MUST_CHECK MlbStatus mlb_parse_same_type_op(MlbAsmParser *p, MlbOpState *st);
void mlb_print_same_type_op(MlbAsmPrinter *p, MlbOperation *op);

/* `%a, %b attr-dict : t` for ops without results whose operands all
 * share one type (e.g. gpu.dealloc-like shapes). */
MLB_MUST_CHECK MlbStatus mlb_parse_same_type_operands_no_result(MlbAsmParser *p,
                                                 MlbOpState *st);
void mlb_print_same_type_operands_no_result(MlbAsmPrinter *p, MlbOperation *op);

/* `%x attr-dict : t1 to t2` */
MLB_MUST_CHECK MlbStatus mlb_parse_cast_op(MlbAsmParser *p, MlbOpState *st);
void mlb_print_cast_op(MlbAsmPrinter *p, MlbOperation *op);

/* `operands attr-dict : (t...) -> r` or `-> (r1, r2)` (functional-type). */
MLB_MUST_CHECK MlbStatus mlb_parse_functional_type_op(MlbAsmParser *p, MlbOpState *st);
void mlb_print_functional_type_op(MlbAsmPrinter *p, MlbOperation *op);

/* Resolves `ops` against the inputs of function type `ft` (a count
 * mismatch is reported by mlb_resolve_operands) and appends its results to
 * st->result_types: the tail of every `: (a, b) -> r` custom form. */
MLB_MUST_CHECK MlbStatus mlb_resolve_functional_type(MlbAsmParser *p, const MlbUnresolved *ops,
                                      uint32_t n, MlbType *ft, MlbOpState *st);
/* The op's result types as written after `->` (printArrowTypeList): `t`,
 * `(t1, t2)`, or `()` without results. */
void mlb_print_result_arrow_list(MlbAsmPrinter *p, MlbOperation *op);
/* printOptionalArrowTypeList: nothing without results, else ` -> ` and
 * the list above. */
void mlb_print_optional_result_arrow(MlbAsmPrinter *p, MlbOperation *op);
/* `(a, b) -> r` from the op's actual operand and result types. */
void mlb_print_functional_type_of(MlbAsmPrinter *p, MlbOperation *op);

/* `attr-dict (%a, %b : t1, t2)?` : return-like terminators (func.return,
 * scf.yield style). No results. */
MLB_MUST_CHECK MlbStatus mlb_parse_operands_colon_types(MlbAsmParser *p, MlbOpState *st);
void mlb_print_operands_colon_types(MlbAsmPrinter *p, MlbOperation *op);

/* `%x attr-dict : t` for one operand whose type is spelled (yield-like
 * terminators, rank, dealloc_tensor...). The parser adds no result; ops
 * with results infer them themselves. */
MLB_MUST_CHECK MlbStatus mlb_parse_operand_colon_type(MlbAsmParser *p, MlbOpState *st);
void mlb_print_operand_colon_type(MlbAsmPrinter *p, MlbOperation *op);

/* `attr-dict` alone (no operands, no results). */
MLB_MUST_CHECK MlbStatus mlb_parse_attr_dict_only(MlbAsmParser *p, MlbOpState *st);
void mlb_print_attr_dict_only(MlbAsmPrinter *p, MlbOperation *op);

/* Operand list `%a, %b` (possibly empty, no delimiters), resolved against
 * `types` (ntypes); a count mismatch is reported by mlb_resolve_operands. */
MLB_MUST_CHECK MlbStatus mlb_parse_and_resolve_operands(MlbAsmParser *p, MlbType *const *types,
                                         uint32_t ntypes, MlbOpState *st);

/* One `[%a, 4, %b]` list (upstream's parseDynamicIndexList): the SSA
 * entries are appended to `dyn` (unresolved), the static part is recorded
 * as the dense i64 array prop `prop` (dynamic entries as MLB_DYNAMIC). */
MLB_MUST_CHECK MlbStatus mlb_parse_mixed_index_list(MlbAsmParser *p, MlbOpState *st,
                                     const char *prop, MlbUnresolvedVec *dyn);

/* `[1, -2, 3]` or `[]`: the plain integer list of custom forms such as
 * linalg's `dimensions = [..]`, tensor.gather's `gather_dims([..])` and
 * cf.cond_br's `weights([..])` (no SSA values, unlike the list above).
 * The values are appended to *out, which the caller frees even on
 * failure. Errors are mlb_parse_punct's and mlb_parse_integer's ("expected
 * '['", "expected integer value", "expected ']'") at the offending token,
 * so every op reports the same text at the same place. */
MLB_MUST_CHECK MlbStatus mlb_parse_i64_list(MlbAsmParser *p, MlbI64Vec *out);
/* The same list recorded as the dense i64 array prop `prop` (nothing is
 * recorded on failure). */
MLB_MUST_CHECK MlbStatus mlb_parse_i64_list_prop(MlbAsmParser *p, MlbOpState *st,
                                  const char *prop);
/* Prints such a list, `[1, 2]`, from a dense integer array; `[]` when `a`
 * is NULL or holds no integers (an invalid prop still prints parsable
 * text). */
void mlb_pr_i64_list(MlbAsmPrinter *p, const MlbAttr *a);

/* `(%a, %b : t1, t2)`, resolved against its own types. `n` >= 0 requires
 * exactly that many operands (mlb_parse_operand_list_n's "expected N
 * operands"); n < 0 takes any number. *count (when non-NULL) receives the
 * operand count. */
MLB_MUST_CHECK MlbStatus mlb_parse_typed_group(MlbAsmParser *p, MlbOpState *st, int64_t n,
                                uint32_t *count);

/* Variants of the shapes above that elide extra props. */
void mlb_print_same_type_op_elided(MlbAsmPrinter *p, MlbOperation *op,
                                   const char *const *elided);

/* ==== Keyword-introduced dialect attributes ====
 * Custom forms like `fastmath<nnan,ninf>` or `overflow<nsw, nuw>`: the
 * keyword, then a `<flag, flag>` list. The flags are stored as an opaque
 * attribute `#<mnemonic_prefix><flags>` (e.g. "#arith.fastmath<nnan,ninf>")
 * in canonical order from `flags` (NULL-terminated, in bit order; "none"
 * and the optional `all_name` handled). `sep` is ", " or "," (how upstream
 * joins the flags). */
typedef struct MlbFlagSet {
  const char *keyword;      /* e.g. "fastmath" */
  const char *attr_prefix;  /* e.g. "#arith.fastmath" */
  const char *const *flags; /* bit order */
  const char *all_name;     /* name for all bits set (e.g. "fast"), or NULL */
  const char *sep;
  const char *enum_name; /* for diagnostics: "::mlir::arith::FastMathFlags" */
  const char *attr_def;  /* for diagnostics: "Arith_FastMathAttr" */
} MlbFlagSet;
/* When at `keyword`, parses it and the `<...>` list into prop `prop`. */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_flag_prop(MlbAsmParser *p, MlbOpState *st,
                                       const MlbFlagSet *fs, const char *prop);
/* Prints ` keyword<...>` unless the prop is absent or `<none>`. */
void mlb_print_optional_flag_prop(MlbAsmPrinter *p, MlbOperation *op,
                                  const MlbFlagSet *fs, const char *prop);

/* Upstream's arith flag sets: fastmath (bit order reassoc, nnan, ninf, nsz,
 * arcp, contract, afn; "fast" = all; joined by ",") and overflow (nsw,
 * nuw; joined by ", "). Shared by arith, math and other dialects whose ops
 * carry these attributes. */
extern const MlbFlagSet mlb_fastmath_flags, mlb_overflow_flags;
/* The attribute for a flag mask, and back (-1 when `a` is not one of the
 * set's attributes). */
MlbAttr *mlb_flag_attr(MlbContext *ctx, const MlbFlagSet *fs, uint32_t mask);
int64_t mlb_flag_attr_mask(const MlbFlagSet *fs, const MlbAttr *a);

/* Same-type and cast shapes with an optional flag group between the
 * operands and the attr-dict (`%a, %b fastmath<fast> : f32`,
 * `%x overflow<nsw> : i32 to i8`). `fs` NULL = none. */
MLB_MUST_CHECK MlbStatus mlb_parse_same_type_op_flags(MlbAsmParser *p, MlbOpState *st,
                                       const MlbFlagSet *fs, const char *prop);
void mlb_print_same_type_op_flags(MlbAsmPrinter *p, MlbOperation *op,
                                  const MlbFlagSet *fs, const char *prop);
MLB_MUST_CHECK MlbStatus mlb_parse_cast_op_flags(MlbAsmParser *p, MlbOpState *st,
                                  const MlbFlagSet *fs, const char *prop);
void mlb_print_cast_op_flags(MlbAsmPrinter *p, MlbOperation *op,
                             const MlbFlagSet *fs, const char *prop);

/* `(kw $prop^)?` for a unit property: parses the keyword and sets the
 * prop; prints ` kw` when the prop is present. */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_unit_prop(MlbAsmParser *p, MlbOpState *st,
                                       const char *kw, const char *prop);
void mlb_print_optional_unit_prop(MlbAsmPrinter *p, MlbOperation *op,
                                  const char *kw, const char *prop);

/* An enum attribute written as a bare keyword or string in custom form
 * (arith.cmpi's `slt`): *out = index of the name in `names`
 * (NULL-terminated). Errors with upstream's "expected string or keyword
 * containing one of the following enum values for attribute '<attr>'
 * [a, b, ...]". */
MLB_MUST_CHECK MlbStatus mlb_parse_enum_keyword(MlbAsmParser *p, const char *const *names,
                                 const char *attr_name, int64_t *out);

/* Parse-time type constraint check that upstream's generated parsers do
 * for operands of ops whose result types are inferred (arith.cmpi,
 * math.isnan): "custom op 'd.op' '<operand>' must be <summary>, but got
 * '<type>'" at `loc` (the op name, i.e. st->loc). */
MLB_MUST_CHECK MlbStatus mlb_parse_check_operand_type(MlbAsmParser *p, MlbAttr *loc,
                                       const char *operand, MlbType *t,
                                       MlbTypePred pred, const char *summary);

/* A type of a required kind, as upstream's parseType<FunctionType>:
 * "custom op 'x' invalid kind of type specified: expected builtin.<kind>,
 * but found '<type>'" otherwise. `kind_name` is "function", "memref"... */
MLB_MUST_CHECK MlbStatus mlb_parse_type_of_kind(MlbAsmParser *p, MlbTypeKind kind,
                                 const char *kind_name, MlbType **out);
/* A `@symbol` attribute as upstream's parseAttribute for a
 * FlatSymbolRefAttr ("expected attribute value" when absent, "invalid kind
 * of attribute specified" for other attributes). */
MLB_MUST_CHECK MlbStatus mlb_parse_flat_symbol_ref(MlbAsmParser *p, MlbAttr **out);

/* ODS region constraints: SizedRegion<1> (max_one false: exactly one
 * block) or MaxSizedRegion<1> (max_one true). "region #i ('name') failed to
 * verify constraint: region with 1 blocks" / "... with at most 1 blocks". */
MLB_MUST_CHECK MlbStatus mlb_verify_region_size(MlbContext *ctx, MlbOperation *op, uint32_t i,
                                 const char *name, bool max_one);

/* ==== RegionBranchOpInterface edges ==== */
/* One control-flow edge of a region op, checked as upstream's
 * verifyRegionBranchOpInterface does: `from` is the terminator taking the
 * edge (NULL = the op itself, "parent"), `to` the successor region number
 * (-1 = back to the parent); the edge's operands are compared with the
 * successor's input types, first by count, then type by type. Errors name
 * the edge ("along control flow edge from Operation scf.yield to parent:
 * ...") and carry a "region branch point" note. */
MLB_MUST_CHECK MlbStatus mlb_verify_region_edge(MlbContext *ctx, MlbOperation *op,
                                 MlbOperation *from, int to,
                                 const MlbUse *operands, uint32_t nops,
                                 MlbType *const *inputs, uint32_t nin);

/* ==== Misc ==== */
/* `loc(...)` if present (upstream's parseOptionalLocationSpecifier, as
 * after a function argument): *out = the location, NULL when absent. */
MLB_MUST_CHECK MlbStatus mlb_parse_optional_loc_specifier(MlbAsmParser *p, MlbAttr **out);
/* Writes `s` into names[i] (for name_results hooks). */
void mlb_name_result(MlbBuf *names, uint32_t i, const char *s);
/* Upstream ODS gives ops with two or more result definitions a default
 * getAsmResultNames using the ODS result names (arith.addui_extended ->
 * %sum, %overflow). For ops whose results map 1:1 onto `list` (optional
 * trailing results allowed), names result i as list[i]; NULL entries or
 * results past the list stay unnamed. */
void mlb_name_results_list(MlbOperation *op, MlbBuf *names,
                           const char *const *list, uint32_t nlist);

#endif
