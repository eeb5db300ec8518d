// mlbuf's lowering of a dealloc past `inline-limit` calls the generic
// helper with its five scratch arrays as memref.allocas at the start of
// the function: set aside once per call of the function, not allocated
// and freed on the heap each time the dealloc runs, as upstream's are
// (the helper reads only what each run stores, and writes both outputs
// whole). With inline-limit=0, upstream's lowering: heap arrays, freed
// after the call. Here a dealloc of six memrefs, four of them retained
// (39 comparisons), runs in each of three trips of a loop: 4 heap
// allocations (the buffers) against upstream's 24 (the final dealloc of
// the four takes the helper too with inline-limit=0).
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | FileCheck %s --check-prefix=STACK
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=0 | FileCheck %s --check-prefix=HEAP
// RUN: mlbuf-opt %s --bufferization-lower-deallocations | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefixes=OUT,OUTSTACK
// RUN: mlbuf-opt %s --bufferization-lower-deallocations=inline-limit=0 | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefixes=OUT,OUTHEAP

// STACK-LABEL: func.func @main
// STACK-COUNT-5: memref.alloca()
// STACK:         scf.for
// STACK-NOT:     memref.alloc()
// STACK:         call @dealloc_helper
// STACK-NOT:     memref.dealloc %alloca
// HEAP-LABEL:  func.func @main
// HEAP-NOT:      memref.alloca()
// HEAP:          scf.for
// HEAP:          memref.alloc()
// HEAP:          call @dealloc_helper
// HEAP:          memref.dealloc %alloc

// 3 trips of 1 + 2 + 3 + 4, then the four buffers freed
// OUT: {{^}}30{{$}}
// OUTSTACK: allocations: 4{{$}}
// OUTHEAP: allocations: 24{{$}}
// OUT: memory errors: 0

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k3 = arith.constant 3 : i32
  %k4 = arith.constant 4 : i32
  %false = arith.constant false
  %true = arith.constant true
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %c = memref.alloc() : memref<2xi32>
  %d = memref.alloc() : memref<2xi32>
  memref.store %k1, %a[%c0] : memref<2xi32>
  memref.store %k2, %b[%c0] : memref<2xi32>
  memref.store %k3, %c[%c0] : memref<2xi32>
  memref.store %k4, %d[%c0] : memref<2xi32>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k0) -> (i32) {
    // Nothing owned: every condition false, so nothing is freed.
    %r:4 = bufferization.dealloc (%a, %b, %c, %d, %a, %b : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%false, %false, %false, %false, %false, %false) retain (%a, %b, %c, %d : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>)
    %x = memref.load %a[%c0] : memref<2xi32>
    %y = memref.load %b[%c0] : memref<2xi32>
    %z = memref.load %c[%c0] : memref<2xi32>
    %w = memref.load %d[%c0] : memref<2xi32>
    %s1 = arith.addi %x, %y : i32
    %s2 = arith.addi %z, %w : i32
    %s3 = arith.addi %s1, %s2 : i32
    %n = arith.addi %acc, %s3 : i32
    scf.yield %n : i32
  }
  bufferization.dealloc (%a, %b, %c, %d : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%true, %true, %true, %true)
  return %s : i32
}
