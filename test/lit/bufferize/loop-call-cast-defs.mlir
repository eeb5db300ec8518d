// Inside a loop, a cast of a tensor defined before the loop goes to a
// call whose callee reads and writes its argument. Deciding the call
// first (bottom-up), the cast is still undecided: the read's definitions
// must be followed through it as if the operand under decision were in
// place, or the write of trip 1 is missed by the read of trip 2 (random
// program 130564 of bench/bufferize_random.py, once calls had summaries).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// VALUE: {{^}}6{{$}}
module {
  func.func private @bump(%t: tensor<?xi64>) -> tensor<?xi64> {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : i64
    %x = tensor.extract %t[%c0] : tensor<?xi64>
    %y = arith.addi %x, %k1 : i64
    %u = tensor.insert %y into %t[%c0] : tensor<?xi64>
    return %u : tensor<?xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %k0 = arith.constant 0 : i64
    %k1 = arith.constant 1 : i64
    %t = tensor.from_elements %k1, %k1 : tensor<2xi64>
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k0) -> (i64) {
      %c = tensor.cast %t : tensor<2xi64> to tensor<?xi64>
      %b = func.call @bump(%c) : (tensor<?xi64>) -> tensor<?xi64>
      %x = tensor.extract %b[%c0] : tensor<?xi64>
      %n = arith.addi %acc, %x : i64
      scf.yield %n : i64
    }
    return %r : i64
  }
}
