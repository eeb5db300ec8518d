// bufferization.alloc_tensor copy(%t) whose tensor nothing reads (only
// overwritten, or asked its shape) needs its buffer but not the copy
// (one_shot_calls.c, fix_unread; bufferization_bufferize.c). Upstream
// copies anyway; random program 7120416 handed such a tensor to an
// scf.for whose body only overwrites its iteration argument, and mlir-opt
// 22 put the loop's init out of place instead, a new buffer unfilled:
// mlbuf copied 48 bytes more (21 allocations and 288 bytes against 25 and
// 240; now 21 and 240). A loop that may make no trip hands its init on
// as its result, which is read: that copy stays (@maybe_no_trip), and so
// does one whose tensor is read (@read): 3 copies at run time, 4 before.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}700051005{{$}}
// STATS: copies: 3
// STATS: memory errors: 0

// CHECK-LABEL: func.func @overwritten
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
func.func @overwritten(%t: tensor<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a) -> (tensor<4xi64>) {
    %f = linalg.fill ins(%k : i64) outs(%x : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  %e = tensor.extract %r[%c1] : tensor<4xi64>
  return %e : i64
}

// CHECK-LABEL: func.func @maybe_no_trip
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   scf.for
func.func @maybe_no_trip(%t: tensor<4xi64>, %k: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<4xi64>) {
    %f = linalg.fill ins(%k : i64) outs(%x : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  %e = tensor.extract %r[%c1] : tensor<4xi64>
  return %e : i64
}

// CHECK-LABEL: func.func @read
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
func.func @read(%t: tensor<4xi64>, %k: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %w = tensor.insert %k into %a[%c1] : tensor<4xi64>
  %e = tensor.extract %w[%c1] : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %f = tensor.extract %a[%c0] : tensor<4xi64>
  %s = arith.addi %e, %f : i64
  return %s : i64
}

// @overwritten 7, @maybe_no_trip 5 (no trip: the copy), @read 1005.
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k1000 = arith.constant 1000 : i64
  %k10000 = arith.constant 10000 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%k5 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %a = call @overwritten(%t, %k7) : (tensor<4xi64>, i64) -> i64
  %b = call @maybe_no_trip(%t, %k7, %c0) : (tensor<4xi64>, i64, index) -> i64
  %c = call @read(%t, %k1000) : (tensor<4xi64>, i64) -> i64
  %a10 = arith.muli %a, %k10000 : i64
  %a100 = arith.muli %a10, %k10000 : i64
  %b10 = arith.muli %b, %k10000 : i64
  %s1 = arith.addi %a100, %b10 : i64
  %s2 = arith.addi %s1, %c : i64
  return %s2 : i64
}
