// Op semantics of upstream's `test` dialect ops that buffer tests use
// (mlir/test/lib/Dialect/Test/TestOps.td, LLVM 22), for
// `mlbuf-opt --op-semantics=test/semantics/test_dialect.semantics.mlir`.
// The format is described in docs/op-semantics.md. Each entry states what
// the upstream op declares (effects, traits, region branching); where an
// entry goes beyond upstream, its comment says so.

// ---- Buffer ops ----

// BufferBasedOp: reads `input` (operand 0), writes `output` (operand 1).
"mlbuf.op"() {name = "test.buffer_based",
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "operand1"}]} : () -> ()

// RegionBufferBasedOp: the same two effects; one region ended by an
// implicit test.region_yield. Its effects are its own only (no
// RecursiveMemoryEffects, no region branching).
"mlbuf.op"() {name = "test.region_buffer_based",
  traits = ["single_block"],
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "operand1"}]} : () -> ()

// CopyOp: reads `source`, writes `target`. Upstream 22 attaches no
// CopyOpInterface to it, but upstream's tests use it as a copy; the
// `copy` entry says so: the whole source is read before the target is
// written. buffer-deallocation's separation check relies on that order:
// without it, two arguments that may be one buffer made it refuse MLIR
// 16's own tests (condBranch and eight more).
"mlbuf.op"() {name = "test.copy", copy = {source = 0, target = 1},
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "operand1"}]} : () -> ()

// ReadBufferOp: reads its buffer and writes (dumps it to) the default
// resource, as its C++ getEffects declares upstream.
"mlbuf.op"() {name = "test.read_buffer",
  effects = [{kind = "read", on = "operand0"}, {kind = "write"}]}
  : () -> ()

// ForwardBufferOp: Pure and deliberately without any aliasing interface:
// mlbuf, like upstream, must assume its result may alias its operand.
"mlbuf.op"() {name = "test.forward_buffer", traits = ["pure"]} : () -> ()

// TestAllocWithMultipleResults: allocates its second result (a memref).
"mlbuf.op"() {name = "test.alloc_with_multiple_results",
  effects = [{kind = "allocate", on = "result1"}]} : () -> ()

// test.memref_user is not an op of upstream's test dialect (which accepts
// unknown ops): there its effects are unknown. Buffer tests use it as "a
// reader that keeps the buffer alive", and mlbuf describes it so. Remove
// this entry to get upstream's conservative treatment.
"mlbuf.op"() {name = "test.memref_user",
  effects = [{kind = "read", on = "all_operands"}]} : () -> ()

// ---- Regions ----

// RegionYieldOp: Pure, ReturnLike, Terminator.
"mlbuf.op"() {name = "test.region_yield",
  traits = ["pure", "return_like", "terminator"]} : () -> ()

// RegionIfOp: then/else are entered with all the op's operands, both go to
// the join region, which returns to the parent. RecursiveMemoryEffects;
// regions end with an implicit test.region_if_yield.
"mlbuf.op"() {name = "test.region_if",
  traits = ["recursive_effects", "single_block"],
  region_branch = {edges = [["parent", 0], ["parent", 1], [0, 2], [1, 2],
                            [2, "parent"]],
                   entry_operands = "all"}} : () -> ()

// RegionIfYieldOp: NoMemoryEffect, ReturnLike, Terminator.
"mlbuf.op"() {name = "test.region_if_yield",
  traits = ["pure", "return_like", "terminator"]} : () -> ()

// LoopBlockOp: the body is entered with `init`; its terminator
// (test.loop_block_term) sends `nextIterArg` back to the body and
// `exitArg` out to the op's result. RecursiveMemoryEffects.
"mlbuf.op"() {name = "test.loop_block",
  traits = ["recursive_effects"],
  region_branch = {edges = [["parent", 0], [0, 0], [0, "parent"]],
                   entry_operands = "all"}} : () -> ()
"mlbuf.op"() {name = "test.loop_block_term",
  traits = ["pure", "terminator"],
  region_terminator = {to_region = {from = 0, count = 1},
                       to_parent = {from = 1, count = 1}}} : () -> ()

// OneRegionWithRecursiveMemoryEffectsOp: effects are those of its body;
// no region branching.
"mlbuf.op"() {name = "test.one_region_with_recursive_memory_effects",
  traits = ["recursive_effects"]} : () -> ()

// Used by ownership-based deallocation tests of upstream trees newer than
// LLVM 22 (mlir-opt 22 does not know it): an isolated one-region op whose
// effects are those of its body.
"mlbuf.op"() {name = "test.isolated_one_region_with_recursive_memory_effects",
  traits = ["isolated_from_above", "recursive_effects"]} : () -> ()

// AllocaScopeRegionOp: an automatic allocation scope.
"mlbuf.op"() {name = "test.alloca_scope_region",
  traits = ["automatic_allocation_scope"]} : () -> ()

// TestCSEOfSingleBlockOp: Pure (its region is not looked into).
"mlbuf.op"() {name = "test.cse_of_single_block_op",
  traits = ["pure", "single_block"]} : () -> ()

// ---- Control flow ----

// TestReturnOp: Pure, ReturnLike, Terminator.
"mlbuf.op"() {name = "test.return",
  traits = ["pure", "return_like", "terminator"]} : () -> ()

// TestBranchOp: a terminator passing all its operands to its successor.
"mlbuf.op"() {name = "test.br", traits = ["terminator"],
  successor_operands = "all"} : () -> ()

// ---- Effects on other resources ----
// Upstream's TestResource is named "<Test>"; the same name here makes
// mlbuf print what upstream's -test-side-effects prints.

// TestEffectsOpA: reads its memref operands (and two symbols, which mlbuf
// does not model) and allocates its result in TestResource.
"mlbuf.op"() {name = "test.op_with_effects_a",
  effects = [{kind = "read", on = "all_operands"},
             {kind = "allocate", on = "result0", resource = "<Test>"}]}
  : () -> ()
// TestEffectsOpB: writes TestResource.
"mlbuf.op"() {name = "test.op_with_effects_b",
  effects = [{kind = "write", resource = "<Test>"}]} : () -> ()
"mlbuf.op"() {name = "test.op_with_memread",
  effects = [{kind = "read"}]} : () -> ()
"mlbuf.op"() {name = "test.op_with_memwrite",
  effects = [{kind = "write"}]} : () -> ()
// TestEffectsResult: allocates and writes its result.
"mlbuf.op"() {name = "test.test_effects_result",
  effects = [{kind = "allocate", on = "result0"},
             {kind = "write", on = "result0"}]} : () -> ()

// ---- Symbols ----

// SymbolOp: NoMemoryEffect, Symbol.
"mlbuf.op"() {name = "test.symbol", traits = ["pure", "symbol"]} : () -> ()
