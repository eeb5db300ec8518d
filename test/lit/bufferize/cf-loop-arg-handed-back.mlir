// A cf loop reads its carried tensor in the header and fills it in the
// body, then branches back with the tensor as it came (the fill's result
// is read only in the body). In place, the fill clobbers the buffer the
// next trip reads: the header's read and the body's write lie on one
// cycle, and the block argument -- the read's definition -- is entered
// again each trip but holds what the back edge hands it, here the
// clobbered buffer. Random program 7060108
// (bench/bufferize_indep_random.py); mlbuf returned 55 (mlir-opt 22 too),
// the tensor program 31.
// @handed_back: the fill goes out of place.
// @result_handed_back: the back edge hands on the fill's result: in place
// is right (no copy in the loop).
// RUN: mlbuf-run %s -e handed_back | FileCheck %s --check-prefix=BACK
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e handed_back | FileCheck %s --check-prefix=BACK
// RUN: mlbuf-run %s -e result_handed_back | FileCheck %s --check-prefix=RESULT
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | mlbuf-run --check - -e result_handed_back | FileCheck %s --check-prefix=RESULT
// RUN: mlbuf-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// BACK: {{^}}31{{$}}
// RESULT: {{^}}55{{$}}

// CHECK-LABEL: func.func @handed_back
//       CHECK: ^bb2:
//       CHECK:   memref.alloc
//       CHECK:   linalg.fill
func.func @handed_back() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c9 = arith.constant 9 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  cf.br ^h(%c0, %c0, %t : i64, i64, tensor<4xi64>)
^h(%i: i64, %a: i64, %z: tensor<4xi64>):
  %e = tensor.extract %z[%k0] : tensor<4xi64>
  %a2 = arith.addi %a, %e : i64
  %cmp = arith.cmpi slt, %i, %c3 : i64
  cf.cond_br %cmp, ^b, ^e(%a2 : i64)
^b:
  %f = linalg.fill ins(%c9 : i64) outs(%z : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.extract %f[%k1] : tensor<4xi64>
  %a3 = arith.addi %a2, %e2 : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^h(%i2, %a3, %z : i64, i64, tensor<4xi64>)
^e(%r: i64):
  return %r : i64
}

// CHECK-LABEL: func.func @result_handed_back
//       CHECK: ^bb2:
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.br
func.func @result_handed_back() -> i64 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c9 = arith.constant 9 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %k0 = arith.constant 0 : index
  %k1 = arith.constant 1 : index
  cf.br ^h(%c0, %c0, %t : i64, i64, tensor<4xi64>)
^h(%i: i64, %a: i64, %z: tensor<4xi64>):
  %e = tensor.extract %z[%k0] : tensor<4xi64>
  %a2 = arith.addi %a, %e : i64
  %cmp = arith.cmpi slt, %i, %c3 : i64
  cf.cond_br %cmp, ^b, ^e(%a2 : i64)
^b:
  %f = linalg.fill ins(%c9 : i64) outs(%z : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.extract %f[%k1] : tensor<4xi64>
  %a3 = arith.addi %a2, %e2 : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^h(%i2, %a3, %f : i64, i64, tensor<4xi64>)
^e(%r: i64):
  return %r : i64
}
