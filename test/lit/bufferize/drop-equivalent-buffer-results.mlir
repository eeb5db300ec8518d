// REQUIRES: mlir-opt
// drop-equivalent-buffer-results: a private function's result that every
// return gives as the same argument (through memref.cast) is dropped, with
// its result attributes; callers use the operand they passed, cast to the
// result type where it differs. A fresh buffer stays a result; public
// functions and declarations keep their signatures. Output identical to
// mlir-opt 22's (generic form); same value, leak-free, before and after.
// RUN: mlbuf-opt %s --drop-equivalent-buffer-results | FileCheck %s
// RUN: mlbuf-opt %s --drop-equivalent-buffer-results --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --drop-equivalent-buffer-results --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run --check %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --drop-equivalent-buffer-results | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @scale(
//  CHECK-SAME:     %[[M:[a-z0-9]+]]: memref<4xf32>, %[[X:[a-z0-9]+]]: f32) {
//       CHECK:   return{{$}}
// CHECK-LABEL: func.func private @viewcast(%{{.*}}: memref<4xf32>) -> index {
// CHECK-LABEL: func.func private @branchy(%{{.*}}: memref<4xf32>, %{{.*}}: i1) {
// CHECK-LABEL: func.func private @fresh(%{{.*}}: memref<4xf32>) -> memref<4xf32> {
// CHECK-LABEL: func.func private @decl(memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @public(%{{.*}}: memref<4xf32>) -> memref<4xf32> {
// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   call @scale(%[[A]], %{{.*}}) : (memref<4xf32>, f32) -> ()
//  CHECK-NEXT:   %{{.*}} = call @viewcast(%[[A]]) : (memref<4xf32>) -> index
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<?xf32>
//  CHECK-NEXT:   call @branchy(%[[A]], %{{.*}}) : (memref<4xf32>, i1) -> ()
//  CHECK-NEXT:   %[[P:.*]] = call @public(%[[A]])
//  CHECK-NEXT:   %{{.*}} = call @fresh(%[[P]])
//       CHECK:   memref.load %[[C]]
// VALUE: 9
func.func private @scale(%m: memref<4xf32>, %x: f32) -> (memref<4xf32>, f32) {
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  return %m, %x : memref<4xf32>, f32
}
func.func private @viewcast(%m: memref<4xf32>) -> (memref<?xf32> {test.a}, index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c4 = arith.constant 4 : index
  return %c, %c4 : memref<?xf32>, index
}
func.func private @branchy(%m: memref<4xf32>, %b: i1) -> memref<4xf32> {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  return %m : memref<4xf32>
^bb2:
  return %m : memref<4xf32>
}
func.func private @fresh(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @decl(%m: memref<4xf32>) -> memref<4xf32>
func.func @public(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %x = arith.constant 3.0 : f32
  %b = arith.constant true
  %m = memref.alloc() : memref<4xf32>
  %r:2 = call @scale(%m, %x) : (memref<4xf32>, f32) -> (memref<4xf32>, f32)
  %v:2 = call @viewcast(%r#0) : (memref<4xf32>) -> (memref<?xf32>, index)
  %w = call @branchy(%m, %b) : (memref<4xf32>, i1) -> memref<4xf32>
  %p = call @public(%w) : (memref<4xf32>) -> memref<4xf32>
  %f = call @fresh(%p) : (memref<4xf32>) -> memref<4xf32>
  %l = memref.load %v#0[%c0] : memref<?xf32>
  %l2 = memref.load %f[%c0] : memref<4xf32>
  %s = arith.addf %l, %r#1 : f32
  %s2 = arith.addf %s, %l2 : f32
  memref.dealloc %f : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %s2 : f32
}
