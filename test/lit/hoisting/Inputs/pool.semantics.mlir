// Op semantics of a small `pool` dialect for the hoisting and promotion
// tests: what each allocation op allows is stated in its `allocation`
// (hoist, promoted); pool.par is a loop whose iterations run in parallel.

// Heap allocation that both hoisting passes may move and that has a stack
// counterpart (pool.stack).
"mlbuf.op"() {name = "pool.alloc", num_results = 1,
  effects = [{kind = "allocate", on = "result0"}],
  allocation = {free = "pool.free", promoted = "pool.stack",
                hoist = ["block", "loop"]}} : () -> ()
// Its stack counterpart: may leave loops.
"mlbuf.op"() {name = "pool.stack", num_results = 1,
  effects = [{kind = "allocate", on = "result0", resource = "automatic"}],
  allocation = {resource = "automatic", hoist = ["loop"]}} : () -> ()
// A heap allocation that allows neither moving nor promotion.
"mlbuf.op"() {name = "pool.fixed", num_results = 1,
  effects = [{kind = "allocate", on = "result0"}],
  allocation = {free = "pool.free"}} : () -> ()
"mlbuf.op"() {name = "pool.free", num_operands = 1, num_results = 0,
  effects = [{kind = "free", on = "operand0"}]} : () -> ()
"mlbuf.op"() {name = "pool.use", num_operands = 1, num_results = 0,
  effects = [{kind = "read", on = "operand0"},
             {kind = "write", on = "operand0"}]} : () -> ()
// A loop whose iterations may run in parallel (scf.forall-like).
"mlbuf.op"() {name = "pool.par", num_operands = 0, num_regions = 1,
  traits = ["recursive_effects", "single_block", "loop_like",
            "parallel_region"],
  region_branch = {kind = "loop"}} : () -> ()
"mlbuf.op"() {name = "pool.end",
  traits = ["pure", "terminator", "return_like"]} : () -> ()
