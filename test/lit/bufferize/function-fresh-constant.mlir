// A callee returning a constant: read-only to its callers, who would copy
// it before a write, while the deallocation pipeline clones it at the
// return all the same (the function does not own it). As @main writes
// it, @const returns a copy of its own instead (one_shot_fresh.c): a new
// buffer made before the return, which every caller may write in place
// (upstream writes the constant itself in place: a store into read-only
// memory). @peek's calls, which only read, get the copy too; under the
// deallocation pipeline it replaces the clone: three calls, three
// allocations (before: three clones and @main's copy, four).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | mlbuf-run - 2>&1 | FileCheck %s --check-prefix=VALUE --implicit-check-not="write to constant"
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// ANALYSIS-LABEL: func.func @main
// ANALYSIS:       call @const()
// ANALYSIS-NEXT:  tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

// CHECK-LABEL: func.func private @const() -> memref<2xi64>
//       CHECK:   %[[G:.*]] = memref.get_global
//       CHECK:   %[[N:.*]] = memref.alloc() {{.*}} : memref<2xi64>
//       CHECK:   memref.copy %[[G]], %[[N]]
//       CHECK:   return %[[N]] : memref<2xi64>
// CHECK-LABEL: func.func private @peek
//       CHECK:   %[[P:.*]] = call @const()
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.load %[[P]]
// CHECK-LABEL: func.func @main
//       CHECK:   %[[C:.*]] = call @const()
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[C]]

// VALUE: {{^}}708{{$}}
// STATS: allocations: 3
// STATS: clones: 0
// STATS: copies: 3
module {
  func.func private @const() -> tensor<2xi64> {
    %c = arith.constant dense<[3, 4]> : tensor<2xi64>
    return %c : tensor<2xi64>
  }
  func.func private @peek() -> i64 {
    %c1 = arith.constant 1 : index
    %g = call @const() : () -> tensor<2xi64>
    %x = tensor.extract %g[%c1] : tensor<2xi64>
    return %x : i64
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %k7 = arith.constant 7 : i64
    %k100 = arith.constant 100 : i64
    %g = call @const() : () -> tensor<2xi64>
    %h = tensor.insert %k7 into %g[%c0] : tensor<2xi64>
    %p = call @peek() : () -> i64
    %x = tensor.extract %h[%c0] : tensor<2xi64>
    %q = call @peek() : () -> i64
    // 7 * 100 + 4 + 4: the constant is unchanged for the later calls
    %y = arith.muli %x, %k100 : i64
    %s = arith.addi %y, %p : i64
    %t = arith.addi %s, %q : i64
    return %t : i64
  }
}
