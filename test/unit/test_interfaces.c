/* test_interfaces.c - op interfaces registered for the shipped dialects,
 * queried on parsed modules: memory effects (alloc/alloca/dealloc/load/
 * store/copy, recursion, unknown ops), region successors and forwarded
 * operands of scf.if/for/while, views, selects, callee resolution, free
 * and clone builders per allocation resource, buffer-like types, value
 * references. Exits nonzero on failure.
 */
#include "dialects/registry.h"
#include "interfaces/interfaces.h"
#include "parse/parse.h"
#include "print/print.h"

#include <stdio.h>

#include "unit_check.h"

/* ==== Setup ==== */
static const char k_source[] =
    "func.func private @callee(%m: memref<4xf32>) -> memref<4xf32>\n"
    "func.func @f(%m: memref<4xf32>, %i: index, %f: f32, %c: i1, %n: index,\n"
    "             %t: tensor<4xf32>, %s0: memref<f32>) {\n"
    "  %a = memref.alloc() : memref<4xf32>\n"
    "  %b = memref.alloca() : memref<4xf32>\n"
    "  %l = memref.load %a[%i] : memref<4xf32>\n"
    "  memref.store %f, %a[%i] : memref<4xf32>\n"
    "  memref.copy %a, %b : memref<4xf32> to memref<4xf32>\n"
    "  %u = \"unknown.op\"(%a) : (memref<4xf32>) -> memref<4xf32>\n"
    "  %sv = memref.subview %a[1] [2] [1] : memref<4xf32> to "
    "memref<2xf32, strided<[1], offset: 1>>\n"
    "  %cs = memref.cast %b : memref<4xf32> to memref<?xf32>\n"
    "  %s = arith.select %c, %a, %b : memref<4xf32>\n"
    "  %r = func.call @callee(%a) : (memref<4xf32>) -> memref<4xf32>\n"
    "  %fc = func.constant @callee : (memref<4xf32>) -> memref<4xf32>\n"
    "  %ri = func.call_indirect %fc(%a) : (memref<4xf32>) -> memref<4xf32>\n"
    "  %g = gpu.alloc () : memref<4xf32>\n"
    "  %gd = gpu.alloc (%n) : memref<?xf32>\n"
    "  gpu.dealloc %g : memref<4xf32>\n"
    "  %if = scf.if %c -> memref<4xf32> {\n"
    "    scf.yield %a : memref<4xf32>\n"
    "  } else {\n"
    "    %x = \"unknown.op\"() : () -> memref<4xf32>\n"
    "    scf.yield %x : memref<4xf32>\n"
    "  }\n"
    "  scf.if %c {\n"
    "    %v = memref.load %b[%i] : memref<4xf32>\n"
    "  }\n"
    "  %for = scf.for %iv = %i to %n step %i iter_args(%it = %a) -> "
    "memref<4xf32> {\n"
    "    %v = memref.load %it[%iv] : memref<4xf32>\n"
    "    scf.yield %it : memref<4xf32>\n"
    "  }\n"
    "  %w = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {\n"
    "    scf.condition(%c) %x : memref<4xf32>\n"
    "  } do {\n"
    "  ^bb0(%y: memref<4xf32>):\n"
    "    scf.yield %y : memref<4xf32>\n"
    "  }\n"
    "  %tb = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>\n"
    "  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)\n"
    "  linalg.reduce { arith.addf } ins(%a : memref<4xf32>) "
    "outs(%s0 : memref<f32>) dimensions = [0]\n"
    "  memref.dealloc %a : memref<4xf32>\n"
    "  return\n"
    "}\n";

static MlbContext *new_context(void) {
  MlbContext *ctx = mlb_context_create();
  mlb_register_all_dialects(ctx);
  mlb_register_all_interfaces(ctx);
  mlb_print_install(ctx);
  ctx->allow_unregistered = true;
  return ctx;
}

