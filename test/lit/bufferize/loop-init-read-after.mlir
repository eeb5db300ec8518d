// A loop updates its iter_arg in place, and the init value is read after
// the loop: the init is copied once before the loop (the read must see
// the old values), and the loop keeps one buffer (the yield hands back
// the iter_arg's own buffer), as upstream does.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func @main
//       CHECK:   %[[INIT:.*]] = memref.alloc()
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[INIT]] : memref<4xf32>)
//       CHECK:   %[[COPY:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[INIT]], %[[COPY]]
//       CHECK:   %[[R:.*]] = scf.for {{.*}} iter_args(%[[IT:.*]] = %[[COPY]]) -> (memref<4xf32>) {
//       CHECK:     memref.store %{{.*}}, %[[IT]][%{{.*}}]
//       CHECK:     scf.yield %[[IT]] : memref<4xf32>
//       CHECK:   memref.load %[[INIT]][%{{.*}}]
//       CHECK:   memref.load %[[R]][%{{.*}}]
// VALUE: 4
// STATS: allocations: 2
// STATS: memory errors: 0
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    %w = arith.addf %v, %two : f32
    %u = tensor.insert %w into %t[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %a = tensor.extract %init[%c1] : tensor<4xf32>
  %b = tensor.extract %r[%c1] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
