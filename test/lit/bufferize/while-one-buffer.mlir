// An scf.while whose condition hands its argument on unchanged and whose
// body writes that argument in place and yields it keeps one buffer: the
// init's, with no copy on entry and none per trip. The loop's own write
// of its init happens on entry, before any value its regions define, so
// the yield's read of the insert is no conflict (as mlir-opt 22 decides);
// the condition's forwarding ties the two regions' arguments into one
// buffer (mlir-opt 22 gets the same IR).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// ANALYSIS: scf.condition{{.*}} {__inplace_operands_attr__ = ["none", "none", "true"]}
// ANALYSIS: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: } attributes {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func.func @main
//       CHECK:   %[[B:.*]] = memref.alloc()
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.while
//       CHECK:   return
// VALUE: {{^}}20{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k5 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %w = %t) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %b = arith.cmpi ult, %i, %c3 : index
    scf.condition(%b) %i, %w : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %a: tensor<4xi64>):
    %n = arith.addi %j, %c1 : index
    %x = tensor.extract %a[%j] : tensor<4xi64>
    %y = arith.addi %x, %k5 : i64
    %u = tensor.insert %y into %a[%n] : tensor<4xi64>
    scf.yield %n, %u : index, tensor<4xi64>
  }
  %v = tensor.extract %r#1[%c3] : tensor<4xi64>
  return %v : i64
}