typedef struct Find {
  const char *name;
  uint32_t skip;
  MlbOperation *found;
} Find;

static MlbWalkResult find_fn(MlbOperation *op, void *user) {
  Find *f = user;
  if (strcmp(op->name, f->name) != 0)
    return MLB_WALK_ADVANCE;
  if (f->skip-- > 0)
    return MLB_WALK_ADVANCE;
  f->found = op;
  return MLB_WALK_INTERRUPT;
}

/* The nth (from 0) op called `name`, in pre-order. */
static MlbOperation *find(MlbOperation *root, const char *name, uint32_t n) {
  Find f = {name, n, NULL};
  mlb_walk_pre(root, find_fn, &f);
  if (!f.found)
    fprintf(stderr, "op %s #%u not found\n", name, n);
  return f.found;
}

/* ==== Effects ==== */
static bool has_effect(const MlbEffectVec *v, MlbEffectKind k,
                       const MlbValue *val, const char *res) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i].kind == k && v->data[i].value == val &&
        v->data[i].resource == res)
      return true;
  return false;
}

/* Effects of the op, or -1 when unknown; the vector is left in *fx. */
static int effects(MlbContext *ctx, MlbOperation *op, MlbEffectVec *fx) {
  fx->len = 0;
  return op && mlb_op_effects(ctx, op, fx) ? (int)fx->len : -1;
}

static void test_effects(MlbContext *ctx, MlbOperation *m) {
  const char *def = mlb_resource_default(ctx);
  const char *autom = mlb_resource_automatic(ctx);
  CHECK(def == mlb_intern_cstr(ctx, "default"));
  CHECK(autom == mlb_intern_cstr(ctx, "automatic") && autom != def);
  MlbOperation *alloc = find(m, "memref.alloc", 0);
  MlbOperation *alloca = find(m, "memref.alloca", 0);
  MlbValue *a = mlb_op_result(alloc, 0), *b = mlb_op_result(alloca, 0);
  MlbEffectVec fx = {0};
  CHECK(effects(ctx, alloc, &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_ALLOCATE, a, def));
  CHECK(effects(ctx, alloca, &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_ALLOCATE, b, autom));
  CHECK(effects(ctx, find(m, "memref.dealloc", 0), &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_FREE, a, def));
  CHECK(effects(ctx, find(m, "memref.load", 0), &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_READ, a, def));
  CHECK(effects(ctx, find(m, "memref.store", 0), &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_WRITE, a, def));
  CHECK(effects(ctx, find(m, "memref.copy", 0), &fx) == 2 &&
        has_effect(&fx, MLB_EFFECT_READ, a, def) &&
        has_effect(&fx, MLB_EFFECT_WRITE, b, def));
  /* Unregistered: unknown. Pure (select, subview): none. */
  CHECK(effects(ctx, find(m, "unknown.op", 0), &fx) == -1);
  CHECK(effects(ctx, find(m, "arith.select", 0), &fx) == 0);
  CHECK(effects(ctx, find(m, "memref.subview", 0), &fx) == 0);
  /* Calls have no effect interface upstream. */
  CHECK(effects(ctx, find(m, "func.call", 0), &fx) == -1);
  /* Recursive: an unknown nested op makes the scf.if unknown; the other
   * scf.if and the loop carry their bodies' reads. */
  CHECK(effects(ctx, find(m, "scf.if", 0), &fx) == -1);
  CHECK(effects(ctx, find(m, "scf.if", 1), &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_READ, b, def));
  MlbOperation *loop = find(m, "scf.for", 0);
  CHECK(effects(ctx, loop, &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_READ, loop->regions[0].first->args[1],
                   def));
  CHECK(effects(ctx, find(m, "scf.while", 0), &fx) == 0);
  /* Structured ops: memref ins read, outs written (and read when the
   * payload uses them: reduce's accumulator, not copy's output). */
  CHECK(effects(ctx, find(m, "linalg.copy", 0), &fx) == 2 &&
        has_effect(&fx, MLB_EFFECT_READ, a, def) &&
        has_effect(&fx, MLB_EFFECT_WRITE, b, def));
  MlbOperation *red = find(m, "linalg.reduce", 0);
  MlbValue *acc = red ? mlb_op_operand(red, 1) : NULL;
  CHECK(effects(ctx, red, &fx) == 3 &&
        has_effect(&fx, MLB_EFFECT_READ, a, def) &&
        has_effect(&fx, MLB_EFFECT_READ, acc, def) &&
        has_effect(&fx, MLB_EFFECT_WRITE, acc, def));
  /* gpu memory is its own resource; gpu.dealloc frees there. */
  MlbOperation *g = find(m, "gpu.alloc", 0);
  const char *gpu = mlb_intern_cstr(ctx, "gpu");
  CHECK(effects(ctx, g, &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_ALLOCATE, mlb_op_result(g, 0), gpu));
  CHECK(effects(ctx, find(m, "gpu.dealloc", 0), &fx) == 1 &&
        has_effect(&fx, MLB_EFFECT_FREE, mlb_op_result(g, 0), gpu));
  const char *res = NULL;
  CHECK(mlb_op_allocates(ctx, alloc, a, &res) && res == def);
  CHECK(mlb_op_allocates(ctx, g, NULL, &res) && res == gpu);
  CHECK(!mlb_op_allocates(ctx, alloc, b, NULL));
  CHECK(!mlb_op_allocates(ctx, find(m, "memref.load", 0), NULL, NULL));
  mlb_vec_free(&fx);
}

