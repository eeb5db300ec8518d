/* lower_deallocations_helper.c - the `dealloc_helper` library function the
 * generic bufferization.dealloc lowering calls.
 *
 * One private function per symbol table, appended to its body (renamed
 * dealloc_helper_0, _1, ... when the name is taken, as upstream's
 * SymbolTable::insert does). Its arguments are dynamic 1-D memrefs:
 *
 *   (%to_dealloc: memref<?xindex>,  base pointers of the memrefs
 *    %to_retain: memref<?xindex>,   base pointers of the retained values
 *    %conds: memref<?xi1>,          the dealloc conditions
 *    %dealloc_out: memref<?xi1>,    out: free memref i?
 *    %retain_out: memref<?xi1>)     out: ownership of retained value j
 *
 * and the body is upstream's: clear retain_out; then for each memref i,
 * or its condition into retain_out[j] of every retained j with the same
 * pointer, and free it only when no retained value and no earlier memref
 * has its pointer:
 *
 *   scf.for %i = %c0 to %n step %c1 {
 *     %p = memref.load %to_dealloc[%i]    %c = memref.load %conds[%i]
 *     %a = scf.for %j ... iter_args(%acc = %true)   // vs retained
 *     %b = scf.for %k = %c0 to %i ... iter_args(%acc = %a)  // vs earlier
 *     memref.store (%b and %c), %dealloc_out[%i]
 *   }
 */
#include "transforms/lower_deallocations.h"

#include <stdio.h>

/* The function's name: dealloc_helper, else the first free
 * dealloc_helper_N. Interned. */
static const char *unique_name(MlbContext *ctx, MlbOperation *symtab) {
  const char *base = "dealloc_helper";
  if (!mlb_symbol_lookup(symtab, base))
    return mlb_intern_cstr(ctx, base);
  char buf[64];
  for (uint32_t n = 0;; n++) {
    snprintf(buf, sizeof buf, "%s_%u", base, n);
    if (!mlb_symbol_lookup(symtab, buf))
      return mlb_intern_cstr(ctx, buf);
  }
}

static MlbOperation *create_func(MlbContext *ctx, MlbOperation *symtab,
                                 MlbAttr *loc, MlbType *const *args) {
  MlbOpState st;
  mlb_opstate_init(&st, ctx, "func.func", loc);
  const char *name = unique_name(ctx, symtab);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "sym_name"),
                       mlb_attr_string(ctx, name, strlen(name), NULL));
  MlbType *ft = mlb_type_function(ctx, 5, args, 0, NULL);
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "function_type"),
                       mlb_attr_type(ctx, ft));
  mlb_opstate_add_prop(&st, mlb_intern_cstr(ctx, "sym_visibility"),
                       mlb_attr_string(ctx, "private", 7, NULL));
  MlbRegion *r = mlb_region_new(ctx);
  MlbBlock *blk = mlb_block_new(ctx);
  for (uint32_t i = 0; i < 5; i++)
    mlb_block_add_arg(ctx, blk, args[i], loc);
  mlb_region_push_block(r, blk);
  mlb_vec_push(&st.regions, r);
  MlbOperation *fn = mlb_op_create(ctx, &st);
  /* Symbol tables with a terminator keep it last (upstream inserts
   * before it); a module has none. */
  MlbBlock *body = symtab->regions[0].first;
  MlbOperation *term = body->last;
  if (term && mlb_op_is_terminator(term))
    mlb_block_insert_before(body, term, fn);
  else
    mlb_block_append(body, fn);
  return fn;
}

typedef struct Helper {
  MlbAttr *loc;
  MlbValue *c0, *c1, *t, *f;
  MlbValue *to_dealloc, *to_retain, *conds, *dealloc_out, *retain_out;
  MlbValue *n_dealloc, *n_retain;
} Helper;

/* scf.if %eq { retain_out[j] |= cond } inside the retained loop. */
static void build_retain_update(MlbBuilder *b, const Helper *h, MlbValue *j,
                                MlbValue *eq, MlbValue *cond) {
  MlbBlock *then_blk;
  mlb_bld_if(b, h->loc, eq, 0, NULL, false, &then_blk, NULL);
  MlbBuilder in = {b->ctx, then_blk, NULL};
  MlbValue *old = mlb_bld_load(&in, h->loc, h->retain_out, j);
  MlbValue *upd = mlb_bld_binary(&in, h->loc, "arith.ori", old, cond);
  mlb_bld_store(&in, h->loc, upd, h->retain_out, j);
  mlb_bld_yield(&in, h->loc, 0, NULL);
}

/* The loop over retained pointers: updates their ownership and yields
 * "aliases none of them". */
