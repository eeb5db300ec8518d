/* parser_asm_ssa.c - the SSA part of asm.h used by custom op parsers:
 * operands and operand lists, resolving them to values, region arguments,
 * regions, successors, and MLIR's mixed static/dynamic index lists.
 */
#include "parse/parser_priv.h"

/* ==== Delimited comma-separated lists ==== */
typedef MlbStatus (*ElemFn)(MlbAsmParser *p, void *user);

static bool open_kind(MlbDelimiter d, MlbTokKind *open, MlbTokKind *close,
                      const char **o, const char **c) {
  switch (d) {
  case MLB_DELIM_PAREN:
  case MLB_DELIM_OPTIONAL_PAREN:
    *open = MLB_TOK_LPAREN, *close = MLB_TOK_RPAREN, *o = "(", *c = ")";
    return true;
  case MLB_DELIM_SQUARE:
  case MLB_DELIM_OPTIONAL_SQUARE:
    *open = MLB_TOK_LSQUARE, *close = MLB_TOK_RSQUARE, *o = "[", *c = "]";
    return true;
  default:
    return false;
  }
}

/* Upstream's parseCommaSeparatedList: with a delimiter the list may be
 * empty (and optional delimiters may be absent); without one at least one
 * element is parsed. `what` completes the messages (" in operand list"). */
static MlbStatus comma_list(MlbAsmParser *p, MlbDelimiter d, const char *what,
                            ElemFn fn, void *user) {
  MlbTokKind open = MLB_TOK_EOF, close = MLB_TOK_EOF;
  const char *o = "", *c = "";
  bool delimited = open_kind(d, &open, &close, &o, &c);
  if (delimited) {
    bool optional =
        d == MLB_DELIM_OPTIONAL_PAREN || d == MLB_DELIM_OPTIONAL_SQUARE;
    if (optional && p->tok.kind != open)
      return MLB_SUCCESS;
    if (!mlb_parser_consume_if(p, open))
      return mlb_perr_wrong_token(p, "expected '%s'%s", o, what);
    if (mlb_parser_consume_if(p, close))
      return MLB_SUCCESS;
  }
  do
    MLB_TRY(fn(p, user));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  if (delimited && !mlb_parser_consume_if(p, close))
    return mlb_perr_wrong_token(p, "expected '%s'%s", c, what);
  return MLB_SUCCESS;
}

/* ==== Operands ==== */
MlbStatus mlb_parse_operand(MlbAsmParser *p, MlbUnresolved *out) {
  return mlb_parse_ssa_use(p, out, true);
}

bool mlb_parse_optional_operand(MlbAsmParser *p, MlbUnresolved *out,
                                MlbStatus *st) {
  if (p->tok.kind != MLB_TOK_PERCENT_ID)
    return false;
  *st = mlb_parse_ssa_use(p, out, true);
  return true;
}

