/* parser_region.c - regions, blocks, block arguments, SSA uses and
 * successors.
 *
 *   region ::= `{` entry-block? block* `}`
 *   block  ::= (caret-id (`(` ssa-id `:` type loc? (`,` ...)* `)`)? `:`)?
 *              operation*
 *
 * An empty region `{}` has no blocks; a region whose ops come without a
 * label gets an (unnamed) entry block. Named entry arguments supplied by a
 * custom syntax (func.func's `%arg0: i32`) become the entry block's
 * arguments and forbid a label.
 */
#include "parse/parser_priv.h"

/* ==== SSA uses and successors ==== */
/* `#N` after a value name: upstream lexes it as its own token, so it is
 * accepted after a space too. */
static MlbStatus parse_result_number(MlbAsmParser *p, const char *s,
                                     const char *e, uint32_t *out) {
  uint64_t v = 0;
  if (s == e)
    return mlb_perr_at_pos(p, s - 1, "invalid SSA value result number");
  for (const char *c = s; c < e; c++) {
    if (*c < '0' || *c > '9' || v > (UINT32_MAX - 9) / 10)
      return mlb_perr_at_pos(p, s - 1, "invalid SSA value result number");
    v = v * 10 + (uint64_t)(*c - '0');
  }
  *out = (uint32_t)v;
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_ssa_use(MlbAsmParser *p, MlbUnresolved *out,
                            bool allow_number) {
  if (p->tok.kind != MLB_TOK_PERCENT_ID)
    return mlb_perr_wrong_token(p, "expected SSA operand");
  const char *s = p->tok.start + 1, *e = p->tok.start + p->tok.len;
  const char *hash = memchr(s, '#', (size_t)(e - s));
  out->name = mlb_ssa_name(p, s, (size_t)((hash ? hash : e) - s));
  out->number = 0;
  out->pos = p->tok.start;
  if (hash) {
    if (!allow_number)
      return mlb_perr_at_pos(p, hash, "result number not allowed in argument list");
    MLB_TRY(parse_result_number(p, hash + 1, e, &out->number));
    mlb_parser_consume(p);
    return MLB_SUCCESS;
  }
  mlb_parser_consume(p);
  if (p->tok.kind == MLB_TOK_HASH_ID) {
    if (!allow_number)
      return mlb_perr(p, "result number not allowed in argument list");
    MLB_TRY(parse_result_number(p, p->tok.start + 1,
                                p->tok.start + p->tok.len, &out->number));
    mlb_parser_consume(p);
  }
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_successor_impl(MlbAsmParser *p, MlbBlock **out) {
  if (p->tok.kind != MLB_TOK_CARET_ID)
    return mlb_perr_wrong_token(p, "expected block name");
  if (!p->scope)
    return mlb_perr(p, "block references are not allowed here");
  const char *name = mlb_parser_intern_tok(p, p->tok.start, p->tok.len);
  *out = mlb_ssa_block_use(p, name, p->tok.start);
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

/* ==== Blocks ==== */
/* One `%x: type loc(...)?` of a block label. Entry blocks that already
 * have arguments (from custom syntax) only get them named. */
static MlbStatus parse_block_arg(MlbAsmParser *p, MlbBlock *b, bool existing,
                                 uint32_t *next) {
  MlbUnresolved u;
  MlbType *t;
  MLB_TRY(mlb_parse_ssa_use(p, &u, true));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON,
                            "expected ':' and type for SSA operand"));
  MLB_TRY(mlb_parse_type_impl(p, &t));
  MlbValue *arg;
  if (existing) {
    if (*next >= b->num_args)
      return mlb_perr(p, "too many arguments specified in argument list");
    arg = b->args[(*next)++];
    if (arg->type != t)
      return mlb_perr(p, "argument and block argument type mismatch");
  } else {
    arg = mlb_block_add_arg(p->ctx, b, t, mlb_parser_loc_at(p, u.pos));
  }
  MlbAttr *loc;
  MLB_TRY(mlb_parse_optional_trailing_loc(p, &loc));
  if (loc)
    arg->loc = loc;
  return mlb_ssa_define(p, &u, arg);
}

static MlbStatus parse_block_arg_list(MlbAsmParser *p, MlbBlock *b) {
  bool existing = b->num_args != 0;
  uint32_t next = 0;
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LPAREN, "expected '('"));
  if (mlb_parser_consume_if(p, MLB_TOK_RPAREN))
    return MLB_SUCCESS;
  do
    MLB_TRY(parse_block_arg(p, b, existing, &next));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  return mlb_parser_expect(p, MLB_TOK_RPAREN, "expected ')'");
}

static MlbStatus parse_block_body(MlbAsmParser *p, MlbBlock *b) {
  while (p->tok.kind != MLB_TOK_CARET_ID && p->tok.kind != MLB_TOK_RBRACE) {
    MLB_TRY(mlb_parse_operation(p, b));
    if (p->failed)
      return MLB_FAILURE;
  }
  return MLB_SUCCESS;
}

