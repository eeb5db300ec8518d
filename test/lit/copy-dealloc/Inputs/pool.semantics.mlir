// A dialect mlbuf knows nothing about, described for the deallocation
// tests: buffers of type !pool.buf allocated by pool.alloc in a resource of
// their own, freed by pool.free, cloned by pool.clone; views; a
// conditional region op; an unconditional branch.
"mlbuf.buffer_type"() {name = "!pool.buf"} : () -> ()
"mlbuf.op"() {name = "pool.alloc", num_operands = 0, num_results = 1,
  effects = [{kind = "allocate", on = "result0", resource = "pool"}],
  allocation = {resource = "pool", free = "pool.free", clone = "pool.clone"}}
  : () -> ()
"mlbuf.op"() {name = "pool.free", num_operands = 1, num_results = 0,
  effects = [{kind = "free", on = "operand0", resource = "pool"}]} : () -> ()
"mlbuf.op"() {name = "pool.clone", num_operands = 1, num_results = 1,
  effects = [{kind = "read", on = "operand0", resource = "pool"},
             {kind = "allocate", on = "result0", resource = "pool"},
             {kind = "write", on = "result0", resource = "pool"}],
  allocation = {resource = "pool", free = "pool.free", clone = "pool.clone"}}
  : () -> ()
"mlbuf.op"() {name = "pool.fill", num_results = 0,
  effects = [{kind = "write", on = "all_operands", resource = "pool"}]}
  : () -> ()
"mlbuf.op"() {name = "pool.view", traits = ["pure"], view = {source = 0}}
  : () -> ()
"mlbuf.op"() {name = "pool.if", num_operands = 1, num_regions = 2,
  traits = ["recursive_effects", "single_block"],
  region_branch = {kind = "if"}} : () -> ()
"mlbuf.op"() {name = "pool.yield", traits = ["pure", "terminator", "return_like"]}
  : () -> ()
"mlbuf.op"() {name = "pool.br", num_successors = 1,
  traits = ["pure", "terminator"], successor_operands = "all"} : () -> ()
