// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// affine.for / if / parallel / load / store / apply / min / max: maps of
// loads and stores are written over SSA values (symbol(%x) marks symbols),
// loop bounds print as constants, lone symbols or map + operand lists.

#cond = affine_set<(x)[n] : (n - x - 1 >= 0)>
#shift = affine_map<(x)[n] -> (x + n, 7)>

func.func @loops(%buf: memref<16x16xi32>, %n: index, %seed: i32) -> i32 {
  %acc = affine.for %r = 1 to 16 step 4 iter_args(%carry = %seed) -> i32 {
    %e = affine.load %buf[%r - 1, (%r + symbol(%n)) mod 16] : memref<16x16xi32>
    affine.store %e, %buf[%r, 3] {nontemporal} : memref<16x16xi32>
    affine.yield %e : i32
  }
  affine.for %c = %n to min #shift(%n)[%n] {
    affine.if #cond(%c)[%n] {
      affine.store %seed, %buf[%c, %c * 2] : memref<16x16xi32>
    }
  }
  %sel = affine.if #cond(%n)[%n] -> i32 {
    affine.yield %acc : i32
  } else {
    affine.yield %seed : i32
  }
  affine.parallel (%a, %b) = (0, max(1, %n)) to (8, symbol(%n) + 2) step (2, 1) {
    %off = affine.apply affine_map<(x)[y] -> (x * 3 + y)>(%a)[%n]
  }
  %sum = affine.parallel (%k) = (0) to (4) reduce ("addi") -> (i32) {
    affine.yield %seed : i32
  }
  %lo = affine.min affine_map<(x) -> (x, 9)>(%n)
  %hi = affine.max affine_map<()[s] -> (s, 2)>()[%n]
  return %sel : i32
}

// CHECK-DAG: #[[SHIFT:.*]] = affine_map<(d0)[s0] -> (d0 + s0, 7)>
// CHECK-DAG: #[[COND:.*]] = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
// CHECK: %0 = affine.for %arg3 = 1 to 16 step 4 iter_args(%arg4 = %arg2) -> (i32) {
// CHECK-NEXT: %5 = affine.load %arg0[%arg3 - 1, (%arg3 + symbol(%arg1)) mod 16] : memref<16x16xi32>
// CHECK-NEXT: affine.store %5, %arg0[%arg3, 3] {nontemporal} : memref<16x16xi32>
// CHECK-NEXT: affine.yield %5 : i32
// CHECK: affine.for %arg3 = %arg1 to min #[[SHIFT]](%arg1)[%arg1] {
// CHECK-NEXT: affine.if #[[COND]](%arg3)[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3, %arg3 * 2] : memref<16x16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %1 = affine.if #[[COND]](%arg1)[%arg1] -> i32 {
// CHECK: } else {
// CHECK: affine.parallel (%arg3, %arg4) = (0, max(1, %arg1)) to (8, symbol(%arg1) + 2) step (2, 1) {
// CHECK-NEXT: %5 = affine.apply #{{.*}}(%arg3)[%arg1]
// CHECK-NEXT: }
// CHECK: %2 = affine.parallel (%arg3) = (0) to (4) reduce ("addi") -> (i32) {
// CHECK: %3 = affine.min #{{.*}}(%arg1)
// CHECK-NEXT: %4 = affine.max #{{.*}}()[%arg1]

// GENERIC: "affine.for"(%arg2) <{lowerBoundMap = #{{.*}}, operandSegmentSizes = array<i32: 0, 0, 1>, step = 4 : index, upperBoundMap = #{{.*}}}>
// GENERIC: "affine.parallel"(%arg1, %arg1) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #{{.*}}, reductions = [], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #{{.*}}}>
// GENERIC: "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #{{.*}}, reductions = [1], steps = [1]
