// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.transfer_read / transfer_write: the default permutation_map (minor
// identity) and in_bounds (all false) are elided in custom form but shown in
// generic form; the mask type is inferred. vector.print with its oilist.

func.func @transfers(%buf: memref<8x16xf32>, %t: tensor<16xi8>, %k: index,
                     %pad: f32, %m: vector<8xi1>, %w: vector<4xi8>) -> tensor<16xi8> {
  %a = vector.transfer_read %buf[%k, %k], %pad : memref<8x16xf32>, vector<8xf32>
  %b = vector.transfer_read %buf[%k, %k], %pad, %m {in_bounds = [true]} : memref<8x16xf32>, vector<8xf32>
  %c = vector.transfer_read %buf[%k, %k], %pad {permutation_map = affine_map<(i, j) -> (i)>} : memref<8x16xf32>, vector<8xf32>
  vector.transfer_write %a, %buf[%k, %k] {in_bounds = [false]} : vector<8xf32>, memref<8x16xf32>
  %r = vector.transfer_write %w, %t[%k] {tag} : vector<4xi8>, tensor<16xi8>
  vector.print %b : vector<8xf32>
  vector.print str "done"
  vector.print %pad : f32 punctuation <comma>
  vector.print punctuation <newline>
  return %r : tensor<16xi8>
}

func.func @more() {
  vector.print punctuation <open>
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg4 {in_bounds = [true]} : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<8x16xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg2, %arg2] : vector<8xf32>, memref<8x16xf32>
// CHECK-NEXT: %3 = vector.transfer_write %arg5, %arg1[%arg2] {tag} : vector<4xi8>, tensor<16xi8>
// CHECK-NEXT: vector.print %1 : vector<8xf32>
// CHECK-NEXT: vector.print str "done"
// CHECK-NEXT: vector.print %arg3 : f32 punctuation <comma>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return %3 : tensor<16xi8>
// CHECK: vector.print punctuation <open>

// GENERIC: #map = affine_map<(d0, d1) -> (d1)>
// GENERIC: "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<8x16xf32>, index, index, f32) -> vector<8xf32>
// GENERIC: "vector.transfer_read"(%arg0, %arg2, %arg2, %arg3, %arg4) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<8x16xf32>, index, index, f32, vector<8xi1>) -> vector<8xf32>
// GENERIC: "vector.transfer_write"(%arg5, %arg1, %arg2) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map2}> {tag} : (vector<4xi8>, tensor<16xi8>, index) -> tensor<16xi8>
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "done"}> : () -> ()
// GENERIC: "vector.print"(%arg3) <{punctuation = #vector.punctuation<comma>}> : (f32) -> ()