static MlbValue *build_retain_loop(MlbBuilder *b, const Helper *h,
                                   MlbValue *ptr, MlbValue *cond) {
  MlbBlock *body;
  MlbOperation *loop = mlb_bld_for(b, h->loc, h->c0, h->n_retain, h->c1, 1,
                                   &h->t, &body);
  MlbBuilder in = {b->ctx, body, NULL};
  MlbValue *j = body->args[0], *acc = body->args[1];
  MlbValue *rp = mlb_bld_load(&in, h->loc, h->to_retain, j);
  MlbValue *eq = mlb_bld_cmpi(&in, h->loc, MLB_CMPI_EQ, rp, ptr);
  build_retain_update(&in, h, j, eq, cond);
  MlbValue *ne = mlb_bld_cmpi(&in, h->loc, MLB_CMPI_NE, rp, ptr);
  MlbValue *next = mlb_bld_binary(&in, h->loc, "arith.andi", acc, ne);
  mlb_bld_yield(&in, h->loc, 1, &next);
  return mlb_op_result(loop, 0);
}

/* The loop over the memrefs before %i: yields "aliases none of them". */
static MlbValue *build_earlier_loop(MlbBuilder *b, const Helper *h,
                                    MlbValue *i, MlbValue *ptr,
                                    MlbValue *init) {
  MlbBlock *body;
  MlbOperation *loop = mlb_bld_for(b, h->loc, h->c0, i, h->c1, 1, &init,
                                   &body);
  MlbBuilder in = {b->ctx, body, NULL};
  MlbValue *k = body->args[0], *acc = body->args[1];
  MlbValue *prev = mlb_bld_load(&in, h->loc, h->to_dealloc, k);
  MlbValue *ne = mlb_bld_cmpi(&in, h->loc, MLB_CMPI_NE, prev, ptr);
  MlbValue *next = mlb_bld_binary(&in, h->loc, "arith.andi", acc, ne);
  mlb_bld_yield(&in, h->loc, 1, &next);
  return mlb_op_result(loop, 0);
}

static void build_body(MlbBuilder *b, Helper *h) {
  h->c0 = mlb_bld_const_index(b, h->loc, 0);
  h->c1 = mlb_bld_const_index(b, h->loc, 1);
  h->t = mlb_bld_const_bool(b, h->loc, true);
  h->f = mlb_bld_const_bool(b, h->loc, false);
  h->n_dealloc = mlb_bld_dim(b, h->loc, h->to_dealloc, h->c0);
  h->n_retain = mlb_bld_dim(b, h->loc, h->to_retain, h->c0);

  MlbBlock *body;
  mlb_bld_for(b, h->loc, h->c0, h->n_retain, h->c1, 0, NULL, &body);
  MlbBuilder in = {b->ctx, body, NULL};
  mlb_bld_store(&in, h->loc, h->f, h->retain_out, body->args[0]);
  mlb_bld_yield(&in, h->loc, 0, NULL);

  mlb_bld_for(b, h->loc, h->c0, h->n_dealloc, h->c1, 0, NULL, &body);
  mlb_builder_set_end(&in, body);
  MlbValue *i = body->args[0];
  MlbValue *ptr = mlb_bld_load(&in, h->loc, h->to_dealloc, i);
  MlbValue *cond = mlb_bld_load(&in, h->loc, h->conds, i);
  MlbValue *no_retained = build_retain_loop(&in, h, ptr, cond);
  MlbValue *no_alias = build_earlier_loop(&in, h, i, ptr, no_retained);
  MlbValue *should = mlb_bld_binary(&in, h->loc, "arith.andi", no_alias,
                                    cond);
  mlb_bld_store(&in, h->loc, should, h->dealloc_out, i);
  mlb_bld_yield(&in, h->loc, 0, NULL);
  mlb_bld_op(b, "func.return", h->loc, 0, NULL, 0, NULL);
}

MlbOperation *mlb_build_dealloc_helper(MlbContext *ctx, MlbOperation *symtab,
                                       MlbAttr *loc) {
  int64_t dyn = MLB_DYNAMIC;
  MlbType *idx = mlb_type_memref(ctx, 1, &dyn, mlb_type_index(ctx), NULL,
                                 NULL);
  MlbType *bits = mlb_type_memref(
      ctx, 1, &dyn, mlb_type_integer(ctx, 1, MLB_SIGNLESS), NULL, NULL);
  MlbType *args[5] = {idx, idx, bits, bits, bits};
  MlbOperation *fn = create_func(ctx, symtab, loc, args);
  MlbBlock *blk = fn->regions[0].first;
  Helper h = {.loc = loc,
              .to_dealloc = blk->args[0],
              .to_retain = blk->args[1],
              .conds = blk->args[2],
              .dealloc_out = blk->args[3],
              .retain_out = blk->args[4]};
  MlbBuilder b = {ctx, blk, NULL};
  build_body(&b, &h);
  return fn;
}
