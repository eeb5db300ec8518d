// Random program 1341033: an scf.for whose two iteration arguments start
// from one tensor, an scf.if choosing one of them, an insert into the
// choice and a linalg.generic reading the first argument after it. On
// trip 0 the choice is %a, so the insert in place would write %a's buffer
// before the generic reads it (the program returns 4; it returned 10).
// The scf.if's result was taken for a buffer the trip allocates (no
// operand of the scf.if aliases it), which excused the write as one into
// a buffer made in the trip; a result a region hands on is not new.
// RUN: mlbuf-run %s | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s
// CHECK: {{^}}4{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k0 = arith.constant 0 : i64
  %k7 = arith.constant 7 : i64
  %t2 = tensor.splat %k1 : tensor<4xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t2, %b = %t2) -> (tensor<4xi64>, tensor<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %c = arith.cmpi eq, %ii, %k0 : i64
    %p = scf.if %c -> (tensor<4xi64>) {
      scf.yield %a : tensor<4xi64>
    } else {
      scf.yield %b : tensor<4xi64>
    }
    %w = tensor.insert %k7 into %p[%c0] : tensor<4xi64>
    %x = tensor.extract %w[%c0] : tensor<4xi64>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xi64>) {
    ^bb0(%o: i64):
      %s = arith.addi %o, %k1 : i64
      linalg.yield %s : i64
    } -> tensor<4xi64>
    %n = tensor.generate {
    ^bb0(%j: index):
      tensor.yield %x : i64
    } : tensor<4xi64>
    scf.yield %g, %n : tensor<4xi64>, tensor<4xi64>
  }
  %v = tensor.extract %r#0[%c0] : tensor<4xi64>
  return %v : i64
}
