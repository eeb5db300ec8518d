// buffer-hoisting takes an allocation out of the regions of known
// control flow (region-branch ops that are not loops) up to the block
// where all values it flows into are used: a buffer yielded by one branch
// of scf.if (or of a nested scf.if) is allocated before the outer scf.if.
// It stays in loops (scf.for: that would share one buffer between the
// iterations), in ops that are not known control flow (linalg.generic),
// and stack allocations (memref.alloca) never move.
// RUN: mlbuf-opt %s --buffer-hoisting | FileCheck %s
// RUN: mlbuf-opt %s --buffer-hoisting --buffer-deallocation-pipeline | mlbuf-run --check - -e main | FileCheck %s --check-prefix=VALUE

// VALUE: 9

// CHECK-LABEL: func.func @if_yield
//  CHECK-SAME: (%[[C:.*]]: i1, %[[N:.*]]: index
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc(%[[N]])
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc(%[[N]])
//  CHECK-NEXT:   %[[R:.*]] = scf.if %[[C]]
//  CHECK-NEXT:     %[[R2:.*]] = scf.if %[[C]]
//  CHECK-NEXT:       linalg.fill {{.*}} outs(%[[A]]
//  CHECK-NEXT:       scf.yield %[[A]]
//       CHECK:     } else {
//  CHECK-NEXT:       %[[S:.*]] = memref.alloca(%[[N]])
func.func @if_yield(%c: i1, %n: index, %arg: memref<?xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = scf.if %c -> memref<?xf32> {
    %r2 = scf.if %c -> memref<?xf32> {
      %a = memref.alloc(%n) : memref<?xf32>
      linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
      scf.yield %a : memref<?xf32>
    } else {
      %s = memref.alloca(%n) : memref<?xf32>
      scf.yield %arg : memref<?xf32>
    }
    scf.yield %r2 : memref<?xf32>
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    memref.copy %arg, %b : memref<?xf32> to memref<?xf32>
    scf.yield %b : memref<?xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @loop_and_generic
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[T:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   linalg.generic
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     %[[G:.*]] = memref.alloc() : memref<4xf32>
func.func @loop_and_generic(%lb: index, %ub: index, %out: memref<4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %acc = arith.constant 0.0 : f32
  %s = scf.for %i = %lb to %ub step %c1 iter_args(%x = %acc) -> f32 {
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%two : f32) outs(%t : memref<4xf32>)
    %v = memref.load %t[%c0] : memref<4xf32>
    %y = arith.addf %x, %v : f32
    scf.yield %y : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} outs(%out : memref<4xf32>) {
  ^bb0(%o: f32):
    %g = memref.alloc() : memref<4xf32>
    linalg.fill ins(%o : f32) outs(%g : memref<4xf32>)
    %w = memref.load %g[%c0] : memref<4xf32>
    linalg.yield %w : f32
  }
  return %s : f32
}

func.func @main() -> f32 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %nine = arith.constant 9.0 : f32
  %in = memref.alloca(%c2) : memref<?xf32>
  memref.store %nine, %in[%c0] : memref<?xf32>
  %out = memref.alloca() : memref<4xf32>
  %x = func.call @if_yield(%t, %c2, %in) : (i1, index, memref<?xf32>) -> f32
  %y = func.call @loop_and_generic(%c0, %c4, %out) : (index, index, memref<4xf32>) -> f32
  %z = arith.addf %x, %y : f32
  return %z : f32
}
