// REQUIRES: mlir-opt
// materialize_in_destination after eliminate-empty-tensors. A tensor
// destination: the fill now writes the destination itself, and the op
// reads its source element by element only to store each into the same
// element of the destination (upstream's elementwise access): no
// conflict, no new buffer, no copy. A memref destination marked
// `restrict`: the empty becomes a `restrict writable` to_tensor of the
// memref, the op giving up its own `restrict`; without `restrict` nothing
// says no other tensor reaches the memref, and the empty stays.
// RUN: mlbuf-opt %s --eliminate-empty-tensors | FileCheck %s --check-prefix=ELIM
// RUN: mlbuf-opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --eliminate-empty-tensors --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// VALUE: 1115

// ELIM-LABEL: func.func @into_tensor(
//       ELIM:   linalg.fill ins(%{{.*}} : f32) outs(%arg0 : tensor<5xf32>)
// CHECK-LABEL: func.func @into_tensor(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%arg0 :
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @into_tensor(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %v = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.materialize_in_destination %v in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// ELIM-LABEL: func.func @into_restrict_memref(
//       ELIM:   %[[T:.*]] = bufferization.to_tensor %arg0 restrict writable : memref<5xf32> to tensor<5xf32>
//       ELIM:   linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<5xf32>)
//       ELIM:   bufferization.materialize_in_destination %{{.*}} in writable %arg0
// CHECK-LABEL: func.func @into_restrict_memref(
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%arg0 : memref<5xf32>)
//  CHECK-NEXT:   return
func.func @into_restrict_memref(%m: memref<5xf32>, %f: f32) {
  %e = tensor.empty() : tensor<5xf32>
  %v = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %v in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// ELIM-LABEL: func.func @into_memref(
//       ELIM:   %[[E:.*]] = tensor.empty() : tensor<5xf32>
//       ELIM:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<5xf32>)
// CHECK-LABEL: func.func @into_memref(
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] :
//       CHECK:   memref.copy %[[A]], %arg0
func.func @into_memref(%m: memref<5xf32>, %f: f32) {
  %e = tensor.empty() : tensor<5xf32>
  %v = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %v in writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// Two empties reach the restrict memref through an scf.if: the first
// found (the else branch's) takes the to_tensor, the other stays. The
// fill into the memref's tensor stays in place (mlir-opt 22 fills a new
// buffer: it takes the write for one that may reach the then branch's
// value through the scf.if); either branch's value lands in the memref.
// CHECK-LABEL: func.func @two_empties(
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   linalg.fill ins(%arg1 : f32) outs(%[[A]] :
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill ins(%arg2 : f32) outs(%arg0 :
func.func @two_empties(%m: memref<5xf32>, %f: f32, %g: f32, %c: i1) {
  %e = tensor.empty() : tensor<5xf32>
  %v = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %e2 = tensor.empty() : tensor<5xf32>
  %w = linalg.fill ins(%g : f32) outs(%e2 : tensor<5xf32>) -> tensor<5xf32>
  %s = scf.if %c -> tensor<5xf32> {
    scf.yield %v : tensor<5xf32>
  } else {
    scf.yield %w : tensor<5xf32>
  }
  bufferization.materialize_in_destination %s in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  %ten = arith.constant 10.0 : f32
  %z = arith.constant dense<0.0> : tensor<5xf32>
  %r = func.call @into_tensor(%z, %one) : (tensor<5xf32>, f32) -> tensor<5xf32>
  %a = tensor.extract %r[%c4] : tensor<5xf32>
  %m = memref.alloc() : memref<5xf32>
  func.call @into_restrict_memref(%m, %four) : (memref<5xf32>, f32) -> ()
  %b = memref.load %m[%c0] : memref<5xf32>
  %n = memref.alloc() : memref<5xf32>
  func.call @into_memref(%n, %ten) : (memref<5xf32>, f32) -> ()
  %c = memref.load %n[%c4] : memref<5xf32>
  memref.dealloc %m : memref<5xf32>
  memref.dealloc %n : memref<5xf32>
  %p = memref.alloc() : memref<5xf32>
  %true = arith.constant true
  %false = arith.constant false
  %hundred = arith.constant 100.0 : f32
  %thousand = arith.constant 1000.0 : f32
  func.call @two_empties(%p, %hundred, %thousand, %true) : (memref<5xf32>, f32, f32, i1) -> ()
  %d = memref.load %p[%c4] : memref<5xf32>
  func.call @two_empties(%p, %hundred, %thousand, %false) : (memref<5xf32>, f32, f32, i1) -> ()
  %d2 = memref.load %p[%c0] : memref<5xf32>
  memref.dealloc %p : memref<5xf32>
  %ab = arith.addf %a, %b : f32
  %abc = arith.addf %ab, %c : f32
  %dd = arith.addf %d, %d2 : f32
  %s = arith.addf %abc, %dd : f32
  return %s : f32
}
