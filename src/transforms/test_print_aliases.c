/* test_print_aliases.c - the `test-mlbuf-print-aliases` test pass.
 *
 * Runs the buffer alias analysis (src/analysis/alias.h) over the module,
 * so that calls see their callees, and prints on stdout, per function (in
 * module order), one line per buffer value of the function in print order:
 *
 *   // ---- Aliases: @f ----
 *   %alloc: origins [alloc %alloc] to [%subview, %0] from []
 *   %subview: origins [alloc %alloc] to [%0] from [%alloc]
 *   %arg0: origins [arg %arg0, alloc %alloc in @g] to [] from []
 *
 * `origins` lists where the buffer may come from: `alloc` (an op that
 * allocates it), `arg` (a function argument) or `unknown` (an op the
 * analysis cannot see into), with ` in @fn` for origins in another
 * function; `to` and `from` list the values of the same function it may
 * flow into and that may flow into it (through views, branches, region
 * branches, selects, calls and unknown ops). Values are named as in the
 * printed module. With `pairs=true`, each function also gets one line
 * per value listing the later values mlb_alias_may_alias pairs it with:
 *
 *   %alloc may alias [%subview, %0]
 *
 * With `follow=true`, the `to` lists come from mlb_alias_follow (one
 * value followed through its uses, as buffer-hoisting asks) instead of
 * the analysis: the two must print the same, in the same order.
 *
 * Requires: nothing.  Preserves: everything (the IR is not changed).
 */
#include <stdio.h>

#include "analysis/alias.h"
#include "print/op_text.h"
#include "interfaces/interfaces.h"
#include "transforms/pass.h"

typedef struct Printer {
  MlbAliasInfo *a;
  MlbOpText *text;
  MlbBuf *out;
  MlbValueVec tmp;
  bool pairs; /* also print may-alias answers */
  MlbAliasFollow *follow; /* `to` lists from it, or NULL */
} Printer;

/* The nearest function-like op enclosing a value. */
static MlbOperation *function_of(const MlbValue *v) {
  MlbBlock *b = mlb_value_parent_block(v);
  MlbOperation *op = b ? mlb_block_parent_op(b) : NULL;
  while (op && !mlb_op_is_function(op))
    op = mlb_op_parent_op(op);
  return op;
}

static void print_value_list(Printer *p, const MlbValueVec *vals,
                             MlbOperation *fn) {
  bool first = true;
  mlb_buf_putc(p->out, '[');
  for (uint32_t i = 0; i < vals->len; i++) {
    if (function_of(vals->data[i]) != fn)
      continue;
    if (!first)
      mlb_buf_puts(p->out, ", ");
    first = false;
    mlb_op_text_value(p->text, vals->data[i], p->out);
  }
  mlb_buf_putc(p->out, ']');
}

static void print_origins(Printer *p, MlbValue *v, MlbOperation *fn) {
  static const char *const kinds[] = {"none", "alloc", "arg", "unknown"};
  uint32_t n;
  const uint32_t *ids = mlb_alias_origins(p->a, v, &n);
  mlb_buf_puts(p->out, "origins [");
  for (uint32_t i = 0; i < n; i++) {
    MlbValue *o = p->a->values[ids[i]];
    if (i)
      mlb_buf_puts(p->out, ", ");
    mlb_buf_printf(p->out, "%s ", kinds[p->a->kind[ids[i]]]);
    mlb_op_text_value(p->text, o, p->out);
    MlbOperation *ofn = function_of(o);
    if (ofn != fn) {
      const char *name = ofn ? mlb_op_symbol_name(ofn) : NULL;
      mlb_buf_printf(p->out, " in @%s", name ? name : "?");
    }
  }
  mlb_buf_putc(p->out, ']');
}

