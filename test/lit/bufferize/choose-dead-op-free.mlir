// The choice between conflicting operands (one_shot_choose.c) counts
// nothing for an operand put out of place, unfilled, of a dead op whose
// results nothing uses: the op and its allocation go once the program is
// deallocated. Random program 1302286: an arith.select in an scf.for whose
// result is unused, out of place in each trip by the order's decision, was
// weighed as an allocation per trip (4 assumed) against a copy of the
// loop's init, and the choice copied the init (17 allocations / 184 bytes;
// the order's decision 16/120, upstream 17/144).
//
// @unused_select: the select out of place, its buffer unfilled; the
// loop's init in place (no copy).
// @read_select: the select's result read: its new buffer holds a copy
// each trip (the order's decision, unchanged).
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}40034{{$}}
// The build before: 8 allocations, 4 copies, 128 bytes.
// STATS: allocations: 7
// STATS: copies: 3
// STATS: bytes copied: 96
// STATS: memory errors: 0

// CHECK-LABEL: func.func @unused_select
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
//   CHECK-NOT:   memref.copy
//       CHECK:   arith.select
func.func @unused_select(%flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %t7 = tensor.from_elements %k1, %k2, %k3, %k4 : tensor<4xi64>
  %t8 = linalg.map ins(%t7 : tensor<4xi64>) outs(%t7 : tensor<4xi64>)
    (%e9: i64, %e10: i64) {
      %e11 = arith.muli %e9, %k3 : i64
      linalg.yield %e11 : i64
    }
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k0, %a = %t7) -> (i64, tensor<4xi64>) {
    %t21 = arith.select %flag, %t8, %a : tensor<4xi64>
    %s = tensor.extract %a[%c1] : tensor<4xi64>
    %t39 = linalg.map ins(%t8 : tensor<4xi64>) outs(%a : tensor<4xi64>)
      (%e40: i64, %e41: i64) {
        %e42 = arith.addi %e40, %e41 : i64
        linalg.yield %e42 : i64
      }
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2, %t39 : i64, tensor<4xi64>
  }
  %x = tensor.extract %r#1[%c0] : tensor<4xi64>
  %y = tensor.extract %t8[%c1] : tensor<4xi64>
  %z = arith.addi %x, %y : i64
  %w = arith.addi %z, %r#0 : i64
  return %w : i64
}

// CHECK-LABEL: func.func @read_select
//       CHECK:   scf.for
//       CHECK:   memref.copy
//       CHECK:   arith.select
func.func @read_select(%flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k3 = arith.constant 3 : i64
  %k4 = arith.constant 4 : i64
  %t7 = tensor.from_elements %k1, %k2, %k3, %k4 : tensor<4xi64>
  %t8 = linalg.map ins(%t7 : tensor<4xi64>) outs(%t7 : tensor<4xi64>)
    (%e9: i64, %e10: i64) {
      %e11 = arith.muli %e9, %k3 : i64
      linalg.yield %e11 : i64
    }
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %k0, %a = %t7) -> (i64, tensor<4xi64>) {
    %t21 = arith.select %flag, %t8, %a : tensor<4xi64>
    %s = tensor.extract %t21[%c1] : tensor<4xi64>
    %t39 = linalg.map ins(%t8 : tensor<4xi64>) outs(%a : tensor<4xi64>)
      (%e40: i64, %e41: i64) {
        %e42 = arith.addi %e40, %e41 : i64
        linalg.yield %e42 : i64
      }
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2, %t39 : i64, tensor<4xi64>
  }
  %x = tensor.extract %r#1[%c0] : tensor<4xi64>
  %y = tensor.extract %t8[%c1] : tensor<4xi64>
  %z = arith.addi %x, %y : i64
  %w = arith.addi %z, %r#0 : i64
  return %w : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %k1000 = arith.constant 1000 : i64
  %a = call @unused_select(%true) : (i1) -> i64
  %b = call @read_select(%true) : (i1) -> i64
  %a1 = arith.muli %a, %k1000 : i64
  %r = arith.addi %a1, %b : i64
  return %r : i64
}