/* ==== Region branching ==== */
static bool successors_are(MlbOperation *op, int32_t from, uint32_t n,
                           const int32_t *want) {
  const MlbRegionBranchIface *rb = mlb_op_iface(op, MLB_IFACE_REGION_BRANCH);
  if (!rb)
    return false;
  MlbU32Vec out = {0};
  rb->successors(op, from, &out);
  bool ok = out.len == n;
  for (uint32_t i = 0; ok && i < n; i++)
    ok = (int32_t)out.data[i] == want[i];
  mlb_vec_free(&out);
  return ok;
}

static void test_if(MlbOperation *m) {
  MlbOperation *with_else = find(m, "scf.if", 0);
  MlbOperation *no_else = find(m, "scf.if", 1);
  CHECK(successors_are(with_else, MLB_REGION_PARENT, 2, (int32_t[]){0, 1}));
  CHECK(successors_are(with_else, 0, 1, (int32_t[]){MLB_REGION_PARENT}));
  CHECK(successors_are(with_else, 1, 1, (int32_t[]){MLB_REGION_PARENT}));
  CHECK(successors_are(no_else, MLB_REGION_PARENT, 2,
                       (int32_t[]){0, MLB_REGION_PARENT}));
  const MlbRegionBranchIface *rb =
      mlb_op_iface(with_else, MLB_IFACE_REGION_BRANCH);
  uint32_t s = 9, n = 9;
  rb->entry_operands(with_else, 0, &s, &n);
  CHECK(n == 0); /* the condition is not forwarded */
  rb->successor_inputs(with_else, MLB_REGION_PARENT, &s, &n);
  CHECK(s == 0 && n == 1);
  CHECK(!rb->is_loop);
  MlbOperation *y = mlb_block_terminator(with_else->regions[0].first);
  CHECK(mlb_term_forwarded_operands(y, MLB_REGION_PARENT, &s, &n) &&
        s == 0 && n == 1);
}

