// Reusing the target: a temporary written and then copied into a buffer
// that nothing touches meanwhile is replaced by that buffer; the
// temporary's allocation, the copy and its free go.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: mlbuf-run --check --stats %s -e main 2>&1 | FileCheck %s --check-prefix=ORIG
// RUN: mlbuf-opt %s --copy-removal --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STAT

// The target is used before the temporary exists (so it cannot be
// replaced by the temporary): the temporary is replaced by the target.
// STAT: (S) 0 num-source-reused
// STAT: (S) 1 num-target-reused

// CHECK-LABEL: func.func @main
//       CHECK:   %[[OUT:.*]] = memref.alloc() : memref<3xi64>
//       CHECK:   memref.store %{{.*}}, %[[OUT]][%{{.*}}] : memref<3xi64>
//       CHECK:   memref.load %[[OUT]]
//       CHECK:   memref.store %{{.*}}, %[[OUT]][%{{.*}}] : memref<3xi64>
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
//       CHECK:     memref.load %[[OUT]]
//       CHECK:   memref.dealloc %[[OUT]]
//   CHECK-NOT:   memref.dealloc
// EXEC: 49
// EXEC: allocations: 1
// EXEC: copies: 0
// EXEC: memory errors: 0
// ORIG: 49
// ORIG: allocations: 2
// ORIG: copies: 1
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v10 = arith.constant 10 : i64
  %v14 = arith.constant 14 : i64
  %v18 = arith.constant 18 : i64
  %zero = arith.constant 0 : i64
  %out = memref.alloc() : memref<3xi64>
  %v7 = arith.constant 7 : i64
  memref.store %v7, %out[%c2] : memref<3xi64>
  %early = memref.load %out[%c2] : memref<3xi64>
  %tmp = memref.alloc() : memref<3xi64>
  memref.store %v10, %tmp[%c0] : memref<3xi64>
  memref.store %v14, %tmp[%c1] : memref<3xi64>
  memref.store %v18, %tmp[%c2] : memref<3xi64>
  memref.copy %tmp, %out : memref<3xi64> to memref<3xi64>
  memref.dealloc %tmp : memref<3xi64>
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %early) -> i64 {
    %x = memref.load %out[%i] : memref<3xi64>
    %y = arith.addi %acc, %x : i64
    scf.yield %y : i64
  }
  memref.dealloc %out : memref<3xi64>
  return %sum : i64
}
