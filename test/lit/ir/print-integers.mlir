// RUN: mlbuf-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect | mlbuf-opt --allow-unregistered-dialect | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The printer writes decimal integers without printf (mlb_buf_put_i64 and
// mlb_buf_put_u64): the extremes of i64 and ui64, negative values, zero,
// a dynamic static index (INT64_MIN in the generic form), affine
// dimensions, symbols and constants, and integer type widths.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * -3 + s0, d1 floordiv 2, -7)>
#map = affine_map<(d0, d1)[s0] -> (d0 * -3 + s0, d1 floordiv 2, -7)>
// CHECK-LABEL: func.func @ints
func.func @ints(%m: memref<16x?xf32>, %i: index) -> (i64, i64, index, i1) {
  // CHECK: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
  %a = arith.constant -9223372036854775808 : i64
  // CHECK: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
  %b = arith.constant 9223372036854775807 : i64
  // CHECK: "test.op"() {big = 18446744073709551615 : ui64} : () -> ()
  "test.op"() {big = 18446744073709551615 : ui64} : () -> ()
  // CHECK: %c-1 = arith.constant -1 : index
  %d = arith.constant -1 : index
  // CHECK: memref.subview %arg0[0, %arg1] [8, 4] [1, 2] : memref<16x?xf32> to memref<8x4xf32, strided<[?, 2], offset: ?>>
  // GENERIC: static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 8, 4>, static_strides = array<i64: 1, 2>
  %s = memref.subview %m[0, %i] [8, 4] [1, 2] : memref<16x?xf32> to memref<8x4xf32, strided<[?, 2], offset: ?>>
  // CHECK: "test.op"() {arr = array<i64: -3, 0, 9223372036854775807>, map = #map, u = ui7, w = i123, z = 0 : si8} : () -> ()
  "test.op"() {map = #map, arr = array<i64: -3, 0, 9223372036854775807>, w = i123, u = ui7, z = 0 : si8} : () -> ()
  %e = arith.constant true
  return %a, %b, %d, %e : i64, i64, index, i1
}
