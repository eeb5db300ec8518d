// Several copies in one function: each rewrite changes the aliases the
// next one sees (the analysis is rebuilt after each). A chain a -> b -> c
// of copies, each source freed after its copy, collapses into a; a copy
// out of the merged buffer whose source is then written stays.
// RUN: mlbuf-opt %s --copy-removal | FileCheck %s
// RUN: mlbuf-opt %s --copy-removal | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: mlbuf-run --check --stats %s -e main 2>&1 | FileCheck %s --check-prefix=ORIG
// EXEC: 117
// EXEC: copies: 1
// EXEC: memory errors: 0
// ORIG: 117
// ORIG: copies: 3

// CHECK-LABEL: func.func @main
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<3xi64>
//   CHECK-NOT:   memref.copy %[[A]], %{{.*}} : memref<3xi64> to memref<3xi64>
//       CHECK:   %[[D:.*]] = memref.alloc() : memref<3xi64>
//  CHECK-NEXT:   memref.copy %[[A]], %[[D]]
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant 7 : i64
  %a = memref.alloc() : memref<3xi64>
  linalg.fill ins(%x : i64) outs(%a : memref<3xi64>)
  %b = memref.alloc() : memref<3xi64>
  memref.copy %a, %b : memref<3xi64> to memref<3xi64>
  memref.dealloc %a : memref<3xi64>
  %c = memref.alloc() : memref<3xi64>
  memref.copy %b, %c : memref<3xi64> to memref<3xi64>
  memref.dealloc %b : memref<3xi64>
  %d = memref.alloc() : memref<3xi64>
  memref.copy %c, %d : memref<3xi64> to memref<3xi64>
  %k = arith.constant 100 : i64
  memref.store %k, %c[%c0] : memref<3xi64>
  %u = memref.load %c[%c0] : memref<3xi64>
  memref.dealloc %c : memref<3xi64>
  %v = memref.load %d[%c0] : memref<3xi64>
  %w = memref.load %d[%c2] : memref<3xi64>
  memref.dealloc %d : memref<3xi64>
  %s = arith.addi %u, %v : i64
  %t = arith.addi %s, %w : i64
  %z = arith.constant 3 : i64
  %r = arith.addi %t, %z : i64
  return %r : i64
}
