// shape.assuming through its region-branch model in the ownership-based
// pipeline: an allocation the region keeps is freed inside it (the
// simplification drops it with its alloc), one it yields leaves with an
// ownership indicator as a second result. The indicator is the constant
// true every time, which the pipeline's constant-indicator step sees
// through the region-branch edge; canonicalize then drops the unused
// result (AssumingOpRemoveUnusedResults) and the free is unconditional
// (mlir-opt 22 keeps the indicator and an scf.if on it; the ownership
// pass alone gives mlir-opt 22's output, byte for byte). With a
// `shape.const_witness true` canonicalize inlines the region
// (AssumingWithTrue; @local gives mlir-opt 22's output). Without the
// model the buffer yielded stayed unfreed (the op counted as unknown
// control flow).
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlbuf-opt %s --ownership-based-buffer-deallocation | FileCheck %s --check-prefix=OWN
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline | mlbuf-run --check -e main | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @assuming
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[R:.*]] = shape.assuming %arg0 -> (memref<2xf32>) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     linalg.fill
//  CHECK-NEXT:     shape.assuming_yield %[[B]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.copy %[[R]], %arg2
//  CHECK-NEXT:   %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]
//  CHECK-NEXT:   memref.dealloc %[[BASE]]
//  CHECK-NEXT:   return

// OWN-LABEL: func.func @assuming
//       OWN:   %[[R0:.*]]:2 = shape.assuming %arg0 -> (memref<2xf32>, i1) {
//       OWN:     %[[A:.*]] = memref.alloc()
//  OWN-NEXT:     %[[ABASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[A]]
//  OWN-NEXT:     %[[O0:.*]] = bufferization.dealloc (%[[ABASE]] : memref<f32>) if (%true) retain (%arg1 : memref<2xf32>)
//  OWN-NEXT:     shape.assuming_yield %arg1, %[[O0]] : memref<2xf32>, i1
//       OWN:   %[[R:.*]]:2 = shape.assuming %arg0 -> (memref<2xf32>, i1) {
//       OWN:     %[[B:.*]] = memref.alloc()
//       OWN:     %[[O1:.*]] = bufferization.dealloc ({{.*}}) if (%true) retain (%[[B]] : memref<2xf32>)
//  OWN-NEXT:     shape.assuming_yield %[[B]], %[[O1]] : memref<2xf32>, i1
//       OWN:   memref.copy %[[R]]#0, %arg2
//       OWN:   bufferization.dealloc ({{.*}}) if (%{{.*}}, %{{.*}}, %[[R0]]#1, %[[R]]#1)
//  OWN-NEXT:   return
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

// CHECK-LABEL: func.func @local
//   CHECK-NOT:   shape.
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   linalg.fill
//  CHECK-NEXT:   memref.copy %[[A]], %arg0
//  CHECK-NEXT:   memref.dealloc %[[A]]
//  CHECK-NEXT:   return
func.func @local(%out: memref<2xf32>) {
  %w = shape.const_witness true
  %1 = shape.assuming %w -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %v = arith.constant 2.0 : f32
    linalg.fill ins(%v : f32) outs(%b : memref<2xf32>)
    shape.assuming_yield %b : memref<2xf32>
  }
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}

// OUT: 7
func.func @main() -> f32 {
  %w = shape.const_witness true
  %in = memref.alloc() : memref<2xf32>
  %out = memref.alloc() : memref<2xf32>
  call @assuming(%w, %in, %out) : (!shape.witness, memref<2xf32>, memref<2xf32>) -> ()
  %i = arith.constant 0 : index
  %x = memref.load %out[%i] : memref<2xf32>
  call @local(%out) : (memref<2xf32>) -> ()
  %y = memref.load %out[%i] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
