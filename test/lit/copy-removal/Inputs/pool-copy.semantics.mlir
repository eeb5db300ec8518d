// A dialect mlbuf knows nothing about, for the copy-removal tests:
// !pool.buf buffers allocated by pool.alloc in a resource of their own,
// freed by pool.free, copied by pool.copy (a copy interface, not a name),
// written by pool.fill, read by pool.read; pool.scratch allocates the same
// type in another resource.
"mlbuf.buffer_type"() {name = "!pool.buf"} : () -> ()
"mlbuf.op"() {name = "pool.alloc", num_operands = 0, num_results = 1,
  effects = [{kind = "allocate", on = "result0", resource = "pool"}],
  allocation = {resource = "pool", free = "pool.free"}} : () -> ()
"mlbuf.op"() {name = "pool.scratch", num_operands = 0, num_results = 1,
  effects = [{kind = "allocate", on = "result0", resource = "scratch"}],
  allocation = {resource = "scratch", free = "pool.free"}} : () -> ()
"mlbuf.op"() {name = "pool.free", num_operands = 1, num_results = 0,
  effects = [{kind = "free", on = "operand0", resource = "pool"}]} : () -> ()
"mlbuf.op"() {name = "pool.copy", num_operands = 2, num_results = 0,
  copy = {source = 0, target = 1},
  effects = [{kind = "read", on = "operand0", resource = "pool"},
             {kind = "write", on = "operand1", resource = "pool"}]}
  : () -> ()
"mlbuf.op"() {name = "pool.fill", num_results = 0,
  effects = [{kind = "write", on = "all_operands", resource = "pool"}]}
  : () -> ()
"mlbuf.op"() {name = "pool.read", num_operands = 1, num_results = 1,
  effects = [{kind = "read", on = "operand0", resource = "pool"}]}
  : () -> ()
