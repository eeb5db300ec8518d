// Errors in op-semantics files: each is located at the "mlbuf.op" it is
// about, every error of a file is reported, and mlbuf-opt fails without
// processing its input.
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: not mlbuf-opt %t/input.mlir --op-semantics=%t/bad.semantics.mlir 2>&1 | FileCheck %s
// RUN: not mlbuf-opt %t/input.mlir --op-semantics=%t/twice.semantics.mlir 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not mlbuf-opt %t/input.mlir --op-semantics=%t/syntax.semantics.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not mlbuf-opt %t/input.mlir --op-semantics=%t/none.semantics.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// With --split-input-file the file is reported once, not once per chunk.
// RUN: not mlbuf-opt %t/input.mlir --split-input-file --op-semantics=%t/syntax.semantics.mlir 2>&1 | FileCheck %s --check-prefix=ONCE

// MISSING: cannot open op-semantics file '{{.*}}none.semantics.mlir': No such file or directory
// ONCE-COUNT-1: error:
// ONCE-NOT: error:

//--- input.mlir
func.func @f() {
  return
}
// -----
func.func @g() {
  return
}

//--- bad.semantics.mlir
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.a': unknown key 'efects' (expected name, traits, num_operands,
"mlbuf.op"() {name = "my.a", efects = []} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.b': unknown effect kind 'reed' (expected allocate, free, read or write)
"mlbuf.op"() {name = "my.b", effects = [{kind = "reed", on = "operand0"}]} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.c': unknown effect target 'operand' (expected operand<N>, result<N>,
"mlbuf.op"() {name = "my.c", effects = [{kind = "read", on = "operand"}]} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.d': operand 2 out of range: the op has 2 operands
"mlbuf.op"() {name = "my.d", num_operands = 2, copy = {source = 0, target = 2}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.e': free op 'my.fre' is neither registered nor described
"mlbuf.op"() {name = "my.e", allocation = {free = "my.fre"}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.f': unknown trait 'Terminatr' (expected one of terminator, return_like, pure,
"mlbuf.op"() {name = "my.f", traits = ["Terminatr"]} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'memref.alloc': operand/result counts and properties can only be given for ops mlbuf does not register
"mlbuf.op"() {name = "memref.alloc", num_operands = 3} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.g': 'region_branch' needs a 'kind' or 'edges'
"mlbuf.op"() {name = "my.g", region_branch = {entry_operands = "all"}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.h': an edge end must be "parent" or a region index
"mlbuf.op"() {name = "my.h", region_branch = {edges = [["parent", 0], [0, "up"]]}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.i': region 1 out of range: the op has 1 region
"mlbuf.op"() {name = "my.i", num_regions = 1, region_branch = {edges = [["parent", 1]]}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics: missing 'name' (the described op, e.g. name = "my.alloc")
"mlbuf.op"() {effects = []} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'alloc': expected an op name of the form dialect.op
"mlbuf.op"() {name = "alloc"} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics: expected "mlbuf.op" or "mlbuf.buffer_type", found 'mlbuf.opp'
"mlbuf.opp"() {name = "my.j"} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: buffer type 'my.buffer' is not a dialect type name (!dialect.type)
"mlbuf.buffer_type"() {name = "my.buffer"} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.k': a pure op has no memory effects, but 1 are listed
"mlbuf.op"() {name = "my.k", traits = ["pure"], effects = [{kind = "read"}]} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.l': 'call' needs either a 'callee' attribute name or a 'callee_operand'
"mlbuf.op"() {name = "my.l", call = {callee = "callee", callee_operand = 0}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.m': successor_operands on an op without successors
"mlbuf.op"() {name = "my.m", num_successors = 0, successor_operands = "all"} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.n': 'traits' must be an array
"mlbuf.op"() {name = "my.n", traits = "pure"} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.o': 'num_operands' must be an integer
"mlbuf.op"() {name = "my.o", num_operands = true} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.p': unknown key 'size' in 'copy' (expected source, target)
"mlbuf.op"() {name = "my.p", copy = {source = 0, size = 1}} : () -> ()
// CHECK-DAG: bad.semantics.mlir:[[# @LINE + 1]]:1: error: op semantics of 'my.q': unknown region-branch kind 'while' (expected if, loop or sequence, or give 'edges')
"mlbuf.op"() {name = "my.q", region_branch = {kind = "while"}} : () -> ()

//--- twice.semantics.mlir
// TWICE: twice.semantics.mlir:[[# @LINE + 3]]:1: error: op semantics of 'my.a': described twice
// TWICE: twice.semantics.mlir:[[# @LINE + 1]]:1: note: first described here
"mlbuf.op"() {name = "my.a", traits = ["pure"]} : () -> ()
"mlbuf.op"() {name = "my.a", traits = ["terminator"]} : () -> ()

//--- syntax.semantics.mlir
// SYNTAX: syntax.semantics.mlir:[[# @LINE + 1]]:36: error: expected '}' in attribute dictionary
"mlbuf.op"() {name = "my.a", traits [] } : () -> ()
