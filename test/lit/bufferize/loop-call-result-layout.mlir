// An scf.for yields the result of a call to a function that writes its
// argument and returns it (equivalent to the argument). The call's result
// has the callee's buffer type, the fully dynamic layout, so the loop's
// argument takes that layout too (one cast before the loop) instead of
// the init's identity layout, which the call's result could enter only
// through a copy every trip (17 allocations and 272 bytes copied before
// session 33; upstream: 9 and 144).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func @main
//       CHECK:   %[[C:.*]] = memref.cast %{{.*}} : memref<2xi64> to memref<2xi64, strided<[?], offset: ?>>
//       CHECK:   scf.for {{.*}} iter_args(%[[T:.*]] = %[[C]]) -> (memref<2xi64, strided<[?], offset: ?>>)
//  CHECK-NEXT:     %[[R:.*]] = func.call @bump(%[[T]])
//  CHECK-NEXT:     scf.yield %[[R]]
// VALUE: {{^}}256{{$}}
// STATS: allocations: 9
// STATS: bytes copied: 144
// STATS: memory errors: 0
func.func @bump(%t: tensor<2xi64>) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<2xi64>
  %w = arith.addi %v, %v : i64
  %r = tensor.insert %w into %t[%c0] : tensor<2xi64>
  return %r : tensor<2xi64>
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = arith.constant dense<[1, 2]> : tensor<2xi64>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %a) -> (tensor<2xi64>) {
    %t2 = func.call @bump(%t) : (tensor<2xi64>) -> tensor<2xi64>
    scf.yield %t2 : tensor<2xi64>
  }
  %x = tensor.extract %r[%c0] : tensor<2xi64>
  return %x : i64
}
