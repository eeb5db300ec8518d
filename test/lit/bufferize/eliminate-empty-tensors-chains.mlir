// REQUIRES: mlir-opt
// eliminate-empty-tensors follows the inserted value back through
// equivalent results only: casts (a tensor.cast after the slice restores
// the empty's type), scf.if yields, a parallel_insert_slice's shared out;
// not through a reshape. When the slice's offset is computed after the
// fill, its effect-free definition moves above the fill; an op with
// unknown effects cannot move and the empty stays. Output identical to
// mlir-opt 22's (generic form).
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors | FileCheck %s
// RUN: mlbuf-opt %s --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors --mlir-print-op-generic > %t.mlbuf
// RUN: %mlir_opt %s --allow-unregistered-dialect --split-input-file --eliminate-empty-tensors --mlir-print-op-generic > %t.upstream
// RUN: diff %t.upstream %t.mlbuf

// CHECK-LABEL: func.func @cast(
//       CHECK:   %[[S:.*]] = tensor.extract_slice %{{.*}}[2] [128] [1] : tensor<256xf32> to tensor<128xf32>
//  CHECK-NEXT:   %[[C:.*]] = tensor.cast %[[S]] : tensor<128xf32> to tensor<?xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : tensor<?xf32>)
func.func @cast(%t: tensor<256xf32>) -> tensor<256xf32> {
  %cst = arith.constant 8.0 : f32
  %c128 = arith.constant 128 : index
  %0 = tensor.empty(%c128) : tensor<?xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.cast %1 : tensor<?xf32> to tensor<128xf32>
  %3 = tensor.insert_slice %2 into %t[2] [128] [1] : tensor<128xf32> into tensor<256xf32>
  return %3 : tensor<256xf32>
}

// -----

// CHECK-LABEL: func.func @reshape(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<128xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<128xf32>)
func.func @reshape(%t: tensor<5x6x128xf32>) -> tensor<5x6x128xf32> {
  %cst = arith.constant 8.0 : f32
  %0 = tensor.empty() : tensor<128xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128xf32>) -> tensor<128xf32>
  %2 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [1, 1, 128] : tensor<128xf32> into tensor<1x1x128xf32>
  %3 = tensor.insert_slice %2 into %t[2, 3, 0] [1, 1, 128] [1, 1, 1] : tensor<1x1x128xf32> into tensor<5x6x128xf32>
  return %3 : tensor<5x6x128xf32>
}

// -----

// CHECK-LABEL: func.func @branches(
//       CHECK:   scf.if
//       CHECK:     %[[S1:.*]] = tensor.extract_slice %{{.*}}[42] [%{{.*}}] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S1]] : tensor<?xf32>)
//       CHECK:   } else {
//       CHECK:     %[[S2:.*]] = tensor.extract_slice %{{.*}}[42] [%{{.*}}] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S2]] : tensor<?xf32>)
func.func @branches(%t: tensor<?xf32>, %sz: index, %c: i1) -> tensor<?xf32> {
  %cst1 = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %if = scf.if %c -> tensor<?xf32> {
    %a1 = tensor.empty(%sz) : tensor<?xf32>
    %f1 = linalg.fill ins(%cst1 : f32) outs(%a1 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f1 : tensor<?xf32>
  } else {
    %a2 = tensor.empty(%sz) : tensor<?xf32>
    %f2 = linalg.fill ins(%cst2 : f32) outs(%a2 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f2 : tensor<?xf32>
  }
  %r = tensor.insert_slice %if into %t[42] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @parallel(
//       CHECK:   scf.forall {{.*}} shared_outs(%[[O:.*]] = %{{.*}})
//  CHECK-NEXT:     %[[S:.*]] = tensor.extract_slice %[[O]][42] [%{{.*}}] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<?xf32>)
func.func @parallel(%t: tensor<?xf32>, %sz: index) -> tensor<?xf32> {
  %f0 = arith.constant 0.0 : f32
  %c512 = arith.constant 512 : index
  %r = scf.forall (%iv) in (%c512) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %a = tensor.empty(%sz) : tensor<?xf32>
    %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[42] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @hoisted(
//       CHECK:   %[[O:.*]] = arith.addi
//  CHECK-NEXT:   %[[S:.*]] = tensor.extract_slice %{{.*}}[%[[O]]] [4] [1]
//  CHECK-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @hoisted(%t: tensor<16xf32>, %f: f32, %i: index) -> tensor<16xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %o = arith.addi %i, %c1 : index
  %2 = tensor.insert_slice %1 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// CHECK-LABEL: func.func @not_hoisted(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//  CHECK-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
func.func @not_hoisted(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %o = "test.offset"() : () -> (index)
  %2 = tensor.insert_slice %1 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// materialize_in_destination overwrites its whole destination: the empty
// becomes the destination itself.
// CHECK-LABEL: func.func @materialize(
//  CHECK-SAME:     %[[T:.*]]: tensor<5xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<5xf32>)
//       CHECK:   bufferization.materialize_in_destination %[[F]] in %[[T]]
func.func @materialize(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = bufferization.materialize_in_destination %1 in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %2 : tensor<5xf32>
}
