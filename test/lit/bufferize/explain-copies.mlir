// explain-copies (mlbuf's option): each operand put out of place gets a
// remark at its op, with notes at the write that in place would change a
// value and at the read that must not see the change -- or at the value
// that must not be written (a constant; a callee's constant would come
// back as the callee's own copy, writable: one_shot_fresh.c). The output
// itself is unchanged.
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries explain-copies" 2>&1 >/dev/null | FileCheck %s
// RUN: mlbuf-opt %s --one-shot-bufferize="bufferize-function-boundaries explain-copies" 2>/dev/null | mlbuf-run - | FileCheck %s --check-prefix=VALUE

// Bottom-up: the later insert is decided first.
// CHECK: explain-copies.mlir:29:10: remark: operand #1 of 'tensor.insert' bufferizes out of place (a new buffer): in place, a write would change what a later read sees
// CHECK: explain-copies.mlir:29:10: note: the write: operand #1 of 'tensor.insert'
// CHECK: explain-copies.mlir:30:10: note: the read that must not see it: operand #0 of 'tensor.extract'
// CHECK: explain-copies.mlir:26:10: remark: operand #1 of 'tensor.insert' bufferizes out of place (a new buffer): in place it would write a buffer that must not be written
// CHECK: explain-copies.mlir:25:10: note: this value must not be written
// CHECK-NOT: remark
// VALUE: {{^}}47{{$}}
module {
  func.func @main() -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %k7 = arith.constant 7 : i64
    %k9 = arith.constant 9 : i64
    %k10 = arith.constant 10 : i64
    %g = arith.constant dense<[3, 4]> : tensor<2xi64>
    %h = tensor.insert %k7 into %g[%c0] : tensor<2xi64>
    %e = tensor.empty() : tensor<2xi64>
    %f = linalg.fill ins(%k7 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    %w = tensor.insert %k9 into %f[%c1] : tensor<2xi64>
    %x = tensor.extract %f[%c1] : tensor<2xi64>
    %y = tensor.extract %w[%c1] : tensor<2xi64>
    %z = tensor.extract %h[%c0] : tensor<2xi64>
    %xy = arith.muli %x, %y : i64
    %s = arith.subi %xy, %z : i64
    %t = arith.subi %s, %k9 : i64
    return %t : i64
  }
}
