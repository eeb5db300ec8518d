// scf.forall on buffers has no shared outs: a new forall without them
// takes the body, the shared out is its buffer (in place here), and each
// tensor.parallel_insert_slice becomes a copy into a subview of it, placed
// before the in_parallel terminator (then empty, and not printed), as
// upstream does.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
//  CHECK-NEXT:   scf.forall (%[[I:.*]]) in (4) {
//       CHECK:     %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1xi64>
//       CHECK:     %[[V:.*]] = memref.subview %[[OUT]][%[[I]]] [1] [1] : memref<4xi64> to memref<1xi64, strided<[1], offset: ?>>
//       CHECK:     memref.copy %[[T]], %[[V]]
//  CHECK-NEXT:   }
//   CHECK-NOT:   tensor.
// VALUE: {{^}}6{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xi64>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<4xi64>) {
    %v = arith.index_cast %i : index to i64
    %t = tensor.from_elements %v : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xi64> into tensor<4xi64>
    }
  }
  %a = tensor.extract %r[%c0] : tensor<4xi64>
  %b = tensor.extract %r[%c3] : tensor<4xi64>
  %c = arith.addi %a, %b : i64
  %d = arith.addi %c, %b : i64
  return %d : i64
}
