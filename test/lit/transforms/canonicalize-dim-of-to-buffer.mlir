// memref.dim of a bufferization.to_buffer asks the tensor instead
// (tensor.dim; upstream's DimOfCastOp, registered with to_buffer's
// patterns), and tensor.dim folds: a static dim to its size, a dynamic dim
// of tensor.empty to the size operand it was made with. The to_buffer and
// the empty tensor then die. A dim of another tensor stays a tensor.dim;
// a dim whose index is not a constant does not fold. Expectations from
// upstream mlir-opt 22 (the same output, generic form).
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize --mlir-print-op-generic > %t.mlbuf
// RUN: mlir-opt %s --canonicalize --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlbuf %t.upstream
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run - -e main | FileCheck %s --check-prefix=OUT
// RUN: mlbuf-run %s -e main | FileCheck %s --check-prefix=OUT
// OUT: 15

// CHECK-LABEL: func.func @dim_of_empty
//  CHECK-SAME:   (%[[N:.*]]: index, %[[K:.*]]: index)
//   CHECK-NOT:   tensor.empty
//   CHECK-NOT:   to_buffer
//       CHECK:   %[[S:.*]] = arith.addi %[[N]], %[[K]]
//       CHECK:   arith.addi %[[S]], %{{.*}}
func.func @dim_of_empty(%n: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%n, %k) : tensor<?x3x?xf32>
  %m = bufferization.to_buffer %e : tensor<?x3x?xf32> to memref<?x3x?xf32>
  %d0 = memref.dim %m, %c0 : memref<?x3x?xf32>
  %d2 = memref.dim %m, %c2 : memref<?x3x?xf32>
  %t = tensor.dim %e, %c1 : tensor<?x3x?xf32>
  %s = arith.addi %d0, %d2 : index
  %r = arith.addi %s, %t : index
  return %r : index
}

// CHECK-LABEL: func.func @dim_of_arg
//       CHECK:   %[[D:.*]] = tensor.dim %arg0, %arg1
//       CHECK:   return %[[D]]
func.func @dim_of_arg(%t: tensor<?x?xf32>, %i: index) -> index {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %d = memref.dim %m, %i : memref<?x?xf32>
  return %d : index
}

func.func @main() -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = func.call @dim_of_empty(%c4, %c8) : (index, index) -> index
  return %r : index
}
