// The choice between conflicting operands (one_shot_choose.c) looks one
// flip further when a flip ties. Random program 1302100: a slice of an
// argument is written in place by two ops whose results nothing uses (a
// linalg.map, a fill in an scf.index_switch case), and the argument is
// read after them, so the slice is copied. Out of place, either write is
// left out (no allocation, no copy), but the other still sends the slice
// out of place: one flip alone ties, and was not kept; both together take
// the copy away (21 allocations / 496 bytes -> 20/464, upstream 21/464).
//
// @two_dead: the same shape (the fill in an scf.if): both writes left
// out, the slice not copied. The build before: 3 allocations, a copy of
// 32 bytes.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}2{{$}}
// STATS: allocations: 2
// STATS: copies: 0
// STATS: memory errors: 0

// CHECK-LABEL: func.func private @two_dead
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   linalg.map
//   CHECK-NOT:   linalg.fill
//       CHECK:   return
func.func private @two_dead(%a: tensor<8xi64>, %b: tensor<4xi64>, %x: i64, %p: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %m = linalg.map ins(%b : tensor<4xi64>) outs(%s : tensor<4xi64>)
    (%u: i64, %o: i64) {
      %q = arith.addi %u, %o : i64
      linalg.yield %q : i64
    }
  %r = scf.if %p -> (i64) {
    %f = linalg.fill ins(%x : i64) outs(%s : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %x : i64
  } else {
    scf.yield %x : i64
  }
  %v = tensor.extract %a[%c1] : tensor<8xi64>
  %w = tensor.extract %a[%c0] : tensor<8xi64>
  %z = arith.addi %v, %w : i64
  %z2 = arith.addi %z, %r : i64
  return %z2 : i64
}

func.func @main() -> i64 {
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %t = arith.constant 1 : i1
  %a = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    tensor.yield %ii : i64
  } : tensor<8xi64>
  %b = tensor.splat %k3 : tensor<4xi64>
  %r = func.call @two_dead(%a, %b, %k1, %t) : (tensor<8xi64>, tensor<4xi64>, i64, i1) -> i64
  return %r : i64
}
