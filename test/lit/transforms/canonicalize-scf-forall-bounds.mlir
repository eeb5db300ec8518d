// REQUIRES: mlir-opt
// scf.forall: a lower bound, upper bound or step that a constant operand
// gives becomes a static entry of the op, the operand leaving its segment
// (upstream's ForallOpControlOperandsFolder); an operand that is not
// constant stays. The loop still runs its trips.
// RUN: mlbuf-opt %s --canonicalize | FileCheck %s
// RUN: %mlir_opt %s --canonicalize | FileCheck %s
// RUN: mlbuf-opt %s --canonicalize | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @bounds(
//  CHECK-SAME:     %[[M:.*]]: memref<8xf32>, %[[N:.*]]: index
//       CHECK:   scf.forall (%{{.*}}) = (1) to (%[[N]]) step (2) {
func.func @bounds(%m: memref<8xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 3.0 : f32
  scf.forall (%i) = (%c1) to (%n) step (%c2) {
    memref.store %f, %m[%i] : memref<8xf32>
  }
  return
}

// Trips 1, 3, 5 and 7 store 3: their sum is 12.
// VALUE: 12
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<8xf32>
  linalg.fill ins(%zero : f32) outs(%m : memref<8xf32>)
  call @bounds(%m, %c8) : (memref<8xf32>, index) -> ()
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %m[%i] : memref<8xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  memref.dealloc %m : memref<8xf32>
  return %s : f32
}
