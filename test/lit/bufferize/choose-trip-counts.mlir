// The choice between conflicting operands (one_shot_choose.c) counts the
// runs of an op in an scf.for by the loop's trips when its bounds and
// step are constants (the region-branch interface's trip_count), else 4.
// Random program 1302011: a fill in a 3-trip loop, weighed as 4 trips
// (128 by the estimate) against a copy of 8 elements before the loop
// (96), stayed in place and the copy was made (26 allocations / 728
// bytes, upstream 28/664); counted as 3 trips it goes out of place
// (28/664).
//
// Each function: a tensor of 8 elements cast, filled in place inside a
// loop, and the cast read after the loop. In place the fill sends the
// cast out of place (a new buffer and a copy of 64 bytes: 96); out of
// place it costs an allocation (32) per trip.
// @two_trips: 64 < 96: the fill out of place (2 allocations, no copy).
// @eight_trips: 256 > 96: the cast copied.
// @unknown_trips: bound an argument, 4 trips assumed (128): the cast
// copied.
// @no_trip: 0 trips: the fill out of place (it never runs).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}55{{$}}
// The build before (4 trips for every loop): 8 allocations, 4 copies, 256
// bytes (@two_trips and @no_trip copied too).
// STATS: allocations: 8
// STATS: copies: 2
// STATS: bytes copied: 128
// STATS: memory errors: 0

// CHECK-LABEL: func.func private @two_trips
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
//       CHECK:     memref.alloc
//       CHECK:     linalg.fill
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func private @two_trips(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.fill ins(%x : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %c = tensor.cast %t : tensor<8xi64> to tensor<?xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%ii : i64) outs(%t : tensor<8xi64>) -> tensor<8xi64>
    %v = tensor.extract %f[%c3] : tensor<8xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %w = tensor.extract %c[%c3] : tensor<?xi64>
  %z = arith.addi %r, %w : i64
  return %z : i64
}

// CHECK-LABEL: func.func private @eight_trips
//       CHECK:   memref.copy
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:   return
func.func private @eight_trips(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.fill ins(%x : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %c = tensor.cast %t : tensor<8xi64> to tensor<?xi64>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %k0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%ii : i64) outs(%t : tensor<8xi64>) -> tensor<8xi64>
    %v = tensor.extract %f[%c3] : tensor<8xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %w = tensor.extract %c[%c3] : tensor<?xi64>
  %z = arith.addi %r, %w : i64
  return %z : i64
}

// CHECK-LABEL: func.func private @unknown_trips
//       CHECK:   memref.copy
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:   return
func.func private @unknown_trips(%x: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.fill ins(%x : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %c = tensor.cast %t : tensor<8xi64> to tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %k0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%ii : i64) outs(%t : tensor<8xi64>) -> tensor<8xi64>
    %v = tensor.extract %f[%c3] : tensor<8xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %w = tensor.extract %c[%c3] : tensor<?xi64>
  %z = arith.addi %r, %w : i64
  return %z : i64
}

// CHECK-LABEL: func.func private @no_trip
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func private @no_trip(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.fill ins(%x : i64) outs(%e : tensor<8xi64>) -> tensor<8xi64>
  %c = tensor.cast %t : tensor<8xi64> to tensor<?xi64>
  %r = scf.for %i = %c3 to %c0 step %c1 iter_args(%acc = %k0) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%ii : i64) outs(%t : tensor<8xi64>) -> tensor<8xi64>
    %v = tensor.extract %f[%c3] : tensor<8xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %w = tensor.extract %c[%c3] : tensor<?xi64>
  %z = arith.addi %r, %w : i64
  return %z : i64
}

func.func @main() -> i64 {
  %k5 = arith.constant 5 : i64
  %c4 = arith.constant 4 : index
  %a = func.call @two_trips(%k5) : (i64) -> i64
  %b = func.call @eight_trips(%k5) : (i64) -> i64
  %c = func.call @unknown_trips(%k5, %c4) : (i64, index) -> i64
  %d = func.call @no_trip(%k5) : (i64) -> i64
  %s = arith.addi %a, %b : i64
  %t = arith.addi %s, %c : i64
  %u = arith.addi %t, %d : i64
  return %u : i64
}
