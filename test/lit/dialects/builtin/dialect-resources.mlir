// Builtin dialect resources: the blobs that dense_resource attributes of the
// output still reference are printed back after the module, in the order
// they are first met; the others are dropped (as mlir-opt does).
// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s --check-prefix=DEAD
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s

// CHECK:      arith.constant dense_resource<second> : tensor<1xi32>
// CHECK:      arith.constant dense_resource<first> : tensor<2xi32>
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       second: "0x0400000001000000",
// CHECK-NEXT:       first: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT:  unused

// The constant of `second` is dead: canonicalize erases it and its blob
// is no longer printed.
// DEAD:       dialect_resources
// DEAD-NOT:   second
// DEAD:       first: "0x040000000100000002000000"
// DEAD-NOT:   second
func.func @f() -> tensor<2xi32> {
  %1 = arith.constant dense_resource<second> : tensor<1xi32>
  %0 = arith.constant dense_resource<first> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      first: "0x040000000100000002000000",
      "second": "0x0400000001000000",
      unused: "0x0400000007000000"
    }
  }
#-}
