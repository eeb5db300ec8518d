/* custom_dialect.c - describing a dialect of one's own to mlbuf from C.
 *
 * mlbuf's analyses and passes ask ops what they do (read? write? allocate?
 * free? copy?) through interfaces; an op nobody described answers nothing
 * and is treated conservatively. This program registers a tiny dialect `my`
 * with the public API (include/mlbuf/mlbuf_semantics.h): a buffer type
 * !my.buffer and three ops, my.alloc / my.free / my.copy. It then parses a
 * program using them, runs a pipeline (the effects report, then
 * symbol-dce) and prints the result.
 *
 * It checks its own output, so CI runs it as a test (ctest:
 * example.custom_dialect): exit status 0 means every op was understood.
 */
#include <stdio.h>
#include <string.h>

#include "mlbuf/mlbuf.h"
#include "mlbuf/mlbuf_semantics.h"

/* ---- The dialect, as data (the same vocabulary as op-semantics files) ----
 * Everything is copied at registration: these could as well be built at
 * run time and freed afterwards. */
static const MlbSemShape alloc_shape = {0, 1, 0, 0}; /* () -> buffer */
static const MlbSemEffect alloc_effects[] = {
    {MLB_SEM_ALLOCATE, "result0", NULL}, /* NULL resource: the heap */
};
/* Buffers from my.alloc are freed with my.free; clones use the default
 * (bufferization.clone). buffer-hoisting and buffer-loop-hoisting may move
 * it; there is no stack counterpart (promoted_op NULL): it is never
 * promoted to the stack. */
static const MlbSemAllocation alloc_info = {
    .resource = NULL,
    .free_op = "my.free",
    .clone_op = NULL,
    .promoted_op = NULL,
    .hoisting = MLB_SEM_HOIST_BLOCK | MLB_SEM_HOIST_LOOP};

static const MlbSemShape free_shape = {1, 0, 0, 0};
static const MlbSemEffect free_effects[] = {
    {MLB_SEM_FREE, "operand0", NULL},
};

static const MlbSemShape copy_shape = {2, 0, 0, 0};
static const MlbSemEffect copy_effects[] = {
    {MLB_SEM_READ, "operand0", NULL},
    {MLB_SEM_WRITE, "operand1", NULL},
};
static const MlbSemCopy copy_operands = {0, 1}; /* source, target */

static const MlbSemOp my_ops[] = {
    {.name = "my.alloc",
     .shape = &alloc_shape,
     .effects = alloc_effects,
     .num_effects = 1,
     .allocation = &alloc_info},
    {.name = "my.free",
     .shape = &free_shape,
     .effects = free_effects,
     .num_effects = 1},
    {.name = "my.copy",
     .shape = &copy_shape,
     .effects = copy_effects,
     .num_effects = 2,
     .copy = &copy_operands},
};
static const char *const my_types[] = {"!my.buffer"};

static const MlbSemDialect my_dialect = {
    .name = "my",
    .ops = my_ops,
    .num_ops = sizeof(my_ops) / sizeof(my_ops[0]),
    .buffer_types = my_types,
    .num_buffer_types = 1,
};

/* ---- A program using it ----
 * The ops have no custom syntax: they are written in generic form. */
static const char program[] =
    "func.func private @unused() {\n"
    "  return\n"
    "}\n"
    "func.func @main() {\n"
    "  %a = \"my.alloc\"() : () -> !my.buffer\n"
    "  %b = \"my.alloc\"() : () -> !my.buffer\n"
    "  \"my.copy\"(%a, %b) : (!my.buffer, !my.buffer) -> ()\n"
    "  \"my.free\"(%a) : (!my.buffer) -> ()\n"
    "  \"my.free\"(%b) : (!my.buffer) -> ()\n"
    "  return\n"
    "}\n";

/* Remarks from the effects report arrive here, formatted as mlir-opt
 * prints diagnostics. */
typedef struct Seen {
  int effects, errors;
} Seen;

static void on_diagnostic(const char *formatted, void *user) {
  Seen *seen = user;
  if (strstr(formatted, "remark: found an instance of"))
    seen->effects++;
  if (strstr(formatted, "error:"))
    seen->errors++;
  fputs(formatted, stdout);
}

int main(void) {
  MlbContext *ctx = mlbContextCreate();
  Seen seen = {0, 0};
  mlbContextSetDiagnosticCallback(ctx, on_diagnostic, &seen);

  /* Describe the dialect before parsing IR that uses it. */
  if (!mlbContextRegisterSemantics(ctx, &my_dialect)) {
    mlbContextDestroy(ctx);
    return 1;
  }
  MlbOperation *module =
      mlbModuleCreateParse(ctx, program, strlen(program), "program.mlir");
  if (!module) {
    mlbContextDestroy(ctx);
    return 1;
  }

  /* test-mlbuf-print-effects reports what each op does, as remarks;
   * symbol-dce then removes the unused private function. */
  printf("== effects\n");
  bool ok = mlbRunPassPipeline(
      ctx, module, "builtin.module(test-mlbuf-print-effects,symbol-dce)");
  char *text = ok ? mlbOperationPrintToString(ctx, module, MLB_PRINT_DEFAULT)
                  : NULL;
  if (text)
    printf("== result\n%s", text);

  /* 2 allocations + 1 read + 1 write + 2 frees, nothing unknown left. */
  bool expected = ok && text && seen.effects == 6 && seen.errors == 0 &&
                  !strstr(text, "@unused") && strstr(text, "\"my.copy\"");
  if (!expected)
    fprintf(stderr, "custom_dialect: unexpected result (%d effects)\n",
            seen.effects);
  mlbStringDestroy(text);
  mlbModuleDestroy(ctx, module);
  mlbContextDestroy(ctx);
  return expected ? 0 : 1;
}
