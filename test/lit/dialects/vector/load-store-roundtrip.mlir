// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.load / vector.store as mlir-opt 22 prints them: alignment and
// nontemporal in the attribute dictionary, a false nontemporal left out
// of the custom form but kept in the generic one when given.

// CHECK-LABEL: func.func @access
// CHECK: vector.load %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<8xf32>
// CHECK: vector.load %arg0[%arg1, %arg1] {alignment = 16 : i64, nontemporal = true} : memref<4x8xf32>, vector<2x8xf32>
// CHECK: vector.load %arg0[%arg1, %arg1] : memref<4x8xf32>, vector<8xf32>
// CHECK: vector.store %{{.*}}, %arg0[%arg1, %arg1] {alignment = 8 : i64} : memref<4x8xf32>, vector<2x8xf32>
// CHECK: vector.load %arg2[%arg1] : memref<4xvector<8xf32>>, vector<8xf32>
// CHECK: vector.load %arg3[] : memref<f32>, vector<f32>
// GENERIC: "vector.load"(%arg0, %arg1, %arg1) : (memref<4x8xf32>, index, index) -> vector<8xf32>
// GENERIC: "vector.load"(%arg0, %arg1, %arg1) <{alignment = 16 : i64, nontemporal = true}>
// GENERIC: "vector.load"(%arg0, %arg1, %arg1) <{nontemporal = false}>
// GENERIC: "vector.store"(%{{.*}}, %arg0, %arg1, %arg1) <{alignment = 8 : i64}> : (vector<2x8xf32>, memref<4x8xf32>, index, index) -> ()
func.func @access(%m: memref<4x8xf32>, %i: index, %w: memref<4xvector<8xf32>>,
                  %z: memref<f32>) {
  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  %u = vector.load %m[%i, %i] {nontemporal = true, alignment = 16} : memref<4x8xf32>, vector<2x8xf32>
  %f = vector.load %m[%i, %i] {nontemporal = false} : memref<4x8xf32>, vector<8xf32>
  vector.store %u, %m[%i, %i] {alignment = 8} : memref<4x8xf32>, vector<2x8xf32>
  %x = vector.load %w[%i] : memref<4xvector<8xf32>>, vector<8xf32>
  %y = vector.load %z[] : memref<f32>, vector<f32>
  return
}
