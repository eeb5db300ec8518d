// bufferization.dealloc, with upstream's semantics (LowerDeallocations):
// memref i is freed iff its condition holds, no retained memref aliases
// it and no earlier memref of the op aliases it; each retained memref's
// result is the OR of the conditions of the memrefs aliasing it. Aliasing
// means the same aligned pointer (a subview keeps it). Frees are checked
// like memref.dealloc.
// RUN: mlbuf-opt %s | mlbuf-run --check --stats -e main 2>&1 | FileCheck %s
// RUN: not mlbuf-run --check %s -e bad 2>&1 | FileCheck %s --check-prefix=BAD

func.func @main() -> (i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<8xf32>
  %sv = memref.subview %c[2][4][1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  // a: freed. b: retained (ownership true). c: condition false, kept; the
  // subview of c is retained but nobody owning it was freed (false).
  %r:2 = bufferization.dealloc (%a, %b, %c : memref<4xf32>, memref<4xf32>, memref<8xf32>)
      if (%t, %t, %f) retain (%b, %sv : memref<4xf32>, memref<4xf32, strided<[1], offset: 2>>)
  // The same memref twice is freed once.
  %d = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%d, %d : memref<2xf32>, memref<2xf32>) if (%t, %t)
  // b freed now (c retained does not alias it).
  %r2 = bufferization.dealloc (%b : memref<4xf32>) if (%t) retain (%c : memref<8xf32>)
  // c aliases the retained subview: kept, ownership moves to the subview.
  %r3 = bufferization.dealloc (%c : memref<8xf32>) if (%t) retain (%sv : memref<4xf32, strided<[1], offset: 2>>)
  // Nothing to free: results are false.
  %r4 = bufferization.dealloc retain (%c : memref<8xf32>)
  memref.dealloc %c : memref<8xf32>
  return %r#0, %r#1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}
// CHECK: {{^}}true{{$}}
// CHECK-NEXT: {{^}}false{{$}}
// CHECK-NEXT: {{^}}false{{$}}
// CHECK-NEXT: {{^}}true{{$}}
// CHECK-NEXT: {{^}}false{{$}}
// CHECK: allocations: 4
// CHECK-NEXT: frees: 4
// CHECK: bufferization.dealloc ops: 5
// 3 * 2 retained + 3 pairs, 1 pair, 1, 1, 0
// CHECK-NEXT: ownership checks: 12
// CHECK: memory errors: 0

// A dealloc whose condition claims ownership it does not have.
func.func @bad() {
  %t = arith.constant true
  %s = memref.alloca() : memref<4xf32>
  %h = memref.alloc() : memref<4xf32>
  memref.dealloc %h : memref<4xf32>
  // BAD: dealloc-op.mlir:[[@LINE+2]]:3: error: invalid free: free of memory not from the heap: stack memory allocated by 'memref.alloca'
  // BAD: dealloc-op.mlir:[[@LINE+1]]:3: error: double free: 16 bytes allocated by 'memref.alloc' freed twice
  bufferization.dealloc (%s, %h : memref<4xf32>, memref<4xf32>) if (%t, %t)
  return
}
