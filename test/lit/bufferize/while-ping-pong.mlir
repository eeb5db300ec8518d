// REQUIRES: mlir-opt
// A Jacobi sweep written with scf.while: the first region tests the trip
// counter and forwards the tensor through scf.condition, the second
// computes the update into a new tensor and yields it. The update's
// buffer and the argument's take turns, both allocated before the loop:
// the spare goes round as one more operand, first-region argument,
// condition operand (second-region argument, result) and yield operand.
// Two buffers for 16 trips; upstream, with allow-return-allocs-from-loops,
// allocates one per trip.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,MLBUF
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,UPSTREAM
// The output is valid upstream IR.
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | %mlir_opt --verify-each | FileCheck %s --check-prefix=READ

// CHECK-LABEL: func.func @main
//       CHECK:   memref.copy
//       CHECK:   %[[SPARE:.*]] = memref.alloc() {{.*}} : memref<8xf32>
//       CHECK:   %[[R:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %[[S0:.*]] = %[[SPARE]])
//       CHECK:     scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %[[S0]]
// Every buffer reaching an argument has the identity layout (the init's
// copy, the spare): the arguments keep it, no cast.
//       CHECK:   ^bb0(%{{.*}}: index, %[[T:.*]]: memref<8xf32>, %[[S:.*]]: memref<8xf32>):
//   CHECK-NOT:     memref.alloc
//       CHECK:     linalg.generic {{.*}} outs(%[[S]] : memref<8xf32>)
//       CHECK:       memref.load %[[T]]
//   CHECK-NOT:     memref.copy
//   CHECK-NOT:     memref.cast
//       CHECK:     scf.yield %{{.*}}, %[[S]], %[[T]]
// The last value is result 1, the spare result 2.
//       CHECK:   memref.load %[[R]]#1
// VALUE: 5.96875
// MLBUF: allocations: 2
// MLBUF: copies: 1
// MLBUF: memory errors: 0
// UPSTREAM: allocations: 34
// UPSTREAM: memory errors: 0
// READ: scf.while
// Jacobi: 16 sweeps over 8 points, each point the mean of its neighbours
// (the ends clamp).
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %init = arith.constant dense<[0.0, 0.0, 0.0, 8.0, 8.0, 0.0, 0.0, 0.0]> : tensor<8xf32>
  %r:2 = scf.while (%it = %c0, %t = %init) : (index, tensor<8xf32>) -> (index, tensor<8xf32>) {
    %go = arith.cmpi slt, %it, %c16 : index
    scf.condition(%go) %it, %t : index, tensor<8xf32>
  } do {
  ^bb0(%i0: index, %u: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %n = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
        outs(%e : tensor<8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %lo = arith.maxsi %im, %c0 : index
      %hi = arith.minsi %ip, %c7 : index
      %a = tensor.extract %u[%lo] : tensor<8xf32>
      %b = tensor.extract %u[%hi] : tensor<8xf32>
      %s = arith.addf %a, %b : f32
      %m = arith.mulf %s, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    %next = arith.addi %i0, %c1 : index
    scf.yield %next, %n : index, tensor<8xf32>
  }
  %v = tensor.extract %r#1[%c0] : tensor<8xf32>
  %w = tensor.extract %r#1[%c7] : tensor<8xf32>
  %x = tensor.extract %r#1[%c1] : tensor<8xf32>
  %s = arith.addf %v, %w : f32
  %y = arith.addf %s, %x : f32
  return %y : f32
}
