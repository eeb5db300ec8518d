// REQUIRES: mlir-opt
// buffer-results-to-out-params: memref results of private functions become
// trailing arguments the caller allocates (memref.alloc, cast to a fully
// dynamic layout when the result has one); the callee copies into them, or
// with hoist-static-allocs / hoist-dynamic-allocs writes them directly in
// place of its own allocation (dynamic sizes taken from the call's
// operands). @main is public: kept unless modify-public-functions. Output
// identical to mlir-opt 22's (generic form) under each option set; the
// program's value is the input's, leak-free under mlbuf-run --check once
// the deallocation pipeline frees the out-params the callers now allocate.
// RUN: mlbuf-opt %s --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs add-result-attr" | FileCheck %s
// RUN: mlbuf-opt %s --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs add-result-attr" --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs add-result-attr" --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --buffer-results-to-out-params="hoist-dynamic-allocs modify-public-functions" --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --buffer-results-to-out-params="hoist-dynamic-allocs modify-public-functions" --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-run --check %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --buffer-results-to-out-params="hoist-dynamic-allocs" --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @make(
//  CHECK-SAME:     %[[X:.*]]: f32, %[[OUT:.*]]: memref<4xf32> {bufferize.result})
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill ins(%[[X]] : f32) outs(%[[OUT]] : memref<4xf32>)
//  CHECK-NEXT:   return{{$}}
// CHECK-LABEL: func.func private @dyn(
//  CHECK-SAME:     %[[N:.*]]: index, %{{.*}}: f32, %[[OUT:.*]]: memref<?xf32> {bufferize.result}) -> index
//       CHECK:   linalg.fill {{.*}} outs(%[[OUT]] : memref<?xf32>)
//  CHECK-NEXT:   return %[[N]] : index
// CHECK-LABEL: func.func private @strided(
//  CHECK-SAME:     %[[OUT:[a-z0-9]+]]: memref<4xf32, strided<[?], offset: ?>> {bufferize.result, test.x})
//       CHECK:   memref.copy %{{.*}}, %[[OUT]]
// CHECK-LABEL: func.func @main() -> f32
//       CHECK:   %[[C3:.*]] = arith.constant 3 : index
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   call @make(%{{.*}}, %[[A]]) : (f32, memref<4xf32>) -> ()
//  CHECK-NEXT:   %[[D:.*]] = memref.alloc(%[[C3]]) : memref<?xf32>
//  CHECK-NEXT:   call @dyn(%[[C3]], %{{.*}}, %[[D]]) : (index, f32, memref<?xf32>) -> index
//       CHECK:   %[[S:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[SC:.*]] = memref.cast %[[S]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//  CHECK-NEXT:   call @strided(%{{.*}}, %[[SC]])
// VALUE: 4.5
func.func private @make(%x: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}
func.func private @dyn(%n: index, %x: f32) -> (memref<?xf32>, index) {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
  return %a, %n : memref<?xf32>, index
}
func.func private @strided(%m: memref<8xf32>) -> (memref<4xf32, strided<[?], offset: ?>> {test.x}) {
  %c = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %d = memref.cast %c : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  return %d : memref<4xf32, strided<[?], offset: ?>>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 2.5 : f32
  %y = arith.constant 1.0 : f32
  %r = call @make(%x) : (f32) -> memref<4xf32>
  %d:2 = call @dyn(%c3, %y) : (index, f32) -> (memref<?xf32>, index)
  %m = memref.alloc() : memref<8xf32>
  linalg.fill ins(%y : f32) outs(%m : memref<8xf32>)
  %s = call @strided(%m) : (memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>>
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = memref.load %d#0[%c0] : memref<?xf32>
  %u = memref.load %s[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %t = arith.addf %v, %w : f32
  %t2 = arith.addf %t, %u : f32
  memref.dealloc %r : memref<4xf32>
  memref.dealloc %d#0 : memref<?xf32>
  memref.dealloc %m : memref<8xf32>
  return %t2 : f32
}
