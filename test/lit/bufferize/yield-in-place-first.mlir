// The yields of an scf.if are decided in place before any other operand
// (upstream's rule): a fill into the if's result then goes out of place
// into a new buffer of its own, which needs no copy (a fill reads nothing
// of its init). Deciding the fill first put it in place and both yields
// out of place: a copy of %t in whichever branch ran.
// RUN: mlbuf-opt %s --one-shot-bufferize | FileCheck %s --check-prefix=IR
// RUN: mlbuf-opt %s --one-shot-bufferize --buffer-deallocation-pipeline | mlbuf-run --check - | FileCheck %s
// IR-LABEL: func.func @main
// IR-NOT: memref.copy
// IR: scf.if
// IR: memref.alloc
// IR-NEXT: linalg.fill
// IR-NOT: memref.copy
// IR: return
// 5 + 2 (the fill) + 1 (%t unchanged)
// CHECK: {{^}}8{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k1 = arith.constant 1 : i64
  %k2 = arith.constant 2 : i64
  %k5 = arith.constant 5 : i64
  %t = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %w = arith.addi %v, %k1 : i64
    tensor.yield %w : i64
  } : tensor<4xi64>
  %e = tensor.extract %t[%c1] : tensor<4xi64>
  %c = arith.cmpi eq, %e, %k2 : i64
  %p = scf.if %c -> (tensor<4xi64>) {
    scf.yield %t : tensor<4xi64>
  } else {
    scf.yield %t : tensor<4xi64>
  }
  %f = linalg.fill ins(%k2 : i64) outs(%p : tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %f[%c0] : tensor<4xi64>
  %y = tensor.extract %t[%c0] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  %r = arith.addi %s, %k5 : i64
  return %r : i64
}
