// The tiling shape: each iteration of a forall takes a slice of the
// shared out, computes into it, and parallel-inserts it back at the same
// place. The insert reading back the slice a write went into is not a
// conflict (matching extract_slice / insert_slice, as upstream): the
// slices are in place (the insert's copy is of the slice onto itself, as
// upstream's). The shared out is in place too: the forall's write of its
// operand happens on entry, before the values its body defines (the
// decisions equal mlir-opt 22's).
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// ANALYSIS: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: tensor.parallel_insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
// ANALYSIS: } {__inplace_operands_attr__ = ["true"]}
// CHECK-LABEL: func.func @main
//       CHECK:   %[[OUT:.*]] = memref.alloc()
//   CHECK-NOT:   memref.alloc
//  CHECK-NEXT:   scf.forall
//  CHECK-NEXT:     %[[S:.*]] = memref.subview %[[OUT]]
//       CHECK:     linalg.fill ins(%{{.*}} : i64) outs(%[[S]]
//       CHECK:     memref.copy %[[S]], %{{.*}}
//  CHECK-NEXT:   }
// VALUE: {{^}}31{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k30 = arith.constant 30 : i64
  %e = tensor.empty() : tensor<2xi64>
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<2xi64>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k30 : i64
    %f = linalg.fill ins(%w : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xi64> into tensor<2xi64>
    }
  }
  %a = tensor.extract %r[%c1] : tensor<2xi64>
  return %a : i64
}
