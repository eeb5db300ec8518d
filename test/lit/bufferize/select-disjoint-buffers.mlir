// An arith.select joins the alias sets of %a and %b, but the insert into
// %a can only ever write %a's buffer: %b's reader after it does not see
// the write. The insert (decided first) and both select operands stay in
// place: no copy. The set alone sent the select's %b out of place (a
// copy of %b; upstream does the same). The select's reader comes before
// the insert. Random program 3300139 (the same join through an scf.if)
// copied.
// RUN: mlbuf-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s
// ANALYSIS: arith.select {{.*}} {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// IR-LABEL: func.func @main
// IR-NOT: memref.copy
// IR: return
// %x = 2 (%a[1], the select takes %a), %y = 11 (%b[1]), %z = 7
// CHECK: {{^}}20{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k7 = arith.constant 7 : i64
  %k10 = arith.constant 10 : i64
  %a = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k1 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %b = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k10 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %e = tensor.extract %a[%c0] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k1 : i64
  %s = arith.select %c, %a, %b : tensor<4xi64>
  %x = tensor.extract %s[%c1] : tensor<4xi64>
  %n = tensor.insert %k7 into %a[%c1] : tensor<4xi64>
  %y = tensor.extract %b[%c1] : tensor<4xi64>
  %z = tensor.extract %n[%c1] : tensor<4xi64>
  %xy = arith.addi %x, %y : i64
  %r = arith.addi %xy, %z : i64
  return %r : i64
}
