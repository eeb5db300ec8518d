// !pool.buf buffers (as ../../dealloc/Inputs/pool.semantics.mlir) and
// pool.scope_alloc: an op that allocates its result and holds a region,
// for the pass's post-order list of allocations.
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
"mlbuf.op"() {name = "pool.yield", traits = ["pure", "terminator", "return_like"]}
  : () -> ()
"mlbuf.op"() {name = "pool.scope_alloc", num_operands = 0, num_results = 1,
  num_regions = 1, traits = ["single_block"],
  effects = [{kind = "allocate", on = "result0", resource = "pool"}],
  allocation = {resource = "pool", free = "pool.free", clone = "pool.clone"},
  region_branch = {kind = "sequence"}} : () -> ()
