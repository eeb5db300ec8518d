// --mlir-pass-statistics: the pipeline reports what deallocation cost
// (gathered from its sub-passes); the sub-passes report their own.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations=inline-limit=0 --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASSES
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=OUT

// Three allocations. @pick returns a select of two owned buffers: the pass
// guards the return with a clone for the case the select were not owned
// (counted, though canonicalize then removes it), and its dealloc of three
// buffers is lowered inline by the pipeline, through the generic helper
// with inline-limit=0 (as upstream). In the pipeline the simplification
// splits @main's dealloc of the call's result and its own buffer into two
// (fresh-call-results: the call was not given that buffer), so no pointer
// is compared; alone, as upstream's, it keeps them in one.

// CHECK:      BufferDeallocationPipeline
// CHECK-NEXT:   (S) 3 num-allocations
// CHECK-NEXT:   (S) 1 num-clones
// CHECK-NEXT:   (S) 2 num-deallocs
// CHECK-NEXT:   (S) 4 num-deallocs-left
// CHECK-NEXT:   (S) 4 num-frees
// CHECK-NEXT:   (S) 0 num-helper-calls
// CHECK-NEXT:   (S) 0 num-split-edges

// PASSES:      OwnershipBasedBufferDeallocation
// PASSES-NEXT:   (S) 3 num-allocations
// PASSES:      BufferDeallocationSimplificationPass
// PASSES-NEXT:   (S) 2 num-deallocs-in
// PASSES-NEXT:   (S) 3 num-deallocs-left
// PASSES-NEXT:   (S) 5 num-memrefs-in
// PASSES-NEXT:   (S) 4 num-memrefs-left
// PASSES:      LowerDeallocationsPass
// PASSES-NEXT:   (S) 3 num-deallocs-lowered
// PASSES-NEXT:   (S) 4 num-frees
// PASSES-NEXT:   (S) 1 num-helper-calls

func.func private @pick(%c: i1) -> memref<4xi32> {
  %c0 = arith.constant 0 : index
  %c11 = arith.constant 11 : i32
  %c22 = arith.constant 22 : i32
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.store %c11, %a[%c0] : memref<4xi32>
  memref.store %c22, %b[%c0] : memref<4xi32>
  %r = arith.select %c, %a, %b : memref<4xi32>
  return %r : memref<4xi32>
}

// OUT: 33
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %v = call @pick(%t) : (i1) -> memref<4xi32>
  %tmp = memref.alloc() : memref<4xi32>
  %x = memref.load %v[%c0] : memref<4xi32>
  %c22 = arith.constant 22 : i32
  memref.store %c22, %tmp[%c0] : memref<4xi32>
  %y = memref.load %tmp[%c0] : memref<4xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}
