// With private-function-dynamic-ownership, a private function gets one i1
// result per buffer result and its direct calls with it. A function also
// named by func.constant (called indirectly) keeps its type: the reference
// would no longer match (invalid IR), so it follows the ABI of public
// functions instead.
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func private @named() -> memref<2xi64>
// CHECK-LABEL: func.func private @direct() -> (memref<2xi64>, i1)
// OUT: 10
func.func private @named() -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %c3, %a[%c0] : memref<2xi64>
  return %a : memref<2xi64>
}
func.func private @direct() -> memref<2xi64> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %c4, %a[%c0] : memref<2xi64>
  return %a : memref<2xi64>
}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %f = func.constant @named : () -> memref<2xi64>
  %a = func.call_indirect %f() : () -> memref<2xi64>
  %b = func.call @named() : () -> memref<2xi64>
  %c = func.call @direct() : () -> memref<2xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  %y = memref.load %b[%c0] : memref<2xi64>
  %z = memref.load %c[%c0] : memref<2xi64>
  %s = arith.addi %x, %y : i64
  %t = arith.addi %s, %z : i64
  return %t : i64
}
