// A value handed to a block by a branch is read when the block reads
// it: the walk that tells whether an out-of-place operand's copy must be
// filled (mlb_osa_value_read, upstream's isValueRead) follows branch
// operands to block arguments (random program 7157973). @unread: the
// select's operands go out of place (the loop's fill writes the selected
// buffer while %a and %b are read after), and ^bb1 only fills its
// argument: new buffers, no copy (before: 64 bytes copied). @read,
// adversarial: ^bb1 reads its argument first, so the copy is made.
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlbuf-run %s -- true true | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -e unread -- true true 2>&1 | FileCheck %s --check-prefix=UNREAD
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - -- false true 2>&1 | FileCheck %s --check-prefix=BOTH

// CHECK-LABEL: func.func @unread
//   CHECK-NOT:   memref.copy
// CHECK-LABEL: func.func @read
//       CHECK:   memref.copy
// VALUE: {{^}}2532{{$}}
// UNREAD: {{^}}25{{$}}
// UNREAD: bytes copied: 0
// UNREAD: memory errors: 0
// BOTH: {{^}}2534{{$}}
// BOTH: memory errors: 0
func.func @unread(%c: i1, %d: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %b = linalg.fill ins(%k9 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %s = arith.select %c, %a, %b : tensor<4xi64>
  cf.cond_br %d, ^bb1(%s : tensor<4xi64>), ^bb2
^bb1(%p: tensor<4xi64>):
  %c2 = arith.constant 2 : index
  %x = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k3) -> (i64) {
    %f = linalg.fill ins(%acc : i64) outs(%p : tensor<4xi64>) -> tensor<4xi64>
    %v = tensor.extract %f[%c1] : tensor<4xi64>
    %w = arith.addi %v, %k3 : i64
    scf.yield %w : i64
  }
  %y = tensor.extract %a[%c0] : tensor<4xi64>
  %z = tensor.extract %b[%c0] : tensor<4xi64>
  %xy = arith.addi %x, %y : i64
  %xyz = arith.addi %xy, %z : i64
  return %xyz : i64
^bb2:
  return %k7 : i64
}
func.func @read(%c: i1, %d: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%k7 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %b = linalg.fill ins(%k9 : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %s = arith.select %c, %a, %b : tensor<4xi64>
  cf.cond_br %d, ^bb1(%s : tensor<4xi64>), ^bb2
^bb1(%p: tensor<4xi64>):
  %p0 = tensor.extract %p[%c0] : tensor<4xi64>
  %c2 = arith.constant 2 : index
  %x = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %k3) -> (i64) {
    %f = linalg.fill ins(%acc : i64) outs(%p : tensor<4xi64>) -> tensor<4xi64>
    %v = tensor.extract %f[%c1] : tensor<4xi64>
    %w = arith.addi %v, %k3 : i64
    scf.yield %w : i64
  }
  %y = tensor.extract %a[%c0] : tensor<4xi64>
  %z = tensor.extract %b[%c0] : tensor<4xi64>
  %xy = arith.addi %x, %y : i64
  %xyz0 = arith.addi %xy, %z : i64
  %xyz = arith.addi %xyz0, %p0 : i64
  return %xyz : i64
^bb2:
  return %k7 : i64
}
func.func @main(%c: i1, %d: i1) -> i64 {
  %u = call @unread(%c, %d) : (i1, i1) -> i64
  %r = call @read(%c, %d) : (i1, i1) -> i64
  %k100 = arith.constant 100 : i64
  %m = arith.muli %u, %k100 : i64
  %s = arith.addi %m, %r : i64
  return %s : i64
}
