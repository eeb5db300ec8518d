// REQUIRES: mlir-opt
// An insert_slice reads its destination back where a matching
// extract_slice of it was taken; a write into a value computed in that
// slice through destination-passing ops (a fill, then more fills into it,
// as a tiled fill + matmul does) lands in that very place: no conflict,
// the slice stays in place (upstream's decision too). The chain back to
// the slice has no length limit (a long one is matched as well, as by
// upstream).
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: func.func @short_chain(
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-LABEL: func.func @long_chain(
//       CHECK:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
//       CHECK:   tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// VALUE: 15
func.func @short_chain(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v0 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %v1 = linalg.fill ins(%f : f32) outs(%v0 : tensor<4xf32>) -> tensor<4xf32>
  %v2 = linalg.fill ins(%f : f32) outs(%v1 : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %v2 into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @long_chain(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v0 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %v1 = linalg.fill ins(%f : f32) outs(%v0 : tensor<4xf32>) -> tensor<4xf32>
  %v2 = linalg.fill ins(%f : f32) outs(%v1 : tensor<4xf32>) -> tensor<4xf32>
  %v3 = linalg.fill ins(%f : f32) outs(%v2 : tensor<4xf32>) -> tensor<4xf32>
  %v4 = linalg.fill ins(%f : f32) outs(%v3 : tensor<4xf32>) -> tensor<4xf32>
  %v5 = linalg.fill ins(%f : f32) outs(%v4 : tensor<4xf32>) -> tensor<4xf32>
  %v6 = linalg.fill ins(%f : f32) outs(%v5 : tensor<4xf32>) -> tensor<4xf32>
  %v7 = linalg.fill ins(%f : f32) outs(%v6 : tensor<4xf32>) -> tensor<4xf32>
  %v8 = linalg.fill ins(%f : f32) outs(%v7 : tensor<4xf32>) -> tensor<4xf32>
  %v9 = linalg.fill ins(%f : f32) outs(%v8 : tensor<4xf32>) -> tensor<4xf32>
  %v10 = linalg.fill ins(%f : f32) outs(%v9 : tensor<4xf32>) -> tensor<4xf32>
  %v11 = linalg.fill ins(%f : f32) outs(%v10 : tensor<4xf32>) -> tensor<4xf32>
  %v12 = linalg.fill ins(%f : f32) outs(%v11 : tensor<4xf32>) -> tensor<4xf32>
  %v13 = linalg.fill ins(%f : f32) outs(%v12 : tensor<4xf32>) -> tensor<4xf32>
  %v14 = linalg.fill ins(%f : f32) outs(%v13 : tensor<4xf32>) -> tensor<4xf32>
  %v15 = linalg.fill ins(%f : f32) outs(%v14 : tensor<4xf32>) -> tensor<4xf32>
  %v16 = linalg.fill ins(%f : f32) outs(%v15 : tensor<4xf32>) -> tensor<4xf32>
  %v17 = linalg.fill ins(%f : f32) outs(%v16 : tensor<4xf32>) -> tensor<4xf32>
  %v18 = linalg.fill ins(%f : f32) outs(%v17 : tensor<4xf32>) -> tensor<4xf32>
  %v19 = linalg.fill ins(%f : f32) outs(%v18 : tensor<4xf32>) -> tensor<4xf32>
  %v20 = linalg.fill ins(%f : f32) outs(%v19 : tensor<4xf32>) -> tensor<4xf32>
  %v21 = linalg.fill ins(%f : f32) outs(%v20 : tensor<4xf32>) -> tensor<4xf32>
  %v22 = linalg.fill ins(%f : f32) outs(%v21 : tensor<4xf32>) -> tensor<4xf32>
  %v23 = linalg.fill ins(%f : f32) outs(%v22 : tensor<4xf32>) -> tensor<4xf32>
  %v24 = linalg.fill ins(%f : f32) outs(%v23 : tensor<4xf32>) -> tensor<4xf32>
  %v25 = linalg.fill ins(%f : f32) outs(%v24 : tensor<4xf32>) -> tensor<4xf32>
  %v26 = linalg.fill ins(%f : f32) outs(%v25 : tensor<4xf32>) -> tensor<4xf32>
  %v27 = linalg.fill ins(%f : f32) outs(%v26 : tensor<4xf32>) -> tensor<4xf32>
  %v28 = linalg.fill ins(%f : f32) outs(%v27 : tensor<4xf32>) -> tensor<4xf32>
  %v29 = linalg.fill ins(%f : f32) outs(%v28 : tensor<4xf32>) -> tensor<4xf32>
  %v30 = linalg.fill ins(%f : f32) outs(%v29 : tensor<4xf32>) -> tensor<4xf32>
  %v31 = linalg.fill ins(%f : f32) outs(%v30 : tensor<4xf32>) -> tensor<4xf32>
  %v32 = linalg.fill ins(%f : f32) outs(%v31 : tensor<4xf32>) -> tensor<4xf32>
  %v33 = linalg.fill ins(%f : f32) outs(%v32 : tensor<4xf32>) -> tensor<4xf32>
  %v34 = linalg.fill ins(%f : f32) outs(%v33 : tensor<4xf32>) -> tensor<4xf32>
  %v35 = linalg.fill ins(%f : f32) outs(%v34 : tensor<4xf32>) -> tensor<4xf32>
  %v36 = linalg.fill ins(%f : f32) outs(%v35 : tensor<4xf32>) -> tensor<4xf32>
  %v37 = linalg.fill ins(%f : f32) outs(%v36 : tensor<4xf32>) -> tensor<4xf32>
  %v38 = linalg.fill ins(%f : f32) outs(%v37 : tensor<4xf32>) -> tensor<4xf32>
  %v39 = linalg.fill ins(%f : f32) outs(%v38 : tensor<4xf32>) -> tensor<4xf32>
  %v40 = linalg.fill ins(%f : f32) outs(%v39 : tensor<4xf32>) -> tensor<4xf32>
  %v41 = linalg.fill ins(%f : f32) outs(%v40 : tensor<4xf32>) -> tensor<4xf32>
  %v42 = linalg.fill ins(%f : f32) outs(%v41 : tensor<4xf32>) -> tensor<4xf32>
  %v43 = linalg.fill ins(%f : f32) outs(%v42 : tensor<4xf32>) -> tensor<4xf32>
  %v44 = linalg.fill ins(%f : f32) outs(%v43 : tensor<4xf32>) -> tensor<4xf32>
  %v45 = linalg.fill ins(%f : f32) outs(%v44 : tensor<4xf32>) -> tensor<4xf32>
  %v46 = linalg.fill ins(%f : f32) outs(%v45 : tensor<4xf32>) -> tensor<4xf32>
  %v47 = linalg.fill ins(%f : f32) outs(%v46 : tensor<4xf32>) -> tensor<4xf32>
  %v48 = linalg.fill ins(%f : f32) outs(%v47 : tensor<4xf32>) -> tensor<4xf32>
  %v49 = linalg.fill ins(%f : f32) outs(%v48 : tensor<4xf32>) -> tensor<4xf32>
  %v50 = linalg.fill ins(%f : f32) outs(%v49 : tensor<4xf32>) -> tensor<4xf32>
  %v51 = linalg.fill ins(%f : f32) outs(%v50 : tensor<4xf32>) -> tensor<4xf32>
  %v52 = linalg.fill ins(%f : f32) outs(%v51 : tensor<4xf32>) -> tensor<4xf32>
  %v53 = linalg.fill ins(%f : f32) outs(%v52 : tensor<4xf32>) -> tensor<4xf32>
  %v54 = linalg.fill ins(%f : f32) outs(%v53 : tensor<4xf32>) -> tensor<4xf32>
  %v55 = linalg.fill ins(%f : f32) outs(%v54 : tensor<4xf32>) -> tensor<4xf32>
  %v56 = linalg.fill ins(%f : f32) outs(%v55 : tensor<4xf32>) -> tensor<4xf32>
  %v57 = linalg.fill ins(%f : f32) outs(%v56 : tensor<4xf32>) -> tensor<4xf32>
  %v58 = linalg.fill ins(%f : f32) outs(%v57 : tensor<4xf32>) -> tensor<4xf32>
  %v59 = linalg.fill ins(%f : f32) outs(%v58 : tensor<4xf32>) -> tensor<4xf32>
  %v60 = linalg.fill ins(%f : f32) outs(%v59 : tensor<4xf32>) -> tensor<4xf32>
  %v61 = linalg.fill ins(%f : f32) outs(%v60 : tensor<4xf32>) -> tensor<4xf32>
  %v62 = linalg.fill ins(%f : f32) outs(%v61 : tensor<4xf32>) -> tensor<4xf32>
  %v63 = linalg.fill ins(%f : f32) outs(%v62 : tensor<4xf32>) -> tensor<4xf32>
  %v64 = linalg.fill ins(%f : f32) outs(%v63 : tensor<4xf32>) -> tensor<4xf32>
  %v65 = linalg.fill ins(%f : f32) outs(%v64 : tensor<4xf32>) -> tensor<4xf32>
  %v66 = linalg.fill ins(%f : f32) outs(%v65 : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %v66 into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %u = linalg.fill ins(%one : f32) outs(%e2 : tensor<8xf32>) -> tensor<8xf32>
  %a = call @short_chain(%t, %seven) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %b = call @long_chain(%u, %seven) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %x = tensor.extract %a[%c3] : tensor<8xf32>
  %y = tensor.extract %b[%c3] : tensor<8xf32>
  %z = tensor.extract %a[%c0] : tensor<8xf32>
  %s = arith.addf %x, %y : f32
  %r = arith.addf %s, %z : f32
  return %r : f32
}
