// An out-of-place select operand gets a copy when the select's result is
// read, and that copy reads the operand where the select stands: an
// insert into the operand before the select must not go in place, or
// the copy takes the inserted 9 (reduced from random program 62985 of
// bench/bufferize_random.py). Here the insert into %a after the select
// puts the select's %a out of place (a fill there, which needs no copy,
// would go out of place itself: one_shot_choose.c).
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: arith.select {{.*}} {__inplace_operands_attr__ = ["none", "true", "false"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// VALUE: {{^}}15{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %k9 = arith.constant 9 : i64
  %a = tensor.from_elements %k1, %k2 : tensor<2xi64>
  %b = tensor.from_elements %k2, %k2 : tensor<2xi64>
  %w = tensor.insert %k9 into %a[%c0] : tensor<2xi64>
  %cond = arith.cmpi eq, %k1, %k2 : i64
  %s = arith.select %cond, %b, %a : tensor<2xi64>
  %c1 = arith.constant 1 : index
  %f = tensor.insert %k5 into %a[%c1] : tensor<2xi64>
  %e = tensor.extract %s[%c0] : tensor<2xi64>
  %y = tensor.extract %f[%c1] : tensor<2xi64>
  %k10 = arith.constant 10 : i64
  %e10 = arith.muli %e, %k10 : i64
  %r = arith.addi %e10, %y : i64
  return %r : i64
}