static MlbStatus operand_elem(MlbAsmParser *p, void *user) {
  MlbUnresolved u;
  MLB_TRY(mlb_parse_ssa_use(p, &u, true));
  mlb_vec_push((MlbUnresolvedVec *)user, u);
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_operand_list(MlbAsmParser *p, MlbDelimiter d,
                                 MlbUnresolvedVec *out) {
  if (d == MLB_DELIM_NONE && p->tok.kind != MLB_TOK_PERCENT_ID)
    return MLB_SUCCESS;
  return comma_list(p, d, " in operand list", operand_elem, out);
}

MlbStatus mlb_parse_operand_list_n(MlbAsmParser *p, MlbDelimiter d, uint32_t n,
                                   MlbUnresolvedVec *out) {
  if (d == MLB_DELIM_NONE && p->tok.kind != MLB_TOK_PERCENT_ID) {
    if (n == 0)
      return MLB_SUCCESS;
    if (p->tok.kind == MLB_TOK_LPAREN || p->tok.kind == MLB_TOK_LSQUARE)
      return mlb_perr(p, "unexpected delimiter");
    return mlb_perr_wrong_token(p, "expected operand");
  }
  const char *start = p->tok.start; /* its location only for the error */
  uint32_t before = out->len;
  MLB_TRY(comma_list(p, d, " in operand list", operand_elem, out));
  if (out->len - before != n)
    return mlb_perr_custom(p, mlb_parser_loc_at(p, start),
                           "expected %u operands", n);
  return MLB_SUCCESS;
}

MlbStatus mlb_resolve_operand(MlbAsmParser *p, const MlbUnresolved *u,
                              MlbType *type, MlbOpState *st) {
  if (!p->scope)
    return mlb_perr(p, "SSA values are not allowed here");
  MlbValue *v = mlb_ssa_resolve(p, u, type);
  if (!v)
    return MLB_FAILURE;
  mlb_vec_push(&st->operands, v);
  return MLB_SUCCESS;
}

MlbStatus mlb_resolve_operands(MlbAsmParser *p, const MlbUnresolved *us,
                               uint32_t n, MlbType *const *types,
                               uint32_t ntypes, MlbOpState *st) {
  if (n != ntypes)
    return mlb_perr_custom(p, n ? mlb_parser_pos_loc(p, us[0].pos) : NULL,
                           "number of operands and types do not match: got "
                           "%u operands and %u types",
                           n, ntypes);
  for (uint32_t i = 0; i < n; i++)
    MLB_TRY(mlb_resolve_operand(p, &us[i], types[i], st));
  return MLB_SUCCESS;
}

MlbStatus mlb_resolve_operands_same(MlbAsmParser *p, const MlbUnresolved *us,
                                    uint32_t n, MlbType *type,
                                    MlbOpState *st) {
  for (uint32_t i = 0; i < n; i++)
    MLB_TRY(mlb_resolve_operand(p, &us[i], type, st));
  return MLB_SUCCESS;
}

/* ==== Region arguments ==== */
/* `%name (: type)? loc(...)?` as upstream's parseArgument. */
static MlbStatus parse_arg(MlbAsmParser *p, MlbRegionArg *out,
                           bool with_type) {
  memset(out, 0, sizeof *out);
  MLB_TRY(mlb_parse_ssa_use(p, &out->ssa, false));
  if (with_type) {
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'"));
    MLB_TRY(mlb_parse_type_impl(p, &out->type));
  }
  return mlb_parse_optional_trailing_loc(p, &out->loc);
}

MlbStatus mlb_parse_region_arg(MlbAsmParser *p, MlbRegionArg *out) {
  return parse_arg(p, out, false);
}

bool mlb_parse_optional_region_arg(MlbAsmParser *p, MlbRegionArg *out,
                                   MlbStatus *st) {
  if (p->tok.kind != MLB_TOK_PERCENT_ID)
    return false;
  *st = parse_arg(p, out, false);
  return true;
}

typedef struct ArgListCtx {
  MlbRegionArgVec *out;
  bool with_types;
} ArgListCtx;

static MlbStatus arg_elem(MlbAsmParser *p, void *user) {
  ArgListCtx *c = user;
  MlbRegionArg a;
  MLB_TRY(parse_arg(p, &a, c->with_types));
  mlb_vec_push(c->out, a);
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_region_arg_list(MlbAsmParser *p, MlbDelimiter d,
                                    bool with_types, MlbRegionArgVec *out) {
  if (d == MLB_DELIM_NONE && p->tok.kind != MLB_TOK_PERCENT_ID)
    return MLB_SUCCESS;
  ArgListCtx c = {out, with_types};
  return comma_list(p, d, " in argument list", arg_elem, &c);
}

/* ==== Regions ==== */
MlbStatus mlb_parse_region(MlbAsmParser *p, MlbRegion *region,
                           const MlbRegionArg *args, uint32_t nargs) {
  return mlb_parse_region_impl(p, region, args, nargs);
}

bool mlb_parse_optional_region(MlbAsmParser *p, MlbRegion *region,
                               const MlbRegionArg *args, uint32_t nargs,
                               MlbStatus *st) {
  if (p->tok.kind != MLB_TOK_LBRACE)
    return false;
  *st = mlb_parse_region_impl(p, region, args, nargs);
  return true;
}

/* ==== Successors ==== */
MlbStatus mlb_parse_successor(MlbAsmParser *p, MlbBlock **out) {
  return mlb_parse_successor_impl(p, out);
}

bool mlb_parse_optional_successor(MlbAsmParser *p, MlbBlock **out,
                                  MlbStatus *st) {
  if (p->tok.kind != MLB_TOK_CARET_ID)
    return false;
  *st = mlb_parse_successor_impl(p, out);
  return true;
}

/* `(%a, %b : t1, t2)` after a successor. As upstream's cf ops (and unlike
 * OpAsmParser::parseSuccessorAndUseList) the colon is required, so `^bb()`
 * is "expected ':'". */
static MlbStatus parse_use_and_type_list(MlbAsmParser *p, MlbOpState *st,
                                         uint32_t *n) {
  /* Short-lived: backed by the parser's recycled blocks when it has them. */
  MlbOpParserState *ops = mlb_ops_state(p);
  MlbUnresolvedVec uses = {0};
  MlbTypeVec types = {0};
  if (ops) {
    mlb_vec_from_pool(&ops->vec_pool, &uses);
    mlb_vec_from_pool(&ops->vec_pool, &types);
  }
  MlbStatus s = MLB_SUCCESS;
  if (p->tok.kind == MLB_TOK_PERCENT_ID)
    s = comma_list(p, MLB_DELIM_NONE, "", operand_elem, &uses);
  if (s == MLB_SUCCESS)
    s = mlb_parser_expect(p, MLB_TOK_COLON, "expected ':'");
  while (s == MLB_SUCCESS) {
    MlbType *t;
    s = mlb_parse_type_impl(p, &t);
    if (s == MLB_SUCCESS)
      mlb_vec_push(&types, t);
    if (!mlb_parser_consume_if(p, MLB_TOK_COMMA))
      break;
  }
  if (s == MLB_SUCCESS)
    s = mlb_resolve_operands(p, uses.data, uses.len, types.data, types.len,
                             st);
  *n = uses.len;
  if (ops) {
    mlb_vec_to_pool(&ops->vec_pool, &uses);
    mlb_vec_to_pool(&ops->vec_pool, &types);
  } else {
    mlb_vec_free(&uses);
    mlb_vec_free(&types);
  }
  return s;
}

MlbStatus mlb_parse_successor_and_use_list(MlbAsmParser *p, MlbOpState *st,
                                           uint32_t *num_operands_out) {
  MlbBlock *b;
  uint32_t n = 0;
  MLB_TRY(mlb_parse_successor_impl(p, &b));
  mlb_vec_push(&st->successors, b);
  if (mlb_parser_consume_if(p, MLB_TOK_LPAREN)) {
    MLB_TRY(parse_use_and_type_list(p, st, &n));
    MLB_TRY(mlb_parser_expect(p, MLB_TOK_RPAREN, "expected ')'"));
  }
  if (num_operands_out)
    *num_operands_out = n;
  return MLB_SUCCESS;
}

/* ==== Dynamic index lists ==== */
typedef struct IndexListCtx {
  MlbUnresolvedVec *dyn;
  MlbI64Vec *statics;
} IndexListCtx;

static MlbStatus index_elem(MlbAsmParser *p, void *user) {
  IndexListCtx *c = user;
  if (p->tok.kind == MLB_TOK_PERCENT_ID) {
    MlbUnresolved u;
    MLB_TRY(mlb_parse_ssa_use(p, &u, true));
    mlb_vec_push(c->dyn, u);
    mlb_vec_push(c->statics, (int64_t)MLB_DYNAMIC);
    return MLB_SUCCESS;
  }
  int64_t v;
  MLB_TRY(mlb_parse_integer(p, &v));
  mlb_vec_push(c->statics, v);
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_dynamic_index_list(MlbAsmParser *p, MlbDelimiter d,
                                       MlbUnresolvedVec *dyn,
                                       MlbI64Vec *statics) {
  IndexListCtx c = {dyn, statics};
  if (comma_list(p, d, " in dynamic index list", index_elem, &c) ==
      MLB_SUCCESS)
    return MLB_SUCCESS;
  /* Upstream follows the specific error with this one at the op name. */
  MlbOpParserState *ops = mlb_ops_state(p);
  MlbAttr *name_loc = ops && ops->custom_op_loc ? ops->custom_op_loc : NULL;
  return mlb_perr_custom(p, name_loc, "expected SSA value or integer");
}
