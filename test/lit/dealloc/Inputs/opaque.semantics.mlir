// A region op whose effects are those of its region but which says
// nothing about how control flows through it (no region_branch).
"mlbuf.op"() {name = "ex.region", num_regions = 1,
  traits = ["recursive_effects", "single_block"]} : () -> ()
"mlbuf.op"() {name = "ex.yield", traits = ["pure", "terminator", "return_like"]}
  : () -> ()
// A region without terminator.
"mlbuf.op"() {name = "ex.scope", num_regions = 1, num_results = 0,
  traits = ["recursive_effects", "single_block", "no_terminator"]} : () -> ()
