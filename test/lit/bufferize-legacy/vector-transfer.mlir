// vector-bufferize (MLIR 16's partial pass for the vector dialect): a
// transfer_read of a tensor reads its buffer, a transfer_write into a
// tensor writes a new buffer holding a copy of it (no analysis), so the
// tensor written into is unchanged.
// RUN: mlbuf-opt %s --func-bufferize --vector-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --func-bufferize --arith-bufferize --tensor-bufferize --vector-bufferize --finalizing-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @put(
//  CHECK-SAME:     %[[T:.*]]: memref<4xi64>, %[[V:.*]]: vector<2xi64>)
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
//       CHECK:   memref.copy %[[T]], %[[A]]
//       CHECK:   vector.transfer_write %[[V]], %[[A]]
//       CHECK:   %[[R:.*]] = vector.transfer_read %[[A]]
//       CHECK:   %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
//       CHECK:   memref.copy %[[T]], %[[B]]
//       CHECK:   vector.transfer_write %[[R]], %[[B]]
func.func @put(%t: tensor<4xi64>, %v: vector<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %w = vector.transfer_write %v, %t[%c1] : vector<2xi64>, tensor<4xi64>
  %r = vector.transfer_read %w[%c2], %z : tensor<4xi64>, vector<2xi64>
  %u = vector.transfer_write %r, %t[%c0] : vector<2xi64>, tensor<4xi64>
  %x = tensor.extract %u[%c0] : tensor<4xi64>
  %y = tensor.extract %t[%c1] : tensor<4xi64>
  %q = tensor.extract %w[%c1] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  %s2 = arith.addi %s, %q : i64
  return %s2 : i64
}

// w = [1, 100, 200, 4], u = [200, 4, 3, 4], t unchanged: 200 + 2 + 100
// VALUE: {{^}}302{{$}}
func.func @main() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %src = arith.constant dense<[100, 200]> : tensor<2xi64>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %v = vector.transfer_read %src[%c0], %z : tensor<2xi64>, vector<2xi64>
  %r = call @put(%t, %v) : (tensor<4xi64>, vector<2xi64>) -> i64
  return %r : i64
}
