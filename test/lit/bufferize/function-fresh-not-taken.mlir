// Where a callee's result stays read-only and the caller copies
// (one_shot_fresh.c). @main writes @const's constant but reads the
// constant again after the write: the write goes out of place whoever
// owns the buffer, so a copy in @const would be one copy more. It is
// tried (the write's set holds the call's result) and dropped after the
// next run, as no caller then writes the result in place: @const returns
// the global. @own returns a buffer of its own twice: the deallocation
// pipeline hands that on without a clone, so a copy in @own would cost as
// much as @main's; it is not tried.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | mlbuf-run - 2>&1 | FileCheck %s --check-prefix=VALUE --implicit-check-not="write to constant"
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func private @const() -> memref<2xi64>
//       CHECK:   %[[G:.*]] = memref.get_global
//   CHECK-NOT:   memref.copy
//       CHECK:   return %[[G]]
// CHECK-LABEL: func.func private @own(
//   CHECK-NOT:   memref.copy
//       CHECK:   return %[[O:.*]], %[[O]] :
// CHECK-LABEL: func.func @main
//       CHECK:   %[[C:.*]] = call @const()
//       CHECK:   %[[N:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[C]], %[[N]]
//       CHECK:   memref.store %{{.*}}, %[[N]]
//       CHECK:   %[[R:.*]]:2 = call @own(
//       CHECK:   %[[M:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[R]]#0, %[[M]]
//       CHECK:   memref.store %{{.*}}, %[[M]]

// VALUE: {{^}}7357{{$}}
module {
  func.func private @const() -> tensor<2xi64> {
    %c = arith.constant dense<[3, 4]> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func private @own(%v: i64) -> (tensor<2xi64>, tensor<2xi64>) {
    %e = tensor.empty() : tensor<2xi64>
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    return %f, %f : tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %k5 = arith.constant 5 : i64
    %k7 = arith.constant 7 : i64
    %k10 = arith.constant 10 : i64
    %g = call @const() : () -> tensor<2xi64>
    %h = tensor.insert %k7 into %g[%c0] : tensor<2xi64>
    %x = tensor.extract %h[%c0] : tensor<2xi64>
    %y = tensor.extract %g[%c0] : tensor<2xi64>
    %r:2 = call @own(%k5) : (i64) -> (tensor<2xi64>, tensor<2xi64>)
    %w = tensor.insert %k7 into %r#0[%c0] : tensor<2xi64>
    %a = tensor.extract %r#1[%c0] : tensor<2xi64>
    %b = tensor.extract %w[%c0] : tensor<2xi64>
    // ((7 * 10 + 3) * 10 + 5) * 10 + 7
    %s0 = arith.muli %x, %k10 : i64
    %s1 = arith.addi %s0, %y : i64
    %s2 = arith.muli %s1, %k10 : i64
    %s3 = arith.addi %s2, %a : i64
    %s4 = arith.muli %s3, %k10 : i64
    %s5 = arith.addi %s4, %b : i64
    return %s5 : i64
  }
}
