// The cost estimate behind the choice of which conflicting operand goes
// out of place (one_shot_choose.c) counts a copy at a loop's terminator
// only where the terminator's rewrite makes one (MLB_BUF_FORWARD_COPIES:
// scf.yield hands on a copy of a buffer that is not the iteration
// argument's own). scf.condition hands on what it gets. Counted as
// copying each trip, the second scf.while's condition made putting the
// linalg.mul (which writes the loop's init, %r63#0) out of place look
// dearer than copying the carried tensor at the condition and again at
// the yield: 19 allocations and 336 bytes copied, against 15 and none
// (mlir-opt 22: 21 and none). Reduced from random program 7150093.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS

// CHECK-LABEL: func.func @main
//       CHECK:   scf.while
//       CHECK:   scf.while
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.mul
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// VALUE: {{^}}7{{$}}
// STATS: allocations: 15
// STATS: bytes copied: 0
// STATS: memory errors: 0
module {
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %k1 = arith.constant 1 : i64
    %k18 = arith.constant 18 : i64
    %k2 = arith.constant 2 : i64
    %k22 = arith.constant 22 : i64
    %k3 = arith.constant 3 : i64
    %k5 = arith.constant 5 : i64
    %k6 = arith.constant 6 : i64
    %k7 = arith.constant 7 : i64
    %km2 = arith.constant -2 : i64
    %t1 = tensor.generate %c3 {
    ^bb0(%g1_0: index, %g1_1: index):
      %s4 = arith.constant 0 : i64
      tensor.yield %s4 : i64
    } : tensor<?x2xi64>
    %r9 = tensor.generate %c3 {
    ^bb0(%q0: index, %q1: index):
      tensor.yield %k5 : i64
    } : tensor<?x2xi64>
    %r30:3 = scf.while (%w27 = %c0, %w28 = %k3, %w29 = %t1) : (index, i64, tensor<?x2xi64>) -> (index, i64, tensor<?x2xi64>) {
      %b31 = arith.cmpi ult, %w27, %c2 : index
      scf.condition(%b31) %w27, %w28, %w29 : index, i64, tensor<?x2xi64>
    } do {
    ^bb0(%w35: index, %w36: i64, %w37: tensor<?x2xi64>):
      %i38 = arith.addi %w35, %c1 : index
      %i44 = arith.constant 0 : index
      %s41 = tensor.extract %w37[%c1, %i44] : tensor<?x2xi64>
      %t45 = linalg.map ins(%r9 : tensor<?x2xi64>) outs(%w37 : tensor<?x2xi64>)
        (%e46: i64, %e47: i64) {
          linalg.yield %e46 : i64
        }
      %t49 = linalg.fill ins(%s41 : i64) outs(%t45 : tensor<?x2xi64>) -> tensor<?x2xi64>
      scf.yield %i38, %k6, %t49 : index, i64, tensor<?x2xi64>
    }
    %i62 = arith.constant 0 : index
    %r63:2 = scf.index_switch %i62 -> tensor<?x2xi64>, i64
    case 2 {
      %t126 = tensor.insert %k5 into %r30#2[%c0, %c0] : tensor<?x2xi64>
      scf.yield %t126, %k5 : tensor<?x2xi64>, i64
    }
    default {
      %t130 = tensor.generate %c3 {
      ^bb0(%g130_0: index, %g130_1: index):
        %s133 = arith.constant 0 : i64
        tensor.yield %s133 : i64
      } : tensor<?x2xi64>
      scf.yield %t130, %k1 : tensor<?x2xi64>, i64
    }
    %t135 = linalg.fill ins(%k22 : i64) outs(%r9 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %r151:3 = scf.while (%w148 = %c0, %w149 = %k2, %w150 = %r63#0) : (index, i64, tensor<?x2xi64>) -> (index, i64, tensor<?x2xi64>) {
      %b152 = arith.cmpi ult, %w148, %c3 : index
      scf.condition(%b152) %w148, %w149, %w150 : index, i64, tensor<?x2xi64>
    } do {
    ^bb0(%w156: index, %w157: i64, %w158: tensor<?x2xi64>):
      %i159 = arith.addi %w156, %c1 : index
      %t160 = tensor.splat %w157 : tensor<3x2xi64>
      %t161 = tensor.cast %t160 : tensor<3x2xi64> to tensor<?x2xi64>
      %t162 = linalg.mul ins(%t135, %t161 : tensor<?x2xi64>, tensor<?x2xi64>) outs(%r63#0 : tensor<?x2xi64>) -> tensor<?x2xi64>
      %i166 = arith.constant 0 : index
      %s163 = tensor.extract %t162[%i166, %c1] : tensor<?x2xi64>
      %t168 = tensor.generate {
      ^bb0(%g168_0: index):
        %s169 = arith.constant 0 : i64
        tensor.yield %s169 : i64
      } : tensor<8xi64>
      %s171 = tensor.extract %t168[%c3] : tensor<8xi64>
      %t172 = tensor.splat %k18[%c2] : tensor<?xi64>
      %r177:3 = scf.for %i173 = %c0 to %c1 step %c1 iter_args(%a174 = %w157, %a175 = %r30#2, %a176 = %t172) -> (i64, tensor<?x2xi64>, tensor<?xi64>) {
        %t178 = linalg.map ins(%t161 : tensor<?x2xi64>) outs(%a175 : tensor<?x2xi64>)
          (%e179: i64, %e180: i64) {
            linalg.yield %e179 : i64
          }
        %t182 = tensor.from_elements %k18, %s171 : tensor<2xi64>
        %t183 = tensor.cast %t182 : tensor<2xi64> to tensor<?xi64>
        %t184 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t183 : tensor<?xi64>) outs(%a176 : tensor<?xi64>) {
        ^bb0(%e185: i64, %e186: i64):
          linalg.yield %e185 : i64
        } -> tensor<?xi64>
        scf.yield %k3, %t178, %a176 : i64, tensor<?x2xi64>, tensor<?xi64>
      }
      %i197 = arith.constant 0 : index
      %i198 = arith.constant 0 : index
      %t199 = tensor.insert %k18 into %w158[%i197, %i198] : tensor<?x2xi64>
      scf.yield %i159, %k6, %t199 : index, i64, tensor<?x2xi64>
    }
    %x = tensor.extract %r151#2[%c0, %c1] : tensor<?x2xi64>
    %sum = arith.addi %x, %k7 : i64
    return %sum : i64
  }
}
