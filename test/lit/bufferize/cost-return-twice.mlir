// A function returning the same tensor in two results, equivalent to its
// argument (random program 7117578's @h0, called 4 times there). mlbuf
// writes the insert into the argument's buffer in place and puts the
// full-size insert_slice, whose result nobody reads, out of place (a
// dead allocation, removed); @h returns %arg0 twice. The ABI makes the
// caller own every result, so the ownership pass clones the argument;
// it clones it once and returns the clone in both positions
// (ownership_dealloc_term.c, guaranteed_once): the caller frees results
// that may alias once, by their pointers. Upstream's ownership pass clones
// once per result, which made mlbuf's pipeline cost one allocation per
// call more than mlir-opt 22's bufferization (which copies the argument
// into a new buffer, writes it there and copies it back for the
// insert_slice: 2 allocations, 96 bytes copied here against 2 and 48).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | FileCheck %s
// VALUE: {{^}}2{{$}}
// STATS: allocations: 2
// STATS: clones: 1
// STATS: bytes copied: 48
// STATS: memory errors: 0

// CHECK-LABEL: func.func private @h
//       CHECK:   memref.store
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %arg0
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[C]], %[[C]] :
module {
  func.func private @h(%a: tensor<3x2xi64>) -> (tensor<3x2xi64>, tensor<3x2xi64>) {
    %c1 = arith.constant 1 : index
    %k = arith.constant -5 : i64
    %t = tensor.insert %k into %a[%c1, %c1] : tensor<3x2xi64>
    %u = tensor.insert_slice %t into %a[0, 0] [3, 2] [1, 1] : tensor<3x2xi64> into tensor<3x2xi64>
    return %t, %t : tensor<3x2xi64>, tensor<3x2xi64>
  }
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k7 = arith.constant 7 : i64
    %e = tensor.empty() : tensor<3x2xi64>
    %f = linalg.fill ins(%k7 : i64) outs(%e : tensor<3x2xi64>) -> tensor<3x2xi64>
    %r:2 = func.call @h(%f) : (tensor<3x2xi64>) -> (tensor<3x2xi64>, tensor<3x2xi64>)
    %x = tensor.extract %r#0[%c1, %c1] : tensor<3x2xi64>
    %y = tensor.extract %r#1[%c0, %c0] : tensor<3x2xi64>
    %s = arith.addi %x, %y : i64
    return %s : i64
  }
}
