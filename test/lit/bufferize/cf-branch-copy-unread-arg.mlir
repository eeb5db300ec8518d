// A branch operand out of place gets a new buffer, filled with the
// value only when the successor's argument is read (through the blocks
// it is handed on to): a branch reads nothing itself (upstream's
// canOmitTensorCopy asks isValueRead of the argument). Random program
// 3302167's shape: a cf loop whose argument each trip only fills.
//
// @filled_each_trip: %t is read after the loop, so the loop's init goes
// out of place; the argument is filled before anything reads it, so its
// buffer needs no copy of %t (the build before this rule copied it: 3
// copies and 176 bytes below instead of 2 and 104).
//
// @read_before_fill, adversarial: the trip reads the argument before the
// fill, so the first trip needs %t's value: the copy stays.
//
// @read_two_blocks_on, adversarial: the argument is handed on by a
// further branch to a block that reads it: the copy stays.
//
// RUN: mlbuf-run %s | FileCheck %s --check-prefix=VALUE
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check --stats - 2>&1 | FileCheck %s --check-prefixes=VALUE,STATS
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// VALUE: {{^}}31163{{$}}
// STATS: allocations: 6
// STATS: copies: 2
// STATS: bytes copied: 104
// STATS: memory errors: 0

// CHECK-LABEL: func.func @filled_each_trip
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}} : memref<3x3xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   cf.br
func.func @filled_each_trip() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k27 = arith.constant 27 : i64
  %t = tensor.splat %k3 : tensor<3x3xi64>
  cf.br ^head(%c0, %k0, %t : index, i64, tensor<3x3xi64>)
^head(%i: index, %s: i64, %a: tensor<3x3xi64>):
  %go = arith.cmpi ult, %i, %c2 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %f = linalg.fill ins(%k27 : i64) outs(%a : tensor<3x3xi64>) -> tensor<3x3xi64>
  %ik = arith.index_cast %i : index to i64
  %g = tensor.insert %ik into %f[%i, %i] : tensor<3x3xi64>
  %e = tensor.extract %g[%c1, %c1] : tensor<3x3xi64>
  %s2 = arith.addi %s, %e : i64
  %in = arith.addi %i, %c1 : index
  cf.br ^head(%in, %s2, %g : index, i64, tensor<3x3xi64>)
^exit:
  %x = tensor.extract %t[%c1, %c1] : tensor<3x3xi64>
  %r = arith.addi %x, %s : i64
  return %r : i64
}

// CHECK-LABEL: func.func @read_before_fill
//       CHECK:   memref.copy
//       CHECK:   cf.br
func.func @read_before_fill() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k0 = arith.constant 0 : i64
  %k5 = arith.constant 5 : i64
  %k27 = arith.constant 27 : i64
  %t = tensor.splat %k5 : tensor<3x3xi64>
  cf.br ^head(%c0, %k0, %t : index, i64, tensor<3x3xi64>)
^head(%i: index, %s: i64, %a: tensor<3x3xi64>):
  %go = arith.cmpi ult, %i, %c2 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %old = tensor.extract %a[%c2, %c2] : tensor<3x3xi64>
  %f = linalg.fill ins(%k27 : i64) outs(%a : tensor<3x3xi64>) -> tensor<3x3xi64>
  %ik = arith.index_cast %i : index to i64
  %g = tensor.insert %ik into %f[%c2, %c2] : tensor<3x3xi64>
  %s1 = arith.muli %s, %k27 : i64
  %s2 = arith.addi %s1, %old : i64
  %in = arith.addi %i, %c1 : index
  cf.br ^head(%in, %s2, %g : index, i64, tensor<3x3xi64>)
^exit:
  %x = tensor.extract %t[%c1, %c1] : tensor<3x3xi64>
  %r = arith.addi %x, %s : i64
  return %r : i64
}

// CHECK-LABEL: func.func @read_two_blocks_on
//       CHECK:   memref.copy
//       CHECK:   cf.br
func.func @read_two_blocks_on(%c: i1) -> i64 {
  %c1 = arith.constant 1 : index
  %k7 = arith.constant 7 : i64
  %k9 = arith.constant 9 : i64
  %t = tensor.splat %k7 : tensor<2x2xi64>
  cf.br ^pass(%t : tensor<2x2xi64>)
^pass(%a: tensor<2x2xi64>):
  cf.br ^use(%a : tensor<2x2xi64>)
^use(%b: tensor<2x2xi64>):
  %y = tensor.extract %b[%c1, %c1] : tensor<2x2xi64>
  %w = tensor.insert %k9 into %b[%c1, %c1] : tensor<2x2xi64>
  %z = tensor.extract %w[%c1, %c1] : tensor<2x2xi64>
  %x = tensor.extract %t[%c1, %c1] : tensor<2x2xi64>
  %s = arith.addi %y, %z : i64
  %r = arith.addi %s, %x : i64
  return %r : i64
}

func.func @main() -> i64 {
  %true = arith.constant true
  %a = call @filled_each_trip() : () -> i64
  %b = call @read_before_fill() : () -> i64
  %c = call @read_two_blocks_on(%true) : (i1) -> i64
  %k1000 = arith.constant 1000 : i64
  %a1 = arith.muli %a, %k1000 : i64
  %ab = arith.addi %a1, %b : i64
  %r = arith.addi %ab, %c : i64
  return %r : i64
}
