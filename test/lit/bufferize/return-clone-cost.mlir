// The read-only-argument choice (one_shot_choose.c) weighs the clones the
// deallocation pipeline makes at a function's return: a returned value
// that surely holds an argument's buffer is cloned there, an allocation
// and a copy per call. @put inserts into %a; kept in place, it returns %a
// and a select of %a and %b, both cloned, and the caller, passing one
// tensor as both operands and reading it after, copies one of them (4
// allocations, 96 bytes). With %a read-only the insert gets a buffer of
// its own: 2 allocations, 32 bytes (random program 7143259). Upstream's
// decisions (choice-runs=0) are the first.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries choice-runs=0" --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,UPSTREAM

// CHECK-LABEL: func.func private @put(
//  CHECK-SAME:     %[[A:[^:]*]]: memref<4xi64, strided<[?], offset: ?>>
//       CHECK:   %[[OWN:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[A]], %[[OWN]]
//       CHECK:   memref.store %{{.*}}, %[[OWN]]
// CHECK-LABEL: func.func @main
//   CHECK-NOT:   memref.copy
//       CHECK:   call @put
// VALUE: 86
// STATS: allocations: 2
// STATS: bytes copied: 32
// STATS: memory errors: 0
// UPSTREAM: allocations: 4
// UPSTREAM: bytes copied: 96
// UPSTREAM: memory errors: 0
func.func private @put(%a: tensor<4xi64>, %b: tensor<4xi64>, %x: i64) -> (tensor<4xi64>, tensor<4xi64>) {
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k0 = arith.constant 0 : i64
  %t = tensor.insert %x into %a[%c1] : tensor<4xi64>
  %odd = arith.andi %x, %k1 : i64
  %even = arith.cmpi eq, %odd, %k0 : i64
  %s = arith.select %even, %t, %b : tensor<4xi64>
  return %s, %t : tensor<4xi64>, tensor<4xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k6 = arith.constant 6 : i64
  %k40 = arith.constant 40 : i64
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%k6 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = func.call @put(%f, %f, %k40) : (tensor<4xi64>, tensor<4xi64>, i64) -> (tensor<4xi64>, tensor<4xi64>)
  %a = tensor.extract %r#0[%c1] : tensor<4xi64>
  %b = tensor.extract %r#1[%c1] : tensor<4xi64>
  %c = tensor.extract %f[%c1] : tensor<4xi64>
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  return %abc : i64
}
