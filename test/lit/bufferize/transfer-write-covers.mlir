// vector.transfer_write does not read its tensor when the vector covers
// all of it: a static shape, every index the constant 0, no mask, and each
// tensor dim the target of a permutation-map result whose vector dim is at
// least as long, or of size 1. Out of place (each %t is read after), the
// new buffer then needs no copy: %w1 (4 elements into 1), %w2 (same
// shape), %w3 (transposed: upstream pairs the dims by position, 2x3
// against 3x2, and copies). %w4 (half), %w5 (from index 1) and %w6 (row 0
// of two; mlir-opt 22 pairs [2, 3] with [3], leaves the copy out and
// returns a wrong value here) keep their copies. mlbuf copied all six:
// random program 6990902 (`--with more-ops`), 8 bytes more than upstream.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e main 2>&1 | FileCheck %s --check-prefixes=VAL,STATS
// RUN: mlbuf-run --check %s -e main | FileCheck %s --check-prefix=VAL

// CHECK-LABEL: func.func @main
// CHECK-COUNT-3: linalg.map outs
//       CHECK:   %[[A1:.*]] = memref.alloc() {{.*}} : memref<1xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   vector.transfer_write %{{.*}}, %[[A1]][%{{.*}}] : vector<4xi64>, memref<1xi64>
//       CHECK:   %[[A2:.*]] = memref.alloc() {{.*}} : memref<2x3xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   vector.transfer_write %{{.*}}, %[[A2]]
//       CHECK:   %[[A3:.*]] = memref.alloc() {{.*}} : memref<2x3xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   vector.transfer_write %{{.*}}, %[[A3]]{{.*}}permutation_map
//       CHECK:   %[[A4:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A4]]
//       CHECK:   %[[A5:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A5]]
//       CHECK:   %[[A6:.*]] = memref.alloc() {{.*}} : memref<2x3xi64>
//  CHECK-NEXT:   memref.copy %{{.*}}, %[[A6]]
// 1, 15, 12, 3, 9, 9 in base 10, then 9 + 9 + 9.
// VAL: {{^}}262426{{$}}
// STATS: allocations: 9
// STATS: copies: 3
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k9 = arith.constant 9 : i64
  %k10 = arith.constant 10 : i64
  %pad = arith.constant 0 : i64
  %src = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
  %m = arith.constant dense<[[11, 12, 13], [14, 15, 16], [17, 18, 19]]> : tensor<3x3xi64>
  %v4 = vector.transfer_read %src[%c0], %pad : tensor<6xi64>, vector<4xi64>
  %v23 = vector.transfer_read %m[%c0, %c0], %pad : tensor<3x3xi64>, vector<2x3xi64>
  %v32 = vector.transfer_read %m[%c0, %c0], %pad : tensor<3x3xi64>, vector<3x2xi64>
  %v3 = vector.transfer_read %src[%c1], %pad : tensor<6xi64>, vector<3xi64>
  %v2 = vector.transfer_read %src[%c1], %pad : tensor<6xi64>, vector<2xi64>
  %t1 = tensor.splat %k9 : tensor<1xi64>
  %t4 = tensor.splat %k9 : tensor<4xi64>
  %t23 = tensor.splat %k9 : tensor<2x3xi64>
  // Covers: the one element.
  %w1 = vector.transfer_write %v4, %t1[%c0] : vector<4xi64>, tensor<1xi64>
  // Covers: the same shape.
  %w2 = vector.transfer_write %v23, %t23[%c0, %c0] : vector<2x3xi64>, tensor<2x3xi64>
  // Covers: transposed.
  %w3 = vector.transfer_write %v32, %t23[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xi64>, tensor<2x3xi64>
  // Not: half of the tensor.
  %w4 = vector.transfer_write %v2, %t4[%c0] : vector<2xi64>, tensor<4xi64>
  // Not: from index 1.
  %w5 = vector.transfer_write %v4, %t4[%c1] : vector<4xi64>, tensor<4xi64>
  // Not: row 0 of two.
  %w6 = vector.transfer_write %v3, %t23[%c0, %c0] : vector<3xi64>, tensor<2x3xi64>
  %a = tensor.extract %w1[%c0] : tensor<1xi64>
  %b = tensor.extract %w2[%c1, %c1] : tensor<2x3xi64>
  %c = tensor.extract %w3[%c1, %c0] : tensor<2x3xi64>
  %d = tensor.extract %w4[%c1] : tensor<4xi64>
  %e = tensor.extract %w5[%c0] : tensor<4xi64>
  %f = tensor.extract %w6[%c1, %c0] : tensor<2x3xi64>
  %g = tensor.extract %t1[%c0] : tensor<1xi64>
  %h = tensor.extract %t23[%c0, %c0] : tensor<2x3xi64>
  %i = tensor.extract %t4[%c0] : tensor<4xi64>
  %s1 = arith.muli %a, %k10 : i64
  %s2 = arith.addi %s1, %b : i64
  %s3 = arith.muli %s2, %k10 : i64
  %s4 = arith.addi %s3, %c : i64
  %s5 = arith.muli %s4, %k10 : i64
  %s6 = arith.addi %s5, %d : i64
  %s7 = arith.muli %s6, %k10 : i64
  %s8 = arith.addi %s7, %e : i64
  %s9 = arith.muli %s8, %k10 : i64
  %s10 = arith.addi %s9, %f : i64
  %s11 = arith.addi %s10, %g : i64
  %s12 = arith.addi %s11, %h : i64
  %s13 = arith.addi %s12, %i : i64
  return %s13 : i64
}