static void test_for(MlbOperation *m) {
  MlbOperation *loop = find(m, "scf.for", 0);
  const int32_t both[] = {0, MLB_REGION_PARENT};
  CHECK(successors_are(loop, MLB_REGION_PARENT, 2, both));
  CHECK(successors_are(loop, 0, 2, both));
  const MlbRegionBranchIface *rb = mlb_op_iface(loop, MLB_IFACE_REGION_BRANCH);
  uint32_t s, n;
  rb->entry_operands(loop, 0, &s, &n);
  CHECK(s == 3 && n == 1); /* the iter_args init, not lb/ub/step */
  rb->successor_inputs(loop, 0, &s, &n);
  CHECK(s == 1 && n == 1); /* the induction variable is skipped */
  rb->successor_inputs(loop, MLB_REGION_PARENT, &s, &n);
  CHECK(s == 0 && n == 1);
  CHECK(rb->is_loop);
}

static void test_while(MlbOperation *m) {
  MlbOperation *w = find(m, "scf.while", 0);
  CHECK(successors_are(w, MLB_REGION_PARENT, 1, (int32_t[]){0}));
  CHECK(successors_are(w, 0, 2, (int32_t[]){1, MLB_REGION_PARENT}));
  CHECK(successors_are(w, 1, 1, (int32_t[]){0}));
  const MlbRegionBranchIface *rb = mlb_op_iface(w, MLB_IFACE_REGION_BRANCH);
  uint32_t s, n;
  rb->entry_operands(w, 0, &s, &n);
  CHECK(s == 0 && n == 1);
  rb->successor_inputs(w, 1, &s, &n);
  CHECK(s == 0 && n == 1);
  CHECK(rb->is_loop);
  MlbOperation *cond = mlb_block_terminator(w->regions[0].first);
  CHECK(mlb_term_forwarded_operands(cond, 1, &s, &n) && s == 1 && n == 1);
  MlbOperation *y = mlb_block_terminator(w->regions[1].first);
  CHECK(mlb_term_forwarded_operands(y, 0, &s, &n) && s == 0 && n == 1);
  /* func.return: return-like by trait, no table. */
  MlbOperation *ret = find(m, "func.return", 0);
  CHECK(mlb_term_forwarded_operands(ret, MLB_REGION_PARENT, &s, &n) &&
        n == ret->num_operands);
  CHECK(!mlb_term_forwarded_operands(find(m, "memref.load", 0), 0, &s, &n));
}

/* ==== Aliasing and calls ==== */
static void test_alias_and_calls(MlbContext *ctx, MlbOperation *m) {
  MlbOperation *alloc = find(m, "memref.alloc", 0);
  MlbOperation *sv = find(m, "memref.subview", 0);
  const MlbViewIface *v = mlb_op_iface(sv, MLB_IFACE_VIEW);
  CHECK(v && mlb_op_operand(sv, v->source_operand) == mlb_op_result(alloc, 0));
  MlbOperation *cs = find(m, "memref.cast", 0);
  v = mlb_op_iface(cs, MLB_IFACE_VIEW);
  CHECK(v && mlb_op_operand(cs, v->source_operand) ==
                 mlb_op_result(find(m, "memref.alloca", 0), 0));
  CHECK(mlb_op_iface(find(m, "bufferization.to_buffer", 0), MLB_IFACE_VIEW));
  CHECK(!mlb_op_iface(find(m, "memref.load", 0), MLB_IFACE_VIEW));
  const MlbSelectIface *sel =
      mlb_op_iface(find(m, "arith.select", 0), MLB_IFACE_SELECT);
  CHECK(sel && sel->first == 1 && sel->count == 2);
  const MlbCopyIface *cp =
      mlb_op_iface(find(m, "memref.copy", 0), MLB_IFACE_COPY);
  CHECK(cp && cp->source_operand == 0 && cp->target_operand == 1);

  MlbOperation *callee = find(m, "func.func", 0), *f = find(m, "func.func", 1);
  CHECK(mlb_call_callee(find(m, "func.call", 0)) == callee);
  CHECK(mlb_call_callee(find(m, "func.call_indirect", 0)) == callee);
  CHECK(mlb_call_callee(alloc) == NULL);
  /* The same through the context's symbol table cache. */
  CHECK(mlb_call_callee_in(ctx, find(m, "func.call", 0)) == callee);
  CHECK(mlb_call_callee_in(ctx, find(m, "func.call_indirect", 0)) == callee);
  CHECK(mlb_call_callee_in(ctx, alloc) == NULL);
  CHECK(!mlb_symbol_is_public(callee) && mlb_symbol_is_public(f));
  const MlbCallableIface *fn = mlb_op_iface(f, MLB_IFACE_CALLABLE);
  CHECK(fn && fn->body_region == 0 &&
        strcmp(fn->type_attr, "function_type") == 0);
  const MlbCallIface *ci =
      mlb_op_iface(find(m, "func.call_indirect", 0), MLB_IFACE_CALL);
  CHECK(ci && ci->callee_operand == 0 && ci->args_from == 1);
}

