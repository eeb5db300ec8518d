// vector.transfer_read on a tensor reads the tensor's buffer;
// vector.transfer_write writes its tensor operand's buffer in place, like
// a destination, or a copy when the tensor is read later, as mlir-opt 22
// does (output identical in generic form on both chunks). mlbuf-run holds
// vectors like tensors: a read past the end of a dimension not marked
// in_bounds gives the padding value (5: the last lane is -1), a transposed
// permutation map walks the source's dimensions in its order.
// RUN: mlbuf-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: split-file %s %t
// RUN: mlbuf-run %t/main.mlir -- 0 | FileCheck %s --check-prefix=VALUE0
// RUN: mlbuf-run %t/main.mlir -- 5 | FileCheck %s --check-prefix=VALUE5
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- 0 | FileCheck %s --check-prefix=VALUE0
// RUN: mlbuf-opt %t/main.mlir --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -- 5 | FileCheck %s --check-prefix=VALUE5

//--- main.mlir
// CHECK-LABEL: func.func private @transposed
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
//       CHECK:   %[[V:.*]] = vector.transfer_read %[[A]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : memref<2x3xf32>, vector<3x2xf32>
//       CHECK:   %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
//       CHECK:   vector.transfer_write %[[V]], %[[B]][%{{.*}}, %{{.*}}] {in_bounds = [true, true]} : vector<3x2xf32>, memref<3x2xf32>
// CHECK-LABEL: func.func private @shift
//  CHECK-SAME:   (%[[X:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[Y:.*]]: memref<8xf32, strided<[?], offset: ?>>, %{{.*}}: index)
//       CHECK:   %[[R:.*]] = vector.transfer_read %[[X]][%{{.*}}], %{{.*}} : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32>
//  CHECK-NEXT:   vector.transfer_write %[[R]], %[[Y]][%{{.*}}] : vector<4xf32>, memref<8xf32, strided<[?], offset: ?>>
//  CHECK-NEXT:   return %[[Y]]
// VALUE0: {{^}}21{{$}}
// VALUE5: {{^}}18{{$}}
func.func private @transposed() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f5 = arith.constant 5.0 : f32
  %f6 = arith.constant 6.0 : f32
  %t = tensor.from_elements %f1, %f2, %f3, %f4, %f5, %f6 : tensor<2x3xf32>
  %v = vector.transfer_read %t[%c0, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x3xf32>, vector<3x2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %w = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<3x2xf32>, tensor<3x2xf32>
  %a = tensor.extract %w[%c2, %c1] : tensor<3x2xf32>
  %b = tensor.extract %w[%c0, %c1] : tensor<3x2xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
func.func private @shift(%a: tensor<8xf32>, %b: tensor<8xf32>, %i: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %a[%i], %pad : tensor<8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %b[%c0] : vector<4xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}
func.func @main(%i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %x = arith.constant 2.0 : f32
  %y = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %a2 = tensor.insert %y into %a[%c7] : tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %b = linalg.fill ins(%y : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  %w = call @shift(%a2, %b, %i) : (tensor<8xf32>, tensor<8xf32>, index) -> tensor<8xf32>
  %r0 = tensor.extract %w[%c0] : tensor<8xf32>
  %r1 = tensor.extract %w[%c1] : tensor<8xf32>
  %r3 = tensor.extract %w[%c3] : tensor<8xf32>
  %s0 = arith.addf %r0, %r1 : f32
  %s1 = arith.addf %s0, %r3 : f32
  %s2 = arith.addf %s1, %y : f32
  %tr = call @transposed() : () -> f32
  %s = arith.addf %s2, %tr : f32
  return %s : f32
}

// -----

//--- read-after.mlir
// The destination is read after the write: the write goes to a copy.
// CHECK-LABEL: func.func @read_after
//  CHECK-SAME:   (%[[D:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[V:.*]]: vector<4xf32>)
//       CHECK:   %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//       CHECK:   memref.copy %[[D]], %[[C]]
//       CHECK:   vector.transfer_write %[[V]], %[[C]]
//       CHECK:   memref.load %[[C]]
//       CHECK:   memref.load %[[D]]
func.func @read_after(%d: tensor<8xf32>, %v: vector<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %w = vector.transfer_write %v, %d[%c2] : vector<4xf32>, tensor<8xf32>
  %a = tensor.extract %w[%c2] : tensor<8xf32>
  %b = tensor.extract %d[%c2] : tensor<8xf32>
  return %a, %b : f32, f32
}