/* A labeled block, or the rest of the entry block when *block is given and
 * no label follows. Blocks referenced earlier are reused. */
static MlbStatus parse_block(MlbAsmParser *p, MlbBlock **block) {
  if (*block && p->tok.kind != MLB_TOK_CARET_ID)
    return parse_block_body(p, *block);
  if (p->tok.kind != MLB_TOK_CARET_ID)
    return mlb_perr_wrong_token(p, "expected block name");
  const char *name = mlb_parser_intern_tok(p, p->tok.start, p->tok.len);
  const char *pos = p->tok.start;
  mlb_parser_consume(p);
  MlbBlockDef *d = mlb_ssa_block_def(p, name);
  d->pos = pos;
  if (!d->block)
    d->block = *block ? *block : mlb_block_new(p->ctx);
  else if (!d->forward)
    return mlb_parser_error_at(p, mlb_parser_loc_at(p, pos),
                               "redefinition of block '%s'", name);
  else
    d->forward = false;
  *block = d->block;
  if (p->tok.kind == MLB_TOK_LPAREN)
    MLB_TRY(parse_block_arg_list(p, *block));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':' after block name"));
  return parse_block_body(p, *block);
}

/* ==== Regions ==== */
static MlbStatus add_entry_args(MlbAsmParser *p, MlbBlock *entry,
                                const MlbRegionArg *args, uint32_t nargs) {
  if (p->tok.kind == MLB_TOK_CARET_ID)
    return mlb_perr(p, "invalid block name in region with named arguments");
  for (uint32_t i = 0; i < nargs; i++) {
    const MlbRegionArg *a = &args[i];
    const char *prev = mlb_ssa_reference_pos(p, &a->ssa);
    if (prev) {
      MlbDiagnostic *d =
          mlb_diag_new(MLB_SEV_ERROR, mlb_parser_pos_loc(p, a->ssa.pos));
      mlb_buf_printf(&d->message,
                     "region entry argument '%%%s' is already in use",
                     a->ssa.name);
      mlb_diag_note(d, mlb_parser_loc_at(p, prev),
                    "previously referenced here");
      return mlb_perr_emit(p, d);
    }
    MlbAttr *loc = a->loc ? a->loc : mlb_parser_pos_loc(p, a->ssa.pos);
    MlbValue *v = mlb_block_add_arg(p->ctx, entry, a->type, loc);
    MLB_TRY(mlb_ssa_define(p, &a->ssa, v));
  }
  return MLB_SUCCESS;
}

static MlbStatus parse_region_body(MlbAsmParser *p, MlbRegion *region,
                                   const MlbRegionArg *args, uint32_t nargs) {
  mlb_ssa_push_region(p);
  MlbBlock *entry = mlb_block_new(p->ctx);
  if (nargs && args[0].ssa.name)
    MLB_TRY(add_entry_args(p, entry, args, nargs));
  MLB_TRY(parse_block(p, &entry));
  if (nargs && entry->num_args > nargs)
    return mlb_perr(p, "entry block arguments were already defined");
  mlb_region_push_block(region, entry);
  while (p->tok.kind != MLB_TOK_RBRACE) {
    MlbBlock *b = NULL;
    MLB_TRY(parse_block(p, &b));
    mlb_region_push_block(region, b);
  }
  return mlb_ssa_pop_region(p);
}

MlbStatus mlb_parse_region_impl(MlbAsmParser *p, MlbRegion *region,
                                const MlbRegionArg *args, uint32_t nargs) {
  MlbOpParserState *ops = mlb_ops_state(p);
  if (!ops || !p->scope)
    return mlb_perr(p, "regions are not allowed here");
  if (p->tok.kind != MLB_TOK_LBRACE)
    return mlb_perr_wrong_token(p, "expected '{' to begin a region");
  if (ops->depth >= MLB_MAX_REGION_DEPTH)
    return mlb_perr(p, "regions nested too deeply (more than %u levels)",
                    MLB_MAX_REGION_DEPTH);
  mlb_parser_consume(p);
  MlbStatus s = MLB_SUCCESS;
  ops->depth++;
  if (nargs || p->tok.kind != MLB_TOK_RBRACE)
    s = parse_region_body(p, region, args, nargs);
  ops->depth--;
  MLB_TRY(s);
  return mlb_parser_expect(p, MLB_TOK_RBRACE, "expected '}'");
}

/* ==== Implicit terminators ==== */
void mlb_ensure_terminator(MlbContext *ctx, MlbRegion *r,
                           const char *term_name, MlbAttr *loc) {
  if (!r->first)
    mlb_region_push_block(r, mlb_block_new(ctx));
  MlbBlock *b = r->last;
  if (b->last && b->last->desc && (b->last->desc->traits & MLB_TRAIT_TERMINATOR))
    return;
  MlbOpState st;
  mlb_opstate_init(&st, ctx, term_name, loc);
  mlb_block_append(b, mlb_op_create(ctx, &st));
}
