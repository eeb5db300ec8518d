// A loop that yields a constant defined in its body, while each trip
// writes its iteration argument in place: the constant's global is the
// same read-only memory on every trip, so it is not a buffer "made in the
// trip" the next trip may take; the next trip gets a copy. Before, the
// second trip stored into the constant global (random program 901256).
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @main
//       CHECK:   scf.for
//       CHECK:     %[[G:.*]] = memref.get_global
//       CHECK:     memref.copy %[[G]]
// VALUE: {{^}}1{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %init = tensor.splat %k5 : tensor<4xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %init) -> tensor<4xi64> {
    %w = tensor.insert %k7 into %t[%c0] : tensor<4xi64>
    %x = tensor.extract %w[%c0] : tensor<4xi64>
    %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    scf.yield %cst : tensor<4xi64>
  }
  %e = tensor.extract %r[%c0] : tensor<4xi64>
  return %e : i64
}
