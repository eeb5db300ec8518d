// A read by an op whose results nothing uses still counts as a read: the
// op runs after bufferization, so a write that reaches it in place
// changes what it computes on the way -- here the indices a dead
// linalg.generic loads with. Excusing such reads (tried in session 18 to
// save a copy on random programs 4960021 and 4960042) put the insert in
// place, and the dead generic then loaded element 100000 of a 4-element
// buffer: out of bounds, where the tensor program reads elements 0-3.
// Skipping dead reads is sound only if the rewrite also erases the dead
// ops (docs/bufferization.md, "Missing").
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK:         tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
// VALUE: {{^}}100000{{$}}
#id = affine_map<(d0) -> (d0)>
func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %big = arith.constant 100000 : index
  %f = arith.constant 1.0 : f32
  %idx = tensor.from_elements %c0, %c1, %c2, %c3 : tensor<4xindex>
  %e = tensor.empty() : tensor<4xf32>
  %data = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %big into %idx[%c0] : tensor<4xindex>
  %e2 = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%idx : tensor<4xindex>) outs(%e2 : tensor<4xf32>) {
  ^bb0(%i: index, %o: f32):
    %v = tensor.extract %data[%i] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %r = tensor.extract %w[%c0] : tensor<4xindex>
  return %r : index
}
