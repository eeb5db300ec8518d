// buffer-loop-hoisting takes a buffer that lives within one iteration out
// of sequential loops (scf.for nests, scf.while, affine.for), heap
// (memref.alloc) and stack (memref.alloca) allocations alike: one buffer
// then serves every iteration. It is placed before the outermost loop it
// leaves; allocations in non-loop regions (scf.if) stay.
// RUN: mlbuf-opt %s --buffer-loop-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-loop-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-loop-hoisting --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefix=STATS

// VALUE: 36
// Hoisted, one buffer serves all 16 iterations of @nest and one each of the
// two regions of @while (without the pass: 25 allocations, 17 allocas).
// STATS: allocations: 3
// STATS-NEXT: frees: 3
// STATS-NEXT: allocas: 2

// CHECK-LABEL: func.func @nest
//  CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
//  CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[S:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       arith.constant
//  CHECK-NEXT:       linalg.fill
//       CHECK:     scf.if
//  CHECK-NEXT:       %[[I:.*]] = memref.alloc() : memref<4xf32>
func.func @nest(%n: index, %c: i1, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<4xf32>
      %s = memref.alloca() : memref<2xf32>
      %one = arith.constant 1.0 : f32
      linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
      linalg.fill ins(%one : f32) outs(%s : memref<2xf32>)
      %v = memref.load %a[%c0] : memref<4xf32>
      %w = memref.load %s[%c1] : memref<2xf32>
      %o = memref.load %out[%c0] : memref<1xf32>
      %x = arith.addf %v, %w : f32
      %y = arith.addf %o, %x : f32
      memref.store %y, %out[%c0] : memref<1xf32>
    }
    scf.if %c {
      %inner = memref.alloc() : memref<4xf32>
      %zero = arith.constant 0.0 : f32
      memref.store %zero, %inner[%c0] : memref<4xf32>
    }
  }
  return
}

// scf.while: allocations of the condition region and of the body both
// move before the loop.
// CHECK-LABEL: func.func @while
//       CHECK:   %[[W1:.*]] = memref.alloc() : memref<2xindex>
//  CHECK-NEXT:   %[[W2:.*]] = memref.alloc() : memref<2xindex>
//  CHECK-NEXT:   scf.while
func.func @while(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %w1 = memref.alloc() : memref<2xindex>
    memref.store %i, %w1[%c0] : memref<2xindex>
    %v = memref.load %w1[%c0] : memref<2xindex>
    %go = arith.cmpi slt, %v, %n : index
    scf.condition(%go) %v : index
  } do {
  ^bb0(%j: index):
    %w2 = memref.alloc() : memref<2xindex>
    %k = arith.addi %j, %c1 : index
    memref.store %k, %w2[%c1] : memref<2xindex>
    %v = memref.load %w2[%c1] : memref<2xindex>
    scf.yield %v : index
  }
  return %r : index
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant false
  %z = arith.constant 0.0 : f32
  %out = memref.alloca() : memref<1xf32>
  memref.store %z, %out[%c0] : memref<1xf32>
  func.call @nest(%c4, %f, %out) : (index, i1, memref<1xf32>) -> ()
  %r = memref.load %out[%c0] : memref<1xf32>
  %w = func.call @while(%c4) : (index) -> index
  %wi = arith.index_cast %w : index to i32
  %wf = arith.sitofp %wi : i32 to f32
  %s = arith.addf %r, %wf : f32
  return %s : f32
}
