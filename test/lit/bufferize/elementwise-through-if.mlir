// The elementwise excuse follows an scf.if: linalg.generic reads element p
// of %r, the result of an scf.if yielding %a or %t, and writes element p
// of %t. Each yield leads back to %t or never holds %t's buffer (%a and %t
// are made by two different new-buffer ops), so the generic writes %t in
// place (@disjoint: one allocation less; random program 7127157, where
// mlbuf had one allocation and 64 bytes copied more than mlir-opt 22).
// In @shifted the other yield is a slice of the buffer %t is a slice of,
// one element before it: the generic would read, at element p, what the
// write of element p - 1 left there, so its init goes out of place.
// mlir-opt 22 writes it in place there (it accepts any one yield leading
// back) and prints 34002 instead of 33862.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s -e disjoint | FileCheck %s --check-prefix=DISJOINT
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e disjoint 2>&1 | FileCheck %s --check-prefixes=DISJOINT,DSTATS
// RUN: mlbuf-run %s -e shifted | FileCheck %s --check-prefix=SHIFTED
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e shifted 2>&1 | FileCheck %s --check-prefixes=SHIFTED,SSTATS
// DISJOINT: {{^}}184704{{$}}
// DSTATS: allocations: 2
// DSTATS: copies: 0
// DSTATS: memory errors: 0
// SHIFTED: {{^}}33862{{$}}
// SSTATS: memory errors: 0

// CHECK-LABEL: func.func @disjoint
//       CHECK:   linalg.generic
//  CHECK-SAME:   __inplace_operands_attr__ = ["true", "true"]
// CHECK-LABEL: func.func @shifted
//       CHECK:   linalg.generic
//  CHECK-SAME:   __inplace_operands_attr__ = ["true", "false"]
#id = affine_map<(d0) -> (d0)>
func.func @disjoint() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k31 = arith.constant 31 : i64
  %a = tensor.splat %k1 : tensor<4xi64>
  %t = tensor.splat %k2 : tensor<4xi64>
  %b = arith.cmpi eq, %k31, %k0 : i64
  %r = scf.if %b -> (tensor<4xi64>) {
    scf.yield %a : tensor<4xi64>
  } else {
    scf.yield %t : tensor<4xi64>
  }
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64):
    %m = arith.muli %x, %k2 : i64
    %s = arith.addi %m, %y : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %k0) -> (i64) {
    %e = tensor.extract %g[%i] : tensor<4xi64>
    %m = arith.muli %acc, %k31 : i64
    %n = arith.addi %m, %e : i64
    scf.yield %n : i64
  }
  return %sum : i64
}

func.func @shifted() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k31 = arith.constant 31 : i64
  %B = tensor.generate {
  ^bb0(%j: index):
    %v = arith.index_cast %j : index to i64
    tensor.yield %v : i64
  } : tensor<5xi64>
  %t = tensor.extract_slice %B[1] [4] [1] : tensor<5xi64> to tensor<4xi64>
  %b = arith.cmpi ne, %k31, %k0 : i64
  %r = scf.if %b -> (tensor<4xi64>) {
    %a = tensor.extract_slice %B[0] [4] [1] : tensor<5xi64> to tensor<4xi64>
    scf.yield %a : tensor<4xi64>
  } else {
    scf.yield %t : tensor<4xi64>
  }
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64):
    %m = arith.muli %x, %k2 : i64
    %s = arith.addi %m, %y : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %k0) -> (i64) {
    %e = tensor.extract %g[%i] : tensor<4xi64>
    %m = arith.muli %acc, %k31 : i64
    %n = arith.addi %m, %e : i64
    scf.yield %n : i64
  }
  return %sum : i64
}
