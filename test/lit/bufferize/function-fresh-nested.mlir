// A caller writing what its callee returns from a call of its own
// (@wrap hands on @const's constant): @wrap's result is read-only to
// @main through @const's, and a copy in @wrap would not spare the clone
// of @const's return (to @wrap, the call's result is its own). The write
// is followed into @wrap's returned set (one_shot_fresh.c): @const
// returns a copy of its own, @wrap's result is then a writable buffer,
// and @main writes it in place. One allocation in all, as upstream (its
// store into the constant made right only by the deallocation
// pipeline's clone); before: @main's copy and the clone, two.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | mlbuf-run - 2>&1 | FileCheck %s --check-prefix=VALUE --implicit-check-not="write to constant"
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// CHECK-LABEL: func.func private @const() -> memref<2xi64>
//       CHECK:   %[[G:.*]] = memref.get_global
//       CHECK:   %[[N:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[G]], %[[N]]
//       CHECK:   return %[[N]]
// CHECK-LABEL: func.func private @wrap() -> memref<2xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// CHECK-LABEL: func.func @main
//       CHECK:   %[[W:.*]] = call @wrap()
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[W]]

// VALUE: {{^}}74{{$}}
// STATS: allocations: 1
// STATS: clones: 0
// STATS: copies: 1
module {
  func.func private @const() -> tensor<2xi64> {
    %c = arith.constant dense<[3, 4]> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func private @wrap() -> tensor<2xi64> {
    %g = call @const() : () -> tensor<2xi64>
    return %g : tensor<2xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k7 = arith.constant 7 : i64
    %k10 = arith.constant 10 : i64
    %g = call @wrap() : () -> tensor<2xi64>
    %h = tensor.insert %k7 into %g[%c0] : tensor<2xi64>
    %x = tensor.extract %h[%c0] : tensor<2xi64>
    %y = tensor.extract %h[%c1] : tensor<2xi64>
    %s0 = arith.muli %x, %k10 : i64
    %s1 = arith.addi %s0, %y : i64
    return %s1 : i64
  }
}
