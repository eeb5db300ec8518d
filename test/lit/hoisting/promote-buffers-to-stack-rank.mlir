// A dynamically sized allocation is promoted only when every size is a
// rank (memref.rank: a small number) and its rank is at most
// max-rank-of-allocated-memref (default 1); a size from anywhere else
// keeps it on the heap whatever the options.
// RUN: mlbuf-opt %s --promote-buffers-to-stack | FileCheck %s --check-prefixes=CHECK,DEF
// RUN: mlbuf-opt %s --promote-buffers-to-stack=max-rank-of-allocated-memref=2 | FileCheck %s --check-prefixes=CHECK,RANK2
// RUN: mlbuf-opt %s --promote-buffers-to-stack="max-rank-of-allocated-memref=0 max-alloc-size-in-bytes=0" | FileCheck %s --check-prefixes=CHECK,NONE
// RUN: mlbuf-opt %s --promote-buffers-to-stack=max-rank-of-allocated-memref=2 --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 5

// CHECK-LABEL: func.func @ranks
//  CHECK-SAME: (%[[M:.*]]: memref<*xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   %[[R:.*]] = memref.rank %[[M]]
//   DEF-NEXT:   memref.alloca(%[[R]]) : memref<?xindex>
//   DEF-NEXT:   memref.alloc(%[[R]], %[[R]]) : memref<?x?xindex>
//   DEF-NEXT:   memref.alloc(%[[R]], %[[R]], %[[R]]) : memref<?x?x?xindex>
//   DEF-NEXT:   memref.alloc(%[[N]]) : memref<?xindex>
//   DEF-NEXT:   memref.alloc(%[[R]], %[[N]]) : memref<?x?xindex>
// RANK2-NEXT:   memref.alloca(%[[R]]) : memref<?xindex>
// RANK2-NEXT:   memref.alloca(%[[R]], %[[R]]) : memref<?x?xindex>
// RANK2-NEXT:   memref.alloc(%[[R]], %[[R]], %[[R]]) : memref<?x?x?xindex>
// RANK2-NEXT:   memref.alloc(%[[N]]) : memref<?xindex>
// RANK2-NEXT:   memref.alloc(%[[R]], %[[N]]) : memref<?x?xindex>
//  NONE-NEXT:   memref.alloc(%[[R]]) : memref<?xindex>
//  NONE-NEXT:   memref.alloc(%[[R]], %[[R]]) : memref<?x?xindex>
//  NONE-NEXT:   memref.alloc(%[[R]], %[[R]], %[[R]]) : memref<?x?x?xindex>
//  NONE-NEXT:   memref.alloc(%[[N]]) : memref<?xindex>
//  NONE-NEXT:   memref.alloc(%[[R]], %[[N]]) : memref<?x?xindex>
func.func @ranks(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%r, %r) : memref<?x?xindex>
  %c = memref.alloc(%r, %r, %r) : memref<?x?x?xindex>
  %d = memref.alloc(%n) : memref<?xindex>
  %e = memref.alloc(%r, %n) : memref<?x?xindex>
  return
}

// A zero-size limit still takes an empty static buffer.
// CHECK-LABEL: func.func @empty
//   NONE-NEXT:   memref.alloca() : memref<0xf32>
//   NONE-NEXT:   memref.alloc() : memref<1xi1>
func.func @empty() {
  %a = memref.alloc() : memref<0xf32>
  %b = memref.alloc() : memref<1xi1>
  return
}

func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %a = memref.alloc(%r, %r) : memref<?x?xindex>
  %c3 = arith.constant 3 : index
  memref.store %c3, %a[%c1, %c1] : memref<?x?xindex>
  %x = memref.load %a[%c1, %c1] : memref<?x?xindex>
  %s = arith.addi %x, %r : index
  func.call @ranks(%u, %c1) : (memref<*xf32>, index) -> ()
  return %s : index
}
