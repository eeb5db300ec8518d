// shape.assuming through its region-branch model: the parent enters the
// region once and the yield's operands become the results. An allocation
// that stays inside is freed there; one the region yields reaches the
// result, which its block does not dominate: the result is a critical
// alias, the region yields a clone and frees its own buffer, and the
// result is freed after its last use (as MLIR 16 does for its test's
// assumingOp). Without the model the pass refused the function.
// RUN: mlbuf-opt %s --buffer-deallocation | FileCheck %s
// RUN: mlbuf-opt %s --buffer-deallocation | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @assuming
//       CHECK:   shape.assuming %arg0 -> (memref<2xf32>) {
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:     memref.dealloc %[[A]]
//  CHECK-NEXT:     shape.assuming_yield %arg1
//  CHECK-NEXT:   }
//       CHECK:   %[[R:.*]] = shape.assuming %arg0 -> (memref<2xf32>) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     arith.constant
//  CHECK-NEXT:     linalg.fill
//  CHECK-NEXT:     %[[C:.*]] = bufferization.clone %[[B]]
//  CHECK-NEXT:     memref.dealloc %[[B]]
//  CHECK-NEXT:     shape.assuming_yield %[[C]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.copy %[[R]], %arg2
//  CHECK-NEXT:   memref.dealloc %[[R]]
//  CHECK-NEXT:   return
func.func @assuming(%w: !shape.witness, %in: memref<2xf32>,
                    %out: memref<2xf32>) {
  %0 = shape.assuming %w -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    shape.assuming_yield %in : memref<2xf32>
  }
  %1 = shape.assuming %w -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %v = arith.constant 5.0 : f32
    linalg.fill ins(%v : f32) outs(%b : memref<2xf32>)
    shape.assuming_yield %b : memref<2xf32>
  }
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// Yielding a buffer allocated before the op: the result is only an alias
// of it (no clone), and the buffer is freed after the result's last use.
// CHECK-LABEL: func.func @assuming_outer
//   CHECK-NOT:   bufferization.clone
//       CHECK:   memref.copy %{{.*}}, %arg1
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @assuming_outer(%w: !shape.witness, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %v = arith.constant 2.5 : f32
  linalg.fill ins(%v : f32) outs(%a : memref<2xf32>)
  %r = shape.assuming %w -> memref<2xf32> {
    shape.assuming_yield %a : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}

// OUT: 7.5
func.func @main() -> f32 {
  %w = shape.const_witness true
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  call @assuming(%w, %in, %out) : (!shape.witness, memref<2xf32>, memref<2xf32>) -> ()
  %i = arith.constant 0 : index
  %x = memref.load %out[%i] : memref<2xf32>
  call @assuming_outer(%w, %out) : (!shape.witness, memref<2xf32>) -> ()
  %y = memref.load %out[%i] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
