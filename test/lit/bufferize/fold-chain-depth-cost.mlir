// A branch selector counts as constant when it folds from constants in at
// most MLB_FOLD_CHAIN_DEPTH (4) ops (mlb_value_folded_constant, used by
// the cost estimates of one-shot-bufferize's choices): @four's selector
// is index_cast(ori(ori(andi(28, 3)))), 0, so its case 2, which writes
// the argument, never runs and the argument stays read-only (the copy in
// case 2, never made). @five's has one ori more: not known, case 2 may
// run in each of 2 trips, and the caller's one copy of the constant is
// the cheaper choice.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func private @four(
//       CHECK:   case 2 {
//  CHECK-NEXT:     memref.alloc()
//  CHECK-NEXT:     memref.copy
// CHECK-LABEL: func.func private @five(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
// CHECK-LABEL: func.func @main
//  CHECK-NEXT:   memref.get_global
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @four
//  CHECK-NEXT:   memref.alloc()
//  CHECK-NEXT:   memref.copy
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @five
// VALUE: 32
// STATS: allocations: 1
// STATS: bytes copied: 24
// STATS: memory errors: 0
func.func private @four(%a: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k8 = arith.constant 8 : i64
  %k28 = arith.constant 28 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %x1 = arith.andi %k28, %k3 : i64
    %x2 = arith.ori %x1, %x1 : i64
    %x3 = arith.ori %x2, %x2 : i64
    %sel = arith.index_cast %x3 : i64 to index
    %v = scf.index_switch %sel -> i64
    case 0 {
      scf.yield %k8 : i64
    }
    case 2 {
      %t = tensor.insert %k5 into %a[%c2] : tensor<3xi64>
      %u = tensor.insert %k3 into %t[%c0] : tensor<3xi64>
      scf.yield %k5 : i64
    }
    default {
      scf.yield %k0 : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
func.func private @five(%a: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k8 = arith.constant 8 : i64
  %k28 = arith.constant 28 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %x1 = arith.andi %k28, %k3 : i64
    %x2 = arith.ori %x1, %x1 : i64
    %x3 = arith.ori %x2, %x2 : i64
    %x4 = arith.ori %x3, %x3 : i64
    %sel = arith.index_cast %x4 : i64 to index
    %v = scf.index_switch %sel -> i64
    case 0 {
      scf.yield %k8 : i64
    }
    case 2 {
      %t = tensor.insert %k5 into %a[%c2] : tensor<3xi64>
      %u = tensor.insert %k3 into %t[%c0] : tensor<3xi64>
      scf.yield %k5 : i64
    }
    default {
      scf.yield %k0 : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
func.func @main() -> i64 {
  %t = arith.constant dense<[37, -6, 46]> : tensor<3xi64>
  %x = func.call @four(%t) : (tensor<3xi64>) -> i64
  %y = func.call @five(%t) : (tensor<3xi64>) -> i64
  %s = arith.addi %x, %y : i64
  return %s : i64
}