static void print_value(Printer *p, MlbValue *v, MlbOperation *fn) {
  mlb_op_text_value(p->text, v, p->out);
  mlb_buf_puts(p->out, ": ");
  print_origins(p, v, fn);
  mlb_buf_puts(p->out, " to ");
  p->tmp.len = 0;
  if (p->follow)
    mlb_alias_follow(p->follow, v, &p->tmp);
  else
    mlb_alias_flows_to(p->a, v, &p->tmp);
  print_value_list(p, &p->tmp, fn);
  mlb_buf_puts(p->out, " from ");
  p->tmp.len = 0;
  mlb_alias_flows_from(p->a, v, &p->tmp);
  print_value_list(p, &p->tmp, fn);
  mlb_buf_putc(p->out, '\n');
}

/* `%x may alias [%y, ...]`: the later values of the function that
 * mlb_alias_may_alias pairs with %x (quadratic; tests only). */
static void print_pairs(Printer *p, const MlbValueVec *vals) {
  for (uint32_t i = 0; i < vals->len; i++) {
    mlb_op_text_value(p->text, vals->data[i], p->out);
    mlb_buf_puts(p->out, " may alias [");
    bool first = true;
    for (uint32_t j = i + 1; j < vals->len; j++) {
      if (!mlb_alias_may_alias(p->a, vals->data[i], vals->data[j]))
        continue;
      if (!first)
        mlb_buf_puts(p->out, ", ");
      first = false;
      mlb_op_text_value(p->text, vals->data[j], p->out);
    }
    mlb_buf_puts(p->out, "]\n");
  }
}

static MlbWalkResult print_function(MlbOperation *op, void *user) {
  Printer *p = user;
  if (!mlb_op_is_function(op))
    return MLB_WALK_ADVANCE;
  const char *name = mlb_op_symbol_name(op);
  mlb_buf_printf(p->out, "// ---- Aliases: @%s ----\n", name ? name : "?");
  MlbValueVec vals = {0};
  for (uint32_t i = 0; i < p->a->n; i++)
    if (function_of(p->a->values[i]) == op)
      mlb_vec_push(&vals, p->a->values[i]);
  for (uint32_t i = 0; i < vals.len; i++)
    print_value(p, vals.data[i], op);
  if (p->pairs)
    print_pairs(p, &vals);
  mlb_vec_free(&vals);
  return MLB_WALK_ADVANCE;
}

static MlbStatus run_test_print_aliases(MlbContext *ctx, MlbOperation *op,
                                        const MlbPassOptValue *opts,
                                        MlbPassState *st) {
  MLB_UNUSED(st);
  MlbBuf out;
  mlb_buf_init(&out);
  MlbAliasInfo a;
  mlb_alias_build(&a, ctx, op);
  MlbAliasFollow follow;
  mlb_alias_follow_init(&follow, ctx, op);
  Printer p = {&a,        mlb_op_text_new(ctx, op, NULL), &out, {0},
               opts[0].b, opts[1].b ? &follow : NULL};
  mlb_walk_pre(op, print_function, &p);
  mlb_alias_follow_free(&follow);
  fwrite(out.data ? out.data : "", 1, out.len, stdout);
  mlb_vec_free(&p.tmp);
  mlb_op_text_free(p.text);
  mlb_alias_free(&a);
  mlb_buf_free(&out);
  return MLB_SUCCESS;
}

static const MlbPassOptDef k_options[] = {
    {.name = "pairs",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "Also print, per value, the later values it may alias"},
    {.name = "follow",
     .kind = MLB_OPT_BOOL,
     .default_text = "false",
     .description = "Take the `to` lists from mlb_alias_follow (one value "
                    "followed through its uses) instead of the analysis"},
};

const MlbPassDef mlb_pass_test_print_aliases = {
    .flag = "test-mlbuf-print-aliases",
    .name = "TestPrintAliases",
    .anchor = "any",
    .summary = "Print the buffer alias analysis: origins and flows of "
               "every buffer value, per function",
    .options = k_options,
    .num_options = MLB_ARRAY_LEN(k_options),
    .run = run_test_print_aliases,
};
