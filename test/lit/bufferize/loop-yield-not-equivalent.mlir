// REQUIRES: mlir-opt
// The loop reads its iter_arg and writes the update into a new tensor
// (the stencil shape): the yielded tensor is not the iter_arg's buffer.
// Upstream rejects this without allow-return-allocs-from-loops; mlbuf
// needs no option, and the program keeps its meaning (every iteration
// reads the previous one's values). The buffer the trip writes is not
// allocated in the trip: a spare allocated once before the loop takes
// turns with the iteration argument's buffer (the trip yields the buffer
// it read as the next spare). Two allocations in all, no copy
// (loop-ping-pong*.mlir test the conditions).
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: not %mlir_opt %s --one-shot-bufferize 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func @main
//       CHECK:   linalg.fill
//       CHECK:   %[[SPARE:.*]] = memref.alloc() {{.*}} : memref<3xf32>
//       CHECK:   scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[S:.*]] = %[[SPARE]]) -> (memref<3xf32>, memref<3xf32>) {
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.load %[[IT]]
//       CHECK:     memref.store %{{.*}}, %[[S]]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield %[[S]], %[[IT]] : memref<3xf32>, memref<3xf32>
// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// VALUE: 2.1875
// STATS: allocations: 2
// STATS: copies: 0
// STATS: memory errors: 0
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %half = arith.constant 0.5 : f32
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%ten : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%t = %init) -> (tensor<3xf32>) {
    %n = tensor.empty() : tensor<3xf32>
    // new[k] = 0.5 * (t[k] + t[(k+1) mod 3]) for k = 0, then copy the rest.
    %a = tensor.extract %t[%c0] : tensor<3xf32>
    %b = tensor.extract %t[%c1] : tensor<3xf32>
    %c = tensor.extract %t[%c2] : tensor<3xf32>
    %ab = arith.addf %a, %b : f32
    %x = arith.mulf %ab, %half : f32
    %n0 = tensor.insert %x into %n[%c0] : tensor<3xf32>
    %y = arith.mulf %b, %half : f32
    %n1 = tensor.insert %y into %n0[%c1] : tensor<3xf32>
    %z = arith.mulf %c, %half : f32
    %n2 = tensor.insert %z into %n1[%c2] : tensor<3xf32>
    scf.yield %n2 : tensor<3xf32>
  }
  %v0 = tensor.extract %r[%c0] : tensor<3xf32>
  %v1 = tensor.extract %r[%c1] : tensor<3xf32>
  %s = arith.addf %v0, %v1 : f32
  return %s : f32
}
