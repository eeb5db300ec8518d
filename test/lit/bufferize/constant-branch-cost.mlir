// The cost estimates of one-shot-bufferize's choices (one_shot_choose.c)
// leave out the regions that constant operands rule out: an scf.if of
// constant condition, an scf.index_switch of constant selector (the
// region-branch interface's taken_region, asked with operands folded to
// constants: `arith.index_cast (arith.andi %c28, %c3)` is 0). Each callee
// writes its argument only in a region that runs twice when it runs (a
// 2-trip loop). Kept read-only, the callee copies the argument where it
// writes it; written in place, each caller copies the constant it passes
// once. @never_if and @never_case never enter that region: read-only, no
// copy at run time. @always_if enters it twice: the caller's one copy is
// cheaper (random program 7175136: a constant copied before each call,
// upstream copies in a case the selector never picks).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func private @never_if(
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.alloc()
//  CHECK-NEXT:     memref.copy
// CHECK-LABEL: func.func private @always_if(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
// CHECK-LABEL: func.func private @never_case(
//       CHECK:   case 2 {
//  CHECK-NEXT:     memref.alloc()
//  CHECK-NEXT:     memref.copy
// CHECK-LABEL: func.func @main
//  CHECK-NEXT:   memref.get_global
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @never_if
//  CHECK-NEXT:   memref.alloc()
//  CHECK-NEXT:   memref.copy
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @always_if
//  CHECK-NEXT:   memref.cast
//  CHECK-NEXT:   call @never_case
// VALUE: 22
// STATS: allocations: 1
// STATS: bytes copied: 24
// STATS: memory errors: 0
func.func private @never_if(%a: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %b = arith.cmpi sgt, %k3, %k5 : i64
    scf.if %b {
      %t = tensor.insert %k5 into %a[%c2] : tensor<3xi64>
      %u = tensor.insert %k3 into %t[%c0] : tensor<3xi64>
    }
    %n = arith.addi %acc, %k3 : i64
    scf.yield %n : i64
  }
  return %r : i64
}
func.func private @always_if(%a: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %b = arith.cmpi sgt, %k5, %k3 : i64
    scf.if %b {
      %t = tensor.insert %k5 into %a[%c2] : tensor<3xi64>
      %u = tensor.insert %k3 into %t[%c0] : tensor<3xi64>
    }
    %n = arith.addi %acc, %k5 : i64
    scf.yield %n : i64
  }
  return %r : i64
}
func.func private @never_case(%a: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k8 = arith.constant 8 : i64
  %k28 = arith.constant 28 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %s = arith.andi %k28, %k3 : i64
    %sel = arith.index_cast %s : i64 to index
    %v = scf.index_switch %sel -> i64
    case 0 {
      scf.yield %k3 : i64
    }
    case 2 {
      %t = tensor.insert %k5 into %a[%c2] : tensor<3xi64>
      %u = tensor.insert %k3 into %t[%c0] : tensor<3xi64>
      scf.yield %k5 : i64
    }
    default {
      scf.yield %k8 : i64
    }
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %r : i64
}
func.func @main() -> i64 {
  %t = arith.constant dense<[37, -6, 46]> : tensor<3xi64>
  %x = func.call @never_if(%t) : (tensor<3xi64>) -> i64
  %y = func.call @always_if(%t) : (tensor<3xi64>) -> i64
  %z = func.call @never_case(%t) : (tensor<3xi64>) -> i64
  %xy = arith.addi %x, %y : i64
  %s = arith.addi %xy, %z : i64
  return %s : i64
}
