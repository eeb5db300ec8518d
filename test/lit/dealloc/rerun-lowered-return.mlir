// The pipeline run on its own output (issue 12). After the lowering, a
// returned buffer the function might not own reads
//   %r = scf.if %own { yield %v } else { clone %v }
//   free %v if %own and ptr(%v) != ptr(%r)
//   return %r
// and the caller's lowered frees free %r. On the second run those frees
// make %r managed by hand; through %v it may be the argument's buffer as
// far as the alias analysis can tell (never at run time). It must be
// returned as it is: cloning it again leaked the first clone (%own false)
// or %v (%own true), whose frees had already handed %r to the caller.
// @pick takes both paths; @pick_pub is public, so that the run with
// private-function-dynamic-ownership returns through the ABI too.
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline > %t.once
// RUN: mlbuf-run --check -e main %t.once
// RUN: mlbuf-opt %t.once --buffer-deallocation-pipeline > %t.twice
// RUN: mlbuf-run --check -e main %t.twice
// RUN: FileCheck %s --input-file=%t.twice
// RUN: mlbuf-opt %t.twice --buffer-deallocation-pipeline | mlbuf-run --check -e main
// RUN: mlbuf-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership > %t.dyn
// RUN: mlbuf-opt %t.dyn --buffer-deallocation-pipeline=private-function-dynamic-ownership | mlbuf-run --check -e main

// Second run: the lowered return is kept; no clone between it and the
// return.
// CHECK-LABEL: func.func private @pick
//       CHECK:   %[[R:.*]] = scf.if %{{.*}} -> (memref<4xi64>) {
//       CHECK:     bufferization.clone
//       CHECK:   }
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R]] : memref<4xi64>
func.func private @pick(%arg: memref<4xi64>, %fresh: i1) -> memref<4xi64> {
  cf.cond_br %fresh, ^bb1, ^bb2(%arg : memref<4xi64>)
^bb1:
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %c5, %a[%c0] : memref<4xi64>
  cf.br ^bb2(%a : memref<4xi64>)
^bb2(%v: memref<4xi64>):
  return %v : memref<4xi64>
}

// CHECK-LABEL: func.func @pick_pub
//       CHECK:   %[[R:.*]] = scf.if %{{.*}} -> (memref<4xi64>) {
//       CHECK:     bufferization.clone
//       CHECK:   }
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R]] : memref<4xi64>
func.func @pick_pub(%arg: memref<4xi64>, %fresh: i1) -> memref<4xi64> {
  cf.cond_br %fresh, ^bb1, ^bb2(%arg : memref<4xi64>)
^bb1:
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %c6, %a[%c0] : memref<4xi64>
  cf.br ^bb2(%a : memref<4xi64>)
^bb2(%v: memref<4xi64>):
  return %v : memref<4xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i64
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<4xi64>
  memref.store %c7, %a[%c0] : memref<4xi64>
  %0 = call @pick(%a, %f) : (memref<4xi64>, i1) -> memref<4xi64>
  %1 = call @pick(%a, %t) : (memref<4xi64>, i1) -> memref<4xi64>
  %2 = call @pick_pub(%a, %f) : (memref<4xi64>, i1) -> memref<4xi64>
  %3 = call @pick_pub(%a, %t) : (memref<4xi64>, i1) -> memref<4xi64>
  %x0 = memref.load %0[%c0] : memref<4xi64>
  %x1 = memref.load %1[%c0] : memref<4xi64>
  %x2 = memref.load %2[%c0] : memref<4xi64>
  %x3 = memref.load %3[%c0] : memref<4xi64>
  %s0 = arith.addi %x0, %x1 : i64
  %s1 = arith.addi %x2, %x3 : i64
  %s = arith.addi %s0, %s1 : i64
  return %s : i64
}
