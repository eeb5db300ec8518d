// A view op of a user dialect that moves the base pointer by a byte count,
// as memref.view does (used by view-shift.mlir).
"mlbuf.op"() {name = "sv.view", num_operands = 2, num_results = 1,
  traits = ["pure"], view = {source = 0, shift = 1}} : () -> ()
