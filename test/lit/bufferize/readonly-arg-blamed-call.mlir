// Callee arguments kept read-only (src/analysis/one_shot_choose.c,
// readonly_candidates) also when the call's in-place write sent another
// operand out of place than the call's own. Random program 7104005's
// shape: @callee writes %a (a linalg.sub into it, reading nothing of
// it); in the loop, the tensor.cast feeding the call is decided before
// the call and goes out of place (the call, counted in place, would
// clobber %d, read after it), a copy in each trip. Only calls whose own
// operand was out of place were tried with the argument read-only;
// now the call whose write was blamed is too: @callee allocates for its
// linalg.sub (no copy), and the caller copies nothing (before, as
// mlir-opt 22: 13 allocations, 4 copies, 256 bytes).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}59{{$}}
// STATS: allocations: 9
// STATS: copies: 0
// STATS: memory errors: 0

// CHECK-LABEL: func.func private @callee
//       CHECK:   linalg.fill
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   linalg.sub {{.*}} outs(%[[NEW]] : memref<4xi64>)
// CHECK-LABEL: func.func @main
//   CHECK-NOT:   memref.copy
//       CHECK:   func.call @callee
//   CHECK-NOT:   memref.copy
func.func private @callee(%a: tensor<4xi64>, %k: i64) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c0] : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%k : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %s = linalg.sub ins(%f, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  %y = tensor.extract %s[%c1] : tensor<4xi64>
  %z = arith.addi %x, %y : i64
  return %s, %z : tensor<4xi64>, i64
}

func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %k3) -> (i64) {
    %s = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
    %o:2 = func.call @callee(%s, %k3) : (tensor<4xi64>, i64) -> (tensor<4xi64>, i64)
    %v = tensor.extract %d[%i] : tensor<?xi64>
    %w = arith.addi %acc, %v : i64
    %x = arith.addi %w, %o#1 : i64
    scf.yield %x : i64
  }
  return %r : i64
}
