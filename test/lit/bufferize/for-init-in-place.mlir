// The plain accumulation loop: the body reads and writes its iteration
// argument and yields it. The init goes in place (the loop's write of its
// init happens on entry, before the insert that defines what the yield
// reads), so the loop works in the init's buffer with no copy, as
// mlir-opt 22's.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-LABEL: func.func @main
//       CHECK:   memref.alloc()
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// VALUE: {{^}}20{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k5 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %n = arith.addi %j, %c1 : index
    %x = tensor.extract %a[%j] : tensor<4xi64>
    %y = arith.addi %x, %k5 : i64
    %u = tensor.insert %y into %a[%n] : tensor<4xi64>
    scf.yield %u : tensor<4xi64>
  }
  %v = tensor.extract %r[%c3] : tensor<4xi64>
  return %v : i64
}