/* ==== Allocation: free and clone per resource ==== */
static void test_allocation(MlbContext *ctx, MlbOperation *m) {
  MlbOperation *alloc = find(m, "memref.alloc", 0);
  MlbOperation *alloca = find(m, "memref.alloca", 0);
  MlbOperation *g = find(m, "gpu.alloc", 0), *gd = find(m, "gpu.alloc", 1);
  MlbBuilder b = {ctx, NULL, NULL};
  MlbOperation *ret = find(m, "func.return", 0);
  mlb_builder_set_before(&b, ret);

  const MlbAllocationIface *ai = mlb_op_iface(alloc, MLB_IFACE_ALLOCATION);
  MlbOperation *fr = mlb_build_free(&b, ai, mlb_op_result(alloc, 0), NULL);
  CHECK(fr && strcmp(fr->name, "memref.dealloc") == 0 &&
        mlb_op_operand(fr, 0) == mlb_op_result(alloc, 0) &&
        fr->loc == alloc->loc && fr->next == ret);
  MlbValue *cl = mlb_build_clone(&b, ai, mlb_op_result(alloc, 0), NULL);
  CHECK(cl && strcmp(cl->def_op->name, "bufferization.clone") == 0 &&
        cl->type == mlb_op_result(alloc, 0)->type);

  ai = mlb_op_iface(alloca, MLB_IFACE_ALLOCATION);
  CHECK(ai && mlb_build_free(&b, ai, mlb_op_result(alloca, 0), NULL) == NULL);

  ai = mlb_op_iface(g, MLB_IFACE_ALLOCATION);
  fr = mlb_build_free(&b, ai, mlb_op_result(g, 0), NULL);
  CHECK(fr && strcmp(fr->name, "gpu.dealloc") == 0);
  CHECK(ai && ai->resource && strcmp(ai->resource, "gpu") == 0);
  cl = mlb_build_clone(&b, ai, mlb_op_result(gd, 0), NULL);
  CHECK(cl && strcmp(cl->def_op->name, "gpu.alloc") == 0 &&
        cl->def_op->num_operands == 1 && cl->def_op->next &&
        strcmp(cl->def_op->next->name, "gpu.memcpy") == 0);
  /* Everything built is valid IR. */
  CHECK(mlb_verify(ctx, m) == MLB_SUCCESS);
}

/* ==== Buffer-like types, references, attaching ==== */
static bool capture(void *user, const MlbDiagnostic *d) {
  MLB_UNUSED(d);
  ++*(int *)user;
  return true;
}

