// Op semantics of a small dialect `my` that mlbuf knows nothing about:
// buffers of type !my.buffer, allocation and freeing, copies, views,
// if/for/execute_region-like region ops, branches and calls. Used by the
// tests in test/lit/semantics; my_dialect.mlir and memref_equivalent.mlir
// are the same program written with `my` and with memref/scf ops.

"mlbuf.buffer_type"() {name = "!my.buffer"} : () -> ()

// Heap allocation, freed by my.free, cloned by my.clone.
"mlbuf.op"() {name = "my.alloc", num_results = 1,
  effects = [{kind = "allocate", on = "result0"}],
  allocation = {free = "my.free", clone = "my.clone"}} : () -> ()
// Stack allocation: nothing to free.
"mlbuf.op"() {name = "my.alloca", num_operands = 0, num_results = 1,
  effects = [{kind = "allocate", on = "result0", resource = "automatic"}],
  allocation = {resource = "automatic"}} : () -> ()
"mlbuf.op"() {name = "my.free", num_operands = 1, num_results = 0,
  effects = [{kind = "free", on = "operand0"}]} : () -> ()
// A new buffer holding a copy (effects in bufferization.clone's order).
"mlbuf.op"() {name = "my.clone", num_operands = 1, num_results = 1,
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "result0"},
             {kind = "allocate", on = "result0"}],
  allocation = {free = "my.free", clone = "my.clone"}} : () -> ()
"mlbuf.op"() {name = "my.copy", num_operands = 2, num_results = 0,
  copy = {source = 0, target = 1},
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "operand1"}]} : () -> ()
"mlbuf.op"() {name = "my.load", effects = [{kind = "read", on = "operand0"}]}
  : () -> ()
"mlbuf.op"() {name = "my.store",
  effects = [{kind = "write", on = "operand1"}]} : () -> ()
// Aliasing without effects.
"mlbuf.op"() {name = "my.view", traits = ["pure"], view = {source = 0}}
  : () -> ()
"mlbuf.op"() {name = "my.select", traits = ["Pure"],
  select = {first = 1, count = 2}} : () -> ()

// Region ops, in the three shapes of the vocabulary.
"mlbuf.op"() {name = "my.if", num_operands = 1, num_regions = 2,
  traits = ["recursive_effects", "single_block"],
  region_branch = {kind = "if"}} : () -> ()
"mlbuf.op"() {name = "my.for", num_regions = 1,
  traits = ["RecursiveMemoryEffects", "single_block"],
  region_branch = {kind = "loop", entry_operands = {from = 3},
                   inputs_from = 1}} : () -> ()
"mlbuf.op"() {name = "my.execute", num_regions = 1,
  traits = ["recursive_effects"],
  region_branch = {kind = "sequence"}} : () -> ()
"mlbuf.op"() {name = "my.yield",
  traits = ["pure", "terminator", "return_like"]} : () -> ()

// Control flow and calls.
"mlbuf.op"() {name = "my.br", num_successors = 1, traits = ["terminator"],
  successor_operands = "all"} : () -> ()
"mlbuf.op"() {name = "my.cond_br", num_successors = 2,
  traits = ["terminator", "attr_sized_operands"],
  properties = ["operandSegmentSizes"],
  successor_operands = "segments"} : () -> ()
"mlbuf.op"() {name = "my.call", properties = ["callee"],
  call = {callee = "callee"}} : () -> ()
