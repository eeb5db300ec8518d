// Two inits of one scf.for come from writes into the same argument: %lo
// and %hi both overwrite %buf. Deciding the loop's inits first (choice-runs=0
// and bottom-up-from-terminators do), both writes are still undecided and
// counted in place, so the second init seems to share the first's buffer
// and the sibling-init rule (mlb_osa_init_shares_sibling, mlbuf's own)
// sends it out of place. Later the write making %lo goes out of place
// (%hi is read after it), and the inits share nothing. Once the function
// is decided, an operand put out of place by that rule alone is asked
// again under every heuristic: both inits stay in place, as mlir-opt 22
// decides: 2 allocations (%buf and the fill making %lo) and no copy,
// against 3 and a copy of %hi before the loop.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only choice-runs=0" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up-from-terminators" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators" --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @main
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   scf.for
//       CHECK:   } {__inplace_operands_attr__ = ["none", "none", "none", "true", "true"]}

// STATS: {{^}}7{{$}}
// STATS: allocations: 2
// STATS: copies: 0
func.func @main() -> f32 {
  %buf = bufferization.alloc_tensor() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.0 : f32
  %lo = linalg.fill ins(%f1 : f32) outs(%buf : tensor<4xf32>) -> tensor<4xf32>
  %hi = linalg.fill ins(%f2 : f32) outs(%buf : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %lo, %b = %hi)
      -> (tensor<4xf32>, tensor<4xf32>) {
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %y = tensor.extract %b[%i] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %b2 = tensor.insert %s into %b[%i] : tensor<4xf32>
    scf.yield %a, %b2 : tensor<4xf32>, tensor<4xf32>
  }
  %v = tensor.extract %r#1[%c1] : tensor<4xf32>
  %w = tensor.extract %r#0[%c0] : tensor<4xf32>
  %t = arith.addf %v, %w : f32
  %u = arith.addf %t, %f2 : f32
  return %u : f32
}
