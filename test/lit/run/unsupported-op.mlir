// Ops without an interpreter handler, and calls to declarations that are
// not runner utilities, are errors at lowering time (before anything
// runs), at the op's location.
// RUN: split-file --leading-lines %s %t
// RUN: not mlbuf-run %t/gpu.mlir 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not mlbuf-run --allow-unregistered-dialect %t/unregistered.mlir 2>&1 | FileCheck %s --check-prefix=UNREG
// RUN: not mlbuf-run %t/external.mlir 2>&1 | FileCheck %s --check-prefix=EXTERN

//--- gpu.mlir
func.func private @printI64(i64)
func.func @main() {
  %i = arith.constant 5 : i64
  call @printI64(%i) : (i64) -> ()
  // GPU: gpu.mlir:[[@LINE+1]]:8: error: 'gpu.wait' op has no interpreter handler (mlbuf-run cannot execute it)
  %t = gpu.wait async
  return
}
// Nothing ran: the call before the op printed nothing.
// GPU-NOT: {{^}}5

//--- unregistered.mlir
func.func @main() {
  // UNREG: unregistered.mlir:[[@LINE+1]]:3: error: 'foo.bar' op has no interpreter handler
  "foo.bar"() : () -> ()
  return
}

//--- external.mlir
func.func private @mystery(i32) -> i32
func.func @main() {
  %c = arith.constant 1 : i32
  // EXTERN: external.mlir:[[@LINE+1]]:8: error: 'func.call' op calls @mystery, a declaration that is not a runner utility known to mlbuf-run
  %r = call @mystery(%c) : (i32) -> i32
  return
}
