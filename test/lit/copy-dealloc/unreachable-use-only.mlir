// A buffer passed to a block argument whose only user sits in an
// unreachable block (the other predecessor of the join is unreachable
// too): the argument still receives the buffer, so the free goes into the
// join, after the branch, not before the branch that uses it (random
// program 1105901 was refused with "cannot free a buffer this terminator
// uses").
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
//       CHECK:   %[[M:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:   cf.br ^bb2(%[[M]] : memref<6xi64>)
//       CHECK: ^bb2(%{{.*}}: memref<6xi64>):
//  CHECK-NEXT:   memref.dealloc %[[M]] : memref<6xi64>
// OUT: 7
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %k7 = arith.constant 7 : i64
  %m = memref.alloc() : memref<6xi64>
  memref.store %k7, %m[%c0] : memref<6xi64>
  cf.br ^bb1(%m : memref<6xi64>)
^bb2:
  %m2 = memref.alloc() : memref<6xi64>
  cf.br ^bb1(%m2 : memref<6xi64>)
^bb1(%u: memref<6xi64>):
  cf.br ^bb3
^bb4:
  memref.store %k7, %u[%c0] : memref<6xi64>
  cf.br ^bb3
^bb3:
  return %k7 : i64
}