static void test_types_and_refs(MlbContext *ctx, MlbOperation *m) {
  int64_t shape[] = {4};
  MlbType *mr = mlb_type_memref(ctx, 1, shape, ctx->t_f32, NULL, NULL);
  CHECK(mlb_type_is_buffer_like(ctx, mr));
  CHECK(mlb_type_is_buffer_like(
      ctx, mlb_type_unranked_memref(ctx, ctx->t_f32, NULL)));
  CHECK(!mlb_type_is_buffer_like(
      ctx, mlb_type_tensor(ctx, 1, shape, ctx->t_f32, NULL)));
  MlbType *my = mlb_type_opaque(ctx, "!my.buffer<4>", 13);
  MlbType *plain = mlb_type_opaque(ctx, "!my.buffer", 10);
  MlbType *other = mlb_type_opaque(ctx, "!my.bufferx", 11);
  CHECK(!mlb_type_is_buffer_like(ctx, my));
  mlb_add_buffer_type_name(ctx, "!my.buffer");
  mlb_add_buffer_type_name(ctx, "my.buffer"); /* same name */
  CHECK(mlb_type_is_buffer_like(ctx, my) && mlb_type_is_buffer_like(ctx, plain));
  CHECK(!mlb_type_is_buffer_like(ctx, other));

  MlbOperation *gd = find(m, "gpu.alloc", 1);
  MlbValueVec vals = {0};
  mlb_ref_values(gd, MLB_REF_SEGMENT(1), &vals); /* dynamic sizes */
  CHECK(vals.len == 1 && vals.data[0] == mlb_op_operand(gd, 0));
  vals.len = 0;
  mlb_ref_values(gd, MLB_REF_SEGMENT(0), &vals); /* no async deps */
  mlb_ref_values(gd, MLB_REF_OPERAND(5), &vals); /* out of range */
  mlb_ref_values(gd, MLB_REF_NONE, &vals);
  CHECK(vals.len == 0);
  MlbOperation *copy = find(m, "memref.copy", 0);
  mlb_ref_values(copy, MLB_REF_OPERAND_FROM_END(0), &vals);
  mlb_ref_values(copy, MLB_REF_OPERANDS_FROM(0), &vals);
  mlb_ref_values(gd, MLB_REF_ALL_RESULTS, &vals);
  CHECK(vals.len == 4 && vals.data[0] == mlb_op_operand(copy, 1) &&
        vals.data[1] == mlb_op_operand(copy, 0) &&
        vals.data[3] == mlb_op_result(gd, 0));
  mlb_vec_free(&vals);

  int errors = 0;
  ctx->diag_handler = capture;
  ctx->diag_user = &errors;
  CHECK(mlb_attach_iface(ctx, "nope.op", MLB_IFACE_COPY,
                         &(MlbCopyIface){0, 1}) == MLB_FAILURE &&
        errors == 1);
  static const MlbCopyIface k_copy = {1, 0};
  CHECK(mlb_attach_iface(ctx, "memref.copy", MLB_IFACE_COPY, &k_copy) ==
        MLB_SUCCESS);
  CHECK(mlb_op_iface(copy, MLB_IFACE_COPY) == &k_copy);
  ctx->diag_handler = NULL;
  ctx->diag_user = NULL;
}

/* Interfaces are per context: a context without registrations has none. */
static void test_per_context(void) {
  MlbContext *bare = mlb_context_create();
  mlb_register_all_dialects(bare);
  const MlbOpDesc *d = mlb_lookup_op(bare, "memref.alloc", 12);
  CHECK(d && d->ifaces[MLB_IFACE_EFFECTS] == NULL);
  mlb_context_destroy(bare);
}

int main(void) {
  MlbContext *ctx = new_context();
  MlbOperation *m =
      mlb_parse_source(ctx, "ifaces.mlir", k_source, sizeof k_source - 1, 1);
  CHECK(m && mlb_verify(ctx, m) == MLB_SUCCESS);
  if (m) {
    test_effects(ctx, m);
    test_if(m);
    test_for(m);
    test_while(m);
    test_alias_and_calls(ctx, m);
    test_types_and_refs(ctx, m);
    test_allocation(ctx, m);
  }
  test_per_context();
  mlb_context_destroy(ctx);
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  return failures ? 1 : 0;
}
