// The elementwise excuse follows a select whose every choice leads back to
// the read tensor: linalg.map reads element p of %f and writes element p
// of a select of %f and %f, one buffer, in place (upstream's select is
// equivalent to its operands too). Selects are followed 4 deep
// (SELECT_CHAIN_DEPTH, which bounds the walks that double with each
// nested select): @four_selects stays in place, @five_selects puts the
// innermost select out of place (two copies) in the analysis' order
// (choice-runs=0). The choice between conflicting operands then puts the
// map's init out of place instead (the default: one copy, as the two
// select operands together cost more by the estimate). Value checked.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only choice-runs=0" | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=CHOSEN
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// VALUE: 18
// STATS: copies: 1
// STATS: memory errors: 0

// CHECK-LABEL: func.func @one_select
//       CHECK:   arith.select {{.*}} {__inplace_operands_attr__ = ["none", "true", "true"]}
//       CHECK:   linalg.map {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-LABEL: func.func @four_selects
//   CHECK-NOT:   "false"
//       CHECK:   linalg.map {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-LABEL: func.func @five_selects
//       CHECK:   arith.select {{.*}} {__inplace_operands_attr__ = ["none", "false", "false"]}
// CHOSEN-LABEL: func.func @five_selects
//   CHOSEN-NOT:   "false", "false"
//       CHOSEN:   linalg.map {{.*}} {__inplace_operands_attr__ = ["true", "false"]}
func.func @one_select(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k3 = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%k3 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %s1 = arith.select %c, %f, %f : tensor<4xi64>
  %m = linalg.map ins(%f : tensor<4xi64>) outs(%s1 : tensor<4xi64>)
    (%x: i64, %y: i64) {
      %z = arith.addi %x, %y : i64
      linalg.yield %z : i64
    }
  %r = tensor.extract %m[%c0] : tensor<4xi64>
  return %r : i64
}

func.func @four_selects(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k3 = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%k3 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %s1 = arith.select %c, %f, %f : tensor<4xi64>
  %s2 = arith.select %c, %s1, %s1 : tensor<4xi64>
  %s3 = arith.select %c, %s2, %s2 : tensor<4xi64>
  %s4 = arith.select %c, %s3, %s3 : tensor<4xi64>
  %m = linalg.map ins(%f : tensor<4xi64>) outs(%s4 : tensor<4xi64>)
    (%x: i64, %y: i64) {
      %z = arith.addi %x, %y : i64
      linalg.yield %z : i64
    }
  %r = tensor.extract %m[%c0] : tensor<4xi64>
  return %r : i64
}

func.func @five_selects(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %k3 = arith.constant 3 : i64
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%k3 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %s1 = arith.select %c, %f, %f : tensor<4xi64>
  %s2 = arith.select %c, %s1, %s1 : tensor<4xi64>
  %s3 = arith.select %c, %s2, %s2 : tensor<4xi64>
  %s4 = arith.select %c, %s3, %s3 : tensor<4xi64>
  %s5 = arith.select %c, %s4, %s4 : tensor<4xi64>
  %m = linalg.map ins(%f : tensor<4xi64>) outs(%s5 : tensor<4xi64>)
    (%x: i64, %y: i64) {
      %z = arith.addi %x, %y : i64
      linalg.yield %z : i64
    }
  %r = tensor.extract %m[%c0] : tensor<4xi64>
  return %r : i64
}

func.func @main() -> i64 {
  %t = arith.constant true
  %a = call @one_select(%t) : (i1) -> i64
  %b = call @four_selects(%t) : (i1) -> i64
  %c = call @five_selects(%t) : (i1) -> i64
  %ab = arith.addi %a, %b : i64
  %abc = arith.addi %ab, %c : i64
  return %abc : i64
}
