// affine.for has upstream's region-branch model: the initial values (its
// last operand segment) enter the iteration arguments, affine.yield feeds
// them back and the results, and a constant trip count prunes the edges
// that cannot run, as upstream's AffineForOp::getSuccessorRegions does.
// The ownership pass threads an indicator through it as through scf.for,
// growing the operand segment of the initial values (upstream's pass
// fails here: "operand count (2) does not match with the total size (1)
// specified in attribute 'operandSegmentSizes'"). Without the model the
// buffers carried out of the loop leaked (remark: ownership cannot pass
// through this op), the copy-based pass refused the loop, and
// buffer-loop-hoisting and promote-buffers-to-stack kept buffers that
// upstream moves.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-loop-hoisting -mlir-print-op-generic > %t.hoist.mlbuf
// RUN: %mlir_opt %s --buffer-loop-hoisting -mlir-print-op-generic > %t.hoist.upstream
// RUN: diff %t.hoist.upstream %t.hoist.mlbuf
// RUN: mlbuf-opt %s --promote-buffers-to-stack -mlir-print-op-generic > %t.promote.mlbuf
// RUN: %mlir_opt %s --promote-buffers-to-stack -mlir-print-op-generic > %t.promote.upstream
// RUN: diff %t.promote.upstream %t.promote.mlbuf

// VALUE: 2901

// CHECK-LABEL: func.func private @f
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[R:.*]]:3 = affine.for %{{.*}} = 1 to #{{.*}}()[%{{.*}}] iter_args(%[[M:.*]] = %{{.*}}, %{{.*}} = %{{.*}}, %[[OWN:.*]] = %[[F]]) -> (memref<4xi64>, i64, i1) {
//       CHECK:     %[[IN:.*]]:2 = affine.for %{{.*}} = 0 to 2 iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (memref<4xi64>, i1) {
//       CHECK:     affine.yield %[[IN]]#0, %{{.*}}, %{{.*}} : memref<4xi64>, i64, i1
#ub = affine_map<()[s0] -> (s0 + 1)>
func.func private @f(%n: index, %a: memref<4xi64>) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %r:2 = affine.for %i = 1 to #ub()[%n] iter_args(%m = %a, %s = %z) -> (memref<4xi64>, i64) {
    %v = memref.load %m[%c0] : memref<4xi64>
    %t = arith.addi %s, %v : i64
    %nm = memref.alloc() : memref<4xi64>
    %v2 = arith.addi %v, %t : i64
    memref.store %v2, %nm[%c0] : memref<4xi64>
    %inner = affine.for %j = 0 to 2 iter_args(%q = %nm) -> (memref<4xi64>) {
      %w = memref.load %q[%c0] : memref<4xi64>
      %b = memref.alloc() : memref<4xi64>
      %one = arith.constant 1 : i64
      %w2 = arith.addi %w, %one : i64
      memref.store %w2, %b[%c0] : memref<4xi64>
      affine.yield %b : memref<4xi64>
    }
    affine.yield %inner, %t : memref<4xi64>, i64
  }
  return %r#0 : memref<4xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<4xi64>
  %i1 = arith.constant 1 : i64
  memref.store %i1, %a[%c0] : memref<4xi64>
  %x = call @f(%c3, %a) : (index, memref<4xi64>) -> memref<4xi64>
  %y = call @f(%c0, %a) : (index, memref<4xi64>) -> memref<4xi64>
  %p = memref.load %x[%c0] : memref<4xi64>
  %q = memref.load %y[%c0] : memref<4xi64>
  %c100 = arith.constant 100 : i64
  %m = arith.muli %p, %c100 : i64
  %s = arith.addi %m, %q : i64
  return %s : i64
}
