// RUN: mlbuf-opt %s | FileCheck %s
// RUN: mlbuf-opt %s | mlbuf-opt | FileCheck %s
// RUN: mlbuf-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The masked memory ops and the masks print as mlir-opt 22 prints them:
// the index vector of gather / scatter after a space, `alignment` as a
// property, scatter into a tensor with its result.

// CHECK-LABEL: func.func @masked
// CHECK: %[[M:.*]] = vector.create_mask %arg2 : vector<4xi1>
// CHECK: %[[C:.*]] = vector.constant_mask [2] : vector<4xi1>
// CHECK: vector.constant_mask [2, 3] : vector<4x8xi1>
// CHECK: vector.maskedload %arg0[%c1], %[[M]], %{{.*}} {alignment = 16 : i64} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.maskedstore %arg0[%c0], %[[C]], %{{.*}} : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.gather %arg0[%c0] [%{{.*}}], %[[M]], %{{.*}} : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.scatter %arg0[%c0] [%{{.*}}], %[[C]], %{{.*}} : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.expandload %arg0[%c1], %[[M]], %{{.*}} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.compressstore %arg0[%c0], %[[C]], %{{.*}} : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.maskedload %arg1[%c0, %c1]
// CHECK: vector.scatter %arg3[%c0] [%{{.*}}], %[[M]], %{{.*}} : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<8xf32>
// GENERIC: "vector.create_mask"(%arg2) : (index) -> vector<4xi1>
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
// GENERIC: "vector.maskedload"(%arg0, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 16 : i64}> : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.gather"(%arg0, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<8xf32>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.maskedload"(%arg1, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<4x8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
func.func @masked(%m: memref<8xf32>, %m2: memref<4x8xf32>, %n: index, %t: tensor<8xf32>) -> (vector<4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mask = vector.create_mask %n : vector<4xi1>
  %cm = vector.constant_mask [2] : vector<4xi1>
  %cm2 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %pt = arith.constant dense<0.0> : vector<4xf32>
  %v = vector.maskedload %m[%c1], %mask, %pt {alignment = 16} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c0], %cm, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %idx = arith.constant dense<[7, 0, 3, 3]> : vector<4xi32>
  %g = vector.gather %m[%c0][%idx], %mask, %pt : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %cm, %g : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %m[%c1], %mask, %pt : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0], %cm, %e : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %v2 = vector.maskedload %m2[%c0, %c1], %mask, %pt : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%c0][%idx], %mask, %v2 : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<8xf32>
  return %v2, %s : vector<4xf32>, tensor<8xf32>
}
