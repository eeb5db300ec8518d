// REQUIRES: mlir-opt
// Two elementwise generics writing one init in turn: the second reads
// the first's result, which holds the init's buffer in place (or, out of
// place, a new buffer that aliases nothing), so reading element p and
// writing element p in one step is no conflict. The init goes in place
// for both, as upstream; before, the walk back from the input stopped at
// the first generic (an op with a region) and the second init was copied.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: %mlir_opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=VALUE --check-prefix=STATS

// CHECK-LABEL: func.func @main
//       CHECK:   linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
//       CHECK:   linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// VALUE: {{^}}9{{$}}
// STATS: allocations: 2
#id = affine_map<(d0) -> (d0)>
func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %s = linalg.fill ins(%three : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  // a = x + s (reads the init: 1 + 3 = 4)
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%s : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  // b = 2 * a + 1 (the init's old value is not read)
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%s : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.addf %in, %in : f32
    %v = arith.addf %d, %one : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %r = tensor.extract %b[%c2] : tensor<4xf32>
  return %r : f32
}
